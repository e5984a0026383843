'use strict';
// Agent sessions (runtimes.md 4). An ACP agent runs as an ordinary VM process (vm.spawn: it is in
// allProcesses and dies with dispose) and the host speaks the Agent Client Protocol to it over the
// process's stdio with @agentclientprotocol/sdk's ClientSideConnection, one agent process per
// session.
//
// Agents: an agent package in `software` (`{name, type: "agent", agent: {command, args, env},
// mounts}`, e.g. @rivet-dev/agentos-pi) named by its name, or a bare descriptor {command, args,
// env}. At createSession the host writes /etc/agentos/instructions.md (what the VM offers) and
// gives the agent its path (AGENT_INSTRUCTIONS_FILE) and the session's additionalInstructions.
//
// Permissions: requests come either from the agent over ACP (session/request_permission) or, for
// agents whose ACP adapter never asks (Pi's pi-acp), from the agent package's own extension
// through the `agentos-acp request-permission` binding registered here (sessionBindings). Both
// become one request {permissionId, sessionId, description, params} answered by the session's
// onPermissionRequest handler (its return value, or later respondPermission), with replies
// "once" | "always" | "reject". No handler: allowed (runtimes.md 4: the VM's policy still judges
// what the tool then does). A handler that leaves a request unanswered for PERMISSION_TIMEOUT_MS
// rejects it.
//
// Sessions survive a VM restart (the actor's sleep) through exportSessions/adoptSessions: the
// transcript is kept by the host, and a prompt to an adopted session starts the agent again and
// resumes it with session/load when the agent supports it (else a new ACP session continues
// under the same sessionId).

const crypto = require('node:crypto');
const { AgentOsError, einval } = require('./errors.js');

let sdkPromise = null;
/** The SDK is an ES module; loaded once, on the first createSession. */
const loadSdk = () => (sdkPromise ??= import('@agentclientprotocol/sdk'));

/** Known agent names and the package that provides each. */
const KNOWN_AGENTS = { pi: '@rivet-dev/agentos-pi' };
/** Where the host writes the VM's instructions for agents. */
const INSTRUCTIONS_PATH = '/etc/agentos/instructions.md';
/** A permission request nobody answers is rejected after this long (ms). */
const PERMISSION_TIMEOUT_MS = 120_000;
/** Default bounds (ms): the handshake (initialize + session/new or load) and one prompt turn. */
const HANDSHAKE_TIMEOUT_MS = 120_000;
const PROMPT_TIMEOUT_MS = 600_000;
/** Transcript bound per session: the oldest events are dropped past this many. */
const MAX_EVENTS = 20_000;
const REPLIES = new Set(['once', 'always', 'reject']);

/**
 * The binding group agent packages' extensions call (`agentos-acp request-permission --json -`
 * with `{key, toolCallId, toolName, input}`); answers `{allowed, reply, reason?}`. `bridge.sessions`
 * is the VM's Sessions once it exists.
 */
function sessionBindings(bridge) {
  return {
    name: 'acp',
    description: "agentOS agent sessions: an agent's tool-call permission requests to the host (used by agent packages)",
    bindings: {
      'request-permission': {
        description: 'Ask the host whether the session may run a tool call; prints {allowed, reply, reason?}',
        timeout: PERMISSION_TIMEOUT_MS + 10_000,
        inputSchema: {
          type: 'object',
          properties: {
            key: { type: 'string', description: "the session's AGENT_SESSION_KEY" },
            toolCallId: { type: 'string' },
            toolName: { type: 'string' },
            input: { type: 'object' },
          },
          required: ['key', 'toolName'],
        },
        execute: (input) => {
          if (!bridge.sessions) throw new AgentOsError('ENOENT', 'no agent session in this VM');
          return bridge.sessions.bridgePermission(input);
        },
      },
      'report-error': {
        description: "Tell the host that the agent's model request failed in this turn (the prompt then rejects EIO with the message); prints {recorded}",
        inputSchema: {
          type: 'object',
          properties: {
            key: { type: 'string', description: "the session's AGENT_SESSION_KEY" },
            message: { type: 'string', description: "the agent's error message" },
          },
          required: ['key', 'message'],
        },
        execute: (input) => {
          if (!bridge.sessions) throw new AgentOsError('ENOENT', 'no agent session in this VM');
          return bridge.sessions.bridgeError(input);
        },
      },
    },
  };
}

