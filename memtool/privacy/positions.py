"""Secrets that a statement's, message's or file's own layout places: the position says password.

* ``INSERT INTO ps_auths (id, password, username) VALUES ('1', 'X', 'u')``: the literal in the
  place of a column whose name says password or secret (several rows too); ``SET PASSWORD FOR
  'u'@'%' = 'X'`` (MySQL, also ``= PASSWORD('X')``); ``db.changeUserPassword("u", "X")`` (MongoDB).
* ``"user" "X"`` lines of a PgBouncer ``userlist.txt`` / ``auth_file`` (plain or ``md5…``/SCRAM
  verifiers, which log in as well as the password does).
* FIX logon tags ``553=user|554=X`` (554 Password, 925 NewPassword; fields apart by ``|``, SOH or a log's blanks), on a
  line that is a FIX message; EDI interchange
  headers' passwords (X12 ``ISA04`` after ``01``, EDIFACT ``UNB`` S005).
* HL7 v2's ``MSH-8`` security field: the eighth field of an ``MSH|`` segment, or a value labelled
  ``MSH-8``.
* ZooKeeper's ``addauth digest user:X``; SIPp's ``-ap X`` (its authentication password); ``radtest user X host 0 Y``.
* Mainframe and IBM i: ``ALTUSER u PASSWORD(X)``/``PHRASE('X')``, ``CHGUSRPRF … PASSWORD(X)``; COBOL ``05 WS-PASSWORD
  PIC X(8) VALUE 'X'``; DB2 ``connect to db user u using X``; SAP ``hdbuserstore SET key host user X``.
* Network devices: SNMP communities and v3 passphrases (``snmpwalk -c X``, ``-A X -X Y``, ``community X``,
  ``createUser u SHA "X" AES "Y"``, ``priv aes 128 X``), ``key 0 X``, ``crypto isakmp key X address``,
  ``message-digest-key 1 md5 X``, RANCID's ``add password host {X} {Y}``, OpenVPN static keys.
* What offensive tools print as found: ``DOMAIN\\user:X``, ``user:X - Valid credentials``, pwdump's NT hashes.
* An FTP script's password: the line after the user, below ``open host`` or a batch job's ``//INPUT DD *``.
* ``ops@acme.io / X`` in prose or chat: an e-mail address, a lone slash, then a credential with a digit.
* ``echo 'X' > /tmp/pw.txt``: a literal written into a file named for a password, secret, token or key.
* A text that is only a user and, on the next line, a credential (a printed login file: ``cat ~/.node/.api``).
* "plaintext for the migration: X"; XML name/value siblings (JMeter's ``Argument.value`` beside
  ``Argument.name`` = password).
* ``shodan init X``; ``encrypt = "<base64>"`` (a gossip key); a webhook's key in its path (``…/build_hooks/<hex>``,
  Teams' ``webhookb2/…``); ``new Analytics('<random>', {…})``; ``NAME_SECRET=secret_live_<random>``.
* A private calendar feed's address: its token or its file's random name (``…/calendar/ical/<id>.ics?s=<hex>``,
  ``…/icalendar/<uuid>.ics``, Google Calendar's ``…/private-<hex>/basic.ics``): whoever has it reads the calendar.

A placeholder or a variable (``$PW``, ``${X}``, ``?``) stays everywhere.
"""

from __future__ import annotations

import functools
import re

from memtool.privacy.checks import _HEX_RE, _UUID_RE, _is_placeholder, _lazy, _looks_random, _random_slug
from memtool.privacy.generated import _RARE_BIGRAM_RE
from memtool.privacy.names import secret_name
from memtool.privacy.sentences import _credential


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
    strengths = _column_strengths(head.group("cols"))
    if not any(strengths):
        return False  # (no column named for a secret: the literals' places need no reading)
    index = _place(text, head.end(), pos)
    if index is None or index >= len(strengths) or not _plain(value):
        return False
    strength = strengths[index]
    if strength in ("password", "secret"):
        return True
    return strength is not None and _looks_random(value, 16)


@functools.lru_cache(maxsize=256)
def _column_strengths(cols: str) -> tuple[str | None, ...]:
    return tuple(secret_name(c.strip().strip("\"`[]").lower()) for c in cols.split(","))


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


