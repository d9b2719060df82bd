// Stress Test My Solution in the real extension host, with the real engine
// in its worker: a wrong Python solution of Pacman (it counts only the
// vampires on a shortest path) is caught with a small test, saved with its
// answers, opened, and its verdict shown; a right one is never flagged. A
// problem described in the workspace (examples/custom's Wizard in Maze) is
// stress tested the same way, its failing test read as that problem.

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, gridLens, workspaceDir, writeWorkspaceFile } from './helpers';
import { pacmanSolution } from '../pacmanSolution';

/**
 * Wizard in Maze (AtCoder ABC176 D) in Python: walking is free, magic warps
 * within the 5 × 5 square for 1. The wrong one forgets that walking is free
 * and counts every move as 1.
 */
function wizardSolution(right: boolean): string {
  return String.raw`
import sys
from collections import deque
data = sys.stdin.read().split()
h, w, ch, cw, dh, dw = map(int, data[:6])
g = data[6:6 + h]
INF = float('inf')
d = [[INF] * w for _ in range(h)]
d[ch - 1][cw - 1] = 0
q = deque([(0, ch - 1, cw - 1)])
while q:
    k, r, c = q.popleft()
    if k > d[r][c]:
        continue
    for dr in range(-2, 3):
        for dc in range(-2, 3):
            a, b = r + dr, c + dc
            if (dr, dc) == (0, 0) or not (0 <= a < h and 0 <= b < w) or g[a][b] == '#':
                continue
            walk = abs(dr) + abs(dc) == 1
            cost = 0 if walk and ${right ? 'True' : 'False'} else 1
            if k + cost < d[a][b]:
                d[a][b] = k + cost
                (q.appendleft if cost == 0 else q.append)((k + cost, a, b))
print(-1 if d[dh - 1][dw - 1] == INF else d[dh - 1][dw - 1])
`;
}

interface StressSummary {
  problem: string;
  passed: number;
  cancelled: boolean;
  saved?: vscode.Uri;
  judged?: { verdicts: { verdict: string; line: string }[] };
}

interface VerdictApi {
  analysisFor(uri: vscode.Uri): Promise<{ problem?: string; errors: number } | undefined>;
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

  it('stress tests a problem described in the workspace, and saves its failing test as that problem', async () => {
    const wrong = writeWorkspaceFile('solutions/wizard-wrong.py', wizardSolution(false)).fsPath;
    const right = writeWorkspaceFile('solutions/wizard-right.py', wizardSolution(true)).fsPath;
    await setting('solution.command', `python3 ${wrong}`);
    const summary = await stressTest('abc176d');
    assert.ok(summary?.saved, `no failing test was saved: ${JSON.stringify(summary)}`);
    assert.match(path.basename(summary.saved.fsPath), /^abc176d-\d+\.in$/);
    const input = fs.readFileSync(summary.saved.fsPath, 'utf8');
    const answers = fs.readFileSync(summary.saved.fsPath.replace(/\.in$/, '.ans'), 'utf8');
    const runOn = (file: string) => spawnSync('python3', [file], { input, encoding: 'utf8' }).stdout;
    assert.equal(runOn(right), answers, input);
    assert.notEqual(runOn(wrong), answers, input);
    // Walls are needed to tell a walk from magic: the board is small but not trivial.
    const [size] = input.split('\n');
    const [rows, cols] = size.split(' ').map(Number);
    assert.ok(rows * cols <= 36, `a ${rows} × ${cols} board is not small`);
    const api = (await gridLens()) as unknown as VerdictApi;
    const analysis = await api.analysisFor(summary.saved);
    assert.equal(analysis?.problem, 'abc176d');
    assert.equal(analysis?.errors, 0);
    assert.equal(summary.judged?.verdicts[0].verdict, 'WA');
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
