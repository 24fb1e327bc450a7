"""What a value's own encoding says it is, when that is not a secret.

* **a public key in DER** (base64 of an X.509 SubjectPublicKeyInfo: ``MIIBIjANBgkqhkiG9w0BAQEF…``,
  ``MFkwEwYHKoZIzj0CAQY…``, ``MCowBQYDK2VwAyEA…``): a SEQUENCE whose first member is the algorithm's
  SEQUENCE opening with its object identifier, then the key as a BIT STRING -- what a browser
  extension's manifest ``"key"``, a JWKS-less verifier config or an SSO metadata field carries. A
  private key in PKCS#8 (``MIIEvQIBADANBgkqhkiG9w0BAQEF…``) opens with its version INTEGER, PKCS#1
  (``MIIEowIBAAKCAQEA…``) too, and stays a secret;
* **a Digest or OAuth 1.0 credentials' parameter name** (``Proxy-Authorization: Digest username="trunk", realm=…``,
  ``Authorization: OAuth oauth_consumer_key="…"``, RFC 5849: a
  rule that takes the scheme's first word as the credential takes ``username=``); the parameters
  are a user, a realm, a nonce and a per-request hash of the password, never the password;
* **an HMAC digest that names itself** (``hmac-sha256:<hex>``, the form Vault's audit log writes
  every secret in): a keyed hash, which neither gives the value back nor logs anyone in.
"""

from __future__ import annotations

import base64
import binascii

from memtool.privacy.checks import _lazy

_DER_B64_RE = _lazy(r"M[A-Za-z0-9+/]{40,1400}={0,2}")
_SAID_HMAC_RE = _lazy(r"hmac-(?:sha(?:1|224|256|384|512)|md5):[0-9a-f]{32,128}")
_DIGEST_PARAMETER_RE = _lazy(r"(?:username|realm|nonce|uri|qop|nc|cnonce|opaque|algorithm|response"
                             r"|oauth_(?:consumer_key|token|signature_method|signature|timestamp|nonce|version|callback))=")


def not_secret(value: str) -> bool:
    """A public key's DER, a Digest parameter's name, or an HMAC digest labelled by its algorithm."""
    return (_SAID_HMAC_RE.fullmatch(value) is not None or _DIGEST_PARAMETER_RE.fullmatch(value) is not None
            or public_key_der(value))


def private_key_form(value: str) -> bool:
    """Does ``value``'s own encoding say private key -- a PEM block's header, or base64 of a DER structure that opens
    with a version INTEGER (PKCS#8, PKCS#1, SEC1)? Then no name or place makes it public (``public_key: -----BEGIN
    PRIVATE KEY-----…``, ``PUBLIC_KEY=MIIEvQIBADAN…``: a pasting mistake, still the key)."""
    if "PRIVATE KEY-----" in value:
        return True
    if not value.startswith("M") or _DER_B64_RE.fullmatch(value[:1400]) is None:
        return False
    head = value[:64]
    try:
        der = base64.b64decode(head[:len(head) - len(head) % 4])
    except (ValueError, binascii.Error):
        return False
    at = _after_header(der, 0, 0x30)
    return at is not None and at + 3 <= len(der) and der[at] == 0x02 and der[at + 1] == 1 and der[at + 2] in (0, 1)


def der_base64(value: str) -> bool:
    """Could ``value`` be base64 of a DER structure (a SEQUENCE: ``M…``)?"""
    return _DER_B64_RE.fullmatch(value) is not None


def public_key_der(value: str) -> bool:
    """Is ``value`` base64 of a DER SubjectPublicKeyInfo (a public key), whole or cut after its header?"""
    if _DER_B64_RE.fullmatch(value) is None:
        return False
    whole = value.rstrip("=")
    whole = whole[:len(whole) - len(whole) % 4]
    try:
        der = base64.b64decode(whole)
    except (ValueError, binascii.Error):
        return False
    at = _after_header(der, 0, 0x30)  # (the outer SEQUENCE)
    if at is None:
        return False
    algorithm = _after_header(der, at, 0x30)  # (AlgorithmIdentifier: a SEQUENCE, first an OID)
    return algorithm is not None and algorithm < len(der) and der[algorithm] == 0x06


def _after_header(der: bytes, at: int, tag: int) -> int | None:
    """The offset just past a DER element's tag and length, if the element at ``at`` has ``tag``."""
    if at + 2 > len(der) or der[at] != tag:
        return None
    length = der[at + 1]
    if length < 0x80:
        return at + 2
    count = length & 0x7F
    return at + 2 + count if 1 <= count <= 3 and at + 2 + count <= len(der) else None
