//! `stat [-L] [-c FORMAT | --printf FORMAT | -t] FILE...`: metadata from WASI, permission bits from
//! `host_fs.path_mode`, owner names from `host_user` (WASI carries no owner: every file shows the
//! VM user, as the VM's kernel has one user).

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::host;

use super::chmod::rwx;
use super::{describe, error, usage_error};

const DEFAULT_FORMAT: &str = "  File: %N\n  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n\
Device: %Hd,%Ld\tInode: %-11i Links: %h\n\
Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\n\
Access: %x\nModify: %y\nChange: %z\n Birth: %w\n";
const TERSE_FORMAT: &str = "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o\n";
/// The allocation unit assumed for `%b` (the VM's file systems report no blocks).
const ALLOC_UNIT: u64 = 4096;

/// What one file looks like to `stat`.
struct Info {
    name: String,
    path: PathBuf,
    mode: u32,
    size: u64,
    dev: u64,
    ino: u64,
    nlink: u64,
    atime: (i64, i64),
    mtime: (i64, i64),
    ctime: (i64, i64),
    uid: u32,
    gid: u32,
}

pub fn main(args: Vec<OsString>) -> i32 {
    let mut follow = false;
    let mut terse = false;
    let mut format: Option<(String, bool)> = None; // (format, is --printf)
    let mut files = Vec::new();
    let mut options_done = false;
    let mut it = args.iter().skip(1);
    while let Some(arg) = it.next() {
        let text = arg.to_string_lossy().into_owned();
        if options_done || !text.starts_with('-') || text == "-" {
            files.push(arg.clone());
            continue;
        }
        let mut value = |long: &str, short: &str| -> Option<Option<String>> {
            if text == long || text == short {
                Some(it.next().map(|v| v.to_string_lossy().into_owned()))
            } else if let Some(v) = text.strip_prefix(&format!("{long}=")) {
                Some(Some(v.to_string()))
            } else if !short.is_empty() && text.starts_with(short) && text.len() > 2 {
                Some(Some(text[2..].to_string()))
            } else {
                None
            }
        };
        if let Some(v) = value("--format", "-c") {
            let Some(v) = v else {
                return usage_error("stat", "option requires an argument -- 'c'", 1);
            };
            format = Some((v, false));
            continue;
        }
        if let Some(v) = value("--printf", "") {
            let Some(v) = v else {
                return usage_error("stat", "option '--printf' requires an argument", 1);
            };
            format = Some((v, true));
            continue;
        }
        match text.as_str() {
            "--" => options_done = true,
            "-L" | "--dereference" => follow = true,
            "-t" | "--terse" => terse = true,
            "-f" | "--file-system" => {
                error!("stat", "--file-system is not supported in the agentOS VM");
                return 1;
            }
            "--help" => {
                println!("Usage: stat [OPTION]... FILE...");
                println!("Display file status.\n");
                println!("  -L, --dereference     follow links");
                println!(
                    "  -c  --format=FORMAT   use the specified FORMAT instead of the default;"
                );
                println!("                          output a newline after each use of FORMAT");
                println!("      --printf=FORMAT   like --format, but interpret backslash escapes,");
                println!(
                    "                          and do not output a mandatory trailing newline"
                );
                println!("  -t, --terse           print the information in terse form\n");
                println!("Sequences: %a %A %b %B %d %D %f %F %g %G %h %i %m %n %N %o %s %t %T %u %U %w %W %x %X %y %Y %z %Z %%");
                return 0;
            }
            "--version" => {
                println!("stat (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            other if other.starts_with("--") => {
                return usage_error("stat", &format!("unrecognized option '{other}'"), 1)
            }
            other => {
                for c in other[1..].chars() {
                    match c {
                        'L' => follow = true,
                        't' => terse = true,
                        c => return usage_error("stat", &format!("invalid option -- '{c}'"), 1),
                    }
                }
            }
        }
    }
    if files.is_empty() {
        return usage_error("stat", "missing operand", 1);
    }
    let (fmt, printf) = match format {
        Some((f, true)) => (unescape(&f), true),
        Some((f, false)) => (f + "\n", false),
        None if terse => (TERSE_FORMAT.to_string(), false),
        None => (DEFAULT_FORMAT.to_string(), false),
    };
    let _ = printf;

    let mut status = 0;
    let mut out = std::io::stdout().lock();
    for file in files {
        let path = PathBuf::from(&file);
        match info(&path, follow) {
            Ok(info) => {
                if out.write_all(render(&fmt, &info).as_bytes()).is_err() {
                    return 1;
                }
            }
            Err(err) => {
                error!(
                    "stat",
                    "cannot stat '{}': {}",
                    path.display(),
                    describe(&err)
                );
                status = 1;
            }
        }
    }
    let _ = out.flush();
    status
}

fn info(path: &Path, follow: bool) -> std::io::Result<Info> {
    let st = if follow {
        rustix::fs::stat(path)
    } else {
        rustix::fs::lstat(path)
    }
    .map_err(std::io::Error::from)?;
    let meta = if follow {
        std::fs::metadata(path)
    } else {
        std::fs::symlink_metadata(path)
    }?;
    let ft = meta.file_type();
    let type_bits = if ft.is_symlink() {
        0o120000
    } else if ft.is_dir() {
        0o040000
    } else if ft.is_file() {
        0o100000
    } else {
        st.st_mode & 0o170000
    };
    let mode = host::path_mode(path, follow)
        .unwrap_or(type_bits | if ft.is_dir() { 0o755 } else { 0o644 });
    Ok(Info {
        name: path.to_string_lossy().into_owned(),
        path: path.to_path_buf(),
        mode,
        size: meta.len(),
        dev: st.st_dev,
        ino: st.st_ino,
        nlink: st.st_nlink,
        atime: (st.st_atim.tv_sec, st.st_atim.tv_nsec as i64),
        mtime: (st.st_mtim.tv_sec, st.st_mtim.tv_nsec as i64),
        ctime: (st.st_ctim.tv_sec, st.st_ctim.tv_nsec as i64),
        uid: host::uid(),
        gid: host::gid(),
    })
}

/// 512-byte blocks for `size`, allocated in 4 KiB units (what a typical Linux file system reports).
pub fn blocks_for(size: u64) -> u64 {
    size.div_ceil(ALLOC_UNIT) * (ALLOC_UNIT / 512)
}

fn file_type(info: &Info) -> &'static str {
    match info.mode & 0o170000 {
        0o040000 => "directory",
        0o120000 => "symbolic link",
        0o100000 if info.size == 0 => "regular empty file",
        0o100000 => "regular file",
        0o010000 => "fifo",
        0o020000 => "character special file",
        0o060000 => "block special file",
        0o140000 => "socket",
        _ => "weird file",
    }
}

