// The one heatmap panel: which file it shows (the active grid file, unless
// locked), what the webview is told, and what its clicks do in the editor.
// It never computes anything itself: it reads the Analyses store, which is
// already debounced and cancels stale solves, and redraws when it updates.

import * as path from 'node:path';
import * as vscode from 'vscode';
import { type HostMessage, PANEL_VIEW_TYPE, type PanelState, type WebviewMessage } from '../../panelProtocol';
import type { FileAnalysis } from '../analyses';
import { resolveTarget } from '../commands/target';
import type { Services } from '../services';
import { panelHtml } from './html';
import { buildView, type Selection } from './viewModel';

interface Shown {
  seq: number;
  analysis: FileAnalysis;
  caseIndex: number;
}

/** How many posted views a click may still refer to. */
const RECENT_VIEWS = 8;

/** How long after a click in the panel the editor's reports of another cursor are taken for its old one. */
const REVEAL_SETTLE_MS = 500;

export class HeatmapPanel implements vscode.Disposable {
  private target: vscode.Uri | undefined;
  private locked = false;
  /** An analysis of a file that is not open in an editor (explorer, restore). */
  private detached: FileAnalysis | undefined;
  /** The file being read for `detached`, if any. */
  private loading: string | undefined;
  private ready = false;
  private seq = 0;
  private shown: Shown | undefined;
  /**
   * The last few views posted. A click names the view it was made on, and a
   * view can be replaced while the click is on its way (a double-click's first
   * click makes the editor active, which refreshes): such a click still counts
   * as long as the file's analysis is the same.
   */
  private readonly recent: Shown[] = [];
  /** Case and layer per file, so switching files and back keeps them. */
  private readonly selections = new Map<string, Selection>();
  /**
   * Where a click in the panel just put the editor's cursor. Taking focus,
   * the editor can first report its old cursor (in another test, say): until
   * the cursor arrives, or REVEAL_SETTLE_MS pass, a cursor elsewhere is that
   * echo and does not switch the panel away (and back, losing its zoom).
   */
  private revealed: { uri: string; line: number; col: number; until: number } | undefined;
  private readonly subscriptions: vscode.Disposable[] = [];
  /** The text editor last active: while the panel has focus there is no active editor, yet unlocking should follow it. */
  private lastEditor: vscode.TextEditor | undefined = vscode.window.activeTextEditor;
  private readonly disposed = new vscode.EventEmitter<void>();
  private isDisposed = false;
  readonly onDidDispose = this.disposed.event;

  constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly s: Services,
    extensionUri: vscode.Uri,
    state: PanelState | undefined,
  ) {
    panel.webview.options = HeatmapPanel.webviewOptions(extensionUri);
    panel.webview.html = panelHtml(panel.webview, extensionUri);
    if (state?.uri) {
      this.target = vscode.Uri.parse(state.uri);
      this.locked = state.locked;
      this.selections.set(state.uri, { caseIndex: state.caseIndex, layerId: state.layerId });
    }
    const { analyses } = s;
    this.subscriptions.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m: WebviewMessage) => this.receive(m)),
      // A hidden webview is torn down; when shown again it says "ready" and gets a fresh view.
      panel.onDidChangeViewState(() => {
        if (!panel.visible) this.ready = false;
      }),
      // The panel draws any layer: for the file it shows, it asks for the deferred ones at once (onDidComplete follows).
      analyses.onDidUpdate((a) => {
        if (!a.layersPending) this.analysisUpdated(a);
        else if (this.shows(a)) void analyses.whenComplete(a);
      }),
      analyses.onDidComplete((a) => this.analysisUpdated(a)),
      analyses.onDidClear((uri) => this.analysisCleared(uri)),
      vscode.window.onDidChangeActiveTextEditor((e) => this.activeEditorChanged(e)),
      vscode.window.onDidChangeTextEditorSelection((e) => this.postCursor(e.textEditor)),
    );
    this.updateTitle();
    if (this.target && !this.analysis()) void this.loadDetached(this.target);
  }

  static webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
    return {
      enableScripts: true,
      localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media')],
    };
  }

  static create(s: Services, extensionUri: vscode.Uri): HeatmapPanel {
    const panel = vscode.window.createWebviewPanel(PANEL_VIEW_TYPE, 'Heatmap', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, HeatmapPanel.webviewOptions(extensionUri));
    return new HeatmapPanel(panel, s, extensionUri, undefined);
  }

  /** Shows `uri` (and optionally a case and layer), as the command and the hover link ask. */
  async show(uri: vscode.Uri | undefined, sel?: Partial<Selection>): Promise<void> {
    this.panel.reveal(undefined, true);
    if (!uri) return;
    const key = uri.toString();
    if (sel && (sel.caseIndex !== undefined || sel.layerId !== undefined)) {
      const old = this.selections.get(key);
      this.selections.set(key, { caseIndex: sel.caseIndex ?? old?.caseIndex ?? 0, layerId: sel.layerId ?? old?.layerId });
    }
    this.retarget(uri);
    if (!this.analysis()) await this.loadDetached(uri);
  }

  get uri(): vscode.Uri | undefined {
    return this.target;
  }

  private analysis(): FileAnalysis | undefined {
    if (!this.target) return undefined;
    // The picture needs every layer: an analysis whose layers are still on their way shows once they land.
    return this.s.analyses.getComplete(this.target) ?? (this.detached?.uri.toString() === this.target.toString() ? this.detached : undefined);
  }

  private async loadDetached(uri: vscode.Uri): Promise<void> {
    const key = uri.toString();
    // Restoring and the ready handshake may both ask; one read is enough.
    if (this.loading === key) return;
    this.loading = key;
    try {
      const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
      const t = open ? { analysis: await this.s.analyses.current(open) } : await resolveTarget(this.s, uri);
      if (this.target?.toString() !== key) return;
      if (t?.analysis && !this.s.analyses.get(uri)) this.detached = t.analysis;
      this.refresh();
    } finally {
      if (this.loading === key) this.loading = undefined;
    }
  }

  private retarget(uri: vscode.Uri): void {
    if (this.target?.toString() === uri.toString()) return this.refresh();
    this.target = uri;
    this.detached = undefined;
    this.shown = undefined;
    this.updateTitle();
    this.refresh();
  }

  private updateTitle(): void {
    const name = this.target ? path.posix.basename(this.target.path) : '';
    this.panel.title = name ? `Heatmap: ${name}${this.locked ? ' (locked)' : ''}` : 'Heatmap';
  }

  private post(m: HostMessage): void {
    if (this.ready) void this.panel.webview.postMessage(m);
  }

  /** Sends the current file's view (or why there is none). */
  private refresh(): void {
    if (!this.ready) return;
    const a = this.analysis();
    if (!this.target) {
      this.shown = undefined;
      return this.post({ type: 'empty', message: 'Open a grid test file to see its heatmap.', locked: this.locked });
    }
    const name = path.posix.basename(this.target.path);
    if (!a?.problem) {
      this.shown = undefined;
      const message = a ? `Grid Lens does not recognize ${name} as a test of one of its problems (${a.why}). "Grid Lens: Choose Problem for This File" decides.` : `Reading ${name}…`;
      return this.post({ type: 'empty', message, locked: this.locked });
    }
    const key = this.target.toString();
    const sel = this.selections.get(key) ?? { caseIndex: this.caseAtCursor(a) ?? 0 };
    const started = performance.now();
    const { message, selection } = buildView(a, sel, ++this.seq, { name, locked: this.locked, cursor: -1 });
    this.selections.set(key, selection);
    message.cursor = this.cursorCell(a, selection.caseIndex);
    this.shown = { seq: message.seq, analysis: a, caseIndex: selection.caseIndex };
    this.recent.push(this.shown);
    if (this.recent.length > RECENT_VIEWS) this.recent.shift();
    this.post(message);
    if (message.board && message.board.paint.length >= 250_000) {
      this.s.log.info(`heatmap panel: encoded ${message.board.rows}×${message.board.cols} in ${(performance.now() - started).toFixed(1)} ms`);
    }
  }

  private editorOfTarget(): vscode.TextEditor | undefined {
    const key = this.target?.toString();
    const active = vscode.window.activeTextEditor;
    if (active && active.document.uri.toString() === key) return active;
    return vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === key);
  }

  private caseAtCursor(a: FileAnalysis): number | undefined {
    const line = this.editorOfTarget()?.selection.active.line;
    if (line === undefined) return undefined;
    const i = a.cases.findIndex((c) => c.firstLine <= line && line <= c.lastLine);
    return i >= 0 ? i : undefined;
  }

  private cursorCell(a: FileAnalysis, caseIndex: number): number {
    const pos = this.editorOfTarget()?.selection.active;
    const grid = a.cases[caseIndex]?.grid;
    return pos && grid ? grid.cellAt({ line: pos.line, col: pos.character }) : -1;
  }

  /** The panel is on screen and shows this file, or will switch to it (the active editor's, when not locked). */
  private shows(a: FileAnalysis): boolean {
    const key = a.uri.toString();
    return this.panel.visible && (key === this.target?.toString() || (!this.locked && vscode.window.activeTextEditor?.document.uri.toString() === key));
  }

  private analysisUpdated(a: FileAnalysis): void {
    const key = a.uri.toString();
    if (key === this.target?.toString()) {
      this.detached = undefined;
      return this.refresh();
    }
    if (!this.locked && vscode.window.activeTextEditor?.document.uri.toString() === key) this.retarget(a.uri);
  }

  private analysisCleared(uri: vscode.Uri): void {
    if (uri.toString() !== this.target?.toString()) return;
    // Closed: keep showing the file, read from disk. Still open: it is no
    // longer a grid test, and a fresh analysis says why.
    this.detached = undefined;
    this.refresh();
    void this.loadDetached(uri);
  }

  private activeEditorChanged(e: vscode.TextEditor | undefined): void {
    if (e) this.lastEditor = e;
    if (this.locked || !e) return;
    const a = this.s.analyses.get(e.document.uri);
    if (!a?.problem) return;
    // Back to the file already shown: the picture stands, only the cursor may have moved.
    if (this.shown && this.shown.analysis === a && e.document.uri.toString() === this.target?.toString()) return this.postCursor(e);
    this.retarget(e.document.uri);
  }

  /** Highlights the cell under `editor`'s cursor, switching test if it went into another board. */
  private postCursor(editor: vscode.TextEditor): void {
    const shown = this.shown;
    if (!shown || editor.document.uri.toString() !== this.target?.toString()) return;
    const pos = editor.selection.active;
    const r = this.revealed;
    if (r) {
      const arrived = r.uri === editor.document.uri.toString() && r.line === pos.line && r.col === pos.character;
      if (!arrived && Date.now() < r.until) return;
      this.revealed = undefined;
    }
    const a = shown.analysis;
    const i = a.cases.findIndex((c) => c.firstLine <= pos.line && pos.line <= c.lastLine);
    const grid = a.cases[i]?.grid;
    const cell = grid ? grid.cellAt({ line: pos.line, col: pos.character }) : -1;
    if (cell >= 0 && i !== shown.caseIndex) {
      // The cursor went into another test's board: show that test.
      const sel = this.selections.get(this.target.toString());
      this.selections.set(this.target.toString(), { caseIndex: i, layerId: sel?.layerId });
      return this.refresh();
    }
    this.post({ type: 'cursor', seq: shown.seq, cell: i === shown.caseIndex ? cell : -1 });
  }

  private receive(m: WebviewMessage): void {
    switch (m.type) {
      case 'ready':
        this.ready = true;
        if (!this.target && m.state?.uri) {
          this.target = vscode.Uri.parse(m.state.uri);
          this.locked = m.state.locked;
          this.updateTitle();
        }
        if (this.target && m.state?.uri === this.target.toString() && !this.selections.has(m.state.uri)) {
          this.selections.set(m.state.uri, { caseIndex: m.state.caseIndex, layerId: m.state.layerId });
        }
        if (!this.target) {
          const active = vscode.window.activeTextEditor?.document.uri;
          if (active && this.s.analyses.get(active)?.problem) this.target = active;
          this.updateTitle();
        }
        this.refresh();
        if (this.target && !this.analysis()) void this.loadDetached(this.target);
        return;
      case 'select': {
        if (!this.target) return;
        this.selections.set(this.target.toString(), { caseIndex: m.caseIndex, layerId: m.layerId });
        return this.refresh();
      }
      case 'reveal':
        return void this.reveal(m.seq, m.cell, m.focus);
      case 'revealIssue':
        return void this.revealPosition(new vscode.Selection(m.line, m.col, m.line, m.col), true);
      case 'describe':
        return this.describe(m.requestId, m.seq, m.cell);
      case 'lock':
        this.locked = m.locked;
        this.updateTitle();
        if (!this.locked) {
          const e = vscode.window.activeTextEditor ?? this.lastEditor;
          if (e && !e.document.isClosed && e.document.uri.toString() !== this.target?.toString() && this.s.analyses.get(e.document.uri)?.problem) return this.retarget(e.document.uri);
        }
        return;
      case 'exportPng':
        return void this.exportPng(m.data, m.name);
      case 'drawn':
        if (m.rows * m.cols >= 250_000)
          this.s.log.info(`heatmap panel: drew ${m.rows}×${m.cols} in ${(m.imageMs + m.frameMs).toFixed(1)} ms (image ${m.imageMs.toFixed(1)} ms, frame ${m.frameMs.toFixed(1)} ms)`);
        return;
    }
  }

  /** The view a webview message refers to, if what it showed is still the file's current analysis. */
  private viewOf(seq: number): Shown | undefined {
    const shown = this.shown;
    if (!shown) return undefined;
    if (shown.seq === seq) return shown;
    const old = this.recent.find((v) => v.seq === seq);
    return old && old.analysis === shown.analysis ? old : undefined;
  }

  private async reveal(seq: number, cell: number, focus: boolean): Promise<void> {
    const shown = this.viewOf(seq);
    if (!shown) return;
    const grid = shown.analysis.cases[shown.caseIndex]?.grid;
    if (!grid || cell < 0 || cell >= grid.size) return;
    const pos = grid.positionOf(cell);
    // The cell's character selected, with the cursor before it: the cursor then
    // stands on the same cell, so the panel's highlight stays where it was clicked.
    await this.revealPosition(new vscode.Selection(pos.line, pos.col + 1, pos.line, pos.col), focus);
  }

  private async revealPosition(selection: vscode.Selection, focus: boolean): Promise<void> {
    if (!this.target) return;
    const visible = this.editorOfTarget();
    const otherColumn = this.panel.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Two : vscode.ViewColumn.One;
    this.revealed = { uri: this.target.toString(), line: selection.active.line, col: selection.active.character, until: Date.now() + REVEAL_SETTLE_MS };
    const editor = await vscode.window.showTextDocument(this.target, { viewColumn: visible?.viewColumn ?? otherColumn, preserveFocus: !focus, preview: false });
    editor.selection = selection;
    editor.revealRange(selection, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private describe(requestId: number, seq: number, cell: number): void {
    const shown = this.viewOf(seq);
    if (!shown) return;
    const a = shown.analysis;
    const c = a.cases[shown.caseIndex];
    const result = a.results[shown.caseIndex];
    const grid = c?.grid;
    if (!a.problem || !grid || !result || cell < 0 || cell >= grid.size) return;
    const r = Math.floor(cell / grid.cols);
    const col = cell % grid.cols;
    const test = a.cases.length > 1 ? `Test ${shown.caseIndex + 1}, ` : '';
    let rows: [string, string][];
    try {
      rows = a.problem.describeCell(c, result, cell);
    } catch (e) {
      rows = [['Error', (e as Error).message]];
    }
    this.post({ type: 'describe', requestId, title: `${test}cell (${r + 1}, ${col + 1}) "${grid.char(cell)}"`, rows });
  }

  private async exportPng(data: Uint8Array, name: string): Promise<void> {
    const base = this.target ? vscode.Uri.joinPath(this.target, '..') : vscode.workspace.workspaceFolders?.[0]?.uri;
    const safe = name.replace(/[^\w.-]+/g, '-');
    const uri = await vscode.window.showSaveDialog({
      title: 'Export heatmap as PNG',
      defaultUri: base ? vscode.Uri.joinPath(base, safe) : undefined,
      filters: { 'PNG image': ['png'] },
    });
    if (!uri) return;
    try {
      await vscode.workspace.fs.writeFile(uri, data);
      void vscode.window.showInformationMessage(`Grid Lens: saved the heatmap as ${vscode.workspace.asRelativePath(uri)}.`);
    } catch (e) {
      void vscode.window.showErrorMessage(`Grid Lens could not save ${uri.fsPath}: ${(e as Error).message}`);
    }
  }

  dispose(): void {
    if (this.isDisposed) return;
    this.isDisposed = true;
    for (const d of this.subscriptions) d.dispose();
    this.subscriptions.length = 0;
    this.panel.dispose();
    this.disposed.fire();
    this.disposed.dispose();
  }
}
