"""Value tests for the redaction rules: is this value a placeholder, a reference, code, a word,
or does it look like a credential? And what a name's words say about it (a paging token, a record's
key, a public key). The rules are in `memtool.privacy.rules`, the checks of their places in
`memtool.privacy.rulechecks`; every layer reads values through these tests."""

from __future__ import annotations

import base64
import math
import re

class _LazyRegex:
    """A regex compiled on first use: importing memtool stays fast, and a capture hook compiles
    only the rules whose hint words occur in its text."""

    #: the compiled pattern's methods, bound into slots at the first use of any: later uses find
    #: them without a call to `__getattr__` (a tenth of redaction's time went to those calls)
    _METHODS = ("search", "match", "fullmatch", "sub", "subn", "finditer", "findall", "split")
    __slots__ = ("_args", "_compiled") + _METHODS

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._args = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    @property
    def pattern(self) -> str:
        return self._args[0]

    def __getattr__(self, name: str):  # an unset slot (the first use), or another attribute: flags, groups, ...
        if self._compiled is None:
            self._compiled = re.compile(*self._args)
            for method in self._METHODS:
                setattr(self, method, getattr(self._compiled, method))
        return getattr(self._compiled, name)


def _lazy(pattern: str, flags: int = 0) -> _LazyRegex:
    return _LazyRegex(pattern, flags)


#: Matches one redaction marker, e.g. ``[REDACTED:aws-access-key]``.
MARKER_RE = _lazy(r"\[REDACTED:[a-z0-9-]+\]")
_MARKER_PREFIX = "[REDACTED:"


def _marker(kind: str) -> str:
    return f"[REDACTED:{kind}]"



# ---------------------------------------------------------------------------------------------
# value classification helpers
# ---------------------------------------------------------------------------------------------

#: (``changeit``, ``testing123``, ``notasecret``, ``tobemodified``: the JDK truststore's, FreeRADIUS's stock client's,
#: Google's P12 key files' and Strapi's .env defaults -- anyone can try them, a leak tells nothing their docs do not;
#: ``minioadmin``, ``hackme``, ``root:Milvus``: MinIO's root credentials, Icecast's shipped icecast.xml passwords and
#: Milvus' default token, Nakama's server key ``defaultkey``, each as its documentation prints it; ``large4cats``: the
#: password Meshtastic documents for its public MQTT broker; ``demouser``: Interactive Brokers' public demo login's)
_PLACEHOLDER_WORDS = frozenset("""
    none null nil undefined true false yes no on off ok
    changeme change_me change-me changeit testing123 notasecret placeholder example sample dummy fake test testing
    tobemodified tobemodified1 tobemodified2 minioadmin hackme root:milvus defaultkey large4cats demouser
    secret secrets password passwd pass pwd token tokens apikey api_key api-key key credentials
    required optional todo tbd fixme foo bar baz foobar default empty unset blank
    redacted removed hidden masked filtered omitted sensitive unknown notset not_set
    str string bytes int integer bool boolean float any object text varchar char
    updated changed reset set expired invalid incorrect missing saved accepted rejected
    unchanged enabled disabled valid wrong generated rotated revoked anonymous guest
    prompt keyring keychain auto autogenerate auto_generate generate random secretstr securestring
    secretkeyref
""".split())

