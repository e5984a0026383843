// Sandbox cold start, shared by bench/sandbox.mjs and the native yardsticks of bench/workloads.mjs:
// fresh VMs with a provider sandbox (local() or docker()), timed from AgentOs.create, and from the
// first touch, to the first `agentos-sandbox run-command --command true` (exit 0 required).
import { spawnSync } from 'node:child_process';
import common from '@rivet-dev/agent-os-common';
import { docker, local } from '@rivet-dev/agentos-sandbox';
import { AgentOs } from '../index.mjs';

const FIRST = 'agentos-sandbox run-command --command true';

/** Whether a Docker Engine answers (`docker info`). */
export function dockerEngineUp() {
  return spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
}

/** The providers to measure: local() always, docker() when an engine answers. */
export function providerKinds() {
  const kinds = [['local()', () => local()]];
  if (dockerEngineUp()) kinds.push(['docker()', () => docker()]);
  return kinds;
}

/**
 * `n` fresh VMs with `make()` as their sandbox provider, after one start outside the samples
 * (docker() builds its local image on the very first use; the guest shell compiles once).
 * Returns the milliseconds of each sample: `fromCreate` (create → first command exits 0) and
 * `fromTouch` (the first command alone: the sandbox starts lazily on first touch).
 */
export async function sandboxFirstCommand(make, n) {
  const warm = await AgentOs.create({ software: [common], sandbox: { provider: make() } });
  try {
    await warm.exec(FIRST);
    await warm.exec('true');
  } finally {
    await warm.dispose();
  }
  const fromCreate = [];
  const fromTouch = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const vm = await AgentOs.create({ software: [common], sandbox: { provider: make() } });
    try {
      const t1 = performance.now();
      const r = await vm.exec(FIRST);
      if (r.exitCode !== 0) throw new Error(`first command failed (exit ${r.exitCode}): ${r.stderr.trim().slice(0, 200)}`);
      fromCreate.push(performance.now() - t0);
      fromTouch.push(performance.now() - t1);
    } finally {
      await vm.dispose();
    }
  }
  return { fromCreate, fromTouch };
}
