'use strict';
// Errors (api.md section 9): AgentOsError, the conversion of native and Node errors into it, and
// the small EINVAL/ENOSYS constructors.

/**
 * Error type of every rejection/throw of this package.
 * `message` always starts with `"<code>: "`.
 */
class AgentOsError extends Error {
  /**
   * @param {string} code errno-style code (`ENOENT`, `EINVAL`, `EDISPOSED`, …)
   * @param {string} message description; `"<code>: "` is prepended when missing
   * @param {{path?: string, syscall?: string, pid?: number, cause?: unknown}} [details]
   */
  constructor(code, message, details = {}) {
    const text = String(message ?? '');
    super(text.startsWith(`${code}: `) ? text : `${code}: ${text}`,
      details.cause !== undefined ? { cause: details.cause } : undefined);
    this.name = 'AgentOsError';
    this.code = code;
    if (details.path !== undefined) this.path = details.path;
    if (details.syscall !== undefined) this.syscall = details.syscall;
    if (details.pid !== undefined) this.pid = details.pid;
  }
}

const ERRNO_NAME = /^E[A-Z0-9]+$/;
// Codes napi-rs itself uses when a JS value cannot be converted (should not happen: we validate first).
const NAPI_ARG_CODES = new Set(['InvalidArg', 'ObjectExpected', 'StringExpected', 'NumberExpected',
  'BooleanExpected', 'ArrayExpected', 'FunctionExpected', 'BigintExpected']);

/**
 * Converts anything thrown by the native layer (or Node's fs) into an AgentOsError. Both carry
 * `code`, `path`, `syscall` (and the addon `pid`) as properties; the message is never parsed.
 */
function toAgentOsError(err) {
  if (err instanceof AgentOsError) return err;
  const rawMessage = err instanceof Error ? err.message : String(err);
  let code = err && typeof err.code === 'string' && ERRNO_NAME.test(err.code) ? err.code : undefined;
  if (code === undefined) code = err && NAPI_ARG_CODES.has(err.code) ? 'EINVAL' : 'EIO';
  const details = { cause: err };
  if (err && typeof err.path === 'string') details.path = err.path;
  if (err && typeof err.syscall === 'string') details.syscall = err.syscall;
  if (err && typeof err.pid === 'number') details.pid = err.pid;
  return new AgentOsError(code, rawMessage, details);
}

/** A pid argument: an integer in 0..2^32-1, else EINVAL (a negative pid must not wrap around). */
function checkPid(pid) {
  if (!Number.isInteger(pid) || pid < 0 || pid > 0xffffffff) {
    throw new AgentOsError('EINVAL', `pid must be a non-negative integer, got ${typeof pid === 'string' ? JSON.stringify(pid) : String(pid)}`);
  }
  return pid;
}

function einval(message) {
  return new AgentOsError('EINVAL', message);
}

function enosys(message) {
  return new AgentOsError('ENOSYS', message);
}

module.exports = { AgentOsError, ERRNO_NAME, toAgentOsError, checkPid, einval, enosys };
