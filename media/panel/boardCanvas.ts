// Draws one board on the canvas and handles zoom, pan and pointing.
//
// Speed: the board becomes an image with one pixel per cell (a Uint32 lookup
// per cell into ImageData), cut into tiles no larger than a canvas may be.
// Every frame then scales the visible part of those tiles with drawImage and
// smoothing off, so a 1500×1500 board costs one image build and a few blits,
// never a fillRect per cell. Overlays (letters, marks, route, pieces, cursor)
// only touch the cells in view.

import { packRgba, parseHex, type Rgba, textOn } from '../../src/core/render/color';
import { PAINT_FIRST, PAINT_NONE, PAINT_WALL } from '../../src/core/render/palette';
import { between, ease, trailOf } from '../../src/core/render/playback';
import { captureAt, markerPx, type PieceKind, placeMovers, type PlacedMover } from '../../src/core/render/pieces';
import { cellAtPoint, cellRect, cellVisible, centerOn, clampViewport, fitViewport, panBy, scaleLimits, type Size, type Viewport, visibleCells, zoomAt } from '../../src/core/render/viewport';
import type { BoardView } from '../../src/panelProtocol';
import { drawCapture, drawFrameTab, drawMarker, type MarkerStyle } from './markers';
import { cssOf, type Theme } from './theme';

/** Cells per tile side: well under every browser's canvas limits. */
const TILE = 2048;
/** From this cell size on, letters of pieces are written in their cells. */
const LETTERS_FROM = 12;
const MOVE_MS = 180;
/**
 * More markers than this in view (a board full of vampires, zoomed out) and
 * that kind's markers are left out: the heatmap says enough at that scale,
 * and the frame stays fast.
 */
const MARKER_BUDGET = 4000;
interface Tile {
  r0: number;
  c0: number;
  rows: number;
  cols: number;
  canvas: HTMLCanvasElement;
}

export interface DrawTiming {
  imageMs: number;
  frameMs: number;
}

export interface BoardEvents {
  click(cell: number, focusEditor: boolean): void;
  hover(cell: number, clientX: number, clientY: number): void;
  viewportChanged(vp: Viewport): void;
}

export class BoardCanvas {
  private readonly ctx: CanvasRenderingContext2D;
  private board: BoardView | undefined;
  private tiles: Tile[] = [];
  /** Per paint code: pixel and its text colour. */
  private textColors: string[] = [];
  private vp: Viewport = { scale: 1, x: 0, y: 0 };
  private size: Size = { width: 1, height: 1 };
  /** True until the user zooms or pans: a resize then refits the board. */
  private fitted = true;
  private frame = 0;
  private cursor = -1;
  private hover = -1;
  private step = 0;
  private move: { fromStep: number; start: number } | undefined;
  private drag: { x: number; y: number; vp: Viewport; moved: boolean; id: number } | undefined;

  constructor(
    readonly canvas: HTMLCanvasElement,
    private theme: Theme,
    private readonly events: BoardEvents,
  ) {
    this.ctx = canvas.getContext('2d', { alpha: false })!;
    new ResizeObserver(() => this.resize()).observe(canvas.parentElement!);
    this.resize();
    canvas.addEventListener('wheel', (e) => this.wheel(e), { passive: false });
    canvas.addEventListener('pointerdown', (e) => this.pointerDown(e));
    canvas.addEventListener('pointermove', (e) => this.pointerMove(e));
    canvas.addEventListener('pointerup', (e) => this.pointerUp(e));
    canvas.addEventListener('pointercancel', () => (this.drag = undefined));
    canvas.addEventListener('pointerleave', () => this.setHover(-1, 0, 0));
    canvas.addEventListener('dblclick', (e) => {
      const cell = this.cellAtEvent(e);
      if (cell >= 0) this.events.click(cell, true);
    });
  }

  get viewport(): Viewport {
    return this.vp;
  }

  /** Shows a new board. `keep` is the zoom to keep (same file and test), else the board is fitted. */
  setBoard(board: BoardView | undefined, keep: Viewport | undefined, step: number): DrawTiming {
    this.board = board;
    this.step = step;
    this.move = undefined;
    this.hover = -1;
    const started = performance.now();
    this.buildTiles();
    const imageMs = performance.now() - started;
    if (board) {
      if (keep) {
        this.vp = clampViewport(keep, board, this.size);
        this.fitted = false;
      } else {
        this.vp = fitViewport(board, this.size);
        this.fitted = true;
      }
    }
    const frameStarted = performance.now();
    this.drawNow();
    // Reading one pixel waits for the drawing to finish, so the time is honest.
    this.ctx.getImageData(0, 0, 1, 1);
    const frameMs = performance.now() - frameStarted;
    this.canvas.dataset.imageMs = imageMs.toFixed(1);
    this.canvas.dataset.frameMs = frameMs.toFixed(1);
    return { imageMs, frameMs };
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.buildTiles();
    this.requestDraw();
  }

