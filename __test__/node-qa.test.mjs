// QA regressions for `node` in the VM (issue 20): hostile and everyday agent programs whose
// report must match Node 22's in substance (the message reaches the user, no wasm trap).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';

let vm;
beforeAll(async () => {
  vm = await AgentOs.create({ software: [ours] });
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
});

const sh = (command) => vm.exec(command, { timeoutMs: 60_000 });

describe('uncaught errors', () => {
  // AssertionError[inspect.custom] calls inspect(this, {customInspect: false}); an inspect that
  // ignored the option recursed until the stack overflowed and only "Uncaught uncaught exception"
  // reached stderr.
  it('an uncaught AssertionError prints its message and diff', async () => {
    await vm.writeFile('/tmp/qa-assert.js', "require('assert').deepStrictEqual({a: 1}, {a: 2});\n");
    const r = await sh('node /tmp/qa-assert.js');
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('AssertionError');
    expect(r.stderr).toContain('Expected values to be strictly deep-equal');
    expect(r.stderr).not.toContain('Uncaught uncaught exception');
  });

  it('util.inspect honours customInspect: false', async () => {
    const code = "const u=require('util');const o={[u.inspect.custom](){return 'CUSTOM'},a:1};console.log(u.inspect(o)+' '+u.inspect(o,{customInspect:false}))";
    const r = await sh(`node -e "${code}"`);
    expect(r.stderr).toBe('');
    // Node 22: `CUSTOM {\n  a: 1,\n  [Symbol(nodejs.util.inspect.custom)]: [Function: …]\n}`.
    expect(r.stdout).toMatch(/^CUSTOM \{\s+a: 1,/);
  });
});
