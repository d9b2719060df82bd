// The JSON reader of problem descriptions: the same values as JSON.parse,
// every key and value where the editor shows it, a plain message at the
// place of each kind of mistake, and no way for a text to overflow it.

import { strict as assert } from 'node:assert';
import { type JsonValue, readJson } from '../../src/core/described/json';
import { Random } from './random';

const LIMITS = { maxChars: 1_000_000, maxDepth: 32 };

/** The reader's tree as the plain value JSON.parse gives. */
function plain(v: JsonValue): unknown {
  switch (v.kind) {
    case 'object':
      return Object.fromEntries(v.members.map((m) => [m.key, plain(m.value)]));
    case 'array':
      return v.items.map(plain);
    case 'string':
    case 'number':
      return v.value;
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
  }
}

function errorOf(text: string): { message: string; line: number; col: number } {
  const read = readJson(text, LIMITS);
  assert.equal(read.value, undefined, text);
  assert.equal(read.issues.length, 1, text);
  const [i] = read.issues;
  return { message: i.message, line: i.range.start.line, col: i.range.start.col };
}

function randomValue(rnd: Random, depth: number): unknown {
  const pick = rnd.int(0, depth > 3 ? 4 : 6);
  switch (pick) {
    case 0:
      return rnd.int(-1000, 1000) * (rnd.chance(0.2) ? 0.25 : 1);
    case 1:
      return rnd.pick(['', 'a', 'H W', '"quoted"', 'back\\slash', 'tab\there', 'ünï', '\u2028', 'line\nbreak']);
    case 2:
      return rnd.pick([true, false, null]);
    case 3:
      return rnd.int(0, 9) * 1e21;
    case 4:
      return 'x'.repeat(rnd.int(0, 5));
    case 5:
      return Array.from({ length: rnd.int(0, 4) }, () => randomValue(rnd, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: rnd.int(0, 4) }, (_, k) => [`k${k}${rnd.pick(['', ' ', 'é'])}`, randomValue(rnd, depth + 1)]));
  }
}

