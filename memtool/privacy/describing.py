"""A value that only repeats its name or only describes one: ``POSTGRES_PASSWORD: postgres``,
``not-a-real-secret``, ``handled by the proxy``, ``must be at least 12 characters``, ``secure=None``.
Asked by `memtool.privacy.lookalike.harmless` for every value a rule, pass or engine found; its word
lists (`_FUNCTION_WORDS`, `_INSTRUCTING_WORDS`) are read by `memtool.privacy.phrases` too, and its
words of a name (`_NAME_WORD_RE`) by `memtool.privacy.idnames`.

* **a value that repeats its name** -- ``POSTGRES_PASSWORD: postgres``, a user name given again as
  the password, a plain word given just before as another argument: redacting it hides nothing the
  name does not say;
* **a value that describes one** -- words naming a secret or a placeholder (``not-a-real-secret``,
  ``fake-db-pass``, ``FILL_ME_IN``), two words telling what to write (``choose-any-string``), where it
  is kept instead (``managed-by-mdm``);
* **prose** -- a sentence about the secret (two function words, or one first), or a plain word the
  line goes on from as a sentence (``ADMIN_PASSWORD=handled by the proxy``);
* **an example** -- a keyword argument with a constant (``timeout=5``), ``KEY=value`` with a
  placeholder after ``=``, a value shown cut short (``eyJhbGciOiJIUzI1NiJ9...``).
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _encoded_word, _lazy
from memtool.privacy.checks import lookaround_start as _line_start
from memtool.privacy.names import _common_not_secret


# -- a value that repeats its name or only describes one ----------------------------------------

#: the name a value is assigned to on its line: ``NAME: value``, ``NAME=value``, ``"name": "value"``
_NAME_BEFORE_RE = _lazy(r"([A-Za-z_][\w.-]{0,63}?)[\"']?[ \t]*(?::-|:=|:|=|=>|-)[ \t]*[\"']?$")
_USER_BEFORE_RE = _lazy(r"(?i)(?:user(?:name)?|login|uid|-u|-U)[\"']?[ \t]*[:= ][ \t]*[\"']?([\w.-]{3,64})\b")
_NAME_WORD_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_QUOTED_RE = _lazy(r"[\"'][A-Za-z]{3,12}[\"']")


def _repeats_name(text: str, start: int, value: str) -> bool:
    """``POSTGRES_PASSWORD: postgres``, ``user=admin password=admin``: the value says nothing the
    name beside it does not."""
    if not 3 <= len(value) <= 24 or not value.replace("-", "").replace("_", "").isalnum():
        return False
    line_start = _line_start(text, start)
    m = _NAME_BEFORE_RE.search(text, max(line_start, start - 80), start)
    low = value.lower()
    if m is not None and (low == m.group(1).lower()  # (``ansi_level=ansi_level``: an argument passed on)
                          or low in {w.lower() for w in _NAME_WORD_RE.findall(m.group(1))}):
        return True
    users = _USER_BEFORE_RE.findall(text, line_start, start)
    if users and users[-1].lower() == low:
        return True
    # (``create_user("alice", password="alice")``: a plain word given just before as another argument)
    return value.isalpha() and len(value) <= 12 and _QUOTED_RE.search(text[line_start:start]) is not None and (
        f'"{value}"' in text[line_start:start] or f"'{value}'" in text[line_start:start])


_DESCRIBING_WORDS = frozenset("secret secrets password passwd pass pwd token key apikey credential credentials creds fake dummy "
                              "sample example placeholder fill replace changeme todo tbd redacted".split())
_INSTRUCTING_WORDS = frozenset("choose pick any your some string here whatever something anything insert enter own".split())  # (two: an instruction)
_WORDS_ONLY_RE = _lazy(r"[A-Za-z]{2,}(?:[-_.][A-Za-z]{1,})+")


def _describes(value: str) -> bool:
    """Words only, one of them a secret's name or a placeholder's (``not-a-real-secret``, ``fake-db-pass``, ``FILL_ME_IN``),
    two telling what to write (``VERIFY_TOKEN=choose-any-string``), or where it is kept instead (``managed-by-mdm``)."""
    if _WORDS_ONLY_RE.fullmatch(value) is None:
        return False
    words = [w.lower() for w in re.split(r"[-_.]", value) if w]
    return sum(len(w) for w in words) <= 40 and (any(w in _DESCRIBING_WORDS for w in words) or sum(w in _INSTRUCTING_WORDS for w in words) >= 2
                                                 or words[0] in ("stored", "kept", "managed", "handled") and words[1] in _FUNCTION_WORDS)


#: words of a sentence: a value holding one, with a blank, is prose about the secret
_FUNCTION_WORDS = frozenset("""
    the a an by in at of to not from is are was be been for see same as must least set with on our
    via when if it this that and or no never only than stored kept handled managed rotated
    invalid missing expired wrong incorrect required unknown empty masked hidden
""".split())
_WORD_VALUE_RE = _lazy(r"[a-z]{2,12}")
_SENTENCE_RE = _lazy(r"[ \t]+([a-z]+)[ \t]+([a-z0-9]+)")


def _sentence_goes_on(text: str, end: int, value: str) -> bool:
    """``ADMIN_PASSWORD=handled by the proxy``: a plain word the line goes on from as a sentence."""
    if _WORD_VALUE_RE.fullmatch(value) is None:
        return False
    m = _SENTENCE_RE.match(text, end)
    return m is not None and (m.group(1) in _FUNCTION_WORDS or value in _FUNCTION_WORDS)


def _prose(value: str) -> bool:
    """``"must be at least 12 characters"``, ``"stored in 1Password"``, ``"see the runbook"``:
    a sentence (a passphrase of random words holds no function word, or only one, not first)."""
    words = value.lower().split()
    if len(words) < 2:
        return False
    hits = sum(1 for w in words if w.strip(".,;:!?()") in _FUNCTION_WORDS)
    return hits >= 2 or hits == 1 and words[0] in _FUNCTION_WORDS


#: ``secure=None``, ``timeout=5``: a keyword argument with a constant (a signature, a call)
_KWARG_RE = _lazy(r"[A-Za-z_]\w*=(?:None|True|False|null|nil|undefined|\d+(?:\.\d+)?)")
_KEY_NAME_RE = _lazy(r"[A-Za-z_][A-Za-z0-9_]{0,40}")


def _example(value: str, token: str) -> bool:
    """A keyword argument with a constant, ``KEY=value`` (a placeholder after ``=``), or a value
    shown cut short (``eyJhbGciOiJIUzI1NiJ9...``: judged without its ellipsis)."""
    if _KWARG_RE.fullmatch(value):
        return True
    if "=" in value.strip("="):
        name, _, rest = value.partition("=")
        if (_KEY_NAME_RE.fullmatch(name) and (name.isupper() or name.islower()) and rest.isalpha()
                and _common_not_secret(rest)):
            return True
    if token.endswith(("...", "…")):
        core = token.rstrip(".…")
        return _encoded_word(core) or _common_not_secret(core)
    return False
