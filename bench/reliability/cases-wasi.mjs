// Category 1 of the attack pass, hostile ad-hoc WASM (cases 37-87): bad pointers, lengths and fds
// to WASI and host_* calls, odd imports and huge declarations. Each module exits with the errno of
// its last call; it is written into the VM and run like any file.
import { c, ENO } from './common.mjs';

const P1 = 'wasi_snapshot_preview1';
const HP = 'host_process';
const MEM = 65536;
const I = 0x7f;
const L = 0x7e;

/** One call, exit status = its errno. `data`: memory contents; `steps` for multi-call programs. */
function wasi(n, label, expected, { steps, data = [], ok, timeoutMs, execTimeoutMs = 20000, pre, post, note }) {
  c(n, '1-escape/wasi', `ad-hoc WASM: ${label}`, expected, async (h) => {
    const vm = await h.vm();
    if (pre) await pre(h, vm);
    const rss0 = h.rssMiB();
    await vm.writeFile('/tmp/p.wasm', h.prog(steps, { data }));
    const [r, ms] = await h.timed(() => vm.exec('/tmp/p.wasm; echo rc=$?', { timeoutMs: execTimeoutMs }));
    const usable = (await vm.exec('echo ok')).stdout === 'ok\n';
    const rc = Number((/rc=(\d+)/.exec(r.stdout) ?? [])[1] ?? (r.timedOut ? 137 : -1));
    const extra = post ? await post(h, vm, r) : '';
    return [`${JSON.stringify({ exitCode: r.exitCode, stdout: h.abbr(r.stdout, 80), stderr: h.abbr(r.stderr, 100), timedOut: r.timedOut, ms, usable, rss0, rss1: h.rssMiB() })}${extra}`, usable && ok(rc, r)];
  }, { timeoutMs, note });
}
const any = (...codes) => (rc) => codes.includes(rc);
const s = (name, params, args, more = {}) => ({ name, params, args, ...more });
const iov = (at, buf, len) => ({ offset: at, bytes: Buffer.from(new Uint32Array([buf, len]).buffer) });

