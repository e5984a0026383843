'use strict';
// `software` flattening (api.md section 2.2): descriptors -> the core's command list.

const fs = require('node:fs');
const nodePath = require('node:path');
const { AgentOsError, ERRNO_NAME, einval } = require('./errors.js');
const { isPlainObject, isObjectLike, checkString } = require('./validate.js');

const TIERS = new Set(['full', 'read-write', 'read-only', 'isolated']);
// typed-descriptor `permissions` keys → tier, in lookup order
const PERMISSION_KEYS = [['full', 'full'], ['readWrite', 'read-write'], ['readOnly', 'read-only'],
  ['isolated', 'isolated']];

function readCommandDir(descriptor, where) {
  const dir = descriptor.commandDir; // may be a getter
  if (typeof dir !== 'string' || dir.length === 0) throw einval(`${where}.commandDir must be a non-empty string`);
  // A relative directory would silently depend on the Node process's working directory.
  if (!nodePath.isAbsolute(dir)) throw einval(`${where}.commandDir must be an absolute host path, got ${JSON.stringify(dir)}`);
  return nodePath.resolve(dir);
}

/**
 * `<dir>/<name>` for a directory from `readCommandDir` (resolved: absolute, normalised, no trailing
 * slash but for `/`). The same as `path.join` for every valid command name (no `/`, not `.` or
 * `..`; the core rejects other names before it looks at their file), without its cost per command.
 */
function commandPath(dir, name) {
  return dir.endsWith('/') ? dir + name : `${dir}/${name}`;
}

/**
 * The command list for the core as one string, `name NUL path NUL tier NUL fallback` per command
 * (fallback empty when none), joined with NUL: one string crosses into Rust instead of an object
 * per command (125 for the common set). `null` when a field itself holds a NUL (the core then
 * gets objects and rejects it as before).
 */
function packCommands(list) {
  const parts = [];
  for (const c of list) {
    const fallback = c.fallback ?? '';
    if (c.name.includes('\0') || c.path.includes('\0') || c.tier.includes('\0') || fallback.includes('\0')) return null;
    parts.push(c.name, c.path, c.tier, fallback);
  }
  return parts.join('\0');
}

/** Registry-package shape: `{name, commands: [{name, permissionTier?, aliasOf?}], commandDir}`. */
function registryCommands(descriptor, where) {
  const dir = readCommandDir(descriptor, where);
  return descriptor.commands.map((command, i) => {
    const at = `${where}.commands[${i}]`;
    if (!isObjectLike(command)) throw einval(`${at} must be an object`);
    const name = checkString(command.name, `${at}.name`);
    const tier = command.permissionTier ?? 'full';
    if (!TIERS.has(tier)) throw einval(`${at}.permissionTier must be one of full, read-write, read-only, isolated`);
    const path = commandPath(dir, name);
    if (command.aliasOf !== undefined && command.aliasOf !== null) {
      const target = checkString(command.aliasOf, `${at}.aliasOf`);
      if (target.includes('/') || target === '.' || target === '..') throw einval(`${at}.aliasOf must be a command file name, got ${JSON.stringify(target)}`);
      // The published packages ship a full copy per alias (its own file); a multicall package ships
      // one module and the alias runs its target's file (argv[0] stays the alias name): the core
      // uses `fallback` when `path` does not exist.
      return { name, path, tier, fallback: commandPath(dir, target) };
    }
    return { name, path, tier };
  });
}

function tierFromPermissions(permissions, names, where) {
  if (permissions === undefined || permissions === null) return 'full';
  if (!isObjectLike(permissions)) throw einval(`${where}.permissions must be an object`);
  for (const wildcard of [false, true]) {
    for (const [key, tier] of PERMISSION_KEYS) {
      const list = permissions[key];
      if (list === undefined) continue;
      if (list !== '*' && !Array.isArray(list)) throw einval(`${where}.permissions.${key} must be an array of names or "*"`);
      if (wildcard ? list === '*' : Array.isArray(list) && names.some((n) => list.includes(n))) return tier;
    }
  }
  return 'full';
}

/** Typed `{type: "wasm-commands", commandDir, aliases?, permissions?}` and bare `{commandDir}` shapes. */
function directoryCommands(descriptor, where) {
  const dir = readCommandDir(descriptor, where);
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    const code = err.code && ERRNO_NAME.test(err.code) ? err.code : 'EIO';
    const description = String(err.message).replace(/^E[A-Z0-9]+: /, '').replace(/, scandir .*$/s, '');
    throw new AgentOsError(code, `${description} (${where}.commandDir), scandir '${dir}'`,
      { path: dir, syscall: 'scandir', cause: err });
  }
  const permissions = descriptor.permissions;
  const commands = entries
    .filter((e) => !e.name.startsWith('_') && !e.name.startsWith('.') && !e.isDirectory())
    .map((e) => e.name)
    .sort()
    .map((name) => ({ name, path: nodePath.join(dir, name), tier: tierFromPermissions(permissions, [name], where) }));
  const aliases = descriptor.aliases;
  if (aliases !== undefined && aliases !== null) {
    if (!isPlainObject(aliases)) throw einval(`${where}.aliases must be an object mapping alias to target`);
    for (const [alias, target] of Object.entries(aliases)) {
      checkString(target, `${where}.aliases.${alias}`);
      commands.push({ name: alias, path: nodePath.join(dir, target),
        tier: tierFromPermissions(permissions, [alias, target], where) });
    }
  }
  return commands;
}

