// Security regressions of the permission policy (issue 25 items 11-13, issue 27 D17/D12), each
// built from the reproduction in reliability-findings.md and run by the real published shell and
// coreutils.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootVm, common } from './vm.mjs';

const DENIED = /Permission denied|permission-denied|EACCES/i;
const ALLOW = { childProcess: 'allow', env: 'allow', binding: 'allow' };

/** A VM whose fs scope is `default: allow` plus `rules`. */
function vmWith(rules, extra = {}) {
  return bootVm({ permissions: { ...ALLOW, fs: { default: 'allow', rules }, ...extra } });
}

describe('security: permissions', () => {
  it('item 11 (D6): a rename cannot carry files out from under a deny rule anchored at or above the renamed directory', async () => {
    const cases = [
      { pattern: '/data/*.txt', file: '/data/a.txt', rel: 'a.txt' },
      { pattern: '/data/**/secret', file: '/data/sub/deep/secret', rel: 'sub/deep/secret' },
      { pattern: '/data/secret*', file: '/data/secretfile', rel: 'secretfile' },
    ];
    for (const { pattern, file, rel } of cases) {
      const vm = await vmWith([{ mode: 'deny', operations: ['read'], paths: [pattern] }]);
      try {
        await vm.writeFile(file, 'SECRETKEY-42\n');
        await vm.writeFile('/top/data-parent/x', 'x\n');
        // The reproduction: the direct read is denied, the read after `mv /data /y` must be too.
        const r = await vm.exec(`cat ${file}; mv /data /y; echo mv=$?; cat /y/${rel}`);
        expect(r.stdout, pattern).not.toContain('SECRETKEY');
        expect(r.stdout, pattern).toMatch(/mv=[1-9]/);
        expect(`${r.stdout}${r.stderr}`, pattern).toMatch(DENIED);
        expect(await vm.exists(file), pattern).toBe(true);
        // Renaming the protected file itself (the rule names only `read`) is refused too.
        const f = await vm.exec(`mv ${file} /tmp/moved; echo mv=$?; cat /tmp/moved`);
        expect(f.stdout, pattern).not.toContain('SECRETKEY');
        // A hard link would give it a second, unprotected name; a symlink is resolved first.
        const l = await vm.exec(`ln ${file} /tmp/hard; cat /tmp/hard; ln -s ${file} /tmp/soft; cat /tmp/soft; ln -s /data /tmp/dsoft; cat /tmp/dsoft/${rel}`);
        expect(l.stdout, pattern).not.toContain('SECRETKEY');
        // Unrelated renames still work.
        expect((await vm.exec('mkdir /tmp/a && mv /tmp/a /tmp/b && ls -d /tmp/b')).stdout).toBe('/tmp/b\n');
      } finally {
        await vm.dispose();
      }
    }
    // A nested ancestor: /outer/data holds the protected files; renaming /outer (or /) is refused.
    const vm = await vmWith([{ mode: 'deny', operations: ['read'], paths: ['/outer/data/*.txt'] }]);
    try {
      await vm.writeFile('/outer/data/a.txt', 'SECRETKEY-42\n');
      const r = await vm.exec('mv /outer /elsewhere; echo mv=$?; cat /elsewhere/data/a.txt');
      expect(r.stdout).toMatch(/mv=[1-9]/);
      expect(r.stdout).not.toContain('SECRETKEY');
      expect(await vm.exists('/outer/data/a.txt')).toBe(true);
      expect((await vm.exec('cat /outer/data/a.txt')).stdout).not.toContain('SECRETKEY');
    } finally {
      await vm.dispose();
    }
  });

  it('item 12 (D16): a binding deny rule in the definition camelCase (weather:getSecret) denies get-secret and the binding is not called', async () => {
    const calls = [];
    const vm = await bootVm({
      bindings: [{
        name: 'weather',
        description: 'w',
        bindings: {
          getSecret: { description: 'g', execute: () => { calls.push('getSecret'); return 'SECRET'; } },
          forecast: { description: 'f', execute: () => { calls.push('forecast'); return 'sunny'; } },
        },
      }],
      permissions: { ...ALLOW, fs: 'allow', binding: { default: 'allow', rules: [{ mode: 'deny', patterns: ['weather:getSecret'] }] } },
    });
    try {
      const r = await vm.exec('agentos-weather get-secret');
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toContain('EACCES: blocked by binding.invoke policy for weather:get-secret');
      expect(r.stdout).not.toContain('SECRET');
      // The master form too.
      const m = await vm.exec('agentos weather get-secret');
      expect(m.exitCode).toBe(1);
      expect(calls).toEqual([]);
      // Other commands of the group still run.
      const f = await vm.exec('agentos-weather forecast');
      expect(f.exitCode).toBe(0);
      expect(f.stdout).toContain('sunny');
      expect(calls).toEqual(['forecast']);
    } finally {
      await vm.dispose();
    }
  });

  it('item 13 (D11): a symlink flipped between an allowed and a denied file never leaks the denied one (100,000 racing reads)', async () => {
    const vm = await vmWith([{ mode: 'deny', paths: ['/data/secret/**'] }]);
    try {
      await vm.writeFile('/data/secret/k', 'SECRET\n');
      await vm.writeFile('/tmp/ok', 'OK\n');
      await vm.exec('ln -sfn /tmp/ok /tmp/l');
      // Readers: each iteration of `read x < /tmp/l` is one path_open of the link by the shell
      // itself (no process per read), so 4 shells x 25,000 iterations = 100,000 opens.
      const READERS = 4;
      const READS = 25000;
      const reader = `s=0; o=0; i=0; while [ $i -lt ${READS} ]; do x=; { read x < /tmp/l; } 2>/dev/null; case "$x" in SECRET*) s=$((s+1));; OK) o=$((o+1));; esac; i=$((i+1)); done; echo "secret=$s ok=$o"`;
      // Flippers swap the link until the readers are done (bounded by their own count too).
      const flipper = 'i=0; while [ ! -e /tmp/stop ] && [ $i -lt 100000 ]; do ln -sfn /tmp/ok /tmp/l; ln -sfn /data/secret/k /tmp/l; i=$((i+1)); done; echo flips=$i';
      const flippers = [vm.exec(flipper), vm.exec(flipper)];
      const readers = await Promise.all(Array.from({ length: READERS }, () => vm.exec(reader)));
      await vm.writeFile('/tmp/stop', '');
      const flips = await Promise.all(flippers);
      let secret = 0;
      let ok = 0;
      for (const r of readers) {
        const m = /secret=(\d+) ok=(\d+)/.exec(r.stdout);
        expect(m, r.stdout + r.stderr).not.toBeNull();
        secret += Number(m[1]);
        ok += Number(m[2]);
      }
      const flipCount = flips.reduce((n, r) => n + Number(/flips=(\d+)/.exec(r.stdout)?.[1] ?? 0), 0);
      // The race really ran: the link pointed both ways while the readers read.
      expect(flipCount).toBeGreaterThan(10);
      expect(ok).toBeGreaterThan(0);
      expect(ok).toBeLessThan(READERS * READS);
      expect(secret).toBe(0);
    } finally {
      await vm.dispose();
    }
    // The host API under applyToHost goes through the same binding: 20,000 host reads of the
    // link while two guests flip it.
    const hv = await bootVm({
      permissions: { ...ALLOW, applyToHost: true, fs: { default: 'allow', rules: [{ mode: 'deny', operations: ['read'], paths: ['/data/secret/**'] }] } },
    });
    try {
      await hv.writeFile('/data/secret/k', 'SECRET\n');
      await hv.writeFile('/tmp/ok', 'OK\n');
      await hv.exec('ln -sfn /tmp/ok /tmp/l');
      const flipper = 'i=0; while [ ! -e /tmp/stop ] && [ $i -lt 100000 ]; do ln -sfn /tmp/ok /tmp/l; ln -sfn /data/secret/k /tmp/l; i=$((i+1)); done; echo flips=$i';
      const flippers = [hv.exec(flipper), hv.exec(flipper)];
      const dec = new TextDecoder();
      let secret = 0;
      let ok = 0;
      let denied = 0;
      for (let i = 0; i < 20000; i++) {
        try {
          const t = dec.decode(await hv.readFile('/tmp/l'));
          if (t.startsWith('SECRET')) secret++;
          else if (t === 'OK\n') ok++;
        } catch (e) {
          if (e.code === 'EACCES') denied++;
          else if (e.code !== 'ENOENT') throw e;
        }
      }
      await hv.writeFile('/tmp/stop', '');
      await Promise.all(flippers);
      expect(ok).toBeGreaterThan(0);
      expect(denied).toBeGreaterThan(0);
      expect(secret).toBe(0);
    } finally {
      await hv.dispose();
    }
  }, 900_000);

  it('issue 27 (attack-pass case 94 rerun): path_open asking for read and write rights on a read-denied file is EACCES, not a readable fd', async () => {
    const enc = await import('./wasm-encode.mjs');
    const { op, I32, I64 } = enc;
    // path_open(3, "data/secret/k", rights) -> fd at 8; fd_read(fd, iov at 16 -> (1024, 64)) ->
    // fd_write(1, iov at 24 -> (1024, 12)); exit with the first failing errno, else 0.
    const module = (rights) => enc.encodeModule({
      imports: [
        { module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] },
        { module: 'wasi_snapshot_preview1', name: 'path_open', params: [I32, I32, I32, I32, I32, I64, I64, I32, I32], results: [I32] },
        { module: 'wasi_snapshot_preview1', name: 'fd_read', params: [I32, I32, I32, I32], results: [I32] },
        { module: 'wasi_snapshot_preview1', name: 'fd_write', params: [I32, I32, I32, I32], results: [I32] },
      ],
      memories: [{ min: 1, export: 'memory' }],
      funcs: [{ export: '_start', locals: [[1, I32]], body: [
        ...op.i32(3), ...op.i32(1), ...op.i32(64), ...op.i32(13), ...op.i32(0), ...op.i64(rights), ...op.i64(rights), ...op.i32(0), ...op.i32(8), ...op.call(1),
        ...op.localTee(0), ...op.if, ...op.localGet(0), ...op.call(0), ...op.end,
        ...op.i32(8), 0x28, 2, 0, ...op.i32(16), ...op.i32(1), ...op.i32(12), ...op.call(2),
        ...op.localTee(0), ...op.if, ...op.localGet(0), ...op.call(0), ...op.end,
        ...op.i32(1), ...op.i32(24), ...op.i32(1), ...op.i32(4), ...op.call(3), ...op.call(0),
      ] }],
      data: [
        { offset: 64, bytes: Buffer.from('data/secret/k') },
        { offset: 16, bytes: Buffer.from(new Uint32Array([1024, 64, 1024, 12]).buffer) },
      ],
    });
    const vm = await vmWith([{ mode: 'deny', operations: ['read'], paths: ['/data/secret/**'] }]);
    try {
      await vm.writeFile('/data/secret/k', 'SECRETKEY-42');
      await vm.writeFile('/tmp/rw', module(0x1fffffffn));
      await vm.writeFile('/tmp/ro', module(2n));
      const r = await vm.exec('/tmp/rw; echo rw=$?; /tmp/ro; echo ro=$?');
      expect(r.stdout).not.toContain('SECRETKEY');
      expect(r.stdout).toBe('rw=2\nro=2\n');
      // Writing through such an fd is still judged as a write: allowed here, the file changes.
      const w = await vm.exec('echo new > /data/secret/k; echo w=$?');
      expect(w.stdout).toBe('w=0\n');
    } finally {
      await vm.dispose();
    }
  });

  it('D17: a write-only deny is not bypassed by rename-replace (mv /tmp/evil /data/secret/k)', async () => {
    const text = async (vm, p) => ((await vm.exists(p)) ? new TextDecoder().decode(await vm.readFile(p)) : null);
    for (const operations of [['write'], ['write', 'rm']]) {
      const vm = await vmWith([{ mode: 'deny', operations, paths: ['/data/secret/**'] }]);
      try {
        await vm.writeFile('/data/secret/k', 'GOOD\n');
        const r = await vm.exec('echo EVIL > /tmp/evil; mv /tmp/evil /data/secret/k; echo mv=$?; mkdir /tmp/dir; echo EVIL > /tmp/dir/f; mv /tmp/dir /data/secret/sub; echo mvdir=$?');
        expect(r.stdout, operations).toMatch(/mv=[1-9]/);
        expect(r.stdout, operations).toMatch(/mvdir=[1-9]/);
        // The rename is refused; the published mv then falls back to unlink + copy, and only
        // the copy is a write. So with `rm` allowed the file may be gone, but never replaced.
        const k = await text(vm, '/data/secret/k');
        expect(k, operations).not.toBe('EVIL\n');
        if (operations.includes('rm')) expect(k).toBe('GOOD\n');
        // (`create_dir` is not denied here: the copy may create the directory, not the file.)
        expect(await vm.exists('/data/secret/sub/f'), operations).toBe(false);
        // Renames elsewhere work.
        expect((await vm.exec('echo a > /tmp/a; mv /tmp/a /tmp/b; cat /tmp/b')).stdout).toBe('a\n');
      } finally {
        await vm.dispose();
      }
    }
  });

  it('D12: childProcess rules judge the resolved module: a WASM saved as /tmp/cat is not cat, and denying sh denies bash', async () => {
    const coreutils = common.find((p) => p.commands.some((c) => c.name === 'echo'));
    const echoWasm = fs.readFileSync(path.join(coreutils.commandDir, 'echo'));
    // Allow-list {sh, echo, cat, ln} plus one directory of trusted ad-hoc modules.
    let vm = await bootVm({
      permissions: {
        fs: 'allow',
        env: 'allow',
        childProcess: { rules: [{ mode: 'allow', patterns: ['sh', 'echo', 'cat', 'ln', 'wasm:/opt/tools/**'] }] },
      },
    });
    try {
      await vm.writeFile('/tmp/cat', echoWasm);
      await vm.writeFile('/opt/tools/e', echoWasm);
      const r = await vm.exec('/tmp/cat arbitrary-code; echo rc=$?; cd /tmp && ./cat again; echo rc=$?');
      expect(r.stdout).not.toContain('arbitrary-code');
      expect(r.stdout).not.toContain('again');
      expect(r.stdout).toMatch(/rc=126[\s\S]*rc=126/);
      // The registered cat still runs, and so does the explicitly allowed ad-hoc module.
      await vm.writeFile('/tmp/f', 'file\n');
      expect((await vm.exec('cat /tmp/f')).stdout).toBe('file\n');
      expect((await vm.exec('/opt/tools/e trusted')).stdout).toBe('trusted\n');
      // A symlink named like an allowed path does not launder the module.
      const l = await vm.exec('ln -s /tmp/cat /opt/tools/link; /opt/tools/link laundered; echo rc=$?');
      expect(l.stdout).not.toContain('laundered');
    } finally {
      await vm.dispose();
    }
    // Denying sh denies bash, the same module under its other registered name.
    vm = await bootVm({
      permissions: {
        fs: 'allow',
        env: 'allow',
        childProcess: { default: 'allow', rules: [{ mode: 'deny', patterns: ['sh'] }] },
      },
    });
    try {
      // The exec's own shell is the trusted host's (no applyToHost); the guest's spawns are judged.
      const r = await vm.exec("bash -c 'echo via-bash'; echo rc=$?; sh -c 'echo via-sh'; echo rc=$?; echo direct");
      expect(r.stdout).not.toContain('via-bash');
      expect(r.stdout).not.toContain('via-sh');
      expect(r.stdout).toMatch(/rc=126[\s\S]*rc=126[\s\S]*direct/);
    } finally {
      await vm.dispose();
    }
  });
});

