// Just enough of WebAssembly's binary format to write a few small functions
// on 32-bit integers and bytes of one memory, as nested expressions. Why
// WebAssembly at all: a command-line run is over in milliseconds, and V8 runs
// JavaScript loops interpreted until its optimizing compiler, working in the
// background, has compiled them (a few milliseconds each on a busy machine; a
// file of a thousand small tests meets them all before then). WebAssembly is
// compiled to machine code when the module is made, so it runs at speed from
// its first call.

/**
 * Bytes of code: an instruction, or an expression whose value it leaves on
 * the stack. Nested, flattened once when the module is written: built with
 * spreads instead, the module took over a millisecond to write before the JIT.
 */
export type Code = number | Code[];

function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}

function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

const I32 = 0x7f;
const VOID = 0x40;

/** A constant. */
export const int = (v: number): Code => [0x41, sleb(v | 0)];
/** Local variable `i` (parameters first). */
export const get = (i: number): Code => [0x20, uleb(i)];
export const set = (i: number, value: Code): Code => [value, 0x21, uleb(i)];
export const getGlobal = (i: number): Code => [0x23, uleb(i)];
export const setGlobal = (i: number, value: Code): Code => [value, 0x24, uleb(i)];

const binary =
  (opcode: number) =>
  (a: Code, b: Code): Code => [a, b, opcode];
export const add = binary(0x6a);
export const sub = binary(0x6b);
export const mul = binary(0x6c);
export const divU = binary(0x6e);
export const and = binary(0x71);
export const or = binary(0x72);
export const xor = binary(0x73);
export const shl = binary(0x74);
export const shrU = binary(0x76);
export const eq = binary(0x46);
export const ne = binary(0x47);
export const ltS = binary(0x48);
export const gtU = binary(0x4b);
export const ltU = binary(0x49);
export const geU = binary(0x4f);
export const leS = binary(0x4c);
export const geS = binary(0x4e);
export const eqz = (a: Code): Code => [a, 0x45];
/** `cond ? a : b`, both evaluated. */
export const select = (a: Code, b: Code, cond: Code): Code => [a, b, cond, 0x1b];

/** Memory at byte `address`: unsigned byte, 16-bit and 32-bit little-endian words (no alignment needed). */
export const load8 = (address: Code): Code => [address, 0x2d, 0, 0];
export const load32 = (address: Code): Code => [address, 0x28, 0, 0];
export const store8 = (address: Code, value: Code): Code => [address, value, 0x3a, 0, 0];
export const store32 = (address: Code, value: Code): Code => [address, value, 0x36, 0, 0];

/** Structured control: `br(0)` inside a block leaves it, inside a loop starts the loop again; each level out adds 1. */
export const block = (...body: Code[]): Code => [0x02, VOID, body, 0x0b];
export const loop = (...body: Code[]): Code => [0x03, VOID, body, 0x0b];
export const when = (cond: Code, ...body: Code[]): Code => [cond, 0x04, VOID, body, 0x0b];
export const ifElse = (cond: Code, then: Code, otherwise: Code): Code => [cond, 0x04, VOID, then, 0x05, otherwise, 0x0b];
export const br = (depth: number): Code => [0x0c, uleb(depth)];
export const brIf = (depth: number, cond: Code): Code => [cond, 0x0d, uleb(depth)];
export const ret = (value: Code): Code => [value, 0x0f];
/** Function number `index` of the module (in the order given to wasmModule) on `args`. */
export const call = (index: number, ...args: Code[]): Code => [args, 0x10, uleb(index)];

/** `while (cond) body`, as a block around a loop; inside `body`, the loop is depth 0 and the block depth 1. */
export const whileLoop = (cond: Code, ...body: Code[]): Code => block(loop(brIf(1, eqz(cond)), ...body, br(0)));

export interface WasmFunction {
  name: string;
  params: number;
  locals: number;
  /** Whether it returns an i32. */
  result: boolean;
  body: Code[];
}

function section(id: number, items: Code[]): number[] {
  const body = bytesOf([uleb(items.length), items]);
  return [id, ...uleb(body.length), ...body];
}

function bytesOf(code: Code): number[] {
  return [code].flat(Infinity as 1) as number[];
}

const name = (s: string): Code => [uleb(s.length), [...s].map((ch) => ch.charCodeAt(0))];

/**
 * A module importing its memory as "m"."memory", with `globals` mutable i32
 * globals exported as "g0", "g1", … and the functions exported by name.
 */
export function wasmModule(functions: WasmFunction[], globals: number): Uint8Array<ArrayBuffer> {
  const types = functions.map((f) => [0x60, uleb(f.params), new Array<number>(f.params).fill(I32), f.result ? [1, I32] : [0]]);
  const memoryImport = [name('m'), name('memory'), 0x02, 0x00, 0x01];
  const globalItems = Array.from({ length: globals }, () => [I32, 0x01, int(0), 0x0b]);
  const exports = [...functions.map((f, i) => [name(f.name), 0x00, uleb(i)]), ...Array.from({ length: globals }, (_, i) => [name(`g${i}`), 0x03, uleb(i)])];
  const code = functions.map((f) => {
    const body = bytesOf([f.locals > 0 ? [1, uleb(f.locals), I32] : [0], f.body, 0x0b]);
    return [uleb(body.length), body];
  });
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, types),
    ...section(2, [memoryImport]),
    ...section(
      3,
      functions.map((_, i) => uleb(i)),
    ),
    ...section(6, globalItems),
    ...section(7, exports),
    ...section(10, code),
  ]);
}
