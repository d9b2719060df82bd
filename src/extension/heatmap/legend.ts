// A layer's legend as Markdown: swatches of the theme colours the editor
// paints with, labelled with round values or with the categories, then what
// the outlines on the grid mean (the route or line of play, the marked cells).
// Hovers and the status bar tooltip keep <span style="color / background-color">
// with a var(--vscode-…) colour, so the swatches follow the user's theme.
import type * as vscode from 'vscode';
import { bucketOf, CATEGORY_COLORS } from '../../core/colorScale';
import type { CaseResult, Layer } from '../../core/problem';
import { scaleTicks } from '../../core/render/ticks';
import { bucketColorId, categoryColorId, MARK_COLOR, ROUTE_COLOR, UNREACHABLE_COLOR } from '../themeColors';

const cssColor = (id: string) => `var(--vscode-${id.replace(/\./g, '-')})`;
const swatch = (id: string) => `<span style="background-color:${cssColor(id)};">&nbsp;&nbsp;&nbsp;</span>`;
const coloured = (id: string, text: string) => `<span style="color:${cssColor(id)};">${text}</span>`;

/** Text from the core shown as Markdown: nothing in it may turn into markup. */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()<>#+!|~]/g, (ch) => `\\${ch}`);
}

/** The legend's lines, each one paragraph. */
export function legendLines(layer: Layer, result: CaseResult | undefined): string[] {
  const lines = [`**${escapeMarkdown(layer.name)}**: ${escapeMarkdown(layer.legend)}`];
  if (layer.kind === 'category') {
    lines.push((layer.categories ?? []).map((label, k) => `${swatch(categoryColorId(k % CATEGORY_COLORS.length))} ${escapeMarkdown(label)}`).join('&nbsp;&nbsp; '));
  } else if (layer.data.isPending) {
    lines.push('*(its values are on their way)*');
  } else {
    const { max } = layer.data.get()!;
    const ticks = scaleTicks(max).map((v) => `${swatch(bucketColorId(bucketOf(v, max)))} ${v}`);
    lines.push(`${ticks.join('&nbsp;&nbsp; ')} ${escapeMarkdown(layer.unit)}`);
  }
  lines.push(`${swatch(UNREACHABLE_COLOR)} ${layer.kind === 'scalar' ? 'unreachable' : 'no value'}&nbsp;&nbsp; no colour: wall`);
  lines.push(...outlineLines(result));
  return lines;
}

/** What the route and the marks drawn over every layer mean. */
function outlineLines(result: CaseResult | undefined): string[] {
  const out: string[] = [];
  const line = result?.line.get();
  if (line) out.push(`${coloured(ROUTE_COLOR, '<strong>□</strong>')} thin frame, bold letters: ${escapeMarkdown(line.label)}`);
  for (const m of result?.marks ?? []) {
    if (!result?.layers.some((l) => l.id === m.layer)) continue;
    const label = escapeMarkdown(m.label);
    out.push(m.style === 'underline' ? `<u>underlined</u>: ${label}` : `${coloured(MARK_COLOR, '<strong>□</strong>')} thick outline: ${label}`);
  }
  return out;
}

/** Appends the legend of the layer, as shown for this result, to a Markdown string that allows HTML. */
export function appendLegend(md: vscode.MarkdownString, layer: Layer, result: CaseResult | undefined): vscode.MarkdownString {
  md.supportHtml = true;
  md.appendMarkdown(legendLines(layer, result).join('\n\n') + '\n\n');
  return md;
}
