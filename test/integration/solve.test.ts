// gridLens.solve prints exactly what the judge expects for every example, from
// the explorer (a Uri argument) and from the active editor (no argument).

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, examples, openInEditor, outputLines, type SolveOutcome } from './helpers';

const solve = (uri?: vscode.Uri) => vscode.commands.executeCommand<SolveOutcome | undefined>('gridLens.solve', ...(uri ? [uri] : []));

describe('gridLens.solve', () => {
  const solvable = examples().filter((e) => e.expected !== undefined);

  afterEach(closeAllEditors);

  it('has examples with expected output to check', () => {
    assert.ok(solvable.length >= 4, `only ${solvable.length} examples have a .ans file`);
  });

  for (const e of solvable) {
    it(`solves ${e.id}/${e.name}.in from the explorer to ${e.name}.ans`, async () => {
      const outcome = await solve(e.input);
      assert.ok(outcome, 'the command returned nothing');
      assert.equal(outcome.problem, e.id);
      assert.deepEqual(outcome.errors, []);
      assert.equal(outcome.output, e.expected);
      assert.deepEqual(outcome.answers, outputLines(e.expected!));
    });
  }

  for (const e of solvable.filter((x, i, a) => a.findIndex((y) => y.id === x.id) === i)) {
    it(`solves the active editor's ${e.id}/${e.name}.in when given no argument`, async () => {
      await openInEditor(e.input);
      const outcome = await solve();
      assert.equal(outcome?.problem, e.id);
      assert.equal(outcome?.output, e.expected);
    });
  }

  it('solves the editor text as edited, not the file on disk', async () => {
    const pacman = solvable.find((e) => e.id === 'pacman' && e.name === 'sample');
    assert.ok(pacman, 'examples/pacman/sample.in is missing');
    const editor = await openInEditor(pacman.input);
    // Keep only the first test: a count of 1 and its 5 lines ("4 8" and four rows).
    const ok = await editor.edit((b) => {
      b.replace(new vscode.Range(0, 0, 0, 1), '1');
      b.delete(new vscode.Range(6, 0, editor.document.lineCount, 0));
    });
    assert.ok(ok, 'the edit was not applied');
    try {
      const outcome = await solve();
      assert.equal(outcome?.output, outputLines(pacman.expected!)[0] + '\n');
      assert.deepEqual(outcome?.answers, [outputLines(pacman.expected!)[0]]);
    } finally {
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  });
});
