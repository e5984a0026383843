'use strict';
// `AgentOs.create` and `exec` options -> the native option objects (limits, env, cwd, mounts, ...).

const { einval } = require('./errors.js');
const {
  isObjectLike, optionalObject, checkString, checkStringRecord, checkNonNegativeInteger,
  checkPositiveInteger, checkPath, toBuffer, readOnlyFlag
} = require('./validate.js');
const { packCommands, flattenSoftware } = require('./software.js');
const { convertSandboxOption } = require('./sandbox.js');
const { convertBindings, describeBindings } = require('./bindings.js');
const { sessionBindings } = require('./sessions.js');
const { driverTimeout, mountPlugin } = require('./mounts.js');

const LIMIT_KEYS = ['maxProcesses', 'maxOpenFds', 'maxFilesystemBytes', 'maxInodeCount', 'maxPipeBytes', 'maxWasmMemoryBytes', 'cpuTimeLimitMs', 'maxWasmFuel', 'maxDriverFileBytes', 'maxDriverBufferBytes'];

function convertLimits(limits) {
  const top = optionalObject(limits, 'options.limits');
  const resources = optionalObject(top.resources, 'options.limits.resources');
  const out = {};
  for (const [source, where] of [[resources, 'options.limits.resources'], [top, 'options.limits']]) {
    for (const key of LIMIT_KEYS) {
      if (source[key] !== undefined) out[key] = checkPositiveInteger(source[key], `${where}.${key}`);
    }
    if (source.execTimeoutMs !== undefined) {
      out.execTimeoutMs = checkNonNegativeInteger(source.execTimeoutMs, `${where}.execTimeoutMs`); // 0 = none
    }
  }
  return out;
}

/** `options.network` (`runtimes.md` 1.1, `docs/network.md`): ports 1–65535, PEM text roots. */
function convertNetwork(network) {
  const net = optionalObject(network, 'options.network');
  const out = {};
  if (net.loopbackExemptPorts !== undefined) {
    const where = 'options.network.loopbackExemptPorts';
    if (!Array.isArray(net.loopbackExemptPorts)) throw einval(`${where} must be an array of ports`);
    out.loopbackExemptPorts = net.loopbackExemptPorts.map((p, i) => {
      const port = checkPositiveInteger(p, `${where}[${i}]`);
      if (port > 65535) throw einval(`${where}[${i}] must be a port (1-65535), got ${port}`);
      return port;
    });
  }
  if (net.caCerts !== undefined) {
    if (!Array.isArray(net.caCerts)) throw einval('options.network.caCerts must be an array of PEM strings');
    out.caCerts = net.caCerts.map((c, i) => checkString(c, `options.network.caCerts[${i}]`));
  }
  if (net.maxSockets !== undefined) out.maxSockets = checkPositiveInteger(net.maxSockets, 'options.network.maxSockets');
  if (net.connectTimeoutMs !== undefined) {
    out.connectTimeoutMs = checkPositiveInteger(net.connectTimeoutMs, 'options.network.connectTimeoutMs');
  }
  return out;
}

