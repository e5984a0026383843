"""TLS for Python on agentOS: the host does the handshake and the crypto.

This replaces CPython's Lib/ssl.py, which needs OpenSSL (_ssl) in the interpreter. On agentOS a
connected socket is upgraded to TLS by the host (host_net.net_tls_connect, rustls: webpki roots
plus the VM's network.caCerts, certificate and name verification always on, SNI = the server
name); afterwards the socket's fd carries plaintext, so an SSLSocket is a socket that reads and
writes as usual. The API is CPython 3.11's client side:

- SSLContext (PROTOCOL_TLS_CLIENT, create_default_context, _create_unverified_context),
  wrap_socket(sock, server_hostname=...) hands the handshake to the host; SSLSocket with
  getpeercert, version, cipher, selected_alpn_protocol, unwrap; the exception classes.
- Verification cannot be turned off or changed from Python: verify_mode, check_hostname,
  load_verify_locations, load_default_certs and set_ciphers are accepted and recorded, but the host
  verifies every certificate against its own roots and the VM's network.caCerts (add a private CA
  there). A certificate it does not trust is SSLCertVerificationError.
- getpeercert() returns what the host verified (the server name as subjectAltName), not the
  certificate, which stays in the host; getpeercert(binary_form=True) is None.
- Not available (SSLError / NotImplementedError with a reason): server-side TLS
  (server_side=True, load_cert_chain for serving), client certificates, MemoryBIO/SSLObject
  (so asyncio's ssl= transports), TLS to a listener of the same VM (both ends are guests).
"""

import os
import sys
from collections import namedtuple
from enum import Enum as _Enum, IntEnum as _IntEnum, IntFlag as _IntFlag

import _agentos
import errno as _errno
import socket as _socket
from socket import socket, SOCK_STREAM, create_connection, AF_INET, _GLOBAL_DEFAULT_TIMEOUT

# Libraries test this string for "OpenSSL " (urllib3 2 warns otherwise): the host's TLS (rustls)
# offers what OpenSSL 3.0 does for a client; the string says what it is after that prefix.
OPENSSL_VERSION = "OpenSSL 3.0.0 compatible: agentOS host TLS (rustls)"
OPENSSL_VERSION_INFO = (3, 0, 0, 0, 0)
OPENSSL_VERSION_NUMBER = 0x30000000
_OPENSSL_API_VERSION = OPENSSL_VERSION_INFO

HAS_SNI = True
HAS_ECDH = True
HAS_NPN = False
HAS_ALPN = True
HAS_NEVER_CHECK_COMMON_NAME = True
HAS_SSLv2 = False
HAS_SSLv3 = False
HAS_TLSv1 = False
HAS_TLSv1_1 = False
HAS_TLSv1_2 = True
HAS_TLSv1_3 = True
CHANNEL_BINDING_TYPES = []
_DEFAULT_CIPHERS = "DEFAULT"


class _SSLMethod(_IntEnum):
    PROTOCOL_SSLv23 = 2
    PROTOCOL_TLS_CLIENT = 16
    PROTOCOL_TLS_SERVER = 17


_SSLMethod.PROTOCOL_TLS = _SSLMethod.PROTOCOL_SSLv23
globals().update(_SSLMethod.__members__)
PROTOCOL_TLS = _SSLMethod.PROTOCOL_SSLv23
_PROTOCOL_NAMES = {m.value: m.name for m in _SSLMethod}


class Options(_IntFlag):
    OP_ALL = 0x80000050
    OP_NO_SSLv2 = 0
    OP_NO_SSLv3 = 0x02000000
    OP_NO_TLSv1 = 0x04000000
    OP_NO_TLSv1_1 = 0x10000000
    OP_NO_TLSv1_2 = 0x08000000
    OP_NO_TLSv1_3 = 0x20000000
    OP_NO_COMPRESSION = 0x20000
    OP_NO_TICKET = 0x4000
    OP_NO_RENEGOTIATION = 0x40000000
    OP_CIPHER_SERVER_PREFERENCE = 0x400000
    OP_SINGLE_DH_USE = 0
    OP_SINGLE_ECDH_USE = 0
    OP_ENABLE_MIDDLEBOX_COMPAT = 0x100000
    OP_IGNORE_UNEXPECTED_EOF = 0x80


globals().update(Options.__members__)


