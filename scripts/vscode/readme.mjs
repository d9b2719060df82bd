// The README the .vsix carries: README.md with each picture inlined as a data:
// URL and each link into the source tree reduced to its text.
//
// Why: VS Code's Extensions page renders the README in a webview whose content
// policy loads images only from https: and data:, and resolves no path against
// the installed extension's folder. Relative pictures are broken there, and
// absolute ones need a public host and a network. Inlined, they show offline.
// Links to files of the source tree (CONTRIBUTING.md, …) lead nowhere in an
// installed extension, so only their words stay.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIME = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/** `[text](target)` and `![alt](target)`; the text holds no brackets. */
const LINK = /(!?)\[([^\]]*)\]\(([^)\s]+)\)/g;

/** Whether a link target leaves the document: a web address, a mail address, an anchor or inline data. */
const isAbsolute = (target) => /^(https?:|mailto:|data:|#)/i.test(target);

/**
 * The packaged form of a README's Markdown; `root` is the folder its relative
 * targets are read from. Throws on a picture it cannot inline.
 */
export function packagedReadme(markdown, root) {
  return markdown.replace(LINK, (all, bang, text, target) => {
    if (isAbsolute(target)) return all;
    if (!bang) return text;
    const mime = MIME[path.extname(target).toLowerCase()];
    if (!mime) throw new Error(`README picture ${target}: only ${Object.keys(MIME).join(', ')} can be inlined (VS Code refuses SVG data)`);
    const file = path.join(root, target);
    if (!existsSync(file)) throw new Error(`README picture ${target} does not exist`);
    const bytes = readFileSync(file);
    return `![${text}](data:${mime};base64,${bytes.toString('base64')})`;
  });
}
