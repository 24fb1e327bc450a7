"""Structural, provider-independent detection: a value is a secret because of the NAME next to it.

Any key, assignment, flag, header, query parameter, environment-object member, JSON/YAML key or
list whose name says password/pass/pwd/passphrase, secret, token, credential(s)/creds, auth,
cookie or a qualified key (``api_key``, ``signingKey``, ``PRIVATE_KEY``…) gets its value
redacted -- whatever the provider, whatever the casing (``myServiceSecret``,
``deploy_secret_do_not_share``, ``billing_api_token_2``, ``DB_PASS``, ``apiKeys``, ``creds``)
-- unless the value is provably not a secret:

* a reference: ``$VAR``, ``${VAR}``, ``$(cmd)``, ``{{ x }}``, ``%VAR%``, ``os.environ[…]``,
  ``process.env.X``, a call ``get_token()``, an attribute ``cfg.password``;
* a placeholder: ``<your-token>``, ``xxxx``, ``****``, ``changeme``, ``your-api-key-here``…;
* a type name (``str``, ``SecretStr``), a boolean, ``null``/``None``, a number, an empty value;
* a path, a URL without credentials, an e-mail address, a host name, a version;
* in code (``password = new_password``), an identifier made of words.

In a *literal* context -- an ``.env``/``export`` line, a YAML ``key: value`` line, a query
parameter or connection-string field, ``KEY=value`` glued without spaces outside a call -- an
unquoted value is a literal, letters-only random strings (``PwozSptQLxEJHwBV``) and plain words
(``SECRET_KEY=bananas``) included.

A name is *not* a secret name when a word after its secret word says it describes something
else (``token_type``, ``password_min_length``, ``secret_name``, ``auth_url``, ``key_path``),
when a paging or tokenizer word comes before ``token`` (``next_token``, ``max_tokens``), or
when ``key`` has no qualifier saying it is a credential (``sort_key``, ``primary_key``: those are
left to the high-entropy ``generic-secret`` test).

Whether a value reads as generated, typed or a passphrase (random letters, generated lowercase, a typed
password, words joined alike) is `memtool.privacy.generated`'s; the value tests here ask it.
"""

from __future__ import annotations

import functools
import re

from memtool.privacy import chosen, endings, languages
from memtool.privacy.chosen import CODE_PARTS as _CODE_PARTS, DESCRIPTIVE as _DESCRIPTIVE
from memtool.privacy.checks import (POINTER, _CMDLET_RE, _HARMLESS_TOKEN_WORDS, _HEX_RE, _MARKER_PREFIX, _OPTIONS_RE,
                                    _RECORD_KEY_WORDS, _encoded_word,
                                    _PREFIXED_DIGEST_RE, _SLUG_RE,
                                    _UUID_RE, _WORDLIKE_RE, _entropy, _is_placeholder,
                                    _is_reference, _lazy, _looks_like_code, _looks_random,
                                    _made_of_words, _names_secret, _random_slug, password_place)
from memtool.privacy.generated import (_generated_lower, _has_digit, _passphrase, _random_letters,
                                       _SNAKE_PASSPHRASE_RE, spelled_passphrase, typed_password)

_WORD_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_PASSWORD_WORDS = frozenset({"password", "passwords", "passwd", "pass", "pwd", "pw", "passphrase",
                             "passcode", "authtok", "pswd"})
_SECRET_WORDS = frozenset({"secret", "secrets", "token", "tokens", "credential", "credentials",
                           "creds", "cred", "apikey", "apikeys", "cookie", "cookies", "authtoken",
                           "accesstoken", "apitoken", "privatekey", "secretkey", "accesskey", "psk",
                           "presharedkey", "passkey", "appskey", "nwkskey", "kek", "dek", "bdk", "ipek", "zmk", "tmk", "guek", "gbek", "gak", "ki", "opc"})  # (kek … tmk:
