// Node's `timers/promises`: setTimeout, setImmediate, setInterval (an async iterator) and
// scheduler.wait/yield as promises over the loop's timers, cancelled by an AbortSignal.
'use strict';

function abortError(signal) {
  const e = new Error('The operation was aborted');
  e.name = 'AbortError';
  e.code = 'ABORT_ERR';
  e.cause = signal.reason;
  return e;
}

function later(schedule, cancel, value, options = {}) {
  const { signal, ref = true } = options || {};
  if (signal && signal.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      cancel(handle);
      reject(abortError(signal));
    };
    const handle = schedule(() => {
      if (signal) signal.removeEventListener('abort', onAbort);
      resolve(value);
    });
    if (!ref && handle && typeof handle.unref === 'function') handle.unref();
    if (signal) signal.addEventListener('abort', onAbort, { once: true });
  });
}

const setTimeoutP = (ms, value, options) => later((fn) => setTimeout(fn, ms), clearTimeout, value, options);
const setImmediateP = (value, options) => later((fn) => setImmediate(fn), clearImmediate, value, options);

async function* setIntervalP(ms, value, options = {}) {
  const { signal } = options || {};
  let ticks = 0;
  let wake = null;
  const timer = setInterval(() => {
    ticks++;
    if (wake) { const w = wake; wake = null; w(); }
  }, ms);
  const onAbort = () => { if (wake) { const w = wake; wake = null; w(); } };
  if (signal) signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      if (signal && signal.aborted) throw abortError(signal);
      if (ticks === 0) await new Promise((r) => { wake = r; });
      if (signal && signal.aborted) throw abortError(signal);
      if (ticks > 0) {
        ticks--;
        yield value;
      }
    }
  } finally {
    clearInterval(timer);
    if (signal) signal.removeEventListener('abort', onAbort);
  }
}

module.exports = {
  setTimeout: setTimeoutP,
  setImmediate: setImmediateP,
  setInterval: setIntervalP,
  scheduler: {
    wait: (ms, options) => setTimeoutP(ms, undefined, options),
    yield: () => setImmediateP(),
  },
};
