//! The JavaScript node embeds: bootstrap.js and the bundled builtins, and how each is keyed for
//! its build-time bytecode. Shared by build.rs (`include!`) and the program (`mod bundled`), so the
//! list, the CommonJS wrapper and the key are one definition: build.rs embeds a blob only when its
//! key, computed here from the file in js/, equals the key the emitting node.wasm recorded.

/// Pure-JS builtins bundled into node (loaded by bootstrap.js on first use): name, file under js/.
/// Each file's licence is next to it in js/ (`<name>.LICENSE`).
pub const FILES: &[(&str, &str)] = &[
    // path-browserify 1.0.1 (MIT): Node's POSIX path module.
    ("path", "path.js"),
    // path 0.12.7 (MIT): Node 0.12's path.js, for path.win32.
    ("path-win32", "path-win32.js"),
    // events 3.3.0 (MIT): Node's EventEmitter.
    ("events", "events.js"),
    // buffer 5.7.1 (MIT) with its dependencies base64-js 1.5.1 (MIT) and ieee754 1.2.1 (BSD-3-Clause).
    ("buffer", "buffer.js"),
    ("base64-js", "base64-js.js"),
    ("ieee754", "ieee754.js"),
    // Bundled from npm by scripts/vendor.mjs (versions in vendor/package.json).
    // readable-stream 4.7.0 (MIT): Node's stream module.
    ("stream", "vendor/stream.js"),
    // string_decoder 1.3.0 (MIT).
    ("string_decoder", "vendor/string_decoder.js"),
    // abort-controller 3.0.0 (MIT) with event-target-shim 5.0.1: AbortController and AbortSignal.
    ("abort-controller", "vendor/abort-controller.js"),
    // http-parser-js 0.5.10 (MIT): the HTTP/1.1 parser of js/http.js.
    ("http-parser-js", "vendor/http-parser-js.js"),
    // Ours, over src/net.rs: sockets, names, TLS clients, HTTP.
    ("net", "net.js"),
    ("dns", "dns.js"),
    ("tls", "tls.js"),
    ("http", "http.js"),
    ("https", "https.js"),
    ("http2", "http2.js"),
    // node-fetch 2.7.0 (MIT) with whatwg-url 5.0.0: fetch, Headers, Request, Response.
    ("fetch", "vendor/fetch.js"),
    // browserify-zlib 0.2.0 (MIT) over pako 1.0.11 (MIT AND Zlib): Node's zlib without brotli.
    ("zlib", "vendor/zlib.js"),
    // Ours: fd streams and the tty module, readline.
    ("tty", "tty.js"),
    ("fs", "fs.js"),
    ("child_process", "child_process.js"),
    ("readline", "readline.js"),
    // event-target-shim 6.0.2 (MIT): EventTarget and Event.
    ("event-target-shim", "vendor/event-target-shim.js"),
    // whatwg-url 14.2.0 (MIT, with tr46 and webidl-conversions): URL and URLSearchParams.
    ("whatwg-url", "vendor/whatwg-url.js"),
    // @ungap/structured-clone 1.3.0 (ISC): structuredClone.
    ("structured-clone", "vendor/structured-clone.js"),
    // sucrase 3.35.0 (MIT): TypeScript type stripping for .ts/.mts/.cts and tsx.
    ("sucrase", "vendor/sucrase.js"),
    // @pkgjs/parseargs 0.11.0 (MIT): util.parseArgs (Node's own code as a package).
    ("parseargs", "vendor/parseargs.js"),
    // node-stdlib-browser's members: url 0.11.4 (MIT, with qs), assert 2.1.0 (MIT),
    // querystring-es3 0.2.1 (MIT), punycode 2.3.1 (MIT).
    ("legacy-url", "vendor/url.js"),
    ("assert", "vendor/assert.js"),
    ("querystring", "vendor/querystring.js"),
    ("punycode", "vendor/punycode.js"),
    // Ours: url (over whatwg-url and the url package), timers/promises, constants, crypto, ….
    ("url", "url.js"),
    ("timers/promises", "timers_promises.js"),
    ("constants", "constants.js"),
    ("diagnostics_channel", "diagnostics_channel.js"),
    ("async_hooks", "async_hooks.js"),
    ("worker_threads", "worker_threads.js"),
    // web-streams-polyfill 4.3.0 (MIT): ReadableStream, WritableStream, TransformStream, strategies.
    ("web-streams", "vendor/web-streams.js"),
    // @formatjs/intl-segmenter 12.2.15 (MIT, with @formatjs/intl-localematcher): Intl.Segmenter.
    ("intl-segmenter", "vendor/intl-segmenter.js"),
    // fetch-blob 3.2.0 and formdata-polyfill 4.0.10 (MIT): Blob, File, FormData.
    ("blob", "vendor/blob.js"),
    // minimatch 9.0.5 (ISC, with brace-expansion and balanced-match, MIT): fs.glob's matcher.
    ("minimatch", "vendor/minimatch.js"),
    // pako 1.0.11's crc32 (MIT AND Zlib): zlib.crc32.
    ("crc32", "vendor/crc32.js"),
    // Ours, over src/crypto.rs: hashes, HMAC, PBKDF2, scrypt, random values, webcrypto digest.
    ("crypto", "crypto.js"),
    // browserify-aes 1.2.0 (MIT) with cipher-base, evp_bytestokey: crypto's AES ciphers.
    ("ciphers", "vendor/ciphers.js"),
];

