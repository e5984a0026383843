// agentOS node: `crypto` over src/crypto.rs (RustCrypto digests, HMAC, PBKDF2, scrypt; random
// bytes from WASI random_get). Hash and Hmac are Transform streams (the vendored `stream`) created
// lazily: the stream module loads the first time one is used as a stream. AES ciphers
// (createCipheriv/createDecipheriv: ecb, cbc, ctr, cfb, ofb, gcm) are browserify-aes
// (js/vendor/ciphers.js, loaded on first use). Signatures, key pairs, Diffie-Hellman and X.509
// are not here: they throw ERR_FEATURE_UNAVAILABLE_ON_PLATFORM naming the function.
'use strict';
const { native } = internals;
const Buffer = internals.Buffer;

// -- errors in Node's shape -------------------------------------------------------------------
function received(v) {
  if (v === null) return 'Received null';
  if (v === undefined) return 'Received undefined';
  if (typeof v === 'function') return `Received function ${v.name || '<anonymous>'}`;
  if (typeof v === 'object') return v.constructor && v.constructor.name ? `Received an instance of ${v.constructor.name}` : `Received ${internals.inspect(v)}`;
  let shown = internals.inspect(v);
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return `Received type ${typeof v} (${shown})`;
}
function codedError(Ctor, code, message) {
  const e = new Ctor(message);
  e.code = code;
  return e;
}
function argType(name, expected, v) {
  return codedError(TypeError, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${expected}. ${received(v)}`);
}
function outOfRange(name, range, v) {
  return codedError(RangeError, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be ${range}. Received ${internals.inspect(v)}`);
}
function domError(name, code, message) {
  const e = new Error(message);
  e.name = name;
  Object.defineProperty(e, 'code', { value: code, enumerable: false, configurable: true, writable: true });
  return e;
}
function unavailable(name) {
  return function () {
    throw codedError(Error, 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM', `crypto.${name} is not available in agentOS node yet (available: hashes, HMAC, PBKDF2, HKDF, scrypt, AES ciphers, random values)`);
  };
}
const MAX_INT32 = 2147483647;
function checkInt(name, v, min, max) {
  if (typeof v !== 'number') throw argType(name, 'of type number', v);
  if (!Number.isInteger(v)) throw outOfRange(name, 'an integer', v);
  if (v < min || v > max) throw outOfRange(name, `>= ${min} && <= ${max}`, v);
}
function checkCallback(cb) {
  if (typeof cb !== 'function') throw argType('callback', 'of type function', cb);
}
const later = (fn) => process.nextTick(fn);

// -- bytes in and out ---------------------------------------------------------------------------
// Bytes of `data` as a Uint8Array view (strings in `encoding`), or the ERR_INVALID_ARG_TYPE error.
function bytesOf(name, data, encoding, allowArrayBuffer) {
  if (typeof data === 'string') return Buffer.from(data, normalEncoding(encoding) || 'utf8');
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (allowArrayBuffer && data instanceof ArrayBuffer) return new Uint8Array(data);
  throw argType(name, `of type string or an instance of ${allowArrayBuffer ? 'ArrayBuffer, ' : ''}Buffer, TypedArray, or DataView`, data);
}
function normalEncoding(enc) {
  if (enc === undefined || enc === null || enc === 'buffer') return undefined;
  const e = String(enc).toLowerCase();
  if (e === 'utf-8') return 'utf8';
  if (e === 'binary') return 'latin1';
  if (e === 'ucs-2' || e === 'ucs2' || e === 'utf-16le') return 'utf16le';
  return e;
}
const TEXT_ENCODINGS = new Set(['hex', 'base64', 'latin1', 'utf8', 'utf16le', 'ascii']);
// A result of raw bytes as Node returns it: a Buffer, or text when `encoding` is one Node knows.
function encodeOut(bytes, encoding) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const e = normalEncoding(encoding);
  if (e === 'base64url') return buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (e && TEXT_ENCODINGS.has(e)) return buf.toString(e);
  return buf;
}
const asBuffer = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// -- algorithm names ----------------------------------------------------------------------------
const SUPPORTED = new Set(native.cryptoHashNames);
// Node's (OpenSSL 3's) names and aliases for the digests we have: `getHashes()` lists these.
const NODE_HASHES = ['RSA-MD5', 'RSA-RIPEMD160', 'RSA-SHA1', 'RSA-SHA1-2', 'RSA-SHA224', 'RSA-SHA256', 'RSA-SHA3-224', 'RSA-SHA3-256',
  'RSA-SHA3-384', 'RSA-SHA3-512', 'RSA-SHA384', 'RSA-SHA512', 'RSA-SHA512/224', 'RSA-SHA512/256',
  'blake2b512', 'blake2s256', 'id-rsassa-pkcs1-v1_5-with-sha3-224', 'id-rsassa-pkcs1-v1_5-with-sha3-256',
  'id-rsassa-pkcs1-v1_5-with-sha3-384', 'id-rsassa-pkcs1-v1_5-with-sha3-512', 'md5', 'md5WithRSAEncryption', 'ripemd',
  'ripemd160', 'ripemd160WithRSA', 'rmd160', 'sha1', 'sha1WithRSAEncryption', 'sha224',
  'sha224WithRSAEncryption', 'sha256', 'sha256WithRSAEncryption', 'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512',
  'sha384', 'sha384WithRSAEncryption', 'sha512', 'sha512-224', 'sha512-224WithRSAEncryption', 'sha512-256',
  'sha512-256WithRSAEncryption', 'sha512WithRSAEncryption', 'ssl3-md5', 'ssl3-sha1'];
