//! `gzip`, `gunzip`, `zcat` for agentOS (GNU gzip's command line) over `flate2`'s pure-Rust backend.
//! Exit status: 0 ok, 1 error, 2 warning (as GNU).

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use agentos_archive::{chmod, mode, strerror};
use flate2::read::MultiGzDecoder;
use flate2::{Compression, GzBuilder};

struct Opts {
    decompress: bool,
    stdout: bool,
    keep: bool,
    force: bool,
    level: u32,
    no_name: bool,
    quiet: bool,
    verbose: bool,
    test: bool,
    list: bool,
    suffix: String,
    files: Vec<OsString>,
}

static mut PROG: &str = "gzip";

fn prog() -> &'static str {
    // SAFETY: written once at the start of main, before any read.
    unsafe { PROG }
}

/// Prefix of diagnostics: always `gzip`, as GNU's gunzip/zcat are `gzip -d`/`gzip -dc`.
const ME: &str = "gzip";

#[derive(Default)]
struct Status {
    code: i32,
}

impl Status {
    fn error(&mut self, msg: String) {
        eprintln!("{ME}: {msg}");
        self.code = 1;
    }
    fn warn(&mut self, quiet: bool, msg: String) {
        if !quiet {
            eprintln!("{ME}: {msg}");
        }
        if self.code == 0 {
            self.code = 2;
        }
    }
}

fn usage() -> ! {
    eprintln!(
        "Usage: {} [OPTION]... [FILE]...\nTry '{} --help' for more information.",
        prog(),
        prog()
    );
    std::process::exit(1);
}

fn help() {
    println!(
        "Usage: {} [OPTION]... [FILE]...
Compress or uncompress FILEs (by default, compress FILES in-place).

  -c, --stdout      write on standard output, keep original files unchanged
  -d, --decompress  decompress
  -f, --force       force overwrite of output file
  -k, --keep        keep (don't delete) input files
  -l, --list        list compressed file contents
  -n, --no-name     do not save or restore the original name and timestamp
  -N, --name        save or restore the original name and timestamp
  -q, --quiet       suppress all warnings
  -S, --suffix=SUF  use suffix SUF on compressed files
  -t, --test        test compressed file integrity
  -v, --verbose     verbose mode
  -1, --fast        compress faster
  -9, --best        compress better
  -h, --help        give this help
  -V, --version     display version number

With no FILE, or when FILE is -, read standard input.",
        prog()
    );
}

fn parse(args: Vec<OsString>, mut o: Opts) -> Opts {
    let mut i = 0;
    let mut only_files = false;
    while i < args.len() {
        let arg = args[i].to_string_lossy().into_owned();
        i += 1;
        if only_files || arg == "-" || !arg.starts_with('-') {
            o.files.push(args[i - 1].clone());
            continue;
        }
        if arg == "--" {
            only_files = true;
            continue;
        }
        if let Some(long) = arg.strip_prefix("--") {
            let (name, value) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            match name {
                "stdout" | "to-stdout" => o.stdout = true,
                "decompress" | "uncompress" => o.decompress = true,
                "force" => o.force = true,
                "keep" => o.keep = true,
                "list" => o.list = true,
                "no-name" => o.no_name = true,
                "name" => o.no_name = false,
                "quiet" | "silent" => o.quiet = true,
                "verbose" => o.verbose = true,
                "test" => o.test = true,
                "fast" => o.level = 1,
                "best" => o.level = 9,
                "suffix" => {
                    o.suffix = match value {
                        Some(v) => v,
                        None if i < args.len() => {
                            i += 1;
                            args[i - 1].to_string_lossy().into_owned()
                        }
                        None => usage(),
                    }
                }
                "help" => {
                    help();
                    std::process::exit(0);
                }
                "version" => {
                    println!("{} (agentOS) {}", prog(), env!("CARGO_PKG_VERSION"));
                    std::process::exit(0);
                }
                "no-rsyncable" | "rsyncable" | "synchronous" => {}
                _ => {
                    eprintln!("{}: unrecognized option '--{name}'", prog());
                    usage();
                }
            }
            continue;
        }
        let chars: Vec<char> = arg[1..].chars().collect();
        let mut j = 0;
        while j < chars.len() {
            let c = chars[j];
            j += 1;
            match c {
                'c' => o.stdout = true,
                'd' => o.decompress = true,
                'f' => o.force = true,
                'k' => o.keep = true,
                'l' => o.list = true,
                'n' => o.no_name = true,
                'N' => o.no_name = false,
                'q' => o.quiet = true,
                'v' => o.verbose = true,
                't' => o.test = true,
                'r' => {}
                '1'..='9' => o.level = c as u32 - '0' as u32,
                'h' => {
                    help();
                    std::process::exit(0);
                }
                'V' => {
                    println!("{} (agentOS) {}", prog(), env!("CARGO_PKG_VERSION"));
                    std::process::exit(0);
                }
                'S' => {
                    o.suffix = if j < chars.len() {
                        let v = chars[j..].iter().collect();
                        j = chars.len();
                        v
                    } else if i < args.len() {
                        i += 1;
                        args[i - 1].to_string_lossy().into_owned()
                    } else {
                        usage()
                    };
                }
                _ => {
                    eprintln!("{}: invalid option -- '{c}'", prog());
                    usage();
                }
            }
        }
    }
    if o.suffix.is_empty() {
        eprintln!("{}: invalid suffix ''", prog());
        std::process::exit(1);
    }
    o
}

fn mtime_secs(t: SystemTime) -> u32 {
    t.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs().min(u32::MAX as u64) as u32)
        .unwrap_or(0)
}

