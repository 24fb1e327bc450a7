"""Secrets in slots the keyword rules do not read: a position, not a name, says what the value is.
`SPECS` is this family's part of the rule table (entered by `memtool.privacy.rules`, in this order);
its patterns and checks live here and in four modules by the kind of slot: a command line's switches,
verbs and pipes (`memtool.privacy.commandlines`), an SDK client's or a login call's arguments
(`memtool.privacy.clients`), a URL's, a userinfo's or a header list's parts (`memtool.privacy.addresses`),
and wallet material (`memtool.privacy.wallets`). Here, the slots of files, records and dialogs:

* ``{:db-pass "X"}``, ``(def config {:api-token "X"})``: a Clojure/EDN keyword that names a secret,
  then its string (the name and value tests of `memtool.privacy.names`); ``$Conf{RsyncdPasswd} = 'X'``:
  a hash entry named for a secret.
* ``"X"  // private key``: a literal whose trailing comment names a secret; ``name==X``
  (HTTPie's query parameter) under a secret's name; ``--set e[0].name=CF_API_TOKEN --set
  e[0].value=X`` (a name and its value split over two flags).
* An ``AUTH LOGIN`` dialog's answer to ``334 UGFzc3dvcmQ6`` ("Password:"); ``{PLAIN}X`` (a password-file
  entry in the clear); Caddy's ``acme_dns <provider> X``; an app password of four
  groups of four random lowercase letters after a password word; ``host:login:X`` or ``user:X``
  lines below a file whose name says passwd (not ``/etc/passwd``); a user's line (``admin=X``,
  ``admin: X, role``) below a file named for users or a realm (``users.properties``,
  ``jetty-realm.properties``).
* A cookie table copied out of a browser's developer tools (``name⇥value⇥.domain⇥/path``): a
  value that looks generated is a session.
* ``'crypt' => ['key' => X]``: a bare ``key`` in a block named for encryption or signing;
  ``network_key: [94, 25, …]``: a key as 16+ byte values (not a range) under a name saying key or secret.
* ``routing_key: <32 hex>``, ``integration_key``: PagerDuty's integration keys (32 hex; an
  AMQP routing key is dotted words).
* ``SecretID: <uuid>`` (Consul), ``VAULT_SECRET_ID``: a secret id is a credential, a UUID too (AWS's
  ``SecretId`` is a name or an ARN, not random); a NATS nkey seed (``SU…``).
"""

from __future__ import annotations

import re

from memtool.privacy.addresses import (bare_userinfo_ok, _BARE_USERINFO_RE, header_list_ok, _HEADER_LIST_RE,
                                       header_uuid_ok, _HEADER_UUID_RE, key_by_url_ok, _KEY_BY_URL_RE, rtmp_key_ok,
                                       _RTMP_KEY_RE, url_path_token_ok, _URL_PATH_TOKEN_RE, url_slash_ok,
                                       _URL_SLASH_RE)
from memtool.privacy.checks import _UUID_RE, _is_placeholder, _lazy, _looks_random, _names_secret, _random_slug
from memtool.privacy.clients import (_CALL_KEY_RE, client2_ok, _CLIENT2_RE, client_ok, _CLIENT_RE, _LOGIN_CALL_RE,
                                     _OMNIAUTH_RE, _TYPED_FIELD_RE, _URL_USER_PASS_CALL_RE, user_call_ok,
                                     _USER_CALL_RE)
from memtool.privacy.commandlines import (apikey_verb_ok, _APIKEY_VERB_RE, _HERE_STRING_RE, _HTTP_USER_FLAG_RE,
                                          irc_pass_ok, _IRC_PASS_RE, _KEYCHAIN_RE, login_verb_ok, _LOGIN_VERB_RE,
                                          _PIPED_PASSWORD_RE, quoted_dash_p_ok, _QUOTED_DASH_P_RE, ssh_keygen_ok,
                                          _SSH_KEYGEN_RE, stored_value_ok, _STORED_VALUE_RE, _TSIG_RE,
                                          win_password_ok, _WIN_PASSWORD_RE)
from memtool.privacy.names import NAMED_HINTS, secret_name, secret_stem, value_is_secret
from memtool.privacy.sentences import _credential
from memtool.privacy.wallets import (evm_key_ok, _EVM_KEY_RE, mnemonic_ok, _MNEMONIC_RE, version_path_key_ok,
                                     _VERSION_PATH_KEY_RE, _WALLET_KEY_RE)


