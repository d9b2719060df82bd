// The markers the panel draws for pieces and targets (a piece that moves, a
// goal, a named square…): what they look like, where the moving ones stand at
// a step of the line, how pieces sharing a square are spread so none hides
// another, and where a capture happens. Which cells are pieces is each
// problem's own knowledge (Problem.pieces, in its folder).

import type { CaseResult, Line } from '../problem';
import { layerValues } from '../problem';
import type { CaptureRule, MarkerShape, MarkerTone, PieceKind } from '../markers';
import { positionsAt } from './playback';

export type { BoardPieces, CaptureRule, MarkerShape, MarkerTone, PieceKind } from '../markers';

export const MARKER_TONES: readonly MarkerTone[] = ['player', 'goal', 'enemy', 'idle', 'place'];

/** A moving piece where the line puts it at a step. */
export interface PlacedMover {
  /** Index into the kinds. */
  kind: number;
  /** The line's piece index. */
  piece: number;
  cell: number;
  /** Offset of the marker's centre from the cell's, in marker sizes (see markerPx), when pieces share the cell. */
  dx: number;
  dy: number;
  /** Size relative to a piece alone on its cell. */
  size: number;
}

/**
 * Where each moving piece stands at `step`: on the line when there is one,
 * else where it starts. Pieces on one cell are spread around its centre.
 */
export function placeMovers(kinds: readonly PieceKind[], line: Pick<Line, 'pieces' | 'cells'> | undefined, step: number): PlacedMover[] {
  const at = line ? positionsAt(line, step) : [];
  const out: PlacedMover[] = [];
  kinds.forEach((kind, k) => {
    kind.moves?.forEach((piece, j) => {
      const cell = line && piece < at.length ? at[piece] : kind.cells[j];
      out.push({ kind: k, piece, cell, dx: 0, dy: 0, size: 1 });
    });
  });
  const spread = spreadOffsets(out.map((m) => m.cell));
  out.forEach((m, i) => Object.assign(m, spread[i]));
  return out;
}

/**
 * Offsets and sizes, in marker sizes, that let pieces on one cell be seen side
 * by side: two sit left and right, more sit around a circle, each smaller the
 * more there are, all inside the marker's square. A piece alone keeps the
 * centre and its full size.
 */
export function spreadOffsets(cells: readonly number[]): { dx: number; dy: number; size: number }[] {
  const groups = new Map<number, number[]>();
  cells.forEach((cell, i) => {
    const g = groups.get(cell);
    if (g) g.push(i);
    else groups.set(cell, [i]);
  });
  const out = cells.map(() => ({ dx: 0, dy: 0, size: 1 }));
  for (const members of groups.values()) {
    const n = members.length;
    if (n < 2) continue;
    const size = n === 2 ? 0.62 : n === 3 ? 0.54 : 0.46;
    // A moving piece's disc is DISC of the marker: each disc touches the square's edge.
    const radius = 0.5 - (DISC * size) / 2;
    members.forEach((i, k) => {
      // The first piece on the left, the others clockwise from it.
      const angle = Math.PI + (2 * Math.PI * k) / n;
      out[i] = { dx: radius * Math.cos(angle), dy: radius * Math.sin(angle), size };
    });
  }
  return out;
}

/** The cell where the prey shares its square with a hunter at `step`, or -1. */
export function captureAt(line: Pick<Line, 'pieces' | 'cells'>, rule: CaptureRule, step: number): number {
  const at = positionsAt(line, step);
  const prey = at[rule.prey];
  return prey !== undefined && rule.hunters.some((h) => at[h] === prey) ? prey : -1;
}

/**
 * A moving piece's disc, relative to its marker's side: smaller than a
 * target, so a piece on a target or in a frame leaves it (and the cell's
 * colour around it) in sight.
 */
export const DISC = 0.7;

/** Kinds with more cells than this are drawn small when zoomed out, so they do not bury the board. */
export const CROWD = 64;
/** The smallest marker of a piece that is one of few: big enough for its letter. */
export const MIN_MARKER_PX = 16;
/** The smallest marker of a piece that is one of many. */
export const MIN_CROWD_MARKER_PX = 6;
/** From this marker size on, its letter is written in it. */
export const LABEL_FROM_PX = 12;

/**
 * A marker's side in CSS pixels for a cell of `cellPx`: most of the cell, but
 * never too small to see (or, for one of few, to read) on a zoomed-out board.
 */
export function markerPx(cellPx: number, kindCells: number): number {
  return Math.max(cellPx * 0.8, kindCells > CROWD ? MIN_CROWD_MARKER_PX : MIN_MARKER_PX);
}

/** A kind of marker on the cells given: `moves` for pieces that move along the line. */
export function pieceKind(id: string, name: string, label: string, shape: MarkerShape, tone: MarkerTone, cells: readonly number[], moves?: number[]): PieceKind {
  return { id, name, label, shape, tone, cells: Int32Array.from(cells), ...(moves ? { moves } : {}) };
}

/** The cells holding `ch`, in reading order. */
export function cellsWith(cells: Uint8Array, ch: string): number[] {
  const code = ch.charCodeAt(0);
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] === code) out.push(i);
  return out;
}

/** The cells a result's mark on `layer` picks out, or undefined when the layer's values are not here. */
export function markCells(result: CaseResult, layer: string): Set<number> | undefined {
  const mark = result.marks?.find((m) => m.layer === layer);
  const values = layerValues(result, layer);
  if (!mark || !values) return undefined;
  const out = new Set<number>();
  for (let i = 0; i < values.length; i++) if (values[i] === mark.category) out.add(i);
  return out;
}
