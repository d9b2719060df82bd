// Installs code-server (a real VS Code server, from npm) into the git-ignored
// cache .vscode-test/code-server/ on first use. Desktop VS Code cannot be
// downloaded on these machines, so this is the host the integration and UI
// suites run in. Every step that would reach beyond the npm registry is fed
// from Debian packages instead (see shared/e2e.md for why each one is needed).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CODE_SERVER_VERSION = '4.100.3';
/** The version code-server 4.100.3 pins, and the ripgrep build it asks GitHub for. */
const RIPGREP_PACKAGE_VERSION = '1.15.11';
const RIPGREP_BUILD = 'v13.0.0-10';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cacheRoot = path.join(repoRoot, '.vscode-test');
const installDir = path.join(cacheRoot, 'code-server');
const packageDir = path.join(installDir, 'node_modules', 'code-server');
const marker = path.join(installDir, 'installed.json');

export const codeServerPaths = {
  installDir,
  packageDir,
  /** The code-server CLI (login, flags, --install-extension). */
  entry: path.join(packageDir, 'out', 'node', 'entry.js'),
  /** The bundled VS Code server, which newer versions need for test payloads. */
  serverMain: path.join(packageDir, 'lib', 'vscode', 'out', 'server-main.js'),
};

function log(message) {
  process.stderr.write(`[code-server] ${message}\n`);
}

/** Runs the installed CLI; true when it answers with the pinned version. */
function installedAndWorking() {
  if (!existsSync(marker) || !existsSync(codeServerPaths.entry)) return false;
  try {
    if (JSON.parse(readFileSync(marker, 'utf8')).version !== CODE_SERVER_VERSION) return false;
  } catch {
    return false;
  }
  // Without --config, the first run on a machine writes ~/.config/code-server/config.yaml
  // (with a generated password) and says so on stdout before the version.
  const emptyConfig = path.join(installDir, 'empty-config.yaml');
  writeFileSync(emptyConfig, '');
  const r = spawnSync(process.execPath, [codeServerPaths.entry, '--config', emptyConfig, '--version'], { encoding: 'utf8', timeout: 60_000 });
  if (r.status === 0 && r.stdout.split('\n').some((line) => line.startsWith(`${CODE_SERVER_VERSION} `))) return true;
  log(`code-server --version answered status ${r.status} ${r.signal ?? ''} ${r.error?.message ?? ''}: ${(r.stdout + r.stderr).trim().slice(0, 500)}`);
  return false;
}

/** What the native builds and the offline ripgrep step need from Debian, with the package that brings it. */
function missingPrerequisites() {
  const needs = [
    ['/usr/bin/rg', 'ripgrep'],
    ['/usr/include/gssapi/gssapi.h', 'libkrb5-dev'],
    ['/usr/bin/pkg-config', 'pkg-config'],
    ['/usr/bin/make', 'build-essential'],
    ['/usr/bin/g++', 'build-essential'],
  ];
  return [...new Set(needs.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg))];
}

function ripgrepTarget() {
  const arch = { x64: 'x86_64', arm64: 'aarch64' }[process.arch];
  if (!arch || process.platform !== 'linux') throw new Error(`no offline ripgrep recipe for ${process.platform}-${process.arch}`);
  return `${arch}-unknown-linux-musl`;
}

/**
 * @vscode/ripgrep's postinstall downloads rg from GitHub unless it finds a
 * cached archive in $TMPDIR first; an archive holding Debian's rg at its root
 * is accepted as that download.
 */
function seedRipgrepCache(tmpDir) {
  const cache = path.join(tmpDir, `vscode-ripgrep-cache-${RIPGREP_PACKAGE_VERSION}`);
  mkdirSync(cache, { recursive: true });
  const archive = path.join(cache, `ripgrep-${RIPGREP_BUILD}-${ripgrepTarget()}.tar.gz`);
  const r = spawnSync('tar', ['-czhf', archive, '-C', '/usr/bin', 'rg'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not pack /usr/bin/rg for the ripgrep cache');
}

/**
 * Makes sure code-server is installed and runs; installs it when not.
 * Returns the paths of the installed package.
 */
export function ensureCodeServer() {
  if (installedAndWorking()) return codeServerPaths;
  const missing = missingPrerequisites();
  if (missing.length) {
    throw new Error(`code-server needs Debian packages that are missing: apt-get install -y ${missing.join(' ')}`);
  }
  log(`installing code-server@${CODE_SERVER_VERSION} into ${path.relative(repoRoot, installDir)}/ (about 1.5 minutes, once)`);
  const started = Date.now();
  // A half-finished tree from an interrupted run would skip postinstall steps on retry.
  rmSync(installDir, { recursive: true, force: true });
  mkdirSync(installDir, { recursive: true });
  // Its own package.json keeps npm from treating the repository as the project.
  writeFileSync(path.join(installDir, 'package.json'), JSON.stringify({ name: 'grid-lens-vscode-host', private: true }) + '\n');
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'grid-lens-code-server-install-'));
  try {
    seedRipgrepCache(tmpDir);
    const env = {
      ...process.env,
      TMPDIR: tmpDir,
      // Its postinstall refuses to run as root without this.
      npm_config_unsafe_perm: 'true',
      // node-pty runs `npx node-gyp`, which would wait for a "yes" on a TTY there is none of.
      npm_config_yes: 'true',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      npm_config_update_notifier: 'false',
    };
    const r = spawnSync('npm', ['install', '--no-save', '--omit=dev', '--loglevel=error', `code-server@${CODE_SERVER_VERSION}`], {
      cwd: installDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`npm install code-server@${CODE_SERVER_VERSION} failed with status ${r.status}`);
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
  writeFileSync(marker, JSON.stringify({ version: CODE_SERVER_VERSION, seconds: (Date.now() - started) / 1000 }) + '\n');
  if (!installedAndWorking()) throw new Error('code-server was installed but `code-server --version` does not answer');
  log(`installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return codeServerPaths;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const paths = ensureCodeServer();
    log(`ready: ${path.relative(repoRoot, paths.entry)}`);
  } catch (e) {
    log(e.message);
    process.exit(1);
  }
}
