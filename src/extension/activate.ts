// Entry point: wires the worker client, the analysis store, the views and the
// commands. Nothing heavy happens here; the worker starts on first use.

import * as path from 'node:path';
import * as vscode from 'vscode';
import { Analyses } from './analyses';
import { chooseProblemCommand } from './commands/chooseProblem';
import { copyAnswerCommand } from './commands/copyAnswer';
import { selectLayerCommand, toggleHeatmapCommand } from './commands/selectLayer';
import { saveExpectedOutputCommand } from './commands/saveExpectedOutput';
import { solveCommand } from './commands/solve';
import { registerContextKeys } from './contextKeys';
import { registerDiagnostics } from './diagnostics';
import { Heatmap } from './heatmap/heatmap';
import { styleAt } from '../core/paint';
import { DescribedProblems } from './described/problems';
import { LayerChoice } from './heatmap/layerChoice';
import { registerLayerStatus } from './heatmap/layerStatus';
import { registerAnswersDocument } from './answersDocument';
import { registerHover } from './hover';
import { registerInlineAnswers } from './inlineAnswers';
import { registerLanguageMode } from './languageMode';
import { log } from './log';
import { Neighbours, type DetectText } from './neighbours';
import { Recognition } from './recognition';
import type { Services } from './services';
import { registerPanel } from './panel/register';
import { registerQuickFixes } from './quickFixes';
import { registerSolution } from './solution/register';
import type { Reported } from './solution/testController';
import { SolverClient } from './solverClient';
import { registerStatusBar } from './statusBar';

/** What tests (and other extensions) can ask of Grid Lens. */
export interface GridLensApi {
  /**
   * The file's analysis as it is now: its problem and why, its output and
   * answers, its errors; for a file no problem claims, the closest problem.
   */
  analysisFor(uri: vscode.Uri): Promise<{ problem?: string; why: string; output?: string; answers: (string | undefined)[]; errors: number; closest?: string } | undefined>;
  /**
   * The open document's current analysis once every layer has arrived: each case's
   * answer and the values of one layer, and how many results were reused unchanged.
   */
  resultsFor(uri: vscode.Uri, layerId: string): Promise<{ version: number; reused: number; answers: (string | undefined)[]; layers: (number[] | undefined)[] } | undefined>;
  /** Milliseconds spent loading the bundle plus running activate(). */
  activationMs: number;
  /**
   * What the heatmap last painted at a text position: 'scale:N', 'category:N', 'unreachable' or undefined, plus outlines;
   * when that version was first painted (shownAt) and first painted complete, how long the last painting took,
   * and how long the worker took to analyse that version.
   */
  heatmapAt(
    uri: vscode.Uri,
    line: number,
    col: number,
  ):
    | {
        version: number;
        layer?: string;
        fill?: string;
        route: boolean;
        mark: boolean;
        underline: boolean;
        at: number;
        shownAt: number;
        completedAt?: number;
        paintMs: number;
        solveMs: number;
        complete: boolean;
        covers: boolean;
      }
    | undefined;
  /**
   * The user's solution as last judged: the Test Explorer's items (files, their cases) with what was
   * reported of each, and a file's verdicts as the editor shows them.
   */
  solution: {
    testItems(): { id: string; label: string; description?: string; result?: Reported; children: { id: string; label: string; line?: number; result?: Reported }[] }[];
    verdictFor(uri: vscode.Uri): { verdict: string; line: string; cases: { label: string; state: string; short: string }[] } | undefined;
  };
}

