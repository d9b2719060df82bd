// Paints the selected layer under the grid in every visible editor, for the
// visible lines plus a margin only. Text edited since the last analysis is
// left blank until the fresh analysis arrives (after CUT_GRACE_MS at most:
// a quicker analysis paints its new colours straight away), so no cell keeps
// showing a stale value.

import * as vscode from 'vscode';
import { firstFromLine, lineCells, type Paint, paintLines, pickLayer, type Run } from '../../core/paint';
import type { Analyses, FileAnalysis } from '../analyses';
import type { Layer } from '../../core/problem';
import { settings } from '../settings';
import { createHeatmapTypes } from './decorationTypes';
import type { LayerChoice } from './layerChoice';

/** Columns of a wide board to paint: the setting's, or the default for where VS Code runs. */
function bandSetting(): number {
  return settings().heatmapColumns || (vscode.env.uiKind === vscode.UIKind.Web ? WEB_BAND : DESKTOP_BAND);
}

/** Text columns to paint: a band `band` wide centred on the cursor, wider when few lines are painted. */
function columnBand(editor: vscode.TextEditor, lines: number, band: number): [number, number] {
  const width = Math.max(band, Math.floor(CELL_BUDGET / Math.max(1, lines)));
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
  /** When this record's slices were all sent. */
  at: number;
  /** When this analysis was first painted here: later repaints of it (its other layers, a scroll) keep the time. */
  shownAt: number;
  /** When this analysis was first painted complete here. */
  completedAt: number | undefined;
  /** No case painted was waiting for its layer: this is the final picture of this version. */
  complete: boolean;
  /** The text lines and columns painted. */
  fromLine: number;
  toLine: number;
  band: [number, number];
  analysis: FileAnalysis;
}

/**
 * Text edited since the analysis, whose colours would be stale: whole lines
 * (an edit that moved the rest of the line), and characters typed over (a
 * cell changed; its neighbours did not move, and keep their colours until the
 * fresh analysis like every other cell).
 */
interface Dirty {
  lines: Set<number>;
  cells: Map<number, [number, number][]>;
}

/**
 * How long typed-over text may keep its old colours while its analysis is on
 * its way. A reply that comes sooner paints the new colours in one repaint;
 * otherwise the old ones go then. Taking them away at once cost a second
 * repaint of every colour on screen per keystroke: VS Code's window redraws
 * them all, on the cores the worker needs (the measured cost is in
 * bench/README.md).
 */
const CUT_GRACE_MS = 40;

/** Removes the typed-over characters from every run of the paint. */
function cutCells(paint: Paint, cells: ReadonlyMap<number, [number, number][]>): void {
  // From the last edited line up, so a splice leaves the runs of earlier lines where they were.
  const lines = [...cells.keys()].sort((a, b) => b - a);
  // Most types have no run under a typed-over character: they stay the very same array (and are not re-sent).
  // Runs are in text order (paintLines paints line by line): each edited line's are found by halving,
  // not by a look at every run of every type (thousands, before the JIT has this code).
  const cut = (runs: Run[]): Run[] => {
    let out: Run[] | undefined;
    for (const line of lines) {
      const from = firstFromLine(runs, line, (r) => r.line);
      let to = from;
      while (to < runs.length && runs[to].line === line) to++;
      const onLine = runs.slice(from, to);
      const kept = onLine.flatMap((r) => outside(r, cells.get(line)!));
      if (kept.length === onLine.length && kept.every((r, i) => r === onLine[i])) continue;
      out ??= runs.slice();
      out.splice(from, to - from, ...kept);
    }
    return out ?? runs;
  };
  paint.scale = paint.scale.map(cut);
  paint.category = paint.category.map(cut);
  paint.unreachable = cut(paint.unreachable);
  paint.route = cut(paint.route);
  paint.outline = cut(paint.outline);
  paint.underline = cut(paint.underline);
}

/** The parts of a run outside the given column spans of its line: the run itself when none overlaps it. */
function outside(run: Run, spans: readonly [number, number][]): Run[] {
  let pieces = [run];
  for (const [from, to] of spans) {
    pieces = pieces.flatMap((p) =>
      to <= p.start || from >= p.end
        ? [p]
        : [
            { ...p, end: from },
            { ...p, start: to },
          ].filter((q) => q.start < q.end),
    );
  }
  return pieces;
}