wasi(37, 'fd_write_iovcnt_max', 'EFAULT/EINVAL to the guest, Node alive', { steps: [s('fd_write', [I, I, I, I], [1, 0, -1, 8])], ok: any(ENO.EFAULT, ENO.EINVAL) });
wasi(38, 'fd_read_iovcnt_max', 'EFAULT/EINVAL, Node alive', { steps: [s('fd_read', [I, I, I, I], [0, 0, -1, 8])], ok: any(ENO.EFAULT, ENO.EINVAL) });
wasi(39, 'fd_pread_iovcnt_max', 'EFAULT/EINVAL, Node alive', { steps: [s('fd_pread', [I, I, I, L, I], [3, 0, -1, 0n, 8])], ok: any(ENO.EFAULT, ENO.EINVAL) });
wasi(40, 'fd_pwrite_iovcnt_max', 'EFAULT/EINVAL, Node alive', { steps: [s('fd_pwrite', [I, I, I, L, I], [1, 0, -1, 0n, 8])], ok: any(ENO.EFAULT, ENO.EINVAL) });
wasi(41, 'poll_oneoff_nsubs_max', 'EFAULT/EINVAL, Node alive', { steps: [s('poll_oneoff', [I, I, I, I], [0, 0, -1, 8])], ok: any(ENO.EFAULT, ENO.EINVAL) });
wasi(42, 'fd_write_iovcnt_256M', 'EFAULT/EINVAL (over IOV_MAX), Node alive', { steps: [s('fd_write', [I, I, I, I], [1, 0, 0x10000000, 8])], ok: any(ENO.EFAULT, ENO.EINVAL) });
wasi(43, 'fd_write_iov_ptr_oob', 'EFAULT', { steps: [s('fd_write', [I, I, I, I], [1, MEM - 4, 1, 8])], ok: any(ENO.EFAULT) });
wasi(44, 'fd_write_iov_len_oob', 'EFAULT', { steps: [s('fd_write', [I, I, I, I], [1, 64, 1, 8])], data: [iov(64, 0, 0xffffffff)], ok: any(ENO.EFAULT) });
wasi(45, 'fd_write_nwritten_oob', 'EFAULT after the write', { steps: [s('fd_write', [I, I, I, I], [1, 64, 1, MEM - 2])], data: [iov(64, 128, 2), { offset: 128, bytes: Buffer.from('A\n') }], ok: (rc, r) => rc === ENO.EFAULT && r.stdout.startsWith('A\n') });
const pathOpen = (path, pathLen, fdFlag = 3, rights = 0x1fffffffn) => s('path_open', [I, I, I, I, I, L, L, I, I], [fdFlag, 1, path, pathLen, 0, rights, rights, 0, 8], { check: true });
wasi(46, 'path_open_len_max', 'EFAULT/ENAMETOOLONG', { steps: [pathOpen(64, -1)], ok: any(ENO.EFAULT, ENO.ENAMETOOLONG) });
wasi(47, 'path_open_bad_fd', 'EBADF/EINVAL', { steps: [pathOpen(64, 3, 999)], data: [{ offset: 64, bytes: Buffer.from('etc') }], ok: any(ENO.EBADF, ENO.EINVAL) });
wasi(48, 'path_open_nul_in_path', 'EINVAL/EILSEQ (NUL in path)', { steps: [pathOpen(64, 7)], data: [{ offset: 64, bytes: Buffer.from('etc\0pas') }], ok: any(ENO.EINVAL, ENO.EILSEQ) });
wasi(49, 'random_get_len_max', 'EFAULT', { steps: [s('random_get', [I, I], [0, -1])], ok: any(ENO.EFAULT) });
wasi(50, 'random_get_64k_at_end', 'EFAULT', { steps: [s('random_get', [I, I], [MEM - 10, 65536])], ok: any(ENO.EFAULT) });
wasi(51, 'args_get_bad_ptr', 'EFAULT', { steps: [s('args_get', [I, I], [MEM - 2, MEM - 2])], ok: any(ENO.EFAULT) });
wasi(52, 'environ_get_bad_ptr', 'EFAULT', { steps: [s('environ_get', [I, I], [MEM - 2, MEM - 2])], ok: any(ENO.EFAULT) });
wasi(53, 'fd_readdir_buf_max', 'EFAULT', { steps: [s('fd_readdir', [I, I, I, L, I], [3, 0, -1, 0n, 8])], ok: any(ENO.EFAULT) });
wasi(54, 'fd_readdir_cookie_max', '0 entries, no crash', { steps: [s('fd_readdir', [I, I, I, L, I], [3, 1024, 1024, -1n, 8])], ok: any(0) });
wasi(55, 'fd_prestat_dir_name_len_max', 'EFAULT or copies name, no crash', { steps: [s('fd_prestat_dir_name', [I, I, I], [3, 0, -1])], ok: any(0, ENO.EFAULT, ENO.EINVAL) });
wasi(56, 'fd_renumber_to_huge', 'EBADF', { steps: [s('fd_renumber', [I, I], [1, 0x7fffffff])], ok: any(ENO.EBADF) });
wasi(57, 'fd_close_preopen_then_exit', 'closes, no crash', { steps: [s('fd_close', [I], [3])], ok: any(0, ENO.EBADF, ENO.ENOTCAPABLE) });
wasi(58, 'clock_time_get_bad_id', 'EINVAL', { steps: [s('clock_time_get', [I, L, I], [99, 0n, 8])], ok: any(ENO.EINVAL) });
wasi(59, 'fd_seek_neg', 'EINVAL/ESPIPE', { steps: [s('fd_seek', [I, L, I, I], [1, -1n, 0, 8])], ok: any(ENO.EINVAL, ENO.ESPIPE) });
wasi(60, 'fd_filestat_set_size_max_on_stdout', 'EINVAL/EFBIG', { steps: [s('fd_filestat_set_size', [I, L], [1, -1n])], ok: any(ENO.EINVAL, ENO.EFBIG, ENO.ESPIPE, ENO.EBADF) });
wasi(61, 'fd_allocate_overflow', 'EFBIG/EINVAL', { steps: [s('fd_allocate', [I, L, L], [1, -1n, -1n])], ok: any(ENO.EINVAL, ENO.EFBIG, ENO.ESPIPE, ENO.EBADF) });
wasi(62, 'path_symlink_len_max', 'EFAULT', { steps: [s('path_symlink', [I, I, I, I, I], [64, -1, 3, 64, 3])], data: [{ offset: 64, bytes: Buffer.from('tmp/l') }], ok: any(ENO.EFAULT, ENO.ENAMETOOLONG) });
wasi(63, 'path_readlink_buf_max', 'EFAULT/EINVAL', { steps: [s('path_readlink', [I, I, I, I, I, I], [3, 64, 3, 0, -1, 8])], data: [{ offset: 64, bytes: Buffer.from('bin') }], ok: any(ENO.EFAULT, ENO.EINVAL) });
wasi(64, 'proc_spawn_bad_ptrs', 'EFAULT', { steps: [s('proc_spawn', Array(10).fill(I), [MEM - 2, 100, MEM - 2, 100, 0, 1, 2, MEM - 2, 100, MEM - 2], { module: HP })], ok: any(ENO.EFAULT) });
wasi(65, 'proc_spawn_argc_huge', 'EFAULT/E2BIG', { steps: [s('proc_spawn', Array(10).fill(I), [0, -1, 0, 0, 0, 1, 2, 0, 0, 8], { module: HP })], ok: any(ENO.EFAULT, 1 /* E2BIG */) });
wasi(66, 'fd_dup2_255', 'ok (below the 256 cap)', { steps: [s('fd_dup2', [I, I], [1, 255], { module: HP })], ok: any(0) });
wasi(67, 'fd_dup2_huge', 'EBADF', { steps: [s('fd_dup2', [I, I], [1, 0x7fffffff], { module: HP })], ok: any(ENO.EBADF) });
wasi(68, 'fd_dup_min_huge', 'EMFILE/EINVAL', { steps: [s('fd_dup_min', [I, I, I], [1, 0x7fffffff, 8], { module: HP })], ok: any(ENO.EMFILE, ENO.EINVAL, ENO.EBADF) });
wasi(69, 'sleep_ms_neg', 'sleeps (u32 ms) but the exec timeout kills it', { steps: [s('sleep_ms', [I], [-1], { module: HP })], execTimeoutMs: 3000, ok: (rc, r) => r.timedOut && r.exitCode === 137, note: 'exec timeout 3 s (the report: 20 s)' });
wasi(70, 'proc_kill_node_pid', 'ESRCH: host pids unreachable', { steps: [s('proc_kill', [I, I], [process.pid, 9], { module: HP })], ok: any(ENO.ESRCH) });
wasi(71, 'proc_kill_pid1', 'EPERM/ESRCH, VM stays', { steps: [s('proc_kill', [I, I], [1, 9], { module: HP })], ok: any(ENO.EPERM, ENO.ESRCH) });
wasi(72, 'proc_waitpid_bad', 'ECHILD/EFAULT/EBUSY, no crash', { steps: [s('proc_waitpid', [I, I, I], [99999, 0, MEM - 1], { module: HP })], ok: any(ENO.ECHILD, ENO.EFAULT, 16, ENO.ESRCH) });

