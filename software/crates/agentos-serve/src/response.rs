//! Writing responses: a status line, headers, and a body from memory or a file (streamed).

use std::fs::File;
use std::io::{self, Read, Write};

pub enum Body {
    Empty,
    Bytes(Vec<u8>),
    /// A file and its length in bytes.
    File(File, u64),
}

pub struct Response {
    pub status: u16,
    headers: Vec<(String, String)>,
    body: Body,
    /// The `Content-Length` to send when the body is written by the caller.
    length: Option<u64>,
    close: bool,
    head_only: bool,
}

pub fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        301 => "Moved Permanently",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        413 => "Content Too Large",
        414 => "URI Too Long",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        _ => "",
    }
}

impl Response {
    pub fn new(status: u16) -> Response {
        Response {
            status,
            headers: Vec::new(),
            body: Body::Empty,
            length: None,
            close: false,
            head_only: false,
        }
    }

    /// A plain-text error page saying `why`.
    pub fn error(status: u16, why: &str) -> Response {
        Response::new(status)
            .header("Content-Type", "text/plain; charset=utf-8")
            .body(format!("{status} {}: {why}\n", reason(status)).into_bytes())
    }

    pub fn header(mut self, name: &str, value: &str) -> Response {
        // Header values come from file names and client headers: no line breaks may pass.
        let clean: String = value.chars().filter(|c| *c != '\r' && *c != '\n').collect();
        self.headers.push((name.to_string(), clean));
        self
    }

    pub fn body(mut self, body: Vec<u8>) -> Response {
        self.body = Body::Bytes(body);
        self
    }

    pub fn file(mut self, file: File, len: u64) -> Response {
        self.body = Body::File(file, len);
        self
    }

    /// For a body the caller streams after [`Response::write_head`].
    pub fn length(mut self, n: u64) -> Response {
        self.length = Some(n);
        self
    }

    /// Sends `Connection: close`.
    pub fn close(mut self) -> Response {
        self.close = true;
        self
    }

    /// HEAD: the headers of the full response, no body.
    pub fn head_only(mut self, yes: bool) -> Response {
        self.head_only = yes;
        self
    }

    fn content_length(&self) -> u64 {
        match &self.body {
            Body::Empty => self.length.unwrap_or(0),
            Body::Bytes(b) => b.len() as u64,
            Body::File(_, n) => *n,
        }
    }

    pub fn write_head(&self, out: &mut impl Write) -> io::Result<()> {
        let mut head = format!(
            "HTTP/1.1 {} {}\r\nServer: agentos-serve\r\n",
            self.status,
            reason(self.status)
        );
        for (name, value) in &self.headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str(&format!("Content-Length: {}\r\n", self.content_length()));
        head.push_str(if self.close {
            "Connection: close\r\n\r\n"
        } else {
            "Connection: keep-alive\r\n\r\n"
        });
        out.write_all(head.as_bytes())
    }

    pub fn write_to(self, out: &mut impl Write) -> io::Result<()> {
        self.write_head(out)?;
        if self.head_only {
            return out.flush();
        }
        match self.body {
            Body::Empty => {}
            Body::Bytes(b) => out.write_all(&b)?,
            Body::File(file, len) => {
                // Exactly `len` bytes: a file that shrank is padded by nothing (the client sees
                // a short body), one that grew is cut at the length we announced.
                let mut limited = file.take(len);
                let mut buf = vec![0u8; 64 * 1024];
                loop {
                    let n = match limited.read(&mut buf) {
                        Ok(0) => break,
                        Ok(n) => n,
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                        Err(e) => return Err(e),
                    };
                    out.write_all(&buf[..n])?;
                }
            }
        }
        out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_heads_and_bodies() {
        let mut out = Vec::new();
        Response::new(200)
            .header("Content-Type", "text/plain\r\nX: y")
            .body(b"hi".to_vec())
            .write_to(&mut out)
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("HTTP/1.1 200 OK\r\n"));
        assert!(text.contains("Content-Type: text/plainX: y\r\n"));
        assert!(text.contains("Content-Length: 2\r\nConnection: keep-alive\r\n\r\nhi"));
        let mut out = Vec::new();
        Response::error(404, "x")
            .close()
            .head_only(true)
            .write_to(&mut out)
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Connection: close\r\n\r\n") && text.ends_with("\r\n\r\n"));
        assert!(!text.contains("Not Found: x"));
    }
}
