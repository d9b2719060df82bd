// A problem described in a *.grid-problem.json file, in a real VS Code: its
// tests are recognized, solved, painted and hovered like a built-in
// problem's; editing the description re-reads its tests live, unsaved; its
// own mistakes show at their line and column; a file several problems fit
// says so, with quick fixes to choose.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, hoverText, gridLens, openInEditor, waitFor, workspaceDir, writeWorkspaceFile, type SolveOutcome } from './helpers';

interface Api {
  analysisFor(uri: vscode.Uri): Promise<{ problem?: string; why: string; output?: string; answers: (string | undefined)[]; errors: number } | undefined>;
  resultsFor(uri: vscode.Uri, layerId: string): Promise<{ answers: (string | undefined)[]; layers: (number[] | undefined)[] } | undefined>;
  heatmapAt(uri: vscode.Uri, line: number, col: number): { version: number; layer?: string; fill?: string; route: boolean; complete: boolean } | undefined;
}

const api = async () => (await gridLens()) as unknown as Api;

function custom(folder: string, file: string): vscode.Uri {
  return vscode.Uri.file(path.join(workspaceDir(), 'custom', folder, file));
}

function expectedOf(uri: vscode.Uri): string {
  return fs.readFileSync(uri.fsPath.replace(/\.in$/, '.ans'), 'utf8');
}

/**
 * A maze with squares from the header, as in docs/custom-problems.md, in files
 * of several tests (so that it fits no example's input); `moves` replaced to edit it.
 */
const MAZE = `{
  "id": "livemaze",
  "title": "Live maze",
  "files": ["live.in"],
  "tests": "T",
  "header": ["R C", "sy sx", "gy gx"],
  "limits": { "T": "1..10", "R": "1..50", "C": "1..50" },
  "board": { "rows": "R", "cols": "C" },
  "start": { "row": "sy", "col": "sx" },
  "goal": { "row": "gy", "col": "gx" },
  "moves": [{ "type": "step", "directions": "orthogonal" }]
}
`;
/** From (1, 1) to (4, 4) on an open 4 × 4 board: 6 steps in four directions, 3 in eight. */
const OPEN = '1\n4 4\n1 1\n4 4\n....\n....\n....\n....\n';

