//! A VM: a kernel, a command registry and the means to run guest processes in it.
//!
//! `exec` follows `api.md` 4.1: `sh -c <command>`, stdin written then closed, output collected
//! until EOF on both streams or 250 ms after exit, the process group killed on timeout (exit
//! 137, `timed_out`). Command resolution (`guest-abi.md` 7.1) is [`crate::resolve`].

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use parking_lot::Mutex;

use agentos_kernel::fd_table::{FdTable, FileKind, OpenFile};
use agentos_kernel::path::{join_normalize, validate_absolute};
use agentos_kernel::permissions::{Denied, Scope};
use agentos_kernel::pipe::{NoInterrupt, Pipe, PipeWriter, PIPE_CAPACITY};
use agentos_kernel::process_table::{
    signal, NewProcess, Pid, ProcessKind, Status, DEFAULT_UMASK, INIT_PID,
};
use agentos_kernel::sink::{OutputSink, DRAIN_AFTER_EXIT, SINK_CAPACITY};
use agentos_kernel::vfs::FileType;
use agentos_kernel::{Errno, KResult, Kernel, KernelConfig, OpenRequest, Opened};

use crate::binding::{self, BindingEnv, BindingHost, PendingCalls};
use crate::command_registry::{stub_content, CommandRegistry, CommandSpec};
use crate::env;
use crate::error::{HostError, HostResult};
use crate::host::{SpawnRequest, Spawner};
use crate::net::{NetworkConfig, VmNet};
use crate::process::{self, Image, RunConfig};
use crate::resolve::{Resolver, DEFAULT_PATH};
use crate::runtime::{runtime, Runtime};

/// The default HOME and working directory.
pub const DEFAULT_HOME: &str = "/home/agentos";

/// A VM's store of node's bytecode: its own, over the machine store in `jscache/` beside the
/// module cache (`module_cache_dir`, else the runtime's default), which only the host's own
/// compiles fill ([`trusted_compile`]). Without a cache directory or a compile thread: the VM's
/// store alone.
fn node_bytecode_store(module_cache_dir: Option<&std::path::Path>) -> crate::jscache::JsCache {
    static WORKER: std::sync::OnceLock<Option<Arc<crate::jscompile::Worker>>> =
        std::sync::OnceLock::new();
    let dir = module_cache_dir
        .map(std::path::Path::to_path_buf)
        .or_else(Runtime::default_cache_dir);
    let worker = WORKER
        .get_or_init(|| crate::jscompile::Worker::start(Box::new(trusted_compile)).map(Arc::new));
    match (dir, worker) {
        (Some(dir), Some(worker)) => crate::jscache::JsCache::with_machine(
            Arc::new(crate::jscache::MachineStore::new(dir.join("jscache"))),
            worker.clone(),
        ),
        _ => crate::jscache::JsCache::default(),
    }
}

/// The host's compile of a machine-store job: `node --agentos-compile-file NAME` of the job's
/// module in a new VM that has nothing but that command (no files of any guest, no network,
/// no environment), the source on its stdin; the bytecode it prints when it exits 0 and the
/// module is still the one the job names.
fn trusted_compile(job: &crate::jscache::CompileJob) -> Option<Vec<u8>> {
    const LIMIT: Duration = Duration::from_secs(120);
    let vm = Vm::create(VmConfig {
        commands: vec![CommandSpec {
            name: "node".into(),
            path: job.module.path.clone(),
            tier: crate::tier::Tier::Isolated,
            fallback: None,
        }],
        cwd: "/".into(),
        cpu_time_limit_ms: Some(LIMIT.as_millis() as u64),
        module_cache_dir: job.module_cache_dir.clone(),
        ..VmConfig::default()
    })
    .ok()?;
    let out = Arc::new(Mutex::new((Vec::new(), false)));
    let (tx, rx) = std::sync::mpsc::channel();
    let sink = out.clone();
    let tx = Mutex::new(tx);
    let on_event: EventSink = Arc::new(move |ev| match ev {
        ProcessEvent::Stdout(chunk) => {
            let mut o = sink.lock();
            if o.0.len() + chunk.len() > crate::jscache::MAX_ENTRY_BYTES {
                o.1 = true;
            } else {
                o.0.extend_from_slice(&chunk);
            }
        }
        ProcessEvent::Stderr(_) => {}
        ProcessEvent::Exit(status) => {
            let _ = tx.lock().send(status);
        }
    });
    let args = vec!["--agentos-compile-file".to_string(), job.name.clone()];
    let result = vm
        .spawn("node", args, &[], Some("/"), on_event)
        .ok()
        .and_then(|pid| {
            let fed = vm.write_stdin(pid, &job.source).is_ok() && vm.close_stdin(pid).is_ok();
            let status = rx.recv_timeout(LIMIT).ok();
            if status.is_none() {
                let _ = vm.signal(pid, signal::SIGKILL);
            }
            let (bytes, overflow) = std::mem::take(&mut *out.lock());
            let same_module = vm.shared.runtime.known_sha(&job.module.path) == Some(job.module.sha);
            (fed && status == Some(0) && !overflow && same_module && !bytes.is_empty())
                .then_some(bytes)
        });
    vm.dispose(Duration::ZERO);
    result
}

