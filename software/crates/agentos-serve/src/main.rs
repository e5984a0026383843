//! `agentos-serve`: a small HTTP/1.1 file server for guests on VM loopback (`host_net`).
//!
//! One connection at a time (wasm32-wasip1 has no threads), keep-alive between requests, request
//! heads parsed by `httparse`. GET/HEAD serve files under the directory (`index.html` or a listing
//! for directories), `POST /echo` answers the request body byte for byte. Any malformed request
//! gets a 400 and the connection is closed; nothing a client sends can stop the server.

/// `eprintln!`/`print!` that never panic: a closed stdout or stderr (a reader that went
/// away) loses the text instead of trapping the process.
macro_rules! errln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}
macro_rules! outp {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        let _ = write!(out, $($t)*);
        let _ = out.flush();
    }};
}

mod request;
mod response;
mod site;

use std::io::{self, Write};
use std::net::TcpStream;
use std::os::fd::{AsRawFd, RawFd};
use std::path::PathBuf;
use std::process::ExitCode;

use request::{Head, ReadError, Reader};
use response::Response;

const USAGE: &str =
    "Usage: agentos-serve [-p PORT | --port PORT] [-d DIR | --dir DIR] [--bind ADDR] [--once] [-q]
Serves the files under DIR (default: the current directory) over HTTP/1.1 on VM loopback.
  -p, --port PORT   port to listen on (default 8080; 0 picks a free one)
  -d, --dir DIR     directory to serve
      --bind ADDR   address to bind: 127.0.0.1 (default), localhost, 0.0.0.0, ::1 or ::
      --once        exit after answering one request
  -q, --quiet       no request log on stderr
POST /echo answers with the request body. Prints `listening on ADDR:PORT` once listening.
Limits: a request target of at most 8 KiB (else 414), a head of at most 64 KiB and 100 headers
(else 431); symbolic links are followed only while they stay under DIR (else 404).
";

#[derive(Debug, Clone, PartialEq, Eq)]
struct Options {
    port: u16,
    dir: PathBuf,
    bind: String,
    once: bool,
    quiet: bool,
}

