// A literal game search for Matrix, written apart from the core: every
// (side to move, you, agent 1, agent 2) state of a board of any size is a node,
// each legal move of the side to move is an edge, and the rules are applied
// move by move exactly as the statement reads. The value of each node comes
// from plain retrograde analysis with successor counters, with game lengths in
// plies (the opening position of a game has 0 plies behind it).

export type BruteOutcome = 'escape' | 'eliminated' | 'trapped';

export interface BruteValue {
  outcome: BruteOutcome;
  /** Plies until the game is decided with best play (winner fastest, loser slowest); -1 if trapped. */
  plies: number;
}

const YOU_WIN = 1;
const AGENTS_WIN = 2;
const YOUR_TURN = 0;
const AGENTS_TURN = 1;

export class BruteMatrix {
  readonly rows: number;
  readonly cols: number;
  /** Board square (r * cols + c) of each open square, and back (-1 for walls). */
  private readonly squareOf: number[] = [];
  private readonly openIndex: number[];
  private readonly phone: boolean[] = [];
  private readonly moves: number[][] = [];
  private readonly n: number;
  private readonly winner: Uint8Array;
  private readonly plies: Int32Array;
  readonly you: number;
  readonly agents: [number, number];

  constructor(board: readonly string[]) {
    this.rows = board.length;
    this.cols = board[0].length;
    this.openIndex = new Array(this.rows * this.cols).fill(-1);
    let you = -1;
    const agents: number[] = [];
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) {
        const ch = board[r][c];
        const sq = r * this.cols + c;
        if (ch === '#') continue;
        this.openIndex[sq] = this.squareOf.length;
        this.squareOf.push(sq);
        this.phone.push(ch === 'P');
        if (ch === 'M') you = sq;
        if (ch === 'A') agents.push(sq);
      }
    }
    this.you = you;
    this.agents = [agents[0], agents[1]];
    this.n = this.squareOf.length;
    for (let i = 0; i < this.n; i++) {
      const sq = this.squareOf[i];
      const r = Math.floor(sq / this.cols);
      const c = sq % this.cols;
      const list = [i];
      for (const [dr, dc] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ]) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nc < 0 || nr >= this.rows || nc >= this.cols) continue;
        const j = this.openIndex[nr * this.cols + nc];
        if (j >= 0) list.push(j);
      }
      this.moves.push(list);
    }
    const total = 2 * this.n * this.n * this.n;
    this.winner = new Uint8Array(total + 2);
    this.plies = new Int32Array(total + 2).fill(-1);
    this.solve();
  }

  private id(turn: number, y: number, a: number, b: number): number {
    return ((turn * this.n + y) * this.n + a) * this.n + b;
  }

  /** The check made after every move: a decided game, or 0 if play goes on. */
  private judge(y: number, a: number, b: number): number {
    if (this.phone[y] && y !== a && y !== b) return YOU_WIN;
    if (y === a || y === b) return AGENTS_WIN;
    return 0;
  }

  /** Calls `visit` with every move of the side to move, as the node reached or a terminal node. */
  private successors(node: number, escapeNode: number, eliminatedNode: number, visit: (to: number) => void): void {
    const n = this.n;
    const b = node % n;
    const a = Math.floor(node / n) % n;
    const y = Math.floor(node / (n * n)) % n;
    const turn = Math.floor(node / (n * n * n));
    const land = (ny: number, na: number, nb: number, next: number) => {
      const j = this.judge(ny, na, nb);
      visit(j === YOU_WIN ? escapeNode : j === AGENTS_WIN ? eliminatedNode : this.id(next, ny, na, nb));
    };
    if (turn === YOUR_TURN) {
      for (const ny of this.moves[y]) land(ny, a, b, AGENTS_TURN);
    } else {
      for (const na of this.moves[a]) for (const nb of this.moves[b]) land(y, na, nb, YOUR_TURN);
    }
  }

  private solve(): void {
    const n = this.n;
    const total = 2 * n * n * n;
    const escapeNode = total;
    const eliminatedNode = total + 1;
    const turnOf = (node: number) => (node >= total ? -1 : Math.floor(node / (n * n * n)));
    // Predecessor lists in one flat array (a list per node would not fit on open boards).
    const playable = (node: number) => {
      const b = node % n;
      const a = Math.floor(node / n) % n;
      const y = Math.floor(node / (n * n)) % n;
      // States the check would already have ended are never played from.
      return this.judge(y, a, b) === 0;
    };
    const pending = new Int32Array(total);
    const predCount = new Int32Array(total + 3);
    for (let node = 0; node < total; node++) {
      if (!playable(node)) continue;
      this.successors(node, escapeNode, eliminatedNode, (to) => {
        pending[node]++;
        predCount[to + 1]++;
      });
    }
    for (let i = 1; i < predCount.length; i++) predCount[i] += predCount[i - 1];
    const preds = new Int32Array(predCount[total + 2]);
    const fill = predCount.slice();
    for (let node = 0; node < total; node++) {
      if (playable(node)) this.successors(node, escapeNode, eliminatedNode, (to) => (preds[fill[to]++] = node));
    }

    this.winner[escapeNode] = YOU_WIN;
    this.winner[eliminatedNode] = AGENTS_WIN;
    this.plies[escapeNode] = 0;
    this.plies[eliminatedNode] = 0;
    const queue = [escapeNode, eliminatedNode];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      const w = this.winner[v];
      for (let k = predCount[v]; k < predCount[v + 1]; k++) {
        const u = preds[k];
        if (this.winner[u] !== 0) continue;
        const moverWins = (turnOf(u) === YOUR_TURN) === (w === YOU_WIN);
        if (moverWins || --pending[u] === 0) {
          this.winner[u] = w;
          this.plies[u] = this.plies[v] + 1;
          queue.push(u);
        }
      }
    }
  }

  /** The game with you on board square `you`, the agents on their starts, you to move; a start that the check decides counts as decided in 0 plies. */
  fromSquare(you: number): BruteValue {
    const y = this.openIndex[you];
    const [a, b] = this.agents.map((s) => this.openIndex[s]);
    const j = this.judge(y, a, b);
    if (j !== 0) return { outcome: j === YOU_WIN ? 'escape' : 'eliminated', plies: 0 };
    return this.value(y, a, b, YOUR_TURN);
  }

  private value(y: number, a: number, b: number, turn: number): BruteValue {
    const node = this.id(turn, y, a, b);
    const w = this.winner[node];
    return { outcome: w === YOU_WIN ? 'escape' : w === AGENTS_WIN ? 'eliminated' : 'trapped', plies: this.plies[node] };
  }

  start(): BruteValue {
    return this.fromSquare(this.you);
  }

  /** Value of any position that play can reach (board squares), for checking lines of play. */
  positionValue(you: number, a: number, b: number, yourTurn: boolean): BruteValue {
    return this.value(this.openIndex[you], this.openIndex[a], this.openIndex[b], yourTurn ? YOUR_TURN : AGENTS_TURN);
  }

  /** The answer line a judge expects. */
  answer(): string {
    const o = this.start().outcome;
    return o === 'escape' ? 'You can escape.' : o === 'eliminated' ? 'You are eliminated.' : 'You are trapped in the Matrix.';
  }
}
