//! Signals over the agentOS `host_process.proc_kill` import. Numbers as in guest-abi 12 (Linux).
//! Signal handlers are never invoked by the host, so `trap` on a signal only records it.

use crate::{error, sys, traps};

macro_rules! signals {
    ($($name:ident = $num:literal),+ $(,)?) => {
        /// A signal (Linux numbering).
        #[allow(clippy::upper_case_acronyms)]
        #[derive(Clone, Copy, Debug, Eq, Hash, PartialEq)]
        #[repr(i32)]
        pub enum Signal {
            $(
                #[doc = stringify!($name)]
                $name = $num,
            )+
        }

        const ALL: &[Signal] = &[$(Signal::$name),+];

        impl Signal {
            /// Returns an iterator over all signals.
            pub fn iterator() -> impl Iterator<Item = Self> {
                ALL.iter().copied()
            }

            /// The signal's name (`SIGTERM`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$name => stringify!($name),)+
                }
            }

            /// Parses a name with the `SIG` prefix.
            pub fn from_str(s: &str) -> Result<Self, error::Error> {
                match s {
                    $(stringify!($name) => Ok(Self::$name),)+
                    _ => Err(error::ErrorKind::InvalidSignal(s.into()).into()),
                }
            }
        }

        impl TryFrom<i32> for Signal {
            type Error = error::Error;

            fn try_from(value: i32) -> Result<Self, Self::Error> {
                match value {
                    $($num => Ok(Self::$name),)+
                    _ => Err(error::ErrorKind::InvalidSignal(std::format!("{value}")).into()),
                }
            }
        }
    };
}

signals! {
    SIGHUP = 1, SIGINT = 2, SIGQUIT = 3, SIGILL = 4, SIGTRAP = 5, SIGABRT = 6, SIGBUS = 7,
    SIGFPE = 8, SIGKILL = 9, SIGUSR1 = 10, SIGSEGV = 11, SIGUSR2 = 12, SIGPIPE = 13,
    SIGALRM = 14, SIGTERM = 15, SIGSTKFLT = 16, SIGCHLD = 17, SIGCONT = 18, SIGSTOP = 19,
    SIGTSTP = 20, SIGTTIN = 21, SIGTTOU = 22, SIGURG = 23, SIGXCPU = 24, SIGXFSZ = 25,
    SIGVTALRM = 26, SIGPROF = 27, SIGWINCH = 28, SIGIO = 29, SIGPWR = 30, SIGSYS = 31,
}

fn send(pid: sys::process::ProcessId, signal: i32) -> Result<(), error::Error> {
    // No process groups: a negative pid (group) signals its leader.
    let pid = pid.unsigned_abs();
    agentos_process::kill(pid, signal).map_err(|e| match e.raw_os_error() {
        // 71 = no such process, 63 = not permitted (pid 1).
        Some(71 | 63) => error::ErrorKind::FailedToSendSignal.into(),
        _ => error::Error::from(error::ErrorKind::from(e)),
    })
}

pub(crate) fn continue_process(pid: sys::process::ProcessId) -> Result<(), error::Error> {
    send(pid, Signal::SIGCONT as i32)
}

/// Sends a signal to a specific process (`proc_kill`).
pub fn kill_process(
    pid: sys::process::ProcessId,
    signal: traps::TrapSignal,
) -> Result<(), error::Error> {
    match signal {
        traps::TrapSignal::Signal(signal) => send(pid, signal as i32),
        traps::TrapSignal::Exit => send(pid, 0),
        traps::TrapSignal::Debug | traps::TrapSignal::Err | traps::TrapSignal::Return => {
            Err(error::ErrorKind::InvalidSignal(signal.to_string()).into())
        }
    }
}

pub(crate) fn lead_new_process_group() -> Result<(), error::Error> {
    Ok(())
}

pub(crate) struct FakeSignal {}

impl FakeSignal {
    fn new() -> Self {
        Self {}
    }

    pub async fn recv(&self) {
        futures::future::pending::<()>().await;
    }
}

pub(crate) fn tstp_signal_listener() -> Result<FakeSignal, error::Error> {
    Ok(FakeSignal::new())
}

pub(crate) fn chld_signal_listener() -> Result<FakeSignal, error::Error> {
    Ok(FakeSignal::new())
}

pub(crate) async fn await_ctrl_c() -> std::io::Result<()> {
    FakeSignal::new().recv().await;
    Ok(())
}

pub(crate) fn mask_sigttou() -> Result<(), error::Error> {
    Ok(())
}

pub(crate) fn poll_for_stopped_children() -> Result<bool, error::Error> {
    Ok(false)
}