class AlertDescription(_IntEnum):
    ALERT_DESCRIPTION_CLOSE_NOTIFY = 0
    ALERT_DESCRIPTION_HANDSHAKE_FAILURE = 40
    ALERT_DESCRIPTION_BAD_CERTIFICATE = 42
    ALERT_DESCRIPTION_UNKNOWN_CA = 48
    ALERT_DESCRIPTION_INTERNAL_ERROR = 80


globals().update(AlertDescription.__members__)


class SSLErrorNumber(_IntEnum):
    SSL_ERROR_SSL = 1
    SSL_ERROR_WANT_READ = 2
    SSL_ERROR_WANT_WRITE = 3
    SSL_ERROR_WANT_X509_LOOKUP = 4
    SSL_ERROR_SYSCALL = 5
    SSL_ERROR_ZERO_RETURN = 6
    SSL_ERROR_WANT_CONNECT = 7
    SSL_ERROR_EOF = 8
    SSL_ERROR_INVALID_ERROR_CODE = 10


globals().update(SSLErrorNumber.__members__)


class VerifyFlags(_IntFlag):
    VERIFY_DEFAULT = 0
    VERIFY_CRL_CHECK_LEAF = 0x4
    VERIFY_CRL_CHECK_CHAIN = 0xC
    VERIFY_X509_STRICT = 0x20
    VERIFY_ALLOW_PROXY_CERTS = 0x40
    VERIFY_X509_TRUSTED_FIRST = 0x8000
    VERIFY_X509_PARTIAL_CHAIN = 0x80000


globals().update(VerifyFlags.__members__)


class VerifyMode(_IntEnum):
    CERT_NONE = 0
    CERT_OPTIONAL = 1
    CERT_REQUIRED = 2


globals().update(VerifyMode.__members__)


class TLSVersion(_IntEnum):
    MINIMUM_SUPPORTED = -2
    SSLv3 = 768
    TLSv1 = 769
    TLSv1_1 = 770
    TLSv1_2 = 771
    TLSv1_3 = 772
    MAXIMUM_SUPPORTED = -1


class SSLError(OSError):
    """An error from the host's TLS."""

    library = None
    reason = None

    def __str__(self):
        return self.strerror if self.strerror is not None else super().__str__()


class SSLZeroReturnError(SSLError):
    pass


class SSLWantReadError(SSLError):
    pass


class SSLWantWriteError(SSLError):
    pass


class SSLSyscallError(SSLError):
    pass


class SSLEOFError(SSLError):
    pass


class SSLCertVerificationError(SSLError, ValueError):
    verify_code = None
    verify_message = None


CertificateError = SSLCertVerificationError
socket_error = OSError

DefaultVerifyPaths = namedtuple(
    "DefaultVerifyPaths",
    "cafile capath openssl_cafile_env openssl_cafile openssl_capath_env openssl_capath",
)


def get_default_verify_paths():
    """No files: the host holds the roots (webpki roots plus the VM's network.caCerts)."""
    return DefaultVerifyPaths(None, None, "SSL_CERT_FILE", None, "SSL_CERT_DIR", None)


class _ASN1Object(namedtuple("_ASN1Object", "nid shortname longname oid")):
    pass


class Purpose(_ASN1Object, _Enum):
    SERVER_AUTH = (129, "serverAuth", "TLS Web Server Authentication", "1.3.6.1.5.5.7.3.1")
    CLIENT_AUTH = (130, "clientAuth", "TLS Web Client Authentication", "1.3.6.1.5.5.7.3.2")


def _unsupported(what):
    return SSLError(_errno.ENOTSUP, f"{what} is not available on agentOS (the host does client-side TLS only)")


