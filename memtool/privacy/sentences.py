"""Sentences that name a secret, then give it: the prose shapes of a credential, and what reads as one.

`memtool.privacy.shapes` finds a value by a structure around it; these rules find it in a sentence, whatever the
language (`memtool.privacy.languages` holds the other languages' nouns and connectors):

* "pw for staging is X", "the db password is now X", "Passwort ist X", "mot de passe : X", "das VPN-Passwort lautet X"
  (a secret noun, what it is for, a connector, the value);
* "the default admin password X was hard-coded" (the value right after the noun), "senha pzkc75";
* "my token expired so I made a new one: X", "the token for the Doe v. Example Corp database is X" (the noun earlier
  in the sentence, then ``: X`` or ``is X``);
* "use X for the keystore password", ``jwt.sign(payload, 'X')``.

`_credential` is what a value must read as where a structure or a sentence says a credential stands: generated
(letters mixed with digits or symbols, random letters) or typed by a person (a word with two or more digits); the
shapes' checks use it too. Digits after a password's noun (``Contraseña: 644845``) count only where no word between
makes them a count or a setting (`password_digits`, `COUNTED_RE`).
"""

from __future__ import annotations

import re

from memtool.privacy import languages, passwords
from memtool.privacy.checks import _UUID_RE, _harmless_after_word, _is_placeholder, _is_reference, _lazy, _random_slug
from memtool.privacy.generated import _passphrase, random_capitals
from memtool.privacy.names import _common_not_secret, code_value_is_secret, secret_name

_V = r"[^\s'\"`\\]{4,256}?"  # an unquoted value
#: trailing punctuation is the sentence's, not the value's; ``\n`` of a JSON string ends it too
_END = r"(?=[.,;:!?)]*(?:\s|$|\\[nrt]|[\"']))"
_HUMAN_RE = _lazy(r"(?=.{7})[A-Za-z]{4,}\d{2,}[!#$%&*.?@^]?")


def _credential(value: str) -> bool:
    """A value that reads as a credential where the structure says one stands: generated
    (letters mixed with digits or symbols, random letters) or typed by a person (a word with
    two or more digits: ``puffin58``)."""
    core = value.rstrip(".,;:!?)")
    if len(core) < 6 or _common_not_secret(core) or _is_placeholder(core) or _is_reference(core):
        return False
    return (code_value_is_secret(core, "password") or bool(_HUMAN_RE.fullmatch(core)) or random_capitals(core)
            or core.count("-") >= 3 and _passphrase(core))  # (four words or more joined by '-': a passphrase)


_NOUNS = (r"pw|pwd|pass(?:word|wd|phrase)?|" + languages.PROSE_NOUNS
          + r"|secret|token|creds|api[ _-]?key|access[ _-]key")
_CONNECT = (r"(?:[ \t](?:is|was|ist|war|est|es|era|é|är|jest|je|to|now)" + languages.PROSE_CONNECT
            + languages.CHANGED_TO_MORE + r"|[ \t]*(?::|：|->|=>|=))"
            r"(?:[ \t]+(?:now|still|currently|set[ \t]+to|changed[ \t]+to|jetzt|maintenant|ahora"
            r"|agora|nu|teraz|now[ \t]+set[ \t]+to))?")
#: "pw for staging is X", "the db password is now X", "Passwort ist X", "mot de passe : X", "das VPN-Passwort lautet X"
PROSE_MORE_RE = _lazy(
    r"(?i)(?<![\w-])(?:[^\W\d_]{2,20}-)?(?P<key>" + _NOUNS + r")(?:[ \t]+(?:(?:for|of|to|on|at|in|für|pour|para|de|del|van"
    r"|för|na|do" + languages.PROSE_PREPOSITIONS + r")[ \t]+)?[\w.@/'-]+){0,6}?"
    r"(?:[ \t]*\([^()\n]{1,40}\))?" + _CONNECT + r"[ \t]*:?[ \t]+"  # ("Klucz API do Bubble (prod): X", "(utente: x) è X")
    r"(?:(?P<q>[\"'`])(?P<qv>[^\"'`\s]{4,256})(?P=q)|(?P<uv>" + _V + "))" + _END)
#: "the default admin password X was hard-coded": the value right after the noun
PROSE_NEXT_RE = _lazy(r"(?i)(?<![\w-])(?:" + _NOUNS + r"|(?<=the )key)(?:[ \t]+(?:(?:" + languages.PREPOSITIONS
                      + r")[ \t]+)?[^\W\d_]{3,20})?[ \t]+`?(?P<uv>" + _V + ")`?" + _END)
