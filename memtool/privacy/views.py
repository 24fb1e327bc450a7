"""Text read through its wrapping: what the rules find there is removed from the text as it stands.

Secrets reach memory wrapped in a syntax that cuts them off from their names or breaks the shape
the rules know: the ``+``/``-``/`` `` column of a unified diff (``+DB_PASSWORD=X``, a private
key's lines each behind a ``-``, a ``.pgpass`` line behind a ``+``), a word diff's
``[-old-]{+new+}``, the ``> `` of quoted mail (numbered file reads, ``   12→KEY=X``, the rules
read already). `unwrapped(text)` removes that wrapping when at least two lines carry it (a diff:
one, under a ``@@`` hunk header); `memtool.privacy.matcher` runs the rules over the
result and removes each value found -- line by line for a value spanning
lines (a private key), 8 characters at least -- wherever it stands in the original.
"""

from __future__ import annotations


from memtool.privacy.checks import _MARKER_PREFIX, _lazy

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
