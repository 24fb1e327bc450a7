"""A secret named by its surroundings rather than by the name right before it.

* ``$USER4$=X   # nagios db password``, ``# the db password`` on the line above ``X=…``: a comment
  names the secret the assignment holds;
* ``password........"X"`` (HikariCP's config dump), ``password …… X``: a leader of dots;
* ``>>> bind_pw`` then ``'X'`` (a REPL, a debugger's ``p``, ``irb``, ``pry``, ``In [3]:``): a
  secret-named expression evaluated, its value printed on the next line;
* ``tokens { initial_management = "X" }``, ``credentials:\\n  deploy: X``: a block whose name says
  secret, and its first member;
* a ``random_password`` (any secret-named resource type) in Terraform state and its ``result``;
* ``{"username": "u", "key": "X"}`` (kaggle.json and every user + key pair): a bare ``key`` beside
  a user name is an API key;
* ``UPDATE settings SET value = 'X' WHERE name = 'smtp_password'``: the name after the value;
* ``cookieParser('X')``, ``createHmac('sha256', 'X')``, ``Fernet(b'X')``: a generated literal handed to a
  signing or encryption API;
* ``${DB_PASSWORD:-X}``, ``{{ db_password | default('X') }}``, ``${{ secrets.TOKEN || 'X' }}``: a
  literal default of a reference whose name says secret;
* one-time codes and PINs (`memtool.privacy.pins`: ``OTP 546056``, ``pin='4525'``, "Exit-PIN ist 614700");
* ``(pw 26173445)``: the abbreviation of a password before its value in prose;
* "Local admin on that box is X", "local admin is still `X`": an administrator account's password in a sentence;
* ``[smtp.host]:587 ci@acme.example:X`` (postfix ``sasl_passwd``), ``poetry config http-basic.repo
  user X``, ``BUNDLE_GEMS__ACME__COM: "user:X"``, ``https://conda.anaconda.org/t/X/chan`` (a token
  as a URL path segment after ``/t/``, ``/token/``, ``/key/``…).

Values still pass the value checks of `memtool.privacy.names`/`memtool.privacy.shapes`.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _entropy, _lazy, _looks_random, _names_secret
from memtool.privacy.checks import _UUID_RE, _random_slug
from memtool.privacy.generated import _passphrase, _random_letters
from memtool.privacy.names import (NAMED_HINTS, _common_not_secret, bare_key_hex, _credentialish, secret_name,
                                   key_stem, secret_stem, value_is_secret)
from memtool.privacy.pins import (_CODE_HINTS, _UNITS, BACKUP_CODE_RE, NUMERIC_PASSWORD_RE, OTP_RE, PIN_CALL_RE, PIN_RE,
                                   PIN_VALUE_RE, backup_code_ok, digits_ok, numeric_password_ok, pin_ok, pin_value_ok)
from memtool.privacy.sentences import _credential
from memtool.privacy.shapes import pair_ok

_COMMENT_WORDS = r"(?:password|passwd|passphrase|pw|pwd|secret|token|api[ _-]?key|credential|creds)"
#: ``NAME=X  # … password``: the comment on the same line names the secret
COMMENT_AFTER_RE = _lazy(
    r"(?m)^[ \t]*(?:export[ \t]+|set[ \t]+)?(?P<key>[$\w.\[\]-]{1,64})[ \t]*(?:=|:)[ \t]*(?P<q>[\"']?)"
    r"(?P<uv>[^\s\"'#;]{4,256})(?P=q)[ \t]+(?:#|//|;|--)[^\n]{0,80}?(?i:\b" + _COMMENT_WORDS + r"\b)")
#: ``# db password`` on its own line, then ``NAME=X`` / ``NAME: X``
COMMENT_BEFORE_RE = _lazy(
    r"(?m)^[ \t]*(?:#|//|;|--)[^\n]{0,80}?(?i:\b" + _COMMENT_WORDS + r"\b)[^\n]{0,40}\r?\n"
    r"[ \t]*(?:export[ \t]+)?(?P<key>[$\w.\[\]-]{1,64})[ \t]*(?:=|:)[ \t]*(?P<q>[\"']?)"
    r"(?P<uv>[^\s\"'#;]{4,256})(?P=q)[ \t]*(?=\r?\n|$)")
#: ``password........"X"``, ``password …… X``
LEADER_RE = _lazy(
    r"(?P<key>[A-Za-z_][\w.-]*?[A-Za-z0-9])[ \t]*(?:\.{3,}|…+)[ \t]*:?[ \t]*"
    r"(?:(?P<q>[\"'])(?P<qv>[^\"'\n]{1,4096}?)(?P=q)|(?P<uv>[^\s\"']{4,4096}))")
_PROMPT = (r"(?:>>>|\.\.\.|\(Pdb\)|ipdb>|\(gdb\)[ \t]*(?:p|print|x/s)|\(lldb\)[ \t]*(?:p|po|expr)|"
           r"irb\([^)\n]*\)[^>\n]*>|pry\([^)\n]*\)>|In[ \t]*\[\d+\]:|scala>|jshell>|iex\(\d+\)>|>)")
#: ``>>> bind_pw`` / ``'X'``, ``In [3]: cfg.password`` / ``Out[3]: 'X'``, ``irb> ENV["TOKEN"]`` / ``=> "X"``
REPL_RE = _lazy(
    r"(?m)^[ \t]*" + _PROMPT + r"[ \t]*(?P<key>[A-Za-z_][\w.]*(?:\[[\"'][\w.-]+[\"']\])?)[ \t]*\r?\n"
    r"[ \t]*(?:Out[ \t]*\[\d+\]:[ \t]*|=>[ \t]*|\$\d+[ \t]*=[ \t]*(?:0x[0-9a-f]+[ \t]+)?)?"
    r"(?P<q>[\"']?)(?P<uv>[^\s\"']{4,4096}+)(?P=q)[ \t]*(?=\r?\n|$)")
#: ``tokens { initial_management = "X" }``, ``"credentials": {"deploy": "X"}``, ``secrets:\n  db: X``
SECRET_BLOCK_RE = _lazy(
    r"(?P<key>[A-Za-z_][\w-]*)[\"']?[ \t]*(?:=[ \t]*\{|:[ \t]*\{|\{|:[ \t]*\r?\n(?=[ \t]))[ \t]*\r?\n?"
    r"[ \t]*[\"']?(?P<member>[A-Za-z_][\w.-]{0,63})[\"']?[ \t]*(?:=|:)[ \t]*"
    r"(?:(?P<q>[\"'])(?P<qv>[^\"'\n]{6,4096}?)(?P=q)|(?P<uv>[^\s\"'{},#]{6,4096}))")
_BLOCK_WORDS = frozenset({"tokens", "secrets", "credentials", "creds", "passwords", "apikeys", "api_keys",
                          "keys", "auth", "basicauth", "basic_auth"})
#: a ``random_password`` resource in Terraform state and its ``result``
STATE_RESULT_RE = _lazy(
    r"\"type\"[ \t]*:[ \t]*\"(?P<key>[\w-]+)\"[^\[\]]{0,400}?\"instances\"[^\[]{0,20}\[[^\[\]]{0,800}?"
    r"\"(?:result|value|password|secret)\"[ \t]*:[ \t]*\"(?P<qv>[^\"\n]{4,4096})\"")
_USER = r"\\?[\"'](?:username|user|login|user_name|userName|account)\\?[\"'][ \t]*:[ \t]*\\?[\"'][^\"'\\\n]{1,64}\\?[\"']"
#: ``{"username": "u", "key": "X"}`` (and the key first)
USER_KEY_RE = _lazy(
    r"(?:" + _USER + r"[ \t]*,[ \t]*\\?[\"'](?P<key>key|secret|apikey|api_key|token)\\?[\"'][ \t]*:[ \t]*"
    r"\\?[\"'](?P<qv>[^\"'\\\n]{8,256})\\?[\"']"
    r"|\\?[\"'](?P<key2>key|secret|apikey|api_key|token)\\?[\"'][ \t]*:[ \t]*\\?[\"'](?P<qv2>[^\"'\\\n]{8,256})\\?[\"']"
    r"[ \t]*,[ \t]*" + _USER + r")")
#: ``ssh acu@host (pw 26173445)``, ``crawler account, pw ZweDTJsTjmy=aJxulzCk``: the abbreviation, a blank, the password
PW_PROSE_RE = _lazy(r"(?i)(?<![\w$-])(?:pw|pwd)[ \t]+(?P<uv>[^\s,;()\[\]{}\"'`<>]{6,128}+)(?![ \t]+(?:" + _UNITS + r")\b)")


def pw_prose_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated, typed or digits (six or more: not a count), never a path, a word or a reference (``pwd /home``)."""
    core = value.rstrip(".:!?")
    return (core.isdigit() and len(core) >= 6 and digits_ok(core, m, group) or _credential(value)) and value[0] not in "/~.$%-"


