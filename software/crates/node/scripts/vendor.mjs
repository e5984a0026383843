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
  ciphers: ['browserify-aes/browser.js', 'browserify-aes'],
};

/** Per bundle: the other packages bundled into it, whose licences follow the main one's. */
const BUNDLED_DEPS = {
  fetch: ['whatwg-url', 'tr46', 'webidl-conversions', 'punycode'],
  zlib: ['pako'],
  // cipher-base's to-buffer brings the small es-* helpers (all MIT).
  ciphers: ['async-function', 'async-generator-function', 'available-typed-arrays', 'buffer-xor', 'call-bind', 'call-bind-apply-helpers', 'call-bound', 'cipher-base', 'define-data-property', 'dunder-proto', 'es-define-property', 'es-errors', 'es-object-atoms', 'evp_bytestokey', 'for-each', 'function-bind', 'generator-function', 'get-intrinsic', 'get-proto', 'gopd', 'has-property-descriptors', 'has-symbols', 'has-tostringtag', 'hasown', 'inherits', 'is-callable', 'is-typed-array', 'isarray', 'math-intrinsics', 'possible-typed-array-names', 'safe-buffer', 'set-function-length', 'to-buffer', 'typed-array-buffer', 'which-typed-array'],
};

/** Per bundle: modules resolved to a file of vendor/ instead of a builtin (vendor/shims/*.js say why). */
const ALIASES = {
  fetch: { url: 'shims/url.js', zlib: 'shims/zlib.js', punycode: 'punycode/punycode.js' },
  zlib: { assert: 'shims/assert.js' },
  ciphers: { 'md5.js': 'shims/md5.js' },
};

// Node builtins (and the browser shims' spellings of them) that stay `require` calls.
const BUILTINS = new Set(['assert', 'buffer', 'events', 'process', 'string_decoder', 'util', 'stream', 'path', 'url',
  'os', 'fs', 'crypto', 'http', 'https', 'net', 'tls', 'zlib', 'querystring', 'punycode', 'timers', 'tty', 'child_process',
  'dns', 'readline']);

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
      if ((BUILTINS.has(bare) || bare === 'abort-controller') && args.path !== args.importer) return { path: bare, external: true };
      return null;
    });
  },
});

execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: vendorDir, stdio: 'inherit' });
fs.mkdirSync(outDir, { recursive: true });
const vendorRequire = createRequire(path.join(vendorDir, 'package.json'));
for (const [name, [entry, pkg]] of Object.entries(BUNDLES)) {
  const pkgJson = JSON.parse(fs.readFileSync(vendorRequire.resolve(`${pkg}/package.json`), 'utf8'));
  const result = await esbuild.build({
    entryPoints: [vendorRequire.resolve(entry)],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    mainFields: ['main'],
    target: 'es2022',
    write: false,
    legalComments: 'inline',
    plugins: [externals(ALIASES[name])],
    // The entry is its own package: a builtin of the same name must not point back at itself.
    external: [],
  });
  const header = `// ${pkg} ${pkgJson.version} (${pkgJson.license}), bundled by scripts/vendor.mjs; licence: ${name}.LICENSE\n`;
  fs.writeFileSync(path.join(outDir, `${name}.js`), header + result.outputFiles[0].text);
  const pkgDir = path.dirname(vendorRequire.resolve(`${pkg}/package.json`));
  const lic = fs.readdirSync(pkgDir).find((f) => /^licen[cs]e/i.test(f));
  if (!lic) throw new Error(`${pkg}: no licence file`);
  fs.copyFileSync(path.join(pkgDir, lic), path.join(outDir, `${name}.LICENSE`));
  for (const dep of BUNDLED_DEPS[name] || []) {
    const depDir = path.dirname(vendorRequire.resolve(`${dep}/package.json`));
    const depJson = JSON.parse(fs.readFileSync(path.join(depDir, 'package.json'), 'utf8'));
    const depLic = fs.readdirSync(depDir).find((f) => /^licen[cs]e/i.test(f));
    // tr46 0.0.3 ships no licence file: its package.json's licence is what there is.
    const text = depLic ? fs.readFileSync(path.join(depDir, depLic), 'utf8') : `${depJson.license} (from its package.json; the package ships no licence file; author: ${JSON.stringify(depJson.author)})\n`;
    fs.appendFileSync(path.join(outDir, `${name}.LICENSE`),
      `\n---------------------------------------------------------------------------\n${dep} ${depJson.version} (${depJson.license}), bundled into ${name}.js:\n\n${text}`);
  }
  console.log(`js/vendor/${name}.js: ${pkg}@${pkgJson.version}, ${(result.outputFiles[0].text.length / 1024).toFixed(0)} KiB`);
}
