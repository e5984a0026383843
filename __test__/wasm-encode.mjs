// A tiny WebAssembly binary encoder for hostile test modules (security-wasi tests, the fuzz
// driver and bench/adhoc-modules.mjs). Just enough of the format: types, imports, functions,
// memories, tables, globals, exports, code and data sections. No dependencies.

export const I32 = 0x7f;
export const I64 = 0x7e;
export const FUNCREF = 0x70;

/** Unsigned LEB128 of a number or BigInt. */
export function uleb(v) {
  let n = BigInt(v);
  const out = [];
  do {
    let b = Number(n & 0x7fn);
    n >>= 7n;
    if (n !== 0n) b |= 0x80;
    out.push(b);
  } while (n !== 0n);
  return out;
}

/** Signed LEB128 of a number or BigInt. */
export function sleb(v) {
  let n = BigInt(v);
  const out = [];
  for (;;) {
    const b = Number(n & 0x7fn);
    n >>= 7n;
    const done = (n === 0n && (b & 0x40) === 0) || (n === -1n && (b & 0x40) !== 0);
    out.push(done ? b : b | 0x80);
    if (done) return out;
  }
}

const str = (s) => {
  const b = [...Buffer.from(s)];
  return [...uleb(b.length), ...b];
};
const vec = (items) => [...uleb(items.length), ...items.flat()];
const section = (id, body) => (body ? [id, ...uleb(body.length), ...body] : []);
const limits = ({ min, max, shared = false, memory64 = false }) => {
  const flags = (max === undefined ? 0 : 1) | (shared ? 2 : 0) | (memory64 ? 4 : 0);
  return [flags, ...uleb(min), ...(max === undefined ? [] : uleb(max))];
};

/** Instruction helpers (each returns a byte array). */
export const op = {
  i32: (v) => [0x41, ...sleb(v | 0)],
  i64: (v) => [0x42, ...sleb(BigInt.asIntN(64, BigInt(v)))],
  call: (f) => [0x10, ...uleb(f)],
  drop: [0x1a],
  localGet: (i) => [0x20, ...uleb(i)],
  localSet: (i) => [0x21, ...uleb(i)],
  localTee: (i) => [0x22, ...uleb(i)],
  globalGet: (i) => [0x23, ...uleb(i)],
  globalSet: (i) => [0x24, ...uleb(i)],
  i32Store: (memidx = 0, offset = 0) => (memidx === 0
    ? [0x36, 2, ...uleb(offset)]
    : [0x36, 0x40 | 2, ...uleb(memidx), ...uleb(offset)]),
  i32Store8: (memidx = 0, offset = 0) => (memidx === 0
    ? [0x3a, 0, ...uleb(offset)]
    : [0x3a, 0x40, ...uleb(memidx), ...uleb(offset)]),
  memoryGrow: (memidx = 0) => [0x40, ...uleb(memidx)],
  memorySize: (memidx = 0) => [0x3f, ...uleb(memidx)],
  tableGrow: (t = 0) => [0xfc, 15, ...uleb(t)],
  refNull: [0xd0, FUNCREF],
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  if: [0x04, 0x40],
  else: [0x05],
  end: [0x0b],
  br: (d) => [0x0c, ...uleb(d)],
  brIf: (d) => [0x0d, ...uleb(d)],
  i32Add: [0x6a], i32Sub: [0x6b], i32Mul: [0x6c], i32And: [0x71], i32Or: [0x72], i32Xor: [0x73],
  i32Shl: [0x74], i32ShrU: [0x76], i32LtU: [0x49], i32GeU: [0x4f], i32Eqz: [0x45], i32Ne: [0x47],
  i32Eq: [0x46],
  i64Xor: [0x85], i64Shl: [0x86], i64ShrU: [0x88], i64And: [0x83],
  i32WrapI64: [0xa7], i64ExtendI32U: [0xad],
  select: [0x1b],
  return: [0x0f],
  i64Const: (v) => [0x42, ...sleb(BigInt.asIntN(64, BigInt(v)))],
};

/**
 * Encodes a module. `imports`: [{ module, name, params: [I32|I64...], results: [...] }] (function
 * imports, indices 0..n-1); `funcs`: [{ params, results, locals: [[count, type]...], body: bytes,
 * export? }] (indices continue after the imports); `memories`: [{ min, max?, shared?, memory64?, export? }];
 * `tables`: [{ min, max? }]; `globals`: [{ type, mutable, init: bytes }]; `data`:
 * [{ memidx?, offset, bytes }].
 */
