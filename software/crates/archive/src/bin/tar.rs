//! `tar` for agentOS: GNU tar's common command lines (`c`/`x`/`t`, `f`, `z`, `v`, `-C`,
//! `--strip-components`, old-style bundled options) over the `tar` crate's format code. Filesystem
//! work (modes through `host_fs`, symlinks, mtimes) is done here because the `tar` crate's unpacking
//! is disabled on wasm32.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Component, Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use agentos_archive::{absolute, chmod, mode, strerror, symlink};
use flate2::read::MultiGzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;
use tar::{Builder, EntryType, Header};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Create,
    Extract,
    List,
}

enum Operand {
    Dir(String),
    Name(String),
}

struct Opts {
    op: Option<Op>,
    file: Option<String>,
    gzip: bool,
    auto_compress: bool,
    verbose: u8,
    to_stdout: bool,
    keep_old: bool,
    no_mtime: bool,
    preserve_perms: bool,
    absolute_names: bool,
    dereference: bool,
    no_recursion: bool,
    strip: usize,
    excludes: Vec<String>,
    operands: Vec<Operand>,
}

struct Tar {
    o: Opts,
    errors: bool,
    warned_slash: bool,
    archive_abs: Option<PathBuf>,
    /// Directories extracted, to get their mode/mtime after their contents.
    dirs: Vec<(PathBuf, u32, u64)>,
}

fn die(msg: &str) -> ! {
    eprintln!("tar: {msg}");
    std::process::exit(2);
}

fn usage_die(msg: &str) -> ! {
    eprintln!("tar: {msg}\nTry 'tar --help' for more information.");
    std::process::exit(2);
}

fn help() {
    println!(
        "Usage: tar [OPTION...] [FILE]...
agentOS tar: create, extract or list tar archives (optionally gzip-compressed).

Examples:
  tar -cf archive.tar foo bar  # Create archive.tar from files foo and bar.
  tar czf d.tgz d              # Create a gzip-compressed archive of directory d.
  tar -tvf archive.tar         # List all files in archive.tar verbosely.
  tar -xf archive.tar -C dir   # Extract all files from archive.tar into dir.

  -c, --create               create a new archive
  -x, --extract, --get       extract files from an archive
  -t, --list                 list the contents of an archive
  -f, --file=ARCHIVE         use archive file ARCHIVE ('-' = stdin/stdout, the default)
  -z, --gzip                 filter the archive through gzip (detected automatically on read)
  -a, --auto-compress        use the archive suffix (.tgz, .tar.gz) to decide on compression
  -C, --directory=DIR        change to directory DIR
  -v, --verbose              verbosely list files processed (twice: long listing)
  -O, --to-stdout            extract files to standard output
  -k, --keep-old-files       don't replace existing files when extracting
  -m, --touch                don't extract file modified time
  -p, --preserve-permissions extract permissions exactly (no umask)
  -P, --absolute-names       don't strip leading '/'s from file names
  -h, --dereference          follow symlinks; archive the files they point to
  -T, --files-from=FILE      get names to extract or create from FILE
      --strip-components=N   strip N leading components from file names on extraction
      --exclude=PATTERN      exclude files matching PATTERN (a shell glob)
      --no-recursion         avoid descending automatically in directories
      --help                 give this help list
      --version              print program version"
    );
}

/// Options that take an argument (short form).
fn takes_arg(c: char) -> bool {
    matches!(c, 'f' | 'C' | 'T' | 'X' | 'b' | 'H')
}

fn read_list(path: &str) -> Vec<String> {
    let data = if path == "-" {
        let mut s = String::new();
        io::stdin().read_to_string(&mut s).map(|_| s)
    } else {
        fs::read_to_string(path)
    };
    match data {
        Ok(s) => s
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect(),
        Err(e) => die(&format!("{path}: Cannot open: {}", strerror(&e))),
    }
}