  setCursor(cell: number): void {
    this.cursor = cell;
    this.canvas.dataset.cursor = String(cell);
    if (this.board && cell >= 0 && !cellVisible(this.vp, this.board.cols, cell, this.size)) {
      this.setViewport(clampViewport(centerOn(this.vp, this.board.cols, cell, this.size), this.board, this.size));
    }
    this.requestDraw();
  }

  /** Moves the pieces to `step`, drawn moving when it is the next or previous one. */
  setStep(step: number, animate: boolean): void {
    if (!this.board?.line) return;
    this.move = animate ? { fromStep: this.step, start: performance.now() } : undefined;
    this.step = step;
    this.requestDraw();
  }

  fit(): void {
    if (!this.board) return;
    this.fitted = true;
    this.vp = fitViewport(this.board, this.size);
    this.events.viewportChanged(this.vp);
    this.requestDraw();
  }

  zoomBy(factor: number): void {
    if (!this.board) return;
    this.setViewport(zoomAt(this.vp, factor, this.size.width / 2, this.size.height / 2, scaleLimits(this.board, this.size)));
  }

  panBy(dx: number, dy: number): void {
    if (this.board) this.setViewport(clampViewport(panBy(this.vp, dx, dy), this.board, this.size));
  }

  /** The visible canvas as a PNG. */
  toPng(): Promise<Blob | null> {
    this.drawNow();
    return new Promise((resolve) => this.canvas.toBlob(resolve, 'image/png'));
  }

