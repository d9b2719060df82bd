// "→ 480" at the end of each test case's first line, refreshed with every analysis.
import * as vscode from 'vscode';
import type { Analyses, FileAnalysis } from './analyses';
import { settings } from './settings';

export function registerInlineAnswers(analyses: Analyses): vscode.Disposable {
  const type = vscode.window.createTextEditorDecorationType({
    after: { margin: '0 0 0 2em', color: new vscode.ThemeColor('gridLens.inlineAnswerForeground'), fontStyle: 'italic' },
    rangeBehavior: vscode.DecorationRangeBehavior.ClosedOpen,
  });
  const paint = (editor: vscode.TextEditor, a: FileAnalysis | undefined) => {
    if (!a || !settings().inlineAnswers || a.version !== editor.document.version) return editor.setDecorations(type, []);
    const options: vscode.DecorationOptions[] = [];
    a.cases.forEach((c, i) => {
      const r = a.results[i];
      if (!r || c.firstLine >= editor.document.lineCount) return;
      const end = editor.document.lineAt(c.firstLine).range.end;
      options.push({ range: new vscode.Range(end, end), renderOptions: { after: { contentText: `→ ${r.answer.replace(/\n/g, ' ')}` } } });
    });
    editor.setDecorations(type, options);
  };
  const repaint = (uri: vscode.Uri) => {
    for (const e of vscode.window.visibleTextEditors) if (e.document.uri.toString() === uri.toString()) paint(e, analyses.get(uri));
  };
  return vscode.Disposable.from(
    type,
    analyses.onDidUpdate((a) => repaint(a.uri)),
    analyses.onDidClear((uri) => repaint(uri)),
    vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach((e) => paint(e, analyses.get(e.document.uri)))),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('gridLens.inlineAnswers') && vscode.window.visibleTextEditors.forEach((ed) => paint(ed, analyses.get(ed.document.uri)))),
  );
}
