"""Values people choose: plain words from a list joined into a password.

Password managers and people make passwords of three to eight dictionary words joined by ``.``, ``_`` or ``-``
(diceware), a policy's digits glued to one of the words: ``wall.board.menu6.menu``, ``lead.stem38.lead.vertex``,
``pixel_lobby_wall77_aisle``, ``beak.spur37.em.quad``. `memtool.privacy.checks._is_reference` reads any dotted
value as a host or a file; `words_joined` says when the labels are a chosen password's instead: every label a
word of letters (a vowel in it, as words have), digits only glued to the end of at most two words or alone at the
end, at most one two-letter word beside three longer ones, and nothing code's dotted references are made of (`CODE_PARTS` first or twice:
``window.location.href``, ``config.db.host``) nor a describing word (`DESCRIPTIVE`: ``not-a-real-secret``).

A last label that is also a top-level domain (``store``, ``menu``, ``shop``) ends a host only when the rest reads as
one: `word_ending` is the set of such domains that are English words; a value of four words or more, or with
digits glued to a word, ending in one of them is read as words (``aisle.frame.store92.store``), while the
domains hosts really end in (``com``, ``io``, a country's two letters, ``internal``) and files' extensions keep
it a host or a file (`memtool.privacy.endings`). Measured on the large clean check and every corpus source's
clean texts (see the commit that added this module).
"""

from __future__ import annotations

import re

#: words of a value that describes rather than is a secret (``dev-api-key-for-testing``, ``not-a-real-secret``)
DESCRIPTIVE = frozenset("""
    for the a an of to my your our not no real fake test testing tests dev devel local demo
    example sample dummy placeholder change me default insecure unsafe secret password pass key
    token api here goes replace this do use only prod staging value set please todo
""".split())
#: words of code's dotted references (``config.db.host``, ``self.request.user``), never a passphrase's
CODE_PARTS = frozenset("""
    self this os env environ config conf cfg settings process request req response res params args kwargs options opts
    app ctx context data props state vars values module exports window document console sys java org com net io util
    lang http https www src lib main test spec default defaults prod dev staging local get set new old db database conn
    client session secrets user users url uri host port name path file level mode type log logging server spring
    auth backends backend model models views view utils core contrib api handlers handler service services
""".split())
#: top-level domains that are also plain English words: they end a chosen password as readily as a host
WORD_DOMAINS = frozenset("""
    store shop blog page web link live news media email digital systems solutions network services software codes
    tools run build host hosting space world global zone menu loop art bar cafe city club design fun games gold
    guru house land life love market money photo pizza plus press rocks sale school show social studio style team
    today town toys video vision watch wiki win work works ink fit farm fish garden gift green
""".split())

_LABEL_RE = re.compile(r"([a-z]{2,12})(\d{1,4})?|\d{1,4}")
_VOWEL_RE = re.compile(r"[aeiouy]")
_SEPARATOR_RE = re.compile(r"[._-]")


def words_joined(value: str) -> bool:
    """Three to eight lowercase words joined alike by ``.``, ``_`` or ``-``, digits maybe glued to one or two of
    them or standing last (``wall.board.menu6.menu``, ``pixel_lobby_wall77_aisle``, ``beak.spur37.em.quad``: three words of three
    letters or more, one two-letter word at most, not last), none code's or describing (see the module)."""
    if not 8 <= len(value) <= 80:
        return False
    seps = set(_SEPARATOR_RE.findall(value))
    if len(seps) != 1:
        return False
    sep = seps.pop()
    parts = value.split(sep)
    if not 3 <= len(parts) <= 8:
        return False
    words, digits, short, code = 0, 0, 0, 0
    for i, part in enumerate(parts):
        m = _LABEL_RE.fullmatch(part)
        if m is None:
            return False
        word = m.group(1)
        if word is None:  # (digits alone: only last, ``parallax.cepheid.kuiper.21``)
            if i != len(parts) - 1:
                return False
            continue
        if _VOWEL_RE.search(word) is None or word in DESCRIPTIVE:
            return False
        if word in CODE_PARTS:
            if i == 0:
                return False
            code += 1
        words += 1
        digits += m.group(2) is not None
        short += len(word) == 2
        if len(word) == 2 and i == len(parts) - 1:
            return False  # (utf8_general_ci: a collation's two letters end it)
    return words - short >= 3 and digits <= 2 and short <= 1 and code <= (0 if sep == "_" else 1)  # (hash_function_name)


def word_ending(value: str) -> bool:
    """Does a dotted value whose last label is a top-level domain read as chosen words all the same? Its words
    joined (`words_joined`), the domain one that is a plain word (`WORD_DOMAINS`), and four words or digits glued
    to one: ``aisle.frame.store92.store``, ``window.frame.lobby35.store`` -- not ``shop.example.store``."""
    last = value.rsplit(".", 1)[-1]
    return (last in WORD_DOMAINS and words_joined(value)
            and (value.count(".") >= 3 or any(c.isdigit() for c in value)))


#: words a class, a type or a setting is named with (``EncryptedCharField``, ``PasswordHasherFactory``): never a
#: chosen password's
CLASS_WORDS = frozenset("""
    field fields type types string str char chars int integer bool boolean float number text value values object
    manager factory provider handler service builder helper config settings options option input output request
    response error exception encoder decoder hasher hash validator validation policy form widget model view
    controller store client server key token secret password passwd credential credentials auth login user account
    base abstract default impl interface test mock fake stub spec util utils context event listener callback adapter
    wrapper entity repository schema serializer resolver loader reader writer stream buffer map list set array dict
    node element item entry record row column table query filter result status info meta plain encrypted masked
    hidden secure label button dialog page screen component props state data source target file path name id
    generator strategy command action task job module plugin extension method function class struct enum param
    params attribute property env environment variable var local remote new old get set none null empty random
""".split())
_CAMEL_RE = re.compile(r"((?:[A-Z][a-z]{2,11}){2,6})(\d{0,4})[!#$%&*@^~+?]{0,2}")
_CAMEL_WORD_RE = re.compile(r"[A-Z][a-z]+")


def camel_words(value: str) -> bool:
    """Three to six capitalised words run together (``QuayBuoyQuayVessel``, ``MarbleOtterVelvetBasalt``,
    ``BeaconPrairieSaffronGranite6``), or two and digits (``GlacierBadge79``): a diceware passphrase in CamelCase,
    a password manager's "words" style -- none of them a word classes and settings are named with
    (`CLASS_WORDS`: ``EncryptedCharField``, ``PasswordHasherFactory``), each with a vowel."""
    m = _CAMEL_RE.fullmatch(value)
    if m is None:
        return False
    words = [w.lower() for w in _CAMEL_WORD_RE.findall(m.group(1))]
    if len(words) < 3 and len(m.group(2)) < 2:
        return False
    return all(_VOWEL_RE.search(w) is not None and w not in CLASS_WORDS and w not in CODE_PARTS
               and w not in DESCRIPTIVE for w in words)
