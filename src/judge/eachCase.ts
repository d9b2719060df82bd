// A program's output against the answers case by case, for views that show a
// verdict beside every test (the Test Explorer, the editor). A judge stops at
// the first difference (compare.ts); here every case is matched by position
// as the judge would have matched it, so the user sees each test that is
// wrong, not only the first. A case after one that printed too many or too
// few tokens is matched against shifted tokens: the first wrong case is
// always the judge's, the later ones are the judge's reading, not a guess.

import { shown } from './compare';
import { TokenReader, tokensOf } from './tokens';

export type CaseCheck =
  | { kind: 'right' }
  /** Other tokens than the answer; `got` holds as many as the answer has. */
  | { kind: 'wrong'; expected: string; got: string }
  /** The output ends before this case's answer is complete; `got` is the part printed ('' for none). */
  | { kind: 'missing'; expected: string; got: string };

/** `answers`: the exact answer of each test case, in order. */
export function compareEachCase(answers: readonly string[], output: Uint8Array): CaseCheck[] {
  const encoder = new TextEncoder();
  const reader = new TokenReader(output);
  let ended = false;
  return answers.map((answer): CaseCheck => {
    const want = tokensOf(encoder.encode(answer));
    const got: Uint8Array[] = [];
    let differs = false;
    for (const token of want) {
      if (ended || !reader.next()) {
        ended = true;
        break;
      }
      got.push(reader.token());
      if (!reader.equals(token)) differs = true;
    }
    if (differs) return { kind: 'wrong', expected: shown(want), got: shown(got) };
    if (got.length < want.length) return { kind: 'missing', expected: shown(want), got: shown(got) };
    return { kind: 'right' };
  });
}
