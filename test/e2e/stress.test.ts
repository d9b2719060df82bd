// Stress Test My Solution as a person runs it: a wrong solution chosen, the
// command from a test's editor menu; the notification counts tests, then the
// failing test, made small, opens with its heatmap and its verdict.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { pacmanSolution } from '../pacmanSolution';
import { openWorkbench, readExample, writeWorkspaceFile } from './session';
import { until } from './workbench';

describe('Stress Test My Solution', () => {
  it('a wrong solution: the smallest failing test opens, saved in the stress folder, with expected and printed answers (Dark Modern)', async () => {
    writeWorkspaceFile('mine/stress-wrong.py', pacmanSolution(false));
    writeWorkspaceFile('pacman/ui-stress.in', readExample('pacman/sample.in'));
    const wb = await openWorkbench();
    await wb.chooseColorTheme('Dark Modern');
    await wb.contextMenu(await wb.revealInExplorer('mine/stress-wrong.py'), 'Choose Solution');
    await wb.openFile('pacman/ui-stress.in');
    await wb.waitUntilRecognized();
    await wb.contextMenu(wb.editorLines(), 'Stress Test My Solution');
    const toast = wb.notification(/Stress test of your solution \(stress-wrong\.py\) on Pacman vs\. Vampire: a test failed/);
    await toast.waitFor({ timeout: 90_000 });
    const message = await wb.notificationMessage(toast);
    assert.match(message, /saved as stress\/pacman-\d+\.in: WA on test 1: expected -?\d+, got -?\d+ \(\d+ ms\)\.$/);
    await wb.page.locator('.tabs-container .tab.active', { hasText: /^pacman-\d+\.in$/ }).waitFor();
    const verdict = await until('the verdict after the failing case', async () => (await wb.afterDecorations()).map(([, a]) => a).find((a) => a.startsWith('✗')));
    assert.match(verdict, /^✗ WA: expected -?\d+, you printed -?\d+$/);
    await wb.notificationsSettled();
    await wb.screenshot('stress-failure-dark');
  });

  it('Cancel on the notification stops the stress test and every program it started', async () => {
    // Right, but slow to start: each run takes seconds, so the test is still running when Cancel is pressed.
    writeWorkspaceFile('mine/stress-slow.py', 'import time\ntime.sleep(5)\n' + pacmanSolution(true));
    writeWorkspaceFile('pacman/ui-stress-cancel.in', readExample('pacman/sample.in'));
    const wb = await openWorkbench();
    await wb.contextMenu(await wb.revealInExplorer('mine/stress-slow.py'), 'Choose Solution');
    await wb.openFile('pacman/ui-stress-cancel.in');
    await wb.waitUntilRecognized();
    await wb.contextMenu(wb.editorLines(), 'Stress Test My Solution');
    const running = wb.notification('Grid Lens: stress testing your solution on Pacman vs. Vampire');
    await running.waitFor();
    await until('the solution to be running', async () => (slowRuns().length > 0 ? true : undefined));
    await running.locator('.monaco-button', { hasText: 'Cancel' }).click();
    const stopped = wb.notification(/Stress test of your solution \(stress-slow\.py\) on Pacman vs\. Vampire: stopped/);
    await stopped.waitFor();
    await until('every run of the solution to end', async () => (slowRuns().length === 0 ? true : undefined), 10_000);
  });
});

/** Processes running mine/stress-slow.py now (zombies count as ended). */
function slowRuns(): number[] {
  const found: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z') continue;
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('stress-slow.py')) found.push(Number(pid));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}
