'use strict';
// @rivet-dev/agentos-sandbox: descriptors for sandbox mounting (sandbox.md). Everything here is
// plain data: the VM core (@rivet-dev/agentos, Rust crate `agentos-sandbox`) recognises these
// objects and does the work — HTTP to the Sandbox Agent server, the mount, the commands and
// the providers. This package therefore needs no native addon of its own and no dependency
// on @rivet-dev/agentos; it resolves the Sandbox Agent server binary for `local()`.

const BRAND = Symbol.for('@rivet-dev/agentos-sandbox');

const DESCRIPTION = 'Execute commands and manage processes in a remote sandbox environment.';

class SandboxOptionError extends Error {
  constructor(code, message) {
    super(`${code}: ${message}`);
    this.name = 'AgentOsError';
    this.code = code;
  }
}

/** `{baseUrl, token?, headers?}` read from a SandboxAgent SDK instance or a plain object. */
function clientFields(client, where) {
  if (client === null || typeof client !== 'object') {
    throw new SandboxOptionError('EINVAL', `${where}.client must be a SandboxAgent client or {baseUrl, token?, headers?}`);
  }
  const out = { baseUrl: client.baseUrl };
  if (client.token !== undefined && client.token !== null) out.token = client.token;
  const headers = client.headers ?? client.defaultHeaders;
  if (headers !== undefined && headers !== null) {
    // A record, a Headers object or an array of [name, value] pairs (fetch's HeadersInit).
    out.headers = Array.isArray(headers) ? Object.fromEntries(headers)
      : typeof headers.entries === 'function' && Object.getPrototypeOf(headers) !== Object.prototype
        ? Object.fromEntries(headers.entries())
        : { ...headers };
  }
  return out;
}

/**
 * A Sandbox Agent server's filesystem as a VM mount: use as `mounts: [{path, plugin}]` (or
 * `driver`). `sandboxRoot` (alias `basePath`, default `/`), `timeoutMs` (per request, default
 * 30000), `maxFullReadBytes` (default 16 MiB).
 */
function createSandboxFs(options) {
  const o = options ?? {};
  const config = {
    ...clientFields(o.client, 'createSandboxFs(options)'),
    sandboxRoot: o.sandboxRoot ?? o.basePath ?? '/',
    timeoutMs: o.timeoutMs ?? 30000,
    maxFullReadBytes: o.maxFullReadBytes ?? 16 * 1024 * 1024,
  };
  return { id: 'sandbox_agent', config };
}

/** The binding group `sandbox` (the seven `agentos-sandbox` commands) over a Sandbox Agent server. */
function createSandboxBindings(options) {
  const o = options ?? {};
  const group = { name: 'sandbox', description: DESCRIPTION };
  Object.defineProperty(group, BRAND, {
    value: Object.freeze({ kind: 'bindings', config: clientFields(o.client, 'createSandboxBindings(options)') }),
  });
  return group;
}

/** Path of the Sandbox Agent 0.4.2 server binary from `@sandbox-agent/cli-linux-x64`. */
function sandboxAgentBinary() {
  try {
    return require.resolve('@sandbox-agent/cli-linux-x64/bin/sandbox-agent');
  } catch (err) {
    throw new SandboxOptionError('ENOENT', `the Sandbox Agent server binary was not found (npm package @sandbox-agent/cli-linux-x64, Linux x64 only; or pass binaryPath): ${err.message}`);
  }
}

function provider(kind, options) {
  const p = { kind };
  Object.defineProperty(p, BRAND, { value: Object.freeze({ kind, options: Object.freeze(options) }) });
  return Object.freeze(p);
}

/**
 * The local provider: the Sandbox Agent server as a host child process on 127.0.0.1, a free
 * port, a random token and a private work directory (sandbox.md 6).
 */
function local(options) {
  const o = { ...(options ?? {}) };
  if (o.binaryPath === undefined) o.binaryPath = sandboxAgentBinary();
  return provider('local', o);
}

/**
 * The Docker provider (sandbox.md 5): one container per sandbox through the Docker Engine API
 * (unix socket from `socketPath`, `DOCKER_HOST` or `/var/run/docker.sock`). Without `image` a small
 * local image (the static sandbox-agent binary + busybox) is built once through the import API;
 * with `image`, any image becomes a sandbox (the binary is uploaded into the container). Nothing is
 * pulled unless `pull: true`. Options: `image`, `pull`, `env` (record or "K=V" list), `binds`,
 * `memoryBytes`, `pidsLimit`, `cpus`, `nofile` (≤ 20000), `hardened`, `agentPort`, `socketPath`,
 * `busyboxPath`, `binaryPath`, `network` (NetworkMode: "bridge" or a user-defined network),
 * `createContainerOptions` (extra Engine API create-body fields; see index.d.ts). Validated by
 * the core at `AgentOs.create` (EINVAL).
 */
function docker(options) {
  const o = { ...(options ?? {}) };
  if (o.binaryPath === undefined) o.binaryPath = sandboxAgentBinary();
  return provider('docker', o);
}

module.exports = {
  createSandboxFs,
  createSandboxBindings,
  createSandboxToolkit: createSandboxBindings,
  local,
  docker,
  sandboxAgentBinary,
};
