/**
 * `@rivet-dev/agentos` — an in-process VM for AI coding agents.
 *
 * A VM is an in-memory Linux-like kernel (filesystem, processes, pipes) that runs the published
 * agentOS WASM command binaries (`sh`, coreutils, grep, sed, awk, find, tar, gzip, …) inside the
 * host Node.js process. Guest code never runs on the JavaScript thread.
 *
 * Conventions used below:
 * - All VM paths are absolute POSIX paths; they are normalised (`//`, `.`, `..` collapsed; `..` above
 *   `/` stays at `/`). A relative path or a path containing NUL rejects with `EINVAL`.
 * - `Uint8Array` content is taken byte-exact; string content is encoded as UTF-8.
 * - Every rejection is an {@link AgentOsError}; once {@link AgentOs.dispose} was called every method
 *   rejects with `EDISPOSED`.
 * - Times are milliseconds, sizes bytes, unless stated otherwise.
 *
 * Sandbox mounting (`sandbox.md`) comes with `@rivet-dev/agentos-sandbox`: the `sandbox` option,
 * `createSandboxFs` mounts and `createSandboxBindings` groups.
 */

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/**
 * errno-style codes used by this package. `EDISPOSED` is not an errno: the VM was disposed.
 * Other `E*` strings may appear (the list follows Linux errno names).
 */
export type AgentOsErrorCode =
  | 'ENOENT' | 'EEXIST' | 'ENOTDIR' | 'EISDIR' | 'ENOTEMPTY' | 'EACCES' | 'EPERM' | 'EROFS'
  | 'EXDEV' | 'EBUSY' | 'EINVAL' | 'ENOSPC' | 'EAGAIN' | 'EMFILE' | 'ENFILE' | 'ESRCH' | 'EPIPE'
  | 'ENOEXEC' | 'ENOSYS' | 'EIO' | 'ETIMEDOUT' | 'EDISPOSED'
  | (string & {});

/**
 * The error type of every throw/rejection of this package.
 *
 * `message` always starts with `"<code>: "` (for example
 * `ENOENT: no such file or directory, open '/nope'`), so existing callers can match on the prefix.
 */
export declare class AgentOsError extends Error {
  constructor(code: string, message: string, details?: { path?: string; syscall?: string; pid?: number; cause?: unknown });
  readonly name: 'AgentOsError';
  /** errno name (`ENOENT`, `EINVAL`, …) or `EDISPOSED`. */
  code: AgentOsErrorCode;
  /** VM path (or host path for command files) the failing operation was about, when known. */
  path?: string;
  /** Operation in Node's vocabulary (`open`, `mkdir`, `scandir`, `rename`, …), when known. */
  syscall?: string;
  /** Kernel pid the error is about, when it is about a process. */
  pid?: number;
}

// ---------------------------------------------------------------------------------------------
// software
// ---------------------------------------------------------------------------------------------

/** Per-command WASM capability level (guest-abi.md section 9). Default `full`. */
export type PermissionTier = 'full' | 'read-write' | 'read-only' | 'isolated';

/**
 * The shape exported by the published `@rivet-dev/agent-os-*` packages.
 * Each listed command is registered from the file `<commandDir>/<name>`. An `aliasOf` command
 * runs its own file when there is one (the published packages ship a full copy per alias), else
 * its target's file `<commandDir>/<aliasOf>` (a multicall module such as our coreutils; `argv[0]`
 * is still the alias name). `AgentOs.create` rejects with `ENOENT` when neither exists and with
 * `ENOEXEC` when the file does not start with the WASM magic `\0asm`; the check is cached per
 * process while the command directory is unchanged (a file rewritten in place is then seen at its
 * first spawn instead).
 */
export interface RegistrySoftwarePackage {
  name: string;
  commands: Array<{ name: string; permissionTier?: PermissionTier; aliasOf?: string }>;
  /** Host directory holding the `.wasm`-less command files (may be a getter). */
  readonly commandDir: string;
  /**
   * Directories the package's commands need (an extension of api.md 2.2; e.g. python3's stdlib,
   * read-only, and its writable site-packages), in the `options.mounts` shape. Mounted by
   * `AgentOs.create` when the package is in `software`, before `options.mounts`; a later package's
   * mount at the same path replaces an earlier one's.
   */
  mounts?: MountConfig[];
  [key: string]: unknown;
}

/** Name lists per tier, or `"*"` for every command of the descriptor. */
export interface SoftwarePermissions {
  full?: string[] | '*';
  readWrite?: string[] | '*';
  readOnly?: string[] | '*';
  isolated?: string[] | '*';
}

/**
 * Every file in `commandDir` whose name does not start with `_` or `.` is a command named after the
 * file. Tier: the first list of `permissions` naming the command (order full, readWrite, readOnly,
 * isolated), else the first list that is `"*"`, else `full`.
 */
export interface TypedSoftwarePackage {
  type: 'wasm-commands';
  commandDir: string;
  /** alias name → target file name in `commandDir` (the target may start with `_`). */
  aliases?: Record<string, string>;
  permissions?: SoftwarePermissions;
}

/** Like {@link TypedSoftwarePackage}, every command tier `full`. */
export interface BareSoftwarePackage {
  commandDir: string;
}

/** Agent and tool packages are skipped with a console warning (not supported yet). */
export interface SkippedSoftwarePackage {
  type: 'agent' | 'tool';
  [key: string]: unknown;
}

export type SoftwareDescriptor =
  | RegistrySoftwarePackage | TypedSoftwarePackage | BareSoftwarePackage | SkippedSoftwarePackage;

/** Nested arrays are flattened in order; a later command with the same name overrides an earlier one. */
export type SoftwareInput = SoftwareDescriptor | readonly SoftwareInput[];

// ---------------------------------------------------------------------------------------------
// create options
// ---------------------------------------------------------------------------------------------