# key- and data-encryption keys, payment terminals' base/zone/terminal master keys)
_AUTH_WORDS = frozenset({"auth", "authorization", "authentication", "session", "sessionid", "sid", "login"})
_KEY_WORDS = frozenset({"key", "keys", "license", "licence"})  # (a license key under its name: InterfaceLicense)
_KEY_QUALIFIERS = frozenset("""
    api access secret private signing sign encryption encrypt decryption crypt crypto master
    client app application account service deploy admin root auth authorization session webhook license licence shared hmac server
    jwt cookie aes gpg pgp ssh consumer subscription storage ingest ingestion write read unseal recovery priv
    enc wpa wpa2 wifi wlan authentication
    """.split())  # (enc_key: an encryption key; wpa_key, wifi_key: a network's passphrase; Junos authentication-key)
# glued lowercase spellings: pgpassword, mysecret, githubtoken, dbpass
_GLUED_RE = _lazy(r"(?:password|passwd|passphrase|passwort|kennwort|wachtwoord|secret|token|apikey|credentials?|creds)$"
                  r"|^(?:password|passwd|secret)|^(?:master|signing|encryption|hmac|license|licence|shared|webhook|priv|private"
                  r"|unseal|recovery|crypt|aes|gpg|pgp|ssh|jwt)keys?$")
_GLUED_PASS_RE = _lazy(r"^\w{2,}pass$|^masterauth$|^\w{2,}pwd$|^(?:root|bind|admin|db|user|sa|ldap|smtp|mail|ftp|rpc|vnc|ipmi|bmc)pw$")
_NOT_PASS = frozenset({"bypass", "compass", "surpass", "overpass", "underpass", "trespass",
                       "encompass", "impass", "kompass", "sass", "bandpass", "highpass", "lowpass"})
_NOT_GLUED = frozenset({"secretary", "secretaries", "secretariat", "passwordless"})
#: a word after the secret word that makes the name describe something else
_DESCRIBES_ELSE = frozenset("""
    name names type types url uri urls uris endpoint endpoints file files path paths dir dirs
    folder count counts length len size ttl timeout timeouts expiry expires expiration expire
    expired at enabled enable disabled disable required require min max minimum maximum header
    headers field fields param params env var vars variable prefix suffix format method methods
    mode provider providers policy policies rotation hash hashed hasher hashing ref refs arn
    location store manager helper limit limits version label labels regex pattern hint prompt
    placeholder message id ids index sha sha1 sha256 sha512 md5 challenge strength reset changed change updated created source
    sources backend backends class kind schema scheme algorithm alg algo bits encoding lifetime
    duration seconds sec secs ms minutes hours days interval valid validity check checks
    validation validator rules rule storage fingerprint digest user username login email issuer
    audience scope scopes usage budget window cache cmd command script hook callback handler
    length policy generator len config configuration settings option options lookup resolver
    loader reader parser ref mount owner role roles store stores set list exists present
    missing invalid error errors status state number flag keyword mgr processor factory
    builder input widget dialog form view controller strategy checker encoder decoder mixin
    exception test tests spec mock fake stub example sample text msg box again retype forgot
    ends end start begin parser lexer grammar match matches matched equal same ok accessor
""".split())
#: words before ``key``/``token`` saying it is not a credential
_NOT_CREDENTIAL_BEFORE = frozenset({"public", "pub", "publishable", "primary", "foreign", "sort", "partition",
                                    "invalid", "expired", "missing", "bad", "wrong", "unknown", "malformed",
                                    "cache", "routing", "idempotency", "dedup", "hash", "map",
                                    "csrf_", "row", "range", "lookup", "group", "object", "s3", "order", "cart"})


#: `memtool.privacy.stance`, once loaded: it sits above this module (it reuses its value tests) and registers itself
_stance = None


def register_stance(module) -> None:
    """Let ``module`` (`memtool.privacy.stance`) decide values under names it covers."""
    global _stance
    _stance = module
    _analyse.cache_clear()  # (a name read before: a key named for what it opens reads as one now)


