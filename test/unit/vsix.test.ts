// The .vsix a user installs: exactly what runs, plus the documents the
// Extensions page shows; a README whose pictures show there offline; nothing
// that points at a made-up address. Packs the current build (npm run build
// first), offline, into a scratch folder.

import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { packageVsix } from '../../scripts/vscode/package.mjs';
import { packagedReadme } from '../../scripts/vscode/readme.mjs';
import { readZip } from './zip';

const PICTURE = /!\[([^\]]*)\]\(([^)\s]+)\)/g;

describe('the packed .vsix', function () {
  this.timeout(120_000);
  let files: Map<string, Buffer>;

  before(() => {
    assert.ok(existsSync('dist/extension.js'), 'dist/ is missing: run npm run build first');
    const dir = mkdtempSync(join(tmpdir(), 'grid-lens-vsix-'));
    try {
      files = readZip(readFileSync(packageVsix({ build: false, out: join(dir, 'grid-lens.vsix') })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds exactly the bundles, the webview stylesheet, the grammar, the description schema and the icon, with README, CHANGELOG and LICENSE', () => {
    assert.deepEqual([...files.keys()].sort(), [
      '[Content_Types].xml',
      'extension.vsixmanifest',
      'extension/LICENSE.txt',
      'extension/changelog.md',
      'extension/dist/cli-main.cache',
      'extension/dist/cli-main.js',
      'extension/dist/cli.js',
      'extension/dist/extension.js',
      'extension/dist/panel.js',
      'extension/dist/stress-worker.js',
      'extension/dist/worker.js',
      'extension/media/icon.png',
      'extension/media/panel/panel.css',
      'extension/package.json',
      'extension/readme.md',
      'extension/schemas/grid-problem.schema.json',
      'extension/syntaxes/grid-input.tmLanguage.json',
      'extension/syntaxes/language-configuration.json',
    ]);
    assert.deepEqual(
      [...files.keys()].filter((f) => /\.(ts|mts|map)$|\/test\//.test(f)),
      [],
      'sources, maps or tests',
    );
  });

  it('holds every file its package.json points at', () => {
    const manifest = JSON.parse(files.get('extension/package.json')!.toString('utf8'));
    const pointed = [
      manifest.main,
      manifest.icon,
      ...Object.values(manifest.bin as Record<string, string>),
      ...(manifest.contributes.grammars as { path: string }[]).map((g) => g.path),
      ...(manifest.contributes.languages as { configuration?: string }[]).flatMap((l) => (l.configuration ? [l.configuration] : [])),
    ];
    for (const file of pointed) assert.ok(files.has(posix.join('extension', file)), `${file} is not in the package`);
  });

  it('points nowhere made up: no example.invalid, and no repository, as there is no public one', () => {
    for (const [name, bytes] of files) assert.ok(!bytes.toString('latin1').includes('example.invalid'), `${name} mentions example.invalid`);
    assert.equal(JSON.parse(files.get('extension/package.json')!.toString('utf8')).repository, undefined);
  });

  it("shows every picture of README.md on the Extensions page: each is inlined, the same bytes as the repository's file", () => {
    const source = [...readFileSync('README.md', 'utf8').matchAll(PICTURE)].map(([, alt, target]) => ({ alt, target }));
    assert.ok(source.length > 0, 'README.md has pictures');
    const packed = [...files.get('extension/readme.md')!.toString('utf8').matchAll(PICTURE)].map(([, alt, target]) => ({ alt, target }));
    assert.deepEqual(
      packed.map((p) => p.alt),
      source.map((s) => s.alt),
    );
    packed.forEach((p, k) => {
      const data = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(p.target);
      assert.ok(data, `picture ${k + 1} is not an inlined PNG: ${p.target.slice(0, 60)}`);
      assert.ok(Buffer.from(data[1], 'base64').equals(readFileSync(source[k].target)), `picture ${k + 1} differs from ${source[k].target}`);
    });
  });

  it('has a README with no link into the source tree and no developer instructions', () => {
    const readme = files.get('extension/readme.md')!.toString('utf8');
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)|<(?:img|a)\b[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    assert.deepEqual(
      targets.filter((t) => !/^(https?:|mailto:|data:image\/|#)/.test(t)),
      [],
    );
    for (const words of ['npm test', 'npm run', 'npm ci', 'src/core', 'test/e2e']) assert.ok(!readme.includes(words), `the README says "${words}"`);
  });
});

describe('the packaged README', () => {
  it('inlines pictures, keeps web links and anchors, and keeps only the words of links into the source tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'grid-lens-readme-'));
    try {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      writeFileSync(join(root, 'a.png'), png);
      const out = packagedReadme('![A board](a.png) see [the guide](CONTRIBUTING.md), [the site](https://example.org/x) and [below](#usage).', root);
      assert.equal(out, `![A board](data:image/png;base64,${png.toString('base64')}) see the guide, [the site](https://example.org/x) and [below](#usage).`);
      assert.throws(() => packagedReadme('![logo](logo.svg)', root), /logo\.svg: only \.png, \.jpg, \.jpeg, \.gif can be inlined/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
