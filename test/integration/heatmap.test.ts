// The editor heatmap and the cell hover, through the real extension host:
// decorations come from the extension's own record of what it painted (VS Code
// offers no API to read decorations back), hovers from executeHoverProvider.

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, hoverText, examples, gridLens, openInEditor, waitFor } from './helpers';

interface HeatmapApi {
  heatmapAt(uri: vscode.Uri, line: number, col: number): { version: number; layer?: string; fill?: string; route: boolean; mark: boolean; underline: boolean; complete: boolean } | undefined;
}

async function api(): Promise<HeatmapApi> {
  return (await gridLens()) as unknown as HeatmapApi;
}

function example(id: string, name: string): vscode.Uri {
  const e = examples().find((x) => x.id === id && x.name === name);
  assert.ok(e, `examples/${id}/${name}.in is missing`);
  return e.input;
}

/**
 * Waits until the heatmap has painted the editor's current version completely
 * (the layer on screen arrived), with `layer` when given (a layer just chosen
 * repaints after the command returns).
 */
async function painted(editor: vscode.TextEditor, line: number, col: number, layer?: string) {
  const h = await api();
  return waitFor(`the heatmap of ${editor.document.uri.path} v${editor.document.version} at ${line}:${col}${layer ? ` in ${layer}` : ''}`, () => {
    const at = h.heatmapAt(editor.document.uri, line, col);
    return at && at.version === editor.document.version && at.complete && (!layer || at.layer === layer) ? at : undefined;
  });
}

function find(doc: vscode.TextDocument, ch: string): vscode.Position {
  for (let l = 0; l < doc.lineCount; l++) {
    const c = doc.lineAt(l).text.indexOf(ch);
    if (c >= 0 && !/^\s*\d/.test(doc.lineAt(l).text)) return new vscode.Position(l, c);
  }
  throw new Error(`no "${ch}" in ${doc.uri.path}`);
}

