"""Credentials passed by position: a call's literal arguments and a command line's words, no name beside them.

* a call that builds a client or opens a session -- its callee says so (``…Client(``, ``…Api(``, ``APISession(``,
  ``connect(``, ``login(``, ``auth…(``, ``configure(``, ``init(``/``initialize(``, ``credentials(``, ``set…Key(``,
  ``with…Secret(``), or it is a constructor or a class's factory whose result is bound to a name (``otx =
  OTXv2("…")``, ``const paddle = new Paddle("…")``, ``chat = StreamChat.getInstance('…', '…')``), or Node's
  ``require('sdk')('…')`` (the module's export configured with its key; hex of 16 counts there): its random-looking quoted
  arguments (hex of 32 or more, or 20+ letters and digits of high entropy; never a UUID) are keys;
* in such a call, a quoted e-mail address, then a quoted literal (``api = Garmin("me@mail.com", "X")``): the
  address's password, as `memtool.privacy.logins` reads a password after an address;
* a command line whose verb stores or sets a credential (``prosodyctl register USER HOST X``, ``eumdac
  set-credentials KEY X``, ``mkstore … -createCredential ALIAS USER X``, ``rabbitmqctl change_password USER X``,
  ``mc alias set NAME URL KEY X``, ``shodan init X``): its last positional word when it reads as a credential;
* Azure's keyword for a key in such a call (``SpeechConfig(subscription="X")``), and a key flag after a user's on a
  command line (``sc -u USER -k <uuid>``: Sauce Connect's access key is a UUID); Bundler's credentials for a gem
  source (``bundle config set --global HOST USER:X``, ``BUNDLE_GEMS__HOST__COM=USER:X``).

Every value found still meets `memtool.privacy.lookalike` (the caller's): a provider's client-side key
(``Stripe('pk_live_…')``, ``amplitude.init(…)``: `memtool.privacy.clientside`), a documented id
(``ObjectId("…")``: `memtool.privacy.idforms`), a digest or a fixture stays. Decoders, hashes and parsers
(``b64decode("…")``, ``bytes.fromhex``, ``sha256``) take data, not credentials: their arguments are never read.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _MARKER_PREFIX, _UUID_RE, _is_placeholder, _is_reference, _lazy, _looks_random
from memtool.privacy.logins import _addressed_value
from memtool.privacy.generated import _SNAKE_PASSPHRASE_RE
from memtool.privacy.sentences import _credential

KIND = "call-secret"
#: a quoted literal of 16-256 characters without blanks, right after ``(`` or ``,`` (its call is read then)
_ARG_RE = _lazy(r"[(,][ \t]*(?:\r?\n[ \t]*)?(?P<q>[\"'])(?P<v>[A-Za-z0-9_+/=.:~-]{16,256})(?P=q)")
#: ``require('sdk')(`` or ``require("sdk")(``: a call of a Node module's export
_REQUIRE_RE = _lazy(r"\brequire\([ \t]*[\"'][@\w./-]{1,100}[\"'][ \t]*\)[ \t]*$")
#: such a literal alone (a text holding none holds no such argument; searched faster than `_ARG_RE`)
_LITERAL_RE = _lazy(r"[\"'][A-Za-z0-9_+/=.:~-]{16,256}[\"']")
#: the callee before a ``(``: a dotted, ``::`` or ``->`` chain, maybe after ``new``
_CALLEE_RE = _lazy(r"(?P<new>\bnew[ \t]+)?(?P<callee>[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*)[ \t]*$")
#: a callee's last part that says it builds a client or opens a session
_SESSION_RE = _lazy(r"(?i)client|api(?![a-z])|session|connect|log_?[io]n|sign_?in|auth|credential|configure|config$"
                    r"|^init(?:ialize)?(?:app|sdk|client)?$|^setup$|gateway|sdk|^(?:set|with|use|add)\w*(?:key|secret|token"
                    r"|password|credentials?|license)$")
#: callees that take data: decoders, hashes, parsers, ids -- never a credential by position
_DATA_RE = _lazy(r"(?i)decode|encode|unhexlify|fromhex|b64|base64|hash|digest|sha\d|md5|hmac|uuid|objectid|parse"
                 r"|compile|^from$|^of$|regex|^re$|date|time|decimal|bigint|checksum|verify|compare|equal|assert|expect"
                 r"|log|print|format|join|split|replace|get$|^get(?!instance)|find|public|search|lookup|query|fetch|open"
                 r"|read|load|write|send|emit|push|append|checkout|commit|cherry|revert|rev_parse|error|exception|warn"
                 r"|raise|throw|test|mock|fixture|id$|attr|^(?:str|string|symbol|number|bool|boolean|array|set|map|list"
                 r"|tuple|dict|object|frozenset|bytes|bytearray|url|uri|path|text|char|chars|buffer|blob)$")
#: a statement binding the result of a call: ``x = Callee(``, ``const client = new Callee(``, ``$api = Callee::make(``
_BOUND_RE = _lazy(r"(?:^|[;{]|\n)[ \t]*(?:(?:const|let|var|val|final|auto|my|local|private|public|static|readonly|export)"
                  r"[ \t]+)*(?P<name>[$\w.\[\]'\"]{1,64})[ \t]*(?::[ \t]*[\w.<>\[\]]{1,64}[ \t]*)?:?=[ \t]*(?:await[ \t]+)?$")
#: a bound name that says it holds a client or a session (``client``, ``apiClient``, ``sms_api``, ``$session``)
_CLIENT_NAME_RE = _lazy(r"(?i)(?:client|api|session|sdk)[\]'\"]?$")
_EMAIL_PAIR_RE = _lazy(r"(?P<q>[\"'])(?P<u>[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+)(?P=q)[ \t]*,[ \t]*"
                       r"(?P<r>[\"'])(?P<v>[^\"'\s\\]{5,128})(?P=r)")
#: a command line's verb that stores or sets a credential (``+login`` and ``-createCredential`` as spelled: a flag
#: named ``-auth`` or ``--login`` takes a value of its own)
#: a command line's verb that stores or sets a credential, lowercase with the blank after it (``+login`` and
#: ``-createCredential`` as spelled: a flag named ``-auth`` or ``--login`` takes a value of its own); found by
#: substring, a blank before it
VERB_MARKS = ("register ", "set-credentials ", "set-credential ", "+login ", "-createcredential ", "-modifycredential ",
              "change_password ", "add_user ", "set_user_password ", "passwd ", "init ", "alias set ", "login ", "auth ",
              "set-key ", "setkey ")
#: verbs whose one positional word is the credential itself (``shodan init KEY``); the others take a user first
_ONE_WORD_VERBS = frozenset({"init ", "auth ", "set-key ", "setkey "})
_LINE_RE = _lazy(r"(?m)^[ \t]*(?:[$#%>][ \t]?|PS[^>\n]{0,60}>[ \t]?)?(?:sudo[ \t]+(?:-\S+[ \t]+)*)?[a-z][\w.-]{1,40}(?=[ \t])")
_WORD_RE = _lazy(r"(?P<q>[\"']?)(?P<w>[^\s\"']+)(?P=q)")
_FILE_END_RE = _lazy(r"\.[a-z]{2,4}\d?$")  # (a file name's extension)
#: Azure's keyword for a key: ``SpeechConfig(subscription="X")`` (a subscription's *id* is a GUID: never read)
_SUBSCRIPTION_RE = _lazy(r"[(,][ \t]*subscription(?:_key)?[ \t]*=[ \t]*(?P<q>[\"'])(?P<v>[A-Za-z0-9_+/=-]{16,256})(?P=q)")
#: ``sc -u USER -k X``, ``--user U --access-key X``: a key flag after the user's on a command line (a UUID too)
_USER_KEY_RE = _lazy(r"(?m)^[^\n]{0,200}?[ \t](?:-u|--user(?:name)?)[ \t=]+[^\s-][^\s]*[ \t]+(?:-k|--(?:access-?)?key)"
                     r"[ \t=]+(?P<v>[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[A-Za-z0-9_-]{20,128})(?=\s|$)")
#: Bundler's credentials for a gem source: ``bundle config [set] [--global] HOST USER:X``, ``BUNDLE_GEMS__HOST__COM=USER:X``
_BUNDLER_RE = _lazy(r"(?:\bbundle[ \t]+config(?:[ \t]+set)?(?:[ \t]+--(?:global|local))?[ \t]+(?:https?://)?[\w-]+(?:\.[\w-]+)+/?"
                    r"[ \t]+|\bBUNDLE_[A-Z0-9_]+?__[A-Z0-9_]+[ \t]*[=:][ \t]*[\"']?)[^\s:\"'/]{1,64}:(?P<v>[^\s\"'/]{4,256})")
_MAX_HEAD = 400  # characters before an argument searched for its call


def may_hold(text: str, verbs: bool) -> bool:
    """Whether ``text`` may hold a credential by position: a quoted literal of 16+ characters and a call's ``(``,
    an e-mail address's pair, a key flag (`_USER_KEY_RE`), or (``verbs``: whether one of `VERB_MARKS` stands in
    it) a command line's verb -- a cheap test before `find`."""
    return verbs or "(" in text and (_LITERAL_RE.search(text) is not None
                                     or "@" in text and _EMAIL_PAIR_RE.search(text) is not None) or (
        (" -k" in text or "-key" in text) and _USER_KEY_RE.search(text) is not None) or (
        ("bundle" in text or "BUNDLE_" in text) and _BUNDLER_RE.search(text) is not None)


