// The answers a notification lists: all of them while they fit, else how many
// there are and the first few.

import { strict as assert } from 'node:assert';
import { answerList, FIRST_ANSWERS, LISTED_ANSWERS } from '../../src/extension/answers';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(100 + i));

describe('answers in a notification', () => {
  it('gives a single answer as it is', () => {
    assert.deepEqual(answerList(['You can escape.']), { text: 'You can escape.', all: true });
  });

  it('lists every answer of a short file, 7 as well as 6', () => {
    assert.deepEqual(answerList(numbers(7)), { text: `7 answers: ${numbers(7).join(' ')}`, all: true });
    assert.deepEqual(answerList(numbers(LISTED_ANSWERS)), { text: `${LISTED_ANSWERS} answers: ${numbers(LISTED_ANSWERS).join(' ')}`, all: true });
  });

  it('keeps answers of several words apart with " · "', () => {
    assert.equal(answerList(['yes no no', 'no no yes']).text, '2 answers: yes no no · no no yes');
  });

  it('says how many a long file has, and shows the first few', () => {
    const many = numbers(LISTED_ANSWERS + 1);
    assert.deepEqual(answerList(many), { text: `${many.length} answers: ${many.slice(0, FIRST_ANSWERS).join(' ')} …`, all: false });
  });

  it('cuts a list of few but long answers too, so the notification stays readable', () => {
    const long = Array.from({ length: 4 }, (_, i) => `You are trapped in the Matrix, scenario ${i + 1}, and the sentence goes on and on.`);
    const list = answerList(long);
    assert.equal(list.all, false);
    // As many as fit (two of these), never all four, then "…".
    assert.equal(list.text, `4 answers: ${long.slice(0, 2).join(' · ')} · …`);
  });
});
