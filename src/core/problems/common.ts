// Small pieces the problem modules share: piece checks and layer helpers.

import type { Grid } from '../grid';
import { type Layer, type LayerValues, WALL } from '../problem';
import { capitalize, type Cursor } from '../reader';
import { range } from '../source';

export interface PieceSpec {
  ch: string;
  /** How the statement calls it: "Pacman", "food". */
  name: string;
  /** How many the statement requires (default 1). */
  count?: number;
}

/**
 * Checks that each piece appears exactly as often as required, reporting
 * extras at their own cells and missing ones at the case header. Returns the
 * cells of each piece (first `count` of them), or -1 where the count is wrong.
 */
export function reportPieces(cur: Cursor, grid: Grid, headerLine: number, test: string, pieces: PieceSpec[]): number[] {
  const found: number[] = [];
  // Indexed: a for-of allocates an iterator and a result per step until compiled, and this runs per test.
  for (let i = 0; i < pieces.length; i++) {
    const { ch, name, count = 1 } = pieces[i];
    // The usual case, one piece where one belongs, without an array of its cells.
    if (count === 1) {
      const code = ch.charCodeAt(0);
      const at = grid.cells.indexOf(code);
      if (at >= 0 && grid.cells.indexOf(code, at + 1) < 0) {
        found.push(at);
        continue;
      }
    }
    const cells = grid.find(ch);
    if (cells.length === count) {
      for (let k = 0; k < count; k++) found.push(cells[k]);
      continue;
    }
    const want = count === 1 ? `exactly one "${ch}" (${name})` : `exactly ${count} "${ch}" (${name})`;
    if (cells.length < count) {
      const header = cur.src.content[headerLine];
      cur.report(range(headerLine, 0, Math.max(1, header.length)), `${capitalize(test)} has ${cells.length === 0 ? 'no' : cells.length} "${ch}"; it needs ${want}.`, 'piece-count');
    }
    for (let k = count; k < cells.length && k < count + 20; k++) {
      const pos = grid.positionOf(cells[k]);
      cur.report(range(pos.line, pos.col), `One "${ch}" too many in ${test}: it needs ${want}, and this is number ${k + 1}.`, 'piece-count');
    }
    for (let k = 0; k < count; k++) found.push(-1);
  }
  return found;
}

/** 1 for cells one may stand on, 0 for `wall` cells. */
export function openCells(grid: Grid, wall = '#'): Uint8Array {
  const open = new Uint8Array(grid.size);
  const code = wall.charCodeAt(0);
  for (let i = 0; i < grid.size; i++) open[i] = grid.cells[i] === code ? 0 : 1;
  return open;
}

/** markWalls for a board given by its characters: `wall` marks the closed cells. */
export function markWallCells(cells: Uint8Array, wall: number, values: Int32Array): Int32Array {
  for (let i = 0; i < values.length; i++) if (cells[i] === wall) values[i] = WALL;
  return values;
}

/** Distance layers show walls apart from unreachable floor. */
export function markWalls(open: Uint8Array, values: Int32Array): Int32Array {
  for (let i = 0; i < values.length; i++) if (!open[i]) values[i] = WALL;
  return values;
}

export function maxOf(values: LayerValues): number {
  let m = 0;
  for (let i = 0; i < values.length; i++) if (values[i] > m) m = values[i];
  return m;
}

/**
 * A layer whose values (and, if not given, maximum) are computed the first
 * time someone reads them, then kept: the CLI prints answers without paying
 * for layers, the editor reads them all. The properties are enumerable, so a
 * worker message still carries them.
 */
export function lazyLayer(meta: Omit<Layer, 'values' | 'max'> & { max?: number }, compute: () => LayerValues): Layer {
  let values: LayerValues | undefined;
  let max = meta.max;
  const layer = { ...meta } as Layer;
  Object.defineProperty(layer, 'values', { enumerable: true, get: () => (values ??= compute()) });
  Object.defineProperty(layer, 'max', { enumerable: true, get: () => (max ??= maxOf(layer.values)) });
  return layer;
}

/** Defines `key` on `target` as computed on first read, then kept (enumerable, so it survives a worker message). */
export function lazyProperty<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): T {
  let value: T[K] | undefined;
  let done = false;
  Object.defineProperty(target, key, {
    enumerable: true,
    get: () => {
      if (!done) (value = compute()), (done = true);
      return value;
    },
  });
  return target;
}

/**
 * Reports the grid lines standing where the next test's header belongs (rows
 * beyond the previous test's count) as one error, and moves past them, so they
 * are not read as a header that would invent a test and shift every test after.
 * `header` names the size line, e.g. '"n m"'; `rowsName` the row count, e.g. "n".
 */
export function reportRowsTooMany(cur: Cursor, test: string, rows: number, rowsName: string, header: string): void {
  cur.skipBlank();
  const first = cur.line;
  const extra = cur.rowsAhead(cur.src.lineCount);
  cur.skipRows(extra);
  const last = cur.line - 1;
  const which = extra === 1 ? 'this row is one too many' : `these ${extra} rows are too many`;
  const said = rows > 0 ? ` (${rowsName} = ${rows})` : '';
  cur.report(
    { start: { line: first, col: 0 }, end: { line: last, col: cur.src.content[last].length } },
    `${capitalize(test)} has more rows than its header says${said}: ${which}. The next test must start with its ${header} line.`,
    'extra',
  );
}
