// The problems the workspace describes: every *.grid-problem.json, found on
// disk and followed by a watcher, read from the editor while it is open (so
// unsaved edits count, keystroke by keystroke). Each change rebuilds the
// registry (reading is cheap and pure; solving stays in the worker), puts the
// descriptions' own mistakes in the Problems view at their line and column
// (what the schema sees comes from VS Code's JSON service), and tells the
// listeners: the worker gets the texts, open tests are read again. While a
// description has mistakes (half-typed, say), its tests are read with its
// last text without any, as a test keeps its problem through a broken line.

import * as vscode from 'vscode';
import { namesFile } from '../../core/described/files';
import { type DescribedSet, type DescriptionSource, withDescriptions } from '../../core/described/registry';
import { DESCRIPTION_SUFFIX, LIMITS } from '../../core/described/types';
import type { Problem } from '../../core/problem';
import { BUILT_INS, type Registry } from '../../core/problems';
import type { Severity } from '../../core/text/issues';
import { toRange } from '../convert';
import { log } from '../log';

const GLOB = `**/*${DESCRIPTION_SUFFIX}`;
/** Descriptions looked at in one workspace. */
const MAX_DESCRIPTIONS = 200;
/** A file larger than this is not read (nor sent to the worker at each change): a description has at most LIMITS.fileChars characters. */
const MAX_BYTES = LIMITS.fileChars;
/** Edits of a description that come this close together are read once. */
const SETTLE_MS = 120;

const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

export function isDescription(uri: vscode.Uri): boolean {
  return uri.path.endsWith(DESCRIPTION_SUFFIX);
}

export class DescribedProblems implements vscode.Disposable {
  /** Each description's text, by its URI: the open document's, else the file's. */
  private readonly texts = new Map<string, { uri: vscode.Uri; text: string }>();
  private set: DescribedSet = withDescriptions(BUILT_INS, []);
  /** The URI of each of set.descriptions, in order. */
  private uris: vscode.Uri[] = [];
  /** What the set was built from, and as one string, to tell a real change from a save of the same text. */
  private current: DescriptionSource[] = [];
  private built = '';
  /** `current` as one string: the set is rebuilt (and its listeners told) only when it changes. */
  private used = '';
  /** Each description's last text without mistakes, by URI. */
  private readonly lastGood = new Map<string, string>();
  /** Files too large to be descriptions, not read. */
  private readonly tooLarge = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('gridLens.descriptions');
  private readonly subscriptions: vscode.Disposable[] = [];
  /** Raised on every change of the set of described problems (a new version). */
  readonly onDidChange = this.changed.event;
  /** Counts the changes; the worker's replies say which version they were read with. */
  version = 0;
  /** Settles once the workspace's descriptions have been found and read. */
  readonly ready: Promise<void>;

  constructor() {
    const watcher = vscode.workspace.createFileSystemWatcher(GLOB);
    this.subscriptions.push(
      watcher,
      watcher.onDidCreate((uri) => this.readFile(uri)),
      watcher.onDidChange((uri) => this.readFile(uri)),
      watcher.onDidDelete((uri) => this.drop(uri)),
      vscode.workspace.onDidOpenTextDocument((d) => this.readDocument(d)),
      vscode.workspace.onDidChangeTextDocument((e) => this.readDocument(e.document)),
      // Closed without saving: the file on disk is the description again.
      vscode.workspace.onDidCloseTextDocument((d) => isDescription(d.uri) && this.readFile(d.uri)),
    );
    for (const d of vscode.workspace.textDocuments) this.readDocument(d);
    this.ready = this.findAll();
  }

  /** The built-in problems and the valid described ones. */
  get registry(): Registry {
    return this.set.registry;
  }

  /** The description files' names and texts the registry was built from, in its order (what the worker is sent). */
  get sources(): readonly DescriptionSource[] {
    return this.current;
  }

  /** The described problem whose "files" name this file (the first in path order), and its description's name. */
  namedBy(uri: vscode.Uri): { problem: Problem; name: string } | undefined {
    for (let i = 0; i < this.uris.length; i++) {
      const d = this.set.descriptions[i];
      if (d.problem && namesFile(d.files, this.uris[i].path, uri.path)) return { problem: d.problem, name: d.name };
    }
    return undefined;
  }

  /** The file a described problem comes from. */
  uriOf(problem: Problem): vscode.Uri | undefined {
    const i = this.set.descriptions.findIndex((d) => d.problem === problem);
    return i < 0 ? undefined : this.uris[i];
  }

  private async findAll(): Promise<void> {
    try {
      const found = await vscode.workspace.findFiles(GLOB, '**/node_modules/**', MAX_DESCRIPTIONS);
      await Promise.all(found.map((uri) => this.readFile(uri)));
    } catch (e) {
      log().warn(`Looking for problem descriptions failed: ${(e as Error).message}`);
    }
    this.rebuild();
  }