#: FIX tag 554 (Password) or 925 (NewPassword), after a field separator (| or SOH or ^A, or a blank where a log
#: prints the fields apart: ``[FIX][OUT] 35=A 553=u 554=X``)
_FIX_PASSWORD_RE = _lazy(r"(?:(?<=[|\x01^; \t])|(?<=\^A)|(?<=<SOH>))(?:554|925)=(?P<value>[^|\x01^\s;<]{1,256})")


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


#: RACF/TSO and IBM i CL keywords: ``ALTUSER X PASSWORD(Y)``, ``PHRASE('Y')``, ``CHGUSRPRF … PASSWORD(Y)`` (uppercase only:
#: code calls ``password(x)`` in lowercase)
_CL_PASSWORD_RE = _lazy(r"(?<![\w.])(?:PASSWORD|PASSPHRASE|PHRASE|PASSWD|PWD|NEWPASSWORD|NEWPWD)\("
                        r"(?:'(?P<qv>[^'\n]{1,128})'|(?P<value>[^\s()',]{1,128}))\)")


def cl_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value) and value[:1] not in "*&" and len(value) >= 4


#: SNMP: a community or a v3 auth/priv passphrase handed to a net-snmp tool; a community in a device's config
_SNMP_FLAG_RES = tuple(_lazy(r"snmp[a-z]*\b[^\n|;&]{0,300}?[ \t]-" + flag + r"[ \t]*(?P<q>['\"]?)(?P<value>[^\s'\"]{1,128})(?P=q)")
                       for flag in ("c", "A", "X"))
#: (and ``rocommunity X``, ``community = "X"`` of a poller's config, "the snmp community for the new switches: X")
_COMMUNITY_RE = _lazy(r"(?i)(?:\b|(?<=\bro)|(?<=\brw))community(?:[ \t]+(?:for|of|on|at)[ \t][^\n:=;\"']{1,60}?:[ \t]*|[ \t]*=[ \t]*"
                      r"|[ \t]+)(?P<q>[\"']?)(?P<value>[^\s\"'{;]{4,128})(?P=q)")
_SNMP_V3_RES = (
    _lazy(r"(?i)[^\n]{0,200}?\bcreateUser[ \t]+\S+[ \t]+(?:MD5|SHA[\w-]*)[ \t]+(?P<q>\"?)(?P<value>[^\s\"]{8,128})(?P=q)"),
    _lazy(r"(?i)[^\n]{0,200}?\bcreateUser[ \t]+\S+[ \t]+(?:MD5|SHA[\w-]*)[ \t]+\"?[^\s\"]+\"?[ \t]+(?:DES|AES[\w-]*)[ \t]+"
          r"(?P<q>\"?)(?P<value>[^\s\"]{8,128})(?P=q)"),
    _lazy(r"(?i)[^\n]{0,200}?\bpriv[ \t]+(?:des|3des|aes)(?:[ \t]+\d{3})?[ \t]+(?P<value>[^\s]{8,128})"),
)
_DEFAULT_COMMUNITIES = frozenset({"public", "private", "string", "ro", "rw", "read-only", "read-write"})


def snmp_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value) and value.lower() not in _DEFAULT_COMMUNITIES and not value.startswith("-")


