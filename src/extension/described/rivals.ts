// A file that several problems fit (a user's description of the same layout
// as a built-in problem, or as another description): an information note on
// its first line naming every one and which is read, and quick fixes to read
// it as another, or to keep the choice for good.

import * as vscode from 'vscode';
import type { Problem } from '../../core/problem';
import type { FileAnalysis } from '../analyses';

/** The code of the note, which the quick fixes look for. */
export const RIVAL_PROBLEMS = 'rival-problems';

/** "Maze (maze, built in)", "Wizard in Maze (abc176d, described in tests/abc176d.grid-problem.json)". */
export function problemLabel(p: Problem): string {
  return `${p.title} (${p.id}, ${p.origin ? `described in ${p.origin}` : 'built in'})`;
}

export function rivalsNote(a: FileAnalysis): vscode.Diagnostic | undefined {
  if (!a.problem || !a.rivals?.length) return undefined;
  const all = [a.problem, ...a.rivals].map(problemLabel);
  const d = new vscode.Diagnostic(
    new vscode.Range(0, 0, 0, 1),
    `This file fits ${all.length} problems: ${all.join('; ')}. It is read as ${a.problem.title} (${a.problem.id}): it ${a.why}. The quick fix reads it as another; "Grid Lens: Choose Problem for This File" settles it.`,
    vscode.DiagnosticSeverity.Information,
  );
  d.source = 'Grid Lens';
  d.code = RIVAL_PROBLEMS;
  return d;
}

/** "Read this file as …" for each rival, and "Keep reading it as …" for the problem read now. */
export function rivalFixes(a: FileAnalysis, context: vscode.CodeActionContext): vscode.CodeAction[] {
  if (!a.problem || !a.rivals?.length) return [];
  const notes = context.diagnostics.filter((d) => d.source === 'Grid Lens' && d.code === RIVAL_PROBLEMS);
  const choose = (title: string, p: Problem, preferred: boolean) => {
    const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
    action.diagnostics = notes;
    action.isPreferred = preferred;
    action.command = { command: 'gridLens.chooseProblem', title, arguments: [a.uri, p.id] };
    return action;
  };
  return [...a.rivals.map((p) => choose(`Read this file as ${problemLabel(p)}`, p, false)), choose(`Keep reading this file as ${problemLabel(a.problem)}`, a.problem, true)];
}
