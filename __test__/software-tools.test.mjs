// Our own tool modules built from software/ (issue 11): grep, sed, gzip/gunzip/zcat, tar,
// diff/cmp, find/xargs, jq, awk, run in the real VM over the published common set
// (`software: [publishedCommon, tools]`, later entries override earlier ones).
// The modules come from the built package @rivet-dev/agentos-common (`npm run build:software`,
// which npm test runs first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import common from '@rivet-dev/agent-os-common';
import { commandDir as oursCommandDir } from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Module file (without .wasm) → the commands it serves, with their tiers. */
const TOOL_MODULES = {
  grep: [['grep', 'read-only'], ['egrep', 'read-only'], ['fgrep', 'read-only']],
  sed: [['sed', 'read-write']],
  gzip: [['gzip', 'read-write'], ['gunzip', 'read-write'], ['zcat', 'read-write']],
  tar: [['tar', 'read-write']],
  diff: [['diff', 'read-only'], ['cmp', 'read-only']],
  find: [['find', 'full'], ['xargs', 'full']],
  jq: [['jq', 'read-only']],
  awk: [['awk', 'full']],
};

/**
 * The descriptor of our tool modules from the built package @rivet-dev/agentos-common
 * (`npm run build:software`): commands other than the module's own name are aliases of it.
 */
export function toolsDescriptor() {
  const commands = [];
  for (const [module, cmds] of Object.entries(TOOL_MODULES)) {
    if (!fs.existsSync(path.join(oursCommandDir, module))) {
      throw new Error(`${oursCommandDir}/${module} is missing: run npm run build:software`);
    }
    for (const [name, permissionTier] of cmds) {
      commands.push({ name, permissionTier, ...(name !== module ? { aliasOf: module } : {}) });
    }
  }
  return { name: 'agentos-tools', commandDir: oursCommandDir, commands, dispose() {} };
}

/**
 * A ustar archive of `[name, content, mode, type?, linkname?]` members (type '0' file, '2' symlink,
 * '5' directory), for tests independent of our own tar's create side.
 */