_PAGERDUTY_RE = _lazy(
    r"(?i)\b(?:routing|integration)[_-]?key[\"']?[ \t]*[:=][ \t]*[\"']?(?P<value>[0-9a-f]{32})(?![\w-])")


def pagerduty_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _looks_random(value, 32)


_EDN_RE = _lazy(r"(?:(?<=[{\s,(\[]:)|(?<=[\w-]/))(?P<key>[A-Za-z][\w.*+!?/-]{0,63})[ \t,]+\"(?P<value>[^\"\n\\]{1,4096})\"")


def edn_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    key = m.group("key").rsplit("/", 1)[-1]
    strength, stem = secret_name(key), secret_stem(key)
    if strength is None or _names_secret(value, stem, strength):
        return False
    return value_is_secret(value, strength, True, True, stem)


#: ``"X"  // private key``, ``'X', # api secret``, ``…, 'X'); // admin key, used by …``: a literal whose trailing comment
_COMMENTED_RE = _lazy(  # names it (its first phrase: what follows a comma is about its use)
    r"[^\n]{0,400}?(?P<q>[\"'])(?P<value>[^\"'\s]{6,512})(?P=q)[ \t]*[,;)\]}]*[ \t]*(?://|#|--|/\*)[ \t]*"
    r"(?P<name>[A-Za-z][\w -]{2,40}?)[ \t]*(?:,[ \t][^\n]{0,200}?)?(?:\*/)?[ \t]*(?=\r?\n|$)")


def commented_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    name = "_".join(m.group("name").split())
    strength = secret_name(name)
    return strength in ("password", "secret", "auth") and value_is_secret(value, strength, True, True, secret_stem(name))


#: ``http GET … consumer_secret==X`` (HTTPie's query parameter)
_HTTPIE_RE = _lazy(r"(?<![\w-])(?P<key>[A-Za-z][\w-]{1,63})==(?P<value>[^\s'\"&]{6,1024})")


def httpie_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    strength = secret_name(m.group("key"))
    return strength is not None and value_is_secret(value, "secret" if strength == "weak" else strength, True,
                                                    True, secret_stem(m.group("key")))


#: an SMTP/IMAP ``AUTH LOGIN`` dialog: the line after the server's ``334 UGFzc3dvcmQ6`` (base64
#: of "Password:") is the password, base64-encoded
_AUTH_LOGIN_RE = _lazy(r"334[ \t]+UGFzc3dvcmQ6[ \t]*\r?\n[ \t]*(?:->|C:|>>>?|>)?[ \t]*(?P<value>[A-Za-z0-9+/]{4,512}={0,2})(?=[ \t]*(?:\r?\n|$))")


def auth_login_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value)


#: ``user:{PLAIN}X:…`` (dovecot passwd-file), ``{CLEARTEXT}X``: a password stored in the clear
_PLAIN_SCHEME_RE = _lazy(r"\{(?:PLAIN|CLEARTEXT|CLEAR|PLAINTEXT)\}(?P<value>[^\s:]{4,256})")


#: ``--set env[0].name=CF_API_TOKEN --set env[0].value=X``: a name/value pair split over two flags
_SPLIT_PAIR_RE = _lazy(r"(?P<base>[\w.\[\]-]{1,80})\.name=(?P<key>[\w.-]{2,80})[^\n]{0,300}?[ \t,](?P=base)\.value="
                       r"(?P<q>[\"']?)(?P<value>[^\s\"',]{1,1024})(?P=q)")


def split_pair_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    strength = secret_name(m.group("key"))
    return strength is not None and value_is_secret(value, strength, True, True, secret_stem(m.group("key")))


#: Caddy's ``dns cloudflare X`` / ``acme_dns route53 X``: a DNS provider's API token
_CADDY_DNS_RE = _lazy(r"(?m)^[ \t]*(?:acme_)?dns[ \t]+[a-z][\w.-]{1,30}[ \t]+(?P<value>[A-Za-z0-9_-]{20,256})[ \t]*$")


def generated_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and (_looks_random(value, 16) or _credential(value))


