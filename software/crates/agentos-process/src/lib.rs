//! Child processes for agentOS guests: a `std::process::Command`-like API over the `host_process`
//! imports (`guest-abi.md` section 7), because Rust's own `std::process::Command` fails at run time on
//! `wasm32-wasip1`.
//!
//! [`host`] wraps the other agentOS host imports a command needs (`host_fs` permission bits,
//! `host_user`).
//!
//! Also [`adopt_pwd`]: agentOS starts every process with the kernel cwd in `PWD`, but wasi-libc starts
//! at `/` (`guest-abi.md` section 8). Calling it first thing in `main` makes relative paths resolve
//! against the caller's working directory.
//!
//! Errors are `std::io::Error`s carrying the WASI errno the host returned (`raw_os_error()`), e.g.
//! 44 (`ENOENT`) for a command that is not found, 2 (`EACCES`) when policy or tier denies a spawn.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

#[cfg(target_os = "wasi")]
use std::os::fd::{FromRawFd, IntoRawFd};
#[cfg(not(target_os = "wasi"))]
use std::os::unix::ffi::OsStrExt;
#[cfg(target_os = "wasi")]
use std::os::wasi::ffi::OsStrExt;

pub mod alloc;
pub mod host;

mod sys {
    #[cfg(target_os = "wasi")]
    #[link(wasm_import_module = "host_process")]
    extern "C" {
        pub fn proc_spawn(
            argv: *const u8,
            argv_len: i32,
            envp: *const u8,
            envp_len: i32,
            stdin_fd: i32,
            stdout_fd: i32,
            stderr_fd: i32,
            cwd: *const u8,
            cwd_len: i32,
            pid_out: *mut u32,
        ) -> i32;
        pub fn proc_waitpid(pid: i32, options: i32, status_out: *mut u32) -> i32;
        pub fn proc_kill(pid: i32, signal: i32) -> i32;
        pub fn fd_pipe(read_out: *mut u32, write_out: *mut u32) -> i32;
        pub fn fd_dup(fd: i32, new_fd_out: *mut u32) -> i32;
        pub fn proc_getpid(pid_out: *mut u32) -> i32;
        pub fn proc_getppid(pid_out: *mut u32) -> i32;
        pub fn proc_umask(mask: i32, old_out: *mut u32) -> i32;
        pub fn proc_sigaction(sig: i32, action: i32, mask_lo: i32, mask_hi: i32, flags: i32)
            -> i32;
        pub fn proc_sigpending(set_out: *mut u64) -> i32;
    }

    /// Off-target builds (host `cargo check`/`cargo test`) have no `host_process`: every call is
    /// `ENOSYS` (WASI 52).
    #[cfg(not(target_os = "wasi"))]
    mod fallback {
        #![allow(clippy::too_many_arguments, clippy::missing_safety_doc)]
        pub unsafe fn proc_spawn(
            _: *const u8,
            _: i32,
            _: *const u8,
            _: i32,
            _: i32,
            _: i32,
            _: i32,
            _: *const u8,
            _: i32,
            _: *mut u32,
        ) -> i32 {
            52
        }
        pub unsafe fn proc_waitpid(_: i32, _: i32, _: *mut u32) -> i32 {
            52
        }
        pub unsafe fn proc_kill(_: i32, _: i32) -> i32 {
            52
        }
        pub unsafe fn fd_pipe(_: *mut u32, _: *mut u32) -> i32 {
            52
        }
        pub unsafe fn fd_dup(_: i32, _: *mut u32) -> i32 {
            52
        }
        pub unsafe fn proc_getpid(_: *mut u32) -> i32 {
            52
        }
        pub unsafe fn proc_getppid(_: *mut u32) -> i32 {
            52
        }
        pub unsafe fn proc_umask(_: i32, _: *mut u32) -> i32 {
            52
        }
        pub unsafe fn proc_sigaction(_: i32, _: i32, _: i32, _: i32, _: i32) -> i32 {
            52
        }
        pub unsafe fn proc_sigpending(_: *mut u64) -> i32 {
            52
        }
    }
    #[cfg(not(target_os = "wasi"))]
    pub use fallback::*;
}

/// WASI errno 10, which `proc_waitpid` returns for "no such child" and, with `WNOHANG`, "still running".
const ECHILD_AGENTOS: i32 = 10;
/// `0xFFFFFFFF` as a stdio argument of `proc_spawn`: `/dev/null`.
const DEV_NULL: i32 = -1;

