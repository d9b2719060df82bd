// Writes what the manifest and the grammar take from the problem registry:
// the ids `gridLens.associations` accepts (package.json) and the board
// letters of syntaxes/grid-input.tmLanguage.json. Run it after adding a
// problem: npx tsx scripts/manifest.ts   (test/unit/manifest.test.ts checks they agree)
import { readFileSync, writeFileSync } from 'node:fs';
import { gridGrammar, problemEnum } from '../src/core/manifest';
import { BUILT_INS } from '../src/core/problems';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
Object.assign(pkg.contributes.configuration.properties['gridLens.associations'].additionalProperties, problemEnum(BUILT_INS));
writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
writeFileSync('syntaxes/grid-input.tmLanguage.json', JSON.stringify(gridGrammar(BUILT_INS), null, 2) + '\n');
console.log(`${BUILT_INS.ids.length} problems: ${BUILT_INS.ids.join(', ')}`);
