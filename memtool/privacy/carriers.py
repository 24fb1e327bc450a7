"""Secrets in a request's or a connection's own carriers, read by their syntax whatever the service.

* ``curl -u "user:pdcd opOw U6gW ROHE"``, ``--user``, ``-U``/``--proxy-user "customer-x:X"``, ``wget
  --http-password``'s pair form: a quoted user flag's argument is one ``user:password`` pair, so the
  password runs from the first ``:`` to the closing quote, blanks included (WordPress application
  passwords are six groups of four, a proxy's password carries its options). The keyword rule for
  ``curl -u`` stops at the first blank; this reads the quoted argument whole.
* ``curl -b $'sid=X'`` (Burp's "copy as curl" quotes ANSI-C style): `memtool.privacy.rules`' cookie flag rule.
* ``-H "X-Appwrite-Key: <256 hex>"``, ``--header 'ST-App-Key: ak1.z4pc…'``, ``> X-Foo-Session: <hex>``
  (a client's trace of what it sent): a request header whose name ends in key, token, secret,
  session or password carries a credential when its value looks generated -- hex of any length from
  32 on (a header is no place for a digest: a digest's header says so, ``X-Content-SHA256``), or a
  short vendor prefix then a random body (``ak1.…``). Names saying id, signature, hash, nonce,
  request or trace are left (public ids, HMACs of a body, correlation ids).

* ``?u=DL3NPF&p=X`` (HamQTH's, Subsonic's APIs): a query's ``p`` right after its user's parameter is that
  user's password (``p=2`` is a page: a credential's shape is asked for).
* ``@rmtpassword = N'X'``, ``WITH PASSWORD = N'X'``: T-SQL's national string literal under a secret's name
  (the keyword rules read ``'X'``, not ``N'X'``).
* ``connect('DRIVER={…};SERVER=s;UID=u;PWD=X')``: an ODBC/ADO connection string's password as its last
  field, ended by the string's closing quote rather than a ``;``.
* ``f.request :authorization, :basic, 'user', 'X'``, ``:basic_auth, 'user', 'X'`` (Faraday): a basic-auth
  symbol, then a user's literal and a password's.
* ``grant_type=authorization_code&code=X``: an OAuth authorization code in the request that trades it for a
  token (``client_secret`` or ``authorization_code`` nearby).
* ``-x svc:X@proxy.corp:3128``, ``rover01:X@caster.example.net:2101/MOUNT``: a ``user:password@host`` with no
  scheme before it, a port, a path or a parameter after the host (an e-mail address has none of them).

Schema: rows of ``(kind, regex, check, hints, groups, anchor)`` as `memtool.privacy.rules` reads them.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _UUID_RE, _is_placeholder, _is_reference, _lazy, _looks_random
from memtool.privacy.logins import _login_value
from memtool.privacy.names import secret_name, secret_stem, value_is_secret
from memtool.privacy.sentences import _credential

#: an HTTP client's user flag with a quoted ``user:password`` argument
_QUOTED_USER_FLAG_RE = _lazy(
    r"(?:curl|wget|https?|xh)\b(?:[^\n|;&]|\\\r?\n){0,400}?(?:[ \t]|\\\r?\n)"
    r"(?P<flag>-u|-U|--user|--proxy-user)(?:[ \t]+|=)(?P<q>[\"'])[^\s:\"'$]{1,80}:"
    r"(?P<value>[^\"'\n]{1,256})(?P=q)")


def quoted_pair_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The quoted pair's password: blanks inside it are part of it; a reference or a stand-in stays."""
    if " " not in value.strip():  # (one word after ``-u``: the ``curl -u`` keyword rule's ground)
        return m.group("flag") in ("-U", "--proxy-user") and _credential(value)
    if _is_placeholder(value) or "$" in value or "{" in value or "<" in value:
        return False
    parts = value.split()
    return len(value) >= 8 and not any(_is_reference(p) for p in parts) and any(c.isdigit() for c in value)


_HEADER_NAMES = r"(?:[A-Za-z0-9]{1,24}-){0,4}(?:key|token|secret|session|password|apikey|api-key|passwd)"
#: ``-H "Name: value"``, ``--header 'Name: value'``, or a header line of a request a client printed
_HEADER_RE = _lazy(
    r"(?i)(?:(?:-H|--header)(?:[ \t]+|=)\$?[\"']|(?<![^\n])> )[ \t]{0,4}"
    r"(?P<name>" + _HEADER_NAMES + r")[ \t]*:[ \t]*"
    r"(?P<value>[A-Za-z0-9._~+/=-]{16,1024})(?![A-Za-z0-9._~+/=-])")
_NOT_A_CREDENTIAL_RE = _lazy(r"(?i)(?:^|-)(?:id|signature|sig|hash|nonce|request|trace|public|publishable|csrf|xsrf|"
                             r"idempotency|next|page|cursor|continuation|sync|content)(?:-|$)")
_PREFIXED_RE = _lazy(r"[A-Za-z0-9]{1,8}[._-](?P<body>[A-Za-z0-9_-]{16,})")


def header_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A credential header's value that looks generated (hex of 32+ included, a vendor prefix allowed)."""
    if _NOT_A_CREDENTIAL_RE.search(m.group("name")) or _is_placeholder(value):
        return False
    if _HEX_RE.fullmatch(value):
        return len(value) >= 32 and len(set(value.lower())) >= 10
    if _looks_random(value, 16):
        return True
    prefixed = _PREFIXED_RE.fullmatch(value)
    return prefixed is not None and _looks_random(prefixed.group("body"), 16)