_PAT_RE = _lazy(r"(?:^|[_.-])PAT(?:$|[_.-])")
#: a name's first word saying it names an operation on a secret, not the secret
_OPERATIONS = frozenset({"list", "delete", "remove", "revoke", "show", "describe", "rotate"})


def secret_name(key: str, promote: bool = True) -> str | None:
    """How strongly ``key`` names a secret: "password", "secret", "auth" (a credential-shaped
    value only), "weak" (a long random value only) or None. ``promote=False``: a key named for
    what it opens (`memtool.privacy.stance.credential_key`) stays "weak" (for the guards that
    ask whether a name is only a key's)."""
    found = _analyse(key, promote)
    return found[0] if found else None


_STEMS = ("pass", "pwd", "secret", "token", "cred", "auth", "cookie", "session")


def key_stem(key: str) -> str | None:
    """"key" when ``key`` is a key named for what it opens (`memtool.privacy.stance.credential_key`), else None:
    for the places that give the value test no secret word, so that only the stance's reading changes them."""
    return "key" if secret_stem(key) == "key" else None


def secret_stem(key: str) -> str | None:
    """The secret word of ``key`` as it would appear inside a value that only names it
    (``no-password-required``, ``bandpass``, ``new_token``)."""
    found = _analyse(key)
    return found[1] if found else None


@functools.lru_cache(maxsize=4096)
def _analyse(key: str, promote: bool = True) -> tuple[str, str | None] | None:
    if _MARKER_PREFIX in key:
        return None
    words = languages.unglue_keys(languages.split_words(key), _KEY_QUALIFIERS)  # (any script; passwort, clé, пароль, 密码 made English)
    if "pat" in words and _PAT_RE.search(key):  # (GITHUB_PAT: a personal access token; url_pat: a pattern)
        words = ["token" if w == "pat" else w for w in words]
    found = None
    for i in range(len(words) - 1, -1, -1):
        strength = _word_strength(words, i)
        if strength:
            found = (i, strength)
            break
    if found is None:
        return None
    i, strength = found
    promoted = (promote and strength == "weak" and i > 0 and words[i] == "key"
                and not any(c.isspace() for c in key) and _stance is not None and _stance.credential_key(words[i - 1]))
    if promoted:
        strength = "secret"  # (merchant_key, ServerKey: named for what it opens; not a key in prose, not keys: data_keys)
    after = words[i + 1:]
    if any(w in _DESCRIBES_ELSE for w in after):
        return None
    before = words[i - 1] if i else ""
    if (before in _NOT_CREDENTIAL_BEFORE or i and words[0] in _OPERATIONS
            or words[i] in ("key", "keys") and before in _RECORD_KEY_WORDS):  # (a record's key: not ``CI_JOB_TOKEN``)
        return None  # (--list-secret-keys, delete_token, show-password: an operation on one, not one)
    if words[i] in ("token", "tokens") and before in _HARMLESS_TOKEN_WORDS and not (
            before == "client" and i >= 2 and words[i - 2] not in _HARMLESS_TOKEN_WORDS):
        return None  # (a provider's client token, facebook_client_token, is a credential)
    return strength, "key" if promoted else next((stem for stem in _STEMS if stem in words[i]), None)


