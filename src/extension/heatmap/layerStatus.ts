// The status bar item that names the heatmap's layer, shows its legend on
// hover, and switches layers on click.
import * as vscode from 'vscode';
import { pickLayer } from '../../core/paint';
import type { Analyses } from '../analyses';
import type { LayerChoice } from './layerChoice';
import { legendMarkdown } from './legend';

export function registerLayerStatus(analyses: Analyses, choice: LayerChoice): vscode.Disposable {
  const item = vscode.window.createStatusBarItem('gridLens.layer', vscode.StatusBarAlignment.Left, 49);
  item.name = 'Grid Lens Heatmap Layer';
  item.command = 'gridLens.selectLayer';
  const update = () => {
    const doc = vscode.window.activeTextEditor?.document;
    const a = doc && analyses.get(doc.uri);
    const result = a?.results.find((r) => r);
    const layer = a?.problem && result && pickLayer(result, choice.get(a.problem.id));
    if (!layer) return item.hide();
    item.text = choice.enabled ? `$(symbol-color) ${layer.name}` : '$(symbol-color) Heatmap off';
    item.tooltip = choice.enabled ? legendMarkdown(layer) : 'The heatmap is off. Click to choose a layer and turn it on.';
    item.show();
  };
  return vscode.Disposable.from(item, analyses.onDidUpdate(update), analyses.onDidClear(update), choice.onDidChange(update), vscode.window.onDidChangeActiveTextEditor(update));
}
