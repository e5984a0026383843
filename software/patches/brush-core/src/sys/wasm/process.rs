//! Child processes over the agentOS `host_process` imports (`proc_spawn`, `proc_waitpid`).

use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::openfiles::OpenFile;

pub(crate) type ProcessId = i32;

pub(crate) use agentos_process::ExitStatus;
pub(crate) use agentos_process::Output;

/// Statuses of children reaped by a non-blocking poll (job polling) before anyone waited for them.
static REAPED: Mutex<BTreeMap<u32, ExitStatus>> = Mutex::new(BTreeMap::new());

fn take_reaped(pid: u32) -> Option<ExitStatus> {
    REAPED.lock().ok().and_then(|mut m| m.remove(&pid))
}

/// Non-blocking check whether child `pid` has exited; the status is kept until the child is waited
/// for through its [`Child`].
pub(crate) fn try_wait_pid(pid: ProcessId) -> Option<ExitStatus> {
    let pid = u32::try_from(pid).ok()?;
    if let Some(status) = REAPED.lock().ok().and_then(|m| m.get(&pid).copied()) {
        return Some(status);
    }
    let status = agentos_process::waitpid(pid, true).ok().flatten()?;
    if let Ok(mut m) = REAPED.lock() {
        m.insert(pid, status);
    }
    Some(status)
}

/// Whether spawned tokio tasks (background lists) exist besides the caller.
fn other_tasks_alive() -> bool {
    tokio::runtime::Handle::try_current().is_ok_and(|h| h.metrics().num_alive_tasks() > 0)
}

/// Where a child's stdio slot comes from: one of the shell's open files.
pub struct Stdio(OpenFile);

impl From<OpenFile> for Stdio {
    fn from(file: OpenFile) -> Self {
        Self(file)
    }
}

/// A command to spawn (the subset of `std::process::Command` the shell uses), keeping the shell's
/// open files for the three stdio slots.
pub struct Command {
    program: OsString,
    argv0: Option<OsString>,
    args: Vec<OsString>,
    cwd: Option<PathBuf>,
    env_clear: bool,
    envs: Vec<(OsString, OsString)>,
    stdio: [Option<OpenFile>; 3],
}

impl Command {
    /// A command running `program` (a path, or a bare name looked up by the host).
    pub fn new(program: impl AsRef<OsStr>) -> Self {
        Self {
            program: program.as_ref().to_owned(),
            argv0: None,
            args: Vec::new(),
            cwd: None,
            env_clear: false,
            envs: Vec::new(),
            stdio: [None, None, None],
        }
    }

    pub(crate) fn set_arg0(&mut self, arg0: &OsStr) {
        self.argv0 = Some(arg0.to_owned());
    }

    /// Adds one argument.
    pub fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Self {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    /// Adds arguments.
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

    /// Sets the working directory.
    pub fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.cwd = Some(dir.as_ref().to_owned());
        self
    }

    /// Starts from an empty environment.
    pub fn env_clear(&mut self) -> &mut Self {
        self.env_clear = true;
        self.envs.clear();
        self
    }

    /// Sets one environment variable.
    pub fn env(&mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> &mut Self {
        self.envs
            .push((key.as_ref().to_owned(), value.as_ref().to_owned()));
        self
    }

    /// Sets the child's stdin.
    pub fn stdin(&mut self, cfg: Stdio) -> &mut Self {
        self.stdio[0] = Some(cfg.0);
        self
    }

    /// Sets the child's stdout.
    pub fn stdout(&mut self, cfg: Stdio) -> &mut Self {
        self.stdio[1] = Some(cfg.0);
        self
    }

    /// Sets the child's stderr.
    pub fn stderr(&mut self, cfg: Stdio) -> &mut Self {
        self.stdio[2] = Some(cfg.0);
        self
    }

    /// The program.
    pub fn get_program(&self) -> &OsStr {
        &self.program
    }

    /// The arguments (without argv[0]).
    pub fn get_args(&self) -> impl Iterator<Item = &OsStr> {
        self.args.iter().map(OsString::as_os_str)
    }
}

fn to_stdio(file: Option<OpenFile>) -> std::io::Result<agentos_process::Stdio> {
    Ok(match file {
        None => agentos_process::Stdio::Inherit,
        Some(OpenFile::Stdin(_)) => agentos_process::Stdio::Fd(0),
        Some(OpenFile::Stdout(_)) => agentos_process::Stdio::Fd(1),
        Some(OpenFile::Stderr(_)) => agentos_process::Stdio::Fd(2),
        Some(OpenFile::File(f)) => agentos_process::Stdio::File(f),
        // Custom streams have no fd: as upstream, the child gets /dev/null.
        Some(OpenFile::Stream(_)) => agentos_process::Stdio::Null,
        // Never created on this platform (pipes are files here).
        Some(OpenFile::PipeReader(_) | OpenFile::PipeWriter(_)) => {
            return Err(std::io::Error::from(std::io::ErrorKind::Unsupported));
        }
    })
}

/// Provides access to a child process.
pub struct Child {
    inner: agentos_process::Child,
}

impl Child {
    /// Returns the process ID of the child process.
    pub fn id(&self) -> Option<u32> {
        Some(self.inner.id())
    }

