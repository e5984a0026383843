// `node` modules in the VM (issue 20, nmod): ES modules, the globals and pure-JS builtins,
// TypeScript. Fixtures live in a host temporary directory mounted into the VM at the same path,
// so the VM's node and Node 22 (the oracle) run the very same files and print the same paths;
// stdout (and where it is Node's wording, the error) must match.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, createHostDirBackend } from '../index.mjs';

const ORACLE = process.env.AGENTOS_NODE_ORACLE || process.execPath;

let vm;
let dir;
beforeAll(async () => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-nmod-')));
  vm = await AgentOs.create({ software: [ours], mounts: [{ path: dir, plugin: createHostDirBackend({ hostPath: dir, readOnly: false }) }] });
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;

/** Writes `files` ({relative path: content}) under the shared directory. */
function write(files) {
  for (const [name, content] of Object.entries(files)) {
    const p = path.join(dir, name);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, content);
  }
}

/** `node ARGS` in the VM (cwd: the shared directory). */
async function vmNode(args) {
  const r = await vm.exec(`node ${args.map(q).join(' ')}`, { cwd: dir, timeoutMs: 60_000 });
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap|panicked/);
  return r;
}
/** Node 22 on the host with the same arguments. */
function hostNode(args) {
  const r = spawnSync(ORACLE, args, { cwd: dir, encoding: 'utf8' });
  return { exitCode: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** Same stdout and exit status as the oracle, empty stderr. */
async function same(args) {
  const ours = await vmNode(args);
  const host = hostNode(args);
  expect(host.exitCode, host.stderr).toBe(0);
  expect(ours.stderr).toBe('');
  expect([ours.exitCode, ours.stdout]).toEqual([0, host.stdout]);
  return ours;
}
/** The first error line Node prints for an uncaught error (`Error [CODE]: message`). */
const errorLine = (stderr) => stderr.split('\n').find((l) => /^\w*Error\b/.test(l));

describe('ES modules', () => {
  beforeAll(() => {
    write({
      'esm/a.mjs': `import fs from 'node:fs';
import { readFileSync } from 'fs';
import * as pathNs from 'node:path';
import def, { named, counter } from './b.mjs';
import cjs, { x } from './c.cjs';
import data from './d.json' with { type: 'json' };
import dual from 'dual';
import { kind } from './tm/x.js';
console.log(typeof fs.readFileSync, fs.readFileSync === readFileSync, typeof pathNs.join, typeof pathNs.default.join);
console.log(def, named, counter(), counter(), cjs, x, data, dual, kind);
const later = await new Promise((r) => setTimeout(() => r('tla done'), 5));
console.log(later);
const dyn = await import('./b.mjs');
console.log(Object.keys(dyn).sort(), dyn.default, dyn.counter());
console.log(import.meta.url, import.meta.filename, import.meta.dirname);
console.log(import.meta.resolve('./b.mjs'), import.meta.resolve('node:fs'));
`,
      'esm/b.mjs': "let n = 0;\nexport const named = 'named-b';\nexport function counter() { return ++n; }\nexport default 'default-b';\n",
      'esm/c.cjs': 'exports.x = 42;\nexports.y = [1, 2];\n',
      'esm/d.json': '{"k": [1, 2, {"z": true}]}\n',
      'esm/node_modules/dual/package.json': JSON.stringify({ name: 'dual', exports: { '.': { import: './esm.mjs', require: './cjs.cjs' } } }),
      'esm/node_modules/dual/esm.mjs': "export default 'dual-esm';\n",
      'esm/node_modules/dual/cjs.cjs': "module.exports = 'dual-cjs';\n",
      'esm/tm/package.json': '{"type":"module"}',
      'esm/tm/x.js': "export const kind = typeof require === 'undefined' ? 'esm' : 'cjs';\n",
      'esm/main.cjs': `console.log(require('dual'));
const ns = require('./b.mjs');
console.log(ns.named, ns.default, Object.keys(ns));
import('./b.mjs').then((m) => console.log('dynamic from cjs', m.named, m.counter()));
import('node:path').then((m) => console.log(typeof m.default.join, typeof m.join));
`,
      'esm/detect.js': "import { named } from './b.mjs';\nconsole.log('detected', named, typeof require);\n",
      'esm/missing.mjs': "import x from './nope.mjs';\n",
      'esm/missingpkg.mjs': "import x from 'nopkg';\n",
      'esm/badname.mjs': "import { nothere } from './b.mjs';\n",
      'esm/tla.mjs': 'await 1;\nexport const v = 1;\n',
      'esm/reqtla.cjs': "require('./tla.mjs');\n",
      'esm/throws.mjs': "await null;\nthrow new TypeError('late failure');\n",
    });
  });

  it('.mjs: node: builtins (default and named), ESM, CommonJS, JSON, exports "import", type module, top-level await, import(), import.meta', async () => {
    await same([`esm/a.mjs`]);
  });

  it('CommonJS requires an ES module (Node 22.12) and import()s ESM and builtins', async () => {
    await same(['esm/main.cjs']);
  });

  it('a typeless .js with import syntax runs as an ES module (Node 22 syntax detection)', async () => {
    await same(['esm/detect.js']);
  });

  it('--input-type=module -e, and -e with import syntax', async () => {
    await same(['--input-type=module', '-e', "import { named } from './esm/b.mjs'; console.log(named, import.meta.url);"]);
    await same(['-e', "import { named } from './esm/b.mjs'; console.log(named);"]);
    await same(['-e', "import('./esm/b.mjs').then((m) => console.log(m.default))"]);
  });

  it('errors as Node prints them: ERR_MODULE_NOT_FOUND naming specifier and importer, SyntaxError for a missing export, ERR_REQUIRE_ASYNC_MODULE, a late rejection', async () => {
    for (const file of ['missing.mjs', 'missingpkg.mjs', 'badname.mjs', 'reqtla.cjs', 'throws.mjs']) {
      const ours = await vmNode([`esm/${file}`]);
      const host = hostNode([`esm/${file}`]);
      expect(ours.exitCode, file).toBe(1);
      expect(host.exitCode, file).toBe(1);
      expect(errorLine(ours.stderr), file).toBe(errorLine(host.stderr));
    }
  });
});
