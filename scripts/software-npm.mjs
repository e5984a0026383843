// npm's CLI for the guest `npm` and `npx` commands (issue 20; aliases of the node module, which
// runs npm-cli.js / npx-cli.js when argv[0] is npm / npx): the exact release pinned in
// software/crates/node/npm.json, fetched from the npm registry at build time with the host's
// `npm pack` (so the registry is the host's usual npm configuration), checked against the pinned
// SHA-512 integrity, unpacked into a cache outside the clone and installed into
// packages/agentos-common/npm/<version>, which the node package mounts read-only in the VM.
// Used by scripts/build-software.mjs.
//
// Cache: $AGENTOS_NPM_CACHE or ~/.cache/agentos/npm, one directory per npm version. A hit costs a
// stat; a miss downloads ~2.7 MB.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTree } from './software-python.mjs';

/** The licences of npm and of every package it bundles (node_modules/**\/package.json). */
function bundledLicences(dir) {
  const found = new Set();
  const walk = (nm) => {
    let names = [];
    try {
      names = fs.readdirSync(nm);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (name.startsWith('@')) {
        walk(path.join(nm, name));
        continue;
      }
      try {
        const license = JSON.parse(fs.readFileSync(path.join(nm, name, 'package.json'), 'utf8')).license;
        if (typeof license === 'string') found.add(license);
      } catch {
        continue;
      }
      walk(path.join(nm, name, 'node_modules'));
    }
  };
  walk(path.join(dir, 'node_modules'));
  return [...found].sort();
}

/** Downloads npm@version into `cache` (npm-<version>.tgz checked, then unpacked as package/). */
function download(version, integrity, cache, log, fail) {
  const work = `${cache}.work`;
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  log(`npm ${version}: not cached: fetching it from the registry (npm pack npm@${version})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['pack', `npm@${version}`, '--pack-destination', work, '--json', '--ignore-scripts'],
    { cwd: work, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) fail(`cannot run the host's npm (needed to fetch npm ${version} for the guest npm command): ${r.error.message}`);
  if (r.status !== 0) fail(`npm pack npm@${version} failed (${r.status}):\n${r.stderr}`);
  const tgz = path.join(work, `npm-${version}.tgz`);
  if (!fs.existsSync(tgz)) fail(`npm pack npm@${version} left no ${tgz}`);
  const [algorithm, expected] = integrity.split(/-(.*)/s);
  const actual = createHash(algorithm).update(fs.readFileSync(tgz)).digest('base64');
  if (actual !== expected) fail(`npm-${version}.tgz: integrity ${algorithm}-${actual} is not the pinned ${integrity}`);
  const x = spawnSync('tar', ['xzf', tgz, '-C', work], { encoding: 'utf8' });
  if (x.error || x.status !== 0) fail(`cannot unpack ${tgz}: ${x.error?.message ?? x.stderr}`);
  fs.rmSync(tgz);
  fs.rmSync(cache, { recursive: true, force: true });
  fs.renameSync(work, cache);
}

/**
 * Finds (or fetches) the pinned npm and installs it into `packageDir`/npm/<version>; returns the
 * node package's additions: its `mounts` (relative to the package directory) and its source row.
 */
export function installNpm({ softwareDir, packageDir, log, fail }) {
  const pin = JSON.parse(fs.readFileSync(path.join(softwareDir, 'crates', 'node', 'npm.json'), 'utf8'));
  if (!/^\d+\.\d+\.\d+$/.test(pin.version)) fail(`software/crates/node/npm.json: version ${JSON.stringify(pin.version)} is not an exact x.y.z`);
  const cacheRoot = path.resolve(process.env.AGENTOS_NPM_CACHE || path.join(os.homedir(), '.cache', 'agentos', 'npm'));
  const cache = path.join(cacheRoot, pin.version);
  const stampText = `${pin.version} ${pin.integrity}\n`;
  const cacheStamp = path.join(cache, '.integrity');
  let cached = null;
  try {
    cached = fs.readFileSync(cacheStamp, 'utf8');
  } catch {
    // not fetched yet
  }
  if (cached !== stampText) {
    download(pin.version, pin.integrity, cache, log, fail);
    fs.writeFileSync(cacheStamp, stampText);
  }

  const rel = path.join('npm', pin.version);
  const dest = path.join(packageDir, rel);
  const installedStamp = path.join(packageDir, 'npm', '.installed');
  let installed = null;
  try {
    installed = fs.readFileSync(installedStamp, 'utf8');
  } catch {
    // not installed yet
  }
  if (installed !== stampText || !fs.existsSync(path.join(dest, 'bin', 'npm-cli.js'))) {
    fs.rmSync(path.join(packageDir, 'npm'), { recursive: true, force: true });
    copyTree(path.join(cache, 'package'), dest, fail);
    fs.writeFileSync(installedStamp, stampText);
    log(`npm/${pin.version}: npm's CLI for the guest npm and npx (mounted read-only at ${pin.mount})`);
  }
  const licences = [...new Set([pin.license, ...bundledLicences(dest)])];
  return {
    version: pin.version,
    mounts: [{ path: pin.mount, hostDir: rel, readOnly: true }],
    source: { name: 'npm', version: pin.version, license: licences.join(' AND ') },
  };
}
