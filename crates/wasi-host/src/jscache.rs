//! node's bytecode stores behind `host_jscache` (host_jscache.rs has the imports and the threat
//! model; ARCHITECTURE.md "node's bytecode"): QuickJS bytecode of large JavaScript files.
//!
//! - [`JsCache`], per VM, in memory, bounded: what the VM's own processes put, keyed by SHA-256
//!   over the engine id, the file name and the source.
//! - [`MachineStore`], per machine, on disk beside the module cache: only bytecode the host had
//!   compiled itself ([`TrustedCompiler`]: a fresh `node` in an empty VM, given nothing but the
//!   source), keyed by SHA-256 over the node module's SHA-256, the file name and the source.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use agentos_kernel::{Errno, KResult};
use parking_lot::Mutex;
use sha2::{Digest, Sha256};

/// Bytes of bytecode one VM may keep; a put beyond is `ENOSPC` (the guest then just compiles).
pub const MAX_TOTAL_BYTES: usize = 128 << 20;
/// Largest single entry (`EFBIG`).
pub const MAX_ENTRY_BYTES: usize = 64 << 20;

/// One VM's store, and the machine's store and compiler it shares with every VM.
#[derive(Default)]
pub struct JsCache {
    inner: Mutex<Inner>,
    machine: Option<Arc<MachineStore>>,
    compiler: Option<Arc<dyn TrustedCompiler>>,
}

/// The node module a process runs, for the machine store: its file and SHA-256.
#[derive(Clone, Debug)]
pub struct ModuleId {
    pub path: PathBuf,
    pub sha: [u8; 32],
}

/// What the host compiles itself for the machine store.
#[derive(Clone, Debug)]
pub struct CompileJob {
    pub module: ModuleId,
    /// The module cache the compiling VM uses (the caller's VM's).
    pub module_cache_dir: Option<PathBuf>,
    pub name: String,
    pub source: Vec<u8>,
    /// [`machine_key`] of `module`, `name`, `source`.
    pub key: [u8; 32],
}

/// Compiles a [`CompileJob`] in the background and puts the result in the machine store; drops
/// jobs it has no room for (the file is then compiled by each VM once, as without the store).
pub trait TrustedCompiler: Send + Sync {
    fn request(&self, job: CompileJob, store: Arc<MachineStore>);
}

/// The machine store's key: SHA-256 over the length-prefixed module SHA-256, name and source.
pub fn machine_key(module_sha: &[u8; 32], name: &[u8], source: &[u8]) -> [u8; 32] {
    key(module_sha, name, source)
}

/// Bytes the machine store keeps on disk; beyond, the oldest entries go.
pub const MACHINE_MAX_BYTES: u64 = 512 << 20;

/// Bytecode compiled by the host, one file per key (hex) in one directory. Writes go through a
/// temporary file and a rename, so a reader sees a whole entry or none.
pub struct MachineStore {
    dir: PathBuf,
}

impl MachineStore {
    /// The store in `dir` (created on first put).
    pub fn new(dir: PathBuf) -> MachineStore {
        MachineStore { dir }
    }

    fn path(&self, key: &[u8; 32]) -> PathBuf {
        self.dir.join(hex(key))
    }

    pub fn get(&self, key: &[u8; 32]) -> Option<Vec<u8>> {
        let bytes = std::fs::read(self.path(key)).ok()?;
        (!bytes.is_empty() && bytes.len() <= MAX_ENTRY_BYTES).then_some(bytes)
    }

    pub fn contains(&self, key: &[u8; 32]) -> bool {
        self.path(key).is_file()
    }

    /// Stores `bytecode` under `key`, then trims the store to [`MACHINE_MAX_BYTES`] (oldest
    /// first). I/O errors only mean the entry is not kept.
    pub fn put(&self, key: &[u8; 32], bytecode: &[u8]) -> std::io::Result<()> {
        if bytecode.is_empty() || bytecode.len() > MAX_ENTRY_BYTES {
            return Ok(());
        }
        std::fs::create_dir_all(&self.dir)?;
        let tmp = self
            .dir
            .join(format!(".{}.{}.tmp", hex(key), std::process::id()));
        std::fs::write(&tmp, bytecode)?;
        std::fs::rename(&tmp, self.path(key))?;
        self.trim();
        Ok(())
    }

    fn trim(&self) {
        let Ok(dir) = std::fs::read_dir(&self.dir) else {
            return;
        };
        let mut entries: Vec<(std::time::SystemTime, u64, PathBuf)> = dir
            .filter_map(Result::ok)
            .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
            .filter_map(|e| {
                let m = e.metadata().ok()?;
                Some((m.modified().ok()?, m.len(), e.path()))
            })
            .collect();
        let mut total: u64 = entries.iter().map(|e| e.1).sum();
        entries.sort();
        for (_, len, path) in entries {
            if total <= MACHINE_MAX_BYTES {
                break;
            }
            if std::fs::remove_file(&path).is_ok() {
                total -= len;
            }
        }
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
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
    /// A VM's store that also reads the machine store and asks `compiler` to fill it.
    pub fn with_machine(machine: Arc<MachineStore>, compiler: Arc<dyn TrustedCompiler>) -> JsCache {
        JsCache {
            inner: Mutex::default(),
            machine: Some(machine),
            compiler: Some(compiler),
        }
    }

    pub fn get(&self, key: &[u8; 32]) -> Option<Arc<[u8]>> {
        self.inner.lock().entries.get(key).cloned()
    }

    /// The machine store's entry for `module` (a registered node module) compiling `source`
    /// under `name`; a hit is also kept in this VM's store under `vm_key`.
    pub fn get_machine(
        &self,
        vm_key: [u8; 32],
        module: &ModuleId,
        name: &[u8],
        source: &[u8],
    ) -> Option<Arc<[u8]>> {
        let bytes = self
            .machine
            .as_ref()?
            .get(&machine_key(&module.sha, name, source))?;
        let _ = self.put(vm_key, &bytes);
        Some(Arc::from(bytes))
    }

    /// After a put by a process of `module`: asks the compiler for the machine store's entry
    /// when there is none yet.
    pub fn offer_machine(
        &self,
        module: &ModuleId,
        module_cache_dir: Option<PathBuf>,
        name: &[u8],
        source: &[u8],
    ) {
        let (Some(machine), Some(compiler)) = (&self.machine, &self.compiler) else {
            return;
        };
        let Ok(name) = std::str::from_utf8(name) else {
            return;
        };
        let key = machine_key(&module.sha, name.as_bytes(), source);
        if machine.contains(&key) {
            return;
        }
        compiler.request(
            CompileJob {
                module: module.clone(),
                module_cache_dir,
                name: name.to_string(),
                source: source.to_vec(),
                key,
            },
            machine.clone(),
        );
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
    fn machine_store_keeps_whole_entries_under_its_key() {
        let dir = std::env::temp_dir().join(format!("agentos-jscache-test-{}", std::process::id()));
        let store = MachineStore::new(dir.clone());
        let k = machine_key(&[7; 32], b"/a.js", b"src");
        assert_ne!(k, machine_key(&[8; 32], b"/a.js", b"src"));
        assert!(store.get(&k).is_none() && !store.contains(&k));
        store.put(&k, b"bytecode").unwrap();
        assert!(store.contains(&k));
        assert_eq!(store.get(&k).unwrap(), b"bytecode");
        store.put(&k, b"").unwrap(); // an empty entry is never kept
        assert_eq!(store.get(&k).unwrap(), b"bytecode");
        let _ = std::fs::remove_dir_all(dir);
    }

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
