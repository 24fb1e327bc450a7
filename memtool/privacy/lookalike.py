"""Clean text that looks like a secret: the one test every layer applies to a found value before
it becomes a marker.

Each rule, pass and engine finds values its own way; what they wrongly take in ordinary
developer text falls into a few causes, whatever the rule that took it. Each cause is one test
here, on the value and the few characters around it, never on the rule that found it:

* **where the secret comes from, not the secret** -- a template or reference anywhere in the
  value (``${X:?required}``, ``#{ApiSecret}``, ``{{resolve:secretsmanager:…}}``, ``$__file{…}``,
  ``$env:X``), a secret store's address (``secretsmanager:db``), or a value cut from an
  expression: an identifier followed by a call or a subscript (``env("X")``,
  ``os.environ["X"]``, ``Secret.fromSecretsManager(s)``), a keyword (``lambda:``);
* **code, prompts and test output** -- inside a ``{{ … }}`` template, a PowerShell cmdlet
  (``Read-Host``), a prompt's text (``set /p X=Enter password:``), a test runner's verdict;
* **public material** -- an SSH public key (its type, its ``AAAA…`` blob, the blob after a type)
  and key fingerprints (``SHA256:…``, ``MD5:aa:bb:…``, colon-separated hex);
* **ciphertext and password hashes** -- sealed secrets (``encryptedData:``), Spring's
  ``{cipher}…``, Jasypt's ``ENC(…)``, sops' ``ENC[…]``, Vault transit ``vault:v1:…``, AWS KMS
  blobs (``AQICAH…``), ``$ANSIBLE_VAULT``, crypt/Django/Werkzeug/LDAP hashes (``$2b$…``,
  ``pbkdf2_sha256$…``, ``scrypt:…$…``, ``{SSHA}…``);
* **fixtures** -- base64 of plain words or of JSON made of them (``eyJvayI6dHJ1ZX0=``);
* **a value that only repeats its name** -- ``POSTGRES_PASSWORD: postgres``, a user name given
  again as the password: redacting it hides nothing the name does not say;
* **a value that only describes one** -- words naming a secret or a placeholder
  (``not-a-real-secret``, ``fake-db-pass``, ``FILL_ME_IN``, ``@@API_KEY@@``).

`harmless(text, start, end)` is called by `memtool.privacy.matcher` for every rule and pass and
by `memtool.privacy.engines` for every engine finding; it only runs on values already found, so
it costs nothing on text without a candidate.
"""

from __future__ import annotations

import base64
import binascii
import re

from memtool.privacy import clientside, keyforms, kinds
from memtool.privacy.checks import (_CMDLET_RE, _HEX_RE, _OPTIONS_RE, _PREFIXED_DIGEST_RE, _encoded_word,
                                    _is_placeholder, _lazy, _template, line_start)
from memtool.privacy.names import _common_not_secret, named_passphrase, secret_name

_WINDOW = 400  # how far the context tests look around a value (bounded: linear over a chunk)


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


# -- where the secret comes from ----------------------------------------------------------------

#: a secret store's address: ``secretsmanager:db``, ``keyvault:name``
_STORE_RE = _lazy(r"(?i)(?:secrets?manager|parameterstore|ssm-parameter|keyvault|key-vault|secretmanager|credstore"
                  r"|credential-store|1password|bitwarden|lastpass|passbolt|conjur|akeyless|cyberark):\S")
#: an identifier (possibly dotted) right before a call or a subscript: a value cut from code
_CALLEE_RE = _lazy(r"[A-Za-z_$@][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*")
_CODE_KEYWORDS = frozenset("lambda function fn def await new return yield async typeof sizeof".split())


_YAML_TAG_RE = _lazy(r"![a-z][a-z_]{1,20}")


