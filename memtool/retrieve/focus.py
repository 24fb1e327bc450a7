"""Focused excerpts: the parts of a long memory that answer a prompt, within a character width.

A long memory (a session digest, a bugfix with its key lines, a whole event: call and output)
answers a prompt with a few of its parts, often far apart, and a digest's lines are long (a
command with its output, the session's last answer): keeping or dropping whole lines spends the
width on the wrong half of a line. So a memory is cut into segments — its distinct lines, long
lines split at their ` | `, ` ⏎ ` (a digest's output lines, distil/runbook.py) and sentence
boundaries into pieces of at most SEGMENT characters, a part longer than that at a blank — and
segments are chosen greedily by the weight of the prompt's terms they add:

- a term is found as the index finds it (stemmed), and a term of INFIX_MIN letters or more also
  inside a word (identifiers glue words: `username.ts`, `getCanonicalPath`, `unindexed`);
- a term weighs by how rare it is among the memory's segments, log(1 + segments / segments
  holding it): the project's name in every path, the topic the whole memory is about, tell no
  segment apart; times, when the caller gives it, the square root (CORPUS_POWER) of its IDF among
  all memories: a word of every question ("mean", "use") weighs less than an identifier;
- a question about which library, package, dependency or module (PACKAGE_WORDS) is answered by
  the command that installed it, which names none of those words (`go get golang.org/x/term`,
  `npm install simple-git`): an install command counts as holding them;
- a term already shown counts COVERED_DECAY as much each further time, so the excerpt covers the
  prompt's terms rather than repeating its most common one;
- a segment whose runs of words were nearly all shown already (an edit's old and new text, a
  digest quoting the prompt shown above) is left out.

Segments are chosen so within all but NEIGHBOUR_RESERVE of the width; then the segment right
after each chosen one (a command's output, an error's message: the answer often shares no word
with the prompt), best first, while the width lasts — before them all, when a segment of a session
digest's `Request:` line is chosen (the prompt asks what that session was asked), the first
segment of its `Outcome:` line, the session's answer to it (_answers); then more segments by
weight in what is left. The reserve is 0.15 of the width (~240 characters of a hit's 1,600): the line after a best
match often holds the answer, while a larger reserve goes to neighbours of weak matches; every
leave-one-repository-out fold on the dev splits picks 0.15 (bench/RESULTS.md).
The chosen segments are shown in their original order, joined with ⏎ — two neighbours cut from
one long line with the text that joined them there, so a command or message spanning the cut
reads verbatim. A segment holding no term of the prompt is never chosen for itself (filler is
what a budget must not be spent on); when none holds one, the text from its start, clipped. Only
when the caller gives room it would otherwise leave empty (`read_on`, context._read_on) does an
excerpt read on after its chosen runs, a segment per run a round, within its width.

Tried and left out: adding each segment's embedding similarity to the prompt (so answering lines
that share no word with it can be chosen) reached the same share of sessions-dev questions
(other ones), at ~90 extra embeddings per prompt, too slow for `memtool context`'s deadline.
Measured on both dev splits and left out (no gain or a loss): a floor on the weight a segment adds; windows grown before and after each match round by
round; the segment after a chosen one competing at half its weight; one coverage shared by all
the block's excerpts; the corpus IDF at full weight or squared; COVERED_DECAY 0.25, 0.75 or 1
(0.5 is at least as good on each repository).
"""

from __future__ import annotations

import functools
import heapq
import math
import re
from typing import Iterable, Mapping

from memtool import fulltext

SEGMENT = 240
CORPUS_POWER = 0.5  # how much a term's rarity among all memories counts (its IDF to this power)
INFIX_MIN = 4  # a query lexeme this long also counts inside a word
COVERED_DECAY = 0.5  # a term's weight each further time the excerpt shows it
NEIGHBOUR_RESERVE = 0.15  # share of the width kept for the segment after each chosen one (_widen)
JOIN = " ⏎ "
_BOUNDARY = re.compile(r"(?<=\S) \| |(?<=\S) ⏎ |(?<=[.!?])\s+(?=[A-Z`*#0-9])")


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(width - 1, 0)].rstrip() + "…"


def _parts(line: str) -> list[str]:
    """A line cut after each of its ` | `, ` ⏎ ` and sentence boundaries (joined with "", the
    parts give the line back)."""
    cuts = [0, *(m.end() for m in _BOUNDARY.finditer(line)), len(line)]
    return [line[a:b] for a, b in zip(cuts, cuts[1:]) if b > a]


