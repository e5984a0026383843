//! `curl`: the command line (a subset of curl 8's flags) and the transfer loop.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::failure::{self, Failure, Phase};
use crate::http::{self, Client, Hop};
use crate::url::{Url, UrlError};
use crate::write_out::{self, Stats, Stream};

pub const USER_AGENT: &str = "curl/8.5.0 (agentOS)";

/// Exit codes (curl's `CURLE_*` numbers).
pub mod exit {
    pub const UNSUPPORTED_PROTOCOL: i32 = 1;
    pub const USAGE: i32 = 2;
    pub const URL_MALFORMAT: i32 = 3;
    pub const COULDNT_RESOLVE_HOST: i32 = 6;
    pub const COULDNT_CONNECT: i32 = 7;
    pub const WEIRD_SERVER_REPLY: i32 = 8;
    pub const PARTIAL_FILE: i32 = 18;
    pub const HTTP_RETURNED_ERROR: i32 = 22;
    pub const WRITE_ERROR: i32 = 23;
    pub const READ_ERROR: i32 = 26;
    pub const OPERATION_TIMEDOUT: i32 = 28;
    pub const SSL_CONNECT_ERROR: i32 = 35;
    pub const TOO_MANY_REDIRECTS: i32 = 47;
    pub const GOT_NOTHING: i32 = 52;
    pub const RECV_ERROR: i32 = 56;
    pub const PEER_FAILED_VERIFICATION: i32 = 60;
}

/// How a `-d`-family argument is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataKind {
    /// `-d`/`--data`/`--data-ascii`: `@file` read with CR and LF removed.
    Ascii,
    /// `--data-binary`: `@file` read exactly.
    Binary,
    /// `--data-raw`: no `@` meaning.
    Raw,
    /// `--data-urlencode`: `[name]=content`, `[name]@file`, content percent-encoded.
    UrlEncode,
    /// `--json`: like `--data-binary`, JSON content type, pieces concatenated.
    Json,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Options {
    pub urls: Vec<String>,
    pub silent: bool,
    pub show_error: bool,
    pub fail: bool,
    pub fail_with_body: bool,
    pub location: bool,
    pub max_redirs: Option<u32>,
    pub outputs: Vec<String>,
    pub remote_name: bool,
    pub method: Option<String>,
    pub headers: Vec<String>,
    pub data: Vec<(DataKind, String)>,
    pub get: bool,
    pub head: bool,
    pub include: bool,
    pub write_out: Option<String>,
    pub max_time: Option<Duration>,
    pub connect_timeout: Option<Duration>,
    pub user: Option<String>,
    pub user_agent: Option<String>,
    pub referer: Option<String>,
    pub verbose: bool,
    pub dump_header: Option<String>,
    pub upload_file: Option<String>,
    pub insecure: bool,
    pub help: bool,
    pub version: bool,
}

/// A command-line mistake (exit 2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Usage(pub String);

fn seconds(flag: &str, value: &str) -> Result<Duration, Usage> {
    match value.parse::<f64>() {
        Ok(s) if s.is_finite() && (0.0..1e9).contains(&s) => Ok(Duration::from_secs_f64(s)),
        _ => Err(Usage(format!(
            "option {flag}: expected a proper numerical parameter"
        ))),
    }
}

