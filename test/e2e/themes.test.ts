// The editor heatmap in each of VS Code's default themes, as a person switches
// to them: each character on a painted cell, in its computed colour, reads at
// 4.5:1 or more (WCAG AA) on what the page shows under it (the decoration's
// computed background laid over the editor's own). The file is a .grid, so the
// Grid Test Input language colours pieces, dots and walls: the hardest case.
// One picture per theme lands in test-results/screenshots/theme-*.png.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { openWorkbench, readExample, repoRoot, screenshotDir, writeWorkspaceFile } from './session';
import { contrastRatio, paintedOver } from '../wcag';
import { until, type Workbench } from './workbench';

type Kind = 'dark' | 'light' | 'highContrast' | 'highContrastLight';

/**
 * Quick-pick label, the class the workbench carries in that kind of theme, and
 * the kind whose defaults package.json gives. The last is the suite's own
 * theme (code-server's default in a headless browser), so the scenarios after
 * this one see what they expect.
 */
const THEMES: { label: string; kindClass: string; kind: Kind }[] = [
  { label: 'Dark Modern', kindClass: 'vs-dark', kind: 'dark' },
  { label: 'Dark+', kindClass: 'vs-dark', kind: 'dark' },
  { label: 'Dark High Contrast', kindClass: 'hc-black', kind: 'highContrast' },
  { label: 'Light High Contrast', kindClass: 'hc-light', kind: 'highContrastLight' },
  { label: 'Light+', kindClass: 'vs', kind: 'light' },
  { label: 'Light Modern', kindClass: 'vs', kind: 'light' },
];

const contributed = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).contributes.colors as { id: string; defaults: Record<Kind, string> }[]).filter((c) =>
  c.id.startsWith('gridLens.heatmap.'),
);

/** Whether a computed colour is one of the heatmap's defaults for this kind of theme. */
function isDefaultOf(kind: Kind, css: string): boolean {
  const got = rgba(css);
  return contributed.some((c) => {
    const n = parseInt(c.defaults[kind].slice(1, 7), 16);
    const alpha = c.defaults[kind].length === 9 ? parseInt(c.defaults[kind].slice(7), 16) / 255 : 1;
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255].every((v, i) => v === got[i]) && Math.abs(alpha - got[3]) < 0.01;
  });
}

interface Reading {
  editorBackground: string;
  /** Every text colour on screen, distinct. */
  textColors: string[];
  /** Every heatmap background on screen, distinct. */
  backgrounds: string[];
  /** Each distinct pair of a character's colour and the heatmap background under it, with one such character. */
  cells: { ch: string; text: string; background: string }[];
}

