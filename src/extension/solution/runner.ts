// Runs the user's solution on test files and reports to a Test Explorer run:
// refused in an untrusted workspace; the solution built first if need be;
// a few files at a time; every program ended when the run is cancelled or
// the extension stops. The extension host only waits on pipes and timers:
// the answers come from the solver worker, the program is another process.

import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { killAllGroups } from '../../run/groups';
import type { Services } from '../services';
import { solutionSettings } from './config';
import { judgeTest, readTest, unanswerable, type TestText } from './judgeTest';
import { prepareSolution, type Solution, type SolutionSource } from './solution';
import type { RunOptions } from '../../run/program';
import type { SolutionTests } from './testController';
import { mayRunPrograms } from './trust';
import type { FileVerdict, Verdicts } from './verdicts';

/**
 * Programs judged at once. A time limit is wall-clock time, so programs that
 * compete for the cores would be judged slower than they are: half the cores,
 * and at most 4.
 */
const AT_ONCE = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));

export interface RunTarget {
  uri: vscode.Uri;
  /** Found in a folder: a file that is not a test of any problem is passed over quietly. */
  found: boolean;
}

export interface RunSummary {
  /** What ran: the chosen file's name or the command. */
  solution: string;
  /** The solution was built for this run. */
  built: boolean;
  verdicts: FileVerdict[];
  /** Files of a folder that are not tests. */
  passedOver: number;
  cancelled: boolean;
}

export class SolutionRunner implements vscode.Disposable {
  /** Runs in progress, to end their programs when the extension stops. */
  private readonly running = new Set<AbortController>();

  constructor(
    private readonly s: Services,
    private readonly tests: SolutionTests,
    private readonly verdicts: Verdicts,
    private readonly source: SolutionSource,
  ) {}

  /** Judges the files; undefined when nothing ran (untrusted, no solution, a failed build: the user was told). */
  async run(
    targets: RunTarget[],
    request: vscode.TestRunRequest,
    token: vscode.CancellationToken,
    progress?: (done: number, total: number, last: FileVerdict | undefined) => void,
  ): Promise<RunSummary | undefined> {
    if (!mayRunPrograms('Run My Solution')) return undefined;
    const abort = new AbortController();
    this.running.add(abort);
    const cancel = token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
    try {
      const solution = await prepareSolution(this.source, abort.signal);
      if (!solution || abort.signal.aborted) return undefined;
      const run = this.tests.controller.createTestRun(request, `Run My Solution: ${solution.label}`, true);
      const stop = run.token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
      const summary: RunSummary = { solution: solution.label, built: solution.built, verdicts: [], passedOver: 0, cancelled: false };
      const settings = solutionSettings();
      let next = 0;
      let done = 0;
      const worker = async () => {
        while (next < targets.length && !abort.signal.aborted) {
          const target = targets[next++];
          const v = await this.judgeOne(target, run, solution, { timeMs: settings.timeMs, memoryBytes: settings.memoryBytes, signal: abort.signal }).catch((e) => {
            if (!abort.signal.aborted) throw e;
            return 'cancelled' as const;
          });
          if (v === 'cancelled') break;
          if (v === 'passed over') summary.passedOver++;
          else summary.verdicts.push(v);
          progress?.(++done, targets.length, v === 'passed over' ? undefined : v);
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(AT_ONCE, targets.length) }, worker));
      } finally {
        summary.cancelled = abort.signal.aborted;
        stop.dispose();
        run.end();
      }
      return summary;
    } finally {
      cancel.dispose();
      this.running.delete(abort);
    }
  }

  private async judgeOne(target: RunTarget, run: vscode.TestRun, solution: Solution, options: RunOptions): Promise<FileVerdict | 'passed over'> {
    const test = await readTest(this.s, target.uri);
    // In a folder, what is not a test (notes, outputs) is none of the run's business: a file whose content
    // no problem claims, unless the user chose its problem, and it is complete and valid.
    if (target.found && (typeof test === 'string' || !this.isTest(test))) {
      this.s.log.info(`${vscode.workspace.asRelativePath(target.uri)}: passed over, ${typeof test === 'string' ? test : (unanswerable(test.analysis) ?? 'not a test')}`);
      return 'passed over';
    }
    const item = this.tests.fileItem(target.uri, typeof test === 'string' ? undefined : test.analysis);
    if (typeof test === 'string' || unanswerable(test.analysis)) {
      const v: FileVerdict = {
        uri: target.uri,
        version: -1,
        verdict: 'invalid',
        line: typeof test === 'string' ? test : unanswerable(test.analysis)!,
        cases: [],
      };
      this.tests.report(run, item, v);
      this.verdicts.set(v);
      return v;
    }
    this.tests.started(run, item);
    const v = await judgeTest(test, solution, options).catch((e) => {
      item.children.forEach((c) => run.skipped(c));
      run.skipped(item);
      throw e;
    });
    this.verdicts.set(v);
    this.tests.report(run, item, v);
    this.s.log.info(`${path.posix.basename(target.uri.path)}: ${v.line}`);
    return v;
  }

  /** Whether a file found in a folder is a test to judge (an invalid one is told as such). */
  private isTest(test: TestText): boolean {
    const a = test.analysis;
    if (!a.problem) return false;
    return !!a.byContent || this.s.recognition.override(test.uri) !== undefined || unanswerable(a) === undefined;
  }

  dispose(): void {
    for (const abort of this.running) abort.abort(new vscode.CancellationError());
    // Anything still running when the extension host goes away goes with it.
    killAllGroups();
  }
}
