// Pacman vs. Vampire, for timing comparison only. A vampire bites iff
// d(V,F) <= d(P,F); when F is out of reach, every vampire that can reach
// Pacman bites. Reads the input on stdin, one answer per line.
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

static vector<int> bfs(const string& g, int n, int m, int from) {
    vector<int> dist(g.size(), -1), queue(g.size());
    int head = 0, tail = 0;
    dist[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        int v = queue[head++], r = v / m, c = v % m;
        int next[4] = {r > 0 ? v - m : -1, r + 1 < n ? v + m : -1, c > 0 ? v - 1 : -1, c + 1 < m ? v + 1 : -1};
        for (int u : next)
            if (u >= 0 && g[u] != '#' && dist[u] < 0) {
                dist[u] = dist[v] + 1;
                queue[tail++] = u;
            }
    }
    return dist;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    string out;
    while (t--) {
        int n, m;
        cin >> n >> m;
        string g;
        g.reserve((size_t)n * m);
        for (int r = 0; r < n; r++) {
            string row;
            cin >> row;
            g += row;
        }
        int p = (int)g.find('P'), f = (int)g.find('F');
        vector<int> toF = bfs(g, n, m, f);
        long long score;
        if (toF[p] >= 0) {
            int bites = 0;
            for (size_t i = 0; i < g.size(); i++)
                if (g[i] == 'V' && toF[i] >= 0 && toF[i] <= toF[p]) bites++;
            score = 500 - 10LL * bites;
        } else {
            vector<int> fromP = bfs(g, n, m, p);
            int bites = 0;
            for (size_t i = 0; i < g.size(); i++)
                if (g[i] == 'V' && fromP[i] >= 0) bites++;
            score = -10LL * bites;
        }
        out += to_string(score);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