fn check(errno: i32) -> io::Result<()> {
    if errno == 0 {
        Ok(())
    } else {
        Err(io::Error::from_raw_os_error(errno))
    }
}

/// Changes the process's working directory to `$PWD` when it names an existing absolute directory.
/// Returns whether it did. Call it first in `main` (before any relative path is used).
pub fn adopt_pwd() -> bool {
    match std::env::var_os("PWD") {
        Some(pwd) if Path::new(&pwd).is_absolute() => std::env::set_current_dir(&pwd).is_ok(),
        _ => false,
    }
}

/// This process's VM pid (`host_process.proc_getpid`); `std::process::id()` is unsupported on
/// wasm32-wasip1 and panics. Off wasi: `std::process::id()`.
pub fn getpid() -> u32 {
    let mut pid = 0u32;
    // SAFETY: one live u32 out-pointer.
    match unsafe { sys::proc_getpid(&mut pid) } {
        0 => pid,
        _ => {
            #[cfg(not(target_os = "wasi"))]
            return std::process::id();
            #[cfg(target_os = "wasi")]
            0
        }
    }
}

/// The parent's VM pid (`host_process.proc_getppid`); `None` if the host does not say.
pub fn getppid() -> Option<u32> {
    let mut pid = 0u32;
    // SAFETY: one live u32 out-pointer.
    (unsafe { sys::proc_getppid(&mut pid) } == 0).then_some(pid)
}

/// What the kernel does with a signal sent to this process (`host_process.proc_sigaction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalAction {
    /// The default action (most signals end the process).
    Default = 0,
    /// Dropped.
    Ignore = 1,
    /// Recorded for [`take_pending_signals`]; the process keeps running (action 3, our
    /// addition; 2, a handler, acts as the default since no handler is ever invoked).
    Catch = 3,
}

/// Sets the disposition of signal `sig` (1..=64) for this process. SIGKILL and SIGSTOP keep
/// theirs. `InvalidInput` outside 1..=64.
pub fn sigaction(sig: i32, action: SignalAction) -> io::Result<()> {
    // SAFETY: plain integer arguments.
    check(unsafe { sys::proc_sigaction(sig, action as i32, 0, 0, 0) })
}

/// The caught signals delivered since the last call (bit `s - 1` = signal `s`), cleared by the
/// call (`host_process.proc_sigpending`).
pub fn take_pending_signals() -> io::Result<u64> {
    let mut set = 0u64;
    // SAFETY: one live u64 out-pointer.
    check(unsafe { sys::proc_sigpending(&mut set) })?;
    Ok(set)
}

/// The process's file mode creation mask (`host_process.proc_umask`, ARCHITECTURE.md "umask"):
/// with `Some(mask)` its permission bits become the new mask; returns the mask before the call.
/// Children the process starts afterwards inherit it.
pub fn umask(mask: Option<u32>) -> io::Result<u32> {
    let arg = match mask {
        Some(m) => {
            i32::try_from(m & 0o777).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?
        }
        None => -1,
    };
    let mut old = 0u32;
    // SAFETY: one live u32 out-pointer.
    check(unsafe { sys::proc_umask(arg, &mut old) })?;
    Ok(old)
}

/// Sends `signal` (1..=64; 0 = existence check) to process `pid` of this VM (`guest-abi.md` 7.4).
pub fn kill(pid: u32, signal: i32) -> io::Result<()> {
    let pid = i32::try_from(pid).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
    // SAFETY: plain integers.
    check(unsafe { sys::proc_kill(pid, signal) })
}

/// Where a child's stdio slot comes from.
#[derive(Debug, Default)]
pub enum Stdio {
    /// The parent's own fd 0/1/2.
    #[default]
    Inherit,
    /// `/dev/null`.
    Null,
    /// A new pipe; the parent's end is in [`Child::stdin`]/[`Child::stdout`]/[`Child::stderr`].
    Piped,
    /// Any open file of the parent, duplicated into the child's slot and then closed in the parent
    /// (consumed, as with `std::process::Stdio::from(File)`).
    File(File),
    /// Any open fd of the parent (e.g. its own fd 1 for the child's stderr slot), duplicated into
    /// the child's slot and left open in the parent. Pass only fds the host did not create with
    /// `fd_pipe`/`fd_dup` (those become reserved slots after the spawn, guest-abi 7.2); for such
    /// fds use [`Stdio::File`] with a duplicate from [`dup`].
    Fd(i32),
}

