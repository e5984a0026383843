//! The wasmtime engines (at most two per host process), the epoch ticker, and the compiled-module
//! cache.
//!
//! A command is compiled once per machine and engine: compiled artifacts are serialised to
//! `<cache dir>/<engine compatibility hash>/<sha256 of the wasm>.cwasm` and loaded from there by
//! later processes; in memory, one `Module` + `InstancePre` per engine and content hash is shared
//! by all VMs.
//!
//! Registered command modules (the software sets, [`Runtime::load_file`]) stay in memory for the
//! life of the host process and are persisted on disk. Ad-hoc modules (WASM files a guest wrote,
//! [`Runtime::load_bytes`]) are never written to the disk cache, and in memory they live in an
//! LRU bounded by [`ADHOC_CACHE_BYTES`] and [`ADHOC_CACHE_ENTRIES`] that only evicts modules no
//! running process uses; one larger than the whole budget is not kept at all. The cache dir is, in order: the VM's `moduleCacheDir` option,
//! `$AGENTOS_MODULE_CACHE_DIR`, the user cache dir (`~/.cache/agentos/modules`). A corrupt or
//! incompatible artifact is recompiled.
//!
//! Registered modules that are neither in memory nor on disk are compiled ahead of their first
//! exec by one background thread per host process ([`Runtime::warm`], queued
//! by every VM create), into the disk cache only (all modules of both sets in memory would be
//! some 250 MB); an exec of a module being warmed waits for it instead of compiling it again.
//!
//! The default engine does not count fuel: fuel metering is engine-wide and slows every guest. A
//! second engine with `Config::consume_fuel` is created on first use, only for VMs that set
//! `maxWasmFuel` ([`EngineKind::Fuel`]); one ticker thread advances the epoch of both.

use std::any::Any;
use std::collections::{HashMap, HashSet, VecDeque};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, SystemTime};

use agentos_kernel::Errno;
use parking_lot::Mutex;
use sha2::{Digest, Sha256};
use wasmtime::{Config, Engine, EngineWeak, ExternType, InstancePre, Linker, Module, OptLevel};

use crate::ctx::ProcCtx;
use crate::error::{HostError, HostResult};

/// Epoch tick period: the granularity of kill, timeout and CPU-limit checks.
pub const EPOCH_TICK: Duration = Duration::from_millis(10);

/// WASM magic bytes.
pub const WASM_MAGIC: &[u8; 4] = b"\0asm";

/// A compiled command, ready to instantiate (in a `Store` of `module.engine()`).
pub struct Compiled {
    pub module: Module,
    pub pre: InstancePre<ProcCtx>,
}

/// Which engine a VM's processes run on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EngineKind {
    /// Epoch interruption only (kill, timeouts, `cpuTimeLimitMs`).
    Default,
    /// Epoch interruption and fuel metering (`maxWasmFuel`); guests run slower.
    Fuel,
}

pub type Sha = [u8; 32];

/// One module's cache slot; its lock serialises compilation of that module.
type ModuleSlot = Arc<Mutex<Option<Arc<Compiled>>>>;

/// Most bytes (estimated: wasm size + compiled image) of ad-hoc modules kept in memory per engine.
pub const ADHOC_CACHE_BYTES: usize = 32 << 20;

/// Most ad-hoc modules kept in memory per engine.
pub const ADHOC_CACHE_ENTRIES: usize = 32;

/// Where a module comes from, which decides how long it is cached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A registered command file: kept in memory, persisted on disk.
    Registered,
    /// A WASM file from a VM filesystem: bounded LRU in memory, never on disk.
    AdHoc,
}

struct CacheEntry {
    slot: ModuleSlot,
    origin: Origin,
    /// Estimated host bytes, 0 until compiled.
    bytes: usize,
    /// [`ModuleCache::clock`] at the last hit.
    last_used: u64,
}

/// The in-memory modules of one engine.
#[derive(Default)]
struct ModuleCache {
    map: HashMap<Sha, CacheEntry>,
    clock: u64,
}

