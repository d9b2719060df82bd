// The heatmap webview: receives views from the extension host, draws them,
// and sends back what the user picks and points at. It says "ready" (with
// what it remembers) once its listeners are in place; the host answers then.

import { captureAt } from '../../src/core/render/pieces';
import { clampStep, stepCount } from '../../src/core/render/playback';
import type { Viewport } from '../../src/core/render/viewport';
import type { HostMessage, IssueItem, PanelState, ViewMessage } from '../../src/panelProtocol';
import { BoardCanvas } from './boardCanvas';
import { byId, inControl } from './dom';
import { placeTooltip, renderIssues, renderLegend, renderTooltip } from './sidebars';
import { readTheme, watchTheme } from './theme';
import { loadState, onMessage, saveState, send } from './vscodeApi';

const casePicker = byId<HTMLSelectElement>('case-picker');
const layerPicker = byId<HTMLSelectElement>('layer-picker');
const answer = byId<HTMLSpanElement>('answer');
const lockButton = byId<HTMLButtonElement>('lock');
const stage = byId<HTMLElement>('stage');
const messageBox = byId<HTMLDivElement>('message');
const tooltip = byId<HTMLDivElement>('tooltip');
const issuesBox = byId<HTMLElement>('issues');
const legendBox = byId<HTMLElement>('legend');
const playback = byId<HTMLDivElement>('playback');
const stepLabel = byId<HTMLSpanElement>('step');
const playButton = byId<HTMLButtonElement>('play');
const canvasEl = byId<HTMLCanvasElement>('board');

let state: PanelState = loadState() ?? { locked: false, caseIndex: 0 };
let view: ViewMessage | undefined;
let theme = readTheme();
let step = 0;
let playTimer = 0;
let describeId = 0;
let hoverCell = -1;
let hoverAt = { x: 0, y: 0 };

const board = new BoardCanvas(canvasEl, theme, {
  click(cell, focus) {
    if (view) send({ type: 'reveal', seq: view.seq, cell, focus });
  },
  hover(cell, x, y) {
    hoverAt = { x, y };
    if (cell === hoverCell) {
      if (cell >= 0 && !tooltip.hidden) placeTooltip(tooltip, stage, x, y);
      return;
    }
    hoverCell = cell;
    if (cell < 0 || !view?.board) {
      tooltip.hidden = true;
      return;
    }
    send({ type: 'describe', requestId: ++describeId, seq: view.seq, cell });
  },
  viewportChanged(vp) {
    rememberViewport(vp);
  },
});

function rememberViewport(vp: Viewport): void {
  const b = view?.board;
  if (!view || !b) return;
  state = { ...state, viewport: { uri: view.file.uri, caseIndex: view.caseIndex, rows: b.rows, cols: b.cols, scale: vp.scale, x: vp.x, y: vp.y } };
  saveState(state);
}

function showMessage(text: string | undefined): void {
  messageBox.hidden = !text;
  messageBox.textContent = text ?? '';
}

function fillSelect(select: HTMLSelectElement, items: { value: string; label: string }[], value: string | undefined): void {
  const same = select.options.length === items.length && items.every((it, k) => select.options[k].value === it.value && select.options[k].text === it.label);
  if (!same) {
    select.replaceChildren(
      ...items.map((it) => {
        const o = document.createElement('option');
        o.value = it.value;
        o.text = it.label;
        return o;
      }),
    );
  }
  if (value !== undefined) select.value = value;
  select.disabled = items.length <= 1;
  // A narrow panel cuts the chosen option short: its tooltip has it whole.
  select.title = select.selectedOptions[0]?.text ?? '';
}

function setLocked(locked: boolean): void {
  lockButton.setAttribute('aria-pressed', String(locked));
  lockButton.textContent = locked ? 'Locked' : 'Lock';
  lockButton.title = locked ? 'Locked to this file: click to follow the active editor again' : 'Keep showing this file when another editor becomes active';
}

