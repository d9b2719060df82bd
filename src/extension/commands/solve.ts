// "Solve grid": from the Explorer, the editor (context menu, title, keybinding)
// or the palette. Returns the outcome so tests and other extensions can use it.

import * as vscode from 'vscode';
import { answerSummary } from '../answers';
import type { Services } from '../services';
import { explainUnsolved, resolveTarget } from './target';

export interface SolveOutcome {
  problem: string;
  output: string;
  answers: string[];
  errors: { line: number; col: number; message: string }[];
}

export async function solveCommand(s: Services, arg?: unknown): Promise<SolveOutcome | undefined> {
  const t = await resolveTarget(s, arg);
  if (!t) return undefined;
  const a = t.analysis;
  const outcome: SolveOutcome | undefined = a.problem && {
    problem: a.problem.id,
    output: a.output ?? '',
    answers: a.results.map((r) => r?.answer ?? ''),
    errors: a.issues.filter((i) => i.severity === 'error').map((i) => ({ line: i.range.start.line, col: i.range.start.col, message: i.message })),
  };
  if (!explainUnsolved(t)) return outcome;
  const summary = `${a.problem!.title}: ${answerSummary(a)}`;
  if (t.inEditor) {
    // The inline answers and the status bar already show it; confirm briefly.
    vscode.window.setStatusBarMessage(`$(check) ${summary}`, 4000);
    return outcome;
  }
  void vscode.window.showInformationMessage(summary, 'Copy Answer', 'Open', 'Save Expected Output').then(async (choice) => {
    if (choice === 'Copy Answer') await vscode.commands.executeCommand('gridLens.copyAnswer', t.uri);
    else if (choice === 'Open') await vscode.window.showTextDocument(t.uri);
    else if (choice === 'Save Expected Output') await vscode.commands.executeCommand('gridLens.saveExpectedOutput', t.uri);
  });
  return outcome;
}
