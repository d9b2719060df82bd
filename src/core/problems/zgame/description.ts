// Z-Game on grid (2022 Nowcoder multi-school round 6, problem M): the input and its limits.

import type { ProblemDescription } from '../../description';

export const description = {
  id: 'zgame',
  title: 'Z-Game on grid',
  judge: 'Nowcoder 2022 multi-school round 6, problem M',
  url: 'https://ac.nowcoder.com/acm/contest/33191/M',
  cells: [
    { ch: 'A', role: 'mark', name: 'Alice wins' },
    { ch: 'B', role: 'mark', name: 'Bob wins' },
    { ch: '.', role: 'floor', name: 'an empty cell' },
  ],
  layout: {
    tests: { name: 'T', what: 'the number of tests T', min: 1, max: 50, noun: 'test' },
    header: [
      [
        { name: 'N', min: 1, max: 500 },
        { name: 'M', min: 1, max: 500 },
      ],
    ],
    rows: 'N',
    cols: 'M',
  },
} as const satisfies ProblemDescription;