function ustar(files) {
  const blocks = [];
  for (const [name, content, mode, type = '0', linkname = ''] of files) {
    const h = Buffer.alloc(512);
    const put = (off, len, str) => h.write(str, off, len, 'ascii');
    const oct = (off, len, n) => put(off, len, n.toString(8).padStart(len - 1, '0') + '\0');
    put(0, 100, name);
    oct(100, 8, mode);
    oct(108, 8, 1000);
    oct(116, 8, 1000);
    oct(124, 12, Buffer.byteLength(content));
    oct(136, 12, 1_600_000_000);
    put(156, 1, type);
    put(157, 100, linkname);
    put(257, 8, 'ustar\u000000');
    h.fill(' ', 148, 156);
    let sum = 0;
    for (const b of h) sum += b;
    put(148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
    body.write(content);
    blocks.push(h, body);
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

let vm;
let tools;
beforeAll(async () => {
  tools = toolsDescriptor();
  vm = await AgentOs.create({ software: [common, tools] });
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  tools?.dispose();
});

async function sh(command, options = {}) {
  return vm.exec(command, { timeoutMs: 60_000, ...options });
}

/** Runs `command` in a fresh directory under /tmp (relative paths resolve there). */
let seq = 0;
// The published coreutils (mkdir, rm, cat, ls, ...) ignore the cwd, so the commands below give them
// absolute paths ("$PWD/x"); our tools get relative ones.
async function inDir(command, options) {
  seq += 1;
  const dir = `/tmp/t${seq}`;
  return sh(`mkdir -p ${dir} && cd ${dir} && ${command}`, options);
}

function ok(r) {
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap/);
  return r;
}

describe('spec 17 acceptance items served by these modules', () => {
  it('#5 printf | grep (5x), #11 ls /bin | grep -c sh, #12 xargs echo < file, #15 find -type f', async () => {
    for (let i = 0; i < 5; i += 1) expect((await sh("printf 'b\\na\\n' | grep a")).stdout).toBe('a\n');
    expect(Number((await sh('ls /bin | grep -c sh')).stdout)).toBeGreaterThanOrEqual(1);
    expect((await sh("printf 'a b\\nc\\n' > /tmp/xf && xargs echo < /tmp/xf")).stdout).toBe('a b c\n');
    const f = await sh('mkdir -p /home/agentos/a/b && touch /home/agentos/a/b/c && find /home/agentos/a -type f');
    expect(f.stdout).toBe('/home/agentos/a/b/c\n');
  });
});

describe('grep', () => {
  it('-rn finds a needle in a tree with file:line: prefixes; relative operand after cd', async () => {
    const r = ok(await inDir(
      'mkdir -p "$PWD/tree/sub" && printf "a\\nneedle one\\n" > tree/a.txt && printf "needle two\\nb\\n" > tree/sub/b.txt && printf "x\\n" > tree/c.txt && grep -rn needle tree',
    ));
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe('tree/a.txt:2:needle one\ntree/sub/b.txt:1:needle two\n');
  });

  it('-r without operand searches . and names files without ./', async () => {
    const r = ok(await inDir('mkdir "$PWD/s" && echo hit > s/f && echo miss > g && grep -r hit'));
    expect(r.stdout).toBe('s/f:hit\n');
  });

  it('-o prints each match; -i; -c; -v; -l; -L; -w; -x', async () => {
    const setup = 'printf "foo bar foo\\nBAR\\nbaz\\n" > f && printf "none\\n" > g && ';
    expect((await inDir(`${setup}grep -o foo f`)).stdout).toBe('foo\nfoo\n');
    expect((await inDir(`${setup}grep -on foo f`)).stdout).toBe('1:foo\n1:foo\n');
    expect((await inDir(`${setup}grep -i bar f`)).stdout).toBe('foo bar foo\nBAR\n');
    expect((await inDir(`${setup}grep -c ba f`)).stdout).toBe('2\n');
    expect((await inDir(`${setup}grep -v foo f`)).stdout).toBe('BAR\nbaz\n');
    expect((await inDir(`${setup}grep -l foo f g`)).stdout).toBe('f\n');
    expect((await inDir(`${setup}grep -L foo f g`)).stdout).toBe('g\n');
    expect((await inDir(`${setup}grep -w ba f`)).exitCode).toBe(1);
    expect((await inDir(`${setup}grep -x BAR f`)).stdout).toBe('BAR\n');
    expect((await inDir(`${setup}grep -c foo f g`)).stdout).toBe('f:1\ng:0\n');
  });

  it('-A/-B/-C context with -- between groups, and -A1 combined', async () => {
    const seqFile = 'printf "1\\n2\\n3\\n4\\n5\\n6\\n7\\n8\\n9\\n" > n && ';
    expect((await inDir(`${seqFile}grep -A1 -e 2 -e 7 n`)).stdout).toBe('2\n3\n--\n7\n8\n');
    expect((await inDir(`${seqFile}grep -B1 5 n`)).stdout).toBe('4\n5\n');
    expect((await inDir(`${seqFile}grep -nC1 5 n`)).stdout).toBe('4-4\n5:5\n6-6\n');
    expect((await inDir(`${seqFile}grep -1 9 n`)).stdout).toBe('8\n9\n');
  });

  it('BRE by default, ERE with -E and egrep, fixed strings with -F and fgrep', async () => {
    const setup = 'printf "aa\\na+b\\n(x)\\nab\\n" > f && ';
    expect((await inDir(`${setup}grep 'a\\{2\\}' f`)).stdout).toBe('aa\n');
    expect((await inDir(`${setup}grep 'a+b' f`)).stdout).toBe('a+b\n');
    expect((await inDir(`${setup}grep 'a\\+b' f`)).stdout).toBe('ab\n');
    expect((await inDir(`${setup}grep -E 'a+b' f`)).stdout).toBe('ab\n');
    expect((await inDir(`${setup}egrep '^(aa|ab)$' f`)).stdout).toBe('aa\nab\n');
    expect((await inDir(`${setup}grep '(x)' f`)).stdout).toBe('(x)\n');
    expect((await inDir(`${setup}grep 'x\\|aa' f`)).stdout).toBe('aa\n(x)\n');
    expect((await inDir(`${setup}grep -F 'a+b' f`)).stdout).toBe('a+b\n');
    expect((await inDir(`${setup}fgrep '(x)' f`)).stdout).toBe('(x)\n');
  });

  it('exit statuses 0/1/2, -q, -s, missing file message', async () => {
    expect((await inDir('echo a > f && grep -q a f')).exitCode).toBe(0);
    expect((await inDir('echo a > f && grep b f')).exitCode).toBe(1);
    const missing = await inDir('grep a nope');
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toBe('grep: nope: No such file or directory\n');
    const quiet = await inDir('grep -s a nope');
    expect([quiet.exitCode, quiet.stderr]).toEqual([2, '']);
    expect((await inDir('echo a > f && grep -q a nope f')).exitCode).toBe(0);
    const bad = await inDir("grep -E 'a(' f");
    expect(bad.exitCode).toBe(2);
    expect((await inDir('grep')).exitCode).toBe(2);
  });

  it('stdin is "(standard input)", - is stdin, -H/-h, --include/--exclude', async () => {
    expect((await sh('printf "a\\n" | grep -H a')).stdout).toBe('(standard input):a\n');
    expect((await sh('printf "a\\n" | grep -c a -')).stdout).toBe('1\n');
    expect((await inDir('echo a > f && printf "a\\n" | grep a - f')).stdout).toBe('(standard input):a\nf:a\n');
    expect((await inDir('echo a > f && echo a > g && grep -h a f g')).stdout).toBe('a\na\n');
    const tree = 'mkdir -p "$PWD/d/e" && echo k > d/a.txt && echo k > d/b.md && echo k > d/e/c.txt && ';
    expect((await inDir(`${tree}grep -r --include='*.txt' k d`)).stdout).toBe('d/a.txt:k\nd/e/c.txt:k\n');
    expect((await inDir(`${tree}grep -r --exclude='*.txt' k d`)).stdout).toBe('d/b.md:k\n');
    expect((await inDir(`${tree}grep -rl --exclude-dir=e k d`)).stdout).toBe('d/a.txt\nd/b.md\n');
  });

  it('binary files: "binary file matches" on stderr, -a prints the line', async () => {
    const r = await inDir('printf "a\\000b\\n" > bin && grep a bin');
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, '', 'grep: bin: binary file matches\n']);
    const text = await inDir('printf "a\\000b\\n" > bin && grep -c a bin');
    expect(text.stdout).toBe('1\n');
  });

  it('-e PAT repeated, -f FILE, -- before a pattern starting with -', async () => {
    expect((await inDir('printf "x\\ny\\nz\\n" > f && grep -e x -e z f')).stdout).toBe('x\nz\n');
    expect((await inDir('printf "x\\ny\\nz\\n" > f && printf "y\\nz\\n" > p && grep -f p f')).stdout).toBe('y\nz\n');
    expect((await inDir('printf -- "-v\\nw\\n" > f && grep -- -v f')).stdout).toBe('-v\n');
    expect((await inDir('printf "ab\\n" > f && grep -m1 -o "[ab]" f')).stdout).toBe('a\nb\n');
  });
});

