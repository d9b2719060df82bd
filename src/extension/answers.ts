// Words for answers, shared by the status bar, notifications and decorations.
// Pure (type imports only), so unit tests read it without VS Code.
import type { Case } from '../core/problem';
import type { FileAnalysis } from './analyses';

/** "4 × 8": rows × columns of a test's board, or '' when it could not be read. */
export function caseSize(c: Case): string {
  return c.grid ? `${c.grid.rows} × ${c.grid.cols}` : '';
}

/** Each test's answer on one line; '?' for a test without one. */
export function answerTexts(a: Pick<FileAnalysis, 'results'>): string[] {
  return a.results.map((r) => (r ? r.answer.replace(/\n/g, ' ') : '?'));
}

/** Answers of several words are kept apart with " · ", single words with a space. */
function separator(answers: readonly string[]): string {
  return answers.some((x) => x.includes(' ')) ? ' · ' : ' ';
}

/** "480", or "8 answers: 480 500 470 …" with at most `max` of them: for places as short as the status bar. */
export function answerSummary(a: Pick<FileAnalysis, 'results'>, max: number): string {
  const answers = answerTexts(a);
  if (answers.length === 1) return answers[0];
  const sep = separator(answers);
  return `${answers.length} answers: ${answers.slice(0, max).join(sep)}${answers.length > max ? sep + '…' : ''}`;
}

/** A notification lists every answer when there are at most this many and they fit in LISTED_CHARS. */
export const LISTED_ANSWERS = 12;
const LISTED_CHARS = 160;
/** A longer list shows at most this many, then says how to see them all. */
export const FIRST_ANSWERS = 5;

/**
 * The answers for a notification: "480", all of them ("7 answers: 480 500 …
 * 500") when they fit, else "50 answers: 480 500 470 490 480 …" with `all`
 * false, and the caller offers a way to see the rest.
 */
export function answerList(answers: readonly string[]): { text: string; all: boolean } {
  if (answers.length === 1) return { text: answers[0], all: true };
  const sep = separator(answers);
  const whole = answers.join(sep);
  if (answers.length <= LISTED_ANSWERS && whole.length <= LISTED_CHARS) return { text: `${answers.length} answers: ${whole}`, all: true };
  // The first few, as many as fit: never all of them, so the "…" is true.
  let shown = 1;
  while (shown < FIRST_ANSWERS && answers.slice(0, shown + 1).join(sep).length <= LISTED_CHARS) shown++;
  return { text: `${answers.length} answers: ${answers.slice(0, shown).join(sep)}${sep}…`, all: false };
}

export function errorCount(a: FileAnalysis): number {
  return a.issues.filter((i) => i.severity === 'error').length;
}
