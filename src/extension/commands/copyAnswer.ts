// Copies the judge output of a file to the clipboard.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { displayName, explainUnsolved, resolveTarget } from './target';

export async function copyAnswerCommand(s: Services, arg?: unknown): Promise<string | undefined> {
  const t = await resolveTarget(s, arg);
  if (!t || !explainUnsolved(t)) return undefined;
  await vscode.env.clipboard.writeText(t.analysis.output!);
  vscode.window.setStatusBarMessage(`$(clippy) Copied the answer of ${displayName(t.uri)}`, 3000);
  return t.analysis.output;
}
