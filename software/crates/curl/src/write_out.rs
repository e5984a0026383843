//! `curl -w FORMAT`: `%{variable}`, `%header{name}`, `%%`, and the escapes `\n \r \t \\`.

use std::time::Duration;

/// What a finished (or failed) transfer reports to `-w`.
#[derive(Debug, Clone, Default)]
pub struct Stats {
    /// The last response's status, 0 when there was none.
    pub http_code: u16,
    pub http_version: String,
    /// Body bytes received from the last response.
    pub size_download: u64,
    /// Request body bytes sent (all hops).
    pub size_upload: u64,
    /// Response head bytes received (all hops).
    pub size_header: u64,
    pub num_redirects: u32,
    pub url: String,
    pub url_effective: String,
    pub method: String,
    pub scheme: String,
    pub remote_port: u16,
    pub content_type: String,
    /// The `Location` of a last response that was a redirect not followed.
    pub redirect_url: String,
    /// The last response's headers, names lowercase.
    pub headers: Vec<(String, String)>,
    pub time_total: Duration,
    pub exitcode: i32,
    pub errormsg: String,
}

/// Where the following `-w` output goes (`%{stdout}` / `%{stderr}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// The expanded format as pieces for stdout and stderr, plus warnings for unknown variables.
pub fn render(format: &str, stats: &Stats) -> (Vec<(Stream, String)>, Vec<String>) {
    let mut pieces = vec![(Stream::Stdout, String::new())];
    let mut warnings = Vec::new();
    let mut chars = format.char_indices().peekable();
    let push = |pieces: &mut Vec<(Stream, String)>, s: &str| {
        if let Some(last) = pieces.last_mut() {
            last.1.push_str(s);
        }
    };
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => match chars.peek().map(|&(_, c)| c) {
                Some('n') => {
                    chars.next();
                    push(&mut pieces, "\n");
                }
                Some('r') => {
                    chars.next();
                    push(&mut pieces, "\r");
                }
                Some('t') => {
                    chars.next();
                    push(&mut pieces, "\t");
                }
                Some('\\') => {
                    chars.next();
                    push(&mut pieces, "\\");
                }
                _ => push(&mut pieces, "\\"),
            },
            '%' => {
                let rest = &format[i + 1..];
                if rest.starts_with('%') {
                    chars.next();
                    push(&mut pieces, "%");
                    continue;
                }
                let (is_header, open) = if rest.starts_with('{') {
                    (false, 1)
                } else if rest.starts_with("header{") {
                    (true, 7)
                } else {
                    push(&mut pieces, "%");
                    continue;
                };
                let Some(close) = rest[open..].find('}') else {
                    push(&mut pieces, "%");
                    continue;
                };
                let name = &rest[open..open + close];
                // Skip past the closing '}' (by byte position: names may hold any characters).
                let end = i + 1 + open + close;
                while chars.peek().is_some_and(|&(j, _)| j <= end) {
                    chars.next();
                }
                if is_header {
                    let value = stats
                        .headers
                        .iter()
                        .filter(|(n, _)| n.eq_ignore_ascii_case(name))
                        .map(|(_, v)| v.as_str())
                        .collect::<Vec<_>>()
                        .join(", ");
                    push(&mut pieces, &value);
                    continue;
                }
                match name {
                    "stdout" => pieces.push((Stream::Stdout, String::new())),
                    "stderr" => pieces.push((Stream::Stderr, String::new())),
                    _ => match variable(name, stats) {
                        Some(value) => push(&mut pieces, &value),
                        None => {
                            warnings.push(format!("curl: unknown --write-out variable: '{name}'"))
                        }
                    },
                }
            }
            c => {
                let mut buf = [0u8; 4];
                push(&mut pieces, c.encode_utf8(&mut buf));
            }
        }
    }
    pieces.retain(|(_, s)| !s.is_empty());
    (pieces, warnings)
}

fn variable(name: &str, s: &Stats) -> Option<String> {
    let secs = |d: Duration| format!("{:.6}", d.as_secs_f64());
    Some(match name {
        "http_code" | "response_code" => format!("{:03}", s.http_code),
        "http_version" => s.http_version.clone(),
        "size_download" => s.size_download.to_string(),
        "size_upload" => s.size_upload.to_string(),
        "size_header" => s.size_header.to_string(),
        "num_redirects" => s.num_redirects.to_string(),
        "url" => s.url.clone(),
        "url_effective" => s.url_effective.clone(),
        "method" => s.method.clone(),
        "scheme" => s.scheme.to_ascii_uppercase(),
        "remote_port" => s.remote_port.to_string(),
        "content_type" => s.content_type.clone(),
        "redirect_url" => s.redirect_url.clone(),
        "time_total" => secs(s.time_total),
        "speed_download" => {
            let t = s.time_total.as_secs_f64();
            let speed = if t > 0.0 {
                s.size_download as f64 / t
            } else {
                0.0
            };
            format!("{}", speed as u64)
        }
        "exitcode" => s.exitcode.to_string(),
        "errormsg" => s.errormsg.clone(),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stdout(format: &str, stats: &Stats) -> String {
        render(format, stats)
            .0
            .into_iter()
            .filter(|(s, _)| *s == Stream::Stdout)
            .map(|(_, t)| t)
            .collect()
    }

    #[test]
    fn expands_variables_and_escapes() {
        let stats = Stats {
            http_code: 201,
            size_download: 42,
            url_effective: "http://h/x".into(),
            scheme: "http".into(),
            headers: vec![("content-type".into(), "text/plain".into())],
            time_total: Duration::from_millis(1500),
            ..Stats::default()
        };
        assert_eq!(stdout("%{http_code}", &stats), "201");
        assert_eq!(
            stdout("%{response_code} %{size_download}\\n", &stats),
            "201 42\n"
        );
        assert_eq!(
            stdout("%{url_effective}\\t%{scheme}", &stats),
            "http://h/x\tHTTP"
        );
        assert_eq!(
            stdout("100%% %header{Content-Type}", &stats),
            "100% text/plain"
        );
        assert_eq!(stdout("%{time_total}", &stats), "1.500000");
        assert_eq!(stdout("%{http_code}", &Stats::default()), "000");
        assert_eq!(stdout("% {x", &stats), "% {x");
        assert_eq!(stdout("a\\qb", &stats), "a\\qb");
        assert_eq!(stdout("%{é}abc", &stats), "abc");
        assert_eq!(stdout("%header{ü}x", &stats), "x");
    }

    #[test]
    fn switches_streams_and_warns() {
        let (pieces, warnings) = render("a%{stderr}b%{stdout}c%{nope}", &Stats::default());
        assert_eq!(
            pieces,
            vec![
                (Stream::Stdout, "a".into()),
                (Stream::Stderr, "b".into()),
                (Stream::Stdout, "c".into())
            ]
        );
        assert_eq!(
            warnings,
            vec!["curl: unknown --write-out variable: 'nope'".to_string()]
        );
    }
}
