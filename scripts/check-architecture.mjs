// Two rules of the architecture that no type checker sees, checked over the
// sources (src/, media/; the tests may name whatever they test):
// - a problem is one folder: its id is named only inside its folder
//   (src/core/problems/<id>/) and in the registry (src/core/problems/index.ts);
// - no import circle, type-only imports included.
// Part of `npm run lint`; prints what it finds and exits 1 when it finds anything.
//
//   node scripts/check-architecture.mjs

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['src', 'media'];
const PROBLEMS = path.join('src', 'core', 'problems');
const REGISTRY = path.join(PROBLEMS, 'index.ts');

function sources(dir) {
  const out = [];
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sources(rel));
    else if (name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

const files = ROOTS.flatMap(sources);

/** The problem ids: the folders beside the registry. */
const ids = readdirSync(path.join(root, PROBLEMS)).filter((name) => statSync(path.join(root, PROBLEMS, name)).isDirectory());

function problemNames() {
  const found = [];
  const word = new RegExp(`\\b(${ids.join('|')})\\b`, 'gi');
  for (const file of files) {
    if (file === REGISTRY) continue;
    const own = file.startsWith(PROBLEMS + path.sep) ? file.split(path.sep)[3] : undefined;
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // A chess piece named where the line says so is no problem's name.
        if (/chess piece/.test(line)) return;
        for (const m of line.matchAll(word)) if (m[1].toLowerCase() !== own) found.push(`${file}:${i + 1}: names the problem "${m[1]}" outside its folder`);
      });
  }
  return found;
}

/** Every relative import of a file (static, dynamic, type-only and re-exports), resolved to a source file. */
function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g), ...text.matchAll(/(?:import|require)\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1]);
  const out = [];
  for (const spec of specs) {
    const base = path.join(path.dirname(file), spec);
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => existsSync(path.join(root, f)));
    if (target) out.push(target);
  }
  return out;
}

function circles() {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map();
  const stack = [];
  const found = [];
  const seen = new Set();
  const visit = (f) => {
    state.set(f, 'open');
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 'open') {
        const circle = stack.slice(stack.indexOf(g)).concat(g);
        const key = [...circle.slice(0, -1)].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          found.push(`import circle: ${circle.join(' → ')}`);
        }
      } else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

const problems = [...problemNames(), ...circles()];
for (const p of problems) console.error(p);
console.log(
  `check-architecture: ${files.length} files, problems ${ids.join(', ')}: ${problems.length === 0 ? 'no problem named outside its folder, no import circle' : `${problems.length} finding(s)`}`,
);
process.exit(problems.length ? 1 : 0);
