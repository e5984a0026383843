'use strict';
// Code mode (runtimes.md sections 2 and 3): `vm.javascript.*`, `vm.typescript.*` and `vm.python.*`
// run a source string in the VM's own `node` or `python3` (a guest like any other: the VM's
// permissions, limits and timeouts apply) and answer one result discriminated by `outcome`.
//
// How a call runs: the host writes a job directory under /tmp in the VM (0700) holding the source,
// the inputs as JSON and a small runner (`RUNNERS` below, static text: neither the source nor the
// inputs are ever interpolated into code), execs the runner, reads `result.json` back and removes
// the directory. The runner parses the inputs into a real object (`globalThis.inputs` in
// JavaScript, the global `inputs` in Python), runs the source and writes the outcome.
//
// Evaluate: a script's completion value (its last expression), awaited when it is a promise (a
// coroutine in Python); a module's (source with import/export) default export. The value must be
// JSON (JSON.stringify / json.dumps with allow_nan=False): `undefined`, functions, symbols,
// BigInts and circular values fail with `evaluation_serialization_failed` instead of being lost.

const nodePath = require('node:path');
const { randomBytes } = require('node:crypto');
const { AgentOsError, einval } = require('./errors.js');
const { optionalObject, checkString, checkStringRecord, checkNonNegativeInteger, checkPath } = require('./validate.js');

/** Bytes of `result.json` read back (the value plus the error's stack). */
const MAX_RESULT_BYTES = 16 * 1024 * 1024;
/** Where job directories live in the VM. */
const JOB_ROOT = '/tmp';

const JS_RUNNER = String.raw`'use strict';
// agentOS code mode runner (lib/code-mode.js): runs ./source with ./job.json, writes ./result.json.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { pathToFileURL } = require('node:url');
const dir = __dirname;
const job = JSON.parse(fs.readFileSync(path.join(dir, 'job.json'), 'utf8'));
const resultFile = path.join(dir, 'result.json');
let written = false;
function finish(result) {
  if (written) return;
  written = true;
  fs.writeFileSync(resultFile, JSON.stringify(result));
}
function describe(err) {
  if (err !== null && typeof err === 'object') {
    return { code: 'execution_failed', name: String(err.name ?? 'Error'), message: String(err.message ?? ''), stack: typeof err.stack === 'string' ? err.stack : undefined };
  }
  return { code: 'execution_failed', name: 'Error', message: 'Uncaught ' + String(err) };
}
function serialize(value) {
  let text;
  try {
    text = JSON.stringify(value);
  } catch (err) {
    return { error: { code: 'evaluation_serialization_failed', name: 'ExecutionEvaluationError', message: 'the value is not JSON-serializable: ' + String(err && err.message) } };
  }
  if (text === undefined) {
    const what = value === undefined ? 'undefined' : typeof value;
    return { error: { code: 'evaluation_serialization_failed', name: 'ExecutionEvaluationError', message: 'the value is not JSON-serializable: ' + what } };
  }
  return { json: text };
}
function fail(err) {
  const error = describe(err);
  finish({ error });
  process.stderr.write((error.stack && error.stack.includes(error.message) ? error.stack : (error.name + ': ' + error.message + (error.stack ? '\n' + error.stack : ''))) + '\n');
  process.exitCode = 1;
}
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
globalThis.inputs = JSON.parse(fs.readFileSync(path.join(dir, 'inputs.json'), 'utf8'));
let source = fs.readFileSync(path.join(dir, 'source'), 'utf8');
const base = job.filePath ?? path.join(process.cwd(), job.typescript ? '[eval].ts' : '[eval]');
process.argv = [process.execPath, base, ...job.args];
async function main() {
  if (job.format === 'module') {
    // Beside the base path, so that its imports resolve as the caller's own files would (relative
    // paths, node_modules); in the job directory when that directory is not writable.
    const ext = job.typescript ? '.mts' : '.mjs';
    let file = path.join(path.dirname(base), path.basename(dir) + ext);
    try {
      fs.writeFileSync(file, source, { flag: 'wx' });
    } catch {
      file = path.join(dir, 'main' + ext);
      fs.writeFileSync(file, source);
    }
    try {
      return (await import(pathToFileURL(file).href)).default;
    } finally {
      try { fs.unlinkSync(file); } catch {}
    }
  }
  if (job.typescript) source = Module.stripTypeScriptTypes(source);
  const module = new Module(base, null);
  module.filename = base;
  module.paths = Module._nodeModulePaths ? Module._nodeModulePaths(path.dirname(base)) : module.paths;
  globalThis.module = module;
  globalThis.exports = module.exports;
  globalThis.require = Module.createRequire(base);
  globalThis.__filename = base;
  globalThis.__dirname = path.dirname(base);
  return (0, eval)(source);
}
main().then(async (value) => {
  if (job.mode !== 'evaluate') return finish({});
  const settled = await value;
  const s = serialize(settled);
  finish(s.error ? { error: s.error } : { value: s.json });
  if (s.error) process.exitCode = 1;
}, fail);
`;

