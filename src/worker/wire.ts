// How a solved case travels to the host: plain fields, the route and the
// layers known or wanted at once, with typed arrays handed over (transferred)
// rather than copied; the other layers stay behind, deferred, recorded as
// missing, and follow in a "rest" message.

import type { CaseResult } from '../core/problem';
import type { WireLayer, WireResult } from '../workerProtocol';

/** A result the host has (or is being sent), and what of it has not been sent yet. */
export interface Entry {
  result: CaseResult;
  /** Indices of layers whose values have not been sent. */
  missingLayers: number[];
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
 * The result as sent: every layer whose values are known, the layer in
 * `show` (else the first) and those the marks need, computed now if deferred;
 * the other deferred layers as names only, recorded as missing. The route goes
 * along, computed now if deferred: it is drawn with the colours, and sending
 * it later would make the editor draw everything twice.
 */
export function wireResult(uid: number, r: CaseResult, show: ReadonlySet<string>): { wire: WireResult; entry: Entry } {
  let shown = r.layers.findIndex((l) => show.has(l.id));
  if (shown < 0) shown = 0;
  const needed = new Set([shown, ...(r.marks ?? []).map((m) => r.layers.findIndex((l) => l.id === m.layer))]);
  const missingLayers: number[] = [];
  const layers = r.layers.map((l, i): WireLayer => {
    const { data, ...info } = l;
    if (!data.isKnown && !needed.has(i)) {
      missingLayers.push(i);
      return info;
    }
    return { ...info, data: data.get() };
  });
  const wire: WireResult = { answer: r.answer, summary: r.summary, uid, layers };
  if (r.marks) wire.marks = r.marks;
  const line = r.line.get();
  if (line) wire.line = line;
  return { wire, entry: { result: r, missingLayers } };
}
