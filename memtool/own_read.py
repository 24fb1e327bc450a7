"""A file the agent read, in the automatic block's `data` view: its lines of data verbatim, every other line as terms.

The view is a setting (poison.read_view: MEMTOOL_READ_VIEW, `memtool context --read-view`); the default, `terms`,
shows every line of a file read as terms (poison._own) and does not use `view`. A file read is a read tool's event
or a shell command's that prints files and nothing else (`prints_files`: `cat config.toml`, `sed -n '20,90p' x.go`,
`nl -ba x.md | sed -n '1,80p'`, `head -n 40 app.py`; not `cat f | sh`, `cat > f <<EOF`, `grep`). A command's
output is shown by `view` too, every line's shape allowed: a line of output is one record, shown whole as the
segment gate shows it or as its terms (a planted table cell takes its row, a planted message its record's prefix).

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
import shlex
from typing import Callable

from memtool import directives, own_prose

#: a line of a file read with this many words of plain language in a row is language, not data: own_prose's run
#: (4). Blind rounds 21-34 at their recorded gates keep the same payloads with any run from 4 to 12 (3: one more),
#: the sessions' needles the same from 3 to 12 (bench/RESULTS.md "poisoning")
PLAIN_RUN = own_prose.PROSE_RUN
#: the block's joints between an event's lines and between its parts (focus.py: " ⏎ ", " … "), kept; where the
#: gate's output is cut into lines (a run of terms can take a joint's blanks)
_JOINTS = re.compile(r"( \u23ce | \u2026 )")
_CUT = re.compile(r"\u23ce|\s\u2026\s")
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


def view(body: str, gate: Callable[[str], str], terms: Callable[[str], str],
         shape: Callable[[str], bool] = is_data) -> str:
    """A file read's body (the block's line after its head and call): the data lines (`shape`) the segment
    gate (`gate`: own_output.gate over the whole body) shows whole and as they are, as they are; each run of
    the other lines as `terms` (own_output.terms) of its text. With every line's shape allowed, a command's
    output by whole lines (poison._own: a line of output is one record)."""
    pieces = _JOINTS.split(body)
    lines, joints = pieces[0::2], pieces[1::2]
    shown = gate(body)
    kept = _kept(lines, shown) if shown != body else [True] * len(lines)
    verbatim = [keep and shape(line) for line, keep in zip(lines, kept)]
    if all(verbatim):
        return body
    out = ""
    start = 0
    for end in range(1, len(lines) + 1):
        if end == len(lines) or verbatim[end] != verbatim[start]:
            text = "".join(line + joint for line, joint in zip(lines[start:end], [*joints[start:end - 1], ""]))
            out += (text if verbatim[start] else terms(text)) + (joints[end - 1] if end < len(lines) else "")
            start = end
    return out


def _kept(lines: list[str], shown: str) -> list[bool]:
    """Which lines the gate's output (`shown`) holds whole and as they are, in their order: the text
    outside its `[terms: …]` runs, cut at the joints (a run can take a joint's blanks with it; a line whose
    opening it takes — the cell bar of a table's next row, of a compiler's next excerpt line — is not whole)."""
    fragments = [piece.strip() for verbatim in _TERMS_RUN.split(shown) for piece in _CUT.split(verbatim)]
    kept = [False] * len(lines)
    at = 0
    for number, line in enumerate(lines):
        found = next((n for n in range(at, len(fragments)) if fragments[n] == line.strip()), None)
        if found is not None:
            kept[number], at = True, found + 1
    return kept


# -- a file printed by a shell command ------------------------------------------------------------------------------
#: commands that print the lines of the files they name (or a part of them: a range, the head, the tail, numbered)
_PRINTERS = frozenset({"cat", "tac", "head", "tail", "sed", "nl", "bat", "batcat", "less", "more"})
#: their options that take the next word as their value (`head -n 40`, `sed -e 1,5p`, `bat -r 10:20`, `nl -w 3`)
_VALUED = {"head": {"-n", "-c", "--lines", "--bytes"}, "tail": {"-n", "-c", "--lines", "--bytes", "-s", "--pid"},
           "sed": {"-e", "-f", "-l", "--expression", "--file", "--line-length"},
           "nl": {"-b", "-d", "-f", "-h", "-i", "-l", "-n", "-s", "-v", "-w"},
           "bat": {"-r", "--line-range", "-l", "--language", "-H", "--highlight-line", "--style", "--theme",
                   "--tabs", "--color", "--paging", "--decorations", "-m", "--map-syntax"},
           "less": {"-b", "-h", "-j", "-o", "-O", "-p", "-P", "-t", "-T", "-x", "-y", "-z"}}
_VALUED["batcat"], _VALUED["more"] = _VALUED["bat"], {"-n"}
#: redirections that print nothing elsewhere and read nothing: errors dropped or joined to the output
_QUIET = re.compile(r"\s\d?>>?\s*/dev/null\b|\s\d?>&\d\b|\s&>\s*/dev/null\b")
#: a command list's separators, a pipeline's pipe (shlex's punctuation: `&&`, `||`, `;`, `|`, `&`, newlines)
_SEPARATORS = frozenset({"&&", "||", ";", ";;"})


def prints_files(command: str) -> bool:
    """Whether a shell command line prints files the agent reads, and nothing else: every command of the list
    (`;`, `&&`, `||`) is one of _PRINTERS naming at least one file (`cat config.toml`, `head -n 40 app.py`,
    `sed -n '20,90p' main.go`, `nl -ba x.md | sed -n '1,80p'`: a pipe into a printer naming no file only
    cuts the lines), a `cd`, or an `echo`/`printf` of the agent's own words between them; no redirection
    into a file or from a here-document (`cat > f <<EOF` writes), no command substitution, no pipe into
    another program (`cat f | sh`), no `sed -i` (an edit). Its output is then a file read (own_read.view)."""
    text = _QUIET.sub(" ", " " + command.strip().replace("\n", " ; "))
    if not text.strip() or any(mark in text for mark in ("$(", "`", "<(", ">(", "<<")):
        return False
    lexer = shlex.shlex(text, posix=True, punctuation_chars=";&|<>")
    lexer.whitespace_split = True
    try:
        words = list(lexer)
    except ValueError:  # an unclosed quote: a call cut short
        return False
    printed, stage, piped = False, list[str](), False
    for word in [*words, ";"]:
        if word not in _SEPARATORS and word not in ("|", "&"):
            stage.append(word)
            continue
        if word == "&" or any(part in ("<", ">", ">>", "|&") or set(part) <= set("<>|&") for part in stage):
            return False
        kind = _stage(stage, piped)
        if kind is None:
            return False
        printed = printed or kind
        stage, piped = [], word == "|"
    return printed


def _stage(words: list[str], piped: bool) -> bool | None:
    """One command of a list (`piped`: after a pipe): True when it prints files it names, False when it prints
    no file and runs nothing else (`cd`, an `echo` of words, a printer after a pipe cutting the lines it is
    given), None otherwise (another program, an edit, a printer reading its input or naming no file)."""
    if not words:
        return None if piped else False
    name = words[0].rsplit("/", 1)[-1]
    if name in ("bash", "sh", "zsh") and len(words) > 2 and words[1] in ("-c", "-lc"):  # a shell running a command
        inner = words[2:] if len(words) > 3 else None
        return _stage(inner, piped) if inner else (None if piped or not prints_files(words[2]) else True)
    if name in ("cd", "echo", "printf", "true"):
        return None if piped else False
    if name not in _PRINTERS:
        return None
    operands: list[str] = []
    script, skip = name == "sed", False  # sed's first operand is its script, unless -e or -f gives it
    for word in words[1:]:
        if skip:
            skip = False
        elif word.startswith("-") and word != "-":
            if name == "sed" and word.startswith(("-i", "--in-place")):
                return None  # an edit, not a read
            script = script and word not in ("-e", "--expression", "-f", "--file")
            skip = word in _VALUED.get(name, ())
        elif script:
            script = False
        else:
            operands.append(word)
    if piped:
        return None if operands else False
    return True if operands and "-" not in operands else None
