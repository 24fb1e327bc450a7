"""Where a name that says secret and its value stand together, and the check each place needs.

The places: ``name = value`` in every syntax, a flag, a name/value pair, a call's two literals, a
name and a value apart by blanks, a sentence ("the password to X is Y"), ``Bearer``/``Basic``
(entered in `memtool.privacy.rules.RULES`). Whether a name says secret, and whether a value under
it may be one, is read by `memtool.privacy.names`."""

from __future__ import annotations

import re

from memtool.privacy import stance
from memtool.privacy.keyvalues import card_sector_key, enclosed_key_hex, opened_key_value
from memtool.privacy.checks import _UUID_RE, _WORDLIKE_RE, _harmless_after_word, _lazy, _names_secret
from memtool.privacy.generated import _passphrase, _random_letters
from memtool.privacy.names import (_SEQUENCES, _WORD_THEN_MARK_RE, _common_not_secret, bare_key_hex,
                                   code_value_is_secret, key_stem, named_passphrase, secret_name, secret_stem,
                                   value_is_secret)

# The key is the whole word a hint occurs in (the matcher tries the pattern at that word's start);
# group names follow `memtool.privacy.keywords._assignment_regex`.
_KEY = (r"(?<![\w.-])(?<![^\s(\[{;,]\$)(?<!\$\{)(?<!::)(?P<key>(?:[^\W\d]|@)[\w.-]*?[^\W_])"
        r"(?P<kq>\\?[\"'`])?\]?")
_QUOTED = (r"(?P<sq>[ \t]*(?:=>|:=|\|\|=|\?\?=|=|:|\?=)[ \t]*)"
           r"(?P<q>\\?[\"'`])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)")
_UNQUOTED = (r"(?P<su>[ \t]*(?:=>|:=|::=|\?=|\+=|=)[ \t]*|[ \t]*:[ \t]+|[ \t]+(?:->|→)[ \t]+|(?(kq):[ \t]*|(?!)))"
             r"(?P<uv>[^\s'\"`,;&|<>(){}\[\]\\]++(?:\|(?=[A-Za-z0-9_-]{8})[^\s'\"`,;&|<>(){}\[\]\\]++)*+)"
             r"(?=[\s'\"`,;&|<>)}\]\\]|$)")  # (app|secret tokens: Facebook's, Mapillary's MLY|id|secret)
# a C# property's accessors may stand between the name and its initial value
_ACCESSORS = r"(?:[ \t]*\{[ \t]*get;[^}\n]{0,40}\})?"
#: One pattern for the places a name and its value stand together (one regex call per name
#: found; the alternatives are told apart by their first character after the name):
#: ``name = value`` in every syntax (groups ``qv``/``uv``), ``"apiKeys": ["…", "…"]`` (``lv``:
#: the list's contents), a YAML block scalar ``key: >-`` with the value on the next line
#: (``bv``), an HTTPie header ``X-Api-Key:VALUE`` (``hv``), ``<deploySecret>…</deploySecret>``
#: (``tv``).
NAMED_RE = _lazy(
    _KEY + "(?:" + _ACCESSORS + "(?:" + _QUOTED + "|" + _UNQUOTED + ")"
    r"|[ \t]*(?:=|:)[ \t]*\[(?P<lv>[ \t]*(?:\r?\n[ \t]*)?[\"'](?:[^\[\]\n]|\r?\n(?=[ \t]*[\"'\]]))"
    r"{1,2048}?)\]"  # (one line, or pretty-printed: an item or the bracket on each line)
    r"|[ \t]*:[ \t]*[|>][-+]?[ \t]*\r?\n[ \t]+(?P<bv>[^\s'\"`#][^\s'\"`]*)[ \t]*(?=\r?\n|$)"
    r"|:(?P<hv>[^\s'\"`:/][^\s'\"`]*)"
    r"|>(?P<tv>[^<>\s]{1,4096})</(?:[\w.-]{1,32}:)?(?P=key)>)")  # (a namespace's prefix: <typ:TokenValue>)
_HEADER_NAME_RE = _lazy(r"[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+")
_NAMESPACE_RE = _lazy(r"<[\w.-]{1,32}:$")  # (an element's namespace prefix: <typ:TokenValue>)
#: ``api_key = process.env.API_KEY || "…"``, ``os.getenv("X") or "…"``: the fallback literal
NAMED_FALLBACK_RE = _lazy(
    _KEY + r"[ \t]*(?:=|:=|:)[ \t]*[^\n;]{1,200}?[ \t](?:\|\||\?\?|or|\?:)[ \t]*"
    r"(?P<q>[\"'`])(?P<qv>(?:\\[^\n]|[^\\\n]){1,4096}?)(?P=q)")
