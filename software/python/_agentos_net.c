/* Sockets for CPython on wasm32-wasi over agentOS's `host_net` imports (docs/network.md).
 *
 * The BSD socket calls wasi-libc leaves out (socket, connect, bind, listen, getsockname,
 * getpeername, setsockopt, getaddrinfo and friends), and accept/accept4/poll/select replaced, so
 * that CPython's own Modules/socketmodule.c and Modules/selectmodule.c build their full TCP
 * client and server paths (config.site says these functions exist). Reads and writes stay
 * wasi-libc's (fd_read/fd_write, sock_recv/sock_send on the kernel socket fd).
 *
 * - Addresses cross the ABI as text `host:port` (IPv6 bracketed); these functions convert from and
 *   to `struct sockaddr_in`/`sockaddr_in6`. wasi-libc's constants are the host's (AF_INET 1,
 *   AF_INET6 2, SOCK_STREAM 6, POLLIN 1, ...) and its errno numbers are the host's WASI errnos, so
 *   values pass through unchanged.
 * - The network policy is checked on the name a program connects to (`tcp://pypi.org:443`), but
 *   CPython resolves first and connects to an address. getaddrinfo therefore remembers which name
 *   each address it returned came from (the last 64), and connect to such an address connects to
 *   the name instead: the host resolves it again, checks the policy on the name and connects where
 *   the name resolves. Addresses nobody looked up connect as addresses (policy on the address).
 * - poll and select are `net_poll`, which waits on any fd (sockets, listeners, pipes, files).
 * - getsockopt answers SO_TYPE and SO_ERROR (0: net_connect completes before it returns).
 * - Names resolve in the host only: no reverse lookups (getnameinfo is numeric, except loopback,
 *   which is `localhost`), and services are numbers (plus `http`/`https`).
 */
#define PY_SSIZE_T_CLEAN
#include "Python.h"
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <unistd.h>
#include <wasi/api.h>

#define HOST_NET(name) __attribute__((import_module("host_net"), import_name(#name)))
HOST_NET(net_socket) int32_t host_net_socket(int32_t domain, int32_t type, int32_t proto, uint32_t *fd_out);
HOST_NET(net_connect) int32_t host_net_connect(int32_t fd, const char *addr, int32_t len);
HOST_NET(net_bind) int32_t host_net_bind(int32_t fd, const char *addr, int32_t len);
HOST_NET(net_listen) int32_t host_net_listen(int32_t fd, int32_t backlog);
HOST_NET(net_accept)
int32_t host_net_accept(int32_t fd, uint32_t *fd_out, char *addr_out, uint32_t *addr_len_inout);
HOST_NET(net_getsockname) int32_t host_net_getsockname(int32_t fd, char *buf, uint32_t *len_inout);
HOST_NET(net_getpeername) int32_t host_net_getpeername(int32_t fd, char *buf, uint32_t *len_inout);
HOST_NET(net_setsockopt)
int32_t host_net_setsockopt(int32_t fd, int32_t level, int32_t opt, const void *val, int32_t len);
HOST_NET(net_getaddrinfo)
int32_t host_net_getaddrinfo(const char *host, int32_t host_len, const char *port, int32_t port_len,
                             char *buf_out, uint32_t *len_inout);
HOST_NET(net_poll) int32_t host_net_poll(struct pollfd *fds, int32_t nfds, int32_t timeout_ms, uint32_t *ready_out);
HOST_NET(net_tls_connect) int32_t host_net_tls_connect(int32_t fd, const char *name, int32_t len);

static int
fail(int32_t err)
{
    errno = err;
    return -1;
}

/* --- addresses: struct sockaddr <-> `host:port` text */