/// Parses curl's arguments (without argv[0]). Short flags cluster (`-sSL`, `-sLo file`, `-ofile`);
/// long flags take their value as the next argument, as curl's do.
pub fn parse(args: &[String]) -> Result<Options, Usage> {
    let mut o = Options::default();
    let mut i = 0;
    let mut only_urls = false;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if only_urls || arg == "-" || !arg.starts_with('-') {
            o.urls.push(arg.clone());
            continue;
        }
        if arg == "--" {
            only_urls = true;
            continue;
        }
        // (flag, attached value): long flags whole, short flags one character at a time.
        let mut flags: Vec<(String, Option<String>)> = Vec::new();
        if let Some(long) = arg.strip_prefix("--") {
            flags.push((long.to_string(), None));
        } else {
            let chars: Vec<char> = arg[1..].chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                j += 1;
                if takes_value_short(c) {
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
            let mut value = || -> Result<String, Usage> {
                if let Some(v) = attached.clone() {
                    return Ok(v);
                }
                let v = args
                    .get(i)
                    .cloned()
                    .ok_or_else(|| Usage(format!("option {shown}: requires parameter")))?;
                i += 1;
                Ok(v)
            };
            match flag.as_str() {
                "s" | "silent" => o.silent = true,
                "S" | "show-error" => o.show_error = true,
                "f" | "fail" => o.fail = true,
                "fail-with-body" => o.fail_with_body = true,
                "L" | "location" => o.location = true,
                "max-redirs" => {
                    let v = value()?;
                    // -1: unlimited, as curl's.
                    o.max_redirs = match v.parse::<i64>() {
                        Ok(n) => Some(n.clamp(-1, u32::MAX as i64).try_into().unwrap_or(u32::MAX)),
                        Err(_) => {
                            return Err(Usage(format!(
                                "option {shown}: expected a proper numerical parameter"
                            )))
                        }
                    };
                }
                "o" | "output" => o.outputs.push(value()?),
                "O" | "remote-name" => o.remote_name = true,
                "X" | "request" => o.method = Some(value()?),
                "H" | "header" => o.headers.push(value()?),
                "d" | "data" | "data-ascii" => o.data.push((DataKind::Ascii, value()?)),
                "data-binary" => o.data.push((DataKind::Binary, value()?)),
                "data-raw" => o.data.push((DataKind::Raw, value()?)),
                "data-urlencode" => o.data.push((DataKind::UrlEncode, value()?)),
                "json" => o.data.push((DataKind::Json, value()?)),
                "G" | "get" => o.get = true,
                "I" | "head" => o.head = true,
                "i" | "include" => o.include = true,
                "w" | "write-out" => o.write_out = Some(value()?),
                "m" | "max-time" => o.max_time = Some(seconds(&shown, &value()?)?),
                "connect-timeout" => o.connect_timeout = Some(seconds(&shown, &value()?)?),
                "u" | "user" => o.user = Some(value()?),
                "A" | "user-agent" => o.user_agent = Some(value()?),
                "e" | "referer" => o.referer = Some(value()?),
                "D" | "dump-header" => o.dump_header = Some(value()?),
                "T" | "upload-file" => o.upload_file = Some(value()?),
                "url" => o.urls.push(value()?),
                "v" | "verbose" => o.verbose = true,
                "k" | "insecure" => o.insecure = true,
                "no-progress-meter" | "compressed" | "no-buffer" | "N" | "#" | "progress-bar" => {}
                "h" | "help" => o.help = true,
                "V" | "version" => o.version = true,
                _ => return Err(Usage(format!("option {shown}: is unknown"))),
            }
        }
    }
    if o.help || o.version {
        return Ok(o);
    }
    if o.urls.is_empty() {
        return Err(Usage("no URL specified!".into()));
    }
    for h in &o.headers {
        if !h.contains(':') && !h.ends_with(';') {
            return Err(Usage(format!("option -H: header \"{h}\" has no ':'")));
        }
    }
    if o.upload_file.is_some() && !o.data.is_empty() {
        return Err(Usage("You can only select one HTTP request method! You asked for both PUT (-T, --upload-file) and POST (-d, --data).".into()));
    }
    if o.head && !o.data.is_empty() && !o.get {
        return Err(Usage("You can only select one HTTP request method! You asked for both POST (-d, --data) and HEAD (-I, --head).".into()));
    }
    Ok(o)
}

fn takes_value_short(c: char) -> bool {
    matches!(
        c,
        'o' | 'X' | 'H' | 'd' | 'w' | 'm' | 'u' | 'A' | 'e' | 'D' | 'T'
    )
}

pub const HELP: &str = "Usage: curl [options...] <url>...
 -d, --data <data>          HTTP POST data (@file: from a file, CR/LF removed; several joined with &)
     --data-binary <data>   HTTP POST data, @file read exactly
     --data-raw <data>      HTTP POST data, '@' not special
     --data-urlencode <d>   HTTP POST data, URL-encoded
     --json <data>          HTTP POST JSON (sets Content-Type and Accept)
 -D, --dump-header <file>   Write the received headers to <file> ('-': stdout)
 -f, --fail                 Fail with exit 22 and no output on HTTP errors (>= 400)
     --fail-with-body       Exit 22 on HTTP errors but keep the body
 -G, --get                  Put the -d data in the URL and use GET
 -H, --header <header>      Pass a custom header ('Name: value'; 'Name:' removes, 'Name;' empty)
 -I, --head                 Show document info only (HEAD)
 -i, --include              Include response headers in the output
 -L, --location             Follow redirects (each hop is checked against the network policy)
     --max-redirs <num>     Maximum number of redirects allowed (default 50)
 -m, --max-time <secs>      Maximum time for the whole transfer: connecting, waiting for
                            the response and reading it (a stalled upload is bounded only
                            by the exec timeout)
     --connect-timeout <s>  Maximum time for the connect (never above the VM's
                            network.connectTimeoutMs)
 -o, --output <file>        Write to <file> instead of stdout
 -O, --remote-name          Write output to a file named as the remote file
 -s, --silent               Silent mode
 -S, --show-error           Show error even when -s is used
 -T, --upload-file <file>   PUT <file> ('-': stdin; a URL ending in / gets the file name)
 -u, --user <user:pass>     Server user and password (Basic)
 -A, --user-agent <name>    Send User-Agent <name>
 -e, --referer <URL>        Referrer URL
 -v, --verbose              Show the request and response heads on stderr
 -w, --write-out <format>   Output FORMAT after completion (%{http_code}, %{size_download}, ...)
 -X, --request <method>     Specify request method to use
 -h, --help                 This help
 -V, --version              Show version number and quit
