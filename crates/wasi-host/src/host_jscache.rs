//! `host_jscache`: QuickJS bytecode of large JavaScript files, kept by the host for one VM.
//!
//! Our `node` (software/crates/node/src/bytecode.rs) asks for the bytecode of a file it is about
//! to compile (64 KiB and larger); on a miss it compiles the source and puts the bytecode here,
//! and the VM's later processes read it instead of parsing again. The key is SHA-256 over the
//! engine id, the file name and the source, computed here from what the guest passes, so an entry
//! is only found by a process compiling exactly that source with that engine.
//!
//! Threat model (ARCHITECTURE.md, "node's bytecode"): QuickJS does not validate bytecode, and a
//! guest can put anything, so an entry is as trusted as the VM's own processes: the store is per
//! VM, in memory, and dies with it. A process can then only disturb later processes of its own
//! VM, which could already be disturbed through the files they run; nothing crosses VMs, nothing
//! is read from or written to a file.

use std::collections::HashMap;
use std::sync::Arc;

use agentos_kernel::{Errno, KResult};
use parking_lot::Mutex;
use sha2::{Digest, Sha256};
use wasmtime::{Caller, Linker};

use crate::abi::{errno_call, u};
use crate::ctx::ProcCtx;

const M: &str = "host_jscache";

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

pub fn add_to_linker(linker: &mut Linker<ProcCtx>) -> wasmtime::Result<()> {
    // jscache_get(engine, engine_len, name, name_len, source, source_len, buf, buf_len, len_out):
    // ENOENT when absent; else the size at len_out, and the bytecode in buf when it fits (else
    // E2BIG, to call again with a larger buffer).
    linker.func_wrap(
        M,
        "jscache_get",
        |mut c: Caller<'_, ProcCtx>,
         e: i32,
         el: i32,
         n: i32,
         nl: i32,
         s: i32,
         sl: i32,
         buf: i32,
         cap: i32,
         len_out: i32| {
            errno_call(&mut c, |mem, ctx| {
                let k = key(
                    mem.slice(u(e), u(el))?,
                    mem.slice(u(n), u(nl))?,
                    mem.slice(u(s), u(sl))?,
                );
                let Some(bytecode) = ctx.jscache.get(&k) else {
                    return Err(Errno::Enoent);
                };
                let len = u32::try_from(bytecode.len()).map_err(|_| Errno::Efbig)?;
                mem.write_u32(u(len_out), len)?;
                if len > u(cap) {
                    return Err(Errno::E2big);
                }
                mem.slice_mut(u(buf), len)?.copy_from_slice(&bytecode);
                Ok(())
            })
        },
    )?;
    // jscache_put(engine, engine_len, name, name_len, source, source_len, bytecode, len).
    linker.func_wrap(
        M,
        "jscache_put",
        |mut c: Caller<'_, ProcCtx>,
         e: i32,
         el: i32,
         n: i32,
         nl: i32,
         s: i32,
         sl: i32,
         b: i32,
         bl: i32| {
            errno_call(&mut c, |mem, ctx| {
                let k = key(
                    mem.slice(u(e), u(el))?,
                    mem.slice(u(n), u(nl))?,
                    mem.slice(u(s), u(sl))?,
                );
                ctx.jscache.put(k, mem.slice(u(b), u(bl))?)
            })
        },
    )?;
    Ok(())
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
