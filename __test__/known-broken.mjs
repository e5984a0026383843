// Commands of @rivet-dev/agent-os-common whose start-up probe (`/bin/<cmd> --help`, then
// `/bin/<cmd> --version`, exit 0 expected) fails because of the published binaries themselves,
// each with the reason (what the binary does) and a `probe`: another invocation that shows the
// command does start and behave as published. __test__/commands.test.mjs runs the probe instead.
// README.md lists the same commands. Remove an entry as soon as its --help/--version works.

const noHelp = (what) => `published binary has no --help/--version (${what})`;
const stub = (message) => ({
  reason: `multi-call stub that only prints "${message}" and exits 1 (guest-abi.md section 16)`,
  probe: { command: null, exitCode: 1, stderr: message },
});

export const KNOWN_BROKEN = {
  env: { reason: noHelp('runs "--help" as a command'), probe: { command: 'env FOO=1 printenv FOO', exitCode: 0, stdout: '1\n' } },
  timeout: { reason: noHelp('"missing operand", exit 125'), probe: { command: 'timeout 5 true', exitCode: 0 } },
  nice: { reason: noHelp('runs "--help" as a command'), probe: { command: 'nice true', exitCode: 0 } },
  nohup: { reason: noHelp('runs "--help" as a command'), probe: { command: 'nohup true', exitCode: 0 } },
  stdbuf: { reason: noHelp('runs "--help" as a command'), probe: { command: 'stdbuf -o0 echo x', exitCode: 0, stdout: 'x\n' } },
  du: { reason: noHelp('treats "--help" as a path'), probe: { command: 'du -s /etc', exitCode: 0 } },
  column: { reason: noHelp('"unknown option"'), probe: { command: "printf 'a b\\n' | column -t", exitCode: 0 } },
  rev: { reason: noHelp('treats "--help" as a path'), probe: { command: "printf 'abc\\n' | rev", exitCode: 0, stdout: 'cba\n' } },
  strings: { reason: noHelp('"unknown option"'), probe: { command: 'strings /etc/hostname', exitCode: 0, stdout: 'agentos\n' } },
  sleep: { reason: noHelp('"invalid time interval"'), probe: { command: 'sleep 0', exitCode: 0 } },
  tty: { reason: 'prints "not a tty" and exits 1 for any argument (no PTYs in this version)', probe: { command: 'tty', exitCode: 1, stderr: 'not a tty' } },
  grep: { reason: noHelp('"unrecognized option", exit 2; guest-abi.md 16'), probe: { command: "printf 'a\\nb\\n' | grep b", exitCode: 0, stdout: 'b\n' } },
  egrep: { reason: noHelp('"unrecognized option", exit 2'), probe: { command: "printf 'a\\nb\\n' | egrep 'a|c'", exitCode: 0, stdout: 'a\n' } },
  fgrep: { reason: noHelp('"unrecognized option", exit 2'), probe: { command: "printf 'a.b\\nab\\n' | fgrep a.b", exitCode: 0, stdout: 'a.b\n' } },
  awk: { reason: noHelp('"no program provided", exit 2'), probe: { command: "awk 'BEGIN { print 1 + 2 }'", exitCode: 0, stdout: '3\n' } },
  find: { reason: noHelp('"unknown option"'), probe: { command: 'find /etc -name hostname', exitCode: 0, stdout: '/etc/hostname\n' } },
  xargs: { reason: noHelp('runs "--help" as a command'), probe: { command: "printf 'a b\\n' | xargs echo", exitCode: 0, stdout: 'a b\n' } },
  diff: { reason: noHelp('"unknown option", exit 2'), probe: { command: 'diff /etc/hostname /etc/hostname', exitCode: 0 } },
  _stubs: stub('command not supported in sandbox'),
  chcon: stub('SELinux is not supported in WASM'),
  runcon: stub('SELinux is not supported in WASM'),
  chgrp: stub('user/group ownership changes are not supported in WASM'),
  chown: stub('user/group ownership changes are not supported in WASM'),
  chroot: stub('not supported in WASM (no filesystem root change)'),
  df: stub('filesystem stats are not available in WASM'),
  groups: stub('user database queries are not supported in WASM'),
  id: stub('user database queries are not supported in WASM'),
  install: stub('file permission management not fully supported in WASM'),
  kill: stub('process signals are not supported in WASM'),
  mkfifo: stub('special file creation is not supported in WASM'),
  mknod: stub('special file creation is not supported in WASM'),
  pinky: stub('login records (utmp) are not available in WASM'),
  who: stub('login records (utmp) are not available in WASM'),
  users: stub('login records (utmp) are not available in WASM'),
  uptime: stub('login records (utmp) are not available in WASM'),
  stty: stub('terminal control is not supported in WASM'),
};

// Commands whose documented behaviour is a non-zero status even for --help/--version: the probe
// accepts this exit code instead of 0.
export const PROBE_EXIT_CODE = {
  false: { exitCode: 1, why: 'false exits 1 even when invoked with --help or --version (GNU and uutils)' },
};
