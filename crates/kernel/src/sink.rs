//! Output sinks: where the host collects a process's stdout/stderr.
//!
//! A sink is the host-side end of an API-started process's output stream. Guest writes land in it
//! without an extra copy thread; children that inherit the fd keep it open, so the host sees EOF
//! only when every writer is closed (`api.md` 4.1: drain until EOF or 250 ms after exit).

use std::sync::Arc;
use std::time::{Duration, Instant};

use parking_lot::{Condvar, Mutex};

/// Bytes a sink keeps before dropping output and flagging truncation (16 MiB).
pub const SINK_CAPACITY: usize = 16 * 1024 * 1024;

/// A callback receiving each chunk written to a sink, in order.
pub type ChunkListener = Box<dyn Fn(&[u8]) + Send + Sync>;

struct State {
    buf: Vec<u8>,
    truncated: bool,
    writers: usize,
    listener: Option<ChunkListener>,
}

/// Collects bytes written by guest processes.
pub struct OutputSink {
    state: Mutex<State>,
    cond: Condvar,
    capacity: usize,
}

/// One open write reference to a sink; dropping it closes that reference.
pub struct SinkWriter {
    sink: Arc<OutputSink>,
}

impl OutputSink {
    /// A sink keeping at most `capacity` bytes, and its first writer.
    pub fn new(capacity: usize) -> (Arc<OutputSink>, SinkWriter) {
        let sink = Arc::new(OutputSink {
            state: Mutex::new(State {
                buf: Vec::new(),
                truncated: false,
                writers: 1,
                listener: None,
            }),
            cond: Condvar::new(),
            capacity,
        });
        (sink.clone(), SinkWriter { sink })
    }

    /// Sets a listener that also receives every chunk (chunks are still kept in the buffer).
    pub fn set_listener(&self, listener: ChunkListener) {
        self.state.lock().listener = Some(listener);
    }

    /// Waits until every writer is closed or `deadline` passes. Returns whether EOF was reached.
    pub fn wait_eof(&self, deadline: Instant) -> bool {
        let mut st = self.state.lock();
        while st.writers > 0 {
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            crate::interrupt::blocking(|| self.cond.wait_for(&mut st, deadline - now));
        }
        true
    }

    /// Takes the collected bytes and the truncation flag.
    pub fn take(&self) -> (Vec<u8>, bool) {
        let mut st = self.state.lock();
        (std::mem::take(&mut st.buf), st.truncated)
    }

    /// Whether every writer is closed.
    pub fn is_closed(&self) -> bool {
        self.state.lock().writers == 0
    }
}

impl SinkWriter {
    /// Appends `data`; beyond the capacity the excess is dropped and the sink flagged truncated.
    /// Never blocks and never fails: output must not stall a guest.
    pub fn write(&self, data: &[u8]) -> usize {
        let mut st = self.sink.state.lock();
        if let Some(l) = &st.listener {
            l(data);
        }
        let room = self.sink.capacity.saturating_sub(st.buf.len());
        let n = room.min(data.len());
        st.buf.extend_from_slice(&data[..n]);
        if n < data.len() {
            st.truncated = true;
        }
        data.len()
    }

    /// Another reference to the same sink (a duplicated fd in a child).
    pub fn reopen(&self) -> SinkWriter {
        self.sink.state.lock().writers += 1;
        SinkWriter {
            sink: self.sink.clone(),
        }
    }
}

impl Drop for SinkWriter {
    fn drop(&mut self) {
        let mut st = self.sink.state.lock();
        st.writers -= 1;
        self.sink.cond.notify_all();
    }
}

/// How long the host waits for output after a process exits (`api.md` 4.1).
pub const DRAIN_AFTER_EXIT: Duration = Duration::from_millis(250);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collects_and_truncates() {
        let (sink, w) = OutputSink::new(4);
        let w2 = w.reopen();
        w.write(b"ab");
        w2.write(b"cdef");
        drop(w);
        assert!(!sink.is_closed());
        drop(w2);
        assert!(sink.wait_eof(Instant::now()));
        assert_eq!(sink.take(), (b"abcd".to_vec(), true));
    }
}
