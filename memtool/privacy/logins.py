"""A user name and a credential side by side, on a line about logging in -- in any syntax.

``net user deploy X /add``, ``rabbitmqctl add_user svc X``, ``lftp -u ci,X``,
``new NetworkCredential("admin", "X")``, ``mysqli_connect('db', 'admin', 'X', 'shop')``,
``ldap.simple_bind_s('cn=app,dc=acme', 'X')``, "credentials are sa and X", ``stats auth admin:X``:
no name says "password", but the line is about logging in and a credential follows a user name
the way a password follows its user everywhere. No syntax is listed: a line qualifies by a word
about logging in (`_CONTEXT_RE`: user, login, logon, sign in, account, connect, bind, auth,
credential, dsn, smtp, ftp, ssh…), and then any two neighbouring items -- bare words, or quoted
alike -- separated by nothing but blanks, ``,``, ``/``, ``:`` or "and", of which the first reads
as a user name (a name, ``user@host``, ``DOMAIN\\user``, an LDAP DN) and the second passes the
strict credential test of `memtool.privacy.nearby` (generated, or a word with digits; never a
word, an identifier, a path, a host, a URL, a number, a version, a date, an e-mail address, an
assignment ``x=y``, a flag). Inside a call's arguments the call is the context: a quoted user
then a quoted credential (``Minio("h:9000", "admin", "X")``) on any line. Where a syntax puts the user, its
password glued to it is read too (``yaz-client -u lcuser/X``, ``curl -U "user:X"``, ``Logging into Teamcenter as
dcproxy/X``), and the password Windows' commands take after ``/user:DOMAIN\\u`` or ``/user u`` (``net use``).
A lone ``user / X`` (no slash before or after: not a path or a list) takes a password whatever it is made of
but a word and its number (``admin / svcsk6``, ``'Administrator' / Marmot986.``, ``supervisor / foyer347``).
"""

from __future__ import annotations

import re

from memtool.privacy.checks import (_HEX_RE, _MARKER_PREFIX, _WINDOWS_USER_BEFORE_RE, _is_placeholder, _is_reference, _lazy,
                                    _looks_random, _random_slug)
from memtool.privacy.generated import _generated_lower, _passphrase, random_capitals, spelled_passphrase
from memtool.privacy.nearby import _value_ok, code_at
from memtool.privacy.sentences import _HUMAN_RE, _credential

KIND = "login-secret"
_MAX_LINE = 2000  # a longer line is data, not a command or a sentence
_CONTEXT_RE = _lazy(
    r"(?i)user|login|logon|log(?:ged|ging)?[ \t]+in|sign(?:ed)?[ \t]+in|account|connect|bind|auth|credential|creds|\bdsn\b"
    r"|smtp|\bftp|\bssh|\bsftp|\bimap|runas|identified|(?<![\w-])-u\b|\badmin(?:istrator)?\b|\bsupervisor\b")
#: a line is read only where one of these stands (lowercase): a text holding none has no line to read
CONTEXT_WORDS = ("user", "log", "sign", "account", "connect", "bind", "auth", "cred", "dsn", "smtp", "ftp",
                 "ssh", "imap", "runas", "identified", "-u", "admin", "supervisor")
#: any of them: one search decides whether a text has a line to read at all (most have none)
_ANY_CONTEXT_WORD_RE = _lazy("|".join(re.escape(word) for word in CONTEXT_WORDS))
#: a .pgpass line's port field (``:5432:`` or ``:*:``): a text without one holds no such line
_PGPASS_PORT_RE = _lazy(r":(?:\d{1,5}|\*):")
#: how such a field starts: a text holding none of these has none
PORT_MARKS = tuple(":" + c for c in "0123456789*")
_PGPASS_RE = _lazy(r"(?m)^[+\- \t]?[\w.*-]{1,253}:(?:\d{1,5}|\*):[\w.*-]{1,64}:[\w.@*-]{1,64}:(?P<v>[^\s:]{1,256})[ \t]*$")
#: a proxy list's line: a host name or IPv4 address, a port, a user, the password (``proxy.example.io:6060:u:X``)
_PROXY_LINE_RE = _lazy(r"(?m)^[ \t]*(?:(?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,24}|\d{1,3}(?:\.\d{1,3}){3}):\d{2,5}:[\w.@+-]{1,64}:"
                       r"(?P<v>[^\s:]{4,256})[ \t]*$")
