// The small checks every part of a description goes through: a value of the
// right type and range, an object with only the properties it may have, a
// place inside a string. Each mistake becomes an issue at its place, in plain
// words; a check that fails returns undefined, and the caller goes on with the
// rest, so one reading reports every mistake it can.

import { escapeText } from '../text/chars';
import { type Issue, type Range } from '../text/issues';
import type { JsonMember, JsonObject, JsonString, JsonValue } from './json';

const KIND_NAMES: Record<JsonValue['kind'], string> = {
  object: 'an object {…}',
  array: 'a list […]',
  string: 'a string',
  number: 'a number',
  true: 'true',
  false: 'false',
  null: 'null',
};

export class Checker {
  readonly issues: Issue[] = [];

  error(range: Range, message: string): undefined {
    this.issues.push({ range, message, severity: 'error', code: 'other' });
    return undefined;
  }

  warn(range: Range, message: string): void {
    this.issues.push({ range, message, severity: 'warning', code: 'other' });
  }

  get failed(): boolean {
    return this.issues.some((i) => i.severity === 'error');
  }

  /** The members of an object, by name; every other property is an error that says which ones it may have. */
  object(node: JsonValue, what: string, allowed: readonly string[]): Map<string, JsonMember> | undefined {
    if (node.kind !== 'object') return this.error(node.range, `${what} must be an object {…}, not ${KIND_NAMES[node.kind]}.`);
    return this.members(node, what, allowed);
  }

  members(node: JsonObject, what: string, allowed: readonly string[]): Map<string, JsonMember> {
    const out = new Map<string, JsonMember>();
    for (const m of node.members) {
      if (allowed.includes(m.key)) out.set(m.key, m);
      else {
        const near = closest(m.key, allowed);
        this.error(m.keyRange, `${what} has no property "${shown(m.key)}"${near ? `; did you mean "${near}"?` : `. It may have: ${allowed.filter((a) => !a.startsWith('$')).join(', ')}.`}`);
      }
    }
    return out;
  }

  string(node: JsonValue, what: string): JsonString | undefined {
    if (node.kind !== 'string') return this.error(node.range, `${what} must be a string "…", not ${KIND_NAMES[node.kind]}.`);
    return node;
  }

  /** A whole number from `min` to `max`. */
  integer(node: JsonValue, what: string, min: number, max: number): number | undefined {
    if (node.kind !== 'number') return this.error(node.range, `${what} must be a whole number, not ${KIND_NAMES[node.kind]}.`);
    if (!Number.isInteger(node.value) || node.value < min || node.value > max)
      return this.error(node.range, `${what} must be a whole number from ${min} to ${max.toLocaleString('en-US')}; ${node.value} is not.`);
    return node.value;
  }

  boolean(node: JsonValue, what: string): boolean | undefined {
    if (node.kind === 'true' || node.kind === 'false') return node.kind === 'true';
    return this.error(node.range, `${what} must be true or false, not ${KIND_NAMES[node.kind]}.`);
  }

  /** The items of a list of at most `most` items (a longer one is refused before any item is looked at). */
  list(node: JsonValue, what: string, most: number): JsonValue[] | undefined {
    if (node.kind !== 'array') return this.error(node.range, `${what} must be a list […], not ${KIND_NAMES[node.kind]}.`);
    if (node.items.length > most) return this.error(node.range, `${what} has ${node.items.length.toLocaleString('en-US')} items; it may have at most ${most.toLocaleString('en-US')}.`);
    return node.items;
  }
}

/** Where characters from..to of a string value stand: exactly when it has no escapes, else the whole string. */
export function within(node: JsonString, from: number, to: number): Range {
  if (!node.plain || node.range.start.line !== node.range.end.line) return node.range;
  const col = node.range.start.col + 1;
  return { start: { line: node.range.start.line, col: col + from }, end: { line: node.range.start.line, col: col + Math.max(to, from + 1) } };
}

/** A name from a file, made safe to show and kept short. */
export function shown(text: string): string {
  const safe = escapeText(text);
  return safe.length > 40 ? safe.slice(0, 40) + '…' : safe;
}

/**
 * The allowed name a mistyped one most likely meant: the same letters in
 * another case, or one at most two edits away that keeps some of its letters
 * (so "K" does not suggest "H").
 */
export function closest(name: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.min(3, name.length);
  for (const a of allowed) {
    if (a.toLowerCase() === name.toLowerCase()) return a;
    const d = editDistance(name.toLowerCase(), a.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = a;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, or `cap` once it is certain to reach it (names are short; this bounds the work on long ones). */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap || a.length > 64 || b.length > 64) return cap;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return Math.min(row[b.length], cap);
}