static int
addr_text(const struct sockaddr *sa, socklen_t len, char *out, size_t cap)
{
    char ip[INET6_ADDRSTRLEN];
    if (sa == NULL) {
        return fail(EINVAL);
    }
    if (sa->sa_family == AF_INET && len >= sizeof(struct sockaddr_in)) {
        const struct sockaddr_in *in = (const struct sockaddr_in *)sa;
        if (inet_ntop(AF_INET, &in->sin_addr, ip, sizeof ip) == NULL) {
            return -1;
        }
        snprintf(out, cap, "%s:%u", ip, (unsigned)ntohs(in->sin_port));
        return 0;
    }
    if (sa->sa_family == AF_INET6 && len >= sizeof(struct sockaddr_in6)) {
        const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)sa;
        if (inet_ntop(AF_INET6, &in6->sin6_addr, ip, sizeof ip) == NULL) {
            return -1;
        }
        snprintf(out, cap, "[%s]:%u", ip, (unsigned)ntohs(in6->sin6_port));
        return 0;
    }
    return fail(sa->sa_family == AF_INET || sa->sa_family == AF_INET6 ? EINVAL : EAFNOSUPPORT);
}

/* Fills `sa` (capacity *len, which becomes the full size) from `host:port` text. */
static int
text_addr(const char *text, struct sockaddr *sa, socklen_t *len)
{
    char host[INET6_ADDRSTRLEN + 2];
    const char *colon = strrchr(text, ':');
    if (colon == NULL || (size_t)(colon - text) >= sizeof host) {
        return fail(EPROTO);
    }
    memcpy(host, text, (size_t)(colon - text));
    host[colon - text] = '\0';
    char *h = host;
    size_t hl = strlen(h);
    if (hl >= 2 && h[0] == '[' && h[hl - 1] == ']') {
        h[hl - 1] = '\0';
        h++;
    }
    if (strcmp(h, "localhost") == 0) {
        h = "127.0.0.1";
    }
    unsigned long port = strtoul(colon + 1, NULL, 10);
    struct sockaddr_storage ss;
    socklen_t size;
    memset(&ss, 0, sizeof ss);
    struct sockaddr_in *in = (struct sockaddr_in *)&ss;
    struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)&ss;
    if (inet_pton(AF_INET, h, &in->sin_addr) == 1) {
        in->sin_family = AF_INET;
        in->sin_port = htons((uint16_t)port);
        size = sizeof *in;
    }
    else if (inet_pton(AF_INET6, h, &in6->sin6_addr) == 1) {
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons((uint16_t)port);
        size = sizeof *in6;
    }
    else {
        return fail(EPROTO);
    }
    if (sa != NULL && len != NULL) {
        memcpy(sa, &ss, *len < size ? *len : size);
    }
    if (len != NULL) {
        *len = size;
    }
    return 0;
}

/* --- the names behind looked-up addresses (see the file comment) */

#define NAME_CACHE 64
static struct {
    int family;
    unsigned char addr[16];
    char name[256];
} names[NAME_CACHE];
static unsigned names_next;

static void
remember(const char *name, int family, const void *addr)
{
    size_t n = strlen(name);
    if (n == 0 || n >= sizeof names[0].name) {
        return;
    }
    unsigned i = names_next++ % NAME_CACHE;
    names[i].family = family;
    memset(names[i].addr, 0, 16);
    memcpy(names[i].addr, addr, family == AF_INET ? 4 : 16);
    memcpy(names[i].name, name, n + 1);
}

/* The name `sa`'s address was looked up under most recently, or NULL. */
static const char *
name_of(const struct sockaddr *sa)
{
    const void *addr;
    size_t n;
    if (sa->sa_family == AF_INET) {
        addr = &((const struct sockaddr_in *)sa)->sin_addr;
        n = 4;
    }
    else if (sa->sa_family == AF_INET6) {
        addr = &((const struct sockaddr_in6 *)sa)->sin6_addr;
        n = 16;
    }
    else {
        return NULL;
    }
    for (unsigned k = 1; k <= NAME_CACHE && k <= names_next; k++) {
        unsigned i = (names_next - k) % NAME_CACHE;
        if (names[i].family == sa->sa_family && memcmp(names[i].addr, addr, n) == 0) {
            return names[i].name;
        }
    }
    return NULL;
}

/* --- socket calls */

int
socket(int domain, int type, int protocol)
{
    uint32_t fd = 0;
    int32_t err = host_net_socket(domain, type, protocol, &fd);
    return err != 0 ? fail(err) : (int)fd;
}

