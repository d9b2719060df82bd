// Colour arithmetic for the canvas: parsing #rgb/#rrggbb/#rrggbbaa, mixing, and
// packing into the 32-bit pixels of an ImageData (little-endian RGBA).

export type Rgba = [number, number, number, number];

/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa; undefined for anything else. */
export function parseHex(text: string): Rgba | undefined {
  const m = /^#([0-9a-f]{3,8})$/i.exec(text.trim());
  if (!m) return undefined;
  let h = m[1];
  if (h.length === 3 || h.length === 4) h = [...h].map((d) => d + d).join('');
  if (h.length !== 6 && h.length !== 8) return undefined;
  const v = (k: number) => parseInt(h.slice(k, k + 2), 16);
  return [v(0), v(2), v(4), h.length === 8 ? v(6) : 255];
}

/** #rrggbb, or #rrggbbaa when given an alpha; channels are rounded into 0..255. */
export function hexOf(channels: readonly number[]): string {
  return (
    '#' +
    channels
      .map((v) =>
        Math.min(255, Math.max(0, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** `a` laid over `b` with weight t (0 → b, 1 → a), opaque result. */
export function mix(a: Rgba, b: Rgba, t: number): Rgba {
  const k = Math.min(1, Math.max(0, t));
  return [0, 1, 2].map((i) => Math.round(a[i] * k + b[i] * (1 - k))).concat(255) as Rgba;
}

/** A colour drawn over an opaque background: what the eye (and a pixel read) sees. */
export function over(top: Rgba, background: Rgba): Rgba {
  return mix(top, background, top[3] / 255);
}

/**
 * The colour with opacity `alpha` (0..255) that, laid over the opaque
 * `background`, shows `seen` as nearly as 8-bit channels can: the inverse of
 * `over`, for translucent colours designed by what they look like.
 */
export function translucentFor(seen: readonly number[], background: Rgba, alpha: number): Rgba {
  const a = alpha / 255;
  const channel = (i: number) => Math.min(255, Math.max(0, Math.round((seen[i] - background[i] * (1 - a)) / a)));
  return [channel(0), channel(1), channel(2), alpha];
}

/** One pixel for a Uint32Array view of ImageData on a little-endian machine. */
export function packRgba(c: Rgba): number {
  return ((c[3] << 24) | (c[2] << 16) | (c[1] << 8) | c[0]) >>> 0;
}

/** Relative luminance (WCAG), to choose black or white text on a cell. */
export function luminance(c: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}

/** Black or white, whichever reads better on `background`. */
export function textOn(background: Rgba): Rgba {
  return luminance(background) > 0.179 ? [0, 0, 0, 255] : [255, 255, 255, 255];
}

/** Whether two colours differ by at most `tolerance` in every channel (pixel reads round). */
export function near(a: readonly number[], b: readonly number[], tolerance = 2): boolean {
  return a.length >= 3 && b.length >= 3 && [0, 1, 2].every((i) => Math.abs(a[i] - b[i]) <= tolerance);
}
