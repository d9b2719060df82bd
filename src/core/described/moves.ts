// The "moves" and "answer" parts of a description: kinds of move (steps,
// rides, slides) with their directions and costs, and what to print.

import { MAX_COST, MAX_LINE_DIRECTIONS, MAX_MOVE_KINDS, MAX_OFFSET, MAX_STEP_OFFSETS, type MoveType } from '../search/moves/rules';
import { escapeText } from '../text/chars';
import { type Checker, closest, shown } from './check';
import type { JsonMember, JsonValue } from './json';
import { ANSWER_KINDS, type AnswerKind, type AnswerRule, DIRECTION_SETS, LIMITS, type NamedMove } from './types';

const MOVE_TYPES: readonly MoveType[] = ['step', 'ride', 'slide'];

/** When a description says nothing about moves: one step up, down, left or right costs 1. */
const DEFAULT_MOVES: NamedMove[] = [{ name: 'step', type: 'step', offsets: DIRECTION_SETS.orthogonal, cost: 1 }];

/** The widest stencil: as wide as the longest offset both ways. */
const STENCIL_SIDE = 2 * MAX_OFFSET + 1;

export function readMoves(c: Checker, member: JsonMember | undefined): NamedMove[] | undefined {
  if (!member) return DEFAULT_MOVES;
  const items = c.list(member.value, '"moves"', MAX_MOVE_KINDS);
  if (!items) return undefined;
  if (items.length === 0) return c.error(member.value.range, '"moves" is empty: give at least one kind of move, such as { "type": "step", "directions": "orthogonal" }.');
  const moves = items.map((item, k) => readMove(c, item, k));
  if (moves.some((m) => m === undefined)) return undefined;
  const lines = moves.reduce((n, m) => n + (m!.type === 'step' ? 0 : m!.offsets.length / 2), 0);
  if (lines > MAX_LINE_DIRECTIONS) return c.error(member.value.range, `The rides and slides have ${lines} directions in all; Grid Lens follows at most ${MAX_LINE_DIRECTIONS}.`);
  return moves as NamedMove[];
}

function readMove(c: Checker, node: JsonValue, k: number): NamedMove | undefined {
  const what = `Move ${k + 1}`;
  const m = c.object(node, what, ['type', 'directions', 'stencil', 'cost', 'throughWalls', 'name']);
  if (!m) return undefined;
  let type: MoveType = 'step';
  const typeNode = m.get('type');
  if (typeNode) {
    const s = c.string(typeNode.value, 'The type of a move');
    if (!s) return undefined;
    if (!(MOVE_TYPES as readonly string[]).includes(s.value)) {
      const near = closest(s.value, MOVE_TYPES);
      return c.error(
        s.range,
        `"${shown(s.value)}" is not a type of move.${near ? ` Did you mean "${near}"?` : ''} A move is a "step" (a jump by an offset), a "ride" (any distance along a direction, stopping on any free cell) or a "slide" (along a direction until a wall or the edge).`,
      );
    }
    type = s.value as MoveType;
  }
  const directions = m.get('directions');
  const stencil = m.get('stencil');
  if (directions && stencil) return c.error(stencil.keyRange, `${what} has both "directions" and "stencil"; give one of them.`);
  if (!directions && !stencil) return c.error(node.range, `${what} needs "directions" (such as "orthogonal", "knight" or [[1, 2], [2, 1]]) or a "stencil".`);
  const most = type === 'step' ? MAX_STEP_OFFSETS : MAX_LINE_DIRECTIONS;
  const offsets = directions ? readDirections(c, directions.value, most, type) : readStencil(c, stencil!.value, most);
  const cost = m.get('cost') ? c.integer(m.get('cost')!.value, 'The cost of a move', 0, MAX_COST) : 1;
  const through = m.get('throughWalls') ? c.boolean(m.get('throughWalls')!.value, '"throughWalls"') : false;
  if (through && type !== 'step') c.error(m.get('throughWalls')!.keyRange, `Only a step may go through walls: a ${type} stops at the first wall.`);
  const name = m.get('name') && c.string(m.get('name')!.value, 'The name of a move');
  if (!offsets || cost === undefined || through === undefined) return undefined;
  return { name: name ? shown(name.value) : type, type, offsets, cost, throughWalls: through || undefined };
}

