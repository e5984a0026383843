//! napi glue for `@rivet-dev/agentos`: JS ⇄ Rust type conversion and spawning blocking work off
//! the JS thread. No VM logic lives here (see `crates/kernel` and `crates/wasi-host`).
//!
//! Errors cross as JS `Error`s whose message starts with the errno name (`"ENOENT: …"`), in Node
//! style with `, <syscall> '<path>'` when known; `index.js` turns them into `AgentOsError`s. Every
//! entry point catches panics: none crosses into Node.

#![deny(clippy::all)]

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use agentos_kernel::path::validate_absolute;
use agentos_kernel::permissions::Policy;
use agentos_kernel::vfs::{FileType, Stat};
use agentos_kernel::{Errno, KernelConfig};
use agentos_wasi_host::vm::ProcessEvent;
use agentos_wasi_host::{CommandSpec, ExecOptions, HostError, Tier, Vm, VmConfig};
use napi::bindgen_prelude::*;
use napi::threadsafe_function::ThreadsafeFunctionCallMode;
use napi_derive::napi;

fn js_error(e: HostError) -> Error {
    Error::new(Status::GenericFailure, e.message)
}

fn disposed() -> Error {
    Error::new(
        Status::GenericFailure,
        "EDISPOSED: the VM has been disposed",
    )
}

/// Runs blocking VM work on tokio's blocking pool; a panic becomes an `EIO` error.
async fn blocking<T, F>(f: F) -> Result<T>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T> + Send + 'static,
{
    match tokio::task::spawn_blocking(move || {
        agentos_kernel::driver_fs::clear_last_error();
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
    })
    .await
    {
        Ok(Ok(r)) => r,
        Ok(Err(_)) | Err(_) => Err(Error::new(
            Status::GenericFailure,
            "EIO: internal error (panic) in the agentOS core",
        )),
    }
}

/// Largest file (bytes) that `readFileNow`/`writeFileNow` copy on Node's JS thread; larger
/// files go through a worker thread so that the event loop never stalls on one copy.
const INLINE_MAX_BYTES: usize = 256 * 1024;

/// Runs host-API operation `f` on the calling (JS) thread under
/// [`agentos_kernel::kernel::nonblocking`]: `Ok(None)` when it would have entered a mount that
/// may block (host directory, JS driver, sandbox); the caller then runs it on a worker with
/// [`blocking`]. In-memory operations take microseconds, where a worker round trip costs a
/// thread handoff each way (issue 6: a 1 KiB `writeFile` + `readFile` pair 0.39 ms → see the
/// README's Performance section). A panic becomes an `EIO` error, as in [`blocking`].
fn now<T>(f: impl FnOnce() -> Result<T>) -> Result<Option<T>> {
    // The JS thread's last driver error (from a failed synchronous call) must not be appended to
    // this call's error.
    agentos_kernel::driver_fs::clear_last_error();
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        agentos_kernel::kernel::nonblocking(f)
    })) {
        Ok(Some(r)) => r.map(Some),
        Ok(None) => Ok(None),
        Err(_) => Err(Error::new(
            Status::GenericFailure,
            "EIO: internal error (panic) in the agentOS core",
        )),
    }
}

/// A command to register (`software` flattened by the JS layer).
#[napi(object)]
pub struct NativeCommand {
    pub name: String,
    /// Host path of the WASM file.
    pub path: String,
    /// `full` | `read-write` | `read-only` | `isolated` (default `full`).
    pub tier: Option<String>,
    /// Host path of the file to run when `path` does not exist (an `aliasOf` command of a
    /// multicall package runs its target's file).
    pub fallback: Option<String>,
}

/// Resource limits (`api.md` section 8). Byte values are bytes; times are ms.
#[napi(object)]
pub struct NativeLimits {
    pub max_processes: Option<u32>,
    pub max_open_fds: Option<u32>,
    pub max_filesystem_bytes: Option<f64>,
    pub max_inode_count: Option<f64>,
    pub max_pipe_bytes: Option<f64>,
    pub max_wasm_memory_bytes: Option<f64>,
    pub exec_timeout_ms: Option<f64>,
    pub cpu_time_limit_ms: Option<f64>,
    /// Wasmtime fuel per process; ≥ 1.
    pub max_wasm_fuel: Option<f64>,
    /// Bytes one open driver/sandbox file may hold in memory (`EFBIG` beyond).
    pub max_driver_file_bytes: Option<f64>,
    /// Bytes all open driver/sandbox files of the VM may hold in memory (`ENOSPC` beyond).
    pub max_driver_buffer_bytes: Option<f64>,
}

/// One binding command (`bindings-cli.md` section 1), its schema already JSON Schema.
#[napi(object)]
pub struct NativeBindingCommand {
    /// The key as written (camelCase allowed; converted to kebab-case in Rust).
    pub name: String,
    pub description: String,
    /// The input JSON Schema as JSON text.
    pub schema: String,
    /// `[{description, input}]` as JSON text.
    pub examples: Option<String>,
    /// ms; 0 = none; default 30000.
    pub timeout_ms: Option<f64>,
    /// Fill in `default`s of absent properties (plain JSON schemas).
    pub fill_defaults: Option<bool>,
    /// The JS layer's id for the `execute` function.
    pub handler: u32,
}

/// One binding group.
#[napi(object)]
pub struct NativeBindingGroup {
    pub name: String,
    pub description: String,
    pub commands: Vec<NativeBindingCommand>,
}

/// A message to the JS binding dispatcher: `kind` `invoke` (run handler `handler` with `input`,
/// JSON text) or `abort` (the caller of call `id` gave up: timeout, signal, dispose).
#[napi(object)]
pub struct NativeBindingCall {
    pub kind: String,
    pub id: f64,
    pub handler: u32,
    pub group: String,
    pub command: String,
    pub input: String,
    pub pid: u32,
    pub cwd: String,
}

/// Delivers binding calls to JS; never blocks the calling guest thread (unbounded queue: at most
/// two entries per running binding process, which `maxProcesses` bounds). Weak: an idle VM does
/// not keep Node's event loop alive.
type BindingFn = napi::threadsafe_function::ThreadsafeFunction<
    NativeBindingCall,
    (),
    NativeBindingCall,
    Status,
    false,
    true,
    0,
>;

struct JsBindingHost {
    tsfn: BindingFn,
}

impl JsBindingHost {
    fn send(&self, call: NativeBindingCall) -> std::result::Result<(), String> {
        match self
            .tsfn
            .call(call, ThreadsafeFunctionCallMode::NonBlocking)
        {
            Status::Ok => Ok(()),
            other => Err(format!(
                "binding dispatcher unavailable ({other:?}): the VM is shutting down"
            )),
        }
    }
}

impl agentos_wasi_host::BindingHost for JsBindingHost {
    fn invoke(&self, call: agentos_wasi_host::BindingCall) -> std::result::Result<(), String> {
        self.send(NativeBindingCall {
            kind: "invoke".into(),
            id: call.id as f64,
            handler: call.handler as u32,
            group: call.group,
            command: call.command,
            input: call.input,
            pid: call.pid,
            cwd: call.cwd,
        })
    }

    fn abort(&self, id: u64) {
        let _ = self.send(NativeBindingCall {
            kind: "abort".into(),
            id: id as f64,
            handler: 0,
            group: String::new(),
            command: String::new(),
            input: String::new(),
            pid: 0,
            cwd: String::new(),
        });
    }
}