#: ``--my-service-secret VALUE``, ``--deploy-token=VALUE``
NAMED_FLAG_RE = _lazy(
    r"(?<![\w-])--?(?P<key>[A-Za-z][\w-]*[A-Za-z0-9])(?P<su>=|[ \t]+)"
    r"(?:(?P<q>\\?[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){1,4096}?)(?P=q)|(?P<uv>[^\s'\"`\\;|&<>]++))")
#: ``{"name": "DEPLOY_SECRET_2", "value": "…"}``, ``<property name="x" value="…"/>``,
#: ``<add key="x" value="…"/>``, ``<meta-data android:name="x" android:value="…"/>``, YAML (Kubernetes env)
NAMED_PAIR_RE = _lazy(
    r"(?i)(?<![\w-])(?:name|key)\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?(?P<key>[\w./-]+)\\?[\"']?"
    r"(?:[ \t]*,[ \t]*|[ \t]*\r?\n[ \t]*|[ \t]+"
    # (a few of the record's other fields between, none naming another: Terraform's aws_ssm_parameter: name, type, value)
    r"|[ \t]*,?[ \t]*(?:\r?\n(?![^\n]*name)[^\n]{0,120}){1,4}?\r?\n[\s{\[]*)"
    r"(?:-[ \t]+)?[\"']?(?:[A-Za-z][\w-]{0,30}:)?value[\"']?[ \t]*[:=][ \t]*"
    r"(?:(?P<q>[\"'])(?P<qv>[^\"'\n]{1,4096}?)(?P=q)|(?P<uv>[^\s'\"`,;&|<>(){}\[\]\\]++))")


_INI_SECTION_RE = _lazy(r"(?m)^\[[\w .:\"'-]{1,64}\][ \t]*$")


def _literal_here(m: re.Match[str]) -> bool:
    """Is an unquoted value here surely a literal rather than code?"""
    sep = m.group("su")
    text, start = m.string, m.start()
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    if start and text[start - 1] in "?&;":
        return True  # a URL query or connection string holds literals only
    if sep.strip() == ":":
        rest = text[m.end():text.find("\n", m.end()) if "\n" in text[m.end():] else len(text)]
        return rest.strip() == "" or rest.strip().startswith("#")
    stripped = before.rstrip()
    if sep == "=":  # glued: shell, .env, INI without spaces, a URL -- unless a keyword argument
        return not stripped.endswith(("(", ","))
    if sep.strip() == "=" and not stripped and _INI_SECTION_RE.search(text, 0, line_start):
        rest = text[m.end():text.find("\n", m.end()) if "\n" in text[m.end():] else len(text)]
        return rest.strip() == "" or rest.strip().startswith(("#", ";"))  # an INI file's line
    key = m.group("key")
    # (`KEY = VALUE` with blanks is a constant in code; Make's `:=`/`?=` hold literals)
    return (key.upper() == key and sep.strip() in (":=", "?=", "+=", "::=")
            and any(c.isalpha() for c in key)
            and not stripped.endswith(("(", ",")))




def _in_marker(m: re.Match[str]) -> bool:
    """The name is the kind inside a marker (``[REDACTED:google-api-key]``), not a name."""
    return m.string.rfind("[REDACTED:", max(0, m.start() - 64), m.start()) >= 0 and (
        "]" not in m.string[m.string.rfind("[REDACTED:", 0, m.start()):m.start()])


