// Bundles the third-party pure-JS packages of vendor/package.json (exact versions, locked in
// vendor/package-lock.json) into js/vendor/<name>.js with esbuild, one CommonJS file per builtin,
// plus each package's licence beside it. The output is committed; rerun this after changing
// vendor/package.json: `node software/crates/node/scripts/vendor.mjs` (it runs `npm ci` first).
// Node's builtin module names stay external: inside node.wasm `require('buffer')` etc. resolve to
// our builtins (bootstrap.js loadBundled), never to a second bundled copy.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const crate = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vendorDir = path.join(crate, 'vendor');
const outDir = path.join(crate, 'js', 'vendor');
const rootRequire = createRequire(path.join(crate, '..', '..', '..', 'package.json'));
const esbuild = rootRequire('esbuild');

/** Builtin name → [entry module, npm package whose licence applies]. */
export const BUNDLES = {
  stream: ['readable-stream/lib/stream.js', 'readable-stream'],
  string_decoder: ['string_decoder', 'string_decoder'],
  // Not a Node builtin: AbortController/AbortSignal for stream (and the globals).
  'abort-controller': ['abort-controller', 'abort-controller'],
  // Not a Node builtin: the HTTP/1.1 parser under js/http.js.
  'http-parser-js': ['http-parser-js', 'http-parser-js'],
  // fetch, Headers, Request, Response (with whatwg-url 5, tr46, webidl-conversions, punycode).
  fetch: ['node-fetch', 'node-fetch'],
  // zlib: browserify-zlib (node-stdlib-browser's zlib) over pako 1.
  zlib: ['browserify-zlib', 'browserify-zlib'],
  // Not builtins either: the EventTarget/Event globals (shared with abort-controller), URL and
  // URLSearchParams, structuredClone, and sucrase (TypeScript type stripping).
  'event-target-shim': ['event-target-shim-6', 'event-target-shim-6'],
  'whatwg-url': ['whatwg-url', 'whatwg-url'],
  'structured-clone': ['@ungap/structured-clone', '@ungap/structured-clone'],
  sucrase: ['sucrase', 'sucrase'],
  // Node's own util.parseArgs, published as a polyfill.
  parseargs: ['@pkgjs/parseargs', '@pkgjs/parseargs'],
  // node-stdlib-browser's members for Node builtins.
  url: ['url', 'url'],
  assert: ['assert', 'assert'],
  querystring: ['querystring-es3', 'querystring-es3'],
  punycode: ['punycode/punycode.js', 'punycode'],
  // crypto's ciphers: browserify-aes (node-stdlib-browser's crypto-browserify member).
  ciphers: ['browserify-aes/browser.js', 'browserify-aes'],
  // Not builtins: the web stream globals and stream/web, and Intl.Segmenter (the only Intl here).
  'web-streams': ['web-streams-polyfill', 'web-streams-polyfill'],
  'intl-segmenter': ['@formatjs/intl-segmenter', '@formatjs/intl-segmenter'],
  // Blob, File, FormData (fetch-blob 3 with formdata-polyfill 4, over the stream/web builtin).
  blob: ['./shims/blob.mjs', 'fetch-blob'],
  // fs.glob/globSync's matcher (Node's own glob is built on minimatch too).
  minimatch: ['minimatch', 'minimatch'],
  // zlib.crc32: pako's own CRC-32 (pako is browserify-zlib's engine).
  crc32: ['pako/lib/zlib/crc32.js', 'pako'],
};

/** Per bundle: modules resolved to a file of vendor/ instead of a builtin (vendor/shims/*.js say why). */
const ALIASES = {
  fetch: { url: 'shims/url.js', zlib: 'shims/zlib.js', punycode: 'punycode/punycode.js' },
  zlib: { assert: 'shims/assert.js' },
  ciphers: { 'md5.js': 'shims/md5.js' },
  blob: { 'web-streams-polyfill/dist/ponyfill.es2018.js': 'shims/stream-web.js' },
};

// Our own bundles (not Node builtins) that other bundles share instead of each carrying a copy
// (abort-controller keeps its own event-target-shim 5; the EventTarget global is version 6).
const SHARED = new Set(['abort-controller', 'whatwg-url']);

// Node builtins (and the browser shims' spellings of them) that stay `require` calls.
const BUILTINS = new Set(['assert', 'buffer', 'events', 'process', 'string_decoder', 'util', 'stream', 'path', 'url',
  'os', 'fs', 'crypto', 'http', 'https', 'net', 'tls', 'zlib', 'querystring', 'punycode', 'timers', 'tty', 'child_process',
  'dns', 'readline', 'stream/web']);

const externals = (aliases = {}) => ({
  name: 'node-builtins',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return null;
      if (Object.prototype.hasOwnProperty.call(aliases, args.path)) {
        const target = aliases[args.path];
        const file = target.startsWith('shims/') ? path.join(vendorDir, target) : vendorRequire.resolve(target);
        // A shim's own require of the name is the builtin.
        if (file !== args.importer) return { path: file };
      }
      const bare = args.path.replace(/^node:/, '').replace(/\/$/, '');
      if ((BUILTINS.has(bare) || SHARED.has(bare)) && args.path !== args.importer) return { path: bare, external: true };
      return null;
    });
  },
});

execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: vendorDir, stdio: 'inherit' });
fs.mkdirSync(outDir, { recursive: true });
const vendorRequire = createRequire(path.join(vendorDir, 'package.json'));
// A package's package.json by path (some packages' "exports" do not export it).
const packageJson = (pkg) => path.join(vendorDir, 'node_modules', pkg, 'package.json');
for (const [name, [entry, pkg]] of Object.entries(BUNDLES)) {
  const pkgJson = JSON.parse(fs.readFileSync(packageJson(pkg), 'utf8'));
  const result = await esbuild.build({
    entryPoints: [vendorRequire.resolve(entry)],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    mainFields: ['main'],
    target: 'es2022',
    write: false,
    metafile: true,
    legalComments: 'inline',
    plugins: [externals(ALIASES[name])],
    // The entry is its own package: a builtin of the same name must not point back at itself.
    external: [],
  });
  const header = `// ${pkg} ${pkgJson.version} (${pkgJson.license}), bundled by scripts/vendor.mjs; licence: ${name}.LICENSE\n`;
  fs.writeFileSync(path.join(outDir, `${name}.js`), header + result.outputFiles[0].text);
  // The entry package's licence, then each other package bundled in (from esbuild's inputs).
  const pkgDirs = new Set([path.dirname(packageJson(pkg))]);
  for (const input of Object.keys(result.metafile.inputs)) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path.resolve(input));
    if (m) pkgDirs.add(m[1]);
  }
  let text = '';
  for (const dir of pkgDirs) {
    const lic = fs.readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // tr46 0.0.3 (in fetch) ships no licence file: its package.json's licence is what there is.
    const body = lic ? fs.readFileSync(path.join(dir, lic), 'utf8')
      : `${meta.license} (from its package.json; the package ships no licence file; author: ${JSON.stringify(meta.author)})\n`;
    text += pkgDirs.size === 1 ? body : `${text === '' ? '' : '\n'}--- ${meta.name} ${meta.version} (${meta.license}) ---\n${body}`;
  }
  fs.writeFileSync(path.join(outDir, `${name}.LICENSE`), text);
  console.log(`js/vendor/${name}.js: ${pkg}@${pkgJson.version}, ${(result.outputFiles[0].text.length / 1024).toFixed(0)} KiB`);
}
