//! The command registry: command name → WASM file and tier (`api.md` 2.2), plus the `/bin` stubs
//! that make shell PATH lookups succeed.

use std::collections::HashMap;
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, OnceLock};
use std::time::{Duration, SystemTime};

use parking_lot::Mutex;

use agentos_kernel::Errno;

use crate::error::{HostError, HostResult};
use crate::runtime::WASM_MAGIC;
use crate::tier::Tier;

/// What a stub file in `/bin` starts with; the rest of the first line is the command name.
pub const STUB_PREFIX: &str = "# agentos-command: ";

/// Command names that are one program whichever of them a module is started as, so that a
/// `childProcess` rule naming one judges them all (when their modules are the same bytes):
/// `bash` is the shell `sh` is. Nothing else is grouped by module identity (see
/// [`CommandRegistry::aliases`]).
pub const SAME_PROGRAM: &[&[&str]] = &[&["bash", "sh"]];

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
    /// The file to run when `path` does not exist: an `aliasOf` command of a multicall package
    /// (one module for several names) runs its target's file. `None`: `path` must exist.
    pub fallback: Option<PathBuf>,
}

/// Name → command.
#[derive(Default)]
pub struct CommandRegistry {
    by_name: HashMap<String, Arc<Command>>,
    /// Name → every name registered for the same module (same file contents), computed on first
    /// use ([`CommandRegistry::aliases`]).
    modules: OnceLock<HashMap<String, Arc<Vec<String>>>>,
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
    ///
    /// The check is cached per process: a file already found to be WASM is trusted while its
    /// directory is unchanged (see [`check_command`]), so creating VMs with the same software
    /// costs one `stat` per command directory instead of one per command.
    pub fn new(specs: Vec<CommandSpec>) -> HostResult<Self> {
        let mut by_name = HashMap::new();
        let mut dirs = HashMap::new();
        for s in specs {
            if !valid_name(&s.name) {
                return Err(HostError::new(
                    Errno::Einval,
                    format!("invalid command name {:?}", s.name),
                ));
            }
            let now = SystemTime::now();
            let path = match (check_command(&s.name, &s.path, &mut dirs, now), s.fallback) {
                (Ok(()), _) => s.path,
                (Err(e), Some(fallback)) if e.errno == Errno::Enoent => {
                    check_command(&s.name, &fallback, &mut dirs, now)?;
                    fallback
                }
                (Err(e), _) => return Err(e),
            };
            let tier = Tier::effective(&s.name, s.tier);
            by_name.insert(
                s.name.clone(),
                Arc::new(Command {
                    name: s.name,
                    path,
                    tier,
                }),
            );
        }
        Ok(CommandRegistry {
            by_name,
            modules: OnceLock::new(),
        })
    }

    /// Every registered name that is the same program as `name` (`name` first, then the others
    /// sorted): names of one [`SAME_PROGRAM`] class whose module files have the same bytes (size
    /// first, then sha256 among equal sizes), computed once per registry on the first call. Other
    /// names are never grouped, even over one file: a multicall module (our coreutils serves
    /// `cat`, `ls`, `rm`, … from one file) runs a different program per argv[0].
    pub fn aliases(&self, name: &str) -> Vec<String> {
        let modules = self.modules.get_or_init(|| self.module_groups());
        let mut out = vec![name.to_string()];
        if let Some(group) = modules.get(name) {
            out.extend(group.iter().filter(|n| n.as_str() != name).cloned());
        }
        out
    }