#: a Google-style app password, four groups of four random lowercase letters, after a password
#: word on its line (``Pass "yapz rarh qvqd mvyw"``, "an app password: mdli eoxl cyty cgqw")
_APP_PASSWORD_RE = _lazy(r"(?i)(?:pass|pwd)[^\n]{0,60}?(?<![a-z])(?P<value>[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})(?![a-z])")


def app_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    letters = value.replace(" ", "")
    return letters.islower() and sum(c in "aeiou" for c in letters) <= 5


#: ``host:login:X`` or ``user:X`` lines below a file whose name says passwd (``# /etc/exim4/
#: passwd.client``, ``Read(mosquitto/passwd.plain)``): the last field is the password
_PASSWD_LINE_RE = _lazy(r"(?m)^(?![#;])[^\s:#]{1,100}(?::[^\s:]{1,64})?:(?P<value>[^\s:]{6,256})[ \t]*$")
_PASSWD_FILE_RE = _lazy(r"(?i)[\w./-]*passw(?:or)?d[\w.-]*\b")


def passwd_line_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    above = m.string[max(0, m.start() - 600):m.start()]
    files = [f for f in _PASSWD_FILE_RE.findall(above) if "." in f or "/" in f]
    if not files or all(f.rstrip("/").endswith("/etc/passwd") for f in files):
        return False
    return _credential(value) or _looks_random(value, 16)


#: a row of a browser's cookie table copied out of DevTools: ``name<TAB>value<TAB>.domain<TAB>/path``
_COOKIE_ROW_RE = _lazy(r"(?m)^[^\t\n]{1,128}\t(?P<value>[^\t\n]{16,4096})\t\.?[\w-]+(?:\.[\w-]+)+\t/")


def cookie_row_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (not _is_placeholder(value) and sum(c.isdigit() for c in value) < len(value) * 0.6  # (GA1.1.2839…: ids)
            and _looks_random(value.replace("-", "").replace("_", ""), 16))


#: ``'crypt' => ['key' => X]``, ``encryption:\n  key: X``: a bare ``key`` inside a block named for
#: encryption or signing (alone, ``key`` over hex is an id or a cache key)
_PARENT_KEY_RE = _lazy(
    r"(?i)[\"']?(?:crypt|crypto|encryption|encrypt|cipher|signing|jwt|hmac|secret|secrets)[\"']?[ \t]*(?:=>|:|=)[ \t]*"
    r"[\[{(]?[ \t]*(?:\r?\n[ \t]*)?[\"']?key[\"']?[ \t]*(?:=>|:|=)[ \t]*(?P<q>[\"']?)(?P<value>[^\"'\s,]{16,512})(?P=q)")


def parent_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and (_looks_random(value, 16) or _credential(value))


#: ``network_key: [94, 25, 36, …]``: a key written as 16+ byte values under a name that says key or secret
_BYTE_KEY_RE = _lazy(r"[\[{(][ \t]*(?P<value>\d{1,3}[ \t]*,[ \t]*(?:\d{1,3}[ \t]*,[ \t]*){14,126}\d{1,3})[ \t]*[\]})]")
_BYTE_KEY_NAME_RE = _lazy(r"([A-Za-z_][\w.-]{0,40})[\"']?[ \t]*(?:=>|:|=)[ \t]*$")


def byte_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    name = _BYTE_KEY_NAME_RE.search(m.string, max(0, m.start() - 50), m.start())
    numbers = [int(n) for n in re.findall(r"\d+", value)]
    return (name is not None and secret_name(name.group(1)) is not None and max(numbers) <= 255 and len(set(numbers)) >= 8
            and numbers != sorted(numbers))  # (not a range: 0, 1, 2, …)


#: ``SecretID: <uuid>`` (Consul's ACL token), ``VAULT_SECRET_ID=<uuid>`` (Vault's AppRole): a secret id is
#: the credential its role id is not (AWS's ``SecretId`` names a secret: a name or an ARN, not random)
_SECRET_ID_RE = _lazy(r"(?i)(?<![\w-])(?P<key>[\w.-]{0,40}secret[_ -]?id)[\"']?[ \t]*(?:=|:|[ \t]=)[ \t]*(?P<q>[\"']?)"
                      r"(?P<value>[A-Za-z0-9_.+/=-]{16,256})(?P=q)(?![\w-])")


