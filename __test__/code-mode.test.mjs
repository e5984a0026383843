// Code mode (runtimes.md sections 2 and 3; lib/code-mode.js): vm.javascript.*, vm.typescript.* and
// vm.python.* run source in the VM's own node and python3. Expected values come from running the
// same source under host Node (node -p / --input-type=module) and host CPython where the answer is
// a computed value, so nothing here is typed from memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, AgentOsError, createHostDirBackend } from '../index.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

const ORACLE_PY = '/usr/bin/python3.11';
const ORACLE_NODE = nodeOracle();

let vm;
let hostDir;
beforeAll(async () => {
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-code-'));
  fs.mkdirSync(path.join(hostDir, 'node_modules', 'answer'), { recursive: true });
  fs.writeFileSync(path.join(hostDir, 'node_modules', 'answer', 'package.json'), JSON.stringify({ name: 'answer', version: '1.0.0', main: 'index.js' }));
  fs.writeFileSync(path.join(hostDir, 'node_modules', 'answer', 'index.js'), 'module.exports = { value: 42 };\n');
  fs.writeFileSync(path.join(hostDir, 'helper.py'), 'def double(x):\n    return 2 * x\n');
  fs.writeFileSync(path.join(hostDir, 'lib.mjs'), 'export const greet = (n) => `hi ${n}`;\n');
  vm = await AgentOs.create({
    software: [ours],
    mounts: [{ path: '/work', plugin: createHostDirBackend({ hostPath: hostDir, readOnly: false }) }],
  });
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

/** Host Node's JSON of `node -p 'JSON.stringify(<expr>)'`. */
const hostNodeValue = (expr) => JSON.parse(execFileSync(ORACLE_NODE, ['-p', `JSON.stringify(${expr})`], { encoding: 'utf8' }));
/** Host CPython's JSON of an expression. */
const hostPyValue = (expr) => JSON.parse(execFileSync(ORACLE_PY, ['-c', `import json; print(json.dumps(${expr}))`], { encoding: 'utf8' }));

describe('vm.javascript.evaluate', () => {
  it('an expression: 1 + 2 is 3 (the documented example)', async () => {
    const r = await vm.javascript.evaluate('1 + 2');
    expect(r.outcome).toBe('succeeded');
    expect(r.value).toBe(hostNodeValue('1 + 2'));
  }, 60_000);

  it('the last expression of several statements, an IIFE and an object', async () => {
    const src = 'const values = [1, 2, 3];\n(() => ({ total: values.reduce((a, b) => a + b, 0), s: "x".repeat(3) }))()';
    const r = await vm.javascript.evaluate(src);
    expect(r).toMatchObject({ outcome: 'succeeded', exitCode: 0 });
    expect(r.value).toEqual(hostNodeValue(`(() => { ${src.replace('\n', ';return ')} })()`));
  }, 60_000);

  it('inputs arrive as a real object, never as source text', async () => {
    const inputs = { items: [3, 1, 2], name: "O'Brien \"quoted\" ${x} `tick`", nested: { deep: [null, true] } };
    const r = await vm.javascript.evaluate('({ sorted: [...inputs.items].sort(), name: inputs.name, type: typeof inputs, nested: inputs.nested })', { inputs });
    expect(r.outcome).toBe('succeeded');
    expect(r.value).toEqual({ sorted: [1, 2, 3], name: inputs.name, type: 'object', nested: inputs.nested });
  }, 60_000);

  it('a promise is awaited; a module answers its default export', async () => {
    const p = await vm.javascript.evaluate('Promise.resolve(20).then((x) => x + 1)');
    expect([p.outcome, p.value]).toEqual(['succeeded', 21]);
    const m = await vm.javascript.evaluate('import { greet } from "/work/lib.mjs";\nexport default { msg: greet(inputs.who) };', { inputs: { who: 'vm' } });
    expect([m.outcome, m.value]).toEqual(['succeeded', { msg: 'hi vm' }]);
  }, 60_000);

  it('require and import resolve from cwd (node_modules there)', async () => {
    const c = await vm.javascript.evaluate('require("answer").value + 1', { cwd: '/work' });
    expect([c.outcome, c.value]).toEqual(['succeeded', 43]);
    const m = await vm.javascript.evaluate('import a from "answer";\nexport default a.value * 2;', { cwd: '/work' });
    expect([m.outcome, m.value, m.stderr]).toEqual(['succeeded', 84, '']);
    // The temporary module beside cwd is gone afterwards.
    expect(fs.readdirSync(hostDir).filter((n) => n.startsWith('.agentos-code'))).toEqual([]);
  }, 60_000);

  it('undefined, a function, a symbol, a BigInt and a cycle fail with evaluation_serialization_failed', async () => {
    for (const src of ['undefined', '() => 1', 'Symbol("s")', '10n', '(() => { const a = {}; a.self = a; return a; })()']) {
      const r = await vm.javascript.evaluate(src);
      expect(r.outcome, src).toBe('failed');
      expect(r.error.code, src).toBe('evaluation_serialization_failed');
      expect(r.value, src).toBeUndefined();
    }
  }, 120_000);

  it('a value whose JSON is over 16 MiB fails with evaluation_result_too_large', async () => {
    const r = await vm.javascript.evaluate('"x".repeat(17 * 1024 * 1024)');
    expect(r.outcome).toBe('failed');
    expect(r.error).toMatchObject({ code: 'evaluation_result_too_large', message: expect.stringMatching(/over the 16777216-byte limit/) });
    expect((await vm.javascript.evaluate('"x".repeat(1024)')).value).toHaveLength(1024);
  }, 120_000);

  it('a thrown error is failed with its name, message and stack; output is captured', async () => {
    const r = await vm.javascript.evaluate('console.log("before"); console.error("warn"); throw new RangeError("too far")');
    expect(r.outcome).toBe('failed');
    expect(r.error).toMatchObject({ code: 'execution_failed', name: 'RangeError', message: 'too far' });
    expect(r.stdout).toBe('before\n');
    expect(r.stderr).toContain('warn\n');
    expect(r.stderr).toContain('RangeError: too far');
    const rej = await vm.javascript.evaluate('Promise.reject(new TypeError("nope"))');
    expect([rej.outcome, rej.error.name, rej.error.message]).toEqual(['failed', 'TypeError', 'nope']);
  }, 60_000);

  it('a syntax error is failed, not a rejection', async () => {
    const r = await vm.javascript.evaluate('1 +');
    expect(r.outcome).toBe('failed');
    expect(r.error.name).toBe('SyntaxError');
  }, 60_000);

  it('timeoutMs ends a runaway loop with timed_out and the VM stays usable', async () => {
    const r = await vm.javascript.evaluate('while (true) {}', { timeoutMs: 1500 });
    expect(r.outcome).toBe('timed_out');
    expect(r.error.code).toBe('execution_timed_out');
    const after = await vm.javascript.evaluate('2 * 21');
    expect(after.value).toBe(42);
  }, 60_000);

  it('bad arguments reject EINVAL', async () => {
    await expect(vm.javascript.evaluate(42)).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.javascript.evaluate('1', { inputs: { big: 1n } })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.javascript.evaluate('1', { format: 'amd' })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.javascript.evaluate('1', { format: 'script' })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.javascript.evaluate('1', { args: [1] })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.javascript.evaluate('1', 'x')).rejects.toBeInstanceOf(AgentOsError);
    await expect(vm.python.evaluate('1', { format: 'module' })).rejects.toMatchObject({ code: 'EINVAL' });
  });
});

describe('vm.javascript.execute and vm.typescript', () => {
  it('execute captures stdout, stderr and the exit status; args and env arrive', async () => {
    const r = await vm.javascript.execute('console.log(process.argv.slice(2).join(","), process.env.GREETING, inputs.n); process.exitCode = 3', {
      args: ['a', 'b c'], env: { GREETING: 'hello' }, inputs: { n: 7 },
    });
    expect(r).toMatchObject({ outcome: 'failed', exitCode: 3, stdout: 'a,b c hello 7\n' });
    expect(r.error.code).toBe('execution_failed');
    const ok = await vm.javascript.execute('require("fs").writeFileSync("/work/out.txt", "from code mode")');
    expect(ok).toMatchObject({ outcome: 'succeeded', exitCode: 0 });
    expect(fs.readFileSync(path.join(hostDir, 'out.txt'), 'utf8')).toBe('from code mode');
  }, 60_000);

  it('typescript: types are stripped for evaluate and execute (no type checking)', async () => {
    const e = await vm.typescript.evaluate('interface P { x: number }\nconst p: P = { x: inputs.x as number };\np.x * 2', { inputs: { x: 5 } });
    expect([e.outcome, e.value]).toEqual(['succeeded', 10]);
    const m = await vm.javascript.typescript.evaluate('const n: number = 4;\nexport default { n } satisfies { n: number };');
    expect([m.outcome, m.value]).toEqual(['succeeded', { n: 4 }]);
    const x = await vm.typescript.execute('const s: string = "typed"; console.log(s)');
    expect([x.outcome, x.stdout]).toEqual(['succeeded', 'typed\n']);
  }, 60_000);
});

describe('vm.python', () => {
  it('evaluate: the last expression, with inputs as a real dict', async () => {
    const r = await vm.python.evaluate('21 * 2');
    expect([r.outcome, r.value]).toEqual(['succeeded', hostPyValue('21 * 2')]);
    const src = 'import statistics\nvals = inputs["vals"]\n{"mean": statistics.mean(vals), "rev": sorted(vals, reverse=True), "t": type(inputs).__name__}';
    const s = await vm.python.evaluate(src, { inputs: { vals: [4, 1, 7] } });
    expect(s.outcome).toBe('succeeded');
    expect(s.value).toEqual(hostPyValue('{"mean": __import__("statistics").mean([4, 1, 7]), "rev": [7, 4, 1], "t": "dict"}'));
  }, 120_000);

  it('statements only give null; a coroutine is run with asyncio', async () => {
    const n = await vm.python.evaluate('x = 1');
    expect([n.outcome, n.value]).toEqual(['succeeded', null]);
    const c = await vm.python.evaluate('import asyncio\nasync def f(n):\n    await asyncio.sleep(0.01)\n    return [n, n * 2]\nf(inputs)', { inputs: 21 });
    expect([c.outcome, c.value]).toEqual(['succeeded', [21, 42]]);
  }, 60_000);

  it('values JSON cannot carry fail with evaluation_serialization_failed', async () => {
    for (const src of ['{1, 2}', 'float("nan")', 'object()', 'b"x"']) {
      const r = await vm.python.evaluate(src);
      expect(r.outcome, src).toBe('failed');
      expect(r.error.code, src).toBe('evaluation_serialization_failed');
    }
  }, 120_000);

  it('an exception is failed with its type, message and traceback', async () => {
    const r = await vm.python.evaluate('print("before")\n{}["missing"]');
    expect(r.outcome).toBe('failed');
    expect(r.error).toMatchObject({ code: 'execution_failed', name: 'KeyError', message: "'missing'" });
    expect(r.error.stack).toContain('Traceback');
    expect(r.stdout).toBe('before\n');
    expect(r.stderr).toContain("KeyError: 'missing'");
  }, 60_000);

  it('execute: output, exit status, args, and imports from cwd', async () => {
    const r = await vm.python.execute('import sys, helper\nprint(helper.double(inputs["n"]), sys.argv[1:])\nsys.exit(4)', {
      cwd: '/work', inputs: { n: 21 }, args: ['x', 'y'],
    });
    expect(r).toMatchObject({ outcome: 'failed', exitCode: 4, stdout: "42 ['x', 'y']\n" });
    const ok = await vm.python.execute('print("ok")');
    expect([ok.outcome, ok.exitCode, ok.stdout]).toEqual(['succeeded', 0, 'ok\n']);
  }, 60_000);

  it('timeoutMs ends a runaway loop', async () => {
    const r = await vm.python.evaluate('while True: pass', { timeoutMs: 1500 });
    expect(r.outcome).toBe('timed_out');
  }, 60_000);
});

describe('without the runtime', () => {
  it('a VM without node answers runtime_not_found', async () => {
    const bare = await AgentOs.create({ software: [ours.coreutils, ours['agentos-shell']] });
    try {
      const hasNode = (await bare.exec('node -e 1')).exitCode !== 127;
      if (hasNode) throw new Error('the bare VM unexpectedly has node: pick packages without it');
      const r = await bare.javascript.evaluate('1');
      expect(r.outcome).toBe('failed');
      expect(r.error.code).toBe('runtime_not_found');
    } finally {
      await bare.dispose();
    }
  }, 60_000);
});