TLS is done by the host (certificates always verified): -k is accepted but has no effect.
";

/// Exit code and message of a failure for `url`, as curl words them.
pub fn describe(f: &Failure, url: &Url, elapsed: Duration, received: u64) -> (i32, String) {
    let host = url.bare_host();
    let port = url.port_or_default();
    let ms = elapsed.as_millis();
    match f {
        Failure::PolicyDenied => {
            (exit::COULDNT_CONNECT, format!("Failed to connect to {host} port {port}: blocked by network policy"))
        }
        Failure::Resolve => (exit::COULDNT_RESOLVE_HOST, format!("Could not resolve host: {host}")),
        Failure::Connect(why) => {
            (exit::COULDNT_CONNECT, format!("Failed to connect to {host} port {port} after {ms} ms: {why}"))
        }
        Failure::Timeout => (
            exit::OPERATION_TIMEDOUT,
            format!("Operation timed out after {ms} milliseconds with {received} bytes received"),
        ),
        Failure::Certificate => (
            exit::PEER_FAILED_VERIFICATION,
            format!("SSL certificate problem: the certificate of {host} is not trusted, expired, or not for this name"),
        ),
        Failure::Handshake => (exit::SSL_CONNECT_ERROR, format!("TLS connect error: the handshake with {host} failed")),
        Failure::EmptyReply => (exit::GOT_NOTHING, "Empty reply from server".into()),
        Failure::Partial => (exit::PARTIAL_FILE, "transfer closed with outstanding read data remaining".into()),
        Failure::BadResponse(why) => (exit::WEIRD_SERVER_REPLY, format!("Weird server reply: {why}")),
        Failure::Recv(why) => (exit::RECV_ERROR, format!("Recv failure: {why}")),
        Failure::BadRequest(why) => (exit::USAGE, format!("cannot send this request (bad -H or -X?): {why}")),
    }
}

fn url_error(e: &UrlError) -> (i32, String) {
    match e {
        UrlError::UnsupportedScheme(_) => (exit::UNSUPPORTED_PROTOCOL, e.to_string()),
        UrlError::Malformed(_) => (exit::URL_MALFORMAT, e.to_string()),
    }
}

/// `%XX` for everything but unreserved characters (`--data-urlencode`, `-G`).
pub fn percent_encode(bytes: &[u8]) -> String {
    let mut out = String::new();
    for &b in bytes {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn read_source(name: &str) -> io::Result<Vec<u8>> {
    let mut data = Vec::new();
    if name == "-" {
        io::stdin().lock().read_to_end(&mut data)?;
    } else {
        File::open(name)?.read_to_end(&mut data)?;
    }
    Ok(data)
}

/// The request body from the `-d` family (joined with `&`, `--json` pieces concatenated), and
/// whether it is JSON. `Err` names a file that could not be read (exit 26).
pub fn request_body(data: &[(DataKind, String)]) -> Result<Option<(Vec<u8>, bool)>, String> {
    if data.is_empty() {
        return Ok(None);
    }
    let read = |name: &str| {
        read_source(name).map_err(|e| {
            format!(
                "Failed to open/read local data from file/application: {name}: {}",
                agentos_net::error_text(&e)
            )
        })
    };
    let mut body = Vec::new();
    let mut json = false;
    for (n, (kind, value)) in data.iter().enumerate() {
        let piece = match kind {
            DataKind::Ascii => match value.strip_prefix('@') {
                Some(name) => read(name)?
                    .into_iter()
                    .filter(|&b| b != b'\r' && b != b'\n')
                    .collect(),
                None => value.as_bytes().to_vec(),
            },
            DataKind::Binary | DataKind::Json => match value.strip_prefix('@') {
                Some(name) => read(name)?,
                None => value.as_bytes().to_vec(),
            },
            DataKind::Raw => value.as_bytes().to_vec(),
            DataKind::UrlEncode => {
                if let Some((name, content)) = value.split_once('=') {
                    let enc = percent_encode(content.as_bytes());
                    if name.is_empty() {
                        enc
                    } else {
                        format!("{name}={enc}")
                    }
                    .into_bytes()
                } else if let Some((name, file)) = value.split_once('@') {
                    let enc = percent_encode(&read(file)?);
                    if name.is_empty() {
                        enc
                    } else {
                        format!("{name}={enc}")
                    }
                    .into_bytes()
                } else {
                    percent_encode(value.as_bytes()).into_bytes()
                }
            }
        };
        let joins = n > 0 && !(*kind == DataKind::Json && data[n - 1].0 == DataKind::Json);
        if joins {
            body.push(b'&');
        }
        json |= *kind == DataKind::Json;
        body.extend_from_slice(&piece);
    }
    Ok(Some((body, json)))
}

/// `-H` values as (name, value) pairs; `Name:` (empty) removes a header we would add, `Name;`
/// sends it empty. Returns the pairs and the names removed.
pub fn header_pairs(headers: &[String]) -> (Vec<(String, String)>, Vec<String>) {
    let mut pairs = Vec::new();
    let mut removed = Vec::new();
    for h in headers {
        match h.split_once(':') {
            Some((name, value)) if value.trim().is_empty() => {
                removed.push(name.trim().to_ascii_lowercase())
            }
            Some((name, value)) => pairs.push((name.trim().to_string(), value.trim().to_string())),
            None => {
                if let Some(name) = h.strip_suffix(';') {
                    pairs.push((name.trim().to_string(), String::new()));
                }
            }
        }
    }
    (pairs, removed)
}

fn basic_auth(user: &str) -> String {
    use base64::Engine;
    let creds = if user.contains(':') {
        user.to_string()
    } else {
        format!("{user}:")
    };
    format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(creds)
    )
}

/// `%XX` decoded (invalid sequences kept as they are), lossy UTF-8.
fn percent_decode(s: &str) -> String {
    percent_encoding::percent_decode_str(s)
        .decode_utf8_lossy()
        .into_owned()
}

/// The first request of a transfer for `url`, from the options (`body` from [`request_body`]).
/// What a transfer sends: nothing, `-d`-family data (with whether it is `--json`), or a `-T` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Upload {
    None,
    Data(Vec<u8>, bool),
    File(Vec<u8>),
}

