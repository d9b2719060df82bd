// What commands and views share; created once in activate().
import type * as vscode from 'vscode';
import type { Analyses } from './analyses';
import type { DescribedProblems } from './described/problems';
import type { Recognition } from './recognition';

export interface Services {
  analyses: Analyses;
  recognition: Recognition;
  /** The problems the workspace describes, and the registry with them. */
  described: DescribedProblems;
  log: vscode.LogOutputChannel;
}
