// Writing the command line's output.

import { writeSync } from 'node:fs';

/** Where a command writes: lines of messages to `out` and `err`, the judge's output as it is to `write`. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  write(text: string): unknown;
}

/**
 * Writes to standard output at once, without setting up process.stdout (a
 * few ms); that takes over if the pipe is full (then the result is false: the
 * stream may still be writing).
 */
export function writeOut(s: string): boolean {
  const bytes = Buffer.from(s);
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(1, bytes, done, bytes.length - done);
    return true;
  } catch {
    process.stdout.write(bytes.subarray(done));
    return false;
  }
}
