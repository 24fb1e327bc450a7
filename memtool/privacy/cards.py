"""Payment cards, their HSMs and radios' key sheets: the values that complete a card or a key, by their labels.

* a card verification value after its label -- ``CVV 924``, ``"cvc": "484"``, ``CVV2: 0312``, ``card security code
  is 771`` -- three or four digits (with the card number it spends; the number alone is printed on every receipt);
* a clear key component in hex on a key ceremony's sheet: ``component 1: 088471F2…`` (16, 32 or 48 hex digits);
* a card scheme's working key in the clear under its name: ``CVK_A = "8A79D7E0CFFA92EB"``, ``ZMK: <32 hex>``,
  ``BDK=<32 hex>`` (CVK, PVK, ZMK, ZPK, TMK, TPK, BDK, IPEK, KEK: card verification, PIN verification, zone,
  terminal, DUKPT base and key-encryption keys);
* a radio's privacy or encryption key as its programming software shows it: ``Key Value: <64 hex>``, "key value
  F9B1C56BAC" (10, 32 or 64 hex digits: ARC4, AES-128, AES-256; a "key value store" holds no hex after it).

What stays: a key as a cryptogram under the LMK (``U…``, ``T…``: a scheme letter before the hex) or in a TR-31
block, a key check value (KCV, 6 hex), the labels alone (``cvv2(pan, exp)``, "never store the CVV2/CVC2"), and
the digits documentation gives for any card (``123``, ``000``, ``1234``: a run or one digit repeated).
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _lazy

CVV_RE = _lazy(
    r"(?i)(?<![\w-])(?:cvv2?|cvc2?|cvn|card[ _-]?(?:verification|security)[ _-]?(?:code|value))(?![\w(-])\\?[\"']?"
    r"[ \t]*(?:[:=]|[ \t]is|[ \t]was)?[ \t]*\\?(?P<q>[\"']?)(?P<qv>\d{3,4})(?P=q)(?![\w.,/-]?\d)")
COMPONENT_RE = _lazy(r"(?i)\bcomponent[ \t]*#?\d?[ \t]*[:=][ \t]*(?P<uv>(?:[0-9A-F]{16}){1,3})(?![0-9A-Za-z])")
WORKING_KEY_RE = _lazy(
    r"(?<![A-Za-z])(?:CVK|PVK|ZMK|ZPK|TMK|TPK|BDK|IPEK|KEK)(?:[_ -]?[AB12])?(?![A-Za-z0-9])\\?[\"']?[ \t]*[:=][ \t]*"
    r"\\?(?P<q>[\"']?)(?P<qv>(?:[0-9A-Fa-f]{16}){1,3})(?P=q)(?![0-9A-Za-z])")

KEY_VALUE_RE = _lazy(r"(?i)\bkey[ \t]+value[ \t]*[:=]?[ \t]*(?P<uv>[0-9A-F]{10}|[0-9A-F]{32}|[0-9A-F]{64})(?![0-9A-Za-z])")


def cvv_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Not the digits documentation gives for any card: one digit repeated or a run (``000``, ``123``, ``4321``)."""
    steps = {int(b) - int(a) for a, b in zip(value, value[1:])}
    return not (len(steps) == 1 and steps <= {-1, 0, 1})


def key_hex_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Hex with digits and letters both, many distinct (not ``0000…``, ``0123456789ABCDEF``)."""
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and len(set(value.upper())) >= 8 \
        and value.upper() not in ("0123456789ABCDEF" * 3)[:len(value)]


SPECS = (
    ("password", CVV_RE, cvv_ok, ("cvv", "cvc", "cvn", "card verification", "card security", "card_security",
                                  "card-security", "card_verification", "card-verification"), ("qv",), "word"),
    ("secret", COMPONENT_RE, key_hex_ok, ("component",), ("uv",), "word"),
    ("secret", KEY_VALUE_RE, key_hex_ok, ("key value",), ("uv",), "word"),
    ("secret", WORKING_KEY_RE, key_hex_ok, ("cvk", "pvk", "zmk", "zpk", "tmk", "tpk", "bdk", "ipek", "kek"), ("qv",), ""),
)