const PY_RUNNER = String.raw`# agentOS code mode runner (lib/code-mode.js): runs ./source with ./job.json, writes ./result.json.
import ast, builtins, json, os, sys, traceback
_dir = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(_dir, 'job.json'), encoding='utf-8') as f:
    _job = json.load(f)
with open(os.path.join(_dir, 'inputs.json'), encoding='utf-8') as f:
    _inputs = json.load(f)
with open(os.path.join(_dir, 'source'), encoding='utf-8') as f:
    _source = f.read()
_name = _job.get('filePath') or '<string>'
sys.argv = [_name] + list(_job['args'])
sys.path[0] = os.getcwd() if _job.get('filePath') is None else os.path.dirname(_job['filePath'])

def _finish(result):
    with open(os.path.join(_dir, 'result.json'), 'w', encoding='utf-8') as f:
        json.dump(result, f)

def _run():
    g = {'__name__': '__main__', '__builtins__': builtins, '__file__': _name, 'inputs': _inputs}
    tree = ast.parse(_source, _name, 'exec')
    last = None
    if _job['mode'] == 'evaluate' and tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, _name, 'exec'), g)
    value = eval(compile(last, _name, 'eval'), g) if last is not None else None
    if _job['mode'] == 'evaluate':
        import inspect
        if inspect.iscoroutine(value):
            import asyncio
            value = asyncio.run(value)
    return value

try:
    _value = _run()
except SystemExit:
    _finish({})
    raise
except BaseException as e:
    _finish({'error': {'code': 'execution_failed', 'name': type(e).__name__, 'message': str(e), 'stack': ''.join(traceback.format_exception(e))}})
    traceback.print_exc()
    sys.exit(1)
if _job['mode'] == 'evaluate':
    try:
        _text = json.dumps(_value, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as e:
        _finish({'error': {'code': 'evaluation_serialization_failed', 'name': 'ExecutionEvaluationError', 'message': 'the value is not JSON-serializable: ' + str(e)}})
        sys.exit(1)
    _finish({'value': _text})
else:
    _finish({})
`;

/** Single-quotes a word for `sh -c`. */
const shellQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

