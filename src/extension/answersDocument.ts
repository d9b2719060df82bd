// "Show All" of a long list of answers: a read-only document, one line per
// test with its size, beside the input. Read-only (a content provider, not an
// untitled file) so closing it never asks to save.
import * as vscode from 'vscode';
import type { FileAnalysis } from './analyses';
import { answerTexts, caseSize } from './answers';
import { displayName } from './commands/target';

const SCHEME = 'grid-lens-answers';
const texts = new Map<string, string>();
/** Tells VS Code that an answers document it has open got new text (the same file solved again). */
let changed: vscode.EventEmitter<vscode.Uri> | undefined;

export function registerAnswersDocument(): vscode.Disposable {
  changed = new vscode.EventEmitter<vscode.Uri>();
  return vscode.Disposable.from(
    changed,
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, { onDidChange: changed.event, provideTextDocumentContent: (uri) => texts.get(uri.toString()) ?? '' }),
    vscode.workspace.onDidCloseTextDocument((d) => d.uri.scheme === SCHEME && texts.delete(d.uri.toString())),
  );
}

/** "<problem title>: 50 answers of sample.in", then "test  1  4 × 8  480" per test. */
export function answersText(input: string, a: FileAnalysis): string {
  const answers = answerTexts(a);
  const width = String(answers.length).length;
  const sizes = a.cases.map(caseSize);
  const sizeWidth = sizes.reduce((w, s) => Math.max(w, s.length), 0);
  const lines = answers.map((x, i) => `test ${String(i + 1).padStart(width)}  ${(sizes[i] ?? '').padEnd(sizeWidth)}  ${x}`);
  return `${a.problem?.title}: ${answers.length} answers of ${input}\n\n${lines.join('\n')}\n`;
}

/** Opens every answer of the file beside the editor. */
export async function showAllAnswers(input: vscode.Uri, a: FileAnalysis): Promise<vscode.TextEditor> {
  const uri = vscode.Uri.from({ scheme: SCHEME, path: `/${displayName(input)} answers`, query: input.toString() });
  texts.set(uri.toString(), answersText(vscode.workspace.asRelativePath(input), a));
  changed?.fire(uri);
  const doc = await vscode.workspace.openTextDocument(uri);
  return vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true });
}
