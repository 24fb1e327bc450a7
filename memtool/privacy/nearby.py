"""A secret's name and, a few tokens later, a value shaped like a credential -- whatever the syntax
between them.

Every source of text finds a new way to put a name next to a value: ``the rabbit-2 password is
now X``, ``pw for staging-db is X``, ``-Password (ConvertTo-SecureString 'X' …)``,
``Credentials::new("app", "X")``, ``var jwtKey = []byte("X")``, ``const SECRET: &str = "X"``,
``"name": "AUTH_CLIENT_SECRET",`` / ``"slotSetting": false,`` / ``"value": "X"``. The rules of
`memtool.privacy.names` parse the syntaxes they know; this pass parses none. From each word that
names a password or a secret (`memtool.privacy.names.secret_name`: ``password``/``secret``
strength, any language) it reads the next tokens -- runs of characters between blanks, quotes,
brackets, ``,;|`` -- and redacts the first that passes the strict credential test
(`memtool.privacy.sentences._credential`: generated or a word with digits, never a word, an
identifier, a path, a URL, a host, a number, a version, a date, an e-mail address, a UUID, hex
shorter than 32). After a weak name -- a bare ``key``, ``session``, ``login`` (``connecting
with key X``, ``sonar.login=X``, ``their session id X``) -- only a long generated value counts:
12+ characters mixing upper and lower case and digits, 20+ random letters or random groups, with
no hex run (a hash or an id), and not under a name saying it is a stand-in (``fakeKey``) or
holding the word inside a longer one (``SessionData``). A UUID counts only right after a name
ending in a key or token word, assigned or a flag (``--key <uuid>``, ``RECORD_KEY=<uuid>``):
services issue UUIDs as keys, but after a session or a login a UUID is an id; so does hex of a
key's length (32, 40, 64) assigned to a weak name ending in key (``opencage_key: <hex>``; a cache,
sort, object or idempotency key names something else and is no weak name).

Where it stops (the only exclusions; no syntax is listed):

* after at most `_TOKENS` tokens, on the name's line -- the next lines only when nothing follows
  the name on its own (``"db_password": {``) and then only a member's value (``value: X``);
* at a reference or a placeholder (``$X``, ``%X%``, ``<token>``): the name's value is that;
* at another secret name (its own scan takes over) and at a marker (already redacted);
* when the name is directly assigned (``password = X``, ``password: X``) and its value is not
  a credential: that value was the name's, and it was judged;
* a name that is itself a value (``type="password"``), part of a path or a query, or inside a
  reference (``${API_TOKEN}``) names nothing here;
* a candidate right after a word of place (``stored in 1Password``, ``see vault``), inside an
  envelope (``{…}``, ``ENC[…]``), hex on a line about digests (``sha256``, ``checksum``,
  ``DIGEST``) or on a line comparing values (``assert x != '…'``) is not redacted.

`find(text)` returns the spans; `memtool.privacy.matcher` drops what `memtool.privacy.lookalike`
finds harmless and replaces the rest with ``[REDACTED:nearby-secret]``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memtool.privacy.checks import (_HEX_RE, _MARKER_PREFIX, _SLUG_RE, _UUID_RE, _entropy, _harmless_after_word, _is_placeholder,
                                    _random_slug, _is_reference, _lazy, _made_of_words, line_start)
from memtool.privacy.generated import _random_letters
from memtool.privacy.names import _DOTTED_CODE_RE, NAMED_HINTS, _common_not_secret, secret_name
from memtool.privacy import endings, languages
from memtool.privacy.sentences import _credential

KIND = "nearby-secret"
HINTS = frozenset({h.lower() for h in NAMED_HINTS} | {"salt", "seed"})
_HINTS = tuple(sorted(HINTS))
_WINDOW = 200  # characters after the name
_LINES = 3  # further lines, when the name ends its line
_TOKENS = 8  # tokens tried after the name
_BACK_TOKENS = 4  # and before it, when nothing follows it
_BACK_WINDOW = 80
_CELL_SEPARATORS = frozenset(",;\t|")
_REACH = 400  # how far a line's start or end is looked for
#: a token ends at a blank, a quote, a bracket, a separator -- also the full-width punctuation that Chinese and
#: Japanese write with no blank after a value (``API key 是 X，跑完…``, ``X（ユーザー名は…）``)
_TOKEN_CHARS = r"[^\s\"'`()\[\]{}<>,;|\\，。；：！？、（）「」『』【】]"
_TOKEN_RE = _lazy(_TOKEN_CHARS + "+")
#: ``key=``, ``--flag=``, ``/pass:`` glued to the front of a token: the value is what follows
_WORD_RE = _lazy(r"\w")
_KEYED_RE = _lazy(r"(?:--?|/)?[A-Za-z_][\w.-]{0,40}(?:=(?!=)|:(?!//))(?=.)")
_DATE_RE = _lazy(r"\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?)?"
                 r"|\d\d?:\d\d(?::\d\d)?")
_PACKAGE_RE = _lazy(r"@[\w.-]+/[\w./-]+(?:@[\w.^~-]+)?")
_POD_RE = _lazy(r"[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*-[a-z0-9]{5,10}-[a-z0-9]{5}")
_EMAIL_RE = _lazy(r"[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_ASSIGN_AFTER_RE = _lazy(r"[ \t]*(?::?=(?!=)|:[ \t])")
_ASSIGN_RE = _lazy(r"[\"'`]?[ \t]*(?:=>|:=|=|:|>)[ \t]*")
_IDENT_LIKE_RE = _lazy(r"[A-Za-z_][\w.-]*")
#: what may stand before a name alone on its line (a comment, a prompt, a bullet) and around a
#: value alone on the next
_LABEL_RE = _lazy(r"[ \t#/>*•-]*[\"'`]?")
_ALONE_RE = _lazy(r"[ \t]*(?:(?:send|sendline|type|echo|puts|print)[ \t]+)?[\"'`]?[^\s\"'`]+[\"'`]?[ \t]*")
#: a line ending in a quoted prompt that names the secret: ``expect "Password:"``, ``expect "Enter passphrase for"``
_PROMPT_RE = _lazy(r"[^\n]*[\"'][^\"'\n]*[\"'][ \t]*")
_ITEM_RE = _lazy(r"[ \t]*-[ \t]+[\"']?")
_MEMBER_RE = _lazy(r"[\w\"'][\"']?[ \t]*(?:=|:)[ \t]*[\"']?$")
_DIGEST_RE = _lazy(r"(?i)sha\d|md5|digest|checksum|hash|fingerprint|etag|integrity|\bh1:|\bsum\b")
_COMPARE_RE = _lazy(r"[ \t](?:[!=]==?|<>)[ \t]|\bassert|\bexpect\(")
_QUALIFIER_RE = _lazy(r"(?i)\b(?:api|access|secret|private|signing|master|license|licence|auth|app|client|unseal"
                      r"|recovery|encryption|decryption|webhook|shared|root|wpa[23]?\)?|wi-?fi|wlan|wireless)[ _-]$")
#: a wireless network's key (``WPA2 key X``, ``Wi-Fi key: X``) is its passphrase: a password's value test
_NETWORK_RE = _lazy(r"(?i)\b(?:wpa[23]?\)?|wi-?fi|wlan|wireless)[ _-]$")  # (Wi-Fi (WPA2) key: X)
_PAIR_NAME_RE = _lazy(r"(?i)\b(?:name|key|variable|header)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?$")
#: an acronym with a number (RFC2047, ISO8601, SHA256), a private or snake_case identifier, a
#: regular expression's ranges
_CODE_WORD_RE = _lazy(r"[A-Z]{2,6}\d+[a-z]?|_\w+|[a-z0-9]+(?:_[A-Za-z0-9]+)+|(?:[A-Za-z0-9]-[A-Za-z0-9])+")
_WORD_RUN_RE = _lazy(r"[A-Z]?[a-z]{2,}|[A-Z]{3,}")
#: generated: upper and lower case letters and digits together, or a symbol with letters and digits
_GENERATED_RE = _lazy(r"(?=.*[a-z])(?=.*[A-Z])(?=.*\d)|(?=.*[^\w])(?=.*[A-Za-z])(?=.*\d)")
#: words of a sentence or a syntax between a name and its value ("is now", "set to", "value")
_FILLER_WORDS = frozenset("""
    is are was were be been now currently still set to changed as the a an new one here it its value
    val default data string str type secret secrets key keys -> => → — – equals
