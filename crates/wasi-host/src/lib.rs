//! The agentOS WASI host: runs the published agentOS WASM commands under wasmtime over the
//! kernel in [`agentos_kernel`].
//!
//! - [`runtime`]: the process-wide engine, epoch ticker and compiled-module cache.
//! - [`wasi`], [`host_process`], [`host_user`], [`host_fs`], [`host_net`]: the imports
//!   (`guest-abi.md`), thin decoders over typed functions; [`abi`] converts results in one place.
//! - [`ctx`]: per-process state ([`ctx::ProcCtx`]) and permission tiers.
//! - [`process`]: one guest process on its own thread; [`vm`]: a VM, spawn and `exec`;
//!   [`host_api`]: the host API's checked operations on a VM (the policy checks live there).

pub mod abi;
pub mod binding;
pub mod command_registry;
pub mod ctx;
pub mod error;
pub mod host_api;
pub mod host_fs;
pub mod host_net;
pub mod host_process;
pub mod host_user;
pub mod limits;
pub mod memory;
pub mod process;
pub mod runtime;
pub mod vm;
pub mod wasi;

pub use binding::{BindingCall, BindingHost, BindingResult};
pub use command_registry::CommandSpec;
pub use ctx::Tier;
pub use error::{HostError, HostResult};
pub use vm::{ExecOptions, ExecOutput, Vm, VmConfig};
