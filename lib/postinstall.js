'use strict';
// npm's `postinstall` of @rivet-dev/agentos (issue 24, cold start): compiles every command module
// of the installed software sets (@rivet-dev/agentos-common, @rivet-dev/agent-os-common: the sets
// `create()` boots by default) into the on-disk module cache (`$AGENTOS_MODULE_CACHE_DIR`, else
// ~/.cache/agentos/modules) with `AgentOs.precompile`, so that no first `exec` after an install
// compiles one. Modules already there are skipped, so a second install costs only their hashing.
//
// It never fails the install: without the addon (the repository before its first build, a
// platform without a prebuilt package) or without any set it does nothing, and an error is one
// line on stderr. `AGENTOS_SKIP_PRECOMPILE=1` skips it; `npm rebuild @rivet-dev/agentos` runs it
// again. Sets installed later are compiled by the background warmer at `create`, or by calling
// `AgentOs.precompile` (README, "First run").

const SETS = ['@rivet-dev/agentos-common', '@rivet-dev/agent-os-common'];

function say(line) {
  process.stderr.write(`[agentos] ${line}\n`);
}

async function main() {
  if (process.env.AGENTOS_SKIP_PRECOMPILE === '1') return;
  let AgentOs;
  try {
    require('./native.js').loadAddon();
    ({ AgentOs } = require('./agent-os.js'));
  } catch {
    return; // no addon for this platform (or not built yet): nothing to compile with
  }
  for (const name of SETS) {
    let software;
    try {
      software = (await import(name)).default;
    } catch {
      continue; // not installed
    }
    if (!Array.isArray(software) || software.length === 0) continue;
    const started = Date.now();
    try {
      const { compiled, cached } = AgentOs.precompile(software);
      say(`${name}: ${compiled} modules compiled into the module cache, ${cached} already there (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (err) {
      say(`${name}: precompile skipped: ${err && err.message ? err.message : err}`);
    }
  }
}

main().catch((err) => say(`precompile skipped: ${err && err.message ? err.message : err}`));
