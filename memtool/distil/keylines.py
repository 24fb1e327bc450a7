"""What distillation keeps verbatim: the key lines of a text, and what a shell command writes.

A memory that paraphrases loses exactly what a later session searches for — the command, the
path, the error string, the line that changed. These helpers pick those lines out, unchanged
(only surrounding whitespace is trimmed and long lines are clipped):

    key_lines(text)            the lines of a file's text that define or state something: imports,
                               definitions, exports, headings, `label: value` lines; the rest fill in
    added_lines(old, new)      the lines an edit added (its new text minus the lines it replaced)
    output_lines(text)         what a command printed that is worth keeping: error lines, summary
                               lines ("Found 370 errors", "53 passed"), addresses, or a short output whole
    heredoc_writes(command)    [(path, text)] for `cat > path <<'EOF' … EOF`, `cat >> path`, `tee path`
    sed_targets(command)       files a `sed -i` edits
    commit_message(command)    a git commit's message: -m '…', -m "$(cat <<'EOF' … EOF)", -F - <<'EOF'

Pure functions of their input: no database, no configuration.
"""

from __future__ import annotations

import json
import re
import shlex

LINE_LIMIT = 200

_DEFINING = re.compile(
    r"^\s*(export\s|import\s|from\s+\S+\s+import\s|(async\s+)?def\s|class\s|(async\s+)?function\s|const\s|let\s|"
    r"var\s|interface\s|type\s+\w+|struct\s|enum\s|(pub(\(\w+\))?\s+)?fn\s|func\s|package\s|module\s|"
    r"#\s*(include|define)\b|[A-Z][A-Z0-9_]{2,}\(|(public|private|protected|static)\s|raise\s|throw\s|"
    r"CREATE\s|ALTER\s|[A-Za-z_][\w.]*\s*=\s*\S)")
_HEADING = re.compile(r"^\s*#{1,6}\s+\S")
_FACT_LINE = re.compile(r"^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:(?:\*\*[^*]{2,60}\*\*|`[^`]{2,60}`|[A-Za-z][\w .@/-]{1,40}):\s+\S|"
                        r"\*\*[\w .@/-]{2,40}:\s)")
_TRIVIAL = re.compile(r"^\s*([{}()\[\];,]+|/\*+|\*+/?|//.*|<!--.*|-->|\"\"\"|'''|\*\s.*|end|fi|done|else:?|"
                      r"try:|finally:|pass|break|continue|return;?|\}\s*else\s*\{|---+|```\w*|\.\.\.)\s*$")
_CODE_COMMENT = re.compile(r"^\s*(#(?!#*\s*(include|define)\b)(?!!)|//|--\s)")

_ERROR = re.compile(
    r"(error|exception|traceback|failed|failure|fatal|panic|assert|not found|no such file|denied|refused|"
    r"cannot|can't|unable to|undefined|segmentation fault|no replacement|not a function|not defined|"
    r"\bE\s{2,}|^E\d{3,4}\b)", re.IGNORECASE)
_SUMMARY = re.compile(
    r"(\b\d+\s+(passed|failed|errors?|warnings?|tests?|files?|problems?|skipped|fixed|changed|insertions?|"
    r"deletions?|packages?|vulnerabilities)\b|\bfound\s+\d+|\ball checks passed\b|\bok\b\s*\(|"
    r"\b(success(fully)?|done|completed|compiled|built|listening|ready|running)\b.*|https?://\S+|"
    r"\bversion\s+v?\d|\bv?\d+\.\d+\.\d+\b)", re.IGNORECASE)
#: A compiler's, linter's or test runner's message with its location (`pkg/a.go:11:1: …`,
#: `src/x.ts(529,15): error …`, `src/x.ts:64:21 - error …`, `a_test.go:462: …`): the most telling
#: line of a failure, whatever words it uses.
_DIAGNOSTIC = re.compile(r"^\s*[\w./@+-]*\w\.[A-Za-z]{1,6}(?:(?::\d+){1,2}(?::\s|\s+-\s)|\(\d+,\d+\):\s)")
#: What a wrapper prints around the real error (npm, make, yarn …): kept last.
_WRAPPER = re.compile(r"^\s*(npm (error|ERR!)|ERR_PNPM|pnpm ERR|yarn (error|run)|error Command failed|"
                      r"g?make(\[\d+\])?: \*\*\*|exit status \d+\s*$|FAIL\s*$|error: script)", re.IGNORECASE)
_NOISE = re.compile(r"^\s*(traceback \(most recent call last\)|at\s+\S+\s*\(|File \"[^\"]*site-packages|\^+\s*$|~+\^*~*\s*$)", re.IGNORECASE)
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")