/** ACP tool kinds for Pi's tool names (the `kind` of the request's toolCall). */
function toolKind(name) {
  return { read: 'read', ls: 'read', grep: 'search', find: 'search', write: 'edit', edit: 'edit', bash: 'execute' }[name] ?? 'other';
}

function checkDescriptor(agent) {
  if (agent === null || typeof agent !== 'object' || typeof agent.command !== 'string' || agent.command === '') {
    throw einval('agent must be an agent name ("pi"), an agent package from software, or a descriptor {command: string, args?: string[], env?: object}');
  }
  if (agent.args !== undefined && (!Array.isArray(agent.args) || agent.args.some((a) => typeof a !== 'string'))) {
    throw einval('agent.args must be an array of strings');
  }
  if (agent.env !== undefined && (agent.env === null || typeof agent.env !== 'object' || Object.values(agent.env).some((v) => typeof v !== 'string'))) {
    throw einval('agent.env must be an object of strings');
  }
}

function checkTimeout(value, where, fallback) {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0) throw einval(`${where} must be a positive integer (ms)`);
  return value;
}

function checkCreateOptions(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw einval('options must be an object');
  const { cwd, env, mcpServers, additionalInstructions, skipOsInstructions } = options;
  if (cwd !== undefined && (typeof cwd !== 'string' || !cwd.startsWith('/'))) throw einval('options.cwd must be an absolute path');
  if (env !== undefined && (env === null || typeof env !== 'object' || Object.values(env).some((v) => typeof v !== 'string'))) {
    throw einval('options.env must be an object of strings');
  }
  if (mcpServers !== undefined && !Array.isArray(mcpServers)) throw einval('options.mcpServers must be an array');
  if (additionalInstructions !== undefined && typeof additionalInstructions !== 'string') throw einval('options.additionalInstructions must be a string');
  if (skipOsInstructions !== undefined && typeof skipOsInstructions !== 'boolean') throw einval('options.skipOsInstructions must be a boolean');
  checkTimeout(options.timeoutMs, 'options.timeoutMs');
  checkTimeout(options.promptTimeoutMs, 'options.promptTimeoutMs');
}

/** The ACP response for `reply` given the options the agent offered. */
function acpOutcome(reply, options) {
  const kinds = reply === 'reject' ? ['reject_once', 'reject_always'] : reply === 'always' ? ['allow_always', 'allow_once'] : ['allow_once', 'allow_always'];
  for (const kind of kinds) {
    const o = options.find((x) => x.kind === kind);
    if (o) return { outcome: { outcome: 'selected', optionId: o.optionId } };
  }
  return { outcome: { outcome: 'cancelled' } };
}

/** A handler's answer → "once" | "always" | "reject" | undefined (answered later). */
function toReply(answer, options) {
  if (answer === undefined || answer === null) return undefined;
  if (typeof answer === 'string') {
    const a = answer === 'allow' ? 'once' : answer === 'deny' ? 'reject' : answer;
    if (!REPLIES.has(a)) throw einval(`permission reply must be "once", "always" or "reject", got ${JSON.stringify(answer)}`);
    return a;
  }
  if (typeof answer === 'boolean') return answer ? 'once' : 'reject';
  // An ACP RequestPermissionResponse, as the handler of the first slice returned.
  const outcome = answer.outcome;
  if (outcome && outcome.outcome === 'cancelled') return 'reject';
  if (outcome && outcome.outcome === 'selected') {
    const o = (options ?? []).find((x) => x.optionId === outcome.optionId);
    if (!o) throw einval(`permission reply selects unknown option ${JSON.stringify(outcome.optionId)}`);
    return o.kind.startsWith('reject') ? 'reject' : o.kind === 'allow_always' ? 'always' : 'once';
  }
  throw einval('permission reply must be "once", "always", "reject" or an ACP RequestPermissionResponse');
}

