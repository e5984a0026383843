//! The Sandbox Agent 0.4.2 HTTP client (`sandbox.md` 7): `/v1/health`, `/v1/fs/*` and
//! `/v1/processes/*` over reqwest (HTTP/1.1, rustls), with a per-request timeout, the bearer
//! token and configured headers on every request, and problem+json errors turned into
//! [`SandboxError::Http`].

use std::time::Duration;

use base64::Engine as _;
use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
use reqwest::header::{HeaderMap, HeaderName, HeaderValue, AUTHORIZATION, CONTENT_TYPE};
use reqwest::{Method, RequestBuilder, Response};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::error::SandboxError;

/// Characters escaped in a `path` query value: `/` is kept (`sandbox.md` 2.1).
const QUERY: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'&')
    .add(b'+')
    .add(b'<')
    .add(b'=')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'\\')
    .add(b'^')
    .add(b'|');

/// Characters escaped in a path segment (process ids).
const SEGMENT: &AsciiSet = &QUERY.add(b'/');

/// Largest request body Sandbox Agent 0.4.2 accepts (2 MiB; larger → 413).
pub const MAX_PUT_BYTES: usize = 2 * 1024 * 1024;

/// Longest pause between the health probes that watch a running `/v1/processes/run`.
pub const HEALTH_PAUSE_MAX: Duration = Duration::from_secs(1);

/// Default per-request timeout (`timeoutMs`).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// Where a Sandbox Agent server is and how to authenticate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    /// `http(s)://host:port`, without a trailing slash.
    pub base_url: String,
    pub token: Option<String>,
    /// Extra headers on every request.
    pub headers: Vec<(String, String)>,
}

/// One filesystem entry (`GET /v1/fs/stat`, `GET /v1/fs/entries`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FsEntry {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub path: Option<String>,
    /// `file` or `directory`.
    pub entry_type: String,
    #[serde(default)]
    pub size: u64,
    /// RFC 3339 with nanoseconds.
    #[serde(default)]
    pub modified: Option<String>,
}

impl FsEntry {
    pub fn is_dir(&self) -> bool {
        self.entry_type == "directory"
    }
}

/// `POST /v1/processes/run` body.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunRequest {
    pub command: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cwd: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub env: Option<serde_json::Map<String, Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timeout_ms: Option<u64>,
}

/// `POST /v1/processes/run` answer.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunResult {
    pub exit_code: Option<i32>,
    #[serde(default)]
    pub timed_out: bool,
    #[serde(default)]
    pub stdout: String,
    #[serde(default)]
    pub stderr: String,
    #[serde(default)]
    pub stdout_truncated: bool,
    #[serde(default)]
    pub stderr_truncated: bool,
    #[serde(default)]
    pub duration_ms: u64,
}

/// A problem+json error body.
#[derive(Debug, Deserialize)]
struct Problem {
    #[serde(default)]
    title: Option<String>,
    #[serde(default)]
    status: Option<u16>,
    #[serde(default)]
    detail: Option<String>,
}

/// A Sandbox Agent client. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Client {
    http: reqwest::Client,
    base: String,
    timeout: Duration,
}

fn transport(e: reqwest::Error) -> SandboxError {
    let what = if e.is_timeout() {
        "request timed out"
    } else if e.is_connect() {
        "connection failed"
    } else if e.is_decode() || e.is_body() {
        "bad response body"
    } else {
        "request failed"
    };
    // The URL (with its query) stays out of the message; `source` names the cause.
    let mut msg = what.to_string();
    let mut src = std::error::Error::source(&e);
    while let Some(s) = src {
        msg = format!("{msg}: {s}");
        src = s.source();
    }
    SandboxError::Transport(msg)
}

