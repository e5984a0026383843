#!/bin/sh
# Builds CPython 3.11 for wasm32-wasi from Debian's source package (fetched at build time, never
# committed) with Debian's clang 14 + wasi-libc, plus zlib, bzip2 and SQLite from their Debian
# sources, and lays out what packages/agentos-common ships:
#
#   OUT/python.wasm                      the interpreter (stripped), all extension modules built in
#   OUT/lib/python3.11/                  the stdlib (.py + unchecked-hash .pyc), without test suites,
#                                        with pip (the wheel CPython bundles for ensurepip) unpacked,
#                                        and our ssl.py (host TLS) in place of CPython's
#   OUT/etc/xdg/pip/pip.conf             pip's global configuration (no progress bar: no threads)
#   OUT/build-info.json                  versions, sizes and build times
#
# usage: build.sh OUT [WORK]   (WORK defaults to OUT.work; kept after a failure for inspection)
# Called by scripts/build-software.mjs, which names OUT after a hash of this directory and the
# pinned versions, so an unchanged recipe is never rebuilt.
#
# Debian packages (bookworm): clang lld llvm wasi-libc libclang-rt-14-dev-wasm32 python3.11
# (the build Python, same version) make patch xz-utils bzip2 unzip tcl (SQLite's amalgamation), a
# host C compiler, and apt-get with network access to deb.debian.org for the sources.
set -eu

PYTHON_DEB=3.11.2-6+deb12u8
ZLIB_DEB=1:1.2.13.dfsg-1
BZIP2_DEB=1.0.8-5
SQLITE_DEB=3.40.1-2+deb12u2
PY_VER=3.11

here=$(cd "$(dirname "$0")" && pwd)
out=$1
work=${2:-$out.work}
mkdir -p "$work"
work=$(cd "$work" && pwd)
log() { echo "[cpython] $*"; }
need() { command -v "$1" >/dev/null 2>&1 || { echo "[cpython] error: $1 not found (Debian: apt-get install $2)" >&2; exit 1; }; }
need clang clang; need wasm-ld lld; need llvm-ar llvm; need llvm-ranlib llvm; need llvm-strip llvm
need /usr/bin/python3.11 python3.11; need patch patch; need make make; need unzip unzip; need apt-get apt
need tclsh tcl; need xz xz-utils; need bzip2 bzip2; need "${HOST_CC:-cc}" gcc
[ -f /usr/lib/wasm32-wasi/libc.a ] || { echo "[cpython] error: wasi-libc missing (apt-get install wasi-libc)" >&2; exit 1; }
[ -n "$(ls /usr/lib/llvm-14/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null)" ] ||
  { echo "[cpython] error: clang's wasm32 builtins missing (apt-get install libclang-rt-14-dev-wasm32)" >&2; exit 1; }
started=$(date +%s)

# --- sources: Debian source packages through a private apt configuration (system lists untouched)
dl=$work/dl
if [ ! -f "$dl/.done" ]; then
  rm -rf "$dl"; mkdir -p "$dl/parts" "$dl/lists/partial" "$dl/cache"
  cat > "$dl/parts/src.sources" <<SRC
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  opts="-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts=$dl/parts -o Dir::State::Lists=$dl/lists -o Dir::Cache=$dl/cache -o APT::Sandbox::User=root"
  # The mirror sometimes drops a transfer (apt then fails to stat lists/partial/…): three tries.
  tries=0
  # shellcheck disable=SC2086
  until apt-get $opts -qq update; do
    tries=$((tries + 1))
    [ "$tries" -lt 3 ] || { echo "[cpython] error: apt-get update failed 3 times (network access to deb.debian.org?)" >&2; exit 1; }
    echo "[cpython] apt-get update failed; retrying in 5 s" >&2
    sleep 5
  done
  # shellcheck disable=SC2086
  (cd "$dl" && apt-get $opts -qq source --download-only "python3.11=$PYTHON_DEB" "zlib=$ZLIB_DEB" "bzip2=$BZIP2_DEB" "sqlite3=$SQLITE_DEB") || {
    echo "[cpython] error: the Debian archive no longer serves one of python3.11=$PYTHON_DEB zlib=$ZLIB_DEB bzip2=$BZIP2_DEB sqlite3=$SQLITE_DEB; update the pins in software/python/build.sh" >&2
    exit 1
  }
  touch "$dl/.done"
fi
py_orig=$(ls "$dl"/python3.11_*.orig.tar.gz)
zlib_orig=$(ls "$dl"/zlib_*.orig.tar.*)
bzip2_orig=$(ls "$dl"/bzip2_*.orig.tar.gz)
sqlite_orig=$(ls "$dl"/sqlite3_*.orig.tar.xz)

# --- toolchain: a private sysroot holding only wasi-libc, so configure never sees /usr/include's
# host headers (Debian's clang would search them after include/wasm32-wasi).
sysroot=$work/sysroot
mkdir -p "$sysroot/include" "$sysroot/lib"
ln -sfn /usr/include/wasm32-wasi "$sysroot/include/wasm32-wasi"
ln -sfn /usr/lib/wasm32-wasi "$sysroot/lib/wasm32-wasi"
CC="clang --target=wasm32-wasi --sysroot=$sysroot"
deps=$work/deps
mkdir -p "$deps/include" "$deps/lib"

