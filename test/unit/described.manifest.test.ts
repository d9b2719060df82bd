// The extension gives VS Code the schema of problem descriptions for the
// naming convention the core and the docs use, and packs the schema file.

import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { DESCRIPTION_SUFFIX } from '../../src/core/described/types';

describe('package.json: the schema of problem descriptions', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

  it('is contributed for *.grid-problem.json, and the file is there', () => {
    const entries = pkg.contributes.jsonValidation as { fileMatch: string; url: string }[];
    const mine = entries.find((e) => e.fileMatch === `*${DESCRIPTION_SUFFIX}`);
    assert.ok(mine, JSON.stringify(entries));
    assert.match(mine.url, /^\.\//);
    assert.ok(existsSync(mine.url), mine.url);
  });

  it('goes into the .vsix', () => {
    const lines = readFileSync('.vscodeignore', 'utf8').split('\n');
    assert.ok(lines.includes('!schemas/**'), 'the .vsix would leave the schema out');
  });
});