function applyView(m: ViewMessage): void {
  const previous = view;
  view = m;
  stopPlaying();
  fillSelect(
    casePicker,
    m.cases.map((c) => ({ value: String(c.index), label: c.label })),
    String(m.caseIndex),
  );
  fillSelect(
    layerPicker,
    m.layers.map((l) => ({ value: l.id, label: l.name })),
    m.layerId,
  );
  layerPicker.disabled = m.layers.length <= 1 || !m.board;
  answer.textContent = m.answer ?? '';
  setLocked(m.locked);
  renderIssues(issuesBox, m.issues, m.board !== undefined, (i: IssueItem) => send({ type: 'revealIssue', line: i.line, col: i.col }));
  showMessage(m.board ? undefined : m.status);
  tooltip.hidden = true;
  hoverCell = -1;

  const b = m.board;
  // Same file and test: an edit (even one that resizes the board) or a layer switch keeps the zoom;
  // after a reload the saved zoom comes back if the board is the same.
  let keep: Viewport | undefined;
  const saved = state.viewport;
  if (b && previous?.board && previous.file.uri === m.file.uri && previous.caseIndex === m.caseIndex) keep = board.viewport;
  else if (b && saved && saved.uri === m.file.uri && saved.caseIndex === m.caseIndex && saved.rows === b.rows && saved.cols === b.cols) keep = saved;
  const sameCase = previous ? previous.file.uri === m.file.uri && previous.caseIndex === m.caseIndex : state.uri === m.file.uri && state.caseIndex === m.caseIndex;
  step = b?.line ? clampStep(b.line, sameCase ? (previous ? step : (state.step ?? 0)) : 0) : 0;

  const timing = board.setBoard(b, keep, step);
  board.setCursor(m.cursor);
  updatePlayback();
  renderLegend(legendBox, b, theme);
  canvasEl.dataset.seq = String(m.seq);
  canvasEl.dataset.case = String(m.caseIndex);
  canvasEl.dataset.layer = m.layerId ?? '';
  canvasEl.dataset.rows = String(b?.rows ?? 0);
  canvasEl.dataset.cols = String(b?.cols ?? 0);
  document.body.dataset.state = b ? 'board' : 'message';
  if (b) {
    const total = timing.imageMs + timing.frameMs;
    canvasEl.dataset.drawMs = total.toFixed(1);
    console.log(`[grid-lens] drew ${b.rows}×${b.cols} in ${total.toFixed(1)} ms (image ${timing.imageMs.toFixed(1)} ms, frame ${timing.frameMs.toFixed(1)} ms)`);
    send({ type: 'drawn', rows: b.rows, cols: b.cols, imageMs: timing.imageMs, frameMs: timing.frameMs });
  }
  state = { ...state, uri: m.file.uri, locked: m.locked, caseIndex: m.caseIndex, layerId: m.layerId, step };
  if (b) rememberViewport(board.viewport);
  else saveState(state);
}

function applyEmpty(message: string, locked: boolean): void {
  view = undefined;
  stopPlaying();
  fillSelect(casePicker, [], undefined);
  fillSelect(layerPicker, [], undefined);
  answer.textContent = '';
  setLocked(locked);
  renderIssues(issuesBox, [], false, () => undefined);
  board.setBoard(undefined, undefined, 0);
  renderLegend(legendBox, undefined, theme);
  updatePlayback();
  showMessage(message);
  document.body.dataset.state = 'empty';
}

// ---------------------------------------------------------------- playback

function updatePlayback(): void {
  const line = view?.board?.line;
  const n = line ? stepCount(line) : 0;
  playback.hidden = n < 2;
  if (!line || n < 2) return;
  const rule = view?.board?.capture;
  const caught = rule ? captureAt(line, rule, step) : -1;
  const cols = view?.board?.cols ?? 1;
  const where = caught >= 0 ? ` · ${rule!.label} on (${Math.floor(caught / cols) + 1}, ${(caught % cols) + 1})` : '';
  stepLabel.textContent = `Step ${step} of ${n - 1} · ${line.label}${where}`;
  canvasEl.dataset.step = String(step);
  playButton.textContent = playTimer ? 'Pause' : 'Play';
}

