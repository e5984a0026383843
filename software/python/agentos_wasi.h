/* agentOS: POSIX declarations wasi-libc leaves out because plain WASI has no users, umask or
 * processes. agentOS has them through its host imports; the definitions live in Modules/_agentos.c
 * (software/python/_agentos.c), built into python.wasm. Force-included into every CPython
 * compilation unit by software/python/build.sh; config.site tells configure they exist. */
#ifndef AGENTOS_WASI_H
#define AGENTOS_WASI_H
#include <sys/types.h>

uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);
mode_t umask(mode_t mask);

int pipe(int fds[2]);
int dup(int fd);
int dup2(int fd, int new_fd);
pid_t getppid(void);
pid_t waitpid(pid_t pid, int *status, int options);
int kill(pid_t pid, int sig);
int system(const char *command);

/* <sys/wait.h> (wasi-libc has none): the Linux encoding our waitpid() produces. */
#ifndef WNOHANG
#define WNOHANG 1
#define WUNTRACED 2
#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WTERMSIG(s) ((s) & 0x7f)
#define WSTOPSIG(s) WEXITSTATUS(s)
#define WIFEXITED(s) (!WTERMSIG(s))
#define WIFSTOPPED(s) ((short)((((s) & 0xffff) * 0x10001U) >> 8) > 0x7f00)
#define WIFSIGNALED(s) (((s) & 0xffff) - 1U < 0xffu)
#endif

#endif