def find(text: str, lowered: str | None = None) -> list[tuple[int, int]]:
    """Spans of credentials that stand by position in a call or on a command line (``lowered``: ``text.lower()``,
    when the caller has it)."""
    found: list[tuple[int, int]] = []
    if "(" in text:
        found += _in_calls(text)
        found += [m.span("v") for m in _EMAIL_PAIR_RE.finditer(text)
                  if _address_password(m.group("v"), m.group("u")) and _session_call(text, m.start()) is not None]
    if " " in text:
        found += _on_command_lines(text, text.lower() if lowered is None or len(lowered) != len(text) else lowered)
    if "subscription" in text:
        found += [m.span("v") for m in _SUBSCRIPTION_RE.finditer(text)
                  if _random_key(m.group("v"), 20) and _session_call(text, m.start() + 1) is not None]
    if "bundle" in text or "BUNDLE_" in text:
        found += [m.span("v") for m in _BUNDLER_RE.finditer(text) if not _is_placeholder(m.group("v"))
                  and not _is_reference(m.group("v")) and _MARKER_PREFIX not in m.group("v")]
    if " -k" in text or "-key" in text:
        found += [m.span("v") for m in _USER_KEY_RE.finditer(text)
                  if _UUID_RE.fullmatch(m.group("v")) or _random_key(m.group("v"), 20)]
    return found


