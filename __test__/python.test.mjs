// `python3`/`python`/`pip` (software/python: CPython 3.11 built for wasm32-wasi) in the real VM,
// first slice of issue 21 (spec runtimes.md 3). Host CPython of the same version
// (/usr/bin/python3.11, Debian's 3.11.2) is the oracle: the same program runs in both and stdout
// must match byte for byte.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, createHostDirBackend } from '../index.mjs';

const ORACLE = '/usr/bin/python3.11';

let vm;
let hostDir;
beforeAll(async () => {
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-python-'));
  fs.mkdirSync(path.join(hostDir, 'tree', 'a', 'b'), { recursive: true });
  fs.mkdirSync(path.join(hostDir, 'tree', 'c'), { recursive: true });
  fs.writeFileSync(path.join(hostDir, 'tree', 'top.txt'), 'top\n');
  fs.writeFileSync(path.join(hostDir, 'tree', 'a', 'one.txt'), 'one\n');
  fs.writeFileSync(path.join(hostDir, 'tree', 'a', 'b', 'two.bin'), Buffer.alloc(300, 7));
  fs.writeFileSync(path.join(hostDir, 'tree', 'c', 'three.py'), 'print(3)\n');
  vm = await AgentOs.create({
    software: [ours],
    mounts: [{ path: '/data', plugin: createHostDirBackend({ hostPath: hostDir }) }],
  });
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

const sh = (command, options = {}) => vm.exec(command, { timeoutMs: 120_000, ...options });
/** Single-quotes `s` for sh. */
const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;

function ok(r) {
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap|panicked/);
  return r;
}

/** Host CPython's stdout for `python3.11 -c code`, run in `cwd` (throws on a non-zero exit). */
function hostPython(code, cwd) {
  return execFileSync(ORACLE, ['-c', code], { encoding: 'utf8', cwd, env: { PATH: process.env.PATH, LC_ALL: 'C.UTF-8' } });
}

describe('command line and shell', () => {
  it("python3 -c 'print(1+1)' prints 2", async () => {
    const r = ok(await sh("python3 -c 'print(1+1)'"));
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, '2\n', '']);
  });

  it('in sh -c: a pipeline into python3 reads stdin', async () => {
    const r = ok(await sh(`sh -c ${q("seq 3 | python3 -c 'import sys; print(sum(map(int, sys.stdin)))'")}`));
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, '6\n', '']);
  });

  it('$(python3 ...) substitutes its output', async () => {
    const r = ok(await sh(`sh -c ${q('echo "x$(python3 -c \'print(6*7)\')y"')}`));
    expect([r.exitCode, r.stdout]).toEqual([0, 'x42y\n']);
  });

  it('a heredoc script runs, with arguments and stdout in order', async () => {
    const script = "python3 - a b <<'EOF'\nimport sys\nfor i in range(3):\n    print(i, sys.argv[1:])\nprint('done')\nEOF\n";
    const r = ok(await sh(`sh -c ${q(script)}`));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe("0 ['a', 'b']\n1 ['a', 'b']\n2 ['a', 'b']\ndone\n");
  });

  it('a failing script exits non-zero with its traceback on stderr; set -o pipefail sees it', async () => {
    const r = ok(await sh("python3 -c 'def f():\n    raise ValueError(\"boom\")\nf()'"));
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Traceback \(most recent call last\):\n/);
    expect(r.stderr).toMatch(/in f\n/);
    expect(r.stderr).toMatch(/ValueError: boom\n$/);

    const piped = ok(await sh(`sh -c ${q("set -o pipefail; python3 -c 'import sys; print(\"partial\"); sys.exit(3)' | cat; echo status=$?")}`));
    expect(piped.stdout).toBe('partial\nstatus=3\n');
    const traced = ok(await sh(`sh -c ${q("set -o pipefail; python3 -c 'raise KeyError(1)' | cat; echo status=$?")}`));
    expect(traced.stdout).toBe('status=1\n');
    expect(traced.stderr).toMatch(/KeyError: 1\n$/);
    const without = ok(await sh(`sh -c ${q("python3 -c 'raise KeyError(1)' | cat; echo status=$?")}`));
    expect(without.stdout).toBe('status=0\n');
  });

  it('python and python3 are the same interpreter, CPython 3.11.2 like the oracle', async () => {
    const probe = 'import sys, platform; print(sys.version_info[:3], sys.implementation.name, sys.platform, sys.prefix)';
    const a = ok(await sh(`python3 -c ${q(probe)}`));
    const b = ok(await sh(`python -c ${q(probe)}`));
    expect(a.stdout).toBe("(3, 11, 2) cpython wasi /usr\n");
    expect(b.stdout).toBe(a.stdout);
    expect((await sh('python3 --version')).stdout).toBe(execFileSync(ORACLE, ['--version'], { encoding: 'utf8' }));
    // sys.executable names the command's /bin stub, so the interpreter can start itself.
    const self = ok(await sh(`python3 -c ${q("import subprocess, sys\nprint(sys.executable, flush=True)\nsubprocess.run([sys.executable, '-c', 'print(5)'])")}`));
    expect(self.stdout).toBe('/bin/python3\n5\n');
  });

  it('relative paths resolve against the working directory', async () => {
    await vm.mkdir('/tmp/cwd-test', { recursive: true });
    await vm.writeFile('/tmp/cwd-test/hello.py', 'import os\nprint(os.getcwd(), open("data.txt").read())\n');
    await vm.writeFile('/tmp/cwd-test/data.txt', 'here');
    const r = ok(await sh('python3 hello.py', { cwd: '/tmp/cwd-test' }));
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, '/tmp/cwd-test here\n', '']);
  });
});

