//! The command registry: command name → WASM file and tier (`api.md` 2.2), plus the `/bin` stubs
//! that make shell PATH lookups succeed.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock};
use std::time::SystemTime;

use parking_lot::Mutex;

use agentos_kernel::Errno;

use crate::ctx::Tier;
use crate::error::{HostError, HostResult};
use crate::runtime::WASM_MAGIC;

/// What a stub file in `/bin` starts with; the rest of the first line is the command name.
pub const STUB_PREFIX: &str = "# agentos-command: ";

/// A registered command.
#[derive(Debug)]
pub struct Command {
    pub name: String,
    /// The WASM file on the host.
    pub path: PathBuf,
    /// The effective tier (declared, raised by the correction table).
    pub tier: Tier,
}

/// A command as the embedder declares it.
#[derive(Clone, Debug)]
pub struct CommandSpec {
    pub name: String,
    pub path: PathBuf,
    pub tier: Tier,
}

/// Name → command.
#[derive(Default)]
pub struct CommandRegistry {
    by_name: HashMap<String, Arc<Command>>,
}

/// Whether `name` is a valid command name (`^[A-Za-z0-9_.\[+-]+$`).
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'[' | b'+' | b'-'))
        && name != "."
        && name != ".."
}

impl CommandRegistry {
    /// Validates and registers `specs`; later entries override earlier ones. Errors: `EINVAL`
    /// for a bad name, `ENOENT` for a missing file, `ENOEXEC` for a file that is not WASM —
    /// each naming the command and file.
    pub fn new(specs: Vec<CommandSpec>) -> HostResult<Self> {
        let mut by_name = HashMap::new();
        for s in specs {
            if !valid_name(&s.name) {
                return Err(HostError::new(
                    Errno::Einval,
                    format!("invalid command name {:?}", s.name),
                ));
            }
            check_command_file(&s.name, &s.path)?;
            let tier = Tier::effective(&s.name, s.tier);
            by_name.insert(
                s.name.clone(),
                Arc::new(Command {
                    name: s.name,
                    path: s.path,
                    tier,
                }),
            );
        }
        Ok(CommandRegistry { by_name })
    }

    pub fn get(&self, name: &str) -> Option<Arc<Command>> {
        self.by_name.get(name).cloned()
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.by_name.keys().map(String::as_str)
    }

    pub fn len(&self) -> usize {
        self.by_name.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }
}

/// Command files already found to be WASM, by (mtime, length): VMs created with the same software
/// do not re-open 125 files each (`AgentOs.create` in well under a millisecond).
static CHECKED: LazyLock<Mutex<HashMap<PathBuf, (SystemTime, u64)>>> =
    LazyLock::new(Default::default);

/// Checks that a command file exists and starts with the WASM magic. `ENOENT`/`ENOEXEC` naming
/// the command and the file (also set as the error's `path`).
fn check_command_file(name: &str, path: &Path) -> HostResult<()> {
    let shown = path.display().to_string();
    let err = |errno: Errno, what: &str| HostError {
        errno,
        message: format!("{}: command {name}: {what}, open '{shown}'", errno.name()),
        path: Some(shown.clone()),
        syscall: Some("open"),
    };
    let meta = std::fs::metadata(path).map_err(|_| err(Errno::Enoent, "no such file"))?;
    let key = (
        meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
        meta.len(),
    );
    if CHECKED.lock().get(path) == Some(&key) {
        return Ok(());
    }
    let mut magic = [0u8; 4];
    match std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut magic)) {
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
            Err(err(Errno::Enoexec, "not a WASM module"))
        }
        Err(_) => Err(err(Errno::Enoent, "no such file")),
        Ok(()) if &magic != WASM_MAGIC => Err(err(Errno::Enoexec, "not a WASM module")),
        Ok(()) => {
            CHECKED.lock().insert(path.to_path_buf(), key);
            Ok(())
        }
    }
}

/// The stub content for `/bin/<name>`.
pub fn stub_content(name: &str) -> String {
    format!("{STUB_PREFIX}{name}\n")
}

/// The command name a stub file names, if `bytes` is a stub.
pub fn stub_name(bytes: &[u8]) -> Option<&str> {
    let rest = bytes.strip_prefix(STUB_PREFIX.as_bytes())?;
    let line = rest.split(|b| *b == b'\n').next()?;
    std::str::from_utf8(line).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(valid_name("["));
        assert!(valid_name("sha256sum"));
        assert!(valid_name("g++"));
        assert!(!valid_name("bad name"));
        assert!(!valid_name("a/b"));
        assert!(!valid_name(""));
        assert_eq!(stub_name(stub_content("ls").as_bytes()), Some("ls"));
        assert_eq!(stub_name(b"\0asm"), None);
    }

    #[test]
    fn rejects_missing_and_non_wasm_files() {
        let missing = CommandRegistry::new(vec![CommandSpec {
            name: "x".into(),
            path: "/nonexistent/x".into(),
            tier: Tier::Full,
        }]);
        assert_eq!(missing.err().map(|e| e.errno), Some(Errno::Enoent));
        let dir = std::env::temp_dir().join(format!("agentos-reg-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("txt");
        std::fs::write(&f, b"hello").unwrap();
        let bad = CommandRegistry::new(vec![CommandSpec {
            name: "t".into(),
            path: f,
            tier: Tier::Full,
        }]);
        assert_eq!(bad.err().map(|e| e.errno), Some(Errno::Enoexec));
        let _ = std::fs::remove_dir_all(dir);
    }
}
