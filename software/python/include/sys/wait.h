/* agentOS: <sys/wait.h> for CPython on wasm32-wasi (wasi-libc has none). waitpid() is defined in
 * Modules/_agentos.c over host_process.proc_waitpid and encodes statuses as Linux does (exit code
 * << 8, or the signal number), so these are Linux's macros. On the include path through
 * software/python/build.sh. */
#ifndef AGENTOS_SYS_WAIT_H
#define AGENTOS_SYS_WAIT_H
#include <sys/types.h>

#define WNOHANG 1
#define WUNTRACED 2

#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WTERMSIG(s) ((s) & 0x7f)
#define WSTOPSIG(s) WEXITSTATUS(s)
#define WIFEXITED(s) (!WTERMSIG(s))
#define WIFSTOPPED(s) ((short)((((s) & 0xffff) * 0x10001U) >> 8) > 0x7f00)
#define WIFSIGNALED(s) (((s) & 0xffff) - 1U < 0xffu)

pid_t waitpid(pid_t pid, int *status, int options);
#endif
