"""Privacy: strip private blocks and redact secrets before anything is stored.

Every string memtool keeps passes through `scrub` (or `scrub_value` for JSON-like payloads)
first. Redaction has to be both *thorough* (a leaked token stays leaked) and *harmless* (a
mangled commit hash or line of code destroys the memory), so it works by rules that need
evidence -- a known token prefix, or a keyword saying a secret is expected -- and never flags
a random-looking string on its own: commit hashes, UUIDs, sha256 digests, npm integrity
hashes and base64 data URIs pass through untouched.

Functions
---------
``strip_private(text) -> str``
    Removes ``<private>…</private>`` blocks: tag names in any case, blocks spanning lines,
    nested or repeated, tags with attributes. An unclosed ``<private>`` hides everything after
    it. Blocks memtool injected itself, ``<persistent-memory>…</persistent-memory>``, go the
    same way, so memory never re-ingests itself. A closing tag that closes nothing stays.
``redact(text) -> (text, count)``
    Replaces each secret *value* with a marker; ``count`` is the number of replacements.
``scrub(text) -> (text, count)``
    ``strip_private``, then ``redact``.
``scrub_value(obj) -> (obj, count)``
    Scrubs every string inside dicts, lists and tuples (a new structure; the input is not
    changed). Dict keys, numbers, booleans and None are kept as they are. When a dict key
    itself names a secret -- it ends with ``password``, ``passwd``, ``passphrase``,
    ``secret``, ``token``, ``api_key``/``apikey``, ``access_key``, ``secret_key``,
    ``private_key``, ``authorization``, ``cookie``, ``credential(s)``, in any case and with
    ``-``/``_``/camelCase spelling (``client_secret``, ``X-API-KEY``, ``refreshToken``,
    ``set-cookie``) -- and its value is a non-empty string, the whole value becomes
    ``[REDACTED:secret-field]``. Not redacted: keys that only contain the word
    (``max_tokens``, ``password_hash``, ``secret_name``), paging and tokenizer tokens
    (``NextToken``, ``client_token``, ``eos_token``), and values that are obviously not a
    secret: blank, ``true``/``false``/``yes``/``no``/``none``/``null``…, a reference
    (``$TOKEN``, ``${TOKEN}``, ``{{ secret }}``, ``<token>``), a mask (``****``) or already a
    marker. Any other key whose name says secret by the structural test of
    `memtool.privacy.names` (``deploy_secret_2``, ``DB_PASS``, ``myServiceCreds``) loses a
    value that may be one, and a list under such a key (``apiKeys``) when an item looks
    generated.

The marker
----------
A redacted value becomes ``[REDACTED:<kind>]``, e.g. ``[REDACTED:aws-access-key]``; ``<kind>``
is lowercase letters, digits and ``-`` (``MARKER_RE`` matches one marker). Only the value goes:
keys, header names, URL scheme/user/host/path, flag names and the rest of the line stay, so
``postgres://app:s3cret@db:5432/x`` becomes ``postgres://app:[REDACTED:url-password]@db:5432/x``
and ``Authorization: Bearer eyJ…`` becomes ``Authorization: Bearer [REDACTED:jwt]``. Markers
never trigger a rule, so redacting twice changes nothing: ``redact(redact(x)[0]) ==
(redact(x)[0], 0)``.

Layers
------
A secret caught by any layer is redacted; the layers run in this order over each chunk:

1. **memtool's own rules** (`memtool.privacy.rules`, run by `memtool.privacy.matcher`): private
   key blocks, provider token shapes, keyword-context assignments in every syntax, URL
   credentials, headers, command lines, prose -- and the structural rules of
   `memtool.privacy.names`: any name that says secret, whatever the provider. They need evidence -- a known token prefix, or a
   key that names a secret and a value that is not a reference -- and are described rule by
   rule in that module (and in `dumps`, `contexts`, `shapes`, `pairs`, `providers`, `changes`). Then passes
   over the whole chunk: what a secret-reading command printed (`outputs`), a name and its
   value in separate fields (`fields`), values bound to a secret column's SQL placeholder
   (`binds`), and two that parse no syntax at all -- a credential-shaped value a few tokens
   after a word naming a secret (`nearby`), or after a user name on a line about logging in
   (`logins`) -- and one that reads a position: a random literal passed to a call that builds a
   client or opens a session, a command line's credential after a verb that stores one (`calls`);
   a value found anywhere is removed wherever else it stands in the chunk. Every
   value any rule, pass or engine finds first meets `lookalike`: clean text that only looks like
   a secret (a reference or a template, code, a public key or a fingerprint, ciphertext or a
   password hash, a fixture, a value repeating its name, prose, an identifier under a name that
   does not say secret) stays as it is.
2. **A maintained engine**, `betterleaks` (`memtool.privacy.engines`), when it is installed and
   ``MEMTOOL_REDACT_ENGINES`` does not say ``none``: its findings are redacted by their exact
   span, after the same placeholder/reference tests as our own rules.
3. **Your own patterns**: ``MEMTOOL_REDACT_PATTERNS`` (regular expressions, one per line) and
   the file ``MEMTOOL_REDACT_PATTERNS_FILE`` (one per line, ``#`` comments); a named group
   ``value`` (or else group 1, or else the whole match) becomes ``[REDACTED:custom]``.

Bounded cost
------------
Text is redacted in chunks of at most `CHUNK_CHARS` characters, cut at a line break (or a
space) so no ordinary secret is split; each rule's work is linear in a chunk, so time and
memory are linear in the input for any input (a 50 MB line of one letter included).
`clip(text, max_bytes)` cuts a field to a byte cap *before* it is scrubbed, at a word boundary
so the kept part never ends in the first half of a token.

`fingerprint()` is a hash of the rules' source, the engines' versions and your patterns:
`memtool scrub --if-rules-changed` re-scrubs what is stored only when it differs from the
fingerprint of the last scrub.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
from pathlib import Path
from typing import Any

from memtool.privacy import clientside, engines, lookalike, matcher, names, outputs, providers, stance, tokens
from memtool.privacy.checks import _MARKER_PREFIX, MARKER_RE, _harmless_key, _lazy, _marker

# (clientside sits below the rules that consult it: it is handed their secret formats, never to call them public)
clientside.register_secret_formats(pattern for _, pattern, _, _ in (*tokens.PROVIDER_TOKENS, *providers.TOKENS))

__all__ = ["CHUNK_CHARS", "MARKER_RE", "clip", "fingerprint", "redact", "scrub", "scrub_event",
           "scrub_value", "strip_private"]

CHUNK_CHARS = 64 * 1024

# ---------------------------------------------------------------------------------------------
# strip_private
# ---------------------------------------------------------------------------------------------

# <private>, < private >, </ private>, &lt;private&gt;, \u003cprivate\u003e (a JSON escape)
_OPEN = r"(?:<|&lt;|\\u003c)"
_CLOSE = r"(?:>|&gt;|\\u003e)"
_BLOCK_TAG_RE = _lazy(
    _OPEN + r"[ \t]*(/?)[ \t]*(private|persistent-memory)(?:[ \t][^<>&\n]{0,200}?)?[ \t]*/?" + _CLOSE,
    re.IGNORECASE)


def strip_private(text: str) -> str:
    """Remove ``<private>`` and ``<persistent-memory>`` blocks; an unclosed one hides the rest."""
    if "<" not in text and "&" not in text and "\\u" not in text:
        return text
    kept: list[str] = []
    pos = 0
    open_tags: list[str] = []
    for m in _BLOCK_TAG_RE.finditer(text):
        name = m.group(2).lower()
        if not m.group(1):  # opening tag
            if not open_tags:
                kept.append(text[pos:m.start()])
            open_tags.append(name)
        elif name in open_tags:  # closing tag of an open block (inner unclosed ones end too)
            while open_tags.pop() != name:
                pass
            if not open_tags:
                pos = m.end()
        # a closing tag that closes nothing is ordinary text
    if open_tags:
        return "".join(kept)
    kept.append(text[pos:])
    return "".join(kept)


# ---------------------------------------------------------------------------------------------
# redact / scrub
# ---------------------------------------------------------------------------------------------


def _chunks(text: str):
    """Pieces of at most CHUNK_CHARS characters, cut after a line break where there is one in the
    second half of the window (else after a space, else anywhere), and never inside a private
    key block that starts in the window."""
    n = len(text)
    pos = 0
    while n - pos > CHUNK_CHARS:
        end = pos + CHUNK_CHARS
        half = pos + CHUNK_CHARS // 2
        cut = text.rfind("\n", half, end) + 1 or text.rfind(" ", half, end) + 1 or end
        begin = text.rfind("-----BEGIN", half, cut)
        if begin > pos and text.find("-----END", begin, cut) < 0:
            cut = begin
        yield text[pos:cut]
        pos = cut
    yield text[pos:]


def redact(text: str, _settings_now: tuple | None = None) -> tuple[str, int]:
    """Replace every secret value in ``text`` with ``[REDACTED:<kind>]``; return (text, count)."""
    if not text:
        return text, 0
    settings = _settings_now or _settings()
    if len(text) <= CHUNK_CHARS:
        return _redact_chunk(text, settings)
    parts: list[str] = []
    total = 0
    for chunk in _chunks(text):
        clean, n = _redact_chunk(chunk, settings)
        parts.append(clean)
        total += n
    return "".join(parts), total


def _redact_chunk(text: str, settings: tuple) -> tuple[str, int]:
    engine_on, engine_setting, patterns, patterns_file, _stance = settings
    text, total = matcher.redact_rules(text)
    if engine_on or engine_setting is not None:  # (capture: neither, and no call at all)
        text, n = engines.redact(text)
        total += n
    if patterns or patterns_file:
        text, n = _redact_custom(text)
        total += n
    return text, total


def scrub(text: str, _settings_now: tuple | None = None) -> tuple[str, int]:
    """``strip_private`` then ``redact``."""
    if len(text) <= _CACHED_CHARS:
        # keys, tool names, ids and short values repeat from event to event
        return _scrub_short(text, _settings_now or _settings())
    return redact(strip_private(text), _settings_now)


_CACHED_CHARS = 256


def _settings() -> tuple:
    """What besides the text decides the result (part of the cache key)."""
    environ = os.environ
    return (engines._state["enabled"], environ.get("MEMTOOL_REDACT_ENGINES"),
            environ.get("MEMTOOL_REDACT_PATTERNS"), environ.get("MEMTOOL_REDACT_PATTERNS_FILE"),
            environ.get("MEMTOOL_REDACT_STANCE"))


@functools.lru_cache(maxsize=8192)
def _scrub_short(text: str, settings: tuple) -> tuple[str, int]:
    return redact(strip_private(text), settings)


def clip(text: str, max_bytes: int) -> tuple[str, int]:
    """``text`` cut to at most ``max_bytes`` UTF-8 bytes; return (kept, bytes dropped).

    The cut goes back to the last space, line break or punctuation within 256 characters, so a
    token is never kept half (half a token would no longer match its rule); a word longer than
    that is cut where the cap falls."""
    if len(text) * 4 <= max_bytes:  # (4 bytes a character at most: no need to encode)
        return text, 0
    encoded = text.encode("utf-8", "surrogatepass")
    if len(encoded) <= max_bytes:
        return text, 0
    kept = encoded[:max_bytes].decode("utf-8", "ignore")
    window = kept[-256:]
    boundary = max(window.rfind(c) for c in " \n\t,;\"'<>()[]{}")
    if boundary >= 0:  # (no boundary: a word of 256+ characters is data, cut it anywhere)
        kept = kept[:len(kept) - len(window) + boundary + 1]
    return kept, len(encoded) - len(kept.encode("utf-8", "surrogatepass"))


# ---------------------------------------------------------------------------------------------
# your own patterns
# ---------------------------------------------------------------------------------------------

_custom_cache: tuple[str, list[re.Pattern[str]]] | None = None


_file_cache: dict[tuple[str, float], str] = {}


def _custom_source() -> str:
    source = os.environ.get("MEMTOOL_REDACT_PATTERNS", "")
    path = os.environ.get("MEMTOOL_REDACT_PATTERNS_FILE")
    if path:
        try:
            full = Path(path).expanduser()
            key = (str(full), full.stat().st_mtime)
            if key not in _file_cache:
                _file_cache.clear()
                _file_cache[key] = full.read_text()
            source += "\n" + _file_cache[key]
        except OSError:
            pass  # a missing file hides nothing
    return source


def custom_patterns() -> list[re.Pattern[str]]:
    """The compiled patterns of MEMTOOL_REDACT_PATTERNS(_FILE); raise ValueError for a bad one."""
    global _custom_cache
    source = _custom_source()
    if _custom_cache is None or _custom_cache[0] != source:
        patterns = []
        for line in source.splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                try:
                    patterns.append(re.compile(line))
                except re.error as exc:
                    raise ValueError(f"MEMTOOL_REDACT_PATTERNS: bad regular expression {line!r}: "
                                     f"{exc}; fix or remove it") from None
        _custom_cache = (source, patterns)
    return _custom_cache[1]


def _redact_custom(text: str) -> tuple[str, int]:
    if not _custom_source().strip():
        return text, 0
    count = 0

    def replace(m: re.Match[str]) -> str:
        nonlocal count
        group: str | int = ("value" if "value" in m.re.groupindex
                            else 1 if m.re.groups else 0)
        if m.group(group) is None or _MARKER_PREFIX in m.group(group):
            return m.group(0)
        count += 1
        s, e = m.span(group)
        return m.group(0)[:s - m.start()] + _marker("custom") + m.group(0)[e - m.start():]

    for pattern in custom_patterns():
        text = pattern.sub(replace, text)
    return text, count


# ---------------------------------------------------------------------------------------------
# fingerprint
# ---------------------------------------------------------------------------------------------


def fingerprint() -> str:
    """A short hash naming the current redaction: rules' source, engines, your patterns."""
    h = hashlib.sha256()
    here = Path(__file__).parent
    for name in sorted(p.name for p in here.glob("*.py")):
        h.update(name.encode() + b"\0" + (here / name).read_bytes())
    h.update(engines.describe().encode())
    h.update(_custom_source().encode())
    h.update(b"" if stance.enabled() else b"stance off")
    return h.hexdigest()[:16]


