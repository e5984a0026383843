// A minimal `tty` for packages that only ask whether a descriptor is a terminal (chalk's
// supports-color, debug): isatty over isatty(3); the stream classes are not terminals here.
'use strict';
class ReadStream {
  constructor(fd) { this.fd = fd; this.isTTY = true; this.isRaw = false; }
  setRawMode(mode) { this.isRaw = !!mode; return this; }
}
class WriteStream {
  constructor(fd) { this.fd = fd; this.isTTY = true; this.columns = 80; this.rows = 24; }
  getColorDepth() { return 8; }
  hasColors(count = 16) { return count <= 256; }
  getWindowSize() { return [this.columns, this.rows]; }
}
module.exports = {
  isatty: (fd) => Number.isInteger(fd) && fd >= 0 && internals.native.isatty(fd),
  ReadStream,
  WriteStream,
};
