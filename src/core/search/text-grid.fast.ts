// The command line's answers to clean inputs (see clean.ts), in WebAssembly
// (see wasm.ts for why): drivers that read the tests a window of the file
// holds and answer each where it lies, rows `cols + 1` apart with the "\n"
// between: a two-piece reach count by a check of its cells and bfs.fast.ts's
// count searches, a path game's by pathgame.fast.ts's sweep. Each function says what it mirrors;
// test/unit/text-grid.test.ts holds each to a plain reading, the drivers
// included. The memory never grows, so every view of it stays good.

import type { Scratch } from '../scratch';
import type { ReachCount } from './bfs.fast';
import { UNREACHABLE } from '../problem';
import {
  add,
  and,
  block,
  br,
  brIf,
  call,
  type Code,
  divU,
  eq,
  eqz,
  geS,
  geU,
  get,
  getGlobal,
  gtU,
  ifElse,
  int,
  leS,
  load32,
  load8,
  loop,
  ltS,
  ltU,
  mul,
  ne,
  or,
  ret,
  select,
  set,
  setGlobal,
  shl,
  shrU,
  store32,
  store8,
  sub,
  wasmModule,
  when,
  whileLoop,
  xor,
} from './wasm';
import { codes, NOT_A_CELL, PATH_DRAW, quietWord } from './pathgame.fast';

/** The module's globals: the two pieces' places, the state of a count search between calls, whether reachTest's piece B reached A. */
const PIECE_A = 0;
const PIECE_B = 1;
const HEAD = 2;
const TAIL = 3;
const DEPTH = 4;
const MARKED = 5;
const EAT = 6;
/** The state of tests(): tests answered, their cells in all, why it stopped. */
const DONE = 7;
const CELLS = 8;
const STATUS = 9;
const GLOBALS = 10;
/** The module's functions called by others, by their place in textGridModule. */
const CHECK = 0;
const COUNT = 1;
const SWEEP = 2;
const SWEEP_WORDS = 3;
const REACH_TEST = 4;
const PATH_GAME_TEST = 5;
const QUIET = 6;
const RESTORE = 9;

const PAGE = 65536;
const MB = 1 << 20;
/**
 * Where things lie in the memory: check's pair table, sweep's codes, the
 * drivers' results, the command line's window onto the file (it holds any
 * clean test and the lines that detect it), a board for the tests to load,
 * or a sweep's table; the count search's ring.
 */
const PAIRS = 0;
const CODES = PAGE;
/** The drivers' results, a word per test, after the codes. */
const OUT = CODES + 4096;
const OUT_WORDS = (PAGE - 4096) / 4;
const WINDOW = 2 * PAGE;
const WINDOW_SIZE = 4 * MB;
const BOARD = WINDOW + WINDOW_SIZE;
const BOARD_SIZE = 4 * MB;
const RING = BOARD + BOARD_SIZE;
const RING_SIZE = 8 * MB;
const MEMORY_PAGES = (RING + RING_SIZE) / PAGE;
const FIRST_RING = 1 << 14;

/** What a pair table says of two bytes: how many are "\n" (bits 0-2), a piece among them, a byte not allowed. */
const PAIR_PIECE = 0x08;
const PAIR_BAD = 0x40;
const LINE_FEED = 0x0a;

/**
 * check(from, to, pairs, pieceA, pieceB): the number of "\n" in bytes
 * [from, to), or -1 when a byte is neither "\n" nor allowed by the pair table
 * at `pairs` (see pairTable); the places of the two pieces go to PIECE_A and
 * PIECE_B (set to -1 before the first call: -1 none, -2 more than one). Four
 * bytes at a time, two lookups.
 */
function checkFunction(): Code[] {
  const [from, to, pairs, pieceA, pieceB, at, x, e, lineFeeds, seen, i, c] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  // The pieces among the `n` bytes at `at` (rare: a lookup flagged them).
  const note = (n: number): Code => [
    set(i, get(at)),
    whileLoop(
      ltS(get(i), add(get(at), int(n))),
      set(c, load8(get(i))),
      when(eq(get(c), get(pieceA)), setGlobal(PIECE_A, select(get(i), int(-2), eq(getGlobal(PIECE_A), int(-1))))),
      when(eq(get(c), get(pieceB)), setGlobal(PIECE_B, select(get(i), int(-2), eq(getGlobal(PIECE_B), int(-1))))),
      set(i, add(get(i), int(1))),
    ),
  ];
  return [
    set(at, get(from)),
    whileLoop(
      leS(add(get(at), int(4)), get(to)),
      set(x, load32(get(at))),
      set(e, add(load8(add(get(pairs), and(get(x), int(0xffff)))), load8(add(get(pairs), shrU(get(x), int(16)))))),
      set(lineFeeds, add(get(lineFeeds), and(get(e), int(7)))),
      set(seen, or(get(seen), get(e))),
      when(and(get(e), int(3 * PAIR_PIECE)), note(4)),
      set(at, add(get(at), int(4))),
    ),
    // The last few bytes, each paired with itself: a "\n" counts twice.
    whileLoop(
      ltS(get(at), get(to)),
      set(c, load8(get(at))),
      set(e, load8(add(get(pairs), or(get(c), shl(get(c), int(8)))))),
      set(lineFeeds, add(get(lineFeeds), shrU(and(get(e), int(7)), int(1)))),
      set(seen, or(get(seen), get(e))),
      when(and(get(e), int(PAIR_PIECE)), note(1)),
      set(at, add(get(at), int(1))),
    ),
    select(int(-1), get(lineFeeds), and(get(seen), int(3 * PAIR_BAD))),
  ];
}