#: a quoted user, a comma, a quoted value (an argument list's pair)
_CALL_PAIR_RE = _lazy(r"(?P<q>[\"'])(?P<u>[A-Za-z][\w@\\-]{0,63}(?:\.[\w-]+)*)(?P=q)[ \t]*,[ \t]*"
                      r"(?P<r>[\"'])(?P<v>[^\"'\n\\]{4,256})(?P=r)")
#: a call whose name says it logs in: ``ftp.login(``, ``garth.login(``, ``client.username_pw_set(``,
#: ``RWSConnection(``, ``ldap.simple_bind_s(``, ``authenticate(``
_LOGIN_CALL_RE = _lazy(r"(?i)(?:log_?[io]n|sign_?in|auth(?:enticate)?|connect(?:ion)?|bind(?:_s)?|credentials?|pw_set"
                       r"|passw(?:or)?d)\w{0,12}[ \t]*\($")
#: a quoted address, a comma, a quoted generated value: ``Webservice('https://shop', 'KEY', false)``
_URL_KEY_RE = _lazy(r"[\"']https?://[^\"'\s]{1,200}[\"'][ \t]*,[ \t]*(?P<r>[\"'])(?P<v>[A-Za-z0-9_+/=.-]{20,256})(?P=r)")
#: a map named for users: ``"RegisteredUsers" : {``, ``basic_auth_users = {``
_USERS_MAP_RE = _lazy(r"(?i)users[\"']?[ \t]*(?::|=|=>)[ \t]*\{")  # (the name's end first: fast)
_MEMBER_RE = _lazy(r"[\"']?(?P<u>[A-Za-z][\w.@-]{0,63})[\"']?[ \t]*(?::|=|=>)[ \t]*(?P<q>[\"'])(?P<v>[^\"'\n\\]{6,256})(?P=q)")
#: how such a pair is joined: a text holding none of these has none
CALL_MARKS = ('", "', '","', "', '", "','")


def has_call_pair(text: str) -> bool:
    """Whether a text may hold a call's quoted pair (_in_calls): a '(' and one of CALL_MARKS."""
    return "(" in text and any(mark in text for mark in CALL_MARKS)
_ITEM_RE = _lazy(r"([\"'`]?)([^\s\"'`,;()\[\]{}<>|]+)\1")
_USER_RE = _lazy(r"[A-Za-z][\w.@\\-]{0,63}|cn=[^\"',\s]+(?:,[a-z]{1,3}=[^\"',\s]+)*")
_GLUED_RE = _lazy(r"([A-Za-z][\w.@\\-]{0,63}):([^:\s]{6,256})")
#: a user and its password glued by ``/`` or ``:`` (``lcuser/X``, ``customer-7:X``)
_USER_ARG_RE = _lazy(r"([A-Za-z][\w.@\\-]{0,63})[/:]([^:\s]{6,256})")
#: where a command line or a log puts a user (and, glued to it, its password): after a user flag (``-u``, ``-U``,
#: ``--user``, ``--username``) or a login verb and ``as`` (``Logging into X as u/X``, ``CONNECT u/X``)
_USER_PLACE_BEFORE_RE = _lazy(r"(?:(?<![\w-])(?:-u|-U|--user|--username|--proxy-user)(?:[ \t]+|=)"
                              r"|(?i:\bconnect|\blog(?:ging|ged)?[ \t]+(?:in|into|on)\b[^\n]{0,40}?[ \t]as)[ \t]+)[\"']?$")
#: an identifier: a word with digits (TS2345, IMAP4rev1, SHA256), snake_case
_IDENTIFIER_RE = _lazy(r"[A-Za-z]+\d+[A-Za-z]{0,4}\d*|[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+")
#: generated: a symbol, or upper and lower case letters and digits together
#: a package's version (``3ubuntu13.5``, ``1.el9``, ``2+deb12u1``): a digit first, lowercase, ending in a number
_PACKAGE_VERSION_RE = _lazy(r"\d[a-z0-9]*(?:[.~+-][a-z0-9]+)*[.~+-]\d+")
_GENERATED_RE = _lazy(r"[^\w]|(?=.*[a-z])(?=.*[A-Z])(?=.*\d)")
_SEPARATORS = frozenset({"", ",", "/", ":", "and", "&", "with"})
_NOT_USERS = frozenset("""
    http https ftp ssh sftp git file mailto localhost user users username login logon account
    password passwd pass secret token key auth the a an and or with as to for by is are was new
    add set create update delete remove in into at from under via on of see
    import class def return raise yield extends implements public private static final const let var
    func fn use using include require except catch throw throws new
    config event create send get
""".split())  # (the last line: a call's command word, gtag('config', 'G-…'), not a user)


