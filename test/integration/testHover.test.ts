// The hover of a test's header line ("n m", bishop's "N") and of the file's
// count line: the answer, the size and the legend of the layer on screen,
// with round tick values and what the outlines mean. Expected ticks are worked
// out by hand from the boards (see each comment).

import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, examples, gridLens, openInEditor, outputLines, readWorkspaceFile, waitFor, writeWorkspaceFile } from './helpers';

function example(id: string, name: string) {
  const e = examples().find((x) => x.id === id && x.name === name);
  assert.ok(e?.expected, `examples/${id}/${name}.in or its .ans is missing`);
  return { uri: e.input, answers: outputLines(e.expected) };
}

/** Every hover at a position: the Markdown source, and the text a reader sees (tags, escapes and &nbsp; gone). */
async function hoverAt(uri: vscode.Uri, line: number, col = 0): Promise<{ source: string; text: string }> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(line, col));
  const source = hovers
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : c.value))
    .join('\n');
  const text = source
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\*\*/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/[ \t]+/g, ' ');
  return { source, text };
}

/** The swatch colours of the legend's scale, in order: the theme colour ids. */
function scaleSwatches(source: string): string[] {
  return [...source.matchAll(/var\(--vscode-gridLens-heatmap-(scale\d\d)\)/g)].map((m) => m[1]);
}

/** Opens the file, chooses the layer once its analysis is there. */
async function openWithLayer(uri: vscode.Uri, layer: string): Promise<vscode.TextEditor> {
  const editor = await openInEditor(uri);
  await (await gridLens()).analysisFor(uri);
  assert.equal(await vscode.commands.executeCommand('gridLens.selectLayer', layer), layer);
  return editor;
}

