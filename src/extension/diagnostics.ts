// Parse problems as editor squiggles and Problems-view entries; for a file no
// problem claims that looks like a grid test, one hint naming the problem that
// came closest and why it does not fit (its quick fix reads it as that one);
// for a file several problems fit, a note naming them (described/rivals.ts).
import * as vscode from 'vscode';
import { type Severity } from '../core/text/issues';
import type { Analyses, FileAnalysis } from './analyses';
import { toRange } from './convert';
import { rivalsNote } from './described/rivals';

const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

/** The code of the closest-problem hint, which the quick fixes look for. */
export const CLOSEST_PROBLEM = 'closest-problem';

export function registerDiagnostics(analyses: Analyses): vscode.Disposable {
  const collection = vscode.languages.createDiagnosticCollection('gridLens');
  const subs = [
    analyses.onDidUpdate((a) => {
      const issues = a.issues.map((i) => {
        const d = new vscode.Diagnostic(toRange(i.range), i.message, SEVERITY[i.severity]);
        d.source = 'Grid Lens';
        d.code = i.code;
        return d;
      });
      // Several problems fit it: said, not chosen silently.
      const rivals = rivalsNote(a);
      collection.set(a.uri, rivals ? [rivals, ...issues] : issues);
    }),
    analyses.onDidHint((a) => collection.set(a.uri, [closestHint(a)])),
    analyses.onDidClear((uri) => collection.delete(uri)),
  ];
  return vscode.Disposable.from(collection, ...subs);
}

function closestHint(a: FileAnalysis): vscode.Diagnostic {
  const { problem, issue } = a.closest!;
  const why = issue ? `, which stops fitting here: ${issue.message}` : '.';
  const range = issue ? toRange(issue.range) : new vscode.Range(0, 0, 0, 0);
  const d = new vscode.Diagnostic(
    range,
    `Not a test of any problem Grid Lens knows. Closest: ${problem.title} (${problem.id})${why} The quick fix reads the file as ${problem.title}.`,
    vscode.DiagnosticSeverity.Information,
  );
  d.source = 'Grid Lens';
  d.code = CLOSEST_PROBLEM;
  return d;
}
