//! Providers start and destroy sandboxes (`sandbox.md` 4, 6). A [`Provider`] is asked for one
//! running sandbox at a time by [`crate::Sandbox`]; what it returns ([`Started`]) says where the
//! server is and owns whatever must be destroyed later ([`Instance`]). `local()` is here; the
//! Docker provider (issue 9) implements the same trait.

use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use parking_lot::Mutex;
use tokio::io::{AsyncBufReadExt, BufReader};

use crate::client::{Client, Endpoint};
use crate::error::SandboxError;

/// A boxed, sendable future.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A running sandbox, owned by [`crate::Sandbox`]. Dropping it without `destroy` must still
/// release everything (best effort, synchronously).
pub trait Instance: Send + Sync {
    /// Stops the sandbox and removes its resources. Errors are logged, not returned.
    fn destroy(&self) -> BoxFuture<'_, ()>;
    /// The host pid of the server, when there is one (`local()`).
    fn pid(&self) -> Option<u32> {
        None
    }
    /// Whether the sandbox still exists, asked after a transport error (connection refused or
    /// reset, timeout): `local()` checks its server process, `docker()` inspects the container.
    /// [`Liveness::Gone`] makes [`crate::Sandbox`] forget it, so the next use starts a new one.
    /// An answer that cannot be had (engine unreachable) is [`Liveness::Alive`]: only a sandbox
    /// known to be gone is replaced.
    fn liveness(&self) -> BoxFuture<'_, Liveness> {
        Box::pin(async { Liveness::Alive })
    }
}

/// The answer of [`Instance::liveness`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Liveness {
    Alive,
    /// Gone, and why (for the error message of the operation that found out).
    Gone(String),
}

/// What a provider started.
pub struct Started {
    pub endpoint: Endpoint,
    /// The sandbox directory the mount root maps to when `sandboxRoot` is not given: the
    /// default working directory of commands too (`sandbox.md` 2.1).
    pub default_root: String,
    /// Set when the server's filesystem is this host's and nothing confines the server
    /// (`local()` with `isolation: "none"`): the host directory the server's home (relative
    /// paths) resolves against. The mount then checks on the host, before each request, that
    /// the path does not leave the mount root through a symlink (`sandbox.md` 6).
    pub unconfined_home: Option<PathBuf>,
    pub instance: Box<dyn Instance>,
}

/// Starts sandboxes. The caller bounds `start` with `startupTimeoutMs` and drops the future on
/// timeout, so a partially started sandbox must clean up on drop.
pub trait Provider: Send + Sync {
    /// Short name for messages (`local`, `docker`).
    fn name(&self) -> &'static str;
    /// Starts one sandbox and waits until it answers `/v1/health`.
    fn start(&self, request_timeout: Duration) -> BoxFuture<'_, Result<Started, SandboxError>>;
}

/// `isolation` of [`LocalOptions`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Isolation {
    /// `bwrap` when bubblewrap is installed and works here ([`bwrap_usable`]), else `none`.
    #[default]
    Auto,
    /// The server runs as the host user with the host's filesystem.
    None,
    /// The server runs under bubblewrap with its workdir as `/`.
    Bwrap,
}

impl Isolation {
    /// [`Isolation::Auto`] decided: `Bwrap` when [`bwrap_usable`], else `None`.
    pub fn resolve(self) -> Isolation {
        match self {
            Isolation::Auto if bwrap_usable().is_ok() => Isolation::Bwrap,
            Isolation::Auto => Isolation::None,
            other => other,
        }
    }

    /// `"none"` or `"bwrap"` (`"auto"` before [`Isolation::resolve`]).
    pub fn name(self) -> &'static str {
        match self {
            Isolation::Auto => "auto",
            Isolation::None => "none",
            Isolation::Bwrap => "bwrap",
        }
    }
}

