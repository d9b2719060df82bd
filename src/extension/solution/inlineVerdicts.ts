// "✓ AC" / "✗ WA: you printed 480" after each case's answer in the editor,
// in the Testing view's own colours, for as long as the text is the one judged.

import * as vscode from 'vscode';
import type { Verdicts } from './verdicts';

export function registerInlineVerdicts(verdicts: Verdicts): vscode.Disposable {
  const style = (color: string) =>
    vscode.window.createTextEditorDecorationType({
      after: { margin: '0 0 0 1.5em', color: new vscode.ThemeColor(color) },
      rangeBehavior: vscode.DecorationRangeBehavior.ClosedOpen,
    });
  const passed = style('testing.iconPassed');
  const failed = style('testing.iconFailed');
  const paint = (editor: vscode.TextEditor) => {
    const v = verdicts.get(editor.document.uri);
    const good: vscode.DecorationOptions[] = [];
    const bad: vscode.DecorationOptions[] = [];
    if (v && verdicts.isCurrent(v, editor.document)) {
      for (const c of v.cases) {
        if (!c.short || c.firstLine >= editor.document.lineCount) continue;
        const end = editor.document.lineAt(c.firstLine).range.end;
        const ok = c.state === 'passed';
        (ok ? good : bad).push({ range: new vscode.Range(end, end), renderOptions: { after: { contentText: `${ok ? '✓' : '✗'} ${c.short}` } } });
      }
    }
    editor.setDecorations(passed, good);
    editor.setDecorations(failed, bad);
  };
  const repaint = (uri: vscode.Uri) => {
    for (const e of vscode.window.visibleTextEditors) if (e.document.uri.toString() === uri.toString()) paint(e);
  };
  return vscode.Disposable.from(
    passed,
    failed,
    verdicts.onDidChange(repaint),
    vscode.window.onDidChangeVisibleTextEditors((editors) => editors.forEach(paint)),
  );
}