int
connect(int fd, const struct sockaddr *sa, socklen_t len)
{
    char text[320];
    if (addr_text(sa, len, text, sizeof text) != 0) {
        return -1;
    }
    const char *name = name_of(sa);
    if (name != NULL) {
        unsigned port = ntohs(sa->sa_family == AF_INET ? ((const struct sockaddr_in *)sa)->sin_port
                                                       : ((const struct sockaddr_in6 *)sa)->sin6_port);
        snprintf(text, sizeof text, "%s:%u", name, port);
    }
    int32_t err = host_net_connect(fd, text, (int32_t)strlen(text));
    return err != 0 ? fail(err) : 0;
}

int
bind(int fd, const struct sockaddr *sa, socklen_t len)
{
    char text[80];
    if (addr_text(sa, len, text, sizeof text) != 0) {
        return -1;
    }
    int32_t err = host_net_bind(fd, text, (int32_t)strlen(text));
    return err != 0 ? fail(err) : 0;
}

int
listen(int fd, int backlog)
{
    int32_t err = host_net_listen(fd, backlog);
    return err != 0 ? fail(err) : 0;
}

int
accept4(int fd, struct sockaddr *__restrict sa, socklen_t *__restrict len, int flags)
{
    char text[80];
    uint32_t text_len = sizeof text - 1;
    uint32_t new_fd = 0;
    int32_t err = host_net_accept(fd, &new_fd, text, &text_len);
    if (err != 0) {
        return fail(err);
    }
    text[text_len < sizeof text ? text_len : sizeof text - 1] = '\0';
    if (sa != NULL && len != NULL && text_addr(text, sa, len) != 0) {
        *len = 0;
    }
    if ((flags & SOCK_NONBLOCK) && fcntl((int)new_fd, F_SETFL, O_NONBLOCK) != 0) {
        int saved = errno;
        close((int)new_fd);
        return fail(saved);
    }
    return (int)new_fd;
}

int
accept(int fd, struct sockaddr *__restrict sa, socklen_t *__restrict len)
{
    return accept4(fd, sa, len, 0);
}

static int
sockname(int fd, struct sockaddr *sa, socklen_t *len, int peer)
{
    char text[80];
    uint32_t text_len = sizeof text - 1;
    int32_t err = peer ? host_net_getpeername(fd, text, &text_len) : host_net_getsockname(fd, text, &text_len);
    if (err != 0) {
        return fail(err);
    }
    text[text_len < sizeof text ? text_len : sizeof text - 1] = '\0';
    return text_addr(text, sa, len);
}

int
getsockname(int fd, struct sockaddr *__restrict sa, socklen_t *__restrict len)
{
    return sockname(fd, sa, len, 0);
}

int
getpeername(int fd, struct sockaddr *__restrict sa, socklen_t *__restrict len)
{
    return sockname(fd, sa, len, 1);
}

int
setsockopt(int fd, int level, int name, const void *value, socklen_t len)
{
    int32_t err = host_net_setsockopt(fd, level, name, value, (int32_t)len);
    return err != 0 ? fail(err) : 0;
}

/* wasi-libc's answers SO_TYPE only; SO_ERROR is 0 here because connect reports its error itself
 * (net_connect always completes before returning). */
int
getsockopt(int fd, int level, int name, void *__restrict value, socklen_t *__restrict len)
{
    if (value == NULL || len == NULL || *len < sizeof(int)) {
        return fail(EINVAL);
    }
    __wasi_fdstat_t st;
    __wasi_errno_t err = __wasi_fd_fdstat_get(fd, &st);
    if (err != 0) {
        return fail(err);
    }
    if (st.fs_filetype != __WASI_FILETYPE_SOCKET_STREAM && st.fs_filetype != __WASI_FILETYPE_SOCKET_DGRAM) {
        return fail(ENOTSOCK);
    }
    int answer;
    if (level == SOL_SOCKET && name == SO_TYPE) {
        answer = st.fs_filetype == __WASI_FILETYPE_SOCKET_STREAM ? SOCK_STREAM : SOCK_DGRAM;
    }
    else if (level == SOL_SOCKET && name == SO_ERROR) {
        answer = 0;
    }
    else {
        return fail(ENOPROTOOPT);
    }
    memcpy(value, &answer, sizeof answer);
    *len = sizeof answer;
    return 0;
}

