// The JS layer's layout invariant (ARCHITECTURE.md): no require cycle among the package's own
// modules (index.js, client.js, lib/*.js), so load order is never part of the design.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `file → [files it requires]` for the relative `require('./…')` edges of `files` (absolute paths). */
function requireEdges(files) {
  const edges = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = [];
    for (const m of text.matchAll(/\brequire\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g)) {
      deps.push(path.resolve(path.dirname(file), m[2]));
    }
    edges.set(file, deps);
  }
  return edges;
}

/** Every cycle (as a list of files, first repeated at the end) in the require graph. */
function requireCycles(edges) {
  const cycles = [];
  const state = new Map(); // file → 'active' | 'done'
  const stack = [];
  const visit = (file) => {
    state.set(file, 'active');
    stack.push(file);
    for (const dep of edges.get(file) ?? []) {
      if (state.get(dep) === 'active') cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

function packageModules(dir) {
  const lib = path.join(dir, 'lib');
  return [path.join(dir, 'index.js'), path.join(dir, 'client.js'),
    ...fs.readdirSync(lib).filter((f) => f.endsWith('.js')).map((f) => path.join(lib, f))];
}

const relative = (cycle) => cycle.map((f) => path.relative(root, f)).join(' -> ');

describe('JS layout', () => {
  it('no require cycle among index.js, client.js and lib/*.js', () => {
    const edges = requireEdges(packageModules(root));
    expect(edges.size).toBeGreaterThan(10);
    // Every relative require names a file that exists (a typo would hide an edge).
    for (const [file, deps] of edges) {
      for (const dep of deps) expect(fs.existsSync(dep), `${path.relative(root, file)} requires ${dep}`).toBe(true);
    }
    expect(requireCycles(edges).map(relative)).toEqual([]);
  });

  it('nothing in lib/ requires index.js; only lib/native.js requires the addon', () => {
    const lib = path.join(root, 'lib');
    const edges = requireEdges(packageModules(root));
    for (const [file, deps] of edges) {
      if (path.dirname(file) !== lib) continue;
      expect(deps, path.relative(root, file)).not.toContain(path.join(root, 'index.js'));
      if (file !== path.join(lib, 'native.js')) expect(deps, path.relative(root, file)).not.toContain(path.join(root, 'addon.cjs'));
    }
    expect(edges.get(path.join(lib, 'native.js'))).toContain(path.join(root, 'addon.cjs'));
  });

  it('lib/actor.js requires agent-os.js and errors.js directly', () => {
    const lib = path.join(root, 'lib');
    const deps = requireEdges([path.join(lib, 'actor.js')]).get(path.join(lib, 'actor.js'));
    expect(deps).toContain(path.join(lib, 'agent-os.js'));
    expect(deps).toContain(path.join(lib, 'errors.js'));
    expect(deps).not.toContain(path.join(root, 'index.js'));
  });

  it('the cycle check finds a cycle when there is one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-layout-'));
    try {
      fs.mkdirSync(path.join(dir, 'lib'));
      fs.writeFileSync(path.join(dir, 'index.js'), "require('./lib/a.js');\n");
      fs.writeFileSync(path.join(dir, 'client.js'), '\n');
      fs.writeFileSync(path.join(dir, 'lib', 'a.js'), "const b = () => require('./b.js');\n");
      fs.writeFileSync(path.join(dir, 'lib', 'b.js'), "require('../index.js');\n");
      const cycles = requireCycles(requireEdges(packageModules(dir)));
      expect(cycles.map((c) => c.map((f) => path.relative(dir, f)))).toEqual([
        ['index.js', 'lib/a.js', 'lib/b.js', 'index.js'],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
