"""Code, prompts and test output: a found value that is a call, an attribute, a type's name, a
regular expression or a technical term, a prompt's text or a test runner's verdict. Asked by
`memtool.privacy.lookalike.harmless` for every value a rule, pass or engine found.

* code: a call or a subscript (``get_pass()``, ``request.form['x']``), a pointer or reference to a
  name (``*api_key``, ``&token``), attributes without a digit (``self._auth``), a PowerShell cmdlet
  (``Read-Host``), a tag (``#main``), a type or class name (``Ed25519PrivateKey``, ``ApiKeyProvider``),
  a regular expression, a technical term with a number (``sha256``, ``oauth2``);
* a prompt's text (``set /p DB_PASS=Enter password:``, ``read -s -p "Password: " PW``);
* a test runner's status and a test's name (``--- PASS: TestLogin (0.00s)``).
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _CMDLET_RE, _lazy
from memtool.privacy.checks import lookaround_start as _line_start


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
