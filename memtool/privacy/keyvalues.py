"""Values a person typed where a key's name says what it opens, which the generated-value tests turn away.

A bare ``key`` or ``<word>_key`` reads as a weak name (`memtool.privacy.names.secret_name`): a cache's,
a record's, a dictionary's key holds words, ids and digests, so only a long random value counts. A person
given a key for a service, a device or a card writes it under the service's or the part's name
(``metar_key = ops2024#``, ``AQS_KEY=bluehare56``, ``keyB_write: 85C218FBC00C``) and what they write is
typed, not generated: a word with digits and a mark, or a reader's six-byte key in hex. The readings:

* `opened_key_value`: a literal under ``<qualifier> key`` (the name ends in key, the word before it says
  what the key opens: not a record's, a map's, a keyboard's, a label's or a public key -- the qualifiers
  `memtool.privacy.stance` and `memtool.privacy.names` set aside) that is typed the way passwords are:
  eight or more characters mixing letters with digits (``rustyelk55``, ``WSVoc0kz229``) or with a mark
  (``ops2024#``), twelve or more random letters (``bqwMqELxegiMSSmM``) or lowercase letters as a generator
  makes them (``illkdllzh`` under Europeana's ``wskey``); never a technical name with its
  number (``utf8mb4``, ``sha256``), capitals and digits alone (a part's code), a version, a path, a reference
  or a made-up run;
* `enclosed_key_hex`: hex of a key's length in a bare ``<Key>`` element whose enclosing element says what the key
  is for: encryption, a session, a cipher (``<Encryption cipher="AES256"><Key>…</Key>``, QRZ's
  ``<Session><Key>…</Key>``) -- not an object store's listing, where ``<Contents><Key>`` holds an object's name;
* `card_sector_key`: twelve hex digits under a name saying key A or key B -- a MIFARE Classic sector's
  key (6 bytes), ``KEY_A``, ``keyB_write``, ``Key B:`` -- other than the documented transport and
  directory keys anyone can read (``FFFFFFFFFFFF``, ``A0A1A2A3A4A5``, ``D3F7D3F7D3F7``).
"""

from __future__ import annotations

from memtool.privacy import languages
from memtool.privacy.checks import _HARMLESS_TOKEN_WORDS, _HEX_RE, _RECORD_KEY_WORDS, _is_placeholder, _is_reference, _lazy
from memtool.privacy.generated import _TECHNICAL_RE, _generated_lower, _random_letters
from memtool.privacy.names import _KEY_QUALIFIERS, _common_not_secret, bare_key_hex
from memtool.privacy.stance import _NOT_CREDENTIAL_QUALIFIERS

#: words before ``key`` that do not say what it opens, beyond the stance's list: a value's or a field's
#: kind, an order, a place in a structure (``primary_key``, ``api_key`` is read as a secret already)
_NOT_OPENING = frozenset("""
    primary secondary sort partition range hash row column col cell table db database redis cache memcache
    storage s3 gcs blob bucket object file path dir folder kv store state local session request response
    global private public pub publishable input output source target dest destination from to src dst
    group user users item items entry entries record records index idx lookup match filter form field
    translation i18n l10n text string str int number num enum type kind class style theme layout color
    map dict hash table route url uri link page tab step menu nav sidebar panel widget component
    react vue angular ng svelte model models engine provider plan product sku version release build platform
    region zone locale country currency tier category size dataset sample schema template
""".split())
#: English words ending in key, not a key's name
_KEY_WORDS = frozenset("monkey donkey turkey hockey jockey whiskey lackey hotkey turnkey passkey".split())
#: letters and digits typed as a password is: a letter, a digit, maybe marks, nothing that separates words
_TYPED_KEY_RE = _lazy(r"(?=[^\d]*\d)(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z0-9#!*@$%^&+?~=]{8,40}")
#: a technical name with its number and more (``utf8mb4``, ``x86_64``): what `generated._TECHNICAL_RE` does not reach
_SEQUENCE_RE = _lazy(r"(?i)(?:abc|123|qwe|xyz)")
#: a MIFARE Classic sector key's name: key A or key B, glued or spelled
_SECTOR_NAME_RE = _lazy(r"(?i)(?:^|[^a-z])key[ _-]?[ab](?:$|[^a-z])")
#: the sector keys every reader knows: the transport key, MAD's and NDEF's public keys (NXP AN10787, NFC Forum)
_PUBLIC_SECTOR_KEYS = frozenset({"ffffffffffff", "000000000000", "a0a1a2a3a4a5", "b0b1b2b3b4b5", "d3f7d3f7d3f7"})


