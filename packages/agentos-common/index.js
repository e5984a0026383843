'use strict';
// @rivet-dev/agentos-common: the guest commands built from software/ by `npm run build:software`
// (scripts/build-software.mjs), which writes wasm/ (one file per module) and commands.json (the
// command list read from each crate's [package.metadata.agentos]). The default export is an array
// of descriptors in the shape of @rivet-dev/agent-os-common, so `software: [common]` works with
// either set; several commands share one multicall module through `aliasOf`.

const fs = require('node:fs');
const path = require('node:path');

const commandDir = path.join(__dirname, 'wasm');
const listFile = path.join(__dirname, 'commands.json');

function readList() {
  let text;
  try {
    text = fs.readFileSync(listFile, 'utf8');
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    throw new Error(
      `@rivet-dev/agentos-common is not built: ${listFile} is missing. ` +
        'Run `npm run build:software` in the agentOS repository (it needs the wasm32-wasip1 Rust target).',
    );
  }
  return JSON.parse(text);
}

/**
 * A package's mounts from commands.json (`{path, hostDir, readOnly?}` with `hostDir` relative to
 * this package, or `{path, memory: true}`) in the options.mounts shape (api.md 2.2, 2.3).
 */
function mounts(entry) {
  return (entry.mounts ?? []).map((m) => (m.memory
    ? { path: m.path, plugin: { id: 'memory', config: {} } }
    : { path: m.path, plugin: { id: 'host_dir', config: { hostPath: path.join(__dirname, m.hostDir), readOnly: m.readOnly !== false } } }));
}

/**
 * One descriptor per package of software/ (a crate, or software/python): {name, description,
 * source, version, commands, commandDir, mounts?}.
 */
function descriptor(entry) {
  return {
    name: entry.name,
    description: entry.description,
    source: entry.source ?? 'rust',
    version: entry.version,
    commands: entry.commands.map((c) => ({
      name: c.name,
      permissionTier: c.permissionTier,
      ...(c.aliasOf ? { aliasOf: c.aliasOf } : {}),
    })),
    get commandDir() {
      return commandDir;
    },
    ...(entry.mounts ? { mounts: mounts(entry) } : {}),
  };
}

const list = readList();
const descriptors = list.packages.map(descriptor);

module.exports = descriptors;
module.exports.default = descriptors;
module.exports.commandDir = commandDir;
/** The full build record: per command its module, source crate, version, licence and notes. */
module.exports.manifest = list;
for (const d of descriptors) module.exports[d.name] = d;
