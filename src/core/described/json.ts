// A JSON reader that keeps where every value and key stands (line and column,
// as the editor counts them), for messages at the right place. Strict JSON,
// as VS Code's JSON mode checks a .json file: no comments, no trailing commas.
// Safe on any text: a size limit, a depth limit, and no recursion (the values
// being read wait on an explicit stack), so no input can overflow the stack
// or take more than one pass. It stops at the first syntax error, which it
// reports in plain words.

import { describeChar } from '../text/chars';
import { type Issue, type Range } from '../text/issues';

interface Located {
  range: Range;
}

export interface JsonObject extends Located {
  kind: 'object';
  members: JsonMember[];
}

export interface JsonMember {
  key: string;
  keyRange: Range;
  /** No escapes in the key: character i of `key` stands at column keyRange.start.col + 1 + i. */
  keyPlain: boolean;
  value: JsonValue;
}

export interface JsonArray extends Located {
  kind: 'array';
  items: JsonValue[];
}

export interface JsonString extends Located {
  kind: 'string';
  value: string;
  /** No escapes between the quotes: character i of `value` stands at column range.start.col + 1 + i. */
  plain: boolean;
}

export interface JsonNumber extends Located {
  kind: 'number';
  value: number;
}

export interface JsonLiteral extends Located {
  kind: 'true' | 'false' | 'null';
}

export type JsonValue = JsonObject | JsonArray | JsonString | JsonNumber | JsonLiteral;

export interface JsonLimits {
  /** The most characters the text may have. */
  maxChars: number;
  /** The most objects and arrays inside one another. */
  maxDepth: number;
}

export interface JsonRead {
  /** The value, when the text is JSON; undefined after a syntax error. */
  value: JsonValue | undefined;
  issues: Issue[];
}

/** Stops reading at the first error: the reader's own way out of deep loops, caught in readJson. */
class SyntaxStop extends Error {}

/** A container being filled, waiting on the stack. */
interface OpenObject {
  node: JsonObject;
  /** The key of the member whose value is being read. */
  key: Omit<JsonMember, 'value'> | undefined;
  seen: Map<string, Range>;
}

type Open = OpenObject | { node: JsonArray };

export function readJson(text: string, limits: JsonLimits): JsonRead {
  const issues: Issue[] = [];
  if (text.length > limits.maxChars) {
    issues.push(
      issue(
        { start: { line: 0, col: 0 }, end: { line: 0, col: 1 } },
        `The file has ${text.length.toLocaleString('en-US')} characters; a description may have at most ${limits.maxChars.toLocaleString('en-US')}.`,
      ),
    );
    return { value: undefined, issues };
  }
  try {
    return { value: new Reader(text, limits.maxDepth, issues).document(), issues };
  } catch (e) {
    if (e instanceof SyntaxStop) return { value: undefined, issues };
    throw e;
  }
}

function issue(range: Range, message: string): Issue {
  return { range, message, severity: 'error', code: 'other' };
}

