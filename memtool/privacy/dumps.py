"""A name and its value with something between them: dumps, traces, tables and typed declarations.

A secret-named value is often printed rather than assigned -- by a debugger, a ``var_dump``, a
crash report, a table -- and then a type, a length or an address stands between the name and the
value, or a cell border does. Each shape below is found by its structure, whatever the language,
and the value still passes `memtool.privacy.names.value_is_secret` (a reference, placeholder,
type name, number or word under the name stays):

* ``["password"]=>\\n  string(12) "X"`` (PHP ``var_dump``), ``pass=0x7ffe "X"`` (a debugger's
  pointer and its string), ``param adminPassword string = 'X'`` (Bicep; any ``NAME TYPE = 'X'``);
* ``| password | X |``: a two-column table whose first cell names the secret (Markdown,
  ``psql``/``mysql`` output, ASCII-art tables);
* ``- **password**: `X` ``, ``**Token:** X``: Markdown around a name or a value;
* ``smtp_password,X`` (a CSV row), ``('smtp_password', 'X')`` (adjacent literals, SQL ``VALUES``,
  tuples, lists): a quoted secret name next to a literal that reads as a credential;
* ``http_auth=("elastic", "X")``, ``credentials = ['svc', 'X']``: a (user, password) pair given to
  a secret-named argument as a tuple or list;
* ``"app:X@tcp(db:3306)/shop"`` (Go's MySQL DSN), ``sqlplus scott/X@orcl`` (Oracle's
  ``user/password@service``), ``user:X@unix(/run/mysql.sock)``: credentials before ``@`` without
  a URL scheme;
* ``SecretValue.unsafePlainText('X')``, ``SecretStr("X")``, ``pulumi.secret("X")``: a literal
  wrapped in a call that marks it secret;
* ``if password == "X"``, ``token.equals("X")``: a literal compared with a secret name, when it reads
  as a credential (``token == "Bearer"`` stays);
* ``new Sequelize('db', 'user', 'X', …)``: the password argument of constructors that take it
  third.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _lazy, _names_secret
from memtool.privacy.generated import _passphrase
from memtool.privacy.names import NAMED_HINTS, secret_name, secret_stem, value_is_secret
from memtool.privacy.sentences import _credential

#: a type, a length or an address printed between a name and its value
_ANNOTATION = (r"(?:(?:string|str|String|SecureString|secureString|securestring|bytes|char[ \t]*\*|"
               r"const[ \t]+char[ \t]*\*|std::string|&str|NSString[ \t]*\*|text|varchar)(?:\(\d{1,5}\))?"
               r"|0x[0-9a-fA-F]{1,16})")
#: ``["password"]=>\n  string(12) "X"``, ``pass=0x7ffe "X"``, ``param adminPassword string = 'X'``
TYPED_VALUE_RE = _lazy(
    r"(?<![\w.-])(?P<key>[A-Za-z_@][\w.-]*?[A-Za-z0-9])\\?[\"']?\]?"
    r"(?:[ \t]*(?:=>|=|:)[ \t]*(?:\r?\n[ \t]*)?|[ \t]+)" + _ANNOTATION
    + r"[ \t]*(?:=[ \t]*)?(?P<q>\\?[\"'])(?P<qv>(?:\\[^\n]|[^\\\n]){1,4096}?)(?P=q)")
#: ``| password | X |``: the first cell names the secret, the second holds it
TABLE_ROW_RE = _lazy(
    r"(?m)^[ \t]*[|│┃][ \t]*(?P<key>[A-Za-z_][\w .-]{0,40}?)[ \t]*[|│┃][ \t]*`?(?P<uv>[^\s|│┃`]{4,4096}+)`?"
    r"[ \t]*(?:[|│┃]|$)")
#: ``http_auth=("elastic", "X")``, ``credentials = ['svc', 'X']``
AUTH_PAIR_RE = _lazy(
    r"(?<![\w.-])(?P<key>[A-Za-z_][\w.-]*?)[ \t]*(?:=|:)[ \t]*[\(\[][ \t]*(?P<uq>[\"'])[^\"'\n]{1,128}(?P=uq)"
    r"[ \t]*,[ \t]*(?P<q>[\"'])(?P<qv>[^\"'\n]{1,256})(?P=q)[ \t]*[\)\]]")
#: ``"app:X@tcp(db:3306)/x"``, ``user:X@unix(/tmp/mysql.sock)``
SCHEMELESS_DSN_RE = _lazy(
    r"(?<![\w/:.-])(?P<user>[A-Za-z_][\w.-]{0,63}):(?P<uv>[^\s@:/'\"`]{4,256})@(?:tcp|unix|udp)\(")
#: ``sqlplus scott/X@orcl``, ``expdp system/X@//db:1521/ORCL``, ``rman target sys/X@prod``
ORACLE_LOGIN_RE = _lazy(
    r"(?i:\b(?:sqlplus|sqlldr|expdp|impdp|exp|imp|rman|tkprof|sqlcl|sql|dgmgrl)\b)[^\n/]{0,80}?[ \t]"
    r"(?:(?:-[sSlL]\w*|target|catalog|auxiliary)[ \t]+)*"
    r"[\"']?(?P<user>[A-Za-z_][\w$#]{0,63})/(?P<uv>[^\s@/'\"`]{4,256})(?=@|[\"']?[ \t]|[\"']?$)")
#: ``SQL> CONNECT scott/X@//db:1521/ORCL``, ``conn system/X@prod``: an Oracle login inside SQL*Plus
CONNECT_RE = _lazy(r"(?i:\bconn(?:ect)?)[ \t]+(?P<user>[A-Za-z_][\w$#]{0,63})/(?P<uv>[^\s@/'\"`]{4,256})@")
#: ``new Sequelize('db', 'user', 'X', {…})``: the third argument
POSITIONAL_RE = _lazy(
    r"\b(?:Sequelize|mysqli->__construct|mysqli::__construct|new[ \t]+mysqli|PDO->__construct|PG::Connection\.new|Mysql2?::Client|mysql_connect|mssql_connect|"
    r"pg_connect|oci_connect|sqlsrv_connect|cx_Oracle\.connect|oracledb\.connect)[ \t]*\([ \t]*"
    r"(?:(?P<dq>[\"'])[^\"'\n]{0,128}(?P=dq)[ \t]*,[ \t]*)?(?P<uq>[\"'])[^\"'\n]{1,128}(?P=uq)[ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<qv>[^\"'\n]{4,256})(?P=q)")

#: ``SecretValue.unsafePlainText('X')``, ``SecretStr("X")``, ``pulumi.secret("X")``, ``sensitive("X")``:
#: a literal wrapped in a call that marks it secret
WRAPPED_RE = _lazy(
    r"(?<![\w])(?:[\w.]*\.)?(?:unsafePlainText|plainText|fromPlainText|SecretStr|SecretString|SecureString|"
    r"SecretBytes|secret|Secret|sensitive|Sensitive|Password|mask_secret)[ \t]*\([ \t]*"
    r"(?P<q>[\"'`])(?P<qv>[^\"'`\n]{4,256})(?P=q)[ \t]*\)")

_EMPHASIS = r"(?:\*\*|__|\*|_)"
#: ``- **password**: `X` ``, ``**Token:** X``, ``*api key* — `X` ``: a name in Markdown emphasis or a value in
#: backticks
MARKDOWN_RE = _lazy(
    r"(?P<key>[A-Za-z_][\w.-]{0,40}?[A-Za-z0-9])(?P<e1>" + _EMPHASIS + r"|`)?[ \t]*(?::|：|=|—|–|-|->)[ \t]*"
    r"(?P<e2>" + _EMPHASIS + r")?[ \t]*(?:`(?P<qv>[^`\s]{3,4096}+)`|(?P<uv>[^\s`*|]{4,4096}+))"
    r"(?=[.,;!?)]*(?:\s|$|\\[nrt]))")
#: ``name,value`` rows: ``smtp_password,X``, ``"api_key";"X"``
CSV_ROW_RE = _lazy(
    r"(?m)^[ \t]*(?P<kq>\"?)(?P<key>[A-Za-z_][\w.-]{1,64})(?P=kq)[ \t]*(?P<sep>[,;])[ \t]*"
    r"(?P<q>\"?)(?P<uv>[^\s,;\"]{4,4096}+)(?P=q)[ \t]*(?:(?P=sep)|\r?$)")
#: ``('smtp_password', 'X')``, ``["api_key", "X"]``: a quoted secret name, then a quoted literal, alone
#: in brackets (a longer list is a vocabulary)
LITERAL_PAIR_RE = _lazy(
    r"(?:(?<=[(\[{][\"'])|(?<=[(\[{] [\"']))(?P<key>[A-Za-z_][\w.-]{1,160})(?P<kq>[\"'])[ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<qv>[^\"'\s]{4,256})(?P=q)[ \t]*(?:[)\]}]|,[ \t]*[\"']xsd:)")  # (TR-069: name, value, type)

#: ``if password == "X"``, ``token.equals("X")``, ``"X" === apiKey``: a literal compared with a secret name
#: (a hard-coded credential check)
COMPARED_RE = _lazy(
    r"(?P<key>[A-Za-z_][\w.]*?[A-Za-z0-9])(?:[ \t]*(?:===?|!==?)[ \t]*|\.equals(?:IgnoreCase)?\([ \t]*)"
    r"(?P<q>[\"'])(?P<qv>[^\"'\n]{6,256})(?P=q)")


def _named(value: str, key: str, quoted: bool) -> bool:
    strength = secret_name(key)
    if strength is None or strength == "weak" and quoted is False:
        return False
    stem = secret_stem(key)
    if _names_secret(value, stem, strength):
        return False
    return value_is_secret(value, strength, quoted, True, stem)


def typed_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A secret-named value behind a type or an address: judged as a quoted literal."""
    return _named(value, m.group("key"), True)