// Found by the fresh-eyes pass after D12 grouped every name of one module file together: our
// coreutils is one multicall module for ~90 commands, so allowing `cat` allowed `ls`, `rm`, `tr`
// and denying `rm` denied `cat`. Only names that are one program (`sh`/`bash`) are grouped.
describe('security: childProcess rules and multicall modules (our command set)', () => {
  it('allowing cat does not allow the other commands of its multicall module, and denying rm does not deny cat', async () => {
    const { AgentOs } = await import('../index.mjs');
    const ours = (await import('@rivet-dev/agentos-common')).default;
    const allowList = await AgentOs.create({
      software: [common, ours],
      permissions: { fs: 'allow', env: 'allow', binding: 'allow', childProcess: { default: 'deny', rules: [{ mode: 'allow', patterns: ['sh', 'cat'] }] } },
    });
    try {
      await allowList.writeFile('/tmp/f', 'keep\n');
      const r = await allowList.exec('cat /tmp/f; ls /tmp; echo ls=$?; rm /tmp/f; echo rm=$?; echo hi | tr a-z A-Z; echo tr=$?');
      expect(r.stdout).toContain('keep\n');
      expect(r.stdout).toMatch(/ls=126/);
      expect(r.stdout).toMatch(/rm=126/);
      expect(r.stdout).toMatch(/tr=126/);
      expect(r.stdout).not.toContain('HI');
      expect(await allowList.exists('/tmp/f')).toBe(true);
      // A copied stub is still the command it names: `cat`, given `ls` as its first operand.
      const c = await allowList.exec('cp /bin/cat /tmp/c 2>/dev/null || cat /bin/cat > /tmp/c; chmod +x /tmp/c 2>/dev/null; /tmp/c ls /; echo rc=$?');
      expect(c.stdout).not.toMatch(/^(bin|etc|home|tmp)$/m);
    } finally {
      await allowList.dispose();
    }
    const denyList = await AgentOs.create({
      software: [common, ours],
      permissions: { fs: 'allow', env: 'allow', binding: 'allow', childProcess: { default: 'allow', rules: [{ mode: 'deny', patterns: ['rm'] }] } },
    });
    try {
      await denyList.writeFile('/tmp/g', 'kept\n');
      const r = await denyList.exec('cat /tmp/g; rm /tmp/g; echo rm=$?; ls /tmp');
      expect(r.stdout).toBe('kept\nrm=126\ng\n');
      // sh and bash stay one program: denying sh denies bash.
      const shells = await AgentOs.create({
        software: [common, ours],
        permissions: { fs: 'allow', env: 'allow', binding: 'allow', childProcess: { default: 'allow', rules: [{ mode: 'deny', patterns: ['sh'] }] } },
        });
      try {
        const b = await shells.exec('bash -c "echo via-bash"; echo rc=$?').catch((e) => ({ stdout: '', error: e }));
        expect(b.stdout ?? '').not.toContain('via-bash');
      } finally {
        await shells.dispose();
      }
    } finally {
      await denyList.dispose();
    }
  });

  it('a copied stub runs the command it names, not the multicall module dispatching on argv[1]', async () => {
    const { AgentOs } = await import('../index.mjs');
    const ours = (await import('@rivet-dev/agentos-common')).default;
    const vm = await AgentOs.create({ software: [common, ours] });
    try {
      const r = await vm.exec('cat /bin/echo > /tmp/e2 && chmod +x /tmp/e2 && /tmp/e2 hi there');
      expect(r).toMatchObject({ exitCode: 0, stdout: 'hi there\n' });
    } finally {
      await vm.dispose();
    }
  });
});

