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
import { nodeOracle } from '../scripts/node-oracle.mjs';

const ORACLE = nodeOracle();

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
    // An ES module's own throw: Node's report names the file by its URL, then the source line.
    const ours = await vmNode(['esm/throws.mjs']);
    const host = hostNode(['esm/throws.mjs']);
    expect(ours.stderr.split('\n').slice(0, 2)).toEqual(host.stderr.split('\n').slice(0, 2));
  });
});

describe('globals and pure-JS builtins', () => {
  it('URL, URLSearchParams, url (legacy and file URLs), TextEncoder/TextDecoder, atob/btoa, structuredClone, AbortController, EventTarget/Event, performance, queueMicrotask, util, assert, querystring, punycode, module, timers/promises, constants', async () => {
    write({ 'globals/g.js': `const u = new URL('https://user:pw@example.com:8080/a/b%20c?x=1&y=2#frag');
console.log(u.href, u.host, u.pathname, u.searchParams.get('y'), [...u.searchParams.keys()]);
const sp = new URLSearchParams({ a: '1', b: 'x y' }); sp.append('a', '2'); console.log(sp.toString(), sp.getAll('a'));
console.log(new URL('../x?q#h', 'http://h/a/b/c').href, new URL('http://EXAMPLE.com/./a/../b').href, new URL('http://münchen.de').hostname);
const url = require('url');
console.log(url.fileURLToPath('file:///tmp/a%20b.txt'), url.pathToFileURL('/tmp/a b#?.txt').href);
console.log(url.parse('http://a.com:80/p?q=1#h').query, url.format({ protocol: 'http', host: 'a.com', pathname: '/x' }), url.resolve('http://a/b/c', '../d'));
const te = new TextEncoder(); const bytes = te.encode('héllo €𝄞'); console.log(bytes, new TextDecoder().decode(bytes));
console.log(new TextDecoder().decode(new Uint8Array([0xff, 0x61, 0xe2, 0x82])), te.encodeInto('abc€', new Uint8Array(4)));
const d = new TextDecoder(); console.log(d.decode(new Uint8Array([0xe2, 0x82]), { stream: true }) + d.decode(new Uint8Array([0xac])));
try { new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xff])); } catch (e) { console.log(e.name, e.code); }
console.log(atob('aGVsbG8='), btoa('hello'));
const o = { a: [1, { b: new Date(0) }], m: new Map([[1, 2]]), s: new Set([3]) }; o.self = o;
const c = structuredClone(o); console.log(c.self === c, c.a[1].b instanceof Date, c.m.get(1), c !== o);
const ac = new AbortController(); ac.signal.addEventListener('abort', () => console.log('aborted', ac.signal.reason)); ac.abort('why');
console.log(ac.signal.aborted, AbortSignal.abort().aborted, typeof AbortSignal.timeout);
const et = new EventTarget(); et.addEventListener('ping', (e) => console.log('got', e.type, e instanceof Event)); et.dispatchEvent(new Event('ping'));
console.log(typeof performance.now(), typeof performance.timeOrigin);
queueMicrotask(() => console.log('microtask'));
const util = require('util');
console.log(util.types.isPromise(Promise.resolve()), util.types.isMap(new Map()), util.types.isAsyncFunction(async () => {}), util.types.isUint8Array(Buffer.alloc(1)), util.types.isBoxedPrimitive(Object(1)));
console.log(util.isDeepStrictEqual({ a: [1, 2] }, { a: [1, 2] }), util.isDeepStrictEqual({ a: 1 }, { a: '1' }));
function Old() {} util.inherits(Old, require('events')); console.log(typeof new Old().on, Old.super_ === require('events'));
const sleep = util.promisify((ms, cb) => setTimeout(() => cb(null, ms), ms)); sleep(2).then((v) => console.log('slept', v));
util.callbackify(async (x) => x * 2)(21, (err, v) => console.log('callbackified', err, v));
console.log(util.parseArgs({ args: ['-f', 'x', '--bar'], options: { f: { type: 'string', short: 'f' }, bar: { type: 'boolean' } } }).values);
const assert = require('assert'); assert.deepStrictEqual({ a: 1 }, { a: 1 }); assert.strictEqual(1, 1);
try { assert.strictEqual(1, 2); } catch (e) { console.log(e.name, e.code, e.message.split('\\n')[0]); }
try { require('assert/strict').deepEqual([1], ['1']); } catch (e) { console.log(e.code); }
console.log(require('querystring').parse('a=1&b=2&a=3'), require('querystring').stringify({ x: [1, 2], y: 'z w' }));
console.log(require('punycode').toASCII('mañana.com'), require('punycode').toUnicode('xn--maana-pta.com'));
const { createRequire, builtinModules } = require('module'); console.log(typeof createRequire(__filename)('path').join, builtinModules.includes('fs'));
require('timers/promises').setTimeout(3, 'tp').then((v) => console.log('timers/promises', v));
console.log(require('constants').ENOENT, require('constants').O_CREAT, require('util/types').isDate(new Date()));
` });
    const ours = await vmNode(['globals/g.js']);
    const host = hostNode(['globals/g.js']);
    expect([ours.exitCode, ours.stdout]).toEqual([0, host.stdout]);
    expect(ours.stderr).toBe(host.stderr.replace(/\(node:\d+\)/, `(node:${/\(node:(\d+)\)/.exec(ours.stderr)?.[1]})`));
  });

  it('crypto (hashes, random bytes, UUIDs, ints), diagnostics_channel, tty.isatty', async () => {
    write({ 'globals/c.js': `const c = require('crypto');
for (const a of ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']) console.log(a, c.createHash(a).update('hello ').update(Buffer.from('wörld')).digest('hex'));
console.log(c.createHash('sha256').update('').digest('base64'), c.hash('sha1', 'x'), c.getHashes().includes('sha256'));
console.log(c.randomBytes(7).length, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(c.randomUUID()), crypto.getRandomValues(new Uint32Array(3)).length);
const n = c.randomInt(5, 10); console.log(n >= 5 && n < 10, c.timingSafeEqual(Buffer.from('ab'), Buffer.from('ab')));
const dc = require('diagnostics_channel'); const ch = dc.channel('x'); ch.subscribe((m, name) => console.log('dc', m, name)); ch.publish({ k: 1 }); console.log(ch.hasSubscribers);
console.log(require('tty').isatty(1), require('tty').isatty(-1));
try { c.createHash('nope'); } catch (e) { console.log(e.message); }
` });
    const ours = await vmNode(['globals/c.js']);
    expect([ours.exitCode, ours.stdout, ours.stderr]).toEqual([0, hostNode(['globals/c.js']).stdout, '']);
  });

  it('a missing builtin still fails naming the module', async () => {
    const r = await vmNode(['-e', "require('node:inspector')"]);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/built-in module 'inspector' is not available/);
    const m = await vmNode(['--input-type=module', '-e', "import 'node:inspector'"]);
    expect(m.exitCode).toBe(1);
    expect(m.stderr).toMatch(/built-in module 'inspector' is not available/);
  });
});

