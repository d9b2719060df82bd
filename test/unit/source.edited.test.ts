// editedSource() re-cuts only the lines a keystroke typed over. Whatever
// it returns must be exactly the split of the edited text from scratch, and it
// must decline (undefined) whenever a fresh split would not be the plain one.

import { strict as assert } from 'node:assert';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { editedSource } from '../../src/core/text/edited';
import { SourceText } from '../../src/core/text/source';
import { analyze } from '../../src/core/analyze';
import { Random } from './random';

const ALPHABET = ['.', '#', 'P', 'F', 'V', 'A', 'B', '1', ' ', '\t', '\r', '\n', '\u2026', '\ufeff'];

function text(rnd: Random): string {
  const lines = Array.from({ length: rnd.int(1, 8) }, () =>
    Array.from({ length: rnd.int(0, 7) }, () => rnd.pick(['.', '#', 'A', '3', ' ']))
      .join('')
      .trimEnd(),
  );
  return lines.join('\n') + (rnd.chance(0.5) ? '\n' : '');
}

/** Same-length replacements, now and then one that is not, or that holds or replaces a line break. */
function edits(rnd: Random, t: string): { offset: number; length: number; text: string }[] {
  return Array.from({ length: rnd.int(1, 3) }, () => {
    const offset = rnd.int(0, t.length);
    const length = Math.min(rnd.int(0, 2), t.length - offset);
    const same = rnd.chance(0.85);
    const n = same ? length : rnd.int(0, 3);
    return { offset, length, text: Array.from({ length: n }, () => rnd.pick(ALPHABET)).join('') };
  });
}

function apply(t: string, es: readonly { offset: number; length: number; text: string }[]): string {
  for (const e of es) t = t.slice(0, e.offset) + e.text + t.slice(e.offset + e.length);
  return t;
}

function same(a: SourceText, b: SourceText, label: string): void {
  assert.equal(a.text, b.text, label);
  assert.deepEqual(a.lines, b.lines, `${label}: lines`);
  assert.deepEqual(a.content, b.content, `${label}: content`);
  assert.deepEqual(Array.from(a.lineStarts()), Array.from(b.lineStarts()), `${label}: line starts`);
  assert.deepEqual(a.asciiBytes(), b.asciiBytes(), `${label}: bytes`);
}

describe('SourceText.edited', () => {
  it('is the fresh split of the edited text whenever it answers, over 20 000 random edits (seed 808)', () => {
    const rnd = new Random(808);
    let answered = 0;
    let declined = 0;
    for (let k = 0; k < 20_000; k++) {
      const before = new SourceText(text(rnd));
      const es = edits(rnd, before.text);
      const after = apply(before.text, es);
      const got = editedSource(before, es);
      if (!got) {
        declined++;
        continue;
      }
      answered++;
      same(got, new SourceText(after), `seed 808 case ${k}: ${JSON.stringify(before.text)} → ${JSON.stringify(after)}`);
      // It can be edited again in turn.
      const more = edits(rnd, after);
      const again = editedSource(got, more);
      if (again) same(again, new SourceText(apply(after, more)), `seed 808 case ${k}, second edit`);
    }
    assert.ok(answered > 5000 && declined > 2000, `answered ${answered}, declined ${declined}`);
  });

  it('declines what a fresh split cuts differently: a line break, a CR, a blank at a line end, a BOM, another length', () => {
    const before = new SourceText('ab\ncd\n');
    assert.equal(editedSource(before, [{ offset: 1, length: 1, text: '\n' }]), undefined);
    assert.equal(editedSource(before, [{ offset: 2, length: 1, text: 'x' }]), undefined);
    assert.equal(editedSource(before, [{ offset: 1, length: 1, text: '\r' }]), undefined);
    assert.equal(editedSource(before, [{ offset: 1, length: 1, text: ' ' }]), undefined);
    assert.equal(editedSource(before, [{ offset: 0, length: 1, text: '\ufeff' }]), undefined);
    assert.equal(editedSource(before, [{ offset: 2, length: 0, text: 'c' }]), undefined);
    assert.equal(editedSource(new SourceText('ab \ncd'), [{ offset: 0, length: 1, text: 'x' }]), undefined, 'the text did not split plainly before');
    same(editedSource(before, [{ offset: 1, length: 1, text: '#' }])!, new SourceText('a#\ncd\n'), 'a cell typed over');
  });

  it('keeps no earlier version of the text alive: 100 keystrokes on different lines of 2 MB', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const row = '.'.repeat(999);
    let t = Array.from({ length: 2000 }, () => row).join('\n') + '\n';
    let src = new SourceText(t);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let k = 0; k < 100; k++) {
      const e = { offset: k * 17 * 1000 + 5, length: 1, text: k % 2 ? '.' : '#' };
      t = apply(t, [e]);
      src = editedSource(src, [e])!;
      assert.ok(src, `keystroke ${k}`);
    }
    gc();
    // Each version is 2 MB: holding them all would be 200 MB more.
    const grew = (process.memoryUsage().heapUsed - before) / 1e6;
    assert.ok(grew < 30, `the heap grew by ${grew.toFixed(1)} MB`);
    assert.equal(src.text, t);
  });

  it('gives the analysis a fresh split gives, on a zgame file typed over cell by cell', () => {
    const rnd = new Random(809);
    let t = ['3', '2 3', '.A.', 'B..', '1 4', '..AB', '3 2', '..', 'A.', '.B', ''].join('\n');
    let src = new SourceText(t);
    for (let k = 0; k < 300; k++) {
      const lines = t.split('\n');
      const line = rnd.pick([2, 3, 5, 7, 8, 9]);
      const col = rnd.int(0, lines[line].length - 1);
      const offset = lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0) + col;
      const e = { offset, length: 1, text: rnd.pick(['.', 'A', 'B', 'x']) };
      t = apply(t, [e]);
      src = editedSource(src, [e]) ?? new SourceText(t);
      const a = analyze(src);
      const b = analyze(t);
      assert.equal(a.output, b.output, `step ${k}`);
      assert.deepEqual(a.errors, b.errors, `step ${k}`);
    }
  });
});