_PLACEHOLDER_RE = _lazy(
    r"""
      ^\$(?:\{|\(|[A-Za-z_][A-Za-z0-9_]*$|\d$)   # $VAR, ${VAR}, $(cmd), $1
    | \$\{ | \{\{ | \}\} | \{% | <% | \#\{        # templates anywhere (#{Octopus})
    | ^<[^<>]*>$                                  # <your-token>
    | ^%(?:[A-Za-z_][A-Za-z0-9_]*%|[a-z]|\([A-Za-z_]\w*\)[a-z])$   # %VAR% %s %(pw)s
    | ^(?:%[-+\#0-9.]*[a-z]|\{\w*\}|[:@/._-])+$         # format strings: %s:%s {}@{}
    | ^@[A-Za-z_]\w*@$                            # @VAR@
    | ^\{\w*\}$                                   # {token} {}
    | x{5,} | X{5,} | \*{3,} | \#{4,} | \.{3} | … | •{3,} | (.)\1{5,}   # masks, fake bodies
    | ^(?:your|my|insert|enter|replace|put|add|paste|some)[-_ .]   # your-api-key-here
    | [-_ .](?:here|goes[-_ .]here|placeholder)$
    | ^!vault$ | ^\[(?:redacted|filtered|masked|hidden)[^\]]*\]$
    | example | ^(?:sample|dummy|placeholder) | change[-_]?this          # Symfony/Mercure's !ChangeThis…Key!
    | ^(?:my|your|the|some)?[-_]?(?:pass(?:word)?|passwd|secret|token|api[-_]?key)\d*$
    | ^[xX]{3,}$ | ^[-*•.#]{3,}$
    """,
    re.VERBOSE | re.IGNORECASE,
)


def _is_placeholder(value: str) -> bool:
    v = value.strip()
    if not v or v.lower() in _PLACEHOLDER_WORDS or _MARKER_PREFIX in v:
        return True
    if _PLACEHOLDER_RE.search(v) is None:
        return False
    run = _LEADING_RUN_RE.match(v)  # (a token padded in front with one repeated byte -- X's app-only
    # bearer tokens start with 21 A's -- is no mask when a long random body follows)
    rest = v[run.end():] if run else ""
    return len(rest) < 32 or _PLACEHOLDER_RE.search(rest) is not None or not _looks_random(rest, 32)


_LEADING_RUN_RE = _lazy(r"([A-Za-z0-9])\1{5,}")


#: an address a debugger prints (``pass=0x7ffe "…"``): up to 15 hex digits, or 16 where a user or kernel address
#: starts (``0000…``, ``ffff…``, ``7ff…``) -- 16 random hex digits are a key, not an address
POINTER = r"0x(?:[0-9a-fA-F]{1,15}|(?:0000|[fF]{4})[0-9a-fA-F]{12}|7[fF]{2}[0-9a-fA-F]{13})"
_REFERENCE_RE = _lazy(
    r"""
      :// | /$                                        # URLs anywhere, directories
    | ^(?: (?:/|~/|\./|\.\./|[A-Za-z]:\\)                # paths
    | [\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$         # e-mail address
    | (?:sha1|sha224|sha256|sha384|sha512|md5)[:-]       # digests, npm integrity
    | v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$                     # versions
    | [\w.-]+(?:/[\w.-]+)+\.[A-Za-z][A-Za-z0-9]{0,4}$     # relative file path
    | [\w-]+\.(?:txt|json|ya?ml|pem|key|env|cfg|ini|toml|conf|crt|cer|p12|pfx|gpg|asc|pub|der)$
    | [\w.-]+\.[a-z][a-z0-9]{1,3}$                        # a file name: export-1.ova
    | (?:[a-z0-9-]+\.)+[a-z]{2,10}(?::\d{1,5})?$          # host name, host:port
    | arn:                                               # AWS ARNs
    | !!?[A-Za-z]+$                                      # YAML tags: !Ref, !Sub, !vault, !!str
    | (?:vault|env|file|secret|secrets|ssm|op|awssm|aws-sm|gcpsm|azkv|sops|keyring|keychain|k8s
       |kms|doppler|infisical|bw|lpass|sm|akv|gsm|ref\+[a-z0-9]+)(?::|\+)(?!//[^/\s:@]+:[^/\s@]+@)\S   # secret stores
    | [a-z0-9_.-]+(?:/[a-z0-9_.@-]+){2,}$                # resource paths: projects/p/secrets/db/versions/1
    | """ + POINTER + r"""$                                # an address a debugger prints
    | [\w.-]+:/[\w.-]                                     # name:/path (systemd LoadCredential=id:/file)
    | \{[A-Za-z0-9+/]{8,}={0,2}\}$                         # an encrypted value: Maven's {base64}
    | \$(?:1|2[abxy]?|5|6|y|gy|7|apr1|argon2(?:id|i|d)?|pbkdf2[\w-]*|scrypt|sha1|md5)\$   # a crypt(3) hash
    )
    """,
    re.VERBOSE,
)