/** Resource caps. Values are positive integers (`EINVAL` otherwise); unknown keys are ignored. */
export interface Limits {
  /** Live + zombie processes per VM. Default 256; beyond → `EAGAIN`. */
  maxProcesses?: number;
  /**
   * Open fds across all processes of the VM (every fd table slot counts except each process's fds
   * 0–3, its stdio and `/` preopen, which `maxProcesses` bounds). Default 1024; beyond →
   * `ENFILE` in the guest (a spawn or open fails). Each process also has a fixed cap of 256 (`EMFILE`).
   */
  maxOpenFds?: number;
  /** Bytes stored in the root and memory mounts: contents, entry names and 128 bytes per inode. Default 256 MiB; beyond → `ENOSPC`. */
  maxFilesystemBytes?: number;
  /** Inodes (files, directories, symlinks) in the root and memory mounts; beyond → `ENOSPC`. Default 1,000,000. */
  maxInodeCount?: number;
  /**
   * Bytes one open file of a JS-driver or sandbox mount may hold in host memory (such a file is
   * cached whole while open). Default 256 MiB; growing a file beyond it (`truncate -s 4G`, a write
   * past it, a driver `readFile` answer larger than it) fails with `EFBIG`.
   */
  maxDriverFileBytes?: number;
  /** Bytes all open JS-driver and sandbox files of the VM hold in host memory together. Default 1 GiB; beyond → `ENOSPC`. */
  maxDriverBufferBytes?: number;
  /** Bytes one guest pipe buffers before its writer blocks. Default 16 MiB (a shell `$(…)` capture larger than this blocks until the exec timeout). */
  maxPipeBytes?: number;
  /** Linear memory and tables per WASM process, bytes: one budget for all its memories and tables (8 bytes per table element). Default 512 MiB; a guest exceeding it usually aborts (exit 134). */
  maxWasmMemoryBytes?: number;
  /** CPU time of guest code per process, ms. Default unlimited; exceeding it kills the process (exit 137). */
  cpuTimeLimitMs?: number;
  /** Default `exec` timeout, ms. Default 300000; `0` = no timeout. */
  execTimeoutMs?: number;
  /**
   * Wasmtime fuel per WASM process (about one unit per executed WASM instruction; the shell's
   * start-up takes a few million). Default unlimited. Running out kills the process: exit 137,
   * `agentos: cpu limit exceeded` on its stderr. A VM that sets it runs its processes on a second,
   * fuel-metering engine: guest code runs slower there, and each command is compiled once more for it.
   */
  maxWasmFuel?: number;
  /** The same keys, as accepted by other agentOS generations (flat keys win). */
  resources?: Omit<Limits, 'resources'>;
}

/** A decision. `"ask"` is accepted and treated as `"deny"` (there is nobody to ask). */
export type PermissionMode = 'allow' | 'deny' | 'ask';

/** Filesystem operations: `read`, `write` (open for writing, O_CREAT of a new file, O_TRUNC),
 *  `stat`, `readdir`, `create_dir`, `rm` (unlink, rmdir), `rename` (both paths), `symlink` (the
 *  link path), `readlink`, `chmod` (also chown and utimes), `truncate`, `mount_sensitive`
 *  (mounting at or below `/etc`, `/dev`, `/proc`). A hard link needs `read` and `write` on the
 *  original and `write` on the new name. A rename needs `rename` on both paths and `write` on the
 *  destination; a rename of a path (file, directory or ancestor) at or below which any deny rule,
 *  of any operation, could match is denied, and so is hard-linking such a file — a move cannot
 *  carry files out from under a rule. */
export type FsOperation =
  | 'read' | 'write' | 'stat' | 'readdir' | 'create_dir' | 'rm' | 'rename' | 'symlink'
  | 'readlink' | 'chmod' | 'truncate' | 'mount_sensitive';

/**
 * One rule. It matches a request when `operations` contains its operation (or `"*"`; omitted =
 * all) and any pattern matches the resource. Globs are case-sensitive and split on `/`: `*` and
 * `?` stay within one segment, `**` as a whole segment is zero or more segments (`/data/**`
 * matches `/data` and `/data/a/b`). Empty arrays are `EINVAL`.
 */
export interface PermissionRule<Op extends string = string> {
  mode: PermissionMode;
  operations?: readonly (Op | '*')[];
  /** Resource globs; omitted = `["**"]`. For `fs`: absolute paths, normalised (`//`, `.`, a
   *  trailing `/`) and without `..`; requests are normalised and symlinks resolved before matching. */
  patterns?: readonly string[];
  /** Alias of `patterns` (the spelling `api.md` uses for `fs`). */
  paths?: readonly string[];
}

/** A scope: a plain decision, or rules walked in order where **the last matching rule wins**,
 *  starting from `default` (`"deny"` when absent). */
export type PermissionScope<Op extends string = string> =
  | PermissionMode
  | { default?: PermissionMode; rules?: readonly PermissionRule<Op>[] };

/**
 * `permissions` (`api.md` 7). Denied guest operations fail with `EACCES` (coreutils print
 * "Permission denied"; a denied binding prints `EACCES: blocked by binding.invoke policy for
 * <group>:<command>` and exits 1). Denied host calls (only with `applyToHost`) reject with
 * `AgentOsError` `EACCES: permission denied, <resource>: blocked by <scope>.<operation> policy`.
 */
export interface Permissions {
  /** Resource: the absolute VM path (symlinks resolved; lstat/unlink/rename/symlink judge the
   *  final component itself). Checked on every guest filesystem syscall. */
  fs?: PermissionScope<FsOperation>;
  /** Guest networking (`runtimes.md` 1.1, `docs/network.md`): `dns` on `dns://<hostname>`
   *  (lookups), `http` on `tcp://<host>:<port>` (every connect: `curl`, `wget`, sockets): a name
   *  as the program named it, lowercased; an IP address canonicalised whatever its spelling
   *  (`127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1` and `[::ffff:127.0.0.1]` are all
   *  `tcp://127.0.0.1:<port>`; IPv6 compressed in brackets, `tcp://[::1]:<port>`), so rules must
   *  name addresses in that canonical form, and the connection goes to exactly that address.
   *  A rule naming an address does not apply to a name that resolves to it.
   *  Baseline `'deny'`. Even when allowed, loopback, private, link-local, site-local,
   *  unspecified and multicast addresses (and IPv6 encodings of such IPv4 addresses: mapped,
   *  compatible, NAT64, 6to4) are refused unless a rule names the address literally or (loopback)
   *  its port is in `network.loopbackExemptPorts`. Guests on VM loopback need no rule.
   *  Only `dns` and `http` are checked today: `listen` is accepted but never checked (listeners
   *  are VM-loopback only and need no rule), and `fetch` is accepted but never checked (reserved
   *  for the JS runtimes' request-level `fetch`); a rule listing only those has no effect. */
  network?: PermissionScope<'dns' | 'http' | 'fetch' | 'listen'>;
  /** `spawn` by registered command name (`sh`, `tar`, `agentos-weather`). `sh` and `bash` are
   *  one program: when their modules are identical files, a rule naming either applies to both.
   *  Other names are judged one by one even when one multicall module serves them (`cat` and
   *  `ls` of our coreutils), and a copied stub runs as the command it names. An ad-hoc WASM file in the VM is `wasm:<absolute VM path>`
   *  (symlinks resolved), never its file name, so `/tmp/cat` is not `cat`; `wasm:/**` matches
   *  every ad-hoc module. Checked on every guest spawn; the denied command fails with `EACCES`. */
  childProcess?: PermissionScope<'spawn'>;
  /** `inspect` on `process://snapshot`: the process listings of the host API (so it only
   *  matters with `applyToHost`). */
  process?: PermissionScope<'inspect'>;
  /** `read` by variable name: the environment handed to every process keeps only readable
   *  variables. `write`: `options.env` and per-call `env` variables are dropped when denied. */
  env?: PermissionScope<'read' | 'write'>;
  /** `invoke` on `<group>:<command>`, checked before argument parsing. Names are the CLI's
   *  kebab-case; a pattern may also use the definition's camelCase (`weather:getSecret` is
   *  `weather:get-secret`): both sides are converted the way the registry converts names. */
  binding?: PermissionScope<'invoke'>;
  /** Alias of `binding` (giving both is `EINVAL`). */
  tool?: PermissionScope<'invoke'>;
  /**
   * Apply the policy to the host API too (default `false`: the host is trusted). Then the fs
   * methods check the same fs rules (`writeFile` → `write` + `create_dir` for created parents,
   * `move` → `rename` on both paths, `delete` → `rm`, `stat`/`exists` → `stat`, mounts →
   * `write` + `mount_sensitive`), `exec`/`spawn` check `childProcess`, and the process listings
   * check `process.inspect`.
   */
  applyToHost?: boolean;
}

