//! bash's `printf` formatting, written from bash 5.2's documented and observed behaviour (host
//! `/bin/bash` is the oracle in `__test__/shell-bash.test.mjs`): the format is reused until the
//! arguments run out, missing arguments are empty or zero, numbers accept C notation (`0x1f`,
//! `017`, `'c`), an invalid number is reported and its leading part used (status 1), escapes
//! (`\n`, `\0NNN`, `\xHH`, `\uHHHH`) in the format and in `%b` arguments, `%q` quotes as bash does,
//! `%(fmt)T` formats a time (UTC), and a bad conversion stops the output with status 1.
//!
//! Pure: no shell state. The builtin (`printf.rs`) writes `out`, `errors` and returns `status`.

/// The result of one `printf`.
#[derive(Debug, Default)]
pub struct Formatted {
    pub out: Vec<u8>,
    pub errors: Vec<String>,
    pub status: u8,
}

#[derive(Clone, Copy, Default)]
struct Flags {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
}

struct Args<'a> {
    list: &'a [String],
    next: usize,
}

impl<'a> Args<'a> {
    fn take(&mut self) -> Option<&'a str> {
        let arg = self.list.get(self.next)?;
        self.next += 1;
        Some(arg.as_str())
    }
}

/// Why a pass over the format ended early.
enum Stop {
    /// `\c` in a `%b` argument, or an error that ends `printf`: print what was made so far.
    Now,
}

struct Printer<'a> {
    args: Args<'a>,
    out: Vec<u8>,
    errors: Vec<String>,
    conversion_error: bool,
    status: u8,
    now: i64,
}

/// Formats `format` with `args` as bash's `printf` does. `now` is the time for `%()T`.
pub fn format(format: &[u8], args: &[String], now: i64) -> Formatted {
    let mut p = Printer {
        args: Args {
            list: args,
            next: 0,
        },
        out: Vec::new(),
        errors: Vec::new(),
        conversion_error: false,
        status: 0,
        now,
    };
    if !format.is_empty() {
        loop {
            let first = p.args.next;
            if p.pass(format).is_err() {
                break;
            }
            // bash reuses the format while arguments remain and the pass used at least one.
            if p.args.next >= args.len() || p.args.next == first {
                break;
            }
        }
    }
    let mut status = p.status;
    if status == 0 && p.conversion_error {
        status = 1;
    }
    Formatted {
        out: p.out,
        errors: p.errors,
        status,
    }
}

fn is_c_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn hex_value(b: u8) -> Option<u32> {
    (b as char).to_digit(16)
}

fn push_char(out: &mut Vec<u8>, c: char) {
    let mut buf = [0u8; 4];
    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
}

/// One backslash escape at `s` (the text after the backslash). Returns the bytes consumed after
/// the backslash and whether it was `\c` (only recognised for `%b`). `for_b` selects `%b`'s
/// rules (`\0NNN`, `\c`, `\'` kept as is).
fn escape(s: &[u8], for_b: bool, out: &mut Vec<u8>, errors: &mut Vec<String>) -> (usize, bool) {
    let Some(&c) = s.first() else {
        out.push(b'\\');
        return (0, false);
    };
    let simple = match c {
        b'a' => Some(0x07),
        b'b' => Some(0x08),
        b'e' | b'E' => Some(0x1b),
        b'f' => Some(0x0c),
        b'n' => Some(b'\n'),
        b'r' => Some(b'\r'),
        b't' => Some(b'\t'),
        b'v' => Some(0x0b),
        b'\\' => Some(b'\\'),
        _ => None,
    };
    if let Some(b) = simple {
        out.push(b);
        return (1, false);
    }
    match c {
        b'0'..=b'7' => {
            let mut value = u32::from(c - b'0');
            let mut more = if value == 0 && for_b { 3 } else { 2 };
            let mut used = 1;
            while more > 0 && used < s.len() && (b'0'..=b'7').contains(&s[used]) {
                value = value * 8 + u32::from(s[used] - b'0');
                used += 1;
                more -= 1;
            }
            out.push((value & 0xff) as u8);
            (used, false)
        }
        b'x' => {
            let mut value = 0u32;
            let mut used = 1;
            while used < 3 && used < s.len() {
                let Some(d) = hex_value(s[used]) else { break };
                value = value * 16 + d;
                used += 1;
            }
            if used == 1 {
                errors.push("missing hex digit for \\x".into());
                out.push(b'\\');
                return (0, false);
            }
            out.push((value & 0xff) as u8);
            (used, false)
        }
        b'u' | b'U' => {
            let max = if c == b'u' { 4 } else { 8 };
            let mut value = 0u32;
            let mut used = 1;
            while used <= max && used < s.len() {
                let Some(d) = hex_value(s[used]) else { break };
                value = value.saturating_mul(16).saturating_add(d);
                used += 1;
            }
            if used == 1 {
                errors.push(format!("missing unicode digit for \\{}", c as char));
                out.push(b'\\');
                return (0, false);
            }
            match char::from_u32(value) {
                Some(ch) => push_char(out, ch),
                None => {
                    out.push(b'\\');
                    out.extend_from_slice(&s[..used]);
                }
            }
            (used, false)
        }
        b'\'' | b'"' | b'?' if !for_b => {
            out.push(c);
            (1, false)
        }
        b'c' if for_b => (1, true),
        _ => {
            out.push(b'\\');
            (0, false)
        }
    }
}

