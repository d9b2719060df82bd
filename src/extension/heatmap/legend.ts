// A layer's legend as Markdown with coloured swatches (hovers and the status
// bar tooltip allow <span style="background-color:…">).
import * as vscode from 'vscode';
import { BUCKET_COLORS, BUCKETS, bucketRange, categoryColor } from '../../core/colorScale';
import type { Layer } from '../../core/problem';

const swatch = (color: string) => `<span style="background-color:${color};">&nbsp;&nbsp;&nbsp;</span>`;

export function legendMarkdown(layer: Layer): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, true);
  md.supportHtml = true;
  md.appendMarkdown(`**${layer.name}** — ${layer.legend}\n\n`);
  if (layer.kind === 'category') {
    md.appendMarkdown((layer.categories ?? []).map((label, k) => `${swatch(categoryColor(k))} ${label}`).join('&nbsp;&nbsp; '));
  } else {
    // Six stops along the ramp are enough to read it.
    const stops = [0, 5, 10, 14, 19, BUCKETS - 1];
    md.appendMarkdown(stops.map((b) => `${swatch(BUCKET_COLORS[b])} ${bucketRange(b, layer.max)[0]}`).join(' '));
    md.appendMarkdown(`–${layer.max} ${layer.unit}`);
  }
  md.appendMarkdown('\n\nNo colour: wall. Grey: unreachable.');
  return md;
}
