// Our own guest software (issue 11): @rivet-dev/agentos-common, built from software/ by
// `npm run build:software` (scripts/ensure.mjs runs it before the tests). Real VM, real modules.
//   - the package: descriptor shape, every command has a file or an aliasOf target, tiers, README
//   - the issue's acceptance points for coreutils (sort, ls -l, relative paths after cd, chmod/stat,
//     timeout, env, id, du, kill, …)
//   - guest-abi.md section 17 as a table, with `software: [publishedCommon, ourCommon]`: our modules
//     override the published ones command by command (the shell stays the published one until
//     issue 12); rows for grep/sed/tar/… run against whichever set provides them.
//   - ahead-of-time compilation into the module cache (AgentOs.precompile)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import published from '@rivet-dev/agent-os-common';
import ours, { manifest, commandDir } from '@rivet-dev/agentos-common';
import { AgentOs, createInMemoryFileSystem } from '../index.mjs';
import { killProcessEndsTheGroup } from './guest-abi-17.mjs';

const TIERS = ['isolated', 'read-only', 'read-write', 'full'];
/** guest-abi.md 9, correction table. */
const MIN_TIER = {
  sh: 'full', bash: 'full', env: 'full', timeout: 'full', nice: 'full', nohup: 'full', stdbuf: 'full',
  xargs: 'full', awk: 'full', sort: 'full', kill: 'full',
  tar: 'read-write', gzip: 'read-write', gunzip: 'read-write', tee: 'read-write', sed: 'read-write',
  // host_net is full tier only (guest-abi.md 13).
  curl: 'full', wget: 'full', 'agentos-serve': 'full',
};
const oursCommands = ours.flatMap((d) => d.commands);
const provides = (name) => oursCommands.some((c) => c.name === name);

describe('@rivet-dev/agentos-common package (no Rust needed)', () => {
  it('has the descriptor shape of the published packages', () => {
    expect(Array.isArray(ours)).toBe(true);
    expect(ours.length).toBeGreaterThan(0);
    for (const d of ours) {
      expect(d).toMatchObject({ name: expect.any(String), description: expect.any(String) });
      // A cargo crate of software/, or a C build script (software/python) whose package brings mounts.
      expect(['rust', 'c']).toContain(d.source);
      if (d.mounts) for (const m of d.mounts) expect(Object.keys(m).sort()).toEqual(['path', 'plugin']);
      expect(path.isAbsolute(d.commandDir)).toBe(true);
      expect(d.commandDir).toBe(commandDir);
      for (const c of d.commands) {
        expect(Object.keys(c).sort()).toEqual(c.aliasOf ? ['aliasOf', 'name', 'permissionTier'] : ['name', 'permissionTier']);
        expect(TIERS).toContain(c.permissionTier);
      }
    }
  });

  it('every command has a module file of its own or through aliasOf, and every file is a wasm module', () => {
    const names = new Set();
    for (const c of oursCommands) {
      expect(names.has(c.name), `${c.name} declared twice`).toBe(false);
      names.add(c.name);
      const own = path.join(commandDir, c.name);
      const file = fs.existsSync(own) ? own : c.aliasOf && path.join(commandDir, c.aliasOf);
      expect(file && fs.existsSync(file), `${c.name}: no file ${own}${c.aliasOf ? ` nor ${c.aliasOf}` : ''}`).toBe(true);
      const magic = Buffer.alloc(4);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, magic, 0, 4, 0);
      fs.closeSync(fd);
      expect(magic.toString('latin1'), file).toBe('\0asm');
    }
  });

  it('declares at least the minimum tiers of guest-abi.md 9', () => {
    for (const c of oursCommands) {
      const min = MIN_TIER[c.name];
      if (min) expect(TIERS.indexOf(c.permissionTier), c.name).toBeGreaterThanOrEqual(TIERS.indexOf(min));
    }
  });

  it('records source crate, version and licence of every command, all permissive', () => {
    for (const c of manifest.packages.flatMap((p) => p.commands)) {
      expect(c.source, c.name).toBeTruthy();
      expect(c.sourceVersion, c.name).toBeTruthy();
      // SPDX expressions over permissive licences only; LicenseRef-one-true-awk is the Lucent
      // permission notice of the one true awk (HPND-style: use, copy, modify, distribute);
      // PSF-2.0 is CPython's, bzip2-1.0.6 libbzip2's (both BSD-style), blessing SQLite's (public domain);
      // npm's CLI is Artistic-2.0 and bundles BlueOak-1.0.0 (permissive), CC0-1.0 and CC-BY-3.0 (data files).
      const ids = c.license.replace(/[()]/g, '').split(/ (?:OR|AND) /);
      for (const id of ids) {
        expect(id, `${c.name}: ${c.license}`).toMatch(/^(MIT|Apache-2\.0|BSD-[23]-Clause|ISC|Unlicense|Zlib|LicenseRef-one-true-awk|PSF-2\.0|bzip2-1\.0\.6|blessing|Artistic-2\.0|BlueOak-1\.0\.0|CC0-1\.0|CC-BY-3\.0)$/);
      }
    }
  });

  it('README lists every command in its Guest software table', () => {
    const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('<!-- software-table:start'), readme.indexOf('<!-- software-table:end'));
    for (const c of manifest.packages.flatMap((p) => p.commands)) {
      expect(table, `README table misses ${c.name} (run node scripts/build-software.mjs --readme)`).toContain(`| \`${c.name}\` | ${c.module} | ${c.source} ${c.sourceVersion} |`);
    }
  });

  it('provides the coreutils the issue measured (but dd), as one multicall module', () => {
    for (const name of ['cat', 'cp', 'mv', 'rm', 'ls', 'head', 'tail', 'cut', 'date', 'seq', 'split', 'printf',
      'test', '[', 'sort', 'tee', 'touch', 'tr', 'uniq', 'wc', 'tac', 'env', 'chmod', 'stat', 'id', 'whoami', 'du',
      'timeout', 'kill', 'nice', 'nohup']) {
      expect(oursCommands.find((c) => c.name === name), name).toMatchObject({ aliasOf: 'coreutils' });
    }
  });
});

