"""Structural shapes a credential takes where no name directly says "password = …".

`memtool.privacy.names` finds a value by the name right next to it. These rules find it by a
structure around it, whatever the tool or the language:

* **Pairs.** A user and a password side by side: ``u: ci p: X``, ``user bob pass X``,
  ``creds -> deploy / X``, ``credentials are sa and X``, `` `admin` / `X` ``, ``try ci:X``,
  ``logged in as sa with X``, ``stats auth admin:X``, ``lftp -u user,X``; positional arguments
  after a sub-command naming a user or a password (``add_user bob X``, ``change_password bob
  X``), after a URL (``mc alias set s3 https://h user X``) and before ``/user:`` (``net use``);
  adjacent string arguments of a call whose name says login/auth/connect/credential/bind
  (``new PDO($dsn, 'app', X)``, ``NetworkCredential("sa", X)``, ``ftp_login($c, 'u', X)``).
* **Command lines**: a value piped or here-stringed into a command that reads a secret from
  stdin (``echo X | sudo -S``, ``--password-stdin``, ``<<< X`` after a secret-named argument) or
  encodes/stores it (``echo -n X | base64``, ``| secret-tool store``, ``--from-file=…=/dev/stdin``),
  ``<(echo X)`` given to a secret-named flag, the password flags of archivers and crypto tools
  (``zip -P``, ``7z -pX``, ``openssl enc -k``), ``-P``/``-w``/``-pX`` on a line that names a
  user.
* **Code and configuration**: a typed declaration (``const SECRET: &str = "…"``, ``val
  password: String = "…"``), a wrapped literal (``jwtKey = []byte("…")``, ``HMAC_KEY =
  b'…'``), a one-argument setter or builder call (``.password("…")``), an Elixir atom pair
  (``:secret_key_base, "…"``), an annotation's literal on a secret-named field (``@Value("…")
  private String secret``), ``name:value`` glued (Java properties, Go ``%+v`` dumps), a
  Terraform ``variable "db_password" { default = "…" }``, a directive ending in ``;`` (nginx
  ``proxy_set_header X-Api-Key …;``), a YAML list under a secret-named key.
* **Private keys quoted line by line** (``> ``, ``# ``, ``// `` before every line).
* **Windows, SQL and mobile** (second round): ``ConvertTo-SecureString 'X' -AsPlainText``,
  ``/pass:X`` and ``/p:SigningPassword=X`` switches, ``net user bob X /add``, ``echo X |`` on a
  line that logs a user in (``runas /user:``), ``-p``/``-w`` with a plainly random value,
  ``<key>APIKey</key><string>X</string>``, ``<string name="api_token">X</string>``,
  ``config["Api:Key"] = "X"``, SQL ``IDENTIFIED BY X`` unquoted, ``login(key='X')``,
  a bare ``Key`` under a ``Jwt``/``Smtp``/``Stripe`` parent (a key pair's identifier, ``private_key_id``
  or ``access_key_id``, is no secret: tests/redaction_dev/README.md); ``\n`` of a JSON string ends a value in prose.

Every value still passes the checks of `memtool.privacy.names` (not a reference, placeholder,
word, path, number or code), which keeps ordinary text unchanged.
"""

from __future__ import annotations

import re
from typing import Callable

from memtool.privacy import fields, keyvalues, languages, passwords
from memtool.privacy.sentences import (_END, _V, JWT_CALL_RE, PROSE_LATER_IS_RE, PROSE_LATER_RE, PROSE_MORE_RE,
                                       PROSE_NEXT_RE, PROSE_USE_FOR_RE, _credential, password_digits, prose_later_is_ok,
                                       prose_later_ok, prose_more_ok, prose_next_ok)
from memtool.privacy.checks import (_WORDLIKE_RE, _random_slug, _is_placeholder, _is_reference,
                                    _lazy, _LazyRegex, _looks_random, _names_secret, dotted_literal)
from memtool.privacy.generated import _passphrase, _random_letters
from memtool.privacy.names import (_SEQUENCES, _common_not_secret, code_value_is_secret, key_stem, named_passphrase,
                                   secret_name, secret_stem, value_is_secret)

Check = Callable[[str, "re.Match[str]", "str | int"], bool]
def colon_pair_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """``pair_ok``; after ``-u user,`` (lftp) the password whatever it starts with (``/8j5G…``, ``%c*Q…%``, ``-O!h…``):
    the comma says so; not a variable."""
    if pair_ok(value, m, group):
        return True
    head = m.group(0)[:m.start(group) - m.start()]
    core = value.rstrip(".,;:!?)") if group == "uv" else value
    return (head.lstrip().startswith("-u") and head.rstrip("'\"").endswith(",") and len(core) >= 6
            and not _is_placeholder(core) and not core.startswith("$") and not _is_reference(core.lstrip("/-%")))


def _value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _credential(value)


def _pin(value: str) -> bool:
    """A number of 6 to 32 digits where a password stands (a user's, a share's, a device's PIN
    or numeric password: ``user svc pass 59869769``, ``/user:D\\u 16380630``): no port (5
    digits at most) or count, and no made-up run (``12345678``)."""
    core = value.rstrip(".,;:!?)")
    return core.isdigit() and 6 <= len(core) <= 32 and not any(seq in core for seq in _SEQUENCES)