#: ``&p=X`` right after ``?u=user`` (or ``user=``, ``username=``, ``login=``)
_QUERY_P_RE = _lazy(r"&p=(?P<value>[^&\s#'\"<>]{4,256})")
_QUERY_USER_BEFORE_RE = _lazy(r"[?&](?:u|user|username|login)=[^&\s#'\"<>=]{1,64}$")


def query_p_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    text = m.string
    if _QUERY_USER_BEFORE_RE.search(text, max(0, m.start() - 80), m.start()) is None:
        return False
    return _credential(value)


#: T-SQL: ``@name = N'X'``, ``PASSWORD = N'X'``
_NATIONAL_RE = _lazy(r"(?<![\w@])@?(?P<name>[A-Za-z_]\w{0,40})[ \t]*=[ \t]*N'(?P<value>[^'\n]{1,256})'")


def national_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    name = m.group("name")
    strength = secret_name(name)
    return strength is not None and value_is_secret(value, strength, True, True, secret_stem(name))


#: ``…;UID=u;PWD=X')``: the last field of a connection string inside quotes
_CONN_LAST_RE = _lazy(r"(?i)(?<=;)[ \t]*(?:pwd|password|passwd)[ \t]*=[ \t]*(?P<value>[^;'\"\s]{1,256})(?=['\"])")
_CONN_FIELD_RE = _lazy(r"(?i)(?:uid|user[ _]?id|user|server|data source|database|driver|host)[ \t]*=")


def conn_last_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    before = m.string[max(line_start, m.start() - 400):m.start()]
    return (_CONN_FIELD_RE.search(before) is not None and not _is_placeholder(value) and "$" not in value
            and "{" not in value and (_credential(value) or _looks_random(value, 12)))


#: Faraday's ``:basic, 'user', 'X'`` / ``:basic_auth, 'user', 'X'``
_BASIC_SYMBOL_RE = _lazy(r":basic(?:_auth)?[ \t]*,[ \t]*(?P<q0>['\"])[^'\"\n]{1,80}(?P=q0)[ \t]*,[ \t]*"
                         r"(?P<q>['\"])(?P<value>[^'\"\n]{3,256})(?P=q)")


def basic_symbol_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and "#{" not in value and not value.startswith(("ENV", "$"))


#: ``user:X@host:port`` with no ``scheme://`` before it: a proxy (``-x u:X@proxy:3128``), an NTRIP caster
#: (``rover01:X@caster.example.net:2101/MOUNT``), a SIP URI (``sip:493:X@pbx;transport=tls``) -- a port, a path or a
#: parameter after the host, which an e-mail address (``to:bob123@example.com``) never has
_BARE_USERINFO_RE = _lazy(r"(?<![\w.@%+/-])(?P<user>[A-Za-z0-9][\w.-]{0,63}):(?P<value>[^\s:@/'\"`<>\\]{4,256})@"
                          r"(?!sha\d)(?:[A-Za-z0-9-]{1,63}\.)*[A-Za-z0-9-]{1,63}(?=:\d{1,5}\b|[/;])")


def bare_userinfo_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (not _is_placeholder(value) and not value.startswith(("$", "%", "{"))
            and (_login_value(value) or _credential(value)))


#: an OAuth 2.0 authorization code where a client exchanges it for a token (RFC 6749 4.1.3): ``grant_type=
#: authorization_code&code=X``, ``client_secret=…&code=X``, ``{'code': 'X', 'grant_type': 'authorization_code'}`` --
#: a one-time credential; a ``code`` elsewhere (a country's, an error's, a promotion's) stays
_AUTH_CODE_RE = _lazy(r"(?:(?<=[?&\s\"'])code=|(?P<kq>[\"'])code(?P=kq)[ \t]*:[ \t]*[\"'])(?P<value>[A-Za-z0-9/_.~+%-]{16,512})")
_TOKEN_REQUEST_RE = _lazy(r"authorization_code\b|client_secret")


def auth_code_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    text = m.string
    return (_TOKEN_REQUEST_RE.search(text, max(0, m.start() - 600), m.end() + 600) is not None
            and not _is_placeholder(value) and _UUID_RE.fullmatch(value) is None and len(set(value)) >= 8
            and any(c.isdigit() for c in value) and any(c.isalpha() for c in value))  # (a UUID is a record's id)


SPECS = (
    ("password", _QUOTED_USER_FLAG_RE, quoted_pair_ok, ("curl ", "wget ", "http -", "https -", "xh "), ("value",), "hint"),
    ("password", _NATIONAL_RE, national_ok, ("= n'", "=n'"), ("value",), ""),
    ("password", _CONN_LAST_RE, conn_last_ok, ("pwd", "password", "passwd"), ("value",), ""),
    ("password", _BASIC_SYMBOL_RE, basic_symbol_ok, (":basic",), ("value",), "hint"),
    ("password", _QUERY_P_RE, query_p_ok, ("&p=",), ("value",), "hint"),
    ("secret", _HEADER_RE, header_ok, ("-h", "--header", "> "), ("value",), "hint"),
    ("password", _BARE_USERINFO_RE, bare_userinfo_ok, ("@",), ("value",), ""),
    ("secret", _AUTH_CODE_RE, auth_code_ok, ("authorization_code", "client_secret"), ("value",), ""),
)