    /// Waits for the child process to exit. Blocks in `proc_waitpid` unless other tasks of the
    /// shell (background lists, `&`) are alive: then polls with WNOHANG, yielding to them, so
    /// they run concurrently on the single thread.
    pub async fn wait(&mut self) -> std::io::Result<ExitStatus> {
        let pid = self.inner.id();
        let mut delay_ms = 1;
        loop {
            if let Some(status) = take_reaped(pid) {
                return Ok(status);
            }
            if !other_tasks_alive() {
                return self.inner.wait();
            }
            if let Some(status) = self.inner.try_wait()? {
                return Ok(status);
            }
            tokio::task::yield_now().await;
            if other_tasks_alive() {
                std::thread::sleep(std::time::Duration::from_millis(delay_ms));
                delay_ms = (delay_ms * 2).min(10);
            }
        }
    }

    /// Waits for the child process to exit; stdio is never captured here.
    pub async fn wait_with_output(mut self) -> std::io::Result<Output> {
        let status = self.wait().await?;
        Ok(Output {
            status,
            stdout: Vec::new(),
            stderr: Vec::new(),
        })
    }
}

pub(crate) fn spawn(command: Command) -> std::io::Result<Child> {
    let Command {
        program,
        argv0,
        args,
        cwd,
        env_clear,
        envs,
        stdio: [stdin, stdout, stderr],
    } = command;

    // The host resolves argv[0] itself (PATH of the child's environment, then the VM's command
    // registry) and passes it to the child unchanged. Pass the name as typed when the shell found
    // the program through PATH under that name (what bash shows in argv[0]); otherwise the path.
    let name = match argv0 {
        Some(argv0)
            if !argv0.as_encoded_bytes().contains(&b'/')
                && Path::new(&program).file_name() == Some(argv0.as_os_str()) =>
        {
            argv0
        }
        _ => program,
    };

    let mut cmd = agentos_process::Command::new(name);
    cmd.args(args);
    if let Some(cwd) = cwd {
        cmd.current_dir(cwd);
    }
    if env_clear {
        cmd.env_clear();
    }
    cmd.envs(envs);
    cmd.stdin(to_stdio(stdin)?);
    cmd.stdout(to_stdio(stdout)?);
    cmd.stderr(to_stdio(stderr)?);
    let inner = cmd.spawn().map_err(|e| match e.raw_os_error() {
        // WASI errnos from proc_spawn (guest-abi 7.1) as the kinds the shell reports.
        Some(44) => std::io::Error::new(std::io::ErrorKind::NotFound, "command not found"),
        Some(2 | 63) => {
            std::io::Error::new(std::io::ErrorKind::PermissionDenied, "Permission denied")
        }
        Some(45) => std::io::Error::new(std::io::ErrorKind::PermissionDenied, "Exec format error"),
        Some(54) => std::io::Error::new(std::io::ErrorKind::NotADirectory, "Not a directory"),
        Some(6) => std::io::Error::new(
            std::io::ErrorKind::WouldBlock,
            "Resource temporarily unavailable (process limit)",
        ),
        _ => e,
    })?;
    Ok(Child { inner })
}

/// Temporary files of `<(…)` process substitutions, removed by [`remove_temp_files`].
static TEMP_FILES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// A new path for a process substitution's output (`/tmp/.sh-<pid>-<n>`), recorded for removal.
pub(crate) fn new_temp_path() -> PathBuf {
    let mut files = TEMP_FILES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let path = PathBuf::from(std::format!(
        "/tmp/.sh-procsub-{}-{}",
        crate::sys::current_pid(),
        files.len()
    ));
    files.push(path.clone());
    path
}

/// Removes the temporary files of process substitutions (call when the shell exits).
pub fn remove_temp_files() {
    let mut files = TEMP_FILES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    for path in files.drain(..) {
        let _ = std::fs::remove_file(path);
    }
}
