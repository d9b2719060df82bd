// Which files a description names as its tests: its "files" patterns, read
// relative to the description's own folder ("*.in" the inputs beside it,
// "tests/**/*.in" those anywhere under its tests folder).

import { globToRegExp } from '../glob';

/** Whether `file` is named by `globs` of the description at `descriptionPath` (both slash-separated paths). */
export function namesFile(globs: readonly string[], descriptionPath: string, file: string): boolean {
  const folder = descriptionPath.slice(0, descriptionPath.lastIndexOf('/') + 1);
  if (globs.length === 0 || !file.startsWith(folder)) return false;
  const relative = file.slice(folder.length);
  return globs.some((glob) => globToRegExp(glob).test(relative));
}
