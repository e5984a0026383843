// The number options of local() and docker() (sandbox.md 5.1, 6): index.js checks they are numbers,
// the Rust layer checks their ranges (one place), with the messages users have always seen.
// Nothing here reaches a server or a Docker Engine: the options are refused at create.
import { describe, expect, it } from 'vitest';
import { AgentOs } from '../index.mjs';
import { docker, local } from '@rivet-dev/agentos-sandbox';

const refused = (sandbox) => AgentOs.create({ sandbox }).then(async (vm) => {
  await vm.dispose();
  throw new Error('expected EINVAL');
}, (e) => e);

describe('provider number options', () => {
  it.each([
    [{ agentPort: 0 }, 'options.sandbox.provider.agentPort must be a positive integer'],
    [{ agentPort: 1.5 }, 'options.sandbox.provider.agentPort must be a positive integer'],
    [{ agentPort: '3000' }, 'options.sandbox.provider.agentPort must be a positive integer'],
    [{ agentPort: 70000 }, 'docker().agentPort 70000 is out of range'],
    // Once a u32 crossing the addon wrapped this to 3000.
    [{ agentPort: 2 ** 32 + 3000 }, 'docker().agentPort 4294970296 is out of range'],
    [{ memoryBytes: -1 }, 'options.sandbox.provider.memoryBytes must be a positive integer'],
    [{ pidsLimit: '3' }, 'options.sandbox.provider.pidsLimit must be a positive integer'],
    [{ nofile: Number.NaN }, 'options.sandbox.provider.nofile must be a positive integer'],
  ])('docker(%o) is refused', async (options, message) => {
    const err = await refused({ provider: docker(options) });
    expect(err.code).toBe('EINVAL');
    expect(err.message).toBe(`EINVAL: ${message}`);
  });

  it.each([
    [{ port: -1 }, 'options.sandbox.provider.port must be a non-negative integer'],
    [{ port: 1.5 }, 'options.sandbox.provider.port must be a non-negative integer'],
    [{ port: '1' }, 'options.sandbox.provider.port must be a non-negative integer'],
    [{ port: 70000 }, 'local().port 70000 is out of range'],
  ])('local(%o) is refused', async (options, message) => {
    const err = await refused({ provider: local(options) });
    expect(err.code).toBe('EINVAL');
    expect(err.message).toBe(`EINVAL: ${message}`);
  });
});
