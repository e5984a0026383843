// Bindings (bindings-cli.md, issue "Bindings"): host functions as guest commands, run by the real
// published shell and coreutils, with real Zod.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common } from './vm.mjs';
import { z } from 'zod';
import { AgentOs, hostTool, toolKit } from '../index.mjs';

const envelope = (stdout) => JSON.parse(stdout);

function weatherDefinition(calls) {
  return {
    description: 'Forecast for a city',
    inputSchema: z.object({
      city: z.string().describe('City name'),
      days: z.number().int().optional(),
      units: z.enum(['c', 'f']).default('c'),
      tags: z.array(z.string()).optional(),
      verbose: z.boolean().optional(),
    }),
    execute: async (input, ctx) => {
      calls.push({ input, ctx });
      return { city: input.city, days: input.days ?? 1, units: input.units, tempC: 21 };
    },
    examples: [{ description: 'Paris', input: { city: 'Paris' } }],
  };
}

const variants = [
  ['bindings', (defs) => ({ bindings: [{ name: 'weather', description: 'Weather lookups', bindings: defs }] })],
  ['toolKits/hostTool', (defs) => ({
    toolKits: [toolKit({
      name: 'weather',
      description: 'Weather lookups',
      tools: Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, hostTool(v)])),
    })],
  })],
];

