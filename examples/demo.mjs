// agentOS demo: boot a VM with the common command set, write a CSV from the host, and run real
// shell pipelines over it inside the VM. Exits non-zero if any command fails, so it doubles as a
// smoke test. Run it with `npm run demo` (which builds the native addon first if needed).
//
// Paths are absolute on purpose: the published WASM binaries resolve relative paths against `/`.
//
// The VM also gets a sandbox: the real Sandbox Agent server started locally (`local()`, no Docker,
// no account), its filesystem mounted at /mnt/sandbox and its processes reachable through the
// `agentos-sandbox` commands. Relative paths in those commands are relative to the mount root.

import common from '@rivet-dev/agent-os-common';
import { z } from 'zod';
import { local } from '@rivet-dev/agentos-sandbox';
import { AgentOs } from '../index.mjs';

/** A backend function exposed to the VM as `agentos-fx rate --currency EUR` (a "binding"). */
const RATES = { EUR: 0.92, GBP: 0.79, JPY: 151.2 };
const fx = {
  name: 'fx',
  description: 'Exchange rates known to the backend (USD base)',
  bindings: {
    rate: {
      description: 'Units of a currency per US dollar',
      inputSchema: z.object({ currency: z.enum(['EUR', 'GBP', 'JPY']).describe('ISO 4217 code') }),
      execute: async ({ currency }) => ({ base: 'USD', currency, rate: RATES[currency] }),
      examples: [{ description: 'Euro rate', input: { currency: 'EUR' } }],
    },
  },
};

const DATA = '/home/agentos/data';
const CSV = `${DATA}/sales.csv`;

/** 300 deterministic sales rows (mulberry32 with a fixed seed, not Math.random). */
function salesCsv(rows = 300) {
  const regions = ['north', 'south', 'east', 'west'];
  const products = [['widget', 2.5], ['gadget', 12], ['gizmo', 7.25], ['doohickey', 0.99], ['sprocket', 4.1]];
  let seed = 42;
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const lines = ['id,region,product,units,price'];
  for (let id = 1; id <= rows; id++) {
    const region = regions[next() % regions.length];
    const [product, price] = products[next() % products.length];
    const units = 1 + (next() % 50);
    lines.push(`${id},${region},${product},${units},${price.toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

const steps = [
  ['rows sold in the north region (grep + wc -l)', `grep ',north,' ${CSV} | wc -l`],
  ['units and revenue per region (awk)',
    `awk -F, 'NR > 1 { units[$2] += $4; revenue[$2] += $4 * $5 } ` +
    `END { for (r in units) printf "%-6s %5d units  %10.2f revenue\\n", r, units[r], revenue[r] }' ${CSV}`],
  ['region -> product for the first rows (cut + sed)', `cut -d, -f2,3 ${CSV} | sed -e '1d' -e 's/,/ -> /' | head -n 5`],
  ['first lines of the file (head)', `head -n 4 ${CSV}`],
  ['archive the data folder (tar | gzip)', `tar cf - -C /home/agentos data | gzip > /tmp/data.tgz && wc -c /tmp/data.tgz`],
  ['checksums (sha256sum)', `sha256sum ${CSV} /tmp/data.tgz`],
  ['archive listing (gunzip | tar tf)', `gunzip -c /tmp/data.tgz | tar tf -`],
  ['the backend\'s bindings, as the agent discovers them', 'agentos list-bindings'],
  ['a binding call (agentos-fx rate)', 'agentos-fx rate --currency EUR'],
  ['a script written through the sandbox mount, run in the sandbox (agentos-sandbox run-command)',
    `mkdir -p /mnt/sandbox/app && cp ${CSV} /mnt/sandbox/app/sales.csv && ` +
    `printf 'echo "running on $(uname -s) as a native process"\\nwc -l < app/sales.csv\\n' > /mnt/sandbox/app/report.sh && ` +
    'agentos-sandbox run-command --command sh --args app/report.sh'],
  ['a background process in the sandbox: start, send input, read logs, kill',
    `id=$(agentos-sandbox create-process --command sh --args -c --args 'while read l; do echo got: $l; done' | sed -e 's/.*"id":"\\([^"]*\\)".*/\\1/') && ` +
    `agentos-sandbox send-input --json "{\\"id\\":\\"$id\\",\\"data\\":\\"hello sandbox\\\\n\\"}" && sleep 1 && ` +
    'agentos-sandbox get-process-logs --id $id && agentos-sandbox kill-process --id $id'],
  ['total revenue in EUR: a binding inside a shell pipeline',
    `rate=$(agentos-fx rate --currency EUR | sed -e 's/.*"rate":\\([0-9.]*\\).*/\\1/') && ` +
    `awk -F, -v rate="$rate" 'NR > 1 { usd += $4 * $5 } END { printf "%.2f USD = %.2f EUR at %s\\n", usd, usd * rate, rate }' ${CSV}`],
];

function ms(start) {
  return `${(performance.now() - start).toFixed(1)} ms`;
}

async function main() {
  let started = performance.now();
  const vm = await AgentOs.create({ software: [common], bindings: [fx], sandbox: { provider: local() } });
  console.log(`VM created in ${ms(started)}\n`);

  let failures = 0;
  try {
    started = performance.now();
    await vm.writeFile(CSV, salesCsv());
    await vm.writeFile(`${DATA}/README`, 'Synthetic sales data written by examples/demo.mjs\n');
    console.log(`wrote ${CSV} (300 rows) and ${DATA}/README in ${ms(started)}\n`);

    for (const [heading, command] of steps) {
      started = performance.now();
      const result = await vm.exec(command);
      const elapsed = ms(started);
      console.log(`## ${heading} (${elapsed})`);
      console.log(`$ ${command}`);
      process.stdout.write(result.stdout);
      if (result.stderr) process.stdout.write(`[stderr] ${result.stderr}`);
      if (result.exitCode !== 0) {
        failures++;
        console.log(`!! exit code ${result.exitCode}${result.timedOut ? ' (timed out)' : ''}`);
      }
      console.log();
    }
  } finally {
    await vm.dispose();
  }

  if (failures > 0) {
    console.error(`demo: ${failures} of ${steps.length} commands failed`);
    process.exitCode = 1;
  } else {
    console.log(`demo: all ${steps.length} commands succeeded`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
