// Shared by the validation tests: an input's issues as compact records, and
// the "exactly one error, here, saying this" assertion.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import type { ProblemId } from '../../src/core/problems';
import { type Issue } from '../../src/core/text/issues';

export interface Seen {
  /** 0-based "line:col-line:col", as in the core. */
  at: string;
  code: string;
  message: string;
}

export function issuesOf(problem: ProblemId, text: string, severity: Issue['severity'] = 'error'): Seen[] {
  const a = analyze(text, { problem });
  return a
    .parsed!.issues.filter((i) => i.severity === severity)
    .map((i) => ({ at: `${i.range.start.line}:${i.range.start.col}-${i.range.end.line}:${i.range.end.col}`, code: i.code, message: i.message }));
}

/** Exactly one error, at `at`, of kind `code`, whose message holds every fragment; and no judge output. */
export function onlyErrorOf(problem: ProblemId, text: string, at: string, code: string, ...fragments: string[]): void {
  const found = issuesOf(problem, text);
  assert.equal(found.length, 1, `expected one error, got:\n${JSON.stringify(found, null, 1)}`);
  assert.equal(found[0].at, at, found[0].message);
  assert.equal(found[0].code, code, found[0].message);
  for (const f of fragments) assert.ok(found[0].message.includes(f), `"${found[0].message}" should mention ${JSON.stringify(f)}`);
  assert.equal(analyze(text, { problem }).output, undefined, 'an invalid file has no judge output');
}
