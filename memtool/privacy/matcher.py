"""The own-rules layer: run `RULES` over one bounded chunk of text.

Each rule only looks where one of its hint words occurs (found with ``str.find``, each occurrence
once), and an anchored rule tries its regex only at the start of that hint, word or line, so the
work per rule is linear in the chunk. `memtool.privacy.redact` feeds chunks of at most
`CHUNK_CHARS` characters, which bounds time and memory for any input size.
"""

from __future__ import annotations

import re

import ahocorasick

from memtool.privacy.checks import _MARKER_PREFIX, MARKER_RE, _marker
from memtool.privacy.binds import redact_binds
from memtool.privacy.fields import redact_fields, redact_tables
from memtool.privacy import calls, logins, lookalike, nearby, passwords, pins, predicates, siblings, views
from memtool.privacy.names import NAMED_HINTS, secret_name
from memtool.privacy.outputs import redact_outputs
from memtool.privacy.rules import RULES, Rule
from memtool.privacy.splice import splice


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_.-"


def _anchor_starts(text: str, hits: list[int], anchor: str) -> list[int]:
    """Start positions for an anchored rule: each hit itself, or the start of its word/line.

    Hits are walked in order and a walk back stops at the previous hit (same word, same
    start), so the total work stays linear even for one enormous word or line.
    """
    if anchor == "hint":
        return sorted(set(hits))
    if anchor == "name":
        anchor = "word"
    starts: list[int] = []
    if anchor == "line":  # the start of each hit's line, looked for back to the previous hit only
        prev_hit = prev_start = -1
        for hit in sorted(set(hits)):
            newline = text.rfind("\n", max(prev_hit, 0), hit)
            start = newline + 1 if newline >= 0 else (prev_start if prev_hit >= 0 else 0)
            if not starts or starts[-1] != start:
                starts.append(start)
            prev_hit, prev_start = hit, start
        return starts
    prev_hit = prev_start = -1
    for hit in sorted(set(hits)):
        j = hit
        while j > 0 and j > prev_hit and _is_word_char(text[j - 1]):
            j -= 1
        start = prev_start if j == prev_hit else j
        if not starts or starts[-1] != start:
            starts.append(start)
        prev_hit, prev_start = hit, start
    return starts


_WORD_RE = re.compile(r"[\w.-]*")
_WINDOWS_PATH_RE = re.compile(r"(?<![\w\\])[A-Za-z]:\\[\w .$-]|(?<!\\)\\\\[\w.-]+\\|/u(?:ser)?:[\w.-]+\\")
_CODE_COLUMN_HINTS = frozenset(pins._CODE_HINTS + ("pin",))  # (a table's column of PINs or door codes)
_NAMED_HINTS = frozenset(NAMED_HINTS)  # (a set: ``present.isdisjoint`` then walks ``present``, a few words)


#: a run of base64 right before a ``+`` or ``/``: a word starting there is a piece of the run (an SSH public key's
#: ``…WN+b482AhF…PwO7…= labsync@dvi``, whose random letters hold ``pw`` or ``key``), not a name
_BASE64_BEFORE_RE = re.compile(r"(?=[A-Za-z0-9+/]{0,15}[A-Z])(?=[A-Za-z0-9+/]{0,15}[a-z])(?=[A-Za-z0-9+/]{0,15}[0-9])"
                               r"[A-Za-z0-9+/]{16}[+/]")


def _inside_base64(text: str, start: int) -> bool:
    return start >= 17 and text[start - 1] in "+/" and _BASE64_BEFORE_RE.match(text, start - 17) is not None


def _word_at(text: str, start: int) -> str:
    m = _WORD_RE.match(text, start)
    return m.group() if m else ""
_MAX_VALUE = 4096  # a keyed value longer than this is data, not a credential