impl Stdio {
    pub fn inherit() -> Self {
        Stdio::Inherit
    }
    pub fn null() -> Self {
        Stdio::Null
    }
    pub fn piped() -> Self {
        Stdio::Piped
    }
}

impl From<File> for Stdio {
    fn from(file: File) -> Self {
        Stdio::File(file)
    }
}

/// How a child ended. agentOS statuses are raw 0..=255: `128 + n` after signal `n`
/// (`guest-abi.md` 12; 129..=255 is ambiguous with an exit code, as on the ABI).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExitStatus(i32);

impl ExitStatus {
    /// The raw status 0..=255.
    pub fn code(&self) -> Option<i32> {
        Some(self.0)
    }
    /// `Some(n)` when the status is `128 + n` for a signal 1..=64.
    pub fn signal(&self) -> Option<i32> {
        (129..=192).contains(&self.0).then_some(self.0 - 128)
    }
    pub fn success(&self) -> bool {
        self.0 == 0
    }
    /// Decodes the POSIX-encoded value `proc_waitpid` writes (`status << 8`, or a signal number in
    /// the low 7 bits).
    fn from_wait(raw: u32) -> Self {
        let signal = raw & 0x7f;
        if signal == 0 {
            ExitStatus(((raw >> 8) & 0xff) as i32)
        } else {
            ExitStatus(128 + signal as i32)
        }
    }
}

impl std::fmt::Display for ExitStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.signal() {
            Some(sig) => write!(f, "signal: {sig}"),
            None => write!(f, "exit status: {}", self.0),
        }
    }
}

/// Output of [`Command::output`]/[`Child::wait_with_output`].
#[derive(Debug, Clone)]
pub struct Output {
    pub status: ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// A process builder, shaped like `std::process::Command`.
#[derive(Debug)]
pub struct Command {
    program: Vec<u8>,
    args: Vec<Vec<u8>>,
    /// `None` = inherit this process's environment as modified by `env`/`env_remove`.
    env_clear: bool,
    env_changes: Vec<(Vec<u8>, Option<Vec<u8>>)>,
    cwd: Option<PathBuf>,
    stdin: Option<Stdio>,
    stdout: Option<Stdio>,
    stderr: Option<Stdio>,
}

impl Command {
    /// A bare name is looked up by the host in the child's `PATH` and the VM's command registry
    /// (`guest-abi.md` 7.1); a name with `/` is resolved against the child's cwd.
    pub fn new(program: impl AsRef<OsStr>) -> Self {
        Command {
            program: program.as_ref().as_bytes().to_vec(),
            args: Vec::new(),
            env_clear: false,
            env_changes: Vec::new(),
            cwd: None,
            stdin: None,
            stdout: None,
            stderr: None,
        }
    }

    pub fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Self {
        self.args.push(arg.as_ref().as_bytes().to_vec());
        self
    }

    pub fn args<I, S>(&mut self, args: I) -> &mut Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        for arg in args {
            self.arg(arg);
        }
        self
    }

    pub fn env(&mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> &mut Self {
        self.env_changes.push((
            key.as_ref().as_bytes().to_vec(),
            Some(value.as_ref().as_bytes().to_vec()),
        ));
        self
    }

    pub fn envs<I, K, V>(&mut self, vars: I) -> &mut Self
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<OsStr>,
        V: AsRef<OsStr>,
    {
        for (k, v) in vars {
            self.env(k, v);
        }
        self
    }

    pub fn env_remove(&mut self, key: impl AsRef<OsStr>) -> &mut Self {
        self.env_changes
            .push((key.as_ref().as_bytes().to_vec(), None));
        self
    }

    pub fn env_clear(&mut self) -> &mut Self {
        self.env_clear = true;
        self.env_changes.clear();
        self
    }

    /// The child's working directory (relative: against this process's cwd). Default: this
    /// process's cwd, which after [`adopt_pwd`] is the caller's.
    pub fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.cwd = Some(dir.as_ref().to_path_buf());
        self
    }

