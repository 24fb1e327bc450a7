"""Values the text itself says are public: the writer's own comment beside them.

``mixpanel_token: … # project token, public by design``, ``STREAM_API_KEY=…`` then ``# the key is public (client side), the secret stays
server side``: whoever wrote the line says what the value is, in the comment that belongs to it --
on the value's own line after it, or on a comment line right below whose subject is the last word
of the value's name (``the key is public`` under ``…_API_KEY=``). A comment that only mentions
something public (``# used by the public API``), denies it (``# not public``, ``# never make this
public``), makes it a condition (``# rotate if this is public``) or speaks of another value says
nothing about this one; nor can a comment make public what its name calls a secret, a password or
a private key, or what has a provider secret's own format (``sk_live_…  # public by design``). A comment that
labels the value as a client's key (``// browser (client-side) key``, ``# mobile app token``) says the same, unless
it warns (``do not commit``, ``leaked``, ``rotate``).

Writers say it in more words than "public": the value *ships* in the app, the bundle or the page (``// SDK key,
ships in the app``), is *served* or sent to every visitor, is *safe to* ship, expose or commit, is *meant to be*
public, is *not a secret* -- and they say it where the value's comment stands in their language, not always after
it: on a comment line right above (``<!-- web-font licence key: served to every visitor -->`` over the element that
carries it), or on the comment that closes the value's statement a few lines below (Swift's ``let braze =
Braze(configuration: configuration)  // SDK key, ships in the app`` under the ``Braze.Configuration(apiKey: …)`` it
builds). Away from the value's line the comment must name what the value is (the name's last word: the *key*, the
*token*) and no other value of that kind may stand between them; the same denials, conditions and warnings hold
(``do NOT ship in the app bundle``, ``if it ships in the app, rotate``, ``safe to commit?``).

A comment can also say the values under it are a tool's documented defaults -- ``# ^ stock example: replace before
exposing the server`` under FreeRADIUS's client block, ``// the SDK's documented debug keystore`` closing Gradle's,
``# demo credentials published by IBKR for the public demo account``: anyone can try them, a leak tells nothing the
documentation does not (the labelling rule of ``tests/redaction_dev/README.md``). That holds under a password's name too,
for a value a person types (not generated, not a provider secret's format), unless the comment says it changed or
leaked; the comment is the one over the value's block (no blank line between), on its line, or the first within five
lines below.
"""

from __future__ import annotations

from collections.abc import Iterator

from memtool.privacy import clientside
from memtool.privacy.checks import _LazyRegex, _lazy, _looks_random

#: what a comment says to call its value public, and nothing else: "public by design", "publishable", "is/are public"
#: ending its clause (``is public (client side)``; not ``is public for now``, ``is public?``); a comment that only
#: starts with the word (``# public repo``, ``# public upload key, write access``) says nothing of the value
_PUBLIC_SAID_RE = _lazy(r"(?i)\bpublic[ \t]+by[ \t]+design\b|\bpublishable\b"
                        r"|\b(?:is|are)[ \t]+public(?=[ \t]*(?:$|[(,;.\u2013\u2014-]|by\b))"
                        # shipped to every client, in more words: ships in the app, served to every visitor, safe to
                        # expose, meant to be public, not a secret (never asked: ``safe to commit?``)
                        r"|\bship(?:s|ped|ping)?[ \t]+(?:in|with|inside|to)[ \t]+(?:(?:the|every|each|all|our|a|any)[ \t]+)?"
                        r"(?:[\w-]+[ \t]+){0,2}?(?:apps?|clients?|browsers?|bundles?|binar(?:y|ies)|builds?|pages?|front[- ]?ends?"
                        r"|websites?|sites?|firmware|apk|ipa)\b(?![ \t]*\?)"
                        r"|\b(?:served|sent|delivered|visible)[ \t]+(?:to|in)[ \t]+(?:every|each|all|any)[ \t]+(?:[\w-]+[ \t]+)?"
                        r"(?:visitors?|browsers?|clients?|users?|pages?|apps?|devices?)\b(?![ \t]*\?)"
                        r"|\bsafe[ \t]+to[ \t]+(?:ship|expose|publish|embed|share|commit)\b(?![^\n?]{0,30}\?)"
                        r"|\b(?:meant|designed|intended)[ \t]+to[ \t]+be[ \t]+public\b|\bnot[ \t]+a[ \t]+secret\b(?![ \t]*\?)")
_DENIED_RE = _lazy(r"(?i)\b(?:not|never|n't|non|isn't|aren't)[ \t-]+(?:\w+[ \t]+)?(?:public|publishable|safe|ship|shipped|served)\b"
                   r"|\b(?:if|unless|when|whether|once|before|until)\b[^.;\n]{0,40}\b(?:public|safe|ships?|shipped|served|sent)\b")
