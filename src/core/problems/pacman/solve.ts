// The rule of Pacman vs. Vampire, as a plain solver: the definition the
// faster one (accelerate.ts) is held to.
//
// Pacman fixes his route in advance and the vampires know it. A vampire bites
// exactly when it can reach the food no later than Pacman, d(V,F) ≤ d(P,F):
// it waits there. If the food is out of reach, every vampire that can reach
// Pacman's area bites. (The write-up's "only vampires on a shortest path" is
// wrong: it gets 4 of the 8 sample answers wrong.)

import { Later } from '../../later';
import { type CaseResult, type Layer, type LayerInfo, type Line, UNREACHABLE, WALL } from '../../problem';
import { descend, gridBfs } from '../../search/bfs';
import { BITE, FOOD } from './description';
import type { PacmanCase } from './parse';

const WALL_CODE = '#'.charCodeAt(0);
const VAMPIRE = 'V'.charCodeAt(0);

/** Categories of the "bites" layer. */
export const BITE_CATEGORIES = ['no vampire', 'bites', 'does not bite'];
export const NO_VAMPIRE = 0;
export const BITES = 1;
export const HARMLESS = 2;

export const FROM_P: LayerInfo = { id: 'fromP', name: 'Distance from P', unit: 'steps', legend: 'steps from Pacman', kind: 'scalar' };
export const TO_F: LayerInfo = { id: 'toF', name: 'Distance to F', unit: 'steps', legend: 'steps to the food', kind: 'scalar' };
export const BITES_LAYER: LayerInfo = { id: 'bites', name: 'Vampires that bite', unit: '', legend: 'which vampires bite', kind: 'category', categories: BITE_CATEGORIES };
export const MARKS = [{ layer: 'bites', category: BITES, label: 'a vampire that bites' }] as const;
export const ROUTE_LABEL = 'a shortest route to the food';

export function solvePacman(c: PacmanCase): CaseResult {
  const { rows, cols, cells, size } = c.grid!;
  const open = new Uint8Array(size);
  for (let i = 0; i < size; i++) open[i] = cells[i] === WALL_CODE ? 0 : 1;
  const fromP = gridBfs(rows, cols, open, [c.pacman]);
  const toF = gridBfs(rows, cols, open, [c.food]);
  const need = toF[c.pacman];
  const canEat = need !== UNREACHABLE;
  const bites = new Int8Array(size);
  let biting = 0;
  let vampires = 0;
  for (let i = 0; i < size; i++) {
    if (cells[i] === WALL_CODE) bites[i] = WALL;
    else if (cells[i] !== VAMPIRE) bites[i] = NO_VAMPIRE;
    else {
      vampires++;
      const bitesHere = canEat ? toF[i] !== UNREACHABLE && toF[i] <= need : fromP[i] !== UNREACHABLE;
      bites[i] = bitesHere ? BITES : HARMLESS;
      if (bitesHere) biting++;
    }
  }
  const score = (canEat ? FOOD : 0) - BITE * biting;
  const line: Line | undefined = canEat ? { label: ROUTE_LABEL, pieces: ['Pacman'], cells: descend(rows, cols, toF, c.pacman) } : undefined;
  return {
    answer: String(score),
    summary: { score, vampires, bites: biting, foodReachable: canEat, distance: canEat ? need : -1 },
    layers: [distanceLayer(FROM_P, fromP, cells), distanceLayer(TO_F, toF, cells), { ...BITES_LAYER, data: Later.known({ values: bites, max: 2 }) }],
    line: Later.known(line),
    marks: MARKS,
  };
}

/** A distance layer shows walls apart from unreachable floor. */
function distanceLayer(info: LayerInfo, dist: Int32Array, cells: Uint8Array): Layer {
  const values = dist.slice();
  let max = 0;
  for (let i = 0; i < values.length; i++) {
    if (cells[i] === WALL_CODE) values[i] = WALL;
    else if (values[i] > max) max = values[i];
  }
  return { ...info, data: Later.known({ values, max }) };
}
