// The problem of the files beside a test, for a test whose content cannot say
// (tests/11.in with a typo, next to ten tests of one problem). Looked up on demand, in
// the background, and kept per folder for a while: a folder of tests rarely
// changes problem.

import * as vscode from 'vscode';

/** Sibling files read at most per folder, and the largest read. */
const MAX_SIBLINGS = 8;
const MAX_SIBLING_BYTES = 1 << 20;
/** How long a folder's answer is kept. */
const KEEP_MS = 60_000;

/** What the content of a text is recognized as, if anything (run in the solver worker). */
export type DetectText = (key: string, text: string) => Promise<string | undefined>;

interface FolderAnswer {
  at: number;
  /** The problem every recognized sibling agrees on, and how many they are. */
  problem?: { id: string; files: number };
}

export class Neighbours {
  private readonly folders = new Map<string, FolderAnswer>();
  private readonly looking = new Map<string, Promise<FolderAnswer>>();

  constructor(
    private readonly detectText: DetectText,
    /** What a sibling is already known to be (an open analysis, a remembered one), before reading it. */
    private readonly known: (uri: vscode.Uri) => string | undefined,
  ) {}

  /** Forgets every folder's answer (the problems themselves changed). */
  clear(): void {
    this.folders.clear();
  }

  /** The problem the files beside `uri` agree on, if it was looked up lately. */
  problemOf(uri: vscode.Uri): { id: string; files: number } | undefined {
    const answer = this.folders.get(folderOf(uri).toString());
    return answer && Date.now() - answer.at < KEEP_MS ? answer.problem : undefined;
  }

  /** Looks up the folder of `uri` (once at a time); true when a problem was found that was not known before. */
  async lookUp(uri: vscode.Uri): Promise<boolean> {
    if (this.problemOf(uri)) return false;
    const folder = folderOf(uri);
    const key = folder.toString();
    let running = this.looking.get(key);
    if (!running) {
      running = this.read(folder, uri).finally(() => this.looking.delete(key));
      this.looking.set(key, running);
    }
    const answer = await running;
    this.folders.set(key, answer);
    return answer.problem !== undefined;
  }

  private async read(folder: vscode.Uri, self: vscode.Uri): Promise<FolderAnswer> {
    const ext = extensionOf(self.path);
    let entries: [string, vscode.FileType][];
    try {
      entries = await vscode.workspace.fs.readDirectory(folder);
    } catch {
      return { at: Date.now() };
    }
    const siblings = entries
      .filter(([name, type]) => type === vscode.FileType.File && extensionOf(name) === ext && name !== basename(self.path))
      .map(([name]) => vscode.Uri.joinPath(folder, name))
      .sort((a, b) => a.path.localeCompare(b.path))
      .slice(0, MAX_SIBLINGS);
    const found: string[] = [];
    for (const uri of siblings) {
      const id = this.known(uri) ?? (await this.readOne(uri));
      if (id) found.push(id);
    }
    const agreed = found.length > 0 && found.every((id) => id === found[0]);
    return { at: Date.now(), problem: agreed ? { id: found[0], files: found.length } : undefined };
  }

  private async readOne(uri: vscode.Uri): Promise<string | undefined> {
    try {
      if ((await vscode.workspace.fs.stat(uri)).size > MAX_SIBLING_BYTES) return undefined;
      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
      return await this.detectText(`neighbour:${uri.toString()}`, text);
    } catch {
      return undefined;
    }
  }
}

function folderOf(uri: vscode.Uri): vscode.Uri {
  return vscode.Uri.joinPath(uri, '..');
}

function basename(p: string): string {
  return p.slice(p.lastIndexOf('/') + 1);
}

function extensionOf(p: string): string {
  const name = basename(p);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}
