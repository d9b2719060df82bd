// The editor heatmap in each of VS Code's default themes, as a person switches
// to them: the colours the editor shows under the text, read from the page
// (each decoration's computed background laid over the editor's own
// background), keep the editor's computed text colour at 4.5:1 or more (WCAG AA).
// One picture per theme lands in test-results/screenshots/theme-*.png.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { openWorkbench, repoRoot, screenshotDir } from './session';
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
  textColors: string[];
  /** Every heatmap background on screen, distinct. */
  backgrounds: string[];
}

describe('Editor heatmap in the default themes', () => {
  it('pacman/sample.in: the text reads at 4.5:1 or more on every colour in Dark Modern, Dark+, Light Modern, Light+ and both high-contrast themes', async function () {
    this.timeout(240_000);
    const wb = await openWorkbench();
    await wb.openFile('pacman/sample.in');
    await wb.waitUntilRecognized();
    let previous = await until('the heatmap on screen', async () => {
      const r = await readEditor(wb);
      return r.backgrounds.length > 0 ? r : undefined;
    });

    for (const [k, theme] of THEMES.entries()) {
      await wb.chooseColorTheme(theme.label);
      // After a theme of the same kind, only the text colour (each of these themes has its own) says the new one is applied.
      const sameKind = THEMES[k - 1]?.kindClass === theme.kindClass;
      let seen: Reading | undefined;
      const reading = await until(() => `the heatmap repainted in ${theme.label} (last seen: ${JSON.stringify(seen)})`, async () => {
        const classes = (await wb.page.locator('.monaco-workbench').first().getAttribute('class')) ?? '';
        if (!classes.split(/\s+/).includes(theme.kindClass)) return undefined;
        const r = (seen = await readEditor(wb));
        const repainted = (!sameKind || r.textColors.join() !== previous.textColors.join()) && r.backgrounds.length > 0 && r.backgrounds.every((bg) => isDefaultOf(theme.kind, bg));
        return repainted ? r : undefined;
      });
      previous = reading;
      // Distances 0..10 and more in eight tests, and the unreachable cells of test 4.
      assert.ok(reading.backgrounds.length >= 12, `${theme.label}: only ${reading.backgrounds.length} colours on screen`);
      const ground = rgba(reading.editorBackground);
      assert.equal(ground[3], 1, `${theme.label}: the editor background is opaque`);
      const low: string[] = [];
      for (const text of reading.textColors) {
        for (const bg of reading.backgrounds) {
          const ratio = contrastRatio(paintedOver(rgba(bg), ground), rgba(text));
          if (ratio < 4.5) low.push(`${text} on ${bg}: ${ratio.toFixed(2)}`);
        }
      }
      assert.deepEqual(low, [], `${theme.label}: text below 4.5:1`);
      const box = await wb.page.locator('.part.editor').boundingBox();
      assert.ok(box, 'no editor part on screen');
      const slug = theme.label.toLowerCase().replace(/\W+/g, '-').replace(/-$/, '-plus');
      await wb.page.screenshot({ path: path.join(screenshotDir, `theme-${slug}.png`), clip: { x: box.x, y: box.y, width: Math.min(box.width, 720), height: Math.min(box.height, 500) } });
    }
  });
});

/** The editor's background, the colours of its text, and the heatmap's backgrounds, as computed CSS colours. */
function readEditor(wb: Workbench): Promise<Reading> {
  return wb.page.evaluate(() => {
    const editor = document.querySelector('.editor-instance .monaco-editor');
    const ground = editor?.querySelector('.monaco-editor-background');
    const backgrounds = new Set<string>();
    for (const el of Array.from(editor?.querySelectorAll<HTMLElement>('.view-overlays .cdr[class*="ced-"]') ?? [])) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg && bg !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(bg)) backgrounds.add(bg);
    }
    const textColors = new Set<string>();
    for (const span of Array.from(editor?.querySelectorAll<HTMLElement>('.view-lines .view-line span[class^="mtk"]') ?? [])) textColors.add(getComputedStyle(span).color);
    return { editorBackground: ground ? getComputedStyle(ground).backgroundColor : '', textColors: [...textColors], backgrounds: [...backgrounds] };
  });
}

/** A computed CSS colour, "rgb(…)" or "rgba(…)", as [r, g, b, a] with a in 0..1. */
function rgba(css: string): number[] {
  const parts = /^rgba?\(([^)]*)\)$/.exec(css.trim())?.[1].split(',').map(Number);
  assert.ok(parts && parts.length >= 3, `not a computed colour: ${css}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}
