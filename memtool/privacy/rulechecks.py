"""The checks of the rule table (`memtool.privacy.rules`): given where a rule found a value -- a
flag, a URL, a header, a cookie, a ``.netrc`` line, an assignment, XML, prose -- should the value be
redacted? Each ``Check`` takes (value, match, group). What a value *is* (a placeholder, a reference,
code, a word, random) is read by `memtool.privacy.checks`; these add what the place says."""

from __future__ import annotations

import re
from collections.abc import Callable

from memtool.privacy import endings
from memtool.privacy.checks import (_DOTTED_RE, _HEX_RE, _OPTIONS_RE, _PASSPHRASE_RE, _PREFIXED_DIGEST_RE, _SLUG_RE,
                                    _WORDLIKE_RE, _credential_shape, _entropy, _harmless_after_word, _harmless_key,
                                    _has_letter_and_digit,
                                    _is_placeholder, _is_reference, _lazy, _looks_like_code, _looks_random,
                                    _made_of_words, dotted_literal)
from memtool.privacy.keyvalues import card_sector_key, opened_key_value
from memtool.privacy.names import bare_key_hex, named_passphrase

Check = Callable[[str, "re.Match[str]", "str | int"], bool]

_FAKE_TOKEN_RE = _lazy(r"(.)\1{5,}|EXAMPLE|[xX]{5,}")


def _token_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _FAKE_TOKEN_RE.search(value) is None


def _pem_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A key body is there (not just the BEGIN line quoted in docs) and is not a doc sample.
    DER-encoded bodies contain runs like ``AAAAAA``, so the fake-token test is not used."""
    return (_PEM_BODY_RE.search(value) is not None
            and _PEM_FAKE_RE.search(value) is None)


_PEM_BODY_RE = _lazy(r"[A-Za-z0-9+/]{32,}")
_PEM_FAKE_RE = _lazy(r"EXAMPLE|[xX]{8,}")


def _twitter_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The prefix is a run of ``A`` and real bodies hold more runs of ``A``, so the fake-token
    test cannot apply; a body of 40+ characters that is random enough can (a run of ``A``, or
    ``AAAA…`` followed by a word, is not a token)."""
    body = value.lstrip("A")
    return len(body) >= 40 and _entropy(body) >= 3.5 and _has_letter_and_digit(body)


def _random_token_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _token_ok(value, m, group) and _entropy(value) >= 3.0


