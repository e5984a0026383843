// `node` (software/crates/node: QuickJS-ng through rquickjs) in the real VM, first slice of the
// runtimes issue (spec runtimes.md 2). Where output is deterministic the host's own node is the
// oracle: the same code (and the same files, in a host temporary directory) runs in both and
// stdout must match byte for byte.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

let vm;
let hostDir;
beforeAll(async () => {
  vm = await AgentOs.create({ software: [ours] });
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-'));
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

const sh = (command, options = {}) => vm.exec(command, { timeoutMs: 60_000, ...options });
/** Single-quotes `s` for sh. */
const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;

/** Host node's stdout for `node -e code` (throws on a non-zero exit). */
/**
 * The oracle: Node 22, whose API our `node` follows (scripts/node-oracle.mjs: AGENTOS_NODE_ORACLE, a
 * running v22, or the copy `npm test` unpacks; the suite also runs on Node 20 and 24).
 */
const ORACLE = nodeOracle();

function hostEval(code, args = [], options = {}) {
  return execFileSync(ORACLE, ['-e', code, ...args], { encoding: 'utf8', cwd: hostDir, ...options });
}

function ok(r) {
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap|panicked/);
  return r;
}

/** Runs `code` with `node -e` in the VM and with the host's node; stdout must be identical. */
async function sameAsHost(code, args = []) {
  const r = ok(await sh(`node -e ${q(code)} ${args.map(q).join(' ')}`));
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
  expect(r.stdout).toBe(hostEval(code, args));
  return r;
}

/** Writes `files` ({relative path: content}) under `dir` in the VM and under hostDir/`dir` on the host. */
async function writeBoth(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    const vmPath = path.posix.join('/', dir, name);
    await vm.mkdir(path.posix.dirname(vmPath), { recursive: true });
    await vm.writeFile(vmPath, content);
    const hostPath = path.join(hostDir, dir, name);
    fs.mkdirSync(path.dirname(hostPath), { recursive: true });
    fs.writeFileSync(hostPath, content);
  }
}

describe('command line', () => {
  it("node -e 'console.log(1+1)' prints 2", async () => {
    const r = ok(await sh("node -e 'console.log(1+1)'"));
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, '2\n', '']);
  });

  it('-p prints the value like node (strings raw, others inspected)', async () => {
    for (const expr of ['1+1', '"raw string"', '[1, "a", {b: [2, {c: {d: 1}}]}]', 'undefined', 'null', '({x: -0})']) {
      const r = ok(await sh(`node -p ${q(expr)}`));
      expect(r.stdout, expr).toBe(execFileSync(ORACLE, ['-p', expr], { encoding: 'utf8' }));
    }
  });

  it('--version follows the Node release whose API is followed; bad options exit 9', async () => {
    expect((await sh('node --version')).stdout).toMatch(/^v22\.\d+\.\d+\n$/);
    expect((await sh('node -v')).stdout).toMatch(/^v22\./);
    const bad = await sh('node --definitely-not-an-option -e 1');
    expect([bad.exitCode, bad.stderr]).toEqual([9, 'node: bad option: --definitely-not-an-option\n']);
  });

  it('a script file with arguments: process.argv like node', async () => {
    const code = "console.log(JSON.stringify(process.argv.slice(1).map((a, i) => i === 0 ? require('path').basename(a) : a)), __filename === process.argv[1], require('path').isAbsolute(process.argv[0]))\n";
    await writeBoth('argv', { 'script.js': code });
    const r = ok(await sh('node /argv/script.js one "two words" -- --flag'));
    const host = execFileSync(ORACLE, [path.join(hostDir, 'argv/script.js'), 'one', 'two words', '--', '--flag'], { encoding: 'utf8' });
    expect(r.stdout).toBe(host);
    expect(r.stdout).toBe('["script.js","one","two words","--","--flag"] true true\n');
    // A relative script path resolves against the working directory; `--` ends node's options.
    const rel = ok(await sh('cd /argv && node -- script.js a'));
    expect(rel.stdout).toBe('["script.js","a"] true true\n');
  });

  it('-e passes the remaining arguments to process.argv', async () => {
    await sameAsHost('console.log(process.argv.slice(1))', ['a', 'b c']);
  });

  it('the script on stdin (node, node -)', async () => {
    const code = "console.log('from stdin', [1, 2], typeof require, __filename)";
    const host = execFileSync(ORACLE, [], { input: code, encoding: 'utf8' });
    expect(ok(await sh('node', { stdin: code })).stdout).toBe(host);
    expect(ok(await sh('node - x', { stdin: 'console.log(process.argv.slice(1))' })).stdout).toBe("[ '-', 'x' ]\n");
  });

  it('$(node -e ...) in sh, and a pipeline into fs.readFileSync(0)', async () => {
    expect(ok(await sh('x=$(node -e "console.log(6*7)"); echo "got $x"')).stdout).toBe('got 42\n');
    const r = ok(await sh(`echo '{"a":1}' | node -e ${q("const d = JSON.parse(require('fs').readFileSync(0, 'utf8')); console.log(d.a + 1)")}`));
    expect([r.exitCode, r.stdout]).toEqual([0, '2\n']);
  });
});

