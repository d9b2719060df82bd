// Stress Test My Solution in the real extension host, with the real engine
// in its worker: a wrong Python solution of Pacman (it counts only the
// vampires on a shortest path) is caught with a small test, saved with its
// answers, opened, and its verdict shown; a right one is never flagged.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, gridLens, workspaceDir, writeWorkspaceFile } from './helpers';
import { pacmanSolution } from '../pacmanSolution';

interface StressSummary {
  problem: string;
  passed: number;
  cancelled: boolean;
  saved?: vscode.Uri;
  judged?: { verdicts: { verdict: string; line: string }[] };
}

interface VerdictApi {
  solution: { verdictFor(uri: vscode.Uri): { verdict: string; cases: { state: string; short: string }[] } | undefined };
}

const stressTest = (arg: unknown) => vscode.commands.executeCommand<StressSummary | undefined>('gridLens.stressSolution', arg);
const setting = (key: string, value: unknown) => vscode.workspace.getConfiguration('gridLens').update(key, value, vscode.ConfigurationTarget.Workspace);

describe('Stress Test My Solution', function () {
  this.timeout(180_000);

  afterEach(closeAllEditors);
  after(() => setting('solution.command', undefined));

  it('catches a wrong solution with a small test, saves it with its answers, opens it and shows its verdict', async () => {
    const wrong = writeWorkspaceFile('solutions/stress-wrong.py', pacmanSolution(false)).fsPath;
    const right = writeWorkspaceFile('solutions/stress-right.py', pacmanSolution(true)).fsPath;
    await setting('solution.command', `python3 ${wrong}`);
    const summary = await stressTest('pacman');
    assert.ok(summary?.saved, `no failing test was saved: ${JSON.stringify(summary)}`);
    assert.equal(path.dirname(summary.saved.fsPath), path.join(workspaceDir(), 'stress'));
    const input = fs.readFileSync(summary.saved.fsPath, 'utf8');
    const answers = fs.readFileSync(summary.saved.fsPath.replace(/\.in$/, '.ans'), 'utf8');
    // Small: one test case on a tiny board.
    const [count, size] = input.split('\n');
    assert.equal(count, '1', input);
    const [rows, cols] = size.split(' ').map(Number);
    assert.ok(rows * cols <= 25, `a ${rows} × ${cols} board is not small`);
    // Genuine: the right solution agrees with the saved answers, the wrong one does not.
    const runOn = (file: string) => spawnSync('python3', [file], { input, encoding: 'utf8' }).stdout;
    assert.equal(runOn(right), answers);
    assert.notEqual(runOn(wrong), answers);
    // Opened, judged again as any test: a wrong answer after its case.
    assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, summary.saved.fsPath);
    assert.equal(summary.judged?.verdicts[0].verdict, 'WA');
    const api = (await gridLens()) as unknown as VerdictApi;
    const shown = api.solution.verdictFor(summary.saved);
    assert.match(shown?.cases[0].short ?? '', /^WA: expected -?\d+, you printed -?\d+$/);
  });

  it('never flags a right solution', async () => {
    const right = writeWorkspaceFile('solutions/stress-right.py', pacmanSolution(true)).fsPath;
    await setting('solution.command', `python3 ${right}`);
    const summary = await stressTest('pacman');
    assert.ok(summary);
    assert.equal(summary.saved, undefined);
    assert.equal(summary.cancelled, false);
    assert.equal(summary.passed, 10_000);
  });
});