pub fn first_hop(o: &Options, url: &str, upload: &Upload) -> Result<Hop, UrlError> {
    let mut url = Url::parse(url)?;
    let body = match upload {
        Upload::Data(data, json) => Some((data, *json)),
        _ => None,
    };
    let (pairs, removed) = header_pairs(&o.headers);
    let has = |name: &str| {
        pairs.iter().any(|(n, _)| n.eq_ignore_ascii_case(name)) || removed.iter().any(|r| r == name)
    };
    let mut headers = Vec::new();
    let user = o
        .user
        .clone()
        .or_else(|| url.userinfo.as_deref().map(percent_decode));
    if let Some(user) = user {
        if !has("authorization") {
            headers.push(("Authorization".to_string(), basic_auth(&user)));
        }
    }
    if let Some(r) = &o.referer {
        if !has("referer") {
            headers.push(("Referer".to_string(), r.clone()));
        }
    }
    let mut request_body = None;
    if let Some((data, json)) = body {
        if o.get {
            let sep = if url.path_and_query.contains('?') {
                '&'
            } else {
                '?'
            };
            url.path_and_query = format!(
                "{}{sep}{}",
                url.path_and_query,
                String::from_utf8_lossy(data)
            );
        } else {
            let content_type = if json {
                "application/json"
            } else {
                "application/x-www-form-urlencoded"
            };
            if !has("content-type") {
                headers.push(("Content-Type".to_string(), content_type.to_string()));
            }
            if json && !has("accept") {
                headers.push(("Accept".to_string(), "application/json".to_string()));
            }
            request_body = Some(data.clone());
        }
    }
    if let Upload::File(data) = upload {
        // curl appends the local file name to a URL that names a directory.
        if url.path().ends_with('/') {
            if let Some(name) = o
                .upload_file
                .as_deref()
                .and_then(|f| f.rsplit('/').next())
                .filter(|n| !n.is_empty() && *n != "-")
            {
                let query = url
                    .path_and_query
                    .split_once('?')
                    .map(|(_, q)| format!("?{q}"))
                    .unwrap_or_default();
                url.path_and_query =
                    format!("{}{}{query}", url.path(), percent_encode(name.as_bytes()));
            }
        }
        request_body = Some(data.clone());
    }
    headers.extend(pairs);
    let method = match &o.method {
        Some(m) => m.clone(),
        None if o.head => "HEAD".into(),
        None if matches!(upload, Upload::File(_)) => "PUT".into(),
        None if request_body.is_some() => "POST".into(),
        None => "GET".into(),
    };
    // `-G` data and an upload's name changed the URL: it must still be one we can send.
    Ok(Hop {
        method,
        url: url.checked()?,
        headers,
        body: request_body,
    })
}

