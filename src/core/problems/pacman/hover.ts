// What the hover says of one cell of a solved Pacman test.

import { type CaseResult, layerValues, UNREACHABLE, WALL } from '../../problem';
import { plural } from '../../text/words';
import type { PacmanCase } from './parse';
import { BITES, HARMLESS } from './solve';

export function describePacmanCell(c: PacmanCase, result: CaseResult, cell: number): [string, string][] {
  const fromP = layerValues(result, 'fromP');
  const toF = layerValues(result, 'toF');
  const bites = layerValues(result, 'bites');
  if (!fromP || !toF || !bites) return [];
  if (fromP[cell] === WALL) return [['Cell', 'wall']];
  const steps = (d: number) => (d === UNREACHABLE ? 'unreachable' : `${d} ${plural(d, 'step')}`);
  const rows: [string, string][] = [
    ['From P', steps(fromP[cell])],
    ['To F', steps(toF[cell])],
  ];
  const need = toF[c.pacman];
  if (bites[cell] === BITES) {
    rows.push(['Vampire', need === UNREACHABLE ? 'bites: Pacman never eats, and it can reach him' : `bites: it reaches F in ${toF[cell]} ≤ ${need} steps of Pacman`]);
  } else if (bites[cell] === HARMLESS) {
    rows.push([
      'Vampire',
      need === UNREACHABLE
        ? 'does not bite: it cannot reach Pacman'
        : toF[cell] === UNREACHABLE
          ? 'does not bite: it cannot reach F'
          : `does not bite: it needs ${toF[cell]} > ${need} steps to reach F`,
    ]);
  }
  return rows;
}
