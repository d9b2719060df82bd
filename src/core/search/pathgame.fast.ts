// Two-player games where one piece only moves right or down on a grid, so every
// position is a cell and the cells after it come later in reading order. One
// backward sweep (bottom-right to top-left) decides each cell from its two
// successors: no recursion, no queue, one byte per cell holding every answer
// at once (the force bits and the best-play value), by table lookups instead
// of branches, and four cells per step where the rows allow. Only for speed:
// the plain definition of such a game is the problem's own reference solver,
// which test/unit/accelerators.test.ts holds this to.
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
 * first player has won on cell i, `lossCode` that they have lost. `table`, if
 * given, receives the result (its first rows·cols bytes).
 */
export function solvePathGame(rows: number, cols: number, cells: Uint8Array, winCode: number, lossCode: number, table: Uint8Array = new Uint8Array(rows * cols)): Uint8Array {
  // Every cell of `table` is written below, so a reused one needs no clearing.
  const code = codes(winCode, lossCode, -1);
  const last = rows * cols - 1;
  const lastRowStart = last - cols + 1;
  // `right` holds the cell just decided, the one to the right of the next: keeping
  // it in a local rather than reading it back from the table shortens the chain
  // of dependent steps along a row.
  let k = code[cells[last]];
  let right = (DRAW & k) | (k >> 8);
  table[last] = right;
  // On the last row and the last column the mover has one way on: the cell is worth its successor.
  for (let i = last - 1; i >= lastRowStart; i--) {
    k = code[cells[i]];
    right = (right & k) | (k >> 8);
    table[i] = right;
  }
  if (LITTLE_ENDIAN && (cols & 3) === 0 && (cells.byteOffset & 3) === 0 && (table.byteOffset & 3) === 0) sweepByWords(rows, cols, cells, table, code);
  else sweepByCells(rows, cols, cells, table, code);
  return table;
}

const WIN = FORCE_WIN | (VALUE_BITS[VALUE_WIN] << VALUE_SHIFT);
const LOSS = FORCE_LOSS | (VALUE_BITS[VALUE_LOSS] << VALUE_SHIFT);
const DRAW = FORCE_DRAW | (VALUE_BITS[VALUE_DRAW] << VALUE_SHIFT);
/** A cell's byte when the game ends there in a draw (for text-grid.fast.ts's sweep). */
export const PATH_DRAW = DRAW;
/**
 * Marks the code of a byte that is no cell of the game, when codes() is told
 * which byte is neutral: a sweep that ORs together the codes it looks up
 * (text-grid.fast.ts's) then knows whether the board was clean. (It also spills
 * into the verdicts, but those of such a board are not used.)
 */
export const NOT_A_CELL = 1 << 24;

/**
 * A cell is (its successors' verdict & keep) | set, both read from code[ch]
 * (keep in the low byte, set above it): a letter clears the verdict and
 * writes its own. A lookup instead of a branch on the letter matters on
 * boards strewn with letters at random, where such a branch is mispredicted
 * every few cells (over twice as fast on them). Every other byte keeps the
 * verdict; with `neutral` >= 0, every byte but the three is also NOT_A_CELL.
 */
export function codes(winCode: number, lossCode: number, neutral: number): Int32Array {
  const code = new Int32Array(256).fill(neutral < 0 ? 0xff : 0xff | NOT_A_CELL);
  if (neutral >= 0) code[neutral & 0xff] = 0xff;
  code[winCode & 0xff] = WIN << 8;
  code[lossCode & 0xff] = LOSS << 8;
  return code;
}

