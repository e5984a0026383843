// async_hooks, worker_threads, web streams, Blob/File/FormData, Intl.Segmenter and fs.glob in the
// VM's node (what undici, the ACP SDK and the Pi agent load): the programs of fixtures/node-web/
// print the same under the host's Node 22 (the oracle) and in the VM.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

const ORACLE = nodeOracle();
const program = new URL('./fixtures/node-web/builtins.mjs', import.meta.url).pathname;
const globProgram = new URL('./fixtures/node-web/glob.mjs', import.meta.url).pathname;

let vm;
beforeAll(async () => {
  vm = await AgentOs.create({ software: [ours] });
  await vm.writeFile('/tmp/builtins.mjs', fs.readFileSync(program));
  await vm.writeFile('/tmp/glob.mjs', fs.readFileSync(globProgram));
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
});

describe('node: web and async builtins', () => {
  it('same stdout as Node 22', async () => {
    const host = spawnSync(ORACLE, [program], { encoding: 'utf8' });
    expect(host.status, host.stderr).toBe(0);
    const r = await vm.exec('node /tmp/builtins.mjs', { timeoutMs: 60_000 });
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, host.stdout, '']);
  });

  it('fs.globSync, fs.glob and fs.promises.glob: the same matches as Node 22', async () => {
    const host = spawnSync(ORACLE, [globProgram], { encoding: 'utf8' });
    expect(host.status, host.stderr).toBe(0);
    const r = await vm.exec('node /tmp/glob.mjs', { timeoutMs: 60_000 });
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, host.stdout, '']);
  });

  it('TextDecoder: latin1/ascii (windows-1252) over all 256 bytes and utf-16le as Node 22 decodes them', async () => {
    const td = new URL('./fixtures/node-web/text-decoder.mjs', import.meta.url).pathname;
    await vm.writeFile('/tmp/text-decoder.mjs', fs.readFileSync(td));
    const host = spawnSync(ORACLE, [td], { encoding: 'utf8' });
    expect(host.status, host.stderr).toBe(0);
    const r = await vm.exec('node /tmp/text-decoder.mjs');
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n')).toEqual(host.stdout.split('\n'));
  });

  it('new Worker fails with a clear error', async () => {
    const r = await vm.exec(`node -e "const { Worker } = require('worker_threads'); try { new Worker('w.js') } catch (e) { console.log(e.code, e.message) }"`);
    expect(r.stdout).toMatch(/^ERR_AGENTOS_UNSUPPORTED_BUILTIN worker_threads\.Worker is not available/);
  });

  it('module.enableCompileCache reports the cache as disabled (ESM import works)', async () => {
    await vm.writeFile('/tmp/cc.mjs', "import { enableCompileCache, constants } from 'node:module';\nconst r = enableCompileCache();\nconsole.log(r.status === constants.compileCacheStatus.DISABLED, r.message);\n");
    const r = await vm.exec('node /tmp/cc.mjs');
    expect([r.stdout, r.stderr]).toEqual(['true the compile cache is not available in agentOS node\n', '']);
  });

  it('Intl has only Segmenter, a Collator over localeCompare and getCanonicalLocales', async () => {
    const r = await vm.exec(`node -e "console.log(Object.getOwnPropertyNames(Intl).sort().join(','), typeof Intl.DateTimeFormat); try { Intl.getCanonicalLocales('not a tag') } catch (e) { console.log(e.name) } console.log(['b', 'a', 'c'].sort(new Intl.Collator('en').compare).join(''), new Intl.Collator('EN-us').resolvedOptions().locale)"`);
    expect(r.stdout).toBe('Collator,Segmenter,getCanonicalLocales undefined\nRangeError\nabc en-US\n');
  });
});