describe('sed', () => {
  it('sed -i s/b/B/ f with a relative path after cd (the published sed misparses this)', async () => {
    const r = ok(await inDir("echo abc > f && sed -i 's/b/B/' f && cat \"$PWD/f\""));
    expect([r.exitCode, r.stdout]).toEqual([0, 'aBc\n']);
  });

  it('-n 2p, -E, multiple -e, stdin', async () => {
    expect((await inDir('printf "1\\n2\\n3\\n" > f && sed -n 2p f')).stdout).toBe('2\n');
    expect((await sh("printf 'aaa\\n' | sed -E 's/(a+)/[\\1]/'")).stdout).toBe('[aaa]\n');
    expect((await sh("printf 'ab\\n' | sed -e s/a/x/ -e s/b/y/")).stdout).toBe('xy\n');
  });

  it('missing file is an error (uutils exits 1 where GNU exits 2), no trap', async () => {
    const r = ok(await inDir('sed p nope'));
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/nope/);
  });
});

describe('gzip / gunzip / zcat', () => {
  it('round trips through a pipe (spec 17 #18)', async () => {
    const r = ok(await sh("printf 'a\\tb\\n' | gzip | gunzip"));
    expect([r.exitCode, r.stdout]).toEqual([0, 'a\tb\n']);
  });

  it('gzip f → f.gz (original removed), -k keeps it, gunzip restores, zcat prints', async () => {
    const r = ok(await inDir('echo hello > f && gzip f && echo * && zcat f.gz && gunzip f.gz && cat "$PWD/f" && gzip -k f && echo *'));
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe('f.gz\nhello\nhello\nf f.gz\n');
  });

  it('-c writes to stdout, -d -c, -9, existing output refused without -f', async () => {
    const r = ok(await inDir('echo x > f && gzip -9 -c f > f.gz && gzip -dc f.gz && echo *'));
    expect(r.stdout).toBe('x\nf f.gz\n');
    const exists = await inDir('echo x > f && echo y > f.gz && gzip f');
    expect(exists.exitCode).toBe(1);
    expect(exists.stderr).toBe('gzip: f.gz already exists; not overwritten\n');
    const forced = await inDir('echo x > f && echo y > f.gz && gzip -f f && zcat f.gz');
    expect([forced.exitCode, forced.stdout]).toEqual([0, 'x\n']);
  });

  it('not gzip data and unknown suffix are errors/warnings', async () => {
    const bad = await inDir('echo x > f.gz && gunzip f.gz');
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toBe('gzip: f.gz: not in gzip format\n');
    expect((await inDir(': > e.gz && gunzip e.gz')).stderr).toBe('gzip: e.gz: unexpected end of file\n');
    const suffix = await inDir('echo x > f && gunzip f');
    expect(suffix.exitCode).toBe(2);
  });
});

