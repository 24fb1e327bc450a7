"""Values that stand in for a secret without being one: a placeholder, a hash or ciphertext that says
so, where the secret is kept, a credential's id or name, a record's key. Asked by
`memtool.privacy.kinds.not_secret` (for every value a rule, pass or engine found); `PRINTS_SECRET_RE`
is read by `memtool.privacy.outputs` too.

* **a placeholder** of one repeated character in groups (``xxxx-xxxx-xxxx-xxxx``, ``0000 0000``),
  a word saying the value was left out (``Bearer (redacted)``, ``Password: (prompted)``,
  ``token: (from the CI secret store)``), a secret manager's own name (``stored in 1Password``)
  or names in a pair's places
  (``username:APITOKEN``); **a credential's id** under a label saying so (``token id: <uuid>``,
  ``credential id: cred_9f3a…``; not a secret, session or access id);
* **a hex digest said to be a hash** -- by its label (``hashed_token:``, ``token (sha256):``; not a
  label ending as a key does, ``hmac_sha256_key``) or its Markdown table column (``| sha256 |``);
* **where a secret is kept, not the secret** -- the arguments of a secret store's read, list or
  describe command name the secret (``gcloud secrets versions access latest --secret=db-pw``,
  ``az keyvault secret show --vault-name kv --name db``, ``kubectl get secret db-creds``), except
  what follows a flag that carries a credential (``--token``, ``--password``); a YAML global tag
  naming a constructor (``!!python/object/apply:os.getenv [...]``);
* **ciphertext or a stored hash that says so** -- ``enc:v1:…``, base64 of a ``{SSHA}…`` or crypt
  hash (LDIF's ``userPassword::``), never base64 of a plain password nor PostgreSQL's verifiers; a
  FreeRADIUS check item whose attribute names a one-way hash (``SSHA2-256-Password``,
  ``Crypt-Password``; not ``NT-Password``/``LM-Password``, which log in as they stand, nor
  ``Cleartext-Password``); **an SSH key's fingerprint** (``SHA256:`` and 43 base64 characters, as
  OpenSSH prints it): a digest of a public key;
* **variables in a pair's places** (``curl -u "$LEVER_API_KEY:"``); **a record's key** beside the
  same record's id (``"ListingKey": "<hex>"`` with ``"ListingId"``; not ``apiKey`` with ``apiId``);
* **a credential's name, not its value** -- a slug (lowercase words joined by ``-``/``_``/``.``,
  at most one short code: ``web-7f9c``, ``ci-runner-prod``) given as a token's or key's name
  (``token name: ci-runner``, ``"Description": "agent token web-7f9c"``), or as whom a password
  or token is for (``the password for BATCH01 is in the vault``). A random value stays a value: no
  segment mixes case, every longer segment reads as a word (a generated ``kowgd-dzpyv-fmwxi4``
  does not).
"""

from __future__ import annotations

import base64
import binascii
import re

from memtool.privacy import clientside
from memtool.privacy.checks import _lazy


# -- placeholders -------------------------------------------------------------------------------

_GROUPED_RUN_RE = _lazy(r"([A-Za-z0-9*#•.])\1{2,}(?:[-_ .:/]\1{3,}){1,7}")
_SAID_HIDDEN_RE = _lazy(r"(?i)\(?(?:redacted|filtered|masked|hidden|removed|omitted|not shown)\)?")
#: ``Password: (prompted)``, ``token: (from the CI secret store)``: a description in parentheses
_PAREN_WORDS_RE = _lazy(r"\(([a-z]+(?:[ \t][a-z]+){0,7})\)?")
_DESCRIBING = frozenset("""prompted prompt hidden none empty unset redacted masked sensitive omitted required optional
    interactive generated unchanged encrypted elided truncated secret""".split())
