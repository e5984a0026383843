//! `NativeVm`, the `#[napi]` class behind `AgentOs`: each method checks the VM is live, converts
//! its arguments, makes one `Vm` call and converts the result or error.

use std::time::Duration;

use agentos_kernel::path::validate_absolute;
use agentos_kernel::Errno;
use agentos_wasi_host::vm::ProcessEvent;
use agentos_wasi_host::{ExecOptions, FetchRequest, HostResult, Vm, VmConfig};
use napi::bindgen_prelude::*;
use napi::threadsafe_function::ThreadsafeFunctionCallMode;
use napi_derive::napi;

use crate::bindings::{binding_specs, BindingFn, JsBindingHost};
use crate::convert::{
    kind_name, to_stat, EventFn, NativeDirEntry, NativeExecResult, NativeFetchRequest,
    NativeFetchResponse, NativeMount, NativeProcessEvent, NativeProcessInfo, NativeStat,
};
use crate::driver::{driver_result, DriverFn, JsDriverHost, NativeFsReply};
use crate::error::{disposed, sandbox_host_error, settle, sync, AgentError, AgentResult, Settled};
use crate::options::{env_pairs, positive, NativeExecOptions, NativeSpawnOptions, NativeVmOptions};
use crate::run::{blocking, guarded, now, INLINE_MAX_BYTES};
use crate::sandbox::{client_sandbox, option_sandbox, NativeSandboxConfig, OptionSandbox};

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
    fn live(&self) -> AgentResult<Vm> {
        match &*self.vm.read() {
            Some(vm) if !vm.is_disposed() => Ok(vm.clone()),
            _ => Err(disposed()),
        }
    }

    fn path(p: &str) -> AgentResult<String> {
        validate_absolute(p).map_err(|e| {
            let why = if e == Errno::Enametoolong {
                format!("path longer than {} bytes", agentos_kernel::path::PATH_MAX)
            } else {
                format!("path must be absolute and without NUL bytes: {p:?}")
            };
            AgentError {
                path: Some(p.into()),
                ..AgentError::new(e.name(), why)
            }
        })?;
        Ok(agentos_kernel::path::normalize(p))
    }

    /// The shape of an async host-API method: the VM if live, `path` validated and normalised,
    /// then one `Vm` call `op` on a worker ([`blocking`]); its error crosses with its fields.
    async fn at_path<T: Send + 'static>(
        &self,
        path: &str,
        op: impl FnOnce(&Vm, &str) -> HostResult<T> + Send + 'static,
    ) -> Settled<T> {
        settle(async {
            let vm = self.live()?;
            let p = Self::path(path)?;
            blocking(move || op(&vm, &p).map_err(AgentError::from)).await
        })
        .await
    }

    /// [`NativeVm::at_path`] on the JS thread ([`now`]): `Ok(None)` when `op` would have entered
    /// a mount that may block (the caller then uses the async method).
    fn at_path_now<T>(
        &self,
        env: &Env,
        path: &str,
        op: impl FnOnce(&Vm, &str) -> HostResult<T>,
    ) -> Result<Option<T>> {
        sync(env, || {
            let vm = self.live()?;
            let p = Self::path(path)?;
            now(|| op(&vm, &p).map_err(AgentError::from))
        })
    }
}

