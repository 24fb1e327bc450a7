"""Secrets in slots the keyword rules do not read: a position, not a name, says what the value is.

* ``scheme://user:X/Y@host``: URL userinfo whose password holds a ``/`` (not allowed by the RFC,
  written anyway; the ``url-password`` rule stops at the first ``/``). The part before the
  first ``/`` must not be a port and the whole must read as a credential, so
  ``http://host:8080/api@latest`` and ``git+https://host:org/repo.git@v1`` stay.
* ``cohere.ClientV2("X")``, ``new Client('X')``, ``Groq("X")``: the first positional string
  of an SDK client's constructor (a class named ``…Client``, ``…Api``/``…API``, ``…Sdk``/``…SDK``,
  or any capitalised name called with one long random literal and nothing else), when the
  literal looks generated (`checks._looks_random`): a URL, a model name or a region stays.
* ``OTEL_EXPORTER_OTLP_HEADERS=x-team=X,x-dataset=y``: a list of headers inside one value (a
  name ending in ``HEADERS``); a header whose value is long and mixes cases and digits holds a
  credential, whatever the header is called.
* ``signtool sign /f c.pfx /p X``, ``schtasks … /rp X``, ``pvk2pfx /pi X``: Windows-style password
  switches (``/p``, ``/pi``, ``/po``, ``/rp``) with a value that reads as a credential, on a line
  that runs a Windows tool or names a user (``xfreerdp /u:admin /p:X``).
* ``ssh-keygen -p -N X -f key``: a key's new (``-N``) or old (``-P``) passphrase; ``security
  unlock-keychain -p X``: a macOS keychain's password.
* ``choco apikey --key <uuid>``, ``nuget setapikey <uuid>``: a command whose verb says API key
  hands it its key, a UUID included (UUIDs stay everywhere else).
* ``{:db-pass "X"}``, ``(def config {:api-token "X"})``: a Clojure/EDN keyword that names a secret,
  then its string (the name and value tests of `memtool.privacy.names`).
* ``"X"  // private key``: a literal whose trailing comment names a secret; ``name==X``
  (HTTPie's query parameter) under a secret's name; ``--set e[0].name=CF_API_TOKEN --set
  e[0].value=X`` (a name and its value split over two flags).
* An ``AUTH LOGIN`` dialog's answer to ``334 UGFzc3dvcmQ6`` ("Password:"); ``nsupdate -y
  alg:name:X`` (a TSIG key); ``{PLAIN}X`` (a password-file entry in the clear); Caddy's
  ``acme_dns <provider> X``; OmniAuth's ``provider :x, 'ID', 'X'``; an app password of four
  groups of four random lowercase letters after a password word; ``host:login:X`` or ``user:X``
  lines below a file whose name says passwd (not ``/etc/passwd``).
* A cookie table copied out of a browser's developer tools (``name⇥value⇥.domain⇥/path``): a
  value that looks generated is a session.
* ``'crypt' => ['key' => X]``: a bare ``key`` in a block named for encryption or signing;
  ``network_key: [94, 25, …]``: a key as 16+ byte values (not a range) under a name saying key or secret.
* ``routing_key: <32 hex>``, ``integration_key``: PagerDuty's integration keys (32 hex; an
  AMQP routing key is dotted words).
* ``bw unlock X``, ``client.login("X")``, ``api.authenticate(user, "X")``, "try logging in with X":
  what a login, auth, unlock or sign-in verb or method is handed; ``printf '%s' 'X' | vault login -``,
  ``echo X | docker login --password-stdin``, ``op signin <<< X``: a literal piped or here-stringed
  into a login; ``--value X`` on a line
  that stores a secret (``SecureString``, ``secret``, ``password``); ``twilio.Client('AC…', 'X')``: a client
  constructor's second literal after its id.
* ``SecretID: <uuid>`` (Consul), ``VAULT_SECRET_ID``: a secret id is a credential, a UUID too (AWS's
  ``SecretId`` is a name or an ARN, not random).
* ``sip:6009:X@pbx``, ``register => 289897:X@sip.example``: userinfo without ``//``; ``curl -su user:X``,
  ``http -a user:X``: an HTTP client's user flag, in a cluster of short flags too; ``nats.UserInfo("u",
  "X")``, ``PlainCredentials('u', 'X')``: a call named for credentials; a user's line (``admin=X``,
  ``admin: X, role``) below a file named for users or a realm (``users.properties``,
  ``jetty-realm.properties``); a NATS nkey seed (``SU…``).
* Wallet material: a seed phrase of 12–24 words after mnemonic/seed/phrase/restore, ``xprv…`` extended
  private keys, WIF keys after ``importprivkey``, lnd macaroons in hex, Blockfrost project ids; a key as the
  last path segment after a version (``https://mainnet.rpc/v3/<key>``); an EVM private key (``0x`` + 64
  hex) handed to a wallet, a signer or an account list (``new ethers.Wallet("0x…")``, ``Account.from_key``,
  ``accounts: ["0x…"]``) -- a transaction or block hash has the same shape, so only there.
* ``GIS("https://portal", "user", "X")``: an address, a user, then a password; ``find_element(By.ID,
  "password").send_keys("X")``, ``page.fill("#password", "X")``: what a test types into a secret's field
  (``curl -u <key>:``, an API key as the user, is `memtool.privacy.positions`').
* ``https://collector/receiver/v1/http/<122 random characters>``: a URL path segment of 64+
  random mixed-case characters (ids, digests and document ids are hex, UUIDs or shorter).
* ``url: https://…`` next to ``key: <uuid>`` (``~/.cdsapirc``): a bare ``key`` on the line beside its
  service's address is its API key, a UUID too.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _UUID_RE, _is_placeholder, _lazy, _looks_random, _names_secret, _random_slug
from memtool.privacy.names import NAMED_HINTS, _random_letters, secret_name, secret_stem, value_is_secret
from memtool.privacy.sentences import _credential

_URL_SLASH_RE = _lazy(
    r"(?i)\b[a-z][a-z0-9+._-]{0,20}://[^\s:/@'\"`<>]{0,256}:"
    r"(?P<value>[^\s/?'\"`<>@:]{0,512}[/?][^\s'\"`<>@:]{0,512})@(?=[A-Za-z0-9\[_-])")


def url_slash_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    head = re.split(r"[/?]", value, 1)[0]
    if "?" in value and ("=" in value or "/" in value.split("?", 1)[1]):
        return False  # (host:port/path?query=x@y: a query, not a password)
    return (not head.isdigit() and ("//" not in value or _looks_random(value.replace("/", ""), 24))
            and not _is_placeholder(value)
            and (_credential(value) or _looks_random(value.replace("/", ""), 16)
                 or _random_letters(value.replace("/", ""))))  # (base64 letters without a digit)


_CLIENT_RE = _lazy(
    r"(?<![\w.])(?:new[ \t]+)?(?:[A-Za-z_]\w*\.)*(?P<cls>[A-Z]\w{1,40})\([ \t]*"
    r"(?:(?P<q0>[\"'])[^\"'\n]{1,256}(?P=q0)[ \t]*,[ \t]*)?"
    r"(?P<q>[\"'])(?P<value>[A-Za-z0-9_.+/=:-]{20,256})(?P=q)[ \t]*(?P<end>[,)])")
_CLIENT_CLASS_RE = _lazy(r"(?:Client|Api|API|Sdk|SDK)(?:V\d+)?")
_DIGEST_CLASS_RE = _lazy(r"(?i)id$|ids?[A-Z_]|hash|digest|md5|sha|sum|uuid|guid|colou?r|commit|version|oid|etag")  # (Md5Hash)
_FILE_NAME_RE = _lazy(r"\.[a-z]{2,4}\d?$")  # (``main.3f2a….js``: a bundle's name with its digest)


def client_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The class says client/API/SDK (its first or second literal), or the only argument looks generated -- 32 hex
    too (``TwoCaptcha('<hex>')``) unless the class names a digest or an id or is one plain word (``Run("<hex>")``: a
    record built from its id); never a file's name (``Worker("main.<hash>.js")``) or an address (``Contract("0x…")``)."""
    cls = m.group("cls")
    named = _CLIENT_CLASS_RE.search(cls) is not None
    if m.group("q0") is not None:
        return named and (_looks_random(value, 20) or _HEX_RE.fullmatch(value) is not None)
    if (not _looks_random(value, 20) or "/" in value.rstrip("=") and ":" in value
            or _FILE_NAME_RE.search(value) or re.fullmatch(r"0x[0-9a-fA-F]{40}", value)
            and re.search(r"(?:Contract|Wallet|Account|Address)$", cls)):
        return False
    hexed = _HEX_RE.fullmatch(value) is not None
    return named or m.group("end") == ")" and (_looks_random(value, 32) and not hexed or hexed and len(value) == 32
                                               and not _DIGEST_CLASS_RE.search(cls) and not cls.istitle())


