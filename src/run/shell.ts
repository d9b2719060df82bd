// How a user's command line is started, with a memory limit when one is
// asked for.
//
// A command that is one plain list of words (`./a.out`, `python3 sol.py`)
// means to the shell only "find this program on PATH and run it with these
// arguments", which spawning it directly does too, without starting a shell
// first (a sizeable part of a small program's run). Anything else (pipes,
// quotes, variables, `cd dir && ...`) runs in /bin/sh as written.
//
// When the shell is needed for a plain command (to set the memory limit),
// the command is run with `exec`: dash (Debian's /bin/sh) forks even for
// the last command of `sh -c`, so the program would be a child of the
// shell, and a death by signal would reach us as exit status 128+N.
//
// The memory limit is RLIMIT_DATA (`ulimit -d`), set by the shell before the
// command: since Linux 4.7 it bounds the private writable memory a process
// maps (heap, anonymous mmap, static arrays), not the address space it
// merely reserves, so Go and Java runtimes, which reserve gigabytes up
// front, still start (RLIMIT_AS, `ulimit -v`, makes them fail at once). A
// JVM still commits its initial heap (1/64 of the machine's memory unless
// -Xms says less) and needs a limit above it. The limit holds for each
// process of the command separately, and the stack is not counted.

/** A command that is a plain list of words: no quote, variable, glob, redirection or operator. */
const PLAIN_WORDS = /^[ \t]*[A-Za-z0-9_./][A-Za-z0-9_./+,:@%-]*([ \t]+[A-Za-z0-9_./+,:=@%-]+)*[ \t]*$/;

/** First words that mean something else to the shell: reserved words and built-ins (some exist only inside it, some differ outside). */
const SHELL_ONLY = new Set(
  (
    'if then else elif fi do done case esac while until for in break continue exit return exec eval export readonly ' +
    'unset shift set trap wait cd chdir ulimit umask alias unalias local read times type command getopts hash jobs fg bg fc . : echo printf test true false kill pwd'
  ).split(' '),
);

/** The words of `command` when running them is all the shell would do with it; undefined otherwise. */
export function plainWords(command: string): string[] | undefined {
  if (!PLAIN_WORDS.test(command)) return undefined;
  const words = command.trim().split(/[ \t]+/);
  return SHELL_ONLY.has(words[0]) ? undefined : words;
}

/** `exec COMMAND` when the shell may hand its process to the program; COMMAND otherwise. */
export function execIfPlain(command: string): string {
  const words = plainWords(command);
  return words ? `exec ${words.join(' ')}` : command;
}

export interface Launch {
  file: string;
  args: string[];
  /** Whether /bin/sh runs the command (otherwise the program is started itself, and a failure to start is ours to report). */
  viaShell: boolean;
}

/** `memoryBytes`: the limit of each process's data memory, or undefined for none. */
export function launch(command: string, memoryBytes?: number): Launch {
  const words = plainWords(command);
  if (words && memoryBytes === undefined) return { file: words[0], args: words.slice(1), viaShell: false };
  const run = execIfPlain(command);
  if (memoryBytes === undefined) return { file: '/bin/sh', args: ['-c', run], viaShell: true };
  // On a line of its own, so that the command is parsed exactly as it would be alone.
  return { file: '/bin/sh', args: ['-c', `ulimit -d ${Math.max(1, Math.floor(memoryBytes / 1024))} || exit\n${run}`], viaShell: true };
}
