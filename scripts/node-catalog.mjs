// The node compatibility catalog's packages (__test__/fixtures/catalog: exact versions in its
// package.json + package-lock.json), installed once on the host with `npm ci` from the registry
// (scripts off) into a cache outside the clone keyed by the lock's hash:
// $AGENTOS_NODE_CATALOG_CACHE or ~/.cache/agentos/node-catalog/<hash>/node_modules.
// Used by __test__/node-catalog.test.mjs and bench/node.mjs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const catalogFixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__test__', 'fixtures', 'catalog');

/** The installed catalog's directory (holding node_modules), made once per lock. */
export function installCatalog() {
  const lock = fs.readFileSync(path.join(catalogFixture, 'package-lock.json'));
  const key = createHash('sha256').update(lock).update(fs.readFileSync(path.join(catalogFixture, 'package.json'))).digest('hex').slice(0, 16);
  const base = process.env.AGENTOS_NODE_CATALOG_CACHE || path.join(os.homedir(), '.cache', 'agentos', 'node-catalog');
  const dir = path.join(base, key);
  if (!fs.existsSync(path.join(dir, '.installed'))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(catalogFixture, 'package.json'), path.join(dir, 'package.json'));
    fs.copyFileSync(path.join(catalogFixture, 'package-lock.json'), path.join(dir, 'package-lock.json'));
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, stdio: 'inherit' });
    fs.writeFileSync(path.join(dir, '.installed'), '');
  }
  return dir;
}