/**
 * count(ring, mask, w, floor, mark, goal, lo, hi): bfs.fast.ts's countReached
 * search (its countLevels) on a board as it lies in memory, rows `w` bytes
 * apart with a "\n" between them and before the first, its cells in
 * [lo, hi): a neighbour outside is no cell, and a "\n" or a byte up to
 * `floor` is closed. It starts from
 * the cell in the ring's first word, marked reached; a cell reached gets bit
 * 7 set (VISITED), so the board needs no copy of its own, only a restore()
 * before another search. The queue is a ring of mask + 1 words at `ring` (a
 * few pages, where a queue with room for every cell costs a fresh page per
 * 1024 cells reached); its state (HEAD, TAIL, DEPTH, MARKED: the cells of
 * `mark` counted) is in globals. Returns the distance of `goal` once its
 * level is complete, -1 when the search ends without it, GO_ON after a
 * slice of the search (call again), or RING_FULL when the next level may not
 * fit in the ring: the caller runs it again with a larger one.
 */
function countFunction(): Code[] {
  const [ring, mask, w, floor, mark, goal, lo, hi, head, tail, depth, end, v, n, x, marked, size, open, started] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
  const slot = (k: number): Code => add(get(ring), shl(and(get(k), get(mask)), int(2)));
  // Open: floor < x < VISITED, that is x - (floor + 1) < open unsigned.
  const step = (): Code => [
    set(x, load8(get(n))),
    when(
      ltU(sub(get(x), add(get(floor), int(1))), get(open)),
      set(marked, add(get(marked), eq(get(x), get(mark)))),
      store8(get(n), or(get(x), int(VISITED))),
      store32(slot(tail), get(n)),
      set(tail, add(get(tail), int(1))),
    ),
  ];
  /** A neighbour that may lie outside the board: a cell when n - lo < size, unsigned. */
  const visit = (neighbour: Code): Code => [set(n, neighbour), when(ltU(sub(get(n), get(lo)), get(size)), step())];
  /** The left neighbour: at worst the "\n" before the first row, closed. */
  const visitLeft = (neighbour: Code): Code => [set(n, neighbour), step()];
  const save: Code = [setGlobal(HEAD, get(head)), setGlobal(TAIL, get(tail)), setGlobal(DEPTH, get(depth)), setGlobal(MARKED, get(marked))];
  return [
    set(size, sub(get(hi), get(lo))),
    set(open, sub(int(VISITED - 1), get(floor))),
    set(head, getGlobal(HEAD)),
    set(tail, getGlobal(TAIL)),
    set(depth, getGlobal(DEPTH)),
    set(marked, getGlobal(MARKED)),
    set(started, get(head)),
    whileLoop(
      ltS(get(head), get(tail)),
      set(end, get(tail)),
      // Each cell of the level adds at most 4 to the next.
      when(gtU(mul(sub(get(end), get(head)), int(5)), get(mask)), save, ret(int(RING_FULL))),
      block(
        loop(
          brIf(1, eqz(ltS(get(head), get(end)))),
          set(v, load32(slot(head))),
          visit(sub(get(v), get(w))),
          visit(add(get(v), get(w))),
          visitLeft(sub(get(v), int(1))),
          visit(add(get(v), int(1))),
          set(head, add(get(head), int(1))),
          br(0),
        ),
      ),
      when(geS(get(goal), int(0)), when(geU(load8(get(goal)), int(VISITED)), save, ret(get(depth)))),
      set(depth, add(get(depth), int(1))),
      // A slice done: the caller calls again (see SLICE).
      when(gtU(sub(get(head), get(started)), int(SLICE)), save, ret(int(GO_ON))),
    ),
    save,
    int(-1),
  ];
}

/**
 * Cells a count call takes before it returns GO_ON, its state saved, for the
 * caller to call again: the engine compiles a hot function a second time,
 * optimized, in the background, but a call goes on in the code it started in.
 * A search of a million cells in one call would never leave the first.
 */
const SLICE = 1 << 16;
const GO_ON = -3;

/** The mark of a reached cell: cells are ASCII, so the bit is free. */
const VISITED = 0x80;

/** restore(lo, hi): clears count's marks (bit 7) from the bytes [lo, hi), four at a time. */
function restoreFunction(): Code[] {
  const [lo, hi, at] = [0, 1, 2];
  return [
    set(at, get(lo)),
    whileLoop(leS(add(get(at), int(4)), get(hi)), store32(get(at), and(load32(get(at)), int(0x7f7f7f7f))), set(at, add(get(at), int(4)))),
    whileLoop(ltS(get(at), get(hi)), store8(get(at), and(load8(get(at)), int(0x7f))), set(at, add(get(at), int(1)))),
  ];
}

