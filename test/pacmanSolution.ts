// Solutions of Pacman vs. Vampire in Python, for the suites that run a
// user's program: the rule of the statement (a vampire bites when it reaches
// the food no later than Pacman), or the write-up's wrong one (only the
// vampires on a shortest path from Pacman to the food bite), which gets 4 of
// the sample's 8 answers wrong.

/** The program's text: the statement's rule, or (`rightRule` false) the write-up's. */
export function pacmanSolution(rightRule: boolean): string {
  const bites = rightRule ? '0 <= to_food[v] <= to_food[p]' : '0 <= to_food[v] and from_p[v] + to_food[v] == to_food[p]';
  return String.raw`
import sys
from collections import deque

def distances(grid, n, m, start):
    d = [-1] * (n * m)
    d[start] = 0
    q = deque([start])
    while q:
        cell = q.popleft()
        r, c = divmod(cell, m)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < n and 0 <= nc < m and grid[nr][nc] != '#' and d[nr * m + nc] < 0:
                d[nr * m + nc] = d[cell] + 1
                q.append(nr * m + nc)
    return d

words = sys.stdin.read().split()
t, at, out = int(words[0]), 1, []
for _ in range(t):
    n, m = int(words[at]), int(words[at + 1])
    grid = words[at + 2:at + 2 + n]
    at += 2 + n
    cells = {ch: [] for ch in 'PFV'}
    for r in range(n):
        for c in range(m):
            if grid[r][c] in cells:
                cells[grid[r][c]].append(r * m + c)
    p, f = cells['P'][0], cells['F'][0]
    to_food = distances(grid, n, m, f)
    from_p = distances(grid, n, m, p)
    if to_food[p] < 0:
        out.append(-10 * sum(1 for v in cells['V'] if from_p[v] >= 0))
    else:
        out.append(500 - 10 * sum(1 for v in cells['V'] if ${bites}))
print('\n'.join(map(str, out)))
`;
}