class Sessions {
  /**
   * @param {import('./agent-os.js').AgentOs} vm
   * @param {{agents: Map<string, object>, info: object, sessionBridge: {sessions: Sessions|null}}} config
   */
  constructor(vm, config = {}) {
    this.vm = vm;
    this.agents = config.agents ?? new Map();
    this.info = config.info ?? { commands: [], bindings: [], sandbox: false };
    if (config.sessionBridge) config.sessionBridge.sessions = this;
    /** sessionId → session record */
    this.sessions = new Map();
    /** AGENT_SESSION_KEY → session record (the permission bridge) */
    this.byKey = new Map();
  }

  /** `agent` → `{name, command, args, env}` (name null for a bare descriptor). */
  #resolve(agent) {
    if (typeof agent === 'string') {
      const installed = this.agents.get(agent);
      if (installed) return installed;
      const pkg = KNOWN_AGENTS[agent];
      const hint = pkg
        ? `install it into the VM: npm install ${pkg}, then AgentOs.create({software: [common, require('${pkg}')]})`
        : `known agents: ${Object.keys(KNOWN_AGENTS).join(', ')}; or pass a descriptor {command, args, env}`;
      throw new AgentOsError('ENOENT', `agent '${agent}' is not installed in this VM: ${hint}`);
    }
    if (agent !== null && typeof agent === 'object' && agent.type === 'agent') {
      const installed = this.agents.get(agent.name);
      if (!installed) throw new AgentOsError('ENOENT', `agent package '${agent.name}' is not in this VM's software: pass it to AgentOs.create({software: [...]}) so that its files are mounted`);
      return installed;
    }
    checkDescriptor(agent);
    return { name: null, command: agent.command, args: [...(agent.args ?? [])], env: { ...(agent.env ?? {}) } };
  }

  /** /etc/agentos/instructions.md: the commands, bindings, mounts and sandbox of this VM. */
  async #writeInstructions() {
    const { commands, bindings, sandbox } = this.info;
    const mounts = await this.vm.listMounts();
    const lines = [
      '# agentOS VM',
      '',
      'You are working inside an agentOS VM: a Linux-like environment with its own filesystem, a bash-compatible shell (`sh`, `bash`) and GNU-like tools, running inside the host application. Files you write stay in the VM unless they are under a mount of the host.',
      '',
      '## Commands',
      commands.length ? commands.map((c) => `\`${c}\``).join(' ') : '(none)',
      '',
    ];
    if (bindings.length) {
      lines.push('## Bindings', '', 'Backend functions of the host application, run as commands. Each prints one JSON line: `{"ok":true,"result":…}` or `{"ok":false,"error":{…}}`. Pass inputs as flags or `--json \'{…}\'`; `--help` shows the details.', '');
      for (const g of bindings) {
        lines.push(`- \`agentos-${g.name}\`: ${g.description}`);
        for (const b of g.bindings) {
          const flags = b.flags.map((f) => (f.required ? `--${f.name} <${f.type}>` : `[--${f.name} <${f.type}>]`)).join(' ');
          lines.push(`  - \`agentos-${g.name} ${b.name}${flags ? ` ${flags}` : ''}\`: ${b.description}`);
        }
      }
      lines.push('');
    }
    const shown = mounts.filter((m) => !m.path.startsWith('/opt/agentos/') && !m.path.startsWith('/usr/lib/'));
    if (shown.length) {
      lines.push('## Mounts', '');
      for (const m of shown) lines.push(`- \`${m.path}\`: ${m.kind}${m.readOnly ? ', read-only' : ''}`);
      lines.push('');
    }
    if (sandbox) {
      const at = mounts.find((m) => m.kind === 'sandbox');
      lines.push('## Sandbox', '', `A full Linux sandbox is attached${at ? `; its filesystem is mounted at \`${at.path}\`` : ''}. Run programs the VM cannot (native binaries, compilers, browsers) there with \`agentos-sandbox run-command --command <cmd> --args …\` (\`agentos-sandbox --help\` lists the process commands).`, '');
    }
    lines.push('## Network', '', "Network access follows the VM's policy: a denied connection fails with a permission error.", '');
    await this.vm.mkdir('/etc/agentos', { recursive: true });
    await this.vm.writeFile(INSTRUCTIONS_PATH, lines.join('\n'));
  }

  /**
   * Starts the agent, runs `initialize` and opens `session/new`; resolves `{sessionId,
   * capabilities, agentInfo}`.
   */
  async create(agent, options = {}) {
    checkCreateOptions(options);
    const resolved = this.#resolve(agent);
    const record = {
      sessionId: null,
      acpId: null,
      agent: resolved,
      agentRef: resolved.name ?? { command: resolved.command, args: resolved.args, env: resolved.env },
      options: {
        cwd: options.cwd ?? '/home/agentos',
        env: { ...(options.env ?? {}) },
        mcpServers: options.mcpServers ?? [],
        additionalInstructions: options.additionalInstructions,
        skipOsInstructions: options.skipOsInstructions === true,
        timeoutMs: checkTimeout(options.timeoutMs, 'options.timeoutMs', HANDSHAKE_TIMEOUT_MS),
        promptTimeoutMs: checkTimeout(options.promptTimeoutMs, 'options.promptTimeoutMs', PROMPT_TIMEOUT_MS),
      },
      events: [],
      listeners: new Set(),
      permission: null,
      pending: new Map(),
      always: new Set(),
      closed: false,
      live: false,
      pid: null,
      capabilities: null,
      agentInfo: null,
    };
    let init;
    let created;
    try {
      init = await this.#start(record);
      created = await this.#handshake(record, 'session/new', () => record.connection.newSession({ cwd: record.options.cwd, mcpServers: record.options.mcpServers }));
    } catch (err) {
      this.byKey.delete(record.key);
      throw err;
    }
    record.sessionId = created.sessionId;
    record.acpId = created.sessionId;
    record.capabilities = init.agentCapabilities ?? {};
    record.agentInfo = init.agentInfo ?? null;
    this.sessions.set(record.sessionId, record);
    return { sessionId: record.sessionId, capabilities: record.capabilities, agentInfo: record.agentInfo };
  }

  /** Spawns the agent process and runs `initialize`; resolves the InitializeResponse. */
  async #start(record) {
    const { ClientSideConnection, ndJsonStream, PROTOCOL_VERSION } = await loadSdk();
    const { options, agent } = record;
    if (!options.skipOsInstructions) {
      try {
        await this.#writeInstructions();
      } catch (err) {
        // A policy that forbids /etc/agentos: the agent starts without the VM's instructions.
        console.warn(`[agentos] could not write ${INSTRUCTIONS_PATH}: ${err && err.message}`);
      }
    }
    const key = crypto.randomBytes(16).toString('hex');
    if (record.key) this.byKey.delete(record.key);
    record.key = key;
    this.byKey.set(key, record);
    let toHost;
    const fromAgent = new ReadableStream({ start(c) { toHost = c; } });
    const stderr = [];
    let exited = null;
    let onExited;
    record.exited = new Promise((resolve) => { onExited = resolve; });
    const env = {
      ...agent.env,
      AGENT_SESSION_KEY: key,
      ...(options.skipOsInstructions ? {} : { AGENT_INSTRUCTIONS_FILE: INSTRUCTIONS_PATH }),
      ...(options.additionalInstructions ? { AGENT_ADDITIONAL_INSTRUCTIONS: options.additionalInstructions } : {}),
      ...options.env,
    };
    const { pid } = this.vm.spawn(agent.command, agent.args, {
      cwd: options.cwd,
      env,
      onStdout: (chunk) => {
        try { toHost.enqueue(chunk); } catch { /* the connection is gone (closed or cancelled) */ }
      },
      onStderr: (chunk) => { if (stderr.length < 64) stderr.push(Buffer.from(chunk).toString('utf8')); },
      onExit: (code) => {
        exited = code;
        record.live = false;
        try { toHost.close(); } catch { /* already closed */ }
        onExited(code);
      },
    });
    record.pid = pid;
    record.live = true;
    record.exitDetail = () => (exited !== null ? ` (the agent exited with ${exited}${stderr.length ? `: ${stderr.join('').slice(-500)}` : ''})` : '');
    const toAgent = new WritableStream({ write: (chunk) => this.vm.writeProcessStdin(pid, chunk) });
    const client = {
      sessionUpdate: async (notification) => {
        // session/load replays the history as updates: the transcript already holds it.
        if (record.replaying) return;
        this.#record(record, notification.update);
      },
      requestPermission: async (request) => {
        const reply = await this.#ask(record, request);
        return acpOutcome(reply, request.options ?? []);
      },
    };
    record.connection = new ClientSideConnection(() => client, ndJsonStream(toAgent, fromAgent));
    return this.#handshake(record, 'initialize', () => record.connection.initialize({ protocolVersion: PROTOCOL_VERSION, clientCapabilities: { fs: { readTextFile: false, writeTextFile: false } } }));
  }

  /** One handshake step, bounded by options.timeoutMs: the agent is killed on failure. */
  async #handshake(record, what, call) {
    const ms = record.options.timeoutMs;
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new AgentOsError('ETIMEDOUT', `${what}: the agent did not answer within ${ms} ms`, { pid: record.pid })), ms);
    });
    try {
      return await Promise.race([call(), expired]);
    } catch (err) {
      this.#kill(record);
      if (err instanceof AgentOsError && err.code === 'ETIMEDOUT') throw err;
      throw new AgentOsError('EIO', `${what} failed: ${err && err.message ? err.message : String(err)}${record.exitDetail()}`, { pid: record.pid, cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  #kill(record) {
    try { this.vm.killProcess(record.pid); } catch { /* already gone */ }
    record.live = false;
  }

  #record(record, update) {
    record.events.push(update);
    if (record.events.length > MAX_EVENTS) record.events.splice(0, record.events.length - MAX_EVENTS);
    for (const fn of record.listeners) {
      try {
        fn(update);
      } catch (err) {
        console.error('[agentos] session event handler failed:', err);
      }
    }
  }

  /**
   * One permission request through the session's handler: resolves "once" | "always" | "reject".
   * `params` is the ACP RequestPermissionRequest ({sessionId, toolCall, options}).
   */
  async #ask(record, params) {
    const toolCall = params.toolCall ?? {};
    const kindKey = `${toolCall.kind ?? 'other'}:${toolCall.title ?? ''}`;
    if (record.always.has(kindKey)) return 'once';
    const permissionId = crypto.randomUUID();
    const description = `${toolCall.title ?? 'tool call'}${toolCall.rawInput !== undefined ? ` ${JSON.stringify(toolCall.rawInput).slice(0, 200)}` : ''}`;
    const request = { permissionId, sessionId: record.sessionId, description, params, toolCall: params.toolCall, options: params.options };
    this.#record(record, { sessionUpdate: 'permission_request', permissionId, request: params });
    let settle;
    const answered = new Promise((resolve) => { settle = resolve; });
    const timer = setTimeout(() => settle('reject'), PERMISSION_TIMEOUT_MS);
    record.pending.set(permissionId, { settle, options: params.options ?? [] });
    try {
      if (!record.permission) {
        settle('once');
      } else {
        const answer = await record.permission(request);
        const reply = toReply(answer, params.options);
        if (reply !== undefined) settle(reply);
      }
    } catch (err) {
      console.error('[agentos] onPermissionRequest handler failed (the request is rejected):', err);
      settle('reject');
    }
    const reply = await answered;
    clearTimeout(timer);
    record.pending.delete(permissionId);
    if (reply === 'always') record.always.add(kindKey);
    this.#record(record, { sessionUpdate: 'permission_response', permissionId, reply });
    return reply;
  }

  /** `agentos-acp request-permission` (sessionBindings): `{allowed, reply, reason?}`. */
  async bridgePermission({ key, toolCallId, toolName, input }) {
    const record = this.byKey.get(key);
    if (!record || record.closed) throw new AgentOsError('ENOENT', 'no open session for this AGENT_SESSION_KEY');
    const reply = await this.#ask(record, {
      sessionId: record.sessionId,
      toolCall: { toolCallId: toolCallId ?? crypto.randomUUID(), title: toolName, kind: toolKind(toolName), status: 'pending', rawInput: input ?? {} },
      options: [
        { optionId: 'once', name: 'Allow once', kind: 'allow_once' },
        { optionId: 'always', name: 'Always allow', kind: 'allow_always' },
        { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
      ],
    });
    return reply === 'reject' ? { allowed: false, reply, reason: 'the host denied this tool call (onPermissionRequest)' } : { allowed: true, reply };
  }

  /**
   * `agentos-acp report-error` (sessionBindings): the agent's model request failed (Pi ends such a
   * turn as an ordinary `end_turn` with no text); the turn's prompt rejects EIO with `message`.
   */
  bridgeError({ key, message }) {
    const record = this.byKey.get(key);
    if (!record || record.closed) throw new AgentOsError('ENOENT', 'no open session for this AGENT_SESSION_KEY');
    record.turnError = String(message).slice(0, 4096);
    return { recorded: true };
  }

  #get(sessionId) {
    const s = this.sessions.get(sessionId);
    if (!s || s.closed) throw new AgentOsError('ENOENT', `no open session '${sessionId}'`);
    return s;
  }

  /** An adopted (or crashed) session's agent is started again and the session resumed. */
  async #live(record) {
    if (record.live) return;
    record.resuming ??= (async () => {
      const init = await this.#start(record);
      record.capabilities = init.agentCapabilities ?? record.capabilities ?? {};
      record.agentInfo = init.agentInfo ?? record.agentInfo;
      const { cwd, mcpServers } = record.options;
      if (record.capabilities.loadSession) {
        record.replaying = true;
        try {
          await this.#handshake(record, 'session/load', () => record.connection.loadSession({ sessionId: record.acpId, cwd, mcpServers }));
        } finally {
          record.replaying = false;
        }
      } else {
        const created = await this.#handshake(record, 'session/new', () => record.connection.newSession({ cwd, mcpServers }));
        record.acpId = created.sessionId;
      }
    })().finally(() => { record.resuming = null; });
    await record.resuming;
  }

  /**
   * `session/prompt` with text or ACP content blocks; resolves `{stopReason, text}` (`text`: the
   * agent's message chunks of this turn). Bounded by `options.timeoutMs` (default the session's
   * promptTimeoutMs): then the turn is cancelled and the call rejects ETIMEDOUT. An agent that
   * exits during the turn, or whose model request failed (an LLM endpoint down, refused by the
   * network policy, answering an error): EIO with the agent's message.
   */
  async prompt(sessionId, content, options = {}) {
    const s = this.#get(sessionId);
    const prompt = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
    if (!Array.isArray(prompt)) throw einval('prompt content must be a string or an array of ACP content blocks');
    if (options === null || typeof options !== 'object') throw einval('options must be an object');
    const ms = checkTimeout(options.timeoutMs, 'options.timeoutMs', s.options.promptTimeoutMs);
    await this.#live(s);
    const from = s.events.length;
    s.turnError = null;
    this.#record(s, { sessionUpdate: 'user_message', content: prompt });
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => {
        s.connection.cancel({ sessionId: s.acpId }).catch(() => {});
        reject(new AgentOsError('ETIMEDOUT', `prompt: the agent did not finish its turn within ${ms} ms (the turn was cancelled)`, { pid: s.pid }));
      }, ms);
    });
    const died = s.exited.then(() => {
      throw new AgentOsError('EIO', `prompt failed: the agent process ended during the turn${s.exitDetail()}`, { pid: s.pid });
    });
    died.catch(() => {}); // an exit after the turn is nobody's error
    let r;
    try {
      r = await Promise.race([s.connection.prompt({ sessionId: s.acpId, prompt }), expired, died]);
    } catch (err) {
      if (err instanceof AgentOsError) throw err;
      throw new AgentOsError('EIO', `prompt failed: ${err && err.message ? err.message : String(err)}${s.exitDetail()}`, { pid: s.pid, cause: err });
    } finally {
      clearTimeout(timer);
    }
    const text = s.events.slice(from)
      .filter((e) => e.sessionUpdate === 'agent_message_chunk' && e.content && e.content.type === 'text')
      .map((e) => e.content.text).join('');
    this.#record(s, { sessionUpdate: 'turn_end', stopReason: r.stopReason });
    if (s.turnError !== null && r.stopReason !== 'cancelled') {
      throw new AgentOsError('EIO', `prompt failed: the agent's model request failed: ${s.turnError}`, { pid: s.pid });
    }
    return { stopReason: r.stopReason, text };
  }

  onEvent(sessionId, handler) {
    if (typeof handler !== 'function') throw einval('handler must be a function');
    const s = this.#get(sessionId);
    s.listeners.add(handler);
    return () => s.listeners.delete(handler);
  }

  onPermissionRequest(sessionId, handler) {
    if (handler !== null && typeof handler !== 'function') throw einval('handler must be a function (or null to remove it)');
    this.#get(sessionId).permission = handler;
  }

  /** Answers a pending permission request: reply "once" | "always" | "reject". */
  respondPermission(sessionId, permissionId, reply) {
    const s = this.#get(sessionId);
    const pending = s.pending.get(permissionId);
    if (!pending) throw new AgentOsError('ENOENT', `no pending permission request '${permissionId}' in session '${sessionId}'`);
    pending.settle(toReply(reply, pending.options) ?? 'reject');
  }

  async cancel(sessionId) {
    const s = this.#get(sessionId);
    if (!s.live) return;
    for (const p of s.pending.values()) p.settle('reject');
    await s.connection.cancel({ sessionId: s.acpId });
  }

  /** The transcript so far (session/update payloads, the user's prompts, permission requests and replies, turn ends), oldest first. */
  events(sessionId) {
    const s = this.sessions.get(sessionId);
    if (!s) throw new AgentOsError('ENOENT', `no session '${sessionId}'`);
    return [...s.events];
  }

  list() {
    return [...this.sessions.values()].map((s) => ({
      sessionId: s.sessionId, agent: s.agent.name ?? s.agent.command, pid: s.pid, cwd: s.options.cwd,
      closed: s.closed, running: s.live,
    }));
  }

  /** Ends the agent process (the transcript stays readable through events()). */
  async close(sessionId) {
    const s = this.#get(sessionId);
    s.closed = true;
    s.listeners.clear();
    for (const p of s.pending.values()) p.settle('reject');
    this.byKey.delete(s.key);
    if (s.pid !== null) {
      try {
        this.vm.killProcess(s.pid);
      } catch (err) {
        if (err.code !== 'ESRCH') throw err;
      }
      await this.vm.waitProcess(s.pid).catch(() => {});
    }
  }

  /** Every session as plain data (for the actor's state): agent, options, transcript. */
  export() {
    return [...this.sessions.values()].map((s) => ({
      sessionId: s.sessionId, acpId: s.acpId, agent: s.agentRef, closed: s.closed,
      capabilities: s.capabilities, agentInfo: s.agentInfo, events: [...s.events],
      options: { ...s.options },
    }));
  }

  /** Takes over sessions from export() of an earlier VM; their agents start at the next prompt. */
  adopt(saved) {
    if (!Array.isArray(saved)) throw einval('sessions must be an array from exportSessions()');
    for (const e of saved) {
      if (!e || typeof e.sessionId !== 'string' || this.sessions.has(e.sessionId)) continue;
      const agent = this.#resolve(e.agent);
      this.sessions.set(e.sessionId, {
        sessionId: e.sessionId, acpId: e.acpId ?? e.sessionId, agent, agentRef: e.agent,
        options: { ...e.options }, events: Array.isArray(e.events) ? [...e.events] : [],
        listeners: new Set(), permission: null, pending: new Map(), always: new Set(),
        closed: e.closed === true, live: false, pid: null,
        capabilities: e.capabilities ?? {}, agentInfo: e.agentInfo ?? null,
      });
    }
  }
}

module.exports = { Sessions, sessionBindings, INSTRUCTIONS_PATH, PERMISSION_TIMEOUT_MS };