#: a secret's id that is the secret: Vault AppRole's and Consul ACL's ``secret_id``/``SecretID`` are UUIDs that log in
#: (``secret_id   3af00854-…``, ``env('VAULT_SECRET_ID', '<uuid>')``, "the bootstrap SecretID from last night: <uuid>");
#: a secret store's ``secret_id = "prod/db"`` names one and stays, as does Azure's "secret ID <uuid>" (the id of a client
#: secret, shown beside its value) -- the spaced spelling
SECRET_ID_RE = _lazy(r"(?i)(?<![\w-])(?P<key>(?!-)[\w.-]{0,40}?secret[_-]?id)\b[\"']?(?:[^\n:=<>]{1,40}?:|[ \t]*(?:=>|[:=,])?)[ \t]*"
                     r"(?:env\([ \t]*[\"'][\w.-]{1,64}[\"'][ \t]*,[ \t]*)?[\"'`]?(?P<uv>[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12})\b")
#: a tool's report of a password it reset or generated, the value on the next line (elasticsearch-reset-password's
#: "Password for the [elastic] user successfully reset.\nNew value: X")
RESET_OUTPUT_RE = _lazy(r"(?i)\bpassword\b[^\n]{0,80}?\b(?:reset|changed|generated|created|set)\b[^\n]{0,40}\r?\n[ \t]*"
                        r"(?:new[ \t]+(?:value|password)|(?:generated[ \t]+)?password|value)[ \t]*:[ \t]*(?P<uv>[^\s\"'`]{8,256})")
