// agentOS node: the Node surface over QuickJS-ng, run once before the user's code. The natives
// (globalThis.__agentosNative, src/native.rs) are taken and hidden; what this returns
// (globalThis.__agentosInternal, non-enumerable) is driven by src/main.rs: runMain, then
// nextWait (timers and watched fds, see src/reactor.rs), onPoll/runReady and runTimer until
// nextWait says null, checkRejections after every drained job queue,
// finish for the exit status, reportUncaught for an uncaught exception.
(function () {
  'use strict';
  const raw = globalThis.__agentosNative;
  // JS strings may hold lone surrogates, which have no UTF-8 form: like Node, write U+FFFD.
  const wf = (v) => (typeof v === 'string' && !v.isWellFormed() ? v.toWellFormed() : v);
  const native = Object.assign(Object.create(null), raw, {
    write: (fd, data) => raw.write(fd, wf(data)),
    writeFile: (p, data, append) => raw.writeFile(wf(p), wf(data), append),
  });
  for (const name of ['readFile', 'exists', 'readdir', 'mkdir', 'stat', 'unlink', 'rmdir']) {
    native[name] = (p, ...rest) => raw[name](wf(p), ...rest);
  }
  native.rename = (a, b) => raw.rename(wf(a), wf(b));
  delete globalThis.__agentosNative;
  const hide = (obj, name, value) => Object.defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });
  hide(globalThis, 'global', globalThis);

  // ---------------------------------------------------------------------------------------------
  // util.inspect: Node's layout rules for the common cases (depth 2, breakLength 80, compact 3,
  // array grouping over 6 items, quotes, [Circular *n], [Object]/[Array] past the depth). No colors,
  // no getters, no proxies, no showHidden.

  const kObjectType = 0;
  const kArrayExtrasType = 1;
  const identRe = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

  function quote(str) {
    let q = "'";
    if (str.includes("'")) {
      if (!str.includes('"')) q = '"';
      else if (!str.includes('`') && !str.includes('${')) q = '`';
    }
    let out = '';
    for (const ch of str) {
      const c = ch.codePointAt(0);
      if (ch === q || ch === '\\') out += '\\' + ch;
      else if (ch === '\n') out += '\\n';
      else if (ch === '\t') out += '\\t';
      else if (ch === '\r') out += '\\r';
      else if (ch === '\b') out += '\\b';
      else if (ch === '\f') out += '\\f';
      else if (ch === '\v') out += '\\v';
      else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).toUpperCase().padStart(2, '0');
      else out += ch;
    }
    return q + out + q;
  }

  function formatNumber(n) {
    return Object.is(n, -0) ? '-0' : String(n);
  }

  function formatPrimitive(v) {
    switch (typeof v) {
      case 'string': return quote(v);
      case 'number': return formatNumber(v);
      case 'bigint': return `${v}n`;
      case 'boolean': return String(v);
      case 'undefined': return 'undefined';
      case 'symbol': return v.toString();
      default: return String(v);
    }
  }

  function formatKey(key) {
    if (typeof key === 'symbol') return `[${key.toString()}]`;
    return identRe.test(key) ? key : quote(key);
  }

  function constructorName(obj) {
    let proto = Object.getPrototypeOf(obj);
    while (proto !== null) {
      const d = Object.getOwnPropertyDescriptor(proto, 'constructor');
      if (d && typeof d.value === 'function' && d.value.name !== '') return d.value.name;
      proto = Object.getPrototypeOf(proto);
    }
    return null;
  }

  // The frame lines of a stack ("    at …"), without the error's own header line(s): since
  // quickjs-ng's stack starts with "Name: message" as V8's does (our patch), code that writes a
  // header of its own takes only these.
  function stackFrames(stack) {
    const i = typeof stack === 'string' ? stack.search(/^ {4}at /m) : -1;
    return i < 0 ? '' : stack.slice(i);
  }

  function errorToString(err) {
    let stack = typeof err.stack === 'string' ? err.stack : '';
    const head = `${err.name || 'Error'}: ${err.message}`;
    const header = err.message === '' || err.message === undefined ? String(err.name || 'Error') : head;
    // Node's own errors name their code in the header: `Error [ERR_X]: message`.
    const coded = typeof err.code === 'string' && stack.startsWith(`${err.name || 'Error'} [${err.code}]: `);
    // A stack that already has its own first line (the engine writes one; code may write another)
    // is printed as it is; only bare frames get the header.
    const bare = stackFrames(stack) === stack;
    if (!stack.startsWith(header) && !coded && bare) stack = stack === '' ? header : `${header}\n${stack}`;
    return stack.replace(/\n$/, '');
  }

  function inspect(value, options) {
    const ctx = {
      depth: 2, breakLength: 80, compact: 3, maxArrayLength: 100, maxStringLength: 10000,
      indentationLvl: 0, currentDepth: 0, seen: [], circular: new Map(), customInspect: true,
    };
    if (options && typeof options === 'object') {
      for (const k of ['depth', 'breakLength', 'compact', 'maxArrayLength']) if (options[k] !== undefined) ctx[k] = options[k] === null ? Infinity : options[k];
      // assert's AssertionError[inspect.custom] calls inspect(this, {customInspect: false}).
      if (options.customInspect === false) ctx.customInspect = false;
    }
    return formatValue(ctx, value, 0);
  }
  inspect.custom = Symbol.for('nodejs.util.inspect.custom');

  function formatValue(ctx, value, recurseTimes) {
    if (value === null) return 'null';
    if (typeof value !== 'object' && typeof value !== 'function') return formatPrimitive(value);
    const custom = ctx.customInspect ? value[inspect.custom] : undefined;
    if (typeof custom === 'function' && custom !== inspect) {
      const r = custom.call(value, ctx.depth - recurseTimes, ctx, inspect);
      if (r !== value) return typeof r === 'string' ? r : formatValue(ctx, r, recurseTimes);
    }
    if (ctx.seen.includes(value)) {
      let index = ctx.circular.get(value);
      if (index === undefined) {
        index = ctx.circular.size + 1;
        ctx.circular.set(value, index);
      }
      return `[Circular *${index}]`;
    }
    return formatRaw(ctx, value, recurseTimes);
  }

  function formatRaw(ctx, value, recurseTimes) {
    const ctor = constructorName(value);
    let keys = Object.keys(value);
    let braces;
    let base = '';
    let extrasType = kObjectType;
    let formatter = formatObjectEntries;
    const prefix = (fallback, size) => {
      const name = ctor === null ? `[${fallback}: null prototype]` : ctor;
      return size === undefined ? `${name} ` : `${name}(${size}) `;
    };
    if (Array.isArray(value)) {
      keys = keys.filter((k) => !(String(k >>> 0) === k));
      braces = [`${ctor === 'Array' ? '' : prefix('Array', value.length)}[`, ']'];
      extrasType = kArrayExtrasType;
      formatter = formatArray;
      if (value.length === 0 && keys.length === 0) return `${braces[0]}]`;
    } else if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
      keys = keys.filter((k) => !(String(k >>> 0) === k));
      braces = [`${prefix('TypedArray', value.length)}[`, ']'];
      extrasType = kArrayExtrasType;
      formatter = formatArray;
      if (value.length === 0 && keys.length === 0) return `${braces[0]}]`;
    } else if (value instanceof Map) {
      braces = [`${prefix('Map', value.size)}{`, '}'];
      formatter = formatMap;
      if (value.size === 0 && keys.length === 0) return `${braces[0]}}`;
    } else if (value instanceof Set) {
      braces = [`${prefix('Set', value.size)}{`, '}'];
      formatter = formatSet;
      if (value.size === 0 && keys.length === 0) return `${braces[0]}}`;
    } else if (typeof value === 'function') {
      const src = Function.prototype.toString.call(value);
      const name = value.name ? `: ${value.name}` : src.startsWith('class') ? ' (anonymous)' : ' (anonymous)';
      base = src.startsWith('class') ? `[class${value.name ? ' ' + value.name : ' (anonymous)'}]` : `[Function${name}]`;
      if (keys.length === 0) return base;
      braces = ['{', '}'];
    } else if (value instanceof Error) {
      base = errorToString(value);
      keys = keys.filter((k) => k !== 'stack' && k !== 'message');
      if (keys.length === 0) return base;
      braces = ['{', '}'];
    } else if (value instanceof RegExp) {
      base = RegExp.prototype.toString.call(value);
      if (keys.length === 0) return base;
      braces = ['{', '}'];
    } else if (value instanceof Date) {
      base = Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
      if (keys.length === 0) return base;
      braces = ['{', '}'];
    } else if (value instanceof Promise) {
      braces = ['Promise {', '}'];
      if (keys.length === 0) return 'Promise { <unknown> }';
    } else if (value instanceof Number || value instanceof String || value instanceof Boolean) {
      const t = value instanceof Number ? 'Number' : value instanceof String ? 'String' : 'Boolean';
      base = `[${t}: ${formatPrimitive(value.valueOf())}]`;
      if (value instanceof String) keys = keys.filter((k) => !(String(k >>> 0) === k));
      if (keys.length === 0) return base;
      braces = ['{', '}'];
    } else {
      const tag = value[Symbol.toStringTag];
      if (ctor === 'Object') {
        braces = [typeof tag === 'string' && tag !== '' ? `Object [${tag}] {` : '{', '}'];
      } else {
        braces = [`${prefix('Object')}${typeof tag === 'string' && tag !== '' && tag !== ctor ? `[${tag}] ` : ''}{`, '}'];
      }
      if (keys.length === 0) return `${braces[0]}}`;
    }
    for (const sym of Object.getOwnPropertySymbols(value)) {
      if (Object.getOwnPropertyDescriptor(value, sym).enumerable) keys.push(sym);
    }
    if (recurseTimes > ctx.depth) {
      return `[${ctor === null ? 'Object: null prototype' : (Array.isArray(value) ? 'Array' : ctor || 'Object')}]`;
    }
    ctx.seen.push(value);
    ctx.currentDepth = recurseTimes;
    let output;
    try {
      output = formatter(ctx, value, recurseTimes);
      for (const key of keys) output.push(formatProperty(ctx, value, recurseTimes, key, extrasType));
    } finally {
      ctx.seen.pop();
    }
    const index = ctx.circular.get(value);
    if (index !== undefined) {
      const ref = `<ref *${index}>`;
      if (base === '') braces[0] = `${ref} ${braces[0]}`;
      else base = `${ref} ${base}`;
    }
    return reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value);
  }

  function formatProperty(ctx, value, recurseTimes, key, type) {
    const desc = Object.getOwnPropertyDescriptor(value, key) || { value: value[key], enumerable: true };
    let str;
    if (desc.value !== undefined || !('get' in desc)) {
      const diff = ctx.compact !== true ? 2 : 3;
      ctx.indentationLvl += diff;
      str = formatValue(ctx, desc.value, recurseTimes + 1);
      ctx.indentationLvl -= diff;
    } else if (desc.get !== undefined) {
      str = desc.set !== undefined ? '[Getter/Setter]' : '[Getter]';
    } else {
      str = desc.set !== undefined ? '[Setter]' : 'undefined';
    }
    if (type === kArrayExtrasType && typeof key === 'string' && String(key >>> 0) === key) return str;
    return `${formatKey(key)}: ${str}`;
  }

  function formatObjectEntries() {
    return [];
  }

  function formatArray(ctx, value, recurseTimes) {
    const len = value.length;
    const max = Math.min(ctx.maxArrayLength, len);
    const output = [];
    let holes = 0;
    const flushHoles = () => {
      if (holes > 0) output.push(`<${holes} empty item${holes > 1 ? 's' : ''}>`);
      holes = 0;
    };
    for (let i = 0; i < max; i++) {
      if (!Object.prototype.hasOwnProperty.call(value, i)) {
        holes++;
        continue;
      }
      flushHoles();
      output.push(formatProperty(ctx, value, recurseTimes, String(i), kArrayExtrasType));
    }
    flushHoles();
    if (len > max) output.push(`... ${len - max} more item${len - max > 1 ? 's' : ''}`);
    return output;
  }

  function formatSet(ctx, value, recurseTimes) {
    const output = [];
    ctx.indentationLvl += 2;
    for (const v of value) output.push(formatValue(ctx, v, recurseTimes + 1));
    ctx.indentationLvl -= 2;
    return output;
  }

  function formatMap(ctx, value, recurseTimes) {
    const output = [];
    ctx.indentationLvl += 2;
    for (const [k, v] of value) output.push(`${formatValue(ctx, k, recurseTimes + 1)} => ${formatValue(ctx, v, recurseTimes + 1)}`);
    ctx.indentationLvl -= 2;
    return output;
  }

  function groupArrayElements(ctx, output, value) {
    let totalLength = 0;
    let maxLength = 0;
    let outputLength = output.length;
    if (ctx.maxArrayLength < output.length) outputLength--;
    const separatorSpace = 2;
    const dataLen = new Array(outputLength);
    for (let i = 0; i < outputLength; i++) {
      const len = output[i].length;
      dataLen[i] = len;
      totalLength += len + separatorSpace;
      if (maxLength < len) maxLength = len;
    }
    const actualMax = maxLength + separatorSpace;
    if (actualMax * 3 + ctx.indentationLvl < ctx.breakLength &&
        (totalLength / actualMax > 5 || maxLength <= 6)) {
      const averageBias = Math.sqrt(actualMax - totalLength / output.length);
      const biasedMax = Math.max(actualMax - 3 - averageBias, 1);
      const columns = Math.min(
        Math.round(Math.sqrt(2.5 * biasedMax * outputLength) / biasedMax),
        Math.floor((ctx.breakLength - ctx.indentationLvl) / actualMax),
        ctx.compact * 4,
        15,
      );
      if (columns <= 1) return output;
      const tmp = [];
      const maxLineLength = [];
      for (let i = 0; i < columns; i++) {
        let lineLength = 0;
        for (let j = i; j < output.length; j += columns) {
          if (dataLen[j] > lineLength) lineLength = dataLen[j];
        }
        maxLineLength.push(lineLength + separatorSpace);
      }
      let padStart = true;
      if (value !== undefined) {
        for (let i = 0; i < output.length; i++) {
          if (typeof value[i] !== 'number' && typeof value[i] !== 'bigint') {
            padStart = false;
            break;
          }
        }
      }
      for (let i = 0; i < outputLength; i += columns) {
        const max = Math.min(i + columns, outputLength);
        let str = '';
        let j = i;
        for (; j < max - 1; j++) {
          const cell = `${output[j]}, `;
          str += padStart ? cell.padStart(maxLineLength[j - i], ' ') : cell.padEnd(maxLineLength[j - i], ' ');
        }
        str += padStart ? output[j].padStart(maxLineLength[j - i] - separatorSpace, ' ') : output[j];
        tmp.push(str);
      }
      if (ctx.maxArrayLength < output.length) tmp.push(output[outputLength]);
      output = tmp;
    }
    return output;
  }

  function isBelowBreakLength(ctx, output, start, base) {
    let totalLength = output.length + start;
    if (totalLength + output.length > ctx.breakLength) return false;
    for (let i = 0; i < output.length; i++) {
      totalLength += output[i].length;
      if (totalLength > ctx.breakLength) return false;
    }
    return base === '' || !base.includes('\n');
  }

  function reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value) {
    if (ctx.compact !== true) {
      if (typeof ctx.compact === 'number' && ctx.compact >= 1) {
        const entries = output.length;
        if (extrasType === kArrayExtrasType && entries > 6) output = groupArrayElements(ctx, output, value);
        if (ctx.currentDepth - recurseTimes < ctx.compact && entries === output.length) {
          const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
          if (isBelowBreakLength(ctx, output, start, base)) {
            const joined = output.join(', ');
            if (!joined.includes('\n')) {
              return `${base ? `${base} ` : ''}${braces[0]} ${joined}` + ` ${braces[1]}`;
            }
          }
        }
      }
      const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
      return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
    }
    if (isBelowBreakLength(ctx, output, 0, base)) {
      return `${braces[0]}${base ? ` ${base}` : ''} ${output.join(', ')} ${braces[1]}`;
    }
    const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
    return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
  }

  // util.format: %s %d %i %f %j %o %O %c %%, then the rest joined by spaces (strings raw).
  function format(...args) {
    return formatWithOptions(undefined, ...args);
  }

  function formatWithOptions(options, ...args) {
    const first = args[0];
    let out = '';
    let a = 0;
    if (typeof first === 'string') {
      if (args.length === 1) return first;
      a = 1;
      let last = 0;
      for (let i = 0; i < first.length - 1; i++) {
        if (first.charCodeAt(i) !== 37) continue; // '%'
        const c = first[i + 1];
        if (c === '%') {
          out += first.slice(last, i) + '%';
          last = i + 2;
          i++;
          continue;
        }
        if (a >= args.length || !'sdifjoOc'.includes(c)) continue;
        const arg = args[a];
        let s;
        switch (c) {
          case 's':
            if (typeof arg === 'number') s = formatNumber(arg);
            else if (typeof arg === 'bigint') s = `${arg}n`;
            else if (typeof arg === 'object' && arg !== null) s = inspect(arg, { depth: 0 });
            else s = String(arg);
            break;
          case 'd':
            s = typeof arg === 'bigint' ? `${arg}n` : typeof arg === 'object' && arg !== null ? formatNumber(Number(arg)) : formatNumber(Number(arg));
            break;
          case 'i':
            s = typeof arg === 'bigint' ? `${arg}n` : formatNumber(parseInt(arg));
            break;
          case 'f':
            s = formatNumber(parseFloat(arg));
            break;
          case 'j':
            try {
              s = JSON.stringify(arg);
            } catch {
              s = '[Circular]';
            }
            break;
          case 'o':
            s = inspect(arg, { depth: 4 });
            break;
          case 'O':
            s = inspect(arg, options);
            break;
          case 'c':
            s = '';
            break;
        }
        out += first.slice(last, i) + s;
        last = i + 2;
        i++;
        a++;
      }
      out += first.slice(last);
    }
    for (; a < args.length; a++) {
      const v = args[a];
      if (out !== '' || a > 0) out += ' ';
      out += typeof v === 'string' ? v : inspect(v, options);
    }
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // process

  const listeners = new Map();
  let exiting = false;
  let umask = 0o022;
  let maxListeners = 10;
  const process = {
    title: 'node',
    version: native.version,
    versions: { node: native.version.slice(1), quickjs: 'quickjs-ng' },
    arch: 'wasm32',
    platform: 'linux',
    release: { name: 'node' },
    // What this node has (Node's keys): TLS is the host's (client side, SNI); no inspector, libuv
    // or OCSP; require(esm) works; TypeScript types are stripped (sucrase).
    features: { inspector: false, debug: false, uv: false, ipv6: true, tls_alpn: false, tls_sni: true, tls_ocsp: false,
      tls: true, openssl_is_boringssl: false, cached_builtins: true, require_module: true, typescript: 'strip' },
    execPath: '/usr/bin/node',
    pid: native.pid,
    ppid: native.ppid,
    env: native.env,
    argv: [],
    execArgv: [],
    exitCode: undefined,
    cwd: () => native.cwd(),
    exit(code) {
      if (code !== undefined) process.exitCode = code;
      if (!exiting) {
        exiting = true;
        emit('exit', exitStatus());
      }
      native.exit(exitStatus());
    },
    nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
    hrtime: Object.assign((prev) => {
      const ns = BigInt(Math.round(performanceNow() * 1e6));
      const t = [Number(ns / 1000000000n), Number(ns % 1000000000n)];
      if (!prev) return t;
      let s = t[0] - prev[0];
      let n = t[1] - prev[1];
      if (n < 0) { s--; n += 1e9; }
      return [s, n];
    }, { bigint: () => BigInt(Math.round(performanceNow() * 1e6)) }),
    uptime: () => performanceNow() / 1000,
    memoryUsage: () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 }),
    // Diagnostic reports: the header only, and no shared objects (no libc: npm's platform
    // checks then see neither glibc nor musl).
    report: {
      excludeNetwork: false, compact: false, directory: '', filename: '', signal: 'SIGUSR2',
      reportOnFatalError: false, reportOnSignal: false, reportOnUncaughtException: false,
      getReport() {
        return {
          header: {
            reportVersion: 3, event: 'JavaScript API', trigger: 'GetReport', nodejsVersion: native.version,
            processId: native.pid, cwd: native.cwd(), commandLine: process.argv.slice(), arch: 'wasm32',
            platform: 'linux', componentVersions: process.versions, osName: 'Linux', host: os.hostname(),
          },
          javascriptStack: { message: 'No stack.', stack: [] }, sharedObjects: [], environmentVariables: { ...process.env },
        };
      },
      writeReport() {
        const e = new Error('process.report.writeReport is not available in agentOS node');
        e.code = 'ERR_AGENTOS_UNSUPPORTED_BUILTIN';
        throw e;
      },
    },
    // The kernel creates files with the usual 0o022 mask applied (WASI has no umask call): the
    // mask is reported, and a new one is only remembered.
    umask(mask) {
      const old = umask;
      if (mask !== undefined) umask = (typeof mask === 'string' ? parseInt(mask, 8) : Number(mask)) & 0o777;
      return old;
    },
    emitWarning: (w) => native.write(2, `(node:${native.pid}) ${typeof w === 'string' ? `Warning: ${w}` : errorToString(w)}\n`),
    on(event, fn) {
      if (!listeners.has(event)) listeners.set(event, []);
      listeners.get(event).push(fn);
      return process;
    },
    once(event, fn) {
      const wrapped = (...a) => { process.off(event, wrapped); fn(...a); };
      return process.on(event, wrapped);
    },
    off(event, fn) {
      const l = listeners.get(event);
      if (l) { const i = l.indexOf(fn); if (i >= 0) l.splice(i, 1); }
      return process;
    },
    emit: (event, ...args) => emit(event, ...args),
    listenerCount: (event) => (listeners.get(event) || []).length,
    // The rest of EventEmitter's surface over the same listener lists.
    listeners: (event) => [...(listeners.get(event) || [])],
    rawListeners: (event) => [...(listeners.get(event) || [])],
    eventNames: () => [...listeners.keys()].filter((e) => listeners.get(e).length > 0),
    prependListener(event, fn) {
      if (!listeners.has(event)) listeners.set(event, []);
      listeners.get(event).unshift(fn);
      return process;
    },
    prependOnceListener(event, fn) {
      const wrapped = (...a) => { process.off(event, wrapped); fn(...a); };
      return process.prependListener(event, wrapped);
    },
    removeAllListeners(event) {
      if (event === undefined) listeners.clear();
      else listeners.delete(event);
      return process;
    },
    getMaxListeners: () => maxListeners,
    setMaxListeners(n) { maxListeners = n; return process; },
  };
  process.addListener = process.on;
  process.removeListener = process.off;
  const startTime = Date.now();
  function performanceNow() {
    return Date.now() - startTime;
  }
  function emit(event, ...args) {
    const l = listeners.get(event);
    if (!l || l.length === 0) return false;
    for (const fn of [...l]) fn.apply(process, args);
    return true;
  }
  function exitStatus() {
    const c = process.exitCode;
    if (c === undefined || c === null) return 0;
    const n = Number(c);
    return Number.isInteger(n) ? n & 0xff : 1;
  }
  // process.stdin/stdout/stderr: tty.ReadStream/WriteStream over fds 0, 1, 2 (js/tty.js), made
  // on first use so a program that never touches them does not load the stream module.
  const stdio = [];
  const stdioStream = (fd) => {
    if (stdio[fd] === undefined) {
      const tty = requireBuiltin('tty');
      const s = fd === 0 ? new tty.ReadStream(0) : new tty.WriteStream(fd);
      if (fd !== 0) {
        // Like Node's stdio: never closed by end() or destroy().
        s._closeFd = false;
        s.destroySoon = s.destroy;
      }
      stdio[fd] = s;
    }
    return stdio[fd];
  };
  // stdout and stderr answer write() and the tty facts without the stream module (compiling it
  // costs tens of milliseconds): a proxy that becomes the real WriteStream on any other use. Both
  // write synchronously, so output order is the same either way.
  const liteWriter = (fd) => {
    const tty = () => requireBuiltin('tty');
    const lite = {
      fd,
      write(data, encoding, cb) {
        if (typeof encoding === 'function') cb = encoding;
        if (typeof data === 'string' && typeof encoding === 'string' && !/^utf-?8$/i.test(encoding)) data = BufferOf().from(data, encoding);
        else if (typeof data !== 'string' && !(data instanceof Uint8Array)) return real().write(data, encoding, cb);
        native.write(fd, data);
        if (typeof cb === 'function') process.nextTick(cb, null);
        return true;
      },
      get isTTY() { return tty().isatty(fd) ? true : undefined; },
      get writable() { return true; },
    };
    const real = () => stdioStream(fd);
    const target = (p) => (stdio[fd] === undefined && Object.prototype.hasOwnProperty.call(lite, p) ? lite : real());
    return new Proxy(Object.create(null), {
      get: (_, p) => { const t = target(p); const v = Reflect.get(t, p, t); return typeof v === 'function' && t !== lite ? v.bind(t) : v; },
      set: (_, p, v) => Reflect.set(real(), p, v),
      has: (_, p) => p in real(),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_, p) => { const d = Reflect.getOwnPropertyDescriptor(real(), p); if (d) d.configurable = true; return d; },
      defineProperty: (_, p, d) => Reflect.defineProperty(real(), p, d),
      deleteProperty: (_, p) => Reflect.deleteProperty(real(), p),
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    });
  };
  const writers = [undefined, liteWriter(1), liteWriter(2)];
  Object.defineProperty(process, 'stdin', { get: () => stdioStream(0), configurable: true, enumerable: true });
  for (const [name, fd] of [['stdout', 1], ['stderr', 2]]) {
    Object.defineProperty(process, name, { get: () => writers[fd], configurable: true, enumerable: true });
  }
  hide(globalThis, 'process', process);

  // ---------------------------------------------------------------------------------------------
  // console

  const counts = new Map();
  const timersByLabel = new Map();
  let groupIndent = '';
  const print = (fd, args) => {
    let text = format(...args);
    if (groupIndent !== '') text = groupIndent + text.split('\n').join(`\n${groupIndent}`);
    // As in Node, console goes through process.stdout/stderr.write once a program replaced it.
    if (stdio[fd] !== undefined && Object.prototype.hasOwnProperty.call(stdio[fd], 'write')) stdio[fd].write(`${text}\n`);
    else native.write(fd, `${text}\n`);
  };
  const console = {
    log: (...a) => print(1, a),
    info: (...a) => print(1, a),
    debug: (...a) => print(1, a),
    error: (...a) => print(2, a),
    warn: (...a) => print(2, a),
    // The frames below console.trace itself, as V8 prints them.
    trace: (...a) => print(2, [`Trace${a.length ? ': ' + format(...a) : ''}\n${stackFrames(new Error().stack).split('\n').slice(1).join('\n')}`]),
    dir: (v, o) => native.write(1, `${inspect(v, o)}\n`),
    assert: (ok, ...a) => { if (!ok) print(2, a.length ? [`Assertion failed: ${format(...a)}`] : ['Assertion failed']); },
    count: (label = 'default') => { const n = (counts.get(label) || 0) + 1; counts.set(label, n); print(1, [`${label}: ${n}`]); },
    countReset: (label = 'default') => counts.delete(label),
    time: (label = 'default') => timersByLabel.set(label, Date.now()),
    timeEnd: (label = 'default') => { const t = timersByLabel.get(label); if (t !== undefined) { timersByLabel.delete(label); print(1, [`${label}: ${Date.now() - t}ms`]); } },
    timeLog: (label = 'default', ...a) => { const t = timersByLabel.get(label); if (t !== undefined) print(1, [`${label}: ${Date.now() - t}ms`, ...a]); },
    group: (...a) => { if (a.length) print(1, a); groupIndent += '  '; },
    groupEnd: () => { groupIndent = groupIndent.slice(2); },
    table: (...a) => print(1, a),
  };
  console.groupCollapsed = console.group;
  hide(globalThis, 'console', console);

  // ---------------------------------------------------------------------------------------------
  // Timers: a list ordered by (due time, creation order); unref'ed timers do not keep the loop
  // alive. Immediates run after the due timers of a loop turn.

  let timerSeq = 0;
  let timerList = [];
  let immediates = [];
  class Timeout {
    constructor(fn, ms, args, repeat) {
      ms = Number(ms);
      if (!(ms >= 1 && ms <= 2147483647)) ms = 1;
      this._fn = fn;
      this._ms = ms;
      this._args = args;
      this._repeat = repeat;
      this._ref = true;
      this._id = ++timerSeq;
      this._schedule();
    }
    _schedule() {
      this._when = Date.now() + this._ms;
      this._seq = ++timerSeq;
      timerList.push(this);
      timerList.sort((a, b) => a._when - b._when || a._seq - b._seq);
    }
    ref() { this._ref = true; return this; }
    unref() { this._ref = false; return this; }
    hasRef() { return this._ref; }
    refresh() { clear(this); this._schedule(); return this; }
    close() { clear(this); return this; }
    [Symbol.toPrimitive]() { return this._id; }
  }
  function clear(t) {
    if (t instanceof Timeout) {
      timerList = timerList.filter((x) => x !== t);
    } else if (typeof t === 'number' || typeof t === 'string') {
      timerList = timerList.filter((x) => x._id !== Number(t));
    }
  }
  const checkFn = (fn) => {
    if (typeof fn !== 'function') {
      const e = new TypeError(`The "callback" argument must be of type function. Received ${inspect(fn)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
  };
  const timers = {
    setTimeout: (fn, ms, ...args) => { checkFn(fn); return new Timeout(fn, ms, args, false); },
    setInterval: (fn, ms, ...args) => { checkFn(fn); return new Timeout(fn, ms, args, true); },
    clearTimeout: clear,
    clearInterval: clear,
    setImmediate: (fn, ...args) => { checkFn(fn); const i = { _fn: fn, _args: args, ref() { return this; }, unref() { return this; }, hasRef: () => true }; immediates.push(i); return i; },
    clearImmediate: (i) => { immediates = immediates.filter((x) => x !== i); },
  };
  for (const [k, v] of Object.entries(timers)) hide(globalThis, k, v);

  // Watched descriptors (src/reactor.rs): one watcher per fd, `events` a mask of native.POLLIN
  // and native.POLLOUT. The loop polls every watcher with events; a referenced watcher keeps
  // the process alive. `cb(revents)` runs once per readiness report; set events to 0 to pause.
  const watchers = new Map();
  let readyQueue = [];
  class FdWatcher {
    constructor(fd, events, cb) {
      if (watchers.has(fd)) throw new Error(`internal: fd ${fd} is already watched`);
      this.fd = fd;
      this.events = events;
      this.cb = cb;
      this._ref = true;
      watchers.set(fd, this);
    }
    setEvents(events) { this.events = events; return this; }
    ref() { this._ref = true; return this; }
    unref() { this._ref = false; return this; }
    hasRef() { return this._ref; }
    close() {
      if (watchers.get(this.fd) === this) watchers.delete(this.fd);
      this.events = 0;
      readyQueue = readyQueue.filter(([w]) => w !== this);
    }
  }
  const watchFd = (fd, events, cb) => new FdWatcher(fd, events, cb);
  // Buffer (the buffer package) is compiled the first time something touches it.
  const BufferOf = () => requireBuiltin('buffer').Buffer;
  Object.defineProperty(globalThis, 'Buffer', {
    get() { const B = BufferOf(); hide(globalThis, 'Buffer', B); return B; },
    set(v) { hide(globalThis, 'Buffer', v); },
    configurable: true,
    enumerable: false,
  });
  // fetch, Headers, Request, Response: node-fetch over our http/https (js/vendor/fetch.js),
  // compiled the first time one is touched; AbortController for its `signal` unless already there.
  let fetchModule;
  for (const name of ['fetch', 'Headers', 'Request', 'Response']) {
    Object.defineProperty(globalThis, name, {
      get() {
        fetchModule = fetchModule || loadBundled('fetch');
        const v = name === 'fetch' ? (input, init) => fetchModule(input, init) : fetchModule[name];
        hide(globalThis, name, v);
        return v;
      },
      set(v) { hide(globalThis, name, v); },
      configurable: true,
      enumerable: false,
    });
  }
  for (const name of ['AbortController', 'AbortSignal']) {
    if (name in globalThis) continue;
    Object.defineProperty(globalThis, name, {
      get() {
        if (!bundledDeps.has('abort-controller')) bundledDeps.set('abort-controller', loadBundled('abort-controller'));
        const v = bundledDeps.get('abort-controller')[name];
        hide(globalThis, name, v);
        return v;
      },
      set(v) { hide(globalThis, name, v); },
      configurable: true,
      enumerable: false,
    });
  }
  if (typeof globalThis.queueMicrotask !== 'function') {
    hide(globalThis, 'queueMicrotask', (fn) => { checkFn(fn); Promise.resolve().then(() => fn()); });
  }

  // ---------------------------------------------------------------------------------------------
  // Web globals, each made on first use: URL/URLSearchParams (whatwg-url), TextEncoder/TextDecoder
  // (UTF-8 natives; other encodings through Buffer), structuredClone (@ungap/structured-clone),
  // EventTarget (event-target-shim), Event, AbortController/AbortSignal (abort-controller).

  const lazyGlobal = (name, make) => Object.defineProperty(globalThis, name, {
    // Undefined while it is made: a library testing for the global (typeof) takes its own path.
    get() { hide(globalThis, name, undefined); const v = make(); hide(globalThis, name, v); return v; },
    set(v) { hide(globalThis, name, v); },
    configurable: true,
    enumerable: false,
  });
  lazyGlobal('URL', () => shared('whatwg-url').URL);
  lazyGlobal('crypto', () => requireBuiltin('crypto').webcrypto);
  lazyGlobal('URLSearchParams', () => shared('whatwg-url').URLSearchParams);
  lazyGlobal('structuredClone', () => {
    const { serialize, deserialize } = shared('structured-clone');
    const clone = (value, options) => deserialize(serialize(value, options));
    return function structuredClone(value, options) {
      if (arguments.length === 0) {
        const e = new TypeError('The "value" argument must be specified');
        e.code = 'ERR_MISSING_ARGS';
        throw e;
      }
      return clone(value, options);
    };
  });
  // event-target-shim's warnings are not Node's; a throwing listener is an uncaught exception.
  const eventTargetShim = () => {
    const m = shared('event-target-shim');
    if (!m._agentosSetUp) {
      m.setWarningHandler(() => {});
      m.setErrorHandler((e) => queueMicrotask(() => { throw e; }));
      hide(m, '_agentosSetUp', true);
    }
    return m;
  };
  lazyGlobal('EventTarget', () => eventTargetShim().EventTarget);
  lazyGlobal('AbortController', () => abortClasses().AbortController);
  lazyGlobal('AbortSignal', () => abortClasses().AbortSignal);
  let abortMade = null;
  // abort-controller 3 predates abort(reason), signal.reason, throwIfAborted and the statics.
  function abortClasses() {
    if (abortMade) return abortMade;
    const { AbortController, AbortSignal } = shared('abort-controller');
    const domAbort = () => new DOMException('This operation was aborted', 'AbortError');
    const abort = AbortController.prototype.abort;
    Object.defineProperty(AbortController.prototype, 'abort', {
      value: function (reason) {
        if (!this.signal.aborted) hide(this.signal, '_reason', reason === undefined ? domAbort() : reason);
        return abort.call(this);
      },
      writable: true, configurable: true,
    });
    Object.defineProperty(AbortSignal.prototype, 'reason', { get() { return this._reason; }, configurable: true });
    hide(AbortSignal.prototype, 'throwIfAborted', function () { if (this.aborted) throw this._reason; });
    hide(AbortSignal, 'abort', (reason) => { const c = new AbortController(); c.abort(reason); return c.signal; });
    hide(AbortSignal, 'timeout', (ms) => {
      const c = new AbortController();
      setTimeout(() => c.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms).unref();
      return c.signal;
    });
    hide(AbortSignal, 'any', (signals) => {
      const c = new AbortController();
      for (const s of signals) {
        if (s.aborted) { c.abort(s.reason); break; }
        s.addEventListener('abort', () => c.abort(s.reason), { once: true });
      }
      return c.signal;
    });
    abortMade = { AbortController, AbortSignal };
    return abortMade;
  }
  lazyGlobal('Event', () => eventTargetShim().Event);
  class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(input = '') {
      const s = String(input);
      return native.utf8Encode(s.isWellFormed() ? s : s.toWellFormed());
    }
    encodeInto(src, dest) {
      const bytes = this.encode(src);
      let written = 0;
      let read = 0;
      for (const ch of String(src)) {
        const cp = ch.codePointAt(0);
        const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        if (written + n > dest.length) break;
        dest.set(bytes.subarray(written, written + n), written);
        written += n;
        read += ch.length;
      }
      return { read, written };
    }
  }
  Object.defineProperty(TextEncoder.prototype, Symbol.toStringTag, { value: 'TextEncoder', configurable: true });
  const encodingLabels = { 'utf-8': 'utf-8', utf8: 'utf-8', 'unicode-1-1-utf-8': 'utf-8', 'utf-16le': 'utf-16le', 'utf-16': 'utf-16le',
    latin1: 'latin1', 'iso-8859-1': 'latin1', ascii: 'latin1', 'us-ascii': 'latin1', 'windows-1252': 'latin1' };
  const WINDOWS_1252 = [0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
    0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178];
  const asBytes = (input) => {
    if (input === undefined) return new Uint8Array(0);
    if (input instanceof ArrayBuffer || (typeof SharedArrayBuffer === 'function' && input instanceof SharedArrayBuffer)) return new Uint8Array(input);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    const e = new TypeError(`The "input" argument must be an instance of ArrayBuffer or ArrayBufferView. Received ${inspect(input)}`);
    e.code = 'ERR_INVALID_ARG_TYPE';
    throw e;
  };
  class TextDecoder {
    constructor(label = 'utf-8', options = {}) {
      const enc = encodingLabels[String(label).trim().toLowerCase()];
      if (enc === undefined) {
        const e = new RangeError(`The "${label}" encoding is not supported`);
        e.code = 'ERR_ENCODING_NOT_SUPPORTED';
        throw e;
      }
      hide(this, '_enc', enc);
      hide(this, '_fatal', !!(options && options.fatal));
      hide(this, '_ignoreBOM', !!(options && options.ignoreBOM));
      hide(this, '_pending', null);
      hide(this, '_bomSeen', false);
    }
    get encoding() { return this._enc === 'latin1' ? 'windows-1252' : this._enc; }
    get fatal() { return this._fatal; }
    get ignoreBOM() { return this._ignoreBOM; }
    decode(input, options) {
      let bytes = asBytes(input);
      const stream = !!(options && options.stream);
      if (this._pending !== null) {
        const all = new Uint8Array(this._pending.length + bytes.length);
        all.set(this._pending);
        all.set(bytes, this._pending.length);
        bytes = all;
        this._pending = null;
      }
      if (stream && this._enc === 'utf-8') {
        // Hold back an incomplete sequence at the end for the next call.
        let i = bytes.length - 1;
        let back = 0;
        while (i >= 0 && back < 3 && (bytes[i] & 0xc0) === 0x80) { i--; back++; }
        if (i >= 0) {
          const c = bytes[i];
          const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
          if (need > back + 1) {
            this._pending = bytes.slice(i);
            bytes = bytes.subarray(0, i);
          }
        }
      }
      let text;
      if (this._enc === 'utf-8') {
        text = native.utf8Decode(bytes, this._fatal);
        if (text === null) {
          const e = new TypeError('The encoded data was not valid for encoding utf-8');
          e.code = 'ERR_ENCODING_INVALID_ENCODED_DATA';
          throw e;
        }
      } else if (this._enc === 'latin1') {
        // WHATWG's windows-1252 (every latin1/ascii label): bytes 0x80-0x9f are its own table.
        let out = '';
        for (let i = 0; i < bytes.length; i += 8192) {
          const chunk = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b < 0xa0 ? WINDOWS_1252[b - 0x80] : b));
          out += String.fromCharCode(...chunk);
        }
        text = out;
      } else {
        // utf-16le: an odd last byte is held for the next streamed call, else it decodes to U+FFFD.
        if (bytes.length % 2 === 1) {
          if (stream) {
            this._pending = bytes.slice(bytes.length - 1);
            bytes = bytes.subarray(0, bytes.length - 1);
          }
        }
        text = BufferOf().from(bytes.buffer, bytes.byteOffset, bytes.byteLength - (bytes.length % 2)).toString('utf16le');
        if (bytes.length % 2 === 1) text += '\ufffd';
      }
      if (!this._ignoreBOM && !this._bomSeen && text.length > 0) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (text.length > 0 || bytes.length > 0) this._bomSeen = stream;
      if (!stream) this._bomSeen = false;
      return text;
    }
  }
  Object.defineProperty(TextDecoder.prototype, Symbol.toStringTag, { value: 'TextDecoder', configurable: true });
  hide(globalThis, 'TextEncoder', TextEncoder);
  hide(globalThis, 'TextDecoder', TextDecoder);

  // Web streams (web-streams-polyfill): the globals and `stream/web`, with TextEncoderStream and
  // TextDecoderStream (ours, over TextEncoder/TextDecoder). No CompressionStream yet.
  let webStreamsMade = null;
  function webStreams() {
    if (webStreamsMade) return webStreamsMade;
    const p = shared('web-streams');
    class TextEncoderStream extends p.TransformStream {
      constructor() {
        const encoder = new TextEncoder();
        let pending = ''; // a high surrogate that ended the last chunk
        super({
          transform(chunk, controller) {
            let s = pending + String(chunk);
            pending = '';
            const last = s.charCodeAt(s.length - 1);
            if (last >= 0xd800 && last <= 0xdbff) { pending = s.slice(-1); s = s.slice(0, -1); }
            if (s.length > 0) controller.enqueue(encoder.encode(s));
          },
          flush(controller) { if (pending) controller.enqueue(encoder.encode(pending)); },
        });
      }
      get encoding() { return 'utf-8'; }
    }
    class TextDecoderStream extends p.TransformStream {
      constructor(label = 'utf-8', options = {}) {
        const decoder = new TextDecoder(label, options);
        super({
          transform(chunk, controller) {
            const s = decoder.decode(chunk, { stream: true });
            if (s) controller.enqueue(s);
          },
          flush(controller) {
            const s = decoder.decode();
            if (s) controller.enqueue(s);
          },
        });
        hide(this, '_decoder', decoder);
      }
      get encoding() { return this._decoder.encoding; }
      get fatal() { return this._decoder.fatal; }
      get ignoreBOM() { return this._decoder.ignoreBOM; }
    }
    webStreamsMade = {
      ReadableStream: p.ReadableStream, ReadableStreamDefaultReader: p.ReadableStreamDefaultReader,
      ReadableStreamBYOBReader: p.ReadableStreamBYOBReader, ReadableStreamBYOBRequest: p.ReadableStreamBYOBRequest,
      ReadableByteStreamController: p.ReadableByteStreamController, ReadableStreamDefaultController: p.ReadableStreamDefaultController,
      TransformStream: p.TransformStream, TransformStreamDefaultController: p.TransformStreamDefaultController,
      WritableStream: p.WritableStream, WritableStreamDefaultWriter: p.WritableStreamDefaultWriter,
      WritableStreamDefaultController: p.WritableStreamDefaultController,
      ByteLengthQueuingStrategy: p.ByteLengthQueuingStrategy, CountQueuingStrategy: p.CountQueuingStrategy,
      TextEncoderStream, TextDecoderStream,
    };
    return webStreamsMade;
  }
  lazyGlobal('Blob', () => shared('blob').Blob);
  lazyGlobal('File', () => shared('blob').File);
  lazyGlobal('FormData', () => shared('blob').FormData);
  lazyGlobal('MessageChannel', () => requireBuiltin('worker_threads').MessageChannel);
  lazyGlobal('MessagePort', () => requireBuiltin('worker_threads').MessagePort);
  for (const name of ['ReadableStream', 'ReadableStreamDefaultReader', 'ReadableStreamBYOBReader', 'ReadableStreamBYOBRequest',
    'ReadableByteStreamController', 'ReadableStreamDefaultController', 'TransformStream', 'TransformStreamDefaultController',
    'WritableStream', 'WritableStreamDefaultWriter', 'WritableStreamDefaultController', 'ByteLengthQueuingStrategy',
    'CountQueuingStrategy', 'TextEncoderStream', 'TextDecoderStream']) {
    lazyGlobal(name, () => webStreams()[name]);
  }
  // Intl: only Segmenter (@formatjs/intl-segmenter; grapheme, word and sentence), a Collator over
  // localeCompare and getCanonicalLocales; no DateTimeFormat, NumberFormat, … yet.
  lazyGlobal('Intl', () => {
    const tag = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*(?:-[a-wy-z0-9](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?$/i;
    const canonical = (locale) => {
      if (typeof locale !== 'string' && (typeof locale !== 'object' || locale === null)) {
        throw new TypeError('Language ID should be string or object.');
      }
      const s = String(locale);
      if (!tag.test(s)) throw new RangeError(`Incorrect locale information provided`);
      return s.split('-').map((part, i) => (i === 0 ? part.toLowerCase() : part.length === 4 && /^[a-z]/i.test(part)
        ? part[0].toUpperCase() + part.slice(1).toLowerCase() : part.length === 2 ? part.toUpperCase() : part.toLowerCase())).join('-');
    };
    const getCanonicalLocales = (locales) => {
      if (locales === undefined) return [];
      const list = typeof locales === 'string' ? [locales] : Array.from(locales);
      return [...new Set(list.map(canonical))];
    };
    // Collator: code that sees an `Intl` object takes Intl.Collator (npm's string-locale-compare);
    // this one compares as String.prototype.localeCompare does here, the path such code took
    // before there was an Intl (QuickJS has no ICU: code-point order, locales and options unused).
    class Collator {
      constructor(locales, options = {}) {
        hide(this, '_locale', getCanonicalLocales(locales)[0] || 'en-US');
        hide(this, '_options', { ...options });
        const compare = (a, b) => String(a).localeCompare(String(b));
        hide(this, 'compare', compare);
      }
      resolvedOptions() {
        const o = this._options;
        return { locale: this._locale, usage: o.usage || 'sort', sensitivity: o.sensitivity || 'variant',
          ignorePunctuation: !!o.ignorePunctuation, collation: 'default', numeric: !!o.numeric, caseFirst: o.caseFirst || 'false' };
      }
      static supportedLocalesOf(locales) { return getCanonicalLocales(locales); }
    }
    Object.defineProperty(Collator.prototype, Symbol.toStringTag, { value: 'Intl.Collator', configurable: true });
    const intl = {};
    hide(intl, 'getCanonicalLocales', getCanonicalLocales);
    hide(intl, 'Collator', Collator);
    hide(intl, 'Segmenter', shared('intl-segmenter').Segmenter);
    Object.defineProperty(intl, Symbol.toStringTag, { value: 'Intl', configurable: true });
    return intl;
  });
  if (typeof performance.timeOrigin !== 'number') hide(performance, 'timeOrigin', Date.now() - performance.now());
  // No performance timeline here: marks, measures and resource timings are accepted and not kept
  // (undici's fetch calls markResourceTiming after every response).
  for (const m of ['mark', 'measure', 'clearMarks', 'clearMeasures', 'markResourceTiming', 'clearResourceTimings']) if (typeof performance[m] !== 'function') hide(performance, m, () => undefined);
  if (typeof performance.toJSON !== 'function') hide(performance, 'toJSON', () => ({ timeOrigin: performance.timeOrigin }));
  if (typeof globalThis.navigator === 'undefined') {
    hide(globalThis, 'navigator', { hardwareConcurrency: 1, language: 'en-US', platform: 'linux', userAgent: `Node.js/${native.version.slice(1, native.version.indexOf('.'))}` });
  }
  // V8's CallSite API (Error.prepareStackTrace's second argument). quickjs-ng's CallSite has
  // getFileName, getFunction, getFunctionName, getLineNumber, getColumnNumber, isNative and
  // isConstructor; V8's other methods answer here as V8 does for an ordinary frame (no eval, no
  // async, no receiver information), so code that reads them, such as depd (express), runs.
  {
    const savedPrepare = Error.prepareStackTrace;
    let site;
    try {
      Error.prepareStackTrace = (_e, sites) => sites;
      site = new Error().stack?.[0];
    } catch {
      site = undefined;
    } finally {
      Error.prepareStackTrace = savedPrepare;
    }
    const proto = site && typeof site === 'object' ? Object.getPrototypeOf(site) : null;
    if (proto) {
      const methods = {
        getThis() { return undefined; },
        getTypeName() { return null; },
        getMethodName() { return null; },
        getEvalOrigin() { return undefined; },
        getScriptNameOrSourceURL() { return this.getFileName(); },
        getScriptHash() { return ''; },
        getEnclosingLineNumber() { return null; },
        getEnclosingColumnNumber() { return null; },
        getPosition() { return 0; },
        getPromiseIndex() { return null; },
        isAsync() { return false; },
        isEval() { return false; },
        isPromiseAll() { return false; },
        isToplevel() { return !this.getFunctionName(); },
        toString() {
          if (this.isNative()) return `${this.getFunctionName() || '<anonymous>'} (native)`;
          const where = `${this.getFileName() || '<anonymous>'}:${this.getLineNumber()}:${this.getColumnNumber()}`;
          const name = this.getFunctionName();
          return name ? `${this.isConstructor() ? 'new ' : ''}${name} (${where})` : where;
        },
      };
      for (const [name, fn] of Object.entries(methods)) {
        if (!Object.hasOwn(proto, name)) hide(proto, name, fn);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Builtin modules.

  // A bundled JS module (src/bundled.rs), compiled on first use: third-party packages (they
  // see module, exports, require, process) and our own builtins in js/, which also get
  // `internals`, the primitives they are written over (natives, the fd reactor, inspect, …).
  // base64-js and ieee754 are buffer's own dependencies, not builtins.
  const bundledDeps = new Map();
  const internals = Object.freeze({
    native,
    watchFd,
    get inspect() { return inspect; },
    get Buffer() { return BufferOf(); },
    get requireBuiltin() { return requireBuiltin; },
    get shared() { return shared; },
  });
  // Bundles that are not builtins: dependencies shared by builtins and globals.
  const sharedBundles = new Set(['base64-js', 'ieee754', 'abort-controller', 'event-target-shim', 'whatwg-url', 'structured-clone', 'sucrase', 'legacy-url', 'parseargs', 'web-streams', 'intl-segmenter', 'blob', 'minimatch', 'crc32']);
  const shared = (n) => {
    if (!bundledDeps.has(n)) bundledDeps.set(n, loadBundled(n));
    return bundledDeps.get(n);
  };
  function loadBundled(name) {
    const module = { exports: {} };
    const fn = native.loadBundled(name); // src/bytecode.rs: its build-time bytecode, else its source
    const require = (n) => {
      if (n === 'base64-js' || n === 'ieee754' || n === 'http-parser-js' || n === 'ciphers') {
        if (!bundledDeps.has(n)) bundledDeps.set(n, loadBundled(n));
        return bundledDeps.get(n);
      }
      if (sharedBundles.has(n)) return shared(n);
      return requireBuiltin(n);
    };
    fn.call(module.exports, module, module.exports, require, process, internals);
    return module.exports;
  }
  const path = loadBundled('path');
  // path.win32 (tar strips Windows roots with it): Node 0.12's own path.js, the path package
  // 0.12.7 (js/path-win32.js), loaded on first use; path and path.posix stay path-browserify.
  let win32Path;
  Object.defineProperty(path, 'win32', { configurable: true, enumerable: true, get: () => (win32Path ||= loadBundled('path-win32').win32) });
  // path.toNamespacedPath: the identity on POSIX (Node's posix one returns its argument).
  if (typeof path.toNamespacedPath !== 'function') path.toNamespacedPath = (p) => p;

  const os = {
    EOL: '\n',
    platform: () => 'linux',
    type: () => 'Linux',
    arch: () => process.arch,
    release: () => '',
    hostname: () => process.env.HOSTNAME || 'agentos',
    homedir: () => process.env.HOME || '/home/agentos',
    tmpdir: () => {
      let t = process.env.TMPDIR || process.env.TMP || process.env.TEMP || '/tmp';
      if (t.length > 1 && t.endsWith('/')) t = t.slice(0, -1);
      return t;
    },
    endianness: () => 'LE',
    cpus: () => [],
    availableParallelism: () => 1,
    totalmem: () => 0,
    freemem: () => 0,
    uptime: () => process.uptime(),
    userInfo: () => ({ username: process.env.USER || 'agentos', uid: 0, gid: 0, shell: process.env.SHELL || '/bin/sh', homedir: os.homedir() }),
    devNull: '/dev/null',
  };
  let errnoNumbers;
  // Linux signal numbers (guest-abi 12: the kernel's), and what a VM without hardware info reports.
  const signalNumbers = Object.freeze({
    SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGIOT: 6, SIGBUS: 7, SIGFPE: 8,
    SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15, SIGCHLD: 17,
    SIGSTKFLT: 16, SIGCONT: 18, SIGSTOP: 19, SIGTSTP: 20, SIGTTIN: 21, SIGTTOU: 22, SIGURG: 23, SIGXCPU: 24,
    SIGXFSZ: 25, SIGVTALRM: 26, SIGPROF: 27, SIGWINCH: 28, SIGIO: 29, SIGPOLL: 29, SIGPWR: 30, SIGSYS: 31,
  });
  Object.assign(os, {
    constants: Object.freeze({
      signals: signalNumbers,
      priority: Object.freeze({ PRIORITY_LOW: 19, PRIORITY_BELOW_NORMAL: 10, PRIORITY_NORMAL: 0, PRIORITY_ABOVE_NORMAL: -7, PRIORITY_HIGH: -14, PRIORITY_HIGHEST: -20 }),
      // Linux errno numbers (js/constants.js has them), made on first use.
      get errno() {
        errnoNumbers ||= Object.freeze(Object.fromEntries(Object.entries(requireBuiltin('constants')).filter(([k]) => /^E[A-Z0-9]+$/.test(k))));
        return errnoNumbers;
      },
    }),
    cpus: () => [{ model: 'agentOS wasm32', speed: 0, times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 } }],
    loadavg: () => [0, 0, 0],
    networkInterfaces: () => ({}),
    version: () => '#1 agentOS',
    machine: () => 'wasm32',
    getPriority: () => 0,
    setPriority: () => {},
  });
  // process.kill over host_process.proc_kill (signal 0: does the process exist). The kernel never
  // runs a guest's signal handlers (guest-abi 7.4), so process.on('SIGINT', …) listeners never fire.
  process.kill = (pid, sig = 'SIGTERM') => {
    if (typeof pid !== 'number' || !Number.isInteger(pid)) {
      const e = new TypeError(`The "pid" argument must be of type number. Received ${inspect(pid)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    const n = typeof sig === 'number' ? sig : signalNumbers[sig];
    if (n === undefined) {
      const e = new TypeError(`Unknown signal: ${sig}`);
      e.code = 'ERR_UNKNOWN_SIGNAL';
      throw e;
    }
    try {
      native.procKill(pid, n);
    } catch (e) {
      const err = new Error(`kill ${e.code}`);
      err.errno = e.errno;
      err.code = e.code;
      err.syscall = 'kill';
      throw err;
    }
    return true;
  };

  const kCustomPromisify = Symbol.for('nodejs.util.promisify.custom');
  function promisify(original) {
    if (typeof original !== 'function') {
      const e = new TypeError(`The "original" argument must be of type function. Received ${inspect(original)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    if (typeof original[kCustomPromisify] === 'function') {
      const fn = original[kCustomPromisify];
      return Object.defineProperty(fn, kCustomPromisify, { value: fn, enumerable: false, writable: false, configurable: true });
    }
    function fn(...args) {
      return new Promise((resolve, reject) => {
        Reflect.apply(original, this, [...args, (err, ...values) => (err ? reject(err) : resolve(values[0]))]);
      });
    }
    Object.setPrototypeOf(fn, Object.getPrototypeOf(original));
    Object.defineProperty(fn, kCustomPromisify, { value: fn, enumerable: false, writable: false, configurable: true });
    return Object.defineProperties(fn, Object.getOwnPropertyDescriptors(original));
  }
  promisify.custom = kCustomPromisify;
  function callbackify(original) {
    if (typeof original !== 'function') {
      const e = new TypeError(`The "original" argument must be of type function. Received ${inspect(original)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    function callbackified(...args) {
      const cb = args.pop();
      checkFn(cb);
      Reflect.apply(original, this, args).then(
        (v) => process.nextTick(cb, null, v),
        (reason) => {
          if (!reason) {
            const e = new Error('Promise was rejected with a falsy value');
            e.code = 'ERR_FALSY_VALUE_REJECTION';
            e.reason = reason;
            reason = e;
          }
          process.nextTick(cb, reason);
        },
      );
    }
    Object.defineProperties(callbackified, Object.getOwnPropertyDescriptors(original));
    return callbackified;
  }
  // util.types by the engine's brand checks (Object.prototype.toString tags where no getter checks).
  const tagOf = (v) => Object.prototype.toString.call(v).slice(8, -1);
  const isObj = (v) => v !== null && typeof v === 'object';
  const brand = (getter) => (v) => { try { getter.call(v); return true; } catch { return false; } };
  const typedArrayTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
  const typed = (name) => (v) => ArrayBuffer.isView(v) && typedArrayTag.call(v) === name;
  const AsyncFunction = (async () => {}).constructor;
  const GeneratorFunction = function* () {}.constructor;
  const AsyncGeneratorFunction = async function* () {}.constructor;
  const mapIterProto = Object.getPrototypeOf(new Map().entries());
  const setIterProto = Object.getPrototypeOf(new Set().entries());
  const generatorProto = Object.getPrototypeOf(Object.getPrototypeOf((function* () {})()));
  const types = {
    isDate: (v) => v instanceof Date || (isObj(v) && tagOf(v) === 'Date'),
    isRegExp: (v) => v instanceof RegExp,
    isPromise: (v) => v instanceof Promise,
    isMap: brand(Object.getOwnPropertyDescriptor(Map.prototype, 'size').get),
    isSet: brand(Object.getOwnPropertyDescriptor(Set.prototype, 'size').get),
    isWeakMap: (v) => v instanceof WeakMap,
    isWeakSet: (v) => v instanceof WeakSet,
    isWeakRef: (v) => typeof WeakRef === 'function' && v instanceof WeakRef,
    isNativeError: (v) => v instanceof Error,
    isTypedArray: (v) => ArrayBuffer.isView(v) && typedArrayTag.call(v) !== undefined,
    isUint8Array: typed('Uint8Array'), isUint8ClampedArray: typed('Uint8ClampedArray'), isUint16Array: typed('Uint16Array'),
    isUint32Array: typed('Uint32Array'), isInt8Array: typed('Int8Array'), isInt16Array: typed('Int16Array'),
    isInt32Array: typed('Int32Array'), isFloat32Array: typed('Float32Array'), isFloat64Array: typed('Float64Array'),
    isBigInt64Array: typed('BigInt64Array'), isBigUint64Array: typed('BigUint64Array'),
    isArrayBuffer: brand(Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get),
    isSharedArrayBuffer: (v) => typeof SharedArrayBuffer === 'function' && v instanceof SharedArrayBuffer,
    isAnyArrayBuffer: (v) => types.isArrayBuffer(v) || types.isSharedArrayBuffer(v),
    isArrayBufferView: (v) => ArrayBuffer.isView(v),
    isDataView: (v) => v instanceof DataView,
    isAsyncFunction: (v) => v instanceof AsyncFunction || v instanceof AsyncGeneratorFunction,
    isGeneratorFunction: (v) => v instanceof GeneratorFunction || v instanceof AsyncGeneratorFunction,
    isGeneratorObject: (v) => isObj(v) && generatorProto.isPrototypeOf(v),
    isMapIterator: (v) => isObj(v) && Object.getPrototypeOf(v) === mapIterProto,
    isSetIterator: (v) => isObj(v) && Object.getPrototypeOf(v) === setIterProto,
    isNumberObject: (v) => isObj(v) && v instanceof Number,
    isStringObject: (v) => isObj(v) && v instanceof String,
    isBooleanObject: (v) => isObj(v) && v instanceof Boolean,
    isBigIntObject: (v) => isObj(v) && typeof BigInt === 'function' && v instanceof BigInt,
    isSymbolObject: (v) => isObj(v) && v instanceof Symbol,
    isBoxedPrimitive: (v) => types.isNumberObject(v) || types.isStringObject(v) || types.isBooleanObject(v) || types.isBigIntObject(v) || types.isSymbolObject(v),
    isArgumentsObject: (v) => isObj(v) && tagOf(v) === 'Arguments',
    isModuleNamespaceObject: (v) => isObj(v) && v[Symbol.toStringTag] === 'Module' && Object.getPrototypeOf(v) === null,
    isProxy: () => false,
    isExternal: () => false,
    isKeyObject: () => false,
    isCryptoKey: () => false,
  };
  const util = {
    format,
    formatWithOptions,
    inspect,
    isDeepStrictEqual(a, b) {
      try {
        requireBuiltin('assert').deepStrictEqual(a, b);
        return true;
      } catch {
        return false;
      }
    },
    promisify,
    callbackify,
    TextEncoder,
    TextDecoder,
    parseArgs: (config) => shared('parseargs').parseArgs(config),
    stripVTControlCharacters: (s) => String(s).replace(/[\u001B\u009B][[\]()#;?]*(?:(?:(?:(?:;[-a-zA-Z\d/#&.:=?%@~_]+)*|[a-zA-Z\d]+(?:;[-a-zA-Z\d/#&.:=?%@~_]*)*)?\u0007)|(?:(?:\d{1,4}(?:;\d{0,4})*)?[\dA-PR-TZcf-ntqry=><~]))/g, ''),
    toUSVString: (s) => String(s).toWellFormed(),
    isArray: Array.isArray,
    isError: (v) => v instanceof Error,
    isFunction: (v) => typeof v === 'function',
    isString: (v) => typeof v === 'string',
    isNumber: (v) => typeof v === 'number',
    isObject: (v) => v !== null && typeof v === 'object',
    isPrimitive: (v) => v === null || (typeof v !== 'object' && typeof v !== 'function'),
    isRegExp: (v) => v instanceof RegExp,
    isDate: (v) => v instanceof Date,
    isNullOrUndefined: (v) => v === null || v === undefined,
    isUndefined: (v) => v === undefined,
    isBoolean: (v) => typeof v === 'boolean',
    isSymbol: (v) => typeof v === 'symbol',
    inherits(ctor, superCtor) {
      Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
      Object.setPrototypeOf(ctor, superCtor);
      ctor.super_ = superCtor;
    },
    deprecate: (fn) => fn,
    // NODE_DEBUG=a,b* turns a section's messages on ("<SECTION> <pid>: <message>" on stderr).
    debuglog(section, cb) {
      const name = String(section).toUpperCase();
      const patterns = String(process.env.NODE_DEBUG || '').split(/[\s,]+/).filter(Boolean)
        .map((p) => new RegExp(`^${p.replace(/[|\\{}()[\]^$+?.]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i'));
      const enabled = patterns.some((re) => re.test(name));
      const log = enabled ? (...args) => native.write(2, `${name} ${process.pid}: ${format(...args)}\n`) : () => {};
      Object.defineProperty(log, 'enabled', { value: enabled });
      if (typeof cb === 'function') cb(log);
      return log;
    },
    get debug() { return this.debuglog; },
    types,
  };

  const builtins = { path, 'path/posix': path, os, util, sys: util, 'util/types': types, process, timers, console };
  const lazyBuiltins = {
    'path/win32': () => path.win32,
    http2: () => loadBundled('http2'),
    // vm: code in this context only (QuickJS global-scope scripts); new contexts are not here.
    vm: () => {
      const filenameOf = (o) => (typeof o === 'string' ? o : (o && o.filename) || 'evalmachine.<anonymous>');
      const runInThisContext = (code, options) => native.compile(String(code), filenameOf(options));
      const noContexts = (name) => () => {
        const e = new Error(`vm.${name} is not available in agentOS node (vm runs code in this context only: runInThisContext, Script)`);
        e.code = 'ERR_AGENTOS_UNSUPPORTED_BUILTIN';
        throw e;
      };
      class Script {
        constructor(code, options) { this._code = String(code); this._filename = filenameOf(options); }
        runInThisContext() { return native.compile(this._code, this._filename); }
      }
      for (const m of ['runInContext', 'runInNewContext', 'createContext']) Script.prototype[m] = noContexts(`Script.${m}`);
      return {
        Script, runInThisContext, isContext: () => false,
        createContext: noContexts('createContext'), runInContext: noContexts('runInContext'),
        runInNewContext: noContexts('runInNewContext'), compileFunction: noContexts('compileFunction'),
      };
    },
    // events 3.3.0 predates events.addAbortListener (Node 20.5): a listener for the signal's
    // abort, called at once (next tick) when it already aborted; returns a Disposable removing it.
    events: () => {
      const events = loadBundled('events');
      events.addAbortListener ||= function addAbortListener(signal, listener) {
        if (signal === undefined || signal === null || typeof signal.addEventListener !== 'function') {
          const e = new TypeError(`The "signal" argument must be an instance of AbortSignal. Received ${inspect(signal)}`);
          e.code = 'ERR_INVALID_ARG_TYPE';
          throw e;
        }
        if (typeof listener !== 'function') {
          const e = new TypeError(`The "listener" argument must be of type function. Received ${inspect(listener)}`);
          e.code = 'ERR_INVALID_ARG_TYPE';
          throw e;
        }
        let removed = false;
        const remove = () => { removed = true; signal.removeEventListener('abort', listener); };
        if (signal.aborted) process.nextTick(() => { if (!removed) listener(); });
        else signal.addEventListener('abort', listener, { once: true });
        return { [Symbol.dispose]: remove };
      };
      return events;
    },
    buffer: () => loadBundled('buffer'),
    stream: () => loadBundled('stream'),
    'stream/promises': () => requireBuiltin('stream').promises,
    string_decoder: () => loadBundled('string_decoder'),
    net: () => loadBundled('net'),
    dns: () => loadBundled('dns'),
    'dns/promises': () => requireBuiltin('dns').promises,
    tls: () => loadBundled('tls'),
    http: () => loadBundled('http'),
    https: () => loadBundled('https'),
    crypto: () => loadBundled('crypto'),
    // browserify-zlib has the Z_* constants on the module only; Node also has them as zlib.constants.
    // zlib.crc32 (Node 22.2): pako's CRC-32, continuing from `value` as Node's does.
    zlib: () => {
      const z = loadBundled('zlib');
      z.constants ||= Object.fromEntries(Object.entries(z).filter(([k]) => k.startsWith('Z_')));
      z.crc32 ||= function crc32(data, value = 0) {
        if (typeof data !== 'string' && !ArrayBuffer.isView(data)) {
          const e = new TypeError(`The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ${inspect(data)}`);
          e.code = 'ERR_INVALID_ARG_TYPE';
          throw e;
        }
        if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
          const e = new RangeError(`The value of "value" is out of range. It must be >= 0 && <= 4294967295. Received ${inspect(value)}`);
          e.code = 'ERR_OUT_OF_RANGE';
          throw e;
        }
        const bytes = typeof data === 'string' ? native.utf8Encode(data)
          : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        return shared('crc32')(value | 0, bytes, bytes.length, 0) >>> 0;
      };
      return z;
    },
    fs: () => loadBundled('fs'),
    'fs/promises': () => requireBuiltin('fs').promises,
    tty: () => loadBundled('tty'),
    child_process: () => loadBundled('child_process'),
    readline: () => loadBundled('readline'),
    'readline/promises': () => requireBuiltin('readline').promises,
    url: () => loadBundled('url'),
    assert: () => loadBundled('assert'),
    'assert/strict': () => requireBuiltin('assert').strict,
    querystring: () => {
      // Node's parse returns a null-prototype object.
      const qs = loadBundled('querystring');
      const parse = (...a) => Object.assign(Object.create(null), qs.parse(...a));
      return { ...qs, parse, decode: parse };
    },
    punycode: () => loadBundled('punycode'),
    'timers/promises': () => loadBundled('timers/promises'),
    constants: () => loadBundled('constants'),
    diagnostics_channel: () => loadBundled('diagnostics_channel'),
    async_hooks: () => loadBundled('async_hooks'),
    worker_threads: () => loadBundled('worker_threads'),
    'stream/web': () => webStreams(),
    perf_hooks: () => ({ performance, PerformanceObserver: class PerformanceObserver { observe() {} disconnect() {} } }),
    // v8: only the heap statistics (npm's packument cache sizes itself by heap_size_limit). The
    // engine has no heap limit of its own: its ceiling is wasm32's 4 GiB of linear memory.
    v8: () => ({
      getHeapStatistics: () => ({
        total_heap_size: 0, total_heap_size_executable: 0, total_physical_size: 0, total_available_size: 0,
        used_heap_size: 0, heap_size_limit: 4 * 1024 ** 3, malloced_memory: 0, peak_malloced_memory: 0,
        does_zap_garbage: 0, number_of_native_contexts: 1, number_of_detached_contexts: 0,
        total_global_handles_size: 0, used_global_handles_size: 0, external_memory: 0,
      }),
    }),
  };
  function requireBuiltin(name) {
    if (!Object.prototype.hasOwnProperty.call(builtins, name) && Object.prototype.hasOwnProperty.call(lazyBuiltins, name)) {
      builtins[name] = lazyBuiltins[name]();
    }
    return builtins[name];
  }
  // Node's other builtin modules: `require` names them in a clear error until they exist here.
  const nodeBuiltins = new Set(['buffer', 'cluster', 'dgram', 'domain', 'inspector', 'repl', 'stream',
    'stream/promises', 'string_decoder', 'trace_events', 'wasi',
    'test', 'sqlite', 'sea']);

  // ---------------------------------------------------------------------------------------------
  // CommonJS: Node's resolution (LOAD_AS_FILE, LOAD_AS_DIRECTORY with package.json "main",
  // LOAD_NODE_MODULES walking up), one Module per resolved file in require.cache.

  const cache = Object.create(null);
  const kind = (p) => { try { return native.stat(p, true)[0]; } catch { return 0; } };
  const isFile = (p) => kind(p) === 1;
  const isDir = (p) => kind(p) === 2;
  const extensions = ['.js', '.json', '.cjs'];

  function loadAsFile(p) {
    if (isFile(p)) return p;
    for (const ext of extensions) if (isFile(p + ext)) return p + ext;
    return null;
  }
  function loadIndex(p) {
    for (const ext of extensions) if (isFile(path.join(p, 'index' + ext))) return path.join(p, 'index' + ext);
    return null;
  }
  function loadAsDirectory(p) {
    if (!isDir(p)) return null;
    const pj = path.join(p, 'package.json');
    if (isFile(pj)) {
      let main;
      try {
        main = JSON.parse(native.readFile(pj, true)).main;
      } catch (e) {
        e.message = `Error parsing ${pj}: ${e.message}`;
        e.path = pj;
        throw e;
      }
      if (typeof main === 'string' && main !== '') {
        const m = path.resolve(p, main);
        const r = loadAsFile(m) || loadIndex(m);
        if (r) return r;
      }
    }
    return loadIndex(p);
  }
  // package.json "exports" (Node's PACKAGE_EXPORTS_RESOLVE for require: conditions require, node,
  // default; "." sugar, subpaths, single-"*" patterns). null when the package has no "exports".
  const conditions = ['require', 'node', 'default'];
  // `field` "imports" (subpaths starting with '#') resolves the same way.
  function resolveExports(pkgDir, subpath, request, conds = conditions, field = 'exports') {
    const pj = path.join(pkgDir, 'package.json');
    if (!isFile(pj)) return null;
    let exports;
    try {
      exports = JSON.parse(native.readFile(pj, true))[field];
    } catch (e) {
      e.message = `Error parsing ${pj}: ${e.message}`;
      throw e;
    }
    if (exports === undefined || exports === null) return null;
    const isSugar = field === 'exports' && (typeof exports === 'string' || Array.isArray(exports) ||
      (typeof exports === 'object' && !Object.keys(exports).some((k) => k.startsWith('.'))));
    const map = isSugar ? { '.': exports } : exports;
    let target;
    let star = null;
    if (Object.prototype.hasOwnProperty.call(map, subpath) && !subpath.includes('*')) {
      target = map[subpath];
    } else {
      let best = null;
      for (const key of Object.keys(map)) {
        const i = key.indexOf('*');
        if (i < 0 || key.indexOf('*', i + 1) >= 0) continue;
        const prefix = key.slice(0, i);
        const suffix = key.slice(i + 1);
        if (subpath.length >= key.length && subpath.startsWith(prefix) && subpath.endsWith(suffix) &&
            (best === null || prefix.length > best.prefix.length)) {
          best = { key, prefix, match: subpath.slice(prefix.length, subpath.length - suffix.length) };
        }
      }
      if (best) {
        target = map[best.key];
        star = best.match;
      }
    }
    const resolved = resolveTarget(pkgDir, target, star, conds);
    if (resolved === null || resolved === undefined) {
      const e = new Error(subpath === '.'
        ? `No "exports" main defined in ${pj}`
        : `Package subpath '${subpath}' is not defined by "exports" in ${pj}`);
      e.code = 'ERR_PACKAGE_PATH_NOT_EXPORTED';
      throw e;
    }
    if (!isFile(resolved)) {
      const e = new Error(`Cannot find module '${resolved}'`);
      e.code = 'MODULE_NOT_FOUND';
      throw e;
    }
    return resolved;
  }
  function resolveTarget(pkgDir, target, star, conds = conditions) {
    if (typeof target === 'string') {
      if (!target.startsWith('./')) return null;
      return path.join(pkgDir, star === null ? target : target.replaceAll('*', star));
    }
    if (Array.isArray(target)) {
      for (const t of target) {
        const r = resolveTarget(pkgDir, t, star, conds);
        if (r) return r;
      }
      return null;
    }
    if (target && typeof target === 'object') {
      for (const key of Object.keys(target)) {
        if (conds.includes(key)) {
          const r = resolveTarget(pkgDir, target[key], star, conds);
          if (r !== undefined) return r;
        }
      }
      return undefined;
    }
    return null;
  }
  function notFound(request, parent) {
    const stack = [];
    for (let m = parent; m && m.filename; m = m.parent) stack.push(m.filename);
    const e = new Error(`Cannot find module '${request}'${stack.length ? `\nRequire stack:\n- ${stack.join('\n- ')}` : ''}`);
    e.code = 'MODULE_NOT_FOUND';
    e.requireStack = stack;
    return e;
  }
  // Node resolves symlinks in every module's path (no --preserve-symlinks): a package's bin run
  // through node_modules/.bin/<name> requires relative to where the file really is, and one
  // package reached through two links is one module. Directories' real paths are remembered.
  const realDirs = new Map();
  function realJoin(parent, name, depth) {
    const p = path.join(parent, name);
    let k;
    try { k = native.stat(p, false)[0]; } catch { return p; }
    if (k !== 3 || depth > 40) return p;
    let target;
    try { target = native.fsReadlink(p); } catch { return p; }
    const abs = path.resolve(parent, target);
    return abs === '/' ? '/' : realJoin(realDir(path.dirname(abs), depth + 1), path.basename(abs), depth + 1);
  }
  function realDir(dir, depth = 0) {
    if (dir === '/' || dir === '.') return dir;
    let r = realDirs.get(dir);
    if (r === undefined) {
      r = realJoin(realDir(path.dirname(dir), depth), path.basename(dir), depth);
      realDirs.set(dir, r);
    }
    return r;
  }
  const toRealPath = (file) => realJoin(realDir(path.dirname(file)), path.basename(file), 0);
  function resolveFilename(request, parent) {
    return toRealPath(resolveFilenameAsGiven(request, parent));
  }
  function resolveFilenameAsGiven(request, parent) {
    if (typeof request !== 'string' || request === '') {
      const e = new TypeError(`The argument 'id' must be a non-empty string. Received ${inspect(request)}`);
      e.code = 'ERR_INVALID_ARG_VALUE';
      throw e;
    }
    const base = parent && parent.filename ? path.dirname(parent.filename) : process.cwd();
    if (request.startsWith('./') || request.startsWith('../') || request.startsWith('/') || request === '.' || request === '..') {
      const p = path.resolve(base, request);
      const r = loadAsFile(p) || loadAsDirectory(p);
      if (r) return r;
      throw notFound(request, parent);
    }
    const slash = request.startsWith('@') ? request.indexOf('/', request.indexOf('/') + 1) : request.indexOf('/');
    const name = slash < 0 ? request : request.slice(0, slash);
    const subpath = slash < 0 ? '.' : `.${request.slice(slash)}`;
    for (let dir = base; ; dir = path.dirname(dir)) {
      if (path.basename(dir) !== 'node_modules') {
        const r = resolveExports(path.join(dir, 'node_modules', name), subpath, request);
        if (r) return r;
        const p = path.join(dir, 'node_modules', request);
        const legacy = loadAsFile(p) || loadAsDirectory(p);
        if (legacy) return legacy;
      }
      if (dir === '/' || dir === '.') break;
    }
    throw notFound(request, parent);
  }

  class Module {
    constructor(id, parent) {
      this.id = id;
      this.filename = id;
      this.path = path.dirname(id);
      this.parent = parent;
      this.exports = {};
      this.loaded = false;
      this.children = [];
      this.paths = [];
    }
  }
  Module._cache = cache;
  Module.builtinModules = [...new Set([...Object.keys(builtins), ...Object.keys(lazyBuiltins), ...nodeBuiltins, 'module'])].sort();

  function builtin(request) {
    const name = request.startsWith('node:') ? request.slice(5) : request;
    if (Object.prototype.hasOwnProperty.call(builtins, name) || Object.prototype.hasOwnProperty.call(lazyBuiltins, name)) {
      return { found: true, value: requireBuiltin(name) };
    }
    if (nodeBuiltins.has(name) || request.startsWith('node:')) {
      const e = new Error(`The built-in module '${name}' is not available in agentOS node yet (available: ${[...Object.keys(builtins), ...Object.keys(lazyBuiltins)].filter((n, i, a) => a.indexOf(n) === i).sort().join(', ')})`);
      e.code = 'ERR_AGENTOS_UNSUPPORTED_BUILTIN';
      throw e;
    }
    return { found: false };
  }

  // process.getBuiltinModule (Node 22.3): the builtin, or undefined for a name that is none here.
  hide(process, 'getBuiltinModule', (id) => {
    if (typeof id !== 'string') {
      const e = new TypeError(`The "id" argument must be of type string. Received ${inspect(id)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
    if (id === 'module' || id === 'node:module') return Module;
    try {
      const b = builtin(id);
      return b.found ? b.value : undefined;
    } catch {
      return undefined;
    }
  });

  let punycodeWarned = false;
  function makeRequire(module) {
    const require = (request) => {
      if ((request === 'punycode' || request === 'node:punycode') && !punycodeWarned && !(module && module.filename && module.filename.includes('/node_modules/'))) {
        punycodeWarned = true;
        native.write(2, `(node:${native.pid}) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated. Please use a userland alternative instead.\n(Use \`node --trace-deprecation ...\` to show where the warning was created)\n`);
      }
      if (typeof request !== 'string') {
        const e = new TypeError(`The "id" argument must be of type string. Received ${inspect(request)}`);
        e.code = 'ERR_INVALID_ARG_TYPE';
        throw e;
      }
      const b = builtin(request);
      if (b.found) return b.value;
      const filename = resolveFilename(request, module);
      const cached = cache[filename];
      if (cached) return cached.exports;
      const child = new Module(filename, module);
      if (module) module.children.push(child);
      cache[filename] = child;
      try {
        loadModule(child);
      } catch (e) {
        delete cache[filename];
        throw e;
      }
      return child.exports;
    };
    require.resolve = (request) => {
      if (builtin(request).found) return request;
      return resolveFilename(request, module);
    };
    require.cache = cache;
    require.main = mainModule;
    return require;
  }

  // On the module's first line, so line numbers stay the file's; columns of line 1 shift by its length.
  const WRAPPER = '(function (exports, require, module, __filename, __dirname) {';
  function loadModule(module) {
    const filename = module.filename;
    if (filename.endsWith('.node')) {
      const e = new Error(`${filename}: native addons cannot be loaded in the agentOS VM (its node is QuickJS-ng in WASM); run this package in a sandbox (a full Linux environment: AgentOs.create({ sandbox }))`);
      e.code = 'ERR_DLOPEN_FAILED';
      throw e;
    }
    const source = readSource(filename);
    if (filename.endsWith('.json')) {
      try {
        module.exports = JSON.parse(source);
      } catch (e) {
        e.message = `${filename}: ${e.message}`;
        throw e;
      }
    } else if (moduleFormat(filename) === 'module') {
      loadEsmFromRequire(module);
    } else {
      const body = source.startsWith('#!') ? '//' + source : source;
      let fn;
      try {
        fn = native.compileFile(`${WRAPPER}${body}\n})`, filename); // large files: the VM's bytecode store
      } catch (e) {
        // Node 22 runs a typeless .js with ES module syntax as an ES module.
        if (e instanceof SyntaxError && moduleFormat(filename) === '' && looksLikeModule(source)) {
          detectedEsm.add(filename);
          loadEsmFromRequire(module);
          module.loaded = true;
          return;
        }
        throw e;
      }
      fn.call(module.exports, module.exports, makeRequire(module), module, filename, module.path);
    }
    module.loaded = true;
  }
  builtins.module = Module;
  // Node 22.13's module.stripTypeScriptTypes(code, {sourceUrl}): sucrase, as for .ts files.
  Module.stripTypeScriptTypes = (code, options) => {
    if (typeof code !== 'string') throw new TypeError('The "code" argument must be of type string');
    const url = options && typeof options.sourceUrl === 'string' ? options.sourceUrl : '[eval].ts';
    return stripTypes(code, url.endsWith('.ts') ? url : `${url}.ts`);
  };
  Module.Module = Module;
  // The internals packages reach for (promzard builds a Module by hand).
  Module.prototype.require = function (request) { return makeRequire(this)(request); };
  Module._resolveFilename = (request, parent) => (builtin(request).found ? request : resolveFilename(request, parent || null));
  Module._nodeModulePaths = (from) => {
    const paths = [];
    for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
      if (path.basename(dir) !== 'node_modules') paths.push(path.join(dir, 'node_modules'));
      if (dir === '/') break;
    }
    return paths;
  };
  Module.wrap = (script) => `${WRAPPER}${script}\n});`;
  Module.isBuiltin = (name) => {
    const n = String(name);
    const bare = n.startsWith('node:') ? n.slice(5) : n;
    // node:test, node:sqlite, node:sea exist only with the scheme.
    const schemeOnly = ['test', 'test/reporters', 'sqlite', 'sea'].includes(bare);
    return schemeOnly ? n.startsWith('node:') : Module.builtinModules.includes(bare);
  };
  // Node 22's on-disk compile cache: QuickJS has none, so enabling it reports DISABLED.
  Module.constants = Object.freeze({ compileCacheStatus: Object.freeze({ FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 }) });
  Module.enableCompileCache = () => ({ status: 3, message: 'the compile cache is not available in agentOS node' });
  Module.getCompileCacheDir = () => undefined;
  Module.flushCompileCache = () => {};
  Module.createRequire = (filename) => {
    const f = typeof filename === 'string' && filename.startsWith('file://') ? decodeURIComponent(filename.slice(7)) : String(filename);
    return makeRequire(new Module(f.endsWith('/') ? path.join(f, '[eval]') : f, null));
  };

  // ---------------------------------------------------------------------------------------------
  // ES modules on QuickJS-ng's module system (src/esm.rs calls esmResolve, esmSource, esmMeta).
  // Names are absolute paths (files), 'node:<name>' (builtins) or a virtual [evalN] path.
  // Builtins and CommonJS files are synthetic modules: default = the module (module.exports),
  // named exports = its own enumerable keys at load time.

  const esmConditions = ['import', 'node', 'default'];
  const virtualModules = new Map();
  const esmValues = new Map();
  const esmNames = new Set();
  const detectedEsm = new Set();
  const specifierOf = new Map();
  const scopeCache = new Map();
  // The nearest package.json's "type" ('' when none says).
  function packageType(filename) {
    for (let dir = path.dirname(filename); ; dir = path.dirname(dir)) {
      if (scopeCache.has(dir)) return scopeCache.get(dir);
      const pj = path.join(dir, 'package.json');
      if (isFile(pj)) {
        let type = '';
        try { type = JSON.parse(native.readFile(pj, true)).type || ''; } catch { type = ''; }
        scopeCache.set(dir, type);
        return type;
      }
      if (path.basename(dir) === 'node_modules' || dir === '/' || dir === '.') return '';
    }
  }
  // 'module', 'commonjs', 'json' or '' (a typeless .js: decided by its syntax).
  function moduleFormat(filename) {
    if (virtualModules.has(filename) || detectedEsm.has(filename)) return 'module';
    if (/\.m[jt]s$/.test(filename)) return 'module';
    if (/\.c[jt]s$/.test(filename)) return 'commonjs';
    if (filename.endsWith('.json')) return 'json';
    const type = packageType(filename);
    return type === 'module' ? 'module' : type === 'commonjs' ? 'commonjs' : '';
  }
  // TypeScript (.ts, .mts, .cts; any source under tsx -e): types stripped by sucrase, which keeps
  // every line where it was, so errors point at the original file:line. import/export stay as
  // written, so the format rules are JavaScript's (.mts ESM, .cts CommonJS, .ts by package type
  // or syntax).
  const isTs = (filename) => /\.[mc]?ts$/.test(filename) && !filename.endsWith('.d.ts');
  function stripTypes(source, filename) {
    const { transform } = shared('sucrase');
    try {
      return transform(source, { transforms: ['typescript'], filePath: filename, disableESTransforms: true, preserveDynamicImport: true, keepUnusedImports: false }).code;
    } catch (e) {
      const err = new SyntaxError(`${e.message}`);
      if (e.loc) {
        err.stack = `SyntaxError: ${e.message}\n    at ${filename}:${e.loc.line}:${e.loc.column + 1}`;
        hide(err, 'agentosExactColumn', true);
      }
      throw err;
    }
  }
  function readSource(filename) {
    const source = native.readFile(filename, true);
    return isTs(filename) ? stripTypes(source, filename) : source;
  }
  const looksLikeModule = (source) => /^[ \t]*(import[ \t]*[\w{*'"]|export[ \t]*[\w{*])/m.test(source) || /\bimport\.meta\b/.test(source) || /^[ \t]*await\b/m.test(source);
  function typelessIsEsm(filename, source) {
    if (!looksLikeModule(source)) return false;
    try {
      native.compile(`${WRAPPER}${source.startsWith('#!') ? '//' + source : source}\n})`, filename);
      return false;
    } catch (e) {
      return e instanceof SyntaxError;
    }
  }
  const toFileUrl = (p) => `file://${encodeURI(p).replace(/[?#]/g, encodeURIComponent)}`;
  function fromFileUrl(u) {
    return decodeURIComponent(u.slice('file://'.length).replace(/[?#].*$/, ''));
  }
  // An error as Node's internal errors print: `Error [CODE]: message` heads the stack.
  function codedError(code, message) {
    const e = new Error(message);
    e.code = code;
    e.stack = `Error [${code}]: ${message}\n${stackFrames(e.stack)}`;
    return e;
  }
  const moduleNotFound = (message) => codedError('ERR_MODULE_NOT_FOUND', message);
  function esmResolve(base, spec) {
    const importer = base.startsWith('/') ? base : path.join(process.cwd(), base);
    const name = spec.startsWith('node:') ? spec.slice(5) : spec;
    if (spec.startsWith('node:') || Object.prototype.hasOwnProperty.call(builtins, name) ||
        Object.prototype.hasOwnProperty.call(lazyBuiltins, name) || nodeBuiltins.has(name)) {
      builtin(spec);
      return `node:${name}`;
    }
    if (virtualModules.has(spec)) return spec;
    const baseDir = base.startsWith('/') ? path.dirname(base) : process.cwd();
    let resolved = null;
    if (spec.startsWith('file://')) spec = fromFileUrl(spec);
    if (spec.startsWith('/') || spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
      const p = path.resolve(baseDir, spec.replace(/[?#].*$/, ''));
      if (isDir(p)) {
        throw codedError('ERR_UNSUPPORTED_DIR_IMPORT', `Directory import '${p}' is not supported resolving ES modules imported from ${importer}`);
      }
      if (!isFile(p)) throw moduleNotFound(`Cannot find module '${p}' imported from ${importer}`);
      resolved = p;
    } else if (spec.startsWith('#')) {
      for (let dir = baseDir; ; dir = path.dirname(dir)) {
        if (isFile(path.join(dir, 'package.json'))) {
          resolved = resolveExports(dir, spec, spec, esmConditions, 'imports');
          break;
        }
        if (dir === '/' || dir === '.') break;
      }
      if (!resolved) throw moduleNotFound(`Package import specifier '${spec}' is not defined imported from ${importer}`);
    } else {
      const slash = spec.startsWith('@') ? spec.indexOf('/', spec.indexOf('/') + 1) : spec.indexOf('/');
      const pkg = slash < 0 ? spec : spec.slice(0, slash);
      const subpath = slash < 0 ? '.' : `.${spec.slice(slash)}`;
      for (let dir = baseDir; ; dir = path.dirname(dir)) {
        const pkgDir = path.join(dir, 'node_modules', pkg);
        if (path.basename(dir) !== 'node_modules' && isDir(pkgDir)) {
          resolved = resolveExports(pkgDir, subpath, spec, esmConditions);
          if (!resolved) {
            const p = path.join(pkgDir, subpath);
            resolved = subpath === '.' ? loadAsDirectory(pkgDir) : isFile(p) ? p : null;
            if (!resolved) throw moduleNotFound(`Cannot find module '${p}' imported from ${importer}`);
          }
          break;
        }
        if (dir === '/' || dir === '.') break;
      }
      if (!resolved) throw moduleNotFound(`Cannot find package '${pkg}' imported from ${importer}`);
    }
    resolved = toRealPath(resolved);
    specifierOf.set(resolved, spec);
    return resolved;
  }
  const identifier = /^[A-Za-z_$][\w$]*$/;
  function syntheticSource(key, value) {
    esmValues.set(key, value);
    const names = value !== null && (typeof value === 'object' || typeof value === 'function')
      ? Object.keys(value).filter((k) => k !== 'default' && identifier.test(k)) : [];
    let src = `const m = globalThis.__agentosInternal.esmValue(${JSON.stringify(key)});\nexport default m;\n`;
    names.forEach((k, i) => { src += `const e${i} = m[${JSON.stringify(k)}];\n`; });
    if (names.length > 0) src += `export { ${names.map((k, i) => `e${i} as ${k}`).join(', ')} };\n`;
    return src;
  }
  function esmSource(name) {
    if (virtualModules.has(name)) return virtualModules.get(name);
    if (name.startsWith('node:')) return syntheticSource(name, builtin(name).value);
    const format = moduleFormat(name);
    const source = readSource(name);
    if (format === 'json') {
      try {
        esmValues.set(name, JSON.parse(source));
      } catch (e) {
        e.message = `${name}: ${e.message}`;
        throw e;
      }
      return `export default globalThis.__agentosInternal.esmValue(${JSON.stringify(name)});\n`;
    }
    if (format === 'module' || (format === '' && typelessIsEsm(name, source))) {
      if (format === '') detectedEsm.add(name);
      esmNames.add(name);
      return source.startsWith('#!') ? '//' + source : source;
    }
    // CommonJS: run it now through require (cached like any require).
    return syntheticSource(name, makeRequire(null)(name));
  }
  function esmMeta(name, meta) {
    if (!name.startsWith('/')) return;
    meta.url = virtualModules.has(name) ? `file://${name}` : toFileUrl(name);
    meta.filename = name;
    meta.dirname = path.dirname(name);
    meta.resolve = (spec) => {
      const r = esmResolve(name, String(spec));
      return r.startsWith('/') ? toFileUrl(r) : r;
    };
  }
  // Node's wording for what QuickJS reports as "Could not find export 'x' in module 'y'".
  function esmError(e) {
    if (e instanceof SyntaxError) {
      const m = /^Could not find export '(.*)' in module '(.*)'$/.exec(e.message);
      if (m) e.message = `The requested module '${specifierOf.get(m[2]) || m[2]}' does not provide an export named '${m[1]}'`;
    }
    return e;
  }
  // Loads, links and evaluates an ES module; returns the promise of its evaluation's end.
  function importNow(name) {
    const [promise, state, value] = native.moduleImport(name);
    promise.catch(() => {});
    if (state === 'failed' || state === 'rejected') throw esmError(value);
    return { state, value, promise };
  }
  // require() of an ES module (Node 22.12): its namespace, when the graph has no top-level await.
  function loadEsmFromRequire(module) {
    const { state, value } = importNow(module.filename);
    if (state === 'pending') {
      throw codedError('ERR_REQUIRE_ASYNC_MODULE', `require() cannot be used on an ESM graph with top-level await. Use import() instead. To see where the top-level await comes from, use --experimental-print-required-tla.\n  From ${module.parent && module.parent.filename ? module.parent.filename : module.filename} \n  Requiring ${module.filename} `);
    }
    // With a default export, Node adds __esModule: true (for tools that compiled ESM to CommonJS).
    if (!Object.prototype.hasOwnProperty.call(value, 'default') || Object.prototype.hasOwnProperty.call(value, '__esModule')) {
      module.exports = value;
      return;
    }
    const ns = Object.create(null);
    Object.defineProperty(ns, '__esModule', { value: true, enumerable: true });
    for (const k of Object.keys(value)) Object.defineProperty(ns, k, { get: () => value[k], enumerable: true });
    Object.defineProperty(ns, Symbol.toStringTag, { value: 'Module' });
    module.exports = Object.freeze(ns);
  }
  // The main entry as an ES module: a later rejection (after top-level await) is uncaught.
  function runEsmMain(name) {
    const { promise } = importNow(name);
    promise.then(undefined, (e) => {
      internal.reportUncaught(esmError(e));
      native.exit(1);
    });
  }

  let mainModule;

  // ---------------------------------------------------------------------------------------------
  // Driven by main.rs.

  const rejections = [];
  const internal = {
    runMain() {
      const mode = native.mode;
      if (mode === 'file') {
        const filename = path.resolve(native.file);
        process.argv = [process.execPath, filename, ...native.args.slice(1)];
        let resolved;
        try {
          resolved = resolveFilename(filename, null);
        } catch (e) {
          if (e.code === 'MODULE_NOT_FOUND') e.message = `Cannot find module '${filename}'`, e.requireStack = [];
          throw e;
        }
        if (/\/node-gyp\/bin\/node-gyp\.js$/.test(resolved)) {
          // A native build (npm runs `node-gyp rebuild` for a binding.gyp package): the VM has no
          // compiler and its node loads no native addon.
          native.write(2, 'node-gyp: this package needs a native build (node-gyp, binding.gyp), which the agentOS VM cannot do: ' +
            'it has no C/C++ compiler and its node (QuickJS-ng in WASM) loads no native addon. ' +
            'Install and run it in a sandbox (a full Linux environment: AgentOs.create({ sandbox }), reached as agentos-sandbox and /mnt/sandbox).\n');
          native.exit(1);
        }
        if (moduleFormat(resolved) === 'module') {
          runEsmMain(resolved);
          return;
        }
        mainModule = new Module(resolved, null);
        mainModule.id = '.';
        cache[resolved] = mainModule;
        process.mainModule = mainModule;
        if (moduleFormat(resolved) === '' && !resolved.endsWith('.json')) {
          const source = readSource(resolved);
          if (typelessIsEsm(resolved, source)) {
            delete cache[resolved];
            process.mainModule = undefined;
            detectedEsm.add(resolved);
            runEsmMain(resolved);
            return;
          }
        }
        loadModule(mainModule);
        return;
      }
      // -e, -p and stdin: a script in the global scope with require, module, exports,
      // __filename and __dirname as globals (as Node does for [eval]).
      process.argv = [process.execPath, ...native.args];
      const name = mode === 'stdin' ? '[stdin]' : '[eval]';
      const module = new Module(path.join(process.cwd(), name), null);
      module.id = name;
      module.filename = path.join(process.cwd(), name);
      hide(globalThis, 'module', module);
      hide(globalThis, 'exports', module.exports);
      hide(globalThis, 'require', makeRequire(module));
      hide(globalThis, '__filename', name);
      hide(globalThis, '__dirname', '.');
      let source = mode === 'stdin' ? native.readFile(0, true) : native.code;
      if (native.tsx) source = stripTypes(source, name);
      if (native.inputType === 'module' || (native.inputType === '' && mode !== 'print' && looksLikeModule(source) && (() => {
        try { native.compile(`(function () {${source}\n})`, name); return false; } catch (e) { return e instanceof SyntaxError; }
      })())) {
        const virtual = path.join(process.cwd(), mode === 'stdin' ? '[stdin]' : '[eval1]');
        virtualModules.set(virtual, source);
        runEsmMain(virtual);
        return;
      }
      const result = native.compile(source, name);
      if (mode === 'print') console.log(result);
    },
    nextTimer() {
      if (immediates.length > 0) return 0;
      const ref = timerList.find((t) => t._ref);
      if (!ref) return -1;
      return Math.max(0, timerList[0]._when - Date.now());
    },
    // The loop's next wait: null when nothing referenced is left (the process ends), else
    // [timeoutMs (-1: none), fd, events, …]. Unreferenced timers and watchers still run
    // while something else keeps the loop alive.
    nextWait() {
      const fds = [];
      let alive = immediates.length > 0 || timerList.some((t) => t._ref);
      for (const w of watchers.values()) {
        if (w.events === 0) continue;
        fds.push(w.fd, w.events);
        if (w._ref) alive = true;
      }
      if (!alive) return null;
      let timeout = -1;
      if (immediates.length > 0) timeout = 0;
      else if (timerList.length > 0) timeout = Math.max(0, timerList[0]._when - Date.now());
      return [timeout, ...fds];
    },
    onPoll(revents) {
      let i = 0;
      for (const w of watchers.values()) {
        if (w.events === 0) continue;
        const r = revents[i++];
        if (r) readyQueue.push([w, r]);
      }
    },
    // One ready descriptor's callback per call; true while more are queued.
    runReady() {
      const next = readyQueue.shift();
      if (next) {
        const [w, r] = next;
        if (watchers.get(w.fd) === w) w.cb(r);
      }
      return readyQueue.length > 0;
    },
    // One callback per call (main.rs drains the microtasks in between).
    runTimer() {
      const now = Date.now();
      if (timerList.length > 0 && timerList[0]._when <= now) {
        const t = timerList.shift();
        if (t._repeat) t._schedule();
        t._fn.apply(t, t._args);
        return;
      }
      if (immediates.length > 0) {
        const i = immediates.shift();
        i._fn(...i._args);
      }
    },
    esmResolve,
    esmSource,
    esmMeta,
    esmValue: (key) => esmValues.get(key),
    onRejection(promise, reason, handled) {
      if (handled) {
        const i = rejections.findIndex((r) => r.promise === promise);
        if (i >= 0) rejections.splice(i, 1);
      } else {
        rejections.push({ promise, reason });
      }
    },
    checkRejections() {
      while (rejections.length > 0) {
        const { promise, reason } = rejections.shift();
        if (emit('unhandledRejection', reason, promise)) continue;
        if (reason instanceof Error) throw reason;
        const e = new Error(`This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "${inspect(reason)}".`);
        e.code = 'ERR_UNHANDLED_REJECTION';
        throw e;
      }
    },
    finish() {
      emit('beforeExit', exitStatus());
      exiting = true;
      emit('exit', exitStatus());
      return exitStatus();
    },
    // Node's report: "<file>:<line>", the source line, a caret, a blank line, then the stack.
    reportUncaught(error) {
      let text = '';
      if (error instanceof Error) {
        const frame = /(?:\(|at )((?:\/|\[eval\]|\[stdin\])[^():]*):(\d+):(\d+)/.exec(stackFrames(error.stack));
        if (frame) {
          const [, file, line, col] = frame;
          let src = '';
          try {
            src = (virtualModules.has(file) ? virtualModules.get(file) : file === '[eval]' ? native.code : file === '[stdin]' ? '' : native.readFile(file, true)).split('\n')[Number(line) - 1] || '';
          } catch {
            src = '';
          }
          // Node names an ES module (not TypeScript) by its URL there.
          text += `${esmNames.has(file) && !isTs(file) ? toFileUrl(file) : file}:${line}\n`;
          const column = Number(col) - 1 - (line === '1' && file.startsWith('/') && !esmNames.has(file) && !error.agentosExactColumn ? WRAPPER.length : 0);
          if (src !== '') text += `${src}\n${' '.repeat(Math.max(0, column))}^\n`;
          text += '\n';
        }
        text += inspect(error);
      } else {
        text += `${inspect(error)}\n(Use \`node --trace-uncaught ...\` to show where the exception was thrown)`;
      }
      native.write(2, `${text}\n\nNode.js ${native.version}\n`);
    },
  };
  hide(globalThis, '__agentosInternal', internal);
  return internal;
})()
