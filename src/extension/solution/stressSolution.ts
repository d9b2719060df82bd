// "Stress Test My Solution": random tests of the problem, the solution run on
// each and judged, under a cancellable notification counting tests and
// tests per second. A failing test, made small by the engine, is saved to
// the stress folder (with its expected output), opened with its heatmap and
// its verdict after the failing case, and listed in the Test Explorer.

import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { problemById, PROBLEMS } from '../../core/problems';
import { escapeText } from '../../core/text/chars';
import { judgeOutput } from '../../run/judge';
import type { Services } from '../services';
import { settings } from '../settings';
import { solutionSettings } from './config';
import { readTest, unanswerable, verdictOf } from './judgeTest';
import { showOutputDiff } from './outputDiff';
import type { SolutionRunner } from './runner';
import { prepareSolution, type SolutionSource } from './solution';
import { runStress, StressUnavailable, type StressFailure } from './stressEngine';
import { mayRunPrograms } from './trust';
import type { FileVerdict } from './verdicts';

/** Tests tried before a stress test without failure ends by itself. */
const STRESS_TESTS = 10_000;
/** The notification's count is refreshed at most this often. */
const REPORT_MS = 250;

const SHOW_DIFFERENCE = 'Show Difference';
const SHOW_RESULTS = 'Show Test Results';

export interface StressDeps {
  s: Services;
  source: SolutionSource;
  runner: SolutionRunner;
  /** dist/stress-worker.js */
  workerFile: string;
}

export interface StressSummary {
  problem: string;
  tests: number;
  cancelled: boolean;
  /** The saved failing test and its verdict. */
  saved?: vscode.Uri;
  verdict?: FileVerdict;
}

export async function stressSolutionCommand(d: StressDeps, arg?: unknown): Promise<StressSummary | undefined> {
  if (!mayRunPrograms('Stress Test My Solution')) return undefined;
  const problem = await problemFor(d.s, arg);
  if (!problem) return undefined;
  const title = problemById(problem)?.title ?? problem;
  const settings = solutionSettings();
  const abort = new AbortController();
  const outcome = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Grid Lens: stress testing your solution on ${title}`, cancellable: true },
    async (progress, token) => {
      token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
      const solution = await prepareSolution(d.source, abort.signal);
      if (!solution || abort.signal.aborted) return undefined;
      const started = performance.now();
      let shown = 0;
      let reportedAt = 0;
      let done = 0;
      const onProgress = (p: { tests: number; shrinking?: boolean }) => {
        done = p.tests;
        const now = performance.now();
        if (now - reportedAt < REPORT_MS) return;
        reportedAt = now;
        const rate = p.tests / Math.max((now - started) / 1000, 1e-3);
        const message = p.shrinking ? `a test failed after ${p.tests}; making it smaller…` : `${p.tests} tests, ${rate < 10 ? rate.toFixed(1) : Math.round(rate)} per second`;
        progress.report({ message, increment: p.shrinking ? undefined : (100 * (p.tests - shown)) / STRESS_TESTS });
        shown = p.tests;
      };
      const options = { problem, command: solution.command, cwd: solution.cwd, timeMs: settings.timeMs, memoryBytes: settings.memoryBytes, maxTests: STRESS_TESTS };
      try {
        return { solution: solution.label, ...(await runStress(d.workerFile, options, { onProgress, signal: abort.signal })) };
      } catch (e) {
        if (abort.signal.aborted) return { solution: solution.label, tests: done, cancelled: true };
        const why = e instanceof StressUnavailable ? e.message : `the stress test stopped: ${escapeText((e as Error).message)}`;
        void vscode.window.showErrorMessage(`Grid Lens: ${why}`);
        return undefined;
      }
    },
  );
  if (!outcome) return undefined;
  const summary: StressSummary = { problem, tests: outcome.tests, cancelled: 'cancelled' in outcome };
  if (!('failure' in outcome) || !outcome.failure) {
    const what = summary.cancelled ? `Stopped after ${outcome.tests} tests` : `${outcome.tests} tests`;
    void vscode.window.showInformationMessage(`Stress test of your solution (${outcome.solution}) on ${title}: ${what}, none failed.`);
    return summary;
  }
  const saved = await saveFailure(problem, outcome.failure);
  if (!saved) return summary;
  await vscode.window.showTextDocument(saved, { preview: false });
  const verdict = await recordFailure(d, saved, outcome.failure);
  void vscode.window
    .showWarningMessage(
      `Stress test of your solution (${outcome.solution}) on ${title}: test ${outcome.tests} failed; its smallest version is saved as ${vscode.workspace.asRelativePath(saved)}: ${verdict?.line ?? outcome.failure.verdict}`,
      ...(verdict?.verdict === 'WA' ? [SHOW_DIFFERENCE] : []),
      SHOW_RESULTS,
    )
    .then((choice) => {
      if (choice === SHOW_DIFFERENCE && verdict) void showOutputDiff(verdict);
      else if (choice === SHOW_RESULTS) void vscode.commands.executeCommand('workbench.view.testing.focus');
    });
  return { ...summary, saved, verdict };
}

/** The problem of the test file given or in the editor; else the user picks one. */
async function problemFor(s: Services, arg: unknown): Promise<string | undefined> {
  const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  const known = uri && s.analyses.get(uri)?.problem?.id;
  if (known) return known;
  const pick = await vscode.window.showQuickPick(
    PROBLEMS.map((p) => ({ label: p.title, description: p.judge, id: p.id })),
    { title: 'Grid Lens: Stress Test My Solution', placeHolder: 'Which problem does your solution solve?' },
  );
  return pick?.id;
}

/** Writes the failing test and its expected output to the stress folder, under the next free name. */
async function saveFailure(problem: string, f: StressFailure): Promise<vscode.Uri | undefined> {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const configured = solutionSettings().stressFolder;
  if (!root && !path.isAbsolute(configured)) {
    void vscode.window.showErrorMessage('Grid Lens: open a folder to save the failing test in (gridLens.stress.folder is relative to it).');
    return undefined;
  }
  const folder = path.resolve(root ?? '/', configured);
  try {
    await fs.mkdir(folder, { recursive: true });
    for (let n = 1; ; n++) {
      const input = path.join(folder, `${problem}-${n}.in`);
      try {
        await fs.writeFile(input, f.input, { flag: 'wx' });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw e;
      }
      await fs.writeFile(input.replace(/\.in$/, settings().expectedOutputExtension), f.expected);
      return vscode.Uri.file(input);
    }
  } catch (e) {
    void vscode.window.showErrorMessage(`Grid Lens could not save the failing test in ${escapeText(folder)}: ${escapeText((e as Error).message)}`);
    return undefined;
  }
}

/** The saved test's verdict from the engine's run of it, after its cases in the editor and in the Test Explorer. */
async function recordFailure(d: StressDeps, uri: vscode.Uri, f: StressFailure): Promise<FileVerdict | undefined> {
  const test = await readTest(d.s, uri);
  if (typeof test === 'string' || unanswerable(test.analysis)) {
    d.s.log.error(`${uri.fsPath}: the saved failing test cannot be read back: ${typeof test === 'string' ? test : unanswerable(test.analysis)}`);
    return undefined;
  }
  const answers = test.analysis.results.map((r) => r!.answer);
  const run = { ...f.run, stdout: Buffer.from(f.run.stdout), stderr: Buffer.from(f.run.stderr) };
  const limits = solutionSettings();
  const v = verdictOf(test, judgeOutput(run, answers), { timeMs: limits.timeMs, memoryBytes: limits.memoryBytes });
  d.runner.record(test, v, 'Stress Test My Solution');
  return v;
}
