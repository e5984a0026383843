//! Reading requests: the head through `httparse`, bodies by `Content-Length` or chunked
//! (`httparse::parse_chunk_size`). Bounded everywhere: a request target is at most 8 KiB (414), a
//! head at most 64 KiB with 100 headers (431), an idle client is dropped after 30 s.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::os::fd::{AsRawFd, RawFd};
use std::time::Duration;

const MAX_HEAD: usize = 64 * 1024;
/// The longest request target, in bytes (like nginx's default 8 KiB request line buffer).
pub const MAX_TARGET: usize = 8 * 1024;
const MAX_HEADERS: usize = 100;
const IDLE: Duration = Duration::from_secs(30);

/// A parsed request head.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    pub method: String,
    /// The request target as sent (origin form `/a?b`, or absolute form).
    pub target: String,
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    pub version: u8,
    /// Names lowercase.
    pub headers: Vec<(String, String)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyLength {
    Fixed(u64),
    Chunked,
}

#[derive(Debug)]
pub enum ReadError {
    /// The client closed (or idled out) between requests.
    Closed,
    /// A request we refuse: status and reason.
    Bad(u16, String),
}

impl ReadError {
    pub fn status(&self) -> (u16, String) {
        match self {
            ReadError::Closed => (400, "connection closed".into()),
            ReadError::Bad(s, why) => (*s, why.clone()),
        }
    }
}

impl Head {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The decoded path of the target (no query), always starting with `/`.
    pub fn path(&self) -> String {
        let target = self.target.as_str();
        // Absolute form: drop `scheme://authority`.
        let target = match target.split_once("://") {
            Some((_, rest)) => rest.find('/').map_or("/", |i| &rest[i..]),
            None => target,
        };
        let raw = target.split(['?', '#']).next().unwrap_or("/");
        percent_decode(raw)
    }

    pub fn keep_alive(&self) -> bool {
        let connection = self.header("connection").unwrap_or("").to_ascii_lowercase();
        let tokens: Vec<&str> = connection.split(',').map(str::trim).collect();
        if self.version == 0 {
            tokens.contains(&"keep-alive")
        } else {
            !tokens.contains(&"close")
        }
    }

    /// How the body is framed; `Err` (400) for conflicting or malformed framing.
    pub fn body_length(&self) -> Result<BodyLength, (u16, String)> {
        let lengths: Vec<&str> = self
            .headers
            .iter()
            .filter(|(n, _)| n == "content-length")
            .map(|(_, v)| v.as_str())
            .collect();
        if let Some(te) = self.header("transfer-encoding") {
            if !lengths.is_empty() {
                return Err((400, "both Content-Length and Transfer-Encoding".into()));
            }
            return if te.trim().eq_ignore_ascii_case("chunked") {
                Ok(BodyLength::Chunked)
            } else {
                Err((501, format!("unsupported transfer coding: {te}")))
            };
        }
        let mut value: Option<u64> = None;
        for l in lengths {
            let n = l
                .trim()
                .parse::<u64>()
                .ok()
                .filter(|_| l.trim().bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| (400, format!("bad Content-Length: {l}")))?;
            if value.is_some_and(|v| v != n) {
                return Err((400, "conflicting Content-Length".into()));
            }
            value = Some(n);
        }
        Ok(BodyLength::Fixed(value.unwrap_or(0)))
    }
}

/// `%XX` decoded (invalid sequences kept as they are), lossy UTF-8.
pub fn percent_decode(s: &str) -> String {
    percent_encoding::percent_decode_str(s)
        .decode_utf8_lossy()
        .into_owned()
}

/// Parses a complete head at the start of `buf`: `Ok(None)` when more bytes are needed, else the
/// head and its length in bytes.
pub fn parse_head(buf: &[u8]) -> Result<Option<(Head, usize)>, ReadError> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut req = httparse::Request::new(&mut headers);
    match req.parse(buf) {
        // A request line this long cannot carry a target we accept, complete or not.
        Ok(httparse::Status::Partial) if request_line_too_long(buf) => Err(too_long()),
        Ok(httparse::Status::Partial) => Ok(None),
        Ok(httparse::Status::Complete(_)) if req.path.is_some_and(|p| p.len() > MAX_TARGET) => {
            Err(too_long())
        }
        Ok(httparse::Status::Complete(n)) => {
            let head = Head {
                method: req.method.unwrap_or("GET").to_string(),
                target: req.path.unwrap_or("/").to_string(),
                version: req.version.unwrap_or(1),
                headers: req
                    .headers
                    .iter()
                    .map(|h| {
                        (
                            h.name.to_ascii_lowercase(),
                            String::from_utf8_lossy(h.value).trim().to_string(),
                        )
                    })
                    .collect(),
            };
            if !head.target.starts_with('/') && !head.target.contains("://") {
                return Err(ReadError::Bad(
                    400,
                    format!("bad request target: {}", head.target),
                ));
            }
            Ok(Some((head, n)))
        }
        Err(httparse::Error::TooManyHeaders) => Err(ReadError::Bad(431, "too many headers".into())),
        Err(e) => Err(ReadError::Bad(400, format!("malformed request: {e}"))),
    }
}

