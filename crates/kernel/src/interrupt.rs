//! Interruptible blocking: how a blocked kernel call learns that its process was signalled,
//! without polling.
//!
//! A blocked call waits on the condition variable of what it waits for (a pipe, the process table,
//! a reply slot), or, as an async host call, on an [`AsyncParker`]. Before it checks
//! [`Interrupt::interrupted`] under that condition's lock, it registers the condition as its
//! process's waker ([`WakeOnSignal`]). Signal delivery sets the pending signal first and then calls
//! [`Wake::wake`], which takes the same lock and notifies. Either the waiter's check sees the
//! signal, or the notification comes after its wait began: no wakeup is lost, and an idle blocked
//! guest costs no CPU. Condition-variable waits go through [`blocking`] (the executor's hook).

use std::cell::RefCell;
use std::future::Future;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll, Waker};

use parking_lot::Mutex;

/// Something a blocked thread waits on that another thread can wake.
pub trait Wake: Send + Sync {
    /// Wakes the waiters: takes the lock they check their condition under, then notifies.
    fn wake(&self);
}

/// Asks whether the calling process has been signalled; blocked calls then return `EINTR`.
/// `Sync` so that a wait holding one can be part of a future that moves between threads.
pub trait Interrupt: Sync {
    fn interrupted(&self) -> bool;

    /// Makes `waker` the one a signal to the caller wakes (`None`: no waker) and returns the
    /// previous one. Callers use [`WakeOnSignal`]. The default (a caller nobody can signal)
    /// keeps nothing.
    fn swap_waker(&self, _waker: Option<Arc<dyn Wake>>) -> Option<Arc<dyn Wake>> {
        None
    }
}

/// Never interrupted (host-side callers).
pub struct NoInterrupt;

impl Interrupt for NoInterrupt {
    fn interrupted(&self) -> bool {
        false
    }
}

/// Registers a waker for a signal to `intr` while it lives (one blocking wait); restores the
/// previous waker when dropped. Create it before the `interrupted()` check that precedes the wait.
pub struct WakeOnSignal<'a> {
    intr: &'a dyn Interrupt,
    prev: Option<Arc<dyn Wake>>,
}

impl<'a> WakeOnSignal<'a> {
    pub fn new(intr: &'a dyn Interrupt, waker: Arc<dyn Wake>) -> Self {
        let prev = intr.swap_waker(Some(waker));
        WakeOnSignal { intr, prev }
    }
}

impl Drop for WakeOnSignal<'_> {
    fn drop(&mut self) {
        self.intr.swap_waker(self.prev.take());
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Arc<dyn Interrupt + Send + Sync>>> = const { RefCell::new(None) };
}

/// Makes `intr` the interrupt of blocking calls on this thread that have no caller to ask (a
/// filesystem driver call made for a guest process) until the guard is dropped.
pub fn set_current(intr: Arc<dyn Interrupt + Send + Sync>) -> CurrentGuard {
    CURRENT.with(|c| *c.borrow_mut() = Some(intr));
    CurrentGuard(())
}

/// Clears [`set_current`] when dropped.
pub struct CurrentGuard(());

impl Drop for CurrentGuard {
    fn drop(&mut self) {
        CURRENT.with(|c| *c.borrow_mut() = None);
    }
}

/// Runs `f` with this thread's current interrupt ([`NoInterrupt`] when none is set).
pub fn with_current<R>(f: impl FnOnce(&dyn Interrupt) -> R) -> R {
    match CURRENT.with(|c| c.borrow().clone()) {
        Some(intr) => f(&*intr),
        None => f(&NoInterrupt),
    }
}

/// A wake flag an async wait polls (`sleep`, `poll_oneoff`, a pipe read: waits on several things
/// at once). Every source the waiter watches
/// calls [`Wake::wake`]; [`AsyncParker::park`] completes at the first wake since the last park
/// (a wake before the park is not lost). Deadlines are the caller's (its executor's timers).
#[derive(Default)]
pub struct AsyncParker {
    state: Mutex<(bool, Option<Waker>)>,
}