    fn module_groups(&self) -> HashMap<String, Arc<Vec<String>>> {
        use sha2::{Digest, Sha256};
        let mut by_size: HashMap<u64, Vec<&Command>> = HashMap::new();
        let same_program = |a: &str, b: &str| {
            SAME_PROGRAM
                .iter()
                .any(|class| class.contains(&a) && class.contains(&b))
        };
        let candidates = self.by_name.values().filter(|c| {
            SAME_PROGRAM
                .iter()
                .any(|class| class.contains(&c.name.as_str()))
        });
        for c in candidates {
            if let Ok(m) = std::fs::metadata(&c.path) {
                by_size.entry(m.len()).or_default().push(c);
            }
        }
        let mut out = HashMap::new();
        for same_size in by_size.into_values().filter(|v| v.len() > 1) {
            let mut by_hash: HashMap<[u8; 32], Vec<String>> = HashMap::new();
            for c in same_size {
                // Unreadable files stay on their own (judged by their own name).
                if let Ok(bytes) = std::fs::read(&c.path) {
                    let sha: [u8; 32] = Sha256::digest(&bytes).into();
                    by_hash.entry(sha).or_default().push(c.name.clone());
                }
            }
            for names in by_hash.into_values().filter(|v| v.len() > 1) {
                // One file may hold programs of several classes: group within each class.
                for first in &names {
                    let mut group: Vec<String> = names
                        .iter()
                        .filter(|n| same_program(first, n))
                        .cloned()
                        .collect();
                    group.sort();
                    if group.len() > 1 {
                        out.insert(first.clone(), Arc::new(group));
                    }
                }
            }
        }
        out
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

/// The identity and change times of a directory holding command files.
#[derive(Clone, Copy, PartialEq, Eq)]
struct DirKey {
    dev: u64,
    ino: u64,
    /// Nanoseconds since the epoch.
    mtime: i128,
    ctime: i128,
}

fn dir_key(dir: &Path) -> Option<DirKey> {
    let m = std::fs::metadata(dir).ok()?;
    let ns = |s: i64, n: i64| i128::from(s) * 1_000_000_000 + i128::from(n);
    Some(DirKey {
        dev: m.dev(),
        ino: m.ino(),
        mtime: ns(m.mtime(), m.mtime_nsec()),
        ctime: ns(m.ctime(), m.ctime_nsec()),
    })
}

/// How long a directory must have been unchanged before its state is trusted: a change in the
/// same clock tick as a check would not change the timestamps (the "racy git" problem; Linux
/// timestamps may be as coarse as a jiffy).
const RACY_MARGIN: Duration = Duration::from_secs(2);

impl DirKey {
    /// Whether the last change was at least [`RACY_MARGIN`] before `now`.
    fn settled(&self, now: SystemTime) -> bool {
        let changed = self.mtime.max(self.ctime);
        let now = now
            .duration_since(SystemTime::UNIX_EPOCH)
            .map(|d| d.as_nanos() as i128)
            .unwrap_or(0);
        now - changed >= RACY_MARGIN.as_nanos() as i128
    }
}

/// A command directory's key when files in it were checked, and the names checked under that
/// key: `true` for a regular file (not a symlink) found to be WASM, `false` for a missing one.
type CheckedDir = (DirKey, HashMap<OsString, bool>);

/// Per command directory, what was checked in it.
static CHECKED_DIRS: LazyLock<Mutex<HashMap<OsString, CheckedDir>>> =
    LazyLock::new(Default::default);

/// [`check_command_file`], skipped when the file was checked before and its directory is
/// unchanged since (same device, inode, mtime and ctime, the last change at least
/// [`RACY_MARGIN`] ago): removing, adding or renaming an entry changes the directory's mtime,
/// so the file still exists (or, when it was missing, is still missing: `ENOENT` without a
/// syscall). A file rewritten in place to something that is not WASM is then not seen at create
/// time but at its first spawn (`ENOEXEC` there). `dirs` caches the directory `stat`s of one
/// registry; `now` is the current time (a parameter for tests).
fn check_command(
    name: &str,
    path: &Path,
    dirs: &mut HashMap<OsString, Option<DirKey>>,
    now: SystemTime,
) -> HostResult<()> {
    let (Some(dir), Some(file)) = (path.parent(), path.file_name()) else {
        return check_command_file(name, path);
    };
    // Keyed by the bytes of the path (hashing a `Path` parses its components).
    let key = match dirs.get(dir.as_os_str()) {
        Some(k) => *k,
        None => {
            let k = dir_key(dir).filter(|k| k.settled(now));
            dirs.insert(dir.as_os_str().to_os_string(), k);
            k
        }
    };
    let Some(key) = key else {
        return check_command_file(name, path);
    };
    if let Some((k, names)) = CHECKED_DIRS.lock().get(dir.as_os_str()) {
        match names.get(file) {
            Some(true) if *k == key => return Ok(()),
            Some(false) if *k == key => return Err(missing_command(name, path)),
            _ => {}
        }
    }
    let result = check_command_file(name, path);
    let known = match &result {
        Ok(()) => std::fs::symlink_metadata(path)
            .is_ok_and(|m| m.file_type().is_file())
            .then_some(true),
        // Missing as a directory entry (not through a dangling symlink or a missing directory).
        Err(e) if e.errno == Errno::Enoent => std::fs::symlink_metadata(path)
            .is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
            .then_some(false),
        Err(_) => None,
    };
    if let Some(present) = known {
        let mut checked = CHECKED_DIRS.lock();
        let entry = checked
            .entry(dir.as_os_str().to_os_string())
            .or_insert_with(|| (key, HashMap::new()));
        if entry.0 != key {
            *entry = (key, HashMap::new());
        }
        entry.1.insert(file.to_os_string(), present);
    }
    result
}

/// `ENOENT` for command `name`'s missing file, as [`check_command_file`] reports it.
fn missing_command(name: &str, path: &Path) -> HostError {
    let shown = path.display().to_string();
    HostError {
        errno: Errno::Enoent,
        message: format!("ENOENT: command {name}: no such file, open '{shown}'"),
        path: Some(shown),
        dest: None,
        syscall: Some("open"),
        pid: None,
    }
}

/// Checks that a command file exists and starts with the WASM magic. `ENOENT`/`ENOEXEC` naming
/// the command and the file (also set as the error's `path`).
fn check_command_file(name: &str, path: &Path) -> HostResult<()> {
    let shown = path.display().to_string();
    let err = |errno: Errno, what: &str| HostError {
        errno,
        message: format!("{}: command {name}: {what}, open '{shown}'", errno.name()),
        path: Some(shown.clone()),
        dest: None,
        syscall: Some("open"),
        pid: None,
    };
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory => {
            missing_command(name, path)
        }
        std::io::ErrorKind::PermissionDenied => err(Errno::Eacces, "permission denied"),
        _ => err(Errno::Eio, &e.to_string()),
    })?;
    // Only a regular file is a command; a directory, FIFO or device is not (and opening a FIFO
    // would wait for a writer).
    if !meta.is_file() {
        return Err(err(Errno::Enoexec, "not a regular file"));
    }
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
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(missing_command(name, path)),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            Err(err(Errno::Eacces, "permission denied"))
        }
        Err(e) => Err(err(Errno::Eio, &e.to_string())),
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
    fn aliases_are_the_names_of_identical_module_files() {
        let dir = std::env::temp_dir().join(format!("agentos-alias-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let shell = [&WASM_MAGIC[..], b"shell module"].concat();
        let other = [&WASM_MAGIC[..], b"other module"].concat(); // same size, other bytes
        let files = [
            ("sh", &shell),
            ("bash", &shell),
            ("cat", &other),
            // One multicall file for two programs (as our coreutils): not the same program.
            ("cp", &other),
            ("ls", &shell[..6].to_vec()),
        ];
        let specs = files
            .iter()
            .map(|(name, bytes)| {
                let path = dir.join(name);
                std::fs::write(&path, bytes).unwrap();
                CommandSpec {
                    name: name.to_string(),
                    path,
                    tier: Tier::Full,
                    fallback: None,
                }
            })
            .collect();
        let reg = CommandRegistry::new(specs).unwrap();
        assert_eq!(reg.aliases("sh"), ["sh", "bash"]);
        assert_eq!(reg.aliases("bash"), ["bash", "sh"]);
        assert_eq!(reg.aliases("cat"), ["cat"]);
        assert_eq!(reg.aliases("cp"), ["cp"]);
        assert_eq!(reg.aliases("ls"), ["ls"]);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn rejects_missing_and_non_wasm_files() {
        let missing = CommandRegistry::new(vec![CommandSpec {
            name: "x".into(),
            path: "/nonexistent/x".into(),
            tier: Tier::Full,
            fallback: None,
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
            fallback: None,
        }]);
        assert_eq!(bad.err().map(|e| e.errno), Some(Errno::Enoexec));
        // A directory (or a FIFO, which must not be opened: that would wait for a writer) is not
        // a command file: ENOEXEC, and an alias's fallback does not apply.
        let sub = dir.join("sub");
        std::fs::create_dir_all(&sub).unwrap();
        let fifo = dir.join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        for p in [Some(sub), made.ok().filter(|s| s.success()).map(|_| fifo)]
            .into_iter()
            .flatten()
        {
            let r = CommandRegistry::new(vec![CommandSpec {
                name: "d".into(),
                path: p,
                tier: Tier::Full,
                fallback: Some(dir.join("txt")),
            }]);
            assert_eq!(r.err().map(|e| e.errno), Some(Errno::Enoexec));
        }
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_checked_file_is_trusted_while_its_settled_directory_is_unchanged() {
        let dir = std::env::temp_dir().join(format!("agentos-regdir-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let a = dir.join("a");
        let wasm = b"\0asm\x01\0\0\0";
        std::fs::write(&a, wasm).unwrap();
        let check = |later: u64| {
            let now = SystemTime::now() + Duration::from_secs(later);
            check_command("a", &a, &mut HashMap::new(), now).map_err(|e| e.errno)
        };
        // Just changed (racy): every create checks the file itself.
        assert_eq!(check(0), Ok(()));
        std::fs::write(&a, b"text").unwrap();
        assert_eq!(check(0), Err(Errno::Enoexec));
        std::fs::write(&a, wasm).unwrap();
        // Settled: checked once, then trusted, even when rewritten in place (spawn sees that).
        assert_eq!(check(10), Ok(()));
        std::fs::write(&a, b"text").unwrap();
        assert_eq!(check(10), Ok(()));
        // Removing it changes the directory: ENOENT at once.
        std::fs::remove_file(&a).unwrap();
        assert_eq!(check(10), Err(Errno::Enoent));
        // A missing name is remembered as missing, until the directory changes.
        assert_eq!(check(10), Err(Errno::Enoent));
        std::fs::write(&a, wasm).unwrap();
        assert_eq!(check(10), Ok(()));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn an_alias_without_its_own_file_runs_its_fallback() {
        let dir = std::env::temp_dir().join(format!("agentos-regalias-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("multi"), b"\0asm\x01\0\0\0").unwrap();
        let spec = |name: &str, fallback: Option<&str>| CommandSpec {
            name: name.into(),
            path: dir.join(name),
            tier: Tier::Full,
            fallback: fallback.map(|f| dir.join(f)),
        };
        let reg =
            CommandRegistry::new(vec![spec("alias", Some("multi")), spec("multi", None)]).unwrap();
        assert_eq!(reg.get("alias").unwrap().path, dir.join("multi"));
        // Its own file wins when it exists.
        std::fs::write(dir.join("alias"), b"\0asm\x01\0\0\0").unwrap();
        let reg = CommandRegistry::new(vec![spec("alias", Some("multi"))]).unwrap();
        assert_eq!(reg.get("alias").unwrap().path, dir.join("alias"));
        // Neither exists: ENOENT naming the fallback.
        let err = CommandRegistry::new(vec![spec("other", Some("gone"))])
            .err()
            .unwrap();
        assert_eq!(err.errno, Errno::Enoent);
        assert!(err.message.contains("gone"), "{}", err.message);
        let _ = std::fs::remove_dir_all(dir);
    }
}