def segments(text: str, size: int = SEGMENT) -> list[str]:
    """The distinct non-blank lines of `text`; a line longer than `size` is cut into runs of
    its parts (see _parts) of at most `size` characters (a part longer than that is cut)."""
    return [piece for piece, _ in glued_segments(text, size)]


def glued_segments(text: str, size: int = SEGMENT) -> list[tuple[str, str | None]]:
    """segments() with, for each, the text that joined it to the segment before it when both
    are pieces of one line (so two neighbours shown together read as the line did: a command
    cut at 240 characters is not broken in two), None for a line's first piece."""
    return list(_glued(text, size))


@functools.lru_cache(maxsize=256)
def _glued(text: str, size: int) -> tuple[tuple[str, str | None], ...]:
    """glued_segments(), cached per text: search reads the best segment of the same session
    digests for many prompts in one process (the context server), and the block focuses them."""
    out: list[tuple[str, str | None]] = []
    for line in dict.fromkeys(line.strip() for line in text.splitlines() if line.strip()):
        previous = None
        for a, b in _line_spans(line, size):
            while a < b and line[a].isspace():
                a += 1
            while b > a and line[b - 1].isspace():
                b -= 1
            if b > a:
                out.append((line[a:b], None if previous is None else line[previous:a]))
                previous = b
    return tuple(out)


def _line_spans(line: str, size: int) -> list[tuple[int, int]]:
    """Where a line is cut: runs of its parts (see _parts) of at most `size` characters, a part
    longer than that cut every `size` characters."""
    cuts = [0, *(m.end() for m in _BOUNDARY.finditer(line)), len(line)] if len(line) > size else [0, len(line)]
    spans: list[tuple[int, int]] = []
    start = end = -1
    for a, b in zip(cuts, cuts[1:]):
        while b - a > size:
            if start >= 0:
                spans.append((start, end))
                start = -1
            cut = _word_cut(line, a, size)
            spans.append((a, cut))
            a = cut
        if b <= a:
            continue
        if start >= 0 and b - start > size:
            spans.append((start, end))
            start = -1
        if start < 0:
            start = a
        end = b
    if start >= 0:
        spans.append((start, end))
    return spans


