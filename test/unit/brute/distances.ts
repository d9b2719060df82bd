// Steps over a board of characters, read literally: a queue, bounds checks,
// four neighbours. The plain reading the core's framed searches are held to.

export const WALL_DISTANCE = -2;
export const UNREACHABLE_DISTANCE = -1;

/** Steps from `from` to every cell over non-'#' cells: -2 on "#", -1 where no path goes (everywhere if `from` is "#"). */
export function plainDistances(board: string[], from: number): number[] {
  const rows = board.length;
  const cols = board[0].length;
  const flat = board.join('');
  const dist = [...flat].map((ch): number => (ch === '#' ? WALL_DISTANCE : UNREACHABLE_DISTANCE));
  if (flat[from] === '#') return dist;
  dist[from] = 0;
  const queue = [from];
  for (let k = 0; k < queue.length; k++) {
    const v = queue[k];
    const r = Math.floor(v / cols);
    const c = v % cols;
    const next = [r > 0 ? v - cols : -1, r < rows - 1 ? v + cols : -1, c > 0 ? v - 1 : -1, c < cols - 1 ? v + 1 : -1];
    for (const u of next) {
      if (u >= 0 && dist[u] === UNREACHABLE_DISTANCE) {
        dist[u] = dist[v] + 1;
        queue.push(u);
      }
    }
  }
  return dist;
}
