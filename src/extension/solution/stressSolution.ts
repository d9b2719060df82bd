// "Stress Test My Solution": generated tests of the problem, the solution run
// on each and judged, under a cancellable notification counting tests and
// tests per second. The first failing test, made small by the engine, is
// saved to the stress folder with its expected output, opened (with its
// heatmap, as any test), and judged again as any test is: its verdicts go
// after its cases in the editor and into the Test Explorer.

import { promises as fs } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { escapeText } from '../../core/text/chars';
import type { Services } from '../services';
import { settings } from '../settings';
import { solutionSettings } from './config';
import { readTest } from './judgeTest';
import { showOutputDiff } from './outputDiff';
import type { RunSummary, SolutionRunner } from './runner';
import { prepareSolution, type SolutionSource } from './solution';
import type { SolutionTests } from './testController';
import { runStress, StressUnavailable, type StressFailure, type StressProgress, type StressResult } from './stressEngine';
import { mayRunPrograms } from './trust';

/** Test cases a stress test checks unless stopped: many per run of the program where the format has a test count. */
const STRESS_TESTS = 10_000;
/** The notification's count is refreshed at most this often. */
const REPORT_MS = 250;

const SHOW_DIFFERENCE = 'Show Difference';
const SHOW_RESULTS = 'Show Test Results';

export interface StressDeps {
  s: Services;
  source: SolutionSource;
  runner: SolutionRunner;
  tests: SolutionTests;
  /** dist/stress-worker.js */
  workerFile: string;
}

export interface StressSummary {
  problem: string;
  /** Test cases accepted. */
  passed: number;
  cancelled: boolean;
  /** The saved failing test, and how the solution did on it when judged again. */
  saved?: vscode.Uri;
  judged?: RunSummary;
}

