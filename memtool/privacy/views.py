"""Text read through its wrapping: what the rules find there is removed from the text as it stands.

Secrets reach memory wrapped in a syntax that cuts them off from their names or breaks the shape
the rules know: the ``+``/``-``/`` `` column of a unified diff (``+DB_PASSWORD=X``, a private
key's lines each behind a ``-``, a ``.pgpass`` line behind a ``+``), a word diff's
``[-old-]{+new+}``, the ``> `` of quoted mail (numbered file reads, ``   12→KEY=X``, the rules
read already). `unwrapped(text)` removes that wrapping when at least two lines carry it (a diff:
one, under a ``@@`` hunk header); `memtool.privacy.matcher` runs the rules over the
result and removes each value found -- line by line for a value spanning
lines (a private key), 8 characters at least -- wherever it stands in the original.

Text embedded as a JSON string (a tool call's or hook payload's text inside another record:
``\"value\": \"X\"``, ``\tpsk=X``, ``password X\n``) is read through its escapes too
(`unescaped`); there the rules' markers are placed back by position (`found_spans`,
`original_at`): each value found is replaced where it stands, its escapes around it kept, so
the record stays valid JSON.
"""

from __future__ import annotations

import bisect

from memtool.privacy.checks import _MARKER_PREFIX, MARKER_RE, _lazy

_DIFF_RE = _lazy(r"(?m)^(?:@@ |\+\+\+ |--- a/|diff --git |Index: )")
_DIFF_LINE_RE = _lazy(r"(?m)^[+\-](?![+\-]{2} )")
_WORD_DIFF_RE = _lazy(r"\[-[^\n]*?-\]|\{\+|\+\}")
_QUOTED_RE = _lazy(r"(?m)^>[ \t]?")
_WORD_DIFF_MARK_RE = _lazy(r"\{\+[^\n]*?\+\}|\[-[^\n]*?-\]")
_MIN_PIECE = 8
#: what `unwrapped` needs before it changes anything, lowercase: a diff's header, a word diff's
#: marks, quoted mail's ``>`` (a text whose lowercase holds none of them is returned as None)
MARKS = ("@@ ", "+++ ", "--- a/", "index: ", "{+", "[-", "\n>")


def unwrapped(text: str) -> str | None:
    """``text`` without its diff columns, word-diff marks, quote marks or line numbers; None when
    it has none of them."""
    view = text
    if ("@@ " in view or "+++ " in view or "--- a/" in view or "Index: " in view) and _DIFF_RE.search(view) and ("\n@@ " in view or len(_DIFF_LINE_RE.findall(view)) >= 2) and _DIFF_LINE_RE.search(view):
        view = _DIFF_LINE_RE.sub("", view)
    if ("{+" in view or "[-" in view) and _WORD_DIFF_MARK_RE.search(view):
        view = _WORD_DIFF_RE.sub("", view)
    if "\n>" in view and len(_QUOTED_RE.findall(view)) >= 2:
        view = _QUOTED_RE.sub("", view)
    return view if view != text else None


def pieces(values: list[str], text: str) -> list[str]:
    """What to remove from ``text`` for the values found in its view: each value, or each line of
    a value spanning lines, of `_MIN_PIECE` characters or more, that stands in ``text``."""
    out = []
    for value in values:
        for line in value.splitlines() if "\n" in value else [value]:
            line = line.strip()
            if len(line) >= _MIN_PIECE and _MARKER_PREFIX not in line and line in text:
                out.append(line)
    return out


# ---------------------------------------------------------------------------------------------
# text embedded as a JSON string: its escapes read as what they stand for
# ---------------------------------------------------------------------------------------------

#: a JSON string's escapes (`\uXXXX` outside the surrogates; a pair stays as written)
_ESCAPE_RE = _lazy(r'\\(?:["\\/nrt]|u(?![dD][89a-fA-F])[0-9a-fA-F]{4})')
_ESCAPED = {'"': '"', "\\": "\\", "/": "/", "n": "\n", "r": "\r", "t": "\t"}


def unescaped(text: str) -> tuple[str, list[int], list[int]] | None:
    """``text`` with a JSON string's escapes read (``\\n`` a line break, ``\\"`` a quote, ...:
    a tool call's or hook payload's text inside another), and where each of its pieces starts in
    the view and in ``text`` (`original_at` maps a position back); None when nothing says it is
    one: an escaped quote, line break or tab (a Windows share's ``\\\\host`` is none)."""
    if "\\" not in text or '\\"' not in text and "\\n" not in text and "\\t" not in text:
        return None
    parts: list[str] = []
    at_view: list[int] = [0]
    at_text: list[int] = [0]
    last = size = 0
    said = False  # (an escaped quote, line break or tab of its own: ``\\\\nas`` is a share's)
    for m in _ESCAPE_RE.finditer(text):
        literal = text[last:m.start()]
        esc = m.group()
        said = said or esc in ('\\"', "\\n", "\\t")
        parts += [literal, _ESCAPED[esc[1]] if len(esc) == 2 else chr(int(esc[2:], 16))]
        size += len(literal)
        at_view += [size, size + 1]
        at_text += [m.start(), m.end()]
        size += 1
        last = m.end()
    if last == 0 or not said:
        return None
    parts.append(text[last:])
    return "".join(parts), at_view, at_text


def original_at(position: int, at_view: list[int], at_text: list[int]) -> int:
    """Where the view's ``position`` (a start, or an end as the next piece's start) stands in
    the text `unescaped` read."""
    i = bisect.bisect_right(at_view, position) - 1
    return at_text[i] + position - at_view[i]


def found_spans(view: str, redacted: str) -> list[tuple[int, int, str]] | None:
    """The spans of ``view`` that ``redacted`` (the view after the rules) shows as markers, with
    the marker -- markers the view held already left out; None when the pieces between the
    markers cannot be placed for sure (two markers side by side, or the rules changed more than
    the values)."""
    pieces = MARKER_RE.split(redacted)
    markers = MARKER_RE.findall(redacted)
    if not view.startswith(pieces[0]):
        return None
    spans = []
    at = len(pieces[0])
    for i, marker in enumerate(markers):
        piece = pieces[i + 1]
        if view.startswith(marker + piece, at) and (piece or i == len(markers) - 1):
            at += len(marker) + len(piece)  # (a marker the view held)
            continue
        if i == len(markers) - 1:
            end = len(view) - len(piece)
            if not view.endswith(piece) or end <= at:
                return None
        elif not piece:
            return None
        else:
            end = view.find(piece, at + 1)
            if end < 0:
                return None
        spans.append((at, end, marker))
        at = end + len(piece)
    return spans if at == len(view) else None
