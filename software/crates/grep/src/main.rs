//! `grep`, `egrep`, `fgrep` for agentOS: GNU grep's command line and output format over ripgrep's
//! library crates (`grep-regex`, `grep-searcher`), `walkdir` for `-r` and `globset` for
//! `--include`/`--exclude`.

mod pattern;

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;

use globset::{GlobBuilder, GlobMatcher};
use grep_matcher::Matcher;
use grep_regex::{RegexMatcher, RegexMatcherBuilder};
use grep_searcher::{
    BinaryDetection, Searcher, SearcherBuilder, Sink, SinkContext, SinkContextKind, SinkMatch,
};
use pattern::Syntax;

#[cfg(not(target_os = "wasi"))]
use std::os::unix::ffi::OsStrExt;
#[cfg(target_os = "wasi")]
use std::os::wasi::ffi::OsStrExt;

const USAGE: &str = "Usage: grep [OPTION]... PATTERNS [FILE]...";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Basic,
    Extended,
    Fixed,
    Perl,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Output {
    Lines,
    Count,
    FilesWith,
    FilesWithout,
    Quiet,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum BinaryFiles {
    Binary,
    Text,
    WithoutMatch,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Recurse {
    No,
    /// `-r`: follow symlinks only on the command line.
    Links,
    /// `-R`: follow all symlinks.
    All,
}

struct Opts {
    mode: Mode,
    patterns: Vec<String>,
    pattern_given: bool,
    ignore_case: bool,
    invert: bool,
    word: bool,
    line: bool,
    output: Output,
    no_messages: bool,
    with_filename: Option<bool>,
    line_number: bool,
    byte_offset: bool,
    only_matching: bool,
    after: usize,
    before: usize,
    max_count: Option<u64>,
    recurse: Recurse,
    skip_dirs: bool,
    filters: Vec<(bool, GlobMatcher)>,
    exclude_dirs: Vec<GlobMatcher>,
    label: Option<String>,
    null: bool,
    binary: BinaryFiles,
    line_buffered: bool,
    group_separator: Option<String>,
    operands: Vec<OsString>,
}

fn usage_error(msg: &str) -> ! {
    if !msg.is_empty() {
        eprintln!("grep: {msg}");
    }
    eprintln!("{USAGE}\nTry 'grep --help' for more information.");
    std::process::exit(2);
}

fn fatal(msg: &str) -> ! {
    eprintln!("grep: {msg}");
    std::process::exit(2);
}

/// `strerror`-style text for an I/O error (without Rust's "(os error N)" suffix).
fn strerror(err: &io::Error) -> String {
    use io::ErrorKind::*;
    match err.kind() {
        NotFound => "No such file or directory".into(),
        PermissionDenied => "Permission denied".into(),
        IsADirectory => "Is a directory".into(),
        NotADirectory => "Not a directory".into(),
        InvalidData => "Invalid argument".into(),
        _ => {
            let text = err.to_string();
            match text.find(" (os error") {
                Some(at) => text[..at].to_string(),
                None => text,
            }
        }
    }
}

fn glob(pat: &str) -> GlobMatcher {
    match GlobBuilder::new(pat)
        .literal_separator(false)
        .backslash_escape(true)
        .build()
    {
        Ok(g) => g.compile_matcher(),
        Err(e) => fatal(&format!("invalid glob '{pat}': {e}")),
    }
}

fn context_num(value: &str) -> usize {
    match value.parse::<u64>() {
        Ok(n) => usize::try_from(n).unwrap_or(usize::MAX),
        Err(_) => fatal(&format!("{value}: invalid context length argument")),
    }
}

fn read_pattern_file(path: &str) -> Vec<String> {
    let data = if path == "-" {
        let mut buf = Vec::new();
        io::stdin().read_to_end(&mut buf).map(|_| buf)
    } else {
        std::fs::read(path)
    };
    match data {
        Ok(data) => {
            let text = String::from_utf8_lossy(&data);
            let text = text.strip_suffix('\n').unwrap_or(&text);
            if data.is_empty() {
                Vec::new()
            } else {
                text.split('\n').map(str::to_string).collect()
            }
        }
        Err(e) => fatal(&format!("{path}: {}", strerror(&e))),
    }
}

const LONG: &[(&str, bool)] = &[
    ("regexp", true),
    ("file", true),
    ("ignore-case", false),
    ("no-ignore-case", false),
    ("invert-match", false),
    ("word-regexp", false),
    ("line-regexp", false),
    ("count", false),
    ("files-with-matches", false),
    ("files-without-match", false),
    ("quiet", false),
    ("silent", false),
    ("no-messages", false),
    ("with-filename", false),
    ("no-filename", false),
    ("line-number", false),
    ("byte-offset", false),
    ("only-matching", false),
    ("after-context", true),
    ("before-context", true),
    ("context", true),
    ("max-count", true),
    ("recursive", false),
    ("dereference-recursive", false),
    ("include", true),
    ("exclude", true),
    ("exclude-dir", true),
    ("label", true),
    ("null", false),
    ("text", false),
    ("binary-files", true),
    ("line-buffered", false),
    ("color", false),
    ("colour", false),
    ("extended-regexp", false),
    ("fixed-strings", false),
    ("basic-regexp", false),
    ("perl-regexp", false),
    ("directories", true),
    ("devices", true),
    ("no-group-separator", false),
    ("group-separator", true),
    ("initial-tab", false),
    ("help", false),
    ("version", false),
];

fn parse_args(args: Vec<OsString>, default_mode: Mode) -> Opts {
    let mut o = Opts {
        mode: default_mode,
        patterns: Vec::new(),
        pattern_given: false,
        ignore_case: false,
        invert: false,
        word: false,
        line: false,
        output: Output::Lines,
        no_messages: false,
        with_filename: None,
        line_number: false,
        byte_offset: false,
        only_matching: false,
        after: 0,
        before: 0,
        max_count: None,
        recurse: Recurse::No,
        skip_dirs: false,
        filters: Vec::new(),
        exclude_dirs: Vec::new(),
        label: None,
        null: false,
        binary: BinaryFiles::Binary,
        line_buffered: false,
        group_separator: Some("--".into()),
        operands: Vec::new(),
    };
    let mut context: Option<usize> = None;
    let (mut after, mut before) = (None, None);
    let mut i = 0;
    let lossy = |s: &OsString| s.to_string_lossy().into_owned();
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let bytes = arg.as_bytes();
        if bytes == b"--" {
            o.operands.extend(args[i..].iter().cloned());
            break;
        }
        if let Some(long) = bytes.strip_prefix(b"--") {
            let long = String::from_utf8_lossy(long).into_owned();
            let (name, inline) = match long.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (long.clone(), None),
            };
            let candidates: Vec<&(&str, bool)> = LONG
                .iter()
                .filter(|(n, _)| n.starts_with(name.as_str()))
                .collect();
            let exact = LONG.iter().find(|(n, _)| *n == name);
            let &(full, takes) = match (exact, candidates.as_slice()) {
                (Some(e), _) => e,
                (None, [one]) => one,
                (None, []) => usage_error(&format!("unrecognized option '--{name}'")),
                (None, _) => usage_error(&format!("option '--{name}' is ambiguous")),
            };
            let value = if takes {
                match inline {
                    Some(v) => v,
                    None if i < args.len() => {
                        i += 1;
                        lossy(&args[i - 1])
                    }
                    None => usage_error(&format!("option '--{full}' requires an argument")),
                }
            } else {
                if inline.is_some() && full != "color" && full != "colour" {
                    usage_error(&format!("option '--{full}' doesn't allow an argument"));
                }
                inline.unwrap_or_default()
            };
            match full {
                "regexp" => {
                    o.patterns.extend(value.split('\n').map(str::to_string));
                    o.pattern_given = true;
                }
                "file" => {
                    o.patterns.extend(read_pattern_file(&value));
                    o.pattern_given = true;
                }
                "ignore-case" => o.ignore_case = true,
                "no-ignore-case" => o.ignore_case = false,
                "invert-match" => o.invert = true,
                "word-regexp" => o.word = true,
                "line-regexp" => o.line = true,
                "count" => o.output = Output::Count,
                "files-with-matches" => o.output = Output::FilesWith,
                "files-without-match" => o.output = Output::FilesWithout,
                "quiet" | "silent" => o.output = Output::Quiet,
                "no-messages" => o.no_messages = true,
                "with-filename" => o.with_filename = Some(true),
                "no-filename" => o.with_filename = Some(false),
                "line-number" => o.line_number = true,
                "byte-offset" => o.byte_offset = true,
                "only-matching" => o.only_matching = true,
                "after-context" => after = Some(context_num(&value)),
                "before-context" => before = Some(context_num(&value)),
                "context" => context = Some(context_num(&value)),
                "max-count" => o.max_count = Some(max_count(&value)),
                "recursive" => o.recurse = Recurse::Links,
                "dereference-recursive" => o.recurse = Recurse::All,
                "include" => o.filters.push((true, glob(&value))),
                "exclude" => o.filters.push((false, glob(&value))),
                "exclude-dir" => o.exclude_dirs.push(glob(&value)),
                "label" => o.label = Some(value),
                "null" => o.null = true,
                "text" => o.binary = BinaryFiles::Text,
                "binary-files" => {
                    o.binary = match value.as_str() {
                        "binary" => BinaryFiles::Binary,
                        "text" => BinaryFiles::Text,
                        "without-match" => BinaryFiles::WithoutMatch,
                        _ => fatal("invalid argument for --binary-files; valid arguments are 'binary', 'text', 'without-match'"),
                    }
                }
                "line-buffered" => o.line_buffered = true,
                "color" | "colour" | "initial-tab" | "devices" => {}
                "extended-regexp" => o.mode = Mode::Extended,
                "fixed-strings" => o.mode = Mode::Fixed,
                "basic-regexp" => o.mode = Mode::Basic,
                "perl-regexp" => o.mode = Mode::Perl,
                "directories" => match value.as_str() {
                    "read" => o.skip_dirs = false,
                    "skip" => o.skip_dirs = true,
                    "recurse" => o.recurse = Recurse::Links,
                    _ => fatal("invalid argument for --directories; valid arguments are 'read', 'recurse', 'skip'"),
                },
                "no-group-separator" => o.group_separator = None,
                "group-separator" => o.group_separator = Some(value),
                "help" => {
                    print_help();
                    std::process::exit(0);
                }
                "version" => {
                    println!("grep (agentOS) {}", env!("CARGO_PKG_VERSION"));
                    std::process::exit(0);
                }
                _ => unreachable!(),
            }
            continue;
        }
        if bytes.len() > 1 && bytes[0] == b'-' {
            // A cluster of short options; `-NUM` is `-C NUM`.
            let chars: Vec<char> = String::from_utf8_lossy(&bytes[1..]).chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                j += 1;
                if c.is_ascii_digit() {
                    let mut num = c.to_string();
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        num.push(chars[j]);
                        j += 1;
                    }
                    context = Some(context_num(&num));
                    continue;
                }
                if "efABCmdD".contains(c) {
                    let value: String = if j < chars.len() {
                        let v = chars[j..].iter().collect();
                        j = chars.len();
                        v
                    } else if i < args.len() {
                        i += 1;
                        lossy(&args[i - 1])
                    } else {
                        usage_error(&format!("option requires an argument -- '{c}'"));
                    };
                    match c {
                        'e' => {
                            o.patterns.extend(value.split('\n').map(str::to_string));
                            o.pattern_given = true;
                        }
                        'f' => {
                            o.patterns.extend(read_pattern_file(&value));
                            o.pattern_given = true;
                        }
                        'A' => after = Some(context_num(&value)),
                        'B' => before = Some(context_num(&value)),
                        'C' => context = Some(context_num(&value)),
                        'm' => o.max_count = Some(max_count(&value)),
                        'd' => match value.as_str() {
                            "read" => o.skip_dirs = false,
                            "skip" => o.skip_dirs = true,
                            "recurse" => o.recurse = Recurse::Links,
                            _ => fatal("invalid argument for --directories"),
                        },
                        _ => {} // -D ACTION: devices are read like files
                    }
                    continue;
                }
                match c {
                    'E' => o.mode = Mode::Extended,
                    'F' => o.mode = Mode::Fixed,
                    'G' => o.mode = Mode::Basic,
                    'P' => o.mode = Mode::Perl,
                    'i' | 'y' => o.ignore_case = true,
                    'v' => o.invert = true,
                    'w' => o.word = true,
                    'x' => o.line = true,
                    'c' => o.output = Output::Count,
                    'l' => o.output = Output::FilesWith,
                    'L' => o.output = Output::FilesWithout,
                    'q' => o.output = Output::Quiet,
                    's' => o.no_messages = true,
                    'H' => o.with_filename = Some(true),
                    'h' => o.with_filename = Some(false),
                    'n' => o.line_number = true,
                    'b' => o.byte_offset = true,
                    'o' => o.only_matching = true,
                    'r' => o.recurse = Recurse::Links,
                    'R' => o.recurse = Recurse::All,
                    'Z' => o.null = true,
                    'a' => o.binary = BinaryFiles::Text,
                    'I' => o.binary = BinaryFiles::WithoutMatch,
                    'U' | 'T' | 'u' => {}
                    'V' => {
                        println!("grep (agentOS) {}", env!("CARGO_PKG_VERSION"));
                        std::process::exit(0);
                    }
                    _ => usage_error(&format!("invalid option -- '{c}'")),
                }
            }
            continue;
        }
        o.operands.push(arg.clone());
    }
    o.after = after.or(context).unwrap_or(0);
    o.before = before.or(context).unwrap_or(0);
    if !o.pattern_given {
        if o.operands.is_empty() {
            usage_error("");
        }
        let first = o.operands.remove(0);
        o.patterns
            .extend(first.to_string_lossy().split('\n').map(str::to_string));
    }
    o
}

