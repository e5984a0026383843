//! `wget`: GNU wget's everyday command line (`wget URL`, `-O`, `-q`, `--header`, `--post-data`,
//! `-T`, `-S`) over the same client as curl. Redirects are followed hop by hop (at most 20).

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;
use std::time::Duration;

use crate::failure::{self, Failure, Phase};
use crate::http::{self, Client, Hop};
use crate::url::{Url, UrlError};

pub const USER_AGENT: &str = "Wget/1.21.4 (agentOS)";
const MAX_REDIRECTS: u32 = 20;

/// Exit codes (GNU wget's).
pub mod exit {
    pub const GENERIC: i32 = 1;
    pub const USAGE: i32 = 2;
    pub const FILE_IO: i32 = 3;
    pub const NETWORK: i32 = 4;
    pub const TLS_VERIFICATION: i32 = 5;
    pub const SERVER_ERROR: i32 = 8;
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Options {
    pub urls: Vec<String>,
    pub output: Option<String>,
    pub quiet: bool,
    pub headers: Vec<String>,
    pub post_data: Option<String>,
    pub post_file: Option<String>,
    pub method: Option<String>,
    pub timeout: Option<Duration>,
    pub server_response: bool,
    pub user_agent: Option<String>,
    pub directory_prefix: Option<String>,
    pub help: bool,
    pub version: bool,
}

/// Parses wget's arguments (without argv[0]): `--opt=value` or `--opt value`, short flags with
/// values attached or next (`-Ofile`, `-O file`), clustered `-qS`.
pub fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut i = 0;
    let mut only_urls = false;
    while i < args.len() {
        let arg = args[i].clone();
        i += 1;
        if only_urls || arg == "-" || !arg.starts_with('-') {
            o.urls.push(arg);
            continue;
        }
        if arg == "--" {
            only_urls = true;
            continue;
        }
        let mut flags: Vec<(String, Option<String>)> = Vec::new();
        if let Some(long) = arg.strip_prefix("--") {
            match long.split_once('=') {
                Some((name, value)) => flags.push((name.to_string(), Some(value.to_string()))),
                None => flags.push((long.to_string(), None)),
            }
        } else {
            let chars: Vec<char> = arg[1..].chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                j += 1;
                if matches!(c, 'O' | 'T' | 'U' | 'P') {
                    let rest: String = chars[j..].iter().collect();
                    flags.push((c.to_string(), (!rest.is_empty()).then_some(rest)));
                    break;
                }
                flags.push((c.to_string(), None));
            }
        }
        for (flag, attached) in flags {
            let shown = if flag.len() == 1 {
                format!("-{flag}")
            } else {
                format!("--{flag}")
            };
            let mut value = || -> Result<String, String> {
                if let Some(v) = attached.clone() {
                    return Ok(v);
                }
                let v = args
                    .get(i)
                    .cloned()
                    .ok_or_else(|| format!("option requires an argument -- '{shown}'"))?;
                i += 1;
                Ok(v)
            };
            match flag.as_str() {
                "O" | "output-document" => o.output = Some(value()?),
                "q" | "quiet" => o.quiet = true,
                "header" => o.headers.push(value()?),
                "post-data" => o.post_data = Some(value()?),
                "post-file" => o.post_file = Some(value()?),
                "method" => o.method = Some(value()?.to_ascii_uppercase()),
                "T" | "timeout" | "read-timeout" => {
                    let v = value()?;
                    match v.parse::<f64>() {
                        Ok(s) if s.is_finite() && (0.0..1e9).contains(&s) => {
                            o.timeout = (s > 0.0).then(|| Duration::from_secs_f64(s));
                        }
                        _ => return Err(format!("{shown}: Invalid time period '{v}'")),
                    }
                }
                "S" | "server-response" => o.server_response = true,
                "U" | "user-agent" => o.user_agent = Some(value()?),
                "P" | "directory-prefix" => o.directory_prefix = Some(value()?),
                "nv"
                | "no-verbose"
                | "no-check-certificate"
                | "progress"
                | "show-progress"
                | "no-clobber" => {
                    if flag == "progress" && attached.is_none() {
                        value()?;
                    }
                }
                "h" | "help" => o.help = true,
                "V" | "version" => o.version = true,
                _ => return Err(format!("unrecognized option '{arg}'")),
            }
        }
    }
    if !o.help && !o.version && o.urls.is_empty() {
        return Err("missing URL".into());
    }
    if o.post_data.is_some() && o.post_file.is_some() {
        return Err("--post-data and --post-file are mutually exclusive".into());
    }
    Ok(o)
}