#[napi]
impl NativeVm {
    /// Boots a VM. Throws `EINVAL` (bad options), `ENOENT`/`ENOEXEC` (a command file).
    /// Boots a VM. `on_binding_call` receives binding invocations and aborts; answer each
    /// invocation with [`NativeVm::binding_reply`].
    #[napi(factory, catch_unwind)]
    pub fn create(
        env: Env,
        mut options: NativeVmOptions,
        on_binding_call: Option<BindingFn>,
    ) -> Result<NativeVm> {
        sync(&env, move || {
            let bindings = options.bindings.take().unwrap_or_default();
            let sandbox_option = options.sandbox.take();
            let sandbox_groups = options.sandbox_groups.take().unwrap_or_default();
            let mut cfg = VmConfig::try_from(options)?;
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
                cfg.rust_groups.insert(
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
                    return Err(AgentError::from(e));
                }
            };
            if let Some((sb, path, read_only)) = sandbox_mount {
                let mounted = Self::path(&path).and_then(|p| {
                    let fs = agentos_sandbox::sandbox_fs(sb).map_err(AgentError::from)?;
                    vm.kernel()
                        .mount(&p, std::sync::Arc::new(fs), read_only)
                        .map_err(|e| {
                            AgentError::from(agentos_wasi_host::host_api::fs_error(e, "mount", &p))
                        })
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
    #[napi(ts_return_type = "Promise<NativeExecResult>")]
    pub async fn exec(
        &self,
        command: String,
        options: Option<NativeExecOptions>,
    ) -> Settled<NativeExecResult> {
        settle(async move {
            let vm = self.live()?;
            let mut opts = ExecOptions::default();
            if let Some(o) = options {
                opts.env = env_pairs(o.env);
                opts.cwd = o.cwd;
                opts.stdin = o.stdin.map(|b| b.to_vec());
                opts.timeout_ms = positive(o.timeout_ms, "timeoutMs")?;
            }
            // The cwd check may wait for a mount (then on a worker); the start does not, and the
            // run is awaited without holding a thread (issue 26).
            let cwd = match now(|| vm.exec_cwd(opts.cwd.as_deref()).map_err(AgentError::from))? {
                Some(cwd) => cwd,
                None => {
                    let (v, c) = (vm.clone(), opts.cwd.clone());
                    blocking(move || v.exec_cwd(c.as_deref()).map_err(AgentError::from)).await?
                }
            };
            let run = guarded(|| vm.exec_spawn(&command, opts, cwd).map_err(AgentError::from))?;
            let out = run.finish_async().await.map_err(AgentError::from)?;
            Ok(NativeExecResult {
                exit_code: out.exit_code,
                stdout: out.stdout.into(),
                stderr: out.stderr.into(),
                timed_out: out.timed_out,
                stdout_truncated: out.stdout_truncated,
                stderr_truncated: out.stderr_truncated,
            })
        })
        .await
    }

    /// One HTTP/1.1 request to a guest listener on VM loopback `port` (`runtimes.md` 1.3).
    #[napi(ts_return_type = "Promise<NativeFetchResponse>")]
    pub async fn fetch(
        &self,
        port: u32,
        request: NativeFetchRequest,
    ) -> Settled<NativeFetchResponse> {
        settle(async move {
            let vm = self.live()?;
            let port = u16::try_from(port)
                .ok()
                .filter(|p| *p > 0)
                .ok_or_else(|| AgentError::einval(format!("port must be 1-65535, got {port}")))?;
            let req = FetchRequest {
                method: request.method,
                path: request.path,
                headers: request
                    .headers
                    .into_iter()
                    .map(|pair| match <[String; 2]>::try_from(pair) {
                        Ok([k, v]) => Ok((k, v)),
                        Err(_) => Err(AgentError::einval(
                            "request.headers entries must be [name, value] pairs",
                        )),
                    })
                    .collect::<AgentResult<_>>()?,
                body: request.body.to_vec(),
            };
            let res = blocking(move || vm.fetch(port, req).map_err(AgentError::from)).await?;
            Ok(NativeFetchResponse {
                status: u32::from(res.status),
                headers: res.headers.into_iter().map(|(k, v)| vec![k, v]).collect(),
                body: res.body.into(),
            })
        })
        .await
    }

    /// Writes a file, creating missing parent directories.
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn write_file(&self, path: String, data: Buffer) -> Settled<()> {
        let bytes = data.to_vec();
        self.at_path(&path, move |vm, p| vm.write_file(p, &bytes))
            .await
    }

    /// [`NativeVm::write_file`] done on the JS thread when it needs no worker: returns `false`
    /// (nothing written; call `writeFile`) when the path leads into a mount that may block, or
    /// `data` is over [`INLINE_MAX_BYTES`].
    #[napi]
    pub fn write_file_now(&self, env: Env, path: String, data: Buffer) -> Result<bool> {
        sync(&env, || {
            let vm = self.live()?;
            let p = Self::path(&path)?;
            if data.len() > INLINE_MAX_BYTES {
                return Ok(false);
            }
            Ok(now(|| vm.write_file(&p, &data).map_err(AgentError::from))?.is_some())
        })
    }

    /// Reads a whole file: `EFBIG` above [`agentos_kernel::kernel::MAX_READ_FILE_BYTES`] (2 GiB, as Node's
    /// `fs.readFile`), whatever size the filesystem reports.
    #[napi(ts_return_type = "Promise<Buffer>")]
    pub async fn read_file(&self, path: String) -> Settled<Buffer> {
        self.at_path(&path, |vm, p| vm.read_file(p).map(Buffer::from))
            .await
    }

    /// [`NativeVm::read_file`] done on the JS thread when it needs no worker: `null` when the
    /// path leads into a mount that may block or the file is over [`INLINE_MAX_BYTES`] (call
    /// `readFile`).
    #[napi]
    pub fn read_file_now(&self, env: Env, path: String) -> Result<Option<Buffer>> {
        self.at_path_now(&env, &path, |vm, p| vm.read_file_limit(p, INLINE_MAX_BYTES))
            .map(|r| r.flatten().map(Buffer::from))
    }

    #[napi(ts_return_type = "Promise<void>")]
    pub async fn mkdir(&self, path: String, recursive: bool) -> Settled<()> {
        self.at_path(&path, move |vm, p| vm.mkdir(p, recursive))
            .await
    }

    /// [`NativeVm::mkdir`] on the JS thread; `false` = not done, call `mkdir`.
    #[napi]
    pub fn mkdir_now(&self, env: Env, path: String, recursive: bool) -> Result<bool> {
        self.at_path_now(&env, &path, |vm, p| vm.mkdir(p, recursive))
            .map(|r| r.is_some())
    }

    #[napi(ts_return_type = "Promise<Array<string>>")]
    pub async fn readdir(&self, path: String) -> Settled<Vec<String>> {
        self.at_path(&path, |vm, p| vm.readdir(p)).await
    }

    /// [`NativeVm::readdir`] on the JS thread; `null` = not done, call `readdir`.
    #[napi]
    pub fn readdir_now(&self, env: Env, path: String) -> Result<Option<Vec<String>>> {
        self.at_path_now(&env, &path, |vm, p| vm.readdir(p))
    }

    #[napi(ts_return_type = "Promise<Array<NativeDirEntry>>")]
    pub async fn readdir_recursive(
        &self,
        path: String,
        max_depth: Option<u32>,
        exclude: Vec<String>,
    ) -> Settled<Vec<NativeDirEntry>> {
        self.at_path(&path, move |vm, p| {
            let entries = vm.readdir_recursive(p, max_depth, &exclude)?;
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

    #[napi(ts_return_type = "Promise<NativeStat>")]
    pub async fn stat(&self, path: String) -> Settled<NativeStat> {
        self.at_path(&path, |vm, p| vm.stat(p, true).map(|s| to_stat(&s)))
            .await
    }

    #[napi(ts_return_type = "Promise<NativeStat>")]
    pub async fn lstat(&self, path: String) -> Settled<NativeStat> {
        self.at_path(&path, |vm, p| vm.stat(p, false).map(|s| to_stat(&s)))
            .await
    }

    /// [`NativeVm::stat`] (`follow`) or [`NativeVm::lstat`] on the JS thread; `null` = not
    /// done, call the async one.
    #[napi]
    pub fn stat_now(&self, env: Env, path: String, follow: bool) -> Result<Option<NativeStat>> {
        self.at_path_now(&env, &path, |vm, p| vm.stat(p, follow).map(|s| to_stat(&s)))
    }

    #[napi(ts_return_type = "Promise<boolean>")]
    pub async fn exists(&self, path: String) -> Settled<bool> {
        self.at_path(&path, |vm, p| vm.exists(p)).await
    }

    /// [`NativeVm::exists`] on the JS thread; `null` = not done, call `exists`.
    #[napi]
    pub fn exists_now(&self, env: Env, path: String) -> Result<Option<bool>> {
        self.at_path_now(&env, &path, |vm, p| vm.exists(p))
    }

    #[napi(ts_return_type = "Promise<void>")]
    pub async fn rename(&self, from: String, to: String) -> Settled<()> {
        settle(async move {
            let vm = self.live()?;
            let a = Self::path(&from)?;
            let b = Self::path(&to)?;
            blocking(move || vm.rename(&a, &b).map_err(AgentError::from)).await
        })
        .await
    }

    #[napi(ts_return_type = "Promise<void>")]
    pub async fn remove(&self, path: String, recursive: bool) -> Settled<()> {
        self.at_path(&path, move |vm, p| vm.remove(p, recursive))
            .await
    }

    /// Mounts a new in-memory filesystem at `path` (counts toward `maxFilesystemBytes`).
    /// Rejects `EINVAL` for `/`, `EEXIST` when `path` is already a mount point.
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn mount_memory(&self, path: String, read_only: bool) -> Settled<()> {
        self.at_path(&path, move |vm, p| vm.mount_memory(p, read_only))
            .await
    }

    /// Mounts the host directory `host_path` at `path`, confined beneath it (`api.md` 2.3).
    /// Rejects `ENOENT`/`ENOTDIR` for a bad host directory, `EINVAL`/`EEXIST` as `mount_memory`.
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn mount_host_dir(
        &self,
        path: String,
        host_path: String,
        read_only: bool,
    ) -> Settled<()> {
        self.at_path(&path, move |vm, p| {
            vm.mount_host_dir(p, &host_path, read_only)
        })
        .await
    }

    /// Mounts a JS driver at `path`: every filesystem operation on it becomes a call to
    /// `on_call` (on the JS thread), answered with [`NativeVm::fs_reply`]. `has_lstat`: the driver
    /// has `lstat` (symlink-aware walks); `timeout_ms`: per call (default 30000), `EIO` after it.
    /// Rejects `EINVAL`/`EEXIST` as `mount_memory`, and the driver's errors for the mount point.
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn mount_js(
        &self,
        path: String,
        read_only: bool,
        has_lstat: bool,
        timeout_ms: Option<f64>,
        on_call: DriverFn,
    ) -> Settled<()> {
        settle(async move {
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
                    .map_err(AgentError::from)
            })
            .await
        })
        .await
    }

    /// Mounts a Sandbox Agent server's filesystem at `path` (`createSandboxFs`, `sandbox.md` 2).
    /// Nothing is requested until first use. Rejects `EINVAL` (bad config) and as `mount_memory`.
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn mount_sandbox(
        &self,
        path: String,
        read_only: bool,
        config: NativeSandboxConfig,
    ) -> Settled<()> {
        settle(async move {
            let vm = self.live()?;
            let p = Self::path(&path)?;
            let sb = client_sandbox(&config, "createSandboxFs")?;
            self.sandboxes.lock().push(sb.clone());
            blocking(move || {
                vm.mount_with(&p, read_only, || {
                    let fs = agentos_sandbox::sandbox_fs(sb).map_err(sandbox_host_error)?;
                    Ok(std::sync::Arc::new(fs))
                })
                .map_err(AgentError::from)
            })
            .await
        })
        .await
    }

    /// Detaches the mount at `path`. Rejects `EINVAL` (not a mount point), `EBUSY` (child mounts).
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn unmount(&self, path: String) -> Settled<()> {
        self.at_path(&path, |vm, p| vm.unmount(p)).await
    }

    /// User mounts sorted by path (the root is not listed).
    #[napi(catch_unwind)]
    pub fn list_mounts(&self, env: Env) -> Result<Vec<NativeMount>> {
        sync(&env, || {
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
        })
    }

    /// Starts `command` with `args` without a shell (`api.md` 4.2) and returns its pid. Output
    /// chunks and then the exit are delivered to `on_event` in order. Throws `ENOENT` for an
    /// unknown command, `EAGAIN` at the process limit.
    #[napi(catch_unwind)]
    pub fn spawn(
        &self,
        env: Env,
        command: String,
        args: Vec<String>,
        options: Option<NativeSpawnOptions>,
        on_event: EventFn,
    ) -> Result<u32> {
        sync(&env, || {
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
                .map_err(AgentError::from)
        })
    }

    /// Writes to a spawned process's stdin. Rejects `ESRCH` (unknown pid), `EPIPE` (closed).
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn write_stdin(&self, pid: u32, data: Buffer) -> Settled<()> {
        settle(async move {
            let vm = self.live()?;
            let bytes = data.to_vec();
            blocking(move || vm.write_stdin(pid, &bytes).map_err(AgentError::from)).await
        })
        .await
    }

    /// Closes a spawned process's stdin. Throws `ESRCH` for an unknown pid.
    #[napi(catch_unwind)]
    pub fn close_stdin(&self, env: Env, pid: u32) -> Result<()> {
        sync(&env, || {
            self.live()?.close_stdin(pid).map_err(AgentError::from)
        })
    }

    /// Signals the process group led by `pid` (15 = SIGTERM, 9 = SIGKILL). Throws `ESRCH`.
    #[napi(catch_unwind)]
    pub fn signal(&self, env: Env, pid: u32, signal: u32) -> Result<()> {
        sync(&env, || {
            self.live()?.signal(pid, signal).map_err(AgentError::from)
        })
    }

    /// Resolves with the exit status of `pid`. Rejects `ESRCH`.
    #[napi(ts_return_type = "Promise<number>")]
    pub async fn wait(&self, pid: u32) -> Settled<i32> {
        settle(async move {
            let vm = self.live()?;
            vm.wait_async(pid).await.map_err(AgentError::from)
        })
        .await
    }

    /// `EACCES` when `permissions.applyToHost` is set and `process.inspect` is denied (the JS
    /// listings that do not call [`NativeVm::processes`] ask this first).
    #[napi(catch_unwind)]
    pub fn check_process_inspect(&self, env: Env) -> Result<()> {
        sync(&env, || {
            self.live()?
                .check_process_inspect()
                .map_err(AgentError::from)
        })
    }

    /// Every kernel process, running or recently exited, by pid.
    #[napi(catch_unwind)]
    pub fn processes(&self, env: Env) -> Result<Vec<NativeProcessInfo>> {
        sync(&env, || {
            let vm = self.live()?;
            Ok(vm
                .list_processes()
                .map_err(AgentError::from)?
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
        })
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
    #[napi(ts_return_type = "Promise<void>")]
    pub async fn dispose(&self) -> Settled<()> {
        settle(async move {
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
        })
        .await
    }
}