def secret_id_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and (_UUID_RE.fullmatch(value) is not None or _looks_random(value, 16))


#: a NATS nkey seed (``SU…``: S, the key's type, 56 base32 capitals; the public key is ``U…``)
_NKEY_SEED_RE = _lazy(r"(?<![A-Z2-7])(?P<value>S[UACONX][A-Z2-7]{56})(?![A-Z2-7])")


#: ``# conf/users.properties`` over ``admin=X``, ``# jetty-realm.properties`` over ``admin: X, admin``: a user's
#: line in a file whose name says it holds users or a realm
_USERS_FILE_LINE_RE = _lazy(r"(?m)^(?![#;!])[\w.@-]{1,64}[ \t]*[:=][ \t]*(?P<value>[^\s,#$]{4,256})(?:[ \t]*,[ \t]*[\w, -]{1,100})?[ \t]*$")
_USERS_FILE_RE = _lazy(r"(?i)[\w./-]*(?:users?|realm|accounts?|credentials?)[\w-]*\.(?:properties|conf|cfg|txt)\b")


def users_file_line_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    above = m.string[max(0, m.start() - 400):m.start()]
    if not _USERS_FILE_RE.search(above) or _is_placeholder(value):
        return False
    return _credential(value) or _looks_random(value, 12) or _random_slug(value)


#: ``$Conf{RsyncdPasswd} = 'X'`` (Perl), ``cfg{db_password} = "X"``: a hash entry named for a secret
_BRACED_KEY_RE = _lazy(r"\{(?P<key>[A-Za-z][\w.-]{1,63})\}[ \t]*=>?[ \t]*(?P<q>['\"])(?P<value>[^'\"\n]{1,1024})(?P=q)")


def braced_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    key = m.group("key")
    strength, stem = secret_name(key), secret_stem(key)
    return strength is not None and not _names_secret(value, stem, strength) and value_is_secret(
        value, strength, True, True, stem)


_LOGIN_HINTS = ("login", "auth", "unlock", "unseal", "signin", "sign-in", "log_in", "sign_in", "log in", "logging in", "logged in",
                "sign in", "signing in", "signed in")

