"""Found spans into redaction markers: the loop every pass that finds (start, end) spans ends with.

A pass (`memtool.privacy.siblings`, `memtool.privacy.fields`, `memtool.privacy.matcher`'s nearby/login/call values,
the betterleaks `memtool.privacy.engines` layer) finds spans ``(start, end, kind)`` and hands them, sorted, to `splice`,
which writes ``[REDACTED:<kind>]`` over each in turn, and returns the new text and how many it replaced.
It never writes over a span that overlaps one it has already replaced, nor over what `memtool.privacy.lookalike`
finds harmless (a placeholder, a hash, a path, a UUID, …); what differs between the passes is explicit:

* ``spare_markers``: skip a span whose value holds a marker already in the text (a pass that runs after others
  and finds their ``[REDACTED:…]`` as a value must not mark it again);
* ``taken``: a list that receives each replaced value (so `memtool.privacy.matcher` can redact where else it
  stands in the same text).
"""

from __future__ import annotations

from collections.abc import Iterable

from memtool.privacy import lookalike
from memtool.privacy.checks import _MARKER_PREFIX, _marker


def splice(text: str, spans: Iterable[tuple[int, int, str]], *, spare_markers: bool = False,
           taken: list[str] | None = None) -> tuple[str, int]:
    """``text`` with a marker over each span (start, end, kind), ``spans`` in order of start, but an overlapping
    or harmless one (see the module)."""
    pieces: list[str] = []
    last = count = 0
    for start, end, kind in spans:
        if start < last:
            continue
        value = text[start:end]
        if spare_markers and _MARKER_PREFIX in value or lookalike.harmless(text, start, end):
            continue
        pieces += [text[last:start], _marker(kind)]
        if taken is not None:
            taken.append(value)
        last = end
        count += 1
    if not count:
        return text, 0
    pieces.append(text[last:])
    return "".join(pieces), count
