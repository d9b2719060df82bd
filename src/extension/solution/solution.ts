// Which program "your solution" is now: the source file chosen with Choose
// Solution (built when it changed), else gridLens.solution.command. When
// neither is there, or the build fails, the user is told what to do.

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Builder } from './build';
import type { ChosenSolution } from './chosen';
import { solutionSettings } from './config';

export interface Solution {
  /** The shell command that runs it. */
  command: string;
  cwd: string | undefined;
  /** What to call it in messages: the file's name, or the command. */
  label: string;
  /** It was built just now (its source or build command changed). */
  built: boolean;
}

export interface SolutionSource {
  chosen: ChosenSolution;
  builder: Builder;
}

const CHOOSE = 'Choose Solution…';
const SET_COMMAND = 'Set a Command…';
const SHOW_PROBLEMS = 'Show Problems';

/** The program to run, built if need be; undefined (the user told why) when there is none. */
export async function prepareSolution(from: SolutionSource, signal: AbortSignal): Promise<Solution | undefined> {
  const file = from.chosen.get();
  if (file) {
    const built = await from.builder.prepare(file, signal);
    if (built.ok) return { command: built.command, cwd: built.cwd, label: path.basename(file.fsPath), built: built.compiled };
    void vscode.window.showErrorMessage(built.message, SHOW_PROBLEMS, CHOOSE).then((c) => {
      if (c === SHOW_PROBLEMS) void vscode.commands.executeCommand('workbench.actions.view.problems');
      else if (c === CHOOSE) void vscode.commands.executeCommand('gridLens.chooseSolution');
    });
    return undefined;
  }
  const command = solutionSettings().command;
  if (command) return { command, cwd: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath, label: command, built: false };
  void vscode.window
    .showInformationMessage('Grid Lens: which program is your solution? Choose its source file (C++, C, Python, Java, Rust, Go), or set a command that runs it.', CHOOSE, SET_COMMAND)
    .then((c) => {
      if (c === CHOOSE) void vscode.commands.executeCommand('gridLens.chooseSolution');
      else if (c === SET_COMMAND) void vscode.commands.executeCommand('workbench.action.openSettings', 'gridLens.solution.command');
    });
  return undefined;
}