def community_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A credential, a string with a digit, or random lowercase letters (``xkuskggycb``: few vowels; not a word)."""
    return snmp_ok(value, m, group) and "snmp" in m.string[max(0, m.start() - 2000):m.end() + 200].lower() and (
        _credential(value) or any(c.isdigit() for c in value)
        or len(value) >= 8 and value.isalpha() and value.islower() and sum(c in "aeiouy" for c in value) <= 0.3 * len(value)
        and _RARE_BIGRAM_RE.search(value) is not None)


#: network devices' keys: ``key 0 X``/``key 7 X`` (TACACS+/RADIUS), ``crypto isakmp key X address``,
#: ``message-digest-key 1 md5 X``, ``authentication-key X``; RANCID's ``add password host {X} {Y}``
_DEVICE_KEY_RES = (
    _lazy(r"[^\n]{0,300}?(?<![\w-])key[ \t]+[07][ \t]+(?P<value>\S{4,256})"),
    _lazy(r"(?i)[^\n]{0,300}?isakmp[ \t]+key[ \t]+(?:[06][ \t]+)?(?P<value>\S{4,256})[ \t]+(?:address|hostname)\b"),
    _lazy(r"(?i)[^\n]{0,300}?message-digest-key[ \t]+\d+[ \t]+md5[ \t]+(?:[07][ \t]+)?(?P<value>\S{4,256})"),
    _lazy(r"(?i)[^\n]{0,300}?authentication-key[ \t]+(?:[07][ \t]+)?(?P<q>\"?)(?P<value>[^\s\"]{4,256})(?P=q)"),
    _lazy(r"(?m)^[ \t]*add[ \t]+password[ \t]+\S+[ \t]+\{(?P<value>[^}\n]{1,256})\}"),
    _lazy(r"(?m)^[ \t]*add[ \t]+password[ \t]+\S+[ \t]+\{[^}\n]{1,256}\}[ \t]+\{(?P<value>[^}\n]{1,256})\}"),
)
_OPENVPN_KEY_RE = _lazy(r"-----BEGIN OpenVPN Static key V1-----(?P<value>[\s\\nrt0-9a-f]{64,4096}?)"
                        r"-----END OpenVPN Static key V1-----")


#: what offensive tools print as found: ``DOMAIN\\user:X`` (NetExec/CrackMapExec), ``user:X - Valid credentials``
#: (nmap's brute scripts), pwdump lines ``user:rid:LM:NT:::`` (the NT hash logs in as the password does)
_DOMAIN_USER_PASS_RE = _lazy(r"(?<=[A-Za-z0-9])\\[A-Za-z_][\w.$-]{1,63}:(?P<value>[^\s:]{4,256})(?=[ \t]|$)")
_VALID_CREDS_RE = _lazy(r"(?m)^[|_ \t]*[\w.@-]{1,64}:(?P<value>[^\s:]{4,256})[ \t]+-[ \t]+Valid credentials")
_PWDUMP_RE = _lazy(r"(?m)^[^:\s]{1,64}:\d{1,10}:[0-9a-fA-F]{32}:(?P<value>[0-9a-fA-F]{32}):::")
_EMPTY_NT_HASH = "31d6cfe0d16ae931b73c59d7e0c089c0"


def found_credential_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value) and (_credential(value) or len(value) >= 32 and value.isalnum())


def pwdump_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return value.lower() != _EMPTY_NT_HASH


#: a tool's ``init`` handed its API key (``shodan init X``); a gossip/encryption key (``encrypt = "<base64>"``)
_INIT_KEY_RE = _lazy(r"(?<![\w-])init[ \t]+(?P<value>[A-Za-z0-9]{24,128})(?=\s|$)")
_ENCRYPT_KEY_RE = _lazy(r"(?i)encrypt(?:ion)?(?:[_-]?key)?[\"']?[ \t]*[:=][ \t]*(?P<q>[\"'])(?P<value>[A-Za-z0-9+/]{22,86}={0,2})(?P=q)")


def random_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _looks_random(value.rstrip("="), 20)


#: COBOL ``05 WS-FTP-PASSWORD PIC X(8) VALUE 'X'.``; DB2 ``connect to DB user U using X``; SAP's
#: ``hdbuserstore SET KEY host:port USER X``
_COBOL_VALUE_RE = _lazy(r"(?P<key>[A-Za-z][\w-]{1,30})[ \t]+PIC(?:TURE)?[ \t]+[^\s.]+[ \t]+VALUE[ \t]+(?P<q>['\"])"
                        r"(?P<value>[^'\"\n]{1,128})(?P=q)")
_DB2_USING_RE = _lazy(r"(?i)connect[ \t]+to[ \t]+\S+[ \t]+user[ \t]+\S+[ \t]+using[ \t]+(?P<q>[\"']?)(?P<value>[^\s\"']{1,128})(?P=q)")
_HDBUSERSTORE_RE = _lazy(r"(?i)hdbuserstore[ \t]+(?:-\S+[ \t]+)*SET[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+(?P<value>\S{1,128})")


def cobol_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value) and secret_name(m.group("key")) in ("password", "secret")


#: a webhook's secret in its URL path: ``…/build_hooks/<hex>``, Teams' ``…/IncomingWebhook/<hex>/…``; an
#: analytics client's write key handed first with its options (``new Analytics('KEY', {dataPlaneUrl})``)
_HOOK_PATH_RE = _lazy(r"(?i)hooks/(?P<value>[A-Za-z0-9_-]{20,128})(?=[/?#\s'\"`]|$)")
#: a private calendar feed's address (``…/calendar/ical/<id>.ics?s=<hex>``, ``…/icalendar/<uuid>.ics``, ``ical.html?t=``,
#: Google Calendar's secret address ``…/ical/<calendar>/private-<hex>/basic.ics``):
#: whoever has it reads the calendar -- the token in its query or the random name of its file is its key
_ICAL_FEED_RE = _lazy(r"(?i)(?:ical|calendar)[^\s'\"<>?#]{0,120}?"
                      r"(?:/private-(?P<private>[0-9a-f]{16,64})/|/(?P<file>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,64})\.ics\b"
                      r"|\.(?:ics|html?)\?(?:[^\s'\"<>#]{0,200}?&)?(?:s|t|k|key|token|secret)=(?P<value>[A-Za-z0-9_-]{16,128}))")
#: Teams' incoming webhook: its whole path is the credential (tenant, connector id and key together)
_TEAMS_HOOK_RE = _lazy(r"(?i)webhookb2/(?P<value>[^\s'\"`<>/]{8,200}/IncomingWebhook/[0-9a-f]{32}/[^\s'\"`<>/]{8,64})")
_CLIENT_OPTIONS_RE = _lazy(r"new[ \t]+[A-Z]\w*[ \t]*\([ \t]*(?P<q>['\"])(?P<value>[A-Za-z0-9_-]{20,128})(?P=q)[ \t]*,[ \t]*\{")


def client_options_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Mixed case and digits: a hex value there is an app's public id (``new Pusher('<hex>', {cluster})``)."""
    return _looks_random(value, 20) and any(c.isupper() for c in value) and any(c.islower() for c in value)