/** A set's name, or a list of [row, column] pairs. */
function readDirections(c: Checker, node: JsonValue, most: number, type: MoveType): number[] | undefined {
  if (node.kind === 'string') {
    const set = Object.hasOwn(DIRECTION_SETS, node.value) ? DIRECTION_SETS[node.value] : undefined;
    if (set) return [...set];
    const near = closest(node.value, Object.keys(DIRECTION_SETS));
    return c.error(
      node.range,
      `"${shown(node.value)}" is not a set of directions.${near ? ` Did you mean "${near}"?` : ''} The sets are ${Object.keys(DIRECTION_SETS).join(', ')}; or list them, such as [[1, 2], [2, 1]].`,
    );
  }
  const items = c.list(node, type === 'step' ? 'The offsets of a step' : `The directions of a ${type}`, most);
  if (!items) return undefined;
  if (items.length === 0) return c.error(node.range, 'The list of directions is empty.');
  const out: number[] = [];
  const seen = new Set<string>();
  let ok = true;
  for (const item of items) {
    const pair = c.list(item, 'An offset', 2);
    const [dr, dc] =
      pair?.length === 2
        ? pair.map((x) => c.integer(x, 'An offset', -MAX_OFFSET, MAX_OFFSET))
        : [c.error(item.range, 'An offset is a pair [rows, columns], such as [1, 2]: rows down, columns right.'), undefined];
    if (dr === undefined || dc === undefined) {
      ok = false;
      continue;
    }
    if (dr === 0 && dc === 0) c.error(item.range, '[0, 0] moves nowhere.');
    else if (seen.has(`${dr},${dc}`)) c.error(item.range, `[${dr}, ${dc}] is listed twice.`);
    seen.add(`${dr},${dc}`);
    out.push(dr, dc);
  }
  return ok ? out : undefined;
}

/**
 * A picture of the moves: rows of equal length, one "o" where the piece
 * stands, an "x" on each cell it may move to, "." elsewhere.
 */
function readStencil(c: Checker, node: JsonValue, most: number): number[] | undefined {
  const rows = c.list(node, 'A stencil', STENCIL_SIDE);
  if (!rows) return undefined;
  const lines: string[] = [];
  for (const r of rows) {
    const s = c.string(r, 'A stencil row');
    if (!s) return undefined;
    lines.push(s.value);
  }
  const width = lines[0]?.length ?? 0;
  if (lines.length === 0 || width === 0) return c.error(node.range, 'The stencil is empty: draw rows such as ".x.", "xox", ".x." (o the piece, x where it may go).');
  if (width > STENCIL_SIDE || lines.some((l) => l.length !== width)) return c.error(node.range, `The stencil's rows must all be as long as the first (${width}), and at most ${STENCIL_SIDE} long.`);
  const bad = lines.join('').match(/[^.xo]/);
  if (bad) return c.error(node.range, `The stencil has "${escapeText(bad[0])}": only "." (nothing), "x" (a cell to move to) and "o" (the piece, once).`);
  const pieces = lines.flatMap((l, r) => [...l].flatMap((ch, col) => (ch === 'o' ? [[r, col]] : [])));
  if (pieces.length !== 1) return c.error(node.range, `The stencil needs exactly one "o" where the piece stands; it has ${pieces.length}.`);
  const [pr, pc] = pieces[0];
  const out: number[] = [];
  lines.forEach((l, r) => [...l].forEach((ch, col) => ch === 'x' && out.push(r - pr, col - pc)));
  if (out.length === 0) return c.error(node.range, 'The stencil has no "x": mark the cells the piece may move to.');
  if (out.length / 2 > most) return c.error(node.range, `The stencil has ${out.length / 2} cells to move to; this kind of move may have at most ${most}.`);
  if (out.some((d) => Math.abs(d) > MAX_OFFSET)) return c.error(node.range, `A stencil's "x" may lie at most ${MAX_OFFSET} cells from its "o".`);
  return out;
}

export function readAnswer(c: Checker, member: JsonMember | undefined): AnswerRule | undefined {
  const rule: AnswerRule = { kind: 'distance', unreachable: '-1', countStartCell: false };
  if (!member) return rule;
  const node = member.value;
  if (node.kind === 'string') {
    const kind = answerKind(c, node.value, node.range);
    return kind && { ...rule, kind };
  }
  const m = c.object(node, '"answer"', ['kind', 'unreachable', 'countStartCell']);
  if (!m) return undefined;
  const kindNode = m.get('kind') && c.string(m.get('kind')!.value, 'The kind of answer');
  const kind = kindNode ? answerKind(c, kindNode.value, kindNode.range) : m.get('kind') ? undefined : rule.kind;
  const unreachableNode = m.get('unreachable') && c.string(m.get('unreachable')!.value, 'The unreachable text');
  if (unreachableNode) {
    const text = unreachableNode.value;
    if (text.length === 0 || text.length > LIMITS.textLength || /[^\x20-\x7e]/.test(text)) {
      c.error(unreachableNode.range, `The unreachable text is printed as a line of the judge's output: 1 to ${LIMITS.textLength} printable ASCII characters, such as "-1" or "IMPOSSIBLE".`);
    } else rule.unreachable = text;
    if (kind && kind !== 'distance') c.warn(m.get('unreachable')!.keyRange, `The answer "${kind}" always has a number to print; "unreachable" is for "distance".`);
  }
  const count = m.get('countStartCell') ? c.boolean(m.get('countStartCell')!.value, '"countStartCell"') : false;
  if (!kind || count === undefined) return undefined;
  return { ...rule, kind, countStartCell: count };
}

function answerKind(c: Checker, text: string, range: JsonValue['range']): AnswerKind | undefined {
  if ((ANSWER_KINDS as readonly string[]).includes(text)) return text as AnswerKind;
  const near = closest(text, ANSWER_KINDS);
  return c.error(range, `"${shown(text)}" is not a kind of answer.${near ? ` Did you mean "${near}"?` : ''} It is one of: ${ANSWER_KINDS.join(', ')}.`);
}
