// The panel's cell ↔ pixel maths, checked against literal readings: "which
// cell's square contains this point" by scanning every cell, "is any pixel of
// this cell on screen" by testing every cell's square against the view.

import { strict as assert } from 'node:assert';
import {
  cellAtPoint,
  cellCenter,
  cellRect,
  cellVisible,
  centerOn,
  clampViewport,
  FIT_MARGIN,
  fitViewport,
  MIN_FIT_CELL,
  panBy,
  scaleLimits,
  type Viewport,
  visibleCells,
  zoomAt,
} from '../../src/core/render/viewport';
import { Random } from './random';

const SEEDS = 300;

function randomCase(rnd: Random) {
  const board = { rows: rnd.int(1, 12), cols: rnd.int(1, 12) };
  const view = { width: rnd.int(20, 400), height: rnd.int(20, 400) };
  const vp: Viewport = { scale: rnd.pick([0.25, 0.5, 1, 1.5, 3, 7.25, 16, 40]), x: rnd.int(-300, 300) + rnd.next(), y: rnd.int(-300, 300) + rnd.next() };
  return { board, view, vp };
}

/** The cell whose square [x, x+s) × [y, y+s) holds the point, by looking at every cell. */
function cellByScan(vp: Viewport, rows: number, cols: number, px: number, py: number): number {
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = vp.x + c * vp.scale;
      const y = vp.y + r * vp.scale;
      if (px >= x && px < x + vp.scale && py >= y && py < y + vp.scale) return r * cols + c;
    }
  }
  return -1;
}