fn max_count(value: &str) -> u64 {
    match value.parse::<i64>() {
        Ok(n) if n < 0 => u64::MAX,
        Ok(n) => n as u64,
        Err(_) => fatal("invalid max count"),
    }
}

fn print_help() {
    println!(
        "{USAGE}
Search for PATTERNS in each FILE.
Example: grep -i 'hello world' menu.h main.c
PATTERNS can contain multiple patterns separated by newlines.

Pattern selection and interpretation:
  -E, --extended-regexp     PATTERNS are extended regular expressions
  -F, --fixed-strings       PATTERNS are strings
  -G, --basic-regexp        PATTERNS are basic regular expressions
  -P, --perl-regexp         PATTERNS use the Rust regex crate's syntax (no look-around)
  -e, --regexp=PATTERNS     use PATTERNS for matching
  -f, --file=FILE           take PATTERNS from FILE
  -i, --ignore-case         ignore case distinctions in patterns and data
      --no-ignore-case      do not ignore case distinctions (default)
  -w, --word-regexp         match only whole words
  -x, --line-regexp         match only whole lines

Miscellaneous:
  -s, --no-messages         suppress error messages
  -v, --invert-match        select non-matching lines
  -V, --version             display version information and exit
      --help                display this help text and exit

Output control:
  -m, --max-count=NUM       stop after NUM selected lines
  -b, --byte-offset         print the byte offset with output lines
  -n, --line-number         print line number with output lines
      --line-buffered       flush output on every line
  -H, --with-filename       print file name with output lines
  -h, --no-filename         suppress the file name prefix on output
      --label=LABEL         use LABEL as the standard input file name prefix
  -o, --only-matching       show only nonempty parts of lines that match
  -q, --quiet, --silent     suppress all normal output
      --binary-files=TYPE   assume that binary files are TYPE;
                            TYPE is 'binary', 'text', or 'without-match'
  -a, --text                equivalent to --binary-files=text
  -I                        equivalent to --binary-files=without-match
  -d, --directories=ACTION  how to handle directories;
                            ACTION is 'read', 'recurse', or 'skip'
  -r, --recursive           like --directories=recurse
  -R, --dereference-recursive  likewise, but follow all symlinks
      --include=GLOB        search only files that match GLOB (a file pattern)
      --exclude=GLOB        skip files that match GLOB
      --exclude-dir=GLOB    skip directories that match GLOB
  -L, --files-without-match  print only names of FILEs with no selected lines
  -l, --files-with-matches  print only names of FILEs with selected lines
  -c, --count               print only a count of selected lines per FILE
  -Z, --null                print 0 byte after FILE name

Context control:
  -B, --before-context=NUM  print NUM lines of leading context
  -A, --after-context=NUM   print NUM lines of trailing context
  -C, --context=NUM         print NUM lines of output context
  -NUM                      same as --context=NUM
      --group-separator=SEP  print SEP on line between matches with context
      --no-group-separator  do not print separator for matches with context
      --color[=WHEN]        accepted and ignored (output is never coloured)

When FILE is '-', read standard input.  With no FILE, read '.' if
recursive, '-' otherwise.  With fewer than two FILEs, assume -h.
Exit status is 0 if any line is selected, 1 otherwise;
if any error occurs and -q is not given, the exit status is 2."
    );
}