fn parse(args: &[String]) -> Result<Option<Options>, String> {
    let mut o = Options {
        port: 8080,
        dir: PathBuf::from("."),
        bind: "127.0.0.1".into(),
        once: false,
        quiet: false,
    };
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        i += 1;
        let (flag, attached) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg, None),
        };
        let mut value = || -> Result<String, String> {
            if let Some(v) = attached.clone() {
                return Ok(v);
            }
            let v = args
                .get(i)
                .cloned()
                .ok_or_else(|| format!("option {flag} requires a value"))?;
            i += 1;
            Ok(v)
        };
        match flag {
            "-p" | "--port" => {
                let v = value()?;
                o.port = v.parse().map_err(|_| format!("invalid port: {v}"))?;
            }
            "-d" | "--dir" => o.dir = PathBuf::from(value()?),
            "--bind" => o.bind = value()?,
            "--once" => o.once = true,
            "-q" | "--quiet" => o.quiet = true,
            "-h" | "--help" => return Ok(None),
            _ => return Err(format!("unknown argument: {arg}")),
        }
    }
    Ok(Some(o))
}

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() -> ExitCode {
    agentos_process::alloc::set_program_name("agentos-serve");
    agentos_process::adopt_pwd();
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let o = match parse(&args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            outp!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            errln!("agentos-serve: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // Served paths are checked against the canonical directory (symbolic links resolved).
    let mut o = o;
    match site::canonicalize(&o.dir) {
        Ok(dir) if dir.is_dir() => o.dir = dir,
        _ => {
            errln!("agentos-serve: {}: not a directory", o.dir.display());
            return ExitCode::from(2);
        }
    }
    let addr = agentos_net::address_text(&o.bind, o.port);
    let listener = match agentos_net::listen(&addr) {
        Ok(l) => l,
        Err(e) => {
            errln!(
                "agentos-serve: cannot listen on {addr}: {}",
                agentos_net::error_text(&e)
            );
            return ExitCode::from(1);
        }
    };
    // The address as bound (`--bind ::1` shows `[::1]`), with the real port for `-p 0`.
    let shown = match agentos_net::local_addr(&listener) {
        Ok(a) => agentos_net::address_text(&o.bind, a.port()),
        Err(_) => addr,
    };
    let mut out = io::stdout().lock();
    if writeln!(out, "listening on {shown}")
        .and_then(|_| out.flush())
        .is_err()
    {
        // Nobody reads stdout: keep serving anyway.
    }
    drop(out);
    let mut failures = 0;
    loop {
        match listener.accept() {
            Ok((stream, _)) => {
                failures = 0;
                if serve_connection(stream, listener.as_raw_fd(), &o) == Served::LastRequest {
                    return ExitCode::SUCCESS;
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => {
                failures += 1;
                if failures >= 100 {
                    errln!(
                        "agentos-serve: accept keeps failing: {}",
                        agentos_net::error_text(&e)
                    );
                    return ExitCode::from(1);
                }
            }
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
enum Served {
    /// The connection ended; wait for the next.
    Connection,
    /// `--once` answered its request: exit.
    LastRequest,
}

/// Answers requests on `stream` until the client closes, asks to close, or sends garbage.
fn serve_connection(stream: TcpStream, listener: RawFd, o: &Options) -> Served {
    let mut reader = Reader::new(&stream, listener);
    let mut writer = &stream;
    loop {
        let head = match reader.head() {
            Ok(head) => head,
            Err(ReadError::Closed) => return Served::Connection,
            Err(ReadError::Bad(status, why)) => {
                let _ = Response::error(status, &why).close().write_to(&mut writer);
                log(o, "-", "-", status);
                return if o.once {
                    Served::LastRequest
                } else {
                    Served::Connection
                };
            }
        };
        let keep_alive = head.keep_alive() && !o.once;
        let status = match answer(&head, &mut reader, &mut writer, o, keep_alive) {
            Ok(status) => status,
            Err(_) => {
                return if o.once {
                    Served::LastRequest
                } else {
                    Served::Connection
                }
            }
        };
        log(o, &head.method, &head.target, status);
        if o.once {
            let _ = writer.flush();
            let _ = stream.shutdown(std::net::Shutdown::Write);
            return Served::LastRequest;
        }
        if !keep_alive {
            return Served::Connection;
        }
    }
}

fn log(o: &Options, method: &str, target: &str, status: u16) {
    if !o.quiet {
        errln!("{method} {target} {status}");
    }
}

/// Routes one request and writes the response; the status sent. `Err` when the connection broke.
fn answer(
    head: &Head,
    reader: &mut Reader,
    writer: &mut &TcpStream,
    o: &Options,
    keep_alive: bool,
) -> io::Result<u16> {
    let path = head.path();
    if path == "/echo" && head.method == "POST" {
        return echo(head, reader, writer, keep_alive);
    }
    // Any request body we do not use is read and dropped so the next request parses.
    let drained = match head.body_length() {
        Ok(request::BodyLength::Fixed(n)) => reader.discard(n),
        Ok(request::BodyLength::Chunked) => {
            reader.chunked_body(site::MAX_BUFFERED_BODY).map(|_| ())
        }
        Err((status, why)) => {
            Response::error(status, &why).close().write_to(writer)?;
            return Ok(status);
        }
    };
    if let Err(e) = drained {
        let (status, why) = e.status();
        Response::error(status, &why).close().write_to(writer)?;
        return Ok(status);
    }
    let response = match head.method.as_str() {
        "GET" | "HEAD" => site::file_response(&o.dir, &path),
        _ => {
            let allow = if path == "/echo" {
                "GET, HEAD, POST"
            } else {
                "GET, HEAD"
            };
            Response::error(405, "method not allowed").header("Allow", allow)
        }
    };
    let response = if keep_alive {
        response
    } else {
        response.close()
    };
    let status = response.status;
    response.head_only(head.method == "HEAD").write_to(writer)?;
    Ok(status)
}

/// `POST /echo`: the body back, byte for byte, streamed when its length is known.
fn echo(
    head: &Head,
    reader: &mut Reader,
    writer: &mut &TcpStream,
    keep_alive: bool,
) -> io::Result<u16> {
    let content_type = head
        .header("content-type")
        .unwrap_or("application/octet-stream")
        .to_string();
    match head.body_length() {
        Ok(request::BodyLength::Fixed(n)) => {
            let mut response = Response::new(200)
                .header("Content-Type", &content_type)
                .length(n);
            if !keep_alive {
                response = response.close();
            }
            response.write_head(writer)?;
            reader.copy_body(n, writer)?;
            Ok(200)
        }
        Ok(request::BodyLength::Chunked) => match reader.chunked_body(site::MAX_BUFFERED_BODY) {
            Ok(body) => {
                let response = Response::new(200)
                    .header("Content-Type", &content_type)
                    .body(body);
                let response = if keep_alive {
                    response
                } else {
                    response.close()
                };
                response.write_to(writer)?;
                Ok(200)
            }
            Err(e) => {
                let (status, why) = e.status();
                Response::error(status, &why).close().write_to(writer)?;
                Ok(status)
            }
        },
        Err((status, why)) => {
            Response::error(status, &why).close().write_to(writer)?;
            Ok(status)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &[&str]) -> Vec<String> {
        s.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn parses_options() {
        let o = parse(&args(&[
            "-p",
            "0",
            "--dir",
            "/srv",
            "--bind=0.0.0.0",
            "--once",
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(
            (o.port, o.dir, o.bind.as_str(), o.once),
            (0, PathBuf::from("/srv"), "0.0.0.0", true)
        );
        let o = parse(&args(&[])).unwrap().unwrap();
        assert_eq!(
            (o.port, o.bind.as_str(), o.once),
            (8080, "127.0.0.1", false)
        );
        assert!(parse(&args(&["-p", "70000"])).is_err());
        assert!(parse(&args(&["-p"])).is_err());
        assert!(parse(&args(&["--what"])).is_err());
        assert_eq!(parse(&args(&["--help"])), Ok(None));
    }
}
