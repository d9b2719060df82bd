// WCAG 2.x contrast, written out for the tests rather than taken from the code
// they check: relative luminance of sRGB, and the ratio of two luminances.

/** [r, g, b] 0..255; a fourth channel is ignored. */
export function relativeLuminance(c: readonly number[]): number {
  const [r, g, b] = c.slice(0, 3).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 1 (no contrast) to 21 (black on white). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** What a browser paints: [r, g, b, opacity 0..1] blended into an opaque colour, channel by channel, in 8 bits. */
export function paintedOver(top: readonly number[], ground: readonly number[]): number[] {
  return [0, 1, 2].map((i) => Math.round(top[i] * top[3] + ground[i] * (1 - top[3])));
}
