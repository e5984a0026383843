// Every command published in @rivet-dev/agent-os-common starts in the VM: `/bin/<cmd> --help` or
// `/bin/<cmd> --version` exits 0 (the /bin path bypasses shell builtins such as echo and test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootVm, commonCommandNames } from './vm.mjs';
import { KNOWN_BROKEN, PROBE_EXIT_CODE } from './known-broken.mjs';

const names = commonCommandNames();

describe('every published common command starts', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm();
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('the registry has all 125 commands of @rivet-dev/agent-os-common', async () => {
    expect(names.length).toBe(125);
    const bin = await vm.readdir('/bin');
    for (const name of names) expect(bin).toContain(name);
  });

  const working = names.filter((name) => !(name in KNOWN_BROKEN));
  it.each(working)('%s --help or --version', async (name) => {
    const expected = PROBE_EXIT_CODE[name]?.exitCode ?? 0;
    const attempts = [];
    for (const flag of ['--help', '--version']) {
      const r = await vm.exec(`'/bin/${name}' ${flag}`, { timeoutMs: 30_000 });
      attempts.push(`${flag}: exit ${r.exitCode}, stderr ${JSON.stringify(r.stderr.slice(0, 300))}`);
      if (r.exitCode === expected) return;
    }
    expect.fail(`${name} did not start:\n  ${attempts.join('\n  ')}`);
  });

  // Commands whose published binary cannot answer --help/--version still have to start: each
  // runs its documented probe and must give the expected status and output.
  it.each(Object.keys(KNOWN_BROKEN))('%s starts (probe for a command without --help)', async (name) => {
    const { probe } = KNOWN_BROKEN[name];
    const r = await vm.exec(probe.command ?? `'/bin/${name}' --help`, { timeoutMs: 30_000 });
    expect(r.exitCode, r.stderr).toBe(probe.exitCode);
    if (probe.stdout !== undefined) expect(r.stdout).toBe(probe.stdout);
    if (probe.stderr !== undefined) expect(r.stderr).toContain(probe.stderr);
    expect(r.stderr).not.toMatch(/wasm trap|cannot execute|command not found/);
  });

  it('the known-broken list only names published commands and gives reasons', () => {
    for (const [name, entry] of Object.entries(KNOWN_BROKEN)) {
      expect(names).toContain(name);
      expect(typeof entry.reason === 'string' && entry.reason.length > 0).toBe(true);
    }
  });
});
