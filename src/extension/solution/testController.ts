// The Test Explorer's view of test files (VS Code's Testing API): one
// controller, "Grid Lens"; an item per test file with a child per test case
// ("test 3 · 4 × 8", at its header line); a run profile, so the Test
// Explorer's own run buttons run the solution too. Open test files are listed
// as Grid Lens recognizes them, judged ones as they are judged.

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Analyses, FileAnalysis } from '../analyses';
import { caseLabel } from './judgeTest';
import type { CaseVerdict, FileVerdict } from './verdicts';

export type RunHandler = (request: vscode.TestRunRequest, token: vscode.CancellationToken) => Promise<void>;

/** What was last reported of an item, as the Testing API was told it (for tests and other extensions). */
export interface Reported {
  state: 'passed' | 'failed' | 'errored' | 'skipped';
  message?: string;
  expected?: string;
  actual?: string;
  /** The line (0-based) the message points at. */
  line?: number;
  durationMs?: number;
}

export class SolutionTests implements vscode.Disposable {
  readonly controller = vscode.tests.createTestController('gridLens', 'Grid Lens');
  readonly profile: vscode.TestRunProfile;
  private readonly reported = new Map<string, Reported>();
  private readonly subscriptions: vscode.Disposable[];

  constructor(analyses: Analyses, run: RunHandler) {
    this.profile = this.controller.createRunProfile('Run My Solution', vscode.TestRunProfileKind.Run, run, true);
    this.subscriptions = [
      analyses.onDidUpdate((a) => {
        if (a.problem) this.fileItem(a.uri, a);
      }),
      // A test file deleted, or the folder it was in, leaves the list.
      vscode.workspace.onDidDeleteFiles((e) => {
        const gone = e.files.map((f) => f.toString());
        const ids: string[] = [];
        this.controller.items.forEach((item) => void ids.push(item.id));
        for (const id of ids) if (gone.some((g) => id === g || id.startsWith(g + '/'))) this.controller.items.delete(id);
      }),
    ];
  }

  /** The item of a test file, its children the file's cases as `analysis` read them. */
  fileItem(uri: vscode.Uri, analysis?: FileAnalysis): vscode.TestItem {
    const id = uri.toString();
    let item = this.controller.items.get(id);
    if (!item) {
      item = this.controller.createTestItem(id, path.posix.basename(uri.path), uri);
      const folder = path.posix.dirname(vscode.workspace.asRelativePath(uri, false));
      item.description = folder === '.' ? undefined : folder;
      this.controller.items.add(item);
    }
    if (analysis?.problem) this.setCases(item, analysis);
    return item;
  }

  private setCases(item: vscode.TestItem, a: FileAnalysis): void {
    const wanted = a.cases.map((c) => ({ id: `${item.id}#${c.index + 1}`, label: caseLabel(c), line: c.firstLine }));
    const same = wanted.length === item.children.size && wanted.every((w) => item.children.get(w.id)?.label === w.label && item.children.get(w.id)?.range?.start.line === w.line);
    if (same) return;
    item.children.replace(
      wanted.map((w) => {
        const child = item.children.get(w.id) ?? this.controller.createTestItem(w.id, w.label, item.uri);
        child.label = w.label;
        child.range = new vscode.Range(w.line, 0, w.line, 0);
        return child;
      }),
    );
  }

  /** The file items a request names (a case stands for its file: a file is run whole), or every file. */
  filesOf(request: vscode.TestRunRequest): vscode.TestItem[] {
    const all: vscode.TestItem[] = [];
    this.controller.items.forEach((i) => void all.push(i));
    const chosen = request.include ? request.include.map((i) => i.parent ?? i) : all;
    const excluded = new Set((request.exclude ?? []).filter((i) => !i.parent).map((i) => i.id));
    return [...new Map(chosen.filter((i) => !excluded.has(i.id)).map((i) => [i.id, i])).values()];
  }

  /** Marks a file and its cases as running. */
  started(run: vscode.TestRun, item: vscode.TestItem): void {
    run.started(item);
    item.children.forEach((c) => run.started(c));
  }

  /** Tells the Test Explorer a file's verdict and each of its cases'. */
  report(run: vscode.TestRun, item: vscode.TestItem, v: FileVerdict): void {
    const name = path.posix.basename(v.uri.path);
    run.appendOutput(`${name}: ${v.line}\r\n`, undefined, item);
    v.cases.forEach((c, i) => {
      const child = item.children.get(`${item.id}#${i + 1}`);
      if (child) this.reportCase(run, child, v, c);
    });
    const duration = v.ms;
    const withStderr = (text: string) => (v.stderr ? `${text}\n\nStandard error (the end):\n${v.stderr}` : text);
    switch (v.verdict) {
      case 'AC':
        this.tell(run, item, { state: 'passed', durationMs: duration });
        break;
      case 'WA':
        this.tell(run, item, { state: 'failed', message: v.line, expected: v.expectedOutput, actual: v.actualOutput, durationMs: duration });
        break;
      case 'invalid':
      case 'not run':
        this.tell(run, item, { state: 'errored', message: `${name}: ${v.line}` });
        break;
      default:
        this.tell(run, item, { state: 'errored', message: withStderr(v.line), durationMs: duration });
    }
  }

  private reportCase(run: vscode.TestRun, child: vscode.TestItem, v: FileVerdict, c: CaseVerdict): void {
    const message = c.state === 'errored' && v.stderr ? `${c.message}\n\nStandard error (the end):\n${v.stderr}` : c.message;
    this.tell(run, child, { state: c.state, message, expected: c.expected, actual: c.actual, line: c.firstLine });
  }

  private tell(run: vscode.TestRun, item: vscode.TestItem, r: Reported): void {
    this.reported.set(item.id, r);
    const message = () => {
      const m = r.expected !== undefined && r.actual !== undefined ? vscode.TestMessage.diff(r.message ?? '', r.expected, r.actual) : new vscode.TestMessage(r.message ?? '');
      if (r.line !== undefined && item.uri) m.location = new vscode.Location(item.uri, new vscode.Position(r.line, 0));
      return m;
    };
    if (r.state === 'passed') run.passed(item, r.durationMs);
    else if (r.state === 'skipped') run.skipped(item);
    else if (r.state === 'failed') run.failed(item, message(), r.durationMs);
    else run.errored(item, message(), r.durationMs);
  }

  /** The file changed since it was judged: its results are out of date. */
  invalidate(uri: vscode.Uri): void {
    const item = this.controller.items.get(uri.toString());
    if (!item) return;
    this.reported.delete(item.id);
    item.children.forEach((c) => void this.reported.delete(c.id));
    this.controller.invalidateTestResults(item);
  }

  /** Items as the Test Explorer lists them, with what was last reported of each. */
  snapshot(): { id: string; label: string; description?: string; line?: number; result?: Reported; children: { id: string; label: string; line?: number; result?: Reported }[] }[] {
    const out: ReturnType<SolutionTests['snapshot']> = [];
    this.controller.items.forEach((item) => {
      const children: (typeof out)[number]['children'] = [];
      item.children.forEach((c) => void children.push({ id: c.id, label: c.label, line: c.range?.start.line, result: this.reported.get(c.id) }));
      out.push({ id: item.id, label: item.label, description: item.description, result: this.reported.get(item.id), children });
    });
    return out;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.controller.dispose();
  }
}
