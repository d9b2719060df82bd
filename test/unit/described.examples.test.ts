// The described problems in examples/custom: each description reads without
// a word of complaint, and each sample input, read as a judge reads it,
// gets the expected output of the public statement.

import { strict as assert } from 'node:assert';
import { readDescription } from '../../src/core/described/read';
import { solveDescribed } from '../../src/core/described/solve';
import { customExamples } from './described/examples';
import { readAsJudge } from './described/judge';

describe('described: the examples', () => {
  const examples = customExamples();

  it('has at least six public problems and the Bishop 2 description, each with samples', () => {
    assert.ok(examples.length >= 7, examples.map((e) => e.folder).join(', '));
    for (const e of examples) assert.ok(e.samples.length > 0, e.folder);
  });

  for (const e of examples) {
    it(`${e.folder}: reads cleanly and answers its samples as the statement does`, () => {
      const read = readDescription(e.description);
      assert.deepEqual(read.issues, []);
      const problem = read.problem!;
      assert.equal(`${problem.description.id}`.length > 0, true);
      for (const s of e.samples) {
        const answers = readAsJudge(problem, s.input).map((t) => solveDescribed(problem, { rows: t.rows, cols: t.cols, cells: t.cells, values: t.values }).answer);
        assert.equal(answers.join('\n') + '\n', s.expected, `${e.folder}/${s.name}`);
      }
    });
  }

  it('each picks the search its costs call for', () => {
    const picked = Object.fromEntries(examples.map((e) => [e.folder, readDescription(e.description).problem!.search]));
    assert.deepEqual(picked, { abc007c: 'bfs', abc176d: '01bfs', abc213e: '01bfs', abc311d: 'bfs', 'bishop-2': 'bfs', knightjump: 'bfs', specialmud: 'dijkstra' });
  });
});
