"""Secrets that an argument's position names: the command or call says which argument is the password.

* Modem AT commands (3GPP TS 27.007 and the modem makers' own): the PDP context's password in
  ``AT+CGAUTH=1,1,"user","X"`` (4th argument), Quectel's ``AT+QICSGP=1,1,"apn","user","X",1`` (5th) and
  ``AT+QMTCONN=0,"client","user","X"`` (4th), SIMCom's ``AT+CSTT="apn","user","X"`` (3rd), Qualcomm's
  ``AT$QCPDPP=1,1,"X","user"`` (3rd: the password comes before the user), ESP-AT's Wi-Fi join and soft-AP
  ``AT+CWJAP="ssid","X"`` / ``AT+CWSAP="ssid","X",5,3`` (2nd) and MQTT ``AT+MQTTUSERCFG=0,1,"id","user","X",0,0,""``
  (5th); parameters set by name: ``AT+SAPBR=3,1,"PWD","X"``, u-blox ``AT+UPSD=0,3,"X"`` (tag 3 is the password),
  Cinterion ``AT^SICS=0,"passwd","X"``; SIM PINs ``AT+CLCK="SC",1,"X"``, ``AT+CPWD="SC","X","Y"``.
* A MAC's key as a literal in the call that keys it: ``hmac.new(b"X", body, sha256)`` (also through
  ``bytes.fromhex("X")``, ``base64.b64decode("X")``, ``"X".encode()``), Node's ``crypto.createHmac("sha256", "X")``,
  Go's ``hmac.New(sha256.New, []byte("X"))``, PHP's ``hash_hmac("sha256", $body, "X")``, Ruby's
  ``OpenSSL::HMAC.hexdigest("SHA256", "X", body)``, .NET's ``new HMACSHA256(Encoding.UTF8.GetBytes("X"))``, Java's
  ``new SecretKeySpec("X".getBytes(), "HmacSHA256")``: whoever has it signs as the sender.
* A token in a URL's path, in the slot after a path word that says what it opens: ``…/incidents/api/<hex>`` (an
  alert integration), ``/api/push/<token>?status=up`` (a push monitor), ``/feeds/<token>``, ``/premium/<hex>/rss.xml``,
  ``/rss/3895/<hex>.xml`` (a member's private feed), ``/auth/<uuid>/<key>``, ``/api/v2/<hex>/…`` (an id or a version,
  then the key): a random segment (hex of 32 or more, or letters and digits of high entropy), never a UUID, a version
  or a word.
* A tool's own password or token flag, whose name does not say so (on its line or the indented lines after it):
  ``influx write -t X`` (InfluxDB's token), ``pmrep connect … -x X`` and ``egosh user logon -u u -x X`` (their
  password), ``infacmd … -pd X``, ``plink -pw X``, ``nanomdm -api X`` (its API key), ``uipcli … -S X`` (the
  application's secret); and generally the flag that follows a user's on a command line, spelled as a password's short
  forms are (``-n infa_admin -x X``, ``-un u -pd X``, ``-user u -pw X``) when its value reads as a credential
  (generated or typed, never a host, a path or a URL); a bare word between a user flag's value and the next flag
  (``--user bhnli/pnept X --metadata …``); a Windows switch named as a password is (``/ggpwd "X"``, ``/dbpass:X``).
* The answer a script sends to a password prompt: telnetlib's ``tn.read_until(b"Password: ")`` then
  ``tn.write(b"X\\r\\n")``, pexpect's ``child.expect("[Pp]assword:")`` then ``child.sendline("X")``, Tcl expect's
  ``expect "password:"`` then ``send "X\\r"``.
* DeepL's client, handed its key first: ``deepl.Translator("<uuid>")``, ``deepl.DeepLClient("<uuid>")`` (a paid
  plan's key is a bare UUID, which no other rule takes for a key).
* Records whose layout places a password: strongSwan's ``ipsec.secrets`` (``user : EAP "X"``, ``: XAUTH "X"``,
  ``: NTLM "X"``, ``: PIN %smartcard "X"``), 3proxy's ``users name:CL:X`` (CL: the password in clear),
  Perforce's ``.p4tickets`` (``host:1666=user:<32 hex>``), Plastic SCM's ``SecurityConfig=…:user:X:``, FreeRADIUS'
  ``radcheck`` rows (``| Cleartext-Password | := | X |``); a proxy list's ``host:port:user:X`` lines are read with
  .pgpass lines (`memtool.privacy.logins`).
* A JSON-RPC login's parameters: ``{"method": "get_session_key", "params": ["admin", "X"]}`` (LimeSurvey),
  ``"method": "login"`` / ``"authenticate"`` / ``"user.login"`` with a user, then the password, as an array.
* MAVProxy's ``signing setup X`` (the MAVLink 2 signing passphrase) and Scalelite's ``rake servers:add[URL,X]`` (a
  BigBlueButton server's shared secret).
* ThingSpeak's Arduino calls, their last argument the channel's write or read key (``ThingSpeak.writeFields(ch,
  "<16 capitals and digits>")``); bacnet-stack's ``bacrd DEVICE STATE X`` and ``bacdcc DEVICE STATE MINUTES X`` (the
  device's reinitialize/DCC password); the password half of a Basic credential built from an interpolated user
  (``base64.b64encode(f"{consumer_key}:X".encode())``, ``btoa(`${user}:X`)``).

A placeholder or a variable (``"<password>"``, ``"%s"``, ``"$PASS"``) stays, and so does an empty argument.
"""