# --- zlib (static, its own configure)
if [ ! -f "$deps/lib/libz.a" ]; then
  log "zlib"
  rm -rf "$work/zlib"; mkdir -p "$work/zlib"
  tar xf "$zlib_orig" -C "$work/zlib" --strip-components=1
  (cd "$work/zlib" && CC="$CC" AR=llvm-ar RANLIB=llvm-ranlib CFLAGS=-O2 CHOST=wasm32-wasi ./configure --static --prefix="$deps" >configure.log 2>&1 &&
    make -j1 libz.a >make.log 2>&1) || { tail -20 "$work/zlib/configure.log" "$work/zlib/make.log" 2>/dev/null; exit 1; }
  cp "$work/zlib/zlib.h" "$work/zlib/zconf.h" "$deps/include/"
  cp "$work/zlib/libz.a" "$deps/lib/"
fi

# --- bzip2 (static; its Makefile builds executables too, so compile the library directly)
if [ ! -f "$deps/lib/libbz2.a" ]; then
  log "bzip2"
  rm -rf "$work/bzip2"; mkdir -p "$work/bzip2"
  tar xzf "$bzip2_orig" -C "$work/bzip2" --strip-components=1
  (cd "$work/bzip2" &&
    for f in blocksort huffman crctable randtable compress decompress bzlib; do
      $CC -O2 -D_FILE_OFFSET_BITS=64 -c "$f.c" -o "$f.o" || exit 1
    done &&
    llvm-ar rcs libbz2.a blocksort.o huffman.o crctable.o randtable.o compress.o decompress.o bzlib.o)
  cp "$work/bzip2/bzlib.h" "$deps/include/"
  cp "$work/bzip2/libbz2.a" "$deps/lib/"
fi

# --- SQLite: the amalgamation is generated from the source tree on the build machine (its own
# configure, host cc, tclsh), then compiled for wasm32-wasi with sqlite_wasi.h (no file locks).
if [ ! -f "$deps/lib/libsqlite3.a" ]; then
  log "sqlite3"
  rm -rf "$work/sqlite"; mkdir -p "$work/sqlite/src" "$work/sqlite/amalgamation"
  tar xJf "$sqlite_orig" -C "$work/sqlite/src" --strip-components=1
  (cd "$work/sqlite/amalgamation" && CC="${HOST_CC:-cc}" ../src/configure >configure.log 2>&1 && make sqlite3.c >make.log 2>&1) ||
    { tail -20 "$work/sqlite/amalgamation/configure.log" "$work/sqlite/amalgamation/make.log" 2>/dev/null; exit 1; }
  (cd "$work/sqlite/amalgamation" &&
    $CC -O2 -include "$here/sqlite_wasi.h" -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_OMIT_WAL \
      -DSQLITE_MAX_MMAP_SIZE=0 -DSQLITE_DEFAULT_FOREIGN_KEYS=0 -D_WASI_EMULATED_GETPID -D_WASI_EMULATED_SIGNAL \
      -c sqlite3.c -o sqlite3.o && llvm-ar rcs libsqlite3.a sqlite3.o) || exit 1
  cp "$work/sqlite/amalgamation/sqlite3.h" "$deps/include/"
  cp "$work/sqlite/amalgamation/libsqlite3.a" "$deps/lib/"
fi

