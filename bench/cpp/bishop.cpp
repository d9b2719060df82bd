// Bishop 2, for timing comparison only: 0-1 BFS over (square, direction of the
// move in progress). Going on in the same direction is free, starting a new
// move costs one. Reads the input on stdin, prints the move count or -1.
#include <cstdio>
#include <deque>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, ar, ac, br, bc;
    cin >> n >> ar >> ac >> br >> bc;
    vector<string> board(n);
    for (auto& row : board) cin >> row;
    const int dr[4] = {-1, -1, 1, 1}, dc[4] = {-1, 1, -1, 1};
    const int INF = 1 << 30;
    vector<int> dist((size_t)n * n * 4, INF);
    deque<int> queue;  // state = square * 4 + direction
    auto state = [&](int r, int c, int d) { return (r * n + c) * 4 + d; };
    ar--, ac--, br--, bc--;
    for (int d = 0; d < 4; d++) {
        int r = ar + dr[d], c = ac + dc[d];
        if (r < 0 || c < 0 || r >= n || c >= n || board[r][c] == '#') continue;
        dist[state(r, c, d)] = 1;
        queue.push_back(state(r, c, d));
    }
    int answer = -1;
    while (!queue.empty()) {
        int s = queue.front();
        queue.pop_front();
        int d = s % 4, square = s / 4, r = square / n, c = square % n, k = dist[s];
        if (r == br && c == bc) {
            answer = k;
            break;
        }
        for (int nd = 0; nd < 4; nd++) {
            int nr = r + dr[nd], nc = c + dc[nd];
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || board[nr][nc] == '#') continue;
            int cost = nd == d ? 0 : 1, ns = state(nr, nc, nd);
            if (dist[ns] <= k + cost) continue;
            dist[ns] = k + cost;
            if (cost == 0) queue.push_front(ns);
            else queue.push_back(ns);
        }
    }
    printf("%d\n", answer);
}
