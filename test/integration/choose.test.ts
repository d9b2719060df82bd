// gridLens.chooseProblem overrides detection for one file, so a file can be
// read as a problem its content does not point to.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import { examples, gridLens, waitFor, writeWorkspaceFile } from './helpers';

describe('gridLens.chooseProblem', () => {
  it('reads a bishop input as pacman when told to, with errors instead of an answer', async () => {
    const bishop = examples().find((e) => e.id === 'bishop' && e.expected !== undefined);
    assert.ok(bishop, 'no bishop example');
    const uri = writeWorkspaceFile('bishop/chosen.in', fs.readFileSync(bishop.input.fsPath, 'utf8'));
    const api = await gridLens();
    assert.equal((await api.analysisFor(uri))?.problem, 'bishop');

    await vscode.commands.executeCommand('gridLens.chooseProblem', uri, 'pacman');
    const chosen = await waitFor('the analysis to follow the choice', async () => {
      const a = await api.analysisFor(uri);
      return a?.problem === 'pacman' ? a : undefined;
    });
    assert.ok(chosen.errors > 0, 'a bishop board read as pacman should have errors');
    assert.equal(chosen.output, undefined);

    await vscode.commands.executeCommand('gridLens.chooseProblem', uri, 'bishop');
    const back = await waitFor('the analysis to return to bishop', async () => {
      const a = await api.analysisFor(uri);
      return a?.problem === 'bishop' ? a : undefined;
    });
    assert.equal(back.output, bishop.expected);
  });
});
