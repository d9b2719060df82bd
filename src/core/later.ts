// A value that is known, computed when first asked for, or (in the extension
// host) still on its way from the worker. The three states are the type's,
// not an unwritten rule: a reader asks `get()` and is told `undefined` only
// while the value is pending.

export class Later<T> {
  private value: T | undefined;
  private compute: (() => T) | undefined;
  private state: 'known' | 'deferred' | 'pending';

  private constructor(state: 'known' | 'deferred' | 'pending', value: T | undefined, compute: (() => T) | undefined) {
    this.state = state;
    this.value = value;
    this.compute = compute;
  }

  static known<T>(value: T): Later<T> {
    return new Later<T>('known', value, undefined);
  }

  /** Computed by `compute` the first time someone asks, then kept. */
  static deferred<T>(compute: () => T): Later<T> {
    return new Later<T>('deferred', undefined, compute);
  }

  /** Not here yet: `arrive` gives it. */
  static pending<T>(): Later<T> {
    return new Later<T>('pending', undefined, undefined);
  }

  /** True when asking costs nothing: the value is known. */
  get isKnown(): boolean {
    return this.state === 'known';
  }

  get isPending(): boolean {
    return this.state === 'pending';
  }

  /** The value, computed now if it was deferred; undefined only while pending. */
  get(): T | undefined {
    if (this.state === 'deferred') {
      this.value = this.compute!();
      this.compute = undefined;
      this.state = 'known';
    }
    return this.value;
  }

  /** The value of a pending one has come. */
  arrive(value: T): void {
    this.value = value;
    this.compute = undefined;
    this.state = 'known';
  }
}