/// The output of one transfer: stdout, or a file created at the first write (so `-f` on an
/// error response leaves no file).
struct Output {
    path: Option<PathBuf>,
    file: Option<File>,
    stdout: io::Stdout,
}

impl Output {
    fn new(path: Option<PathBuf>) -> Output {
        Output {
            path,
            file: None,
            stdout: io::stdout(),
        }
    }

    fn write(&mut self, data: &[u8]) -> io::Result<()> {
        match &self.path {
            None => self.stdout.lock().write_all(data),
            Some(path) => {
                if self.file.is_none() {
                    self.file = Some(File::create(path)?);
                }
                match self.file.as_mut() {
                    Some(f) => f.write_all(data),
                    None => Ok(()),
                }
            }
        }
    }

    fn finish(&mut self) -> io::Result<()> {
        self.write(&[])?;
        match &mut self.file {
            Some(f) => f.flush(),
            None => self.stdout.lock().flush(),
        }
    }
}

struct Transfer<'a> {
    o: &'a Options,
    client: &'a Client,
    stats: Stats,
    started: Instant,
    out: Output,
    dump: Option<File>,
}

type Outcome = Result<(), (i32, String)>;

impl Transfer<'_> {
    fn run(&mut self, mut hop: Hop) -> Outcome {
        let max_redirs = self.o.max_redirs.unwrap_or(50);
        self.stats.url = hop.url.to_string();
        loop {
            self.stats.url_effective = hop.url.to_string();
            self.stats.method = hop.method.clone();
            self.stats.scheme = hop.url.scheme.clone();
            self.stats.remote_port = hop.url.port_or_default();
            if self.o.verbose {
                self.verbose_request(&hop);
            }
            let response = match self.client.send(&hop) {
                Ok(r) => r,
                Err(f) => return Err(describe(&f, &hop.url, self.started.elapsed(), 0)),
            };
            self.stats.size_upload += hop.body.as_ref().map_or(0, |b| b.len() as u64);
            let status = response.status().as_u16();
            let head = http::head_text(&response);
            self.stats.http_code = status;
            self.stats.http_version = http::version_text(response.version())
                .trim_start_matches("HTTP/")
                .to_string();
            self.stats.size_header += head.len() as u64;
            self.stats.content_type = http::header(&response, "content-type")
                .unwrap_or("")
                .to_string();
            self.stats.headers = response
                .headers()
                .iter()
                .map(|(n, v)| {
                    (
                        n.as_str().to_string(),
                        String::from_utf8_lossy(v.as_bytes()).into_owned(),
                    )
                })
                .collect();
            let location = http::header(&response, "location").map(str::to_string);
            self.stats.redirect_url = match (&location, http::is_redirect(status)) {
                (Some(l), true) => hop.url.join(l).map(|u| u.to_string()).unwrap_or_default(),
                _ => String::new(),
            };
            if self.o.verbose {
                for line in head.trim_end().split("\r\n") {
                    errln!("< {line}");
                }
                errln!("<");
            }
            if let Some(dump) = &mut self.dump {
                let _ = dump.write_all(head.as_bytes());
            } else if self.o.dump_header.as_deref() == Some("-") {
                let mut out = io::stdout().lock();
                out.write_all(head.as_bytes()).map_err(write_error)?;
            }
            let failing = (self.o.fail || self.o.fail_with_body) && status >= 400;
            let show_head = (self.o.include || self.o.head) && (!failing || self.o.fail_with_body);
            if show_head {
                self.out.write(head.as_bytes()).map_err(write_error)?;
            }
            if self.o.location && http::is_redirect(status) {
                if let Some(location) = location {
                    if self.stats.num_redirects >= max_redirs {
                        return Err((
                            exit::TOO_MANY_REDIRECTS,
                            format!("Maximum ({max_redirs}) redirects followed"),
                        ));
                    }
                    hop = http::next_hop(&hop, status, &location, self.o.method.is_some())
                        .map_err(|e| url_error(&e))?;
                    self.stats.num_redirects += 1;
                    self.stats.redirect_url.clear();
                    continue;
                }
            }
            if failing && !self.o.fail_with_body {
                return Err((
                    exit::HTTP_RETURNED_ERROR,
                    format!("The requested URL returned error: {status}"),
                ));
            }
            if hop.method != "HEAD" {
                self.body(response.into_body(), &hop.url)?;
            }
            self.out.finish().map_err(write_error)?;
            if failing {
                return Err((
                    exit::HTTP_RETURNED_ERROR,
                    format!("The requested URL returned error: {status}"),
                ));
            }
            return Ok(());
        }
    }

    /// Streams the body to the output as it arrives (64 KiB at a time, never whole).
    fn body(&mut self, body: ureq::Body, url: &Url) -> Outcome {
        let mut reader = body.into_reader();
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            let n = match reader.read(&mut buf) {
                Ok(0) => return Ok(()),
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    let f = failure::of_io(&e, Phase::Body);
                    return Err(describe(
                        &f,
                        url,
                        self.started.elapsed(),
                        self.stats.size_download,
                    ));
                }
            };
            self.stats.size_download += n as u64;
            self.out.write(&buf[..n]).map_err(write_error)?;
        }
    }

    fn verbose_request(&self, hop: &Hop) {
        errln!(
            "* Connecting to {} port {}",
            hop.url.bare_host(),
            hop.url.port_or_default()
        );
        errln!("> {} {} HTTP/1.1", hop.method, hop.url.path_and_query);
        match hop.url.port {
            Some(port) => errln!("> Host: {}:{port}", hop.url.host),
            None => errln!("> Host: {}", hop.url.host),
        }
        let (_, removed) = header_pairs(&self.o.headers);
        if !removed.iter().any(|r| r == "user-agent") {
            errln!(
                "> User-Agent: {}",
                self.o.user_agent.as_deref().unwrap_or(USER_AGENT)
            );
        }
        for (name, value) in &hop.headers {
            let shown = if name.eq_ignore_ascii_case("authorization") {
                "<redacted>"
            } else {
                value
            };
            errln!("> {name}: {shown}");
        }
        if let Some(body) = &hop.body {
            errln!("> Content-Length: {}", body.len());
        }
        errln!(">");
    }
}