def find(text: str, lowered: str | None = None, context: bool | None = None,
         port: bool | None = None) -> list[tuple[int, int]]:
    """Spans of credentials that follow a user name on a line about logging in (``lowered``:
    ``text.lower()``, when the caller has it), .pgpass lines' passwords and proxy lists' (``host:port:user:X``). ``context`` and
    ``port``, when the caller knows: whether one of `CONTEXT_WORDS` stands in ``lowered``, one
    of `PORT_MARKS` in ``text`` (False: those lines are not looked for)."""
    found: list[tuple[int, int]] = []
    if context is not False:
        if lowered is None or len(lowered) != len(text):
            lowered = text.lower()
        if context or _ANY_CONTEXT_WORD_RE.search(lowered):
            found += _in_lines(text, lowered)
            if "users" in lowered:
                found += _in_users_map(text)
            if "pass" in lowered:
                found += _in_tables(text)
    if has_call_pair(text):
        found += _in_calls(text)
    if port is not False and ":" in text and _PGPASS_PORT_RE.search(text):  # (a .pgpass line: host:port:database:user:password)
        found += [m.span("v") for m in _PGPASS_RE.finditer(text) if _pgpass_value(m.group("v"))]
        found += [m.span("v") for m in _PROXY_LINE_RE.finditer(text) if _proxy_value(m.group("v"))]
    return found


def _in_lines(text: str, lowered: str) -> list[tuple[int, int]]:
    """`_in_line` over each line holding a word of `CONTEXT_WORDS` that `_CONTEXT_RE` confirms."""
    found: list[tuple[int, int]] = []
    lines: set[tuple[int, int]] = set()
    # (substring tests find the lines to read: a regex over every line cost more)
    for word in CONTEXT_WORDS:
        i = lowered.find(word)
        while i >= 0:
            start = lowered.rfind("\n", 0, i) + 1
            end = lowered.find("\n", i)
            end = len(text) if end < 0 else end
            lines.add((start, end))
            i = lowered.find(word, end)  # (the rest of this line is read already)
    for start, end in sorted(lines):
        if end - start <= _MAX_LINE:
            words = _login_words(text, start, end)
            if words:
                found += _in_line(text, start, end, words)
    return found


#: a context word said to be absent: "no credentials included", "without auth"
_NEGATED_RE = _lazy(r"(?i)\b(?:no|without|never|not)[ \t]+(?:[a-z]+[ \t]+)?$")


#: ``Account 001dfJSqNMetxDVpr5``, ``account sub874071``: an account's id after the word, a record's label
_ACCOUNT_LABEL_RE = _lazy(r"(?i)accounts?[ \t]*[:#]?[ \t]*([\w.@-]*\d[\w.@-]*)")


def _login_words(text: str, start: int, end: int) -> list[tuple[str, int] | None]:
    """The line's words about logging in that it does not deny ("no credentials included"): for
    each, None -- or, for an account's label (``Account 001dfJ…``), the id it labels and its end."""
    words: list[tuple[str, int] | None] = []
    for m in _CONTEXT_RE.finditer(text, start, end):
        if _NEGATED_RE.search(text, max(start, m.start() - 20), m.start()) is None:
            label = _ACCOUNT_LABEL_RE.match(text, m.start(), end) if m.group()[:1] in "aA" else None
            if label is None:
                return [None]  # (a word about logging in that labels nothing: every pair of the line is read)
            words.append((label.group(1), label.end()))
    return words


def _about(text: str, words: list[tuple[str, int] | None], user: str, user_at: int) -> bool:
    """Is a pair whose user ``user`` starts at ``user_at`` on a line about logging in? An account's
    label counts only for its own id as the user or the pair right after the id (``account 88123
    deploy X``: the account's login); for the others it labels a record (``Invoice X account
    sub874071``, ``Opportunity X (Contact Y, Account Z)``: a record listing, no login)."""
    return any(word is None or word[0] == user
               or word[1] <= user_at and not text[word[1]:user_at].strip(" \t:,/") for word in words)


