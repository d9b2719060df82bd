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
      async provideCodeActions(doc, range, context) {
        // Only files Grid Lens already reads; the light bulb asks on every cursor move in every file.
        if (!analyses.get(doc.uri)) return undefined;
        // The fixes come from the current analysis, not from the squiggles VS Code
        // passes in: right after an edit those can be a version behind, or missing.
        const a = await analyses.current(doc);
        if (!a || a.version !== doc.version) return undefined;
        const actions: vscode.CodeAction[] = [];
        for (const issue of a.issues) {
          const r = toRange(issue.range);
          if (!r.intersection(range) && !r.contains(range.start)) continue;
          const d = context.diagnostics.find((x) => x.source === 'Grid Lens' && x.code === issue.code && x.range.isEqual(r));
          if (issue.code === 'typographic') {
            const t = typographic(doc.getText(r));
            if (t) actions.push(fix(`Replace ${t.name} with "${t.meant}"`, d, doc, [[r, t.meant]], true));
            const all = allIssues(a, 'typographic').map((x): [vscode.Range, string] => [x, typographic(doc.getText(x))?.meant ?? doc.getText(x)]);
            if (all.length > 1) actions.push(fix(`Replace all ${all.length} typographic characters in the file`, d, doc, all, false));
          } else if (issue.code === 'count-mismatch') {
            const n = a.cases.length;
            actions.push(fix(`Change the count to ${n}, the number of tests in the file`, d, doc, [[r, String(n)]], true));
          } else if (issue.code === 'trailing-space') {
            actions.push(fix('Remove the trailing whitespace', d, doc, [[r, '']], true));
            const all = trailingRanges(doc);
            if (all.length > 1) actions.push(fix(`Remove trailing whitespace on all ${all.length} lines`, d, doc, all.map((x): [vscode.Range, string] => [x, '']), false));
          }
        }
        return actions;
      },
    },
    { providedCodeActionKinds: [KIND] },
  );
}

function fix(title: string, d: vscode.Diagnostic | undefined, doc: vscode.TextDocument, edits: [vscode.Range, string][], preferred: boolean): vscode.CodeAction {
  const action = new vscode.CodeAction(title, KIND);
  if (d) action.diagnostics = [d];
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
