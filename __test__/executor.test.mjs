// The guest executor (issue 26): guest processes are futures on a few worker threads (one per
// core), not a thread each. What must hold: waits that have no async form (a binding call whose
// JS handler runs more commands in the same VM) never starve the workers; a CPU-bound guest does
// not stop the others; many blocked guests hold no threads.
import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';

const threads = () => fs.readdirSync('/proc/self/task').length;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('guest executor', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({
      software: [ours],
      limits: { maxProcesses: 600, maxOpenFds: 8192 },
      bindings: [{
        name: 'nest',
        description: 'runs a command in the same VM from the host',
        bindings: {
          run: {
            description: 'exec a command in the VM and return its stdout',
            inputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
            execute: async ({ n }) => (await vm.exec(`echo inner-${n} | tr a-z A-Z`)).stdout.trim(),
          },
        },
      }],
    });
    await vm.exec('echo warm | tr a-z A-Z; sleep 0');
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('more concurrent binding calls than workers, each running a pipeline in the same VM, all finish', async () => {
    const n = 4 * os.cpus().length + 4;
    const results = await Promise.all(Array.from({ length: n }, (_, i) =>
      vm.exec(`agentos-nest run --n ${i}`, { timeoutMs: 60_000 })));
    results.forEach((r, i) => {
      expect(r.exitCode).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual({ ok: true, result: `INNER-${i}` });
    });
  }, 90_000);

  it('CPU-bound guests on every worker do not stop a short command', async () => {
    const spinners = Array.from({ length: 2 * os.cpus().length }, () =>
      vm.exec('while :; do :; done', { timeoutMs: 8_000 }));
    let spinnersDone = false;
    const allSpun = Promise.all(spinners).then((rs) => { spinnersDone = true; return rs; });
    await sleep(300);
    const r = await vm.exec('echo still | tr a-z A-Z', { timeoutMs: 15_000 });
    expect(r).toMatchObject({ exitCode: 0, stdout: 'STILL\n', timedOut: false });
    expect(spinnersDone).toBe(false); // it ran while every spinner was still spinning
    for (const s of await allSpun) expect(s).toMatchObject({ exitCode: 137, timedOut: true });
  }, 60_000);

  it('250 execs of `sleep 2 | cat` (750 guests in sleep, a pipe read or waitpid) hold no threads and all finish', async () => {
    await sleep(1000); // idle pool threads of earlier work go (0.5 s keep-alive)
    const before = threads();
    // Each exec is a shell waiting for `cat`, which waits on its stdin pipe (the exec's stdin is
    // empty but the pipe to `cat` stays open until `sleep` ends).
    const runs = Array.from({ length: 250 }, (_, i) => vm.exec(`sleep 2 | cat; echo done-${i}`, { timeoutMs: 60_000 }));
    await sleep(1000);
    const during = threads();
    const out = await Promise.all(runs);
    out.forEach((r, i) => expect(r).toMatchObject({ exitCode: 0, stdout: `done-${i}\n` }));
    expect(during).toBeLessThan(before + 16);
  }, 90_000);
});
