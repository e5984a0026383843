//! The `sandbox_agent` mount (`sandbox.md` 2): a [`DriverFs`] whose driver is Rust — each
//! filesystem operation becomes requests to `/v1/fs/*` (or, for metadata changes the API lacks,
//! a coreutils command through `/v1/processes/run`). The kernel's driver-mount machinery gives
//! the whole-file cache per open file and the write-back on close/fsync (a failed upload is the
//! writer's error); this host adds the POSIX pre-checks, the stat synthesis, the metadata cache
//! and the bound of 64 requests in flight.

use std::sync::Arc;
use std::time::Duration;

use agentos_kernel::driver_fs::{
    DriverCall, DriverCalls, DriverCaps, DriverEntry, DriverError, DriverFs, DriverHost, DriverOp,
    DriverReply, DriverResult,
};
use agentos_kernel::vfs::{now_ns, FileType, Stat};
use agentos_kernel::Errno;
use tokio::sync::Semaphore;

use crate::client::{FsEntry, RunRequest};
use crate::confine;
use crate::error::{stderr_errno, SandboxError};
use crate::sandbox::{Cached, Live, Sandbox};

/// Requests in flight per mount.
const MAX_IN_FLIGHT: usize = 64;

/// Builds the mount over `sandbox` (kind `sandbox_agent` in `listMounts`).
pub fn sandbox_fs(sandbox: Arc<Sandbox>) -> Result<DriverFs, SandboxError> {
    let calls = Arc::new(DriverCalls::default());
    let o = &sandbox.opts;
    // A call may include the provider's start and a few requests (pre-checks, upload).
    let budget = o.startup_timeout + o.timeout * 4 + Duration::from_secs(1);
    let host = Arc::new(SandboxFsHost {
        sandbox,
        calls: calls.clone(),
        permits: Arc::new(Semaphore::new(MAX_IN_FLIGHT)),
        handle: crate::runtime::handle()?,
    });
    Ok(DriverFs::new(host, calls, DriverCaps { lstat: false }, budget).with_kind("sandbox_agent"))
}

struct SandboxFsHost {
    sandbox: Arc<Sandbox>,
    calls: Arc<DriverCalls>,
    permits: Arc<Semaphore>,
    handle: tokio::runtime::Handle,
}

impl DriverHost for SandboxFsHost {
    /// Open files of a sandbox that was stopped or died fail with `EIO` (`sandbox.md` 4).
    fn generation(&self) -> u64 {
        self.sandbox.epoch()
    }

    fn send(&self, call: DriverCall) -> Result<(), DriverError> {
        let sandbox = self.sandbox.clone();
        let calls = self.calls.clone();
        let permits = self.permits.clone();
        self.handle.spawn(async move {
            let result = match permits.acquire_owned().await {
                Ok(_permit) => run(&sandbox, &call.path, call.op).await,
                Err(_) => Err(DriverError::new(Errno::Eio, "sandbox mount closed")),
            };
            calls.complete(call.id, result);
        });
        Ok(())
    }
}

fn derr(e: SandboxError) -> DriverError {
    DriverError::new(e.errno(), e.to_string())
}

fn parse_time_ns(s: Option<&str>) -> u64 {
    let Some(s) = s else { return now_ns() };
    // The server writes `+00:00`; humantime reads the `Z` form.
    let z = match s.strip_suffix("+00:00") {
        Some(head) => format!("{head}Z"),
        None => s.to_string(),
    };
    humantime::parse_rfc3339_weak(&z)
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_nanos() as u64)
        .unwrap_or_else(now_ns)
}

/// Stat synthesis (`sandbox.md` 2.4); `dev` and `ino` are filled in by the driver mount.
fn synth_stat(e: &FsEntry) -> Stat {
    let dir = e.is_dir();
    let t = parse_time_ns(e.modified.as_deref());
    Stat {
        dev: 0,
        ino: 0,
        file_type: if dir {
            FileType::Directory
        } else {
            FileType::Regular
        },
        perm: if dir { 0o755 } else { 0o644 },
        nlink: 1,
        uid: 1000,
        gid: 1000,
        rdev: 0,
        size: e.size,
        atime_ns: t,
        mtime_ns: t,
        ctime_ns: t,
        birthtime_ns: t,
    }
}

fn root_stat() -> Stat {
    synth_stat(&FsEntry {
        name: None,
        path: None,
        entry_type: "directory".into(),
        size: 4096,
        modified: None,
    })
}

fn parent_of(path: &str) -> &str {
    match path.trim_end_matches('/').rfind('/') {
        Some(0) | None => "/",
        Some(i) => &path[..i],
    }
}

fn is_root(inner: &str) -> bool {
    inner.trim_matches('/').is_empty()
}