/// Whether this host can run the server under bubblewrap: `bwrap` is on `PATH` and a trial
/// sandbox with the flags the provider uses (new namespaces; as root also a user namespace
/// with uid 1000 and no capabilities) runs `true`. Probed once per process; the error says
/// why not.
pub fn bwrap_usable() -> Result<PathBuf, String> {
    static PROBE: std::sync::OnceLock<Result<PathBuf, String>> = std::sync::OnceLock::new();
    PROBE
        .get_or_init(|| {
            let bwrap = find_on_path("bwrap").ok_or("bubblewrap (`bwrap`) is not on PATH")?;
            let truth = ["/usr/bin/true", "/bin/true"]
                .into_iter()
                .find(|p| Path::new(p).is_file())
                .ok_or("no /usr/bin/true to probe bubblewrap with")?;
            let mut a: Vec<String> = vec![
                "--die-with-parent".into(),
                "--new-session".into(),
                "--unshare-all".into(),
                "--share-net".into(),
            ];
            for d in ["/usr", "/bin", "/lib", "/lib64", "/etc"] {
                if Path::new(d).exists() {
                    a.extend(["--ro-bind".into(), d.into(), d.into()]);
                }
            }
            a.extend([
                "--proc".into(),
                "/proc".into(),
                "--dev".into(),
                "/dev".into(),
            ]);
            a.extend(root_user_flags());
            a.push(truth.into());
            let out = std::process::Command::new(&bwrap)
                .args(&a)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .output()
                .map_err(|e| format!("cannot run {}: {e}", bwrap.display()))?;
            if out.status.success() {
                Ok(bwrap)
            } else {
                Err(format!(
                    "bubblewrap does not work here: {}",
                    String::from_utf8_lossy(&out.stderr).trim()
                ))
            }
        })
        .clone()
}

/// As root, bwrap keeps every capability: map to uid/gid 1000 in a user namespace instead.
fn root_user_flags() -> Vec<String> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        [
            "--unshare-user",
            "--uid",
            "1000",
            "--gid",
            "1000",
            "--cap-drop",
            "ALL",
        ]
        .map(String::from)
        .to_vec()
    } else {
        Vec::new()
    }
}

/// The sandbox's own `/etc/passwd` and `/etc/group` under bubblewrap (the host's `/etc` is bound
/// read-only for the system's configuration, but its user list is not the sandbox's business).
const SANDBOX_PASSWD: &str = "root:x:0:0:root:/root:/bin/sh\nsandbox:x:1000:1000:sandbox:/:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n";
const SANDBOX_GROUP: &str = "root:x:0:\nsandbox:x:1000:\nnogroup:x:65534:\n";

/// Options of `local()` (`sandbox.md` 6).
#[derive(Debug, Clone, Default)]
pub struct LocalOptions {
    /// The static `sandbox-agent` binary (the JS layer resolves the npm package's).
    pub binary_path: PathBuf,
    /// Bind address; default `127.0.0.1`.
    pub host: Option<String>,
    /// Listen port; 0/None = a free one.
    pub port: Option<u16>,
    /// `Some(None)` = `--no-token`; `None` = a random token.
    pub token: Option<Option<String>>,
    /// Fixed work directory (kept on destroy); default a fresh private temporary directory.
    pub workdir: Option<PathBuf>,
    pub env: Vec<(String, String)>,
    pub isolation: Isolation,
}

/// The `local()` provider: the Sandbox Agent server as a host child process.
pub struct LocalProvider {
    opts: LocalOptions,
}

impl LocalProvider {
    pub fn new(opts: LocalOptions) -> Self {
        LocalProvider { opts }
    }
}

fn random_hex(bytes: usize) -> Result<String, SandboxError> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf)
        .map_err(|e| SandboxError::Startup(format!("no randomness for the token: {e}")))?;
    Ok(buf.iter().map(|b| format!("{b:02x}")).collect())
}

fn startup(msg: impl Into<String>) -> SandboxError {
    SandboxError::Startup(msg.into())
}

/// A free TCP port on `host` (bind port 0, read it, close).
fn free_port(host: &str) -> Result<u16, SandboxError> {
    let l = std::net::TcpListener::bind((host, 0))
        .map_err(|e| startup(format!("cannot pick a free port on {host}: {e}")))?;
    l.local_addr()
        .map(|a| a.port())
        .map_err(|e| startup(format!("cannot pick a free port on {host}: {e}")))
}