/// Compresses `input` to `output`; `name`/`mtime` go into the header unless `-n`.
fn compress(
    o: &Opts,
    input: impl Read,
    output: impl Write,
    name: Option<&[u8]>,
    mtime: u32,
) -> io::Result<()> {
    let mut b = GzBuilder::new().operating_system(3);
    if !o.no_name {
        if let Some(name) = name {
            b = b.filename(name);
        }
        b = b.mtime(mtime);
    }
    let mut enc = b.write(output, Compression::new(o.level));
    let mut input = input;
    io::copy(&mut input, &mut enc)?;
    enc.finish()?.flush()
}

/// A read error from the compressed stream that means "not gzip data".
fn format_error(err: &io::Error) -> bool {
    matches!(
        err.kind(),
        io::ErrorKind::InvalidInput | io::ErrorKind::InvalidData
    )
}

fn decompress(input: impl Read, mut output: impl Write) -> io::Result<()> {
    let mut input = BufReader::with_capacity(64 * 1024, input);
    // GNU checks the magic number first: anything else is "not in gzip format".
    let head = input.fill_buf()?;
    match head {
        [] => {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "unexpected end of file",
            ))
        }
        [0x1f] | [0x1f, 0x8b, ..] => {}
        _ => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not in gzip format",
            ))
        }
    }
    let mut dec = MultiGzDecoder::new(input);
    io::copy(&mut dec, &mut output)?;
    output.flush()
}

/// The decompressed name for `name`, or `None` when it has no known suffix.
fn strip_suffix(name: &str, suffix: &str) -> Option<String> {
    let lower = name.to_ascii_lowercase();
    if let Some(stem) = lower
        .strip_suffix(".tgz")
        .or_else(|| lower.strip_suffix(".taz"))
    {
        if !stem.is_empty() {
            return Some(format!("{}.tar", &name[..stem.len()]));
        }
    }
    for s in [suffix, ".gz", "-gz", ".z", "-z", "_z"] {
        if name.len() > s.len() && lower.ends_with(&s.to_ascii_lowercase()) {
            return Some(name[..name.len() - s.len()].to_string());
        }
    }
    None
}

