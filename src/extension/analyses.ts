// Keeps one analysis per open candidate document, fresh as the user types:
// debounced, solved in the worker, stale requests cancelled. Views subscribe
// to onDidUpdate and never compute anything themselves.

import * as vscode from 'vscode';
import type { Case, CaseResult, Problem } from '../core/problem';
import type { DescribedProblems } from './described/problems';
import { type Issue } from '../core/text/issues';
import { log } from './log';
import type { Recognition } from './recognition';
import { settings } from './settings';
import type { TextChange, TextEdits } from '../workerProtocol';
import { resultsComplete, type SolveJob, type SolverClient } from './solverClient';

export interface FileAnalysis {
  uri: vscode.Uri;
  /** Document version analysed, or -1 for a file read from disk. */
  version: number;
  problem: Problem | undefined;
  /** How the problem was chosen, in words for the log and the status bar tooltip. */
  why: string;
  /** The problem was recognized from the content itself (not chosen, nor taken from the file's name or neighbours). */
  byContent?: boolean;
  issues: Issue[];
  cases: Case[];
  results: (CaseResult | undefined)[];
  output: string | undefined;
  ms: number;
  /** The worker's reply this came from, which the next request may reuse results of. */
  responseId?: number;
  /** Results taken unchanged from the previous analysis (their cases did not change). */
  reused?: number;
  /**
   * True until every layer has arrived: the layer on screen comes with the
   * reply, the others just after. Until then read only answers, issues and the
   * layers' names, or wait with Analyses.whenComplete.
   */
  layersPending?: boolean;
  /** For a text no problem claims that looks like a grid test: the closest problem, and the first error reading it so. */
  closest?: { problem: Problem; issue: Issue | undefined };
  /** Other problems that fit the text as well, when a described one is among them: the views say so. */
  rivals?: Problem[];
}

