//! Running one guest process: a wasmtime `Store` whose `_start` runs as a future on the guest
//! executor ([`crate::executor`]), on a fiber stack of its own.
//!
//! Exit statuses follow `guest-abi.md` section 12: `proc_exit(n)` → `n & 0xFF`, return from
//! `_start` → 0, signal `s` → `128 + s`, trap or host panic → 134 with one line
//! `<argv0>: wasm trap: <reason>` on the process's stderr, CPU limit (`cpuTimeLimitMs` or
//! `maxWasmFuel`) → 137 with `agentos: cpu limit exceeded` on stderr.

use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use agentos_kernel::permissions::{FsOp, Scope};
use agentos_kernel::pipe::NoInterrupt;
use agentos_kernel::process_table::{Pid, Process};
use agentos_kernel::Kernel;
use wasmtime::{Store, Trap, UpdateDeadline};

use crate::binding::BindingEnv;
use crate::command_registry::Command;
use crate::ctx::ProcCtx;
use crate::error::GuestExit;
use crate::host::Spawner;
use crate::runtime::{Compiled, EngineKind, Runtime, EPOCH_TICK};
use crate::tier::Tier;

/// What a process runs.
pub enum Image {
    Registered(Arc<Command>),
    /// A WASM file from the VM filesystem.
    AdHoc {
        path: String,
        bytes: Vec<u8>,
    },
    /// The binding dispatcher (`agentos`, `agentos-<group>`): host code, no WASM.
    Binding,
}

/// How a VM runs its processes: plain limits, built once by the VM.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Linear memory and tables per process, bytes (`maxWasmMemoryBytes`).
    pub max_wasm_memory_bytes: usize,
    /// CPU time per process in ms (`cpuTimeLimitMs`), checked every epoch tick.
    pub cpu_time_limit_ms: Option<u64>,
    /// [`RunConfig::cpu_time_limit_ms`] in epoch ticks (at least one).
    pub cpu_ticks_max: Option<u64>,
    /// Wasmtime fuel per process (`maxWasmFuel`).
    pub max_wasm_fuel: Option<u64>,
    /// The engine the processes run on: the fuel-metering one when `maxWasmFuel` is set.
    pub engine: EngineKind,
    /// Where compiled modules are cached on disk (`None`: the runtime's default).
    pub module_cache_dir: Option<PathBuf>,
}

impl RunConfig {
    /// The configuration for these limits; the engine and the tick count follow from them.
    pub fn new(
        max_wasm_memory_bytes: usize,
        cpu_time_limit_ms: Option<u64>,
        max_wasm_fuel: Option<u64>,
        module_cache_dir: Option<PathBuf>,
    ) -> RunConfig {
        RunConfig {
            max_wasm_memory_bytes,
            cpu_time_limit_ms,
            cpu_ticks_max: cpu_time_limit_ms
                .map(|ms| ms.div_ceil(EPOCH_TICK.as_millis() as u64).max(1)),
            max_wasm_fuel,
            engine: if max_wasm_fuel.is_some() {
                EngineKind::Fuel
            } else {
                EngineKind::Default
            },
            module_cache_dir,
        }
    }
}

/// The VM as a process sees it: the services it shares and the VM's [`RunConfig`].
#[derive(Clone)]
pub struct Services {
    pub kernel: Arc<Kernel>,
    pub runtime: Arc<Runtime>,
    pub bindings: Arc<BindingEnv>,
    /// Handed to the process's [`ProcCtx`] (`proc_spawn`).
    pub spawner: Arc<dyn Spawner>,
    pub config: Arc<RunConfig>,
    /// The VM's network (sockets, listeners, options).
    pub net: Arc<crate::net::VmNet>,
    /// The VM's bytecode store (`host_jscache`).
    pub jscache: Arc<crate::jscache::JsCache>,
}

/// Writes one line to the process's stderr (best effort).
pub fn write_stderr(process: &Process, msg: &str) {
    let f = process.fds.lock().get(2);
    if let Ok(f) = f {
        let _ = f.write(msg.as_bytes(), &NoInterrupt);
    }
}