#: the comment after the value on its line
_TRAILING_RE = _lazy(r"[\"']?[,;]?[ \t]+((?:#|//)[^\n]{0,120})")
#: the name the value is assigned to: ``NAME=``, ``name: ``
_NAME_RE = _lazy(r"([A-Za-z_][\w.-]{0,63})[\"']?[ \t]*(?:=|:)[ \t]*[\"']?$")
_PRIVATE_NAME_RE = _lazy(r"(?i)secret|pass|pwd|priv")
#: a comment line right below: ``# the key is public (client side)``
_BELOW_RE = _lazy(r"(?:[^\n]*\n){0,2}?[ \t]*((?:#|//)[^\n]{0,160})")


def said_public(text: str, start: int, end: int) -> bool:
    """Does the comment that belongs to ``text[start:end]`` say it is public?"""
    if clientside.secret_format(text[start:end]):
        return False  # (a provider secret's own format -- ``sk_live_…  # public by design`` -- whatever the comment says)
    if said_default(text, start, end):
        return True
    name = _NAME_RE.search(text, max(0, start - 80), start)
    if name is not None and _PRIVATE_NAME_RE.search(name.group(1)):
        return False  # (a name saying secret, password or private: the comment cannot make it public)
    trailing = _TRAILING_RE.match(text, end)
    if trailing is not None:
        return _says_public(trailing.group(1), name.group(1) if name is not None else "")
    line_end = text.find("\n", end)
    if name is None:
        return False
    below = _BELOW_RE.match(text, line_end + 1) if line_end >= 0 else None
    subject = name.group(1).replace("-", "_").replace(".", "_").split("_")[-1].lower()
    if below is not None and len(subject) >= 3 and _says_public(below.group(1)) and (
            f"the {subject} is public" in below.group(1).lower().replace("  ", " ")):
        return True
    kind = _KIND_RE.search(name.group(1))  # (what the value is, for a comment away from its line: ``apiKey`` -> key)
    if kind is None:
        return False
    word = _KIND_WORD_RES[kind.group(1).lower()]
    return _said_above(text, start, word, name.group(1)) or _said_closing(text, end, word, name.group(1))


#: the kind a name's last word gives its value (``apiKey``, ``data-licence-key``, ``sitekey``, ``ACCESS_TOKEN``)
_KIND_RE = _lazy(r"(?i)(key|token)$")
#: the kind's word anywhere in a line (``SDK key``, ``secretKey``, ``site_key``)
_KIND_WORD_RES = {"key": _lazy(r"(?i)keys?\b"), "token": _lazy(r"(?i)tokens?\b")}
#: a line that is only a comment (``#``, ``//``, ``<!--``, ``/*``, ``*``, ``--``, ``;``)
_COMMENT_LINE_RE = _lazy(r"[ \t]*(?:#|//|<!--|/\*|\*|--|;)")
#: a comment after code on a line: `` // …`` or `` # …`` (not a URL's ``://`` or a ``#fragment``)
_LINE_COMMENT_RE = _lazy(r"(?:^|[ \t])(?://|#)[ \t]")


def _lines_above(text: str, start: int, count: int) -> Iterator[str]:
    """The lines above the one holding ``start``, nearest first, at most ``count``."""
    top = text.rfind("\n", 0, start)
    for _ in range(count):
        if top <= 0:
            return
        begin = text.rfind("\n", 0, top) + 1
        yield text[begin:top]
        top = begin - 1


def _lines_below(text: str, end: int, count: int) -> Iterator[str]:
    """The rest of the line from ``end``, then the lines below it, at most ``count`` in all."""
    begin = end
    for _ in range(count):
        if begin >= len(text):
            return
        stop = text.find("\n", begin)
        yield text[begin:stop if stop >= 0 else len(text)]
        if stop < 0:
            return
        begin = stop + 1


def _said_above(text: str, start: int, word: _LazyRegex, name: str) -> bool:
    """The comment lines right above the value's line name its kind and say it is public."""
    for line in _lines_above(text, start, 3):
        if _COMMENT_LINE_RE.match(line) is None:
            return False
        if word.search(line) is not None:
            return _says_public(line, name)
    return False


def _said_closing(text: str, end: int, word: _LazyRegex, name: str) -> bool:
    """The first comment after the value -- later on its line (``apiKey: '…', region: 'eu' }); // public browser
    key``) or within four lines below, before a blank line or another value of its kind -- names the kind and says
    it is public (the comment closing the statement: ``)  // SDK key, ships in the app``)."""
    for row, line in enumerate(_lines_below(text, end, 5)):
        if row and not line.strip():
            return False
        at = 0 if row and _COMMENT_LINE_RE.match(line) is not None else None
        if at is None:
            comment = _LINE_COMMENT_RE.search(line)
            at = comment.start() if comment is not None else None
        if word.search(line, 0, len(line) if at is None else at) is not None:
            return False  # (another value of the same kind before any comment: the comment is not this one's)
        if at is not None:
            return word.search(line, at) is not None and _says_public(line[at:].lstrip(), name)
    return False