def _is_reference(value: str) -> bool:
    """A URL, path, e-mail, host, version, digest or ARN -- but a long high-entropy value that
    only *ends* in ``/`` is base64 (``…hhc/AT2iDeXJ/``), not a directory."""
    if _REFERENCE_RE.search(value) is None:
        return False
    return not (value.endswith("/") and len(value) >= 24 and value[0] not in "/~."
                and "://" not in value and _entropy(value) >= 4.5)



#: what a file's name ends in, or a host's: the endings `_REFERENCE_RE` reads a dotted value by
_FILE_OR_DOMAIN_ENDINGS = frozenset("""
    txt json yml yaml pem key env cfg ini toml conf crt cer csr p12 pfx jks kdbx gpg asc pub der sig csv tsv xml log
    sql db sqlite bak tmp old dat bin img iso ova ovf vmdk zip gz tgz tar bz2 xz zst rar exe dll so dylib jar war py
    js mjs ts tsx rb go rs java kt php pl sh ps1 bat cmd md rst html htm css svg png jpg jpeg gif pdf doc docx xls xlsx
    com net org edu gov mil int biz info name pro io dev app ai cloud local lan internal intranet corp home arpa test
    example localhost site online tech store
""".split())


def dotted_literal(value: str) -> bool:
    """A word with digits, a dot, a short ending no file or domain has (``organics565.ksk``, ``Boron3526.yue``):
    `_is_reference` reads it as a file's or a host's name, but where only a literal stands (a connection string's
    password field, a user/password pair) it is what a person made up."""
    stem, dot, ending = value.rpartition(".")
    return (bool(dot) and 2 <= len(ending) <= 4 and ending.isalpha() and ending.lower() not in _FILE_OR_DOMAIN_ENDINGS
            and len(ending) != 2 and _DIGITS_WORD_RE.fullmatch(stem) is not None)


_DIGITS_WORD_RE = _lazy(r"[A-Za-z]{2,24}\d{1,6}[A-Za-z]{0,4}")

#: a template or reference anywhere in a value (``{!$Credential.X.Key}``: a Salesforce merge field)
_TEMPLATE_RE = _lazy(r"\$\{|\#\{|\{\{|\}\}|\{%|<%|\{!\$?[A-Za-z_]|^\$\(|\$__\w+\{|^\$env:\w|^%\w+%$|^@@\w+@@$|^__[A-Z][A-Z0-9_]*__$")
#: what a reference holds between its braces: names, lookups, filters, quoted arguments -- not a generated
#: password's symbols (``3${T1(pC/.W:)8?A{uU1kUrs@JjL1)…}``, ``*oG{{~)k1.{HIj>…``: braces by chance)
_TEMPLATE_INNER_RE = _lazy(r"[ \t]*[\w.$'\"(\[-][\w .:/?|'\"()\[\],=$*+-]*")
_CLOSERS = {"${": "}", "#{": "}", "{{": "}}", "{%": "%}", "<%": "%>"}


def _template(text: str, end: int, value: str) -> bool:
    """A template or reference in ``value`` (found in ``text`` up to ``end``): a marker, and for a
    brace its reference closed inside the value or on the rest of its line, holding what references hold."""
    m = _TEMPLATE_RE.search(value)
    if m is None:
        return False
    closer = _CLOSERS.get(m.group(0))
    if closer is None:
        return True
    line_end = text.find("\n", end, end + 400)
    at = (rest := value[m.end():] + text[end:line_end if line_end >= 0 else end + 400]).find(closer)
    inner = rest[:at].lstrip("{-")  # (``${{ secrets.X }}``, ``{{- toYaml . }}``)
    return at >= 0 and (inner == "" or _TEMPLATE_INNER_RE.fullmatch(inner) is not None)

