// Keeps one analysis per open candidate document, fresh as the user types:
// debounced, solved in the worker, stale requests cancelled. Views subscribe
// to onDidUpdate and never compute anything themselves.

import * as vscode from 'vscode';
import type { Case, CaseResult, Problem } from '../core/problem';
import { problemById } from '../core/problems';
import type { Issue } from '../core/source';
import { log } from './log';
import type { Recognition } from './recognition';
import { settings } from './settings';
import type { SolverClient } from './solverClient';

export interface FileAnalysis {
  uri: vscode.Uri;
  /** Document version analysed, or -1 for a file read from disk. */
  version: number;
  problem: Problem | undefined;
  /** How the problem was chosen, in words for the log and the status bar tooltip. */
  why: string;
  issues: Issue[];
  cases: Case[];
  results: (CaseResult | undefined)[];
  output: string | undefined;
  ms: number;
}

export class Analyses implements vscode.Disposable {
  private readonly byUri = new Map<string, FileAnalysis>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, { version: number; promise: Promise<FileAnalysis | undefined> }>();
  private readonly updated = new vscode.EventEmitter<FileAnalysis>();
  private readonly cleared = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidUpdate = this.updated.event;
  readonly onDidClear = this.cleared.event;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly client: SolverClient,
    private readonly recognition: Recognition,
  ) {
    this.subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((d) => this.schedule(d, 0)),
      vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length && this.schedule(e.document, settings().debounceMs)),
      vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri)),
      recognition.onDidChange((uri) => {
        for (const d of vscode.workspace.textDocuments) if (!uri || d.uri.toString() === uri.toString()) this.schedule(d, 0);
      }),
    );
    for (const d of vscode.workspace.textDocuments) this.schedule(d, 0);
  }

  get(uri: vscode.Uri): FileAnalysis | undefined {
    return this.byUri.get(uri.toString());
  }

  /** The analysis of the document as it is now, waiting for a solve in progress. */
  async current(doc: vscode.TextDocument): Promise<FileAnalysis | undefined> {
    const key = doc.uri.toString();
    // A request can be cancelled by a newer one (an edit, the open event's own
    // request); then wait for that one instead. Each round needs a newer request.
    for (let round = 0; round < 10; round++) {
      const have = this.byUri.get(key);
      if (have && have.version === doc.version) return have;
      const a = await this.analyse(doc);
      if (a && (a.version === doc.version || doc.isClosed)) return a;
      if (!a && !this.inFlight.has(key)) return undefined;
    }
    return undefined;
  }

  /** Analyses a file that is not open (explorer), without keeping it. */
  async file(uri: vscode.Uri, text: string): Promise<FileAnalysis | undefined> {
    return this.run(uri, -1, text, `file:${uri.toString()}`);
  }

  private schedule(doc: vscode.TextDocument, delay: number): void {
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    if (!this.recognition.isCandidate(doc)) return this.forget(doc.uri);
    if (this.tooLarge(doc)) return;
    // With nothing running for this document the edit is solved at once; the
    // debounce only gathers the keystrokes that arrive while a solve is busy.
    const wait = this.inFlight.has(key) ? delay : 0;
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.analyse(doc);
      }, wait),
    );
  }

  private tooLarge(doc: vscode.TextDocument): boolean {
    // offsetAt(end) is the text length without building the string.
    const size = doc.offsetAt(doc.lineAt(doc.lineCount - 1).range.end);
    if (size <= settings().maxFileBytes) return false;
    log().info(`${vscode.workspace.asRelativePath(doc.uri)}: ${size} characters, over gridLens.maxFileSizeMB; not analysed`);
    this.forget(doc.uri);
    return true;
  }

  /** Starts (or joins) the analysis of the document's current version. */
  private analyse(doc: vscode.TextDocument): Promise<FileAnalysis | undefined> {
    const key = doc.uri.toString();
    const running = this.inFlight.get(key);
    if (running && running.version === doc.version) return running.promise;
    const promise = this.run(doc.uri, doc.version, doc.getText(), key).then((a) => {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
      // A result for an older version than the document now is dropped.
      if (!a || a.version !== doc.version || doc.isClosed) return a;
      if (!a.problem) {
        this.forget(doc.uri);
        return a;
      }
      this.byUri.set(key, a);
      this.updated.fire(a);
      return a;
    });
    this.inFlight.set(key, { version: doc.version, promise });
    return promise;
  }

  private async run(uri: vscode.Uri, version: number, text: string, key: string): Promise<FileAnalysis | undefined> {
    const forced = this.recognition.override(uri);
    const assoc = forced ? undefined : this.recognition.association(uri);
    const r = await this.client.run(key, { text, problem: forced, fallback: assoc?.id });
    const name = vscode.workspace.asRelativePath(uri);
    if (r.kind === 'cancelled') return undefined;
    if (r.kind === 'failed') {
      log().error(`${name}: ${r.error}`);
      return undefined;
    }
    const a = r.analysis;
    const problem = a.problem ? problemById(a.problem) : undefined;
    const why = forced ? 'chosen for this file' : a.byContent ? `recognized from its content: ${a.reason}` : assoc ? `by the association "${assoc.glob}"` : a.reason;
    if (problem) {
      const solved = a.results.filter(Boolean).length;
      log().info(`${name} v${version}: ${problem.id} (${why}); ${a.cases.length} case(s), ${solved} solved, ${a.issues.filter((i) => i.severity === 'error').length} error(s) in ${r.ms.toFixed(1)} ms`);
    }
    return { uri, version, problem, why, issues: a.issues, cases: a.cases, results: a.results, output: a.output, ms: r.ms };
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    if (this.byUri.delete(key)) this.cleared.fire(uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    for (const s of this.subscriptions) s.dispose();
    this.updated.dispose();
    this.cleared.dispose();
  }
}
