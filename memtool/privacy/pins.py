"""Codes and PINs: a number or a short code that opens something (a door, an account, a device, a SIM).

* ``OTP 546056``, "verification code is 546056", backup and recovery codes ("one of my backup codes is vhhhu-apqsc");
* ``pin='45250581'``, ``"pinCode": "4525"``, ``SIM_PIN=1435``, ``OTP_BYPASS_CODE = "558056"``, and in sentences of more
  languages: "Exit-PIN ist 614700", "el PIN de Garmin Pay del reloj es 858579", "passcode (Screen Time): 2640";
* a PIN that is no number after its word (``PIN 7PY9DQAG``, ``pairing PIN torque-brake-diesel``), activation codes;
* a password of digits after its word (``password for spot_02: 22423563``), digits handed to a SIM unlock call.

What stays: runs and repeated digits (``123456``, ``0000``), dates (``security code 2024-11-03``), a board's pins
(``led_pin = 13``, ``GPIO17``), counts ("password reset requests: 482913"). The rules are in
`memtool.privacy.contexts`' table.
"""

from __future__ import annotations

import re

from memtool.privacy import languages
from memtool.privacy.checks import _lazy, _looks_random
from memtool.privacy.generated import _passphrase
from memtool.privacy.names import _common_not_secret, secret_name
from memtool.privacy.sentences import _credential

#: words naming a code that opens something (a door, a device, an account): its value is a secret
_CODE_WORDS = (r"bypass|recovery|verification|security|alarm|disarm|door|gate|keypad|lockbox|master|entry|access|safe"
               r"|unlock|installer|technician|engineer|supervisor|manager|override|programming|menu")
_CODE_HINTS = tuple(w + sep + "code" for w in _CODE_WORDS.split("|") for sep in (" ", "_", "-", ""))
#: ``OTP 546056``, ``one-time code: 546056``, ``verification code is 546056``
OTP_RE = _lazy(
    r"(?i)\b(?:t?otp|2fa|mfa|one[- ]time[ \t]+(?:code|password|passcode)|verification[ \t]+code|security[ \t]+code"
    r"|auth(?:entication)?[ \t]+code)(?:[ \t]+code)?[ \t]*(?::|=|is|was)?[ \t]*[\"'`]?(?P<uv>\d{6,8})\b")
#: ``pin='45250581'``, ``"pinCode": "4525"``, ``SIM_PIN=1435``, ``OTP_BYPASS_CODE = "558056"``, and in sentences of more
#: languages: "Exit-PIN ist 614700", "el PIN de Garmin Pay del reloj es 858579", "passcode (Screen Time): 2640"
#: a lock's code as a key's name (``LockCode=7165``, ``door_lock_code``), not a clock's (``ClockCode``); an access level's
#: (``Level1Code=49378``: a datalogger's or an alarm panel's keypad levels)
_LOCK = r"(?-i:(?<![A-Za-z])(?:[Ll]ock|LOCK)|(?<=[a-z])Lock)"
PIN_RE = _lazy(
    r"(?i)(?<![\w.-])(?P<key>[\w.-]{0,64}?(?:pin|pincode|pin_code|passcode|otp"
    r"|(?:otp|mfa|2fa|" + _LOCK + r"|level[ _-]?\d|" + _CODE_WORDS + r")(?:[ _-](?:panel|lock|keypad|system))?[_ -]?code))"
    r"(?:[ \t]+(?:" + languages.PREPOSITIONS + r"|from)[ \t]+(?:[^\n:=;\"'`]|:(?=\S)){1,80}?(?=[ \t](?:"
    + languages.COPULAS + r")[ \t]|:)"  # (PIN for the POS at the bar is X, PIN de la boîte : X,
    r"|[ \t]*\([^()\n]{1,40}\)|[ \t]+(?i:override|bypass|reset|fallback|backup|default))?"  # the OTP override is X)
    r"\\?[\"']?[ \t]*(?:=|:|[ \t](?:" + languages.COPULAS + r")|[ \t]+code[ \t]+is|[ \t]+(?:(?:was|is|has[ \t]+been)[ \t]+)?(?:(?:changed|reset|set|updated)[ \t]+)?to|(?<=code)(?=[ \t])|(?<=pin)(?=[ \t])"
    r"|(?<=[a-z])>)[ \t]*\\?"  # (an element's content: <TerminalPin>75072851</TerminalPin>)
    r"(?P<q>[\"']?)(?P<qv>\d{4,12})\\?(?P=q)(?!\w|\.\w)")
