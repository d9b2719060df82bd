// A file keeps its problem through a broken line: what its content was, its
// folder, its name or the files beside it still name the problem, so the
// error shows at its place and the other tests stay solved. A file nothing
// names gets one hint with the closest problem and a quick fix to read it so.

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { gridLens, openInEditor, waitFor, writeWorkspaceFile } from './helpers';

const DETOURS = '2\n4 4\nP.V.\n.##.\nV#F.\n..V.\n3 5\nV...V\n.P#F.\nV...V\n';
const BROKEN = DETOURS.replace('4 4', '4 x');

async function diagnosticsOf(uri: vscode.Uri, what: string, test: (d: vscode.Diagnostic[]) => boolean): Promise<vscode.Diagnostic[]> {
  return waitFor(what, () => {
    const d = vscode.languages.getDiagnostics(uri);
    return test(d) ? d : undefined;
  });
}

describe('recognition through a broken line', () => {
  afterEach(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  it('a recognized file keeps its problem when a size line breaks: the error at its column, the other test solved', async () => {
    const api = await gridLens();
    const uri = writeWorkspaceFile('kept/detours.in', DETOURS);
    const editor = await openInEditor(uri);
    assert.equal((await api.analysisFor(uri))?.problem, 'pacman');
    await editor.edit((e) => e.replace(new vscode.Range(1, 2, 1, 3), 'x'));
    const a = await waitFor('the broken file to be analysed', async () => {
      const got = await api.analysisFor(uri);
      return got && editor.document.getText().includes('4 x') && got.errors > 0 ? got : undefined;
    });
    assert.equal(a.problem, 'pacman', `why: ${a.why}`);
    assert.match(a.why, /recognized from its content before/);
    assert.deepEqual(a.answers, [undefined, '460']);
    const diags = await diagnosticsOf(uri, 'the error in the Problems view', (d) => d.some((x) => x.severity === vscode.DiagnosticSeverity.Error));
    const error = diags.find((x) => x.severity === vscode.DiagnosticSeverity.Error)!;
    assert.deepEqual([error.range.start.line, error.range.start.character], [1, 2]);
    assert.match(error.message, /found "x"/);
  });

  it('a broken file in a folder named after a problem is read as that problem', async () => {
    const api = await gridLens();
    const uri = writeWorkspaceFile('zgame-tests/broken.in', '1\n2 x\n.A\nB.\n');
    await openInEditor(uri);
    const a = await waitFor('the analysis', async () => {
      const got = await api.analysisFor(uri);
      return got?.problem ? got : undefined;
    });
    assert.equal(a.problem, 'zgame');
    assert.match(a.why, /named by "zgame"/);
  });

  it('a broken file among recognized tests is read as their problem', async () => {
    const api = await gridLens();
    writeWorkspaceFile('mine/01.in', '1\n1 2\nPF\n');
    writeWorkspaceFile('mine/02.in', '1\n2 2\nP.\nVF\n');
    const uri = writeWorkspaceFile('mine/03.in', BROKEN);
    await openInEditor(uri);
    const a = await waitFor('the neighbours to name the problem', async () => {
      const got = await api.analysisFor(uri);
      return got?.problem ? got : undefined;
    });
    assert.equal(a.problem, 'pacman');
    assert.match(a.why, /like the 2 files beside it/);
    assert.deepEqual(a.answers, [undefined, '460']);
  });

  it('a file nothing names gets one hint with the closest problem; its quick fix reads it so', async () => {
    const api = await gridLens();
    const uri = writeWorkspaceFile('alone/only.in', BROKEN);
    await openInEditor(uri);
    const diags = await diagnosticsOf(uri, 'the closest-problem hint', (d) => d.some((x) => x.code === 'closest-problem'));
    assert.equal(diags.length, 1, diags.map((d) => d.message).join('\n'));
    const hint = diags[0];
    assert.equal(hint.severity, vscode.DiagnosticSeverity.Information);
    assert.match(
      hint.message,
      /^Not a test of any problem Grid Lens knows\. Closest: Pacman vs\. Vampire \(pacman\), which stops fitting here: Expected m of test 1 to be a whole number, found "x"\./,
    );
    assert.deepEqual([hint.range.start.line, hint.range.start.character], [1, 2]);
    assert.equal((await api.analysisFor(uri))?.closest, 'pacman');

    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, hint.range);
    const readAs = actions.find((x) => x.title === 'Read this file as Pacman vs. Vampire');
    assert.ok(readAs?.command, `actions: ${actions.map((x) => x.title).join(', ')}`);
    await vscode.commands.executeCommand(readAs.command.command, ...(readAs.command.arguments ?? []));
    const a = await waitFor('the file read as pacman', async () => {
      const got = await api.analysisFor(uri);
      return got?.problem === 'pacman' ? got : undefined;
    });
    assert.deepEqual(a.answers, [undefined, '460']);
    await vscode.commands.executeCommand('gridLens.chooseProblem', uri, '$detect');
  });
});
