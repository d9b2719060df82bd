// A wrong answer's whole output beside the expected one, in VS Code's diff
// view: two read-only documents (a content provider, so closing them never
// asks to save).

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FileVerdict } from './verdicts';

const SCHEME = 'grid-lens-output';
const texts = new Map<string, string>();

export function registerOutputDiff(): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, { provideTextDocumentContent: (uri) => texts.get(uri.toString()) ?? '' }),
    vscode.workspace.onDidCloseTextDocument((d) => d.uri.scheme === SCHEME && texts.delete(d.uri.toString())),
  );
}

/** Opens "expected ↔ your output" of a judged file. */
export async function showOutputDiff(v: FileVerdict): Promise<void> {
  const name = path.posix.basename(v.uri.path);
  // A new query each time: the diff view shows this run's texts, not a cached earlier one.
  const stamp = Date.now().toString(36);
  const expected = vscode.Uri.from({ scheme: SCHEME, path: `/${name} expected`, query: stamp });
  const actual = vscode.Uri.from({ scheme: SCHEME, path: `/${name} your output`, query: stamp });
  texts.set(expected.toString(), v.expectedOutput ?? '');
  texts.set(actual.toString(), v.actualOutput ?? '');
  await vscode.commands.executeCommand('vscode.diff', expected, actual, `${name}: expected ↔ your output`, { preview: true });
}
