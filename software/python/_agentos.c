/* _agentos: what CPython on wasm32-wasi gets from the agentOS host beyond WASI preview1.
 *
 * POSIX functions wasi-libc lacks, defined over agentOS's host imports so that posixmodule's own
 * code paths (os.getuid, os.pipe, os.waitpid, os.kill, os.system, ...) work as on Linux:
 * - getuid/geteuid/getgid/getegid over `host_user` (guest-abi.md section 10);
 * - umask over `host_process.proc_umask` (ARCHITECTURE.md "umask"): the kernel's per-process mask,
 *   which files and directories the process creates get and its children inherit;
 * - pipe, dup, dup2, getpid, getppid, waitpid, kill, system over `host_process` (section 7).
 *
 * The builtin module `_agentos` adds spawn(), which Lib/subprocess.py uses instead of fork/exec
 * (patches/subprocess.patch), and tls_connect(), which Lib/ssl.py (software/python/lib/ssl.py) uses.
 * Sockets, name lookups, poll and select over `host_net` are in _agentos_net.c.
 */
#define PY_SSIZE_T_CLEAN
#include "Python.h"
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define HOST_USER(name)                                                                    \
    __attribute__((import_module("host_user"), import_name(#name))) int32_t agentos_##name( \
        uint32_t *out)
HOST_USER(getuid);
HOST_USER(geteuid);
HOST_USER(getgid);
HOST_USER(getegid);

/* The host writes the id and returns 0; a host without the import traps at the call (never here:
 * agentOS always links host_user). */
static uint32_t
host_id(int32_t (*call)(uint32_t *))
{
    uint32_t id = 0;
    if (call(&id) != 0) {
        return (uint32_t)-1;
    }
    return id;
}

uid_t getuid(void) { return (uid_t)host_id(agentos_getuid); }
uid_t geteuid(void) { return (uid_t)host_id(agentos_geteuid); }
gid_t getgid(void) { return (gid_t)host_id(agentos_getgid); }
gid_t getegid(void) { return (gid_t)host_id(agentos_getegid); }

__attribute__((import_module("host_process"), import_name("proc_umask")))
int32_t agentos_proc_umask(int32_t mask, uint32_t *old_out);

mode_t
umask(mode_t mask)
{
    uint32_t old = 022;
    if (agentos_proc_umask((int32_t)(mask & 0777), &old) != 0) {
        return 022;
    }
    return (mode_t)old;
}


/* --- host_process (guest-abi.md section 7): every call returns a WASI errno, which is also
 * wasi-libc's errno numbering. */
#define HOST_PROCESS(name) __attribute__((import_module("host_process"), import_name(#name)))
HOST_PROCESS(proc_spawn)
int32_t agentos_proc_spawn(const char *argv, int32_t argv_len, const char *envp, int32_t envp_len,
                           int32_t stdin_fd, int32_t stdout_fd, int32_t stderr_fd,
                           const char *cwd, int32_t cwd_len, uint32_t *pid_out);
HOST_PROCESS(proc_waitpid)
int32_t agentos_proc_waitpid(int32_t pid, int32_t options, uint32_t *status_out, uint32_t *pid_out);
HOST_PROCESS(proc_kill) int32_t agentos_proc_kill(int32_t pid, int32_t sig);
HOST_PROCESS(proc_getpid) int32_t agentos_proc_getpid(uint32_t *pid_out);
HOST_PROCESS(proc_getppid) int32_t agentos_proc_getppid(uint32_t *pid_out);
HOST_PROCESS(fd_pipe) int32_t agentos_fd_pipe(uint32_t *read_out, uint32_t *write_out);
HOST_PROCESS(fd_dup) int32_t agentos_fd_dup(int32_t fd, uint32_t *new_fd_out);
HOST_PROCESS(fd_dup2) int32_t agentos_fd_dup2(int32_t fd, int32_t new_fd);

/* The agentOS ABI calls "no such child" 10 (WASI's EBUSY); POSIX says ECHILD. */
#define AGENTOS_ECHILD 10

static int
fail(int32_t err)
{
    errno = err;
    return -1;
}

int
pipe(int fds[2])
{
    uint32_t r = 0, w = 0;
    int32_t err = agentos_fd_pipe(&r, &w);
    if (err != 0) {
        return fail(err);
    }
    fds[0] = (int)r;
    fds[1] = (int)w;
    return 0;
}

int
dup(int fd)
{
    uint32_t new_fd = 0;
    int32_t err = agentos_fd_dup(fd, &new_fd);
    return err != 0 ? fail(err) : (int)new_fd;
}

int
dup2(int fd, int new_fd)
{
    int32_t err = agentos_fd_dup2(fd, new_fd);
    return err != 0 ? fail(err) : new_fd;
}

pid_t
getpid(void)
{
    uint32_t pid = 0;
    return agentos_proc_getpid(&pid) != 0 ? (pid_t)1 : (pid_t)pid;
}

pid_t
getppid(void)
{
    uint32_t pid = 0;
    return agentos_proc_getppid(&pid) != 0 ? (pid_t)0 : (pid_t)pid;
}

/* agentOS statuses are raw 0..255, `128 + n` after signal n (guest-abi.md section 12). The host
 * writes them in the POSIX "exited" encoding (raw << 8, crates/wasi-host host_process.rs
 * `wait_status`); a bare raw value (the shape guest-abi.md 7.3 describes) is accepted too. POSIX
 * encodes an exit code as code << 8 and a signal death as the signal number, so 128 + n becomes
 * signal n, as agentos-process decodes it (an `exit 130` thus reads as SIGINT: the ABI's
 * ambiguity). */
static int
wait_status(uint32_t word)
{
    uint32_t raw = word > 0xff ? (word >> 8) & 0xff : word;
    if (raw >= 129 && raw <= 192) {
        return (int)(raw - 128);
    }
    return (int)(raw << 8);
}

pid_t
waitpid(pid_t pid, int *status, int options)
{
    uint32_t raw = 0, reaped = 0;
    int32_t err = agentos_proc_waitpid((int32_t)pid, (options & WNOHANG) ? 1 : 0, &raw, &reaped);
    if (err != 0) {
        return fail(err == AGENTOS_ECHILD ? ECHILD : err);
    }
    if (reaped != 0 && status != NULL) {
        *status = wait_status(raw);
    }
    return (pid_t)reaped;
}

int
kill(pid_t pid, int sig)
{
    int32_t err = agentos_proc_kill((int32_t)pid, sig);
    return err != 0 ? fail(err) : 0;
}

/* NUL-terminated strings one after another, as proc_spawn takes argv and envp. */
struct strings {
    char *data;
    size_t len;
    size_t cap;
};

static int
strings_add(struct strings *s, const char *text, size_t len)
{
    if (s->len + len + 1 > s->cap) {
        size_t cap = (s->cap ? s->cap * 2 : 256);
        while (cap < s->len + len + 1) {
            cap *= 2;
        }
        char *data = realloc(s->data, cap);
        if (data == NULL) {
            return -1;
        }
        s->data = data;
        s->cap = cap;
    }
    memcpy(s->data + s->len, text, len);
    s->data[s->len + len] = '\0';
    s->len += len + 1;
    return 0;
}

extern char **environ;

/* The calling process's current environment (wasi-libc's `environ`, which os.putenv changes). */
static int
strings_environ(struct strings *s)
{
    for (char **e = environ; e != NULL && *e != NULL; e++) {
        if (strings_add(s, *e, strlen(*e)) != 0) {
            return -1;
        }
    }
    return 0;
}

/* `sh -c command` with this process's stdio, environment and working directory; returns its
 * wait status, or -1 with errno when it cannot start. system(NULL) says a shell exists. */
int
system(const char *command)
{
    if (command == NULL) {
        return 1;
    }
    struct strings argv = {0}, envp = {0};
    char cwd[4096];
    if (getcwd(cwd, sizeof cwd) == NULL) {
        cwd[0] = '\0';
    }
    int result = -1;
    if (strings_add(&argv, "sh", 2) == 0 && strings_add(&argv, "-c", 2) == 0 &&
        strings_add(&argv, command, strlen(command)) == 0 && strings_environ(&envp) == 0) {
        uint32_t pid = 0;
        int32_t err = agentos_proc_spawn(argv.data, (int32_t)argv.len, envp.data, (int32_t)envp.len,
                                         0, 1, 2, cwd, (int32_t)strlen(cwd), &pid);
        if (err != 0) {
            errno = err;
        }
        else {
            int status = 0;
            result = waitpid((pid_t)pid, &status, 0) < 0 ? -1 : status;
        }
    }
    else {
        errno = ENOMEM;
    }
    free(argv.data);
    free(envp.data);
    return result;
}

/* _agentos.spawn(argv, env, cwd, stdin, stdout, stderr) -> pid
 *
 * argv and env are sequences of bytes (env entries `KEY=VALUE`; empty means none), cwd bytes,
 * stdin/stdout/stderr fds of this process (-1 = this process's own 0/1/2). OSError with the
 * host's errno and argv[0] as filename when the host refuses (ENOENT: command not found). */
static int
add_bytes(struct strings *s, PyObject *seq, const char *what)
{
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) {
        return -1;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        char *data;
        Py_ssize_t len;
        if (PyBytes_AsStringAndSize(item, &data, &len) != 0) {
            Py_DECREF(fast);
            return -1;
        }
        if (memchr(data, '\0', (size_t)len) != NULL) {
            PyErr_Format(PyExc_ValueError, "embedded null byte in %s", what);
            Py_DECREF(fast);
            return -1;
        }
        if (strings_add(s, data, (size_t)len) != 0) {
            PyErr_NoMemory();
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

static PyObject *
agentos_spawn(PyObject *module, PyObject *args)
{
    PyObject *argv_obj, *env_obj;
    const char *cwd;
    Py_ssize_t cwd_len;
    int fds[3];
    if (!PyArg_ParseTuple(args, "OOy#iii:spawn", &argv_obj, &env_obj, &cwd, &cwd_len,
                          &fds[0], &fds[1], &fds[2])) {
        return NULL;
    }
    struct strings argv = {0}, envp = {0};
    PyObject *result = NULL;
    if (add_bytes(&argv, argv_obj, "argv") != 0 || add_bytes(&envp, env_obj, "env") != 0) {
        goto done;
    }
    if (argv.len == 0) {
        PyErr_SetString(PyExc_ValueError, "spawn: empty argv");
        goto done;
    }
    for (int i = 0; i < 3; i++) {
        if (fds[i] < 0) {
            fds[i] = i;
        }
    }
    uint32_t pid = 0;
    int32_t err;
    Py_BEGIN_ALLOW_THREADS
    err = agentos_proc_spawn(argv.data, (int32_t)argv.len, envp.data, (int32_t)envp.len,
                             fds[0], fds[1], fds[2], cwd, (int32_t)cwd_len, &pid);
    Py_END_ALLOW_THREADS
    if (err != 0) {
        errno = err;
        PyObject *name = PyUnicode_DecodeFSDefault(argv.data);
        if (name != NULL) {
            PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, name);
            Py_DECREF(name);
        }
        goto done;
    }
    result = PyLong_FromUnsignedLong(pid);
done:
    free(argv.data);
    free(envp.data);
    return result;
}

/* In _agentos_net.c. */
PyObject *agentos_tls_connect(PyObject *module, PyObject *args);

static PyMethodDef agentos_methods[] = {
    {"spawn", agentos_spawn, METH_VARARGS,
     "spawn(argv, env, cwd, stdin, stdout, stderr) -> pid\n\n"
     "Starts a VM process through the agentOS host (host_process.proc_spawn)."},
    {"tls_connect", agentos_tls_connect, METH_VARARGS,
     "tls_connect(fd, server_hostname)\n\n"
     "Upgrades a connected socket to host-side TLS (host_net.net_tls_connect); the fd then "
     "carries plaintext. Used by Lib/ssl.py."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef agentos_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_agentos",
    .m_doc = "agentOS host services for CPython on wasm32-wasi (internal).",
    .m_size = 0,
    .m_methods = agentos_methods,
};

PyMODINIT_FUNC
PyInit__agentos(void)
{
    return PyModuleDef_Init(&agentos_module);
}