def _word_strength(words: list[str], i: int) -> str | None:
    w = words[i]
    if w in _PASSWORD_WORDS or _GLUED_PASS_RE.search(w) and w not in _NOT_PASS:
        return "password"
    if w in _SECRET_WORDS:
        return "secret"
    if w in _KEY_WORDS:  # (secretOrKey: either is a secret; SECRET_DEVICE_KEY: a key its name calls secret)
        return "secret" if i and (words[i - 1] in _KEY_QUALIFIERS or words[i - 1] == "or" and i > 1
                                  and words[i - 2] in _SECRET_WORDS or i > 1 and words[0] in ("secret", "private")
                                  or i > 1 and words[i - 1].isdigit() and words[i - 2] in _KEY_QUALIFIERS  # (WPA2 key)
                                  or words[i + 1:i + 2] in (["hex"], ["b64"], ["base64"])) else "weak"  # (site_key_hex)
    if w == "certificate" and i and words[i - 1] == "app":
        return "secret"  # (an app certificate signs the app's tokens: Agora's APP_CERTIFICATE; a certificate alone is public)
    if w in _AUTH_WORDS:
        return "auth" if w in ("auth", "authorization", "authentication") else "weak"
    if len(w) > 6 and w.endswith(("basicauth", "httpauth", "digestauth", "userauth")):
        return "auth"  # (caddy.basicauth.admin=…, traefik's basicauth.users=…)
    if len(w) > 6 and w not in _NOT_GLUED and _GLUED_RE.search(w):
        if "pass" in w:
            return "password"
        return "secret" if not w.startswith("token") else None
    return None


# -- values -----------------------------------------------------------------------------------

_TYPE_NAMES = frozenset("""
    str string bytes int integer bool boolean float double number any object text varchar char
    secretstr optional list dict map array none null nil undefined void value values val
    something whatever
""".split())
#: enumerated configuration words that sit under secret-ish names (fetch credentials, auth modes)
_CONFIG_WORDS = frozenset("""
    include omit same-origin inherit required optional basic bearer digest oauth oauth2 jwt hmac
    ldap saml kerberos ntlm negotiate strict lax secure auto env file vault keychain keyring
    plain plaintext hidden masked prompt ask interactive static dynamic session cookie header
    query body form none disabled enabled local remote default
""".split())
_COLOR_RE = _lazy(r"#[0-9A-Fa-f]{3,8}")
#: an address a debugger prints (``pass=0x7ffe "…"``; `memtool.privacy.checks.POINTER`)
_POINTER_RE = _lazy(POINTER)
_ENVELOPE_RE = _lazy(r"[A-Z][A-Z0-9_]{1,12}\[[^\[\]\s]{8,}\]")
_QUANTITY_RE = _lazy(r"\d+(?:\.\d+)?(?:[a-zA-Z]{1,3}|%)|HTTP/\d(?:\.\d)?")
_REFERENCE_CODE_RE = _lazy(
    r"^(?:os\.environ|os\.getenv|process\.env|ENV\[|env\(|getenv\(|System\.getenv|"
    r"Environment\.|secrets\.|vars\.|var\.|config\.|settings\.|cfg\.|conf\.|self\.|this\.)")


_SEQUENCES = ("abcdefgh", "bcdefghi", "qrstuvwx", "stuvwxyz", "01234567", "12345678", "23456789")


def _common_not_secret(value: str) -> bool:
    v = value.strip()
    if not v or _is_placeholder(v) or v.lower() in _TYPE_NAMES:
        return True
    if any(seq in v.lower() for seq in _SEQUENCES):
        return True  # a visibly made-up test value (ABCDEFGHIJ…, 12345678…)
    if v.replace(".", "").replace("-", "").replace("_", "").isdigit() or _QUANTITY_RE.fullmatch(v):
        return True  # numbers, durations, ports, sizes
    if _COLOR_RE.fullmatch(v) or _ENVELOPE_RE.fullmatch(v) or _POINTER_RE.fullmatch(v):
        return True  # (a colour; an encrypted envelope: sops ENC[…], doctl EV[…] hold ciphertext)
    if _REFERENCE_CODE_RE.search(v) or _CMDLET_RE.fullmatch(v) or v[0] == "?" or _encoded_word(v):
        return True  # (a cmdlet Read-Host, ${X:?message}, base64 of a plain word: cGFzc3dvcmQ=)
    # base64 may start with `/` or hold several: a path has no `+`/`=` and reads as words; a
    # random string may hold a dot (``NAoi4QHWnz4gxCYnB.oj`` is no file name)
    if not _is_reference(v) or "." in v and endings.not_host_or_file(v, spelled_passphrase(v)):
        return False  # (latch.ember.harbor.fanout, silicon79.swc: dotted, but neither a host's end nor a file's)
    if _FILE_NAME_RE.fullmatch(v) and _mixed_random(v.rsplit(".", 1)[0]):
        return False
    return not (len(v) >= 20 and "://" not in v and "." not in v
                and _entropy(v) >= 4.2 and not _made_of_words(v))