/// `stat` of a mount-relative path through the cache; the root always exists.
async fn stat(sb: &Sandbox, live: &Live, inner: &str) -> Result<FsEntry, SandboxError> {
    let remote = live.remote(inner);
    match sb.cache_get(&remote) {
        Some(Cached::Stat(e)) => return Ok(e),
        Some(Cached::Missing) => {
            return Err(SandboxError::Http {
                status: 400,
                title: "Invalid Request".into(),
                detail: format!("invalid request: path not found: {remote}"),
            })
        }
        None => {}
    }
    match live.client.stat(&remote).await {
        Ok(e) => {
            sb.cache_put(remote, Cached::Stat(e.clone()));
            Ok(e)
        }
        Err(e) if is_root(inner) && e.errno() == Errno::Enoent => Ok(FsEntry {
            name: None,
            path: None,
            entry_type: "directory".into(),
            size: 4096,
            modified: None,
        }),
        Err(e) => {
            if e.errno() == Errno::Enoent {
                sb.cache_put(remote, Cached::Missing);
            }
            Err(e)
        }
    }
}

/// Runs a coreutils command for an operation the filesystem API lacks (`sandbox.md` 2.2).
async fn coreutils(live: &Live, command: &str, args: Vec<String>) -> DriverResult {
    let req = RunRequest {
        command: command.into(),
        args,
        ..Default::default()
    };
    match live.client.run(&req).await {
        Ok(r) if r.exit_code == Some(0) => Ok(DriverReply::Text(r.stdout)),
        Ok(r) => Err(DriverError::new(
            stderr_errno(&r.stderr),
            format!("{command}: {}", r.stderr.trim()),
        )),
        Err(SandboxError::Http {
            status: 404 | 405 | 501,
            ..
        }) => Err(DriverError::new(
            Errno::Enosys,
            "the sandbox has no process API",
        )),
        Err(e) => Err(derr(e)),
    }
}

fn fail(errno: Errno, msg: impl Into<String>) -> DriverError {
    DriverError::new(errno, msg)
}

async fn run(sb: &Sandbox, inner: &str, op: DriverOp) -> DriverResult {
    let _use = sb.begin_use();
    let live = sb.live().await.map_err(derr)?;
    let result = run_op(sb, &live, inner, op).await;
    match result {
        Err(mut e) if e.errno == Errno::Eio => {
            if let Some(reason) = sb.forget_if_dead(&live).await {
                e.message = format!("{} ({reason}; the next use starts a new one)", e.message);
            }
            Err(e)
        }
        other => other,
    }
}

/// For an unconfined local server (`isolation: "none"`): refuses `remote` when, with every
/// symlink followed on the host, it lies outside the mount root ([`confine::check_beneath`]).
fn check_confined(live: &Live, remote: &str) -> Result<(), DriverError> {
    let Some(root) = &live.host_root else {
        return Ok(());
    };
    // Relative remote paths resolve against the server's home, as the root did.
    let host_path = match live.root.starts_with('/') {
        true => std::path::PathBuf::from(remote),
        false => {
            let rel = remote.strip_prefix(live.root.as_str()).unwrap_or(remote);
            root.join(rel.trim_start_matches('/'))
        }
    };
    confine::check_beneath(root, &host_path).map_err(|e| fail(e.errno(), e.to_string()))
}

