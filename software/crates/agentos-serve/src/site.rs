//! The files under the served directory: path mapping (never above the root, symbolic links
//! included), content types, `index.html` or a listing for directories.

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
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
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

/// The most symbolic links followed while resolving one path (Linux's `MAXSYMLINKS`); more is
/// `ELOOP`, answered 404.
const MAX_SYMLINKS: usize = 40;

/// `path` made absolute with every symbolic link resolved, like `realpath(3)`. Ours because
/// `std::fs::canonicalize` is unsupported on wasm32-wasip1. Errors: those of `symlink_metadata`
/// and `read_link` (`NotFound` for a missing component), `InvalidInput` for a link loop.
pub fn canonicalize(path: &Path) -> io::Result<PathBuf> {
    use std::path::Component;
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()?.join(path)
    };
    // Components still to walk, the next one last.
    let mut pending: Vec<std::ffi::OsString> = absolute
        .components()
        .rev()
        .filter_map(|c| match c {
            Component::Normal(n) => Some(n.to_os_string()),
            Component::ParentDir => Some("..".into()),
            _ => None,
        })
        .collect();
    let mut out = PathBuf::from("/");
    let mut links = 0;
    while let Some(part) = pending.pop() {
        if part == ".." {
            out.pop();
            continue;
        }
        let next = out.join(&part);
        if !fs::symlink_metadata(&next)?.file_type().is_symlink() {
            out = next;
            continue;
        }
        links += 1;
        if links > MAX_SYMLINKS {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "too many levels of symbolic links",
            ));
        }
        let target = fs::read_link(&next)?;
        if target.is_absolute() {
            out = PathBuf::from("/");
        }
        for c in target.components().rev() {
            match c {
                Component::Normal(n) => pending.push(n.to_os_string()),
                Component::ParentDir => pending.push("..".into()),
                _ => {}
            }
        }
    }
    Ok(out)
}

/// The canonical form of `path` when it stays under `root` (itself canonical); else the response
/// to send: 404 for missing, looping or outside paths (a link out of the root is not served, and
/// says no more than a missing file), 403 when a directory on the way may not be searched.
fn inside(root: &Path, path: &Path) -> Result<PathBuf, Response> {
    match canonicalize(path) {
        Ok(real) if real.starts_with(root) => Ok(real),
        Ok(_) => Err(Response::error(404, "no such file")),
        Err(e) => Err(io_error(&e)),
    }
}

/// What a failed file operation means for the client. Only errors that are not about the request
/// (I/O errors and the like) are a 500.
fn io_error(e: &io::Error) -> Response {
    use io::ErrorKind as K;
    match e.kind() {
        K::PermissionDenied => Response::error(403, "permission denied"),
        K::NotFound | K::NotADirectory | K::InvalidFilename | K::InvalidInput => {
            Response::error(404, "no such file")
        }
        _ => Response::error(500, &agentos_net::error_text(e)),
    }
}

fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
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
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                e.file_type().is_ok_and(|t| t.is_dir()),
            )
        })
        .collect();
    names.sort();
    let title = escape_html(url_path);
    let mut page = format!("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Index of {title}</title></head>\n<body><h1>Index of {title}</h1>\n<ul>\n");
    if url_path != "/" {
        page.push_str("<li><a href=\"../\">../</a></li>\n");
    }
    for (name, is_dir) in names {
        let slash = if is_dir { "/" } else { "" };
        page.push_str(&format!(
            "<li><a href=\"{}{slash}\">{}{slash}</a></li>\n",
            encode_href(&name),
            escape_html(&name)
        ));
    }
    page.push_str("</ul></body></html>\n");
    Ok(page)
}

/// The response for GET of `path` (decoded, starting with `/`) under `root` (canonical, see
/// [`canonicalize`]).
pub fn file_response(root: &Path, path: &str) -> Response {
    let Some(file_path) = resolve(root, path) else {
        return Response::error(400, "bad path");
    };
    let file_path = match inside(root, &file_path) {
        Ok(p) => p,
        Err(response) => return response,
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
            return match inside(root, &index) {
                Ok(index) => serve_file(&index),
                Err(response) => response,
            };
        }
        return match listing(&file_path, path) {
            Ok(page) => Response::new(200)
                .header("Content-Type", "text/html; charset=utf-8")
                .body(page.into_bytes()),
            Err(e) => io_error(&e),
        };
    }
    // `/file.txt/` names a directory that is not one (ENOTDIR), as it would on Linux.
    if path.ends_with('/') {
        return Response::error(404, "no such file");
    }
    serve_file(&file_path)
}

fn encode_path(path: &str) -> String {
    path.split('/')
        .map(encode_href)
        .collect::<Vec<_>>()
        .join("/")
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
    Response::new(200)
        .header("Content-Type", content_type(path))
        .file(file, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_under_the_root() {
        let root = Path::new("/srv");
        assert_eq!(
            resolve(root, "/a/./b//c"),
            Some(PathBuf::from("/srv/a/b/c"))
        );
        assert_eq!(
            resolve(root, "/../../etc/passwd"),
            Some(PathBuf::from("/srv/etc/passwd"))
        );
        assert_eq!(resolve(root, "/a/../../b"), Some(PathBuf::from("/srv/b")));
        assert_eq!(resolve(root, "/"), Some(PathBuf::from("/srv")));
        assert_eq!(resolve(root, "/a\0b"), None);
        assert_eq!(
            content_type(Path::new("x/INDEX.HTML")),
            "text/html; charset=utf-8"
        );
        assert_eq!(content_type(Path::new("noext")), "application/octet-stream");
    }

    #[test]
    fn symbolic_links_out_of_the_root_are_not_served() {
        let base = std::env::temp_dir().join(format!("agentos-serve-links-{}", std::process::id()));
        let _ = fs::remove_dir_all(&base);
        fs::create_dir_all(base.join("root/sub")).unwrap();
        fs::create_dir_all(base.join("outside")).unwrap();
        fs::write(base.join("outside/secret.txt"), "s").unwrap();
        fs::write(base.join("root/sub/in.txt"), "i").unwrap();
        std::os::unix::fs::symlink(base.join("outside"), base.join("root/out")).unwrap();
        std::os::unix::fs::symlink("../outside/secret.txt", base.join("root/rel.txt")).unwrap();
        std::os::unix::fs::symlink("sub/in.txt", base.join("root/ok.txt")).unwrap();
        std::os::unix::fs::symlink("loop", base.join("root/loop")).unwrap();
        let root = canonicalize(&base.join("root")).unwrap();
        let status = |p: &str| file_response(&root, p).status;
        let (out, rel, ok, looped, inner, through_file) = (
            status("/out/secret.txt"),
            status("/rel.txt"),
            status("/ok.txt"),
            status("/loop"),
            status("/sub/in.txt"),
            status("/ok.txt/x"),
        );
        let file_as_dir = status("/sub/in.txt/");
        let long = status(&format!("/{}", "a".repeat(60_000)));
        fs::remove_dir_all(&base).unwrap();
        assert_eq!(
            (out, rel, ok, looped, inner, through_file),
            (404, 404, 200, 404, 200, 404)
        );
        assert_eq!((long, file_as_dir), (404, 404));
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
