//! Kernel error numbers.
//!
//! One `Errno` type for the whole kernel. The numeric values are the WASI preview1 errno table
//! (`guest-abi.md` section 6.6), so the WASI host converts with [`Errno::wasi`] and the napi edge
//! with [`Errno::name`] (the Linux name, e.g. `ENOENT`).

use std::fmt;

/// A kernel error, numbered as in WASI preview1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[repr(u16)]
pub enum Errno {
    /// Argument list too long (`proc_spawn` argv + envp above `ARG_MAX`).
    E2big = 1,
    /// Permission denied (policy, tier, host_dir escape).
    Eacces = 2,
    /// Resource temporarily unavailable (process limit, non-blocking pipe full).
    Eagain = 6,
    /// Bad file descriptor.
    Ebadf = 8,
    /// Device or resource busy; also the agentOS ABI's "no child" for `proc_waitpid`.
    Ebusy = 10,
    /// File exists.
    Eexist = 20,
    /// Bad address (guest pointer out of bounds).
    Efault = 21,
    /// File too large.
    Efbig = 22,
    /// Interrupted (the process was signalled while blocked).
    Eintr = 27,
    /// Invalid argument.
    Einval = 28,
    /// I/O error (driver or transport failure).
    Eio = 29,
    /// Is a directory.
    Eisdir = 31,
    /// Too many levels of symbolic links.
    Eloop = 32,
    /// Too many open files in this process.
    Emfile = 33,
    /// Out of memory (a host allocation failed).
    Enomem = 48,
    /// File name too long.
    Enametoolong = 37,
    /// Too many open files in the VM.
    Enfile = 41,
    /// No such file or directory.
    Enoent = 44,
    /// Exec format error.
    Enoexec = 45,
    /// No space left (filesystem byte limit).
    Enospc = 51,
    /// Function not implemented.
    Enosys = 52,
    /// Not a directory.
    Enotdir = 54,
    /// Directory not empty.
    Enotempty = 55,
    /// Not supported.
    Enotsup = 58,
    /// No such device or address (a host FIFO, socket or device node on a host-dir mount).
    Enxio = 60,
    /// Operation not permitted.
    Eperm = 63,
    /// Broken pipe (no reader left).
    Epipe = 64,
    /// Read-only filesystem.
    Erofs = 69,
    /// Illegal seek (pipe or character device).
    Espipe = 70,
    /// No such process.
    Esrch = 71,
    /// Timed out.
    Etimedout = 73,
    /// Cross-device link (rename/link across mounts).
    Exdev = 75,
    /// Address in use (a VM listener has the port).
    Eaddrinuse = 3,
    /// Address not available (bind to a non-loopback address).
    Eaddrnotavail = 4,
    /// Address family not supported.
    Eafnosupport = 5,
    /// Connection aborted.
    Econnaborted = 13,
    /// Connection refused.
    Econnrefused = 14,
    /// Connection reset by peer.
    Econnreset = 15,
    /// Destination address required (listen on an unbound socket).
    Edestaddrreq = 17,
    /// Host unreachable.
    Ehostunreach = 23,
    /// Socket already connected (or TLS already set up).
    Eisconn = 30,
    /// Network unreachable.
    Enetunreach = 40,
    /// No buffer space (an out-buffer too short).
    Enobufs = 42,
    /// Socket not connected.
    Enotconn = 53,
    /// Not a socket.
    Enotsock = 57,
    /// Protocol error (a TLS handshake failure).
    Eproto = 65,
    /// Protocol not supported.
    Eprotonosupport = 66,
}

/// Result alias used throughout the kernel.
pub type KResult<T> = Result<T, Errno>;

impl Errno {
    /// The WASI preview1 errno number.
    pub fn wasi(self) -> i32 {
        self as u16 as i32
    }

