//! The URLs curl and wget take: `http`/`https` only, `user:pass@` split off (it becomes Basic
//! auth), no fragment, and RFC 3986 section 5 reference resolution for `Location` headers.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Url {
    /// `http` or `https` (lowercase).
    pub scheme: String,
    /// The host as typed (lowercased), IPv6 literals with their brackets.
    pub host: String,
    /// The explicit port, if any.
    pub port: Option<u16>,
    /// `user:pass` (still percent-encoded) from the authority.
    pub userinfo: Option<String>,
    /// Path and query, always starting with `/`.
    pub path_and_query: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UrlError {
    /// A scheme we do not speak (curl exit 1).
    UnsupportedScheme(String),
    /// Not a URL (curl exit 3).
    Malformed(String),
}

impl fmt::Display for UrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UrlError::UnsupportedScheme(s) => write!(f, "Protocol \"{s}\" not supported"),
            UrlError::Malformed(why) => write!(f, "URL rejected: {why}"),
        }
    }
}

impl Url {
    /// Parses a command-line URL; without `scheme://` it is `http://` (as curl and wget guess).
    pub fn parse(text: &str) -> Result<Url, UrlError> {
        let text = text.trim();
        let text = text.split_once('#').map_or(text, |(before, _)| before);
        let (scheme, rest) = match text.split_once("://") {
            Some((scheme, rest))
                if !scheme.is_empty()
                    && scheme
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)) =>
            {
                (scheme.to_ascii_lowercase(), rest)
            }
            Some(_) => return Err(UrlError::Malformed("Bad scheme".into())),
            None => ("http".to_string(), text),
        };
        if scheme != "http" && scheme != "https" {
            return Err(UrlError::UnsupportedScheme(scheme));
        }
        let split = rest.find(['/', '?']).unwrap_or(rest.len());
        let (authority, tail) = rest.split_at(split);
        let (userinfo, hostport) = match authority.rsplit_once('@') {
            Some((u, h)) => (Some(u.to_string()), h),
            None => (None, authority),
        };
        let (host, port) = split_port(hostport)?;
        if host.is_empty() {
            return Err(UrlError::Malformed("No host part in the URL".into()));
        }
        // No IDN here: a host is ASCII (fullwidth dots, circled letters and the like are refused).
        let bad_host = |c: char| {
            !c.is_ascii() || c.is_whitespace() || c.is_control() || "<>\"{}|\\^`%".contains(c)
        };
        if host.chars().any(bad_host) {
            return Err(UrlError::Malformed("Bad hostname".into()));
        }
        let path_and_query = match tail {
            "" => "/".to_string(),
            t if t.starts_with('?') => format!("/{t}"),
            t => t.to_string(),
        };
        if path_and_query.chars().any(|c| c.is_control() || c == ' ') {
            return Err(UrlError::Malformed(
                "Malformed input to a URL function".into(),
            ));
        }
        Url {
            scheme,
            host: host.to_ascii_lowercase(),
            port,
            userinfo,
            path_and_query: encode_non_ascii(&path_and_query),
        }
        .checked()
    }

    /// `self` if `http` can send it as a request URI (length at most 64 KiB, characters it
    /// accepts), so that a URL problem is a URL error (curl exit 3), never a refused request.
    pub fn checked(self) -> Result<Url, UrlError> {
        let text = self.to_string();
        if text.len() > MAX_URL {
            return Err(UrlError::Malformed(format!(
                "URL longer than {MAX_URL} bytes"
            )));
        }
        match text.parse::<ureq::http::Uri>() {
            Ok(_) => Ok(self),
            Err(e) => Err(UrlError::Malformed(format!(
                "Malformed input to a URL function ({e})"
            ))),
        }
    }

    pub fn default_port(&self) -> u16 {
        if self.scheme == "https" {
            443
        } else {
            80
        }
    }

    pub fn port_or_default(&self) -> u16 {
        self.port.unwrap_or_else(|| self.default_port())
    }

    /// The host without IPv6 brackets (what the socket layer gets).
    pub fn bare_host(&self) -> &str {
        self.host.trim_start_matches('[').trim_end_matches(']')
    }

    pub fn path(&self) -> &str {
        self.path_and_query
            .split_once('?')
            .map_or(&self.path_and_query, |(p, _)| p)
    }

    /// The last path segment (percent-decoding left alone), empty for a directory.
    pub fn file_name(&self) -> &str {
        self.path().rsplit('/').next().unwrap_or("")
    }

    /// The `Location` of a redirect, resolved against this URL (RFC 3986 section 5.2).
    pub fn join(&self, reference: &str) -> Result<Url, UrlError> {
        let reference = reference.trim();
        let reference = reference.split_once('#').map_or(reference, |(b, _)| b);
        if let Some((scheme, _)) = reference.split_once("://") {
            if !scheme.is_empty()
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
            {
                return Url::parse(reference);
            }
        }
        if let Some(rest) = reference.strip_prefix("//") {
            return Url::parse(&format!("{}://{rest}", self.scheme));
        }
        let mut next = self.clone();
        let encoded = encode_non_ascii(reference);
        let reference = encoded.as_str();
        next.path_and_query = if reference.is_empty() {
            self.path_and_query.clone()
        } else if reference.starts_with('?') {
            format!("{}{reference}", self.path())
        } else {
            let (path, query) = match reference.split_once('?') {
                Some((p, q)) => (p, Some(q)),
                None => (reference, None),
            };
            let merged = if path.starts_with('/') {
                path.to_string()
            } else {
                let base = self.path();
                let dir = &base[..base.rfind('/').map_or(0, |i| i + 1)];
                format!("{dir}{path}")
            };
            let mut out = remove_dot_segments(&merged);
            if !out.starts_with('/') {
                out.insert(0, '/');
            }
            match query {
                Some(q) => format!("{out}?{q}"),
                None => out,
            }
        };
        next.checked()
    }

    /// `scheme://host[:port]`, the origin (credentials are never printed).
    pub fn origin(&self) -> String {
        match self.port {
            Some(p) => format!("{}://{}:{p}", self.scheme, self.host),
            None => format!("{}://{}", self.scheme, self.host),
        }
    }
}

