// Resolves what a command acts on: the file it was given (explorer, editor
// title) or the active editor, and its up-to-date analysis. Files that are not
// open are read from disk, size-checked first.

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FileAnalysis } from '../analyses';
import type { Services } from '../services';
import { settings } from '../settings';

export interface Target {
  uri: vscode.Uri;
  analysis: FileAnalysis;
  /** The file is the one in the active editor (its answers show there). */
  inEditor: boolean;
}

export function displayName(uri: vscode.Uri): string {
  return path.posix.basename(uri.path);
}

export async function resolveTarget(s: Services, arg: unknown): Promise<Target | undefined> {
  const active = vscode.window.activeTextEditor?.document;
  const uri = arg instanceof vscode.Uri ? arg : active?.uri;
  if (!uri) {
    void vscode.window.showInformationMessage('Grid Lens: open a grid test file, or right-click one in the Explorer, to solve it.');
    return undefined;
  }
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  let analysis: FileAnalysis | undefined;
  if (open) {
    analysis = await s.analyses.current(open);
  } else {
    const text = await readSmallFile(uri);
    if (text === undefined) return undefined;
    analysis = await s.analyses.file(uri, text);
  }
  if (!analysis) {
    void vscode.window.showErrorMessage(`Grid Lens could not analyse ${displayName(uri)}; see the Grid Lens log for details.`, 'Show Log').then((c) => c && s.log.show());
    return undefined;
  }
  return { uri, analysis, inEditor: active?.uri.toString() === uri.toString() };
}

async function readSmallFile(uri: vscode.Uri): Promise<string | undefined> {
  try {
    const stat = await vscode.workspace.fs.stat(uri);
    if (stat.type & vscode.FileType.Directory) {
      void vscode.window.showInformationMessage(`Grid Lens: ${displayName(uri)} is a folder; choose a test file.`);
      return undefined;
    }
    const max = settings().maxFileBytes;
    if (stat.size > max) {
      void vscode.window.showWarningMessage(`Grid Lens: ${displayName(uri)} is ${(stat.size / 1048576).toFixed(1)} MB, over the ${max / 1048576} MB limit (gridLens.maxFileSizeMB).`);
      return undefined;
    }
    return new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri));
  } catch (e) {
    void vscode.window.showErrorMessage(`Grid Lens cannot read ${displayName(uri)}: ${(e as Error).message}`);
    return undefined;
  }
}

/**
 * Tells the user, in plain words, why a file has no answer, and returns at once
 * (false) without waiting for the notification to be dismissed. Returns true
 * when the file has an answer.
 */
export function explainUnsolved(t: Target): boolean {
  const a = t.analysis;
  const name = displayName(t.uri);
  if (!a.problem) {
    void vscode.window.showWarningMessage(`Grid Lens cannot tell which problem ${name} is an input of. ${a.why}`, 'Choose Problem…').then((choice) => {
      if (choice) void vscode.commands.executeCommand('gridLens.chooseProblem', t.uri);
    });
    return false;
  }
  const errors = a.issues.filter((i) => i.severity === 'error');
  if (errors.length) {
    const first = errors[0];
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    const where = `line ${first.range.start.line + 1}, column ${first.range.start.col + 1}`;
    void vscode.window.showErrorMessage(`${name} is not a valid ${a.problem.title} input: ${where}: ${first.message}${more}`, 'Go to Problem', 'Show Problems').then(async (choice) => {
      if (choice === 'Go to Problem') {
        const doc = await vscode.workspace.openTextDocument(t.uri);
        const pos = new vscode.Position(first.range.start.line, first.range.start.col);
        await vscode.window.showTextDocument(doc, { selection: new vscode.Range(pos, pos) });
      } else if (choice === 'Show Problems') await vscode.commands.executeCommand('workbench.actions.view.problems');
    });
    return false;
  }
  if (a.output === undefined) {
    void vscode.window.showWarningMessage(`${name} holds no complete ${a.problem.title} test yet.`);
    return false;
  }
  return true;
}
