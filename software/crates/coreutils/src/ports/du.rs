//! `du [OPTION]... [FILE]...`: disk usage, with each file's usage computed from its size in 4 KiB
//! allocation units (WASI reports no block counts). Hard links are counted once.

use std::collections::HashSet;
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::stat::blocks_for;
use super::{describe, error, usage_error};

#[derive(Clone, Copy, PartialEq)]
enum Units {
    /// Blocks of this many bytes, rounded up.
    Blocks(u64),
    /// `-h` (powers of 1024) / `--si` (powers of 1000).
    Human(u64),
}

struct Options {
    all: bool,
    apparent: bool,
    total: bool,
    summarize: bool,
    max_depth: Option<usize>,
    units: Units,
    follow: bool,
    separate_dirs: bool,
    null: bool,
}

pub fn main(args: Vec<OsString>) -> i32 {
    let mut o = Options {
        all: false,
        apparent: false,
        total: false,
        summarize: false,
        max_depth: None,
        units: Units::Blocks(1024),
        follow: false,
        separate_dirs: false,
        null: false,
    };
    let mut files: Vec<PathBuf> = Vec::new();
    let mut options_done = false;
    let mut it = args.iter().skip(1);
    while let Some(arg) = it.next() {
        let text = arg.to_string_lossy().into_owned();
        if options_done || !text.starts_with('-') || text == "-" {
            files.push(PathBuf::from(arg));
            continue;
        }
        if let Some(long) = text.strip_prefix("--") {
            let (name, value) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            let mut value_or_next = |value: Option<String>| {
                value.or_else(|| it.next().map(|v| v.to_string_lossy().into_owned()))
            };
            match name {
                "" => options_done = true,
                "all" => o.all = true,
                "apparent-size" => o.apparent = true,
                "bytes" => {
                    o.apparent = true;
                    o.units = Units::Blocks(1);
                }
                "total" => o.total = true,
                "summarize" => o.summarize = true,
                "human-readable" => o.units = Units::Human(1024),
                "si" => o.units = Units::Human(1000),
                "dereference" => o.follow = true,
                "separate-dirs" => o.separate_dirs = true,
                "null" => o.null = true,
                "one-file-system" | "no-dereference" | "count-links" => {}
                "max-depth" => match value_or_next(value).and_then(|v| v.parse().ok()) {
                    Some(d) => o.max_depth = Some(d),
                    None => return usage_error("du", "invalid maximum depth", 1),
                },
                "block-size" => match value_or_next(value).as_deref().and_then(parse_block_size) {
                    Some(b) => o.units = Units::Blocks(b),
                    None => return usage_error("du", "invalid --block-size argument", 1),
                },
                "help" => {
                    print!("{HELP}");
                    return 0;
                }
                "version" => {
                    println!("du (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                    return 0;
                }
                _ => return usage_error("du", &format!("unrecognized option '{text}'"), 1),
            }
            continue;
        }
        let chars: Vec<char> = text[1..].chars().collect();
        let mut i = 0;
        while i < chars.len() {
            match chars[i] {
                'a' => o.all = true,
                'b' => {
                    o.apparent = true;
                    o.units = Units::Blocks(1);
                }
                'c' => o.total = true,
                's' => o.summarize = true,
                'h' => o.units = Units::Human(1024),
                'k' => o.units = Units::Blocks(1024),
                'm' => o.units = Units::Blocks(1024 * 1024),
                'L' => o.follow = true,
                'S' => o.separate_dirs = true,
                '0' => o.null = true,
                'x' | 'P' | 'H' | 'l' => {}
                c @ ('d' | 'B') => {
                    let rest: String = chars[i + 1..].iter().collect();
                    let value = if rest.is_empty() {
                        it.next().map(|v| v.to_string_lossy().into_owned())
                    } else {
                        Some(rest)
                    };
                    if c == 'd' {
                        match value.and_then(|v| v.parse().ok()) {
                            Some(d) => o.max_depth = Some(d),
                            None => return usage_error("du", "invalid maximum depth", 1),
                        }
                    } else {
                        match value.as_deref().and_then(parse_block_size) {
                            Some(b) => o.units = Units::Blocks(b),
                            None => return usage_error("du", "invalid -B argument", 1),
                        }
                    }
                    break;
                }
                c => return usage_error("du", &format!("invalid option -- '{c}'"), 1),
            }
            i += 1;
        }
    }
    if o.summarize && o.all {
        return usage_error("du", "cannot both summarize and show all entries", 1);
    }
    if o.summarize {
        if o.max_depth.is_some_and(|d| d > 0) {
            return usage_error("du", "warning: summarizing conflicts with --max-depth", 1);
        }
        o.max_depth = Some(0);
    }
    if files.is_empty() {
        files.push(PathBuf::from("."));
    }

    let mut walker = Walker {
        o: &o,
        seen: HashSet::new(),
        status: 0,
        out: std::io::stdout().lock(),
    };
    let mut grand = 0u64;
    for file in &files {
        grand += walker.visit(file, 0, true).unwrap_or(0);
    }
    if o.total {
        walker.print(grand, Path::new("total"));
    }
    let _ = walker.out.flush();
    walker.status
}

const HELP: &str = "\
Usage: du [OPTION]... [FILE]...
Summarize disk usage of each FILE, recursively for directories (agentOS: usage is the file size
rounded up to 4 KiB units).

  -a, --all             write counts for all files, not just directories
      --apparent-size   print apparent sizes rather than disk usage
  -B, --block-size=SIZE scale sizes by SIZE before printing them
  -b, --bytes           equivalent to '--apparent-size --block-size=1'
  -c, --total           produce a grand total
  -d, --max-depth=N     print the total for a directory only if it is N or fewer levels below
  -h, --human-readable  print sizes in human readable format (e.g., 1K 234M 2G)
      --si              like -h, but use powers of 1000 not 1024
  -k                    like --block-size=1K
  -L, --dereference     dereference all symbolic links
  -m                    like --block-size=1M
  -0, --null            end each output line with NUL, not newline
  -S, --separate-dirs   for directories do not include size of subdirectories
  -s, --summarize       display only a total for each argument
";

/// `1K`, `4k`, `1M`, `1KB`, `512`.
fn parse_block_size(s: &str) -> Option<u64> {
    let digits: String = s.chars().take_while(|c| c.is_ascii_digit()).collect();
    let suffix = &s[digits.len()..];
    let n: u64 = if digits.is_empty() {
        1
    } else {
        digits.parse().ok()?
    };
    let (base, rest) = match suffix
        .strip_suffix("iB")
        .or_else(|| suffix.strip_suffix('B').filter(|r| !r.is_empty()))
    {
        Some(r) if suffix.ends_with("iB") => (1024u64, r),
        Some(r) => (1000u64, r),
        None => (1024u64, suffix),
    };
    let power = match rest.to_ascii_uppercase().as_str() {
        "" => 0,
        "K" => 1,
        "M" => 2,
        "G" => 3,
        "T" => 4,
        "P" => 5,
        "E" => 6,
        _ => return None,
    };
    let size = n.checked_mul(base.checked_pow(power)?)?;
    (size > 0).then_some(size)
}

/// GNU `-h`: one decimal below 10, rounded up; no suffix below the base.
fn human(bytes: u64, base: u64) -> String {
    const SUFFIXES: [&str; 7] = ["", "K", "M", "G", "T", "P", "E"];
    if bytes < base {
        return bytes.to_string();
    }
    let mut value = bytes as f64;
    let mut i = 0;
    while value >= base as f64 && i < SUFFIXES.len() - 1 {
        value /= base as f64;
        i += 1;
    }
    let suffix = if base == 1000 && i == 1 {
        "k"
    } else {
        SUFFIXES[i]
    };
    if value < 10.0 {
        let rounded = (value * 10.0).ceil() / 10.0;
        if rounded < 10.0 {
            return format!("{rounded:.1}{suffix}");
        }
    }
    format!("{}{suffix}", value.ceil() as u64)
}

struct Walker<'a> {
    o: &'a Options,
    seen: HashSet<(u64, u64)>,
    status: i32,
    out: std::io::StdoutLock<'static>,
}