def _address_password(value: str, user: str) -> bool:
    """After an e-mail address among a call's arguments: what `memtool.privacy.logins` takes after an address, or
    letters with digits (``obrmic96``), or words joined by ``_`` ending in digits (``orchid_river_tempo_summit39``)."""
    if "@" in value or _is_placeholder(value) or _is_reference(value) or value[0] in "-$%{</.~" or "/" in value:
        return False
    return (_addressed_value(value, user) or _SNAKE_PASSPHRASE_RE.fullmatch(value) is not None
            or re.fullmatch(r"[a-z]{3,12}\d{2,6}", value) is not None)


def _open_call(text: str, at: int) -> int | None:
    """Where the innermost call still open at ``at`` opens (its ``(``), walking back over closed ones and at most
    `_MAX_HEAD` characters; None when a statement ends first."""
    depth = 0
    for i in range(at - 1, max(0, at - _MAX_HEAD) - 1, -1):
        c = text[i]
        if c == ")":
            depth += 1
        elif c == "(":
            if depth == 0:
                return i
            depth -= 1
        elif c in ";{}" and depth == 0:
            return None
    return None


def _in_calls(text: str) -> list[tuple[int, int]]:
    found = []
    for m in _ARG_RE.finditer(text):
        value = m.group("v")
        if _random_key(value, 16, 16):
            call = _session_call(text, m.start("q"))
            if (call == "module" or call == "session" and _random_key(value, 20)
                    or call == "bound" and _random_key(value, 32) and not _record_id(text, m)):
                found.append(m.span("v"))  # (a bound constructor's ids -- a part's, a record's -- are shorter)
    return found


def _record_id(text: str, m: re.Match[str]) -> bool:
    """``run = Run("<hex>")``: one hex literal, all a plain word's constructor is handed -- a record built from its id
    (providers' client classes are brands, acronyms or compounds: ``JotForm("<hex>")``, ``OTXv2("<hex>")``)."""
    if _HEX_RE.fullmatch(m.group("v")) is None or text[m.start()] != "(" or text[m.end():m.end() + 1] != ")":
        return False
    callee = _CALLEE_RE.search(text, max(0, m.start() - 120), m.start())
    return callee is not None and re.split(r"\.|::|->", callee.group("callee"))[-1].istitle()