_HEADER_LIST_RE = _lazy(
    r"(?i)[\w.-]*headers[\"']?[ \t]*[=:][ \t]*[\"']?(?:[\w-]{1,64}=[^,\s\"']{0,256},){0,8}?"
    r"[\w-]{1,64}=(?P<value>(?=[^,\s\"']*\d)(?=[^,\s\"']*[A-Z])(?=[^,\s\"']*[a-z])[A-Za-z0-9_+/.=%-]{16,256})"
    r"(?=[,\s\"']|$)")


def header_list_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and _looks_random(value.split("%20")[-1], 16)


_WIN_PASSWORD_RE = _lazy(
    r"(?i)[ \t]/(?:p|pi|po|rp)(?::|[ \t]+)(?P<q>[\"']?)(?P<value>[^\s\"'=]{6,128}={0,2})(?P=q)(?=\s|$)")


def win_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line = m.string[line_start:m.start()].lower()
    return (_credential(value) and not value.startswith("-")
            and any(tool in line for tool in (".exe", "signtool", "schtasks", "pvk2pfx", "certutil", "runas",
                                              ".pfx", ".p12", "/u:", "/user:", "/u ", "freerdp")))


_APIKEY_VERB_RE = _lazy(
    r"(?i)\b(?:set)?apikey\b(?:[ \t]+--?key(?:[ \t]+|=)|[ \t]+)(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
    r"[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{20,128})(?![\w-])")


