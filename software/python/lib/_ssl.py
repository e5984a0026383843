"""agentOS: there is no OpenSSL in this interpreter; TLS is the host's (see ssl.py).

This module exists because code probes for TLS with `import _ssl` (pip's `has_tls()`, for one) and
would otherwise report that Python has no ssl module. Use `ssl` itself.
"""

from ssl import (  # noqa: F401
    HAS_SNI,
    OPENSSL_VERSION,
    OPENSSL_VERSION_INFO,
    OPENSSL_VERSION_NUMBER,
    SSLCertVerificationError,
    SSLContext,
    SSLError,
)
