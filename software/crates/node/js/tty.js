// Node's `tty` module, and the descriptor streams behind process.stdin/stdout/stderr and
// child_process pipes: a Readable that reads an fd when the reactor reports it readable (one
// read(2) per readiness, paused while nobody asks for data), a Writable that writes synchronously
// (as Node does for pipes and files). There are no terminals in this VM version (guest-abi 10:
// isatty is false for every fd), so isTTY is false everywhere and the terminal methods are inert.
'use strict';
const { native, watchFd, Buffer } = internals;

// Emitted when the descriptor reports end of file, whether or not the data was consumed yet.
const kFdEnd = Symbol('fdEnd');
const toBuffer = (u8) => Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);

const isatty = (fd) => Number.isInteger(fd) && fd >= 0 && native.isatty(fd);

// The stream classes, made on first use: the stream module is a large bundle, and
// tty.isatty(fd) alone (as colour libraries call it) should not load it.
let classes = null;
function streams() {
  if (classes !== null) return classes;
  const { Readable, Writable } = require('stream');
  class FdReadable extends Readable {
    constructor(fd, options) {
      super({ highWaterMark: 65536, ...options });
      this.fd = fd;
      this._watcher = null;
      this._isStdio = fd <= 2;
      this._paused = false;
      // An explicitly paused stream does not keep the process alive (as Node's readStop).
      this.on('pause', () => { this._paused = true; if (this._watcher) this._watcher.unref(); });
      this.on('resume', () => { this._paused = false; if (this._watcher) this._watcher.ref(); });
      this.once('end', () => this._stopWatching());
      this.once('close', () => this._stopWatching());
    }
    _read() {
      if (this._watcher === null) {
        this._watcher = watchFd(this.fd, native.POLLIN, () => this._onReadable());
        if (this._paused) this._watcher.unref();
      } else {
        this._watcher.setEvents(native.POLLIN);
      }
    }
    _onReadable() {
      let bytes;
      try {
        bytes = native.readSome(this.fd, 65536);
      } catch (e) {
        if (e.code === 'EAGAIN') return;
        this._stopWatching();
        this.destroy(e);
        return;
      }
      if (bytes.length === 0) {
        this._stopWatching();
        this.fdEnded = true;
        this.push(null);
        this.emit(kFdEnd);
        return;
      }
      // Wait for the next _read (Readable asks again while its buffer is below the high-water mark).
      this._watcher.setEvents(0);
      this.push(toBuffer(bytes));
    }
    _stopWatching() {
      if (this._watcher !== null) {
        this._watcher.close();
        this._watcher = null;
      }
    }
    _destroy(err, cb) {
      this._stopWatching();
      if (!this._isStdio && this._closeFd !== false) native.closeFd(this.fd);
      cb(err);
    }
    ref() { if (this._watcher) this._watcher.ref(); return this; }
    unref() { if (this._watcher) this._watcher.unref(); return this; }
  }

  class FdWritable extends Writable {
    constructor(fd, options) {
      super({ decodeStrings: false, ...options });
      this.fd = fd;
      this._isStdio = fd === 1 || fd === 2;
    }
    _write(chunk, encoding, cb) {
      if (this._isStdio) {
        // native.write ends the program quietly when the reader is gone (EPIPE), as a Node
        // writing to a closed pipe does by default.
        native.write(this.fd, typeof chunk === 'string' && encoding !== 'utf8' && encoding !== 'utf-8' ? Buffer.from(chunk, encoding) : chunk);
        cb();
        return;
      }
      let bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
      try {
        while (bytes.length > 0) {
          const n = native.writeSome(this.fd, bytes);
          bytes = bytes.subarray(n);
        }
      } catch (e) {
        cb(e);
        return;
      }
      cb();
    }
    _destroy(err, cb) {
      if (!this._isStdio && this._closeFd !== false) native.closeFd(this.fd);
      cb(err);
    }
    _final(cb) {
      cb();
    }
  }

  class ReadStream extends FdReadable {
    constructor(fd, options) {
      super(fd, options);
      // Node's stdio over a pipe or file is not a tty stream: isTTY is then absent.
      if (isatty(fd)) this.isTTY = true;
      this.isRaw = false;
    }
    setRawMode(mode) { this.isRaw = !!mode; return this; }
  }

  class WriteStream extends FdWritable {
    constructor(fd, options) {
      super(fd, options);
      if (isatty(fd)) {
        this.isTTY = true;
        this.columns = Number(process.env.COLUMNS) || 80;
        this.rows = Number(process.env.LINES) || 24;
      }
    }
    getColorDepth() { return 1; }
    hasColors(count = 16) { return count <= 2 && false; }
    getWindowSize() { return [this.columns || 80, this.rows || 24]; }
    clearLine(dir, cb) { this.write(dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K', cb); return true; }
    clearScreenDown(cb) { this.write('\x1b[0J', cb); return true; }
    cursorTo(x, y, cb) {
      if (typeof y === 'function') { cb = y; y = undefined; }
      this.write(typeof y === 'number' ? `\x1b[${y + 1};${x + 1}H` : `\x1b[${x + 1}G`, cb);
      return true;
    }
    moveCursor(dx, dy, cb) {
      let s = '';
      if (dx < 0) s += `\x1b[${-dx}D`; else if (dx > 0) s += `\x1b[${dx}C`;
      if (dy < 0) s += `\x1b[${-dy}A`; else if (dy > 0) s += `\x1b[${dy}B`;
      this.write(s, cb);
      return true;
    }
  }
  classes = { FdReadable, FdWritable, kFdEnd, ReadStream, WriteStream };
  return classes;
}

module.exports = { isatty };
for (const name of ['ReadStream', 'WriteStream']) {
  Object.defineProperty(module.exports, name, { get: () => streams()[name], enumerable: true, configurable: true });
}
// For child_process and process.stdin/stdout/stderr (not part of Node's tty API).
Object.defineProperty(module.exports, '_fdStreams', { get: streams, enumerable: false });
