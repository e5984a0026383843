// Node's `fs` over the kernel (natives in src/native.rs and src/fs.rs: WASI calls into our
// kernel, permission bits through host_fs): the sync API, the callback API and fs.promises over
// the same sync natives (files on our kernel do not block the loop for long; callbacks and
// promise settlements run on a later loop turn, as Node's thread pool would), descriptors,
// read/write streams, Stats, Dirent, Dir. fs.watch/watchFile fail with ERR_FEATURE_UNAVAILABLE.
'use strict';
const path = require('path');
const { native, Buffer, inspect } = internals;

const constants = Object.freeze({
  UV_FS_SYMLINK_DIR: 1, UV_FS_SYMLINK_JUNCTION: 2, O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2,
  UV_DIRENT_UNKNOWN: 0, UV_DIRENT_FILE: 1, UV_DIRENT_DIR: 2, UV_DIRENT_LINK: 3, UV_DIRENT_FIFO: 4,
  UV_DIRENT_SOCKET: 5, UV_DIRENT_CHAR: 6, UV_DIRENT_BLOCK: 7, EXTENSIONLESS_FORMAT_JAVASCRIPT: 0,
  EXTENSIONLESS_FORMAT_WASM: 1, S_IFMT: 0o170000, S_IFREG: 0o100000, S_IFDIR: 0o40000,
  S_IFCHR: 0o20000, S_IFBLK: 0o60000, S_IFIFO: 0o10000, S_IFLNK: 0o120000, S_IFSOCK: 0o140000,
  O_CREAT: 0o100, O_EXCL: 0o200, UV_FS_O_FILEMAP: 0, O_NOCTTY: 0o400, O_TRUNC: 0o1000,
  O_APPEND: 0o2000, O_DIRECTORY: 0o200000, O_NOATIME: 0o1000000, O_NOFOLLOW: 0o400000,
  O_SYNC: 0o4010000, O_DSYNC: 0o10000, O_DIRECT: 0o40000, O_NONBLOCK: 0o4000, S_IRWXU: 0o700,
  S_IRUSR: 0o400, S_IWUSR: 0o200, S_IXUSR: 0o100, S_IRWXG: 0o70, S_IRGRP: 0o40, S_IWGRP: 0o20,
  S_IXGRP: 0o10, S_IRWXO: 0o7, S_IROTH: 0o4, S_IWOTH: 0o2, S_IXOTH: 0o1, F_OK: 0, R_OK: 4,
  W_OK: 2, X_OK: 1, UV_FS_COPYFILE_EXCL: 1, COPYFILE_EXCL: 1, UV_FS_COPYFILE_FICLONE: 2,
  COPYFILE_FICLONE: 2, UV_FS_COPYFILE_FICLONE_FORCE: 4, COPYFILE_FICLONE_FORCE: 4,
});

// ---------------------------------------------------------------------------------------------
// Arguments and errors.

