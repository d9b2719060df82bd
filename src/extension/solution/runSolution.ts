// "Run My Solution": from the Explorer (files and folders, several at once),
// the editor (context menu, title) or the palette. Judges in the background
// under a cancellable progress notification; verdicts go to the Test
// Explorer and the editor; a last notification sums up, with the diff of a
// wrong answer one click away.

import * as path from 'node:path';
import * as vscode from 'vscode';
import { escapeText } from '../../core/text/chars';
import { CANDIDATE_ENDINGS } from '../recognition';
import { showOutputDiff } from './outputDiff';
import type { RunSummary, RunTarget, SolutionRunner } from './runner';
import type { SolutionTests } from './testController';
import type { FileVerdict } from './verdicts';

/** Files of a folder judged at most: more is a mistake of where the command was pointed. */
export const MAX_FOLDER_FILES = 500;

const SHOW_DIFFERENCE = 'Show Difference';
const SHOW_RESULTS = 'Show Test Results';

export async function runSolutionCommand(runner: SolutionRunner, tests: SolutionTests, arg?: unknown, selected?: unknown): Promise<RunSummary | undefined> {
  const uris = Array.isArray(selected) && selected.every((u) => u instanceof vscode.Uri) && selected.length ? selected : arg instanceof vscode.Uri ? [arg] : [];
  if (!uris.length && vscode.window.activeTextEditor) uris.push(vscode.window.activeTextEditor.document.uri);
  if (!uris.length) {
    void vscode.window.showInformationMessage('Grid Lens: open a test file, or right-click a test file or a folder of tests in the Explorer, to run your solution on it.');
    return undefined;
  }
  const targets = await expand(uris);
  if (!targets.length) {
    void vscode.window.showInformationMessage(`Grid Lens: no test inputs (${CANDIDATE_ENDINGS.map((e) => `*.${e}`).join(', ')}) in ${uris.map(name).join(', ')}.`);
    return undefined;
  }
  const items = targets.filter((t) => !t.found).map((t) => tests.fileItem(t.uri));
  const request = new vscode.TestRunRequest(items.length ? items : undefined, undefined, tests.profile);
  const summary = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'Grid Lens: running your solution', cancellable: true }, (progress, token) =>
    runner.run(targets, request, token, (done, total, last) => {
      progress.report({ message: `${done} of ${total} ${total === 1 ? 'file' : 'files'}${last ? `; ${name(last.uri)}: ${last.verdict}` : ''}`, increment: 100 / total });
    }),
  );
  if (summary) tell(summary);
  return summary;
}

/** The files themselves, and the test inputs in each folder (found), in path order. */
async function expand(uris: vscode.Uri[]): Promise<RunTarget[]> {
  const targets: RunTarget[] = [];
  for (const uri of uris) {
    const stat = await Promise.resolve(vscode.workspace.fs.stat(uri)).catch(() => undefined);
    if (!stat || !(stat.type & vscode.FileType.Directory)) {
      targets.push({ uri, found: false });
      continue;
    }
    const pattern = new vscode.RelativePattern(uri, `**/*.{${CANDIDATE_ENDINGS.join(',')}}`);
    const found = await vscode.workspace.findFiles(pattern, '**/{node_modules,.git}/**', MAX_FOLDER_FILES + 1);
    if (found.length > MAX_FOLDER_FILES) void vscode.window.showWarningMessage(`Grid Lens: ${name(uri)} holds more than ${MAX_FOLDER_FILES} possible tests; the first ${MAX_FOLDER_FILES} are run.`);
    found.sort((a, b) => a.path.localeCompare(b.path, undefined, { numeric: true }));
    for (const f of found.slice(0, MAX_FOLDER_FILES)) targets.push({ uri: f, found: true });
  }
  return [...new Map(targets.map((t) => [t.uri.toString(), t])).values()];
}

/** The outcome in one notification: the verdict of a single file, or how many were accepted and the first that was not. */
function tell(summary: RunSummary): void {
  const { verdicts } = summary;
  const bad = verdicts.filter((v) => v.verdict !== 'AC');
  const firstWrong = bad.find((v) => v.verdict === 'WA');
  const passed = summary.passedOver ? ` (${summary.passedOver} ${summary.passedOver === 1 ? 'file is' : 'files are'} not tests)` : '';
  const stopped = summary.cancelled ? 'Stopped: ' : '';
  let message: string;
  if (verdicts.length === 0) message = `${stopped}no test was judged${passed}.`;
  else if (verdicts.length === 1) message = `${stopped}${name(verdicts[0].uri)}: ${verdicts[0].line}`;
  else message = `${stopped}${verdicts.length - bad.length} of ${verdicts.length} files accepted${passed}${bad.length ? `; ${name(bad[0].uri)}: ${bad[0].line}` : '.'}`;
  const text = `Your solution (${summary.solution}): ${message}`;
  const actions = [...(firstWrong ? [SHOW_DIFFERENCE] : []), SHOW_RESULTS];
  const shown = bad.length ? vscode.window.showWarningMessage(text, ...actions) : vscode.window.showInformationMessage(text, ...actions);
  void shown.then((choice) => {
    if (choice === SHOW_DIFFERENCE) void showOutputDiff(firstWrong as FileVerdict);
    else if (choice === SHOW_RESULTS) void vscode.commands.executeCommand('workbench.view.testing.focus');
  });
}

/** The file's name, safe to show. */
function name(uri: vscode.Uri): string {
  return escapeText(path.posix.basename(uri.path));
}