describe('heatmap and hover', () => {
  before(async () => {
    await vscode.workspace.getConfiguration('gridLens').update('heatmap.enabled', true, vscode.ConfigurationTarget.Global);
  });
  afterEach(closeAllEditors);

  it('pacman: colours by distance from P, outlines biting vampires, hovers distances', async () => {
    const editor = await openInEditor(example('pacman', 'sample'));
    await vscode.commands.executeCommand('gridLens.selectLayer', 'fromP');
    const p = find(editor.document, 'P');
    const atP = await painted(editor, p.line, p.character, 'fromP');
    assert.equal(atP.fill, 'scale:0', 'P is at distance 0: the first bucket');
    // The first test's far corner is farther than P: a later bucket.
    const far = await painted(editor, p.line + 3, 7);
    assert.match(far.fill ?? '', /^scale:(\d+)$/);
    assert.ok(Number(far.fill!.split(':')[1]) > 0);
    // Test 1: both vampires bite (answer 480); V at row 1, col 8.
    assert.equal((await painted(editor, p.line, 7)).mark, true, 'the biting vampire is outlined');
    const text = await hoverText(editor.document.uri, p.line, p.character);
    assert.match(text, /cell \(1, 1\)/);
    assert.match(text, /From P \| 0 steps/);
    assert.match(text, /To F \| 6 steps/);
    const v = await hoverText(editor.document.uri, p.line, 7);
    assert.match(v, /Vampire \| bites/);
  });

  it('bishop: colours moves from A and marks the optimal route; hover gives both distances', async () => {
    const editor = await openInEditor(example('bishop', 'sample1'));
    await vscode.commands.executeCommand('gridLens.selectLayer', 'fromA');
    // A = (1, 3): line 3 (after N and the two coordinate lines), column 2.
    const atA = await painted(editor, 3, 2, 'fromA');
    assert.equal(atA.fill, 'scale:0');
    assert.equal(atA.route, true, 'A starts the route');
    assert.equal((await painted(editor, 3, 4)).fill, undefined, 'a pawn gets no colour');
    const text = await hoverText(editor.document.uri, 3, 2);
    assert.match(text, /cell \(1, 3\)/);
    assert.match(text, /Moves from A \| 0/);
    assert.match(text, /Moves to B \| 3/);
  });

  it('matrix: colours outcomes and hovers the outcome of a square', async () => {
    const editor = await openInEditor(example('matrix', 'sample'));
    await vscode.commands.executeCommand('gridLens.selectLayer', 'outcome');
    const m = find(editor.document, 'M');
    const atM = await painted(editor, m.line, m.character, 'outcome');
    assert.match(atM.fill ?? '', /^category:\d$/);
    const text = await hoverText(editor.document.uri, m.line, m.character);
    assert.match(text, /escape/i, text);
  });

  it('zgame: colours what Alice can force, underlines her moves, hovers the three answers', async () => {
    const editor = await openInEditor(example('zgame', 'sample'));
    await vscode.commands.executeCommand('gridLens.selectLayer', 'force');
    const start = await painted(editor, 2, 0, 'force');
    assert.match(start.fill ?? '', /^category:\d$/);
    assert.equal(start.underline, true, 'Alice moves at (1,1)');
    assert.equal((await painted(editor, 2, 1)).underline, false, 'Bob moves at (1,2)');
    const text = await hoverText(editor.document.uri, 2, 0);
    assert.match(text, /Mover \| Alice/);
    assert.match(text, /Alice can force a loss \| yes/);
    assert.match(text, /Alice can force a win \| no/);
  });

  it('switching layers repaints with the new layer, and the choice is remembered per problem', async () => {
    const editor = await openInEditor(example('pacman', 'sample'));
    const p = find(editor.document, 'P');
    await vscode.commands.executeCommand('gridLens.selectLayer', 'toF');
    const h = await api();
    const toF = await waitFor('the toF layer', () => {
      const at = h.heatmapAt(editor.document.uri, p.line, p.character);
      return at?.layer === 'toF' ? at : undefined;
    });
    assert.notEqual(toF.fill, 'scale:0', 'P is 6 steps from F, not 0');
    await closeAllEditors();
    const again = await openInEditor(example('pacman', 'detours'));
    const q = find(again.document, 'P');
    assert.equal((await painted(again, q.line, q.character)).layer, 'toF');
    await vscode.commands.executeCommand('gridLens.selectLayer', 'fromP');
  });

  it('typing into the grid re-solves: the answer, the colours and the hover follow', async () => {
    const editor = await openInEditor(example('pacman', 'sample'));
    await vscode.commands.executeCommand('gridLens.selectLayer', 'fromP');
    const p = find(editor.document, 'P');
    const before = await painted(editor, p.line, p.character + 2, 'fromP');
    assert.match(before.fill ?? '', /^scale:\d+$/);
    // Wall off P's right-hand neighbour: the cell two to the right gets farther.
    const beforeHover = await hoverText(editor.document.uri, p.line, p.character + 2);
    assert.match(beforeHover, /From P \| 2 steps/);
    await editor.edit((b) => b.replace(new vscode.Range(p.line, p.character + 1, p.line, p.character + 2), '#'));
    try {
      const after = await painted(editor, p.line, p.character + 2);
      assert.equal(after.version, editor.document.version);
      assert.equal((await painted(editor, p.line, p.character + 1)).fill, undefined, 'the new wall has no colour');
      const hover = await hoverText(editor.document.uri, p.line, p.character + 2);
      assert.match(hover, /From P \| 4 steps/, hover);
      const outcome = await vscode.commands.executeCommand<{ answers: string[] }>('gridLens.solve');
      assert.equal(outcome.answers.length, 8);
    } finally {
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  });

  it('the heatmap can be turned off and on', async () => {
    const editor = await openInEditor(example('bishop', 'sample1'));
    await painted(editor, 3, 2);
    const h = await api();
    await vscode.commands.executeCommand('gridLens.toggleHeatmap');
    try {
      await waitFor('the heatmap to clear', () => (h.heatmapAt(editor.document.uri, 3, 2) === undefined ? true : undefined));
    } finally {
      await vscode.commands.executeCommand('gridLens.toggleHeatmap');
    }
    await painted(editor, 3, 2);
  });
});
