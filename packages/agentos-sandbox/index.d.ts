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
  /**
   * Default: `"bwrap"` when bubblewrap (`bwrap`) is on PATH and works here, else `"none"`
   * (`listMounts()` reports the choice as `isolation` on the sandbox mount).
   * `"bwrap"`: the server runs under bubblewrap with the workdir as its `/` (host `/usr`, `/bin`,
   * `/lib*`, `/etc` read-only, with the sandbox's own `/etc/passwd` and `/etc/group`); a start error
   * when bubblewrap is missing or broken. `"none"`: the server is a plain child process running as
   * this Node process's user — `agentos-sandbox run-command` is arbitrary host code execution as
   * that user; the mount refuses symlinks leaving the workdir, but this is not a confinement boundary.
   */
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
/** Options of {@link docker} (sandbox.md 5.1). */
export interface DockerProviderOptions {
  /** An existing local image (any image with the tools you need; the sandbox-agent binary is uploaded into it). Default: a small image built locally once (sandbox-agent + busybox). */
  image?: string;
  /** Allow pulling `image` when it is missing. Default false: a missing image fails the start naming it. */
  pull?: boolean;
  /** Container environment: a record or `"K=V"` strings. */
  env?: Record<string, string> | string[];
  /** Engine bind strings `host:container[:ro]`. */
  binds?: string[];
  /** Memory limit in bytes. */
  memoryBytes?: number;
  pidsLimit?: number;
  /** CPUs, fractions allowed. */
  cpus?: number;
  /** `nofile` ulimit, capped at 20000. Default 4096. */
  nofile?: number;
  /** `CapDrop: ["ALL"]` and `no-new-privileges`. */
  hardened?: boolean;
  /** Port of the server inside the container. Default 3000 (published on 127.0.0.1 only). */
  agentPort?: number;
  /** `unix://…` or a path. Default `DOCKER_HOST` (unix only), else `/var/run/docker.sock`; `tcp://` is EINVAL. */
  socketPath?: string;
  /** A static busybox for the default image. Default: `/bin/busybox` or `/usr/bin/busybox` when static. */
  busyboxPath?: string;
  /** The static sandbox-agent binary. Default: the one from `@sandbox-agent/cli-linux-x64`. */
  binaryPath?: string;
  /**
   * `HostConfig.NetworkMode`: `"bridge"` (default) or the name of an existing user-defined
   * network. The host reaches the server through a port published on 127.0.0.1, so `"none"`,
   * `"host"` and `"container:<id>"` are EINVAL, and an internal network (no published ports)
   * or a missing one fails the start naming it.
   */
  network?: string;
  /**
   * Extra fields of the Engine API's container create body, in its spelling (`{Env, Labels,
   * User, HostConfig: {Memory, CapAdd, ...}}`), checked by the core (EINVAL: unknown field, wrong
   * type, or one of ours). Ours, EINVAL when set: `Image`, `Cmd`, `Entrypoint`, `ExposedPorts`,
   * `NetworkingConfig`, `HostConfig.PortBindings`, `HostConfig.PublishAllPorts`,
   * `HostConfig.AutoRemove`, `HostConfig.NetworkMode`, labels under `dev.rivet.agentos`. Added to
   * ours: `Env` (after `env`; a repeated name takes this value), `Labels`, `HostConfig.Binds`.
   * Every other field replaces the value the options above produce (e.g. `HostConfig.Memory`
   * over `memoryBytes`, `HostConfig.Ulimits` over `nofile`).
   */
  createContainerOptions?: Record<string, unknown>;
}

/**
 * The Docker provider (sandbox.md 5): one container per sandbox through the Docker Engine API.
 * Start failures (engine unreachable, missing image, health timeout) fail the operation that
 * triggered the start with `EIO` and a `SandboxStartupError: …` message.
 */
export declare function docker(options?: DockerProviderOptions): SandboxProvider;
/** Path of the bundled Sandbox Agent 0.4.2 server binary (throws ENOENT when missing). */
export declare function sandboxAgentBinary(): string;