_IN_URL_RE = _lazy(r"https?://[^\s'\"<>?#]{0,200}$")


def ical_feed_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (_IN_URL_RE.search(m.string, max(0, m.start() - 200), m.start()) is not None
            and (group in ("file", "private") or _UUID_RE.fullmatch(value) is not None or hook_path_ok(value, m, group)))


def hook_path_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _looks_random(value, 20) or len(value) >= 24 and all(c in "0123456789abcdef" for c in value.lower())


#: a provider's key with its kind and mode in front (``secret_live_<random>``, ``key_test_…``) under a name
#: saying secret, key or token (the names' rule leaves a value that repeats the name's word)
_MODE_PREFIXED_RE = _lazy(r"(?i)(?:secret|key|token)[\"']?[ \t]*[:=][ \t]*[\"']?"
                          r"(?P<value>[a-z]{2,12}_(?:live|test|prod|sandbox)_[A-Za-z0-9]{16,256})(?![\w-])")



#: an FTP client's input: after ``open host`` (a ``ftp -s:`` or ``-n`` script) or a batch job's in-stream
#: ``//INPUT DD *``, the first line is the user and the next the password
_FTP_INPUT_RE = _lazy(r"(?im)^(?://[\w#@$]*[ \t]+DD[ \t]+\*|open[ \t]+[\w.:-]+(?:[ \t]+\d+)?)[ \t]*\r?\n[ \t]*(?:user[ \t]+)?"
                      r"[A-Za-z0-9_$#@.\\-]{1,64}[ \t]*\r?\n[ \t]*(?P<value>[^\s]{4,128})[ \t]*(?=\r?\n|$)")
_FTP_COMMANDS = frozenset("cd lcd put get mput mget bin binary ascii quit bye close ls dir pwd prompt hash type quote site".split())


def ftp_input_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (_plain(value) and value.lower() not in _FTP_COMMANDS and _credential(value)
            and "ftp" in m.string[max(0, m.start() - 2000):m.end() + 500].lower())


#: ``tenant-qa@acme.io / X``: an e-mail address, a lone slash, then a credential (with a digit)
_EMAIL_SLASH_RE = _lazy(r"(?<![\w.-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+[ \t]+/[ \t]+(?P<value>[^\s/'\"`]{6,128})(?=\s|$)")


def email_slash_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    value = value.rstrip(".,;)") if not _credential(value) else value
    return _plain(value) and _credential(value) and any(c.isdigit() for c in value) and "@" not in value


#: ``echo 'X' > /tmp/pw.txt``: a literal written into a file whose name says password, secret, token or key
_ECHO_INTO_FILE_RE = _lazy(r"(?:echo|printf)[ \t]+(?:-[neE]+[ \t]+)?(?P<q>['\"]?)(?P<value>[^'\"\s$`][^'\"\s`]{5,255})(?P=q)[ \t]*>>?[ \t]*"
                           r"(?P<file>[^\s;&|]{1,200})")