#: a network device's shared key: ``tacacs-server host h key X``, ``radius-server … key 7 X``, UCI ``option key 'X'``
DEVICE_KEY_RE = _lazy(r"(?i)\b(?:tacacs-server|radius-server|tacacs|radius)\b[^\n]{0,120}?[ \t]key[ \t]+(?:[07][ \t]+)?"
                      r"(?P<uv>[^\s'\"]{4,128})|\boption[ \t]+(?:key|password|psk|sae_password|auth_secret)[ \t]+"
                      r"(?P<q>['\"]?)(?P<qv>[^'\"\s]{4,128})(?P=q)")
#: Mathematica / Wolfram rules: ``"Password" -> "X"``
ARROW_RE = _lazy(r"(?P<key>[\w.-]{1,64})[\"']?[ \t]*->[ \t]*(?P<q>[\"'])(?P<qv>[^\"'\n]{3,256})(?P=q)")
#: ``HASH_SALT: X``, ``HASHIDS_SALT=X``: a generated salt under a name ending in SALT
SALT_RE = _lazy(r"(?P<key>[A-Za-z][\w-]{0,40}SALT)[ \t]*[:=][ \t]*(?P<uv>[A-Za-z0-9+/=_.-]{12,128})(?=\s|$)")
#: "their session id X": a session's id given in prose is its credential
SESSION_ID_RE = _lazy(r"(?i)\bsession[ \t]+id\b[ \t]*(?::|=|is)?[ \t]*[`\"']?(?P<uv>[A-Za-z0-9_-]{20,256})")
#: a ``key: value`` line of a file whose name says it holds secrets (Home Assistant's ``secrets.yaml``,
#: ``credentials.json``), read or printed right above: every generated value there is one
SECRETS_FILE_LINE_RE = _lazy(r"(?m)^[ \t]*\"?(?P<key>[A-Za-z_][\w.-]{0,63})\"?[ \t]*:[ \t]*\"?(?P<uv>[^\s\"',]{6,256})\"?"
                              r"(?:,[ \t]*[\w-]{1,40})*,?[ \t]*$")  # (a Jetty realm line: user: X,role,role)
#: the same in a shell file (``secrets.fish``, ``.secrets.sh``): ``set -gx NAME X``, ``export NAME=X``, ``setenv NAME X``,
#: also as an editor's numbered lines
SECRETS_SHELL_LINE_RE = _lazy(r"(?m)^[ \t]*(?:\d{1,6}\t)?(?:export[ \t]+|set[ \t]+(?:-[a-zA-Z]+[ \t]+)+|setenv[ \t]+)"
                              r"(?P<key>[A-Za-z_]\w{0,63})(?:=|[ \t]+)[\"']?(?P<uv>[^\s\"',]{6,256})[\"']?[ \t]*$")
_SECRETS_FILE_RE = _lazy(r"(?i)(?:^|[\s(/'\"])\.?(?:secrets?|credentials?|passwords?)\.(?:ya?ml|json|env|conf|ini|toml"
                         r"|fish|sh|bash|zsh|csh|ps1|properties)\b")
#: ``usermod -P X root`` (Yocto's extrausers): a plain-text password flag
USERMOD_P_RE = _lazy(r"\b(?:useradd|usermod)\b[^\n;]*?[ \t]-P[ \t]+(?P<uv>[^\s;'\"]{4,256})")
#: ``[smtp.host]:587 ci@acme.example:X``, ``smtp.host ci:X`` (postfix sasl_passwd): host, then user:password
SASL_RE = _lazy(
    r"(?m)^[ \t]*(?:\[[\w.-]+\]|[\w.-]+\.[a-z]{2,})(?::\d{1,5})?[ \t]+(?P<user>[\w.+-]+(?:@[\w.-]+)?)"
    r":(?P<uv>[^\s]{4,256})[ \t]*$")
#: ``poetry config http-basic.repo user X``, ``npm config set …:_auth``: a basic-auth setting, a user, a password
HTTP_BASIC_RE = _lazy(
    r"(?i:http-basic|basic-auth|basicauth|basic_auth)[\w.-]*[ \t]+[\"']?[\w.@-]{1,64}[\"']?[ \t]+"
    r"(?P<q>[\"']?)(?P<uv>[^\s\"']{4,256})(?P=q)[ \t]*(?=\r?\n|$)")
#: ``BUNDLE_GEMS__ACME__COM: "user:X"`` (Bundler's credentials for a host)
BUNDLER_RE = _lazy(
    r"\bBUNDLE_[A-Z0-9_]*?[A-Z0-9]__[A-Z0-9]+[\"']?[ \t]*(?::|=)[ \t]*[\"']?(?:[^\s:\"']{1,64}:)?"
    r"(?P<uv>[^\s\"']{6,256})")
#: ``snmp-server community X RO``, ``key-string X``, ``openssl passwd -6 X``, ``isql -v DSN user X``: network
#: gear and tools that take a shared secret or a password positionally (and Redis' ``AUTH [user] X``)
POSITIONAL_SECRET_RE = _lazy(
    r"(?m)(?:\bisql[ \t]+(?:-\w+[ \t]+)*[\w.-]+[ \t]+[\w.@-]+|(?<![\w-])AUTH(?:[ \t]+[\w.-]{1,64}(?=[ \t]+\S+\)?[ \t]*$))?"
    r"|\bsnmp-server[ \t]+community|^[ \t]*key-string(?:[ \t]+[07])?|\bopenssl[ \t]+passwd(?:[ \t]+-\w+)*"
    r"|^[ \t]*(?:tacacs-server|radius-server)[ \t]+key(?:[ \t]+[07])?|\bpre-shared-key(?:[ \t]+(?:ascii|text))?)"
    r"[ \t]+(?P<q>[\"']?)(?P<uv>[^\s\"'()]{4,256})(?P=q)")