impl ModuleCache {
    /// The slot for `sha`, created empty when missing; marks it used. A registered load pins an
    /// entry that was ad-hoc so far.
    fn slot(&mut self, sha: Sha, origin: Origin) -> ModuleSlot {
        self.clock += 1;
        let clock = self.clock;
        let e = self.map.entry(sha).or_insert_with(|| CacheEntry {
            slot: ModuleSlot::default(),
            origin,
            bytes: 0,
            last_used: clock,
        });
        e.last_used = clock;
        if origin == Origin::Registered {
            e.origin = Origin::Registered;
        }
        e.slot.clone()
    }

    /// Records the size of a compiled module, then evicts ad-hoc modules, least recently used
    /// first, until the ad-hoc ones fit the budget; modules in use by a process (a `Compiled`
    /// referenced outside the cache) and slots being compiled are kept.
    fn settle(&mut self, sha: &Sha, bytes: usize) {
        if let Some(e) = self.map.get_mut(sha) {
            e.bytes = bytes;
        }
        loop {
            let adhoc = self.map.values().filter(|e| e.origin == Origin::AdHoc);
            let (count, total) = adhoc.fold((0usize, 0usize), |(n, b), e| (n + 1, b + e.bytes));
            if count <= ADHOC_CACHE_ENTRIES && total <= ADHOC_CACHE_BYTES {
                return;
            }
            let victim = self
                .map
                .iter()
                .filter(|(_, e)| e.origin == Origin::AdHoc && Self::idle(e))
                .min_by_key(|(_, e)| e.last_used)
                .map(|(k, _)| *k);
            match victim {
                Some(k) => {
                    self.map.remove(&k);
                }
                None => return,
            }
        }
    }

    /// Whether no process uses the entry's module and nobody is compiling it.
    fn idle(e: &CacheEntry) -> bool {
        match e.slot.try_lock() {
            Some(g) => g.as_ref().is_none_or(|c| Arc::strong_count(c) == 1),
            None => false,
        }
    }

    /// Ad-hoc modules in memory and their estimated bytes.
    fn adhoc_usage(&self) -> (usize, usize) {
        self.map
            .values()
            .filter(|e| e.origin == Origin::AdHoc)
            .fold((0, 0), |(n, b), e| (n + 1, b + e.bytes))
    }
}

/// One engine with its linker and in-memory module cache.
pub struct EngineCache {
    pub engine: Engine,
    engine_hash: String,
    base_linker: Linker<ProcCtx>,
    /// Content hash → compiled module; the slot's lock serialises compilation of one module.
    modules: Mutex<ModuleCache>,
}

/// Process-wide execution engines and caches.
pub struct Runtime {
    default: EngineCache,
    /// Created on the first [`EngineKind::Fuel`] request; an error is remembered as text.
    fuel: OnceLock<Result<EngineCache, String>>,
    /// Engines the ticker thread advances (weak: a dropped runtime stops the ticker).
    ticked: Arc<Mutex<Vec<EngineWeak>>>,
    /// File path → (mtime, len, hash), so unchanged files are not re-hashed.
    files: Mutex<HashMap<PathBuf, (SystemTime, u64, Sha)>>,
    /// Modules queued for the background warmer, and every (engine, file, cache dir) queued
    /// once, so a busy server does not re-check its command sets on every create.
    warm_queue: Mutex<VecDeque<(WarmJob, WarmOwner)>>,
    warm_seen: Mutex<HashSet<WarmJob>>,
    /// Whether the warmer thread is running.
    warming: AtomicBool,
}

/// One module for the background warmer: engine, command file, disk cache dir.
type WarmJob = (EngineKind, PathBuf, Option<PathBuf>);

/// Who asked for a warm job (a VM): the job is dropped once its owner is gone.
pub type WarmOwner = Weak<dyn Any + Send + Sync>;

static RUNTIME: OnceLock<Result<Arc<Runtime>, String>> = OnceLock::new();

