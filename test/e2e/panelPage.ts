// The heatmap panel as a UI test sees it: its document inside the webview's
// two iframes, the board's state the canvas publishes in data attributes,
// canvas pixels at cells, legend swatches and markers; and the gestures a
// person makes around it (select a test or layer, click and hover a cell,
// reload the window, change the colour theme).

import * as assert from 'node:assert/strict';
import type { FrameLocator, Locator } from 'playwright-core';
import { analyze } from '../../src/core/analyze';
import { BUCKET_COLORS, bucketOf } from '../../src/core/colorScale';
import type { Case, CaseResult, Problem } from '../../src/core/problem';
import { near, parseHex } from '../../src/core/render/color';
import type { Workbench } from './workbench';

export type Rgb = [number, number, number];

export interface BoardData {
  seq: number;
  caseIndex: number;
  layer: string;
  rows: number;
  cols: number;
  scale: number;
  x: number;
  y: number;
  step: number;
  drawMs: number;
}

/** The panel's document inside its two webview iframes. */
export function panelFrame(wb: Workbench): FrameLocator {
  return wb.page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
}

export class Panel {
  constructor(
    readonly wb: Workbench,
    readonly frame: FrameLocator,
  ) {}

  get canvas(): Locator {
    return this.frame.locator('#board');
  }

  async data(): Promise<BoardData> {
    return this.canvas.evaluate((c: HTMLCanvasElement) => {
      const d = c.dataset;
      return {
        seq: Number(d.seq ?? -1),
        caseIndex: Number(d.case ?? -1),
        layer: d.layer ?? '',
        rows: Number(d.rows ?? 0),
        cols: Number(d.cols ?? 0),
        scale: Number(d.scale ?? 0),
        x: Number(d.x ?? 0),
        y: Number(d.y ?? 0),
        step: Number(d.step ?? 0),
        drawMs: Number(d.drawMs ?? NaN),
      };
    });
  }

  /** Waits until the panel shows a board matching `want`, drawn after view `afterSeq`. */
  async waitForBoard(want: Partial<Pick<BoardData, 'caseIndex' | 'layer' | 'rows' | 'cols' | 'step'>>, afterSeq = -1, timeout = 30_000): Promise<BoardData> {
    const deadline = Date.now() + timeout;
    let last: BoardData | undefined;
    for (;;) {
      try {
        await this.canvas.waitFor({ state: 'attached', timeout: 2000 });
        last = await this.data();
        const state = await this.frame.locator('body').getAttribute('data-state', { timeout: 2000 });
        const ok = state === 'board' && last.seq > afterSeq && Object.entries(want).every(([k, v]) => last![k as keyof BoardData] === v);
        if (ok) {
          // Let any piece animation finish.
          await this.wb.page.waitForTimeout(250);
          return await this.data();
        }
      } catch {
        // The webview is (re)loading.
      }
      if (Date.now() > deadline) throw new Error(`the panel did not show ${JSON.stringify(want)} after view ${afterSeq}; last: ${JSON.stringify(last)}`);
      await this.wb.page.waitForTimeout(150);
    }
  }