describe('registry: aliasOf without a file of its own runs the target module', () => {
  it('argv[0] stays the alias name (multicall dispatch)', async () => {
    const vm = await AgentOs.create({ software: [published, ours] });
    try {
      expect(await vm.exec('echo hi | cat; basename /a/b.txt .txt; [ 1 -lt 2 ] && echo lt')).toMatchObject({ exitCode: 0, stdout: 'hi\nb\nlt\n' });
    } finally {
      await vm.dispose();
    }
  });
});

describe('coreutils acceptance (issue 11)', () => {
  let vm;
  const run = (cmd, opts) => vm.exec(cmd, opts);
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [published, ours] });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it("printf '3\\n1\\n2\\n' | sort -n (the published sort panics)", async () => {
    expect(await run("printf '3\\n1\\n2\\n' | sort -n")).toMatchObject({ exitCode: 0, stdout: '1\n2\n3\n', stderr: '' });
  });

  it('hostname prints the VM host name from /etc/hostname, not the published stub (security issue, smaller items)', async () => {
    expect(await run('hostname')).toMatchObject({ exitCode: 0, stdout: 'agentos\n' });
    await vm.writeFile('/etc/hostname', 'box.example.test\n');
    try {
      expect((await run('hostname; hostname -s; hostname -d')).stdout).toBe('box.example.test\nbox\nexample.test\n');
      const set = await run('hostname other');
      expect(set.exitCode).toBe(1);
      expect(set.stderr).toMatch(/must be root/);
    } finally {
      await vm.writeFile('/etc/hostname', 'agentos\n');
    }
  });

  it('rm -rf removes a tree deeper than the per-process fd limit (reliability report D24)', async () => {
    const r = await run('p=/tmp/deep; for i in $(seq 300); do p=$p/a; done; mkdir -p $p && rm -rf /tmp/deep; echo $?; ls /tmp | grep -c deep');
    expect(r.stdout).toBe('0\n0\n');
  });

  it('sort -k -t -u -r -n', async () => {
    await vm.writeFile('/tmp/sort.txt', 'b:2\na:10\nc:1\nb:2\n');
    expect((await run('sort -t: -k2 -n /tmp/sort.txt')).stdout).toBe('c:1\nb:2\nb:2\na:10\n');
    expect((await run('sort -t: -k2 -n -r -u /tmp/sort.txt')).stdout).toBe('a:10\nb:2\nc:1\n');
    expect((await run('sort -u /tmp/sort.txt')).stdout).toBe('a:10\nb:2\nc:1\n');
    expect((await run('sort -r /tmp/sort.txt | head -n 1')).stdout).toBe('c:1\n');
    expect((await run('sort -m /tmp/sort.txt /tmp/sort.txt | wc -l')).stdout.trim()).toBe('8');
    const check = await run('sort -c /tmp/sort.txt');
    expect(check.exitCode).toBe(1);
    expect(check.stderr).toMatch(/sort: \/tmp\/sort.txt:2: disorder: a:10/);
    expect(await run('sort /tmp/sort.txt | sort -c')).toMatchObject({ exitCode: 0, stderr: '' });
    expect(await run('sort -C /tmp/sort.txt')).toMatchObject({ exitCode: 1, stderr: '' });
    expect((await run('sort -u /tmp/sort.txt | sort -cu; echo $?; sort /tmp/sort.txt | sort -cu; echo $?')).stdout).toBe('0\n1\n');
    // A disorder past the first 100 KiB chunk, and at a chunk boundary, is found.
    expect((await run('seq 100000 | sort -cn; echo $?; { seq 50000; echo 1; seq 50001 60000; } | sort -cn 2>&1; echo $?')).stdout).toBe('0\nsort: -:50001: disorder: 1\n1\n');
  });

  it('ls -l shows agentos agentos, real permission bits and a real total line', async () => {
    await vm.writeFile('/tmp/lsdir/a.txt', 'x'.repeat(5000));
    await vm.writeFile('/tmp/lsdir/b.txt', 'y');
    await vm.exec('chmod 640 /tmp/lsdir/b.txt');
    const r = await run('ls -l /tmp/lsdir');
    expect(r.exitCode).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('total 12'); // 8 KiB + 4 KiB allocation units
    expect(lines[1]).toMatch(/^-rw-r--r-- 1 agentos agentos 5000 .* a\.txt$/);
    expect(lines[2]).toMatch(/^-rw-r----- 1 agentos agentos +1 .* b\.txt$/);
    expect(r.stdout).not.toMatch(/somebody|somegroup|ls-total/);
    expect((await run('ls -ln /tmp/lsdir | tail -n 1')).stdout).toMatch(/ 1000 1000 /);
    expect((await run('ls -ld /tmp/lsdir')).stdout).toMatch(/^drwxr-xr-x .*agentos agentos/);
    expect((await run('vdir /tmp/lsdir | head -n 1')).stdout).toBe('total 12\n');
  });

  it('relative paths after cd (the published binaries resolve them against /)', async () => {
    const r = await run('mkdir -p /tmp/rel && cd /tmp/rel && echo abc > f && cat f && pwd && ls && wc -c f && cp f g && mv g h && ' +
      'mkdir sub && touch sub/t && ls sub && head -c 2 f && echo && stat -c %s f && rm h && ls');
    expect(r).toMatchObject({ exitCode: 0, stderr: '' });
    expect(r.stdout).toBe('abc\n/tmp/rel\nf\n4 f\nt\nab\n4\nf\nsub\n');
    expect(Buffer.from(await vm.readFile('/tmp/rel/f')).toString()).toBe('abc\n');
    // A process started with a cwd (here directly, not through the published shell, which resets
    // PWD to its own idea of the cwd) resolves relative paths against it.
    let out = '';
    const { pid } = vm.spawn('cat', ['f'], { cwd: '/tmp/rel', onStdout: (c) => { out += Buffer.from(c).toString(); } });
    expect(await vm.waitProcess(pid)).toBe(0);
    expect(out).toBe('abc\n');
  });

  it('chmod (octal, symbolic, -R) and stat through host_fs', async () => {
    await vm.writeFile('/home/agentos/f', 'hello\n');
    expect(await run('chmod 600 /home/agentos/f && stat -c %a /home/agentos/f')).toMatchObject({ exitCode: 0, stdout: '600\n' });
    expect((await run('chmod u+x,g+r /home/agentos/f && stat -c "%a %A" /home/agentos/f')).stdout).toBe('740 -rwxr-----\n');
    expect((await run('cd /home/agentos && chmod -v go= f')).stdout).toBe("mode of 'f' changed from 0740 (rwxr-----) to 0700 (rwx------)\n");
    expect((await run('mkdir -p /tmp/cr/x && touch /tmp/cr/x/y && chmod -R a+rX,o-w /tmp/cr && stat -c "%a %n" /tmp/cr/x /tmp/cr/x/y')).stdout)
      .toBe('755 /tmp/cr/x\n644 /tmp/cr/x/y\n');
    const bad = await run('chmod 999 /home/agentos/f');
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/invalid mode/);
    const missing = await run('chmod 644 /nope');
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/cannot access '\/nope'/);
  });

  it('stat: default format, -c sequences, --printf, symlinks, owner names', async () => {
    await vm.writeFile('/tmp/st', '12345');
    const r = await run('stat /tmp/st');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^ {2}File: '\/tmp\/st'\n {2}Size: 5 +\tBlocks: 8 +IO Block: 4096 +regular file\n/);
    expect(r.stdout).toMatch(/Access: \(0644\/-rw-r--r--\) {2}Uid: \( 1000\/ agentos\) {3}Gid: \( 1000\/ agentos\)/);
    expect(r.stdout).toMatch(/Modify: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{9} \+0000/);
    expect((await run('stat -c "%n %s %F %U %G %u %g" /tmp/st')).stdout).toBe('/tmp/st 5 regular file agentos agentos 1000 1000\n');
    expect((await run("stat --printf '%s\\t%a\\n' /tmp/st")).stdout).toBe('5\t644\n');
    expect((await run('ln -sf /tmp/st /tmp/stl && stat -c %N /tmp/stl && stat -L -c %F /tmp/stl')).stdout)
      .toBe("'/tmp/stl' -> '/tmp/st'\nregular file\n");
    expect((await run('stat -c %F /tmp')).stdout).toBe('directory\n');
    const missing = await run('stat /nope');
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toBe("stat: cannot stat '/nope': No such file or directory\n");
  });

  it('id, whoami, logname from host_user', async () => {
    expect((await run('id')).stdout).toBe('uid=1000(agentos) gid=1000(agentos) groups=1000(agentos)\n');
    expect((await run('id -u; id -un; id -g; id -gn; whoami; logname')).stdout).toBe('1000\nagentos\n1000\nagentos\nagentos\nagentos\n');
    expect((await run('id root')).stdout).toBe('uid=0(root) gid=0(root) groups=0(root)\n');
    expect((await run('id nobody-here')).exitCode).toBe(1);
  });

  it('du: blocks from sizes, -s -h -a -c -b --max-depth', async () => {
    await vm.writeFile('/tmp/dut/a', 'x'.repeat(5000));
    await vm.writeFile('/tmp/dut/sub/b', 'y');
    expect((await run('du -s /tmp/dut')).stdout).toBe('20\t/tmp/dut\n'); // dirs 4+4, a 8, b 4
    expect((await run('du /tmp/dut')).stdout).toBe('8\t/tmp/dut/sub\n20\t/tmp/dut\n');
    expect((await run('du -a /tmp/dut')).stdout).toBe('8\t/tmp/dut/a\n4\t/tmp/dut/sub/b\n8\t/tmp/dut/sub\n20\t/tmp/dut\n');
    expect((await run('du -sh /tmp/dut')).stdout).toBe('20K\t/tmp/dut\n');
    expect((await run('du -b /tmp/dut/a')).stdout).toBe('5000\t/tmp/dut/a\n');
    expect((await run('du -c -d 0 /tmp/dut/sub /tmp/dut/a')).stdout).toBe('8\t/tmp/dut/sub\n8\t/tmp/dut/a\n16\ttotal\n');
    expect((await run('cd /tmp/dut && du -s sub')).stdout).toBe('8\tsub\n');
  });

  it('timeout: 124 after ~1 s, the command status otherwise, 127 for a missing command', async () => {
    const started = performance.now();
    expect(await run('timeout 1 sleep 5; echo $?')).toMatchObject({ exitCode: 0, stdout: '124\n' });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(4000);
    expect((await run('timeout 5 sh -c "exit 3"; echo $?')).stdout).toBe('3\n');
    expect((await run('timeout 0.1 sleep 3; echo $?; timeout -s KILL 0.1 sleep 3; echo $?; timeout -p 0.1 sleep 3; echo $?')).stdout)
      .toBe('124\n124\n143\n');
    expect((await run('timeout 1 no-such-cmd; echo $?')).stdout).toBe('127\n');
    expect((await run('timeout x sleep 1; echo $?')).stdout).toBe('125\n');
  });

  it('env: print, NAME=VALUE CMD, -i, -u, -C, -S, errors', async () => {
    expect(await run('env FOO=1 printenv FOO')).toMatchObject({ exitCode: 0, stdout: '1\n' });
    expect((await run('env -i A=1 B=2 printenv A B')).stdout).toBe('1\n2\n');
    expect((await run('env -u HOME printenv HOME; echo $?')).stdout).toBe('1\n');
    expect((await run('env | grep -c "^HOME=/home/agentos$"')).stdout).toBe('1\n');
    expect((await run('mkdir -p /tmp/envc && env -C /tmp/envc pwd')).stdout).toBe('/tmp/envc\n');
    expect((await run("env -S 'printf %s-%s\\\\n a b'")).stdout).toBe('a-b\n');
    expect((await run('env no-such-cmd; echo $?')).stdout).toBe('127\n');
    expect((await run('env sh -c "exit 9"; echo $?')).stdout).toBe('9\n');
    expect((await run('cd /tmp/envc && echo rel > r && env cat r')).stdout).toBe('rel\n');
  });

  it('cat of character devices (cat /dev/null > f, cat /dev/zero | head -c)', async () => {
    expect(await run('echo data > /tmp/cdev && cat /dev/null > /tmp/cdev; wc -c < /tmp/cdev')).toMatchObject({ exitCode: 0, stdout: '0\n', stderr: '' });
    expect(await run('cat /dev/zero | head -c 10 | wc -c')).toMatchObject({ exitCode: 0, stdout: '10\n', stderr: '' });
    expect(await run('echo in | cat - /dev/null /nope; echo rc=$?')).toMatchObject({ stdout: 'in\nrc=1\n', stderr: 'cat: /nope: No such file or directory\n' });
  });

  it('kill, nice, nohup', async () => {
    expect((await run('kill -l 15; kill -l TERM; kill -l 137')).stdout).toBe('TERM\n15\nKILL\n');
    // /bin/kill: the external command (our shell's builtin answers bash-style "(424242) - No such process").
    const k = await run('/bin/kill -9 424242');
    expect(k.exitCode).toBe(1);
    expect(k.stderr).toBe('kill: (424242): No such process\n');
    const { pid } = vm.spawn('sleep', ['30']);
    expect(await run(`kill ${pid}; echo $?`)).toMatchObject({ stdout: '0\n' });
    expect(await vm.waitProcess(pid)).toBe(143);
    expect((await run('nice; nice -n 5 echo hi; nohup echo there; nice no-such-cmd; echo $?')).stdout).toBe('0\nhi\nthere\n127\n');
  });

  it('tac reads stdin (uucore temp dir), yes | head, seq, split', async () => {
    expect((await run('seq 3 | tac')).stdout).toBe('3\n2\n1\n');
    expect(await run('yes | head -n 2')).toMatchObject({ exitCode: 0, stdout: 'y\ny\n' });
    expect((await run('cd /tmp && mkdir -p sp && cd sp && seq 10 | split -l 4 && ls && cat xab')).stdout).toBe('xaa\nxab\nxac\n5\n6\n7\n8\n');
  });

  it('errors are clear messages with exit codes, never traps', async () => {
    for (const cmd of ['cat /nope', 'ls /nope', 'cp /nope /tmp/x', 'rm /nope', 'head -n x /etc/passwd', 'sort --bogus', 'du /nope', 'wc /nope']) {
      const r = await run(cmd);
      expect(r.exitCode, cmd).toBeGreaterThan(0);
      expect(r.exitCode, cmd).toBeLessThan(128);
      expect(r.stderr, cmd).not.toMatch(/wasm trap|panicked/);
    }
  });
});