/// The process-wide runtime, created on first use (default engine + epoch ticker thread).
/// `EIO` when the engine or the ticker thread cannot be created.
pub fn runtime() -> HostResult<Arc<Runtime>> {
    RUNTIME
        .get_or_init(|| {
            crate::heap::tune();
            Runtime::new().map(Arc::new).map_err(|e| e.to_string())
        })
        .clone()
        .map_err(|e| HostError::new(Errno::Eio, format!("wasm engine unavailable: {e}")))
}

impl EngineCache {
    fn new(kind: EngineKind) -> wasmtime::Result<EngineCache> {
        let mut config = Config::new();
        config.epoch_interruption(true);
        config.consume_fuel(kind == EngineKind::Fuel);
        config.cranelift_opt_level(OptLevel::Speed);
        // A guest runs on a fiber stack of 8 MiB (virtual: only touched pages cost memory); 2 MiB
        // of it for wasm frames lets the shell recurse to its function-depth limit without "call
        // stack exhausted", the rest is for host calls.
        config.max_wasm_stack(2 * 1024 * 1024);
        config.async_stack_size(8 * 1024 * 1024);
        let engine = Engine::new(&config)?;
        let mut h = std::collections::hash_map::DefaultHasher::new();
        engine.precompile_compatibility_hash().hash(&mut h);
        // The kind is part of the key even if wasmtime's hash already tells the engines apart.
        kind.hash(&mut h);
        let engine_hash = format!("{:016x}", h.finish());
        let mut base_linker = Linker::new(&engine);
        crate::wasi::add_to_linker(&mut base_linker)?;
        crate::host_process::add_to_linker(&mut base_linker)?;
        crate::host_user::add_to_linker(&mut base_linker)?;
        crate::host_fs::add_to_linker(&mut base_linker)?;
        crate::host_net::add_to_linker(&mut base_linker)?;
        crate::host_jscache::add_to_linker(&mut base_linker)?;
        Ok(EngineCache {
            engine,
            engine_hash,
            base_linker,
            modules: Mutex::new(ModuleCache::default()),
        })
    }
}

impl Runtime {
    fn new() -> wasmtime::Result<Runtime> {
        let default = EngineCache::new(EngineKind::Default)?;
        let ticked = Arc::new(Mutex::new(vec![default.engine.weak()]));
        let engines = Arc::downgrade(&ticked);
        std::thread::Builder::new()
            .name("agentos-epoch".into())
            .spawn(move || loop {
                std::thread::sleep(EPOCH_TICK);
                let Some(engines) = engines.upgrade() else {
                    return;
                };
                for engine in engines.lock().iter().filter_map(EngineWeak::upgrade) {
                    engine.increment_epoch();
                }
            })
            .map_err(|e| wasmtime::Error::msg(format!("cannot start epoch ticker: {e}")))?;
        Ok(Runtime {
            default,
            fuel: OnceLock::new(),
            ticked,
            files: Mutex::new(HashMap::new()),
            warm_queue: Mutex::new(VecDeque::new()),
            warm_seen: Mutex::new(HashSet::new()),
            warming: AtomicBool::new(false),
        })
    }

    /// The engine (and its module cache) for `kind`; the fuel engine is created on first use and
    /// driven by the same epoch ticker. `EIO` when it cannot be created.
    pub fn engine(&self, kind: EngineKind) -> HostResult<&EngineCache> {
        match kind {
            EngineKind::Default => Ok(&self.default),
            EngineKind::Fuel => self
                .fuel
                .get_or_init(|| {
                    let cache = EngineCache::new(EngineKind::Fuel).map_err(|e| e.to_string())?;
                    self.ticked.lock().push(cache.engine.weak());
                    Ok(cache)
                })
                .as_ref()
                .map_err(|e| {
                    HostError::new(
                        Errno::Eio,
                        format!("fuel-metering wasm engine unavailable: {e}"),
                    )
                }),
        }
    }