""".split())
_LETTERS_RE = _lazy(r"[^\W\d_]")
#: a quoted string right after a name: ``NAME = "…"``, ``NAME: '…'``, ``'NAME', '…'`` (define, a tuple)
_QUOTED_AFTER_RE = _lazy(r"[\"']?[ \t]*(?:=>|:=|=|:|,)[ \t]*(?P<q>[\"'])(?P<v>[^\n\"'\\]{16,256})(?P=q)[ \t]*(?:[,;)\]}]|$)",
                         re.MULTILINE)
_KEY_ASSIGN_RE = _lazy(r"[A-Za-z_][\w.-]*=")
_NAMING_WORDS = ("pass", "secret", "token")
_UNLISTED = ("seed",)
_SEED_RE = _lazy(r"(?i)(?:otp|totp|hotp|mfa|2fa)[_.-]?seed")
#: ``--name /app/prod/db_password`` (SSM parameters, secret-store paths): the last segment names what follows
_PATH_NAMED_RE = _lazy(r"(?:--name|--parameter-name|--secret-id|--path|-n)[ \t=]+[\"']?/?(?:[\w.-]+/)*$")
_HEX_RUN_RE = _lazy(r"[0-9a-fA-F]{16,}")
_MIXED_RE = _lazy(r"(?=.*[a-z])(?=.*[A-Z])(?=.*\d)")
#: a name saying its value is a stand-in (``fakeGCPAPIKey``, ``dummy_key``)
_STAND_IN_RE = _lazy(r"(?i)fake|dummy|example|sample|mock")
_WEAK_LAST = (["key"], ["keys"], ["session"], ["sessionid"], ["sid"], ["login"])
#: a token long enough to be a weak name's value (12+ characters)
_LONG_TOKEN_RE = _lazy(_TOKEN_CHARS + "{12}")
#: hex of a key's length (32, 40, 64), one case
_KEY_HEX_RE = _lazy(r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{64}")
_PASS_OF_RE = _lazy(r"(?i)\b(?:store|key|keystore|keychain|admin|root|db|wifi|vpn|master)[ \t]$")
_UUID_SLOT_WORDS = frozenset({"key", "apikey", "token", "secret", "authtoken", "accesskey", "secretkey", "authkey"})
_PLACE_WORDS = frozenset("in into inside under from at via within stored kept saved see".split())


def find(text: str, present: frozenset[str] | None = None,
         after: Callable[[str, int, int, str], tuple[int, int] | None] | None = None) -> list[tuple[int, int]]:
    """Spans of credential-shaped values a few tokens after a word naming a secret (``present``:
    the hints of `memtool.privacy.names.NAMED_HINTS` that occur in ``text``, when known); ``after``: a
    further reading of each such word (text, start, end, strength) whose span is kept beside the scan's
    (`memtool.privacy.predicates.find_after`: the value past the noun's modifiers)."""
    lowered = text.lower()
    found: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    hints = _HINTS if present is None else sorted(present.intersection(_HINTS)) + [
        h for h in _UNLISTED if h in lowered]  # (hints no rule has: the automaton never reports them)
    for hint in hints:
        i = lowered.find(hint)
        while i >= 0:
            start, end = _word_around(text, i, len(hint))
            i = lowered.find(hint, i + len(hint))
            if (start, end) in seen or end - start > 64:
                continue
            seen.add((start, end))
            strength = _strength(text, start, end)
            if strength is not None and _names_here(text, start, end):
                hit = _scan(text, start, end, strength)
                if hit is None and strength not in ("auth", "salt", "weak"):
                    hit = _scan_back(text, start, end)
                if hit is not None:
                    found.append(hit)
                if after is not None and strength != "salt":
                    said = after(text, start, end, strength)
                    if said is not None:
                        found.append(said)
    return sorted(set(found))


def _word_around(text: str, i: int, n: int) -> tuple[int, int]:
    """The word (letters, digits, ``_.-``) holding ``text[i:i + n]``, looked for 65 characters
    each way at most (a longer word is data, and one enormous word stays linear)."""
    start, end = i, i + n
    low, high = max(0, i - 65), min(len(text), i + n + 65)
    while start > low and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
        start -= 1
    while end < high and (text[end].isalnum() or text[end] in "_.-"):
        end += 1
    return start, end


def _names_here(text: str, start: int, end: int) -> bool:
    """Is the word at ``start:end`` a name here -- not a path segment, a query's value, a part
    of a value (``current-password``), the inside of a reference (``${API_TOKEN}``)?"""
    before = text[start - 1] if start else " "
    if before == "+" and start > 1 and text[start - 2] != "\n" or text[end:end + 1] in ("+", "/") or _value_ok(
            text[start:end]):
        return False  # (a piece of base64, or a word that is itself a generated value)
    if before in "<{" and text[end:end + 1] in (">", "}") or before in "'\"" and text[:start - 1].rstrip().endswith(
            ",") and not text.startswith("-", start):
        return False  # (a placeholder <password>, {token}; an item of a list of names: 'a', 'aToken' --
        # but a flag in an argument list names the next item: ["--model", "m", "--api-key", "X"])
    if before == "/":  # a Windows flag (/pass:X), or a parameter named by its path (--name /app/db_password)
        return ((start < 2 or text[start - 2] in " \t") and text[end:end + 1] == ":"
                or text[end:end + 1] in (" ", "\t", "\"", "'") and _PATH_NAMED_RE.search(text, max(0, start - 120), start) is not None)
    if before == "$" and _ASSIGN_AFTER_RE.match(text, end) is None:
        return False  # (a variable read, "$PW" | sha256sum: the name's value is the reference; $pw = … names)
    if before in "$:":  # $pw = …, :secret_key_base, App::config (a variable, an atom, a namespace); ${X}, arn:…:secret:
        return start < 2 or text[start - 2] in " \t\n(,[" or before == "$" and text[start - 2] in "\"'" or (
            text[start - 2:start] == "::")
    return before not in "={&?-@%"


def _strength(text: str, start: int, end: int) -> str | None:
    """How the word at ``start:end`` names a secret here: ``password``/``secret``/``auth``, or
    ``secret`` for a bare ``key`` after a word saying which (``API key``, ``access key``)."""
    strength = secret_name(text[start:end])
    if strength is not None and _harmless_after_word(text, start, text[start:end]):
        return None  # (the idempotency key is …, the next token …: what an assignment's name would say)
    if strength is None and _SEED_RE.search(text[start:end]):
        return "secret"  # (OTP_SEED, totpSeed: the seed of one-time codes is the credential)
    if strength is None and text[start:end].lower().endswith("salt"):
        return "salt"  # (only a generated quoted string: LOGGED_IN_SALT, HASHIDS_SALT)
    if strength == "weak" and text[start:end].lower() in ("key", "keys") and _QUALIFIER_RE.search(
            text, max(0, start - 16), start):
        return "password" if _NETWORK_RE.search(text, max(0, start - 16), start) else "secret"
    if strength == "weak" and (_STAND_IN_RE.search(text, start, end) or languages.split_words(
            text[start:end])[-1:] not in _WEAK_LAST or not _LONG_TOKEN_RE.search(text, end, _scan_end(text, end)[0])):
        return None  # (a weak word inside a longer name -- SessionData, keyboard -- or nothing long after it)
    return strength if strength in ("password", "secret", "auth", "weak") else None


def _scan_end(text: str, end: int) -> tuple[int, bool]:
    """Where the scan after a name ending at ``end`` stops, and whether it goes on to the next
    lines (nothing follows the name on its own line)."""
    line_end = _line_end(text, end)
    if _WORD_RE.search(text, end, line_end) is not None:
        return min(line_end, end + _WINDOW), False
    stop = line_end
    for _ in range(_LINES):
        if stop >= len(text) or stop >= end + _WINDOW:
            break
        stop = _line_end(text, stop + (2 if text.startswith("\\n", stop) else 1))
    return min(stop, end + _WINDOW), True


def _line_end(text: str, pos: int) -> int:
    """The end of ``pos``'s line -- a line break, or an escaped one (``\\n`` in a JSON string) --
    looked for no further than `_REACH` characters (so the work stays linear in the text)."""
    limit = min(len(text), pos + _REACH)
    ends = [e for e in (text.find("\n", pos, limit), text.find("\\n", pos, limit)) if e >= 0]
    return min(ends) if ends else limit


def _line_start(text: str, pos: int) -> int:
    """The start of ``pos``'s line (after a line break or an escaped one), `_REACH` back at most."""
    return line_start(text, pos, _REACH, escaped_breaks=True)


def _tokens(text: str, end: int, stop: int):
    """(position, token) after ``end``: a ``key=``/``--flag=`` glued in front is dropped, as are
    ``=``/``:`` before and ``.,:;!?`` after."""
    for m in _TOKEN_RE.finditer(text, end, stop):
        token, at = m.group(), m.start()
        if at and text[at - 1] == "\\" and token[0] in "nrt":
            token, at = token[1:], at + 1  # (after an escaped line break)
        keyed = _KEYED_RE.match(token)
        if keyed and _is_reference(token):
            keyed = None  # (vault:secret/…, env:NAME: a reference as a whole)
        if keyed:
            token, at = token[keyed.end():], at + keyed.end()
        core = token.lstrip("=:").rstrip(".,:;!?")
        at += len(token) - len(token.lstrip("=:"))
        if core:
            yield at, core


def _scan(text: str, start: int, end: int, strength: str) -> tuple[int, int] | None:
    """The credential-shaped value after the name at ``start:end``, if any (see the module)."""
    stop, onward = _scan_end(text, end)
    direct = not onward and _ASSIGN_RE.match(text, end) is not None
    if not direct and text[start:end].lower() == "pass" and not _PASS_OF_RE.search(text, max(0, start - 12), start):
        return None  # (the Python statement, the verb: "pass" names a password only when assigned or
        # after what it opens: "store pass X", "key pass is the same")
    name_line = _line_start(text, start)
    # (members on later lines: of the name's block, deeper than its line -- or siblings, for a
    # name that is a record's name or an INI section's)
    indent: int | None = _indent(text, name_line)
    if not direct and _PAIR_NAME_RE.search(text, max(0, start - 12), start):
        stop, onward = _pair_end(text, end)  # (- key: SESSION_SECRET / … / value: X)
        indent = None
    elif text.startswith("[", name_line + (indent or 0)):
        indent = None
    elif not direct and text[max(0, start - 2):start].rstrip("\"' ").endswith(("=", ":")):
        return None  # (the name is itself a value: type="password", "kind": "token")
    quoted = _QUOTED_AFTER_RE.match(text, end)
    if quoted and _random_string(quoted.group("v")):
        return quoted.span("v")  # (a generated string, brackets and all: define('X_SALT', '…'))
    if strength == "salt":
        return None
    label = (onward and _LABEL_RE.fullmatch(text, name_line, start) is not None
             and text[end:_line_end(text, end)].strip(" \t:\"'`") == "")
    if not label and _PROMPT_RE.fullmatch(text, name_line, _line_end(text, end)) and start > name_line:
        label = True  # (expect "Enter passphrase for", then send "X": a prompt, the next line answers it)
        stop, onward = min(len(text), _line_end(text, _line_end(text, end) + 1)), True
    previous = ""
    skipped = 0  # (words passed that are more than "is", "now", "to": then only a generated value)
    for tried, (at, core) in enumerate(_tokens(text, end, stop)):
        if _MARKER_PREFIX in core or core[0] in "$%" or not tried and _is_placeholder(core) and (
                direct or not core.isalpha()) and _WORD_RE.search(core):
            return None  # (the name's value is a reference or a placeholder)
        if tried >= _TOKENS:
            return None
        if not tried and _UUID_RE.fullmatch(core) and (direct or text[start] == "-") and _uuid_slot(text[start:end]):
            return at, at + len(core)  # (--key <uuid>, RECORD_KEY=<uuid>: services issue UUIDs as keys)
        if (not tried and strength == "weak" and _KEY_HEX_RE.fullmatch(core) and _uuid_slot(text[start:end])
                and (direct or quoted is not None and quoted.start("v") == at)):
            return at, at + len(core)  # (opencage_key: <32 hex>, setProperty('X_KEY', '<32 hex>'): a key's own
            # name, not a cache's or a hash's)
        if ((strength != "weak" or _weak_value(core)) and (_value_ok(core) or strength == "password" and _chosen(core) and (
                    not direct or "_" not in core or core[-1].isdigit() or text[at - 1:at] in "\"'`"))  # (pass =
                # saved_hooks: code's)
                and previous not in _PLACE_WORDS
                and not code_at(text, at, len(core))
                and (not skipped or _generated(core))
                and _placed_ok(text, at, len(core), end, label, indent)
                and (strength != "auth" or not core.isalpha())):
            return at, at + len(core)
        after = text[at + len(core):at + len(core) + 1]
        if direct and (text[at - 1:at] in "\"'`" or after in ("[", "", "\n")):
            return None  # (the name's own value -- a literal, an envelope, the line's end -- judged)
        if len(core) < 40 and after != "(" and secret_name(core) in ("password", "secret"):
            return None  # (another name: its own scan; but Secret.of("…") wraps this one's value)
        previous = core.lower()
        skipped += previous not in _FILLER_WORDS and len(_LETTERS_RE.findall(previous)) >= 2
    return None


def _scan_back(text: str, start: int, end: int) -> tuple[int, int] | None:
    """``use X as the db password``, ``@Value("X") private String secret``: a credential at most
    `_BACK_TOKENS` tokens before a name that nothing is assigned to, on its line."""
    if _ASSIGN_RE.match(text, end) or _WORD_RE.search(text, end, min(_line_end(text, end), end + 3)):
        return None  # (a value follows the name, or the name goes on)
    if start and text[start - 1] in _CELL_SEPARATORS:
        return None  # (a delimited row's last cell, ``RC162,FA-AAS-30g,4.235,PASS``: a column's value -- a QC
        # verdict -- not the name of the cells before it)
    line_start = max(_line_start(text, start), start - _BACK_WINDOW)
    candidates = list(_tokens(text, line_start, start))[-_BACK_TOKENS:]
    for at, core in reversed(candidates):
        if _MARKER_PREFIX in core or len(core) < 40 and secret_name(core) in ("password", "secret"):
            return None
        if _GENERATED_RE.search(core) and _value_ok(core) and not code_at(text, at, len(core)) and _placed_ok(
                text, at, len(core), at) and not _ASSIGN_RE.match(
                text.rstrip("\"'`"), at + len(core)):
            return at, at + len(core)
    return None


def _pair_end(text: str, end: int) -> tuple[int, bool]:
    """A name that is the value of ``name``/``key``: its value is a later member of the record."""
    line_end = _line_end(text, end)
    return min(len(text), max(line_end, end + _WINDOW)), True


def _random_string(value: str) -> bool:
    """A quoted string nobody types: 16+ characters without blanks, letters, digits and symbols
    mixed with 4+ bits of entropy a character (WordPress salts, Django SECRET_KEY)."""
    classes = sum((any(c.islower() for c in value), any(c.isupper() for c in value),
                   any(c.isdigit() for c in value), any(not c.isalnum() for c in value)))
    return (16 <= len(value) <= 256 and not any(c.isspace() for c in value) and classes >= 3
            and _entropy(value) >= 4.0 and not _is_reference(value) and not _code_like(value))


def _generated(core: str) -> bool:
    """Generated rather than typed: mixed case with digits, a symbol with letters and digits,
    random letters, or hex of 32+."""
    return bool(_GENERATED_RE.search(core) or _random_letters(core) or len(core) >= 32 and _HEX_RE.fullmatch(core))


def _weak_value(core: str) -> bool:
    """Under a bare ``key``/``session``/``login``: generated and long -- 12+ characters mixing
    upper and lower case and digits, 20+ random letters, or random groups -- holding no hex run
    (a hash or an id: ``session=5107a4aa…``, ``key: Linux-node-0c0305…``); code's identifiers
    (``Argon2id``, ``HfHubHTTPError``, ``cloudProjectsMsg``) are not."""
    if len(core) < 12 or _HEX_RUN_RE.search(core) is not None:
        return False
    return bool(_MIXED_RE.search(core) or len(core) >= 20 and _random_letters(core) or _random_slug(core))


def _uuid_slot(name: str) -> bool:
    """Does ``name`` end in a word for a key or a token (``--key``, ``X-Api-Key``,
    ``RECORD_KEY``, ``authToken``) -- not a session or a login, whose UUIDs are ids?"""
    words = languages.split_words(name)
    return bool(words) and words[-1] in _UUID_SLOT_WORDS


def code_at(text: str, at: int, n: int) -> bool:
    """Is the token at ``at`` (``n`` characters) code rather than a value: a call ``X(``, an
    object whose attribute follows ``X.y``, an attribute ``.X``, a key ``X="…"``?"""
    after, before = text[at + n:at + n + 2], text[at - 1:at]
    return (after[:1] == "(" or after[:1] == "." and after[1:].isalpha() or before == "."
            or after[:1] in ("\"", "'", "$", "`", "(") and _KEY_ASSIGN_RE.fullmatch(text, at, at + n) is not None)


def _value_ok(core: str) -> bool:
    if len(core) < 6 or len(core) > 256 or core.endswith(("=", ":")) and len(core) < 16 or core[0] in "+-@":
        return False  # (a flag, an option, a decorator or a handle)
    if "=" in core.rstrip("=") or any(word in core.lower() for word in _NAMING_WORDS):
        return False  # (another assignment: username=app; a value naming a secret: username%3Apassword)
    if _common_not_secret(core) or _is_placeholder(core) or _is_reference(core):
        return False
    if _DATE_RE.fullmatch(core) or _EMAIL_RE.fullmatch(core) or _UUID_RE.fullmatch(core):
        return False
    if _HEX_RE.fullmatch(core.replace("-", "")) and len(core) < 32 or _POD_RE.fullmatch(core) or _PACKAGE_RE.fullmatch(core):
        return False  # (short hex: an id or an abbreviated hash; a Kubernetes pod; an npm package)
    return _credential(core) and not _code_like(core)


def _chosen(core: str) -> bool:
    """Words a person chose where the name says password (``WPA2 key gusset_plume_fen``, ``password 0
    quill.fern.tunnel``): `memtool.privacy.endings.chosen_words`, not a describing or a placeholder's value."""
    return endings.chosen_words(core) and not _common_not_secret(core.replace("_", "-")) and not _is_placeholder(core)


#: single characters joined by a slash, comma or bar: an alphabet described, no value
_CHARACTER_LIST_RE = _lazy(r"\w(?:[/,|]\w){2,}")


def _code_like(core: str) -> bool:
    """Words of code and documents that pass for generated: ``NSISO8601DateFormatter``,
    ``RFC2047``, ``_SHA256``, ``no_matching_rfc2965``, ``a-zA-Z0-9``, ``0x20-0x7E``,
    ``?PHYSICAL``, ``OAuth-based``, ``checkout%s``, ``@pytest.fixture``; characters listed one by one (``I/O/0/1``, the
    ones a code's alphabet leaves out)."""
    if _CHARACTER_LIST_RE.fullmatch(core) is not None:
        return True
    inner = core.strip("?+*^!.#@$%&~")
    return bool(core.isalnum() and len(_WORD_RUN_RE.findall(core)) >= 2 and _made_of_words(core)
                or _CODE_WORD_RE.fullmatch(core) or _SLUG_RE.fullmatch(core) and not _random_slug(core)
                or inner != core and inner.isalpha() and not _random_letters(inner)
                or _DOTTED_CODE_RE.fullmatch(core.lstrip("@")) or "%s" in core or "%d" in core
                or core[:2].lower() == "0x")


def _next_line(text: str, name_end: int, line_start: int) -> bool:
    """Does the line starting at ``line_start`` come right after the one ``name_end`` ends?"""
    between = text[name_end:line_start]
    return between.count("\n") + between.count("\\n") == 1


def _indent(text: str, line_start: int) -> int:
    return len(text[line_start:line_start + 200]) - len(text[line_start:line_start + 200].lstrip(" \t"))


def _placed_ok(text: str, at: int, n: int, name_end: int, label: bool = False, indent: int | None = None) -> bool:
    """Not an envelope's content, a digest, a compared value; on a later line, a member's value
    deeper than ``indent`` (``None``: any), or under a ``label`` -- a line holding the name
    alone -- the next line's only token."""
    if text[at - 1:at] == "{" and text[at + n:at + n + 1] == "}":
        return False  # (Maven's {…} and other encrypted envelopes)
    line_start = _line_start(text, at)
    line = text[line_start:_line_end(text, at)]
    if line_start > name_end and not (
            (_MEMBER_RE.search(text, line_start, at) or _ITEM_RE.fullmatch(text, line_start, at))
            and (indent is None or _indent(text, line_start) > indent)
            or label and _ALONE_RE.fullmatch(line) and _next_line(text, name_end, line_start)):
        return False  # (a later line: a member's value, a list's item, or alone under a label line)
    if _COMPARE_RE.search(line):
        return False
    if _HEX_RE.fullmatch(text, at, at + n):  # (a digest named on its line or in a header above)
        return _DIGEST_RE.search(text, max(0, line_start - 300), line_start + len(line)) is None
    return True