_PAREN_FUNCTION = frozenset("from in the see at via by of on to set stored kept ask".split())
#: a secret manager's own name: where the secret is kept (``stored in 1Password``, ``from LastPass``)
_STORE_NAMES = frozenset("""1password bitwarden lastpass keepass keepassxc keepassx dashlane keeper vaultwarden
    passbolt doppler infisical akeyless conjur cyberark""".split())


_PLACEHOLDER_PARTS = frozenset("""user username login email account password passwd pass pwd token apitoken
    apikey key secret accesstoken clientid clientsecret""".split())


def repeated_placeholder(text: str, start: int, value: str) -> bool:
    """``xxxx-xxxx-xxxx-xxxx``, ``0000 0000 0000``: one character in groups, a template's shape;
    ``username:APITOKEN``: names in the places of a pair (documentation's template)."""
    if (_GROUPED_RUN_RE.fullmatch(value) is not None or _SAID_HIDDEN_RE.fullmatch(value) is not None
            or value.lower() in _STORE_NAMES):
        return True
    described = _PAREN_WORDS_RE.fullmatch(value)
    if described is not None:
        words = described.group(1).split()
        return words[0] in _DESCRIBING if len(words) == 1 else not _PAREN_FUNCTION.isdisjoint(words)
    parts = value.split(":")
    if len(parts) == 2 and all(p.replace("_", "").replace("-", "").lower() in _PLACEHOLDER_PARTS for p in parts):
        return True
    if value == "android" and _DEBUG_KEYSTORE_RE.search(text, max(0, start - 300), start + 300) is not None:
        return True  # (the Android SDK's debug keystore: its documented store and key password)
    framed = _FRAMED_PLACEHOLDER_RE.fullmatch(value)  # (``sk_live_<your-key>``, ``<your-deepl-key>:fx``, ``<key>|1``: a format's
    # fixed part around a described body)
    return framed is not None and _VOWEL_RE.search(framed.group(1)) is not None


#: a placeholder in angle brackets (lowercase words) with a provider's fixed prefix (``sk_live_``, ``sk-proj-``) or suffix
_FRAMED_PLACEHOLDER_RE = _lazy(r"(?:[A-Za-z0-9]{1,8}[-_.:]){0,3}[A-Za-z0-9]{0,8}<([a-z][a-z0-9]*(?:[-_ ][a-z0-9]+){0,5})>(?:[-_.:|][A-Za-z0-9]{1,4})?")
_VOWEL_RE = _lazy(r"[aeiou]")
_DEBUG_KEYSTORE_RE = _lazy(r"androiddebugkey|debug\.keystore")


# -- where a secret is kept ---------------------------------------------------------------------

#: a password manager's or secret store's read that prints the secret itself, whatever the entry is named (``pass
#: show work/vpn``: its first line; ``gopass``, ``lpass``, ``keepassxc-cli``, ``keyring get``, ``secret-tool lookup``,
#: ``doppler secrets get``, ``op read``/``op item get``): what it prints is a secret (`memtool.privacy.outputs`)
_PRINTS_SECRET = (r"pass[ \t]+(?:show[ \t]+)?[\w.@-]+/[\w./@-]+|(?:pass|gopass)[ \t]+(?:show|cat)[ \t]|lpass[ \t]+show"
                  r"|keepassxc-cli[ \t]+show|keyring[ \t]+get|op[ \t]+(?:read|item[ \t]+get)|secret-tool[ \t]+lookup"
                  r"|doppler[ \t]+secrets[ \t]+get")
