//! One HTTP exchange per call over ureq with our host transport, and the redirect rules both
//! commands follow. ureq's own redirects are off: every hop is a new request from us, so the host
//! checks its policy on each hop's host (a redirect to a denied host fails like a direct request).

use std::time::Duration;

use ureq::http::{self, Response};
use ureq::{Agent, Body};

use crate::failure::{self, Failure, Phase};
use crate::transport::{HostConnector, HostResolver};
use crate::url::Url;

pub struct Client {
    agent: Agent,
    /// Sent as a request header (never through ureq's config, whose value ureq unwraps: a
    /// control character would panic there, while a header is checked and refused).
    user_agent: Option<String>,
}

/// One request: method, URL, headers (name, value) in order, optional body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hop {
    pub method: String,
    pub url: Url,
    pub headers: Vec<(String, String)>,
    pub body: Option<Vec<u8>>,
}

impl Client {
    /// `max_time`: the whole transfer's limit; `per_read`: the longest wait for data; `connect`:
    /// the longest connect (below the VM's `connectTimeoutMs`); `user_agent`: `None` sends none.
    pub fn new(
        max_time: Option<Duration>,
        per_read: Option<Duration>,
        connect: Option<Duration>,
        user_agent: Option<&str>,
    ) -> Client {
        let config = Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .max_redirects_will_error(false)
            .allow_non_standard_methods(true)
            .max_idle_connections(0)
            .max_idle_connections_per_host(0)
            .timeout_global(max_time)
            .timeout_per_read(per_read)
            .timeout_connect(connect)
            .user_agent(ureq::config::AutoHeaderValue::None)
            .accept("*/*")
            // The host is the only way out: no proxy from the environment.
            .proxy(None)
            .build();
        Client {
            agent: Agent::with_parts(config, HostConnector, HostResolver),
            user_agent: user_agent.map(str::to_string),
        }
    }

    /// Sends `hop` and returns the response head with a streaming body. Header names, values
    /// (the user agent included), methods or URIs http rejects come back as `Failure::BadRequest`:
    /// everything reaches ureq through `http`'s checked builder.
    pub fn send(&self, hop: &Hop) -> Result<Response<Body>, Failure> {
        let mut builder = http::Request::builder()
            .method(hop.method.as_str())
            .uri(hop.url.to_string());
        for (name, value) in &hop.headers {
            builder = builder.header(name.as_str(), value.as_str());
        }
        if let Some(ua) = &self.user_agent {
            if !hop
                .headers
                .iter()
                .any(|(n, _)| n.eq_ignore_ascii_case("user-agent"))
            {
                builder = builder.header("User-Agent", ua.as_str());
            }
        }
        let bad = |e: http::Error| Failure::BadRequest(e.to_string());
        // No body at all (not an empty one): a GET carries no Content-Length.
        let sent = match hop.body.as_deref() {
            Some(body) => self.agent.run(builder.body(body).map_err(bad)?),
            None => self.agent.run(builder.body(()).map_err(bad)?),
        };
        sent.map_err(|e| failure::of_ureq(&e, Phase::Request))
    }
}

/// Whether `status` is a redirect we follow.
pub fn is_redirect(status: u16) -> bool {
    matches!(status, 301 | 302 | 303 | 307 | 308)
}

/// The request after a redirect, as curl does it: 303 turns anything but HEAD into GET without a
/// body; 301 and 302 turn POST into GET unless the method was given with `-X` (`keep_method`);
/// 307 and 308 keep method and body. Credentials (`Authorization`) and cookies are dropped when the
/// host or port changes. `Err` for a `Location` that is not a URL we follow.
pub fn next_hop(
    hop: &Hop,
    status: u16,
    location: &str,
    keep_method: bool,
) -> Result<Hop, crate::url::UrlError> {
    let url = hop.url.join(location)?;
    let mut next = Hop { url, ..hop.clone() };
    let to_get = match status {
        303 => hop.method != "HEAD",
        301 | 302 => hop.method == "POST" && !keep_method,
        _ => false,
    };
    if to_get {
        next.method = "GET".into();
        next.body = None;
        next.headers.retain(|(n, _)| {
            !n.eq_ignore_ascii_case("content-type") && !n.eq_ignore_ascii_case("content-length")
        });
    }
    if next.url.host != hop.url.host || next.url.port_or_default() != hop.url.port_or_default() {
        next.headers.retain(|(n, _)| {
            !n.eq_ignore_ascii_case("authorization") && !n.eq_ignore_ascii_case("cookie")
        });
    }
    Ok(next)
}

/// `HTTP/1.1` etc. for a response's version.
pub fn version_text(v: http::Version) -> &'static str {
    match v {
        http::Version::HTTP_09 => "HTTP/0.9",
        http::Version::HTTP_10 => "HTTP/1.0",
        http::Version::HTTP_2 => "HTTP/2",
        http::Version::HTTP_3 => "HTTP/3",
        _ => "HTTP/1.1",
    }
}

/// The response head as text: status line and header lines, CRLF-terminated, blank line last.
pub fn head_text<B>(response: &Response<B>) -> String {
    let status = response.status();
    let mut out = format!(
        "{} {} {}\r\n",
        version_text(response.version()),
        status.as_u16(),
        status.canonical_reason().unwrap_or("")
    );
    for (name, value) in response.headers() {
        out.push_str(&format!(
            "{}: {}\r\n",
            name,
            String::from_utf8_lossy(value.as_bytes())
        ));
    }
    out.push_str("\r\n");
    out
}

/// A header of the response as text.
pub fn header<'a, B>(response: &'a Response<B>, name: &str) -> Option<&'a str> {
    response.headers().get(name).and_then(|v| v.to_str().ok())
}