_SECRET_FILE_RE = _lazy(r"(?i)(?:pass|pw|pwd|secret|token|cred|\.key$|[_-]key\b|apikey)")


def echo_into_file_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    name = m.group("file").rsplit("/", 1)[-1]
    return _plain(value) and _SECRET_FILE_RE.search(name) is not None and (_credential(value) or _looks_random(value, 16))


#: "plaintext for the vault migration: X", ``cleartext password = X``: a value said to be a secret in the clear
_PLAINTEXT_RE = _lazy(r"(?i)(?:plain|clear)[ -]?text\b[^\n:=]{0,60}?[:=][ \t]*(?P<value>[^\s'\"`]{6,128})(?=\s|$)")


def plaintext_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value) and (_credential(value) or _looks_random(value, 16))


#: XML name/value siblings (JMeter's ``Argument.value`` then ``Argument.name`` = password, either order):
#: the value element's text when its sibling names a secret
_XML_VALUE_RE = _lazy(r"[ \t]*<(?P<tag>[\w:]+)[^<>\n]{0,80}\bname=\"[\w.:-]{0,40}value\"[^<>\n]{0,40}>(?P<value>[^<\n]{1,256})</(?P=tag)>")
_XML_NAME_RE = _lazy(r"\bname=\"[\w.:-]{0,40}name\"[^<>\n]{0,40}>(?P<name>[^<\n]{1,64})<")


def xml_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    near = _XML_NAME_RE.search(m.string, max(0, m.start() - 300), m.end() + 300)
    return _plain(value) and near is not None and secret_name(near.group("name").strip()) in ("password", "secret")


#: a text that is only a user (an e-mail address or a login name) and, on the next line, a credential, after at most a
#: prompt line (``cat ~/.node/.api``, an OpenVPN ``auth-user-pass`` file): the file of one login
_LOGIN_FILE_RE = _lazy(r"\A(?:[$#>%] [^\n]{1,300}\n)?[ \t]*(?:[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+|[a-z][\w.-]{2,31})"
                       r"[ \t]*\r?\n[ \t]*(?P<value>\S{6,128})[ \t]*\r?\n?\Z")


def login_file_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return (_plain(value) and _credential(value) and any(c.isdigit() for c in value)
            and any(c.isalpha() for c in value) and "/" not in value
            and ("=" not in value or re.search(r"[!#$%^&*?@~]", value) is not None))  # (==cxrJm#K…: generated)


def mode_prefixed_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _looks_random(value.rsplit("_", 1)[-1], 16)


#: Teleport's ``join_params`` with ``method: token``: its ``token_name`` is the join token itself (the name is the secret)
_JOIN_TOKEN_RE = _lazy(r"token_name:[ \t]*[\"']?(?P<value>[A-Za-z0-9_-]{16,128})[\"']?[ \t]*$", re.MULTILINE)
_TOKEN_METHOD_RE = _lazy(r"(?m)^[ \t]*method:[ \t]*[\"']?token[\"']?[ \t]*$")


def join_token_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _plain(value) and _TOKEN_METHOD_RE.search(m.string, max(0, m.start() - 200), m.start()) is not None


#: a keypair file of bytes (Solana's ``id.json``: a JSON array of 64 numbers, the secret and public key): the whole array
_BYTE_KEYPAIR_RE = _lazy(r"(?<![\w\]])(?P<value>\[[ \t]*(?:\d{1,3}[ \t]*,[ \t]*){63}\d{1,3}[ \t]*\])")


def byte_keypair_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    numbers = [int(n) for n in re.findall(r"\d+", value)]
    return max(numbers) <= 255 and len(set(numbers)) >= 24


#: PHP's serialize() (WordPress options, Magento, Laravel): ``s:12:"api_password";s:16:"X";`` -- a string key whose
#: name says secret, then its string value
_PHP_SERIALIZED_RE = _lazy(r"s:\d{1,3}:\\?\"(?P<key>[\w.-]{1,64})\\?\";s:\d{1,4}:\\?\"(?P<value>[^\"\\\n]{1,4096})\\?\";")


def php_serialized_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    strength = secret_name(m.group("key"))
    return strength is not None and _plain(value) and (strength == "password" or _credential(value)
                                                       or _looks_random(value, 16))


