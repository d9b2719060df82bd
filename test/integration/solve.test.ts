// gridLens.solve prints exactly what the judge expects for every example, from
// the explorer (a Uri argument) and from the active editor (no argument).

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { pickTests } from '../pickTests';
import { closeAllEditors, examples, openInEditor, outputLines, readWorkspaceFile, type SolveOutcome, writeWorkspaceFile } from './helpers';

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

// What the user is told: the same notification, whichever way the command was
// run (the Explorer, the editor's menu and title bar pass the file; the palette
// and Ctrl+Alt+G pass nothing and mean the active editor).
describe('gridLens.solve: the notification', () => {
  afterEach(closeAllEditors);

  const pacman = () => {
    const e = examples().find((x) => x.id === 'pacman' && x.name === 'sample');
    assert.ok(e?.expected, 'examples/pacman/sample.in or its .ans is missing');
    return { ...e, answers: outputLines(e.expected) };
  };

  /** `count` tests of pacman/sample.in, taken in turn, as a new file. */
  const pacmanTests = (name: string, count: number) => {
    const { input, answers } = pacman();
    const made = pickTests(readWorkspaceFile(input)!, answers, count);
    return { uri: writeWorkspaceFile(`pacman/${name}.in`, made.text), answers: made.answers };
  };

  it('is the same from the Explorer, the editor title or menu, and the palette: every answer, with Copy Answer and Save Expected Output', async () => {
    const { input, answers } = pacman();
    const message = `Pacman vs. Vampire: ${answers.length} answers: ${answers.join(' ')}`;
    // The Explorer, the file not open: Open is offered too.
    const explorer = await solve(input);
    assert.deepEqual(explorer?.notification, { message, actions: ['Copy Answer', 'Open', 'Save Expected Output'] });
    // Open in the active editor: the title bar and the context menu pass its Uri, the palette and the keybinding nothing.
    await openInEditor(input);
    for (const [how, outcome] of [
      ['editor title / menu', await solve(input)],
      ['palette / keybinding', await solve()],
    ] as const) {
      assert.deepEqual(outcome?.notification, { message, actions: ['Copy Answer', 'Save Expected Output'] }, how);
    }
  });

  it('offers Open for a file that is open but not the active editor', async () => {
    const { input } = pacman();
    await openInEditor(input);
    const other = examples().find((x) => x.id === 'bishop' && x.name === 'sample1');
    assert.ok(other, 'examples/bishop/sample1.in is missing');
    await openInEditor(other.input);
    assert.deepEqual((await solve(input))?.notification?.actions, ['Copy Answer', 'Open', 'Save Expected Output']);
  });

  it('names the one answer of a one-test file', async () => {
    const e = examples().find((x) => x.id === 'bishop' && x.name === 'sample3');
    assert.ok(e?.expected, 'examples/bishop/sample3.in or its .ans is missing');
    assert.equal((await solve(e.input))?.notification?.message, `Bishop 2: ${outputLines(e.expected)[0]}`);
  });

  it('lists all 7 answers of a 7-test file, not 6 and "…"', async () => {
    const { uri, answers } = pacmanTests('seven', 7);
    const outcome = await solve(uri);
    assert.deepEqual(outcome?.answers, answers);
    assert.equal(outcome?.notification?.message, `Pacman vs. Vampire: 7 answers: ${answers.join(' ')}`);
  });

  it('says how many answers a long file has, shows the first five and offers Show All', async () => {
    const { uri, answers } = pacmanTests('long', 30);
    const outcome = await solve(uri);
    assert.deepEqual(outcome?.answers, answers);
    assert.equal(outcome?.notification?.message, `Pacman vs. Vampire: 30 answers: ${answers.slice(0, 5).join(' ')} … (Show All lists every one)`);
    assert.deepEqual(outcome?.notification?.actions, ['Show All', 'Copy Answer', 'Open', 'Save Expected Output']);
  });

  it('shows no answer notification for an invalid file, and returns its errors', async () => {
    const uri = writeWorkspaceFile('pacman/broken-solve.in', '1\n2 3\nP.F\n.X.\n');
    const outcome = await solve(uri);
    assert.equal(outcome?.problem, 'pacman');
    assert.equal(outcome?.notification, undefined);
    assert.equal(outcome?.errors.length, 1, JSON.stringify(outcome?.errors));
    assert.deepEqual([outcome?.errors[0].line, outcome?.errors[0].col], [3, 1]);
  });
});
