// Category 1 of the attack pass: escapes through host dirs, symlinks, archives, #!, bindings, env,
// processes and the local() sandbox (cases 1-36).
import { c, fs, path, execFileSync, sleep } from './common.mjs';

const noSecret = (s, secret) => !String(s).includes(secret);

c(1, '1-escape', 'guest `..` traversal out of a host-dir mount', 'VM path semantics: ENOENT, no host bytes', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec(`cat /mnt/h/../../..${L.outside}/secret.txt; cd /mnt/h && cat ../../..${L.outside}/secret.txt`);
  return [h.fmt(r), noSecret(r.stdout + r.stderr, L.secret)];
});

c(2, '1-escape', 'host API readFile with `..` through a host-dir mount', 'normalised to a VM path, never the host file', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const a = await h.code(vm.readFile(`/mnt/h/../../..${L.outside}/secret.txt`));
  const b = await h.code(vm.readFile('/mnt/h/../etc/passwd'));
  return [`a=${a} b=${h.abbr(b, 60)}`, noSecret(a + b, L.secret)];
});

c(3, '1-escape', 'guest absolute symlink `ln -s / /mnt/h/rootlink` then read through it', 'resolved as a VM path (VM root), host root unreachable', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec(`ln -s / /mnt/h/rootlink; cat /mnt/h/rootlink${L.outside}/secret.txt; cat /mnt/h/rootlink/etc/passwd`);
  const hostOnly = await h.hostOnlyPasswd(vm);
  const link = fs.readlinkSync(path.join(L.hp, 'rootlink'));
  return [`${h.fmt(r)} | host-side entry: rootlink -> ${link}`, noSecret(r.stdout, L.secret) && !hostOnly.some((l) => r.stdout.includes(l))];
});

c(4, '1-escape', 'guest relative symlink climbing out (../../../..)', 'ENOENT', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec(`mkdir -p /mnt/h/rel2 && ln -s ../../../../../../.. /mnt/h/rel2/up && cat /mnt/h/rel2/up${L.outside}/secret.txt; cat /mnt/h/rel2/up/../outside/secret.txt`);
  return [h.fmt(r), noSecret(r.stdout, L.secret)];
});

c(5, '1-escape', 'host-planted absolute symlinks in the host dir (abs_out -> <outside>, etc_link -> /etc, pw -> /etc/passwd)', 'followed as VM paths, no host bytes', async (h) => {
  const L = h.hostLayout();
  fs.symlinkSync(L.outside, path.join(L.hp, 'abs_out'));
  fs.symlinkSync('/etc', path.join(L.hp, 'etc_link'));
  fs.symlinkSync('/etc/passwd', path.join(L.hp, 'pw'));
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec('cat /mnt/h/abs_out/secret.txt; cat /mnt/h/pw; cat /mnt/h/etc_link/passwd; ls /mnt/h/etc_link');
  const hostOnly = await h.hostOnlyPasswd(vm);
  return [h.fmt(r), noSecret(r.stdout, L.secret) && !hostOnly.some((l) => r.stdout.includes(l))];
});

c(6, '1-escape', 'host-planted relative symlink (rel_out -> ../outside)', 'ENOENT (mount root is the top)', async (h) => {
  const L = h.hostLayout();
  fs.symlinkSync('../outside', path.join(L.hp, 'rel_out'));
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec('cat /mnt/h/rel_out/secret.txt');
  return [h.fmt(r), noSecret(r.stdout, L.secret)];
});

c(7, '1-escape', 'host-side symlink race: host flips hostdir/race between a dir and a symlink to /etc while the guest reads race/passwd 300x', 'never the host /etc/passwd', async (h) => {
  const L = h.hostLayout();
  const race = path.join(L.hp, 'race');
  const dir = path.join(L.hp, 'race_dir');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'passwd'), 'SAFE\n');
  fs.symlinkSync('race_dir', race);
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const hostOnly = await h.hostOnlyPasswd(vm);
  let stop = false;
  const flipper = (async () => {
    for (let i = 0; !stop; i++) {
      try { fs.unlinkSync(race); } catch { /* gone */ }
      try { fs.symlinkSync(i % 2 ? '/etc' : 'race_dir', race); } catch { /* raced */ }
      await new Promise((r) => setImmediate(r));
    }
  })();
  const r = await vm.exec('i=0; while [ $i -lt 300 ]; do cat /mnt/h/race/passwd 2>/dev/null | head -1; echo; i=$((i+1)); done');
  stop = true;
  await flipper;
  const lines = r.stdout.split('\n').filter(Boolean);
  const leaked = lines.filter((l) => hostOnly.includes(l)).length;
  const safe = lines.filter((l) => l === 'SAFE').length;
  return [`300 reads: host-passwd=${leaked} SAFE=${safe} other/VM=${lines.length - leaked - safe}`, leaked === 0];
});

