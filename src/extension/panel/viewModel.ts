// Turns a file's analysis and the panel's choices (case, layer) into the one
// message the webview draws from. Only the shown case and layer are encoded,
// as typed arrays, so a 1000-test file costs no more than its largest board.

import { type Case, type CaseResult, type Layer, shownLayer } from '../../core/problem';
import { codesPresent, layerColors, legendOf, markedCells, paintCodes } from '../../core/render/palette';
import { markShownAsPieces, piecesOf } from '../../core/render/problemPieces';
import type { Issue } from '../../core/text/issues';
import type { CaseItem, IssueItem, ViewMessage } from '../../panelProtocol';
import type { FileAnalysis } from '../analyses';

export interface Selection {
  caseIndex: number;
  layerId?: string;
}

const MAX_ISSUES = 50;

export function caseLabel(c: Case, result: CaseResult | undefined, many: boolean): string {
  // The picker is labelled "Test" already; a single test needs no number.
  const parts = many ? [`Test ${c.index + 1}`] : [];
  if (c.grid) parts.push(`${c.grid.rows}×${c.grid.cols}`);
  if (result) parts.push(result.answer);
  else if (!c.valid) parts.push('has problems');
  return parts.join(' · ');
}

/** The layer to show: the chosen one if the case has it, else the first. */
export function chooseLayer(result: CaseResult | undefined, id: string | undefined): Layer | undefined {
  return result?.layers.find((l) => l.id === id) ?? result?.layers[0];
}

/** The case's own issues first, then the rest of the file's, errors before warnings; infos left to the editor. */
export function issuesFor(issues: readonly Issue[], c: Case | undefined): IssueItem[] {
  const inCase = (i: Issue) => c !== undefined && i.range.start.line >= c.firstLine && i.range.start.line <= c.lastLine;
  const rank = (i: Issue) => (inCase(i) ? 0 : 2) + (i.severity === 'error' ? 0 : 1);
  return issues
    .filter((i) => i.severity !== 'info')
    .map((i, k) => ({ i, k }))
    .sort((a, b) => rank(a.i) - rank(b.i) || a.k - b.k)
    .slice(0, MAX_ISSUES)
    .map(({ i }) => ({ line: i.range.start.line, col: i.range.start.col, severity: i.severity, message: i.message }));
}

function whyNoPicture(c: Case | undefined, many: boolean, issues: readonly IssueItem[]): string {
  if (!c) return 'This file has no test yet.';
  const test = many ? `Test ${c.index + 1}` : 'The test';
  const own = issues.filter((i) => i.line >= c.firstLine && i.line <= c.lastLine && i.severity === 'error').length;
  // The list of problems sits above the picture's place, under the toolbar.
  if (!c.grid) return `${test} cannot be read yet${own ? `: ${own} ${own === 1 ? 'problem' : 'problems'}, listed above` : ''}.`;
  if (!c.valid) return `${test} has ${own === 1 ? 'a problem' : 'problems'} to fix before it can be drawn.`;
  return `${test} is not solved.`;
}

export function buildView(a: FileAnalysis, sel: Selection, seq: number, extra: { name: string; locked: boolean; cursor: number }): { message: ViewMessage; selection: Selection } {
  const many = a.cases.length > 1;
  const caseIndex = Math.max(0, Math.min(a.cases.length - 1, sel.caseIndex));
  const c = a.cases[caseIndex] as Case | undefined;
  const result = a.results[caseIndex];
  // The layer list stays put while the shown case cannot be solved, so the choice survives a typo.
  const layersFrom = result ?? a.results.find((r) => r !== undefined);
  const layer = chooseLayer(result, sel.layerId);
  const layerId = layer?.id ?? (layersFrom?.layers.some((l) => l.id === sel.layerId) ? sel.layerId : layersFrom?.layers[0]?.id);
  const issues = issuesFor(a.issues, c);
  const cases: CaseItem[] = a.cases.map((k, i) => ({ index: i, label: caseLabel(k, a.results[i], many), solved: a.results[i] !== undefined }));
  const message: ViewMessage = {
    type: 'view',
    seq,
    file: { uri: a.uri.toString(), name: extra.name },
    problem: { id: a.problem?.id ?? '', title: a.problem?.title ?? '' },
    locked: extra.locked,
    cases,
    caseIndex,
    layers: (layersFrom?.layers ?? []).map((l) => ({ id: l.id, name: l.name })),
    layerId,
    answer: result?.answer,
    issues,
    cursor: extra.cursor,
  };
  const grid = c?.grid;
  const problem = a.problem;
  const shown = layer && shownLayer(layer);
  if (c && grid && result && shown && c.valid && problem) {
    const line = result.line.get();
    // Copies of the exact size: a grid's cells may be a view into a larger buffer.
    // "#" cells are walls whatever the layer says, for the problems whose "#" is one (a description may make it anything).
    const hashIsWall = problem.description.cells.some((x) => x.ch === '#' && x.role === 'wall');
    const paint = paintCodes(shown, hashIsWall ? grid.cells : undefined);
    const { kinds, capture } = piecesOf(problem, c, result);
    message.board = {
      rows: grid.rows,
      cols: grid.cols,
      cells: grid.cells.slice(),
      paint,
      colors: layerColors(shown),
      legend: legendOf(shown, codesPresent(paint)),
      marks: markedCells(result, (layerId) => !markShownAsPieces(problem, layerId)),
      line: line && { label: line.label, pieces: [...line.pieces], cells: line.cells.slice() },
      pieces: kinds,
      ...(capture ? { capture } : {}),
    };
  } else {
    message.status = whyNoPicture(c, many, issues);
  }
  return { message, selection: { caseIndex, layerId } };
}
