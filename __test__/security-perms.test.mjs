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
});