export interface AgentOsOptions {
  /**
   * WASM command packages, e.g. `[common]` from `@rivet-dev/agent-os-common`. Omitted: the default
   * set, which is `@rivet-dev/agentos-common` (ours, built from this repository's `software/`) when
   * it is installed and built, else `@rivet-dev/agent-os-common` (the published set) when installed,
   * else none (then `exec` rejects `ENOENT: sh is not installed`). `[]` boots with no commands.
   */
  software?: SoftwareInput[];
  /**
   * Merged over the default environment (`HOME=/home/agentos`, `USER`/`LOGNAME=agentos`,
   * `SHELL=/bin/sh`, `PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
   * `LANG=C.UTF-8`, `HOSTNAME=agentos`). Values must be strings (`EINVAL: options.env.X must be a string`).
   * Names starting with `AGENTOS_` / `AGENT_OS_` never reach guests.
   */
  env?: Record<string, string>;
  /**
   * Default working directory of `exec`, absolute. Default `/home/agentos`; created if missing.
   * Note: the published WASM binaries resolve relative paths against `/` regardless (see README).
   */
  cwd?: string;
  limits?: Limits;
  /**
   * Host directory for the on-disk cache of compiled WASM modules (keyed by content hash).
   * Default: chosen by the native core.
   */
  moduleCacheDir?: string;
  /**
   * The backend's functions as guest commands (`bindings-cli.md`): group `weather` with command
   * `forecast` runs as `agentos-weather forecast --city Paris` anywhere a command runs (exec,
   * spawn, pipelines, `$(…)`, xargs). Validated at create: `EINVAL` (names, descriptions > 200
   * characters, schemas that are not objects or not convertible, `execute` not a function,
   * negative `timeout`), `EEXIST` (duplicate group or command).
   */
  bindings?: readonly BindingGroup[];
  /** Older form of {@link AgentOsOptions.bindings} (`toolKit(...)` groups); concatenated with it. */
  toolKits?: readonly (BindingGroup | { name: string; description: string; tools: Record<string, BindingDefinition> })[];
  /**
   * Filesystems attached at create time (`api.md` 2.3). Supported now: the in-memory plugin
   * (`createInMemoryFileSystem()`), host directories (`createHostDirBackend({hostPath})`), as
   * `plugin` or `driver`, and JS drivers ({@link VirtualFileSystem} objects) as `driver`, and
   * `createSandboxFs(...)` from `@rivet-dev/agentos-sandbox` (kind `sandbox_agent`).
   */
  mounts?: readonly MountConfig[];
  /**
   * A sandbox (`sandbox.md` 1): its filesystem mounted at `mountPath` and its process API as the
   * `agentos-sandbox` commands (binding group `sandbox`; a user group of that name → `EEXIST`).
   */
  sandbox?: SandboxOption;
  /**
   * The permission policy (`api.md` 7), enforced in the kernel for every guest operation.
   * Merged over the secure baseline (`runtimes.md` 1.1) `{fs: 'allow', childProcess: 'allow',
   * process: 'allow', env: 'allow', network: 'deny', binding: 'allow'}`: a scope the object does
   * not list keeps the baseline (omitted: the baseline itself); deny one with an explicit `'deny'`.
   * Invalid → `EINVAL` naming the field (`EINVAL: options.permissions.fs.rules[1].operations[0] …`).
   */
  permissions?: Permissions;
  /** Guest networking options; what is reachable at all is `permissions.network`. */
  network?: NetworkOptions;
  /** Unknown keys are ignored (configurations written for other agentOS generations load). */
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// process
// ---------------------------------------------------------------------------------------------

export interface ExecOptions {
  /** Merged over the VM environment for this command. Values must be strings. */
  env?: Record<string, string>;
  /** Working directory (absolute) recorded for the process and exported as `PWD`. */
  cwd?: string;
  /** Written to the shell's stdin, which is then closed. Without it stdin is at EOF immediately. */
  stdin?: string | Uint8Array;
  /** Timeout in ms (alias of `timeoutMs`; `timeoutMs` wins). Default `limits.execTimeoutMs`; 0 = none. */
  timeout?: number;
  /** Timeout in ms. On expiry the process group is killed: `exitCode: 137`, `timedOut: true`. */
  timeoutMs?: number;
  /**
   * Receives the raw stdout bytes. In this version it is called once, after exit, with the whole
   * captured output (not called when there was none); incremental streaming comes with `spawn`.
   */
  onStdout?: (chunk: Uint8Array) => void;
  /** As `onStdout`, for stderr (after WARN-line stripping). */
  onStderr?: (chunk: Uint8Array) => void;
}

export interface ExecResult {
  /** The shell's exit status; `128 + signal` for signal deaths, 134 for a trap/panic, 137 on timeout. */
  exitCode: number;
  /** stdout decoded as UTF-8 (invalid sequences → U+FFFD); at most 16 MiB captured. */
  stdout: string;
  /**
   * stderr decoded as UTF-8, with the published shell's
   * `WARN could not retrieve pid for child process` lines removed; at most 16 MiB captured.
   */
  stderr: string;
  /** `true` when the timeout killed the command. Always present in this version. */
  timedOut?: boolean;
  /** `true` when stdout exceeded 16 MiB and the excess was dropped. Always present in this version. */
  stdoutTruncated?: boolean;
  /** `true` when stderr exceeded 16 MiB and the excess was dropped. Always present in this version. */
  stderrTruncated?: boolean;
}

// ---------------------------------------------------------------------------------------------
// filesystem
// ---------------------------------------------------------------------------------------------

/**
 * `stat` result. `mode` includes the type bits (`0o100000` file, `0o040000` directory,
 * `0o120000` symlink); `size` in bytes; `blocks` in 512-byte units; times in ms since the epoch.
 */
export interface VirtualStat {
  mode: number;
  size: number;
  blocks: number;
  dev: number;
  rdev: number;
  ino: number;
  nlink: number;
  uid: number;
  gid: number;
  atimeMs: number;
  mtimeMs: number;
  ctimeMs: number;
  birthtimeMs: number;
  isDirectory: boolean;
  isFile: boolean;
  isSymbolicLink: boolean;
}

export interface DirEntry {
  /** Absolute VM path. */
  path: string;
  type: 'file' | 'directory' | 'symlink';
  /** Bytes. */
  size: number;
}

export interface ReaddirRecursiveOptions {
  /** `0` = direct children only; omitted = unlimited. */
  maxDepth?: number;
  /** Basenames neither returned nor descended into. */
  exclude?: string[];
}

export interface WriteFileEntry {
  path: string;
  content: string | Uint8Array;
}

export interface WriteFileResult {
  path: string;
  success: boolean;
  /** `"<CODE>: <message>"` when `success` is false. */
  error?: string;
}

export interface ReadFileResult {
  path: string;
  /** `null` when the read failed. */
  content: Uint8Array | null;
  /** `"<CODE>: <message>"` when the read failed. */
  error?: string;
}

/** `vm.filesystem.*`: the same methods as the flat ones on {@link AgentOs}. */
export interface AgentOsFilesystem
  extends Pick<AgentOs, 'readFile' | 'writeFile' | 'writeFiles' | 'readFiles' | 'mkdir' | 'readdir'
    | 'readdirRecursive' | 'stat' | 'lstat' | 'exists' | 'move' | 'listMounts'> {
  /** Same as {@link AgentOs.delete}. */
  remove: AgentOs['delete'];
  /** Same as {@link AgentOs.mountFs}. */
  mount: AgentOs['mountFs'];
  /** Same as {@link AgentOs.unmountFs}. */
  unmount: AgentOs['unmountFs'];
}

/** `vm.process.*`: the same methods as the flat ones on {@link AgentOs}. */
/** An ACP agent program in the VM, e.g. `{command: 'node', args: ['/opt/my-agent/dist/acp.js']}`. */
export interface AgentDescriptor {
  command: string;
  args?: string[];
  env?: Record<string, string>;
}

/** An agent package in `software` (runtimes.md 4), e.g. `@rivet-dev/agentos-pi`: named in `createSession(name)`. */
export interface AgentPackage {
  name: string;
  type: 'agent';
  agent: AgentDescriptor;
  /** Host directories the agent runs from (the api.md 2.2 package `mounts`). */
  mounts?: MountConfig[];
}

/** Options of {@link AgentOs.createSession} (docs/sessions.md). */
export interface CreateSessionOptions {
  /** The agent's working directory (absolute). Default `/home/agentos`. */
  cwd?: string;
  /** Over the agent's own env (API keys: the VM does not inherit the host's `process.env`). */
  env?: Record<string, string>;
  /** ACP MCP server configs, passed to `session/new`. */
  mcpServers?: unknown[];
  /** Appended to the VM's instructions in the agent's system prompt. */
  additionalInstructions?: string;
  /** Do not write or pass `/etc/agentos/instructions.md`. */
  skipOsInstructions?: boolean;
  /** Bound of each handshake step (initialize, session/new or load), ms; default 120000; then `ETIMEDOUT` (agent killed). */
  timeoutMs?: number;
  /** Default bound of one prompt turn, ms; default 600000. */
  promptTimeoutMs?: number;
}

/** A permission request (docs/sessions.md): answer "once" | "always" | "reject". */
export interface PermissionRequest {
  permissionId: string;
  sessionId: string;
  /** Human-readable: the tool and the start of its input. */
  description: string;
  /** The ACP `session/request_permission` params: `{sessionId, toolCall: {toolCallId, title, kind, rawInput}, options}`. */
  params: { sessionId: string; toolCall: { toolCallId: string; title?: string; kind?: string; rawInput?: unknown }; options: Array<{ optionId: string; name: string; kind: string }> };
  toolCall: PermissionRequest['params']['toolCall'];
  options: PermissionRequest['params']['options'];
}
export type PermissionReply = 'once' | 'always' | 'reject';

/** Options of {@link AgentOs.spawn} (`api.md` 4.2). */
export interface SpawnOptions {
  /** Merged over the VM environment; names with `=` or NUL and values with NUL are `EINVAL`. */
  env?: Record<string, string>;
  /** Absolute working directory; must exist (`ENOENT`). Default: the VM's `cwd`. */
  cwd?: string;
  /** Raw stdout chunks, byte-exact, in write order. */
  onStdout?: (chunk: Uint8Array) => void;
  /** Raw stderr chunks, byte-exact, in write order. */
  onStderr?: (chunk: Uint8Array) => void;
  /** Called once with the exit code, after the output was delivered. */
  onExit?: (exitCode: number) => void;
  /** Accepted for compatibility; stdin is always a pipe open until `closeProcessStdin`. */
  streamStdin?: boolean;
}

/** A process started with `spawn` (`api.md` 4.3). */
export interface ProcessSummary {
  pid: number;
  command: string;
  args: string[];
  running: boolean;
  exitCode: number | null;
}

/** Any kernel process, running or exited within the last 60 s (`api.md` 4.3). Times in ms since the epoch. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  sid: number;
  command: string;
  args: string[];
  cwd: string;
  status: 'running' | 'exited';
  exitCode: number | null;
  startTime: number;
  exitTime: number | null;
  driver: 'wasm' | 'binding';
}

/** {@link ProcessInfo} with its children; roots are processes whose parent is init or no longer listed. */
export interface ProcessTreeNode extends ProcessInfo {
  children: ProcessTreeNode[];
}

/** Namespaced process methods (`vm.process.*`), same behaviour as the flat ones. */
export interface AgentOsProcess extends Pick<AgentOs, 'exec' | 'spawn'> {
  writeStdin: AgentOs['writeProcessStdin'];
  closeStdin: AgentOs['closeProcessStdin'];
  wait: AgentOs['waitProcess'];
  list: AgentOs['listProcesses'];
  listAll: AgentOs['allProcesses'];
  tree: AgentOs['processTree'];
  get: AgentOs['getProcess'];
  stop: AgentOs['stopProcess'];
  kill: AgentOs['killProcess'];
}

// ---------------------------------------------------------------------------------------------
// AgentOs
// ---------------------------------------------------------------------------------------------

/** A mount plugin descriptor (`api.md` 2.3). */
export interface PluginDescriptor {
  id: 'memory' | 'host_dir' | 'sandbox_agent' | (string & {});
  config: Record<string, unknown>;
}

/**
 * Metadata a {@link VirtualFileSystem} returns from `stat`/`lstat` (a Node `fs.Stats` works too).
 * The type comes from `isSymbolicLink`/`isDirectory`/`isFile` (booleans or methods), else from the
 * type bits of `mode`, else "file". Missing numbers default: permission bits 0o644 (0o755 for
 * directories), size 0, `ino` a stable hash of the path, times 0 (ms since the epoch).
 */
export interface DriverStat {
  /** `st_mode`; only the permission bits (`0o7777`) and, as a fallback, the type bits are used. */
  mode?: number;
  /** Bytes. */
  size?: number;
  ino?: number;
  nlink?: number;
  atimeMs?: number;
  mtimeMs?: number;
  ctimeMs?: number;
  birthtimeMs?: number;
  isFile?: boolean | (() => boolean);
  isDirectory?: boolean | (() => boolean);
  isSymbolicLink?: boolean | (() => boolean);
}

/**
 * A JS mount driver (`api.md` 2.3): any object with these async methods, mounted with
 * `mounts: [{path, driver}]` or {@link AgentOs.mountFs}. Guests and the host API both reach it.
 *
 * - Paths are relative to the mount point but absolute in form (`/` = the mount root), normalised.
 * - Calls run on Node's event loop (never blocking it); the guest or host call that caused them
 *   waits on its own thread. Each call must settle within the mount's `timeoutMs` (default 30000 ms),
 *   otherwise the operation fails with `EIO` ("did not settle") and the late result is ignored.
 * - Errors: a thrown/rejected error whose `code` is an errno name (`ENOENT`, `EACCES`, `ENOSPC`, …)
 *   becomes that errno; anything else becomes `EIO`. The host API's `AgentOsError` message includes
 *   the driver's message; guests see the errno only.
 * - A missing method makes the operations that need it fail with `ENOSYS` (`mkdir` for `mkdir`,
 *   `symlink` for `ln -s`, `utimes` for setting times (`tar x` does), `chmod`, …).
 * - Files are whole-file: opening a file for reading calls `readFile` once and serves reads from
 *   that copy; writes are buffered and uploaded with one `writeFile(path, wholeContents)` when the
 *   guest closes the file (or calls fsync) and on every host `writeFile`. Creating or truncating a
 *   file calls `writeFile(path, empty)` at once, so a driver that refuses writes fails the `open`.
 *   A rejection of the upload at close is the `close`'s error (the published guest commands ignore
 *   close errors: see README "Known limits"). Opened files are not counted in `maxFilesystemBytes`.
 * - The kernel resolves symlinks; a driver without `lstat` never shows any (its `stat` is used and
 *   one `stat` per path suffices for lookups; with `lstat` each path component is looked up).
 */
export interface VirtualFileSystem {
  /** Whole contents (`Uint8Array`, or a string as UTF-8). `ENOENT`, `EISDIR`. */
  readFile(path: string): Promise<Uint8Array | string>;
  /** Creates or replaces the file with exactly `data`. The parent exists (the kernel checked). */
  writeFile(path: string, data: Uint8Array): Promise<void>;
  /** Names of the entries (without `.`/`..`); each entry's type comes from `stat`. Alias: `readdir`. */
  readDir?(path: string): Promise<string[]>;
  readdir?(path: string): Promise<string[]>;
  /** Preferred over `readDir` when present: entries with their types (`{name, isDirectory, …}`). */
  readDirWithTypes?(path: string): Promise<(DriverStat & { name: string })[]>;
  /** Metadata, following symlinks. `ENOENT`, `ENOTDIR`. */
  stat(path: string): Promise<DriverStat>;
  /** Metadata of a symlink itself; enables symlinks in this mount. */
  lstat?(path: string): Promise<DriverStat>;
  /** Creates one directory (`recursive` is always false: the kernel creates parents one by one). `EEXIST`. */
  mkdir(path: string, options: { recursive?: boolean }): Promise<void>;
  /** Removes a file. */
  removeFile(path: string): Promise<void>;
  /** Removes an empty directory. `ENOTEMPTY`. */
  removeDir(path: string): Promise<void>;
  /** rename(2) within this mount (replacing a file at `to`). */
  rename(from: string, to: string): Promise<void>;
  /** Part of the interface; the kernel answers existence questions with `stat`. */
  exists?(path: string): Promise<boolean>;
  symlink?(target: string, path: string): Promise<void>;
  readlink?(path: string): Promise<string>;
  /** Hard link `to` naming the file at `path`. */
  link?(path: string, to: string): Promise<void>;
  /** Permission bits (`0o7777`). */
  chmod?(path: string, mode: number): Promise<void>;
  /** Times in ms since the epoch. */
  utimes?(path: string, atimeMs: number, mtimeMs: number): Promise<void>;
}

/** A mount: exactly one of `driver`/`plugin` (a `driver` holding `{id, config}` is a plugin). */
/** The `sandbox` option of {@link AgentOsOptions}. Exactly one of `provider` and `client` (`EINVAL` otherwise). */
export interface SandboxOption {
  /** `local()` or `docker()` from `@rivet-dev/agentos-sandbox`. Started
   * lazily on the first mount operation or `agentos-sandbox` command, stopped after `idleTimeoutMs`
   * without use and started again on the next use, always destroyed with the VM. */
  provider?: { readonly kind: string };
  /** A running Sandbox Agent server the caller owns: a `SandboxAgent` SDK instance or `{baseUrl, token?, headers?}`. */
  client?: { baseUrl: string; token?: string; headers?: Record<string, string>; defaultHeaders?: Record<string, string>; dispose?(): unknown };
  /** VM mount point. Default `/mnt/sandbox`. */
  mountPath?: string;
  /** Sandbox directory the mount root maps to (alias `basePath`). Default `/` (client), the
   * private workdir (`local()`), also the default cwd of `agentos-sandbox` commands. */
  sandboxRoot?: string;
  basePath?: string;
  /** Per HTTP request, ms. Default 30000. */
  timeoutMs?: number;
  /** Largest file the mount buffers whole, bytes (larger → `EFBIG`). Default 16 MiB. */
  maxFullReadBytes?: number;
  /** Provider form: destroy the sandbox after this long without traffic, ms; 0 = never. Default 300000. */
  idleTimeoutMs?: number;
  /** Provider start + health check budget, ms. Default 20000. Exceeded → the triggering operation
   * fails (`EIO`, message `SandboxStartupError: …`). */
  startupTimeoutMs?: number;
  /** Mount read-only (`EROFS` without contacting the server); commands unaffected. */
  readOnly?: boolean;
  /** Client form only: `true` → call `client.dispose()` when the VM is disposed; a function → called. */
  dispose?: boolean | (() => unknown);
}

export interface MountConfig {
  /** Absolute mount point; created in the parent if missing. `/` → `EINVAL`. */
  path: string;
  plugin?: PluginDescriptor;
  driver?: PluginDescriptor | VirtualFileSystem;
  /** Every mutation fails with `EROFS` without reaching the filesystem. Default false. */
  readOnly?: boolean;
  /** JS drivers only: ms each driver call may take before it fails with `EIO`. Default 30000. */
  timeoutMs?: number;
}

/** One entry of `listMounts()`. */
export interface MountInfo {
  path: string;
  kind: 'memory' | 'host_dir' | 'sandbox_agent' | 'js';
  readOnly: boolean;
  /**
   * Only on the `sandbox` option's mount with the `local()` provider: the isolation in effect —
   * `"bwrap"` (the default where bubblewrap is installed and works) or `"none"` (the server runs as
   * this Node process's user with the host's filesystem; see README "Sandbox isolation").
   */
  isolation?: 'bwrap' | 'none';
}

/** The in-memory filesystem plugin `{id: "memory", config: {}}`; its bytes count toward `limits.maxFilesystemBytes`. */
export declare function createInMemoryFileSystem(): PluginDescriptor;

/**
 * A host directory as a mount plugin `{id: "host_dir", config: {hostPath, readOnly}}` (`api.md` 2.3).
 * `hostPath` must be an absolute host path to an existing directory (`ENOENT`/`ENOTDIR` at mount).
 * Everything is confined beneath it: `..` and symlink escapes fail with `EACCES` (symlinks are
 * resolved as VM paths). Read-only unless `readOnly: false` (then writes reach the host directory).
 * Host safety: files and directories the VM creates, `chmod`s or extracts there never get setuid,
 * setgid or sticky bits (the mode is masked to `0o777`); FIFOs, sockets and device nodes in the
 * host directory are listed but cannot be opened (`ENXIO`, without blocking).
 */
export declare function createHostDirBackend(options: { hostPath: string; readOnly?: boolean }): PluginDescriptor;

/** One isolated VM. Create it with {@link AgentOs.create}; release it with {@link AgentOs.dispose}. */
export declare class AgentOs {
  private constructor();

