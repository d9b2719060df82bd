// Writes the judge output next to the input: 03.in → 03.ans (configurable).
// Never overwrites a different file without asking.

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Services } from '../services';
import { settings } from '../settings';
import { displayName, explainUnsolved, resolveTarget } from './target';

export function expectedOutputUri(input: vscode.Uri, extension: string): vscode.Uri {
  const base = path.posix.basename(input.path);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return vscode.Uri.joinPath(input, '..', stem + extension);
}

export async function saveExpectedOutputCommand(s: Services, arg?: unknown, options?: { overwrite?: boolean }): Promise<vscode.Uri | undefined> {
  const t = await resolveTarget(s, arg);
  if (!t || !explainUnsolved(t)) return undefined;
  const output = t.analysis.output!;
  const target = expectedOutputUri(t.uri, settings().expectedOutputExtension);
  if (target.toString() === t.uri.toString()) {
    void vscode.window.showErrorMessage(`Grid Lens will not overwrite the input ${displayName(t.uri)} with its answer; change gridLens.expectedOutputExtension.`);
    return undefined;
  }
  const existing = await readIfExists(target);
  if (existing === output) {
    vscode.window.setStatusBarMessage(`$(check) ${displayName(target)} already holds this answer`, 4000);
    return target;
  }
  if (existing !== undefined && !options?.overwrite) {
    const choice = await vscode.window.showWarningMessage(
      `${displayName(target)} already exists and holds a different answer. Overwrite it?`,
      { modal: true, detail: `Grid Lens computed:\n${output.length > 400 ? output.slice(0, 400) + '…' : output}` },
      'Overwrite',
    );
    if (choice !== 'Overwrite') return undefined;
  }
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(output));
  s.log.info(`saved ${vscode.workspace.asRelativePath(target)}`);
  void vscode.window.showInformationMessage(`Saved the expected output to ${displayName(target)}.`, 'Open').then((c) => c && vscode.window.showTextDocument(target));
  return target;
}

async function readIfExists(uri: vscode.Uri): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    return undefined;
  }
}