function typeError(code, message) {
  const e = new TypeError(message);
  e.code = code;
  return e;
}
const received = (v) => (v === undefined ? 'undefined' : v === null ? 'null' : typeof v === 'function' ? `function ${v.name}` : typeof v === 'object' ? `an instance of ${(v.constructor && v.constructor.name) || 'Object'}` : `type ${typeof v} (${inspect(v)})`);
function pathArg(p, name = 'path') {
  if (typeof p === 'string') {
    if (p.includes('\u0000')) throw typeError('ERR_INVALID_ARG_VALUE', `The argument '${name}' must be a string, Uint8Array, or URL without null bytes. Received ${inspect(p)}`);
    return p;
  }
  if (p instanceof Uint8Array) return Buffer.from(p.buffer, p.byteOffset, p.byteLength).toString();
  if (p && typeof p === 'object' && typeof p.href === 'string' && typeof p.protocol === 'string') {
    if (p.protocol !== 'file:') throw typeError('ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
    return decodeURIComponent(p.pathname);
  }
  throw typeError('ERR_INVALID_ARG_TYPE', `The "${name}" argument must be of type string or an instance of Buffer or URL. Received ${received(p)}`);
}
function fdArg(fd) {
  if (!Number.isInteger(fd)) throw typeError('ERR_INVALID_ARG_TYPE', `The "fd" argument must be of type number. Received ${received(fd)}`);
  if (fd < 0 || fd > 2147483647) {
    const e = new RangeError(`The value of "fd" is out of range. It must be >= 0 && <= 2147483647. Received ${fd}`);
    e.code = 'ERR_OUT_OF_RANGE';
    throw e;
  }
  return fd;
}
function cbArg(cb) {
  if (typeof cb !== 'function') throw typeError('ERR_INVALID_ARG_TYPE', `The "cb" argument must be of type function. Received ${received(cb)}`);
  return cb;
}
const encodingOf = (options, fallback = null) => (typeof options === 'string' ? options : options && options.encoding ? options.encoding : fallback);
const u8 = (b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
const toBuffer = (a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
function bytesOf(data, encoding) {
  if (ArrayBuffer.isView(data)) return u8(data);
  if (typeof data !== 'string') throw typeError('ERR_INVALID_ARG_TYPE', `The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ${received(data)}`);
  if (!encoding || /^utf-?8$/i.test(encoding)) return data;
  return u8(Buffer.from(data, encoding));
}
function decodeOut(buf, encoding) {
  if (!encoding || encoding === 'buffer') return buf;
  return buf.toString(encoding);
}
/** Rewrites a native error for the syscall Node reports (`copyfile 'a' -> 'b'`, …). */
function reword(e, syscall, p, dest) {
  if (!e || typeof e.code !== 'string' || typeof e.message !== 'string') return e;
  const m = /^([A-Z0-9]+): ([^,]*)/.exec(e.message);
  if (!m) return e;
  e.message = `${m[1]}: ${m[2]}, ${syscall}${p !== undefined ? ` '${p}'` : ''}${dest !== undefined ? ` -> '${dest}'` : ''}`;
  e.syscall = syscall;
  if (p !== undefined) e.path = p; else delete e.path;
  if (dest !== undefined) e.dest = dest;
  return e;
}
const errnos = { ENOENT: [-2, 'no such file or directory'], EEXIST: [-17, 'file already exists'], EISDIR: [-21, 'illegal operation on a directory'], ENOTDIR: [-20, 'not a directory'], ENOTEMPTY: [-39, 'directory not empty'], EACCES: [-13, 'permission denied'], ELOOP: [-40, 'too many symbolic links encountered'], EINVAL: [-22, 'invalid argument'], EBADF: [-9, 'bad file descriptor'] };
function uvError(code, syscall, p, dest) {
  const [errno, text] = errnos[code];
  const e = new Error(`${code}: ${text}, ${syscall}${p !== undefined ? ` '${p}'` : ''}${dest !== undefined ? ` -> '${dest}'` : ''}`);
  e.errno = errno;
  e.code = code;
  e.syscall = syscall;
  if (p !== undefined) e.path = p;
  if (dest !== undefined) e.dest = dest;
  return e;
}

// ---------------------------------------------------------------------------------------------
// Stats and Dirent.

const kindMode = [0, 0o100000, 0o40000, 0o120000, 0o20000, 0o60000, 0o140000, 0o10000];
const kindPerm = [0, 0o644, 0o755, 0o777, 0o666, 0o660, 0o755, 0o644];
class StatsBase {
  isFile() { return (this.mode & 0o170000) === 0o100000; }
  isDirectory() { return (this.mode & 0o170000) === 0o40000; }
  isSymbolicLink() { return (this.mode & 0o170000) === 0o120000; }
  isCharacterDevice() { return (this.mode & 0o170000) === 0o20000; }
  isBlockDevice() { return (this.mode & 0o170000) === 0o60000; }
  isFIFO() { return (this.mode & 0o170000) === 0o10000; }
  isSocket() { return (this.mode & 0o170000) === 0o140000; }
}
class Stats extends StatsBase {
  constructor(v) {
    super();
    const [kind, size, atimeMs, mtimeMs, ctimeMs, birthtimeMs, mode, ino, nlink, dev, uid, gid] = v;
    this.dev = dev;
    // A mode from host_fs carries the real type (a FIFO, a socket); else the kind's defaults.
    this.mode = mode !== 0 ? mode : kindMode[kind] | kindPerm[kind];
    this.nlink = nlink;
    this.uid = uid;
    this.gid = gid;
    this.rdev = 0;
    this.blksize = 4096;
    this.ino = ino;
    this.size = size;
    this.blocks = Math.ceil(size / 512);
    this.atimeMs = atimeMs;
    this.mtimeMs = mtimeMs;
    this.ctimeMs = ctimeMs;
    this.birthtimeMs = birthtimeMs;
    this.atime = new Date(atimeMs);
    this.mtime = new Date(mtimeMs);
    this.ctime = new Date(ctimeMs);
    this.birthtime = new Date(birthtimeMs);
  }
}
function bigintStats(s) {
  const b = Object.create(BigIntStats.prototype);
  for (const k of ['dev', 'mode', 'nlink', 'uid', 'gid', 'rdev', 'blksize', 'ino', 'size', 'blocks']) b[k] = BigInt(s[k]);
  for (const t of ['atime', 'mtime', 'ctime', 'birthtime']) {
    b[`${t}Ms`] = BigInt(Math.floor(s[`${t}Ms`]));
    b[`${t}Ns`] = BigInt(Math.floor(s[`${t}Ms`])) * 1000000n;
    b[t] = s[t];
  }
  return b;
}
class BigIntStats extends StatsBase {
  isFile() { return (this.mode & 0o170000n) === 0o100000n; }
  isDirectory() { return (this.mode & 0o170000n) === 0o40000n; }
  isSymbolicLink() { return (this.mode & 0o170000n) === 0o120000n; }
  isCharacterDevice() { return (this.mode & 0o170000n) === 0o20000n; }
  isBlockDevice() { return (this.mode & 0o170000n) === 0o60000n; }
  isFIFO() { return (this.mode & 0o170000n) === 0o10000n; }
  isSocket() { return (this.mode & 0o170000n) === 0o140000n; }
}
const statsOut = (v, options) => {
  const s = new Stats(v);
  return options && options.bigint ? bigintStats(s) : s;
};

const kDirentKind = Symbol('type');
class Dirent {
  constructor(name, kind, parentPath) {
    this.name = name;
    this.parentPath = parentPath;
    this.path = parentPath;
    this[kDirentKind] = kind;
  }
  isFile() { return this[kDirentKind] === 1; }
  isDirectory() { return this[kDirentKind] === 2; }
  isSymbolicLink() { return this[kDirentKind] === 3; }
  isCharacterDevice() { return this[kDirentKind] === 4; }
  isBlockDevice() { return this[kDirentKind] === 5; }
  isSocket() { return this[kDirentKind] === 6; }
  isFIFO() { return this[kDirentKind] === 7; }
}

// ---------------------------------------------------------------------------------------------
// The sync API.

function flagsOf(flags, fallback = 'r') {
  if (flags === undefined || flags === null) flags = fallback;
  if (typeof flags === 'number') return flags;
  const C = constants;
  switch (flags) {
    case 'r': return C.O_RDONLY;
    case 'rs': case 'sr': return C.O_RDONLY | C.O_SYNC;
    case 'r+': return C.O_RDWR;
    case 'rs+': case 'sr+': return C.O_RDWR | C.O_SYNC;
    case 'w': return C.O_TRUNC | C.O_CREAT | C.O_WRONLY;
    case 'wx': case 'xw': return C.O_TRUNC | C.O_CREAT | C.O_WRONLY | C.O_EXCL;
    case 'w+': return C.O_TRUNC | C.O_CREAT | C.O_RDWR;
    case 'wx+': case 'xw+': return C.O_TRUNC | C.O_CREAT | C.O_RDWR | C.O_EXCL;
    case 'a': return C.O_APPEND | C.O_CREAT | C.O_WRONLY;
    case 'ax': case 'xa': return C.O_APPEND | C.O_CREAT | C.O_WRONLY | C.O_EXCL;
    case 'as': case 'sa': return C.O_APPEND | C.O_CREAT | C.O_WRONLY | C.O_SYNC;
    case 'a+': return C.O_APPEND | C.O_CREAT | C.O_RDWR;
    case 'ax+': case 'xa+': return C.O_APPEND | C.O_CREAT | C.O_RDWR | C.O_EXCL;
    case 'as+': case 'sa+': return C.O_APPEND | C.O_CREAT | C.O_RDWR | C.O_SYNC;
    default: throw typeError('ERR_INVALID_ARG_VALUE', `The argument 'flags' is invalid. Received ${inspect(flags)}`);
  }
}
const modeOf = (mode, fallback) => (mode === undefined || mode === null ? fallback : typeof mode === 'string' ? parseInt(mode, 8) : mode);

function openSync(p, flags, mode) {
  const file = pathArg(p);
  const f = flagsOf(flags);
  if (f & constants.O_DIRECTORY || (f & 3) === 0) {
    // A directory opened read-only is a descriptor for fstat (Node allows it); WASI opens it too.
  }
  return native.fsOpen(file, f, modeOf(mode, 0o666));
}
function closeSync(fd) { native.fsClose(fdArg(fd)); }
function readSync(fd, buffer, offsetOrOptions, length, position) {
  fdArg(fd);
  if (!ArrayBuffer.isView(buffer)) throw typeError('ERR_INVALID_ARG_TYPE', `The "buffer" argument must be an instance of Buffer, TypedArray, or DataView. Received ${received(buffer)}`);
  let offset = offsetOrOptions;
  if (offsetOrOptions && typeof offsetOrOptions === 'object') ({ offset = 0, length = buffer.byteLength - offset, position = null } = offsetOrOptions);
  if (offset === undefined || offset === null) offset = 0;
  if (length === undefined || length === null) length = buffer.byteLength - offset;
  if (length === 0) return 0;
  const pos = typeof position === 'bigint' ? Number(position) : typeof position === 'number' && position >= 0 ? position : -1;
  const data = native.fsRead(fd, length, pos);
  new Uint8Array(buffer.buffer, buffer.byteOffset + offset, data.length).set(data);
  return data.length;
}
function writeSync(fd, data, offsetOrPosition, lengthOrEncoding, position) {
  fdArg(fd);
  if (typeof data === 'string') {
    const pos = typeof offsetOrPosition === 'number' ? offsetOrPosition : -1;
    const bytes = u8(Buffer.from(data, typeof lengthOrEncoding === 'string' ? lengthOrEncoding : 'utf8'));
    return native.fsWrite(fd, bytes, pos);
  }
  if (!ArrayBuffer.isView(data)) throw typeError('ERR_INVALID_ARG_TYPE', `The "buffer" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ${received(data)}`);
  let offset = offsetOrPosition;
  let length = lengthOrEncoding;
  if (offset && typeof offset === 'object') ({ offset = 0, length = data.byteLength - offset, position = null } = offset);
  if (offset === undefined || offset === null) offset = 0;
  if (length === undefined || length === null) length = data.byteLength - offset;
  const bytes = new Uint8Array(data.buffer, data.byteOffset + offset, length);
  return native.fsWrite(fd, bytes, typeof position === 'number' && position >= 0 ? position : -1);
}
// Vectored I/O: the buffers in order, each by readSync/writeSync; a short read ends it.
function writevSync(fd, buffers, position) {
  fdArg(fd);
  const at = typeof position === 'number' && position >= 0 ? position : null;
  let total = 0;
  for (const b of buffers) {
    for (let off = 0; off < b.byteLength;) {
      const n = writeSync(fd, b, off, b.byteLength - off, at === null ? null : at + total);
      if (n <= 0) return total;
      off += n;
      total += n;
    }
  }
  return total;
}
function readvSync(fd, buffers, position) {
  fdArg(fd);
  const at = typeof position === 'number' && position >= 0 ? position : null;
  let total = 0;
  for (const b of buffers) {
    const n = readSync(fd, b, 0, b.byteLength, at === null ? null : at + total);
    total += n;
    if (n < b.byteLength) break;
  }
  return total;
}
function readAllFd(fd) {
  const chunks = [];
  let total = 0;
  for (;;) {
    const c = native.fsRead(fd, 65536, -1);
    if (c.length === 0) break;
    chunks.push(c);
    total += c.length;
  }
  return Buffer.concat(chunks.map(toBuffer), total);
}
function readFileSync(p, options) {
  const encoding = encodingOf(options);
  let buf;
  if (typeof p === 'number') {
    if (p !== 0) native.fsFstat(fdArg(p));
    buf = p === 0 ? toBuffer(native.readFile(0, false)) : readAllFd(p);
  } else {
    const file = pathArg(p);
    const flag = options && typeof options === 'object' && options.flag;
    if (flag && flag !== 'r') {
      const fd = openSync(file, flag);
      try { buf = readAllFd(fd); } finally { closeSync(fd); }
    } else {
      try {
        if (!encoding || encoding === 'buffer') return toBuffer(native.readFile(file, false));
        if (/^utf-?8$/i.test(encoding)) return native.readFile(file, true);
        buf = toBuffer(native.readFile(file, false));
      } catch (e) {
        // Node opens a directory, then fails reading it.
        throw e.code === 'EISDIR' ? reword(e, 'read') : e;
      }
    }
  }
  if (encoding && !Buffer.isEncoding(encoding)) throw typeError('ERR_INVALID_ARG_VALUE', `The argument 'encoding' is invalid encoding. Received '${encoding}'`);
  return decodeOut(buf, encoding);
}
function writeFileSync(p, data, options) {
  const encoding = encodingOf(options, 'utf8');
  const flag = (options && typeof options === 'object' && options.flag) || 'w';
  const mode = options && typeof options === 'object' ? options.mode : undefined;
  if (typeof data !== 'string' && !ArrayBuffer.isView(data)) {
    throw typeError('ERR_INVALID_ARG_TYPE', `The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ${received(data)}`);
  }
  const bytes = bytesOf(data, encoding);
  if (typeof p === 'number') {
    native.fsWrite(fdArg(p), bytes, -1);
    return;
  }
  const file = pathArg(p);
  if ((flag === 'w' || flag === 'a') && mode === undefined) {
    native.writeFile(file, bytes, flag === 'a');
    return;
  }
  const fd = openSync(file, flag, mode);
  try { native.fsWrite(fd, bytes, -1); } finally { closeSync(fd); }
}
function appendFileSync(p, data, options) {
  const o = typeof options === 'string' ? { encoding: options } : { ...(options || {}) };
  if (!o.flag) o.flag = 'a';
  writeFileSync(p, data, o);
}
function existsSync(p) {
  try { return native.exists(pathArg(p)); } catch { return false; }
}
function accessSync(p, mode = constants.F_OK) {
  const file = pathArg(p);
  let st;
  try {
    st = new Stats(native.fsStat(file, true));
  } catch (e) {
    throw reword(e, 'access', file);
  }
  if (mode & constants.X_OK && !st.isDirectory() && (st.mode & 0o111) === 0) throw uvError('EACCES', 'access', file);
}
function statSync(p, options) {
  const file = pathArg(p);
  try {
    return statsOut(native.fsStat(file, true), options);
  } catch (e) {
    if (options && options.throwIfNoEntry === false && e.code === 'ENOENT') return undefined;
    throw e;
  }
}
function lstatSync(p, options) {
  const file = pathArg(p);
  try {
    return statsOut(native.fsStat(file, false), options);
  } catch (e) {
    if (options && options.throwIfNoEntry === false && e.code === 'ENOENT') return undefined;
    throw e;
  }
}
const fstatSync = (fd, options) => statsOut(native.fsFstat(fdArg(fd)), options);
function readdirSync(p, options) {
  const dir = pathArg(p);
  const withFileTypes = !!(options && typeof options === 'object' && options.withFileTypes);
  const recursive = !!(options && typeof options === 'object' && options.recursive);
  const encoding = encodingOf(options, 'utf8');
  const name = (n) => (encoding === 'buffer' ? Buffer.from(n) : n);
  if (!recursive) {
    const entries = native.readdir(dir);
    return entries.map(([n, kind]) => (withFileTypes ? new Dirent(name(n), kind, dir) : name(n)));
  }
  // Node's order: breadth first, each directory's entries sorted.
  const out = [];
  const queue = [dir];
  for (let i = 0; i < queue.length; i++) {
    const d = queue[i];
    for (const [n, kind] of native.readdir(d)) {
      const full = path.join(d, n);
      if (withFileTypes) {
        out.push(new Dirent(name(n), kind, d));
        if (kind === 2) queue.push(full);
      } else {
        out.push(name(path.relative(dir, full)));
        let isDir = kind === 2;
        if (kind === 3) { try { isDir = native.fsStat(full, true)[0] === 2; } catch { isDir = false; } }
        if (isDir) queue.push(full);
      }
    }
  }
  return out;
}
function mkdirSync(p, options) {
  const dir = pathArg(p);
  const recursive = !!(options && typeof options === 'object' && options.recursive);
  const mode = options && typeof options === 'object' ? options.mode : typeof options === 'number' ? options : undefined;
  if (!recursive) {
    native.mkdir(dir, false);
    if (mode !== undefined) try { native.fsChmod(dir, modeOf(mode, 0o777) & ~0o022); } catch {}
    return undefined;
  }
  let first;
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (native.exists(d)) break;
    first = d;
    if (d === '/') break;
  }
  native.mkdir(dir, true);
  return first;
}
function mkdtempSync(prefix, options) {
  if (typeof prefix !== 'string') throw typeError('ERR_INVALID_ARG_TYPE', `The "prefix" argument must be of type string. Received ${received(prefix)}`);
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  for (let attempt = 0; ; attempt++) {
    let suffix = '';
    for (let i = 0; i < 6; i++) suffix += chars[Math.floor(Math.random() * chars.length)];
    const dir = prefix + suffix;
    try {
      native.mkdir(dir, false);
      return encodingOf(options) === 'buffer' ? Buffer.from(dir) : dir;
    } catch (e) {
      if (e.code !== 'EEXIST' || attempt > 100) throw reword(e, 'mkdtemp', `${prefix}XXXXXX`);
    }
  }
}
const unlinkSync = (p) => native.unlink(pathArg(p));
function rmdirSync(p, options) {
  const dir = pathArg(p);
  if (options && options.recursive) return rmSync(dir, { recursive: true, force: false });
  native.rmdir(dir, false);
}
function rmSync(p, options) {
  const target = pathArg(p);
  const recursive = !!(options && options.recursive);
  const force = !!(options && options.force);
  let st;
  try {
    st = new Stats(native.fsStat(target, false));
  } catch (e) {
    if (force && e.code === 'ENOENT') return;
    throw e;
  }
  if (st.isDirectory()) {
    if (!recursive) {
      const e = new Error(`Path is a directory: rm returned EISDIR (is a directory) ${target}`);
      e.code = 'ERR_FS_EISDIR';
      e.name = 'SystemError';
      e.errno = 21;
      e.syscall = 'rm';
      e.path = target;
      throw e;
    }
    for (const [n] of native.readdir(target)) rmSync(path.join(target, n), { recursive: true, force });
    native.rmdir(target, false);
  } else {
    native.unlink(target);
  }
}
const renameSync = (a, b) => native.rename(pathArg(a, 'oldPath'), pathArg(b, 'newPath'));
function copyFileSync(a, b, mode = 0) {
  const src = pathArg(a, 'src');
  const dest = pathArg(b, 'dest');
  let data;
  try {
    const st = new Stats(native.fsStat(src, true));
    if (st.isDirectory()) throw uvError('EISDIR', 'copyfile', src, dest);
    data = native.readFile(src, false);
    if (mode & constants.COPYFILE_EXCL && native.exists(dest)) throw uvError('EEXIST', 'copyfile', src, dest);
    native.writeFile(dest, data, false);
    try { native.fsChmod(dest, st.mode & 0o7777); } catch {}
  } catch (e) {
    throw reword(e, 'copyfile', src, dest);
  }
}
function cpSync(a, b, options = {}) {
  const src = pathArg(a, 'src');
  const dest = pathArg(b, 'dest');
  const force = options.force !== false;
  const st = new Stats(native.fsStat(src, !options.verbatimSymlinks && options.dereference === true));
  if (typeof options.filter === 'function' && !options.filter(src, dest)) return;
  if (st.isDirectory()) {
    if (!options.recursive) {
      const e = new Error(`Recursive option not enabled, cannot copy a directory: ${src.endsWith('/') ? src : `${src}/`}`);
      e.code = 'ERR_FS_EISDIR';
      e.name = 'SystemError';
      throw e;
    }
    if (path.resolve(dest).startsWith(path.resolve(src) + '/')) {
      const e = new Error(`Cannot copy ${src} to a subdirectory of self ${dest}`);
      e.code = 'ERR_FS_CP_EINVAL';
      e.name = 'SystemError';
      throw e;
    }
    if (!native.exists(dest)) native.mkdir(dest, true);
    for (const [n] of native.readdir(src)) cpSync(path.join(src, n), path.join(dest, n), options);
    return;
  }
  if (st.isSymbolicLink()) {
    const target = native.fsReadlink(src);
    if (native.exists(dest) || lstatSync(dest, { throwIfNoEntry: false })) {
      if (!force) return;
      native.unlink(dest);
    }
    native.fsSymlink(target, dest);
    return;
  }
  if (native.exists(dest)) {
    if (options.errorOnExist && !force) {
      const e = new Error(`Target already exists: cp returned EEXIST (${dest} already exists)`);
      e.code = 'ERR_FS_CP_EEXIST';
      e.name = 'SystemError';
      throw e;
    }
    if (!force) return;
  }
  copyFileSync(src, dest);
  if (options.preserveTimestamps) native.fsUtimes(dest, st.atimeMs / 1000, st.mtimeMs / 1000, true);
}
function realpathSync(p, options) {
  const input = pathArg(p);
  const parts = path.resolve(input).split('/').filter(Boolean);
  let resolved = '/';
  let links = 0;
  while (parts.length > 0) {
    const part = parts.shift();
    const next = path.join(resolved, part);
    let st;
    try {
      st = native.fsStat(next, false);
    } catch (e) {
      throw reword(e, 'lstat', next);
    }
    if (st[0] === 3) {
      if (++links > 40) throw uvError('ELOOP', 'realpath', input);
      const target = native.fsReadlink(next);
      parts.unshift(...target.split('/').filter(Boolean));
      if (target.startsWith('/')) resolved = '/';
    } else {
      resolved = next;
    }
  }
  return encodingOf(options) === 'buffer' ? Buffer.from(resolved) : resolved;
}
realpathSync.native = (p, options) => {
  try {
    return realpathSync(p, options);
  } catch (e) {
    throw reword(e, 'realpath', pathArg(p));
  }
};
const readlinkSync = (p, options) => {
  const r = native.fsReadlink(pathArg(p));
  return encodingOf(options) === 'buffer' ? Buffer.from(r) : r;
};
const symlinkSync = (target, p) => native.fsSymlink(pathArg(target, 'target'), pathArg(p));
const linkSync = (a, b) => native.fsLink(pathArg(a, 'existingPath'), pathArg(b, 'newPath'));
const chmodSync = (p, mode) => native.fsChmod(pathArg(p), modeOf(mode));
const fchmodSync = (fd, mode) => { fdArg(fd); };
const lchmodSync = undefined;
const chownSync = (p) => { pathArg(p); statSync(p); };
const lchownSync = (p) => { pathArg(p); lstatSync(p); };
const fchownSync = (fd) => { fstatSync(fd); };
const timeOf = (t) => (t instanceof Date ? t.getTime() / 1000 : typeof t === 'string' ? Number(t) : t);
const utimesSync = (p, atime, mtime) => native.fsUtimes(pathArg(p), timeOf(atime), timeOf(mtime), true);
const lutimesSync = (p, atime, mtime) => native.fsUtimes(pathArg(p), timeOf(atime), timeOf(mtime), false);
const futimesSync = (fd, atime, mtime) => native.fsFutimes(fdArg(fd), timeOf(atime), timeOf(mtime));
const ftruncateSync = (fd, len = 0) => native.fsFtruncate(fdArg(fd), len);
function truncateSync(p, len = 0) {
  if (typeof p === 'number') return ftruncateSync(p, len);
  const fd = openSync(p, 'r+');
  try { ftruncateSync(fd, len); } finally { closeSync(fd); }
}
const fsyncSync = (fd) => native.fsFsync(fdArg(fd));
const fdatasyncSync = fsyncSync;

class Dir {
  constructor(p, options) {
    this.path = p;
    this._entries = native.readdir(p).map(([n, kind]) => new Dirent(n, kind, p));
    this._closed = false;
    this._recursive = !!(options && options.recursive);
  }
  readSync() {
    if (this._closed) throw closedDir();
    const d = this._entries.shift();
    if (d && this._recursive && d.isDirectory()) {
      const full = path.join(d.parentPath, d.name);
      this._entries.push(...native.readdir(full).map(([n, kind]) => new Dirent(n, kind, full)));
    }
    return d || null;
  }
  read(cb) {
    if (typeof cb === 'function') {
      later(() => { let r; try { r = this.readSync(); } catch (e) { cb(e); return; } cb(null, r); });
      return undefined;
    }
    return promised(() => this.readSync());
  }
  closeSync() {
    if (this._closed) throw closedDir();
    this._closed = true;
  }
  close(cb) {
    if (typeof cb === 'function') {
      later(() => { try { this.closeSync(); } catch (e) { cb(e); return; } cb(null); });
      return undefined;
    }
    return promised(() => this.closeSync());
  }
  async *entries() {
    try {
      for (let d = this.readSync(); d !== null; d = this.readSync()) yield d;
    } finally {
      if (!this._closed) this._closed = true;
    }
  }
  [Symbol.asyncIterator]() { return this.entries(); }
}
function closedDir() {
  const e = new Error('Directory handle was closed');
  e.code = 'ERR_DIR_CLOSED';
  return e;
}
const opendirSync = (p, options) => new Dir(pathArg(p), options);

function unavailable(name) {
  return () => {
    const e = new Error(`fs.${name} is not available in agentOS node (the VM's file systems report no change events); poll with fs.stat instead`);
    e.code = 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM';
    throw e;
  };
}

// ---------------------------------------------------------------------------------------------
// The callback API and fs.promises: the sync call on a later loop turn.

const later = (fn) => setImmediate(fn);
const promised = (fn) => new Promise((resolve, reject) => later(() => {
  let r;
  try { r = fn(); } catch (e) { reject(e); return; }
  resolve(r);
}));
function callbackify(sync, name) {
  return function (...args) {
    const cb = cbArg(args.pop());
    later(() => {
      let r;
      try { r = sync(...args); } catch (e) { cb(e); return; }
      cb(null, r);
    });
  };
}

// fs.globSync/glob/promises.glob (Node 22): minimatch with the options Node's own glob passes it
// (no dot files for `*`, no negation or comments), a walk from cwd (or / for an absolute pattern)
// that only enters directories a pattern can still match, symlinked directories not followed.
// Results are relative to cwd for relative patterns; `exclude` is a function or a pattern list.
function globSync(pattern, options = {}) {
  const { Minimatch } = internals.shared('minimatch');
  const mmOptions = { nonegate: true, nocomment: true, optimizationLevel: 2, windowsPathsNoEscape: true, platform: 'linux' };
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  for (const p of patterns) {
    if (typeof p !== 'string') {
      const e = new TypeError(`The "pattern" argument must be of type string or an instance of Array. Received ${inspect(p)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
  }
  const cwd = options.cwd === undefined ? process.cwd() : path.resolve(String(options.cwd instanceof URL ? options.cwd.pathname : options.cwd));
  const excludeFn = typeof options.exclude === 'function' ? options.exclude : null;
  const excludeMm = Array.isArray(options.exclude) ? options.exclude.map((p) => new Minimatch(p, mmOptions)) : [];
  const results = new Map();
  for (const p of patterns) {
    const mm = new Minimatch(p, mmOptions);
    const absolute = path.isAbsolute(p);
    const root = absolute ? '/' : cwd;
    const shown = (rel) => (absolute ? path.join('/', rel) : rel);
    const excluded = (name, dirent) => (excludeFn !== null && excludeFn(options.withFileTypes ? dirent : name))
      || excludeMm.some((x) => x.match(name));
    const visit = (rel) => {
      let entries;
      try {
        entries = readdirSync(path.join(root, rel), { withFileTypes: true });
      } catch {
        return;
      }
      for (const d of entries) {
        const child = rel === '' ? d.name : `${rel}/${d.name}`;
        const name = shown(child);
        if (excluded(name, d)) continue;
        if (mm.match(name) && !results.has(name)) results.set(name, d);
        if (d.isDirectory() && mm.match(name, true)) visit(child);
      }
    };
    // The root itself: `**` (and `.`) match it, as Node lists `.` (not with withFileTypes here).
    if (!options.withFileTypes && (mm.match('') || mm.match('.')) && !results.has(shown('.'))) results.set(shown('.'), null);
    visit('');
  }
  if (options.withFileTypes) return [...results.values()];
  return [...results.keys()];
}

const sync = {
  globSync, openSync, closeSync, readSync, writeSync, readFileSync, writeFileSync, appendFileSync, existsSync,
  accessSync, statSync, lstatSync, fstatSync, readdirSync, mkdirSync, mkdtempSync, unlinkSync,
  rmdirSync, rmSync, renameSync, copyFileSync, cpSync, realpathSync, readlinkSync, symlinkSync,
  linkSync, chmodSync, fchmodSync, chownSync, lchownSync, fchownSync, utimesSync, lutimesSync,
  futimesSync, ftruncateSync, truncateSync, fsyncSync, fdatasyncSync, opendirSync,
};

const fs = { constants, Stats, Dirent, Dir, ...sync };
fs.F_OK = 0; fs.R_OK = 4; fs.W_OK = 2; fs.X_OK = 1;
for (const [name, fn] of Object.entries(sync)) {
  const base = name.slice(0, -4);
  if (base === 'exists' || base === 'read' || base === 'write') continue;
  fs[base] = callbackify(fn, base);
}
fs.realpath.native = callbackify(realpathSync.native, 'realpath');
fs.exists = (p, cb) => { const r = existsSync(p); cbArg(cb); later(() => cb(r)); };
fs.read = function (fd, buffer, offset, length, position, cb) {
  const args = [...arguments];
  cb = cbArg(args.pop());
  if (args.length === 1 || (args.length === 2 && !ArrayBuffer.isView(args[1]))) {
    const o = args[1] || {};
    args[1] = o.buffer || Buffer.alloc(16384);
    args[2] = o;
  }
  later(() => {
    let n;
    try { n = readSync(...args); } catch (e) { cb(e); return; }
    cb(null, n, args[1]);
  });
};
fs.write = function (fd, data, ...rest) {
  const cb = cbArg(rest.pop());
  later(() => {
    let n;
    try { n = writeSync(fd, data, ...rest); } catch (e) { cb(e); return; }
    cb(null, n, data);
  });
};
for (const [name, sync] of [['writev', writevSync], ['readv', readvSync]]) {
  fs[`${name}Sync`] = sync;
  fs[name] = function (fd, buffers, position, cb) {
    cb = cbArg(typeof position === 'function' ? position : cb);
    later(() => {
      let n;
      try { n = sync(fd, buffers, typeof position === 'function' ? null : position); } catch (e) { cb(e); return; }
      cb(null, n, buffers);
    });
  };
}
fs.watch = unavailable('watch');
fs.watchFile = unavailable('watchFile');
fs.unwatchFile = () => {};

// Read and write streams: the stream module (a large bundle) is loaded when one is first made.
let streamClasses = null;
function streams() {
  if (streamClasses !== null) return streamClasses;
  const { Readable, Writable } = require('stream');
  class ReadStream extends Readable {
    constructor(p, options) {
      options = typeof options === 'string' ? { encoding: options } : options || {};
      super({ highWaterMark: options.highWaterMark || 65536, encoding: options.encoding, signal: options.signal });
      this.path = options.fd === undefined || options.fd === null ? pathArg(p) : undefined;
      this.fd = options.fd === undefined ? null : typeof options.fd === 'object' ? options.fd.fd : options.fd;
      this.flags = options.flags || 'r';
      this.mode = options.mode || 0o666;
      this.start = options.start;
      this.end = options.end === undefined ? Infinity : options.end;
      this.pos = this.start;
      this.bytesRead = 0;
      this.autoClose = options.autoClose !== false;
      this.pending = true;
      if (this.fd === null) {
        try {
          this.fd = openSync(this.path, this.flags, this.mode);
        } catch (e) {
          queueMicrotask(() => this.destroy(e));
          return;
        }
        queueMicrotask(() => { this.pending = false; this.emit('open', this.fd); this.emit('ready'); });
      } else {
        this.pending = false;
      }
    }
    _read(n) {
      if (this.fd === null || this.destroyed) return;
      let toRead = n;
      if (this.end !== Infinity) {
        const left = this.end - (this.pos === undefined ? this.bytesRead : this.pos) + 1;
        toRead = Math.min(n, left);
        if (toRead <= 0) { this.push(null); return; }
      }
      let data;
      try {
        data = native.fsRead(this.fd, toRead, this.pos === undefined ? -1 : this.pos);
      } catch (e) {
        this.destroy(e);
        return;
      }
      if (this.pos !== undefined) this.pos += data.length;
      this.bytesRead += data.length;
      this.push(data.length === 0 ? null : toBuffer(data));
    }
    _destroy(err, cb) {
      if (this.autoClose && typeof this.fd === 'number' && this.fd > 2) {
        try { native.fsClose(this.fd); } catch {}
        this.fd = null;
      }
      cb(err);
    }
    close(cb) {
      if (typeof cb === 'function') this.once('close', cb);
      this.destroy();
    }
  }
  class WriteStream extends Writable {
    constructor(p, options) {
      options = typeof options === 'string' ? { encoding: options } : options || {};
      super({ highWaterMark: options.highWaterMark || 16384, decodeStrings: true, defaultEncoding: options.encoding || 'utf8', signal: options.signal });
      this.path = options.fd === undefined || options.fd === null ? pathArg(p) : undefined;
      this.fd = options.fd === undefined ? null : typeof options.fd === 'object' ? options.fd.fd : options.fd;
      this.flags = options.flags || 'w';
      this.mode = options.mode || 0o666;
      this.start = options.start;
      this.pos = this.start;
      this.bytesWritten = 0;
      this.autoClose = options.autoClose !== false;
      this.pending = true;
      if (this.fd === null) {
        try {
          this.fd = openSync(this.path, this.flags, this.mode);
        } catch (e) {
          queueMicrotask(() => this.destroy(e));
          return;
        }
        queueMicrotask(() => { this.pending = false; this.emit('open', this.fd); this.emit('ready'); });
      } else {
        this.pending = false;
      }
    }
    _write(chunk, encoding, cb) {
      let n;
      try {
        n = native.fsWrite(this.fd, u8(chunk), this.pos === undefined ? -1 : this.pos);
      } catch (e) {
        cb(e);
        return;
      }
      if (this.pos !== undefined) this.pos += n;
      this.bytesWritten += n;
      cb();
    }
    _destroy(err, cb) {
      if (this.autoClose && typeof this.fd === 'number' && this.fd > 2) {
        try { native.fsClose(this.fd); } catch {}
        this.fd = null;
      }
      cb(err);
    }
    close(cb) {
      if (typeof cb === 'function') this.once('close', cb);
      if (!this.writableEnded) this.end();
      else this.destroy();
    }
    destroySoon() { this.end(); }
  }
  streamClasses = { ReadStream, WriteStream };
  return streamClasses;
}
for (const name of ['ReadStream', 'WriteStream']) {
  Object.defineProperty(fs, name, { get: () => streams()[name], enumerable: true, configurable: true });
}
fs.createReadStream = (p, options) => new (streams().ReadStream)(p, options);
fs.createWriteStream = (p, options) => new (streams().WriteStream)(p, options);

// fs.promises with FileHandle.
class FileHandle {
  constructor(fd) { this.fd = fd; this._closed = false; }
  getAsyncId() { return this.fd; }
  read(buffer, offset, length, position) {
    return promised(() => {
      if (buffer === undefined || (buffer !== null && !ArrayBuffer.isView(buffer) && typeof buffer === 'object')) {
        const o = buffer || {};
        const b = o.buffer || Buffer.alloc(16384);
        const n = readSync(this.fd, b, o.offset || 0, o.length === undefined ? b.byteLength - (o.offset || 0) : o.length, o.position === undefined ? null : o.position);
        return { bytesRead: n, buffer: b };
      }
      const n = readSync(this.fd, buffer, offset, length, position);
      return { bytesRead: n, buffer };
    });
  }
  write(data, ...rest) {
    return promised(() => ({ bytesWritten: writeSync(this.fd, data, ...rest), buffer: data }));
  }
  readFile(options) { return promised(() => decodeOut(readAllFd(this.fd), encodingOf(options))); }
  writeFile(data, options) { return promised(() => { native.fsWrite(this.fd, bytesOf(data, encodingOf(options, 'utf8')), -1); }); }
  appendFile(data, options) { return this.writeFile(data, options); }
  stat(options) { return promised(() => fstatSync(this.fd, options)); }
  truncate(len = 0) { return promised(() => ftruncateSync(this.fd, len)); }
  sync() { return promised(() => fsyncSync(this.fd)); }
  datasync() { return this.sync(); }
  chmod() { return promised(() => {}); }
  chown() { return promised(() => {}); }
  utimes(a, m) { return promised(() => futimesSync(this.fd, a, m)); }
  close() {
    return promised(() => {
      if (this._closed) return;
      this._closed = true;
      closeSync(this.fd);
    });
  }
  [Symbol.asyncDispose]() { return this.close(); }
  createReadStream(options) { return new (streams().ReadStream)(null, { ...options, fd: this.fd }); }
  createWriteStream(options) { return new (streams().WriteStream)(null, { ...options, fd: this.fd }); }
  readLines(options) {
    return require('readline').createInterface({ input: this.createReadStream(options), crlfDelay: Infinity });
  }
}
const promises = { constants };
for (const [name, fn] of Object.entries(sync)) {
  const base = name.slice(0, -4);
  if (['exists', 'read', 'write', 'open', 'close', 'fstat', 'ftruncate', 'fsync', 'fdatasync', 'futimes', 'fchmod', 'fchown'].includes(base)) continue;
  promises[base] = (...args) => promised(() => fn(...args));
}
promises.open = (p, flags, mode) => promised(() => new FileHandle(openSync(p, flags, mode)));
promises.opendir = (p, options) => promised(() => opendirSync(p, options));
promises.watch = unavailable('promises.watch');
promises.glob = async function* glob(pattern, options) {
  for (const entry of globSync(pattern, options)) yield entry;
};
fs.promises = promises;

module.exports = fs;
