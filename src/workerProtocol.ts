// Messages between the extension host and the solver worker.
//
// A reply carries what the editor needs at once: the cases, the answers, the
// routes, the layer on screen and the ones marks need; the other layers
// follow in "rest" messages right after, so an edit is painted (once) without
// waiting for layers nobody is looking at.
//
// The worker remembers, per document, the cases of its recent replies. A
// request names the reply whose analysis the host holds (`base`); a case
// identical to one of that reply is not solved again: the reply says "the
// result with this uid", and the host reuses its own copy.

import type { Case, CaseResult, LayerData, LayerInfo, LayerValues, Line } from './core/problem';
import { type Issue } from './core/text/issues';

/** One change of one edit, as VS Code reports it: offsets into the text before the edit. */
export interface TextChange {
  offset: number;
  length: number;
  text: string;
}

/**
 * The edits since the text the worker last got for this key, instead of the
 * whole text (12.5 MB for the largest inputs): `from` is the version the worker
 * should have, `changes` one list per edit, in order. `length` is the length
 * of the result, to check the sum.
 */
export interface TextEdits {
  from: number;
  changes: TextChange[][];
  length: number;
}

export interface SolveRequest {
  type: 'solve';
  id: number;
  /** The document (or detached file) the text is from. */
  key: string;
  /** The document version the text is (or the edits lead to); -1 when it is not kept. */
  version: number;
  /** The whole text, or else `edits`. */
  text?: string;
  edits?: TextEdits;
  /** Read the text as this problem instead of detecting it. */
  problem?: string;
  /** Read the text as this problem if detection cannot decide. */
  fallback?: string;
  /** Parse and validate only. */
  solve: boolean;
  /** Int32 cell set to 1 by the host when a newer request supersedes this one. */
  cancel: SharedArrayBuffer;
  /** The reply whose results the host holds for `key`; only those may be reused. */
  base?: number;
  /** Layer ids the editor shows (the choice of every problem): built before replying. */
  show: string[];
}

/** The host no longer holds anything of this document. */
export interface ForgetRequest {
  type: 'forget';
  key: string;
}

/** Someone waits for the deferred layers of this document (a hover, a new layer on screen): send them now. */
export interface HurryRequest {
  type: 'hurry';
  key: string;
}

/**
 * The problems users described in the workspace: the description files' texts
 * (data, read by the worker as the host reads them, never run), in the order
 * the host adds them to its registry. Each change has a higher version; a
 * reply says which version it was read with.
 */
export interface ProblemsRequest {
  type: 'problems';
  version: number;
  descriptions: { name: string; text: string }[];
}

export type WorkerRequest = SolveRequest | ForgetRequest | HurryRequest | ProblemsRequest;

/** A layer as sent: with its values, or without them when they follow in a rest message. */
export type WireLayer = LayerInfo & { data?: LayerData };

/** A result as sent: fresh (with a uid), or a reference to one the host already has. */
export type WireResult = { reuse: number } | (Omit<CaseResult, 'layers' | 'line'> & { uid: number; layers: WireLayer[]; line?: Line });

export interface AnalysisData<R = CaseResult | undefined> {
  problem: string | undefined;
  /** True when the content decided the problem (not a forced id or an association). */
  byContent: boolean;
  /** Detection's reason, when detection ran. */
  reason: string;
  issues: Issue[];
  cases: Case[];
  results: R[];
  output: string | undefined;
  /** For a text no problem claims that looks like a grid test: the closest problem and the first error reading it so. */
  closest?: { problem: string; issue: Issue | undefined };
  /** Other problems that fit the text too, when a described one is among them (see analyze.ts). */
  rivals?: string[];
  /** The version of the described problems (ProblemsRequest) the text was read with. */
  problems: number;
  /**
   * Cases whose board's cells were left out: their result is reused, and the
   * host has the same cells with it (reuse compares them byte for byte).
   */
  sharedCells?: number[];
}

export type SolveResponse =
  | { kind: 'done'; id: number; analysis: AnalysisData<WireResult | undefined>; ms: number; solved: number }
  | { kind: 'cancelled'; id: number }
  /** The edits did not apply to what the worker had: send the whole text. */
  | { kind: 'resync'; id: number }
  | { kind: 'failed'; id: number; error: string };

/** The deferred parts of one result. */
export interface RestMessage {
  kind: 'rest';
  uid: number;
  layers: { index: number; values: LayerValues; max: number }[];
  /** The worker dropped this result before sending its deferred parts: they will not come. */
  gone?: boolean;
}

export type WorkerMessage = SolveResponse | RestMessage;
