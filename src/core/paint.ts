// What the editor heatmap paints on a window of text lines: runs of cells that
// share a colour, the route, the marked cells. Pure, so it is unit-tested
// without VS Code, and bounded by the window, so a 1500×1500 board costs only
// the lines on screen.

import { BUCKETS, bucketOf, CATEGORY_COLORS } from './colorScale';
import { type Case, type CaseResult, type Layer, layerValues, type Line, type ShownLayer, shownLayer, UNREACHABLE, WALL } from './problem';

/** Columns [start, end) of one text line. */
export interface Run {
  line: number;
  start: number;
  end: number;
}

export interface Paint {
  scale: Run[][];
  category: Run[][];
  unreachable: Run[];
  route: Run[];
  outline: Run[];
  underline: Run[];
}

export function emptyPaint(): Paint {
  return {
    scale: Array.from({ length: BUCKETS }, () => []),
    category: CATEGORY_COLORS.map(() => []),
    unreachable: [],
    route: [],
    outline: [],
    underline: [],
  };
}

/** The layer to show: the chosen one if this result has it, else the first. */
export function pickLayer(result: CaseResult, id: string | undefined): Layer | undefined {
  return result.layers.find((l) => l.id === id) ?? result.layers[0];
}

/**
 * The cells a line of play passes through, for the first piece: its positions
 * and, between two positions on one row, column or diagonal, the cells slid over.
 */
export function lineCells(line: Line, cols: number): Set<number> {
  const k = line.pieces.length;
  const cells = new Set<number>();
  let prev = -1;
  for (let s = 0; s * k < line.cells.length; s++) {
    const cur = line.cells[s * k];
    if (prev >= 0 && cur !== prev) {
      const [r0, c0, r1, c1] = [Math.floor(prev / cols), prev % cols, Math.floor(cur / cols), cur % cols];
      const dr = Math.sign(r1 - r0);
      const dc = Math.sign(c1 - c0);
      const straight = r0 === r1 || c0 === c1 || Math.abs(r1 - r0) === Math.abs(c1 - c0);
      if (straight) for (let r = r0 + dr, c = c0 + dc; r !== r1 || c !== c1; r += dr, c += dc) cells.add(r * cols + c);
    }
    cells.add(cur);
    prev = cur;
  }
  return cells;
}

/** The index of the first item whose line is `line` or after, in items sorted by it (found by halving). */
export function firstFromLine<T>(items: readonly T[], line: number, lineOf: (item: T) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lineOf(items[mid]) < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface PaintRequest {
  cases: readonly Case[];
  results: readonly (CaseResult | undefined)[];
  layer: string | undefined;
  fromLine: number;
  toLine: number;
  /** Text columns to paint, [fromCol, toCol); all when absent. Wide boards are painted around the cursor only. */
  fromCol?: number;
  toCol?: number;
  /** Lines edited since the analysis: painting them would show stale values. */
  skip?: (line: number) => boolean;
  /** Cells of the line of play, per case, cached by the caller. */
  route?: (caseIndex: number) => Set<number> | undefined;
}

export function paintLines(req: PaintRequest): Paint {
  const paint = emptyPaint();
  const { cases, results, fromLine, toLine } = req;
  for (let i = firstFromLine(cases, fromLine, (c) => c.lastLine); i < cases.length && cases[i].firstLine <= toLine; i++) {
    const c = cases[i];
    const result = results[i];
    const grid = c.grid;
    if (!grid || !result) continue;
    const picked = pickLayer(result, req.layer);
    const layer = picked && shownLayer(picked);
    if (!layer) continue;
    const route = req.route?.(i);
    const marks = (result.marks ?? []).map((m) => ({ ...m, values: layerValues(result, m.layer) })).filter((m) => m.values);
    const from = Math.max(fromLine, c.firstLine);
    const to = Math.min(toLine, c.lastLine);
    for (let line = from; line <= to; line++) {
      if (req.skip?.(line)) continue;
      const r = grid.rowOfLine(line);
      if (r < 0) continue;
      const base = r * grid.cols;
      const col0 = grid.positionOf(base).col;
      const c0 = Math.max(0, (req.fromCol ?? 0) - col0);
      const c1 = Math.min(grid.cols, (req.toCol ?? Infinity) - col0);
      paintRow(paint, layer, base, c0, c1, line, col0);
      // Index loops, not for-of: an iterator per cell was most of what a repaint allocated.
      if (route?.size) for (let c2 = c0; c2 < c1; c2++) if (route.has(base + c2)) pushCell(paint.route, line, col0 + c2);
      for (let k = 0; k < marks.length; k++) {
        const { values, category } = marks[k];
        const runs = marks[k].style === 'underline' ? paint.underline : paint.outline;
        for (let c2 = c0; c2 < c1; c2++) if (values![base + c2] === category) pushCell(runs, line, col0 + c2);
      }
    }
  }
  return paint;
}

/** Appends a one-cell run, merging it with the previous run when adjacent. */
function pushCell(runs: Run[], line: number, col: number): void {
  const last = runs[runs.length - 1];
  if (last && last.line === line && last.end === col) last.end = col + 1;
  else runs.push({ line, start: col, end: col + 1 });
}

function paintRow(paint: Paint, layer: ShownLayer, base: number, fromCol: number, toCol: number, line: number, col0: number): void {
  const v = layer.values;
  let start = fromCol;
  while (start < toCol) {
    const target = targetOf(paint, layer, v[base + start]);
    let end = start + 1;
    while (end < toCol && targetOf(paint, layer, v[base + end]) === target) end++;
    target?.push({ line, start: col0 + start, end: col0 + end });
    start = end;
  }
}

function targetOf(paint: Paint, layer: ShownLayer, value: number): Run[] | undefined {
  if (value === WALL) return undefined;
  if (value === UNREACHABLE || value < 0) return paint.unreachable;
  if (layer.kind === 'category') return paint.category[value % paint.category.length];
  return paint.scale[bucketOf(value, layer.max)];
}

/** How a text position was painted: its fill and its outlines (for tests and the test API). */
export function styleAt(paint: Paint, line: number, col: number): { fill?: string; route: boolean; mark: boolean; underline: boolean } {
  const hit = (runs: Run[]) => runs.some((r) => r.line === line && r.start <= col && col < r.end);
  let fill: string | undefined;
  paint.scale.forEach((runs, b) => hit(runs) && (fill = `scale:${b}`));
  paint.category.forEach((runs, k) => hit(runs) && (fill = `category:${k}`));
  if (hit(paint.unreachable)) fill = 'unreachable';
  return { fill, route: hit(paint.route), mark: hit(paint.outline), underline: hit(paint.underline) };
}
