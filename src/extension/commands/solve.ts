// "Solve grid": from the Explorer, the editor (context menu, title, keybinding)
// or the palette. Every entry point gets the same notification: the answers
// and what to do with them. Returns the outcome, and what the notification
// said, so tests and other extensions can use it.

import * as vscode from 'vscode';
import { answerList, answerTexts } from '../answers';
import { showAllAnswers } from '../answersDocument';
import type { Services } from '../services';
import { explainUnsolved, resolveTarget, type Target } from './target';

export interface SolveOutcome {
  problem: string;
  output: string;
  answers: string[];
  errors: { line: number; col: number; message: string }[];
  /** The notification shown, when the file was solved: its message and its buttons. */
  notification?: SolveNotice;
}

export interface SolveNotice {
  message: string;
  actions: string[];
}

export const SHOW_ALL = 'Show All';
const COPY = 'Copy Answer';
const OPEN = 'Open';
const SAVE = 'Save Expected Output';

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
  const notice = solveNotice(t);
  // Not awaited: the command returns while the notification waits for a click.
  void vscode.window.showInformationMessage(notice.message, ...notice.actions).then((choice) => act(t, choice));
  return outcome && { ...outcome, notification: notice };
}

/** The message and buttons of a solved file, the same from every entry point. */
export function solveNotice(t: Target): SolveNotice {
  const list = answerList(answerTexts(t.analysis));
  const actions = [...(list.all ? [] : [SHOW_ALL]), COPY, ...(t.inEditor ? [] : [OPEN]), SAVE];
  const hint = list.all ? '' : ` (${SHOW_ALL} lists every one)`;
  return { message: `${t.analysis.problem!.title}: ${list.text}${hint}`, actions };
}

async function act(t: Target, choice: string | undefined): Promise<void> {
  if (choice === SHOW_ALL) await showAllAnswers(t.uri, t.analysis);
  else if (choice === COPY) await vscode.commands.executeCommand('gridLens.copyAnswer', t.uri);
  else if (choice === OPEN) await vscode.window.showTextDocument(t.uri);
  else if (choice === SAVE) await vscode.commands.executeCommand('gridLens.saveExpectedOutput', t.uri);
}
