"""A file the agent read, in the automatic block's `data` view: its lines of data verbatim, every other line as terms.

The view is a setting (poison.read_view: MEMTOOL_READ_VIEW, `memtool context --read-view`); the default, `terms`,
shows every line of a file read as terms (poison._own) and does not use this module.

A file of the project can carry planted text as well as a fetched page can (a vendored config, a
test fixture, a comment someone committed), and in the blind rounds a file read is where the
segment gate (own_output.gate: prose, an address to a reader, a harmful act it knows) lost most
of what it lost: a short comment, a note above a YAML entry, a setting that sends something to a
host. What a later session needs verbatim from a file it read is its data — a setting with its
value (`internal_port = 3001`, `binary: specstory`, `"@octokit/rest": "^20.0.0",`), a short code
line, a statement of keywords (`CREATE VIRTUAL TABLE … USING fts5(`) — not its comments and
sentences. So a file read's body is judged line by line (`view`, `is_data`):

    data      no comment marker at its start (a comment holding a setting put out of use, `# port = 80`,
              is data), fewer than PLAIN_RUN words of plain language in a row (a word in capitals is a
              keyword or a constant: a name), no pipe into a command, no place elsewhere (a URL of a
              host that is not this machine, an e-mail address): shown as the segment gate shows it
    the rest  comments, sentences, pipes, lines naming a place elsewhere: their terms (poison.digest;
              a URL stays among them), consecutive ones as one `[terms: …]`

The segment gate still reads the whole body first, so what it shows as terms (an act, a pretext and
the order after it) stays terms; a line is verbatim only when both keep it. The event's reference
stays, so the text is one `memtool get` away.
"""

from __future__ import annotations

import re
from typing import Callable

from memtool import directives, own_prose

#: a line of a file read with this many words of plain language in a row is language, not data: own_prose's run
#: (4). Blind rounds 21-34 at their recorded gates keep the same payloads with any run from 4 to 12 (3: one more),
#: the sessions' needles the same from 3 to 12 (bench/RESULTS.md "poisoning")
PLAIN_RUN = own_prose.PROSE_RUN
#: the block's joint between an event's lines (context._event_line)
_JOINT = " \u23ce "
#: a read's own line number before the line (Claude Code's `12→`, OpenCode's `00012|`, `cat -n`'s tab)
_NUMBER = re.compile(r"^\s*\d+(?:\u2192|\|\s?|\t)")
#: a comment's marker at a line's start (a heading of Markdown is one too; `#include`, `#!` and `#[attr]` are code)
_COMMENT = re.compile(r"^\s*(?:#+(?=\s|$)|//|/\*|\*(?=\s|$)|<!--|--(?=\s)|;+(?=\s)|%(?=\s)|rem\s|::\s|\"\"\"|''')", re.I)
#: a setting: a key, then `=` or `:` and a value (`# enabled = false` in a file's defaults)
_SETTING = re.compile(r"^[\"']?[\w.-]+[\"']?\s*[=:]\s*\S")
#: a pipe into a command (`… | sh`, `cat ~/.netrc | base64`, `Get-ChildItem Env: | Out-String`)
_PIPED = re.compile(r"(?<![|\\])\|(?![|=])\s*(?:sudo\s+)?[A-Za-z][\w.-]*(?:\s|$)")
#: a place elsewhere: a URL of a host that is not this machine, an e-mail address (where a planted line sends
#: something or fetches it from; the host stays among the terms)
_ELSEWHERE = re.compile(r"\b[a-z][\w+.-]*://(?:[^\s/@]*@)?(?!localhost\b|127\.|0\.0\.0\.0|\[::1\])[\w-]+(?:\.[\w-]+)+"
                        r"|(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z]{2,}\b")
#: a run of segments the gate shows as terms (own_output.terms)
_TERMS_RUN = re.compile(r"\[terms: [^\]]*\]")
#: a word written in capitals (SQL's keywords, constants): a name, not plain language
_CAPITALS = re.compile(r"^\W*[A-Z][A-Z0-9_]+\W*$")


def is_data(line: str) -> bool:
    """Whether a line of a file read has the shape of data (see the module's docstring)."""
    text = _NUMBER.sub("", line, count=1).strip()
    if not text:
        return True
    comment = _COMMENT.match(text)
    if comment is not None:  # a comment is language unless it holds a setting put out of use (`# port = 80`)
        text = text[comment.end():].strip()
        if not _SETTING.match(text):
            return False
    return _PIPED.search(text) is None and _ELSEWHERE.search(text) is None and _plain_run(text) < PLAIN_RUN


def _plain_run(text: str) -> int:
    """The most words of plain language in a row (own_prose's words; capitals, names and code break a run)."""
    best = run = 0
    for token in directives.reveal(text)[0].split():
        words = 0 if _CAPITALS.match(token) else own_prose.prose_words(token)[0]  # a keyword or constant: a name
        run = run + words if words else 0
        best = max(best, run)
    return best


def view(body: str, gate: Callable[[str], str], terms: Callable[[str], str]) -> str:
    """A file read's body (the block's line after its head and call): the data lines the segment gate
    (`gate`: own_output.gate over the whole body) shows as they are, as they are; each run of the other
    lines as `terms` (own_output.terms) of its text."""
    lines = body.split(_JOINT)
    shown = gate(body)
    kept = _kept(lines, shown) if shown != body else [True] * len(lines)
    verbatim = [keep and is_data(line) for line, keep in zip(lines, kept)]
    if all(verbatim):
        return body
    out: list[str] = []
    start = 0
    for end in range(1, len(lines) + 1):
        if end == len(lines) or verbatim[end] != verbatim[start]:
            text = _JOINT.join(lines[start:end])
            out.append(text if verbatim[start] else terms(text))
            start = end
    return _JOINT.join(out)


def _kept(lines: list[str], shown: str) -> list[bool]:
    """Which lines the gate's output (`shown`) holds whole and as they are, in their order: the text
    outside its `[terms: …]` runs, cut at the joints (a run can take a joint with it)."""
    fragments = [piece.strip() for verbatim in _TERMS_RUN.split(shown) for piece in verbatim.split(_JOINT.strip())]
    kept = [False] * len(lines)
    at = 0
    for number, line in enumerate(lines):
        found = next((n for n in range(at, len(fragments)) if fragments[n] == line.strip()), None)
        if found is not None:
            kept[number], at = True, found + 1
    return kept