SPECS = (
    ("password", _URL_USER_PASS_CALL_RE, user_call_ok, ("://",), ("value",), ""),
    ("password", _TYPED_FIELD_RE, user_call_ok, ("send_keys", "sendkeys", ".fill(", ".type(", "setvalue"),
     ("value", "value2"), ""),
    ("wallet-key", _WALLET_KEY_RE, generated_ok, ("prv", "0201036c6e64", "mainnet", "preprod", "preview", "importprivkey"),
     ("value", "wif"), ""),
    ("wallet-key", _EVM_KEY_RE, evm_key_ok, ("wallet", "signer", "from_key", "fromkey", "privatekeytoaccount",
                                            "accounts"), ("value",), ""),
    ("secret", _BYTE_KEY_RE, byte_key_ok, ("key", "secret", "seed", "psk"), ("value",), ""),
    ("url-token", _VERSION_PATH_KEY_RE, version_path_key_ok, ("/v1/", "/v2/", "/v3/"), ("value",), "line"),
    ("secret", _MNEMONIC_RE, mnemonic_ok, ("mnemonic", "seed", "phrase", "restore"), ("value",), "line"),
    ("password", _HTTP_USER_FLAG_RE, generated_ok, ("curl ", "http -", "https -", "wget ", "xh "), ("value",), "line"),
    ("password", _USERS_FILE_LINE_RE, users_file_line_ok, ("users.", "user.", "realm.", "accounts.", "account.",
                                                          "credentials.", "credential."), ("value",), ""),
    ("nkey-seed", _NKEY_SEED_RE, generated_ok, ("nkey", "seed", "nats"), ("value",), ""),
    ("url-password", _BARE_USERINFO_RE, bare_userinfo_ok, ("sip:", "sips:", "=>"), ("value",), "line"),
    ("password", _USER_CALL_RE, user_call_ok, ("userinfo", "userpass", "credential", "basicauth", "login("),
     ("value",), "word"),
    ("url-token", _URL_PATH_TOKEN_RE, url_path_token_ok, ("://",), ("value",), "word"),
    ("secret", _KEY_BY_URL_RE, key_by_url_ok, ("key", "url", "endpoint", "server", "host"), ("value", "value2"), "line"),
    ("password", _PIPED_PASSWORD_RE, generated_ok, ("echo", "printf"), ("value",), "word"),
    ("password", _HERE_STRING_RE, generated_ok, ("<<<",), ("value",), "line"),
    ("secret", _SECRET_ID_RE, secret_id_ok, ("secretid", "secret_id", "secret-id", "secret id"), ("value",), "word"),
    ("secret", _STORED_VALUE_RE, stored_value_ok, (" --value", " --data", " --body", " --content", " --string"), ("value",), "hint"),
    ("secret", _HEADER_UUID_RE, header_uuid_ok, ("key:", "token:"), ("value",), ""),
    ("secret", _CALL_KEY_RE, generated_ok, ("key=", "key ="), ("value",), ""),
    ("password", _LOGIN_VERB_RE, login_verb_ok, _LOGIN_HINTS, ("v2",), "word"),
    ("password", _LOGIN_VERB_RE, login_verb_ok, _LOGIN_HINTS, ("v1",), "word"),
    ("password", _LOGIN_CALL_RE, generated_ok, _LOGIN_HINTS, ("value",), "word"),
    ("secret", _CLIENT2_RE, client2_ok, ('", "', "', '", "','", '","'), ("value",), ""),
    ("password", _QUOTED_DASH_P_RE, quoted_dash_p_ok, (" -p '", ' -p "'), ("value",), "hint"),
    ("secret", _RTMP_KEY_RE, rtmp_key_ok, ("rtmp",), ("value",), "word"),
    ("password", _IRC_PASS_RE, irc_pass_ok, ("pass ", "sv_setsteamaccount"), ("value",), "word"),
    ("secret", _BRACED_KEY_RE, braced_key_ok, NAMED_HINTS, ("value",), ""),
    ("secret", _PARENT_KEY_RE, parent_key_ok, ("crypt", "cipher", "signing", "jwt", "hmac", "secret"), ("value",), "word"),
    ("cookie", _COOKIE_ROW_RE, cookie_row_ok, ("\t/",), ("value",), ""),
    ("password", _APP_PASSWORD_RE, app_password_ok, ("pass", "pwd"), ("value",), "word"),
    ("password", _PASSWD_LINE_RE, passwd_line_ok, ("passwd",), ("value",), ""),
    ("secret", _COMMENTED_RE, commented_ok, NAMED_HINTS, ("value",), "line"),
    ("secret", _HTTPIE_RE, httpie_ok, ("==",), ("value",), "word"),
    ("password", _AUTH_LOGIN_RE, auth_login_ok, ("334",), ("value",), "hint"),
    ("secret", _TSIG_RE, auth_login_ok, (" -y",), ("value",), ""),
    ("password", _PLAIN_SCHEME_RE, auth_login_ok, ("{plain}", "{clear"), ("value",), "hint"),
    ("secret", _SPLIT_PAIR_RE, split_pair_ok, (".value=",), ("value",), ""),
    ("secret", _CADDY_DNS_RE, generated_ok, ("dns",), ("value",), "line"),
    ("secret", _OMNIAUTH_RE, generated_ok, ("provider",), ("value",), "hint"),
    ("secret", _EDN_RE, edn_ok, NAMED_HINTS, ("value",), "word"),
    ("url-password", _URL_SLASH_RE, url_slash_ok, ("://",), ("value",), "word"),
    ("secret", _CLIENT_RE, client_ok, ('("', "('"), ("value",), "word"),
    ("secret", _HEADER_LIST_RE, header_list_ok, ("headers",), ("value",), "word"),
    ("password", _WIN_PASSWORD_RE, win_password_ok, (" /p", " /rp"), ("value",), "hint"),
    ("secret", _APIKEY_VERB_RE, apikey_verb_ok, ("apikey",), ("value",), "word"),
    ("password", _SSH_KEYGEN_RE, ssh_keygen_ok, ("ssh-keygen",), ("value",), "hint"),
    ("password", _KEYCHAIN_RE, ssh_keygen_ok, ("keychain",), ("value",), ""),
    ("secret", _PAGERDUTY_RE, pagerduty_ok, ("routing", "integration"), ("value",), "word"),
)
