// Node's `crypto`, the part pure-JS packages use: random bytes, UUIDs, integers, and hashes
// (md5, sha1, sha2) over the natives in src/crypto.rs. No ciphers, HMAC, keys or subtle yet.
'use strict';
const { native, Buffer } = internals;

function codedError(Ctor, code, message) {
  const e = new Ctor(message);
  e.code = code;
  return e;
}
const toBuf = (u8) => Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);

function randomBytes(size, cb) {
  if (!Number.isInteger(size) || size < 0 || size > 2 ** 31 - 1) {
    throw codedError(RangeError, 'ERR_OUT_OF_RANGE', `The value of "size" is out of range. It must be >= 0 && <= 2147483647. Received ${size}`);
  }
  const b = toBuf(native.randomBytes(size));
  if (typeof cb === 'function') {
    process.nextTick(cb, null, b);
    return undefined;
  }
  return b;
}
function randomFillSync(buf, offset = 0, size) {
  const view = new Uint8Array(buf.buffer || buf, buf.byteOffset || 0, buf.byteLength);
  const n = size === undefined ? view.length - offset : size;
  view.set(native.randomBytes(n), offset);
  return buf;
}
function randomFill(buf, offset, size, cb) {
  if (typeof offset === 'function') { cb = offset; offset = 0; size = undefined; }
  else if (typeof size === 'function') { cb = size; size = undefined; }
  randomFillSync(buf, offset, size);
  process.nextTick(cb, null, buf);
}
function getRandomValues(array) {
  if (!ArrayBuffer.isView(array) || array instanceof Float32Array || array instanceof Float64Array || array instanceof DataView) {
    const e = new TypeError("The data argument must be an integer-type TypedArray");
    e.name = 'TypeMismatchError';
    e.code = 17;
    throw e;
  }
  if (array.byteLength > 65536) throw new RangeError(`The ArrayBufferView's byte length (${array.byteLength}) exceeds the number of bytes of entropy available via this API (65536)`);
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(native.randomBytes(array.byteLength));
  return array;
}
function randomUUID() {
  const b = native.randomBytes(16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
function randomInt(min, max, cb) {
  if (max === undefined || typeof max === 'function') { cb = max; max = min; min = 0; }
  const range = max - min;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || range <= 0 || range > 2 ** 48) {
    throw codedError(RangeError, 'ERR_OUT_OF_RANGE', `The value of "max" is out of range. It must be greater than the value of "min" (${min}). Received ${max}`);
  }
  // Rejection sampling over 48 random bits, as Node does.
  const limit = 2 ** 48 - (2 ** 48 % range);
  let x;
  do {
    const b = native.randomBytes(6);
    x = b.reduce((a, v) => a * 256 + v, 0);
  } while (x >= limit);
  const n = min + (x % range);
  if (typeof cb === 'function') { process.nextTick(cb, null, n); return undefined; }
  return n;
}

const hashes = { md5: 'md5', sha1: 'sha1', 'sha-1': 'sha1', sha224: 'sha224', sha256: 'sha256', 'sha-256': 'sha256', sha384: 'sha384', sha512: 'sha512', 'sha-512': 'sha512', rsasha1: 'sha1' };
class Hash {
  constructor(algorithm) {
    const alg = hashes[String(algorithm).toLowerCase()];
    if (alg === undefined) throw codedError(Error, 'ERR_OSSL_EVP_UNSUPPORTED', 'Digest method not supported');
    this._alg = alg;
    this._chunks = [];
    this._done = false;
  }
  update(data, encoding) {
    if (this._done) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    this._chunks.push(typeof data === 'string' ? Buffer.from(data, encoding || 'utf8') : Buffer.from(data.buffer || data, data.byteOffset || 0, data.byteLength));
    return this;
  }
  digest(encoding) {
    if (this._done) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    this._done = true;
    const out = toBuf(native.digest(this._alg, new Uint8Array(Buffer.concat(this._chunks))));
    return encoding === undefined || encoding === 'buffer' ? out : out.toString(encoding);
  }
  copy() {
    const h = new Hash(this._alg);
    h._chunks = [...this._chunks];
    return h;
  }
}
const createHash = (algorithm) => new Hash(algorithm);
const hash = (algorithm, data, encoding = 'hex') => createHash(algorithm).update(data).digest(encoding);

function timingSafeEqual(a, b) {
  if (a.byteLength !== b.byteLength) throw codedError(RangeError, 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length');
  const x = new Uint8Array(a.buffer || a, a.byteOffset || 0, a.byteLength);
  const y = new Uint8Array(b.buffer || b, b.byteOffset || 0, b.byteLength);
  let d = 0;
  for (let i = 0; i < x.length; i++) d |= x[i] ^ y[i];
  return d === 0;
}

const webcrypto = { getRandomValues, randomUUID, subtle: undefined };
Object.defineProperty(webcrypto, Symbol.toStringTag, { value: 'Crypto' });
module.exports = {
  randomBytes, pseudoRandomBytes: randomBytes, randomFillSync, randomFill, randomUUID, randomInt, getRandomValues,
  createHash, hash, Hash, timingSafeEqual, webcrypto,
  getHashes: () => ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'],
  constants: {},
};
