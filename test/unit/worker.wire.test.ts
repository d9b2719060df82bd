// What a result looks like after the worker packs it and a message copies it:
// every plain field (also one the core computes on first read, like pacman's
// summary) arrives with its value, the layer on screen and the ones the marks
// need arrive with values, and so does the route; the other layers follow.

import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { analyze } from '../../src/core/analyze';
import { transferables, wireResult, withOwnArrays } from '../../src/worker/wire';

const PACMAN = ['1', '3 5', 'P..V#', '.#..F', 'V...#', ''].join('\n');

describe('worker wire format', () => {
  it('carries every field of a pacman result, its route, the shown layer and the marked one, and defers the rest', () => {
    const a = analyze(PACMAN, { problem: 'pacman' });
    const fresh = analyze(PACMAN, { problem: 'pacman' }).results[0]!;
    const { wire, entry } = wireResult(7, a.results[0]!, new Set(['fromP']));
    const sent = structuredClone(wire);
    assert.ok(!('reuse' in sent));
    assert.equal(sent.uid, 7);
    assert.equal(sent.answer, fresh.answer);
    assert.deepEqual(sent.summary, fresh.summary);
    assert.deepEqual(sent.marks, fresh.marks);
    const byId = new Map(sent.layers.map((l) => [l.id, l]));
    assert.deepEqual(
      [...byId.keys()],
      fresh.layers.map((l) => l.id),
    );
    assert.deepEqual([...byId.get('fromP')!.data!.values], [...fresh.layers.find((l) => l.id === 'fromP')!.data.get()!.values]);
    assert.deepEqual([...byId.get('bites')!.data!.values], [...fresh.layers.find((l) => l.id === 'bites')!.data.get()!.values]);
    assert.equal(byId.get('toF')!.data, undefined, 'a layer nobody shows follows later');
    assert.deepEqual(entry.missingLayers, [fresh.layers.findIndex((l) => l.id === 'toF')]);
    // The route is drawn with the colours: it goes along, computed now.
    assert.deepEqual(sent.line, fresh.line.get());
    assert.ok(sent.line!.cells.length > 1);
  });

  it('sends the answer and summary of every example of every problem as a fresh analysis has them', () => {
    let checked = 0;
    for (const id of ['pacman', 'bishop', 'matrix', 'zgame'] as const) {
      const dir = path.join(__dirname, '..', '..', 'examples', id);
      for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.in'))) {
        const text = fs.readFileSync(path.join(dir, name), 'utf8');
        const packed = analyze(text, { problem: id }).results;
        const fresh = analyze(text, { problem: id }).results;
        packed.forEach((r, i) => {
          const sent = structuredClone(wireResult(i, r!, new Set()).wire);
          assert.ok(!('reuse' in sent));
          assert.equal(sent.answer, fresh[i]!.answer, `${id}/${name} test ${i + 1}`);
          assert.deepEqual(sent.summary, fresh[i]!.summary, `${id}/${name} test ${i + 1}`);
          checked++;
        });
      }
    }
    assert.ok(checked >= 20, `only ${checked} results checked`);
  });

  it('hands over copies of a case and a result that the worker keeps, equal to what a message would copy', () => {
    for (const id of ['pacman', 'bishop', 'matrix', 'zgame'] as const) {
      const dir = path.join(__dirname, '..', '..', 'examples', id);
      for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.in'))) {
        const a = analyze(fs.readFileSync(path.join(dir, name), 'utf8'), { problem: id });
        a.parsed!.cases.forEach((c, i) => {
          const { wire } = wireResult(i, a.results[i]!, new Set());
          for (const original of [c, wire] as object[]) {
            const copy = withOwnArrays(original);
            const mine = new Set<ArrayBuffer>();
            const theirs = new Set<ArrayBuffer>();
            transferables(original, mine);
            transferables(copy, theirs);
            assert.ok(
              [...theirs].every((b) => !mine.has(b)),
              `${id}/${name} test ${i + 1}: no array shared`,
            );
            // Handing the copies over leaves the worker's arrays whole.
            const before = [...mine].map((b) => b.byteLength);
            const sent = structuredClone(copy, { transfer: [...theirs] });
            assert.deepEqual(
              [...mine].map((b) => b.byteLength),
              before,
              `${id}/${name} test ${i + 1}: kept`,
            );
            assert.ok(
              [...theirs].every((b) => b.byteLength === 0),
              'the copies were handed over',
            );
            assert.deepEqual(sent, structuredClone(original), `${id}/${name} test ${i + 1}`);
          }
        });
      }
    }
  });
});
