// Node's `diagnostics_channel`: named channels with subscribers, and tracing channels, for the
// packages that publish to them (nothing inside node.wasm subscribes).
'use strict';
const channels = new Map();
class Channel {
  constructor(name) { this.name = name; this._subscribers = []; }
  get hasSubscribers() { return this._subscribers.length > 0; }
  subscribe(fn) { this._subscribers.push(fn); }
  unsubscribe(fn) {
    const i = this._subscribers.indexOf(fn);
    if (i < 0) return false;
    this._subscribers.splice(i, 1);
    return true;
  }
  publish(message) { for (const fn of [...this._subscribers]) fn(message, this.name); }
  bindStore() {}
  unbindStore() { return false; }
  runStores(data, fn, thisArg, ...args) { return Reflect.apply(fn, thisArg, args); }
}
const channel = (name) => {
  if (!channels.has(name)) channels.set(name, new Channel(name));
  return channels.get(name);
};
function tracingChannel(nameOrChannels) {
  const ch = (event) => (typeof nameOrChannels === 'string' ? channel(`tracing:${nameOrChannels}:${event}`) : nameOrChannels[event]);
  const t = { start: ch('start'), end: ch('end'), asyncStart: ch('asyncStart'), asyncEnd: ch('asyncEnd'), error: ch('error') };
  return {
    ...t,
    get hasSubscribers() { return Object.values(t).some((c) => c.hasSubscribers); },
    subscribe(handlers) { for (const [k, fn] of Object.entries(handlers)) t[k].subscribe(fn); },
    unsubscribe(handlers) { let all = true; for (const [k, fn] of Object.entries(handlers)) all = t[k].unsubscribe(fn) && all; return all; },
    traceSync(fn, context = {}, thisArg, ...args) {
      t.start.publish(context);
      try {
        const r = Reflect.apply(fn, thisArg, args);
        context.result = r;
        return r;
      } catch (e) {
        context.error = e;
        t.error.publish(context);
        throw e;
      } finally {
        t.end.publish(context);
      }
    },
    tracePromise(fn, context = {}, thisArg, ...args) {
      return this.traceSync(() => Promise.resolve(Reflect.apply(fn, thisArg, args)), context);
    },
    traceCallback(fn, position, context, thisArg, ...args) { return Reflect.apply(fn, thisArg, args); },
  };
}
module.exports = {
  channel,
  hasSubscribers: (name) => channels.has(name) && channels.get(name).hasSubscribers,
  subscribe: (name, fn) => channel(name).subscribe(fn),
  unsubscribe: (name, fn) => channel(name).unsubscribe(fn),
  tracingChannel,
  Channel,
};
