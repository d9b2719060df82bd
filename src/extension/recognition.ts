// Which documents Grid Lens looks at, and which problem a file is. Content
// decides first (in the worker); a per-file choice overrides it. When content
// cannot decide (a typo in a size line, a file still being written, or several
// problems fit it), the file keeps a problem from what else names it: a
// `gridLens.associations` glob, the "files" of a problem description, the
// problem content recognized in it before, a folder or file name that holds a
// problem's id (see neighbours.ts for the files beside it).

import * as vscode from 'vscode';
import { matchGlob } from '../core/glob';
import { type DescribedProblems, isDescription } from './described/problems';
import type { Neighbours } from './neighbours';
import { settings } from './settings';

const OVERRIDES = 'gridLens.overrides';
const REMEMBERED = 'gridLens.recognized';
/** Files whose recognized problem is remembered, the most recent first kept. */
const REMEMBERED_FILES = 500;
/** The endings of files that may be test inputs, whatever their language mode. */
export const CANDIDATE_ENDINGS = ['in', 'txt', 'grid', 'inp', 'input', 'dat', 'sample', 'test'];
const CANDIDATE_EXTENSIONS = new RegExp(`\\.(${CANDIDATE_ENDINGS.join('|')})$`, 'i');
const CANDIDATE_SCHEMES = new Set(['file', 'untitled', 'vscode-remote', 'vscode-userdata']);

export class Recognition {
  private readonly changed = new vscode.EventEmitter<vscode.Uri | undefined>();
  /** Fires with the file whose choice changed, or undefined when associations changed. */
  readonly onDidChange = this.changed.event;

  /** The files beside a test, asked when nothing else names its problem. */
  neighbours: Neighbours | undefined;

  constructor(
    private readonly state: vscode.Memento,
    /** The problems the workspace describes, with the built-in ones: the ids a file may be read as. */
    private readonly described: DescribedProblems,
  ) {}

  private known(id: string | undefined): id is string {
    return id !== undefined && this.described.registry.byId(id) !== undefined;
  }

  /** The problem the user chose for this file with "Choose Problem for This File". */
  override(uri: vscode.Uri): string | undefined {
    const id = this.state.get<Record<string, string>>(OVERRIDES, {})[uri.toString()];
    return this.known(id) ? id : undefined;
  }

  async setOverride(uri: vscode.Uri, id: string | undefined): Promise<void> {
    const all = { ...this.state.get<Record<string, string>>(OVERRIDES, {}) };
    if (id) all[uri.toString()] = id;
    else delete all[uri.toString()];
    await this.state.update(OVERRIDES, all);
    this.changed.fire(uri);
  }

  /** The problem a `gridLens.associations` glob gives this file, and the glob. */
  association(uri: vscode.Uri): { id: string; glob: string } | undefined {
    const rel = vscode.workspace.asRelativePath(uri, false);
    for (const [glob, id] of Object.entries(settings().associations)) {
      if (this.known(id) && (matchGlob(glob, uri.path) || matchGlob(glob, rel))) return { id, glob };
    }
    return undefined;
  }

  /** The problem the file's content was last recognized as (remembered across sessions). */
  remembered(uri: vscode.Uri): string | undefined {
    const id = this.state.get<Record<string, string>>(REMEMBERED, {})[uri.toString()];
    return this.known(id) ? id : undefined;
  }

  /** Notes what the content was recognized as, so a broken line later does not lose it. */
  remember(uri: vscode.Uri, id: string): void {
    const all = this.state.get<Record<string, string>>(REMEMBERED, {});
    const key = uri.toString();
    if (all[key] === id) return;
    // Insertion order is age: the entry moves to the end, the oldest go past the limit.
    const { [key]: _, ...rest } = all;
    const entries = Object.entries({ ...rest, [key]: id });
    void this.state.update(REMEMBERED, Object.fromEntries(entries.slice(-REMEMBERED_FILES)));
  }

  /** A problem whose id is a word of the file's name or of a folder it is in, e.g. "tests/<id>/03.in". */
  byName(uri: vscode.Uri): { id: string; word: string } | undefined {
    const words = vscode.workspace
      .asRelativePath(uri, false)
      .toLowerCase()
      .split(/[^a-z0-9]+/);
    for (const id of this.described.registry.ids) if (words.includes(id)) return { id, word: id };
    return undefined;
  }

  /**
   * What names the file when its content cannot: an association, what its
   * content was before, its name or folder; with the reason in words.
   */
  fallback(uri: vscode.Uri): { id: string; why: string } | undefined {
    const assoc = this.association(uri);
    if (assoc) return { id: assoc.id, why: `by the association "${assoc.glob}"` };
    const named = this.described.namedBy(uri);
    if (named) return { id: named.problem.id, why: `named by the "files" of ${named.name}` };
    const before = this.remembered(uri);
    if (before) return { id: before, why: 'recognized from its content before; it does not fit now' };
    const inPath = this.byName(uri);
    if (inPath) return { id: inPath.id, why: `named by "${inPath.word}" in its path` };
    const beside = this.neighbours?.problemOf(uri);
    if (beside) return { id: beside.id, why: `like the ${beside.files === 1 ? 'file' : `${beside.files} files`} beside it` };
    return undefined;
  }

  /** Asks the files beside `uri` what they are (in the background); a change of answer re-reads the file. */
  async askNeighbours(uri: vscode.Uri): Promise<void> {
    if (await this.neighbours?.lookUp(uri)) this.changed.fire(uri);
  }

  associationsChanged(): void {
    this.changed.fire(undefined);
  }

  /** Whether a document is worth analysing at all: grid files, plain text, test-like names, or ones the user mapped. */
  isCandidate(doc: vscode.TextDocument): boolean {
    if (!CANDIDATE_SCHEMES.has(doc.uri.scheme) || isDescription(doc.uri)) return false;
    if (doc.languageId === 'grid-input') return true;
    if (this.override(doc.uri) || this.association(doc.uri) || this.remembered(doc.uri) || this.described.namedBy(doc.uri)) return true;
    return doc.languageId === 'plaintext' || CANDIDATE_EXTENSIONS.test(doc.uri.path);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