fn build_matcher(o: &Opts) -> RegexMatcher {
    let mut b = RegexMatcherBuilder::new();
    b.case_insensitive(o.ignore_case)
        .multi_line(true)
        .word(o.word)
        .whole_line(o.line)
        .line_terminator(Some(b'\n'));
    if o.patterns.is_empty() {
        // `-f /dev/null`: no pattern matches nothing.
        return b
            .build(r"[^\s\S]")
            .unwrap_or_else(|e| fatal(&e.to_string()));
    }
    let result = match o.mode {
        Mode::Fixed => b.fixed_strings(true).build_many(&o.patterns),
        Mode::Perl => b.build_many(&o.patterns),
        Mode::Basic | Mode::Extended => {
            let syntax = if o.mode == Mode::Basic {
                Syntax::Basic
            } else {
                Syntax::Extended
            };
            let translated: Vec<String> = o
                .patterns
                .iter()
                .map(|p| pattern::translate(p, syntax).unwrap_or_else(|e| fatal(&e)))
                .collect();
            b.build_many(&translated)
        }
    };
    result.unwrap_or_else(|e| {
        let text = e.to_string();
        let last = text
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("invalid pattern");
        let last = last.trim().trim_start_matches("error: ");
        // GNU's wording for the common mistakes.
        let gnu = match last {
            "unclosed group" => r"Unmatched ( or \(",
            "unopened group" => r"Unmatched ) or \)",
            "unclosed character class" => "Unmatched [, [^, [:, [., or [=",
            "repetition operator missing expression" => "Invalid preceding regular expression",
            _ => last,
        };
        fatal(gnu)
    })
}

