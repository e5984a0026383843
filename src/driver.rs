//! The JS-driver bridge: kernel driver calls out to a JS mount driver, its answers back in.

use agentos_kernel::vfs::{FileType, Stat};
use agentos_kernel::Errno;
use napi::bindgen_prelude::*;
use napi::threadsafe_function::ThreadsafeFunctionCallMode;
use napi_derive::napi;

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

/// A driver's stat result, normalised by `lib/mounts.js`: `type` `file` | `directory` | `symlink`;
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
pub(crate) type DriverFn = napi::threadsafe_function::ThreadsafeFunction<
    NativeFsCall,
    (),
    NativeFsCall,
    Status,
    false,
    true,
    0,
>;

/// Sends one mount's driver calls to its JS dispatcher.
pub(crate) struct JsDriverHost {
    pub(crate) tsfn: DriverFn,
    /// The JS thread: a driver call made on it could never be answered (the callback runs on this
    /// very thread), so it fails at once instead of waiting for the timeout.
    pub(crate) js_thread: std::thread::ThreadId,
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
pub(crate) fn driver_result(r: NativeFsReply) -> agentos_kernel::driver_fs::DriverResult {
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
