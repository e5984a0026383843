//! Calls from a blocked kernel thread (a guest process or a host-API worker) to the embedder's
//! event loop, answered later from another thread: JS binding `execute` functions and JS
//! filesystem drivers both wait here.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};

use parking_lot::Mutex;

/// Calls waiting for their answer (of type `T`), by id.
pub struct PendingCalls<T> {
    next: AtomicU64,
    waiting: Mutex<HashMap<u64, SyncSender<T>>>,
}

impl<T> Default for PendingCalls<T> {
    fn default() -> Self {
        PendingCalls {
            next: AtomicU64::new(0),
            waiting: Mutex::new(HashMap::new()),
        }
    }
}

impl<T> PendingCalls<T> {
    /// Registers a new call: its id (unique, starting at 1) and where its answer arrives.
    pub fn begin(&self) -> (u64, Receiver<T>) {
        let id = self.next.fetch_add(1, Ordering::Relaxed) + 1;
        let (tx, rx) = sync_channel(1);
        self.waiting.lock().insert(id, tx);
        (id, rx)
    }

    /// The caller stopped waiting for call `id` (timeout, signal, send failure).
    pub fn forget(&self, id: u64) {
        self.waiting.lock().remove(&id);
    }

    /// Delivers the answer to call `id`; `false` when nobody waits for it any more (the answer is
    /// dropped).
    pub fn complete(&self, id: u64, answer: T) -> bool {
        match self.waiting.lock().remove(&id) {
            Some(tx) => tx.try_send(answer).is_ok(),
            None => false,
        }
    }

    /// Calls currently waiting for an answer.
    pub fn in_flight(&self) -> usize {
        self.waiting.lock().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(rx_b.recv().ok(), Some(2));
        assert!(rx_a.try_recv().is_err());
        assert_eq!(calls.in_flight(), 0);
    }
}
