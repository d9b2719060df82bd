// Small helpers for messages in plain words.

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Capitalizes a name to open a sentence, except a one-letter variable: "n" and "N" are different numbers. */
export function sentenceStart(name: string): string {
  return /^[A-Za-z]$/.test(name) ? name : capitalize(name);
}

/** ".#P" → '".", "#" and "P"' */
export function listChars(alphabet: string): string {
  return listWords([...alphabet].map((c) => `"${c}"`));
}

/** ["a", "b", "c"] → "a, b and c" */
export function listWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function plural(n: number, noun: string): string {
  return n === 1 ? noun : noun + 's';
}