    /// The default on-disk cache directory.
    pub fn default_cache_dir() -> Option<PathBuf> {
        if let Some(d) = std::env::var_os("AGENTOS_MODULE_CACHE_DIR") {
            return Some(PathBuf::from(d));
        }
        dirs::cache_dir().map(|d| d.join("agentos").join("modules"))
    }

    /// The compiled module for a command file on the host, for the engine `kind`. `ENOENT` when
    /// missing, `ENOEXEC` when not a WASM module or when it uses shared memory/threads, `EIO` when
    /// the engine is unavailable.
    pub fn load_file(
        &self,
        kind: EngineKind,
        path: &Path,
        cache_dir: Option<&Path>,
    ) -> HostResult<Arc<Compiled>> {
        let engine = self.engine(kind)?;
        let shown = path.display().to_string();
        let (sha, read) = self.file_sha(path, &shown)?;
        if read.is_none() {
            if let Some(c) = engine.cached(&sha) {
                return Ok(c);
            }
        }
        let bytes = match read {
            Some(bytes) => bytes,
            None => read_file(path, &shown)?,
        };
        engine.load_bytes_with(&bytes, sha, Origin::Registered, cache_dir, &shown)
    }

    /// Whether [`Runtime::load_file`] would return a module already in memory for `path` (same
    /// mtime and length as when it was hashed), without compiling or creating an engine.
    pub fn is_loaded(&self, kind: EngineKind, path: &Path) -> bool {
        let engine = match kind {
            EngineKind::Default => &self.default,
            EngineKind::Fuel => match self.fuel.get() {
                Some(Ok(e)) => e,
                _ => return false,
            },
        };
        let Some((t, len, sha)) = self.files.lock().get(path).copied() else {
            return false;
        };
        let Ok(meta) = std::fs::metadata(path) else {
            return false;
        };
        meta.modified().unwrap_or(SystemTime::UNIX_EPOCH) == t
            && meta.len() == len
            && engine.cached(&sha).is_some()
    }

    /// Compiles a command file ahead of time into the on-disk module cache of the engine `kind`
    /// (`cache_dir` or the default), so that no exec ever compiles it. Returns `true` when it
    /// compiled the module, `false` when a loadable artifact was already there. `ENOENT`/`ENOEXEC`
    /// as [`Runtime::load_file`]; `EIO` when there is no cache directory or it cannot be written.
    pub fn precompile_file(
        &self,
        kind: EngineKind,
        path: &Path,
        cache_dir: Option<&Path>,
    ) -> HostResult<bool> {
        let shown = path.display().to_string();
        let bytes = read_file(path, &shown)?;
        let sha: Sha = Sha256::digest(&bytes).into();
        self.engine(kind)?
            .precompile(&bytes, &sha, cache_dir, &shown)
    }

