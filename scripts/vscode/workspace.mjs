// A scratch copy of examples/ for a suite to open, so tests may add and
// overwrite files without touching the repository.

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './install.mjs';

export function copyExamples() {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'grid-lens-workspace-')), 'examples');
  cpSync(path.join(repoRoot, 'examples'), dir, { recursive: true });
  const remove = () => {
    process.off('exit', remove);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  // Also when a run is cut short (Ctrl+C ends it through process.exit).
  process.on('exit', remove);
  return { dir, remove };
}
