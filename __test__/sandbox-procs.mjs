// Processes the local() sandbox provider starts, found through /proc: shared by the sandbox suites.
import fs from 'node:fs';

/**
 * Pids of `sandbox-agent` processes that local() started: descendants of this Node process (its
 * children without isolation, bwrap's children under the default bubblewrap isolation).
 */
export function serverPids() {
  const parent = new Map();
  const comm = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      parent.set(Number(name), Number(fields[1]));
      comm.set(Number(name), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
    } catch {
      // gone meanwhile
    }
  }
  const descends = (pid) => {
    for (let p = parent.get(pid), n = 0; p !== undefined && n < 64; p = parent.get(p), n += 1) {
      if (p === process.pid) return true;
    }
    return false;
  };
  return [...comm].filter(([pid, c]) => c === 'sandbox-agent' && descends(pid)).map(([pid]) => pid);
}
