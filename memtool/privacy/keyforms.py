"""What a value's own encoding says it is, when that is not a secret.

* **a public key in DER** (base64 of an X.509 SubjectPublicKeyInfo: ``MIIBIjANBgkqhkiG9w0BAQEF…``,
  ``MFkwEwYHKoZIzj0CAQY…``, ``MCowBQYDK2VwAyEA…``): a SEQUENCE whose first member is the algorithm's
  SEQUENCE opening with its object identifier, then the key as a BIT STRING (or PKCS#1's RSAPublicKey,
  ``MIIBCgKCAQEA…``: the modulus and the exponent) -- what a browser
  extension's manifest ``"key"``, a JWKS-less verifier config or an SSO metadata field carries. A
  private key in PKCS#8 (``MIIEvQIBADANBgkqhkiG9w0BAQEF…``) opens with its version INTEGER, PKCS#1
  (``MIIEowIBAAKCAQEA…``) too, and stays a secret;
* **a Digest or OAuth 1.0 credentials' parameter name** (``Proxy-Authorization: Digest username="trunk", realm=…``,
  ``Authorization: OAuth oauth_consumer_key="…"``, RFC 5849: a
  rule that takes the scheme's first word as the credential takes ``username=``); the parameters
  are a user, a realm, a nonce and a per-request hash of the password, never the password;
* **an HMAC digest that names itself** (``hmac-sha256:<hex>``, the form Vault's audit log writes
  every secret in): a keyed hash, which neither gives the value back nor logs anyone in.

And what a value's encoding says is a secret wherever it stands: **a private key's bare DER in base64** (no PEM
armour: ``MIIEvQIBADANBgkqhkiG9w0BAQEF…``, ``MC4CAQAwBQYDK2VwBCIEI…``), found by `DER_PRIVATE_RE` and kept by
`der_private_ok` only when the decoded structure is one: a SEQUENCE holding a version INTEGER 0 or 1, then an
AlgorithmIdentifier (a SEQUENCE opening with an OID) and the key's OCTET STRING (PKCS#8), the modulus's INTEGER
(PKCS#1, version 0) or the key's OCTET STRING (SEC1, version 1). Certificates, CSRs, public keys, DH parameters and
PKCS#1 public keys open otherwise. And **an SRTP master key in SDP** (RFC 4568's ``a=crypto:1
AES_CM_128_HMAC_SHA1_80 inline:<base64 key and salt>``, in SIP and WebRTC logs): ``inline:`` is the syntax's word for
the key itself (`SDES_KEY_RE`); whoever holds it decrypts the call. (ICE's ``a=ice-pwd`` only checks connectivity
for one session; a DTLS ``a=fingerprint`` is a certificate's hash: both stay.)
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


#: base64 of a DER private key, and its lines when it is folded (no armour): the version INTEGER sits right after the
#: outer header: the base64 opens ``MII`` (two length bytes), ``MIG``/``MIH`` (one) or ``M??CAQAw``/``CAQEE``/``CAQEw``
#: (short form) -- the hints; the rule starts at the word holding one
DER_PRIVATE_RE = _lazy(r"(?<![A-Za-z0-9+/_-])M[A-Za-z0-9+/]{4}(?:[A-Za-z0-9+/]{35,}(?:\r?\n[ \t]*[A-Za-z0-9+/]{16,})*)"
                       r"={0,2}(?![A-Za-z0-9+/=_-])")
DER_PRIVATE_HINTS = ("mii", "mig", "mih", "caqaw", "caqee", "caqew")


#: ``a=crypto:<tag> <suite> inline:<key||salt>[|lifetime][|MKI:length]`` (RFC 4568 section 9.1)
SDES_KEY_RE = _lazy(r"(?i)\bcrypto:\d{1,9}[ \t]+[A-Z0-9_]{4,64}[ \t]+inline:(?P<value>[A-Za-z0-9+/]{16,128}={0,2})")


def der_private_ok(value: str, m: object = None, group: object = None) -> bool:
    """Is ``value`` base64 of a DER private key (PKCS#8, PKCS#1 or SEC1), by the structure of its first bytes?"""
    head = "".join(value[:96].split())
    head = head[:len(head) - len(head) % 4]
    try:
        der = base64.b64decode(head)
    except (ValueError, binascii.Error):
        return False
    at = _after_header(der, 0, 0x30)
    if at is None or at + 5 > len(der) or der[at:at + 2] != b"\x02\x01" or der[at + 2] not in (0, 1):
        return False
    following = at + 3
    if der[following] == 0x30:  # (PKCS#8: the AlgorithmIdentifier, an OID first)
        algorithm = _after_header(der, following, 0x30)
        return algorithm is not None and algorithm < len(der) and der[algorithm] == 0x06
    if der[at + 2] == 0:  # (PKCS#1: the modulus, a long INTEGER)
        return der[following] == 0x02 and der[following + 1] in (0x81, 0x82, 0x83)
    return der[following] == 0x04 and der[following + 1] in (0x20, 0x30, 0x42, 0x18, 0x1c, 0x28)  # (SEC1)


#: (kind, regex, check, hints, groups, anchor): built into Rules by `memtool.privacy.rules`, after the PEM blocks
SPECS = (
    ("private-key", DER_PRIVATE_RE, der_private_ok, DER_PRIVATE_HINTS, (0,), "word"),
    ("srtp-key", SDES_KEY_RE, None, ("inline:",), ("value",), ""),
)


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
    return algorithm is not None and algorithm < len(der) and der[algorithm] == 0x06 or _rsa_public_key(der, at)


def _rsa_public_key(der: bytes, at: int) -> bool:
    """PKCS#1's RSAPublicKey: a SEQUENCE of the modulus (a long INTEGER) and the exponent (a short one) -- the outer
    length leaves room for the exponent only (judged from the headers: a value cut short still says it)."""
    modulus = _after_header(der, at, 0x02)
    if modulus is None or der[at + 1] < 0x81:
        return False
    modulus_end = modulus + _length(der, at)
    return 64 <= modulus_end - at and 3 <= _length(der, 0) - (modulus_end - at) <= 7


def _length(der: bytes, at: int) -> int:
    """The length a DER element's header at ``at`` says (its header read by `_after_header` already)."""
    length = der[at + 1]
    return int.from_bytes(der[at + 2:at + 2 + (length & 0x7F)], "big") if length >= 0x80 else length


def _after_header(der: bytes, at: int, tag: int) -> int | None:
    """The offset just past a DER element's tag and length, if the element at ``at`` has ``tag``."""
    if at + 2 > len(der) or der[at] != tag:
        return None
    length = der[at + 1]
    if length < 0x80:
        return at + 2
    count = length & 0x7F
    return at + 2 + count if 1 <= count <= 3 and at + 2 + count <= len(der) else None
