// ESM entry of @rivet-dev/agentos: re-exports the CommonJS implementation (one copy of every class,
// so `instanceof AgentOsError` holds whichever entry point the caller used).
import agentos from './index.js';

export const { AgentOs, AgentOsError, toolKit, hostTool, createInMemoryFileSystem, createHostDirBackend, agentOS, setup } = agentos;
export default agentos;