impl Walker<'_> {
    fn print(&mut self, bytes: u64, path: &Path) {
        let size = match self.o.units {
            Units::Blocks(b) => bytes.div_ceil(b).to_string(),
            Units::Human(base) => human(bytes, base),
        };
        let end = if self.o.null { '\0' } else { '\n' };
        if write!(self.out, "{size}\t{}{end}", path.display()).is_err() {
            std::process::exit(1);
        }
    }

    fn usage(&self, size: u64, is_dir: bool) -> u64 {
        if self.o.apparent {
            if is_dir {
                0
            } else {
                size
            }
        } else if is_dir {
            4096
        } else {
            blocks_for(size) * 512
        }
    }

    /// The usage of `path` (recursively), printing what the options ask for.
    fn visit(&mut self, path: &Path, depth: usize, top: bool) -> Option<u64> {
        let follow = self.o.follow;
        let meta = if follow {
            std::fs::metadata(path)
        } else {
            std::fs::symlink_metadata(path)
        };
        let meta = match meta {
            Ok(m) => m,
            Err(err) => {
                error!(
                    "du",
                    "cannot access '{}': {}",
                    path.display(),
                    describe(&err)
                );
                self.status = 1;
                return None;
            }
        };
        let st = if follow {
            rustix::fs::stat(path)
        } else {
            rustix::fs::lstat(path)
        };
        if let Ok(st) = st {
            if st.st_nlink > 1 && !meta.is_dir() && !self.seen.insert((st.st_dev, st.st_ino)) {
                return Some(0);
            }
        }
        let own = self.usage(meta.len(), meta.is_dir());
        let shown = |walker: &Self, depth: usize| walker.o.max_depth.is_none_or(|max| depth <= max);
        if !meta.is_dir() {
            if top || (self.o.all && shown(self, depth)) {
                self.print(own, path);
            }
            return Some(own);
        }
        let mut total = own;
        match std::fs::read_dir(path) {
            Ok(entries) => {
                let mut children: Vec<PathBuf> =
                    entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
                children.sort();
                for child in children {
                    let child_meta = std::fs::symlink_metadata(&child);
                    let child_is_dir = child_meta.as_ref().is_ok_and(|m| m.is_dir());
                    let used = self.visit(&child, depth + 1, false).unwrap_or(0);
                    if !(self.o.separate_dirs && child_is_dir) {
                        total += used;
                    }
                }
            }
            Err(err) => {
                error!(
                    "du",
                    "cannot read directory '{}': {}",
                    path.display(),
                    describe(&err)
                );
                self.status = 1;
            }
        }
        if shown(self, depth) {
            self.print(total, path);
        }
        Some(total)
    }
}

#[cfg(test)]
mod tests {
    use super::{human, parse_block_size};

    #[test]
    fn formats_like_gnu_du_h() {
        assert_eq!(human(0, 1024), "0");
        assert_eq!(human(4096, 1024), "4.0K");
        assert_eq!(human(1536 * 1024, 1024), "1.5M");
        assert_eq!(human(20 * 1024 + 1, 1024), "21K");
    }

    #[test]
    fn parses_block_sizes() {
        assert_eq!(parse_block_size("1K"), Some(1024));
        assert_eq!(parse_block_size("1M"), Some(1024 * 1024));
        assert_eq!(parse_block_size("1KB"), Some(1000));
        assert_eq!(parse_block_size("512"), Some(512));
        assert_eq!(parse_block_size("x"), None);
    }
}