#: "my token expired so I made a new one: X": a secret noun earlier in the sentence, then ``: X``
PROSE_LATER_RE = _lazy(
    r"(?i)(?<![\w-])(?:" + _NOUNS + r")\b[^\n.:`=()]{3,60}?:[ \t]+`?(?P<uv>" + _V + r")`?[ \t]*(?:\r?\n|$)")
#: "the token for the Doe v. Example Corp database is X", "set SYNAPSE_AUTH_TOKEN, the one I made for the lab account is X",
#: "I rotated the live key after the incident, new one is X": a secret noun, what it is for, then ``is X`` in one sentence
PROSE_LATER_IS_RE = _lazy(
    r"(?i)(?<![A-Za-z0-9-])(?:" + _NOUNS + r"|key)\b(?:[^\n.;!?:`=()]|\.(?=\S)){3,90}?[ \t](?:is|was)(?:[ \t]+(?:now|still))?"
    r"[ \t]+`?(?P<uv>" + _V + r")`?" + _END)
#: ``jwt.sign(payload, 'X')``, ``jwt.encode(claims, "X", algorithm=…)``: the signing secret
JWT_CALL_RE = _lazy(r"\bjwt\.(?:sign|encode|decode|verify)\([ \t]*[^,()\n]{1,80},[ \t]*" 
                    r"(?P<q>[\"'`])(?P<qv>[^\"'`\n]{4,256})(?P=q)")
#: "use X for the keystore password"
PROSE_USE_FOR_RE = _lazy(
    r"(?i)(?<![\w-])use[ \t]+`?(?P<uv>" + _V + r")`?[ \t]+(?:for|as)[ \t]+(?:the[ \t]+|a[ \t]+|my[ \t]+"
    r"|your[ \t]+)?(?:[\w-]+[ \t]+){0,2}(?:password|passphrase|pass|pw|token|secret|api[ _-]?key)\b")


def prose_more_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    key = m.group("key").lower()
    between = m.group(0)[len(m.group("key")):m.start(group) - m.start()].strip(" \t\"'`")
    if key == "pass" and group == "uv" and not between.startswith((":", "->", "=", "is", "was")):
        return False  # ("pass it to": the verb)
    if key in ("token", "secret") and group == "uv" and between.split()[-1:] == ["to"]:
        return False  # ("token to use in CI"...: "to" is no connector after an English noun)
    return (_credential(value) or (password_digits(value, key) or passwords.joined(value) and secret_name(key) == "password")
            and not COUNTED_RE.search(between + m.string[m.end(group):m.end(group) + 12]) and not _is_placeholder(value)) and not (
                _harmless_after_word(m.string, m.start("key"), key))


#: words between a password's noun and digits that make them a count or setting (password length: 123456), not it
_ENGLISH_NOUNS = frozenset("password passwd passphrase pass pwd pw passcode".split())  # (the English rule's: PROSE_RE)
COUNTED_RE = _lazy(r"(?i)\b(?:reset|requests?|attempts?|length|count|policy|changes|expir\w*|age|history|min\w*|max\w*|hash\w*|cost"
                   r"|rounds|iterations|digits|characters|chars|size)\b")


def password_digits(value: str, key: str) -> bool:
    """Four digits or more after a password's noun in any language (``Contraseña: 644845``, ``Kennwort 4559``): not a
    run, one or two repeated digits, or a date (a year too: four digits from 19 or 20)."""
    core = value.rstrip(".,;:!?)")
    return (core.isdigit() and 4 <= len(core) <= 16 and len(set(core)) > 2 and core not in "01234567890"
            and core not in "9876543210" and not (len(core) in (4, 8) and core[:2] in ("19", "20"))
            and secret_name(key) == "password")


def prose_next_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Right after the noun a value nobody writes as a word or code, or typed after a password's (``senha pzkc75``)."""
    core, noun = value.rstrip(".,;:!?)"), m.group(0).split()[0]
    return not m.group(0).lower().startswith(("pass ", "token ", "secret ")) and (_credential(core) and (any(c.isdigit() for c in core)
        or _random_slug(core)) or secret_name(noun) == "password" and noun.isalpha() and (noun.lower() not in _ENGLISH_NOUNS and (
        passwords.joined(core) or password_digits(core, noun) or _passphrase(core)) or "." in core and passwords.joined(core)))


def prose_later_is_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated: a digit and letters mixed the way generators make them, or random (not a word with a number)."""
    core = value.rstrip(".,;:!?)")
    return (prose_later_ok(value, m, group) and (_HUMAN_RE.fullmatch(core) is None or not core[:1].isupper())
            and _UUID_RE.fullmatch(core) is None  # ("the key for MaterialShaderMap changed …, guid was <uuid>": an id)
            and not _harmless_after_word(m.string, m.start(), m.group(0).split()[0]))


def prose_later_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.rstrip(".,;:!?)")
    return _credential(core) and any(c.isdigit() for c in core)