def pair_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The second of a user/password pair: any literal but a word, a short number or a reference
    (``salmon7!``, ``win8RKFYBQ``, a PIN of 6 digits or more count here)."""
    core = value.rstrip(".,;:!?)")
    if _pin(core) or named_passphrase(m.string, m.start(group), core) or dotted_literal(core):
        return True  # (plain words where the pair puts a password, ``Boron3526.yue``: no host, no dotted reference)
    if (len(core) < 4 or _common_not_secret(core) or _is_placeholder(core) or _is_reference(core)
            or core[0] in "-$%<{[(" or core.count("/") >= 2
            or any(w in core.lower() for w in ("pass", "secret", "token"))):
        return False  # (another flag, a reference, or a value naming the secret)
    return (_credential(value) or any(c.isdigit() for c in core) and any(c.isalpha() for c in core)
            or any(not c.isalnum() for c in core) and len(core) >= 6)


_NOT_SETTER_RE = _lazy(r"(?i)(?:check|verify|validate|hash|compare|test|is|has|match|get|find|read|load"
                       r"|fetch|reset|forgot|encode|decode|encrypt|decrypt|gen|generate|parse|mask|redact"
                       r"|strip|assert|expect|mock|fake)(?![a-z])")


def _quoted_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A quoted value under a name that says secret (the ``key`` group); not an argument of a
    function that checks, hashes or fetches one (``check_password("…")``, ``getToken("…")``)."""
    key = m.group("key")
    if _NOT_SETTER_RE.match(key):
        return False
    strength = secret_name(key)
    if strength == "weak" and ("fromhex" in m.group(0) or "unhexlify" in m.group(0)):
        return _looks_random(value, 16)  # (key bytes from hex: ``SECOC_KEY = bytes.fromhex("…")``)
    if strength not in ("password", "secret", "auth") or "[REDACTED:" in key:  # (a weak key's value: typed, setTransactionKey)
        return strength == "weak" and "[REDACTED:" not in key and keyvalues.opened_key_value(key, value)
    if _names_secret(value, secret_stem(key), strength) or "pass" in value.lower():
        return False  # (the value names the secret rather than holding it; a setter's value naming a password too)
    return value_is_secret(value, strength, True, True, key_stem(key))


def _setter_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A setter's (``set…``) literal under a name that says secret, read as `_quoted_ok` reads it."""
    return m.group("key").lower().startswith("set") and _quoted_ok(value, m, group)


# -- pairs ------------------------------------------------------------------------------------

_USER = r"`?[\w.@\\-]{1,64}`?"
_NOT_STOPWORD = r"(?!(?i:in|and|or|is|for|of|to|the|a|an|with|as|at|on|by|from|if|not)[ \t])"
#: ``u: ci p: X``, ``user bob pass X``, ``user bob / pass X``, ``login: admin, password: X``
LABEL_PAIR_RE = _lazy(
    r"(?i)(?<![\w-])(?:u|usr|user(?:name)?|login)[ \t]*[:=]?[ \t]+" + _USER
    + r"[ \t]*[,;/|]?[ \t]+(?:p|pw|pwd|pass(?:word)?)[ \t]*[:=]?[ \t]+`?(?P<uv>" + _V + ")`?" + _END)
_LOGINISH = (r"(?:creds|credentials?|login|log[ \t]+in|sign[ \t]+in|account|user/pass(?:word)?"
             r"|username/password)")
#: ``creds -> deploy / X``, ``credentials are sa and X``, ``login: admin | X``
PAIR_AFTER_LOGIN_RE = _lazy(
    r"(?i)(?<![\w-])" + _LOGINISH + r"(?:[ \t]+[\w.@-]+){0,4}?[ \t]*(?:->|=>|=|:|[ \t]-|[ \t]is|[ \t]are"
    r"|[ \t]with|[ \t]as)[ \t]*" + _USER + r"[ \t]*(?:/|\||,|[ \t]and)[ \t]*`?(?P<uv>" + _V + ")`?" + _END)
#: `` `admin` / `X` `` anywhere (a markdown list of accounts)
TICKED_PAIR_RE = _lazy(r"`[\w.@\\-]{1,64}`[ \t]*/[ \t]*`(?P<uv>[^`\s]{6,256})`")
#: ``try ci:X``, ``stats auth admin:X``, ``-u user,X`` or ``-u user,'X'`` (lftp), ``basic bob:X``
COLON_PAIR_RE = _lazy(
    r"(?i)(?:(?<![\w-])(?:try|auth|login|creds|credentials|basic|userpass)[ \t]+"
    r"|(?<![\w-])-u[ \t]+)[\w.@\\-]{1,64}[:,](?:(?P<q>['\"])(?P<qv>[^'\"\s\\]{4,256})(?P=q)|(?P<uv>" + _V + ")" + _END + ")")
#: ``logged in as sa with X``, ``sign in as `bob` using X``, ``log into the web UI (http://10.0.0.9) as admin with X``
LOGGED_IN_RE = _lazy(r"(?i)(?<![\w-])(?:log(?:ged)?|sign(?:ed)?)[ \t]+in(?:[ \t]*to[ \t]+[^\n`'\"]{1,80}?)?[ \t]+as[ \t]+(?P<uq>[`'\"]?)"
                     r"[\w.@\\-]{1,64}(?P=uq)[ \t]+(?:with|using|and|/)[ \t]+`?(?P<uv>" + _V + ")`?" + _END)