  /**
   * Boots a VM: in-memory root filesystem (`/bin /etc /home/agentos /tmp /usr …`, `/etc/hostname`
   * = `agentos`), the command registry built from `software` (a stub `/bin/<name>` per command).
   *
   * Rejects:
   * - `EINVAL` — invalid option shape; the message names the option path
   *   (`EINVAL: options.env.FOO must be a string`), or an invalid command name.
   * - `ENOENT` — a command file or `commandDir` does not exist; `ENOEXEC` — a command file is not WASM.
   * - `ENOSYS` — a feature that is not implemented yet was requested (`sandbox_agent` mounts,
   *   `sandbox`).
   */
  static create(options?: AgentOsOptions): Promise<AgentOs>;
  /**
   * Compiles the modules of a software set (descriptors as for `create`, or absolute module paths)
   * ahead of time into the on-disk module cache, so no exec compiles them.
   */
  static precompile(software: unknown, options?: { moduleCacheDir?: string }): { compiled: number; cached: number };

  /** Namespaced filesystem methods. */
  readonly filesystem: AgentOsFilesystem;
  /** Namespaced process methods. */
  readonly process: AgentOsProcess;

  /**
   * Runs `sh -c <command>` and waits for it (background jobs keep running).
   * Rejects `ENOENT` if no `sh` is registered, `EINVAL` on bad options.
   * A failing command is not a rejection: look at `exitCode` (127 = command not found).
   */
  exec(command: string, options?: ExecOptions): Promise<ExecResult>;
  /**
   * Starts `command args…` without a shell: resolved through `PATH` of the effective environment,
   * then the command registry. Returns at once. The process leads a new process group. Throws
   * `ENOENT` (unknown command or cwd), `EACCES`, `EAGAIN` (process limit), `EINVAL` (options).
   * The `cwd` is checked on the calling (JS) thread only when it is in memory; a `cwd` on a
   * host-directory, JS-driver or sandbox mount is checked by the started process before it runs
   * the command (the JS thread never waits for the mount): a missing or unreachable one then ends
   * the process with exit status 1 and `<command>: cannot change to directory '<cwd>': <CODE>: …`
   * on its stderr instead of a throw. A command named by a path on such a mount is still resolved
   * on the calling thread.
   */
  spawn(command: string, args?: string[], options?: SpawnOptions): { pid: number };
  /** Writes to stdin (blocks in the background while the 16 MiB pipe is full). Rejects (never throws) with `EPIPE` after `closeProcessStdin` or once the process exited, `ESRCH` for an unknown pid. */
  writeProcessStdin(pid: number, data: string | Uint8Array): Promise<void>;
  /** Closes stdin: the process reads EOF. Throws `ESRCH`. */
  closeProcessStdin(pid: number): void;
  /** Subscribes to stdout chunks; chunks produced before the first subscriber (up to 1 MiB) are delivered to it. Returns an unsubscribe function. */
  onProcessStdout(pid: number, handler: (chunk: Uint8Array) => void): () => void;
  /** As {@link AgentOs.onProcessStdout}, for stderr. */
  onProcessStderr(pid: number, handler: (chunk: Uint8Array) => void): () => void;
  /** Called once with the exit code after the output was delivered; on the next tick if already exited. */
  onProcessExit(pid: number, handler: (exitCode: number) => void): () => void;
  /** Resolves with the exit code (`128 + signal` for signal deaths). Rejects `ESRCH`. */
  waitProcess(pid: number): Promise<number>;
  /** SIGTERM to the process group of `pid` (143); a no-op once exited. Throws `ESRCH`. */
  stopProcess(pid: number): void;
  /** SIGKILL to the process group of `pid` (137, within one 10 ms epoch tick even in a busy loop). Throws `ESRCH`. */
  killProcess(pid: number): void;
  /** Processes started with `spawn` (newest 1000). */
  listProcesses(): ProcessSummary[];
  /** Every kernel process, guest children included. */
  allProcesses(): ProcessInfo[];
  /** {@link AgentOs.allProcesses} as a forest. */
  processTree(): ProcessTreeNode[];
  /** One process. Throws `ESRCH` with message `ESRCH: Process not found: <pid>`. */
  getProcess(pid: number): ProcessSummary;

