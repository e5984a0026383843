// Agent sessions (issue 22, runtimes.md 4, docs/sessions.md): the published Pi coding agent and its
// ACP adapter from @rivet-dev/agentos-pi (@mariozechner/pi-coding-agent 0.73.1, pi-acp 0.0.23, npm
// dependencies of the package, mounted read-only), run by the VM's own node as
// `vm.createSession('pi')`.
// The LLM is llm-server.mjs on 127.0.0.1 (OpenAI chat completions, scripted by the user's prompt),
// reached through a network rule and loopbackExemptPorts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import pi from '@rivet-dev/agentos-pi';
import { AgentOs } from '../index.mjs';
import { startLlmServer } from './llm-server.mjs';
import { configurePi } from './pi-agent.mjs';

const decode = (b) => new TextDecoder().decode(b);
let vm;
let llm;
const backendCalls = [];
// Scripted conversations, told apart by the user's first prompt.
const SCRIPTS = {
  hello: [
    { toolCalls: [{ name: 'write', arguments: { path: 'hello.txt', content: 'hi\n' } }] },
    { toolCalls: [{ name: 'bash', arguments: { command: 'cat hello.txt' } }] },
    { text: 'hello.txt contains hi.' },
  ],
  weather: [
    { toolCalls: [{ name: 'bash', arguments: { command: 'agentos-weather forecast --city Paris' } }] },
    { text: 'The backend answered.' },
  ],
  guarded: [
    { toolCalls: [{ name: 'write', arguments: { path: 'secret.txt', content: 'nope\n' } }] },
    { toolCalls: [{ name: 'bash', arguments: { command: 'echo approved > approved.txt' } }] },
    { text: 'One call was denied.' },
  ],
  slow: [{ text: 'too late', delayMs: 60_000 }],
};
const scriptOf = (request) => {
  const user = JSON.stringify(request.messages.find((m) => m.role === 'user')?.content ?? '');
  return SCRIPTS[Object.keys(SCRIPTS).find((k) => user.includes(`[${k}]`)) ?? 'hello'];
};