export function encodeModule({ imports = [], funcs = [], memories = [], tables = [], globals = [], data = [] }) {
  const types = [];
  const typeIndex = (params, results) => {
    const key = `${params.join(',')}:${results.join(',')}`;
    let i = types.findIndex((t) => t.key === key);
    if (i < 0) {
      i = types.length;
      types.push({ key, bytes: [0x60, ...vec(params.map((p) => [p])), ...vec(results.map((r) => [r]))] });
    }
    return i;
  };
  const importBytes = imports.map((im) => [...str(im.module), ...str(im.name), 0x00, ...uleb(typeIndex(im.params, im.results ?? [I32]))]);
  const funcTypes = funcs.map((f) => uleb(typeIndex(f.params ?? [], f.results ?? [])));
  const exports = [];
  memories.forEach((m, i) => { if (m.export) exports.push([...str(m.export), 0x02, ...uleb(i)]); });
  funcs.forEach((f, i) => { if (f.export) exports.push([...str(f.export), 0x00, ...uleb(imports.length + i)]); });
  const code = funcs.map((f) => {
    const locals = vec((f.locals ?? []).map(([n, t]) => [...uleb(n), t]));
    const len = locals.length + f.body.length + 1;
    return Buffer.concat([Buffer.from([...uleb(len), ...locals]), Buffer.from(f.body), Buffer.from([0x0b])]);
  });
  const dataBytes = data.map((d) => {
    const off = [...op.i32(d.offset), 0x0b];
    const head = (d.memidx ?? 0) === 0 ? [0x00, ...off] : [0x02, ...uleb(d.memidx), ...off];
    return Buffer.concat([Buffer.from([...head, ...uleb(d.bytes.length)]), Buffer.from(d.bytes)]);
  });
  const bigVec = (items) => Buffer.concat([Buffer.from(uleb(items.length)), ...items]);
  const bigSection = (id, body) => (body ? Buffer.concat([Buffer.from([id, ...uleb(body.length)]), body]) : Buffer.alloc(0));
  const head = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec(types.map((t) => t.bytes))),
    ...section(2, imports.length ? vec(importBytes) : null),
    ...section(3, funcs.length ? vec(funcTypes) : null),
    ...section(4, tables.length ? vec(tables.map((t) => [FUNCREF, ...limits(t)])) : null),
    ...section(5, memories.length ? vec(memories.map(limits)) : null),
    ...section(6, globals.length ? vec(globals.map((g) => [g.type, g.mutable ? 1 : 0, ...g.init, 0x0b])) : null),
    ...section(7, exports.length ? vec(exports) : null),
  ];
  return Buffer.concat([
    Buffer.from(head),
    bigSection(10, funcs.length ? bigVec(code) : null),
    bigSection(11, data.length ? bigVec(dataBytes) : null),
  ]);
}

/**
 * A module that calls `module.name(...args)` once (args: i32 numbers or, for i64 params, BigInts)
 * and exits with the call's result as its status (`proc_exit(errno)`), with one memory of `pages`.
 */
export function callOnce({ module, name, params, args, pages = 1 }) {
  const body = [];
  params.forEach((t, i) => body.push(...(t === I64 ? op.i64(args[i]) : op.i32(args[i]))));
  body.push(...op.call(1), ...op.call(0));
  return encodeModule({
    imports: [
      { module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] },
      { module, name, params, results: [I32] },
    ],
    memories: [{ min: pages, export: 'memory' }],
    funcs: [{ export: '_start', body }],
  });
}

const T = { i32: I32, i64: I64 };

/**
 * A fuzz module for one import (`{ module, name, params: ['i32'|'i64'...], results }`, as in
 * fixtures/wasi-imports.json): `_start` calls it `iterations` times with arguments from an
 * in-module xorshift64 generator seeded with `seed`, each drawn from the classes 0, -1,
 * 0xffffffff, memory size - 1, near the end of memory, small (0..63, fds), a pointer into memory
 * and random; then `proc_exit(0)`. So exit status 0 means every call returned. Memory (2 pages)
 * starts with a few paths and iovecs so some calls get past argument checks.
 */