  /** Reads a whole file. Rejects `ENOENT`, `EISDIR`, `EACCES`. */
  readFile(path: string): Promise<Uint8Array>;
  /**
   * Creates or truncates a file; missing parent directories are created (mode 0755).
   * Rejects `EISDIR` (path is a directory), `ENOTDIR` (a parent is a file), `EROFS`, `ENOSPC`.
   */
  writeFile(path: string, content: string | Uint8Array): Promise<void>;
  /** Writes in order; never rejects for a single entry. Rejects `EINVAL` only if `entries` is not an array. */
  writeFiles(entries: WriteFileEntry[]): Promise<WriteFileResult[]>;
  /** Reads in order; per-entry errors. Rejects `EINVAL` only if `paths` is not an array. */
  readFiles(paths: string[]): Promise<ReadFileResult[]>;
  /**
   * Non-recursive: rejects `EEXIST` (exists), `ENOENT` (missing parent).
   * Recursive: succeeds if the directory exists; `EEXIST`/`ENOTDIR` if a component is a file.
   */
  mkdir(path: string, options?: { recursive?: boolean }): Promise<void>;
  /** Names sorted byte-wise, without `.`/`..`. Rejects `ENOENT`, `ENOTDIR`. */
  readdir(path: string): Promise<string[]>;
  /** Entries below `path`, sorted by path; symlinks are not followed. Rejects `ENOENT`, `ENOTDIR`. */
  readdirRecursive(path: string, options?: ReaddirRecursiveOptions): Promise<DirEntry[]>;
  /** Follows symlinks. Rejects `ENOENT`. */
  stat(path: string): Promise<VirtualStat>;
  /** Does not follow a final symlink. Rejects `ENOENT`. */
  lstat(path: string): Promise<VirtualStat>;
  /** `false` for `ENOENT`/`ENOTDIR`; other errors reject. */
  exists(path: string): Promise<boolean>;
  /** rename(2): replaces a file or an empty directory; rejects `ENOENT`, `ENOTEMPTY`, `EISDIR`, `ENOTDIR`. */
  move(from: string, to: string): Promise<void>;
  /** Removes a file or directory. Rejects `ENOENT` (missing), `ENOTEMPTY` (non-empty directory without `recursive`). */
  delete(path: string, options?: { recursive?: boolean }): Promise<void>;
  /** Alias of {@link AgentOs.delete}. */
  deleteFile(path: string, options?: { recursive?: boolean }): Promise<void>;
  /** Alias of {@link AgentOs.delete}. */
  remove(path: string, options?: { recursive?: boolean }): Promise<void>;