/// Runs on the process's thread once its exit is recorded, with the raw status (the API's
/// `spawn` drains the output and sends the exit event here: no watcher thread per process).
pub type ExitHook = Box<dyn FnOnce(Pid, i32) + Send>;

/// Starts `process` on the guest executor. The process is exited (status 126) if there is no
/// executor. `on_exit` runs after the exit, on an executor thread (on the caller's when there is
/// none).
/// `check_cwd`: first check that the process's cwd is a directory (for a host `spawn` whose check
/// would have waited for a mount); if not, the process exits with status 1 and the reason on its
/// stderr, as a shell's failed `cd` does. Whatever `check_cwd` says, a cwd the fs policy does not
/// let the process `stat` ends it the same way (`EACCES`): a guest that cannot enter its cwd
/// would otherwise run in `/` (wasi-libc's starting directory).
pub fn start(
    vm: Services,
    process: Arc<Process>,
    image: Image,
    tier: Tier,
    on_exit: Option<ExitHook>,
    check_cwd: bool,
) {
    let handle = match crate::executor::handle() {
        Ok(h) => h,
        Err(e) => {
            write_stderr(
                &process,
                &format!("{}: cannot start: {}\n", argv0(&process), e.message),
            );
            vm.kernel.processes.exit(&process, 126);
            if let Some(f) = on_exit {
                f(process.pid, 126);
            }
            return;
        }
    };
    let p = process.clone();
    let v = vm.clone();
    let body = async move {
        let policed = !v.kernel.policy().allows_all(Scope::Fs);
        if check_cwd || policed {
            if let Err(msg) = cwd_is_dir(&v.kernel, &p, policed) {
                write_stderr(&p, &format!("{}: {msg}\n", argv0(&p)));
                return 1;
            }
        }
        run(&v, &p, image, tier).await
    };
    handle.spawn(async move {
        let status = crate::executor::Guarded::new(process.clone(), body)
            .await
            .unwrap_or_else(|_| {
                write_stderr(
                    &process,
                    &format!(
                        "{}: host panic while running the command\n",
                        argv0(&process)
                    ),
                );
                134
            });
        vm.kernel.processes.exit(&process, status);
        if let Some(f) = on_exit {
            f(process.pid, status);
        }
    });
}

/// `Err(reason)` unless the process's cwd is a directory.
fn cwd_is_dir(kernel: &Kernel, p: &Process, policed: bool) -> Result<(), String> {
    let cwd = p.cwd.lock().clone();
    let denied = policed && kernel.check_fs(FsOp::Stat, &cwd, true).is_err();
    let errno = match kernel.stat(&cwd, true) {
        _ if denied => agentos_kernel::Errno::Eacces,
        Ok(st) if st.file_type == agentos_kernel::vfs::FileType::Directory => return Ok(()),
        Ok(_) => agentos_kernel::Errno::Enotdir,
        Err(e) => e,
    };
    Err(format!(
        "cannot change to directory '{cwd}': {}: {}",
        errno.name(),
        errno.description()
    ))
}

fn argv0(p: &Process) -> &str {
    p.argv.first().map(String::as_str).unwrap_or(&p.command)
}

/// Why a process did not get its module.
enum LoadFailure {
    /// Not loadable: the message goes to stderr, status 126.
    Error(crate::error::HostError),
    /// Signalled (killed, exec timeout) while an ad-hoc module compiled.
    Signal(u32),
    /// `cpuTimeLimitMs` ran out while an ad-hoc module compiled.
    CpuLimit,
}

/// Most ad-hoc modules compiling at once in the host process; more wait (interruptibly).
const MAX_ADHOC_COMPILES: usize = 2;

static ADHOC_COMPILES: parking_lot::Mutex<usize> = parking_lot::Mutex::new(0);
static ADHOC_COMPILE_DONE: parking_lot::Condvar = parking_lot::Condvar::new();

/// The process's deadline checks while it waits for something outside wasm (compiling).
fn interrupted(config: &RunConfig, process: &Process, started: Instant) -> Option<LoadFailure> {
    if let Some(sig) = process.pending_signal() {
        return Some(LoadFailure::Signal(sig));
    }
    let spent = started.elapsed().as_millis() as u64;
    if config.cpu_time_limit_ms.is_some_and(|ms| spent > ms) {
        return Some(LoadFailure::CpuLimit);
    }
    None
}