/**
 * sweep(board, stride, rows, cols, code, values, until): pathgame.fast.ts's sweep
 * (see solvePathGame) from the board's letters, rows `stride` bytes apart
 * from `board`, into the table of rows·cols bytes at `values`, with `code`
 * the address of its 256 codes (4 bytes each), down to row `until` (the rows
 * above are sweepWords' work). Returns the codes looked up, ORed.
 * One cell at a time from the bottom right; the mover's OR or AND of the two
 * ways is one formula, (right & (below | m)) | (below & m), with m all ones
 * where the first player moves and 0 where the second does.
 */
function sweepFunction(draw: number): Code[] {
  const [board, stride, rows, cols, code, values, until, r, i, stop, at, k, seen, right, m] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
  const codeAt = (address: Code): Code => load32(add(get(code), shl(load8(address), int(2))));
  const decide = (verdict: Code): Code[] => [
    set(k, codeAt(get(at))),
    set(seen, or(get(seen), get(k))),
    set(right, or(and(verdict, get(k)), shrU(get(k), int(8)))),
    store8(add(get(values), get(i)), get(right)),
  ];
  const below = load8(add(get(values), add(get(i), get(cols))));
  return [
    // The last cell: a draw unless a letter; then the last row, each cell worth the one to its right.
    set(r, sub(get(rows), int(1))),
    set(i, sub(mul(get(rows), get(cols)), int(1))),
    set(at, add(add(get(board), mul(get(r), get(stride))), sub(get(cols), int(1)))),
    set(k, codeAt(get(at))),
    set(seen, get(k)),
    set(right, or(and(int(draw), get(k)), shrU(get(k), int(8)))),
    store8(add(get(values), get(i)), get(right)),
    set(stop, sub(get(i), sub(get(cols), int(1)))),
    whileLoop(gtU(get(i), get(stop)), set(i, sub(get(i), int(1))), set(at, sub(get(at), int(1))), ...decide(get(right))),
    // The rows above, from the bottom up: the last column has one way, down.
    whileLoop(
      gtU(get(r), get(until)),
      set(r, sub(get(r), int(1))),
      set(i, sub(mul(add(get(r), int(1)), get(cols)), int(1))),
      set(at, add(add(get(board), mul(get(r), get(stride))), sub(get(cols), int(1)))),
      ...decide(below),
      set(stop, mul(get(r), get(cols))),
      // The first player moves where row + col is even: m for the cell left of the last.
      set(m, select(int(-1), int(0), eqz(and(add(get(r), get(cols)), int(1))))),
      whileLoop(
        gtU(get(i), get(stop)),
        set(i, sub(get(i), int(1))),
        set(at, sub(get(at), int(1))),
        ...decide(or(and(get(right), or(below, get(m))), and(below, get(m)))),
        set(m, xor(get(m), int(-1))),
      ),
    ),
    get(seen),
  ];
}

/**
 * sweepWords(board, stride, rows, cols, code, values, dots): sweep's rows
 * above the last (the last must be done) four cells at a time, for rows a
 * whole number of words wide: pathgame.fast.ts's evenRow and oddRow. `dots` is a
 * word of four neutral cells, whose verdicts need no lookup, or -1.
 */
function sweepWordsFunction(): Code[] {
  const [board, stride, rows, cols, code, values, dots, r, perRow, at, stop, vi, ch, below, k, right, out, seen] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
  const byteOf = (word: number, shift: number): Code => (shift === 24 ? shrU(get(word), int(24)) : and(shrU(get(word), int(shift)), int(0xff)));
  /** One cell, byte `shift / 8` of the word: `way` is how the mover combines right and below. */
  const cell = (shift: number, way: 'down' | 'or' | 'and', lookup: boolean): Code[] => {
    const b = byteOf(below, shift);
    const verdict = way === 'down' ? b : way === 'or' ? or(get(right), b) : and(get(right), b);
    const value = lookup ? or(and(verdict, get(k)), shrU(get(k), int(8))) : verdict;
    const store = shift === 0 ? [] : [set(out, shift === 24 ? shl(get(right), int(24)) : or(get(out), shl(get(right), int(shift))))];
    return [...(lookup ? [set(k, load32(add(get(code), shl(byteOf(ch, shift), int(2))))), set(seen, or(get(seen), get(k)))] : []), set(right, value), ...store];
  };
  /** A row's words from the last to the first; `first` the way of byte 0 ("or" on an even row). */
  const row = (first: 'or' | 'and'): Code[] => {
    const other = first === 'or' ? 'and' : 'or';
    const word = (last: boolean, lookup: boolean): Code[] => [
      ...cell(24, last ? 'down' : other, lookup),
      ...cell(16, first, lookup),
      ...cell(8, other, lookup),
      ...cell(0, first, lookup),
      store32(get(vi), or(get(out), get(right))),
    ];
    return [
      set(ch, load32(get(at))),
      set(below, load32(add(get(vi), shl(get(perRow), int(2))))),
      ...word(true, true),
      whileLoop(
        gtU(get(at), get(stop)),
        set(at, sub(get(at), int(4))),
        set(vi, sub(get(vi), int(4))),
        set(ch, load32(get(at))),
        set(below, load32(add(get(vi), shl(get(perRow), int(2))))),
        ifElse(eq(get(ch), get(dots)), word(false, false), word(false, true)),
      ),
    ];
  };
  return [
    set(perRow, shrU(get(cols), int(2))),
    set(r, sub(get(rows), int(1))),
    whileLoop(
      gtU(get(r), int(0)),
      set(r, sub(get(r), int(1))),
      set(stop, add(get(board), mul(get(r), get(stride)))),
      set(at, add(get(stop), shl(sub(get(perRow), int(1)), int(2)))),
      set(vi, add(get(values), shl(sub(mul(add(get(r), int(1)), get(perRow)), int(1)), int(2)))),
      ifElse(eqz(and(get(r), int(1))), row('or'), row('and')),
    ),
    get(seen),
  ];
}