fn binding_specs(groups: Vec<NativeBindingGroup>) -> Result<Vec<agentos_bindings::GroupSpec>> {
    let bad = |what: String| Error::new(Status::InvalidArg, format!("EINVAL: {what}"));
    groups
        .into_iter()
        .map(|g| {
            let commands = g
                .commands
                .into_iter()
                .map(|c| {
                    let schema = serde_json::from_str(&c.schema).map_err(|e| {
                        bad(format!(
                            "binding {}:{} inputSchema is not JSON: {e}",
                            g.name, c.name
                        ))
                    })?;
                    let examples = match c.examples.as_deref() {
                        None => Vec::new(),
                        Some(text) => match serde_json::from_str(text) {
                            Ok(serde_json::Value::Array(a)) => a,
                            _ => {
                                return Err(bad(format!(
                                    "binding {}:{} examples must be a JSON array",
                                    g.name, c.name
                                )))
                            }
                        },
                    };
                    let timeout_ms = match positive(c.timeout_ms, "timeout") {
                        Ok(t) => t.unwrap_or(agentos_bindings::registry::DEFAULT_TIMEOUT_MS),
                        Err(_) => {
                            return Err(bad(format!(
                                "binding {}:{} timeout must be a non-negative integer (ms)",
                                g.name, c.name
                            )))
                        }
                    };
                    Ok(agentos_bindings::CommandSpec {
                        key: c.name,
                        description: c.description,
                        schema,
                        examples,
                        timeout_ms,
                        fill_defaults: c.fill_defaults.unwrap_or(true),
                        handler: c.handler as u64,
                    })
                })
                .collect::<Result<Vec<_>>>()?;
            Ok(agentos_bindings::GroupSpec {
                key: g.name,
                description: g.description,
                commands,
            })
        })
        .collect()
}

/// A call to a JS mount driver (`api.md` 2.3): `op` is the driver method (`readFile`,
/// `writeFile`, `stat`, `lstat`, `readDir`, `mkdir`, `removeFile`, `removeDir`, `rename`,
/// `symlink`, `readlink`, `link`, `chmod`, `utimes`); `path` is mount-relative, absolute in form.
/// Answer with [`NativeVm::fs_reply`].
#[napi(object)]
pub struct NativeFsCall {
    pub id: f64,
    pub op: String,
    pub path: String,
    /// `rename`/`link`: the destination; `symlink`: the link target.
    pub to: Option<String>,
    /// `writeFile`: the contents.
    pub data: Option<Buffer>,
    /// `chmod`: permission bits.
    pub mode: Option<u32>,
    /// `utimes`: ms since the epoch.
    pub atime_ms: Option<f64>,
    pub mtime_ms: Option<f64>,
}

/// A driver's stat result, normalised by `index.js`: `type` `file` | `directory` | `symlink`;
/// `mode` permission bits (type bits ignored); sizes bytes; times ms since the epoch.
#[napi(object)]
pub struct NativeFsStat {
    #[napi(js_name = "type")]
    pub kind: String,
    pub mode: Option<f64>,
    pub size: Option<f64>,
    pub ino: Option<f64>,
    pub nlink: Option<f64>,
    pub atime_ms: Option<f64>,
    pub mtime_ms: Option<f64>,
    pub ctime_ms: Option<f64>,
    pub birthtime_ms: Option<f64>,
}

/// One directory entry from a driver: `type` as in [`NativeFsStat`].
#[napi(object)]
pub struct NativeFsEntry {
    pub name: String,
    #[napi(js_name = "type")]
    pub kind: String,
    pub ino: Option<f64>,
}

/// The answer to a [`NativeFsCall`]: `code` (an errno name; unknown names become `EIO`) and
/// `message` on failure, else the value of the operation (`data`, `stat`, `entries`, `text`, or
/// nothing).
#[napi(object)]
pub struct NativeFsReply {
    pub code: Option<String>,
    pub message: Option<String>,
    pub data: Option<Buffer>,
    pub stat: Option<NativeFsStat>,
    pub entries: Option<Vec<NativeFsEntry>>,
    pub text: Option<String>,
}

/// Delivers driver calls to JS without blocking the calling thread (unbounded queue: at most one
/// call per thread blocked in a driver call). Weak: an idle mount does not keep Node alive.
type DriverFn = napi::threadsafe_function::ThreadsafeFunction<
    NativeFsCall,
    (),
    NativeFsCall,
    Status,
    false,
    true,
    0,
>;

/// Sends one mount's driver calls to its JS dispatcher.
struct JsDriverHost {
    tsfn: DriverFn,
    /// The JS thread: a driver call made on it could never be answered (the callback runs on this
    /// very thread), so it fails at once instead of waiting for the timeout.
    js_thread: std::thread::ThreadId,
}

impl agentos_kernel::driver_fs::DriverHost for JsDriverHost {
    fn send(
        &self,
        call: agentos_kernel::driver_fs::DriverCall,
    ) -> std::result::Result<(), agentos_kernel::driver_fs::DriverError> {
        use agentos_kernel::driver_fs::{DriverError, DriverOp};
        if std::thread::current().id() == self.js_thread {
            return Err(DriverError::new(
                Errno::Eio,
                format!(
                    "JS driver {} cannot be called from a synchronous call on the JS thread",
                    call.op.name()
                ),
            ));
        }
        let mut out = NativeFsCall {
            id: call.id as f64,
            op: call.op.name().to_string(),
            path: call.path,
            to: None,
            data: None,
            mode: None,
            atime_ms: None,
            mtime_ms: None,
        };
        match call.op {
            DriverOp::WriteFile(d) => out.data = Some(d.into()),
            DriverOp::Rename { to } | DriverOp::Link { to } => out.to = Some(to),
            DriverOp::Symlink { target } => out.to = Some(target),
            DriverOp::Chmod { mode } => out.mode = Some(mode),
            DriverOp::Utimes { atime_ms, mtime_ms } => {
                out.atime_ms = Some(atime_ms);
                out.mtime_ms = Some(mtime_ms);
            }
            _ => {}
        }
        match self.tsfn.call(out, ThreadsafeFunctionCallMode::NonBlocking) {
            Status::Ok => Ok(()),
            other => Err(DriverError::new(
                Errno::Eio,
                format!("JS driver unavailable ({other:?}): the VM is shutting down"),
            )),
        }
    }
}

fn driver_type(kind: &str) -> FileType {
    match kind {
        "directory" => FileType::Directory,
        "symlink" => FileType::Symlink,
        _ => FileType::Regular,
    }
}

/// A non-negative integer from a JS number (`0` for absent, negative, NaN or fractional junk).
fn js_u64(v: Option<f64>) -> u64 {
    match v {
        Some(x) if x.is_finite() && x >= 0.0 => x as u64,
        _ => 0,
    }
}

fn driver_stat(s: NativeFsStat) -> Stat {
    let file_type = driver_type(&s.kind);
    let ns = |ms: Option<f64>| match ms {
        Some(x) if x.is_finite() && x >= 0.0 => (x * 1e6) as u64,
        _ => 0,
    };
    let perm = match s.mode {
        Some(m) if m.is_finite() && m >= 0.0 => (m as u64 & 0o7777) as u32,
        _ if file_type == FileType::Directory => 0o755,
        _ => 0o644,
    };
    let mtime = ns(s.mtime_ms);
    Stat {
        dev: 0,
        ino: js_u64(s.ino),
        file_type,
        perm,
        nlink: js_u64(s.nlink).max(1),
        uid: 1000,
        gid: 1000,
        rdev: 0,
        size: js_u64(s.size),
        atime_ns: s.atime_ms.map(|_| ns(s.atime_ms)).unwrap_or(mtime),
        mtime_ns: mtime,
        ctime_ns: s.ctime_ms.map(|_| ns(s.ctime_ms)).unwrap_or(mtime),
        birthtime_ns: s.birthtime_ms.map(|_| ns(s.birthtime_ms)).unwrap_or(mtime),
    }
}

