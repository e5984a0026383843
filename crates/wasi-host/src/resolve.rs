//! Command resolution (`guest-abi.md` 7.1): what `argv[0]` runs — a registered command, the
//! binding dispatcher, an ad-hoc WASM module or a `#!` script — and the resources the
//! `childProcess` policy judges it by.

use agentos_kernel::path::{join_normalize, split_parent};
use agentos_kernel::vfs::FileType;
use agentos_kernel::{Errno, KResult, Kernel};

use crate::binding;
use crate::command_registry::{stub_name, CommandRegistry};
use crate::process::Image;
use crate::runtime::WASM_MAGIC;
use crate::tier::Tier;

/// The default `PATH` (`api.md` 2.5).
pub const DEFAULT_PATH: &str = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/// Interpreter (`#!`) nesting allowed when resolving scripts.
const MAX_SHEBANG_DEPTH: usize = 4;

/// Bytes of a command file read to decide what it is (stub, WASM, `#!` line; Linux reads 256).
const EXEC_HEAD_BYTES: usize = 4096;

/// Largest file a VM executes (an ad-hoc WASM module or a `#!` script): `EFBIG` above, unread. The
/// largest published command module is about 30 MiB.
pub const MAX_EXEC_FILE_BYTES: u64 = 128 << 20;

/// A resolved command: what runs, at which tier, under which name and argv.
pub struct Resolved {
    pub image: Image,
    pub tier: Tier,
    /// Registry name, or the module path for ad-hoc modules.
    pub command: String,
    pub argv: Vec<String>,
}

/// What resolution reads: the VM's filesystem, its command registry and its binding groups.
pub struct Resolver<'a> {
    pub kernel: &'a Kernel,
    pub registry: &'a CommandRegistry,
    pub bindings: &'a agentos_bindings::Bindings,
}