/**
 * A package's `mounts` (api.md 2.2): mount configs of the options.mounts shape (validated by the
 * caller, `convertCreateOptions`), keyed by path so that a later package's mount replaces an
 * earlier one at the same path. Each entry keeps `where` for error messages.
 */
function collectMounts(descriptor, where, mounts) {
  const list = descriptor.mounts;
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) throw einval(`${where}.mounts must be an array of {path, plugin, readOnly?}`);
  list.forEach((mount, i) => {
    const at = `${where}.mounts[${i}]`;
    if (!isObjectLike(mount)) throw einval(`${at} must be an object {path, plugin, readOnly?}`);
    mounts.delete(mount.path);
    mounts.set(mount.path, { mount, where: at });
  });
}

/**
 * An agent package (runtimes.md 4): `{name, type: "agent", agent: {command, args?, env?}, mounts?}`
 * → `{name, command, args, env}` for vm.createSession(name).
 */
function agentDescriptor(input, where) {
  const name = checkString(input.name, `${where}.name`);
  const agent = input.agent;
  if (!isObjectLike(agent)) throw einval(`${where}.agent must be an object {command, args?, env?}`);
  const command = checkString(agent.command, `${where}.agent.command`);
  if (agent.args !== undefined && (!Array.isArray(agent.args) || agent.args.some((a) => typeof a !== 'string'))) {
    throw einval(`${where}.agent.args must be an array of strings`);
  }
  if (agent.env !== undefined && (!isPlainObject(agent.env) || Object.values(agent.env).some((v) => typeof v !== 'string'))) {
    throw einval(`${where}.agent.env must be an object of strings`);
  }
  return { name, command, args: [...(agent.args ?? [])], env: { ...(agent.env ?? {}) } };
}

/**
 * Adds the commands of `input` to `out` (name → command), when `mounts` is given the packages'
 * mounts to it (path → {mount, where}), and when `agents` is given the agent packages to it
 * (name → agentDescriptor; a later package of the same name replaces an earlier one).
 */
function flattenSoftware(input, where, out, mounts, agents) {
  if (Array.isArray(input)) {
    input.forEach((item, i) => flattenSoftware(item, `${where}[${i}]`, out, mounts, agents));
    return;
  }
  if (!isObjectLike(input)) throw einval(`${where} must be a software descriptor object or an array of them`);
  const type = input.type;
  if (type === 'agent' && !isObjectLike(input.agent)) {
    // An agent package of another shape (e.g. the reference's): not runnable here.
    console.warn(`agentos: skipping ${where} (${input.name ?? 'unnamed'}): agent packages without agent: {command, args?, env?} are not supported`);
    return;
  }
  if (type === 'agent') {
    const agent = agentDescriptor(input, where);
    if (agents) agents.set(agent.name, agent);
    if (mounts) collectMounts(input, where, mounts);
    return;
  }
  if (type === 'tool') {
    console.warn(`agentos: skipping ${where} (${input.name ?? 'unnamed'}): "tool" packages are not supported yet`);
    return;
  }
  let commands;
  if (type === undefined && input.commands !== undefined && !Array.isArray(input.commands)) {
    throw einval(`${where}.commands must be an array of {name, permissionTier?, aliasOf?}`);
  }
  if (type === undefined && Array.isArray(input.commands)) {
    commands = registryCommands(input, where);
    if (mounts) collectMounts(input, where, mounts);
  }
  else if (type === 'wasm-commands' || (type === undefined && 'commandDir' in input)) commands = directoryCommands(input, where);
  else if (type !== undefined) throw einval(`${where}.type must be "wasm-commands", "agent" or "tool"`);
  else throw einval(`${where} must have commandDir (and optionally commands)`);
  for (const command of commands) {
    out.delete(command.name); // later entries override earlier ones
    out.set(command.name, command);
  }
}

/**
 * The command set a VM gets when `options.software` is omitted: ours (`@rivet-dev/agentos-common`,
 * built from software/) when it is installed and built, else the published one
 * (`@rivet-dev/agent-os-common`) when installed, else none. Both are ESM packages, hence `import()`.
 * Resolved once per process; `{name, software}` (`name` null when neither is there).
 */
const DEFAULT_SETS = ['@rivet-dev/agentos-common', '@rivet-dev/agent-os-common'];
let defaultSet;
function defaultSoftware() {
  defaultSet ??= (async () => {
    for (const name of DEFAULT_SETS) {
      try {
        const software = (await import(name)).default;
        // A set that cannot be flattened (not built, no wasm) is as good as not installed.
        if (Array.isArray(software) && software.length > 0) {
          flattenSoftware(software, name, new Map());
          return { name, software };
        }
      } catch {
        // Not installed, or not built: try the next one.
      }
    }
    return { name: null, software: [] };
  })();
  return defaultSet;
}

module.exports = { packCommands, flattenSoftware, defaultSoftware };
