// The Pi coding agent for tests and benchmarks: fixtures/pi/package.json + package-lock.json
// (@mariozechner/pi-coding-agent 0.73.1 with pi-acp 0.0.23) installed once on the host with
// `npm ci` into ~/.cache/agentos/pi-agent/<hash of the lock>/ (AGENTOS_PI_CACHE overrides the
// base), to be mounted read-only at /opt/pi; and Pi's own configuration pointing at an
// OpenAI-compatible server (llm-server.mjs) as its default model.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pi');

/** Environment for Pi in the VM: its home (configuration) and its bin directory first. */
export const PI_ENV = { HOME: '/home/user', PATH: '/opt/pi/node_modules/.bin:/usr/bin:/bin' };
/** The ACP adapter as an agent descriptor for vm.createSession. */
export const PI_ACP = { command: 'node', args: ['/opt/pi/node_modules/pi-acp/dist/index.js'], env: PI_ENV };

/** <cache>/pi-agent/<lock hash>: node_modules of the fixture, made once per lock. */
export function installPi() {
  const lock = fs.readFileSync(path.join(fixture, 'package-lock.json'));
  const key = createHash('sha256').update(lock).update(fs.readFileSync(path.join(fixture, 'package.json'))).digest('hex').slice(0, 16);
  const base = process.env.AGENTOS_PI_CACHE || path.join(os.homedir(), '.cache', 'agentos', 'pi-agent');
  const dir = path.join(base, key);
  if (!fs.existsSync(path.join(dir, '.installed'))) {
    fs.mkdirSync(dir, { recursive: true });
    for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(fixture, f), path.join(dir, f));
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, stdio: 'inherit', timeout: 300_000 });
    fs.writeFileSync(path.join(dir, '.installed'), '');
  }
  return dir;
}

/** Writes ~/.pi/agent/{models,settings}.json in the VM: `baseUrl` as provider "test", model "scripted". */
export async function configurePi(vm, baseUrl) {
  await vm.mkdir('/home/user/.pi/agent', { recursive: true });
  await vm.writeFile('/home/user/.pi/agent/models.json', JSON.stringify({
    providers: {
      test: {
        baseUrl, api: 'openai-completions', apiKey: 'test-key',
        compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
        models: [{ id: 'scripted', reasoning: false }],
      },
    },
  }));
  await vm.writeFile('/home/user/.pi/agent/settings.json', JSON.stringify({ defaultProvider: 'test', defaultModel: 'scripted' }));
}
