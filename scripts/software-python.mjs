// CPython for the guest software set (software/python, issue 21): runs software/python/build.sh
// into a cache outside the clone named by a content hash of the recipe, then installs its output
// into packages/agentos-common (wasm/<module>, python/lib/python3.11) and returns the package's
// commands.json entry. Used by scripts/build-software.mjs.
//
// Cache: $AGENTOS_CPYTHON_CACHE or ~/.cache/agentos/cpython, one directory per hash of every file
// in software/python (build.sh pins the Debian source versions, so a new version is a new hash). A
// hit costs a hash of a few small files; a miss is a clean build (~5 min configure + ~5 min make -j1).

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RECIPE_SKIP = new Set(['agentos.json']); // metadata only: changing it needs no rebuild

/** SHA-256 over the recipe files (name + content), in name order; the first 16 hex digits. */
function recipeHash(dir) {
  const hash = createHash('sha256');
  const walk = (sub) => {
    for (const name of fs.readdirSync(path.join(dir, sub)).sort()) {
      const rel = path.join(sub, name);
      if (RECIPE_SKIP.has(rel)) continue;
      const full = path.join(dir, rel);
      if (fs.statSync(full).isDirectory()) walk(rel);
      else hash.update(`${rel}\0${fs.readFileSync(full).length}\0`).update(fs.readFileSync(full));
    }
  };
  walk('');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Copies a tree: hard links when the cache and the package share a filesystem, else a copy (also
 * used by scripts/software-npm.mjs).
 */
export function copyTree(from, to, fail) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  for (const flags of [['-al'], ['-a']]) {
    const r = spawnSync('cp', [...flags, from, to], { encoding: 'utf8' });
    if (r.status === 0) return;
    fs.rmSync(to, { recursive: true, force: true });
  }
  fail(`cannot copy ${from} to ${to}`);
}

/**
 * Builds (or finds in the cache) CPython and installs it into `packageDir`; returns the
 * commands.json package entry, with `mounts` (api.md 2.2) relative to the package directory.
 */
export function installPython({ softwareDir, packageDir, wasmDir, log, fail }) {
  const recipe = path.join(softwareDir, 'python');
  const meta = JSON.parse(fs.readFileSync(path.join(recipe, 'agentos.json'), 'utf8'));
  const key = recipeHash(recipe);
  const cacheRoot = path.resolve(process.env.AGENTOS_CPYTHON_CACHE || path.join(os.homedir(), '.cache', 'agentos', 'cpython'));
  const cache = path.join(cacheRoot, key);
  const infoFile = path.join(cache, 'build-info.json');
  if (!fs.existsSync(infoFile)) {
    log(`CPython: no cached build for recipe ${key}: building (software/python/build.sh; a clean build takes ~10 min)`);
    const started = Date.now();
    const r = spawnSync('sh', [path.join(recipe, 'build.sh'), cache], { stdio: 'inherit' });
    if (r.error) fail(`cannot run software/python/build.sh: ${r.error.message}`);
    if (r.status !== 0) fail(`software/python/build.sh failed (${r.status ?? r.signal}); its work directory ${cache}.work is kept`);
    fs.rmSync(`${cache}.work`, { recursive: true, force: true });
    log(`CPython: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));

  const stampFile = path.join(packageDir, 'python', '.recipe');
  const moduleFile = path.join(wasmDir, meta.module);
  let installed = null;
  try {
    installed = fs.readFileSync(stampFile, 'utf8').trim();
  } catch {
    // not installed yet
  }
  if (installed !== key || !fs.existsSync(moduleFile)) {
    fs.mkdirSync(wasmDir, { recursive: true });
    fs.copyFileSync(path.join(cache, 'python.wasm'), moduleFile);
    copyTree(path.join(cache, 'lib'), path.join(packageDir, 'python', 'lib'), fail);
    copyTree(path.join(cache, 'etc'), path.join(packageDir, 'python', 'etc'), fail);
    fs.writeFileSync(stampFile, `${key}\n`);
    log(`wasm/${meta.module}: ${(info.wasmBytes / 1024).toFixed(0)} KiB (CPython ${info.python}, recipe ${key}); python/lib: the stdlib and pip ${info.pip}`);
  }

  // The module links zlib and bzip2 in and the stdlib mount carries pip: every licence counts.
  const license = [...new Set([meta.license, ...(meta.sources ?? []).map((s) => s.license)])].join(' AND ');
  const origin = { source: 'CPython (Debian python3.11 source)', sourceVersion: info.python, license };
  return {
    name: meta.name,
    description: meta.description,
    version: info.python,
    license,
    source: 'c',
    commands: meta.commands.map((c) => ({
      name: c.name,
      permissionTier: c.tier ?? 'full',
      ...(c.name !== meta.module ? { aliasOf: meta.module } : {}),
      module: meta.module,
      ...origin,
      ...(c.notes ? { notes: c.notes } : {}),
    })),
    mounts: meta.mounts,
  };
}
