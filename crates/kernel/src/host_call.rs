//! Calls from a blocked kernel thread (a guest process or a host-API worker) to the embedder's
//! event loop, answered later from another thread: JS binding `execute` functions and JS
//! filesystem drivers both wait here. The waiting thread sleeps on its call's [`Reply`], which the
//! answer, a signal to the calling process, or dropping the [`PendingCalls`] wakes.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex};

use crate::interrupt::{Interrupt, Wake, WakeOnSignal};

enum Slot<T> {
    Waiting,
    Answered(T),
    Cancelled,
}

/// Where the answer of one call arrives.
pub struct Reply<T> {
    slot: Mutex<Slot<T>>,
    cond: Condvar,
}

/// Why [`Reply::wait`] returned without an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NoAnswer {
    #[error("the call timed out")]
    TimedOut,
    #[error("the calling process was signalled")]
    Interrupted,
    /// The calls were dropped (the VM went away).
    #[error("the call was cancelled")]
    Cancelled,
}

impl<T: Send> Reply<T> {
    /// A reply nobody registered (for answers produced outside [`PendingCalls`]).
    pub fn new() -> Arc<Reply<T>> {
        Arc::new(Reply {
            slot: Mutex::new(Slot::Waiting),
            cond: Condvar::new(),
        })
    }

    /// Stores `answer` unless one is there already or the call was cancelled; `false` then.
    pub fn answer(&self, answer: T) -> bool {
        self.settle(Slot::Answered(answer))
    }

    /// Ends the wait with [`NoAnswer::Cancelled`] unless answered already.
    pub fn cancel(&self) -> bool {
        self.settle(Slot::Cancelled)
    }

    fn settle(&self, to: Slot<T>) -> bool {
        let mut slot = self.slot.lock();
        if !matches!(*slot, Slot::Waiting) {
            return false;
        }
        *slot = to;
        self.cond.notify_all();
        true
    }
}

impl<T: Send + 'static> Reply<T> {
    /// Blocks until the answer arrives, `timeout` passes (`None`: no timeout) or `intr` is
    /// signalled.
    pub fn wait(
        self: &Arc<Self>,
        timeout: Option<Duration>,
        intr: &dyn Interrupt,
    ) -> Result<T, NoAnswer> {
        let deadline = timeout.map(|t| Instant::now() + t);
        let mut slot = self.slot.lock();
        let _on_signal = WakeOnSignal::new(intr, self.clone());
        loop {
            match std::mem::replace(&mut *slot, Slot::Cancelled) {
                Slot::Answered(a) => return Ok(a),
                Slot::Cancelled => return Err(NoAnswer::Cancelled),
                Slot::Waiting => *slot = Slot::Waiting,
            }
            if intr.interrupted() {
                return Err(NoAnswer::Interrupted);
            }
            match deadline {
                Some(d) => {
                    if Instant::now() >= d {
                        return Err(NoAnswer::TimedOut);
                    }
                    crate::interrupt::blocking(|| self.cond.wait_until(&mut slot, d));
                }
                None => crate::interrupt::blocking(|| self.cond.wait(&mut slot)),
            }
        }
    }
}

impl<T: Send + 'static> Wake for Reply<T> {
    fn wake(&self) {
        let _slot = self.slot.lock();
        self.cond.notify_all();
    }
}

/// Calls waiting for their answer (of type `T`), by id.
pub struct PendingCalls<T: Send> {
    next: AtomicU64,
    waiting: Mutex<HashMap<u64, Arc<Reply<T>>>>,
}

impl<T: Send> Default for PendingCalls<T> {
    fn default() -> Self {
        PendingCalls {
            next: AtomicU64::new(0),
            waiting: Mutex::new(HashMap::new()),
        }
    }
}

impl<T: Send> PendingCalls<T> {
    /// Registers a new call: its id (unique, starting at 1) and where its answer arrives.
    pub fn begin(&self) -> (u64, Arc<Reply<T>>) {
        let id = self.next.fetch_add(1, Ordering::Relaxed) + 1;
        let reply = Reply::new();
        self.waiting.lock().insert(id, reply.clone());
        (id, reply)
    }

    /// The caller stopped waiting for call `id` (timeout, signal, send failure).
    pub fn forget(&self, id: u64) {
        self.waiting.lock().remove(&id);
    }

    /// Delivers the answer to call `id`; `false` when nobody waits for it any more (the answer is
    /// dropped).
    pub fn complete(&self, id: u64, answer: T) -> bool {
        let reply = self.waiting.lock().remove(&id);
        reply.is_some_and(|r| r.answer(answer))
    }

    /// Calls currently waiting for an answer.
    pub fn in_flight(&self) -> usize {
        self.waiting.lock().len()
    }
}

impl<T: Send> Drop for PendingCalls<T> {
    /// Nobody can answer any more: the waiters return [`NoAnswer::Cancelled`].
    fn drop(&mut self) {
        for (_, r) in self.waiting.get_mut().drain() {
            r.settle(Slot::Cancelled);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::NoInterrupt;

    #[test]
    fn answers_reach_their_caller_once() {
        let calls = PendingCalls::<u32>::default();
        let (a, rx_a) = calls.begin();
        let (b, rx_b) = calls.begin();
        assert_ne!(a, b);
        assert_eq!(calls.in_flight(), 2);
        assert!(calls.complete(b, 2));
        assert!(!calls.complete(b, 3), "a second answer is dropped");
        calls.forget(a);
        assert!(!calls.complete(a, 1), "a forgotten call takes no answer");
        assert_eq!(rx_b.wait(None, &NoInterrupt), Ok(2));
        assert_eq!(
            rx_a.wait(Some(Duration::ZERO), &NoInterrupt),
            Err(NoAnswer::TimedOut)
        );
        assert_eq!(calls.in_flight(), 0);
    }

    #[test]
    fn dropping_the_calls_cancels_their_waiters() {
        let calls = PendingCalls::<u32>::default();
        let (_, rx) = calls.begin();
        let t = std::thread::spawn(move || rx.wait(None, &NoInterrupt));
        std::thread::sleep(Duration::from_millis(20));
        drop(calls);
        assert_eq!(t.join().unwrap(), Err(NoAnswer::Cancelled));
    }
}