# ---------------------------------------------------------------------------------------------
# JSON-like values and events
# ---------------------------------------------------------------------------------------------

_SECRET_FIELD_RE = _lazy(
    r"(?:pass(?:word|wd|phrase)|secret|token|apikey|accesskey|secretkey|privatekey"
    r"|authorization|cookie|credentials?)$")
_NOT_SECRET_WORDS = frozenset(
    "true false yes no on off none null nil undefined n/a na 0 1".split())
_REFERENCE_VALUE_RE = _lazy(
    r"^\$(?:\{|\(|[A-Za-z_][A-Za-z0-9_]*$)|\{\{.*\}\}|^<[^<>]*>$|^\*+$|^•+$")


@functools.lru_cache(maxsize=4096)  # keys repeat from event to event
def _names_secret(key: str) -> bool:
    if _MARKER_PREFIX in key:  # a key that was itself a secret names nothing (idempotence)
        key = MARKER_RE.sub("", key)
    squashed = re.sub(r"[^a-z0-9]", "", key.lower())
    return _SECRET_FIELD_RE.search(squashed) is not None and not _harmless_key(key)


def _obviously_not_secret(value: str) -> bool:
    v = value.strip()
    return (not v or v.lower() in _NOT_SECRET_WORDS or MARKER_RE.fullmatch(v) is not None
            or _REFERENCE_VALUE_RE.search(v) is not None)


