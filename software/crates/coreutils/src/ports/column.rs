//! `column [-t] [-s SEP] [-o SEP] [-c WIDTH] [-x] [FILE]...` (util-linux's `column`; not in
//! uutils). `-t` makes a table: each line split on runs of the `-s` characters (default white
//! space), columns padded to their widest cell and joined with `-o` (default two spaces), the last
//! column unpadded. Without `-t` the input lines are filled into columns (down first, `-x` across)
//! that fit `-c` (default `$COLUMNS`, else 80) characters, separated by tabs as util-linux does.
//! Widths count characters.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read, Write};

use super::{describe, error, usage_error};

const TAB: usize = 8;

struct Options {
    table: bool,
    separators: Option<String>,
    output_separator: String,
    width: usize,
    across: bool,
    files: Vec<OsString>,
}

fn parse(args: &[OsString]) -> Result<Options, i32> {
    let mut o = Options {
        table: false,
        separators: None,
        output_separator: "  ".to_string(),
        width: std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.parse().ok())
            .filter(|w| *w > 0)
            .unwrap_or(80),
        across: false,
        files: Vec::new(),
    };
    let mut it = args.iter().skip(1);
    while let Some(arg) = it.next() {
        let Some(a) = arg.to_str() else {
            o.files.push(arg.clone());
            continue;
        };
        let mut value = |name: &str| -> Result<String, i32> {
            it.next()
                .map(|v| v.to_string_lossy().into_owned())
                .ok_or_else(|| {
                    usage_error(
                        "column",
                        &format!("option requires an argument -- '{name}'"),
                        1,
                    )
                })
        };
        match a {
            "-t" | "--table" => o.table = true,
            "-x" | "--fillrows" => o.across = true,
            "-s" | "--separator" => o.separators = Some(value("s")?),
            "-o" | "--output-separator" => o.output_separator = value("o")?,
            "-c" | "--output-width" => {
                let v = value("c")?;
                o.width = v.parse().map_err(|_| {
                    usage_error("column", &format!("invalid columns argument: '{v}'"), 1)
                })?;
            }
            "--help" | "-h" => {
                println!("Usage:\n column [options] [<file>...]\n\nColumnate lists.\n\n -t, --table                      create a table\n -s, --separator <string>         possible table delimiters\n -o, --output-separator <string>  columns separator for table output (default is two spaces)\n -c, --output-width <width>       width of output in number of characters\n -x, --fillrows                   fill rows before columns");
                return Err(0);
            }
            "--version" | "-V" => {
                println!("column (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return Err(0);
            }
            "-" => o.files.push(arg.clone()),
            s if s.starts_with("-s") && s.len() > 2 => o.separators = Some(s[2..].to_string()),
            s if s.starts_with("-o") && s.len() > 2 => o.output_separator = s[2..].to_string(),
            s if s.starts_with('-') && s.len() > 1 => {
                return Err(usage_error(
                    "column",
                    &format!("invalid option -- '{}'", &s[1..]),
                    1,
                ));
            }
            _ => o.files.push(arg.clone()),
        }
    }
    Ok(o)
}

fn width(s: &str) -> usize {
    s.chars().count()
}

fn table(lines: &[String], o: &Options, out: &mut impl Write) -> std::io::Result<()> {
    let rows: Vec<Vec<&str>> = lines
        .iter()
        .map(|l| match &o.separators {
            Some(seps) => l
                .split(|c| seps.contains(c))
                .filter(|s| !s.is_empty())
                .collect(),
            None => l.split_whitespace().collect(),
        })
        .filter(|r: &Vec<&str>| !r.is_empty())
        .collect();
    let ncols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut widths = vec![0; ncols];
    for r in &rows {
        for (i, cell) in r.iter().enumerate() {
            widths[i] = widths[i].max(width(cell));
        }
    }
    for r in &rows {
        let mut line = String::new();
        for (i, cell) in r.iter().enumerate() {
            line.push_str(cell);
            if i + 1 < r.len() {
                line.extend(std::iter::repeat_n(' ', widths[i] - width(cell)));
                line.push_str(&o.output_separator);
            }
        }
        writeln!(out, "{line}")?;
    }
    Ok(())
}

fn fill(entries: &[String], o: &Options, out: &mut impl Write) -> std::io::Result<()> {
    if entries.is_empty() {
        return Ok(());
    }
    let longest = entries.iter().map(|e| width(e)).max().unwrap_or(0);
    let col = (longest + TAB) & !(TAB - 1);
    let ncols = (o.width / col).max(1);
    let nrows = entries.len().div_ceil(ncols);
    let pad = |line: &mut String, used: usize, end: usize| {
        let mut at = used;
        while at < end {
            line.push('\t');
            at = (at + TAB) & !(TAB - 1);
        }
    };
    if ncols == 1 || entries.len() <= 1 {
        for e in entries {
            writeln!(out, "{e}")?;
        }
        return Ok(());
    }
    for row in 0..nrows {
        let mut line = String::new();
        let mut end = col;
        for c in 0..ncols {
            let idx = if o.across {
                row * ncols + c
            } else {
                c * nrows + row
            };
            let Some(e) = entries.get(idx) else { break };
            line.push_str(e);
            let next = if o.across {
                idx + 1 < entries.len() && c + 1 < ncols
            } else {
                idx + nrows < entries.len()
            };
            if !next {
                break;
            }
            pad(&mut line, width(e) + (end - col), end);
            end += col;
        }
        writeln!(out, "{line}")?;
    }
    Ok(())
}

pub fn main(args: Vec<OsString>) -> i32 {
    let o = match parse(&args) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let files = if o.files.is_empty() {
        vec![OsString::from("-")]
    } else {
        o.files.clone()
    };
    let mut lines = Vec::new();
    let mut status = 0;
    for file in &files {
        let input: Box<dyn Read> = if file == "-" {
            Box::new(std::io::stdin().lock())
        } else {
            match std::fs::File::open(file) {
                Ok(f) => Box::new(f),
                Err(err) => {
                    error!(
                        "column",
                        "cannot open {}: {}",
                        file.to_string_lossy(),
                        describe(&err)
                    );
                    status = 1;
                    continue;
                }
            }
        };
        for line in BufReader::new(input).split(b'\n') {
            match line {
                Ok(l) => {
                    let l = String::from_utf8_lossy(&l)
                        .trim_end_matches('\r')
                        .to_string();
                    // util-linux skips empty lines.
                    if !l.trim().is_empty() {
                        lines.push(l);
                    }
                }
                Err(err) => {
                    error!("column", "read error: {}", describe(&err));
                    status = 1;
                    break;
                }
            }
        }
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let r = if o.table {
        table(&lines, &o, &mut out)
    } else {
        fill(&lines, &o, &mut out)
    };
    if r.and_then(|()| out.flush()).is_err() {
        return 1;
    }
    status
}