_IDENT_RE = _lazy(r"[A-Za-z_][A-Za-z0-9_]*")
_DOTTED_RE = _lazy(r"[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|::|->)[A-Za-z_$][A-Za-z0-9_$]*)+")
_CALL_RE = _lazy(r"[A-Za-z_$][\w.$:]*(?:\(.*\)|\[.*\])")  # get_token(), env["X"]
_CODE_WORDS = frozenset("""
    self this cls value val data arg args kwargs params options opts config conf settings env
    environ input getpass prompt result res response resp obj item new old current
    secretstr nullable
""".split())
# a letters-only value that reads as a word or an identifier made of words
_WORDLIKE_RE = _lazy(
    r"[a-z]+|[A-Z]+|[A-Z][a-z]+|[a-z]+(?:[A-Z][a-z]+)+|(?:[A-Z][a-z]+){2,}")
_SEGMENT = r"(?:[a-z]+\d{0,3}|[A-Z][a-z]*\d{0,3}|[A-Z]+\d{0,3}|\d{1,4})"
# words joined by separators: same-origin, my-secret-name, DB_CREDENTIALS, v1-beta
_SLUG_RE = _lazy(rf"{_SEGMENT}(?:[-_.]{_SEGMENT})+")
_UUID_RE = _lazy(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HEX_RE = _lazy(r"[0-9a-fA-F]+")
_PASSPHRASE_RE = _lazy(r"[a-z0-9]{2,}(?: [a-z0-9]{2,}){1,5}")
_WORD_PART_RE = _lazy(r"[a-z]{3,}|[A-Z][a-z]{2,}|[A-Z]{3,}")
_LETTER_RUN_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_CONSONANTS_RE = _lazy(r"[bcdfghjklmnpqrstvwxz]{4,}", re.IGNORECASE)


def line_start(text: str, pos: int, reach: int, *, escaped_breaks: bool = False) -> int:
    """The start of ``pos``'s line, ``reach`` characters back at most; with ``escaped_breaks`` an
    escaped line break (the two characters ``\\n`` inside a JSON or shell string) ends a line too."""
    low = max(0, pos - reach)
    start = max(text.rfind("\n", low, pos) + 1, low)
    if escaped_breaks:
        escaped = text.rfind("\\n", low, pos)
        if escaped >= 0:
            start = max(start, escaped + 2)
    return start


#: how far the context tests of `memtool.privacy.lookalike` (and the modules it asks) look back on a value's
#: line (bounded: linear over a chunk)
LOOKAROUND = 400


def lookaround_start(text: str, start: int) -> int:
    """The start of ``start``'s line, or `LOOKAROUND` characters back on a longer line."""
    return line_start(text, start, LOOKAROUND)


def b64url_decode(value: str) -> bytes:
    """``value`` as base64url with its padding restored (raises `binascii.Error` or `ValueError`)."""
    return base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))


def _entropy(s: str) -> float:
    """Shannon entropy in bits per character."""
    n = len(s)
    counts: dict[str, int] = {}
    for ch in s:
        counts[ch] = counts.get(ch, 0) + 1
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _has_letter_and_digit(s: str) -> bool:
    return any(c.isdigit() for c in s) and any(c.isalpha() for c in s)


def _looks_like_code(value: str, keyword: str) -> bool:
    """True for an unquoted value that is an expression, not a literal (``cfg.password``)."""
    if (value.lower() in _CODE_WORDS or _DOTTED_RE.fullmatch(value)
            or _CALL_RE.fullmatch(value)):
        return True
    if not _IDENT_RE.fullmatch(value):
        return False
    squashed = value.lower().replace("_", "")
    if keyword and keyword in squashed:  # token=token, password=new_password
        return True
    if any(c.isdigit() for c in value):
        return False
    has_lower = any(c.islower() for c in value)
    has_upper = any(c.isupper() for c in value)
    # snake_case variables, CONSTANTS, PascalCase types, camelCase variables
    return "_" in value or (has_upper and (has_lower or len(value) > 1))


