//! One sandbox as the VM sees it (`sandbox.md` 1, 4): a fixed server (client form) or a
//! provider started lazily on first use, shared by the mount and the `agentos-sandbox`
//! commands; stopped after `idleTimeoutMs` without traffic and started again on the next use;
//! destroyed with the VM.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use parking_lot::Mutex;

use crate::client::{Client, Endpoint, FsEntry, DEFAULT_TIMEOUT};
use crate::error::SandboxError;
use crate::provider::{Instance, Liveness, Provider};

/// Default `maxFullReadBytes`: 16 MiB.
pub const DEFAULT_MAX_FULL_READ: u64 = 16 * 1024 * 1024;
/// Default `startupTimeoutMs`.
pub const DEFAULT_STARTUP_TIMEOUT: Duration = Duration::from_secs(20);
/// Default `idleTimeoutMs` of provider sandboxes.
pub const DEFAULT_IDLE_TIMEOUT: Duration = Duration::from_secs(300);
/// Time-to-live of cached stat and listing results.
const CACHE_TTL: Duration = Duration::from_secs(1);

/// Where the server comes from.
pub enum Source {
    /// A server the caller owns.
    Client(Endpoint),
    /// A provider the sandbox starts and destroys.
    Provider(Arc<dyn Provider>),
}

/// Options of the `sandbox` option / `createSandboxFs` (`sandbox.md` 1).
#[derive(Debug, Clone)]
pub struct SandboxOptions {
    /// Per HTTP request.
    pub timeout: Duration,
    pub startup_timeout: Duration,
    /// `None` = never stop for idleness.
    pub idle_timeout: Option<Duration>,
    /// The sandbox directory the mount root maps to; `None` = the provider's default (`/` for
    /// the client form).
    pub sandbox_root: Option<String>,
    pub max_full_read: u64,
}

impl Default for SandboxOptions {
    fn default() -> Self {
        SandboxOptions {
            timeout: DEFAULT_TIMEOUT,
            startup_timeout: DEFAULT_STARTUP_TIMEOUT,
            idle_timeout: None,
            sandbox_root: None,
            max_full_read: DEFAULT_MAX_FULL_READ,
        }
    }
}

/// A running (or fixed) server.
pub struct Live {
    pub client: Client,
    /// The sandbox path of the mount root (`sandboxRoot`, or the provider's default).
    pub root: String,
    /// The host directory of the mount root when the server is an unconfined process on this
    /// host ([`crate::provider::Started::unconfined_home`]): the mount then refuses paths that
    /// leave it through symlinks ([`crate::confine`]).
    pub host_root: Option<std::path::PathBuf>,
    instance: Option<Box<dyn Instance>>,
}

impl Live {
    /// The server's host pid (`local()` only).
    pub fn pid(&self) -> Option<u32> {
        self.instance.as_ref().and_then(|i| i.pid())
    }

    /// The sandbox path for mount-relative `inner` (`sandbox.md` 2.1).
    pub fn remote(&self, inner: &str) -> String {
        remote_path(&self.root, inner)
    }
}

/// normalise(`root` + `inner`): `..` cannot climb above `root`'s own components; a relative
/// root stays relative (resolved by the server).
pub fn remote_path(root: &str, inner: &str) -> String {
    let absolute = root.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for seg in root.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            s => parts.push(s),
        }
    }
    let floor = parts.len();
    for seg in inner.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                if parts.len() > floor {
                    parts.pop();
                }
            }
            s => parts.push(s),
        }
    }
    let joined = parts.join("/");
    if absolute {
        format!("/{joined}")
    } else if joined.is_empty() {
        ".".to_string()
    } else {
        joined
    }
}

#[derive(Clone)]
pub(crate) enum Cached {
    Stat(FsEntry),
    Missing,
}

/// A sandbox shared by a mount and the command group.
pub struct Sandbox {
    source: Source,
    pub opts: SandboxOptions,
    live: tokio::sync::Mutex<Option<Arc<Live>>>,
    /// The current live server without awaiting (for pids and cache decisions).
    current: Mutex<Option<Arc<Live>>>,
    last_use: Mutex<Instant>,
    busy: AtomicUsize,
    disposed: AtomicBool,
    /// How many running servers were let go (idle stop, death): files opened before a change
    /// belong to a sandbox that is gone ([`Sandbox::epoch`]).
    epoch: AtomicU64,
    cache: Mutex<HashMap<String, (Instant, Cached)>>,
}

/// Marks the sandbox busy (no idle stop) while alive; the end of use restarts the idle clock.
pub struct UseGuard<'a>(&'a Sandbox);