def _not_placeholder(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and not _FAKE_TOKEN_RE.search(value)


def _password_literal_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A value in a place that only ever holds a literal password (flags, curl -u, netrc)."""
    return (not _is_placeholder(value) and not value.startswith("-") and len(value) >= 3
            and not (_is_reference(value) and not named_passphrase(m.string, m.start(group), value)
                     and not dotted_literal(value) and not endings.chosen_words(value))  # (sshpass -p 'fern.quill.moss')
            and "passw" not in value.lower())  # (--new_pass 'basalt.otter.meadow': no dotted reference)


def _netrc_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A ``.netrc`` entry; a ``password X`` line of its own needs a machine/login line before
    it (a docstring line "password combination." is prose)."""
    if group == "v2":
        text = m.string
        prev_start = text.rfind("\n", 0, max(m.start() - 1, 0)) + 1
        if not _NETRC_CONTEXT_RE.match(text, prev_start):
            return False
    return _password_literal_ok(value, m, group)


_NETRC_CONTEXT_RE = _lazy(r"[ \t]*(?:machine|login|default)\b")


def _flag_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """``--password X``: a bare word after the flag is prose (``--password requires…``), unless
    it is glued to the flag by ``=`` or is 10+ letters not made of English-like syllables."""
    if not _password_literal_ok(value, m, group):
        return False
    if group == "qv" or not _WORDLIKE_RE.fullmatch(value):
        return True
    glued = m.string[m.start(group) - 1] == "="
    return glued or (len(value) >= 10 and value.islower() and _rest_is_flags(m))


def _rest_is_flags(m: re.Match[str]) -> bool:
    """The rest of the line is empty, more flags, or a shell operator: a command, not prose."""
    rest = _rest_of_line(m).strip()
    return not rest or rest.startswith(("-", "|", "&", ";", ">", "#", "\\"))


def _cli_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """``sshpass -p X``, ``redis-cli -a X``, ``docker login -p X``, ``mysql -pX``: the place
    only ever holds a literal, a plain word included."""
    return _password_literal_ok(value, m, group)


_MYSQL_RE = _lazy(r"\b(?:mysql|mysqldump|mysqladmin|mariadb)\b")
_DASH_P_USER_RE = _lazy(r"[ \t](?:-u|-U|-l|--user|--username|--login)(?:[ \t=]|$)")


def _dash_p_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """``-p VALUE`` is a password only on a line that names a user too, and only when the value
    is not a port, a path, a number or a word (``-p 8080:80``, ``mkdir -p dir``)."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    if _MYSQL_RE.search(line) and text[m.start(group) - 1] in " \t":
        return False  # (mysql's ``-p`` takes its password glued; ``-p app_prod`` names the database)
    return (_DASH_P_USER_RE.search(line) is not None and _password_literal_ok(value, m, group)
            and not value.replace(":", "").replace(".", "").isdigit() and "/" not in value
            and not (_WORDLIKE_RE.fullmatch(value) and (len(value) < 8 or "mysql" in line
                                                       or "mariadb" in line)))


def _credential_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and _credential_shape(value)


def _flag_secret_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """``--token X``; ``--next-token``, ``--client-token`` and friends hold no secret."""
    return (_credential_ok(value, m, group) and not _harmless_key(m.group("key"))
            and not _OPTIONS_RE.fullmatch(value))


def _url_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Not a placeholder or template; and not the user name again (``postgres:postgres@`` is a
    local default: redacting it would hide nothing the user name does not say)."""
    whole = m.group(0)
    user = whole[whole.find("://") + 3:m.start(group) - m.start() - 1]
    return not _is_placeholder(value) and not value.startswith(("{", "%7B")) and value != user


def _url_token_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    min_len = 32 if _HEX_RE.fullmatch(value) else 16  # 24-hex object ids are user names
    return not _is_placeholder(value) and _looks_random(value, min_len)


_COOKIE_PAIRS_RE = _lazy(r"[^\s=;,]+=[^\s;]*(?:;[ \t]*[^\s=;,]+=[^\s;]*)*;?")


def _cookie_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A ``Cookie:`` header: ``name=value; name2=value2`` with at least one credential-like
    value (``rocky=road`` in a cookie library's docs stays)."""
    if not _COOKIE_PAIRS_RE.fullmatch(value):
        return False
    for pair in value.split(";"):
        if "=" in pair:
            name, val = pair.split("=", 1)
            if _credential_ok(val, m, group) or (
                    _SESSION_COOKIE_RE.search(name) and len(val) >= 8 and not _is_placeholder(val)):
                return True
    return False


_SESSION_COOKIE_RE = _lazy(r"(?i)sess|sid$|auth|token|remember|login|jwt")


def _set_cookie_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _credential_ok(value, m, group)


_PASSWORD_WORDS = ("password", "passwd", "passphrase")


#: a test runner's verdict, not a ``PASS: <password>`` pair: ``--- PASS: TestX/case (0.00s)`` (go
#: test), ``PASS: tests/t1 (12 ms)``: the bare word after a dashed marker or before a duration
_VERDICT_BEFORE_RE = _lazy(r"[ \t]*-{2,}[ \t]*")
_VERDICT_AFTER_RE = _lazy(r"[ \t]*[(\[][ \t]*\d+(?:\.\d+)?[ \t]*(?:s|ms|sec|seconds)[ \t]*[)\]]")


def _test_verdict(m: re.Match[str]) -> bool:
    if m.group("key") != "PASS":
        return False
    start, end = m.start("key"), m.end()
    line_start = m.string.rfind("\n", 0, start) + 1
    return (_VERDICT_BEFORE_RE.fullmatch(m.string, line_start, start) is not None
            or _VERDICT_AFTER_RE.match(m.string, end, end + 40) is not None)


def _assignment_check(strength: str, whole_line: bool = False) -> Check:
    """Build the check for keyword assignments of one strength (password/secret/weak)."""

    def check(value: str, m: re.Match[str], group: str | int) -> bool:
        quoted = group == "qv"
        sep = m.group("sq") if quoted else m.group("su")
        keyword = re.sub(r"[^a-z]", "", m.group("kw").lower())
        field = dotted_literal(value) and _in_fields(m)  # (``user=ocpp password=tulip892.zpx dbname=…``: a literal)
        if _is_placeholder(value) or value[0] in ":=" or _is_reference(value) and not field and not named_passphrase(
                m.string, m.start(group), value):  # (password: "deed.codicil.codicil" is no dotted reference)
            return False
        if _test_verdict(m):
            return False
        if quoted and not sep.strip() and (keyword not in _PASSWORD_WORDS or m.group("q") == "`"):
            return False  # only SQL-style PASSWORD 'x' may omit the separator
        if any(c.isspace() for c in value):
            return (strength == "password" and quoted and sep.strip() in ("=", ":")
                    and _PASSPHRASE_RE.fullmatch(value) is not None)
        if not quoted and not field and _looks_like_code(value, keyword) and not (
                "_" not in value and named_passphrase(m.string, m.start(group), value)):  # (snake_case bare is code)
            return False
        if keyword in value.lower().replace("_", "").replace("-", ""):
            return False  # "no-password-required", "mynewpassword", 'AWSSecretKey'
        if strength != "password" and _harmless_key(m.group("key")):
            return False
        if strength == "weak" and (opened_key_value(m.group("key"), value) or card_sector_key(m.group("key"), value)):
            return True  # (metar_key = ops2024#, keyB_write: 85C218FBC00C: typed, where only generated values were read)
        if strength == "password" and sep.strip() != ",":
            if len(value) < (3 if quoted else 4):
                return False
            if value.isdigit() and not (quoted or whole_line):
                return False  # {"password": 7473} in a tokenizer vocabulary
            if not quoted and _WORDLIKE_RE.fullmatch(value):
                # random letters (``tgnLqvkhAfqPauw``) are a literal; words need the context
                return _literal_context(m) or (len(value) >= 8 and not _made_of_words(value)
                                               and not value.islower())
            return True
        if not _credential_shape(value):
            return False
        if _HEX_RE.fullmatch(value) and len(value) < 32:
            return False  # short hex: ids and hash prefixes
        if strength == "weak":
            key = m.group("key").lower()
            if ("public" in key or key.startswith("pub") or not _looks_random(value)
                    or _made_of_words(value) or _PREFIXED_DIGEST_RE.fullmatch(value)):
                return False  # (npm-<sha1>, Linux-node-<sha256>: a cache key or an id)
            if _HEX_RE.fullmatch(value):  # (an environment's KEY=<hex>; `salt = "<hex>"`, `securitySalt=<hex>` set in a
                # config: the value; a data record's quoted field, `"salt": "<hex>"` of a flag's rollout, stays)
                return m.group("key").upper() == m.group("key") or (
                    sep.strip() == "=" and m.string[m.start("key") - 1:m.start("key")] not in ("\"", "'")
                    and bare_key_hex(value) and "session" not in key)
        return True

    return check


#: a ``key=value`` field right before another: ``host=h user=u password=X`` (libpq), ``-o username=u,password=X``
_FIELD_BEFORE_RE = _lazy(r"(?:[;,]|[A-Za-z_][\w.-]{0,40}=[^\s=,;'\"()]{1,256}[ \t]+)$")


def _in_fields(m: re.Match[str]) -> bool:
    """Is the assignment one field of a connection or option string, after another field?"""
    start = m.start("key")
    return _FIELD_BEFORE_RE.search(m.string, max(0, start - 260), start) is not None


def _line_check(strength: str) -> Check:
    """The whole-line variant: a value that continues as a query string (``x&user=bob``) is
    left to the inline rule, which stops at ``&``."""
    inner = _assignment_check(strength, whole_line=True)

    def check(value: str, m: re.Match[str], group: str | int) -> bool:
        return _QUERY_CONTINUES_RE.search(value) is None and inner(value, m, group)

    return check


_QUERY_CONTINUES_RE = _lazy(r"&[A-Za-z_][\w.-]*=")


def _xml_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and len(value) >= 3 and not _is_reference(value)


def _xml_secret_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A credential in an element named for a secret, unless the name says a cursor or a record's key
    (``<NextToken>``, ``<pageToken>``: what an assignment's name would say)."""
    return _credential_ok(value, m, group) and not (group == "v1" and _harmless_key(m.group("tag")))


def _prose_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if _is_placeholder(value) or _is_reference(value) or any(c.isspace() for c in value):
        return False
    if _harmless_after_word(m.string, m.start(), m.group(0).split()[0]):
        return False  # (the next token is …, the idempotency key is …: what an assignment's name would say)
    if group != "qv":  # (Markdown emphasis and the sentence's punctuation are not the value's)
        value = value.strip("*_`").rstrip(".,;:!?)")
    if group == "qv":
        return len(value) >= 4
    if _DOTTED_RE.fullmatch(value) or any(c in value for c in "\\([{"):
        return False  # code (token is Name.Variable, token is weak_ref()) or escapes
    has_symbol = any(c in "!@#$%^&*+=~?" for c in value)
    return (len(value) >= 6 and any(c.isalpha() for c in value)
            and (has_symbol or any(c.isdigit() for c in value))
            and not _SLUG_RE.fullmatch(value))


def _header_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and _credential_shape(value)


def _rest_of_line(m: re.Match[str]) -> str:
    end = m.string.find("\n", m.end())
    return m.string[m.end():] if end < 0 else m.string[m.end():end]


def _literal_context(m: re.Match[str]) -> bool:
    """Is an unquoted bare word here surely a literal (YAML ``key: word`` / ``ENV_KEY=word``)?"""
    sep = m.group("su").strip()
    key = m.group("key")
    if sep == ":":
        rest = _rest_of_line(m).strip()
        return rest == "" or rest.startswith("#")
    if sep == "=" and m.start() > 0 and m.string[m.start() - 1] in "?&;":
        return True  # a URL query or connection string holds literals only
    return (sep == "=" and m.group("su") == "=" and key.upper() == key
            and any(c.isalpha() for c in key))