  // ----- agent sessions (runtimes.md 4; lib/sessions.js, docs/sessions.md) -----
  /** Starts an agent as a VM process and opens an ACP session (`initialize`, `session/new`).
   *  `agent`: an installed agent package's name (`"pi"` with `@rivet-dev/agentos-pi` in `software`),
   *  that package, or a descriptor. Writes `/etc/agentos/instructions.md` first. Errors: an agent
   *  that is not installed `ENOENT` (the message names the package); bad options or descriptor
   *  `EINVAL`; a failed handshake `EIO` (agent killed; the message has its exit code and stderr tail);
   *  no answer within `timeoutMs` `ETIMEDOUT`. */
  createSession(agent: string | AgentPackage | AgentDescriptor, options?: CreateSessionOptions): Promise<{ sessionId: string; capabilities: Record<string, unknown>; agentInfo: { name: string; version?: string; title?: string } | null }>;
  /** `session/prompt`; resolves `{stopReason, text}` (`text`: the agent's message of this turn).
   *  Closed or unknown session `ENOENT`; past `options.timeoutMs` (default the session's
   *  `promptTimeoutMs`) the turn is cancelled and the call rejects `ETIMEDOUT`; an agent that exits
   *  during the turn, or whose model request failed (LLM endpoint down, refused by the network
   *  policy, an error answer), `EIO` with the agent's message. A session adopted from an earlier VM starts its agent again first. */
  prompt(sessionId: string, content: string | unknown[], options?: { timeoutMs?: number }): Promise<{ stopReason: string; text: string }>;
  /** The reference's name for {@link AgentOs.prompt}. */
  sendPrompt(sessionId: string, content: string | unknown[], options?: { timeoutMs?: number }): Promise<{ stopReason: string; text: string }>;
  /** Each transcript entry as it happens: `session/update` payloads (message chunks, tool calls and
   *  their updates, plans) and agentOS's own entries (`user_message`, `permission_request`,
   *  `permission_response`, `turn_end`). Returns an unsubscribe function. */
  onSessionEvent(sessionId: string, handler: (update: any) => void): () => void;
  /** Decides the session's permission requests: return a reply, or undefined and answer later
   *  with {@link AgentOs.respondPermission}; unanswered after 120 s = "reject". Without a
   *  handler every request is allowed (the VM's policy still judges what the tool does). */
  onPermissionRequest(sessionId: string, handler: ((request: PermissionRequest) => PermissionReply | undefined | Promise<PermissionReply | undefined>) | null): void;
  /** Answers a pending request; unknown `permissionId` `ENOENT`, bad reply `EINVAL`. */
  respondPermission(sessionId: string, permissionId: string, reply: PermissionReply): void;
  /** `session/cancel`: the running prompt resolves with `cancelled`. */
  cancelSession(sessionId: string): Promise<void>;
  /** The reference's name for {@link AgentOs.cancelSession}. */
  cancelPrompt(sessionId: string): Promise<void>;
  /** Kills the agent process; the transcript stays readable. */
  closeSession(sessionId: string): Promise<void>;
  listSessions(): Array<{ sessionId: string; agent: string; pid: number | null; cwd: string; closed: boolean; running: boolean }>;
  /** The transcript so far, oldest first (at most the newest 20,000 entries). */
  getSessionEvents(sessionId: string): any[];
  /** Every session as plain data (agent, options including `env`, transcript) for {@link AgentOs.adoptSessions}. */
  exportSessions(): unknown[];
  /** Takes over sessions exported from an earlier VM; each one's agent starts again at its next
   *  prompt and resumes with `session/load` where the agent supports it. */
  adoptSessions(sessions: unknown[]): void;
  /**
   * Shuts the VM down (processes killed, memory released). Idempotent: later calls return the
   * same promise. Afterwards every method rejects with `EDISPOSED`.
   */
  dispose(): Promise<void>;
  /**
   * Mounts `plugin` or a JS driver at `path` (`api.md` 2.3). Rejects `EINVAL` for `/`, a relative
   * path or an object that is neither a driver nor a plugin, `EEXIST` when `path` is already a mount
   * point, `ENOSYS` for kinds not implemented yet (`memory`, `host_dir` and JS drivers are).
   * `options.timeoutMs`: JS drivers only, see {@link MountConfig.timeoutMs}.
   */
  mountFs(path: string, plugin: PluginDescriptor | VirtualFileSystem, options?: { readOnly?: boolean; timeoutMs?: number }): Promise<void>;
  /** Detaches the mount at `path`: `EINVAL` when it is not a mount point, `EBUSY` when it has child mounts. */
  unmountFs(path: string): Promise<void>;
  /** Every mount except the root, sorted by path. */
  listMounts(): Promise<MountInfo[]>;