/**
 * guest-abi.md section 17, items that are commands (9 is a policy check and 20-24 are API-level:
 * the next describe runs them with this set too). `expect` is an object for
 * toMatchObject or a function receiving the result.
 */
const SECTION_17 = [
  ['1', 'echo hello', { exitCode: 0, stdout: 'hello\n', stderr: '' }],
  ['2', 'echo error >&2 && exit 1', { exitCode: 1, stdout: '', stderr: 'error\n' }],
  ['3', 'echo $MY_VAR', { exitCode: 0, stdout: 'v\n' }, { env: { MY_VAR: 'v' } }],
  ['4', 'X=42; echo $((X + 8))', { stdout: '50\n' }],
  ['4', 'for i in 1 2 3; do echo $i; done', { stdout: '1\n2\n3\n' }],
  ['4', 'cat <<EOF\nline one\nline two\nEOF', { stdout: 'line one\nline two\n' }],
  ['5', 'for i in 1 2 3 4 5; do echo hello | cat; echo hello | wc -c; printf "b\\na\\n" | grep a; done',
    { exitCode: 0, stdout: 'hello\n6\na\n'.repeat(5) }],
  ['6', 'echo hi > /home/agentos/f6 && echo more >> /home/agentos/f6 && cat < /home/agentos/f6', { stdout: 'hi\nmore\n' }],
  ['6', 'ls /nope 2>/home/agentos/err; cat /home/agentos/err', (r) => expect(r.stdout).toMatch(/no such file/i)],
  ['7', 'x=$(echo hi); echo $x', { stdout: 'hi\n' }],
  ['7', 'n=$(seq 1 200000); echo ${#n}', { exitCode: 0, stdout: '1288894\n' }],
  ['8', 'false', { exitCode: 1 }],
  ['8', 'sh -c "exit 7"', { exitCode: 7 }],
  ['8', 'nonexistent-cmd', (r) => { expect(r.exitCode).toBe(127); expect(r.stderr).toMatch(/command not found/); }],
  ['10', 'true && echo a || echo b; false || echo b', { stdout: 'a\nb\n' }],
  ['11', 'ls /bin | grep -c sh', (r) => expect(Number(r.stdout.trim())).toBeGreaterThanOrEqual(1)],
  ['12', 'env FOO=1 printenv FOO', { exitCode: 0, stdout: '1\n' }],
  ['12', 'printf "alpha beta\\ngamma\\n" > /home/agentos/words && xargs echo < /home/agentos/words', { exitCode: 0, stdout: 'alpha beta gamma\n' }],
  ['12', 'timeout 1 sleep 5; echo $?', { exitCode: 0, stdout: '124\n' }],
  ['13', 'sleep 0.2', { exitCode: 0 }],
  ['14', 'yes | head -n 2', { exitCode: 0, stdout: 'y\ny\n' }],
  ['15', 'mkdir -p /home/agentos/a/b && touch /home/agentos/a/b/c && find /home/agentos/a -type f', { exitCode: 0, stdout: '/home/agentos/a/b/c\n' }],
  ['16', 'echo x > /home/agentos/f16 && ln -s /home/agentos/f16 /home/agentos/l16 && readlink /home/agentos/l16', { exitCode: 0, stdout: '/home/agentos/f16\n' }],
  ['17', 'echo x > /home/agentos/f17 && chmod 600 /home/agentos/f17 && stat -c %a /home/agentos/f17', { exitCode: 0, stdout: '600\n' }],
  ['18', "printf 'a\\tb\\n' | gzip | gunzip", { exitCode: 0, stdout: 'a\tb\n' }],
  ['18', 'echo t > /home/agentos/f18 && tar cf - -C /home/agentos f18 | tar tf -', { exitCode: 0, stdout: 'f18\n' }],
  ['19', "awk 'BEGIN{print 1+2}'", { exitCode: 0, stdout: '3\n' }],
  ['19', 'printf "1\\n2\\n3\\n" > /home/agentos/f19 && sed -n 2p /home/agentos/f19', { exitCode: 0, stdout: '2\n' }],
  ['19', 'echo a > /home/agentos/da && echo b > /home/agentos/db && diff /home/agentos/da /home/agentos/db',
    (r) => { expect(r.exitCode).toBe(1); expect(r.stdout).toMatch(/^< a$/m); expect(r.stdout).toMatch(/^> b$/m); }],
];