/// The kernel's form of a driver answer: an error when `code` is set, else whichever value field
/// is present (the kernel checks it is the one the operation needs, `EIO` otherwise).
fn driver_result(r: NativeFsReply) -> agentos_kernel::driver_fs::DriverResult {
    use agentos_kernel::driver_fs::{DriverEntry, DriverError, DriverReply};
    if let Some(code) = r.code {
        let errno = Errno::from_name(&code).unwrap_or(Errno::Eio);
        let message = r.message.unwrap_or_else(|| errno.description().to_string());
        return Err(DriverError::new(errno, message));
    }
    Ok(if let Some(d) = r.data {
        DriverReply::Bytes(d.to_vec())
    } else if let Some(st) = r.stat {
        DriverReply::Stat(driver_stat(st))
    } else if let Some(entries) = r.entries {
        DriverReply::Entries(
            entries
                .into_iter()
                .map(|e| DriverEntry {
                    file_type: driver_type(&e.kind),
                    ino: js_u64(e.ino),
                    name: e.name,
                })
                .collect(),
        )
    } else if let Some(t) = r.text {
        DriverReply::Text(t)
    } else {
        DriverReply::Done
    })
}

#[napi(object)]
pub struct NativeVmOptions {
    pub commands: Vec<NativeCommand>,
    /// More commands (registered after `commands`), packed by `index.js` into one string:
    /// `name NUL path NUL tier NUL fallback` per command (fallback empty when none), joined
    /// with NUL. One string crosses the napi boundary
    /// instead of an object per command (125 for the common set).
    pub packed_commands: Option<String>,
    pub bindings: Option<Vec<NativeBindingGroup>>,
    pub env: Option<HashMap<String, String>>,
    pub cwd: Option<String>,
    pub module_cache_dir: Option<String>,
    pub limits: Option<NativeLimits>,
    /// The `permissions` option as JSON text (`api.md` 7), parsed and validated in the core.
    pub permissions: Option<String>,
    /// The `sandbox` option (`sandbox.md` 1): a mount plus the `sandbox` binding group.
    pub sandbox: Option<NativeSandboxOption>,
    /// `createSandboxBindings({client})` groups: the `sandbox` group over a fixed server.
    pub sandbox_groups: Option<Vec<NativeSandboxConfig>>,
}

/// Where a Sandbox Agent server is (`sandbox.md` 1.1) and the mount settings of
/// `createSandboxFs` (`sandbox.md` 1.2). Times in ms, sizes in bytes.
#[napi(object)]
pub struct NativeSandboxConfig {
    pub base_url: String,
    pub token: Option<String>,
    pub headers: Option<HashMap<String, String>>,
    pub sandbox_root: Option<String>,
    pub timeout_ms: Option<f64>,
    pub max_full_read_bytes: Option<f64>,
}

/// The `local()` provider's options (`sandbox.md` 6).
#[napi(object)]
pub struct NativeLocalProvider {
    pub binary_path: String,
    pub host: Option<String>,
    pub port: Option<u32>,
    /// A fixed token; absent = random.
    pub token: Option<String>,
    /// `token: false` → `--no-token`.
    pub no_token: Option<bool>,
    pub workdir: Option<String>,
    pub env: Option<HashMap<String, String>>,
    /// `none` (default) or `bwrap`.
    pub isolation: Option<String>,
}

/// The `docker()` provider's options (`sandbox.md` 5.1); byte values in bytes.
#[napi(object)]
pub struct NativeDockerProvider {
    pub binary_path: String,
    pub socket_path: Option<String>,
    pub image: Option<String>,
    pub pull: Option<bool>,
    pub busybox_path: Option<String>,
    pub agent_port: Option<u32>,
    /// `K=V` entries.
    pub env: Option<Vec<String>>,
    pub binds: Option<Vec<String>>,
    pub memory_bytes: Option<f64>,
    pub pids_limit: Option<f64>,
    pub cpus: Option<f64>,
    pub nofile: Option<f64>,
    pub hardened: Option<bool>,
    /// `HostConfig.NetworkMode`: `bridge` (default) or a user-defined network.
    pub network: Option<String>,
    /// `createContainerOptions` as JSON text (an object in the Engine API's spelling).
    pub create_container_options: Option<String>,
}

/// The `sandbox` option of `AgentOs.create`: exactly one of `local`, `docker` and `client`.
#[napi(object)]
pub struct NativeSandboxOption {
    pub local: Option<NativeLocalProvider>,
    pub docker: Option<NativeDockerProvider>,
    pub client: Option<NativeSandboxConfig>,
    pub mount_path: String,
    pub sandbox_root: Option<String>,
    pub timeout_ms: Option<f64>,
    pub max_full_read_bytes: Option<f64>,
    /// ms; 0 = never.
    pub idle_timeout_ms: Option<f64>,
    pub startup_timeout_ms: Option<f64>,
    pub read_only: Option<bool>,
}

fn sandbox_error(e: agentos_sandbox::SandboxError) -> Error {
    Error::new(Status::InvalidArg, format!("{}: {e}", e.errno().name()))
}

/// A sandbox error inside a checked host operation: the same `"<CODE>: <error>"` message.
fn sandbox_host_error(e: agentos_sandbox::SandboxError) -> HostError {
    HostError::new(e.errno(), e)
}

fn ms_option(v: Option<f64>, name: &str) -> Result<Option<Duration>> {
    match v {
        None => Ok(None),
        Some(x) if x.is_finite() && x >= 0.0 && x.fract() == 0.0 => {
            Ok(Some(Duration::from_millis(x as u64)))
        }
        Some(x) => Err(Error::new(
            Status::InvalidArg,
            format!("EINVAL: {name} must be a non-negative integer (ms), got {x}"),
        )),
    }
}

