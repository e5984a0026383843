// Random shell command lines from a grammar of bash constructs (issue 23's fuzz test). Every line
// is bounded when bash runs it: each loop carries its own counter, recursion is capped or meets
// bash's own limit, no command reads a terminal or sleeps for long, none changes directory (a
// glob in /dev would read /dev/zero) and none prints without end (no `seq` of a random count). A share of lines is then
// mutated (a character dropped, a token inserted, the line cut short) so the parser's error paths
// are walked too. Deterministic per seed: a failure names the seed and the line.

/** mulberry32: a small seeded PRNG (uniform in [0, 1)). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VARS = ['x', 'y', 'n', 's', 'IFS', 'i', 'arr', 'm', 'REPLY', 'OPTIND', '_v'];
const WORDS = ['a', 'b c', '', '*', '?', '-n', '--', '0', '-1', '42', '9223372036854775807', 'x=y', '"', "'", '\\', '$', '{a,b}', '~', '[a-z]*', '%s', '%d', '\\n', 'é', '日本', ')', '(', '}', '{'];
const SAFE_COMMANDS = ['echo', 'printf', 'true', 'false', ':', 'test', '[', 'cat', 'tr', 'wc', 'head', 'sort', 'cut', 'basename', 'dirname', 'expr'];
const BUILTINS = ['echo', 'printf', 'true', 'false', ':', 'test', 'type', 'command', 'declare', 'local', 'export', 'unset', 'set', 'shift', 'let', 'read', 'getopts', 'alias', 'unalias', 'hash', 'eval', 'builtin', 'return', 'break', 'continue', 'shopt', 'trap', 'pwd', 'mapfile', 'readonly', 'umask', 'wait', 'times', 'caller', 'dirs'];
const ARITH_OPS = ['+', '-', '*', '/', '%', '**', '<<', '>>', '&', '|', '^', '&&', '||', '<', '>', '==', '!=', ',', '=', '+=', '-='];
const PARAM_OPS = [':-', '-', ':=', ':+', '+', '#', '##', '%', '%%', '/', '//', '/#', '/%', '^', '^^', ',', ',,', ':0:1', ':1', ':-1', ': -2:1', '@Q', '@U', '@L', '@a'];
const REDIRS = ['>/dev/null', '2>/dev/null', '2>&1', '>f', '>>f', '<f', '<<<"$x"', '<<< word', '>&2', '<&-', '>&-', '{fd}>f', '3>f', '0</dev/null', '&>/dev/null', '>|f'];
const TRAPS = ['EXIT', 'ERR', 'RETURN', 'DEBUG', 'INT', 'USR1', 'TERM', '0', 'HUP', 'BOGUS'];

export class Grammar {
  constructor(seed) {
    this.r = rng(seed);
    this.loops = 0;
  }

  int(n) { return Math.floor(this.r() * n); }
  pick(list) { return list[this.int(list.length)]; }
  chance(p) { return this.r() < p; }

  word(depth = 0) {
    const k = this.int(depth > 2 ? 6 : 12);
    switch (k) {
      case 0: return this.pick(WORDS).replace(/['"\\$(){}]/g, '');
      case 1: return `'${this.pick(WORDS).replace(/'/g, '')}'`;
      case 2: return `"${this.pick(WORDS).replace(/["\\$`]/g, '')} $${this.pick(VARS)}"`;
      case 3: return `$${this.pick(VARS)}`;
      case 4: return this.param(depth + 1);
      case 5: return String(this.int(20) - 5);
      case 6: return `$(( ${this.arith(depth + 1)} ))`;
      case 7: return `"$(${this.simple(depth + 1)})"`;
      case 8: return `$'${this.pick(['\\n', '\\t', 'a\\x41', '\\u00e9', '\\0', '\\c', '\\'])}'`;
      case 9: return this.pick(['{1..3}', '{a,b}{c,d}', '{3..1..-1}', '{a..c}', '{01..3}', '{x}', '{,}', '{1..}']);
      case 10: return this.pick(['*', '*.txt', '?', '[ab]*', '@(a|b)', '!(x)', '+(f)', '**', '~', '~/x', '~nobody']);
      default: return `"\${${this.pick(['arr[@]', 'arr[*]', '#arr[@]', '!arr[@]', 'm[k]', 'arr[-1]', 'arr[1]', '@', '*', '#', '?', '$', '!x', '!#'])}}"`;
    }
  }

  param(depth) {
    const v = this.pick(VARS);
    if (this.chance(0.15)) return `\${#${v}}`;
    const op = this.pick(PARAM_OPS);
    const arg = /^[@:]/.test(op) ? '' : this.word(depth + 1).replace(/[}]/g, '');
    return `\${${v}${op}${arg}}`;
  }

  arith(depth = 0) {
    if (depth > 3 || this.chance(0.3)) {
      return this.pick([String(this.int(100) - 20), this.pick(VARS), '0', '-1', '2**63', '1<<70', 'arr[1]', 'x++', '--n', '0x1f', '08', '2#101', '64#z', '1/0', '5%0']);
    }
    if (this.chance(0.15)) return `${this.arith(depth + 1)} ? ${this.arith(depth + 1)} : ${this.arith(depth + 1)}`;
    if (this.chance(0.1)) return `(${this.arith(depth + 1)})`;
    if (this.chance(0.05)) return `!${this.arith(depth + 1)}`;
    const op = this.pick(ARITH_OPS);
    const lhs = /=$/.test(op) && op !== '==' && op !== '!=' ? this.pick(['x', 'n', 'arr[2]']) : this.arith(depth + 1);
    return `${lhs} ${op} ${this.arith(depth + 1)}`;
  }

  redirect() {
    const r = this.pick(REDIRS);
    return r.includes('{fd}') ? `${r}; exec {fd}>&-` : r;
  }

  simple(depth = 0) {
    const k = this.int(14);
    const args = () => Array.from({ length: this.int(4) }, () => this.word(depth + 1)).join(' ');
    switch (k) {
      case 0: return `${this.pick(VARS.filter((v) => v !== 'IFS' || this.chance(0.3)))}=${this.word(depth + 1)}`;
      case 1: return `arr=(${args()})`;
      case 2: return `arr[${this.arith(depth + 1)}]=${this.word(depth + 1)}`;
      case 3: return `declare -A m; m[${this.pick(['k', '"a b"', '$x', '0'])}]=${this.word(depth + 1)}`;
      case 4: return `(( ${this.arith(depth + 1)} ))`;
      case 5: return `[[ ${this.word(depth + 1)} ${this.pick(['==', '!=', '=~', '<', '>', '-eq', '-lt', '-n', '-z', '-v', '-f', '-d'])} ${this.word(depth + 1)} ]]`;
      case 6: return `printf ${this.pick(["'%s\\n'", "'%d\\n'", "'%5.2f'", "'%q '", "'%b'", "'%x %o'", "'%-3s|'", "'%c'", "'%'", "'%z'"])} ${args()}`;
      case 7: return `read ${this.pick(['-r', '-a arr', '-d ,', '-n 2', '-N 1', '-r x y', '-t 0'])} <<< ${this.word(depth + 1)}`;
      case 8: return this.chance(0.15) ? `${this.pick(SAFE_COMMANDS)} ${args()} </dev/null` : `${this.pick(BUILTINS)} ${args()} </dev/null`;
      case 9: return `${this.pick(BUILTINS)} ${args()}`;
      case 10: return `set -- ${args()}; ${this.pick(['shift', 'shift 2', 'echo $#', 'echo "$@"', 'echo "$*"', 'echo ${@:2}', 'getopts ab: o; echo $o'])}`;
      case 11: return `trap ${this.pick(["'echo trapped'", "''", '-', "'(( x++ ))'"])} ${this.pick(TRAPS)}`;
      case 12: return `${this.pick(['set', 'shopt'])} ${this.pick(['-e', '+e', '-u', '+u', '-o pipefail', '-f', '+f', '-s extglob', '-s nullglob', '-s globstar', '-s dotglob', '-s nocasematch', '-u nullglob', '-s expand_aliases', '-s lastpipe', '-x', '+x'])}`;
      default: return `echo ${args()}`;
    }
  }

  /** A loop bounded by a counter of its own (`__cN`), whatever its body does. */
  bounded(kind, body) {
    const c = `__c${this.loops++}`;
    const guard = `(( ${c}++ < ${1 + this.int(3)} ))`;
    switch (kind) {
      case 'while': return `${c}=0; while ${guard}; do ${body}; done`;
      case 'until': return `${c}=0; until ! ${guard}; do ${body}; done`;
      case 'cfor': return `for (( ${c} = 0; ${c} < ${1 + this.int(3)}; ${c}++ )); do ${body}; done`;
      default: return `for ${this.pick(['v', 'i', 'x'])} in ${Array.from({ length: this.int(4) }, () => this.word(2)).join(' ')}; do ${body}; done`;
    }
  }

  command(depth = 0) {
    if (depth > 2) return this.simple(depth);
    const k = this.int(16);
    switch (k) {
      case 0: return `${this.command(depth + 1)} | ${this.chance(0.1) ? this.pick(['cat', 'tr a-z A-Z', 'wc -l', 'head -n 2', 'sort']) : this.pick(['while read -r l; do echo "[$l]"; done', 'read -r x y', 'mapfile -t arr', this.command(depth + 1)])}`;
      case 1: return `${this.command(depth + 1)} ${this.pick(['&&', '||', ';', '&', '|&'])} ${this.command(depth + 1)}`;
      case 2: return `( ${this.list(depth + 1)} )`;
      case 3: return `{ ${this.list(depth + 1)}; }`;
      case 4: return `if ${this.command(depth + 1)}; then ${this.list(depth + 1)}; ${this.chance(0.3) ? `elif ${this.command(depth + 1)}; then ${this.list(depth + 1)}; ` : ''}${this.chance(0.5) ? `else ${this.list(depth + 1)}; ` : ''}fi`;
      case 5: return `case ${this.word(depth + 1)} in ${this.pick(['a', '*', '"b c"', '[0-9]*', '@(x|y)', '?', '-*'])}) ${this.list(depth + 1)} ;; ${this.pick([';&', ';;&', ';;'])} *) ${this.simple(depth + 1)} ;; esac`;
      case 6: return this.bounded(this.pick(['while', 'until', 'cfor', 'for']), this.list(depth + 1));
      case 7: {
        const f = this.pick(['f', 'g', 'h']);
        // Recursion ends at a small depth or redefines the function. Each definition has a counter
        // of its own: one shared counter, reset by a definition nested in the body, never ended.
        const d = `__d${this.loops++}`;
        return `${f}() { ${this.pick(['local', 'declare'])} ${this.pick(VARS)}=${this.word(depth + 1)}; (( ${d}++ < 8 )) && ${this.pick([f, `${f}() { echo re; }; ${f}`, 'return 3', this.simple(depth + 1)])}; ${this.list(depth + 1)}; }; ${d}=0; ${f} ${this.word(depth + 1)}`;
      }
      case 8: return `${this.simple(depth)} ${this.redirect()}`;
      case 9: return `{ ${this.pick(['read -r -d "" x', 'mapfile -t arr', 'while read -r l; do echo "<$l>"; done'])} <<${this.pick(['EOF', "'EOF'", '-EOF'])}\n${this.word(depth + 1)} $x $(echo in)\nEOF\n}`;
      case 10: return this.chance(0.1)
        ? `${this.pick(['diff', 'cat', 'wc -l', 'paste'])} <(${this.simple(depth + 1)}) ${this.pick(['<(echo b)', '', '- </dev/null'])}`
        : `${this.pick(['mapfile -t arr', 'read -r x', 'while read -r l; do echo "$l"; done'])} < <(${this.simple(depth + 1)})`;
      case 11: return `eval ${JSON.stringify(this.simple(depth + 1).replace(/[\\`$]/g, ''))}`;
      case 12: return `${this.pick(['!', 'time -p', 'command', 'builtin', 'exec'])} ${this.simple(depth + 1)}`;
      case 13: return `shopt -s expand_aliases; alias ${this.pick(['a1', 'a2', 'ls'])}=${JSON.stringify(this.simple(depth + 1).replace(/[\\`$"]/g, ''))}; ${this.pick(['a1', 'a2', 'ls'])} ${this.word(depth + 1)}`;
      case 14: return `x=$( ${this.list(depth + 1)} ); echo "$x"`;
      default: return this.simple(depth);
    }
  }

  list(depth = 0) {
    return Array.from({ length: 1 + this.int(depth > 0 ? 2 : 3) }, () => this.command(depth)).join(this.pick(['; ', ' && ', ' || ', '\n']));
  }

  /**
   * A syntax mutation: drop, duplicate or insert at a random place, or cut the line short. The
   * bounds (loop guards, the recursion counter) are left whole: a mutated guard loops for ever in
   * bash too, which tests nothing.
   */
  mutate(line) {
    const guarded = [];
    for (const m of line.matchAll(/__c\d+=0; (?:while|until !) \(\( __c\d+\+\+ < \d+ \)\)|for \(\( __c\d+ = 0; __c\d+ < \d+; __c\d+\+\+ \)\)|\(\( __d\d+\+\+ < 8 \)\) &&|__d\d+=0;/g)) {
      guarded.push([m.index, m.index + m[0].length]);
    }
    let at = this.int(line.length + 1);
    for (let tries = 0; tries < 20 && guarded.some(([a, b]) => at > a && at < b); tries++) at = this.int(line.length + 1);
    if (guarded.some(([a, b]) => at > a && at < b)) return line;
    switch (this.int(4)) {
      case 0: return line.slice(0, at) + line.slice(at + 1);
      case 1: return line.slice(0, at) + this.pick(['(', ')', '{', '}', ';', '|', '&', '"', "'", '`', '$(', '((', '[[', ']]', 'do', 'done', 'fi', 'esac', '<<', '\\', '$', '!']) + line.slice(at);
      case 2: return line.slice(0, at) + line.slice(Math.max(0, at - 8), at) + line.slice(at);
      default: return line.slice(0, at);
    }
  }

  line() {
    const line = this.list();
    return this.chance(0.25) ? this.mutate(line) : line;
  }
}

/** `count` lines from `seed`. */
export function lines(seed, count) {
  const g = new Grammar(seed);
  return Array.from({ length: count }, () => g.line());
}