def _session_call(text: str, at: int) -> str | None:
    """Is ``at`` among the arguments of a call that builds a client or opens a session: "module" when it calls what
    ``require('…')`` returned, "session" when its callee says so (`_SESSION_RE`), "bound" when it is a constructor
    whose result is bound to a name (``x = Callee(``), None when it is neither or a call that takes data
    (`_DATA_RE`)."""
    i = _open_call(text, at)
    if i is not None and text[i - 1:i] == ")" and _REQUIRE_RE.search(text, max(0, i - 140), i) is not None:
        return "module"  # (Node's ``require('sdk')(key)``: the module's export, configured with its key at once)
    callee = None if i is None else _CALLEE_RE.search(text, max(0, i - 120), i)
    if callee is None:
        return None
    parts = re.split(r"\.|::|->", callee.group("callee"))
    if _DATA_RE.search(parts[-1]):
        return None
    if _SESSION_RE.search(parts[-1]):
        return "session"
    constructor = callee.group("new") is not None or any(p[:1].isupper() and not p.isupper() for p in parts)
    bound = _BOUND_RE.search(text, max(0, callee.start() - 120), callee.start())
    if bound is not None and not constructor and _CLIENT_NAME_RE.search(bound.group("name")):
        return "session"  # (``const client = twilio("…", "…")``: a factory whose result is named a client)
    return "bound" if bound is not None and constructor else None


def _random_key(value: str, length: int = 20, hex_length: int = 32) -> bool:
    """Hex of ``hex_length`` or more (not a UUID), or ``length``+ characters of high entropy with letters and digits;
    not a reference, a placeholder, a path, a file's name, an address (``0x`` and 40 hex) or a marker."""
    if _MARKER_PREFIX in value or "://" in value or value[0] in "/.~" or _is_placeholder(value) or _is_reference(value):
        return False
    if _UUID_RE.fullmatch(value) or value.count(":") > 1 or "." in value and (
            _FILE_END_RE.search(value) is not None or not _looks_random(value.replace(".", ""), 20)):
        return False  # (a file's name with a digest in it -- ``main.3f2a….js`` -- is no key)
    if _HEX_RE.fullmatch(value):
        return len(value) >= hex_length
    return value[:2] != "0x" and _looks_random(value, length)


def _on_command_lines(text: str, lowered: str) -> list[tuple[int, int]]:
    found = []
    for verb_start, verb_end, verb in _verbs(lowered):
        start = text.rfind("\n", 0, verb_start) + 1
        end = text.find("\n", verb_end)
        end = len(text) if end < 0 else end
        command = _LINE_RE.match(text, start, verb_start)
        if command is None or end - start > 400:
            continue  # (not a command line: prose, code, a long line of data)
        positional = []
        for w in _WORD_RE.finditer(text, verb_end, end):
            if w.group("w")[:1] in "-+|>&;#" and not w.group("q"):
                break  # (a flag, a pipe, a redirection, a comment: the positional words end)
            positional.append(w)
        if not positional or len(positional) > 4:
            continue
        value = positional[-1].group("w")
        if _line_secret(value) and (len(positional) >= 2 or verb in _ONE_WORD_VERBS):
            found.append(positional[-1].span("w"))
    return found


def _verbs(lowered: str) -> list[tuple[int, int, str]]:
    """Where each of `VERB_MARKS` stands after a blank in ``lowered``: (start, end before its blank, the mark)."""
    found = []
    for mark in VERB_MARKS:
        i = lowered.find(mark)
        while i >= 0:
            if i > 0 and lowered[i - 1] in " \t":
                found.append((i, i + len(mark) - 1, mark))
            i = lowered.find(mark, i + 1)
    return sorted(found)


def _line_secret(value: str) -> bool:
    """A credential as a command line's last positional word: generated or typed (`memtool.privacy.sentences._credential`)
    or random-looking; never a host, a path, a URL, an address, a reference or a marker."""
    if (_MARKER_PREFIX in value or "://" in value or "@" in value or value[0] in "/.~$%{<" or "\\" in value
            or _is_placeholder(value) or _is_reference(value) or _UUID_RE.fullmatch(value)
            or re.fullmatch(r"[\w-]+(?:\.[\w-]+)+", value) and not _looks_random(value.replace(".", ""), 16)):
        return False
    return _credential(value) or _random_key(value, 20)
