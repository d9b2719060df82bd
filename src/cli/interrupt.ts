// Running a command that starts programs (judge, stress) to its end: when
// it is interrupted (Ctrl+C, a kill, a closed terminal), the programs it
// started end first. They run in sessions of their own, where the
// terminal's Ctrl+C does not reach.

import { escapeText } from '../core/text/chars';
import { killAllGroups } from '../run/groups';

/** The exit status of a process ended by each signal, as shells give it. */
const SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/** Sets the exit status to what `command` resolves to, or to `failed` (saying why, after `name`) when it throws. */
export function runToEnd(name: string, command: () => Promise<number>, failed: number): void {
  const stop = (signal: NodeJS.Signals) => {
    killAllGroups();
    process.exit(SIGNALS[signal as keyof typeof SIGNALS]);
  };
  for (const s of Object.keys(SIGNALS)) process.on(s, stop);
  command().then(
    (code) => {
      for (const s of Object.keys(SIGNALS)) process.off(s, stop);
      process.exitCode = code;
    },
    (e) => {
      console.error(`${name}: ${escapeText(String((e as Error)?.message ?? e))}`);
      process.exitCode = failed;
    },
  );
}
