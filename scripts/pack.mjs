#!/usr/bin/env node
// Packs the four npm packages a user installs into one directory, as a release publishes them:
// `@rivet-dev/agentos` (root), the platform package `@rivet-dev/agentos-linux-x64-gnu` (npm/linux-x64-gnu,
// which gets the built addon copied in first), `@rivet-dev/agentos-sandbox` and
// `@rivet-dev/agentos-common` (our guest software: wasm/ + commands.json). Each tarball's file list
// is checked against what the package needs; a missing build output stops the script naming the
// command that makes it. Prints one JSON line per tarball ({name, version, file, size, unpackedSize,
// integrity, files}) on stdout; progress goes to stderr.
//
//   node scripts/pack.mjs [--out <dir>] [--addon <path>] [--no-strip]
//
// --out    directory for the tarballs (default .cache/pack; created, old tarballs of these packages removed)
// --addon  the addon to ship (default ./agentos.linux-x64-gnu.node, `npm run build:release` for a release)
// The addon is copied with its debug sections removed (`strip --strip-debug`, binutils) when `strip`
// exists: a debug build is ~410 MB with them, ~42 MB without; the code is the same. --no-strip copies it as is.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADDON = 'agentos.linux-x64-gnu.node';

function fail(message) {
  console.error(`[pack] ${message}`);
  process.exit(1);
}

function args(argv) {
  const o = { out: path.join(root, '.cache', 'pack'), addon: path.join(root, ADDON), strip: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') o.out = path.resolve(argv[++i] ?? fail('--out needs a directory'));
    else if (a === '--addon') o.addon = path.resolve(argv[++i] ?? fail('--addon needs a path'));
    else if (a === '--no-strip') o.strip = false;
    else fail(`unknown argument ${a}`);
  }
  return o;
}

/** What each package's tarball must hold (paths inside `package/`), beyond package.json. */
const PACKAGES = [
  { dir: '.', needs: ['index.js', 'index.mjs', 'index.d.ts', 'client.js', 'client.mjs', 'client.d.ts', 'addon.cjs', 'addon.d.ts', 'lib/agent-os.js', 'lib/actor.js'] },
  { dir: 'npm/linux-x64-gnu', needs: [ADDON] },
  { dir: 'packages/agentos-sandbox', needs: ['index.js', 'index.mjs', 'index.d.ts'] },
  { dir: 'packages/agentos-common', needs: ['index.js', 'index.mjs', 'index.d.ts', 'commands.json'] },
];

const opts = args(process.argv.slice(2));

// Build outputs the tarballs carry (all gitignored): say which command makes a missing one.
const outputs = [
  [opts.addon, 'npm run build (or npm run build:release)'],
  [path.join(root, 'addon.cjs'), 'npm run build'],
  [path.join(root, 'addon.d.ts'), 'npm run build'],
  [path.join(root, 'packages/agentos-common/commands.json'), 'npm run build:software'],
  [path.join(root, 'packages/agentos-common/wasm'), 'npm run build:software'],
];
for (const [p, cmd] of outputs) if (!fs.existsSync(p)) fail(`${path.relative(root, p) || p} is missing: run \`${cmd}\` first`);

// Every module commands.json names must be in wasm/ (the tarball then holds them all).
const commands = JSON.parse(fs.readFileSync(path.join(root, 'packages/agentos-common/commands.json'), 'utf8'));
const wasmFiles = fs.readdirSync(path.join(root, 'packages/agentos-common/wasm')).filter((f) => !f.startsWith('.'));
if (wasmFiles.length === 0) fail('packages/agentos-common/wasm is empty: run `npm run build:software`');
PACKAGES[3].needs.push(...wasmFiles.map((f) => `wasm/${f}`));

// The addon into the platform package (gitignored there, as at the root).
const platformAddon = path.join(root, 'npm/linux-x64-gnu', ADDON);
fs.rmSync(platformAddon, { force: true });
const canStrip = opts.strip && spawnSync('strip', ['--version'], { stdio: 'ignore' }).status === 0;
if (canStrip) {
  execFileSync('strip', ['--strip-debug', '-o', platformAddon, opts.addon]);
} else {
  if (opts.strip) console.error('[pack] `strip` (binutils) not found: the addon is packed with its debug sections');
  fs.copyFileSync(opts.addon, platformAddon);
}
console.error(`[pack] ${path.relative(root, platformAddon)}: ${(fs.statSync(platformAddon).size / 1e6).toFixed(1)} MB${canStrip ? ' (debug sections stripped)' : ''}`);

fs.mkdirSync(opts.out, { recursive: true });
const results = [];
for (const pkg of PACKAGES) {
  const dir = path.join(root, pkg.dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // npm pack's file name: scope without "@", "/" as "-".
  const file = `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`;
  fs.rmSync(path.join(opts.out, file), { force: true });
  const r = spawnSync('npm', ['pack', '--json', '--pack-destination', opts.out], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) fail(`npm pack in ${pkg.dir} failed:\n${r.stderr}`);
  const [info] = JSON.parse(r.stdout);
  const files = info.files.map((f) => f.path);
  const missing = ['package.json', ...pkg.needs].filter((f) => !files.includes(f));
  if (missing.length > 0) fail(`${manifest.name}: the tarball lacks ${missing.join(', ')} (check "files" in ${pkg.dir}/package.json)`);
  const entry = {
    name: info.name,
    version: info.version,
    file: path.join(opts.out, info.filename),
    size: info.size,
    unpackedSize: info.unpackedSize,
    integrity: info.integrity,
    files,
  };
  results.push(entry);
  console.error(`[pack] ${info.filename}: ${(info.size / 1e6).toFixed(2)} MB packed, ${(info.unpackedSize / 1e6).toFixed(2)} MB unpacked, ${files.length} files`);
}
for (const r of results) console.log(JSON.stringify(r));