int
gethostname(char *name, size_t len)
{
    const char *h = getenv("HOSTNAME");
    if (h == NULL || *h == '\0') {
        h = "localhost";
    }
    if (strlen(h) + 1 > len) {
        return fail(ENAMETOOLONG);
    }
    memcpy(name, h, strlen(h) + 1);
    return 0;
}

/* --- poll and select over net_poll (struct pollfd is its 8-byte entry, same flag values) */

int
poll(struct pollfd *fds, nfds_t nfds, int timeout)
{
    uint32_t ready = 0;
    int32_t err = host_net_poll(fds, (int32_t)nfds, timeout, &ready);
    return err != 0 ? fail(err) : (int)ready;
}

int
select(int nfds, fd_set *__restrict r, fd_set *__restrict w, fd_set *__restrict e,
       struct timeval *__restrict timeout)
{
    struct pollfd entries[FD_SETSIZE];
    int n = 0;
    fd_set *sets[2] = {r, w};
    short events[2] = {POLLIN, POLLOUT};
    for (int s = 0; s < 2; s++) {
        if (sets[s] == NULL) {
            continue;
        }
        for (size_t i = 0; i < sets[s]->__nfds; i++) {
            int fd = sets[s]->__fds[i];
            if (fd < 0 || fd >= nfds) {
                continue;
            }
            int k = 0;
            while (k < n && entries[k].fd != fd) {
                k++;
            }
            if (k == n) {
                if (n == FD_SETSIZE) {
                    return fail(EINVAL);
                }
                entries[n].fd = fd;
                entries[n].events = 0;
                entries[n].revents = 0;
                n++;
            }
            entries[k].events |= events[s];
        }
    }
    int ms = -1;
    if (timeout != NULL) {
        if (timeout->tv_sec < 0 || timeout->tv_usec < 0) {
            return fail(EINVAL);
        }
        long long total = (long long)timeout->tv_sec * 1000 + (timeout->tv_usec + 999) / 1000;
        ms = total > 0x7fffffff ? 0x7fffffff : (int)total;
    }
    if (poll(entries, (nfds_t)n, ms) < 0) {
        return -1;
    }
    if (r != NULL) {
        FD_ZERO(r);
    }
    if (w != NULL) {
        FD_ZERO(w);
    }
    if (e != NULL) {
        FD_ZERO(e);
    }
    int count = 0;
    for (int k = 0; k < n; k++) {
        short rev = entries[k].revents;
        if (r != NULL && (entries[k].events & POLLIN) && (rev & (POLLIN | POLLHUP | POLLERR))) {
            FD_SET(entries[k].fd, r);
            count++;
        }
        if (w != NULL && (entries[k].events & POLLOUT) && (rev & (POLLOUT | POLLERR))) {
            FD_SET(entries[k].fd, w);
            count++;
        }
    }
    return count;
}

/* --- names */

int h_errno;

static const char *
service_port(const char *service, int flags, unsigned *port)
{
    if (service == NULL || *service == '\0') {
        *port = 0;
        return NULL;
    }
    char *end;
    unsigned long p = strtoul(service, &end, 10);
    if (*end == '\0' && p <= 65535) {
        *port = (unsigned)p;
        return NULL;
    }
    if (!(flags & AI_NUMERICSERV)) {
        if (strcmp(service, "http") == 0) {
            *port = 80;
            return NULL;
        }
        if (strcmp(service, "https") == 0) {
            *port = 443;
            return NULL;
        }
    }
    return "bad";
}

struct ai_block {
    struct addrinfo ai;
    struct sockaddr_storage ss;
};