describe.each(variants)('weather binding via %s', (_label, shape) => {
  let vm;
  const calls = [];
  beforeAll(async () => {
    vm = await AgentOs.create({
      software: [common],
      ...shape({
        forecast: weatherDefinition(calls),
        fail: { description: 'Always fails', inputSchema: { type: 'object', properties: {} }, execute: async () => { throw new Error('upstream said no'); } },
        hang: { description: 'Never resolves', timeout: 300, execute: (_input, ctx) => new Promise(() => { ctx.signal.addEventListener('abort', () => calls.push({ aborted: true })); }) },
        throwString: { description: 'Throws a string', execute: () => { throw 'plain string'; } },
        cyclic: { description: 'Returns a cycle', execute: () => { const a = {}; a.self = a; return a; } },
        nothing: { description: 'Returns undefined', execute: () => undefined },
      }),
    });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('forecast --city Paris --days 3 prints the envelope with the result', async () => {
    calls.length = 0;
    const r = await vm.exec('agentos-weather forecast --city Paris --days 3');
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    expect(envelope(r.stdout)).toEqual({ ok: true, result: { city: 'Paris', days: 3, units: 'c', tempC: 21 } });
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toEqual({ city: 'Paris', days: 3, units: 'c' });
    expect(calls[0].ctx).toMatchObject({ group: 'weather', command: 'forecast' });
    expect(typeof calls[0].ctx.cwd).toBe('string');
    expect(calls[0].ctx.pid).toBeGreaterThan(1);
    expect(calls[0].ctx.signal).toBeInstanceOf(AbortSignal);
  });

  it('--json input, flags overriding it, implicit stdin', async () => {
    let r = await vm.exec(`agentos-weather forecast --json '{"city":"Oslo","days":1}'`);
    expect(envelope(r.stdout).result).toMatchObject({ city: 'Oslo', days: 1 });
    r = await vm.exec(`agentos-weather forecast --days 5 --json '{"city":"Oslo","days":2}'`);
    expect(envelope(r.stdout).result).toMatchObject({ city: 'Oslo', days: 5 });
    r = await vm.exec(`echo '{"city":"Rome"}' | agentos-weather forecast`);
    expect(envelope(r.stdout).result.city).toBe('Rome');
    r = await vm.exec('agentos-weather forecast', { stdin: '{"city":"Lima"}' });
    expect(envelope(r.stdout).result.city).toBe('Lima');
    r = await vm.exec(`echo '{"city":"Kyiv"}' > /tmp/in.json && cd /tmp && agentos weather forecast --json-file in.json --units=f`);
    expect(envelope(r.stdout).result).toMatchObject({ city: 'Kyiv', units: 'f' });
  });

  it('missing --city and a non-integer --days fail with exit 1 and a clear message', async () => {
    let r = await vm.exec('agentos-weather forecast --days 3');
    expect(r).toMatchObject({ exitCode: 1, stdout: '', stderr: 'Missing required flag: --city\n' });
    r = await vm.exec('agentos-weather forecast --city X --days three');
    expect(r).toMatchObject({ exitCode: 1, stdout: '', stderr: 'Flag --days expects an integer, got "three"\n' });
    r = await vm.exec(`agentos-weather forecast --json '{"city":"X","days":"2"}'`);
    expect(r.stderr).toBe('ToolInputSchemaViolation at $.days: expected integer, got string\n');
    r = await vm.exec('agentos-weather forecast --city X --wind');
    expect(r).toMatchObject({ exitCode: 1, stderr: 'Unknown flag: --wind\n' });
    r = await vm.exec('agentos-weather forecast --city X --units k');
    expect(r.stderr).toBe('Flag --units expects one of: c, f; got "k"\n');
    r = await vm.exec('agentos-weather nope');
    expect(r.stderr).toMatch(/^No command "nope" in group "weather"\. Available: cyclic, fail, forecast, hang, nothing, throw-string\n$/);
    r = await vm.exec('agentos nope');
    expect(r).toMatchObject({ exitCode: 1, stderr: 'No binding group "nope". Available: weather\n' });
  });

  it('list-bindings, list-tools and --help print valid JSON', async () => {
    let r = await vm.exec('agentos list-bindings');
    expect(r.exitCode).toBe(0);
    expect(envelope(r.stdout)).toEqual({ ok: true, result: { bindings: [{ name: 'weather', description: 'Weather lookups', commands: ['cyclic', 'fail', 'forecast', 'hang', 'nothing', 'throw-string'] }] } });
    r = await vm.exec('agentos list-tools');
    expect(envelope(r.stdout).result.toolkits[0].tools).toContain('forecast');
    r = await vm.exec('agentos-weather --help');
    const help = envelope(r.stdout).result;
    expect(help.name).toBe('weather');
    expect(help.commands.forecast.flags).toEqual([
      { flag: '--city', type: 'string', required: true, description: 'City name' },
      { flag: '--days', type: 'integer', required: false, description: null },
      { flag: '--units', type: 'c|f', required: false, description: null },
      { flag: '--tags', type: 'string[]', required: false, description: null },
      { flag: '--verbose', type: 'boolean', required: false, description: null },
    ]);
    expect(help.commands.forecast.examples).toEqual([{ description: 'Paris', input: { city: 'Paris' } }]);
    r = await vm.exec('agentos-weather forecast --help');
    expect(envelope(r.stdout).result).toMatchObject({ group: 'weather', command: 'forecast', toolkit: 'weather', tool: 'forecast' });
    r = await vm.exec('agentos');
    expect(r.stdout).toMatch(/^Usage: agentos <command>/);
  });

  it('execute that throws or rejects → exit 1 with its message; bad results are reported', async () => {
    let r = await vm.exec('agentos-weather fail');
    expect(r).toMatchObject({ exitCode: 1, stdout: '', stderr: 'upstream said no\n' });
    r = await vm.exec('agentos-weather throw-string');
    expect(r).toMatchObject({ exitCode: 1, stderr: 'plain string\n' });
    r = await vm.exec('agentos-weather cyclic');
    expect(r).toMatchObject({ exitCode: 1, stderr: 'binding result is not JSON-serialisable\n' });
    r = await vm.exec('agentos-weather nothing');
    expect(r).toMatchObject({ exitCode: 0, stdout: '{"ok":true,"result":null}\n' });
  });

  it('execute that never resolves → exit 1 after its timeout, and ctx.signal aborts', async () => {
    calls.length = 0;
    const t0 = performance.now();
    const r = await vm.exec('agentos-weather hang');
    expect(r).toMatchObject({ exitCode: 1, stdout: '', stderr: 'Binding "weather:hang" timed out after 300ms\n' });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    await new Promise((res) => setTimeout(res, 20));
    expect(calls).toContainEqual({ aborted: true });
  });

  it('bindings work in pipelines, $(…), xargs and from spawn', async () => {
    let r = await vm.exec('agentos-weather forecast --city Paris | grep -c tempC');
    expect(r.stdout).toBe('1\n');
    r = await vm.exec('out=$(agentos-weather forecast --city Bern); echo "${#out}"');
    expect(Number(r.stdout.trim())).toBeGreaterThan(20);
    r = await vm.exec('printf "Oslo\\nRome\\n" | xargs -n1 agentos-weather forecast --city');
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l).result.city)).toEqual(['Oslo', 'Rome']);
    const chunks = [];
    calls.length = 0;
    const { pid } = vm.spawn('agentos-weather', ['forecast', '--city', 'Nice'], { cwd: '/tmp', onStdout: (c) => chunks.push(c) });
    expect(await vm.waitProcess(pid)).toBe(0);
    expect(JSON.parse(Buffer.concat(chunks).toString()).result.city).toBe('Nice');
    expect(calls[0].ctx).toMatchObject({ pid, cwd: '/tmp' });
    // `command -v` is not asserted: the published shell prints `<first PATH dir>/<name>` without
    // looking (README, known limits).
    r = await vm.exec('ls /bin/agentos-weather /usr/local/bin/agentos-weather /usr/local/bin/agentos');
    expect(r.stdout).toBe('/bin/agentos-weather\n/usr/local/bin/agentos\n/usr/local/bin/agentos-weather\n');
  });

  it('a binding process killed while waiting exits 137 and its late result is dropped', async () => {
    const { pid } = vm.spawn('agentos-weather', ['hang']);
    await new Promise((res) => setTimeout(res, 50));
    expect(vm.allProcesses().find((p) => p.pid === pid)).toMatchObject({ command: 'agentos-weather', driver: 'binding', status: 'running' });
    vm.killProcess(pid);
    expect(await vm.waitProcess(pid)).toBe(137);
    expect((await vm.exec('echo still-usable')).stdout).toBe('still-usable\n');
  });
});

