// Samples the resident memory of this process and everything it started
// (code-server's server and extension host, Chromium, mocha) to report a peak.

import { readdirSync, readFileSync } from 'node:fs';

const PAGE_KIB = 4;

function processTable() {
  const table = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({ pid: Number(name), ppid: Number(fields[1]), rssKiB: Number(fields[21]) * PAGE_KIB });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

function treeRssKiB(root) {
  const table = processTable();
  const children = new Map();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let total = 0;
  const stack = [table.find((p) => p.pid === root)].filter(Boolean);
  while (stack.length) {
    const p = stack.pop();
    total += p.rssKiB;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return total;
}

/** Starts sampling every interval ms; the returned function stops and gives the peak in MiB. */
export function sampleTreeMemory(intervalMs = 1000) {
  if (process.platform !== 'linux') return () => undefined;
  let peak = treeRssKiB(process.pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssKiB(process.pid))), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return Math.round(peak / 1024);
  };
}