/// The file `wget URL` saves to: the last path segment, `index.html` for a directory.
pub fn local_name(url: &Url) -> String {
    match url.file_name() {
        "" => "index.html".to_string(),
        name => name.to_string(),
    }
}

/// GNU wget's exit code for a failure.
pub fn exit_code(f: &Failure) -> i32 {
    match f {
        Failure::Certificate => exit::TLS_VERIFICATION,
        // GNU wget's parse error for an option value it cannot use.
        Failure::BadRequest(_) => exit::USAGE,
        _ => exit::NETWORK,
    }
}

fn words(f: &Failure, url: &Url) -> String {
    let host = url.bare_host();
    let port = url.port_or_default();
    match f {
        Failure::PolicyDenied => {
            format!("connecting to {host}:{port} failed: blocked by network policy.")
        }
        Failure::Resolve => format!("unable to resolve host address '{host}'"),
        Failure::Connect(why) => format!("connecting to {host}:{port} failed: {why}."),
        Failure::Timeout => "Read error: Connection timed out.".into(),
        Failure::Certificate => format!(
            "cannot verify {host}'s certificate: not trusted, expired, or not for this name."
        ),
        Failure::Handshake => format!("Unable to establish SSL connection to {host}."),
        Failure::EmptyReply => "No data received.".into(),
        Failure::Partial => "Connection closed before the end of the body.".into(),
        Failure::BadResponse(why) => format!("Malformed status line: {why}"),
        Failure::Recv(why) => format!("Read error: {why}"),
        Failure::BadRequest(why) => {
            format!("cannot send this request (bad --header or --method?): {why}")
        }
    }
}