/// `%b`'s expansion of an argument; the flag is true when it held `\c`.
fn expand_b(arg: &[u8], errors: &mut Vec<String>) -> (Vec<u8>, bool) {
    let mut out = Vec::with_capacity(arg.len());
    let mut i = 0;
    while i < arg.len() {
        let c = arg[i];
        i += 1;
        if c != b'\\' || i >= arg.len() {
            out.push(c);
            continue;
        }
        let (used, stop) = escape(&arg[i..], true, &mut out, errors);
        if stop {
            return (out, true);
        }
        i += used;
    }
    (out, false)
}

/// bash's `%q`: `''` for the empty string, `$'…'` when a character is not printable, else
/// backslashes before the characters the shell would treat specially.
pub fn shell_quote(s: &str) -> String {
    if s.is_empty() {
        return "''".into();
    }
    if s.chars().any(char::is_control) {
        let mut r = String::from("$'");
        for c in s.chars() {
            match c {
                '\x07' => r.push_str("\\a"),
                '\x08' => r.push_str("\\b"),
                '\x1b' => r.push_str("\\E"),
                '\x0c' => r.push_str("\\f"),
                '\n' => r.push_str("\\n"),
                '\r' => r.push_str("\\r"),
                '\t' => r.push_str("\\t"),
                '\x0b' => r.push_str("\\v"),
                '\\' => r.push_str("\\\\"),
                '\'' => r.push_str("\\'"),
                c if c.is_control() && (c as u32) < 0x100 => {
                    r.push_str(&format!("\\{:03o}", c as u32));
                }
                c => r.push(c),
            }
        }
        r.push('\'');
        return r;
    }
    let mut r = String::with_capacity(s.len() + 4);
    for (i, c) in s.chars().enumerate() {
        let special = matches!(
            c,
            ' ' | '\''
                | '"'
                | '\\'
                | '|'
                | '&'
                | ';'
                | '('
                | ')'
                | '<'
                | '>'
                | '!'
                | '{'
                | '}'
                | '*'
                | '['
                | ']'
                | '?'
                | '^'
                | '$'
                | '`'
                | ','
        ) || (i == 0 && matches!(c, '~' | '#'));
        if special {
            r.push('\\');
        }
        r.push(c);
    }
    r
}