class Reader {
  private at = 0;
  private line = 0;
  /** Where the current line starts; a byte order mark is not a column, as in the editor. */
  private lineStart = 0;

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
    private readonly issues: Issue[],
  ) {
    if (text.charCodeAt(0) === 0xfeff) this.at = this.lineStart = 1;
  }

  document(): JsonValue {
    this.blanks();
    if (this.at >= this.text.length) this.fail(this.here(), 'The file is empty: a problem description is one JSON object, { … }.');
    const value = this.value();
    this.blanks();
    if (this.at < this.text.length) this.fail(this.here(), 'Text after the end of the JSON value: a description is one object, closed by its last "}".');
    return value;
  }

  /** One value, containers included, without recursion. */
  private value(): JsonValue {
    const stack: Open[] = [];
    let done: JsonValue | undefined;
    for (;;) {
      // A value to read now: an object's member or an array's item is due, or the top value.
      const top = stack[stack.length - 1];
      if (top && 'seen' in top) {
        if (!this.memberDue(top)) {
          done = this.close(stack);
          if (done && stack.length === 0) return done;
          continue;
        }
      } else if (top) {
        if (!this.itemDue(top.node)) {
          done = this.close(stack);
          if (done && stack.length === 0) return done;
          continue;
        }
      }
      const start = this.here();
      const c = this.text.charCodeAt(this.at);
      if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        if (stack.length >= this.maxDepth) this.fail(start, `Nesting deeper than ${this.maxDepth} levels of objects and arrays: a problem description needs far fewer.`);
        this.at++;
        const range = { start, end: start };
        if (c === 0x7b) stack.push({ node: { kind: 'object', members: [], range }, key: undefined, seen: new Map() });
        else stack.push({ node: { kind: 'array', items: [], range } });
        this.blanks();
        continue;
      }
      const scalar = this.scalar(start);
      if (stack.length === 0) return scalar;
      this.attach(stack[stack.length - 1], scalar);
    }
  }

  /** Before an object's next member: reads its key and colon and says true, or says false at the closing brace. */
  private memberDue(open: OpenObject): boolean {
    const node = open.node;
    this.blanks();
    const c = this.text.charCodeAt(this.at);
    if (node.members.length > 0) {
      if (c === 0x7d /* } */) return false;
      if (c !== 0x2c /* , */)
        this.fail(
          this.here(),
          this.at >= this.text.length
            ? 'The file ends inside an object: a "}" is missing.'
            : `Expected a comma or "}" after the value of "${node.members[node.members.length - 1].key}", not ${this.what()}.`,
        );
      const comma = this.here();
      this.at++;
      this.blanks();
      if (this.text.charCodeAt(this.at) === 0x7d) this.fail(comma, 'A comma after the last member: JSON allows none before "}".');
    } else if (c === 0x7d) return false;
    const start = this.here();
    if (this.text.charCodeAt(this.at) !== 0x22 /* " */)
      this.fail(start, this.at >= this.text.length ? 'The file ends inside an object: a "}" is missing.' : `Expected a property name in double quotes, not ${this.what()}.`);
    const key = this.string(start);
    this.blanks();
    if (this.text.charCodeAt(this.at) !== 0x3a /* : */) this.fail(this.here(), `Expected ":" after the property name "${key.value}", not ${this.what()}.`);
    this.at++;
    this.blanks();
    const before = open.seen.get(key.value);
    if (before) this.fail(key.range, `The property "${key.value}" is given twice (first at line ${before.start.line + 1}): JSON readers keep only one of them.`);
    open.seen.set(key.value, key.range);
    open.key = { key: key.value, keyRange: key.range, keyPlain: key.plain };
    return true;
  }

  /** Before an array's next item: says true when one follows, false at the closing bracket. */
  private itemDue(node: JsonArray): boolean {
    this.blanks();
    const c = this.text.charCodeAt(this.at);
    if (c === 0x5d /* ] */) return false;
    if (node.items.length === 0) return true;
    if (c !== 0x2c)
      this.fail(
        this.here(),
        this.at >= this.text.length ? 'The file ends inside an array: a "]" is missing.' : `Expected a comma or "]" after item ${node.items.length} of the list, not ${this.what()}.`,
      );
    const comma = this.here();
    this.at++;
    this.blanks();
    if (this.text.charCodeAt(this.at) === 0x5d) this.fail(comma, 'A comma after the last item: JSON allows none before "]".');
    return true;
  }

  /** Closes the container on top of the stack (its closing character is next) and hands it to the one below; returns it. */
  private close(stack: Open[]): JsonValue {
    const open = stack.pop()!;
    this.at++;
    open.node.range = { start: open.node.range.start, end: this.here() };
    if (stack.length > 0) this.attach(stack[stack.length - 1], open.node);
    return open.node;
  }

  private attach(open: Open, value: JsonValue): void {
    if ('seen' in open) {
      open.node.members.push({ ...open.key!, value });
      open.key = undefined;
    } else open.node.items.push(value);
  }

  private scalar(start: { line: number; col: number }): JsonValue {
    const c = this.text.charCodeAt(this.at);
    if (c === 0x22) return this.string(start);
    if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) return this.number(start);
    for (const word of ['true', 'false', 'null'] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return { kind: word, range: { start, end: this.here() } };
      }
    }
    if (this.at >= this.text.length) this.fail(start, 'The file ends where a value is expected.');
    if (c === 0x27 /* ' */) this.fail(start, 'Strings in JSON are in double quotes "…", not single quotes.');
    if (c === 0x7d || c === 0x5d) this.fail(start, `Expected a value before "${this.text[this.at]}".`);
    this.fail(start, `Expected a value here (an object {…}, a list […], a string "…", a number, true, false or null), not ${this.what()}.`);
  }

  private string(start: { line: number; col: number }): JsonString {
    this.at++;
    let value = '';
    let plain = true;
    let from = this.at;
    for (;;) {
      if (this.at >= this.text.length) this.fail(start, 'This string is not closed: the file ends before its closing ".');
      const c = this.text.charCodeAt(this.at);
      if (c === 0x22) break;
      if (c === 0x0a || c === 0x0d) this.fail(start, 'This string is not closed: it needs a " before the end of the line.');
      if (c < 0x20) this.fail(this.here(), `${describeChar(this.text[this.at])} inside a string: JSON wants it written as an escape, such as \\t or \\u0009.`);
      if (c !== 0x5c /* \ */) {
        this.at++;
        continue;
      }
      plain = false;
      value += this.text.slice(from, this.at);
      const escape = this.here();
      const e = this.text[this.at + 1];
      const simple = SIMPLE_ESCAPES[e];
      if (simple !== undefined) {
        value += simple;
        this.at += 2;
      } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) {
        value += String.fromCharCode(parseInt(this.text.slice(this.at + 2, this.at + 6), 16));
        this.at += 6;
      } else this.fail(escape, `"\\${e ?? ''}" is not an escape JSON knows: use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by four hexadecimal digits.`);
      from = this.at;
    }
    value += this.text.slice(from, this.at);
    this.at++;
    return { kind: 'string', value, plain, range: { start, end: this.here() } };
  }

  private number(start: { line: number; col: number }): JsonNumber {
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text);
    const next = match ? this.text.charCodeAt(this.at + match[0].length) : 0;
    if (!match || (next >= 0x30 && next <= 0x39) || next === 0x2e || next === 0x65 || next === 0x45) {
      this.fail(start, 'Write numbers as JSON does: digits with an optional "-" before them, no leading zeros (7, not 07), digits on both sides of a decimal point.');
    }
    this.at += match[0].length;
    return { kind: 'number', value: Number(match[0]), range: { start, end: this.here() } };
  }

  /** Skips the blanks JSON allows between tokens (space, tab, line breaks); refuses comments, as JSON does. */
  private blanks(): void {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(this.at);
      if (c === 0x20 || c === 0x09) this.at++;
      else if (c === 0x0a || c === 0x0d) {
        this.at += c === 0x0d && text.charCodeAt(this.at + 1) === 0x0a ? 2 : 1;
        this.line++;
        this.lineStart = this.at;
      } else if (c === 0x2f /* / */ && (text[this.at + 1] === '/' || text[this.at + 1] === '*')) {
        this.fail(this.here(), 'Comments are not allowed in JSON; a "notes" property can hold a remark.');
      } else return;
    }
  }

  private here(): { line: number; col: number } {
    return { line: this.line, col: this.at - this.lineStart };
  }

  /** The character at the reading position, for a message. */
  private what(): string {
    return this.at >= this.text.length ? 'the end of the file' : describeChar(String.fromCodePoint(this.text.codePointAt(this.at)!));
  }

  private fail(where: Range | { line: number; col: number }, message: string): never {
    const range = 'start' in where ? where : { start: where, end: { line: where.line, col: where.col + 1 } };
    this.issues.push(issue(range, message));
    throw new SyntaxStop();
  }
}

const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Sticky: matches at lastIndex only. */
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
