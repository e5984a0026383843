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

/* Sockets over `host_net` (docs/network.md; Modules/_agentos_net.c). wasi-libc declares accept,
 * recv, send, shutdown and getsockopt and hides the rest (plain WASI cannot create sockets). */
#include <sys/socket.h>
int socket(int domain, int type, int protocol);
int connect(int fd, const struct sockaddr *addr, socklen_t len);
int bind(int fd, const struct sockaddr *addr, socklen_t len);
int listen(int fd, int backlog);
int getsockname(int fd, struct sockaddr *__restrict addr, socklen_t *__restrict len);
int getpeername(int fd, struct sockaddr *__restrict addr, socklen_t *__restrict len);
int setsockopt(int fd, int level, int name, const void *value, socklen_t len);
int gethostname(char *name, size_t len);
/* Socket options wasi-libc leaves undefined, with Linux's (musl's) values: the host accepts and
 * ignores them except SO_SNDTIMEO (docs/network.md, net_setsockopt). */
#ifndef SO_REUSEADDR
#define SO_DEBUG 1
#define SO_REUSEADDR 2
#define SO_ERROR 4
#define SO_DONTROUTE 5
#define SO_BROADCAST 6
#define SO_SNDBUF 7
#define SO_RCVBUF 8
#define SO_KEEPALIVE 9
#define SO_OOBINLINE 10
#define SO_LINGER 13
#define SO_REUSEPORT 15
#define SO_RCVLOWAT 18
#define SO_SNDLOWAT 19
#define SO_ACCEPTCONN 30
#define SO_RCVTIMEO 66
#define SO_SNDTIMEO 67
#endif
#ifndef SOMAXCONN
#define SOMAXCONN 128
#endif

#endif