fn type_char(mode: u32) -> char {
    match mode & 0o170000 {
        0o040000 => 'd',
        0o120000 => 'l',
        0o010000 => 'p',
        0o020000 => 'c',
        0o060000 => 'b',
        0o140000 => 's',
        _ => '-',
    }
}

/// `YYYY-MM-DD hh:mm:ss.nnnnnnnnn +0000` (the VM's clock is UTC).
fn human_time((secs, nanos): (i64, i64)) -> String {
    let days = secs.div_euclid(86400);
    let rem = secs.rem_euclid(86400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}.{nanos:09} +0000",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// Proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

fn quoted(s: &str) -> String {
    if s.contains('\'') {
        format!("\"{s}\"")
    } else {
        format!("'{s}'")
    }
}

/// Expands one conversion; `None` for an unknown letter (printed literally, as GNU does with `?`).
fn conversion(c: char, modifier: Option<char>, info: &Info) -> Option<Value> {
    use Value::{Num, Str};
    Some(match (modifier, c) {
        (Some('H'), 'd') => Num(info.dev >> 8),
        (Some('L'), 'd') => Num(info.dev & 0xff),
        (_, 'a') => Value::Octal(info.mode & 0o7777),
        (_, 'A') => Str(format!("{}{}", type_char(info.mode), rwx(info.mode))),
        (_, 'b') => Num(blocks_for(info.size)),
        (_, 'B') => Num(512),
        (_, 'd') => Num(info.dev),
        (_, 'D') => Str(format!("{:x}", info.dev)),
        (_, 'f') => Str(format!("{:x}", info.mode)),
        (_, 'F') => Str(file_type(info).to_string()),
        (_, 'g') => Num(u64::from(info.gid)),
        (_, 'G') => Str(host::group_name(info.gid)),
        (_, 'h') => Num(info.nlink),
        (_, 'i') => Num(info.ino),
        (_, 'm') => Str("/".into()),
        (_, 'n') => Str(info.name.clone()),
        (_, 'N') => {
            let mut s = quoted(&info.name);
            if info.mode & 0o170000 == 0o120000 {
                if let Ok(target) = std::fs::read_link(&info.path) {
                    let _ = write!(s, " -> {}", quoted(&target.to_string_lossy()));
                }
            }
            Str(s)
        }
        (_, 'o') => Num(ALLOC_UNIT),
        (_, 's') => Num(info.size),
        (_, 't') | (_, 'T') => Str("0".into()),
        (_, 'u') => Num(u64::from(info.uid)),
        (_, 'U') => Str(host::user_name(info.uid)),
        (_, 'w') => Str("-".into()),
        (_, 'W') => Num(0),
        (_, 'x') => Str(human_time(info.atime)),
        (_, 'X') => Signed(info.atime.0),
        (_, 'y') => Str(human_time(info.mtime)),
        (_, 'Y') => Signed(info.mtime.0),
        (_, 'z') => Str(human_time(info.ctime)),
        (_, 'Z') => Signed(info.ctime.0),
        _ => return None,
    })
}
use Value::Signed;

enum Value {
    Num(u64),
    Signed(i64),
    Octal(u32),
    Str(String),
}

/// Expands a `stat` format: `%[-#0 +']*[width][.precision][H|L]conversion`.
fn render(fmt: &str, info: &Info) -> String {
    let mut out = String::new();
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut flags = String::new();
        while i < chars.len() && "-#0 +'".contains(chars[i]) {
            flags.push(chars[i]);
            i += 1;
        }
        let mut width = String::new();
        while i < chars.len() && chars[i].is_ascii_digit() {
            width.push(chars[i]);
            i += 1;
        }
        let mut precision: Option<usize> = None;
        if i < chars.len() && chars[i] == '.' {
            i += 1;
            let mut p = String::new();
            while i < chars.len() && chars[i].is_ascii_digit() {
                p.push(chars[i]);
                i += 1;
            }
            precision = Some(p.parse().unwrap_or(0));
        }
        let modifier = (i < chars.len() && (chars[i] == 'H' || chars[i] == 'L')).then(|| {
            i += 1;
            chars[i - 1]
        });
        let Some(&c) = chars.get(i) else {
            out.extend(&chars[start..]);
            break;
        };
        i += 1;
        if c == '%' && flags.is_empty() && width.is_empty() {
            out.push('%');
            continue;
        }
        let Some(value) = conversion(c, modifier, info) else {
            out.push('?');
            continue;
        };
        let width: usize = width.parse().unwrap_or(0);
        let left = flags.contains('-');
        let zero = flags.contains('0') && !left;
        let text = match value {
            Value::Num(n) => n.to_string(),
            Value::Signed(n) => n.to_string(),
            Value::Octal(n) if flags.contains('#') => format!("0{n:o}"),
            Value::Octal(n) => format!("{n:o}"),
            Value::Str(s) => match precision {
                Some(p) => s.chars().take(p).collect(),
                None => s,
            },
        };
        let pad = width.saturating_sub(text.chars().count());
        if left {
            out.push_str(&text);
            out.extend(std::iter::repeat_n(' ', pad));
        } else {
            out.extend(std::iter::repeat_n(if zero { '0' } else { ' ' }, pad));
            out.push_str(&text);
        }
    }
    out
}

