// The parts around the canvas that only show data: the legend, the list of
// problems in the file, and the tooltip.

import { PAINT_FIRST, PAINT_NONE, PAINT_WALL } from '../../src/core/render/palette';
import type { PieceKind } from '../../src/core/render/pieces';
import type { BoardView, IssueItem } from '../../src/panelProtocol';
import { el } from './dom';
import { drawMarker } from './markers';
import { cssOf, type Theme } from './theme';

/** Side of a legend marker, in CSS pixels: the smallest a board draws one of few. */
const LEGEND_MARKER_PX = 16;

/** A small canvas with one marker, drawn as the board draws it. */
function markerIcon(kind: PieceKind, theme: Theme): HTMLCanvasElement {
  const canvas = el('canvas', 'marker-icon');
  const dpr = window.devicePixelRatio || 1;
  const side = LEGEND_MARKER_PX + 4;
  canvas.width = Math.round(side * dpr);
  canvas.height = Math.round(side * dpr);
  canvas.style.width = `${side}px`;
  canvas.style.height = `${side}px`;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(dpr, dpr);
  drawMarker(ctx, kind.shape, side / 2, side / 2, LEGEND_MARKER_PX, kind.label, { fill: theme.tones[kind.tone], halo: theme.halo, fontFamily: theme.fontFamily }, 'inside');
  return canvas;
}

function swatchColor(board: BoardView, paint: number, theme: Theme): string {
  if (paint === PAINT_WALL) return cssOf(theme.wall);
  if (paint === PAINT_NONE) return cssOf(theme.none);
  return board.colors[paint - PAINT_FIRST] ?? cssOf(theme.none);
}

/** The scale as a row of swatches (one per value range), then the extra entries (unreachable, wall) and marks; then a row of pieces. */
export function renderLegend(root: HTMLElement, board: BoardView | undefined, theme: Theme): void {
  root.replaceChildren();
  if (!board) return;
  const { legend } = board;
  root.append(el('div', 'legend-title', legend.title + (legend.unit ? ` (${legend.unit})` : '')));
  const items = el('div', 'legend-items');
  for (const entry of legend.entries) {
    const item = el('span', 'legend-item');
    item.dataset.paint = String(entry.paint);
    const swatch = el('span', 'swatch');
    swatch.style.backgroundColor = swatchColor(board, entry.paint, theme);
    item.append(swatch, el('span', 'legend-label', entry.label));
    item.title = entry.label;
    items.append(item);
  }
  for (const m of board.marks) {
    if (m.cells.length === 0) continue;
    const item = el('span', `legend-item mark-${m.style}`);
    const swatch = el('span', `swatch mark ${m.style}`);
    if (m.style === 'underline') swatch.style.borderBottomColor = cssOf(theme.mark);
    else swatch.style.borderColor = cssOf(theme.mark);
    item.append(swatch, el('span', 'legend-label', `${m.label} (${m.cells.length})`));
    items.append(item);
  }
  root.append(items);
  const pieces = el('div', 'legend-items legend-pieces');
  for (const kind of board.pieces) {
    if (kind.cells.length === 0) continue;
    const item = el('span', 'legend-item piece');
    item.dataset.piece = kind.id;
    // The marker's colour, for a reader (or a test) that checks the board against the legend.
    item.dataset.rgb = theme.tones[kind.tone].slice(0, 3).join(',');
    const count = kind.cells.length > 1 ? ` (${kind.cells.length})` : '';
    item.append(markerIcon(kind, theme), el('span', 'legend-label', kind.name + count));
    pieces.append(item);
  }
  if (pieces.childElementCount > 0) root.append(pieces);
}

export function renderIssues(root: HTMLElement, issues: readonly IssueItem[], withPicture: boolean, reveal: (i: IssueItem) => void): void {
  root.replaceChildren();
  root.hidden = issues.length === 0;
  if (issues.length === 0) return;
  const errors = issues.filter((i) => i.severity === 'error').length;
  const details = el('details');
  // Without a picture the problems are the content; with one they are a note.
  details.open = !withPicture;
  const what = errors ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : `${issues.length} ${issues.length === 1 ? 'warning' : 'warnings'}`;
  details.append(el('summary', '', `${what} in this file`));
  const list = el('ul');
  for (const issue of issues) {
    const li = el('li', `issue ${issue.severity}`);
    const link = el('button', 'link', `Ln ${issue.line + 1}, Col ${issue.col + 1}`);
    link.type = 'button';
    link.title = 'Go to this place in the editor';
    link.addEventListener('click', () => reveal(issue));
    li.append(link, el('span', 'issue-message', ` ${issue.message}`));
    list.append(li);
  }
  details.append(list);
  root.append(details);
}

export function renderTooltip(root: HTMLElement, title: string, rows: readonly [string, string][]): void {
  root.replaceChildren(el('div', 'tooltip-title', title));
  const table = el('table');
  for (const [label, value] of rows) {
    const tr = el('tr');
    tr.append(el('th', '', label), el('td', '', value));
    table.append(tr);
  }
  root.append(table);
}

/** Puts the tooltip near the pointer, inside the stage. */
export function placeTooltip(tip: HTMLElement, stage: HTMLElement, clientX: number, clientY: number): void {
  const s = stage.getBoundingClientRect();
  const w = tip.offsetWidth;
  const h = tip.offsetHeight;
  let left = clientX - s.left + 14;
  let top = clientY - s.top + 14;
  if (left + w > s.width) left = Math.max(0, clientX - s.left - w - 14);
  if (top + h > s.height) top = Math.max(0, clientY - s.top - h - 14);
  tip.style.left = `${left}px`;
  tip.style.top = `${top}px`;
}