    /// Queues command files for the background warmer, which compiles each one that is neither
    /// in memory nor in the disk cache (`cache_dir` or the default) into that cache, on one
    /// thread. The newest call's files go first, in the order given; a file is only worked on
    /// while `owner` (the VM that registered it) is alive, and a file already queued is skipped.
    /// (Not at a lower priority: wasmtime compiles on rayon's pool, whose threads would inherit
    /// it, and an exec waiting for the warmer would wait for it too.) Errors (a missing or
    /// invalid file, an unwritable cache) are left to the exec that needs the module. Does
    /// nothing without a cache directory.
    pub fn warm(
        self: &Arc<Self>,
        kind: EngineKind,
        paths: Vec<PathBuf>,
        cache_dir: Option<PathBuf>,
        owner: WarmOwner,
    ) {
        if cache_dir.is_none() && Self::default_cache_dir().is_none() {
            return;
        }
        {
            let mut seen = self.warm_seen.lock();
            let mut queue = self.warm_queue.lock();
            for path in paths.into_iter().rev() {
                let job = (kind, path, cache_dir.clone());
                if seen.insert(job.clone()) {
                    queue.push_front((job, owner.clone()));
                }
            }
            if queue.is_empty() {
                return;
            }
        }
        if self.warming.swap(true, Ordering::AcqRel) {
            return;
        }
        let rt = self.clone();
        let spawned = std::thread::Builder::new()
            .name("agentos-warm".into())
            .spawn(move || loop {
                let next = rt.warm_queue.lock().pop_front();
                let Some((job, owner)) = next else {
                    rt.warming.store(false, Ordering::Release);
                    // A job queued between the empty pop and the store finds `warming` still
                    // set and returns: take it over.
                    if rt.warm_queue.lock().is_empty() || rt.warming.swap(true, Ordering::AcqRel) {
                        return;
                    }
                    continue;
                };
                if owner.strong_count() == 0 {
                    // Its VM is gone: a later VM that registers the file queues it again.
                    rt.warm_seen.lock().remove(&job);
                    continue;
                }
                drop(owner);
                let (kind, path, dir) = job;
                // A panic in wasmtime on a strange module must not end the warmer with `warming`
                // still set (no later create could start it again).
                let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    rt.warm_one(kind, &path, dir.as_deref())
                }));
                match done {
                    Ok(Ok(())) => {}
                    Ok(Err(e)) => {
                        tracing::debug!(module = %path.display(), error = %e, "not warmed")
                    }
                    Err(_) => tracing::warn!(module = %path.display(), "warming panicked; skipped"),
                }
            });
        if spawned.is_err() {
            self.warming.store(false, Ordering::Release);
        }
    }

    /// Compiles one registered module into the disk cache unless it is in memory or there.
    fn warm_one(&self, kind: EngineKind, path: &Path, cache_dir: Option<&Path>) -> HostResult<()> {
        if self.is_loaded(kind, path) {
            return Ok(());
        }
        let engine = self.engine(kind)?;
        let shown = path.display().to_string();
        let (sha, read) = self.file_sha(path, &shown)?;
        engine.warm(path, &sha, read, cache_dir, &shown)
    }

    /// A command file's SHA-256: the remembered one while its mtime and length are unchanged
    /// (then `None`: nothing was read), else hashed now, remembered, and returned with the bytes.
    fn file_sha(&self, path: &Path, shown: &str) -> HostResult<(Sha, Option<Vec<u8>>)> {
        let meta = std::fs::metadata(path)
            .map_err(|_| HostError::syscall(Errno::Enoent, "open", shown))?;
        let mtime = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
        let known = self.files.lock().get(path).copied();
        if let Some((t, len, sha)) = known {
            if t == mtime && len == meta.len() {
                return Ok((sha, None));
            }
        }
        let bytes = read_file(path, shown)?;
        let sha: Sha = Sha256::digest(&bytes).into();
        self.files
            .lock()
            .insert(path.to_path_buf(), (mtime, meta.len(), sha));
        Ok((sha, Some(bytes)))
    }

    /// The SHA-256 remembered for command file `path` (by a [`Runtime::load_file`]), while its
    /// mtime and length are unchanged; `None` otherwise (nothing is read).
    pub fn known_sha(&self, path: &Path) -> Option<Sha> {
        let meta = std::fs::metadata(path).ok()?;
        let mtime = meta.modified().ok()?;
        let (t, len, sha) = self.files.lock().get(path).copied()?;
        (t == mtime && len == meta.len()).then_some(sha)
    }

    /// The compiled module for WASM bytes (ad-hoc modules from the VM filesystem), for the engine
    /// `kind`: cached in memory within the ad-hoc budget, never on disk. Errors as
    /// [`Runtime::load_file`], `shown` naming the module in messages.
    pub fn load_bytes(
        &self,
        kind: EngineKind,
        bytes: &[u8],
        shown: &str,
    ) -> HostResult<Arc<Compiled>> {
        let sha: Sha = Sha256::digest(bytes).into();
        self.engine(kind)?
            .load_bytes_with(bytes, sha, Origin::AdHoc, None, shown)
    }

    /// The number of ad-hoc modules the engine `kind` keeps in memory and their estimated bytes.
    pub fn adhoc_cache_usage(&self, kind: EngineKind) -> (usize, usize) {
        match self.engine(kind) {
            Ok(e) => e.modules.lock().adhoc_usage(),
            Err(_) => (0, 0),
        }
    }
}

