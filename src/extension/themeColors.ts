// Theme colour ids of the heatmap and their defaults. Pure (no vscode import)
// so the build script and unit tests can read it too.
import { BUCKETS, CATEGORY_COLORS } from '../core/colorScale';
import { hexOf, parseHex, translucentFor } from '../core/render/color';
import { THEME_KINDS, type ThemeKind, themeScale } from '../core/themeScales';

/**
 * Backgrounds sit under the text and over the selection, which shows through.
 * Each default is the translucent colour that, over the kind's default editor
 * background, shows the kind's scale (themeScales.ts) exactly.
 */
const ALPHA = 0x8c;

/** The editor background of each kind's default theme (Dark Modern, Light Modern, High Contrast, High Contrast Light). */
const EDITOR_BACKGROUND: Record<ThemeKind, string> = { dark: '#1f1f1f', light: '#ffffff', highContrast: '#000000', highContrastLight: '#ffffff' };

export const bucketColorId = (b: number) => `gridLens.heatmap.scale${String(b).padStart(2, '0')}`;
export const categoryColorId = (k: number) => `gridLens.heatmap.category${k}`;
export const WALL_COLOR = 'gridLens.heatmap.wall';
export const UNREACHABLE_COLOR = 'gridLens.heatmap.unreachable';
export const ROUTE_COLOR = 'gridLens.heatmap.route';
export const MARK_COLOR = 'gridLens.heatmap.mark';

type Defaults = Record<ThemeKind, string>;

interface Contribution {
  id: string;
  description: string;
  defaults: Defaults;
}

/** Per kind, the translucent default that shows the chosen colour of the kind's scale. */
function underText(pick: (scale: ReturnType<typeof themeScale>) => readonly number[]): Defaults {
  const out = {} as Defaults;
  for (const kind of THEME_KINDS) out[kind] = hexOf(translucentFor(pick(themeScale(kind)), parseHex(EDITOR_BACKGROUND[kind])!, ALPHA));
  return out;
}

export function themeColorContributions(): Contribution[] {
  const out: Contribution[] = [];
  for (let b = 0; b < BUCKETS; b++) {
    out.push({ id: bucketColorId(b), description: `Heatmap background of distance bucket ${b + 1} of ${BUCKETS} (near to far).`, defaults: underText((s) => s.buckets[b]) });
  }
  CATEGORY_COLORS.forEach((_, k) =>
    out.push({ id: categoryColorId(k), description: `Heatmap background of category ${k + 1} (outcomes, movers, flags).`, defaults: underText((s) => s.categories[k]) }),
  );
  out.push({ id: WALL_COLOR, description: 'Heatmap background of walls and pawns.', defaults: { dark: '#00000000', light: '#00000000', highContrast: '#00000000', highContrastLight: '#00000000' } });
  out.push({
    id: UNREACHABLE_COLOR,
    description: 'Heatmap background of floor cells no piece can reach.',
    defaults: { dark: '#80808040', light: '#80808040', highContrast: '#ffffff30', highContrastLight: '#00000030' },
  });
  out.push({
    id: ROUTE_COLOR,
    description: 'Outline of the cells on the optimal route or the line of best play.',
    defaults: { dark: '#ffffff', light: '#000000', highContrast: '#ffffff', highContrastLight: '#000000' },
  });
  out.push({
    id: MARK_COLOR,
    description: 'Outline of marked cells, such as the vampires that bite.',
    defaults: { dark: '#ff6b6b', light: '#c62828', highContrast: '#ff4040', highContrastLight: '#b00020' },
  });
  return out;
}
