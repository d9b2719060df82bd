// Words for answers, shared by the status bar, notifications and decorations.
import type { FileAnalysis } from './analyses';

/** "480", or "8 answers: 480 500 470 …"; answers of several words are kept apart with " · ". */
export function answerSummary(a: FileAnalysis, max = 6): string {
  const answers = a.results.map((r) => (r ? r.answer.replace(/\n/g, ' ') : '?'));
  if (answers.length === 1) return answers[0];
  const sep = answers.some((x) => x.includes(' ')) ? ' · ' : ' ';
  const shown = answers.slice(0, max).join(sep);
  return `${answers.length} answers: ${shown}${answers.length > max ? sep + '…' : ''}`;
}

export function errorCount(a: FileAnalysis): number {
  return a.issues.filter((i) => i.severity === 'error').length;
}