#: ``curl -u "<api key>:x"``, ``curl -su <token>:``: an API key given as basic auth's user, its password empty or a dummy
#: ``x`` (BambooHR, Lever, Harvest, Stripe's ``sk_…:``) -- or any password, when the user is generated: people
#: choose user names, services issue keys (Wufoo's ``-u 4AG8-T6FJ-MN2R-FC5C:footastic``)
_TOKEN_AS_USER_RE = _lazy(r"(?<![\w-])-(?:[a-zA-Z]{0,4}u|-user)(?:[ \t]+|=)\\?[\"']?(?P<value>[A-Za-z0-9_+/=.-]{16,256}):"
                          r"(?P<pw>[^\s'\"\\]*)\\?[\"']?(?=[\s\\]|$)")


def token_as_user_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if not _plain(value):
        return False
    if m.group("pw") in ("", "x", "X"):  # (the password a dummy: the user is the key)
        return (len(value) >= 20 and (_looks_random(value, 16) or _credential(value))
                or _HEX_RE.fullmatch(value) is not None and len(value) >= 32)
    if _HUMAN_PART_RE.search(value) or _UUID_RE.fullmatch(value):
        return False  # (bk_machine_c4p01f: a person's naming; a UUID beside a password: a client's id)
    return _looks_random(value, 16) or _HEX_RE.fullmatch(value) is not None and len(value) >= 16 or _random_slug(value)


#: a lowercase word of five or more letters in a user name: a person named it
_HUMAN_PART_RE = _lazy(r"(?<![A-Za-z])[a-z]*[aeiouy][a-z]*(?<=[a-z]{5})(?![A-Za-z])")


#: a JSON Web Key's private members (RFC 7517/7518: ``d``, ``p``, ``q``, ``dp``, ``dq``, ``qi`` of an RSA/EC/OKP key,
#: ``k`` of a symmetric one) in an object that says ``"kty"``
_JWK_PRIVATE_RE = _lazy(r"\\?\"(?:d|p|q|dp|dq|qi|k)\\?\"[ \t]*:[ \t]*\\?\"(?P<value>[A-Za-z0-9_-]{16,4096})\\?\"")


def jwk_private_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    before = m.string.rfind("{", 0, m.start())
    return before >= 0 and "kty" in m.string[before:m.start()] and "}" not in m.string[before:m.start()]


#: EDI interchange headers: X12's ``ISA*00*<10>*01*<password>*…`` (ISA04, the security information, when ISA03 is 01)
#: and EDIFACT's ``UNB+…+…+…+…+<ref>+<password>:<qualifier>'`` (S005, the recipient's reference or password)
_X12_ISA_RE = _lazy(r"\bISA(?P<s>[*|~^])\d\d(?P=s)[^*|~^\n]{10}(?P=s)01(?P=s)(?P<value>[^*|~^\n]{10})(?P=s)")
_EDIFACT_UNB_RE = _lazy(r"\bUNB\+(?:[^+'\n]*\+){5}(?P<value>[^:+'\n]{4,14})(?::[A-Z0-9]{1,2})?(?=['+])")