def _credential_shape(value: str) -> bool:
    """Could this single token be a token/key (not a word, a name, a count or a path)?"""
    core = value.strip("_:.-")
    return (len(value) >= 8 and value.isascii() and value.isprintable()
            and not value.isdigit() and not _WORDLIKE_RE.fullmatch(core)
            and (not _SLUG_RE.fullmatch(core) or _random_slug(core)) and not _is_reference(value))


def _looks_random(value: str, min_len: int = 20) -> bool:
    """Long, high-entropy, letters and digits, not a UUID, not words glued together."""
    # hex tops out at 4 bits/char, so it gets a lower bar than base62/base64 values
    limit = 3.0 if _HEX_RE.fullmatch(value) else 3.5
    if len(value) < min_len or not _has_letter_and_digit(value) or _entropy(value) < limit:
        return False
    if _UUID_RE.fullmatch(value):
        return False
    words = sum(1 for part in re.split(r"[-_.:/]", value) if _WORD_PART_RE.fullmatch(part))
    return words < 2


def _names_stem(value: str, stem: str | None) -> bool:
    """The value names the secret (``your-secret-here``) rather than holding it: it holds the
    name's secret word and no random body follows it (``ta-secret.H45m…``: a vendor's prefix)."""
    at = value.lower().rfind(stem) if stem else -1
    return at >= 0 and not _looks_random(value[at + len(stem or ""):].strip("._-:"), 20)


def _names_secret(value: str, stem: str | None, strength: str | None) -> bool:
    """The value names the secret rather than holding it: the name's word (`_names_stem`), or "pass" under a password's."""
    return _names_stem(value, stem) or strength == "password" and "pass" in value.lower()


def _made_of_words(value: str) -> bool:
    """``Ipv6CidrAssociations``, ``fs.s3.enableServerSideEncryption``: names, not keys.

    Long letter runs with English-like vowels and no long consonant clusters; a random
    base62 string of 20+ characters passes for words about 0.2% of the time (lowercase-only
    random strings more often, which is why only the weak rule uses this).
    """
    runs = _LETTER_RUN_RE.findall(value)
    letters = sum(len(r) for r in runs)
    if not runs or letters < 0.6 * len(value) or letters / len(runs) < 3.5:
        return False
    if any(len(r) > 5 and r.isupper() or _CONSONANTS_RE.search(r) for r in runs):
        return False
    return sum(value.lower().count(c) for c in "aeiouy") >= 0.3 * letters


# "<word> token" keys that hold no secret: paging cursors, idempotency and lock tokens,
# tokenizer special tokens, counts (NextToken, client_token, --starting-token, eos_token)
_HARMLESS_TOKEN_WORDS = frozenset("""
    next prev previous continuation page pagination start starting client request idempotency
    change lock output input sync cancel cancellation resume resumption cursor forward backward marker
    action max min num total count eos bos pad unk mask sep cls special stop end begin word
    text split delimiter sequence echo correlation delta skip
""".split())
#: the same words glued to ``token`` as OData and Graph spell their cursors (``$deltatoken``, ``$skiptoken``)
_GLUED_HARMLESS_TOKEN_RE = _lazy(r"\$?(?:" + "|".join(sorted(_HARMLESS_TOKEN_WORDS)) + r")token")
_KEY_WORD_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


#: a word before the secret word saying the name is about one, not holding one (InvalidToken)
_ABOUT_WORDS = frozenset("invalid expired missing bad wrong unknown malformed".split())
_PREFIXED_DIGEST_RE = _lazy(r"(?:[A-Za-z][A-Za-z0-9]*[-_.:])+[0-9a-f]{16,}")
_OPTIONS_RE = _lazy(r"\w+=[^,\s]*(?:,\w+=[^,\s]*)+")  # id=npm,src=$HOME/.npmrc: options


