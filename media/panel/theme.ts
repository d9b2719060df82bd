// The colours the canvas takes from the current VS Code theme. The heatmap's
// own scale is fixed (it reads on any background); walls, cells without a
// value, the cursor and the marks follow the theme, and change with it.

import { mix, over, parseHex, type Rgba } from '../../src/core/render/color';
import type { MarkerTone } from '../../src/core/render/pieces';

export interface Theme {
  background: Rgba;
  foreground: Rgba;
  wall: Rgba;
  none: Rgba;
  cursor: Rgba;
  mark: Rgba;
  route: Rgba;
  /** Light or dark, for the halo drawn around lines so they read on any cell. */
  halo: Rgba;
  /** The scrollbar slider's colour (translucent), for the hints of a board that goes past the view. */
  scrollbar: Rgba;
  /** Marker colours of pieces and targets: the theme's chart colours. */
  tones: Record<MarkerTone, Rgba>;
  fontFamily: string;
  kind: 'light' | 'dark' | 'high-contrast' | 'high-contrast-light';
}

const probe = document.createElement('canvas').getContext('2d')!;

/** Any CSS colour → RGBA, through the canvas's own parser. */
export function cssColor(text: string, fallback: Rgba): Rgba {
  const t = text.trim();
  if (!t) return fallback;
  probe.fillStyle = '#010203';
  probe.fillStyle = t;
  const normal = String(probe.fillStyle);
  if (normal === '#010203' && t !== '#010203') return fallback;
  const hex = parseHex(normal);
  if (hex) return hex;
  const m = /rgba?\(([^)]+)\)/.exec(normal);
  if (!m) return fallback;
  const [r, g, b, a = '1'] = m[1].split(',').map((s) => s.trim());
  return [Number(r), Number(g), Number(b), Math.round(Number(a) * 255)];
}

function themeKind(): Theme['kind'] {
  const c = document.body.classList;
  if (c.contains('vscode-high-contrast-light')) return 'high-contrast-light';
  if (c.contains('vscode-high-contrast')) return 'high-contrast';
  return c.contains('vscode-light') ? 'light' : 'dark';
}

/**
 * Each marker tone is one of the theme's chart colours, which every theme
 * tunes to read on its own background; the fallbacks are Dark Modern's and
 * Light Modern's.
 */
const TONE_VARIABLES: Record<MarkerTone, { name: string; dark: string; light: string }> = {
  player: { name: '--vscode-charts-blue', dark: '#3794ff', light: '#1a85ff' },
  goal: { name: '--vscode-charts-green', dark: '#89d185', light: '#388a34' },
  enemy: { name: '--vscode-charts-red', dark: '#f14c4c', light: '#e51400' },
  idle: { name: '--vscode-charts-purple', dark: '#b180d7', light: '#652d90' },
  place: { name: '--vscode-charts-yellow', dark: '#cca700', light: '#bf8803' },
};

export function readTheme(): Theme {
  const style = getComputedStyle(document.body);
  const v = (name: string) => style.getPropertyValue(name);
  const kind = themeKind();
  const lightish = kind === 'light' || kind === 'high-contrast-light';
  const background = over(cssColor(v('--vscode-editor-background'), lightish ? [255, 255, 255, 255] : [30, 30, 30, 255]), lightish ? [255, 255, 255, 255] : [0, 0, 0, 255]);
  const foreground = over(cssColor(v('--vscode-editor-foreground'), lightish ? [0, 0, 0, 255] : [212, 212, 212, 255]), background);
  const high = kind.startsWith('high-contrast');
  const tones = {} as Record<MarkerTone, Rgba>;
  for (const [tone, t] of Object.entries(TONE_VARIABLES) as [MarkerTone, (typeof TONE_VARIABLES)[MarkerTone]][]) {
    tones[tone] = over(cssColor(v(t.name), parseHex(lightish ? t.light : t.dark)!), background);
  }
  return {
    background,
    foreground,
    // Walls read as solid blocks near the text colour (light on dark themes, dark
    // on light ones); cells without a value as a faint tint of it.
    wall: mix(foreground, background, high ? 0.9 : 0.75),
    none: mix(foreground, background, high ? 0.25 : 0.14),
    cursor: over(cssColor(v('--vscode-editorCursor-foreground') || v('--vscode-focusBorder'), lightish ? [0, 0, 0, 255] : [255, 255, 255, 255]), background),
    mark: over(cssColor(v('--vscode-gridLens-heatmap-mark'), lightish ? [198, 40, 40, 255] : [255, 107, 107, 255]), background),
    route: lightish ? [0, 0, 0, 255] : [255, 255, 255, 255],
    halo: lightish ? [255, 255, 255, 255] : [0, 0, 0, 255],
    tones,
    scrollbar: cssColor(v('--vscode-scrollbarSlider-hoverBackground') || v('--vscode-scrollbarSlider-background'), lightish ? [100, 100, 100, 180] : [121, 121, 121, 180]),
    fontFamily: v('--vscode-editor-font-family').trim() || 'monospace',
    kind,
  };
}

export function cssOf(c: Rgba): string {
  return `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${(c[3] / 255).toFixed(3)})`;
}

/** Calls `changed` whenever VS Code switches the theme (it swaps the body's classes and variables). */
export function watchTheme(changed: () => void): void {
  let last = document.body.className + '|' + (document.documentElement.getAttribute('style') ?? '');
  const check = () => {
    const now = document.body.className + '|' + (document.documentElement.getAttribute('style') ?? '');
    if (now === last) return;
    last = now;
    changed();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
}