/** The rows above the last, from the bottom up, a cell at a time. */
function sweepByCells(rows: number, cols: number, cells: Uint8Array, table: Uint8Array, code: Int32Array): void {
  for (let r = rows - 2; r >= 0; r--) {
    const rowStart = r * cols;
    let i = rowStart + cols - 1;
    let k = code[cells[i]];
    let right = (table[i + cols] & k) | (k >> 8);
    table[i] = right;
    i--;
    // The first player (r + c even) needs either way to force an outcome (OR);
    // against the second player both ways must (AND). The value follows (max,
    // min) for free. Cells go in pairs, first player's then second's, so the
    // mover is known without a test; an odd cell at either end is done alone.
    if (i >= rowStart && ((r + i - rowStart) & 1) !== 0) {
      k = code[cells[i]];
      right = (right & table[i + cols] & k) | (k >> 8);
      table[i] = right;
      i--;
    }
    for (; i > rowStart; i -= 2) {
      k = code[cells[i]];
      right = ((right | table[i + cols]) & k) | (k >> 8);
      table[i] = right;
      k = code[cells[i - 1]];
      right = (right & table[i - 1 + cols] & k) | (k >> 8);
      table[i - 1] = right;
    }
    if (i === rowStart) {
      k = code[cells[i]];
      right = ((right | table[i + cols]) & k) | (k >> 8);
      table[i] = right;
    }
  }
}

const DOT = 0x2e;
/**
 * Four "." cells in one word: nothing is decided there, so a cell is its
 * successors' verdict, without a lookup. On a board of few letters most words
 * are such (the sweep is a fifth faster there); where letters are dense the
 * branch would be mispredicted often enough to cost a quarter more, so it is
 * taken only on boards where a sample says most words are such.
 */
const DOTS = 0x2e2e2e2e;

/** Whether at least three in four of up to 256 words spread over the board are DOTS (exported for the tests that make sure both sweeps run). */
export function mostlyDots(letters: Uint32Array): boolean {
  return mostlyDotsAt(new DataView(letters.buffer, letters.byteOffset, letters.byteLength), 0, 4 * letters.length, letters.length, 1);
}

/** mostlyDots for the words of `rows` rows of `perRow` words each, the rows `stride` bytes apart from `start` in `view`. */
function mostlyDotsAt(view: DataView, start: number, stride: number, perRow: number, rows: number): boolean {
  const words = rows * perRow;
  const step = Math.max(1, Math.floor(words / 256));
  let seen = 0;
  let dots = 0;
  for (let w = 0; w < words; w += step, seen++) {
    const r = (w / perRow) | 0;
    if (view.getUint32(start + r * stride + 4 * (w - r * perRow), true) === DOTS) dots++;
  }
  return dots * 4 >= seen * 3;
}

/**
 * The word sweep's word of four "." (see sweepByWords) for a board whose rows
 * lie `stride` bytes apart from `start` in `letters`: DOTS when "." keeps the
 * verdict and most words are such, else -1.
 */
export function quietWord(letters: DataView, start: number, stride: number, rows: number, cols: number, code: Int32Array): number {
  return code[DOT] === 0xff && mostlyDotsAt(letters, start, stride, cols >> 2, rows) ? DOTS : -1;
}

/** True where byte j of a 32-bit word is the one at offset j of its 4 bytes in memory. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * sweepByCells for rows a whole number of 32-bit words wide (little-endian
 * only: byte j of word w is cell 4w + j): one load reads four letters, one
 * four successors below, one store writes four results, which saves a
 * quarter of the time on 500×500 boards. Along a word the moves alternate,
 * starting with the first player's on byte 0 of an even row.
 */
function sweepByWords(rows: number, cols: number, cells: Uint8Array, table: Uint8Array, code: Int32Array): void {
  const words = (rows * cols) >> 2;
  const letters = new Uint32Array(cells.buffer, cells.byteOffset, words);
  // A word that never occurs (-1) where letters are dense: the branch below
  // then always goes the same way and costs next to nothing.
  const dots = code[DOT] === 0xff && mostlyDots(letters) ? DOTS : -1;
  const values = new Uint32Array(table.buffer, table.byteOffset, words);
  const perRow = cols >> 2;
  // A call per row rather than one loop over the board: a row function is
  // compiled for every later call once hot, where a loop in one call per board
  // got compiled code for that call only, and the next boards ran slowly.
  for (let r = rows - 2; r >= 0; r--) {
    if ((r & 1) === 0) evenRow(letters, values, code, r * perRow, perRow, dots);
    else oddRow(letters, values, code, r * perRow, perRow, dots);
  }
}