#: ``rabbitmqctl add_user bob X``, ``change_password bob X``, ftp's ``user bob X``
SUBCOMMAND_PAIR_RE = _lazy(
    r"(?i)(?<![\w./-])(?:[\w-]*?(?<![a-z])(?:user|passw(?:or)?d|login|credentials?)(?![a-z])[\w-]*)[ \t]+"
    r"(?:-{1,2}[\w-]+[ \t]+){0,4}" + _NOT_STOPWORD + r"(?!(?i:profile|name|id|group|account)[ \t])(?!-)[\w.@\\-]{1,64}[ \t]+"
    r"(?P<uv>[^\s'\"`=/-][^\s'\"`=]{5,255})[ \t]*(?=\r?\n|$|[ \t]+[-/])")  # (``user profile X``: no user, X is one)
#: ``mc alias set s3 https://host ACCESS SECRET``: a user and a secret after a URL, ending the line
URL_USER_SECRET_RE = _lazy(
    r"(?<![\w.-])https?://[^\s@]{1,300}+[ \t]+" + _NOT_STOPWORD
    + r"[\w.@-]{1,64}[ \t]+(?P<uv>[^\s'\"`]{8,256})[ \t]*(?=\r?\n|$)")
#: ``net use Z: \\fs\share X /user:DOMAIN\bob``
BEFORE_USER_SWITCH_RE = _lazy(r"[ \t](?P<uv>[^\s'\"`/]{4,256})[ \t]+/user:")
#: ``net use Z: \\fs\share /user:DOMAIN\bob X``: the password after the user switch
AFTER_USER_SWITCH_RE = _lazy(r"(?i)\bnet[ \t]+use[ \t][^\n]{0,300}?/u(?:ser)?:[^\s/'\"`]{1,128}[ \t]+"
                             r"(?P<uv>[^\s/'\"`][^\s'\"`]{3,255})(?=[ \t]|$)")  # (base64 holds '/': not first)
#: Oracle's ``user/password@host`` (sqlplus, expdp, ``jdbc:oracle:thin:scott/X@//db:1521/ORCL``)
ORACLE_LOGIN_RE = _lazy(r"(?i:\b(?:sqlplus|rman|expdp|impdp|sqlldr|dgmgrl|exp|imp)\b[^\n]{0,200}?[ \t=]|\bthin:@?|\buserid=)"
                        r"(?P<user>[A-Za-z][\w$#]{0,29})/(?P<uv>[^\s/@'\"`][^\s@'\"`]{2,127})@(?://)?[\w.-]+")
_ORACLE_HINTS = ("sqlplus", "thin:", "rman", "expdp", "impdp", "sqlldr", "dgmgrl", "userid=")
_CALLEE_WORDS = ("credential", "auth", "login", "logon", "connect", "bind", "pdo", "smtp", "ftp",
                 "ldap", "imap", "sasl", "database")
#: adjacent string arguments (a user, then a password) of a call named for logging in
CALL_PAIR_RE = _lazy(
    r"(?i:[\w$>:.\\-]{0,64}?(?:" + "|".join(_CALLEE_WORDS) + r")[\w$>:.\\-]{0,64})[ \t]*\((?:[ \t]*\r?\n)?"  # (one argument a line:
    r"(?:(?:[^()\n]|\(\))*?(?P<uq>[\"'])[^\"'\n]{1,64}(?P=uq)|[ \t]*[A-Za-z_][\w.]{0,40})[ \t]*,[ \t]*(?:\r?\n[ \t]*)?"  # login(\n "u",\n "X",\n))
    r"(?P<q>[\"'])(?P<qv>(?![a-z_]+[\"'])(?![\w.+-]+@[\w-]+\.[\w.]+[\"'])(?![\w-]+\.[a-z]{2,}[\"'])"
    r"[^\"'\n]{4,256})(?P=q)[ \t]*(?=[,)]|\r?\n[ \t]*\))")


# -- command lines ---------------------------------------------------------------------------

_STDIN_READERS = (r"sudo[ \t]+(?:-\w+[ \t]+)*-S|--password-stdin|--with-token|--stdin|chpasswd"
                  r"|passwd\b|--passphrase-fd[ \t]+0|--pass(?:word)?[ \t]+-|login\b")
#: ``echo 'X' | sudo -S …``, ``printf X | passwd --stdin bob``
ECHO_TO_STDIN_RE = _lazy(
    r"\b(?:echo|printf)[ \t]+(?:-[ne]+[ \t]+)?(?:(?P<q>[\"']?)(?P<uv>[^\s'\"|]{4,256})(?P=q)"
    r"|(?P<r>[\"'])(?P<qv>[a-z0-9]{2,}(?: [a-z0-9]{2,}){2,5})(?P=r))[ \t]*\|"  # (quoted words: a passphrase)
    r"[^\n|]{0,200}?(?:" + _STDIN_READERS + ")")
#: ``echo -n X | base64``, ``… | kubectl create secret … --from-file=password=/dev/stdin``, ``| secret-tool
#: store``: a value encoded or stored as a secret (checked as a credential: ``echo hello | base64`` stays)
ECHO_TO_STORE_RE = _lazy(
    r"\b(?:echo|printf)[ \t]+(?:-[ne]+[ \t]+)?(?P<q>[\"']?)(?P<uv>[^\s'\"|]{6,256})(?P=q)[ \t]*\|[^\n|]{0,200}?"
    r"(?:/dev/stdin|\bbase64\b|secret-tool[ \t]+store|\bkeyring[ \t]+set|\bsecret[ \t]+(?:set|put|create|add)\b"
    r"|\bpass[ \t]+insert)")
