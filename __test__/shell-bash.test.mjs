// Our shell against GNU bash (issue 23's conformance test, first cases): each script runs as
// `bash -c SCRIPT` in a fresh directory in the VM and under the host's /bin/bash, and stdout plus
// the exit status must match. Expected output is never typed here: bash is the oracle. Scripts
// print only what both machines share (statuses, names), not host paths.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';

const BASH = '/bin/bash';

let vm;
let n = 0;
beforeAll(async () => {
  execFileSync(BASH, ['--version']);
  vm = await AgentOs.create({ software: [ours] });
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
});

const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;

/** Runs `script` under host bash in a new temp dir: {stdout, status}. */
function hostBash(script) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-bash-'));
  try {
    const r = spawnSync(BASH, ['-c', script], { cwd: dir, encoding: 'utf8', env: { PATH: '/usr/local/bin:/usr/bin:/bin', LC_ALL: 'C.UTF-8' } });
    return { stdout: r.stdout, status: r.status };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function vmBash(script) {
  const dir = `/tmp/bash-case-${++n}`;
  const r = await vm.exec(`mkdir -p ${dir} && cd ${dir} && bash -c ${q(script)}`, { timeoutMs: 30_000 });
  return { stdout: r.stdout, status: r.exitCode };
}

const CASES = {
  'file tests on a missing path are false (-e -f -r -w -x -s, test and [[ ]])':
    'for op in -e -f -r -w -x -s -d -L -p -c -b -S; do [ $op nope ]; printf "%s=%s " "$op" $?; done; test -x nope; echo $?; [[ -x nope ]]; echo $?; [[ -r nope && -w nope ]]; echo $?',
  '-x follows the mode bits (0644 no, 0755 yes, u+x yes)':
    'touch f; chmod 644 f; [ -x f ]; echo $?; chmod 755 f; [ -x f ]; echo $?; chmod 600 f; chmod u+x f; [ -x f ]; echo $?; [ -r f ]; echo $?; [ -w f ]; echo $?; [ -s f ]; echo $?',
  'directories: -d -x -r -w':
    'mkdir d; [ -d d ]; echo $?; [ -x d ]; echo $?; [ -r d ]; echo $?; [ -w d ]; echo $?; [ -f d ]; echo $?',
  'device files: /dev/null is a character device, not a block device, fifo or socket':
    '[ -c /dev/null ]; echo $?; [ -b /dev/null ]; echo $?; [ -p /dev/null ]; echo $?; [ -S /dev/null ]; echo $?; [ -e /dev/null ]; echo $?; [ -f /dev/null ]; echo $?',
  'command -v / type / hash of a missing command fail with status 1':
    'command -v agentos-no-such-cmd; echo $?; type agentos-no-such-cmd >/dev/null 2>&1; echo $?; type -P agentos-no-such-cmd; echo $?; hash agentos-no-such-cmd 2>/dev/null; echo $?; command -v agentos-no-such-cmd >/dev/null || echo fallback',
  'command -v finds commands, builtins, functions and aliases by name':
    'command -v ls >/dev/null; echo $?; type -P ls >/dev/null; echo $?; command -v cd; command -v echo; f() { :; }; command -v f; type -t f; type -t cd; type -t ls; shopt -s expand_aliases; alias ll="ls -l"; type -t ll; echo done',
  'the usual tool-detection idiom picks the first command that exists':
    'for c in agentos-no-such-1 agentos-no-such-2 sed awk; do if command -v "$c" >/dev/null 2>&1; then echo "using $c"; break; fi; done',
  'a script file: -x before and after chmod, then run through PATH':
    'mkdir bin; printf "#!/bin/sh\\necho ran\\n" > bin/tool; [ -x bin/tool ]; echo $?; chmod +x bin/tool; [ -x bin/tool ]; echo $?; PATH="$PWD/bin:$PATH"; command -v tool >/dev/null; echo $?; tool',
  'which: found, missing, -a, a non-executable file, a directory':
    'mkdir -p b1 b2 b1/d; printf "#!/bin/sh\\n" > b1/t; cp b1/t b2/t; chmod +x b1/t b2/t; printf x > b1/n; PATH="$PWD/b1:$PWD/b2:$PATH"; which t | sed "s|$PWD|.|"; echo $?; which -a t | sed "s|$PWD|.|"; which n; echo $?; which d; echo $?; which agentos-no-such-cmd; echo $?; which ls >/dev/null; echo $?; which ls agentos-no-such-cmd >/dev/null; echo $?',
};

/**
 * Cases where our shell still differs from bash (issue 23), each with what differs. They are
 * listed, not hidden: each shows as a skipped test with its reason; remove an entry with its fix.
 */
const KNOWN_DIFFERENCES = {};

/** `### name` headers, each followed by its script, from every fixtures/bash/*.sh file. */
function fixtureCases() {
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'bash');
  const cases = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sh')).sort()) {
    let current = null;
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line.startsWith('### ')) {
        current = { name: `${file}: ${line.slice(4)}`, lines: [] };
        cases.push(current);
      } else if (current) {
        current.lines.push(line);
      }
    }
  }
  return cases.map((c) => [c.name, c.lines.join('\n').replace(/\n+$/, '')]);
}

describe('bash oracle: fixtures/bash/*.sh', () => {
  const cases = fixtureCases();
  it('has cases, each named once', () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(new Set(cases.map(([n]) => n)).size).toBe(cases.length);
  });
  for (const [name, script] of cases) {
    const known = KNOWN_DIFFERENCES[name];
    (known ? it.skip : it)(known ? `${name} — known difference: ${known}` : name, async () => {
      const want = hostBash(script);
      const got = await vmBash(script);
      expect(got).toEqual(want);
    }, 60_000);
  }
});

describe('bash oracle: file tests and command lookup', () => {
  for (const [name, script] of Object.entries(CASES)) {
    it(name, async () => {
      const want = hostBash(script);
      const got = await vmBash(script);
      expect(got).toEqual(want);
    }, 60_000);
  }
});
