// Starts code-server on loopback with throwaway state, for one test suite or the
// demo, and stops it by its process group so no helper process outlives it.

import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureCodeServer } from './install.mjs';

/** User settings that keep the workbench quiet and predictable offline. */
export const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'editor.hover.delay': 150,
  'security.workspace.trust.enabled': false,
  // Modal questions as DOM dialogs, which a page can answer (and test-electron does not block on).
  'window.dialogStyle': 'custom',
  'chat.commandCenter.enabled': false,
};

const SERVER_FLAGS = ['--auth', 'none', '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override', '--ignore-last-opened'];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`code-server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`code-server did not answer /healthz within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Installs (once) and starts code-server.
 * @param {object} [options]
 * @param {string[]} [options.vsix] packages to install into the fresh extensions dir first
 * @param {Record<string, unknown>} [options.settings] user settings on top of QUIET_SETTINGS
 * @param {boolean} [options.keepState] leave the temp dirs behind (for looking at logs)
 * @param {boolean} [options.echo] copy the server's output to this process's stderr
 * @param {number} [options.port] listen here instead of on a free port
 * @param {boolean} [options.exitOnSignal] on SIGINT/SIGTERM, kill the server and exit (default true)
 * @param {boolean} [options.workspaceTrust] keep Workspace Trust on (folders open in Restricted Mode until trusted)
 * @returns {Promise<{url: string, port: number, pid: number, stateDir: string, logFile: string, stop: () => Promise<void>}>}
 */
export async function startCodeServer(options = {}) {
  const paths = ensureCodeServer();
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'grid-lens-vscode-'));
  const userDataDir = path.join(stateDir, 'user-data');
  const extensionsDir = path.join(stateDir, 'extensions');
  const configFile = path.join(stateDir, 'config.yaml');
  const logFile = path.join(stateDir, 'server.log');
  mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  // An empty config keeps code-server from reading or writing ~/.config/code-server.
  writeFileSync(configFile, '');
  const trust = options.workspaceTrust ? { 'security.workspace.trust.enabled': true } : {};
  writeFileSync(path.join(userDataDir, 'User', 'settings.json'), JSON.stringify({ ...QUIET_SETTINGS, ...trust, ...options.settings }, null, 2));
  const stateFlags = ['--config', configFile, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir];
  // code-server keeps its own logs and heartbeat under XDG_DATA_HOME: throwaway too.
  const env = { ...process.env, XDG_DATA_HOME: path.join(stateDir, 'data') };

  for (const vsix of options.vsix ?? []) {
    const r = spawnSync(process.execPath, [paths.entry, ...stateFlags, '--install-extension', vsix], { encoding: 'utf8', timeout: 120_000, env });
    if (r.status !== 0) {
      rmSync(stateDir, { recursive: true, force: true });
      throw new Error(`code-server --install-extension ${vsix} failed (${r.status}):\n${r.stdout}${r.stderr}`);
    }
  }

  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}/`;
  const log = createWriteStream(logFile);
  // Its own process group, so stop() reaches the extension host and the watchers too.
  const serverFlags = options.workspaceTrust ? SERVER_FLAGS.filter((f) => f !== '--disable-workspace-trust') : SERVER_FLAGS;
  const child = spawn(process.execPath, [paths.entry, ...stateFlags, ...serverFlags, '--bind-addr', `127.0.0.1:${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const closed = new Promise((resolve) => child.on('close', resolve));
  closed.then(() => log.end());
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    if (options.echo) stream.on('data', (d) => process.stderr.write(d));
  }

  let stopped;
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // The server is in a group of its own, so Ctrl+C in a terminal does not reach
  // it: take it down with us however this process ends.
  const onExit = () => {
    killGroup('SIGKILL');
    if (!options.keepState) rmSync(stateDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => process.exit(signal === 'SIGINT' ? 130 : 143);
  process.on('exit', onExit);
  if (options.exitOnSignal !== false) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);

  const stop = () =>
    (stopped ??= (async () => {
      process.off('exit', onExit);
      for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
      killGroup('SIGTERM');
      await Promise.race([closed, sleep(5000)]);
      // The group's stragglers (extension host, file watcher) go too, even if the parent left first.
      killGroup('SIGKILL');
      await Promise.race([closed, sleep(2000)]);
      if (!options.keepState) rmSync(stateDir, { recursive: true, force: true });
    })());

  try {
    await waitForHealth(url, child, logFile, 60_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, port, pid: child.pid, stateDir, logFile, stop };
}

/** The workbench URL that opens a folder, optionally with an extension-test payload. */
export function workbenchUrl(serverUrl, folder, payload) {
  const u = new URL(serverUrl);
  u.searchParams.set('folder', folder);
  if (payload) u.searchParams.set('payload', JSON.stringify(Object.entries(payload)));
  return u.toString();
}

/** A path on the server's machine as the workbench names it. */
export function remoteUri(serverUrl, absPath) {
  const { host } = new URL(serverUrl);
  return `vscode-remote://${host}${absPath.split(path.sep).map(encodeURIComponent).join('/')}`;
}