fn endpoint_of(c: &NativeSandboxConfig) -> agentos_sandbox::Endpoint {
    let mut headers: Vec<(String, String)> = c
        .headers
        .as_ref()
        .map(|h| h.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
        .unwrap_or_default();
    headers.sort();
    agentos_sandbox::Endpoint {
        base_url: c.base_url.clone(),
        token: c.token.clone(),
        headers,
    }
}

/// Sandbox options shared by the three forms; `where_` names the option in errors.
fn sandbox_options(
    sandbox_root: Option<String>,
    timeout_ms: Option<f64>,
    max_full_read_bytes: Option<f64>,
    where_: &str,
) -> Result<agentos_sandbox::SandboxOptions> {
    let mut o = agentos_sandbox::SandboxOptions::default();
    if let Some(t) = ms_option(timeout_ms, &format!("{where_}.timeoutMs"))? {
        if !t.is_zero() {
            o.timeout = t;
        }
    }
    if let Some(m) = max_full_read_bytes {
        if !(m.is_finite() && m > 0.0 && m.fract() == 0.0) {
            return Err(Error::new(
                Status::InvalidArg,
                format!("EINVAL: {where_}.maxFullReadBytes must be a positive integer, got {m}"),
            ));
        }
        o.max_full_read = m as u64;
    }
    o.sandbox_root = sandbox_root.filter(|r| !r.is_empty());
    Ok(o)
}

fn client_sandbox(
    c: &NativeSandboxConfig,
    where_: &str,
) -> Result<std::sync::Arc<agentos_sandbox::Sandbox>> {
    let opts = sandbox_options(
        c.sandbox_root.clone(),
        c.timeout_ms,
        c.max_full_read_bytes,
        where_,
    )?;
    agentos_sandbox::Sandbox::new(agentos_sandbox::Source::Client(endpoint_of(c)), opts)
        .map_err(sandbox_error)
}

/// The `sandbox` option's sandbox ([`OptionSandbox`]).
fn option_sandbox(s: NativeSandboxOption) -> Result<OptionSandbox> {
    use agentos_sandbox::{Isolation, LocalOptions, LocalProvider, Sandbox, Source};
    let mut opts = sandbox_options(
        s.sandbox_root.clone(),
        s.timeout_ms,
        s.max_full_read_bytes,
        "options.sandbox",
    )?;
    if let Some(t) = ms_option(s.startup_timeout_ms, "options.sandbox.startupTimeoutMs")? {
        if !t.is_zero() {
            opts.startup_timeout = t;
        }
    }
    let idle = ms_option(s.idle_timeout_ms, "options.sandbox.idleTimeoutMs")?;
    let mut isolation_name = None;
    let source = match (s.local, s.docker, s.client) {
        (None, Some(d), None) => {
            opts.idle_timeout = match idle {
                None => Some(agentos_sandbox::sandbox::DEFAULT_IDLE_TIMEOUT),
                Some(d) if d.is_zero() => None,
                d => d,
            };
            let whole = |v: Option<f64>, name: &str| -> Result<Option<i64>> {
                match v {
                    None => Ok(None),
                    Some(x) if x.is_finite() && x > 0.0 && x.fract() == 0.0 && x < 9.0e15 => {
                        Ok(Some(x as i64))
                    }
                    Some(x) => Err(Error::new(
                        Status::InvalidArg,
                        format!("EINVAL: docker().{name} must be a positive integer, got {x}"),
                    )),
                }
            };
            let agent_port = match d.agent_port {
                None => 3000,
                Some(p) => u16::try_from(p).ok().filter(|p| *p > 0).ok_or_else(|| {
                    Error::new(
                        Status::InvalidArg,
                        format!("EINVAL: docker().agentPort {p} is out of range"),
                    )
                })?,
            };
            let provider = agentos_sandbox::DockerProvider::new(agentos_sandbox::DockerOptions {
                socket_path: d.socket_path,
                image: d.image,
                pull: d.pull.unwrap_or(false),
                binary_path: PathBuf::from(d.binary_path),
                busybox_path: d.busybox_path.map(PathBuf::from),
                agent_port,
                env: d.env.unwrap_or_default(),
                binds: d.binds.unwrap_or_default(),
                memory_bytes: whole(d.memory_bytes, "memoryBytes")?,
                pids_limit: whole(d.pids_limit, "pidsLimit")?,
                cpus: d.cpus,
                nofile: whole(d.nofile, "nofile")?.map_or(4096, |n| n as u64),
                hardened: d.hardened.unwrap_or(false),
                network: d.network,
                create_options: match d.create_container_options.as_deref() {
                    None => None,
                    Some(text) => Some(serde_json::from_str(text).map_err(|e| {
                        Error::new(
                            Status::InvalidArg,
                            format!("EINVAL: docker().createContainerOptions is not JSON: {e}"),
                        )
                    })?),
                },
            })
            .map_err(sandbox_error)?;
            Source::Provider(std::sync::Arc::new(provider))
        }
        (Some(l), None, None) => {
            opts.idle_timeout = match idle {
                None => Some(agentos_sandbox::sandbox::DEFAULT_IDLE_TIMEOUT),
                Some(d) if d.is_zero() => None,
                d => d,
            };
            // Default: bubblewrap where it works (probed once per process), else none.
            let isolation = match l.isolation.as_deref() {
                None => Isolation::Auto.resolve(),
                Some("none") => Isolation::None,
                Some("bwrap") => Isolation::Bwrap,
                Some(other) => {
                    return Err(Error::new(
                        Status::InvalidArg,
                        format!(
                        "EINVAL: local().isolation must be \"none\" or \"bwrap\", got {other:?}"
                    ),
                    ))
                }
            };
            let mut env: Vec<(String, String)> = l.env.unwrap_or_default().into_iter().collect();
            env.sort();
            let port = match l.port {
                Some(p) => Some(u16::try_from(p).map_err(|_| {
                    Error::new(
                        Status::InvalidArg,
                        format!("EINVAL: local().port {p} is out of range"),
                    )
                })?),
                None => None,
            };
            let source = Source::Provider(std::sync::Arc::new(LocalProvider::new(LocalOptions {
                binary_path: PathBuf::from(l.binary_path),
                host: l.host,
                port,
                token: if l.no_token == Some(true) {
                    Some(None)
                } else {
                    l.token.map(Some)
                },
                workdir: l.workdir.map(PathBuf::from),
                env,
                isolation,
            })));
            isolation_name = Some(isolation.name());
            source
        }
        (None, None, Some(c)) => Source::Client(endpoint_of(&c)),
        _ => {
            return Err(Error::new(
                Status::InvalidArg,
                "EINVAL: options.sandbox needs exactly one of provider and client",
            ))
        }
    };
    let sb = Sandbox::new(source, opts).map_err(sandbox_error)?;
    Ok(OptionSandbox {
        sandbox: sb,
        mount_path: s.mount_path,
        read_only: s.read_only == Some(true),
        isolation: isolation_name,
    })
}

/// The `sandbox` option's sandbox, its mount point and read-only flag, and the `local()`
/// isolation in effect (`"bwrap"` | `"none"`; `None` for other providers and the client form).
struct OptionSandbox {
    sandbox: std::sync::Arc<agentos_sandbox::Sandbox>,
    mount_path: String,
    read_only: bool,
    isolation: Option<&'static str>,
}

#[napi(object)]
pub struct NativeExecOptions {
    pub env: Option<HashMap<String, String>>,
    pub cwd: Option<String>,
    pub stdin: Option<Buffer>,
    /// ms; 0 = no timeout; absent = the VM's `execTimeoutMs`.
    pub timeout_ms: Option<f64>,
}

#[napi(object)]
pub struct NativeExecResult {
    pub exit_code: i32,
    pub stdout: Buffer,
    pub stderr: Buffer,
    pub timed_out: bool,
    pub stdout_truncated: bool,
    pub stderr_truncated: bool,
}

/// `VirtualStat` (`api.md` 3): times in ms since the epoch, `blocks` in 512-byte units.
#[napi(object)]
pub struct NativeStat {
    pub mode: u32,
    pub size: f64,
    pub blocks: f64,
    pub dev: f64,
    pub rdev: f64,
    pub ino: f64,
    pub nlink: f64,
    pub uid: u32,
    pub gid: u32,
    pub atime_ms: f64,
    pub mtime_ms: f64,
    pub ctime_ms: f64,
    pub birthtime_ms: f64,
    pub is_directory: bool,
    pub is_file: bool,
    pub is_symbolic_link: bool,
}

#[napi(object)]
pub struct NativeDirEntry {
    pub path: String,
    /// `file` | `directory` | `symlink`
    #[napi(js_name = "type")]
    pub kind: String,
    pub size: f64,
}

/// One entry of `listMounts` (`api.md` 3).
#[napi(object)]
pub struct NativeMount {
    pub path: String,
    /// `memory` | `host_dir` | `sandbox_agent` | `js`
    pub kind: String,
    pub read_only: bool,
    /// The `sandbox` option's mount with `local()`: `"bwrap"` or `"none"` (`sandbox.md` 6).
    pub isolation: Option<String>,
}

/// One event of a spawned process: `kind` is `stdout` | `stderr` (with `data`) or `exit` (with
/// `exitCode`, after the last output chunk).
#[napi(object)]
pub struct NativeProcessEvent {
    pub kind: String,
    pub data: Option<Buffer>,
    pub exit_code: Option<i32>,
}

#[napi(object)]
pub struct NativeSpawnOptions {
    pub env: Option<HashMap<String, String>>,
    pub cwd: Option<String>,
}

/// `ProcessInfo` (`api.md` 4.3); times in ms since the epoch.
#[napi(object)]
pub struct NativeProcessInfo {
    pub pid: u32,
    pub ppid: u32,
    pub pgid: u32,
    pub command: String,
    pub args: Vec<String>,
    pub cwd: String,
    pub running: bool,
    pub exit_code: Option<i32>,
    pub start_time: f64,
    pub exit_time: Option<f64>,
    /// `wasm` | `binding`.
    pub driver: String,
}

/// Delivers process events to JS in order, on the JS thread. The queue holds at most
/// [`EVENT_QUEUE`] chunks: a guest writing faster than JS consumes blocks in its `fd_write`
/// (backpressure) instead of growing memory without bound.
type EventFn = napi::threadsafe_function::ThreadsafeFunction<
    NativeProcessEvent,
    (),
    NativeProcessEvent,
    Status,
    false,
    false,
    EVENT_QUEUE,
>;

/// Chunks queued towards JS per spawned process before its writers block.
const EVENT_QUEUE: usize = 64;

fn env_pairs(env: Option<HashMap<String, String>>) -> Vec<(String, String)> {
    let mut pairs: Vec<(String, String)> = env.unwrap_or_default().into_iter().collect();
    pairs.sort();
    pairs
}

fn to_stat(s: &Stat) -> NativeStat {
    let ms = |ns: u64| ns as f64 / 1e6;
    NativeStat {
        mode: s.mode(),
        size: s.size as f64,
        blocks: s.size.div_ceil(512) as f64,
        dev: s.dev as f64,
        rdev: s.rdev as f64,
        ino: s.ino as f64,
        nlink: s.nlink as f64,
        uid: s.uid,
        gid: s.gid,
        atime_ms: ms(s.atime_ns),
        mtime_ms: ms(s.mtime_ns),
        ctime_ms: ms(s.ctime_ns),
        birthtime_ms: ms(s.birthtime_ns),
        is_directory: s.file_type == FileType::Directory,
        is_file: s.file_type == FileType::Regular,
        is_symbolic_link: s.file_type == FileType::Symlink,
    }
}

fn kind_name(t: FileType) -> &'static str {
    match t {
        FileType::Directory => "directory",
        FileType::Symlink => "symlink",
        _ => "file",
    }
}

