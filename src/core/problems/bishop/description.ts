// Bishop 2 (AtCoder ABC246 E): the input and its limits.

import type { ProblemDescription } from '../../description';

export const description = {
  id: 'bishop',
  title: 'Bishop 2',
  judge: 'AtCoder ABC246 E',
  url: 'https://atcoder.jp/contests/abc246/tasks/abc246_e',
  cells: [
    { ch: '.', role: 'floor', name: 'an empty square' },
    { ch: '#', role: 'wall', name: 'a pawn' },
  ],
  layout: {
    header: [
      [{ name: 'N', min: 2, max: 1500, meaning: 'the side of the board' }],
      [
        { name: 'Ax', what: 'the row Ax', min: 1, max: 'N' },
        { name: 'Ay', what: 'the column Ay', min: 1, max: 'N' },
      ],
      [
        { name: 'Bx', what: 'the row Bx', min: 1, max: 'N' },
        { name: 'By', what: 'the column By', min: 1, max: 'N' },
      ],
    ],
    rows: 'N',
    cols: 'N',
    squares: [
      { letter: 'A', kind: 'start', row: 'Ax', col: 'Ay', base: 1, on: '.' },
      { letter: 'B', kind: 'target', row: 'Bx', col: 'By', base: 1, on: '.' },
    ],
    distinctSquares: true,
  },
} as const satisfies ProblemDescription;
