// The solution's languages, commands and compiler messages, without VS Code:
// real compilers' output (gcc, g++, javac, rustc as printed on Debian 12;
// go's as its documentation shows it) read into positions, placeholders
// filled and quoted so the shell reads the paths back unchanged.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexOfColumn, parseCompilerOutput } from '../../src/extension/solution/compilerMessages';
import { fillCommand, LANGUAGES, languageOf, shellWord } from '../../src/extension/solution/languages';

const GPP = `sol.cpp: In function ‘int main()’:
sol.cpp:4:18: error: ‘b’ was not declared in this scope
    4 |   printf("%d\\n", b);
      |                  ^
sol.cpp:5:11: error: expected ‘;’ before ‘}’ token
    5 |   return 0
      |           ^
      |           ;
    6 | }
      | ~
`;

const GCC = `s.c: In function ‘main’:
s.c:4:16: warning: unused variable ‘a’ [-Wunused-variable]
s.c:4:16: error: ‘b’ undeclared (first use in this function)
    4 |         return b;
      |                ^
s.c:4:16: note: each undeclared identifier is reported only once for each function it appears in
`;

const JAVAC = `Main.java:3: error: ';' expected
    int x = 1
             ^
1 error
`;

const RUSTC = `error[E0425]: cannot find value \`x\` in this scope
 --> sol.rs:3:20
  |
3 |     println!("{}", x);
  |                    ^
  |
warning: unused variable: \`a\`
 --> sol.rs:2:9
  |
error: aborting due to 1 previous error; 1 warning emitted

For more information about this error, try \`rustc --explain E0425\`.
`;

const GO = `# command-line-arguments
./sol.go:7:2: undefined: x
./sol.go:9:13: cannot use "a" (untyped string constant) as int value in assignment
`;

const LINKER = `/usr/bin/ld: /tmp/ccMg016j.o: in function \`main':
l.cpp:(.text+0x5): undefined reference to \`foo()'
collect2: error: ld returned 1 exit status
`;

describe('solution: compiler messages', () => {
  it('reads g++ errors with their line and column, and not the context lines', () => {
    assert.deepEqual(parseCompilerOutput(GPP), [
      { file: 'sol.cpp', line: 4, col: 18, severity: 'error', message: '‘b’ was not declared in this scope', tabWidth: 8 },
      { file: 'sol.cpp', line: 5, col: 11, severity: 'error', message: 'expected ‘;’ before ‘}’ token', tabWidth: 8 },
    ]);
  });

  it('reads gcc warnings as warnings and leaves notes out', () => {
    assert.deepEqual(
      parseCompilerOutput(GCC).map((m) => [m.severity, m.line, m.col]),
      [
        ['warning', 4, 16],
        ['error', 4, 16],
      ],
    );
  });

  it("takes javac's column from the caret under the quoted line", () => {
    assert.deepEqual(parseCompilerOutput(JAVAC), [{ file: 'Main.java', line: 3, col: 14, severity: 'error', message: "';' expected" }]);
  });

  it('reads rustc messages from the line that follows them, and skips its summaries', () => {
    assert.deepEqual(parseCompilerOutput(RUSTC), [
      { file: 'sol.rs', line: 3, col: 20, severity: 'error', message: 'cannot find value `x` in this scope' },
      { file: 'sol.rs', line: 2, col: 9, severity: 'warning', message: 'unused variable: `a`' },
    ]);
  });

  it('reads go build errors', () => {
    assert.deepEqual(
      parseCompilerOutput(GO).map((m) => [m.file, m.line, m.col, m.message]),
      [
        ['./sol.go', 7, 2, 'undefined: x'],
        ['./sol.go', 9, 13, 'cannot use "a" (untyped string constant) as int value in assignment'],
      ],
    );
  });

  it("maps gcc's screen columns past tabs to characters", () => {
    // s.c:4:16 above points at the "b" of "\treturn b;".
    assert.equal(indexOfColumn('\treturn b;', 16, 8), '\treturn '.length);
    assert.equal(indexOfColumn('  x', 3, 8), 2);
    assert.equal(indexOfColumn('a\tb', 9, 8), 2);
    assert.equal(indexOfColumn('ab', 40, 8), 2);
  });

  it('finds no position in a linker error (the caller reports it whole)', () => {
    assert.deepEqual(parseCompilerOutput(LINKER), []);
  });

  it('reads the messages of the real g++ on this machine', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grid-lens-compile-'));
    try {
      const file = join(dir, 'broken.cpp');
      writeFileSync(file, 'int main() {\n  return y;\n}\n');
      const r = spawnSync('g++', ['-fsyntax-only', file], { encoding: 'utf8' });
      assert.equal(r.error, undefined, 'g++ is needed for this test');
      assert.notEqual(r.status, 0, 'g++ accepted a program that uses an undeclared name');
      assert.deepEqual(
        parseCompilerOutput(r.stderr).map((m) => [m.file, m.line, m.col, m.severity]),
        [[file, 2, 10, 'error']],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('solution: languages and commands', () => {
  it('knows a source file by its ending, in any case', () => {
    assert.equal(languageOf('/a/sol.cpp')?.id, 'cpp');
    assert.equal(languageOf('/a/SOL.CC')?.id, 'cpp');
    assert.equal(languageOf('/a/s.c')?.id, 'c');
    assert.equal(languageOf('/a/Main.java')?.id, 'java');
    assert.equal(languageOf('x.py')?.id, 'python');
    assert.equal(languageOf('x.rs')?.id, 'rust');
    assert.equal(languageOf('x.go')?.id, 'go');
    assert.equal(languageOf('notes.txt'), undefined);
  });

  it('fills placeholders, quoting only paths the shell would misread', () => {
    const values = { file: '/w/sol.cpp', out: '/s/ab12/sol', dir: '/s/ab12', class: 'sol' };
    assert.equal(fillCommand('g++ -O2 -std=c++17 -o {out} {file}', values), 'g++ -O2 -std=c++17 -o /s/ab12/sol /w/sol.cpp');
    assert.equal(fillCommand('java -cp {dir} {class}', values), 'java -cp /s/ab12 sol');
    assert.equal(fillCommand('echo ${HOME} {unknown}', values), 'echo ${HOME} {unknown}');
    const odd = { ...values, file: "/my tests/it's $x.cpp" };
    const filled = fillCommand('printf "%s" {file}', odd);
    assert.equal(spawnSync('/bin/sh', ['-c', filled], { encoding: 'utf8' }).stdout, "/my tests/it's $x.cpp");
    assert.equal(shellWord('plain/path-1.cpp'), 'plain/path-1.cpp');
  });

  it("package.json's defaults are the table's, with a description for every setting", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
    const props = pkg.contributes.configuration.properties as Record<string, { default: unknown; description?: string; markdownDescription?: string }>;
    for (const l of LANGUAGES) {
      for (const [kind, value] of [
        ['compileCommand', l.compile],
        ['runCommand', l.run],
      ]) {
        const setting = props[`gridLens.solution.${l.id}.${kind}`];
        assert.ok(setting, `no setting gridLens.solution.${l.id}.${kind}`);
        assert.equal(setting.default, value, `gridLens.solution.${l.id}.${kind}`);
        assert.ok(setting.description || setting.markdownDescription, `gridLens.solution.${l.id}.${kind} has no description`);
      }
    }
  });
});
