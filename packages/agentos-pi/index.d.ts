/** An agent package (runtimes.md 4): `software: [common, pi]`, then `vm.createSession('pi', {env})`. */
export interface AgentPackage {
  name: string;
  type: 'agent';
  description: string;
  version: string;
  /** The ACP agent the VM starts for a session: `command args…` with `env`, in the VM. */
  agent: { command: string; args: string[]; env: Record<string, string> };
  /** Read-only host directories the agent runs from (the api.md 2.2 `mounts` shape). */
  mounts: Array<{ path: string; plugin: { id: 'host_dir'; config: { hostPath: string; readOnly: true } } }>;
}
declare const pi: AgentPackage;
export default pi;
