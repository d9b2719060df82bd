// Typed access to the "gridLens.*" settings.
import * as vscode from 'vscode';

export function settings() {
  const c = vscode.workspace.getConfiguration('gridLens');
  return {
    associations: c.get<Record<string, string>>('associations', {}),
    expectedOutputExtension: c.get<string>('expectedOutputExtension', '.ans'),
    inlineAnswers: c.get<boolean>('inlineAnswers', true),
    useGridLanguage: c.get<boolean>('useGridLanguage', false),
    maxFileBytes: Math.min(64, Math.max(1, c.get<number>('maxFileSizeMB', 32))) * 1024 * 1024,
    debounceMs: Math.min(2000, Math.max(0, c.get<number>('debounceMs', 50))),
    /** 0: chosen by where VS Code runs. */
    heatmapColumns: Math.min(5000, Math.max(0, Math.floor(c.get<number>('heatmap.columns', 0)))),
  };
}
