// Reading a command's arguments: options with values (`--seed 7`,
// `--seed=7`), flags, and the words that are not options, with the message
// for what cannot be read. Shared by the commands that take many options.

import { escapeText } from '../core/text/chars';

export interface Arguments {
  /** The value of each option given, by its name (the last one given wins). */
  values: Map<string, string>;
  /** Words that are not options, in order. */
  words: string[];
  help: boolean;
}

/** `names`: the options that take a value; `aliases`: short names for some of them. */
export function readArguments(argv: readonly string[], names: readonly string[], aliases: Readonly<Record<string, string>> = {}): Arguments | string {
  const values = new Map<string, string>();
  const words: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const written = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    const name = aliases[written] ?? written;
    if (names.includes(name)) {
      const value = written !== a ? a.slice(eq + 1) : argv[++i];
      if (value === undefined) return `${written} needs a value.`;
      values.set(name, value);
    } else if (a === '--help' || a === '-h') help = true;
    else if (a.startsWith('-') && a !== '-') return `Unknown option ${escapeText(a)}.`;
    else words.push(a);
  }
  return { values, words, help };
}

/** The number `text` spells in plain digits, if it lies in [min, max]. */
export function whole(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,16}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}
