// The arguments of /bin/sh that run a user's command line, with a memory
// limit when one is asked for.
//
// dash (Debian's /bin/sh) forks even for the last command of `sh -c`: the
// program would be a child of the shell, a death by signal would reach us as
// exit status 128+N, and every run would pay for a second process. A command
// that is one plain word list (`./a.out`, `python3 sol.py`) is therefore run
// with `exec`, which replaces the shell by the program; anything else
// (pipes, quotes, variables, `cd dir && ...`) runs as written.
//
// The memory limit is RLIMIT_DATA (`ulimit -d`), set by the shell before the
// command: since Linux 4.7 it bounds the private writable memory a process
// maps (heap, anonymous mmap, static arrays), not the address space it
// merely reserves, so Go and Java runtimes, which reserve gigabytes up
// front, still start (RLIMIT_AS, `ulimit -v`, makes them fail at once).
// It applies to each process of the command separately, and the stack is
// not counted.

/** Characters of a command that is a plain list of words: no quote, variable, glob, redirection or operator. */
const PLAIN_WORDS = /^[ \t]*[A-Za-z0-9_./][A-Za-z0-9_./+,:@%-]*([ \t]+[A-Za-z0-9_./+,:=@%-]+)*[ \t]*$/;

/** Words `exec` must not replace: the shell's reserved words and built-ins (some exist only inside it, some differ outside). */
const SHELL_ONLY = new Set(
  ('if then else elif fi do done case esac while until for in break continue exit return exec eval export readonly ' +
    'unset shift set trap wait cd chdir ulimit umask alias unalias local read times type command getopts hash jobs fg bg fc . : echo printf test true false kill pwd').split(' '),
);

/** `exec COMMAND` when the shell may hand its process to the program; COMMAND otherwise. */
export function execIfPlain(command: string): string {
  if (!PLAIN_WORDS.test(command)) return command;
  const first = command.trim().split(/[ \t]+/)[0];
  return SHELL_ONLY.has(first) ? command : `exec ${command.trim()}`;
}

/** `memoryBytes`: the limit of each process's data memory, or undefined for none. */
export function shellArgs(command: string, memoryBytes?: number): string[] {
  const run = execIfPlain(command);
  if (memoryBytes === undefined) return ['-c', run];
  // On a line of its own, so that the command is parsed exactly as it would be alone.
  return ['-c', `ulimit -d ${Math.max(1, Math.floor(memoryBytes / 1024))} || exit\n${run}`];
}