from __future__ import annotations

import re

from memtool.privacy import endings
from memtool.privacy.calls import _line_secret
from memtool.privacy.checks import _HEX_RE, _UUID_RE, _LazyRegex, _is_placeholder, _lazy, _looks_random, _random_slug

#: one AT argument: a quoted string or a bare number/word, up to the next comma
_ARG = r"(?:\"[^\"\n]{0,128}\"|[^,\"\s;]{0,64})[ \t]*,[ \t]*"
_VALUE = r"(?:\"(?P<qv>[^\"\n]{1,128})\"|(?P<uv>[^,\"\s;]{1,128}))"


def _at(commands: str, before: int, fixed: str = "") -> _LazyRegex:
    """``AT<commands>=``, the arguments ``fixed`` when given, ``before`` arguments, then the value."""
    head = r"(?i)(?<![A-Za-z0-9])AT[+^$%#]?(?:" + commands + r")[ \t]*=[ \t]*"
    args = (fixed + r"[ \t]*,[ \t]*" if fixed else "") + _ARG * before
    return _lazy(head + args + _VALUE + r"(?=[ \t]*(?:[,;\r\n\"']|\\[nr]|$))")


_AT_RES = (
    _at("CGAUTH|QMTCONN", 3),
    _at("QICSGP|MQTTUSERCFG", 4),
    _at("CSTT|QCPDPP|CLCK", 2),
    _at(r"CWJAP(?:_DEF|_CUR)?|CWSAP(?:_DEF|_CUR)?|CPWD", 1),
    _at("CPWD", 2),
    _at("SAPBR", 0, r"3[ \t]*,[ \t]*\d{1,2}[ \t]*,[ \t]*\"(?:PWD|PASSWORD)\""),
    _at("UPSD", 0, r"\d{1,2}[ \t]*,[ \t]*3"),
    _at("SICS", 0, r"\d{1,2}[ \t]*,[ \t]*\"?(?:passwd|password)\"?"),
)
_AT_HINTS = ("at+cgauth", "at+qmtconn", "at+clck", "at+qicsgp", "at+mqttusercfg", "at+cstt", "at$qcpdpp", "at+cwjap",
             "at+cwsap", "at+cpwd", "at+sapbr", "at+upsd", "at^sics")


#: a literal, bare or through the call that turns it into bytes
_KEY_LITERAL = (r"(?:b|bytes\.fromhex\(|(?:base64\.)?(?:urlsafe_)?b64decode\(|(?:binascii\.)?(?:unhexlify|a2b_hex)\(|bytes\("
                r"|Buffer\.from\(|\[\]byte\(|Encoding\.\w{3,8}\.GetBytes\(|Convert\.FromBase64String\()?[ \t]*"
                r"(?P<q>[\"'])(?P<value>[^\"'\\\n]{8,256})(?P=q)")
_ARG_BEFORE = r"[^,()\n]{1,80}?(?:\([^()\n]{0,60}\))?[ \t]*,[ \t]*"  # (an argument before the key, one call deep)
_HMAC_KEY_RE = _lazy(r"(?:\bhmac\.(?:new|HMAC|digest)|\bHMAC(?:SHA\d{1,3}|MD5)|\bhmac\.New[ \t]*\([ \t]*" + _ARG_BEFORE[:-1]
                     + r"|createHmac[ \t]*\([ \t]*" + _ARG_BEFORE[:-1] + r"|OpenSSL::HMAC\.\w{3,12}[ \t]*\([ \t]*"
                     + _ARG_BEFORE[:-1] + r"|hash_hmac[ \t]*\([ \t]*" + _ARG_BEFORE + _ARG_BEFORE[:-1]
                     + r"|new[ \t]+SecretKeySpec)[ \t]*\(?[ \t]*" + _KEY_LITERAL)