fn copy_metadata(src: &Path, dst: &Path, file: &File) {
    if let Ok(meta) = fs::metadata(src) {
        if let Ok(t) = meta.modified() {
            let _ = file.set_modified(t);
        }
    }
    if let Some(m) = mode(src, true) {
        let _ = chmod(dst, m & 0o7777);
    }
}

fn process_file(o: &Opts, st: &mut Status, arg: &OsString) {
    let name = arg.to_string_lossy().into_owned();
    let path = PathBuf::from(arg);
    let meta = match fs::metadata(&path) {
        Ok(m) => m,
        Err(e) => return st.error(format!("{name}: {}", strerror(&e))),
    };
    if meta.is_dir() {
        return st.warn(o.quiet, format!("{name} is a directory -- ignored"));
    }
    let decompress_mode = o.decompress || o.test || o.list;
    let out_name = if decompress_mode {
        match strip_suffix(&name, &o.suffix) {
            Some(n) => n,
            None if o.stdout || o.test || o.list => String::new(),
            None => return st.warn(o.quiet, format!("{name}: unknown suffix -- ignored")),
        }
    } else {
        if name.ends_with(&o.suffix) && !o.stdout && !o.force {
            return st.warn(
                o.quiet,
                format!("{name} already has {} suffix -- unchanged", o.suffix),
            );
        }
        format!("{name}{}", o.suffix)
    };
    let input = match File::open(&path) {
        Ok(f) => f,
        Err(e) => return st.error(format!("{name}: {}", strerror(&e))),
    };
    if o.list {
        return list_one(st, &name, &out_name, input, meta.len());
    }
    if o.test {
        match decompress(input, io::sink()) {
            Ok(()) if o.verbose => eprintln!("{name}:\t OK"),
            Ok(()) => {}
            Err(e) if format_error(&e) => st.error(format!("{name}: not in gzip format")),
            Err(e) => st.error(format!("{name}: {}", strerror(&e))),
        }
        return;
    }
    if o.stdout {
        let stdout = io::stdout();
        let out = BufWriter::with_capacity(64 * 1024, stdout.lock());
        let result = if decompress_mode {
            decompress(input, out)
        } else {
            let base = Path::new(&name)
                .file_name()
                .map(|b| b.to_string_lossy().into_owned());
            compress(
                o,
                BufReader::new(input),
                out,
                base.as_deref().map(str::as_bytes),
                meta.modified().map(mtime_secs).unwrap_or(0),
            )
        };
        match result {
            Ok(()) => {}
            Err(e) if decompress_mode && format_error(&e) => {
                st.error(format!("{name}: not in gzip format"))
            }
            Err(e) => st.error(format!("{name}: {}", strerror(&e))),
        }
        return;
    }
    let out_path = PathBuf::from(&out_name);
    if fs::symlink_metadata(&out_path).is_ok() {
        if !o.force {
            return st.error(format!("{out_name} already exists; not overwritten"));
        }
        let _ = fs::remove_file(&out_path);
    }
    let out_file = match File::create(&out_path) {
        Ok(f) => f,
        Err(e) => return st.error(format!("{out_name}: {}", strerror(&e))),
    };
    let result = {
        let w = BufWriter::with_capacity(64 * 1024, &out_file);
        if decompress_mode {
            decompress(input, w)
        } else {
            let base = Path::new(&name)
                .file_name()
                .map(|b| b.to_string_lossy().into_owned());
            compress(
                o,
                BufReader::new(input),
                w,
                base.as_deref().map(str::as_bytes),
                meta.modified().map(mtime_secs).unwrap_or(0),
            )
        }
    };
    if let Err(e) = result {
        drop(out_file);
        let _ = fs::remove_file(&out_path);
        if decompress_mode && format_error(&e) {
            return st.error(format!("{name}: not in gzip format"));
        }
        return st.error(format!("{name}: {}", strerror(&e)));
    }
    copy_metadata(&path, &out_path, &out_file);
    drop(out_file);
    if o.verbose {
        let out_len = fs::metadata(&out_path).map(|m| m.len()).unwrap_or(0);
        let (orig, comp) = if decompress_mode {
            (out_len, meta.len())
        } else {
            (meta.len(), out_len)
        };
        let ratio = if orig == 0 {
            0.0
        } else {
            100.0 * (orig as f64 - comp as f64) / orig as f64
        };
        eprintln!("{name}:\t{ratio:5.1}% -- replaced with {out_name}");
    }
    if !o.keep {
        if let Err(e) = fs::remove_file(&path) {
            st.error(format!("{name}: {}", strerror(&e)));
        }
    }
}

