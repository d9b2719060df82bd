// Theme colour ids of the heatmap and their defaults. Pure (no vscode import)
// so the build script and unit tests can read it too.
import { BUCKET_COLORS, BUCKETS, CATEGORY_COLORS } from '../core/colorScale';

/** Backgrounds sit under the text, so they are translucent. */
const ALPHA = '8c';

export const bucketColorId = (b: number) => `gridLens.heatmap.scale${String(b).padStart(2, '0')}`;
export const categoryColorId = (k: number) => `gridLens.heatmap.category${k}`;
export const WALL_COLOR = 'gridLens.heatmap.wall';
export const UNREACHABLE_COLOR = 'gridLens.heatmap.unreachable';
export const ROUTE_COLOR = 'gridLens.heatmap.route';
export const MARK_COLOR = 'gridLens.heatmap.mark';

interface Contribution {
  id: string;
  description: string;
  defaults: { dark: string; light: string; highContrast: string; highContrastLight: string };
}

const same = (c: string) => ({ dark: c, light: c, highContrast: c, highContrastLight: c });

export function themeColorContributions(): Contribution[] {
  const out: Contribution[] = [];
  for (let b = 0; b < BUCKETS; b++) {
    out.push({ id: bucketColorId(b), description: `Heatmap background of distance bucket ${b + 1} of ${BUCKETS} (near to far).`, defaults: same(BUCKET_COLORS[b] + ALPHA) });
  }
  CATEGORY_COLORS.forEach((c, k) => out.push({ id: categoryColorId(k), description: `Heatmap background of category ${k + 1} (outcomes, movers, flags).`, defaults: same(c + ALPHA) }));
  out.push({ id: WALL_COLOR, description: 'Heatmap background of walls and pawns.', defaults: { dark: '#00000000', light: '#00000000', highContrast: '#00000000', highContrastLight: '#00000000' } });
  out.push({ id: UNREACHABLE_COLOR, description: 'Heatmap background of floor cells no piece can reach.', defaults: { dark: '#80808040', light: '#80808040', highContrast: '#ffffff30', highContrastLight: '#00000030' } });
  out.push({ id: ROUTE_COLOR, description: 'Outline of the cells on the optimal route or the line of best play.', defaults: { dark: '#ffffff', light: '#000000', highContrast: '#ffffff', highContrastLight: '#000000' } });
  out.push({ id: MARK_COLOR, description: 'Outline of marked cells, such as the vampires that bite.', defaults: { dark: '#ff6b6b', light: '#c62828', highContrast: '#ff4040', highContrastLight: '#b00020' } });
  return out;
}