impl Client {
    /// A client for `endpoint`; every request times out after `timeout`.
    pub fn new(endpoint: &Endpoint, timeout: Duration) -> Result<Client, SandboxError> {
        let base = endpoint.base_url.trim_end_matches('/').to_string();
        if !(base.starts_with("http://") || base.starts_with("https://")) {
            return Err(SandboxError::Invalid(format!(
                "baseUrl must be an http(s) URL, got {base:?}"
            )));
        }
        let mut headers = HeaderMap::new();
        for (k, v) in &endpoint.headers {
            let name = HeaderName::from_bytes(k.as_bytes())
                .map_err(|_| SandboxError::Invalid(format!("invalid header name {k:?}")))?;
            let value = HeaderValue::from_str(v)
                .map_err(|_| SandboxError::Invalid(format!("invalid value of header {k}")))?;
            headers.insert(name, value);
        }
        if let Some(t) = &endpoint.token {
            let mut value = HeaderValue::from_str(&format!("Bearer {t}"))
                .map_err(|_| SandboxError::Invalid("invalid token".into()))?;
            value.set_sensitive(true);
            headers.insert(AUTHORIZATION, value);
        }
        let http = reqwest::Client::builder()
            .user_agent(concat!("agentos/", env!("CARGO_PKG_VERSION")))
            .default_headers(headers)
            .no_proxy()
            .http1_only()
            .connect_timeout(timeout)
            .build()
            .map_err(|e| SandboxError::Invalid(format!("cannot build the HTTP client: {e}")))?;
        Ok(Client {
            http,
            base,
            timeout,
        })
    }