_SSH_KEYGEN_RE = _lazy(
    r"\bssh-keygen\b[^\n|;&]{0,200}?[ \t]-[NP][ \t]*(?P<q>[\"']?)(?P<value>[^\s\"']{4,256})(?P=q)(?=\s|$)")


#: macOS ``security create-keychain -p X build.keychain`` (also unlock-, set-keychain-password)
_KEYCHAIN_RE = _lazy(
    r"\bsecurity[ \t]+[a-z-]*keychain[a-z-]*[^\n|;&]{0,200}?[ \t]-p[ \t]*(?P<q>[\"']?)(?P<value>[^\s\"']{4,256})(?P=q)(?=\s|$)")


def ssh_keygen_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and not value.startswith(("$", "-"))


def apikey_verb_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and any(c.isdigit() for c in value)


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


#: ``nsupdate -y hmac-sha256:name:SECRET``, ``dig -y name:SECRET``: a TSIG key on the command line
_TSIG_RE = _lazy(r"\b(?:nsupdate|dig|delv|rndc)\b[^\n|;&]{0,200}?[ \t]-y[ \t]*(?P<q>[\"']?)(?:hmac-[\w-]+:)?[\w.-]+:"
                 r"(?P<value>[A-Za-z0-9+/]{8,512}={0,2})(?P=q)")


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


#: OmniAuth's ``provider :github, 'ID', 'SECRET'``: the second literal
_OMNIAUTH_RE = _lazy(r"\bprovider[ \t]+:\w+,[ \t]*(?P<q1>[\"'])[^\"'\n]{4,200}(?P=q1),[ \t]*(?P<q>[\"'])(?P<value>[^\"'\s]{8,512})(?P=q)")


def evm_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    taker = _EVM_TAKER_RE.search(m.string, max(0, m.start() - 60), m.start())
    return (taker is not None and _HASH_SAID_RE.search(taker.group()) is None
            and len(set(value[2:].lower())) >= 10)


_HASH_SAID_RE = _lazy(r"(?i)hash|\btx|transaction|receipt|block|topic|root|address|salt")


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


#: ``wandb login X``, ``steamcmd +login user X``, ``b2 account authorize ID X``: what a login or
#: authorize verb is handed (each of up to two words that reads as a credential)
_LOGIN_VERB_RE = _lazy(r"(?<![\w-])\+?(?:login|authorize|authorize-account|auth|unlock|unseal|signin|sign-in"
                       r"|(?i:log(?:ging|ged)?[ -]?in|sign(?:ing|ed)?[ -]?in)[ \t]+with)(?:[ \t]+(?P<v1>(?![-+$<{])[^\s'\"\\]{5,255}[^\s'\"\\?!.,;:)]))"
                       r"(?:[ \t]+(?P<v2>(?![-+$<{])[^\s'\"\\]{5,255}[^\s'\"\\?!.,;:)]))?")