/// Where output goes; remembers a failed write (EPIPE) so the search stops.
struct Out {
    w: BufWriter<io::Stdout>,
    line_buffered: bool,
    failed: Option<io::Error>,
    /// Whether any line (match or context) has been printed, for `--` between files.
    printed_any: bool,
}

impl Out {
    fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.w.write_all(bytes).inspect_err(|e| {
            self.failed = Some(io::Error::new(e.kind(), e.to_string()));
        })
    }
    fn end_line(&mut self) -> io::Result<()> {
        if self.line_buffered {
            self.w.flush().inspect_err(|e| {
                self.failed = Some(io::Error::new(e.kind(), e.to_string()));
            })?;
        }
        Ok(())
    }
}

struct FileSink<'a> {
    o: &'a Opts,
    out: &'a mut Out,
    matcher: &'a RegexMatcher,
    name: &'a [u8],
    show_name: bool,
    count: u64,
    binary: bool,
    binary_matched: bool,
    printed_in_file: bool,
}

impl FileSink<'_> {
    fn prefix(&mut self, sep: u8, line: Option<u64>, offset: u64) -> io::Result<()> {
        if self.show_name {
            self.out.write(self.name)?;
            let sep = [if self.o.null { 0 } else { sep }];
            self.out.write(&sep)?;
        }
        if self.o.line_number {
            if let Some(n) = line {
                self.out.write(format!("{n}{}", sep as char).as_bytes())?;
            }
        }
        if self.o.byte_offset {
            self.out
                .write(format!("{offset}{}", sep as char).as_bytes())?;
        }
        Ok(())
    }

    fn start_group(&mut self) -> io::Result<()> {
        if !self.printed_in_file {
            self.printed_in_file = true;
            let context = self.o.after > 0 || self.o.before > 0;
            if context && self.out.printed_any {
                if let Some(sep) = &self.o.group_separator {
                    let line = format!("{sep}\n");
                    self.out.write(line.as_bytes())?;
                }
            }
        }
        self.out.printed_any = true;
        Ok(())
    }

    fn print_line(
        &mut self,
        sep: u8,
        line: Option<u64>,
        offset: u64,
        bytes: &[u8],
    ) -> io::Result<()> {
        self.start_group()?;
        self.prefix(sep, line, offset)?;
        self.out.write(bytes)?;
        if !bytes.ends_with(b"\n") {
            self.out.write(b"\n")?;
        }
        self.out.end_line()
    }
}

