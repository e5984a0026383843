//! Keeping a sandbox mount inside its root when symlinks are involved (`sandbox.md` 2.2, 6).
//!
//! The Sandbox Agent server follows symlinks on every filesystem request, so a symlink whose
//! target leaves the mount root would be a door out of it; with `local()` and `isolation:
//! "none"` the server's filesystem is the host's. Two rules close it:
//!
//! - [`link_target`]: the mount creates only symlinks whose target stays inside the root, and
//!   stores a target that climbs (`..`) or is absolute as the normalised absolute path. Every
//!   symlink the mount made then names a path below the root however the links around it are
//!   later moved or replaced (a target without `..` resolves below the link's own directory;
//!   an absolute one below the root), so following them never leaves the root.
//! - [`check_beneath`]: for a server that is an unconfined process on this host, each request's
//!   path is resolved on the host (every symlink followed, as the server will) before it is
//!   sent, and refused when the result is outside the root. This covers symlinks the mount did
//!   not make (by sandbox processes, or present in a caller's `workdir`); a process racing the
//!   check can still swap a link in between, so it is a second line, not the boundary.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::path::{Component, Path, PathBuf};

use agentos_kernel::Errno;

/// Symlinks followed while resolving one path before `ELOOP` (Linux's limit).
const MAX_LINKS: usize = 40;

/// Why a path or symlink target was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfineError {
    /// The target of a new symlink resolves outside the mount root.
    #[error("symlink target {target:?} leaves the sandbox mount root {root}")]
    TargetOutside { target: String, root: String },
    /// A path resolves outside the mount root through a symlink.
    #[error("{path} resolves to {resolved}, outside the sandbox mount root {root} (a symlink leaves it)")]
    Outside {
        path: String,
        resolved: String,
        root: String,
    },
    /// Too many symlinks.
    #[error("{path}: too many levels of symbolic links")]
    Loop { path: String },
}

impl ConfineError {
    /// `EPERM` for a refused symlink target, `EACCES` for a path that leaves the root, `ELOOP`.
    pub fn errno(&self) -> Errno {
        match self {
            ConfineError::TargetOutside { .. } => Errno::Eperm,
            ConfineError::Outside { .. } => Errno::Eacces,
            ConfineError::Loop { .. } => Errno::Eloop,
        }
    }
}

/// `path` normalised lexically (`.` dropped, `..` pops); `None` when `..` climbs above the
/// start of a relative path or above `/`.
fn normalise(path: &str) -> Option<String> {
    let absolute = path.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    let joined = parts.join("/");
    Some(if absolute {
        format!("/{joined}")
    } else {
        joined
    })
}

fn is_below(path: &str, root: &str) -> bool {
    let root = root.trim_end_matches('/');
    if root.is_empty() {
        // `/` (absolute) holds every absolute path.
        return path.starts_with('/');
    }
    path == root
        || path
            .strip_prefix(root)
            .is_some_and(|rest| rest.starts_with('/'))
}

fn parent(path: &str) -> &str {
    match path.trim_end_matches('/').rfind('/') {
        Some(0) => "/",
        Some(i) => &path[..i],
        None => "",
    }
}

/// The target to store for a symlink at sandbox path `link` (under the mount root `root`,
/// both normalised as [`crate::sandbox::remote_path`] makes them) asked to point at `target`.
/// A root of `/` holds everything: the target is kept. Otherwise the target, resolved
/// relative to the link's directory, must stay below `root` (else
/// [`ConfineError::TargetOutside`]); a relative target without `..` is kept, any other is
/// stored as its normalised absolute form (relative roots: kept as given).
pub fn link_target(root: &str, link: &str, target: &str) -> Result<String, ConfineError> {
    let outside = || ConfineError::TargetOutside {
        target: target.to_string(),
        root: root.to_string(),
    };
    if root == "/" {
        return Ok(target.to_string());
    }
    if target.is_empty() {
        return Err(outside());
    }
    let root_relative = !root.starts_with('/');
    if target.starts_with('/') && root_relative {
        // The server's home is not known here: an absolute target cannot be placed.
        return Err(outside());
    }
    let climbs = target.split('/').any(|s| s == "..");
    let joined = if target.starts_with('/') {
        target.to_string()
    } else {
        format!("{}/{target}", parent(link))
    };
    let resolved = normalise(&joined).ok_or_else(outside)?;
    let root_norm = normalise(root).ok_or_else(outside)?;
    let inside = if root_relative && root_norm.is_empty() {
        // `.`: the home itself; `..` above it was refused by `normalise`.
        true
    } else {
        is_below(&resolved, &root_norm)
    };
    if !inside {
        return Err(outside());
    }
    if (target.starts_with('/') || climbs) && !root_relative {
        Ok(resolved)
    } else {
        // Relative roots: the server's home is unknown, so a climbing target stays relative
        // (moving such a link elsewhere can change where it points).
        Ok(target.to_string())
    }
}

/// What `readlink` shows for a `stored` target of the link at `link` (the inverse of
/// [`link_target`]'s rewrite): an absolute target below an absolute `root` other than `/`
/// becomes relative to the link's directory, so the guest never sees the root's real path.
pub fn shown_target(root: &str, link: &str, stored: &str) -> String {
    if root == "/" || !root.starts_with('/') || !stored.starts_with('/') {
        return stored.to_string();
    }
    let Some(root_norm) = normalise(root) else {
        return stored.to_string();
    };
    if !is_below(stored, &root_norm) {
        return stored.to_string();
    }
    let from: Vec<&str> = parent(link).split('/').filter(|s| !s.is_empty()).collect();
    let to: Vec<&str> = stored.split('/').filter(|s| !s.is_empty()).collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<&str> = vec![".."; from.len() - common];
    parts.extend(&to[common..]);
    if parts.is_empty() {
        ".".to_string()
    } else {
        parts.join("/")
    }
}

