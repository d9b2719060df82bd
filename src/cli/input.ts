// How the command line reads its input: a file, standard input ("-"), a pipe
// or a device, never more than MAX_FILE_BYTES of any of them, decoded as a
// judge's input is (ASCII as Latin-1, at a fraction of UTF-8's cost).

import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { SourceText } from '../core/text/source';

/** Far above any legal input of the built-in problems (the largest is about 13 MB). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Bytes read at a time: a page of the window is touched (a page fault each) only once it holds some. */
export const READ = 1 << 20;

/** `held`: the bytes of standard input or of a pipe if solveClean read them already (they cannot be read twice). */
export function readInput(file: string, held: Buffer | undefined): SourceText {
  if (held) return decode(held);
  if (file === '-') return decode(readAtMost(0, '-'));
  const fd = openSync(file, 'r');
  try {
    return decode(readAtMost(fd, file));
  } finally {
    closeSync(fd);
  }
}

/**
 * The whole input behind `fd`, read a piece at a time, or an error as soon as
 * it passes MAX_FILE_BYTES: the limit holds for files, pipes, devices
 * (/dev/zero never ends) and standard input alike, whatever their size says.
 */
export function readAtMost(fd: number, name: string): Buffer {
  const size = fstatSync(fd).size;
  if (size > MAX_FILE_BYTES) throw new Error(tooLarge(name));
  const pieces: Buffer[] = [];
  let total = 0;
  for (;;) {
    const piece = Buffer.allocUnsafe(Math.min(READ, MAX_FILE_BYTES + 1 - total));
    const n = readSync(fd, piece, 0, piece.length, null);
    if (n === 0) break;
    pieces.push(n === piece.length ? piece : piece.subarray(0, n));
    total += n;
    if (total > MAX_FILE_BYTES) throw new Error(tooLarge(name));
  }
  return pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, total);
}

/** Standard input, a pipe or a device read whole (within the limit), since it cannot be read twice; undefined for a file. */
export function readUnseekable(file: string): Buffer | undefined {
  if (file === '-') return readAtMost(0, '-');
  const fd = openSync(file, 'r');
  try {
    return fstatSync(fd).isFile() ? undefined : readAtMost(fd, file);
  } finally {
    closeSync(fd);
  }
}

function tooLarge(name: string): string {
  return `${name === '-' ? 'standard input' : name} holds more than ${MAX_FILE_BYTES} bytes; inputs that large are not read.`;
}

/**
 * UTF-8 text of the bytes. Judge inputs are nearly always plain ASCII, where
 * Latin-1 decodes to the same string as UTF-8 at a fraction of the cost (a
 * byte per character, no validation).
 */
export function decode(bytes: Buffer): SourceText {
  if (!isAscii(bytes)) return new SourceText(bytes.toString('utf8'));
  // The fast grid reader copies rows from these bytes rather than encode the text again;
  // a plain view, as a subclass such as node's Buffer makes every subarray() of a row slower.
  return new SourceText(bytes.toString('latin1'), { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) });
}
