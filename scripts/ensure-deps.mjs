// Installs what the tests and the demo need, so `npm test` and `npm run demo`
// work on a fresh machine: the npm packages (npm ci, when node_modules is
// missing or older than package-lock.json) and the Debian packages the real
// VS Code needs (Chromium to drive it; a compiler, pkg-config, Kerberos headers
// and ripgrep for code-server's install). Uses only Node's built-ins, since it
// runs before node_modules exists. Runs as an npm "pre" script and from .ci/run.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN = ['chromium', 'ripgrep', 'build-essential', 'pkg-config', 'libkrb5-dev'];

function say(message) {
  process.stderr.write(`[setup] ${message}\n`);
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
}

function npmPackages() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('installing npm packages (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function installed(pkg) {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .includes('install ok installed');
  } catch {
    return false;
  }
}

function debianPackages() {
  if (process.platform !== 'linux' || spawnSync('dpkg-query', ['--version']).status !== 0) return;
  const missing = DEBIAN.filter((p) => !installed(p));
  if (!missing.length) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  if (!asRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    say(`missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install ${missing.join(' ')}`);
    return;
  }
  say(`apt-get install ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  run(cmd, [...pre, 'update', '-qq'], env);
  run(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', ...missing], env);
}

try {
  debianPackages();
  npmPackages();
} catch (e) {
  say(e.message);
  process.exit(1);
}