// Source with module syntax (the same test our `node` applies to typeless .js files).
const looksLikeModule = (source) => /^[ \t]*(import[ \t]*[\w{*'"]|export[ \t]*[\w{*])/m.test(source) || /\bimport\.meta\b/.test(source);

function convertOptions(options, where, language) {
  const opts = optionalObject(options, where);
  const env = checkStringRecord(opts.env, `${where}.env`);
  const cwd = opts.cwd === undefined ? undefined : checkPath(opts.cwd, `${where}.cwd`);
  const timeout = opts.timeoutMs ?? opts.timeout;
  const timeoutMs = timeout === undefined || timeout === null ? undefined : checkNonNegativeInteger(timeout, `${where}.timeoutMs`);
  let inputs = null;
  if (opts.inputs !== undefined) {
    let text;
    try {
      text = JSON.stringify(opts.inputs);
    } catch (err) {
      throw einval(`${where}.inputs must be JSON-serializable: ${err.message}`);
    }
    if (text === undefined) throw einval(`${where}.inputs must be JSON-serializable, got ${typeof opts.inputs}`);
    inputs = text;
  }
  let args = [];
  if (opts.args !== undefined) {
    if (!Array.isArray(opts.args) || !opts.args.every((a) => typeof a === 'string')) throw einval(`${where}.args must be an array of strings`);
    args = opts.args;
  }
  let filePath;
  if (opts.filePath !== undefined) {
    filePath = checkPath(opts.filePath, `${where}.filePath`);
    if (!filePath.startsWith('/')) throw einval(`${where}.filePath must be an absolute VM path, got ${JSON.stringify(filePath)}`);
  }
  let format;
  if (opts.format !== undefined) {
    if (language === 'python' || !['module', 'commonjs'].includes(opts.format)) {
      throw einval(`${where}.format must be 'module' or 'commonjs'${language === 'python' ? ' (JavaScript only)' : ''}, got ${JSON.stringify(opts.format)}`);
    }
    format = opts.format;
  }
  return { env, cwd, timeoutMs, inputs: inputs ?? 'null', args, filePath, format };
}

/**
 * Runs one code-mode call. `language`: 'javascript' | 'typescript' | 'python'; `mode`:
 * 'evaluate' | 'execute'. Resolves the result object (never rejects for what the guest did);
 * rejects EINVAL for bad arguments and whatever the VM says for VM failures (EDISPOSED, ENOENT when
 * the runtime is not installed, ENOSPC, …).
 */
async function runCode(vm, language, mode, source, options) {
  const where = `${language}.${mode}`;
  checkString(source, `${where}: source`);
  if (source.includes('\0')) throw einval(`${where}: source must not contain NUL bytes`);
  const opts = convertOptions(options, `${where}: options`, language);
  const python = language === 'python';
  const typescript = language === 'typescript';
  const format = python ? undefined : opts.format ?? (looksLikeModule(source) ? 'module' : 'commonjs');
  const dir = `${JOB_ROOT}/.agentos-code-${randomBytes(8).toString('hex')}`;
  const runner = `${dir}/${python ? 'runner.py' : 'runner.cjs'}`;
  const job = { mode, args: opts.args, ...(opts.filePath ? { filePath: opts.filePath } : {}), ...(python ? {} : { format, typescript }) };
  await vm.mkdir(dir, { recursive: true });
  try {
    const files = [
      { path: `${dir}/job.json`, content: JSON.stringify(job) },
      { path: `${dir}/inputs.json`, content: opts.inputs },
      { path: `${dir}/source`, content: source },
      { path: runner, content: python ? PY_RUNNER : JS_RUNNER },
    ];
    for (const f of files) await vm.writeFile(f.path, f.content);
    const command = `${python ? 'python3' : 'node'} ${shellQuote(runner)}`;
    const r = await vm.exec(command, {
      ...(opts.env ? { env: opts.env } : {}),
      ...(opts.cwd ? { cwd: opts.cwd } : {}),
      ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
    });
    const result = {
      exitCode: r.exitCode,
      stdout: r.stdout,
      stderr: r.stderr,
      stdoutTruncated: r.stdoutTruncated,
      stderrTruncated: r.stderrTruncated,
    };
    if (r.timedOut) {
      return { outcome: 'timed_out', ...result, error: { code: 'execution_timed_out', name: 'ExecutionTimeoutError', message: `${where} did not finish within ${opts.timeoutMs} ms` } };
    }
    let record = null;
    try {
      const bytes = await vm.readFile(`${dir}/result.json`);
      if (bytes.length > MAX_RESULT_BYTES) {
        return { outcome: 'failed', ...result, error: { code: 'evaluation_result_too_large', name: 'ExecutionError', message: `the result is ${bytes.length} bytes of JSON, over the ${MAX_RESULT_BYTES}-byte limit` } };
      }
      record = JSON.parse(Buffer.from(bytes).toString('utf8'));
    } catch (err) {
      if (!(err instanceof AgentOsError) && !(err instanceof SyntaxError)) throw err;
    }
    if (record !== null && record.error) return { outcome: 'failed', ...result, error: record.error };
    if (r.exitCode !== 0) {
      const missing = r.exitCode === 127 && record === null;
      return {
        outcome: 'failed',
        ...result,
        error: missing
          ? { code: 'runtime_not_found', name: 'ExecutionError', message: `${python ? 'python3' : 'node'} is not installed in this VM (software: add the agentOS command set that provides it)` }
          : { code: 'execution_failed', name: 'ExecutionError', message: `exited with status ${r.exitCode}` },
      };
    }
    if (mode === 'evaluate') {
      if (record === null || typeof record.value !== 'string') {
        return { outcome: 'failed', ...result, error: { code: 'execution_failed', name: 'ExecutionError', message: 'the program ended before its value was produced (process.exit or os._exit)' } };
      }
      return { outcome: 'succeeded', value: JSON.parse(record.value), ...result };
    }
    return { outcome: 'succeeded', ...result };
  } finally {
    await vm.delete(dir, { recursive: true }).catch(() => {});
  }
}

/** The `vm.javascript`, `vm.typescript` and `vm.python` namespaces of one VM. */
function codeNamespaces(vm) {
  const ns = (language) => Object.freeze({
    evaluate: (source, options) => runCode(vm, language, 'evaluate', source, options),
    execute: (source, options) => runCode(vm, language, 'execute', source, options),
  });
  const typescript = ns('typescript');
  const javascript = Object.freeze({ ...ns('javascript'), typescript });
  return { javascript, typescript, python: ns('python') };
}

module.exports = { runCode, codeNamespaces, JS_RUNNER, PY_RUNNER, looksLikeModule };
