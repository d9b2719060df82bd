// OKLab, a perceptual colour space (Björn Ottosson, 2020): its L is lightness as
// the eye sees it and (a, b) the hue and colourfulness. The heatmap's scales are
// moved along L for each kind of theme while their hue stays where it was.

/** sRGB channels 0..255. */
export type Rgb = readonly [number, number, number];
/** [lightness 0..1, a, b]. */
export type Lab = readonly [number, number, number];

const toLinear = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

export function toOklab(rgb: Rgb): Lab {
  const [r, g, b] = rgb.map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s, 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s, 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s];
}

/** The sRGB colour of an OKLab one, or undefined when no screen can show it. */
export function fromOklab([L, a, b]: Lab): Rgb | undefined {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s];
  // The published matrices are exact to about 1e-6: sRGB's own corners land that far outside.
  const EPS = 1e-4;
  if (linear.some((v) => v < -EPS || v > 1 + EPS)) return undefined;
  return linear.map((v) => fromLinear(Math.min(1, Math.max(0, v)))) as unknown as Rgb;
}

/**
 * The colour of lightness L with the hue of (a, b), as colourful as `chroma`
 * times theirs allows on screen: where that is out of the sRGB gamut, the
 * colourfulness is lowered (never the lightness, never the hue).
 */
export function withLightness(L: number, [, a, b]: Lab, chroma: number): Rgb {
  const at = (k: number) => fromOklab([L, a * k, b * k]);
  let inside = 0;
  let outside = chroma;
  const full = at(chroma);
  if (full) return full;
  for (let i = 0; i < 32; i++) {
    const mid = (inside + outside) / 2;
    if (at(mid)) inside = mid;
    else outside = mid;
  }
  return at(inside) ?? at(0)!;
}