describe('tar', () => {
  // The issue's command is `cd /tmp && mkdir d && echo 1 > d/one && tar czf d.tgz d && rm -r d &&
  // tar xzf d.tgz && cat d/one`; mkdir/rm/cat are the published ones here (absolute paths).
  it('issue acceptance: czf, rm -r, xzf, cat', async () => {
    const r = ok(await sh('cd /tmp && mkdir /tmp/d && echo 1 > d/one && tar czf d.tgz d && rm -r /tmp/d && tar xzf d.tgz && cat /tmp/d/one'));
    expect([r.exitCode, r.stdout]).toEqual([0, '1\n']);
  });

  it('spec 17 #18: tar cf - -C DIR f | tar tf -', async () => {
    const r = ok(await sh('echo hi > /home/agentos/f && tar cf - -C /home/agentos f | tar tf -'));
    expect([r.exitCode, r.stdout]).toEqual([0, 'f\n']);
  });

  it('tf lists directories with /, tvf long listing, v on create', async () => {
    const r = ok(await inDir('mkdir -p "$PWD/a/b" && echo x > a/b/f && tar -cvf a.tar a && tar tf a.tar && tar tvf a.tar'));
    const lines = r.stdout.trim().split('\n');
    expect(lines.slice(0, 6)).toEqual(['a/', 'a/b/', 'a/b/f', 'a/', 'a/b/', 'a/b/f']);
    expect(lines[8]).toMatch(/^-rw-r--r-- agentos\/agentos +2 \d{4}-\d\d-\d\d \d\d:\d\d a\/b\/f$/);
  });

  it('-C on extract, --strip-components, absolute members lose their leading /', async () => {
    const r = ok(await inDir(
      'mkdir -p "$PWD/src/x" && echo v > src/x/f && tar czf s.tgz src && mkdir "$PWD/out" && tar xzf s.tgz -C out --strip-components=1 && cat "$PWD/out/x/f"',
    ));
    expect(r.stdout).toBe('v\n');
    const abs = ok(await inDir('echo a > f && tar cf abs.tar "$PWD/f" && tar tf abs.tar'));
    expect(abs.stderr).toBe("tar: Removing leading `/' from member names\n");
    expect(abs.stdout).toMatch(/^tmp\/t\d+\/f\n$/);
  });

  it('never extracts through a symlink member (link -> /etc, rel -> ../..), also for directory members', async () => {
    await vm.writeFile('/tmp/evil.tar', ustar([
      ['link', '', 0o777, '2', '/etc'], ['link/pwned', 'x', 0o644],
      ['rel', '', 0o777, '2', '../../..'], ['rel/tmp/pwned2', 'x', 0o644],
      ['d', '', 0o777, '2', '/etc'], ['d/', '', 0o644, '5'], ['d/x2', 'x', 0o644],
      ['ok.txt', 'fine', 0o644],
    ]));
    const r = await sh('mkdir -p /tmp/evx && cd /tmp/evx && tar xf ../evil.tar; echo rc=$?; cat /tmp/evx/ok.txt');
    expect(r.stdout, r.stderr).toBe('rc=2\nfine');
    expect(r.stderr).toMatch(/link\/pwned: Cannot extract through symbolic link 'link'/);
    expect(r.stderr).toMatch(/d\/: Cannot extract through symbolic link 'd'/);
    for (const p of ['/etc/pwned', '/tmp/pwned2', '/etc/x2']) expect(await vm.exists(p), p).toBe(false);
    expect((await sh('stat -c %a /etc')).stdout).toBe('755\n');
  });

  it('preserves mtime and symlinks; modes from the archive (umask 022 unless -p)', async () => {
    const r = ok(await inDir(
      'mkdir "$PWD/d" && echo x > d/f && ln -s f "$PWD/d/l" && stat -c %Y "$PWD/d/f" && tar cf d.tar d && rm -r "$PWD/d" && sleep 1.1 && tar xf d.tar && stat -c %Y "$PWD/d/f" && readlink "$PWD/d/l" && cat "$PWD/d/l"',
    ));
    const [before, after, ...rest] = r.stdout.split('\n');
    expect(after).toBe(before);
    expect(rest).toEqual(['f', 'x', '']);
    // An archive with modes 0751/0640/0777: extracted as 0751 & ~022 etc.; listed back from the VM.
    await vm.writeFile('/tmp/modes.tar', ustar([['m/x', 'run', 0o751], ['m/y', 'ro', 0o640], ['m/z', 'all', 0o777]]));
    const modes = ok(await sh('mkdir -p /tmp/mo && cd /tmp/mo && tar xf /tmp/modes.tar && tar cf - m | tar tvf -'));
    expect(modes.stdout.split('\n').slice(1, 4).map((l) => l.slice(0, 10))).toEqual(['-rwxr-x--x', '-rw-r-----', '-rwxr-xr-x']);
    const exact = ok(await sh('mkdir -p /tmp/mp && cd /tmp/mp && tar xpf /tmp/modes.tar && tar cf - m/z | tar tvf -'));
    expect(exact.stdout.slice(0, 10)).toBe('-rwxrwxrwx');
  });

  it('errors: missing member on create, missing archive, not found in archive', async () => {
    const missing = await inDir('tar cf a.tar nope');
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/nope: Cannot stat: No such file or directory/);
    const noArchive = await inDir('tar xf nope.tar');
    expect(noArchive.exitCode).toBe(2);
    const notFound = await inDir('echo a > f && tar cf a.tar f && tar xf a.tar g');
    expect(notFound.exitCode).toBe(2);
    expect(notFound.stderr).toMatch(/g: Not found in archive/);
  });
});