def hmac_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A key, not a placeholder or a word: letters and digits both, or random (a hex or base64 body)."""
    return (not _is_placeholder(value) and value[:1] not in "$%{<"
            and (_looks_random(value, 12) or any(c.isdigit() for c in value) and any(c.isalpha() for c in value)))


_SLOT_WORDS = ("api", "push", "feed", "feeds", "rss", "premium", "private", "auth", "token", "tokens", "key", "keys",
               "secret", "callback", "callbacks", "webhook", "webhooks", "heartbeat", "ping", "ingest", "notify")
#: the slot after such a word (maybe past one id: digits or a UUID), the value ending its segment
_URL_SLOT_RE = _lazy(r"(?i)/(?P<word>" + "|".join(_SLOT_WORDS) + r")/(?:\d{1,12}/|v\d{1,2}/|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}"
                     r"-[0-9a-f]{12}/)?(?P<value>[A-Za-z0-9_-]{10,256})(?=[/?#&\s'\"`<>)\]]|\.(?:xml|rss|json|atom)\b|$)")
_IN_URL_RE = _lazy(r"(?:https?|wss?)://[^\s'\"<>?#]{0,300}$")


def url_slot_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Inside a URL's path; random (hex of 32 or more with a letter, or high entropy), or a push monitor's short token
    (10+ characters, upper and lower case and digits)."""
    if _IN_URL_RE.search(m.string, max(0, m.start() - 300), m.start()) is None or _UUID_RE.fullmatch(value):
        return False
    if _HEX_RE.fullmatch(value):
        return len(value) >= 32 and not value.isdigit()
    if m.group("word").lower() == "push" and len(value) >= 10:
        return any(c.isupper() for c in value) and any(c.islower() for c in value) and any(c.isdigit() for c in value)
    return _looks_random(value, 16)


_TOOL_FLAGS = (("influx", r"-t|--token"), ("nanomdm", r"-api"), ("pmrep", r"-x"), ("egosh", r"-x"),
               ("uipcli", r"-S|--applicationSecret"),
               (r"infacmd(?:\.sh)?|infasetup(?:\.sh)?", r"-pd|-Password"), ("plink|pscp|psftp", r"-pw"))
_TOOL_FLAG_RES = tuple(_lazy(r"(?<![\w./-])(?:" + tool + r")(?![\w-])(?:[^\n|;&]|\n(?=[ \t])){0,300}?[ \t](?:" + flags + r")(?:[ \t]+|=)"
                             r"(?P<q>['\"]?)(?P<value>[^\s'\"]{4,256})(?P=q)(?=\s|$)") for tool, flags in _TOOL_FLAGS)
_TOOL_HINTS = ("influx", "nanomdm", "pmrep", "egosh", "uipcli", "infacmd", "infasetup", "plink", "pscp", "psftp")
_USER_FLAG_HINTS = (" -u", " --u", " -n", " --n", " -l", " --l")
#: ``--user u/role X --metadata …``: a bare word between the user's value and the next flag is its password
_USER_THEN_WORD_RE = _lazy(r"[ \t]--?(?:u|user|username|login)(?:[ \t]+|=)[^\s'\"-][^\s'\"]{0,63}[ \t]+"
                           r"(?P<q>['\"]?)(?P<value>[^\s'\"-][^\s'\"]{3,255})(?P=q)[ \t]+-")
#: a Windows-style switch whose name ends as a password's does: ``/ggpwd "X"``, ``/dbpass:X``, ``/password X``
_SLASH_FLAG_RE = _lazy(r"(?i)(?<=[ \t]/)[a-z][a-z0-9_-]{0,20}?(?:pwd|passwd|password|pass|pw|secret|token)(?::|=|[ \t]+)"
                       r"(?P<q>[\"']?)(?P<value>[^\s\"'/][^\s\"']{3,255})(?P=q)(?=\s|$)")
#: the flag right after a user flag and its value, spelled as a password's short forms are
_AFTER_USER_FLAG_RE = _lazy(r"[ \t]-{1,2}(?:u|U|n|un|user|username|login|l)(?:[ \t]+|=)(?P<q0>['\"]?)[^\s'\"-][^\s'\"]{0,63}"
                            r"(?P=q0)[ \t]+-{1,2}(?:x|pd|pw|pwd|passwd|pass|p|P)(?:[ \t]+|=)(?P<q>['\"]?)(?P<value>[^\s'\"-][^\s'\"]{3,255})"
                            r"(?P=q)(?=\s|$)")


