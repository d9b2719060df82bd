// grid-lens: the command-line face of the core. One command per file in
// src/cli/: solve and detect (solve.ts), judge (judge.ts, loaded only when
// asked for: it starts programs, a cost no other command should pay).

import type { MainOptions } from './cli/solve';
import { solveCommand } from './cli/solve';
import { writeOut } from './cli/io';

export { solveClean } from './cli/clean';
export { MAX_FILE_BYTES, readAtMost } from './cli/input';
export type { MainOptions } from './cli/solve';

/**
 * The command line on `argv` (solve, detect, help): `out` and `err` take lines
 * of messages, `write` the judge's output as it is.
 */
export function main(argv: string[], out: (s: string) => void, err: (s: string) => void, write: (s: string) => unknown = writeOut, options: MainOptions = {}): number {
  return solveCommand(argv, { out, err, write }, options);
}

/** Runs the command line on the process's arguments. */
export function run(): void {
  if (process.argv[2] === 'judge') {
    void import('./cli/judge').then((judge) => judge.runJudgeCommand(process.argv.slice(3)));
    return;
  }
  // Whether something went to process.stdout or process.stderr, streams that may still be writing.
  let streamed = false;
  const code = main(
    process.argv.slice(2),
    (s) => {
      streamed = true;
      console.log(s);
    },
    (s) => {
      streamed = true;
      console.error(s);
    },
    (s) => (streamed = !writeOut(s) || streamed),
  );
  // All written already: exit now rather than wait for V8's background work (compiling) to end first.
  if (!streamed) process.exit(code);
  process.exitCode = code;
}

if (require.main === module) run();
