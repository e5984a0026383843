// Node's `readline` and `readline/promises` for line input (no terminal editing: there are no
// terminals in this VM version): createInterface over a Readable with 'line', 'close', 'pause',
// 'resume' events, question(), prompt(), async iteration over lines, and the cursor helpers.
'use strict';
const { EventEmitter } = require('events');

const kQueue = Symbol('lineQueue');

class Interface extends EventEmitter {
  constructor(input, output, completer, terminal) {
    super();
    let options = input;
    if (!(input && typeof input === 'object' && typeof input.on !== 'function' && 'input' in input)) {
      options = { input, output, completer, terminal };
    }
    this.input = options.input;
    this.output = options.output;
    this.terminal = !!options.terminal && !!(this.output && this.output.isTTY);
    this.crlfDelay = options.crlfDelay === undefined ? 100 : Math.max(100, Number(options.crlfDelay));
    this._prompt = options.prompt === undefined ? '> ' : String(options.prompt);
    this.line = '';
    this.cursor = 0;
    this.history = [];
    this.closed = false;
    this.paused = false;
    this._buffer = '';
    this._sawCR = false;
    this._questionCb = null;
    this[kQueue] = null;
    if (this.input === undefined || this.input === null) {
      const e = new TypeError('The "input" argument must be an instance of Stream. Received undefined');
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    this._onData = (chunk) => this._normalWrite(chunk);
    this._onEnd = () => {
      if (this._buffer.length > 0) {
        const rest = this._buffer;
        this._buffer = '';
        this._onLine(rest);
      }
      this.close();
    };
    if (typeof this.input.setEncoding === 'function' && !(this.input.readableEncoding)) this.input.setEncoding('utf8');
    this.input.on('data', this._onData);
    this.input.on('end', this._onEnd);
    if (options.signal) {
      if (options.signal.aborted) queueMicrotask(() => this.close());
      else options.signal.addEventListener('abort', () => this.close(), { once: true });
    }
    if (typeof this.input.resume === 'function') this.input.resume();
  }
  _normalWrite(chunk) {
    let s = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    if (this._sawCR && s.startsWith('\n')) s = s.slice(1);
    this._sawCR = false;
    const text = this._buffer + s;
    const parts = text.split(/\r\n|\n|\r/);
    this._buffer = parts.pop();
    if (text.endsWith('\r')) this._sawCR = true;
    // As Node: the lines of a chunk already read are all emitted, even after close().
    for (const line of parts) this._onLine(line);
  }
  _onLine(line) {
    if (this._questionCb) {
      const cb = this._questionCb;
      this._questionCb = null;
      cb(line);
      return;
    }
    if (this[kQueue] !== null) this[kQueue].push(line);
    this.emit('line', line);
  }
  getPrompt() { return this._prompt; }
  setPrompt(p) { this._prompt = String(p); }
  prompt() {
    if (this.paused) this.resume();
    if (this.output && typeof this.output.write === 'function') this.output.write(this._prompt);
  }
  question(query, options, cb) {
    if (typeof options === 'function') cb = options;
    if (this.closed) throw closedError();
    if (typeof cb !== 'function') return;
    if (this._questionCb) {
      this.prompt();
      return;
    }
    this._questionCb = cb;
    if (this.paused) this.resume();
    if (this.output && typeof this.output.write === 'function') this.output.write(String(query));
  }
  write(data) {
    if (this.closed) throw closedError();
    if (data !== undefined && data !== null) this._normalWrite(String(data));
  }
  pause() {
    if (this.paused) return this;
    if (typeof this.input.pause === 'function') this.input.pause();
    this.paused = true;
    this.emit('pause');
    return this;
  }
  resume() {
    if (!this.paused) return this;
    if (typeof this.input.resume === 'function') this.input.resume();
    this.paused = false;
    this.emit('resume');
    return this;
  }
  close() {
    if (this.closed) return;
    this.pause();
    this.input.removeListener('data', this._onData);
    this.input.removeListener('end', this._onEnd);
    this.closed = true;
    this.emit('close');
  }
  getCursorPos() { return { rows: 0, cols: this.cursor }; }
  [Symbol.asyncIterator]() {
    if (this[kQueue] === null) this[kQueue] = [];
    const queue = this[kQueue];
    const waiting = [];
    const settle = () => {
      while (waiting.length > 0 && (queue.length > 0 || this.closed)) {
        const { resolve } = waiting.shift();
        if (queue.length > 0) resolve({ value: queue.shift(), done: false });
        else resolve({ value: undefined, done: true });
      }
    };
    this.on('line', settle);
    this.on('close', settle);
    if (this.paused && !this.closed) this.resume();
    const iterator = {
      next: () => new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        settle();
      }),
      return: () => {
        this.close();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() { return iterator; },
    };
    return iterator;
  }
}

function closedError() {
  const e = new Error('readline was closed');
  e.code = 'ERR_USE_AFTER_CLOSE';
  return e;
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

const write = (stream, s, cb) => {
  if (stream && typeof stream.write === 'function') return stream.write(s, cb);
  if (typeof cb === 'function') queueMicrotask(cb);
  return true;
};
function clearLine(stream, dir, cb) {
  return write(stream, dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K', cb);
}
function clearScreenDown(stream, cb) {
  return write(stream, '\x1b[0J', cb);
}
function cursorTo(stream, x, y, cb) {
  if (typeof y === 'function') { cb = y; y = undefined; }
  return write(stream, typeof y === 'number' ? `\x1b[${y + 1};${x + 1}H` : `\x1b[${x + 1}G`, cb);
}
function moveCursor(stream, dx, dy, cb) {
  let s = '';
  if (dx < 0) s += `\x1b[${-dx}D`; else if (dx > 0) s += `\x1b[${dx}C`;
  if (dy < 0) s += `\x1b[${-dy}A`; else if (dy > 0) s += `\x1b[${dy}B`;
  return write(stream, s, cb);
}

// readline/promises: question() returns a promise.
class PromisesInterface extends Interface {
  question(query, options) {
    return new Promise((resolve, reject) => {
      const signal = options && options.signal;
      if (signal && signal.aborted) {
        const e = new Error('The operation was aborted');
        e.name = 'AbortError';
        e.code = 'ABORT_ERR';
        reject(e);
        return;
      }
      try {
        super.question(query, resolve);
      } catch (e) {
        reject(e);
      }
    });
  }
}

const promises = {
  Interface: PromisesInterface,
  createInterface: (input, output, completer, terminal) => new PromisesInterface(input, output, completer, terminal),
  Readline: class Readline {
    constructor(stream) { this.stream = stream; this.todo = []; }
    clearLine(dir) { this.todo.push(dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K'); return this; }
    clearScreenDown() { this.todo.push('\x1b[0J'); return this; }
    cursorTo(x, y) { this.todo.push(typeof y === 'number' ? `\x1b[${y + 1};${x + 1}H` : `\x1b[${x + 1}G`); return this; }
    moveCursor(dx, dy) { let s = ''; if (dx < 0) s += `\x1b[${-dx}D`; else if (dx > 0) s += `\x1b[${dx}C`; if (dy < 0) s += `\x1b[${-dy}A`; else if (dy > 0) s += `\x1b[${dy}B`; this.todo.push(s); return this; }
    commit() { const s = this.todo.join(''); this.todo = []; return new Promise((r) => write(this.stream, s, () => r())); }
    rollback() { this.todo = []; return this; }
  },
};

module.exports = {
  Interface,
  createInterface,
  clearLine,
  clearScreenDown,
  cursorTo,
  moveCursor,
  emitKeypressEvents: () => {},
  promises,
};