beforeAll(async () => {
  llm = await startLlmServer((request, turn) => {
    // A later prompt marked [resume] (after a cancelled turn) is answered at once.
    const last = JSON.stringify([...(request.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '');
    if (last.includes('[resume]')) return { text: 'resumed' };
    const script = scriptOf(request);
    return script[Math.min(turn, script.length - 1)];
  });
  vm = await AgentOs.create({
    software: [ours, pi],
    permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${llm.port}`] }] } },
    network: { loopbackExemptPorts: [llm.port] },
    bindings: [{
      name: 'weather',
      description: 'Weather lookups',
      bindings: {
        forecast: {
          description: 'Forecast for a city',
          inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          execute: async ({ city }) => {
            backendCalls.push(city);
            return { city, sky: 'clear' };
          },
        },
      },
    }],
  });
  // Pi's own configuration (in the VM's home, /home/agentos): the test server as its default model.
  await configurePi(vm, llm.baseUrl);
  await vm.mkdir('/work', { recursive: true });
}, 600_000);
afterAll(async () => {
  await vm?.dispose();
  await llm?.close();
});

describe('Pi in the VM', () => {
  it('the package mounts Pi read-only; pi --help runs in the VM node', async () => {
    expect(pi).toMatchObject({ name: 'pi', type: 'agent', version: '0.73.1' });
    const r = await vm.exec(`node ${pi.agent.env.PI_AGENTOS_CLI} --help`, { cwd: '/work', timeoutMs: 120_000 });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain('pi - AI coding assistant with read, bash, edit, write tools');
    const write = await vm.exec('touch /opt/agentos/agents/pi/vm/x');
    expect(write.exitCode).not.toBe(0);
  }, 180_000);

  it('createSession("pi") writes hello.txt and runs cat on it through its tools, with the VM instructions', async () => {
    const created = await vm.createSession('pi', { cwd: '/work', additionalInstructions: 'Always answer in English (test marker 7f3a).' });
    const { sessionId } = created;
    expect(typeof sessionId).toBe('string');
    expect(created.agentInfo).toMatchObject({ name: 'pi-acp' });
    expect(created.capabilities).toMatchObject({ loadSession: true });
    const seen = [];
    vm.onSessionEvent(sessionId, (update) => seen.push(update));
    // The agent is an ordinary VM process: pi-acp (node) and the pi it started (node, via vm/pi).
    const agent = vm.listSessions().find((s) => s.sessionId === sessionId);
    expect(agent).toMatchObject({ agent: 'pi', cwd: '/work', running: true, closed: false });
    const procs = vm.allProcesses();
    expect(procs.find((p) => p.pid === agent.pid)).toMatchObject({ command: 'node', status: 'running' });
    expect(procs.some((p) => p.command === 'node' && p.args.includes('--mode') && p.args.includes('rpc'))).toBe(true);

    const before = llm.requests.length;
    const { stopReason, text } = await vm.prompt(sessionId, 'create hello.txt containing hi and run cat on it');
    expect(stopReason).toBe('end_turn');
    expect(text).toContain('hello.txt contains hi.');
    expect(decode(await vm.readFile('/work/hello.txt'))).toBe('hi\n');

    // The event stream shows both tool calls and their results, then the agent's text.
    const events = vm.getSessionEvents(sessionId);
    expect(seen.length).toBeGreaterThan(0);
    const calls = events.filter((e) => e.sessionUpdate === 'tool_call').map((e) => [e.title, e.rawInput]);
    expect(calls).toEqual([['write', { path: 'hello.txt', content: 'hi\n' }], ['bash', { command: 'cat hello.txt' }]]);
    const done = events.filter((e) => e.sessionUpdate === 'tool_call_update' && e.status === 'completed');
    expect(done.map((e) => e.content[0].content.text)).toEqual([expect.stringMatching(/wrote 3 bytes to hello\.txt/), 'hi\n']);
    expect(events.filter((e) => e.sessionUpdate === 'user_message')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ sessionUpdate: 'turn_end', stopReason: 'end_turn' });
    // Without a handler every tool call was allowed, and the transcript says so.
    expect(events.filter((e) => e.sessionUpdate === 'permission_response').map((e) => e.reply)).toEqual(['once', 'once']);
    // The LLM saw both tool results; the last one is cat's output from the VM.
    const mine = llm.requests.slice(before);
    expect(mine).toHaveLength(3);
    const toolResults = mine[2].messages.filter((m) => m.role === 'tool');
    expect(JSON.stringify(toolResults[1].content)).toContain('hi\\n');

    // /etc/agentos/instructions.md describes the VM; Pi's system prompt carries it and the
    // session's additionalInstructions.
    const instructions = decode(await vm.readFile('/etc/agentos/instructions.md'));
    expect(instructions).toContain('# agentOS VM');
    expect(instructions).toMatch(/`node`/);
    expect(instructions).toContain('`agentos-weather forecast --city <string>`: Forecast for a city');
    const system = mine[0].messages.find((m) => m.role === 'system');
    expect(system.content).toContain('# agentOS VM');
    expect(system.content).toContain('`agentos-weather forecast --city <string>`');
    expect(system.content).toContain('Always answer in English (test marker 7f3a).');

    await vm.closeSession(sessionId);
    expect(vm.getProcess(agent.pid)).toMatchObject({ running: false });
    await expect(vm.prompt(sessionId, 'again')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(vm.getSessionEvents(sessionId).length).toBe(events.length);
  }, 300_000);

  it('a binding called through the agent\'s bash tool reaches the backend function', async () => {
    const { sessionId } = await vm.createSession('pi', { cwd: '/work' });
    const before = llm.requests.length;
    const { stopReason } = await vm.prompt(sessionId, '[weather] ask the backend for the weather in Paris');
    expect(stopReason).toBe('end_turn');
    expect(backendCalls).toEqual(['Paris']);
    const result = vm.getSessionEvents(sessionId).find((e) => e.sessionUpdate === 'tool_call_update' && e.status === 'completed');
    expect(JSON.parse(result.content[0].content.text)).toEqual({ ok: true, result: { city: 'Paris', sky: 'clear' } });
    expect(llm.requests.length - before).toBe(2);
    await vm.closeSession(sessionId);
  }, 300_000);

  it('onPermissionRequest: a denied write does not happen and the agent reports it; a later respondPermission allows bash', async () => {
    const { sessionId } = await vm.createSession('pi', { cwd: '/work' });
    const asked = [];
    vm.onPermissionRequest(sessionId, (request) => {
      asked.push(request);
      if (request.toolCall.title === 'write') return 'reject';
      // Answered later, as a UI would.
      setTimeout(() => vm.respondPermission(sessionId, request.permissionId, 'once'), 200);
      return undefined;
    });
    const before = llm.requests.length;
    const { stopReason } = await vm.prompt(sessionId, '[guarded] write secret.txt, then run echo');
    expect(stopReason).toBe('end_turn');
    expect(await vm.exists('/work/secret.txt')).toBe(false);
    expect(decode(await vm.readFile('/work/approved.txt'))).toBe('approved\n');
    expect(asked.map((r) => [r.toolCall.title, r.toolCall.kind, r.toolCall.rawInput])).toEqual([
      ['write', 'edit', { path: 'secret.txt', content: 'nope\n' }],
      ['bash', 'execute', { command: 'echo approved > approved.txt' }],
    ]);
    expect(asked[0]).toMatchObject({ sessionId, permissionId: expect.any(String), description: expect.stringContaining('write') });
    expect(asked[0].options.map((o) => o.kind)).toEqual(['allow_once', 'allow_always', 'reject_once']);
    // The agent reported the denial: the tool call failed with the reason, and the model was told.
    const events = vm.getSessionEvents(sessionId);
    const failed = events.find((e) => e.sessionUpdate === 'tool_call_update' && e.status === 'failed');
    expect(JSON.stringify(failed)).toContain('the host denied this tool call');
    const toolResult = llm.requests[before + 1].messages.filter((m) => m.role === 'tool')[0];
    expect(JSON.stringify(toolResult.content)).toContain('the host denied this tool call');
    expect(events.filter((e) => e.sessionUpdate === 'permission_response').map((e) => e.reply)).toEqual(['reject', 'once']);
    // Bad replies are errors with a code; an unknown request is ENOENT.
    expect(() => vm.respondPermission(sessionId, 'nope', 'once')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    await vm.closeSession(sessionId);
  }, 300_000);

  it('a prompt past its timeout rejects ETIMEDOUT (the turn is cancelled); an LLM that is down or refused by the policy rejects EIO with the error of the agent; the VM stays usable', async () => {
    const { sessionId } = await vm.createSession('pi', { cwd: '/work' });
    const t = Date.now();
    await expect(vm.prompt(sessionId, '[slow] take your time', { timeoutMs: 3000 }))
      .rejects.toMatchObject({ code: 'ETIMEDOUT', message: expect.stringMatching(/within 3000 ms/) });
    expect(Date.now() - t).toBeLessThan(30_000);
    await vm.closeSession(sessionId);
    // A prompt to a closed session (and to one that never existed) is ENOENT at once.
    await expect(vm.prompt(sessionId, 'are you there?')).rejects.toMatchObject({ code: 'ENOENT', message: expect.stringMatching(/no open session/) });
    await expect(vm.prompt('no-such-session', 'hi')).rejects.toMatchObject({ code: 'ENOENT' });

    // An LLM endpoint nobody listens on, and a live one the network policy refuses: the prompt
    // rejects EIO with the agent's error (Pi's own words), within the prompt bound.
    const refused = await startLlmServer(() => ({ text: 'should never be asked' }));
    try {
      for (const [home, url] of [['/home/down', 'http://127.0.0.1:9/v1'], ['/home/refused', refused.baseUrl]]) {
        await configurePi(vm, url, home);
        const down = await vm.createSession('pi', { cwd: '/work', env: { HOME: home } });
        const started = Date.now();
        await expect(vm.prompt(down.sessionId, 'hello?', { timeoutMs: 120_000 }))
          .rejects.toMatchObject({ code: 'EIO', message: "EIO: prompt failed: the agent's model request failed: Connection error." });
        expect(Date.now() - started).toBeLessThan(60_000);
        await vm.closeSession(down.sessionId);
      }
      expect(refused.requests.length).toBe(0);
    } finally {
      await refused.close();
    }
    expect((await vm.exec('echo still usable')).stdout).toBe('still usable\n');
  }, 300_000);

  it('cancelSession ends a running turn: the prompt resolves stopReason "cancelled"; the session takes the next prompt', async () => {
    const { sessionId } = await vm.createSession('pi', { cwd: '/work' });
    const before = llm.requests.length;
    const pending = vm.prompt(sessionId, '[slow] take your time', { timeoutMs: 120_000 });
    while (llm.requests.length === before) await new Promise((r) => setTimeout(r, 50));
    const t = Date.now();
    await vm.cancelSession(sessionId);
    expect(await pending).toMatchObject({ stopReason: 'cancelled' });
    expect(Date.now() - t).toBeLessThan(30_000);
    expect(await vm.prompt(sessionId, '[resume] go on', { timeoutMs: 120_000 })).toMatchObject({ stopReason: 'end_turn', text: expect.stringContaining('resumed') });
    await vm.closeSession(sessionId);
  }, 300_000);

  it('dispose during a turn: the prompt rejects at once and the agent makes no further model request', async () => {
    const other = await AgentOs.create({
      software: [ours, pi],
      permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${llm.port}`] }] } },
      network: { loopbackExemptPorts: [llm.port] },
    });
    await configurePi(other, llm.baseUrl);
    await other.mkdir('/work', { recursive: true });
    const { sessionId } = await other.createSession('pi', { cwd: '/work' });
    const before = llm.requests.length;
    const pending = other.prompt(sessionId, '[slow] take your time').catch((e) => e);
    while (llm.requests.length === before) await new Promise((r) => setTimeout(r, 50));
    await other.dispose();
    const err = await pending;
    expect(err).toMatchObject({ code: 'EIO', message: expect.stringMatching(/the agent process ended during the turn/) });
    await new Promise((r) => setTimeout(r, 1000));
    expect(llm.requests.length - before).toBe(1);
  }, 300_000);

  it('bad agents: an unknown name, a package not in software, a bad descriptor, an agent that exits at once or hangs', async () => {
    await expect(vm.createSession('nosuch')).rejects.toMatchObject({ code: 'ENOENT', message: expect.stringMatching(/known agents: pi/) });
    const bare = await AgentOs.create({ software: [ours] });
    try {
      await expect(bare.createSession('pi')).rejects.toMatchObject({ code: 'ENOENT', message: expect.stringMatching(/npm install @rivet-dev\/agentos-pi/) });
      await expect(bare.createSession(pi)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await bare.dispose();
    }
    await expect(vm.createSession({ args: [] })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.createSession('pi', { cwd: 'relative' })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.createSession('pi', { timeoutMs: -1 })).rejects.toMatchObject({ code: 'EINVAL' });
    const t = Date.now();
    await expect(vm.createSession({ command: 'sh', args: ['-c', 'echo nope >&2; exit 3'] }, { cwd: '/work' }))
      .rejects.toMatchObject({ code: 'EIO', message: expect.stringMatching(/initialize failed/) });
    expect(Date.now() - t).toBeLessThan(30_000);
    // An agent that never answers: killed after the handshake timeout.
    const hung = await vm.createSession({ command: 'sh', args: ['-c', 'cat > /dev/null'] }, { cwd: '/work', timeoutMs: 1500 }).catch((e) => e);
    expect(hung).toMatchObject({ code: 'ETIMEDOUT', message: expect.stringMatching(/initialize: the agent did not answer within 1500 ms/) });
    expect(await vm.waitProcess(hung.pid)).toBe(137);
    // Its child (same process group) was killed too; its exit is recorded on its own thread.
    const catRunning = () => vm.allProcesses().filter((p) => p.command === 'cat' && p.status === 'running');
    for (let i = 0; i < 100 && catRunning().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(catRunning()).toEqual([]);
    expect((await vm.exec('echo still usable')).stdout).toBe('still usable\n');
  }, 120_000);

  it('the binding group name "acp" is reserved while an agent package is installed', async () => {
    await expect(AgentOs.create({ software: [ours, pi], bindings: [{ name: 'acp', description: 'mine', bindings: { x: { description: 'x', execute: () => 1 } } }] }))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringMatching(/reserved/) });
  });
});
