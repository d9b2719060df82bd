// The input layout part of a description: the test count, the header lines
// of named numbers, their limits, the board's size and the squares named by
// header values. Checked in plain words at the place of each mistake.

import { type Range } from '../text/issues';
import { type Checker, closest, shown, within } from './check';
import type { JsonMember, JsonString, JsonValue } from './json';
import { LIMITS, type SquareRule } from './types';

/** A name in the header, and where it is written. */
export interface HeaderName {
  name: string;
  /** Its header line (0-based) and its place among all names read, the test count first. */
  line: number;
  order: number;
  range: Range;
}

export interface Limit {
  min: number;
  max: number | string;
  range: Range;
}

export interface Layout {
  tests: HeaderName | undefined;
  header: HeaderName[][];
  limits: Map<string, Limit>;
  rows: string | number;
  cols: string | number;
  totalCells: number | undefined;
  /** Every name read, the test count included. */
  names: Map<string, HeaderName>;
}

/** A square as written, before its `on` characters are checked against the cells. */
export interface SquareDraft extends Omit<SquareRule, 'on'> {
  on: { text: string; node: JsonString } | undefined;
  range: Range;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;

export function readLayout(c: Checker, top: Map<string, JsonMember>, whole: Range): Layout | undefined {
  const names = new Map<string, HeaderName>();
  let order = 0;
  const tests = top.get('tests') && readTests(c, top.get('tests')!.value);
  if (tests) names.set(tests.name, { ...tests, order: order++ });
  const header: HeaderName[][] = [];
  const lines = top.get('header') ? c.list(top.get('header')!.value, 'The header', LIMITS.headerLines) : [];
  lines?.forEach((line, l) => {
    const s = c.string(line, `Header line ${l + 1}`);
    if (!s) return;
    const found: HeaderName[] = [];
    for (const m of s.value.matchAll(/\S+/g)) {
      const range = within(s, m.index!, m.index! + m[0].length);
      if (!NAME.test(m[0])) {
        c.error(range, `"${shown(m[0])}" is not a name for a header value: use letters, digits and "_", starting with a letter (H, W, sy, N_max).`);
        continue;
      }
      const before = names.get(m[0]);
      if (before) {
        c.error(range, `"${m[0]}" is already the name of ${before === tests ? 'the test count' : `a value on header line ${before.line + 1}`}; each value needs a name of its own.`);
        continue;
      }
      const name = { name: m[0], line: l, order: order++, range };
      names.set(m[0], name);
      found.push(name);
    }
    if (found.length > LIMITS.namesPerLine) c.error(s.range, `Header line ${l + 1} has ${found.length} names; a line may have at most ${LIMITS.namesPerLine}.`);
    else if (found.length === 0 && s.value.trim() === '') c.error(s.range, `Header line ${l + 1} is empty: write the names of its numbers, such as "H W".`);
    header.push(found);
  });
  const limits = readLimits(c, top.get('limits'), names);
  const boardMember = top.get('board');
  const board = boardMember
    ? c.object(boardMember.value, '"board"', ['rows', 'cols'])
    : c.error(whole, 'The description has no "board": say how many rows and columns it has, e.g. "board": { "rows": "H", "cols": "W" }.');
  const size = (key: 'rows' | 'cols') => {
    if (!board) return undefined;
    const m = board.get(key);
    if (!m) return c.error(boardMember!.value.range, `The board needs "${key}": a header name such as "${key === 'rows' ? 'H' : 'W'}", or a number.`);
    return readSize(c, m.value, key, names, tests);
  };
  const rows = size('rows');
  const cols = size('cols');
  const totalCells = top.get('maxTotalCells') && c.integer(top.get('maxTotalCells')!.value, '"maxTotalCells"', 1, LIMITS.fileCells);
  if (rows === undefined || cols === undefined) return undefined;
  return { tests, header, limits, rows, cols, totalCells, names };
}

function readTests(c: Checker, node: JsonValue): HeaderName | undefined {
  const s = c.string(node, '"tests"');
  if (!s) return undefined;
  if (!NAME.test(s.value))
    return c.error(s.range, `"tests" names the number that counts the tests, such as "T"; "${shown(s.value)}" is not such a name (letters, digits and "_", starting with a letter).`);
  return { name: s.value, line: -1, order: 0, range: s.range };
}

/** A range "min..max": whole numbers, written plainly (digits, "_" between them allowed), as 10^9 or as 2*10^5; max may name a value read earlier. */
const RANGE = /^\s*(-?[0-9][0-9_]*(?:\*10\^[0-9]+)?|-?10\^[0-9]+)\s*\.\.\s*(-?[0-9][0-9_]*(?:\*10\^[0-9]+)?|-?10\^[0-9]+|[A-Za-z_][A-Za-z0-9_]*)\s*$/;

function readLimits(c: Checker, member: JsonMember | undefined, names: Map<string, HeaderName>): Map<string, Limit> {
  const out = new Map<string, Limit>();
  if (!member) return out;
  const node = member.value;
  if (node.kind !== 'object') {
    c.error(node.range, `"limits" must be an object {…} of ranges, such as { "H": "1..50" }.`);
    return out;
  }
  for (const m of node.members) {
    const owner = names.get(m.key);
    if (!owner) {
      const near = closest(m.key, [...names.keys()]);
      c.error(
        m.keyRange,
        `"${shown(m.key)}" names no header value${near ? `; did you mean "${near}"?` : names.size ? `; the header has ${[...names.keys()].join(', ')}.` : ', and the header is empty.'}`,
      );
      continue;
    }
    const s = c.string(m.value, `The limit of ${m.key}`);
    if (!s) continue;
    const match = RANGE.exec(s.value);
    if (!match) {
      c.error(s.range, `The limit of ${m.key} must read "min..max", such as "1..50", "1..2*10^5" or "1..N" (a value read before it).`);
      continue;
    }
    const min = wholeNumber(match[1]);
    const max = /^[A-Za-z_]/.test(match[2]) ? match[2] : wholeNumber(match[2]);
    if (!Number.isSafeInteger(min) || (typeof max === 'number' && !Number.isSafeInteger(max))) {
      c.error(s.range, `The limit of ${m.key} goes beyond ${LIMITS.number.toLocaleString('en-US')}, past which numbers are not exact here.`);
      continue;
    }
    if (typeof max === 'string') {
      const bound = names.get(max);
      if (!bound) {
        c.error(s.range, `The limit of ${m.key} names "${shown(max)}", which is no header value.`);
        continue;
      }
      if (bound.order >= owner.order) {
        c.error(s.range, `The limit of ${m.key} names ${max}, which is read ${bound === owner ? 'as the very same value' : 'after it'}: a limit can only name a value read before.`);
        continue;
      }
    } else if (min > max) {
      c.error(s.range, `The limit of ${m.key} is empty: ${min} is more than ${max}.`);
      continue;
    }
    out.set(m.key, { min, max, range: s.range });
  }
  return out;
}

function wholeNumber(text: string): number {
  const plain = text.replace(/_/g, '');
  const power = /^(-?)(?:([0-9]+)\*)?10\^([0-9]+)$/.exec(plain);
  if (!power) return Number(plain);
  return (power[1] ? -1 : 1) * Number(power[2] ?? 1) * 10 ** Number(power[3]);
}

function readSize(c: Checker, node: JsonValue, key: 'rows' | 'cols', names: Map<string, HeaderName>, tests: HeaderName | undefined): string | number | undefined {
  const what = key === 'rows' ? 'The number of rows' : 'The number of columns';
  if (node.kind === 'number') return c.integer(node, what, 1, LIMITS.boardCells);
  const s = c.string(node, what);
  if (!s) return undefined;
  return headerValue(c, s, names, tests, `${what} of the board`);
}

/** A header name in a string of the description, other than the test count. */
function headerValue(c: Checker, s: JsonString, names: Map<string, HeaderName>, tests: HeaderName | undefined, what: string): string | undefined {
  if (tests && s.value === tests.name) return c.error(s.range, `${what} cannot be the test count ${tests.name}.`);
  if (names.has(s.value)) return s.value;
  const near = closest(
    s.value,
    [...names.keys()].filter((n) => n !== tests?.name),
  );
  return c.error(s.range, `${what} names "${shown(s.value)}", which is no header value${near ? `; did you mean "${near}"?` : names.size ? '.' : ': the header is empty.'}`);
}

/** A square: row and column (header names or fixed numbers), their base, and the characters it may stand on. */
export function readSquare(c: Checker, member: JsonMember, name: string, names: Map<string, HeaderName>, tests: HeaderName | undefined, extra: readonly string[] = []): SquareDraft | undefined {
  const m = c.object(member.value, `"${member.key}"`, ['row', 'col', 'base', 'on', ...extra]);
  if (!m) return undefined;
  const base = m.get('base') ? c.integer(m.get('base')!.value, 'The base', 0, 1) : 1;
  const coordinate = (key: 'row' | 'col'): string | number | undefined => {
    const v = m.get(key);
    if (!v) return c.error(member.value.range, `${name} needs a "${key}": a header name such as "${key === 'row' ? 'sy' : 'sx'}", or a fixed number.`);
    if (v.value.kind === 'number') return c.integer(v.value, `The ${key} of ${name}`, base ?? 1, LIMITS.boardCells);
    const s = c.string(v.value, `The ${key} of ${name}`);
    return s && headerValue(c, s, names, tests, `The ${key} of ${name}`);
  };
  const row = coordinate('row');
  const col = coordinate('col');
  const onNode = m.get('on') && c.string(m.get('on')!.value, `"on"`);
  if (row === undefined || col === undefined || base === undefined || (m.get('on') && !onNode)) return undefined;
  return { name, row, col, base: base as 0 | 1, on: onNode ? { text: onNode.value, node: onNode } : undefined, range: member.value.range };
}
