"""A key written as an array of bytes under its name, in the source of firmware and of code that embeds it.

Embedded code keeps its keys as byte arrays, not strings: a LoRaWAN node's sketch ``static const u1_t PROGMEM
APPKEY[16] = { 0x7C, 0x6E, … };`` (LMIC; ``NWKSKEY``, ``APPSKEY`` for ABP), ``uint8_t aes_key[32] = {…}``, Go's
``var signingKey = []byte{0x…, …}``, Rust's ``const SECRET_KEY: [u8; 32] = [0x…, …];``. The name says secret
(`memtool.privacy.names.secret_name`: password or secret, not a bare ``key``) and the value is eight to 64 bytes in
hex, apart by commas: the bytes are redacted, the declaration stays.

What stays: the same array under a name that says nothing or only ``key`` (``uint8_t key[16] = {…}``: in a
library's tests that is a published test vector), a device's identifiers (``DEVEUI``, ``APPEUI``: public), an array
of fewer than eight bytes (a header, a magic number), decimal numbers.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _lazy
from memtool.privacy.names import secret_name

_BYTE = r"0[xX][0-9A-Fa-f]{2}"
BYTE_ARRAY_RE = _lazy(
    r"(?<![\w.])(?P<name>[A-Za-z_]\w{0,63})[ \t]*(?:\[[ \t]*\w*[ \t]*\][ \t]*|:[ \t]*\[[ \t]*u8[ \t]*;[ \t]*\d+[ \t]*\][ \t]*)?"
    r"(?::?=)[ \t]*(?:\[\][ \t]*(?:byte|uint8)[ \t]*|&?)[{\[][ \t]*\r?\n?[ \t]*"
    r"(?P<bytes>" + _BYTE + r"(?:[ \t]*,[ \t]*\r?\n?[ \t]*" + _BYTE + r"){7,63})")


def byte_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The array's name says secret or password, and its bytes are not one repeated (``0x00, 0x00, …``)."""
    return secret_name(m.group("name")) in ("password", "secret") and len(set(re.findall(r"(?i)0x([0-9a-f]{2})", value))) > 2


SPECS = (("secret", BYTE_ARRAY_RE, byte_key_ok, ("0x",), ("bytes",), ""),)
