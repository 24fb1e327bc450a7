"""Focused excerpts: the parts of a long memory that answer a prompt, within a character width.

A long memory (a session digest, a bugfix with its key lines) answers a prompt with a few of its
parts, often far apart, and a digest's lines are long (a command with its output, the session's
last answer): keeping or dropping whole lines spends the width on the wrong half of a line. So a
memory is cut into segments — its lines, long lines split at their ` | `, `; ` and sentence
boundaries into pieces of at most SEGMENT characters — and each segment is scored by how many of
the prompt's terms it holds (stemmed as the index stems them). The best segments are kept, in
their original order, joined with ⏎, until the width is used. A segment holding no term of the
prompt is never chosen (filler is what a budget must not be spent on); when none holds one, the
text from its start, clipped.

Tried and left out: adding each segment's embedding similarity to the prompt (so answering lines
that share no word with it can be chosen) reached the same share of sessions-dev questions
(other ones), at ~90 extra embeddings per prompt — seconds on a loaded machine, against
`memtool context`'s 3-second deadline.
"""

from __future__ import annotations

import re
from typing import Iterable

from memtool import fulltext

SEGMENT = 240
JOIN = " ⏎ "
_BOUNDARY = re.compile(r"(?<=\S) \| |(?<=[.!?])\s+(?=[A-Z`*#0-9])")


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(width - 1, 0)].rstrip() + "…"


def _parts(line: str) -> list[str]:
    """A line cut after each of its ` | `, `; ` and sentence boundaries (joined with "", the
    parts give the line back)."""
    cuts = [0, *(m.end() for m in _BOUNDARY.finditer(line)), len(line)]
    return [line[a:b] for a, b in zip(cuts, cuts[1:]) if b > a]


def segments(text: str, size: int = SEGMENT) -> list[str]:
    """The distinct non-blank lines of `text`; a line longer than `size` is cut into runs of
    its parts (see _parts) of at most `size` characters (a part longer than that is cut)."""
    out: list[str] = []
    for line in dict.fromkeys(line.strip() for line in text.splitlines() if line.strip()):
        current = ""
        for part in _parts(line) if len(line) > size else [line]:
            while len(part) > size:
                if current.strip():
                    out.append(current.strip())
                current = ""
                out.append(part[:size].strip())
                part = part[size:]
            if len(current) + len(part) > size:
                out.append(current.strip())
                current = ""
            current += part
        if current.strip():
            out.append(current.strip())
    return [piece for piece in out if piece]


def term_hits(pieces: Iterable[str], lexemes: frozenset) -> list[int]:
    """How many distinct query lexemes each piece holds (stemmed as the index stems them)."""
    stemmer = fulltext.stemmer()
    hits = []
    for piece in pieces:
        words = [w.lower() for w in fulltext.INDEX_WORDS.findall(piece[:2000])]
        hits.append(len(lexemes.intersection(stemmer.stem_words(words))) if words and stemmer is not None else 0)
    return hits


_WORD = re.compile(r"[^\W_]+(?:[._/:-][^\W_]+)*")
SHINGLE = 5  # words: a piece whose runs of this many words were nearly all shown already is a repeat
REPEAT_SHARE = 0.8


def shingles(text: str) -> set[tuple[str, ...]]:
    """The runs of SHINGLE consecutive words of `text` (lower case; punctuation, clipping marks
    and labels around them do not matter). Text shorter than that has none: it is never a repeat."""
    words = _WORD.findall(text.lower())
    return {tuple(words[i:i + SHINGLE]) for i in range(len(words) - SHINGLE + 1)}


def is_repeat(text: str, seen: set) -> bool:
    """Whether nearly all of `text` was shown already (`seen`: the shingles of what was)."""
    own = shingles(text)
    return bool(own) and len(own & seen) >= REPEAT_SHARE * len(own)


def focus(text: str, lexemes, width: int, seen: set | None = None) -> str:
    """The segments of `text` that carry the most of the prompt's terms (see the module
    docstring), in order, at most `width` characters. A segment nearly all of which the block
    shows already (`seen`: shingles of what it shows) is not shown again."""
    wanted = frozenset(lexemes)
    pieces = segments(text)
    if not pieces:
        return ""
    hits = term_hits(pieces, wanted)
    eligible = sorted((i for i in range(len(pieces)) if hits[i]), key=lambda i: (-hits[i], i))
    if not eligible:
        fresh = [p for p in pieces if not seen or not is_repeat(p, seen)]
        return _clip(JOIN.join(fresh), width) if fresh else ""
    chosen: list[int] = []
    used = 0
    for index in eligible:
        cost = len(pieces[index]) + len(JOIN)
        if used + cost > width + len(JOIN) or (seen and is_repeat(pieces[index], seen)):
            continue
        chosen.append(index)
        used += cost
    if not chosen:  # not even the best segment fits: clip it
        first = next((i for i in eligible if not seen or not is_repeat(pieces[i], seen)), None)
        return _clip(pieces[first], width) if first is not None else ""
    # Width left: the segments right after the chosen ones, best first (what follows a matching
    # line is often its answer: the command's output, the condition's branch, the error's message).
    for index in [i + 1 for i in list(chosen) if i + 1 < len(pieces)]:
        cost = len(pieces[index]) + len(JOIN)
        if index not in chosen and used + cost <= width + len(JOIN) and not (seen and is_repeat(pieces[index], seen)):
            chosen.append(index)
            used += cost
    return JOIN.join(pieces[i] for i in sorted(chosen))
