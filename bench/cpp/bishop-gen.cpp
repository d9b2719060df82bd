// Bishop 2, the classic stress loop's generator: a small random board
// (N from 2 to 5, pawns at a random density) with A and B on two different
// empty squares, from the seed given as the first argument.
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>
using namespace std;

int main(int argc, char** argv) {
    mt19937 rng(argc > 1 ? strtoul(argv[1], nullptr, 10) : 1);
    auto below = [&](int n) { return (int)(rng() % (unsigned)n); };
    int n = 2 + below(4);
    int density = below(60);  // percent of pawns
    vector<string> board(n, string(n, '.'));
    for (auto& row : board)
        for (auto& ch : row)
            if (below(100) < density) ch = '#';
    int a = below(n * n), b;
    do b = below(n * n); while (b == a);
    board[a / n][a % n] = '.';
    board[b / n][b % n] = '.';
    printf("%d\n%d %d\n%d %d\n", n, a / n + 1, a % n + 1, b / n + 1, b % n + 1);
    for (auto& row : board) printf("%s\n", row.c_str());
}