_NOT_LABEL_WORDS = frozenset("type name length size hash policy rotation expiry expires field column".split())


def table_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A table row whose first cell names a secret: the second cell, when it is no header word."""
    key = m.group("key").strip()
    words = key.lower().split()
    if not words or len(words) > 4 or _NOT_LABEL_WORDS.intersection(words):
        return False
    strength = secret_name(key.replace(" ", "_"))
    if strength is None:
        return False
    if set(value) <= set("-=+:*"):
        return False  # (a separator row)
    return _named(value, key.replace(" ", "_"), True) and not value.lower() in ("value", "secret")


def markdown_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A secret-named value marked up: the name emphasised (``**DB password**:``, ``**Token:**``)
    or the value in backticks. A bare value must read as a credential."""
    e1, e2 = m.group("e1"), m.group("e2")
    text, start = m.string, m.start()
    line = text[max(text.rfind("\n", max(0, start - 200), start) + 1, start - 200, 0):start]
    opener = e1 or e2
    if opener:
        at = line.rfind(opener)
        if at < 0 or len(line[at + len(opener):].split()) > 2 or not line[at + len(opener):].replace(" ", "").isalpha() and \
                line[at + len(opener):].strip():
            return False  # (the emphasis does not open right before the name: ``_x = _y``)
    elif group != "qv":
        return False
    value = value.rstrip(".,;:!?)")
    if group == "uv" and not _credential(value):
        return False
    return _named(value, m.group("key"), True)