describe('stdlib', () => {
  // Deterministic on purpose: no set-of-str ordering, no clocks, fixed mtimes in archives.
  const SMOKE = String.raw`
import csv, datetime, decimal, gzip, hashlib, io, json, os, pathlib, re, tarfile, unittest, zipfile, zlib, bz2
print(json.dumps({"b": [1, 2.5, None, True], "a": "é\u2603"}, sort_keys=True))
print(json.loads('{"x": [1, {"y": "z"}]}')["x"][1]["y"])
print(re.findall(r"(\w+)=(\d+)", "a=1, bb=22, c=x"), re.sub(r"\s+", "-", "a  b\tc"))
out = io.StringIO()
w = csv.writer(out)
w.writerow(["name", "value, with comma", 'quote"d'])
w.writerow([1, 2.5, None])
print(repr(out.getvalue()))
print(list(csv.DictReader(io.StringIO("h1,h2\n1,2\n3,4\n"))))
d = datetime.datetime(2024, 2, 28, 23, 30, tzinfo=datetime.timezone.utc)
print(d + datetime.timedelta(hours=1), (d + datetime.timedelta(days=1)).strftime("%A %d %B %Y %j"))
print(datetime.date(2000, 1, 1).isocalendar(), datetime.datetime.fromisoformat("2021-05-06T07:08:09+02:00").utcoffset())
p = pathlib.Path("work")
(p / "sub").mkdir(parents=True, exist_ok=True)
(p / "sub" / "f.txt").write_text("hello\n")
(p / "g.md").write_bytes(b"\x00\x01")
print(sorted(str(x) for x in p.rglob("*")), (p / "sub" / "f.txt").read_text().strip(), pathlib.PurePosixPath("/a/b/c.tar.gz").suffixes)
for name in ["md5", "sha1", "sha256", "sha512", "sha3_256", "blake2b", "blake2s"]:
    print(name, hashlib.new(name, b"agentOS").hexdigest())
decimal.getcontext().prec = 40
print(decimal.Decimal(1) / decimal.Decimal(7), decimal.Decimal("1.10") + decimal.Decimal("2.205"), decimal.Decimal(2).sqrt())
class T(unittest.TestCase):
    def test_ok(self):
        self.assertEqual(1 + 1, 2)
    def test_fails(self):
        self.assertIn("x", "abc")
    def test_error(self):
        raise RuntimeError("e")
res = unittest.TextTestRunner(stream=io.StringIO(), verbosity=0).run(unittest.defaultTestLoader.loadTestsFromTestCase(T))
print(res.testsRun, len(res.failures), len(res.errors), res.wasSuccessful())
data = b"agentOS " * 1000
c = zlib.compress(data, 9)
print(len(c), zlib.crc32(data), zlib.adler32(data), zlib.decompress(c) == data, zlib.ZLIB_VERSION)
g = gzip.compress(data, mtime=0)
print(hashlib.sha256(g).hexdigest(), gzip.decompress(g) == data)
b = bz2.compress(data)
print(hashlib.sha256(b).hexdigest(), bz2.decompress(b) == data)
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w:gz", format=tarfile.USTAR_FORMAT) as tf:
    for name, body in [("dir/a.txt", b"a" * 10), ("dir/b.txt", b"bb")]:
        info = tarfile.TarInfo(name)
        info.size, info.mtime, info.mode = len(body), 1700000000, 0o644
        tf.addfile(info, io.BytesIO(body))
buf.seek(0)
with tarfile.open(fileobj=buf, mode="r:gz") as tf:
    print([(m.name, m.size, oct(m.mode)) for m in tf.getmembers()], tf.extractfile("dir/b.txt").read())
zbuf = io.BytesIO()
with zipfile.ZipFile(zbuf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
    zf.writestr(zipfile.ZipInfo("x/y.txt", date_time=(2020, 1, 2, 3, 4, 6)), data)
    zf.writestr(zipfile.ZipInfo("z.txt", date_time=(2020, 1, 2, 3, 4, 6)), b"zzz")
print(hashlib.sha256(zbuf.getvalue()).hexdigest())
with zipfile.ZipFile(io.BytesIO(zbuf.getvalue())) as zf:
    print([(i.filename, i.file_size) for i in zf.infolist()], zf.read("z.txt"))
print(os.sep, os.path.join("a", "b"), os.path.splitext("x.tar.gz"))
import sqlite3
con = sqlite3.connect("work/db.sqlite")
con.execute("create table t (id integer primary key, name text, v real)")
con.executemany("insert into t (name, v) values (?, ?)", [("a", 1.5), ("b", 2.25), ("c", None)])
con.commit()
print(con.execute("select count(*), sum(v), group_concat(name, '|') from t").fetchone(), sqlite3.sqlite_version)
con.close()
con = sqlite3.connect("work/db.sqlite")
with con:
    con.execute("update t set v = v * 2 where name = 'b'")
print(con.execute("select name, v from t where v > 2 order by id").fetchall(), os.path.getsize("work/db.sqlite") > 0)
con.close()
`;

  it('json, re, csv, datetime, pathlib, hashlib, decimal, unittest, zlib, gzip, bz2, tarfile, zipfile, sqlite3 (a file database): stdout as host CPython', async () => {
    await vm.mkdir('/tmp/smoke', { recursive: true });
    await vm.writeFile('/tmp/smoke/smoke.py', SMOKE);
    const r = ok(await sh('python3 smoke.py', { cwd: '/tmp/smoke' }));
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const hostCwd = fs.mkdtempSync(path.join(hostDir, 'smoke-'));
    expect(r.stdout).toBe(hostPython(SMOKE, hostCwd));
    expect(r.stdout.split('\n').length).toBeGreaterThan(20);
  });

  it('os.walk over a host-dir mount lists what host CPython lists', async () => {
    const walk = (root) => `import os\nfor top, dirs, files in os.walk(${JSON.stringify(root)}):\n    dirs.sort()\n    print(os.path.relpath(top, ${JSON.stringify(root)}), dirs, sorted(files), [os.path.getsize(os.path.join(top, f)) for f in sorted(files)])\n`;
    const r = ok(await sh(`python3 -c ${q(walk('/data/tree'))}`));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(hostPython(walk(path.join(hostDir, 'tree')), hostDir));
    expect(r.stdout).toContain("a/b [] ['two.bin'] [300]");
  });

  it('the stdlib is a read-only mount at /usr/lib/python3.11', async () => {
    const r = ok(await sh(`python3 -c ${q("import os, json\nprint(json.__file__)\ntry:\n    open('/usr/lib/python3.11/x.py', 'w')\nexcept OSError as e:\n    print(e.strerror)")}`));
    expect(r.stdout).toBe('/usr/lib/python3.11/json/__init__.py\nRead-only file system\n');
    expect((await vm.readdir('/usr/lib/python3.11')).includes('os.py')).toBe(true);
  });

  it('a software set without the python package has neither the commands nor the mount', async () => {
    const other = await AgentOs.create({ software: [ours.filter((p) => p.name !== 'agentos-python')] });
    try {
      expect(await other.exists('/usr/lib/python3.11')).toBe(false);
      expect((await other.exec('python3 -c 1')).exitCode).toBe(127);
    } finally {
      await other.dispose();
    }
  });
});