describe('guest-abi.md section 17 with software: [publishedCommon, ourCommon]', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [published, ours] });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  for (const [item, cmd, expected, opts] of SECTION_17) {
    it(`${item}: ${cmd.split('\n')[0]}`, async () => {
      const started = performance.now();
      const r = await vm.exec(cmd, opts);
      if (typeof expected === 'function') expected(r);
      else expect(r).toMatchObject(expected);
      if (item === '13') expect(performance.now() - started).toBeGreaterThanOrEqual(190);
      if (item === '12' && cmd.startsWith('timeout')) expect(performance.now() - started).toBeLessThan(4000);
    });
  }

  it('our modules serve the commands they provide (ls -l owner is not the published "somebody")', async () => {
    expect(provides('ls')).toBe(true);
    await vm.writeFile('/tmp/own', 'x');
    expect((await vm.exec('ls -l /tmp/own')).stdout).toMatch(/ agentos agentos /);
  });
});

describe('issue 11 acceptance, verbatim, with software: [publishedCommon, ourCommon] (our sh and tools)', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [published, ours] });
    await vm.exec('mkdir -p /tmp/tree/sub && printf "a\\nneedle one\\n" > /tmp/tree/a.txt && printf "needle two\\nb\\n" > /tmp/tree/sub/b.txt && printf "x\\n" > /tmp/tree/c.md');
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('cd /tmp && mkdir d && echo 1 > d/one && tar czf d.tgz d && rm -r d && tar xzf d.tgz && cat d/one', async () => {
    expect(await vm.exec('cd /tmp && mkdir d && echo 1 > d/one && tar czf d.tgz d && rm -r d && tar xzf d.tgz && cat d/one'))
      .toMatchObject({ exitCode: 0, stdout: '1\n', stderr: '' });
  });

  it("printf '3\\n1\\n2\\n' | sort -n", async () => {
    expect(await vm.exec("printf '3\\n1\\n2\\n' | sort -n")).toMatchObject({ exitCode: 0, stdout: '1\n2\n3\n' });
  });

  it('grep -rn needle /tmp/tree; grep -o; grep -A1', async () => {
    expect(await vm.exec('grep -rn needle /tmp/tree')).toMatchObject({
      exitCode: 0, stdout: '/tmp/tree/a.txt:2:needle one\n/tmp/tree/sub/b.txt:1:needle two\n',
    });
    expect(await vm.exec('echo "a1b22c333" | grep -o "[0-9]*"')).toMatchObject({ exitCode: 0, stdout: '1\n22\n333\n' });
    expect(await vm.exec('printf "x\\nhit\\nafter\\nz\\n" | grep -A1 hit')).toMatchObject({ exitCode: 0, stdout: 'hit\nafter\n' });
  });

  it("echo abc > f && sed -i 's/b/B/' f && cat f (relative path after cd)", async () => {
    expect(await vm.exec("mkdir -p /tmp/sedw && cd /tmp/sedw && echo abc > f && sed -i 's/b/B/' f && cat f"))
      .toMatchObject({ exitCode: 0, stdout: 'aBc\n', stderr: '' });
    expect(await vm.readFile('/tmp/sedw/f')).toEqual(new TextEncoder().encode('aBc\n'));
  });

  it("find /tmp/tree -name '*.txt' -exec cat {} \\; and … | xargs -n1 echo", async () => {
    const found = await vm.exec("find /tmp/tree -name '*.txt' -exec cat {} \\;");
    expect(found.exitCode).toBe(0);
    expect(found.stdout.split('\n').filter(Boolean).sort()).toEqual(['a', 'b', 'needle one', 'needle two']);
    const listed = await vm.exec("find /tmp/tree -name '*.txt' | xargs -n1 echo");
    expect(listed.exitCode).toBe(0);
    expect(listed.stdout.split('\n').filter(Boolean).sort()).toEqual(['/tmp/tree/a.txt', '/tmp/tree/sub/b.txt']);
  });

  it('ls -l shows agentos agentos and a real total line', async () => {
    const r = await vm.exec('cd /tmp/tree && ls -l');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^total \d+\n/);
    expect(r.stdout).toMatch(/ agentos agentos /);
  });
});

