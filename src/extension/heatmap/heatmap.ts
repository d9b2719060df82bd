// Paints the selected layer under the grid in every visible editor, for the
// visible lines plus a margin only. Lines edited since the last analysis are
// left blank until the fresh analysis arrives, so no cell shows a stale value.

import * as vscode from 'vscode';
import { lineCells, type Paint, paintLines, type Run } from '../../core/paint';
import type { Analyses, FileAnalysis } from '../analyses';
import { createHeatmapTypes } from './decorationTypes';
import type { LayerChoice } from './layerChoice';

/** Text columns to paint: a band centred on the cursor, as wide as the cell budget allows for these lines. */
function columnBand(editor: vscode.TextEditor, lines: number): [number, number] {
  const width = Math.max(MIN_BAND, Math.floor(CELL_BUDGET / Math.max(1, lines)));
  const col = editor.selection.active.character;
  const from = Math.max(0, col - Math.floor(width / 2));
  return [from, from + width];
}

export interface PaintRecord {
  /** Document version whose analysis was painted. */
  version: number;
  paint: Paint;
  layer: string | undefined;
  ms: number;
  at: number;
}

/** Lines painted above and below the visible ones, so scrolling shows colour at once. */
const MARGIN = 40;
/**
 * At most this many cells get a decoration per render. VS Code slows down with
 * hundreds of thousands of ranges (a 1500-wide checkerboard of bishop distances
 * is one range per cell), so wide boards are painted in a band of columns
 * around the cursor; the band follows it.
 */
const CELL_BUDGET = 24_000;
const MIN_BAND = 240;

export class Heatmap implements vscode.Disposable {
  private readonly types = createHeatmapTypes();
  private readonly subs: vscode.Disposable[] = [];
  /** Per document: lines changed since its analysis, or "all" when lines moved. */
  private readonly dirty = new Map<string, Set<number> | 'all'>();
  /** Route cells per analysis and case, computed once. */
  private readonly routes = new WeakMap<FileAnalysis, Map<number, Set<number>>>();
  private readonly pending = new Set<vscode.TextEditor>();
  /** The column band last painted per document, to repaint when the cursor leaves it. */
  private readonly bands = new Map<string, [number, number]>();
  /** What was last painted in each document, for tests and measurements. */
  private readonly painted = new Map<string, PaintRecord>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly analyses: Analyses,
    private readonly choice: LayerChoice,
  ) {
    this.subs.push(
      analyses.onDidUpdate((a) => {
        this.dirty.delete(a.uri.toString());
        this.repaintDocument(a.uri);
      }),
      analyses.onDidClear((uri) => this.repaintDocument(uri)),
      choice.onDidChange(() => vscode.window.visibleTextEditors.forEach((e) => this.paint(e))),
      vscode.window.onDidChangeVisibleTextEditors((eds) => eds.forEach((e) => this.paint(e))),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => this.schedule(e.textEditor)),
      vscode.window.onDidChangeTextEditorSelection((e) => this.followCursor(e.textEditor)),
      vscode.workspace.onDidChangeTextDocument((e) => this.markDirty(e)),
      vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('gridLens.heatmap') && vscode.window.visibleTextEditors.forEach((ed) => this.paint(ed))),
    );
  }

  private markDirty(e: vscode.TextDocumentChangeEvent): void {
    if (!e.contentChanges.length) return;
    const key = e.document.uri.toString();
    if (!this.analyses.get(e.document.uri)) return;
    let set = this.dirty.get(key) ?? new Set<number>();
    for (const ch of e.contentChanges) {
      const linesAdded = ch.text.split('\n').length - 1;
      if (set === 'all' || linesAdded !== ch.range.end.line - ch.range.start.line) {
        set = 'all';
        break;
      }
      for (let l = ch.range.start.line; l <= ch.range.end.line; l++) set.add(l);
    }
    this.dirty.set(key, set);
    this.repaintDocument(e.document.uri);
  }

  private repaintDocument(uri: vscode.Uri): void {
    for (const e of vscode.window.visibleTextEditors) if (e.document.uri.toString() === uri.toString()) this.paint(e);
  }

  /** Scrolling fires often: paint at most once per animation-frame-ish tick. */
  private schedule(editor: vscode.TextEditor): void {
    this.pending.add(editor);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const eds = [...this.pending];
      this.pending.clear();
      eds.forEach((e) => this.paint(e));
    }, 16);
  }

  /** Repaints when the cursor nears the edge of the painted column band. */
  private followCursor(editor: vscode.TextEditor): void {
    const band = this.bands.get(editor.document.uri.toString());
    if (!band) return;
    const col = editor.selection.active.character;
    const slack = (band[1] - band[0]) / 4;
    if ((band[0] > 0 && col < band[0] + slack) || col > band[1] - slack) this.schedule(editor);
  }

  paint(editor: vscode.TextEditor): void {
    const a = this.analyses.get(editor.document.uri);
    const dirty = this.dirty.get(editor.document.uri.toString());
    if (!a?.problem || !this.choice.enabled || dirty === 'all' || !editor.visibleRanges.length) return this.clear(editor);
    const started = performance.now();
    const first = editor.visibleRanges[0].start.line;
    const last = editor.visibleRanges[editor.visibleRanges.length - 1].end.line;
    const fromLine = Math.max(0, first - MARGIN);
    const toLine = last + MARGIN;
    const band = columnBand(editor, toLine - fromLine + 1);
    this.bands.set(editor.document.uri.toString(), band);
    const paint = paintLines({
      cases: a.cases,
      results: a.results,
      layer: this.choice.get(a.problem.id),
      fromLine,
      toLine,
      fromCol: band[0],
      toCol: band[1],
      skip: dirty ? (l) => dirty.has(l) : undefined,
      route: (i) => this.routeOf(a, i),
    });
    const ranges = (runs: Run[]) => runs.map((r) => new vscode.Range(r.line, r.start, r.line, r.end));
    const t = this.types;
    t.scale.forEach((type, b) => editor.setDecorations(type, ranges(paint.scale[b])));
    t.category.forEach((type, k) => editor.setDecorations(type, ranges(paint.category[k])));
    editor.setDecorations(t.unreachable, ranges(paint.unreachable));
    editor.setDecorations(t.route, ranges(paint.route));
    editor.setDecorations(t.outline, ranges(paint.outline));
    editor.setDecorations(t.underline, ranges(paint.underline));
    this.painted.set(editor.document.uri.toString(), { version: a.version, paint, layer: this.choice.get(a.problem.id), ms: performance.now() - started, at: Date.now() });
  }

  /** The last paint of a document: which style each text position got. */
  lastPaint(uri: vscode.Uri): PaintRecord | undefined {
    return this.painted.get(uri.toString());
  }

  private routeOf(a: FileAnalysis, i: number): Set<number> | undefined {
    let perCase = this.routes.get(a);
    if (!perCase) this.routes.set(a, (perCase = new Map()));
    if (!perCase.has(i)) {
      const line = a.results[i]?.line;
      const grid = a.cases[i].grid;
      perCase.set(i, line && grid ? lineCells(line, grid.cols) : new Set());
    }
    return perCase.get(i);
  }

  private clear(editor: vscode.TextEditor): void {
    this.painted.delete(editor.document.uri.toString());
    for (const t of this.types.all) editor.setDecorations(t, []);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.subs.forEach((s) => s.dispose());
    this.types.all.forEach((t) => t.dispose());
  }
}
