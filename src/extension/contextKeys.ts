// `gridLens.recognized` and `gridLens.problem` for menus' `when` clauses.
import * as vscode from 'vscode';
import type { Analyses } from './analyses';

export function registerContextKeys(analyses: Analyses): vscode.Disposable {
  let last = '';
  const update = () => {
    const doc = vscode.window.activeTextEditor?.document;
    const id = (doc && analyses.get(doc.uri)?.problem?.id) ?? '';
    if (id === last) return;
    last = id;
    void vscode.commands.executeCommand('setContext', 'gridLens.recognized', id !== '');
    void vscode.commands.executeCommand('setContext', 'gridLens.problem', id);
  };
  return vscode.Disposable.from(analyses.onDidUpdate(update), analyses.onDidClear(update), vscode.window.onDidChangeActiveTextEditor(update));
}