describe('guest-abi.md section 17, API-level items (9, 20-24) with software: [publishedCommon, ourCommon]', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({
      software: [published, ours],
      permissions: {
        fs: 'allow',
        env: 'allow',
        childProcess: { default: 'allow', rules: [{ mode: 'deny', operations: ['spawn'], patterns: ['tar'] }] },
        tool: 'allow',
      },
      bindings: [{
        name: 'echo',
        description: 'Echo service',
        bindings: {
          ping: {
            description: 'Echo a value back',
            inputSchema: { type: 'object', properties: { value: { type: 'string' } }, required: ['value'] },
            execute: async ({ value }) => ({ value }),
          },
        },
      }],
      mounts: [
        { path: '/mnt/mem', plugin: createInMemoryFileSystem() },
        { path: '/mnt/ro', driver: createInMemoryFileSystem(), readOnly: true },
      ],
    });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('9: a command denied by the childProcess policy exits 126', async () => {
    const r = await vm.exec('tar --version');
    expect(r.exitCode).toBe(126);
    expect(await vm.exec('ls /bin/tar')).toMatchObject({ exitCode: 0 });
  });

  it('20: agentos-<group> from a script, a pipeline and xargs prints the envelope', async () => {
    const envelope = (v) => `${JSON.stringify({ ok: true, result: { value: v } })}\n`;
    await vm.writeFile('/tmp/s20.sh', 'agentos-echo ping --value script\n');
    expect(await vm.exec('sh /tmp/s20.sh')).toMatchObject({ exitCode: 0, stdout: envelope('script') });
    const piped = await vm.exec('agentos-echo ping --value pipe | cat | wc -l');
    expect(piped).toMatchObject({ exitCode: 0, stdout: '1\n' });
    expect(await vm.exec('echo xa | xargs agentos-echo ping --value')).toMatchObject({ exitCode: 0, stdout: envelope('xa') });
  });

  it('21: spawn("sh", ["-c", "sleep 60"]) then killProcess ends the group with 137', () => killProcessEndsTheGroup(vm));

  it('22: spawn("cat"), write abc, close stdin', async () => {
    const out = [];
    const { pid } = vm.spawn('cat', [], { onStdout: (c) => out.push(Buffer.from(c)) });
    await vm.writeProcessStdin(pid, 'abc');
    vm.closeProcessStdin(pid);
    expect(await vm.waitProcess(pid)).toBe(0);
    expect(Buffer.concat(out).toString()).toBe('abc');
  });

  it('23: writes through a memory mount from guest commands are visible to the host API and back', async () => {
    expect(await vm.exec('cd /mnt/mem && echo guest > g.txt && cp g.txt copy.txt')).toMatchObject({ exitCode: 0 });
    expect(Buffer.from(await vm.readFile('/mnt/mem/copy.txt')).toString()).toBe('guest\n');
    await vm.writeFile('/mnt/mem/h.txt', 'host\n');
    expect(await vm.exec('cat /mnt/mem/h.txt')).toMatchObject({ exitCode: 0, stdout: 'host\n' });
  });

  it('24: a read-only mount refuses a guest write and the API write rejects EROFS', async () => {
    const r = await vm.exec('echo x > /mnt/ro/f');
    expect(r.exitCode).not.toBe(0);
    expect(r.stderr).toMatch(/read-only/i);
    expect(await vm.exists('/mnt/ro/f')).toBe(false);
    await expect(vm.writeFile('/mnt/ro/f', 'x')).rejects.toMatchObject({ code: 'EROFS' });
  });
});

