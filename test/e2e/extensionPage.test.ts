// The Extensions page of the installed .vsix, as a user opens it after
// installing: the Extensions view (Ctrl+Shift+X), "@installed Grid Lens", then Grid Lens. The README
// there shows every picture README.md has (nothing reaches the network here, as
// on an offline machine) and speaks to users, not to developers.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { openWorkbench, repoRoot, screenshotDir } from './session';
import { until } from './workbench';

describe('Extensions page', () => {
  it('the installed Grid Lens shows its README with every picture, and no developer instructions', async () => {
    const pictures = [...fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].length;
    assert.ok(pictures > 0, 'README.md has pictures to check');
    const wb = await openWorkbench();
    await wb.page.keyboard.press('Control+Shift+X');
    await wb.page.locator('.extensions-viewlet .suggest-input-container .monaco-editor.focused').waitFor();
    await wb.page.keyboard.type('@installed Grid Lens');
    const row = wb.page.locator('.extensions-list .monaco-list-row', { hasText: 'Grid Lens' }).first();
    await row.waitFor();
    await row.click();
    await wb.page.locator('.extension-editor .header .name', { hasText: 'Grid Lens' }).waitFor();

    const readme = wb.page.frameLocator('iframe.webview.ready').first().frameLocator('#active-frame');
    await readme.locator('h1', { hasText: 'Grid Lens' }).first().waitFor();
    // Pictures decode after the text shows: wait until each has loaded or failed.
    const images = await until('the README pictures to load or fail', async () => {
      const states = await readme
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => ({ alt: (img as HTMLImageElement).alt, complete: (img as HTMLImageElement).complete, width: (img as HTMLImageElement).naturalWidth })));
      return states.length > 0 && states.every((s) => s.complete) ? states : undefined;
    });
    assert.equal(images.length, pictures, 'every picture of README.md is on the page');
    assert.deepEqual(
      images.filter((i) => i.width === 0).map((i) => i.alt),
      [],
      'broken pictures',
    );

    const text = await readme.locator('body').innerText();
    for (const developerWords of ['npm test', 'npm run', 'test/e2e', 'src/core']) assert.ok(!text.includes(developerWords), `the page says "${developerWords}"`);
    await readme.locator('img').first().scrollIntoViewIfNeeded();
    await wb.page.screenshot({ path: path.join(screenshotDir, 'extension-page.png') });
  });
});
