// Checking the user's own solution, in the real extension host with real
// programs: a right and a wrong Python solution of the Pacman examples (the
// wrong one counts only the vampires on a shortest path, as the write-up
// does), a C++ one built through the compile settings, programs that hang,
// fork, crash and flood. Verdicts are read from the Test Explorer's items as
// the extension reported them through the Testing API.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { pacmanSolution } from '../pacmanSolution';
import { closeAllEditors, examples, gridLens, openInEditor, waitFor, workspaceDir, writeWorkspaceFile } from './helpers';

interface Reported {
  state: string;
  message?: string;
  expected?: string;
  actual?: string;
  line?: number;
  durationMs?: number;
}

interface SolutionApi {
  solution: {
    testItems(): { id: string; label: string; description?: string; result?: Reported; children: { id: string; label: string; line?: number; result?: Reported }[] }[];
    verdictFor(uri: vscode.Uri): { verdict: string; line: string; cases: { label: string; state: string; short: string }[] } | undefined;
  };
}

interface RunSummary {
  solution: string;
  built: boolean;
  verdicts: { uri: vscode.Uri; verdict: string; line: string }[];
  passedOver: number;
  cancelled: boolean;
}

const runSolution = (...args: unknown[]) => vscode.commands.executeCommand<RunSummary | undefined>('gridLens.runSolution', ...args);
const config = () => vscode.workspace.getConfiguration('gridLens');
const setting = (key: string, value: unknown) => config().update(key, value, vscode.ConfigurationTarget.Workspace);

const right = pacmanSolution(true);
const wrong = pacmanSolution(false);

/** Starts a child that never ends, writes both process ids, and never ends itself. */
const HANG_PY = String.raw`
import os, sys, time
child = os.fork()
if child == 0:
    time.sleep(1000)
    os._exit(0)
with open(sys.argv[1], 'w') as f:
    f.write(f'{os.getpid()} {child}')
time.sleep(1000)
`;