/// `path` (absolute) resolved on this host as the kernel would open it: every symlink
/// followed, the last one too; components from the first missing one on are taken as they are.
pub fn resolve_host(path: &Path) -> Result<PathBuf, ConfineError> {
    let mut pending: VecDeque<OsString> = VecDeque::new();
    push_front(&mut pending, path);
    let mut out = PathBuf::from("/");
    let mut links = 0usize;
    let mut missing = false;
    while let Some(c) = pending.pop_front() {
        if c == ".." {
            out.pop();
            continue;
        }
        if c == "." || c.is_empty() {
            continue;
        }
        let next = out.join(&c);
        if !missing {
            match std::fs::symlink_metadata(&next) {
                Ok(m) if m.file_type().is_symlink() => {
                    links += 1;
                    if links > MAX_LINKS {
                        return Err(ConfineError::Loop {
                            path: path.display().to_string(),
                        });
                    }
                    match std::fs::read_link(&next) {
                        Ok(t) => {
                            if t.is_absolute() {
                                out = PathBuf::from("/");
                            }
                            push_front(&mut pending, &t);
                            continue;
                        }
                        // Replaced meanwhile: take the path as it is.
                        Err(_) => missing = true,
                    }
                }
                Ok(_) => {}
                // Missing, a file as a directory, unreadable: the request fails on the
                // server as well; what follows cannot name anything that exists.
                Err(_) => missing = true,
            }
        }
        out = next;
    }
    Ok(out)
}

fn push_front(pending: &mut VecDeque<OsString>, p: &Path) {
    let parts: Vec<OsString> = p
        .components()
        .filter_map(|c| match c {
            Component::Normal(s) => Some(s.to_os_string()),
            Component::ParentDir => Some("..".into()),
            Component::CurDir | Component::RootDir | Component::Prefix(_) => None,
        })
        .collect();
    for part in parts.into_iter().rev() {
        pending.push_front(part);
    }
}

/// Refuses `path` (an absolute host path) when, with every symlink followed, it lies outside
/// `root` (itself resolved the same way).
pub fn check_beneath(root: &Path, path: &Path) -> Result<(), ConfineError> {
    let real_root = resolve_host(root)?;
    let real = resolve_host(path)?;
    if real.starts_with(&real_root) {
        Ok(())
    } else {
        Err(ConfineError::Outside {
            path: path.display().to_string(),
            resolved: real.display().to_string(),
            root: real_root.display().to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn link_targets_stay_inside_the_root() {
        let r = "/w";
        assert_eq!(
            link_target("/", "/a/l", "/etc/passwd").unwrap(),
            "/etc/passwd"
        );
        assert_eq!(link_target(r, "/w/l", "a/b").unwrap(), "a/b");
        assert_eq!(link_target(r, "/w/d/l", "../a").unwrap(), "/w/a");
        assert_eq!(link_target(r, "/w/l", "/w/x/../y").unwrap(), "/w/y");
        assert_eq!(link_target(r, "/w/l", ".").unwrap(), ".");
        for bad in ["/etc/passwd", "..", "../w2", "/", "/wx", "a/../../x", ""] {
            let e = link_target(r, "/w/l", bad).unwrap_err();
            assert_eq!(e.errno(), Errno::Eperm, "{bad}");
        }
        assert_eq!(link_target("proj", "proj/d/l", "../x").unwrap(), "../x");
        assert!(link_target("proj", "proj/l", "/x").is_err());
        assert!(link_target("proj", "proj/l", "../x").is_err());
    }

    #[test]
    fn shown_targets_are_relative_to_the_link() {
        assert_eq!(shown_target("/w", "/w/d/l", "/w/a"), "../a");
        assert_eq!(shown_target("/w", "/w/l", "/w/a/b"), "a/b");
        assert_eq!(shown_target("/w", "/w/l", "/w"), ".");
        assert_eq!(shown_target("/w", "/w/l", "x"), "x");
        assert_eq!(shown_target("/", "/l", "/etc"), "/etc");
    }

    #[test]
    fn host_paths_through_symlinks() {
        let base = std::env::temp_dir().join(format!("agentos-confine-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let root = base.join("root");
        std::fs::create_dir_all(root.join("d/e")).unwrap();
        std::fs::create_dir_all(base.join("outside")).unwrap();
        let link = |t: &str, at: &str| std::os::unix::fs::symlink(t, root.join(at)).unwrap();
        link("/etc", "etc");
        link("../outside/new", "dangling");
        link("d/e", "deep");
        link(&root.display().to_string(), "self");
        link("self/..", "up");
        link("loop", "loop");
        assert!(check_beneath(&root, &root.join("d/e/f")).is_ok());
        assert!(check_beneath(&root, &root.join("deep/x")).is_ok());
        assert!(check_beneath(&root, &root.join("self/d")).is_ok());
        assert!(check_beneath(&root, &root).is_ok());
        for bad in ["etc/passwd", "etc", "dangling", "up/outside", "up"] {
            let e = check_beneath(&root, &root.join(bad)).unwrap_err();
            assert_eq!(e.errno(), Errno::Eacces, "{bad}");
        }
        assert_eq!(
            check_beneath(&root, &root.join("loop"))
                .unwrap_err()
                .errno(),
            Errno::Eloop
        );
        std::fs::remove_dir_all(&base).unwrap();
    }
}