fn positive(v: Option<f64>, name: &str) -> Result<Option<u64>> {
    match v {
        None => Ok(None),
        Some(x) if x.is_finite() && x >= 0.0 && x.fract() == 0.0 => Ok(Some(x as u64)),
        Some(x) => Err(Error::new(
            Status::InvalidArg,
            format!("EINVAL: options.limits.{name} must be a non-negative integer, got {x}"),
        )),
    }
}

fn command_spec(
    name: String,
    path: String,
    tier: Option<&str>,
    fallback: Option<String>,
) -> Result<CommandSpec> {
    let tier = match tier {
        None => Tier::Full,
        Some(t) => Tier::parse(t).ok_or_else(|| {
            Error::new(
                Status::InvalidArg,
                format!("EINVAL: command {name}: unknown permission tier {t:?}"),
            )
        })?,
    };
    Ok(CommandSpec {
        name,
        path: PathBuf::from(path),
        tier,
        fallback: fallback.filter(|f| !f.is_empty()).map(PathBuf::from),
    })
}

/// Unpacks [`NativeVmOptions::packed_commands`].
fn unpack_commands(packed: &str, out: &mut Vec<CommandSpec>) -> Result<()> {
    if packed.is_empty() {
        return Ok(());
    }
    let mut fields = packed.split('\0');
    while let Some(name) = fields.next() {
        let (Some(path), Some(tier), Some(fallback)) =
            (fields.next(), fields.next(), fields.next())
        else {
            return Err(Error::new(
                Status::InvalidArg,
                "EINVAL: packed command list: expected name, path, tier and fallback per command",
            ));
        };
        out.push(command_spec(
            name.to_string(),
            path.to_string(),
            Some(tier),
            Some(fallback.to_string()),
        )?);
    }
    Ok(())
}

fn config_from(options: NativeVmOptions) -> Result<VmConfig> {
    let mut cfg = VmConfig::default();
    cfg.commands.reserve(options.commands.len());
    for c in options.commands {
        let spec = command_spec(c.name, c.path, c.tier.as_deref(), c.fallback)?;
        cfg.commands.push(spec);
    }
    if let Some(packed) = options.packed_commands.as_deref() {
        unpack_commands(packed, &mut cfg.commands)?;
    }
    if let Some(env) = options.env {
        let mut pairs: Vec<(String, String)> = env.into_iter().collect();
        pairs.sort();
        cfg.env = pairs;
    }
    if let Some(cwd) = options.cwd {
        cfg.cwd = cwd;
    }
    cfg.module_cache_dir = options.module_cache_dir.map(PathBuf::from);
    let mut k = KernelConfig::default();
    if let Some(json) = options.permissions {
        let policy = Policy::from_json(&json)
            .map_err(|e| Error::new(Status::InvalidArg, format!("EINVAL: options.{e}")))?;
        k.permissions = std::sync::Arc::new(policy);
    }
    if let Some(l) = options.limits {
        if let Some(v) = l.max_processes {
            k.max_processes = v as usize;
        }
        if let Some(v) = l.max_open_fds {
            k.max_open_fds = v as usize;
        }
        if let Some(v) = positive(l.max_filesystem_bytes, "maxFilesystemBytes")? {
            k.max_filesystem_bytes = v;
        }
        if let Some(v) = positive(l.max_inode_count, "maxInodeCount")? {
            k.max_inode_count = v;
        }
        if let Some(v) = positive(l.max_driver_file_bytes, "maxDriverFileBytes")? {
            k.max_driver_file_bytes = v;
        }
        if let Some(v) = positive(l.max_driver_buffer_bytes, "maxDriverBufferBytes")? {
            k.max_driver_buffer_bytes = v;
        }
        if let Some(v) = positive(l.max_pipe_bytes, "maxPipeBytes")? {
            k.max_pipe_bytes = usize::try_from(v).unwrap_or(usize::MAX).max(1);
        }
        if let Some(v) = positive(l.max_wasm_memory_bytes, "maxWasmMemoryBytes")? {
            cfg.max_wasm_memory_bytes = v as usize;
        }
        if let Some(v) = positive(l.exec_timeout_ms, "execTimeoutMs")? {
            cfg.exec_timeout_ms = v;
        }
        cfg.cpu_time_limit_ms = positive(l.cpu_time_limit_ms, "cpuTimeLimitMs")?;
        cfg.max_wasm_fuel = match positive(l.max_wasm_fuel, "maxWasmFuel")? {
            Some(0) => {
                return Err(Error::new(
                    Status::InvalidArg,
                    "EINVAL: options.limits.maxWasmFuel must be a positive integer, got 0",
                ))
            }
            v => v,
        };
    }
    cfg.kernel = k;
    Ok(cfg)
}