def _apply(rule: Rule, text: str, lowered: str, starts_cache: dict | None = None,
           present: frozenset[str] | None = None, taken: list[str] | None = None) -> tuple[str, int]:
    """Run one rule over ``text`` (``lowered`` is ``text.lower()``); return (text, count).
    ``starts_cache`` keeps the anchor positions of rules with the same hints over the same text
    (the structural rules share theirs), computed once; ``present``: the hints that occur in the
    text (the others are not looked for); ``taken`` collects the values redacted."""
    protected: list[tuple[int, int]] | None = None  # spans of markers already in the text
    count = 0

    def redacted(m: re.Match[str]) -> str | None:
        """The match with its value replaced by a marker, or None to leave it alone."""
        nonlocal count, protected
        group = next((g for g in rule.groups if m.group(g) is not None), None)
        if group is None:
            return None
        value = m.group(group)
        if not value or (group != 0 and len(value) > _MAX_VALUE):
            return None
        start, end = m.span(group)
        if protected is None:
            protected = ([mm.span() for mm in MARKER_RE.finditer(text)]
                         if _MARKER_PREFIX in text else [])
        if any(s < end and start < e for s, e in protected):
            return None
        if rule.check is not None and not rule.check(value, m, group):
            return None
        if lookalike.harmless(text, start, end):
            return None
        count += 1
        if taken is not None:
            taken.append(value)
        whole = m.group(0)
        offset = m.start()
        return whole[:start - offset] + _marker(rule.kind) + whole[end - offset:]

    if not rule.anchor or len(lowered) != len(text):  # (lower() changed some lengths)
        def replace(m: re.Match[str]) -> str:
            new = redacted(m)
            return m.group(0) if new is None else new
        out = rule.regex.sub(replace, text)
        return (out if count else text), count

    key = (rule.hints, rule.anchor)
    starts = starts_cache.get(key) if starts_cache is not None else None
    if starts is None:
        hits = []
        for hint in rule.hints:
            if present is not None and hint not in present:
                continue
            i = lowered.find(hint)
            while i >= 0:
                hits.append(i)
                i = lowered.find(hint, i + len(hint))  # each occurrence once: linear
        starts = _anchor_starts(text, hits, rule.anchor) if hits else []
        if rule.anchor == "name":  # only words that name a secret (most hits do not: keyboard)
            starts = [s for s in starts if secret_name(_word_at(text, s)) and not _inside_base64(text, s)]
        if starts_cache is not None:
            starts_cache[key] = starts
    if not starts:
        return text, 0
    pieces: list[str] = []
    last = skip = 0
    match = rule.regex.match  # (looked up once: the lazy regex resolves it on each access)
    for start in starts:
        if start < skip:  # inside an earlier match, redacted or not (as re.sub would)
            continue
        m = match(text, start)
        if m is None:
            continue
        skip = max(m.end(), start + 1)
        new = redacted(m)
        if new is None:
            continue
        pieces += [text[last:start], new]
        last = m.end()
    if not count:
        return text, 0
    pieces.append(text[last:])
    return "".join(pieces), count


_hints: ahocorasick.Automaton | None = None
_gates_only: frozenset[str] = frozenset()  # the gate words that are no rule's hint
_short_hints: tuple[tuple[str, tuple[int, ...]], ...] = ()
_other_hints: tuple[tuple[str, tuple[int, ...]], ...] = ()
_SHORT = 2  # hints this short occur everywhere ("-p", "."): a substring test each, not every hit
#: words no rule has that a later pass needs before it can find anything (each pass looks only
#: where one stands, or `views.unwrapped` changes nothing without one): the same walk of the
#: automaton reports them, with no rule to run -- a line about logging in or a .pgpass line's
#: port (`logins`), a seed (`nearby`), a diff's, word diff's or quoted mail's marks (`views`), a command line's
#: verb that stores a credential (`calls`);
#: rare enough to go into the automaton however short
_GATE_WORDS = frozenset(logins.CONTEXT_WORDS + logins.PORT_MARKS + ("seed",) + views.MARKS + calls.VERB_MARKS
                        + predicates.CODE_MARKS)
#: short hints that are rare in text (a digit then a password's symbol): walked with the automaton too
_RARE_SHORT = frozenset(passwords.HINTS)