fn list_one(st: &mut Status, name: &str, out_name: &str, mut input: File, compressed: u64) {
    // The ISIZE trailer (uncompressed size mod 2^32) of the last member, as GNU prints it.
    let mut data = Vec::new();
    if let Err(e) = input.read_to_end(&mut data) {
        return st.error(format!("{name}: {}", strerror(&e)));
    }
    if data.len() < 18 || data[0] != 0x1f || data[1] != 0x8b {
        return st.error(format!("{name}: not in gzip format"));
    }
    let t = &data[data.len() - 4..];
    let size = u32::from_le_bytes([t[0], t[1], t[2], t[3]]) as u64;
    let ratio = if size == 0 {
        0.0
    } else {
        100.0 * (size as f64 - compressed as f64) / size as f64
    };
    println!("         compressed        uncompressed  ratio uncompressed_name");
    let shown = if out_name.is_empty() { name } else { out_name };
    println!("{compressed:>19} {size:>19} {ratio:5.1}% {shown}");
}

fn process_stdin(o: &Opts, st: &mut Status) {
    let stdin = io::stdin();
    let input = stdin.lock();
    let stdout = io::stdout();
    let out = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let decompress_mode = o.decompress || o.test;
    let result = if o.test {
        decompress(input, io::sink())
    } else if decompress_mode {
        decompress(input, out)
    } else {
        // Standard input has no name; the header's mtime is 0 (reproducible output).
        compress(
            &Opts {
                no_name: true,
                ..clone_opts(o)
            },
            input,
            out,
            None,
            0,
        )
    };
    match result {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => std::process::exit(1),
        Err(e) if decompress_mode && format_error(&e) => {
            st.error("stdin: not in gzip format".into())
        }
        Err(e) => st.error(format!("stdin: {}", strerror(&e))),
    }
}

fn clone_opts(o: &Opts) -> Opts {
    Opts {
        decompress: o.decompress,
        stdout: o.stdout,
        keep: o.keep,
        force: o.force,
        level: o.level,
        no_name: o.no_name,
        quiet: o.quiet,
        verbose: o.verbose,
        test: o.test,
        list: o.list,
        suffix: o.suffix.clone(),
        files: Vec::new(),
    }
}

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() {
    agentos_process::alloc::set_program_name("gzip");
    agentos_process::adopt_pwd();
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let argv0 = if args.is_empty() {
        OsString::from("gzip")
    } else {
        args.remove(0)
    };
    let base = Path::new(&argv0)
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let (prog_name, decompress, stdout): (&'static str, bool, bool) = match base.as_str() {
        "gunzip" => ("gunzip", true, false),
        "zcat" => ("zcat", true, true),
        _ => ("gzip", false, false),
    };
    // SAFETY: single-threaded, before any other access.
    unsafe { PROG = prog_name };
    let o = parse(
        args,
        Opts {
            decompress,
            stdout,
            keep: false,
            force: false,
            level: 6,
            no_name: false,
            quiet: false,
            verbose: false,
            test: false,
            list: false,
            suffix: ".gz".into(),
            files: Vec::new(),
        },
    );
    let mut st = Status::default();
    if o.files.is_empty() {
        process_stdin(&o, &mut st);
    } else {
        for f in &o.files {
            if f == "-" {
                process_stdin(&o, &mut st);
            } else {
                process_file(&o, &mut st, f);
            }
        }
    }
    let _ = io::stdout().flush();
    std::process::exit(st.code);
}
