// Bishop 2 with a planted mistake, for timing how long a stress test takes
// to find and shrink a failure: a breadth-first search over squares whose
// slides stop at the first square already reached, however it was reached.
// A square reached later in the same round blocks the slide, so the squares
// behind it are found a move too late (or not at all).
#include <cstdio>
#include <iostream>
#include <queue>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n, ar, ac, br, bc;
    cin >> n >> ar >> ac >> br >> bc;
    vector<string> board(n);
    for (auto& row : board) cin >> row;
    vector<vector<int>> moves(n, vector<int>(n, -1));
    queue<pair<int, int>> todo;
    moves[ar - 1][ac - 1] = 0;
    todo.push({ar - 1, ac - 1});
    while (!todo.empty()) {
        auto [r, c] = todo.front();
        todo.pop();
        for (int dr : {-1, 1})
            for (int dc : {-1, 1})
                for (int k = 1;; k++) {
                    int rr = r + k * dr, cc = c + k * dc;
                    if (rr < 0 || cc < 0 || rr >= n || cc >= n || board[rr][cc] == '#' || moves[rr][cc] >= 0) break;
                    moves[rr][cc] = moves[r][c] + 1;
                    todo.push({rr, cc});
                }
    }
    printf("%d\n", moves[br - 1][bc - 1]);
}
