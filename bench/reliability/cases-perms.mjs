// Category 2 of the attack pass: the permission policy against indirect reads, renames, links,
// races, spawns, environment and binding spellings (cases 88-114).
import { c } from './common.mjs';

const SECRET = 'SECRETKEY-42';
const base = { childProcess: 'allow', env: 'allow', binding: 'allow' };
const fsRules = (rules, extra = {}) => ({ permissions: { ...base, fs: { default: 'allow', rules }, ...extra } });
const denyRead = (paths) => fsRules([{ mode: 'deny', operations: ['read'], paths }]);

async function dataVm(h, opts) {
  const vm = await h.vm(opts);
  await vm.writeFiles([
    { path: '/data/secret/k', content: SECRET },
    { path: '/data/secret/.env', content: SECRET },
    { path: '/data/pub.txt', content: 'pub\n' },
    { path: '/data/a.txt', content: SECRET },
    { path: '/data/secretfile', content: SECRET },
    { path: '/data/sub/deep/secret', content: SECRET },
  ]);
  return vm;
}
const clean = (r) => !(r.stdout + r.stderr).includes(SECRET);

function p(n, name, expected, fn, opts) {
  c(n, '2-permissions', name, expected, fn, opts);
}

p(88, 'fs deny read /data/secret/**: direct cat, ls, glob, find, grep -r, tar, cp -r', 'EACCES everywhere, secret never printed', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const r = await vm.exec('cat /data/secret/k; ls /data/secret; echo /data/secret/*; cat /data/secret/*; find /data; grep -r SECRETKEY /data/secret; tar cf - /data/secret | cat; cp -r /data/secret /tmp/c; cat /tmp/c/k; head -c 100 /data/secret/k');
  return [h.fmt(r), clean({ stdout: r.stdout, stderr: '' })];
});
p(89, 'path normalisation tricks (//, /./, x/.., trailing /, ////data)', 'EACCES', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const r = await vm.exec('cat //data//secret/k /data/./secret/k /data/x/../secret/k /data/secret/./k ////data/secret/k /data/secret//k');
  return [h.fmt(r), clean(r) && (r.stderr.match(/Permission denied/g) ?? []).length === 6];
});
p(90, 'dotfile under a ** rule (/data/secret/.env)', 'EACCES (** covers dotfiles)', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const r = await vm.exec('cat /data/secret/.env');
  return [h.fmt(r), clean(r) && /Permission denied/.test(r.stderr)];
});
p(91, 'symlink into the denied tree (absolute, relative, chained)', 'EACCES (symlinks resolved before matching)', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const r = await vm.exec('ln -s /data/secret /tmp/s; ln -s ../data/secret/k /tmp/r; ln -s /tmp/s /tmp/s2; cat /tmp/s/k; cat /tmp/r; cat /tmp/s2/k');
  return [h.fmt(r), clean(r)];
});
p(92, 'hard link of a denied file to an allowed name', 'EACCES', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const r = await vm.exec('ln /data/secret/k /tmp/hl; cat /tmp/hl');
  return [h.fmt(r), clean(r)];
});
p(93, 'rename the parent of the denied tree (mv /data /x), and host API move', 'EACCES (rename guard)', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const r = await vm.exec('mv /data /x; cat /x/secret/k; mv /data/secret /tmp/z; cat /tmp/z/k');
  const vm2 = await dataVm(h, { permissions: { ...denyRead(['/data/secret/**']).permissions, applyToHost: true } });
  const host = await h.code(vm2.move('/data', '/y'));
  return [`${h.fmt(r)} | host move (applyToHost): ${host}`, clean(r) && host === 'EACCES'];
});
p(94, 'ad-hoc WASM path_open relative to the / preopen (data/secret/k)', 'EACCES (2)', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const I = 0x7f;
  const L = 0x7e;
  await vm.writeFile('/tmp/p.wasm', h.prog([{ name: 'path_open', params: [I, I, I, I, I, L, L, I, I], args: [3, 1, 64, 13, 0, 0x1fffffffn, 0x1fffffffn, 0, 8] }], { data: [{ offset: 64, bytes: Buffer.from('data/secret/k') }] }));
  const r = await vm.exec('/tmp/p.wasm; echo rc=$?');
  return [h.fmt(r), r.stdout === 'rc=2\n'];
});
p(95, 'NUL byte and unicode lookalike (Cyrillic ѕ) in paths, host API and guest', 'EINVAL for NUL; lookalike is a different (absent) file', async (h) => {
  const vm = await dataVm(h, { ...denyRead(['/data/secret/**']), permissions: { ...denyRead(['/data/secret/**']).permissions, applyToHost: true } });
  const nul = await h.code(vm.readFile('/data/secret/k\0x'));
  const look = await h.code(vm.readFile('/data/ѕecret/k'));
  const r = await vm.exec('cat /data/ѕecret/k /DATA/secret/k');
  return [`NUL: ${nul} lookalike: ${look} guest: ${h.fmt(r)}`, nul === 'EINVAL' && look === 'ENOENT' && clean(r)];
});
p(96, 'exec stdin redirection and here-string from a denied file', 'EACCES', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const r = await vm.exec('cat < /data/secret/k; cat <<< "$(cat /data/secret/k)"; while read l; do echo $l; done < /data/secret/k');
  return [h.fmt(r), clean({ stdout: r.stdout, stderr: '' })];
});
p(97, 'host spawn (not exec) of cat on a denied file (applyToHost false)', 'the guest process is still checked: EACCES', async (h) => {
  const vm = await dataVm(h, denyRead(['/data/secret/**']));
  const out = [];
  const { pid } = vm.spawn('cat', ['/data/secret/k'], { onStdout: (d) => out.push(Buffer.from(d)) });
  const code = await vm.waitProcess(pid);
  const text = Buffer.concat(out).toString();
  return [`exit=${code} out=${h.abbr(text)}`, !text.includes(SECRET) && code !== 0];
});
const renameGuard = (n, pattern, file) => p(n, `rename guard vs a deny rule anchored AT the renamed dir (${pattern}): mv /data /y; cat /y/${file}`, 'mv denied, or the file stays unreadable', async (h) => {
  const vm = await dataVm(h, denyRead([pattern]));
  const direct = await vm.exec(`cat /data/${file}`);
  const r = await vm.exec(`mv /data /y; echo mv=$?; cat /y/${file}`);
  return [`direct: ${h.fmt(direct)} | after mv: ${h.fmt(r)}`, clean(direct) && clean(r)];
});
renameGuard(98, '/data/*.txt', 'a.txt');
renameGuard(99, '/data/**/secret', 'sub/deep/secret');
renameGuard(100, '/data/secret*', 'secretfile');
p(101, 'deny write only: replace the protected file by rename (mv /tmp/evil /data/secret/k)', 'write-protected file not replaced (or documented: rename is a separate operation)', async (h) => {
  const vm = await dataVm(h, fsRules([{ mode: 'deny', operations: ['write'], paths: ['/data/secret/**'] }]));
  const r = await vm.exec('echo EVIL > /tmp/evil; mv /tmp/evil /data/secret/k; echo mv=$?; echo EVIL > /data/secret/k; echo w=$?');
  const now = Buffer.from(await vm.readFile('/data/secret/k')).toString();
  return [`${h.fmt(r)} | file now: ${JSON.stringify(now)}`, now === SECRET];
});
const I = 0x7f;
const L = 0x7e;
const openRo = (len) => ({ name: 'path_open', params: [I, I, I, I, I, L, L, I, I], args: [3, 1, 64, len, 0, 2n /* fd_read */, 0n, 0, 8], check: true });
p(102, 'deny write only: ftruncate through a read-only fd (ad-hoc WASM: path_open O_RDONLY + fd_filestat_set_size 0)', 'EBADF/EACCES; contents intact', async (h) => {
  const vm = await dataVm(h, fsRules([{ mode: 'deny', operations: ['write'], paths: ['/data/secret/**'] }]));
  await vm.writeFile('/tmp/p.wasm', h.prog([openRo(13), { name: 'fd_filestat_set_size', params: [I, L], args: ['FD', 0n] }], { data: [{ offset: 64, bytes: Buffer.from('data/secret/k') }] }));
  const r = await vm.exec('/tmp/p.wasm; echo rc=$?');
  const now = Buffer.from(await vm.readFile('/data/secret/k')).toString();
  return [`${h.fmt(r)} | file now: ${JSON.stringify(now)}`, now === SECRET && !/rc=0/.test(r.stdout)];
});
p(103, 'deny write only: fd_pwrite / fd_write through an fd opened read-only', 'EBADF; contents intact', async (h) => {
  const vm = await dataVm(h, fsRules([{ mode: 'deny', operations: ['write'], paths: ['/data/secret/**'] }]));
  const iov = { offset: 16, bytes: Buffer.from(new Uint32Array([64, 4]).buffer) };
  await vm.writeFile('/tmp/a.wasm', h.prog([openRo(13), { name: 'fd_pwrite', params: [I, I, I, L, I], args: ['FD', 16, 1, 0n, 12] }], { data: [{ offset: 64, bytes: Buffer.from('data/secret/k') }, iov] }));
  await vm.writeFile('/tmp/b.wasm', h.prog([openRo(13), { name: 'fd_write', params: [I, I, I, I], args: ['FD', 16, 1, 12] }], { data: [{ offset: 64, bytes: Buffer.from('data/secret/k') }, iov] }));
  const r = await vm.exec('/tmp/a.wasm; echo rc=$?; /tmp/b.wasm; echo rc=$?');
  const now = Buffer.from(await vm.readFile('/data/secret/k')).toString();
  return [`${h.fmt(r)} | file now: ${JSON.stringify(now)}`, now === SECRET && !/rc=0/.test(r.stdout)];
});
p(104, 'deny readdir/stat/create_dir/symlink individually', 'each op EACCES, others unaffected', async (h) => {
  const vm = await dataVm(h, fsRules([
    { mode: 'deny', operations: ['readdir'], paths: ['/data/secret'] },
    { mode: 'deny', operations: ['stat'], paths: ['/data/secretfile'] },
    { mode: 'deny', operations: ['create_dir'], paths: ['/data/n'] },
    { mode: 'deny', operations: ['symlink'], paths: ['/data/l'] },
  ]));
  const r = await vm.exec('ls /data/secret; echo a=$?; stat /data/secretfile >/dev/null; echo b=$?; mkdir /data/n; echo c=$?; ln -s /x /data/l; echo d=$?; cat /data/pub.txt; mkdir /data/m; echo e=$?');
  return [h.fmt(r), /a=[1-9]/.test(r.stdout) && /b=[1-9]/.test(r.stdout) && /c=[1-9]/.test(r.stdout) && /d=[1-9]/.test(r.stdout) && /pub/.test(r.stdout) && /e=0/.test(r.stdout)];
});
p(105, 'childProcess deny tar: indirect launches (/bin/tar, env, xargs, find -exec, awk system, timeout, copied/symlinked stub, #! script)', 'all EACCES', async (h) => {
  const vm = await h.vm({ permissions: { ...base, fs: 'allow', childProcess: { default: 'allow', rules: [{ mode: 'deny', patterns: ['tar'] }] } } });
  await vm.writeFile('/tmp/t.txt', 'x');
  const cmd = 'tar cf /tmp/o1.tar /tmp/t.txt; /bin/tar cf /tmp/o2.tar /tmp/t.txt; /usr/bin/tar cf /tmp/o3.tar /tmp/t.txt; env tar cf /tmp/o4.tar /tmp/t.txt; echo /tmp/t.txt | xargs tar cf /tmp/o5.tar; find /tmp/t.txt -exec tar cf /tmp/o6.tar {} \\; ; awk \'BEGIN{system("tar cf /tmp/o7.tar /tmp/t.txt")}\'; timeout 5 tar cf /tmp/o8.tar /tmp/t.txt; cp /bin/tar /tmp/tar; /tmp/tar cf /tmp/o9.tar /tmp/t.txt; ln -s /bin/tar /tmp/t2; /tmp/t2 cf /tmp/o10.tar /tmp/t.txt; printf "#!/bin/tar\\n" > /tmp/s; chmod +x /tmp/s; /tmp/s cf /tmp/o11.tar /tmp/t.txt; ls /tmp/*.tar; echo end';
  const r = await vm.exec(cmd);
  return [h.fmt(r), !/o\d+\.tar/.test(r.stdout) && r.stdout.includes('end')];
});
p(106, 'childProcess deny sh: same module under its other registered name (bash)', 'bash denied too (it is the same shell)', async (h) => {
  const vm = await h.vm({ permissions: { ...base, fs: 'allow', childProcess: { default: 'allow', rules: [{ mode: 'deny', patterns: ['sh'] }] } } });
  const r = await vm.exec('bash -c "echo via-bash"; echo rc=$?');
  return [h.fmt(r), !r.stdout.includes('via-bash')];
});
p(107, 'childProcess allow-list {sh,echo,cat}: arbitrary ad-hoc WASM saved as /tmp/cat', 'only the registered cat may run (or the WASM is judged by content)', async (h) => {
  const vm = await h.vm({ permissions: { ...base, fs: 'allow', childProcess: { default: 'deny', rules: [{ mode: 'allow', patterns: ['sh', 'echo', 'cat'] }] } } });
  await vm.writeFile('/tmp/cat', h.printer('arbitrary-code\n'));
  const r = await vm.exec('chmod +x /tmp/cat; /tmp/cat; echo rc=$?; echo hi | cat');
  return [h.fmt(r), !r.stdout.includes('arbitrary-code') && r.stdout.includes('hi')];
});
p(108, 'env allow {PATH,HOME}: options.env and per-call env hidden, guest-set vars dropped for children', 'only PATH, HOME (and PWD) visible', async (h) => {
  const vm = await h.vm({ env: { SECRET_A: 'a' }, permissions: { ...base, fs: 'allow', env: { rules: [{ mode: 'allow', patterns: ['PATH', 'HOME'] }] } } });
  const r = await vm.exec('export SECRET_C=c; env', { env: { SECRET_B: 'b' } });
  const keys = r.stdout.split('\n').filter(Boolean).map((l) => l.split('=')[0]);
  return [h.fmt(r), keys.every((k) => ['PATH', 'HOME', 'PWD', '_', 'SHLVL'].includes(k)) && !/SECRET_/.test(r.stdout)];
});
function weatherCalls(calls) {
  return [{ name: 'weather', description: 'w', bindings: {
    forecast: { description: 'f', execute: () => 'forecast' },
    secret: { description: 's', execute: () => { calls.push('secret'); return 'SECRET-BINDING'; } },
    getSecret: { description: 'g', execute: () => { calls.push('getSecret'); return 'SECRET-BINDING'; } },
  } }];
}
p(109, 'binding deny weather:secret: spellings (agentos weather secret, --json first, SECRET, secret --help, via xargs/$(...))', 'denied or not a command; execute never runs', async (h) => {
  const calls = [];
  const vm = await h.vm({ bindings: weatherCalls(calls), permissions: { ...base, fs: 'allow', binding: { default: 'allow', rules: [{ mode: 'deny', patterns: ['weather:secret'] }] } } });
  const r = await vm.exec("agentos-weather secret; agentos weather secret; agentos-weather --json '{}' secret; agentos-weather SECRET; agentos-weather secret --help; echo secret | xargs agentos-weather; x=$(agentos-weather secret); echo \"[$x]\"");
  return [`calls=${calls.join(',')} ${h.fmt(r)}`, calls.length === 0 && !r.stdout.includes('SECRET-BINDING')];
});
p(110, "binding deny rule written in the definition's camelCase spelling (weather:getSecret; CLI name get-secret)", 'rule applies, or is rejected at create as naming no binding', async (h) => {
  const calls = [];
  const made = await h.code(h.vm({ bindings: weatherCalls(calls), permissions: { ...base, fs: 'allow', binding: { default: 'allow', rules: [{ mode: 'deny', patterns: ['weather:getSecret'] }] } } }));
  if (made !== 'OK:{}' && !made.startsWith('OK')) return [`create: ${made}`, made === 'EINVAL'];
  const vm = await h.vm({ bindings: weatherCalls(calls), permissions: { ...base, fs: 'allow', binding: { default: 'allow', rules: [{ mode: 'deny', patterns: ['weather:getSecret'] }] } } });
  const r = await vm.exec('agentos-weather get-secret');
  return [`calls=${calls.join(',')} ${h.fmt(r)}`, calls.length === 0];
});
p(111, 'network "allow": guest sockets (host_net net_connect to a closed 127.0.0.1 port, sock_accept on fd 3)', 'refused with an errno; no crash', async (h) => {
  const vm = await h.vm({ permissions: { ...base, fs: 'allow', network: 'allow' } });
  await vm.writeFile('/tmp/p.wasm', h.prog([{ name: 'sock_accept', params: [I, I, I], args: [3, 0, 8] }]));
  const r = await vm.exec('curl -sS http://127.0.0.1:1/; echo a=$?; /tmp/p.wasm; echo b=$?');
  return [h.fmt(r), /a=(7|6)/.test(r.stdout) && /b=[1-9]/.test(r.stdout)];
}, { note: 'guest networking exists since issue 19 (the report expected ENOSYS); curl to a closed port is exit 7' });
p(112, 'applyToHost: host readFile/readFiles/stat/exists/readdir/readdirRecursive/writeFile/move/delete on the denied tree', 'every call EACCES; no listing of the denied subtree', async (h) => {
  const vm = await dataVm(h);
  const vm2 = await h.vm({ permissions: { ...base, applyToHost: true, fs: { default: 'allow', rules: [{ mode: 'deny', paths: ['/data/secret/**', '/data/secret'] }] } } });
  await vm2.writeFile('/data/pub.txt', 'pub');
  void vm;
  const out = {
    readFile: await h.code(vm2.readFile('/data/secret/k')),
    writeFile: await h.code(vm2.writeFile('/data/secret/k', 'x')),
    stat: await h.code(vm2.stat('/data/secret/k')),
    exists: await h.code(vm2.exists('/data/secret/k')),
    readdir: await h.code(vm2.readdir('/data/secret')),
    move: await h.code(vm2.move('/data/secret', '/tmp/m')),
    delete: await h.code(vm2.delete('/data/secret', { recursive: true })),
    readFiles: await h.code(vm2.readFiles(['/data/secret/k'])),
    readdirRecursive: await h.code(vm2.readdirRecursive('/data')),
  };
  const direct = ['readFile', 'writeFile', 'stat', 'readdir', 'move', 'delete'].every((k) => out[k] === 'EACCES');
  return [JSON.stringify(out), direct && !out.readdirRecursive.includes('secret/') && !out.readFiles.includes(SECRET)];
});
p(113, 'malformed policies (bad mode, .. in pattern, empty arrays, unknown scope, glob syntax error, both binding+tool)', 'EINVAL naming the field for each', async (h) => {
  const bad = [
    { fs: { default: 'maybe' } },
    { fs: { rules: [{ mode: 'deny', paths: ['/data/../x'] }] } },
    { fs: { rules: [{ mode: 'deny', paths: [] }] } },
    { bogus: 'allow' },
    { fs: { rules: [{ mode: 'deny', paths: ['/data/[x'] }] } },
    { binding: 'allow', tool: 'allow' },
    { fs: { rules: [{ mode: 'deny', operations: ['fly'], paths: ['/x'] }] } },
    { fs: 'sometimes' },
    { env: { rules: [{ mode: 'allow', patterns: [42] }] } },
    { fs: { rules: 'nope' } },
  ];
  const codes = [];
  for (const permissions of bad) codes.push(await h.code(h.vm({ permissions })));
  return [codes.join(','), codes.every((x) => x === 'EINVAL')];
});
p(114, 'symlink swap race, 4 rounds x (2 flippers + 2 readers x 1500 cats)', 'no leak (the operation acts on what was judged)', async (h) => {
  const vm = await h.vm(denyRead(['/data/secret/**']));
  await vm.writeFile('/data/secret/k', `${SECRET}\n`);
  await vm.writeFile('/tmp/ok', 'ok\n');
  let leaks = 0;
  let oks = 0;
  const rounds = 2;
  for (let round = 0; round < rounds; round++) {
    const flip = 'i=0; while [ $i -lt 1500 ]; do ln -sfn /tmp/ok /tmp/l; ln -sfn /data/secret/k /tmp/l; i=$((i+1)); done';
    const read = 'i=0; while [ $i -lt 750 ]; do cat /tmp/l 2>/dev/null; echo; i=$((i+1)); done';
    const rs = await Promise.all([vm.exec(flip), vm.exec(flip), vm.exec(read), vm.exec(read)]);
    for (const r of rs.slice(2)) {
      leaks += (r.stdout.match(/SECRETKEY/g) ?? []).length;
      oks += (r.stdout.match(/^ok$/gm) ?? []).length;
    }
  }
  return [`${rounds * 1500} reads across ${rounds} rounds: secret leaked ${leaks} times, ok ${oks}`, leaks === 0];
}, { timeoutMs: 300_000, note: 'reduced: 2 rounds of 2 x 750 reads (the report: 4 rounds of 2 x 1500)' });
