// The hover of a test's header (its size line "n m", or every line of a
// header of several, such as a size and two squares): the test's answer, its size and the legend of the layer
// the heatmap shows. The hover of the file's count line lists every test.
import * as vscode from 'vscode';
import { pickLayer } from '../core/paint';
import type { CaseResult } from '../core/problem';
import type { FileAnalysis } from './analyses';
import { answerTexts, caseSize } from './answers';
import type { LayerChoice } from './heatmap/layerChoice';
import { appendLegend } from './heatmap/legend';

/** The count line's hover lists this many tests at most. */
const LISTED_TESTS = 20;

export function escapeCell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Commands the hovers' links may run. */
const HOVER_COMMANDS = ['gridLens.showHeatmap', 'gridLens.selectLayer', 'gridLens.toggleHeatmap', 'gridLens.solve'];

export function newHover(): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, true);
  md.isTrusted = { enabledCommands: HOVER_COMMANDS };
  md.supportHtml = true;
  return md;
}

/** The legend of the layer on screen for this result, or how to turn the heatmap on. */
function appendShownLayer(md: vscode.MarkdownString, a: FileAnalysis, result: CaseResult, choice: LayerChoice): void {
  const layer = pickLayer(result, choice.get(a.problem!.id));
  md.appendMarkdown('---\n\n');
  if (!choice.enabled || !layer) md.appendMarkdown('The heatmap is off: [turn it on](command:gridLens.toggleHeatmap).\n\n');
  else appendLegend(md, layer, result);
  md.appendMarkdown('[Switch layer](command:gridLens.selectLayer) · [Show heatmap](command:gridLens.showHeatmap)');
}

export function testHover(a: FileAnalysis, i: number, choice: LayerChoice, range: vscode.Range): vscode.Hover {
  const c = a.cases[i];
  const result = a.results[i]!;
  const md = newHover();
  const which = a.cases.length > 1 ? ` · test ${i + 1} of ${a.cases.length}` : '';
  md.appendMarkdown(`**Grid Lens** · ${a.problem!.title}${which}\n\n`);
  md.appendMarkdown('| | |\n|:--|:--|\n');
  md.appendMarkdown(`| Answer | ${escapeCell(answerTexts(a)[i])} |\n`);
  md.appendMarkdown(`| Size | ${c.grid!.rows} rows × ${c.grid!.cols} columns |\n\n`);
  appendShownLayer(md, a, result, choice);
  return new vscode.Hover(md, range);
}

export function fileHover(a: FileAnalysis, choice: LayerChoice, range: vscode.Range): vscode.Hover | undefined {
  const first = a.results.findIndex((r) => r);
  if (first < 0) return undefined;
  const answers = answerTexts(a);
  const md = newHover();
  md.appendMarkdown(`**Grid Lens** · ${a.problem!.title} · ${a.cases.length} ${a.cases.length === 1 ? 'test' : 'tests'}\n\n`);
  md.appendMarkdown('| Test | Size | Answer |\n|--:|:--|:--|\n');
  for (let i = 0; i < Math.min(a.cases.length, LISTED_TESTS); i++) md.appendMarkdown(`| ${i + 1} | ${caseSize(a.cases[i])} | ${escapeCell(answers[i])} |\n`);
  md.appendMarkdown('\n');
  if (a.cases.length > LISTED_TESTS) md.appendMarkdown(`and ${a.cases.length - LISTED_TESTS} more: [Solve grid](command:gridLens.solve) shows them all.\n\n`);
  if (a.cases.length > 1) {
    const c = a.cases[first];
    const headed = c.grid !== undefined && c.grid.rowOfLine(c.firstLine) < 0;
    md.appendMarkdown(`Legend of test ${first + 1}; each test's colours span its own values${headed ? ': hover its first line for its legend' : ''}.\n\n`);
  }
  appendShownLayer(md, a, a.results[first]!, choice);
  return new vscode.Hover(md, range);
}
