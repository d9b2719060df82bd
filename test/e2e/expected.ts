// Expected answers, read from the examples' .ans files (the judge's output).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { pickTests } from '../pickTests';

const examplesDir = path.resolve(__dirname, '../../examples');

export function expectedAnswers(relativeIn: string): string[] {
  const ans = path.join(examplesDir, relativeIn.replace(/\.in$/, '.ans'));
  return fs.readFileSync(ans, 'utf8').replace(/\n$/, '').split('\n');
}

export function expectedOutput(relativeIn: string): string {
  return fs.readFileSync(path.join(examplesDir, relativeIn.replace(/\.in$/, '.ans')), 'utf8');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches "8 answers: 480 500 470" with any of the usual separators ("480 · 500") between the first few answers. */
export function summaryPattern(answers: string[], shown = 3): RegExp {
  if (answers.length === 1) return new RegExp(`: ${escapeRegExp(answers[0])}$`);
  const first = answers.slice(0, shown).map(escapeRegExp).join('\\s*[·,]?\\s*');
  return new RegExp(`${answers.length} answers: ${first}`);
}

/** A new input of `count` tests taken in turn from an example (pacman, zgame), and the judge's answers to it. */
export function testsFrom(relativeIn: string, count: number): { text: string; answers: string[] } {
  return pickTests(fs.readFileSync(path.join(examplesDir, relativeIn), 'utf8'), expectedAnswers(relativeIn), count);
}
