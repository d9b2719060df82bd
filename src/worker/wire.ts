// How a solved case travels to the host: plain fields, the route and the
// layers wanted at once, with typed arrays handed over (transferred) rather
// than copied; the other layers stay behind, recorded as missing, and follow
// in a "rest" message.

import type { CaseResult } from '../core/problem';
import type { WireLayer, WireResult } from '../workerProtocol';

/** A result the host has (or is being sent), and what of it has not been sent yet. */
export interface Entry {
  result: CaseResult;
  /** Indices of layers whose values have not been sent. */
  missingLayers: number[];
}

/** True for a property computed on first read (a lazy layer's values, a lazy route). */
function isLazy(o: object, key: string): boolean {
  return typeof Object.getOwnPropertyDescriptor(o, key)?.get === 'function';
}

export function transferables(value: unknown, out: Set<ArrayBuffer>, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 6) return;
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) out.add(value.buffer);
    return;
  }
  if (value instanceof Map) {
    for (const v of value.values()) transferables(v, out, depth + 1);
    return;
  }
  for (const v of Object.values(value)) transferables(v, out, depth + 1);
}

/**
 * A copy of `value` as a message would carry it (own enumerable fields, class
 * instances as plain objects), with copies of its typed arrays, laid out
 * compactly: handed over, they leave the originals with the sender.
 */
export function withOwnArrays<T>(value: T, depth = 0): T {
  if (!value || typeof value !== 'object' || depth > 6) return value;
  if (ArrayBuffer.isView(value)) return (value as unknown as Uint8Array).slice() as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withOwnArrays(v, depth + 1)) as T;
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, withOwnArrays(v, depth + 1)])) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withOwnArrays(v, depth + 1);
  return out as T;
}

/**
 * The own enumerable properties of `o` except `skip`, with their values: a
 * cheap field computed on first read (pacman's summary) is read here, while
 * the costly ones the caller defers are in `skip` and never computed.
 */
function plainFields(o: object, skip: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) if (!skip.includes(k)) out[k] = (o as Record<string, unknown>)[k];
  return out;
}

/**
 * The result as sent: the layer in `show` (else the first), those the marks
 * need and every layer already computed with values, the rest as names only.
 * The route goes along, computed now if it is lazy: it is drawn with the
 * colours, and sending it later would make the editor draw everything twice.
 */
export function wireResult(uid: number, r: CaseResult, show: ReadonlySet<string>): { wire: WireResult; entry: Entry } {
  let shown = r.layers.findIndex((l) => show.has(l.id));
  if (shown < 0) shown = 0;
  const needed = new Set([shown, ...(r.marks ?? []).map((m) => r.layers.findIndex((l) => l.id === m.layer))]);
  const missingLayers: number[] = [];
  const layers = r.layers.map((l, i): WireLayer => {
    const meta = plainFields(l, ['values', 'max']) as WireLayer;
    if (isLazy(l, 'values') && !needed.has(i)) {
      missingLayers.push(i);
      return meta;
    }
    return { ...meta, values: l.values, max: l.max };
  });
  const rest = plainFields(r, ['layers', 'line']) as Omit<CaseResult, 'layers' | 'line'>;
  const wire: WireResult = { ...rest, uid, layers };
  if (r.line) wire.line = r.line;
  return { wire, entry: { result: r, missingLayers } };
}
