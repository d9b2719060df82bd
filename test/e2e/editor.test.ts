// In the editor: right-click → "Solve grid"; each test case's header line ends
// with "→ answer", the status bar names the problem and the answers, and a
// notification lists them with what to do next (also in a light theme).

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { expectedAnswers, testsFrom } from './expected';
import { openWorkbench, writeWorkspaceFile } from './session';
import { SETTLE_MS, until } from './workbench';

describe('Editor › Solve grid', () => {
  it('shows inline answers after each case header of zgame/corners.in and the summary in the status bar', async () => {
    const answers = expectedAnswers('zgame/corners.in');
    const wb = await openWorkbench();
    await wb.openFile('zgame/corners.in');
    await wb.waitUntilRecognized();
    await wb.contextMenu(wb.editorLine(0), 'Solve grid');

    const status = wb.statusBarItem('Grid Lens:');
    await status.waitFor();
    const statusText = (await status.innerText()).trim();
    assert.match(statusText, /Grid Lens: Z-Game on grid · /);
    assert.match(statusText, new RegExp(`${answers.length} answers`));

    // Every case of this file fits on screen, so every answer is rendered.
    const decorations = await waitForDecorations(wb, answers.length);
    assert.deepEqual(
      decorations.map(([, after]) => after),
      answers.map((a) => `→ ${a}`),
    );
    // Each sits on a header line "N M".
    for (const [line] of decorations) assert.match(line.trim(), /^\d+ \d+$/);
  });

  it('shows the answer of a single-case file (bishop/sample1.in) inline and in the status bar', async () => {
    const [answer] = expectedAnswers('bishop/sample1.in');
    const wb = await openWorkbench();
    await wb.openFile('bishop/sample1.in');
    await wb.waitUntilRecognized();
    await wb.contextMenu(wb.editorLine(0), 'Solve grid');
    await wb.statusBarItem(`Grid Lens: Bishop 2 · ${answer}`).waitFor();
    const decorations = await waitForDecorations(wb, 1);
    assert.deepEqual(
      decorations.map(([, after]) => after),
      [`→ ${answer}`],
    );
  });
});

describe('Editor › Solve grid › the notification', () => {
  for (const [theme, tag] of [
    ['Default Dark Modern', 'dark'],
    ['Default Light Modern', 'light'],
  ]) {
    it(`lists all 7 answers of a 7-test file, with Copy Answer and Save Expected Output (${tag} theme)`, async () => {
      const { text, answers } = testsFrom('pacman/sample.in', 7);
      const file = writeWorkspaceFile(`pacman/ui-seven-${tag}.in`, text);
      const wb = await openWorkbench();
      await wb.chooseColorTheme(theme);
      try {
        await wb.openFile(`pacman/ui-seven-${tag}.in`);
        await wb.waitUntilRecognized();
        await wb.contextMenu(wb.editorLine(1), 'Solve grid');
        const toast = wb.notification('Pacman vs. Vampire: ');
        await toast.waitFor({ timeout: SETTLE_MS });
        assert.equal(await wb.notificationMessage(toast), `Pacman vs. Vampire: 7 answers: ${answers.join(' ')}`);
        // The file is the active editor: no "Open".
        assert.deepEqual(await wb.notificationButtons(toast), ['Copy Answer', 'Save Expected Output']);
        await wb.notificationsSettled();
        await wb.screenshot(`solve-editor-notification-${tag}`);
        await toast.locator('.monaco-button', { hasText: 'Save Expected Output' }).click();
        const ans = file.replace(/\.in$/, '.ans');
        await until(`${ans} to be written`, async () => (fs.existsSync(ans) ? true : undefined));
        assert.equal(fs.readFileSync(ans, 'utf8'), answers.join('\n') + '\n');
      } finally {
        if (tag !== 'dark') await wb.chooseColorTheme('Default Dark Modern');
      }
    });
  }

  it('says "30 answers", shows the first five, and Show All opens every one beside the file (from the title bar)', async () => {
    const { text, answers } = testsFrom('pacman/sample.in', 30);
    writeWorkspaceFile('pacman/ui-thirty.in', text);
    const wb = await openWorkbench();
    await wb.openFile('pacman/ui-thirty.in');
    await wb.waitUntilRecognized();
    await wb.page.locator('.editor-actions .action-item a[aria-label^="Solve grid"]').first().click();
    const toast = wb.notification('Pacman vs. Vampire: ');
    await toast.waitFor({ timeout: SETTLE_MS });
    assert.equal(await wb.notificationMessage(toast), `Pacman vs. Vampire: 30 answers: ${answers.slice(0, 5).join(' ')} … (Show All lists every one)`);
    assert.deepEqual(await wb.notificationButtons(toast), ['Show All', 'Copy Answer', 'Save Expected Output']);
    await toast.locator('.monaco-button', { hasText: 'Show All' }).click();
    await wb.page.locator('.tabs-container .tab.active', { hasText: 'ui-thirty.in answers' }).waitFor();
    const lines = await until('the answers document', async () => {
      const seen = await wb.page.evaluate(() => {
        const group = document.querySelector('.editor-group-container.active');
        const rows = Array.from(group?.querySelectorAll<HTMLElement>('.view-lines .view-line') ?? []);
        rows.sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top));
        return rows.map((l) => (l.textContent ?? '').replace(/\u00a0/g, ' '));
      });
      return seen.length >= 12 ? seen : undefined;
    });
    assert.equal(lines[0], 'Pacman vs. Vampire: 30 answers of pacman/ui-thirty.in');
    // One line per test, "test  1  4 × 8  480", as far as the editor shows them.
    const listed = lines.slice(2).filter((l) => l.trim());
    assert.ok(listed.length >= 10, lines.join('\n'));
    listed.forEach((line, i) => assert.match(line, new RegExp(`^test +${i + 1}  \\d+ × \\d+ +${answers[i]}$`), line));
  });
});

describe('Editor › an unrelated text file', () => {
  it('gets no "Solve grid" menu item, no inline text and no Grid Lens status', async () => {
    writeWorkspaceFile('notes/plan.in', 'Ask about the time limit.\nRe-read problem B tomorrow.\n');
    const wb = await openWorkbench();
    await wb.openFile('notes/plan.in');
    // Recognition of a grid file shows within a second or two; give it ample time to (not) happen.
    await wb.page.waitForTimeout(3000);
    const labels = await wb.contextMenuLabels(wb.editorLine(0));
    assert.ok(labels.length > 0 && !labels.includes('Solve grid'), `editor menu: ${labels.join(' | ')}`);
    assert.deepEqual(await wb.afterDecorations(), []);
    assert.equal(await wb.statusBarItem('Grid Lens:').count(), 0);
  });
});

async function waitForDecorations(wb: Awaited<ReturnType<typeof openWorkbench>>, count: number): Promise<[string, string][]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await wb.afterDecorations();
    if (found.length >= count || Date.now() > deadline) return found;
    await wb.page.waitForTimeout(200);
  }
}