c(8, '1-escape', 'guest hard link from the VM root into the host dir', 'EXDEV', async (h) => {
  const L = h.hostLayout();
  fs.symlinkSync('/etc/passwd', path.join(L.hp, 'pw'));
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec('ln /etc/hostname /mnt/h/hl; echo rc=$?; ln /mnt/h/pw /mnt/h/hl2; echo rc=$?');
  const hostHl = fs.existsSync(path.join(L.hp, 'hl'));
  return [`${h.fmt(r)} host hl exists=${hostHl}`, /rc=[1-9]/.test(r.stdout.split('\n')[0]) && !hostHl];
});

c(9, '1-escape', 'rename the mount point and its parent from the guest and the host API', 'EBUSY, mount intact', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec('mv /mnt/h /mnt/x; echo rc=$?; mv /mnt /m2; echo rc=$?; cat /mnt/h/inside.txt');
  const hm = await h.code(vm.move('/mnt/h', '/mnt/y'));
  return [`${h.fmt(r)} host move: ${hm}`, /rc=[1-9]\nrc=[1-9]\nINSIDE/.test(r.stdout) && hm === 'EBUSY'];
});

c(10, '1-escape', 'host renames hostPath while mounted and puts a symlink to / in its place', 'VM keeps the original directory (fd-based) or fails; never lists host /', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const vmRoot = await vm.readdir('/');
  const hostRootOnly = fs.readdirSync('/').filter((n) => !vmRoot.includes(n));
  fs.renameSync(L.hp, `${L.hp}.moved`);
  fs.symlinkSync('/', L.hp);
  const r = await vm.exec('ls /mnt/h; cat /mnt/h/etc/passwd');
  const hostOnly = await h.hostOnlyPasswd(vm);
  fs.unlinkSync(L.hp);
  fs.renameSync(`${L.hp}.moved`, L.hp);
  const listed = r.stdout.split('\n');
  return [h.fmt(r), !hostRootOnly.some((n) => listed.includes(n)) && !hostOnly.some((l) => r.stdout.includes(l))];
});

c(11, '1-escape', '/proc, /sys and device nodes', 'no host proc/sys/dev (ENOENT); only null/zero/random/urandom/std*', async (h) => {
  const vm = await h.vm();
  const r = await vm.exec('cat /proc/self/environ /proc/self/maps /proc/1/cmdline /sys/kernel/hostname 2>&1 | head -c 300; echo; ls /dev');
  const devs = r.stdout.split('\n').slice(-20).join(' ');
  const okDev = (await vm.readdir('/dev')).every((n) => /^(null|zero|random|urandom|std(in|out|err)|full|tty|fd|pts|shm)$/.test(n));
  const noProc = !(await vm.exists('/proc/self/environ')) && !(await vm.exists('/sys/kernel'));
  return [`${h.abbr(r.stdout, 200)} devs: ${h.abbr(devs, 80)}`, okDev && noProc];
});

c(12, '1-escape', 'host environment variables (process.env.ATTACK_SECRET, AGENTOS_* in process.env)', 'never visible to guests', async (h) => {
  process.env.ATTACK_SECRET = 'attack-secret-value';
  process.env.AGENTOS_ATTACK = 'agentos-attack-value';
  const vm = await h.vm({ env: { OK_VAR: 'ok' } });
  const r = await vm.exec('env');
  return [h.fmt(r), !r.stdout.includes('attack-secret-value') && !r.stdout.includes('agentos-attack-value') && r.stdout.includes('OK_VAR=ok')];
});

c(13, '1-escape', 'guest kill of host pids (kill -9 <node pid>, kill -9 1, kill -9 -1)', 'ESRCH/EPERM inside the VM; Node survives', async (h) => {
  const vm = await h.vm();
  const r = await vm.exec(`kill -9 ${process.pid}; echo a=$?; kill -9 1; echo b=$?; kill -9 -1; echo c=$?; echo alive`);
  await sleep(200);
  const after = await vm.exec('echo still');
  return [h.fmt(r), r.stdout.includes('alive') && after.stdout === 'still\n'];
});

