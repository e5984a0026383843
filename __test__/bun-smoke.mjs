// The smoke subset on Bun (README "Supported runtimes"): create, exec, the filesystem, bindings and
// a local() sandbox, through the package's ESM entry as a Bun user imports it. vitest does not run on
// Bun, so this is a plain script: `bun __test__/bun-smoke.mjs` prints one line per check and exits
// non-zero on the first failure. `.ci/run` runs it with Bun from the npm registry (@oven/bun-linux-x64).
import assert from 'node:assert/strict';
import common from '@rivet-dev/agent-os-common';
import { local } from '@rivet-dev/agentos-sandbox';
import { AgentOs, AgentOsError } from '../index.mjs';

const runtime = typeof Bun === 'undefined' ? `node ${process.version}` : `bun ${Bun.version}`;
let passed = 0;
async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    console.log(`ok ${passed} - ${name}`);
  } catch (err) {
    console.error(`not ok - ${name}\n${err?.stack ?? err}`);
    process.exit(1);
  }
}

const calls = [];
const vm = await AgentOs.create({
  software: [common],
  bindings: [{
    name: 'weather',
    description: 'Weather lookups',
    bindings: {
      forecast: {
        description: 'Forecast for a city',
        inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
        execute: ({ city }) => {
          calls.push(city);
          return { city, sky: 'clear' };
        },
      },
    },
  }],
  sandbox: { provider: local() },
});

try {
  await check('exec runs a pipeline and reports exit codes', async () => {
    assert.deepEqual(await vm.exec('echo hi | tr a-z A-Z'), { exitCode: 0, stdout: 'HI\n', stderr: '', timedOut: false, stdoutTruncated: false, stderrTruncated: false });
    assert.equal((await vm.exec('exit 7')).exitCode, 7);
  });
  await check('writeFile / readFile / readdir / stat round-trip', async () => {
    await vm.writeFile('/home/agentos/notes/a.txt', 'bun data');
    assert.equal(new TextDecoder().decode(await vm.readFile('/home/agentos/notes/a.txt')), 'bun data');
    assert.deepEqual(await vm.readdir('/home/agentos/notes'), ['a.txt']);
    assert.equal((await vm.stat('/home/agentos/notes/a.txt')).size, 8);
    assert.equal((await vm.exec('cat /home/agentos/notes/a.txt')).stdout, 'bun data');
  });
  await check('errors are AgentOsError with an errno code and the path', async () => {
    await assert.rejects(vm.readFile('/nope'), (e) => e instanceof AgentOsError && e.code === 'ENOENT' && e.path === '/nope');
  });
  await check('a binding runs the JS function as a CLI command', async () => {
    const r = await vm.exec('agentos-weather forecast --city Paris');
    assert.equal(r.exitCode, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { ok: true, result: { city: 'Paris', sky: 'clear' } });
    assert.deepEqual(calls, ['Paris']);
  });
  await check('a local() sandbox is mounted and runs a host command', async () => {
    const w = await vm.exec('echo from-vm > /mnt/sandbox/b.txt');
    assert.equal(w.exitCode, 0, w.stderr);
    const r = await vm.exec('agentos-sandbox run-command --command cat --args b.txt');
    assert.deepEqual({ exitCode: r.exitCode, stdout: r.stdout }, { exitCode: 0, stdout: 'from-vm\n' });
  });
  await check('spawn streams output and waitProcess returns the status', async () => {
    const chunks = [];
    const { pid } = await vm.spawn('sh', ['-c', 'echo streamed; exit 3'], { onStdout: (d) => chunks.push(Buffer.from(d).toString()) });
    assert.equal(await vm.waitProcess(pid), 3);
    assert.equal(chunks.join(''), 'streamed\n');
  });
} finally {
  await vm.dispose();
}
console.log(`bun smoke on ${runtime}: ${passed} passed, 0 failed`);
