"""An identifier or a public value by the name it is given: a hash, UUID, ULID or ETag under a name
that says identifier and not secret (``cache key: npm-<sha1>``, ``InvalidToken: <uuid>``), a value
whose own name says public (``STRIPE_PUBLISHABLE_KEY``, ``DISCORD_APPLICATION_ID``, ``code_challenge``,
a captcha's ``SITE_KEY``), a parameter and its value taken whole (``keyName=…``). Asked by
`memtool.privacy.lookalike.harmless` for every value a rule, pass or engine found.

Under a secret's name (``API_KEY=<hex>``, ``session_id``, ``AWS_ACCESS_KEY_ID``) the same shapes are
secrets, and after a secret said before on the line (``the JWT secret for the release job: <hex>``).
"""

from __future__ import annotations

from memtool.privacy import clientside, kinds
from memtool.privacy.checks import _PREFIXED_DIGEST_RE, _lazy
from memtool.privacy.checks import lookaround_start as _line_start
from memtool.privacy.describing import _NAME_WORD_RE
from memtool.privacy.names import secret_name

_VOWEL_RE = _lazy(r"[aeiouy]")


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
