// The extension gives VS Code the schema of problem descriptions for the
// naming convention the core and the docs use (test/unit/vsix.test.ts checks the package holds it).

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
});
