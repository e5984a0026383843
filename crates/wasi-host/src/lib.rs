//! The agentOS WASI host: runs the published agentOS WASM commands under wasmtime over the
//! kernel in [`agentos_kernel`].
//!
//! - [`runtime`]: the process-wide engine, epoch ticker and compiled-module cache.
//! - [`wasi`], [`host_process`], [`host_user`], [`host_fs`], [`host_net`]: the imports
//!   (`guest-abi.md`), thin decoders over typed functions; [`abi`] converts results in one place.
//! - [`net`]: guest networking (sockets as kernel fds, host TCP/TLS on a tokio runtime, VM
//!   loopback; `docs/network.md`); [`fetch`]: [`Vm::fetch`] into a guest server.
//! - [`ctx`]: per-process state ([`ctx::ProcCtx`]); [`tier`]: permission tiers; [`host`]: what a
//!   guest may ask of its VM ([`host::Spawner`]); [`env`](mod@env): the environment rule.
//! - [`process`]: one guest process on its own thread; [`resolve`]: what `argv[0]` runs;
//!   [`vm`]: a VM, spawn and `exec`; [`host_api`]: the host API's checked operations on a VM
//!   (the policy checks of host calls live there).

pub mod abi;
pub mod binding;
pub mod command_registry;
pub mod ctx;
pub mod env;
pub mod error;
pub mod executor;
pub mod fetch;
pub mod heap;
pub mod host;
pub mod host_api;
pub mod host_fs;
pub mod host_jscache;
pub mod host_net;
pub mod host_process;
pub mod host_user;
pub mod jscache;
pub mod jscompile;
pub mod limits;
pub mod memory;
pub mod net;
pub mod process;
pub mod resolve;
pub mod runtime;
pub mod tier;
pub mod vm;
pub mod wait;
pub mod wasi;

pub use binding::{BindingCall, BindingHost, BindingResult};
pub use command_registry::CommandSpec;
pub use error::{HostError, HostResult};
pub use fetch::{FetchRequest, FetchResponse};
pub use net::NetworkConfig;
pub use tier::Tier;
pub use vm::{ExecOptions, ExecOutput, Vm, VmConfig};