_LOOKING = re.compile(r"^\s*(ls|ll|pwd|cat|head|tail|less|wc|tree|find|grep|egrep|rg|ag|sed\s+-n|awk|file|stat|du|df|"
                      r"sort|uniq|cut|tr|nl|xargs\s+(grep|ls|cat|wc)|basename|dirname|realpath|readlink|"
                      r"which|type|echo|printf|git\s+(status|diff|log|show|branch|rev-parse|ls-files))\b")


def is_looking(command: str) -> bool:
    """A command that only looks around (ls, cat, grep, git status, …, and pipelines and chains
    of them, `cd` included): its failure is not a problem to fix, its success is not a how-to."""
    if not command or "<<" in command or re.search(r"(?<![0-9&2])>(?!&)", command.replace("2>/dev/null", "")):
        return False
    unquoted = re.sub(r"'[^']*'|\"(?:[^\"\\]|\\.)*\"", "''", command.strip())
    parts = [p for p in re.split(r"\s*(?:&&|\|\||;|\|)\s*", unquoted) if p.strip()]
    parts = [p for p in parts if not re.match(r"^\s*cd(\s|$)", p)]
    return bool(parts) and all(_LOOKING.match(p) for p in parts)


def clip(line: str, limit: int = LINE_LIMIT) -> str:
    line = line.strip()
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


_STATUS_LINE = re.compile(r"^\s*Exit code \d+\s*$")
_EXEC_HEADER = re.compile(r"(?:(?:Chunk ID|Wall time|Process exited with code|Original token count):[^\n]*\n|"
                          r"Process exited with code \d+\n)+Output:[ \t]*(?:\n|$)")


def _lines(text: str | None) -> list[str]:
    """A text's lines, colours removed; a leading `Exit code N` (how Claude Code reports a
    command's status) is the status, not output."""
    lines = [line.rstrip() for line in _ANSI.sub("", text or "").replace("\r", "").splitlines()]
    header = _EXEC_HEADER.match("\n".join(lines[:6]))
    if header:  # Codex CLI's exec result: a header, then the command's output
        lines = lines[header.group(0).count("\n"):]
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is not None and _STATUS_LINE.match(lines[first]):
        del lines[first]
    return lines


def lines_of(output: str | None) -> list[str]:
    """A tool output's text lines (see text_of), colours and a leading status line removed."""
    return _lines(text_of(output))


def _is_markdown(path: str | None) -> bool:
    return bool(path) and str(path).lower().endswith((".md", ".markdown", ".rst", ".txt"))


def _worth(line: str, markdown: bool) -> bool:
    if not line.strip() or len(line.strip()) < 3 or _TRIVIAL.match(line):
        return False
    return markdown or not _CODE_COMMENT.match(line)


def key_lines(text: str | None, path: str | None = None, limit: int = 8, budget: int = 700) -> list[str]:
    """Up to `limit` lines (and about `budget` characters) of a file's text, in file order: the
    lines that define or state something first (imports, definitions, exports, `label: value`
    lines; for prose, headings and labelled bullets), then the first other non-trivial lines."""
    markdown = _is_markdown(path)
    lines = [(i, line) for i, line in enumerate(_lines(text)) if _worth(line, markdown)]
    if markdown:
        ranks = [0 if _FACT_LINE.match(line) else 1 if _HEADING.match(line) else 2 for _, line in lines]
    else:
        ranks = [0 if _DEFINING.match(line) else 1 for _, line in lines]
    chosen: list[int] = []
    used = 0
    for rank in sorted(set(ranks)):
        for (i, line), r in zip(lines, ranks):
            if r != rank or len(chosen) >= limit:
                continue
            size = min(len(line.strip()), LINE_LIMIT)
            if chosen and used + size > budget:
                continue
            chosen.append(i)
            used += size
    by_index = dict(lines)
    out: list[str] = []
    for i in sorted(chosen):
        line = clip(by_index[i])
        if line not in out:
            out.append(line)
    return out


def added_lines(old: str | None, new: str | None, limit: int = 6, budget: int = 700) -> list[str]:
    """The lines of `new` that `old` did not have (whitespace-insensitive), key lines first when
    there are more than `limit`; all of `new`'s key lines when there is no old text."""
    if not old:
        return key_lines(new, limit=limit, budget=budget)
    before = {" ".join(line.split()) for line in _lines(old)}
    fresh = [line for line in _lines(new) if " ".join(line.split()) not in before]
    return key_lines("\n".join(fresh), limit=limit, budget=budget)