  private readDocument(doc: vscode.TextDocument): void {
    if (!isDescription(doc.uri) || doc.uri.scheme === 'git' || doc.uri.scheme === 'output') return;
    const key = doc.uri.toString();
    // offsetAt(end) is the text's length without building the string.
    if (doc.offsetAt(doc.lineAt(doc.lineCount - 1).range.end) > LIMITS.fileChars) {
      this.texts.delete(key);
      this.tooLarge.add(key);
    } else {
      this.tooLarge.delete(key);
      this.texts.set(key, { uri: doc.uri, text: doc.getText() });
    }
    this.settle();
  }

  /** Reads the file, unless it is open: then the editor's text (saved or not) is the description. */
  private async readFile(uri: vscode.Uri): Promise<void> {
    const open = vscode.workspace.textDocuments.find((d) => !d.isClosed && d.uri.toString() === uri.toString());
    if (open) return this.readDocument(open);
    const key = uri.toString();
    this.tooLarge.delete(key);
    try {
      if ((await vscode.workspace.fs.stat(uri)).size > MAX_BYTES) {
        this.texts.delete(key);
        this.tooLarge.add(key);
      } else this.texts.set(key, { uri, text: new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)) });
    } catch {
      this.texts.delete(key);
    }
    this.settle();
  }

  private drop(uri: vscode.Uri): void {
    if (vscode.workspace.textDocuments.some((d) => !d.isClosed && d.uri.toString() === uri.toString())) return;
    this.texts.delete(uri.toString());
    this.lastGood.delete(uri.toString());
    this.tooLarge.delete(uri.toString());
    this.diagnostics.delete(uri);
    this.settle();
  }

  private settle(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.rebuild(), SETTLE_MS);
  }

  /** Reads every description again, in path order (the worker does the same with the same texts). */
  private rebuild(): void {
    clearTimeout(this.timer);
    const all = [...this.texts.values()].sort((a, b) => (a.uri.toString() < b.uri.toString() ? -1 : 1));
    const sources = all.map(({ uri, text }) => ({ name: vscode.workspace.asRelativePath(uri, false), text }));
    for (const large of this.tooLarge) {
      const message = `This file is larger than a description may be (${LIMITS.fileChars.toLocaleString('en-US')} characters): it is not read.`;
      this.diagnostics.set(vscode.Uri.parse(large), [describeIssue({ start: { line: 0, col: 0 }, end: { line: 0, col: 1 } }, message, 'error')]);
    }
    const key = JSON.stringify(sources);
    if (key === this.built) return;
    const before = new Set(this.uris.map((u) => u.toString()));
    this.built = key;
    this.uris = all.map((x) => x.uri);
    const fresh = withDescriptions(BUILT_INS, sources);
    const held = this.holdLastGood(sources, fresh);
    // A keystroke that only changes which mistakes a description has changes no problem: nothing is read again.
    const used = JSON.stringify(held?.sources ?? sources);
    const changed = used !== this.used;
    if (changed) {
      this.used = used;
      this.current = held?.sources ?? sources;
      this.set = held?.set ?? fresh;
    }
    fresh.descriptions.forEach((d, i) => {
      const issues = d.issues.map((issue) => describeIssue(issue.range, issue.message, issue.severity));
      const error = d.issues.find((issue) => issue.severity === 'error');
      if (error && held?.set.descriptions[i].problem)
        issues.push(describeIssue(error.range, 'Until these mistakes are mended, its tests are read as its last version without mistakes describes them.', 'info'));
      this.diagnostics.set(this.uris[i], issues);
      before.delete(this.uris[i].toString());
    });
    for (const gone of before) if (!this.tooLarge.has(gone)) this.diagnostics.delete(vscode.Uri.parse(gone));
    if (!changed) return;
    this.version++;
    const valid = this.set.descriptions.filter((d) => d.problem).map((d) => d.problem!.id);
    log().info(`problem descriptions (v${this.version}): ${all.length} file(s)${valid.length ? `; described problems: ${valid.join(', ')}` : ''}`);
    this.changed.fire();
  }

  /**
   * The sources with each description that has mistakes replaced by its last
   * text without any, and their set; undefined when none is, or when doing so
   * would take a problem from another description (an id taken meanwhile).
   */
  private holdLastGood(sources: DescriptionSource[], fresh: DescribedSet): { sources: DescriptionSource[]; set: DescribedSet } | undefined {
    let holding = false;
    const held = sources.map((source, i) => {
      const key = this.uris[i].toString();
      if (fresh.descriptions[i].problem) {
        this.lastGood.set(key, source.text);
        return source;
      }
      const good = this.lastGood.get(key);
      if (good === undefined) return source;
      holding = true;
      return { name: source.name, text: good };
    });
    if (!holding) return undefined;
    const set = withDescriptions(BUILT_INS, held);
    const keeps = set.descriptions.every((d, i) => d.problem || (!fresh.descriptions[i].problem && held[i] === sources[i]));
    return keeps ? { sources: held, set } : undefined;
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const s of this.subscriptions) s.dispose();
    this.diagnostics.dispose();
    this.changed.dispose();
  }
}

function describeIssue(range: Parameters<typeof toRange>[0], message: string, severity: Severity): vscode.Diagnostic {
  const d = new vscode.Diagnostic(toRange(range), message, SEVERITY[severity]);
  d.source = 'Grid Lens';
  return d;
}
