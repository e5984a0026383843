// Agent sessions in the actor (issue 22, runtimes.md 4, docs/sessions.md): the real rivetkit
// registry and client, Pi from @rivet-dev/agentos-pi, the scripted LLM on 127.0.0.1. A prompt,
// then the instance sleeps (sleepTimeout, no connection), wakes for the second prompt in the same
// session: the agent is started again and resumes the session (pi-acp's session/load), and the
// transcript in the actor's state holds both turns. The second turn's tool call goes to a
// connected client as a permissionRequest event, which it rejects with respondPermission.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import pi from '@rivet-dev/agentos-pi';
import { agentOS, setup } from '../index.mjs';
import { createClient } from '../client.mjs';
import { freePort, primed, stopEngines, uniqueKey } from './actor-harness.mjs';
import { startLlmServer } from './llm-server.mjs';
import { configurePi } from './pi-agent.mjs';

const SCRIPTS = {
  first: [
    { toolCalls: [{ name: 'write', arguments: { path: 'one.txt', content: 'turn one\n' } }] },
    { text: 'First turn done.' },
  ],
  second: [
    { toolCalls: [{ name: 'write', arguments: { path: 'two.txt', content: 'turn two\n' } }] },
    { text: 'Second turn done.' },
  ],
};

describe('agent sessions in the agentOS() actor', () => {
  let registry;
  let client;
  let llm;
  let home;
  let booted = 0;
  const hookEvents = [];
  const savedHome = process.env.HOME;
  const key = uniqueKey('sessions');

  beforeAll(async () => {
    process.env.AGENTOS_MODULE_CACHE_DIR ??= path.join(os.homedir(), '.cache', 'agentos', 'modules');
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-sessions-actor-'));
    process.env.HOME = home;
    // The step within the current prompt: tool results since the last user message.
    llm = await startLlmServer((request) => {
      const msgs = request.messages;
      const lastUser = msgs.map((m) => m.role).lastIndexOf('user');
      const script = JSON.stringify(msgs[lastUser].content).includes('[second]') ? SCRIPTS.second : SCRIPTS.first;
      const step = msgs.slice(lastUser).filter((m) => m.role === 'tool').length;
      return script[Math.min(step, script.length - 1)];
    });
    const vm = agentOS({
      software: [ours, pi],
      permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${llm.port}`] }] } },
      network: { loopbackExemptPorts: [llm.port] },
      onVmBooted: async (_c, v) => {
        booted += 1;
        await configurePi(v, llm.baseUrl);
        await v.mkdir('/home/agentos/work', { recursive: true });
      },
      onSessionEvent: (_c, sessionId, event) => { hookEvents.push([sessionId, event.sessionUpdate]); },
      actorOptions: { sleepTimeout: 1500 },
    });
    const port = await freePort();
    registry = setup({ use: { vm }, enginePort: port, logging: { level: 'warn' } });
    await registry.startAndWait();
    client = createClient({ endpoint: `http://127.0.0.1:${port}` });
    await primed(client.vm.getOrCreate(key));
  }, 240_000);

  afterAll(async () => {
    await registry?.shutdown();
    await llm?.close();
    process.env.HOME = savedHome;
    stopEngines();
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  it('prompt, sleep, wake, prompt again in the same session: both turns in the transcript; a client rejects a tool call', async () => {
    const h = client.vm.getOrCreate(key);
    const { sessionId, agentInfo } = await h.createSession('pi', { cwd: '/home/agentos/work' });
    expect(agentInfo).toMatchObject({ name: 'pi-acp' });
    const first = await h.sendPrompt(sessionId, '[first] write one.txt');
    expect(first).toMatchObject({ stopReason: 'end_turn', text: expect.stringContaining('First turn done.') });
    expect(Buffer.from(await h.readFile('/home/agentos/work/one.txt')).toString()).toBe('turn one\n');
    expect(hookEvents.some(([id, kind]) => id === sessionId && kind === 'tool_call')).toBe(true);

    // No connection and no traffic for sleepTimeout: the instance sleeps (the VM and Pi end).
    const bootsBefore = booted;
    await new Promise((r) => setTimeout(r, 4000));
    expect((await h.listSessions()).find((s) => s.sessionId === sessionId)).toMatchObject({ running: false, closed: false });
    expect(booted).toBeGreaterThan(bootsBefore);

    // After the wake: a client on a connection answers the permission request of the second turn.
    const conn = h.connect();
    try {
      const requests = [];
      const streamed = [];
      conn.on('sessionEvent', (e) => streamed.push(e));
      conn.on('permissionRequest', (data) => {
        requests.push(data);
        conn.respondPermission(data.sessionId, data.request.permissionId, 'reject').catch(() => {});
      });
      // Let the subscriptions reach the actor before the prompt.
      await conn.listSessions();
      const before = llm.requests.length;
      const second = await conn.sendPrompt(sessionId, '[second] write two.txt');
      expect(second).toMatchObject({ stopReason: 'end_turn', text: expect.stringContaining('Second turn done.') });
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ sessionId, request: { permissionId: expect.any(String), toolCall: { title: 'write' } } });
      expect(await h.exists('/home/agentos/work/two.txt')).toBe(false);
      expect(streamed.some((e) => e.sessionId === sessionId && e.event.sessionUpdate === 'tool_call')).toBe(true);
      // The resumed agent had the first turn in its context (session/load of Pi's session file).
      const resumed = llm.requests[before].messages.map((m) => JSON.stringify(m.content)).join('\n');
      expect(resumed).toContain('[first] write one.txt');
      expect(resumed).toContain('[second] write two.txt');
    } finally {
      await conn.dispose();
    }

    // The transcript in the actor's state holds both turns, in order, with no replayed duplicates.
    const events = await h.getSessionEvents(sessionId);
    const turns = events.filter((e) => e.sessionUpdate === 'user_message').map((e) => e.content[0].text);
    expect(turns).toEqual(['[first] write one.txt', '[second] write two.txt']);
    expect(events.filter((e) => e.sessionUpdate === 'turn_end').map((e) => e.stopReason)).toEqual(['end_turn', 'end_turn']);
    expect(events.filter((e) => e.sessionUpdate === 'permission_response').map((e) => e.reply)).toEqual(['once', 'reject']);
    await h.closeSession(sessionId);
    await expect(h.sendPrompt(sessionId, 'again')).rejects.toMatchObject({ code: 'ENOENT' });
  }, 600_000);
});