/// One VM, backed by a Rust handle.
#[napi]
pub struct NativeVm {
    /// The VM; `None` once `dispose` finished. Releasing it at dispose (not when V8 collects this
    /// object) matters: the VM holds threadsafe functions (bindings, JS drivers) whose JS
    /// callbacks reference this object, a cycle V8 cannot collect.
    vm: parking_lot::RwLock<Option<Vm>>,
    /// Driver calls of every JS-driver mount waiting for their answer.
    driver_calls: std::sync::Arc<agentos_kernel::driver_fs::DriverCalls>,
    /// The thread that created the VM (Node's JS thread).
    js_thread: std::thread::ThreadId,
    /// Sandboxes this VM owns (the `sandbox` option, `createSandboxFs`/`createSandboxBindings`):
    /// destroyed with it.
    sandboxes: parking_lot::Mutex<Vec<std::sync::Arc<agentos_sandbox::Sandbox>>>,
    /// The `sandbox` option's mount path and `local()` isolation, for `listMounts`.
    sandbox_isolation: Option<(String, &'static str)>,
}

impl NativeVm {
    fn live(&self) -> Result<Vm> {
        match &*self.vm.read() {
            Some(vm) if !vm.is_disposed() => Ok(vm.clone()),
            _ => Err(disposed()),
        }
    }

    fn path(p: &str) -> Result<String> {
        validate_absolute(p).map_err(|e| {
            let why = if e == Errno::Enametoolong {
                format!("path longer than {} bytes", agentos_kernel::path::PATH_MAX)
            } else {
                format!("path must be absolute and without NUL bytes: {p:?}")
            };
            js_error(HostError {
                errno: e,
                message: format!("{}: {why}", e.name()),
                path: Some(p.into()),
                syscall: None,
            })
        })?;
        Ok(agentos_kernel::path::normalize(p))
    }
}

#[napi]
impl NativeVm {
    /// Boots a VM. Throws `EINVAL` (bad options), `ENOENT`/`ENOEXEC` (a command file).
    /// Boots a VM. `on_binding_call` receives binding invocations and aborts; answer each
    /// invocation with [`NativeVm::binding_reply`].
    #[napi(factory, catch_unwind)]
    pub fn create(
        mut options: NativeVmOptions,
        on_binding_call: Option<BindingFn>,
    ) -> Result<NativeVm> {
        let bindings = options.bindings.take().unwrap_or_default();
        let sandbox_option = options.sandbox.take();
        let sandbox_groups = options.sandbox_groups.take().unwrap_or_default();
        let mut cfg = config_from(options)?;
        cfg.bindings = binding_specs(bindings)?;
        // The `sandbox` group: from the `sandbox` option or `createSandboxBindings` (a second
        // one, or a user group of that name, fails with EEXIST in the registry).
        let mut sandboxes = Vec::new();
        let mut sandbox_mount = None;
        let mut group_sandboxes = Vec::new();
        let mut sandbox_isolation = None;
        if let Some(s) = sandbox_option {
            let OptionSandbox {
                sandbox: sb,
                mount_path,
                read_only,
                isolation,
            } = option_sandbox(s)?;
            sandbox_isolation = isolation.map(|i| (mount_path.clone(), i));
            group_sandboxes.push(sb.clone());
            sandbox_mount = Some((sb.clone(), mount_path, read_only));
            sandboxes.push(sb);
        }
        for (i, g) in sandbox_groups.iter().enumerate() {
            let sb = client_sandbox(g, &format!("options.bindings[sandbox {i}]"))?;
            group_sandboxes.push(sb.clone());
            sandboxes.push(sb);
        }
        for sb in group_sandboxes {
            cfg.bindings.push(agentos_sandbox::group_spec());
            cfg.native_bindings.insert(
                agentos_sandbox::commands::GROUP.to_string(),
                std::sync::Arc::new(agentos_sandbox::SandboxCommands::new(sb)),
            );
        }
        if let Some(tsfn) = on_binding_call {
            cfg.binding_host = Some(std::sync::Arc::new(JsBindingHost { tsfn }));
        }
        let dispose_all = |list: &[std::sync::Arc<agentos_sandbox::Sandbox>]| {
            for sb in list {
                sb.dispose_blocking();
            }
        };
        let vm = match Vm::create(cfg) {
            Ok(vm) => vm,
            Err(e) => {
                dispose_all(&sandboxes);
                return Err(js_error(e));
            }
        };
        if let Some((sb, path, read_only)) = sandbox_mount {
            let mounted = Self::path(&path).and_then(|p| {
                let fs = agentos_sandbox::sandbox_fs(sb).map_err(sandbox_error)?;
                vm.kernel()
                    .mount(&p, std::sync::Arc::new(fs), read_only)
                    .map_err(|e| js_error(agentos_wasi_host::host_api::fs_error(e, "mount", &p)))
            });
            if let Err(e) = mounted {
                vm.dispose(Duration::from_secs(0));
                dispose_all(&sandboxes);
                return Err(e);
            }
        }
        Ok(NativeVm {
            vm: parking_lot::RwLock::new(Some(vm)),
            driver_calls: Default::default(),
            js_thread: std::thread::current().id(),
            sandboxes: parking_lot::Mutex::new(sandboxes),
            sandbox_isolation,
        })
    }

    /// Answers JS-driver call `id` (see [`NativeFsCall`]). Returns `false` when the caller no
    /// longer waits (the call timed out): the answer is discarded.
    #[napi(catch_unwind)]
    pub fn fs_reply(&self, id: f64, reply: NativeFsReply) -> bool {
        id >= 0.0 && self.driver_calls.complete(id as u64, driver_result(reply))
    }

    /// The result of binding call `id`: `ok` with `payload` = the result as JSON text, or not
    /// `ok` with `payload` = the message for stderr. Returns `false` when the caller no longer
    /// waits (timed out or killed): the result is discarded.
    #[napi(catch_unwind)]
    pub fn binding_reply(&self, id: f64, ok: bool, payload: String) -> bool {
        let result = if ok {
            agentos_wasi_host::BindingResult::Ok(payload)
        } else {
            agentos_wasi_host::BindingResult::Err(payload)
        };
        id >= 0.0
            && self
                .vm
                .read()
                .as_ref()
                .is_some_and(|vm| vm.complete_binding(id as u64, result))
    }

    /// Runs `sh -c command` (`api.md` 4.1).
    #[napi]
    pub async fn exec(
        &self,
        command: String,
        options: Option<NativeExecOptions>,
    ) -> Result<NativeExecResult> {
        let vm = self.live()?;
        let mut opts = ExecOptions::default();
        if let Some(o) = options {
            if let Some(env) = o.env {
                let mut pairs: Vec<(String, String)> = env.into_iter().collect();
                pairs.sort();
                opts.env = pairs;
            }
            opts.cwd = o.cwd;
            opts.stdin = o.stdin.map(|b| b.to_vec());
            opts.timeout_ms = positive(o.timeout_ms, "timeoutMs")?;
        }
        let out = blocking(move || vm.exec(&command, opts).map_err(js_error)).await?;
        Ok(NativeExecResult {
            exit_code: out.exit_code,
            stdout: out.stdout.into(),
            stderr: out.stderr.into(),
            timed_out: out.timed_out,
            stdout_truncated: out.stdout_truncated,
            stderr_truncated: out.stderr_truncated,
        })
    }

    /// Writes a file, creating missing parent directories.
    #[napi]
    pub async fn write_file(&self, path: String, data: Buffer) -> Result<()> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        let bytes = data.to_vec();
        blocking(move || vm.write_file(&p, &bytes).map_err(js_error)).await
    }

