// What the extension's manifest and grammar derive from the registry: the
// problem ids the `gridLens.associations` setting accepts, and the TextMate
// grammar's board letters. scripts/manifest.ts writes them into package.json
// and syntaxes/; test/unit/manifest.test.ts holds the files to this.

import type { Registry } from './problems';

/** The `enum` and its descriptions for a setting that names a problem. */
export function problemEnum(registry: Registry): { enum: string[]; enumDescriptions: string[] } {
  return { enum: [...registry.ids], enumDescriptions: registry.problems.map((p) => `${p.title} (${p.judge})`) };
}

/** Scope families for the letters of pieces and marks, in order: each gets its own theme colour. */
const PIECE_SCOPES = ['entity.name.function', 'string.quoted', 'variable.language', 'entity.name.type', 'storage.type', 'constant.language', 'support.function', 'markup.bold'];

/** Typographic stand-ins for board characters, which the reader refuses (see text/chars.ts). */
const TYPOGRAPHIC_CLASS = '[\\u2026\\u00b7\\uff0e\\uff03\\u2212\\u2013]';

/** The grammar of grid test inputs: lines of numbers, and board rows with each problem's letters coloured by their role. */
export function gridGrammar(registry: Registry): object {
  const cells = registry.problems.flatMap((p) => p.description.cells);
  const walls = unique(cells.filter((c) => c.role === 'wall').map((c) => c.ch));
  const floors = unique(cells.filter((c) => c.role === 'floor').map((c) => c.ch)).filter((ch) => !walls.includes(ch));
  const pieces = unique(cells.filter((c) => c.role === 'piece' || c.role === 'mark').map((c) => c.ch)).filter((ch) => !walls.includes(ch) && !floors.includes(ch));
  const all = [...walls, ...floors, ...pieces];
  return {
    $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
    name: 'Grid Test Input',
    scopeName: 'source.grid-input',
    patterns: [{ include: '#header' }, { include: '#row' }],
    repository: {
      header: {
        comment: 'A line of whole numbers: test counts, sizes, coordinates.',
        match: '^\\s*[+-]?\\d+(?:\\s+[+-]?\\d+)*\\s*$',
        name: 'constant.numeric.header.grid-input',
      },
      row: {
        begin: '^(?=\\s*\\S)',
        end: '$',
        patterns: [
          ...walls.map((ch) => ({ match: `${escape(ch)}+`, name: 'keyword.control.wall.grid-input' })),
          ...floors.map((ch) => ({ match: `${escape(ch)}+`, name: 'comment.floor.grid-input' })),
          ...pieces.map((ch, k) => ({ match: escape(ch), name: `${PIECE_SCOPES[k % PIECE_SCOPES.length]}.piece-${ch.toLowerCase()}.grid-input` })),
          { match: TYPOGRAPHIC_CLASS, name: 'invalid.illegal.typographic.grid-input' },
          { match: `[^\\s${all.map(escape).join('')}]`, name: 'invalid.illegal.unknown.grid-input' },
        ],
      },
    },
  };
}

function unique(chars: string[]): string[] {
  return [...new Set(chars)];
}

/** A character as a regular expression matches it literally (inside a class too). */
function escape(ch: string): string {
  return /[.*+?^${}()|[\]\\/-]/.test(ch) ? `\\${ch}` : ch;
}