/// Where a number argument stopped being a number.
enum NumError {
    Invalid(&'static str),
    Range,
}

/// C's `strtoimax`/`strtoumax` with base 0 over the whole argument: the magnitude (saturated),
/// whether it was negative, and what was wrong.
fn parse_c_integer(s: &str) -> (u128, bool, Option<NumError>) {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() && is_c_space(b[i]) {
        i += 1;
    }
    let mut negative = false;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        negative = b[i] == b'-';
        i += 1;
    }
    let body = &b[i..];
    let hex_prefix = body.len() > 1 && body[0] == b'0' && (body[1] | 0x20) == b'x';
    let (base, mut j, kind) = if hex_prefix && body.get(2).is_some_and(u8::is_ascii_hexdigit) {
        (16, 2, "invalid hex number")
    } else if hex_prefix {
        (8, 0, "invalid hex number")
    } else if body.first() == Some(&b'0') {
        (8, 0, "invalid octal number")
    } else {
        (10, 0, "invalid number")
    };
    let start = j;
    let mut value: u128 = 0;
    let mut overflow = false;
    while j < body.len() {
        let Some(d) = (body[j] as char).to_digit(base) else {
            break;
        };
        match value
            .checked_mul(u128::from(base))
            .and_then(|v| v.checked_add(u128::from(d)))
        {
            Some(v) if v <= u128::from(u64::MAX) + 1 => value = v,
            _ => {
                overflow = true;
                value = u128::from(u64::MAX) + 2;
            }
        }
        j += 1;
    }
    if j == start {
        // No digits: nothing was converted.
        return (0, false, Some(NumError::Invalid("invalid number")));
    }
    if j < body.len() {
        return (value, negative, Some(NumError::Invalid(kind)));
    }
    (value, negative, overflow.then_some(NumError::Range))
}

fn char_code(s: &str) -> i64 {
    // `'c` or `"c`: the code of the character after the quote (0 when there is none).
    s[1..].chars().next().map_or(0, |c| i64::from(u32::from(c)))
}