def _reference(text: str, start: int, end: int, value: str) -> bool:
    if (_template(text, end, value) or _STORE_RE.match(value) is not None
            or _OPTIONS_RE.fullmatch(value) is not None or _path(value) or _inside_reference(text, start)):
        return True
    if _YAML_TAG_RE.fullmatch(value) and text[end:end + 1] == " " or text[max(0, start - 3):start] in (" :'", ' :"') and value.isidentifier():
        return True  # (``token: !env_var HA_TOKEN``, ``!secret db_pw``: a YAML tag names where the value is;
        # ``PASSWORD :'newpw'``: a psql variable)
    if value.rstrip(":") in _CODE_KEYWORDS or _PORT_PATH_RE.fullmatch(value):
        return True  # (``lambda:``; ``1521/ORCL`` after ``host:``: a port and a path)
    if _NAME_ARG_RE.fullmatch(value) and _GETTER_RE.search(text, max(0, start - 60), start):
        return True  # (``getSecret('upstream')``, ``get_password("smtp")``: the secret's name, not its value)
    nxt = text[end:end + 1]
    if "(" in value and ")" not in value:  # (cut at a blank or a comma inside a call: ``Field(default=None,``)
        value, nxt = value[:value.index("(")], "("
    elif value[-1:] == "[":
        value, nxt = value[:-1], "["
    return nxt in ("(", "[") and _CALLEE_RE.fullmatch(value) is not None and (
        "." in value or "_" in value or not any(c.isdigit() for c in value))


_PORT_PATH_RE = _lazy(r"\d{2,5}/[\w.-]+(?:/[\w.-]+)*")
_NAME_ARG_RE = _lazy(r"[a-z][a-z0-9_./:-]{1,63}")
_GETTER_RE = _lazy(r"(?i)\b(?:get|read|fetch|load|lookup|resolve|retrieve|find|require)[\w.]{0,40}\([ \t]*[\"']?$")
_DRIVE_RE = _lazy(r"[A-Za-z]:\\[\w .\\-]")
_PATH_SEGMENT_RE = _lazy(r"[a-z0-9._~@-]*[a-z][a-z0-9._~@-]*|[A-Z]?[a-z]+|\.{1,2}|\$?[A-Z_]+")


def _path(value: str) -> bool:
    """A file or a store path (``/run/secrets/db``, ``kv/data/app:become``,
    ``db-password:/etc/credstore/auth.db-password``): lowercase or word segments only -- base64
    with ``/`` in it mixes cases and digits in its segments."""
    if value.startswith("\\\\") or _DRIVE_RE.match(value):
        return True  # (a UNC path \\fs01\share, a drive path C:\Users)
    if "/" not in value or "+" in value or "=" in value or "://" in value:
        return False
    segments = [seg for seg in re.split(r"[/:]", value) if seg]
    return len(segments) >= 2 and all(_PATH_SEGMENT_RE.fullmatch(seg) for seg in segments)


_WITH_DEFAULT_RE = _lazy(r"[\w.-]+(?::?[-=]|:(?!\?))")  # (not ``${NAME:?message}``: a message)
_OPENERS = (("${", "}"), ("#{", "}"), ("%{", "}"), ("{{", "}}"))  # (not ``$(…)``: a command may hold a literal)


def _inside_reference(text: str, start: int) -> bool:
    """Inside ``${…}``, ``#{…}``, ``%{…}`` or ``{{…}}`` on its line: a name, a message or a
    command (``${API_KEY:?API_KEY must be set}``), never the value -- but a default after ``:`` or
    ``:-`` (``${acme.key:X}``, ``${TOKEN:-X}``) is one."""
    line_start = _line_start(text, start)
    for opener, closer in _OPENERS:
        at = text.rfind(opener, line_start, start)
        if at < 0 or text.find(closer, at + len(opener), start) >= 0:
            continue
        inner = text[at + len(opener):start]
        with_default = _WITH_DEFAULT_RE.match(text, at + len(opener))
        if opener in ("${", "#{", "%{") and with_default is not None and with_default.end() <= start:
            continue  # (``${name:default}``, ``${X:-default}``, ``${X=default}``: the default is a literal value)
        if _DEFAULT_RE.search(inner) is not None:
            continue  # (``| default('X')``, ``|| 'X'``, ``?? 'X'``: a literal too)
        return True
    return False


def _line_start(text: str, start: int) -> int:
    """The start of ``start``'s line, or ``_WINDOW`` characters back on a longer line."""
    return line_start(text, start, _WINDOW)


def _inside_template(text: str, start: int) -> bool:
    """Is ``start`` inside a ``{{ … }}`` expression on its line (Ansible/Helm/Go templates hold
    lookups and references: ``{{ lookup('hashi_vault', 'secret=kv/db:password') }}``)?"""
    line_start = _line_start(text, start)
    opened = text.rfind("{{", line_start, start)
    if opened < 0 or text.find("}}", opened, start) >= 0 or text.find("}}", start, start + _WINDOW) < 0:
        return False
    return _DEFAULT_RE.search(text, opened, start) is None  # (``| default('X')``, ``|| 'X'``: a literal)