/** Whether a process is still there (a zombie waiting for its parent counts as ended). */
function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('Run My Solution', function () {
  this.timeout(120_000);
  let api: SolutionApi;
  const sample = () => examples().find((e) => e.id === 'pacman' && e.name === 'sample')!;
  const item = (uri: vscode.Uri) => api.solution.testItems().find((i) => i.id === uri.toString());
  const program = (name: string, text: string) => writeWorkspaceFile(`solutions/${name}`, text).fsPath;

  before(async () => {
    api = (await gridLens()) as unknown as SolutionApi;
  });

  afterEach(async () => {
    await closeAllEditors();
    await vscode.commands.executeCommand('gridLens.chooseSolution', 'command');
  });

  after(async () => {
    for (const key of ['solution.command', 'solution.timeLimitMs', 'solution.memoryLimitMB']) await setting(key, undefined);
  });

  it('accepts a right solution: the file and every case pass in the Test Explorer', async () => {
    await setting('solution.command', `python3 ${program('right.py', right)}`);
    const summary = await runSolution(sample().input);
    assert.ok(summary, 'the command ran nothing');
    assert.equal(summary.verdicts.length, 1);
    assert.match(summary.verdicts[0].line, /^AC \(\d+ ms\)$/);
    const file = item(sample().input);
    assert.ok(file, 'no Test Explorer item for sample.in');
    assert.equal(file.label, 'sample.in');
    assert.equal(file.result?.state, 'passed');
    assert.ok((file.result?.durationMs ?? 0) > 0, 'no duration');
    assert.deepEqual(
      file.children.map((c) => [c.label, c.result?.state]),
      ['4 × 8', '4 × 8', '4 × 8', '5 × 6', '3 × 2', '1 × 12', '3 × 12', '8 × 8'].map((size, i) => [`test ${i + 1} · ${size}`, 'passed']),
    );
    // Each case sits at its header line: the count is line 0, the first header line 1.
    assert.deepEqual(
      file.children.slice(0, 3).map((c) => c.line),
      [1, 6, 11],
    );
    assert.deepEqual(
      api.solution.verdictFor(sample().input)?.cases.map((c) => c.short),
      Array(8).fill('AC'),
    );
  });

  it('catches a wrong solution: each wrong case fails with expected against actual, at its header line', async () => {
    await setting('solution.command', `python3 ${program('wrong.py', wrong)}`);
    const summary = await runSolution(sample().input);
    assert.equal(summary?.verdicts[0].line.replace(/ \(\d+ ms\)$/, ''), 'WA on test 1: expected 480, got 500');
    const file = item(sample().input)!;
    assert.equal(file.result?.state, 'failed');
    assert.equal(file.result?.expected, sample().expected);
    assert.equal(file.result?.actual, '500\n500\n490\n500\n500\n470\n500\n-120\n');
    const failed = file.children.filter((c) => c.result?.state === 'failed');
    assert.deepEqual(
      failed.map((c) => [c.label.split(' · ')[0], c.result?.expected, c.result?.actual, c.result?.line]),
      [
        ['test 1', '480', '500', 1],
        ['test 3', '470', '490', 11],
        ['test 4', '490', '500', 16],
        ['test 5', '480', '500', 22],
      ],
    );
    assert.equal(failed[0].result?.message, 'Wrong answer on test 1: expected 480, your program printed 500');
    assert.deepEqual(
      file.children.filter((c) => c.result?.state === 'passed').map((c) => c.label.split(' · ')[0]),
      ['test 2', 'test 6', 'test 7', 'test 8'],
    );
    assert.equal(api.solution.verdictFor(sample().input)?.cases[0].short, 'WA: expected 480, you printed 500');
  });

  it('judges every test in a folder, passing over files that are not tests', async () => {
    await setting('solution.command', `python3 ${program('wrong.py', wrong)}`);
    writeWorkspaceFile('pacman/notes.txt', 'Tests to try next: a vampire behind the food.\n');
    try {
      const folder = vscode.Uri.file(path.join(workspaceDir(), 'pacman'));
      const summary = await runSolution(folder);
      assert.ok(summary);
      const judged = Object.fromEntries(summary.verdicts.map((v) => [path.basename(v.uri.fsPath), v.verdict]));
      const inputs = examples().filter((e) => e.id === 'pacman');
      assert.deepEqual(Object.keys(judged).sort(), inputs.map((e) => `${e.name}.in`).sort());
      // The write-up's rule is right on some examples and wrong on others; the runner must tell them apart.
      assert.equal(judged['sample.in'], 'WA');
      assert.equal(judged['detours.in'], 'WA');
      assert.equal(judged['walled-off.in'], 'AC');
      assert.equal(summary.passedOver, 1, 'notes.txt is not a test');
      assert.equal(item(vscode.Uri.file(path.join(workspaceDir(), 'pacman', 'notes.txt'))), undefined);
    } finally {
      fs.rmSync(path.join(workspaceDir(), 'pacman', 'notes.txt'));
    }
  });

  it('ends a hanging program at the time limit, with its forked child, and says TLE', async () => {
    const pids = path.join(workspaceDir(), 'solutions', 'pids.txt');
    await setting('solution.command', `python3 ${program('hang.py', HANG_PY)} ${pids}`);
    await setting('solution.timeLimitMs', 1500);
    const started = Date.now();
    const summary = await runSolution(sample().input);
    assert.equal(summary?.verdicts[0].verdict, 'TLE');
    assert.ok(Date.now() - started < 30_000, 'the run did not stop at the limit');
    const file = item(sample().input)!;
    assert.equal(file.result?.state, 'errored');
    assert.equal(file.result?.message, 'TLE (1500 ms)');
    assert.equal(file.children[0].result?.state, 'errored');
    assert.ok(
      file.children.slice(1).every((c) => c.result?.state === 'skipped'),
      'tests after the one it hung on were not reached',
    );
    const [parent, child] = fs.readFileSync(pids, 'utf8').split(' ').map(Number);
    assert.ok(parent > 0 && child > 0);
    await waitFor('both processes to be gone', () => (!isRunning(parent) && !isRunning(child) ? true : undefined), 5000);
  });

  it('says RE with the end of standard error when the program crashes', async () => {
    await setting('solution.command', `python3 ${program('crash.py', 'import sys\nprint(480)\nsys.stdout.flush()\nraise ValueError("no food on this board")\n')}`);
    const summary = await runSolution(sample().input);
    assert.equal(summary?.verdicts[0].verdict, 'RE');
    const file = item(sample().input)!;
    assert.equal(file.result?.state, 'errored');
    assert.match(file.result?.message ?? '', /^RE \(exit 1, \d+ ms\): ValueError: no food on this board/);
    assert.match(file.result?.message ?? '', /Standard error \(the end\):\n(.|\n)*Traceback/);
    // What it printed before it crashed was right: the first test passes, the second carries the crash.
    assert.deepEqual(
      file.children.slice(0, 3).map((c) => c.result?.state),
      ['passed', 'errored', 'skipped'],
    );
  });

  it('stops a program that floods its output, and says OLE', async () => {
    await setting('solution.command', 'yes 480');
    const summary = await runSolution(sample().input);
    assert.equal(summary?.verdicts[0].verdict, 'OLE');
    assert.match(item(sample().input)?.result?.message ?? '', /^OLE \(more than 16 MB of output/);
  });

  it('builds a chosen C++ file through the compile setting, once, and runs it', async () => {
    const cpp = writeWorkspaceFile('solutions/sum.cpp', '#include <cstdio>\nint main() {\n  int t;\n  if (scanf("%d", &t) != 1) return 1;\n  for (int i = 0; i < t; i++) std::printf("480\\n");\n}\n');
    await vscode.commands.executeCommand('gridLens.chooseSolution', cpp);
    const first = await runSolution(sample().input);
    assert.ok(first, 'nothing ran');
    assert.equal(first.solution, 'sum.cpp');
    assert.equal(first.built, true);
    // Its answer is 480 for every test: right on tests 1 and 5 only.
    assert.equal(first.verdicts[0].line.replace(/ \(\d+ ms\)$/, ''), 'WA on test 2: expected 500, got 480');
    const again = await runSolution(sample().input);
    assert.equal(again?.built, false, 'built again although nothing changed');
    fs.appendFileSync(cpp.fsPath, '// changed\n');
    const changed = await runSolution(sample().input);
    assert.equal(changed?.built, true, 'not built again after its source changed');
  });

  it('builds Java and Rust solutions with the default commands, under the default memory limit', async function () {
    this.timeout(180_000);
    // Slow starts (the JVM) and first builds must not be judged here: the limit is the test's, not the solution's.
    await setting('solution.timeLimitMs', 20_000);
    const sources = {
      'Main.java':
        'import java.util.Scanner;\npublic class Main {\n  public static void main(String[] args) {\n    int t = new Scanner(System.in).nextInt();\n    for (int i = 0; i < t; i++) System.out.println(480);\n  }\n}\n',
      'sum.rs':
        'use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let t: usize = s.split_whitespace().next().unwrap().parse().unwrap();\n    for _ in 0..t {\n        println!("480");\n    }\n}\n',
    };
    for (const [name, text] of Object.entries(sources)) {
      await vscode.commands.executeCommand('gridLens.chooseSolution', writeWorkspaceFile(`solutions/${name}`, text));
      const summary = await runSolution(sample().input);
      assert.equal(summary?.built, true, `${name} was not built`);
      assert.equal(summary?.verdicts[0].line.replace(/ \(\d+ ms\)$/, ''), 'WA on test 2: expected 500, got 480', name);
    }
  });

  it('says MLE when an allocation fails under the memory limit', async () => {
    await setting('solution.command', `python3 ${program('hungry.py', 'block = bytearray(512 * 1024 * 1024)\nprint(len(block))\n')}`);
    await setting('solution.memoryLimitMB', 256);
    try {
      const summary = await runSolution(sample().input);
      assert.equal(summary?.verdicts[0].verdict, 'MLE');
      assert.match(item(sample().input)?.result?.message ?? '', /^MLE \(limit 256 MB, \d+ ms\): MemoryError/);
    } finally {
      await setting('solution.memoryLimitMB', undefined);
    }
  });

  it('a run cancelled from the Test Explorer ends its program and the child it forked at once', async () => {
    const pids = path.join(workspaceDir(), 'solutions', 'cancelled-pids.txt');
    fs.rmSync(pids, { force: true });
    await setting('solution.command', `python3 ${program('hang.py', HANG_PY)} ${pids}`);
    await setting('solution.timeLimitMs', 120_000);
    const running = runSolution(sample().input);
    await waitFor('the program to start', () => (fs.existsSync(pids) && fs.readFileSync(pids, 'utf8').includes(' ') ? true : undefined));
    await vscode.commands.executeCommand('testing.cancelRun');
    const summary = await running;
    assert.equal(summary?.cancelled, true);
    assert.deepEqual(summary?.verdicts, []);
    const [parent, child] = fs.readFileSync(pids, 'utf8').split(' ').map(Number);
    await waitFor('both processes to be gone', () => (!isRunning(parent) && !isRunning(child) ? true : undefined), 5000);
  });

  it('puts compile errors in the Problems view, at their line and column, and runs nothing', async () => {
    const bad = writeWorkspaceFile('solutions/bad.cpp', '#include <cstdio>\nint main() {\n\tstd::printf("%d\\n", answer);\n}\n');
    await vscode.commands.executeCommand('gridLens.chooseSolution', bad);
    const summary = await runSolution(sample().input);
    assert.equal(summary, undefined, 'a solution that does not build was run');
    const diagnostics = await waitFor('the compile error on bad.cpp', () => {
      const d = vscode.languages.getDiagnostics(bad).filter((x) => x.severity === vscode.DiagnosticSeverity.Error);
      return d.length ? d : undefined;
    });
    assert.match(diagnostics[0].message, /answer.*not declared/);
    // gcc counts the tab as 8 columns; the position is the name's character.
    assert.deepEqual([diagnostics[0].range.start.line, diagnostics[0].range.start.character], [2, '\tstd::printf("%d\\n", '.length]);
    // Fixed, it builds and the error is gone.
    fs.writeFileSync(bad.fsPath, '#include <cstdio>\nint main() {\n\tstd::printf("0\\n");\n}\n');
    await runSolution(sample().input);
    assert.deepEqual(vscode.languages.getDiagnostics(bad), []);
  });

  it("runs from the Test Explorer's own run action, through the run profile", async () => {
    await setting('solution.command', `python3 ${program('wrong.py', wrong)}`);
    await runSolution(sample().input);
    assert.equal(item(sample().input)?.result?.state, 'failed');
    await setting('solution.command', `python3 ${program('right.py', right)}`);
    await openInEditor(sample().input);
    await vscode.commands.executeCommand('testing.runCurrentFile');
    await waitFor('sample.in to pass after a run from the Test Explorer', () => (item(sample().input)?.result?.state === 'passed' ? true : undefined), 60_000);
  });

  it('a deleted test file leaves the Test Explorer', async () => {
    await setting('solution.command', `python3 ${program('right.py', right)}`);
    const doomed = writeWorkspaceFile('pacman/doomed.in', fs.readFileSync(sample().input.fsPath, 'utf8'));
    await runSolution(doomed);
    assert.equal(item(doomed)?.result?.state, 'passed');
    const edit = new vscode.WorkspaceEdit();
    edit.deleteFile(doomed);
    assert.ok(await vscode.workspace.applyEdit(edit));
    await waitFor('doomed.in to leave the Test Explorer', () => (item(doomed) === undefined ? true : undefined));
  });

  it('an edit drops the verdicts of the text that was judged', async () => {
    await setting('solution.command', `python3 ${program('right.py', right)}`);
    const editor = await openInEditor(sample().input);
    await runSolution();
    assert.equal(api.solution.verdictFor(sample().input)?.verdict, 'AC');
    await editor.edit((e) => e.replace(new vscode.Range(2, 1, 2, 2), '#'));
    assert.equal(api.solution.verdictFor(sample().input), undefined);
    assert.equal(item(sample().input)?.result, undefined);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