def login_verb_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if _is_placeholder(value) or "://" in value or "/" in value.strip("/") and not _looks_random(value, 24):
        return False
    return _looks_random(value, 16) or _HEX_RE.fullmatch(value) is not None and len(value) >= 32 or (
        group == "v2" or m.group(0).lower().startswith(("unlock", "unseal"))) and _credential(value)  # (unlock takes no user)


#: ``op signin --raw <<< X``, ``vault login - <<< "X"``: a here-string handed to a login
_HERE_STRING_RE = _lazy(r"(?i)[^\n]{0,200}?(?<![\w-])(?:login|auth|unlock|signin|sign-in|--password-stdin|--with-token|--token-stdin)"
                        r"\b[^\n<|;&]{0,100}<<<[ \t]*(?P<q>['\"]?)(?P<value>[^\s'\"$]{6,256})(?P=q)")


#: ``SecretID: <uuid>`` (Consul's ACL token), ``VAULT_SECRET_ID=<uuid>`` (Vault's AppRole): a secret id is
#: the credential its role id is not (AWS's ``SecretId`` names a secret: a name or an ARN, not random)
_SECRET_ID_RE = _lazy(r"(?i)(?<![\w-])(?P<key>[\w.-]{0,40}secret[_ -]?id)[\"']?[ \t]*(?:=|:|[ \t]=)[ \t]*(?P<q>[\"']?)"
                      r"(?P<value>[A-Za-z0-9_.+/=-]{16,256})(?P=q)(?![\w-])")


def secret_id_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and (_UUID_RE.fullmatch(value) is not None or _looks_random(value, 16))


#: ``client.login('X')``, ``vault.unlock("X")``, ``api.authenticate('user', 'X')``: the literal a login-like
#: method is handed last (each position of a call the keyword rules read by its parameter name)
_LOGIN_CALL_RE = _lazy(r"(?<![\w])(?:[A-Za-z_]\w*\.)+(?:login|logIn|log_in|auth|authenticate|unlock|signin|signIn|sign_in)"
                       r"[ \t]*\([ \t]*(?:(?P<q0>[\"'])[^\"'\n]{1,100}(?P=q0)[ \t]*,[ \t]*)?"
                       r"(?P<q>[\"'])(?P<value>[^\"'\s]{8,256})(?P=q)[ \t]*\)")


#: ``twilio.Client('AC…', 'X')``, ``new Pusher('1', 'X')``: a client constructor's second literal when
#: the first is its account or app id
_CLIENT2_RE = _lazy(
    r"(?<![\w.])(?:new[ \t]+)?(?:[A-Za-z_]\w*\.)*(?P<cls>[A-Z]\w{1,40})\([ \t]*(?P<q0>[\"'])(?P<first>[\w.:-]{1,64})(?P=q0)"
    r"[ \t]*,[ \t]*(?P<q>[\"'])(?P<value>[A-Za-z0-9_.+/=:-]{20,256})(?P=q)[ \t]*[,)]")


def client2_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if not _looks_random(value, 20) or "/" in value.rstrip("=") and ":" in value or m.group("first") == value:
        return False
    return _CLIENT_CLASS_RE.search(m.group("cls")) is not None or _looks_random(value, 32)


#: ``https://collector.example/receiver/v1/http/<122 characters>``: a URL path segment too long and too
#: random to be a name (ids, digests and document ids are hex, a UUID or shorter than 64)
_URL_PATH_TOKEN_RE = _lazy(r"(?i)\bhttps?://[^\s/'\"`<>]+/(?:[^\s/'\"`<>?#]{1,200}/){0,8}?(?P<value>[A-Za-z0-9_-]{64,512}={0,2})"
                           r"(?=[/?#\s'\"`<>)]|$)")


def url_path_token_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.rstrip("=")
    return (any(c.isupper() for c in core) and any(c.islower() for c in core) and any(c.isdigit() for c in core)
            and not core.startswith("eyJ") and _looks_random(core.replace("-", "").replace("_", ""), 48))