describe('diff / cmp', () => {
  it('diff a b: normal output, exit 1; identical exit 0; -u', async () => {
    const setup = 'printf "1\\n2\\n3\\n" > a && printf "1\\nx\\n3\\n" > b && ';
    const r = ok(await inDir(`${setup}diff a b`));
    expect([r.exitCode, r.stdout]).toEqual([1, '2c2\n< 2\n---\n> x\n']);
    expect((await inDir(`${setup}diff a a`)).exitCode).toBe(0);
    const u = await inDir(`${setup}diff -u a b`);
    expect(u.exitCode).toBe(1);
    expect(u.stdout).toMatch(/^--- a\t.*\n\+\+\+ b\t.*\n@@ -1,3 \+1,3 @@\n 1\n-2\n\+x\n 3\n$/);
  });

  it('diff -r: per-file headers, Only in, -q; diff FILE DIR', async () => {
    const setup = 'mkdir -p "$PWD/a/s" "$PWD/b/s" && echo 1 > a/f && echo 2 > b/f && echo x > a/only && echo y > b/s/new && echo k > a/s/k && echo k > b/s/k && ';
    const r = ok(await inDir(`${setup}diff -r a b`));
    expect([r.exitCode, r.stdout]).toEqual([1, 'diff -r a/f b/f\n1c1\n< 1\n---\n> 2\nOnly in a: only\nOnly in b/s: new\n']);
    expect((await inDir(`${setup}diff -rq a b`)).stdout).toBe('Files a/f and b/f differ\nOnly in a: only\nOnly in b/s: new\n');
    expect((await inDir(`${setup}diff a b`)).stdout).toBe('diff a/f b/f\n1c1\n< 1\n---\n> 2\nOnly in a: only\nCommon subdirectories: a/s and b/s\n');
    const fileDir = await inDir('echo 1 > f && mkdir "$PWD/d" && echo 2 > d/f && diff f d');
    expect([fileDir.exitCode, fileDir.stdout]).toEqual([1, '1c1\n< 1\n---\n> 2\n']);
  });

  it('missing file exits 2; cmp reports the first difference', async () => {
    const r = await inDir('echo a > a && diff a nope');
    expect(r.exitCode).toBe(2);
    const c = ok(await inDir('printf "abc" > a && printf "abd" > b && cmp a b'));
    expect([c.exitCode, c.stdout]).toEqual([1, 'a b differ: byte 3, line 1\n']);
    expect((await inDir('echo a > a && cmp a a')).exitCode).toBe(0);
  });
});