describe('processes over host_process', () => {
  it("subprocess.run(['ls', '/']) lists what ls / lists", async () => {
    const code = "import subprocess\nr = subprocess.run(['ls', '/'], capture_output=True, text=True)\nprint(r.returncode)\nprint(r.stdout, end='')";
    const r = ok(await sh(`python3 -c ${q(code)}`));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`0\n${(await sh('ls /')).stdout}`);
  });

  it('exit statuses, stdin, stderr=STDOUT, env and cwd reach the child; a missing command is FileNotFoundError', async () => {
    const code = [
      'import os, subprocess, sys',
      "print(subprocess.run(['sh', '-c', 'exit 3']).returncode)",
      "print(subprocess.run(['cat'], input=b'fed\\n', stdout=subprocess.PIPE).stdout)",
      "print(subprocess.run(['sh', '-c', 'echo out; echo err >&2'], stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout)",
      "print(subprocess.check_output(['sh', '-c', 'echo $GREETING'], env={'GREETING': 'hi', 'PATH': os.environ['PATH']}))",
      "os.environ['INHERITED'] = 'yes'",
      "print(subprocess.check_output('echo $INHERITED; pwd', shell=True, cwd='/tmp'))",
      "p = subprocess.Popen(['sleep', '30']); p.kill(); print(p.wait())",
      "print(os.system('exit 5') >> 8, os.waitstatus_to_exitcode(os.system('true')))",
      "with os.popen('echo popen') as f: print(f.read().strip())",
      'try:',
      "    subprocess.run(['no-such-command-xyz'])",
      'except FileNotFoundError as e:',
      "    print('FileNotFoundError', e.filename)",
    ].join('\n');
    const r = ok(await sh(`python3 -c ${q(code)}`));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe([
      '3', "b'fed\\n'", "b'out\\nerr\\n'", "b'hi\\n'", "b'yes\\n/tmp\\n'", '-9', '5 0', 'popen',
      'FileNotFoundError no-such-command-xyz', '',
    ].join('\n'));
  });
});

