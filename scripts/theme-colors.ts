// Writes the heatmap's theme colours into package.json from src/core/colorScale.ts,
// so users can override every bucket and the palettes stay one source of truth.
// Run: npx tsx scripts/theme-colors.ts   (a unit test checks they agree)
import { readFileSync, writeFileSync } from 'node:fs';
import { themeColorContributions } from '../src/extension/themeColors';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const others = (pkg.contributes.colors as { id: string }[]).filter((c) => !c.id.startsWith('gridLens.heatmap.'));
pkg.contributes.colors = [...others, ...themeColorContributions()];
writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
console.log(`${pkg.contributes.colors.length} colours`);