impl Printer<'_> {
    fn invalid(&mut self, arg: &str, kind: &str) {
        self.errors.push(format!("{arg}: {kind}"));
        self.conversion_error = true;
    }

    fn range(&mut self, arg: &str) {
        self.errors
            .push(format!("warning: {arg}: Numerical result out of range"));
    }

    fn get_signed(&mut self) -> i64 {
        let Some(arg) = self.args.take() else {
            return 0;
        };
        if arg.is_empty() {
            return 0;
        }
        if arg.starts_with(['\'', '"']) {
            return char_code(arg);
        }
        let (magnitude, negative, error) = parse_c_integer(arg);
        let mut range = matches!(error, Some(NumError::Range));
        if let Some(NumError::Invalid(kind)) = error {
            self.invalid(arg, kind);
        }
        let value = if negative {
            if magnitude > 1u128 << 63 {
                range = true;
                i64::MIN
            } else {
                (magnitude as i128).wrapping_neg() as i64
            }
        } else if magnitude > i64::MAX as u128 {
            range = true;
            i64::MAX
        } else {
            magnitude as i64
        };
        if range {
            self.range(arg);
        }
        value
    }

    fn get_unsigned(&mut self) -> u64 {
        let Some(arg) = self.args.take() else {
            return 0;
        };
        if arg.is_empty() {
            return 0;
        }
        if arg.starts_with(['\'', '"']) {
            return char_code(arg) as u64;
        }
        let (magnitude, negative, error) = parse_c_integer(arg);
        if let Some(NumError::Invalid(kind)) = error {
            self.invalid(arg, kind);
        }
        if magnitude > u128::from(u64::MAX) {
            self.range(arg);
            return u64::MAX;
        }
        let value = magnitude as u64;
        if negative {
            value.wrapping_neg()
        } else {
            value
        }
    }

    /// A `*` width or precision: an integer clamped to C's `int`.
    fn get_int(&mut self) -> i64 {
        let arg = self.args.list.get(self.args.next).cloned();
        let v = self.get_signed();
        if v > i64::from(i32::MAX) || v < i64::from(i32::MIN) {
            if let Some(arg) = arg {
                self.range(&arg);
            }
            return v.clamp(i64::from(i32::MIN), i64::from(i32::MAX));
        }
        v
    }

    fn get_float(&mut self) -> f64 {
        let Some(arg) = self.args.take() else {
            return 0.0;
        };
        if arg.is_empty() {
            return 0.0;
        }
        if arg.starts_with(['\'', '"']) {
            return char_code(arg) as f64;
        }
        let (value, used) = parse_c_float(arg);
        if used < arg.len() {
            self.invalid(arg, "invalid number");
        }
        value
    }

    fn pass(&mut self, fmt: &[u8]) -> Result<(), Stop> {
        let mut i = 0;
        while i < fmt.len() {
            let c = fmt[i];
            if c == b'\\' {
                i += 1;
                let (used, _) = escape(&fmt[i..], false, &mut self.out, &mut self.errors);
                if used == 0 && i >= fmt.len() {
                    break;
                }
                i += used;
                continue;
            }
            if c != b'%' {
                self.out.push(c);
                i += 1;
                continue;
            }
            let start = i;
            i += 1;
            if fmt.get(i) == Some(&b'%') {
                self.out.push(b'%');
                i += 1;
                continue;
            }
            let mut flags = Flags::default();
            while let Some(&f) = fmt.get(i) {
                match f {
                    b'-' => flags.left = true,
                    b'+' => flags.plus = true,
                    b' ' => flags.space = true,
                    b'#' => flags.alt = true,
                    b'0' => flags.zero = true,
                    b'\'' => {}
                    _ => break,
                }
                i += 1;
            }
            let mut width: usize = 0;
            if fmt.get(i) == Some(&b'*') {
                i += 1;
                let w = self.get_int();
                if w < 0 {
                    flags.left = true;
                }
                width = usize::try_from(w.unsigned_abs()).unwrap_or(usize::MAX);
            } else {
                while let Some(d) = fmt.get(i).filter(|d| d.is_ascii_digit()) {
                    width = width
                        .saturating_mul(10)
                        .saturating_add(usize::from(d - b'0'));
                    i += 1;
                }
            }
            let mut precision: Option<usize> = None;
            if fmt.get(i) == Some(&b'.') {
                i += 1;
                if fmt.get(i) == Some(&b'*') {
                    i += 1;
                    let p = self.get_int();
                    precision = usize::try_from(p).ok();
                } else {
                    let negative = fmt.get(i) == Some(&b'-');
                    if negative {
                        i += 1;
                    }
                    let mut p: usize = 0;
                    while let Some(d) = fmt.get(i).filter(|d| d.is_ascii_digit()) {
                        p = p.saturating_mul(10).saturating_add(usize::from(d - b'0'));
                        i += 1;
                    }
                    if !negative {
                        precision = Some(p);
                    }
                }
            }
            // Output this large is an error in bash too; keep the shell alive.
            width = width.min(1 << 20);
            precision = precision.map(|p| p.min(1 << 20));
            while fmt.get(i).is_some_and(|m| b"hjlLtz".contains(m)) {
                i += 1;
            }
            let Some(&conv) = fmt.get(i) else {
                let spec = String::from_utf8_lossy(&fmt[start..]).into_owned();
                self.errors
                    .push(format!("`{spec}': missing format character"));
                self.status = 1;
                return Err(Stop::Now);
            };
            i += 1;
            match conv {
                b'c' => {
                    let byte = self
                        .args
                        .take()
                        .map_or(0, |a| a.bytes().next().unwrap_or(0));
                    self.pad(&[byte], width, flags.left);
                }
                b's' => {
                    let arg = self.args.take().unwrap_or("");
                    self.put_str(arg.as_bytes(), width, precision, flags.left);
                }
                b'b' => {
                    let arg = self.args.take().unwrap_or("");
                    let (text, stop) = expand_b(arg.as_bytes(), &mut self.errors);
                    self.put_str(&text, width, precision, flags.left);
                    if stop {
                        return Err(Stop::Now);
                    }
                }
                b'q' => {
                    let arg = self.args.take().unwrap_or("");
                    let quoted = shell_quote(arg);
                    self.put_str(quoted.as_bytes(), width, precision, flags.left);
                }
                b'd' | b'i' => {
                    let v = self.get_signed();
                    let digits = v.unsigned_abs().to_string();
                    let sign = if v < 0 {
                        "-"
                    } else if flags.plus {
                        "+"
                    } else if flags.space {
                        " "
                    } else {
                        ""
                    };
                    self.put_int(sign, "", &digits, v == 0, width, precision, flags, false);
                }
                b'o' | b'u' | b'x' | b'X' => {
                    let v = self.get_unsigned();
                    let digits = match conv {
                        b'o' => format!("{v:o}"),
                        b'u' => v.to_string(),
                        b'x' => format!("{v:x}"),
                        _ => format!("{v:X}"),
                    };
                    let prefix = match conv {
                        b'x' if flags.alt && v != 0 => "0x",
                        b'X' if flags.alt && v != 0 => "0X",
                        _ => "",
                    };
                    let octal_alt = conv == b'o' && flags.alt;
                    self.put_int(
                        "",
                        prefix,
                        &digits,
                        v == 0,
                        width,
                        precision,
                        flags,
                        octal_alt,
                    );
                }
                b'e' | b'E' | b'f' | b'F' | b'g' | b'G' | b'a' | b'A' => {
                    let v = self.get_float();
                    let text = format_float(v, conv, precision, flags);
                    self.put_number(&text, width, flags);
                }
                b'(' => {
                    let Some(close) = fmt[i..].iter().position(|&b| b == b')') else {
                        self.errors.push("`(': missing closing paren".into());
                        self.out.extend_from_slice(&fmt[start..]);
                        return Err(Stop::Now);
                    };
                    let spec = &fmt[i..i + close];
                    i += close + 1;
                    if fmt.get(i) != Some(&b'T') {
                        let found = fmt
                            .get(i)
                            .map_or(String::new(), |b| (*b as char).to_string());
                        self.errors.push(format!(
                            "warning: `{found}': invalid time format specification"
                        ));
                        self.out.extend_from_slice(&fmt[start..]);
                        return Err(Stop::Now);
                    }
                    i += 1;
                    let missing = self.args.next >= self.args.list.len();
                    let mut t = self.get_signed();
                    if missing || t == -1 || t == -2 {
                        t = self.now;
                    }
                    let spec = if spec.is_empty() { &b"%X"[..] } else { spec };
                    let mut text = strftime_utc(spec, t);
                    // bash formats into a 128-byte buffer; a longer result is empty.
                    if text.len() >= 128 {
                        text.clear();
                    }
                    self.put_str(&text, width, precision, flags.left);
                }
                b'n' => {
                    // The count of bytes written so far into a variable: not supported; the
                    // argument is consumed as bash does.
                    let _ = self.args.take();
                }
                other => {
                    self.errors
                        .push(format!("`{}': invalid format character", other as char));
                    self.status = 1;
                    return Err(Stop::Now);
                }
            }
        }
        Ok(())
    }

    fn pad(&mut self, text: &[u8], width: usize, left: bool) {
        let fill = width.saturating_sub(text.len());
        if !left {
            self.out.resize(self.out.len() + fill, b' ');
        }
        self.out.extend_from_slice(text);
        if left {
            self.out.resize(self.out.len() + fill, b' ');
        }
    }

    fn put_str(&mut self, text: &[u8], width: usize, precision: Option<usize>, left: bool) {
        let n = precision.map_or(text.len(), |p| p.min(text.len()));
        self.pad(&text[..n], width, left);
    }

    #[allow(clippy::too_many_arguments)]
    fn put_int(
        &mut self,
        sign: &str,
        prefix: &str,
        digits: &str,
        zero: bool,
        width: usize,
        precision: Option<usize>,
        flags: Flags,
        octal_alt: bool,
    ) {
        let mut body = match precision {
            Some(0) if zero => String::new(),
            Some(p) if p > digits.len() => format!("{}{digits}", "0".repeat(p - digits.len())),
            _ => digits.to_string(),
        };
        if octal_alt && !body.starts_with('0') {
            body.insert(0, '0');
        }
        let head = format!("{sign}{prefix}");
        let len = head.len() + body.len();
        if flags.zero && !flags.left && precision.is_none() && width > len {
            body.insert_str(0, &"0".repeat(width - len));
        }
        let text = format!("{head}{body}");
        self.pad(text.as_bytes(), width, flags.left);
    }

    /// A formatted float: zero padding goes after its sign (not for inf/nan).
    fn put_number(&mut self, text: &str, width: usize, flags: Flags) {
        let finite = text.bytes().any(|b| b.is_ascii_digit());
        if flags.zero && !flags.left && finite && width > text.len() {
            let sign_len = usize::from(text.starts_with(['-', '+', ' ']));
            let prefix_len =
                if text[sign_len..].starts_with("0x") || text[sign_len..].starts_with("0X") {
                    sign_len + 2
                } else {
                    sign_len
                };
            let mut s = text[..prefix_len].to_string();
            s.push_str(&"0".repeat(width - text.len()));
            s.push_str(&text[prefix_len..]);
            self.out.extend_from_slice(s.as_bytes());
            return;
        }
        self.pad(text.as_bytes(), width, flags.left);
    }
}

