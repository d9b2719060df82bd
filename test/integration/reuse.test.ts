// After an edit the worker solves only the test cases that changed and the
// host reuses its own results for the others. Through the real extension host:
// the results of an edited multi-case file, case by case (answers, and a layer
// that is built after the reply), equal those of a fresh analysis of the same
// text in another file, and the unchanged cases were indeed reused.

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, gridLens, openInEditor, waitFor, writeWorkspaceFile } from './helpers';

interface ResultsApi {
  resultsFor(uri: vscode.Uri, layerId: string): Promise<{ version: number; reused: number; answers: (string | undefined)[]; layers: (number[] | undefined)[] } | undefined>;
}

/** Boards of "." with a few A and B, from a fixed seed. */
function zgameBoards(count: number, side: number, seed: number): string[][] {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  return Array.from({ length: count }, () =>
    Array.from({ length: side }, () =>
      Array.from({ length: side }, () => {
        const x = next();
        return x < 0.08 ? 'A' : x < 0.16 ? 'B' : '.';
      }).join(''),
    ),
  );
}

function zgameText(boards: string[][]): string {
  return `${boards.length}\n` + boards.map((b) => `${b.length} ${b[0].length}\n${b.join('\n')}\n`).join('');
}

async function results(uri: vscode.Uri, version: number, layer: string) {
  const api = (await gridLens()) as unknown as ResultsApi;
  return waitFor(
    `the results of ${uri.path} v${version}`,
    async () => {
      const r = await api.resultsFor(uri, layer);
      return r && r.version === version ? r : undefined;
    },
    30_000,
  );
}

/** The same text in a file of its own: analysed from scratch, with nothing to reuse. */
async function freshResults(text: string, name: string, layer: string) {
  const uri = writeWorkspaceFile(`reuse/${name}`, text);
  const editor = await openInEditor(uri);
  return results(uri, editor.document.version, layer);
}

describe('reusing unchanged test cases after an edit', function () {
  this.timeout(120_000);
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await closeAllEditors();
  });

  it('gives exactly the results of a fresh analysis, and reuses the cases the edit did not touch', async () => {
    const boards = zgameBoards(6, 24, 7);
    const uri = writeWorkspaceFile('reuse/edited.txt', zgameText(boards));
    let editor = await openInEditor(uri);
    const first = await results(uri, editor.document.version, 'outcome');
    assert.equal(first.answers.length, 6);
    assert.ok(
      first.answers.every((a) => a !== undefined),
      'every board is solved',
    );

    // One cell of the fourth board: line 1 is its size line after 1 + 3 × 25 lines.
    const line = 1 + 3 * 25 + 1 + 10;
    const old = editor.document.lineAt(line).text[12];
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(line, 12, line, 13), old === 'A' ? '.' : 'A')));
    const edited = await results(uri, editor.document.version, 'outcome');
    assert.equal(edited.reused, 5, 'the five other boards are reused');
    for (const layer of ['outcome', 'force']) {
      const mine = await results(uri, editor.document.version, layer);
      const fresh = await freshResults(editor.document.getText(), `fresh-1-${layer}.txt`, layer);
      assert.equal(fresh.reused, 0);
      assert.deepEqual(mine.answers, fresh.answers, 'answers after the edit');
      mine.layers.forEach((values, i) => assert.deepEqual(values, fresh.layers[i], `layer ${layer} of board ${i + 1}`));
      editor = await vscode.window.showTextDocument(editor.document);
    }

    // Remove the second board (and say so in the count): the ones after it move up.
    assert.ok(
      await editor.edit((b) => {
        b.replace(new vscode.Range(0, 0, 0, 1), '5');
        b.delete(new vscode.Range(1 + 25, 0, 1 + 2 * 25, 0));
      }),
    );
    const removed = await results(uri, editor.document.version, 'outcome');
    assert.equal(removed.answers.length, 5);
    assert.equal(removed.reused, 5, 'every remaining board is reused');
    const fresh = await freshResults(editor.document.getText(), 'fresh-2.txt', 'outcome');
    assert.deepEqual(removed.answers, fresh.answers, 'answers after removing a board');
    removed.layers.forEach((values, i) => assert.deepEqual(values, fresh.layers[i], `layer outcome of board ${i + 1}`));
    assert.deepEqual(removed.answers, [first.answers[0], ...edited.answers.slice(2)], 'the boards kept their answers');
  });
});
