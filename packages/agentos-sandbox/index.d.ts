// Types of @rivet-dev/agentos-sandbox (spec: sandbox.md). Every export returns a plain
// descriptor that the @rivet-dev/agentos core (Rust) acts on.

/** A Sandbox Agent server: a `SandboxAgent` SDK instance (its `baseUrl`, `token` and
 * `defaultHeaders` are read) or a plain object. */
export type SandboxClient =
  | { baseUrl: string; token?: string; headers?: Record<string, string> }
  | { baseUrl: string; token?: string; defaultHeaders?: Record<string, string> | Headers };

export interface SandboxFsOptions {
  client: SandboxClient;
  /** Directory inside the sandbox the mount root maps to. Default `/`. */
  sandboxRoot?: string;
  /** Alias of `sandboxRoot`. */
  basePath?: string;
  /** Per HTTP request, ms. Default 30000. */
  timeoutMs?: number;
  /** Largest file buffered whole, bytes (larger → EFBIG). Default 16 MiB. */
  maxFullReadBytes?: number;
}

/** Mount plugin descriptor: `mounts: [{ path: "/mnt/sandbox", plugin: createSandboxFs({ client }) }]`. */
export interface SandboxFsPlugin {
  id: 'sandbox_agent';
  config: {
    baseUrl: string;
    token?: string;
    headers?: Record<string, string>;
    sandboxRoot: string;
    timeoutMs: number;
    maxFullReadBytes: number;
  };
}

/** The binding group `sandbox` (the `agentos-sandbox` commands), for `bindings: [...]`. */
export interface SandboxBindingGroup {
  name: 'sandbox';
  description: string;
}

export interface LocalProviderOptions {
  /** The static `sandbox-agent` binary. Default: the one from `@sandbox-agent/cli-linux-x64`. */
  binaryPath?: string;
  /** Bind address. Default `127.0.0.1`. */
  host?: string;
  /** Listen port; 0 = a free one (default). */
  port?: number;
  /** Bearer token; default 32 random hex characters; `false` → `--no-token`. */
  token?: string | false;
  /** Server HOME and working directory; default a fresh private temporary directory, removed on destroy. */
  workdir?: string;
  /** Extra environment of the server (and its processes). */
  env?: Record<string, string>;
  /** `"bwrap"` runs the server under bubblewrap with the workdir as its `/` (bwrap must be installed). */
  isolation?: 'none' | 'bwrap';
}

/** A provider descriptor for `AgentOs.create({ sandbox: { provider } })`. */
export interface SandboxProvider {
  readonly kind: 'local' | 'docker';
}

export declare function createSandboxFs(options: SandboxFsOptions): SandboxFsPlugin;
export declare function createSandboxBindings(options: { client: SandboxClient }): SandboxBindingGroup;
/** Alias of `createSandboxBindings`. */
export declare const createSandboxToolkit: typeof createSandboxBindings;
/** The local provider (sandbox.md 6). */
export declare function local(options?: LocalProviderOptions): SandboxProvider;
/** The Docker provider (sandbox.md 5): throws `ENOSYS` until it lands (issue 9). */
export declare function docker(options?: Record<string, unknown>): SandboxProvider;
/** Path of the bundled Sandbox Agent 0.4.2 server binary (throws ENOENT when missing). */
export declare function sandboxAgentBinary(): string;
