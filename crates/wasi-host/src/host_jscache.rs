//! `host_jscache`: QuickJS bytecode of large JavaScript files, kept by the host for one VM.
//!
//! Our `node` (software/crates/node/src/bytecode.rs) asks for the bytecode of a file it is about
//! to compile (64 KiB and larger); on a miss it compiles the source and puts the bytecode here,
//! and the VM's later processes read it instead of parsing again. The key is SHA-256 over the
//! engine id, the file name and the source, computed here from what the guest passes, so an entry
//! is only found by a process compiling exactly that source with that engine.
//!
//! Threat model (ARCHITECTURE.md, "node's bytecode"): QuickJS does not validate bytecode, and a
//! guest can put anything, so what a guest puts is as trusted as the VM's own processes: it stays
//! in the VM's store, in memory, and dies with it. A process can then only disturb later
//! processes of its own VM, which could already be disturbed through the files they run.
//! Across VMs only the machine store is shared, and a guest never writes it: a put by a
//! registered node module asks the host to compile the same source itself (`jscompile.rs`: a
//! fresh node of that module in an empty VM, given only the name and the source), and a later
//! miss of any VM running that module reads what the host compiled.

use agentos_kernel::{Errno, KResult};
use wasmtime::{Caller, Linker};

use crate::abi::{errno_call, u};
use crate::ctx::ProcCtx;
use crate::jscache::key;
use crate::memory::GuestMem;

const M: &str = "host_jscache";

/// The store key of the guest's (engine, name, source) buffers, given as (pointer, length).
fn guest_key(mem: &GuestMem<'_>, parts: [(i32, i32); 3]) -> KResult<[u8; 32]> {
    let [e, n, s] = parts.map(|(p, l)| mem.slice(u(p), u(l)));
    Ok(key(e?, n?, s?))
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
                let k = guest_key(mem, [(e, el), (n, nl), (s, sl)])?;
                let found = ctx.jscache.get(&k).or_else(|| {
                    let module = ctx.module.as_ref()?;
                    let (name, source) =
                        (mem.slice(u(n), u(nl)).ok()?, mem.slice(u(s), u(sl)).ok()?);
                    ctx.jscache.get_machine(k, module, name, source)
                });
                let Some(bytecode) = found else {
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
                let k = guest_key(mem, [(e, el), (n, nl), (s, sl)])?;
                ctx.jscache.put(k, mem.slice(u(b), u(bl))?)?;
                // The guest's bytes stay in its VM; the machine store gets the host's compile.
                if let Some(module) = &ctx.module {
                    let (name, source) = (mem.slice(u(n), u(nl))?, mem.slice(u(s), u(sl))?);
                    ctx.jscache
                        .offer_machine(module, ctx.module_cache_dir.clone(), name, source);
                }
                Ok(())
            })
        },
    )?;
    Ok(())
}