def _in_calls(text: str) -> list[tuple[int, int]]:
    """A quoted user and a quoted credential side by side among a call's arguments, whatever the
    call (``Minio("h:9000", "admin", "X")``, ``FortiGate(ip, "admin", "X")``): the call is the
    context. The credential must hold a digit and be generated or typed (`_HUMAN_RE`). A service's
    address then a generated literal (``Webservice('https://shop', 'KEY')``) is its key."""
    found = [m.span("v") for m in _URL_KEY_RE.finditer(text) if _looks_random(m.group("v"), 20)]
    m = _CALL_PAIR_RE.search(text)
    while m is not None:
        user, value = m.group("u"), m.group("v")
        line = text.rfind("\n", 0, m.start())
        head = text[line + 1:m.start()]
        if line > 0 and head.count("(") <= head.count(")") and text[:line].rstrip().endswith("("):
            head = text[text.rfind("\n", 0, line) + 1:m.start()]  # (the call opened on the line before: LogIn(\n  "h", "u", "X")
        if head.count("(") > head.count(")") and not ("." in user and "@" not in user) and _user(user) and (
                _call_secret(value) or _login_call(head) and _login_value(value)
                or _after_address(head) and _addressed_value(value, user)) and not code_at(text, m.start("v"), len(value)):
            found.append(m.span("v"))  # (else: not inside a call's parentheses; a file or module name, not a user)
        m = _CALL_PAIR_RE.search(text, m.start("r"))  # (the value may be the next pair's user: Conn('org', 'user', 'X'))
    return found


#: an address among a call's arguments: a URL, a DSN (``mysql:host=…``), a host name with a domain, an IP address,
#: ``localhost`` -- quoted -- or a variable named for one (``$dsn``, ``host``, ``DB_HOST``, ``server_url``)
_ADDRESS_ARG_RE = _lazy(r"(?i)^(?:(?P<q>[\"'])(?:[a-z][\w+.-]*://[^\"'\s]+|[a-z]+:(?:host|dbname|server|data source)=[^\"']+"
                        r"|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d{1,5})?|\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?|localhost(?::\d{1,5})?)"
                        r"(?P=q)|[$@]?[a-z_][\w.]*(?:dsn|host|hostname|server|url|uri|endpoint|addr|address|portal))$")
_ARG_RE = _lazy(r"[\"'][^\"'\n]*[\"']|[^,()\"']+")


def _after_address(head: str) -> bool:
    """Do the arguments of the innermost open call of ``head`` (a line up to a quoted pair) hold an address before
    the pair -- ``new PDO($dsn, 'app', 'X')``, ``mysqli_connect('localhost', 'svc', 'X')``, ``GIS("https://…",
    "etl", "X")``, ``ONVIFCamera('10.1.2.3', 80, 'user', 'X')``? Then the pair is a login's, however the call is
    named."""
    i = _open_call(head)
    if i is None:
        return False
    args = (a.group().strip() for a in _ARG_RE.finditer(head, i + 1))
    return any(_ADDRESS_ARG_RE.match(a) for a in args if a)


def _open_call(head: str) -> int | None:
    """Where the innermost call still open at the end of ``head`` opens (its ``(``), walking back over closed ones."""
    depth = 0
    for i in range(len(head) - 1, -1, -1):
        if head[i] == ")":
            depth += 1
        elif head[i] == "(":
            if depth == 0:
                return i
            depth -= 1
    return None


def _addressed_value(value: str, user: str) -> bool:
    """A password after a user who follows an address: whatever a person or a generator makes of it (hex, lowercase
    letters with a digit, a passphrase, four digits or more) -- not a word, the user's own name again, a reference, a
    placeholder, a path or a host."""
    if _login_value(value):
        return True
    if (len(value) < 4 or value.lower() == user.lower() or _is_placeholder(value) or _is_reference(value)
            or value[0] in "-$%{</.~" or "/" in value or "\\" in value or "=" in value or " " in value
            or value.lower() in _NOT_USERS or _DOMAIN_RE.fullmatch(value)):
        return False
    if value.isdigit():
        return len(set(value)) > 1 and value not in "01234567890"
    if value.isalpha() and (value.islower() or value.istitle()):
        return _generated_lower(value.lower())  # (a word is a database's or a table's name: 'app_prod', 'orders')
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and not _IDENTIFIER_RE.fullmatch(value) \
        or _HEX_RE.fullmatch(value) is not None and len(value) >= 8 or _generated_lower(value) or _passphrase(value)


