// Running the user's program is the one thing Grid Lens does only in a trusted
// workspace (Workspace Trust): a repository someone clones must not get a
// program run by opening a test file. Everything else works untrusted.

import * as vscode from 'vscode';

const MANAGE = 'Manage Workspace Trust';

/** True when programs may run here; otherwise says why not, with a way to trust the workspace, and returns false. */
export function mayRunPrograms(what: string): boolean {
  if (vscode.workspace.isTrusted) return true;
  void vscode.window
    .showWarningMessage(`Grid Lens runs your solution only in a trusted workspace, so ${what} is off here. Recognizing, checking, solving and painting tests still work.`, MANAGE)
    .then((choice) => choice === MANAGE && vscode.commands.executeCommand('workbench.trust.manage'));
  return false;
}