fn too_long() -> ReadError {
    ReadError::Bad(
        414,
        format!("request target longer than {MAX_TARGET} bytes"),
    )
}

/// Whether the request line, complete or not, is longer than any line with an accepted target
/// (method, target, version and spaces).
fn request_line_too_long(buf: &[u8]) -> bool {
    let line = buf.iter().position(|&b| b == b'\n').unwrap_or(buf.len());
    line > MAX_TARGET + 64
}

/// Buffered reads from one connection.
pub struct Reader<'a> {
    stream: &'a TcpStream,
    /// The listener: a client waiting there ends an idle keep-alive connection (we serve one
    /// connection at a time, so an idle one must not hold the others off).
    listener: RawFd,
    buf: Vec<u8>,
    /// Bytes of `buf` already used.
    pos: usize,
    /// Whether a request has been read on this connection: only then may it be given up for a
    /// waiting client. A new connection waits for its first request (bounded by `IDLE`), since
    /// its bytes may simply not have arrived yet.
    served: bool,
}

impl<'a> Reader<'a> {
    pub fn new(stream: &'a TcpStream, listener: RawFd) -> Reader<'a> {
        Reader {
            stream,
            listener,
            buf: Vec::new(),
            pos: 0,
            served: false,
        }
    }

    /// Between requests: whether this connection has something (else another client is waiting,
    /// or it idled out).
    fn next_request_pending(&self) -> bool {
        match agentos_net::poll_readable(&[self.stream.as_raw_fd(), self.listener], Some(IDLE)) {
            Ok(ready) => ready.first().copied().unwrap_or(false),
            Err(_) => true,
        }
    }

    /// Reads more bytes into the buffer; 0 at EOF. An idle client counts as EOF.
    fn fill(&mut self) -> io::Result<usize> {
        if self.pos > 0 {
            self.buf.drain(..self.pos);
            self.pos = 0;
        }
        if !agentos_net::wait_readable(self.stream, Some(IDLE))? {
            return Ok(0);
        }
        let mut chunk = [0u8; 16 * 1024];
        loop {
            match (&mut &*self.stream).read(&mut chunk) {
                Ok(n) => {
                    self.buf.extend_from_slice(&chunk[..n]);
                    return Ok(n);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    return Ok(0)
                }
                Err(e) => return Err(e),
            }
        }
    }

    fn available(&self) -> &[u8] {
        &self.buf[self.pos..]
    }

    /// The next request head.
    pub fn head(&mut self) -> Result<Head, ReadError> {
        if self.served && self.available().is_empty() && !self.next_request_pending() {
            return Err(ReadError::Closed);
        }
        self.served = true;
        loop {
            // Blank lines before a request are allowed (RFC 9112 section 2.2).
            while self
                .available()
                .first()
                .is_some_and(|&b| b == b'\r' || b == b'\n')
            {
                self.pos += 1;
            }
            if !self.available().is_empty() {
                if let Some((head, n)) = parse_head(self.available())? {
                    self.pos += n;
                    return Ok(head);
                }
                if self.available().len() > MAX_HEAD {
                    return Err(ReadError::Bad(431, "request head too large".into()));
                }
            }
            match self.fill() {
                Ok(0) if self.available().is_empty() => return Err(ReadError::Closed),
                Ok(0) => return Err(ReadError::Bad(400, "incomplete request head".into())),
                Ok(_) => {}
                Err(_) => return Err(ReadError::Closed),
            }
        }
    }

    /// Copies exactly `n` body bytes to `out` as they arrive.
    pub fn copy_body(&mut self, mut n: u64, out: &mut impl Write) -> io::Result<()> {
        while n > 0 {
            if self.available().is_empty() && self.fill()? == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "request body cut short",
                ));
            }
            let take = (self.available().len() as u64).min(n) as usize;
            out.write_all(&self.buf[self.pos..self.pos + take])?;
            self.pos += take;
            n -= take as u64;
        }
        Ok(())
    }

    /// Reads and drops `n` body bytes.
    pub fn discard(&mut self, n: u64) -> Result<(), ReadError> {
        self.copy_body(n, &mut io::sink())
            .map_err(|_| ReadError::Bad(400, "request body cut short".into()))
    }

    /// A whole chunked body, at most `limit` bytes (413 beyond), trailers skipped.
    pub fn chunked_body(&mut self, limit: usize) -> Result<Vec<u8>, ReadError> {
        let cut = || ReadError::Bad(400, "chunked body cut short".into());
        let mut body = Vec::new();
        loop {
            let (size, used) = loop {
                match httparse::parse_chunk_size(self.available()) {
                    Ok(httparse::Status::Complete((used, size))) => break (size, used),
                    Ok(httparse::Status::Partial) => {
                        if self.available().len() > 4096 {
                            return Err(ReadError::Bad(400, "bad chunk size line".into()));
                        }
                        if self.fill().map_err(|_| cut())? == 0 {
                            return Err(cut());
                        }
                    }
                    Err(_) => return Err(ReadError::Bad(400, "bad chunk size".into())),
                }
            };
            self.pos += used;
            if size == 0 {
                // Trailer section: lines until an empty one.
                loop {
                    if let Some(i) = self.available().windows(2).position(|w| w == b"\r\n") {
                        self.pos += i + 2;
                        if i == 0 {
                            return Ok(body);
                        }
                        continue;
                    }
                    if self.available().len() > MAX_HEAD || self.fill().map_err(|_| cut())? == 0 {
                        return Err(cut());
                    }
                }
            }
            if size > (limit - body.len().min(limit)) as u64 {
                return Err(ReadError::Bad(413, "request body too large".into()));
            }
            self.copy_body(size, &mut body).map_err(|_| cut())?;
            while self.available().len() < 2 {
                if self.fill().map_err(|_| cut())? == 0 {
                    return Err(cut());
                }
            }
            if &self.available()[..2] != b"\r\n" {
                return Err(ReadError::Bad(400, "chunk not followed by CRLF".into()));
            }
            self.pos += 2;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(raw: &str) -> Head {
        parse_head(raw.as_bytes()).unwrap().unwrap().0
    }

    #[test]
    fn parses_heads() {
        let h = head("GET /a%20b/c?x=1 HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello");
        assert_eq!(
            (h.method.as_str(), h.path().as_str(), h.version),
            ("GET", "/a b/c", 1)
        );
        assert_eq!(h.header("host"), Some("h"));
        assert_eq!(h.body_length(), Ok(BodyLength::Fixed(5)));
        assert!(h.keep_alive());
        assert!(!head("GET / HTTP/1.0\r\n\r\n").keep_alive());
        assert!(!head("GET / HTTP/1.1\r\nConnection: close\r\n\r\n").keep_alive());
        assert_eq!(head("GET http://h:1/p?q HTTP/1.1\r\n\r\n").path(), "/p");
        assert_eq!(
            head("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").body_length(),
            Ok(BodyLength::Chunked)
        );
        assert!(parse_head(b"GET / HTTP/1.1\r\nHost: h\r\n")
            .unwrap()
            .is_none());
    }

    #[test]
    fn refuses_bad_requests() {
        assert!(matches!(
            parse_head(b"\x00\x01garbage\r\n\r\n"),
            Err(ReadError::Bad(400, _))
        ));
        assert!(matches!(
            parse_head(b"GET nopath HTTP/1.1\r\n\r\n"),
            Err(ReadError::Bad(400, _))
        ));
        let many: String = (0..200).map(|i| format!("X-{i}: v\r\n")).collect();
        assert!(matches!(
            parse_head(format!("GET / HTTP/1.1\r\n{many}\r\n").as_bytes()),
            Err(ReadError::Bad(431, _))
        ));
        let h = head("POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n");
        assert_eq!(h.body_length().unwrap_err().0, 400);
        let h = head("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n");
        assert_eq!(h.body_length().unwrap_err().0, 400);
        let h = head("POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n");
        assert_eq!(h.body_length().unwrap_err().0, 400);
        let h = head("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n");
        assert_eq!(h.body_length().unwrap_err().0, 501);
        let long = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(60_000));
        assert!(matches!(
            parse_head(long.as_bytes()),
            Err(ReadError::Bad(414, _))
        ));
        assert!(matches!(
            parse_head(&long.as_bytes()[..20_000]),
            Err(ReadError::Bad(414, _))
        ));
        let fits = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_TARGET - 1));
        assert!(parse_head(fits.as_bytes()).unwrap().is_some());
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%C3%A9"), "é");
    }
}
