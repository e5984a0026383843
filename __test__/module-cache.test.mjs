// The module cache's background warmer (issue 24, ARCHITECTURE.md "Compiled-module cache"): every
// AgentOs.create queues its registered modules, and one thread compiles those neither in memory nor
// on disk into the disk cache, so a later first exec only loads. Run in a fresh Node process (a
// new runtime, as a user's server starts), not in vitest's shared worker, whose earlier files leave
// the process-wide warmer with their own work.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import common from '@rivet-dev/agent-os-common';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-warm-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const index = path.join(import.meta.dirname, '..', 'index.mjs');

describe('background warmer', () => {
  it('compiles every registered module into an empty moduleCacheDir without any exec; precompile then finds them all', () => {
    // Three small published modules, no `sh`: nothing else compiles them.
    const commandDir = path.join(tmp, 'bin');
    fs.mkdirSync(commandDir);
    const byName = new Map(common.flatMap((d) => d.commands.map((c) => [c.name, d.commandDir])));
    for (const name of ['diff', 'tar', 'gzip']) fs.copyFileSync(path.join(byName.get(name), name), path.join(commandDir, name));
    const cacheDir = path.join(tmp, 'cache');
    const script = `
      import fs from 'node:fs';
      import path from 'node:path';
      import { AgentOs } from ${JSON.stringify(index)};
      const [commandDir, cacheDir] = process.argv.slice(1);
      const artifacts = () => !fs.existsSync(cacheDir) ? [] : fs.readdirSync(cacheDir).flatMap((e) => fs.readdirSync(path.join(cacheDir, e))
        .filter((f) => f.endsWith('.cwasm') && fs.existsSync(path.join(cacheDir, e, f + '.sha256'))));
      const vm = await AgentOs.create({ software: [{ commandDir }], moduleCacheDir: cacheDir });
      const deadline = Date.now() + 120000;
      while (artifacts().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const warmed = artifacts().length;
      await vm.dispose();
      console.log(JSON.stringify({ warmed, precompile: AgentOs.precompile([{ commandDir }], { moduleCacheDir: cacheDir }) }));
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script, commandDir, cacheDir], { encoding: 'utf8', timeout: 170_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split('\n').pop())).toEqual({ warmed: 3, precompile: { compiled: 0, cached: 3 } });
  }, 180_000);
});
