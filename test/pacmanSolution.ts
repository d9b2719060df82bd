// Pacman vs. Vampire in Python, for the suites that run a user's program
// (the command line's judge, Run My Solution): the statement's rule (every
// vampire with d(V,F) <= d(P,F) bites), or the write-up's wrong one (only
// the vampires on a shortest path from Pacman to the food bite), which gets
// 4 of the sample's 8 answers wrong.

const PACMAN_PY = String.raw`
import sys
from collections import deque

def bfs(g, n, m, start):
    d = [[-1] * m for _ in range(n)]
    d[start[0]][start[1]] = 0
    q = deque([start])
    while q:
        r, c = q.popleft()
        for a, b in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= a < n and 0 <= b < m and g[a][b] != '#' and d[a][b] < 0:
                d[a][b] = d[r][c] + 1
                q.append((a, b))
    return d

words = sys.stdin.read().split()
t, k, out = int(words[0]), 1, []
for _ in range(t):
    n, m = int(words[k]), int(words[k + 1])
    g = words[k + 2:k + 2 + n]
    k += 2 + n
    cells = {ch: [(r, c) for r in range(n) for c in range(m) if g[r][c] == ch] for ch in 'PFV'}
    P, F, V = cells['P'][0], cells['F'][0], cells['V']
    dp, df = bfs(g, n, m, P), bfs(g, n, m, F)
    if df[P[0]][P[1]] < 0:
        out.append(-10 * sum(dp[r][c] >= 0 for r, c in V))
    elif SHORTEST_PATH_ONLY:
        out.append(500 - 10 * sum(dp[r][c] >= 0 and dp[r][c] + df[r][c] == dp[F[0]][F[1]] for r, c in V))
    else:
        out.append(500 - 10 * sum(0 <= df[r][c] <= df[P[0]][P[1]] for r, c in V))
print('\n'.join(map(str, out)))
`;

/** The program's text: the statement's rule, or (`rightRule` false) the write-up's. */
export function pacmanSolution(rightRule: boolean): string {
  return PACMAN_PY.replace('elif SHORTEST_PATH_ONLY:', rightRule ? 'elif False:' : 'elif True:');
}