PRINTS_SECRET_RE = _lazy(r"(?<![\w-])(?:" + _PRINTS_SECRET + ")")
#: a secret store's command that reads, lists or describes -- what it is handed names the secret
_STORE_READ_RE = _lazy(
    r"(?:^|[\s;&|(`$\"'])(?:" + _PRINTS_SECRET + r"|gcloud[ \t]+(?:beta[ \t]+)?secrets[ \t]+(?:versions[ \t]+)?(?:access|describe|list|delete)"
    r"|aws[ \t]+secretsmanager[ \t]+(?:get-secret-value|describe-secret|list-secret-version-ids|delete-secret)"
    r"|aws[ \t]+ssm[ \t]+get-parameters?(?:-by-path)?"
    r"|az[ \t]+keyvault[ \t]+(?:secret|key|certificate)[ \t]+(?:show|list|download|delete|list-versions)"
    r"|vault[ \t]+(?:kv[ \t]+)?(?:get|read|list|metadata[ \t]+get|delete)"
    r"|op[ \t]+(?:read|item[ \t]+get)|doppler[ \t]+secrets(?:[ \t]+(?:get|download))?"
    r"|kubectl[ \t]+(?:-n[ \t]+\S+[ \t]+)?(?:get|describe|delete)[ \t]+secrets?"
    r"|bw[ \t]+get|infisical[ \t]+secrets(?:[ \t]+get)?|chamber[ \t]+(?:read|list)|pass[ \t]+show"
    r"|security[ \t]+find-(?:generic|internet)-password)\b")
#: flags whose value is a credential even in such a command
_CREDENTIAL_FLAG_RE = _lazy(r"(?i)--?[\w-]*(?:token|passw|pass\b|pwd|auth|api-?key|value|string|body|literal)[\w-]*"
                            r"(?:[ \t]+|=)[\"']?$")


def store_argument(text: str, start: int, value: str) -> bool:
    """An argument of a secret store's read/list/describe command (not a credential flag's)."""
    line_start = text.rfind("\n", 0, start) + 1
    head = _STORE_READ_RE.search(text, max(line_start, start - 300), start)
    if head is None or not _slug(value, parts=1, word=False):
        return False
    return _CREDENTIAL_FLAG_RE.search(text, max(head.end(), start - 60), start) is None


#: a YAML global tag naming a constructor (``!!python/object/apply:os.getenv ["DB_PASSWORD"]``): the
#: value is computed from what follows
_YAML_GLOBAL_TAG_RE = _lazy(r"!![A-Za-z][\w.-]*(?:[/:][\w.-]+)+")


def yaml_constructor(text: str, end: int, value: str) -> bool:
    """``!!python/object/apply:os.getenv [...]``: a YAML tag, then what it is applied to."""
    return _YAML_GLOBAL_TAG_RE.fullmatch(value) is not None and text[end:end + 1] in (" ", "\t", "\n", "")


#: ciphertext or a stored hash that says so: an ``enc:``/``encrypted:`` prefix (``enc:v1:…``), base64
#: of a scheme-tagged or crypt hash (LDIF ``userPassword:: e1NTSEF9…`` is ``{SSHA}…``); base64 of
#: anything else (a plain password) is not. Not PostgreSQL's verifiers: PgBouncer logs in to the
#: server with a SCRAM secret from its userlist, and an ``md5…`` one logs in as it stands
_DECLARED_CIPHER_RE = _lazy(r"(?i)(?:enc|encrypted|ciphertext|sealed)(?::v\d+)?:[A-Za-z0-9+/=_-]{16,}")
_HASH_TEXT_RE = _lazy(r"\{(?!PLAIN\}|CLEAR|CLEARTEXT\})[A-Z][A-Z0-9_.-]{1,20}\}\S{8,}"
                      r"|\$(?:1|2[abxy]?|5|6|y|gy|7|apr1|argon2(?:id|i|d)?)\$\S{8,}")
_BASE64_RE = _lazy(r"[A-Za-z0-9+/]{16,}={0,2}")


def stored_hash_or_cipher(value: str) -> bool:
    """``enc:v1:…``, base64 of ``{SSHA}…``/``$6$…``: what a store keeps, not the secret."""
    if _DECLARED_CIPHER_RE.fullmatch(value) is not None:
        return True
    if _BASE64_RE.fullmatch(value) is None:
        return False
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4)).decode("ascii")
    except (ValueError, binascii.Error):
        return False
    return _HASH_TEXT_RE.fullmatch(decoded) is not None