// open + read + write to stdout of one path.
const catSteps = (pathLen) => [
  pathOpen(64, pathLen),
  s('fd_read', [I, I, I, I], ['FD', 16, 1, 12], { check: true }),
  s('fd_write', [I, I, I, I], [1, 32, 1, 4], { check: true }),
  s('proc_exit', [I], [0], { results: [] }),
].slice(0, 3);
function catProg(path) {
  // fd_write writes the bytes fd_read got: iovec at 32 = (1024, N) with N patched by a copy step
  // is beyond this tiny program, so it writes the first 64 bytes (zero-padded after the file).
  return { steps: catSteps(Buffer.byteLength(path)), data: [{ offset: 64, bytes: Buffer.from(path) }, iov(16, 1024, 4096), iov(32, 1024, 64)] };
}
wasi(73, 'open_dotdot_from_preopen', 'VM /etc/passwd only (agentos user), never the host file', { ...catProg('../../etc/passwd'), ok: (rc, r) => rc === 0 && r.stdout.includes('root:x:0:0') && !/bash/.test(r.stdout.split('\0')[0]) });
wasi(74, 'open_abs_host_path', 'ENOENT (host path not visible)', { ...catProg(`${process.cwd()}/package.json`), ok: any(ENO.ENOENT, ENO.ENOTCAPABLE, ENO.EACCES) });

