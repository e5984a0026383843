// Builds the one true awk (Brian Kernighan's awk; Lucent/AT&T licence, a permissive MIT-like
// licence) for wasm32-wasip1 from Debian's `original-awk` source package, fetched at build time and
// never committed.
//
// Debian packages needed (bookworm):
//   apt-get install -y clang lld llvm wasi-libc libclang-rt-14-dev-wasm32 bison
// (clang through software/scripts/clang-wasi, set as CC_wasm32_wasip1 in software/.cargo/config.toml;
// bison for awkgram.y; the host C compiler `cc` for the generator maketab.)
//
// Source: $AGENTOS_AWK_SRC if set, else software/target/original-awk (fetched there by
// fetch-source.sh on first build: `apt-get source` with a private deb-src list).
//
// Edits made to the copy in OUT_DIR (checked; the build fails if upstream changes):
// - `exit` unwinds by returning the `jexit` cell instead of longjmp (WASI has no setjmp/longjmp);
//   `exit` in BEGIN skips the input and still runs END, as POSIX says.
// - `main` is renamed `awk_c_main`; src/main.rs adopts $PWD first and calls it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

fn run(cmd: &mut Command, what: &str) {
    let status = cmd
        .status()
        .unwrap_or_else(|e| panic!("{what}: cannot run {cmd:?}: {e}"));
    assert!(
        status.success(),
        "{what} failed: {cmd:?} exited with {status}"
    );
}

fn replace(text: &mut String, from: &str, to: &str, file: &str) {
    assert!(
        text.contains(from),
        "original-awk {file}: expected text not found: {from:?}"
    );
    *text = text.replacen(from, to, 1);
}

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-env-changed=AGENTOS_AWK_SRC");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=shim");
    println!("cargo:rerun-if-changed=fetch-source.sh");

    let src = match env::var_os("AGENTOS_AWK_SRC") {
        Some(dir) => PathBuf::from(dir),
        None => {
            let dir = manifest.join("../../target/original-awk");
            if !dir.join("run.c").exists() {
                run(
                    Command::new("sh")
                        .arg(manifest.join("fetch-source.sh"))
                        .arg(&dir),
                    "fetching the original-awk source (apt-get source)",
                );
            }
            dir
        }
    };
    assert!(
        src.join("run.c").exists(),
        "no awk source in {}",
        src.display()
    );

    let build = out.join("awk-src");
    let _ = fs::remove_dir_all(&build);
    fs::create_dir_all(&build).unwrap();
    for name in [
        "awk.h",
        "awkgram.y",
        "b.c",
        "lex.c",
        "lib.c",
        "main.c",
        "maketab.c",
        "parse.c",
        "proto.h",
        "run.c",
        "tran.c",
    ] {
        fs::copy(src.join(name), build.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    }

    // exit without longjmp.
    let run_c = build.join("run.c");
    let mut text = fs::read_to_string(&run_c).unwrap();
    replace(&mut text, "#include <setjmp.h>\n", "", "run.c");
    replace(&mut text, "jmp_buf env;\n", "", "run.c");
    replace(
        &mut text,
        "\tif (setjmp(env) != 0)\n\t\tgoto ex;\n",
        "",
        "run.c",
    );
    replace(
        &mut text,
        "\t\tx = execute(a[0]);\n\t\tif (isexit(x))\n\t\t\treturn(True);",
        "\t\tx = execute(a[0]);\n\t\tif (isexit(x))\n\t\t\tgoto ex;",
        "run.c",
    );
    replace(
        &mut text,
        "\tif (setjmp(env) != 0)\t/* handles exit within END */\n\t\tgoto ex1;\n",
        "",
        "run.c",
    );
    replace(&mut text, "  ex1:\n", "", "run.c");
    replace(
        &mut text,
        "\t\tlongjmp(env, 1);\n",
        "\t\treturn(jexit);\n",
        "run.c",
    );
    fs::write(&run_c, text).unwrap();

    // Grammar and the operator table (maketab runs on the build machine).
    run(
        Command::new("bison")
            .arg("-d")
            .arg("awkgram.y")
            .current_dir(&build),
        "bison (apt-get install bison)",
    );
    let host_cc = env::var("HOST_CC").unwrap_or_else(|_| "cc".into());
    run(
        Command::new(&host_cc)
            .args(["-O", "maketab.c", "-o", "maketab"])
            .current_dir(&build),
        "building maketab with the host C compiler",
    );
    let table = Command::new(build.join("maketab"))
        .arg("awkgram.tab.h")
        .current_dir(&build)
        .output()
        .expect("running maketab");
    assert!(table.status.success(), "maketab failed");
    fs::write(build.join("proctab.c"), table.stdout).unwrap();

    let shim = manifest.join("shim");
    let mut cc = cc::Build::new();
    for f in [
        "awkgram.tab.c",
        "b.c",
        "lex.c",
        "lib.c",
        "main.c",
        "parse.c",
        "proctab.c",
        "run.c",
        "tran.c",
    ] {
        cc.file(build.join(f));
    }
    cc.file(shim.join("shim.c"))
        .include(&build)
        .include(&shim)
        .flag("-include")
        .flag(shim.join("agentos_awk.h").to_str().unwrap())
        .define("_WASI_EMULATED_SIGNAL", None)
        .define("main", "awk_c_main")
        .opt_level(2)
        .warnings(false)
        .flag_if_supported("-Wno-implicit-function-declaration")
        .compile("onetrueawk");
    let _ = Path::new(&src);
}
