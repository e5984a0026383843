// Agent sessions (issue 22, runtimes.md 4), first slice: the published Pi coding agent and its ACP
// adapter (pi-agent.mjs: @mariozechner/pi-coding-agent 0.73.1, pi-acp 0.0.23, installed once on
// the host with `npm ci`, the one registry access), mounted read-only at /opt/pi, run by the VM's
// own node.
// The LLM is llm-server.mjs on 127.0.0.1 (OpenAI chat completions, scripted: a write tool call, a
// bash tool call, then text; or a bash call of a binding), reached through a network rule and
// loopbackExemptPorts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, createHostDirBackend } from '../index.mjs';
import { startLlmServer } from './llm-server.mjs';
import { PI_ACP, PI_ENV as ENV, configurePi, installPi } from './pi-agent.mjs';

let vm;
let llm;
const backendCalls = [];
beforeAll(async () => {
  const piDir = installPi();
  // Two scripted conversations, told apart by the user's prompt.
  const hello = [
    { toolCalls: [{ name: 'write', arguments: { path: 'hello.txt', content: 'hi\n' } }] },
    { toolCalls: [{ name: 'bash', arguments: { command: 'cat hello.txt' } }] },
    { text: 'hello.txt contains hi.' },
  ];
  const weather = [
    { toolCalls: [{ name: 'bash', arguments: { command: 'agentos-weather forecast --city Paris' } }] },
    { text: 'The backend answered.' },
  ];
  llm = await startLlmServer((request, turn) => {
    const user = request.messages.find((m) => m.role === 'user');
    const script = JSON.stringify(user.content).includes('weather') ? weather : hello;
    return script[Math.min(turn, script.length - 1)];
  });
  vm = await AgentOs.create({
    software: [ours],
    mounts: [{ path: '/opt/pi', plugin: createHostDirBackend({ hostPath: piDir, readOnly: true }) }],
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
  // Pi's own configuration: the test server as a custom OpenAI-compatible provider, its default.
  await configurePi(vm, llm.baseUrl);
  await vm.mkdir('/work', { recursive: true });
}, 600_000);
afterAll(async () => {
  await vm?.dispose();
  await llm?.close();
});

describe('Pi in the VM', () => {
  it('pi --help runs in the VM node', async () => {
    const r = await vm.exec('pi --help', { env: ENV, cwd: '/work', timeoutMs: 120_000 });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain('pi - AI coding assistant with read, bash, edit, write tools');
  }, 180_000);

  it('an ACP session writes hello.txt and runs cat on it through its tools', async () => {
    const { sessionId } = await vm.createSession(PI_ACP, { cwd: '/work' });
    expect(typeof sessionId).toBe('string');
    const seen = [];
    vm.onSessionEvent(sessionId, (update) => seen.push(update));
    // The agent is an ordinary VM process: pi-acp (node) and the pi it started (node, under env).
    const agent = vm.listSessions().find((s) => s.sessionId === sessionId);
    const procs = vm.allProcesses();
    expect(procs.find((p) => p.pid === agent.pid)).toMatchObject({ command: 'node', status: 'running' });
    expect(procs.some((p) => p.command === 'node' && p.args.includes('--mode') && p.args.includes('rpc'))).toBe(true);

    const { stopReason } = await vm.prompt(sessionId, 'create hello.txt containing hi and run cat on it');
    expect(stopReason).toBe('end_turn');
    expect(new TextDecoder().decode(await vm.readFile('/work/hello.txt'))).toBe('hi\n');

    // The event stream shows both tool calls and their results, then the agent's text.
    const events = vm.getSessionEvents(sessionId);
    expect(seen.length).toBeGreaterThan(0);
    const calls = events.filter((e) => e.sessionUpdate === 'tool_call').map((e) => [e.title, e.rawInput]);
    expect(calls).toEqual([['write', { path: 'hello.txt', content: 'hi\n' }], ['bash', { command: 'cat hello.txt' }]]);
    const done = events.filter((e) => e.sessionUpdate === 'tool_call_update' && e.status === 'completed');
    expect(done.map((e) => e.content[0].content.text)).toEqual([expect.stringMatching(/wrote 3 bytes to hello\.txt/), 'hi\n']);
    const text = events.filter((e) => e.sessionUpdate === 'agent_message_chunk').map((e) => e.content.text).join('');
    expect(text).toContain('hello.txt contains hi.');
    // The LLM saw both tool results; the last one is cat's output from the VM.
    expect(llm.requests).toHaveLength(3);
    const toolResults = llm.requests[2].messages.filter((m) => m.role === 'tool');
    expect(JSON.stringify(toolResults[1].content)).toContain('hi\\n');

    await vm.closeSession(sessionId);
    expect(vm.getProcess(agent.pid)).toMatchObject({ running: false });
    await expect(vm.prompt(sessionId, 'again')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(vm.getSessionEvents(sessionId).length).toBe(events.length);
  }, 300_000);

  it('a binding called through the agent\'s bash tool reaches the backend function', async () => {
    const { sessionId } = await vm.createSession(PI_ACP, { cwd: '/work' });
    const before = llm.requests.length;
    const { stopReason } = await vm.prompt(sessionId, 'ask the backend for the weather in Paris');
    expect(stopReason).toBe('end_turn');
    expect(backendCalls).toEqual(['Paris']);
    const result = vm.getSessionEvents(sessionId).find((e) => e.sessionUpdate === 'tool_call_update' && e.status === 'completed');
    expect(JSON.parse(result.content[0].content.text)).toEqual({ ok: true, result: { city: 'Paris', sky: 'clear' } });
    expect(llm.requests.length - before).toBe(2);
    await vm.closeSession(sessionId);
  }, 300_000);

  it('bad agents: an unknown name, a bad descriptor, an agent that exits at once', async () => {
    await expect(vm.createSession('pi')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(vm.createSession({ args: [] })).rejects.toMatchObject({ code: 'EINVAL' });
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
});