describe('pip', () => {
  it('pip --version and pip3 --version run pip from the read-only stdlib', async () => {
    for (const cmd of ['pip', 'pip3']) {
      const r = ok(await sh(`${cmd} --version`));
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe('pip 22.3.1 from /usr/lib/python3.11/pip (python 3.11)\n');
    }
  });

  it('pip install of a local wheel, offline, into the writable site-packages; import works afterwards', async () => {
    // A minimal pure-Python wheel made with the host's zipfile (the wheel format is a zip with a
    // dist-info directory; RECORD lists the files).
    const wheel = path.join(hostDir, 'agentos_demo-0.1-py3-none-any.whl');
    execFileSync(ORACLE, ['-c', [
      'import sys, zipfile',
      'files = {',
      "  'agentos_demo/__init__.py': 'VALUE = 42\\ndef hello():\\n    return \"hello from a wheel\"\\n',",
      "  'agentos_demo-0.1.dist-info/METADATA': 'Metadata-Version: 2.1\\nName: agentos-demo\\nVersion: 0.1\\n',",
      "  'agentos_demo-0.1.dist-info/WHEEL': 'Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n',",
      '}',
      "record = ''.join(f'{n},,\\n' for n in files) + 'agentos_demo-0.1.dist-info/RECORD,,\\n'",
      "with zipfile.ZipFile(sys.argv[1], 'w') as z:",
      '    for n, body in files.items(): z.writestr(n, body)',
      "    z.writestr('agentos_demo-0.1.dist-info/RECORD', record)",
    ].join('\n'), wheel]);
    await vm.writeFile('/tmp/agentos_demo-0.1-py3-none-any.whl', fs.readFileSync(wheel));
    const r = ok(await sh('pip install --no-index /tmp/agentos_demo-0.1-py3-none-any.whl'));
    expect(r.stdout).toMatch(/Successfully installed agentos-demo-0\.1/);
    expect(r.exitCode).toBe(0);
    expect(await vm.exists('/usr/lib/python3.11/site-packages/agentos_demo/__init__.py')).toBe(true);
    const used = ok(await sh(`python3 -c ${q('import agentos_demo; print(agentos_demo.VALUE, agentos_demo.hello())')}`));
    expect([used.exitCode, used.stdout]).toEqual([0, '42 hello from a wheel\n']);
    const listed = ok(await sh('pip list --disable-pip-version-check'));
    expect(listed.stdout).toMatch(/agentos-demo\s+0\.1/);
  });

  // A real-world pure-Python wheel, offline: Debian's python3-setuptools-whl, where installed.
  const SETUPTOOLS = '/usr/share/python-wheels/setuptools-66.1.1-py3-none-any.whl';
  it.skipIf(!fs.existsSync(SETUPTOOLS))('pip install of the setuptools wheel (Debian python3-setuptools-whl), offline', async () => {
    await vm.writeFile('/tmp/setuptools-66.1.1-py3-none-any.whl', fs.readFileSync(SETUPTOOLS));
    const r = ok(await sh('pip install --no-index /tmp/setuptools-66.1.1-py3-none-any.whl'));
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/Successfully installed setuptools-66\.1\.1\n$/);
    const used = ok(await sh(`python3 -c ${q('import setuptools, pkg_resources; print(setuptools.__version__)')}`));
    expect(used.stdout).toBe('66.1.1\n');
  });
});

