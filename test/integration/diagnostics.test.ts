// A broken input gets a "Grid Lens" diagnostic on the offending line, which
// goes away once the text is fixed.

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openInEditor, settlesWithin, waitFor, writeWorkspaceFile, type SolveOutcome } from './helpers';

// Line 3 (0-based) is a row of 3 cells where the header "3 4" promises 4.
const BROKEN = ['1', '3 4', 'P...', '.V.', '...F', ''].join('\n');
const BROKEN_LINE = 3;

const gridLensDiagnostics = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Grid Lens');

describe('diagnostics', () => {
  afterEach(closeAllEditors);

  it('marks the short row of a broken pacman input, and clears it when fixed', async () => {
    const uri = writeWorkspaceFile('pacman/broken-row.in', BROKEN);
    const editor = await openInEditor(uri);
    const shown = await waitFor('a Grid Lens diagnostic on broken-row.in', () => {
      const found = gridLensDiagnostics(uri);
      return found.length ? found : undefined;
    });
    assert.ok(
      shown.some((d) => d.range.start.line === BROKEN_LINE && d.severity === vscode.DiagnosticSeverity.Error),
      `expected an error on line ${BROKEN_LINE}, got ${JSON.stringify(shown.map((d) => [d.range.start.line, d.range.start.character, d.message]))}`,
    );
    assert.ok(shown.every((d) => d.message.trim().length > 0));

    await editor.edit((b) => b.insert(new vscode.Position(BROKEN_LINE, 3), '.'));
    await waitFor('the diagnostics to clear after the fix', () => (gridLensDiagnostics(uri).length === 0 ? true : undefined));
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('reports the same problem, 0-based, in the Solve outcome', async () => {
    const uri = writeWorkspaceFile('pacman/broken-row-2.in', BROKEN);
    const settled = await settlesWithin(vscode.commands.executeCommand<SolveOutcome | undefined>('gridLens.solve', uri), 10_000);
    assert.ok(settled !== 'pending', 'gridLens.solve on an invalid file did not resolve within 10 s (is it waiting for its error notification to be dismissed?)');
    const outcome = settled.value;
    assert.equal(outcome?.problem, 'pacman');
    assert.ok(
      outcome.errors.some((e) => e.line === BROKEN_LINE),
      `errors: ${JSON.stringify(outcome.errors)}`,
    );
    assert.ok(!outcome.output, `an invalid file must not get a judge output, got ${JSON.stringify(outcome.output)}`);
  });
});