describe('described: the JSON reader', () => {
  it('reads what JSON.parse reads, on 2000 random values laid out with random blanks (seed 3)', () => {
    const rnd = new Random(3);
    for (let n = 0; n < 2000; n++) {
      const value = randomValue(rnd, 0);
      const text = JSON.stringify(value, null, rnd.pick([0, 1, 2, '\t'])).replace(/\n/g, rnd.pick(['\n', '\r\n']));
      const read = readJson(text, LIMITS);
      assert.deepEqual(read.issues, [], text);
      assert.deepEqual(plain(read.value!), JSON.parse(text), text);
    }
  });

  it('knows where each key and value stands, in editor columns', () => {
    const text = '{\r\n  "id": "maze",\r\n  "header": ["H W", "sy sx"],\r\n\t"n": -12\r\n}';
    const read = readJson(text, LIMITS);
    const root = read.value!;
    assert.equal(root.kind, 'object');
    if (root.kind !== 'object') return;
    const [id, header, n] = root.members;
    assert.deepEqual(id.keyRange, { start: { line: 1, col: 2 }, end: { line: 1, col: 6 } });
    assert.deepEqual(id.value.range, { start: { line: 1, col: 8 }, end: { line: 1, col: 14 } });
    assert.ok(header.value.kind === 'array' && header.value.items[1].kind === 'string' && header.value.items[1].plain);
    assert.deepEqual(header.value.kind === 'array' && header.value.items[1].range.start, { line: 2, col: 20 });
    assert.deepEqual(n.value.range, { start: { line: 3, col: 6 }, end: { line: 3, col: 9 } });
    assert.deepEqual(root.range, { start: { line: 0, col: 0 }, end: { line: 4, col: 1 } });
    // A byte order mark is not a column, as in the editor.
    const bom = readJson('\ufeff{"a": 1}', LIMITS).value;
    assert.deepEqual(bom?.kind === 'object' && bom.members[0].keyRange.start, { line: 0, col: 1 });
  });

  it('says a string with escapes is not plain (its columns do not follow its characters)', () => {
    const read = readJson('["a\\tb", "ab"]', LIMITS).value!;
    assert.ok(read.kind === 'array');
    assert.deepEqual(read.kind === 'array' && read.items.map((i) => i.kind === 'string' && [i.value, i.plain]), [
      ['a\tb', false],
      ['ab', true],
    ]);
  });

  it('names each mistake at its place', () => {
    const cases: [string, RegExp, number, number][] = [
      ['', /empty/, 0, 0],
      ['{"a": 1,}', /comma after the last member/, 0, 7],
      ['[1, 2,\n]', /comma after the last item/, 0, 5],
      ['{\n  // a remark\n  "a": 1\n}', /Comments are not allowed/, 1, 2],
      ['{"a": 1 /* x */}', /Comments are not allowed/, 0, 8],
      ['{"a": 1\n "b": 2}', /Expected a comma or "}" after the value of "a"/, 1, 1],
      ['{"a" 1}', /Expected ":" after the property name "a"/, 0, 5],
      ['{a: 1}', /property name in double quotes/, 0, 1],
      ["{'a': 1}", /property name in double quotes/, 0, 1],
      ['["a\n"]', /not closed: it needs a " before the end of the line/, 0, 1],
      ['["abc', /the file ends before its closing/, 0, 1],
      ['["a\\qb"]', /is not an escape JSON knows/, 0, 3],
      ['["a\tb"]', /U\+0009 \(a control character\) inside a string/, 0, 3],
      ['[07]', /leading zeros/, 0, 1],
      ['[+1]', /Expected a value here/, 0, 1],
      ['[1.]', /digits on both sides/, 0, 1],
      ['[.5]', /Expected a value here/, 0, 1],
      ["['x']", /double quotes/, 0, 1],
      ['[tru]', /Expected a value here/, 0, 1],
      ['{"a": 1} {"b": 2}', /Text after the end/, 0, 9],
      ['{"a": 1, "a": 2}', /"a" is given twice \(first at line 1\)/, 0, 9],
      ['{"a": [1, 2', /the file ends inside an array/i, 0, 11],
      ['{"a": 1', /the file ends inside an object/i, 0, 7],
      ['{"a": }', /Expected a value before "}"/, 0, 6],
    ];
    for (const [text, message, line, col] of cases) {
      const e = errorOf(text);
      assert.match(e.message, message, text);
      assert.deepEqual([e.line, e.col], [line, col], `${JSON.stringify(text)}: ${e.message}`);
    }
  });

  it('stops at the depth limit: a million "[" is one error, not a stack overflow', () => {
    const e = errorOf('['.repeat(1_000_000));
    assert.match(e.message, /Nesting deeper than 32 levels/);
    assert.deepEqual([e.line, e.col], [0, 32]);
    // Up to the limit is fine.
    assert.deepEqual(readJson('['.repeat(32) + ']'.repeat(32), LIMITS).issues, []);
  });

  it('refuses a text beyond the size limit before reading it', () => {
    const e = errorOf(' '.repeat(LIMITS.maxChars + 1));
    assert.match(e.message, /at most 1,000,000/);
  });

  it('never throws, and agrees with JSON.parse on what is JSON, on 3000 damaged texts (seed 9)', () => {
    const rnd = new Random(9);
    const base = JSON.stringify(
      {
        id: 'maze',
        header: ['H W', 'sy sx'],
        limits: { H: '1..50' },
        moves: [
          {
            type: 'step',
            directions: [
              [0, 1],
              [1, -2],
            ],
            cost: 1.5,
          },
        ],
        x: [true, false, null],
      },
      null,
      2,
    );
    for (let n = 0; n < 3000; n++) {
      let text = base;
      for (let k = rnd.int(1, 3); k > 0; k--) {
        const at = rnd.int(0, text.length);
        text = rnd.chance(0.5)
          ? text.slice(0, at) + text.slice(at + 1)
          : text.slice(0, at) + rnd.pick(['{', '}', '[', ']', '"', ',', ':', '\\', '/', '0', '-', 'e', '.', ' ', '\n', 'x', '\u00e9']) + text.slice(at);
      }
      const read = readJson(text, LIMITS);
      let parsed: unknown;
      let ok = true;
      try {
        parsed = JSON.parse(text);
      } catch {
        ok = false;
      }
      // JSON.parse keeps the last of two equal keys; the reader calls that a mistake.
      if (ok && read.issues.length === 1 && /given twice/.test(read.issues[0].message)) continue;
      assert.equal(read.issues.length === 0, ok, `${JSON.stringify(text)}: ${read.issues[0]?.message}`);
      if (ok) assert.deepEqual(plain(read.value!), parsed);
      for (const i of read.issues) assert.ok(i.range.start.line >= 0 && i.range.start.col >= 0 && i.message.length > 10);
    }
  });
});