    /// The errno named `name` (`"ENOENT"` → [`Errno::Enoent`]); `None` for unknown names.
    pub fn from_name(name: &str) -> Option<Errno> {
        Some(match name {
            "E2BIG" => Errno::E2big,
            "EACCES" => Errno::Eacces,
            "EAGAIN" => Errno::Eagain,
            "EBADF" => Errno::Ebadf,
            "EBUSY" => Errno::Ebusy,
            "EEXIST" => Errno::Eexist,
            "EFAULT" => Errno::Efault,
            "EFBIG" => Errno::Efbig,
            "EINTR" => Errno::Eintr,
            "EINVAL" => Errno::Einval,
            "EIO" => Errno::Eio,
            "EISDIR" => Errno::Eisdir,
            "ELOOP" => Errno::Eloop,
            "EMFILE" => Errno::Emfile,
            "ENOMEM" => Errno::Enomem,
            "ENXIO" => Errno::Enxio,
            "ENAMETOOLONG" => Errno::Enametoolong,
            "ENFILE" => Errno::Enfile,
            "ENOENT" => Errno::Enoent,
            "ENOEXEC" => Errno::Enoexec,
            "ENOSPC" => Errno::Enospc,
            "ENOSYS" => Errno::Enosys,
            "ENOTDIR" => Errno::Enotdir,
            "ENOTEMPTY" => Errno::Enotempty,
            "ENOTSUP" => Errno::Enotsup,
            "EPERM" => Errno::Eperm,
            "EPIPE" => Errno::Epipe,
            "EROFS" => Errno::Erofs,
            "ESPIPE" => Errno::Espipe,
            "ESRCH" => Errno::Esrch,
            "ETIMEDOUT" => Errno::Etimedout,
            "EXDEV" => Errno::Exdev,
            "EADDRINUSE" => Errno::Eaddrinuse,
            "EADDRNOTAVAIL" => Errno::Eaddrnotavail,
            "EAFNOSUPPORT" => Errno::Eafnosupport,
            "ECONNABORTED" => Errno::Econnaborted,
            "ECONNREFUSED" => Errno::Econnrefused,
            "ECONNRESET" => Errno::Econnreset,
            "EDESTADDRREQ" => Errno::Edestaddrreq,
            "EHOSTUNREACH" => Errno::Ehostunreach,
            "EISCONN" => Errno::Eisconn,
            "ENETUNREACH" => Errno::Enetunreach,
            "ENOBUFS" => Errno::Enobufs,
            "ENOTCONN" => Errno::Enotconn,
            "ENOTSOCK" => Errno::Enotsock,
            "EPROTO" => Errno::Eproto,
            "EPROTONOSUPPORT" => Errno::Eprotonosupport,
            _ => return None,
        })
    }

