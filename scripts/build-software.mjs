#!/usr/bin/env node
// Builds our own guest commands (software/, a cargo workspace for wasm32-wasip1) into the npm
// workspace package @rivet-dev/agentos-common:
//   packages/agentos-common/wasm/<module>   one file per [[bin]] (multicall modules serve several
//                                           commands through `aliasOf`)
//   packages/agentos-common/commands.json   every command with its tier, module, source crate,
//                                           version and licence, from each crate's
//                                           [package.metadata.agentos] (read with `cargo metadata`)
// then compiles every module ahead of time into the VM's module cache (AgentOs.precompile), so no
// user exec ever compiles one. Skips all of it when the outputs are newer than software/.
//
//   node scripts/build-software.mjs            # build if needed
//   node scripts/build-software.mjs --force    # build even when up to date
//   node scripts/build-software.mjs --readme   # also rewrite the README's "Guest software" table
//   node scripts/build-software.mjs --no-precompile
//
// Environment: AGENTOS_SOFTWARE_TARGET_DIR = cargo target dir (default software/target; CI may keep
// it outside the clone to reuse it).

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mtime, newestUnder as newestUnderSkipping } from './freshness.mjs';
import { installNpm } from './software-npm.mjs';
import { installPython } from './software-python.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const softwareDir = path.join(root, 'software');
const packageDir = path.join(root, 'packages', 'agentos-common');
const wasmDir = path.join(packageDir, 'wasm');
const listFile = path.join(packageDir, 'commands.json');
const stampFile = path.join(wasmDir, '.build-stamp');
const readmeFile = path.join(root, 'README.md');
const TARGET = 'wasm32-wasip1';
const targetDir = path.resolve(process.env.AGENTOS_SOFTWARE_TARGET_DIR || path.join(softwareDir, 'target'));

const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const readme = args.has('--readme');
const precompile = !args.has('--no-precompile');

function log(message) {
  console.log(`[build-software] ${message}`);
}

function fail(message) {
  console.error(`[build-software] error: ${message}`);
  process.exit(1);
}

const BUILD_OUTPUTS = new Set(['target', 'vendor']);
const newestUnder = (entry) => newestUnderSkipping(entry, BUILD_OUTPUTS);

function run(command, argv, options = {}) {
  log(`$ ${[command, ...argv].join(' ')}`);
  const result = spawnSync(command, argv, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`cannot run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} exited with ${result.status ?? result.signal}`);
  return result;
}

function checkTarget() {
  const rustup = spawnSync('rustup', ['target', 'list', '--installed'], { encoding: 'utf8' });
  if (!rustup.error && rustup.status === 0) {
    if (!rustup.stdout.split('\n').includes(TARGET)) {
      fail(`the Rust target ${TARGET} is not installed. Install it with:\n\n    rustup target add ${TARGET}\n`);
    }
    return;
  }
  // No rustup: ask rustc whether it has the target's standard library.
  const rustc = spawnSync('rustc', ['--print', 'target-libdir', '--target', TARGET], { encoding: 'utf8' });
  if (rustc.error) fail('cargo/rustc not found: install Rust (https://rustup.rs), then `rustup target add wasm32-wasip1`');
  const libdir = rustc.stdout.trim();
  if (rustc.status !== 0 || !libdir || !fs.existsSync(libdir) || fs.readdirSync(libdir).length === 0) {
    fail(`the Rust target ${TARGET} is not installed for ${spawnSync('rustc', ['--version'], { encoding: 'utf8' }).stdout.trim()}. ` +
      `Install it with \`rustup target add ${TARGET}\` (or your distribution's wasm32-wasi Rust standard library).`);
  }
}

/** Every crate of software/ that declares [package.metadata.agentos], with its resolved dependencies. */
function readMetadata() {
  const result = spawnSync('cargo', ['metadata', '--format-version', '1', '--manifest-path', path.join(softwareDir, 'Cargo.toml'),
    '--filter-platform', TARGET], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) fail(`cannot run cargo metadata: ${result.error.message}`);
  if (result.status !== 0) fail(`cargo metadata failed:\n${result.stderr}`);
  const meta = JSON.parse(result.stdout);
  const byId = new Map(meta.packages.map((p) => [p.id, p]));
  const members = new Set(meta.workspace_members);
  const resolved = new Map(meta.resolve.nodes.map((n) => [n.id, n.deps.map((d) => byId.get(d.pkg))]));
  const crates = [];
  for (const pkg of meta.packages) {
    if (!members.has(pkg.id) || !pkg.metadata?.agentos) continue;
    const deps = new Map((resolved.get(pkg.id) ?? []).map((d) => [d.name, d]));
    crates.push({ pkg, deps, modules: pkg.metadata.agentos.modules ?? [] });
  }
  crates.sort((a, b) => a.pkg.name.localeCompare(b.pkg.name));
  return crates;
}

