// JSON.stringify, String.prototype.match and Error stacks in the VM's node print what Node 22 prints: the cases of
// fixtures/node-json-regexp/cases.mjs cover what our QuickJS-ng speed patches touch (key walking,
// lazy toJSON/replacer keys, quoting, the global match through the builtin exec, and every path that
// must still go the slow way: a user exec, subclasses, proxies, frozen lastIndex, throwing getters).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

const ORACLE = nodeOracle();
const program = new URL('./fixtures/node-json-regexp/cases.mjs', import.meta.url).pathname;

let vm;
beforeAll(async () => {
  vm = await AgentOs.create({ software: [ours] });
  await vm.writeFile('/tmp/cases.mjs', fs.readFileSync(program));
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
});

describe('node: JSON.stringify and RegExp match', () => {
  it('same stdout as Node 22', async () => {
    const host = spawnSync(ORACLE, [program], { encoding: 'utf8' });
    expect(host.status, host.stderr).toBe(0);
    const r = await vm.exec('node /tmp/cases.mjs', { timeoutMs: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    // Line by line first, so a failure names the case.
    expect(r.stdout.split('\n')).toEqual(host.stdout.split('\n'));
  });

  /** fixtures/node-json-regexp/<name> run with each seed (and 3,000 cases) in the VM and under Node 22. */
  async function sameAsNode(name, seeds) {
    const fuzz = new URL(`./fixtures/node-json-regexp/${name}`, import.meta.url).pathname;
    await vm.writeFile(`/tmp/${name}`, fs.readFileSync(fuzz));
    for (const seed of seeds) {
      const host = spawnSync(ORACLE, [fuzz, seed, '3000'], { encoding: 'utf8' });
      expect(host.status, host.stderr).toBe(0);
      const r = await vm.exec(`node /tmp/${name} ${seed} 3000`, { timeoutMs: 120_000 });
      expect([r.exitCode, r.stderr]).toEqual([0, '']);
      expect(r.stdout.split('\n')).toEqual(host.stdout.split('\n'));
    }
  }

  it('seeded random JSON texts, valid and broken: parse, parse with a reviver, stringify as Node 22', async () => {
    await sameAsNode('json-fuzz.mjs', ['1', '2']);
  }, 300_000);

  it('seeded random regexps: match, exec, replace, split, search and matchAll as Node 22 gives them', async () => {
    await sameAsNode('regexp-fuzz.mjs', ['12345', '777']);
  }, 300_000);

  it('deeply nested JSON is a RangeError, never a wasm trap, at any JS recursion depth', async () => {
    // JSON.parse nests at most 4,000 deep (software/patches/README.md); stringify stops at the stack
    // check. Each input also runs from inside deep JS recursion, where less stack is left.
    await vm.writeFile('/tmp/deep.js', `
const results = [];
let max = 0; (function probe(k) { max = k; try { probe(k + 1); } catch {} })(0);
for (const n of [3000, 5000, 20000, 100000]) {
  const arr = '['.repeat(n) + ']'.repeat(n);
  const obj = '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  let v = 1; for (let i = 0; i < n; i++) v = { a: [v] };
  for (const frac of [0, 0.3, 0.5, 0.7, 0.9]) {
    const target = Math.floor(max * frac);
    const at = (f) => { const rec = (k) => (k >= target ? f() : rec(k + 1)); try { return rec(0); } catch (e) { return 'outer ' + e.name; } };
    const run = (f) => () => { try { f(); return 'ok'; } catch (e) { return e.name; } };
    results.push([n, frac, at(run(() => JSON.parse(arr))), at(run(() => JSON.parse(obj))), at(run(() => JSON.stringify(v)))].join(' '));
  }
}
console.log(results.join('\\n'));
`);
    const r = await vm.exec('node /tmp/deep.js', { timeoutMs: 120_000 });
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(20);
    for (const line of lines) {
      const [n, frac, ...outcomes] = line.split(' ');
      for (const o of outcomes) expect(['ok', 'RangeError', 'outer']).toContain(o);
      // Past the cap JSON.parse always refuses; at the top of the stack 3,000 levels parse.
      if (Number(n) > 4000) expect(outcomes.slice(0, 2)).toEqual(['RangeError', 'RangeError']);
      if (n === '3000' && frac === '0') expect(outcomes).toEqual(['ok', 'ok', 'ok']);
    }
  }, 180_000);
});