    /// The Linux-style name (`ENOENT`), used as the JS error `code`.
    pub fn name(self) -> &'static str {
        match self {
            Errno::E2big => "E2BIG",
            Errno::Eacces => "EACCES",
            Errno::Eagain => "EAGAIN",
            Errno::Ebadf => "EBADF",
            Errno::Ebusy => "EBUSY",
            Errno::Eexist => "EEXIST",
            Errno::Efault => "EFAULT",
            Errno::Efbig => "EFBIG",
            Errno::Eintr => "EINTR",
            Errno::Einval => "EINVAL",
            Errno::Eio => "EIO",
            Errno::Eisdir => "EISDIR",
            Errno::Eloop => "ELOOP",
            Errno::Emfile => "EMFILE",
            Errno::Enomem => "ENOMEM",
            Errno::Enxio => "ENXIO",
            Errno::Enametoolong => "ENAMETOOLONG",
            Errno::Enfile => "ENFILE",
            Errno::Enoent => "ENOENT",
            Errno::Enoexec => "ENOEXEC",
            Errno::Enospc => "ENOSPC",
            Errno::Enosys => "ENOSYS",
            Errno::Enotdir => "ENOTDIR",
            Errno::Enotempty => "ENOTEMPTY",
            Errno::Enotsup => "ENOTSUP",
            Errno::Eperm => "EPERM",
            Errno::Epipe => "EPIPE",
            Errno::Erofs => "EROFS",
            Errno::Espipe => "ESPIPE",
            Errno::Esrch => "ESRCH",
            Errno::Etimedout => "ETIMEDOUT",
            Errno::Exdev => "EXDEV",
            Errno::Eaddrinuse => "EADDRINUSE",
            Errno::Eaddrnotavail => "EADDRNOTAVAIL",
            Errno::Eafnosupport => "EAFNOSUPPORT",
            Errno::Econnaborted => "ECONNABORTED",
            Errno::Econnrefused => "ECONNREFUSED",
            Errno::Econnreset => "ECONNRESET",
            Errno::Edestaddrreq => "EDESTADDRREQ",
            Errno::Ehostunreach => "EHOSTUNREACH",
            Errno::Eisconn => "EISCONN",
            Errno::Enetunreach => "ENETUNREACH",
            Errno::Enobufs => "ENOBUFS",
            Errno::Enotconn => "ENOTCONN",
            Errno::Enotsock => "ENOTSOCK",
            Errno::Eproto => "EPROTO",
            Errno::Eprotonosupport => "EPROTONOSUPPORT",
        }
    }

    /// The conventional human-readable description (as `strerror` gives it).
    pub fn description(self) -> &'static str {
        match self {
            Errno::E2big => "argument list too long",
            Errno::Eacces => "permission denied",
            Errno::Eagain => "resource temporarily unavailable",
            Errno::Ebadf => "bad file descriptor",
            Errno::Ebusy => "resource busy or locked",
            Errno::Eexist => "file already exists",
            Errno::Efault => "bad address",
            Errno::Efbig => "file too large",
            Errno::Eintr => "interrupted system call",
            Errno::Einval => "invalid argument",
            Errno::Eio => "i/o error",
            Errno::Eisdir => "illegal operation on a directory",
            Errno::Eloop => "too many symbolic links encountered",
            Errno::Emfile => "too many open files",
            Errno::Enomem => "not enough memory",
            Errno::Enxio => "no such device or address",
            Errno::Enametoolong => "name too long",
            Errno::Enfile => "file table overflow",
            Errno::Enoent => "no such file or directory",
            Errno::Enoexec => "exec format error",
            Errno::Enospc => "no space left on device",
            Errno::Enosys => "function not implemented",
            Errno::Enotdir => "not a directory",
            Errno::Enotempty => "directory not empty",
            Errno::Enotsup => "operation not supported",
            Errno::Eperm => "operation not permitted",
            Errno::Epipe => "broken pipe",
            Errno::Erofs => "read-only file system",
            Errno::Espipe => "invalid seek",
            Errno::Esrch => "no such process",
            Errno::Etimedout => "operation timed out",
            Errno::Exdev => "cross-device link not permitted",
            Errno::Eaddrinuse => "address already in use",
            Errno::Eaddrnotavail => "address not available",
            Errno::Eafnosupport => "address family not supported",
            Errno::Econnaborted => "connection aborted",
            Errno::Econnrefused => "connection refused",
            Errno::Econnreset => "connection reset by peer",
            Errno::Edestaddrreq => "destination address required",
            Errno::Ehostunreach => "host is unreachable",
            Errno::Eisconn => "socket is already connected",
            Errno::Enetunreach => "network is unreachable",
            Errno::Enobufs => "no buffer space available",
            Errno::Enotconn => "socket is not connected",
            Errno::Enotsock => "socket operation on non-socket",
            Errno::Eproto => "protocol error",
            Errno::Eprotonosupport => "protocol not supported",
        }
    }
}

impl fmt::Display for Errno {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name(), self.description())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wasi_numbers_follow_the_abi_table() {
        assert_eq!(Errno::Enoent.wasi(), 44);
        assert_eq!(Errno::Erofs.wasi(), 69);
        assert_eq!(Errno::Exdev.wasi(), 75);
        assert_eq!(Errno::Ebusy.wasi(), 10);
        assert_eq!(Errno::E2big.wasi(), 1);
        assert_eq!(Errno::from_name("E2BIG"), Some(Errno::E2big));
        assert_eq!(
            Errno::Enotempty.to_string(),
            "ENOTEMPTY: directory not empty"
        );
    }
}