impl Drop for UseGuard<'_> {
    fn drop(&mut self) {
        *self.0.last_use.lock() = Instant::now();
        self.0.busy.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Sandbox {
    /// A sandbox; provider sandboxes with an idle timeout get a watcher on the sandbox runtime.
    pub fn new(source: Source, opts: SandboxOptions) -> Result<Arc<Sandbox>, SandboxError> {
        if let Source::Client(e) = &source {
            // Validates the URL and headers now rather than at first use.
            Client::new(e, opts.timeout)?;
        }
        let idle = match source {
            Source::Provider(_) => opts.idle_timeout,
            Source::Client(_) => None,
        };
        let sb = Arc::new(Sandbox {
            source,
            opts,
            live: tokio::sync::Mutex::new(None),
            current: Mutex::new(None),
            last_use: Mutex::new(Instant::now()),
            busy: AtomicUsize::new(0),
            disposed: AtomicBool::new(false),
            epoch: AtomicU64::new(0),
            cache: Mutex::new(HashMap::new()),
        });
        if let Some(idle) = idle.filter(|d| !d.is_zero()) {
            let weak = Arc::downgrade(&sb);
            crate::runtime::handle()?.spawn(idle_watch(weak, idle));
        }
        Ok(sb)
    }

    /// Marks one use (mount operation or command) in progress.
    pub fn begin_use(&self) -> UseGuard<'_> {
        self.busy.fetch_add(1, Ordering::SeqCst);
        *self.last_use.lock() = Instant::now();
        UseGuard(self)
    }

    /// The running server, starting the provider when needed (concurrent first uses share one
    /// start). Start failures are [`SandboxError::Startup`]; the next use retries.
    pub async fn live(&self) -> Result<Arc<Live>, SandboxError> {
        if self.disposed.load(Ordering::SeqCst) {
            return Err(SandboxError::Disposed);
        }
        let mut slot = self.live.lock().await;
        if let Some(l) = slot.as_ref() {
            return Ok(l.clone());
        }
        let live = match &self.source {
            Source::Client(endpoint) => Live {
                client: Client::new(endpoint, self.opts.timeout)?,
                root: self.opts.sandbox_root.clone().unwrap_or_else(|| "/".into()),
                host_root: None,
                instance: None,
            },
            Source::Provider(p) => {
                let started = match tokio::time::timeout(
                    self.opts.startup_timeout,
                    p.start(self.opts.timeout),
                )
                .await
                {
                    Ok(Ok(s)) => s,
                    Ok(Err(SandboxError::Startup(m))) => return Err(SandboxError::Startup(m)),
                    Ok(Err(e)) => return Err(SandboxError::Startup(e.to_string())),
                    Err(_) => {
                        return Err(SandboxError::Startup(format!(
                            "{} sandbox did not become healthy within {} ms (startupTimeoutMs)",
                            p.name(),
                            self.opts.startup_timeout.as_millis()
                        )))
                    }
                };
                let client = match Client::new(&started.endpoint, self.opts.timeout) {
                    Ok(c) => c,
                    Err(e) => {
                        started.instance.destroy().await;
                        return Err(SandboxError::Startup(e.to_string()));
                    }
                };
                let root = self
                    .opts
                    .sandbox_root
                    .clone()
                    .unwrap_or(started.default_root);
                // Relative roots resolve against the server's home.
                let host_root = started.unconfined_home.map(|home| home.join(&root));
                Live {
                    client,
                    root,
                    host_root,
                    instance: Some(started.instance),
                }
            }
        };
        if self.disposed.load(Ordering::SeqCst) {
            if let Some(i) = &live.instance {
                i.destroy().await;
            }
            return Err(SandboxError::Disposed);
        }
        let live = Arc::new(live);
        *slot = Some(live.clone());
        *self.current.lock() = Some(live.clone());
        self.clear_cache();
        Ok(live)
    }

    /// The running server's host pid, if a `local()` server is running now.
    pub fn server_pid(&self) -> Option<u32> {
        self.current.lock().as_ref().and_then(|l| l.pid())
    }

    /// Whether a server is running (or fixed, for the client form) now.
    pub fn is_running(&self) -> bool {
        self.current.lock().is_some()
    }

    /// Destroys the running provider sandbox (idle stop); the next use starts a new one.
    pub async fn stop(&self) {
        let live = self.live.lock().await.take();
        *self.current.lock() = None;
        self.clear_cache();
        if let Some(l) = live {
            self.epoch.fetch_add(1, Ordering::SeqCst);
            if let Some(i) = &l.instance {
                i.destroy().await;
            }
        }
    }

    /// Changes each time a running server is let go (idle stop, death, dispose). The mount's
    /// open files remember it: once it changed, the remote files they were opened on are gone
    /// and they fail with `EIO` instead of reading or writing the next sandbox.
    pub fn epoch(&self) -> u64 {
        self.epoch.load(Ordering::SeqCst)
    }

    /// After a transport error (connection refused or reset, timeout): asks the provider
    /// instance whether `live`'s sandbox still exists (`local()`: its server process;
    /// `docker()`: the container's state). When it is gone, forgets it, so the next use starts
    /// a new one, and returns why (for the error message). The failed operation itself stays
    /// failed (`EIO` for the mount, exit 1 for commands). A fixed server (client form) is never
    /// forgotten.
    pub async fn forget_if_dead(&self, live: &Arc<Live>) -> Option<String> {
        let instance = live.instance.as_ref()?;
        let reason = match instance.liveness().await {
            Liveness::Alive => return None,
            Liveness::Gone(reason) => reason,
        };
        let old = {
            let mut slot = self.live.lock().await;
            if !slot.as_ref().is_some_and(|l| Arc::ptr_eq(l, live)) {
                // Another operation found out first (or the VM was disposed).
                return Some(reason);
            }
            *self.current.lock() = None;
            self.epoch.fetch_add(1, Ordering::SeqCst);
            slot.take()
        };
        self.clear_cache();
        tracing::warn!(%reason, "sandbox gone: the next use starts a new one");
        if let Some(i) = old.as_ref().and_then(|l| l.instance.as_ref()) {
            i.destroy().await;
        }
        Some(reason)
    }

    /// Destroys the sandbox for good (VM dispose). Errors are logged by the instance.
    pub async fn dispose(&self) {
        self.disposed.store(true, Ordering::SeqCst);
        self.stop().await;
    }

    /// [`Sandbox::dispose`] from a thread outside the sandbox runtime, waiting at most 10 s.
    pub fn dispose_blocking(self: &Arc<Self>) {
        self.disposed.store(true, Ordering::SeqCst);
        let Ok(handle) = crate::runtime::handle() else {
            return;
        };
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        let me = self.clone();
        handle.spawn(async move {
            me.dispose().await;
            let _ = tx.send(());
        });
        let _ = rx.recv_timeout(Duration::from_secs(10));
    }

    /// Disposes all of `list` at once from a thread outside the sandbox runtime, waiting at
    /// most 10 s in total (process exit: each destroy runs in parallel).
    pub fn dispose_all_blocking(list: &[Arc<Sandbox>]) {
        if list.is_empty() {
            return;
        }
        for sb in list {
            sb.disposed.store(true, Ordering::SeqCst);
        }
        let Ok(handle) = crate::runtime::handle() else {
            return;
        };
        let (tx, rx) = std::sync::mpsc::sync_channel(list.len());
        for sb in list {
            let me = sb.clone();
            let tx = tx.clone();
            handle.spawn(async move {
                me.dispose().await;
                let _ = tx.send(());
            });
        }
        drop(tx);
        let deadline = Instant::now() + Duration::from_secs(10);
        for _ in list {
            let left = deadline.saturating_duration_since(Instant::now());
            if rx.recv_timeout(left).is_err() {
                tracing::warn!("sandbox dispose did not finish within 10 s");
                return;
            }
        }
    }

    pub(crate) fn cache_get(&self, path: &str) -> Option<Cached> {
        let c = self.cache.lock();
        c.get(path)
            .filter(|(t, _)| t.elapsed() < CACHE_TTL)
            .map(|(_, v)| v.clone())
    }

    pub(crate) fn cache_put(&self, path: String, v: Cached) {
        let mut c = self.cache.lock();
        if c.len() > 10_000 {
            c.retain(|_, (t, _)| t.elapsed() < CACHE_TTL);
        }
        c.insert(path, (Instant::now(), v));
    }

    /// Forgets every cached stat (after this mount's writes and after sandbox commands, which
    /// may change any file).
    pub fn clear_cache(&self) {
        self.cache.lock().clear();
    }
}

async fn idle_watch(weak: Weak<Sandbox>, idle: Duration) {
    let tick = (idle / 4).clamp(Duration::from_millis(20), Duration::from_secs(1));
    loop {
        tokio::time::sleep(tick).await;
        let Some(sb) = weak.upgrade() else { return };
        if sb.disposed.load(Ordering::SeqCst) {
            return;
        }
        let idle_for = sb.last_use.lock().elapsed();
        if sb.busy.load(Ordering::SeqCst) == 0 && sb.is_running() && idle_for >= idle {
            tracing::debug!("sandbox idle for {idle_for:?}: stopping it");
            sb.stop().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::remote_path;

    #[test]
    fn maps_paths() {
        assert_eq!(remote_path("/", "/app/x.ts"), "/app/x.ts");
        assert_eq!(remote_path("/srv/app", "/src"), "/srv/app/src");
        assert_eq!(remote_path("proj", "/a"), "proj/a");
        assert_eq!(remote_path("/srv/app", "/"), "/srv/app");
        assert_eq!(remote_path("proj", "/"), "proj");
        assert_eq!(remote_path("/srv", "/../../etc"), "/srv/etc");
        assert_eq!(remote_path("/", "/"), "/");
    }
}
