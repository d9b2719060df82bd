// The JSON Schema the extension gives every *.grid-problem.json (completion,
// hover, squiggles in VS Code) agrees with the reader: it accepts every
// example and every description the reader accepts, knows the same words,
// and documents each property. Checked with Ajv, a validator independent of
// Grid Lens (VS Code's own JSON service is tried in test/integration).

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDescription, DESCRIPTION_PROPERTIES } from '../../src/core/described/read';
import { ANSWER_KINDS, DIRECTION_SETS, ROLES } from '../../src/core/described/types';
import { MAX_OFFSET } from '../../src/core/search/moves/rules';
import { customExamples } from './described/examples';
import { Random } from './random';

// Ajv comes with the packaging tools (@vscode/vsce); it is only a test's referee here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Ajv = require('ajv') as new (options: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown[] } };

const SCHEMA = JSON.parse(readFileSync(join(__dirname, '..', '..', 'schemas', 'grid-problem.schema.json'), 'utf8'));
const validate = new Ajv({ strict: false, allErrors: true }).compile(SCHEMA);

/** Every schema object below `node` that is a property's schema, with its path. */
function propertySchemas(node: Record<string, unknown>, path: string, out: [string, Record<string, unknown>][] = []): [string, Record<string, unknown>][] {
  for (const [key, sub] of Object.entries((node.properties as Record<string, Record<string, unknown>>) ?? {})) {
    out.push([`${path}.${key}`, sub]);
    propertySchemas(sub, `${path}.${key}`, out);
  }
  for (const [key, sub] of Object.entries((node.definitions as Record<string, Record<string, unknown>>) ?? {})) {
    out.push([`${path}#${key}`, sub]);
    propertySchemas(sub, `${path}#${key}`, out);
  }
  return out;
}

/** A random edit of a description: a key dropped, renamed or given another value, anywhere in it. */
function damage(rnd: Random, value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || rnd.chance(0.2)) return rnd.chance(0.5) ? [] : [...value, randomJson(rnd)];
    const at = rnd.int(0, value.length - 1);
    return value.map((v, i) => (i === at ? damage(rnd, v) : v));
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const roll = rnd.int(0, 5);
    if (entries.length === 0 || roll === 0) return { ...value, [rnd.pick(['extra', 'cost', 'type', 'rows', 'role', 'count', 'on', 'base', 'kind'])]: randomJson(rnd) };
    const at = rnd.int(0, entries.length - 1);
    if (roll === 1) return Object.fromEntries(entries.filter((_, i) => i !== at));
    if (roll === 2) return Object.fromEntries(entries.map(([k, v], i) => [i === at ? k + rnd.pick(['s', 'X', '_']) : k, v]));
    return Object.fromEntries(entries.map(([k, v], i) => [k, i === at ? damage(rnd, v) : v]));
  }
  return randomJson(rnd);
}

function randomJson(rnd: Random): unknown {
  return rnd.pick<() => unknown>([
    () => rnd.int(-3, 20),
    () => rnd.pick([0.5, 1e9, -17, 16, 17, 1000001, 4000001]),
    () =>
      rnd.pick([
        '',
        'H',
        'W',
        'x',
        'step',
        'ride',
        'slide',
        'wall',
        'floor',
        'start',
        'goal',
        'digit',
        'distance',
        'touched',
        'knight',
        'queen',
        '1..50',
        '0..H',
        '5..1',
        '.',
        '#',
        'xox',
        '.x.',
        'Ab',
      ]),
    () => rnd.pick([true, false, null]),
    () => [rnd.int(-2, 2), rnd.int(-2, 2)],
    () => [[rnd.int(-2, 2), rnd.int(-2, 2)]],
    () => ({}),
    () => ({ role: rnd.pick(['wall', 'start', 'goal', 'floor']), count: rnd.int(0, 2) }),
  ])();
}

describe('described: the JSON Schema', () => {
  it('is a draft-07 schema that documents every property', () => {
    assert.equal(SCHEMA.$schema, 'http://json-schema.org/draft-07/schema#');
    const all = propertySchemas(SCHEMA, '');
    assert.ok(all.length > 30, `${all.length} property schemas`);
    for (const [path, s] of all) {
      assert.ok(typeof s.description === 'string' && s.description.length > 10, `${path}: description`);
      assert.ok(typeof s.markdownDescription === 'string', `${path}: markdownDescription`);
    }
  });

  it('knows the words the reader knows', () => {
    assert.deepEqual(Object.keys(SCHEMA.properties).sort(), [...DESCRIPTION_PROPERTIES].sort());
    assert.deepEqual(SCHEMA.definitions.roleName.enum, ROLES);
    assert.deepEqual(SCHEMA.definitions.answerKind.enum, ANSWER_KINDS);
    assert.deepEqual(SCHEMA.definitions.move.properties.directions.oneOf[0].enum, Object.keys(DIRECTION_SETS));
    assert.deepEqual(SCHEMA.definitions.move.properties.type.enum, ['step', 'ride', 'slide']);
    assert.equal(SCHEMA.definitions.offset.items.maximum, MAX_OFFSET);
  });

  it('accepts every example description', () => {
    for (const e of customExamples()) assert.ok(validate(JSON.parse(e.description)), `${e.folder}: ${JSON.stringify(validate.errors)}`);
  });

  it('accepts every description the reader accepts, on 3000 damaged examples (seed 21)', () => {
    const rnd = new Random(21);
    const bases = customExamples().map((e) => JSON.parse(e.description));
    let accepted = 0;
    let refused = 0;
    for (let n = 0; n < 3000; n++) {
      let value = rnd.pick(bases);
      for (let k = rnd.int(1, 2); k > 0; k--) value = damage(rnd, value);
      const text = JSON.stringify(value, null, 2);
      const read = readDescription(text);
      const schemaSays = validate(value);
      if (read.problem) {
        accepted++;
        assert.ok(schemaSays, `the reader accepts what the schema refuses:\n${text}\n${JSON.stringify(validate.errors)}`);
      }
      // What the schema refuses, the reader refuses too, at some place.
      if (!schemaSays) {
        refused++;
        assert.ok(
          read.issues.some((i) => i.severity === 'error'),
          `the schema refuses what the reader accepts:\n${text}\n${JSON.stringify(validate.errors)}`,
        );
      }
    }
    assert.ok(accepted > 150 && refused > 300, `${accepted} accepted, ${refused} refused`);
  });
});
