// Runs one command to completion and measures its wall time and peak resident
// set size. Peak memory comes from GNU time when it is installed (it reads the
// kernel's ru_maxrss of the child); otherwise, for node commands only, from a
// preloaded hook that reports node's own ru_maxrss on exit.

import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GNU_TIME = '/usr/bin/time';
const TIMEOUT = ['/usr/bin/timeout', '/bin/timeout'].find((p) => existsSync(p));
/** coreutils timeout exits with this status when it had to stop the command. */
const TIMED_OUT_STATUS = 124;
const PRELOAD = fileURLToPath(new URL('./peak-rss.cjs', import.meta.url));

/** 'time' if GNU time answers `-f %M -o FILE`, else 'preload'. */
export function detectRssMethod(scratchDir) {
  if (!existsSync(GNU_TIME)) return 'preload';
  const out = join(scratchDir, 'time-probe.txt');
  const r = spawnSync(GNU_TIME, ['-f', '%e %M', '-o', out, 'true'], { stdio: 'ignore' });
  const ok = r.status === 0 && existsSync(out) && /^\d+(\.\d+)? \d+\s*$/.test(readFileSync(out, 'utf8').trim().split('\n').pop());
  rmSync(out, { force: true });
  return ok ? 'time' : 'preload';
}

/**
 * @param {{ command: string, args: string[], stdinFile?: string, isNode: boolean, method: 'time'|'preload', scratchDir: string, timeoutMs: number }} o
 * @returns {{ ms: number, rssKb: number|undefined, status: number|null, signal: string|null, timedOut: boolean, stdout: string, stderr: string }}
 */
export function measure(o) {
  const rssFile = join(o.scratchDir, `rss-${process.pid}.txt`);
  rmSync(rssFile, { force: true });
  let command = o.command;
  let args = o.args;
  const env = { ...process.env };
  // The kill has to reach the measured process itself, not GNU time above it.
  if (TIMEOUT) {
    args = [String(Math.ceil(o.timeoutMs / 1000)), command, ...args];
    command = TIMEOUT;
  }
  if (o.method === 'time') {
    args = ['-f', '%M', '-o', rssFile, command, ...args];
    command = GNU_TIME;
  } else if (o.isNode) {
    const at = TIMEOUT ? 2 : 0;
    args = [...args.slice(0, at), '--require', PRELOAD, ...args.slice(at)];
    env.BENCH_RSS_FILE = rssFile;
  }
  const stdin = o.stdinFile ? openSync(o.stdinFile, 'r') : 'ignore';
  const started = process.hrtime.bigint();
  const r = spawnSync(command, args, { stdio: [stdin, 'pipe', 'pipe'], env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: o.timeoutMs + 10_000 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (typeof stdin === 'number') closeSync(stdin);
  let rssKb;
  if (existsSync(rssFile)) {
    // GNU time writes "Command exited with non-zero status N" before the figures; the last line holds them.
    const last = readFileSync(rssFile, 'utf8').trim().split('\n').pop();
    if (/^\d+$/.test(last)) rssKb = Number(last);
    rmSync(rssFile, { force: true });
  }
  const timedOut = r.error?.code === 'ETIMEDOUT' || (TIMEOUT !== undefined && r.status === TIMED_OUT_STATUS);
  return { ms, rssKb, status: r.status, signal: r.signal, timedOut, stdout: r.stdout ?? '', stderr: (r.stderr ?? '') + (r.error && !timedOut ? String(r.error) : '') };
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