    pub fn stdin(&mut self, cfg: impl Into<Stdio>) -> &mut Self {
        self.stdin = Some(cfg.into());
        self
    }
    pub fn stdout(&mut self, cfg: impl Into<Stdio>) -> &mut Self {
        self.stdout = Some(cfg.into());
        self
    }
    pub fn stderr(&mut self, cfg: impl Into<Stdio>) -> &mut Self {
        self.stderr = Some(cfg.into());
        self
    }

    pub fn get_program(&self) -> &OsStr {
        OsStr::from_bytes(&self.program)
    }

    /// The arguments after the program name, as `std::process::Command::get_args`.
    pub fn get_args(&self) -> impl Iterator<Item = &OsStr> {
        self.args.iter().map(|a| OsStr::from_bytes(a))
    }

    /// Starts the child with stdio inherited unless configured.
    pub fn spawn(&mut self) -> io::Result<Child> {
        self.spawn_with_defaults(false)
    }

    /// Runs the child to completion with stdin inherited (unless configured) and stdout/stderr
    /// inherited (unless configured); returns its status.
    pub fn status(&mut self) -> io::Result<ExitStatus> {
        self.spawn_with_defaults(false)?.wait()
    }

    /// Runs the child to completion, capturing stdout and stderr (unless configured otherwise).
    pub fn output(&mut self) -> io::Result<Output> {
        self.spawn_with_defaults(true)?.wait_with_output()
    }

    fn spawn_with_defaults(&mut self, capture: bool) -> io::Result<Child> {
        let default_out = || {
            if capture {
                Stdio::Piped
            } else {
                Stdio::Inherit
            }
        };
        let stdin = self.stdin.take().unwrap_or_default();
        let stdout = self.stdout.take().unwrap_or_else(default_out);
        let stderr = self.stderr.take().unwrap_or_else(default_out);

        let (stdin_fd, child_stdin) = slot(stdin, 0, true)?;
        let (stdout_fd, child_stdout) = slot(stdout, 1, false)?;
        let (stderr_fd, child_stderr) = slot(stderr, 2, false)?;

        let mut argv = Vec::with_capacity(64);
        for part in std::iter::once(&self.program).chain(self.args.iter()) {
            if part.contains(&0) {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "argument contains a NUL byte",
                ));
            }
            argv.extend_from_slice(part);
            argv.push(0);
        }
        let envp = self.envp()?;
        let cwd = match &self.cwd {
            Some(dir) => dir.as_os_str().as_bytes().to_vec(),
            None => std::env::current_dir()
                .map(|d| d.into_os_string().as_bytes().to_vec())
                .unwrap_or_default(),
        };

        let mut pid = 0u32;
        // SAFETY: every pointer/length pair describes a live buffer; pid_out is a live u32.
        let errno = unsafe {
            sys::proc_spawn(
                argv.as_ptr(),
                len(&argv)?,
                envp.as_ptr(),
                len(&envp)?,
                stdin_fd.raw(),
                stdout_fd.raw(),
                stderr_fd.raw(),
                cwd.as_ptr(),
                len(&cwd)?,
                &mut pid,
            )
        };
        // The child's pipe ends: after a successful spawn the host has turned them into reserved
        // slots in this process (guest-abi 7.2); closing frees the slot. On failure they are plain
        // fds and closing releases them. Either way drop them now.
        drop(stdin_fd);
        drop(stdout_fd);
        drop(stderr_fd);
        check(errno)?;
        Ok(Child {
            pid,
            status: None,
            stdin: child_stdin.map(|file| ChildStdin { file }),
            stdout: child_stdout.map(|file| ChildStdout { file }),
            stderr: child_stderr.map(|file| ChildStderr { file }),
        })
    }

    fn envp(&self) -> io::Result<Vec<u8>> {
        let mut vars: Vec<(Vec<u8>, Vec<u8>)> = if self.env_clear {
            Vec::new()
        } else {
            std::env::vars_os()
                .map(|(k, v)| (k.as_bytes().to_vec(), v.as_bytes().to_vec()))
                .collect()
        };
        for (key, value) in &self.env_changes {
            vars.retain(|(k, _)| k != key);
            if let Some(value) = value {
                vars.push((key.clone(), value.clone()));
            }
        }
        // The child's PWD follows its cwd (guest-abi 8): the host sets it too, but an inherited
        // stale PWD must not win.
        let mut out = Vec::new();
        for (k, v) in vars {
            if k.is_empty() || k.contains(&b'=') || k.contains(&0) || v.contains(&0) {
                continue;
            }
            out.extend_from_slice(&k);
            out.push(b'=');
            out.extend_from_slice(&v);
            out.push(0);
        }
        if out.is_empty() {
            // envp_len == 0 means "inherit" to the host; an explicitly empty environment is sent as
            // one entry the host ignores (no '=').
            out.extend_from_slice(b"_\0");
        }
        Ok(out)
    }
}

