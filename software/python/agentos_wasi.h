/* agentOS: POSIX declarations wasi-libc leaves out because plain WASI has no users, umask or
 * processes. agentOS has them through its host imports; the definitions live in Modules/_agentos.c
 * (software/python/_agentos.c), built into python.wasm; waitpid and its macros are in
 * include/sys/wait.h. Force-included into every CPython compilation unit by
 * software/python/build.sh; config.site tells configure they exist. */
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
int kill(pid_t pid, int sig);
int system(const char *command);

#endif