#: ``UPDATE settings SET value = 'X' WHERE name = 'smtp_password'``: the name after the value
SQL_VALUE_WHERE_RE = _lazy(
    r"(?i:\bset)[ \t]+(?:\w+\.)?[\"`\[]?(?:value|val|option_value|setting_value|data)[\"`\]]?[ \t]*=[ \t]*"
    r"(?P<q>['\"])(?P<qv>[^'\"\n]{4,256})(?P=q)[^;\n]{0,80}?(?i:\bwhere)[ \t]+(?:\w+\.)?[\"`\[]?"
    r"(?:name|key|option_name|setting|setting_name|config_key|k)[\"`\]]?[ \t]*=[ \t]*['\"](?P<key>[\w.:-]{2,64})['\"]")
#: ``https://conda.anaconda.org/t/X/chan``, ``https://h/api/token/X``: a token as a URL path segment
URL_PATH_TOKEN_RE = _lazy(
    r"://[^\s/'\"`]{1,256}(?:/[^\s/'\"`?#]{1,128}){0,6}?/(?:t|token|tokens|key|keys|apikey|api_key|api-key|secret"
    r"|access_token|auth)/(?P<uv>[A-Za-z0-9_.~-]{16,256})(?=[/?#'\"`\s]|$)")


def _strength(key: str) -> str | None:
    return secret_name(key.strip("$[]'\"").split(".")[-1].split("[")[-1].strip("'\"]"))


def comment_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """An assignment a comment calls a secret: the value must read as a credential."""
    if _strength(m.group("key")) == "weak" or m.group("key").lower() in ("user", "username", "login"):
        return False
    return _credential(value)


def named_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A secret-named value after a leader or printed by a REPL: judged as a literal."""
    key = m.group("key")
    strength = _strength(key)
    if strength is None or strength == "weak":
        return False
    stem = secret_stem(key)
    if _names_secret(value, stem, strength):
        return False
    return value_is_secret(value, strength, True, True, stem)


def block_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The first member of a block whose name says secret, when it reads as a credential."""
    if m.group("key").lower() not in _BLOCK_WORDS or secret_name(m.group("member")) == "password":
        return False  # (a password member is the name rules' own)
    return _credential(value) and not value.lower().startswith(("true", "false"))


def state_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return secret_name(m.group("key")) in ("password", "secret") and not _common_not_secret(value)


def user_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _common_not_secret(value) and (_credential(value) or _HEX_RE.fullmatch(value) is not None
                                              and len(value) >= 24)


def secrets_file_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Within a few lines of the file's name, a generated value (not a word, a number, a path)."""
    head = m.string[max(0, m.start() - 2000):m.start()]
    at = head.rfind("\n", 0, max(0, len(head) - 1))
    named = _SECRETS_FILE_RE.search(head) is not None and head.count("\n") - head[:at].count("\n") < 40
    return named and _credential(value) and not _common_not_secret(value)


def usermod_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _credential(value)


def device_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _common_not_secret(value) and (_credential(value) or _looks_random(value, 8) or len(value) >= 8)


def salt_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated: random letters, or letters mixed with digits (not a word, not a path)."""
    return not _common_not_secret(value) and (_looks_random(value, 12) or _random_letters(value))


def session_id_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Random letters mixed with digits (a UUID or a hex digest names a session in a log: left)."""
    return any(c.isupper() for c in value) and any(c.islower() for c in value) and _looks_random(value, 20)


#: a chat's question about a password and the answer's first word (``> which password for the test account?`` then
#: ``X — same as staging``): the reply line starts with what was asked for
ASKED_RE = _lazy(r"(?im)\b(?:password|passphrase|passwd|pin|passcode|api[ \t]?key|token|secret)\b[^\n?]{0,80}\?[ \t]*\r?\n"
                 r"[> \t]*(?P<uv>[^\s`'\"<>]{6,128}?)[.,;:!]?(?=[ \t]|\r?\n|$)")
#: an administrator account's password said in a sentence: "Local admin on that box is X", "local admin is still `X`
#: until IT rotates it", "the administrator account is now X": the account's name stands where a password's would
ADMIN_IS_RE = _lazy(r"(?i)\b(?:local|domain|default|built-in|builtin)?[ \t]*admin(?:istrator)?(?:[ \t]+(?:account|login|user))?"
                    r"(?:[ \t]+(?:on|for|of|at)[ \t]+[^\n:=;\"'`]{1,40}?)?[ \t]+(?:is|was)(?:[ \t]+(?:still|now|currently))?[ \t]+"
                    r"[`\"']?(?P<uv>[^\s`\"',]{6,128}?)[`\"']?(?=[.,;:!?)]*(?:\s|$))")


