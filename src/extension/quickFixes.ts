// Quick fixes. Most come with the issue itself (Issue.fix: the one sure edit,
// e.g. a typographic "…" pasted from a web page becomes "..."), each with a
// "fix all of this kind in the file" companion; a count line that disagrees
// with the tests and trailing whitespace are mended here; a file no problem
// claims can be read as the problem that came closest, one several problems
// fit as any of them.
import * as vscode from 'vscode';
import { type Issue } from '../core/text/issues';
import type { Analyses, FileAnalysis } from './analyses';
import { toRange } from './convert';
import { rivalFixes } from './described/rivals';
import { CLOSEST_PROBLEM } from './diagnostics';

const KIND = vscode.CodeActionKind.QuickFix;

export function registerQuickFixes(analyses: Analyses): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider(
    [{ scheme: 'file' }, { scheme: 'untitled' }, { scheme: 'vscode-remote' }],
    {
      async provideCodeActions(doc, range, context) {
        const unrecognized = analyses.unrecognizedAnalysis(doc.uri);
        if (unrecognized) return unrecognized.version === doc.version ? readAsClosest(unrecognized, context) : undefined;
        // Only files Grid Lens already reads; the light bulb asks on every cursor move in every file.
        if (!analyses.get(doc.uri)) return undefined;
        // The fixes come from the current analysis, not from the squiggles VS Code
        // passes in: right after an edit those can be a version behind, or missing.
        const a = await analyses.current(doc);
        if (!a || a.version !== doc.version) return undefined;
        const actions: vscode.CodeAction[] = range.start.line === 0 ? rivalFixes(a, context) : [];
        for (const issue of a.issues) {
          const r = toRange(issue.range);
          if (!r.intersection(range) && !r.contains(range.start)) continue;
          const d = context.diagnostics.find((x) => x.source === 'Grid Lens' && x.code === issue.code && x.range.isEqual(r));
          if (issue.fix) {
            actions.push(fix(issue.fix.title, d, doc, [[r, issue.fix.text]], true));
            const all = fixable(a, issue.code);
            if (all.length > 1)
              actions.push(
                fix(
                  `Mend all ${all.length} ${issue.code === 'typographic' ? 'pasted characters' : 'of these'} in the file`,
                  d,
                  doc,
                  all.map((i): [vscode.Range, string] => [toRange(i.range), i.fix!.text]),
                  false,
                ),
              );
          } else if (issue.code === 'count-mismatch') {
            const n = a.cases.length;
            actions.push(fix(`Change the count to ${n}, the number of tests in the file`, d, doc, [[r, String(n)]], true));
          } else if (issue.code === 'trailing-space') {
            actions.push(fix('Remove the trailing whitespace', d, doc, [[r, '']], true));
            const all = trailingRanges(doc);
            if (all.length > 1)
              actions.push(
                fix(
                  `Remove trailing whitespace on all ${all.length} lines`,
                  d,
                  doc,
                  all.map((x): [vscode.Range, string] => [x, '']),
                  false,
                ),
              );
          }
        }
        return actions;
      },
    },
    { providedCodeActionKinds: [KIND] },
  );
}

/** "Read this file as <title>": the per-file choice, for the problem that came closest. */
function readAsClosest(a: FileAnalysis, context: vscode.CodeActionContext): vscode.CodeAction[] {
  const { problem } = a.closest!;
  const action = new vscode.CodeAction(`Read this file as ${problem.title}`, KIND);
  action.diagnostics = context.diagnostics.filter((d) => d.source === 'Grid Lens' && d.code === CLOSEST_PROBLEM);
  action.isPreferred = true;
  action.command = { command: 'gridLens.chooseProblem', title: action.title, arguments: [a.uri, problem.id] };
  return [action];
}

function fix(title: string, d: vscode.Diagnostic | undefined, doc: vscode.TextDocument, edits: [vscode.Range, string][], preferred: boolean): vscode.CodeAction {
  const action = new vscode.CodeAction(title, KIND);
  if (d) action.diagnostics = [d];
  action.isPreferred = preferred;
  action.edit = new vscode.WorkspaceEdit();
  for (const [range, text] of edits) action.edit.replace(doc.uri, range, text);
  return action;
}

/** The issues of one kind that carry their own fix. */
function fixable(a: FileAnalysis, code: Issue['code']): Issue[] {
  return a.issues.filter((i) => i.code === code && i.fix);
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