#: a PIN that is no number, after its word: ``PIN 7PY9DQAG``, ``admin_pin = z01FTTmMuc7aSczw42QMboHoH0I``,
#: ``<TerminalPin>1f8e998dbc24eee99ad5ac9a4737662d</TerminalPin>``, ``pairing PIN torque-brake-diesel``
PIN_VALUE_RE = _lazy(
    r"(?<![\w-])(?P<key>[\w-]{0,64}?(?:PIN|[Pp]in|passcode|(?i:activation[_ -]?(?:code|key)))|(?i:" + _CODE_WORDS + r")[_ -]?[Cc]ode"
    r"|(?i:code[ \t]+d['’]activation|c[oó]digo[ \t]+de[ \t]+(?:activaci[oó]n|ativa[cç][aã]o)|codice[ \t]+di[ \t]+attivazione))"
    r"(?:[ \t]*[=:][ \t]*|(?<=[a-z])>|(?<=PIN|ode)[ \t]+|[ \t]+(?:is|was)[ \t]+)"
    r"(?P<q>[\"'`]?)(?P<qv>[^\s\"'`<>,;()\[\]{}]{6,128}?)(?P=q)(?=[.,;:!?)]*(?:\s|$|<|\\n))")  # (a sentence's full stop may end it, a decimal's not)
_UNITS = r"times|requests|attempts|users|accounts|resets|characters|chars|bytes|bits|ms|seconds|s|minutes|days"
#: a password of digits after its word, the word maybe followed by whose it is: ``password for spot_02: 22423563``,
#: ``Full access password (protection level 4): 90390213``, ``pass="7616897"`` (digits pass every other rule's value
#: test as numbers; here the word and the separator say password -- not "password reset requests: 482913")
NUMERIC_PASSWORD_RE = _lazy(
    r"(?i)(?<![\w-])(?P<key>[\w-]{0,40}?(?:password|passwd|passphrase|pwd|pass|pw))"
    r"(?:[ \t]+(?:for|of|on|at|to)[ \t]+[^\n:=;\"'`()]{1,60}?(?=[ \t]is[ \t]|[ \t]was[ \t]|:)|[ \t]*\([^()\n]{1,40}\))?"
    r"\\?[\"']?[ \t]*(?:=|:|[ \t]is|[ \t]was|[ \t]+(?:changed|reset|set)[ \t]+to|(?<=(?i:password))(?=[ \t]))[ \t]*\\?"
    r"(?P<q>[\"']?)(?P<qv>\d{6,16})\\?(?P=q)(?!\w|\.\w|[ \t]+(?i:" + _UNITS + r")\b)")  # ("db password 79113660, port 5432")


#: backup and recovery codes in prose: "one of my backup codes is vhhhu-apqsc", "recovery code: 4f7k-9q2m"
BACKUP_CODE_RE = _lazy(r"(?i)\b(?:backup|recovery|scratch|emergency)[ \t]+codes?\b[^\n.:]{0,30}?(?:[ \t]is|[ \t]are|:)"
                       r"[ \t]*[\"'`]?(?P<uv>[a-z0-9]{4,10}(?:-[a-z0-9]{4,10}){0,3})\b")
#: ``modem.simUnlock("97716632")``, ``sim.unlock_pin('1234')``: digits handed to a SIM or PIN unlock call
PIN_CALL_RE = _lazy(r"(?i)\b[\w.]*(?:simunlock|unlock_?pin|sim_?pin|setpin|enterpin|sendpin)[\w.]*[ \t]*\([ \t]*"
                    r"(?P<q>[\"'])(?P<qv>\d{4,8})(?P=q)")