def admin_is_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated or typed the way passwords are (not a word, a user name, an address, a host or a path)."""
    return not _common_not_secret(value) and "@" not in value and _UUID_RE.fullmatch(value) is None and (
        _credential(value) or _looks_random(value, 16) or _passphrase(value) or _random_slug(value)
        or _TYPED_RE.fullmatch(value) is not None)


#: lowercase letters with a digit inside, not only at the end (``ugc6sgrh``; not ``server01``)
_TYPED_RE = _lazy(r"(?=.{8})[a-z0-9]*[a-z]\d+[a-z][a-z0-9]*")


#: a passphrase of three to six plain words ending a config line or filling an element under a password's name
#: (``db.password = dewey quiet vellum``, ``PASSWORD=reel frame reel mono``, ``<FilerPassword>voir curiae voir</…>``):
#: unquoted, so every other rule stops at the first blank
SPACED_WORDS_RE = _lazy(r"(?P<key>[A-Za-z_][\w.:-]{0,63})(?:[ \t]*[=:][ \t]*|(?<=[\w.:-])>)"
                        r"(?:(?P<uv>[a-z]{2,12}(?:[ \t][a-z]{2,12}){2,5})"
                        r"|\[REDACTED:[a-z0-9-]+\][ \t](?P<tail>[a-z]{2,12}(?:[ \t][a-z]{2,12}){1,4}))"  # (its first word taken)
                        r"(?:[ \t]*(?=\r?\n|\\n|\\?\"[,}\]]|$)|</(?:[\w.-]+:)?(?P=key)>)")  # (a line's end, a JSON string's, an element's)
_NOT_PASSPHRASE_WORDS = frozenset("""
    the a an and or of to in on at by for from with via see is are was be been not no none null set unset
    stored vault env environment file below above same as ask prompt read required optional empty blank here
    this that it its my your our their use used using will should must can cannot later tbd todo default
    change changed reset example sample dummy test demo placeholder secret password pass key token value
""".split())


def spaced_words_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Under a name saying password, words that describe nothing (not "stored in the vault", "see below")."""
    if group == "tail" and m.group("key").upper() == m.group("key"):
        return False  # (``PASSWORD=X npm start``: an environment variable before a command)
    return (secret_name(m.group("key")) == "password"
            and _NOT_PASSPHRASE_WORDS.isdisjoint(value.split()))


#: an element named for a secret whose value is a child ``<Value>`` (Windows unattend.xml's ``<AutoLogon><Password><Value>X``,
#: ``<AdministratorPassword>``; .NET ``<setting name=…>`` blocks read alike)
NESTED_VALUE_RE = _lazy(r"<(?:[\w.-]+:)?(?P<key>[A-Za-z][\w.-]{0,63})(?:[ \t][^<>\n]{0,200})?>[ \t]*\r?\n?[ \t]*"
                        r"<(?:[\w.-]+:)?[Vv]alue>(?P<qv>[^<>\n]{1,256})</(?:[\w.-]+:)?[Vv]alue>")