def tool_flag_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Any literal where the tool takes its password or token: not a placeholder, a variable or a URL."""
    return record_value_ok(value, m, group) and "://" not in value


def flag_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A credential as a command line's word (`memtool.privacy.calls._line_secret`): not a host, a path or a URL."""
    return ":" not in value and (_line_secret(value) or _random_slug(value) or endings.chosen_words(value))


#: a wait for a prompt naming a password, then (on the next line) the literal the script sends
_PROMPT_ANSWER_RE = _lazy(r"(?i)(?:read_until|expect(?:_exact)?|wait_?for)[ \t]*\(?[ \t]*[br]?[\"'][^\"'\n]{0,40}"
                          r"(?:pass|assword|(?<![a-z])pin(?![a-z])|secret|token)[^\"'\n]{0,20}[\"'][^\n]{0,80}\r?\n[ \t]*"
                          r"(?:[\w.]{0,40}(?:write|send|sendline|send_line|puts|print)[ \t]*\(?[ \t]*b?)"
                          r"(?P<q>[\"'])(?P<value>[^\"'\r\n\\]{4,256})(?:\\[rn]|\r|\n)*(?P=q)")  # (CR LF escaped, or as the JSON view reads them)


def prompt_answer_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A literal, not a placeholder, a variable or a format directive."""
    return not _is_placeholder(value) and value[:1] not in "$%{<[" and "%s" not in value and "{" not in value


_DEEPL_CLIENT_RE = _lazy(r"\bdeepl\.(?:Translator|DeepLClient)[ \t]*\([ \t]*(?:auth_key[ \t]*=[ \t]*)?(?P<q>[\"'])"
                         r"(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?::fx)?)(?P=q)")


_IPSEC_SECRET_RE = _lazy(r"(?im)^[^\n:#]{0,200}:[ \t]*(?:EAP|XAUTH|NTLM|PIN(?:[ \t]+%[\w:]+)?)[ \t]+(?P<q>[\"'])"
                         r"(?P<value>[^\"'\n]{4,256})(?P=q)")
_PROXY_USERS_RE = _lazy(r"(?<![\w.-])[\w.@-]{1,64}:CL:(?P<value>[^\s:,]{4,256})")
#: Perforce's ticket line: ``host:port`` (checked after), ``=user:``, the ticket, in a ticket file or Perforce's port
_PROXY_LINE_RE = _lazy(r":\d{2,5}:[\w.@+-]{1,64}:(?P<value>[^\s:]{4,256})[ \t]*(?=\r?\n|$)")
_PROXY_HOST_RE = _lazy(r"[ \t]*(?:(?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,24}|\d{1,3}(?:\.\d{1,3}){3})")
_P4TICKET_RE = _lazy(r"=[^\s:=]{1,64}:(?P<value>[0-9A-Fa-f]{32})[ \t]*(?=\r?\n|$)")
_P4PORT_RE = _lazy(r"[ \t]*[\w.-]{1,253}:\d{1,5}")
_PLASTIC_RE = _lazy(r"(?m)^[ \t]*SecurityConfig=[^\n]{0,200}:[^\s:]{1,64}:(?P<value>[^\s:]{4,256}):[ \t]*$")
_RADCHECK_RE = _lazy(r"(?i)\b(?:Cleartext|User)-Password[ \t]*\|?[ \t]*:?=[ \t]*\|?[ \t]*(?P<q>\"?)(?P<value>[^\s|\"]{4,256})(?P=q)")
_JSONRPC_LOGIN_RE = _lazy(r"(?i)\\?\"method\\?\"[ \t]*:[ \t]*\\?\"[\w.]{0,40}(?:log_?in|logon|authenticate|sign_?in|get_session_key)"
                          r"\\?\"[^{}\[\]\n]{0,120}\\?\"(?:params|args)\\?\"[ \t]*:[ \t]*\[[ \t]*\\?\"[^\"\\\n]{1,64}\\?\"[ \t]*,[ \t]*"
                          r"\\?\"(?P<value>[^\"\\\n]{4,256})\\?\"")


_MAV_SIGNING_RE = _lazy(r"(?i)\bsigning[ \t]+setup[ \t]+(?P<q>[\"']?)(?P<value>[^\s\"']{4,256})(?P=q)(?=\s|$)")
_SCALELITE_RE = _lazy(r"\bservers:add\[[ \t]*https?://[^,\]\s]{1,300},[ \t]*(?P<value>[^,\]\s]{8,256})")


_THINGSPEAK_RE = _lazy(r"\bThingSpeak\.\w{4,24}[ \t]*\([^()\n]{0,120}?(?P<q>\")(?P<value>[A-Z0-9]{16})(?P=q)[ \t]*\)")
_BACNET_TOOL_RE = _lazy(r"(?<![\w./-])(?:bacrd[ \t]+\d{1,7}[ \t]+\w{1,20}|bacdcc[ \t]+\d{1,7}[ \t]+\w{1,20}[ \t]+\d{1,5})[ \t]+"
                        r"(?P<q>[\"']?)(?P<value>[^\s\"']{4,64})(?P=q)[ \t]*(?=\r?\n|$)")
_BASIC_HALF_RE = _lazy(r"(?:b64encode|btoa|base64_encode|strict_encode64|encode64|ToBase64String)[ \t]*\([^()\n]{0,40}?"
                       r"(?:f|\$)?(?P<o>[\"'`])(?:\{[^{}\n]{1,64}\}|\$\{[^{}\n]{1,64}\}|#\{[^{}\n]{1,64}\}):"
                       r"(?P<value>[^\"'`{}$\s\\]{6,256})(?P=o)")


def record_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Not a placeholder or a variable."""
    return not _is_placeholder(value) and value[:1] not in "$%{<"