def _opening_qualifier(key: str) -> bool:
    """Does ``key`` end in key after a word saying what it opens (``metar_key``, ``AQS_KEY``, ``Comm Key``)?"""
    words = languages.unglue_keys(languages.split_words(key), _KEY_QUALIFIERS)
    if len(words) == 1 and 5 <= len(words[0]) <= 7 and words[0].endswith("key") and words[0] not in _KEY_WORDS:
        words = [words[0][:-3], "key"]  # (Europeana's wskey: a short qualifier glued on)
    if len(words) < 2 or words[-1] != "key":
        return False
    qualifier = words[-2]
    return (len(qualifier) >= 2 and qualifier.isalpha() and qualifier not in _NOT_CREDENTIAL_QUALIFIERS
            and qualifier not in _NOT_OPENING and qualifier not in _HARMLESS_TOKEN_WORDS
            and qualifier not in _RECORD_KEY_WORDS)


def opened_key_value(key: str, value: str) -> bool:
    """A typed value (letters with digits or a mark, 8+) or random letters (12+) written as a literal under a key
    named for what it opens."""
    typed = (_TYPED_KEY_RE.fullmatch(value) is not None and not _HEX_RE.fullmatch(value)
             and not (value.isupper() and value.isalnum()))  # (hex is `names.bare_key_hex`'s; capitals and digits: a part's code)
    if not typed and not (12 <= len(value) <= 64 and value.isalpha() and _random_letters(value)) and not (
            value.isalpha() and _generated_lower(value)):  # (illkdllzh: lowercase letters as a generator makes them)
        return False
    lowered = value.lower()
    if (_TECHNICAL_RE.fullmatch(lowered) or _SEQUENCE_RE.search(value) or _is_placeholder(value)
            or _is_reference(value) or _common_not_secret(value)):
        return False
    return _opening_qualifier(key)


def card_sector_key(key: str, value: str) -> bool:
    """Twelve hex digits, letters and digits mixed, under a name saying key A or key B: a card sector's key."""
    return (len(value) == 12 and _HEX_RE.fullmatch(value) is not None and value.lower() not in _PUBLIC_SECTOR_KEYS
            and any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and len(set(value.lower())) >= 6
            and _SECTOR_NAME_RE.search(key) is not None)


_TAG_RE = _lazy(r"<(/?)([A-Za-z][\w:.-]{0,40})(?:[ \t][^<>]{0,200})?(/?)>")
#: what an element enclosing a bare key says it is for
_KEYED_PARENTS = frozenset("""encryption encrypt crypto cipher security session aes hmac signing wifi wlan wireless""".split())


def enclosed_key_hex(text: str, start: int, value: str) -> bool:
    """Hex of a key's length (`memtool.privacy.names.bare_key_hex`) in an element named ``Key`` alone at ``start``
    whose nearest open enclosing element names encryption, a session or a cipher."""
    if not bare_key_hex(value):
        return False
    open_tags: list[str] = []
    for tag in _TAG_RE.finditer(text, max(0, start - 400), start):
        closing, name, empty = tag.groups()
        if closing:
            while open_tags and open_tags.pop() != name:
                pass
        elif not empty:
            open_tags.append(name)
    parents = [t for t in open_tags if t.lower() != "key"]
    return bool(parents) and parents[-1].split(":")[-1].lower() in _KEYED_PARENTS
