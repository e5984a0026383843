// The shell fuzz run (issue 23, "fuzz: 0 panics, 0 traps, 0 hangs"): 100,000 seeded random lines
// of shell-fuzz-grammar.mjs (loops and recursion bounded by counters the mutations keep whole)
// through the VM's `sh`, in batches, each line in its own subshell (shell-fuzz.mjs). A line that
// panics, traps, kills the shell or does not finish within its bound is a finding, unless host
// bash does not finish it either (then it is only counted). Other seeds:
// `node __test__/shell-fuzz.mjs 100000 SEED` (seeds 1 to 5 had no finding when this was written).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { fuzzShell } from './shell-fuzz.mjs';

const LINES = 100_000;
const SEED = 1;

describe('shell fuzz', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [ours] });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it(`${LINES} random lines (seed ${SEED}): no panic, trap or hang`, async () => {
    const result = await fuzzShell(vm, { count: LINES, seed: SEED });
    expect(result.lines).toBe(LINES);
    expect(result.findings).toEqual([]);
    // The VM's shell still answers after the run.
    const after = await vm.exec('echo alive');
    expect(after.stdout).toBe('alive\n');
  }, 900_000);
});
