"""Whether a value reads as made by a generator or typed as a password: the shape tests the name rules ask of a
value under a secret's name. Asked by `memtool.privacy.names` (`value_is_secret`, `code_value_is_secret`,
`named_passphrase`) and by many passes that read a value in a password's place.

* **random letters** (`_random_letters`): mixed-case letters that are not words in camelCase/PascalCase
  (``PwozSptQLxEJHwBV``, not ``TestPasswordReset``), or long lowercase with few vowels and rare pairs;
* **generated lowercase** (`_generated_lower`): lowercase letters, maybe with digits, whose letter pairs English
  words and identifiers almost never hold (``bupkbkytmv``, ``akr3ruvr``); **random capitals** (`random_capitals`:
  ``WFJFYR``, not ``CHANGEME``);
* **a typed password** (`typed_password`): lowercase letters and digits a person typed (``k9gaw``, ``mold3``), not
  a technical name with its number (``utf8``, ``sha256``);
* **a passphrase** (`_passphrase`, `spelled_passphrase`): three or more plain words joined alike
  (``kelp-cobalt-goblet-quartz``, ``deed.codicil.codicil``), none describing or of code's.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _lazy
from memtool.privacy.chosen import CODE_PARTS as _CODE_PARTS, DESCRIPTIVE as _DESCRIPTIVE


#: lowercase letters and digits, five to sixteen, with a digit and two letters
_TYPED_RE = _lazy(r"(?=[a-z]*\d)(?=\d*[a-z]\d*[a-z])[a-z0-9]{5,16}")
#: what such a token is in technical prose: a name and its number, or a number and its unit
_TECHNICAL_RE = _lazy(r"(?:utf|ucs|latin|iso|cp|win|windows|sha|md|crc|aes|rsa|ecdsa|ed|des|tls|ssl|http|ipv|python|py|php"
                      r"|java|jdk|node|ubuntu|debian|centos|rhel|el|fc|x|i|arm|armv|amd|aarch|base|mp|h|av|vp|pbkdf|bcrypt"
                      r"|scrypt|argon|rc|v|r|gen|ddr|pcie|usb|ext|fat|ntfs|raid|ieee|rfc|cve|iso|varchar|nvarchar|char|int|uint|bigint"
                      r"|float|decimal|numeric|binary|varbinary|bit)\d[a-z0-9]*|\d+[a-z]{1,3}")


def typed_password(value: str) -> bool:
    """A short password a person typed (``k9gaw``, ``mold3``, ``a5ebq6``), not a technical name with its number."""
    return _TYPED_RE.fullmatch(value) is not None and _TECHNICAL_RE.fullmatch(value) is None


def _has_digit(value: str) -> bool:
    return any(c.isdigit() for c in value)


_SHORT_WORDS = frozenset("""
    is to of in on at by my no or up as an be do go if it me we id ok db io ui os js ts vm ip
    fs rc qa pr ci cd v2 x y z
""".split())
_RUN_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_CLUSTER_RE = _lazy(r"[bcdfghjklmnpqrstvwxz]{5,}", re.IGNORECASE)


def _random_letters(value: str) -> bool:
    """Mixed-case letters that are not words in camelCase/PascalCase (``PwozSptQLxEJHwBV``, not
    ``TestPasswordReset``): some run of one letter, a run without a vowel, or a long cluster of
    consonants. Lowercase or uppercase only reads as a word or a constant."""
    if value.islower() and len(value) >= 14 and value.isalpha():  # (uyhhrpkoudawkbvv: generated, not a word)
        return (sum(c in "aeiou" for c in value) <= len(value) * 0.3
                and (_CLUSTER_RE.search(value) or _RARE_BIGRAM_RE.search(value)) is not None)
    if value.islower() or value.isupper():
        return False
    runs = _RUN_RE.findall(value)
    for i, run in enumerate(runs):
        if run.isdigit() or run.isupper():
            continue  # (numbers, acronyms and initials: TestFTSQuery, OAuthToken, AccessTokenT)
        if (len(run) <= 2 and i < len(runs) - 1 and run.lower() not in _SHORT_WORDS
                or not any(c in "aeiouyAEIOUY" for c in run) and run.lower() not in _SHORT_WORDS):
            return True  # (words in a name are 3+ letters with a vowel: Wi, Cxq are not)
        if _CLUSTER_RE.search(run) or _RARE_BIGRAM_RE.search(run):
            return True
    return False


_LOWER_ALNUM_RE = _lazy(r"[a-z0-9]{8,40}")
_LOWER_RUN_RE = _lazy(r"[a-z]+")
#: the letter pairs that make 97 % of those in the words of Python's standard library (its names split at
#: capitals, its comments and docstrings; measured 2026-12-03): English and the identifiers made from it
_COMMON_BIGRAMS = frozenset("""
    ab ac ad ag ai ak al am an ap ar as at au av aw ax ay ba bc be bi bj bl bo br bs bu by ca cc ce ch ci ck cl
    co cr cs ct cu da dd de di dl do dr ds du ea eb ec ed ee ef eg ei el em en ep eq er es et ev ew ex ey fa fe
    ff fi fl fo fr ft fu ge gg gh gi gl gm gn gr gs gu ha he hi ho ht ia ib ic id ie if ig il im in io ip ir is
    it iv ix iz je ka ke ki ks la ld le lf li ll lo ls lt lu ly ma mb me mi ml mm mo mp ms mu na nc nd ne nf ng
    ni nk nl nn no np ns nt nu nv ny oa ob oc od of og oi ok ol om on oo op or os ot ou ov ow pa pe pi pl po pp
    pr ps pt pu py qu ra rc rd re rg ri rk rl rm rn ro rr rs rt ru rv ry sa sc se sh si sk sl sm so sp ss st su
    sy ta tc td te tf th ti tl tm to tp tr ts tt tu ty ua ub uc ud ue uf ug ui ul um un up ur us ut va ve vi wa
    we wh wi wn wo wr xc xe xi xp xt yg yl yp ys yt yw ze
