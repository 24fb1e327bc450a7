"""Clean text that looks like a secret: the one test every layer applies to a found value before
it becomes a marker.

Each rule, pass and engine finds values its own way; what they wrongly take in ordinary
developer text falls into a few causes, whatever the rule that took it. Each cause is one test,
on the value and the few characters around it, never on the rule that found it:

* **where the secret comes from, not the secret** (`memtool.privacy.references`) -- a template or
  reference anywhere in the value (``${X:?required}``, ``#{ApiSecret}``, ``{{resolve:secretsmanager:…}}``,
  ``$__file{…}``, ``$env:X``), a secret store's address (``secretsmanager:db``), or a value cut from an
  expression: an identifier followed by a call or a subscript (``env("X")``,
  ``os.environ["X"]``, ``Secret.fromSecretsManager(s)``), a keyword (``lambda:``);
* **code, prompts and test output** (`memtool.privacy.codelike`) -- inside a ``{{ … }}`` template, a
  PowerShell cmdlet (``Read-Host``), a prompt's text (``set /p X=Enter password:``), a test runner's verdict;
* **public material** (here) -- an SSH public key (its type, its ``AAAA…`` blob, the blob after a type)
  and key fingerprints (``SHA256:…``, ``MD5:aa:bb:…``, colon-separated hex), a provider's public ids;
* **ciphertext and password hashes** (here) -- sealed secrets (``encryptedData:``), Spring's
  ``{cipher}…``, Jasypt's ``ENC(…)``, sops' ``ENC[…]``, Vault transit ``vault:v1:…``, AWS KMS
  blobs (``AQICAH…``), ``$ANSIBLE_VAULT``, crypt/Django/Werkzeug/LDAP hashes (``$2b$…``,
  ``pbkdf2_sha256$…``, ``scrypt:…$…``, ``{SSHA}…``);
* **fixtures** -- base64 of plain words or of JSON made of them (``eyJvayI6dHJ1ZX0=``);
* **a value that only repeats its name** (`memtool.privacy.describing`) -- ``POSTGRES_PASSWORD: postgres``,
  a user name given again as the password: redacting it hides nothing the name does not say;
* **a value that only describes one** (`memtool.privacy.describing`) -- words naming a secret or a
  placeholder (``not-a-real-secret``, ``fake-db-pass``, ``FILL_ME_IN``, ``@@API_KEY@@``);
* **an identifier under a name that does not say secret**, or a value whose own name says public
  (`memtool.privacy.idnames`);
* **what a found value is, when that is not a secret**, by its documented format or its place
  (`memtool.privacy.kinds`).

`harmless(text, start, end)` is called by `memtool.privacy.matcher` for every rule and pass and
by `memtool.privacy.engines` for every engine finding; it only runs on values already found, so
it costs nothing on text without a candidate. The tests look at most `checks.LOOKAROUND`
characters back on a value's line.
"""

from __future__ import annotations

import base64
import binascii

from memtool.privacy import keyforms, kinds
from memtool.privacy.checks import _HEX_RE, _encoded_word, _is_placeholder, _lazy
from memtool.privacy.checks import lookaround_start as _line_start
from memtool.privacy.codelike import _code, _prompt, _test_status
from memtool.privacy.describing import _describes, _example, _prose, _repeats_name, _sentence_goes_on
from memtool.privacy.idnames import _identifier, _named_pair, _public_name
from memtool.privacy.names import named_passphrase
from memtool.privacy.references import _inside_template, _reference