def named_check(strengths: tuple[str, ...], flag: bool = False):
    """The check of a structural rule for names of the given strengths (``flag``: a command-line
    flag, where only ``--name=value`` glues a literal; ``--name word`` may be prose)."""

    def check(value: str, m: re.Match[str], group: str | int) -> bool:
        key = m.group("key")
        strength = secret_name(key)
        if strength in ("weak", "auth") and m.string[m.start() - 1:m.start()] in ("?", "&"):
            strength = "secret"  # (?key=…, &auth=…: a query parameter so named is a credential)
        if strength not in strengths or _in_marker(m):
            return False
        if "cookie" in key.lower() and "=" in value.rstrip("="):
            return False  # name=value pairs: left to the Cookie rules
        stem = secret_stem(key)
        if _names_secret(value, stem, strength):
            return False  # the value names the secret rather than holding it
        quoted = group in ("qv", "lv", "bv", "tv")
        text = m.string
        if group == "hv" and (m.group("kq") or not _HEADER_NAME_RE.fullmatch(key)
                              or text[m.start() - 1:m.start()] == "/"):
            return False
        if (group == "tv" and text[m.start() - 1:m.start()] != "<"
                and _NAMESPACE_RE.search(text, max(0, m.start() - 34), m.start()) is None):
            return False
        if group == "lv":  # (a list under a secret name may be a vocabulary: random items only)
            items = re.findall(r"[\"']([^\"'\n]*)[\"']", value)
            return any(not _common_not_secret(v) and (code_value_is_secret(v, "secret")
                                                      or _UUID_RE.fullmatch(v)) for v in items)
        if flag:
            literal = quoted or m.group("su") == "="
        else:
            literal = quoted or group == "hv" or "su" not in m.re.groupindex or (
                m.group("su") is not None and _literal_here(m))
        glued = not quoted and (m.group("su") if "su" in m.re.groupindex else None) == "="
        if (strength == "password" and value.isdigit() and (quoted or literal) and len(value) >= (3 if quoted else 4)
                and not stance._DATE_RE.fullmatch(value) and not any(run in value for run in _SEQUENCES)
                and len(set(value)) > 2):
            return True  # (``"senha": "1019"``, ``DB_SENHA=1019``: digits under a password's noun, as the English rule
            # reads them; not a date -- ``Passwort: 20261231`` is when it expires -- nor made up: ``12345678``, ``111222``)
        if not literal and strength in ("password", "secret") and stem in ("pass", "pwd", "secret") and "-" in value and (
                _passphrase(value) and group == "uv"):
            return True  # (secret = pepper-maple-falcon: a passphrase of words, though it parses as a subtraction)
        return value_is_secret(value, strength, quoted, literal, stem, glued) or (
            strength == "weak" and (quoted or glued) and _key_hex(key, value)) or (
            strength == "weak" and literal and (opened_key_value(key, value) or card_sector_key(key, value)
                                                or group == "tv" and key.lower() == "key"
                                                and enclosed_key_hex(text, m.start(), value))) or (
            strength == "secret" and "." in value and "_" not in value and "-" not in value  # (token: amber.falcon.river;
            and named_passphrase(text, m.start(group), value))  # snake_case is code, `token = page-listing-cache` a name)

    return check


def _key_hex(key: str, value: str) -> bool:
    """Hex of a key's length, quoted or glued, under a name that says key and more than key: the key
    (``"db_key_base": "<64 hex>"``, ``UPGRADE_KEY="<16 hex>"``; rounds <= 46's first runs lost 14 so in 4 sources, for
    3 record keys altered in 1). A bare ``key`` is `memtool.privacy.contexts.bare_key_hex_ok`'s, which reads its
    place (Ghost's public content key); logs print a session's id in hex (``session=<hex>``)."""
    name = key.strip("\"'`-").lower()
    return name != "key" and "session" not in name and bare_key_hex(value)


# -- prose ------------------------------------------------------------------------------------------

_PROSE_NOUN = (r"(?:pass(?:word|wd|phrase)?|pwd|secret(?:[ _-]key)?|(?:auth|access|bearer)?[_-]?token"
               r"|(?:(?<=api )|(?<=api_)|(?<=api-)|(?<=secret )|(?<=access ))key|(?<=[a-z][_-])key|(?<=[a-z])Key"
               r"|creds|credentials?|cookie)")
#: "the password to the staging db is X", "I reset the pass of X to Y", "creds for jenkins: X",
#: "log in with password X", "password is X btw"
PROSE_RE = _lazy(
    # (case-insensitive only where it matters: (?i) on the whole pattern costs 9 ms to compile,
    # paid by every capture hook process)
    r"(?<![\w-])(?P<key>[\w.-]{0,64}?(?i:" + _PROSE_NOUN + r")[\w.-]{0,64}?)s?(?:"
    r"(?:[ \t]+(?:(?i:for|of|to|on|at|in)[ \t]+)?(?!(?i:is|was|are|to|into|as)\b)[\w.@/'-]+){0,5}?"
    r"(?:[ \t]*\([^()\n]{1,40}\))?"  # "API key (prod): …"
    r"[ \t]*(?:[ \t](?i:is|was|are|to|into|as|now)|:)[ \t]*:?[ \t]+"
    r"(?:(?P<q>[\"'`])(?P<qv>[^\"'`\n]{1,256})(?P=q)|(?P<uv>[^\s\"'`]{1,256}?))"
    r"(?=[.,;:!?)]*(?:\s|$|\\[nrt]|[\"']))(?![.,;:!?)]*[ \t]+(?i:is|was|are)\b)"
    # "log in with api key X": the value right after the noun (only when nothing else fits)
    r"|[ \t]+(?P<uv2>[^\s\"'`]{6,256}?)(?=[.,;:!?)]*(?:\s|$|\\[nrt]|[\"'])))")