  /**
   * One HTTP/1.1 request to a guest server listening on VM loopback `port` (`runtimes.md` 1.3;
   * no host socket, no policy check: only this VM's host reaches its loopback). `request`: a
   * WHATWG `Request` (its URL's host is ignored; path and query are used), a path string, or
   * {@link FetchRequestInit}. Resolves a `Response` with the whole body. Rejects `ECONNREFUSED`
   * when nothing listens on `port`, `EINVAL` for a bad port or request, `ETIMEDOUT` when the
   * server does not answer within `limits.execTimeoutMs` (30 s when that is 0), `EPROTO`
   * (`malformed response (<reason>)`) for a response that is not valid HTTP/1.1 (garbage, a bad
   * status line, a head over the parser's limits, a malformed chunked body), `ECONNRESET`
   * (`socket hang up (<reason>)`) when the server closes before the response is complete, and
   * `EFBIG` when the response body is over 256 MiB (at once for a larger `content-length`; a
   * chunked or close-delimited body as soon as it passes 256 MiB, nothing past the cap is
   * buffered). Over the actor the action answers `{status, headers, body}`.
   */
  fetch(port: number, request?: Request | URL | string | FetchRequestInit): Promise<Response>;
  /** Namespaced network methods (`network.fetch` is {@link AgentOs.fetch}). */
  readonly network: { fetch: AgentOs['fetch'] };