    /// The per-request timeout.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn fs_url(&self, endpoint: &str, path: &str) -> String {
        self.url(&format!(
            "/v1/fs/{endpoint}?path={}",
            utf8_percent_encode(path, QUERY)
        ))
    }

    fn process_url(&self, id: &str, rest: &str) -> String {
        self.url(&format!(
            "/v1/processes/{}{rest}",
            utf8_percent_encode(id, SEGMENT)
        ))
    }

    fn request(&self, method: Method, url: String) -> RequestBuilder {
        self.http.request(method, url).timeout(self.timeout)
    }

    /// Sends and turns error statuses into [`SandboxError::Http`].
    async fn send(&self, req: RequestBuilder) -> Result<Response, SandboxError> {
        let resp = req.send().await.map_err(transport)?;
        let status = resp.status();
        if status.is_success() {
            return Ok(resp);
        }
        let body = resp.text().await.unwrap_or_default();
        let problem: Option<Problem> = serde_json::from_str(&body).ok();
        let (title, detail, code) = match problem {
            Some(p) => (
                p.title
                    .unwrap_or_else(|| status.canonical_reason().unwrap_or("").to_string()),
                p.detail.unwrap_or_default(),
                p.status.unwrap_or(status.as_u16()),
            ),
            None => (
                status.canonical_reason().unwrap_or("").to_string(),
                body.chars().take(500).collect(),
                status.as_u16(),
            ),
        };
        Err(SandboxError::Http {
            status: code,
            title,
            detail,
        })
    }

    async fn json<T: serde::de::DeserializeOwned>(
        &self,
        req: RequestBuilder,
    ) -> Result<T, SandboxError> {
        self.send(req).await?.json().await.map_err(transport)
    }

    /// `GET /v1/health` → `{"status":"ok"}`.
    pub async fn health(&self) -> Result<(), SandboxError> {
        let v: Value = self
            .json(self.request(Method::GET, self.url("/v1/health")))
            .await?;
        if v.get("status").and_then(Value::as_str) == Some("ok") {
            Ok(())
        } else {
            Err(SandboxError::Transport(format!("unhealthy: {v}")))
        }
    }

    /// `GET /v1/fs/stat` (follows symlinks).
    pub async fn stat(&self, path: &str) -> Result<FsEntry, SandboxError> {
        self.json(self.request(Method::GET, self.fs_url("stat", path)))
            .await
    }

    /// `GET /v1/fs/entries`: one level, server order.
    pub async fn entries(&self, path: &str) -> Result<Vec<FsEntry>, SandboxError> {
        self.json(self.request(Method::GET, self.fs_url("entries", path)))
            .await
    }

    /// `GET /v1/fs/file`: the whole file (the server ignores `Range`), at most `limit` bytes.
    pub async fn read_file(&self, path: &str, limit: u64) -> Result<Vec<u8>, SandboxError> {
        let mut resp = self
            .send(self.request(Method::GET, self.fs_url("file", path)))
            .await?;
        if resp.content_length().is_some_and(|n| n > limit) {
            return Err(SandboxError::TooLarge { limit });
        }
        let mut out = Vec::with_capacity(resp.content_length().unwrap_or(0) as usize);
        while let Some(chunk) = resp.chunk().await.map_err(transport)? {
            if (out.len() + chunk.len()) as u64 > limit {
                return Err(SandboxError::TooLarge { limit });
            }
            out.extend_from_slice(&chunk);
        }
        Ok(out)
    }

    /// Replaces (or creates, with parents) the file: one `PUT /v1/fs/file` up to the server's
    /// request body limit ([`MAX_PUT_BYTES`]); larger contents go up in parts that `cat` joins
    /// inside the sandbox (which needs `sh` there), then one `move` puts the result in place.
    pub async fn write_file(&self, path: &str, data: Vec<u8>) -> Result<(), SandboxError> {
        if data.len() <= MAX_PUT_BYTES {
            return self.put(path, data).await;
        }
        let mut nonce = [0u8; 8];
        getrandom::fill(&mut nonce)
            .map_err(|e| SandboxError::Transport(format!("no randomness: {e}")))?;
        let tag: String = nonce.iter().map(|b| format!("{b:02x}")).collect();
        let tmp = format!("{path}.agentos-upload-{tag}");
        let parts: Vec<String> = (0..data.len().div_ceil(MAX_PUT_BYTES))
            .map(|i| format!("{tmp}.{i}"))
            .collect();
        let result = self.write_parts(path, &tmp, &parts, &data).await;
        if result.is_err() {
            for p in parts.iter().chain(std::iter::once(&tmp)) {
                let _ = self.delete(p, false).await;
            }
        }
        result
    }

    async fn write_parts(
        &self,
        path: &str,
        tmp: &str,
        parts: &[String],
        data: &[u8],
    ) -> Result<(), SandboxError> {
        for (part, chunk) in parts.iter().zip(data.chunks(MAX_PUT_BYTES)) {
            self.put(part, chunk.to_vec()).await?;
        }
        let mut args = vec![
            "-c".to_string(),
            r#"t=$1; shift; cat "$@" > "$t"; s=$?; rm -f "$@"; exit $s"#.to_string(),
            "sh".to_string(),
            tmp.to_string(),
        ];
        args.extend(parts.iter().cloned());
        let r = self
            .run(&RunRequest {
                command: "sh".into(),
                args,
                timeout_ms: Some(120_000),
                ..Default::default()
            })
            .await?;
        if r.exit_code != Some(0) {
            return Err(SandboxError::Transport(format!(
                "joining the upload parts failed: {}",
                r.stderr.trim()
            )));
        }
        self.move_entry(tmp, path, true).await
    }

    async fn put(&self, path: &str, data: Vec<u8>) -> Result<(), SandboxError> {
        self.send(
            self.request(Method::PUT, self.fs_url("file", path))
                .header(CONTENT_TYPE, "application/octet-stream")
                .body(data),
        )
        .await
        .map(drop)
    }

    /// `POST /v1/fs/mkdir`: recursive and idempotent.
    pub async fn mkdir(&self, path: &str) -> Result<(), SandboxError> {
        self.send(self.request(Method::POST, self.fs_url("mkdir", path)))
            .await
            .map(drop)
    }

    /// `DELETE /v1/fs/entry`.
    pub async fn delete(&self, path: &str, recursive: bool) -> Result<(), SandboxError> {
        let mut url = self.fs_url("entry", path);
        if recursive {
            url.push_str("&recursive=true");
        }
        self.send(self.request(Method::DELETE, url)).await.map(drop)
    }

    /// `POST /v1/fs/move`.
    pub async fn move_entry(
        &self,
        from: &str,
        to: &str,
        overwrite: bool,
    ) -> Result<(), SandboxError> {
        self.send(
            self.request(Method::POST, self.url("/v1/fs/move"))
                .json(&json!({"from": from, "to": to, "overwrite": overwrite})),
        )
        .await
        .map(drop)
    }

    /// `POST /v1/processes/run`. The answer comes when the command ends, so the request may
    /// last the command's own timeout (`timeout_ms`, or the server default of 30 s) plus the
    /// request timeout. Meanwhile the server is asked `GET /v1/health` (each probe bounded by
    /// the request timeout, the first after [`HEALTH_PAUSE_MAX`] at most): a server that stops
    /// answering fails the call within about the request timeout instead (`sandbox.md` 3).
    pub async fn run(&self, req: &RunRequest) -> Result<RunResult, SandboxError> {
        let command_ms = req.timeout_ms.unwrap_or(30_000);
        let timeout = self.timeout + Duration::from_millis(command_ms);
        let call = self.json(
            self.http
                .post(self.url("/v1/processes/run"))
                .timeout(timeout)
                .json(req),
        );
        tokio::select! {
            r = call => r,
            e = self.until_unresponsive() => Err(e),
        }
    }

    /// Probes `/v1/health` until a probe fails at the transport level (timeout, refused), and
    /// returns that failure. Answers with an error status count as alive.
    async fn until_unresponsive(&self) -> SandboxError {
        let pause = (self.timeout / 2).min(HEALTH_PAUSE_MAX);
        loop {
            tokio::time::sleep(pause).await;
            if let Err(SandboxError::Transport(m)) = self.health().await {
                return SandboxError::Transport(format!(
                    "{m} (the server stopped answering health checks within {} ms while the command ran)",
                    self.timeout.as_millis()
                ));
            }
        }
    }

    /// `POST /v1/processes` → `ProcessInfo`.
    pub async fn create_process(&self, body: &Value) -> Result<Value, SandboxError> {
        self.json(
            self.request(Method::POST, self.url("/v1/processes"))
                .json(body),
        )
        .await
    }

    /// `GET /v1/processes` → `{processes: [...]}`.
    pub async fn list_processes(&self) -> Result<Value, SandboxError> {
        self.json(self.request(Method::GET, self.url("/v1/processes")))
            .await
    }

    /// `GET /v1/processes/{id}/logs`.
    pub async fn logs(
        &self,
        id: &str,
        stream: Option<&str>,
        tail: Option<u64>,
    ) -> Result<Value, SandboxError> {
        let mut q = Vec::new();
        if let Some(s) = stream {
            q.push(format!("stream={}", utf8_percent_encode(s, SEGMENT)));
        }
        if let Some(t) = tail {
            q.push(format!("tail={t}"));
        }
        let rest = if q.is_empty() {
            "/logs".to_string()
        } else {
            format!("/logs?{}", q.join("&"))
        };
        self.json(self.request(Method::GET, self.process_url(id, &rest)))
            .await
    }

    /// `POST /v1/processes/{id}/stop` or `/kill` → `ProcessInfo`.
    pub async fn signal_process(&self, id: &str, kill: bool) -> Result<Value, SandboxError> {
        let rest = if kill { "/kill" } else { "/stop" };
        self.json(self.request(Method::POST, self.process_url(id, rest)))
            .await
    }

    /// `POST /v1/processes/{id}/input` with base64 data.
    pub async fn input(&self, id: &str, data: &[u8]) -> Result<(), SandboxError> {
        let body = json!({
            "data": base64::engine::general_purpose::STANDARD.encode(data),
            "encoding": "base64",
        });
        self.send(
            self.request(Method::POST, self.process_url(id, "/input"))
                .json(&body),
        )
        .await
        .map(drop)
    }
}
