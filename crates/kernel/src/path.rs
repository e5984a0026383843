//! VM path handling: validation and lexical normalisation.
//!
//! VM paths are absolute POSIX paths (`api.md` conventions): `//`, `.` and `..` collapse, and `..`
//! above `/` stays at `/`. Symlinks are not looked at here; the kernel resolves them.

use crate::errno::{Errno, KResult};

/// Longest path accepted, in bytes (`ENAMETOOLONG` beyond).
pub const PATH_MAX: usize = 4096;

/// Validates an API path: absolute, no NUL, at most [`PATH_MAX`] bytes.
///
/// Errors: `EINVAL` for a relative path or a NUL byte, `ENAMETOOLONG` when too long.
pub fn validate_absolute(path: &str) -> KResult<()> {
    if !path.starts_with('/') || path.contains('\0') {
        return Err(Errno::Einval);
    }
    if path.len() > PATH_MAX {
        return Err(Errno::Enametoolong);
    }
    Ok(())
}

/// Joins `path` onto the directory `base` (when relative) and normalises the result lexically.
pub fn join_normalize(base: &str, path: &str) -> String {
    if path.starts_with('/') {
        normalize(path)
    } else {
        normalize(&format!("{base}/{path}"))
    }
}

/// Lexically normalises an absolute path.
pub fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            s => parts.push(s),
        }
    }
    if parts.is_empty() {
        "/".to_string()
    } else {
        let mut out = String::with_capacity(path.len());
        for p in parts {
            out.push('/');
            out.push_str(p);
        }
        out
    }
}

/// Splits a normalised absolute path into (parent, final name). `/` has no name.
pub fn split_parent(path: &str) -> Option<(&str, &str)> {
    if path == "/" {
        return None;
    }
    let idx = path.rfind('/')?;
    let parent = if idx == 0 { "/" } else { &path[..idx] };
    Some((parent, &path[idx + 1..]))
}

/// The segments of a normalised absolute path (none for `/`).
pub fn segments(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_like_the_spec_says() {
        assert_eq!(normalize("/a//b/./c/../d"), "/a/b/d");
        assert_eq!(normalize("/../.."), "/");
        assert_eq!(join_normalize("/home/agentos", "x/../y"), "/home/agentos/y");
        assert_eq!(join_normalize("/home", "/etc"), "/etc");
    }

    #[test]
    fn rejects_relative_and_nul() {
        assert_eq!(validate_absolute("a/b"), Err(Errno::Einval));
        assert_eq!(validate_absolute("/a\0b"), Err(Errno::Einval));
        assert!(validate_absolute("/a").is_ok());
        assert_eq!(
            validate_absolute(&format!("/{}", "a".repeat(5000))),
            Err(Errno::Enametoolong)
        );
    }

    #[test]
    fn splits_parent() {
        assert_eq!(split_parent("/a/b"), Some(("/a", "b")));
        assert_eq!(split_parent("/a"), Some(("/", "a")));
        assert_eq!(split_parent("/"), None);
    }
}
