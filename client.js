'use strict';
// @rivet-dev/agentos/client (api.md section 11): RivetKit's client for a registry that serves
// `agentOS()` actors, with the namespaced accessors `handle.filesystem.*` / `handle.process.*` (and
// the same on connections) mapped onto the flat action names.

const { NAMESPACED_ACTIONS, CODE_ACTIONS } = require('./lib/namespaces.js');

let rivetClient;
function rivetkitClient() {
  if (rivetClient === undefined) {
    // Loaded lazily: RivetKit is an optional peer dependency, and a program that never builds a
    // client should not pay for loading it.
    try {
      // eslint-disable-next-line global-require
      rivetClient = require('rivetkit/client');
    } catch (cause) {
      const { AgentOsError } = require('./lib/errors.js');
      throw new AgentOsError('ENOENT', `createClient needs the rivetkit package (an optional peer dependency): npm install rivetkit@~2.3.19 (${cause && cause.message})`, { cause });
    }
  }
  return rivetClient;
}

// Flat action names that RivetKit's handles already use for something else (`handle.fetch` is a
// raw HTTP request to the actor): their namespaced forms call the dotted action instead.
const TAKEN_ON_HANDLES = new Set(['fetch']);

const NAMESPACES = {};
for (const [dotted, flat] of Object.entries(NAMESPACED_ACTIONS)) {
  const [ns, name] = dotted.split('.');
  (NAMESPACES[ns] ??= {})[name] = TAKEN_ON_HANDLES.has(flat) ? dotted : flat;
}
// Code mode: `handle.javascript.evaluate(…)` calls the dotted action itself.
for (const [dotted, [ns, method]] of Object.entries(CODE_ACTIONS)) (NAMESPACES[ns] ??= {})[method] = dotted;

/** Adds `filesystem` and `process` to a RivetKit actor handle or connection. */
function withNamespaces(target) {
  const cache = new Map();
  return new Proxy(target, {
    get(obj, prop) {
      if (typeof prop === 'string' && Object.hasOwn(NAMESPACES, prop)) {
        if (!cache.has(prop)) {
          const methods = {};
          for (const [name, flat] of Object.entries(NAMESPACES[prop])) {
            methods[name] = (...args) => obj[flat](...args);
          }
          cache.set(prop, Object.freeze(methods));
        }
        return cache.get(prop);
      }
      if (prop === 'connect') {
        return (...args) => withNamespaces(obj.connect(...args));
      }
      // Action stubs are proxies that answer every property (even `bind`) with a nested action
      // name, so values are passed through untouched; RivetKit binds its real methods itself.
      return obj[prop];
    },
  });
}

/** Wraps the accessor of one actor type (`client.vm`): its handles get namespaced methods. */
function wrapAccessor(accessor) {
  return new Proxy(accessor, {
    get(obj, prop) {
      const value = obj[prop];
      if (typeof value !== 'function') return value;
      if (['get', 'getOrCreate', 'getForId', 'create'].includes(prop)) {
        return (...args) => {
          const r = Reflect.apply(value, obj, args);
          return r && typeof r.then === 'function' ? r.then(withNamespaces) : withNamespaces(r);
        };
      }
      return (...args) => Reflect.apply(value, obj, args);
    },
  });
}

/**
 * RivetKit's `createClient(config)` (`{endpoint, token?, namespace?, …}` or an endpoint string) with
 * agentOS accessors: `client.<actor>.getOrCreate(key)` returns a handle that also has
 * `handle.filesystem.*` and `handle.process.*`, and `handle.connect()` returns a connection with the
 * same, plus `conn.on("processOutput" | "processExit" | "vmBooted" | "vmShutdown", fn)`.
 * Errors are RivetKit errors; those from the VM carry our `code` (`ENOENT`, `EINVAL`, …).
 */
function createClient(config) {
  const client = rivetkitClient().createClient(config);
  const accessors = new Map();
  return new Proxy(client, {
    get(obj, prop) {
      const value = obj[prop];
      if (typeof prop !== 'string' || value === null || (typeof value !== 'object' && typeof value !== 'function')) {
        return value;
      }
      if (typeof value === 'function' && !('getOrCreate' in value)) return (...args) => Reflect.apply(value, obj, args);
      if (!('getOrCreate' in value)) return value;
      if (!accessors.has(prop)) accessors.set(prop, wrapAccessor(value));
      return accessors.get(prop);
    },
  });
}

module.exports = { createClient };