_STRONG = re.compile(r"(\w+(Error|Exception)\b|not a function|not defined|fatal|panic|segmentation fault|cannot|can't|"
                     r"unable to|no such file|not found|denied|refused|no replacement|undefined reference)",
                     re.IGNORECASE)
_URL = re.compile(r"https?://\S+")
_COUNT = re.compile(r"(\b\d+\s+(passed|failed|errors?|warnings?|tests?|problems?|skipped|fixed|files? changed|"
                    r"vulnerabilities)\b|\bfound\s+\d+|\ball checks passed\b)", re.IGNORECASE)


def text_of(output: str | None) -> str:
    """A tool's output as text: a structured result stored as JSON (`{"content": …}`, `{"stdout":
    …}`, `{"file": {"content": …}}`) is reduced to its text fields."""
    if not output or output.lstrip()[:1] not in ("{", "["):
        return output or ""
    try:
        data = json.loads(output)
    except ValueError:
        return output
    parts: list[str] = []

    def walk(value, depth: int = 0) -> None:
        if depth > 4:
            return
        if isinstance(value, str):
            parts.append(value)
        elif isinstance(value, list):
            for item in value[:20]:
                walk(item, depth + 1)
        elif isinstance(value, dict):
            for key in ("content", "text", "stdout", "stderr", "error", "message", "output", "result", "file"):
                if key in value:
                    walk(value[key], depth + 1)

    walk(data)
    return "\n".join(p for p in parts if p.strip()) or output


def _rank_errors(lines: list[str]) -> list[str]:
    """Located diagnostics first, then lines naming an exception or a fatal condition, then the
    rest; what a wrapper printed around them last."""
    return sorted(lines, key=lambda line: 3 if _WRAPPER.match(line) else 0 if _DIAGNOSTIC.match(line)
                  else 1 if _STRONG.search(line) else 2)


def is_error_line(line: str) -> bool:
    """A line that reports an error: error words, or a located diagnostic (`file:12:3: …`)."""
    return bool((_ERROR.search(line) or _DIAGNOSTIC.match(line)) and not _NOISE.match(line))