impl fmt::Display for Url {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.origin(), self.path_and_query)
    }
}

/// The longest URL we send, in bytes (curl's own limit is 8 MB; `http` refuses 64 KiB).
const MAX_URL: usize = 64 * 1024 - 2;

/// Non-ASCII characters of a path or query as UTF-8 `%XX` (as browsers and wget send them).
fn encode_non_ascii(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

fn split_port(hostport: &str) -> Result<(&str, Option<u16>), UrlError> {
    let bad_port =
        || UrlError::Malformed("Port number was not a decimal number between 0 and 65535".into());
    if hostport.starts_with('[') {
        let end = hostport
            .find(']')
            .ok_or_else(|| UrlError::Malformed("Bad IPv6 address".into()))?;
        let (host, rest) = hostport.split_at(end + 1);
        return match rest {
            "" => Ok((host, None)),
            r => match r.strip_prefix(':') {
                Some("") => Ok((host, None)),
                Some(p) => Ok((host, Some(p.parse().map_err(|_| bad_port())?))),
                None => Err(UrlError::Malformed("Bad IPv6 address".into())),
            },
        };
    }
    match hostport.rsplit_once(':') {
        Some((host, "")) => Ok((host, None)),
        Some((host, port)) => Ok((host, Some(port.parse().map_err(|_| bad_port())?))),
        None => Ok((hostport, None)),
    }
}

/// RFC 3986 section 5.2.4.
fn remove_dot_segments(path: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    let segments: Vec<&str> = path.split('/').collect();
    let last = segments.len().saturating_sub(1);
    for (i, seg) in segments.iter().enumerate() {
        match *seg {
            "." => {
                if i == last {
                    out.push("");
                }
            }
            ".." => {
                if out.len() > 1 {
                    out.pop();
                }
                if i == last {
                    out.push("");
                }
            }
            s => out.push(s),
        }
    }
    out.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    #[test]
    fn parses_command_line_urls() {
        let url = u("http://user:pw@Example.COM:8080/a/b?x=1#frag");
        assert_eq!(url.host, "example.com");
        assert_eq!(url.port, Some(8080));
        assert_eq!(url.userinfo.as_deref(), Some("user:pw"));
        assert_eq!(url.path_and_query, "/a/b?x=1");
        assert_eq!(url.to_string(), "http://example.com:8080/a/b?x=1");
        assert_eq!(u("localhost:3000").to_string(), "http://localhost:3000/");
        assert_eq!(u("https://h?q").path_and_query, "/?q");
        assert_eq!(u("https://h").port_or_default(), 443);
        let v6 = u("http://[::1]:81/x");
        assert_eq!(
            (v6.host.as_str(), v6.bare_host(), v6.port),
            ("[::1]", "::1", Some(81))
        );
        assert_eq!(u("http://h/dir/file.tar.gz?x").file_name(), "file.tar.gz");
        assert_eq!(u("http://h/dir/").file_name(), "");
    }

    #[test]
    fn rejects_what_curl_rejects() {
        assert_eq!(
            Url::parse("ftp://h/x"),
            Err(UrlError::UnsupportedScheme("ftp".into()))
        );
        assert!(matches!(Url::parse("http://"), Err(UrlError::Malformed(_))));
        assert!(matches!(
            Url::parse("http://h:99999/"),
            Err(UrlError::Malformed(_))
        ));
        assert!(matches!(
            Url::parse("http://h:x/"),
            Err(UrlError::Malformed(_))
        ));
        assert!(matches!(
            Url::parse("http://a b/"),
            Err(UrlError::Malformed(_))
        ));
        assert!(matches!(
            Url::parse("http://[::1/"),
            Err(UrlError::Malformed(_))
        ));
        assert!(matches!(
            Url::parse("http://ⓛocalhost:8080/"),
            Err(UrlError::Malformed(_))
        ));
        assert!(matches!(
            Url::parse("http://127。0。0。1/"),
            Err(UrlError::Malformed(_))
        ));
        let long = format!("http://h/{}", "a".repeat(100_000));
        assert!(matches!(Url::parse(&long), Err(UrlError::Malformed(_))));
        assert_eq!(u("http://h/é?q=ü").path_and_query, "/%C3%A9?q=%C3%BC");
        assert!(matches!(
            u("http://h/").join(&"b".repeat(100_000)),
            Err(UrlError::Malformed(_))
        ));
        assert_eq!(
            u("http://h/a/").join("ß").unwrap().path_and_query,
            "/a/%C3%9F"
        );
    }

    #[test]
    fn resolves_redirect_locations() {
        let base = u("http://a.example:8080/b/c/d?q");
        let join = |r: &str| base.join(r).unwrap().to_string();
        assert_eq!(join("https://other/x"), "https://other/x");
        assert_eq!(join("//other:9/y"), "http://other:9/y");
        assert_eq!(join("/abs?z=1"), "http://a.example:8080/abs?z=1");
        assert_eq!(join("g"), "http://a.example:8080/b/c/g");
        assert_eq!(join("./g/"), "http://a.example:8080/b/c/g/");
        assert_eq!(join("../g"), "http://a.example:8080/b/g");
        assert_eq!(join("../../../../g"), "http://a.example:8080/g");
        assert_eq!(join("?y"), "http://a.example:8080/b/c/d?y");
        assert_eq!(join(""), "http://a.example:8080/b/c/d?q");
        assert_eq!(join(".."), "http://a.example:8080/b/");
        assert!(matches!(
            base.join("ftp://x/"),
            Err(UrlError::UnsupportedScheme(_))
        ));
    }
}
