// Node's `async_hooks`: AsyncLocalStorage, AsyncResource and the id functions, for the packages
// that use them (undici, cheerio's undici, loggers). QuickJS runs one thread and has no async hooks
// of its own here, so a store set by `run` is seen by everything called synchronously inside it and
// by callbacks bound with AsyncResource (bind/runInAsyncScope capture the store at creation);
// it does not follow an `await` or a timer by itself. createHook returns a hook that never fires.
'use strict';
let current = new Map(); // AsyncLocalStorage → its store, for the code running now
let nextId = 2;
let executionId = 1;
let triggerId = 0;

function withFrame(frame, fn, thisArg, args) {
  const saved = current;
  current = frame;
  try {
    return Reflect.apply(fn, thisArg, args);
  } finally {
    current = saved;
  }
}

class AsyncLocalStorage {
  constructor() { this._enabled = false; }
  static bind(fn) { return AsyncResource.bind(fn); }
  static snapshot() {
    const frame = current;
    return (fn, ...args) => withFrame(frame, fn, undefined, args);
  }
  getStore() { return current.get(this); }
  run(store, fn, ...args) {
    const frame = new Map(current);
    frame.set(this, store);
    this._enabled = true;
    return withFrame(frame, fn, undefined, args);
  }
  exit(fn, ...args) {
    const frame = new Map(current);
    frame.delete(this);
    return withFrame(frame, fn, undefined, args);
  }
  enterWith(store) {
    current = new Map(current);
    current.set(this, store);
    this._enabled = true;
  }
  disable() {
    this._enabled = false;
    if (current.has(this)) {
      current = new Map(current);
      current.delete(this);
    }
  }
}

class AsyncResource {
  constructor(type, options) {
    if (typeof type !== 'string') {
      const e = new TypeError(`The "type" argument must be of type string. Received ${type === null ? 'null' : typeof type}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    this._type = type;
    this._frame = current;
    this._asyncId = nextId++;
    const trigger = typeof options === 'number' ? options : options && options.triggerAsyncId;
    this._triggerId = trigger === undefined ? executionId : trigger;
  }
  static bind(fn, type, thisArg) {
    return new AsyncResource(type || fn.name || 'bound-anonymous-fn').bind(fn, thisArg);
  }
  runInAsyncScope(fn, thisArg, ...args) {
    const savedExec = executionId;
    const savedTrigger = triggerId;
    executionId = this._asyncId;
    triggerId = this._triggerId;
    try {
      return withFrame(this._frame, fn, thisArg, args);
    } finally {
      executionId = savedExec;
      triggerId = savedTrigger;
    }
  }
  bind(fn, thisArg) {
    if (typeof fn !== 'function') {
      const e = new TypeError(`The "fn" argument must be of type function. Received ${typeof fn}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    const resource = this;
    const bound = function (...args) {
      return resource.runInAsyncScope(fn, thisArg === undefined ? this : thisArg, ...args);
    };
    Object.defineProperties(bound, {
      length: { configurable: true, enumerable: false, value: fn.length, writable: false },
      asyncResource: { configurable: true, enumerable: true, value: this, writable: true },
    });
    return bound;
  }
  emitDestroy() { return this; }
  asyncId() { return this._asyncId; }
  triggerAsyncId() { return this._triggerId; }
}

function createHook() {
  const hook = { enable() { return hook; }, disable() { return hook; } };
  return hook;
}

module.exports = {
  AsyncLocalStorage,
  AsyncResource,
  createHook,
  executionAsyncId: () => executionId,
  triggerAsyncId: () => triggerId,
  executionAsyncResource: () => ({}),
  asyncWrapProviders: Object.freeze({ NONE: 0 }),
};
