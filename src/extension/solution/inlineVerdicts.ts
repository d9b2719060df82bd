// "✓ AC" / "✗ WA: expected 470, you printed 480" at the end of each case's
// header line, after its answer, in the Testing view's own colours, for as
// long as the text is the one judged. On a case that failed VS Code shows its
// own badge there ("480 != 470", which opens the failure); the text starts
// after it, not under it.

import * as vscode from 'vscode';
import type { CaseVerdict, Verdicts } from './verdicts';

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
        const after = { contentText: `${ok ? '✓' : '✗'} ${c.short}`, ...(!ok && { margin: `0 0 0 calc(${testingBadgeChars(c)}ch + 3em)` }) };
        (ok ? good : bad).push({ range: new vscode.Range(end, end), renderOptions: { after } });
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

/** How many characters the Testing badge's text has (`actual != expected`, each cut at 30; else the message's first line). */
function testingBadgeChars(c: CaseVerdict): number {
  const cut = (s: string) => Math.min(30, s.replace(/\s+/g, ' ').length);
  if (c.expected !== undefined && c.actual !== undefined) return cut(c.actual) + ' != '.length + cut(c.expected);
  return (c.message ?? '').split('\n')[0].length;
}
