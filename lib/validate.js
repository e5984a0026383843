'use strict';
// Small validators; every message names the offending option path. Plus the byte conversions
// (string/Uint8Array <-> Buffer) every API method shares.

const { einval } = require('./errors.js');

function isPlainObject(v) {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function isObjectLike(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function optionalObject(value, where) {
  if (value === undefined || value === null) return {};
  if (!isObjectLike(value)) throw einval(`${where} must be an object`);
  return value;
}

function checkString(value, where) {
  if (typeof value !== 'string') throw einval(`${where} must be a string`);
  return value;
}

function checkStringRecord(value, where) {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw einval(`${where} must be an object of strings`);
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw einval(`${where}.${k} must be a string`);
    // An environment name with '=' would inject another variable; NUL would truncate silently.
    if (k === '' || k.includes('=') || k.includes('\0')) throw einval(`${where}: invalid variable name ${JSON.stringify(k)}`);
    if (v.includes('\0')) throw einval(`${where}.${k} must not contain NUL bytes`);
    out[k] = v;
  }
  return out;
}

function checkNonNegativeInteger(value, where) {
  if (!Number.isSafeInteger(value) || value < 0) throw einval(`${where} must be a non-negative integer`);
  return value;
}

function checkPositiveInteger(value, where) {
  if (!Number.isSafeInteger(value) || value <= 0) throw einval(`${where} must be a positive integer`);
  return value;
}

/** A number whose range the core checks (its message names `where` as this one does). */
function checkNumber(value, where, what) {
  if (typeof value !== 'number') throw einval(`${where} must be ${what}`);
  return value;
}

function checkPath(value, where = 'path') {
  // Absolute / NUL checks (EINVAL) happen in Rust, next to path normalisation.
  return checkString(value, where);
}

/** string → UTF-8 bytes; Uint8Array/ArrayBuffer/DataView → Buffer view (no copy). */
function toBuffer(value, where) {
  if (typeof value === 'string') return Buffer.from(value, 'utf8');
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  throw einval(`${where} must be a string or a Uint8Array`);
}

/** Buffer → plain Uint8Array over the same memory. */
function toBytes(buffer) {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function decodeUtf8(buffer) {
  return buffer.toString('utf8'); // invalid sequences become U+FFFD
}
function readOnlyFlag(value, where) {
  if (value !== undefined && typeof value !== 'boolean') throw einval(`${where} must be a boolean`);
  return value === true;
}

module.exports = {
  isPlainObject, isObjectLike, optionalObject, checkString, checkStringRecord, checkNonNegativeInteger,
  checkPositiveInteger, checkNumber, checkPath, toBuffer, toBytes, decodeUtf8, readOnlyFlag
};