/** A copy of the paint without the runs on these lines. */
function withoutLines(paint: Paint, lines: ReadonlySet<number> | undefined): Paint {
  const keep = (runs: Run[]) => (lines?.size ? runs.filter((r) => !lines.has(r.line)) : runs);
  return {
    scale: paint.scale.map(keep),
    category: paint.category.map(keep),
    unreachable: keep(paint.unreachable),
    route: keep(paint.route),
    outline: keep(paint.outline),
    underline: keep(paint.underline),
  };
}

function sameRuns(a: Run[] | undefined, b: Run[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].line !== b[i].line || a[i].start !== b[i].start || a[i].end !== b[i].end) return false;
  return true;
}

const isPending = (l: Layer | undefined) => !!l && l.data.isPending;

/**
 * Lines painted above and below the visible ones, so scrolling shows colour
 * at once: a few wheel steps. (Every painted cell costs the extension host
 * and the window on each repaint, seen or not; a page jump repaints anyway.)
 */
const MARGIN = 24;
/**
 * VS Code slows down with hundreds of thousands of ranges (a 1500-wide
 * checkerboard of distances is one range per cell), so wide boards are
 * painted in a band of columns around the cursor; the band follows it. Every
 * repaint costs the window in proportion to the painted cells on screen, and
 * in a browser (code-server, vscode.dev) much more: there (on Linux, and in
 * Firefox and Safari anywhere) VS Code measures each one in the page instead
 * of counting character widths, as the desktop app does (bench/README.md
 * has the figures). So the band is narrower there; gridLens.heatmap.columns overrides.
 * Views of few lines get a wider band, up to this many cells.
 */
const CELL_BUDGET = 12_000;
const DESKTOP_BAND = 240;
const WEB_BAND = 150;
/**
 * Setting decorations blocks the extension host in proportion to the ranges,
 * and a scroll or a new analysis can change 10 000 of them: they are sent this
 * many ranges at a time, each slice in its own task, so typing never waits long.
 */
const SLICE_RANGES = 1000;

