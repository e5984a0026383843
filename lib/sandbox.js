'use strict';
// Sandbox (sandbox.md): `@rivet-dev/agentos-sandbox` returns plain descriptors (mount plugin
// `{id: "sandbox_agent", config}`, provider and binding-group objects branded with
// SANDBOX_BRAND); they are validated here and the Rust core (crates/sandbox) does the work.
//
// Also the exit hooks that destroy provider sandboxes when Node ends without dispose().

const { einval, enosys } = require('./errors.js');
const {
  isPlainObject, isObjectLike, checkString, checkStringRecord, checkNonNegativeInteger, checkPositiveInteger, checkNumber,
  checkPath, readOnlyFlag
} = require('./validate.js');

const SANDBOX_BRAND = Symbol.for('@rivet-dev/agentos-sandbox');

/** `{baseUrl, token?, headers?}` of a Sandbox Agent client (a `SandboxAgent` SDK instance or a plain object). */
function sandboxClient(client, where) {
  if (!isObjectLike(client)) throw einval(`${where} must be a SandboxAgent client or {baseUrl, token?, headers?}`);
  const baseUrl = client.baseUrl;
  if (typeof baseUrl !== 'string' || !/^https?:\/\//.test(baseUrl)) throw einval(`${where}.baseUrl must be an http(s) URL`);
  if (baseUrl.replace(/\/+$/, '') === 'http://sandbox-agent') {
    throw enosys(`${where}: clients that only work through their own fetch function are not implemented yet (baseUrl ${baseUrl})`);
  }
  const out = { baseUrl };
  if (client.token !== undefined && client.token !== null) out.token = checkString(client.token, `${where}.token`);
  const headers = client.headers ?? client.defaultHeaders;
  if (headers !== undefined && headers !== null) {
    const record = {};
    // A record, a Headers object or an array of [name, value] pairs (fetch's HeadersInit).
    const entries = Array.isArray(headers) ? headers
      : typeof headers.entries === 'function' && !isPlainObject(headers) ? [...headers.entries()] : Object.entries(headers);
    for (const [k, v] of entries) {
      if (typeof v !== 'string') throw einval(`${where}.headers.${k} must be a string`);
      record[k] = v;
    }
    out.headers = record;
  }
  return out;
}

function optionalMs(value, where) {
  if (value === undefined || value === null) return undefined;
  return checkNonNegativeInteger(value, where);
}

function sandboxRootOf(cfg, where) {
  const root = cfg.sandboxRoot ?? cfg.basePath;
  if (root === undefined || root === null) return undefined;
  return checkString(root, `${where}.sandboxRoot`);
}

/** The native config of `createSandboxFs(...)` / `createSandboxBindings(...)`. */
function sandboxFsConfig(config, where) {
  if (!isObjectLike(config)) throw einval(`${where}: sandbox_agent config must be an object`);
  const out = sandboxClient(config, where);
  const root = sandboxRootOf(config, where);
  if (root !== undefined) out.sandboxRoot = root;
  const timeoutMs = optionalMs(config.timeoutMs, `${where}.timeoutMs`);
  if (timeoutMs !== undefined) out.timeoutMs = timeoutMs;
  if (config.maxFullReadBytes !== undefined && config.maxFullReadBytes !== null) {
    out.maxFullReadBytes = checkPositiveInteger(config.maxFullReadBytes, `${where}.maxFullReadBytes`);
  }
  return out;
}

function convertLocalProvider(options, where) {
  const o = isObjectLike(options) ? options : {};
  const out = { binaryPath: checkString(o.binaryPath, `${where}.binaryPath`) };
  if (o.host !== undefined) out.host = checkString(o.host, `${where}.host`);
  if (o.port !== undefined) out.port = checkNumber(o.port, `${where}.port`, 'a non-negative integer');
  if (o.token === false) out.noToken = true;
  else if (o.token !== undefined && o.token !== null) out.token = checkString(o.token, `${where}.token`);
  if (o.workdir !== undefined) out.workdir = checkString(o.workdir, `${where}.workdir`);
  const env = checkStringRecord(o.env, `${where}.env`);
  if (env !== undefined) out.env = env;
  if (o.isolation !== undefined) {
    if (o.isolation !== 'none' && o.isolation !== 'bwrap') throw einval(`${where}.isolation must be "none" or "bwrap"`);
    out.isolation = o.isolation;
  }
  return out;
}

/** `docker()` options (sandbox.md 5.1) → the native provider options. */
function convertDockerProvider(options, where) {
  const o = isObjectLike(options) ? options : {};
  const out = { binaryPath: checkString(o.binaryPath, `${where}.binaryPath`) };
  for (const key of ['socketPath', 'image', 'busyboxPath']) {
    if (o[key] !== undefined && o[key] !== null) out[key] = checkString(o[key], `${where}.${key}`);
  }
  if (o.pull !== undefined) {
    if (typeof o.pull !== 'boolean') throw einval(`${where}.pull must be a boolean`);
    out.pull = o.pull;
  }
  if (o.hardened !== undefined) {
    if (typeof o.hardened !== 'boolean') throw einval(`${where}.hardened must be a boolean`);
    out.hardened = o.hardened;
  }
  if (o.agentPort !== undefined) out.agentPort = checkNumber(o.agentPort, `${where}.agentPort`, 'a positive integer');
  for (const key of ['memoryBytes', 'pidsLimit', 'nofile']) {
    if (o[key] !== undefined && o[key] !== null) out[key] = checkNumber(o[key], `${where}.${key}`, 'a positive integer');
  }
  if (o.cpus !== undefined && o.cpus !== null) {
    if (typeof o.cpus !== 'number' || !(o.cpus > 0) || !Number.isFinite(o.cpus)) throw einval(`${where}.cpus must be a positive number`);
    out.cpus = o.cpus;
  }
  if (o.env !== undefined && o.env !== null) {
    if (Array.isArray(o.env)) {
      out.env = o.env.map((e, i) => {
        if (typeof e !== 'string' || !e.includes('=')) throw einval(`${where}.env[${i}] must be a "KEY=VALUE" string`);
        return e;
      });
    } else {
      out.env = Object.entries(checkStringRecord(o.env, `${where}.env`) ?? {}).map(([k, v]) => `${k}=${v}`);
    }
  }
  if (o.binds !== undefined && o.binds !== null) {
    if (!Array.isArray(o.binds) || o.binds.some((b) => typeof b !== 'string')) throw einval(`${where}.binds must be an array of "host:container[:ro]" strings`);
    out.binds = [...o.binds];
  }
  if (o.network !== undefined && o.network !== null) out.network = checkString(o.network, `${where}.network`);
  if (o.createContainerOptions !== undefined && o.createContainerOptions !== null) {
    // Field names, types and which fields are ours are checked in the core (EINVAL).
    if (!isPlainObject(o.createContainerOptions)) throw einval(`${where}.createContainerOptions must be a plain object in the Docker Engine API's spelling ({Env, Labels, HostConfig: {...}})`);
    let text;
    try {
      text = JSON.stringify(o.createContainerOptions);
    } catch (err) {
      throw einval(`${where}.createContainerOptions is not JSON-serialisable: ${err.message}`);
    }
    out.createContainerOptions = text;
  }
  return out;
}

/** `options.sandbox` → the native option and an optional dispose hook (client form). */
function convertSandboxOption(value) {
  const where = 'options.sandbox';
  if (!isObjectLike(value)) throw einval(`${where} must be an object {provider | client, ...}`);
  const hasProvider = value.provider !== undefined && value.provider !== null;
  const hasClient = value.client !== undefined && value.client !== null;
  if (hasProvider === hasClient) throw einval(`${where} needs exactly one of provider and client`);
  const option = { mountPath: checkPath(value.mountPath ?? '/mnt/sandbox', `${where}.mountPath`) };
  const root = sandboxRootOf(value, where);
  if (root !== undefined) option.sandboxRoot = root;
  for (const key of ['timeoutMs', 'idleTimeoutMs', 'startupTimeoutMs']) {
    const v = optionalMs(value[key], `${where}.${key}`);
    if (v !== undefined) option[key] = v;
  }
  if (value.maxFullReadBytes !== undefined && value.maxFullReadBytes !== null) {
    option.maxFullReadBytes = checkPositiveInteger(value.maxFullReadBytes, `${where}.maxFullReadBytes`);
  }
  option.readOnly = readOnlyFlag(value.readOnly, `${where}.readOnly`);
  let dispose;
  if (hasProvider) {
    const p = value.provider;
    const brand = isObjectLike(p) ? p[SANDBOX_BRAND] : undefined;
    if (isObjectLike(brand) && brand.kind === 'local') option.local = convertLocalProvider(brand.options, `${where}.provider`);
    else if (isObjectLike(brand) && brand.kind === 'docker') option.docker = convertDockerProvider(brand.options, `${where}.provider`);
    else if (isObjectLike(p) && (typeof p.start === 'function' || typeof p.create === 'function')) {
      throw enosys(`${where}.provider: custom and SDK providers are not implemented yet; use local() or a client`);
    } else throw einval(`${where}.provider must be a provider such as local() from @rivet-dev/agentos-sandbox`);
    if (value.dispose !== undefined) throw einval(`${where}.dispose is for the client form only (provider sandboxes are always disposed)`);
  } else {
    option.client = sandboxClient(value.client, `${where}.client`);
    const client = value.client;
    if (value.dispose === true) {
      dispose = async () => {
        if (typeof client.dispose === 'function') await client.dispose();
      };
    } else if (typeof value.dispose === 'function') dispose = value.dispose;
    else if (value.dispose !== undefined && value.dispose !== false) throw einval(`${where}.dispose must be a boolean or a function`);
  }
  return { option, dispose };
}
// Provider sandboxes (docker() containers, local() servers) must not outlive the Node process.
// `dispose()` destroys them; for a process that ends without it, an 'exit' hook destroys those of
// every VM still alive synchronously (a blocking native call: nothing asynchronous runs in 'exit'
// handlers), and SIGTERM/SIGINT/SIGHUP — which end Node without 'exit' when nobody listens — get
// a listener while such VMs exist: it cleans up and re-raises the signal, so the process still
// dies of it, unless the application listens for the signal itself (then its own shutdown path,
// e.g. process.exit(), runs the 'exit' hook). SIGKILL leaves the containers to the orphan sweep
// of the next docker() start (by owner pid label).
const sandboxVms = new Set();
const EXIT_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

function disposeSandboxesNow() {
  for (const native of sandboxVms) {
    try {
      native.disposeSandboxesSync();
    } catch (err) {
      console.error('[agentos] sandbox cleanup at exit failed:', err);
    }
  }
  sandboxVms.clear();
}

function onExitSignal(signal) {
  const others = process.listeners(signal).filter((l) => l !== onExitSignal);
  disposeSandboxesNow();
  untrackSandboxVm(null);
  if (others.length === 0) process.kill(process.pid, signal);
}

function trackSandboxVm(native) {
  if (sandboxVms.size === 0) {
    process.on('exit', disposeSandboxesNow);
    for (const sig of EXIT_SIGNALS) process.on(sig, onExitSignal);
  }
  sandboxVms.add(native);
}

function untrackSandboxVm(native) {
  if (native !== null) sandboxVms.delete(native);
  if (sandboxVms.size === 0) {
    process.removeListener('exit', disposeSandboxesNow);
    for (const sig of EXIT_SIGNALS) process.removeListener(sig, onExitSignal);
  }
}

module.exports = { SANDBOX_BRAND, sandboxFsConfig, convertSandboxOption, trackSandboxVm, untrackSandboxVm };