# --- CPython: the upstream tarball of Debian's source package, with our patches
src=$work/cpython
if [ ! -f "$src/.patched" ]; then
  log "CPython source from $(basename "$py_orig")"
  rm -rf "$src"; mkdir -p "$src"
  tar xzf "$py_orig" -C "$src" --strip-components=1
  for p in "$here"/patches/*.patch; do
    patch -p1 --batch --forward --silent -d "$src" -i "$p" || { echo "[cpython] error: $(basename "$p") does not apply" >&2; exit 1; }
  done
  cp "$here/_agentos.c" "$here/_agentos_net.c" "$src/Modules/"
  cp "$here/agentos_wasi.h" "$here/agentos_errno.h" "$src/Include/"
  cp -R "$here/include" "$src/agentos-include"
  touch "$src/.patched"
fi

build=$src/builddir/wasi
mkdir -p "$build/Modules"
if [ ! -f "$build/Makefile" ]; then
  # Out-of-tree builds read Modules/Setup.local from the build directory.
  cp "$here/Setup.local" "$build/Modules/Setup.local"
  log "configure (wasm32-unknown-wasi, build Python /usr/bin/python3.11)"
  t0=$(date +%s)
  cat "$src/Tools/wasm/config.site-wasm32-wasi" "$here/config.site" > "$build/config.site"
  (cd "$build" &&
    CC="$CC" CPP="$CC -E" CXX="clang++ --target=wasm32-wasi --sysroot=$sysroot" \
    AR=llvm-ar RANLIB=llvm-ranlib LDSHARED=wasm-ld \
    PKG_CONFIG_PATH="" PKG_CONFIG_LIBDIR="$sysroot/lib/pkgconfig" \
    CONFIG_SITE="$build/config.site" \
    CFLAGS="-include $src/Include/agentos_wasi.h -I$src/agentos-include -D_WASI_EMULATED_MMAN" \
    LIBS="-lwasi-emulated-mman" \
    ZLIB_CFLAGS="-I$deps/include" ZLIB_LIBS="-L$deps/lib -lz" \
    BZIP2_CFLAGS="-I$deps/include" BZIP2_LIBS="-L$deps/lib -lbz2" \
    LIBSQLITE3_CFLAGS="-I$deps/include" LIBSQLITE3_LIBS="-L$deps/lib -lsqlite3" \
    "$src/configure" -C --host=wasm32-unknown-wasi --build="$("$src/config.guess")" \
      --prefix=/usr --with-build-python=/usr/bin/python3.11 --disable-test-modules --enable-ipv6 \
      >configure.log 2>&1) || { tail -40 "$build/configure.log"; rm -f "$build/Makefile"; exit 1; }
  echo $(( $(date +%s) - t0 )) > "$build/.configure-seconds"
  log "configure: $(cat "$build/.configure-seconds") s"
fi

if [ ! -f "$build/python.wasm" ] || [ ! -f "$build/.made" ]; then
  log "make -j1"
  t0=$(date +%s)
  (cd "$build" && make -j1 >make.log 2>&1) || { tail -40 "$build/make.log"; exit 1; }
  echo $(( $(date +%s) - t0 )) > "$build/.make-seconds"
  touch "$build/.made"
  log "make: $(cat "$build/.make-seconds") s"
fi

# --- layout
stage=$out.stage
rm -rf "$stage"; mkdir -p "$stage/lib"
llvm-strip -o "$stage/python.wasm" "$build/python.wasm"
lib=$stage/lib/python$PY_VER
cp -a "$src/Lib" "$lib"
# ssl over host TLS replaces CPython's, which needs OpenSSL (lib/ssl.py says what it offers).
cp "$here/lib/ssl.py" "$here/lib/_ssl.py" "$lib/"
# ctypes cannot work (no native code): _ctypes.py makes `import ctypes` say so.
cp "$here/lib/_ctypes.py" "$lib/"
# pip's global configuration (agentos.json mounts it at /etc/xdg/pip).
mkdir -p "$stage/etc/xdg/pip"
cp "$here/pip.conf" "$stage/etc/xdg/pip/pip.conf"
# Test suites, the GUI stack and the ensurepip wheels are not shipped (pip is unpacked below).
rm -rf "$lib/test" "$lib/idlelib" "$lib/tkinter" "$lib/turtledemo" "$lib/turtle.py" "$lib/ensurepip/_bundled"
find "$lib" -depth -type d \( -name test -o -name tests -o -name __pycache__ \) -exec rm -rf {} +
sysconfigdata=$(ls "$build"/build/lib.wasi-wasm32-$PY_VER/_sysconfigdata_*.py)
cp "$sysconfigdata" "$lib/"
mkdir -p "$lib/lib-dynload" "$lib/site-packages"
# pip: the wheel CPython ships for ensurepip, unpacked beside the stdlib (read-only like it; the
# VM's site-packages is a separate writable mount).
pip_wheel=$(ls "$src"/Lib/ensurepip/_bundled/pip-*.whl)
unzip -q "$pip_wheel" -d "$lib"
# pip points C-extension failures (foreign-platform wheels, failed builds) to a sandbox.
patch -p1 --batch --forward --silent -d "$lib" -i "$here/pip-native-hint.patch" ||
  { echo "[cpython] error: pip-native-hint.patch does not apply" >&2; exit 1; }
# The mount is read-only: compile once, unchecked hashes (the host_dir's mtimes do not matter).
/usr/bin/python3.11 -m compileall -q -j 1 --invalidation-mode unchecked-hash "$lib" >/dev/null ||
  { echo "[cpython] error: compileall failed" >&2; exit 1; }
py_version=$(sed -n 's/^#define PY_VERSION *"\(.*\)".*/\1/p' "$src/Include/patchlevel.h")
pip_version=$(basename "$pip_wheel" | sed 's/^pip-\([^-]*\)-.*/\1/')
cat > "$stage/build-info.json" <<INFO
{
  "python": "$py_version",
  "pythonDebianSource": "python3.11 $PYTHON_DEB",
  "zlibDebianSource": "zlib $ZLIB_DEB",
  "bzip2DebianSource": "bzip2 $BZIP2_DEB",
  "sqliteDebianSource": "sqlite3 $SQLITE_DEB",
  "pip": "$pip_version",
  "wasmBytes": $(wc -c < "$stage/python.wasm"),
  "configureSeconds": $(cat "$build/.configure-seconds" 2>/dev/null || echo null),
  "makeSeconds": $(cat "$build/.make-seconds"),
  "totalSeconds": $(( $(date +%s) - started ))
}
INFO
rm -rf "$out"; mv "$stage" "$out"
log "done: $out ($(wc -c < "$out/python.wasm") bytes python.wasm)"
