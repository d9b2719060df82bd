// Typed access to the settings of running the user's solution
// (gridLens.solution.*, gridLens.stress.folder). In an untrusted workspace
// VS Code gives only the user's own values of the restricted ones
// (package.json's capabilities), so a cloned repository cannot set a command.

import * as vscode from 'vscode';
import type { Language } from './languages';

/** The most a limit may be, whatever the settings say: an hour, a terabyte. */
const MAX_TIME_MS = 3_600_000;
const MAX_MEMORY_MB = 1 << 20;

export interface SolutionSettings {
  /** gridLens.solution.command, trimmed; '' when none is set. */
  command: string;
  timeMs: number;
  /** undefined: no limit. */
  memoryBytes: number | undefined;
  /** Relative to the workspace folder, or absolute. */
  stressFolder: string;
  compileCommand(language: Language): string;
  runCommand(language: Language): string;
}

export function solutionSettings(): SolutionSettings {
  const c = vscode.workspace.getConfiguration('gridLens');
  const timeMs = Math.min(MAX_TIME_MS, Math.max(1, Math.floor(c.get<number>('solution.timeLimitMs', 2000)) || 2000));
  const memoryMb = Math.min(MAX_MEMORY_MB, Math.max(0, Math.floor(c.get<number>('solution.memoryLimitMB', 1024)) || 0));
  return {
    command: c.get<string>('solution.command', '').trim(),
    timeMs,
    memoryBytes: memoryMb > 0 ? memoryMb * 1024 * 1024 : undefined,
    stressFolder: c.get<string>('stress.folder', 'stress').trim() || 'stress',
    compileCommand: (l) => c.get<string>(`solution.${l.id}.compileCommand`, l.compile).trim(),
    runCommand: (l) => c.get<string>(`solution.${l.id}.runCommand`, l.run).trim() || l.run,
  };
}
