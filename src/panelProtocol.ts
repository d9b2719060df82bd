// Messages between the extension host and the heatmap webview. Both sides
// import these types, so a renamed field fails to compile on both. The webview
// speaks first ("ready", with what it remembers); the host answers with a view.
// Board data travels as typed arrays, and only for the case and layer shown.

import type { LegendEntry } from './core/render/palette';
import type { CaptureRule, PieceKind } from './core/render/pieces';

export const PANEL_VIEW_TYPE = 'gridLens.panel';

/** What the webview keeps across reloads (vscode.setState) and the serializer gets back. */
export interface PanelState {
  /** The file shown; absent when the panel had none. */
  uri?: string;
  locked: boolean;
  caseIndex: number;
  layerId?: string;
  /** Zoom and pan of the board last shown, with the board it belongs to. */
  viewport?: { uri: string; caseIndex: number; rows: number; cols: number; scale: number; x: number; y: number };
  step?: number;
}

export interface CaseItem {
  index: number;
  /** "Test 3 · 4×8 · 480". */
  label: string;
  solved: boolean;
}

export interface LayerItem {
  id: string;
  name: string;
}

export interface IssueItem {
  line: number;
  col: number;
  severity: 'error' | 'warning' | 'info';
  message: string;
}

export interface LineView {
  label: string;
  pieces: string[];
  /** steps × pieces cell indices. */
  cells: Int32Array;
}

export interface MarkView {
  label: string;
  style: 'outline' | 'underline';
  cells: Int32Array;
}

export interface BoardView {
  rows: number;
  cols: number;
  /** The character of every cell (letters drawn when zoomed in). */
  cells: Uint8Array;
  /** Paint code of every cell (see core/render/palette.ts). */
  paint: Uint8Array;
  /** #rrggbb of paint codes PAINT_FIRST, PAINT_FIRST + 1, … */
  colors: string[];
  legend: { title: string; unit: string; entries: LegendEntry[] };
  marks: MarkView[];
  line?: LineView;
  /** Every piece and target, drawn as markers above the line. */
  pieces: PieceKind[];
  /** When the line's pieces catch one another (shown at the step it happens). */
  capture?: CaptureRule;
}

export interface ViewMessage {
  type: 'view';
  /** Increases with every view; the webview answers about the view it shows. */
  seq: number;
  file: { uri: string; name: string };
  problem: { id: string; title: string };
  locked: boolean;
  cases: CaseItem[];
  caseIndex: number;
  layers: LayerItem[];
  layerId?: string;
  /** The case's answer, when solved. */
  answer?: string;
  /** Absent while the case cannot be drawn: `issues` say why. */
  board?: BoardView;
  /** Why there is no picture, when there is none. */
  status?: string;
  /** Errors and warnings of the file, those of the shown case first. */
  issues: IssueItem[];
  /** The cell under the editor's cursor, or -1. */
  cursor: number;
}

export type HostMessage =
  ViewMessage | { type: 'empty'; message: string; locked: boolean } | { type: 'cursor'; seq: number; cell: number } | { type: 'describe'; requestId: number; title: string; rows: [string, string][] };

export type WebviewMessage =
  | { type: 'ready'; state?: PanelState }
  | { type: 'select'; caseIndex: number; layerId?: string }
  /** A cell of the view `seq` was clicked: select it in the editor (and focus the editor if asked). */
  | { type: 'reveal'; seq: number; cell: number; focus: boolean }
  | { type: 'revealIssue'; line: number; col: number }
  | { type: 'describe'; requestId: number; seq: number; cell: number }
  | { type: 'lock'; locked: boolean }
  | { type: 'exportPng'; data: Uint8Array; name: string }
  /** The webview's own timing of a full redraw, for the log. */
  | { type: 'drawn'; rows: number; cols: number; imageMs: number; frameMs: number };
