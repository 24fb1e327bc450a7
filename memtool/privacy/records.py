"""Record identifiers: values that name a business record, a device or a job, not a credential.

A rule that reads a user then a credential on a line about logging in (`memtool.privacy.logins`)
sees ``Invoice INV-167054 account sub874071``, ``charger CP-S8R1V rejects …`` or ``Display
PLY-14829 registered, awaiting authorisation`` as a user and a generated password: a noun, then a
value with capitals, digits and a dash. What the value is says otherwise: a **typed record id**,
a short code of capitals naming the record's type (``INV``, ``CP``, ``EVSE``, ``VM``), one dash,
then a serial of capitals and digits -- the shape ticketing, billing, asset and fleet systems give
their records (``JIRA-1234``, ``INC0012345`` has no dash and is not read here). Generated
passwords and keys mix cases or symbols, or run longer, or have several groups (``O35C-HZAK-ZE5D``,
licence keys): one prefix and one serial is an id -- labelled by the word before it, as a
record is (``Invoice INV-167054``), not standing in a pair's place (``deploy / AB-12345``,
``user:AB-12345``). Under a name saying secret (``password: AB-12345``, ``PIN CP-4411``) the value
stays what the name says.

A **labelled id** is any id-shaped value (letters, digits, ``._:/-``) right after a noun naming a record, a run or
a thing a system counts -- ``(job 8f3a…)``, ``Envelope 3f1c…``, ``Trace id 96447c78…``, ``Plaid item X``,
``request_id: X`` -- even where the nearby pass or a login rule saw a secret's word earlier on the line (``The API
token was rotated yesterday. (job X)``). Not inside the clause of a secret's word (``password for device: X``),
not after the nouns a login or a credential stands after (user, account, session, client, key, token), never a
provider secret's format or a JWT.
"""

from __future__ import annotations

import re

from memtool.privacy import clientside
from memtool.privacy.checks import _lazy
from memtool.privacy.names import secret_name

#: a type code of 2-5 capitals, one dash, a serial of 3-10 capitals and digits holding a digit
_TYPED_ID_RE = _lazy(r"[A-Z]{2,5}-(?=[A-Z]*\d)[A-Z0-9]{3,10}")
#: a word before the value, on its line, saying it is a secret (then it is one, whatever its shape)
_SECRET_SAID_RE = _lazy(r"(?i)pass|pwd|secret|token|cred|auth|key|\bpin\b|code|otp")


#: a word then a blank right before the value: a label (``Invoice INV-1``), not a pair's separator (``deploy / X``)
_LABEL_BEFORE_RE = _lazy(r"[A-Za-z][\w]{0,40}[ \t]+$")


def typed_id(text: str, start: int, value: str) -> bool:
    """A typed record id (``INV-167054``, ``CP-S8R1V``) after a word that labels it, with no word
    saying secret just before it on its line."""
    if _TYPED_ID_RE.fullmatch(value.rstrip(".,;")) is None:  # (``case numbers look like CS-862242.``: the sentence ends)
        return False
    label = _LABEL_BEFORE_RE.search(text, max(0, start - 48), start)
    if label is None or secret_name(label.group().strip()) is not None:
        return False  # (a pair's separator before it; a secret's name in any language: ``Kennwort AB-12345``)
    line_start = max(text.rfind("\n", 0, start) + 1, start - 40)
    return _SECRET_SAID_RE.search(text, line_start, start) is None


#: nouns that name a record, a run or a thing a system counts, whose value is what finds it: ``job 8f3a…``,
#: ``Envelope 3f1c…``, ``trace id …``, ``request_id: …``. Not the nouns a login or a credential stands after
#: (``user``, ``account``, ``session``, ``subscription``, ``webhook``, ``client``, ``app``, ``key``, ``token``)
_RECORD_NOUNS = frozenset("""
    job run build pipeline deployment revision commit changeset envelope document order invoice ticket case issue
    incident alert request trace span correlation transaction txn payment refund charge shipment parcel device
    node instance container pod cluster workspace tenant org organization collection index point vector frame
    study series image episode track album playlist sample batch lot listing record row item asset message event
    notification delivery task workflow execution submission object blob artifact
""".split())
_ID_WORDS = frozenset("id uid uuid guid".split())
_LAST_WORD_RE = _lazy(r"(?<![\w.-])([A-Za-z]+)[\"']?(?:[ \t]*[:=#][ \t]*|[ \t]+)[\"'(]?$")
_WORD_BEFORE_RE = _lazy(r"([A-Za-z]+)[ \t_-]+$")
_NOT_PUBLIC_BEFORE_ID = frozenset("session sess secret access key token api auth private password pass device".split())
#: the noun, an optional ``id``/``ID``/``#``/``no.``/``number``/``uid``, then the separator just before the value
_LABELLED_RE = _lazy(r"(?i)(?<![\w.-])([a-z]+)(?:[ _-]?(?:id|uid|uuid|guid|ids|#|no\.?|number|ref))?[\"']?"
                     r"(?:[ \t]*[:=#][ \t]*|[ \t]+)[\"'(]?$")