describe('find / xargs', () => {
  const tree = 'mkdir -p /tmp/tree/s && echo A > /tmp/tree/a.txt && echo B > /tmp/tree/s/b.txt && echo C > /tmp/tree/c.md && ';

  it("issue acceptance: find -name '*.txt' -exec cat {} \\; and … | xargs -n1 echo", async () => {
    const exec = ok(await sh(`${tree}find /tmp/tree -name '*.txt' -exec cat {} \\;`));
    expect([exec.exitCode, exec.stdout]).toEqual([0, 'A\nB\n']);
    const xargs = ok(await sh(`${tree}find /tmp/tree -name '*.txt' | xargs -n1 echo`));
    expect([xargs.exitCode, xargs.stdout]).toEqual([0, '/tmp/tree/a.txt\n/tmp/tree/s/b.txt\n']);
  });

  it('-exec … {} +, -execdir in the right directory, relative start after cd', async () => {
    expect((await sh(`${tree}find /tmp/tree -name '*.txt' -exec echo {} +`)).stdout).toBe('/tmp/tree/a.txt /tmp/tree/s/b.txt\n');
    expect((await sh(`${tree}cd /tmp/tree && find s -name '*.txt' -execdir grep -H . {} \\;`)).stdout).toBe('./b.txt:B\n');
    expect((await sh(`${tree}cd /tmp/tree && find . -name '*.md'`)).stdout).toBe('./c.md\n');
  });

  it('xargs -I{}, default echo, exit statuses 123 and 127', async () => {
    expect((await sh(`printf 'a b\\nc\\n' | xargs -I{} echo '<{}>'`)).stdout).toBe('<a b>\n<c>\n');
    expect((await sh('echo x y | xargs')).stdout).toBe('x y\n');
    expect((await sh('echo a | xargs false')).exitCode).toBe(123);
    expect((await sh('echo a | xargs nonexistent-cmd')).exitCode).toBe(127);
  });

  it('missing start point exits 1 with a message', async () => {
    const r = ok(await sh('find /nonexistent'));
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/\/nonexistent: No such file or directory/);
  });
});