/// The first executable `bwrap` on `PATH`.
fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// A fresh private directory with the sandbox's `passwd` and `group` (bound over the host's).
fn sandbox_etc() -> Result<PathBuf, SandboxError> {
    use std::os::unix::fs::DirBuilderExt;
    let dir = std::env::temp_dir().join(format!("agentos-sandbox-etc-{}", random_hex(8)?));
    std::fs::DirBuilder::new()
        .mode(0o700)
        .create(&dir)
        .map_err(|e| startup(format!("cannot create {}: {e}", dir.display())))?;
    let write = |name: &str, text: &str| {
        std::fs::write(dir.join(name), text)
            .map_err(|e| startup(format!("cannot write {}/{name}: {e}", dir.display())))
    };
    if let Err(e) = write("passwd", SANDBOX_PASSWD).and_then(|_| write("group", SANDBOX_GROUP)) {
        let _ = std::fs::remove_dir_all(&dir);
        return Err(e);
    }
    Ok(dir)
}

/// Makes `binary` executable when the npm install left it without the x bits.
fn ensure_executable(binary: &Path) -> Result<(), SandboxError> {
    use std::os::unix::fs::PermissionsExt;
    let meta = std::fs::metadata(binary).map_err(|e| {
        startup(format!(
            "Sandbox Agent binary {}: {e} (install @sandbox-agent/cli-linux-x64 or pass binaryPath)",
            binary.display()
        ))
    })?;
    if meta.permissions().mode() & 0o111 == 0 {
        let mut p = meta.permissions();
        p.set_mode(p.mode() | 0o755);
        std::fs::set_permissions(binary, p).map_err(|e| {
            startup(format!(
                "Sandbox Agent binary {} is not executable: {e}",
                binary.display()
            ))
        })?;
    }
    Ok(())
}

/// The server process of a local sandbox. Dropping it kills the process group and removes a
/// temporary work directory.
struct LocalInstance {
    pid: u32,
    child: Mutex<Option<tokio::process::Child>>,
    workdir: PathBuf,
    remove_workdir: bool,
    /// The private directory with the sandbox's `/etc/passwd` and `/etc/group` (bwrap).
    etc_dir: Option<PathBuf>,
}

impl LocalInstance {
    fn remove_etc_dir(&self) {
        if let Some(d) = &self.etc_dir {
            let _ = std::fs::remove_dir_all(d);
        }
    }

    fn kill_group(&self, sig: i32) {
        // Only while the server is not reaped (its pid cannot have been reused).
        if self.child.lock().is_none() {
            return;
        }
        // The server runs in its own process group (pgid = pid).
        if let Ok(pgid) = i32::try_from(self.pid) {
            // SAFETY: killpg has no memory-safety preconditions.
            unsafe {
                libc::killpg(pgid, sig);
            }
        }
    }

    fn exited(&self) -> bool {
        match self.child.lock().as_mut() {
            Some(c) => !matches!(c.try_wait(), Ok(None)),
            None => true,
        }
    }

    fn cleanup_now(&self) {
        self.kill_group(libc::SIGKILL);
        if let Some(mut c) = self.child.lock().take() {
            // tokio reaps a killed, dropped child in the background.
            let _ = c.start_kill();
            let _ = c.try_wait();
        }
        if self.remove_workdir && self.workdir.exists() {
            let _ = std::fs::remove_dir_all(&self.workdir);
        }
        self.remove_etc_dir();
    }
}

impl Instance for LocalInstance {
    fn destroy(&self) -> BoxFuture<'_, ()> {
        Box::pin(async move {
            self.kill_group(libc::SIGTERM);
            let deadline = tokio::time::Instant::now() + Duration::from_secs(2);
            while !self.exited() && tokio::time::Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            self.kill_group(libc::SIGKILL);
            // Reap the server so no zombie stays behind.
            let child = self.child.lock().take();
            if let Some(mut c) = child {
                let _ = c.start_kill();
                let _ = c.wait().await;
            }
            if self.remove_workdir {
                if let Err(e) = std::fs::remove_dir_all(&self.workdir) {
                    tracing::warn!(workdir = %self.workdir.display(), error = %e, "local sandbox: workdir not removed");
                }
            }
            self.remove_etc_dir();
        })
    }

    fn pid(&self) -> Option<u32> {
        Some(self.pid)
    }

    fn liveness(&self) -> BoxFuture<'_, Liveness> {
        Box::pin(async move {
            // Under bubblewrap the server is bwrap's child: bwrap exits a moment after it.
            let deadline = tokio::time::Instant::now() + Duration::from_millis(250);
            while !self.exited() && tokio::time::Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            if self.exited() {
                Liveness::Gone(format!(
                    "the local sandbox server (pid {}) exited",
                    self.pid
                ))
            } else {
                Liveness::Alive
            }
        })
    }
}

