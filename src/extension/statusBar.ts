// The status bar item: problem and answer of the active grid file.
import * as vscode from 'vscode';
import type { Analyses } from './analyses';
import { answerSummary, errorCount } from './answers';

export function registerStatusBar(analyses: Analyses): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('gridLens.status', vscode.StatusBarAlignment.Left, 50);
  item.name = 'Grid Lens';
  const update = () => {
    const doc = vscode.window.activeTextEditor?.document;
    const a = doc && analyses.get(doc.uri);
    if (!doc || !a?.problem) return item.hide();
    const errors = errorCount(a);
    const stale = a.version !== doc.version;
    const state = errors ? `${errors} ${errors === 1 ? 'problem' : 'problems'}` : a.output ? answerSummary(a, 3) : 'incomplete';
    item.text = `${errors ? '$(error)' : stale ? '$(sync~spin)' : '$(table)'} Grid Lens: ${a.problem.title} · ${state}`;
    const where = [a.problem.judge, a.problem.origin && `described in ${a.problem.origin}`].filter(Boolean).join(', ');
    const tip = new vscode.MarkdownString(`**${a.problem.title}**${where ? ` (${where})` : ''}, ${a.why}.\n\n`);
    if (a.output) tip.appendCodeblock(a.output.length > 2000 ? a.output.slice(0, 2000) + '…' : a.output, 'text');
    tip.appendMarkdown(`\n\nSolved in ${a.ms.toFixed(0)} ms. Click to solve again.`);
    item.tooltip = tip;
    item.command = 'gridLens.solve';
    item.backgroundColor = errors ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
    item.show();
  };
  return vscode.Disposable.from(item, analyses.onDidUpdate(update), analyses.onDidClear(update), vscode.window.onDidChangeActiveTextEditor(update));
}