// ---------------------------------------------------------------------------------------------
// Patched third-party crates. software/patches/<crate>-<version>.patch is our change to that
// crates.io release (a unified diff against the crate root); software/vendor/<crate> (build output,
// gitignored) is the release unpacked from cargo's registry cache with the patch applied, which
// software/Cargo.toml uses as a path dependency or through [patch.crates-io]. Redone only when the
// patch changes (its SHA-256 is stamped into the directory).

const patchesDir = path.join(softwareDir, 'patches');
const vendorDir = path.join(softwareDir, 'vendor');

function cargoHome() {
  return process.env.CARGO_HOME || path.join(os.homedir(), '.cargo');
}

/** `<CARGO_HOME>/registry/cache/<index>/<crate>-<version>.crate`, or null. */
function findCrateArchive(crate, version) {
  const cache = path.join(cargoHome(), 'registry', 'cache');
  let indexes = [];
  try {
    indexes = fs.readdirSync(cache);
  } catch {
    return null;
  }
  for (const index of indexes) {
    const file = path.join(cache, index, `${crate}-${version}.crate`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Downloads `crate@version` into cargo's registry cache (`cargo fetch` of a scratch manifest). */
function fetchCrate(crate, version) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-fetch-'));
  try {
    fs.mkdirSync(path.join(scratch, 'src'));
    fs.writeFileSync(path.join(scratch, 'src', 'lib.rs'), '');
    fs.writeFileSync(path.join(scratch, 'Cargo.toml'),
      `[package]\nname = "agentos-fetch"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n${JSON.stringify(crate)} = "=${version}"\n`);
    run('cargo', ['fetch', '--manifest-path', path.join(scratch, 'Cargo.toml')], { cwd: scratch });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const archive = findCrateArchive(crate, version);
  if (!archive) fail(`cargo fetch did not leave ${crate}-${version}.crate in ${path.join(cargoHome(), 'registry', 'cache')}`);
  return archive;
}

/**
 * Makes cargo build a re-vendored crate again. Cargo alone may not: a crate whose build script
 * prints `rerun-if-*` lines (rquickjs-sys compiles QuickJS's C that way) is only rebuilt when those
 * inputs change, so a new patch to its C sources left the old objects in a cached target dir (CI
 * keeps one). Removing the crate's fingerprints and build-script outputs, for the wasm target and
 * for the host (build scripts), is the documented way to force it; its dependents follow.
 */
function forgetCrateBuild(crate) {
  const name = new RegExp(`^${crate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{16}$`);
  for (const profileDir of [path.join(targetDir, TARGET, 'release'), path.join(targetDir, 'release')]) {
    for (const sub of ['.fingerprint', 'build']) {
      const dir = path.join(profileDir, sub);
      let entries = [];
      try {
        entries = fs.readdirSync(dir);
      } catch {
        continue;
      }
      for (const entry of entries.filter((e) => name.test(e))) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
  }
}

function preparePatchedCrates() {
  let patches;
  try {
    patches = fs.readdirSync(patchesDir).filter((f) => f.endsWith('.patch')).sort();
  } catch {
    return;
  }
  for (const file of patches) {
    const match = /^(.+)-(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)\.patch$/.exec(file);
    if (!match) fail(`patches/${file}: the name must be <crate>-<version>.patch`);
    const [, crate, version] = match;
    const patchFile = path.join(patchesDir, file);
    const stampText = `${crate} ${version} workspace-root ${createHash('sha256').update(fs.readFileSync(patchFile)).digest('hex')}\n`;
    const dest = path.join(vendorDir, crate);
    const stamp = path.join(dest, '.agentos-patch');
    let current = null;
    try {
      current = fs.readFileSync(stamp, 'utf8');
    } catch {
      // not prepared yet
    }
    if (current === stampText) continue;
    const archive = findCrateArchive(crate, version) ?? fetchCrate(crate, version);
    fs.mkdirSync(vendorDir, { recursive: true });
    const unpack = fs.mkdtempSync(path.join(vendorDir, `.${crate}-`));
    try {
      run('tar', ['xzf', archive, '-C', unpack]);
      const tree = path.join(unpack, `${crate}-${version}`);
      const patched = spawnSync('patch', ['-p1', '--batch', '--forward', '--silent', '-d', tree, '-i', patchFile],
        { encoding: 'utf8' });
      if (patched.error) fail(`cannot run patch (Debian: apt-get install patch): ${patched.error.message}`);
      if (patched.status !== 0) fail(`patches/${file} does not apply to ${crate} ${version}:\n${patched.stdout}${patched.stderr}`);
      // Its own (empty) workspace: cargo then never attributes it to software/'s workspace (which
      // excludes vendor/) or to the repository's.
      const manifest = path.join(tree, 'Cargo.toml');
      if (!/^\[workspace\]/m.test(fs.readFileSync(manifest, 'utf8'))) fs.appendFileSync(manifest, '\n[workspace]\n');
      fs.rmSync(dest, { recursive: true, force: true });
      fs.renameSync(tree, dest);
      forgetCrateBuild(crate);
      fs.writeFileSync(stamp, stampText);
      log(`vendor/${crate}: ${crate} ${version} from crates.io with patches/${file}`);
    } finally {
      fs.rmSync(unpack, { recursive: true, force: true });
    }
  }
}

const TIERS = new Set(['full', 'read-write', 'read-only', 'isolated']);

/** commands.json: one entry per crate, its commands with module, tier, source, version, licence. */
function commandList(crates) {
  const seen = new Map();
  const packages = [];
  for (const { pkg, deps, modules } of crates) {
    const crateSources = pkg.metadata.agentos.sources ?? [];
    const commands = [];
    for (const module of modules) {
      const bins = pkg.targets.filter((t) => t.kind.includes('bin')).map((t) => t.name);
      if (!bins.includes(module.bin)) fail(`${pkg.name}: metadata module "${module.bin}" is not a [[bin]] of the crate (${bins.join(', ')})`);
      for (const c of module.commands ?? []) {
        if (!c.name || /[/\0]/.test(c.name) || c.name === '.' || c.name === '..') fail(`${pkg.name}: invalid command name ${JSON.stringify(c.name)}`);
        const tier = c.tier ?? 'full';
        if (!TIERS.has(tier)) fail(`${pkg.name}: command ${c.name}: tier must be one of ${[...TIERS].join(', ')}`);
        if (seen.has(c.name)) fail(`command ${c.name} is declared by both ${seen.get(c.name)} and ${pkg.name}`);
        seen.set(c.name, pkg.name);
        const sourceName = c.source && c.source !== 'own' ? c.source : null;
        const source = sourceName ? deps.get(sourceName) : null;
        if (sourceName && !source) fail(`${pkg.name}: command ${c.name}: source crate ${sourceName} is not a dependency`);
        // Without a per-command `source`, the crate-level `sources` list (where the code comes from,
        // around our own front end) names the origin.
        const origin = source
          ? { source: source.name, sourceVersion: source.version, license: source.license }
          : c.source !== 'own' && crateSources.length > 0
            ? {
              source: `${pkg.name} ${pkg.version} (own) over`,
              sourceVersion: crateSources.map((s) => `${s.name} ${s.version}`).join(', '),
              license: licenceUnion([pkg.license, ...crateSources.map((s) => s.license)]),
            }
            : { source: `${pkg.name} (own)`, sourceVersion: pkg.version, license: pkg.license };
        commands.push({
          name: c.name,
          permissionTier: tier,
          ...(c.name !== module.bin ? { aliasOf: module.bin } : {}),
          module: module.bin,
          ...origin,
          ...(c.notes ? { notes: c.notes } : {}),
        });
      }
    }
    packages.push({ name: pkg.name, description: pkg.description ?? '', version: pkg.version, license: pkg.license, commands });
  }
  return { generatedBy: 'scripts/build-software.mjs', target: TARGET, packages };
}

/** SPDX-style conjunction of distinct licence expressions: `(A OR B) AND C`. */
function licenceUnion(licences) {
  const distinct = [...new Set(licences.filter(Boolean))];
  if (distinct.length === 1) return distinct[0];
  return distinct.map((l) => (/ (OR|AND) /.test(l) ? `(${l})` : l)).join(' AND ');
}

function modulesOf(list) {
  return [...new Set(list.packages.flatMap((p) => p.commands.map((c) => c.module)))];
}

const TABLE_START = '<!-- software-table:start (generated by `node scripts/build-software.mjs --readme`) -->';
const TABLE_END = '<!-- software-table:end -->';

/** The README table: command, module, source crate + version, licence, differences from GNU. */
function readmeTable(list) {
  const rows = ['| Command | Module | Source crate | Licence | Differences from GNU |', '|---|---|---|---|---|'];
  const commands = list.packages.flatMap((p) => p.commands).sort((a, b) => a.name.localeCompare(b.name));
  for (const c of commands) {
    const cell = (s) => String(s).replaceAll('|', '\\|');
    rows.push(`| \`${cell(c.name)}\` | ${c.module} | ${c.source} ${c.sourceVersion} | ${c.license} | ${cell(c.notes ?? '')} |`);
  }
  return rows.join('\n');
}

function writeReadme(list) {
  const text = fs.readFileSync(readmeFile, 'utf8');
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) fail(`README.md has no ${TABLE_START} … ${TABLE_END} block`);
  const next = `${text.slice(0, start + TABLE_START.length)}\n${readmeTable(list)}\n${text.slice(end)}`;
  if (next !== text) {
    fs.writeFileSync(readmeFile, next);
    log('README.md: command table updated');
  } else {
    log('README.md: command table is up to date');
  }
}

function precompileModules(list) {
  const script = `
    const { AgentOs } = require(${JSON.stringify(path.join(root, 'index.js'))});
    const paths = ${JSON.stringify(modulesOf(list).map((m) => path.join(wasmDir, m)))};
    const started = Date.now();
    const r = AgentOs.precompile(paths);
    console.log('[build-software] module cache: ' + r.compiled + ' compiled, ' + r.cached + ' already cached (' + (Date.now() - started) + ' ms)');
  `;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    // The addon may not be built yet (ensure.mjs builds it first and precompiles after).
    log('precompile skipped: the native addon is not available (run `node scripts/ensure.mjs`)');
    return false;
  }
  return true;
}

// node's embedded JavaScript as QuickJS bytecode (software/crates/node/src/bytecode.rs): the
// node.wasm just built compiles its own bootstrap and builtins (`node --agentos-emit-bytecode`,
// run in a VM of the native addon), and a second cargo build embeds the blobs whose key matches
// its sources (build.rs). One archive per clone, as the target dir may be shared.
const nodeBytecodeFile = path.join(targetDir, 'agentos-node-bytecode',
  `${createHash('sha256').update(root).digest('hex').slice(0, 16)}.bin`);

/** Runs `node --agentos-emit-bytecode` of `wasm`; true when the archive changed. */
function emitNodeBytecode(wasm) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-emit-'));
  const out = `${nodeBytecodeFile}.new`;
  try {
    fs.copyFileSync(wasm, path.join(dir, 'node'));
    const script = `
      const fs = require('node:fs');
      const { AgentOs } = require(${JSON.stringify(path.join(root, 'index.js'))});
      (async () => {
        const vm = await AgentOs.create({ software: [{ name: 'agentos-node-emit', commandDir: ${JSON.stringify(dir)},
          commands: [{ name: 'node', permissionTier: 'full' }] }] });
        try {
          const { pid } = vm.spawn('node', ['--agentos-emit-bytecode', '/tmp/node.bytecode']);
          const code = await vm.waitProcess(pid);
          if (code !== 0) throw new Error('node --agentos-emit-bytecode exited ' + code);
          fs.writeFileSync(${JSON.stringify(out)}, await vm.readFile('/tmp/node.bytecode'));
        } finally {
          await vm.dispose();
        }
      })().catch((e) => { console.error(String(e)); process.exit(1); });
    `;
    fs.mkdirSync(path.dirname(nodeBytecodeFile), { recursive: true });
    const result = spawnSync(process.execPath, ['-e', script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      log('node bytecode skipped: the native addon is not available or the emit failed (builtins compile from source)');
      return false;
    }
    const fresh = fs.readFileSync(out);
    let old = null;
    try { old = fs.readFileSync(nodeBytecodeFile); } catch { /* first emit */ }
    if (old && old.equals(fresh)) {
      log(`node bytecode unchanged (${(fresh.length / 1024).toFixed(0)} KiB)`);
      return false;
    }
    fs.renameSync(out, nodeBytecodeFile);
    log(`node bytecode: ${(fresh.length / 1024).toFixed(0)} KiB emitted, rebuilding node with it`);
    return true;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(out, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------

// Before anything reads software/Cargo.toml: its patched dependencies must exist.
preparePatchedCrates();
// Software built by C build scripts rather than cargo (software/python): its package entry joins
// commands.json; a cache outside the clone keeps this cheap when its recipe is unchanged.
const python = installPython({ softwareDir, packageDir, wasmDir, log, fail });
// npm's CLI (software/crates/node/npm.json), fetched into a cache outside the clone: the node
// package mounts it read-only and its npm and npx commands name it as their source.
const npm = installNpm({ softwareDir, packageDir, log, fail });
const withNpm = (p) => (p.name !== 'agentos-node' ? p : {
  ...p,
  commands: p.commands.map((c) => (c.name === 'npm' || c.name === 'npx'
    ? { ...c, source: `${npm.source.name} (CLI, run by node)`, sourceVersion: npm.source.version, license: npm.source.license }
    : c)),
  mounts: npm.mounts,
});
const withPython = (l) => ({ ...l, packages: [...l.packages.filter((p) => p.name !== python.name).map(withNpm), python] });
// software/.cargo/config.toml (C flags, the C compiler) counts too: newestUnder skips dot entries.
const sources = [newestUnder(softwareDir), newestUnder(path.join(softwareDir, '.cargo'))]
  .reduce((a, b) => (b.time > a.time ? b : a));
const builtAt = Math.min(mtime(stampFile), mtime(listFile));
const upToDate = !force && builtAt > sources.time && builtAt > mtime(fileURLToPath(import.meta.url));

let list;
if (upToDate) {
  log('guest software is up to date');
  list = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  if (JSON.stringify(withPython(list)) !== JSON.stringify(list)) {
    list = withPython(list);
    fs.writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);
  }
  for (const m of modulesOf(list)) {
    if (!fs.existsSync(path.join(wasmDir, m))) {
      fail(`packages/agentos-common/wasm/${m} is missing although the stamp is current: run with --force`);
    }
  }
} else {
  checkTarget();
  if (sources.file) log(`${path.relative(root, sources.file)} changed since the last build: building software/`);
  const crates = readMetadata();
  const cargoModules = modulesOf(commandList(crates));
  list = withPython(commandList(crates));
  const started = Date.now();
  // uucore embeds the locale named by LANG next to en-US: keep builds reproducible. cargo reads
  // software/.cargo/config.toml (target, the clang-wasi C compiler) from its working directory.
  const env = { ...process.env };
  delete env.LANG;
  delete env.LC_ALL;
  env.AGENTOS_NODE_BYTECODE = nodeBytecodeFile;
  run('cargo', ['build', '--release', '--target', TARGET, '--manifest-path', path.join(softwareDir, 'Cargo.toml'),
    '--target-dir', targetDir, ...crates.flatMap((c) => ['-p', c.pkg.name])], { env, cwd: softwareDir });
  if (cargoModules.includes('node') && emitNodeBytecode(path.join(targetDir, TARGET, 'release', 'node.wasm'))) {
    run('cargo', ['build', '--release', '--target', TARGET, '--manifest-path', path.join(softwareDir, 'Cargo.toml'),
      '--target-dir', targetDir, '-p', 'agentos-node'], { env, cwd: softwareDir });
  }
  log(`cargo build took ${((Date.now() - started) / 1000).toFixed(1)} s`);

  fs.mkdirSync(wasmDir, { recursive: true });
  const modules = modulesOf(list);
  for (const name of fs.readdirSync(wasmDir)) {
    if (!name.startsWith('.') && !modules.includes(name)) fs.rmSync(path.join(wasmDir, name), { force: true });
  }
  for (const m of cargoModules) {
    const built = path.join(targetDir, TARGET, 'release', `${m}.wasm`);
    if (!fs.existsSync(built)) fail(`cargo did not produce ${built}`);
    fs.copyFileSync(built, path.join(wasmDir, m));
    log(`wasm/${m}: ${(fs.statSync(built).size / 1024).toFixed(0)} KiB`);
  }
  fs.writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);
  log(`commands.json: ${list.packages.reduce((n, p) => n + p.commands.length, 0)} commands in ${modules.length} modules`);
  fs.writeFileSync(stampFile, `${new Date().toISOString()}\n`);
}

if (readme) writeReadme(list);
if (precompile) precompileModules(list);