fn len(buf: &[u8]) -> io::Result<i32> {
    i32::try_from(buf.len())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "argument list too long"))
}

/// One stdio argument of `proc_spawn`, owning whatever must be closed after the call.
#[cfg_attr(not(target_os = "wasi"), allow(dead_code))]
enum SlotFd {
    Raw(i32),
    Owned(File),
}

impl SlotFd {
    fn raw(&self) -> i32 {
        match self {
            SlotFd::Raw(fd) => *fd,
            #[cfg(target_os = "wasi")]
            SlotFd::Owned(file) => std::os::fd::AsRawFd::as_raw_fd(file),
            #[cfg(not(target_os = "wasi"))]
            SlotFd::Owned(_) => -1,
        }
    }
}

/// Resolves a stdio configuration into the fd passed to the child and, for pipes, the parent's end.
fn slot(cfg: Stdio, own_fd: i32, child_reads: bool) -> io::Result<(SlotFd, Option<File>)> {
    match cfg {
        Stdio::Inherit => Ok((SlotFd::Raw(own_fd), None)),
        Stdio::Null => Ok((SlotFd::Raw(DEV_NULL), None)),
        Stdio::File(file) => Ok((SlotFd::Owned(file), None)),
        Stdio::Fd(fd) => Ok((SlotFd::Raw(fd), None)),
        Stdio::Piped => {
            let (read, write) = pipe()?;
            if child_reads {
                Ok((SlotFd::Owned(read), Some(write)))
            } else {
                Ok((SlotFd::Owned(write), Some(read)))
            }
        }
    }
}

/// A kernel pipe `(read end, write end)` (`host_process.fd_pipe`).
pub fn pipe() -> io::Result<(File, File)> {
    let (mut read, mut write) = (0u32, 0u32);
    // SAFETY: two live u32 out-pointers.
    check(unsafe { sys::fd_pipe(&mut read, &mut write) })?;
    Ok((file_from_fd(read), file_from_fd(write)))
}

/// A new fd for the same open file as `fd` (`host_process.fd_dup`: lowest free fd, shared offset
/// and flags). Unlike `File::try_clone`, which wasi-libc does not support, this works for every
/// fd kind (files, pipes, stdio).
pub fn dup(fd: i32) -> io::Result<File> {
    let mut new_fd = 0u32;
    // SAFETY: one live u32 out-pointer.
    check(unsafe { sys::fd_dup(fd, &mut new_fd) })?;
    Ok(file_from_fd(new_fd))
}

#[cfg(target_os = "wasi")]
fn file_from_fd(fd: u32) -> File {
    // SAFETY: the host just created this fd for us and nothing else owns it.
    unsafe { File::from_raw_fd(fd as i32) }
}

#[cfg(not(target_os = "wasi"))]
fn file_from_fd(_fd: u32) -> File {
    unreachable!("fd_pipe and fd_dup never succeed off wasi")
}

/// A running (or exited, not yet reaped) child.
#[derive(Debug)]
pub struct Child {
    pid: u32,
    status: Option<ExitStatus>,
    pub stdin: Option<ChildStdin>,
    pub stdout: Option<ChildStdout>,
    pub stderr: Option<ChildStderr>,
}

impl Child {
    /// The child's VM pid.
    pub fn id(&self) -> u32 {
        self.pid
    }

    /// Sends SIGKILL.
    pub fn kill(&mut self) -> io::Result<()> {
        self.signal(9)
    }