/// A command file's bytes; `ENOENT` naming it when it cannot be read.
fn read_file(path: &Path, shown: &str) -> HostResult<Vec<u8>> {
    std::fs::read(path).map_err(|_| HostError::syscall(Errno::Enoent, "open", shown))
}

/// Lower-case hex of bytes.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Where the SHA-256 of an artifact is kept: `<sha>.cwasm.sha256` beside `<sha>.cwasm`.
fn digest_path(artifact: &Path) -> PathBuf {
    let mut p = artifact.as_os_str().to_owned();
    p.push(".sha256");
    PathBuf::from(p)
}

impl EngineCache {
    fn cached(&self, sha: &Sha) -> Option<Arc<Compiled>> {
        let slot = self.modules.lock().map.get(sha)?.slot.clone();
        let c = slot.lock().clone();
        c
    }

    /// Loads (from memory, disk or by compiling) a module. Ad-hoc modules skip the disk cache
    /// (`cache_dir` is ignored for them).
    fn load_bytes_with(
        &self,
        bytes: &[u8],
        sha: Sha,
        origin: Origin,
        cache_dir: Option<&Path>,
        shown: &str,
    ) -> HostResult<Arc<Compiled>> {
        if !bytes.starts_with(WASM_MAGIC) {
            return Err(HostError::new(
                Errno::Enoexec,
                format!("{shown}: not a WASM module (cannot execute)"),
            ));
        }
        let slot = self.modules.lock().slot(sha, origin);
        let mut guard = slot.lock();
        if let Some(c) = guard.as_ref() {
            return Ok(c.clone());
        }
        let module = match origin {
            Origin::Registered => self.compile_or_load(bytes, &sha, cache_dir, shown)?,
            Origin::AdHoc => self.compile(bytes, shown)?,
        };
        let size = {
            let r = module.image_range();
            bytes.len() + (r.end as usize).saturating_sub(r.start as usize)
        };
        let compiled = Arc::new(self.prepare(module, shown)?);
        *guard = Some(compiled.clone());
        drop(guard);
        let mut cache = self.modules.lock();
        if origin == Origin::AdHoc && size > ADHOC_CACHE_BYTES {
            // Larger than the whole ad-hoc budget: used by this process only, never kept.
            if cache
                .map
                .get(&sha)
                .is_some_and(|e| e.origin == Origin::AdHoc)
            {
                cache.map.remove(&sha);
            }
        } else {
            cache.settle(&sha, size);
        }
        Ok(compiled)
    }

    fn compile(&self, bytes: &[u8], shown: &str) -> HostResult<Module> {
        Module::new(&self.engine, bytes).map_err(|e| {
            HostError::new(Errno::Enoexec, format!("{shown}: invalid WASM module: {e}"))
        })
    }

    /// The on-disk artifact path of a module, `None` without a cache directory.
    fn artifact_path(&self, sha: &Sha, cache_dir: Option<&Path>) -> Option<PathBuf> {
        let hex = hex(sha);
        cache_dir
            .map(Path::to_path_buf)
            .or_else(Runtime::default_cache_dir)
            .map(|d| d.join(&self.engine_hash).join(format!("{hex}.cwasm")))
    }

    fn precompile(
        &self,
        bytes: &[u8],
        sha: &Sha,
        cache_dir: Option<&Path>,
        shown: &str,
    ) -> HostResult<bool> {
        if !bytes.starts_with(WASM_MAGIC) {
            return Err(HostError::new(
                Errno::Enoexec,
                format!("{shown}: not a WASM module (cannot execute)"),
            ));
        }
        let artifact = self.artifact_path(sha, cache_dir).ok_or_else(|| {
            HostError::new(
                Errno::Eio,
                "no module cache directory (set moduleCacheDir or AGENTOS_MODULE_CACHE_DIR)",
            )
        })?;
        if artifact.exists() && self.load_artifact(&artifact).is_ok() {
            return Ok(false);
        }
        let module = Module::new(&self.engine, bytes).map_err(|e| {
            HostError::new(Errno::Enoexec, format!("{shown}: invalid WASM module: {e}"))
        })?;
        Self::store_artifact(&module, &artifact).map_err(|e| {
            HostError::new(
                Errno::Eio,
                format!("{}: cannot write the module cache: {e}", artifact.display()),
            )
        })?;
        Ok(true)
    }