impl Sink for FileSink<'_> {
    type Error = io::Error;

    fn matched(&mut self, _: &Searcher, mat: &SinkMatch<'_>) -> Result<bool, io::Error> {
        self.count += 1;
        match self.o.output {
            Output::Quiet | Output::FilesWith => return Ok(false),
            Output::Count | Output::FilesWithout => return Ok(true),
            Output::Lines => {}
        }
        if self.binary && self.o.binary == BinaryFiles::Binary {
            self.binary_matched = true;
            return Ok(false);
        }
        let bytes = mat.bytes();
        if self.o.only_matching {
            if self.o.invert {
                return Ok(true);
            }
            let line = bytes.strip_suffix(b"\n").unwrap_or(bytes);
            let mut spans = Vec::new();
            let _ = self.matcher.find_iter(line, |m| {
                if !m.is_empty() {
                    spans.push((m.start(), m.end()));
                }
                true
            });
            for (start, end) in spans {
                self.start_group()?;
                self.prefix(
                    b':',
                    mat.line_number(),
                    mat.absolute_byte_offset() + start as u64,
                )?;
                self.out.write(&line[start..end])?;
                self.out.write(b"\n")?;
                self.out.end_line()?;
            }
            return Ok(true);
        }
        self.print_line(b':', mat.line_number(), mat.absolute_byte_offset(), bytes)?;
        Ok(true)
    }

    fn context(&mut self, _: &Searcher, ctx: &SinkContext<'_>) -> Result<bool, io::Error> {
        if self.o.output != Output::Lines
            || self.o.only_matching
            || (self.binary && self.o.binary == BinaryFiles::Binary)
        {
            return Ok(true);
        }
        let sep = match ctx.kind() {
            SinkContextKind::Before | SinkContextKind::After | SinkContextKind::Other => b'-',
        };
        self.print_line(
            sep,
            ctx.line_number(),
            ctx.absolute_byte_offset(),
            ctx.bytes(),
        )?;
        Ok(true)
    }

    fn context_break(&mut self, _: &Searcher) -> Result<bool, io::Error> {
        if self.o.output == Output::Lines && !self.o.only_matching {
            if let Some(sep) = &self.o.group_separator {
                let line = format!("{sep}\n");
                self.out.write(line.as_bytes())?;
            }
        }
        Ok(true)
    }

    fn binary_data(&mut self, _: &Searcher, _offset: u64) -> Result<bool, io::Error> {
        self.binary = true;
        if self.o.binary == BinaryFiles::WithoutMatch {
            self.count = 0;
            return Ok(false);
        }
        Ok(true)
    }
}

