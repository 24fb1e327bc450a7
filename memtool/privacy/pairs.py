"""A user and a password written as a pair, labelled in any language or in parentheses.

* ``login/pass — ops / X``, ``identifiants : sa / X``, ``логин/пароль: root / X``,
  ``usuario/clave: admin / X``, ``用户名 root / X``, ``user root, X``: a label saying user or
  login (alone or as ``user/password``), then a user name, then ``/``, ``|`` or ``,`` and the
  password;
* ``ssh admin@host  (admin / X)``: a user and a password in parentheses;
* ``admin:X`` or ``qa-tester:<hex>`` alone on a line: a bare ``user:password``;
* a directive's or a flag's pair: ``login=user:X`` (Squid's ``cache_peer``), ``user=u:X`` and ``--user u:X`` (coturn's
  long-term credentials) -- where docker's ``--user app:ssl-cert`` names a user and a group, so the password must
  read as one (generated, a word with digits, a passphrase of plain words).

The password must read as a credential (`memtool.privacy.sentences._credential`: generated, a word
with digits, a random slug, or hex of 32+ for the bare line), so ``(input / output)``, ``(amd64 /
arm64)``, ``python:3.12-slim`` or ``localhost:5432`` stay.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _lazy
from memtool.privacy.names import named_passphrase
from memtool.privacy.sentences import _credential
from memtool.privacy.shapes import pair_ok

_LABELS = (
    r"(?:user(?:name)?|login|logon|account|usuario|usuário|utilisateur|identifiants?|benutzer(?:name)?|nutzer"
    r"|gebruiker(?:snaam)?|użytkownik|utente|kullanıcı(?:[ \t]+adı)?|логин|пользователь|用户名|用戶名|ユーザー名?"
    r"|아이디|사용자|creds|credentials|credenciales|credenciais|zugangsdaten|accesso|acceso|acesso)"
    r"(?:[ \t]*/[ \t]*(?:pass(?:word|wort)?|pw|pwd|clave|contraseña|senha|mot[ \t]+de[ \t]+passe|пароль|密码"
    r"|hasło|wachtwoord|parola|şifre))?")
_VALUE = r"[^\s'\"`)]{4,256}?"
_END = r"(?=[.,;!?)]*(?:\s|$|\\[nrt]|[\"'`]))"
#: ``login/pass — ops / X``, ``用户名 root / X``, ``user root, X``
LABELLED_PAIR_RE = _lazy(
    r"(?i)(?<![\w-])" + _LABELS + r"[ \t]*(?::|：|—|–|->|→|=|(?=[ \t]))[ \t]*`?(?P<user>[\w.@\\-]{1,64})`?"
    r"[ \t]*(?:/|\||,)[ \t]*`?(?P<uv>" + _VALUE + r")`?" + _END)
#: ``(admin / X)``
PARENTHESISED_PAIR_RE = _lazy(r"\([ \t]*(?P<user>[A-Za-z][\w.@-]{0,31})[ \t]*/[ \t]*(?P<uv>[^\s()]{6,256})[ \t]*\)")
#: ``admin:X`` alone on its line (tried at each colon; `bare_ok` reads the user before it)
BARE_PAIR_RE = _lazy(r":(?P<uv>[^\s:]{6,256})[ \t]*(?=\r?\n|$)")
_BARE_USER_RE = _lazy(r"(?:\|_?)?[ \t]*(?P<user>[a-z][a-z._-]{1,31})")  # (nmap's ``|_ user:X`` too)
#: the left side of ``x:y`` that names a scheme, an image or a field, not a user
_NOT_USERS = frozenset("""
    http https ftp ssh git file mailto data sha sha1 sha256 sha512 md5 image tag ref commit error warning
    warn info debug note todo fixme key value id type name path url host port version build release
""".split())


_ASSIGNMENT_RE = _lazy(r"[A-Za-z_]+=")
#: (``| User ID | X |``, ``login name: X``: the label's second word, then the user itself -- no password)
_NOT_A_USER = frozenset("is are and or the none null nil true false self this id ids name names email".split())


def labelled_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if m.group("user").lower() in _NOT_A_USER or _ASSIGNMENT_RE.match(value) or "(" in value:
        return False  # (``user=None, filter=None``: arguments, not a pair)
    return pair_ok(value, m, group) and (
        _credential(value) or _HEX_RE.fullmatch(value) is not None and len(value) >= 32)


def parenthesised_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _credential(value)


def bare_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    user = _BARE_USER_RE.fullmatch(m.string, line_start, m.start())
    if user is None or user.group("user") in _NOT_USERS or value[0].isdigit() and not _HEX_RE.fullmatch(value):
        return False  # (python:3.12-slim, localhost:5432 stay)
    if _HEX_RE.fullmatch(value):
        return len(value) >= 32
    if _TAG_RE.fullmatch(value):
        return False  # (llama.cpp:gemma-3-270m-q4_k_m, ubuntu:jammy-2024-01: a name and its tag)
    return _credential(value) and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


#: a tag or model name: three or more parts split by - or _, one of them a number or one letter
_TAG_RE = _lazy(r"(?=(?:[A-Za-z0-9]+[-_]){2})[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*?[-_](?:[0-9]+|[A-Za-z])"
                r"(?:[-_][A-Za-z0-9]+)*")


_LABEL_HINTS = ("user", "login", "logon", "account", "usuario", "usuário", "utilisateur", "identifiant", "benutzer",
                "nutzer", "gebruiker", "użytkownik", "utente", "kullanıcı", "логин", "пользовател", "用户名",
                "用戶名", "ユーザー", "아이디", "사용자", "creds", "credentials", "credenciales", "credenciais",
                "zugangsdaten", "accesso", "acceso", "acesso")
#: ``login=user:X``, ``user=u:X``, ``--user u:X``, ``--user=u:'X'``
DIRECTIVE_PAIR_RE = _lazy(r"(?i)(?:(?<![\w-])(?:login|user)=|(?<![\w-])--user[ \t=]+)[\w.@\\-]{1,64}:"
                          r"(?:(?P<q>['\"])(?P<qv>[^'\"\s\\]{4,256})(?P=q)|(?P<uv>" + _VALUE + ")" + _END + ")")


def directive_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.rstrip(".,;:!?)") if group == "uv" else value
    return (_credential(core) or named_passphrase(m.string, m.start(group), core)
            or pair_ok(value, m, group) and any(c.isdigit() for c in core) and any(c.isalpha() for c in core))


SPECS = (
    ("password", LABELLED_PAIR_RE, labelled_ok, _LABEL_HINTS, ("uv",), "word"),
    ("password", PARENTHESISED_PAIR_RE, parenthesised_ok, (" / ",), ("uv",), ""),
    ("password", BARE_PAIR_RE, bare_ok, (":",), ("uv",), ""),  # (a scan from the colon, a literal: fast)
    ("password", DIRECTIVE_PAIR_RE, directive_ok, ("login=", "user=", "-user "), ("uv", "qv"), "word"),
)