class SSLContext:
    """Settings for wrap_socket; the host does the handshake and always verifies (module doc)."""

    sslsocket_class = None  # set below
    sslobject_class = None

    def __init__(self, protocol=None, *args, **kwargs):
        if protocol is None:
            protocol = PROTOCOL_TLS
        self.protocol = _SSLMethod(protocol)
        client = self.protocol != PROTOCOL_TLS_SERVER
        self._verify_mode = CERT_REQUIRED if self.protocol == PROTOCOL_TLS_CLIENT else CERT_NONE
        self._check_hostname = self.protocol == PROTOCOL_TLS_CLIENT
        self.options = Options(OP_ALL | OP_NO_SSLv3 | OP_NO_COMPRESSION | OP_CIPHER_SERVER_PREFERENCE
                               | OP_ENABLE_MIDDLEBOX_COMPAT | OP_NO_SSLv2)
        self.verify_flags = VerifyFlags(VERIFY_X509_TRUSTED_FIRST)
        self.minimum_version = TLSVersion.MINIMUM_SUPPORTED
        self.maximum_version = TLSVersion.MAXIMUM_SUPPORTED
        self.post_handshake_auth = False
        self.hostname_checks_common_name = False
        self.keylog_filename = None
        self.sni_callback = None
        self.security_level = 2
        self.num_tickets = 2
        self._alpn = None
        self._client = client

    @property
    def verify_mode(self):
        return self._verify_mode

    @verify_mode.setter
    def verify_mode(self, value):
        value = VerifyMode(value)
        if value == CERT_NONE and self._check_hostname:
            raise ValueError("Cannot set verify_mode to CERT_NONE when check_hostname is enabled.")
        self._verify_mode = value

    @property
    def check_hostname(self):
        return self._check_hostname

    @check_hostname.setter
    def check_hostname(self, value):
        value = bool(value)
        if value and self._verify_mode == CERT_NONE:
            self._verify_mode = CERT_REQUIRED
        self._check_hostname = value

    def load_verify_locations(self, cafile=None, capath=None, cadata=None):
        """Checked for existence, then left to the host: it trusts its roots and network.caCerts."""
        if cafile is None and capath is None and cadata is None:
            raise TypeError("cafile, capath and cadata cannot be all omitted")
        for path in (cafile, capath):
            if path is not None and not os.path.exists(path):
                raise FileNotFoundError(_errno.ENOENT, os.strerror(_errno.ENOENT), path)

    def load_default_certs(self, purpose=Purpose.SERVER_AUTH):
        pass

    def set_default_verify_paths(self):
        pass

    def load_cert_chain(self, certfile, keyfile=None, password=None):
        raise _unsupported("a client or server certificate (load_cert_chain)")

    def load_dh_params(self, path):
        pass

    def set_ciphers(self, ciphers):
        pass

    def get_ciphers(self):
        return []

    def set_alpn_protocols(self, protocols):
        self._alpn = list(protocols)

    def set_npn_protocols(self, protocols):
        pass

    def set_ecdh_curve(self, name):
        pass

    def set_servername_callback(self, callback):
        self.sni_callback = callback

    def cert_store_stats(self):
        return {"x509": 0, "crl": 0, "x509_ca": 0}

    def get_ca_certs(self, binary_form=False):
        return []

    def session_stats(self):
        return {}

    def wrap_socket(self, sock, server_side=False, do_handshake_on_connect=True,
                    suppress_ragged_eofs=True, server_hostname=None, session=None):
        return self.sslsocket_class._create(
            sock=sock, server_side=server_side, do_handshake_on_connect=do_handshake_on_connect,
            suppress_ragged_eofs=suppress_ragged_eofs, server_hostname=server_hostname,
            context=self, session=session)

    def wrap_bio(self, incoming, outgoing, server_side=False, server_hostname=None, session=None):
        raise _unsupported("TLS over memory BIOs (SSLObject, asyncio's ssl=)")


def _tls_error(e, hostname):
    """The SSLError for the host's errno from net_tls_connect."""
    if e.errno == _errno.EPERM:
        err = SSLCertVerificationError(
            SSL_ERROR_SSL,
            f"[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: the host does not trust "
            f"the certificate of {hostname!r} (webpki roots plus the VM's network.caCerts; "
            f"verification is always on)")
        err.verify_code = 1
        err.verify_message = "certificate not trusted"
        err.reason = "CERTIFICATE_VERIFY_FAILED"
        return err
    if e.errno == _errno.ENOTSUP:
        return SSLError(SSL_ERROR_SSL, "TLS to a listener of this VM is not available (both ends are "
                        "guests; the host does TLS only to servers outside the VM)")
    if e.errno == _errno.ETIMEDOUT:
        return TimeoutError(e.errno, "TLS handshake timed out")
    if e.errno in (_errno.ENOTCONN, _errno.EISCONN):
        return e
    err = SSLError(SSL_ERROR_SSL, f"[SSL] TLS handshake with {hostname!r} failed ({e.strerror})")
    err.reason = "HANDSHAKE_FAILURE"
    return err


