/**
 * `@rivet-dev/agentos/client` (api.md section 11): RivetKit's client for a registry serving
 * `agentOS()` actors.
 *
 * ```ts
 * const client = createClient<typeof registry>({ endpoint: "http://localhost:6420" }); // or a string
 * const handle = client.vm.getOrCreate("my-agent");
 * await handle.filesystem.writeFile("/home/agentos/a.txt", "hi");
 * const conn = handle.connect();
 * conn.on("processOutput", (e) => console.log(e.pid, e.stream, e.data));
 * const { pid } = await conn.process.spawn("sh", ["-c", "echo hi"]);
 * ```
 *
 * Errors are RivetKit errors; those raised by the VM have `group: "user"` and our `code`
 * (`ENOENT`, `EINVAL`, `ESRCH`, …) with the message `"<code>: …"`.
 */

/** Methods added to actor handles and connections (each maps onto a flat action). */
export interface AgentOsNamespaces {
  filesystem: {
    readFile(path: string): Promise<Uint8Array>;
    writeFile(path: string, content: string | Uint8Array): Promise<void>;
    writeFiles(entries: { path: string; content: string | Uint8Array }[]): Promise<unknown[]>;
    readFiles(paths: string[]): Promise<unknown[]>;
    mkdir(path: string, options?: { recursive?: boolean }): Promise<void>;
    readdir(path: string): Promise<string[]>;
    readdirRecursive(path: string, options?: { maxDepth?: number; exclude?: string[] }): Promise<unknown[]>;
    stat(path: string): Promise<unknown>;
    lstat(path: string): Promise<unknown>;
    exists(path: string): Promise<boolean>;
    move(from: string, to: string): Promise<void>;
    delete(path: string, options?: { recursive?: boolean }): Promise<void>;
    remove(path: string, options?: { recursive?: boolean }): Promise<void>;
    deleteFile(path: string, options?: { recursive?: boolean }): Promise<void>;
    mount(path: string, plugin: unknown, options?: { readOnly?: boolean }): Promise<void>;
    unmount(path: string): Promise<void>;
    listMounts(): Promise<unknown[]>;
  };
  process: {
    exec(command: string, options?: { env?: Record<string, string>; cwd?: string; stdin?: string | Uint8Array; timeoutMs?: number }): Promise<{ exitCode: number; stdout: string; stderr: string; timedOut: boolean }>;
    /** Output arrives as `processOutput` events on connections, then `processExit`. */
    spawn(command: string, args?: string[], options?: { env?: Record<string, string>; cwd?: string }): Promise<{ pid: number }>;
    writeStdin(pid: number, data: string | Uint8Array): Promise<void>;
    closeStdin(pid: number): Promise<void>;
    wait(pid: number): Promise<number>;
    list(): Promise<unknown[]>;
    listAll(): Promise<unknown[]>;
    tree(): Promise<unknown[]>;
    get(pid: number): Promise<unknown>;
    stop(pid: number): Promise<void>;
    kill(pid: number): Promise<void>;
  };
  network: {
    /** `vm.fetch` over the wire (the dotted action `network.fetch`; a handle's own `fetch` is RivetKit's raw HTTP request): `request` is a path or `{method, path, headers, body}` (no `Request`). */
    fetch(port: number, request?: string | { method?: string; path?: string; headers?: Record<string, string> | [string, string][]; body?: string | Uint8Array }): Promise<{ status: number; headers: [string, string][]; body: Uint8Array }>;
  };
  /** Code mode (the dotted actions `javascript.evaluate`, …; shapes as `vm.javascript` in index.d.ts). */
  javascript: CodeNamespace;
  typescript: CodeNamespace;
  python: CodeNamespace;
}

/** `evaluate`/`execute` over the wire: `options` as index.d.ts `CodeOptions`, results as `CodeResult`. */
export interface CodeNamespace {
  evaluate(source: string, options?: { inputs?: unknown; env?: Record<string, string>; cwd?: string; timeoutMs?: number; args?: string[]; filePath?: string; format?: 'module' | 'commonjs' }): Promise<{ outcome: 'succeeded' | 'failed' | 'timed_out'; value?: unknown; error?: { code: string; name: string; message: string; stack?: string }; exitCode: number; stdout: string; stderr: string }>;
  execute(source: string, options?: { inputs?: unknown; env?: Record<string, string>; cwd?: string; timeoutMs?: number; args?: string[]; filePath?: string; format?: 'module' | 'commonjs' }): Promise<{ outcome: 'succeeded' | 'failed' | 'timed_out'; error?: { code: string; name: string; message: string; stack?: string }; exitCode: number; stdout: string; stderr: string }>;
}

/** Event payloads broadcast by an `agentOS()` actor instance. */
export interface AgentOsEvents {
  /**
   * Output is coalesced per stream within 5 ms into events of at most 64 KiB (order within a
   * stream kept; between stdout and stderr only to within that window). `seq` numbers the
   * process's events from 1. A connection that subscribes after the spawn first
   * gets the backlog (the first 1 MiB of output; exits of processes that ended within 60 s, at
   * most 16): a chunk produced while the subscription is set up can arrive twice, with one `seq`.
   */
  processOutput: { pid: number; stream: 'stdout' | 'stderr'; data: Uint8Array; seq: number };
  processExit: { pid: number; exitCode: number };
  vmBooted: undefined;
  vmShutdown: { reason: 'sleep' | 'destroy' | 'error' };
}

/**
 * RivetKit's `createClient` (from `rivetkit/client`) whose actor handles and connections also
 * expose {@link AgentOsNamespaces}. `config` is `{endpoint, token?, namespace?, headers?}` or an
 * endpoint string.
 */
export declare function createClient<Registry = any>(config?: string | { endpoint?: string; token?: string; namespace?: string; headers?: Record<string, string> }): any;
