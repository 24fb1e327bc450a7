"""The keyword rules' patterns: a key that ends with a keyword that says password or secret, then its
value, in each syntax a value is assigned in -- ``key = value``, ``key: value``, ``"key": "value"``, a
whole ``.env``/YAML line, ``setenv("KEY", "value")``, ``setPassword("value")``, XML, a ``--flag``,
``{"name": …, "value": …}``, and prose (``the password is X``). Rules 7-9 of `memtool.privacy.rules`,
which builds them from the keyword alternations here (`_KW_PASSWORD`, `_KW_SECRET`, `_KW_WEAK`: a name
that says password, secret, or key or salt); the patterns name their groups as `_assignment_regex` does
(``key``, ``kw``, ``q``/``qv``, ``uv``), XML's value groups are ``v1``/``v2``.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _LazyRegex, _lazy


_KW_PASSWORD = r"pass(?:word|wd|phrase)|(?<=[_.-])(?:pass|pwd|pw)|(?<![\w.-])(?:pwd|(?-i:PASS))"
_KW_SECRET = (r"secret|token|credentials?|auth"
              r"|(?:api|access|secret|private|signing|encryption|master|app|client|account"
              r"|service|shared[_.-]?access|license|deploy|admin|root|auth|session|webhook)"
              r"[_.-]?key")
_KW_WEAK = r"key|salt"


# a key may end in one of these after its keyword: secret_key_base, password_value, token_b64
_KEY_SUFFIX = r"(?:[_.-](?:base|value|plain|plaintext|raw|b64|base64))?"


def _assignment_regex(keywords: str) -> _LazyRegex:
    """``key <sep> value`` where the key ends with one of ``keywords``.

    The key starts at a boundary and ends exactly at the keyword (group ``kw``), optionally
    closed by a quote or ``]`` (JSON keys, ``os.environ["KEY"] = ...``). A quoted value (group
    ``qv``) may follow ``=``, ``:``, ``:=``, ``=>`` or bare whitespace (SQL ``PASSWORD 'x'``,
    checked later); comparisons (``==``) are not assignments. An unquoted value (group
    ``uv``) must end where a literal ends, so ``get_token()`` or ``os.environ[...]`` never
    match.
    """
    key = (r"(?<![\w.-])(?<!\$\{)(?<!::)(?P<key>[\w.-]*?(?P<kw>" + keywords + r")" + _KEY_SUFFIX
           + r")(?![\w-])"
           r"(?P<kq>\\?[\"'`])?\]?")
    quoted = (r"(?P<sq>[ \t]*(?:=>|:=|=|:|\?=)[ \t]*|[ \t]+(?=\\?[\"'`]))"
              r"(?P<q>\\?[\"'`])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)")
    # `key:value` without a space is a URI/ARN (`secret:name`) unless the key is quoted (JSON)
    unquoted = (r"(?P<su>[ \t]*(?:=>|:=|=)[ \t]*|[ \t]*:[ \t]+|(?(kq):[ \t]*|(?!)))"
                r"(?P<uv>[^\s'\"`,;&|<>(){}\[\]\\]++)(?=[\s'\"`,;&|<>)}\]\\]|$)")
    return _lazy(key + "(?:" + quoted + "|" + unquoted + ")", re.IGNORECASE)


def _call_regex(keywords: str) -> _LazyRegex:
    """``setenv("API_TOKEN", "value")``, ``config.set('password', 'value')``: a quoted key
    and a quoted value as the first two arguments of a call; same groups as above."""
    return _lazy(
        r"\((?P<kq>[\"'])(?P<key>[\w.-]*?(?P<kw>" + keywords + r"))(?P=kq)(?P<sq>[ \t]*,[ \t]*)"
        r"(?P<q>[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)", re.IGNORECASE)


def _setter_regex(keywords: str) -> _LazyRegex:
    """``setPassword("value")``, ``.with_token('value')``, ``use_api_key("value")``: a setter
    named after the secret with one quoted literal; same groups as above."""
    return _lazy(
        r"(?<![\w$])(?:set|with|use|put)_?(?P<key>[A-Za-z0-9_]*?(?P<kw>" + keywords + r"))"
        r"(?P<sq>\([ \t]*)(?P<q>[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)[ \t]*\)",
        re.IGNORECASE)


def _line_regex(keywords: str) -> _LazyRegex:
    """A whole ``.env``/``export`` line ``KEY=value`` or YAML line ``key: value``.

    Here the value runs to the end of the line, so a password containing ``&``, ``;`` or ``(``
    is redacted whole (the inline rule stops at those characters because in code and shell
    they end a literal). The groups are named as in `_assignment_regex`.
    """
    return _lazy(
        r"(?im)^[ \t]*(?:export[ \t]+|-[ \t]+)?(?P<key>[\w.-]*?(?P<kw>" + keywords + r")"
        + _KEY_SUFFIX + r")"
        r"(?P<kq>[\"']?)(?P<su>(?<=\w)=|(?<=[\w\"']):[ \t]+)"
        r"(?P<uv>[^\s'\"`\\]++)(?<![,;:\[({<])[ \t]*(?:[ \t]#.*)?$")


def _xml_regex(keywords: str) -> _LazyRegex:
    """``<password>value</password>`` (Maven; ``<wsse:Password Type="…">``, ``<Pass encoding="base64">`` too) and
    ``<add key="…Password" value="…"/>`` (.NET/NuGet config); groups ``v1``/``v2``."""
    return _lazy(
        r"(?i)(?<=[<:])(?P<tag>[\w.-]*?(?:" + keywords + r")|pass(?=[ \t>]))(?:[ \t][^<>\n]{0,300}?)?>(?P<v1>[^<>\s]++)</(?:[\w.-]{1,32}:)?(?P=tag)>"
        r"|(?:(?<=\bkey=\")|(?<=\bkey=\\\"))[\w:.-]*?(?:" + keywords + r")\\?\"[ \t]+value=\\?\""
        r"(?P<v2>[^\"\n\\]{1,4096})\\?\"")


def _flag_regex(keywords: str) -> _LazyRegex:
    return _lazy(
        r"(?<![\w-])--(?!no-)(?P<key>[\w-]*?(?P<kw>" + keywords + r"))(?![\w-])(?:=|[ \t]+)"
        r"(?:(?P<q>\\?[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){0,4096}?)(?P=q)"
        r"|(?P<uv>[^\s'\"`\\;|&<>]++))",
        re.IGNORECASE)


def _prose_regex(keywords: str) -> _LazyRegex:
    return _lazy(
        r"(?<![\w-])(?:" + keywords + r")(?:[ \t]+(?:for|on|of|to)(?:[ \t]+[\w.@:/-]+){1,3}?)?"
        r"[ \t]+(?:is|was)(?:[ \t]*:)?[ \t]+"
        r"(?:(?P<q>[\"'`])(?P<qv>[^\"'`\n]{1,256})(?P=q)|(?P<uv>[^\s'\"`,;]{0,255}[^\s'\"`,;:.!?)]))",
        re.IGNORECASE)


# {"name": "API_TOKEN", "value": "…"} and its YAML form (Kubernetes env, CI variables)
_NAMED_VALUE_TAIL = (
    r"(?P<kq>[\"']?)(?:[ \t]*,[ \t]*|[ \t]*\r?\n[ \t]*|[ \t]+)(?:-[ \t]+)?[\"']?value[\"']?"
    r"(?:(?P<sq>[ \t]*[:=][ \t]*)(?P<q>[\"'])(?P<qv>[^\"'\n]{1,4096}?)(?P=q)"
    r"|(?P<su>[ \t]*[:=][ \t]*)(?P<uv>[^\s'\"`,;&|<>(){}\[\]\\]++)(?=[\s'\"`,;&|<>)}\]\\]|$))")


def _named_value_regex(keywords: str) -> _LazyRegex:
    return _lazy(r"(?i)name[\"']?[ \t]*[:=][ \t]*[\"']?(?P<key>[\w.-]*?(?P<kw>" + keywords
                 + r"))(?![\w-])" + _NAMED_VALUE_TAIL)


_PASSWORD_HINTS = ("pass", "pwd", "pw")
_SECRET_HINTS = ("secret", "token", "cred", "auth", "key")