export function activate(context: vscode.ExtensionContext): GridLensApi {
  const started = performance.now();
  const client = new SolverClient(path.join(context.extensionPath, 'dist'));
  const described = new DescribedProblems();
  const recognition = new Recognition(context.workspaceState, described);
  recognition.neighbours = new Neighbours(detectWith(client), (uri) => recognition.remembered(uri));
  // Before the analyses hear of a change: what the files beside a test are may change with it.
  const forgetNeighbours = described.onDidChange(() => recognition.neighbours?.clear());
  const layers = new LayerChoice(context.globalState);
  // The worker builds the layers the heatmap shows before replying, the others just after.
  const analyses = new Analyses(client, recognition, described, () => layers.chosen());
  const s: Services = { analyses, recognition, described, log: log() };
  const heatmap = new Heatmap(analyses, layers);
  const command = (id: string, run: (...args: unknown[]) => unknown) => vscode.commands.registerCommand(id, run);
  const solution = registerSolution(s, context);

  context.subscriptions.push(
    s.log,
    { dispose: () => client.dispose() },
    described,
    forgetNeighbours,
    recognition,
    analyses,
    registerDiagnostics(analyses),
    registerInlineAnswers(analyses),
    registerStatusBar(analyses),
    registerContextKeys(analyses),
    registerLanguageMode(analyses),
    layers,
    heatmap,
    registerLayerStatus(analyses, layers),
    registerHover(analyses, layers),
    registerAnswersDocument(),
    registerPanel(s, context),
    registerQuickFixes(analyses),
    solution,
    command('gridLens.solve', (arg) => solveCommand(s, arg)),
    command('gridLens.chooseProblem', (arg, id) => chooseProblemCommand(s, arg, typeof id === 'string' ? id : undefined)),
    command('gridLens.saveExpectedOutput', (arg, options) => saveExpectedOutputCommand(s, arg, options as { overwrite?: boolean })),
    command('gridLens.copyAnswer', (arg) => copyAnswerCommand(s, arg)),
    command('gridLens.showLog', () => s.log.show()),
    command('gridLens.selectLayer', (id) => selectLayerCommand(s, layers, typeof id === 'string' ? id : undefined)),
    command('gridLens.toggleHeatmap', () => toggleHeatmapCommand(layers)),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('gridLens.associations') && recognition.associationsChanged()),
  );
  // Ours is loading the bundle plus activate(); VS Code's own set-up between the two
  // (the extension context, its storage) is not counted.
  const load = (globalThis as { __gridLensLoad?: { start: number; end: number } }).__gridLensLoad;
  const loadMs = load ? load.end - load.start : 0;
  const activationMs = loadMs + (performance.now() - started);
  s.log.info(`loaded in ${loadMs.toFixed(1)} ms and activated in ${activationMs.toFixed(1)} ms in all`);

  return {
    activationMs,
    async analysisFor(uri) {
      const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString()) ?? (await vscode.workspace.openTextDocument(uri));
      const a = await analyses.current(doc);
      return (
        a && {
          problem: a.problem?.id,
          why: a.why,
          output: a.output,
          answers: a.results.map((r) => r?.answer),
          errors: a.issues.filter((i) => i.severity === 'error').length,
          closest: a.closest?.problem.id,
        }
      );
    },
    async resultsFor(uri, layerId) {
      const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
      const a = doc && (await analyses.current(doc));
      if (!a || !(await analyses.whenComplete(a))) return undefined;
      return {
        version: a.version,
        reused: a.reused ?? 0,
        answers: a.results.map((r) => r?.answer),
        layers: a.results.map((r) => {
          const l = r?.layers.find((x) => x.id === layerId);
          const values = l?.data.get()?.values;
          return values && Array.from(values);
        }),
      };
    },
    solution: {
      testItems: () => solution.tests.snapshot(),
      verdictFor(uri) {
        const v = solution.verdicts.get(uri);
        return v && { verdict: v.verdict, line: v.line, cases: v.cases.map((c) => ({ label: c.label, state: c.state, short: c.short })) };
      },
    },
    heatmapAt(uri, line, col) {
      const rec = heatmap.lastPaint(uri);
      return (
        rec && {
          version: rec.version,
          layer: rec.layer,
          at: rec.at,
          shownAt: rec.shownAt,
          completedAt: rec.completedAt,
          paintMs: rec.ms,
          solveMs: rec.analysis.ms,
          complete: rec.complete,
          covers: rec.fromLine <= line && line <= rec.toLine && rec.band[0] <= col && col < rec.band[1],
          ...styleAt(rec.paint, line, col),
        }
      );
    },
  };
}

/** What a text's content is recognized as, by the solver worker (read only, not solved). */
function detectWith(client: SolverClient): DetectText {
  return async (key, text) => {
    const r = await client.run(key, { version: -1, text, solve: false });
    client.forget(key);
    return r.kind === 'done' && r.analysis.byContent ? r.analysis.problem : undefined;
  };
}

export function deactivate(): void {
  // Disposables registered on the context clean up, including the worker.
}
