// node's bytecode (issue 20): the bootstrap and builtins run from build-time bytecode embedded in
// node.wasm (software/crates/node/src/bytecode.rs), and CommonJS files of 64 KiB or more go
// through the VM's bytecode store (host_jscache, crates/wasi-host/src/host_jscache.rs). What must
// hold: the embedded bytecode is in use and gives what the source gives; the store gives what a
// compile gives; a changed file is compiled again; an entry a guest puts that is not bytecode
// falls back to source; nothing a guest puts reaches another VM; and another VM's first run reads
// the host's own compile from the machine store (jscache/ beside the module cache). No timing
// assertions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { encodeModule, I32, op } from './wasm-encode.mjs';

let vm;
beforeAll(async () => {
  vm = await AgentOs.create({ software: [ours] });
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
});

const run = (v, command, env = {}) => v.exec(command, { timeoutMs: 120_000, env });
const DEBUG = { NODE_DEBUG_BYTECODE: '1' };
/** The store's report lines of one run (NODE_DEBUG_BYTECODE=1). */
const reports = (r) => r.stderr.split('\n').filter((l) => l.startsWith('node: bytecode '));

/** This run's mark in every big file: the machine store on disk outlives a test run. */
const RUN = `${process.pid}-${Date.now()}`;

/** A CommonJS file over the store's 64 KiB threshold, with a stack that names its lines. */
function bigFile(tag) {
  const filler = 'x'.repeat(70 * 1024);
  return [
    `const filler = '${filler}';`,
    'function where() { return new Error("at").stack.split("\\n").slice(0, 3).join("|"); }',
    `console.log(${JSON.stringify(tag)}, filler.length, typeof require, __filename, where());`,
    'console.log(String(where).length, module.exports === exports);',
    `// run ${RUN}`,
  ].join('\n');
}

/** A new VM's first run of `file` (holding `source`), until it reads the machine store (≤ 60 s). */
async function firstRunHitting(file, source) {
  let r;
  for (let i = 0; i < 120; i++) {
    const fresh = await AgentOs.create({ software: [ours] });
    try {
      await fresh.writeFile(file, source);
      r = await run(fresh, `node ${file}`, DEBUG);
    } finally {
      await fresh.dispose();
    }
    if (reports(r).some((l) => l.startsWith('node: bytecode hit'))) return r;
    await new Promise((res) => setTimeout(res, 500));
  }
  return r;
}

describe('embedded bytecode of the builtins', () => {
  it('is in use: every builtin and the bootstrap load from bytecode, none from source', async () => {
    const r = await run(vm, 'node --agentos-bytecode-info');
    expect(r.exitCode, r.stderr).toBe(0);
    const info = JSON.parse(r.stdout);
    expect(info.engine).toBe(info.emittedBy);
    expect(info.trusted).toBe(true);
    expect(info.bootstrapBytecode).toBe(true);
    expect(info.builtins).toBeGreaterThan(40);
    expect(info.builtinsWithBytecode).toBe(info.builtins);
    expect(info.loadedFromBytecode).toBe(info.builtins);
    expect(info.loadedFromSource).toBe(0);
    expect(info.failed).toBe(0);
  });

  it('NODE_NO_BYTECODE=1 loads them from source', async () => {
    const info = JSON.parse((await run(vm, 'node --agentos-bytecode-info', { NODE_NO_BYTECODE: '1' })).stdout);
    expect(info.trusted).toBe(false);
    expect(info.loadedFromBytecode).toBe(0);
    expect(info.loadedFromSource).toBe(info.builtins);
  });

  it('gives what the source gives: inspect of classes, toString, stacks of builtins, errors', async () => {
    const code = [
      'const { Readable } = require("stream");',
      'console.log(require("events"), Blob, String(require("path").join).slice(0, 60));',
      'try { require("fs").readFileSync("/nope") } catch (e) { console.log(e.code, e.message) }',
      'try { require("assert").strictEqual(1, 2) } catch (e) { console.log(e.name, e.code) }',
      'console.log(typeof Readable.from, require("os").EOL === "\\n");',
      'const s = new Error("x").stack; console.log(typeof s);',
      'console.log(new URL("http://a/b?c=1").searchParams.get("c"), require("util").format("%s:%d", "a", 1));',
    ].join('\n');
    await vm.writeFile('/tmp/same.js', code);
    const a = await run(vm, 'node /tmp/same.js');
    const b = await run(vm, 'node /tmp/same.js', { NODE_NO_BYTECODE: '1' });
    expect(a.exitCode, a.stderr).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/\[class Blob\]/);
    // An uncaught error's report (a builtin's frame included) is the same too.
    const c = await run(vm, 'node -e \'require("fs").readFileSync(42.5)\'');
    const d = await run(vm, 'node -e \'require("fs").readFileSync(42.5)\'', { NODE_NO_BYTECODE: '1' });
    expect(c.exitCode).toBe(1);
    expect(c.stderr).toBe(d.stderr);
  });

  it('emits the same archive twice (deterministic)', async () => {
    const a = await run(vm, 'node --agentos-emit-bytecode /tmp/bc1 && node --agentos-emit-bytecode /tmp/bc2 && cmp /tmp/bc1 /tmp/bc2 && echo same');
    expect(a.stdout.trim().split('\n').pop(), a.stderr).toBe('same');
  });
});