describe('hover of a test header', () => {
  before(async () => {
    await vscode.workspace.getConfiguration('gridLens').update('heatmap.enabled', true, vscode.ConfigurationTarget.Global);
  });
  afterEach(closeAllEditors);

  it('pacman "4 8": test 1 of 8, its answer and size, the scale 0 2 4 6 8 10 steps, the route and the biting vampires', async () => {
    const { uri, answers } = example('pacman', 'sample');
    await openWithLayer(uri, 'fromP');
    // Test 1 (lines 2-6): P at (1, 1) on an open 4 × 8 board, so the far corner is 3 + 7 = 10 steps away.
    const { source, text } = await hoverAt(uri, 1, 1);
    assert.match(text, /Grid Lens · Pacman vs\. Vampire · test 1 of 8/, text);
    assert.match(text, new RegExp(`\\| Answer \\| ${answers[0]} \\|`), text);
    assert.match(text, /\| Size \| 4 rows × 8 columns \|/, text);
    assert.match(text, /Distance from P: steps from Pacman/, text);
    assert.match(text, / 0 2 4 6 8 10 steps/, text);
    // Each tick wears the colour of its own value: 0 the first of the scale, 10 (the largest) the last.
    const swatches = scaleSwatches(source);
    assert.equal(swatches.length, 6, source);
    assert.equal(swatches[0], 'scale00');
    assert.equal(swatches[5], 'scale23');
    assert.deepEqual([...swatches].sort(), swatches, 'the swatches climb the scale');
    assert.match(text, /unreachable no colour: wall/, text);
    assert.match(text, /thin frame, bold letters: a shortest route to the food/, text);
    assert.match(text, /thick outline: a vampire that bites/, text);
    assert.match(source, /var\(--vscode-gridLens-heatmap-mark\)/, 'the outline sample wears the mark colour');
  });

  it('pacman "8 8": the last test, with its own scale (P in a corner of an open 8 × 8 board: 14 steps across)', async () => {
    const { uri, answers } = example('pacman', 'sample');
    const editor = await openWithLayer(uri, 'fromP');
    const header = editor.document.getText().split('\n').lastIndexOf('8 8');
    const { text } = await hoverAt(uri, header, 2);
    assert.match(text, /test 8 of 8/, text);
    assert.match(text, new RegExp(`\\| Answer \\| ${answers[7]} \\|`), text);
    assert.match(text, /\| Size \| 8 rows × 8 columns \|/, text);
    assert.match(text, / 0 5 10 14 steps/, text);
  });

  it('pacman, a category layer: its categories, still with the outlines', async () => {
    const { uri } = example('pacman', 'sample');
    await openWithLayer(uri, 'bites');
    const { source, text } = await hoverAt(uri, 1);
    assert.match(text, /Vampires that bite: which vampires bite/, text);
    assert.match(text, / no vampire {1,3}bites {1,3}does not bite/, text);
    assert.match(source, /gridLens-heatmap-category0\).*no vampire/);
    assert.match(text, /thick outline: a vampire that bites/, text);
    await vscode.commands.executeCommand('gridLens.selectLayer', 'fromP');
  });

  it('bishop "N": the one test, its answer, its size and the route, ticks from 0 to the farthest square', async () => {
    const { uri, answers } = example('bishop', 'sample1');
    await openWithLayer(uri, 'fromA');
    const api = (await gridLens()) as unknown as { resultsFor(uri: vscode.Uri, layer: string): Promise<{ layers: (number[] | undefined)[] } | undefined> };
    const results = await api.resultsFor(uri, 'fromA');
    const farthest = Math.max(...(results?.layers[0] ?? []));
    assert.ok(farthest > 0, 'the layer has values');
    for (const line of [0, 1, 2]) {
      const { text } = await hoverAt(uri, line);
      assert.match(text, /Grid Lens · Bishop 2\s/, `line ${line + 1}: ${text}`);
      assert.doesNotMatch(text, /test 1 of/, 'a one-test file names no test');
      assert.match(text, new RegExp(`\\| Answer \\| ${answers[0]} \\|`), text);
      assert.match(text, /\| Size \| 5 rows × 5 columns \|/, text);
      assert.match(text, new RegExp(` 0 (\\d+ )*${farthest} moves`), text);
      assert.match(text, /thin frame, bold letters: a fewest-moves route/, text);
    }
  });

  it('matrix count line: every scenario with its size and answer, and the legend', async () => {
    const { uri, answers } = example('matrix', 'sample');
    await openWithLayer(uri, 'outcome');
    const { text } = await hoverAt(uri, 0);
    assert.match(text, /Grid Lens · Matrix · 3 tests/, text);
    answers.forEach((answer, i) => assert.ok(text.includes(`| ${i + 1} | 8 × 8 | ${answer} |`), `scenario ${i + 1}: ${text}`));
    assert.match(text, /Outcome from each square: the result if you started on the square/, text);
    assert.match(text, / escape {1,3}eliminated {1,3}trapped/, text);
    assert.match(text, /thick outline: an agent/, text);
    assert.match(text, /underlined: a phone/, text);
  });

  it('says the heatmap is off, and still gives the answer and size, when it is off', async () => {
    const { uri, answers } = example('zgame', 'sample');
    await openWithLayer(uri, 'force');
    await vscode.commands.executeCommand('gridLens.toggleHeatmap');
    try {
      const { text } = await hoverAt(uri, 1);
      assert.match(text, new RegExp(`\\| Answer \\| ${answers[0]} \\|`), text);
      assert.match(text, /\| Size \| 3 rows × 3 columns \|/, text);
      assert.match(text, /The heatmap is off: \[turn it on\]/, text);
      assert.doesNotMatch(text, /What Alice can force/, text);
    } finally {
      await vscode.workspace.getConfiguration('gridLens').update('heatmap.enabled', true, vscode.ConfigurationTarget.Global);
    }
  });

  it('has the whole legend when hovered as soon as the answers are in, before the other layers arrive', async () => {
    const { uri: sample } = example('pacman', 'sample');
    const uri = writeWorkspaceFile('pacman/hover-fresh.in', readWorkspaceFile(sample)!);
    await openInEditor(uri);
    const text = await waitFor('a hover on the first header', async () => (await hoverAt(uri, 1)).text || undefined);
    assert.match(text, /\| Size \| 4 rows × 8 columns \|/, text);
    assert.doesNotMatch(text, /on their way/, text);
    assert.match(text, /thick outline: a vampire that bites/, text);
  });

  it("gives a grid row the cell hover, not the test's", async () => {
    const { uri } = example('pacman', 'sample');
    await openWithLayer(uri, 'fromP');
    const row = await hoverAt(uri, 2, 0);
    assert.match(row.text, /cell \(1, 1\)/, row.text);
    assert.doesNotMatch(row.text, /\| Size \|/, row.text);
  });
});
