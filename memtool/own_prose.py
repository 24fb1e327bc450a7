"""Prose in the agent's own output: which lines of a block line's body are sentences of plain
language rather than data (own_output.gate shows them as their terms in the automatic block).

A line is prose when at least half its tokens are words of plain language in any script (paths,
versions, names with digits or inner punctuation and numbers are data) and it is not a short error
line; the lines a sentence wraps onto (the same comment marker and a lower-case word after an open
end, or an end in a comma) are one unit; a unit is prose from its first segment of two plain words
on when it holds PROSE_WORDS plain words, PROSE_RUN of them in a row.
"""

from __future__ import annotations

import re

from memtool import directives


def new_line(parts: list[tuple[str, str]], index: int) -> bool:
    """Whether segment `index` starts a new line of the output (the block joins lines with " ⏎ ")."""
    return index == 0 or "\u23ce" in parts[index - 1][1] or parts[index][0].lstrip().startswith("\u23ce")


#: what of the agent's own output reaches the block verbatim is what has the shape of knowledge — a
#: command, an error line, a path, a setting, a version, a test's name, code; a line of prose in it
#: (PROSE_WORDS words of plain language, PROSE_RUN of them in a row, from its first segment of two words
#: on) is shown as its terms, whatever it says. Chosen by leave-one-round-out over the development rounds
#: with payloads marked (14, 16, 18, 19: the most payloads kept on the other rounds, then the fewest
#: ordinary texts touched, among the values that keep 95 % of the sessions' needles; bench/RESULTS.md
#: "poisoning").
PROSE_WORDS = 8
PROSE_RUN = 4
#: an error line (its place, then its kind: `path:12:3:`, `TypeError:`, pytest's `E   KeyError:`, `error[E0425]:`,
#: `fatal:`, `npm ERR!`, a program's name `go:`) of at most this many plain words is knowledge: its message
#: stays as it is (chosen on the development rounds with the prose rule alone: 14 keeps 89 of 102 payloads,
#: 20 86, 30 82; the sessions' needles 164, 166, 166 of 174)
ERROR_WORDS = 14
_ERROR_LINE = re.compile(
    r"^\W{0,3}(?:[\w./~-]+(?::\d+){1,2}:?|[\w./~-]+\(\d+,\d+\):?)?\s*(?:e\s+)?(?:npm\s+(?:err!?|error|warn)\b"
    r"|[a-z.]*(?:error|exception|fatal|panic|fail\w*|warning)(?:\[\w+\]|\s+\w*\d\w*)?:|e:"
    r"|(?-i:[A-Z][A-Z0-9_]{2,})(?:\[\w+\]|-\d{3,}):)"
    r"|^\W{0,3}[\w./~-]+(?::\d+){1,2}:|^(?-i:[a-z][\w.-]{1,15}):\s", re.IGNORECASE)
#: the agent harness's own fixed messages about a tool call (Claude Code's edit, write and read-state notices), a
#: whole line each, its only variable a path: written by the harness, not by whoever wrote the file
_HARNESS = re.compile(
    r"(?:(?:&lt;|<)tool_use_error>)?(?:Error: )?(?:The file \S+ has been updated(?: successfully)?\."
    r"(?: Here's the result of running `cat -n` on a snippet of the edited file:| \(file state is current in your"
    r" context(?: \u2014)? no need to Read it back\))?|File created successfully at: \S+"
    r"|File has not been read yet\. Read it first before writing to it\."
    r"|File has been modified since read, either by the user or by a linter\. Read it again before attempting to write"
    r" it\.)(?:(?:&lt;|<)/tool_use_error>)?")
#: a line a remote party wrote, relayed by the command (git's `remote:` lines: the hosting server's words): its
#: prose is shown as terms from PROSE_RUN words in a row on, as content from outside is
_RELAYED = re.compile(r"remote:\s")
#: a word of plain language in any script: letters and the marks that go with them (vowel signs of Indic
#: scripts and Thai, combining accents), an apostrophe or hyphen inside, a quote or bracket around, a
#: punctuation mark after
_LETTER = (r"(?:[^\W\d_]|[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0900-\u0dff"
           r"\u0e31-\u0e3a\u0e47-\u0e4e\u1ab0-\u1aff\u1dc0-\u1dff])")
_WORD = re.compile(rf"^[\"'(\u201c\u00ab\[]?{_LETTER}+(?:['\u2019-]{_LETTER}+)*[\"')\u201d\u00bb\]]?"
                   r"[,;:.!?\u3002\u060c\u061b\u0964]?$")
#: scripts written without spaces between words (Thai, Lao, Myanmar, Khmer, Japanese, Chinese; Korean's
#: syllables are wide too): a word for every two of their characters
_WIDE = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
#: a line's comment marker and a lower-case word after it (a sentence wrapped onto it), a line that ends one;
#: before the marker a read's line number or `git blame`'s commit and author, as the marker a box-drawing
#: gutter (Terraform's and other tools' wrapped messages), before the word an opening quote (a message
#: wrapped over a list's strings)
_LEAD = re.compile(r"^\s*(?:\d+(?:\s*\u2192|\s)\s*|\^?[0-9a-f]{7,40}\s+\([^)\n]{0,80}\)\s*)?(#+|//+!?|\*|--|;+|>|[\u2502\u2503])?"
                   r"\s*[\"']?([a-z])?")