describe('TypeScript', () => {
  beforeAll(() => {
    write(Object.fromEntries(Object.entries({"a.ts": "interface P { name: string; age?: number }\nenum Color { Red, Green = 5 }\nimport type { Foo } from './types';\nimport { helper } from './b.mts';\nconst greet = (p: P): string => `hi ${p.name} ${p.age ?? '-'}`;\nconsole.log(greet({ name: 'ts' }), Color.Green, Color[0], helper<number>(3));\nclass A<T> { constructor(private readonly v: T) {} get(): T { return this.v; } }\nconsole.log(new A<string>('gen').get());\nconst x = 1 as unknown as number;\nif (process.argv[2] === 'throw') {\n  throw new Error('ts boom');\n}\n", "b.mts": "export function helper<T>(v: T): T[] { return [v, v]; }\n", "c.cts": "const fs: typeof import('fs') = require('fs');\ntype N = number;\nconst n: N = 7;\nmodule.exports = { n };\nconsole.log('cts', n, typeof fs.readFileSync);\n"}).map(([k, v]) => [`ts/${k}`, v])));
    write({ 'ts/bad.ts': 'const x: = 1;\n' });
  });

  it('node file.ts / .mts / .cts strip types (interfaces, enums, generics, parameter properties, type imports) like Node 22 --experimental-transform-types', async () => {
    const want = hostNode(['--experimental-transform-types', 'ts/a.ts']).stdout;
    const r = await vmNode(['ts/a.ts']);
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, want, '']);
    const c = await vmNode(['ts/c.cts']);
    expect([c.exitCode, c.stdout, c.stderr]).toEqual([0, hostNode(['--experimental-strip-types', 'ts/c.cts']).stdout, '']);
  });

  it('tsx runs files, -e and stdin as TypeScript (the node module under another name)', async () => {
    const want = hostNode(['--experimental-transform-types', 'ts/a.ts']).stdout;
    const r = await vm.exec('tsx ts/a.ts', { cwd: dir });
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, want, '']);
    const e = await vm.exec(`tsx -e 'const v: number = 41; console.log(v + 1)'`, { cwd: dir });
    expect([e.exitCode, e.stdout, e.stderr]).toEqual([0, '42\n', '']);
    const s = await vm.exec(`echo 'let s: string = "from stdin"; console.log(s)' | tsx`, { cwd: dir });
    expect([s.exitCode, s.stdout, s.stderr]).toEqual([0, 'from stdin\n', '']);
  });

  it('errors point at the original file:line (a throw on line 11, a syntax error on line 1)', async () => {
    const r = await vmNode(['ts/a.ts', 'throw']);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^${dir}/ts/a\\.ts:11\n  throw new Error\\('ts boom'\\);\n`));
    expect(r.stderr).toMatch(/Error: ts boom\n    at .*a\.ts:11:/);
    const b = await vmNode(['ts/bad.ts']);
    expect(b.exitCode).toBe(1);
    expect(b.stderr).toMatch(new RegExp(`^${dir}/ts/bad\\.ts:1\n`));
    expect(b.stderr).toMatch(/SyntaxError: .*Unexpected token \(1:10\)/);
  });
});
