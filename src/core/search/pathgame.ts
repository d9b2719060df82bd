// Two-player games where one piece only moves right or down on a grid, so every
// position is a cell and the cells after it come later in reading order. One
// backward sweep (bottom-right to top-left) decides each cell from its two
// successors: no recursion, no queue, one byte per cell.
//
// A cell is either decided (a first player's win or loss written on it, or the
// last cell, which is a draw when nothing is written there) or someone moves:
// the first player where row + col is even, the second where it is odd.

/** Bits of the "can force" mask: outcomes the first player can make certain. */
export const FORCE_WIN = 1;
export const FORCE_DRAW = 2;
export const FORCE_LOSS = 4;
export const FORCE_MASK = 7;

/**
 * The game's value under best play (first player: win > draw > loss; second:
 * the reverse), kept in bits 3-4 as a thermometer code (loss 00, draw 01,
 * win 11) so that the larger of two values is their OR and the smaller their
 * AND: the same two operations as the force mask, applied to the whole byte.
 */
export const VALUE_LOSS = 0;
export const VALUE_DRAW = 1;
export const VALUE_WIN = 2;
const VALUE_BITS = [0, 1, 3];
const VALUE_SHIFT = 3;

/** The best-play value (VALUE_LOSS, VALUE_DRAW or VALUE_WIN) held in a cell's byte. */
export function valueOf(cell: number): number {
  return ((cell >> VALUE_SHIFT) & 1) + ((cell >> (VALUE_SHIFT + 1)) & 1);
}

/**
 * For every cell: bits 0-2 say which outcomes the first player can force from
 * there against any reply (each outcome a separate question), and bits 3-4 hold
 * the best-play value (read it with valueOf). `cells[i] === winCode` means the
 * first player has won on cell i, `lossCode` that they have lost.
 */
export function solvePathGame(rows: number, cols: number, cells: Uint8Array, winCode: number, lossCode: number): Uint8Array {
  const table = new Uint8Array(rows * cols);
  const WIN = FORCE_WIN | (VALUE_BITS[VALUE_WIN] << VALUE_SHIFT);
  const LOSS = FORCE_LOSS | (VALUE_BITS[VALUE_LOSS] << VALUE_SHIFT);
  const DRAW = FORCE_DRAW | (VALUE_BITS[VALUE_DRAW] << VALUE_SHIFT);
  const last = rows * cols - 1;
  const lastRowStart = last - cols + 1;
  // `right` holds the cell just decided, the one to the right of the next: keeping
  // it in a local rather than reading it back from the table shortens the chain
  // of dependent steps along a row (about a fifth faster on 500×500 boards).
  let right = cells[last] === winCode ? WIN : cells[last] === lossCode ? LOSS : DRAW;
  table[last] = right;
  // On the last row and the last column the mover has one way on: the cell is worth its successor.
  for (let i = last - 1; i >= lastRowStart; i--) {
    const ch = cells[i];
    right = ch === winCode ? WIN : ch === lossCode ? LOSS : right;
    table[i] = right;
  }
  for (let r = rows - 2; r >= 0; r--) {
    const rowStart = r * cols;
    const rowEnd = rowStart + cols - 1;
    const ch = cells[rowEnd];
    right = ch === winCode ? WIN : ch === lossCode ? LOSS : table[rowEnd + cols];
    table[rowEnd] = right;
    for (let c = cols - 2; c >= 0; c--) {
      const i = rowStart + c;
      const ch = cells[i];
      // The first player (r + c even) needs either way to force an outcome; against
      // the second player both ways must. The value follows (max, min) for free.
      right = ch === winCode ? WIN : ch === lossCode ? LOSS : ((r + c) & 1) === 0 ? right | table[i + cols] : right & table[i + cols];
      table[i] = right;
    }
  }
  return table;
}

/** True when nobody moves from cell i: a letter decided the game, or it is the last cell. */
export function isDecided(rows: number, cols: number, cells: Uint8Array, winCode: number, lossCode: number, i: number): boolean {
  return cells[i] === winCode || cells[i] === lossCode || i === rows * cols - 1;
}

/**
 * One line of best play from cell 0: at each move the mover takes the way whose
 * value is best for them; ties go right before down, so the line is unique.
 */
export function bestLine(rows: number, cols: number, cells: Uint8Array, table: Uint8Array, winCode: number, lossCode: number): Int32Array {
  const line = new Int32Array(rows + cols - 1);
  let steps = 0;
  let r = 0;
  let c = 0;
  for (;;) {
    const i = r * cols + c;
    line[steps++] = i;
    if (isDecided(rows, cols, cells, winCode, lossCode, i)) break;
    if (c === cols - 1) r++;
    else if (r === rows - 1) c++;
    else {
      const right = valueOf(table[i + 1]);
      const down = valueOf(table[i + cols]);
      const firstMoves = ((r + c) & 1) === 0;
      const preferDown = firstMoves ? down > right : down < right;
      if (preferDown) r++;
      else c++;
    }
  }
  return line.slice(0, steps);
}