def _word_cut(line: str, start: int, size: int) -> int:
    """Where to cut a part longer than `size` that starts at `start`: after the last blank in
    its second half (a word or path is not broken in two), else at `size`."""
    blank = line.rfind(" ", start + size // 2, start + size)
    return blank + 1 if blank > 0 else start + size


def term_sets(pieces: Iterable[str], lexemes: frozenset) -> list[frozenset]:
    """The query lexemes each piece holds: a word stemmed as the index stems it, or — for a
    lexeme of INFIX_MIN characters or more — inside a word (identifiers glue words together:
    `username`, `getCanonicalPath`, `unindexed`)."""
    infixes = [lexeme for lexeme in lexemes if len(lexeme) >= INFIX_MIN]
    asks_package = PACKAGE_WORDS.intersection(lexemes)
    out = []
    for piece in pieces:
        stems, lowered, installs = _piece_words(piece)
        found = set(lexemes.intersection(stems))
        found.update(lexeme for lexeme in infixes if lexeme not in found and lexeme in lowered)
        if asks_package and installs:
            found.update(asks_package)
        out.append(frozenset(found))
    return out


@functools.lru_cache(maxsize=4096)
def _piece_words(piece: str) -> tuple[frozenset, str, bool]:
    """What term_sets reads of a piece whatever the prompt (cached per piece: the same digests'
    segments come back prompt after prompt): the words of its first 2,000 characters stemmed as
    the index stems them, those characters in lower case, and whether it holds an install
    command."""
    head = piece[:2000]
    words = [w.lower() for w in fulltext.INDEX_WORDS.findall(head)]
    stemmer = fulltext.stemmer() if words else None
    stems = frozenset(stemmer.stem_words(words)) if stemmer is not None else frozenset()
    return stems, head.lower(), bool(_INSTALL.search(head))


def line_strength(text: str, lexemes: Mapping[str, float]) -> float:
    """How much of the prompt one segment of `text` carries at best: the largest sum, over its
    segments, of the weights of the distinct prompt terms a segment holds, each its IDF among all
    memories (`lexemes`) to CORPUS_POWER, as focus weighs them — what a narrow excerpt can show."""
    found = term_sets(segments(text), frozenset(lexemes))
    return max((sum(max(lexemes.get(t, 1.0), 0.0) ** CORPUS_POWER for t in terms) for terms in found), default=0.0)


# A question about which library, package or dependency is answered by the command that added it,
# which names none of those words (`go get golang.org/x/term`, `npm install simple-git`).
PACKAGE_WORDS = frozenset({"librari", "packag", "depend", "modul", "sdk"})
_INSTALL = re.compile(r"(?:^|[\s`;&|(])(?:go (?:get|install)|(?:npm|pnpm|yarn|bun) (?:install|i|add)|(?:pip3?|uv pip|pipx) install"
                      r"|(?:uv|poetry|cargo|bundle|pdm|deno) add|gem install|composer require|dotnet add \S+ package"
                      r"|(?:apt(?:-get)?|brew|dnf|yum|apk) (?:install|add))\s+[^\s-]", re.IGNORECASE)


def term_hits(pieces: Iterable[str], lexemes: frozenset) -> list[int]:
    """How many distinct query lexemes each piece holds (stemmed as the index stems them)."""
    return [len(found) for found in term_sets(pieces, lexemes)]


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


def term_weights(found: list[frozenset], corpus: Mapping[str, float] | None = None) -> dict[str, float]:
    """Each query term's weight inside one text: rare across its segments, high (a term in every
    segment — the project's name in each path, the topic the whole text is about — tells no
    segment apart from the others), times its IDF among all memories (`corpus`) to the power
    CORPUS_POWER (a word of every question, "mean", "use", weighs less than an identifier)."""
    count = len(found)
    frequency: dict[str, int] = {}
    for terms in found:
        for term in terms:
            frequency[term] = frequency.get(term, 0) + 1
    corpus = corpus or {}
    return {term: math.log(1.0 + count / df) * max(corpus.get(term, 1.0), 0.0) ** CORPUS_POWER
            for term, df in frequency.items()}


def focus(text: str, lexemes, width: int, seen: set | None = None, read_on: int = 0) -> str:
    """The segments of `text` that carry the most of the prompt's terms (see the module
    docstring), in order, at most `width` characters. `lexemes`: the prompt's lexemes, or a
    mapping of each to its IDF among all memories. A segment nearly all of which the block shows
    already (`seen`: shingles of what it shows) is not shown again. With `read_on`, up to that
    many characters of the width the chosen segments leave are spent reading on after them
    (_read_on)."""
    glued, found = _analysed(text, frozenset(lexemes))
    if not glued:
        return ""
    pieces = [piece for piece, _ in glued]
    shown = set(seen or ())
    if not any(found):
        fresh = [p for p in pieces if not is_repeat(p, shown)]
        return _clip(JOIN.join(fresh), width) if fresh else ""
    weights = term_weights(found, lexemes if isinstance(lexemes, Mapping) else None)
    chosen = _choose(pieces, found, weights, width, shown, read_on, _answers(glued))
    if not chosen:  # not even the best segment fits: clip it
        order = sorted((i for i in range(len(pieces)) if found[i]), key=lambda i: (-sum(weights[t] for t in found[i]), i))
        first = next((i for i in order if not is_repeat(pieces[i], shown)), None)
        return _clip(pieces[first], width) if first is not None else ""
    return _joined(glued, sorted(chosen))


@functools.lru_cache(maxsize=32)
def _analysed(text: str, wanted: frozenset) -> tuple[list[tuple[str, str | None]], list[frozenset]]:
    """A text's segments and the prompt's terms each holds (read-only; cached: the block may
    excerpt one hit twice, context._read_on)."""
    glued = glued_segments(text)
    return glued, term_sets([piece for piece, _ in glued], wanted)


def _joined(glued: list[tuple[str, str | None]], chosen: list[int]) -> str:
    """The chosen segments in order, joined with JOIN — two neighbours cut from one line by
    the text that joined them there."""
    out: list[str] = []
    for position, index in enumerate(chosen):
        if position:
            glue = glued[index][1]
            out.append(glue if glue is not None and chosen[position - 1] == index - 1 else JOIN)
        out.append(glued[index][0])
    return "".join(out)


def _answers(glued: list[tuple[str, str | None]]) -> dict[int, int]:
    """A request's answer in a text that states both (a session digest, distil/digest.py: its
    `Request:` line, what the session was asked, and its `Outcome:` line, the session's last
    answer): each segment of the request's line mapped to the outcome's first segment."""
    starts = [i for i, (_, glue) in enumerate(glued) if glue is None] + [len(glued)]
    lines = {glued[a][0].split(": ", 1)[0]: range(a, b) for a, b in zip(starts, starts[1:])}
    request, outcome = lines.get("Request"), lines.get("Outcome")
    return {i: outcome[0] for i in request} if request and outcome else {}


def _choose(pieces: list[str], found: list[frozenset], weights: dict[str, float], width: int,
            shown: set, read_on: int = 0, answers: dict[int, int] | None = None) -> list[int]:
    """The segments to show, in the order chosen: those adding the most weight of query terms
    not yet shown (a term shown again counts COVERED_DECAY as much each time) while they fit,
    then the segment after each and a chosen request's answer (see _widen); with `read_on`, then
    the text after them (_read_on)."""
    greedy = _Greedy(pieces, found, weights, shown)
    total = width + len(JOIN)
    # The room kept for neighbours never keeps out the segment that adds the most.
    best = len(pieces[greedy.heap[0][1]]) + len(JOIN) if greedy.heap else 0
    reserve = max(0, min(int(total * NEIGHBOUR_RESERVE), total - best))
    room = greedy.pick(total - reserve) + reserve
    room = _widen(pieces, greedy.chosen, room, shown, answers or {})
    room = greedy.pick(room)
    if read_on > 0:
        _read_on(pieces, greedy.chosen, min(room, read_on), shown)
    return greedy.chosen


class _Greedy:
    """Lazy greedy selection of segments by the weight of query terms they add (gains only fall
    as terms get covered, so a heap of stale gains is re-checked)."""

    def __init__(self, pieces: list[str], found: list[frozenset], weights: dict[str, float], shown: set):
        self.pieces, self.found, self.weights, self.shown = pieces, found, weights, shown
        self.covered: dict[str, int] = {}
        self.chosen: list[int] = []
        self.heap = [(-self.gain(i), i) for i in range(len(pieces)) if found[i]]
        heapq.heapify(self.heap)

    def gain(self, index: int) -> float:
        return sum(self.weights[t] * COVERED_DECAY ** self.covered.get(t, 0) for t in self.found[index])

    def pick(self, room: int) -> int:
        """Choose segments by the weight they add while they fit in `room`; the room left (a
        segment too long for the room stays a candidate for a later call)."""
        too_long: list[tuple[float, int]] = []
        while self.heap:
            index = self.heap[0][1]
            gain = self.gain(index)
            if len(self.heap) > 1 and gain < -min(self.heap[1:3])[0] - 1e-12:
                heapq.heapreplace(self.heap, (-gain, index))  # stale: the next best is a child
                continue
            heapq.heappop(self.heap)
            if gain <= 0:
                break
            cost = len(self.pieces[index]) + len(JOIN)
            if cost > room and index not in self.chosen:
                too_long.append((-gain, index))
                continue
            if index in self.chosen or is_repeat(self.pieces[index], self.shown):
                continue
            self.chosen.append(index)
            room -= cost
            self.shown |= shingles(self.pieces[index])
            for term in self.found[index]:
                self.covered[term] = self.covered.get(term, 0) + 1
        for entry in too_long:
            heapq.heappush(self.heap, entry)
        return room


def _widen(pieces: list[str], chosen: list[int], room: int, shown: set, answers: dict[int, int]) -> int:
    """Width left: the segment right after each chosen one, best first (what follows a matching
    line is often its answer: the command's output, the condition's branch, the error's message)
    — first of all, when a request is chosen (the prompt asks what a session was asked), the
    outcome that answered it (`answers`, _answers)."""
    after = [i + 1 for i in list(chosen) if i + 1 < len(pieces)]
    for index in [*dict.fromkeys(answers[i] for i in chosen if i in answers), *after]:
        left = _take(pieces, chosen, index, room, shown)
        room = room if left is None else left
    return room


def _take(pieces: list[str], chosen: list[int], index: int, room: int, shown: set) -> int | None:
    """Width left once segment `index` is shown too (added to `chosen` and `shown`), or None when
    it is chosen already, does not fit `room` or repeats what is shown."""
    cost = len(pieces[index]) + len(JOIN)
    if index in chosen or cost > room or is_repeat(pieces[index], shown):
        return None
    chosen.append(index)
    shown |= shingles(pieces[index])
    return room - cost


def _read_on(pieces: list[str], chosen: list[int], room: int, shown: set) -> int:
    """Width left after the segments that carry the prompt's terms: spent reading on after each
    chosen run, one segment per run a round, best run first, while it fits (a layout's next
    group, a listing's next entries, the rest of a command's output). A segment shown already
    stops its run."""
    ends = {index for index in chosen if index + 1 not in chosen}
    order = [index for index in chosen if index in ends]
    while order:
        grown = []
        for end in order:
            after = end + 1
            left = _take(pieces, chosen, after, room, shown) if after < len(pieces) else None
            if left is not None:
                room = left
                grown.append(after)
        order = grown
    return room