_NAME_FIELDS = ("name", "key", "Name", "Key", "ParameterKey", "variable", "id")
_VALUE_FIELDS = ("value", "Value", "ParameterValue", "secret", "default")
_NAME_SET = frozenset(_NAME_FIELDS)


def _named_secret_value(obj: dict) -> str | None:
    """In ``{"name": "API_TOKEN", "value": "…"}`` (Kubernetes env lists, CloudFormation
    parameters, CI variables) the field holding the secret is ``value``: return its key."""
    if _NAME_SET.isdisjoint(obj):
        return None
    name = next((obj[k] for k in _NAME_FIELDS if isinstance(obj.get(k), str)), None)
    if name is None or not _names_secret(name) and not _names_password(name):
        return None
    return next((k for k in _VALUE_FIELDS if isinstance(obj.get(k), str)), None)


_PASSWORD_NAME_RE = _lazy(r"(?:^|[^a-z])(?:pass|pwd|pw)$|(?-i:PASS)$", re.IGNORECASE)


def _names_password(key: str) -> bool:
    return _PASSWORD_NAME_RE.search(key) is not None


def scrub_value(obj: Any, _settings_now: tuple | None = None) -> tuple[Any, int]:
    """Scrub every string in a JSON-like structure, dict keys included; secret-named keys (and
    the ``value`` of a ``{"name": SECRET_NAME, "value": …}`` pair) lose their whole value; and
    when the structure holds a command that names a secret, its output fields lose the values
    the command printed (`memtool.privacy.outputs`). A whole value redacted under its secret
    name goes wherever else it stands in the structure (the token of an ``env`` object repeated
    in a command line)."""
    commands: list[Any] = []
    taken: list[str] = []
    out, total = _scrub_value(obj, _settings_now or _settings(), commands, taken)
    if commands:
        out, n = outputs.redact_payload(out, commands)
        total += n
    taken = [v for v in set(taken) if len(v) >= 8]
    if taken:
        out, n = _redact_repeated(out, sorted(taken, key=len, reverse=True))
        total += n
    return out, total


