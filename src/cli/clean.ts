// The command line's way for an input laid out the usual way: read a window
// at a time into the accelerator's memory, detected from its first lines,
// answered straight from its bytes (core/clean.ts). Anything unusual gives
// up, for the careful way (solve.ts) to read and report on.

import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { answerClean, ByteStream, type ReadInto } from '../core/clean';
import { detect, DETECT_LINES } from '../core/detect';
import type { Problem } from '../core/problem';
import { BUILT_INS, type Registry } from '../core/problems';
import { Scratch } from '../core/scratch';
import { textGridOf } from '../core/search/text-grid.fast';
import { SourceText } from '../core/text/source';
import { MAX_FILE_BYTES, READ } from './input';

/**
 * The judge's output when the input is clean (see core/clean.ts): read a
 * window at a time, detected from its first lines, answered from its bytes.
 * Undefined otherwise, and on any error, for the careful path to report.
 * `held.bytes`: standard input or a pipe, read whole already (see
 * readUnseekable): they cannot be read twice.
 */
export function solveClean(args: { file: string; problem?: string }, held: { bytes?: Buffer } = {}, registry: Registry = BUILT_INS, scratch = new Scratch()): string | undefined {
  let fd = -1;
  try {
    let readInto: ReadInto;
    if (!held.bytes) {
      fd = openSync(args.file, 'r');
      if (fstatSync(fd).size > MAX_FILE_BYTES) return undefined;
    }
    const whole = held.bytes;
    if (whole) {
      let next = 0;
      readInto = (into, at, length) => {
        const n = Math.min(length, READ, whole.length - next);
        into.set(whole.subarray(next, next + n), at);
        next += n;
        return n;
      };
    } else {
      const from = fd;
      readInto = (into, at, length) => readSync(from, into, at, Math.min(length, READ), null);
    }
    // Read into the memory where the tests are answered: no copy of any test.
    const stream = ByteStream.within(readInto, textGridOf(scratch).window());
    const problem = args.problem ? registry.byId(args.problem) : detectClean(stream, registry);
    const clean = problem && registry.acceleratorOf(problem)?.clean;
    if (!clean) return undefined;
    const answers = answerClean(stream, clean, scratch);
    return answers && answers.join('\n') + '\n';
  } catch {
    return undefined;
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/**
 * detect() on the first DETECT_LINES lines or more, which decide for a clean
 * input (no blank line; see DETECT_LINES); undefined when they are not ASCII
 * (which alone decodes alike as Latin-1 and UTF-8) or more than the window
 * holds (a clean input's first lines never are).
 */
function detectClean(stream: ByteStream, registry: Registry): Problem | undefined {
  stream.hold(FIRST_LOOK);
  // A first look at a few lines tells how many bytes hold enough of them.
  let look = Math.min(stream.held, FIRST_LOOK);
  for (;;) {
    const bytes = Buffer.from(stream.bytes.buffer, stream.bytes.byteOffset + stream.pos, look);
    if (!isAscii(bytes)) return undefined;
    const text = bytes.toString('latin1');
    // Whole lines only, unless the text is all there is.
    const cut = text.lastIndexOf('\n') + 1;
    const src = new SourceText(text.slice(0, cut));
    if (src.lineCount >= DETECT_LINES) {
      const d = detect(src, registry);
      return d.prefixDecides ? d.problem : undefined;
    }
    if (look === stream.held && !stream.more()) return stream.ended ? detect(cut === text.length ? src : new SourceText(text), registry).problem : undefined;
    const enough = Math.ceil((1.1 * look * DETECT_LINES) / Math.max(1, src.lineCount - 1));
    while (stream.held < enough && stream.more());
    look = Math.min(stream.held, enough);
  }
}

/** Bytes decoded at first to detect a clean input. */
const FIRST_LOOK = 64 * 1024;