def _rules_to_run(lowered: str) -> tuple[list[int], frozenset[str], frozenset[str]]:
    """Indexes (in rule order) of the rules one of whose hints occurs in ``lowered``, the hints
    that occur, and every word that occurs, hints and `_GATE_WORDS`: one Aho-Corasick pass over
    the text finds them all at once (linear in the text, whatever the number of words). Most
    text holds almost no hint, and then almost no rule runs."""
    global _hints, _short_hints, _other_hints, _gates_only
    if _hints is None:
        index: dict[str, list[int]] = {word: [] for word in _GATE_WORDS}
        for i, rule in enumerate(RULES):
            for hint in rule.hints:
                index.setdefault(hint, []).append(i)
        automaton = ahocorasick.Automaton()
        for hint, rules in index.items():
            if (len(hint) > _SHORT or hint in _GATE_WORDS or hint in _RARE_SHORT) and hint.isascii():
                automaton.add_word(hint, (hint, tuple(rules)))
        automaton.make_automaton()
        _short_hints = tuple((h, tuple(r)) for h, r in index.items()
                             if len(h) <= _SHORT and h.isascii() and h not in _GATE_WORDS and h not in _RARE_SHORT)
        # (other scripts' hints are tested one by one, in text that is not ASCII only: in the
        # automaton they slow its walk over every text by a third)
        _other_hints = tuple((h, tuple(r)) for h, r in index.items() if not h.isascii())
        _gates_only = frozenset(h for h, r in index.items() if not r)
        _hints = automaton
    found = {entry for _, entry in _hints.iter(lowered)}
    found.update(entry for entry in _short_hints if entry[0] in lowered)
    if not lowered.isascii():
        found.update(entry for entry in _other_hints if entry[0] in lowered)
    words = frozenset(word for word, _ in found)
    return sorted({i for _, rules in found for i in rules}), words - _gates_only, words


def redact_rules(text: str, taken_out: list[str] | None = None) -> tuple[str, int]:
    """Apply every rule whose hint occurs in ``text``; return (text, count) -- over ``text`` read
    as a JSON string when it is one (`_redact_escaped`). Then the same over the text read
    through its wrapping (`memtool.privacy.views`: a diff's +/- columns, quoted mail, numbered
    lines), where what is found is removed from the text as it stands. ``taken_out`` collects
    the values redacted (for a view's caller)."""
    if not text:
        return text, 0
    done = _redact_escaped(text) if taken_out is None and "\\" in text else None
    if done is None:
        text, total, words = _redact_rules(text, taken_out)
    else:
        (text, total), words = done, None
    # (unchanged text: `views.unwrapped` changes nothing where none of its marks stands)
    wrapped = words is None or not words.isdisjoint(views.MARKS)
    view = views.unwrapped(text) if taken_out is None and wrapped else None
    if view is not None:
        found: list[str] = []
        _redact_rules(view, found)
        text, n = _redact_repeats(text, views.pieces(found, text))
        total += n
    return text, total


def _redact_escaped(text: str, depth: int = 0) -> tuple[str, int] | None:
    """The rules over ``text`` read as a JSON string (`views.unescaped`: a tool call's or hook
    payload's text inside another -- and one inside that --, ``\\tpsk=X``, ``\\"name\\":
    \\"API_KEY\\", \\"value\\": ...``), what they find redacted where it stands in ``text``: the
    escapes around it stay, the record stays valid. The rules run once, over the view: None when
    ``text`` is no JSON string or what they found cannot be placed in it for sure (then over
    ``text`` as it stands)."""
    read = views.unescaped(text) if depth < 2 else None
    if read is None:
        return None
    view, at_view, at_text = read
    inner = _redact_escaped(view, depth + 1) if "\\" in view else None
    redacted, n = inner if inner is not None else _redact_rules(view, None)[:2]
    if not n:  # (a Windows path's or account's backslash is no escape: ``/user:SEQ\novaseq_svc X`` read as a line
        return None if _WINDOWS_PATH_RE.search(text) else (text, 0)  # break hid X from its rule: read it as it stands)
    spans = views.found_spans(view, redacted)
    if spans is None:
        return None
    pieces: list[str] = []
    last = count = 0
    for start, end, marker in spans:
        start, end = views.original_at(start, at_view, at_text), views.original_at(end, at_view, at_text)
        if start < last or _MARKER_PREFIX in text[start:end]:
            continue
        pieces += [text[last:start], marker]
        last = end
        count += 1
    pieces.append(text[last:])
    return "".join(pieces), count