fn header_pairs(headers: &[String]) -> Vec<(String, String)> {
    headers
        .iter()
        .filter_map(|h| h.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// Where the body goes: stdout for `-O -`, else a file created at the first byte.
enum Sink {
    Stdout,
    File { path: String, file: Option<File> },
}

impl Sink {
    fn write(&mut self, data: &[u8]) -> io::Result<()> {
        match self {
            Sink::Stdout => io::stdout().lock().write_all(data),
            Sink::File { path, file } => {
                if file.is_none() {
                    *file = Some(File::create(&*path)?);
                }
                match file {
                    Some(f) => f.write_all(data),
                    None => Ok(()),
                }
            }
        }
    }
}

struct Run<'a> {
    o: &'a Options,
    client: &'a Client,
}

impl Run<'_> {
    /// Progress and errors both go to stderr, and `-q` silences both (as GNU wget's).
    fn say(&self, text: &str) {
        if !self.o.quiet {
            errln!("{text}");
        }
    }

    /// One URL; the exit code.
    fn fetch(&self, url_text: &str, body: Option<&[u8]>) -> i32 {
        let url = match Url::parse(url_text) {
            Ok(u) => u,
            Err(e) => {
                let why = match e {
                    UrlError::UnsupportedScheme(s) => format!("Unsupported scheme '{s}'"),
                    UrlError::Malformed(m) => m,
                };
                self.say(&format!("{url_text}: {why}."));
                return exit::GENERIC;
            }
        };
        let mut headers = header_pairs(&self.o.headers);
        let mut method = self.o.method.clone().unwrap_or_else(|| {
            if body.is_some() {
                "POST".into()
            } else {
                "GET".into()
            }
        });
        if body.is_some()
            && !headers
                .iter()
                .any(|(n, _)| n.eq_ignore_ascii_case("content-type"))
        {
            headers.insert(
                0,
                (
                    "Content-Type".into(),
                    "application/x-www-form-urlencoded".into(),
                ),
            );
        }
        if method.is_empty() {
            method = "GET".into();
        }
        let mut hop = Hop {
            method,
            url,
            headers,
            body: body.map(<[u8]>::to_vec),
        };
        let mut redirects = 0;
        loop {
            self.say(&format!("--  {}", hop.url));
            let response = match self.client.send(&hop) {
                Ok(r) => r,
                Err(f) => {
                    self.say(&format!("wget: {}", words(&f, &hop.url)));
                    return exit_code(&f);
                }
            };
            let status = response.status();
            self.say(&format!(
                "HTTP request sent, awaiting response... {} {}",
                status.as_u16(),
                status.canonical_reason().unwrap_or("")
            ));
            if self.o.server_response {
                for line in http::head_text(&response).trim_end().split("\r\n") {
                    self.say(&format!("  {line}"));
                }
            }
            if http::is_redirect(status.as_u16()) {
                if let Some(location) = http::header(&response, "location").map(str::to_string) {
                    redirects += 1;
                    if redirects > MAX_REDIRECTS {
                        self.say(&format!("{MAX_REDIRECTS} redirections exceeded."));
                        return exit::SERVER_ERROR;
                    }
                    self.say(&format!("Location: {location} [following]"));
                    match http::next_hop(&hop, status.as_u16(), &location, self.o.method.is_some())
                    {
                        Ok(next) => hop = next,
                        Err(_) => {
                            self.say(&format!("{location}: Invalid URL."));
                            return exit::GENERIC;
                        }
                    }
                    continue;
                }
            }
            if status.as_u16() >= 400 {
                self.say(&format!(
                    "{} ERROR {}: {}.",
                    hop.url,
                    status.as_u16(),
                    status.canonical_reason().unwrap_or("")
                ));
                return exit::SERVER_ERROR;
            }
            let mut sink = match self.o.output.as_deref() {
                Some("-") => Sink::Stdout,
                Some(path) => Sink::File {
                    path: path.to_string(),
                    file: None,
                },
                None => {
                    let name = local_name(&hop.url);
                    let path = match &self.o.directory_prefix {
                        Some(dir) => {
                            // Like GNU wget: the prefix directory is made as needed.
                            if let Err(e) = std::fs::create_dir_all(dir) {
                                self.say(&format!(
                                    "wget: cannot create directory '{dir}': {}",
                                    agentos_net::error_text(&e)
                                ));
                                return exit::FILE_IO;
                            }
                            Path::new(dir).join(&name).to_string_lossy().into_owned()
                        }
                        None => name,
                    };
                    Sink::File {
                        path: unused_name(&path),
                        file: None,
                    }
                }
            };
            if let Some(len) = http::header(&response, "content-length") {
                let ty = http::header(&response, "content-type").unwrap_or("");
                self.say(&format!("Length: {len} [{ty}]"));
            }
            if let Sink::File { path, .. } = &sink {
                self.say(&format!("Saving to: '{path}'"));
            }
            let mut reader = response.into_body().into_reader();
            let mut buf = vec![0u8; 64 * 1024];
            let mut total = 0u64;
            loop {
                match reader.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        total += n as u64;
                        if let Err(e) = sink.write(&buf[..n]) {
                            self.say(&format!(
                                "wget: cannot write to the output: {}",
                                agentos_net::error_text(&e)
                            ));
                            return exit::FILE_IO;
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        let f = failure::of_io(&e, Phase::Body);
                        self.say(&format!("wget: {}", words(&f, &hop.url)));
                        return exit_code(&f);
                    }
                }
            }
            if let Err(e) = sink.write(&[]).and_then(|_| io::stdout().lock().flush()) {
                self.say(&format!(
                    "wget: cannot write to the output: {}",
                    agentos_net::error_text(&e)
                ));
                return exit::FILE_IO;
            }
            if let Sink::File { path, .. } = &sink {
                self.say(&format!("'{path}' saved [{total}]"));
            }
            return 0;
        }
    }
}

/// `name`, or `name.1`, `name.2`, … when it exists (wget never overwrites without `-O`).
fn unused_name(name: &str) -> String {
    if !Path::new(name).exists() {
        return name.to_string();
    }
    (1..10_000)
        .map(|n| format!("{name}.{n}"))
        .find(|candidate| !Path::new(candidate).exists())
        .unwrap_or_else(|| name.to_string())
}

