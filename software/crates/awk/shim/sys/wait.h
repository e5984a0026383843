/* agentOS: wasi-libc has no <sys/wait.h>; statuses from our system() are POSIX-encoded. */
#ifndef AGENTOS_SYS_WAIT_H
#define AGENTOS_SYS_WAIT_H
#define WIFEXITED(s) (((s) & 0x7f) == 0)
#define WEXITSTATUS(s) (((s) >> 8) & 0xff)
#define WIFSIGNALED(s) (((s) & 0x7f) != 0)
#define WTERMSIG(s) ((s) & 0x7f)
#endif