_DEFAULT_RE = _lazy(r"default\(|\|\||\?\?|[ \t]or[ \t]")


# -- code, prompts, test output -----------------------------------------------------------------

_TEST_STATUS_RE = _lazy(r"(?:^|[\s-])(?:PASS|FAIL|SKIP|XFAIL|XPASS|ERROR|OK)[ \t]*:[ \t]*$")
_TEST_NAME_RE = _lazy(r"[\w./:\[\]-]*(?:[Tt]est|[Ss]pec|Benchmark|Example|Fuzz)")


def _test_status(text: str, start: int) -> bool:
    """``--- PASS: TestLogin (0.00s)``, ``PASS: test_login``: a test runner's status and a test's
    name, not a password."""
    line_start = _line_start(text, start)
    if _TEST_STATUS_RE.search(text, line_start, start) is None:
        return False
    before = text[line_start:start]
    return text.startswith(("---", "==="), start - len(before.lstrip())) or _TEST_NAME_RE.match(text, start) is not None


_PROMPT_RE = _lazy(r"[ \t]*(?:@?set[ \t]+/p[ \t]|read[ \t]+(?:-\w+[ \t]+)*-p[ \t])", re.IGNORECASE)


def _prompt(text: str, start: int) -> bool:
    """``set /p DB_PASS=Enter password:`` (cmd), ``read -s -p "Password: " PW`` (sh): a prompt's
    text, typed by nobody."""
    return _PROMPT_RE.match(text, _line_start(text, start)) is not None


#: a call or a subscript (``get_pass()``, ``request.form['x']``), a pointer or reference to a name
#: (``*api_key``, ``&token``), attributes without a digit (``self._auth``, ``pass.encode``)
_CALL_RE = _lazy(r"[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*(?:\([^()\n]*\)|\[[^\[\]\n]*\])(?:\.\w+(?:\(\))?)*")
_IDENT_WORDS = r"(?:_*[a-z][a-z_]*|_*[a-z]+(?:[A-Z][a-z]+)+|(?:[A-Z][a-z]+)+|[A-Z][A-Z_]*)"
_POINTER_RE = _lazy(rf"[*&]{_IDENT_WORDS}(?:\.{_IDENT_WORDS})*")
_ATTRIBUTE_RE = _lazy(rf"\$?{_IDENT_WORDS}(?:\.{_IDENT_WORDS})+")


#: a type or class name: capitalised words and acronyms with numbers (``AsyncHTTP11Connection``,
#: ``Ed25519PrivateKey``), or capitalised words ending as types do (``PrivateKeyTypes``, ``ApiKeyProvider``)
_TYPE_PART_RE = _lazy(r"[A-Z][a-z]{2,}|[A-Z]{2,}\d*(?![a-z])|[A-Z][a-z]?\d+")
_TYPE_SUFFIXES = ("Key", "Keys", "Token", "Secret", "Password", "Credential", "Credentials", "Provider", "Field",
                  "Type", "Types", "Str", "Config", "Manager", "Handler", "Factory", "Error", "Exception", "Connection",
                  "Client", "Interface", "Encoder", "Decoder", "Store", "Service", "Settings")
#: a regular expression (``H{1,2}|h{1,2}``, ``(?:\d+)``): code, not a literal
_REGEX_RE = _lazy(r"\(\?[:=!<P]|\\[dwsbDWS]|\[\^|\{\d+,\d*\}")
#: a technical term with a number (``base64``, ``sha256``, ``utf8``, ``oauth2``, ``x509``, ``ipv6``)
_TECH_WORD_RE = _lazy(r"(?i)(?:base|utf|sha|md|crc|aes|rsa|ipv|http|oauth|x|pkcs|ed|int|uint|float|win|arm|amd|i"
                      r"|py|python|iso|rfc|tls|ssl|latin|cp|blake|ucs|h)[-_]?\d{1,5}")


def _code(value: str) -> bool:
    if value[:1] in ".~" and value[1:2].isupper():
        value = value[1:]  # (a Sphinx reference: ``:class:`.Ed25519PrivateKey```)
    return (_CMDLET_RE.fullmatch(value) is not None or _TAG_RE.fullmatch(value) is not None or _CALL_RE.fullmatch(value) is not None
            or _POINTER_RE.fullmatch(value) is not None or _ATTRIBUTE_RE.fullmatch(value) is not None
            or _TECH_WORD_RE.fullmatch(value) is not None or _REGEX_RE.search(value) is not None
            or _type_name(value))


