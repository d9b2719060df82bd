// The described problems of examples/custom: one folder each, with its
// description and its sample inputs and expected outputs.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDescriptions } from '../../../src/core/described/registry';
import { DESCRIPTION_SUFFIX } from '../../../src/core/described/types';
import { BUILT_INS } from '../../../src/core/problems';
import { registeredTarget, type StressTarget } from '../../../src/stress/target';

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

/** The stress target of the problem a description (`text`, named `name`) describes, as the command line and the editor build it. */
export function describedTarget(name: string, text: string): StressTarget {
  const { registry, descriptions } = withDescriptions(BUILT_INS, [{ name, text }]);
  const id = descriptions[0].problem?.id;
  assert.ok(id, `${name} describes no problem: ${descriptions[0].issues[0]?.message}`);
  const target = registeredTarget(registry, id, name);
  if (typeof target === 'string') throw new Error(target);
  return target;
}