  /** A point of a cell in canvas (CSS) pixels; (fx, fy) are fractions of the cell, the centre by default. */
  async point(r: number, c: number, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> {
    const d = await this.data();
    return { x: d.x + (c + fx) * d.scale, y: d.y + (r + fy) * d.scale };
  }

  async pixel(r: number, c: number, fx = 0.5, fy = 0.5): Promise<Rgb> {
    const p = await this.point(r, c, fx, fy);
    return this.canvas.evaluate((el: HTMLCanvasElement, at: { x: number; y: number }) => {
      const ctx = el.getContext('2d')!;
      const dpr = el.width / el.clientWidth;
      const d = ctx.getImageData(Math.floor(at.x * dpr), Math.floor(at.y * dpr), 1, 1).data;
      return [d[0], d[1], d[2]] as [number, number, number];
    }, p);
  }

  /** The colour of a piece's marker, as the panel's legend entry for it says; fails when the legend lacks the piece. */
  async pieceColor(id: string): Promise<Rgb> {
    const rgb = await this.frame.locator(`.legend-item.piece[data-piece="${id}"]`).getAttribute('data-rgb', { timeout: 10_000 });
    const parts = (rgb ?? '').split(',').map(Number);
    assert.equal(parts.length, 3, `legend colour of ${id}: "${rgb}"`);
    return parts as Rgb;
  }

  /** The legend's piece entries, id → text. */
  async legendPieces(): Promise<Record<string, string>> {
    return this.frame.locator('.legend-item.piece').evaluateAll((items) => Object.fromEntries(items.map((i) => [(i as HTMLElement).dataset.piece ?? '', (i as HTMLElement).innerText.trim()])));
  }

  /**
   * The share of the canvas pixels within `tolerance` of `rgb`, over a cell's
   * square (its pixels only, or `spread` cells around it).
   */
  async colorShare(r: number, c: number, rgb: Rgb, spread = 0, tolerance = 10): Promise<number> {
    const d = await this.data();
    const box = { x: d.x + (c - spread) * d.scale, y: d.y + (r - spread) * d.scale, size: (2 * spread + 1) * d.scale };
    return this.canvas.evaluate(
      (el: HTMLCanvasElement, a: { box: { x: number; y: number; size: number }; rgb: number[]; tolerance: number }) => {
        const dpr = el.width / el.clientWidth;
        const x0 = Math.max(0, Math.floor(a.box.x * dpr));
        const y0 = Math.max(0, Math.floor(a.box.y * dpr));
        const x1 = Math.min(el.width, Math.ceil((a.box.x + a.box.size) * dpr));
        const y1 = Math.min(el.height, Math.ceil((a.box.y + a.box.size) * dpr));
        if (x1 <= x0 || y1 <= y0) return 0;
        const px = el.getContext('2d')!.getImageData(x0, y0, x1 - x0, y1 - y0).data;
        let hits = 0;
        for (let i = 0; i < px.length; i += 4) {
          if (Math.abs(px[i] - a.rgb[0]) <= a.tolerance && Math.abs(px[i + 1] - a.rgb[1]) <= a.tolerance && Math.abs(px[i + 2] - a.rgb[2]) <= a.tolerance) hits++;
        }
        return hits / (px.length / 4);
      },
      { box, rgb, tolerance },
    );
  }

  /** The colour of a legend swatch (walls and value-less cells follow the theme). */
  async swatch(paint: number): Promise<Rgb> {
    const css = await this.frame.locator(`.legend-item[data-paint="${paint}"] .swatch`).evaluate((s) => getComputedStyle(s).backgroundColor);
    const m = /rgba?\(([^)]+)\)/.exec(css);
    assert.ok(m, `swatch colour ${css}`);
    const [r, g, b] = m[1].split(',').map((v) => Number(v.trim()));
    return [r, g, b];
  }

  async selectLayer(id: string): Promise<BoardData> {
    const before = await this.data();
    await this.frame.locator('#layer-picker').selectOption(id);
    return this.waitForBoard({ layer: id, caseIndex: before.caseIndex }, before.seq);
  }

  async selectCase(index: number): Promise<BoardData> {
    const before = await this.data();
    await this.frame.locator('#case-picker').selectOption(String(index));
    return this.waitForBoard({ caseIndex: index }, before.seq);
  }

  async clickCell(r: number, c: number, double = false): Promise<void> {
    const position = await this.point(r, c);
    if (double) await this.canvas.dblclick({ position });
    else await this.canvas.click({ position });
  }

  async hoverCell(r: number, c: number): Promise<string> {
    // Two moves: the first may only enter the canvas.
    const a = await this.point(r, c, 0.4, 0.4);
    const b = await this.point(r, c, 0.6, 0.6);
    await this.canvas.hover({ position: a });
    await this.canvas.hover({ position: b });
    const tip = this.frame.locator('#tooltip:not([hidden])');
    await tip.waitFor({ timeout: 10_000 });
    return (await tip.innerText()).replace(/\s+/g, ' ').trim();
  }
}

export async function openedPanel(wb: Workbench, want: Partial<BoardData> = {}): Promise<Panel> {
  const panel = new Panel(wb, panelFrame(wb));
  await panel.waitForBoard(want);
  return panel;
}

export function hex(color: string): Rgb {
  const c = parseHex(color)!;
  return [c[0], c[1], c[2]];
}

export function assertColor(actual: Rgb, expected: Rgb, what: string): void {
  assert.ok(near(actual, expected, 3), `${what}: pixel rgb(${actual.join(', ')}), expected rgb(${expected.join(', ')})`);
}

/** At least `least` of a cell's pixels have the colour (what remains of a cell's colour around a marker). */
export function assertShare(share: number, least: number, what: string): void {
  assert.ok(share >= least, `${what}: ${(share * 100).toFixed(1)}% of the cell has the colour, expected at least ${least * 100}%`);
}

/** The core's analysis of a test, to find cells and their text positions. */
export function solved(text: string, caseIndex: number): { problem: Problem; c: Case; result: CaseResult } {
  const a = analyze(text);
  return { problem: a.problem!, c: a.parsed!.cases[caseIndex], result: a.results[caseIndex]! };
}

export function layerValue(text: string, caseIndex: number, layer: string, r: number, col: number): number {
  const { c, result } = solved(text, caseIndex);
  return result.layers.find((l) => l.id === layer)!.data.get()!.values[r * c.grid!.cols + col];
}

