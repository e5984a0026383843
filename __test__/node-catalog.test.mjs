// The node compatibility catalog (issue 20's acceptance): popular pure-JS npm packages at the exact
// versions of fixtures/catalog/package.json + package-lock.json, installed once on the host (`npm ci`
// from the registry, scripts off) into a cache outside the clone keyed by the lock's hash, mounted
// read-only into the VM at /catalog/node_modules. Each package has a small program in
// fixtures/catalog/programs/; its stdout in the VM must equal Node 22's (the oracle) byte for byte.
// PASSING lists what works; every other package is in README.md ("node: package compatibility")
// with the reason it fails, and FAILING below keeps those reasons checkable.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, createHostDirBackend } from '../index.mjs';
import { installCatalog } from '../scripts/node-catalog.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

const ORACLE = nodeOracle();
const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'fixtures', 'catalog');
const programs = path.join(fixture, 'programs');

/** Package → its program in programs/ (a .js is CommonJS, a .mjs an ES module). */
const PASSING = {
  ajv: 'ajv.js', chalk: 'chalk.mjs', commander: 'commander.js', 'csv-parse': 'csv-parse.mjs', 'date-fns': 'date-fns.mjs', dayjs: 'dayjs.js',
  debug: 'debug.js', diff: 'diff.mjs', dotenv: 'dotenv.js', 'fast-xml-parser': 'fast-xml-parser.mjs',
  glob: 'glob.mjs', handlebars: 'handlebars.js', immer: 'immer.mjs', 'js-yaml': 'js-yaml.js', lodash: 'lodash.js',
  'lodash-es': 'lodash-es.mjs', cheerio: 'cheerio.mjs', yargs: 'yargs.mjs', marked: 'marked.mjs', minimatch: 'minimatch.mjs', minimist: 'minimist.js', ms: 'ms.js',
  mustache: 'mustache.js', nanoid: 'nanoid.mjs', picocolors: 'picocolors.js', prettier: 'prettier.mjs',
  semver: 'semver.js', typescript: 'typescript.js', uuid: 'uuid.mjs', yaml: 'yaml.mjs', zod: 'zod.mjs',
};
/** Package → [program, what its stderr says today] (the README table gives the reason). */
const FAILING = {
};

let vm;
let cacheDir;
let hostDir;

beforeAll(async () => {
  cacheDir = installCatalog();
  // The host runs the same programs beside a symlink to the same node_modules.
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-catalog-'));
  fs.symlinkSync(path.join(cacheDir, 'node_modules'), path.join(hostDir, 'node_modules'));
  vm = await AgentOs.create({
    software: [ours],
    mounts: [{ path: '/catalog/node_modules', plugin: createHostDirBackend({ hostPath: path.join(cacheDir, 'node_modules'), readOnly: true }) }],
  });
  for (const f of fs.readdirSync(programs)) {
    fs.copyFileSync(path.join(programs, f), path.join(hostDir, f));
    await vm.writeFile(`/catalog/${f}`, fs.readFileSync(path.join(programs, f)));
  }
}, 600_000);
afterAll(async () => {
  await vm?.dispose();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

function host(program) {
  const r = spawnSync(ORACLE, [program], { cwd: hostDir, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe('node compatibility catalog', () => {
  it('lists at least 30 packages, each exactly once, all pinned in package.json', () => {
    const all = [...Object.keys(PASSING), ...Object.keys(FAILING)];
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all).size).toBe(all.length);
    const pinned = JSON.parse(fs.readFileSync(path.join(fixture, 'package.json'), 'utf8')).dependencies;
    expect(Object.keys(pinned).sort()).toEqual(all.sort());
    for (const v of Object.values(pinned)) expect(v).toMatch(/^\d+\.\d+\.\d+$/);
  });

  for (const [pkg, program] of Object.entries(PASSING)) {
    it(`${pkg}: same stdout as Node 22`, async () => {
      const r = await vm.exec(`node ${program}`, { cwd: '/catalog', timeoutMs: 240_000 });
      expect(r.stderr).not.toMatch(/wasm trap|panicked/);
      expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, host(program), '']);
    }, 300_000);
  }

  for (const [pkg, [program, reason]] of Object.entries(FAILING)) {
    it(`${pkg}: fails for the reason the README gives`, async () => {
      const r = await vm.exec(`node ${program}`, { cwd: '/catalog', timeoutMs: 120_000 });
      expect(r.stderr).not.toMatch(/wasm trap|panicked/);
      expect(r.exitCode).not.toBe(0);
      expect(r.stderr).toMatch(reason);
    }, 180_000);
  }
});
