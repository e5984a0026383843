//! Errors of the sandbox layer and their errno mapping (`sandbox.md` 2.5).

use agentos_kernel::Errno;

/// A failed sandbox operation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SandboxError {
    /// Connection refused/reset, TLS or decode failure, request timeout (`EIO`).
    #[error("{0}")]
    Transport(String),
    /// The server answered with an error status (problem+json when it could be parsed).
    #[error("{status} {title}: {detail}")]
    Http {
        status: u16,
        title: String,
        detail: String,
    },
    /// The provider could not start the sandbox (`sandbox.md` 4).
    #[error("SandboxStartupError: {0}")]
    Startup(String),
    /// A file larger than `maxFullReadBytes` (`EFBIG`).
    #[error("file is larger than maxFullReadBytes ({limit} bytes)")]
    TooLarge { limit: u64 },
    /// The sandbox was disposed with its VM.
    #[error("the sandbox has been disposed")]
    Disposed,
    /// Invalid options (`EINVAL`).
    #[error("{0}")]
    Invalid(String),
}

/// Linux errno numbers in `(os error N)` details → errno (`sandbox.md` 2.5).
fn os_errno(n: u32) -> Errno {
    match n {
        1 => Errno::Eperm,
        2 => Errno::Enoent,
        13 => Errno::Eacces,
        17 => Errno::Eexist,
        18 => Errno::Exdev,
        20 => Errno::Enotdir,
        21 => Errno::Eisdir,
        22 => Errno::Einval,
        28 => Errno::Enospc,
        30 => Errno::Erofs,
        36 => Errno::Enametoolong,
        39 => Errno::Enotempty,
        40 => Errno::Eloop,
        _ => Errno::Eio,
    }
}

/// The `N` of the last `(os error N)` in `detail`.
fn os_error_number(detail: &str) -> Option<u32> {
    let at = detail.rfind("(os error ")?;
    let rest = &detail[at + "(os error ".len()..];
    let end = rest.find(')')?;
    rest[..end].trim().parse().ok()
}

/// Errno of an HTTP error answer, in the order of `sandbox.md` 2.5.
pub fn http_errno(status: u16, detail: &str) -> Errno {
    if let Some(n) = os_error_number(detail) {
        return os_errno(n);
    }
    for (needle, errno) in [
        ("path not found", Errno::Enoent),
        ("path is not a file", Errno::Eisdir),
        ("path is not a directory", Errno::Enotdir),
        ("destination already exists", Errno::Eexist),
    ] {
        if detail.contains(needle) {
            return errno;
        }
    }
    match status {
        401 | 403 => Errno::Eacces,
        404 => Errno::Enoent,
        409 => Errno::Eexist,
        413 => Errno::Efbig,
        400 => Errno::Einval,
        501 => Errno::Enosys,
        _ => Errno::Eio,
    }
}

/// Errno of a coreutils command's stderr (the process-API fallback of `sandbox.md` 2.5).
pub fn stderr_errno(stderr: &str) -> Errno {
    for (needle, errno) in [
        ("No such file", Errno::Enoent),
        ("Permission denied", Errno::Eacces),
        ("File exists", Errno::Eexist),
        ("Not a directory", Errno::Enotdir),
        ("Is a directory", Errno::Eisdir),
        ("Operation not permitted", Errno::Eperm),
    ] {
        if stderr.contains(needle) {
            return errno;
        }
    }
    Errno::Eio
}

impl SandboxError {
    /// The errno a filesystem operation reports for this error.
    pub fn errno(&self) -> Errno {
        match self {
            SandboxError::Transport(_) | SandboxError::Startup(_) | SandboxError::Disposed => {
                Errno::Eio
            }
            SandboxError::Http { status, detail, .. } => http_errno(*status, detail),
            SandboxError::TooLarge { .. } => Errno::Efbig,
            SandboxError::Invalid(_) => Errno::Einval,
        }
    }

    /// The stderr line of an `agentos-sandbox` command that failed with this error.
    pub fn command_message(&self) -> String {
        match self {
            SandboxError::Http { .. } => format!("sandbox request failed: {self}"),
            SandboxError::Startup(_) => self.to_string(),
            other => format!("sandbox request failed: {other}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_details_then_statuses() {
        assert_eq!(
            http_errno(502, "stream error: Directory not empty (os error 39)"),
            Errno::Enotempty
        );
        assert_eq!(
            http_errno(502, "stream error: odd (os error 99)"),
            Errno::Eio
        );
        assert_eq!(
            http_errno(400, "invalid request: path not found: /nope"),
            Errno::Enoent
        );
        assert_eq!(
            http_errno(400, "invalid request: path is not a file: /d"),
            Errno::Eisdir
        );
        assert_eq!(http_errno(401, "token invalid"), Errno::Eacces);
        assert_eq!(http_errno(404, "not found: process proc_9"), Errno::Enoent);
        assert_eq!(http_errno(413, "too large"), Errno::Efbig);
        assert_eq!(http_errno(400, "bad"), Errno::Einval);
        assert_eq!(http_errno(501, "unsupported"), Errno::Enosys);
        assert_eq!(http_errno(500, "boom"), Errno::Eio);
        assert_eq!(
            stderr_errno("chmod: cannot access 'x': No such file or directory"),
            Errno::Enoent
        );
        assert_eq!(stderr_errno("weird"), Errno::Eio);
    }
}
