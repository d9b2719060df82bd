// Checking the user's own solution: its build, the Test Explorer's items and
// runs, the verdicts in the editor, and the three commands. Returns what the
// extension's API shows of it.

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Services } from '../services';
import { Builder } from './build';
import { ChosenSolution } from './chosen';
import { chooseSolutionCommand } from './chooseSolution';
import { registerInlineVerdicts } from './inlineVerdicts';
import { registerOutputDiff } from './outputDiff';
import { SolutionRunner } from './runner';
import { runSolutionCommand } from './runSolution';
import { stressSolutionCommand } from './stressSolution';
import { SolutionTests } from './testController';
import { Verdicts } from './verdicts';

export interface SolutionViews {
  tests: SolutionTests;
  verdicts: Verdicts;
  chosen: ChosenSolution;
}

export function registerSolution(s: Services, context: vscode.ExtensionContext): SolutionViews & vscode.Disposable {
  const storage = (context.storageUri ?? context.globalStorageUri).fsPath;
  const verdicts = new Verdicts();
  const chosen = new ChosenSolution(context.workspaceState);
  const builder = new Builder(storage);
  const source = { chosen, builder };
  // The Test Explorer's run buttons run the solution on the files they name (a case names its file).
  const tests: SolutionTests = new SolutionTests(s.analyses, async (request, token) => {
    const files = tests.filesOf(request).map((item) => ({ uri: item.uri!, found: false }));
    await runner.run(files, request, token);
  });
  const runner = new SolutionRunner(s, tests, verdicts, source);
  const stress = { s, source, runner, tests, workerFile: path.join(context.extensionPath, 'dist', 'stress-worker.js') };
  const disposable = vscode.Disposable.from(
    verdicts,
    chosen,
    builder,
    tests,
    runner,
    registerInlineVerdicts(verdicts),
    registerOutputDiff(),
    verdicts.onDidChange((uri) => verdicts.get(uri) === undefined && tests.invalidate(uri)),
    vscode.commands.registerCommand('gridLens.runSolution', (arg, selected) => runSolutionCommand(runner, tests, arg, selected)),
    vscode.commands.registerCommand('gridLens.stressSolution', (arg) => stressSolutionCommand(stress, arg)),
    vscode.commands.registerCommand('gridLens.chooseSolution', (arg) => chooseSolutionCommand(chosen, arg)),
  );
  return Object.assign(disposable, { tests, verdicts, chosen });
}
