// What commands and views share; created once in activate().
import type * as vscode from 'vscode';
import type { Analyses } from './analyses';
import type { Recognition } from './recognition';

export interface Services {
  analyses: Analyses;
  recognition: Recognition;
  log: vscode.LogOutputChannel;
}
