import type { Browser } from 'playwright-core';
export function chromiumPath(): string;
export function launchBrowser(): Promise<Browser>;
export const VIEWPORT: { width: number; height: number };
