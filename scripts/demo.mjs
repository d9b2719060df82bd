// `npm run demo`: packs Grid Lens and opens examples/ with it installed —
// in desktop VS Code when a `code` command is on PATH, otherwise in a
// code-server on 127.0.0.1 that runs until Ctrl+C.
//
//   node scripts/demo.mjs [--port N] [--no-build]

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './vscode/install.mjs';
import { packageVsix } from './vscode/package.mjs';
import { startCodeServer, workbenchUrl } from './vscode/server.mjs';

const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : undefined;
const examples = path.join(repoRoot, 'examples');

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

function withDesktopCode(vsix) {
  const install = spawnSync('code', ['--install-extension', vsix, '--force'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('code --install-extension failed');
  const open = spawnSync('code', [examples], { stdio: 'inherit' });
  if (open.status !== 0) throw new Error('code could not open examples/');
  console.log(`Grid Lens is installed in VS Code and examples/ is open there.`);
}

async function withCodeServer(vsix) {
  const server = await startCodeServer({ vsix: [vsix], port, exitOnSignal: false });
  const url = workbenchUrl(server.url, examples);
  console.log(`\nGrid Lens (${path.relative(repoRoot, vsix)}) is running in VS Code (code-server).\nOpen this in a browser on this machine:\n\n  ${url}\n\nPress Ctrl+C to stop.`);
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  console.log('\nstopping…');
  await server.stop();
}

try {
  const vsix = packageVsix({ build: !args.includes('--no-build') });
  if (onPath('code')) withDesktopCode(vsix);
  else await withCodeServer(vsix);
} catch (e) {
  console.error(`[demo] ${e.message}`);
  process.exit(1);
}
