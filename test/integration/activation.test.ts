// Activation: only on Grid Lens's own events, and quick (measured, printed).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EXTENSION_ID, gridLens, note } from './helpers';

describe('activation', () => {
  it('activates on its commands and relevant files only, and reports how long loading and activating took', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext);
    const events: string[] = ext.packageJSON.activationEvents;
    assert.ok(!events.includes('*'), 'no "*" activation');
    const api = (await gridLens()) as unknown as { activationMs: number };
    assert.equal(typeof api.activationMs, 'number');
    assert.ok(api.activationMs > 0);
    note(`loading the bundle and activate(): ${api.activationMs.toFixed(1)} ms`);
  });
});
