// Which documents Grid Lens looks at, and which problem a user has chosen for
// a file. Content decides first (in the worker); a per-file choice overrides
// it; `gridLens.associations` globs are the fallback when content cannot decide.

import * as vscode from 'vscode';
import { matchGlob } from '../core/glob';
import type { ProblemId } from '../core/problem';
import { PROBLEM_IDS } from '../core/problems';
import { settings } from './settings';

const OVERRIDES = 'gridLens.overrides';
const CANDIDATE_EXTENSIONS = /\.(in|txt|grid|inp|input|dat|sample|test)$/i;
const CANDIDATE_SCHEMES = new Set(['file', 'untitled', 'vscode-remote', 'vscode-userdata']);

export class Recognition {
  private readonly changed = new vscode.EventEmitter<vscode.Uri | undefined>();
  /** Fires with the file whose choice changed, or undefined when associations changed. */
  readonly onDidChange = this.changed.event;

  constructor(private readonly state: vscode.Memento) {}

  /** The problem the user chose for this file with "Choose Problem for This File". */
  override(uri: vscode.Uri): ProblemId | undefined {
    const id = this.state.get<Record<string, ProblemId>>(OVERRIDES, {})[uri.toString()];
    return id && PROBLEM_IDS.includes(id) ? id : undefined;
  }

  async setOverride(uri: vscode.Uri, id: ProblemId | undefined): Promise<void> {
    const all = { ...this.state.get<Record<string, ProblemId>>(OVERRIDES, {}) };
    if (id) all[uri.toString()] = id;
    else delete all[uri.toString()];
    await this.state.update(OVERRIDES, all);
    this.changed.fire(uri);
  }

  /** The problem a `gridLens.associations` glob gives this file, and the glob. */
  association(uri: vscode.Uri): { id: ProblemId; glob: string } | undefined {
    const rel = vscode.workspace.asRelativePath(uri, false);
    for (const [glob, id] of Object.entries(settings().associations)) {
      if (PROBLEM_IDS.includes(id) && (matchGlob(glob, uri.path) || matchGlob(glob, rel))) return { id, glob };
    }
    return undefined;
  }

  associationsChanged(): void {
    this.changed.fire(undefined);
  }

  /** Whether a document is worth analysing at all: grid files, plain text, test-like names, or ones the user mapped. */
  isCandidate(doc: vscode.TextDocument): boolean {
    if (!CANDIDATE_SCHEMES.has(doc.uri.scheme)) return false;
    if (doc.languageId === 'grid-input') return true;
    if (this.override(doc.uri) || this.association(doc.uri)) return true;
    return doc.languageId === 'plaintext' || CANDIDATE_EXTENSIONS.test(doc.uri.path);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
