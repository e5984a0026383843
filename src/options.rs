//! VM options, limits and commands (`AgentOs.create`, `exec`/`spawn` options), converted into
//! the core's `VmConfig`/`ExecOptions`.

use std::collections::HashMap;
use std::path::PathBuf;

use agentos_kernel::permissions::Policy;
use agentos_kernel::KernelConfig;
use agentos_wasi_host::{CommandSpec, NetworkConfig, Tier, VmConfig};
use napi::bindgen_prelude::*;
use napi_derive::napi;

use crate::error::{AgentError, AgentResult};

use crate::bindings::NativeBindingGroup;
use crate::sandbox::{NativeSandboxConfig, NativeSandboxOption};

/// A command to register (`software` flattened by the JS layer).
#[napi(object)]
pub struct NativeCommand {
    pub name: String,
    /// Host path of the WASM file.
    pub path: String,
    /// `full` | `read-write` | `read-only` | `isolated` (default `full`).
    pub tier: Option<String>,
    /// Host path of the file to run when `path` does not exist (an `aliasOf` command of a
    /// multicall package runs its target's file).
    pub fallback: Option<String>,
}

/// Resource limits (`api.md` section 8). Byte values are bytes; times are ms.
#[napi(object)]
pub struct NativeLimits {
    pub max_processes: Option<u32>,
    pub max_open_fds: Option<u32>,
    pub max_filesystem_bytes: Option<f64>,
    pub max_inode_count: Option<f64>,
    pub max_pipe_bytes: Option<f64>,
    pub max_wasm_memory_bytes: Option<f64>,
    pub exec_timeout_ms: Option<f64>,
    pub cpu_time_limit_ms: Option<f64>,
    /// Wasmtime fuel per process; ≥ 1.
    pub max_wasm_fuel: Option<f64>,
    /// Bytes one open driver/sandbox file may hold in memory (`EFBIG` beyond).
    pub max_driver_file_bytes: Option<f64>,
    /// Bytes all open driver/sandbox files of the VM may hold in memory (`ENOSPC` beyond).
    pub max_driver_buffer_bytes: Option<f64>,
}

/// `options.network` (`runtimes.md` 1.1, `docs/network.md`), validated by `lib/options.js`;
/// `caCerts` are parsed by the core (`EINVAL` naming the entry).
#[napi(object)]
pub struct NativeNetwork {
    pub loopback_exempt_ports: Option<Vec<u32>>,
    pub ca_certs: Option<Vec<String>>,
    pub max_sockets: Option<u32>,
    pub connect_timeout_ms: Option<f64>,
}

#[napi(object)]
pub struct NativeVmOptions {
    pub commands: Vec<NativeCommand>,
    /// More commands (registered after `commands`), packed by `lib/software.js` into one string:
    /// `name NUL path NUL tier NUL fallback` per command (fallback empty when none), joined
    /// with NUL. One string crosses the napi boundary
    /// instead of an object per command (125 for the common set).
    pub packed_commands: Option<String>,
    pub bindings: Option<Vec<NativeBindingGroup>>,
    pub env: Option<HashMap<String, String>>,
    pub cwd: Option<String>,
    pub module_cache_dir: Option<String>,
    pub limits: Option<NativeLimits>,
    /// The `permissions` option as JSON text (`api.md` 7), parsed and validated in the core.
    pub permissions: Option<String>,
    pub network: Option<NativeNetwork>,
    /// The `sandbox` option (`sandbox.md` 1): a mount plus the `sandbox` binding group.
    pub sandbox: Option<NativeSandboxOption>,
    /// `createSandboxBindings({client})` groups: the `sandbox` group over a fixed server.
    pub sandbox_groups: Option<Vec<NativeSandboxConfig>>,
}

#[napi(object)]
pub struct NativeExecOptions {
    pub env: Option<HashMap<String, String>>,
    pub cwd: Option<String>,
    pub stdin: Option<Buffer>,
    /// ms; 0 = no timeout; absent = the VM's `execTimeoutMs`.
    pub timeout_ms: Option<f64>,
}

#[napi(object)]
pub struct NativeSpawnOptions {
    pub env: Option<HashMap<String, String>>,
    pub cwd: Option<String>,
}

/// An `env` option as sorted pairs (the order the core merges them in; later entries win).
pub(crate) fn env_pairs(env: Option<HashMap<String, String>>) -> Vec<(String, String)> {
    let mut pairs: Vec<(String, String)> = env.unwrap_or_default().into_iter().collect();
    pairs.sort();
    pairs
}

pub(crate) fn positive(v: Option<f64>, name: &str) -> AgentResult<Option<u64>> {
    match v {
        None => Ok(None),
        Some(x) if x.is_finite() && x >= 0.0 && x.fract() == 0.0 => Ok(Some(x as u64)),
        Some(x) => Err(AgentError::einval(format!(
            "options.limits.{name} must be a non-negative integer, got {x}"
        ))),
    }
}

pub(crate) fn command_spec(
    name: String,
    path: String,
    tier: Option<&str>,
    fallback: Option<String>,
) -> AgentResult<CommandSpec> {
    let tier = match tier {
        None => Tier::Full,
        Some(t) => Tier::parse(t).ok_or_else(|| {
            AgentError::einval(format!("command {name}: unknown permission tier {t:?}"))
        })?,
    };
    Ok(CommandSpec {
        name,
        path: PathBuf::from(path),
        tier,
        fallback: fallback.filter(|f| !f.is_empty()).map(PathBuf::from),
    })
}