_FILE_NAME_RE = _lazy(r"[\w-]+\.[a-z][a-z0-9]{1,3}")


def _mixed_random(stem: str) -> bool:
    """Upper and lower case and digits mixed the way generated strings are (not ``report-2``)."""
    return (len(stem) >= 10 and any(c.isupper() for c in stem) and any(c.islower() for c in stem)
            and _has_digit(stem) and not _made_of_words(stem))


def value_is_secret(value: str, strength: str, quoted: bool, literal: bool,
                    stem: str | None = None, glued: bool = False) -> bool:
    """May ``value``, found under a name of ``strength`` (whose secret word is ``stem``), be a
    secret? ``glued``: written ``NAME=value`` (an environment or properties line, a query), where
    even a capitalised word is a literal, not a type. Quoted or literal under a password's, a
    secret's or an auth name, what `_looks_secret` rejects is still a secret unless
    `memtool.privacy.stance` proves it is not."""
    if stem == "key" and _stance is not None:  # (a key named for what it opens: the stance alone, see credential_key)
        return _stance.key_value_is_secret(value, quoted=quoted, glued=glued)
    return _looks_secret(value, strength, quoted, literal, stem, glued) or (
        (quoted or literal) and _stance is not None and _stance.covers(strength)
        and _stance.value_is_secret(value, strength, quoted=quoted, stem=stem, glued=glued))


def _looks_secret(value: str, strength: str, quoted: bool, literal: bool, stem: str | None, glued: bool) -> bool:
    """Does ``value`` look like a credential (the test before the stance)?"""
    if _common_not_secret(value) or any(c.isspace() for c in value) or _OPTIONS_RE.fullmatch(value):
        return False  # (``id=npm,src=$HOME/.npmrc``: a list of options, not a value)
    if len(value) > 4096 or not value.isprintable() or value.lower() in _CONFIG_WORDS:
        return False
    if value[0] in ":([{<" or value[0] == "=" and not quoted or value[-1] in "(:":
        return False
    if _WORD_THEN_MARK_RE.fullmatch(value) or not glued and (
            _TYPE_LIKE_RE.fullmatch(value) or not quoted and value.isalpha() and value[0].isupper()
            and not value.isupper()) and not _random_letters(value) and not (
            strength in ("password", "secret") and chosen.camel_words(value)):  # (QuayBuoyQuayVessel: words, no type)
        return False  # "username:", "key=", ParseResults, getTokenFromHeader: names, not values
    if not quoted and not literal:
        return code_value_is_secret(value, strength)
    if strength == "weak":  # (hex under a bare `key`/`session` is a hash or an id)
        return _weak_random(value)
    plain_word = _WORDLIKE_RE.fullmatch(value) is not None
    if strength == "auth":  # (auth: basic, AUTH_MODE=oauth2: settings, not credentials)
        return not plain_word and len(value) >= 8 and _credentialish(value) and (
            not value.isalnum() or _has_digit(value) and not value.isdigit()) or (
            len(value) >= 12 and value.isalpha() and _random_letters(value))
    if strength == "password":
        return len(value) >= (3 if quoted else 4)
    # secret/token/credential/key
    if len(value) < 6:
        return False
    if plain_word:  # (SECRET_KEY=bananas is a secret; tokens are generated, never words)
        return stem not in ("token", "key") and len(value) >= 8 or _random_letters(value) or _generated_lower(value)
    if _HEX_RE.fullmatch(value) and len(value) < 16:
        return False
    if chosen.words_joined(value) and ("_" not in value or _has_digit(value)) and stem not in ("token", "key"):
        return True  # (window_wall_menu86_menu)
    return (_credentialish(value) or _passphrase(value) or _random_slug(value) or endings.not_host_or_file(value, False)
            or _SNAKE_PASSPHRASE_RE.fullmatch(value) is not None and _DESCRIPTIVE.isdisjoint(value.rstrip("0123456789").split("_"))
            and _CODE_PARTS.isdisjoint(value.rstrip("0123456789").split("_")))  # (a literal: "ember_sparrow_meadow_violet71")


