// Every example input is recognized as the problem whose folder it is in, and
// text of no supported problem is left alone.

import * as assert from 'node:assert/strict';
import { examples, gridLens, writeWorkspaceFile } from './helpers';

describe('detection', () => {
  const all = examples();

  it('finds example inputs of all four problems in the workspace', () => {
    assert.deepEqual([...new Set(all.map((e) => e.id))].sort(), ['bishop', 'matrix', 'pacman', 'zgame']);
  });

  for (const e of all) {
    it(`recognizes ${e.id}/${e.name}.in as ${e.id}`, async () => {
      const analysis = await (await gridLens()).analysisFor(e.input);
      assert.equal(analysis?.problem, e.id);
    });
  }

  it('does not claim a text file of prose', async () => {
    const uri = writeWorkspaceFile('notes/todo.in', 'Ask about the time limit.\nRe-read problem B tomorrow.\n');
    const analysis = await (await gridLens()).analysisFor(uri);
    assert.equal(analysis?.problem, undefined);
  });
});
