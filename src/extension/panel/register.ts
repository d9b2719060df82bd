// "Grid Lens: Show Heatmap" and the restore of the panel after a window reload.
// There is one panel; the command reveals it and points it at a file.

import * as vscode from 'vscode';
import { PANEL_VIEW_TYPE, type PanelState } from '../../panelProtocol';
import type { Services } from '../services';
import { HeatmapPanel } from './heatmapPanel';

/** What the command accepts: a Uri (menus), a Uri string, or { uri?, caseIndex?, layerId? } (hover links). */
export interface ShowHeatmapArgs {
  uri?: string;
  caseIndex?: number;
  layerId?: string;
}

export function parseShowArgs(arg: unknown): { uri?: vscode.Uri; caseIndex?: number; layerId?: string } {
  if (arg instanceof vscode.Uri) return { uri: arg };
  if (typeof arg === 'string') return { uri: vscode.Uri.parse(arg) };
  if (arg && typeof arg === 'object') {
    const o = arg as ShowHeatmapArgs & { scheme?: string; path?: string };
    // A Uri that went through JSON (a command link) arrives as a plain object.
    if (typeof o.scheme === 'string' && typeof o.path === 'string') return { uri: vscode.Uri.from(o as unknown as vscode.Uri) };
    return {
      uri: typeof o.uri === 'string' ? vscode.Uri.parse(o.uri) : undefined,
      caseIndex: Number.isInteger(o.caseIndex) ? o.caseIndex : undefined,
      layerId: typeof o.layerId === 'string' ? o.layerId : undefined,
    };
  }
  return {};
}

export function registerPanel(s: Services, context: vscode.ExtensionContext): vscode.Disposable {
  let current: HeatmapPanel | undefined;
  const adopt = (p: HeatmapPanel) => {
    current?.dispose();
    current = p;
    p.onDidDispose(() => {
      if (current === p) current = undefined;
    });
    return p;
  };

  const show = async (arg?: unknown): Promise<boolean> => {
    const { uri, caseIndex, layerId } = parseShowArgs(arg);
    const active = vscode.window.activeTextEditor?.document.uri;
    // Without a file named, the active editor's file, unless the panel already shows one and that editor is no grid test.
    const target = uri ?? (active && (!current?.uri || s.analyses.get(active)?.problem) ? active : undefined);
    if (!target && !current) {
      void vscode.window.showInformationMessage('Grid Lens: open a grid test file, or right-click one in the Explorer, to see its heatmap.');
      return false;
    }
    const panel = current ?? adopt(HeatmapPanel.create(s, context.extensionUri));
    await panel.show(target, { caseIndex, layerId });
    return true;
  };

  return vscode.Disposable.from(
    vscode.commands.registerCommand('gridLens.showHeatmap', show),
    vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPE, {
      async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: PanelState | undefined) {
        adopt(new HeatmapPanel(panel, s, context.extensionUri, state));
      },
    }),
    { dispose: () => current?.dispose() },
  );
}
