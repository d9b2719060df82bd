// Words for answers, shared by the status bar, notifications and decorations.
// Pure (type imports only), so unit tests read it without VS Code.
import type { FileAnalysis } from './analyses';

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
/** A longer list shows this many, then says how to see them all. */
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
  return { text: `${answers.length} answers: ${answers.slice(0, FIRST_ANSWERS).join(sep)}${sep}…`, all: false };
}

export function errorCount(a: FileAnalysis): number {
  return a.issues.filter((i) => i.severity === 'error').length;
}
