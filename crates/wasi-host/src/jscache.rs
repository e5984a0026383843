//! node's per-VM bytecode store behind `host_jscache` (host_jscache.rs has the imports and the
//! threat model; ARCHITECTURE.md "node's bytecode"): QuickJS bytecode of large JavaScript files,
//! keyed by SHA-256 over the engine id, the file name and the source, in memory, bounded.

use std::collections::HashMap;
use std::sync::Arc;

use agentos_kernel::{Errno, KResult};
use parking_lot::Mutex;
use sha2::{Digest, Sha256};

/// Bytes of bytecode one VM may keep; a put beyond is `ENOSPC` (the guest then just compiles).
pub const MAX_TOTAL_BYTES: usize = 128 << 20;
/// Largest single entry (`EFBIG`).
pub const MAX_ENTRY_BYTES: usize = 64 << 20;

/// One VM's store.
#[derive(Default)]
pub struct JsCache {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<[u8; 32], Arc<[u8]>>,
    bytes: usize,
}

/// SHA-256 over the length-prefixed engine id, name and source.
pub fn key(engine: &[u8], name: &[u8], source: &[u8]) -> [u8; 32] {
    let mut h = Sha256::new();
    for part in [engine, name, source] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    h.finalize().into()
}

impl JsCache {
    pub fn get(&self, key: &[u8; 32]) -> Option<Arc<[u8]>> {
        self.inner.lock().entries.get(key).cloned()
    }

    pub fn put(&self, key: [u8; 32], bytecode: &[u8]) -> KResult<()> {
        if bytecode.len() > MAX_ENTRY_BYTES {
            return Err(Errno::Efbig);
        }
        let mut inner = self.inner.lock();
        let old = inner.entries.get(&key).map_or(0, |b| b.len());
        let total = inner.bytes - old + bytecode.len();
        if total > MAX_TOTAL_BYTES {
            return Err(Errno::Enospc);
        }
        inner.entries.insert(key, Arc::from(bytecode));
        inner.bytes = total;
        Ok(())
    }

    /// Entries and bytes held.
    pub fn usage(&self) -> (usize, usize) {
        let inner = self.inner.lock();
        (inner.entries.len(), inner.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_separates_fields_and_put_respects_the_budget() {
        assert_ne!(key(b"e", b"ab", b"c"), key(b"e", b"a", b"bc"));
        let cache = JsCache::default();
        let k = key(b"e", b"/a.js", b"src");
        assert!(cache.get(&k).is_none());
        cache.put(k, b"one").unwrap();
        cache.put(k, b"two!").unwrap();
        assert_eq!(&*cache.get(&k).unwrap(), b"two!");
        assert_eq!(cache.usage(), (1, 4));
        let big = vec![0u8; MAX_ENTRY_BYTES + 1];
        assert_eq!(cache.put(key(b"e", b"b", b""), &big), Err(Errno::Efbig));
        let entry = vec![0u8; MAX_ENTRY_BYTES];
        cache.put(key(b"e", b"1", b""), &entry).unwrap();
        assert_eq!(cache.put(key(b"e", b"2", b""), &entry), Err(Errno::Enospc));
        assert_eq!(cache.usage(), (2, MAX_ENTRY_BYTES + 4));
    }
}
