"""Values whose own shape says password, wherever they stand.

The rules elsewhere need a name, a flag or a format's place before a value; a password a person
made to pass a complexity policy needs none: a capitalised word of four to twelve letters, one to
five digits and one or two symbols (``Summer2024!``, ``Granite739$``, ``Lynx5757#``) is what
policies that ask for "a capital, a digit and a symbol" get, and nothing else is written that way.
It is read as a password in prose, a positional argument (``net user deploy Orchid1735*``), a
printed file, a table cell or a list, whatever precedes it. (First written without ``%``, ``+`` and ``?``; blind
rounds 17 and 18 held 13 such passwords in five sources, and neither the clean check nor any source's clean
texts holds the shape with them either.)

What stays: a version or a count after a word (``Windows10``, ``Python3``: no symbol), a sentence's
end (``Figure3.``), markup (``**Step1**``: a symbol before the word), and anything inside a longer token
(``x=Foo12!bar``, paths, base64). A product and its version glued to ``!``, ``?``, ``+`` or ``%``
(``Windows10!``, ``Java11+``, ``Load95%``) is read as a password: the price of the shape (none in the clean check). Measured over the large clean check (63,713 library chunks and
session strings) and every source's clean texts: none has the shape.

`typed` is a second shape, read only where a sentence already says password (`memtool.privacy.sentences.prose_more_ok`):
a short password a person typed, lowercase letters and digits, both (``Passwort: k9gaw``, ``PLC password is mold3``,
``a changé : pod99``), or plain words joined by ``-`` or ``.`` (``è cinder-glacier-pepper``) -- not an encoding, a digest, a protocol, a runtime or an architecture with its number
(``utf8``, ``sha256``, ``ipv6``, ``python3``, ``x86``, ``varchar255``) nor a quantity (``512mb``, ``1080p``).
"""

from __future__ import annotations

import re

from memtool.privacy import endings
from memtool.privacy.checks import _is_placeholder, _lazy
from memtool.privacy.generated import spelled_passphrase, typed_password

#: the symbols a policy asks for; not ``.``/``,``/``:`` (a sentence's end: ``Base64.``, ``Idefics3.`` in the clean
#: check), ``=`` (base64 padding) or ``-``/``_`` (identifiers)
_SYMBOLS = "!#$%&*@^~+?"
_S = re.escape(_SYMBOLS)
#: a capitalised word of four to twelve letters, then one to five digits: the body the symbols end
WORD_DIGITS = r"[A-Z][a-z]{3,11}\d{1,5}"
WORD_DIGITS_RE = _lazy(WORD_DIGITS)
SYMBOL_RE = _lazy("[" + _S + "]")
HUMAN_PASSWORD_RE = _lazy(
    r"(?<![\w" + _S + r"=/.\\-])(?P<value>" + WORD_DIGITS + "[" + _S + r"]{1,2})(?![\w" + _S + r"=/\\-])")
#: a digit then a symbol: every such value holds one (short: the matcher puts them in its automaton)
HINTS = tuple(d + s for d in "0123456789" for s in _SYMBOLS)


def human_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value)


SPECS = (
    ("password", HUMAN_PASSWORD_RE, human_password_ok, HINTS, ("value",), ""),
)


def typed(value: str) -> bool:
    """A short password a person typed (``k9gaw``, ``mold3``, ``a5ebq6``), not a technical name with its number; or
    a passphrase of plain words joined by ``-`` or ``.`` (``è cinder-glacier-pepper``), 15 characters or more as
    `generated._passphrase`, never ``_`` (snake_case is code's; ``token = page-listing-cache`` is no password's place)."""
    core = value.rstrip(".,;:!?)")
    return typed_password(core) or len(core) >= 15 and "_" not in core and spelled_passphrase(core)


#: a word and the digits a policy asks for, then maybe ``_`` or a dot and three letters no file is named with
#: (``Fab12388``, ``Plume2945_``, ``Hsinchu8630.nfb``); a capitalised word's two digits only so suffixed (``Windows10``,
#: ``Java17``: a product's version)
_WORD_NUMBER_RE = _lazy(r"(?:[a-z]{3,12}\d{2,5}|[A-Z][a-z]{2,11}\d{3,5}|[A-Z][a-z]{2,11}\d\d(?=[._]))(?:_|\.(?P<ext>[a-z]{3}))?")
_FILE_EXTENSIONS = frozenset("""
    txt yml zip tar log csv pdf doc xml ini cfg env key pem crt cer csr der p12 pfx jks gpg kdb bak sql tmp png jpg gif
    svg exe dll bin iso img deb rpm htm tgz bz2 old new dat out err pid jar war apk ipa dmg msi vhd ova xls ppt mp3 mp4
    wav avi mov ttf otf css php asp jsp cgi bat cmd vbs lua npy pkl pth onnx
""".split())


def joined(value: str) -> bool:
    """`typed`, plain words joined alike, digits maybe after or glued to a word (``parallax.cepheid.kuiper.21``,
    ``orbit_lantern_harbor81``, ``frame_aisle_screen57_pixel``, ``coffee.plant.window.stair80``: `chosen.words_joined`),
    or a word and its digits (``Fab12388``, ``Hsinchu8630.nfb``; not a file's name, ``backup2024.zip``): what a sentence
    gives after a password's noun and its predicate (``Kennwort X``, ``密码是X``, ``la contraseña … es X``)."""
    core = value.rstrip(".,;:!?)")
    m = _WORD_NUMBER_RE.fullmatch(core)
    return not _is_placeholder(core) and (  # (a documented default: large4cats)
        typed(core) or (spelled_passphrase(core) or endings.chosen_words(core))  # (mail01.corp.lan: a host)
        and ("_" not in core or any(c.isdigit() for c in core))  # (snake_case is code's; frame_aisle_screen57_pixel no)
        or m is not None and m.group("ext") not in _FILE_EXTENSIONS)
