// Commands of @rivet-dev/agent-os-common whose start-up probe (`/bin/<cmd> --help`, then
// `/bin/<cmd> --version`, exit 0 expected) is known to fail with the published binaries, each with
// the reason. This is the single place to record them; __test__/commands.test.mjs skips these.
// Keep reasons factual (what the binary does), and remove an entry as soon as it passes.
export const KNOWN_BROKEN = {
  // 'name': 'reason',
};

// Commands whose documented behaviour is a non-zero status even for --help/--version: the probe
// accepts this exit code instead of 0.
export const PROBE_EXIT_CODE = {
  false: { exitCode: 1, why: 'false exits 1 even when invoked with --help or --version (GNU and uutils)' },
};
