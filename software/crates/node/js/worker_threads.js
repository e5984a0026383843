// Node's `worker_threads`, for the packages that only ask about it (undici's markAsUncloneable,
// isMainThread checks): node.wasm runs one JS thread, so this is always the main thread, there is
// no parentPort, and `new Worker` fails with a clear error. MessageChannel's two ports live in
// this one process: postMessage structured-clones the value (transfer lists are ignored) and the
// other port receives it on a later turn of the event loop, as 'message' (EventEmitter listeners get
// the value, addEventListener/onmessage listeners an event with .data). A port waiting for messages
// does not keep the process alive by itself (in Node it does until closed or unref'd).
'use strict';
const EventEmitter = require('events');

const kCreate = Symbol('MessagePort');
class MessagePort extends EventEmitter {
  constructor(token) {
    if (token !== kCreate) throw new TypeError('Illegal constructor');
    super();
    Object.defineProperties(this, {
      _peer: { value: null, writable: true }, _queue: { value: [] }, _started: { value: false, writable: true },
      _closed: { value: false, writable: true }, _scheduled: { value: false, writable: true },
      _onmessage: { value: null, writable: true }, _targets: { value: [] },
    });
    this.on('newListener', (event) => { if (event === 'message') this.start(); });
  }
  postMessage(value) {
    if (this._closed || this._peer === null || this._peer._closed) return;
    this._peer._queue.push(structuredClone(value));
    this._peer._schedule();
  }
  start() {
    this._started = true;
    this._schedule();
  }
  _schedule() {
    if (!this._started || this._scheduled || this._queue.length === 0) return;
    this._scheduled = true;
    setImmediate(() => {
      this._scheduled = false;
      while (this._started && !this._closed && this._queue.length > 0) this._deliver(this._queue.shift());
    });
  }
  _deliver(data) {
    const event = { type: 'message', data, target: this, currentTarget: this, ports: [] };
    this.emit('message', data);
    for (const fn of [...this._targets]) fn.call(this, event);
    if (typeof this._onmessage === 'function') this._onmessage.call(this, event);
  }
  addEventListener(type, fn) {
    if (type !== 'message' || typeof fn !== 'function') return;
    this._targets.push(fn);
    this.start();
  }
  removeEventListener(type, fn) {
    const i = this._targets.indexOf(fn);
    if (i >= 0) this._targets.splice(i, 1);
  }
  get onmessage() { return this._onmessage; }
  set onmessage(fn) {
    this._onmessage = typeof fn === 'function' ? fn : null;
    if (this._onmessage) this.start();
  }
  close() {
    for (const port of [this, this._peer]) {
      if (port === null || port._closed) continue;
      port._closed = true;
      setImmediate(() => port.emit('close'));
    }
  }
  ref() { return this; }
  unref() { return this; }
  hasRef() { return false; }
}
class MessageChannel {
  constructor() {
    this.port1 = new MessagePort(kCreate);
    this.port2 = new MessagePort(kCreate);
    this.port1._peer = this.port2;
    this.port2._peer = this.port1;
  }
}

const environmentData = new Map();
class Worker extends EventEmitter {
  constructor(filename) {
    super();
    const e = new Error(`worker_threads.Worker is not available in agentOS node (one JS thread per process; run ${typeof filename === 'string' ? filename : 'the script'} as a child process instead)`);
    e.code = 'ERR_AGENTOS_UNSUPPORTED_BUILTIN';
    throw e;
  }
}

module.exports = {
  isMainThread: true,
  parentPort: null,
  workerData: null,
  threadId: 0,
  resourceLimits: {},
  SHARE_ENV: Symbol.for('nodejs.worker_threads.SHARE_ENV'),
  Worker,
  MessageChannel,
  MessagePort,
  markAsUntransferable() {},
  isMarkedAsUntransferable: () => false,
  markAsUncloneable() {},
  receiveMessageOnPort: () => undefined,
  getEnvironmentData: (key) => environmentData.get(key),
  setEnvironmentData: (key, value) => {
    if (value === undefined) environmentData.delete(key);
    else environmentData.set(key, value);
  },
};