def _type_name(value: str) -> bool:
    parts = _TYPE_PART_RE.findall(value)
    if "".join(parts) != value or len(parts) < 2:
        return False
    words = [p for p in parts if p[1:].isalpha() and p[1:].islower()]
    numbered = [p for p in parts if p[-1].isdigit()]
    return (len(words) >= 2 and all(_VOWEL_RE.search(w) for w in words)
            and (bool(numbered) or value.endswith(_TYPE_SUFFIXES)))


_VOWEL_RE = _lazy(r"[aeiouy]")
_TAG_RE = _lazy(r"#[a-z][a-z_-]*")  # (a tag or an anchor: ``#bygroup``, ``#main``)


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


# -- a value that repeats its name or only describes one ----------------------------------------

#: the name a value is assigned to on its line: ``NAME: value``, ``NAME=value``, ``"name": "value"``
_NAME_BEFORE_RE = _lazy(r"([A-Za-z_][\w.-]{0,63}?)[\"']?[ \t]*(?::-|:=|:|=|=>|-)[ \t]*[\"']?$")
_USER_BEFORE_RE = _lazy(r"(?i)(?:user(?:name)?|login|uid|-u|-U)[\"']?[ \t]*[:= ][ \t]*[\"']?([\w.-]{3,64})\b")
_NAME_WORD_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_QUOTED_RE = _lazy(r"[\"'][A-Za-z]{3,12}[\"']")


def _repeats_name(text: str, start: int, value: str) -> bool:
    """``POSTGRES_PASSWORD: postgres``, ``user=admin password=admin``: the value says nothing the
    name beside it does not."""
    if not 3 <= len(value) <= 24 or not value.replace("-", "").replace("_", "").isalnum():
        return False
    line_start = _line_start(text, start)
    m = _NAME_BEFORE_RE.search(text, max(line_start, start - 80), start)
    low = value.lower()
    if m is not None and (low == m.group(1).lower()  # (``ansi_level=ansi_level``: an argument passed on)
                          or low in {w.lower() for w in _NAME_WORD_RE.findall(m.group(1))}):
        return True
    users = _USER_BEFORE_RE.findall(text, line_start, start)
    if users and users[-1].lower() == low:
        return True
    # (``create_user("alice", password="alice")``: a plain word given just before as another argument)
    return value.isalpha() and len(value) <= 12 and _QUOTED_RE.search(text[line_start:start]) is not None and (
        f'"{value}"' in text[line_start:start] or f"'{value}'" in text[line_start:start])


_DESCRIBING_WORDS = frozenset("secret secrets password passwd pass pwd token key apikey credential credentials creds fake dummy "
                              "sample example placeholder fill replace changeme todo tbd redacted".split())
_INSTRUCTING_WORDS = frozenset("choose pick any your some string here whatever something anything insert enter own".split())  # (two: an instruction)
_WORDS_ONLY_RE = _lazy(r"[A-Za-z]{2,}(?:[-_.][A-Za-z]{1,})+")


def _describes(value: str) -> bool:
    """Words only, one of them a secret's name or a placeholder's (``not-a-real-secret``, ``fake-db-pass``, ``FILL_ME_IN``),
    two telling what to write (``VERIFY_TOKEN=choose-any-string``), or where it is kept instead (``managed-by-mdm``)."""
    if _WORDS_ONLY_RE.fullmatch(value) is None:
        return False
    words = [w.lower() for w in re.split(r"[-_.]", value) if w]
    return sum(len(w) for w in words) <= 40 and (any(w in _DESCRIBING_WORDS for w in words) or sum(w in _INSTRUCTING_WORDS for w in words) >= 2
                                                 or words[0] in ("stored", "kept", "managed", "handled") and words[1] in _FUNCTION_WORDS)


#: words of a sentence: a value holding one, with a blank, is prose about the secret
_FUNCTION_WORDS = frozenset("""
    the a an by in at of to not from is are was be been for see same as must least set with on our
    via when if it this that and or no never only than stored kept handled managed rotated
    invalid missing expired wrong incorrect required unknown empty masked hidden
""".split())
_WORD_VALUE_RE = _lazy(r"[a-z]{2,12}")
_SENTENCE_RE = _lazy(r"[ \t]+([a-z]+)[ \t]+([a-z0-9]+)")


