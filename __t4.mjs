import { AgentOs } from '/work/main/index.mjs';
import common from '@rivet-dev/agent-os-common';
import fs from 'node:fs';
const dir = fs.mkdtempSync('/tmp/agentos-warm-');
const count = () => { try { return fs.readdirSync(dir).flatMap((d) => fs.readdirSync(`${dir}/${d}`)).filter((f) => f.endsWith('.cwasm')).length; } catch { return 0; } };
const t0 = Date.now();
const vm = await AgentOs.create({ software: [common], moduleCacheDir: dir });
for (let i = 0; i < 6; i++) { await new Promise((r) => setTimeout(r, 5000)); console.log(((Date.now() - t0) / 1000).toFixed(0), 's', count(), 'artifacts'); }
let t = Date.now(); let r = await vm.exec('echo a b | wc -w'); console.log(r.stdout.trim(), Date.now() - t, 'ms');
await vm.dispose();
fs.rmSync(dir, { recursive: true, force: true });
