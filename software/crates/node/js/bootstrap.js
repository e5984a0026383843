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
  const bundled = globalThis.__agentosBundled;
  delete globalThis.__agentosNative;
  delete globalThis.__agentosBundled;
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

  function errorToString(err) {
    let stack = typeof err.stack === 'string' ? err.stack : '';
    const head = `${err.name || 'Error'}: ${err.message}`;
    const header = err.message === '' || err.message === undefined ? String(err.name || 'Error') : head;
    if (!stack.startsWith(header)) stack = stack === '' ? header : `${header}\n${stack}`;
    return stack.replace(/\n$/, '');
  }

  function inspect(value, options) {
    const ctx = {
      depth: 2, breakLength: 80, compact: 3, maxArrayLength: 100, maxStringLength: 10000,
      indentationLvl: 0, currentDepth: 0, seen: [], circular: new Map(),
    };
    if (options && typeof options === 'object') {
      for (const k of ['depth', 'breakLength', 'compact', 'maxArrayLength']) if (options[k] !== undefined) ctx[k] = options[k] === null ? Infinity : options[k];
    }
    return formatValue(ctx, value, 0);
  }
  inspect.custom = Symbol.for('nodejs.util.inspect.custom');

  function formatValue(ctx, value, recurseTimes) {
    if (value === null) return 'null';
    if (typeof value !== 'object' && typeof value !== 'function') return formatPrimitive(value);
    const custom = value[inspect.custom];
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
  const process = {
    title: 'node',
    version: native.version,
    versions: { node: native.version.slice(1), quickjs: 'quickjs-ng' },
    arch: 'wasm32',
    platform: 'linux',
    release: { name: 'node' },
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
  function stream(fd) {
    return {
      fd,
      isTTY: false,
      writable: true,
      write(data, encoding, cb) {
        if (typeof encoding === 'function') cb = encoding;
        native.write(fd, typeof data === 'string' || data instanceof Uint8Array ? data : String(data));
        if (typeof cb === 'function') queueMicrotask(cb);
        return true;
      },
      end(data, cb) {
        if (typeof data === 'function') cb = data;
        else if (data !== undefined && data !== null) this.write(data);
        if (typeof cb === 'function') queueMicrotask(cb);
      },
      on() { return this; },
      once() { return this; },
    };
  }
  process.stdout = stream(1);
  process.stderr = stream(2);
  let stdin;
  Object.defineProperty(process, 'stdin', {
    get: () => stdin || (stdin = makeStdin()),
    configurable: true,
    enumerable: true,
  });

  // process.stdin as a minimal Readable: the first 'data'/'end'/'readable' listener (or resume(),
  // pipe(), async iteration) starts it at the next loop turn. With 'data' listeners it streams
  // chunks as they arrive; otherwise it reads all of stdin in one blocking read and emits one
  // chunk and 'end'. Chunks are Buffers, or strings after setEncoding().
  function makeStdin() {
    const { EventEmitter } = requireBuiltin('events');
    const s = new EventEmitter();
    let state = 'idle';
    let buffered = null;
    let encoding = null;
    const readAll = () => {
      if (state === 'done') return '';
      state = 'done';
      const bytes = native.readFile(0, false);
      if (bytes.length === 0) return '';
      return encoding === null ? toBuffer(bytes) : decode(bytes, encoding);
    };
    const flow = () => {
      if (state === 'done') return;
      const data = readAll();
      s.readable = false;
      if (s.listenerCount('readable') > 0) {
        buffered = data;
        s.emit('readable');
      } else if (data.length > 0) {
        s.emit('data', data);
      }
      s.readableEnded = true;
      s.emit('end');
      s.emit('close');
    };
    // Flowing with 'data' listeners only: chunks as they arrive, read when fd 0 is ready (the
    // reactor), so a pipeline's output streams through; with utf8 decoding a character split
    // across two reads is held back until it is whole.
    let pending = null;
    const utf8Tail = (b) => {
      for (let i = 1; i <= Math.min(3, b.length); i++) {
        const c = b[b.length - i];
        if ((c & 0xc0) === 0x80) continue;
        const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        return need > i ? i : 0;
      }
      return 0;
    };
    const stream = () => {
      state = 'streaming';
      const w = watchFd(0, native.POLLIN, () => {
        let bytes;
        try {
          bytes = native.readSome(0, 65536);
        } catch (e) {
          if (e.code === 'EAGAIN') return;
          w.close();
          state = 'done';
          s.emit('error', e);
          return;
        }
        if (bytes.length === 0) {
          w.close();
          state = 'done';
          if (pending !== null && pending.length > 0) s.emit('data', decode(pending, encoding));
          s.readable = false;
          s.readableEnded = true;
          s.emit('end');
          s.emit('close');
          return;
        }
        if (encoding === null) {
          s.emit('data', toBuffer(bytes));
          return;
        }
        let all = bytes;
        if (pending !== null) {
          all = new Uint8Array(pending.length + bytes.length);
          all.set(pending);
          all.set(bytes, pending.length);
          pending = null;
        }
        const keep = /^utf-?8$/i.test(encoding) ? utf8Tail(all) : 0;
        if (keep > 0) pending = all.slice(all.length - keep);
        if (all.length > keep) s.emit('data', decode(all.subarray(0, all.length - keep), encoding));
      });
    };
    const start = () => {
      if (state !== 'idle') return;
      state = 'scheduled';
      setImmediate(() => {
        if (state !== 'scheduled') return;
        if (s.listenerCount('readable') === 0 && s.listenerCount('data') > 0) stream();
        else flow();
      });
    };
    Object.assign(s, {
      fd: 0,
      isTTY: false,
      readable: true,
      readableEnded: false,
      setEncoding(e) { encoding = e === undefined ? 'utf8' : e; return s; },
      resume() { start(); return s; },
      pause() { return s; },
      read() {
        if (buffered === null || buffered.length === 0) return null;
        const b = buffered;
        buffered = null;
        return b;
      },
      pipe(dest) {
        s.on('data', (c) => dest.write(c));
        s.on('end', () => { if (dest !== process.stdout && dest !== process.stderr && typeof dest.end === 'function') dest.end(); });
        return dest;
      },
      async *[Symbol.asyncIterator]() {
        const data = readAll();
        if (data.length > 0) yield data;
      },
    });
    s.on('newListener', (event) => {
      if (event === 'data' || event === 'end' || event === 'readable') start();
    });
    return s;
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
    native.write(fd, `${text}\n`);
  };
  const console = {
    log: (...a) => print(1, a),
    info: (...a) => print(1, a),
    debug: (...a) => print(1, a),
    error: (...a) => print(2, a),
    warn: (...a) => print(2, a),
    trace: (...a) => print(2, [`Trace${a.length ? ': ' + format(...a) : ''}\n${(new Error().stack || '').replace(/\n$/, '')}`]),
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
  // crypto: Web Crypto's object (getRandomValues, randomUUID, subtle.digest) from js/crypto.js.
  Object.defineProperty(globalThis, 'crypto', {
    get() { const v = requireBuiltin('crypto').webcrypto; hide(globalThis, 'crypto', v); return v; },
    set(v) { hide(globalThis, 'crypto', v); },
    configurable: true,
    enumerable: false,
  });
  if (typeof globalThis.queueMicrotask !== 'function') {
    hide(globalThis, 'queueMicrotask', (fn) => { checkFn(fn); Promise.resolve().then(() => fn()); });
  }

  // ---------------------------------------------------------------------------------------------
  // Builtin modules.

  // A bundled JS module (src/main.rs BUNDLED), compiled on first use: third-party packages (they
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
  });
  function loadBundled(name) {
    const module = { exports: {} };
    const fn = native.compile(`(function (module, exports, require, process, internals) {${bundled[name]}\n})`, `node:${name}`);
    const require = (n) => {
      if (n === 'base64-js' || n === 'ieee754' || n === 'abort-controller' || n === 'http-parser-js' || n === 'ciphers') {
        if (!bundledDeps.has(n)) bundledDeps.set(n, loadBundled(n));
        return bundledDeps.get(n);
      }
      return requireBuiltin(n);
    };
    fn.call(module.exports, module, module.exports, require, process, internals);
    return module.exports;
  }
  const path = loadBundled('path');

  function makeStats(path, follow) {
    const [kind, size, mtimeMs] = native.stat(path, follow);
    const mtime = new Date(mtimeMs);
    return {
      size, mtimeMs, mtime, atimeMs: mtimeMs, atime: mtime, ctimeMs: mtimeMs, ctime: mtime, birthtimeMs: mtimeMs, birthtime: mtime,
      mode: kind === 2 ? 0o40755 : kind === 3 ? 0o120777 : 0o100644,
      isFile: () => kind === 1,
      isDirectory: () => kind === 2,
      isSymbolicLink: () => kind === 3,
      isFIFO: () => false, isSocket: () => false, isBlockDevice: () => false, isCharacterDevice: () => kind === 4,
    };
  }
  function pathArg(p, name = 'path') {
    if (typeof p === 'string') return p;
    if (typeof URL === 'function' && p instanceof URL) return decodeURIComponent(p.pathname);
    const e = new TypeError(`The "${name}" argument must be of type string or an instance of Buffer or URL. Received ${inspect(p)}`);
    e.code = 'ERR_INVALID_ARG_TYPE';
    throw e;
  }
  function encodingOf(options) {
    if (typeof options === 'string') return options;
    return options && options.encoding ? options.encoding : null;
  }
  const toBuffer = (u8) => BufferOf().from(u8.buffer, u8.byteOffset, u8.byteLength);
  function decode(bytes, encoding) {
    const B = BufferOf();
    if (!B.isEncoding(encoding)) {
      const e = new TypeError(`The argument 'encoding' is invalid encoding. Received '${encoding}'`);
      e.code = 'ERR_INVALID_ARG_VALUE';
      throw e;
    }
    return toBuffer(bytes).toString(encoding);
  }
  const fs = {
    readFileSync(p, options) {
      const target = p === 0 ? 0 : pathArg(p);
      const encoding = encodingOf(options);
      if (encoding === null || encoding === 'buffer') return toBuffer(native.readFile(target, false));
      const lower = String(encoding).toLowerCase();
      if (lower === 'utf8' || lower === 'utf-8') return native.readFile(target, true);
      return decode(native.readFile(target, false), encoding);
    },
    writeFileSync(p, data, options) {
      const append = !!(options && typeof options === 'object' && typeof options.flag === 'string' && options.flag.startsWith('a'));
      native.writeFile(pathArg(p), ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : String(data), append);
    },
    appendFileSync(p, data) {
      native.writeFile(pathArg(p), ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : String(data), true);
    },
    existsSync(p) {
      try { return native.exists(pathArg(p)); } catch { return false; }
    },
    readdirSync(p, options) {
      const entries = native.readdir(pathArg(p));
      if (options && typeof options === 'object' && options.withFileTypes) {
        return entries.map(([name, kind]) => ({
          name, parentPath: p, path: p,
          isFile: () => kind === 1, isDirectory: () => kind === 2, isSymbolicLink: () => kind === 3,
        }));
      }
      return entries.map(([name]) => name);
    },
    // {recursive: true} returns undefined (Node returns the first directory it created).
    mkdirSync(p, options) {
      const recursive = !!(options && typeof options === 'object' && options.recursive);
      native.mkdir(pathArg(p), recursive);
    },
    statSync(p, options) {
      try {
        return makeStats(pathArg(p), true);
      } catch (e) {
        if (options && options.throwIfNoEntry === false && e.code === 'ENOENT') return undefined;
        throw e;
      }
    },
    lstatSync(p, options) {
      try {
        return makeStats(pathArg(p), false);
      } catch (e) {
        if (options && options.throwIfNoEntry === false && e.code === 'ENOENT') return undefined;
        throw e;
      }
    },
    unlinkSync: (p) => native.unlink(pathArg(p)),
    rmdirSync: (p, options) => native.rmdir(pathArg(p), !!(options && options.recursive)),
    rmSync(p, options) {
      const target = pathArg(p);
      const recursive = !!(options && options.recursive);
      const force = !!(options && options.force);
      let st;
      try {
        st = makeStats(target, false);
      } catch (e) {
        if (force && e.code === 'ENOENT') return;
        throw e;
      }
      if (st.isDirectory()) {
        if (!recursive) {
          const e = new Error(`Path is a directory: rm returned EISDIR (is a directory) ${target}`);
          e.code = 'ERR_FS_EISDIR';
          throw e;
        }
        native.rmdir(target, true);
      } else {
        native.unlink(target);
      }
    },
    renameSync: (a, b) => native.rename(pathArg(a, 'oldPath'), pathArg(b, 'newPath')),
    copyFileSync: (a, b) => native.writeFile(pathArg(b, 'dest'), native.readFile(pathArg(a, 'src'), false), false),
    // No symlink resolution yet: the absolute, normalized path.
    realpathSync: Object.assign((p) => path.resolve(pathArg(p)), { native: (p) => path.resolve(pathArg(p)) }),
    constants: { F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1 },
  };

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

  const util = {
    format,
    formatWithOptions,
    inspect,
    isDeepStrictEqual: (a, b) => inspect(a, { depth: Infinity }) === inspect(b, { depth: Infinity }),
    promisify: (fn) => (...args) => new Promise((resolve, reject) => fn(...args, (err, v) => (err ? reject(err) : resolve(v)))),
    inherits(ctor, superCtor) {
      Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
      Object.setPrototypeOf(ctor, superCtor);
      ctor.super_ = superCtor;
    },
    deprecate: (fn) => fn,
    types: {
      isDate: (v) => v instanceof Date,
      isRegExp: (v) => v instanceof RegExp,
      isPromise: (v) => v instanceof Promise,
      isMap: (v) => v instanceof Map,
      isSet: (v) => v instanceof Set,
      isNativeError: (v) => v instanceof Error,
      isTypedArray: (v) => ArrayBuffer.isView(v) && !(v instanceof DataView),
      isUint8Array: (v) => v instanceof Uint8Array,
    },
  };

  const builtins = { fs, path, 'path/posix': path, os, util, process, timers, console };
  const lazyBuiltins = {
    events: () => loadBundled('events'),
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
    zlib: () => { const z = loadBundled('zlib'); z.constants ||= Object.fromEntries(Object.entries(z).filter(([k]) => k.startsWith('Z_'))); return z; },
  };
  function requireBuiltin(name) {
    if (!Object.prototype.hasOwnProperty.call(builtins, name) && Object.prototype.hasOwnProperty.call(lazyBuiltins, name)) {
      builtins[name] = lazyBuiltins[name]();
    }
    return builtins[name];
  }
  // Node's other builtin modules: `require` names them in a clear error until they exist here.
  const nodeBuiltins = new Set(['assert', 'assert/strict', 'async_hooks', 'buffer', 'child_process', 'cluster', 'constants',
    'dgram', 'diagnostics_channel', 'domain', 'fs/promises', 'http2',
    'inspector', 'module', 'path/win32', 'perf_hooks', 'punycode', 'querystring', 'readline', 'readline/promises',
    'repl', 'stream', 'stream/promises', 'stream/web', 'string_decoder', 'sys', 'timers/promises', 'trace_events', 'tty',
    'url', 'util/types', 'v8', 'vm', 'wasi', 'worker_threads', 'test', 'sqlite', 'sea']);

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
  function resolveExports(pkgDir, subpath, request) {
    const pj = path.join(pkgDir, 'package.json');
    if (!isFile(pj)) return null;
    let exports;
    try {
      exports = JSON.parse(native.readFile(pj, true)).exports;
    } catch (e) {
      e.message = `Error parsing ${pj}: ${e.message}`;
      throw e;
    }
    if (exports === undefined || exports === null) return null;
    const isSugar = typeof exports === 'string' || Array.isArray(exports) ||
      (typeof exports === 'object' && !Object.keys(exports).some((k) => k.startsWith('.')));
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
    const resolved = resolveTarget(pkgDir, target, star);
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
  function resolveTarget(pkgDir, target, star) {
    if (typeof target === 'string') {
      if (!target.startsWith('./')) return null;
      return path.join(pkgDir, star === null ? target : target.replaceAll('*', star));
    }
    if (Array.isArray(target)) {
      for (const t of target) {
        const r = resolveTarget(pkgDir, t, star);
        if (r) return r;
      }
      return null;
    }
    if (target && typeof target === 'object') {
      for (const key of Object.keys(target)) {
        if (conditions.includes(key)) {
          const r = resolveTarget(pkgDir, target[key], star);
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
  function resolveFilename(request, parent) {
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
  Module.builtinModules = [...Object.keys(builtins), ...Object.keys(lazyBuiltins), ...nodeBuiltins].sort();

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

  function makeRequire(module) {
    const require = (request) => {
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
    const source = native.readFile(filename, true);
    if (filename.endsWith('.json')) {
      try {
        module.exports = JSON.parse(source);
      } catch (e) {
        e.message = `${filename}: ${e.message}`;
        throw e;
      }
    } else {
      const body = source.startsWith('#!') ? '//' + source : source;
      const fn = native.compile(`${WRAPPER}${body}\n})`, filename);
      fn.call(module.exports, module.exports, makeRequire(module), module, filename, module.path);
    }
    module.loaded = true;
  }
  builtins.module = Module;
  Module.createRequire = (filename) => {
    const f = typeof filename === 'string' && filename.startsWith('file://') ? decodeURIComponent(filename.slice(7)) : String(filename);
    return makeRequire(new Module(f.endsWith('/') ? path.join(f, '[eval]') : f, null));
  };

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
        mainModule = new Module(resolved, null);
        mainModule.id = '.';
        cache[resolved] = mainModule;
        process.mainModule = mainModule;
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
      const source = mode === 'stdin' ? native.readFile(0, true) : native.code;
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
        const frame = /(?:\(|at )((?:\/|\[eval\]|\[stdin\])[^():]*):(\d+):(\d+)/.exec(typeof error.stack === 'string' ? error.stack : '');
        if (frame) {
          const [, file, line, col] = frame;
          let src = '';
          try {
            src = (file === '[eval]' ? native.code : file === '[stdin]' ? '' : native.readFile(file, true)).split('\n')[Number(line) - 1] || '';
          } catch {
            src = '';
          }
          text += `${file}:${line}\n`;
          const column = Number(col) - 1 - (line === '1' && file.startsWith('/') ? WRAPPER.length : 0);
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