_DOMAIN_RE = _lazy(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+")


def _login_call(head: str) -> bool:
    """Is the innermost open call of ``head`` (a line up to a pair) one whose name says it logs in?"""
    i = _open_call(head)
    return i is not None and _LOGIN_CALL_RE.search(head, max(0, i - 40), i + 1) is not None


def _login_value(value: str) -> bool:
    """A password where a login call's user is followed by it: whatever a person or a generator makes of it
    -- six digits or more (``client.login("svc", "616811")``), a passphrase of words (``"granite-falcon-tempo"``), letters
    mixed with digits (``"1vl2ak16"``) -- but not a word, a reference, a placeholder, a host or a path."""
    if _is_placeholder(value) or _is_reference(value) or " " in value or "=" in value.rstrip("=") or value[0] in "-$%{<":
        return False
    if _TYPED_PASSWORD_RE.fullmatch(value):
        return True
    if value.isdigit():
        return 6 <= len(value) <= 16 and len(set(value)) > 2 and value not in "01234567890" and value not in "9876543210"
    if _passphrase(value) or random_capitals(value):
        return True
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    return (len(value) >= 6 and letters >= 2 and digits >= 3 and not _PACKAGE_VERSION_RE.fullmatch(value)
            and _value_ok(value) or _looks_random(value, 8))


#: a word, maybe a mark, then a number of three or four digits: ``Lantern_2020``, ``claims1587``, ``Walnut@2016``
_TYPED_PASSWORD_RE = _lazy(r"[A-Za-z]{3,12}[_.!@#$%&*-]?\d{3,4}[!#$%&*?@^.]?")


#: a table's header naming a user's column and a password's, each a word of its own (``USERNAME  TYPE  PASSWORD``,
#: Wowza's ``# username password``)
_TABLE_HEADER_RE = _lazy(r"(?im)^[ \t#>|]*(?=[^\n]*\b(?:user|username|login|account|name)\b)"
                         r"(?P<head>(?:[a-z_]+[ \t|]+)*(?:password|passwd|pass)(?:[ \t|]+[a-z_]+)*)[ \t|]*\r?$")
_CELL_RE = _lazy(r"[^\s|]+")
_NOT_CELLS = frozenset({"yes", "no", "true", "false", "set", "unset", "none", "null", "hidden", "masked", "n/a", "-"})


def _in_tables(text: str) -> list[tuple[int, int]]:
    """The password column's cells of the rows below such a header (20 at most; a row of another width, a rule of
    ``===``/``---`` or a blank line ends the table or is skipped)."""
    found = []
    for m in _TABLE_HEADER_RE.finditer(text):
        columns = [c.lower() for c in _CELL_RE.findall(m.group("head"))]
        if len(columns) > 8 or not _PROSE_WORDS.isdisjoint(columns):
            continue  # (a sentence that names a user and a password: "should have had its username and password")
        at = next(i for i, c in enumerate(columns) if c in ("password", "passwd", "pass"))
        pos = m.end() + 1
        for _ in range(20):
            if pos >= len(text):
                break
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            cells = list(_CELL_RE.finditer(line))
            if not cells or all(set(c.group()) <= set("=-+") for c in cells):
                pos = end + 1
                if not cells:
                    break
                continue
            if len(cells) != len(columns) or line.lstrip()[:1] == "#":
                break
            value = cells[at].group()
            if _table_value(value) and not (columns[at] == "pass" and value.isdigit()):  # (name pass fail: counts)
                found.append((pos + cells[at].start(), pos + cells[at].end()))
            pos = end + 1
    return found


_PROSE_WORDS = frozenset("the a an and or of to in on is are was be been its it if for with should have has had not no".split())


def _table_value(value: str) -> bool:
    return (len(value) >= 4 and value.lower() not in _NOT_CELLS and value[0] not in "(<*$%{[" and not _is_placeholder(value)
            and not _is_reference(value) and _MARKER_PREFIX not in value
            and (value.isdigit() or _login_value(value) or _secret(value) or _credential(value)))


def _in_users_map(text: str) -> list[tuple[int, int]]:
    """``"RegisteredUsers" : { "radiology" : "X" }``, ``users: {admin: X}``: a map named for users holds
    each user's password (members up to the map's closing brace, 20 at most)."""
    found = []
    for m in _USERS_MAP_RE.finditer(text):
        close = text.find("}", m.end(), m.end() + 2000)
        for member in list(_MEMBER_RE.finditer(text, m.end(), close if close >= 0 else m.end()))[:20]:
            value = member.group("v")
            if _user(member.group("u")) and (_call_secret(value) or _looks_random(value, 16) or _words_passphrase(value)
                                             or _random_slug(value)):
                found.append(member.span("v"))
    return found


def _words_passphrase(value: str) -> bool:
    """Words of four letters or more joined by ``-`` or ``.`` (``copper-quartz-lantern-moss``): not an identifier joined
    by ``_`` (``authenticate_request_basic_auth`` after ``mlflow.server.auth:`` is a function's reference)."""
    return _passphrase(value) and "_" not in value and all(len(word) >= 4 for word in re.split(r"[-.]", value))


def _call_secret(value: str) -> bool:
    return (len(value) >= 8 and "=" not in value and any(c.isdigit() for c in value)
            and not _IDENTIFIER_RE.fullmatch(value) and bool(_GENERATED_RE.search(value) or _HUMAN_RE.fullmatch(value))
            and _value_ok(value))


def _proxy_value(value: str) -> bool:
    """Generated or typed (`_credential`), or 8+ characters with letters and digits; no placeholder or variable."""
    return (_pgpass_value(value) and value[0] not in "{" and (_credential(value) or len(value) >= 8 and any(
        c.isdigit() for c in value) and any(c.isalpha() for c in value)))


def _pgpass_value(value: str) -> bool:
    return len(value) >= 6 and not _is_placeholder(value) and not _is_reference(value) and value[0] not in "$%*<"


def _in_line(text: str, start: int, end: int, words: list[tuple[str, int] | None]) -> list[tuple[int, int]]:
    found = []
    items = [item for item in _ITEM_RE.finditer(text, start, end) if item.group(2) != "/"]  # (a lone slash separates)
    for i, (a, b) in enumerate(zip(items, items[1:])):
        separator = text[a.end():b.start()].strip()
        value = b.group(2).rstrip(".,;:!?")
        slash = separator == "/" and (_login_value(value) or _lone_pair(text, items, i) and _paired_value(value))
        # ("admin / 40720336", "broker_test_823 / claims1587", "admin / svcsk6": a user and its password the way
        # people write them, whatever the password is made of)
        if separator == "/" and not slash and not any(c.isdigit() for c in b.group(2)):
            continue  # (either / or: words and their variants -- "verbatim / LaTeX-like" -- hold no digit)
        if (separator in _SEPARATORS and (a.group(1) == b.group(1) or slash and not b.group(1)) and _user(a.group(2))
                and (slash or _secret(b.group(2)))
                and not code_at(text, a.start(2), len(a.group(2))) and not code_at(text, b.start(2), len(b.group(2)))
                and _about(text, words, a.group(2), a.start(2))):
            found.append((b.start(2), b.start(2) + len(value)) if slash else b.span(2))
    line = text[start:end].lower()
    windows = "/u" in line and "runas" not in line  # (``runas /user:admin prog``: what follows runs, no password)
    for item in items if windows else ():  # the password Windows' commands take after ``/user:DOMAIN\\u`` or ``/user u``
        value = item.group(2)
        if (value[0] not in "-/" and _WINDOWS_USER_BEFORE_RE.search(text, max(start, item.start() - 80), item.start())
                and (_login_value(value) and not _DOMAIN_RE.fullmatch(value) or spelled_passphrase(value))):
            found.append(item.span(2))
    placed = "-u" in line or "--user" in line or "connect" in line or " as " in line and "log" in line
    for item in items if placed else ():  # ``-u user/X``, ``-U "user:X"``, ``as user/X``: a user flag's or a login verb's
        m = _USER_ARG_RE.fullmatch(item.group(2))
        if m and _USER_PLACE_BEFORE_RE.search(text, max(start, item.start() - 80), item.start()) and _user(m.group(1)):
            value = m.group(2)
            if ("/" not in value or _looks_random(value, 16)) and (_login_value(value) or _secret(value) or spelled_passphrase(value)):
                found.append((item.start(2) + m.start(2), item.end(2)))
    for item in items:  # user:secret in one item
        glued = _GLUED_RE.fullmatch(item.group(2))
        if (glued and _user(glued.group(1)) and (_secret(glued.group(2)) or _words_passphrase(glued.group(2)))
                and _about(text, words, glued.group(1), item.start(2))):
            found.append((item.start(2) + glued.start(2), item.end(2)))
    return found


def _lone_pair(text: str, items: list[re.Match[str]], i: int) -> bool:
    """Do items ``i`` and ``i + 1``, joined by a slash, stand as a pair of their own -- no slash before the first
    or after the second (``Admin / Settings / Users``, ``amd64 / arm64 / riscv64``: a path, a list)?"""
    before = text[items[i - 1].end():items[i].start()] if i else ""
    after = text[items[i + 1].end():items[i + 2].start()] if i + 2 < len(items) else ""
    return "/" not in before and "/" not in after


def _paired_value(value: str) -> bool:
    """The second of a lone ``user / X`` on a line about logging in: a password as people make them up -- letters
    and digits not spelling a word and its number (``vies10``, ``pct6cc``, ``svcsk6``; not ``worker2``), plain words
    joined alike (``snellen.varifocal.gafas``, ``betelgeuse_pulsar_parallax_1``), or generated with marks
    (``7DZ9#Zn3QA=mz_``) -- not a placeholder, a version, a path or an address."""
    if (len(value) < 6 or _is_placeholder(value) or value[0] in "-$%{<(" or "://" in value or "@" in value
            or value.count("=") > 1 or _ASSIGNED_RE.match(value) or _PACKAGE_VERSION_RE.fullmatch(value)):
        return False
    if spelled_passphrase(_NUMBERED_RE.sub("", value)):
        return True
    if _is_reference(value):
        return False
    letters = [c for c in value if c.isalpha()]
    digits = sum(c.isdigit() for c in value)
    if len(letters) < 2 or not digits:
        return False
    if not value.isalnum() or digits >= 2 and len(letters) >= 3 or _DIGIT_INSIDE_RE.search(value):
        return True
    return sum(c in "aeiouy" for c in value.lower()) * 5 <= len(letters)  # (``svcsk6``; ``worker2`` is a word's)


_ASSIGNED_RE = _lazy(r"[A-Za-z_][\w.-]*=")
_NUMBERED_RE = _lazy(r"[._-]?\d{1,4}$")
_DIGIT_INSIDE_RE = _lazy(r"[A-Za-z]\d+[A-Za-z]")


def _user(word: str) -> bool:
    """A user name: not a word of the sentence, not a constant or a log level (ERROR), not a key
    type (ssh-ed25519) or a key."""
    return (_USER_RE.fullmatch(word) is not None and word.lower() not in _NOT_USERS
            and not (len(word) > 2 and word.isupper()) and not word.startswith(("ssh-", "ecdsa-"))
            and _MARKER_PREFIX not in word and "://" not in word
            and not (len(word) >= 20 and _value_ok(word)))  # (a key blob before its comment)


def _secret(word: str) -> bool:
    if _HUMAN_RE.fullmatch(word) and word[-1] in "!#$%&*?@^":
        return _value_ok(word)  # (``Cobalt1368!``: its mark is the password's, not the sentence's)
    core = word.rstrip(".,:;!?")
    if core != word and len(core) < len(word) - 1 or not core or core[0] in "-/~.$%\\":
        return False
    if (len(core) < 8 or "=" in core.rstrip("=") or core.startswith(("AAAA", "ssh-", "ecdsa-", "sk-ssh-", "sk-ecdsa-"))
            or _PACKAGE_VERSION_RE.fullmatch(core)
            or _IDENTIFIER_RE.fullmatch(core)
            or not (_GENERATED_RE.search(core) or _HUMAN_RE.fullmatch(core))):
        return False  # (letters alone, an identifier -- TS2345, IMAP4rev1, wrf_user_ll -- are no password)
    return _value_ok(core)