fn apply_short(o: &mut Opts, c: char, value: Option<String>) {
    let set_op = |o: &mut Opts, op: Op| {
        if o.op.is_some_and(|cur| cur != op) {
            usage_die("You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option");
        }
        o.op = Some(op);
    };
    match c {
        'c' => set_op(o, Op::Create),
        'x' => set_op(o, Op::Extract),
        't' => set_op(o, Op::List),
        'f' => o.file = value,
        'C' => o.operands.push(Operand::Dir(value.unwrap_or_default())),
        'T' => {
            for name in read_list(&value.unwrap_or_default()) {
                o.operands.push(Operand::Name(name));
            }
        }
        'X' => o.excludes.extend(read_list(&value.unwrap_or_default())),
        'z' => o.gzip = true,
        'a' => o.auto_compress = true,
        'v' => o.verbose += 1,
        'O' => o.to_stdout = true,
        'k' => o.keep_old = true,
        'm' => o.no_mtime = true,
        'p' => o.preserve_perms = true,
        'P' => o.absolute_names = true,
        'h' => o.dereference = true,
        'o' | 'U' | 'B' | 'b' | 'H' | 'w' | 'S' => {}
        'j' | 'J' | 'Z' | 'I' => die(&format!("-{c}: only gzip compression (-z) is supported")),
        'A' | 'r' | 'u' | 'd' => die(&format!("-{c}: only -c, -x and -t are supported")),
        _ => usage_die(&format!("invalid option -- '{c}'")),
    }
}

fn parse(args: Vec<OsString>) -> Opts {
    let mut o = Opts {
        op: None,
        file: None,
        gzip: false,
        auto_compress: false,
        verbose: 0,
        to_stdout: false,
        keep_old: false,
        no_mtime: false,
        preserve_perms: false,
        absolute_names: false,
        dereference: false,
        no_recursion: false,
        strip: 0,
        excludes: Vec::new(),
        operands: Vec::new(),
    };
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let mut i = 0;
    // Old-style: the first argument is a bundle of letters without '-'; arguments of `f`, `C`,
    // ... follow in order.
    if let Some(first) = args.first() {
        if !first.starts_with('-')
            && !first.is_empty()
            && first.chars().all(|c| c.is_ascii_alphabetic())
        {
            i = 1;
            for c in first.chars() {
                let value = if takes_arg(c) {
                    if i >= args.len() {
                        usage_die(&format!("option requires an argument -- '{c}'"));
                    }
                    i += 1;
                    Some(args[i - 1].clone())
                } else {
                    None
                };
                apply_short(&mut o, c, value);
            }
        }
    }
    let mut only_names = false;
    while i < args.len() {
        let arg = args[i].clone();
        i += 1;
        if only_names || arg == "-" || !arg.starts_with('-') {
            o.operands.push(Operand::Name(arg));
            continue;
        }
        if arg == "--" {
            only_names = true;
            continue;
        }
        if let Some(long) = arg.strip_prefix("--") {
            let (name, inline) = match long.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (long.to_string(), None),
            };
            let value = |i: &mut usize| -> String {
                match &inline {
                    Some(v) => v.clone(),
                    None if *i < args.len() => {
                        *i += 1;
                        args[*i - 1].clone()
                    }
                    None => usage_die(&format!("option '--{name}' requires an argument")),
                }
            };
            match name.as_str() {
                "create" => apply_short(&mut o, 'c', None),
                "extract" | "get" => apply_short(&mut o, 'x', None),
                "list" => apply_short(&mut o, 't', None),
                "file" => o.file = Some(value(&mut i)),
                "directory" => o.operands.push(Operand::Dir(value(&mut i))),
                "files-from" => {
                    let v = value(&mut i);
                    apply_short(&mut o, 'T', Some(v))
                }
                "exclude-from" => {
                    let v = value(&mut i);
                    apply_short(&mut o, 'X', Some(v))
                }
                "gzip" | "gunzip" | "ungzip" => o.gzip = true,
                "auto-compress" => o.auto_compress = true,
                "verbose" => o.verbose += 1,
                "to-stdout" => o.to_stdout = true,
                "keep-old-files" | "skip-old-files" => o.keep_old = true,
                "overwrite" | "unlink-first" | "recursive-unlink" => o.keep_old = false,
                "touch" => o.no_mtime = true,
                "preserve-permissions" | "same-permissions" => o.preserve_perms = true,
                "no-same-permissions" => o.preserve_perms = false,
                "absolute-names" => o.absolute_names = true,
                "dereference" => o.dereference = true,
                "no-recursion" => o.no_recursion = true,
                "recursion" => o.no_recursion = false,
                "strip-components" => {
                    let v = value(&mut i);
                    o.strip = v
                        .parse()
                        .unwrap_or_else(|_| die(&format!("Invalid number of elements: '{v}'")));
                }
                "exclude" => {
                    let v = value(&mut i);
                    o.excludes.push(v)
                }
                "owner" | "group" | "mode" | "mtime" | "sort" | "format" | "blocking-factor"
                | "record-size" => {
                    let _ = value(&mut i);
                }
                "numeric-owner"
                | "no-same-owner"
                | "same-owner"
                | "wildcards"
                | "no-wildcards"
                | "anchored"
                | "one-file-system"
                | "totals"
                | "ignore-zeros"
                | "warning"
                | "no-overwrite-dir"
                | "delay-directory-restore"
                | "preserve-order"
                | "same-order"
                | "check-links"
                | "show-omitted-dirs" => {}
                "help" => {
                    help();
                    std::process::exit(0);
                }
                "version" => {
                    println!("tar (agentOS) {}", env!("CARGO_PKG_VERSION"));
                    std::process::exit(0);
                }
                "bzip2" | "xz" | "lzma" | "zstd" | "compress" | "lzip" | "lzop" => die(&format!(
                    "--{name}: only gzip compression (-z) is supported"
                )),
                _ => usage_die(&format!("unrecognized option '--{name}'")),
            }
            continue;
        }
        let chars: Vec<char> = arg[1..].chars().collect();
        let mut j = 0;
        while j < chars.len() {
            let c = chars[j];
            j += 1;
            let value = if takes_arg(c) {
                if j < chars.len() {
                    let v: String = chars[j..].iter().collect();
                    j = chars.len();
                    Some(v)
                } else if i < args.len() {
                    i += 1;
                    Some(args[i - 1].clone())
                } else {
                    usage_die(&format!("option requires an argument -- '{c}'"));
                }
            } else {
                None
            };
            apply_short(&mut o, c, value);
        }
    }
    if o.op.is_none() {
        usage_die("You must specify one of the '-Acdtrux', '--delete' or '--test-label' options");
    }
    o
}