describe('awk', () => {
  it("spec 17 #19: awk 'BEGIN{print 1+2}'; fields, -F, -v, END, relative file after cd", async () => {
    expect(ok(await sh("awk 'BEGIN{print 1+2}'")).stdout).toBe('3\n');
    expect((await sh("printf 'a 1\\nb 2\\n' | awk '{s+=$2} END{print s, NR}'")).stdout).toBe('3 2\n');
    expect((await sh("echo a,b,c | awk -F, '{print $2, NF}'")).stdout).toBe('b 3\n');
    expect((await sh("awk -v n=5 'BEGIN{print n*2}'")).stdout).toBe('10\n');
    expect((await inDir("printf 'k v\\n' > f && awk '{print $2}' f")).stdout).toBe('v\n');
    expect((await sh(`echo hello | awk '{print toupper($0), length($0); sub(/l+/, "L"); print}'`)).stdout).toBe('HELLO 5\nheLo\n');
  });

  it('exit in BEGIN (and in a function) still runs END, with the exit status', async () => {
    const r = ok(await sh(`awk 'BEGIN{print "x"; exit 3} END{print "end"}'`));
    expect([r.exitCode, r.stdout]).toEqual([3, 'x\nend\n']);
    const f = ok(await sh(`awk 'function f(){ exit 4 } BEGIN { f(); print "no" } END { print "end" }'`));
    expect([f.exitCode, f.stdout]).toEqual([4, 'end\n']);
  });

  it('system(), "cmd" | getline, print | "cmd" through host_process', async () => {
    const r = ok(await sh(`awk 'BEGIN{system("echo sys"); "echo piped" | getline x; print x; print "p" | "cat"; close("cat"); print "after"; print system("exit 3")}'`));
    expect(r.stdout).toBe('sys\npiped\np\nafter\n3\n');
  });

  it('errors: syntax error and missing file exit 2 with awk: messages', async () => {
    const syntax = ok(await sh("awk '{'"));
    expect(syntax.exitCode).toBe(2);
    expect(syntax.stderr).toMatch(/^awk: syntax error at source line 1/);
    const missing = ok(await sh("awk '{print}' /nope"));
    expect([missing.exitCode, missing.stderr.split('\n')[0]]).toEqual([2, "awk: can't open file /nope"]);
  });
});

describe('jq', () => {
  it('filters, -r, -c, -n, --arg, -s, -e', async () => {
    expect((await sh(`echo '{"a":[1,2,{"b":"x"}]}' | jq -c '.a'`)).stdout).toBe('[1,2,{"b":"x"}]\n');
    expect((await sh(`echo '{"a":"s"}' | jq -r .a`)).stdout).toBe('s\n');
    expect((await sh(`echo '{"a":1}' | jq .`)).stdout).toBe('{\n  "a": 1\n}\n');
    expect((await sh(`jq -n --arg v hi '{v: $v}' -c`)).stdout).toBe('{"v":"hi"}\n');
    expect((await sh(`printf '1 2 3' | jq -s -c 'map(.*2)'`)).stdout).toBe('[2,4,6]\n');
    expect((await sh(`echo null | jq -e .`)).exitCode).toBe(1);
    expect((await inDir(`echo '[3,1]' > f.json && jq -c sort f.json`)).stdout).toBe('[1,3]\n');
  });

  it('errors: bad JSON input exits 2, bad filter 3, runtime error 5 with jq-style messages', async () => {
    const bad = ok(await sh(`echo '{' | jq .`));
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/^jq: error \(at <stdin>\): /);
    const str = ok(await sh(`jq -n 'error("boom")'`));
    expect([str.exitCode, str.stderr]).toEqual([5, 'jq: error (at <stdin>): boom\n']);
    const compile = ok(await sh(`jq -n '.['`));
    expect(compile.exitCode).toBe(3);
    const runtime = ok(await sh(`echo 1 | jq '.a'`));
    expect(runtime.exitCode).toBe(5);
  });
});