fn write_error(e: io::Error) -> (i32, String) {
    (
        exit::WRITE_ERROR,
        format!(
            "Failure writing output to destination: {}",
            agentos_net::error_text(&e)
        ),
    )
}

fn print_error(o: &Options, code: i32, message: &str) {
    if !o.silent || o.show_error {
        errln!("curl: ({code}) {message}");
    }
}

/// Runs curl with `args` (without argv[0]) and returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let o = match parse(args) {
        Ok(o) => o,
        Err(Usage(message)) => {
            errln!("curl: {message}");
            errln!("curl: try 'curl --help' for more information");
            return exit::USAGE;
        }
    };
    if o.help {
        outp!("{HELP}");
        return 0;
    }
    if o.version {
        outp!("{USER_AGENT} ureq/3 (TLS, DNS and TCP by the agentOS host)\n");
        outp!("Protocols: http https\n");
        return 0;
    }
    if o.insecure && !o.silent {
        errln!("Warning: -k/--insecure has no effect here: the host always verifies certificates");
    }
    let body = match &o.upload_file {
        Some(name) => read_source(name).map(Upload::File).map_err(|e| {
            format!(
                "Failed to open/read local data from file/application: {name}: {}",
                agentos_net::error_text(&e)
            )
        }),
        None => request_body(&o.data)
            .map(|b| b.map_or(Upload::None, |(data, json)| Upload::Data(data, json))),
    };
    let body = match body {
        Ok(b) => b,
        Err(message) => {
            print_error(&o, exit::READ_ERROR, &message);
            return exit::READ_ERROR;
        }
    };
    let (_, removed) = header_pairs(&o.headers);
    let user_agent = if removed.iter().any(|r| r == "user-agent") {
        None
    } else {
        Some(o.user_agent.as_deref().unwrap_or(USER_AGENT))
    };
    let client = Client::new(o.max_time, None, o.connect_timeout, user_agent);
    let mut code = 0;
    for (n, url) in o.urls.iter().enumerate() {
        let started = Instant::now();
        let mut stats = Stats::default();
        let result = first_hop(&o, url, &body)
            .map_err(|e| url_error(&e))
            .and_then(|hop| {
                let path = match o.outputs.get(n) {
                    Some(p) if p != "-" => Some(PathBuf::from(p)),
                    Some(_) => None,
                    None if o.remote_name => match hop.url.file_name() {
                        "" => {
                            return Err((
                                exit::WRITE_ERROR,
                                "Remote file name has no length".to_string(),
                            ))
                        }
                        // Decoded, but never a path: `%2F` must not write outside the cwd.
                        name => Some(PathBuf::from(percent_decode(name).replace('/', "_"))),
                    },
                    None => None,
                };
                let dump = match &o.dump_header {
                    Some(p) if p == "-" => None,
                    Some(p) => Some(File::create(p).map_err(write_error)?),
                    None => None,
                };
                let mut t = Transfer {
                    o: &o,
                    client: &client,
                    stats: Stats::default(),
                    started,
                    out: Output::new(path),
                    dump,
                };
                let r = t.run(hop);
                stats = t.stats;
                r
            });
        stats.time_total = started.elapsed();
        if let Err((c, message)) = &result {
            stats.exitcode = *c;
            stats.errormsg = message.clone();
            print_error(&o, *c, message);
            code = *c;
        }
        if let Some(format) = &o.write_out {
            let format = match format.strip_prefix('@') {
                Some(file) => read_source(file)
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
                    .unwrap_or_default(),
                None => format.clone(),
            };
            let (pieces, warnings) = write_out::render(&format, &stats);
            for w in warnings {
                errln!("{w}");
            }
            for (stream, text) in pieces {
                match stream {
                    Stream::Stdout => {
                        let mut out = io::stdout().lock();
                        let _ = out.write_all(text.as_bytes());
                        let _ = out.flush();
                    }
                    Stream::Stderr => errp!("{text}"),
                }
            }
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
    fn parses_clustered_and_long_flags() {
        let o = parse(&args(&[
            "-sSfL",
            "-o",
            "out.txt",
            "-X",
            "PUT",
            "-H",
            "A: b",
            "http://h/",
        ]))
        .unwrap();
        assert!(o.silent && o.show_error && o.fail && o.location);
        assert_eq!(o.outputs, vec!["out.txt"]);
        assert_eq!(o.method.as_deref(), Some("PUT"));
        assert_eq!(o.headers, vec!["A: b"]);
        assert_eq!(o.urls, vec!["http://h/"]);
        let o = parse(&args(&[
            "-sLofile",
            "h",
            "-w",
            "%{http_code}",
            "--max-time",
            "2.5",
            "--max-redirs",
            "3",
        ]))
        .unwrap();
        assert_eq!(o.outputs, vec!["file"]);
        assert_eq!(o.write_out.as_deref(), Some("%{http_code}"));
        assert_eq!(o.max_time, Some(Duration::from_millis(2500)));
        assert_eq!(o.max_redirs, Some(3));
        assert_eq!(
            parse(&args(&["--max-redirs", "-1", "h"]))
                .unwrap()
                .max_redirs,
            Some(u32::MAX)
        );
        let o = parse(&args(&[
            "-d",
            "a=1",
            "--data-binary",
            "@f",
            "--json",
            "{}",
            "-u",
            "u:p",
            "-I",
            "-G",
            "x",
        ]))
        .unwrap();
        assert_eq!(
            o.data,
            vec![
                (DataKind::Ascii, "a=1".into()),
                (DataKind::Binary, "@f".into()),
                (DataKind::Json, "{}".into())
            ]
        );
        assert!(o.head && o.get);
        assert_eq!(o.user.as_deref(), Some("u:p"));
    }

    #[test]
    fn help_says_what_max_time_bounds() {
        // Connects are bounded through SO_SNDTIMEO; a blocked write only by the exec timeout.
        assert!(HELP.contains("network.connectTimeoutMs") && HELP.contains("exec timeout"));
    }

    #[test]
    fn usage_errors() {
        assert_eq!(
            parse(&args(&["-s"])),
            Err(Usage("no URL specified!".into()))
        );
        assert!(parse(&args(&["--bogus", "h"]))
            .unwrap_err()
            .0
            .contains("is unknown"));
        assert!(parse(&args(&["h", "-o"]))
            .unwrap_err()
            .0
            .contains("requires parameter"));
        assert!(parse(&args(&["-m", "soon", "h"])).is_err());
        assert!(parse(&args(&["-H", "novalue", "h"])).is_err());
        assert!(parse(&args(&["-I", "-d", "x", "h"])).is_err());
        assert!(parse(&args(&["--help"])).unwrap().help);
    }

    #[test]
    fn builds_bodies_like_curl() {
        let b = request_body(&[
            (DataKind::Ascii, "a=1".into()),
            (DataKind::Raw, "@b".into()),
        ])
        .unwrap()
        .unwrap();
        assert_eq!((b.0.as_slice(), b.1), (&b"a=1&@b"[..], false));
        let b = request_body(&[
            (DataKind::Json, "{\"a\":".into()),
            (DataKind::Json, "1}".into()),
        ])
        .unwrap()
        .unwrap();
        assert_eq!((b.0.as_slice(), b.1), (&b"{\"a\":1}"[..], true));
        let b = request_body(&[(DataKind::UrlEncode, "q=a b&c".into())])
            .unwrap()
            .unwrap();
        assert_eq!(b.0, b"q=a%20b%26c");
        let dir = std::env::temp_dir().join(format!("agentos-curl-test-{}", std::process::id()));
        std::fs::write(&dir, b"x\r\ny\n").unwrap();
        let at = format!("@{}", dir.display());
        let ascii = request_body(&[(DataKind::Ascii, at.clone())])
            .unwrap()
            .unwrap();
        let binary = request_body(&[(DataKind::Binary, at)]).unwrap().unwrap();
        std::fs::remove_file(&dir).unwrap();
        assert_eq!(
            (ascii.0.as_slice(), binary.0.as_slice()),
            (&b"xy"[..], &b"x\r\ny\n"[..])
        );
        assert!(request_body(&[(DataKind::Binary, "@/no/such/file".into())]).is_err());
        assert_eq!(request_body(&[]).unwrap(), None);
    }

    #[test]
    fn first_hop_sets_method_headers_and_auth() {
        let data = |o: &Options| {
            request_body(&o.data)
                .unwrap()
                .map_or(Upload::None, |(d, j)| Upload::Data(d, j))
        };
        let o = parse(&args(&["-d", "x=1", "-H", "X-A: 1", "http://u:p%40@h/"])).unwrap();
        let hop = first_hop(&o, &o.urls[0], &data(&o)).unwrap();
        assert_eq!(hop.method, "POST");
        assert_eq!(hop.body.as_deref(), Some(&b"x=1"[..]));
        assert!(hop.headers.contains(&(
            "Content-Type".into(),
            "application/x-www-form-urlencoded".into()
        )));
        assert!(hop
            .headers
            .contains(&("Authorization".into(), "Basic dTpwQA==".into())));
        assert_eq!(hop.headers.last(), Some(&("X-A".into(), "1".into())));
        let o = parse(&args(&["-G", "-d", "q=1", "http://h/s?a=b"])).unwrap();
        let hop = first_hop(&o, &o.urls[0], &data(&o)).unwrap();
        assert_eq!(
            (
                hop.method.as_str(),
                hop.url.path_and_query.as_str(),
                hop.body
            ),
            ("GET", "/s?a=b&q=1", None)
        );
        let o = parse(&args(&["-I", "-H", "Content-Type:", "h"])).unwrap();
        assert_eq!(first_hop(&o, "h", &Upload::None).unwrap().method, "HEAD");
        let t = parse(&args(&["-T", "dir/my file.txt", "http://h/up/"])).unwrap();
        let hop = first_hop(&t, &t.urls[0], &Upload::File(b"F".to_vec())).unwrap();
        assert_eq!(
            (hop.method.as_str(), hop.url.path_and_query.as_str()),
            ("PUT", "/up/my%20file.txt")
        );
        assert_eq!(
            (hop.body.as_deref(), hop.headers.len()),
            (Some(&b"F"[..]), 0)
        );
        assert!(parse(&args(&["-T", "f", "-d", "x", "h"])).is_err());
        assert_eq!(header_pairs(&o.headers).1, vec!["content-type".to_string()]);
    }

    #[test]
    fn transfers_to_a_file_with_fail_and_write_out() {
        use crate::http::testing::one_shot;
        let file = std::env::temp_dir().join(format!("agentos-curl-out-{}", std::process::id()));
        let path = file.to_string_lossy().into_owned();
        let (port, server) = one_shot(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc");
        assert_eq!(
            main(&args(&[
                "-s",
                "-d",
                "x=1",
                "-o",
                &path,
                &format!("http://127.0.0.1:{port}/p")
            ])),
            0
        );
        let request = String::from_utf8(server.join().unwrap()).unwrap();
        assert!(request.starts_with("POST /p HTTP/1.1\r\n"), "{request}");
        assert_eq!(std::fs::read(&file).unwrap(), b"abc");
        std::fs::remove_file(&file).unwrap();
        let (port, server) = one_shot(b"HTTP/1.1 500 Oops\r\nContent-Length: 4\r\n\r\nfail");
        assert_eq!(
            main(&args(&[
                "-sf",
                "-o",
                &path,
                &format!("http://127.0.0.1:{port}/")
            ])),
            22
        );
        server.join().unwrap();
        assert!(!file.exists(), "-f leaves no file");
    }

    #[test]
    fn exit_codes_match_curl() {
        let url = Url::parse("http://example.com:8080/").unwrap();
        let code = |f: Failure| describe(&f, &url, Duration::ZERO, 0).0;
        assert_eq!(code(Failure::Resolve), 6);
        assert_eq!(code(Failure::Connect("x".into())), 7);
        assert_eq!(code(Failure::Timeout), 28);
        assert_eq!(code(Failure::Handshake), 35);
        assert_eq!(code(Failure::Certificate), 60);
        assert_eq!(code(Failure::Partial), 18);
        assert_eq!(code(Failure::Recv("x".into())), 56);
        assert_eq!(
            describe(&Failure::PolicyDenied, &url, Duration::ZERO, 0),
            (
                7,
                "Failed to connect to example.com port 8080: blocked by network policy".into()
            )
        );
        assert_eq!(url_error(&UrlError::UnsupportedScheme("ftp".into())).0, 1);
        assert_eq!(url_error(&UrlError::Malformed("x".into())).0, 3);
    }
}
