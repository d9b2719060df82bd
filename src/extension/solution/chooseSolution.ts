// "Choose Solution": which source file is your solution in this workspace.
// Given a file (the Explorer's or the editor's menu), that file; given the
// word 'command', back to gridLens.solution.command; otherwise a quick pick of
// the workspace's source files, a file dialog, and the command setting.

import * as vscode from 'vscode';
import type { ChosenSolution } from './chosen';
import { solutionSettings } from './config';
import { LANGUAGES } from './languages';

/** Source files offered in the quick pick at most. */
const LISTED = 50;

interface Pick extends vscode.QuickPickItem {
  choose: () => Promise<vscode.Uri | 'command' | undefined>;
}

/** Resolves to the chosen file, 'command', or undefined when the user chose nothing. */
export async function chooseSolutionCommand(chosen: ChosenSolution, arg?: unknown): Promise<vscode.Uri | 'command' | undefined> {
  const choice = arg instanceof vscode.Uri || arg === 'command' ? arg : await ask(chosen);
  if (choice === undefined) return undefined;
  await chosen.set(choice === 'command' ? undefined : choice);
  const said = choice === 'command' ? `the command in gridLens.solution.command` : vscode.workspace.asRelativePath(choice);
  vscode.window.setStatusBarMessage(`Grid Lens: your solution is ${said}`, 5000);
  return choice;
}

async function ask(chosen: ChosenSolution): Promise<vscode.Uri | 'command' | undefined> {
  const endings = LANGUAGES.flatMap((l) => l.extensions.map((e) => e.slice(1)));
  const files = await vscode.workspace.findFiles(`**/*.{${endings.join(',')}}`, '**/{node_modules,.git,target,build,out,dist}/**', LISTED);
  const current = chosen.get()?.toString();
  const command = solutionSettings().command;
  const picks: Pick[] = [
    ...files
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((uri) => ({
        label: `$(file-code) ${vscode.workspace.asRelativePath(uri)}`,
        description: uri.toString() === current ? 'your solution now' : undefined,
        choose: async () => uri,
      })),
    {
      label: '$(folder-opened) Choose a File…',
      choose: async () => (await vscode.window.showOpenDialog({ canSelectMany: false, openLabel: 'Choose Solution', filters: { 'Source files': endings } }))?.[0],
    },
    {
      label: '$(terminal) Use the Command in Settings',
      description: command ? command : '(gridLens.solution.command is not set)',
      choose: async () => {
        if (command) return 'command';
        await vscode.commands.executeCommand('workbench.action.openSettings', 'gridLens.solution.command');
        return undefined;
      },
    },
  ];
  const pick = await vscode.window.showQuickPick(picks, { title: 'Grid Lens: Choose Solution', placeHolder: 'The program Run My Solution and Stress Test My Solution run' });
  return pick?.choose();
}