// The canonical name src/crypto.rs knows for an algorithm name, or undefined.
function canonical(name) {
  if (typeof name !== 'string') return undefined;
  let n = name.toLowerCase();
  const alias = { ripemd: 'ripemd160', rmd160: 'ripemd160', ripemd160withrsa: 'ripemd160', 'rsa-sha1-2': 'sha1', 'rsa-sha512/224': 'sha512-224', 'rsa-sha512/256': 'sha512-256', 'sha-1': 'sha1' }[n];
  if (alias) return alias;
  n = n.replace(/^(rsa-|ssl3-|id-rsassa-pkcs1-v1_5-with-)/, '').replace(/withrsaencryption$/, '');
  n = n.replace(/^sha-(224|256|384|512)$/, 'sha$1').replace(/^sha2-(224|256|384|512)$/, 'sha$1');
  n = n.replace(/^sha2?-?512[-/](224|256)$/, 'sha512-$1');
  return SUPPORTED.has(n) ? n : undefined;
}

// -- Hash and Hmac --------------------------------------------------------------------------------
let streamModule;
// Hash and Hmac become Transform streams the first time a stream method is used on one: their
// prototype chain is switched to Transform's then, and each instance is initialised on first use.
const STREAM_METHODS = ['write', 'end', 'pipe', 'unpipe', 'on', 'once', 'addListener', 'prependListener', 'read',
  'setEncoding', 'resume', 'pause', 'destroy', 'cork', 'uncork', 'emit', 'removeListener', 'off', 'listeners',
  'listenerCount', 'removeAllListeners', 'isPaused', 'wrap', 'setDefaultEncoding'];
const StreamBase = function () {};
function asStream(obj) {
  if (!streamModule) {
    streamModule = require('stream');
    Object.setPrototypeOf(StreamBase.prototype, streamModule.Transform.prototype);
  }
  if (!obj._agentosStream) {
    Object.defineProperty(obj, '_agentosStream', { value: true });
    streamModule.Transform.call(obj, obj._options);
  }
  return obj;
}
for (const m of STREAM_METHODS) {
  StreamBase.prototype[m] = function (...args) {
    asStream(this);
    return streamModule.Transform.prototype[m].apply(this, args);
  };
}
for (const key of ['readable', 'writable', 'readableEnded', 'writableEnded', 'writableFinished', 'destroyed', 'readableFlowing']) {
  Object.defineProperty(StreamBase.prototype, key, {
    get() { asStream(this); return Reflect.get(streamModule.Transform.prototype, key, this); },
    configurable: true,
  });
}
StreamBase.prototype._transform = function (chunk, encoding, cb) {
  try {
    this.update(chunk, encoding === 'buffer' ? undefined : encoding);
  } catch (e) {
    return cb(e);
  }
  cb();
};
StreamBase.prototype._flush = function (cb) {
  try {
    this.push(this.digest());
  } catch (e) {
    return cb(e);
  }
  cb();
};