    /// [`NativeVm::write_file`] done on the JS thread when it needs no worker: returns `false`
    /// (nothing written; call `writeFile`) when the path leads into a mount that may block, or
    /// `data` is over [`INLINE_MAX_BYTES`].
    #[napi]
    pub fn write_file_now(&self, path: String, data: Buffer) -> Result<bool> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        if data.len() > INLINE_MAX_BYTES {
            return Ok(false);
        }
        Ok(now(|| vm.write_file(&p, &data).map_err(js_error))?.is_some())
    }

    /// Reads a whole file: `EFBIG` above [`agentos_kernel::kernel::MAX_READ_FILE_BYTES`] (2 GiB, as Node's
    /// `fs.readFile`), whatever size the filesystem reports.
    #[napi]
    pub async fn read_file(&self, path: String) -> Result<Buffer> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        let data = blocking(move || vm.read_file(&p).map_err(js_error)).await?;
        Ok(Buffer::from(data))
    }

    /// [`NativeVm::read_file`] done on the JS thread when it needs no worker: `null` when the
    /// path leads into a mount that may block or the file is over [`INLINE_MAX_BYTES`] (call
    /// `readFile`).
    #[napi]
    pub fn read_file_now(&self, path: String) -> Result<Option<Buffer>> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        Ok(
            now(|| vm.read_file_limit(&p, INLINE_MAX_BYTES).map_err(js_error))?
                .flatten()
                .map(Buffer::from),
        )
    }

    #[napi]
    pub async fn mkdir(&self, path: String, recursive: bool) -> Result<()> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.mkdir(&p, recursive).map_err(js_error)).await
    }

    /// [`NativeVm::mkdir`] on the JS thread; `false` = not done, call `mkdir`.
    #[napi]
    pub fn mkdir_now(&self, path: String, recursive: bool) -> Result<bool> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        Ok(now(|| vm.mkdir(&p, recursive).map_err(js_error))?.is_some())
    }

    #[napi]
    pub async fn readdir(&self, path: String) -> Result<Vec<String>> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.readdir(&p).map_err(js_error)).await
    }

    /// [`NativeVm::readdir`] on the JS thread; `null` = not done, call `readdir`.
    #[napi]
    pub fn readdir_now(&self, path: String) -> Result<Option<Vec<String>>> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        now(|| vm.readdir(&p).map_err(js_error))
    }

    #[napi]
    pub async fn readdir_recursive(
        &self,
        path: String,
        max_depth: Option<u32>,
        exclude: Vec<String>,
    ) -> Result<Vec<NativeDirEntry>> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || {
            let entries = vm
                .readdir_recursive(&p, max_depth, &exclude)
                .map_err(js_error)?;
            Ok(entries
                .into_iter()
                .map(|e| NativeDirEntry {
                    path: e.path,
                    kind: kind_name(e.file_type).into(),
                    size: e.size as f64,
                })
                .collect())
        })
        .await
    }

    #[napi]
    pub async fn stat(&self, path: String) -> Result<NativeStat> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.stat(&p, true).map(|s| to_stat(&s)).map_err(js_error)).await
    }

    #[napi]
    pub async fn lstat(&self, path: String) -> Result<NativeStat> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.stat(&p, false).map(|s| to_stat(&s)).map_err(js_error)).await
    }

    /// [`NativeVm::stat`] (`follow`) or [`NativeVm::lstat`] on the JS thread; `null` = not
    /// done, call the async one.
    #[napi]
    pub fn stat_now(&self, path: String, follow: bool) -> Result<Option<NativeStat>> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        now(|| vm.stat(&p, follow).map(|s| to_stat(&s)).map_err(js_error))
    }

    #[napi]
    pub async fn exists(&self, path: String) -> Result<bool> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.exists(&p).map_err(js_error)).await
    }

    /// [`NativeVm::exists`] on the JS thread; `null` = not done, call `exists`.
    #[napi]
    pub fn exists_now(&self, path: String) -> Result<Option<bool>> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        now(|| vm.exists(&p).map_err(js_error))
    }

    #[napi]
    pub async fn rename(&self, from: String, to: String) -> Result<()> {
        let vm = self.live()?;
        let a = Self::path(&from)?;
        let b = Self::path(&to)?;
        blocking(move || vm.rename(&a, &b).map_err(js_error)).await
    }

    #[napi]
    pub async fn remove(&self, path: String, recursive: bool) -> Result<()> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.remove(&p, recursive).map_err(js_error)).await
    }

    /// Mounts a new in-memory filesystem at `path` (counts toward `maxFilesystemBytes`).
    /// Rejects `EINVAL` for `/`, `EEXIST` when `path` is already a mount point.
    #[napi]
    pub async fn mount_memory(&self, path: String, read_only: bool) -> Result<()> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.mount_memory(&p, read_only).map_err(js_error)).await
    }

    /// Mounts the host directory `host_path` at `path`, confined beneath it (`api.md` 2.3).
    /// Rejects `ENOENT`/`ENOTDIR` for a bad host directory, `EINVAL`/`EEXIST` as `mount_memory`.
    #[napi]
    pub async fn mount_host_dir(
        &self,
        path: String,
        host_path: String,
        read_only: bool,
    ) -> Result<()> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || {
            vm.mount_host_dir(&p, &host_path, read_only)
                .map_err(js_error)
        })
        .await
    }

    /// Mounts a JS driver at `path`: every filesystem operation on it becomes a call to
    /// `on_call` (on the JS thread), answered with [`NativeVm::fs_reply`]. `has_lstat`: the driver
    /// has `lstat` (symlink-aware walks); `timeout_ms`: per call (default 30000), `EIO` after it.
    /// Rejects `EINVAL`/`EEXIST` as `mount_memory`, and the driver's errors for the mount point.
    #[napi]
    pub async fn mount_js(
        &self,
        path: String,
        read_only: bool,
        has_lstat: bool,
        timeout_ms: Option<f64>,
        on_call: DriverFn,
    ) -> Result<()> {
        use agentos_kernel::driver_fs::{DriverCaps, DriverFs, DEFAULT_DRIVER_TIMEOUT};
        let vm = self.live()?;
        let p = Self::path(&path)?;
        let timeout = match positive(timeout_ms, "timeoutMs")? {
            Some(0) | None => DEFAULT_DRIVER_TIMEOUT,
            Some(ms) => Duration::from_millis(ms),
        };
        let host = std::sync::Arc::new(JsDriverHost {
            tsfn: on_call,
            js_thread: self.js_thread,
        });
        let fs = DriverFs::new(
            host,
            self.driver_calls.clone(),
            DriverCaps { lstat: has_lstat },
            timeout,
        );
        blocking(move || {
            vm.mount_with(&p, read_only, || Ok(std::sync::Arc::new(fs)))
                .map_err(js_error)
        })
        .await
    }

    /// Mounts a Sandbox Agent server's filesystem at `path` (`createSandboxFs`, `sandbox.md` 2).
    /// Nothing is requested until first use. Rejects `EINVAL` (bad config) and as `mount_memory`.
    #[napi]
    pub async fn mount_sandbox(
        &self,
        path: String,
        read_only: bool,
        config: NativeSandboxConfig,
    ) -> Result<()> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        let sb = client_sandbox(&config, "createSandboxFs")?;
        self.sandboxes.lock().push(sb.clone());
        blocking(move || {
            vm.mount_with(&p, read_only, || {
                let fs = agentos_sandbox::sandbox_fs(sb).map_err(sandbox_host_error)?;
                Ok(std::sync::Arc::new(fs))
            })
            .map_err(js_error)
        })
        .await
    }

    /// Detaches the mount at `path`. Rejects `EINVAL` (not a mount point), `EBUSY` (child mounts).
    #[napi]
    pub async fn unmount(&self, path: String) -> Result<()> {
        let vm = self.live()?;
        let p = Self::path(&path)?;
        blocking(move || vm.unmount(&p).map_err(js_error)).await
    }

    /// User mounts sorted by path (the root is not listed).
    #[napi(catch_unwind)]
    pub fn list_mounts(&self) -> Result<Vec<NativeMount>> {
        let vm = self.live()?;
        Ok(vm
            .kernel()
            .list_mounts()
            .into_iter()
            .map(|(path, kind, read_only)| NativeMount {
                isolation: self
                    .sandbox_isolation
                    .as_ref()
                    .filter(|(p, _)| *p == path && kind == "sandbox_agent")
                    .map(|(_, i)| i.to_string()),
                path,
                kind: kind.to_string(),
                read_only,
            })
            .collect())
    }

    /// Starts `command` with `args` without a shell (`api.md` 4.2) and returns its pid. Output
    /// chunks and then the exit are delivered to `on_event` in order. Throws `ENOENT` for an
    /// unknown command, `EAGAIN` at the process limit.
    #[napi(catch_unwind)]
    pub fn spawn(
        &self,
        command: String,
        args: Vec<String>,
        options: Option<NativeSpawnOptions>,
        on_event: EventFn,
    ) -> Result<u32> {
        let vm = self.live()?;
        let (env, cwd) = match options {
            Some(o) => (env_pairs(o.env), o.cwd),
            None => (Vec::new(), None),
        };
        let sink: agentos_wasi_host::vm::EventSink = std::sync::Arc::new(move |ev| {
            let event = match ev {
                ProcessEvent::Stdout(d) => NativeProcessEvent {
                    kind: "stdout".into(),
                    data: Some(d.into()),
                    exit_code: None,
                },
                ProcessEvent::Stderr(d) => NativeProcessEvent {
                    kind: "stderr".into(),
                    data: Some(d.into()),
                    exit_code: None,
                },
                ProcessEvent::Exit(c) => NativeProcessEvent {
                    kind: "exit".into(),
                    data: None,
                    exit_code: Some(c),
                },
            };
            on_event.call(event, ThreadsafeFunctionCallMode::Blocking);
        });
        vm.spawn(&command, args, &env, cwd.as_deref(), sink)
            .map_err(js_error)
    }

    /// Writes to a spawned process's stdin. Rejects `ESRCH` (unknown pid), `EPIPE` (closed).
    #[napi]
    pub async fn write_stdin(&self, pid: u32, data: Buffer) -> Result<()> {
        let vm = self.live()?;
        let bytes = data.to_vec();
        blocking(move || vm.write_stdin(pid, &bytes).map_err(js_error)).await
    }

    /// Closes a spawned process's stdin. Throws `ESRCH` for an unknown pid.
    #[napi(catch_unwind)]
    pub fn close_stdin(&self, pid: u32) -> Result<()> {
        self.live()?.close_stdin(pid).map_err(js_error)
    }

    /// Signals the process group led by `pid` (15 = SIGTERM, 9 = SIGKILL). Throws `ESRCH`.
    #[napi(catch_unwind)]
    pub fn signal(&self, pid: u32, signal: u32) -> Result<()> {
        self.live()?.signal(pid, signal).map_err(js_error)
    }

    /// Resolves with the exit status of `pid`. Rejects `ESRCH`.
    #[napi]
    pub async fn wait(&self, pid: u32) -> Result<i32> {
        let vm = self.live()?;
        blocking(move || vm.wait(pid).map_err(js_error)).await
    }

    /// `EACCES` when `permissions.applyToHost` is set and `process.inspect` is denied (the JS
    /// listings that do not call [`NativeVm::processes`] ask this first).
    #[napi(catch_unwind)]
    pub fn check_process_inspect(&self) -> Result<()> {
        self.live()?.check_process_inspect().map_err(js_error)
    }

    /// Every kernel process, running or recently exited, by pid.
    #[napi(catch_unwind)]
    pub fn processes(&self) -> Result<Vec<NativeProcessInfo>> {
        let vm = self.live()?;
        Ok(vm
            .list_processes()
            .map_err(js_error)?
            .into_iter()
            .map(|p| NativeProcessInfo {
                pid: p.pid,
                ppid: p.ppid,
                pgid: p.pgid,
                command: p.command,
                args: p.args,
                cwd: p.cwd,
                running: p.running,
                exit_code: p.exit_code,
                start_time: p.start_time_ms as f64,
                exit_time: p.exit_time_ms.map(|t| t as f64),
                driver: p.driver.to_string(),
            })
            .collect())
    }

    /// Destroys this VM's provider sandboxes now, blocking the calling thread (at most ≈ 10 s):
    /// for `process.on('exit')`, where nothing asynchronous runs any more, so that a Node
    /// process ending without `dispose()` leaves no container or server behind. The VM itself
    /// is left as it is; its sandbox operations fail afterwards. Idempotent.
    #[napi]
    pub fn dispose_sandboxes_sync(&self) {
        let sandboxes = std::mem::take(&mut *self.sandboxes.lock());
        agentos_sandbox::Sandbox::dispose_all_blocking(&sandboxes);
    }

    /// Stops every process (SIGTERM, SIGKILL after 2 s) and releases the VM. Idempotent.
    #[napi]
    pub async fn dispose(&self) -> Result<()> {
        let Some(vm) = self.vm.read().clone() else {
            return Ok(());
        };
        let sandboxes = std::mem::take(&mut *self.sandboxes.lock());
        blocking(move || {
            vm.dispose(Duration::from_secs(2));
            // Provider sandboxes are destroyed (their servers stopped, workdirs removed).
            for sb in sandboxes {
                sb.dispose_blocking();
            }
            Ok(())
        })
        .await?;
        // Its memory, mounts and threadsafe functions go with the last clone (in-flight calls
        // finish first: each holds one).
        self.vm.write().take();
        Ok(())
    }
}