/// How to build a VM.
#[derive(Clone)]
pub struct VmConfig {
    pub commands: Vec<CommandSpec>,
    /// Binding groups (`bindings-cli.md` section 1), validated by [`Vm::create`].
    pub bindings: Vec<agentos_bindings::GroupSpec>,
    /// Runs binding calls; without one every call fails with a message on stderr.
    pub binding_host: Option<Arc<dyn BindingHost>>,
    /// Groups of [`VmConfig::bindings`] implemented in Rust, by group name (kebab-case): their
    /// calls go here instead of to `binding_host`.
    pub rust_groups: HashMap<String, Arc<dyn agentos_bindings::RustGroup>>,
    /// Merged over the default environment; reserved names are dropped.
    pub env: Vec<(String, String)>,
    /// Default working directory for `exec`/`spawn`; created if missing.
    pub cwd: String,
    pub kernel: KernelConfig,
    /// Linear memory per process, bytes (`maxWasmMemoryBytes`, default 512 MiB).
    pub max_wasm_memory_bytes: usize,
    /// Default `exec` timeout in ms; 0 = none (`execTimeoutMs`, default 300000).
    pub exec_timeout_ms: u64,
    /// CPU time per process in ms (`cpuTimeLimitMs`), checked every epoch tick.
    pub cpu_time_limit_ms: Option<u64>,
    /// Wasmtime fuel per process (`maxWasmFuel`; about one unit per executed WASM instruction).
    /// `Some` makes the VM's processes run on the fuel-metering engine; running out ends the
    /// process with status 137.
    pub max_wasm_fuel: Option<u64>,
    /// Where compiled modules are cached on disk (default: see [`Runtime::default_cache_dir`]).
    pub module_cache_dir: Option<PathBuf>,
    /// Guest networking (`runtimes.md` 1.1; `docs/network.md`).
    pub network: NetworkConfig,
}

impl Default for VmConfig {
    fn default() -> Self {
        VmConfig {
            commands: Vec::new(),
            bindings: Vec::new(),
            binding_host: None,
            rust_groups: HashMap::new(),
            env: Vec::new(),
            cwd: DEFAULT_HOME.into(),
            kernel: KernelConfig::default(),
            max_wasm_memory_bytes: 512 * 1024 * 1024,
            exec_timeout_ms: 300_000,
            cpu_time_limit_ms: None,
            max_wasm_fuel: None,
            module_cache_dir: None,
            network: NetworkConfig::default(),
        }
    }
}

/// State shared by a VM's handle and all its process threads.
pub struct VmShared {
    pub kernel: Arc<Kernel>,
    pub registry: CommandRegistry,
    /// Binding groups and where their calls go, shared with every dispatcher process.
    pub bindings: Arc<BindingEnv>,
    pub runtime: Arc<Runtime>,
    /// Sockets, VM-loopback listeners and the network options.
    pub net: Arc<VmNet>,
    /// node's bytecode of large files, for this VM's processes (`host_jscache`).
    pub jscache: Arc<crate::jscache::JsCache>,
    env: Vec<(String, String)>,
    cwd: String,
    pub exec_timeout_ms: u64,
    /// Limits, engine and module cache of every process, built once.
    pub run: Arc<RunConfig>,
    disposed: AtomicBool,
    /// Stdin write ends of processes started with [`Vm::spawn`], by pid.
    stdin: Mutex<HashMap<Pid, Option<PipeWriter>>>,
}

/// What a process started with [`Vm::spawn`] reports, in order: output chunks as written, then
/// one `Exit` after the output was drained (EOF on both streams or 250 ms after exit).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProcessEvent {
    Stdout(Vec<u8>),
    Stderr(Vec<u8>),
    /// The raw exit status (`guest-abi.md` 12).
    Exit(i32),
}

/// Receives [`ProcessEvent`]s on the process's own threads.
pub type EventSink = Arc<dyn Fn(ProcessEvent) + Send + Sync>;

/// One kernel process as the API lists it (`api.md` 4.3). Times are ms since the epoch.
#[derive(Debug, Clone)]
pub struct ProcessInfo {
    pub pid: Pid,
    pub ppid: Pid,
    pub pgid: Pid,
    pub command: String,
    pub args: Vec<String>,
    pub cwd: String,
    pub running: bool,
    pub exit_code: Option<i32>,
    pub start_time_ms: u64,
    pub exit_time_ms: Option<u64>,
    /// `wasm` for WASM commands, `binding` for the binding dispatcher (`bindings-cli.md` 4).
    pub driver: &'static str,
}

/// Options of [`Vm::exec`].
#[derive(Clone, Debug, Default)]
pub struct ExecOptions {
    /// Merged over the VM environment.
    pub env: Vec<(String, String)>,
    pub cwd: Option<String>,
    pub stdin: Option<Vec<u8>>,
    /// Timeout in ms; `None` = the VM default; `Some(0)` = none.
    pub timeout_ms: Option<u64>,
}

/// Result of [`Vm::exec`].
#[derive(Clone, Debug, Default)]
pub struct ExecOutput {
    pub exit_code: i32,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
    pub stdout_truncated: bool,
    pub stderr_truncated: bool,
}