describe('security: a working directory the fs policy denies', () => {
  it('ends the process with EACCES instead of running it in / (exec and spawn)', async () => {
    const vm = await vmWith([{ mode: 'deny', paths: ['/data/**'] }]);
    try {
      await vm.mkdir('/data/inner', { recursive: true });
      const r = await vm.exec('echo PWD=$PWD; touch created_here', { cwd: '/data' });
      expect(r.exitCode).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/cannot change to directory '\/data': EACCES/);
      expect(await vm.exists('/created_here')).toBe(false);
      const exit = await new Promise((resolve) => {
        let err = '';
        vm.spawn('sh', ['-c', 'touch created_by_spawn'], {
          cwd: '/data/inner',
          onStderr: (d) => { err += Buffer.from(d).toString(); },
          onExit: (code) => resolve({ code, err }),
        });
      });
      expect(exit.code).toBe(1);
      expect(exit.err).toMatch(/EACCES/);
      expect(await vm.exists('/created_by_spawn')).toBe(false);
      // An allowed cwd still works (the published shell reports `/` as its cwd whatever it is:
      // README, known limits of the published binaries).
      expect(await vm.exec('echo ok', { cwd: '/tmp' })).toMatchObject({ exitCode: 0, stdout: 'ok\n', stderr: '' });
    } finally {
      await vm.dispose();
    }
  });
});
