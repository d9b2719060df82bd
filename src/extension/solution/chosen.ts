// The source file chosen with "Choose Solution", per workspace.
//
// Kept in the workspace's state, not in a setting: it is one person's
// current choice (sol.cpp today, brute.py tomorrow), not something to commit
// to .vscode/settings.json for everyone; and a repository someone clones
// cannot choose for them which of its files Grid Lens compiles and runs.

import * as vscode from 'vscode';

const KEY = 'gridLens.solution.file';

export class ChosenSolution implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri | undefined>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly state: vscode.Memento) {}

  get(): vscode.Uri | undefined {
    const saved = this.state.get<string>(KEY);
    return saved ? vscode.Uri.parse(saved) : undefined;
  }

  async set(uri: vscode.Uri | undefined): Promise<void> {
    await this.state.update(KEY, uri?.toString());
    this.changed.fire(uri);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