  /**
   * Code mode (`runtimes.md` 2, `docs/code-mode.md`): source run by the VM's `node` as a guest
   * process (permissions, limits, `timeoutMs` apply). `typescript.*` strips types first (no type
   * checking). Never rejects for what the code did: see {@link CodeResult}.
   */
  readonly javascript: CodeRuntime & { readonly typescript: CodeRuntime };
  /** The same as `javascript.typescript`. */
  readonly typescript: CodeRuntime;
  /** Code mode in the VM's `python3` (`runtimes.md` 3); `inputs` is the global `inputs`. */
  readonly python: CodeRuntime;
}

/** `vm.javascript`, `vm.typescript`, `vm.python`. */
export interface CodeRuntime {
  /**
   * Runs `source` and answers its value as JSON: a script's last expression (awaited when it is a
   * promise or coroutine), a JavaScript module's default export. `undefined`, functions, symbols,
   * BigInts, NaN in Python and circular values end with `outcome: "failed"` and error code
   * `evaluation_serialization_failed`. Rejects `EINVAL` for a non-string source or bad options,
   * `EDISPOSED` after dispose.
   */
  evaluate<T = unknown>(source: string, options?: CodeOptions): Promise<CodeResult<T>>;
  /** Runs `source` as a program (like `node -e` / `python3 -c`), capturing its output. */
  execute(source: string, options?: CodeOptions): Promise<CodeResult<undefined>>;
}

export interface CodeOptions {
  /** Any JSON value, delivered parsed as `globalThis.inputs` (JavaScript) or `inputs` (Python); never interpolated into the source. Default `null`. */
  inputs?: unknown;
  /** Extra environment variables. */
  env?: Record<string, string>;
  /** Working directory in the VM (default: `exec`'s). Bare `require`/`import` resolve from here. */
  cwd?: string;
  /** Wall-clock limit in ms (`outcome: "timed_out"` after it; 0 = the VM's exec limit). Alias `timeout`. */
  timeoutMs?: number;
  /** `process.argv.slice(2)` / `sys.argv[1:]`. */
  args?: string[];
  /** Absolute VM path naming the source for stack traces and resolution (the file is not read). */
  filePath?: string;
  /** JavaScript only: `module` (ESM: the value is the default export) or `commonjs` (a script). Default: `module` when the source has `import`/`export` statements. */
  format?: 'module' | 'commonjs';
}

/**
 * One code-mode result. `outcome`: `succeeded` (exit status 0 and, for `evaluate`, a JSON value);
 * `failed` (`error.code`: `execution_failed` for an uncaught error or a non-zero exit,
 * `evaluation_serialization_failed`, `runtime_not_found` when `node`/`python3` is not installed);
 * `timed_out` (`error.code` `execution_timed_out`). Output is captured as `exec` captures it.
 */
export interface CodeResult<T> {
  outcome: 'succeeded' | 'failed' | 'timed_out';
  /** Present when `outcome` is `succeeded` and the call was `evaluate`. */
  value?: T;
  error?: { code: string; name: string; message: string; stack?: string };
  exitCode: number;
  stdout: string;
  stderr: string;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
}

/** The plain-object form of a `vm.fetch` request. */
export interface FetchRequestInit {
  /** Default `GET`; `get`, `post`, … are upper-cased as fetch does (other methods are sent as given). */
  method?: string;
  /** Path and query, starting with `/` (default `/`). */
  path?: string;
  /** Framing headers (`content-length`, `transfer-encoding`, `connection`, `keep-alive`, `te`,
   *  `trailer`, `upgrade`) are dropped: the client derives them from `body`. */
  headers?: Record<string, string> | readonly (readonly [string, string])[] | Headers;
  body?: string | Uint8Array | ArrayBuffer;
}

/**
 * `options.network` (`runtimes.md` 1.1, `docs/network.md`): how guests reach the network that
 * `permissions.network` allows.
 */
export interface NetworkOptions {
  /** Loopback ports (1–65535) of the host that allowed connects may reach despite the SSRF guard. */
  loopbackExemptPorts?: readonly number[];
  /** Extra trusted root certificates, PEM text, added to the webpki roots for guest TLS.
   *  Unparsable → `EINVAL` naming `options.network.caCerts[i]`. */
  caCerts?: readonly string[];
  /** Open sockets per VM (default 256); beyond, `socket()` fails with `ENFILE`. */
  maxSockets?: number;
  /** Connect timeout in ms (default 30000); a guest connect then fails with `ETIMEDOUT`. */
  connectTimeoutMs?: number;
}

// ---------------------------------------------------------------------------------------------
// Bindings (bindings-cli.md)
// ---------------------------------------------------------------------------------------------

/** What `execute` receives besides its input (`bindings-cli.md` 8). */
export interface BindingContext {
  /** Aborts on timeout, when the calling process is killed, and on VM dispose. */
  signal: AbortSignal;
  /** pid of the calling guest process (the binding command itself). */
  pid: number;
  /** Group and command names, kebab-case. */
  group: string;
  command: string;
  /** Working directory of the calling process. */
  cwd: string;
}

export interface BindingDefinition<Input = any> {
  /** 1-200 characters. */
  description: string;
  /**
   * A Zod schema (zod >= 4.2: converted with its own `toJSONSchema`, then `safeParse`d before
   * `execute`) or a plain JSON Schema object describing an object. Default: an empty object schema.
   */
  inputSchema?: unknown;
  /**
   * Runs on the JS thread while the guest process blocks. The resolved value is printed as
   * `{"ok":true,"result":<value>}` (exit 0); a throw/rejection prints its message on stderr (exit 1);
   * a value that is not JSON-serialisable or larger than 16 MiB as JSON fails the call (exit 1).
   */
  execute(input: Input, ctx: BindingContext): unknown;
  /** Shown by `--help`. */
  examples?: Array<{ description: string; input: unknown }>;
  /** ms; default 30000; 0 = none. On expiry the guest gets exit 1 and `ctx.signal` aborts. */
  timeout?: number;
}

export interface BindingGroup {
  name: string;
  description: string;
  bindings: Record<string, BindingDefinition>;
}

/** Maps the older toolkit shape `{name, description, tools}` to a {@link BindingGroup}. */
export declare function toolKit(kit: { name: string; description: string; tools: Record<string, BindingDefinition> }): BindingGroup;

/** Identity: returns `def` unchanged (older name of a binding definition). */
export declare function hostTool<T extends BindingDefinition>(def: T): T;