function weather(h, calls = []) {
  return [{
    name: 'weather',
    description: 'w',
    bindings: {
      forecast: {
        description: 'f',
        inputSchema: { type: 'object', properties: { city: { type: 'string' } }, additionalProperties: true },
        execute: (input) => { calls.push(input); return { city: input.city, keys: Object.keys(input), proto: Object.getPrototypeOf(input) === Object.prototype }; },
      },
      secret: { description: 's', execute: () => { calls.push('secret'); return 'SECRET-BINDING'; } },
      getSecret: { description: 'g', execute: () => { calls.push('getSecret'); return 'SECRET-BINDING'; } },
    },
  }];
}

c(14, '1-escape', 'binding JSON prototype pollution (`--json {"__proto__":{"polluted":1}}`, constructor.prototype)', 'host Object.prototype untouched', async (h) => {
  const vm = await h.vm({ bindings: weather(h) });
  const r = await vm.exec(`agentos-weather forecast --json '{"__proto__":{"polluted":1},"city":"x"}'; agentos-weather forecast --json '{"constructor":{"prototype":{"polluted":1}},"city":"y"}'`);
  const polluted = ({}).polluted !== undefined || Object.prototype.polluted !== undefined;
  return [`polluted=${polluted} ${h.fmt(r)}`, !polluted];
});

c(15, '1-escape', 'binding argv injection (`$(...)`, `;`, `--help` as a value, NUL-less control chars)', 'values arrive verbatim as strings, nothing executed on the host', async (h) => {
  const L = h.hostLayout();
  const calls = [];
  const vm = await h.vm({ bindings: weather(h, calls) });
  const evil = `$(touch ${L.outside}/pwned_binding); rm -rf /`;
  const r = await vm.exec(`agentos-weather forecast --city '${evil}'; agentos-weather forecast --city=--help; agentos-weather forecast --city "$(printf 'a\\tb\\001c')"`);
  const pwned = fs.existsSync(path.join(L.outside, 'pwned_binding'));
  return [`inputs=${h.abbr(JSON.stringify(calls), 120)} pwned=${pwned}`, !pwned && calls.some((x) => x.city === evil)];
});

c(16, '1-escape', 'binding --json-file with traversal and host paths', 'read as VM paths only', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ bindings: weather(h) });
  const r = await vm.exec(`agentos-weather forecast --json-file ../../../..${L.outside}/secret.txt; agentos-weather forecast --json-file ${L.outside}/secret.txt`);
  return [h.fmt(r), noSecret(r.stdout + r.stderr, L.secret)];
});

// --- archives: fixtures made with Python's tarfile ---------------------------------------------
function py(script) {
  execFileSync('python3', ['-c', script]);
}
function tarFixtures(dir, outside) {
  py(`
import tarfile, io, os
def add(t, name, data=b'pwned\\n', **kw):
    i = tarfile.TarInfo(name); i.size = len(data)
    for k, v in kw.items(): setattr(i, k, v)
    t.addfile(i, io.BytesIO(data))
d = ${JSON.stringify(dir)}
with tarfile.open(d + '/dotdot.tar', 'w', format=tarfile.GNU_FORMAT) as t:
    add(t, '../../../../../..${outside}/pwned_dotdot.txt'); add(t, 'ok/../../pwned_dotdot2.txt')
with tarfile.open(d + '/abs.tar', 'w', format=tarfile.GNU_FORMAT) as t:
    add(t, '/etc/pwned_abs.txt')
with tarfile.open(d + '/symlink.tar', 'w', format=tarfile.GNU_FORMAT) as t:
    i = tarfile.TarInfo('lnk'); i.type = tarfile.SYMTYPE; i.linkname = ${JSON.stringify(outside)}; t.addfile(i)
    add(t, 'lnk/pwned_symlink.txt')
    i = tarfile.TarInfo('vmlink'); i.type = tarfile.SYMTYPE; i.linkname = '/etc'; t.addfile(i)
    add(t, 'vmlink/pwned_vm_etc.txt')
with tarfile.open(d + '/hardlink.tar', 'w', format=tarfile.GNU_FORMAT) as t:
    i = tarfile.TarInfo('hl_abs'); i.type = tarfile.LNKTYPE; i.linkname = ${JSON.stringify(outside + '/secret.txt')}; t.addfile(i)
    i = tarfile.TarInfo('hl_dotdot'); i.type = tarfile.LNKTYPE; i.linkname = '../../../../../..${outside}/secret.txt'; t.addfile(i)
    i = tarfile.TarInfo('hl_vm'); i.type = tarfile.LNKTYPE; i.linkname = '/etc/passwd'; t.addfile(i)
with tarfile.open(d + '/special.tar', 'w', format=tarfile.GNU_FORMAT) as t:
    i = tarfile.TarInfo('dev_mem'); i.type = tarfile.CHRTYPE; i.devmajor = 1; i.devminor = 1; t.addfile(i)
    i = tarfile.TarInfo('fifo'); i.type = tarfile.FIFOTYPE; t.addfile(i)
    add(t, 'setuid', b'#!/bin/sh\\n', mode=0o4755)
with tarfile.open(d + '/longname.tar', 'w', format=tarfile.PAX_FORMAT) as t:
    add(t, 'x' * 5000)
# a header claiming a 100 GB member, and no data
i = tarfile.TarInfo('huge'); i.size = 100 * 10**9
open(d + '/huge.tar', 'wb').write(i.tobuf(tarfile.GNU_FORMAT))
`);
}