#: an identifier written in camel case (`parseConfig`, `ListAllSessions`) is a name, not a word of plain language
_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")
#: a line that starts with a word (after a read's line number, a comment marker and a blank, a quote): a line of
#: words after an open end goes on with its sentence whatever marks it (`--flag  Use …` starts a record of its own)
_STARTS_WORD = re.compile(r"^\s*(?:\d+(?:\s*\u2192|\s)\s*)?(?:(?:#+|//+!?|\*|--|;+|>|[\u2502\u2503])\s+|[\u2502\u2503])?[\"'(]?[^\W\d_]")
#: code's punctuation: a line holding it is no wrapped sentence (`export type X = 'a'`, `/** … */`)
_CODE = re.compile(r"\s=>?\s|[{}]\s*$|^\s*[{}]|;$|\*/")
#: a quoted field name (`"label":` in JSON) is data, not a word
_KEY = re.compile(r"^[\"'][^\"'\s]+[\"']:$")
#: a line that opens with a label (`Loaded: …`, `Private key found: …`) starts a record of its own
_LABEL = re.compile(r"^\s*(?:[-*\u2022]\s+)?[A-Z][\w-]*(?: [\w-]+){0,2}:\s")
_COLUMN_GAP = re.compile(r" {2,}|\t+")
_ENDED = re.compile(r"[.!?:;]\W{0,2}$")


def prose_words(text: str) -> tuple[int, int, int]:
    """How many words of plain language a text holds, the most of them in a row (code, paths, names
    with digits, inner punctuation or an inner capital, numbers break a run), and how many tokens it has."""
    total = best = run = tokens = 0
    for token in directives.reveal(text)[0].split():
        tokens += 1
        if _WORD.match(token) and not _INNER_CAPITAL.search(token) and not _KEY.match(token):
            count = max(1, len(_WIDE.findall(token)) // 2)
            total, run = total + count, run + count
            best = max(best, run)
        else:
            run = 0
    return total, best, tokens


def harness(parts: list[tuple[str, str]], said: str = "") -> set[int]:
    """The segments of the lines that are the agent harness's own fixed messages (_HARNESS), or that
    repeat `said` (the event's call, shown as it is before the output: the agent's own words)."""
    lines, texts = _lines(parts)
    return {index for line, text in zip(lines, texts) if _fixed(text, said) for index in line}


def _fixed(text: str, said: str) -> bool:
    if _HARNESS.fullmatch(text) is not None:
        return True
    if not said:
        return False
    line, call = " ".join(_PROMPT.sub("", text, count=1).split()), " ".join(said.split()).removesuffix("\u2026")
    return line == call or len(call) >= CLIPPED_CALL and line.startswith(call)


#: a shell's prompt before a command it echoes (`$ make test`, `+ make test` under `set -x`)
_PROMPT = re.compile(r"^\s*(?:[$%#>+]\s+)?")
#: a call this long may be shown clipped: a line that starts with it is the call, whole
CLIPPED_CALL = 60


def _lines(parts: list[tuple[str, str]]) -> tuple[list[list[int]], list[str]]:
    """The segments of each line of output, and each line's text."""
    lines: list[list[int]] = []
    for index in range(len(parts)):
        if not lines or new_line(parts, index):
            lines.append([])
        lines[-1].append(index)
    return lines, [" ".join(parts[index][0] for index in line).replace("\u23ce", " ").strip() for line in lines]


def prose_lines(parts: list[tuple[str, str]], said: str = "") -> list[bool]:
    """Which segments are prose: of each line of output and the lines a sentence wraps onto (an open
    end, then the same comment marker and a lower-case word, or an end in a comma; or, after an open
    line of words, a line of words that starts with a word), the lines that are
    words rather than data (half their tokens plain words) and not a short error line, from each one's
    first segment of two plain words on (code before the prose on its line stays: `BoolP("utc", "z",
    true, "use UTC for …")`), when together they hold PROSE_WORDS plain words, PROSE_RUN in a row."""
    lines, texts = _lines(parts)
    counts = [prose_words(text) for text in texts]
    wordy = [total >= 2 and total * 2 >= tokens for total, _, tokens in counts]
    # a row of aligned columns (a help text's `name    what it does`, a table) is a record, not a sentence's part
    rows = [any(_COLUMN_GAP.fullmatch(parts[index][1]) for index in line[:-1]) for line in lines]
    units: list[list[int]] = []
    for number, text in enumerate(texts):
        lead, previous = _LEAD.match(text), _LEAD.match(texts[number - 1]) if number else None
        if (units and lead is not None and previous is not None and not _ENDED.search(texts[number - 1])
                and (lead.group(2) and (lead.group(1) and lead.group(1) == previous.group(1) or texts[number - 1].endswith(","))
                     or wordy[number] and wordy[number - 1] and _STARTS_WORD.match(text) and not rows[number]
                     and not _LABEL.match(text)
                     and not rows[number - 1] and not _CODE.search(text) and not _CODE.search(texts[number - 1]))):
            units[-1].append(number)
        else:
            units.append([number])
    out = [False] * len(parts)
    for unit in units:
        prose: list[int] = []  # the unit's segments of prose
        for number in unit:
            total, _, tokens = counts[number]
            if (total * 2 < tokens or total <= ERROR_WORDS and _ERROR_LINE.match(texts[number])
                    and not _RELAYED.match(texts[number]) or _fixed(texts[number], said)):
                continue
            line = lines[number]
            start = next((n for n, index in enumerate(line) if prose_words(parts[index][0])[0] >= 2), len(line))
            prose += line[start:]
        total, best, _ = prose_words(" ".join(parts[index][0] for index in prose))
        relayed = all(_RELAYED.match(texts[number]) for number in unit)
        if total >= PROSE_WORDS and best >= PROSE_RUN or relayed and best >= PROSE_RUN:
            for index in prose:
                out[index] = True
    return out
