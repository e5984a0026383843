/* agentOS: errno numbers as Python code sees them. wasi-libc (and the agentOS host) number errors
 * as WASI does (ENOENT 44, EACCES 2, ...); CPython on Linux shows Linux's numbers (ENOENT 2). On
 * wasm32-wasi the `errno` module, OSError.errno, the OSError subclass map, os.strerror() and
 * socket.connect_ex() use Linux's numbers (patches/errno.patch); C code inside the interpreter keeps
 * wasi-libc's. Generated from wasi-libc's numbering (wasi/api.h) and host CPython's errno module;
 * WASI's ENOTCAPABLE (76), which Linux lacks, shows as EPERM. */
#ifndef AGENTOS_ERRNO_H
#define AGENTOS_ERRNO_H

static const short agentos_wasi_to_linux[] = {
      0,   7,  13,  98,  99,  97,  11, 114,   9,  74,
     16, 125,  10, 103, 111, 104,  35,  89,  33, 122,
     17,  14,  27, 113,  43,  84, 115,   4,  22,   5,
    106,  21,  40,  24,  31,  90,  72,  36, 100, 102,
    101,  23, 105,  19,   2,   8,  37,  67,  12,  42,
     92,  28,  38, 107,  20,  39, 131,  88,  95,  25,
      6,  75, 130,   1,  32,  71,  93,  91,  34,  30,
     29,   3, 116, 110,  26,  18,   1
};

/* -1: no WASI errno has this Linux number. */
static const short agentos_linux_to_wasi[] = {
      0,  63,  44,  71,  27,  29,  60,   1,  45,   8,
     12,   6,  48,   2,  21,  -1,  10,  20,  75,  43,
     54,  31,  28,  41,  33,  59,  74,  22,  51,  70,
     69,  34,  64,  18,  68,  16,  37,  46,  52,  55,
     32,  -1,  49,  24,  -1,  -1,  -1,  -1,  -1,  -1,
     -1,  -1,  -1,  -1,  -1,  -1,  -1,  -1,  -1,  -1,
     -1,  -1,  -1,  -1,  -1,  -1,  -1,  47,  -1,  -1,
     -1,  65,  36,  -1,   9,  61,  -1,  -1,  -1,  -1,
     -1,  -1,  -1,  -1,  25,  -1,  -1,  -1,  57,  17,
     35,  67,  50,  66,  -1,  58,  -1,   5,   3,   4,
     38,  40,  39,  13,  15,  42,  30,  53,  -1,  -1,
     73,  14,  -1,  23,   7,  26,  72,  -1,  -1,  -1,
     -1,  -1,  19,  -1,  -1,  11,  -1,  -1,  -1,  -1,
     62,  56
};

/* A wasi-libc errno as Linux numbers it (unknown numbers unchanged). */
static inline int
agentos_errno_to_linux(int e)
{
    if (e >= 0 && e < (int)(sizeof agentos_wasi_to_linux / sizeof agentos_wasi_to_linux[0])) {
        return agentos_wasi_to_linux[e];
    }
    return e;
}

/* A Linux errno as wasi-libc numbers it (unknown numbers unchanged). */
static inline int
agentos_errno_from_linux(int e)
{
    if (e >= 0 && e < (int)(sizeof agentos_linux_to_wasi / sizeof agentos_linux_to_wasi[0]) &&
        agentos_linux_to_wasi[e] >= 0) {
        return agentos_linux_to_wasi[e];
    }
    return e;
}
#endif