#: what a comment says to call its values a tool's documented default, demo or stock values (``# ^ stock example``,
#: ``// the SDK's documented debug keystore``, ``# the public broker's documented shared login``, ``# demo credentials
#: published by IBKR for the public demo account``): anyone can try them, a leak tells nothing the docs do not
_DEFAULT_SAID_RE = _lazy(r"(?i)\bdocumented[ \t]+(?:[\w'-]+[ \t]+){0,2}?(?:defaults?|demo|test|sample|example|debug|shared)\b"
                         r"|\bstock[ \t]+(?:example|default|config(?:uration)?|credentials?|passwords?|secret|login)\b"
                         r"|\b(?:demo|test|sandbox)[ \t]+(?:credentials|logins?|accounts?|users?|passwords?|keys?)[ \t]+published\b"
                         r"|\bpublished[ \t]+by[ \t]+[\w.-]+[ \t]+for[ \t]+(?:the[ \t]+)?public\b")
#: the same comment says the value is no longer, or is not, that default (``changed from the stock password``)
_UNDONE_RE = _lazy(r"(?i)\b(?:not|no[ \t]+longer|isn't|wasn't|instead[ \t]+of|changed|replaced|rotated|leaked|from)\b")


def said_default(text: str, start: int, end: int) -> bool:
    """Does the comment over the value's block say its values are a tool's documented defaults (a comment line above
    it, with no blank line between, on its line, or the first comment within five lines below)? Never a value that
    looks generated or has a provider secret's format: a documented default is one people can read and type."""
    window = text[max(0, start - 400):end + 600]  # (the comment's words, looked for first: most values have none near)
    if "ocumented" not in window and "tock" not in window and "ublished" not in window:
        return False
    value = text[start:end]
    if len(value) > 40 or _looks_random(value, 12) or clientside.secret_format(value):
        return False
    for line in _lines_above(text, start, 4):  # (the comment lines above, over a block without a blank line)
        if not line.strip():
            break
        if _COMMENT_LINE_RE.match(line) is not None:
            return _says_default(line)
    for row, line in enumerate(_lines_below(text, end, 6)):  # (the comment on its line or the first one below,
        if row and not line.strip():  # before a blank line)
            return False
        comment = _LINE_COMMENT_RE.search(line)
        if comment is not None or row and _COMMENT_LINE_RE.match(line) is not None:
            return _says_default(line[comment.start() if comment is not None else 0:])
    return False


def _says_default(comment: str) -> bool:
    said = _DEFAULT_SAID_RE.search(comment)
    return said is not None and _UNDONE_RE.search(comment, 0, said.start()) is None and _WARNED_DEFAULT_RE.search(
        comment) is None


#: a default's comment that warns it leaked or was used for real (``# stock password -- leaked in the ticket``)
_WARNED_DEFAULT_RE = _lazy(r"(?i)\b(?:leak|leaks|leaked|exposed|compromised|oops|real|prod(?:uction)?[ \t]+(?:password|key|secret))\b")


def _says_public(comment: str, name: str = "") -> bool:
    return ((_PUBLIC_SAID_RE.search(comment) is not None
             or _CLIENT_LABEL_RE.match(comment) is not None and _NOT_A_CLIENTS_RE.search(name) is None)
            and _DENIED_RE.search(comment) is None and _WARNED_RE.search(comment) is None)


#: a comment that labels its value as the client's key: ``// browser (client-side) key``, ``# frontend SDK key``,
#: ``# mobile app token`` -- the kind a provider ships to every client
#: ``# public browser key``, ``# public style token for the map`` -- not ``# public upload key`` (a kind no client holds)
_CLIENT_LABEL_RE = _lazy(r"(?i)(?:#|//|<!--)[ \t]*(?:the[ \t]+|a[ \t]+)?(?:public[ \t]+)?"
                         r"(?:(?:browser|client[- ]side|front[- ]?end|web|mobile|js)(?:[ \t]*\([^()\n]{0,30}\))?[ \t]+"
                         r"|(?<=public[ \t]))(?:(?:sdk|api|app|public|style|map|site)[ \t]+)?(?:key|token|id)\b")
#: a name that says a kind a client is never handed: one user's session or access, an admin's, a server's, a signer's
_NOT_A_CLIENTS_RE = _lazy(r"(?i)session|access|refresh|bearer|admin|server|signing|webhook|service|master|deploy|"
                          r"auth[_-]?token|encrypt|licen[cs]e|storage|device|routing|project|record|job|user")
#: a warning in the same comment: it calls the value something not to expose
_WARNED_RE = _lazy(r"(?i)\b(?:do[ \t]+not|don't|never|must[ \t]+not|should[ \t]+not|shouldn't|by[ \t]+mistake)\b"
                   r"|\b(?:leak|leaks|leaked|exposed|rotate|rotated|rotating|revoke|revoked|oops)\b")