def csv_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A ``name,value`` row: a secret name and a value that reads as a credential."""
    return secret_name(m.group("key")) in ("password", "secret", "auth") and _credential(value) and _named(
        value, m.group("key"), True)


def literal_pair_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Two adjacent literals, the first a secret name: the second when it reads as a credential
    (a list of field names, ``["password", "username"]``, stays); a passphrase of joined words too (TR-069's
    ``["…PreSharedKey.1.PreSharedKey","umber-orbit-umber-ridge","xsd:string"]``)."""
    strength = secret_name(m.group("key"))
    return strength in ("password", "secret", "auth") and (
        _credential(value) or strength != "auth" and _passphrase(value)) and _named(value, m.group("key"), True)


def auth_pair_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The second item of a pair given to a name saying auth/credentials/login."""
    key = m.group("key").lower()
    if not any(w in key for w in ("auth", "cred", "login", "basic")):
        return False
    return _credential(value)


def dsn_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _credential(value) or len(value) >= 6 and any(c.isdigit() for c in value) and any(
        c.isalpha() for c in value)


SPECS = (
    ("password", TYPED_VALUE_RE, typed_ok, NAMED_HINTS, ("qv",), "name"),
    ("password", TABLE_ROW_RE, table_ok, NAMED_HINTS, ("uv",), "line"),
    ("password", MARKDOWN_RE, markdown_ok, NAMED_HINTS, ("qv", "uv"), "name"),
    ("password", CSV_ROW_RE, csv_ok, NAMED_HINTS, ("uv",), "line"),
    ("password", LITERAL_PAIR_RE, literal_pair_ok, NAMED_HINTS, ("qv",), "name"),
    ("password", AUTH_PAIR_RE, auth_pair_ok, ("auth", "cred", "login"), ("qv",), "word"),
    ("password", SCHEMELESS_DSN_RE, dsn_ok, ("@tcp(", "@unix(", "@udp("), ("uv",), ""),
    ("password", ORACLE_LOGIN_RE, dsn_ok, ("sqlplus", "sqlldr", "expdp", "impdp", "rman", "sqlcl", "dgmgrl"),
     ("uv",), ""),
    ("secret", WRAPPED_RE, lambda value, m, group: _credential(value),
     ("plaintext", "secretstr", "secretstring", "securestring", "secretbytes", "secret(", "sensitive(", "password(",
      "mask_secret"), ("qv",), "word"),
    ("password", COMPARED_RE, lambda value, m, group: secret_name(m.group("key").split(".")[-1]) in (
        "password", "secret", "auth") and _credential(value), NAMED_HINTS, ("qv",), "name"),
    ("password", CONNECT_RE, dsn_ok, ("connect ", "conn "), ("uv",), "hint"),
    ("password", POSITIONAL_RE, dsn_ok, ("sequelize", "mysqli", "__construct", "pg::connection", "mysql2::client",
                                        "mysql::client", "mysql_connect", "mssql_connect", "pg_connect", "oci_connect",
                                        "sqlsrv_connect", "cx_oracle.connect", "oracledb.connect"), ("qv",), ""),
)