    /// The warmer's compile: under the module's slot lock (an exec of this module meanwhile
    /// waits, then loads the artifact), only when neither memory nor disk has it; the module is
    /// written to disk and dropped. An artifact with its digest beside it counts as present (the
    /// exec that loads it checks it and recompiles a bad one).
    fn warm(
        &self,
        path: &Path,
        sha: &Sha,
        read: Option<Vec<u8>>,
        cache_dir: Option<&Path>,
        shown: &str,
    ) -> HostResult<()> {
        let Some(artifact) = self.artifact_path(sha, cache_dir) else {
            return Ok(());
        };
        if artifact.exists() && digest_path(&artifact).exists() {
            return Ok(());
        }
        let slot = self.modules.lock().slot(*sha, Origin::Registered);
        let guard = slot.lock();
        if guard.is_some() || (artifact.exists() && digest_path(&artifact).exists()) {
            return Ok(());
        }
        let bytes = match read {
            Some(bytes) => bytes,
            None => {
                let bytes = read_file(path, shown)?;
                if Sha256::digest(&bytes).as_slice() != sha.as_slice() {
                    // Changed since it was hashed: the exec sorts it out.
                    return Ok(());
                }
                bytes
            }
        };
        if !bytes.starts_with(WASM_MAGIC) {
            // Not WASM: the exec reports it.
            return Ok(());
        }
        let module = self.compile(&bytes, shown)?;
        Self::store_artifact(&module, &artifact).map_err(|e| {
            HostError::new(
                Errno::Eio,
                format!("{}: cannot write the module cache: {e}", artifact.display()),
            )
        })?;
        drop(guard);
        Ok(())
    }

    fn compile_or_load(
        &self,
        bytes: &[u8],
        sha: &Sha,
        cache_dir: Option<&Path>,
        shown: &str,
    ) -> HostResult<Module> {
        let artifact = self.artifact_path(sha, cache_dir);
        if let Some(a) = &artifact {
            if a.exists() {
                match self.load_artifact(a) {
                    Ok(m) => return Ok(m),
                    Err(e) => {
                        tracing::warn!(artifact = %a.display(), error = %e, "discarding cached module")
                    }
                }
            }
        }
        let module = Module::new(&self.engine, bytes).map_err(|e| {
            HostError::new(Errno::Enoexec, format!("{shown}: invalid WASM module: {e}"))
        })?;
        if let Some(a) = &artifact {
            if let Err(e) = Self::store_artifact(&module, a) {
                tracing::debug!(artifact = %a.display(), error = %e, "module cache not written");
            }
        }
        Ok(module)
    }

    /// Deserialises a cached artifact after checking it against the SHA-256 stored beside it
    /// ([`digest_path`]): native code is only loaded when it is byte for byte what this host
    /// wrote, so a corrupted or tampered artifact is recompiled instead of crashing the host
    /// (reliability-findings D15). The bytes are read once, checked and deserialised from memory.
    fn load_artifact(&self, path: &Path) -> Result<Module, String> {
        let expected = std::fs::read_to_string(digest_path(path))
            .map_err(|e| format!("no digest beside the artifact: {e}"))?;
        let data = std::fs::read(path).map_err(|e| e.to_string())?;
        if hex(&Sha256::digest(&data)) != expected.trim() {
            return Err("artifact does not match its digest".into());
        }
        // SAFETY: `data` is exactly what `store_artifact` serialised (its SHA-256 matches the
        // digest written with it) with an engine of the same compatibility hash (part of the
        // path); wasmtime checks the header again.
        unsafe { Module::deserialize(&self.engine, &data) }.map_err(|e| e.to_string())
    }