def bare_key_hex(value: str) -> bool:
    """Hex of a key's length (16 to 64, letters and digits, seven distinct or more, not a visibly made-up run) where
    a field, a flag or a column is named ``key`` alone: there it is the key (under ``cache key`` or ``unique_key``,
    other places, it may be a hash)."""
    return (16 <= len(value) <= 64 and _HEX_RE.fullmatch(value) is not None and _has_digit(value)
            and any(c.isalpha() for c in value) and len(set(value.lower())) >= 7 and not _common_not_secret(value))


def _weak_random(value: str) -> bool:
    """Generated, under a weak name (``key``, ``session``): long letters and digits, or twelve or more random
    letters (``PAYMENT_KEY=rQzWbTkvLxNhDs``: random_letters reads camelCase words as words) -- never hex, a UUID,
    words or a digest (a cache key, a session id in a log)."""
    return ((_looks_random(value, 16) or len(value) >= 12 and _random_letters(value))
            and not _made_of_words(value) and "." not in value
            and not _PREFIXED_DIGEST_RE.fullmatch(value)
            and not _HEX_RE.fullmatch(value) and not _UUID_RE.fullmatch(value))


_WORD_THEN_MARK_RE = _lazy(r"[A-Za-z_]+[:=.,;!?*]+|[*_]+[A-Za-z]+[*_]+")
_TYPE_LIKE_RE = _lazy(r"(?:[A-Z][a-z]+){2,}|[a-z]+(?:[A-Z][a-z]+)+|[A-Z]{2,}(?:[A-Z][a-z]+)+")
_EXPRESSION_RE = _lazy(r"[!&*-][A-Za-z_][\w.]*|(?:\d+|[a-z_]+)(?:[*+/|&-](?:\d+|[a-z_]+))+")
_CODE_VALUE_RE = _lazy(r"[A-Za-z0-9_\-+/=.~!@#$%^&?*]+")


def code_value_is_secret(value: str, strength: str) -> bool:
    """An unquoted value in code or prose (``token = tokenizer``, ``pass f.fileno()``): only a
    value nobody would write as an expression -- letters mixed with digits or symbols the way
    generated secrets are, random letters, or a passphrase."""
    core = value.rstrip(".,;:!?)*").lstrip("*")
    if _common_not_secret(core):
        return False
    if _random_slug(core) and strength != "weak":
        return True  # (hxfpe-aitlj-patp70: generated groups, though it parses as a subtraction)
    if _EXPRESSION_RE.fullmatch(core):
        return False  # (`!noRedact`, `&cfg`, `1*tchar`: code, not a value)
    if strength in ("password", "secret") and _generated_lower(core):
        return True
    if strength == "password" and typed_password(core) and not _HEX_RE.fullmatch(core):
        return True  # (password waj2i4, paper password 2tp7b: typed, not a name and its number nor a short hash)  # (smtp_pass = biuohoaahyxpdenl, password=bupkbkytmv: what the place promises, generated)
    if len(core) < 6 or _CODE_VALUE_RE.fullmatch(core) is None or _looks_like_code(core, ""):
        if not (_IDENT_ONLY_RE.fullmatch(core) and len(core) >= 10 and _random_letters(core)):
            return False
    if _DOTTED_CODE_RE.fullmatch(core) or core.lower() in _CONFIG_WORDS:
        return False
    if strength == "weak":
        return _weak_random(core)
    if _passphrase(core):
        return True
    if _stance is not None and _stance.covers(strength) and _stance.code_value_is_secret(core, strength):
        return True
    if not _credentialish(core) or not any(c.isalpha() for c in core):
        return False
    if _HEX_RE.fullmatch(core):
        return len(core) >= 16 and _has_digit(core)
    symbols = sum(1 for c in core if not c.isalnum())
    mixed = _has_digit(core) and any(c.isalpha() for c in core)
    return (mixed and (symbols > 0 or _IDENT_ONLY_RE.fullmatch(core) is None
                       or sum(c.isdigit() for c in core) >= 2 and not (
                           _VERSIONISH_RE.fullmatch(core) and (strength != "password" or sum(c.isdigit() for c in core) < 3)))
            or symbols >= 1 and len(core) >= 8 and _entropy(core) >= 3.0
            or _random_letters(core))