function archiveCase(n, which, label, expected, run, { published = false } = {}) {
  c(n, '1-escape', `tar (${published ? 'published' : 'ours'}): ${label}`, expected, async (h) => {
    const L = h.hostLayout();
    tarFixtures(L.hp, L.outside);
    fs.mkdirSync(path.join(L.hp, 'x'));
    const vm = await h.vm({ mounts: [h.hostMount(L.hp)], ...(published ? { software: [h.published] } : {}) });
    return run(h, vm, L);
  }, published && n >= 24 && n <= 26 ? { byDesign: 'the published tar (D13): README "Known limits of the published WASM binaries"; ours refuses these (cases 17-19) and is the default' } : {});
}

const tarCases = (base, published) => {
  archiveCase(base, 'dotdot', 'members with ../ climbing out of -C /mnt/h/x', 'refused or stripped; nothing outside /mnt/h/x on the host', async (h, vm, L) => {
    const r = await vm.exec('tar xf /mnt/h/dotdot.tar -C /mnt/h/x; echo rc=$?');
    const escaped = fs.existsSync(path.join(L.outside, 'pwned_dotdot.txt')) || fs.existsSync(path.join(L.hp, 'pwned_dotdot2.txt')) || fs.existsSync(path.join(L.hp, 'pwned_dotdot.txt'));
    const vmSide = await vm.exec('ls /mnt/h /mnt 2>/dev/null | grep pwned');
    return [`${h.fmt(r)} host-escape=${escaped} vmSide=${h.abbr(vmSide.stdout, 60)}`, !escaped && !vmSide.stdout.includes('pwned')];
  }, { published });
  archiveCase(base + 1, 'abs', 'absolute member names', 'made relative or refused', async (h, vm) => {
    const r = await vm.exec('tar xf /mnt/h/abs.tar -C /mnt/h/x; echo rc=$?');
    const vmAbs = await vm.exists('/etc/pwned_abs.txt');
    return [`${h.fmt(r)} vm:/etc/pwned_abs.txt=${vmAbs}`, !vmAbs];
  }, { published });
  archiveCase(base + 2, 'symlink', 'symlink member then a file through it (lnk -> <outside>, lnk/pwned)', "no write through the archive's symlink; nothing on the host outside", async (h, vm, L) => {
    const r = await vm.exec('tar xf /mnt/h/symlink.tar -C /mnt/h/x; echo rc=$?');
    const host = fs.existsSync(path.join(L.outside, 'pwned_symlink.txt'));
    const vmEtc = await vm.exists('/etc/pwned_vm_etc.txt');
    return [`${h.fmt(r)} host-outside=${host} vm:/etc/pwned_vm_etc.txt=${vmEtc}`, !host && !vmEtc];
  }, { published });
  archiveCase(base + 3, 'hardlink', 'hard-link members to absolute/../ targets outside', 'EXDEV/refused; no host file linked', async (h, vm, L) => {
    const r = await vm.exec('tar xf /mnt/h/hardlink.tar -C /mnt/h/x; echo rc=$?');
    const leaked = ['hl_abs', 'hl_dotdot', 'hl_vm'].filter((f) => { try { return fs.readFileSync(path.join(L.hp, 'x', f), 'utf8').includes(L.secret); } catch { return false; } });
    return [`${h.fmt(r)} leaked=${leaked.join(',') || 'none'}`, leaked.length === 0];
  }, { published });
  archiveCase(base + 4, 'special', 'device/fifo/setuid members', 'no device nodes; no host-visible special files', async (h, vm, L) => {
    const r = await vm.exec('tar xf /mnt/h/special.tar -C /mnt/h/x; echo rc=$?');
    const entries = fs.readdirSync(path.join(L.hp, 'x')).map((f) => {
      const st = fs.lstatSync(path.join(L.hp, 'x', f));
      return { f, kind: st.isFile() ? 'file' : st.isCharacterDevice() ? 'chr' : st.isFIFO() ? 'fifo' : 'other', mode: (st.mode & 0o7777).toString(8) };
    });
    const bad = entries.filter((e) => e.kind !== 'file' || (parseInt(e.mode, 8) & 0o7000));
    return [`${h.fmt(r)} host entries: ${entries.map((e) => `${e.f}:${e.kind}:${e.mode}`).join(' ')}`, bad.length === 0];
  }, { published });
  archiveCase(base + 5, 'huge', 'header claiming a 100 GB member, 5000-char pax name', 'error exit, VM usable, no huge allocation', async (h, vm) => {
    const rss0 = h.rssMiB();
    const a = await vm.exec('tar xf /mnt/h/huge.tar -C /mnt/h/x; echo rc=$?');
    const b = await vm.exec('tar xf /mnt/h/longname.tar -C /mnt/h/x; echo rc=$?');
    const usable = (await vm.exec('echo ok')).stdout === 'ok\n';
    const grew = h.rssMiB() - rss0;
    return [`huge: ${h.fmt(a)} | longname: ${h.fmt(b)} | rss +${grew} MiB usable=${usable}`, /rc=[1-9]/.test(a.stdout) && usable && grew < 256];
  }, { published });
};
tarCases(17, false);
tarCases(24, true);