/** What reachTest and pathGameTest return when the test is not clean, and reachTest when its ring is too small for a level. */
export const NOT_CLEAN = -1;
const RING_FULL = -2;

/** The end of each row but the last must be a "\n": `rowEnds(block, rows, cols, w, r, at)` returns NOT_CLEAN at the first that is not. */
function rowEnds(block: number, rows: number, cols: number, w: number, r: number, at: number): Code[] {
  return [
    set(r, int(1)),
    set(at, add(get(block), get(cols))),
    whileLoop(ltS(get(r), get(rows)), when(ne(load8(get(at)), int(LINE_FEED)), ret(int(NOT_CLEAN))), set(at, add(get(at), get(w))), set(r, add(get(r), int(1)))),
  ];
}

/**
 * reachTest(block, rows, cols, mask, pieceA, pieceB, floor, mark): one clean
 * test of two pieces and marked cells at `block` (rows cols + 1 apart), all at once and where it
 * lies: its row ends checked, its cells checked (check; PAIRS holds the pair
 * table), then a count search from piece B to piece A and, if B cannot reach
 * A, one from A: returns the cells marked by the search that decides (EAT
 * says which), NOT_CLEAN, or RING_FULL when the ring (mask + 1 words at RING)
 * is too small. The board is left marked (see count).
 */
function reachTestFunction(): Code[] {
  const [block, rows, cols, mask, pieceA, pieceB, floor, mark, w, r, at, d, end] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  /** A count search from `from` to `goal` (-1: none), its distance left in d. */
  const search = (from: Code, goal: Code): Code => [
    setGlobal(HEAD, int(0)),
    setGlobal(TAIL, int(1)),
    setGlobal(DEPTH, int(1)),
    setGlobal(MARKED, eq(load8(from), get(mark))),
    store8(from, or(load8(from), int(VISITED))),
    store32(int(RING), from),
    loop(set(d, call(COUNT, int(RING), get(mask), get(w), get(floor), get(mark), goal, get(block), get(end))), brIf(0, eq(get(d), int(GO_ON)))),
    when(eq(get(d), int(RING_FULL)), call(RESTORE, get(block), get(end)), ret(int(RING_FULL))),
  ];
  const [lineFeeds, part] = [13, 14];
  return [
    set(w, add(get(cols), int(1))),
    set(end, sub(add(get(block), mul(get(rows), get(w))), int(1))),
    rowEnds(block, rows, cols, w, r, at),
    // The cells checked a slice at a time, for the reason of SLICE.
    setGlobal(PIECE_A, int(-1)),
    setGlobal(PIECE_B, int(-1)),
    set(lineFeeds, int(0)),
    set(at, get(block)),
    whileLoop(
      ltU(get(at), get(end)),
      set(part, call(CHECK, get(at), select(add(get(at), int(4 * SLICE)), get(end), ltU(add(get(at), int(4 * SLICE)), get(end))), int(PAIRS), get(pieceA), get(pieceB))),
      when(ltS(get(part), int(0)), ret(int(NOT_CLEAN))),
      set(lineFeeds, add(get(lineFeeds), get(part))),
      set(at, add(get(at), int(4 * SLICE))),
    ),
    when(ne(get(lineFeeds), sub(get(rows), int(1))), ret(int(NOT_CLEAN))),
    when(or(ltS(getGlobal(PIECE_A), int(0)), ltS(getGlobal(PIECE_B), int(0))), ret(int(NOT_CLEAN))),
    setGlobal(EAT, int(1)),
    search(getGlobal(PIECE_B), getGlobal(PIECE_A)),
    when(geS(get(d), int(0)), ret(getGlobal(MARKED))),
    // B cannot reach A: the board as it was, and everything A reaches.
    setGlobal(EAT, int(0)),
    call(RESTORE, get(block), get(end)),
    search(getGlobal(PIECE_A), int(-1)),
    getGlobal(MARKED),
  ];
}

/**
 * pathGameTest(block, rows, cols, dots, table): one clean test of a path game at
 * `block` (rows cols + 1 apart), swept where it lies (sweep, and sweepWords
 * above the last row when rows are whole words; CODES holds the codes) into
 * `table`: returns the first cell's byte, or NOT_CLEAN.
 */
function pathGameTestFunction(): Code[] {
  const [block, rows, cols, dots, table, w, r, at, seen, words] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  return [
    set(w, add(get(cols), int(1))),
    rowEnds(block, rows, cols, w, r, at),
    set(words, eqz(and(get(cols), int(3)))),
    set(seen, call(SWEEP, get(block), get(w), get(rows), get(cols), int(CODES), get(table), select(sub(get(rows), int(1)), int(0), get(words)))),
    when(get(words), set(seen, or(get(seen), call(SWEEP_WORDS, get(block), get(w), get(rows), get(cols), int(CODES), get(table), get(dots))))),
    select(int(NOT_CLEAN), load8(get(table)), and(get(seen), int(NOT_A_CELL))),
  ];
}

