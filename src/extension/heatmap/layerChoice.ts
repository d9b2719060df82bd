// Which layer the heatmap shows, remembered per problem, and whether it is on.
import * as vscode from 'vscode';

const KEY = 'gridLens.layers';

export class LayerChoice {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly state: vscode.Memento) {}

  /** The chosen layer id of a problem, if any. */
  get(problem: string): string | undefined {
    return this.state.get<Record<string, string>>(KEY, {})[problem];
  }

  /** Every problem's chosen layer (built-in and described problems alike): the worker builds these before replying. */
  chosen(): string[] {
    return [...new Set(Object.values(this.state.get<Record<string, string>>(KEY, {})))];
  }

  async set(problem: string, layer: string): Promise<void> {
    await this.state.update(KEY, { ...this.state.get<Record<string, string>>(KEY, {}), [problem]: layer });
    this.changed.fire();
  }

  get enabled(): boolean {
    return vscode.workspace.getConfiguration('gridLens').get<boolean>('heatmap.enabled', true);
  }

  async setEnabled(on: boolean): Promise<void> {
    await vscode.workspace.getConfiguration('gridLens').update('heatmap.enabled', on, vscode.ConfigurationTarget.Global);
    this.changed.fire();
  }

  fire(): void {
    this.changed.fire();
  }

  dispose(): void {
    this.changed.dispose();
  }
}