describe('described problems in the editor', () => {
  before(async () => {
    await vscode.workspace.getConfiguration('gridLens').update('heatmap.enabled', true, vscode.ConfigurationTarget.Global);
  });
  afterEach(closeAllEditors);
  // In a folder that exists already: a file written into a folder just made may come before the watcher watches it.
  after(() => {
    for (const file of ['live.grid-problem.json', 'live.in', 'broken.grid-problem.json', 'broken.in']) fs.rmSync(path.join(workspaceDir(), 'custom', file), { force: true });
  });

  it('a sample of examples/custom is recognized as its described problem, answered, painted and hovered', async () => {
    const uri = custom('knightjump', 'sample1.in');
    const editor = await openInEditor(uri);
    const a = await waitFor('knightjump/sample1.in to be solved', async () => {
      const got = await (await api()).analysisFor(uri);
      return got?.output ? got : undefined;
    });
    assert.equal(a.problem, 'knightjump', a.why);
    assert.equal(a.output, expectedOf(uri));
    // The layer on screen is the distance from the start; K is at row 4, column 4 (line 4).
    const h = await api();
    const paint = await waitFor('the heatmap of the knight', () => {
      const at = h.heatmapAt(uri, 1, 0);
      return at && at.version === editor.document.version && at.complete ? at : undefined;
    });
    assert.match(paint.fill ?? '', /^scale:\d+$/);
    const hover = await hoverText(uri, 1, 0);
    assert.match(hover, /From the start \| 2 moves/);
    assert.match(hover, /To the goal \| 0 moves/);
    const results = await h.resultsFor(uri, 'toGoal');
    assert.equal(results?.layers[0]?.[15], 2, 'K is 2 jumps from the goal');
  });

  it('Solve grid gives the answers with Save Expected Output, and the file is the same as the .ans', async () => {
    const uri = custom('abc311d', 'sample2.in');
    const outcome = await vscode.commands.executeCommand<SolveOutcome>('gridLens.solve', uri);
    assert.equal(outcome.problem, 'abc311d');
    assert.equal(outcome.output, expectedOf(uri));
    assert.ok(outcome.notification?.actions.includes('Save Expected Output'), JSON.stringify(outcome.notification));
    const copy = writeWorkspaceFile('custom/abc311d/copy.in', fs.readFileSync(uri.fsPath, 'utf8'));
    await vscode.commands.executeCommand('gridLens.saveExpectedOutput', copy);
    assert.equal(fs.readFileSync(copy.fsPath.replace(/\.in$/, '.ans'), 'utf8'), expectedOf(uri));
  });

  /**
   * The live maze and its test, the test open and answered with four
   * directions; the description open in an editor, with a way to retype part
   * of it (unsaved), and a wait for the test's answer.
   */
  async function liveMaze() {
    const desc = writeWorkspaceFile('custom/live.grid-problem.json', MAZE);
    const test = writeWorkspaceFile('custom/live.in', OPEN);
    await openInEditor(test);
    const h = await api();
    const answer = (want: string) =>
      waitFor(`custom/live.in to answer ${want}`, async () => {
        const got = await h.analysisFor(test);
        return got?.problem === 'livemaze' && got.output === want ? got : undefined;
      });
    await answer('6\n');
    const editor = await openInEditor(desc);
    const replace = async (from: string, to: string) => {
      const at = editor.document.getText().indexOf(from);
      await editor.edit((e) => e.replace(new vscode.Range(editor.document.positionAt(at), editor.document.positionAt(at + from.length)), to));
    };
    return { desc, test, h, answer, editor, replace };
  }

  it('editing the description (unsaved) changes its tests live: four directions, then eight', async () => {
    const { answer, editor, replace } = await liveMaze();
    await replace('"orthogonal"', '"king"');
    assert.ok(editor.document.isDirty);
    await answer('3\n');
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await answer('6\n');
  });

  it('a mistake typed into a description keeps its tests read as its last version without mistakes, and says so', async () => {
    const { desc, test, h, answer, replace } = await liveMaze();
    await replace('"orthogonal"', '"kin"');
    const diagnostics = await waitFor('the half-typed set of directions to be flagged', () => {
      const d = vscode.languages.getDiagnostics(desc).filter((x) => x.source === 'Grid Lens');
      return d.some((x) => x.severity === vscode.DiagnosticSeverity.Error) ? d : undefined;
    });
    assert.match(diagnostics.find((d) => d.severity === vscode.DiagnosticSeverity.Error)!.message, /"kin" is not a set of directions/);
    assert.match(diagnostics.find((d) => d.severity === vscode.DiagnosticSeverity.Information)?.message ?? '', /its tests are read as its last version without mistakes/);
    // Still the four directions of the last good text: the test keeps its problem and its answer.
    const during = await h.analysisFor(test);
    assert.equal(during?.problem, 'livemaze');
    assert.equal(during?.output, '6\n');
    await replace('"kin"', '"king"');
    await answer('3\n');
    await waitFor('the mended description to clear its diagnostics', () => (vscode.languages.getDiagnostics(desc).some((x) => x.source === 'Grid Lens') ? undefined : true));
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await answer('6\n');
  });

  it("a description's own mistake is a diagnostic at its line and column; fixed, its tests are read", async () => {
    const bad = MAZE.replace('"livemaze"', '"badmaze"').replace('"live.in"', '"broken.in"').replace('"sy", "col": "sx"', '"sz", "col": "sx"');
    const desc = writeWorkspaceFile('custom/broken.grid-problem.json', bad);
    const diagnostics = await waitFor('the description to be checked', () => {
      const d = vscode.languages.getDiagnostics(desc).filter((x) => x.source === 'Grid Lens');
      return d.length ? d : undefined;
    });
    const line = bad.split('\n').findIndex((l) => l.includes('"sz"'));
    const col = bad.split('\n')[line].indexOf('"sz"');
    assert.deepEqual(
      diagnostics.map((d) => [d.range.start.line, d.range.start.character, d.severity]),
      [[line, col, vscode.DiagnosticSeverity.Error]],
    );
    assert.match(diagnostics[0].message, /names "sz", which is no header value; did you mean "sy"\?/);
    const test = writeWorkspaceFile('custom/broken.in', OPEN);
    const h = await api();
    await openInEditor(test);
    assert.notEqual((await h.analysisFor(test))?.problem, 'badmaze');
    fs.writeFileSync(desc.fsPath, bad.replace('"sz"', '"sy"'));
    await waitFor('the mended description to clear its diagnostic', () => (vscode.languages.getDiagnostics(desc).some((x) => x.source === 'Grid Lens') ? undefined : true));
    await waitFor('the test to be read as the mended problem', async () => ((await h.analysisFor(test))?.problem === 'badmaze' ? true : undefined));
  });

  it('a file two problems fit says so, is read as the one its description names, and the quick fix reads it as the other', async () => {
    const uri = custom('abc007c', 'sample1.in');
    await openInEditor(uri);
    const h = await api();
    const a = await waitFor('abc007c/sample1.in to be solved', async () => {
      const got = await h.analysisFor(uri);
      return got?.output ? got : undefined;
    });
    assert.equal(a.problem, 'abc007c');
    assert.match(a.why, /named by the "files" of custom\/abc007c\/abc007c\.grid-problem\.json/);
    const note = await waitFor('the note naming both problems', () => vscode.languages.getDiagnostics(uri).find((d) => d.code === 'rival-problems'));
    assert.equal(note.severity, vscode.DiagnosticSeverity.Information);
    assert.match(note.message, /fits 2 problems: .*\(abc007c, described in custom\/abc007c\/abc007c\.grid-problem\.json\); .*\(abc176d, described in custom\/abc176d\/abc176d\.grid-problem\.json\)/);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, new vscode.Range(0, 0, 0, 1));
    const other = actions.find((x) => x.title.startsWith('Read this file as Wizard in Maze (abc176d'));
    assert.ok(other?.command, actions.map((x) => x.title).join('\n'));
    await vscode.commands.executeCommand(other.command.command, ...(other.command.arguments ?? []));
    const chosen = await waitFor('the file to be read as abc176d', async () => {
      const got = await h.analysisFor(uri);
      return got?.problem === 'abc176d' && got.output ? got : undefined;
    });
    assert.match(chosen.why, /chosen for this file/);
    await vscode.commands.executeCommand('gridLens.chooseProblem', uri, '$detect');
  });

  it('a built-in input that the Bishop 2 description fits too is read as bishop, and says so', async () => {
    const uri = vscode.Uri.file(path.join(workspaceDir(), 'bishop', 'sample1.in'));
    await openInEditor(uri);
    const h = await api();
    const a = await waitFor('bishop/sample1.in to be solved', async () => {
      const got = await h.analysisFor(uri);
      return got?.output ? got : undefined;
    });
    assert.equal(a.problem, 'bishop');
    const note = await waitFor('the note naming both', () => vscode.languages.getDiagnostics(uri).find((d) => d.code === 'rival-problems'));
    assert.match(note.message, /Bishop 2 \(bishop, built in\); Bishop 2 \(as a description\) \(bishop2, described in custom\/bishop-2\/bishop-2\.grid-problem\.json\)/);
  });
});