def labelled_id(text: str, start: int, value: str) -> bool:
    """A value the text labels as a record's: the noun of a job, an envelope, an order, a trace… (``(job
    8f3a…)``, ``Trace id 96447c78…``, ``request_id: …``) right before it -- not a provider secret's format, not a
    noun in a clause that names a secret (``password for device: X``; ``The API token was rotated. (job X)`` is
    the job's)."""
    last = _LAST_WORD_RE.search(text, max(0, start - 40), start)
    if last is not None and last.group(1).lower() in _ID_WORDS:  # (``connection with id X``: the label is id itself)
        before = _WORD_BEFORE_RE.search(text, max(0, last.start(1) - 30), last.start(1))
        if before is not None and before.group(1).lower() in _NOT_PUBLIC_BEFORE_ID:
            return False  # (``session id X``, ``secret id X``, ``key id X``: half a credential or the session)
        m = last
    else:
        m = _LABELLED_RE.search(text, max(0, start - 40), start)
        if m is None or m.group(1).lower() not in _RECORD_NOUNS:
            return False
    clause = max(text.rfind(c, max(0, m.start(1) - 60), m.start(1)) for c in ".!?;()[]{}\n")  # (its clause's start)
    if _SECRET_SAID_RE.search(text, max(clause + 1, m.start(1) - 60), m.start(1)) is not None:
        return False  # (``password for device: X``, ``Wi-Fi password for device node X``: the secret's own clause)
    return (_ID_CHARS_RE.fullmatch(value) is not None and not clientside.secret_format(value)
            and not value.startswith("eyJ"))


#: what ids are made of (a password's symbols are not: ``(job Xk2$9!)`` stays what it may be)
_ID_CHARS_RE = _lazy(r"[A-Za-z0-9][A-Za-z0-9._:/-]*")


#: a Kubernetes or compose env entry, its name on the line above its value (``- name: REVISION`` / ``value: "…"``;
#: ``"name": "BUILD_SHA",`` / ``"value": "…"``), and the name's last word saying the value is a revision, a digest or
#: an id -- what a nearby secret's word (``secretKeyRef`` two lines up) does not make it
_ENTRY_VALUE_RE = _lazy(r"(?:^|\n)[ \t]*(?:-[ \t]+)?\\?[\"']?value\\?[\"']?[ \t]*:[ \t]*\\?[\"']?$")
_ENTRY_NAME_RE = _lazy(r"\bname\\?[\"']?[ \t]*:[ \t]*\\?[\"']?([A-Za-z][\w.-]{0,80})\\?[\"']?,?[ \t]*\n[^\n]*$")
_SAYS_ID_WORDS = frozenset("revision rev sha commit hash digest checksum etag version build id uuid guid".split())


def env_entry_id(text: str, start: int, value: str) -> bool:
    """The value of an env entry whose name (the line above) ends in revision, sha, commit, digest, version, id…"""
    if _ENTRY_VALUE_RE.search(text, max(0, start - 40), start) is None or _ID_CHARS_RE.fullmatch(value) is None:
        return False
    if cookie_list_open(text, start):
        return False  # (``"name": "session_id"`` in a list of cookies: what the cookie holds logs one in)
    m = _ENTRY_NAME_RE.search(text, max(0, start - 160), start)
    if m is None:
        return False
    words = [w for w in re.split(r"[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])", m.group(1)) if w]
    return (bool(words) and words[-1].lower() in _SAYS_ID_WORDS and _SECRET_SAID_RE.search(m.group(1)) is None
            and not clientside.secret_format(value))  # (not ``SECRET_ID``: AppRole's secret id is a secret)


