// Builds a chosen solution file into a folder the extension owns (its
// workspace storage), only when the source or the command that builds it
// changed since the last good build. The compiler runs as any program does
// here (run/program.ts): asynchronously, bounded in time and output, its
// process group ended afterwards. What it says goes to the Problems view.

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { runProgram } from '../../run/program';
import { escapeText } from '../../core/text/chars';
import { log } from '../log';
import { indexOfColumn, parseCompilerOutput, type CompilerMessage } from './compilerMessages';
import { solutionSettings } from './config';
import { fillCommand, LANGUAGES, languageOf } from './languages';

export type Built =
  /** `command` runs the built program, in `cwd`. */
  { ok: true; command: string; cwd: string; compiled: boolean } | { ok: false; message: string };

/** A build may take this long: a first Rust or Go build fetches and compiles a good deal. */
const BUILD_TIME_MS = 120_000;
/** A compiler's output kept: far more than the messages of any sensible number of mistakes. */
const BUILD_OUTPUT_BYTES = 1 << 20;
/** A source file larger than this is not a solution. */
const MAX_SOURCE_BYTES = 16 << 20;
/** Holds the hash of what was last built well in a build folder. */
const STAMP = 'built-from';

export class Builder implements vscode.Disposable {
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('Grid Lens: build');
  /** Builds in progress, by source path: a second run waits for the first rather than write the same program. */
  private readonly building = new Map<string, Promise<Built>>();

  /** `storage`: a folder of the extension's own (context.storageUri or globalStorageUri). */
  constructor(private readonly storage: string) {}

  /** The command that runs `source`, built first if it changed. */
  async prepare(source: vscode.Uri, signal: AbortSignal): Promise<Built> {
    const key = source.fsPath;
    for (let running = this.building.get(key); running; running = this.building.get(key)) await running.catch(() => undefined);
    const promise = this.build(source, signal);
    this.building.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.building.get(key) === promise) this.building.delete(key);
    }
  }

  private async build(source: vscode.Uri, signal: AbortSignal): Promise<Built> {
    const file = source.fsPath;
    const name = path.basename(file);
    const language = languageOf(file);
    if (!language) {
      const known = LANGUAGES.flatMap((l) => l.extensions[0]).join(', ');
      return { ok: false, message: `Grid Lens does not know how to build ${escapeText(name)}: choose a ${known} file, or set gridLens.solution.command.` };
    }
    // What a judge builds is the file as saved; an unsaved edit would otherwise be left out silently.
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === source.toString());
    if (open?.isDirty) await open.save();
    let bytes: Buffer;
    try {
      const stat = await fs.stat(file);
      if (stat.size > MAX_SOURCE_BYTES) return { ok: false, message: `${escapeText(name)} is ${(stat.size / 1048576).toFixed(1)} MB: too large for a solution's source.` };
      bytes = await fs.readFile(file);
    } catch (e) {
      return { ok: false, message: `Grid Lens cannot read ${escapeText(name)}: ${escapeText((e as Error).message)}` };
    }
    const dir = path.join(this.storage, 'build', createHash('sha256').update(file).digest('hex').slice(0, 16));
    const base = path.basename(file, path.extname(file)) || 'solution';
    const values = { file, out: path.join(dir, base), dir, class: base };
    const settings = solutionSettings();
    const run = { ok: true as const, command: fillCommand(settings.runCommand(language), values), cwd: path.dirname(file) };
    const template = settings.compileCommand(language);
    if (template === '') {
      this.diagnostics.delete(source);
      return { ...run, compiled: false };
    }
    const command = fillCommand(template, values);
    const stamp = createHash('sha256').update(command).update('\0').update(bytes).digest('hex');
    const stampFile = path.join(dir, STAMP);
    if ((await fs.readFile(stampFile, 'utf8').catch(() => '')) === stamp) return { ...run, compiled: false };

    await fs.mkdir(dir, { recursive: true });
    await fs.rm(stampFile, { force: true });
    const started = performance.now();
    const r = await runProgram(command, '', { timeMs: BUILD_TIME_MS, outputBytes: BUILD_OUTPUT_BYTES, cwd: path.dirname(file), signal });
    const output = `${r.stdout.toString('utf8')}${r.stderr.toString('utf8')}`;
    const messages = parseCompilerOutput(output);
    this.show(messages, file, bytes);
    if (output.trim()) log().info(`${command}\n${output.trimEnd()}`);
    if (r.verdict === 'OK') {
      await fs.writeFile(stampFile, stamp);
      log().info(`built ${name} in ${(performance.now() - started).toFixed(0)} ms`);
      return { ...run, compiled: true };
    }
    const why = buildFailure(r.verdict, r.exitCode, output, messages, language.id);
    if (!messages.some((m) => m.severity === 'error')) {
      // Nothing to put at a position (a linker error, a missing compiler): the file itself carries it.
      const d = new vscode.Diagnostic(new vscode.Range(0, 0, 0, 0), `Build failed: ${why}`, vscode.DiagnosticSeverity.Error);
      d.source = 'Grid Lens';
      this.diagnostics.set(source, [...(this.diagnostics.get(source) ?? []), d]);
    }
    return { ok: false, message: `${escapeText(name)} did not build: ${why}` };
  }

  /** The compiler's messages in the Problems view, each on the file it names (a header, say), columns as characters. */
  private show(messages: CompilerMessage[], file: string, bytes: Buffer): void {
    this.diagnostics.clear();
    const sourceLines = bytes.toString('utf8').split(/\r?\n/);
    const byFile = new Map<string, vscode.Diagnostic[]>();
    for (const m of messages) {
      const where = path.resolve(path.dirname(file), m.file);
      const line = Math.max(0, m.line - 1);
      const text = where === file ? sourceLines[line] : undefined;
      const col = text !== undefined && m.tabWidth ? indexOfColumn(text, m.col, m.tabWidth) : Math.max(0, m.col - 1);
      const d = new vscode.Diagnostic(new vscode.Range(line, col, line, col + 1), m.message, m.severity === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Error);
      d.source = 'Grid Lens: build';
      byFile.set(where, [...(byFile.get(where) ?? []), d]);
    }
    for (const [where, list] of byFile) this.diagnostics.set(vscode.Uri.file(where), list);
  }

  dispose(): void {
    this.diagnostics.dispose();
  }
}

/** Why a build failed, in one line. */
function buildFailure(verdict: string, exitCode: number | null, output: string, messages: CompilerMessage[], languageId: string): string {
  if (verdict === 'TLE') return `the build took longer than ${BUILD_TIME_MS / 1000} s.`;
  if (verdict === 'OLE') return 'the build wrote more than 1 MB of messages.';
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  if (exitCode === 127) return `${escapeText(lines[lines.length - 1] ?? 'the compiler was not found')}. Install it, or set gridLens.solution.${languageId}.compileCommand.`;
  const first = messages.find((m) => m.severity === 'error');
  if (first) return `line ${first.line}: ${escapeText(first.message)}`;
  return escapeText(lines[lines.length - 1]?.trim() ?? `the compiler ended with status ${exitCode}`);
}