impl VmShared {
    /// Command resolution over this VM's filesystem, registry and binding groups.
    fn resolver(&self) -> Resolver<'_> {
        Resolver {
            kernel: &self.kernel,
            registry: &self.registry,
            bindings: &self.bindings.groups,
        }
    }

    /// What a process started in this VM shares with it.
    fn services(self: &Arc<Self>) -> process::Services {
        process::Services {
            kernel: self.kernel.clone(),
            runtime: self.runtime.clone(),
            bindings: self.bindings.clone(),
            spawner: self.clone(),
            config: self.run.clone(),
            net: self.net.clone(),
            jscache: self.jscache.clone(),
        }
    }

    fn env_for(&self, extra: &[(String, String)], cwd: &str) -> Vec<(String, String)> {
        let mut env = self.env.clone();
        // Per-call variables pass `env.write`; denied ones are dropped silently (`api.md` 2.5).
        env::merge_written(&mut env, extra.iter().cloned(), self.kernel.policy());
        env::set(&mut env, "PWD".into(), cwd.to_string());
        env
    }

    /// [`Spawner::spawn`]; `enforce` = whether the `childProcess` policy applies (guests always,
    /// the host API only with `applyToHost`). The environment handed to the process keeps only the
    /// variables `env.read` allows, whoever spawns. `check_cwd`: the process checks that its cwd
    /// is a directory before it runs the command ([`process::start`]).
    fn spawn_checked(
        self: &Arc<Self>,
        req: SpawnRequest,
        enforce: bool,
        on_exit: Option<process::ExitHook>,
        check_cwd: bool,
    ) -> Result<Pid, SpawnError> {
        if self.disposed.load(Ordering::Acquire) {
            return Err(Errno::Eio.into());
        }
        let policy = self.kernel.policy();
        let env = env::for_process(req.env, &req.cwd, policy);
        let resolver = self.resolver();
        let resolved = resolver.resolve(req.argv, &env, &req.cwd)?;
        if enforce && !policy.allows_all(Scope::ChildProcess) {
            policy.check_any(
                Scope::ChildProcess,
                "spawn",
                &resolver.spawn_resources(&resolved),
            )?;
        }
        let mut fds = FdTable::with_budget(
            self.kernel.config.max_fds_per_process,
            self.kernel.fd_budget.clone(),
        );
        let [a, b, c] = req.stdio;
        fds.insert(a, false)?;
        fds.insert(b, false)?;
        fds.insert(c, false)?;
        let root = match self.kernel.open(
            "/",
            &OpenRequest {
                read: true,
                directory: true,
                follow: true,
                ..Default::default()
            },
        )? {
            Opened::File(f) => f,
            Opened::StdioAlias(_) => return Err(Errno::Einval.into()),
        };
        fds.insert(root, false)?;
        // A child inherits its parent's umask; a process the host starts gets the default.
        let umask = self
            .kernel
            .processes
            .get(req.ppid)
            .map_or(DEFAULT_UMASK, |parent| parent.umask());
        let process = self.kernel.processes.create(NewProcess {
            umask,
            ppid: req.ppid,
            pgid: req.pgid,
            command: resolved.command,
            argv: resolved.argv,
            env,
            cwd: req.cwd,
            fds,
            kind: match resolved.image {
                Image::Binding => ProcessKind::Binding,
                _ => ProcessKind::Wasm,
            },
        })?;
        let pid = process.pid;
        process::start(
            self.services(),
            process,
            resolved.image,
            resolved.tier,
            on_exit,
            check_cwd,
        );
        Ok(pid)
    }
}

impl Spawner for VmShared {
    fn spawn(self: Arc<Self>, req: SpawnRequest) -> KResult<Pid> {
        self.spawn_checked(req, true, None, false)
            .map_err(Errno::from)
    }
}

/// Why [`VmShared::spawn_checked`] failed.
#[derive(Debug, thiserror::Error)]
enum SpawnError {
    #[error("{}", .0.description())]
    Errno(Errno),
    #[error(transparent)]
    Denied(Denied),
}

impl From<Errno> for SpawnError {
    fn from(e: Errno) -> Self {
        SpawnError::Errno(e)
    }
}

impl From<Denied> for SpawnError {
    fn from(d: Denied) -> Self {
        SpawnError::Denied(d)
    }
}

impl From<SpawnError> for Errno {
    fn from(e: SpawnError) -> Self {
        match e {
            SpawnError::Errno(e) => e,
            SpawnError::Denied(_) => Errno::Eacces,
        }
    }
}

impl SpawnError {
    /// The host API error: `EACCES: permission denied, sh: blocked by childProcess.spawn policy`
    /// for a denial, else `<CODE>: <what>`.
    fn host(self, what: impl FnOnce(Errno) -> String) -> HostError {
        match self {
            SpawnError::Denied(d) => denied(d),
            SpawnError::Errno(e) => HostError::new(e, what(e)),
        }
    }
}

/// The host API error for a policy denial (`api.md` 7.5).
pub fn denied(d: Denied) -> HostError {
    HostError {
        errno: Errno::Eacces,
        message: format!("EACCES: {d}"),
        path: (d.scope == "fs").then(|| d.resource.clone()),
        dest: None,
        syscall: None,
        pid: None,
    }
}

