// A broken input: a red squiggle under the problem and an entry in the
// Problems view, from source "Grid Lens", at the right line.

import * as assert from 'node:assert/strict';
import { openWorkbench, writeWorkspaceFile } from './session';

// Line 4 (1-based) is a row of 3 cells where the header "3 4" promises 4.
const BROKEN = ['1', '3 4', 'P...', '.V.', '...F', ''].join('\n');

describe('Diagnostics in the UI', () => {
  it('underlines the short row of a broken pacman file and lists it in the Problems view', async () => {
    writeWorkspaceFile('pacman/ui-broken.in', BROKEN);
    const wb = await openWorkbench();
    await wb.openFile('pacman/ui-broken.in');
    await wb.errorSquiggles().first().waitFor();

    const panel = await wb.showProblems();
    const row = panel.locator('.monaco-list-row', { hasText: 'Grid Lens' }).first();
    await row.waitFor();
    const text = await row.innerText();
    assert.match(text, /Ln 4\b/, `the Problems entry is not on line 4: ${text}`);

    const status = (await wb.statusBarItem('Grid Lens:').innerText()).trim();
    assert.match(status, /Pacman vs\. Vampire · 1 problem/);
  });
});