#: ``url: https://cds…/api`` over ``key: <uuid>`` (``~/.cdsapirc``), and the other way round: a bare
#: ``key`` on the line next to its service's address is that service's API key, a UUID too
_KEY_BY_URL_RE = _lazy(
    r"(?im)^[ \t]*(?:url|api_url|base_url|endpoint|server|host)[ \t]*[:=][ \t]*[\"']?[a-z][\w+.-]*://[^\s\"']+[\"']?[ \t]*\r?\n"
    r"[ \t]*(?:api[_-]?)?key[ \t]*[:=][ \t]*(?P<q>[\"']?)(?P<value>[A-Za-z0-9_.+/=:-]{16,256})(?P=q)[ \t]*$"
    r"|^[ \t]*(?:api[_-]?)?key[ \t]*[:=][ \t]*(?P<q2>[\"']?)(?P<value2>[A-Za-z0-9_.+/=:-]{16,256})(?P=q2)[ \t]*\r?\n"
    r"[ \t]*(?:url|api_url|base_url|endpoint|server|host)[ \t]*[:=][ \t]*[\"']?[a-z][\w+.-]*://")


def key_by_url_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.rsplit(":", 1)[-1]
    return not _is_placeholder(value) and (_UUID_RE.fullmatch(core) is not None or _looks_random(value, 16))


#: ``aws ssm put-parameter --name /db --value X --type SecureString``: a value flag on a command line that
#: stores a secret (the line says secure/secret/password/credential)
_STORED_VALUE_RE = _lazy(r"(?i)[ \t]--(?:value|data|body|content|string)(?:=|[ \t]+)(?P<q>['\"]?)(?P<value>[^\s'\"$<{]{6,512})(?P=q)"
                         r"(?=\s|$)")


def stored_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line_end = m.string.find("\n", m.end())
    line = m.string[line_start:line_end if line_end >= 0 else len(m.string)].lower()
    return (any(w in line for w in ("securestring", "secret", "password", "credential"))
            and not _is_placeholder(value) and "/" not in value and not value.startswith(("@", "file:"))
            and (_looks_random(value, 16) or _credential(value)))


#: a NATS nkey seed (``SU…``: S, the key's type, 56 base32 capitals; the public key is ``U…``)
_NKEY_SEED_RE = _lazy(r"(?<![A-Z2-7])(?P<value>S[UACONX][A-Z2-7]{56})(?![A-Z2-7])")


#: ``sip:6009:X@pbx``, ``<sip:993330:X@chicago.voip.ms>``, ``register => 289897:X@sip.example``: userinfo
#: without ``//`` (SIP URIs, registration lines): a user, then a password, then ``@host``
_BARE_USERINFO_RE = _lazy(r"[^\n]{0,300}?(?:(?<=[\s<\"'=(>])|^)(?:sips?:)?(?P<user>[\w.+%-]{1,64}):(?P<value>[^\s:@/<>\"'\\]{4,128})@"
                          r"(?=[A-Za-z0-9\[])")


def bare_userinfo_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if m.group("user").lower() in ("mailto", "tel", "http", "https", "ftp", "git", "ssh", "file") or value.isdigit():
        return False
    return not _is_placeholder(value) and (_credential(value) or _looks_random(value, 12) or _random_slug(value))


#: ``curl -su user:X``, ``http -a user:X``: a user and password handed to an HTTP client's user flag,
#: in a cluster of short flags too
_HTTP_USER_FLAG_RE = _lazy(r"[^\n]{0,300}?\b(?:curl|http|https|wget|xh)\b[^\n|;&]{0,200}?[ \t]-(?:[a-zA-Z]{0,4}u|a)[ \t]+"
                           r"(?P<q>['\"]?)[^\s:'\"]{1,64}:(?P<value>[^\s'\"]{4,256})(?P=q)")


#: ``# conf/users.properties`` over ``admin=X``, ``# jetty-realm.properties`` over ``admin: X, admin``: a user's
#: line in a file whose name says it holds users or a realm
_USERS_FILE_LINE_RE = _lazy(r"(?m)^(?![#;!])[\w.@-]{1,64}[ \t]*[:=][ \t]*(?P<value>[^\s,#$]{4,256})(?:[ \t]*,[ \t]*[\w, -]{1,100})?[ \t]*$")
_USERS_FILE_RE = _lazy(r"(?i)[\w./-]*(?:users?|realm|accounts?|credentials?)[\w-]*\.(?:properties|conf|cfg|txt)\b")


