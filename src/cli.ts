// grid-lens: the command-line face of the core. One command per file in
// src/cli/: solve and detect (solve.ts); judge (judge.ts), gen (gen.ts) and
// stress (stress.ts), each loaded only when asked for: judge and stress start
// programs, a cost no other command should pay.

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
  const command = process.argv[2];
  if (command === 'judge') {
    void import('./cli/judge').then((judge) => judge.runJudgeCommand(process.argv.slice(3)));
    return;
  }
  if (command === 'stress') {
    void import('./cli/stress').then((stress) => stress.runStressCommand(process.argv.slice(3)));
    return;
  }
  if (command === 'gen') {
    void import('./cli/gen').then((gen) => {
      process.exitCode = gen.genCommand(process.argv.slice(3), { out: (s) => console.log(s), err: (s) => console.error(s), write: writeOut });
    });
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
