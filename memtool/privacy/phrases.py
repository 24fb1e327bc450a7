"""Passphrases of words apart by blanks where a password stands: the slots other rules stop at a blank in.

A diceware passphrase (``aurora canyon otter meadow43``) is written with blanks as often as with ``-`` or ``.``,
and the rules that read a password's place end its value at the first blank. Here the place says password and
the value is three to six lowercase words (a digit or two at the end of one):

* URL userinfo: ``postgresql://user:dewey quiet room reading@db:5432/x`` (not allowed by the RFC, written anyway in
  connection strings and error messages);
* a password flag's quoted value on a line that names the user first: ``login -u me@x -p 'gamma gamma pebble'``;
* after a password's noun (any language the prose rules know, or a recovery key or phrase), its colon or ``=``,
  the words ending the line -- ``Password to open it: amber tango cinder glacier``, ``Recovery key: tractor widget
  toggle canvas quartz`` -- or quoted anywhere after it (``mot de passe « lantern copper pixel pixel »``).

What stays: a sentence about the password (``Passcode: ask the organiser``, ``password policy: minimum twelve
characters``) --
a passphrase's words are drawn from a list and hold no function word, no instruction and no secret's own name
(`memtool.privacy.lookalike`'s and `memtool.privacy.names`' word lists); capitalised words (titles, names);
words after any other flag (``mkdir -p "new folder here"``).
"""

from __future__ import annotations

import re

from memtool.privacy import languages
from memtool.privacy.checks import _is_placeholder, _lazy
from memtool.privacy.describing import _FUNCTION_WORDS, _INSTRUCTING_WORDS
from memtool.privacy.names import _DESCRIBES_ELSE, _DESCRIPTIVE

_WORDS = r"[a-z]{2,16}(?: [a-z]{2,16}){1,4} [a-z]{2,14}\d{0,2}"
URL_PHRASE_RE = _lazy(r"\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@'\"<>]{1,64}:(?P<value>" + _WORDS + r")@(?=[A-Za-z0-9\[_-])")
#: ``-p 'words'`` after a user's flag on the same line
FLAG_PHRASE_RE = _lazy(r"(?m)(?:^|[ \t])(?:-u|-U|--user|--username|-l)[ \t=][^\n]{1,200}?[ \t]-p[ \t]+"
                       r"(?P<q>[\"'])(?P<value>" + _WORDS + r")(?P=q)")
_NOUN = r"pass(?:word|phrase|code)|pwd|recovery[ _-]?(?:key|phrase)"
#: (the words ending the line only after an English noun: after another language's, a sentence of that language)
NOUN_PHRASE_RE = _lazy(
    r"(?m)(?<![\w-])(?:(?i:" + _NOUN + r")|(?P<other>(?i:" + languages.PROSE_NOUNS + r")))(?![\w-])"
    r"(?P<about>[^\n:=«“\"'`]{0,30}?)(?:(?(other)(?!))[ \t]*[:=][ \t]*(?P<uv>" + _WORDS + r")[ \t]*\.?[ \t]*$"
    r"|[ \t]*[:=]?[ \t]*(?:«[ \t]?|“|\"|'|`)(?P<qv>" + _WORDS + r")(?:[ \t]?»|”|\"|'|`))")
_NOT_DRAWN = _FUNCTION_WORDS | _INSTRUCTING_WORDS | _DESCRIPTIVE


def phrase_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Words drawn from a list: none a sentence's, an instruction's or a secret's own name; after a noun, not a noun
    that says the words are about something else (``password policy: minimum twelve characters``)."""
    about = m.group("about").split() if "about" in m.re.groupindex else []
    return (not _is_placeholder(value) and _NOT_DRAWN.isdisjoint(w.rstrip("0123456789") for w in value.split())
            and not (about and about[0].lower() in _DESCRIBES_ELSE))


SPECS = (
    ("password", URL_PHRASE_RE, phrase_ok, ("://",), ("value",), "word"),
    ("password", FLAG_PHRASE_RE, phrase_ok, ("-p '", '-p "'), ("value",), ""),
    ("password", NOUN_PHRASE_RE, phrase_ok, ("pass", "pwd", "recovery") + languages.PROSE_HINTS, ("uv", "qv"), "word"),
)
