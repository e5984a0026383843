//! The files under the served directory: path mapping (never above the root), content types,
//! `index.html` or a listing for directories.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::response::Response;

/// The most a chunked request body may hold (it is buffered to be echoed).
pub const MAX_BUFFERED_BODY: usize = 64 * 1024 * 1024;

/// The file for a decoded request path: `.` and empty segments skipped, `..` never above `root`.
/// `None` for paths with NUL or backslashes.
pub fn resolve(root: &Path, path: &str) -> Option<PathBuf> {
    let mut parts: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            s if s.contains('\0') || s.contains('\\') => return None,
            s => parts.push(s),
        }
    }
    let mut out = root.to_path_buf();
    out.extend(parts);
    Some(out)
}

pub fn content_type(path: &Path) -> &'static str {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "txt" | "log" => "text/plain; charset=utf-8",
        "md" => "text/markdown; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "xml" => "application/xml",
        "csv" => "text/csv; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "wasm" => "application/wasm",
        "pdf" => "application/pdf",
        "zip" => "application/zip",
        "gz" | "tgz" => "application/gzip",
        "tar" => "application/x-tar",
        _ => "application/octet-stream",
    }
}

fn io_error(e: &io::Error) -> Response {
    match e.kind() {
        io::ErrorKind::NotFound => Response::error(404, "no such file"),
        io::ErrorKind::PermissionDenied => Response::error(403, "permission denied"),
        _ => Response::error(500, &e.to_string()),
    }
}

fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn encode_href(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A directory listing page for `url_path` (ending in `/`).
pub fn listing(dir: &Path, url_path: &str) -> io::Result<String> {
    let mut names: Vec<(String, bool)> = fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.file_type().is_ok_and(|t| t.is_dir())))
        .collect();
    names.sort();
    let title = escape_html(url_path);
    let mut page = format!("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Index of {title}</title></head>\n<body><h1>Index of {title}</h1>\n<ul>\n");
    if url_path != "/" {
        page.push_str("<li><a href=\"../\">../</a></li>\n");
    }
    for (name, is_dir) in names {
        let slash = if is_dir { "/" } else { "" };
        page.push_str(&format!("<li><a href=\"{}{slash}\">{}{slash}</a></li>\n", encode_href(&name), escape_html(&name)));
    }
    page.push_str("</ul></body></html>\n");
    Ok(page)
}

/// The response for GET of `path` (decoded, starting with `/`) under `root`.
pub fn file_response(root: &Path, path: &str) -> Response {
    let Some(file_path) = resolve(root, path) else {
        return Response::error(400, "bad path");
    };
    let meta = match fs::metadata(&file_path) {
        Ok(m) => m,
        Err(e) => return io_error(&e),
    };
    if meta.is_dir() {
        if !path.ends_with('/') {
            let location = format!("{}/", encode_path(path));
            return Response::new(301).header("Location", &location);
        }
        let index = file_path.join("index.html");
        if index.is_file() {
            return serve_file(&index);
        }
        return match listing(&file_path, path) {
            Ok(page) => Response::new(200).header("Content-Type", "text/html; charset=utf-8").body(page.into_bytes()),
            Err(e) => io_error(&e),
        };
    }
    serve_file(&file_path)
}

fn encode_path(path: &str) -> String {
    path.split('/').map(encode_href).collect::<Vec<_>>().join("/")
}

fn serve_file(path: &Path) -> Response {
    let file = match fs::File::open(path) {
        Ok(f) => f,
        Err(e) => return io_error(&e),
    };
    let len = match file.metadata() {
        Ok(m) => m.len(),
        Err(e) => return io_error(&e),
    };
    Response::new(200).header("Content-Type", content_type(path)).file(file, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_under_the_root() {
        let root = Path::new("/srv");
        assert_eq!(resolve(root, "/a/./b//c"), Some(PathBuf::from("/srv/a/b/c")));
        assert_eq!(resolve(root, "/../../etc/passwd"), Some(PathBuf::from("/srv/etc/passwd")));
        assert_eq!(resolve(root, "/a/../../b"), Some(PathBuf::from("/srv/b")));
        assert_eq!(resolve(root, "/"), Some(PathBuf::from("/srv")));
        assert_eq!(resolve(root, "/a\0b"), None);
        assert_eq!(content_type(Path::new("x/INDEX.HTML")), "text/html; charset=utf-8");
        assert_eq!(content_type(Path::new("noext")), "application/octet-stream");
    }

    #[test]
    fn lists_and_escapes() {
        let dir = std::env::temp_dir().join(format!("agentos-serve-test-{}", std::process::id()));
        fs::create_dir_all(dir.join("sub")).unwrap();
        fs::write(dir.join("a <b>.txt"), "x").unwrap();
        let page = listing(&dir, "/d/").unwrap();
        fs::remove_dir_all(&dir).unwrap();
        assert!(page.contains("<a href=\"a%20%3Cb%3E.txt\">a &lt;b&gt;.txt</a>"));
        assert!(page.contains("<a href=\"sub/\">sub/</a>"));
        assert!(page.contains("../"));
    }
}
