// In a real VS Code, a *.grid-problem.json file gets the schema the extension
// contributes: squiggles for what the schema forbids, completion of its
// properties, and their documentation on hover. (VS Code's own JSON service
// does this; the test checks the contribution reaches it.)

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openInEditor, waitFor, writeWorkspaceFile } from './helpers';

const DESCRIPTION = `{
  "id": "maze",
  "header": ["H W"],
  "limts": { "H": "1..50", "W": "1..50" },
  "board": { "rows": "H", "cols": "W" },
  "cells": { ".": "floor", "#": "rock" },
  
}
`;

describe('problem descriptions: the schema in the editor', () => {
  after(closeAllEditors);

  it('squiggles a property and a role the schema does not know, at their place', async () => {
    const uri = writeWorkspaceFile('described/maze.grid-problem.json', DESCRIPTION.replace(',\n  \n}', '\n}'));
    await openInEditor(uri);
    const diagnostics = await waitFor(
      'the JSON service to check the description against the schema',
      () => {
        const d = vscode.languages.getDiagnostics(uri);
        return d.length >= 2 ? d : undefined;
      },
      30_000,
    );
    const at = diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${d.message}`);
    assert.ok(
      at.some((x) => x.startsWith('3:2 ') && /limts/.test(x)),
      at.join('\n'),
    );
    assert.ok(
      at.some((x) => x.startsWith('5:32 ')),
      at.join('\n'),
    );
  });

  it('completes the properties a description may have, and documents them on hover', async () => {
    const uri = writeWorkspaceFile('described/complete.grid-problem.json', DESCRIPTION);
    const editor = await openInEditor(uri);
    // The blank line before the closing brace.
    const where = new vscode.Position(6, 2);
    const labels = await waitFor(
      'completion from the schema',
      async () => {
        const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, where);
        const names = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
        return names.includes('moves') ? names : undefined;
      },
      30_000,
    );
    for (const property of ['moves', 'answer', 'start', 'goal', 'tests']) assert.ok(labels.includes(property), labels.join(', '));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(4, 4));
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /The board's size/);
    assert.equal(editor.document.languageId, 'json');
  });
});