describe('Editor heatmap in the default themes', () => {
  it('pacman sample as a .grid file: the text on every painted cell reads at 4.5:1 or more in Dark Modern, Dark+, Light Modern, Light+ and both high-contrast themes', async function () {
    this.timeout(240_000);
    writeWorkspaceFile('pacman/ui-themes.grid', readExample('pacman/sample.in'));
    const wb = await openWorkbench();
    await wb.openFile('pacman/ui-themes.grid');
    await wb.waitUntilRecognized();
    let previous = await until('the heatmap on screen', async () => {
      const r = await readEditor(wb);
      return r.backgrounds.length > 0 ? r : undefined;
    });
    assert.ok(previous.textColors.length > 2, `the grammar colours the text: ${previous.textColors.join(', ')}`);

    for (const [k, theme] of THEMES.entries()) {
      await wb.chooseColorTheme(theme.label);
      // After a theme of the same kind, only the text colour (each of these themes has its own) says the new one is applied.
      const sameKind = THEMES[k - 1]?.kindClass === theme.kindClass;
      let seen: Reading | undefined;
      const reading = await until(
        () => `the heatmap repainted in ${theme.label} (last seen: ${JSON.stringify(seen)})`,
        async () => {
          const classes = (await wb.page.locator('.monaco-workbench').first().getAttribute('class')) ?? '';
          if (!classes.split(/\s+/).includes(theme.kindClass)) return undefined;
          const r = (seen = await readEditor(wb));
          const repainted = (!sameKind || r.textColors.join() !== previous.textColors.join()) && r.backgrounds.length > 0 && r.backgrounds.every((bg) => isDefaultOf(theme.kind, bg));
          return repainted ? r : undefined;
        },
      );
      previous = reading;
      // Distances 0..10 and more in eight tests, and the unreachable cells of test 4.
      assert.ok(reading.backgrounds.length >= 12, `${theme.label}: only ${reading.backgrounds.length} colours on screen`);
      assert.ok(reading.cells.length >= reading.backgrounds.length, `${theme.label}: text found on ${reading.cells.length} kinds of painted cell`);
      const ground = rgba(reading.editorBackground);
      assert.equal(ground[3], 1, `${theme.label}: the editor background is opaque`);
      const low = reading.cells
        .map((c) => ({ ...c, ratio: contrastRatio(paintedOver(rgba(c.background), ground), rgba(c.text)) }))
        .filter((c) => c.ratio < 4.5)
        .map((c) => `"${c.ch}" in ${c.text} on ${c.background}: ${c.ratio.toFixed(2)}`);
      assert.deepEqual(low, [], `${theme.label}: text below 4.5:1`);
      const box = await wb.page.locator('.part.editor').boundingBox();
      assert.ok(box, 'no editor part on screen');
      const slug = theme.label.toLowerCase().replace(/\W+/g, '-').replace(/-$/, '-plus');
      await wb.page.screenshot({ path: path.join(screenshotDir, `theme-${slug}.png`), clip: { x: box.x, y: box.y, width: Math.min(box.width, 720), height: Math.min(box.height, 500) } });
    }
  });
});

/**
 * The editor's background and, for each character on screen, its computed
 * colour and the heatmap background under its centre (each decoration
 * background is a `div.cdr.ced-…` in `.view-overlays`).
 */
function readEditor(wb: Workbench): Promise<Reading> {
  return wb.page.evaluate(() => {
    const editor = document.querySelector('.editor-instance .monaco-editor');
    const ground = editor?.querySelector('.monaco-editor-background');
    const painted: { rect: DOMRect; color: string }[] = [];
    for (const el of Array.from(editor?.querySelectorAll<HTMLElement>('.view-overlays .cdr[class*="ced-"]') ?? [])) {
      const color = getComputedStyle(el).backgroundColor;
      if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) painted.push({ rect: el.getBoundingClientRect(), color });
    }
    const textColors = new Set<string>();
    const cells = new Map<string, { ch: string; text: string; background: string }>();
    for (const line of Array.from(editor?.querySelectorAll<HTMLElement>('.view-lines .view-line') ?? [])) {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = getComputedStyle(node.parentElement!).color;
        textColors.add(text);
        for (let i = 0; i < node.data.length; i++) {
          if (/\s|\u00a0/.test(node.data[i])) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = range.getBoundingClientRect();
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          const under = painted.find((p) => p.rect.left <= x && x < p.rect.right && p.rect.top <= y && y < p.rect.bottom);
          if (under) cells.set(`${text}|${under.color}`, { ch: node.data[i], text, background: under.color });
        }
      }
    }
    return {
      editorBackground: ground ? getComputedStyle(ground).backgroundColor : '',
      textColors: [...textColors],
      backgrounds: [...new Set(painted.map((p) => p.color))],
      cells: [...cells.values()],
    };
  });
}

/** A computed CSS colour, "rgb(…)" or "rgba(…)", as [r, g, b, a] with a in 0..1. */
function rgba(css: string): number[] {
  const parts = /^rgba?\(([^)]*)\)$/.exec(css.trim())?.[1].split(',').map(Number);
  assert.ok(parts && parts.length >= 3, `not a computed colour: ${css}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}