function gzCase(n, published) {
  c(n, '1-escape', `gunzip (${published ? 'published' : 'ours'}): FNAME header with ../ (gunzip -N / plain)`, 'output stays next to the input', async (h) => {
    const L = h.hostLayout();
    fs.mkdirSync(path.join(L.hp, 'x'));
    py(`
import gzip
with open(${JSON.stringify(path.join(L.hp, 'x', 'f.gz'))}, 'wb') as raw:
    with gzip.GzipFile(filename='../../pwned_gz', mode='wb', fileobj=raw) as g: g.write(b'fname\\n')
`);
    const vm = await h.vm({ mounts: [h.hostMount(L.hp)], ...(published ? { software: [h.published] } : {}) });
    const r = await vm.exec('cd /mnt/h/x && cp f.gz g.gz && gunzip -N f.gz; echo rc=$?; gunzip g.gz; echo rc=$?; ls /mnt/h/x; cat /mnt/h/x/g');
    const outside = ['pwned_gz', '../pwned_gz'].some((f) => fs.existsSync(path.join(L.hp, f))) || fs.existsSync(path.join(L.base, 'pwned_gz'));
    const vmOut = await vm.exists('/mnt/pwned_gz') || await vm.exists('/pwned_gz');
    return [`${h.fmt(r)} outside=${outside || vmOut}`, !outside && !vmOut];
  });
}
gzCase(23, false);
gzCase(30, true);

c(31, '1-escape', '#! pointing at a host path (#!/usr/bin/python3, #!<outside>/x)', 'resolved in the VM: ENOENT/127, nothing runs on the host', async (h) => {
  const L = h.hostLayout();
  const marker = path.join(L.outside, 'ran');
  fs.writeFileSync(path.join(L.outside, 'x'), `#!/bin/sh\ntouch ${marker}\n`, { mode: 0o755 });
  const vm = await h.vm();
  const r = await vm.exec(`printf '#!/usr/bin/python3\\nprint(1)\\n' > /tmp/s1; printf '#!${L.outside}/x\\n' > /tmp/s2; chmod +x /tmp/s1 /tmp/s2; /tmp/s1; echo a=$?; /tmp/s2; echo b=$?`);
  const ran = fs.existsSync(marker);
  return [`${h.fmt(r)} host ran=${ran}`, !ran && /a=12[67]/.test(r.stdout) && /b=12[67]/.test(r.stdout)];
});