_VERSIONISH_RE = _lazy(r"[a-z]+\d{1,3}|[a-z]+\d{1,2}[a-z]+\d{0,2}|[A-Z]?[a-z]+\d")


_IDENT_ONLY_RE = _lazy(r"[A-Za-z][A-Za-z0-9]*")


_NAME_BEFORE_RE = _lazy(r"(?:([A-Za-z_][\w.-]{0,63})[\"']?[ \t]*(?::|=|=>|\|\|)|--?([A-Za-z][\w-]{0,40})[ \t]+"
                        r"|<([A-Za-z_][\w.:-]{0,63})(?:[ \t][^<>\n]{0,100})?>(?:\s{0,40}<Value>)?)[ \t]*[\"'`]?$")  # (XML: <Password><Value>)
#: a sentence's noun right before the value (``(password occhiali.fundus.bifocal)``, ``Kennwort orbit_lantern_harbor81``)
_NOUN_BEFORE_RE = _lazy(r"(?<![\w.-])([^\W\d_]{2,20})()(?:[ \t]+\d)?[ \t]+[\"'`«]?[ \t]*$")  # (IOS: password 0 X)


#: the second half of a user/password pair after a word that says so: ``stats auth admin:``, ``login=admin:``,
#: ``user=u:``, ``--user u:``, ``-u user,'`` (lftp)
_PAIR_BEFORE_RE = _lazy(r"(?i)(?:(?<![\w-])(?:auth|login|user|userpass|credentials?)[ \t]*[ \t=][ \t]*|(?<![\w-])--?u(?:ser)?[ \t=]+)"
                        r"[\w.@\\-]{1,64}(?:[:,]|[ \t]+--?[pP](?:ass(?:word)?)?[ \t=]+)[\"']?$")  # (-u u -P 'X')


def named_passphrase(text: str, start: int, value: str) -> bool:
    """Three to eight plain words joined alike by ``.``, ``_`` or ``-`` (maybe digits after), none of code's or
    describing, right after a name or a flag that says password or secret (``password: "deed.codicil.codicil"``,
    ``--password 'vinyl.synth.reverb'``), as a user's password (``stats auth
    admin:velvet.meadow.thistle``, ``lftp -u admin,'willow.saffron.meadow'``, ``-u tele -P 'fern.maple.quill'``; words in
    any separator or case, digits glued to one: `memtool.privacy.endings.chosen_words`) or in the place a syntax keeps a
    password in (`password_place`): a passphrase the place promises, not a dotted reference (``config.db.host``)."""
    if not (spelled_passphrase(value) or endings.chosen_words(value)):
        return False
    m = _NAME_BEFORE_RE.search(text, max(0, start - 80), start) or _NOUN_BEFORE_RE.search(text, max(0, start - 40), start)
    return (m is not None and secret_name(next(g for g in m.groups() if g)) in ("password", "secret")
            or _PAIR_BEFORE_RE.search(text, max(0, start - 100), start) is not None or _predicated(text, start)
            or password_place(text, start, start + len(value)))


