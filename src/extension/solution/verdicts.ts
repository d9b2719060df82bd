// The last verdicts of the user's solution on each test file, for the views
// that show them (the Test Explorer, the editor). A verdict belongs to the
// text it was judged on: an edit of the file drops it.

import * as vscode from 'vscode';
import type { JudgeVerdict } from '../../run/judge';

export type CaseState = 'passed' | 'failed' | 'errored' | 'skipped';

export interface CaseVerdict {
  /** The case's header line (0-based), where its answer shows. */
  firstLine: number;
  /** "test 3 · 4 × 8". */
  label: string;
  state: CaseState;
  /** For the editor, after the case's answer: "AC", "WA: you printed 480", "TLE"; '' for a skipped case. */
  short: string;
  /** For the Test Explorer: what went wrong, in a sentence. */
  message?: string;
  /** A wrong answer's two texts, for the diff view. */
  expected?: string;
  actual?: string;
}

export interface FileVerdict {
  uri: vscode.Uri;
  /** The document version judged, or -1 for the file as it was on disk (with its modification time). */
  version: number;
  mtime?: number;
  /** 'invalid': not a test Grid Lens can answer; 'not run': the program could not be started. */
  verdict: JudgeVerdict | 'invalid' | 'not run';
  /** What the command line prints for the file: "AC (12 ms)", "WA on test 3: expected 470, got 480 (9 ms)", … */
  line: string;
  /** Wall-clock time of the run, when there was one. */
  ms?: number;
  cases: CaseVerdict[];
  /** The whole output against the answers, for a wrong answer's diff. */
  expectedOutput?: string;
  actualOutput?: string;
  /** The end of what the program wrote to standard error. */
  stderr?: string;
}

export class Verdicts implements vscode.Disposable {
  private readonly byUri = new Map<string, FileVerdict>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /** A file's verdict was set or dropped. */
  readonly onDidChange = this.changed.event;
  private readonly subscriptions: vscode.Disposable[];

  constructor() {
    this.subscriptions = [
      vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length > 0 && this.drop(e.document.uri)),
      // A file judged from disk and changed since is opened: its verdict is of another text.
      vscode.workspace.onDidOpenTextDocument((d) => void this.dropIfChangedOnDisk(d.uri)),
    ];
  }

  get(uri: vscode.Uri): FileVerdict | undefined {
    return this.byUri.get(uri.toString());
  }

  set(v: FileVerdict): void {
    this.byUri.set(v.uri.toString(), v);
    this.changed.fire(v.uri);
  }

  drop(uri: vscode.Uri): void {
    if (this.byUri.delete(uri.toString())) this.changed.fire(uri);
  }

  /** Whether a verdict is of the document's text as it is now. */
  isCurrent(v: FileVerdict, doc: vscode.TextDocument): boolean {
    return v.version === -1 ? !doc.isDirty : v.version === doc.version;
  }

  private async dropIfChangedOnDisk(uri: vscode.Uri): Promise<void> {
    const v = this.byUri.get(uri.toString());
    if (!v || v.version !== -1) return;
    const mtime = await vscode.workspace.fs.stat(uri).then(
      (s) => s.mtime,
      () => undefined,
    );
    if (mtime !== v.mtime && this.byUri.get(uri.toString()) === v) this.drop(uri);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
  }
}