describe('process.stdin and events', () => {
  const viaHost = (code, input) => execFileSync(ORACLE, ['-e', code], { input, encoding: 'utf8' });

  it("echo '{\"a\":1}' | node -e: process.stdin 'data'/'end', async iteration, pipe", async () => {
    const onData = "let s = ''; process.stdin.setEncoding('utf8'); process.stdin.on('data', (c) => { s += c; }); process.stdin.on('end', () => console.log('got', JSON.parse(s)));";
    const r = ok(await sh(`echo '{"a":1}' | node -e ${q(onData)}`));
    expect([r.exitCode, r.stdout]).toEqual([0, viaHost(onData, '{"a":1}\n')]);
    const iter = "(async () => { let t = ''; for await (const c of process.stdin) t += c; console.log(t.split('\\n')); })()";
    expect(ok(await sh(`printf 'x\\ny\\n' | node -e ${q(iter)}`)).stdout).toBe(viaHost(iter, 'x\ny\n'));
    expect(ok(await sh("printf hi | node -e 'process.stdin.pipe(process.stdout)'")).stdout).toBe('hi');
    // Nobody reads stdin: node does not wait for it.
    expect(ok(await sh("node -e 'console.log(typeof process.stdin.on)'", { stdin: 'unread' })).stdout).toBe('function\n');
  });

  it("process.stdin streams: a 'data' listener gets each chunk as the writer produces it (the fd reactor), utf8 split across reads kept whole", async () => {
    // The writer pauses between its lines: the first chunk arrives before the second is written.
    const code = "process.stdin.setEncoding('utf8'); process.stdin.on('data', (c) => { console.log('chunk', JSON.stringify(c)); }); process.stdin.on('end', () => console.log('end'))";
    const r = ok(await sh(`sh -c 'echo a; sleep 0.4; echo b' | node -e ${q(code)}`));
    expect(r.stdout).toBe('chunk "a\\n"\nchunk "b\\n"\nend\n');
    // A two-byte character whose bytes arrive in two writes.
    const join = "let s = ''; process.stdin.setEncoding('utf8'); process.stdin.on('data', (c) => { s += c; }); process.stdin.on('end', () => console.log(s, s.length))";
    const r2 = ok(await sh(`sh -c "printf 'h\\303'; sleep 0.2; printf '\\251llo'" | node -e ${q(join)}`));
    expect(r2.stdout).toBe(viaHost(join, 'h\u00e9llo'));
  });

  it('Buffer (the buffer package): global, require(\'buffer\'), fs.readFileSync without an encoding, inspect', async () => {
    await sameAsHost("const b = Buffer.from('hi there'); console.log(b, b.toString('base64'), b.toString('hex'), Buffer.concat([b, Buffer.from([0x21])]).toString(), require('buffer').Buffer === Buffer, Buffer.byteLength('\u00e9'), Buffer.from('aGk=', 'base64').toString(), b.readUInt16BE(0), b.slice(3).toString())");
    const code = "const fs = require('fs'); fs.writeFileSync(process.argv[1], Buffer.from([104, 105, 0, 255])); const d = fs.readFileSync(process.argv[1]); console.log(d, d.length, Buffer.isBuffer(d), fs.readFileSync(process.argv[1], 'base64'), fs.readFileSync(process.argv[1], 'latin1').length)";
    const r = ok(await sh(`node -e ${q(code)} /tmp/buf.bin`));
    expect(r.stdout).toBe(hostEval(code, [path.join(hostDir, 'buf.bin')]));
  });

  it("require('stream') is readable-stream 4 (Readable.from, Transform, pipeline, stream/promises), string_decoder", async () => {
    await sameAsHost("const { Readable, Transform, Writable, pipeline } = require('stream'); const up = new Transform({ transform(c, e, cb) { cb(null, String(c).toUpperCase()); } }); const out = []; pipeline(Readable.from(['a', 'b', 'c']), up, new Writable({ write(c, e, cb) { out.push(String(c)); cb(); } }), (err) => console.log('done', err, out)); const { StringDecoder } = require('string_decoder'); const d = new StringDecoder('utf8'); console.log(d.write(Buffer.from([0xc3])) + d.write(Buffer.from([0xa9]))); require('stream/promises').pipeline(Readable.from(['x']), new (require('stream').PassThrough)()).then(() => console.log('promises ok')); console.log(typeof require('stream').Stream, require('stream') === require('node:stream'))");
  });

  it("require('events') is the events package (EventEmitter, once, error events)", async () => {
    await sameAsHost("const E = require('events'); const e = new E(); e.on('x', (a) => console.log('x', a)); e.once('x', () => console.log('once')); e.emit('x', 1); e.emit('x', 2); console.log(E.EventEmitter === E, e.listenerCount('x'), require('node:events') === E); try { e.emit('error', new Error('bad')) } catch (err) { console.log(err.message) }");
  });
});

