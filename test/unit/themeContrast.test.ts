// Every heatmap colour keeps the editor's text readable (WCAG AA, 4.5:1) in
// the default themes of each kind, as a person sees it: the colour package.json
// contributes, laid over the theme's editor background with its own opacity,
// against the theme's editor text.
//
// The themes' colours are VS Code's own (extensions/theme-defaults and the
// colour registry's defaults, VS Code 1.100).

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { BUCKET_COLORS, BUCKETS, CATEGORY_COLORS } from '../../src/core/colorScale';
import { toOklab } from '../../src/core/oklab';
import { parseHex, textOn } from '../../src/core/render/color';
import { layerColors } from '../../src/core/render/palette';
import type { ShownLayer } from '../../src/core/problem';
import { contrastRatio, paintedOver, relativeLuminance } from '../wcag';

type Kind = 'dark' | 'light' | 'highContrast' | 'highContrastLight';

const THEMES: { name: string; kind: Kind; background: string; foreground: string }[] = [
  { name: 'Dark Modern', kind: 'dark', background: '#1F1F1F', foreground: '#CCCCCC' },
  { name: 'Dark+', kind: 'dark', background: '#1E1E1E', foreground: '#D4D4D4' },
  { name: 'Light Modern', kind: 'light', background: '#FFFFFF', foreground: '#3B3B3B' },
  { name: 'Light+', kind: 'light', background: '#FFFFFF', foreground: '#000000' },
  { name: 'High Contrast', kind: 'highContrast', background: '#000000', foreground: '#FFFFFF' },
  { name: 'High Contrast Light', kind: 'highContrastLight', background: '#FFFFFF', foreground: '#292929' },
];

function rgba(hex: string): number[] {
  const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex);
  assert.ok(m, `not #rrggbb[aa]: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, m[2] === undefined ? 1 : parseInt(m[2], 16) / 255];
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const contributed = manifest.contributes.colors as { id: string; defaults: Record<Kind, string> }[];
const backgrounds = contributed.filter((c) => c.id.startsWith('gridLens.heatmap.') && !['gridLens.heatmap.route', 'gridLens.heatmap.mark'].includes(c.id));
const seen = (id: string, theme: (typeof THEMES)[number]) => paintedOver(rgba(contributed.find((c) => c.id === id)!.defaults[theme.kind]), rgba(theme.background));
const bucketIds = Array.from({ length: BUCKETS }, (_, b) => `gridLens.heatmap.scale${String(b).padStart(2, '0')}`);
const categoryIds = CATEGORY_COLORS.map((_, k) => `gridLens.heatmap.category${k}`);

describe('heatmap colours under the editor text', () => {
  it('covers every background the heatmap paints: the scale, the categories, unreachable and wall', () => {
    assert.deepEqual(
      backgrounds.map((c) => c.id),
      [...bucketIds, ...categoryIds, 'gridLens.heatmap.wall', 'gridLens.heatmap.unreachable'],
    );
  });

  for (const theme of THEMES) {
    it(`keeps ${theme.name}'s text (${theme.foreground} on ${theme.background}) at 4.5:1 or more on every one`, () => {
      const low = backgrounds
        .map((c) => ({ id: c.id, ratio: contrastRatio(seen(c.id, theme), rgba(theme.foreground)) }))
        .filter((r) => r.ratio < 4.5)
        .map((r) => `${r.id}: ${r.ratio.toFixed(2)}`);
      assert.deepEqual(low, []);
    });
  }

  for (const theme of THEMES) {
    it(`in ${theme.name}, gets lighter from near to far, so the order reads without hue`, () => {
      const lum = bucketIds.map((id) => relativeLuminance(seen(id, theme)));
      for (let b = 1; b < BUCKETS; b++) assert.ok(lum[b] > lum[b - 1], `bucket ${b} (${lum[b].toFixed(4)}) lighter than bucket ${b - 1} (${lum[b - 1].toFixed(4)})`);
    });
  }

  it('keeps the hue of viridis and of Okabe–Ito in every kind of theme', () => {
    const hue = (c: readonly number[]) => {
      const [, a, b] = toOklab([c[0], c[1], c[2]]);
      return { angle: (Math.atan2(b, a) * 180) / Math.PI, chroma: Math.hypot(a, b) };
    };
    const shared = [...BUCKET_COLORS, ...CATEGORY_COLORS].map((h) => hue(parseHex(h)!));
    for (const theme of THEMES) {
      [...bucketIds, ...categoryIds].forEach((id, k) => {
        const here = hue(seen(id, theme));
        // Greys and the near-black ends have no hue worth keeping.
        if (shared[k].chroma < 0.03 || here.chroma < 0.03) return;
        const turn = Math.abs(((here.angle - shared[k].angle + 540) % 360) - 180);
        assert.ok(turn < 12, `${theme.name} ${id}: hue turned by ${turn.toFixed(1)}°`);
      });
    }
  });

  it('keeps the categories apart, the first three also for red-green colour blindness', () => {
    // Machado, Oliveira & Fernandes (2009), severity 1, on linear RGB.
    const SIMULATIONS: Record<string, number[][] | undefined> = {
      normal: undefined,
      protanopia: [
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
      ],
      deuteranopia: [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.01182, 0.04294, 0.968881],
      ],
    };
    const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    const encode = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
    const simulate = (m: number[][] | undefined, c: number[]) =>
      m
        ? m.map((row) =>
            encode(
              Math.min(
                1,
                Math.max(
                  0,
                  row.reduce((s, w, i) => s + w * linear(c[i]), 0),
                ),
              ),
            ),
          )
        : c;
    const distance = (p: readonly number[], q: readonly number[]) => Math.hypot(...toOklab([p[0], p[1], p[2]]).map((v, i) => v - toOklab([q[0], q[1], q[2]])[i]));
    for (const theme of THEMES) {
      for (const [name, m] of Object.entries(SIMULATIONS)) {
        const colours = categoryIds.map((id) => simulate(m, seen(id, theme)));
        // Three categories is what most category layers use; all eight only zgame's "What Alice can force".
        const pairs = m ? 3 : colours.length;
        const least = m ? 0.04 : 0.05;
        for (let i = 0; i < pairs; i++) {
          for (let j = i + 1; j < pairs; j++) {
            const d = distance(colours[i], colours[j]);
            assert.ok(d >= least, `${theme.name}, ${name}: categories ${i} and ${j} are only ${d.toFixed(3)} apart (OKLab)`);
          }
        }
      }
    }
  });
});

describe('letters the panel draws on its cells', () => {
  it('read at 4.5:1 or more on every colour of every layer, and on every grey (the default themes\' "no value" tint)', () => {
    const scalar = { kind: 'scalar', max: 10 } as ShownLayer;
    const categories = { kind: 'category', max: 7, categories: CATEGORY_COLORS.map((_, k) => String(k)) } as unknown as ShownLayer;
    const greys = Array.from({ length: 256 }, (_, v) => [v, v, v, 255] as [number, number, number, number]);
    for (const cell of [...[...layerColors(scalar), ...layerColors(categories)].map((h) => parseHex(h)!), ...greys]) {
      const ratio = contrastRatio(textOn(cell), cell);
      assert.ok(ratio >= 4.5, `letters on rgb(${cell.slice(0, 3).join(', ')}) at ${ratio.toFixed(2)}:1`);
    }
  });
});
