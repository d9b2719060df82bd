// The "Grid Lens" output channel: what was detected and solved, and how long it took.
import * as vscode from 'vscode';

let channel: vscode.LogOutputChannel | undefined;

export function log(): vscode.LogOutputChannel {
  channel ??= vscode.window.createOutputChannel('Grid Lens', { log: true });
  return channel;
}
