// Where the command line starts (dist/cli.js): it runs the command line's
// bundle (dist/cli-main.js, from src/cli.ts) with the V8 code cache that the
// build wrote beside it, made by running the bundle on the examples: the
// functions a run needs are then not compiled again at every start, a few
// milliseconds of a run of tens. A cache V8 refuses (written by another
// version of node) or a missing one only costs that time again.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire, wrap } from 'node:module';
import { join } from 'node:path';
import { Script } from 'node:vm';

const file = join(__dirname, 'cli-main.js');
const cache = join(__dirname, 'cli-main.cache');
const script = new Script(wrap(readFileSync(file, 'utf8')), { filename: file, cachedData: existsSync(cache) ? readFileSync(cache) : undefined });
// Run as node runs a CommonJS module: (exports, require, module, __filename, __dirname).
const bundle = { exports: {} as { run(): void } };
(script.runInThisContext() as (...args: unknown[]) => void)(bundle.exports, createRequire(file), bundle, file, __dirname);
bundle.exports.run();
