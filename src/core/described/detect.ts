// Whether a text looks like an input of a described problem, from what the
// description says of its layout: a count line if it has one, the header's
// lines of numbers (as many on each line as the description names), then
// board rows of the described characters, as wide as the header says.

import type { DetectContext, Detection } from '../problem';
import type { ProblemDescription } from '../description';
import { alphabetShare, has, type Profile } from '../profile';
import type { SourceText } from '../text/source';
import { listChars } from '../text/words';

/** First-test rows looked at: enough to tell, bounded on a huge board; and their characters looked at. */
const ROWS_LOOKED_AT = 200;
const ROW_SAMPLE = 2000;
const SAMPLE_CHARS = 64 * 1024;

export function detectDescribed(description: ProblemDescription, src: SourceText, context: DetectContext): Detection {
  const p = context.profile;
  const { layout } = description;
  const alphabet = description.cells.map((c) => c.ch).join('');
  const lines = [...(layout.tests ? [[layout.tests]] : []), ...layout.header].map((line) => line.map((n) => n.name));
  const said = lines.map((names) => `"${names.join(' ')}"`).join(', ');
  if (p.lines === 0) return { confidence: 0, reason: 'the file is empty' };
  for (let k = 0; k < lines.length; k++) {
    const got = p.shapes[k];
    const want = lines[k].length;
    if (got === undefined) return { confidence: k === 0 ? 0 : 0.2, reason: `its first ${k === 1 ? 'line fits' : `${k} lines fit`} ${said}; the rest is not typed yet` };
    if (got !== want) {
      const what = got === -1 ? 'is not a line of numbers' : `has ${got} ${got === 1 ? 'number' : 'numbers'}`;
      return { confidence: 0, reason: `its line ${k + 1} ${what}, where the description reads "${lines[k].join(' ')}"` };
    }
  }
  const first = firstTest(src, lines);
  const size = (s: string | number) => (typeof s === 'number' ? s : first.values.get(s));
  const rows = size(layout.rows);
  const cols = size(layout.cols);
  const sized = rows !== undefined && Number.isSafeInteger(rows) && rows > 0;
  // The board's rows are read from the text, not the profile: rows of digits (a board of costs) are lines of numbers to it.
  const board = boardRows(src, first.boardLine, Math.min(sized ? rows : ROWS_LOOKED_AT, ROWS_LOOKED_AT));
  const before = lines.length > 0 ? `${said}, then ` : '';
  const ofChars = `rows of ${listChars(alphabet)}`;
  if (board.widths.length === 0) {
    // A header of a line or two fits many a text: with nothing of a board after it, it hardly came close.
    if (board.stop === 'numbers') return { confidence: 0.1, reason: `lines of numbers follow ${said} where the board's rows should be` };
    if (board.stop === 'other') return { confidence: 0.03, reason: `what follows ${said} is not a board row` };
    return lines.length > 0 ? { confidence: 0.55, reason: `${said} fit; the board is not typed yet` } : { confidence: 0, reason: 'no board row yet' };
  }
  if (board.stop === 'numbers' && board.widths.length < (sized ? rows : 1)) return { confidence: 0.2, reason: `a line of numbers stands among the board's rows, after ${said}` };
  if (context.foreign.some((ch) => has(p, ch))) return { confidence: 0.1, reason: 'its board has letters of another problem' };
  if (shareIn(board.sample, alphabet) < 0.9) return { confidence: 0.1, reason: `its board characters are not ${listChars(alphabet)}` };
  const fitting = board.widths.filter((w) => w === cols).length;
  const exact = fitting === board.widths.length;
  const close = fitting * 2 >= board.widths.length;
  // Without a header the rows alone speak: only a board of exactly the described size is claimed.
  if (lines.length === 0) {
    return exact && board.widths.length === rows
      ? { confidence: 0.8, reason: `${rows} rows of ${cols} characters of ${listChars(alphabet)}` }
      : { confidence: 0.3, reason: `${ofChars}, but not ${rows} rows of ${cols}` };
  }
  return {
    confidence: exact ? 0.95 : close ? 0.85 : 0.6,
    reason: `${before}${close && cols !== undefined ? `${cols}-wide ` : ''}${ofChars}`,
  };
}

/** The first test's header values by name, and the line its board starts on. */
function firstTest(src: SourceText, lines: string[][]): { values: Map<string, number>; boardLine: number } {
  const values = new Map<string, number>();
  let k = 0;
  let l = 0;
  for (; l < src.lineCount && k < lines.length; l++) {
    const text = src.content[l].trim();
    if (text === '') continue;
    const numbers = text.split(/\s+/).map(Number);
    lines[k++].forEach((name, i) => values.set(name, numbers[i]));
  }
  return { values, boardLine: l };
}

/**
 * The first test's board rows from `line` on, at most `most` of them (the
 * board's rows when the header gives them): their widths and the first
 * characters of each, and what ended them before `most`: the end of the
 * text, a line of several numbers, or another line a row cannot be (one
 * with blanks inside).
 */
function boardRows(src: SourceText, line: number, most: number): { widths: number[]; sample: string; stop: 'end' | 'numbers' | 'other' | 'full' } {
  const widths: number[] = [];
  let sample = '';
  for (let l = line; l < src.lineCount; l++) {
    if (widths.length >= most) return { widths, sample, stop: 'full' };
    const text = src.content[l].trim();
    if (text === '') continue;
    // A board row is one token: blanks inside it make it something else.
    if (/\s/.test(text)) return { widths, sample, stop: /^[+-]?\d+(\s+[+-]?\d+)*$/.test(text) ? 'numbers' : 'other' };
    widths.push(text.length);
    if (sample.length < SAMPLE_CHARS) sample += text.slice(0, ROW_SAMPLE);
  }
  return { widths, sample, stop: 'end' };
}

/** The share of `text`'s characters that belong to `alphabet`, a pasted look-alike counting as what it stands for (as profile.ts counts). */
function shareIn(text: string, alphabet: string): number {
  const chars = new Map<string, number>();
  for (const ch of text) chars.set(ch, (chars.get(ch) ?? 0) + 1);
  return alphabetShare({ chars } as Profile, alphabet);
}