describe('closed WASI gaps', () => {
  it('os.getuid and friends come from host_user, os.umask is the kernel\'s per-process mask, getpid/getppid are kernel pids', async () => {
    const code = 'import os, subprocess\nprint(os.getuid(), os.geteuid(), os.getgid(), os.getegid())\nprint(oct(os.umask(0o77)), oct(os.umask(0o22)))\nprint(os.getpid() > 1, os.getppid() > 0, os.getpid() != os.getppid())\n'
      + "os.umask(0o077)\nopen('/tmp/umask-py.txt', 'w').close()\nos.mkdir('/tmp/umask-py.d')\n"
      + "print(subprocess.run(['sh', '-c', 'umask'], capture_output=True, text=True).stdout.strip())";
    const r = ok(await sh(`umask 022; python3 -c ${q(code)}; stat -c %a /tmp/umask-py.txt /tmp/umask-py.d; umask`));
    // The host's python3 gives the same (the child's umask 0077, files 600 and 700); the shell's
    // own umask is untouched by its child's. (os.stat on WASI has no permission bits: `stat`.)
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, '1000 1000 1000 1000\n0o22 0o77\nTrue True True\n0077\n600\n700\n0022\n', '']);
  });

  it('mmap: anonymous maps work; a writable shared file map says it is unsupported', async () => {
    const code = [
      'import mmap',
      'm = mmap.mmap(-1, 16)',
      "m[:3] = b'abc'",
      'm.flush()',
      'print(m[:4])',
      "open('/tmp/mm.bin', 'wb').write(b'0123456789')",
      "with open('/tmp/mm.bin', 'rb') as f:",
      '    print(mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)[2:5])',
      "with open('/tmp/mm.bin', 'r+b') as f:",
      '    try:',
      '        mmap.mmap(f.fileno(), 0)',
      '    except OSError as e:',
      '        print(e)',
    ].join('\n');
    const r = ok(await sh(`python3 -c ${q(code)}`));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe("b'abc\\x00'\nb'234'\nmmap: writable shared file mappings are not supported on WASI (use ACCESS_READ or ACCESS_COPY)\n");
  });

  it('errno numbers are Linux\'s, as host CPython shows them (errno module, OSError, os.strerror)', async () => {
    const code = [
      'import errno, os, socket',
      "print(errno.ENOENT, errno.EACCES, errno.EEXIST, errno.EAGAIN, errno.ECONNREFUSED, errno.errorcode[2], os.strerror(errno.ENOENT))",
      'for call in (lambda: open("/no/such/file"), lambda: os.mkdir("/tmp"), lambda: os.rmdir("/no-such-dir"), lambda: os.listdir("/etc/passwd-missing")):',
      '    try:',
      '        call()',
      '    except OSError as e:',
      '        print(type(e).__name__, e.errno, errno.errorcode[e.errno], e)',
      'print(type(OSError(errno.ENOENT, "x")).__name__, type(OSError(errno.ECONNREFUSED, "x")).__name__)',
      's = socket.socket(); s.setblocking(False)',
      'try:',
      '    s.recv(1)',
      'except OSError as e:',
      '    print(type(e).__name__, errno.errorcode[e.errno])',
    ].join('\n');
    const r = ok(await sh(`python3 -c ${q(code)}`));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(hostPython(code, os.tmpdir()));
  });

  it('threads cannot start, and the error says so', async () => {
    const r = ok(await sh(`python3 -c ${q('import threading\nthreading.Thread(target=print).start()')}`));
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/RuntimeError: can't start new thread: threads are not available in the agentOS VM's Python \(WASI has none\); run threaded code in a sandbox\n$/);
  });

  it('ctypes cannot load native code, and import says so', async () => {
    const r = ok(await sh(`python3 -c 'import ctypes'`));
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/ImportError: ctypes is not available in the agentOS VM's Python \(CPython for WASI runs no native code\); run code that needs ctypes in a sandbox\n$/);
  });
});

