// From the Explorer: right-click a test file → "Solve grid" → a notification
// with the answer and its buttons.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { expectedAnswers, expectedOutput, summaryPattern } from './expected';
import { openWorkbench, readExample, writeWorkspaceFile } from './session';

describe('Explorer › Solve grid', () => {
  it('shows all answers of pacman/sample.in in a notification with its actions', async () => {
    const wb = await openWorkbench();
    await wb.contextMenu(await wb.revealInExplorer('pacman/sample.in'), 'Solve grid');
    const toast = wb.notification('Pacman vs. Vampire');
    await toast.waitFor();
    const message = (await toast.locator('.notification-list-item-message').innerText()).trim();
    assert.match(message, /^Pacman vs\. Vampire: /);
    assert.match(message, summaryPattern(expectedAnswers('pacman/sample.in')));
    for (const button of ['Copy Answer', 'Open', 'Save Expected Output']) {
      assert.equal(await toast.locator('.monaco-button', { hasText: button }).count(), 1, `no "${button}" button`);
    }
  });

  it('offers "Solve grid" for files only, not for folders', async () => {
    const wb = await openWorkbench();
    const fileMenu = await wb.contextMenuLabels(await wb.revealInExplorer('zgame/sample.in'));
    assert.ok(fileMenu.includes('Solve grid'), `file menu: ${fileMenu.join(' | ')}`);
    const folderMenu = await wb.contextMenuLabels(wb.explorerRow('zgame'));
    assert.ok(folderMenu.length > 0 && !folderMenu.includes('Solve grid'), `folder menu: ${folderMenu.join(' | ')}`);
  });

  it('names the single answer of bishop/sample3.in', async () => {
    const wb = await openWorkbench();
    await wb.contextMenu(await wb.revealInExplorer('bishop/sample3.in'), 'Solve grid');
    const toast = wb.notification('Bishop 2');
    await toast.waitFor();
    const message = (await toast.locator('.notification-list-item-message').innerText()).trim();
    assert.equal(message, `Bishop 2: ${expectedAnswers('bishop/sample3.in')[0]}`);
  });

  it('writes NAME.ans from the notification’s "Save Expected Output" button', async () => {
    const file = writeWorkspaceFile('matrix/ui-save.in', readExample('matrix/sample.in'));
    const ans = file.replace(/\.in$/, '.ans');
    const wb = await openWorkbench();
    await wb.contextMenu(await wb.revealInExplorer('matrix/ui-save.in'), 'Solve grid');
    const toast = wb.notification('Matrix');
    await toast.locator('.monaco-button', { hasText: 'Save Expected Output' }).click();
    await wb.explorerRow('ui-save.ans').waitFor();
    assert.equal(fs.readFileSync(ans, 'utf8'), expectedOutput('matrix/sample.in'));
  });
});
