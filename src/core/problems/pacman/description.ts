// Pacman vs. Vampire (Codeforces Gym 106045A): the input and its limits.

import type { ProblemDescription } from '../../description';

export const description = {
  id: 'pacman',
  title: 'Pacman vs. Vampire',
  judge: 'Codeforces Gym 106045A',
  url: 'https://codeforces.com/gym/106045/problem/A',
  cells: [
    { ch: '.', role: 'floor', name: 'an empty cell' },
    { ch: '#', role: 'wall', name: 'a wall' },
    { ch: 'P', role: 'piece', name: 'Pacman', count: 1 },
    { ch: 'F', role: 'mark', name: 'food', count: 1 },
    { ch: 'V', role: 'piece', name: 'a vampire' },
  ],
  layout: {
    tests: { name: 't', what: 'the number of tests t', min: 1, max: 1000, noun: 'test' },
    header: [
      [
        { name: 'n', min: 1, max: 1_000_000 },
        { name: 'm', min: 1, max: 1_000_000 },
      ],
    ],
    rows: 'n',
    cols: 'm',
    totalCells: 1_000_000,
  },
} as const satisfies ProblemDescription;

/** The answer: the food if Pacman can eat it, less the bites. */
export const FOOD = 500;
export const BITE = 10;