/**
 * quiet(block, rows, cols): pathgame.fast.ts's quietWord for the board at `block`
 * (rows cols + 1 apart, a whole number of words wide), "." being neutral:
 * DOTS when at least three in four of up to 256 words spread over the board
 * are four ".", else -1.
 */
function quietFunction(): Code[] {
  const [block, rows, cols, perRow, words, step, w, r, seen, dots] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  return [
    set(perRow, shrU(get(cols), int(2))),
    set(words, mul(get(rows), get(perRow))),
    set(step, divU(get(words), int(256))),
    when(eqz(get(step)), set(step, int(1))),
    whileLoop(
      ltU(get(w), get(words)),
      set(r, divU(get(w), get(perRow))),
      when(eq(load32(add(add(get(block), mul(get(r), add(get(cols), int(1)))), shl(sub(get(w), mul(get(r), get(perRow))), int(2)))), int(DOTS_WORD)), set(dots, add(get(dots), int(1)))),
      set(seen, add(get(seen), int(1))),
      set(w, add(get(w), get(step))),
    ),
    select(int(DOTS_WORD), int(-1), geU(mul(get(dots), int(4)), mul(get(seen), int(3)))),
  ];
}

const DOTS_WORD = 0x2e2e2e2e;

/**
 * A driver: tests(at, end, final, count, out, maxSide, maxCells, …) answers
 * every test wholly held in memory[at, end) (`final`: the input ends at
 * `end`), reading each "n m" line, checking it against the limits (n, m ≤
 * maxSide, Σ n·m ≤ maxCells, no more than `count` tests) and calling
 * `answer` on its rows; results go to the words at `out`, one per test, DONE
 * of them so far. Returns where it stopped: the start of the first test not
 * wholly held (STATUS 0; all is answered when that is `end` and `final`), or
 * of a test that is not clean (STATUS NOT_CLEAN) or needs a larger ring
 * (STATUS RING_FULL). One call for all the tests a window holds: JavaScript
 * around each test would run interpreted for hundreds of small tests.
 */
function testsFunction(extraParams: number, answer: (p: number, n: number, m: number) => { result: Code; tag: Code }): Code[] {
  const [at, end, final, count, out, maxSide, maxCells] = [0, 1, 2, 3, 4, 5, 6];
  const local = 7 + extraParams;
  const [p, n, m, digits, length, result] = [local, local + 1, local + 2, local + 3, local + 4, local + 5];
  const stop = (status: number): Code => [setGlobal(STATUS, int(status)), ret(get(at))];
  /** The number at p into `to`: up to 7 digits, then `ends`. Not clean otherwise; at the end of what is held, more is needed (or not clean if that is all). */
  const number = (to: number, ends: number): Code[] => [
    set(to, int(0)),
    set(digits, int(0)),
    whileLoop(
      and(ltU(get(p), get(end)), and(geU(load8(get(p)), int(0x30)), leS(load8(get(p)), int(0x39)))),
      set(to, add(mul(get(to), int(10)), sub(load8(get(p)), int(0x30)))),
      set(p, add(get(p), int(1))),
      set(digits, add(get(digits), int(1))),
      when(gtU(get(digits), int(7)), stop(NOT_CLEAN)),
    ),
    when(eq(get(p), get(end)), when(get(final), stop(NOT_CLEAN)), stop(0)),
    when(or(eqz(get(digits)), ne(load8(get(p)), int(ends))), stop(NOT_CLEAN)),
    set(p, add(get(p), int(1))),
  ];
  const { result: answered, tag } = answer(p, n, m);
  return [
    setGlobal(STATUS, int(0)),
    whileLoop(
      ltU(get(at), get(end)),
      set(p, get(at)),
      number(n, 0x20),
      number(m, LINE_FEED),
      when(or(or(eqz(get(n)), gtU(get(n), get(maxSide))), or(eqz(get(m)), gtU(get(m), get(maxSide)))), stop(NOT_CLEAN)),
      // Σ n·m within the limit without overflowing: n ≤ (maxCells - CELLS) / m.
      when(gtU(get(n), divU(sub(get(maxCells), getGlobal(CELLS)), get(m))), stop(NOT_CLEAN)),
      when(geU(getGlobal(DONE), get(count)), stop(NOT_CLEAN)),
      set(length, sub(mul(get(n), add(get(m), int(1))), int(1))),
      // The rows and the "\n" after them, unless the input ends with the rows.
      when(ltU(sub(get(end), get(p)), add(get(length), int(1))), when(eqz(get(final)), stop(0)), when(ne(sub(get(end), get(p)), get(length)), stop(NOT_CLEAN))),
      set(result, answered),
      when(eq(get(result), int(RING_FULL)), stop(RING_FULL)),
      when(ltS(get(result), int(0)), stop(NOT_CLEAN)),
      setGlobal(CELLS, add(getGlobal(CELLS), mul(get(n), get(m)))),
      store32(add(get(out), shl(getGlobal(DONE), int(2))), or(get(result), tag)),
      setGlobal(DONE, add(getGlobal(DONE), int(1))),
      set(at, add(get(p), get(length))),
      when(ltU(get(at), get(end)), when(ne(load8(get(at)), int(LINE_FEED)), stop(NOT_CLEAN)), set(at, add(get(at), int(1)))),
    ),
    get(at),
  ];
}