/* Appends one result; 0, or EAI_MEMORY. */
static int
ai_add(struct addrinfo ***tail, int family, const void *addr, unsigned port, int socktype, int protocol)
{
    struct ai_block *b = calloc(1, sizeof *b);
    if (b == NULL) {
        return EAI_MEMORY;
    }
    b->ai.ai_family = family;
    b->ai.ai_socktype = socktype;
    b->ai.ai_protocol = protocol;
    b->ai.ai_addr = (struct sockaddr *)&b->ss;
    if (family == AF_INET) {
        struct sockaddr_in *in = (struct sockaddr_in *)&b->ss;
        in->sin_family = AF_INET;
        in->sin_port = htons((uint16_t)port);
        memcpy(&in->sin_addr, addr, 4);
        b->ai.ai_addrlen = sizeof *in;
    }
    else {
        struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)&b->ss;
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons((uint16_t)port);
        memcpy(&in6->sin6_addr, addr, 16);
        b->ai.ai_addrlen = sizeof *in6;
    }
    **tail = &b->ai;
    *tail = &b->ai.ai_next;
    return 0;
}

/* The host's answer: `[{"addr":"<IP literal>","family":4|6}, ...]` (docs/network.md). Only the
 * addresses are taken, each validated by inet_pton; anything else in the text is ignored. */
static const char *
next_addr(const char *p, char *out, size_t cap)
{
    static const char key[] = "\"addr\":\"";
    const char *at = strstr(p, key);
    if (at == NULL) {
        return NULL;
    }
    at += sizeof key - 1;
    const char *end = strchr(at, '"');
    if (end == NULL) {
        return NULL;
    }
    size_t n = (size_t)(end - at) < cap - 1 ? (size_t)(end - at) : cap - 1;
    memcpy(out, at, n);
    out[n] = '\0';
    return end + 1;
}

int
getaddrinfo(const char *__restrict node, const char *__restrict service,
            const struct addrinfo *__restrict hints, struct addrinfo **__restrict res)
{
    int flags = hints ? hints->ai_flags : 0;
    int family = hints ? hints->ai_family : AF_UNSPEC;
    int socktype = hints ? hints->ai_socktype : 0;
    int protocol = hints ? hints->ai_protocol : 0;
    unsigned port = 0;
    *res = NULL;
    if (family != AF_UNSPEC && family != AF_INET && family != AF_INET6) {
        return EAI_FAMILY;
    }
    if (socktype == 0) {
        socktype = SOCK_STREAM;
    }
    if (socktype != SOCK_STREAM && socktype != SOCK_DGRAM) {
        return EAI_SOCKTYPE;
    }
    if (protocol == 0) {
        protocol = socktype == SOCK_STREAM ? IPPROTO_TCP : IPPROTO_UDP;
    }
    if ((node == NULL || *node == '\0') && (service == NULL || *service == '\0')) {
        return EAI_NONAME;
    }
    if (service_port(service, flags, &port) != NULL) {
        return EAI_SERVICE;
    }
    struct addrinfo *head = NULL, **tail = &head;
    unsigned char addr[16];
    int rc = 0;
    if (node == NULL || *node == '\0') {
        /* The wildcard (AI_PASSIVE) or the loopback address. */
        unsigned char any4[4] = {0}, lo4[4] = {127, 0, 0, 1};
        struct in6_addr any6 = IN6ADDR_ANY_INIT, lo6 = IN6ADDR_LOOPBACK_INIT;
        int passive = flags & AI_PASSIVE;
        if (family != AF_INET6) {
            rc = ai_add(&tail, AF_INET, passive ? any4 : lo4, port, socktype, protocol);
        }
        if (rc == 0 && family != AF_INET) {
            rc = ai_add(&tail, AF_INET6, passive ? (void *)&any6 : (void *)&lo6, port, socktype, protocol);
        }
    }
    else if (inet_pton(AF_INET, node, addr) == 1) {
        if (family == AF_INET6) {
            return EAI_NONAME;
        }
        rc = ai_add(&tail, AF_INET, addr, port, socktype, protocol);
    }
    else if (inet_pton(AF_INET6, node, addr) == 1) {
        if (family == AF_INET) {
            return EAI_NONAME;
        }
        rc = ai_add(&tail, AF_INET6, addr, port, socktype, protocol);
    }
    else if (flags & AI_NUMERICHOST) {
        return EAI_NONAME;
    }
    else {
        uint32_t cap = 2048;
        char *buf = NULL;
        int32_t err;
        for (;;) {
            char *grown = realloc(buf, cap + 1);
            if (grown == NULL) {
                free(buf);
                return EAI_MEMORY;
            }
            buf = grown;
            uint32_t len = cap;
            err = host_net_getaddrinfo(node, (int32_t)strlen(node), "", 0, buf, &len);
            if (err == ENOBUFS && len > cap && len <= (1u << 20)) {
                cap = len;
                continue;
            }
            if (err == 0) {
                buf[len < cap ? len : cap] = '\0';
            }
            break;
        }
        if (err != 0) {
            free(buf);
            if (err == ENOENT || err == EINVAL) {
                return EAI_NONAME;
            }
            errno = err; /* EACCES: the policy refused the lookup */
            return EAI_SYSTEM;
        }
        char text[INET6_ADDRSTRLEN + 1];
        const char *p = buf;
        while (rc == 0 && (p = next_addr(p, text, sizeof text)) != NULL) {
            int f;
            if (inet_pton(AF_INET, text, addr) == 1) {
                f = AF_INET;
            }
            else if (inet_pton(AF_INET6, text, addr) == 1) {
                f = AF_INET6;
            }
            else {
                continue;
            }
            remember(node, f, addr);
            if (family == AF_UNSPEC || family == f) {
                rc = ai_add(&tail, f, addr, port, socktype, protocol);
            }
        }
        free(buf);
        if (rc == 0 && head == NULL) {
            rc = EAI_NONAME;
        }
    }
    if (rc == 0 && head != NULL && (flags & AI_CANONNAME) && node != NULL) {
        head->ai_canonname = strdup(node);
    }
    if (rc != 0) {
        freeaddrinfo(head);
        return rc;
    }
    *res = head;
    return 0;
}