/// What [`precompile_modules`] did.
#[napi(object)]
pub struct NativePrecompileReport {
    /// Modules compiled and written to the cache now.
    pub compiled: u32,
    /// Modules whose artifact was already in the cache.
    pub cached: u32,
}

/// Compiles command files ahead of time into the on-disk module cache (`module_cache_dir`, else
/// `$AGENTOS_MODULE_CACHE_DIR`, else the user cache dir), for the default engine: a later exec of
/// any VM using that cache loads them instead of compiling. Throws `ENOENT`/`ENOEXEC`/`EIO`.
#[napi(catch_unwind)]
pub fn precompile_modules(
    paths: Vec<String>,
    module_cache_dir: Option<String>,
    commands: Option<Vec<NativeCommand>>,
) -> Result<NativePrecompileReport> {
    let runtime = agentos_wasi_host::runtime::runtime().map_err(js_error)?;
    let cache_dir = module_cache_dir.map(PathBuf::from);
    let mut report = NativePrecompileReport {
        compiled: 0,
        cached: 0,
    };
    // Commands resolve to their files as `AgentOs.create` resolves them (the registry's check
    // and `aliasOf` fallback), so precompile and create agree on which file a command runs.
    let mut files: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    if let Some(commands) = commands {
        let specs = commands
            .into_iter()
            .map(|c| command_spec(c.name, c.path, c.tier.as_deref(), c.fallback))
            .collect::<Result<Vec<_>>>()?;
        let registry =
            agentos_wasi_host::command_registry::CommandRegistry::new(specs).map_err(js_error)?;
        let mut resolved: Vec<PathBuf> = registry
            .names()
            .filter_map(|n| registry.get(n).map(|c| c.path.clone()))
            .collect();
        resolved.sort();
        files.extend(resolved);
    }
    let mut seen = std::collections::HashSet::new();
    files.retain(|f| seen.insert(f.clone()));
    for path in files {
        let compiled = runtime
            .precompile_file(
                agentos_wasi_host::runtime::EngineKind::Default,
                &path,
                cache_dir.as_deref(),
            )
            .map_err(js_error)?;
        if compiled {
            report.compiled += 1;
        } else {
            report.cached += 1;
        }
    }
    Ok(report)
}
