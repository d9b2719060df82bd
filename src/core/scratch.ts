// Working memory an accelerator reuses from one test to the next: a file of
// a thousand small tests otherwise spends more time allocating and
// collecting arrays than searching. The caller owns it and passes it in
// (the worker keeps one, the command line makes one per run), so nothing of
// it hides in module state. Whatever an array held before is garbage to its
// next user: each fills what it reads.

type Typed = Uint8Array | Int32Array;

export class Scratch {
  private readonly arrays = new Map<string, Typed>();
  private readonly things = new Map<string, unknown>();

  /** At least `size` bytes under `key` (a view of exactly `size`), grown when needed. */
  uint8(key: string, size: number): Uint8Array {
    return this.view(key, size, (n) => new Uint8Array(n)) as Uint8Array;
  }

  /** At least `size` 32-bit integers under `key` (a view of exactly `size`), grown when needed. */
  int32(key: string, size: number): Int32Array {
    return this.view(key, size, (n) => new Int32Array(n)) as Int32Array;
  }

  /**
   * An Int32Array of exactly `size` under `key`, taken out of the scratch:
   * the caller may keep it in a result; `give` returns it when nothing reads
   * it any more. A fresh one when the key holds none of that size.
   */
  takeInt32(key: string, size: number): Int32Array {
    const held = this.arrays.get(key);
    this.arrays.delete(key);
    return held instanceof Int32Array && held.length === size ? held : new Int32Array(size);
  }

  /** Gives back an array taken with takeInt32, for the next user of `key`. */
  give(key: string, array: Int32Array): void {
    this.arrays.set(key, array);
  }

  /** Something made once per scratch and kept (a compiled WebAssembly instance and its memory). */
  keep<T>(key: string, make: () => T): T {
    if (!this.things.has(key)) this.things.set(key, make());
    return this.things.get(key) as T;
  }

  private view(key: string, size: number, make: (n: number) => Typed): Typed {
    let held = this.arrays.get(key);
    if (!held || held.length < size) {
      held = make(Math.max(size, 2 * (held?.length ?? 0)));
      this.arrays.set(key, held);
    }
    return held.length === size ? held : held.subarray(0, size);
  }
}
