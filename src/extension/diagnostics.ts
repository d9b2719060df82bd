// Parse problems as editor squiggles and Problems-view entries.
import * as vscode from 'vscode';
import type { Severity } from '../core/source';
import type { Analyses } from './analyses';
import { toRange } from './convert';

const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

export function registerDiagnostics(analyses: Analyses): vscode.Disposable {
  const collection = vscode.languages.createDiagnosticCollection('gridLens');
  const subs = [
    analyses.onDidUpdate((a) => {
      collection.set(
        a.uri,
        a.issues.map((i) => {
          const d = new vscode.Diagnostic(toRange(i.range), i.message, SEVERITY[i.severity]);
          d.source = 'Grid Lens';
          d.code = i.code;
          return d;
        }),
      );
    }),
    analyses.onDidClear((uri) => collection.delete(uri)),
  ];
  return vscode.Disposable.from(collection, ...subs);
}