describe('console.log formatting (host node as the oracle)', () => {
  const cases = [
    "console.log('a', 1, -0, 1.5, true, null, undefined, 10n, Symbol('x'))",
    "console.log([1,2,3], {a:1,b:'x'}, [], {}, [[1,[2,[3,[4]]]]], {a:{b:{c:{d:{}}}}})",
    'console.log(Array.from({length: 30}, (_, i) => i))',
    'console.log(Array.from({length: 120}, (_, i) => i * 3))',
    "console.log(['apple','banana','cherry','date','elderberry','fig','grape','honeydew'])",
    "console.log({name: 'agent', list: [1,2,3], nested: {deep: {deeper: {deepest: 1}}}, s: \"it's\", f() {}, g: () => 1, k: class Foo {}})",
    'const o = {a: 1}; o.self = o; console.log(o)',
    "console.log(new Map([['a', 1], [2, {b: 2}]]), new Set([1, 'x']), new Date(0), /ab+c/gi)",
    "console.log('%s is %d years and %i, %j %%', 'Bob', 42.5, 42.5, {a: 1})",
    "console.log({'a-b': 1, 2: 3, [Symbol('s')]: 4, und: undefined, nul: null})",
    'console.log([, 1, , , 2])',
    'console.log(Object.create(null), new (class A { constructor() { this.x = 1; } }))',
    "console.log({longkeyaaaaaaaaaaaa: 'valueeeeeeeeeeeeeeeee', another: 'valueeeeeeeeeeeeeeeeeeeee', third: [1,2,3]})",
    "console.log(new Uint8Array([1,2,3]), [1.5, -2, 3e21], ['a\\nb'])",
    "console.log([undefined, null, function foo() {}, 'str'])",
    'console.log({a: Array.from({length: 27}, (_, i) => i + 1)})',
    "process.stdout.write('no newline'); process.stdout.write(' x\\n'); console.info('info'); console.error('to stderr')",
    "console.log(require('util').inspect({a: [{b: {c: {}}}]}, {depth: 0}), require('util').format('x', 'y', 3))",
  ];
  for (const code of cases) {
    it(code, async () => {
      const r = ok(await sh(`node -e ${q(code)}`));
      expect(r.exitCode).toBe(0);
      expect(r.stdout).toBe(hostEval(code, [], { stdio: ['pipe', 'pipe', 'ignore'] }));
    });
  }
  it('console.error and console.warn go to stderr', async () => {
    const r = ok(await sh(`node -e ${q("console.error('e', {a: 1}); console.warn('w')")}`));
    expect([r.stdout, r.stderr]).toEqual(['', "e { a: 1 }\nw\n"]);
  });
});

