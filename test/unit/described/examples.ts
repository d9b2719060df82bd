// The described problems of examples/custom: one folder each, with its
// description and its sample inputs and expected outputs.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESCRIPTION_SUFFIX } from '../../../src/core/described/types';

export const CUSTOM = join(__dirname, '..', '..', '..', 'examples', 'custom');

/** Every example folder: its description file and its sample inputs with their expected outputs. */
export function customExamples(): { folder: string; descriptionFile: string; description: string; samples: { name: string; input: string; expected: string }[] }[] {
  return readdirSync(CUSTOM).map((folder) => {
    const files = readdirSync(join(CUSTOM, folder));
    const description = files.find((f) => f.endsWith(DESCRIPTION_SUFFIX));
    assert.ok(description, `examples/custom/${folder} has no *${DESCRIPTION_SUFFIX}`);
    const samples = files
      .filter((f) => f.endsWith('.in'))
      .map((f) => ({ name: f, input: readFileSync(join(CUSTOM, folder, f), 'utf8'), expected: readFileSync(join(CUSTOM, folder, f.replace(/\.in$/, '.ans')), 'utf8') }));
    return { folder, descriptionFile: description, description: readFileSync(join(CUSTOM, folder, description), 'utf8'), samples };
  });
}
