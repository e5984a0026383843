//! `precompileModules`: compiling command files into the on-disk module cache ahead of time.

use std::path::PathBuf;

use napi::bindgen_prelude::*;
use napi_derive::napi;

use crate::error::{sync, AgentError, AgentResult};
use crate::options::{command_spec, NativeCommand};

/// What [`precompile_modules`] did.
#[napi(object)]
pub struct NativePrecompileReport {
    /// Modules compiled and written to the cache now.
    pub compiled: u32,
    /// Modules whose artifact was already in the cache.
    pub cached: u32,
}

/// Compiles command files ahead of time into the on-disk module cache (`module_cache_dir`, else
/// `$AGENTOS_MODULE_CACHE_DIR`, else the user cache dir), for the default engine: a later exec of
/// any VM using that cache loads them instead of compiling. Throws `ENOENT`/`ENOEXEC`/`EIO`.
#[napi(catch_unwind)]
pub fn precompile_modules(
    env: Env,
    paths: Vec<String>,
    module_cache_dir: Option<String>,
    commands: Option<Vec<NativeCommand>>,
) -> Result<NativePrecompileReport> {
    sync(&env, move || {
        let runtime = agentos_wasi_host::runtime::runtime().map_err(AgentError::from)?;
        let cache_dir = module_cache_dir.map(PathBuf::from);
        let mut report = NativePrecompileReport {
            compiled: 0,
            cached: 0,
        };
        // Commands resolve to their files as `AgentOs.create` resolves them (the registry's check
        // and `aliasOf` fallback), so precompile and create agree on which file a command runs.
        let mut files: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
        if let Some(commands) = commands {
            let specs = commands
                .into_iter()
                .map(|c| command_spec(c.name, c.path, c.tier.as_deref(), c.fallback))
                .collect::<AgentResult<Vec<_>>>()?;
            let registry = agentos_wasi_host::command_registry::CommandRegistry::new(specs)
                .map_err(AgentError::from)?;
            let mut resolved: Vec<PathBuf> = registry
                .names()
                .filter_map(|n| registry.get(n).map(|c| c.path.clone()))
                .collect();
            resolved.sort();
            files.extend(resolved);
        }
        let mut seen = std::collections::HashSet::new();
        files.retain(|f| seen.insert(f.clone()));
        for path in files {
            let compiled = runtime
                .precompile_file(
                    agentos_wasi_host::runtime::EngineKind::Default,
                    &path,
                    cache_dir.as_deref(),
                )
                .map_err(AgentError::from)?;
            if compiled {
                report.compiled += 1;
            } else {
                report.cached += 1;
            }
        }
        Ok(report)
    })
}