/// Minimal shell-glob match (`*`, `?`, `[...]`) for `--exclude`.
fn glob_match(pat: &[u8], s: &[u8]) -> bool {
    let (mut p, mut t) = (0, 0);
    let (mut star, mut mark) = (None, 0);
    while t < s.len() {
        if p < pat.len() {
            match pat[p] {
                b'*' => {
                    star = Some(p);
                    mark = t;
                    p += 1;
                    continue;
                }
                b'?' => {
                    p += 1;
                    t += 1;
                    continue;
                }
                b'[' => {
                    if let Some(end) = pat[p + 1..]
                        .iter()
                        .position(|&b| b == b']')
                        .map(|e| e + p + 1)
                    {
                        let set = &pat[p + 1..end];
                        let (neg, set) = match set.first() {
                            Some(b'!' | b'^') => (true, &set[1..]),
                            _ => (false, set),
                        };
                        let mut hit = false;
                        let mut k = 0;
                        while k < set.len() {
                            if k + 2 < set.len() && set[k + 1] == b'-' {
                                hit |= set[k] <= s[t] && s[t] <= set[k + 2];
                                k += 3;
                            } else {
                                hit |= set[k] == s[t];
                                k += 1;
                            }
                        }
                        if hit != neg {
                            p = end + 1;
                            t += 1;
                            continue;
                        }
                    } else if s[t] == b'[' {
                        p += 1;
                        t += 1;
                        continue;
                    }
                }
                b'\\' if p + 1 < pat.len() && pat[p + 1] == s[t] => {
                    p += 2;
                    t += 1;
                    continue;
                }
                c if c == s[t] => {
                    p += 1;
                    t += 1;
                    continue;
                }
                _ => {}
            }
        }
        match star {
            Some(sp) => {
                p = sp + 1;
                mark += 1;
                t = mark;
            }
            None => return false,
        }
    }
    pat[p..].iter().all(|&b| b == b'*')
}

