"""What ends a host name or a file name: a dotted value under a password's name is one only if its end says so.

`memtool.privacy.checks._is_reference` reads every ``word.word`` as a host or a file and keeps it (``db.internal``,
``export-1.ova``): right for most places, wrong where a password stands and the value only looks dotted --
``dbPass = "latch.ember.harbor.fanout"`` (words drawn from a list, joined by dots), ``POSTGRES_PASSWORD:
silicon79.swc`` (a word, digits, a random suffix). A host's last label is a top-level domain or an internal
zone's name (``com``, ``de``, ``internal``, ``lan``), a file's an extension (``txt``, ``pem``, ``ova``); such a
value is neither when its last label is none of them and either its labels are plain words none of which code
uses (`memtool.privacy.generated.spelled_passphrase`) or a label mixes letters and digits before a suffix no file
has. What stays a reference: ``smtp.office365.com``, ``node3.cluster.local``, ``backup-2.tar``,
``config.db.host`` (code's words), ``settings.secret`` (a describing word).
"""

from __future__ import annotations

from memtool.privacy import chosen
from memtool.privacy.checks import _lazy

#: the last labels of host names (generic and internal zones; every two-letter label counts as a country's) and the
#: extensions of files
ENDINGS = frozenset("""
    com net org edu gov mil int info biz name pro mobi asia tel travel jobs museum aero coop cat xxx
    io ai app dev cloud tech online site xyz top shop store blog page web link live news media email digital
    systems solutions network services software codes tools run build host hosting space world global zone
    local internal lan corp home intra intranet localdomain localhost test example invalid arpa onion svc cluster
    prod production stage staging qa uat int priv private office domain
    txt json yaml yml xml csv tsv log pem key crt cer der p12 pfx jks env cfg ini conf toml properties sh bash zsh
    py js mjs cjs ts tsx jsx rb go rs java kt scala php pl lua swift cs vb c h cc cpp hpp md rst html htm css scss
    png jpg jpeg gif svg ico webp bmp tif tiff pdf doc docx xls xlsx ppt pptx odt ods rtf zip tar gz tgz bz2 xz zst
    rar iso img bin dat db sql sqlite bak tmp lock pid sock out err exe dll so dylib jar war ear ova ovf vmdk vhd vhdx
    qcow deb rpm apk ipa msi dmg pkg whl gem kdbx gpg asc sig pub ps1 psm1 bat cmd vbs lic dic mdb accdb ora tns
    mp3 mp4 wav avi mov mkv flac ogg webm csr ppk ovpn pcap pcapng har ipynb lst map min old orig new cache
""".split())
_DOTTED_RE = _lazy(r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+")
#: a word with digits, then a suffix of three to five letters: ``silicon79.swc``, ``recyclo1192.cng``
_WORD_DIGITS_SUFFIX_RE = _lazy(r"[A-Za-z]{3,}\d{2,}\.[a-z]{3,5}")


def chosen_words(value: str) -> bool:
    """Words a person chose, in any separator or CamelCase (`memtool.privacy.chosen`), a dotted one neither a host
    nor a file (``mail01.corp.lan`` is a host): the value where a place already says password."""
    return chosen.camel_words(value) or chosen.words_joined(value) and ("." not in value or not_host_or_file(value, True))


def not_host_or_file(value: str, spelled: bool) -> bool:
    """Is the dotted ``value`` neither a host nor a file (see the module)? ``spelled``: its labels are plain words,
    none of code's (`memtool.privacy.generated.spelled_passphrase`, which the caller has)."""
    if _DOTTED_RE.fullmatch(value) is None:
        return False
    last = value.rsplit(".", 1)[1]
    if last.lower() in ENDINGS:
        return chosen.word_ending(value)  # (aisle.frame.store92.store: words, the domain one of them)
    if chosen.words_joined(value):
        return True  # (wall.board.menu6.menu, dust.mast.calib.50: digits glued to a word or last)
    if not last.isalpha() or len(last) <= 2:
        return False
    return spelled or _WORD_DIGITS_SUFFIX_RE.fullmatch(value) is not None
