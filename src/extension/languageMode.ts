// Recognized .in/.txt files keep their language unless the user opts in with
// `gridLens.useGridLanguage`; then they switch to "grid-input" and get its colours.
import * as vscode from 'vscode';
import type { Analyses } from './analyses';
import { settings } from './settings';

export function registerLanguageMode(analyses: Analyses): vscode.Disposable {
  return analyses.onDidUpdate(async (a) => {
    if (!a.problem || !settings().useGridLanguage) return;
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === a.uri.toString());
    if (doc && doc.languageId === 'plaintext') await vscode.languages.setTextDocumentLanguage(doc, 'grid-input');
  });
}
