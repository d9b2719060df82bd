// Process groups of the programs running now. Each program is started as the
// leader of a new session and process group, so that one signal to the
// group ends it and every process it started (a forked child, `sleep &`),
// wherever they were reparented. Only a process that leaves the group on
// purpose (setsid, a daemon) escapes.

const live = new Set<number>();
let hooked = false;

/** Remembers a group so that it is ended if this process exits first. */
export function adoptGroup(pgid: number): void {
  live.add(pgid);
  if (!hooked) {
    hooked = true;
    // 'exit' also runs on process.exit(); a death by signal is the caller's to handle (see killAllGroups).
    process.on('exit', killAllGroups);
  }
}

/** Ends every process of the group at once; a group already gone is fine. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: nothing of the group is left.
  }
}

/** Forgets a group whose processes are all gone. */
export function releaseGroup(pgid: number): void {
  live.delete(pgid);
}

/** Ends every group still running, e.g. when the user interrupts the command line. */
export function killAllGroups(): void {
  for (const pgid of live) killGroup(pgid);
  live.clear();
}