class SSLSocket(socket):
    """A socket whose connection the host has upgraded to TLS; reads and writes plaintext."""

    def __init__(self, *args, **kwargs):
        raise TypeError(f"{self.__class__.__name__} does not have a public constructor. "
                        f"Instances are returned by SSLContext.wrap_socket().")

    @classmethod
    def _create(cls, sock, server_side=False, do_handshake_on_connect=True,
                suppress_ragged_eofs=True, server_hostname=None, context=None, session=None):
        if sock.type != SOCK_STREAM:
            raise NotImplementedError("only stream sockets are supported")
        if server_side:
            raise _unsupported("server-side TLS")
        if context.check_hostname and not server_hostname:
            raise ValueError("check_hostname requires server_hostname")
        kwargs = dict(family=sock.family, type=sock.type, proto=sock.proto, fileno=sock.fileno())
        self = cls.__new__(cls, **kwargs)
        super(SSLSocket, self).__init__(**kwargs)
        sock_timeout = sock.gettimeout()
        sock.detach()
        self._context = context
        self._session = None
        self.server_side = False
        self.server_hostname = server_hostname
        self.do_handshake_on_connect = do_handshake_on_connect
        self.suppress_ragged_eofs = suppress_ragged_eofs
        self._done = False
        self.settimeout(sock_timeout)
        try:
            self.getpeername()
            connected = True
        except OSError as e:
            if e.errno != _errno.ENOTCONN:
                raise
            connected = False
        self._connected = connected
        if connected and do_handshake_on_connect:
            try:
                self.do_handshake()
            except BaseException:
                self.close()
                raise
        return self

    @property
    def context(self):
        return self._context

    @context.setter
    def context(self, ctx):
        self._context = ctx

    @property
    def session(self):
        return None

    @session.setter
    def session(self, session):
        pass

    @property
    def session_reused(self):
        return False

    def do_handshake(self, block=False):
        if self._done:
            return
        name = self.server_hostname
        if not name:
            try:
                name = self.getpeername()[0]
            except OSError:
                name = ""
        try:
            _agentos.tls_connect(self.fileno(), name)
        except OSError as e:
            raise _tls_error(e, name) from None
        self._done = True

    def _real_connect(self, addr, connect_ex):
        if connect_ex:
            rc = super().connect_ex(addr)
        else:
            rc = None
            super().connect(addr)
        if not rc:
            self._connected = True
            if self.do_handshake_on_connect:
                self.do_handshake()
        return rc

    def connect(self, addr):
        self._real_connect(addr, False)

    def connect_ex(self, addr):
        return self._real_connect(addr, True)

    def read(self, len=1024, buffer=None):
        if buffer is not None:
            return self.recv_into(buffer, len)
        return self.recv(len)

    def write(self, data):
        return self.send(data)

    def getpeercert(self, binary_form=False):
        if not self._done:
            raise ValueError("handshake not done yet")
        if binary_form:
            return None
        name = self.server_hostname or ""
        try:
            import ipaddress
            ipaddress.ip_address(name)
            kind = "IP Address"
        except ValueError:
            kind = "DNS"
        return {"subject": ((("commonName", name),),), "subjectAltName": ((kind, name),)}

    def get_verified_chain(self):
        return []

    def get_unverified_chain(self):
        return []

    def selected_npn_protocol(self):
        return None

    def selected_alpn_protocol(self):
        return None

    def cipher(self):
        return None

    def shared_ciphers(self):
        return None

    def compression(self):
        return None

    def version(self):
        return None

    def pending(self):
        return 0

    def get_channel_binding(self, cb_type="tls-unique"):
        return None

    def verify_client_post_handshake(self):
        raise _unsupported("post-handshake authentication")

    def unwrap(self):
        raise _unsupported("unwrapping a TLS connection")

    def accept(self):
        raise _unsupported("server-side TLS")

    def dup(self):
        raise NotImplementedError(f"Can't dup() {self.__class__.__name__} instances")


SSLContext.sslsocket_class = SSLSocket


class MemoryBIO:
    def __init__(self, *args, **kwargs):
        raise _unsupported("MemoryBIO")


class SSLObject:
    def __init__(self, *args, **kwargs):
        raise TypeError("SSLObject does not have a public constructor.")


class SSLSession:
    pass


def create_default_context(purpose=Purpose.SERVER_AUTH, *, cafile=None, capath=None, cadata=None):
    if not isinstance(purpose, _ASN1Object):
        raise TypeError(purpose)
    if purpose == Purpose.SERVER_AUTH:
        context = SSLContext(PROTOCOL_TLS_CLIENT)
        context.verify_mode = CERT_REQUIRED
        context.check_hostname = True
    elif purpose == Purpose.CLIENT_AUTH:
        context = SSLContext(PROTOCOL_TLS_SERVER)
    else:
        raise ValueError(purpose)
    if cafile or capath or cadata:
        context.load_verify_locations(cafile, capath, cadata)
    return context