fn mode_string(kind: EntryType, mode: u32) -> String {
    let t = match kind {
        EntryType::Directory => 'd',
        EntryType::Symlink => 'l',
        EntryType::Char => 'c',
        EntryType::Block => 'b',
        EntryType::Fifo => 'p',
        EntryType::Link => 'h',
        _ => '-',
    };
    let mut s = String::from(t);
    let bits = [
        (0o400, 'r'),
        (0o200, 'w'),
        (0o100, 'x'),
        (0o40, 'r'),
        (0o20, 'w'),
        (0o10, 'x'),
        (0o4, 'r'),
        (0o2, 'w'),
        (0o1, 'x'),
    ];
    for (bit, ch) in bits {
        s.push(if mode & bit != 0 { ch } else { '-' });
    }
    if t == 'h' {
        s.replace_range(0..1, "-");
    }
    s
}

/// `YYYY-MM-DD HH:MM` in UTC for Unix seconds.
fn date(secs: u64) -> String {
    let days = (secs / 86400) as i64;
    let rem = secs % 86400;
    // Civil from days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        rem / 3600,
        (rem % 3600) / 60
    )
}

fn mtime_of(meta: &fs::Metadata) -> u64 {
    meta.modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl Tar {
    fn error(&mut self, msg: String) {
        eprintln!("tar: {msg}");
        self.errors = true;
    }

    fn excluded(&self, name: &str) -> bool {
        let trimmed = name.trim_end_matches('/');
        let base = trimmed.rsplit('/').next().unwrap_or(trimmed);
        self.o.excludes.iter().any(|p| {
            glob_match(p.as_bytes(), trimmed.as_bytes())
                || glob_match(p.as_bytes(), base.as_bytes())
                || trimmed
                    .split('/')
                    .any(|c| glob_match(p.as_bytes(), c.as_bytes()))
        })
    }

    /// Member name as stored: leading `/` (and `../`) removed unless `-P`.
    fn member_name(&mut self, name: &str) -> String {
        if self.o.absolute_names {
            return name.to_string();
        }
        let stripped = name.trim_start_matches('/');
        if stripped.len() != name.len() && !self.warned_slash {
            self.warned_slash = true;
            eprintln!("tar: Removing leading `/' from member names");
        }
        if stripped.is_empty() {
            return ".".into();
        }
        stripped.to_string()
    }

    fn verbose_out(&self) -> Box<dyn Write> {
        if self.o.file.as_deref().unwrap_or("-") == "-" && self.o.op == Some(Op::Create) {
            Box::new(io::stderr())
        } else {
            Box::new(io::stdout())
        }
    }

    fn create(&mut self) {
        let names: Vec<&Operand> = self.o.operands.iter().collect();
        if !names.iter().any(|op| matches!(op, Operand::Name(_))) {
            die("Cowardly refusing to create an empty archive\nTry 'tar --help' for more information.");
        }
        let file = self.o.file.clone().unwrap_or_else(|| "-".into());
        let gzip = self.o.gzip
            || (self.o.auto_compress
                && (file.ends_with(".tgz") || file.ends_with(".tar.gz") || file.ends_with(".taz")));
        let sink: Box<dyn Write> = if file == "-" {
            Box::new(BufWriter::with_capacity(64 * 1024, io::stdout()))
        } else {
            self.archive_abs = Some(absolute(Path::new(&file)));
            match File::create(&file) {
                Ok(f) => Box::new(BufWriter::with_capacity(64 * 1024, f)),
                Err(e) => die(&format!("{file}: Cannot open: {}", strerror(&e))),
            }
        };
        let sink: Box<dyn Write> = if gzip {
            Box::new(GzEncoder::new(sink, Compression::default()))
        } else {
            sink
        };
        let mut builder = Builder::new(sink);
        builder.mode(tar::HeaderMode::Complete);
        let mut base = PathBuf::from(".");
        let ops: Vec<(bool, String)> = self
            .o
            .operands
            .iter()
            .map(|op| match op {
                Operand::Dir(d) => (true, d.clone()),
                Operand::Name(n) => (false, n.clone()),
            })
            .collect();
        for (is_dir, value) in ops {
            if is_dir {
                base = base.join(&value);
                if !base.is_dir() {
                    die(&format!("{value}: Cannot open: No such file or directory"));
                }
                continue;
            }
            let fs_path = base.join(&value);
            let name = self.member_name(&value);
            self.add(&mut builder, &fs_path, &name, true);
        }
        let result = builder.into_inner().and_then(|mut w| w.flush().map(|_| w));
        match result {
            Ok(w) => finish_writer(w),
            Err(e) => die(&format!("write error: {}", strerror(&e))),
        }
    }

    fn add(&mut self, builder: &mut Builder<Box<dyn Write>>, path: &Path, name: &str, top: bool) {
        if self.excluded(name) {
            return;
        }
        let meta = if self.o.dereference {
            fs::metadata(path)
        } else {
            fs::symlink_metadata(path)
        };
        let meta = match meta {
            Ok(m) => m,
            Err(e) => {
                return self.error(format!(
                    "{}: Cannot stat: {}",
                    path_display(path, name, top),
                    strerror(&e)
                ))
            }
        };
        if let Some(archive) = &self.archive_abs {
            if meta.is_file() && &absolute(path) == archive {
                eprintln!("tar: {name}: file is the archive; not dumped");
                return;
            }
        }
        let ft = meta.file_type();
        let host_mode = mode(path, !ft.is_symlink()).map(|m| m & 0o7777);
        let mut header = Header::new_gnu();
        header.set_mtime(mtime_of(&meta));
        header.set_uid(1000);
        header.set_gid(1000);
        let _ = header.set_username("agentos");
        let _ = header.set_groupname("agentos");
        if self.o.verbose > 0 {
            let shown = if ft.is_dir() && !name.ends_with('/') {
                format!("{name}/")
            } else {
                name.to_string()
            };
            let _ = writeln!(self.verbose_out(), "{shown}");
        }
        let result = if ft.is_dir() {
            header.set_entry_type(EntryType::Directory);
            header.set_mode(host_mode.unwrap_or(0o755));
            header.set_size(0);
            let dir_name = if name.ends_with('/') {
                name.to_string()
            } else {
                format!("{name}/")
            };
            let r = builder.append_data(&mut header, &dir_name, io::empty());
            if r.is_ok() && !self.o.no_recursion {
                let mut children: Vec<OsString> = match fs::read_dir(path) {
                    Ok(rd) => rd.filter_map(|e| e.ok()).map(|e| e.file_name()).collect(),
                    Err(e) => {
                        self.error(format!("{name}: Cannot open: {}", strerror(&e)));
                        Vec::new()
                    }
                };
                children.sort();
                for child in children {
                    let child_name =
                        format!("{}/{}", name.trim_end_matches('/'), child.to_string_lossy());
                    self.add(builder, &path.join(&child), &child_name, false);
                }
            }
            r
        } else if ft.is_symlink() {
            let target = match fs::read_link(path) {
                Ok(t) => t,
                Err(e) => return self.error(format!("{name}: Cannot readlink: {}", strerror(&e))),
            };
            header.set_entry_type(EntryType::Symlink);
            header.set_mode(0o777);
            header.set_size(0);
            builder.append_link(&mut header, name, &target)
        } else if ft.is_file() {
            let file = match File::open(path) {
                Ok(f) => f,
                Err(e) => return self.error(format!("{name}: Cannot open: {}", strerror(&e))),
            };
            header.set_entry_type(EntryType::Regular);
            header.set_mode(host_mode.unwrap_or(0o644));
            header.set_size(meta.len());
            builder.append_data(&mut header, name, BufReader::with_capacity(64 * 1024, file))
        } else {
            eprintln!("tar: {name}: socket ignored");
            return;
        };
        if let Err(e) = result {
            die(&format!("{name}: {}", strerror(&e)));
        }
    }

    fn open_archive(&self) -> Box<dyn Read> {
        let file = self.o.file.clone().unwrap_or_else(|| "-".into());
        let raw: Box<dyn Read> = if file == "-" {
            Box::new(io::stdin())
        } else {
            match File::open(&file) {
                Ok(f) => Box::new(f),
                Err(e) => die(&format!("{file}: Cannot open: {}", strerror(&e))),
            }
        };
        let mut buffered = BufReader::with_capacity(64 * 1024, raw);
        let gz = match buffered.fill_buf() {
            Ok(buf) => buf.len() >= 2 && buf[0] == 0x1f && buf[1] == 0x8b,
            Err(e) => die(&format!("{file}: Cannot read: {}", strerror(&e))),
        };
        if gz || self.o.gzip {
            Box::new(MultiGzDecoder::new(buffered))
        } else {
            Box::new(buffered)
        }
    }

    fn read(&mut self, op: Op) {
        // The archive is named relative to the starting directory; -C then says where to work.
        let reader = self.open_archive();
        let mut members = Vec::new();
        for operand in std::mem::take(&mut self.o.operands) {
            match operand {
                Operand::Dir(d) => {
                    if let Err(e) = std::env::set_current_dir(&d) {
                        die(&format!("{d}: Cannot open: {}", strerror(&e)));
                    }
                }
                Operand::Name(n) => members.push(n.trim_end_matches('/').to_string()),
            }
        }
        let mut seen = vec![false; members.len()];
        let mut archive = tar::Archive::new(reader);
        let entries = match archive.entries() {
            Ok(e) => e,
            Err(e) => die(&strerror(&e)),
        };
        let mut stdout = BufWriter::new(io::stdout());
        for entry in entries {
            let mut entry = match entry {
                Ok(e) => e,
                Err(e) => {
                    let _ = stdout.flush();
                    self.error(strerror(&e));
                    die("Error is not recoverable: exiting now");
                }
            };
            let raw_name = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
            let kind = entry.header().entry_type();
            if matches!(
                kind,
                EntryType::XGlobalHeader
                    | EntryType::XHeader
                    | EntryType::GNULongName
                    | EntryType::GNULongLink
            ) {
                continue;
            }
            let name = self.member_name(&raw_name);
            if !members.is_empty() {
                let trimmed = name.trim_end_matches('/');
                match members
                    .iter()
                    .position(|m| trimmed == m || trimmed.starts_with(&format!("{m}/")))
                {
                    Some(k) => seen[k] = true,
                    None => continue,
                }
            }
            if self.excluded(&name) {
                continue;
            }
            let link = entry
                .link_name_bytes()
                .map(|l| String::from_utf8_lossy(&l).into_owned());
            if op == Op::List {
                let shown = if kind == EntryType::Directory && !name.ends_with('/') {
                    format!("{name}/")
                } else {
                    name.clone()
                };
                let line = if self.o.verbose > 0 {
                    let h = entry.header();
                    let owner = match (h.username().ok().flatten(), h.groupname().ok().flatten()) {
                        (Some(u), Some(g)) if !u.is_empty() => format!("{u}/{g}"),
                        _ => format!("{}/{}", h.uid().unwrap_or(0), h.gid().unwrap_or(0)),
                    };
                    let size = h.size().unwrap_or(0).to_string();
                    let pad = 19usize.saturating_sub(owner.len() + size.len()).max(1);
                    let mut line = format!(
                        "{} {owner}{}{size} {} {shown}",
                        mode_string(kind, h.mode().unwrap_or(0)),
                        " ".repeat(pad),
                        date(h.mtime().unwrap_or(0))
                    );
                    match (kind, &link) {
                        (EntryType::Symlink, Some(l)) => line.push_str(&format!(" -> {l}")),
                        (EntryType::Link, Some(l)) => line.push_str(&format!(" link to {l}")),
                        _ => {}
                    }
                    line
                } else {
                    shown
                };
                if writeln!(stdout, "{line}").is_err() {
                    std::process::exit(2);
                }
                continue;
            }
            // Extract.
            let Some(rel) = self.strip(&name) else {
                continue;
            };
            if Path::new(&rel)
                .components()
                .any(|c| c == Component::ParentDir)
            {
                self.error(format!("{name}: Member name contains '..'"));
                continue;
            }
            if self.o.verbose > 0 {
                let _ = writeln!(stdout, "{name}");
                let _ = stdout.flush();
            }
            if self.o.to_stdout {
                if kind.is_file() || kind == EntryType::Continuous {
                    if let Err(e) = io::copy(&mut entry, &mut stdout) {
                        die(&format!("write error: {}", strerror(&e)));
                    }
                }
                continue;
            }
            let header_mode = entry.header().mode().unwrap_or(0o644) & 0o7777;
            let perm = if self.o.preserve_perms {
                header_mode
            } else {
                header_mode & !0o022
            };
            let mtime = entry.header().mtime().unwrap_or(0);
            let dest = PathBuf::from(&rel);
            // A symlink member may point anywhere (`link -> /etc`); a later member under it must
            // not be written through it (GNU defers such links to the end for the same reason).
            // A directory member must not be the link itself either (its mode would be set on the
            // target).
            if let Some(via) = symlinked_ancestor(&dest, kind == EntryType::Directory) {
                self.error(format!(
                    "{rel}: Cannot extract through symbolic link '{}'",
                    via.display()
                ));
                continue;
            }
            if let Some(parent) = dest.parent() {
                if !parent.as_os_str().is_empty() && !parent.is_dir() {
                    if let Err(e) = fs::create_dir_all(parent) {
                        self.error(format!("{rel}: Cannot mkdir: {}", strerror(&e)));
                        continue;
                    }
                }
            }
            match kind {
                EntryType::Directory => {
                    if !dest.is_dir() {
                        if let Err(e) = fs::create_dir_all(&dest) {
                            self.error(format!("{rel}: Cannot mkdir: {}", strerror(&e)));
                            continue;
                        }
                    }
                    self.dirs.push((dest, perm, mtime));
                }
                EntryType::Symlink | EntryType::Link => {
                    let Some(target) = link else { continue };
                    if !self.make_room(&dest, &rel) {
                        continue;
                    }
                    let result = if kind == EntryType::Symlink {
                        symlink(Path::new(&target), &dest)
                    } else {
                        let target = self.member_name(&target);
                        match self.strip(&target) {
                            Some(t) => match symlinked_ancestor(Path::new(&t), false) {
                                Some(via) => Err(io::Error::new(
                                    io::ErrorKind::PermissionDenied,
                                    format!("target is under symbolic link '{}'", via.display()),
                                )),
                                None => fs::hard_link(&t, &dest),
                            },
                            None => continue,
                        }
                    };
                    if let Err(e) = result {
                        self.error(format!(
                            "{rel}: Cannot create {}link to '{target}': {}",
                            if kind == EntryType::Symlink {
                                "sym"
                            } else {
                                ""
                            },
                            strerror(&e)
                        ));
                    }
                }
                EntryType::Regular | EntryType::Continuous | EntryType::GNUSparse => {
                    if !self.make_room(&dest, &rel) {
                        continue;
                    }
                    let file = match File::create(&dest) {
                        Ok(f) => f,
                        Err(e) => {
                            self.error(format!("{rel}: Cannot open: {}", strerror(&e)));
                            continue;
                        }
                    };
                    let mut w = BufWriter::with_capacity(64 * 1024, &file);
                    if let Err(e) = io::copy(&mut entry, &mut w).and_then(|_| w.flush()) {
                        self.error(format!("{rel}: Cannot write: {}", strerror(&e)));
                        continue;
                    }
                    drop(w);
                    if !self.o.no_mtime {
                        let _ = file.set_modified(UNIX_EPOCH + Duration::from_secs(mtime));
                    }
                    drop(file);
                    let _ = chmod(&dest, perm);
                }
                _ => {
                    self.error(format!(
                        "{rel}: Cannot create special file: Operation not supported"
                    ));
                }
            }
        }
        let _ = stdout.flush();
        // Directory modes and times last (their contents changed them).
        for (dir, perm, mtime) in std::mem::take(&mut self.dirs).into_iter().rev() {
            // A later member may have replaced the directory with a symlink: never follow it.
            if symlinked_ancestor(&dir, true).is_some() {
                continue;
            }
            if !self.o.no_mtime {
                if let Ok(f) = File::open(&dir) {
                    let _ = f.set_modified(UNIX_EPOCH + Duration::from_secs(mtime));
                }
            }
            let _ = chmod(&dir, perm);
        }
        for (k, m) in members.iter().enumerate() {
            if !seen[k] {
                self.error(format!("{m}: Not found in archive"));
            }
        }
    }

    /// Removes an existing non-directory at `dest` (GNU's default) or refuses with `-k`.
    fn make_room(&mut self, dest: &Path, rel: &str) -> bool {
        match fs::symlink_metadata(dest) {
            Ok(meta) if meta.is_dir() => {
                if let Err(e) = fs::remove_dir(dest) {
                    self.error(format!("{rel}: Cannot open: {}", strerror(&e)));
                    return false;
                }
                true
            }
            Ok(_) if self.o.keep_old => {
                self.error(format!("{rel}: Cannot open: File exists"));
                false
            }
            Ok(_) => {
                let _ = fs::remove_file(dest);
                true
            }
            Err(_) => true,
        }
    }

    /// `--strip-components`: `None` when nothing is left.
    fn strip(&self, name: &str) -> Option<String> {
        if self.o.strip == 0 {
            return Some(name.to_string());
        }
        let parts: Vec<&str> = name
            .split('/')
            .filter(|p| !p.is_empty() && *p != ".")
            .collect();
        if parts.len() <= self.o.strip {
            return None;
        }
        Some(parts[self.o.strip..].join("/"))
    }
}

fn path_display(path: &Path, name: &str, top: bool) -> String {
    if top {
        path.to_string_lossy().trim_start_matches("./").to_string()
    } else {
        name.to_string()
    }
}

/// Finishes a writer that may be a gzip encoder over the real sink.
fn finish_writer(w: Box<dyn Write>) {
    // `GzEncoder` writes its trailer when dropped; flush errors there are not reported by Drop,
    // so flush explicitly first.
    let mut w = w;
    if let Err(e) = w.flush() {
        die(&format!("write error: {}", strerror(&e)));
    }
    drop(w);
    let _ = io::stdout().flush();
}

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() {
    agentos_process::alloc::set_program_name("tar");
    agentos_process::adopt_pwd();
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if args.is_empty() {
        usage_die("You must specify one of the '-Acdtrux', '--delete' or '--test-label' options");
    }
    let o = parse(args);
    let op = o.op.unwrap_or(Op::List);
    let mut tar = Tar {
        o,
        errors: false,
        warned_slash: false,
        archive_abs: None,
        dirs: Vec::new(),
    };
    match op {
        Op::Create => tar.create(),
        Op::Extract | Op::List => tar.read(op),
    }
    if tar.errors {
        eprintln!("tar: Exiting with failure status due to previous errors");
        std::process::exit(2);
    }
}

/// The first path prefix of `dest` that is a symbolic link, checking every ancestor and, with
/// `include_self`, `dest` itself. Extracting through such a link could write outside the
/// extraction directory.
fn symlinked_ancestor(dest: &Path, include_self: bool) -> Option<PathBuf> {
    let components: Vec<Component<'_>> = dest.components().collect();
    let n = if include_self {
        components.len()
    } else {
        components.len().saturating_sub(1)
    };
    let mut prefix = PathBuf::new();
    for component in &components[..n] {
        prefix.push(component);
        if matches!(component, Component::Normal(_))
            && fs::symlink_metadata(&prefix).is_ok_and(|m| m.file_type().is_symlink())
        {
            return Some(prefix);
        }
    }
    None
}