  requestDraw(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.drawNow();
    });
  }

  private setViewport(vp: Viewport): void {
    this.vp = vp;
    this.fitted = false;
    this.events.viewportChanged(vp);
    this.requestDraw();
  }

  private resize(): void {
    const parent = this.canvas.parentElement!;
    const width = Math.max(1, parent.clientWidth);
    const height = Math.max(1, parent.clientHeight);
    const dpr = window.devicePixelRatio || 1;
    this.size = { width, height };
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    if (this.board) this.vp = this.fitted ? fitViewport(this.board, this.size) : clampViewport(this.vp, this.board, this.size);
    this.drawNow();
  }

  /** One pixel per cell, in tiles; colours from the board's palette and the theme. */
  private buildTiles(): void {
    this.tiles = [];
    const b = this.board;
    if (!b) return;
    const colors: Rgba[] = [];
    colors[PAINT_WALL] = this.theme.wall;
    colors[PAINT_NONE] = this.theme.none;
    b.colors.forEach((hex, k) => (colors[PAINT_FIRST + k] = parseHex(hex) ?? this.theme.none));
    const lut = new Uint32Array(256).fill(packRgba(this.theme.none));
    colors.forEach((c, code) => (lut[code] = packRgba(c)));
    this.textColors = colors.map((c) => cssOf(textOn(c)));
    for (let r0 = 0; r0 < b.rows; r0 += TILE) {
      for (let c0 = 0; c0 < b.cols; c0 += TILE) {
        const rows = Math.min(TILE, b.rows - r0);
        const cols = Math.min(TILE, b.cols - c0);
        const image = new ImageData(cols, rows);
        const px = new Uint32Array(image.data.buffer);
        const paint = b.paint;
        for (let r = 0; r < rows; r++) {
          const src = (r0 + r) * b.cols + c0;
          const dst = r * cols;
          for (let c = 0; c < cols; c++) px[dst + c] = lut[paint[src + c]];
        }
        const canvas = document.createElement('canvas');
        canvas.width = cols;
        canvas.height = rows;
        canvas.getContext('2d')!.putImageData(image, 0, 0);
        this.tiles.push({ r0, c0, rows, cols, canvas });
      }
    }
  }

  private drawNow(): void {
    const ctx = this.ctx;
    const dpr = this.canvas.width / this.size.width;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = cssOf(this.theme.background);
    ctx.fillRect(0, 0, this.size.width, this.size.height);
    const b = this.board;
    this.canvas.dataset.scale = String(this.vp.scale);
    this.canvas.dataset.x = String(this.vp.x);
    this.canvas.dataset.y = String(this.vp.y);
    if (!b) return;
    const { scale, x, y } = this.vp;
    const vis = visibleCells(this.vp, b, this.size);
    ctx.imageSmoothingEnabled = false;
    for (const t of this.tiles) {
      const r0 = Math.max(vis.r0, t.r0);
      const r1 = Math.min(vis.r1, t.r0 + t.rows);
      const c0 = Math.max(vis.c0, t.c0);
      const c1 = Math.min(vis.c1, t.c0 + t.cols);
      if (r0 >= r1 || c0 >= c1) continue;
      ctx.drawImage(t.canvas, c0 - t.c0, r0 - t.r0, c1 - c0, r1 - r0, x + c0 * scale, y + r0 * scale, (c1 - c0) * scale, (r1 - r0) * scale);
    }
    if (scale >= LETTERS_FROM) this.drawLetters(vis);
    this.drawMarks();
    this.drawTrails();
    this.drawPieces();
    this.drawCellFrame(this.hover, this.theme.route, 1);
    this.drawCellFrame(this.cursor, this.theme.cursor, 2);
    this.drawScrollHints();
    if (this.move && performance.now() - this.move.start < MOVE_MS) this.requestDraw();
    else this.move = undefined;
  }

  private drawLetters(vis: { r0: number; r1: number; c0: number; c1: number }): void {
    const b = this.board!;
    const ctx = this.ctx;
    const { scale, x, y } = this.vp;
    ctx.font = `${Math.round(scale * 0.62)}px ${this.theme.fontFamily}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const dot = 46;
    const hash = 35;
    for (let r = vis.r0; r < vis.r1; r++) {
      for (let c = vis.c0; c < vis.c1; c++) {
        const i = r * b.cols + c;
        const ch = b.cells[i];
        if (ch === dot || ch === hash) continue;
        ctx.fillStyle = this.textColors[b.paint[i]] ?? '#000';
        ctx.fillText(String.fromCharCode(ch), x + (c + 0.5) * scale, y + (r + 0.55) * scale);
      }
    }
  }

  private drawMarks(): void {
    const b = this.board!;
    const ctx = this.ctx;
    const { scale } = this.vp;
    const inset = scale >= 6 ? Math.max(1, scale * 0.08) : 0;
    const width = Math.max(1.5, scale * 0.12);
    for (const m of b.marks) {
      ctx.beginPath();
      for (let k = 0; k < m.cells.length; k++) {
        const cell = m.cells[k];
        const rect = cellRect(this.vp, b.cols, cell);
        if (rect.x + rect.size < 0 || rect.y + rect.size < 0 || rect.x > this.size.width || rect.y > this.size.height) continue;
        if (m.style === 'underline') ctx.rect(rect.x + inset, rect.y + rect.size - width - inset, Math.max(1, rect.size - 2 * inset), width);
        else if (scale >= 6) ctx.rect(rect.x + inset + width / 2, rect.y + inset + width / 2, rect.size - 2 * inset - width, rect.size - 2 * inset - width);
        else ctx.rect(rect.x + rect.size / 2 - 1.5, rect.y + rect.size / 2 - 1.5, 3, 3);
      }
      if (m.style === 'underline' || scale < 6) {
        ctx.fillStyle = cssOf(this.theme.mark);
        ctx.fill();
      } else {
        ctx.lineWidth = width + 2;
        ctx.strokeStyle = cssOf(this.theme.halo);
        ctx.stroke();
        ctx.lineWidth = width;
        ctx.strokeStyle = cssOf(this.theme.mark);
        ctx.stroke();
      }
    }
  }

  /** The line's trails: the first piece's solid in the route colour, the others dashed in their markers' colour, all over a halo. */
  private drawTrails(): void {
    const b = this.board!;
    const line = b.line;
    if (!line || line.pieces.length === 0) return;
    const ctx = this.ctx;
    const { scale, x, y } = this.vp;
    const center = (cell: number) => [x + ((cell % b.cols) + 0.5) * scale, y + (Math.floor(cell / b.cols) + 0.5) * scale];
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (let p = line.pieces.length - 1; p >= 0; p--) {
      const trail = trailOf(line, p);
      if (trail.length < 2) continue;
      ctx.beginPath();
      for (let k = 0; k < trail.length; k++) {
        const [cx, cy] = center(trail[k]);
        if (k === 0) ctx.moveTo(cx, cy);
        else ctx.lineTo(cx, cy);
      }
      const w = Math.max(1.5, Math.min(6, scale * 0.14));
      ctx.setLineDash(p === 0 ? [] : [w * 2, w * 2]);
      ctx.lineWidth = w + 2;
      ctx.strokeStyle = cssOf(this.theme.halo);
      ctx.stroke();
      ctx.lineWidth = w;
      const kind = b.pieces.find((k) => k.moves?.includes(p));
      ctx.strokeStyle = cssOf(p === 0 || !kind ? this.theme.route : this.theme.tones[kind.tone]);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }

  private markerStyle(kind: PieceKind): MarkerStyle {
    return { fill: this.theme.tones[kind.tone], halo: this.theme.halo, fontFamily: this.theme.fontFamily };
  }

  /**
   * Every piece and target above the trails: those that stay on their cells,
   * then those that move where the step puts them (on their way there while
   * animating), spread apart when they share a square; then a capture's ring.
   */
  private drawPieces(): void {
    const b = this.board!;
    const ctx = this.ctx;
    const { scale, x, y } = this.vp;
    const centre = (cell: number) => ({ cx: x + ((cell % b.cols) + 0.5) * scale, cy: y + (Math.floor(cell / b.cols) + 0.5) * scale });
    const tabs: (() => void)[] = [];
    for (const kind of b.pieces) {
      if (kind.moves) continue;
      const size = markerPx(scale, kind.cells.length);
      const inView = this.cellsInView(kind.cells, size);
      if (inView.length > MARKER_BUDGET) continue;
      const style = this.markerStyle(kind);
      for (const cell of inView) {
        const { cx, cy } = centre(cell);
        drawMarker(ctx, kind.shape, cx, cy, size, kind.label, style, 'later');
        if (kind.shape === 'frame') tabs.push(() => drawFrameTab(ctx, cx, cy, size, kind.label, style));
      }
    }
    const line = b.line;
    const to = placeMovers(b.pieces, line, this.step);
    const t = this.move ? ease((performance.now() - this.move.start) / MOVE_MS) : 1;
    const from = this.move ? placeMovers(b.pieces, line, this.move.fromStep) : to;
    // The first kinds (goals, enemies) below, your own piece on top.
    for (let i = to.length - 1; i >= 0; i--) {
      const kind = b.pieces[to[i].kind];
      const size = markerPx(scale, kind.cells.length);
      const at = this.moverCentre(from[i], to[i], t, size);
      drawMarker(ctx, kind.shape, at.x, at.y, size * at.size, kind.label, this.markerStyle(kind), 'later');
    }
    // A frame's label goes above the piece standing in it.
    for (const tab of tabs) tab();
    const caught = line && b.capture && t === 1 ? captureAt(line, b.capture, this.step) : -1;
    this.canvas.dataset.capture = String(caught);
    if (caught >= 0 && b.capture) {
      const hunter = b.pieces.find((k) => k.moves?.includes(b.capture!.hunters[0]));
      const style = { fill: hunter ? this.theme.tones[hunter.tone] : this.theme.mark, halo: this.theme.halo, fontFamily: this.theme.fontFamily };
      const { cx, cy } = centre(caught);
      drawCapture(ctx, cx, cy, markerPx(scale, 1), b.capture.label, style);
    }
  }

  /** A moving piece's centre and relative size, `t` of the way from one placement to the next. */
  private moverCentre(a: PlacedMover, b: PlacedMover, t: number, size: number): { x: number; y: number; size: number } {
    const cols = this.board!.cols;
    const { scale, x, y } = this.vp;
    const at = between(a.cell, b.cell, t, cols);
    const dx = a.dx + (b.dx - a.dx) * t;
    const dy = a.dy + (b.dy - a.dy) * t;
    return { x: x + (at.col + 0.5) * scale + dx * size, y: y + (at.row + 0.5) * scale + dy * size, size: a.size + (b.size - a.size) * t };
  }

  /** The cells whose marker of side `size` would show on the canvas. */
  private cellsInView(cells: Int32Array, size: number): number[] {
    const b = this.board!;
    const { scale, x, y } = this.vp;
    const reach = size / 2;
    const out: number[] = [];
    for (let k = 0; k < cells.length; k++) {
      const cell = cells[k];
      const cx = x + ((cell % b.cols) + 0.5) * scale;
      const cy = y + (Math.floor(cell / b.cols) + 0.5) * scale;
      if (cx + reach < 0 || cy + reach < 0 || cx - reach > this.size.width || cy - reach > this.size.height) continue;
      out.push(cell);
      if (out.length > MARKER_BUDGET) break;
    }
    return out;
  }

  /** Where the view is along a board that goes past its edges: a thin bar at the bottom and the right, like a scrollbar's. */
  private drawScrollHints(): void {
    const b = this.board!;
    const { scale, x, y } = this.vp;
    const { width, height } = this.size;
    const ctx = this.ctx;
    const thickness = 4;
    ctx.fillStyle = cssOf(this.theme.scrollbar);
    const bar = (offset: number, length: number, room: number): [number, number] | undefined => {
      if (offset >= 0 && offset + length <= room) return undefined;
      const from = Math.max(0, -offset) / length;
      const to = Math.min(length, room - offset) / length;
      return [from * room, Math.max(thickness * 2, (to - from) * room)];
    };
    const across = bar(x, b.cols * scale, width);
    if (across) ctx.fillRect(across[0], height - thickness, across[1], thickness);
    const down = bar(y, b.rows * scale, height);
    if (down) ctx.fillRect(width - thickness, down[0], thickness, down[1]);
  }

  /** A frame around a cell, at least 8 px so it shows on a zoomed-out board. */
  private drawCellFrame(cell: number, color: Rgba, width: number): void {
    const b = this.board!;
    if (cell < 0 || cell >= b.rows * b.cols) return;
    const rect = cellRect(this.vp, b.cols, cell);
    const size = Math.max(8, rect.size);
    const left = rect.x + rect.size / 2 - size / 2;
    const top = rect.y + rect.size / 2 - size / 2;
    const ctx = this.ctx;
    ctx.lineWidth = width + 2;
    ctx.strokeStyle = cssOf(this.theme.halo);
    ctx.strokeRect(left + width / 2, top + width / 2, size - width, size - width);
    ctx.lineWidth = width;
    ctx.strokeStyle = cssOf(color);
    ctx.strokeRect(left + width / 2, top + width / 2, size - width, size - width);
  }

  private cellAtEvent(e: MouseEvent): number {
    if (!this.board) return -1;
    const r = this.canvas.getBoundingClientRect();
    return cellAtPoint(this.vp, this.board, e.clientX - r.left, e.clientY - r.top);
  }

  private setHover(cell: number, clientX: number, clientY: number): void {
    if (cell !== this.hover) {
      this.hover = cell;
      this.requestDraw();
    }
    this.events.hover(cell, clientX, clientY);
  }

  private wheel(e: WheelEvent): void {
    if (!this.board) return;
    e.preventDefault();
    // A sideways scroll (a touchpad's, or Shift with the wheel) pans, as along a long row in an editor; the wheel zooms.
    const sideways = e.deltaX !== 0 && Math.abs(e.deltaX) >= Math.abs(e.deltaY) ? e.deltaX : e.shiftKey ? e.deltaY : 0;
    if (sideways !== 0) {
      const px = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? this.size.width : 1;
      this.panBy(-sideways * px, 0);
      return;
    }
    const r = this.canvas.getBoundingClientRect();
    const perLine = e.deltaMode === 1 ? 0.05 : e.deltaMode === 2 ? 1 : 0.0015;
    const factor = Math.exp(-e.deltaY * perLine);
    this.setViewport(zoomAt(this.vp, factor, e.clientX - r.left, e.clientY - r.top, scaleLimits(this.board, this.size)));
  }

  private pointerDown(e: PointerEvent): void {
    if (e.button !== 0 || !this.board) return;
    this.canvas.setPointerCapture(e.pointerId);
    this.drag = { x: e.clientX, y: e.clientY, vp: this.vp, moved: false, id: e.pointerId };
  }

  private pointerMove(e: PointerEvent): void {
    const d = this.drag;
    if (d && this.board) {
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      if (!d.moved && Math.abs(dx) + Math.abs(dy) > 3) d.moved = true;
      if (d.moved) {
        this.canvas.classList.add('panning');
        this.setViewport(clampViewport(panBy(d.vp, dx, dy), this.board, this.size));
        return this.setHover(-1, 0, 0);
      }
    }
    this.setHover(this.cellAtEvent(e), e.clientX, e.clientY);
  }

  private pointerUp(e: PointerEvent): void {
    const d = this.drag;
    this.drag = undefined;
    this.canvas.classList.remove('panning');
    if (!d || d.moved || e.button !== 0) return;
    const cell = this.cellAtEvent(e);
    if (cell >= 0) this.events.click(cell, false);
  }
}
