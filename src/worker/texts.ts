// The worker's copy of each document's text. A request carries either the
// whole text or the edits since the version the worker last got: a keystroke
// in a 12.5 MB file then costs the host no getText() and the message no copy.

import type { SolveRequest } from '../workerProtocol';

const texts = new Map<string, { version: number; text: string }>();

/** The request's text: sent whole, or the kept text with the edits applied. Undefined when they do not fit. */
export function textOf(req: SolveRequest): string | undefined {
  let text = req.text;
  if (text === undefined) {
    const had = texts.get(req.key);
    const e = req.edits;
    if (!had || !e || had.version !== e.from) return undefined;
    text = had.text;
    for (const edit of e.changes) for (const c of edit) text = text.slice(0, c.offset) + c.text + text.slice(c.offset + c.length);
    if (text.length !== e.length) return undefined;
  }
  if (req.version >= 0) texts.set(req.key, { version: req.version, text });
  else texts.delete(req.key);
  return text;
}

export function forgetText(key: string): void {
  texts.delete(key);
}