def _line_head(m: re.Match[str]) -> str:
    return m.string[m.string.rfind("\n", 0, m.start()) + 1:m.start()]


def p4ticket_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The line starts with the server's ``host:port``."""
    return _P4PORT_RE.fullmatch(_line_head(m)) is not None and record_value_ok(value, m, group)


def at_argument_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """A literal of four characters or more, not a placeholder, a format directive or a variable."""
    return len(value) >= 4 and not _is_placeholder(value) and value[:1] not in "$%{<" and "%s" not in value


SPECS = (
    *(("password", regex, at_argument_ok, _AT_HINTS, ("qv", "uv"), "hint") for regex in _AT_RES),
    ("url-token", _URL_SLOT_RE, url_slot_ok, tuple(f"/{word}/" for word in _SLOT_WORDS), ("value",), "hint"),
    *(("password", regex, tool_flag_ok, _TOOL_HINTS, ("value",), "") for regex in _TOOL_FLAG_RES),
    ("password", _USER_THEN_WORD_RE, flag_value_ok, _USER_FLAG_HINTS, ("value",), "hint"),
    ("password", _SLASH_FLAG_RE, tool_flag_ok, ("pwd", "pass", "pw", "secret", "token"), ("value",), "word"),
    ("password", _AFTER_USER_FLAG_RE, flag_value_ok, _USER_FLAG_HINTS, ("value",), "hint"),
    ("password", _PROMPT_ANSWER_RE, prompt_answer_ok, ("read_until", "expect", "waitfor", "wait_for"), ("value",),
     "hint"),  # (the match starts at its hint: tried only there)
    ("secret", _DEEPL_CLIENT_RE, at_argument_ok, ("deepl.",), ("value",), ""),
    ("password", _IPSEC_SECRET_RE, record_value_ok, (": eap", ":eap", ": xauth", ":xauth", ": ntlm", ": pin"), ("value",), ""),
    ("password", _PROXY_USERS_RE, record_value_ok, (":cl:",), ("value",), ""),
    ("password", _P4TICKET_RE, p4ticket_ok, ("p4tickets", "p4 tickets", ":1666="), ("value",), ""),
    ("password", _PLASTIC_RE, record_value_ok, ("securityconfig=",), ("value",), "line"),
    ("password", _RADCHECK_RE, record_value_ok, ("cleartext-password", "user-password"), ("value",), ""),
    ("password", _JSONRPC_LOGIN_RE, record_value_ok, ('"method', '\\"method'), ("value",), ""),
    ("password", _MAV_SIGNING_RE, record_value_ok, ("signing setup",), ("value",), ""),
    ("secret", _SCALELITE_RE, record_value_ok, ("servers:add[",), ("value",), "hint"),
    ("secret", _THINGSPEAK_RE, record_value_ok, ("thingspeak.",), ("value",), ""),
    ("password", _BACNET_TOOL_RE, flag_value_ok, ("bacrd", "bacdcc"), ("value",), ""),
    ("password", _BASIC_HALF_RE, flag_value_ok, ("b64encode", "btoa", "base64_encode", "encode64", "tobase64string"), ("value",), ""),
    ("secret", _HMAC_KEY_RE, hmac_key_ok, ("hmac", "secretkeyspec"), ("value",), ""),
)