def _sentence_goes_on(text: str, end: int, value: str) -> bool:
    """``ADMIN_PASSWORD=handled by the proxy``: a plain word the line goes on from as a sentence."""
    if _WORD_VALUE_RE.fullmatch(value) is None:
        return False
    m = _SENTENCE_RE.match(text, end)
    return m is not None and (m.group(1) in _FUNCTION_WORDS or value in _FUNCTION_WORDS)


def _prose(value: str) -> bool:
    """``"must be at least 12 characters"``, ``"stored in 1Password"``, ``"see the runbook"``:
    a sentence (a passphrase of random words holds no function word, or only one, not first)."""
    words = value.lower().split()
    if len(words) < 2:
        return False
    hits = sum(1 for w in words if w.strip(".,;:!?()") in _FUNCTION_WORDS)
    return hits >= 2 or hits == 1 and words[0] in _FUNCTION_WORDS


#: ``secure=None``, ``timeout=5``: a keyword argument with a constant (a signature, a call)
_KWARG_RE = _lazy(r"[A-Za-z_]\w*=(?:None|True|False|null|nil|undefined|\d+(?:\.\d+)?)")
_KEY_NAME_RE = _lazy(r"[A-Za-z_][A-Za-z0-9_]{0,40}")


def _example(value: str, token: str) -> bool:
    """A keyword argument with a constant, ``KEY=value`` (a placeholder after ``=``), or a value
    shown cut short (``eyJhbGciOiJIUzI1NiJ9...``: judged without its ellipsis)."""
    if _KWARG_RE.fullmatch(value):
        return True
    if "=" in value.strip("="):
        name, _, rest = value.partition("=")
        if (_KEY_NAME_RE.fullmatch(name) and (name.isupper() or name.islower()) and rest.isalpha()
                and _common_not_secret(rest)):
            return True
    if token.endswith(("...", "…")):
        core = token.rstrip(".…")
        return _encoded_word(core) or _common_not_secret(core)
    return False


# -- an identifier under a name that does not say secret ----------------------------------------

_ID_SHAPE_RE = _lazy(r"(?=[0-9]*[a-fA-F])[0-9a-fA-F]{7,}"  # hex with a letter (not a number, not a PIN)
                     r"|[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}"  # UUID
                     r"|0[0-7][0-9A-HJKMNP-TV-Z]{24}"  # ULID
                     r"|W/\"?[\w-]+\"?|(?:sha\d+|md5)[:-][A-Za-z0-9+/=_-]{16,}")  # weak ETag, integrity
#: the name a value is given: ``cache key: X``, ``InvalidToken: X``, ``--lock-token X``, ``etag=X``
_GIVEN_RE = _lazy(r"(?:--?([A-Za-z][\w-]{0,40})[ \t=]"  # --lock-token X
                  r"|<([A-Za-z][\w.-]{0,63})>"  # <lock_token>X
                  r"|((?:[A-Za-z_][\w.-]{0,40}[ \t])?[A-Za-z_][\w.-]{0,63})[\"']?[ \t]*(?::|=|=>))"  # cache key: X
                  r"[ \t]*[\"']?$")


def _identifier(text: str, start: int, value: str) -> bool:
    """A hash, UUID, ULID, ETag or ``npm-<sha1>`` under a name that does not say secret (``InvalidToken: <uuid>``,
    ``cache key: npm-<sha1>``, ``--lock-token <uuid>``): an identifier. Under a secret's name (``API_KEY=<hex>``) the
    same shape is a secret, and after one said before on its line (``the JWT secret for the release job: <hex>``)."""
    if _ID_SHAPE_RE.fullmatch(value) is None and (_PREFIXED_DIGEST_RE.fullmatch(value) is None or "_" in value):
        return False  # (provider tokens join their prefix with _: dop_v1_…, shpat_…)
    m = _GIVEN_RE.search(text, max(_line_start(text, start), start - 100), start)
    if m is None:
        said = _SAID_RE.search(text, max(_line_start(text, start), start - 60), start)
        return said is not None and said.group(2).lower() in _ID_SAID and (
            said.group(1) is None or secret_name(said.group(1)) is None)
    name = "_".join((m.group(1) or m.group(2) or m.group(3)).split())
    words = {w.lower() for w in _NAME_WORD_RE.findall(name)}
    return (not words.isdisjoint(_ID_WORDS) and secret_name(name, promote=False) in (None, "weak")
            and _SECRET_SAID_RE.search(text, _line_start(text, start), m.start()) is None)


