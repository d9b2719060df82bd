// What the extension-host tests share: the contract's types, the scratch
// workspace's examples, and waiting for asynchronous results.

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';

export const EXTENSION_ID = 'grid-lens.grid-lens';

export interface SolveOutcome {
  problem: string;
  output: string;
  answers: string[];
  errors: { line: number; col: number; message: string }[];
  /** The notification the command showed for a solved file: its message and buttons. */
  notification?: { message: string; actions: string[] };
}

export interface GridLensApi {
  analysisFor(uri: vscode.Uri): Promise<{ problem?: string; why: string; output?: string; answers: (string | undefined)[]; errors: number; closest?: string }>;
}

export interface Example {
  /** The problem id: the name of the folder the file is in. */
  id: string;
  name: string;
  input: vscode.Uri;
  /** The judge's output, when the example has a NAME.ans. */
  expected: string | undefined;
}

/** The scratch copy of examples/ the suite runs in. */
export function workspaceDir(): string {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the suite must run with a workspace folder (a copy of examples/) open');
  return folder.uri.fsPath;
}

/** Every examples/<id>/<name>.in of the workspace, in a stable order. */
export function examples(): Example[] {
  const root = workspaceDir();
  const found: Example[] = [];
  for (const id of fs.readdirSync(root).sort()) {
    const dir = path.join(root, id);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.in'))
      .sort()) {
      const name = file.slice(0, -'.in'.length);
      const ans = path.join(dir, `${name}.ans`);
      found.push({ id, name, input: vscode.Uri.file(path.join(dir, file)), expected: fs.existsSync(ans) ? fs.readFileSync(ans, 'utf8') : undefined });
    }
  }
  return found;
}

export async function gridLens(): Promise<GridLensApi> {
  const ext = vscode.extensions.getExtension<GridLensApi>(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not loaded`);
  const api = await ext.activate();
  if (!api || typeof api.analysisFor !== 'function') throw new Error('activate() did not return the test API { analysisFor }');
  return api;
}

/** Writes a file into the scratch workspace and returns its Uri. */
export function writeWorkspaceFile(relative: string, text: string): vscode.Uri {
  const file = path.join(workspaceDir(), relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return vscode.Uri.file(file);
}

export function readWorkspaceFile(uri: vscode.Uri): string | undefined {
  return fs.existsSync(uri.fsPath) ? fs.readFileSync(uri.fsPath, 'utf8') : undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until probe returns something other than undefined; fails with `what` and the last value seen. */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** Resolves to 'pending' when the promise has not settled within ms. */
export function settlesWithin<T>(promise: Thenable<T>, ms: number): Promise<{ value: T } | 'pending'> {
  return Promise.race([Promise.resolve(promise).then((value) => ({ value })), sleep(ms).then(() => 'pending' as const)]);
}

export async function openInEditor(uri: vscode.Uri): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument(uri);
  return vscode.window.showTextDocument(doc, { preview: false });
}

export async function closeAllEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** The judge's output split into its lines, without the final newline. */
export function outputLines(output: string): string[] {
  return output.replace(/\n$/, '').split('\n');
}

/** Prints a measured figure among mocha's lines (the runner keeps only tagged host output). */
export function note(line: string): void {
  console.log((process.env.GRID_LENS_MOCHA_TAG ? '[mocha] ' : '') + '      ' + line);
}

/** The text of every hover at a position, joined. */
export async function hoverText(uri: vscode.Uri, line: number, col: number): Promise<string> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(line, col));
  return hovers
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : c.value))
    .join('\n');
}
