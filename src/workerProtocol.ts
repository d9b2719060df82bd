// Messages between the extension host and the solver worker. Typed arrays in
// results travel as transferables, so a large board costs no copy.

import type { Case, CaseResult, ProblemId } from './core/problem';
import type { Issue } from './core/source';

export interface SolveRequest {
  id: number;
  text: string;
  /** Read the text as this problem instead of detecting it. */
  problem?: ProblemId;
  /** Read the text as this problem if detection cannot decide. */
  fallback?: ProblemId;
  /** Parse and validate only. */
  solve: boolean;
  /** Int32 cell set to 1 by the host when a newer request supersedes this one. */
  cancel: SharedArrayBuffer;
}

export interface AnalysisData {
  problem: ProblemId | undefined;
  /** True when the content decided the problem (not a forced id or an association). */
  byContent: boolean;
  /** Detection's reason, when detection ran. */
  reason: string;
  issues: Issue[];
  cases: Case[];
  results: (CaseResult | undefined)[];
  output: string | undefined;
}

export type SolveResponse =
  | { id: number; kind: 'done'; analysis: AnalysisData; ms: number }
  | { id: number; kind: 'cancelled' }
  | { id: number; kind: 'failed'; error: string };
