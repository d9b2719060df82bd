// Z-Game by the letter of the rules, for small boards only: every question is
// answered by plain recursion over the game tree (no tables, no sharing between
// questions), with 1-based coordinates as the statement writes them.
//
// Rules as read: the piece starts on (1,1) and Alice moves first; a move goes to
// (x+1,y) or (x,y+1) inside the board. Whenever the piece is on "A" Alice has won,
// on "B" Bob has won, and the game is over; reaching (n,m) otherwise is a draw.
// Moves alternate, so after k moves the piece is on a cell with x+y = 2+k: Alice
// moves from cells where x+y is even.

export type Outcome = 'win' | 'draw' | 'loss';

export interface ZBoard {
  rows: number;
  cols: number;
  lines: string[];
}

function letterAt(b: ZBoard, x: number, y: number): string {
  return b.lines[x - 1][y - 1];
}

/** The outcome already fixed on (x,y), or undefined when the game goes on from there. */
export function finished(b: ZBoard, x: number, y: number): Outcome | undefined {
  const ch = letterAt(b, x, y);
  if (ch === 'A') return 'win';
  if (ch === 'B') return 'loss';
  if (x === b.rows && y === b.cols) return 'draw';
  return undefined;
}

export function aliceMoves(x: number, y: number): boolean {
  return (x + y) % 2 === 0;
}

function successors(b: ZBoard, x: number, y: number): [number, number][] {
  const next: [number, number][] = [];
  if (y + 1 <= b.cols) next.push([x, y + 1]);
  if (x + 1 <= b.rows) next.push([x + 1, y]);
  return next;
}

/**
 * Can Alice make `goal` certain from (x,y), whatever Bob does? `memo`, when
 * given, remembers positions already searched (the same search, for boards too
 * big to walk every path of).
 */
export function canForce(b: ZBoard, goal: Outcome, x = 1, y = 1, memo?: Map<number, boolean>): boolean {
  const key = x * 1024 + y;
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const done = finished(b, x, y);
  let result: boolean;
  if (done !== undefined) result = done === goal;
  else {
    const results = successors(b, x, y).map(([nx, ny]) => canForce(b, goal, nx, ny, memo));
    result = aliceMoves(x, y) ? results.some(Boolean) : results.every(Boolean);
  }
  memo?.set(key, result);
  return result;
}

const RANK: Record<Outcome, number> = { loss: 0, draw: 1, win: 2 };

/** The result when Alice plays for win over draw over loss and Bob for the reverse. */
export function bestPlay(b: ZBoard, x = 1, y = 1): Outcome {
  const done = finished(b, x, y);
  if (done !== undefined) return done;
  const results = successors(b, x, y).map(([nx, ny]) => bestPlay(b, nx, ny));
  const alice = aliceMoves(x, y);
  return results.reduce((best, o) => ((alice ? RANK[o] > RANK[best] : RANK[o] < RANK[best]) ? o : best));
}

/** The judge's line: "yes"/"no" for win, draw, loss. `remember` searches each position once. */
export function bruteZgame(b: ZBoard, remember = false): string {
  return (['win', 'draw', 'loss'] as Outcome[]).map((g) => (canForce(b, g, 1, 1, remember ? new Map() : undefined) ? 'yes' : 'no')).join(' ');
}
