// Characters as a judge's reader sees them: the blanks it splits tokens at
// (ASCII only), the look-alikes a web page pastes in place of ASCII, and how
// a character from a file is shown safely in a message.

/** Typographic characters that web pages substitute for ASCII, and what was meant. */
const TYPOGRAPHIC: ReadonlyMap<string, { meant: string; name: string }> = new Map([
  ['\u2026', { meant: '...', name: 'a typographic ellipsis "…"' }],
  ['\u00b7', { meant: '.', name: 'a middle dot "·"' }],
  ['\u2024', { meant: '.', name: 'a one-dot leader "․"' }],
  ['\uff0e', { meant: '.', name: 'a full-width full stop "．"' }],
  ['\uff03', { meant: '#', name: 'a full-width number sign "＃"' }],
  ['\u2212', { meant: '-', name: 'a minus sign "−"' }],
  ['\u2013', { meant: '-', name: 'an en dash "–"' }],
]);

/**
 * Blanks beyond ASCII, and invisible characters, that text copied from a web
 * page or a word processor carries. A judge's reader (C's `isspace`, Java's
 * and Python's split on ASCII) does not take any of them as a separator, so
 * each is an error where it stands; `meant` is what to write instead.
 */
const UNUSUAL_BLANKS: ReadonlyMap<string, { meant: string; name: string }> = new Map(
  (
    [
      ['\u00a0', ' ', 'a no-break space (U+00A0)'],
      ['\u1680', ' ', 'an Ogham space mark (U+1680)'],
      ['\u2000', ' ', 'an en quad (U+2000)'],
      ['\u2001', ' ', 'an em quad (U+2001)'],
      ['\u2002', ' ', 'an en space (U+2002)'],
      ['\u2003', ' ', 'an em space (U+2003)'],
      ['\u2004', ' ', 'a three-per-em space (U+2004)'],
      ['\u2005', ' ', 'a four-per-em space (U+2005)'],
      ['\u2006', ' ', 'a six-per-em space (U+2006)'],
      ['\u2007', ' ', 'a figure space (U+2007)'],
      ['\u2008', ' ', 'a punctuation space (U+2008)'],
      ['\u2009', ' ', 'a thin space (U+2009)'],
      ['\u200a', ' ', 'a hair space (U+200A)'],
      ['\u2028', ' ', 'a line separator (U+2028)'],
      ['\u2029', ' ', 'a paragraph separator (U+2029)'],
      ['\u202f', ' ', 'a narrow no-break space (U+202F)'],
      ['\u205f', ' ', 'a medium mathematical space (U+205F)'],
      ['\u3000', ' ', 'an ideographic space (U+3000)'],
      ['\u0085', ' ', 'a next-line control (U+0085)'],
      ['\u200b', '', 'a zero-width space (U+200B)'],
      ['\u200c', '', 'a zero-width non-joiner (U+200C)'],
      ['\u200d', '', 'a zero-width joiner (U+200D)'],
      ['\u2060', '', 'a word joiner (U+2060)'],
      ['\u00ad', '', 'a soft hyphen (U+00AD)'],
      ['\ufeff', '', 'a byte order mark (U+FEFF)'],
    ] as const
  ).map(([ch, meant, name]) => [ch, { meant, name }]),
);

/** A character pasted in place of ASCII (a typographic stand-in, a blank beyond ASCII, an invisible one), and what was meant. */
export function typographic(ch: string): { meant: string; name: string } | undefined {
  return TYPOGRAPHIC.get(ch) ?? UNUSUAL_BLANKS.get(ch);
}

/** True for a blank beyond ASCII or an invisible character: meant as a blank, or as nothing. */
export function isUnusualBlank(ch: string): boolean {
  return UNUSUAL_BLANKS.has(ch);
}

/** The blanks a judge's reader skips between tokens (C's isspace): space, tab, LF, VT, FF, CR. Nothing beyond ASCII. */
export function isJudgeBlank(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/** The line without the judge's blanks at both ends (String.trim also removes blanks beyond ASCII, which a judge reads as text). */
export function trimJudge(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isJudgeBlank(s.charCodeAt(start))) start++;
  while (end > start && isJudgeBlank(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** A line of whole numbers split by the judge's blanks (ASCII only: `\d` and the class below never match beyond it). */
export const NUMBER_LINE = /^[ \t\v\f\r]*[+-]?\d+(?:[ \t\v\f\r]+[+-]?\d+)*[ \t\v\f\r]*$/;

/** Describes a character for a message: printable ones quoted, others by code point. */
export function describeChar(ch: string): string {
  const t = typographic(ch);
  if (t) return t.name;
  const cp = ch.codePointAt(0) ?? 0;
  const hex = 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  if (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0)) return `${hex} (a control character)`;
  if (ch === ' ') return 'a space';
  if (ch === '\t') return 'a tab';
  if (!isPrintable(cp)) return `${hex} (an invisible character)`;
  return `"${ch}" (${hex})`;
}

/**
 * Text from a file made safe to show in a message: control characters,
 * bidirectional controls (U+202E would reverse the rest of a terminal line),
 * separators and invisible format characters written as \uXXXX escapes.
 */
export function escapeText(s: string): string {
  return s.replace(UNSAFE, (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** C0 and C1 controls, DEL, soft hyphen, the Arabic letter mark, zero-width and bidirectional controls, separators, BOM, interlinear annotations. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

const UNSAFE_CHAR = new RegExp(UNSAFE.source);

function isPrintable(cp: number): boolean {
  return !UNSAFE_CHAR.test(String.fromCodePoint(cp));
}