struct Grep {
    o: Opts,
    matcher: RegexMatcher,
    searcher: Searcher,
    out: Out,
    matched: bool,
    error: bool,
}

enum Input<'a> {
    Stdin,
    Path(&'a Path),
}

impl Grep {
    fn warn(&mut self, name: &[u8], err: &io::Error) {
        self.error = true;
        if !self.o.no_messages {
            eprintln!("grep: {}: {}", String::from_utf8_lossy(name), strerror(err));
        }
    }

    /// Whether `--include`/`--exclude` let a file with this base name through (GNU: the last
    /// matching option wins; with none matching, included unless the first option is --include).
    fn included(&self, path: &Path) -> bool {
        if self.o.filters.is_empty() {
            return true;
        }
        let base = path.file_name().map(Path::new).unwrap_or(path);
        let mut verdict = None;
        for (include, g) in &self.o.filters {
            if g.is_match(base) {
                verdict = Some(*include);
            }
        }
        verdict.unwrap_or(!self.o.filters[0].0)
    }

    fn excluded_dir(&self, path: &Path) -> bool {
        let base = path.file_name().map(Path::new).unwrap_or(path);
        self.o.exclude_dirs.iter().any(|g| g.is_match(base))
    }

    fn search(&mut self, input: Input<'_>, name: &[u8], show_name: bool) {
        let mut sink = FileSink {
            o: &self.o,
            out: &mut self.out,
            matcher: &self.matcher,
            name,
            show_name,
            count: 0,
            binary: false,
            binary_matched: false,
            printed_in_file: false,
        };
        let result = match input {
            Input::Stdin => {
                self.searcher
                    .search_reader(&self.matcher, io::stdin().lock(), &mut sink)
            }
            Input::Path(path) => match File::open(path) {
                Ok(file) => self.searcher.search_file(&self.matcher, &file, &mut sink),
                Err(e) => Err(e),
            },
        };
        let (count, binary_matched) = (sink.count, sink.binary_matched);
        if let Some(err) = self.out.failed.take() {
            self.finish_output_error(err);
        }
        if let Err(err) = result {
            self.warn(name, &err);
            if count == 0 {
                return;
            }
        }
        if count > 0 {
            self.matched = true;
        }
        let terminator: &[u8] = if self.o.null { b"\0" } else { b"\n" };
        let write = match self.o.output {
            Output::Quiet if count > 0 => {
                let _ = self.out.w.flush();
                std::process::exit(0);
            }
            Output::Lines if binary_matched => {
                let _ = self.out.w.flush();
                eprintln!(
                    "grep: {}: binary file matches",
                    String::from_utf8_lossy(name)
                );
                Ok(())
            }
            Output::Count => {
                let mut line = Vec::new();
                if show_name {
                    line.extend_from_slice(name);
                    line.extend_from_slice(if self.o.null { b"\0" } else { b":" });
                }
                line.extend_from_slice(format!("{count}\n").as_bytes());
                self.out.write(&line)
            }
            Output::FilesWith if count > 0 => self
                .out
                .write(name)
                .and_then(|_| self.out.write(terminator)),
            Output::FilesWithout if count == 0 => self
                .out
                .write(name)
                .and_then(|_| self.out.write(terminator)),
            _ => Ok(()),
        };
        if write.is_ok() && self.o.output != Output::Lines {
            let _ = self.out.end_line();
        }
        if let Some(err) = self.out.failed.take() {
            self.finish_output_error(err);
        }
    }