describe('concurrency', () => {
  it('50 concurrent binding calls from 5 VMs return the right results to the right callers', async () => {
    const vms = await Promise.all([0, 1, 2, 3, 4].map((v) => AgentOs.create({
      software: [common],
      bindings: [{
        name: 'echo',
        description: 'Echo service',
        bindings: {
          ping: {
            description: 'Echo a value back after a random delay',
            inputSchema: { type: 'object', properties: { value: { type: 'string' } }, required: ['value'] },
            execute: async ({ value }) => {
              await new Promise((res) => setTimeout(res, Math.random() * 30));
              return { vm: v, value };
            },
          },
        },
      }],
    })));
    try {
      const runs = [];
      for (const [v, vm] of vms.entries()) {
        for (let i = 0; i < 10; i++) {
          runs.push(vm.exec(`agentos-echo ping --value v${v}-c${i}`).then((r) => ({ v, i, r })));
        }
      }
      const results = await Promise.all(runs);
      expect(results).toHaveLength(50);
      for (const { v, i, r } of results) {
        expect(r.exitCode).toBe(0);
        expect(JSON.parse(r.stdout).result).toEqual({ vm: v, value: `v${v}-c${i}` });
      }
    } finally {
      await Promise.all(vms.map((vm) => vm.dispose()));
    }
  });
});

