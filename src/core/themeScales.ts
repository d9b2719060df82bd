// The heatmap's scales as each kind of VS Code theme shows them. The editor
// paints them under its text, so every colour of a kind stays in a band of
// lightness where that kind's text reads (WCAG AA, 4.5:1): dark themes get a
// dark viridis under their light text, light themes a light one under their dark
// text. Each colour keeps the hue of the shared scale (colorScale.ts) and the
// order of its lightness, so near → far reads the same way in every theme, also
// for colour-blind readers, who rely on lightness more than on hue.

import { BUCKET_COLORS, CATEGORY_COLORS } from './colorScale';
import { parseHex } from './render/color';
import { type Rgb, toOklab, withLightness } from './oklab';

export type ThemeKind = 'dark' | 'light' | 'highContrast' | 'highContrastLight';
export const THEME_KINDS: readonly ThemeKind[] = ['dark', 'light', 'highContrast', 'highContrastLight'];

/**
 * Where a kind's colours sit: OKLab lightness from `lo` (the first bucket, the
 * darkest category) to `hi`, keeping `chroma` of the shared scale's colourfulness.
 * The bands leave a little room below the 4.5:1 limit of each kind's default
 * text (Dark Modern #CCCCCC, Light Modern #3B3B3B, High Contrast #FFFFFF, High
 * Contrast Light #292929), for rounding and for themes close to the defaults.
 * Light bands are paler (less chroma): saturated colours that light are garish.
 */
interface Band {
  lo: number;
  hi: number;
  chroma: number;
}

const BANDS: Record<ThemeKind, Band> = {
  dark: { lo: 0.31, hi: 0.44, chroma: 1 },
  light: { lo: 0.76, hi: 0.96, chroma: 0.65 },
  highContrast: { lo: 0.27, hi: 0.54, chroma: 1 },
  highContrastLight: { lo: 0.71, hi: 0.96, chroma: 0.65 },
};

/** Each colour's lightness moved from the palette's own range into the band, its hue kept. */
function intoBand(palette: readonly string[], band: Band): Rgb[] {
  const labs = palette.map((hex) => toOklab(parseHex(hex)!.slice(0, 3) as unknown as Rgb));
  const lightness = labs.map(([L]) => L);
  const min = Math.min(...lightness);
  const span = Math.max(...lightness) - min || 1;
  return labs.map((lab) => withLightness(band.lo + ((lab[0] - min) / span) * (band.hi - band.lo), lab, band.chroma));
}

export interface ThemeScale {
  /** The distance scale, near to far: colorScale's BUCKETS colours. */
  buckets: Rgb[];
  /** The category palette, in colorScale's order. */
  categories: Rgb[];
}

/** The colours a kind of theme should show (opaque: what the eye sees on the editor). */
export function themeScale(kind: ThemeKind): ThemeScale {
  return { buckets: intoBand(BUCKET_COLORS, BANDS[kind]), categories: intoBand(CATEGORY_COLORS, BANDS[kind]) };
}