void
freeaddrinfo(struct addrinfo *ai)
{
    while (ai != NULL) {
        struct addrinfo *next = ai->ai_next;
        free(ai->ai_canonname);
        free(ai); /* the ai_block starting with it */
        ai = next;
    }
}

const char *
gai_strerror(int code)
{
    switch (code) {
    case EAI_BADFLAGS: return "Bad value for ai_flags";
    case EAI_NONAME: return "Name or service not known";
    case EAI_AGAIN: return "Temporary failure in name resolution";
    case EAI_FAIL: return "Non-recoverable failure in name resolution";
    case EAI_FAMILY: return "ai_family not supported";
    case EAI_SOCKTYPE: return "ai_socktype not supported";
    case EAI_SERVICE: return "Servname not supported for ai_socktype";
    case EAI_MEMORY: return "Memory allocation failure";
    case EAI_SYSTEM: return "System error";
    case EAI_OVERFLOW: return "Argument buffer overflow";
    default: return "Unknown error";
    }
}

static int
is_loopback(const struct sockaddr *sa)
{
    if (sa->sa_family == AF_INET) {
        return (ntohl(((const struct sockaddr_in *)sa)->sin_addr.s_addr) >> 24) == 127;
    }
    const struct in6_addr lo = IN6ADDR_LOOPBACK_INIT;
    return sa->sa_family == AF_INET6 &&
           memcmp(&((const struct sockaddr_in6 *)sa)->sin6_addr, &lo, sizeof lo) == 0;
}

int
getnameinfo(const struct sockaddr *__restrict sa, socklen_t salen, char *__restrict host,
            socklen_t hostlen, char *__restrict serv, socklen_t servlen, int flags)
{
    char text[320];
    if (addr_text(sa, salen, text, sizeof text) != 0) {
        return EAI_FAMILY;
    }
    unsigned port = ntohs(sa->sa_family == AF_INET ? ((const struct sockaddr_in *)sa)->sin_port
                                                   : ((const struct sockaddr_in6 *)sa)->sin6_port);
    if (host != NULL && hostlen > 0) {
        char ip[INET6_ADDRSTRLEN];
        const char *name = ip;
        const void *a = sa->sa_family == AF_INET ? (const void *)&((const struct sockaddr_in *)sa)->sin_addr
                                                 : (const void *)&((const struct sockaddr_in6 *)sa)->sin6_addr;
        if (inet_ntop(sa->sa_family, a, ip, sizeof ip) == NULL) {
            return EAI_FAMILY;
        }
        if (!(flags & NI_NUMERICHOST)) {
            if (is_loopback(sa)) {
                name = "localhost";
            }
            else if (flags & NI_NAMEREQD) {
                return EAI_NONAME; /* no reverse lookups through the host */
            }
        }
        if (strlen(name) + 1 > hostlen) {
            return EAI_OVERFLOW;
        }
        memcpy(host, name, strlen(name) + 1);
    }
    if (serv != NULL && servlen > 0) {
        if ((socklen_t)snprintf(serv, servlen, "%u", port) >= servlen) {
            return EAI_OVERFLOW;
        }
    }
    return 0;
}

