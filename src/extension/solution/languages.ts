// The languages a chosen solution file can be in, with the commands that build
// and run it unless settings say otherwise. Pure (no vscode), so the unit
// tests read it: package.json's defaults are checked against this table.
//
// A command is a shell command line with placeholders: {file} the source,
// {out} the program built from it, {dir} the folder it is built in, {class}
// the file's name without its extension (Java's main class).

export interface Language {
  /** The word in the settings' names: gridLens.solution.<id>.compileCommand. */
  id: string;
  name: string;
  /** File name endings, lower case, with the dot. */
  extensions: readonly string[];
  /** '' when the source runs as it is. */
  compile: string;
  run: string;
}

export const LANGUAGES: readonly Language[] = [
  { id: 'cpp', name: 'C++', extensions: ['.cpp', '.cc', '.cxx', '.c++'], compile: 'g++ -O2 -std=c++17 -o {out} {file}', run: '{out}' },
  { id: 'c', name: 'C', extensions: ['.c'], compile: 'gcc -O2 -std=c11 -o {out} {file} -lm', run: '{out}' },
  { id: 'python', name: 'Python', extensions: ['.py'], compile: '', run: 'python3 {file}' },
  // A JVM commits its whole initial heap at start (1/64 of the machine's memory), which a memory
  // limit counts: a small initial heap lets it start under any sensible limit and grow as needed.
  { id: 'java', name: 'Java', extensions: ['.java'], compile: 'javac -d {dir} {file}', run: 'java -Xms32m -cp {dir} {class}' },
  { id: 'rust', name: 'Rust', extensions: ['.rs'], compile: 'rustc -O -o {out} {file}', run: '{out}' },
  { id: 'go', name: 'Go', extensions: ['.go'], compile: 'go build -o {out} {file}', run: '{out}' },
];

/** The language of a source file, by its name's ending. */
export function languageOf(file: string): Language | undefined {
  const lower = file.toLowerCase();
  return LANGUAGES.find((l) => l.extensions.some((e) => lower.endsWith(e)));
}

export interface Placeholders {
  file: string;
  out: string;
  dir: string;
  class: string;
}

/** Characters a word may hold and still mean itself to the shell (see run/shell.ts's plain words). */
const PLAIN_WORD = /^[A-Za-z0-9_./+,:@%-]+$/;

/** The word as the shell reads it back: itself when plain, else in single quotes. */
export function shellWord(s: string): string {
  return PLAIN_WORD.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The command with each placeholder replaced by its value, quoted for the shell; other braces are left alone. */
export function fillCommand(template: string, values: Placeholders): string {
  return template.replace(/\{(file|out|dir|class)\}/g, (_, name: keyof Placeholders) => shellWord(values[name]));
}