impl Drop for LocalInstance {
    fn drop(&mut self) {
        self.cleanup_now();
    }
}

/// The last lines the server wrote to stderr (for startup errors).
#[derive(Default)]
struct LogTail(Mutex<Vec<String>>);

impl LogTail {
    fn push(&self, line: String) {
        let mut l = self.0.lock();
        if l.len() >= 20 {
            l.remove(0);
        }
        l.push(line);
    }
    fn text(&self) -> String {
        self.0.lock().join("\n")
    }
}

impl LocalProvider {
    #[allow(clippy::too_many_arguments)]
    fn command(
        &self,
        isolation: Isolation,
        binary: &Path,
        workdir: &Path,
        etc_dir: Option<&Path>,
        host: &str,
        port: u16,
        token: Option<&str>,
    ) -> Result<tokio::process::Command, SandboxError> {
        let mut server_args: Vec<String> = vec![
            "server".into(),
            "--host".into(),
            host.into(),
            "--port".into(),
            port.to_string(),
        ];
        match token {
            Some(t) => server_args.extend(["--token".into(), t.into()]),
            None => server_args.push("--no-token".into()),
        }
        server_args.push("--no-telemetry".into());
        let mut cmd = match isolation {
            Isolation::None | Isolation::Auto => {
                let mut c = tokio::process::Command::new(binary);
                c.args(&server_args)
                    .current_dir(workdir)
                    .env("HOME", workdir);
                c
            }
            Isolation::Bwrap => {
                let bwrap = bwrap_usable().map_err(|why| {
                    startup(format!(
                        "isolation \"bwrap\" needs a working bubblewrap: {why}"
                    ))
                })?;
                let mut c = tokio::process::Command::new(bwrap);
                let inner = "/tmp/.agentos/sandbox-agent";
                let mut a: Vec<String> = vec![
                    "--die-with-parent".into(),
                    "--new-session".into(),
                    "--unshare-all".into(),
                    "--share-net".into(),
                    "--bind".into(),
                    workdir.display().to_string(),
                    "/".into(),
                ];
                for d in ["/usr", "/bin", "/lib", "/lib64", "/etc"] {
                    if Path::new(d).exists() {
                        a.extend(["--ro-bind".into(), d.into(), d.into()]);
                    }
                }
                if let Some(etc) = etc_dir {
                    for f in ["passwd", "group"] {
                        a.extend([
                            "--ro-bind".into(),
                            etc.join(f).display().to_string(),
                            format!("/etc/{f}"),
                        ]);
                    }
                }
                a.extend([
                    "--proc".into(),
                    "/proc".into(),
                    "--dev".into(),
                    "/dev".into(),
                    "--tmpfs".into(),
                    "/tmp".into(),
                    "--ro-bind".into(),
                    binary.display().to_string(),
                    inner.into(),
                    "--chdir".into(),
                    "/".into(),
                    "--clearenv".into(),
                    "--setenv".into(),
                    "HOME".into(),
                    "/".into(),
                    "--setenv".into(),
                    "PATH".into(),
                    "/usr/local/bin:/usr/bin:/bin".into(),
                ]);
                a.extend(root_user_flags());
                for (k, v) in &self.opts.env {
                    a.extend(["--setenv".into(), k.clone(), v.clone()]);
                }
                a.push(inner.into());
                a.extend(server_args);
                c.args(a).current_dir(workdir);
                c
            }
        };
        if isolation != Isolation::Bwrap {
            for (k, v) in &self.opts.env {
                cmd.env(k, v);
            }
        }
        cmd.stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .process_group(0)
            .kill_on_drop(true);
        let parent = std::process::id() as libc::pid_t;
        // SAFETY: prctl, getppid and raise are async-signal-safe; the closure allocates nothing.
        unsafe {
            cmd.pre_exec(move || {
                // The server dies with the thread that spawned it (a runtime worker, alive as
                // long as the host process): Node exiting without dispose leaves nothing behind.
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                // The host may have died between fork and prctl: then no signal will come.
                if libc::getppid() != parent {
                    libc::raise(libc::SIGKILL);
                }
                Ok(())
            });
        }
        Ok(cmd)
    }

