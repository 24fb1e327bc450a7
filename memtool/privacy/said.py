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
"""

from __future__ import annotations

from memtool.privacy import clientside
from memtool.privacy.checks import _lazy

#: what a comment says to call its value public, and nothing else: "public by design", "publishable", "is/are public"
#: ending its clause (``is public (client side)``; not ``is public for now``, ``is public?``); a comment that only
#: starts with the word (``# public repo``, ``# public upload key, write access``) says nothing of the value
_PUBLIC_SAID_RE = _lazy(r"(?i)\bpublic[ \t]+by[ \t]+design\b|\bpublishable\b"
                        r"|\b(?:is|are)[ \t]+public(?=[ \t]*(?:$|[(,;.\u2013\u2014-]|by\b))")
_DENIED_RE = _lazy(r"(?i)\b(?:not|never|n't|non|isn't|aren't)[ \t-]+(?:\w+[ \t]+)?(?:public|publishable|safe)\b"
                   r"|\b(?:if|unless|when|whether|once|before|until)\b[^.;\n]{0,40}\b(?:public|safe)\b")
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
    name = _NAME_RE.search(text, max(0, start - 80), start)
    if name is not None and _PRIVATE_NAME_RE.search(name.group(1)):
        return False  # (a name saying secret, password or private: the comment cannot make it public)
    trailing = _TRAILING_RE.match(text, end)
    if trailing is not None:
        return _says_public(trailing.group(1), name.group(1) if name is not None else "")
    line_end = text.find("\n", end)
    if name is None or line_end < 0:
        return False
    below = _BELOW_RE.match(text, line_end + 1)
    if below is None:
        return False
    subject = name.group(1).replace("-", "_").replace(".", "_").split("_")[-1].lower()
    comment = below.group(1)
    return (len(subject) >= 3 and _says_public(comment)
            and f"the {subject} is public" in comment.lower().replace("  ", " "))


def _says_public(comment: str, name: str = "") -> bool:
    return ((_PUBLIC_SAID_RE.search(comment) is not None
             or _CLIENT_LABEL_RE.match(comment) is not None and _NOT_A_CLIENTS_RE.search(name) is None)
            and _DENIED_RE.search(comment) is None and _WARNED_RE.search(comment) is None)


#: a comment that labels its value as the client's key: ``// browser (client-side) key``, ``# frontend SDK key``,
#: ``# mobile app token`` -- the kind a provider ships to every client
_CLIENT_LABEL_RE = _lazy(r"(?i)(?:#|//)[ \t]*(?:the[ \t]+|a[ \t]+)?(?:browser|client[- ]side|front[- ]?end|web|mobile|js)"
                         r"(?:[ \t]*\([^()\n]{0,30}\))?[ \t]+(?:(?:sdk|api|app|public)[ \t]+)?(?:key|token|id)\b")
#: a name that says a kind a client is never handed: one user's session or access, an admin's, a server's, a signer's
_NOT_A_CLIENTS_RE = _lazy(r"(?i)session|access|refresh|bearer|admin|server|signing|webhook|service|master|deploy|"
                          r"auth[_-]?token|encrypt|licen[cs]e|storage|device|routing|project|record|job|user")
#: a warning in the same comment: it calls the value something not to expose
_WARNED_RE = _lazy(r"(?i)\b(?:do[ \t]+not|don't|never|must[ \t]+not)\b|\b(?:leak|leaked|exposed|rotate|revoke)\b")