export class Analyses implements vscode.Disposable {
  private readonly byUri = new Map<string, FileAnalysis>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, { version: number; promise: Promise<FileAnalysis | undefined> }>();
  private readonly updated = new vscode.EventEmitter<FileAnalysis>();
  private readonly cleared = new vscode.EventEmitter<vscode.Uri>();
  private readonly completed = new vscode.EventEmitter<FileAnalysis>();
  private readonly hinted = new vscode.EventEmitter<FileAnalysis>();
  /** Documents no problem claims, that look like grid tests: the analysis says which problem came closest. */
  private readonly unrecognized = new Map<string, FileAnalysis>();
  /** Per document, the last analysis whose layers had all arrived. */
  private readonly lastComplete = new Map<string, FileAnalysis>();
  /** The document version the worker has the text of (it keeps the last one sent per document). */
  private readonly workerHas = new Map<string, number>();
  /** Per document, the edits since that version, in order: the next request sends these instead of the whole text. */
  private readonly edits = new Map<string, { version: number; changes: TextChange[] }[]>();
  /** Documents whose last analysis failed, told to the user once. */
  private readonly failedOnce = new Set<string>();
  /** Documents re-analysed once because their layers could not arrive, by key and version. */
  private readonly retried = new Set<string>();
  /** A new analysis: answers, issues and the layer on screen (see FileAnalysis.layersPending). */
  readonly onDidUpdate = this.updated.event;
  /** The layers of an analysis already announced by onDidUpdate have all arrived. */
  readonly onDidComplete = this.completed.event;
  readonly onDidClear = this.cleared.event;
  /** A document no problem claims got an analysis with `closest` (cleared by onDidClear). */
  readonly onDidHint = this.hinted.event;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly client: SolverClient,
    private readonly recognition: Recognition,
    /** The problems the workspace describes, with the built-in ones: what the worker's replies name. */
    private readonly described: DescribedProblems,
    /** Layer ids the editor shows: the worker builds these before replying. */
    private readonly shownLayers: () => string[] = () => [],
  ) {
    this.subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((d) => this.schedule(d, 0)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (!e.contentChanges.length) return;
        this.recordEdit(e);
        this.schedule(e.document, settings().debounceMs);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri)),
      recognition.onDidChange((uri) => {
        for (const d of vscode.workspace.textDocuments) if (!uri || d.uri.toString() === uri.toString()) this.schedule(d, 0);
      }),
      // A description changed: the worker reads with the new problems, and every open test is read again, afresh.
      described.onDidChange(() => {
        client.setProblems(described.version, [...described.sources]);
        for (const d of vscode.workspace.textDocuments) this.schedule(d, 0, true);
      }),
    );
    client.setProblems(described.version, [...described.sources]);
    for (const d of vscode.workspace.textDocuments) this.schedule(d, 0);
  }

  get(uri: vscode.Uri): FileAnalysis | undefined {
    return this.byUri.get(uri.toString());
  }

  /** The analysis of a document no problem claims, with the problem that came closest. */
  unrecognizedAnalysis(uri: vscode.Uri): FileAnalysis | undefined {
    return this.unrecognized.get(uri.toString());
  }

  /** The newest analysis of the document whose layers have all arrived (it may be a version behind). */
  getComplete(uri: vscode.Uri): FileAnalysis | undefined {
    const a = this.byUri.get(uri.toString());
    return a && !a.layersPending ? a : this.lastComplete.get(uri.toString());
  }

  /** Resolves to true once all of the analysis's layers are there (asking for them now), false if they never will be. */
  async whenComplete(a: FileAnalysis): Promise<boolean> {
    return !a.layersPending || this.client.whenComplete(a.results, true);
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

  /** Analyses a file that is not open (explorer), without keeping it; with `layers` false, only its answers are waited for. */
  async file(uri: vscode.Uri, text: string, layers = true): Promise<FileAnalysis | undefined> {
    const key = `file:${uri.toString()}`;
    const a = await this.run(uri, -1, { text }, key, undefined);
    if (layers && a && (await this.whenComplete(a))) a.layersPending = false;
    // Nothing of it will be reused: the worker may let it go.
    this.client.forget(key);
    return a;
  }

  /** `afresh`: nothing of the last analysis may be reused (the problems themselves changed). */
  private schedule(doc: vscode.TextDocument, delay: number, afresh = false): void {
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    if (!this.recognition.isCandidate(doc)) return this.forget(doc.uri);
    if (this.tooLarge(doc)) return;
    // With nothing running for this document the edit is solved at once; the
    // debounce only gathers the keystrokes that arrive while a solve is busy.
    if (!this.inFlight.has(key) || afresh) {
      // At once, so the request is on its way before other listeners of this edit (the heatmap's) run.
      this.timers.delete(key);
      void this.analyse(doc, afresh);
      return;
    }
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.analyse(doc);
      }, delay),
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
  private analyse(doc: vscode.TextDocument, afresh = false): Promise<FileAnalysis | undefined> {
    const key = doc.uri.toString();
    const running = this.inFlight.get(key);
    if (running && running.version === doc.version && !afresh) return running.promise;
    const base = afresh ? undefined : this.byUri.get(key)?.responseId;
    const promise = this.run(doc.uri, doc.version, this.textOf(doc), key, base, doc).then((a) => {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
      // A result for an older version than the document now is dropped.
      if (!a || a.version !== doc.version || doc.isClosed) return a;
      if (!a.problem) {
        this.forget(doc.uri);
        if (a.closest) {
          this.unrecognized.set(key, a);
          this.hinted.fire(a);
        }
        return a;
      }
      if (this.unrecognized.delete(key)) this.cleared.fire(doc.uri);
      this.byUri.set(key, a);
      if (!a.layersPending) this.lastComplete.set(key, a);
      else void this.client.whenComplete(a.results).then((ok) => this.layersArrived(doc, a, ok));
      this.updated.fire(a);
      return a;
    });
    this.inFlight.set(key, { version: doc.version, promise });
    return promise;
  }

  private layersArrived(doc: vscode.TextDocument, a: FileAnalysis, ok: boolean): void {
    const key = doc.uri.toString();
    if (this.byUri.get(key) !== a) return;
    if (ok) {
      a.layersPending = false;
      this.lastComplete.set(key, a);
      this.completed.fire(a);
      return;
    }
    // The solver restarted (or dropped them) before the layers came: solve this version again, once,
    // unless a newer analysis is on its way anyway.
    const attempt = `${key}#${doc.version}`;
    if (this.retried.has(attempt) || doc.isClosed || doc.version !== a.version || this.inFlight.has(key)) return;
    this.retried.add(attempt);
    void this.analyse(doc, true);
  }

  private recordEdit(e: vscode.TextDocumentChangeEvent): void {
    const key = e.document.uri.toString();
    if (!this.workerHas.has(key)) return;
    const list = this.edits.get(key) ?? [];
    list.push({ version: e.document.version, changes: e.contentChanges.map((c) => ({ offset: c.rangeOffset, length: c.rangeLength, text: c.text })) });
    this.edits.set(key, list);
  }

  /**
   * What to send of the document: the edits since the version the worker has,
   * when they lead exactly from it to this version; else the whole text. A
   * small edit of a 12.5 MB file then costs neither building the text here
   * (getText) nor copying it into the message.
   */
  private textOf(doc: vscode.TextDocument): { text?: string; edits?: TextEdits } {
    const key = doc.uri.toString();
    const had = this.workerHas.get(key);
    const list = this.edits.get(key) ?? [];
    this.edits.delete(key);
    this.workerHas.set(key, doc.version);
    const leads = had !== undefined && list.every((e, i) => e.version === had + i + 1) && (list.length ? list[list.length - 1].version : had) === doc.version;
    if (!leads) return { text: doc.getText() };
    // offsetAt(end) is the text's length without building the string.
    return { edits: { from: had, changes: list.map((e) => e.changes), length: doc.offsetAt(doc.lineAt(doc.lineCount - 1).range.end) } };
  }

  private async run(
    uri: vscode.Uri,
    version: number,
    source: { text?: string; edits?: TextEdits },
    key: string,
    base: number | undefined,
    doc?: vscode.TextDocument,
  ): Promise<FileAnalysis | undefined> {
    const forced = this.recognition.override(uri);
    const fallback = forced ? undefined : this.recognition.fallback(uri);
    const job: SolveJob = { version: doc ? version : -1, ...source, problem: forced, fallback: fallback?.id, base, show: this.shownLayers() };
    let r = await this.client.run(key, job);
    // A file not open, read while a description changed: read it again with the new problems (an open one is, on the change).
    if (!doc && r.kind === 'done' && r.analysis.problems !== this.described.version) r = await this.client.run(key, job);
    if (r.kind === 'resync') {
      // The worker lost the text the edits apply to (it restarted, say): send it whole, if this is still the version.
      this.workerHas.delete(key);
      this.edits.delete(key);
      if (!doc || doc.isClosed || doc.version !== version) return undefined;
      this.workerHas.set(key, version);
      r = await this.client.run(key, { ...job, text: doc.getText(), edits: undefined });
    }
    const name = vscode.workspace.asRelativePath(uri);
    if (r.kind === 'cancelled' || r.kind === 'resync') return undefined;
    if (r.kind === 'failed') {
      log().error(`${name}: ${r.error}`);
      // Said once per document until it is analysed again: a failure must not go unseen, nor repeat at every keystroke.
      if (doc && !this.failedOnce.has(key)) {
        this.failedOnce.add(key);
        void vscode.window.showWarningMessage(`Grid Lens could not analyse ${name}: ${r.error}.`, 'Show Log').then((c) => c && log().show());
      }
      return undefined;
    }
    this.failedOnce.delete(key);
    const a = r.analysis;
    // Read with problems since changed: a newer request (sent on the change) brings the answer.
    if (a.problems !== this.described.version) return undefined;
    const registry = this.described.registry;
    const reused = a.results.filter(Boolean).length - r.solved;
    const problem = a.problem ? registry.byId(a.problem) : undefined;
    const rivals = a.rivals?.map((id) => registry.byId(id)).filter((p): p is Problem => p !== undefined);
    const content = rivals?.length
      ? fallback?.id === problem?.id
        ? `fits its content, as others do; ${fallback!.why}`
        : `fits its content best, as others do too`
      : `recognized from its content: ${a.reason}`;
    const why = forced ? 'chosen for this file' : a.byContent ? content : fallback ? fallback.why : a.reason;
    if (problem && a.byContent && doc) this.recognition.remember(uri, problem.id);
    // Nothing names it: the files beside it may (an answer re-reads it).
    if (!problem && !forced && !fallback && doc) void this.recognition.askNeighbours(uri);
    if (problem) {
      const solved = a.results.filter(Boolean).length;
      log().info(
        `${name} v${version}: ${problem.id} (${why}); ${a.cases.length} case(s), ${solved} solved${reused ? ` (${reused} unchanged, reused)` : ''}, ${a.issues.filter((i) => i.severity === 'error').length} error(s) in ${r.ms.toFixed(1)} ms`,
      );
    }
    const closest = a.closest && registry.byId(a.closest.problem);
    return {
      uri,
      version,
      problem,
      why,
      byContent: a.byContent,
      issues: a.issues,
      cases: a.cases,
      results: a.results,
      output: a.output,
      ms: r.ms,
      responseId: r.id,
      reused,
      layersPending: !resultsComplete(a.results),
      closest: closest && { problem: closest, issue: a.closest!.issue },
      ...(rivals?.length && { rivals }),
    };
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.lastComplete.delete(key);
    this.workerHas.delete(key);
    this.edits.delete(key);
    this.client.forget(key);
    const hinted = this.unrecognized.delete(key);
    if (this.byUri.delete(key) || hinted) this.cleared.fire(uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    for (const s of this.subscriptions) s.dispose();
    this.updated.dispose();
    this.cleared.dispose();
    this.completed.dispose();
    this.hinted.dispose();
  }
}