#: a key of a record, not a credential: ``order_key`` (WooCommerce's, in the customer's URL), ``cache_key``
#: (not ``primary``: Azure's ``primaryKey`` is a secret). In data modelling a key is what a record is found by, and
#: it is named for the record or structure it finds: a listing, an item, an entity, a shard, a flag, a translation
#: (``ListingKey``, ``item_key``, ``flag_key``, ``translation_key``, LaunchDarkly's context key). Never the nouns whose key
#: is a credential somewhere: ``record`` (Cypress's record key), ``project`` (Deta's), ``user`` (3scale's
#: ``user_key``), ``environment`` (Flagsmith's server keys), ``storage``, ``resource``, ``customer``, ``message``,
#: ``event``, ``file``, ``lock``, ``device``, ``account``, ``data``, ``content``, ``stream``, ``session``.
_RECORD_KEY_WORDS = frozenset("""order cart cache sort partition foreign row object lookup idempotency dedup dedupe
    deduplication listing item entity issue translation variant flag feature experiment shard cursor
    context correlation queue job asset document field column attribute property natural surrogate composite
    unique index""".split())


def _harmless_key(key: str) -> bool:
    words = [w.lower() for w in _KEY_WORD_RE.findall(key)]
    if len(words) == 1 and _GLUED_HARMLESS_TOKEN_RE.fullmatch(key.lower()) is not None:
        return True
    return len(words) >= 2 and (words[-1] == "token" and words[-2] in _HARMLESS_TOKEN_WORDS
                                or words[-2] in _ABOUT_WORDS
                                or words[-1] == "key" and words[-2] in _RECORD_KEY_WORDS | _PUBLIC_WORDS)


_PUBLIC_WORDS = frozenset({"public", "pub", "publishable"})
_WORD_BEFORE_RE = _lazy(r"([A-Za-z]+)[ \t]+$")


def _harmless_after_word(text: str, start: int, key: str) -> bool:
    """``the next token is …``, ``the idempotency key is …``: the word before a name in prose,
    read with it as an assignment's name would be (`_harmless_key`)."""
    before = _WORD_BEFORE_RE.search(text, max(0, start - 30), start)
    return before is not None and _harmless_key(before.group(1) + "_" + key)  # (``public key: X`` in ``wg show``)


_SLUG_PART_RE = _lazy(r"[a-z0-9]{4,12}|[A-Za-z0-9]{4,12}")
_VOWELS = frozenset("aeiouy")


def _random_slug(value: str) -> bool:
    """Generated groups joined by ``-`` (``hxfpe-aitlj-patp70``, Apple's and password managers'
    pronounceable passwords): three or more groups of 4-12 letters/digits, two or more of them
    not word-like (no vowel, a run of four consonants, or a pair English words do not hold), or
    one and few vowels overall.
    ``same-origin``, ``prod-db-credentials``, ``ubuntu-latest`` are words."""
    parts = value.split("-")
    if not 3 <= len(parts) <= 8 or not all(_SLUG_PART_RE.fullmatch(p) for p in parts):
        return False
    odd = sum(1 for p in parts if _unwordlike(p.lower()))
    letters = [c for c in value.lower() if c.isalpha()]
    vowels = sum(1 for c in letters if c in "aeiou")  # (English text: ~40 %, random letters: ~19 %)
    inner_digit = any(len(p) >= 5 and _INNER_DIGIT_RE.search(p) for p in parts)  # (n3juj4: no word)
    return (odd >= 2 or odd >= 1 and vowels < 0.34 * len(letters)
            or inner_digit and all(len(p) >= 5 for p in parts))


_INNER_DIGIT_RE = _lazy(r"[a-z]\d[a-z]")


def _unwordlike(part: str) -> bool:
    letters = "".join(c for c in part if c.isalpha())
    if len(letters) < 3:
        return False
    if _VOWELS.isdisjoint(letters) or _CONSONANTS_RE.search(letters):
        return True
    return _RARE_PAIR_RE.search(letters) is not None


_RARE_PAIR_RE = _lazy(r"q[^u]|j[bcdfgkmnpqstvwxz]|v[bcdfgjkmnpqwxz]|z[bcdfgjkmnpqrstvwx]|x[bcdfgjkmnqrsvwz]"
                      r"|[bcdfgkmpstvwz]q|w[jqvxz]|f[jqvxz]|k[qxz]|g[qxvz]|p[qxz]|h[jqxz]|[bcdfghjklmnpqrstvwxz]x")