/// Waits for `pid` to exit, without blocking: every exit in the VM wakes the wait. `Ok(None)`
/// at `deadline`; `ESRCH` for an unknown pid.
async fn exit_of(
    table: &agentos_kernel::process_table::ProcessTable,
    pid: Pid,
    deadline: Option<Instant>,
) -> HostResult<Option<i32>> {
    use agentos_kernel::interrupt::{AsyncParker, Wake};
    struct Unwatch<'a>(
        &'a agentos_kernel::process_table::ProcessTable,
        Arc<dyn Wake>,
    );
    impl Drop for Unwatch<'_> {
        fn drop(&mut self) {
            self.0.unwatch_exits(&self.1);
        }
    }
    let parker = AsyncParker::new();
    let waker: Arc<dyn Wake> = parker.clone();
    table.watch_exits(&waker);
    let _unwatch = Unwatch(table, waker);
    loop {
        if let Some(s) = table.exit_status(pid).map_err(HostError::from)? {
            return Ok(Some(s));
        }
        match deadline {
            Some(d) if Instant::now() >= d => return Ok(None),
            Some(d) => {
                let _ = tokio::time::timeout_at(d.into(), parker.park()).await;
            }
            None => parker.park().await,
        }
    }
}

/// A running [`Vm::exec`]: its shell's pid and output collectors.
pub struct ExecRun {
    vm: Vm,
    pid: Pid,
    timeout: Option<Duration>,
    out_sink: Arc<OutputSink>,
    err_sink: Arc<OutputSink>,
}

impl ExecRun {
    /// The shell's pid.
    pub fn pid(&self) -> Pid {
        self.pid
    }

    /// Waits for the exit (killing the process group at the timeout: status 137, `timedOut`)
    /// on the calling thread and collects the output.
    pub fn finish(self) -> HostResult<ExecOutput> {
        let table = &self.vm.shared.kernel.processes;
        let mut timed_out = false;
        let mut status = table
            .wait_exit(self.pid, self.timeout, &NoInterrupt)
            .map_err(HostError::from)?;
        if status.is_none() {
            timed_out = true;
            table.kill_group(self.pid, signal::SIGKILL);
            status = table
                .wait_exit(self.pid, None, &NoInterrupt)
                .map_err(HostError::from)?;
        }
        let deadline = Instant::now() + DRAIN_AFTER_EXIT;
        self.out_sink.wait_eof(deadline);
        self.err_sink.wait_eof(deadline);
        Ok(self.collect(status, timed_out))
    }

    /// [`ExecRun::finish`] as a future: nothing blocks while the command runs (an exit in the
    /// VM wakes it), so an in-flight `exec` holds no thread (issue 26).
    pub async fn finish_async(self) -> HostResult<ExecOutput> {
        let table = &self.vm.shared.kernel.processes;
        let deadline = self.timeout.map(|t| Instant::now() + t);
        let mut timed_out = false;
        let mut status = exit_of(table, self.pid, deadline).await?;
        if status.is_none() {
            timed_out = true;
            table.kill_group(self.pid, signal::SIGKILL);
            status = exit_of(table, self.pid, None).await?;
        }
        // Output writers still open after the exit (a background process holding stdout) are
        // waited for on a blocking thread, at most `DRAIN_AFTER_EXIT`.
        if !(self.out_sink.is_closed() && self.err_sink.is_closed()) {
            let (out, err) = (self.out_sink.clone(), self.err_sink.clone());
            let _ = tokio::task::spawn_blocking(move || {
                let deadline = Instant::now() + DRAIN_AFTER_EXIT;
                out.wait_eof(deadline);
                err.wait_eof(deadline);
            })
            .await;
        }
        Ok(self.collect(status, timed_out))
    }

    fn collect(self, status: Option<i32>, timed_out: bool) -> ExecOutput {
        let exit_code = if timed_out {
            137
        } else {
            status.unwrap_or(137)
        };
        self.vm.shared.kernel.processes.reap(self.pid);
        let (stdout, stdout_truncated) = self.out_sink.take();
        let (stderr, stderr_truncated) = self.err_sink.take();
        ExecOutput {
            exit_code,
            stdout,
            stderr: strip_shell_warnings(&stderr),
            timed_out,
            stdout_truncated,
            stderr_truncated,
        }
    }
}

/// A handle to one VM.
#[derive(Clone)]
pub struct Vm {
    shared: Arc<VmShared>,
}

