// The heatmap's decoration types, created once and reused for every editor and
// every render (creating types per render leaks and flickers).
import * as vscode from 'vscode';
import { BUCKETS, CATEGORY_COLORS } from '../../core/colorScale';
import { bucketColorId, categoryColorId, MARK_COLOR, ROUTE_COLOR, UNREACHABLE_COLOR } from '../themeColors';

export interface HeatmapTypes {
  scale: vscode.TextEditorDecorationType[];
  category: vscode.TextEditorDecorationType[];
  unreachable: vscode.TextEditorDecorationType;
  route: vscode.TextEditorDecorationType;
  outline: vscode.TextEditorDecorationType;
  underline: vscode.TextEditorDecorationType;
  all: vscode.TextEditorDecorationType[];
}

export function createHeatmapTypes(): HeatmapTypes {
  // Text on a painted cell takes the editor's own text colour: each theme's scale is made to keep
  // that readable (core/themeScales.ts), a grammar's token colours (the Grid Test Input
  // language's blue pieces, green dots) are not.
  const text = new vscode.ThemeColor('editor.foreground');
  const bg = (id: string) => vscode.window.createTextEditorDecorationType({ backgroundColor: new vscode.ThemeColor(id), color: text, rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed });
  const scale = Array.from({ length: BUCKETS }, (_, b) => bg(bucketColorId(b)));
  const category = CATEGORY_COLORS.map((_, k) => bg(categoryColorId(k)));
  const unreachable = bg(UNREACHABLE_COLOR);
  const route = vscode.window.createTextEditorDecorationType({
    border: '1px solid',
    borderColor: new vscode.ThemeColor(ROUTE_COLOR),
    fontWeight: 'bold',
  });
  const outline = vscode.window.createTextEditorDecorationType({ outline: '2px solid', outlineColor: new vscode.ThemeColor(MARK_COLOR) });
  const underline = vscode.window.createTextEditorDecorationType({ textDecoration: 'underline' });
  return { scale, category, unreachable, route, outline, underline, all: [...scale, ...category, unreachable, route, outline, underline] };
}
