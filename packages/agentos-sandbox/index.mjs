import sandbox from './index.js';

export const { createSandboxFs, createSandboxBindings, createSandboxToolkit, local, docker, sandboxAgentBinary } = sandbox;
export default sandbox;