function goToStep(next: number, animate = true): void {
  const line = view?.board?.line;
  if (!line) return;
  const s = clampStep(line, next);
  if (s === step) return;
  board.setStep(s, animate && Math.abs(s - step) === 1);
  step = s;
  state = { ...state, step };
  saveState(state);
  updatePlayback();
}

function stopPlaying(): void {
  if (playTimer) window.clearInterval(playTimer);
  playTimer = 0;
  playButton.textContent = 'Play';
}

function togglePlaying(): void {
  const line = view?.board?.line;
  if (!line) return;
  if (playTimer) return stopPlaying();
  if (step >= stepCount(line) - 1) goToStep(0, false);
  playTimer = window.setInterval(() => {
    if (!view?.board?.line || step >= stepCount(view.board.line) - 1) return stopPlaying();
    goToStep(step + 1);
  }, 400);
  updatePlayback();
}

byId('first').addEventListener('click', () => goToStep(0, false));
byId('prev').addEventListener('click', () => goToStep(step - 1));
byId('next').addEventListener('click', () => goToStep(step + 1));
byId('last').addEventListener('click', () => goToStep(Number.MAX_SAFE_INTEGER, false));
playButton.addEventListener('click', () => togglePlaying());

// ---------------------------------------------------------------- controls

casePicker.addEventListener('change', () => send({ type: 'select', caseIndex: Number(casePicker.value), layerId: view?.layerId }));
layerPicker.addEventListener('change', () => send({ type: 'select', caseIndex: view?.caseIndex ?? 0, layerId: layerPicker.value }));
byId('fit').addEventListener('click', () => board.fit());
lockButton.addEventListener('click', () => {
  const locked = lockButton.getAttribute('aria-pressed') !== 'true';
  setLocked(locked);
  state = { ...state, locked };
  saveState(state);
  send({ type: 'lock', locked });
});
byId('export').addEventListener('click', async () => {
  if (!view?.board) return;
  const blob = await board.toPng();
  if (!blob) return;
  const base = view.file.name.replace(/\.[^.]*$/, '');
  const test = view.cases.length > 1 ? `-test${view.caseIndex + 1}` : '';
  send({ type: 'exportPng', data: new Uint8Array(await blob.arrayBuffer()), name: `${base}${test}-${view.layerId ?? 'board'}.png` });
});

window.addEventListener('keydown', (e) => {
  if (inControl(e.target) || e.altKey || e.ctrlKey || e.metaKey || !view?.board) return;
  const line = view.board.line;
  const handled = (() => {
    switch (e.key) {
      case 'ArrowRight':
        return line ? goToStep(step + 1) : board.panBy(-40, 0);
      case 'ArrowLeft':
        return line ? goToStep(step - 1) : board.panBy(40, 0);
      case 'ArrowUp':
        return board.panBy(0, 40);
      case 'ArrowDown':
        return board.panBy(0, -40);
      case 'Home':
        return goToStep(0, false);
      case 'End':
        return goToStep(Number.MAX_SAFE_INTEGER, false);
      case ' ':
        return togglePlaying();
      case '+':
      case '=':
        return board.zoomBy(1.25);
      case '-':
        return board.zoomBy(0.8);
      case '0':
        return board.fit();
      default:
        return false;
    }
  })();
  if (handled !== false) e.preventDefault();
});

watchTheme(() => {
  theme = readTheme();
  board.setTheme(theme);
  renderLegend(legendBox, view?.board, theme);
});

onMessage((m: HostMessage) => {
  switch (m.type) {
    case 'view':
      return applyView(m);
    case 'empty':
      return applyEmpty(m.message, m.locked);
    case 'cursor':
      if (view && m.seq === view.seq) board.setCursor(m.cell);
      return;
    case 'describe':
      if (m.requestId !== describeId || hoverCell < 0) return;
      renderTooltip(tooltip, m.title, m.rows);
      tooltip.hidden = false;
      placeTooltip(tooltip, stage, hoverAt.x, hoverAt.y);
      return;
  }
});

setLocked(state.locked);
send({ type: 'ready', state });
