'use strict';
// Mount plugins (api.md 2.3: memory, host_dir, sandbox_agent, JS driver objects) and the
// dispatcher that runs the Rust core's calls on a JS-driver mount.
//
// JS mount drivers: the Rust core sends each filesystem operation on a driver mount
// to `onCall` (NativeFsCall) and blocks the calling guest/host thread until `fsReply` answers;
// the event loop is never blocked. Errors thrown by the driver keep an errno `code`; anything
// else is EIO with the driver's message.

const nodePath = require('node:path');
const { ERRNO_NAME, einval, enosys } = require('./errors.js');
const { isObjectLike, checkPositiveInteger, toBuffer, toBytes } = require('./validate.js');
const { sandboxFsConfig } = require('./sandbox.js');

/** Methods of the JS driver interface (api.md 2.3); an object with any of them is a driver. */
const DRIVER_METHODS = ['readFile', 'writeFile', 'readDir', 'readdir', 'readDirWithTypes', 'stat', 'lstat', 'mkdir',
  'removeFile', 'removeDir', 'rename', 'exists', 'symlink', 'readlink', 'link', 'chmod', 'utimes'];

function isDriver(value) {
  return DRIVER_METHODS.some((m) => typeof value[m] === 'function');
}

function driverTimeout(value, where) {
  if (value === undefined || value === null) return undefined;
  return checkPositiveInteger(value, where);
}

/**
 * `{id, config}` of a mount: a plugin descriptor, or a `driver` holding one (api.md 2.3); a JS
 * driver object becomes `{id: "js", driver}`.
 */
function mountPlugin(value, where) {
  if (!isObjectLike(value)) throw einval(`${where}: driver/plugin must be an object`);
  if (isDriver(value)) return { id: 'js', driver: value };
  if (typeof value.id !== 'string') {
    throw einval(`${where}: not a mount driver (no readFile/writeFile/stat/… methods) nor a plugin descriptor {id, config}`);
  }
  if (value.id === 'memory') return { id: 'memory', config: {} };
  if (value.id === 'sandbox_agent') return { id: 'sandbox_agent', config: sandboxFsConfig(value.config, `${where}.config`) };
  if (value.id === 'host_dir') {
    const config = isObjectLike(value.config) ? value.config : {};
    const hostPath = config.hostPath;
    if (typeof hostPath !== 'string' || !nodePath.isAbsolute(hostPath)) {
      throw einval(`${where}: host_dir config.hostPath must be an absolute host path`);
    }
    if (config.readOnly !== undefined && typeof config.readOnly !== 'boolean') {
      throw einval(`${where}: host_dir config.readOnly must be a boolean`);
    }
    // Host directories are read-only unless explicitly opened for writing (api.md 2.3).
    return { id: 'host_dir', config: { hostPath, readOnly: config.readOnly !== false } };
  }
  throw enosys(`${where}: mount plugin "${value.id}" is not implemented yet (supported: "memory", "host_dir", "sandbox_agent")`);
}

/** Mounts a validated plugin on the native VM. */
async function mountNative(vm, path, plugin, readOnly) {
  if (plugin.id === 'host_dir') await vm.mountHostDir(path, plugin.config.hostPath, readOnly || plugin.config.readOnly);
  else if (plugin.id === 'sandbox_agent') await vm.mountSandbox(path, readOnly, plugin.config);
  else if (plugin.id === 'js') {
    const hasLstat = typeof plugin.driver.lstat === 'function';
    await vm.mountJs(path, readOnly, hasLstat, plugin.timeoutMs, createDriverDispatcher(vm, plugin.driver));
  } else await vm.mountMemory(path, readOnly);
}

/**
 * A host directory as a mount plugin: `{id: "host_dir", config: {hostPath, readOnly}}`.
 * Guests and the host API are confined beneath `hostPath` (`..` and symlink escapes fail); writes
 * are allowed only with `readOnly: false`.
 */
function createHostDirBackend(options) {
  const opts = isObjectLike(options) ? options : {};
  return { id: 'host_dir', config: { hostPath: opts.hostPath, readOnly: opts.readOnly !== false } };
}
/** The in-memory filesystem plugin descriptor, usable as a mount `plugin` or `driver` (api.md 2.3). */
function createInMemoryFileSystem() {
  return { id: 'memory', config: {} };
}

function driverFailure(code, message) {
  const err = new Error(message);
  err.code = code;
  return err;
}

function driverMethod(driver, name, op) {
  const fn = driver[name];
  if (typeof fn !== 'function') throw driverFailure('ENOSYS', `the mount driver has no ${op} method`);
  return fn;
}

function finiteNumber(v) {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Date) return v.getTime();
  return undefined;
}

/** A driver's stat result (VirtualStat, Node `fs.Stats` or similar) → NativeFsStat. */
function driverStat(s, op) {
  if (!isObjectLike(s)) throw driverFailure('EIO', `${op} returned ${s === null ? 'null' : typeof s}, not a stat object`);
  const flag = (k) => (typeof s[k] === 'function' ? Boolean(s[k]()) : s[k] === true);
  const mode = finiteNumber(s.mode);
  let type;
  if (flag('isSymbolicLink')) type = 'symlink';
  else if (flag('isDirectory')) type = 'directory';
  else if (flag('isFile')) type = 'file';
  else if (mode !== undefined) {
    const bits = mode & 0o170000;
    type = bits === 0o040000 ? 'directory' : bits === 0o120000 ? 'symlink' : 'file';
  } else type = 'file';
  const out = { type };
  if (mode !== undefined) out.mode = mode & 0o7777;
  for (const k of ['size', 'ino', 'nlink', 'atimeMs', 'mtimeMs', 'ctimeMs', 'birthtimeMs']) {
    const v = finiteNumber(s[k]);
    if (v !== undefined && v >= 0) out[k] = v;
  }
  for (const [k, date] of [['atimeMs', 'atime'], ['mtimeMs', 'mtime'], ['ctimeMs', 'ctime'], ['birthtimeMs', 'birthtime']]) {
    if (out[k] === undefined && s[date] instanceof Date) out[k] = s[date].getTime();
  }
  return out;
}