def output_lines(text: str | None, limit: int = 4) -> list[str]:
    """What a command printed that is worth keeping verbatim: an output of one to three short
    lines whole; otherwise its error lines (the telling ones first), then summary lines —
    addresses, counts ("Found 370 errors", "53 passed"), then other results (versions, "done");
    with none of those, its first line (a JSON answer's first fields, not its opening bracket)."""
    lines = [line.strip() for line in _lines(text_of(text)) if line.strip()]
    if not lines:
        return []
    if len(lines) <= 3 and sum(map(len, lines)) <= 240:
        return [clip(line) for line in lines]
    errors = _rank_errors(_distinct([line for line in lines if is_error_line(line)]))
    rest = [line for line in _distinct(lines) if line not in errors]
    summaries = ([line for line in rest if _URL.search(line)] + [line for line in rest if _COUNT.search(line)]
                 + [line for line in rest if _SUMMARY.search(line)])
    picked: list[str] = []
    for group, share in ((errors, (limit + 1) // 2), (_distinct(summaries), limit)):
        taken = 0
        for line in group:
            if len(picked) < limit and taken < share and clip(line) not in picked:
                picked.append(clip(line))
                taken += 1
    return picked or [_head(lines)]


def _head(lines: list[str]) -> str:
    """An output's first line, or for JSON (a first line that opens an array or object: `[`,
    `{`) its first lines joined, compacted, so its first fields show and not a bracket."""
    if lines[0][:1] not in "[{" or len(lines) == 1:
        return clip(lines[0])
    joined = ""
    for line in lines:
        if len(joined) >= LINE_LIMIT:
            break
        joined = f"{joined} {line}" if joined else line
    return clip(joined)


def first_lines(text: str | None, limit: int = 1) -> list[str]:
    """The first non-empty lines of an output (what a listing or a file read showed first)."""
    return [clip(line) for line in _lines(text_of(text)) if line.strip()][:limit]


def _distinct(lines: list[str]) -> list[str]:
    seen: list[str] = []
    for line in lines:
        if line not in seen:
            seen.append(line)
    return seen


def error_lines(text: str | None, limit: int = 3) -> list[str]:
    """The distinct lines of an output that look like errors, the telling ones (an exception, a
    missing file, "cannot …") first; a bare `ERROR:` header takes the line after it along."""
    lines = [line.strip() for line in _lines(text_of(text)) if line.strip()]
    hits: list[str] = []
    joined = -1
    for i, line in enumerate(lines):
        if i == joined or not is_error_line(line):
            continue
        if re.fullmatch(r"(?i)(error|errors|failed|failure)\s*:?", line) and i + 1 < len(lines):
            line, joined = f"{line} {lines[i + 1]}", i + 1
        line = clip(line)
        if line not in hits:
            hits.append(line)
    return _rank_errors(hits)[:limit]


# -- shell commands -----------------------------------------------------------------------------

_HEREDOC = re.compile(r"<<(-?)\s*(['\"]?)([A-Za-z_][\w-]*)\2")
_REDIRECT = re.compile(r"(?:^|[\s;&|(])(?:cat|printf|echo)?[^|;&<>]*?(?<![0-9&])(>>?)\s*([^\s;&|<>()]+)")
_TEE = re.compile(r"\btee\s+(?:-a\s+|--append\s+)?([^\s;&|<>()]+)")


def heredocs(command: str) -> list[tuple[str, str]]:
    """(the command line that opens it, the body) for each here-document of a shell command."""
    out: list[tuple[str, str]] = []
    pos = 0
    while True:
        match = _HEREDOC.search(command, pos)
        if not match:
            return out
        start = command.find("\n", match.end())
        if start < 0:
            return out
        line_start = command.rfind("\n", 0, match.start()) + 1
        head = command[line_start:start]
        body_lines = []
        end = len(command)
        cursor = start + 1
        for line in command[start + 1:].split("\n"):
            cursor_next = cursor + len(line) + 1
            candidate = line.lstrip("\t") if match.group(1) else line
            if candidate.strip() == match.group(3):
                end = cursor_next
                break
            body_lines.append(line)
            cursor = cursor_next
        out.append((head, "\n".join(body_lines)))
        pos = min(end, len(command))


def heredoc_writes(command: str) -> list[tuple[str, str]]:
    """(path, text) for each file a command writes from a here-document (`cat > path <<EOF`,
    `cat <<EOF > path`, `cat >> path <<EOF`, `tee [-a] path <<EOF`)."""
    out: list[tuple[str, str]] = []
    for head, body in heredocs(command):
        if re.search(r"\bgit\s+commit\b", head):
            continue
        target = None
        tee = _TEE.search(head)
        if tee:
            target = tee.group(1)
        elif re.search(r"\bcat\b", head):
            redirect = _REDIRECT.search(head)
            target = redirect.group(2) if redirect else None
        if target and not target.startswith("/dev/") and not target.startswith("$("):
            out.append((target.strip("'\""), body))
    return out


def sed_targets(command: str) -> list[str]:
    """The files an in-place `sed -i` edits (the arguments after its script)."""
    out: list[str] = []
    for part in re.split(r"\s*(?:&&|\|\||;|\n)\s*", command):
        if not re.match(r"^\s*sed\s", part):
            continue
        try:
            words = shlex.split(part)
        except ValueError:
            continue
        if not any(w == "-i" or w.startswith("-i") or w == "--in-place" or w.startswith("--in-place=")
                   or (w.startswith("-") and not w.startswith("--") and "i" in w[1:]) for w in words[1:]):
            continue
        rest = words[1:]
        script_seen = False
        for i, word in enumerate(rest):
            if not word and i > 0 and rest[i - 1] == "-i":
                continue  # BSD sed's backup suffix, empty: `sed -i '' 's/a/b/' file`
            if word in ("-e", "--expression", "-f"):
                script_seen = True
                continue
            if word.startswith("-"):
                continue
            if not script_seen and not (i > 0 and rest[i - 1] in ("-e", "--expression", "-f")):
                script_seen = True
                continue
            if i > 0 and rest[i - 1] in ("-e", "--expression", "-f"):
                continue
            out.append(word)
    return out


_MESSAGE_FLAG = re.compile(r"(?:\s-[a-zA-Z]*m|\s--message)[= ]\s*(['\"])(.+?)(?<!\\)\1", re.DOTALL)


def commit_message(command: str) -> str | None:
    """The message of a `git commit` in a command: from a here-document (`-m "$(cat <<'EOF' …
    EOF)"`, `-F - <<'EOF'`), or from -m/--message quotes (several -m join as paragraphs)."""
    match = re.search(r"\bgit\s+commit\b", command)
    if not match:
        return None
    rest = command[match.start():]
    for head, body in heredocs(rest):
        if "commit" in head or head.strip().startswith(("$(", '"$(')) or "cat" in head:
            if body.strip():
                return body.strip()
    messages = [m.group(2) for m in _MESSAGE_FLAG.finditer(rest.split("\n&&")[0])]
    if messages and "<<" not in messages[0]:
        return "\n\n".join(m.replace('\\"', '"') for m in messages).strip() or None
    return None