const kHandle = Symbol('kHandle');
const kState = Symbol('kState');
// A finalizer frees the native state of a hash that is dropped without digest().
const registry = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((id) => native.cryptoFree(id)) : null;
function own(obj, id) {
  obj[kHandle] = id;
  obj[kState] = { finalized: false };
  if (registry) registry.register(obj, id, obj);
}

function Hash(algorithm, options) {
  if (!(this instanceof Hash)) return new Hash(algorithm, options);
  if (algorithm instanceof Hash) {
    if (algorithm[kState].finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    own(this, native.cryptoCopy(algorithm[kHandle]));
  } else {
    if (typeof algorithm !== 'string') throw argType('algorithm', 'of type string', algorithm);
    const name = canonical(algorithm);
    const id = name === undefined ? -1 : native.cryptoHashNew(name);
    if (id < 0) throw new Error('Digest method not supported');
    own(this, id);
  }
  this._options = options;
}
Object.setPrototypeOf(Hash.prototype, StreamBase.prototype);
Hash.prototype.update = function update(data, encoding) {
  if (this[kState].finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
  // UTF-8 text goes to the native as it is (encoded there, not by the JS Buffer).
  const utf8 = typeof data === 'string' && (encoding === undefined || encoding === null || normalEncoding(encoding) === 'utf8');
  native.cryptoUpdate(this[kHandle], utf8 ? data : bytesOf('data', data, encoding));
  return this;
};
Hash.prototype.digest = function digest(encoding) {
  if (this[kState].finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
  this[kState].finalized = true;
  if (registry) registry.unregister(this);
  return encodeOut(native.cryptoDigest(this[kHandle]), encoding);
};
Hash.prototype.copy = function copy(options) {
  return new Hash(this, options);
};

function Hmac(hmac, key, options) {
  if (!(this instanceof Hmac)) return new Hmac(hmac, key, options);
  if (typeof hmac !== 'string') throw argType('hmac', 'of type string', hmac);
  if (key instanceof KeyObject) key = key[kKey];
  const keyBytes = bytesOf('key', key, options && options.encoding, true);
  const name = canonical(hmac);
  const id = name === undefined ? -1 : native.cryptoHmacNew(name, keyBytes);
  if (id < 0) throw codedError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', `Invalid digest: ${hmac}`);
  own(this, id);
  this._options = options;
}
Object.setPrototypeOf(Hmac.prototype, StreamBase.prototype);
Hmac.prototype.update = Hash.prototype.update;
// Node's Hmac answers a second digest() with an empty result instead of throwing.
Hmac.prototype.digest = function digest(encoding) {
  if (this[kState].finalized) return encodeOut(new Uint8Array(0), encoding);
  return Hash.prototype.digest.call(this, encoding);
};

function createHash(algorithm, options) {
  return new Hash(algorithm, options);
}
function createHmac(hmac, key, options) {
  return new Hmac(hmac, key, options);
}
// crypto.hash(algorithm, data[, outputEncoding = 'hex']) (Node 21.7+): one shot.
function hash(algorithm, data, outputEncoding = 'hex') {
  if (typeof algorithm !== 'string') throw argType('algorithm', 'of type string', algorithm);
  if (typeof data !== 'string' && !ArrayBuffer.isView(data)) throw argType('input', 'of type string or an instance of Buffer, TypedArray, or DataView', data);
  const name = canonical(algorithm);
  const id = name === undefined ? -1 : native.cryptoHashNew(name);
  if (id < 0) throw new Error(`Digest method ${algorithm} is not supported`);
  native.cryptoUpdate(id, bytesOf('input', data));
  return encodeOut(native.cryptoDigest(id), outputEncoding);
}
function getHashes() {
  return NODE_HASHES.filter((n) => canonical(n) !== undefined);
}

// -- key derivation -----------------------------------------------------------------------------
function pbkdf2Sync(password, salt, iterations, keylen, digest) {
  const pw = bytesOf('password', password, undefined, true);
  const s = bytesOf('salt', salt, undefined, true);
  checkInt('iterations', iterations, 1, MAX_INT32);
  checkInt('keylen', keylen, 0, MAX_INT32);
  if (typeof digest !== 'string') throw argType('digest', 'of type string', digest);
  const name = canonical(digest);
  const out = name === undefined ? null : native.cryptoPbkdf2(pw, s, iterations, keylen, name);
  if (out === null) throw codedError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', `Invalid digest: ${digest}`);
  // Node 22 (OpenSSL) refuses to derive zero bytes.
  if (keylen === 0) throw new Error('Deriving bits failed');
  return asBuffer(out);
}
function pbkdf2(password, salt, iterations, keylen, digest, callback) {
  if (typeof digest === 'function') {
    callback = digest;
    digest = undefined;
  }
  checkCallback(callback);
  let key;
  try {
    key = pbkdf2Sync(password, salt, iterations, keylen, digest);
  } catch (e) {
    // Argument errors throw; a failed derivation goes to the callback, as in Node.
    if (e && e.code === undefined && e.message === 'Deriving bits failed') return later(() => callback(e));
    throw e;
  }
  later(() => callback(null, key));
}

// hkdfSync(digest, ikm, salt, info, keylen) → ArrayBuffer (RFC 5869).
function hkdfSync(digest, ikm, salt, info, keylen) {
  if (typeof digest !== 'string') throw argType('digest', 'of type string', digest);
  const keyish = (name, v) => {
    if (v instanceof KeyObject) v = v[kKey];
    if (typeof v !== 'string' && !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer)) {
      throw argType(name, 'of type string or an instance of SecretKeyObject, ArrayBuffer, TypedArray, DataView, or Buffer', v);
    }
    return bytesOf(name, v, undefined, true);
  };
  const k = keyish('ikm', ikm);
  const s = keyish('salt', salt);
  const i = keyish('info', info);
  checkInt('keylen', keylen, 0, MAX_INT32);
  if (i.byteLength > 1024) throw outOfRange('info', 'must not contain more than 1024 bytes', i.byteLength);
  const name = canonical(digest);
  if (name === undefined) throw codedError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', `Invalid digest: ${digest}`);
  const out = native.cryptoHkdf(name, k, s, i, keylen);
  if (out === null) throw codedError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Invalid key length');
  if (keylen === 0) throw new Error('Deriving bits failed');
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength);
}
function hkdf(digest, ikm, salt, info, keylen, callback) {
  checkCallback(callback);
  let key;
  try {
    key = hkdfSync(digest, ikm, salt, info, keylen);
  } catch (e) {
    if (e && e.code === undefined && e.message === 'Deriving bits failed') return later(() => callback(e));
    throw e;
  }
  later(() => callback(null, key));
}

const SCRYPT_DEFAULTS = { N: 16384, r: 8, p: 1, maxmem: 32 << 20 };
function scryptParams(options) {
  const o = options || {};
  const pick = (a, b, def) => (o[a] !== undefined ? o[a] : o[b] !== undefined ? o[b] : def);
  const N = pick('N', 'cost', SCRYPT_DEFAULTS.N);
  const r = pick('r', 'blockSize', SCRYPT_DEFAULTS.r);
  const p = pick('p', 'parallelization', SCRYPT_DEFAULTS.p);
  const maxmem = o.maxmem !== undefined ? o.maxmem : SCRYPT_DEFAULTS.maxmem;
  for (const [k, v] of [['N', N], ['r', r], ['p', p]]) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff) throw outOfRange(k, 'an integer >= 0', v);
  }
  if (N < 2 || (N & (N - 1)) !== 0 || r < 1 || p < 1) {
    throw codedError(RangeError, 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS', 'Invalid scrypt params');
  }
  // OpenSSL's limit: 128 * N * r bytes of work memory at most `maxmem`.
  if (128 * N * r > maxmem) {
    throw codedError(RangeError, 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS', 'Invalid scrypt params: error:030000AC:digital envelope routines::memory limit exceeded');
  }
  return { N, r, p };
}
function scryptSync(password, salt, keylen, options) {
  const pw = bytesOf('password', password, undefined, true);
  const s = bytesOf('salt', salt, undefined, true);
  checkInt('keylen', keylen, 0, MAX_INT32);
  const { N, r, p } = scryptParams(options);
  try {
    return asBuffer(native.cryptoScrypt(pw, s, keylen, N, r, p));
  } catch (e) {
    if (e && e.code === 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS') throw codedError(RangeError, e.code, e.message);
    throw e;
  }
}
function scrypt(password, salt, keylen, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  checkCallback(callback);
  const key = scryptSync(password, salt, keylen, options);
  later(() => callback(null, key));
}

// -- comparison ---------------------------------------------------------------------------------
function timingSafeEqual(a, b) {
  for (const [name, v] of [['buf1', a], ['buf2', b]]) {
    if (!ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer)) {
      throw codedError(TypeError, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.`);
    }
  }
  const x = bytesOf('buf1', a, undefined, true);
  const y = bytesOf('buf2', b, undefined, true);
  if (x.byteLength !== y.byteLength) throw codedError(RangeError, 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length');
  return native.cryptoTimingSafeEqual(x, y);
}

// -- randomness ---------------------------------------------------------------------------------
function randomBytes(size, callback) {
  if (typeof size !== 'number') throw argType('size', 'of type number', size);
  if (!(size >= 0 && size <= MAX_INT32)) throw outOfRange('size', `>= 0 && <= ${MAX_INT32}`, size);
  if (callback !== undefined) checkCallback(callback);
  const buf = asBuffer(native.cryptoRandom(Math.floor(size)));
  if (callback === undefined) return buf;
  later(() => callback(null, buf));
}
function viewOf(buf) {
  if (ArrayBuffer.isView(buf)) return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  if (buf instanceof ArrayBuffer) return new Uint8Array(buf);
  throw argType('buf', 'an instance of ArrayBuffer or ArrayBufferView', buf);
}
function randomFillSync(buf, offset = 0, size) {
  const view = viewOf(buf);
  const elt = ArrayBuffer.isView(buf) && buf.BYTES_PER_ELEMENT ? buf.BYTES_PER_ELEMENT : 1;
  const total = view.byteLength;
  checkInt('offset', offset, 0, MAX_INT32);
  const start = offset * elt;
  if (start > total) throw outOfRange('offset', `>= 0 && <= ${total / elt}`, offset);
  let count = total - start;
  if (size !== undefined) {
    checkInt('size', size, 0, MAX_INT32);
    if (size * elt + start > total) throw outOfRange('size + offset', `<= ${total}`, size * elt + start);
    count = size * elt;
  }
  view.set(native.cryptoRandom(count), start);
  return buf;
}
function randomFill(buf, offset, size, callback) {
  if (typeof offset === 'function') {
    callback = offset;
    offset = 0;
    size = undefined;
  } else if (typeof size === 'function') {
    callback = size;
    size = undefined;
  }
  checkCallback(callback);
  randomFillSync(buf, offset, size);
  later(() => callback(null, buf));
}
const RAND_MAX = 0xffffffffffff; // 2^48 - 1, as Node
function randomInt(min, max, callback) {
  const minNotSpecified = typeof max === 'undefined' || typeof max === 'function';
  if (minNotSpecified) {
    callback = max;
    max = min;
    min = 0;
  }
  if (callback !== undefined) checkCallback(callback);
  if (!Number.isSafeInteger(min)) throw argType('min', 'a safe integer', min);
  if (!Number.isSafeInteger(max)) throw argType('max', 'a safe integer', max);
  if (max <= min) throw outOfRange('max', `greater than the value of "min" (${min})`, max);
  const range = max - min;
  if (!(range <= RAND_MAX)) throw outOfRange(`max${minNotSpecified ? '' : ' - min'}`, `<= ${RAND_MAX}`, range);
  const limit = RAND_MAX - (RAND_MAX % range);
  let n;
  do {
    const b = native.cryptoRandom(6);
    n = b[0] * 2 ** 40 + b[1] * 2 ** 32 + ((b[2] << 24) >>> 0) + (b[3] << 16) + (b[4] << 8) + b[5];
  } while (n >= limit);
  const result = min + (n % range);
  if (callback === undefined) return result;
  later(() => callback(null, result));
}
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
function randomUUID(options) {
  if (options !== undefined && (options === null || typeof options !== 'object')) throw argType('options', 'of type object', options);
  const b = native.cryptoRandom(16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => HEX[x]);
  return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-${h.slice(8, 10).join('')}-${h.slice(10).join('')}`;
}
const INTEGER_ARRAYS = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array'];
function getRandomValues(data) {
  if (!ArrayBuffer.isView(data) || data instanceof DataView || !INTEGER_ARRAYS.some((n) => typeof globalThis[n] === 'function' && data instanceof globalThis[n])) {
    throw domError('TypeMismatchError', 17, 'The data argument must be an integer-type TypedArray');
  }
  if (data.byteLength > 65536) throw domError('QuotaExceededError', 22, 'The requested length exceeds 65,536 bytes');
  new Uint8Array(data.buffer, data.byteOffset, data.byteLength).set(native.cryptoRandom(data.byteLength));
  return data;
}

// -- Web Crypto: random values and subtle.digest ------------------------------------------------
const SUBTLE_DIGESTS = { 'sha-1': 'sha1', 'sha-256': 'sha256', 'sha-384': 'sha384', 'sha-512': 'sha512' };
const subtle = {
  digest(algorithm, data) {
    return new Promise((resolve) => {
      const name = typeof algorithm === 'string' ? algorithm : algorithm && algorithm.name;
      const canon = typeof name === 'string' ? SUBTLE_DIGESTS[name.toLowerCase()] : undefined;
      if (!canon) throw domError('NotSupportedError', 9, 'Unrecognized algorithm name');
      if (!ArrayBuffer.isView(data) && !(data instanceof ArrayBuffer)) {
        throw argType('data', 'an instance of ArrayBuffer, Buffer, TypedArray, or DataView', data);
      }
      const id = native.cryptoHashNew(canon);
      native.cryptoUpdate(id, bytesOf('data', data, undefined, true));
      const out = native.cryptoDigest(id);
      resolve(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength));
    });
  },
};
for (const m of ['encrypt', 'decrypt', 'sign', 'verify', 'generateKey', 'deriveKey', 'deriveBits', 'importKey', 'exportKey', 'wrapKey', 'unwrapKey']) {
  subtle[m] = () => Promise.reject(domError('NotSupportedError', 9, `crypto.subtle.${m} is not available in agentOS node yet`));
}
const webcrypto = {
  subtle,
  getRandomValues: (data) => getRandomValues(data),
  randomUUID: () => randomUUID(),
};
Object.defineProperty(webcrypto, Symbol.toStringTag, { value: 'Crypto' });
Object.defineProperty(subtle, Symbol.toStringTag, { value: 'SubtleCrypto' });

// -- secret keys ---------------------------------------------------------------------------------
const kKey = Symbol('kKey');
class KeyObject {
  constructor(type, bytes) {
    if (type !== 'secret') throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', `The argument 'type' is invalid. Received ${internals.inspect(type)}`);
    this[kKey] = Buffer.from(bytes);
  }
  get type() { return 'secret'; }
  get symmetricKeySize() { return this[kKey].length; }
  get asymmetricKeyType() { return undefined; }
  export(options) {
    if (options && options.format === 'jwk') return { kty: 'oct', k: encodeOut(this[kKey], 'base64url') };
    if (options && options.format !== undefined && options.format !== 'buffer') {
      throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', `The property 'options.format' must be one of: undefined, 'buffer', 'jwk'. Received ${internals.inspect(options.format)}`);
    }
    return Buffer.from(this[kKey]);
  }
  equals(other) {
    if (!(other instanceof KeyObject)) throw argType('otherKeyObject', 'an instance of KeyObject', other);
    return other[kKey].length === this[kKey].length && native.cryptoTimingSafeEqual(this[kKey], other[kKey]);
  }
}
class SecretKeyObject extends KeyObject {}
function createSecretKey(key, encoding) {
  if (key instanceof KeyObject) return key;
  if (typeof key !== 'string' && !ArrayBuffer.isView(key) && !(key instanceof ArrayBuffer)) {
    throw argType('key', 'an instance of ArrayBuffer, Buffer, TypedArray, or DataView', key);
  }
  return new SecretKeyObject('secret', bytesOf('key', key, encoding, true));
}

// -- AES ciphers: browserify-aes ----------------------------------------------------------------
let ciphersModule;
const ciphers = () => (ciphersModule ||= require('ciphers'));
function cipherArgs(cipher, key, iv) {
  if (typeof cipher !== 'string') throw argType('cipher', 'of type string', cipher);
  const suite = cipher.toLowerCase();
  if (!ciphers().getCiphers().includes(suite)) throw codedError(Error, 'ERR_CRYPTO_UNKNOWN_CIPHER', 'Unknown cipher');
  const k = Buffer.from(bytesOf('key', key, undefined, true));
  const i = iv === null || iv === undefined ? Buffer.alloc(0) : Buffer.from(bytesOf('iv', iv, undefined, true));
  return [suite, k, i];
}
function wrapCipherError(fn) {
  try {
    return fn();
  } catch (e) {
    if (e instanceof TypeError && /invalid (key|iv) length/i.test(e.message)) {
      if (/key/i.test(e.message)) throw codedError(RangeError, 'ERR_CRYPTO_INVALID_KEYLEN', 'Invalid key length');
      throw codedError(TypeError, 'ERR_CRYPTO_INVALID_IV', 'Invalid initialization vector');
    }
    throw e;
  }
}
function createCipheriv(cipher, key, iv, options) {
  const [suite, k, i] = cipherArgs(cipher, key, iv);
  return wrapCipherError(() => ciphers().createCipheriv(suite, k, i));
}
function createDecipheriv(cipher, key, iv, options) {
  const [suite, k, i] = cipherArgs(cipher, key, iv);
  const d = wrapCipherError(() => ciphers().createDecipheriv(suite, k, i));
  // A wrong key or padding: OpenSSL's error as Node reports it.
  const final = d.final;
  d.final = function (encoding) {
    try {
      return final.call(this, encoding);
    } catch (e) {
      if (e && /unable to decrypt data/.test(e.message)) throw codedError(Error, 'ERR_OSSL_BAD_DECRYPT', 'error:1C800064:Provider routines::bad decrypt');
      throw e;
    }
  };
  return d;
}

module.exports = {
  createCipheriv,
  createDecipheriv,
  Cipheriv: createCipheriv,
  Decipheriv: createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  KeyObject,
  hash,
  getHashes,
  Hash,
  Hmac,
  pbkdf2,
  pbkdf2Sync,
  hkdf,
  hkdfSync,
  scrypt,
  scryptSync,
  timingSafeEqual,
  randomBytes,
  pseudoRandomBytes: randomBytes,
  prng: randomBytes,
  rng: randomBytes,
  randomFill,
  randomFillSync,
  randomInt,
  randomUUID,
  getRandomValues,
  webcrypto,
  subtle,
  getCiphers: () => ciphers().getCiphers(),
  getCurves: () => [],
  getFips: () => 0,
  setFips: unavailable('setFips'),
  constants: {},
};
for (const name of ['createSign', 'createVerify', 'sign', 'verify', 'createECDH',
  'createDiffieHellman', 'createDiffieHellmanGroup', 'getDiffieHellman', 'diffieHellman', 'generateKeyPair',
  'generateKeyPairSync', 'generateKey', 'generateKeySync', 'createPrivateKey', 'createPublicKey',
  'publicEncrypt', 'publicDecrypt', 'privateEncrypt', 'privateDecrypt', 'generatePrime',
  'generatePrimeSync', 'checkPrime', 'checkPrimeSync', 'getCipherInfo', 'X509Certificate', 'Certificate']) {
  module.exports[name] = unavailable(name);
}
