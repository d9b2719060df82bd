// Quick fixes for the damage tests most often carry: typographic characters
// pasted from a web page, a count line that disagrees with the cases, and
// trailing whitespace. Each comes with a "fix all in this file" companion.
import * as vscode from 'vscode';
import { typographic } from '../core/source';
import type { Analyses, FileAnalysis } from './analyses';
import { toRange } from './convert';

const KIND = vscode.CodeActionKind.QuickFix;

export function registerQuickFixes(analyses: Analyses): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider(
    [{ scheme: 'file' }, { scheme: 'untitled' }, { scheme: 'vscode-remote' }],
    {
      async provideCodeActions(doc, _range, context) {
        const mine = context.diagnostics.filter((d) => d.source === 'Grid Lens');
        if (!mine.length) return undefined;
        // Right after an edit the squiggles can be a version behind; fixes that
        // need the analysis (the number of tests) wait for the current one.
        const a = await analyses.current(doc);
        if (!a || a.version !== doc.version) return undefined;
        const actions: vscode.CodeAction[] = [];
        for (const d of mine) {
          if (d.code === 'typographic') {
            const ch = doc.getText(d.range);
            const t = typographic(ch);
            if (t) actions.push(fix(`Replace ${t.name} with "${t.meant}"`, d, doc, [[d.range, t.meant]], true));
            const all = allIssues(a, 'typographic').map((r): [vscode.Range, string] => [r, typographic(doc.getText(r))?.meant ?? doc.getText(r)]);
            if (all.length > 1) actions.push(fix(`Replace all ${all.length} typographic characters in the file`, d, doc, all, false));
          } else if (d.code === 'count-mismatch') {
            // The count's place in the current text, not where the older squiggle was.
            const [count] = allIssues(a, 'count-mismatch');
            const n = a.cases.length;
            if (count) actions.push(fix(`Change the count to ${n}, the number of tests in the file`, d, doc, [[count, String(n)]], true));
          } else if (d.code === 'trailing-space') {
            actions.push(fix('Remove the trailing whitespace', d, doc, [[d.range, '']], true));
            const all = trailingRanges(doc);
            if (all.length > 1) actions.push(fix(`Remove trailing whitespace on all ${all.length} lines`, d, doc, all.map((r): [vscode.Range, string] => [r, '']), false));
          }
        }
        return actions;
      },
    },
    { providedCodeActionKinds: [KIND] },
  );
}

function fix(title: string, d: vscode.Diagnostic, doc: vscode.TextDocument, edits: [vscode.Range, string][], preferred: boolean): vscode.CodeAction {
  const action = new vscode.CodeAction(title, KIND);
  action.diagnostics = [d];
  action.isPreferred = preferred;
  action.edit = new vscode.WorkspaceEdit();
  for (const [range, text] of edits) action.edit.replace(doc.uri, range, text);
  return action;
}

function allIssues(a: FileAnalysis, code: string): vscode.Range[] {
  return a.issues.filter((i) => i.code === code).map((i) => toRange(i.range));
}

/** Every line's trailing blanks, not only the ones the parser reported (it stops at 50). */
function trailingRanges(doc: vscode.TextDocument): vscode.Range[] {
  const out: vscode.Range[] = [];
  for (let l = 0; l < doc.lineCount && out.length < 100000; l++) {
    const text = doc.lineAt(l).text;
    const m = /[ \t]+$/.exec(text);
    if (m && m.index > 0) out.push(new vscode.Range(l, m.index, l, text.length));
  }
  return out;
}
