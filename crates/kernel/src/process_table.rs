//! The process table: pids, parentage, process groups, exit statuses, signals and waiting.
//!
//! PIDs are unique for a VM's lifetime; the first process gets pid 2 (pid 1 is the kernel's init
//! placeholder, `api.md` 4). Exit statuses are raw statuses as `guest-abi.md` section 12 gives them.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use parking_lot::{Condvar, Mutex};

use crate::errno::{Errno, KResult};
use crate::fd_table::FdTable;
use crate::interrupt::{Interrupt, Wake, WakeOnSignal};

/// Process id.
pub type Pid = u32;

/// The init placeholder; never listed, cannot be signalled (`EPERM`).
pub const INIT_PID: Pid = 1;

/// Signal numbers (`guest-abi.md` section 12).
pub mod signal {
    pub const SIGHUP: u32 = 1;
    pub const SIGINT: u32 = 2;
    pub const SIGQUIT: u32 = 3;
    pub const SIGKILL: u32 = 9;
    pub const SIGUSR1: u32 = 10;
    pub const SIGPIPE: u32 = 13;
    pub const SIGTERM: u32 = 15;
    pub const SIGCHLD: u32 = 17;
    pub const SIGCONT: u32 = 18;
    pub const SIGSTOP: u32 = 19;
    pub const SIGTSTP: u32 = 20;
    pub const SIGURG: u32 = 23;
    pub const SIGWINCH: u32 = 28;
}

/// Lifecycle state of a process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Running,
    /// Exited with a raw status, not yet reaped by its parent.
    Exited(i32),
    /// Exited and reaped (kept for listings during the retention window).
    Reaped(i32),
}

/// What runs a process: a WASM module, or a binding (a host function behind a CLI). `ProcessInfo`
/// calls it `driver` (`api.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProcessKind {
    Wasm,
    Binding,
}

/// The bit of signal `sig` (1..=64) in a 64-bit signal set.
fn signal_bit(sig: u32) -> Option<u64> {
    (1..=64).contains(&sig).then(|| 1u64 << (sig - 1))
}

/// A kernel process.
pub struct Process {
    pub pid: Pid,
    pub ppid: Pid,
    pub pgid: Pid,
    /// The registry name of the command (`sh`, `grep`) or the module path for ad-hoc modules.
    pub command: String,
    pub argv: Vec<String>,
    pub env: Vec<(String, String)>,
    pub cwd: Mutex<String>,
    pub fds: Mutex<FdTable>,
    pub kind: ProcessKind,
    /// Milliseconds since the epoch.
    pub start_time_ms: u64,
    exit_time_ms: AtomicU64,
    status: Mutex<Status>,
    /// A pending fatal signal (0 = none); the first one wins.
    pending_signal: AtomicU32,
    /// Bit `s - 1` set = signal `s` (1..=64) ignored (`proc_sigaction` SIG_IGN).
    ignored: AtomicU64,
    /// Bit `s - 1` set = signal `s` caught (`proc_sigaction` action 3, ours): a delivery is
    /// recorded in `pending_caught` for the process to take with `proc_sigpending`, not acted on.
    caught: AtomicU64,
    /// Caught signals delivered and not yet taken.
    pending_caught: AtomicU64,
    /// The file mode creation mask (`proc_umask`): permission bits cleared from files and
    /// directories this process creates; inherited by its children.
    umask: AtomicU32,
    /// What the process's thread is blocked on now, woken by a fatal signal
    /// ([`crate::interrupt`]).
    waker: Mutex<Option<Arc<dyn Wake>>>,
}

impl Process {
    /// The file mode creation mask (`0o022` unless set; inherited from the parent).
    pub fn umask(&self) -> u32 {
        self.umask.load(Ordering::Relaxed)
    }

    /// Sets the file mode creation mask (only its permission bits, `0o777`); returns the old one.
    pub fn set_umask(&self, mask: u32) -> u32 {
        self.umask.swap(mask & 0o777, Ordering::Relaxed)
    }

    /// Current status.
    pub fn status(&self) -> Status {
        *self.status.lock()
    }