/// Loads the process's module. An ad-hoc module is compiled on a helper thread (at most
/// [`MAX_ADHOC_COMPILES`] at once) while this thread keeps answering kill, exec timeout and
/// `cpuTimeLimitMs` (compile time counts against it), so a compile bomb cannot outlast them
/// (reliability-findings D14). A compile abandoned that way finishes in the background and is
/// cached as usual.
/// Returns the module and the time that counts against `cpuTimeLimitMs` (an ad-hoc compile).
fn load(
    vm: &Services,
    process: &Process,
    image: Image,
) -> Result<(Arc<Compiled>, Duration), LoadFailure> {
    let cache = vm.config.module_cache_dir.as_deref();
    let kind = vm.config.engine;
    match image {
        Image::Registered(c) => vm
            .runtime
            .load_file(kind, &c.path, cache)
            .map(|c| (c, Duration::ZERO))
            .map_err(LoadFailure::Error),
        Image::AdHoc { path, bytes } => {
            let started = Instant::now();
            {
                let mut n = ADHOC_COMPILES.lock();
                while *n >= MAX_ADHOC_COMPILES {
                    if let Some(f) = interrupted(&vm.config, process, started) {
                        return Err(f);
                    }
                    ADHOC_COMPILE_DONE.wait_for(&mut n, EPOCH_TICK);
                }
                *n += 1;
            }
            let (tx, rx) = std::sync::mpsc::channel();
            let runtime = vm.runtime.clone();
            let spawned = std::thread::Builder::new()
                .name("agentos-compile".into())
                .spawn(move || {
                    let r = std::panic::catch_unwind(AssertUnwindSafe(|| {
                        runtime.load_bytes(kind, &bytes, &path)
                    }));
                    *ADHOC_COMPILES.lock() -= 1;
                    ADHOC_COMPILE_DONE.notify_one();
                    let r = r.unwrap_or_else(|_| {
                        Err(crate::error::HostError::new(
                            agentos_kernel::Errno::Enoexec,
                            format!("{path}: host panic while compiling"),
                        ))
                    });
                    let _ = tx.send(r);
                });
            if let Err(e) = spawned {
                *ADHOC_COMPILES.lock() -= 1;
                ADHOC_COMPILE_DONE.notify_one();
                return Err(LoadFailure::Error(crate::error::HostError::new(
                    agentos_kernel::Errno::Eagain,
                    format!("cannot start a compile thread: {e}"),
                )));
            }
            loop {
                match rx.recv_timeout(EPOCH_TICK) {
                    Ok(r) => {
                        return r
                            .map(|c| (c, started.elapsed()))
                            .map_err(LoadFailure::Error)
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                        return Err(LoadFailure::Error(crate::error::HostError::new(
                            agentos_kernel::Errno::Enoexec,
                            "the compile thread ended without a result",
                        )))
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                        if let Some(f) = interrupted(&vm.config, process, started) {
                            return Err(f);
                        }
                    }
                }
            }
        }
        Image::Binding => Err(LoadFailure::Error(crate::error::HostError::new(
            agentos_kernel::Errno::Enoexec,
            "the binding dispatcher is not WASM",
        ))),
    }
}

