//! agentOS sandbox mounting (`sandbox.md`): a Sandbox Agent server's filesystem as the
//! `sandbox_agent` mount ([`fs`]), its process API as the `agentos-sandbox` commands
//! ([`commands`]), both over one lazily started, idle-stopped [`Sandbox`] whose server comes
//! from a fixed endpoint or a [`provider::Provider`] (`local()` here; Docker next).
//!
//! Nothing here blocks a caller's thread on the network: requests run on this crate's tokio
//! runtime ([`runtime`]) and answers come back through the kernel's driver-call and the native
//! binding channels, which the callers wait on with their own timeouts and signal checks.

pub mod client;
pub mod commands;
pub mod confine;
pub mod docker;
pub mod error;
pub mod fs;
pub mod provider;
pub mod runtime;
pub mod sandbox;

pub use client::{Client, Endpoint};
pub use commands::{group_spec, SandboxCommands};
pub use docker::{DockerOptions, DockerProvider};
pub use error::SandboxError;
pub use fs::sandbox_fs;
pub use provider::{bwrap_usable, Isolation, LocalOptions, LocalProvider, Provider};
pub use sandbox::{Sandbox, SandboxOptions, Source};

/// The default binding timeout (`bindings-cli.md` 8.2).
pub const DEFAULT_BINDING_TIMEOUT_MS: u64 = agentos_bindings::registry::DEFAULT_TIMEOUT_MS;