describe("the VM's bytecode store for large files", () => {
  it('a hit gives what a miss gives; a changed file is a miss with its new output', async () => {
    await vm.writeFile('/tmp/big.js', bigFile('one'));
    const miss = await run(vm, 'node /tmp/big.js', DEBUG);
    const hit = await run(vm, 'node /tmp/big.js', DEBUG);
    const plain = await run(vm, 'node /tmp/big.js', { NODE_NO_BYTECODE: '1' });
    expect(miss.exitCode, miss.stderr).toBe(0);
    expect(reports(miss)).toEqual(['node: bytecode miss: /tmp/big.js']);
    expect(reports(hit)).toEqual(['node: bytecode hit: /tmp/big.js']);
    expect(miss.stdout).toMatch(/^one 71680 function \/tmp\/big\.js Error: at\| +at where \(\/tmp\/big\.js:2:\d+\)\|/);
    expect(hit.stdout).toBe(miss.stdout);
    expect(plain.stdout).toBe(miss.stdout);
    // Same size, other content: its own key.
    await vm.writeFile('/tmp/big.js', bigFile('two'));
    const changed = await run(vm, 'node /tmp/big.js', DEBUG);
    expect(reports(changed)).toEqual(['node: bytecode miss: /tmp/big.js']);
    expect(changed.stdout).toMatch(/^two 71680/);
    // The same source under another name is another entry (the name is in its stacks).
    await vm.writeFile('/tmp/big2.js', bigFile('two'));
    const other = await run(vm, 'node /tmp/big2.js', DEBUG);
    expect(reports(other)).toEqual(['node: bytecode miss: /tmp/big2.js']);
    expect(other.stdout).toMatch(/\/tmp\/big2\.js:2/);
  });

  it('a small file never goes through it; a syntax error in a large one is reported as from source', async () => {
    await vm.writeFile('/tmp/small.js', 'console.log("small")');
    const small = await run(vm, 'node /tmp/small.js', DEBUG);
    expect(small.stdout).toBe('small\n');
    expect(reports(small)).toEqual([]);
    await vm.writeFile('/tmp/bad.js', `${bigFile('bad')}\nlet = = 1;`);
    const bad = await run(vm, 'node /tmp/bad.js', DEBUG);
    const badPlain = await run(vm, 'node /tmp/bad.js', { NODE_NO_BYTECODE: '1' });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/SyntaxError/);
    expect(bad.stderr.split('\n').filter((l) => !l.startsWith('node: bytecode')).join('\n')).toBe(badPlain.stderr);
  });

  /**
   * A guest module that puts `garbage` as the bytecode of /tmp/victim.js (its exact CommonJS
   * source, as bootstrap.js wraps it) through host_jscache.jscache_put, then exits with its errno.
   */
  function poisoner(engine, source, garbage) {
    const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
    const parts = [engine, '/tmp/victim.js', wrapped].map((s) => Buffer.from(s));
    const bytes = [...parts, Buffer.from(garbage)];
    const offsets = [];
    let at = 16;
    for (const b of bytes) { offsets.push(at); at += b.length; }
    const body = [];
    bytes.forEach((b, i) => body.push(...op.i32(offsets[i]), ...op.i32(b.length)));
    body.push(...op.call(1), ...op.call(0));
    return encodeModule({
      imports: [
        { module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] },
        { module: 'host_jscache', name: 'jscache_put', params: Array(8).fill(I32), results: [I32] },
      ],
      memories: [{ min: Math.ceil((at + 1) / 65536), export: 'memory' }],
      funcs: [{ export: '_start', body }],
      data: bytes.map((b, i) => ({ offset: offsets[i], bytes: [...b] })),
    });
  }

  it("garbage a guest puts under a file's key falls back to source, and never reaches another VM", async () => {
    const { engine } = JSON.parse((await run(vm, 'node --agentos-bytecode-info')).stdout);
    const source = bigFile('victim');
    await vm.writeFile('/tmp/victim.js', source);
    const outcomes = { 'not bytecode at all': 'unreadable, compiled from source', '\u0000\u0001\u0002': 'unreadable, compiled from source', '': 'miss' };
    for (const [garbage, outcome] of Object.entries(outcomes)) {
      await vm.writeFile('/tmp/poison', poisoner(engine, source, garbage));
      const put = await run(vm, '/tmp/poison');
      expect(put.exitCode, put.stderr).toBe(0); // the put itself is accepted: it is this VM's own store
      const r = await run(vm, 'node /tmp/victim.js', DEBUG);
      expect(r.exitCode, r.stderr).toBe(0);
      expect(reports(r)).toEqual([`node: bytecode ${outcome}: /tmp/victim.js`]);
      expect(r.stdout).toMatch(/^victim 71680 function \/tmp\/victim\.js/);
      // That run put the real bytecode back.
      const again = await run(vm, 'node /tmp/victim.js', DEBUG);
      expect(reports(again)).toEqual(['node: bytecode hit: /tmp/victim.js']);
      expect(again.stdout).toBe(r.stdout);
    }
    // Poisoned again, then new VMs run the same file: what they read across VMs is the host's
    // own compile (the machine store), never this VM's garbage.
    await vm.writeFile('/tmp/poison', poisoner(engine, source, 'garbage'));
    expect((await run(vm, '/tmp/poison')).exitCode).toBe(0);
    const r = await firstRunHitting('/tmp/victim.js', source);
    expect(reports(r)).toEqual(['node: bytecode hit: /tmp/victim.js']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^victim 71680 function \/tmp\/victim\.js/);
  }, 180_000);

  it("another VM's first run reads the host's compile from the machine store; a module the guest brings never fills it", async () => {
    const source = bigFile('shared');
    await vm.writeFile('/tmp/shared.js', source);
    const first = await run(vm, 'node /tmp/shared.js', DEBUG);
    expect(reports(first)).toEqual(['node: bytecode miss: /tmp/shared.js']);
    const r = await firstRunHitting('/tmp/shared.js', source);
    expect(reports(r)).toEqual(['node: bytecode hit: /tmp/shared.js']);
    expect(r.stdout).toBe(first.stdout);
    // A put from an ad-hoc module (not a registered node) stays in its VM: a new VM misses.
    const { engine } = JSON.parse((await run(vm, 'node --agentos-bytecode-info')).stdout);
    const lonely = bigFile('lonely');
    const wrapped = `(function (exports, require, module, __filename, __dirname) {${lonely}\n})`;
    expect(wrapped.length).toBeGreaterThan(65536);
    await vm.writeFile('/tmp/poison', poisoner(engine, lonely, 'garbage'));
    expect((await run(vm, '/tmp/poison')).exitCode).toBe(0);
    await new Promise((res) => setTimeout(res, 2000));
    const fresh = await AgentOs.create({ software: [ours] });
    try {
      await fresh.writeFile('/tmp/victim.js', lonely);
      const miss = await run(fresh, 'node /tmp/victim.js', DEBUG);
      expect(reports(miss)).toEqual(['node: bytecode miss: /tmp/victim.js']);
      expect(miss.stdout).toMatch(/^lonely 71680/);
    } finally {
      await fresh.dispose();
    }
  }, 180_000);
});