function driverBytes(value, op) {
  if (typeof value === 'string' || value instanceof Uint8Array || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    return toBuffer(value, op);
  }
  throw driverFailure('EIO', `${op} must return a Uint8Array or a string, got ${value === null ? 'null' : typeof value}`);
}

function childPath(dir, name) {
  return dir === '/' ? `/${name}` : `${dir}/${name}`;
}

async function driverReadDir(driver, path) {
  if (typeof driver.readDirWithTypes === 'function') {
    const list = await driver.readDirWithTypes(path);
    if (!Array.isArray(list)) throw driverFailure('EIO', 'readDirWithTypes must return an array');
    return list.map((e) => {
      if (typeof e === 'string') return { name: e, type: 'file' };
      const s = driverStat(e, 'readDirWithTypes');
      return { name: String(e.name), type: s.type };
    });
  }
  const names = await (typeof driver.readDir === 'function' ? driver.readDir : driverMethod(driver, 'readdir', 'readDir')).call(driver, path);
  if (!Array.isArray(names)) throw driverFailure('EIO', 'readDir must return an array of names');
  // Types for the kernel's directory entries: one stat per entry, concurrently.
  const stat = driverMethod(driver, 'stat', 'stat');
  return Promise.all(names.map(async (n) => {
    const name = String(n);
    try {
      return { name, type: driverStat(await stat.call(driver, childPath(path, name)), 'stat').type };
    } catch {
      return { name, type: 'file' };
    }
  }));
}

/** Runs one NativeFsCall against `driver`; resolves with the NativeFsReply value fields. */
async function runDriverCall(driver, call) {
  const p = call.path;
  switch (call.op) {
    case 'readFile':
      return { data: driverBytes(await driverMethod(driver, 'readFile', 'readFile').call(driver, p), 'readFile') };
    case 'writeFile':
      await driverMethod(driver, 'writeFile', 'writeFile').call(driver, p, call.data ? toBytes(call.data) : new Uint8Array(0));
      return {};
    case 'stat':
      return { stat: driverStat(await driverMethod(driver, 'stat', 'stat').call(driver, p), 'stat') };
    case 'lstat': {
      const fn = typeof driver.lstat === 'function' ? driver.lstat : driverMethod(driver, 'stat', 'stat');
      return { stat: driverStat(await fn.call(driver, p), 'lstat') };
    }
    case 'readDir':
      return { entries: await driverReadDir(driver, p) };
    case 'mkdir':
      await driverMethod(driver, 'mkdir', 'mkdir').call(driver, p, { recursive: false });
      return {};
    case 'removeFile':
    case 'removeDir':
      await driverMethod(driver, call.op, call.op).call(driver, p);
      return {};
    case 'rename':
    case 'link':
      await driverMethod(driver, call.op, call.op).call(driver, p, call.to);
      return {};
    case 'symlink':
      await driverMethod(driver, 'symlink', 'symlink').call(driver, call.to, p);
      return {};
    case 'readlink':
      return { text: String(await driverMethod(driver, 'readlink', 'readlink').call(driver, p)) };
    case 'chmod':
      await driverMethod(driver, 'chmod', 'chmod').call(driver, p, call.mode);
      return {};
    case 'utimes':
      await driverMethod(driver, 'utimes', 'utimes').call(driver, p, call.atimeMs, call.mtimeMs);
      return {};
    default:
      throw driverFailure('ENOSYS', `unknown driver operation ${call.op}`);
  }
}

/** The `onCall` of a JS-driver mount: runs each call on the event loop and answers through `fsReply`. */
function createDriverDispatcher(native, driver) {
  const fail = (call, code, text) => ({ code, message: `driver ${call.op}('${call.path}'): ${text}` });
  const reply = (call, value) => {
    try {
      native.fsReply(call.id, value);
      return;
    } catch (err) {
      // The answer could not be converted (a hostile value): the call still gets one, EIO.
      console.error('[agentos] mount driver reply failed:', err);
    }
    try {
      native.fsReply(call.id, fail(call, 'EIO', 'the driver returned a value that cannot be used'));
    } catch (err) {
      console.error('[agentos] mount driver reply failed:', err);
    }
  };
  return (call) => {
    let pending;
    try {
      pending = runDriverCall(driver, call);
    } catch (err) {
      pending = Promise.reject(err);
    }
    pending.then((value) => reply(call, value), (err) => reply(call, driverErrorReply(call, err, fail)));
  };
}

/**
 * The `{code, message}` answer for what a driver threw. A driver may throw anything (42, null, a
 * Proxy whose property reads throw, an object whose `toString` throws): inspecting it must never
 * throw in turn, or the call would get no answer and Node an unhandled rejection.
 */
function driverErrorReply(call, err, fail) {
  let code = 'EIO';
  try {
    const c = err !== null && (typeof err === 'object' || typeof err === 'function') ? err.code : undefined;
    if (typeof c === 'string' && ERRNO_NAME.test(c)) code = c;
  } catch {
    // an unreadable code is EIO
  }
  let text;
  try {
    text = err instanceof Error ? String(err.message) : String(err);
  } catch {
    text = 'the driver threw a value that cannot be shown';
  }
  return fail(call, code, text);
}

module.exports = { driverTimeout, mountPlugin, mountNative, createHostDirBackend, createInMemoryFileSystem };