describe('ahead-of-time compilation (module cache)', () => {
  it('AgentOs.precompile compiles each module once; a VM on that cache never compiles at exec', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-aot-'));
    try {
      const first = AgentOs.precompile(ours, { moduleCacheDir: cacheDir });
      const modules = new Set(manifest.packages.flatMap((p) => p.commands.map((c) => c.module)));
      expect(first).toEqual({ compiled: modules.size, cached: 0 });
      expect(AgentOs.precompile(ours, { moduleCacheDir: cacheDir })).toEqual({ compiled: 0, cached: modules.size });
      const artifacts = fs.readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.cwasm'));
      expect(artifacts.length).toBe(modules.size);
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 300_000); // every module from scratch, python3's 7.5 MB among them

  it('build:software precompiled the default cache: the first exec of a fresh process loads, not compiles', async () => {
    // The 9 MB coreutils module takes seconds to compile; loading its artifact takes milliseconds.
    // Precompile is idempotent: on a machine where the build ran, nothing is left to compile.
    expect(AgentOs.precompile(ours).compiled).toBe(0);
  });
});

describe('memory exhaustion is an error exit, not a wasm trap (issue 26)', () => {
  it('uniq, comm, sed and cut over /dev/zero print "<name>: memory exhausted" and exit 1', async () => {
    const vm = await AgentOs.create({ software: [ours], limits: { maxWasmMemoryBytes: 64 * 1024 * 1024 } });
    try {
      for (const [cmd, name] of [['uniq /dev/zero', 'uniq'], ['comm /dev/zero /dev/zero', 'comm'], ['sed p /dev/zero', 'sed'], ['cut -c1 /dev/zero', 'cut']]) {
        const r = await vm.exec(cmd, { timeoutMs: 60_000 });
        expect([r.exitCode, r.stderr], cmd).toEqual([1, `${name}: memory exhausted\n`]);
      }
    } finally {
      await vm.dispose();
    }
  });
});