#[cfg(test)]
pub mod testing {
    /// A one-shot server on 127.0.0.1 answering `reply` to the first request; the port and the
    /// request it received.
    pub fn one_shot(reply: &'static [u8]) -> (u16, std::thread::JoinHandle<Vec<u8>>) {
        use std::io::{Read, Write};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = std::thread::spawn(move || {
            let (mut conn, _) = listener.accept().unwrap();
            let mut got = Vec::new();
            let mut buf = [0u8; 4096];
            while !got.windows(4).any(|w| w == b"\r\n\r\n") {
                let n = conn.read(&mut buf).unwrap();
                if n == 0 {
                    break;
                }
                got.extend_from_slice(&buf[..n]);
            }
            conn.write_all(reply).unwrap();
            got
        });
        (port, server)
    }
}

#[cfg(test)]
mod tests {
    use super::testing::one_shot;
    use super::*;

    fn hop(method: &str, url: &str) -> Hop {
        Hop {
            method: method.into(),
            url: Url::parse(url).unwrap(),
            headers: vec![
                ("Authorization".into(), "Basic x".into()),
                ("Content-Type".into(), "text/plain".into()),
            ],
            body: Some(b"data".to_vec()),
        }
    }

    #[test]
    fn client_speaks_http_over_the_host_transport_and_leaves_redirects_to_us() {
        use std::io::Read;
        let (port, server) =
            one_shot(b"HTTP/1.1 302 Found\r\nLocation: /next\r\nContent-Length: 5\r\n\r\nmoved");
        let client = Client::new(None, None, None, Some("test-agent"));
        let hop = Hop {
            method: "GET".into(),
            url: Url::parse(&format!("http://127.0.0.1:{port}/start")).unwrap(),
            headers: vec![("X-A".into(), "1".into())],
            body: None,
        };
        let response = client.send(&hop).unwrap();
        assert_eq!(
            response.status().as_u16(),
            302,
            "ureq must not follow the redirect itself"
        );
        assert_eq!(header(&response, "location"), Some("/next"));
        assert!(head_text(&response).starts_with("HTTP/1.1 302 Found\r\n"));
        let mut body = String::new();
        response
            .into_body()
            .into_reader()
            .read_to_string(&mut body)
            .unwrap();
        assert_eq!(body, "moved");
        let request = String::from_utf8(server.join().unwrap()).unwrap();
        assert!(request.starts_with("GET /start HTTP/1.1\r\n"), "{request}");
        let lower = request.to_ascii_lowercase();
        assert!(
            lower.contains("\r\nx-a: 1\r\n") && lower.contains("user-agent: test-agent"),
            "{request}"
        );
        assert!(
            !lower.contains("content-length"),
            "a GET carries no body: {request}"
        );
    }

    #[test]
    fn bad_user_agents_and_headers_are_refused_not_panics() {
        // Nothing listens: a refusal must come before any connection.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let url = Url::parse(&format!("http://127.0.0.1:{port}/")).unwrap();
        for ua in ["ua\u{1}", "ua\r\nX: 1", "ua\n", "ua\u{7f}"] {
            let client = Client::new(None, None, None, Some(ua));
            let hop = Hop {
                method: "GET".into(),
                url: url.clone(),
                headers: vec![],
                body: None,
            };
            assert!(
                matches!(client.send(&hop), Err(Failure::BadRequest(_))),
                "{ua:?}"
            );
        }
        let client = Client::new(None, None, None, None);
        for (name, value) in [
            ("Referer", "a\rb"),
            ("Host", "h\n"),
            ("Cookie", "c\u{0}"),
            ("Bad Name", "v"),
        ] {
            let hop = Hop {
                method: "GET".into(),
                url: url.clone(),
                headers: vec![(name.into(), value.into())],
                body: None,
            };
            assert!(
                matches!(client.send(&hop), Err(Failure::BadRequest(_))),
                "{name}: {value:?}"
            );
        }
    }

    #[test]
    fn client_reports_refused_connections() {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let client = Client::new(None, None, None, None);
        let hop = Hop {
            method: "GET".into(),
            url: Url::parse(&format!("http://127.0.0.1:{port}/")).unwrap(),
            headers: vec![],
            body: None,
        };
        assert!(matches!(client.send(&hop), Err(Failure::Connect(_))));
    }

    #[test]
    fn redirects_follow_curl_rules() {
        let post = hop("POST", "http://a/x");
        let n = next_hop(&post, 302, "/y", false).unwrap();
        assert_eq!(
            (n.method.as_str(), n.body.is_none(), n.url.to_string()),
            ("GET", true, "http://a/y".into())
        );
        assert_eq!(
            n.headers.len(),
            1,
            "content-type dropped, same host keeps auth"
        );
        let n = next_hop(&post, 302, "/y", true).unwrap();
        assert_eq!(
            (n.method.as_str(), n.body.as_deref()),
            ("POST", Some(&b"data"[..]))
        );
        let n = next_hop(&post, 307, "http://b:81/z", false).unwrap();
        assert_eq!((n.method.as_str(), n.body.is_some()), ("POST", true));
        assert!(
            n.headers.iter().all(|(k, _)| k != "Authorization"),
            "other host: no credentials"
        );
        let n = next_hop(&hop("PUT", "http://a/"), 303, "z", false).unwrap();
        assert_eq!(
            (n.method.as_str(), n.url.to_string()),
            ("GET", "http://a/z".into())
        );
        let n = next_hop(&hop("HEAD", "http://a/"), 303, "z", false).unwrap();
        assert_eq!(n.method, "HEAD");
        assert!(next_hop(&post, 301, "gopher://x/", false).is_err());
        assert!(is_redirect(308) && !is_redirect(304) && !is_redirect(200));
    }
}