#: a record's token: a UUID or 32 hex under ``token``/``key`` or a record noun's ``…_token``/``…Token``/``…Key``
#: (``card_product_token``, ``checkout_token``, Marqeta's, Shopify's and UiPath's resource tokens and keys), in a JSON
#: object that is a business record -- it holds money (``amount``, ``currency``, ``line_items``, ``last_four``…), or a
#: state and another record's reference of the same kind -- or in a log line's ``token=`` beside ``amount=``. Such a token names the record (every call that takes it also
#: takes the account's key); a credential's object holds neither. Never under a credential's qualifier (``api_token``,
#: ``accessKey``, ``user_token``, ``appAccountToken``: `kinds`' qualifiers and the words a credential's name takes)
_RECORD_TOKEN_VALUE_RE = _lazy(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[0-9a-f]{32}")
_RECORD_TOKEN_NAME_RE = _lazy(r"\\?[\"']([A-Za-z_]*?)_?(token|key|Token|Key)\\?[\"'][ \t]*:[ \t]*\\?[\"']$")
_NAME_WORD_RE = _lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
#: a log line's pair (after a blank, unquoted) and the money beside it on the line
_LOG_TOKEN_NAME_RE = _lazy(r"(?<=[ \t])([A-Za-z_]*?)_?(token|key)=$")
_LOG_MONEY_RE = _lazy(r"(?<![\w.-])(?:amount|amt|currency|price|total)=\d")
_NOT_A_RECORD_WORDS = frozenset("""
    api access secret private public client app application consumer auth session service signing encryption master
    activation recovery backup storage shared primary secondary root admin user account device
    instance webhook stream ssh gpg pgp jwt hmac crypto refresh bearer oauth id bot encoded verify verification
    registration notification push csrf xsrf join invite reset magic login upload download write read ingest publish
    subscribe personal integration partner merchant vendor developer dev test live prod sandbox install
""".split())
#: (a card product's token is a record's; a product's or a licence's key opens the software)
_NOT_A_RECORD_LAST_WORDS = frozenset("product license licence serial".split())
_MONEY_MEMBER_RE = _lazy(r"\\?[\"'](?:amount|currency(?:_?code)?|price|financial_status|line_items|last_?four|last4|"
                         r"subtotal|total_price)\\?[\"'][ \t]*:")
_STATE_MEMBER_RE = _lazy(r"\\?[\"'](?:[a-z]*(?:_s|S)tate|[Ss]tate|[a-z]*(?:_s|S)tatus|[Ss]tatus)\\?[\"'][ \t]*:")
_REFERENCE_MEMBER_RE = _lazy(r"\\?[\"'][A-Za-z_]+(?:_token|Token|Key|_key|_id|Id|ID)\\?[\"'][ \t]*:[ \t]*\\?[\"']?"
                             r"([0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[0-9a-f]{32}|\d{4,})")


def enclosing_object(text: str, start: int, reach: int = 1500) -> str | None:
    """The JSON object ``start`` stands in (nested objects and arrays inside it included), within ``reach``."""
    depth, i, low = 0, start, max(0, start - reach)
    while True:
        i -= 1
        if i < low:
            return None
        ch = text[i]
        if ch in "}]":
            depth += 1
        elif ch == "[":
            depth -= depth > 0
        elif ch == "{":
            if depth == 0:
                break
            depth -= 1
    depth, j, high = 0, start, min(len(text), start + reach)
    while j < high:
        ch = text[j]
        if ch in "{[":
            depth += 1
        elif ch in "}]":
            if depth == 0:
                break
            depth -= 1
        j += 1
    return text[i:j + 1]


def record_token(text: str, start: int, value: str) -> bool:
    """A business record's token or key (see above) -- not a credential's."""
    if _RECORD_TOKEN_VALUE_RE.fullmatch(value) is None:
        return False
    m = _RECORD_TOKEN_NAME_RE.search(text, max(0, start - 60), start) or _LOG_TOKEN_NAME_RE.search(
        text, max(0, start - 40), start)
    words = [w.lower() for w in _NAME_WORD_RE.findall(m.group(1))] if m is not None else []
    if m is None or any(w in _NOT_A_RECORD_WORDS for w in words) or (
            m.group(2).lower() == "key" and words[-1:] and words[-1] in _NOT_A_RECORD_LAST_WORDS):
        return False
    if text[m.end() - 1] == "=":  # (a log line's ``token=<uuid> amount=388.37``)
        line_end = text.find("\n", start)
        return _LOG_MONEY_RE.search(text, text.rfind("\n", 0, start) + 1, line_end if line_end >= 0 else len(text)) is not None
    record = enclosing_object(text, start)
    if record is None:
        return False
    if _MONEY_MEMBER_RE.search(record) is not None:
        return True
    return (_STATE_MEMBER_RE.search(record) is not None
            and any(r.group(1) != value for r in _REFERENCE_MEMBER_RE.finditer(record)))


#: a list of cookies still open before a place (a browser's or Playwright's storage state, a HAR entry's cookies)
_COOKIE_LIST_RE = _lazy(r"(?i)cookies\\?[\"']?[ \t]*:[ \t]*\[[^\]]*$")


def cookie_list_open(text: str, start: int) -> bool:
    """Does ``start`` stand inside a list of cookies (``"cookies": [ … {"name": …, "value": …}``)?"""
    return "ookie" in text and _COOKIE_LIST_RE.search(text, max(0, start - 2000), start) is not None