/** reachTests(at, end, final, count, out, maxSide, maxCells, mask, pieceA, pieceB, floor, mark): the driver on reachTest; a result is the cells marked, with bit 30 set when piece B reached A. */
function reachTestsFunction(): Code[] {
  const [mask, pieceA, pieceB, floor, mark] = [7, 8, 9, 10, 11];
  return testsFunction(5, (p, n, m) => ({
    result: call(REACH_TEST, get(p), get(n), get(m), get(mask), get(pieceA), get(pieceB), get(floor), get(mark)),
    tag: shl(getGlobal(EAT), int(30)),
  }));
}

/** pathGameTests(at, end, final, count, out, maxSide, maxCells, table, dotsNeutral): the driver on pathGameTest; a result is the first cell's byte. */
function pathGameTestsFunction(): Code[] {
  const [table, dotsNeutral] = [7, 8];
  return testsFunction(2, (p, n, m) => ({
    result: call(PATH_GAME_TEST, get(p), get(n), get(m), select(call(QUIET, get(p), get(n), get(m)), int(-1), and(get(dotsNeutral), eqz(and(get(m), int(3))))), get(table)),
    tag: int(0),
  }));
}

/**
 * The module's bytes, written by scripts/build.mjs into the bundles (made
 * here, the module takes a millisecond to write before the JIT has compiled
 * the writing); made here when run from the sources (the tests).
 */
declare const __TEXT_GRID_WASM__: number[] | undefined;

function moduleCode(): Uint8Array<ArrayBuffer> {
  return typeof __TEXT_GRID_WASM__ === 'undefined' ? textGridModule() : new Uint8Array(__TEXT_GRID_WASM__);
}

/** The module the functions above make, in the order of CHECK, COUNT, …, RESTORE. */
export function textGridModule(): Uint8Array<ArrayBuffer> {
  return wasmModule(
    [
      { name: 'check', params: 5, locals: 7, result: true, body: checkFunction() },
      { name: 'count', params: 8, locals: 11, result: true, body: countFunction() },
      { name: 'sweep', params: 7, locals: 8, result: true, body: sweepFunction(PATH_DRAW) },
      { name: 'sweepWords', params: 7, locals: 11, result: true, body: sweepWordsFunction() },
      { name: 'reachTest', params: 8, locals: 7, result: true, body: reachTestFunction() },
      { name: 'pathGameTest', params: 5, locals: 5, result: true, body: pathGameTestFunction() },
      { name: 'quiet', params: 3, locals: 7, result: true, body: quietFunction() },
      { name: 'reachTests', params: 12, locals: 6, result: true, body: reachTestsFunction() },
      { name: 'pathGameTests', params: 9, locals: 6, result: true, body: pathGameTestsFunction() },
      { name: 'restore', params: 2, locals: 1, result: false, body: restoreFunction() },
    ],
    GLOBALS,
  );
}

interface Exports {
  check(from: number, to: number, pairs: number, pieceA: number, pieceB: number): number;
  count(ring: number, mask: number, w: number, floor: number, mark: number, goal: number, lo: number, hi: number): number;
  sweep(board: number, stride: number, rows: number, cols: number, code: number, values: number, until: number): number;
  sweepWords(board: number, stride: number, rows: number, cols: number, code: number, values: number, dots: number): number;
  reachTest(block: number, rows: number, cols: number, mask: number, pieceA: number, pieceB: number, floor: number, mark: number): number;
  pathGameTest(block: number, rows: number, cols: number, dots: number, table: number): number;
  reachTests(at: number, end: number, final: number, count: number, out: number, maxSide: number, maxCells: number, mask: number, pieceA: number, pieceB: number, floor: number, mark: number): number;
  pathGameTests(at: number, end: number, final: number, count: number, out: number, maxSide: number, maxCells: number, table: number, dotsNeutral: number): number;
  g0: WebAssembly.Global;
  g1: WebAssembly.Global;
  g2: WebAssembly.Global;
  g3: WebAssembly.Global;
  g4: WebAssembly.Global;
  g5: WebAssembly.Global;
  g6: WebAssembly.Global;
  g7: WebAssembly.Global;
  g8: WebAssembly.Global;
  g9: WebAssembly.Global;
}

/**
 * For two bytes b0 | b1 << 8 of a row: how many are "\n" (bits 0-2),
 * PAIR_PIECE when one is a piece, PAIR_BAD when one is neither "\n" nor in
 * `alphabet`. Two entries add up without carrying from one field into the next.
 */