#: ``runas /user:app "cmd /c echo X | app.exe"``: echoed into a program on a line that logs a user in
ECHO_PIPE_RE = _lazy(r"\becho[ \t]+(?P<q>[\"']?)(?P<uv>[^\s'\"|]{6,256})(?P=q)[ \t]*\|")
_LOGIN_LINE_RE = _lazy(r"(?i)/user:|\brunas\b|[ \t](?:-u|--user(?:name)?|--login)[ \t=]")


def echo_pipe_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _LOGIN_LINE_RE.search(_line_of(m)) is not None and _credential(value)


#: ``vercel env add DB_PASSWORD production <<< X``: a here-string on a line naming a secret
HERE_STRING_RE = _lazy(r"<<<[ \t]*(?P<q>[\"']?)(?P<uv>[^\s'\"]{4,256})(?P=q)")
#: ``--password-file=<(echo X)``
PROCESS_SUB_RE = _lazy(r"(?<![\w-])(?P<key>--?[\w-]{1,64})[= \t]<\([ \t]*echo[ \t]+(?P<q>[\"']?)(?P<uv>[^\s'\")]{4,256})(?P=q)")
#: the password flags of archivers and crypto tools: ``zip -P X``, ``7z a -pX``, ``openssl enc -k X``
TOOL_FLAG_RE = _lazy(
    r"\b(?:zip|unzip|zipcloak|7z|7za|7zr|rar|unrar|openssl)\b[^\n|;&]{0,200}?[ \t]"
    r"(?:-P[ \t]+|-p(?!ass)(?=[^\s-])|-k[ \t]+|-pass[ \t]+)(?P<q>[\"']?)(?P<uv>[^\s'\"]{4,256})(?P=q)")
#: ``-P X``, ``-w X``, ``-pX`` on a command line that also names a user (``-u``, ``-U``, ``-D``)
USER_FLAG_LINE_RE = _lazy(
    r"(?<=[ \t])(?:-[PwW][ \t]+|-p(?!ass)(?=[^\s-]))(?P<q>[\"']?)(?P<uv>[^\s'\"]{4,256})(?P=q)(?=\s|$)")
_USER_FLAG_RE = _lazy(r"[ \t](?:-u|-U|-D|-l|-a|--user(?:name)?|--login|-username|--account)(?:[ \t=]|$)")


def _line_of(m: re.Match[str]) -> str:
    text = m.string
    start = text.rfind("\n", 0, m.start()) + 1
    end = text.find("\n", m.end())
    return text[start:end if end >= 0 else len(text)]


def here_string_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    before = m.string[m.string.rfind("\n", 0, m.start()) + 1:m.start()]
    words = re.findall(r"[A-Za-z_][\w-]*", before)
    return (any(secret_name(w) in ("password", "secret") for w in words)
            or "--stdin" in before or "--with-token" in before
            or _SECRET_STORE_RE.search(before) is not None) and _cli_value(value)


_SECRET_STORE_RE = _lazy(r"secret-tool[ \t]+store|\bkeyring[ \t]+set|\bsecret[ \t]+(?:set|put|create|add)\b"
                         r"|\bpass[ \t]+insert|\bsecurity[ \t]+add-\w+-password")


def _cli_value(value: str) -> bool:
    """A command line's literal (a plain word too) unless a reference, placeholder or number."""
    return (len(value) >= 4 and not _is_placeholder(value) and not value.startswith(("$", "-"))
            and not _common_not_secret(value) and "passw" not in value.lower())


def process_sub_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    key = m.group("key").lstrip("-").replace("file", "")  # (the file <(echo X) holds the value)
    return secret_name(key) in ("password", "secret") and _cli_value(value)


def cli_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _cli_value(value)


def after_switch_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """``net use`` after ``/user:D\\u``: the one positional there is the password, digits too."""
    return _cli_value(value) or _pin(value)


