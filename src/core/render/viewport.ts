// Where the board sits on the panel's canvas: cell ↔ pixel conversions, fitting,
// zooming about a point and panning. All in CSS pixels; the canvas multiplies
// by devicePixelRatio itself. Pure numbers, so the webview and the tests share it.

export interface Viewport {
  /** CSS pixels per cell side. */
  scale: number;
  /** Position of the board's top-left corner (cell 0,0) on the canvas. */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface BoardSize {
  rows: number;
  cols: number;
}

/** A cell drawn larger than this helps nobody; a fitted small board stops here. */
export const MAX_SCALE = 96;
/** Fitted boards leave this much room around them. */
export const FIT_MARGIN = 8;

/**
 * A fitted thin board's cells are at least this large (or as large as fills
 * its short side): a 1×500 board is no hairline, its route leaves the cells'
 * colours visible, and the panel writes its letters (from 12 px on).
 */
export const MIN_FIT_CELL = 12;
/** A board is thin when, filling the view's width or height with it, at most a quarter of its length shows. */
const THIN = 4;

/**
 * The scale and position that show the whole board centred in `view`, except
 * that a thin board too long for cells of `minCell` shows its start at that
 * size (or the size that fills its short side, if smaller), to be panned along.
 */
export function fitViewport(board: BoardSize, view: Size, maxScale = 48, minCell = MIN_FIT_CELL): Viewport {
  const w = Math.max(1, view.width - 2 * FIT_MARGIN);
  const h = Math.max(1, view.height - 2 * FIT_MARGIN);
  const whole = Math.min(maxScale, w / board.cols, h / board.rows);
  const fillShortSide = Math.max(w / board.cols, h / board.rows);
  const thin = whole < minCell && fillShortSide >= THIN * whole;
  const scale = thin ? Math.min(minCell, fillShortSide, maxScale) : whole;
  const place = (room: number, length: number) => (length <= room - 2 * FIT_MARGIN + 1e-9 ? (room - length) / 2 : FIT_MARGIN);
  return { scale, x: place(view.width, board.cols * scale), y: place(view.height, board.rows * scale) };
}

/** The zoom range: from a quarter of the whole board's fitted size (at most 1 px a cell) up to MAX_SCALE. */
export function scaleLimits(board: BoardSize, view: Size): { min: number; max: number } {
  const whole = fitViewport(board, view, MAX_SCALE, 0).scale;
  const fit = fitViewport(board, view, MAX_SCALE).scale;
  return { min: Math.min(whole / 4, 1), max: Math.max(MAX_SCALE, fit) };
}

/** The cell under a canvas point, or -1 outside the board. */
export function cellAtPoint(vp: Viewport, board: BoardSize, px: number, py: number): number {
  const c = Math.floor((px - vp.x) / vp.scale);
  const r = Math.floor((py - vp.y) / vp.scale);
  if (r < 0 || c < 0 || r >= board.rows || c >= board.cols) return -1;
  return r * board.cols + c;
}

/** The square a cell covers on the canvas. */
export function cellRect(vp: Viewport, cols: number, index: number): { x: number; y: number; size: number } {
  const r = Math.floor(index / cols);
  const c = index - r * cols;
  return { x: vp.x + c * vp.scale, y: vp.y + r * vp.scale, size: vp.scale };
}

export function cellCenter(vp: Viewport, cols: number, index: number): { x: number; y: number } {
  const { x, y, size } = cellRect(vp, cols, index);
  return { x: x + size / 2, y: y + size / 2 };
}

/**
 * Zooms by `factor` keeping the board point under (px, py) where it is, as maps
 * do under the mouse wheel. The scale stays within `limits`.
 */
export function zoomAt(vp: Viewport, factor: number, px: number, py: number, limits: { min: number; max: number }): Viewport {
  const scale = Math.min(limits.max, Math.max(limits.min, vp.scale * factor));
  const k = scale / vp.scale;
  return { scale, x: px - (px - vp.x) * k, y: py - (py - vp.y) * k };
}

export function panBy(vp: Viewport, dx: number, dy: number): Viewport {
  return { scale: vp.scale, x: vp.x + dx, y: vp.y + dy };
}

/**
 * Keeps at least `keep` pixels of the board (or all of it, if smaller) inside the
 * view, so a drag or a resize cannot lose the board off screen.
 */
export function clampViewport(vp: Viewport, board: BoardSize, view: Size, keep = 32): Viewport {
  const w = board.cols * vp.scale;
  const h = board.rows * vp.scale;
  const kx = Math.min(keep, w);
  const ky = Math.min(keep, h);
  const x = Math.min(view.width - kx, Math.max(kx - w, vp.x));
  const y = Math.min(view.height - ky, Math.max(ky - h, vp.y));
  return x === vp.x && y === vp.y ? vp : { scale: vp.scale, x, y };
}

/** Rows [r0, r1) and columns [c0, c1) with at least one pixel inside the view. */
export function visibleCells(vp: Viewport, board: BoardSize, view: Size): { r0: number; r1: number; c0: number; c1: number } {
  const c0 = Math.max(0, Math.floor(-vp.x / vp.scale));
  const r0 = Math.max(0, Math.floor(-vp.y / vp.scale));
  const c1 = Math.min(board.cols, Math.ceil((view.width - vp.x) / vp.scale));
  const r1 = Math.min(board.rows, Math.ceil((view.height - vp.y) / vp.scale));
  return { r0, r1: Math.max(r0, r1), c0, c1: Math.max(c0, c1) };
}

/** The viewport at the same scale that shows `index` in the middle of the view. */
export function centerOn(vp: Viewport, cols: number, index: number, view: Size): Viewport {
  const r = Math.floor(index / cols);
  const c = index - r * cols;
  return { scale: vp.scale, x: view.width / 2 - (c + 0.5) * vp.scale, y: view.height / 2 - (r + 0.5) * vp.scale };
}

/** Whether a cell lies entirely inside the view. */
export function cellVisible(vp: Viewport, cols: number, index: number, view: Size): boolean {
  const { x, y, size } = cellRect(vp, cols, index);
  return x >= 0 && y >= 0 && x + size <= view.width && y + size <= view.height;
}
