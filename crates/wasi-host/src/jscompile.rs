//! The host's own compiles for the machine store of node's bytecode (`jscache::MachineStore`;
//! threat model in host_jscache.rs): one background thread per host process works down a
//! bounded queue of [`CompileJob`]s, each compiled by a runner the VM layer provides (a fresh
//! `node --agentos-compile-file NAME` of the job's module in an empty VM, fed the source), and
//! puts what it printed under the job's key. A job the queue has no room for, or one already
//! queued, is dropped: that file is then compiled by each VM once, as without the store.

use std::collections::HashSet;
use std::sync::mpsc::{sync_channel, SyncSender, TrySendError};
use std::sync::Arc;

use parking_lot::Mutex;

use crate::jscache::{CompileJob, MachineStore, TrustedCompiler};

/// Jobs waiting at most; more are dropped.
pub const QUEUE: usize = 32;

/// Largest source the host compiles (bytes): it is fed through one pipe without blocking.
pub const MAX_SOURCE: usize = 16 << 20;

/// Compiles a job: the bytecode, or `None` (the job is dropped).
pub type Runner = Box<dyn Fn(&CompileJob) -> Option<Vec<u8>> + Send + Sync>;

/// The background compiler.
pub struct Worker {
    tx: Mutex<SyncSender<(CompileJob, Arc<MachineStore>)>>,
    queued: Arc<Mutex<HashSet<[u8; 32]>>>,
}

impl Worker {
    /// Starts the thread; `None` when it cannot be started (then nothing is compiled).
    pub fn start(runner: Runner) -> Option<Worker> {
        let (tx, rx) = sync_channel::<(CompileJob, Arc<MachineStore>)>(QUEUE);
        let queued = Arc::new(Mutex::new(HashSet::new()));
        let q = queued.clone();
        std::thread::Builder::new()
            .name("agentos-jscompile".into())
            .spawn(move || {
                for (job, store) in rx {
                    if !store.contains(&job.key) {
                        let out =
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| runner(&job)));
                        if let Ok(Some(bytecode)) = out {
                            let _ = store.put(&job.key, &bytecode);
                        }
                    }
                    q.lock().remove(&job.key);
                }
            })
            .ok()?;
        Some(Worker {
            tx: Mutex::new(tx),
            queued,
        })
    }
}

impl TrustedCompiler for Worker {
    fn request(&self, job: CompileJob, store: Arc<MachineStore>) {
        if job.source.len() > MAX_SOURCE || !self.queued.lock().insert(job.key) {
            return;
        }
        let key = job.key;
        let sent = self.tx.lock().try_send((job, store));
        if let Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) = sent {
            self.queued.lock().remove(&key);
        }
    }
}
