//! Results converted for JS: stat, directory entries, mounts, exec results, process events and
//! process listings.

use agentos_kernel::vfs::{FileType, Stat};
use napi::bindgen_prelude::*;
use napi_derive::napi;

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
pub(crate) type EventFn = napi::threadsafe_function::ThreadsafeFunction<
    NativeProcessEvent,
    (),
    NativeProcessEvent,
    Status,
    false,
    false,
    EVENT_QUEUE,
>;

/// Chunks queued towards JS per spawned process before its writers block.
pub(crate) const EVENT_QUEUE: usize = 64;

pub(crate) fn to_stat(s: &Stat) -> NativeStat {
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

pub(crate) fn kind_name(t: FileType) -> &'static str {
    match t {
        FileType::Directory => "directory",
        FileType::Symlink => "symlink",
        _ => "file",
    }
}

/// A `vm.fetch` request (`lib/network.js` builds it): headers as `[name, value]` pairs.
#[napi(object)]
pub struct NativeFetchRequest {
    pub method: String,
    pub path: String,
    pub headers: Vec<Vec<String>>,
    pub body: Buffer,
}

/// A `vm.fetch` response with the whole body.
#[napi(object)]
pub struct NativeFetchResponse {
    pub status: u32,
    pub headers: Vec<Vec<String>>,
    pub body: Buffer,
}
