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

  it('the known-broken list only names published commands and gives reasons', () => {
    for (const [name, reason] of Object.entries(KNOWN_BROKEN)) {
      expect(names).toContain(name);
      expect(typeof reason === 'string' && reason.length > 0).toBe(true);
    }
  });
});