def nested_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Under a name saying password (digits too: a kiosk's autologon PIN) or secret, a value that may be one."""
    strength = secret_name(m.group("key"))
    if value.startswith("*") and value.strip("*").replace("*", "").isupper():
        return False  # (*SENSITIVE*DATA*DELETED*: Windows setup's own mask)
    if strength == "password" and value.isdigit():
        return len(value) >= 4 and digits_ok(value, m, group)
    return strength in ("password", "secret") and not _names_secret(value, secret_stem(m.group("key")), strength) and (
        value_is_secret(value, strength, True, True, key_stem(m.group("key"))))


#: ``use my key X``: a key someone calls theirs, then a generated value
MY_KEY_RE = _lazy(r"(?i)\b(?:my|our|your)[ \t]+(?:api[ \t]+|access[ \t]+|personal[ \t]+)?key[ \t]*(?::|is)?[ \t]*"
                  r"(?P<uv>[A-Za-z0-9_-]{20,128})(?![\w-])")


#: a generated password printed in groups (WordPress application passwords ``abcd EFGH 1234 …``, six groups of four;
#: Apple's app-specific ``abcd-efgh-ijkl-mnop``) after a word saying password on its line
GROUPED_RE = _lazy(r"(?i)\bpass(?:word|phrase)\b[^\n]{0,80}?(?::|\bis\b)[ \t]*(?P<uv>[A-Za-z0-9]{4}(?:([ -])[A-Za-z0-9]{4})(?:\2[A-Za-z0-9]{4}){2,6})"
                   r"(?![\w-])")


def grouped_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated groups: digits or mixed case in at least two of them (``this will work fine`` is words)."""
    groups = re.split(r"[ -]", value)
    return sum(1 for g in groups if any(c.isdigit() for c in g) or not (g.islower() or g.isupper())) >= 2


def asked_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _common_not_secret(value) and (_credential(value) or _looks_random(value, 16))


def my_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated, and not an upper-case fingerprint (``my key 7169605F…``: a GPG key's, public)."""
    return _looks_random(value, 20) and not (_HEX_RE.fullmatch(value) is not None and value.isupper())


def sasl_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return pair_ok(value, m, group) and _credential(value)


def path_token_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A random path segment, not a slug of words (``/t/how-to-upload-a-db/10768``: a forum topic)."""
    return _credentialish(value) and (_looks_random(value, 16) or _HEX_RE.fullmatch(value) is not None and len(value) >= 24
            or len(value) >= 24 and _entropy(value) >= 3.8 and any(c.isdigit() for c in value))


_COMMENT_HINTS = ("password", "passwd", "passphrase", "pw", "pwd", "secret", "token", "api key", "api-key", "api_key",
                  "apikey", "credential", "creds")
_USER_HINTS = tuple(q + w + q2 for w in ("username", "user", "login", "account", "user_name")
                    for q, q2 in (('"', '"'), ("'", "'"), ('\\"', '\\"')))
#: a literal default of a secret-named reference: ``${DB_PASSWORD:-X}`` (sh, compose), ``${TOKEN=X}``,
#: ``{{ db_password | default('X') }}`` (Jinja), ``${{ secrets.TOKEN || 'X' }}``, ``TOKEN ?? "X"``
SHELL_DEFAULT_RE = _lazy(r"(?<=\$\{)(?P<key>[A-Za-z_][\w.]{0,63}?)(?::?[-=])(?P<uv>[^\s{}'\"$]{3,256})\}")
OR_DEFAULT_RE = _lazy(r"(?P<key>[A-Za-z_][\w.]{0,63})[ \t]*(?:\|[ \t]*default\([ \t]*|\|\|[ \t]*|\?\?[ \t]*)"
                      r"(?P<q>[\"'])(?P<qv>[^\"'\n]{3,256})(?P=q)")


def default_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A default under a name that says password or secret, judged as a literal."""
    key = m.group("key").rsplit(".", 1)[-1]
    strength = _strength(key)
    if strength not in ("password", "secret"):
        return False
    stem = secret_stem(key)
    if _names_secret(value, stem, strength):
        return False
    return value_is_secret(value, strength, True, True, stem)


#: a generated literal handed to a signing or encryption API: ``cookieParser('X')``,
#: ``crypto.createHmac('sha256', 'X')``, ``Fernet(b'X')``, ``new Hashids('X')``, ``jwt.encode(p, "X")``
CRYPTO_CALL_RE = _lazy(
    r"(?P<fn>[\w.$]*(?i:hmac|cipher|fernet|hashids|cookieparser|cookiesession|jwt|signer|secretbox|crypt)[\w.$]*)"
    r"[ \t]*\((?:[^()\n\"']{0,80}?(?:[\"'][^\"'\n]{0,40}[\"'][ \t]*,[ \t]*)?)?(?:b|u8)?(?P<q>[\"'])"
    r"(?P<qv>[^\"'\n\\]{16,256})(?P=q)")
#: a generated literal handed to the maker of an API client or session, after at most two other quoted
#: arguments: ``Dato::Site::Client.new("X")``, ``SplitFactoryBuilder.build("X", config)``, ``pdpyras.APISession('X')``,
#: ``StripeClient("X")`` -- the SDK's own credential (not ``configure``: browser SDKs take their public keys there,
#: ``recurly.configure('ewr1-…')``)
CLIENT_CALL_RE = _lazy(
    r"(?P<fn>[\w.$:]*(?i:client|session|factory)[\w$]*(?:(?:\.|::)(?:new|build|create))?)[ \t]*\("
    r"(?:[ \t]*(?P<q0>[\"'])[^\"'\n]{0,80}(?P=q0)[ \t]*,){0,2}[ \t]*(?P<q>[\"'])(?P<qv>[^\"'\n\\ ]{16,256})(?P=q)")
_CLIENT_NOT_RE = _lazy(r"(?i)(?:id|uuid|guid|hash|digest|sha|commit|object|color|date|buffer|error|url|uri|regexp|bytes|hex"
                       r"|decode|encode|parse|path|file|name|get|find|fetch|lookup|query|execute|send|post|put|log)(?![a-z])")


def client_literal_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated (random, high entropy), not an id's shape (a UUID), handed to a client's maker -- not to a
    getter, a parser or a value type named in the call (``client.get_object(X)``, ``SessionId(X)``)."""
    fn = m.group("fn").rsplit(".", 2)[-2:] if ".new" in m.group("fn") or ".build" in m.group("fn") else [m.group("fn")]
    return (_looks_random(value, 16) and " " not in value and not _common_not_secret(value)
            and not any(_CLIENT_NOT_RE.search(part.split("::")[-1]) for part in fn))


#: a capability URL -- one whose path holds the credential, so whoever has the URL can use it: a webhook's or an
#: integration's URL with a generated segment after the hook's word (Netlify's ``/build_hooks/<hex>``, Cloudflare's
#: ``/deploy_hooks/<uuid>``, ``/oncall/integrations/v1/alertmanager/<token>/``, a ``hook.`` host's ``/<token>``), a
#: heartbeat's or a ping's (``hc-ping.com/<uuid>``, ``/heartbeat/<token>``), an MCP server's (``/mcp/<token>/sse``), a
#: crash reporter's submission host (``submit.<host>/<org>/<hex>/minidump``), a session's link (``/p/session/<token>``):
#: the whole URL goes, as its writers label it
WEBHOOK_URL_RE = _lazy(
    r"(?P<url>\bhttps?://(?:(?P<host>hooks?|(?:hc-)?ping|heartbeats?|submit)\.)?[\w-]+(?:\.[\w-]+)*(?::\d{1,5})?"
    r"(?:/[\w.~%+-]+){0,4}?(?:/(?P<word>(?i:hooks?|webhooks?|build_hooks|deploy_hooks|integrations|ping|heartbeats?|mcp"
    r"|session))|(?(host)|(?!)))(?:/[\w.~%+-]+){1,6})/?")


#: words whose key is the segment right after them
_FIRST_SEGMENT_WORDS = frozenset({"ping", "heartbeat", "heartbeats", "mcp", "session"})


def webhook_url_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A segment after the hook's word is generated: random, hex of 20 or more, or a UUID -- not the UUID right after
    ``integrations`` (it may name the integration: a later one, ``…/alert/<uuid>/…``, is the key); after ``ping``,
    ``heartbeat``, ``mcp`` and ``session`` only the segment right after the word, and after ``session`` only a random
    token (a session's UUID or hex in an API path is its id)."""
    word = (m.group("word") or "hook").lower()
    tail = value[m.end("word") - m.start("url"):] if m.group("word") else value.split("//", 1)[1].split("/", 1)[1]
    for i, seg in enumerate(tail.strip("/").split("/")):
        if i and word in _FIRST_SEGMENT_WORDS:
            return False  # (``/acme/ping/commit/<sha>``: a repository named ping, not a ping's key)
        if _looks_random(seg, 16):
            return True
        if word == "session":
            continue
        if (_HEX_RE.fullmatch(seg) and len(seg) >= 20 and not seg.isdigit()
                or _UUID_RE.fullmatch(seg) and not (word == "integrations" and i == 0)):
            return True
    return False


#: a field or flag named ``key`` alone -- its own member of an object or a line, or ``--key`` -- holding hex of 16 to 64:
#: ``"key": "<hex>"`` (a device's local key, a service's API key), ``key: <hex>``, ``--key <hex>``. A bare key elsewhere
#: needs a long random value (hex under it may be a hash): here nothing qualifies it as a cache's, a record's or an
#: incident's key (``cache key <hex>``, ``unique_key``, ``contextKey``, ``incident_key`` are other places)
BARE_KEY_HEX_RE = _lazy(r"(?i)(?P<key>(?<![\w.$-])[\"']?key[\"']?[ \t]*(?:=>|[:=])|(?<![\w-])--key(?:[ \t]+|=))[ \t]*"
                        r"(?P<q>[\"']?)(?P<qv>[0-9a-f]{16,64})(?P=q)(?![\w.-])")
_SAID_PUBLIC_RE = _lazy(r"(?i)public|publishable|read-only|content ?api|client")


_SECRET_MEMBER_RE = _lazy(r"(?i)[\"']?\b(?:secret|secret_?key|password)[\"']?[ \t]*[:=]")
_CLIENT_CODE_RE = _lazy(r"\bwindow\.|from[ \t]+[\"'][\w@/-]+-js[\"']|<script\b")


def bare_key_hex_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Hex of a key's length (letters and digits, not one repeated), the field its line's own (a line's first, or an
    object's member after ``{``, ``,`` or ``(``) or a ``--key`` flag; not where the line or the one before says the key
    is public (Ghost's content API key: ``// Content API key: public, read-only``)."""
    text = m.string
    start = m.start("key")
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start].rstrip(" \t\"'")
    if not m.group("key").lstrip().startswith("--") and before and before[-1] not in "{,([" and before.strip("-*# \t>"):
        return False
    prev_start = text.rfind("\n", 0, max(line_start - 1, 0)) + 1
    if _SAID_PUBLIC_RE.search(text, prev_start, m.start("qv")):
        return False
    if before.endswith((",", "{")) or not before:  # (a member of an object: is it the public half of a key/secret pair?)
        opened = text.rfind("{", max(0, start - 400), start)
        closed = text.find("}", m.end())
        inside = text[opened if opened >= 0 else start:closed if closed >= 0 else m.end() + 400]
        if _SECRET_MEMBER_RE.search(inside) or _CLIENT_CODE_RE.search(text, max(0, start - 600), start):
            return False  # (Pusher's {appId, key, secret}: the key is the app's public half; window.Echo({key}) is client code)
    return bare_key_hex(value)


_CRYPTO_HINTS = ("hmac", "cipher", "fernet", "hashids", "cookieparser", "cookiesession", "jwt", "signer", "secretbox",
                 "crypt")


def crypto_literal_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated (random letters with digits, high entropy): a key, not a message or a name."""
    return _credential(value) and _looks_random(value, 16) and " " not in value


SPECS = (
    ("secret", CRYPTO_CALL_RE, crypto_literal_ok, _CRYPTO_HINTS, ("qv",), "word"),
    ("webhook", WEBHOOK_URL_RE, webhook_url_ok, ("hooks/", "hook/", "://hook.", "://hooks.", "/integrations/", "ping.",
                                                 "/ping/", "heartbeat", "/mcp/", "://submit.", "/session/"), ("url",), ""),
    ("secret", BARE_KEY_HEX_RE, bare_key_hex_ok, ("key",), ("qv",), "word"),
    ("secret", CLIENT_CALL_RE, client_literal_ok, ("client", "session", "factory"), ("qv",), "word"),  # (unanchored: +250 µs
    # per session record, every one holding "session")
    ("secret", SHELL_DEFAULT_RE, default_ok, NAMED_HINTS, ("uv",), "name"),
    ("secret", OR_DEFAULT_RE, default_ok, NAMED_HINTS, ("qv",), "name"),
    ("secret", COMMENT_AFTER_RE, comment_ok, _COMMENT_HINTS, ("uv",), "line"),
    ("secret", COMMENT_BEFORE_RE, comment_ok, _COMMENT_HINTS, ("uv",), "line"),
    ("secret", LEADER_RE, named_value_ok, NAMED_HINTS, ("qv", "uv"), "name"),
    ("secret", REPL_RE, named_value_ok, NAMED_HINTS, ("uv",), "line"),
    ("secret", SECRET_BLOCK_RE, block_ok, ("tokens", "secrets", "credentials", "creds", "passwords", "keys",
                                           "auth"), ("qv", "uv"), "word"),
    ("secret", STATE_RESULT_RE, state_ok, ("\"type\"",), ("qv",), "hint"),
    ("secret", USER_KEY_RE, user_key_ok, _USER_HINTS, ("qv", "qv2"), ""),
    ("otp", OTP_RE, digits_ok, ("otp", "2fa", "mfa", "one-time", "one time", "verification code", "security code",
                                "auth code", "authentication code"), ("uv",), ""),
    ("otp", BACKUP_CODE_RE, backup_code_ok, ("backup code", "recovery code", "scratch code", "emergency code"), ("uv",), ""),
    ("password", DEVICE_KEY_RE, device_key_ok, ("tacacs", "radius", "option key", "option password", "option psk",
                                                 "option sae_password", "option auth_secret"), ("uv", "qv"), ""),
    ("secret", ARROW_RE, named_value_ok, NAMED_HINTS, ("qv",), "name"),
    ("secret", SALT_RE, salt_ok, ("salt",), ("uv",), "word"),
    ("secret", SESSION_ID_RE, session_id_ok, ("session id",), ("uv",), ""),  # (prose: session_id is every hook's key)
    ("secret", SECRETS_FILE_LINE_RE, secrets_file_ok, ("secrets.", "secret.", "credentials.", "credential.",
                                                       "passwords.", "password."), ("uv",), ""),
    ("secret", SECRETS_SHELL_LINE_RE, secrets_file_ok, ("secrets.", "secret.", "credentials.", "credential.",
                                                        "passwords.", "password."), ("uv",), ""),
    ("password", USERMOD_P_RE, usermod_ok, ("usermod", "useradd"), ("uv",), ""),
    ("password", GROUPED_RE, grouped_ok, ("password", "passphrase"), ("uv",), ""),
    ("password", ASKED_RE, asked_ok, ("password", "passphrase", "passwd", "passcode", "api key", "apikey", "token",
                                      "secret", " pin"), ("uv",), ""),
    ("password", ADMIN_IS_RE, admin_is_ok, ("admin",), ("uv",), ""),
    ("password", NESTED_VALUE_RE, nested_value_ok, ("<value>",), ("qv",), ""),
    ("password", SPACED_WORDS_RE, spaced_words_ok, ("pass", "pwd"), ("uv", "tail"), "word"),
    ("secret", MY_KEY_RE, my_key_ok, ("my key", "our key", "your key", "my api key", "our api key", "your api key",
                                      "my access key", "my personal key"), ("uv",), ""),
    ("password", PIN_CALL_RE, digits_ok, ("unlock", "simpin", "sim_pin", "setpin", "enterpin", "sendpin"), ("qv",), ""),
    ("password", PIN_RE, pin_ok, ("pin", "passcode", "otp", "mfa", "2fa", "bypass", "recovery", "verification", "door",
                                  "gate", "lockbox", "alarm", "keypad", "disarm", "lockcode", "lock_code", "lock-code",
                                  "lock code", "level1", "level2", "level3", "level_1", "level_2", "level_3")
     + _CODE_HINTS,  # (SecurityCode=4260; LockCode, Level1Code)
     ("qv",), "word"),
    ("password", PIN_VALUE_RE, pin_value_ok, ("pin", "passcode", "activation", "code d'", "código de", "codigo de", "codice di") + _CODE_HINTS, ("qv",), "word"),
    ("password", NUMERIC_PASSWORD_RE, numeric_password_ok, ("pass", "pwd"), ("qv",), "word"),
    ("password", PW_PROSE_RE, pw_prose_ok, ("pw ", "pwd "), ("uv",), ""),
    ("password", RESET_OUTPUT_RE, lambda value, m, group: _credential(value) or _looks_random(value, 12), ("new value", "new password"),
     ("uv",), ""),
    ("secret", SECRET_ID_RE, lambda value, m, group: True, ("secret_id", "secretid", "secret-id"), ("uv",), ""),
    ("password", SASL_RE, sasl_ok, ("]:", "@"), ("uv",), "line"),
    ("password", HTTP_BASIC_RE, sasl_ok, ("http-basic", "basic-auth", "basicauth", "basic_auth"), ("uv",), ""),
    ("secret", BUNDLER_RE, user_key_ok, ("bundle_",), ("uv",), ""),
    ("password", POSITIONAL_SECRET_RE, lambda value, m, group: _credential(value) and value.lower() not in (
        "public", "private"), ("isql", "auth ", "snmp-server", "key-string", "openssl", "tacacs-server", "radius-server",
                               "pre-shared-key"), ("uv",), ""),
    ("password", SQL_VALUE_WHERE_RE, lambda value, m, group: _strength(m.group("key")) in (
        "password", "secret", "auth") and _credential(value), ("set ",), ("qv",), "hint"),
    ("secret", URL_PATH_TOKEN_RE, path_token_ok, ("/t/", "/token/", "/tokens/", "/key/", "/keys/", "/apikey/",
                                                  "/api_key/", "/api-key/", "/secret/", "/access_token/", "/auth/"),
     ("uv",), ""),
)