describe('globals', () => {
  it('process.env, cwd, platform, globalThis', async () => {
    const r = ok(await sh(`cd /tmp && FOO=bar node -e ${q("console.log(process.env.FOO, process.cwd(), process.platform, globalThis === global, typeof globalThis.setTimeout)")}`));
    expect(r.stdout).toBe('bar /tmp linux true function\n');
  });

  it('timers, intervals, microtasks: the order host node gives', async () => {
    const code = `
      setTimeout(() => console.log('t200'), 200);
      setTimeout(() => console.log('t100'), 100);
      setTimeout(() => { console.log('t0'); Promise.resolve().then(() => console.log('t0 micro')); }, 0);
      const cancelled = setTimeout(() => console.log('never'), 50); clearTimeout(cancelled);
      Promise.resolve().then(() => console.log('promise'));
      queueMicrotask(() => console.log('microtask'));
      process.nextTick(() => console.log('tick'));
      let n = 0; const i = setInterval(() => { console.log('interval', ++n); if (n === 2) clearInterval(i); }, 30);
      (async () => { await null; console.log('async'); await new Promise((r) => setTimeout(r, 150)); console.log('after 150'); })();
      console.log('sync');`;
    const r = ok(await sh(`node -e ${q(code)}`));
    expect(r.stdout).toBe('sync\npromise\nmicrotask\ntick\nasync\nt0\nt0 micro\ninterval 1\ninterval 2\nt100\nafter 150\nt200\n');
    // Host node runs nextTick before promise jobs; the rest of the order is the same.
    expect(hostEval(code).split('\n').filter((l) => l !== 'tick')).toEqual(r.stdout.split('\n').filter((l) => l !== 'tick'));
  });

  it('an unref()ed timer does not keep the loop alive', async () => {
    const r = ok(await sh(`node -e ${q("setTimeout(() => console.log('no'), 100000).unref(); console.log('done')")}`));
    expect([r.exitCode, r.stdout]).toEqual([0, 'done\n']);
  });
});