export async function stressSolutionCommand(d: StressDeps, arg?: unknown): Promise<StressSummary | undefined> {
  if (!mayRunPrograms('Stress Test My Solution')) return undefined;
  const problem = await problemFor(d.s, arg);
  if (!problem) return undefined;
  const title = d.s.described.registry.byId(problem)?.title ?? problem;
  const outcome = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Grid Lens: stress testing your solution on ${title}`, cancellable: true },
    (progress, token) => stressWithProgress(d, problem, progress, token),
  );
  if (!outcome) return undefined;
  const { solution, result, cancelled } = outcome;
  const summary: StressSummary = { problem, passed: result.passed, cancelled };
  const who = `Stress test of your solution (${solution}) on ${title}`;
  const failure = result.failure;
  if (!failure) {
    const seconds = (result.elapsedMs / 1000).toFixed(1);
    void vscode.window.showInformationMessage(`${who}: ${cancelled ? `stopped after ${result.passed} tests passed` : `all ${result.passed} tests passed`} (${seconds} s).`);
    return summary;
  }
  if (cannotStart(failure)) {
    void vscode.window.showErrorMessage(`${who}: your solution cannot be started: ${failure.line}`);
    return summary;
  }
  const saved = await saveFailure(problem, failure);
  if (!saved) return summary;
  // It is a test of this problem whatever else its content could be read as.
  await d.s.recognition.setOverride(saved, problem);
  await vscode.window.showTextDocument(saved, { preview: false });
  const request = new vscode.TestRunRequest([d.tests.fileItem(saved)], undefined, d.tests.profile);
  const never = new vscode.CancellationTokenSource();
  const judged = await d.runner.run([{ uri: saved, found: false }], request, never.token).finally(() => never.dispose());
  const again = judged?.verdicts[0];
  const smaller = failure.shrink.minimal ? 'its smallest failing version' : 'a smaller failing version';
  const flaky = again?.verdict === 'AC' ? ' Judged again it passed: your program does not answer the same way every time.' : '';
  void vscode.window
    .showWarningMessage(
      `${who}: a test failed${result.passed ? ` after ${result.passed} passed` : ''}; ${smaller} is saved as ${vscode.workspace.asRelativePath(saved)}: ${failure.line}.${flaky}`,
      ...(again?.verdict === 'WA' ? [SHOW_DIFFERENCE] : []),
      SHOW_RESULTS,
    )
    .then((choice) => {
      if (choice === SHOW_DIFFERENCE && again) void showOutputDiff(again);
      else if (choice === SHOW_RESULTS) void vscode.commands.executeCommand('workbench.view.testing.focus');
    });
  return { ...summary, saved, judged };
}

/** Builds the solution and runs the engine, telling the notification how far it got. */
async function stressWithProgress(
  d: StressDeps,
  problem: string,
  progress: vscode.Progress<{ message?: string; increment?: number }>,
  token: vscode.CancellationToken,
): Promise<{ solution: string; result: StressResult; cancelled: boolean } | undefined> {
  const abort = new AbortController();
  const cancel = token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
  try {
    const solution = await prepareSolution(d.source, abort.signal);
    if (!solution || abort.signal.aborted) return undefined;
    const limits = solutionSettings();
    let last: StressProgress | undefined;
    let reportedAt = 0;
    let reportedTests = 0;
    const onProgress = (p: StressProgress) => {
      last = p;
      const now = performance.now();
      if (now - reportedAt < REPORT_MS) return;
      reportedAt = now;
      const rate = p.tests / Math.max(p.elapsedMs / 1000, 1e-3);
      const message =
        p.phase === 'shrinking' ? `a test failed; making it smaller (${p.shrinkRuns} runs)` : `${p.tests} of ${p.total} tests passed, ${rate < 10 ? rate.toFixed(1) : Math.round(rate)} per second`;
      progress.report({ message, increment: p.phase === 'shrinking' ? undefined : (100 * (p.tests - reportedTests)) / p.total });
      reportedTests = p.tests;
    };
    const request = {
      problem,
      descriptions: d.s.described.sources,
      command: solution.command,
      cwd: solution.cwd,
      timeMs: limits.timeMs,
      memoryBytes: limits.memoryBytes,
      tests: STRESS_TESTS,
      seed: Date.now() % 0x1_0000_0000,
      jobs: availableParallelism(),
    };
    try {
      return { solution: solution.label, result: await runStress(d.workerFile, request, { onProgress, signal: abort.signal }), cancelled: false };
    } catch (e) {
      if (abort.signal.aborted) return { solution: solution.label, result: { passed: last?.tests ?? 0, elapsedMs: last?.elapsedMs ?? 0 }, cancelled: true };
      const why = e instanceof StressUnavailable ? e.message : `the stress test stopped: ${escapeText((e as Error).message)}`;
      void vscode.window.showErrorMessage(`Grid Lens: ${why}`);
      return undefined;
    }
  } finally {
    cancel.dispose();
  }
}

/** A program that is not there or may not run fails every test the same way (the shell's 127 or 126, no output). */
function cannotStart(f: StressFailure): boolean {
  return f.verdict === 'RE' && /^RE \(exit 12[67],/.test(f.line) && f.output === '';
}

/** The problem named (its id), or of the test file given or in the editor; else the user picks one. */
async function problemFor(s: Services, arg: unknown): Promise<string | undefined> {
  const registry = s.described.registry;
  if (typeof arg === 'string' && registry.byId(arg)) return arg;
  const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  const test = uri && (await readTest(s, uri));
  const known = test && typeof test !== 'string' ? test.analysis.problem?.id : undefined;
  if (known) return known;
  const pick = await vscode.window.showQuickPick(
    registry.problems.map((p) => ({ label: p.title, description: p.origin ? `described in ${p.origin}` : p.judge, id: p.id })),
    { title: 'Grid Lens: Stress Test My Solution', placeHolder: 'Which problem does your solution solve?' },
  );
  return pick?.id;
}

/** Writes the failing test (PROBLEM-SEED.in, as the command line names it) and its expected output into the stress folder. */
async function saveFailure(problem: string, f: StressFailure): Promise<vscode.Uri | undefined> {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const configured = solutionSettings().stressFolder;
  if (!root && !path.isAbsolute(configured)) {
    void vscode.window.showErrorMessage('Grid Lens: open a folder to save the failing test in (gridLens.stress.folder is relative to it).');
    return undefined;
  }
  const folder = path.resolve(root ?? '/', configured);
  const input = path.join(folder, `${problem}-${f.seed}.in`);
  try {
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(input, f.input);
    await fs.writeFile(input.replace(/\.in$/, settings().expectedOutputExtension), f.answers.join('\n') + '\n');
    return vscode.Uri.file(input);
  } catch (e) {
    void vscode.window.showErrorMessage(`Grid Lens could not save the failing test in ${escapeText(folder)}: ${escapeText((e as Error).message)}`);
    return undefined;
  }
}
