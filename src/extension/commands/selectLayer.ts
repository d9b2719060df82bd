// "Select Heatmap Layer" and "Toggle Heatmap".
import * as vscode from 'vscode';
import type { LayerChoice } from '../heatmap/layerChoice';
import type { Services } from '../services';

export async function selectLayerCommand(s: Services, choice: LayerChoice, layerId?: string): Promise<string | undefined> {
  const doc = vscode.window.activeTextEditor?.document;
  const a = doc && s.analyses.get(doc.uri);
  const result = a?.results.find((r) => r);
  if (!a?.problem || !result) {
    void vscode.window.showInformationMessage('Grid Lens: open a recognized test file with a solved case to choose a heatmap layer.');
    return undefined;
  }
  let id = layerId;
  if (id === undefined) {
    const current = choice.get(a.problem.id) ?? result.layers[0]?.id;
    const items = result.layers.map((l) => ({ id: l.id, label: l.name, description: l.id === current && choice.enabled ? 'shown' : undefined, detail: l.legend }));
    items.push({
      id: '',
      label: choice.enabled ? '$(eye-closed) Turn the heatmap off' : '$(eye) Turn the heatmap on',
      description: undefined,
      detail: 'Also: Grid Lens: Toggle Heatmap, or the gridLens.heatmap.enabled setting.',
    });
    const picked = await vscode.window.showQuickPick(items, { title: `Heatmap layer for ${a.problem.title}`, placeHolder: 'Which values should colour the grid?' });
    if (!picked) return undefined;
    id = picked.id;
    if (id === '') {
      await choice.setEnabled(!choice.enabled);
      return undefined;
    }
  }
  if (!result.layers.some((l) => l.id === id)) {
    void vscode.window.showErrorMessage(`Grid Lens: ${a.problem.title} has no layer "${id}".`);
    return undefined;
  }
  await choice.set(a.problem.id, id);
  if (!choice.enabled) await choice.setEnabled(true);
  return id;
}

export async function toggleHeatmapCommand(choice: LayerChoice): Promise<boolean> {
  await choice.setEnabled(!choice.enabled);
  return choice.enabled;
}