def prose_check(value: str, m: re.Match[str], group: str | int) -> bool:
    """A value named in a sentence: it must look like a credential, not like a word or code
    ("the token is expired", "the password to X is in 1Password", "token is Name.Variable")."""
    key = m.group("key") if "key" in m.re.groupindex else ""
    if len(key) > 3 and key[-3:].lower() == "key" and secret_name(key) not in ("secret", "password"):
        return False  # (a compound naming a key that is no credential: sort_key, monkey)
    if key and _harmless_after_word(m.string, m.start("key"), key):
        return False  # (the next token is …: what an assignment's name would say)
    if group in ("qv", "qv2"):
        return (not any(c.isspace() for c in value) and not _common_not_secret(value) and value[:2] != "--"
                and code_value_is_secret(value, "password"))
    if any(c in "([{<>}])`" for c in value) or value[0] in "$%*" or value[-1] == "*" or value[:2] == "--":
        return False
    if _ASSIGNMENT_START_RE.match(value) or group == "uv2" and m.group("key").lower() == "pass":
        return False  # ("pass ssl=True", "Pass versions=None": code talk, the verb pass)
    core = value.rstrip(".,;:!?)")
    if "-" in core and "_" not in core and _passphrase(core) and secret_name(key) == "password":
        return True  # ("with password walnut-falcon-pepper": a passphrase of words, though it parses as a subtraction)
    return code_value_is_secret(value, "password")




# -- more places a named value sits ---------------------------------------------------------------

#: whitespace between name and value, the value ending the line: ``set -x NAME value`` (fish),
#: ``git config github.token value``, ``npm config set //r/:_authToken value``, redis.conf
#: ``requirepass value``, ``gh secret set NAME --body value``
NAMED_SPACED_RE = _lazy(
    _KEY + r"(?:[ \t]+--?(?:body|value|data|secret-string|string-value)(?:=|[ \t]+)|[ \t]+)"
    r"(?:(?P<q>[\"'])(?P<qv>[^\"'\n]{1,4096}?)(?P=q)|(?P<uv>[^\s'\"`]{1,4096}))[ \t]*(?=\r?\n|$)")
#: ``define('NAME', 'value')``, ``setenv("NAME", "value")``, ``config.set('name', 'value')``
NAMED_CALL_RE = _lazy(
    r"(?:(?<=\([\"'])|(?<=\( [\"']))(?P<key>[\w.-]+)(?P<kq>[\"'])[ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){1,4096}?)(?P=q)")
#: ``Bearer <anything token-like>`` wherever it stands (a header in a log, a HAR entry, a template)
BEARER_RE = _lazy(r"(?<![\w-])[Bb]earer[ \t]+(?P<uv>[^\s'\"`<>{}$\\]{8,4096}?)(?=[.,;)]*(?:[\s'\"`<>}\\]|$))")


def spaced_check(value: str, m: re.Match[str], group: str | int) -> bool:
    """A name and a value separated by blanks at the end of a line: the value must look like a
    credential (a word there is prose: ``reset the token expired``)."""
    strength = secret_name(m.group("key"))
    if (strength is None or strength == "weak" or _in_marker(m) or m.group("kq")
            or m.string[m.start() - 1:m.start()] == "/" or _ASSIGNMENT_START_RE.match(value)
            or value.startswith("-")):
        return False  # (a quoted name, a path segment, another assignment or a flag after it)
    stem = secret_stem(m.group("key"))
    if _names_secret(value, stem, strength):
        return False
    if group == "qv":
        return value_is_secret(value, strength, True, True, key_stem(m.group("key")))
    return code_value_is_secret(value, strength)


_ASSIGNMENT_START_RE = _lazy(r"[A-Za-z_][\w.-]*=")


#: ``Basic <base64>`` wherever it stands (a logged header, a config line)
BASIC_RE = _lazy(r"(?<![\w-])Basic[ \t]+(?P<uv>[A-Za-z0-9+/]{12,4096}={0,2})(?![\w+/=])")


def basic_check(value: str, m: re.Match[str], group: str | int) -> bool:
    """``Basic X``: X is base64 credentials unless it is a word (``Basic Authentication``)."""
    return not _common_not_secret(value) and code_value_is_secret(value, "secret")


def bearer_check(value: str, m: re.Match[str], group: str | int) -> bool:
    """``Bearer X``: X is a token unless it is a reference, a placeholder or a word."""
    if _common_not_secret(value) or _WORD_THEN_MARK_RE.fullmatch(value):
        return False
    return not (_WORDLIKE_RE.fullmatch(value) and not _random_letters(value))
