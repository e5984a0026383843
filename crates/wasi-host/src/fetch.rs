//! `Vm::fetch` (`runtimes.md` 1.3): one HTTP/1.1 request from the host to a guest server on VM
//! loopback `port`, over a VM-loopback connection (no host socket) with the `hyper` client.

use std::time::Duration;

use agentos_kernel::Errno;
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;

use crate::error::{HostError, HostResult};
use crate::net::{runtime, socket::dial_vm};
use crate::vm::Vm;

/// How long a fetch may take when the VM has no `exec` timeout.
pub const FETCH_TIMEOUT: Duration = Duration::from_secs(30);

/// Largest response body [`Vm::fetch`] collects (a guest must not make the host allocate without
/// bound): `EFBIG` beyond.
pub const MAX_FETCH_BODY: usize = 256 * 1024 * 1024;

/// A request to a guest server.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FetchRequest {
    /// `GET`, `POST`, … (any token).
    pub method: String,
    /// Origin form: `/path?query`.
    pub path: String,
    /// Values are ByteStrings: each char (at most U+00FF) is sent as one byte (latin1).
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

/// The guest server's response.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FetchResponse {
    pub status: u16,
    /// Values decoded as latin1, one char per byte (fetch's Headers).
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

fn invalid(what: &str, detail: impl std::fmt::Display) -> HostError {
    HostError::new(Errno::Einval, format!("invalid {what}: {detail}")).or_syscall("fetch")
}

/// A header value as fetch sends a ByteString: one byte per char, `None` for a char above U+00FF.
fn latin1(s: &str) -> Option<Vec<u8>> {
    s.chars().map(|c| u8::try_from(u32::from(c)).ok()).collect()
}

fn build(port: u16, req: FetchRequest) -> HostResult<http::Request<Full<Bytes>>> {
    let method = http::Method::from_bytes(req.method.as_bytes())
        .map_err(|_| invalid("method", format!("{:?}", req.method)))?;
    if !req.path.starts_with('/') {
        return Err(invalid("path", format!("{:?} must start with /", req.path)));
    }
    let uri: http::Uri = req
        .path
        .parse()
        .map_err(|e| invalid("path", format!("{:?}: {e}", req.path)))?;
    let mut out = http::Request::builder()
        .method(method)
        .uri(uri)
        .body(Full::new(Bytes::from(req.body)))
        .map_err(|e| invalid("request", e))?;
    let headers = out.headers_mut();
    for (k, v) in &req.headers {
        let name = http::HeaderName::from_bytes(k.as_bytes())
            .map_err(|_| invalid("header name", format!("{k:?}")))?;
        let value = latin1(v)
            .and_then(|b| http::HeaderValue::from_bytes(&b).ok())
            .ok_or_else(|| invalid("header value", format!("{k}: {v:?}")))?;
        headers.append(name, value);
    }
    if !headers.contains_key(http::header::HOST) {
        let host = http::HeaderValue::from_str(&format!("127.0.0.1:{port}"))
            .map_err(|e| invalid("header value", e))?;
        headers.insert(http::header::HOST, host);
    }
    Ok(out)
}

fn reset(e: impl std::fmt::Display) -> HostError {
    HostError::new(Errno::Econnreset, format!("socket hang up ({e})")).or_syscall("fetch")
}

fn malformed(e: impl std::fmt::Display) -> HostError {
    HostError::new(Errno::Eproto, format!("malformed response ({e})")).or_syscall("fetch")
}

fn too_big() -> HostError {
    HostError::new(
        Errno::Efbig,
        format!("response body over {MAX_FETCH_BODY} bytes"),
    )
    .or_syscall("fetch")
}