describe('limits', () => {
  it('running out of memory is a MemoryError, a 4 GiB bytearray an error, and the VM goes on', async () => {
    const small = await AgentOs.create({ software: [ours], limits: { maxWasmMemoryBytes: 256 * 1024 * 1024 } });
    try {
      const grow = ok(await small.exec(`python3 -c ${q("l = []\nwhile True: l.append('x' * 10**6)")}`, { timeoutMs: 120_000 }));
      expect(grow.exitCode).toBe(1);
      expect(grow.stderr).toMatch(/MemoryError\n$/);
      const huge = ok(await small.exec(`python3 -c 'x = bytearray(4 * 1024**3)'`, { timeoutMs: 60_000 }));
      expect(huge.exitCode).toBe(1);
      expect(huge.stderr).toMatch(/(OverflowError|MemoryError)/);
      const after = ok(await small.exec(`python3 -c 'print("still here")'`));
      expect(after.stdout).toBe('still here\n');
    } finally {
      await small.dispose();
    }
  }, 240_000);

  it('while True: pass under timeoutMs ends the process, not the VM', async () => {
    const r = await vm.exec("python3 -c 'while True: pass'", { timeoutMs: 1500 });
    expect(r).toMatchObject({ exitCode: 137, timedOut: true });
    const after = ok(await sh("python3 -c 'print(\"still here\")'"));
    expect(after.stdout).toBe('still here\n');
  });
});
