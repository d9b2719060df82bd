// The manifest (package.json) must agree with the code: colours, commands, settings.
import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gridGrammar, problemEnum } from '../../src/core/manifest';
import { BUILT_INS } from '../../src/core/problems';
import { themeColorContributions } from '../../src/extension/themeColors';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('package.json', () => {
  it('contributes exactly the heatmap colours the code uses (regenerate: npx tsx scripts/theme-colors.ts)', () => {
    const declared = (pkg.contributes.colors as { id: string; defaults: unknown }[]).filter((c) => c.id.startsWith('gridLens.heatmap.'));
    assert.deepEqual(
      declared.map((c) => [c.id, c.defaults]),
      themeColorContributions().map((c) => [c.id, c.defaults]),
    );
  });

  it('declares every command the extension registers, and registers every declared one', () => {
    const code = sourceFiles('src/extension')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const registered = new Set([...code.matchAll(/command\('(gridLens\.[A-Za-z]+)'/g)].map((m) => m[1]));
    const declared = new Set((pkg.contributes.commands as { command: string }[]).map((c) => c.command));
    assert.deepEqual(
      [...declared].filter((c) => !registered.has(c) && !code.includes(`'${c}'`)),
      [],
    );
    assert.deepEqual(
      [...registered].filter((c) => !declared.has(c)),
      [],
    );
  });

  it("accepts exactly the registry's problem ids in gridLens.associations (regenerate: npx tsx scripts/manifest.ts)", () => {
    const { additionalProperties } = pkg.contributes.configuration.properties['gridLens.associations'];
    assert.deepEqual({ enum: additionalProperties.enum, enumDescriptions: additionalProperties.enumDescriptions }, problemEnum(BUILT_INS));
  });

  it("colours the registry's board letters in the grammar (regenerate: npx tsx scripts/manifest.ts)", () => {
    assert.deepEqual(JSON.parse(readFileSync('syntaxes/grid-input.tmLanguage.json', 'utf8')), gridGrammar(BUILT_INS));
  });

  it('does not activate on every event', () => {
    assert.ok(!(pkg.activationEvents as string[]).includes('*'));
  });

  it('gives every setting a description', () => {
    for (const [key, p] of Object.entries(pkg.contributes.configuration.properties as Record<string, { description?: string; markdownDescription?: string }>)) {
      assert.ok(p.description || p.markdownDescription, key);
    }
  });
});
