//! What went wrong in a transfer, independent of the command: curl and wget each turn a
//! [`Failure`] into their own exit code and words.

use std::io;

use agentos_net::errno;

/// The cause of a failed transfer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The network policy (or the SSRF guard) refused the host or port: `EACCES`.
    PolicyDenied,
    /// The host name does not resolve: `ENOENT`.
    Resolve,
    /// Nobody listens, or no route: `ECONNREFUSED`, `EHOSTUNREACH`, `ENETUNREACH`.
    Connect(String),
    /// `--max-time`/`-T` or the host's connect timeout.
    Timeout,
    /// The server certificate is not trusted, expired or for another name: `EPERM`.
    Certificate,
    /// Any other TLS handshake failure: `EPROTO`.
    Handshake,
    /// The connection closed before any response.
    EmptyReply,
    /// The connection closed inside the body (Content-Length or chunks unfinished).
    Partial,
    /// Not an HTTP response we can read.
    BadResponse(String),
    /// Any other receive or send failure.
    Recv(String),
    /// A header or method http refuses to send (the command line's fault).
    BadRequest(String),
}

/// Which phase an error came from: before the response head, or while reading the body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Request,
    Body,
}

/// Classifies an error from ureq's `Agent::run`.
pub fn of_ureq(e: &ureq::Error, phase: Phase) -> Failure {
    match e {
        ureq::Error::Io(io) => of_io(io, phase),
        ureq::Error::Timeout(_) | ureq::Error::BodyStalled => Failure::Timeout,
        ureq::Error::HostNotFound => Failure::Resolve,
        ureq::Error::ConnectionFailed => Failure::Connect("Couldn't connect to server".into()),
        ureq::Error::Protocol(p) => Failure::BadResponse(p.to_string()),
        ureq::Error::LargeResponseHeader(..) => {
            Failure::BadResponse("response header too large".into())
        }
        other => Failure::Recv(other.to_string()),
    }
}

/// Classifies an I/O error (from `agentos-net`, a socket read, or ureq's body reader).
pub fn of_io(e: &io::Error, phase: Phase) -> Failure {
    if let Some(inner) = e.get_ref().and_then(|i| i.downcast_ref::<ureq::Error>()) {
        return of_ureq(inner, phase);
    }
    match errno(e) {
        Some(errno::EACCES) => return Failure::PolicyDenied,
        Some(errno::ENOENT) => return Failure::Resolve,
        Some(errno::ECONNREFUSED) => return Failure::Connect("Couldn't connect to server".into()),
        Some(errno::EHOSTUNREACH) => return Failure::Connect("No route to host".into()),
        Some(errno::ENETUNREACH) => return Failure::Connect("Network is unreachable".into()),
        Some(errno::ETIMEDOUT) => return Failure::Timeout,
        Some(errno::EPERM) => return Failure::Certificate,
        Some(errno::EPROTO) => return Failure::Handshake,
        Some(errno::ENOTSUP) => return Failure::Connect("networking is not available here".into()),
        // No socket to connect with: the VM's socket limit (or the process's fd limit).
        Some(errno::ENFILE) => {
            return Failure::Connect("too many open sockets (network.maxSockets)".into())
        }
        Some(errno::EMFILE) => return Failure::Connect("too many open files".into()),
        _ => {}
    }
    match (e.kind(), phase) {
        (io::ErrorKind::TimedOut, _) => Failure::Timeout,
        (io::ErrorKind::UnexpectedEof, Phase::Request) => Failure::EmptyReply,
        (io::ErrorKind::UnexpectedEof, Phase::Body) => Failure::Partial,
        (io::ErrorKind::ConnectionReset, Phase::Request) => Failure::EmptyReply,
        _ => Failure::Recv(agentos_net::error_text(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_errnos_classify() {
        let net = |n| of_io(&agentos_net::error("net_connect", n), Phase::Request);
        assert_eq!(net(errno::EACCES), Failure::PolicyDenied);
        assert_eq!(net(errno::ENOENT), Failure::Resolve);
        assert!(matches!(net(errno::ECONNREFUSED), Failure::Connect(_)));
        assert_eq!(net(errno::ETIMEDOUT), Failure::Timeout);
        assert_eq!(net(errno::EPERM), Failure::Certificate);
        assert_eq!(net(errno::EPROTO), Failure::Handshake);
        let socket = of_io(
            &agentos_net::error("net_socket", errno::ENFILE),
            Phase::Request,
        );
        assert_eq!(
            socket,
            Failure::Connect("too many open sockets (network.maxSockets)".into())
        );
        let pipe = of_io(
            &agentos_net::error("fd_write", errno::EPIPE),
            Phase::Request,
        );
        assert_eq!(pipe, Failure::Recv("fd_write: Broken pipe (EPIPE)".into()));
    }

    #[test]
    fn ureq_errors_classify() {
        let wrapped = ureq::Error::Io(agentos_net::error("net_tls_connect", errno::EPERM));
        assert_eq!(of_ureq(&wrapped, Phase::Request), Failure::Certificate);
        assert_eq!(
            of_ureq(&ureq::Error::Timeout(ureq::Timeout::Global), Phase::Body),
            Failure::Timeout
        );
        let eof = io::Error::new(io::ErrorKind::UnexpectedEof, "x");
        assert_eq!(of_io(&eof, Phase::Body), Failure::Partial);
        assert_eq!(of_io(&eof, Phase::Request), Failure::EmptyReply);
        // ureq's body reader wraps its own errors in io::Error::other.
        let inner = io::Error::other(ureq::Error::Timeout(ureq::Timeout::RecvBody));
        assert_eq!(of_io(&inner, Phase::Body), Failure::Timeout);
    }
}