/// A bundled builtin is compiled as `HEAD + source + TAIL`, a classic script whose value is the
/// function bootstrap.js calls with (module, exports, require, process, internals).
pub const HEAD: &str = "(function (module, exports, require, process, internals) {";
pub const TAIL: &str = "\n})";

/// The name bootstrap.js's bytecode is keyed by (not a builtin name: those have no NUL).
pub const BOOTSTRAP_NAME: &str = "\0bootstrap";
/// A tiny script whose bytecode is embedded too: at start-up node loads it and checks it gives 42
/// before trusting any other embedded blob (a mismatch of engines falls back to source).
pub const PROBE_NAME: &str = "\0probe";
pub const PROBE_SOURCE: &str = "(function () { return 6 * 7; })";

/// SHA-256 of `name NUL source`: the key of one blob (the source as compiled, wrapper included).
pub fn key(name: &str, source: &str) -> [u8; 32] {
    use sha2::Digest;
    let mut h = sha2::Sha256::new();
    h.update(name.as_bytes());
    h.update([0u8]);
    h.update(source.as_bytes());
    h.finalize().into()
}

/// The bytecode archive `node --agentos-emit-bytecode FILE` writes and build.rs reads:
/// `MAGIC`, then length-prefixed (u32 little-endian) fields: the engine id, then per blob its
/// name, its 32-byte key and its bytecode. Returns None for anything malformed.
pub const MAGIC: &[u8] = b"agentos-node-bytecode 1\n";

pub struct Entry<'a> {
    pub name: &'a str,
    pub key: [u8; 32],
    pub bytecode: &'a [u8],
}

pub fn write_archive(engine: &str, entries: &[Entry<'_>]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    let field = |out: &mut Vec<u8>, bytes: &[u8]| {
        out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
        out.extend_from_slice(bytes);
    };
    field(&mut out, engine.as_bytes());
    for e in entries {
        field(&mut out, e.name.as_bytes());
        out.extend_from_slice(&e.key);
        field(&mut out, e.bytecode);
    }
    out
}

pub fn read_archive(data: &[u8]) -> Option<(&str, Vec<Entry<'_>>)> {
    let mut rest = data.strip_prefix(MAGIC)?;
    fn take<'a>(rest: &mut &'a [u8], n: usize) -> Option<&'a [u8]> {
        if rest.len() < n {
            return None;
        }
        let (a, b) = rest.split_at(n);
        *rest = b;
        Some(a)
    }
    fn field<'a>(rest: &mut &'a [u8]) -> Option<&'a [u8]> {
        let len = u32::from_le_bytes(take(rest, 4)?.try_into().ok()?) as usize;
        take(rest, len)
    }
    let engine = std::str::from_utf8(field(&mut rest)?).ok()?;
    let mut entries = Vec::new();
    while !rest.is_empty() {
        let name = std::str::from_utf8(field(&mut rest)?).ok()?;
        let key = take(&mut rest, 32)?.try_into().ok()?;
        let bytecode = field(&mut rest)?;
        entries.push(Entry {
            name,
            key,
            bytecode,
        });
    }
    Some((engine, entries))
}
