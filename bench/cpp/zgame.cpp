// Z-Game on grid, for timing comparison only. From the last cell back, each
// cell gets the set of outcomes Alice can force from there (bit 0 win, bit 1
// draw, bit 2 loss); Alice moves when i+j is even and takes the union of her
// two options, Bob the intersection. Reads the input on stdin.
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int WIN = 1, DRAW = 2, LOSS = 4;
    int tests;
    cin >> tests;
    string out;
    while (tests--) {
        int n, m;
        cin >> n >> m;
        vector<string> g(n);
        for (auto& row : g) cin >> row;
        vector<unsigned char> below(m), here(m);
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                unsigned char v;
                if (g[i][j] == 'A') v = WIN;
                else if (g[i][j] == 'B') v = LOSS;
                else if (i == n - 1 && j == m - 1) v = DRAW;
                else {
                    bool alice = (i + j) % 2 == 0;
                    v = alice ? 0 : WIN | DRAW | LOSS;
                    if (j + 1 < m) v = alice ? v | here[j + 1] : v & here[j + 1];
                    if (i + 1 < n) v = alice ? v | below[j] : v & below[j];
                }
                here[j] = v;
            }
            swap(here, below);
        }
        unsigned char start = below[0];
        out += (start & WIN) ? "yes " : "no ";
        out += (start & DRAW) ? "yes " : "no ";
        out += (start & LOSS) ? "yes\n" : "no\n";
    }
    fputs(out.c_str(), stdout);
}
