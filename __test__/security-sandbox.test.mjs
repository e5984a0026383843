// Security regressions of the sandbox area (issue 25, reliability-findings.md D4, D18, D19) against
// the real Sandbox Agent 0.4.2 server started by local(). Nothing is mocked.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AgentOs } from '../index.mjs';
import { local } from '@rivet-dev/agentos-sandbox';
import { common } from './vm.mjs';
import { serverPids } from './sandbox-procs.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));


const bwrapInstalled = (process.env.PATH ?? '').split(':').some((d) => d && fs.existsSync(path.join(d, 'bwrap')));

/** Measures the longest gap between 20 ms interval ticks while `fn` runs. */
async function longestTickGap(fn) {
  let last = Date.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 20);
  try {
    const value = await fn();
    worst = Math.max(worst, Date.now() - last);
    return { value, worst };
  } finally {
    clearInterval(timer);
  }
}

describe('security: sandbox', () => {
  const modes = [
    { name: 'default isolation (bwrap where installed)', options: {}, expected: bwrapInstalled ? 'bwrap' : 'none' },
    { name: 'isolation "none"', options: { isolation: 'none' }, expected: 'none' },
  ];
  for (const mode of modes) {
    it(`item 9 (D4), ${mode.name}: a guest symlink in the local() mount reads or writes no host file outside the work dir, even with the sandbox binding denied`, async () => {
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-outside-'));
      const target = path.join(outside, 'target.txt');
      fs.writeFileSync(target, 'target-original\n');
      const secretText = `host-secret-${randomBytes(8).toString('hex')}`;
      const secret = path.join(outside, 'secret.txt');
      fs.writeFileSync(secret, `${secretText}\n`);
      const hostPasswd = fs.readFileSync('/etc/passwd', 'utf8').split('\n').filter(Boolean);
      // CI installs bubblewrap (.ci/run): there the default must be the isolated one.
      if (process.env.CI === 'true' && mode.options.isolation === undefined) expect(bwrapInstalled).toBe(true);
      const vm = await AgentOs.create({
        software: [common],
        sandbox: { provider: local(mode.options) },
        permissions: { fs: 'allow', childProcess: 'allow', env: 'allow', binding: 'deny' },
      });
      try {
        expect(await vm.listMounts()).toContainEqual({ path: '/mnt/sandbox', kind: 'sandbox_agent', readOnly: false, isolation: mode.expected });
        // The sandbox commands are denied: only the mount is in play.
        const denied = await vm.exec('agentos-sandbox run-command --command id');
        expect(denied.exitCode).not.toBe(0);
        // The exact reproduction of D4 (cases 34, 36).
        const r = await vm.exec(`ln -s /etc/passwd /mnt/sandbox/p && head -1 /mnt/sandbox/p; ln -s ${target} /mnt/sandbox/v && echo PWNED > /mnt/sandbox/v`);
        const more = await vm.exec(`ln -s ${secret} /mnt/sandbox/s; cat /mnt/sandbox/s; ln -s /etc /mnt/sandbox/e; ls /mnt/sandbox/e; ln -s .. /mnt/sandbox/up; ls /mnt/sandbox/up; cat /mnt/sandbox/up/*/secret.txt`);
        const seen = r.stdout + r.stderr + more.stdout + more.stderr;
        expect(fs.readFileSync(target, 'utf8')).toBe('target-original\n');
        expect(seen).not.toContain(secretText);
        expect(seen).not.toContain('target-original');
        if (mode.expected === 'bwrap') {
          // Inside bubblewrap /etc/passwd is the sandbox's own, not the host's user list.
          expect(r.stdout).toBe('root:x:0:0:root:/root:/bin/sh\n');
          for (const line of hostPasswd) expect(seen).not.toContain(line);
        } else {
          // Without isolation, symlinks leaving the work dir are refused.
          expect(r.stdout).toBe('');
          expect(r.stderr).toMatch(/EPERM|EACCES|not permitted|Permission denied|leaves the sandbox/i);
          expect(seen).not.toContain(hostPasswd[0]);
          // Symlinks inside the work dir still work, relative or climbing, and read back as given.
          const ok = await vm.exec('mkdir -p /mnt/sandbox/d/sub && echo inside > /mnt/sandbox/d/f && ln -s f /mnt/sandbox/d/l1 && ln -s ../f /mnt/sandbox/d/sub/l2 && cat /mnt/sandbox/d/l1 /mnt/sandbox/d/sub/l2 && readlink /mnt/sandbox/d/sub/l2 && mv /mnt/sandbox/d/sub/l2 /mnt/sandbox/l3 && cat /mnt/sandbox/l3');
          expect(ok.stderr).toBe('');
          expect(ok.stdout).toBe('inside\ninside\n../f\ninside\n');
        }
      } finally {
        await vm.dispose();
        fs.rmSync(outside, { recursive: true, force: true });
      }
    }, 60_000);
  }

  it('item 9 (D4), isolation "none": symlinks made by something other than the mount are not followed out of the work dir', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-outside-'));
    const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-workdir-'));
    const target = path.join(outside, 'target.txt');
    fs.writeFileSync(target, 'target-original\n');
    const vm = await AgentOs.create({
      software: [common],
      sandbox: { provider: local({ isolation: 'none', workdir }) },
      permissions: { fs: 'allow', childProcess: 'allow', env: 'allow', binding: 'deny' },
    });
    try {
      fs.symlinkSync(target, path.join(workdir, 'foreign'));
      fs.symlinkSync(outside, path.join(workdir, 'dir'));
      const r = await vm.exec('cat /mnt/sandbox/foreign; echo PWNED > /mnt/sandbox/foreign; echo PWNED > /mnt/sandbox/dir/new.txt; ls /mnt/sandbox/dir');
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/EACCES|denied|outside the sandbox/i);
      expect(fs.readFileSync(target, 'utf8')).toBe('target-original\n');
      expect(fs.existsSync(path.join(outside, 'new.txt'))).toBe(false);
      await expect(vm.readFile('/mnt/sandbox/foreign')).rejects.toMatchObject({ code: 'EACCES' });
    } finally {
      await vm.dispose();
      fs.rmSync(outside, { recursive: true, force: true });
      fs.rmSync(workdir, { recursive: true, force: true });
    }
  }, 60_000);

  it('D18: agentos-sandbox run-command against a stopped server fails within about the sandbox timeoutMs', async () => {
    const vm = await AgentOs.create({ software: [common], sandbox: { provider: local(), timeoutMs: 2000 } });
    let stopped = [];
    try {
      await vm.writeFile('/mnt/sandbox/a', 'start');
      const ok = await vm.exec('agentos-sandbox run-command --command true');
      expect(ok.exitCode).toBe(0);
      stopped = serverPids();
      expect(stopped).toHaveLength(1);
      process.kill(stopped[0], 'SIGSTOP');
      const t0 = Date.now();
      const r = await vm.exec('agentos-sandbox run-command --command true', { timeoutMs: 60_000 });
      const took = Date.now() - t0;
      expect(r.exitCode).not.toBe(0);
      expect(r.stderr).toContain('sandbox request failed');
      // Was 32 s (timeoutMs 2000 + the 30 s command default); now the health probes notice.
      expect(took).toBeLessThan(8000);
    } finally {
      for (const pid of stopped) {
        try { process.kill(pid, 'SIGCONT'); } catch { /* gone */ }
      }
      await vm.dispose();
    }
  }, 60_000);

  it('D19: spawn with a cwd in the mount of a stopped server returns at once; the process fails with the reason', async () => {
    const vm = await AgentOs.create({ software: [common], sandbox: { provider: local(), timeoutMs: 2000 } });
    let stopped = [];
    try {
      await vm.mkdir('/mnt/sandbox/app');
      stopped = serverPids();
      expect(stopped).toHaveLength(1);
      process.kill(stopped[0], 'SIGSTOP');
      // Past the mount's 1 s metadata cache.
      await sleep(1200);
      let stderr = '';
      const { value: exit, worst } = await longestTickGap(async () => {
        const t0 = Date.now();
        const { pid } = vm.spawn('ls', [], { cwd: '/mnt/sandbox/app', onStderr: (c) => { stderr += Buffer.from(c).toString(); } });
        expect(Date.now() - t0).toBeLessThan(500);
        return vm.waitProcess(pid);
      });
      // Was a 3 s synchronous block of the JS thread.
      expect(worst).toBeLessThan(500);
      expect(exit).toBe(1);
      expect(stderr).toContain("cannot change to directory '/mnt/sandbox/app'");
      expect(stderr).toContain('EIO');
    } finally {
      for (const pid of stopped) {
        try { process.kill(pid, 'SIGCONT'); } catch { /* gone */ }
      }
      await vm.dispose();
    }
  }, 60_000);
});