def harmless(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]``, found by some rule, ordinary text that only looks like a secret?"""
    if end - start >= 2 and text[start] in "\"'" and text[end - 1] == text[start]:
        start, end = start + 1, end - 1  # (a span that took the quotes too: judge what they hold)
    value = text[start:end]
    if _MNEMONIC_RE.fullmatch(value) and _SEED_SAID_RE.search(text, max(0, start - 80), start):
        return False  # (a wallet's seed phrase: words, but the wallet's key)
    if keyforms.private_key_form(value):
        return False  # (a private key's PEM or DER, whatever the name over it says)
    if value[-1:] in ")]}" and value.count("([{"[")]}".index(value[-1])]) < value.count(value[-1]):
        return _is_placeholder(value[:-1]) or harmless(text, start, end - 1)  # (password=test];x: the bracket
        # closes the text around it)
    token = _token_around(text, start, end)  # (rules cut tokens differently: judge the whole one too)
    return (_reference(text, start, end, value) or _inside_template(text, start) or _prompt(text, start)
            or _test_status(text, start) or _code(value) and not named_passphrase(text, start, value) or _public(text, start, value)
            or token != value and _public(text, start, token) or _cipher(text, start, value)
            or token != value and _cipher(text, start, token)
            or _encoded_word(value) and _DECLARED_ENCODING_RE.search(text, max(0, start - 40), start) is None
            and not _in_secret_data(text, start)
            or _repeats_name(text, start, value) or _describes(value) or _prose(value) or _example(value, token)
            or _sentence_goes_on(text, end, value) or _nullable_type(text, end, value)
            or _signature_jwt(text, start, end, value)
            or _identifier(text, start, value) or _public_name(text, start, value) or _named_pair(value)
            or _PUBLIC_ID_RE.fullmatch(value) is not None or _NEXT_NAME_RE.fullmatch(value) is not None
            or _resource_sid(text, start, value) or _page_or_store_reference(text, start)
            or _hash_of(text, start, value) or _LABEL_SAYS_NOT_SECRET_RE.search(text, max(0, start - 40), start) is not None
            or _digest_column(text, start) or kinds.not_secret(text, start, end, value, token))


#: an element that says its content is an encoding (FileZilla's ``<Pass encoding="base64">``): base64 of words there
#: is the password encoded, not a fixture
_DECLARED_ENCODING_RE = _lazy(r"(?i)\bencoding=\\?[\"']base64\\?[\"'][^<>\n]{0,40}>$")
#: a Kubernetes Secret's ``data:`` block: base64 of a word there is the secret encoded (``c3VwZXJzZWNyZXQ=``), no fixture
_SECRET_DATA_RE = _lazy(r"(?m)^kind:[ \t]*Secret[ \t]*$(?:(?!^---)[\s\S]){0,1500}?^(?:data|stringData):[ \t]*$")


def _in_secret_data(text: str, start: int) -> bool:
    head = text[max(0, start - 2000):start]
    return "Secret" in head and _SECRET_DATA_RE.search(head) is not None


_DIGEST_HEADERS = ("DIGEST", "HASH", "SHA256", "SHA1", "MD5", "CHECKSUM", "FINGERPRINT")


def _digest_column(text: str, start: int) -> bool:
    """A table cell under a header naming a digest (``fly secrets list``: NAME  DIGEST  CREATED AT)."""
    line_start = text.rfind("\n", 0, start) + 1
    column = start - line_start
    if column == 0 or text[start - 1] not in " \t":
        return False
    end = line_start - 1
    for _ in range(30):  # (the header is at most 30 lines up)
        if end <= 0:
            return False
        begin = text.rfind("\n", 0, end) + 1
        if text[begin + column - 1:begin + column] in (" ", "\t") and text.startswith(_DIGEST_HEADERS, begin + column):
            return True
        end = begin - 1
    return False


#: ``hash of the api token used: <hex>``, ``sha256 of the password = <hex>``: what a secret hashed to
_HASH_OF_RE = _lazy(r"(?i)\b(?:hash|digest|fingerprint|sha-?(?:1|256|512)|md5)(?:es)?[ \t]+of\b[^\n]{0,60}$")


#: a label right before the value saying a public key: ``public key: X`` (``wg show``)
_LABEL_SAYS_NOT_SECRET_RE = _lazy(r"(?i)\bpub(?:lic|lishable)?[ _-]?key[\"']?[ \t]*[:=][ \t]*[\"']?$")


def _hash_of(text: str, start: int, value: str) -> bool:
    return (len(value) >= 16 and _HEX_RE.fullmatch(value) is not None
            and _HASH_OF_RE.search(text, max(_line_start(text, start), start - 80), start) is not None)


#: ``<input type="hidden" name="form_key" value="X">``: a value every visitor of the page is served (CSRF
#: and form keys, nonces) -- not under a name saying password or secret
_HIDDEN_INPUT_RE = _lazy(r"(?i)<input\b(?=[^<>]*\btype=\\?[\"']hidden\\?[\"'])[^<>]*\bvalue=\\?[\"']$")
_HIDDEN_SECRET_RE = _lazy(r"(?i)name=\\?[\"'][^\"'\\]*(?:pass|pwd|secret|api)")
#: ``secretKeyRef:`` / ``name: X``: the name of the Kubernetes secret that holds the value, not the value
_STORE_REF_RE = _lazy(r"(?:secretKeyRef|secretRef|configMapKeyRef|secretName)[\"']?:[ \t]*(?:\\n|\n)[ \t]*(?:name|key)"
                      r"[\"']?:[ \t]*[\"']?$")


def _page_or_store_reference(text: str, start: int) -> bool:
    line_start = max(text.rfind("<", 0, start), start - 300)
    if line_start >= 0 and text.startswith(("<input", "<INPUT"), line_start):
        tag = _HIDDEN_INPUT_RE.match(text, line_start, start)
        if tag is not None and _HIDDEN_SECRET_RE.search(tag.group()) is None:
            return True
    return _STORE_REF_RE.search(text, max(0, start - 80), start) is not None


#: a Twilio resource SID: an account, message, messaging service, number, call (``AC``/``SM``/``MM``/
#: ``MG``/``PN``/``CA`` + 32 hex) -- an identifier printed in every response; API keys are ``SK``
_SID_RE = _lazy(r"(?:AC|SM|MM|MG|PN|CA)[0-9a-f]{32}")
_SID_NAMED_RE = _lazy(r"(?i)token|secret|pass|pwd|cred|key")


def _resource_sid(text: str, start: int, value: str) -> bool:
    """A resource SID stays unless the name before it says it is a key, a token or a secret."""
    line_start = max(text.rfind("\n", 0, start) + 1, start - 40)
    return _SID_RE.fullmatch(value) is not None and _SID_NAMED_RE.search(text, line_start, start) is None


#: ``val signingPassword: String? by project``, ``var pw: ByteArray? = null``: a nullable type (Kotlin,
#: Swift, C#), then what declarations go on with
_NULLABLE_TYPE_RE = _lazy(r"(?:[A-Z][a-z]*[aeiouy][a-z]*){1,3}(?:<[\w ,?<>]{1,80}>)?\?")
_DECLARATION_GOES_ON_RE = _lazy(r"[ \t]*(?:$|\n|by\b|=|,|\)|\{|;)")


def _nullable_type(text: str, end: int, value: str) -> bool:
    """A type annotation: ``name: Type?`` (at most three capitalised words), then ``by``/``=``/``,``/end."""
    start = end - len(value)
    return (_NULLABLE_TYPE_RE.fullmatch(value) is not None and text[max(0, start - 2):start].rstrip(" \t").endswith(":")
            and _DECLARATION_GOES_ON_RE.match(text, end) is not None)


#: ``realm="8220163_SB1"`` (an OAuth 1 or HTTP auth realm: an account or a label); a JWT under a name
#: saying signature (``MessageBird-Signature-JWT``: a request's signature) or a SIP ``Identity:``
#: header (STIR/SHAKEN's signed caller attestation, ``;info=<cert url>``)
_REALM_BEFORE_RE = _lazy(r"(?i)\brealm[ \t]*=[ \t]*[\"']?$")
_SIGNATURE_NAME_RE = _lazy(r"(?i)signature[\w-]{0,20}[\"']?[ \t]*(?:header)?[ \t]*[:=][ \t]*[\"']?$|^Identity:[ \t]*$")


def _signature_jwt(text: str, start: int, end: int, value: str) -> bool:
    before = text[max(_line_start(text, start), start - 80):start]
    if _REALM_BEFORE_RE.search(before):
        return True
    return value.startswith("eyJ") and (_SIGNATURE_NAME_RE.search(before) is not None
                                        or before.startswith("Identity:") and text.startswith(";info=", end))


_MNEMONIC_RE = _lazy(r"[a-z]{3,8}(?: [a-z]{3,8}){11,23}")
_SEED_SAID_RE = _lazy(r"(?i)mnemonic|seed|phrase|restore|recovery")


_TOKEN_CHARS = frozenset(" \t\n\"'`<>()[]{},;|")


def _token_around(text: str, start: int, end: int) -> str:
    """The run of characters without a blank, quote, bracket or separator that holds the value."""
    lo, hi = start, end
    while lo > 0 and start - lo < 200 and text[lo - 1] not in _TOKEN_CHARS:
        lo -= 1
    while hi < len(text) and hi - end < 200 and text[hi] not in _TOKEN_CHARS:
        hi += 1
    return text[lo:hi]


# -- public material ----------------------------------------------------------------------------

_KEY_TYPE_RE = _lazy(r"(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp\d+|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com"
                     r"|(?:ssh-rsa|ssh-ed25519|ecdsa-sha2-nistp\d+)-cert-v01@openssh\.com)")
_BLOB_RE = _lazy(r"AAAA[A-Za-z0-9+/]{8}")
_FINGERPRINT_RE = _lazy(r"(?:SHA256|SHA1|SHA512|sha256|sha1):[A-Za-z0-9+/]{27,86}={0,2}"
                        r"|(?:MD5:|md5:)?[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){15,63}")


def _public(text: str, start: int, value: str) -> bool:
    """An SSH public key (its type, its blob, or the blob after its type) or a key fingerprint."""
    if _KEY_TYPE_RE.fullmatch(value) or _FINGERPRINT_RE.fullmatch(value):
        return True
    if _BLOB_RE.match(value) and _ssh_blob(value):
        return True
    before = text[max(_line_start(text, start), start - 60):start].rstrip()
    return bool(before) and _KEY_TYPE_RE.search(before.rsplit(None, 1)[-1]) is not None and len(value) >= 20


def _ssh_blob(value: str) -> bool:
    """Does ``value`` start as SSH's wire format does: a length, then ``ssh-…``/``ecdsa-…``/``sk-…``?"""
    try:
        head = base64.b64decode(value[:16] + "=" * (-len(value[:16]) % 4))
    except (ValueError, binascii.Error):
        return False
    return head[:3] == b"\x00\x00\x00" and head[4:].startswith((b"ssh-", b"ecdsa-", b"sk-", b"rsa-"))