#: a predicate right before a value (`memtool.privacy.predicates`' grammar read backwards)
_PREDICATE_BEFORE_RE = _lazy(
    r"(?i)(?:[ \t](?:" + languages.PREDICATE_COPULAS + r")(?:[ \t]+(?:" + languages.STILL + r"))?[ \t]*:?"
    r"|[ \t](?:" + languages.CHANGED + r")[ \t]+(?:" + languages.INTO + r")[ \t]*:?|:|：|→|->)[ \t]*[\"'`«“]?[ \t]*$")
_CLAUSE_END_RE = _lazy(r"[.!?;](?=[ \t])|[=\"{}\[\]<>|\n]")


def _predicated(text: str, start: int) -> bool:
    """Is the value at ``start`` the predicate of a password's or secret's noun earlier in its clause (``PDK archive
    passphrase (from the portal): X``, ``New password set to X``), the noun's modifiers between?"""
    begin = max(0, start - 160, text.rfind("\n", 0, start) + 1)
    m = _PREDICATE_BEFORE_RE.search(text, begin, start)
    if m is None:
        return False
    clause = re.sub(r"\([^()]*\)", " ", text[begin:m.start()])
    ends = list(_CLAUSE_END_RE.finditer(clause))
    words = re.findall(r"[^\W\d_][\w-]*", clause[ends[-1].end():] if ends else clause)
    return any(secret_name(w) in ("password", "secret") for w in words[-16:])


def _credentialish(value: str) -> bool:
    """Not a slug of words or a sentinel (``prod-db-credentials``, ``CRAM-MD5``, ``__root__``,
    ``+i6t-not-inline``): at most half of it may be words between separators."""
    core = value.strip("_.-")
    if core != value and _WORDLIKE_RE.fullmatch(core):
        return False
    if _SLUG_RE.fullmatch(core) is not None:
        return _random_slug(core)  # (generated groups: hxfpe-aitlj-patp70)
    parts = re.split(r"[-_.+/:~]", core)
    wordy = sum(len(p) for p in parts if len(p) >= 3 and _WORDLIKE_RE.fullmatch(p))
    return len(parts) < 2 or wordy < 0.5 * len(core)


NAMED_HINTS = ("pass", "pwd", "pw", "secret", "token", "cred", "auth", "key", "cookie", "psk",
               "session", "login", "_pat_", "_pat=", "_pat:", "_pat\"", "_pat ", "kek", "dek", "bdk", "ipek", "zmk", "tmk", "licen", "guek", "gbek", "gak", "ki:", "ki=", "opc",
               "app_certificate", "appcertificate",
               *languages.HINTS)


def field_holds_secret(key: str, value: object) -> bool:
    """In a JSON-like payload: does the field ``key`` hold a secret (a string, or a list of
    strings one of which looks generated, under a name that says secret)?"""
    if not isinstance(value, (str, list)):
        return False
    strength = secret_name(key)
    if strength is None:
        return isinstance(value, str) and secret_id(key, value)
    if isinstance(value, str):
        stem = secret_stem(key)
        if _names_secret(value, stem, strength):
            return False
        return value_is_secret(value, strength, True, True, stem)
    return any(isinstance(v, str) and not _common_not_secret(v)
               and (code_value_is_secret(v, "secret") or _UUID_RE.fullmatch(v)) for v in value)


_DOTTED_CODE_RE = _lazy(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(\))?")


def secret_id(key: str, value: str) -> bool:
    """Is ``value`` under ``key`` a secret id that logs in -- Vault AppRole's ``secret_id``, the ACL ``SecretID`` of
    Consul and Nomad (``VAULT_SECRET_ID`` = a UUID or a random string)? A secret store's ``SecretId`` names a secret
    (``prod/db``, an ARN, ``aws_secretsmanager_secret.x.id``) and is none."""
    if len(key) > 80 or not key.lower().endswith("id") or "ecret" not in key.lower():
        return False  # (the name first: every payload field meets this test)
    words = languages.split_words(key)
    return (words[-2:] == ["secret", "id"] or bool(words) and words[-1] in ("secretid", "secret_id")) and bool(
        _UUID_RE.fullmatch(value) or _looks_random(value, 16) and not _is_placeholder(value))