async fn run(vm: &Services, process: &Arc<Process>, image: Image, tier: Tier) -> i32 {
    if matches!(image, Image::Binding) {
        return crate::binding::run(&vm.kernel, &vm.bindings, process);
    }
    // A registered module is known by its file's SHA-256 (remembered by `load_file`).
    let module_path = match &image {
        Image::Registered(c) => Some(c.path.clone()),
        _ => None,
    };
    // A module not in memory yet is read or compiled: that blocks, so the executor thread is
    // handed over first.
    let in_memory = match &image {
        Image::Registered(c) => vm.runtime.is_loaded(vm.config.engine, &c.path),
        _ => false,
    };
    let loaded = if in_memory {
        load(vm, process, image)
    } else {
        agentos_kernel::interrupt::blocking(|| load(vm, process, image))
    };
    let (compiled, compile_time) = match loaded {
        Ok(c) => c,
        Err(LoadFailure::Error(e)) => {
            write_stderr(process, &format!("{}: {}\n", argv0(process), e.message));
            return 126;
        }
        Err(LoadFailure::Signal(sig)) => return 128 + sig as i32,
        Err(LoadFailure::CpuLimit) => return cpu_limit_exceeded(process),
    };
    if let Some(sig) = process.pending_signal() {
        return 128 + sig as i32;
    }
    let limits = crate::limits::ProcessLimits::new(vm.config.max_wasm_memory_bytes);
    let ctx = ProcCtx {
        kernel: vm.kernel.clone(),
        spawner: vm.spawner.clone(),
        net: vm.net.clone(),
        jscache: vm.jscache.clone(),
        module: module_path.and_then(|path| {
            let sha = vm.runtime.known_sha(&path)?;
            Some(crate::jscache::ModuleId { path, sha })
        }),
        module_cache_dir: vm.config.module_cache_dir.clone(),
        process: process.clone(),
        tier,
        memory: None,
        limits,
        last_stat_path: None,
        started: Instant::now(),
    };
    // The module's own engine: the fuel-metering one when the VM sets `maxWasmFuel`.
    let mut store = Store::new(compiled.module.engine(), ctx);
    store.limiter(|c| &mut c.limits);
    if let Some(fuel) = vm.config.max_wasm_fuel {
        if let Err(e) = store.set_fuel(fuel) {
            write_stderr(
                process,
                &format!("{}: cannot set fuel: {e}\n", argv0(process)),
            );
            return 126;
        }
    }
    store.set_epoch_deadline(1);
    let cpu_ticks_max = vm.config.cpu_ticks_max;
    // Time spent compiling an ad-hoc module counts against `cpuTimeLimitMs`.
    let mut ticks = compile_time.as_millis() as u64 / EPOCH_TICK.as_millis() as u64;
    store.epoch_deadline_callback(move |c| {
        if let Some(sig) = c.data().process.pending_signal() {
            return Err(wasmtime::Error::new(GuestExit::Signal(sig)));
        }
        ticks += 1;
        if cpu_ticks_max.is_some_and(|m| ticks > m) {
            return Err(wasmtime::Error::new(GuestExit::CpuLimit));
        }
        // Other guests run on this thread between ticks.
        Ok(UpdateDeadline::Yield(1))
    });
    let result = async {
        let instance = compiled.pre.instantiate_async(&mut store).await?;
        store.data_mut().memory = instance.get_memory(&mut store, "memory");
        let start = instance.get_typed_func::<(), ()>(&mut store, "_start")?;
        start.call_async(&mut store, ()).await
    }
    .await;
    match result {
        Ok(()) => 0,
        Err(e) => match e.downcast_ref::<GuestExit>() {
            Some(GuestExit::Exit(code)) => *code,
            Some(GuestExit::Signal(sig)) => 128 + *sig as i32,
            Some(GuestExit::CpuLimit) => cpu_limit_exceeded(process),
            None => {
                if let Some(sig) = process.pending_signal() {
                    return 128 + sig as i32;
                }
                if e.downcast_ref::<Trap>() == Some(&Trap::OutOfFuel) {
                    return cpu_limit_exceeded(process);
                }
                let reason = match e.downcast_ref::<Trap>() {
                    Some(t) => t.to_string().trim_start_matches("wasm trap: ").to_string(),
                    None => format!("{e:#}")
                        .lines()
                        .next()
                        .unwrap_or("unknown error")
                        .to_string(),
                };
                write_stderr(
                    process,
                    &format!("{}: wasm trap: {reason}\n", argv0(process)),
                );
                134
            }
        },
    }
}

/// The outcome of `cpuTimeLimitMs` or `maxWasmFuel` running out: a line on stderr, status 137.
fn cpu_limit_exceeded(process: &Process) -> i32 {
    write_stderr(process, "agentos: cpu limit exceeded\n");
    137
}
