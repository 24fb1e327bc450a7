"""A credential's change, announced: the value a password, a key, a token or a code was changed to.

"the Wi-Fi password was changed to X", "master code changed to X", "the jenkins.int password is now X", "I rotated the
live key, new one is X", "safe code reset to X", "new password is X": a secret's noun, then within the sentence (or
the next one: "the lever key was rotated. new one is X") a verb of change -- ``changed to``, ``reset to``, ``set to``,
``updated to``, ``rotated to``, ``is now``, ``new one is`` -- and the value. What the sentence promises is the new
credential, so the value is judged by that promise and not by its look: a person's short password (``scan17``), four
digits or more (a door's or a menu's code), capitals and digits, hex -- not a word, a number below four digits, a
version, a quantity (``30s``, ``4096``'s setting: "the token limit was changed to 4096"), a hash or encoding's name
(``sha256``, ``utf8``, ``argon2id``), a reference or a placeholder.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _is_placeholder, _is_reference, _lazy
from memtool.privacy.names import secret_name

#: the nouns of a credential (the English ones; a code or a PIN opens a door, a safe or a menu)
_NOUNS = r"password|passphrase|passwd|passcode|pwd|pin|code|key|token|secret|credentials?"
_CHANGED = (r"(?:(?:was|has[ \t]+been|been|got|is|were|are)[ \t]+)?(?:changed|reset|set|updated|rotated)[ \t]+to"
            r"|(?:is|are)[ \t]+now|new[ \t]+one[ \t]+is|new[ \t]+one:")
CHANGED_TO_RE = _lazy(  # (tried from the start of each line holding a verb of change: the noun stands before it)
    r"(?i)[^\n]*?(?<![\w-])(?P<key>" + _NOUNS + r")\b(?P<between>[^\n]{0,80}?)\b(?:" + _CHANGED + r")[ \t]*[:=]?[ \t]*"
    r"(?P<q>[`'\"]?)(?P<uv>[^\s`'\"]{4,128}?)(?P=q)(?=[.,;:!?)]*(?:[ \t\r\n]|$))")
#: "new password is X", "new routing key for checkout-api after the split: X": a new credential's noun, then ``is`` or ``:``
NEW_NOUN_RE = _lazy(
    r"(?i)(?<![\w-])new[ \t]+(?:[\w'-]+[ \t]+){0,3}?(?P<key>" + _NOUNS + r")\b(?P<between>[^\n.;:]{0,60}?)(?:[ \t]+is|:)"
    r"[ \t]*(?P<q>[`'\"]?)(?P<uv>[^\s`'\"]{4,128}?)(?P=q)(?=[.,;:!?)]*(?:[ \t\r\n]|$))")
#: words between the noun and the verb that make the value a setting of the noun, not the credential
_SETTING_RE = _lazy(r"(?i)\b(?:limit|length|size|count|timeout|ttl|lifetime|expir\w*|duration|policy|format|mode|type"
                    r"|scope|name|port|version|level|window|interval|budget|max\w*|min\w*|history|age|attempts?|requests?"
                    r"|hash\w*|algorithm|encoding|cipher|field|column|header|label|owner|path|file|location|url|endpoint"
                    r"|gpio|led|pins|button|reset[ \t]+pin)\b")
#: the name of a hash, an encoding, a cipher or a protocol's version: what a credential's *setting* is changed to
_ALGORITHM_RE = _lazy(r"(?i)(?:md5|sha-?\d*|utf-?\d+|base\d+|argon2\w*|pbkdf2\w*|bcrypt|scrypt|aes-?\d*\w*|rsa-?\d*"
                      r"|ed25519|x25519|hs\d+|rs\d+|es\d+|tls\d*\S*|http/?\d*\S*|v\d+(?:\.\d+)*\S*|\d+(?:\.\d+)+\S*)")
_QUANTITY_RE = _lazy(r"\d+(?:\.\d+)?(?:[a-zA-Z]{1,3}|%)")
_PIN_NAME_RE = _lazy(r"[A-Z]{1,6}\d{1,3}")
_RUNS = ("0123456789", "9876543210")


def changed_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The new credential's value: not a word, a short number, a version, a quantity, an algorithm's name, a run of
    digits or one repeated, a reference or a placeholder; and no setting word between the noun and the verb."""
    core = value.rstrip(".,;:!?)")
    if len(core) < 4 or _SETTING_RE.search(m.group("between")) or _is_placeholder(core) or _is_reference(core):
        return False
    if "/" in core or "@" in core or "://" in core or core[0] in "-$%{<[(":
        return False  # (a path, an address, a flag, a template)
    if _ALGORITHM_RE.fullmatch(core) or _QUANTITY_RE.fullmatch(core) or _PIN_NAME_RE.fullmatch(core):
        return False  # (GPIO13, COM3: a pin's or a port's name)
    before = m.string[max(0, m.start("key") - 40):m.start("key")].split()
    if before and secret_name(f"{before[-1]}_{m.group('key')}") is None:
        return False  # (a cache key, an idempotency key, a sort key: the noun names no credential)
    if core.isdigit():
        return len(set(core)) > 1 and not any(core in run for run in _RUNS)
    if core.isalpha():
        return core.isupper() and len(core) >= 6 or not core.islower() and not core.istitle() and len(core) >= 8
    return any(c.isdigit() for c in core) and any(c.isalpha() for c in core)


HINTS = ("changed to", "reset to", "set to", "updated to", "rotated to", "is now", "are now", "new one")

SPECS = (
    ("password", CHANGED_TO_RE, changed_value_ok, HINTS, ("uv",), "line"),
    ("password", NEW_NOUN_RE, changed_value_ok, ("new ",), ("uv",), "hint"),  # (tried only where "new " stands)
)
