// The status bar item that names the heatmap's layer, shows its legend on
// hover (for the test the cursor is in: each test's colours span its own
// values), and switches layers on click.
import * as vscode from 'vscode';
import { pickLayer } from '../../core/paint';
import type { Analyses } from '../analyses';
import { caseIndexAt } from '../caseAt';
import type { LayerChoice } from './layerChoice';
import { appendLegend } from './legend';

export function registerLayerStatus(analyses: Analyses, choice: LayerChoice): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('gridLens.layer', vscode.StatusBarAlignment.Left, 49);
  item.name = 'Grid Lens Heatmap Layer';
  item.command = 'gridLens.selectLayer';
  let shown: { layer: unknown; result: unknown; state: string } | undefined;
  const update = () => {
    const editor = vscode.window.activeTextEditor;
    const a = editor && analyses.get(editor.document.uri);
    const at = a ? caseIndexAt(a.cases, editor.selection.active.line) : -1;
    const index = a && at >= 0 && a.results[at] ? at : (a?.results.findIndex((r) => r) ?? -1);
    const result = a?.results[index];
    const layer = a?.problem && result && pickLayer(result, choice.get(a.problem.id));
    if (!a || !layer) {
      shown = undefined;
      return item.hide();
    }
    // Moving the cursor within one test changes nothing: keep the tooltip as it is.
    const state = `${choice.enabled} ${layer.data.isPending} ${index} ${a.cases.length}`;
    if (shown?.layer === layer && shown.result === result && shown.state === state) return;
    shown = { layer, result, state };
    item.text = choice.enabled ? `$(symbol-color) ${layer.name}` : '$(symbol-color) Heatmap off';
    if (!choice.enabled) {
      item.tooltip = 'The heatmap is off. Click to choose a layer and turn it on.';
    } else {
      const tip = new vscode.MarkdownString(a.cases.length > 1 ? `Legend of test ${index + 1} of ${a.cases.length} (each test's colours span its own values)\n\n` : '');
      item.tooltip = appendLegend(tip, layer, result).appendMarkdown('Click to switch layers.');
    }
    item.show();
  };
  return vscode.Disposable.from(
    item,
    analyses.onDidUpdate(update),
    analyses.onDidComplete(update),
    analyses.onDidClear(update),
    choice.onDidChange(update),
    vscode.window.onDidChangeActiveTextEditor(update),
    vscode.window.onDidChangeTextEditorSelection((e) => e.textEditor === vscode.window.activeTextEditor && update()),
  );
}
