"""Licence keys by their role: the value under a licence's, a serial's or an activation's name, in a licence key's shape.

A licence key opens what was paid for, and vendors' installers, deployment files and SDK configs carry it under a
name that says what it is, not that it is secret: ``fileInstallationKey=97300-70833-98839-55014-15589`` (a silent
MATLAB install), ``UNITY_SERIAL: SC-1MLZ-N10C-3S8L-CO7K-HCDI``, ``<SerialNumber>TDSU-6N4U-ZE0U-W5K5</SerialNumber>``,
``xrf_license = "8UG1USBJU9WEZJ90"``, ``<AccessLicenseNumber>5Y3ZKP02HE65MNX9</AccessLicenseNumber>`` (UPS's API
access key). Read here, in an assignment (``=``, ``:``, a JSON or YAML key) or an XML element:

* a name holding a licence word (licence/license, serial, activation, installation, registration, product, unlock)
  and ending in what names the value (key, code, serial, number, the licence word itself);
* a value in a licence key's shape: three to eight groups of letters and digits apart by dashes, those after the first
  of one length (four to six), both letters and digits in it -- or, under a name of a licence, an activation or an installation (not a serial alone),
  digits only in four groups or more, or 16 to 32 capitals and digits run together (at least three of each).

What stays: a licence's name (``license: MIT``, ``license = "Apache-2.0"``), a device's serial number
(``serial: C02XK1ZJJGH5``, a hypervisor's ``0000-0002-6164-9498-5431-9477-66``: digits alone under a serial), a
placeholder (``XXXX-XXXX-XXXX-XXXX``, ``ABCDE-12345-…``), a UUID (its groups are longer), a date or a version.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _is_placeholder, _lazy
from memtool.privacy.languages import split_words

_LICENCE_WORDS = frozenset({"license", "licence", "licenses", "licences", "serial", "activation", "installation",
                            "registration", "product", "unlock", "lic"})
#: what a licence's value is called at the name's end
_VALUE_WORDS = frozenset({"key", "keys", "code", "serial", "number", "num", "no", "nr", "sn", "license", "licence"})
_NAME = r"[\w.-]{0,40}?(?:licen[cs]e|serial|activation|installation|registration|product|unlock|lic)[\w.-]{0,24}?"
_VALUE = r"[A-Za-z0-9]{2,6}(?:-[A-Za-z0-9]{4,6}){2,7}|[A-Z0-9]{16,32}"
ASSIGNED_RE = _lazy(r"(?i)(?<![\w.-])(?P<name>" + _NAME + r")\\?[\"']?[ \t]*(?:=>|:=|=|:)[ \t]*\\?(?P<q>[\"']?)"
                    r"(?-i:(?P<qv>" + _VALUE + r"))(?P=q)(?![\w-])")
ELEMENT_RE = _lazy(r"(?i)<(?P<name>" + _NAME + r")(?:[ \t][^<>\n]{0,200})?>(?-i:(?P<tv>" + _VALUE + r"))</")
_GROUPED_RE = _lazy(r"[A-Za-z0-9]{2,6}(?:-[A-Za-z0-9]{4,6}){2,7}")
_SEQUENCE_RE = _lazy(r"(?i)abcd|bcde|1234|2345|3456|4567|5678|6789|(.)\1\1\1")


def licence_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The name is a licence's and ends in what names its value; the value has a licence key's shape (see the
    module)."""
    words = split_words(m.group("name"))
    licence = [w for w in words if w in _LICENCE_WORDS]
    if not licence or not words or words[-1] not in _VALUE_WORDS or _is_placeholder(value):
        return False
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    serial_only = set(licence) == {"serial"}
    if _GROUPED_RE.fullmatch(value):
        groups = value.split("-")
        if len({len(g) for g in groups[1:]}) > 1:
            return False  # (a key's groups after the first are alike: not ``2026-12-04-RELEASE``)
        if letters == 0:
            return not serial_only and len(groups) >= 4 and not _SEQUENCE_RE.search(value.replace("-", ""))
        return digits > 0 and sum(bool(re.search(r"\d", g)) for g in groups) >= 2 and len(set(groups)) == len(groups) \
            and _SEQUENCE_RE.search(value) is None
    return not serial_only and digits >= 3 and letters >= 3 and _SEQUENCE_RE.search(value) is None


#: (not ``product`` or ``lic`` alone: in every other text, as ``production``, ``public``, ``click``)
HINTS = ("licen", "serial", "activation", "installation", "registration", "productkey", "product_key", "product-key",
         "productcode", "product_code", "unlock", "lic_", "lic-", "_lic", "-lic", ".lic")
SPECS = (
    ("secret", ASSIGNED_RE, licence_ok, HINTS, ("qv",), "word"),  # (a name starts its word: tried only there)
    ("secret", ELEMENT_RE, licence_ok, HINTS, ("tv",), ""),
)