def _public_name(text: str, start: int, value: str) -> bool:
    """A value whose own name says it is public or an identifier, whatever its shape:
    ``STRIPE_PUBLISHABLE_KEY=pk_…``, ``DISCORD_PUBLIC_KEY=<hex>``, ``DISCORD_APPLICATION_ID=<n>``,
    ``code_challenge=…``, ``(state=…)``, ``RECAPTCHA_SITE_KEY``, ``ALGOLIA_SEARCH_ONLY_API_KEY`` -- unless the name also says session, cookie, auth,
    login, access or a secret word (``session_id``, ``AWS_ACCESS_KEY_ID`` are credentials), or the
    line says password/secret/token before it. Under an ``…_ID`` name only digits, hex or a UUID."""
    m = _GIVEN_RE.search(text, max(_line_start(text, start), start - 100), start)
    if m is None or m.group(3) is None or text[m.end() - 1:m.end()] == ":" and "://" in text[m.start():start + 3]:
        return False
    name = m.group(3).split()[-1]
    if text[max(0, m.start(3) - 3):m.start(3)].endswith(("://", ":")) or clientside.secret_format(value):
        return False  # (scheme://user:PASSWORD: a URL's user, not a name; NEXT_PUBLIC_X_KEY=sk-…: a secret's format)
    words = {w.lower() for w in _NAME_WORD_RE.findall(clientside.unprefixed(name))}
    if {"search", "only"} <= words:
        return True  # (a search-only API key is shipped to browsers)
    if not words or secret_name(name, promote=False) not in (None, "weak") or not words.isdisjoint(_PRIVATE_WORDS):
        return False
    if " " in m.group(3).strip() and _SECRET_SAID_RE.search(text, max(_line_start(text, start), start - 80), m.start(3)):
        return False  # (password for the shared account: X)
    public = words & _PUBLIC_WORDS
    if public <= {"site", "sitekey"} and not kinds.captcha_site_key(text, start, value):
        public = set()  # (a captcha's site key is served to every visitor; a lock system's is not)
    return bool(public) or "id" in words and len(words) >= 2 and (
        value.isdigit() or _HEX_ID_RE.fullmatch(value) is not None)


_SECRET_SAID_RE = _lazy(r"(?i)pass|secret|token|cred|pwd")
_HEX_ID_RE = _lazy(r"[0-9a-fA-F-]{8,64}")


_PAIR_RE = _lazy(r"([a-z]+(?:[A-Z][a-z]+)*|[a-z]+(?:_[a-z]+)*)=[^=\s]")


def _named_pair(value: str) -> bool:
    """``keyName=X`` taken whole: a parameter and its value, not one secret (``token request:
    keyName=…``), unless the parameter's name says secret."""
    m = _PAIR_RE.match(value)
    return m is not None and len(m.group(1)) >= 4 and secret_name(m.group(1)) is None and _VOWEL_RE.search(m.group(1)) is not None


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
_PUBLIC_WORDS = frozenset("public publishable pub challenge state nonce site sitekey".split())
_PRIVATE_WORDS = frozenset("""session sessionid sid cookie auth login token secret pass password passwd pwd private
    priv cred creds credential credentials api access""".split())


#: ``Trace id X``, ``request ID: X``, ``commit X``: the words right before an identifier
_SAID_RE = _lazy(r"(?:\b([A-Za-z]+)[ \t]+)?\b([A-Za-z]+)[ \t]*:?[ \t]+[`\"']?$")
_ID_SAID = frozenset("id ids uuid guid ulid hash sha commit revision rev etag digest checksum nonce fingerprint".split())
#: words of a name that says it holds an identifier, a digest or a cache/lock key
_ID_WORDS = frozenset("""
    uuid guid ulid hash sha sha1 sha256 sha512 md5 digest checksum sum etag commit rev revision ref cache lock
    nonce request trace span correlation build object fingerprint integrity version run job invalid expired
    unknown missing idempotency dedup dedupe deduplication
""".split())
