// Without --problem, a test is read as the problem a description near it
// names: the *.grid-problem.json files of its folder and the folders above
// it, up to the repository's root (the folder holding .git), are looked at,
// nearest first, and the first whose "files" patterns name the test is the
// problem, as the extension's choice among problems that fit is. Only
// "files" is looked at here; the description is then read and checked as
// --problem reads it, so its mistakes are told at their place.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { namesFile } from '../core/described/files';
import { DESCRIPTION_SUFFIX, LIMITS } from '../core/described/types';

/** Folders looked at above the test's own, at most. */
const MAX_LEVELS = 32;
/** Descriptions looked at in one folder, at most (in name order). */
const MAX_PER_FOLDER = 64;

/** The path of the nearest description whose "files" name `file`, if any: relative to the working folder when inside it. */
export function describedFor(file: string): string | undefined {
  if (file === '-') return undefined;
  const test = slashed(resolve(file));
  let folder = dirname(resolve(file));
  for (let level = 0; level <= MAX_LEVELS; level++) {
    const found = namingIn(folder, test);
    if (found) return found;
    const up = dirname(folder);
    if (up === folder || isRepositoryRoot(folder)) return undefined;
    folder = up;
  }
  return undefined;
}

function namingIn(folder: string, test: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith(DESCRIPTION_SUFFIX));
  } catch {
    return undefined;
  }
  for (const name of names.sort().slice(0, MAX_PER_FOLDER)) {
    const path = join(folder, name);
    const globs = filesOf(path);
    if (globs && namesFile(globs, slashed(path), test)) return shown(path);
  }
  return undefined;
}

/** The "files" patterns of a description, or undefined when it cannot be read as JSON with them. */
function filesOf(path: string): string[] | undefined {
  try {
    // A description is at most LIMITS.fileChars characters, of at most 4 bytes each in UTF-8.
    const stat = statSync(path);
    if (!stat.isFile() || stat.size > 4 * LIMITS.fileChars) return undefined;
    const files: unknown = (JSON.parse(readFileSync(path, 'utf8')) as { files?: unknown } | null)?.files;
    return Array.isArray(files) && files.every((g) => typeof g === 'string') ? files : undefined;
  } catch {
    return undefined;
  }
}

function isRepositoryRoot(folder: string): boolean {
  try {
    statSync(join(folder, '.git'));
    return true;
  } catch {
    return false;
  }
}

const slashed = (path: string) => (sep === '/' ? path : path.split(sep).join('/'));

function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}