describe('require (CommonJS)', () => {
  const files = {
    'app/main.js': [
      "const a = require('./lib/a');",
      "const again = require('./lib/a.js');",
      "const data = require('./data.json');",
      "const dir = require('./dir');",
      "const pkg = require('left-pad-ish');",
      "const scoped = require('@scope/thing');",
      "console.log(a.name, a === again, a.count(), again.count(), data, dir, pkg('7', 3), scoped);",
      "console.log(require('path').basename(__filename), require('path').basename(__dirname), module.id, require.main === module);",
      "console.log(Object.keys(require.cache).map((f) => require('path').relative(__dirname, f)).sort());",
    ].join('\n'),
    'app/lib/a.js': "let n = 0; exports.name = 'a'; exports.count = () => ++n;",
    'app/data.json': '{"k": [1, 2], "s": "v"}',
    'app/dir/package.json': '{"main": "entry.js"}',
    'app/dir/entry.js': "module.exports = 'dir via package.json main';",
    'node_modules/left-pad-ish/package.json': '{"name": "left-pad-ish", "main": "./lib/index"}',
    'node_modules/left-pad-ish/lib/index.js': "module.exports = (s, n) => s.padStart(n, '0');",
    'node_modules/@scope/thing/index.js': "module.exports = { scoped: require('./package.json').name };",
    'node_modules/@scope/thing/package.json': '{"name": "@scope/thing"}',
  };

  it('relative files, .json, directories (package.json main, index.js), node_modules walking up, one instance per file', async () => {
    await writeBoth('proj', files);
    const r = ok(await sh('node /proj/app/main.js'));
    const host = execFileSync(ORACLE, [path.join(hostDir, 'proj/app/main.js')], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(host);
  });

  it('package.json "exports": "." with conditions, subpaths, "*" patterns, not-exported errors', async () => {
    await writeBoth('exp', {
      'main.js': [
        "console.log(require('cond'), require('cond/feature'), require('cond/lib/x'), require('sugar'), require('arr'));",
        "try { require('cond/private.js'); } catch (e) { console.log(e.code); }",
        "console.log(require('legacy/extra'));",
      ].join('\n'),
      'node_modules/cond/package.json': JSON.stringify({
        name: 'cond', main: './wrong.js',
        exports: {
          '.': { import: './esm.mjs', require: './cjs.js', default: './wrong.js' },
          './feature': [{ node: './feature-node.js' }, './wrong.js'],
          './lib/*': './src/*.js',
          './private.js': null,
        },
      }),
      'node_modules/cond/cjs.js': "module.exports = 'cond via require condition';",
      'node_modules/cond/feature-node.js': "module.exports = 'feature via node condition';",
      'node_modules/cond/src/x.js': "module.exports = 'pattern lib/x';",
      'node_modules/cond/private.js': "module.exports = 'never';",
      'node_modules/sugar/package.json': JSON.stringify({ exports: './s.js' }),
      'node_modules/sugar/s.js': "module.exports = 'string sugar';",
      'node_modules/arr/package.json': JSON.stringify({ exports: { require: './a.js', default: './b.js' } }),
      'node_modules/arr/a.js': "module.exports = 'conditions sugar';",
      'node_modules/legacy/package.json': '{}',
      'node_modules/legacy/extra.js': "module.exports = 'no exports: file lookup';",
    });
    const r = ok(await sh('node /exp/main.js'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(execFileSync(ORACLE, [path.join(hostDir, 'exp/main.js')], { encoding: 'utf8' }));
    expect(r.stdout).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('a missing module: MODULE_NOT_FOUND with the require stack, exit 1', async () => {
    await writeBoth('missing', { 'm.js': "try { require('./nope'); } catch (e) { console.log(e.code, e.message.split('\\n')[0]); }\nrequire('nope-pkg');\n" });
    const r = ok(await sh('node /missing/m.js'));
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toBe("MODULE_NOT_FOUND Cannot find module './nope'\n");
    expect(r.stderr).toContain("Error: Cannot find module 'nope-pkg'\nRequire stack:\n- /missing/m.js");
  });

  it('an unsupported builtin names the module and says it is not available yet', async () => {
    for (const name of ['cluster', 'dgram', 'node:inspector']) {
      const r = ok(await sh(`node -e ${q(`require('${name}')`)}`));
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toContain(`The built-in module '${name.replace('node:', '')}' is not available in agentOS node yet`);
    }
    const caught = ok(await sh(`node -e ${q("try { require('dgram') } catch (e) { console.log(e.code) }")}`));
    expect(caught.stdout).toBe('ERR_AGENTOS_UNSUPPORTED_BUILTIN\n');
  });

  it('node: prefixes and the builtins of this slice', async () => {
    await sameAsHost("const p = require('node:path'); console.log(p.join('/a/b', '../c', './d'), p.resolve('/x', 'y'), p.extname('f.tar.gz'), p.parse('/h/u/f.txt'), p.relative('/a/b/c', '/a/d'), p.normalize('a//b/../c/'), p.sep, p.delimiter)");
    await sameAsHost("const os = require('os'); console.log(os.platform(), JSON.stringify(os.EOL), typeof os.homedir(), typeof os.tmpdir())");
  });
});

describe('fs (sync, over WASI)', () => {
  it('a round trip: mkdirSync recursive, writeFileSync, readFileSync, readdirSync, statSync, existsSync, unlinkSync', async () => {
    const code = `
      const fs = require('fs'); const path = require('path');
      const d = path.join(process.argv[1], 'a/b');
      fs.mkdirSync(d, { recursive: true });
      fs.writeFileSync(path.join(d, 'x.txt'), 'hello\\n');
      fs.writeFileSync(path.join(d, 'x.txt'), 'more', { flag: 'a' });
      fs.writeFileSync(path.join(d, 'bytes'), new Uint8Array([0, 1, 255]));
      fs.mkdirSync(path.join(d, 'sub'));
      console.log(JSON.stringify(fs.readFileSync(path.join(d, 'x.txt'), 'utf8')), fs.readFileSync(path.join(d, 'x.txt'), { encoding: 'utf-8' }).length);
      console.log(Array.from(fs.readFileSync(path.join(d, 'bytes'))), fs.readFileSync(path.join(d, 'bytes'), 'hex'));
      console.log(fs.readdirSync(d), fs.readdirSync(d, { withFileTypes: true }).map((e) => e.name + (e.isDirectory() ? '/' : '')));
      const st = fs.statSync(path.join(d, 'x.txt'));
      console.log(st.isFile(), st.isDirectory(), st.size, fs.statSync(d).isDirectory(), fs.statSync(path.join(d, 'nope'), { throwIfNoEntry: false }));
      console.log(fs.existsSync(path.join(d, 'x.txt')), fs.existsSync(path.join(d, 'nope')));
      fs.unlinkSync(path.join(d, 'x.txt'));
      console.log(fs.existsSync(path.join(d, 'x.txt')));
      try { fs.readFileSync(path.join(d, 'x.txt')); } catch (e) { console.log(e.code, e.syscall === 'open' || e.syscall === 'read', e.message.startsWith('ENOENT: no such file or directory')); }
      try { fs.mkdirSync(d); } catch (e) { console.log(e.code); }
      fs.rmSync(path.join(process.argv[1], 'a'), { recursive: true });
      console.log(fs.existsSync(path.join(process.argv[1], 'a')));`;
    const r = ok(await sh(`mkdir -p /tmp/fsrt && node -e ${q(code)} /tmp/fsrt`));
    fs.mkdirSync(path.join(hostDir, 'fsrt'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(hostEval(code, [path.join(hostDir, 'fsrt')]));
    // The file written by node is visible to the other commands of the VM.
    ok(await sh(`node -e ${q("require('fs').writeFileSync('/tmp/from-node.txt', 'written by node\\n')")}`));
    expect((await sh('cat /tmp/from-node.txt')).stdout).toBe('written by node\n');
  });
});

describe('exit status and uncaught errors', () => {
  it('process.exit(n), process.exitCode, exit events', async () => {
    expect((await sh("node -e 'process.exit(3)'")).exitCode).toBe(3);
    expect((await sh("node -e 'process.exitCode = 4'")).exitCode).toBe(4);
    const r = ok(await sh(`node -e ${q("process.on('exit', (c) => { console.log('exit', c); process.exit(6); }); console.log('a'); process.exit(5); console.log('never')")}`));
    expect([r.exitCode, r.stdout]).toEqual([6, 'a\nexit 5\n']);
    const t = ok(await sh(`node -e ${q("setTimeout(() => { console.log('late'); process.exit(7); }, 10); setTimeout(() => console.log('never'), 1000)")}`));
    expect([t.exitCode, t.stdout]).toEqual([7, 'late\n']);
    expect((await sh('node -e "process.exit(0)" && echo yes')).stdout).toBe('yes\n');
  });

  const firstLine = (s) => s.split('\n')[0];
  const hostFailure = (args, options = {}) => spawnSync(ORACLE, args, { encoding: 'utf8', cwd: hostDir, ...options });

  it('an uncaught error: exit 1, "<file>:<line>" first, then the error and its stack', async () => {
    const code = "const x = 1;\nthrow new Error('boom');";
    const r = ok(await sh(`node -e ${q(code)}`));
    const host = hostFailure(['-e', code]);
    expect(r.exitCode).toBe(1);
    expect(host.status).toBe(1);
    expect(firstLine(r.stderr)).toBe(firstLine(host.stderr));
    expect(firstLine(r.stderr)).toBe('[eval]:2');
    expect(r.stderr).toContain("throw new Error('boom');\n");
    expect(r.stderr).toContain('\nError: boom\n    at ');

    await writeBoth('err', { 'thrower.js': "function f() {\n  throw new TypeError('bad thing');\n}\nf();\n" });
    const f = ok(await sh('node /err/thrower.js'));
    const hostF = hostFailure([path.join(hostDir, 'err/thrower.js')]);
    expect(f.exitCode).toBe(1);
    expect(firstLine(f.stderr)).toBe('/err/thrower.js:2');
    expect(firstLine(hostF.stderr)).toBe(`${path.join(hostDir, 'err/thrower.js')}:2`);
    expect(f.stderr).toContain('TypeError: bad thing\n    at f (/err/thrower.js:2');
  });

  it('an error thrown in a timer or a rejected promise nobody handles: exit 1', async () => {
    const t = ok(await sh(`node -e ${q("setTimeout(() => { throw new RangeError('in timer'); }, 1); setTimeout(() => console.log('never'), 50)")}`));
    expect([t.exitCode, t.stdout]).toEqual([1, '']);
    expect(t.stderr).toContain('RangeError: in timer');
    const p = ok(await sh(`node -e ${q("Promise.reject(new Error('rejected')); setTimeout(() => console.log('never'), 50)")}`));
    expect([p.exitCode, p.stdout]).toEqual([1, '']);
    expect(p.stderr).toContain('Error: rejected');
    const handled = ok(await sh(`node -e ${q("const p = Promise.reject(new Error('x')); p.catch(() => console.log('handled'))")}`));
    expect([handled.exitCode, handled.stdout]).toEqual([0, 'handled\n']);
  });

  it('a syntax error: exit 1 with the message', async () => {
    const r = ok(await sh(`node -e ${q('let x = ;')}`));
    expect(r.exitCode).toBe(1);
    expect(firstLine(r.stderr)).toBe(firstLine(hostFailure(['-e', 'let x = ;']).stderr));
    expect(r.stderr).toMatch(/SyntaxError: /);
  });

  it('deep recursion is a RangeError, not a trap (patches/rquickjs-sys-0.14.0.patch)', async () => {
    const plain = ok(await sh(`node -e ${q('function f(n) { return f(n + 1) + 1; } try { f(0) } catch (e) { console.log(e instanceof RangeError, e.message) }')}`));
    expect([plain.exitCode, plain.stdout]).toEqual([0, 'true Maximum call stack size exceeded\n']);
    const viaMap = ok(await sh(`node -e ${q('function g(n) { return [1].map(() => g(n + 1))[0]; } try { g(0) } catch (e) { console.log(e.name) }')}`));
    expect([viaMap.exitCode, viaMap.stdout]).toEqual([0, 'RangeError\n']);
    const uncaught = ok(await sh(`node -e ${q('function f() { f(); } f()')}`));
    expect(uncaught.exitCode).toBe(1);
    expect(uncaught.stderr).toContain('RangeError: Maximum call stack size exceeded');
  });
});

describe('hostile input: messages and exit codes, never a trap', () => {
  it('lone surrogates are written as U+FFFD (stdout, file names, contents)', async () => {
    const code = "process.stdout.write('a\\ud800b\\n'); console.log('x\\udc00'); require('fs').writeFileSync('/tmp/s\\ud800', '\\ud800'); console.log(require('fs').readFileSync('/tmp/s\\ufffd', 'utf8'))";
    const r = ok(await sh(`node -e ${q(code)}`));
    expect([r.exitCode, r.stdout]).toEqual([0, 'a\ufffdb\nx\ufffd\n\ufffd\n']);
    expect(r.stdout).toBe(hostEval(code.replaceAll('/tmp/', `${hostDir}/`)));
  });

  it('a closed stdout ends node quietly (| head, | true)', async () => {
    const r = ok(await sh("node -e 'for (;;) console.log(1)' | head -2"));
    expect([r.exitCode, r.stdout]).toEqual([0, '1\n1\n']);
    expect(ok(await sh('node --version | true; echo rc=$?')).stdout).toBe('rc=0\n');
  });

  it('bad arguments to require, timers and inspect are JS errors (exit 1)', async () => {
    for (const code of ['require(1)', "require('')", 'setTimeout(1)', 'const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); console.log(proxy)', "console.log(new Proxy({}, { getPrototypeOf() { throw new Error('trap') } }))"]) {
      const r = ok(await sh(`node -e ${q(code)}`));
      expect(r.exitCode, code).toBe(1);
      expect(r.stderr, code).toMatch(/^\[eval\]:1\n/);
    }
  });

  it('memory exhaustion is an InternalError (exit 1); while (true) {} is ended by the exec timeout', async () => {
    const r = ok(await sh(`node -e ${q("const a = []; for (;;) a.push('x'.repeat(1e6) + a.length)")}`));
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('InternalError: out of memory');
    const loop = await sh("node -e 'while (true) {}'", { timeoutMs: 1500 });
    expect([loop.exitCode, loop.timedOut]).toEqual([137, true]);
    expect(ok(await sh("node -e 'console.log(\"still fine\")'")).stdout).toBe('still fine\n');
  });

  it('a 4 GiB allocation fails in the process (RangeError, exit 1); the VM goes on', async () => {
    for (const alloc of ['new ArrayBuffer(4 * 1024 ** 3)', 'Buffer.alloc(4 * 1024 ** 3)', 'new Uint8Array(2 ** 32)']) {
      const r = ok(await sh(`node -e ${q(`${alloc}; console.log("allocated")`)}`));
      expect(r.exitCode, alloc).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/RangeError/);
    }
    expect(ok(await sh("node -e 'console.log(\"still fine\")'")).stdout).toBe('still fine\n');
  });

  describe('the VM limits apply to node as to any guest', () => {
    let limited;
    let cpuLimited;
    beforeAll(async () => {
      limited = await AgentOs.create({ software: [ours], limits: { maxWasmMemoryBytes: 96 * 1024 * 1024 } });
      cpuLimited = await AgentOs.create({ software: [ours], limits: { cpuTimeLimitMs: 1500 } });
    });
    afterAll(async () => {
      await limited?.dispose();
      await cpuLimited?.dispose();
    });

    it('maxWasmMemoryBytes: growing past it ends the process, not the VM', async () => {
      const r = ok(await limited.exec(`node -e ${q("const a = []; for (let i = 0; i < 64; i++) a.push(Buffer.alloc(4 * 1024 * 1024, i)); console.log('held', a.length)")}`, { timeoutMs: 60_000 }));
      // The cap is QuickJS's allocation failing (an uncaught InternalError), not a trap.
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toContain('InternalError: out of memory');
      expect(r.stdout).not.toContain('held');
      const fine = ok(await limited.exec(`node -e ${q("console.log(Buffer.alloc(8 * 1024 * 1024, 1).length)")}`));
      expect([fine.exitCode, fine.stdout]).toEqual([0, '8388608\n']);
    });

    it('cpuTimeLimitMs: while (true) {} is killed (137, "cpu limit exceeded") before the exec timeout', async () => {
      const r = await cpuLimited.exec("node -e 'while (true) {}'", { timeoutMs: 60_000 });
      expect([r.exitCode, r.timedOut]).toEqual([137, false]);
      expect(r.stderr).toContain('agentos: cpu limit exceeded');
      expect(ok(await cpuLimited.exec("node -e 'console.log(1)'")).stdout).toBe('1\n');
    });
  });

  it('killProcess and stopProcess end a running node (busy or waiting on a timer)', async () => {
    const run = (code) => {
      const exited = {};
      exited.done = new Promise((resolve) => {
        exited.pid = vm.spawn('node', ['-e', code], { onExit: resolve }).pid;
      });
      return exited;
    };
    const busy = run('while (true) {}');
    const idle = run('setInterval(() => {}, 1000)');
    await new Promise((r) => setTimeout(r, 300));
    vm.killProcess(busy.pid);
    vm.stopProcess(idle.pid);
    expect(await busy.done).toBe(137);
    expect(await idle.done).toBe(143);
  });
});