/// Runs wget with `args` (without argv[0]) and returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let o = match parse(args) {
        Ok(o) => o,
        Err(message) => {
            errln!("wget: {message}");
            errln!("Usage: wget [OPTION]... [URL]...\n\nTry `wget --help' for more options.");
            return exit::USAGE;
        }
    };
    if o.help {
        outp!(
            "Usage: wget [OPTION]... [URL]...\n\
             \x20 -O,  --output-document=FILE  write documents to FILE ('-' for stdout)\n\
             \x20 -P,  --directory-prefix=DIR  save files to DIR/\n\
             \x20 -q,  --quiet                 quiet (no output)\n\
             \x20 -S,  --server-response       print server response headers\n\
             \x20 -T,  --timeout=SECONDS       set the connect and read timeouts (each wait;\n\
             \x20                             sending is not bounded by it)\n\
             \x20 -U,  --user-agent=AGENT      identify as AGENT\n\
             \x20      --header=STRING         insert STRING among the headers\n\
             \x20      --post-data=STRING      use the POST method; send STRING as the data\n\
             \x20      --post-file=FILE        use the POST method; send contents of FILE\n\
             \x20      --method=HTTPMethod     use method \"HTTPMethod\" in the request\n\
             TLS is done by the host and always verified.\n"
        );
        return 0;
    }
    if o.version {
        outp!(
            "GNU Wget 1.21.4 compatible ({USER_AGENT}), over ureq 3 and the agentOS host network\n"
        );
        return 0;
    }
    let body = match (&o.post_data, &o.post_file) {
        (Some(d), _) => Some(d.as_bytes().to_vec()),
        (None, Some(f)) => match std::fs::read(f) {
            Ok(b) => Some(b),
            Err(e) => {
                errln!("wget: {f}: {}", agentos_net::error_text(&e));
                return exit::FILE_IO;
            }
        },
        (None, None) => None,
    };
    // GNU's -T bounds each wait (DNS, connect, read), not the whole download.
    let client = Client::new(
        None,
        o.timeout,
        o.timeout,
        Some(o.user_agent.as_deref().unwrap_or(USER_AGENT)),
    );
    let run = Run {
        o: &o,
        client: &client,
    };
    let mut code = 0;
    for url in &o.urls {
        let c = run.fetch(url, body.as_deref());
        // GNU wget reports the "worst" failure when there are several (smaller non-zero first).
        if c != 0 && (code == 0 || c < code) {
            code = c;
        }
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &[&str]) -> Vec<String> {
        s.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn parses_wget_flags() {
        let o = parse(&args(&[
            "-qO",
            "-",
            "--header=X-A: 1",
            "--header",
            "X-B: 2",
            "-T",
            "5",
            "-S",
            "h/x",
        ]))
        .unwrap();
        assert!(o.quiet && o.server_response);
        assert_eq!(o.output.as_deref(), Some("-"));
        assert_eq!(o.headers, vec!["X-A: 1", "X-B: 2"]);
        assert_eq!(o.timeout, Some(Duration::from_secs(5)));
        let o = parse(&args(&["--post-data=a=1", "-Ofile", "--timeout=0", "u"])).unwrap();
        assert_eq!(
            (o.post_data.as_deref(), o.output.as_deref(), o.timeout),
            (Some("a=1"), Some("file"), None)
        );
        assert!(parse(&args(&[])).is_err());
        assert!(parse(&args(&["--nope", "u"])).is_err());
        assert!(parse(&args(&["-T", "x", "u"])).is_err());
        assert!(parse(&args(&["u", "-O"])).is_err());
    }

    #[test]
    fn fetches_to_a_file_and_exits_8_on_http_errors() {
        use crate::http::testing::one_shot;
        let file = std::env::temp_dir().join(format!("agentos-wget-test-{}", std::process::id()));
        let path = file.to_string_lossy().into_owned();
        let (port, server) = one_shot(b"HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nbody");
        assert_eq!(
            main(&args(&[
                "-q",
                "-O",
                &path,
                &format!("http://127.0.0.1:{port}/f")
            ])),
            0
        );
        assert!(String::from_utf8(server.join().unwrap())
            .unwrap()
            .starts_with("GET /f HTTP/1.1\r\n"));
        assert_eq!(std::fs::read(&file).unwrap(), b"body");
        std::fs::remove_file(&file).unwrap();
        let (port, server) = one_shot(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
        assert_eq!(
            main(&args(&["-O", &path, &format!("http://127.0.0.1:{port}/")])),
            8
        );
        server.join().unwrap();
        assert!(!file.exists(), "no file for an error response");
    }

    #[test]
    fn names_files_like_wget() {
        assert_eq!(local_name(&Url::parse("http://h/").unwrap()), "index.html");
        assert_eq!(local_name(&Url::parse("http://h").unwrap()), "index.html");
        assert_eq!(
            local_name(&Url::parse("http://h/a/b.tar.gz?x=1").unwrap()),
            "b.tar.gz"
        );
        assert_eq!(
            local_name(&Url::parse("http://h/dir/").unwrap()),
            "index.html"
        );
    }

    #[test]
    fn exit_codes_match_gnu_wget() {
        assert_eq!(exit_code(&Failure::Certificate), 5);
        assert_eq!(exit_code(&Failure::Resolve), 4);
        assert_eq!(exit_code(&Failure::PolicyDenied), 4);
        assert_eq!(exit_code(&Failure::Timeout), 4);
        assert_eq!(exit_code(&Failure::Handshake), 4);
    }
}