    /// Exit time in ms since the epoch, if exited.
    pub fn exit_time_ms(&self) -> Option<u64> {
        match self.exit_time_ms.load(Ordering::Relaxed) {
            0 => None,
            t => Some(t),
        }
    }

    /// The fatal signal delivered to this process, if any.
    pub fn pending_signal(&self) -> Option<u32> {
        match self.pending_signal.load(Ordering::Acquire) {
            0 => None,
            s => Some(s),
        }
    }

    /// Records `SIG_IGN` (`ignore = true`) or the default action for `sig`.
    pub fn set_ignored(&self, sig: u32, ignore: bool) {
        let Some(bit) = signal_bit(sig) else { return };
        if ignore {
            self.ignored.fetch_or(bit, Ordering::Relaxed);
        } else {
            self.ignored.fetch_and(!bit, Ordering::Relaxed);
        }
    }

    /// Sets the disposition of `sig` (`proc_sigaction`): 0 default, 1 ignore, 2 handler (which
    /// acts as the default: no handler is ever invoked), 3 catch (recorded for
    /// `proc_sigpending`). SIGKILL and SIGSTOP keep theirs; other signals or actions are ignored
    /// (the caller checks them).
    pub fn set_disposition(&self, sig: u32, action: u32) {
        let Some(bit) = signal_bit(sig) else { return };
        if sig == signal::SIGKILL || sig == signal::SIGSTOP {
            return;
        }
        match action {
            0 | 2 => {
                self.ignored.fetch_and(!bit, Ordering::Relaxed);
                self.caught.fetch_and(!bit, Ordering::Relaxed);
            }
            1 => {
                self.caught.fetch_and(!bit, Ordering::Relaxed);
                self.ignored.fetch_or(bit, Ordering::Relaxed);
            }
            3 => {
                self.ignored.fetch_and(!bit, Ordering::Relaxed);
                self.caught.fetch_or(bit, Ordering::Relaxed);
            }
            _ => {}
        }
    }

    fn catches(&self, sig: u32) -> bool {
        signal_bit(sig).is_some_and(|bit| self.caught.load(Ordering::Relaxed) & bit != 0)
    }

    /// Takes the caught signals delivered since the last call (bit `s - 1` = signal `s`).
    pub fn take_pending_caught(&self) -> u64 {
        self.pending_caught.swap(0, Ordering::AcqRel)
    }

    fn ignores(&self, sig: u32) -> bool {
        signal_bit(sig).is_some_and(|bit| self.ignored.load(Ordering::Relaxed) & bit != 0)
    }

    /// Marks a fatal signal; running code traps at the next epoch tick, a blocked call is woken
    /// through its registered waker (set the signal first, then wake: see [`crate::interrupt`]).
    pub fn deliver_fatal(&self, sig: u32) {
        let _ = self
            .pending_signal
            .compare_exchange(0, sig, Ordering::AcqRel, Ordering::Acquire);
        let waker = self.waker.lock().clone();
        if let Some(w) = waker {
            w.wake();
        }
    }

    /// The cwd.
    pub fn cwd(&self) -> String {
        self.cwd.lock().clone()
    }