/// What a failed exchange is: `EPROTO` when the response is malformed (hyper's parse errors: bad
/// status line, garbage, head too large; a malformed chunked body), else `ECONNRESET` (the guest
/// closed early, the connection broke).
fn failed(e: &(dyn std::error::Error + 'static)) -> HostError {
    if e.is::<http_body_util::LengthLimitError>() {
        return too_big();
    }
    let mut cur: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(err) = cur {
        if let Some(h) = err.downcast_ref::<hyper::Error>() {
            // `is_parse` covers every parse error (status, version, head too large, …).
            if h.is_parse() {
                return malformed(e);
            }
        }
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            // hyper's body decoders report a malformed chunk or length as invalid data/input.
            if matches!(
                io.kind(),
                std::io::ErrorKind::InvalidData | std::io::ErrorKind::InvalidInput
            ) {
                return malformed(e);
            }
        }
        cur = err.source();
    }
    reset(e)
}

impl Vm {
    /// One HTTP/1.1 request to the guest listener on VM loopback `port` (blocking: call it from
    /// a worker thread). `ECONNREFUSED` (`connect ECONNREFUSED 127.0.0.1:<port>`, syscall
    /// `connect`) when nothing listens; `EINVAL` for a bad method, path or header; `ETIMEDOUT`
    /// after the VM's `exec` timeout (30 s when it has none); `EPROTO` (`malformed response
    /// (<hyper's reason>)`) for a response that is not HTTP/1.1 (garbage, a bad status line, a
    /// head over hyper's limits, a malformed chunked body); `ECONNRESET` (`socket hang up
    /// (<reason>)`) when the guest closes the connection without a complete response; `EFBIG`
    /// for a body over [`MAX_FETCH_BODY`] (at once for a larger `content-length`, else as soon
    /// as the body passes the cap: nothing past it is buffered).
    pub fn fetch(&self, port: u16, req: FetchRequest) -> HostResult<FetchResponse> {
        let request = build(port, req)?;
        let stream = dial_vm(self.net(), port).map_err(|e| HostError {
            errno: e,
            message: format!("connect {} 127.0.0.1:{port}", e.name()),
            path: None,
            dest: None,
            syscall: Some("connect"),
            pid: None,
        })?;
        let timeout = match self.exec_timeout_ms() {
            0 => FETCH_TIMEOUT,
            ms => Duration::from_millis(ms),
        };
        let rt = runtime().map_err(HostError::from)?;
        let (done, result) = std::sync::mpsc::sync_channel(1);
        rt.spawn(async move {
            let exchange = async move {
                let (mut sender, conn) =
                    hyper::client::conn::http1::handshake::<_, Full<Bytes>>(TokioIo::new(stream))
                        .await
                        .map_err(|e| failed(&e))?;
                let conn = tokio::spawn(conn);
                let r = async {
                    let resp = sender.send_request(request).await.map_err(|e| failed(&e))?;
                    let (parts, body) = resp.into_parts();
                    // A `content-length` over the cap fails before any of the body is read.
                    if hyper::body::Body::size_hint(&body).lower() > MAX_FETCH_BODY as u64 {
                        return Err(too_big());
                    }
                    // Any other body (chunked, until close) fails once it passes the cap.
                    let body = http_body_util::Limited::new(body, MAX_FETCH_BODY)
                        .collect()
                        .await
                        .map_err(|e| failed(&*e))?
                        .to_bytes();
                    Ok(FetchResponse {
                        status: parts.status.as_u16(),
                        headers: parts
                            .headers
                            .iter()
                            .map(|(k, v)| {
                                (
                                    k.as_str().to_string(),
                                    v.as_bytes().iter().map(|&b| char::from(b)).collect(),
                                )
                            })
                            .collect(),
                        body: body.to_vec(),
                    })
                }
                .await;
                conn.abort();
                r
            };
            let r = match tokio::time::timeout(timeout, exchange).await {
                Ok(r) => r,
                Err(_) => Err(HostError::new(
                    Errno::Etimedout,
                    format!(
                        "fetch 127.0.0.1:{port} timed out after {} ms",
                        timeout.as_millis()
                    ),
                )
                .or_syscall("fetch")),
            };
            let _ = done.send(r);
        });
        result
            .recv()
            .unwrap_or_else(|_| Err(reset("the network runtime dropped the request")))
    }
}
