// The "cells" part of a description: every character a board may hold and
// its role (floor, wall, start, goal, digit), with costs and counts. A
// character given two roles is a contradiction, reported at both places.

import { describeChar } from '../text/chars';
import { type Range } from '../text/issues';
import { MAX_COST } from '../search/moves/rules';
import { type Checker, shown, within } from './check';
import type { JsonMember, JsonValue } from './json';
import { type DescribedCell, LIMITS, type RoleName, ROLES } from './types';

/** When a description says nothing about cells: "." floor, "#" wall. (Messages show a cell's character beside its name.) */
const DEFAULT_CELLS: DescribedCell[] = [
  { ch: '.', role: 'floor', cost: 0, name: 'a floor cell' },
  { ch: '#', role: 'wall', cost: 0, name: 'a wall' },
];

const ROLE_WORDS: Record<RoleName, string> = { floor: 'a floor cell', wall: 'a wall', start: 'a start', goal: 'a goal', digit: 'a digit cell' };

export function readCells(c: Checker, member: JsonMember | undefined): DescribedCell[] | undefined {
  if (!member) return DEFAULT_CELLS;
  const node = member.value;
  if (node.kind !== 'object') return c.error(node.range, `"cells" must be an object {…} from characters to roles, such as { ".": "floor", "#": "wall" }.`);
  const out: DescribedCell[] = [];
  const where = new Map<string, { role: RoleName; range: Range }>();
  for (const m of node.members) {
    const rule = readRule(c, m.value, m.key);
    if (m.key.length === 0) {
      c.error(m.keyRange, 'An empty key names no character: write the characters the role is for, such as "." or "0123456789".');
      continue;
    }
    for (let i = 0; i < m.key.length; i++) {
      const ch = m.key[i];
      // The key's characters stand one column each inside its quotes (a key with escapes is shown whole).
      const range = within({ kind: 'string', value: m.key, plain: m.keyPlain, range: m.keyRange }, i, i + 1);
      const code = ch.charCodeAt(0);
      if (code <= 0x20 || code >= 0x7f) {
        c.error(range, `${describeChar(ch)} cannot be a board character: a judge reads boards as printable ASCII characters between blanks ("!" to "~").`);
        continue;
      }
      if (!rule) continue;
      if (rule.role === 'digit' && !(ch >= '0' && ch <= '9')) {
        c.error(range, `"${ch}" is not a digit: the role "digit" makes a cell cost its digit, so it is for "0" to "9" only.`);
        continue;
      }
      const before = where.get(ch);
      if (before) {
        if (before.role === rule.role) c.error(range, `"${ch}" is listed twice, both times as ${ROLE_WORDS[rule.role]}.`);
        else {
          const message = `"${ch}" is given two roles: ${ROLE_WORDS[before.role]} and ${ROLE_WORDS[rule.role]}. A character has one role.`;
          c.error(before.range, message);
          c.error(range, message);
        }
        continue;
      }
      where.set(ch, { role: rule.role, range });
      const cost = rule.role === 'digit' ? code - 0x30 : rule.cost;
      out.push({ ch, role: rule.role, cost, count: rule.count, name: rule.name ?? ROLE_WORDS[rule.role] });
    }
  }
  if (out.length > 0 && out.every((x) => x.role === 'wall')) c.error(node.range, 'Every character is a wall: some cell must be one a piece can stand on.');
  if (node.members.length === 0) c.error(node.range, '"cells" is empty: list the board\'s characters, such as { ".": "floor", "#": "wall" }.');
  return out;
}

interface Rule {
  role: RoleName;
  cost: number;
  count: number | undefined;
  name: string | undefined;
}

/** A role: a word, or { "role", "cost", "count", "name" }. */
function readRule(c: Checker, node: JsonValue, key: string): Rule | undefined {
  if (node.kind === 'string') {
    const role = roleOf(c, node.value, node.range);
    return role && { role, cost: 0, count: undefined, name: undefined };
  }
  const m = c.object(node, `The role of "${shown(key)}"`, ['role', 'cost', 'count', 'name']);
  if (!m) return undefined;
  const roleNode = m.get('role');
  if (!roleNode) return c.error(node.range, `The cells "${shown(key)}" need a "role": ${ROLES.join(', ')}.`);
  const roleText = c.string(roleNode.value, 'The role');
  const role = roleText && roleOf(c, roleText.value, roleText.range);
  let cost = 0;
  const costNode = m.get('cost');
  if (costNode && role) {
    if (role === 'wall' || role === 'digit') c.error(costNode.keyRange, role === 'wall' ? 'A wall is never entered, so it has no cost.' : 'A digit cell costs its digit; it takes no "cost".');
    else cost = c.integer(costNode.value, 'A cost', 0, MAX_COST) ?? 0;
  }
  const count = m.get('count') && c.integer(m.get('count')!.value, 'The count', 0, LIMITS.boardCells);
  const nameNode = m.get('name') && c.string(m.get('name')!.value, 'The name');
  if (!role) return undefined;
  return { role, cost, count, name: nameNode ? shown(nameNode.value) : undefined };
}

function roleOf(c: Checker, text: string, range: Range): RoleName | undefined {
  if ((ROLES as readonly string[]).includes(text)) return text as RoleName;
  return c.error(range, `"${shown(text)}" is not a role; a cell is one of: ${ROLES.join(', ')}.`);
}