    /// Sends any signal (`proc_kill`); a child already reaped is `InvalidInput`, as in std.
    pub fn signal(&mut self, signal: i32) -> io::Result<()> {
        if self.status.is_some() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "process already reaped",
            ));
        }
        kill(self.pid, signal)
    }

    /// Closes stdin (if piped) and waits for the child to exit.
    pub fn wait(&mut self) -> io::Result<ExitStatus> {
        drop(self.stdin.take());
        if let Some(status) = self.status {
            return Ok(status);
        }
        let status = waitpid(self.pid, false)?
            .ok_or_else(|| io::Error::from_raw_os_error(ECHILD_AGENTOS))?;
        self.status = Some(status);
        Ok(status)
    }

    /// `Ok(None)` while the child runs.
    pub fn try_wait(&mut self) -> io::Result<Option<ExitStatus>> {
        if let Some(status) = self.status {
            return Ok(Some(status));
        }
        let status = waitpid(self.pid, true)?;
        self.status = status;
        Ok(status)
    }

    /// Closes stdin, reads stdout and stderr to the end (concurrently enough not to deadlock on
    /// full pipes: the host's pipes buffer up to 16 MiB before a writer blocks, guest-abi 7.4), waits.
    pub fn wait_with_output(mut self) -> io::Result<Output> {
        drop(self.stdin.take());
        let mut stdout = Vec::new();
        let mut stderr = Vec::new();
        if let Some(mut out) = self.stdout.take() {
            out.read_to_end(&mut stdout)?;
        }
        if let Some(mut err) = self.stderr.take() {
            err.read_to_end(&mut stderr)?;
        }
        let status = self.wait()?;
        Ok(Output {
            status,
            stdout,
            stderr,
        })
    }
}

/// Waits for `pid`; `nohang` returns `Ok(None)` while it still runs.
pub fn waitpid(pid: u32, nohang: bool) -> io::Result<Option<ExitStatus>> {
    let pid = i32::try_from(pid).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
    let mut raw = 0u32;
    // SAFETY: one live u32 out-pointer.
    let errno = unsafe { sys::proc_waitpid(pid, i32::from(nohang), &mut raw) };
    match errno {
        0 => Ok(Some(ExitStatus::from_wait(raw))),
        ECHILD_AGENTOS if nohang => Ok(None),
        e => Err(io::Error::from_raw_os_error(e)),
    }
}

/// Waits for any child of this process; returns its pid and status, `Ok(None)` when there is none.
pub fn wait_any() -> io::Result<Option<ExitStatus>> {
    let mut raw = 0u32;
    // SAFETY: one live u32 out-pointer.
    match unsafe { sys::proc_waitpid(-1, 0, &mut raw) } {
        0 => Ok(Some(ExitStatus::from_wait(raw))),
        ECHILD_AGENTOS => Ok(None),
        e => Err(io::Error::from_raw_os_error(e)),
    }
}

macro_rules! pipe_end {
    ($name:ident, $($trait:ident),+) => {
        /// The parent's end of a child's stdio pipe.
        #[derive(Debug)]
        pub struct $name {
            file: File,
        }
        impl $name {
            /// The underlying file (e.g. to pass it on as another child's stdio).
            pub fn into_file(self) -> File {
                self.file
            }
        }
        impl From<$name> for Stdio {
            fn from(end: $name) -> Stdio {
                Stdio::File(end.file)
            }
        }
        #[cfg(target_os = "wasi")]
        impl IntoRawFd for $name {
            fn into_raw_fd(self) -> std::os::fd::RawFd {
                self.file.into_raw_fd()
            }
        }
        $(pipe_end!(@impl $name, $trait);)+
    };
    (@impl $name:ident, Read) => {
        impl Read for $name {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                self.file.read(buf)
            }
        }
    };
    (@impl $name:ident, Write) => {
        impl Write for $name {
            fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
                self.file.write(buf)
            }
            fn flush(&mut self) -> io::Result<()> {
                self.file.flush()
            }
        }
    };
}

pipe_end!(ChildStdin, Write);
pipe_end!(ChildStdout, Read);
pipe_end!(ChildStderr, Read);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_wait_status() {
        assert_eq!(ExitStatus::from_wait(0).code(), Some(0));
        assert_eq!(ExitStatus::from_wait(7 << 8).code(), Some(7));
        let killed = ExitStatus::from_wait(137 << 8);
        assert_eq!(killed.code(), Some(137));
        assert_eq!(killed.signal(), Some(9));
        assert_eq!(ExitStatus::from_wait(15).signal(), Some(15));
        assert!(!killed.success());
    }
}