    /// An environment variable.
    pub fn getenv(&self, key: &str) -> Option<&str> {
        self.env
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

impl Interrupt for Process {
    fn interrupted(&self) -> bool {
        self.pending_signal.load(Ordering::Acquire) != 0
    }

    fn swap_waker(&self, waker: Option<Arc<dyn Wake>>) -> Option<Arc<dyn Wake>> {
        std::mem::replace(&mut *self.waker.lock(), waker)
    }
}

/// What to create a process with.
pub struct NewProcess {
    pub ppid: Pid,
    /// `None` = a new group led by the new process; `Some(g)` = join group `g`.
    pub pgid: Option<Pid>,
    pub command: String,
    pub argv: Vec<String>,
    pub env: Vec<(String, String)>,
    pub cwd: String,
    pub fds: FdTable,
    pub kind: ProcessKind,
    /// The file mode creation mask ([`DEFAULT_UMASK`] for a process the host starts; the
    /// parent's for a child).
    pub umask: u32,
}

/// The umask of a process the host starts, as a login shell's.
pub const DEFAULT_UMASK: u32 = 0o022;

/// How long exited processes stay listed (`api.md` 4.3: 60 s).
pub const ZOMBIE_RETENTION: Duration = Duration::from_secs(60);

/// The processes by pid and the condvar every exit notifies.
struct Procs {
    procs: Mutex<BTreeMap<Pid, Arc<Process>>>,
    exited: Condvar,
    /// Async waiters ([`ProcessTable::watch_exits`]), woken by every exit besides the condvar's.
    watchers: Mutex<Vec<Arc<dyn Wake>>>,
}

/// A signal to a process blocked in `wait_exit`/`waitpid` wakes the table's waiters; each
/// re-checks.
impl Wake for Procs {
    fn wake(&self) {
        let _procs = self.procs.lock();
        self.exited.notify_all();
    }
}

/// All processes of a VM.
pub struct ProcessTable {
    table: Arc<Procs>,
    next_pid: AtomicU32,
    max_processes: usize,
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

impl ProcessTable {
    /// An empty table allowing `max_processes` live + unreaped processes.
    pub fn new(max_processes: usize) -> Self {
        ProcessTable {
            table: Arc::new(Procs {
                procs: Mutex::new(BTreeMap::new()),
                exited: Condvar::new(),
                watchers: Mutex::new(Vec::new()),
            }),
            next_pid: AtomicU32::new(2),
            max_processes,
        }
    }

    /// Registers a new running process. `EAGAIN` at the process limit.
    pub fn create(&self, p: NewProcess) -> KResult<Arc<Process>> {
        let mut procs = self.table.procs.lock();
        let cutoff = now_ms().saturating_sub(ZOMBIE_RETENTION.as_millis() as u64);
        procs.retain(|_, pr| {
            !matches!(pr.status(), Status::Reaped(_)) || pr.exit_time_ms().unwrap_or(0) > cutoff
        });
        let live = procs
            .values()
            .filter(|pr| !matches!(pr.status(), Status::Reaped(_)))
            .count();
        if live >= self.max_processes {
            return Err(Errno::Eagain);
        }
        let pid = self.next_pid.fetch_add(1, Ordering::Relaxed);
        let proc_ = Arc::new(Process {
            pid,
            ppid: p.ppid,
            pgid: p.pgid.unwrap_or(pid),
            command: p.command,
            argv: p.argv,
            env: p.env,
            cwd: Mutex::new(p.cwd),
            fds: Mutex::new(p.fds),
            kind: p.kind,
            start_time_ms: now_ms(),
            exit_time_ms: AtomicU64::new(0),
            status: Mutex::new(Status::Running),
            pending_signal: AtomicU32::new(0),
            ignored: AtomicU64::new(0),
            caught: AtomicU64::new(0),
            pending_caught: AtomicU64::new(0),
            umask: AtomicU32::new(p.umask & 0o777),
            waker: Mutex::new(None),
        });
        procs.insert(pid, proc_.clone());
        Ok(proc_)
    }

    /// The process `pid`, whatever its state.
    pub fn get(&self, pid: Pid) -> Option<Arc<Process>> {
        self.table.procs.lock().get(&pid).cloned()
    }

    /// Every listed process, by pid.
    pub fn list(&self) -> Vec<Arc<Process>> {
        self.table.procs.lock().values().cloned().collect()
    }

    /// Records that `proc_` exited with raw `status`: closes its fds (pipe readers see EOF) and
    /// wakes waiters. Processes whose parent is gone (or is the host) are reaped at once only when
    /// `auto_reap`.
    pub fn exit(&self, proc_: &Process, status: i32) {
        let slots = proc_.fds.lock().take_all();
        drop(slots);
        {
            let _procs = self.table.procs.lock();
            let mut st = proc_.status.lock();
            if *st == Status::Running {
                *st = Status::Exited(status);
                proc_.exit_time_ms.store(now_ms(), Ordering::Relaxed);
            }
        }
        self.table.exited.notify_all();
        let watchers = self.table.watchers.lock().clone();
        for w in watchers {
            w.wake();
        }
    }

    /// Makes every exit also wake `w` until [`ProcessTable::unwatch_exits`] (async `waitpid`).
    pub fn watch_exits(&self, w: &Arc<dyn Wake>) {
        self.table.watchers.lock().push(w.clone());
    }

    /// Undoes [`ProcessTable::watch_exits`].
    pub fn unwatch_exits(&self, w: &Arc<dyn Wake>) {
        self.table
            .watchers
            .lock()
            .retain(|x| !std::ptr::addr_eq(Arc::as_ptr(x), Arc::as_ptr(w)));
    }

    /// The raw exit status of `pid` if it has exited, `None` while it runs. `ESRCH` when unknown.
    pub fn exit_status(&self, pid: Pid) -> KResult<Option<i32>> {
        let procs = self.table.procs.lock();
        let p = procs.get(&pid).ok_or(Errno::Esrch)?;
        Ok(match p.status() {
            Status::Exited(s) | Status::Reaped(s) => Some(s),
            Status::Running => None,
        })
    }

    /// Marks an exited process as reaped (the host collected its status).
    pub fn reap(&self, pid: Pid) {
        let _procs = self.table.procs.lock();
        if let Some(p) = _procs.get(&pid) {
            let mut st = p.status.lock();
            if let Status::Exited(s) = *st {
                *st = Status::Reaped(s);
            }
        }
    }

    /// Blocks until `pid` exits (any parent), `timeout` passes or `intr` fires. Returns the raw
    /// status if exited.
    pub fn wait_exit(
        &self,
        pid: Pid,
        timeout: Option<Duration>,
        intr: &dyn Interrupt,
    ) -> KResult<Option<i32>> {
        let deadline = timeout.map(|t| Instant::now() + t);
        let mut procs = self.table.procs.lock();
        let _on_signal = WakeOnSignal::new(intr, self.table.clone());
        loop {
            let p = procs.get(&pid).ok_or(Errno::Esrch)?;
            match p.status() {
                Status::Exited(s) | Status::Reaped(s) => return Ok(Some(s)),
                Status::Running => {}
            }
            if intr.interrupted() {
                return Err(Errno::Eintr);
            }
            match deadline {
                Some(d) => {
                    if Instant::now() >= d {
                        return Ok(None);
                    }
                    crate::interrupt::blocking(|| self.table.exited.wait_until(&mut procs, d));
                }
                None => crate::interrupt::blocking(|| self.table.exited.wait(&mut procs)),
            }
        }
    }

    /// waitpid for guest parents: `target` is a child pid or `None` for any child. Reaps and
    /// returns `(pid, raw status)`; `Ok(None)` with `nohang` while children run; `EBUSY` (the ABI's
    /// "no child", 10) when there is no matching child; `EINTR` when interrupted.
    pub fn waitpid(
        &self,
        parent: Pid,
        target: Option<Pid>,
        nohang: bool,
        intr: &dyn Interrupt,
    ) -> KResult<Option<(Pid, i32)>> {
        let mut procs = self.table.procs.lock();
        let _on_signal = WakeOnSignal::new(intr, self.table.clone());
        loop {
            let mut any = false;
            let mut found = None;
            for p in procs.values() {
                if p.ppid != parent || target.is_some_and(|t| t != p.pid) {
                    continue;
                }
                match p.status() {
                    Status::Running => any = true,
                    Status::Exited(s) => {
                        found = Some((p.clone(), s));
                        break;
                    }
                    Status::Reaped(_) => {}
                }
            }
            if let Some((p, s)) = found {
                *p.status.lock() = Status::Reaped(s);
                return Ok(Some((p.pid, s)));
            }
            if !any {
                return Err(Errno::Ebusy);
            }
            if nohang {
                return Ok(None);
            }
            if intr.interrupted() {
                return Err(Errno::Eintr);
            }
            crate::interrupt::blocking(|| self.table.exited.wait(&mut procs));
        }
    }

    /// Sends `sig` to `pid` with the default dispositions of `guest-abi.md` 7.4. `sig == 0` only
    /// checks existence. `ESRCH` when unknown or exited, `EPERM` for init.
    pub fn kill(&self, pid: Pid, sig: u32) -> KResult<()> {
        if pid == INIT_PID {
            return Err(Errno::Eperm);
        }
        if sig > 64 {
            return Err(Errno::Einval);
        }
        let p = self.get(pid).ok_or(Errno::Esrch)?;
        if p.status() != Status::Running {
            return Err(Errno::Esrch);
        }
        Self::deliver(&p, sig);
        Ok(())
    }

    fn deliver(p: &Process, sig: u32) {
        use signal::*;
        match sig {
            0 => {}
            SIGKILL => p.deliver_fatal(SIGKILL),
            s if p.catches(s) => {
                if let Some(bit) = signal_bit(s) {
                    p.pending_caught.fetch_or(bit, Ordering::AcqRel);
                }
            }
            SIGCHLD | SIGURG | SIGWINCH | SIGCONT | SIGSTOP | SIGTSTP => {}
            s if p.ignores(s) => {}
            s => p.deliver_fatal(s),
        }
    }

    /// Sends `sig` to every running member of process group `pgid`. Returns how many were signalled.
    pub fn kill_group(&self, pgid: Pid, sig: u32) -> usize {
        let members: Vec<Arc<Process>> = self
            .table
            .procs
            .lock()
            .values()
            .filter(|p| p.pgid == pgid && p.status() == Status::Running)
            .cloned()
            .collect();
        for p in &members {
            Self::deliver(p, sig);
        }
        members.len()
    }

    /// Sends `sig` to every running process.
    pub fn kill_all(&self, sig: u32) {
        let all: Vec<Arc<Process>> = self.table.procs.lock().values().cloned().collect();
        for p in all.iter().filter(|p| p.status() == Status::Running) {
            Self::deliver(p, sig);
        }
    }

    /// Blocks until no process runs or `deadline` passes; whether none runs.
    pub fn wait_idle(&self, deadline: Instant) -> bool {
        let mut procs = self.table.procs.lock();
        loop {
            if !procs.values().any(|p| p.status() == Status::Running) {
                return true;
            }
            if crate::interrupt::blocking(|| self.table.exited.wait_until(&mut procs, deadline))
                .timed_out()
            {
                return !procs.values().any(|p| p.status() == Status::Running);
            }
        }
    }

    /// Number of running processes.
    pub fn running_count(&self) -> usize {
        self.table
            .procs
            .lock()
            .values()
            .filter(|p| p.status() == Status::Running)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipe::NoInterrupt;

    fn spawn(t: &ProcessTable, ppid: Pid) -> Arc<Process> {
        t.create(NewProcess {
            ppid,
            pgid: None,
            command: "x".into(),
            argv: vec!["x".into()],
            env: vec![],
            cwd: "/".into(),
            fds: FdTable::new(8),
            kind: ProcessKind::Wasm,
            umask: DEFAULT_UMASK,
        })
        .unwrap()
    }

    #[test]
    fn umask_keeps_only_permission_bits_and_returns_the_old_mask() {
        let t = ProcessTable::new(8);
        let p = spawn(&t, INIT_PID);
        assert_eq!(p.umask(), 0o022);
        assert_eq!(p.set_umask(0o7077), 0o022);
        assert_eq!(p.umask(), 0o077);
        assert_eq!(p.set_umask(u32::MAX), 0o077);
        assert_eq!(p.umask(), 0o777);
    }

    #[test]
    fn every_signal_from_1_to_64_can_be_ignored() {
        let t = ProcessTable::new(8);
        let p = spawn(&t, INIT_PID);
        for sig in [1, 15, 63, 64] {
            assert!(!p.ignores(sig));
            p.set_ignored(sig, true);
            assert!(p.ignores(sig), "signal {sig}");
        }
        p.set_ignored(64, false);
        assert!(!p.ignores(64) && p.ignores(63));
        p.set_ignored(0, true);
        p.set_ignored(65, true);
        assert!(!p.ignores(0) && !p.ignores(65));
    }

    #[test]
    fn a_caught_signal_is_pending_until_taken_not_fatal() {
        let t = ProcessTable::new(8);
        let p = spawn(&t, INIT_PID);
        p.set_disposition(signal::SIGUSR1, 3);
        p.set_disposition(signal::SIGTERM, 3);
        t.kill(p.pid, signal::SIGUSR1).unwrap();
        t.kill(p.pid, signal::SIGTERM).unwrap();
        assert_eq!(p.pending_signal(), None);
        let usr1 = 1u64 << (signal::SIGUSR1 - 1);
        let term = 1u64 << (signal::SIGTERM - 1);
        assert_eq!(p.take_pending_caught(), usr1 | term);
        assert_eq!(p.take_pending_caught(), 0);
        // Back to the default action: fatal again; SIGKILL can never be caught.
        p.set_disposition(signal::SIGKILL, 3);
        t.kill(p.pid, signal::SIGKILL).unwrap();
        assert_eq!(p.pending_signal(), Some(signal::SIGKILL));
        let q = spawn(&t, INIT_PID);
        q.set_disposition(signal::SIGTERM, 3);
        q.set_disposition(signal::SIGTERM, 2);
        t.kill(q.pid, signal::SIGTERM).unwrap();
        assert_eq!(q.pending_signal(), Some(signal::SIGTERM));
        assert_eq!(q.take_pending_caught(), 0);
    }

    #[test]
    fn pids_start_at_two_and_waitpid_reaps() {
        let t = ProcessTable::new(8);
        let parent = spawn(&t, INIT_PID);
        assert_eq!(parent.pid, 2);
        let child = spawn(&t, parent.pid);
        assert_eq!(
            t.waitpid(parent.pid, None, true, &NoInterrupt).unwrap(),
            None
        );
        t.exit(&child, 3);
        assert_eq!(
            t.waitpid(parent.pid, Some(child.pid), false, &NoInterrupt)
                .unwrap(),
            Some((child.pid, 3))
        );
        assert_eq!(
            t.waitpid(parent.pid, None, false, &NoInterrupt).err(),
            Some(Errno::Ebusy)
        );
    }

    #[test]
    fn signals_follow_default_dispositions() {
        let t = ProcessTable::new(8);
        let p = spawn(&t, INIT_PID);
        t.kill(p.pid, signal::SIGCHLD).unwrap();
        assert_eq!(p.pending_signal(), None);
        p.set_ignored(signal::SIGTERM, true);
        t.kill(p.pid, signal::SIGTERM).unwrap();
        assert_eq!(p.pending_signal(), None);
        t.kill(p.pid, signal::SIGKILL).unwrap();
        assert_eq!(p.pending_signal(), Some(signal::SIGKILL));
        assert_eq!(t.kill(INIT_PID, 9).err(), Some(Errno::Eperm));
        assert_eq!(t.kill(99, 9).err(), Some(Errno::Esrch));
    }

    #[test]
    fn a_signal_wakes_a_blocked_pipe_read_and_waitpid() {
        use std::time::Duration;
        let t = Arc::new(ProcessTable::new(8));
        let reader = spawn(&t, INIT_PID);
        let waiter = spawn(&t, INIT_PID);
        let _child = spawn(&t, waiter.pid);
        let (r, _w) = crate::pipe::Pipe::pair();
        let p = reader.clone();
        let read = std::thread::spawn(move || r.read(&mut [0u8; 1], false, &*p));
        let (t2, p) = (t.clone(), waiter.clone());
        let wait = std::thread::spawn(move || t2.waitpid(p.pid, None, false, &*p));
        // Both block (no polling); a kill must wake each at once.
        std::thread::sleep(Duration::from_millis(50));
        assert!(!read.is_finished() && !wait.is_finished());
        let sent = Instant::now();
        t.kill(reader.pid, signal::SIGKILL).unwrap();
        t.kill(waiter.pid, signal::SIGTERM).unwrap();
        assert_eq!(read.join().unwrap(), Err(Errno::Eintr));
        assert_eq!(wait.join().unwrap(), Err(Errno::Eintr));
        assert!(sent.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn process_limit() {
        let t = ProcessTable::new(1);
        spawn(&t, INIT_PID);
        assert!(matches!(
            t.create(NewProcess {
                ppid: 1,
                pgid: None,
                command: "y".into(),
                argv: vec![],
                env: vec![],
                cwd: "/".into(),
                fds: FdTable::new(1),
                kind: ProcessKind::Wasm,
                umask: DEFAULT_UMASK,
            }),
            Err(Errno::Eagain)
        ));
    }
}