def user_flag_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Beside a user's flag, a credential or a PIN; quoted, also a passphrase or letters with a digit (``mosquitto_pub
    -u gw -P 'gapes-oiwib-7otinq'``; a quoted port, ``-P "3306"``, stays)."""
    if _USER_FLAG_RE.search(_line_of(m)) is None:
        return False
    return _credential(value) or _pin(value) or bool(m.group("q")) and (
        _random_slug(value) or _passphrase(value) or len(value) >= 8 and "/" not in value
        and any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and not _is_reference(value))


def tool_flag_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (_cli_value(value) or _digits_pin(value)) and not value.startswith(("pass:", "env:", "file:", "fd:", "stdin"))


def _digits_pin(value: str) -> bool:  # (4+ digits where only a password stands: zip -P 747048; no run, not one digit)
    return value.isdigit() and 4 <= len(value) <= 32 and len(set(value)) > 1 and not any(seq in value for seq in _SEQUENCES)


# -- code and configuration ------------------------------------------------------------------

_KEYNAME = r"(?P<key>[A-Za-z_][\w]*)"
_LIT = r"(?P<q>[\"'`])(?P<qv>(?:\\[^\n]|[^\\\n]){1,4096}?)(?P=q)"
#: ``const SECRET: &str = "…"``, ``val password: String = "…"``, ``jwtKey = []byte("…")``,
#: ``HMAC_KEY = b'…'``, ``AES_KEY = bytes.fromhex("…")``, ``token := String("…")``
TYPED_OR_WRAPPED_RE = _lazy(
    r"(?<![\w.$-])" + _KEYNAME + r"(?:[ \t]*:[ \t]*[&\w<>\[\]. ?]{1,40}?)?[ \t]*(?::=|=)[ \t]*"
    r"(?:(?:\[\]byte|bytes(?:\.fromhex)?|bytearray(?:\.fromhex)?|(?:binascii\.)?unhexlify|Buffer\.from|String|str|SecretStr|Secret|new[ \t]+String"
    r"|String\.from|to_owned|Some)[ \t]*\([ \t]*|[bBrRuU](?=[\"']))?" + _LIT)
#: ``.password("…")``, ``.setApiKey("…")``, ``withToken('…')``: a one-argument setter
SETTER_CALL_RE = _lazy(r"(?:[\w$]*\.)*" + _KEYNAME + r"[ \t]*\([ \t]*" + _LIT + r"[ \t]*\)")
#: ``reader.set_access_password(tag, "F116F45F")``, ``user.setPassword(ctx, '…')``: a setter's literal after what it sets
#: it on (two arguments, the literal last)
TARGET_SETTER_CALL_RE = _lazy(r"(?:[\w$]*\.)*" + _KEYNAME + r"[ \t]*\([ \t]*[\w$.\[\]]{1,80}[ \t]*,[ \t]*" + _LIT
                              + r"[ \t]*\)")
#: Elixir ``config :app, :secret_key_base, "…"``, Ruby ``:password, '…'``
ATOM_PAIR_RE = _lazy(r"(?<=:)(?<![\w:]:)" + _KEYNAME + r"[ \t]*,[ \t]*" + _LIT)
#: ``@Value("…") private String secret;``
ANNOTATED_FIELD_RE = _lazy(
    r"@\w+\([ \t]*" + _LIT + r"[ \t]*\)[ \t]+(?:(?:private|public|protected|static|final|readonly"
    r"|lateinit|internal|val|var)[ \t]+)*(?:[\w<>\[\]?]+[ \t]+)?" + _KEYNAME + r"[ \t]*[;=]")
#: ``jdbc.password:X`` (a properties line), ``&{User:app Password:X}`` (a Go dump)
GLUED_COLON_RE = _lazy(
    r"(?:(?<=^)|(?<=[\n{(,]|[ \t]))(?P<key>[A-Za-z_][\w.-]*):(?P<uv>[^\s'\"`,;&|<>(){}\[\]\\:/][^\s'\"`,;&|<>(){}\[\]\\:]{3,255})"
    r"(?=[ \t,;})\]]|\r?\n|$)")
#: Terraform ``variable "admin_password" { default = "…" }`` (and ``value =``)
BLOCK_DEFAULT_RE = _lazy(
    r"\b(?:variable|output|parameter|input)[ \t]+\"(?P<key>[\w.-]+)\"[ \t]*\{[^{}]{0,400}?"
    r"\b(?:default|value)[ \t]*=[ \t]*" + _LIT)
#: nginx ``proxy_set_header X-Api-Key VALUE;``, ``fastcgi_param DB_PASSWORD VALUE;``, ``set $hmac_secret "VALUE";``
DIRECTIVE_RE = _lazy(r"(?<![\w-])(?P<key>[A-Za-z][\w-]*)[ \t]+(?:(?P<uv>[^\s;'\"]{6,256})|(?P<q>[\"'])(?P<qv>[^\s;'\"]{6,256})(?P=q))"
                     r";[ \t]*(?=\r?\n|$)")
#: a YAML list under a secret-named key: ``tokens:`` then ``  - pk_live_…``
YAML_LIST_RE = _lazy(r"(?P<key>[A-Za-z_][\w.-]*):[ \t]*\r?\n(?P<lv>(?:[ \t]*-[ \t]+[^\s#]+[ \t]*(?:\r?\n|$))+)")


def glued_colon_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    strength = secret_name(m.group("key"))
    if strength not in ("password", "secret"):
        return False
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    alone = not text[line_start:m.start()].strip() and text[m.end():].split("\n", 1)[0].strip() == ""
    return value_is_secret(value, strength, False, alone, key_stem(m.group("key")), glued=alone) if alone else _credential(value)


def directive_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    strength = secret_name(m.group("key"))
    return (strength in ("password", "secret", "auth") and "$" not in value
            and value_is_secret(value, strength, False, True, key_stem(m.group("key")), glued=True))


def yaml_list_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if secret_name(m.group("key")) not in ("password", "secret"):
        return False
    items = re.findall(r"-[ \t]+(\S+)", value)
    return any(_credential(item.strip("'\"")) for item in items)


# -- private keys quoted line by line ---------------------------------------------------------

QUOTED_PEM_RE = _lazy(
    r"(?m)^(?P<pre>[ \t]*(?:>|#|//|;|\*|--)[ \t]?)-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----"
    r"[ \t]*\r?\n(?P<value>(?:(?P=pre)[^\n]*\r?\n){1,200}?)(?P=pre)-----END[ A-Z0-9]{0,40}-----")


def _always(value: str, m: re.Match[str], group: str | int) -> bool:
    return True


_NAME_HINTS = ("pass", "pwd", "pw", "secret", "token", "key", "cred", "auth", "cookie", "session")
# (A Twilio account SID, AC + 32 hex, is an identifier -- the user half of a credential pair, printed
# in every API response and log line -- and stays; the auth token or API key beside it is redacted.)


# (kind, regex, check, hints, groups, anchor): built into Rules by `memtool.privacy.rules`
SPECS: tuple[tuple[str, _LazyRegex, Check, tuple[str, ...], tuple[str | int, ...], str], ...] = (
    ("private-key", QUOTED_PEM_RE, _always, ("-----begin",), ("value",), ""),
    ("password", LABEL_PAIR_RE, pair_ok, ("user", "usr", "login", "u:", "u="), ("uv",), "word"),
    ("password", PAIR_AFTER_LOGIN_RE, pair_ok, ("cred", "login", "log in", "sign in", "account",
                                                  "user/pass", "username/password"), ("uv",), "word"),
    ("password", TICKED_PAIR_RE, _value_ok, ("` /", "`/"), ("uv",), ""),
    ("password", COLON_PAIR_RE, colon_pair_ok, ("try ", "auth ", "login ", "creds ", "credentials ", "basic ",
                                            "userpass ", "-u "),
     ("uv", "qv"), "word"),
    ("password", LOGGED_IN_RE, pair_ok, (" in as ", " into ", " in to "), ("uv",), ""),
    ("password", SUBCOMMAND_PAIR_RE, _value_ok, ("user", "passw", "login", "credential"), ("uv",), "word"),
    ("password", URL_USER_SECRET_RE, _value_ok, ("://",), ("uv",), "word"),
    ("password", BEFORE_USER_SWITCH_RE, cli_value_ok, ("/user:",), ("uv",), ""),
    ("password", AFTER_USER_SWITCH_RE, after_switch_ok, ("net use",), ("uv",), ""),
    ("password", ORACLE_LOGIN_RE, pair_ok, _ORACLE_HINTS, ("uv",), ""),
    ("password", CALL_PAIR_RE, _value_ok, _CALLEE_WORDS, ("qv",), "word"),
    ("password", PROSE_MORE_RE, prose_more_ok, ("pw", "pass", "secret", "token", "creds", "api", "access",
                                                *languages.PROSE_HINTS), ("qv", "uv"), "word"),
    ("password", languages.CJK_PROSE_RE, lambda value, m, group: _credential(value.split(".")[0]) or password_digits(value, m.group(
        "key")) or secret_name(m.group("key")) == "password" and passwords.joined(value), languages.CJK_HINTS, ("uv",), ""),
    ("password", PROSE_NEXT_RE, prose_next_ok, ("pw", "pass", "secret", "token", "api", "access", "key",
                                                *languages.PROSE_HINTS), ("uv",), "word"),
    ("password", PROSE_USE_FOR_RE, _value_ok, ("use ",), ("uv",), "hint"),
    ("password", PROSE_LATER_RE, prose_later_ok, ("pw", "pass", "secret", "token", "api", "access"), ("uv",), "word"),
    ("password", PROSE_LATER_IS_RE, prose_later_is_ok, ("pw", "pass", "secret", "token", "api", "access", "key"),
     ("uv",), "hint"),
    ("secret", JWT_CALL_RE, _value_ok, ("jwt.",), ("qv",), ""),
    ("password", ECHO_TO_STDIN_RE, cli_value_ok, ("echo", "printf"), ("uv", "qv"), ""),
    ("password", ECHO_TO_STORE_RE, _value_ok, ("echo", "printf"), ("uv",), ""),
    ("password", HERE_STRING_RE, here_string_ok, ("<<<",), ("uv",), "hint"),
    ("password", ECHO_PIPE_RE, echo_pipe_ok, ("echo",), ("uv",), "hint"),
    ("password", PROCESS_SUB_RE, process_sub_ok, ("<(echo",), ("uv",), ""),
    ("password", TOOL_FLAG_RE, tool_flag_ok, ("zip", "7z", "rar", "openssl"), ("uv",), ""),
    ("password", USER_FLAG_LINE_RE, user_flag_ok, (" -p", " -w", "\t-p", "\t-w"), ("uv",), ""),
    ("secret", TYPED_OR_WRAPPED_RE, _quoted_ok, _NAME_HINTS, ("qv",), "name"),
    ("secret", SETTER_CALL_RE, _quoted_ok, _NAME_HINTS, ("qv",), "name"),
    ("secret", TARGET_SETTER_CALL_RE, _setter_ok, ("password(", "passwd(", "pass(", "pwd(", "secret(", "key(", "token(", "pin("),
     ("qv",), "name"),
    ("secret", ATOM_PAIR_RE, _quoted_ok, _NAME_HINTS, ("qv",), "name"),
    ("secret", ANNOTATED_FIELD_RE, _quoted_ok, ("@",), ("qv",), ""),
    ("secret", GLUED_COLON_RE, glued_colon_ok, _NAME_HINTS, ("uv",), "name"),
    ("secret", BLOCK_DEFAULT_RE, _quoted_ok, ("variable", "output", "parameter", "input"), ("qv",), "hint"),
    ("secret", DIRECTIVE_RE, directive_ok, _NAME_HINTS, ("uv", "qv"), "name"),
    ("secret", YAML_LIST_RE, yaml_list_ok, _NAME_HINTS, ("lv",), "name"),
)


# -- more places (second round: rules written after the dataops and winmobile first runs) ------

#: PowerShell ``ConvertTo-SecureString 'X' -AsPlainText``: the literal is the plain password
AS_PLAINTEXT_RE = _lazy(r"(?P<q>[\"'])(?P<qv>[^\"'\n]{4,256})(?P=q)[ \t]+-AsPlainText\b")
#: Windows switches ``cmdkey /pass:X``, ``msbuild /p:SigningPassword=X``, ``/password=X``
WINDOWS_SWITCH_RE = _lazy(
    r"(?:(?<=[ \t]/)|(?<=[ \t]/p:)|(?<=[ \t]/property:))(?P<key>[A-Za-z][\w.-]*)[:=]"
    r"(?P<q>[\"']?)(?P<uv>[^\s\"'/;]{3,256})(?P=q)")
#: ``-p X`` / ``-w X`` with a value no port, path, profile or pattern looks like
RANDOM_SHORT_FLAG_RE = _lazy(r"(?<=[ \t])-[pwPW][ \t]+(?P<uv>[A-Za-z0-9+/=_-]{12,256})(?=\s|$)")
#: ``<key>APIKey</key><string>X</string>`` (plist), ``<name>K</name><value>X</value>`` (Hadoop)
ELEMENT_PAIR_RE = _lazy(
    r"<(?P<kt>key|name)>(?P<key>[\w.:-]{1,128})</(?P=kt)>[ \t\r\n]{0,40}<(?P<vt>string|value)>"
    r"(?P<tv>[^<>\n]{1,4096})</(?P=vt)>")
#: ``<string name="facebook_client_token">X</string>`` (Android resources)
NAMED_ELEMENT_RE = _lazy(
    r"<(?P<tag>[\w:-]+)[^<>\n]{0,80}?[ \t](?:name|key)=[\"'](?P<key>[\w.:-]{1,128})[\"'][^<>\n]{0,80}?>"
    r"(?P<tv>[^<>\n]{1,4096})</(?P=tag)>")
#: ``builder.Configuration["Api:Key"] = "X"``, ``settings['db.password'] = 'X'``
INDEXER_RE = _lazy(r"\[[ \t]*(?P<kq>[\"'])(?P<key>[\w.:-]{1,128})(?P=kq)[ \t]*\][ \t]*=[ \t]*" + _LIT)
#: SQL ``IDENTIFIED BY X`` unquoted (Oracle database links, ALTER USER)
IDENTIFIED_BY_RE = _lazy(r"(?i)\bidentified[ \t]+by[ \t]+(?P<uv>[^\s'\"`;(),]{4,256})(?=[\s;]|$)")
#: ``wandb.login(key='…')``, ``client.auth(token="…")``: a key argument of a call named for login
LOGIN_KWARG_RE = _lazy(
    r"(?i:[\w.]{0,64}?(?:login|auth|connect)\w{0,64})[ \t]*\([^()\n]{0,200}?\b(?P<key>[a-z_]{0,64}(?:key|token|secret|"
    r"password|passwd|pwd))[ \t]*=[ \t]*" + _LIT)


#: ``{"Jwt": {"Issuer": "acme", "Key": "…"}}``: a bare key under a parent that says what it keys
PARENT_KEY_RE = _lazy(r"\{[^{}\n]{0,300}?[\"'](?i:key|secret|value)[\"'][ \t]*:[ \t]*" + _LIT)
_PARENT_RE = _lazy(r"[\"']?([A-Za-z_][\w-]*)[\"']?[ \t]*:[ \t]*$")
_PARENTS = frozenset("jwt hmac signing sign encryption crypto cipher aes api apikey secret secrets webhook session "
                     "cookie token auth oauth client stripe smtp mail db database".split())


def parent_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    parent = _PARENT_RE.search(m.string, max(0, m.start() - 80), m.start())
    return (parent is not None and parent.group(1).lower() in _PARENTS
            and value_is_secret(value, "password", True, True))


def plain_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (_cli_value(value) or _digits_pin(value)) and not value.startswith(("{", "%"))


def switch_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return secret_name(m.group("key")) in ("password", "secret") and plain_ok(value, m, group)


def random_flag_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    mixed = (any(c.isdigit() for c in value) and any(c.isupper() for c in value)
             and any(c.islower() for c in value))
    return (mixed or code_value_is_secret(value, "password")) and value.count("/") <= 4 and _credential(value)


def element_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    strength = secret_name(m.group("key"))
    stem = secret_stem(m.group("key"))
    if strength not in ("password", "secret", "auth") or _names_secret(value, stem, strength):
        return False
    return value_is_secret(value, strength, True, True, key_stem(m.group("key")))


def identified_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.rstrip(".,;:!?")  # ("identified by reference.")
    return plain_ok(value, m, group) and (not _WORDLIKE_RE.fullmatch(core)  # ("identified by their")
                                          or _random_letters(core))


def login_kwarg_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return secret_name(m.group("key")) is not None and _credential(value)


MORE_SPECS: tuple[tuple[str, _LazyRegex, Check, tuple[str, ...], tuple[str | int, ...], str], ...] = (
    ("password", AS_PLAINTEXT_RE, plain_ok, ("-asplaintext",), ("qv",), ""),
    ("password", WINDOWS_SWITCH_RE, switch_ok, _NAME_HINTS, ("uv",), "name"),
    ("password", RANDOM_SHORT_FLAG_RE, random_flag_ok, (" -p", " -w", "\t-p", "\t-w"), ("uv",), ""),
    ("secret", ELEMENT_PAIR_RE, element_ok, ("</key>", "</name>"), ("tv",), ""),
    ("secret", NAMED_ELEMENT_RE, element_ok, ("name=", "key="), ("tv",), ""),
    ("secret", INDEXER_RE, _quoted_ok, ("\"]", "']"), ("qv",), ""),
    ("password", IDENTIFIED_BY_RE, identified_ok, ("identified",), ("uv",), "hint"),
    ("secret", LOGIN_KWARG_RE, login_kwarg_ok, ("login", "auth", "connect"), ("qv",), "word"),
    ("secret", PARENT_KEY_RE, parent_key_ok, ("key\"", "key'", "secret\"", "value\""), ("qv",), ""),
    *fields.SPECS,
)


# -- tool formats (moved from names.py) -------------------------------------------------------

#: ``~/.pgpass``: ``host:port:database:user:password`` lines (PostgreSQL and PgBouncer ports, or *)
PGPASS_HINTS = (":5432:", ":5433:", ":6432:", ":*:")
PGPASS_RE = _lazy(r"(?m)(?:^|(?<=\\n)|(?<=\\t)|(?<=[\t\"]))[\w.*-]+:(?:\d{1,5}|\*):[\w.*-]+:[\w.@*-]+:"
                  r"(?P<value>[^\s:\\\"]+)[ \t]*(?=$|\\[nr]|\")")
#: ``htpasswd -b [-c] file user password``
HTPASSWD_RE = _lazy(
    r"\bhtpasswd[ \t]+(?:-[a-zA-Z]*[ \t]+)*?-[a-zA-Z]*b[a-zA-Z]*[ \t]+(?:-[a-zA-Z]+[ \t]+)*"
    r"\S+[ \t]+\S+[ \t]+(?P<q>[\"']?)(?P<value>[^\s'\"]+)(?P=q)")
#: "DB creds are app / secret", "login: admin / secret", "use `secret` as the password"
PROSE_PAIR_RE = _lazy(
    r"(?i)(?<![\w-])(?:creds|credentials?|login|log[ \t]+in|sign[ \t]+in)(?:[ \t]+[\w.@-]+){0,3}?"
    r"[ \t]*(?:[ \t](?:is|are|with|as)|:)"
    r"[ \t]+[\w.@-]{1,64}(?:[ \t]*(?:/|:|\|)[ \t]*|[ \t]+)(?P<uv>[^\s'\"`]{4,256}?)(?=[.,;!?)]*(?:\s|$))")
#: "use `secret` as the password", "use Secret123 as the db password"
PROSE_USE_AS_RE = _lazy(
    r"(?i)(?<![\w-])use[ \t]+(?:(?P<q>[`'\"])(?P<qv>[^`'\"\n]{4,256})(?P=q)|(?P<uv>[^\s`'\"]{6,256}))"
    r"[ \t]+as[ \t]+(?:the[ \t]+|a[ \t]+|your[ \t]+|my[ \t]+)?(?:\w+[ \t]+)?"
    r"(?:password|pass|passphrase|token|secret|api[ _-]?key)\b")


#: command-line clients whose password or token flag has no name saying so: ``sqlcmd -P``, ``ipmitool -P``,
#: ``mosquitto_pub -P`` (their ``-p`` is the port), ``ldapsearch -w``, ``smbclient -U user%password``, ``vault login TOKEN``, ``mongosh -p``
CLI_TOOL_RE = _lazy(
    r"\b(?:sqlcmd|bcp|osql|ipmitool|mosquitto_(?:pub|sub|rr))\b[^\n|;&]{0,300}?[ \t]-P[ \t]*(?P<q1>[\"']?)(?P<v1>[^\s'\"]+)(?P=q1)"
    r"|\bldap(?:search|modify|add|delete|whoami|passwd|compare)\b[^\n|;&]{0,300}?[ \t]-w[ \t]+"
    r"(?P<q2>[\"']?)(?P<v2>[^\s'\"]+)(?P=q2)"
    r"|\b(?:smbclient|rpcclient|smbmap|smbget|winexe)\b[^\n|;&]{0,300}?[ \t]-U[ \t]*[\"']?[^\s%'\"]+%"
    r"(?P<v3>[^\s'\"]+)"
    r"|\bvault[ \t]+login[ \t]+(?:-[\w-]+=\S+[ \t]+)*(?P<v4>[^\s'\"=-][^\s'\"=]*)(?=\s|$)"
    r"|\b(?:mongo|mongosh|mongodump|mongorestore|mongoexport)\b[^\n|;&]{0,300}?[ \t]-p[ \t]+"
    r"(?P<q5>[\"']?)(?P<v5>[^\s'\"-][^\s'\"]*)(?P=q5)")
CLI_TOOL_HINTS = ("sqlcmd", "bcp", "osql", "ldap", "smb", "rpcclient", "winexe", "vault", "mongo", "ipmitool", "mosquitto_")
#: ``proxy_set_header Authorization "Basic …"``, ``Authorization "Bearer …"``: no colon
AUTH_QUOTED_RE = _lazy(
    r"(?i)(?<![\w-])(?:proxy-)?authorization[\"']?(?:[ \t]+[\"'](?!aws4-)(?:[A-Za-z][\w-]{1,24}[ \t]+)?"
    r"|[ \t]*,[ \t]*[\"'](?!aws4-)[A-Za-z][\w-]{1,24}[ \t]+)"  # (a call's pair, its scheme said: Add("Authorization", "GenieKey …"))
    r"(?P<uv>[^\s\"'$]{8,4096})[\"']")