#: OpenSSH's fingerprint of a (public) key: ``SHA256:`` then 43 unpadded base64 characters
_SSH_FINGERPRINT_RE = _lazy(r"[A-Za-z0-9+/]{43}")


def ssh_fingerprint(text: str, start: int, value: str) -> bool:
    """``ED25519 key fingerprint is SHA256:nThbg6kX…``: a digest of a public key."""
    return text[max(0, start - 7):start] == "SHA256:" and _SSH_FINGERPRINT_RE.fullmatch(value.rstrip(".,;)")) is not None


#: a FreeRADIUS check item (``radcheck`` row, ``users`` file) whose attribute names a one-way hash
_RADIUS_HASH_ATTRIBUTE_RE = _lazy(r"(?i)\b(?:S?SHA(?:2-(?:224|256|384|512)|[1-9])?|S?MD5|Crypt|PBKDF2)-Password\b"
                                  r"[ \t|'\"]*(?::=|==|=)[ \t|'\"]*$")


def radius_hash(text: str, start: int) -> bool:
    """``| u | SSHA2-256-Password | := | <base64> |``, ``Crypt-Password := "$6$…"``: a stored hash."""
    return _RADIUS_HASH_ATTRIBUTE_RE.search(text, max(text.rfind("\n", 0, start) + 1, start - 60), start) is not None


#: ``token id: <uuid>``, ``credential id: cred_9f3a…``, ``api key id <hex>``: a credential's id names
#: it (a UUID, hex, or a short prefix and hex) -- not after secret/session/access (Vault's
#: ``secret_id`` and session ids are credentials; AWS access key ids are found by their format). The label may end a
#: name (``ASC_KEY_ID=``); the id may be a prefix and 16-32 letters and digits (Modal's ``Token ID: ak-…``, its secret
#: the ``as-…`` beside it) or ten capitals and digits (Apple's key ids, naming the ``AuthKey_<id>.p8`` holding the key)
_ID_LABEL_RE = _lazy(r"(?i)(?<![a-z])(?:token|key|cred|credential|certificate|cert|keypair|app|application|client)"
                     r"[ _-]?(?:id|identifier)\b[\"']?[ \t]*[:=#]?[ \t]*[\"']?$")
_NOT_AN_ID_BEFORE_RE = _lazy(r"(?i)(?:secret|session|access|private)[ _-]?(?:key[ _-]?)?(?:token[ _-]?)?"
                             r"(?:id|identifier)\b[\"']?[ \t]*[:=#]?[ \t]*[\"']?$")
_ID_VALUE_RE = _lazy(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[0-9a-f]{8,64}|[0-9A-F]{8,64}"
                     r"|[a-z]{2,8}[_-][0-9a-f]{6,32}")
_NAMED_ID_VALUE_RE = _lazy(r"[a-z]{2,4}[0-9]?[_-][A-Za-z0-9]{16,32}|(?=[A-Z]*[0-9])[A-Z0-9]{10}")


def credential_id(text: str, start: int, value: str) -> bool:
    """A credential's id under a label saying so."""
    if _ID_VALUE_RE.fullmatch(value) is None and (_NAMED_ID_VALUE_RE.fullmatch(value) is None
                                                  or clientside.secret_format(value)):
        return False
    window = max(text.rfind("\n", 0, start) + 1, start - 60)
    return (_ID_LABEL_RE.search(text, window, start) is not None
            and _NOT_AN_ID_BEFORE_RE.search(text, window, start) is None)


