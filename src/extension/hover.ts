// Hovering a cell shows its coordinates and its value in every layer; hovering
// a test's header (its size line, or the file's count line) shows the test's
// answer, its size and the legend of the layer on screen (testHover.ts). The
// values come from the precomputed arrays: a lookup, never a solve.
import * as vscode from 'vscode';
import type { Analyses } from './analyses';
import { caseIndexAt } from './caseAt';
import type { LayerChoice } from './heatmap/layerChoice';
import { escapeCell, fileHover, newHover, testHover } from './testHover';

export function registerHover(analyses: Analyses, choice: LayerChoice): vscode.Disposable {
  return vscode.languages.registerHoverProvider([{ scheme: 'file' }, { scheme: 'untitled' }, { scheme: 'vscode-remote' }], {
    async provideHover(doc, position) {
      const a = analyses.get(doc.uri);
      // After an edit, old values could describe cells that changed: say nothing until the new solve lands.
      if (!a?.problem || a.version !== doc.version) return undefined;
      // Every layer is described: wait for those that follow the reply (a few milliseconds).
      if (a.layersPending && !(await analyses.whenComplete(a))) return undefined;
      if (analyses.get(doc.uri) !== a || a.version !== doc.version) return undefined;
      const i = caseIndexAt(a.cases, position.line);
      const text = doc.lineAt(position.line);
      // Above the first test: the count line (blank lines say nothing).
      if (i < 0) return position.line < (a.cases[0]?.firstLine ?? 0) && !text.isEmptyOrWhitespace ? fileHover(a, choice, text.range) : undefined;
      const c = a.cases[i];
      const result = a.results[i];
      if (!c.grid || !result) return undefined;
      if (c.grid.rowOfLine(position.line) < 0) return testHover(a, i, choice, text.range);
      const cell = c.grid.cellAt({ line: position.line, col: position.character });
      if (cell < 0) return undefined;
      const r = Math.floor(cell / c.grid.cols);
      const col = cell % c.grid.cols;
      const rows = a.problem.describeCell(c, result, cell);
      const md = newHover();
      const caseLabel = a.cases.length > 1 ? `test ${i + 1}, ` : '';
      md.appendMarkdown(`**Grid Lens** · ${caseLabel}cell (${r + 1}, ${col + 1}) \`${c.grid.char(cell)}\`\n\n`);
      md.appendMarkdown('| | |\n|:--|:--|\n');
      for (const [label, value] of rows) md.appendMarkdown(`| ${escapeCell(label)} | ${escapeCell(value)} |\n`);
      md.appendMarkdown(`\n[Show heatmap](command:gridLens.showHeatmap) · [Switch layer](command:gridLens.selectLayer)`);
      const pos = c.grid.positionOf(cell);
      return new vscode.Hover(md, new vscode.Range(pos.line, pos.col, pos.line, pos.col + 1));
    },
  });
}
