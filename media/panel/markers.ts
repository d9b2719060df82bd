// Drawing one marker (a piece or a target) and the ring of a capture, on the
// board's canvas and on the legend's small canvases alike, so the legend shows
// exactly what the board does. Each shape sits on a halo of the theme's
// background-like colour, which keeps it readable on any heatmap colour.

import { textOn, type Rgba } from '../../src/core/render/color';
import { DISC, LABEL_FROM_PX, type MarkerShape } from '../../src/core/render/pieces';
import { cssOf } from './theme';

export interface MarkerStyle {
  fill: Rgba;
  halo: Rgba;
  fontFamily: string;
}

/**
 * Draws a marker of side `size` (CSS pixels) centred on (cx, cy). A frame's
 * label tab is drawn in its corner (`frameTab` 'inside', for the legend) or
 * left for later ('later'), to go above the pieces drawn after it.
 */
export function drawMarker(ctx: CanvasRenderingContext2D, shape: MarkerShape, cx: number, cy: number, size: number, label: string, style: MarkerStyle, frameTab: 'inside' | 'later'): void {
  const half = size / 2;
  const haloWidth = Math.max(1.5, size * 0.06);
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.setLineDash([]);
  if (shape === 'frame') {
    drawFrame(ctx, cx, cy, size, style);
    ctx.restore();
    if (frameTab === 'inside') drawFrameTab(ctx, cx, cy, size, label, style, true);
    return;
  }
  ctx.beginPath();
  let textY = cy;
  let font = size * 0.42;
  switch (shape) {
    case 'disc':
      ctx.arc(cx, cy, (size * DISC) / 2, 0, Math.PI * 2);
      font = size * 0.44;
      break;
    case 'diamond':
      ctx.moveTo(cx, cy - half);
      ctx.lineTo(cx + half, cy);
      ctx.lineTo(cx, cy + half);
      ctx.lineTo(cx - half, cy);
      ctx.closePath();
      break;
    case 'triangle':
      ctx.moveTo(cx, cy - half);
      ctx.lineTo(cx + half, cy + half * 0.8);
      ctx.lineTo(cx - half, cy + half * 0.8);
      ctx.closePath();
      textY = cy + half * 0.25;
      font = size * 0.38;
      break;
  }
  ctx.lineWidth = haloWidth * 2;
  ctx.strokeStyle = cssOf(style.halo);
  ctx.stroke();
  ctx.fillStyle = cssOf(style.fill);
  ctx.fill();
  if (label && size >= LABEL_FROM_PX) writeLabel(ctx, label, cx, textY, font, style);
  ctx.restore();
}

/** The frame's outer side and ring width: a little larger than other markers, to hold the disc of a piece that starts on it. */
function frameGeometry(size: number): { side: number; width: number } {
  const outer = size * 1.12;
  const width = Math.max(2, outer * 0.08);
  return { side: outer - width, width };
}

/** A square ring; the cell's own colour shows inside. */
function drawFrame(ctx: CanvasRenderingContext2D, cx: number, cy: number, size: number, style: MarkerStyle): void {
  const { side, width } = frameGeometry(size);
  ctx.beginPath();
  ctx.rect(cx - side / 2, cy - side / 2, side, side);
  strokeOnHalo(ctx, width, style);
}

/** Strokes the current path `width` wide in the marker's colour, over a wider line of the halo's. */
function strokeOnHalo(ctx: CanvasRenderingContext2D, width: number, style: MarkerStyle): void {
  ctx.lineWidth = width + 3;
  ctx.strokeStyle = cssOf(style.halo);
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = cssOf(style.fill);
  ctx.stroke();
}

/** A label on a filled tag (top-left corner at x, y), framed by the halo's colour. */
function drawTag(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, label: string, style: MarkerStyle): void {
  ctx.fillStyle = cssOf(style.halo);
  ctx.fillRect(x - 1, y - 1, w + 2, h + 2);
  ctx.fillStyle = cssOf(style.fill);
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = cssOf(textOn(style.fill));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x + w / 2, y + h / 2 + 0.5);
}

/**
 * A frame's label on a tab in its top-left corner; on a frame too small to
 * hold it, the tab sits across the corner, outside the piece inside, so the
 * label stays readable when zoomed out (`inside` keeps it in the corner
 * whatever the size, where there is nothing outside, as in the legend).
 */
export function drawFrameTab(ctx: CanvasRenderingContext2D, cx: number, cy: number, size: number, label: string, style: MarkerStyle, inside = false): void {
  if (!label) return;
  const { side, width } = frameGeometry(size);
  const font = Math.max(9, (side + width) * 0.26);
  ctx.save();
  ctx.font = `bold ${Math.round(font)}px ${style.fontFamily}`;
  const tabW = ctx.measureText(label).width + font * 0.5;
  const tabH = font * 1.2;
  const corner = { x: cx - side / 2 - width / 2, y: cy - side / 2 - width / 2 };
  const small = !inside && side < 2.5 * tabH;
  const x = small ? corner.x - tabW * 0.6 : corner.x;
  const y = small ? corner.y - tabH * 0.6 : corner.y;
  drawTag(ctx, x, y, tabW, tabH, label, style);
  ctx.restore();
}

function writeLabel(ctx: CanvasRenderingContext2D, label: string, cx: number, cy: number, font: number, style: MarkerStyle): void {
  ctx.font = `bold ${Math.max(8, Math.round(font))}px ${style.fontFamily}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = cssOf(textOn(style.fill));
  ctx.fillText(label, cx, cy + font * 0.06);
}

/**
 * A capture: a ring around the square where pieces meet, and (when there is
 * room) its label on a tag above the ring.
 */
export function drawCapture(ctx: CanvasRenderingContext2D, cx: number, cy: number, size: number, label: string, style: MarkerStyle): void {
  const radius = size * 0.62;
  const width = Math.max(2, size * 0.07);
  ctx.save();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  strokeOnHalo(ctx, width, style);
  if (label && size >= LABEL_FROM_PX) {
    const font = 11;
    ctx.font = `bold ${font}px ${style.fontFamily}`;
    const w = ctx.measureText(label).width + 8;
    const h = font + 6;
    drawTag(ctx, cx - w / 2, Math.max(0, cy - radius - h - width / 2), w, h, label, style);
  }
  ctx.restore();
}