async fn run_op(sb: &Sandbox, live: &Arc<Live>, inner: &str, op: DriverOp) -> DriverResult {
    let remote = live.remote(inner);
    let c = &live.client;
    check_confined(live, &remote)?;
    if let DriverOp::Rename { to } | DriverOp::Link { to } = &op {
        check_confined(live, &live.remote(to))?;
    }
    let mutating = !matches!(
        op,
        DriverOp::Stat
            | DriverOp::Lstat
            | DriverOp::ReadDir
            | DriverOp::ReadFile
            | DriverOp::Readlink
    );
    if mutating {
        sb.clear_cache();
    }
    let result = match op {
        DriverOp::Stat | DriverOp::Lstat => {
            if is_root(inner) {
                match stat(sb, live, inner).await {
                    Ok(e) if e.is_dir() => Ok(DriverReply::Stat(synth_stat(&e))),
                    _ => Ok(DriverReply::Stat(root_stat())),
                }
            } else {
                stat(sb, live, inner)
                    .await
                    .map(|e| DriverReply::Stat(synth_stat(&e)))
                    .map_err(derr)
            }
        }
        DriverOp::ReadDir => match c.entries(&remote).await {
            Ok(list) => {
                let base = remote.trim_end_matches('/');
                let mut out = Vec::with_capacity(list.len());
                for e in list {
                    let Some(name) = e.name.clone() else { continue };
                    out.push(DriverEntry {
                        name: name.clone(),
                        file_type: if e.is_dir() {
                            FileType::Directory
                        } else {
                            FileType::Regular
                        },
                        ino: 0,
                    });
                    // Entries carry their metadata: `ls -l` and globbing then need no stat.
                    // Directory sizes in listings are block sizes, as `stat` reports them.
                    sb.cache_put(format!("{base}/{name}"), Cached::Stat(e));
                }
                Ok(DriverReply::Entries(out))
            }
            Err(e) if is_root(inner) && e.errno() == Errno::Enoent => {
                Ok(DriverReply::Entries(Vec::new()))
            }
            Err(e) => Err(derr(e)),
        },
        DriverOp::ReadFile => c
            .read_file(&remote, sb.opts.max_full_read)
            .await
            .map(DriverReply::Bytes)
            .map_err(derr),
        DriverOp::WriteFile(data) => c
            .write_file(&remote, data)
            .await
            .map(|_| DriverReply::Done)
            .map_err(derr),
        DriverOp::Mkdir => {
            match stat(sb, live, inner).await {
                Ok(_) => return Err(fail(Errno::Eexist, format!("mkdir: {remote} exists"))),
                Err(e) if e.errno() == Errno::Enoent => {}
                Err(e) => return Err(derr(e)),
            }
            if !is_root(parent_of(inner)) {
                match stat(sb, live, parent_of(inner)).await {
                    Ok(p) if p.is_dir() => {}
                    Ok(_) => return Err(fail(Errno::Enotdir, "mkdir: parent is not a directory")),
                    Err(e) => return Err(derr(e)),
                }
            }
            c.mkdir(&remote)
                .await
                .map(|_| DriverReply::Done)
                .map_err(derr)
        }
        DriverOp::RemoveFile | DriverOp::RemoveDir => {
            let want_dir = matches!(op, DriverOp::RemoveDir);
            let e = stat(sb, live, inner).await.map_err(derr)?;
            if e.is_dir() && !want_dir {
                return Err(fail(
                    Errno::Eisdir,
                    format!("unlink: {remote} is a directory"),
                ));
            }
            if !e.is_dir() && want_dir {
                return Err(fail(
                    Errno::Enotdir,
                    format!("rmdir: {remote} is not a directory"),
                ));
            }
            c.delete(&remote, false)
                .await
                .map(|_| DriverReply::Done)
                .map_err(derr)
        }
        DriverOp::Rename { to } => {
            let src = stat(sb, live, inner).await.map_err(derr)?;
            let parent = parent_of(&to);
            if !is_root(parent) {
                match stat(sb, live, parent).await {
                    Ok(p) if p.is_dir() => {}
                    Ok(_) => {
                        return Err(fail(
                            Errno::Enotdir,
                            "rename: destination parent is not a directory",
                        ))
                    }
                    Err(e) => return Err(derr(e)),
                }
            }
            if let Ok(dst) = stat(sb, live, &to).await {
                if dst.is_dir() && !src.is_dir() {
                    return Err(fail(Errno::Eisdir, "rename: destination is a directory"));
                }
                if !dst.is_dir() && src.is_dir() {
                    return Err(fail(
                        Errno::Enotdir,
                        "rename: destination is not a directory",
                    ));
                }
            }
            c.move_entry(&remote, &live.remote(&to), true)
                .await
                .map(|_| DriverReply::Done)
                .map_err(derr)
        }
        DriverOp::Chmod { mode } => coreutils(
            live,
            "chmod",
            vec![format!("{:o}", mode & 0o7777), remote.clone()],
        )
        .await
        .map(|_| DriverReply::Done),
        DriverOp::Utimes { atime_ms, mtime_ms } => {
            for (flag, ms) in [("-a", atime_ms), ("-m", mtime_ms)] {
                coreutils(
                    live,
                    "touch",
                    vec![
                        flag.into(),
                        "-c".into(),
                        "-d".into(),
                        format!("@{:.3}", ms / 1000.0),
                        remote.clone(),
                    ],
                )
                .await?;
            }
            Ok(DriverReply::Done)
        }
        DriverOp::Symlink { target } => {
            // The server follows symlinks: one leaving the root would open the host (or the
            // rest of the sandbox) to the mount (`confine`).
            let stored = confine::link_target(&live.root, &remote, &target)
                .map_err(|e| fail(e.errno(), format!("symlink: {e}")))?;
            coreutils(
                live,
                "ln",
                vec!["-s".into(), "--".into(), stored, remote.clone()],
            )
            .await
            .map(|_| DriverReply::Done)
        }
        DriverOp::Readlink => coreutils(live, "readlink", vec!["--".into(), remote.clone()])
            .await
            .map(|r| match r {
                DriverReply::Text(t) => DriverReply::Text(confine::shown_target(
                    &live.root,
                    &remote,
                    t.trim_end_matches('\n'),
                )),
                other => other,
            }),
        DriverOp::Link { to } => coreutils(
            live,
            "ln",
            vec!["--".into(), remote.clone(), live.remote(&to)],
        )
        .await
        .map(|_| DriverReply::Done),
    };
    if mutating {
        sb.clear_cache();
    }
    result
}
