// Issue 12: our own sh/bash (software/crates/shell: brush built for wasm32-wasip1 with processes,
// pipes and signals over host_process), run by vm.exec in the real VM with the published tools.
// Built by `npm run build:software` (npm test runs it) into @rivet-dev/agentos-common.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentOs } from '../index.mjs';
import { common } from './vm.mjs';
import { describeGuestAbi17 } from './guest-abi-17.mjs';
import { commandDir as oursCommandDir } from '@rivet-dev/agentos-common';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Our shell from the built package @rivet-dev/agentos-common (`npm run build:software`): module
 * `sh`, with `bash` as its alias. `AGENTOS_SHELL_WASM` points at another build of the module instead.
 */
function shellDescriptor() {
  const commands = [
    { name: 'sh', permissionTier: 'full' },
    { name: 'bash', permissionTier: 'full', aliasOf: 'sh' },
  ];
  const override = process.env.AGENTOS_SHELL_WASM;
  if (!override) return { name: 'agentos-shell', commandDir: oursCommandDir, commands, dispose() {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-shell-'));
  fs.copyFileSync(override, path.join(dir, 'sh'));
  return { name: 'agentos-shell', commandDir: dir, commands, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Our coreutils `cat` (issue 11, honours the caller's cwd) from the same package. The published
 * `cat` resolves relative paths against `/` (guest-abi.md 8), so the exact issue-12 line needs ours.
 */
function ourCatDescriptor() {
  return { name: 'our-cat', commandDir: oursCommandDir, commands: [{ name: 'cat', permissionTier: 'read-only', aliasOf: 'coreutils' }] };
}

const shell = shellDescriptor();
const bootVm = (options = {}) => AgentOs.create({ software: [common, shell], ...options });

let vm;
beforeAll(async () => {
  vm = await bootVm();
});
afterAll(async () => {
  await vm?.dispose();
  shell.dispose();
});

describe('issue 12 acceptance', () => {
  const cat = ourCatDescriptor();
  it('cd /tmp/w && echo hi > rel.txt && cat rel.txt && pwd (with our cat)', async () => {
    const vm2 = await AgentOs.create({ software: [common, shell, cat] });
    try {
      const r = await vm2.exec('mkdir -p /tmp/w && cd /tmp/w && echo hi > rel.txt && cat rel.txt && pwd');
      expect(r).toMatchObject({ exitCode: 0, stdout: 'hi\n/tmp/w\n', stderr: '' });
    } finally {
      await vm2.dispose();
    }
  });

  it('after cd, redirections resolve against the shell cwd and children get cwd and PWD', async () => {
    const r = await vm.exec('mkdir -p /tmp/w && cd /tmp/w && echo hi > rel.txt && cat < rel.txt && pwd && bash -c pwd && printenv PWD');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'hi\n/tmp/w\n/tmp/w\n/tmp/w\n', stderr: '' });
    expect(new TextDecoder().decode(await vm.readFile('/tmp/w/rel.txt'))).toBe('hi\n');
  });

  it('echo a | cat | wc -l with empty stderr (no WARN lines)', async () => {
    expect(await vm.exec('echo a | cat | wc -l')).toMatchObject({ exitCode: 0, stdout: '1\n', stderr: '' });
  });

  it('sleep 1 & echo $!; wait prints a pid and waits', async () => {
    const started = performance.now();
    const r = await vm.exec('sleep 1 & echo $!; wait; echo done');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^\d+\ndone\n$/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('set -e; false; echo no prints nothing and exits 1', async () => {
    expect(await vm.exec('set -e; false; echo no')).toMatchObject({ exitCode: 1, stdout: '' });
  });

  it('brace expansion loop and arrays', async () => {
    expect((await vm.exec('for i in {1..3}; do echo $i; done')).stdout).toBe('1\n2\n3\n');
    expect((await vm.exec('x=(a b c); echo ${x[1]}')).stdout).toBe('b\n');
  });
});

describe('processes, pipes and redirections', () => {
  it('children get exported variables and PWD, not unexported ones', async () => {
    const r = await vm.exec('export A=1; B=2; cd /tmp; printenv A; printenv B; printenv PWD; C=3 printenv C');
    expect(r.stdout).toBe('1\n/tmp\n3\n');
  });

  it('stderr of a child: 2>&1 into a pipe, 2>file, >&2', async () => {
    let r = await vm.exec('ls /nope 2>&1 | wc -l');
    expect(r).toMatchObject({ stdout: '1\n', stderr: '' });
    r = await vm.exec('ls /nope 2>/tmp/err.txt; echo $?; cat /tmp/err.txt');
    expect(r.stdout).toMatch(/^[12]\n.*no[- ]such[- ]file/is);
    expect(r.stderr).toBe('');
    r = await vm.exec('cat /etc/hostname >&2');
    expect(r).toMatchObject({ stdout: '', stderr: 'agentos\n' });
  });

  it('>, >>, < (opened by the shell, relative to its cwd) and here-strings with external commands', async () => {
    const r = await vm.exec('cd /tmp && printf "b\\na\\n" > s.txt && cat < s.txt > o.txt; cat < o.txt; echo z >> o.txt; wc -l < o.txt; tr a-z A-Z <<< hello');
    expect(r.stdout).toBe('b\na\n3\nHELLO\n');
  });

  it('here-docs into external commands', async () => {
    const r = await vm.exec('x=world; cat <<EOF | tr a-z A-Z\nhello $x\nEOF');
    expect(r.stdout).toBe('HELLO WORLD\n');
  });

  it('$(...) of externals, nested, and ~1.2 MiB', async () => {
    expect((await vm.exec('x=$(echo $(cat /etc/hostname) | tr a-z A-Z); echo $x')).stdout).toBe('AGENTOS\n');
    expect(await vm.exec('n=$(seq 1 200000); echo ${#n}')).toMatchObject({ exitCode: 0, stdout: '1288894\n' });
  });

  it('yes | head -n 2 terminates (writer ends on EPIPE)', async () => {
    expect(await vm.exec('yes | head -n 2')).toMatchObject({ exitCode: 0, stdout: 'y\ny\n' });
  });

  it('exit statuses: 127 not found, 126 not executable, 128+n for signals, pipefail', async () => {
    let r = await vm.exec('nonexistent-cmd');
    expect(r.exitCode).toBe(127);
    expect(r.stderr).toMatch(/nonexistent-cmd: command not found/);
    expect(r.stderr).not.toMatch(/\x1b\[/);
    r = await vm.exec('printf "plain" > /tmp/np; /tmp/np; echo $?');
    expect(r.stdout).toBe('126\n');
    r = await vm.exec('sh -c "kill -9 \\$\\$"; echo $?');
    expect(r.stdout).toBe('137\n');
    expect((await vm.exec('set -o pipefail; false | true; echo $?')).stdout).toBe('1\n');
    expect((await vm.exec('false | true; echo $?')).stdout).toBe('0\n');
  });

  it('kill %1 and kill PID end background jobs (SIGTERM → 143)', async () => {
    let r = await vm.exec('sleep 30 & kill %1; wait %1; echo $?');
    expect(r.stdout).toBe('143\n');
    r = await vm.exec('sleep 30 & p=$!; kill -9 $p; wait $p; echo $?');
    expect(r.stdout).toBe('137\n');
  });

  it('wait -n, wait PID of a finished child, background functions and groups', async () => {
    expect((await vm.exec('sleep 2 & sleep 0.1 & wait -n; echo waited $?; kill %1')).stdout).toBe('waited 0\n');
    expect((await vm.exec('sh -c "exit 3" & wait $!; echo $?')).stdout).toBe('3\n');
    expect((await vm.exec('f() { sleep 0.1; echo bg-func; }; f & wait; echo after')).stdout).toBe('bg-func\nafter\n');
    expect((await vm.exec('{ sleep 0.1; echo grp; } & echo first; wait')).stdout).toBe('first\ngrp\n');
  });

  it('background lists (groups, &&, functions) run concurrently and are not lost at exit', async () => {
    expect((await vm.exec('{ echo bg; } & echo fg')).stdout).toBe('fg\nbg\n');
    expect((await vm.exec('{ sleep 0.3; echo late; } & sleep 0.1; echo early; wait')).stdout).toBe('early\nlate\n');
    const started = performance.now();
    // The foreground command does not wait for the background list (which ends with the shell).
    const r = await vm.exec('{ sleep 1; echo x; } & cat /etc/hostname; echo done');
    expect(r.stdout).toBe('agentos\ndone\n');
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('$$, BASHPID and PPID are VM pids', async () => {
    const r = await vm.exec('echo $$ $BASHPID $PPID; sh -c \'echo $PPID\'');
    const [self, bashpid, ppid, childParent] = r.stdout.split(/\s+/).map(Number);
    expect(self).toBeGreaterThan(1);
    expect(bashpid).toBe(self);
    expect(ppid).toBeGreaterThanOrEqual(1);
    expect(childParent).toBe(self);
  });

  it('exec: permanent redirections, exec CMD ends the shell with its status', async () => {
    expect(await vm.exec('exec 2>&1; ls /nope')).toMatchObject({ exitCode: 2, stderr: '' });
    expect(await vm.exec('exec >/tmp/ex; echo into; cat /tmp/ex >&2')).toMatchObject({ stdout: '', stderr: 'into\n' });
    expect(await vm.exec('exec cat /etc/hostname; echo not-reached')).toMatchObject({ exitCode: 0, stdout: 'agentos\n' });
    expect(await vm.exec('exec nonexistent; echo not-reached')).toMatchObject({ exitCode: 127, stdout: '' });
  });

  it('printf builtin (bash rules): formats, reuse of the format, -v, %q', async () => {
    expect((await vm.exec("printf '%s-%03d\\n' a 7 b 8")).stdout).toBe('a-007\nb-008\n');
    expect((await vm.exec('printf "%.2f|%x|%5s|%-3s|\\n" 3.14159 255 ab c')).stdout).toBe('3.14|ff|   ab|c  |\n');
    expect((await vm.exec('printf -v v "%03d" 7; echo $v')).stdout).toBe('007\n');
    expect((await vm.exec("printf '%q\\n' 'a b'")).stdout).toBe('a\\ b\n');
    expect((await vm.exec('type printf')).stdout).toBe('printf is a shell builtin\n');
  });

  it('umask and kill -l', async () => {
    expect((await vm.exec('umask; umask 077; umask; umask -S')).stdout).toBe('0022\n0077\nu=rwx,g=,o=\n');
    expect((await vm.exec('kill -l 15; kill -l 143; kill -l TERM')).stdout).toBe('TERM\nTERM\n15\n');
  });

  it('jobs lists running background jobs and reports finished ones as Done', async () => {
    const r = await vm.exec('sleep 5 & jobs; kill %1');
    expect(r.stdout).toMatch(/\[1\]\+\s+Running\s+sleep 5/);
    const done = await vm.exec('sleep 0.05 & sleep 2 & sleep 0.3; jobs; kill %2');
    expect(done.stdout).toMatch(/^\[1\]-\s+Done\s+sleep 0\.05\n\[2\]\+\s+Running\s+sleep 2\n$/);
  });
});

describe('bash features agents use', () => {
  it('[[ ]], ${x//a/b}, local, trap EXIT, set -u', async () => {
    expect((await vm.exec('x=banana; [[ $x == b* && $x =~ an+ ]] && echo ${x//a/o}')).stdout).toBe('bonono\n');
    expect((await vm.exec('f() { local v=in; echo $v; }; v=out; f; echo $v')).stdout).toBe('in\nout\n');
    expect((await vm.exec("trap 'echo bye' EXIT; echo hi")).stdout).toBe('hi\nbye\n');
    const r = await vm.exec('set -euo pipefail; echo $undefined_var; echo no');
    expect(r.exitCode).not.toBe(0);
    expect(r.stdout).toBe('');
  });

  it('process substitution: < <(cmd), diff <(a) <(b); no temporary files left', async () => {
    expect((await vm.exec("while read l; do echo got $l; done < <(printf 'a\\nb\\n')")).stdout).toBe('got a\ngot b\n');
    expect(await vm.exec('diff <(echo a) <(echo b)')).toMatchObject({ exitCode: 1, stdout: '1c1\n< a\n---\n> b\n' });
    expect((await vm.exec('cat <(echo x) <(seq 2)')).stdout).toBe('x\n1\n2\n');
    expect((await vm.exec('ls -a /tmp | grep -c procsub')).stdout).toBe('0\n');
  });

  it('scripts: shebang files run through the host, bash FILE, sh -c syntax errors exit 2', async () => {
    const r = await vm.exec("printf '#!/bin/bash\\necho from-script $1 $#\\n' > /tmp/x.sh; chmod +x /tmp/x.sh; /tmp/x.sh a; cd /tmp && ./x.sh b c; bash x.sh d");
    expect(r.stdout).toBe('from-script a 1\nfrom-script b 2\nfrom-script d 1\n');
    const bad = await vm.exec("sh -c 'if then'; echo $?");
    expect(bad.stdout).toBe('2\n');
    expect(bad.stderr).toMatch(/^sh: .*syntax error/);
  });

  it('sh FILE, bash -c with $0/$1, sh reading stdin', async () => {
    await vm.writeFile('/tmp/s.sh', 'echo "script $1"; cat /etc/hostname\n');
    expect((await vm.exec('sh /tmp/s.sh arg')).stdout).toBe('script arg\nagentos\n');
    expect((await vm.exec("bash -c 'echo $0 $1' zero one")).stdout).toBe('zero one\n');
    expect((await vm.exec('echo "echo from-stdin | cat" | sh')).stdout).toBe('from-stdin\n');
  });
});

describe('runaway recursion is an error, not a wasm trap (issue 26)', () => {
  it('a self-redefining function and deep recursion stop at the function-depth limit (150)', async () => {
    // As bash's FUNCNEST: going past the limit prints the error once and ends the (sub)shell with
    // status 1; the caller of a `( … )` goes on.
    const cases = [
      'f() { echo a && f() { f x; }; f x; }; f x',
      'n=0; f() { n=$((n+1)); f; }; f',
      'n=0; f() { n=$((n+1)); if true; then for i in 1; do case x in x) { while true; do f; break; done; };; esac; done; fi; }; f',
      'n=0; f() { n=$((n+1)); eval "eval \\"eval f\\""; }; f',
      'f() { f; f; }; f',
    ];
    for (const c of cases) {
      const sub = await vm.exec(`( ${c} ); echo "after $?"`);
      expect(sub.stderr, c).toMatch(/^sh: maximum function call depth exceeded\n$/);
      expect(sub.exitCode, c).toBe(0);
      expect(sub.stdout, c).toMatch(/after 1\n$/);
      const top = await vm.exec(`${c}; echo "not reached"`);
      expect(top.stderr, c).toMatch(/^sh: maximum function call depth exceeded\n$/);
      expect(top.exitCode, c).toBe(1);
      expect(top.stdout, c).not.toMatch(/not reached/);
    }
    // Recursion within the limit works.
    const fib = await vm.exec('fib() { if [ $1 -lt 2 ]; then echo $1; else echo $(( $(fib $(($1-1))) + $(fib $(($1-2))) )); fi; }; d() { [ $1 -eq 0 ] && echo bottom || d $(($1-1)); }; fib 10; d 120');
    expect(fib).toMatchObject({ exitCode: 0, stdout: '55\nbottom\n' });
  });
});

describe('sh with the program on stdin', () => {
  it('runs each command as its line arrives (driven through a pipe), stops at exit', async () => {
    const out = [];
    let notify;
    const { pid } = vm.spawn('sh', [], {
      onStdout: (c) => {
        out.push(Buffer.from(c).toString());
        notify?.();
      },
    });
    const next = () => new Promise((resolve) => { notify = resolve; });
    let arrived = next();
    await vm.writeProcessStdin(pid, 'x=4\necho first $x\n');
    await arrived;
    expect(out.join('')).toBe('first 4\n');
    arrived = next();
    await vm.writeProcessStdin(pid, 'for i in 1 2; do\n echo loop $i\ndone\n');
    await arrived;
    await vm.writeProcessStdin(pid, 'exit 3\necho not-reached\n');
    expect(await vm.waitProcess(pid)).toBe(3);
    expect(out.join('')).toBe('first 4\nloop 1\nloop 2\n');
  });

  it('read and child commands see the rest of stdin', async () => {
    // As with bash: the shell reads its program a byte at a time, so `read` and children get
    // the unread rest (a child that reads ahead, like head, consumes it, as under bash).
    const r = await vm.exec('sh', { stdin: 'read x\nhello\necho got $x\ncat\nrest of input\n' });
    expect(r.stdout).toBe('got hello\nrest of input\n');
  });
});

// guest-abi.md section 17 with this shell (items 1-8, 10-19, written once in guest-abi-17.mjs;
// exec.test.mjs runs the same list with the published shell).
describeGuestAbi17('guest-abi.md section 17 with our shell', { vm: () => vm, boot: bootVm, dupForExternals: true });