function raw(n, label, expected, build, ok, { setup, note } = {}) {
  c(n, '1-escape/wasi', `ad-hoc WASM: ${label}`, expected, async (h) => {
    const vm = await h.vm(setup ?? {});
    const rss0 = h.rssMiB();
    await vm.writeFile('/tmp/p.wasm', build(h.enc));
    const [r, ms] = await h.timed(() => vm.exec('/tmp/p.wasm; echo rc=$?', { timeoutMs: 60000 }));
    const usable = (await vm.exec('echo ok')).stdout === 'ok\n';
    const rc = Number((/rc=(\d+)/.exec(r.stdout) ?? [])[1] ?? -1);
    const peak = process.resourceUsage().maxRSS / 1024;
    return [`${JSON.stringify({ exitCode: r.exitCode, stdout: h.abbr(r.stdout, 60), stderr: h.abbr(r.stderr, 140), ms, usable, rss0, peakRssMiB: Math.round(peak) })}`, usable && ok(rc, r, peak - rss0)];
  }, { note });
}
const exitWith = (enc, body, extra = {}) => enc.encodeModule({
  imports: [{ module: P1, name: 'proc_exit', params: [I], results: [] }, ...(extra.imports ?? [])],
  memories: extra.memories ?? [{ min: 1, export: 'memory' }],
  tables: extra.tables,
  funcs: [{ export: extra.noStart ? 'main' : '_start', locals: extra.locals, body }],
});
raw(75, 'import_env_system', 'link error or trap, exit 126/134', (enc) => exitWith(enc, [...enc.op.i32(0), ...enc.op.call(1), ...enc.op.call(0)], { imports: [{ module: 'env', name: 'system', params: [I], results: [I] }] }), any(126, 134, 127));
raw(76, 'import_wasi_unstable', 'link error, or the import is never called (exit 0)', (enc) => exitWith(enc, [...enc.op.i32(0), ...enc.op.call(0)], { imports: [{ module: 'wasi_unstable', name: 'fd_write', params: [I, I, I, I], results: [I] }] }), any(0, 126));
raw(77, 'import_host_net_connect', 'an errno, no host connection without a socket', (enc) => exitWith(enc, [...enc.op.i32(3), ...enc.op.i32(64), ...enc.op.i32(16), ...enc.op.call(1), ...enc.op.call(0)], { imports: [{ module: 'host_net', name: 'net_connect', params: [I, I, I], results: [I] }] }), (rc) => rc > 0 && rc < 126, { note: 'guest networking exists since issue 19: net_connect on a non-socket fd (the report expected ENOSYS before it existed)' });
raw(78, 'import_memory_from_host', 'link error 126', () => {
  const str = (t) => [t.length, ...Buffer.from(t)];
  const sec = (id, b) => [id, b.length, ...b];
  return Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
    ...sec(1, [2, 0x60, 1, I, 0, 0x60, 0, 0]),
    ...sec(2, [2, ...str(P1), ...str('proc_exit'), 0, 0, ...str('env'), ...str('memory'), 2, 0, 1]),
    ...sec(3, [1, 1]),
    ...sec(7, [1, ...str('_start'), 0, 1]),
    ...sec(10, [1, 6, 0, 0x41, 0, 0x10, 0, 0x0b])]);
}, any(126));
raw(79, 'no_start_export', 'error exit, no crash', (enc) => exitWith(enc, [...enc.op.i32(0), ...enc.op.call(0)], { noStart: true }), any(126, 134, 1));
raw(80, 'start_section_trap', 'trap 134', (enc) => exitWith(enc, [0x00]), any(134));
raw(81, 'mem_min_4GiB', 'refused (512 MiB limit)', (enc) => exitWith(enc, [...enc.op.i32(0), ...enc.op.call(0)], { memories: [{ min: 65536, export: 'memory' }] }), any(126, 134));
raw(82, 'mem64_min_1TiB', 'refused', (enc) => exitWith(enc, [...enc.op.i32(0), ...enc.op.call(0)], { memories: [{ min: 16777216, memory64: true, export: 'memory' }] }), any(126, 134));
raw(83, 'mem_shared_max', 'refused or bounded', (enc) => exitWith(enc, [...enc.op.i32(0), ...enc.op.call(0)], { memories: [{ min: 1, max: 65536, shared: true, export: 'memory' }] }), any(0, 126, 134));
raw(84, 'table_min_u32max', 'refused, no crash', (enc) => exitWith(enc, [...enc.op.i32(0), ...enc.op.call(0)], { tables: [{ min: 0xffffffff }] }), any(126, 134));
raw(85, 'table_grow_fill_64M', 'host memory bounded like linear memory (≤ maxWasmMemoryBytes 512 MiB)', (enc) => exitWith(enc, [...enc.op.refNull, ...enc.op.i32(64 * 1048576), ...enc.op.tableGrow(0), ...enc.op.i32(-1), ...enc.op.i32Eq, ...enc.op.call(0)], { tables: [{ min: 0 }] }), (rc, r, grew) => grew < 600, { note: 'table.grow of 64 Mi funcrefs (8 B each) against the 512 MiB budget' });
raw(86, 'multi_memory_4x500MiB', 'total linear memory per process ≤ maxWasmMemoryBytes (512 MiB)', (enc) => {
  const { op } = enc;
  const body = [...op.i32(0), ...op.localSet(0)];
  for (let m = 0; m < 4; m++) {
    body.push(...op.i32(8000), ...op.memoryGrow(m), ...op.i32(-1), ...op.i32Ne, ...op.if,
      ...op.localGet(0), ...op.i32(1), ...op.i32Add, ...op.localSet(0), ...op.i32(0), ...op.localSet(1),
      ...op.block, ...op.loop, ...op.localGet(1), ...op.i32(8000 * 65536), ...op.i32GeU, ...op.brIf(1),
      ...op.localGet(1), ...op.i32(1), ...op.i32Store(m), ...op.localGet(1), ...op.i32(65536), ...op.i32Add, ...op.localSet(1),
      ...op.br(0), ...op.end, ...op.end, ...op.end);
  }
  body.push(...op.localGet(0), ...op.call(0));
  return exitWith(enc, body, { memories: [{ min: 0, export: 'memory' }, { min: 0 }, { min: 0 }, { min: 0 }], locals: [[2, I]] });
}, (rc, r, grew) => rc <= 1 && grew < 700, { note: 'exit status = memories that grew by 500 MiB' });
raw(87, 'one_memory_grow_past_limit', 'memory.grow returns -1', (enc) => exitWith(enc, [...enc.op.i32(9000), ...enc.op.memoryGrow(0), ...enc.op.i32(-1), ...enc.op.i32Eq, ...enc.op.call(0)]), any(1));
