// A VS Code workbench page and the few gestures a person makes in it, named as
// the person would say them. DOM facts are those of VS Code 1.100.

import * as path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { VIEWPORT } from '../../scripts/vscode/browser.mjs';
import { workbenchUrl } from '../../scripts/vscode/server.mjs';

const screenshotDir = path.resolve(__dirname, '../../test-results/screenshots');
/** The workbench is usable about 9 s after the page starts loading; leave room on a busy machine. */
const READY_MS = 60_000;

export class Workbench {
  private constructor(
    private readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, serverUrl: string, folder: string): Promise<Workbench> {
    // A fresh context each time: no editors or layout restored from an earlier scenario.
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const wb = new Workbench(context, page);
    await page.goto(workbenchUrl(serverUrl, folder));
    await page.locator('.monaco-workbench').waitFor({ timeout: READY_MS });
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: READY_MS });
    return wb;
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }

  async screenshot(name: string): Promise<string> {
    const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '')}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  // ---- Explorer

  explorerRow(name: string): Locator {
    return this.page.locator('.explorer-folders-view .monaco-list-row').filter({
      has: this.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }),
    });
  }

  /** Expands the folders of a workspace-relative path and returns the file's row. */
  async revealInExplorer(relative: string): Promise<Locator> {
    const parts = relative.split('/');
    for (const folder of parts.slice(0, -1)) {
      const row = this.explorerRow(folder);
      await row.waitFor();
      if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
    }
    const file = this.explorerRow(parts[parts.length - 1]);
    await file.waitFor();
    return file;
  }

  /** Opens a file by clicking it in the explorer, and waits for its text to show. */
  async openFile(relative: string): Promise<void> {
    const row = await this.revealInExplorer(relative);
    await row.dblclick();
    const name = path.posix.basename(relative);
    await this.page.locator('.tabs-container .tab.active', { hasText: name }).waitFor();
    await this.editorLines().first().waitFor();
  }

  // ---- Menus, palette, notifications

  /** Right-clicks the target and chooses the menu item with this label. */
  async contextMenu(target: Locator, item: string): Promise<void> {
    const menu = this.page.locator('.monaco-menu');
    const entry = menu.locator('.action-item', { hasText: item }).first();
    // A menu opened before the workbench has registered the extension's menu
    // contributions lacks them for good; a person would close it and look again.
    for (let opened = 0; ; opened++) {
      await target.click({ button: 'right' });
      try {
        await entry.waitFor({ timeout: 5000 });
        break;
      } catch (e) {
        if (opened >= 3) throw e;
        await this.page.keyboard.press('Escape');
        await menu.first().waitFor({ state: 'hidden' });
      }
    }
    // A click that lands while the menu is still settling is sometimes lost
    // (the item highlights, nothing runs); a person would simply click again.
    for (let attempt = 0; ; attempt++) {
      await entry.hover();
      await entry.click();
      try {
        await menu.first().waitFor({ state: 'hidden', timeout: 2000 });
        return;
      } catch (e) {
        if (attempt >= 2) throw e;
      }
    }
  }

  /** Right-clicks the target and returns the labels of the menu it opens, then closes it. */
  async contextMenuLabels(target: Locator): Promise<string[]> {
    await target.click({ button: 'right' });
    const items = this.page.locator('.monaco-menu .action-item .action-label');
    await items.first().waitFor();
    const labels = (await items.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    await this.page.keyboard.press('Escape');
    await this.page.locator('.monaco-menu').first().waitFor({ state: 'hidden' });
    return labels;
  }

  /** Waits until Grid Lens has recognized the active editor's file (its title-bar action shows). */
  async waitUntilRecognized(): Promise<void> {
    await this.page.locator('.editor-actions .action-item a[aria-label^="Solve grid"]').first().waitFor();
  }

  /** Runs a command by its palette title, e.g. "Grid Lens: Solve grid". */
  async runFromPalette(title: string): Promise<void> {
    await this.page.keyboard.press('F1');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor();
    await input.fill(`>${title}`);
    const row = this.page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
    await row.waitFor();
    await row.click();
  }

  /** Switches the colour theme as a person does: Preferences: Color Theme, then its name ("Light Modern"). */
  async chooseColorTheme(label: string): Promise<void> {
    await this.runFromPalette('Preferences: Color Theme');
    // The themes are listed a moment after the picker opens; a filter typed before that can match only "Browse…".
    await this.page.locator('.quick-input-list .monaco-list-row').nth(2).waitFor();
    await this.page.locator('.quick-input-widget input').fill(label);
    await this.page.locator('.quick-input-list .monaco-list-row', { hasText: label }).first().click();
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
    // The workbench takes the theme's kind as a class once it has applied it.
    const light = /light/i.test(label);
    const kind = /high contrast/i.test(label) ? (light ? 'hc-light' : 'hc-black') : light ? 'vs' : 'vs-dark';
    await this.page.waitForFunction((k) => document.querySelector('.monaco-workbench')?.classList.contains(k), kind);
  }

  notification(text: string | RegExp): Locator {
    return this.page.locator('.notifications-toasts .notification-toast', { hasText: text });
  }

  async notificationMessage(toast: Locator): Promise<string> {
    return (await toast.locator('.notification-list-item-message').innerText()).trim();
  }

  /** The labels of a notification's buttons, left to right. */
  async notificationButtons(toast: Locator): Promise<string[]> {
    return (await toast.locator('.notification-list-item-buttons-container .monaco-button').allInnerTexts()).map((t) => t.trim());
  }

  /** Waits until the notifications have slid in, so a picture shows them whole. */
  async notificationsSettled(): Promise<void> {
    await this.page.waitForFunction(() => Array.from(document.querySelectorAll('.notifications-toasts')).every((t) => t.getAnimations({ subtree: true }).every((a) => a.playState === 'finished')));
  }

  // ---- Editor

  editorLines(): Locator {
    return this.page.locator('.editor-instance .monaco-editor .view-lines');
  }

  /** The rendered line at this 0-based position from the top of the view. */
  editorLine(index: number): Locator {
    return this.editorLines().locator(`.view-line`).nth(index);
  }

  /** The text of each line the editor renders, top to bottom. */
  async visibleLines(): Promise<string[]> {
    return this.page.evaluate(() => {
      const lines = Array.from(document.querySelectorAll<HTMLElement>('.editor-instance .monaco-editor .view-lines .view-line'));
      lines.sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top));
      return lines.map((l) => (l.textContent ?? '').replace(/\u00a0/g, ' '));
    });
  }

  /** Waits until the inline answers after the case headers are exactly `want`, in order. */
  async waitForInlineAnswers(want: string[]): Promise<void> {
    let seen: string[] = [];
    await until(
      () => `inline answers ${want.join(' | ')} (last seen: ${seen.join(' | ')})`,
      async () => {
        seen = (await this.afterDecorations()).map(([, after]) => after);
        return seen.join('\n') === want.join('\n') ? true : undefined;
      },
    );
  }

  /** Clicks at a point of the editor and waits until the status bar shows the cursor at `where` ("Ln 3, Col 5"). */
  async clickForCursor(x: number, y: number, where: string): Promise<void> {
    await this.page.mouse.click(x, y);
    let status = '';
    await until(
      () => `the cursor at ${where} (the status bar says "${status}")`,
      async () => {
        status = (
          await this.page
            .locator('[id="status.editor.selection"]')
            .innerText()
            .catch(() => '')
        ).trim();
        return status === where ? true : undefined;
      },
      5000,
    );
  }

  /**
   * The `after` texts of decorations on rendered lines, as [line text, after text]
   * pairs in line order. Decoration text is not in textContent: it is the
   * `::after` content of a span whose class starts with "ced-".
   */
  async afterDecorations(): Promise<[string, string][]> {
    return this.page.evaluate(() => {
      const found: { top: number; line: string; after: string }[] = [];
      for (const line of Array.from(document.querySelectorAll<HTMLElement>('.editor-instance .monaco-editor .view-lines .view-line'))) {
        for (const span of Array.from(line.querySelectorAll<HTMLElement>('span[class*="ced-"]'))) {
          const content = getComputedStyle(span, '::after').content;
          if (!content || content === 'none' || content === 'normal') continue;
          const after = content
            .replace(/^"|"$/g, '')
            .replace(/\\"/g, '"')
            .replace(/\u00a0/g, ' ')
            .trim();
          found.push({ top: parseFloat(line.style.top), line: (line.textContent ?? '').replace(/\u00a0/g, ' '), after });
        }
      }
      found.sort((a, b) => a.top - b.top);
      return found.map((f) => [f.line, f.after] as [string, string]);
    });
  }

  /**
   * Shows the hover at the cursor with the keyboard (Ctrl+K Ctrl+I) and reads
   * the Grid Lens one: its title ("Grid Lens · test 1, cell (1, 1) `P`") and
   * its table, label → value; undefined when none shows within a few seconds.
   */
  async gridLensHoverAtCursor(): Promise<{ title: string; rows: Record<string, string> } | undefined> {
    const hover = this.page.locator('.editor-instance .monaco-hover:not(.hidden)', { hasText: 'Grid Lens' });
    await this.page.keyboard.press('Control+K');
    await this.page.keyboard.press('Control+I');
    try {
      await hover.first().waitFor({ timeout: 5000 });
    } catch {
      return undefined;
    }
    // No named helpers inside: the page cannot see the bundler's __name wrapper.
    const raw = await hover.first().evaluate((el) => ({
      title: Array.from(el.querySelectorAll('p')).find((p) => p.textContent?.includes('Grid Lens'))?.textContent ?? '',
      rows: Array.from(el.querySelectorAll('tr')).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
    }));
    const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
    const rows: Record<string, string> = {};
    for (const cells of raw.rows) if (cells.length === 2 && clean(cells[0])) rows[clean(cells[0])] = clean(cells[1]);
    return { title: clean(raw.title), rows };
  }

  statusBarItem(text: string | RegExp): Locator {
    return this.page.locator('.statusbar-item', { hasText: text });
  }

  errorSquiggles(): Locator {
    return this.page.locator('.editor-instance .view-overlays .squiggly-error');
  }

  // ---- Panels

  async showProblems(): Promise<Locator> {
    await this.page.locator('[id="status.problems"]').click();
    const panel = this.page.locator('.markers-panel');
    await panel.waitFor();
    return panel;
  }
}

/** How long a UI change may take to show on a busy 2-core machine. */
export const SETTLE_MS = 30_000;

/** Polls until the probe returns a value; fails naming what it waited for. */
export async function until<T>(what: string | (() => string), probe: () => Promise<T | undefined>, timeoutMs = SETTLE_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
