"""A value model: how credential-like a token is, given the name that stands before it.

The rules of the other modules parse syntaxes one by one; each new source of text brings a new
one. This pass parses none: around every word that names a secret (a password, secret, token,
key, credential, auth, cookie, session, PIN, salt or seed stem, in any spelling: ``DB_PASS``,
``myServiceSecret``, ``--api-key``) it reads the next tokens on the line and scores each with a
logistic model of generic features -- how the name is spelled (which stem, what qualifies it,
whether a word after it says it names something else: ``token_url``, ``password_file``), what
separates it from the value (``=``, ``:``, a flag's blank, a call's quote, a few words of prose)
and what the value looks like (length, character classes, entropy, case and digit changes, vowels
and consonant runs, hex, numbers, paths, URLs, references, placeholders, code, words). The
weights are fitted by ``bin/fit-values`` on the development corpus and chosen by
leave-one-source-out; they live in ``values_model.json`` next to this module.

`find(text)` returns the spans scored at or above the model's threshold; `memtool.privacy.matcher`
drops what `memtool.privacy.lookalike` finds harmless and replaces the rest with
``[REDACTED:likely-secret]``.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

from memtool.privacy.checks import _MARKER_PREFIX, _lazy

KIND = "likely-secret"
MODEL_FILE = Path(__file__).with_name("values_model.json")

#: stems of words that name a secret, by group (a feature each)
STEMS = {
    "pass": ("password", "passwd", "passphrase", "passcode", "pass", "pwd", "pw"),
    "secret": ("secret",),
    "token": ("token",),
    "key": ("key",),
    "cred": ("credential", "creds", "cred"),
    "auth": ("authorization", "auth", "bearer"),
    "cookie": ("cookie", "session", "sid"),
    "pin": ("pin", "otp", "passkey"),
    "salt": ("salt", "seed", "signature", "sig"),
}
#: the lowercase words whose presence lets the pass look at a text at all
HINTS = frozenset(("pass", "pwd", "pw", "secret", "token", "key", "cred", "auth", "bearer", "cookie",
                   "session", "sid", "pin", "otp", "salt", "seed", "sig"))
_STEM_OF = {word: group for group, words in STEMS.items() for word in words}
_STEM_RE = _lazy("|".join(sorted(_STEM_OF, key=len, reverse=True)))
#: words around the stem that qualify it as a credential (``api key``, ``client secret``)
_QUALIFIERS = frozenset("""api access private signing client app service master admin root deploy
    shared webhook secret refresh bearer encryption account db database user login basic""".split())
#: words after the stem saying the name describes something else (``token_url``)
_ELSEWHERE = frozenset("""name type url uri endpoint file path dir count length len size ttl timeout
    expiry expires expiration at enabled required min max header field param env var prefix format
    mode policy hash hashed ref id ids version label pattern hint prompt placeholder message id
    strength reset source class kind schema algorithm bits encoding lifetime duration seconds
    interval check validation user username email issuer audience scope usage cache store manager
    provider list set error status state flag input form view test example usage help""".split())
#: words before the stem saying it is not a credential (``public key``, ``primary key``)
_NOT_BEFORE = frozenset("""public pub primary foreign sort partition cache routing idempotency
    next page continuation csrf map hash row group object max eos bos pad unk""".split())
_PLACEHOLDER_RE = _lazy(r"(?i)x{3,}|\*{3,}|changeme|change[_-]?me|your[_-]|<[^<>]*>|example|dummy|redacted"
                        r"|placeholder|\.\.\.|…|todo|fixme|secret_here|here$|^replace")
_REFERENCE_RE = _lazy(r"^(?:\$|%[A-Za-z_]|\{\{|\{%|#\{|@\w|&\w|\*\w|!\w|env\.|process\.env|os\.)")
_TOKEN_RE = _lazy(r"[^\s\"'`()\[\]{}<>,;|\\]+")
_NAME_PART_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_KEYED_RE = _lazy(r"(?:--?|/)?([A-Za-z_][\w.-]{0,60}?)(=(?!=)|:(?!//))(?=.)")
_PROSE_WORDS = frozenset("is was are be to for of the a an its it new now: set use using with as".split())
_WINDOW = 120  # characters read after a name
_TOKENS = 6  # tokens tried after a name


def _words(name: str) -> list[str]:
    return [w.lower() for w in _NAME_PART_RE.findall(name)]


def name_features(name: str) -> dict[str, float] | None:
    """Features of the name before a value (``DB_PASSWORD``, ``x-api-key``), or None when no word of
    it names a secret."""
    words = _words(name)
    last = None
    for i in range(len(words) - 1, -1, -1):
        w = words[i]
        group = _STEM_OF.get(w)
        if group is None and len(w) > 4:  # glued: dbpass, mysecret, apikey, passwordfile
            m = _STEM_RE.search(w)
            if m and (len(m.group()) >= 5 and m.start() == 0 or m.end() == len(w) and (
                    len(m.group()) >= 5 or m.group() in ("pass", "pwd") or w[:m.start()] in _QUALIFIERS)):
                group = _STEM_OF[m.group()]
        if group is not None:
            last = (i, group)
            break
    if last is None:
        return None
    i, group = last
    f = {"stem_" + group: 1.0}
    after = words[i + 1:]
    before = words[:i]
    if any(w in _ELSEWHERE for w in after):
        f["name_elsewhere"] = 1.0
    if after and not any(w.isdigit() for w in after):
        f["name_after"] = 1.0
    if before and before[-1] in _NOT_BEFORE:
        f["name_not_before"] = 1.0
    if any(w in _QUALIFIERS for w in before):
        f["name_qualified"] = 1.0
        f["qualified_" + group] = 1.0
    if name.isupper() and len(name) > 3:
        f["name_upper"] = 1.0
    return f


def value_features(value: str) -> dict[str, float]:
    """Features of a candidate value alone."""
    n = len(value)
    f: dict[str, float] = {}
    for lo, hi in ((0, 6), (6, 8), (8, 12), (12, 20), (20, 32), (32, 64), (64, 10 ** 9)):
        if lo <= n < hi:
            f[f"len_{lo}"] = 1.0
    lower = sum(c.islower() for c in value)
    upper = sum(c.isupper() for c in value)
    digit = sum(c.isdigit() for c in value)
    other = n - lower - upper - digit
    classes = (lower > 0) + (upper > 0) + (digit > 0) + (other > 0)
    f[f"classes_{classes}"] = 1.0
    f["digit_frac"] = digit / n
    f["upper_frac"] = upper / n
    f["other_frac"] = other / n
    counts: dict[str, int] = {}
    for ch in value:
        counts[ch] = counts.get(ch, 0) + 1
    entropy = -sum(c / n * math.log2(c / n) for c in counts.values())
    f["entropy"] = entropy / 6.0
    f["entropy_len"] = entropy * math.log2(n + 1) / 30.0
    switches = sum(1 for a, b in zip(value, value[1:])
                   if a.isalpha() and b.isalpha() and a.islower() != b.islower()
                   or a.isdigit() != b.isdigit() and (a.isalnum() and b.isalnum()))
    f["switch_frac"] = switches / max(1, n - 1)
    letters = lower + upper
    if letters:
        vowels = sum(value.lower().count(c) for c in "aeiou")
        f["vowel_frac"] = vowels / letters
        run = longest = 0
        for c in value.lower():
            if c.isalpha() and c not in "aeiouy":
                run += 1
                longest = max(longest, run)
            else:
                run = 0
        f["consonant_run"] = min(longest, 8) / 8.0
    parts = _NAME_PART_RE.findall(value)
    if parts:
        wordy = sum(1 for p in parts if len(p) >= 3 and p.isalpha() and
                    0.2 <= sum(p.lower().count(c) for c in "aeiouy") / len(p) <= 0.7)
        f["wordy_frac"] = wordy / len(parts)
    if value.isdigit():
        f["number"] = 1.0
    elif re.fullmatch(r"[0-9a-fA-F]+", value):
        f["hex"] = 1.0
        if n in (32, 40, 64, 128):
            f["digest_len"] = 1.0
    if re.fullmatch(r"v?\d+(?:[.-]\d+)+\w*", value):
        f["version"] = 1.0
    if "://" in value:
        f["url"] = 1.0
    elif "/" in value:
        f["slash"] = 1.0
    if "@" in value and "." in value.split("@")[-1]:
        f["email"] = 1.0
    if re.fullmatch(r"[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+\(?\)?", value):
        f["dotted_code"] = 1.0
    if value.endswith(("(", ")")) or "()" in value or "=>" in value:
        f["call"] = 1.0
    if _REFERENCE_RE.search(value):
        f["reference"] = 1.0
    if _PLACEHOLDER_RE.search(value):
        f["placeholder"] = 1.0
    if value.endswith((":", ".", ",", "?", "!")):
        f["trailing_punct"] = 1.0
    if value.lower() in ("true", "false", "none", "null", "nil", "yes", "no", "on", "off", "undefined"):
        f["literal_word"] = 1.0
    if re.fullmatch(r"[a-z]+(?:[_-][a-z]+)*", value):
        f["lower_words"] = 1.0
    if re.fullmatch(r"[A-Z][A-Z0-9_]+", value):
        f["const_name"] = 1.0
    if re.fullmatch(r"[a-z]+(?:[A-Z][a-z]+)+|(?:[A-Z][a-z]+){2,}", value):
        f["camel_words"] = 1.0
    return f


def _separator_features(between: str, tokens_between: int) -> dict[str, float]:
    s = between.strip(" \t\"'`")
    f: dict[str, float] = {}
    if not s and tokens_between == 0:
        f["sep_blank"] = 1.0
    elif s in ("=", ":=", "=>", "->", "?=", "+="):
        f["sep_assign"] = 1.0
    elif s == ":":
        f["sep_colon"] = 1.0
    elif s in ("(", "=(", "= (", ":(", "(\"", "('"):
        f["sep_call"] = 1.0
    elif s in ("\":", "\": ", "\":\"", "':"):
        f["sep_colon"] = 1.0
    if "\n" in between:
        f["sep_newline"] = 1.0
    if between.rstrip(" \t").endswith(("\"", "'", "`")):
        f["quoted"] = 1.0
    f[f"gap_{min(tokens_between, 3)}"] = 1.0
    return f


def candidates(text: str):
    """(start, end, features) of every token that follows a secret's name on its line, at most
    `_TOKENS` tokens after it. The name is the identifier holding the stem; a ``name=value`` glued
    into one token yields its value."""
    lowered = text.lower()
    seen: set[int] = set()
    for m in _STEM_RE.finditer(lowered):
        # the identifier holding the stem
        s = m.start()
        while s > 0 and (text[s - 1].isalnum() or text[s - 1] in "_-."):
            s -= 1
        e = m.end()
        while e < len(text) and (text[e].isalnum() or text[e] in "_-."):
            e += 1
        name = text[s:e].strip("-.")
        nf = name_features(name)
        if nf is None:
            continue
        if e in seen:
            continue
        seen.add(e)
        line_end = text.find("\n", e)
        if line_end < 0 or line_end - e > _WINDOW:
            line_end = min(len(text), e + _WINDOW)
        if line_end == e or not text[e:line_end].strip(" \t\"':=,{"):
            # a name alone at the end of its line: the next line's first tokens
            nxt = text.find("\n", line_end + 1)
            line_end = min(len(text), nxt if nxt >= 0 else len(text), line_end + 1 + _WINDOW)
        pos = e  # the end of the last word-like token (or of the name)
        k = 0  # word-like tokens seen
        for tm in _TOKEN_RE.finditer(text, e, line_end):
            ts, te = tm.span()
            token = tm.group().lstrip("=:>")
            ts = te - len(token)
            if not any(c.isalnum() for c in token):
                continue  # (a separator: `:`, `=`, `=>`, `-`)
            if k >= _TOKENS:
                break
            glued = _KEYED_RE.match(token)
            if glued and glued.end() < len(token):
                if k > 0:
                    break  # another name=value: its own name decides
                ts += glued.end()
            token = text[ts:te].rstrip(".,:;!?")
            te = ts + len(token)
            between = text[pos:ts]
            pos = tm.end()
            k += 1
            if len(token) < 4 or _MARKER_PREFIX in token or "REDACTED" in token:
                continue
            f = dict(nf)
            f.update(_separator_features(between, k - 1))
            words_between = [w.lower() for w in re.findall(r"[A-Za-z]+", text[e:ts])]
            if words_between and all(w in _PROSE_WORDS for w in words_between):
                f["prose_between"] = 1.0
            vf = value_features(token)
            f.update(vf)
            # crosses: how strongly the name says secret, with how random the value is
            for group in STEMS:
                if "stem_" + group in nf:
                    f[f"x_{group}_entropy"] = vf["entropy"]
                    f[f"x_{group}_switch"] = vf["switch_frac"]
                    f[f"x_{group}_gap0"] = 1.0 if k == 1 else 0.0
            if k == 1 and ("sep_assign" in f or "sep_colon" in f or "sep_blank" in f and "quoted" in f):
                f["direct"] = 1.0
            yield ts, te, f


class Model:
    """Weights of a logistic model over the features of `candidates`."""

    def __init__(self, weights: dict[str, float], bias: float, threshold: float):
        self.weights, self.bias, self.threshold = weights, bias, threshold

    def score(self, features: dict[str, float]) -> float:
        z = self.bias + sum(self.weights.get(k, 0.0) * v for k, v in features.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def find(self, text: str) -> list[tuple[int, int]]:
        return [(s, e) for s, e, f in candidates(text) if self.score(f) >= self.threshold]


class Trees(Model):
    """Gradient-boosted trees over the features of `candidates`: ``[feature, threshold, left,
    right]`` nodes (left when the feature, 0 when absent, is at most the threshold), ``[value]``
    leaves; the score is the logistic of the base plus every tree's leaf."""

    def __init__(self, trees: list, base: float, threshold: float):
        super().__init__({}, base, threshold)
        self.trees = trees

    def score(self, features: dict[str, float]) -> float:
        z = self.bias
        for node in self.trees:
            while len(node) == 4:
                node = node[2] if features.get(node[0], 0.0) <= node[1] else node[3]
            z += node[0]
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


_model: Model | None = None


def model() -> Model:
    global _model
    if _model is None:
        data = json.loads(MODEL_FILE.read_text())
        _model = Trees(data["trees"], data["base"], data["threshold"])
    return _model


def find(text: str) -> list[tuple[int, int]]:
    """Spans of values the model scores as secrets."""
    return model().find(text)