export function pairTable(alphabet: string, pieces: string): Uint8Array {
  const codes = [...new Set([...alphabet].map((ch) => ch.charCodeAt(0)).filter((c) => c < 0x80))].concat(LINE_FEED);
  const pieceCodes = [...pieces].map((ch) => ch.charCodeAt(0));
  const entry = (c: number) => (c === LINE_FEED ? 1 : pieceCodes.includes(c) ? PAIR_PIECE : 0);
  // Pairs with a byte not allowed are all alike: a fill, then the others (not a loop of 65 536 before the JIT).
  const table = new Uint8Array(65536).fill(PAIR_BAD);
  for (const a of codes) for (const b of codes) table[a | (b << 8)] = (entry(a) & 7) + (entry(b) & 7) + ((entry(a) | entry(b)) & PAIR_PIECE);
  return table;
}

/**
 * The memory and the functions above. The command line's window onto its
 * file lies in the memory (window()), so the drivers answer tests where they
 * were read (reachTests(), pathGameTests()); the parts one at a time, on a
 * board copied framed (load(), then check(), count(), sweep()), are there
 * for the tests.
 */
export class TextGrid {
  private readonly memory = new WebAssembly.Memory({ initial: MEMORY_PAGES });
  private readonly code: Exports;
  private readonly heap: Uint8Array;
  private bytes: Uint8Array = new Uint8Array(0);
  private start = 0;
  private rows = 0;
  private cols = 0;
  private searched = false;
  private pairs: Uint8Array | undefined;
  private codes: Int32Array | undefined;
  private ringSize: number;

  /** `ring`: the count search's first ring, in words (a power of two; it doubles when a level needs it). */
  constructor(ring = FIRST_RING) {
    this.ringSize = ring;
    const module = new WebAssembly.Module(moduleCode());
    this.heap = new Uint8Array(this.memory.buffer);
    this.code = new WebAssembly.Instance(module, { m: { memory: this.memory } }).exports as unknown as Exports;
  }

  /** Room for a ByteStream's window (ByteStream.within): a test there is answered without a copy. */
  window(): Uint8Array {
    return this.heap.subarray(WINDOW, WINDOW + WINDOW_SIZE);
  }

  /**
   * Runs the reachTests driver (see testsFunction) on bytes[at, end) of a
   * clean input, with the pair table `pairs`; `first`: the input's first
   * tests, so the count starts anew. Returns where it stopped, or NOT_CLEAN;
   * results() holds the results of the tests answered so far.
   */
  reachTests(
    bytes: Uint8Array,
    at: number,
    end: number,
    final: boolean,
    first: boolean,
    count: number,
    maxSide: number,
    maxCells: number,
    pairs: Uint8Array,
    pieceA: string,
    pieceB: string,
    floor: number,
    mark: number,
  ): number {
    const from = this.held(bytes, at, end, first, count);
    if (from < 0) return NOT_CLEAN;
    this.usePairs(pairs);
    let stop = from;
    for (;;) {
      stop = this.code.reachTests(stop, from + end - at, final ? 1 : 0, count, OUT, maxSide, maxCells, this.ringSize - 1, pieceA.charCodeAt(0), pieceB.charCodeAt(0), floor, mark);
      const status = this.code.g9.value;
      if (status === NOT_CLEAN) return NOT_CLEAN;
      if (status !== RING_FULL) return at + stop - from;
      // That test again with a ring twice as large.
      if (8 * this.ringSize > RING_SIZE) return NOT_CLEAN;
      this.ringSize *= 2;
    }
  }

  /** The driver for a path game (pathgame.fast.ts) of `winCode`, `lossCode` and `neutral` cells: a result is the first cell's byte. */
  pathGameTests(bytes: Uint8Array, at: number, end: number, final: boolean, first: boolean, count: number, maxSide: number, winCode: number, lossCode: number, neutral: number): number {
    const from = this.held(bytes, at, end, first, count);
    if (from < 0) return NOT_CLEAN;
    const code = this.useCodes(winCode, lossCode, neutral);
    const stop = this.code.pathGameTests(from, from + end - at, final ? 1 : 0, count, OUT, maxSide, 0x7fffffff, BOARD, code[0x2e] === 0xff ? 1 : 0);
    return this.code.g9.value === NOT_CLEAN ? NOT_CLEAN : at + stop - from;
  }

  /** The results of the tests the drivers have answered since the input's first tests. */
  results(): Int32Array {
    const done = this.code.g7.value as number;
    const view = new DataView(this.memory.buffer, OUT, 4 * done);
    return Int32Array.from({ length: done }, (_, k) => view.getInt32(4 * k, true));
  }

  /**
   * Where bytes[at, end) lie in the memory: where they are if in the window,
   * else copied there (-1 if too many, or `count` more results than OUT
   * holds). `first`: the driver's count starts anew.
   */
  private held(bytes: Uint8Array, at: number, end: number, first: boolean, count: number): number {
    if (count > OUT_WORDS) return -1;
    if (first) {
      this.code.g7.value = 0;
      this.code.g8.value = 0;
    }
    if (bytes.buffer === this.memory.buffer) return bytes.byteOffset + at;
    if (end - at > WINDOW_SIZE) return -1;
    this.heap.set(bytes.subarray(at, end), WINDOW);
    return WINDOW;
  }

  private usePairs(pairs: Uint8Array): void {
    if (this.pairs !== pairs) {
      this.heap.set(pairs, PAIRS);
      this.pairs = pairs;
    }
  }

