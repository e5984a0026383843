// The module cache's background warmer (issue 24, ARCHITECTURE.md "Compiled-module cache"): every
// AgentOs.create queues its registered modules, and one thread compiles those neither in memory nor
// on disk into the disk cache, so a later first exec only loads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-warm-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const artifacts = (dir) => {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((engine) => fs.readdirSync(path.join(dir, engine))
    .filter((f) => f.endsWith('.cwasm') && fs.existsSync(path.join(dir, engine, `${f}.sha256`))));
};

describe('background warmer', () => {
  it('compiles every registered module into an empty moduleCacheDir without any exec; precompile then finds them all', async () => {
    // Three small published modules, no `sh`: nothing else compiles them.
    const commandDir = path.join(tmp, 'bin');
    fs.mkdirSync(commandDir);
    const byName = new Map(common.flatMap((d) => d.commands.map((c) => [c.name, d.commandDir])));
    for (const name of ['diff', 'tar', 'gzip']) fs.copyFileSync(path.join(byName.get(name), name), path.join(commandDir, name));
    const cacheDir = path.join(tmp, 'cache');
    const vm = await AgentOs.create({ software: [{ commandDir }], moduleCacheDir: cacheDir });
    try {
      const deadline = Date.now() + 120_000;
      while (artifacts(cacheDir).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(artifacts(cacheDir)).toHaveLength(3);
    } finally {
      await vm.dispose();
    }
    expect(AgentOs.precompile([{ commandDir }], { moduleCacheDir: cacheDir })).toEqual({ compiled: 0, cached: 3 });
  }, 180_000);
});