static struct hostent host_entry;
static char host_name[256];
static char *host_aliases[1];
static char *host_addrs[17];
static struct in_addr host_addr_data[16];

struct hostent *
gethostbyname(const char *name)
{
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(name, NULL, &hints, &res) != 0) {
        h_errno = HOST_NOT_FOUND;
        return NULL;
    }
    int n = 0;
    for (struct addrinfo *ai = res; ai != NULL && n < 16; ai = ai->ai_next) {
        host_addr_data[n] = ((struct sockaddr_in *)ai->ai_addr)->sin_addr;
        host_addrs[n] = (char *)&host_addr_data[n];
        n++;
    }
    host_addrs[n] = NULL;
    freeaddrinfo(res);
    snprintf(host_name, sizeof host_name, "%s", name);
    host_aliases[0] = NULL;
    host_entry.h_name = host_name;
    host_entry.h_aliases = host_aliases;
    host_entry.h_addrtype = AF_INET;
    host_entry.h_length = 4;
    host_entry.h_addr_list = host_addrs;
    return &host_entry;
}

/* No reverse lookups through the host: loopback is `localhost`, everything else not found. */
struct hostent *
gethostbyaddr(const void *addr, socklen_t len, int type)
{
    static unsigned char data[16];
    int lo = 0;
    if (type == AF_INET && len == 4) {
        lo = ((const unsigned char *)addr)[0] == 127;
    }
    else if (type == AF_INET6 && len == 16) {
        const struct in6_addr lo6 = IN6ADDR_LOOPBACK_INIT;
        lo = memcmp(addr, &lo6, 16) == 0;
    }
    if (!lo) {
        h_errno = HOST_NOT_FOUND;
        return NULL;
    }
    memcpy(data, addr, len);
    host_addrs[0] = (char *)data;
    host_addrs[1] = NULL;
    host_aliases[0] = NULL;
    snprintf(host_name, sizeof host_name, "localhost");
    host_entry.h_name = host_name;
    host_entry.h_aliases = host_aliases;
    host_entry.h_addrtype = type;
    host_entry.h_length = (int)len;
    host_entry.h_addr_list = host_addrs;
    return &host_entry;
}

const char *
hstrerror(int err)
{
    switch (err) {
    case HOST_NOT_FOUND: return "Unknown host";
    case TRY_AGAIN: return "Host name lookup failure";
    case NO_RECOVERY: return "Unknown server error";
    case NO_DATA: return "No address associated with name";
    default: return "Resolver internal error";
    }
}

/* _agentos.tls_connect(fd, server_hostname): host-side TLS on a connected, unused socket
 * (net_tls_connect); OSError with the host's errno: EPERM certificate not trusted, EPROTO
 * handshake failure, ETIMEDOUT, ENOTSUP on a connection to this VM's own listener. */
PyObject *
agentos_tls_connect(PyObject *module, PyObject *args)
{
    int fd;
    const char *name;
    Py_ssize_t len;
    if (!PyArg_ParseTuple(args, "is#:tls_connect", &fd, &name, &len)) {
        return NULL;
    }
    int32_t err;
    Py_BEGIN_ALLOW_THREADS
    err = host_net_tls_connect(fd, name, (int32_t)len);
    Py_END_ALLOW_THREADS
    if (err != 0) {
        errno = err;
        return PyErr_SetFromErrno(PyExc_OSError);
    }
    Py_RETURN_NONE;
}