/// Unpacks [`NativeVmOptions::packed_commands`].
fn unpack_commands(packed: &str, out: &mut Vec<CommandSpec>) -> AgentResult<()> {
    if packed.is_empty() {
        return Ok(());
    }
    let mut fields = packed.split('\0');
    while let Some(name) = fields.next() {
        let (Some(path), Some(tier), Some(fallback)) =
            (fields.next(), fields.next(), fields.next())
        else {
            return Err(AgentError::einval(
                "packed command list: expected name, path, tier and fallback per command",
            ));
        };
        out.push(command_spec(
            name.to_string(),
            path.to_string(),
            Some(tier),
            Some(fallback.to_string()),
        )?);
    }
    Ok(())
}

/// The VM options as the core's [`VmConfig`], starting from its `Default` (the defaults live
/// there); `bindings`, `sandbox` and `sandboxGroups` are taken out and converted by the caller.
impl TryFrom<NativeVmOptions> for VmConfig {
    type Error = AgentError;

    fn try_from(options: NativeVmOptions) -> AgentResult<VmConfig> {
        let mut cfg = VmConfig::default();
        cfg.commands.reserve(options.commands.len());
        for c in options.commands {
            let spec = command_spec(c.name, c.path, c.tier.as_deref(), c.fallback)?;
            cfg.commands.push(spec);
        }
        if let Some(packed) = options.packed_commands.as_deref() {
            unpack_commands(packed, &mut cfg.commands)?;
        }
        cfg.env = env_pairs(options.env);
        if let Some(cwd) = options.cwd {
            cfg.cwd = cwd;
        }
        cfg.module_cache_dir = options.module_cache_dir.map(PathBuf::from);
        let mut k = KernelConfig::default();
        if let Some(json) = options.permissions {
            let policy =
                Policy::from_json(&json).map_err(|e| AgentError::einval(format!("options.{e}")))?;
            k.permissions = std::sync::Arc::new(policy);
        }
        if let Some(l) = options.limits {
            if let Some(v) = l.max_processes {
                k.max_processes = v as usize;
            }
            if let Some(v) = l.max_open_fds {
                k.max_open_fds = v as usize;
            }
            if let Some(v) = positive(l.max_filesystem_bytes, "maxFilesystemBytes")? {
                k.max_filesystem_bytes = v;
            }
            if let Some(v) = positive(l.max_inode_count, "maxInodeCount")? {
                k.max_inode_count = v;
            }
            if let Some(v) = positive(l.max_driver_file_bytes, "maxDriverFileBytes")? {
                k.max_driver_file_bytes = v;
            }
            if let Some(v) = positive(l.max_driver_buffer_bytes, "maxDriverBufferBytes")? {
                k.max_driver_buffer_bytes = v;
            }
            if let Some(v) = positive(l.max_pipe_bytes, "maxPipeBytes")? {
                k.max_pipe_bytes = usize::try_from(v).unwrap_or(usize::MAX).max(1);
            }
            if let Some(v) = positive(l.max_wasm_memory_bytes, "maxWasmMemoryBytes")? {
                cfg.max_wasm_memory_bytes = v as usize;
            }
            if let Some(v) = positive(l.exec_timeout_ms, "execTimeoutMs")? {
                cfg.exec_timeout_ms = v;
            }
            cfg.cpu_time_limit_ms = positive(l.cpu_time_limit_ms, "cpuTimeLimitMs")?;
            cfg.max_wasm_fuel = match positive(l.max_wasm_fuel, "maxWasmFuel")? {
                Some(0) => {
                    return Err(AgentError::einval(
                        "options.limits.maxWasmFuel must be a positive integer, got 0",
                    ))
                }
                v => v,
            };
        }
        if let Some(n) = options.network {
            cfg.network = network_config(n)?;
        }
        cfg.kernel = k;
        Ok(cfg)
    }
}

fn network_config(n: NativeNetwork) -> AgentResult<NetworkConfig> {
    let mut net = NetworkConfig::default();
    if let Some(ports) = n.loopback_exempt_ports {
        net.loopback_exempt_ports = ports
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                u16::try_from(p).ok().filter(|p| *p > 0).ok_or_else(|| {
                    AgentError::einval(format!(
                        "options.network.loopbackExemptPorts[{i}] must be a port (1-65535), got {p}"
                    ))
                })
            })
            .collect::<AgentResult<_>>()?;
    }
    if let Some(certs) = n.ca_certs {
        net.ca_certs = certs;
    }
    if let Some(v) = n.max_sockets.filter(|v| *v > 0) {
        net.max_sockets = v as usize;
    }
    if let Some(ms) = n.connect_timeout_ms {
        if !(ms.is_finite() && ms >= 1.0 && ms.fract() == 0.0) {
            return Err(AgentError::einval(format!(
                "options.network.connectTimeoutMs must be a positive integer, got {ms}"
            )));
        }
        net.connect_timeout_ms = ms as u64;
    }
    Ok(net)
}
