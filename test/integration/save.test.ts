// Save Expected Output writes NAME.ans next to NAME.in with the judge's output,
// and asks before replacing an existing file.

import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import { examples, readWorkspaceFile, settlesWithin, waitFor, writeWorkspaceFile } from './helpers';

const save = (uri: vscode.Uri, options?: { overwrite: boolean }) => vscode.commands.executeCommand('gridLens.saveExpectedOutput', uri, ...(options ? [options] : []));

describe('gridLens.saveExpectedOutput', () => {
  const sources = examples().filter((e) => e.expected !== undefined);
  const source = (id: string) => {
    const found = sources.find((e) => e.id === id);
    assert.ok(found, `no ${id} example with a .ans`);
    return found;
  };

  for (const id of ['pacman', 'bishop', 'matrix']) {
    it(`writes fresh.ans with the judge's output for a new ${id} input`, async () => {
      const e = source(id);
      const input = writeWorkspaceFile(`${id}/fresh.in`, fs.readFileSync(e.input.fsPath, 'utf8'));
      const ans = input.with({ path: input.path.replace(/\.in$/, '.ans') });
      assert.equal(readWorkspaceFile(ans), undefined);
      await save(input);
      const written = await waitFor('fresh.ans to be written', () => readWorkspaceFile(ans));
      assert.equal(written, e.expected);
    });
  }

  it('does not overwrite an existing .ans without asking, and does when told to', async () => {
    const e = source('pacman');
    const input = writeWorkspaceFile('pacman/stale.in', fs.readFileSync(e.input.fsPath, 'utf8'));
    const ans = writeWorkspaceFile('pacman/stale.ans', 'stale\n');
    // Under test, VS Code refuses to show modal dialogs and the command fails
    // with "refused to show dialog"; elsewhere an unanswered question keeps it
    // pending. Either way the file must still be as it was.
    const asked = await settlesWithin(
      Promise.resolve(save(input)).then(
        () => 'settled without asking',
        (e: Error) => (/refused to show dialog/.test(e.message) ? 'asked' : `failed: ${e.message}`),
      ),
      3000,
    );
    assert.equal(readWorkspaceFile(ans), 'stale\n', 'the existing .ans was replaced without an answer');
    assert.ok(asked === 'pending' || asked.value === 'asked', `expected a question, but the command ${asked === 'pending' ? 'is pending' : asked.value}`);
    await save(input, { overwrite: true });
    assert.equal(await waitFor('stale.ans to be replaced', () => (readWorkspaceFile(ans) === 'stale\n' ? undefined : readWorkspaceFile(ans))), e.expected);
  });
});