describe('render: viewport maths', () => {
  it('finds the cell under a point as a scan of every cell does (300 seeds × 40 points)', () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const rnd = new Random(seed);
      const { board, view, vp } = randomCase(rnd);
      for (let k = 0; k < 40; k++) {
        const px = rnd.int(-50, view.width + 50) + rnd.next();
        const py = rnd.int(-50, view.height + 50) + rnd.next();
        assert.equal(cellAtPoint(vp, board, px, py), cellByScan(vp, board.rows, board.cols, px, py), `seed ${seed} point ${px},${py}`);
      }
    }
  });

  it('maps every cell to a square whose centre and inner corners lead back to it', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const { board, vp } = randomCase(new Random(seed));
      for (let i = 0; i < board.rows * board.cols; i++) {
        const rect = cellRect(vp, board.cols, i);
        const mid = cellCenter(vp, board.cols, i);
        assert.equal(rect.size, vp.scale);
        assert.equal(cellAtPoint(vp, board, mid.x, mid.y), i, `seed ${seed} centre of ${i}`);
        const e = vp.scale / 100;
        assert.equal(cellAtPoint(vp, board, rect.x + e, rect.y + e), i);
        assert.equal(cellAtPoint(vp, board, rect.x + rect.size - e, rect.y + rect.size - e), i);
      }
    }
  });

  it('fits a board inside the view with its margin, centred, using the full width or height (or the cap)', () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const rnd = new Random(seed);
      const board = { rows: rnd.int(1, 2000), cols: rnd.int(1, 2000) };
      const view = { width: rnd.int(40, 1600), height: rnd.int(40, 1000) };
      const cap = rnd.pick([8, 48, 1000]);
      // No minimum cell: the whole board, however small its cells.
      const vp = fitViewport(board, view, cap, 0);
      const w = board.cols * vp.scale;
      const h = board.rows * vp.scale;
      const tol = 1e-6;
      assert.ok(w <= view.width - 2 * FIT_MARGIN + tol && h <= view.height - 2 * FIT_MARGIN + tol, `seed ${seed}: ${w}×${h} in ${view.width}×${view.height}`);
      assert.ok(Math.abs(vp.x + w / 2 - view.width / 2) < tol && Math.abs(vp.y + h / 2 - view.height / 2) < tol, `seed ${seed}: centred`);
      const tight = Math.abs(w - (view.width - 2 * FIT_MARGIN)) < tol || Math.abs(h - (view.height - 2 * FIT_MARGIN)) < tol || vp.scale === cap;
      assert.ok(tight, `seed ${seed}: the board could be larger`);
    }
  });

  it('fits a thin board at the minimum cell size, its short side centred and its start in view; other boards whole', () => {
    const view = { width: 600, height: 400 };
    // 1×500 and 500×1: cells of MIN_FIT_CELL, the board starts at the margin and runs past the view.
    const row = fitViewport({ rows: 1, cols: 500 }, view);
    assert.equal(row.scale, MIN_FIT_CELL);
    assert.equal(row.x, FIT_MARGIN);
    assert.equal(row.y, (400 - MIN_FIT_CELL) / 2);
    const column = fitViewport({ rows: 500, cols: 1 }, view);
    assert.equal(column.scale, MIN_FIT_CELL);
    assert.equal(column.y, FIT_MARGIN);
    assert.equal(column.x, (600 - MIN_FIT_CELL) / 2);
    // 60×500: cells of MIN_FIT_CELL would make it taller than the view; it fills the 384 px instead (6.4 px cells).
    const band = fitViewport({ rows: 60, cols: 500 }, view);
    assert.ok(Math.abs(band.scale - 384 / 60) < 1e-9 && band.scale < MIN_FIT_CELL);
    assert.ok(Math.abs(band.y - FIT_MARGIN) < 1e-9);
    // A square board of 1500: tiny cells, but the whole of it (not thin).
    const square = fitViewport({ rows: 1500, cols: 1500 }, view);
    assert.equal(square.scale, 384 / 1500);
    // 200×500 is not thin either: filling the height would still show 40% of its length.
    assert.equal(fitViewport({ rows: 200, cols: 500 }, view).scale, 584 / 500);
    // Random boards: the fitted cells are at least MIN_FIT_CELL, or the board is whole in view, or it fills its short side.
    for (let seed = 1; seed <= SEEDS; seed++) {
      const rnd = new Random(seed);
      const board = rnd.pick([
        { rows: 1, cols: rnd.int(1, 5000) },
        { rows: rnd.int(1, 5000), cols: rnd.int(1, 3) },
        { rows: rnd.int(1, 300), cols: rnd.int(1, 300) },
      ]);
      const v = { width: rnd.int(200, 1600), height: rnd.int(100, 1000) };
      const vp = fitViewport(board, v);
      const whole = fitViewport(board, v, 48, 0);
      const tol = 1e-9;
      assert.ok(vp.scale >= whole.scale - tol, `seed ${seed}: never smaller than the whole board's fit`);
      const fillsShort = Math.abs(board.cols * vp.scale - (v.width - 2 * FIT_MARGIN)) < 1e-6 || Math.abs(board.rows * vp.scale - (v.height - 2 * FIT_MARGIN)) < 1e-6;
      assert.ok(vp.scale >= MIN_FIT_CELL - tol || vp.scale === whole.scale || fillsShort, `seed ${seed}: ${board.rows}×${board.cols} in ${v.width}×${v.height} at ${vp.scale}`);
      if (vp.scale > whole.scale) {
        // Thin: the short side fits and is centred; the long side begins at the margin.
        const wide = board.cols * vp.scale > v.width - 2 * FIT_MARGIN + tol;
        assert.equal(wide ? vp.x : vp.y, FIT_MARGIN, `seed ${seed}: starts at the margin`);
        const shortLength = wide ? board.rows * vp.scale : board.cols * vp.scale;
        assert.ok(shortLength <= (wide ? v.height : v.width) - 2 * FIT_MARGIN + tol, `seed ${seed}: the short side fits`);
      }
    }
  });

  it('zooms about the pointer: the board point under it stays there, and the scale stays in its limits', () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const rnd = new Random(seed);
      const { board, view, vp } = randomCase(rnd);
      const limits = scaleLimits(board, view);
      const px = rnd.int(0, view.width);
      const py = rnd.int(0, view.height);
      const factor = rnd.pick([0.5, 0.8, 1.25, 2, 10, 0.01]);
      const z = zoomAt(vp, factor, px, py, limits);
      assert.ok(z.scale >= limits.min - 1e-12 && z.scale <= limits.max + 1e-12, `seed ${seed}: scale ${z.scale}`);
      const expected = Math.min(limits.max, Math.max(limits.min, vp.scale * factor));
      assert.ok(Math.abs(z.scale - expected) < 1e-9);
      // Board coordinates (in cells) of the pointer before and after.
      const before = [(px - vp.x) / vp.scale, (py - vp.y) / vp.scale];
      const after = [(px - z.x) / z.scale, (py - z.y) / z.scale];
      assert.ok(Math.abs(before[0] - after[0]) < 1e-9 && Math.abs(before[1] - after[1]) < 1e-9, `seed ${seed}: the point moved`);
    }
  });

  it('zoom limits allow the fitted size, a quarter of it (or 1 px a cell), and large cells', () => {
    const board = { rows: 1500, cols: 1500 };
    const view = { width: 800, height: 600 };
    const fit = fitViewport(board, view, 96).scale;
    const { min, max } = scaleLimits(board, view);
    assert.ok(min <= fit / 4 + 1e-12 && max >= 96);
    const tiny = scaleLimits({ rows: 2, cols: 3 }, view);
    assert.equal(tiny.min, 1);
    // A thin board opens at MIN_FIT_CELL, yet can be zoomed out until all of it shows.
    const thin = { rows: 1, cols: 3000 };
    assert.ok(scaleLimits(thin, view).min <= fitViewport(thin, view, 96, 0).scale);
  });

  it('keeps part of the board on screen after any pan, and leaves a viewport that already shows enough alone', () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const rnd = new Random(seed);
      const { board, view, vp } = randomCase(rnd);
      const keep = rnd.pick([0, 16, 32]);
      const moved = panBy(vp, rnd.int(-5000, 5000), rnd.int(-5000, 5000));
      const c = clampViewport(moved, board, view, keep);
      assert.equal(c.scale, moved.scale);
      const w = board.cols * c.scale;
      const h = board.rows * c.scale;
      const overlapX = Math.min(view.width, c.x + w) - Math.max(0, c.x);
      const overlapY = Math.min(view.height, c.y + h) - Math.max(0, c.y);
      assert.ok(overlapX >= Math.min(keep, w, view.width) - 1e-9, `seed ${seed}: x overlap ${overlapX}`);
      assert.ok(overlapY >= Math.min(keep, h, view.height) - 1e-9, `seed ${seed}: y overlap ${overlapY}`);
      // Clamping twice changes nothing more.
      assert.deepEqual(clampViewport(c, board, view, keep), c);
    }
  });

  it('lists exactly the cells with a pixel in the view', () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { board, view, vp } = randomCase(new Random(seed));
      const vis = visibleCells(vp, board, view);
      for (let r = 0; r < board.rows; r++) {
        for (let c = 0; c < board.cols; c++) {
          const x = vp.x + c * vp.scale;
          const y = vp.y + r * vp.scale;
          const onScreen = x < view.width && x + vp.scale > 0 && y < view.height && y + vp.scale > 0;
          const listed = r >= vis.r0 && r < vis.r1 && c >= vis.c0 && c < vis.c1;
          assert.equal(listed, onScreen, `seed ${seed}: cell ${r},${c}`);
        }
      }
    }
  });

  it('centres a cell in the view at the same scale, and says whether a cell is wholly visible', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const rnd = new Random(seed);
      const { board, view, vp } = randomCase(rnd);
      const cell = rnd.int(0, board.rows * board.cols - 1);
      const c = centerOn(vp, board.cols, cell, view);
      const mid = cellCenter(c, board.cols, cell);
      assert.equal(c.scale, vp.scale);
      assert.ok(Math.abs(mid.x - view.width / 2) < 1e-9 && Math.abs(mid.y - view.height / 2) < 1e-9);
      const rect = cellRect(vp, board.cols, cell);
      const inside = rect.x >= 0 && rect.y >= 0 && rect.x + rect.size <= view.width && rect.y + rect.size <= view.height;
      assert.equal(cellVisible(vp, board.cols, cell, view), inside);
    }
  });
});