    async fn start_inner(&self, request_timeout: Duration) -> Result<Started, SandboxError> {
        let binary = self.opts.binary_path.clone();
        ensure_executable(&binary)?;
        let (workdir, remove_workdir) = match &self.opts.workdir {
            Some(w) => {
                std::fs::create_dir_all(w)
                    .map_err(|e| startup(format!("cannot create workdir {}: {e}", w.display())))?;
                (w.clone(), false)
            }
            None => {
                use std::os::unix::fs::DirBuilderExt;
                let dir = std::env::temp_dir().join(format!("agentos-sandbox-{}", random_hex(8)?));
                std::fs::DirBuilder::new()
                    .mode(0o700)
                    .create(&dir)
                    .map_err(|e| {
                        startup(format!("cannot create workdir {}: {e}", dir.display()))
                    })?;
                (dir, true)
            }
        };
        let token = match &self.opts.token {
            Some(t) => t.clone(),
            None => Some(random_hex(16)?),
        };
        let host = self
            .opts
            .host
            .clone()
            .unwrap_or_else(|| "127.0.0.1".to_string());
        let isolation = self.opts.isolation.resolve();
        let (default_root, unconfined_home) = match isolation {
            Isolation::Bwrap => ("/".to_string(), None),
            Isolation::None | Isolation::Auto => {
                (workdir.display().to_string(), Some(workdir.clone()))
            }
        };
        let mut last_error = String::new();
        for _attempt in 0..3 {
            // A failed attempt removed a temporary workdir with its instance.
            std::fs::create_dir_all(&workdir).map_err(|e| {
                startup(format!("cannot create workdir {}: {e}", workdir.display()))
            })?;
            let port = match self.opts.port {
                Some(p) if p != 0 => p,
                _ => free_port(&host)?,
            };
            let etc_dir = match isolation {
                Isolation::Bwrap => Some(sandbox_etc()?),
                _ => None,
            };
            let mut cmd = match self.command(
                isolation,
                &binary,
                &workdir,
                etc_dir.as_deref(),
                &host,
                port,
                token.as_deref(),
            ) {
                Ok(c) => c,
                Err(e) => {
                    if let Some(d) = &etc_dir {
                        let _ = std::fs::remove_dir_all(d);
                    }
                    return Err(e);
                }
            };
            let mut child = match cmd.spawn() {
                Ok(c) => c,
                Err(e) => {
                    if let Some(d) = &etc_dir {
                        let _ = std::fs::remove_dir_all(d);
                    }
                    return Err(startup(format!("cannot start {}: {e}", binary.display())));
                }
            };
            let pid = child.id().unwrap_or(0);
            let tail = Arc::new(LogTail::default());
            if let Some(stderr) = child.stderr.take() {
                let tail = tail.clone();
                tokio::spawn(async move {
                    let mut lines = BufReader::new(stderr).lines();
                    while let Ok(Some(line)) = lines.next_line().await {
                        tail.push(line);
                    }
                });
            }
            let instance = LocalInstance {
                pid,
                child: Mutex::new(Some(child)),
                workdir: workdir.clone(),
                remove_workdir,
                etc_dir,
            };
            let host_for_url = if host.contains(':') {
                format!("[{host}]")
            } else {
                host.clone()
            };
            let endpoint = Endpoint {
                base_url: format!("http://{host_for_url}:{port}"),
                token: token.clone(),
                headers: Vec::new(),
            };
            let client = Client::new(&endpoint, request_timeout)?;
            let mut delay = Duration::from_millis(50);
            loop {
                if instance.exited() {
                    last_error = format!(
                        "the Sandbox Agent server exited during startup: {}",
                        tail.text()
                    );
                    break;
                }
                if client.health().await.is_ok() {
                    tracing::debug!(isolation = isolation.name(), "local sandbox server started");
                    return Ok(Started {
                        endpoint,
                        default_root,
                        unconfined_home,
                        instance: Box::new(instance),
                    });
                }
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_millis(500));
            }
            drop(instance);
            // A port taken between our probe and the server's bind: try another one.
            if !(last_error.contains("in use") && self.opts.port.unwrap_or(0) == 0) {
                break;
            }
        }
        if remove_workdir {
            let _ = std::fs::remove_dir_all(&workdir);
        }
        Err(startup(last_error))
    }
}

impl Provider for LocalProvider {
    fn name(&self) -> &'static str {
        "local"
    }

    fn start(&self, request_timeout: Duration) -> BoxFuture<'_, Result<Started, SandboxError>> {
        Box::pin(self.start_inner(request_timeout))
    }
}
