// The worker's copy of each document's text. A request carries either the
// whole text or the edits since the version the worker last got: a keystroke
// in a 12.5 MB file then costs the host no getText() and the message no copy.
// The text is kept split into lines; a keystroke that types over characters
// re-cuts only its line (core/text/edited.ts), and the text is then not even
// joined into one string unless a later edit needs it.

import { editedSource } from '../core/text/edited';
import { SourceText } from '../core/text/source';
import type { SolveRequest } from '../workerProtocol';

const texts = new Map<string, { version: number; src: SourceText }>();

/** The request's text, split: sent whole, or the kept text with the edits applied. Undefined when they do not fit. */
export function sourceOf(req: SolveRequest): SourceText | undefined {
  let src: SourceText;
  if (req.text !== undefined) src = new SourceText(req.text);
  else {
    const had = texts.get(req.key);
    const e = req.edits;
    if (!had || !e || had.version !== e.from) return undefined;
    const typedOver = editedSource(had.src, e.changes.flat());
    if (typedOver) src = typedOver;
    else {
      let text = had.src.text;
      for (const edit of e.changes) for (const c of edit) text = text.slice(0, c.offset) + c.text + text.slice(c.offset + c.length);
      src = new SourceText(text);
    }
    if (src.length !== e.length) return undefined;
  }
  if (req.version >= 0) texts.set(req.key, { version: req.version, src });
  else texts.delete(req.key);
  return src;
}

export function forgetText(key: string): void {
  texts.delete(key);
}
