#!/usr/bin/env node
// The toolchain that software/ needs, installed when it is missing: the wasm32-wasip1 Rust target
// (rustup) and, on Debian and Ubuntu, the C toolchain for wasm32-wasi (clang, lld, llvm-ar,
// wasi-libc, the compiler-rt builtins) plus bison (awk's grammar), patch (software/patches/) and
// what software/python/build.sh needs (python3.11 as the build Python, make, xz, bzip2, unzip, tcl).
// Elsewhere it names what is missing and stops. One place for this rule: scripts/ensure.mjs (and so
// `npm test`) and .ci/run both call it. Plain Node, no dependencies.
//
//   node scripts/toolchain.mjs            # install what is missing, or fail saying what and how
//   node scripts/toolchain.mjs --dry-run  # only say what would be done

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RUST_TARGET = 'wasm32-wasip1';
/** Debian packages, each with a file that shows it is installed (`dpkg -s` is not everywhere). */
export const DEBIAN_PACKAGES = [
  ['clang', 'clang'],
  ['lld', 'wasm-ld'],
  ['llvm', 'llvm-ar'],
  ['wasi-libc', '/usr/lib/wasm32-wasi/libc.a'],
  ['libclang-rt-14-dev-wasm32', '/usr/lib/llvm-14/lib/clang/14.0.6/lib/wasi/libclang_rt.builtins-wasm32.a'],
  ['bison', 'bison'],
  ['patch', 'patch'],
  // CPython (software/python/build.sh): the same-version build Python, make, and the tools that
  // unpack Debian's source tarballs and the bundled pip wheel.
  ['python3.11', '/usr/bin/python3.11'],
  ['make', 'make'],
  ['xz-utils', 'xz'],
  ['bzip2', 'bzip2'],
  ['unzip', 'unzip'],
  ['tcl', 'tclsh'], // SQLite's amalgamation is generated with tclsh
];

function log(message) {
  console.log(`[toolchain] ${message}`);
}

function onPath(command) {
  return (process.env.PATH ?? '').split(':').some((dir) => {
    try {
      fs.accessSync(`${dir || '.'}/${command}`, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function present(probe) {
  return probe.startsWith('/') ? presentFile(probe) : onPath(probe);
}

// compiler-rt's directory names clang's full version; any 14.x is fine.
function presentFile(file) {
  if (fs.existsSync(file)) return true;
  const m = /^(.*\/clang\/)14\.[^/]+(\/.*)$/.exec(file);
  if (!m) return false;
  try {
    return fs.readdirSync(m[1]).some((v) => v.startsWith('14') && fs.existsSync(`${m[1]}${v}${m[2]}`));
  } catch {
    return false;
  }
}

/** Runs a command with inherited output; returns whether it succeeded. */
function run(command, args, dryRun) {
  log(`$ ${[command, ...args].join(' ')}${dryRun ? '   (dry run: not executed)' : ''}`);
  if (dryRun) return true;
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return !result.error && result.status === 0;
}

function rustTargetInstalled() {
  const rustup = spawnSync('rustup', ['target', 'list', '--installed'], { encoding: 'utf8' });
  if (rustup.error || rustup.status !== 0) return null; // no rustup: build-software.mjs asks rustc
  return rustup.stdout.split('\n').includes(RUST_TARGET);
}

/** Installs what is missing; throws an Error naming what is still missing and the command to get it. */
export function ensureToolchain({ dryRun = false } = {}) {
  const problems = [];
  if (rustTargetInstalled() === false && !run('rustup', ['target', 'add', RUST_TARGET], dryRun)) {
    problems.push(`the Rust target ${RUST_TARGET}: run \`rustup target add ${RUST_TARGET}\``);
  }
  const missing = DEBIAN_PACKAGES.filter(([, probe]) => !present(probe)).map(([pkg]) => pkg);
  if (missing.length > 0) {
    const apt = onPath('apt-get');
    const root = process.getuid?.() === 0;
    // sudo only when it can run without a prompt, or when someone is at the terminal to answer it.
    const sudo = !root && onPath('sudo') && (process.stdin.isTTY || spawnSync('sudo', ['-n', 'true']).status === 0);
    if (apt && (root || sudo)) {
      log(`installing the C toolchain for software/: ${missing.join(' ')}`);
      const [cmd, ...pre] = root ? ['apt-get'] : ['sudo', 'apt-get'];
      const ok = run(cmd, [...pre, 'update', '-qq'], dryRun) && run(cmd, [...pre, 'install', '-y', '-qq', ...missing], dryRun);
      const still = dryRun ? [] : DEBIAN_PACKAGES.filter(([, probe]) => !present(probe)).map(([pkg]) => pkg);
      if (!ok || still.length > 0) problems.push(`Debian packages ${(still.length ? still : missing).join(' ')}: apt-get install failed`);
    } else {
      problems.push(`the C toolchain for wasm32-wasi (Debian/Ubuntu: \`sudo apt-get install ${missing.join(' ')}\`)` +
        (apt ? ': not root and sudo needs a password; run that command once' : '; on other systems install clang, lld, llvm, wasi-libc, compiler-rt for wasm32, bison and patch'));
    }
  }
  if (problems.length > 0) {
    throw new Error(`software/ cannot be built; missing:\n  - ${problems.join('\n  - ')}`);
  }
  log(dryRun ? 'toolchain check done (dry run)' : 'toolchain for software/ is present');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureToolchain({ dryRun: process.argv.includes('--dry-run') });
  } catch (err) {
    console.error(`[toolchain] ${err.message}`);
    process.exit(1);
  }
}