/// Backslash escapes of `--printf`.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('a') => out.push('\x07'),
            Some('b') => out.push('\x08'),
            Some('f') => out.push('\x0c'),
            Some('v') => out.push('\x0b'),
            Some('\\') => out.push('\\'),
            Some('"') => out.push('"'),
            Some(d @ '0'..='7') => {
                let mut n = d.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(v) => {
                            n = n * 8 + v;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(n).unwrap_or('?'));
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Info {
        Info {
            name: "f".into(),
            path: "f".into(),
            mode: 0o100600,
            size: 5000,
            dev: 0,
            ino: 7,
            nlink: 1,
            atime: (0, 0),
            mtime: (86400 * 365 + 3661, 5),
            ctime: (0, 0),
            uid: 1000,
            gid: 1000,
        }
    }

    #[test]
    fn renders_formats() {
        let info = sample();
        assert_eq!(
            render("%a %A %s %b %F %i", &info),
            "600 -rw------- 5000 16 regular file 7"
        );
        assert_eq!(render("%04a|%-5s|%5h|%.3F", &info), "0600|5000 |    1|reg");
        assert_eq!(render("%y", &info), "1971-01-01 01:01:01.000000005 +0000");
        assert_eq!(render("100%%", &info), "100%");
    }

    #[test]
    fn computes_civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
    }
}
