// The cells a move search has reached but not yet moved on from, in the
// order it must take them: a queue when every move costs the same, a
// double-ended queue when moves cost 0 or one amount, a binary heap on the
// distances otherwise. Typed arrays of a size fixed at the start: nothing
// grows while searching.

/**
 * Where a frontier gets its arrays: fresh ones, or ones kept from one search
 * to the next in a caller's Scratch (a file of many tests, or the two
 * searches of one test, would otherwise allocate, and the system clear, as
 * much again each time). Only a frontier reads them, and a search's results
 * never hold them. The `slot`-th array a frontier uses, of at least `length`.
 */
export type Arrays = (slot: number, length: number) => Int32Array;

export const freshArrays: Arrays = (_slot, length) => new Int32Array(length);

export interface Frontier {
  /** `cell` now has distance `dist[cell]`, reached by a move of cost `cost`. */
  push(cell: number, cost: number): void;
  /** The next cell, or -1 when there is none. The double-ended queue may give a cell a second time (see search.ts). */
  pop(): number;
}

/** Every move costs the same: first in, first out. Each cell enters at most once. */
export class Queue implements Frontier {
  /** In order of arrival (uniform.ts reads and writes them itself). */
  readonly cells: Int32Array;
  private head = 0;
  private tail = 0;
  constructor(capacity: number, arrays: Arrays = freshArrays) {
    this.cells = arrays(0, capacity);
  }
  push(cell: number): void {
    this.cells[this.tail++] = cell;
  }
  pop(): number {
    return this.head < this.tail ? this.cells[this.head++] : -1;
  }
}

/**
 * Moves cost 0 or one amount: a free move goes to the front, the other to
 * the back, so the front always holds the least distance. A cell enters at
 * most twice (first one move behind, then level with the front), so a ring
 * of twice the cells never overflows.
 */
export class Deque implements Frontier {
  private readonly cells: Int32Array;
  private head = 0;
  private count = 0;
  constructor(capacity: number, arrays: Arrays = freshArrays) {
    this.cells = arrays(0, 2 * capacity + 2).subarray(0, 2 * capacity + 2);
  }
  push(cell: number, cost: number): void {
    const n = this.cells.length;
    if (cost === 0) {
      this.head = this.head === 0 ? n - 1 : this.head - 1;
      this.cells[this.head] = cell;
    } else {
      const at = this.head + this.count;
      this.cells[at >= n ? at - n : at] = cell;
    }
    this.count++;
  }
  pop(): number {
    if (this.count === 0) return -1;
    const cell = this.cells[this.head];
    this.head = this.head + 1 === this.cells.length ? 0 : this.head + 1;
    this.count--;
    return cell;
  }
}

/**
 * Any costs: a binary heap of cells ordered by their distance, each cell in
 * it at most once (a shorter distance moves it up where it stands).
 */
export class Heap implements Frontier {
  private readonly heap: Int32Array;
  /** Where each cell sits in `heap`, -1 when it is not there. */
  private readonly where: Int32Array;
  private count = 0;
  constructor(
    capacity: number,
    private readonly dist: Int32Array,
    arrays: Arrays = freshArrays,
  ) {
    this.heap = arrays(0, capacity);
    this.where = arrays(1, capacity).fill(-1, 0, capacity);
  }
  push(cell: number): void {
    let at = this.where[cell];
    if (at < 0) at = this.count++;
    this.up(cell, at);
  }
  pop(): number {
    if (this.count === 0) return -1;
    const top = this.heap[0];
    this.where[top] = -1;
    const last = this.heap[--this.count];
    if (this.count > 0) this.down(last, 0);
    return top;
  }
  private up(cell: number, at: number): void {
    const { heap, where, dist } = this;
    const d = dist[cell];
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const above = heap[parent];
      if (dist[above] <= d) break;
      heap[at] = above;
      where[above] = at;
      at = parent;
    }
    heap[at] = cell;
    where[cell] = at;
  }
  private down(cell: number, at: number): void {
    const { heap, where, dist, count } = this;
    const d = dist[cell];
    for (;;) {
      let child = 2 * at + 1;
      if (child >= count) break;
      if (child + 1 < count && dist[heap[child + 1]] < dist[heap[child]]) child++;
      if (dist[heap[child]] >= d) break;
      heap[at] = heap[child];
      where[heap[child]] = at;
      at = child;
    }
    heap[at] = cell;
    where[cell] = at;
  }
}