export class Heatmap implements vscode.Disposable {
  private readonly types = createHeatmapTypes();
  private readonly subs: vscode.Disposable[] = [];
  /** Per document: lines changed since its analysis, or "all" when lines moved. */
  private readonly dirty = new Map<string, Dirty | 'all'>();
  /** Route cells per analysis and case, computed once. */
  private readonly routes = new WeakMap<FileAnalysis, Map<number, Set<number>>>();
  private readonly pending = new Set<vscode.TextEditor>();
  /** The column band last painted per document, to repaint when the cursor leaves it. */
  private readonly bands = new Map<string, [number, number]>();
  /** What was last painted in each document (all its slices sent), for tests and measurements. */
  private readonly painted = new Map<string, PaintRecord>();
  /** What was last computed for each document, its slices perhaps still on their way. */
  private readonly computed = new Map<string, PaintRecord>();
  private timer: NodeJS.Timeout | undefined;
  /** Documents whose edited text is about to lose its colours (cutSoon). */
  private readonly cutting = new Set<string>();
  /** The band's width, read from the settings when they change rather than at every paint (a scroll paints each frame). */
  private bandColumns = bandSetting();
  private disposed = false;
  /** Per editor, the paint whose slices are still being sent: an older one stops. */
  private readonly generations = new WeakMap<vscode.TextEditor, number>();
  /** The runs each editor was last given per decoration type. */
  private readonly sent = new WeakMap<vscode.TextEditor, Map<vscode.TextEditorDecorationType, Run[]>>();

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
      // The layers not on screen follow the reply.
      analyses.onDidComplete((a) => this.layersArrived(a)),
      choice.onDidChange(() => vscode.window.visibleTextEditors.forEach((e) => this.paint(e))),
      vscode.window.onDidChangeVisibleTextEditors((eds) => eds.forEach((e) => this.paint(e))),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => this.schedule(e.textEditor)),
      vscode.window.onDidChangeTextEditorSelection((e) => this.followCursor(e.textEditor)),
      vscode.workspace.onDidChangeTextDocument((e) => this.markDirty(e)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration('gridLens.heatmap')) return;
        this.bandColumns = bandSetting();
        vscode.window.visibleTextEditors.forEach((ed) => this.paint(ed));
      }),
    );
  }

  private markDirty(e: vscode.TextDocumentChangeEvent): void {
    if (!e.contentChanges.length) return;
    const key = e.document.uri.toString();
    if (!this.analyses.get(e.document.uri)) return;
    let d = this.dirty.get(key) ?? { lines: new Set<number>(), cells: new Map<number, [number, number][]>() };
    for (const ch of e.contentChanges) {
      const linesAdded = ch.text.split('\n').length - 1;
      if (d === 'all' || linesAdded !== ch.range.end.line - ch.range.start.line) {
        d = 'all';
        break;
      }
      const { start, end } = ch.range;
      if (linesAdded === 0 && start.line === end.line && ch.text.length === end.character - start.character) {
        // Typed over: only these characters changed, the rest of the line stays where it was.
        if (ch.text.length) d.cells.set(start.line, [...(d.cells.get(start.line) ?? []), [start.character, end.character]]);
        this.rangesMoved(e.document.uri, start.line, start.character, end.character);
        continue;
      }
      for (let l = start.line; l <= end.line; l++) d.lines.add(l);
    }
    this.dirty.set(key, d);
    this.cutSoon(e.document.uri);
  }

  /**
   * Takes the edited text's colours away, unless the edit's analysis is
   * painted first (CUT_GRACE_MS), and in a task of its own: other listeners
   * of the edit (VS Code's merge-conflict scan of the whole document, say)
   * run in the edit's, and the host would be blocked for the sum.
   */
  private cutSoon(uri: vscode.Uri): void {
    const key = uri.toString();
    if (this.cutting.has(key)) return;
    this.cutting.add(key);
    setTimeout(() => {
      this.cutting.delete(key);
      if (!this.disposed && this.dirty.has(key)) this.repaintDocument(uri);
    }, CUT_GRACE_MS);
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

  private layersArrived(a: FileAnalysis): void {
    const key = a.uri.toString();
    const rec = this.painted.get(key);
    if (!rec || rec.version !== a.version || rec.complete) return;
    for (const e of vscode.window.visibleTextEditors) if (e.document.uri.toString() === key) this.paint(e);
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
    const band = columnBand(editor, toLine - fromLine + 1, this.bandColumns);
    this.bands.set(editor.document.uri.toString(), band);
    const layer = this.choice.get(a.problem.id);
    let layerWaits = false;
    const key = editor.document.uri.toString();
    const before = this.computed.get(key);
    // Only text was edited since the last paint of this analysis, here: take that paint without the edited text.
    const same =
      before &&
      before.complete &&
      before.analysis === a &&
      before.layer === layer &&
      before.fromLine === fromLine &&
      before.toLine === toLine &&
      before.band[0] === band[0] &&
      before.band[1] === band[1];
    const paint = same
      ? withoutLines(before.paint, dirty?.lines)
      : paintLines({
          cases: a.cases,
          // A case whose chosen layer has not arrived yet stays blank until onDidComplete.
          results: a.layersPending
            ? a.results.map((r) => {
                if (r && isPending(pickLayer(r, layer))) return void (layerWaits = true);
                return r;
              })
            : a.results,
          layer,
          fromLine,
          toLine,
          fromCol: band[0],
          toCol: band[1],
          skip: dirty ? (l) => dirty.lines.has(l) : undefined,
          route: (i) => this.routeOf(a, i),
        });
    // A layer just chosen was not built yet: ask for it now rather than when typing pauses (onDidComplete repaints).
    if (layerWaits) void this.analyses.whenComplete(a);
    if (dirty?.cells.size) cutCells(paint, dirty.cells);
    const record = (ms: number): PaintRecord => {
      const at = Date.now();
      return { version: a.version, analysis: a, paint, layer, ms, at, shownAt: at, completedAt: undefined, complete: !layerWaits, fromLine, toLine, band };
    };
    this.computed.set(key, record(0));
    const t = this.types;
    const sent = this.sentTo(editor);
    const changed = [
      ...t.scale.map((type, b) => [type, paint.scale[b]] as const),
      ...t.category.map((type, k) => [type, paint.category[k]] as const),
      [t.unreachable, paint.unreachable] as const,
      [t.route, paint.route] as const,
      [t.outline, paint.outline] as const,
      [t.underline, paint.underline] as const,
    ].filter(([type, runs]) => !sameRuns(sent.get(type), runs));
    // What could show a stale colour on edited text goes at once; the rest may follow in slices.
    const stale = (old: Run[] | undefined) => !!dirty && (!old || old.some((r) => dirty.lines.has(r.line) || dirty.cells.get(r.line)?.some(([from, to]) => r.start < to && r.end > from)));
    const now = changed.filter(([type]) => stale(sent.get(type)));
    const later = changed.filter(([type]) => !stale(sent.get(type)));
    for (const [type, runs] of now) this.setRuns(editor, type, runs);
    const generation = (this.generations.get(editor) ?? 0) + 1;
    this.generations.set(editor, generation);
    let spent = performance.now() - started;
    const slice = (from: number) => {
      if (this.disposed || this.generations.get(editor) !== generation || editor.document.isClosed) return;
      const sliceStarted = performance.now();
      let i = from;
      for (let ranges = 0; i < later.length && (ranges < SLICE_RANGES || i === from); i++) {
        this.setRuns(editor, later[i][0], later[i][1]);
        ranges += later[i][1].length;
      }
      spent += performance.now() - sliceStarted;
      if (i < later.length) return void setImmediate(() => slice(i));
      const done = record(spent);
      this.remember(key, done);
      // The rest of the layers may have come while the slices went out.
      if (!done.complete && !a.layersPending && this.analyses.get(a.uri) === a) this.layersArrived(a);
    };
    slice(0);
  }

  /**
   * Characters typed over keep the decorations under them (a range never
   * grows or shrinks when text of the same length replaces text inside it,
   * and a ClosedClosed range that merely touches the edit stays as it was):
   * the types with ranges over those characters must be sent again, whatever
   * the next paint computes for them. Their neighbours need not be: on a
   * checkerboard of distances that would re-send half the band.
   */
  private rangesMoved(uri: vscode.Uri, line: number, from: number, to: number): void {
    for (const e of vscode.window.visibleTextEditors) {
      if (e.document.uri.toString() !== uri.toString()) continue;
      const sent = this.sent.get(e);
      for (const [type, runs] of sent ?? []) if (runs.some((r) => r.line === line && r.start < to && r.end > from)) sent!.delete(type);
    }
  }

  /**
   * Sets one decoration type's ranges, unless they are those it already has.
   * After an edit most colours keep their cells (in a file of many boards, all
   * but the edited board's); re-sending them costs the host and the window
   * time for nothing. Skipping is safe: VS Code moves ranges only on edited
   * lines; a paint leaves a line whose text moved out until its analysis, so
   * a type with ranges there differs from what was last sent; and the types
   * with ranges at characters typed over are forgotten (rangesMoved).
   */
  private sentTo(editor: vscode.TextEditor): Map<vscode.TextEditorDecorationType, Run[]> {
    let sent = this.sent.get(editor);
    if (!sent) this.sent.set(editor, (sent = new Map()));
    return sent;
  }

  private setRuns(editor: vscode.TextEditor, type: vscode.TextEditorDecorationType, runs: Run[]): void {
    const sent = this.sentTo(editor);
    if (sameRuns(sent.get(type), runs)) return;
    editor.setDecorations(
      type,
      runs.map((r) => new vscode.Range(r.line, r.start, r.line, r.end)),
    );
    sent.set(type, runs);
  }

  /** Records a finished paint, keeping the times this analysis was first shown and first complete. */
  private remember(key: string, rec: PaintRecord): void {
    const before = this.painted.get(key);
    const same = before?.analysis === rec.analysis;
    rec.shownAt = same ? before.shownAt : rec.at;
    rec.completedAt = same && before.completedAt !== undefined ? before.completedAt : rec.complete ? rec.at : undefined;
    this.painted.set(key, rec);
  }

  /** The last paint of a document: which style each text position got. */
  lastPaint(uri: vscode.Uri): PaintRecord | undefined {
    return this.painted.get(uri.toString());
  }

  private routeOf(a: FileAnalysis, i: number): Set<number> | undefined {
    let perCase = this.routes.get(a);
    if (!perCase) this.routes.set(a, (perCase = new Map()));
    if (!perCase.has(i)) {
      const line = a.results[i]?.line.get();
      const grid = a.cases[i].grid;
      perCase.set(i, line && grid ? lineCells(line, grid.cols) : new Set());
    }
    return perCase.get(i);
  }

  private clear(editor: vscode.TextEditor): void {
    this.painted.delete(editor.document.uri.toString());
    this.computed.delete(editor.document.uri.toString());
    this.generations.set(editor, (this.generations.get(editor) ?? 0) + 1);
    for (const t of this.types.all) this.setRuns(editor, t, []);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.subs.forEach((s) => s.dispose());
    this.types.all.forEach((t) => t.dispose());
  }
}