# -- ciphertext and password hashes -------------------------------------------------------------

_CIPHER_RE = _lazy(
    r"\{cipher\}|ENC\(|ENC\[|!\[[A-Za-z0-9+/=]{8,}\]$|(?:[\w.-]{1,64}:)?[0-9a-f]{16,64}\$[0-9a-f]{64}$|vault:v\d+:|AQICAH[A-Za-z0-9+/]|\$ANSIBLE_VAULT;|\{[A-Za-z0-9+/]{8,}={0,2}\}$"
    r"|\{(?!PLAIN\}|CLEAR|CLEARTEXT\})[A-Z][A-Z0-9_.-]{1,20}\}[A-Za-z0-9+/=$.]{8,}"  # {SSHA}…, {SAS002}…
    r"|\$(?:1|2[abxy]?|5|6|y|gy|7|apr1|argon2(?:id|i|d)?|pbkdf2[\w-]*|scrypt|sha1|md5)\$"
    r"|(?:pbkdf2_sha\d+|bcrypt_sha256|argon2|scrypt)\$\w|(?:scrypt|pbkdf2:sha\d+):\d+(?::\d+:\d+)?\$")
_CIPHER_BEFORE_RE = _lazy(r"(?:\{cipher\}|ENC\(|(?i:encrypted)\(|!\[|\{(?!PLAIN\}|CLEAR|CLEARTEXT\})[A-Z][A-Z0-9_.-]{1,20}\}"
                          r"|ENC\[[^\]\n]{0,40}data:|vault:v\d+:)$")


