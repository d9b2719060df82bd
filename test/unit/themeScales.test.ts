import { strict as assert } from 'node:assert';
import { BUCKETS, CATEGORY_COLORS } from '../../src/core/colorScale';
import { fromOklab, type Rgb, toOklab, withLightness } from '../../src/core/oklab';
import { over, type Rgba, translucentFor } from '../../src/core/render/color';
import { THEME_KINDS, themeScale } from '../../src/core/themeScales';
import { Random } from './random';

const close = (got: readonly number[], want: readonly number[], tolerance: number, what: string) =>
  assert.ok(
    got.every((v, i) => Math.abs(v - want[i]) <= tolerance),
    `${what}: [${got.map((v) => v.toFixed(4))}] against [${want}]`,
  );

describe('OKLab', () => {
  it("gives the published values of white and of sRGB's primaries", () => {
    close(toOklab([255, 255, 255]), [1, 0, 0], 1e-4, 'white');
    close(toOklab([255, 0, 0]), [0.627955, 0.224863, 0.125846], 1e-4, 'red');
    close(toOklab([0, 255, 0]), [0.86644, -0.233888, 0.179498], 1e-4, 'green');
    close(toOklab([0, 0, 255]), [0.452014, -0.032457, -0.311528], 1e-4, 'blue');
  });

  it('comes back to the same sRGB colour, and has no sRGB colour outside the gamut', () => {
    const random = new Random(11);
    const corners = Array.from({ length: 8 }, (_, k) => [k & 1, (k >> 1) & 1, (k >> 2) & 1].map((v) => v * 255) as unknown as Rgb);
    const randoms = Array.from({ length: 500 }, () => [random.int(0, 255), random.int(0, 255), random.int(0, 255)] as const);
    for (const c of [...corners, ...randoms]) {
      close(fromOklab(toOklab(c))!, c, 1e-3, `rgb(${c})`);
    }
    assert.equal(fromOklab([0.9, 0.3, 0]), undefined, 'a very light, very colourful red');
    assert.equal(fromOklab([0.2, 0, -0.4]), undefined, 'a dark blue more saturated than any screen');
  });

  it('moves a colour to another lightness with its hue, lowering only how colourful it is when the screen cannot show it', () => {
    for (const hex of ['#440154', '#21918c', '#fde725', '#E69F00', '#0072B2']) {
      const n = parseInt(hex.slice(1), 16);
      const lab = toOklab([(n >> 16) & 255, (n >> 8) & 255, n & 255]);
      for (const L of [0.3, 0.45, 0.75, 0.95]) {
        const moved = toOklab(withLightness(L, lab, 1));
        assert.ok(Math.abs(moved[0] - L) < 1e-4, `${hex} at L ${L}: lightness ${moved[0]}`);
        const turn = Math.abs(Math.atan2(moved[2], moved[1]) - Math.atan2(lab[2], lab[1]));
        assert.ok(Math.min(turn, 2 * Math.PI - turn) < 0.01, `${hex} at L ${L}: hue turned by ${turn}`);
        assert.ok(Math.hypot(moved[1], moved[2]) <= Math.hypot(lab[1], lab[2]) + 1e-9, `${hex} at L ${L}: more colourful than it was`);
      }
    }
  });
});

describe('translucent colours', () => {
  it('laid over their background show the colour they were made for, to the nearest channel step', () => {
    const random = new Random(5);
    for (let k = 0; k < 500; k++) {
      const background: Rgba = [random.int(0, 255), random.int(0, 255), random.int(0, 255), 255];
      const alpha = random.int(100, 255);
      // Only what the alpha can reach from this background: between it and full black or white.
      const seen = background.slice(0, 3).map((v) => v + (random.int(0, 255) - v) * (alpha / 255));
      close(over(translucentFor(seen, background, alpha), background).slice(0, 3), seen, 1, `over rgb(${background.slice(0, 3)}) at ${alpha}`);
    }
  });
});

describe('theme scales', () => {
  it('has a colour for every bucket and every category in every kind of theme', () => {
    for (const kind of THEME_KINDS) {
      const scale = themeScale(kind);
      assert.equal(scale.buckets.length, BUCKETS, kind);
      assert.equal(scale.categories.length, CATEGORY_COLORS.length, kind);
      for (const c of [...scale.buckets, ...scale.categories])
        assert.ok(
          c.every((v) => v >= 0 && v <= 255),
          `${kind}: rgb(${c})`,
        );
    }
  });

  it('sits lighter in light themes than in dark ones, colour by colour', () => {
    const light = (c: Rgb) => toOklab(c)[0];
    const [dark, lightKind, high, highLight] = THEME_KINDS.map((k) => themeScale(k));
    for (let b = 0; b < BUCKETS; b++) {
      for (const d of [dark, high]) for (const l of [lightKind, highLight]) assert.ok(light(l.buckets[b]) > light(d.buckets[b]), `bucket ${b}`);
    }
  });
});