def _redact_rules(text: str, taken_out: list[str] | None) -> tuple[str, int, frozenset[str] | None]:
    """`redact_rules` without the views; also the words of `_rules_to_run` found in ``text``
    while it is unchanged (None once something was redacted: a marker's kind may hold a word)."""
    original, original_lowered = text, text.lower()
    lowered = original_lowered
    total = 0
    # redaction only removes text, so hints absent from the original stay absent
    starts_cache: dict = {}  # valid while the text is unchanged
    indexes, present, words = _rules_to_run(original_lowered)
    taken: list[str] = []
    for index in indexes:
        text, n = _apply(RULES[index], text, lowered, starts_cache, present, taken)
        if n:
            total += n
            lowered = text.lower()
            starts_cache.clear()
    text, n = redact_outputs(text, present)  # (what a secret-reading command printed)
    total += n
    if not present.isdisjoint(_NAMED_HINTS):  # (values bound to a secret column's placeholder)
        text, n = redact_binds(text)
        total += n
    if ("alue" in text or "redential" in text) and not present.isdisjoint(_NAMED_HINTS):  # (a name and its value apart)
        text, n = redact_fields(text)
        total += n
    named = not present.isdisjoint(_NAMED_HINTS)
    if named or '"code' in text or '\\"code' in text:  # (a name and its value in sibling places: attributes, a pair, a
        text, n = siblings.redact_siblings(text, named)  # comparison; without a name, a record of access codes)
        total += n
    if (named or not present.isdisjoint(_CODE_COLUMN_HINTS)) and (
            "," in text or "\t" in text or "|" in text or ";" in text or "  " in text):
        text, n = redact_tables(text)  # (a column whose header names a secret or a code)
        total += n
    # (the words were found in the original: they say what the text holds while it is unchanged)
    known = words if not total and text == original else None
    text, n = _redact_nearby(text, taken, present, lowered if not total else None, known)  # (after a name or a
    total += n  # user, or by position in a call or on a command line)
    if taken:
        text, n = _redact_repeats(text, taken)
        total += n
    if taken_out is not None:
        taken_out += taken
    return text, total, known if not total and text == original else None


#: `_redact_nearby` finds nothing in a text (lowercase) without one of these
_NEARBY_WORDS = nearby.HINTS | {"seed"} | frozenset(logins.CONTEXT_WORDS + logins.PORT_MARKS + predicates.CODE_MARKS)


def _redact_nearby(text: str, taken: list[str], present: frozenset[str] | None = None,
                   lowered: str | None = None, words: frozenset[str] | None = None) -> tuple[str, int]:
    """`memtool.privacy.nearby`'s, `memtool.privacy.logins`' and `memtool.privacy.calls`' values, but not what
    `memtool.privacy.lookalike` finds harmless. ``words``: what `_rules_to_run` found in
    ``text`` as it stands, when known (each pass looks only where one of its words stands)."""
    by_position = calls.may_hold(text, words is None or not words.isdisjoint(calls.VERB_MARKS))
    if not (words is None or not words.isdisjoint(_NEARBY_WORDS) or logins.has_call_pair(text) or by_position):
        if "PIN" not in text:  # (a PIN's predicate, `predicates.find_codes`: capitals, rare in text; alone, only it)
            return text, 0
        return splice(text, sorted((s, e, nearby.KIND) for s, e in predicates.find_codes(text)), spare_markers=True,
                      taken=taken)
    named = present is None or not present.isdisjoint(nearby.HINTS) or (
        words is None or "seed" in words) and ("eed" in text or "EED" in text)
    context = None if words is None else not words.isdisjoint(logins.CONTEXT_WORDS)
    port = None if words is None else not words.isdisjoint(logins.PORT_MARKS)
    near = nearby.find(text, present, predicates.find_after) if named else []
    login = logins.find(text, lowered, context, port)
    placed = calls.find(text, lowered) if by_position else []
    if words is None or not words.isdisjoint(predicates.CODE_MARKS) or "PIN" in text:
        near = near + predicates.find_codes(text)  # (a code that opens something, given by its noun's predicate)
    if not near and not login and not placed:
        return text, 0
    return splice(text, sorted({(s, e, nearby.KIND) for s, e in near} | {(s, e, logins.KIND) for s, e in login}
                               | {(s, e, calls.KIND) for s, e in placed}), spare_markers=True, taken=taken)


def _redact_repeats(text: str, taken: list[str]) -> tuple[str, int]:
    """A value found to be a secret in one place goes wherever else it stands in the same text
    (the key in a URL and again in the query list, a token in a command and in its output)."""
    count = 0
    for value in sorted(set(taken), key=len, reverse=True):
        if len(value) >= 8 and _MARKER_PREFIX not in value and value in text:
            n = text.count(value)
            text = text.replace(value, _marker("repeated"))
            count += n
        elif len(value) >= 6 and value in text and not any(c.isspace() for c in value):
            # (a short value -- a PIN of six digits -- only where it stands as a token of its own:
            # ``PWD is X … PASSWORD,X,NEW#``, not inside a longer number or word)
            text, n = re.subn(r"(?<![A-Za-z0-9])" + re.escape(value) + r"(?![A-Za-z0-9])", _marker("repeated"), text)
            count += n
    return text, count
