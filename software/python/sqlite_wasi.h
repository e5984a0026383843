/* agentOS: what SQLite's unix VFS needs from wasi-libc beyond what it has, force-included into
 * sqlite3.c by software/python/build.sh.
 *
 * WASI has no advisory record locks: F_GETLK reports "unlocked" and F_SETLK/F_SETLKW succeed, so
 * SQLite's locks are no-ops. One process at a time may write a given database file (concurrent
 * writers from two VM processes can corrupt it). fchmod/fchown succeed without effect (the VM
 * keeps no owners; files get no mode through WASI). Used with SQLITE_OMIT_WAL (WAL needs shared
 * memory) and SQLITE_MAX_MMAP_SIZE=0 (no real mmap). */
#ifndef AGENTOS_SQLITE_WASI_H
#define AGENTOS_SQLITE_WASI_H
#include <fcntl.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/* wasi-libc declares struct flock but none of the lock commands. */
#define F_RDLCK 0
#define F_WRLCK 1
#define F_UNLCK 2
#define F_GETLK 5
#define F_SETLK 6
#define F_SETLKW 7

/* SQLite asks for the effective uid only to avoid root-owned journals; the VM user's, from
 * host_user (guest-abi.md section 10). */
__attribute__((import_module("host_user"), import_name("geteuid"))) int
agentos_sqlite_host_geteuid(unsigned *out);

static inline uid_t
agentos_sqlite_geteuid(void)
{
    unsigned id = 0;
    return agentos_sqlite_host_geteuid(&id) == 0 ? (uid_t)id : (uid_t)-1;
}

static inline int
agentos_sqlite_fchmod(int fd, mode_t mode)
{
    (void)fd;
    (void)mode;
    return 0;
}

static inline int
agentos_sqlite_fchown(int fd, uid_t uid, gid_t gid)
{
    (void)fd;
    (void)uid;
    (void)gid;
    return 0;
}

static inline int
agentos_sqlite_fcntl(int fd, int cmd, ...)
{
    va_list ap;
    va_start(ap, cmd);
    if (cmd == F_GETLK) {
        struct flock *lock = va_arg(ap, struct flock *);
        va_end(ap);
        lock->l_type = F_UNLCK;
        return 0;
    }
    if (cmd == F_SETLK || cmd == F_SETLKW) {
        va_end(ap);
        return 0;
    }
    int arg = va_arg(ap, int);
    va_end(ap);
    return fcntl(fd, cmd, arg);
}

#define geteuid agentos_sqlite_geteuid
#define fchmod agentos_sqlite_fchmod
#define fchown agentos_sqlite_fchown
#define fcntl agentos_sqlite_fcntl
#endif