fn default_env(hostname: &str) -> Vec<(String, String)> {
    [
        ("HOME", DEFAULT_HOME),
        ("USER", "agentos"),
        ("LOGNAME", "agentos"),
        ("SHELL", "/bin/sh"),
        ("PATH", DEFAULT_PATH),
        ("LANG", "C.UTF-8"),
        ("HOSTNAME", hostname),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect()
}

/// Removes the published shell's `WARN could not retrieve pid for child process` lines (with or
/// without ANSI colour), `api.md` 4.1.
pub fn strip_shell_warnings(stderr: &[u8]) -> Vec<u8> {
    const NEEDLE: &str = "WARN could not retrieve pid for child process";
    if !stderr.windows(4).any(|w| w == b"WARN") {
        return stderr.to_vec();
    }
    let mut out = Vec::with_capacity(stderr.len());
    for line in stderr.split_inclusive(|b| *b == b'\n') {
        let text = String::from_utf8_lossy(line);
        let mut plain = String::with_capacity(text.len());
        let mut chars = text.chars();
        while let Some(ch) = chars.next() {
            if ch == '\u{1b}' {
                // Skip a CSI sequence: ESC [ params final-byte.
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
                continue;
            }
            plain.push(ch);
        }
        let plain = plain.trim();
        if plain == NEEDLE || plain.ends_with(&format!(" {NEEDLE}")) {
            continue;
        }
        out.extend_from_slice(line);
    }
    out
}

impl Vm {
    /// Boots a VM: kernel, registry (validating every command file), `/bin` stubs, cwd.
    pub fn create(config: VmConfig) -> HostResult<Vm> {
        validate_absolute(&config.cwd).map_err(|e| {
            HostError::new(
                e,
                format!("options.cwd must be an absolute path: {:?}", config.cwd),
            )
        })?;
        let runtime = runtime()?;
        let net = VmNet::new(&config.network)?;
        let registry = CommandRegistry::new(config.commands)?;
        let bindings = agentos_bindings::Bindings::new(config.bindings).map_err(|e| {
            let errno = match e {
                agentos_bindings::DefinitionError::Exists(_) => Errno::Eexist,
                agentos_bindings::DefinitionError::Invalid(_) => Errno::Einval,
            };
            HostError {
                errno,
                message: e.to_string(),
                path: None,
                dest: None,
                syscall: None,
                pid: None,
            }
        })?;
        let kernel = Kernel::new(config.kernel.clone()).map_err(HostError::from)?;
        let stubs: Vec<(&str, String)> = registry.names().map(|n| (n, stub_content(n))).collect();
        kernel
            .install_files("/bin", stubs.iter().map(|(n, c)| (*n, c.as_bytes())), 0o755)
            .map_err(|e| HostError::syscall(e, "open", "/bin"))?;
        // Binding commands at both /usr/local/bin (first in PATH) and /bin (`bindings-cli.md` 4).
        let binding_stubs: Vec<(String, String)> = std::iter::once(binding::MASTER.to_string())
            .chain(bindings.names().map(|g| format!("agentos-{g}")))
            .map(|n| {
                let content = format!(
                    "{}# agentOS binding command: runs on the host, see `agentos --help`\n",
                    stub_content(&n)
                );
                (n, content)
            })
            .collect();
        for dir in ["/usr/local/bin", "/bin"] {
            kernel
                .mkdir_p(dir)
                .map_err(|e| HostError::syscall(e, "mkdir", dir))?;
            kernel
                .install_files(
                    dir,
                    binding_stubs
                        .iter()
                        .map(|(n, c)| (n.as_str(), c.as_bytes())),
                    0o755,
                )
                .map_err(|e| HostError::syscall(e, "open", dir))?;
        }
        let cwd = join_normalize("/", &config.cwd);
        kernel
            .mkdir_p(&cwd)
            .map_err(|e| HostError::syscall(e, "mkdir", &cwd))?;
        let mut env = default_env(&config.kernel.hostname);
        env::merge_written(&mut env, config.env, kernel.policy());
        let shared = Arc::new(VmShared {
            kernel,
            registry,
            bindings: Arc::new(BindingEnv {
                groups: bindings,
                host: config.binding_host,
                rust: config.rust_groups,
                pending: PendingCalls::default(),
            }),
            runtime,
            net,
            jscache: Arc::new(node_bytecode_store(config.module_cache_dir.as_deref())),
            env,
            cwd,
            exec_timeout_ms: config.exec_timeout_ms,
            run: Arc::new(RunConfig::new(
                config.max_wasm_memory_bytes,
                config.cpu_time_limit_ms,
                config.max_wasm_fuel,
                config.module_cache_dir,
            )),
            disposed: AtomicBool::new(false),
            stdin: Mutex::new(HashMap::new()),
        });
        // Precompile the shell in the background: the first exec then finds it ready. Once it is in
        // memory (every VM after the first), the thread would only find it there: no thread then.
        if let Some(sh) = shared
            .registry
            .get("sh")
            .filter(|sh| !shared.runtime.is_loaded(shared.run.engine, &sh.path))
        {
            let rt = shared.runtime.clone();
            let dir = shared.run.module_cache_dir.clone();
            let kind = shared.run.engine;
            let _ = std::thread::Builder::new()
                .name("agentos-precompile".into())
                .spawn(move || {
                    let _ = rt.load_file(kind, &sh.path, dir.as_deref());
                });
        }
        // Every other registered module not compiled yet goes to the background warmer, modules
        // serving the most commands first (a multicall coreutils before single tools).
        let mut uses: HashMap<PathBuf, usize> = HashMap::new();
        for name in shared.registry.names() {
            if let Some(c) = shared.registry.get(name) {
                *uses.entry(c.path.clone()).or_default() += 1;
            }
        }
        let sh_path = shared.registry.get("sh").map(|c| c.path.clone());
        let mut modules: Vec<(PathBuf, usize)> = uses
            .into_iter()
            .filter(|(p, _)| Some(p) != sh_path.as_ref())
            .collect();
        modules.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let owner: Weak<VmShared> = Arc::downgrade(&shared);
        shared.runtime.warm(
            shared.run.engine,
            modules.into_iter().map(|(p, _)| p).collect(),
            shared.run.module_cache_dir.clone(),
            owner,
        );
        Ok(Vm { shared })
    }

    /// The VM's kernel (filesystem operations for the host API).
    pub fn kernel(&self) -> &Arc<Kernel> {
        &self.shared.kernel
    }

    /// The VM's network (sockets, VM-loopback listeners; [`Vm::fetch`]).
    pub fn net(&self) -> &Arc<VmNet> {
        &self.shared.net
    }

    /// The default `exec` timeout in ms (0 = none).
    pub fn exec_timeout_ms(&self) -> u64 {
        self.shared.exec_timeout_ms
    }

    /// Delivers the result of binding call `id` (see [`BindingHost::invoke`]). `false` when the
    /// caller no longer waits (timed out, killed, or an unknown id): the result is discarded.
    pub fn complete_binding(&self, id: u64, result: binding::BindingResult) -> bool {
        self.shared.bindings.pending.complete(id, result)
    }

    /// Whether [`Vm::dispose`] ran.
    pub fn is_disposed(&self) -> bool {
        self.shared.disposed.load(Ordering::Acquire)
    }

    /// Runs `sh -c command` and collects its output (`api.md` 4.1), blocking the calling thread.
    /// Errors: `ENOENT` when no `sh` is registered or the cwd is missing, `EAGAIN` at the
    /// process limit.
    pub fn exec(&self, command: &str, opts: ExecOptions) -> HostResult<ExecOutput> {
        self.exec_start(command, opts)?.finish()
    }

    /// Starts [`Vm::exec`]'s `sh -c command` (its stdin written); [`ExecRun::finish`] or
    /// [`ExecRun::finish_async`] collect the result. Errors as [`Vm::exec`].
    pub fn exec_start(&self, command: &str, opts: ExecOptions) -> HostResult<ExecRun> {
        let cwd = self.exec_cwd(opts.cwd.as_deref())?;
        self.exec_spawn(command, opts, cwd)
    }

    /// The directory an `exec` with `cwd` runs in (the VM's cwd when `None`, created if missing).
    /// `EINVAL` for a relative path, `ENOENT`/`ENOTDIR`/`EACCES` as `chdir`. May wait for a
    /// mount's filesystem.
    pub fn exec_cwd(&self, cwd: Option<&str>) -> HostResult<String> {
        self.effective_cwd(cwd)
    }

    /// [`Vm::exec_start`] in `cwd`, a directory [`Vm::exec_cwd`] returned.
    pub fn exec_spawn(&self, command: &str, opts: ExecOptions, cwd: String) -> HostResult<ExecRun> {
        let vm = &self.shared;
        if vm.registry.get("sh").is_none() {
            return Err(HostError::new(
                Errno::Enoent,
                "sh is not installed; add @rivet-dev/agent-os-common to software",
            ));
        }
        let env = vm.env_for(&opts.env, &cwd);
        let (stdin_r, stdin_w) = Pipe::pair();
        let (out_sink, out_w) = OutputSink::new(SINK_CAPACITY);
        let (err_sink, err_w) = OutputSink::new(SINK_CAPACITY);
        let stdio = [
            OpenFile::new(FileKind::PipeRead(stdin_r), String::new(), true, false, 0),
            OpenFile::new(FileKind::Sink(out_w), String::new(), false, true, 0),
            OpenFile::new(FileKind::Sink(err_w), String::new(), false, true, 0),
        ];
        let pid = vm
            .spawn_checked(
                SpawnRequest {
                    ppid: INIT_PID,
                    pgid: None,
                    argv: vec!["sh".into(), "-c".into(), command.into()],
                    env,
                    cwd,
                    stdio,
                },
                self.host_restricted(),
                None,
                false,
            )
            .map_err(|e| e.host(|e| format!("cannot spawn sh: {}", e.description())))?;
        if let Some(data) = opts.stdin.filter(|d| !d.is_empty()) {
            if data.len() <= PIPE_CAPACITY {
                let _ = stdin_w.write(&data, false, &NoInterrupt);
                drop(stdin_w);
            } else {
                // Larger than the pipe: feed it from a thread so the guest can drain it.
                let _ = std::thread::Builder::new()
                    .name("agentos-stdin".into())
                    .spawn(move || {
                        let _ = stdin_w.write(&data, false, &NoInterrupt);
                    });
            }
        } else {
            drop(stdin_w);
        }
        let timeout_ms = opts.timeout_ms.unwrap_or(vm.exec_timeout_ms);
        let timeout = (timeout_ms > 0).then(|| Duration::from_millis(timeout_ms));
        Ok(ExecRun {
            vm: self.clone(),
            pid,
            timeout,
            out_sink,
            err_sink,
        })
    }

    /// Starts `command args…` without a shell (`api.md` 4.2): resolved through `PATH` of the
    /// effective environment, then the command registry. The process leads a new process group;
    /// its stdin stays open until [`Vm::close_stdin`]. Events go to `on_event` from other threads.
    /// Errors: `ENOENT` (unknown command or cwd), `EACCES`, `ENOEXEC`, `EAGAIN` (process limit).
    pub fn spawn(
        &self,
        command: &str,
        args: Vec<String>,
        env: &[(String, String)],
        cwd: Option<&str>,
        on_event: EventSink,
    ) -> HostResult<Pid> {
        let vm = &self.shared;
        // `spawn` is synchronous (Node's JS thread waits for the pid): a cwd check that would
        // wait for a mount's filesystem (sandbox, host directory, JS driver) is made by the
        // started process instead, before it runs the command; a bad cwd is then its failure
        // (exit status 1, the reason on its stderr).
        let (cwd, check_cwd) = match agentos_kernel::kernel::nonblocking(|| self.effective_cwd(cwd))
        {
            Some(r) => (r?, false),
            None => (self.cwd_path(cwd)?, true),
        };
        let env = vm.env_for(env, &cwd);
        let (stdin_r, stdin_w) = Pipe::pair();
        // Streaming sinks keep no bytes: every chunk goes straight to `on_event`.
        let (out_sink, out_w) = OutputSink::new(0);
        let (err_sink, err_w) = OutputSink::new(0);
        let ev = on_event.clone();
        out_sink.set_listener(Box::new(move |c| ev(ProcessEvent::Stdout(c.to_vec()))));
        let ev = on_event.clone();
        err_sink.set_listener(Box::new(move |c| ev(ProcessEvent::Stderr(c.to_vec()))));
        let mut argv = vec![command.to_string()];
        argv.extend(args);
        // On the process's thread after its exit: drain, forget stdin, reap, and send the exit
        // event last (JS sees output before `onExit`).
        let shared = vm.clone();
        let on_exit: process::ExitHook = Box::new(move |pid, status| {
            let deadline = Instant::now() + DRAIN_AFTER_EXIT;
            out_sink.wait_eof(deadline);
            err_sink.wait_eof(deadline);
            shared.stdin.lock().remove(&pid);
            shared.kernel.processes.reap(pid);
            on_event(ProcessEvent::Exit(status));
        });
        let pid = vm
            .spawn_checked(
                SpawnRequest {
                    ppid: INIT_PID,
                    pgid: None,
                    argv,
                    env,
                    cwd,
                    stdio: [
                        OpenFile::new(FileKind::PipeRead(stdin_r), String::new(), true, false, 0),
                        OpenFile::new(FileKind::Sink(out_w), String::new(), false, true, 0),
                        OpenFile::new(FileKind::Sink(err_w), String::new(), false, true, 0),
                    ],
                },
                self.host_restricted(),
                Some(on_exit),
                check_cwd,
            )
            .map_err(|e| match e {
                // `"<CODE>: <description>, spawn '<command>'"`, with the path and syscall set.
                SpawnError::Errno(e) => HostError::syscall(e, "spawn", command),
                denial => denial.host(|e| e.description().to_string()),
            })?;
        // Under the map's lock: the exit hook removes the entry after the exit is recorded, so a
        // process that already exited gets none (it would never be removed).
        let mut stdin = vm.stdin.lock();
        if vm
            .kernel
            .processes
            .get(pid)
            .is_some_and(|p| p.status() == Status::Running)
        {
            stdin.insert(pid, Some(stdin_w));
        }
        Ok(pid)
    }

    /// The cwd `cwd` names (validated, normalised; the VM's cwd when absent), unchecked.
    fn cwd_path(&self, cwd: Option<&str>) -> HostResult<String> {
        match cwd {
            Some(c) => {
                validate_absolute(c).map_err(|e| {
                    HostError::new(e, format!("cwd must be an absolute path: {c:?}"))
                })?;
                Ok(join_normalize("/", c))
            }
            None => Ok(self.shared.cwd.clone()),
        }
    }

    fn effective_cwd(&self, cwd: Option<&str>) -> HostResult<String> {
        let vm = &self.shared;
        let cwd = match cwd {
            Some(c) => {
                validate_absolute(c).map_err(|e| {
                    HostError::new(e, format!("cwd must be an absolute path: {c:?}"))
                })?;
                join_normalize("/", c)
            }
            None => {
                if !vm.kernel.exists(&vm.cwd).unwrap_or(false) {
                    vm.kernel
                        .mkdir_p(&vm.cwd)
                        .map_err(|e| HostError::syscall(e, "mkdir", &vm.cwd))?;
                }
                vm.cwd.clone()
            }
        };
        match vm.kernel.stat(&cwd, true) {
            Ok(st) if st.file_type == FileType::Directory => Ok(cwd),
            Ok(_) => Err(HostError::syscall(Errno::Enotdir, "chdir", &cwd)),
            Err(e) => Err(HostError::syscall(e, "chdir", &cwd)),
        }
    }

    /// Writes to the stdin of a spawned process (blocks while its pipe is full). `ESRCH` for an
    /// unknown pid, `EPIPE` after [`Vm::close_stdin`] or once the process stopped reading.
    pub fn write_stdin(&self, pid: Pid, data: &[u8]) -> HostResult<()> {
        let mut map = self.shared.stdin.lock();
        let slot = map
            .get_mut(&pid)
            .ok_or_else(|| self.unknown_or_exited(pid))?;
        let w = slot.as_ref().ok_or_else(|| {
            HostError::new(Errno::Epipe, format!("stdin of process {pid} is closed")).with_pid(pid)
        })?;
        w.write(data, false, &NoInterrupt).map(|_| ()).map_err(|e| {
            HostError::new(e, format!("{}, write stdin of {pid}", e.description())).with_pid(pid)
        })
    }

    /// Closes the stdin of a spawned process (its reader sees EOF). Idempotent; `ESRCH` if unknown.
    pub fn close_stdin(&self, pid: Pid) -> HostResult<()> {
        let taken = {
            let mut map = self.shared.stdin.lock();
            match map.get_mut(&pid) {
                Some(slot) => slot.take(),
                None if self.shared.kernel.processes.get(pid).is_some() => None,
                None => return Err(self.unknown_or_exited(pid)),
            }
        };
        drop(taken);
        Ok(())
    }

    fn unknown_or_exited(&self, pid: Pid) -> HostError {
        if self.shared.kernel.processes.get(pid).is_some() {
            HostError::new(Errno::Epipe, format!("stdin of process {pid} is closed")).with_pid(pid)
        } else {
            HostError::new(Errno::Esrch, format!("Process not found: {pid}")).with_pid(pid)
        }
    }

    /// Sends `sig` to the process group led by `pid` (an API-started process and its guest
    /// children). A no-op on an exited process; `ESRCH` for an unknown pid.
    pub fn signal(&self, pid: Pid, sig: u32) -> HostResult<()> {
        let table = &self.shared.kernel.processes;
        if table.get(pid).is_none() {
            return Err(
                HostError::new(Errno::Esrch, format!("Process not found: {pid}")).with_pid(pid),
            );
        }
        table.kill_group(pid, sig);
        Ok(())
    }

    /// [`Vm::wait`] as a future that holds no thread while the process runs.
    pub async fn wait_async(&self, pid: Pid) -> HostResult<i32> {
        match exit_of(&self.shared.kernel.processes, pid, None).await {
            Ok(Some(s)) => Ok(s),
            Ok(None) => {
                Err(HostError::new(Errno::Eio, "wait ended without a status").with_pid(pid))
            }
            Err(_) => {
                Err(HostError::new(Errno::Esrch, format!("Process not found: {pid}")).with_pid(pid))
            }
        }
    }

    /// Blocks until `pid` exits; its raw exit status. `ESRCH` for an unknown pid.
    pub fn wait(&self, pid: Pid) -> HostResult<i32> {
        match self
            .shared
            .kernel
            .processes
            .wait_exit(pid, None, &NoInterrupt)
        {
            Ok(Some(s)) => Ok(s),
            Ok(None) => {
                Err(HostError::new(Errno::Eio, "wait ended without a status").with_pid(pid))
            }
            Err(_) => {
                Err(HostError::new(Errno::Esrch, format!("Process not found: {pid}")).with_pid(pid))
            }
        }
    }

    /// Every kernel process (running, or exited within the retention window).
    pub fn processes(&self) -> Vec<ProcessInfo> {
        self.shared
            .kernel
            .processes
            .list()
            .into_iter()
            .map(|p| {
                let (running, exit_code) = match p.status() {
                    Status::Running => (true, None),
                    Status::Exited(s) | Status::Reaped(s) => (false, Some(s)),
                };
                ProcessInfo {
                    pid: p.pid,
                    ppid: p.ppid,
                    pgid: p.pgid,
                    command: p.command.clone(),
                    args: p.argv.iter().skip(1).cloned().collect(),
                    cwd: p.cwd(),
                    running,
                    exit_code,
                    start_time_ms: p.start_time_ms,
                    driver: match p.kind {
                        ProcessKind::Wasm => "wasm",
                        ProcessKind::Binding => "binding",
                    },
                    exit_time_ms: p.exit_time_ms(),
                }
            })
            .collect()
    }

    /// Stops every process (SIGTERM, then SIGKILL after `grace`) and shuts the mounts down.
    /// Idempotent.
    pub fn dispose(&self, grace: Duration) {
        if self.shared.disposed.swap(true, Ordering::AcqRel) {
            return;
        }
        let table = &self.shared.kernel.processes;
        table.kill_all(signal::SIGTERM);
        if !table.wait_idle(Instant::now() + grace) {
            table.kill_all(signal::SIGKILL);
            table.wait_idle(Instant::now() + Duration::from_secs(2));
        }
        self.shared.net.shutdown();
        self.shared.kernel.shutdown();
    }
}

/// A VM's memory (its files, pipes, output buffers, exited processes) is freed with its last
/// handle: the free heap pages go back to the system then (`heap::release`), not at `dispose`,
/// when most of it is still held.
impl Drop for VmShared {
    fn drop(&mut self) {
        crate::heap::release();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_only_the_warn_lines() {
        let input = b"a\n\x1b[33mWARN\x1b[0m could not retrieve pid for child process\nWARN could not retrieve pid for child process\nb\n";
        assert_eq!(strip_shell_warnings(input), b"a\nb\n");
        assert_eq!(strip_shell_warnings(b"WARN other\n"), b"WARN other\n");
    }
}