def _create_unverified_context(protocol=None, *, cert_reqs=CERT_NONE, check_hostname=False,
                               purpose=Purpose.SERVER_AUTH, certfile=None, keyfile=None,
                               cafile=None, capath=None, cadata=None):
    """As CPython's, but the host still verifies (module doc)."""
    if purpose == Purpose.SERVER_AUTH:
        protocol = protocol if protocol is not None else PROTOCOL_TLS_CLIENT
    else:
        protocol = protocol if protocol is not None else PROTOCOL_TLS_SERVER
    context = SSLContext(protocol)
    if not check_hostname:
        context.check_hostname = False
    if cert_reqs is not None:
        context.verify_mode = cert_reqs
    if check_hostname:
        context.check_hostname = True
    if keyfile and not certfile:
        raise ValueError("certfile must be specified")
    if certfile or keyfile:
        context.load_cert_chain(certfile, keyfile)
    if cafile or capath or cadata:
        context.load_verify_locations(cafile, capath, cadata)
    return context


_create_default_https_context = create_default_context
_create_stdlib_context = _create_unverified_context


def wrap_socket(sock, keyfile=None, certfile=None, server_side=False, cert_reqs=CERT_NONE,
                ssl_version=PROTOCOL_TLS, ca_certs=None, do_handshake_on_connect=True,
                suppress_ragged_eofs=True, ciphers=None):
    if server_side:
        raise _unsupported("server-side TLS")
    context = SSLContext(ssl_version)
    context.verify_mode = cert_reqs
    if ca_certs:
        context.load_verify_locations(ca_certs)
    if certfile:
        context.load_cert_chain(certfile, keyfile)
    return context.wrap_socket(sock=sock, server_side=server_side,
                               do_handshake_on_connect=do_handshake_on_connect,
                               suppress_ragged_eofs=suppress_ragged_eofs)


def match_hostname(cert, hostname):
    """Deprecated in CPython 3.7; the host already checked the name. Kept for old callers."""
    names = [v for k, v in cert.get("subjectAltName", ()) if k in ("DNS", "IP Address")]
    if hostname not in names:
        raise CertificateError(f"hostname {hostname!r} doesn't match {names!r}")


def cert_time_to_seconds(cert_time):
    from time import strptime
    from calendar import timegm
    months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
    time_format = " %d %H:%M:%S %Y GMT"
    try:
        month_number = months.index(cert_time[:3].title()) + 1
    except ValueError:
        raise ValueError(f'time data {cert_time!r} does not match format "%b{time_format}"')
    tt = strptime(cert_time[3:], time_format)
    return timegm((tt[0], month_number) + tt[2:6])


PEM_HEADER = "-----BEGIN CERTIFICATE-----"
PEM_FOOTER = "-----END CERTIFICATE-----"


def DER_cert_to_PEM_cert(der_cert_bytes):
    import base64
    import textwrap
    f = str(base64.standard_b64encode(der_cert_bytes), "ASCII", "strict")
    ss = [PEM_HEADER] + textwrap.wrap(f, 64)
    ss.append(PEM_FOOTER + "\n")
    return "\n".join(ss)


def PEM_cert_to_DER_cert(pem_cert_string):
    import base64
    if not pem_cert_string.startswith(PEM_HEADER):
        raise ValueError(f"Invalid PEM encoding; must start with {PEM_HEADER}")
    if not pem_cert_string.strip().endswith(PEM_FOOTER):
        raise ValueError(f"Invalid PEM encoding; must end with {PEM_FOOTER}")
    d = pem_cert_string.strip()[len(PEM_HEADER):-len(PEM_FOOTER)]
    return base64.decodebytes(d.encode("ASCII", "strict"))


def get_server_certificate(addr, ssl_version=PROTOCOL_TLS_CLIENT, ca_certs=None, timeout=_GLOBAL_DEFAULT_TIMEOUT):
    raise _unsupported("reading a server's certificate (it stays in the host)")


def get_protocol_name(protocol_code):
    return _PROTOCOL_NAMES.get(protocol_code, "<unknown>")


def RAND_status():
    return True


def RAND_bytes(n):
    return os.urandom(n)


def RAND_add(string, entropy):
    pass