#: a hex digest under a label naming a hash (``hashed_token: <hex>``, ``token (sha256): <hex>``, a
#: Markdown table's ``sha256`` column), unless the label ends as a key does (``hmac_sha256_key``)
_DIGEST_HEX_RE = _lazy(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{56}|[0-9a-fA-F]{64}|[0-9a-fA-F]{96}|[0-9a-fA-F]{128}")
_DIGEST_WORD_RE = _lazy(r"(?i)hash(?:ed)?|digest|sha-?(?:1|224|256|384|512)|md5|checksum|fingerprint")
_LABEL_RE = _lazy(r"([\w.() -]{1,60}?)[\"']?[ \t]*[:=][ \t]*[\"']?$")
_KEY_ENDING = ("key", "keys", "secret", "salt", "pepper", "seed", "signing")


def said_hash(text: str, start: int, value: str) -> bool:
    """A hex digest its label or its table column says is a hash."""
    if _DIGEST_HEX_RE.fullmatch(value) is None:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    label = _LABEL_RE.search(text, max(line_start, start - 80), start)
    if label is not None and _DIGEST_WORD_RE.search(label.group(1).replace("--digest", "")) is not None:
        # (``curl --digest -u admin:<hex>``: curl's flag names the auth scheme, not the value)
        words = re.findall(r"[a-z0-9]+", label.group(1).lower())
        return bool(words) and words[-1] not in _KEY_ENDING
    return _digest_table_column(text, line_start, start)


def _digest_table_column(text: str, line_start: int, start: int) -> bool:
    """``| DB_PASSWORD | <hex> |`` under ``| name | sha256 |``: the cell's column header names a digest."""
    if not text.startswith("|", line_start):
        return False
    column = text.count("|", line_start, start)
    at = line_start
    for _ in range(40):  # (the header is the table's first row, at most 40 rows up)
        if at == 0:
            break
        above = text.rfind("\n", 0, at - 1) + 1
        if not text.startswith("|", above):
            break
        at = above
    header = text[at:text.find("\n", at)].split("|")
    return 0 < column < len(header) and _DIGEST_WORD_RE.fullmatch(header[column].strip()) is not None


#: ``curl -u "$LEVER_API_KEY:"``, ``-u $USER:$PASS``: variables in a pair's places name where the
#: values come from
_VARIABLE_RE = _lazy(r"\$\{?[A-Za-z_]\w*\}?|%[A-Za-z_]\w*%|\$env:[A-Za-z_]\w*")


def variable_pair(value: str) -> bool:
    """A user:password pair (or a key and an empty password) made of variables only."""
    parts = value.strip("\"'").split(":")
    return (len(parts) == 2 and any(parts)
            and all(not p or _VARIABLE_RE.fullmatch(p) is not None for p in parts))


#: ``"ListingKey": "<hex>"`` beside ``"ListingId"``, ``"order_key"`` beside ``"order_id"``: a record's key
#: where the text names records by key and by id -- never under a credential's qualifier (``apiKey``
#: beside ``apiId`` is a key), and only as a quoted field of a data record: ``merchant_key = <hex>`` under
#: ``merchant_id = <hex>`` in a config section is a credential beside its id (betting's first run lost 7 so)
_RECORD_KEY_RE = _lazy(r"\\?[\"']([A-Za-z][a-z]+(?:[A-Z][a-z]+)?)[_-]?[Kk]ey\\?[\"'][ \t]*[:=][ \t]*\\?[\"']?$")
_CREDENTIAL_QUALIFIERS = frozenset("""api access secret private public client app application consumer auth session
    service signing encryption master license product activation recovery backup storage shared primary
    secondary root admin user account device instance webhook stream ssh gpg pgp jwt hmac crypto""".split())


def record_key(text: str, start: int, value: str) -> bool:
    """A record's key (hex, a UUID, digits) in a text that names records by key and id (its own
    record, or another: RESO's ``ListingKey``/``ListingId`` beside ``MediaKey``)."""
    if _ID_VALUE_RE.fullmatch(value) is None and not value.isdigit():
        return False
    m = _RECORD_KEY_RE.search(text, max(text.rfind("\n", 0, start) + 1, start - 60), start)
    if m is None or m.group(1).lower() in _CREDENTIAL_QUALIFIERS:
        return False
    nearby = text[max(0, start - 800):start + 800]
    for entity in {m.group(1)} | set(_KEYED_RE.findall(nearby)):
        if entity.lower() not in _CREDENTIAL_QUALIFIERS and re.search(rf"\b{re.escape(entity)}[_-]?[Ii][Dd]\b", nearby):
            return True
    return False


_KEYED_RE = _lazy(r"\b([A-Z][a-z]+|[a-z]+)[_-]?[Kk]ey\b")


# -- a credential's name ------------------------------------------------------------------------

_SLUG_PART_RE = _lazy(r"[a-z]+|[A-Z]+|[0-9]+|[a-z0-9]{1,6}|[A-Z0-9]{1,8}")
_CONSONANT_RUN_RE = _lazy(r"[^aeiou]{4}")


def _wordlike(segment: str) -> bool:
    """Letters as words have them: a quarter or more vowels, no four consonants in a row (a
    generated ``kowgd-dzpyv`` fails: 95 % of such slugs of the corpus writers' shape)."""
    low = segment.lower()
    return (len(low) >= 3 and low.isalpha() and sum(c in "aeiou" for c in low) * 4 >= len(low)
            and _CONSONANT_RUN_RE.search(low) is None)


def _slug(value: str, parts: int = 2, word: bool = True) -> bool:
    """Words (and at most one short code) joined by ``-``/``_``/``.``/``/``: a name people give
    (without ``word``: any segments that do not mix case and digits at length)."""
    if not 2 <= len(value) <= 48:
        return False
    segments = [s for s in re.split(r"[-_./]", value) if s]
    if len(segments) < parts or any(_SLUG_PART_RE.fullmatch(s) is None for s in segments):
        return False
    if not word:
        return True
    codes = [s for s in segments if not s.isalpha() and not s.isdigit()]
    return (any(_wordlike(s) for s in segments) and len(codes) <= 1
            and all(_wordlike(s) for s in segments if s.isalpha() and len(s) >= 4))


#: a name given to a token or key (``token name: X``, ``key alias X``), or a description field that
#: names one (``"Description": "agent token X"``; not prose such as "the new token X", which may be
#: followed by the token itself)
_NAMED_AS_RE = _lazy(r"(?i)\b(?:token|key|secret|credential|cred)s?[ \t_-]*(?:name|alias|label|id|description|title)"
                     r"[\"']?[ \t]*[:=]?[ \t]*[\"']?$")
_DESCRIBED_RE = _lazy(r"(?i)\b(?:description|comment|label|title|summary)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"'][^\"'\n]{0,60}"
                      r"\b(?:token|key)[ \t]+$")
#: whom a secret is for: ``the password for X``, ``token for X`` (the value comes after ``:``/``is``)
_FOR_RE = _lazy(r"(?i)\b(?:password|passphrase|passwd|token|key|secret|credentials?)[ \t]+(?:for|of)[ \t]+"
                r"(?:the[ \t]+)?(?:user[ \t]+|account[ \t]+|profile[ \t]+|service[ \t]+)?$")


def credential_name(text: str, start: int, end: int, value: str) -> bool:
    """A slug that names a credential or its owner, not its value."""
    if not _slug(value, parts=1, word=False) or text[end:end + 40].lstrip(" \t\"'")[:1] in (":", "="):
        return False  # (``token for prod: X``, ``password for admin = X``: the name, then the value)
    window = max(text.rfind("\n", 0, start) + 1, start - 120)
    if _FOR_RE.search(text, window, start) is not None:
        return value[:1].isalpha()
    if _NAMED_AS_RE.search(text, window, start) is not None:
        return _slug(value, parts=1)
    return _slug(value) and _DESCRIBED_RE.search(text, window, start) is not None
