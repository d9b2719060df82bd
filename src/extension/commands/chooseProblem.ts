// "Choose Problem for This File": overrides detection for one file, remembered
// in the workspace state. Lists the built-in problems and those the workspace describes.

import * as vscode from 'vscode';
import type { Services } from '../services';
import { displayName } from './target';

const DETECT = '$detect';

export async function chooseProblemCommand(s: Services, arg?: unknown, id?: string): Promise<string | undefined> {
  const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  if (!uri) {
    void vscode.window.showInformationMessage('Grid Lens: open a test file first.');
    return undefined;
  }
  let choice = id;
  if (choice === undefined) {
    const current = s.recognition.override(uri);
    // Built-in and described problems alike; a described one says where it is described.
    const items: (vscode.QuickPickItem & { id: string })[] = s.described.registry.problems.map((p) => ({
      id: p.id,
      label: p.title,
      description: p.id === current ? `${p.id} · current choice` : p.id,
      detail: p.origin ? `described in ${p.origin}${p.judge ? ` · ${p.judge}` : ''}` : p.judge,
    }));
    items.push({ id: DETECT, label: '$(search) Detect from content', description: current ? 'forget the choice' : 'the default', detail: 'Let Grid Lens recognize the problem from the text.' });
    const picked = await vscode.window.showQuickPick(items, { title: `Problem of ${displayName(uri)}`, placeHolder: 'Which problem is this file an input of?' });
    if (!picked) return undefined;
    choice = picked.id;
  }
  const problem = choice === DETECT ? undefined : s.described.registry.byId(choice);
  if (choice !== DETECT && !problem) {
    void vscode.window.showErrorMessage(`Grid Lens has no problem "${choice}".`);
    return undefined;
  }
  await s.recognition.setOverride(uri, problem?.id);
  s.log.info(`${vscode.workspace.asRelativePath(uri)}: ${problem ? `read as ${problem.id} (chosen)` : 'detected from content again'}`);
  return problem?.id;
}