def code_digits(value: str) -> bool:
    """Digits that read as a code or PIN: not a run or one repeated digit (``123456``, ``0000``; longer codes
    need three digits: ``110011`` reads as bits)."""
    return len(set(value)) > (2 if len(value) > 4 else 1) and value not in "01234567890" and value not in "9876543210"


def digits_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """`code_digits` as a rule's check (the match is not read)."""
    return code_digits(value)


def backup_code_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated: digits, or letters and a separator with no word in it (``vhhhu-apqsc``, ``4f7k-9q2m``)."""
    letters = value.replace("-", "")
    return (any(c.isdigit() for c in value) and len(letters) >= 6 or "-" in value and not _WORDISH_RE.search(value))


_WORDISH_RE = _lazy(r"[aeiou][a-z]*[aeiou]|(?:^|-)(?:the|and|for|you|are|was|one|new|old|use)(?:-|$)")


#: what a PIN's word names on a board, a cable or a chip: a pin, not a code (``led_pin``, ``PIN_SDA``, ``pinMode``)
_HARDWARE_PIN_RE = _lazy(r"(?i)(?:gpio|led|data|clock|clk|reset|rst|spi|i2c|sda|scl|tx|rx|cs|irq|int|pwm|adc|dac"
                         r"|button|relay|sensor|servo|motor|power|enable|en|dir|step|trig|echo|spin|opin|lpin)[_-]?pin$|^pin$")
_HARDWARE_VALUE_RE = _lazy(r"(?i)(?:gpio|pin|port|io|pa|pb|pc|pd|[ad])[_-]?\d{1,3}")
_LICENCE_GROUPS_RE = _lazy(r"[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){2,7}")  # (an activation code: 7816-1467-6447-3525)
_DATE_GOES_ON_RE = _lazy(r"[-/]\d")
_BOARD_PIN_RE = _lazy(r"(?i)\b(?:gpio|pin|port)[ _-]?\d{1,3}\b")


def pin_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Generated or typed the way secrets are (not a hardware pin's name, a word or a number)."""
    key = m.group("key")
    if _HARDWARE_PIN_RE.search(key) and not key.isupper() or _HARDWARE_VALUE_RE.fullmatch(value):
        return False
    return _LICENCE_GROUPS_RE.fullmatch(value) is not None or not _common_not_secret(value) and (
        _credential(value) or _passphrase(value) or _looks_random(value, 12))


def pin_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if _DATE_GOES_ON_RE.match(m.string, m.end(group)):
        return False  # (security code 2024-11-03: a date's year, not a code)
    spelled = m.group("key")
    key = spelled.lower().replace("-", "_").replace(".", "_")
    if spelled.endswith("Pin") and spelled[-4:-3].islower():
        key = key[:-3] + "_pin"  # (TerminalPin: a word of its own, not glued lowercase as in spin)
    if _BOARD_PIN_RE.search(m.string, m.end("key"), m.start(group)):
        return False  # (the pin (GPIO17): 1700 -- a board's pin named between)
    if key.endswith(("spin", "_spin", "opin", "pin_count", "lpin")) or _HARDWARE_PIN_RE.search(key):  # (board.led.pin = 2048)
        return key == "pin" and len(value) >= 4 and digits_ok(value, m, group)
    return digits_ok(value, m, group)


_DATE_RE = _lazy(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:\d{4,6})?")


def numeric_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Digits under a password's word: not a run, one repeated digit or a date (``20261231``)."""
    key = m.group("key").lower()
    if key.endswith(("pass", "pw")) and m.group("q") == "" and m.string[m.end("key"):m.start("qv")].strip() not in ("=", ":"):
        return False  # ("pass" and "pw" are verbs and abbreviations in prose: only an assignment of them)
    return secret_name(m.group("key")) == "password" and digits_ok(value, m, group) and _DATE_RE.fullmatch(value) is None