""".split())


def _generated_lower(value: str) -> bool:
    """Lowercase letters, maybe with digits, as a password generator makes them (``bupkbkytmv``,
    ``iipmcftzlb``, ``akr3ruvr``, ``dcx9dqxe``; 8 to 40 characters, six letters or more): at least
    two in five of the letter pairs are ones English words and identifiers almost never hold, with
    vowels a third or less of the letters (or three in five pairs rare); one in three pairs when digits
    sit among the letters. ``hashedpw``, ``jsonstr``, ``summer2024``, ``utf8mb4``, words of English
    and of other languages (``autoryzacyjny``) stay."""
    if not _LOWER_ALNUM_RE.fullmatch(value):
        return False
    runs = _LOWER_RUN_RE.findall(value)
    pairs = [run[i:i + 2] for run in runs for i in range(len(run) - 1)]
    if sum(map(len, runs)) < 6 or len(pairs) < 5:
        return False
    rare = sum(pair not in _COMMON_BIGRAMS for pair in pairs)
    if len(runs) == 1:  # (letters alone: few vowels too, or pairs mostly rare -- a word of another language,
        vowels = sum(c in "aeiou" for c in value)  # autoryzacyjny, has rare English pairs and a third of vowels)
        return rare >= len(pairs) * 0.6 or rare >= len(pairs) * 0.4 and vowels <= len(value) * 0.3
    return rare >= len(pairs) * 0.34


def random_capitals(value: str) -> bool:
    """Capitals only, as a generator or a device's default makes them (``WFJFYR``, ``XUJJJZ``, ``KDXPKJ``), not a
    constant or an acronym (``CHANGEME``, ``SYSDBA``, ``SCRYPT``): a pair English avoids, a letter three times
    running, or no vowel at all."""
    return (len(value) >= 6 and value.isalpha() and value.isupper()
            and (_RARE_BIGRAM_RE.search(value) is not None or _TRIPLE_RE.search(value) is not None
                 or not any(c in "AEIOUY" for c in value)))


_TRIPLE_RE = _lazy(r"(.)\1\1")


#: letter pairs English words and their abbreviations (almost) never hold: q not before u, j or
#: v or z before most consonants -- inside one word of a name, a sign of random letters
_RARE_BIGRAM_RE = _lazy(r"(?i)q[^u\W\d_]|j[bcdfgkmnpqstvwxz]|v[bcdfgjkmnpqwxz]|z[bcdfgjkmnpqrstvwx]"
                        r"|x[jkqz]|[bcdfgkmpstvwxz]q|w[jqvxz]|f[jqvxz]|k[qxz]|g[qxvz]|p[qxz]|h[jqxz]")


_PASSPHRASE_RE = _lazy(r"[a-z]{3,}(?:([-_.])[a-z]{3,})(?:\1[a-z]{3,}){1,7}(?:\1\d{1,4})?|[a-z]{3,}(?:([-.])[a-z]{3,})(?:\2[a-z]{3,}){1,7}\d{1,4}")




def _passphrase(value: str) -> bool:
    """Three or more lowercase words joined alike (``kelp-cobalt-goblet-quartz``): a diceware
    passphrase where a literal secret is expected -- not a description (``dev-api-key-for-
    testing``, ``not-a-real-secret``)."""
    if len(value) < 15 or _PASSPHRASE_RE.fullmatch(value) is None:
        return False
    return _DESCRIPTIVE.isdisjoint(re.split(r"[-_.]", value))


_SNAKE_PASSPHRASE_RE = _lazy(r"[a-z]{3,12}(?:_[a-z]{3,12}){2,6}\d{1,4}")
#: (the digits a policy asks for glued to the last word or joined like a word: ``kite_85``, ``kuiper.21``)
_WORDS_JOINED_RE = _lazy(r"[a-zß-öø-ÿ]{3,12}(?:([._-])[a-zß-öø-ÿ]{3,12})(?:\1[a-zß-öø-ÿ]{3,12}){1,6}(?:\1?\d{1,4})?")  # (empeño)


def spelled_passphrase(value: str) -> bool:
    """Three to eight plain words joined alike by ``.``, ``_`` or ``-`` (maybe digits after), none of code's or
    describing: a passphrase where the place already says password or secret."""
    if _WORDS_JOINED_RE.fullmatch(value) is None:
        return False
    parts = re.split(r"[._-]", value.rstrip("0123456789").rstrip("._-"))
    return _CODE_PARTS.isdisjoint(parts) and _DESCRIPTIVE.isdisjoint(parts)