/** One row above the last whose first cell is the first player's (an even row), words `first` to `first + perRow - 1`. */
function evenRow(letters: Uint32Array, values: Uint32Array, code: Int32Array, first: number, perRow: number, dots: number): void {
  let w = first + perRow - 1;
  let ch = letters[w];
  let below = values[w + perRow];
  // The row's last cell (byte 3 of its last word) has one way on, down.
  let k = code[ch >>> 24];
  let right = ((below >>> 24) & k) | (k >> 8);
  let out = right << 24;
  // The first player moves on even bytes (OR), the second on odd ones (AND).
  k = code[(ch >>> 16) & 0xff];
  right = ((right | ((below >>> 16) & 0xff)) & k) | (k >> 8);
  out |= right << 16;
  k = code[(ch >>> 8) & 0xff];
  right = (right & ((below >>> 8) & 0xff) & k) | (k >> 8);
  out |= right << 8;
  k = code[ch & 0xff];
  right = ((right | (below & 0xff)) & k) | (k >> 8);
  values[w] = out | right;
  for (w--; w >= first; w--) {
    ch = letters[w];
    below = values[w + perRow];
    if (ch === dots) {
      right &= below >>> 24;
      out = right << 24;
      right |= (below >>> 16) & 0xff;
      out |= right << 16;
      right &= (below >>> 8) & 0xff;
      out |= right << 8;
      right |= below & 0xff;
      values[w] = out | right;
      continue;
    }
    k = code[ch >>> 24];
    right = (right & (below >>> 24) & k) | (k >> 8);
    out = right << 24;
    k = code[(ch >>> 16) & 0xff];
    right = ((right | ((below >>> 16) & 0xff)) & k) | (k >> 8);
    out |= right << 16;
    k = code[(ch >>> 8) & 0xff];
    right = (right & ((below >>> 8) & 0xff) & k) | (k >> 8);
    out |= right << 8;
    k = code[ch & 0xff];
    right = ((right | (below & 0xff)) & k) | (k >> 8);
    values[w] = out | right;
  }
}

/** One row above the last whose first cell is the second player's (an odd row). */
function oddRow(letters: Uint32Array, values: Uint32Array, code: Int32Array, first: number, perRow: number, dots: number): void {
  let w = first + perRow - 1;
  let ch = letters[w];
  let below = values[w + perRow];
  // The row's last cell (byte 3 of its last word) has one way on, down.
  let k = code[ch >>> 24];
  let right = ((below >>> 24) & k) | (k >> 8);
  let out = right << 24;
  // The other way round: the second player on even bytes (AND), the first on odd ones (OR).
  k = code[(ch >>> 16) & 0xff];
  right = (right & ((below >>> 16) & 0xff) & k) | (k >> 8);
  out |= right << 16;
  k = code[(ch >>> 8) & 0xff];
  right = ((right | ((below >>> 8) & 0xff)) & k) | (k >> 8);
  out |= right << 8;
  k = code[ch & 0xff];
  right = (right & (below & 0xff) & k) | (k >> 8);
  values[w] = out | right;
  for (w--; w >= first; w--) {
    ch = letters[w];
    below = values[w + perRow];
    if (ch === dots) {
      right |= below >>> 24;
      out = right << 24;
      right &= (below >>> 16) & 0xff;
      out |= right << 16;
      right |= (below >>> 8) & 0xff;
      out |= right << 8;
      right &= below & 0xff;
      values[w] = out | right;
      continue;
    }
    k = code[ch >>> 24];
    right = ((right | (below >>> 24)) & k) | (k >> 8);
    out = right << 24;
    k = code[(ch >>> 16) & 0xff];
    right = (right & ((below >>> 16) & 0xff) & k) | (k >> 8);
    out |= right << 16;
    k = code[(ch >>> 8) & 0xff];
    right = ((right | ((below >>> 8) & 0xff)) & k) | (k >> 8);
    out |= right << 8;
    k = code[ch & 0xff];
    right = (right & (below & 0xff) & k) | (k >> 8);
    values[w] = out | right;
  }
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