    fn store_artifact(module: &Module, path: &Path) -> std::io::Result<()> {
        let data = module
            .serialize()
            .map_err(|e| std::io::Error::other(e.to_string()))?;
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        // Write then rename, so a concurrent reader never sees a partial artifact; a reader that
        // sees a new artifact with an old digest (or none) recompiles.
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&tmp, &data)?;
        let digest = digest_path(path);
        let digest_tmp = digest.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&digest_tmp, hex(&Sha256::digest(&data)))?;
        std::fs::rename(&tmp, path)?;
        std::fs::rename(&digest_tmp, &digest)
    }

    /// Checks the module against the linking rules (`guest-abi.md` 2) and pre-instantiates it.
    fn prepare(&self, module: Module, shown: &str) -> HostResult<Compiled> {
        let shared = module
            .imports()
            .any(|i| matches!(i.ty(), ExternType::Memory(m) if m.is_shared()))
            || module
                .exports()
                .any(|e| matches!(e.ty(), ExternType::Memory(m) if m.is_shared()));
        if shared {
            return Err(HostError::new(
                Errno::Enoexec,
                format!("{shown}: shared memory / threads are not supported"),
            ));
        }
        let mut linker = self.base_linker.clone();
        let waitpid_arity = module
            .imports()
            .find_map(|i| match (i.module(), i.name(), i.ty()) {
                ("host_process", "proc_waitpid", ExternType::Func(f)) => Some(f.params().len()),
                _ => None,
            });
        crate::host_process::add_waitpid(&mut linker, waitpid_arity.unwrap_or(3))
            .map_err(|e| HostError::new(Errno::Enoexec, format!("{shown}: {e}")))?;
        linker
            .define_unknown_imports_as_traps(&module)
            .map_err(|e| HostError::new(Errno::Enoexec, format!("{shown}: {e}")))?;
        let pre = linker
            .instantiate_pre(&module)
            .map_err(|e| HostError::new(Errno::Enoexec, format!("{shown}: cannot link: {e}")))?;
        Ok(Compiled { module, pre })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(module (func (export "_start") (loop (br 0))))`
    const SPIN: &[u8] = &[
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // header
        0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // type: () -> ()
        0x03, 0x02, 0x01, 0x00, // func 0: type 0
        0x07, 0x0a, 0x01, 0x06, b'_', b's', b't', b'a', b'r', b't', 0x00, 0x00, // export
        0x0a, 0x09, 0x01, 0x07, 0x00, 0x03, 0x40, 0x0c, 0x00, 0x0b, 0x0b, // code
    ];

    #[test]
    fn the_fuel_engine_is_separate_created_once_and_meters() {
        let rt = runtime().expect("runtime");
        let plain = rt.engine(EngineKind::Default).expect("default engine");
        let fuel = rt.engine(EngineKind::Fuel).expect("fuel engine");
        assert_ne!(plain.engine_hash, fuel.engine_hash);
        assert!(std::ptr::eq(
            fuel,
            rt.engine(EngineKind::Fuel).expect("fuel engine")
        ));
        let module = Module::new(&fuel.engine, SPIN).expect("valid module");
        let mut store = wasmtime::Store::new(&fuel.engine, ());
        store.set_fuel(100_000).expect("fuel enabled");
        store.set_epoch_deadline(u64::MAX);
        let instance = wasmtime::Instance::new(&mut store, &module, &[]).expect("instantiates");
        let start = instance
            .get_typed_func::<(), ()>(&mut store, "_start")
            .expect("_start");
        let e = start.call(&mut store, ()).expect_err("runs out of fuel");
        assert_eq!(
            e.downcast_ref::<wasmtime::Trap>(),
            Some(&wasmtime::Trap::OutOfFuel)
        );
        // The default engine does not meter.
        let mut store = wasmtime::Store::new(&plain.engine, ());
        assert!(store.set_fuel(1).is_err());
    }
}