def users_file_line_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    above = m.string[max(0, m.start() - 400):m.start()]
    if not _USERS_FILE_RE.search(above) or _is_placeholder(value):
        return False
    return _credential(value) or _looks_random(value, 12) or _random_slug(value)


#: ``nats.UserInfo("orders", "X")``, ``PlainCredentials('u', 'X')``: a call named for a user's
#: credentials handed a user and a password
_USER_CALL_RE = _lazy(r"(?<![\w.])(?:[A-Za-z_]\w*\.)*(?:UserInfo|UserPass(?:word)?|Credentials?|PlainCredentials|BasicAuth|NetworkCredential|Login)"
                      r"[ \t]*\([ \t]*(?P<q0>[\"'])[^\"'\n]{1,100}(?P=q0)[ \t]*,[ \t]*(?P<q>[\"'])(?P<value>[^\"'\n]{4,256})(?P=q)")


def user_call_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The call's name says credentials: any literal of 6+ characters but a placeholder or words."""
    return (len(value) >= 6 and " " not in value and not _is_placeholder(value) and not value.startswith(("$", "%", "{"))
            and (any(c.isdigit() for c in value) or not value.isalpha() or _looks_random(value, 12)))


#: an EVM private key where a wallet, signer or account list takes it (not a hash, a topic, a root)
_EVM_KEY_RE = _lazy(r"(?<![\w])(?P<value>0x[0-9a-fA-F]{64})(?![0-9a-fA-F])")  # (a literal first: fast)
_EVM_TAKER_RE = _lazy(r"(?i)(?:wallet|signer|from_?key|privatekeytoaccount|accounts)\b[^\n]{0,40}$")
_WALLET_KEY_RE = _lazy(r"(?<![\w])(?P<value>[xtyzuv]prv[1-9A-HJ-NP-Za-km-z]{100,112}|0201036c6e64[0-9a-f]{40,2000}"
                       r"|(?:mainnet|preprod|preview)[A-Za-z0-9]{32})(?![\w])"
                       r"|\bimportprivkey[ \t]+(?P<wif>[5KLc][1-9A-HJ-NP-Za-km-z]{50,51})\b")


#: ``https://mainnet.infura.io/v3/<key>``, ``…alchemy.com/v2/<key>``: a key as the last segment after a
#: version in an RPC URL's path
_VERSION_PATH_KEY_RE = _lazy(r"(?i)[^\n]{0,300}?\b(?:https?|wss?)://[^\s/'\"`<>]+/(?:ws/|rpc/|api/)?v\d{1,2}/(?P<value>[A-Za-z0-9_-]{24,128})"
                             r"(?=[\s'\"`<>)]|$)")  # (``wss://mainnet.example.io/ws/v3/<key>`` too)


def version_path_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (_HEX_RE.fullmatch(value) is not None and len(value) >= 32) or _looks_random(value.replace("-", "").replace("_", ""), 24)


#: ``MNEMONIC="legal winner …"``, "wallet seed: …", ``electrum restore …``: a seed phrase, 12 to 24 words
_MNEMONIC_RE = _lazy(r"(?i)[^\n]{0,200}?(?:mnemonic|seed|phrase|restore)\b[^\n]{0,40}?(?<![a-z])"
                     r"(?P<value>[a-z]{3,8}(?: [a-z]{3,8}){11,23})(?![a-z])")


def mnemonic_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    words = value.split()
    return len(words) % 3 == 0 and len(set(words)) >= len(words) - 3


#: ``GIS("https://portal", "user", "X")``, ``SignInToPortal(url, user, X)``: an address, a user, then the password
_URL_USER_PASS_CALL_RE = _lazy(r"\([ \t]*(?P<q0>\\?[\"'])[a-z][\w+.-]*://[^\"'\s\\]{1,200}(?P=q0)[ \t]*,[ \t]*(?P<q1>\\?[\"'])"
                               r"[\w.@+-]{1,64}(?P=q1)[ \t]*,[ \t]*(?P<q>\\?[\"'])(?P<value>[^\"'\s\\]{4,256})(?P=q)")