/** Colour of a scalar value, as the legend promises. */
export function scaleColor(value: number, max: number): Rgb {
  return hex(BUCKET_COLORS[bucketOf(value, max)]);
}

/** "Ln 11, Col 8 (1 selected)" in the status bar, once the editor selection is there. */
export async function waitForSelection(wb: Workbench, line: number, col: number): Promise<void> {
  const item = wb.page.locator('[id="status.editor.selection"]');
  const want = `Ln ${line + 1}, Col ${col + 1} (1 selected)`;
  const deadline = Date.now() + 15_000;
  let seen = '';
  while (Date.now() < deadline) {
    seen = ((await item.innerText().catch(() => '')) ?? '').trim();
    if (seen === want) return;
    await wb.page.waitForTimeout(150);
  }
  assert.fail(`editor selection: "${seen}", expected "${want}"`);
}

/**
 * A single click in the panel selects the cell in the editor but leaves the
 * focus in the panel, where the status bar shows no position: bring the
 * file's editor to the front (its tab, not the panel's) to read it.
 */
export async function focusFileTab(wb: Workbench, name: string): Promise<void> {
  const label = wb.page.locator('.tabs-container .tab .label-name', { hasText: new RegExp(`^${name.replace(/[.]/g, '\\.')}$`) });
  await label.first().click();
}

/** Where the core says a cell is written, so a click can be checked against the editor. */
export function textPosition(text: string, caseIndex: number, r: number, col: number): { line: number; col: number } {
  const { c } = solved(text, caseIndex);
  return c.grid!.positionOf(r * c.grid!.cols + col);
}

/** The rows the editor hover shows for a cell (problem.describeCell), as the tooltip must show them. */
export function hoverRows(text: string, caseIndex: number, r: number, col: number): [string, string][] {
  const { problem, c, result } = solved(text, caseIndex);
  return problem.describeCell(c, result, r * c.grid!.cols + col);
}

export async function assertTooltip(panel: Panel, text: string, caseIndex: number, r: number, c: number): Promise<void> {
  const tip = await panel.hoverCell(r, c);
  assert.match(tip, new RegExp(`cell \\(${r + 1}, ${c + 1}\\)`));
  for (const [label, value] of hoverRows(text, caseIndex, r, c)) {
    assert.ok(tip.includes(label) && tip.includes(value), `tooltip "${tip}" lacks ${label}: ${value}`);
  }
}

/** "Developer: Reload Window", as a user reloads: VS Code saves the layout (and the panel's state) first. */
export async function reloadWindow(wb: Workbench): Promise<void> {
  const navigated = wb.page.waitForEvent('framenavigated', { predicate: (f) => f === wb.page.mainFrame(), timeout: 60_000 });
  await wb.runFromPalette('Developer: Reload Window');
  await navigated;
  await wb.page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
}

export type ThemeKind = 'dark' | 'light';

const THEME_OF: Record<ThemeKind, { name: string; body: string }> = {
  dark: { name: 'Dark Modern', body: 'vscode-dark' },
  light: { name: 'Light Modern', body: 'vscode-light' },
};

/** Whether the panel shows a light or a dark theme now. */
export async function themeKind(panel: Panel): Promise<ThemeKind> {
  return (await panel.frame.locator('body.vscode-light').count()) ? 'light' : 'dark';
}

/** Switches VS Code to Dark Modern or Light Modern (unless already of that kind), and waits for the panel to follow. */
export async function useTheme(panel: Panel, kind: ThemeKind): Promise<void> {
  const theme = THEME_OF[kind];
  if (await panel.frame.locator(`body.${theme.body}`).count()) return;
  await panel.wb.chooseColorTheme(theme.name);
  await panel.frame.locator(`body.${theme.body}`).waitFor({ timeout: 15_000 });
  // The panel redraws on the theme's change; let the legend and the canvas follow.
  await panel.wb.page.waitForTimeout(600);
}

/**
 * Runs `check` in the dark theme, then in the light one, and puts back the
 * theme it found: the theme is a user setting, shared with the scenarios after.
 */
export async function inDarkAndLight(panel: Panel, check: (kind: ThemeKind) => Promise<void>): Promise<void> {
  const original = await themeKind(panel);
  try {
    for (const kind of ['dark', 'light'] as const) {
      await useTheme(panel, kind);
      await check(kind);
    }
  } finally {
    await useTheme(panel, original);
  }
}

/** Saves a screenshot of the workbench with the panel, for the README and for failures. */
export async function shot(wb: Workbench, name: string): Promise<void> {
  await wb.screenshot(`panel-${name}`);
}

