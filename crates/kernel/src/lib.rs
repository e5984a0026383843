//! The agentOS kernel: everything a VM is, without an execution engine.
//!
//! One concept per module: [`vfs`] (the filesystem interface), [`memfs`] (the in-memory
//! filesystem), [`mount_table`], [`path`], [`fd_table`] (open file descriptions and fd tables),
//! [`pipe`], [`sink`] (host-collected output), [`socket`] (sockets as fds), [`permissions`] (the policy engine),
//! [`process_table`], [`interrupt`] (blocking that a signal wakes), and [`kernel`], which ties
//! them together. Errors are [`Errno`] values numbered as in WASI preview1. Nothing here knows about
//! wasmtime, HTTP or Node.

pub mod driver_fs;
pub mod errno;
pub mod fd_table;
pub mod host_call;
pub mod host_dir;
pub mod interrupt;
pub mod kernel;
pub mod memfs;
pub mod mount_table;
pub mod path;
pub mod permissions;
pub mod pipe;
pub mod process_table;
pub mod sink;
pub mod socket;
pub mod vfs;

pub use errno::{Errno, KResult};
pub use kernel::{
    CheckedError, FsCheck, Kernel, KernelConfig, OpenRequest, Opened, Resolved, TreeEntry,
};