def _redact_repeated(obj: Any, values: list[str]) -> tuple[Any, int]:
    if isinstance(obj, str):
        total = 0
        for value in values:
            if value in obj:
                total += obj.count(value)
                obj = obj.replace(value, _marker("repeated"))
        return obj, total
    if isinstance(obj, dict):
        total = 0
        for key, value in obj.items():
            obj[key], n = _redact_repeated(value, values)
            total += n
        return obj, total
    if isinstance(obj, list):
        total = 0
        for i, value in enumerate(obj):
            obj[i], n = _redact_repeated(value, values)
            total += n
        return obj, total
    return obj, 0


def _scrub_value(obj: Any, settings: tuple, commands: list[Any], taken: list[str]) -> tuple[Any, int]:
    """`scrub_value`'s walk; the values of command fields are collected into ``commands``, the
    values redacted whole under a secret name into ``taken``."""
    if isinstance(obj, str):
        return scrub(obj, settings)
    if isinstance(obj, dict):
        out: dict[object, object] = {}
        total = 0
        value_key = _named_secret_value(obj)
        for key, value in obj.items():
            if key in outputs.COMMAND_FIELDS:
                commands.append(value)
            secret_named = isinstance(key, str) and (key == value_key or _names_secret(key))
            if isinstance(key, str):
                key, n = scrub(key, settings)
                total += n
                while key in out:  # two keys redacted alike: keep both
                    key += "'"
            if (secret_named and isinstance(value, str) and not _obviously_not_secret(value) or (
                    isinstance(key, str) and names.field_holds_secret(key, value))) and not (
                    isinstance(value, str) and lookalike.harmless(value, 0, len(value))):
                out[key] = _marker("secret-field")
                total += 1
                if isinstance(value, str):
                    taken.append(value)
            else:
                out[key], n = _scrub_value(value, settings, commands, taken)
                total += n
        return out, total
    if isinstance(obj, (list, tuple)):
        items = []
        total = 0
        for item in obj:
            clean, n = _scrub_value(item, settings, commands, taken)
            items.append(clean)
            total += n
        return (items if isinstance(obj, list) else tuple(items)), total
    return obj, 0


#: the string fields of an event row that are scrubbed besides its payload
EVENT_TEXT_FIELDS = ("session_id", "cwd", "tool_name", "event_key", "project", "source",
                     "event_type")


def scrub_event(row: dict) -> int:
    """Scrub an event row in place -- its payload (keys and values), its metadata and every
    string field in `EVENT_TEXT_FIELDS` -- and return the number of redactions."""
    total = 0
    settings = _settings()
    for field in ("payload", "metadata"):
        if field in row and row[field] is not None:
            row[field], n = scrub_value(row[field], settings)
            total += n
    for field in EVENT_TEXT_FIELDS:
        if isinstance(row.get(field), str):
            row[field], n = scrub(row[field], settings)
            total += n
    return total