/** Types into the editor at a cell: double-clicking a cell in the panel selects it in the editor and focuses it. */
export async function overwriteCell(panel: Panel, r: number, c: number, ch: string, text: string, caseIndex: number): Promise<number> {
  const before = await panel.data();
  await panel.clickCell(r, c, true);
  const pos = textPosition(text, caseIndex, r, c);
  await waitForSelection(panel.wb, pos.line, pos.col);
  await panel.wb.page.waitForTimeout(200);
  const typed = Date.now();
  await panel.wb.page.keyboard.type(ch);
  await panel.waitForBoard({ caseIndex }, before.seq);
  // waitForBoard lets animations settle for 250 ms after it sees the new view.
  return Date.now() - typed - 250;
}

/** The panel's width in CSS pixels: its webview frame's. */
export async function panelWidth(wb: Workbench): Promise<number> {
  const box = await wb.page.locator('iframe.webview.ready').boundingBox();
  assert.ok(box, 'the panel is showing');
  return box.width;
}

/**
 * Drags the divider between the editor and the panel, as a person narrows or
 * widens the panel, until the panel is `width` pixels wide (within 3).
 */
export async function resizePanel(wb: Workbench, width: number): Promise<number> {
  const page = wb.page;
  const frame = page.locator('iframe.webview.ready');
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = await panelWidth(wb);
    if (Math.abs(now - width) <= 3) break;
    const box = (await frame.boundingBox())!;
    // The editor groups' vertical sash nearest the panel's left edge.
    const sashes = page.locator('.part.editor .monaco-sash.vertical');
    let best: { x: number; y: number; d: number } | undefined;
    for (const sash of await sashes.all()) {
      const s = await sash.boundingBox();
      if (!s || s.height < 100) continue;
      const d = Math.abs(s.x + s.width / 2 - box.x);
      if (!best || d < best.d) best = { x: s.x + s.width / 2, y: s.y + s.height / 2, d };
    }
    assert.ok(best && best.d < 20, 'the divider between the editor and the panel');
    await page.mouse.move(best.x, best.y);
    await page.mouse.down();
    await page.mouse.move(best.x + (now - width) / 2, best.y, { steps: 4 });
    await page.mouse.move(best.x + (now - width), best.y, { steps: 4 });
    await page.mouse.up();
    await page.waitForTimeout(300);
  }
  const final = await panelWidth(wb);
  assert.ok(Math.abs(final - width) <= 3, `the panel is ${final} px wide, wanted ${width}`);
  return final;
}

/** What the layout check found: text or controls cut off, and how many rows the toolbar takes. */
export interface LayoutReport {
  width: number;
  clipped: string[];
  toolbarRows: number;
  selectWidths: number[];
}

/**
 * Looks at every visible element of the toolbar, the list of problems, the
 * message and the footer: each must lie inside the panel, and none may hold
 * more text than it shows (scrollWidth beyond clientWidth). A drop-down may
 * shorten its chosen option with an ellipsis inside itself, as long as the
 * control is whole. The toolbar's rows are its controls grouped by height.
 */
export async function layoutReport(panel: Panel): Promise<LayoutReport> {
  // No named functions inside: the page has no copy of the helpers the test's compiler wraps them in.
  return panel.frame.locator('body').evaluate(() => {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const clipped: string[] = [];
    for (const e of Array.from(document.querySelectorAll('.toolbar *, #issues, #issues *, #message, .footer *'))) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
      if (e.closest('[hidden]') || (e.closest('details:not([open])') && e.tagName !== 'SUMMARY' && !e.matches('details'))) continue;
      const h = e as HTMLElement;
      const outside = r.left < -0.5 || r.right > width + 0.5 || r.bottom > height + 0.5;
      const overflows = !(e instanceof HTMLSelectElement) && !(e instanceof HTMLCanvasElement) && h.clientWidth > 0 && h.scrollWidth > h.clientWidth + 1;
      if (!outside && !overflows) continue;
      const name = (e.id ? `#${e.id}` : `${e.tagName.toLowerCase()}.${e.className}`) + ` "${(e.textContent ?? '').trim().slice(0, 40)}"`;
      if (outside) clipped.push(`${name} spans x ${r.left.toFixed(1)}–${r.right.toFixed(1)}, bottom ${r.bottom.toFixed(1)} in ${width}×${height}`);
      if (overflows) clipped.push(`${name} holds ${h.scrollWidth} px of content in ${h.clientWidth} px`);
    }
    const controls = Array.from(document.querySelectorAll('.toolbar select, .toolbar button, .toolbar #answer'))
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .sort((a, b) => a.top - b.top);
    let toolbarRows = 0;
    let rowBottom = -Infinity;
    for (const r of controls) {
      if (r.top >= rowBottom - 2) {
        toolbarRows++;
        rowBottom = r.bottom;
      } else rowBottom = Math.max(rowBottom, r.bottom);
    }
    const selectWidths = Array.from(document.querySelectorAll('.toolbar select')).map((s) => s.getBoundingClientRect().width);
    return { width, clipped, toolbarRows, selectWidths };
  });
}