  private useCodes(winCode: number, lossCode: number, neutral: number): Int32Array {
    const code = codes(winCode, lossCode, neutral);
    if (this.codes && this.codes.every((c, i) => c === code[i])) return this.codes;
    // As WebAssembly reads them, little-endian.
    for (let c = 0; c < 256; c++) for (let b = 0; b < 4; b++) this.heap[CODES + 4 * c + b] = (code[c] >>> (8 * b)) & 0xff;
    return (this.codes = code);
  }

  /** The board of `rows` rows of `cols` cells at `start` in `bytes` (rows cols + 1 apart, a "\n" between) for check(), count() and sweep(). */
  load(bytes: Uint8Array, start: number, rows: number, cols: number): void {
    if ((rows + 2) * (cols + 1) > BOARD_SIZE) throw new RangeError('the board is larger than the memory holds');
    this.bytes = bytes;
    this.start = start;
    this.rows = rows;
    this.cols = cols;
    this.copy();
  }

  /**
   * Given a "\n" at the end of every row but the last (reachTest checks),
   * true when every cell is a character that `pairs` (a pairTable) allows, so
   * no other "\n" either; `found[k]` receives the cell of piece k of the
   * table's two (-1: none, -2: more than one).
   */
  check(pairs: Uint8Array, pieceA: string, pieceB: string, found: Int32Array): boolean {
    this.usePairs(pairs);
    const w = this.cols + 1;
    const first = BOARD + w;
    this.code.g0.value = -1;
    this.code.g1.value = -1;
    const lineFeeds = this.code.check(first, first + this.rows * w - 1, PAIRS, pieceA.charCodeAt(0), pieceB.charCodeAt(0));
    found[0] = this.cellOf(this.code.g0.value as number);
    found[1] = this.cellOf(this.code.g1.value as number);
    return lineFeeds === this.rows - 1;
  }

  /** bfs.fast.ts's countReached on the board: cells above `floor` open, `source`, `target` (-1: none) and the cells counted as cell indices. */
  count(source: number, target: number, floor: number, mark: number): ReachCount {
    for (;;) {
      if (this.searched) this.copy();
      this.searched = true;
      const heap = this.heap;
      const start = this.framed(source);
      const goal = target < 0 ? -1 : this.framed(target);
      if (!(heap[start] > floor)) return { distance: UNREACHABLE, marked: 0 };
      const marked = heap[start] === mark ? 1 : 0;
      heap[start] |= VISITED;
      if (start === goal) return { distance: 0, marked };
      const g = this.code;
      g.g2.value = 0;
      g.g3.value = 1;
      g.g4.value = 1;
      g.g5.value = marked;
      // The ring's first word, little-endian as WebAssembly reads it.
      for (let k = 0; k < 4; k++) heap[RING + k] = (start >>> (8 * k)) & 0xff;
      const w = this.cols + 1;
      let d = GO_ON;
      while (d === GO_ON) d = g.count(RING, this.ringSize - 1, w, floor, mark, goal, BOARD + w, BOARD + (this.rows + 1) * w - 1);
      if (d !== RING_FULL) return { distance: d < 0 ? UNREACHABLE : d, marked: g.g5.value as number };
      if (8 * this.ringSize > RING_SIZE) throw new RangeError('a level is larger than the ring can grow');
      this.ringSize *= 2;
    }
  }

  /**
   * pathgame.fast.ts's solvePathGame on the board, checked: the first cell's byte
   * of the table, or -1 when a cell is neither `winCode`, `lossCode` nor `neutral`.
   */
  sweep(winCode: number, lossCode: number, neutral: number): number {
    const w = this.cols + 1;
    const code = this.useCodes(winCode, lossCode, neutral);
    // Rows a whole number of words wide take the word sweep above the last row.
    const words = (this.cols & 3) === 0;
    let seen = this.code.sweep(BOARD + w, w, this.rows, this.cols, CODES, RING, words ? this.rows - 1 : 0);
    if (words) seen |= this.code.sweepWords(BOARD + w, w, this.rows, this.cols, CODES, RING, quietWord(new DataView(this.memory.buffer), BOARD + w, w, this.rows, this.cols, code));
    return (seen & NOT_A_CELL) === 0 ? this.heap[RING] : -1;
  }

  private copy(): void {
    const w = this.cols + 1;
    const heap = this.heap;
    const size = (this.rows + 2) * w;
    heap.fill(0, BOARD, BOARD + w);
    heap.set(this.bytes.subarray(this.start, this.start + this.rows * w - 1), BOARD + w);
    // The last row's "\n" may be missing (the end of the file) or be followed by more text.
    heap.fill(0, BOARD + (this.rows + 1) * w - 1, BOARD + size);
    this.searched = false;
  }

  private framed(cell: number): number {
    return BOARD + cell + Math.floor(cell / this.cols) + this.cols + 1;
  }

  /** The cell at a framed place, or the place itself when negative. */
  private cellOf(place: number): number {
    if (place < 0) return place;
    const offset = place - BOARD - (this.cols + 1);
    return offset - Math.floor(offset / (this.cols + 1));
  }
}

/** The scratch's TextGrid, made on first use (its memory is the command line's window onto its file). */
export function textGridOf(scratch: Scratch): TextGrid {
  return scratch.keep('textGrid', () => new TextGrid());
}
