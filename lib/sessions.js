'use strict';
// Agent sessions (runtimes.md section 4), first slice: an ACP agent runs as an ordinary VM process
// (vm.spawn; so it is in allProcesses and dies with dispose) and the host speaks the Agent Client
// Protocol to it over the process's stdio with @agentclientprotocol/sdk's ClientSideConnection.
// One agent process per session. The agent is a descriptor {command, args, env} naming a program
// in the VM (e.g. `node /opt/pi/node_modules/pi-acp/dist/index.js`); known names ("pi") and agents
// installed by a software package are not here yet, nor /etc/agentos/instructions.md or the actor.

const { AgentOsError, einval } = require('./errors.js');

let sdkPromise = null;
/** The SDK is an ES module; loaded once, on the first createSession. */
const loadSdk = () => (sdkPromise ??= import('@agentclientprotocol/sdk'));

/** Default answer to a permission request: the first option that allows (runtimes.md 4: "no
 *  handler = allow what the policy allows"; the VM's policy still judges what the tool does). */
function allowOnce(request) {
  const allow = request.options.find((o) => o.kind === 'allow_once') ?? request.options.find((o) => o.kind === 'allow_always');
  return allow ? { outcome: { outcome: 'selected', optionId: allow.optionId } } : { outcome: { outcome: 'cancelled' } };
}

function checkDescriptor(agent) {
  if (typeof agent === 'string') {
    throw new AgentOsError('ENOENT', `unknown agent '${agent}': pass a descriptor {command, args, env} (known agent names are not available yet)`);
  }
  if (agent === null || typeof agent !== 'object' || typeof agent.command !== 'string' || agent.command === '') {
    throw einval('agent must be an agent descriptor {command: string, args?: string[], env?: object}');
  }
  if (agent.args !== undefined && (!Array.isArray(agent.args) || agent.args.some((a) => typeof a !== 'string'))) {
    throw einval('agent.args must be an array of strings');
  }
}

class Sessions {
  /** @param {import('./agent-os.js').AgentOs} vm */
  constructor(vm) {
    this.vm = vm;
    /** sessionId → session record */
    this.sessions = new Map();
  }

  /** Starts the agent, `initialize`s and opens `session/new`; resolves `{sessionId}`. */
  async create(agent, options = {}) {
    checkDescriptor(agent);
    const { ClientSideConnection, ndJsonStream, PROTOCOL_VERSION } = await loadSdk();
    const cwd = options.cwd ?? '/home/user';
    let toHost;
    const fromAgent = new ReadableStream({ start(c) { toHost = c; } });
    const stderr = [];
    let exited = null;
    const { pid } = this.vm.spawn(agent.command, agent.args ?? [], {
      cwd,
      env: { ...(agent.env ?? {}), ...(options.env ?? {}) },
      onStdout: (chunk) => {
        try { toHost.enqueue(chunk); } catch { /* the connection is gone (closed or cancelled) */ }
      },
      onStderr: (chunk) => { if (stderr.length < 64) stderr.push(Buffer.from(chunk).toString('utf8')); },
      onExit: (code) => {
        exited = code;
        try { toHost.close(); } catch { /* already closed */ }
      },
    });
    const toAgent = new WritableStream({ write: (chunk) => this.vm.writeProcessStdin(pid, chunk) });
    const record = { pid, cwd, events: [], listeners: new Set(), permission: null, closed: false, sessionId: null };
    const client = {
      sessionUpdate: async (notification) => {
        record.events.push(notification.update);
        for (const fn of record.listeners) fn(notification.update);
      },
      requestPermission: async (request) => {
        record.events.push({ sessionUpdate: 'permission_request', request });
        return record.permission ? record.permission(request) : allowOnce(request);
      },
    };
    const connection = new ClientSideConnection(() => client, ndJsonStream(toAgent, fromAgent));
    record.connection = connection;
    const failed = (what, err) => {
      if (err instanceof AgentOsError && err.code === 'ETIMEDOUT') return err;
      try { this.vm.killProcess(pid); } catch { /* already gone */ }
      const detail = exited !== null ? ` (the agent exited with ${exited}${stderr.length ? `: ${stderr.join('').slice(-500)}` : ''})` : '';
      return new AgentOsError('EIO', `${what} failed: ${err && err.message ? err.message : String(err)}${detail}`, { pid, cause: err });
    };
    // The handshake is bounded: an agent that never answers is killed (ETIMEDOUT).
    const timeoutMs = options.timeoutMs ?? 120_000;
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw einval('options.timeoutMs must be a positive integer');
    const deadline = (what, promise) => {
      let timer;
      const expired = new Promise((_, reject) => {
        timer = setTimeout(() => {
          try { this.vm.killProcess(pid); } catch { /* already gone */ }
          reject(new AgentOsError('ETIMEDOUT', `${what}: the agent did not answer within ${timeoutMs} ms`, { pid }));
        }, timeoutMs);
      });
      return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
    };
    try {
      await deadline('initialize', connection.initialize({ protocolVersion: PROTOCOL_VERSION, clientCapabilities: { fs: { readTextFile: false, writeTextFile: false } } }));
    } catch (err) {
      throw failed('initialize', err);
    }
    let created;
    try {
      created = await deadline('session/new', connection.newSession({ cwd, mcpServers: options.mcpServers ?? [] }));
    } catch (err) {
      throw failed('session/new', err);
    }
    record.sessionId = created.sessionId;
    this.sessions.set(created.sessionId, record);
    return { sessionId: created.sessionId };
  }

  #get(sessionId) {
    const s = this.sessions.get(sessionId);
    if (!s || s.closed) throw new AgentOsError('ENOENT', `no open session '${sessionId}'`);
    return s;
  }

  /** `session/prompt` with text or ACP content blocks; resolves `{stopReason}`. */
  async prompt(sessionId, content) {
    const s = this.#get(sessionId);
    const prompt = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
    if (!Array.isArray(prompt)) throw einval('prompt content must be a string or an array of ACP content blocks');
    const r = await s.connection.prompt({ sessionId, prompt });
    return { stopReason: r.stopReason };
  }

  onEvent(sessionId, handler) {
    const s = this.#get(sessionId);
    s.listeners.add(handler);
    return () => s.listeners.delete(handler);
  }

  onPermissionRequest(sessionId, handler) {
    this.#get(sessionId).permission = handler;
  }

  async cancel(sessionId) {
    await this.#get(sessionId).connection.cancel({ sessionId });
  }

  /** The events seen so far (session/update payloads and permission requests), oldest first. */
  events(sessionId) {
    const s = this.sessions.get(sessionId);
    if (!s) throw new AgentOsError('ENOENT', `no session '${sessionId}'`);
    return [...s.events];
  }

  list() {
    return [...this.sessions.values()].map((s) => ({ sessionId: s.sessionId, pid: s.pid, cwd: s.cwd, closed: s.closed }));
  }

  /** Ends the agent process (the transcript stays readable through events()). */
  async close(sessionId) {
    const s = this.#get(sessionId);
    s.closed = true;
    s.listeners.clear();
    try {
      this.vm.killProcess(s.pid);
    } catch (err) {
      if (err.code !== 'ESRCH') throw err;
    }
    await this.vm.waitProcess(s.pid).catch(() => {});
  }
}

module.exports = { Sessions };