c(32, '1-escape', '#! loop (a -> b -> a) and 1 MiB #! line', 'ELOOP/ENOEXEC, no hang', async (h) => {
  const vm = await h.vm();
  await vm.writeFile('/tmp/big', `#!${'x'.repeat(1 << 20)}\n`);
  const [r, ms] = await h.timed(() => vm.exec("printf '#!/tmp/lb\\n' > /tmp/la; printf '#!/tmp/la\\n' > /tmp/lb; chmod +x /tmp/la /tmp/lb /tmp/big; /tmp/la; echo a=$?; /tmp/big; echo b=$?", { timeoutMs: 30000 }));
  return [`${h.fmt(r)} ${ms}ms`, !r.timedOut && /a=12[67]/.test(r.stdout) && /b=12[67]/.test(r.stdout)];
});

c(33, '1-escape', 'overwrite /bin/cat with own WASM in one VM', 'only that VM affected; a second VM still runs the real cat', async (h) => {
  const vm1 = await h.vm();
  await vm1.writeFile('/bin/cat', h.printer('', 42));
  const a = await vm1.exec('/bin/cat /etc/hostname; echo rc=$?');
  const vm2 = await h.vm();
  const b = await vm2.exec('echo hi | cat');
  return [`vm1: ${h.fmt(a)} | vm2: ${h.fmt(b)}`, a.stdout.includes('rc=42') && b.stdout === 'hi\n'];
});

c(35, '1-escape', 'guest chmod 4755/6777/1777 on a writable host-dir mount (Node runs as root)', 'special bits stripped (host file at most 0777), no setuid-root file on the host', async (h) => {
  const L = h.hostLayout();
  const vm = await h.vm({ mounts: [h.hostMount(L.hp)] });
  const r = await vm.exec('mkdir /mnt/h/d; echo x > /mnt/h/g; echo x > /mnt/h/suid; chmod 1777 /mnt/h/d; chmod 6777 /mnt/h/g; chmod 4755 /mnt/h/suid; echo done');
  const modes = ['d', 'g', 'suid'].map((f) => [f, fs.statSync(path.join(L.hp, f)).mode & 0o7777]);
  return [`${h.fmt(r)} host modes: ${modes.map(([f, m]) => `${f}:${m.toString(8)}`).join(' ')}`, modes.every(([, m]) => (m & 0o7000) === 0)];
});

function sandboxEscape(n, label, expected, run) {
  c(n, '1-escape', label, expected, async (h) => {
    const { local } = await import('@rivet-dev/agentos-sandbox');
    const L = h.hostLayout();
    const target = path.join(L.outside, 'target.txt');
    fs.writeFileSync(target, 'target-original\n');
    const vm = await h.vm({ sandbox: { provider: local() }, permissions: { fs: 'allow', childProcess: 'allow', env: 'allow', binding: 'deny' } });
    const denied = await vm.exec('agentos-sandbox run-command --command id; echo rc=$?');
    return run(h, vm, L, target, denied);
  }, { timeoutMs: 120_000 });
}
sandboxEscape(34, 'local() sandbox: guest `ln -s /etc /mnt/sandbox/e` (mount-only: binding scope denied) then read /mnt/sandbox/e/passwd', 'reads stay inside the sandbox work dir', async (h, vm, L, target, denied) => {
  const r = await vm.exec('ln -s /etc /mnt/sandbox/e; echo ln=$?; cat /mnt/sandbox/e/passwd | head -3; ln -s /etc/passwd /mnt/sandbox/p; head -1 /mnt/sandbox/p; ls /mnt/sandbox');
  const hostPasswd = fs.readFileSync('/etc/passwd', 'utf8').split('\n')[0];
  const vmp = Buffer.from(await vm.readFile('/etc/passwd')).toString();
  const leaked = !vmp.includes(hostPasswd) && r.stdout.includes(hostPasswd);
  return [`binding denied: ${h.abbr(denied.stdout + denied.stderr, 80)} | ${h.fmt(r)}`, !leaked];
});
sandboxEscape(36, 'local() sandbox mount, binding scope denied: guest `ln -s <host file>` in /mnt/sandbox then writes through it', 'the mount stays inside the sandbox work dir; host files outside untouched', async (h, vm, L, target) => {
  const r = await vm.exec(`ln -s ${target} /mnt/sandbox/v; cat /mnt/sandbox/v; echo OVERWRITTEN-BY-GUEST > /mnt/sandbox/v; ln -s / /mnt/sandbox/r; ls /mnt/sandbox/r | head -3; cat /mnt/sandbox/r${L.outside}/secret.txt`);
  const now = fs.readFileSync(target, 'utf8');
  return [`${h.fmt(r)} | host target now: ${JSON.stringify(now)}`, now === 'target-original\n' && !r.stdout.includes(L.secret)];
});
