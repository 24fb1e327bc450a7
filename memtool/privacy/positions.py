"""Secrets that a statement's, message's or file's own layout places: the position says password.

* ``INSERT INTO ps_auths (id, password, username) VALUES ('1', 'X', 'u')``: the literal in the
  place of a column whose name says password or secret (several rows too); ``SET PASSWORD FOR
  'u'@'%' = 'X'`` (MySQL, also ``= PASSWORD('X')``); ``db.changeUserPassword("u", "X")`` (MongoDB).
* ``"user" "X"`` lines of a PgBouncer ``userlist.txt`` / ``auth_file`` (plain or ``md5…``/SCRAM
  verifiers, which log in as well as the password does).
* FIX logon tags ``553=user|554=X`` (554 Password, 925 NewPassword), on a line that is a FIX message.
* HL7 v2's ``MSH-8`` security field: the eighth field of an ``MSH|`` segment, or a value labelled
  ``MSH-8``.
* ZooKeeper's ``addauth digest user:X``; SIPp's ``-ap X`` (its authentication password).

A placeholder or a variable (``$PW``, ``${X}``, ``?``) stays everywhere.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _is_placeholder, _lazy, _looks_random
from memtool.privacy.names import secret_name
from memtool.privacy.shapes import _credential


def _plain(value: str) -> bool:
    """A literal value, not a placeholder, a variable, a bind parameter or a marker."""
    return not _is_placeholder(value) and value[:1] not in "$?:%@{<" and value.upper() not in ("NULL", "DEFAULT")


#: a single-quoted SQL literal ('' and \' inside); its place is read by `insert_value_ok`
_SQL_LITERAL_RE = _lazy(r"'(?P<value>(?:[^'\\\n]|''|\\.){1,512})'")
_INSERT_HEAD_RE = _lazy(r"(?i)INSERT[ \t]+(?:IGNORE[ \t]+)?INTO[ \t]+[\w.\"`\[\]]{1,128}[ \t]*"
                        r"\((?P<cols>[^()']{1,2000})\)[ \t\r\n]*VALUES[ \t\r\n]*\(")


def insert_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    text, pos = m.string, m.start()
    start = max(text.rfind("INSERT", max(0, pos - 8000), pos), text.rfind("insert", max(0, pos - 8000), pos))
    head = _INSERT_HEAD_RE.match(text, start) if start >= 0 else None
    if head is None or head.end() > pos:
        return False
    cols = [c.strip().strip("\"`[]").lower() for c in head.group("cols").split(",")]
    index = _place(text, head.end(), pos)
    if index is None or index >= len(cols) or not _plain(value):
        return False
    strength = secret_name(cols[index])
    if strength in ("password", "secret"):
        return True
    return strength is not None and _looks_random(value, 16)


def _place(text: str, start: int, pos: int) -> int | None:
    """Which value of its row the literal at ``pos`` is, reading from the first row's ``(`` at
    ``start``; None when the statement ends, or a bracket closes, before it."""
    index, depth, quoted, i = 0, 0, False, start
    while i < pos:
        c = text[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == "'":
                quoted = text[i + 1:i + 2] == "'" and i + 1 < pos
                if quoted:
                    i += 1
        elif c == "'":
            quoted = True
        elif c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:  # a row ends: the next starts after ",("
                nxt = re.match(r"[ \t\r\n]*,[ \t\r\n]*\(", text[i + 1:i + 64])
                if nxt is None:
                    return None
                i += nxt.end()
                index = 0
            depth -= 1 if depth else 0
        elif c == "," and depth == 0:
            index += 1
        elif c == ";":
            return None
        i += 1
    return None if quoted else index


#: ``SET PASSWORD FOR 'u'@'%' = 'X'``, ``SET PASSWORD = PASSWORD('X')``
_SET_PASSWORD_RE = _lazy(r"(?i)SET[ \t]+PASSWORD\b(?:[ \t]+FOR[ \t]+[^=\n;]{1,200}?)?[ \t]*=[ \t]*"
                         r"(?:PASSWORD[ \t]*\([ \t]*)?(?P<q>['\"])(?P<value>[^'\"\n]{1,256})(?P=q)")
_CHANGE_USER_PASSWORD_RE = _lazy(r"(?i)changeUserPassword[ \t]*\([ \t]*(?P<q1>[\"'])[^\"'\n]{1,128}(?P=q1)[ \t]*,[ \t]*"
                                 r"(?P<q>[\"'])(?P<value>[^\"'\n]{1,256})(?P=q)")


def plain_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value)


#: a ``"user" "secret"`` line (PgBouncer's auth file), read below a mention of it
_USERLIST_LINE_RE = _lazy(r"(?m)^[ \t]*\"[^\"\s]{1,64}\"[ \t]+\"(?P<value>[^\"\n]{4,512})\"[ \t]*$")


def userlist_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    before = m.string[max(0, m.start() - 2000):m.start()].lower()
    return _plain(value) and ("userlist" in before or "auth_file" in before)


#: FIX tag 554 (Password) or 925 (NewPassword), after a field separator (| or SOH or ^A)
_FIX_PASSWORD_RE = _lazy(r"(?:(?<=[|\x01^;])|(?<=\^A)|(?<=<SOH>))(?:554|925)=(?P<value>[^|\x01^\s;<]{1,256})")


def fix_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    text, pos = m.string, m.start()
    line = text[text.rfind("\n", 0, pos) + 1:pos]
    return _plain(value) and ("8=FIX" in line or "35=" in line or "553=" in line)


#: the eighth field of an HL7 v2 MSH segment (MSH-1 is the separator itself), or a value labelled MSH-8
_MSH8_RE = _lazy(r"MSH\|(?:[^|\n]*\|){6}(?P<value>[^|\n^~&]{4,199})(?=\|)")
_MSH8_LABEL_RE = _lazy(r"(?i)MSH[-.]8\b[^\n:=|]{0,40}?[ \t]*(?:=|:)[ \t]*(?P<q>['\"]?)(?P<value>[^\s'\"|]{4,256})(?P=q)")


def msh8_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value) and _credential(value)


_ZK_DIGEST_RE = _lazy(r"(?i)addauth[ \t]+digest[ \t]+[^\s:]{1,64}:(?P<value>[^\s'\"]{1,256})")
_SIPP_AP_RE = _lazy(r"sipp\b[^\n|;&]{0,300}?[ \t]-ap[ \t]+(?P<q>['\"]?)(?P<value>[^\s'\"]{1,256})(?P=q)")


SPECS = (
    ("password", _SQL_LITERAL_RE, insert_value_ok, ("insert into", "insert ignore into"), ("value",), ""),
    ("password", _SET_PASSWORD_RE, plain_ok, ("set password",), ("value",), "hint"),
    ("password", _CHANGE_USER_PASSWORD_RE, plain_ok, ("changeuserpassword",), ("value",), "hint"),
    ("password", _USERLIST_LINE_RE, userlist_ok, ("userlist", "auth_file"), ("value",), ""),
    ("password", _FIX_PASSWORD_RE, fix_password_ok, ("554=", "925="), ("value",), "hint"),
    ("secret", _MSH8_RE, msh8_ok, ("msh|",), ("value",), "hint"),
    ("secret", _MSH8_LABEL_RE, msh8_ok, ("msh-8", "msh.8"), ("value",), "hint"),
    ("password", _ZK_DIGEST_RE, plain_ok, ("addauth",), ("value",), "hint"),
    ("password", _SIPP_AP_RE, plain_ok, ("sipp",), ("value",), "hint"),
)
