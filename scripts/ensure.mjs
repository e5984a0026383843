#!/usr/bin/env node
// Makes a fresh clone runnable: installs npm dependencies, builds the native addon and our own guest
// software (packages/agentos-common, scripts/build-software.mjs) when they are missing or older
// than their inputs, installing software/'s toolchain first when it is missing (scripts/toolchain.mjs:
// apt-get on Debian/Ubuntu). Plain Node, no dependencies. Prints what it does.
//
//   node scripts/ensure.mjs            # install if needed, build (debug) if needed
//   node scripts/ensure.mjs --release  # build with --release (the bench uses it)
//   node scripts/ensure.mjs --dry-run  # only say what would be done

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mtime, newestUnder as newestUnderSkipping } from './freshness.mjs';
import { ensureToolchain } from './toolchain.mjs';
import { ensureNodeOracle } from './node-oracle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const release = process.argv.includes('--release');
const dryRun = process.argv.includes('--dry-run');
// `npm run demo` runs only the published command set: it must work on a fresh machine without the
// C toolchain that software/ needs, so it skips building our own set.
const withSoftware = !process.argv.includes('--no-software');
const installStamp = path.join(root, 'node_modules', '.agentos-install-stamp');
const buildStamp = path.join(root, 'node_modules', `.agentos-build-stamp${release ? '-release' : ''}`);
// Which profile built the addon now in place: a release build (the bench) replaces the debug addon
// at the same path, so the debug stamp alone would call it up to date.
const profileStamp = path.join(root, 'node_modules', '.agentos-addon-profile');
const profile = release ? 'release' : 'debug';

function log(message) {
  console.log(`[ensure] ${message}`);
}

const BUILD_OUTPUTS = new Set(['target', 'node_modules']);
const newestUnder = (entry) => newestUnderSkipping(entry, BUILD_OUTPUTS);

function newestOf(entries) {
  let newest = { time: -Infinity, file: null };
  for (const entry of entries) {
    const found = newestUnder(path.join(root, entry));
    if (found.time > newest.time) newest = found;
  }
  return newest;
}

function run(command, args) {
  log(`$ ${[command, ...args].join(' ')}${dryRun ? '   (dry run: not executed)' : ''}`);
  if (dryRun) return;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    log(`failed: ${command} exited with ${result.status ?? result.signal}`);
    process.exit(result.status || 1);
  }
}

function touch(file) {
  if (dryRun) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${new Date().toISOString()}\n`);
}

function builtProfile() {
  try {
    return fs.readFileSync(profileStamp, 'utf8').trim();
  } catch {
    return null;
  }
}

function built() {
  touch(buildStamp);
  if (!dryRun) fs.writeFileSync(profileStamp, `${profile}\n`);
}

/** The file name `napi build --platform` gives the addon on this machine (binaryName `agentos`). */
function addonFileName() {
  const { platform, arch } = process;
  let abi = '';
  if (platform === 'linux') {
    const glibc = process.report?.getReport?.().header?.glibcVersionRuntime;
    abi = glibc ? '-gnu' : '-musl';
  } else if (platform === 'win32') {
    abi = '-msvc';
  }
  return `agentos.${platform}-${arch}${abi}.node`;
}

// 1. npm dependencies
const installInputs = Math.max(mtime(path.join(root, 'package.json')), mtime(path.join(root, 'package-lock.json')));
if (!fs.existsSync(path.join(root, 'node_modules'))) {
  log('node_modules is missing: installing npm dependencies');
  run('npm', ['install', '--no-audit', '--no-fund']);
  touch(installStamp);
} else if (mtime(installStamp) < installInputs) {
  log('package.json or package-lock.json changed since the last install: installing npm dependencies');
  run('npm', ['install', '--no-audit', '--no-fund']);
  touch(installStamp);
} else {
  log('npm dependencies are up to date');
}

// 2. native addon
const addon = path.join(root, addonFileName());
const outputs = [addon, path.join(root, 'addon.cjs'), path.join(root, 'addon.d.ts')];
const missing = outputs.filter((f) => !fs.existsSync(f));
const sources = newestOf(['src', 'crates', 'Cargo.toml', 'Cargo.lock', 'build.rs', 'package.json']);
const builtAt = Math.min(...outputs.map(mtime), mtime(buildStamp));
const napiArgs = ['build', '--platform', ...(release ? ['--release'] : []), '--js', 'addon.cjs', '--dts', 'addon.d.ts'];
const napi = path.join(root, 'node_modules', '.bin', 'napi');
if (missing.length > 0) {
  log(`native addon missing (${missing.map((f) => path.basename(f)).join(', ')}): building${release ? ' (release)' : ''}`);
  run(napi, napiArgs);
  built();
} else if (builtAt < sources.time) {
  log(`${path.relative(root, sources.file)} is newer than the last ${release ? 'release ' : ''}build: rebuilding the native addon`);
  run(napi, napiArgs);
  built();
} else if (builtProfile() !== profile) {
  log(`the addon in place is a ${builtProfile() ?? 'unrecorded'} build: rebuilding it as ${profile}`);
  run(napi, napiArgs);
  built();
} else {
  log(`native addon ${path.basename(addon)} is up to date`);
}

// 3. guest software (software/ → packages/agentos-common), compiled into the module cache
// The C toolchain and the wasm32-wasip1 target are installed first when missing (scripts/toolchain.mjs).
if (withSoftware) {
  try {
    ensureToolchain({ dryRun });
  } catch (err) {
    log(err.message);
    process.exit(1);
  }
  run(process.execPath, [path.join(root, 'scripts', 'build-software.mjs')]);
  // The Node 22 the node tests compare our guest `node` with (scripts/node-oracle.mjs).
  try {
    log(ensureNodeOracle({ dryRun }));
  } catch (err) {
    log(err.message);
    process.exit(1);
  }
} else log('guest software (software/): skipped (--no-software)');

// 4. the published command set (the demo's and the default when ours is not built), compiled into
// the module cache once per machine, so no first command compiles (ours is precompiled by
// build-software.mjs). In a child process: the addon may have been built by this run.
const published = path.join(root, 'node_modules', '@rivet-dev', 'agent-os-common');
if (!dryRun && fs.existsSync(published)) {
  const t0 = Date.now();
  const script = `import { AgentOs } from ${JSON.stringify(path.join(root, 'index.mjs'))};` +
    " import common from '@rivet-dev/agent-os-common'; console.log(JSON.stringify(AgentOs.precompile([common])));";
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (child.status !== 0) {
    log('precompiling the published command set failed (see above)');
    process.exit(1);
  }
  const r = JSON.parse(child.stdout.trim().split('\n').pop());
  log(r.compiled > 0
    ? `published command set: ${r.compiled} modules compiled into the module cache (${((Date.now() - t0) / 1000).toFixed(1)} s, once per machine), ${r.cached} already there`
    : `published command set: all ${r.cached} modules already in the module cache`);
}