def edi_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Filled (X12 pads with blanks), and for EDIFACT not a number (a reference may stand there)."""
    value = value.strip()
    return len(value) >= 4 and _plain(value) and not (m.group(0).startswith("UNB") and value.isdigit())


#: FreeRADIUS's ``radtest user password server nas-port-number secret``: the second and the fifth argument
_RADTEST = (r"(?i)\bradtest(?:[ \t]+-[a-z46]\b(?:[ \t]+(?!-)\S+)?)*[ \t]+(?P<q1>['\"]?)[^\s'\"]+(?P=q1)[ \t]+(?P<q>['\"]?)"
            r"(?P<value>[^\s'\"]{1,128})(?P=q)")
_RADTEST_RES = (_lazy(_RADTEST), _lazy(_RADTEST.replace("(?P<value>", "(?P<password>").replace("(?P=q)", "(?P=q)", 1)
                                       + r"[ \t]+\S+[ \t]+\d{1,5}[ \t]+(?P<r>['\"]?)(?P<value>[^\s'\"]{1,128})(?P=r)"))
#: ``basic.auth.user.info=KEY:SECRET`` (Kafka/Confluent), ``userinfo: u:X``: a name saying user info holds ``user:password``
_USER_INFO_RE = _lazy(r"(?i)user[._-]?info[\"']?[ \t]*[:=][ \t]*[\"']?[^\s:'\"]{1,128}:(?P<value>[^\s'\"]{6,256})")


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
    ("password", _CL_PASSWORD_RE, cl_password_ok, ("password(", "passphrase(", "phrase(", "passwd(", "pwd(", "newpassword(",
                                                   "newpwd("), ("qv", "value"), "hint"),
    *(("password", regex, snmp_ok, ("snmp",), ("value",), "hint") for regex in _SNMP_FLAG_RES),
    ("password", _COMMUNITY_RE, community_ok, ("community",), ("value",), "hint"),
    *(("password", regex, plain_ok, ("createuser", "priv "), ("value",), "line") for regex in _SNMP_V3_RES),
    *(("password", regex, found_credential_ok, ("key 0", "key 7", "isakmp", "message-digest-key", "authentication-key",
                                     "add password"), ("value",), "line") for regex in _DEVICE_KEY_RES),
    ("private-key", _OPENVPN_KEY_RE, plain_ok, ("openvpn static key",), ("value",), ""),
    ("password", _DOMAIN_USER_PASS_RE, found_credential_ok, ("\\",), ("value",), "hint"),
    ("password", _VALID_CREDS_RE, found_credential_ok, ("valid credentials",), ("value",), ""),
    ("password", _PWDUMP_RE, pwdump_ok, (":::",), ("value",), ""),
    ("secret", _INIT_KEY_RE, random_ok, ("init ",), ("value",), "hint"),
    ("secret", _ENCRYPT_KEY_RE, random_ok, ("encrypt",), ("value",), "hint"),
    ("password", _COBOL_VALUE_RE, cobol_ok, (" pic ", " picture "), ("value",), ""),
    ("password", _DB2_USING_RE, plain_ok, (" using ",), ("value",), ""),
    ("password", _HDBUSERSTORE_RE, plain_ok, ("hdbuserstore",), ("value",), "hint"),
    ("url-token", _HOOK_PATH_RE, hook_path_ok, ("hooks/",), ("value",), "hint"),
    ("url-token", _ICAL_FEED_RE, ical_feed_ok, ("ical", "calendar"), ("private", "file", "value"), "hint"),
    ("url-token", _TEAMS_HOOK_RE, plain_ok, ("incomingwebhook/",), ("value",), ""),
    ("secret", _CLIENT_OPTIONS_RE, client_options_ok, ("new ",), ("value",), "hint"),
    ("password", _FTP_INPUT_RE, ftp_input_ok, ("dd *", "open "), ("value",), "line"),
    ("password", _EMAIL_SLASH_RE, email_slash_ok, ("@",), ("value",), "word"),
    ("password", _ECHO_INTO_FILE_RE, echo_into_file_ok, ("echo ", "printf "), ("value",), "hint"),
    ("password", _PLAINTEXT_RE, plaintext_ok, ("plaintext", "plain text", "plain-text", "cleartext", "clear text",
                                               "clear-text"), ("value",), "hint"),
    ("password", _XML_VALUE_RE, xml_value_ok, ('value">',), ("value",), "line"),
    ("password", _LOGIN_FILE_RE, login_file_ok, ("\n",), ("value",), ""),
    ("secret", _MODE_PREFIXED_RE, mode_prefixed_ok, ("_live_", "_test_", "_prod_", "_sandbox_"), ("value",), ""),
    ("secret", _JOIN_TOKEN_RE, join_token_ok, ("token_name:",), ("value",), "hint"),
    ("secret", _PHP_SERIALIZED_RE, php_serialized_ok, ('";s:',), ("value",), ""),
    ("secret", _TOKEN_AS_USER_RE, token_as_user_ok, ("-u", "u ", "--user"), ("value",), ""),
    ("private-key", _JWK_PRIVATE_RE, jwk_private_ok, ('"kty"', '\\"kty\\"'), ("value",), ""),
    *(("password", regex, plain_ok, ("radtest",), ("value",), "hint") for regex in _RADTEST_RES),
    ("password", _X12_ISA_RE, edi_password_ok, ("isa*", "isa|", "isa~", "isa^"), ("value",), "hint"),
    ("password", _EDIFACT_UNB_RE, edi_password_ok, ("unb+",), ("value",), "hint"),
    ("password", _USER_INFO_RE, plain_ok, ("userinfo", "user.info", "user_info", "user-info"), ("value",), ""),
    ("private-key", _BYTE_KEYPAIR_RE, byte_keypair_ok, ("solana", "keypair", "id.json"), ("value",), ""),
)
