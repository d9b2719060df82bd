// Debian's Chromium driven by playwright-core (which downloads no browser).

import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath() {
  const found = CANDIDATES.find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  return found;
}

/** A headless browser; each caller makes its own context and page. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The size screenshots and layout checks assume. */
export const VIEWPORT = { width: 1400, height: 900 };
