// Glob patterns as `files.associations` writes them ("**/tests/*.in",
// "*.grid", "tests/{a,b}/*.txt"), matched against slash-separated paths.
// A pattern without a slash matches the file name anywhere, as VS Code does.

export function globToRegExp(glob: string): RegExp {
  let re = '';
  let inBraces = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        // "**/" matches any number of folders, including none.
        const slash = glob[i + 2] === '/';
        re += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else re += '[^/]*';
    } else if (ch === '?') re += '[^/]';
    else if (ch === '{') {
      inBraces++;
      re += '(?:';
    } else if (ch === '}' && inBraces > 0) {
      inBraces--;
      re += ')';
    } else if (ch === ',' && inBraces > 0) re += '|';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  const full = new RegExp(`^${re}$`, process.platform === 'win32' ? 'i' : '');
  return full;
}

/** True when `path` (any separators) matches `glob`; patterns without "/" test the file name. */
export function matchGlob(glob: string, path: string): boolean {
  const p = path.replace(/\\/g, '/');
  const target = glob.includes('/') ? p : p.slice(p.lastIndexOf('/') + 1);
  const re = globToRegExp(glob);
  if (re.test(target)) return true;
  // "tests/*.in" should match ".../project/tests/a.in" as well: try every suffix starting at a folder.
  if (glob.includes('/') && !glob.startsWith('/') && !glob.startsWith('**')) {
    for (let i = p.indexOf('/'); i !== -1; i = p.indexOf('/', i + 1)) if (re.test(p.slice(i + 1))) return true;
  }
  return false;
}