describe('definition validation', () => {
  const make = (bindings) => AgentOs.create({ bindings });
  const cmd = { description: 'd', execute: () => 1 };

  it('rejects bad group names, long descriptions, non-object schemas and missing execute', async () => {
    await expect(make([{ name: 'Bad_Name', description: 'x', bindings: { a: cmd } }]))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('binding group name "Bad_Name" is invalid') });
    await expect(make([{ name: 'browser', description: 'x'.repeat(201), bindings: { a: cmd } }]))
      .rejects.toMatchObject({ code: 'EINVAL', message: 'EINVAL: binding group "browser" description is 201 characters, max is 200' });
    await expect(make([{ name: 'g', description: 'x', bindings: { a: { ...cmd, inputSchema: z.string() } } }]))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('HostToolSchemaConversionError') });
    await expect(make([{ name: 'g', description: 'x', bindings: { a: { ...cmd, inputSchema: z.object({ when: z.date() }) } } }]))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('HostToolSchemaConversionError') });
    await expect(make([{ name: 'g', description: 'x', bindings: { a: { description: 'd' } } }]))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('execute must be a function') });
    await expect(make([{ name: 'g', description: 'x', bindings: { a: { ...cmd, timeout: -1 } } }]))
      .rejects.toMatchObject({ code: 'EINVAL' });
    await expect(make([{ name: 'g', description: 'x', bindings: {} }]))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('no commands') });
    await expect(make([{ name: 'list-tools', description: 'x', bindings: { a: cmd } }]))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('reserved') });
    await expect(make([{ name: 'g', description: 'x', bindings: { a: cmd } }, { name: 'g', description: 'y', bindings: { b: cmd } }]))
      .rejects.toMatchObject({ code: 'EEXIST', message: 'EEXIST: binding group already registered: g' });
    await expect(AgentOs.create({ bindings: 'nope' })).rejects.toMatchObject({ code: 'EINVAL' });
  });

  it('rejects Zod kinds and JSON Schemas that flags cannot express (bindings-cli.md 3), fail-closed', async () => {
    const unsupported = {
      tuple: z.object({ a: z.tuple([z.string(), z.number()]) }),
      intersection: z.object({ a: z.intersection(z.object({ x: z.string() }), z.object({ y: z.string() })) }),
      'discriminated union': z.object({ a: z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b') })]) }),
      pipe: z.object({ a: z.string().transform((v) => v.length) }),
    };
    for (const [kind, inputSchema] of Object.entries(unsupported)) {
      await expect(make([{ name: 'g', description: 'x', bindings: { a: { ...cmd, inputSchema } } }]))
        .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining(`HostToolSchemaConversionError at $.a: unsupported schema type "${kind}"`) });
    }
    for (const inputSchema of [{ type: 'object', required: 'a' }, { type: 'object', properties: 5 },
      { type: 'object', properties: { when: { type: 'date' } } }]) {
      await expect(make([{ name: 'g', description: 'x', bindings: { a: { ...cmd, inputSchema } } }]))
        .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('HostToolSchemaConversionError') });
    }
  });

  it('camelCase names become kebab-case commands and flags; Zod safeParse runs', async () => {
    const vm = await AgentOs.create({
      software: [common],
      bindings: [{
        name: 'orderStore',
        description: 'Orders',
        bindings: {
          listOrders: {
            description: 'List orders',
            inputSchema: z.object({ fullPage: z.boolean().optional(), email: z.string().email().optional() }),
            execute: (input) => input,
          },
        },
      }],
    });
    try {
      let r = await vm.exec('agentos-order-store list-orders --full-page');
      expect(JSON.parse(r.stdout)).toEqual({ ok: true, result: { fullPage: true } });
      r = await vm.exec('agentos-order-store list-orders --no-full-page');
      expect(JSON.parse(r.stdout).result).toEqual({ fullPage: false });
      r = await vm.exec('agentos-order-store list-orders --email nope');
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toMatch(/^Invalid input: .* at "email"\n$/);
    } finally {
      await vm.dispose();
    }
  });
});
