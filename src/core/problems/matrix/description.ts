// Matrix (UVa 10358, also POJ 2999): the input and its limits.

import type { ProblemDescription } from '../../description';

export const description = {
  id: 'matrix',
  title: 'Matrix',
  judge: 'UVa 10358',
  url: 'https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=1299',
  cells: [
    { ch: '.', role: 'floor', name: 'an empty square' },
    { ch: '#', role: 'wall', name: 'a wall' },
    { ch: 'P', role: 'mark', name: 'a phone' },
    { ch: 'A', role: 'piece', name: 'agents', count: 2 },
    { ch: 'M', role: 'piece', name: 'you', count: 1 },
  ],
  layout: {
    // The statement sets no limit on scenarios; this one keeps the memory and time an analysis takes bounded.
    tests: { name: 'n', what: 'the number of scenarios n', min: 1, max: 10_000, maxNote: 'the most Grid Lens reads (the statement sets no limit)', noun: 'scenario' },
    header: [],
    rows: 8,
    cols: 8,
    blankAfterEachTest: true,
  },
} as const satisfies ProblemDescription;