/// C's `strtod` over the start of `s`: the value and the bytes it used (0 when none).
fn parse_c_float(s: &str) -> (f64, usize) {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() && is_c_space(b[i]) {
        i += 1;
    }
    let sign_at = i;
    let mut negative = false;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        negative = b[i] == b'-';
        i += 1;
    }
    let sign = |v: f64| if negative { -v } else { v };
    let rest = s[i..].to_ascii_lowercase();
    if rest.starts_with("infinity") {
        return (sign(f64::INFINITY), i + 8);
    }
    if rest.starts_with("inf") {
        return (sign(f64::INFINITY), i + 3);
    }
    if rest.starts_with("nan") {
        return (sign(f64::NAN), i + 3);
    }
    if rest.starts_with("0x")
        && b.get(i + 2)
            .is_some_and(|d| d.is_ascii_hexdigit() || *d == b'.')
    {
        let mut j = i + 2;
        let mut mantissa = 0f64;
        let mut scale = 0i32;
        let mut any = false;
        while let Some(d) = b.get(j).and_then(|d| hex_value(*d)) {
            mantissa = mantissa * 16.0 + f64::from(d);
            any = true;
            j += 1;
        }
        if b.get(j) == Some(&b'.') {
            j += 1;
            while let Some(d) = b.get(j).and_then(|d| hex_value(*d)) {
                mantissa = mantissa * 16.0 + f64::from(d);
                scale -= 4;
                any = true;
                j += 1;
            }
        }
        if !any {
            return (0.0, 0);
        }
        if b.get(j).is_some_and(|p| *p | 0x20 == b'p') {
            let mut k = j + 1;
            let mut eneg = false;
            if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
                eneg = b[k] == b'-';
                k += 1;
            }
            let mut e: i32 = 0;
            let digits_at = k;
            while let Some(d) = b.get(k).filter(|d| d.is_ascii_digit()) {
                e = e.saturating_mul(10).saturating_add(i32::from(d - b'0'));
                k += 1;
            }
            if k > digits_at {
                scale = scale.saturating_add(if eneg { -e } else { e });
                j = k;
            }
        }
        return (sign(mantissa * 2f64.powi(scale)), j);
    }
    let mut j = i;
    let mut digits = 0;
    while b.get(j).is_some_and(u8::is_ascii_digit) {
        j += 1;
        digits += 1;
    }
    if b.get(j) == Some(&b'.') {
        j += 1;
        while b.get(j).is_some_and(u8::is_ascii_digit) {
            j += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return (0.0, 0);
    }
    if b.get(j).is_some_and(|e| *e | 0x20 == b'e') {
        let mut k = j + 1;
        if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
            k += 1;
        }
        if b.get(k).is_some_and(u8::is_ascii_digit) {
            while b.get(k).is_some_and(u8::is_ascii_digit) {
                k += 1;
            }
            j = k;
        }
    }
    let mut text = s[sign_at..j].trim_start_matches('+').to_string();
    if text.ends_with('.') {
        text.push('0');
    }
    if text.starts_with('.') || text.starts_with("-.") {
        text = text.replacen('.', "0.", 1);
    }
    (text.parse::<f64>().unwrap_or(0.0), j)
}