export function fuzzModule(imp, { seed, iterations }) {
  const MEM = 2 * 65536;
  const params = imp.params.map((p) => T[p]);
  const results = imp.results.map((r) => T[r]);
  const x = 0; // local index of the generator's value
  const c = 1; // local index of its class
  const next = [
    ...op.globalGet(0), ...op.globalGet(0), ...op.i64Const(13), ...op.i64Shl, ...op.i64Xor, ...op.globalSet(0),
    ...op.globalGet(0), ...op.globalGet(0), ...op.i64Const(7), ...op.i64ShrU, ...op.i64Xor, ...op.globalSet(0),
    ...op.globalGet(0), ...op.globalGet(0), ...op.i64Const(17), ...op.i64Shl, ...op.i64Xor, ...op.globalSet(0),
    ...op.globalGet(0),
  ];
  const classOf = [...op.call(2), ...op.localTee(x), ...op.i64Const(61), ...op.i64ShrU, ...op.i32WrapI64, ...op.localSet(c)];
  const when = (k, value) => [...op.localGet(c), ...op.i32(k), ...op.i32Eq, ...op.if, ...value, ...op.return, ...op.end];
  const low = (mask) => [...op.localGet(x), ...op.i32WrapI64, ...op.i32(mask), ...op.i32And];
  const gen32 = [
    ...classOf,
    ...when(0, op.i32(0)),
    ...when(1, op.i32(-1)),
    ...when(2, op.i32(MEM - 1)),
    ...when(3, [...op.i32(MEM), ...low(63), ...op.i32Sub]),
    ...when(4, low(63)),
    ...when(5, low(MEM - 1)),
    ...when(6, [...low(0xff), ...op.i32(0x80000000 | 0), ...op.i32Or]),
    ...op.localGet(x), ...op.i32WrapI64,
  ];
  const gen64 = [
    ...classOf,
    ...when(0, op.i64Const(0)),
    ...when(1, op.i64Const(-1)),
    ...when(2, op.i64Const(0xffffffff)),
    ...when(3, op.i64Const(0x7fffffffffffffffn)),
    ...when(4, [...op.localGet(x), ...op.i64Const(63), ...op.i64And]),
    ...when(5, [...op.localGet(x), ...op.i64Const(0xffff), ...op.i64And]),
    ...op.localGet(x),
  ];
  const call = [...params.flatMap((t) => op.call(t === I64 ? 4 : 3)), ...op.call(1), ...(results.length ? op.drop : [])];
  const start = imp.name === 'proc_exit'
    ? call
    : [
      ...op.block, ...op.loop,
      ...op.localGet(0), ...op.i32(iterations), ...op.i32GeU, ...op.brIf(1),
      ...call,
      ...op.localGet(0), ...op.i32(1), ...op.i32Add, ...op.localSet(0),
      ...op.br(0), ...op.end, ...op.end,
      ...op.i32(0), ...op.call(0),
    ];
  // Paths at 0.., iovecs at 256 ((512, 16), (1024, 4096), (MEM - 8, 64)), a clock subscription
  // with timeout 0 at 384.
  const seedData = Buffer.alloc(512);
  seedData.write('fuzz\0/fuzz-b\0fuzz/a\0.\0..\0/\0', 0);
  [[512, 16], [1024, 4096], [MEM - 8, 64]].forEach(([b, l], i) => {
    seedData.writeUInt32LE(b, 256 + i * 8);
    seedData.writeUInt32LE(l, 260 + i * 8);
  });
  seedData.writeBigUInt64LE(42n, 384);
  return encodeModule({
    imports: [
      { module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] },
      { module: imp.module, name: imp.name, params, results },
    ],
    memories: [{ min: 2, max: 2, export: 'memory' }],
    globals: [{ type: I64, mutable: true, init: op.i64Const(BigInt.asIntN(64, BigInt(seed) || 1n)) }],
    funcs: [
      { results: [I64], body: next },
      { results: [I32], locals: [[1, I64], [1, I32]], body: gen32 },
      { results: [I64], locals: [[1, I64], [1, I32]], body: gen64 },
      { export: '_start', locals: [[1, I32]], body: start },
    ],
    data: [{ offset: 0, bytes: seedData }],
  });
}