impl Resolver<'_> {
    /// The binding dispatcher when `name` is `agentos` or `agentos-<registered group>`
    /// (`bindings-cli.md` section 4).
    fn binding_image(&self, name: &str, argv: &[String]) -> Option<Resolved> {
        let is_binding = name == binding::MASTER
            || binding::group_of(name).is_some_and(|g| self.bindings.group(g).is_some());
        is_binding.then(|| Resolved {
            image: Image::Binding,
            tier: Tier::Isolated,
            command: name.to_string(),
            argv: argv.to_vec(),
        })
    }

    /// Resolves a command file in the VM (`guest-abi.md` 7.1 step 1). A WASM module above
    /// [`MAX_EXEC_FILE_BYTES`] is `EFBIG`.
    fn resolve_file(&self, abs: &str, argv: Vec<String>, depth: usize) -> KResult<Resolved> {
        let st = self.kernel.stat(abs, true)?;
        if st.file_type == FileType::Directory {
            return Err(Errno::Eacces);
        }
        // Checked before reading: an ad-hoc module (or script) larger than this is refused, which
        // also bounds what one exec makes the host read and compile (reliability-findings D14).
        // The size is only a hint (a driver may lie): the read below stops at the cap as well.
        if st.size > MAX_EXEC_FILE_BYTES {
            return Err(Errno::Efbig);
        }
        // What a file is shows in its first bytes; only a WASM module is read whole, bounded.
        let mut reader = self.kernel.open_reader(abs)?;
        let head = reader.read_head(EXEC_HEAD_BYTES)?;
        if let Some(name) = stub_name(&head) {
            // A stub names the command that runs, whatever the file is called: multicall modules
            // dispatch on argv[0], so a copied stub (`cp /bin/cat /tmp/c; /tmp/c ls`) must reach
            // the module as the command the policy judged, not as `c`.
            let mut argv = argv;
            if let Some(a0) = argv.first_mut() {
                if a0.rsplit('/').next() != Some(name) {
                    *a0 = name.to_string();
                }
            }
            if let Some(r) = self.binding_image(name, &argv) {
                return Ok(r);
            }
            let cmd = self.registry.get(name).ok_or(Errno::Enoent)?;
            return Ok(Resolved {
                tier: cmd.tier,
                command: cmd.name.clone(),
                image: Image::Registered(cmd),
                argv,
            });
        }
        if head.starts_with(WASM_MAGIC) {
            let Some(bytes) = reader.read_to_end(head, MAX_EXEC_FILE_BYTES)? else {
                tracing::debug!(
                    path = abs,
                    size = reader.size_hint(),
                    "ad-hoc module larger than {MAX_EXEC_FILE_BYTES} bytes refused"
                );
                return Err(Errno::Efbig);
            };
            // The module's identity for the policy: its path with symlinks resolved.
            let path = self
                .kernel
                .resolve(abs, true)
                .map(|r| r.path)
                .unwrap_or_else(|_| abs.to_string());
            return Ok(Resolved {
                tier: Tier::Full,
                command: abs.to_string(),
                image: Image::AdHoc { path, bytes },
                argv,
            });
        }
        if let Some(rest) = head.strip_prefix(b"#!") {
            if depth >= MAX_SHEBANG_DEPTH {
                return Err(Errno::Eloop);
            }
            let line = rest.split(|b| *b == b'\n').next().unwrap_or(&[]);
            let line = String::from_utf8_lossy(line);
            let mut parts = line.trim().splitn(2, char::is_whitespace);
            let interp = parts
                .next()
                .filter(|s| !s.is_empty())
                .ok_or(Errno::Enoexec)?
                .to_string();
            let mut new_argv = vec![interp.clone()];
            if let Some(arg) = parts.next().map(str::trim).filter(|s| !s.is_empty()) {
                new_argv.push(arg.to_string());
            }
            new_argv.push(abs.to_string());
            new_argv.extend(argv.into_iter().skip(1));
            let interp_abs = join_normalize("/", &interp);
            return match self.resolve_file(&interp_abs, new_argv.clone(), depth + 1) {
                // Commands live as stubs in /bin only, while scripts name their interpreter where
                // a Linux distribution keeps it (`#!/usr/bin/env node`, `#!/usr/bin/python3`): a
                // missing interpreter in a standard command directory is the registered command
                // of that name, as a missing PATH candidate is in `resolve`.
                Err(Errno::Enoent) => match split_parent(&interp_abs) {
                    Some((dir, base)) if DEFAULT_PATH.split(':').any(|d| d == dir) => {
                        let cmd = self.registry.get(base).ok_or(Errno::Enoent)?;
                        Ok(Resolved {
                            tier: cmd.tier,
                            command: cmd.name.clone(),
                            image: Image::Registered(cmd),
                            argv: new_argv,
                        })
                    }
                    _ => Err(Errno::Enoent),
                },
                other => other,
            };
        }
        Err(Errno::Enoexec)
    }

    /// Resolves `argv[0]` (`guest-abi.md` 7.1): paths against `cwd`, bare names through `PATH`,
    /// then the registry. `ENOENT`, `EACCES` (directory), `ENOEXEC`.
    pub fn resolve(
        &self,
        argv: Vec<String>,
        env: &[(String, String)],
        cwd: &str,
    ) -> KResult<Resolved> {
        let name = argv.first().cloned().ok_or(Errno::Einval)?;
        if name.is_empty() {
            return Err(Errno::Enoent);
        }
        let path = env
            .iter()
            .rev()
            .find(|(k, _)| k == "PATH")
            .map(|(_, v)| v.as_str())
            .unwrap_or(DEFAULT_PATH);
        let mut name = name;
        if name.contains('/') {
            let abs = join_normalize(cwd, &name);
            match self.resolve_file(&abs, argv.clone(), 0) {
                // The published shell never checks that a PATH candidate exists: it spawns
                // `<first PATH dir>/<name>`. A missing file in a PATH directory is therefore
                // looked up again as a bare name (PATH, then the registry).
                Err(Errno::Enoent) => match split_parent(&abs) {
                    Some((dir, base)) if path.split(':').any(|d| join_normalize("/", d) == dir) => {
                        name = base.to_string()
                    }
                    _ => return Err(Errno::Enoent),
                },
                other => return other,
            }
        }
        for dir in path.split(':').filter(|d| d.starts_with('/')) {
            let candidate = join_normalize(dir, &name);
            match self.kernel.stat(&candidate, true) {
                Ok(st) if st.file_type != FileType::Directory => {
                    return self.resolve_file(&candidate, argv, 0)
                }
                _ => continue,
            }
        }
        if let Some(r) = self.binding_image(&name, &argv) {
            return Ok(r);
        }
        let cmd = self.registry.get(&name).ok_or(Errno::Enoent)?;
        Ok(Resolved {
            tier: cmd.tier,
            command: cmd.name.clone(),
            image: Image::Registered(cmd),
            argv,
        })
    }

    /// The `childProcess.spawn` resources of a resolved command (`api.md` 7.3), judged together
    /// (a rule matches when it matches any of them): a registered command's name and every other
    /// name registered for the same module (`sh` and `bash`), the dispatcher's name
    /// (`agentos-weather`), or `wasm:<VM path>` for an ad-hoc module — a file the guest wrote is
    /// never judged by its file name (`/tmp/cat` is not `cat`).
    pub fn spawn_resources(&self, resolved: &Resolved) -> Vec<String> {
        match &resolved.image {
            Image::AdHoc { path, .. } => vec![format!("wasm:{path}")],
            Image::Registered(cmd) => self.registry.aliases(&cmd.name),
            Image::Binding => vec![resolved.command.clone()],
        }
    }
}