    fn finish_output_error(&mut self, err: io::Error) -> ! {
        if err.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("grep: write error: {}", strerror(&err));
        }
        std::process::exit(2);
    }

    /// One command-line operand.
    fn operand(&mut self, arg: &OsStr, show_name: Option<bool>) {
        if arg == "-" {
            let label = self
                .o
                .label
                .clone()
                .unwrap_or_else(|| "(standard input)".into());
            self.search(Input::Stdin, label.as_bytes(), show_name.unwrap_or(false));
            return;
        }
        let path = Path::new(arg);
        let name = arg.as_bytes().to_vec();
        let meta = match std::fs::metadata(path) {
            Ok(m) => m,
            Err(e) => {
                // A dangling symlink or missing file.
                self.warn(&name, &e);
                return;
            }
        };
        if meta.is_dir() {
            if self.o.recurse != Recurse::No {
                self.walk(path, show_name.unwrap_or(true), false);
            } else if !self.o.skip_dirs {
                self.warn(&name, &io::Error::from(io::ErrorKind::IsADirectory));
            }
            return;
        }
        if !self.included(path) {
            return;
        }
        self.search(Input::Path(path), &name, show_name.unwrap_or(false));
    }

    /// Recursive search under `root`; `strip_dot` drops the leading `./` (no operand given).
    fn walk(&mut self, root: &Path, show_name: bool, strip_dot: bool) {
        let walker = walkdir::WalkDir::new(root)
            .follow_links(self.o.recurse == Recurse::All)
            .follow_root_links(true)
            .sort_by_file_name();
        let mut it = walker.into_iter();
        while let Some(entry) = it.next() {
            let entry = match entry {
                Ok(entry) => entry,
                Err(err) => {
                    let name = err
                        .path()
                        .map(|p| p.as_os_str().as_bytes().to_vec())
                        .unwrap_or_else(|| root.as_os_str().as_bytes().to_vec());
                    let io = err
                        .into_io_error()
                        .unwrap_or_else(|| io::Error::other("recursive directory loop"));
                    self.warn(&name, &io);
                    continue;
                }
            };
            let path = entry.path();
            let ft = entry.file_type();
            if ft.is_dir() {
                if entry.depth() > 0 && self.excluded_dir(path) {
                    it.skip_current_dir();
                }
                continue;
            }
            if !ft.is_file() || !self.included(path) {
                continue;
            }
            let mut name = path.as_os_str().as_bytes();
            if strip_dot {
                name = name.strip_prefix(b"./").unwrap_or(name);
            }
            let name = name.to_vec();
            self.search(Input::Path(path), &name, show_name);
        }
    }
}

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() {
    agentos_process::alloc::set_program_name("grep");
    agentos_process::adopt_pwd();
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let argv0 = if args.is_empty() {
        OsString::from("grep")
    } else {
        args.remove(0)
    };
    let base = Path::new(&argv0)
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let default_mode = match base.as_str() {
        "egrep" => Mode::Extended,
        "fgrep" => Mode::Fixed,
        _ => Mode::Basic,
    };
    let o = parse_args(args, default_mode);
    let matcher = build_matcher(&o);
    let mut sb = SearcherBuilder::new();
    sb.line_number(o.line_number)
        .invert_match(o.invert)
        .binary_detection(if o.binary == BinaryFiles::Text {
            BinaryDetection::none()
        } else {
            BinaryDetection::convert(0)
        })
        .max_matches(o.max_count);
    if o.output == Output::Lines && !o.only_matching {
        sb.after_context(o.after).before_context(o.before);
    }
    let searcher = sb.build();
    let line_buffered = o.line_buffered;
    let mut g = Grep {
        o,
        matcher,
        searcher,
        out: Out {
            w: BufWriter::with_capacity(32 * 1024, io::stdout()),
            line_buffered,
            failed: None,
            printed_any: false,
        },
        matched: false,
        error: false,
    };
    let operands = std::mem::take(&mut g.o.operands);
    let forced = g.o.with_filename;
    if operands.is_empty() {
        if g.o.recurse != Recurse::No {
            g.walk(Path::new("."), forced.unwrap_or(true), true);
        } else {
            g.operand(OsStr::new("-"), forced);
        }
    } else {
        let show = forced.or(if operands.len() > 1 { Some(true) } else { None });
        for arg in &operands {
            g.operand(arg, show);
        }
    }
    if let Err(err) = g.out.w.flush() {
        g.finish_output_error(err);
    }
    // GNU grep >= 3.5: -L too succeeds when a line was selected.
    let success = g.matched;
    let code = if g.error && !(g.o.output == Output::Quiet && success) {
        2
    } else if success {
        0
    } else {
        1
    };
    std::process::exit(code);
}