function isEmptyFeature(value) {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/** `defaultSoftware`: the set used when `options.software` is omitted (see software.js). */
function convertCreateOptions(options, defaultSoftware = []) {
  const opts = optionalObject(options, 'options');
  let software = opts.software === undefined ? defaultSoftware : opts.software ?? [];
  if (!Array.isArray(software)) throw einval('options.software must be an array');
  const commands = new Map();
  const softwareMounts = new Map();
  const agents = new Map();
  flattenSoftware(software, 'options.software', commands, softwareMounts, agents);
  const list = [...commands.values()];
  const packed = packCommands(list);
  const native = packed === null ? { commands: list } : { commands: [], packedCommands: packed };
  // With an agent package installed, sessions get the `agentos-acp` binding (lib/sessions.js):
  // the agent's own extension asks the host for permission through it.
  const sessionBridge = { sessions: null };
  const { groups, handlers, sandboxGroups } = convertBindings(opts, agents.size > 0 ? [sessionBindings(sessionBridge)] : []);
  if (groups.length > 0) native.bindings = groups;
  if (sandboxGroups.length > 0) native.sandboxGroups = sandboxGroups;
  const afterDispose = [];
  if (!isEmptyFeature(opts.sandbox)) {
    const { option, dispose } = convertSandboxOption(opts.sandbox);
    native.sandbox = option;
    if (dispose) afterDispose.push(dispose);
  }
  const env = checkStringRecord(opts.env, 'options.env');
  if (env !== undefined) native.env = env;
  if (opts.cwd !== undefined) native.cwd = checkPath(opts.cwd, 'options.cwd');
  if (opts.moduleCacheDir !== undefined) native.moduleCacheDir = checkString(opts.moduleCacheDir, 'options.moduleCacheDir');
  if (opts.limits !== undefined && opts.limits !== null) native.limits = convertLimits(opts.limits);
  if (opts.network !== undefined && opts.network !== null) native.network = convertNetwork(opts.network);
  // The policy is parsed and validated in the core (api.md 7); EINVAL names the field.
  if (opts.permissions !== undefined && opts.permissions !== null) native.permissions = JSON.stringify(opts.permissions);
  const mounts = opts.mounts ?? [];
  if (!Array.isArray(mounts)) throw einval('options.mounts must be an array');
  // The packages' mounts (api.md 2.2) first, in package order, so that a user mount may sit below
  // one; a user mount at a package mount's path replaces it.
  const userMounts = mounts.map((m, i) => checkMount(m, `options.mounts[${i}]`));
  const taken = new Set(userMounts.map((m) => m.path));
  const mountList = [
    ...[...softwareMounts.values()].map(({ mount, where }) => checkMount(mount, where)).filter((m) => !taken.has(m.path)),
    ...userMounts,
  ];
  const info = { commands: list.map((c) => c.name), bindings: describeBindings(opts), sandbox: native.sandbox !== undefined };
  return { native, mounts: mountList, handlers, afterDispose, agents, info, sessionBridge };
}
/** One `{path, driver | plugin, readOnly?, timeoutMs?}` (api.md 2.3) → `{path, plugin, readOnly}`. */
function checkMount(m, where) {
  if (!isObjectLike(m)) throw einval(`${where} must be an object {path, driver | plugin, readOnly?}`);
  const mountPath = checkPath(m.path, `${where}.path`);
  if ((m.driver === undefined) === (m.plugin === undefined)) throw einval(`${where} needs exactly one of driver and plugin`);
  const plugin = mountPlugin(m.plugin ?? m.driver, where);
  if (plugin.id === 'js') plugin.timeoutMs = driverTimeout(m.timeoutMs, `${where}.timeoutMs`);
  return { path: mountPath, plugin, readOnly: readOnlyFlag(m.readOnly, `${where}.readOnly`) };
}

function convertExecOptions(options) {
  const opts = optionalObject(options, 'options');
  const native = {};
  const env = checkStringRecord(opts.env, 'options.env');
  if (env !== undefined) native.env = env;
  if (opts.cwd !== undefined) native.cwd = checkPath(opts.cwd, 'options.cwd');
  if (opts.stdin !== undefined && opts.stdin !== null) native.stdin = toBuffer(opts.stdin, 'options.stdin');
  const timeout = opts.timeoutMs ?? opts.timeout;
  if (timeout !== undefined && timeout !== null) {
    native.timeoutMs = checkNonNegativeInteger(timeout, opts.timeoutMs !== undefined ? 'options.timeoutMs' : 'options.timeout');
  }
  for (const key of ['onStdout', 'onStderr']) {
    if (opts[key] !== undefined && typeof opts[key] !== 'function') throw einval(`options.${key} must be a function`);
  }
  return { native, onStdout: opts.onStdout, onStderr: opts.onStderr };
}

function recursiveFlag(options, where) {
  const opts = optionalObject(options, where);
  if (opts.recursive !== undefined && typeof opts.recursive !== 'boolean') throw einval(`${where}.recursive must be a boolean`);
  return opts.recursive === true;
}

module.exports = { convertCreateOptions, convertExecOptions, recursiveFlag };