def _cipher(text: str, start: int, value: str) -> bool:
    """Ciphertext only its key opens, or a password's hash: not the secret itself."""
    if _CIPHER_RE.match(value) is not None:
        return True
    if _CIPHER_BEFORE_RE.search(text, max(0, start - 60), start) is not None:
        return True
    envelope = text.rfind("ENC[", _line_start(text, start), start)  # (sops: every field of ENC[…])
    if envelope >= 0 and "]" not in text[envelope:start]:
        return True
    if len(value) < 24:
        return False
    before = text[max(0, start - 600):start]
    at = before.rfind("encryptedData:")  # a SealedSecret: ciphertext only its cluster can open
    return at >= 0 and "\n\n" not in before[at:] and "---" not in before[at:]


#: values a provider documents as public (shipped to browsers and apps, the half of a pair that is
#: not the secret): Razorpay key ids (``rzp_live_…``; the key secret has no prefix), PostHog project
#: keys (``phc_``; personal keys are ``phx_``), Datadog RUM client tokens (``pub`` + 32 hex), Mapbox
#: public tokens (``pk.eyJ…``; secret ones are ``sk.``), Adyen client keys (``live_``/``test_`` + 32
#: capitals), age recipients (``age1…``: a public key), Airtable base ids (``app`` + 14), NATS public
#: nkeys (56 base32 capitals starting U/N/A/C/O/X; seeds start with S), Salesforce consumer keys
#: (``3MVG9…``: a connected app's client id)
#: ``ClientSecret="",ProductId="…"``: after an empty value, the next name is not a value
_NEXT_NAME_RE = _lazy(r"[\"']?[,;&][ \t]*[A-Za-z_][\w.-]*[ \t]*[=:]")
_PUBLIC_ID_RE = _lazy(r"rzp_(?:live|test)_[A-Za-z0-9]{14}|phc_[A-Za-z0-9]{20,64}|pub[0-9a-f]{32}|pk\.[\w-]{20,}\.[\w-]{10,}"
                      r"|(?:live|test)_[A-Z0-9]{32}|age1[02-9ac-hj-np-z]{58}|app[A-Za-z0-9]{14}|[UNACOX][A-Z2-7]{55}"
                      r"|3MVG9[A-Za-z0-9._]{40,100}")