/// `1.5e0` (Rust) → `1.5e+00` (C).
fn c_exponent(rust: &str, upper: bool) -> (String, i32) {
    let (mantissa, exp) = rust.split_once('e').unwrap_or((rust, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let e = if upper { 'E' } else { 'e' };
    let sign = if exp < 0 { '-' } else { '+' };
    (format!("{mantissa}{e}{sign}{:02}", exp.unsigned_abs()), exp)
}

/// Rust's float formatting panics on very large precisions (65535 and more); an f64 has no
/// non-zero digit after the 1074th fractional (767th significant) one, so longer precisions
/// are formatted at this one and padded with zeros.
const MAX_RUST_PRECISION: usize = 1100;

/// `{a:.p$}` for any `p`.
fn fixed(a: f64, p: usize) -> String {
    let q = p.min(MAX_RUST_PRECISION);
    let mut s = format!("{a:.q$}");
    s.push_str(&"0".repeat(p - q));
    s
}

/// `{a:.p$e}` for any `p` (Rust's form: `1.5e0`).
fn scientific(a: f64, p: usize) -> String {
    let q = p.min(MAX_RUST_PRECISION);
    let mut s = format!("{a:.q$e}");
    if p > q {
        let at = s.find('e').unwrap_or(s.len());
        s.insert_str(at, &"0".repeat(p - q));
    }
    s
}

fn strip_fraction_zeros(s: &str) -> String {
    if !s.contains('.') {
        return s.to_string();
    }
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn format_float(v: f64, conv: u8, precision: Option<usize>, flags: Flags) -> String {
    let upper = conv.is_ascii_uppercase();
    let sign = if v.is_sign_negative() && !(v.is_nan()) {
        "-"
    } else if flags.plus {
        "+"
    } else if flags.space {
        " "
    } else {
        ""
    };
    if !v.is_finite() {
        let word = if v.is_nan() { "nan" } else { "inf" };
        let word = if upper {
            word.to_uppercase()
        } else {
            word.to_string()
        };
        return format!("{sign}{word}");
    }
    let a = v.abs();
    let body = match conv | 0x20 {
        b'f' => {
            let p = precision.unwrap_or(6);
            let mut s = fixed(a, p);
            if flags.alt && p == 0 {
                s.push('.');
            }
            s
        }
        b'e' => {
            let p = precision.unwrap_or(6);
            let (mut s, _) = c_exponent(&scientific(a, p), upper);
            if flags.alt && p == 0 {
                if let Some(at) = s.find(['e', 'E']) {
                    s.insert(at, '.');
                }
            }
            s
        }
        b'g' => {
            let p = match precision {
                Some(0) => 1,
                Some(p) => p,
                None => 6,
            };
            let exp = if a == 0.0 {
                0
            } else {
                c_exponent(&scientific(a, p - 1), upper).1
            };
            if exp < p as i32 && exp >= -4 {
                let decimals = usize::try_from(p as i32 - 1 - exp).unwrap_or(0);
                let s = fixed(a, decimals);
                if flags.alt {
                    if s.contains('.') {
                        s
                    } else {
                        format!("{s}.")
                    }
                } else {
                    strip_fraction_zeros(&s)
                }
            } else {
                let (s, _) = c_exponent(&scientific(a, p - 1), upper);
                if flags.alt {
                    s
                } else {
                    let at = s.find(['e', 'E']).unwrap_or(s.len());
                    format!("{}{}", strip_fraction_zeros(&s[..at]), &s[at..])
                }
            }
        }
        _ => hex_float(a, precision, flags.alt, upper),
    };
    format!("{sign}{body}")
}

/// `%a` as glibc prints a long double (bash formats with `%La`): `1.5` → `0xcp-3`.
fn hex_float(a: f64, precision: Option<usize>, alt: bool, upper: bool) -> String {
    let (lead, mut fraction, exp) = if a == 0.0 {
        (0u64, String::new(), 0i64)
    } else {
        let bits = a.to_bits();
        let raw_exp = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        // 64-bit mantissa with an explicit leading 1, as x87 long doubles have.
        let (m, e) = if raw_exp == 0 {
            let shift = frac.leading_zeros() as i64;
            (frac << shift, -1022 - (shift - 11))
        } else {
            ((1u64 << 63) | (frac << 11), raw_exp - 1023)
        };
        let lead = m >> 60;
        let rest = m << 4;
        let mut hex = format!("{rest:016x}");
        hex.truncate(15);
        (lead, hex.trim_end_matches('0').to_string(), e - 3)
    };
    let mut lead = lead;
    if let Some(p) = precision {
        if fraction.len() > p {
            let round_up = fraction.as_bytes()[p] >= b'8';
            fraction.truncate(p);
            if round_up {
                let mut digits: Vec<u32> =
                    fraction.chars().filter_map(|c| c.to_digit(16)).collect();
                let mut carry = true;
                for d in digits.iter_mut().rev() {
                    if !carry {
                        break;
                    }
                    *d += 1;
                    carry = *d == 16;
                    if carry {
                        *d = 0;
                    }
                }
                if carry {
                    lead += 1;
                }
                fraction = digits
                    .iter()
                    .filter_map(|d| char::from_digit(*d, 16))
                    .collect();
            }
        } else {
            fraction.push_str(&"0".repeat(p - fraction.len()));
        }
    }
    let point = if !fraction.is_empty() || alt { "." } else { "" };
    let sign = if exp < 0 { '-' } else { '+' };
    let s = format!("0x{lead:x}{point}{fraction}p{sign}{}", exp.unsigned_abs());
    if upper {
        s.to_uppercase()
    } else {
        s
    }
}

const DAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Days since 1970-01-01 → (year, month 1-12, day 1-31).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

/// A subset of `strftime` in UTC (the VM has no time zones).
fn strftime_utc(spec: &[u8], t: i64) -> Vec<u8> {
    let days = t.div_euclid(86_400);
    let secs = t.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    let (hour, minute, second) = (secs / 3600, secs / 60 % 60, secs % 60);
    let wday = (days + 4).rem_euclid(7) as usize;
    let mut yday = day - 1;
    for m in 1..month {
        yday += [
            31,
            if is_leap(year) { 29 } else { 28 },
            31,
            30,
            31,
            30,
            31,
            31,
            30,
            31,
            30,
            31,
        ][(m - 1) as usize];
    }
    let month_name = MONTHS[((month - 1) as usize).min(11)];
    let hour12 = if hour % 12 == 0 { 12 } else { hour % 12 };
    let mut out = Vec::new();
    let mut i = 0;
    while i < spec.len() {
        let c = spec[i];
        i += 1;
        if c != b'%' || i >= spec.len() {
            out.push(c);
            continue;
        }
        let d = spec[i];
        i += 1;
        let piece = match d {
            b'Y' => year.to_string(),
            b'C' => format!("{:02}", year.div_euclid(100)),
            b'y' => format!("{:02}", year.rem_euclid(100)),
            b'm' => format!("{month:02}"),
            b'd' => format!("{day:02}"),
            b'e' => format!("{day:2}"),
            b'H' => format!("{hour:02}"),
            b'I' => format!("{hour12:02}"),
            b'k' => format!("{hour:2}"),
            b'l' => format!("{hour12:2}"),
            b'M' => format!("{minute:02}"),
            b'S' => format!("{second:02}"),
            b'j' => format!("{:03}", yday + 1),
            b'a' => DAYS[wday][..3].to_string(),
            b'A' => DAYS[wday].to_string(),
            b'b' | b'h' => month_name[..3].to_string(),
            b'B' => month_name.to_string(),
            b'p' => (if hour < 12 { "AM" } else { "PM" }).to_string(),
            b'P' => (if hour < 12 { "am" } else { "pm" }).to_string(),
            b'Z' => "UTC".to_string(),
            b'z' => "+0000".to_string(),
            b's' => t.to_string(),
            b'u' => (if wday == 0 { 7 } else { wday }).to_string(),
            b'w' => wday.to_string(),
            b'F' => format!("{year}-{month:02}-{day:02}"),
            b'T' | b'X' => format!("{hour:02}:{minute:02}:{second:02}"),
            b'D' | b'x' => format!("{month:02}/{day:02}/{:02}", year.rem_euclid(100)),
            b'R' => format!("{hour:02}:{minute:02}"),
            b'r' => format!(
                "{hour12:02}:{minute:02}:{second:02} {}",
                if hour < 12 { "AM" } else { "PM" }
            ),
            b'c' => format!(
                "{} {} {day:2} {hour:02}:{minute:02}:{second:02} {year}",
                &DAYS[wday][..3],
                &month_name[..3]
            ),
            b'n' => "\n".to_string(),
            b't' => "\t".to_string(),
            b'%' => "%".to_string(),
            other => format!("%{}", other as char),
        };
        out.extend_from_slice(piece.as_bytes());
    }
    out
}