# ---------------------------------------------------------------------------------------------
# never a value, whatever the rule (`memtool.privacy.lookalike` applies these)
# ---------------------------------------------------------------------------------------------

#: a PowerShell command (Verb-Noun with an approved verb): Read-Host, ConvertTo-SecureString
_CMDLET_RE = _lazy(r"(?:Get|Set|Read|New|Remove|Add|Clear|ConvertTo|ConvertFrom|Invoke|Import|Export|Write|Out"
                   r"|Select|Test|Start|Stop|Protect|Unprotect|Register|Update|Find|Install)-[A-Z][A-Za-z]+")
_ENCODED_TEXT_RE = _lazy(r"[a-z \t{}\[\]\":,_-]+|\{[A-Za-z0-9 \t\":,._-]*\}")  # (JSON: a JWT header alone)
_B64_WORD_RE = _lazy(r"[A-Za-z0-9+/]{4,60}={0,2}")


def _encoded_word(value: str) -> bool:
    """Base64 of lowercase words or JSON made of them (``cGFzc3dvcmQ=`` is "password",
    ``eyJvayI6dHJ1ZX0=`` is ``{"ok":true}``, ``eyJhbGciOiJIUzI1NiJ9`` a JWT's header alone): a
    fixture, not a secret."""
    if len(value) % 4 or not _B64_WORD_RE.fullmatch(value):
        return False
    try:
        decoded = base64.b64decode(value, validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return False
    user, colon, password = decoded.partition(":")
    if (colon and user and len(password) >= 4 and password != user and not _is_placeholder(password)
            and decoded[0] not in "{[\""):
        return False  # (``user:spotlight-lanyard-confetti``: Basic credentials, whatever the password is made of)
    return _ENCODED_TEXT_RE.fullmatch(decoded) is not None and any(c.isalpha() for c in decoded)


#: the places a syntax keeps a user's password in, whatever it holds: a URL's userinfo after its user
#: (``postgresql://app:X@db``, ``sftp://u:X@h``), mysql's glued ``-p`` on a line that gave ``-u`` (``mysql -u omp
#: -p'X'``), Windows' ``/user:DOMAIN\u X`` and ``/user u X`` (``net use``, ``AutomateC``: the password follows the user)
_URL_USERINFO_BEFORE_RE = _lazy(r"[A-Za-z][\w+.-]{0,20}://[^\s/@:\"'<>]{1,64}:$")
_GLUED_P_BEFORE_RE = _lazy(r"(?<![\w-])-u[ \t]*[\"']?[\w.@\\-]{1,64}[\"']?[ \t](?:[^\n]{0,200}?[ \t])?-p[\"']?$")
#: sshpass's ``-p``: it holds nothing but the password it types (``sshpass -p 'X' ssh …``)
_SSHPASS_BEFORE_RE = _lazy(r"(?<![\w-])sshpass(?:[ \t]+-[a-oq-zA-Z]\S*)*[ \t]+-p[ \t]*[\"']?$")
_WINDOWS_USER_BEFORE_RE = _lazy(r"(?i)(?<![\w/])/u(?:ser)?(?::|[ \t]+)[\"']?[\w.@\\-]{1,64}[\"']?[ \t]+[\"']?$")


def password_place(text: str, start: int, end: int) -> bool:
    """Does a syntax keep a user's password at ``text[start:end]`` (see `_URL_USERINFO_BEFORE_RE` and its
    neighbours)? The place says it, whatever the value looks like."""
    line = max(0, start - 300, text.rfind("\n", 0, start) + 1)
    if text[end:end + 1] == "@" and _URL_USERINFO_BEFORE_RE.search(text, max(line, start - 90), start) is not None:
        return True
    return (_GLUED_P_BEFORE_RE.search(text, line, start) is not None
            or _SSHPASS_BEFORE_RE.search(text, max(line, start - 80), start) is not None
            or _WINDOWS_USER_BEFORE_RE.search(text, max(line, start - 80), start) is not None)