#: ``find_element(By.ID, "password").send_keys("X")``, ``page.fill("#password", "X")``: what a test types
#: into a field named for a secret
_TYPED_FIELD_RE = _lazy(r"(?i)[\"'][#.]?[\w-]*(?:pass|pwd|secret|token)[\w-]*[\"'][ \t]*\)[ \t]*\.(?:send_keys|sendkeys|type|fill"
                        r"|setvalue)\([ \t]*(?P<q>[\"'])(?P<value>[^\"'\n]{4,256})(?P=q)"
                        r"|\.(?:fill|type)\([ \t]*[\"'][^\"'\n]{0,60}(?:pass|pwd|secret|token)[^\"'\n]{0,60}[\"'][ \t]*,[ \t]*"
                        r"(?P<q2>[\"'])(?P<value2>[^\"'\n]{4,256})(?P=q2)")


#: ``mcrcon -H host -P 25575 -p 'X'``: a quoted literal after ``-p`` is a password (ports are not quoted)
_QUOTED_DASH_P_RE = _lazy(r"[ \t]-p[ \t]+(?P<q>['\"])(?P<value>[^'\"\s$]{6,256})(?P=q)")


def quoted_dash_p_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not value.isdigit() and (_credential(value) or _looks_random(value, 16))


#: the stream key at the end of an RTMP ingest URL (``rtmp://live.twitch.tv/app/live_…``)
_RTMP_KEY_RE = _lazy(r"(?i)\brtmps?://[^\s/'\"]+/(?:[\w.-]+/)*(?P<value>[\w-]{16,256})(?=[\s'\"?]|$)")


def rtmp_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.replace("-", "").replace("_", "")
    return _looks_random(core, 16) or _random_slug(value)


#: IRC's ``PASS X`` (``PASS oauth:…``), ``+sv_setsteamaccount X`` (a game-server login token)
_IRC_PASS_RE = _lazy(r"(?<![\w-])(?:PASS|sv_setsteamaccount)[ \t]+(?P<value>(?:oauth:)?[A-Za-z0-9_.~+/=-]{12,256})")


def irc_pass_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.removeprefix("oauth:")
    return _looks_random(core, 16) or _HEX_RE.fullmatch(core) is not None and len(core) >= 32 or _credential(core)


#: ``$Conf{RsyncdPasswd} = 'X'`` (Perl), ``cfg{db_password} = "X"``: a hash entry named for a secret
_BRACED_KEY_RE = _lazy(r"\{(?P<key>[A-Za-z][\w.-]{1,63})\}[ \t]*=>?[ \t]*(?P<q>['\"])(?P<value>[^'\"\n]{1,1024})(?P=q)")


def braced_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    key = m.group("key")
    strength, stem = secret_name(key), secret_stem(key)
    return strength is not None and not _names_secret(value, stem, strength) and value_is_secret(
        value, strength, True, True, stem)


#: ``echo 'X' | iinit``, ``echo "X" | kinit user``: a literal piped into a command that reads a password
_PIPED_PASSWORD_RE = _lazy(
    r"\b(?:echo|printf)[ \t]+(?:-[ne]+[ \t]+)?(?:(?P<f>['\"])%s(?:\\n)?(?P=f)[ \t]+)?(?P<q>['\"]?)(?P<value>[^'\"\s$|;&]{6,256})(?P=q)"
    r"[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:(?:iinit|kinit|passwd|chpasswd|smbpasswd|vncpasswd|ssh-add|cryptsetup|sshpass|ansible-vault"
    r"|openconnect|sudo -S)\b|[^\n|;&]{0,80}?(?:\blogin\b|\bauth\b|\bunlock\b|\bsignin\b|--password-stdin|--with-token"
    r"|--token-stdin|--passphrase-fd))")


#: ``-H "X-Dataverse-key: <uuid>"``: a header whose name ends in key or token holds one, a UUID too
_HEADER_UUID_RE = _lazy(r"(?i)(?<![\w-])(?P<key>[A-Za-z][\w-]{0,40}[-_](?:key|token))[ \t]*:[ \t]*"
                        r"(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])")


def header_uuid_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    before = m.string[line_start:m.start()]
    return ("-H" in before or "--header" in before or m.start() == line_start) and secret_name(m.group("key")) is not None


#: ``GalaxyInstance(url="…", key="X")``: a ``key`` argument beside the service's address is its API key
_CALL_KEY_RE = _lazy(r"\b(?:url|host|endpoint|server|base_url)[ \t]*=[ \t]*[\"'][^\"'\n]{4,200}[\"'][ \t]*,[ \t]*"
                     r"(?:api_?)?key[ \t]*=[ \t]*(?P<q>[\"'])(?P<value>[A-Za-z0-9_.+/=-]{16,256})(?P=q)")


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
