//! Interruptible blocking: how a blocked kernel call learns that its process was signalled,
//! without polling.
//!
//! A blocked call waits on the condition variable of what it waits for (a pipe, the process table,
//! a reply slot, a [`Parker`]). Before it checks [`Interrupt::interrupted`] under that condition's
//! lock, it registers the condition as its process's waker ([`WakeOnSignal`]). Signal delivery sets
//! the pending signal first and then calls [`Wake::wake`], which takes the same lock and notifies.
//! Either the waiter's check sees the signal, or the notification comes after its wait began: no
//! wakeup is lost, and an idle blocked thread costs no CPU.

use std::cell::RefCell;
use std::sync::Arc;
use std::time::Instant;

use parking_lot::{Condvar, Mutex};

/// Something a blocked thread waits on that another thread can wake.
pub trait Wake: Send + Sync {
    /// Wakes the waiters: takes the lock they check their condition under, then notifies.
    fn wake(&self);
}

/// Asks whether the calling process has been signalled; blocked calls then return `EINTR`.
pub trait Interrupt {
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

/// A wake flag for waits on several things at once (`sleep`, `poll_oneoff`): every source the
/// waiter watches calls [`Wake::wake`], and [`Parker::park`] returns at the first wake since the
/// last park (a wake before the park is not lost) or at the deadline.
#[derive(Default)]
pub struct Parker {
    woken: Mutex<bool>,
    cond: Condvar,
}

impl Parker {
    pub fn new() -> Arc<Parker> {
        Arc::new(Parker::default())
    }

    /// Blocks until woken or `deadline` (`None`: no deadline) and clears the flag.
    pub fn park(&self, deadline: Option<Instant>) {
        let mut woken = self.woken.lock();
        while !*woken {
            match deadline {
                Some(d) => {
                    if self.cond.wait_until(&mut woken, d).timed_out() {
                        break;
                    }
                }
                None => self.cond.wait(&mut woken),
            }
        }
        *woken = false;
    }
}

impl Wake for Parker {
    fn wake(&self) {
        *self.woken.lock() = true;
        self.cond.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_wake_before_the_park_is_kept() {
        let p = Parker::new();
        p.wake();
        let t = Instant::now();
        p.park(Some(Instant::now() + Duration::from_secs(10)));
        assert!(t.elapsed() < Duration::from_secs(5));
        // The flag was cleared: the next park waits for its deadline.
        let t = Instant::now();
        p.park(Some(Instant::now() + Duration::from_millis(30)));
        assert!(t.elapsed() >= Duration::from_millis(25));
    }

    #[test]
    fn a_wake_from_another_thread_ends_the_park() {
        let p = Parker::new();
        let q = p.clone();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            q.wake();
        });
        p.park(None);
        t.join().unwrap();
    }
}