impl AsyncParker {
    pub fn new() -> Arc<AsyncParker> {
        Arc::new(AsyncParker::default())
    }

    /// Ready (and the flag cleared) once woken since the last park; else remembers `cx`'s waker.
    pub fn poll_park(&self, cx: &mut Context<'_>) -> Poll<()> {
        let mut st = self.state.lock();
        if st.0 {
            st.0 = false;
            st.1 = None;
            return Poll::Ready(());
        }
        match &st.1 {
            Some(w) if w.will_wake(cx.waker()) => {}
            _ => st.1 = Some(cx.waker().clone()),
        }
        Poll::Pending
    }

    /// Completes at the first wake since the last park.
    pub fn park(&self) -> impl Future<Output = ()> + Send + '_ {
        std::future::poll_fn(|cx| self.poll_park(cx))
    }
}

impl Wake for AsyncParker {
    fn wake(&self) {
        let waker = {
            let mut st = self.state.lock();
            st.0 = true;
            st.1.take()
        };
        if let Some(w) = waker {
            w.wake();
        }
    }
}

/// How a thread that is about to block tells its executor (set once by the host: tokio's
/// `block_in_place` on a guest executor's worker, so that other guests keep running there).
type BlockingHook = fn(&mut dyn FnMut());

static BLOCKING_HOOK: OnceLock<BlockingHook> = OnceLock::new();

/// Installs the hook [`blocking`] runs blocking waits through (the first call wins).
pub fn set_blocking_hook(hook: BlockingHook) {
    let _ = BLOCKING_HOOK.set(hook);
}

/// Runs `f`, a wait that may block this thread for long, through the host's blocking hook (see
/// [`set_blocking_hook`]); directly when there is none. Every condition-variable wait of the
/// kernel goes through here.
pub fn blocking<R>(f: impl FnOnce() -> R) -> R {
    let Some(hook) = BLOCKING_HOOK.get() else {
        return f();
    };
    let mut f = Some(f);
    let mut out = None;
    hook(&mut || {
        if let Some(g) = f.take() {
            out = Some(g());
        }
    });
    if let Some(g) = f.take() {
        // The hook did not run it.
        return g();
    }
    match out {
        Some(r) => r,
        None => unreachable!("the blocking hook ran the wait"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::task::Waker;

    #[test]
    fn a_wake_before_the_park_is_kept() {
        let p = AsyncParker::new();
        let mut cx = Context::from_waker(Waker::noop());
        assert!(p.poll_park(&mut cx).is_pending());
        p.wake();
        assert!(p.poll_park(&mut cx).is_ready());
        // The flag was cleared: the next park waits for the next wake.
        assert!(p.poll_park(&mut cx).is_pending());
    }

    #[test]
    fn a_wake_from_another_thread_wakes_the_task() {
        struct Flag(std::sync::atomic::AtomicBool);
        impl std::task::Wake for Flag {
            fn wake(self: Arc<Self>) {
                self.0.store(true, std::sync::atomic::Ordering::SeqCst);
            }
        }
        let flag = Arc::new(Flag(std::sync::atomic::AtomicBool::new(false)));
        let waker = Waker::from(flag.clone());
        let p = AsyncParker::new();
        assert!(p.poll_park(&mut Context::from_waker(&waker)).is_pending());
        let q = p.clone();
        std::thread::spawn(move || q.wake()).join().unwrap();
        assert!(flag.0.load(std::sync::atomic::Ordering::SeqCst));
        assert!(p.poll_park(&mut Context::from_waker(&waker)).is_ready());
    }

    #[test]
    fn blocking_runs_the_wait_without_a_hook() {
        assert_eq!(blocking(|| 7), 7);
    }
}
