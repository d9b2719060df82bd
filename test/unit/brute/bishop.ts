// Bishop 2 by the letter of the statement, for checking the core: a plain
// breadth-first search over squares, where the moves out of a square are found
// by walking each diagonal one square at a time until a pawn or the edge. No
// pruning, no direction states: slow and obviously right on small boards.

/** Board rows as strings of "." and "#"; squares as 0-based [row, col]. */
export type Board = readonly string[];

const DIRECTIONS: readonly [number, number][] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Every square the bishop can reach from (r, c) in one move. */
export function bishopMoves(board: Board, r: number, c: number): [number, number][] {
  const n = board.length;
  const out: [number, number][] = [];
  for (const [dr, dc] of DIRECTIONS) {
    for (let d = 1; ; d++) {
      const i = r + d * dr;
      const j = c + d * dc;
      if (i < 0 || j < 0 || i >= n || j >= n) break;
      if (board[i][j] === '#') break;
      out.push([i, j]);
    }
  }
  return out;
}

/** Fewest moves from (r, c) to every square, -1 where it cannot go; rows of numbers. */
export function movesFrom(board: Board, r: number, c: number): number[][] {
  const dist = board.map((row) => Array.from(row, () => -1));
  dist[r][c] = 0;
  let frontier: [number, number][] = [[r, c]];
  while (frontier.length > 0) {
    const next: [number, number][] = [];
    for (const [i, j] of frontier) {
      for (const [x, y] of bishopMoves(board, i, j)) {
        if (dist[x][y] === -1) {
          dist[x][y] = dist[i][j] + 1;
          next.push([x, y]);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/** True when the bishop can go from a to b in one move. */
export function isMove(board: Board, a: [number, number], b: [number, number]): boolean {
  return bishopMoves(board, a[0], a[1]).some(([x, y]) => x === b[0] && y === b[1]);
}
