"""What a command prints when it reads a secret: the value alone on a line, no name beside it.

``kubectl get secret app -o jsonpath='{.data.password}' | base64 -d``, ``echo $DB_TOKEN``,
``printenv STRIPE_SECRET``, ``vault kv get -field=password secret/app``, ``aws ecr
get-login-password``, ``gcloud auth print-access-token``, ``security find-generic-password -w``,
``op read op://ops/db/password``, ``cat ~/.aws/credentials``: the lines after such a command hold
the secret with nothing next to it that the name rules could see. The rule is structural, not a
list of tools: a **command that names a secret** (one of its words says password/secret/token/
credential by `memtool.privacy.names.secret_name`) followed by its **output**, in which

* a line that is a single value (``Lichen7139``, ``XZLsGgVaPHoT``, a 40-character token) is
  redacted when the value may be a credential -- generated (letters mixed with digits or symbols,
  random letters), hex or base64 of 16+ characters, or typed by a person (a word with digits);
* a ``NAME  value`` line (``vault read``'s table) loses its value when NAME says secret.

Words, sentences, numbers, paths, URLs, host names, versions and placeholders stay (``deleted``,
``No resources found``, ``secret/app created``, ``3``), so the output of ``kubectl get secrets``
or ``git log --grep token`` is unchanged.

Where a command stands:

* a line of text that starts like a command (``$ ``/``%``/``>``/``PS …>`` prompts allowed, then a
  lowercase program name, a path or a PowerShell ``Verb-Noun``); its output is the next lines, up
  to a blank line or `MAX_OUTPUT_LINES`;
* a ``"command"``/``"cmd"``/``"script"`` field of a JSON text; its output is the string of the
  next ``"output"``/``"stdout"``/``"result"``/``"content"``/``"text"``/``"response"`` field;
* in a JSON-like payload (`redact_payload`, run by `memtool.privacy.scrub_value`): a command field
  anywhere in the payload makes every string under an output field the output.

Line breaks may be real or escaped (``\\n`` inside a JSON string).
"""

from __future__ import annotations

import bisect
import re
from typing import Any, NamedTuple

from memtool.privacy import lookalike, passwords, standins
from memtool.privacy.checks import (_HEX_RE, _MARKER_PREFIX, _SLUG_RE, _UUID_RE, _WORDLIKE_RE, _entropy, _lazy, _looks_random, _marker,
                                    _random_slug)
from memtool.privacy.generated import _passphrase, _random_letters
from memtool.privacy.names import _common_not_secret, key_stem, secret_id, secret_name, value_is_secret
from memtool.privacy.sentences import _credential

MAX_OUTPUT_LINES = 12
#: a text that may hold a command naming a secret holds one of these (one search before any other)
_STEMS = ("pass", "pwd", "secret", "token", "cred", "key", "auth", "psk")


def _has_stem(text: str) -> bool:
    lowered = text.lower()  # (seven substring tests are far cheaper than one case-blind regex)
    return any(stem in lowered for stem in _STEMS)
_OUTPUT_FIELDS = frozenset({"output", "stdout", "result", "content", "text", "response",
                            "tool_response", "tool_output", "toolresult", "outputs"})

_WORDS_RE = _lazy(r"[A-Za-z_][\w.:-]*")
#: a prompt, then a program: ``$ kubectl``, ``bob@h:~$ echo``, ``PS C:\\> Get-Content``, ``./run``
_COMMAND_LINE_RE = _lazy(
    r"[ \t]*(?P<prompt>(?:[\w.@-]+(?::[^\s$#%>]*)?)?[$#%>❯»][ \t]+|PS[ \t][^>\n]{0,200}>[ \t]*"
    r"|\[[\w.-]{1,32}@[\w.-]{1,64}[ \t][^\]\n]{1,64}\][$#][ \t]+"  # ([root@web01 ~]# : RHEL's default prompt)
    r"|➜[ \t]+\S+(?:[ \t]+git:\([^)\n]{0,100}\))?(?:[ \t]+✗)?[ \t]+)?"
    r"(?P<program>[a-z][\w.+-]*|[./~][\w./~+-]*|[A-Z][a-z]+-[A-Z][A-Za-z]+)(?=[ \t]|$)")
_JSON_COMMAND_RE = _lazy(
    r"[\"'](?:command|cmd|script|commandLine|command_line)[\"'][ \t]*:[ \t]*\[?[ \t]*"
    r"(?P<q>[\"'])(?P<cmd>(?:\\[^\n]|(?!(?P=q))[^\\\n]){1,4000})(?P=q)")  # (the other quote is a character)
_JSON_OUTPUT_RE = _lazy(
    r"[\"'](?:output|stdout|result|content|text|response|tool_response|tool_output)[\"'][ \t]*:"
    r"[ \t]*(?:\{[ \t]*[\"'](?:stdout|output|text|content)[\"'][ \t]*:[ \t]*)?"
    r"(?:\[[ \t]*)?[\"']")
_LINE_BREAK_RE = _lazy(r"\r?\n|(?:\\r)?\\n")
_LINE_NUMBER_RE = _lazy(r"[ \t]*\d{1,6}(?:\t|\\t|[ \t]*[|:→][ \t]?)")
_TABLE_ROW_RE = _lazy(r"(?P<key>[A-Za-z_][\w.-]*)[ \t]{2,}(?P<value>[^\s]{4,4096})")
_ASSIGNMENT_RE = _lazy(r"\w+[ \t]*(?:=|:=)[ \t]*\S|(?:export|set|setx)[ \t]")
#: the shell's own names that read as secret words: the working directory, the statement ``pass``
_NOT_SECRET_WORDS = frozenset({"pwd", "PWD", "OLDPWD", "pass", "Pass", "PASS"})
#: a line starting with these is code, not a command
_CODE_STARTS = frozenset("""
    pass return def class if elif else for while with import from raise yield assert del global
    nonlocal try except finally async await let const var function fn func print println puts
    lambda not and or in is case when then do done fi esac end begin module package public private
    protected static final val new delete throw catch switch default break continue typeof self
    this super match impl use mod struct enum trait type interface extends implements include
    require local my our sub""".split())


def names_secret(command: str) -> bool:
    """Does the command line name a secret (a variable, a field, a store, a file)? An
    assignment (``export TOKEN=…``) prints nothing."""
    if not _has_stem(command) or _ASSIGNMENT_RE.match(command.strip()):
        return False
    field = _FIELD_FLAG_RE.search(command)
    if field is not None:  # (``vault read -field=username database/creds/x`` prints the user name only)
        return (secret_name(field.group("field")) is not None or field.group("field").lower() in ("value", "data")
                or _prints_secret_id(command))
    return any(word not in _NOT_SECRET_WORDS and secret_name(word.strip(".:-")) in ("password", "secret")
               or _KEY_FILE_RE.search(word) is not None for word in _WORDS_RE.findall(command))


#: a command that prints one field of what it reads (``vault kv get -field=password``, ``--field user``)
_FIELD_FLAG_RE = _lazy(r"(?<!\S)--?field(?:=|[ \t]+)[\"']?(?P<field>[A-Za-z_][\w.-]{0,63})")
#: a file that holds key material, by its name: ``x.key``, ``agent.psk``, ``private-key-file``,
#: ``secret_key.txt``, ``/etc/ldap.secret``, Wazuh's ``client.keys`` (a reading command prints the key; ``id_rsa.pub``,
#: ``keys.json`` name nothing)
_KEY_FILE_RE = _lazy(r"(?i)(?:\w\.(?:key|keys|psk|secret)|(?:^|[/._-])(?:private|secret)[._-]?key(?:[._-]?file|\.txt)?)$")


def _shell_line(line: str) -> bool:
    """Does this line of text read as a command that names a secret (not code, not prose)?"""
    m = _COMMAND_LINE_RE.match(line)
    if m is None or "\\n" in line:
        return False
    prompted = m.group("prompt") is not None
    program = m.group("program")
    if not prompted and (program in _CODE_STARTS or len(line) - len(line.lstrip()) > 4):
        return False
    rest = line[m.end("program"):]
    stripped = rest.rstrip()
    if not prompted and (" = " in rest or "==" in rest or stripped.endswith((":", "{", ",", "(", ";"))):
        return False
    return bool(rest.strip()) and (names_secret(rest) or reads_secret_store(program + rest))


def reads_secret_store(command: str) -> bool:
    return standins.PRINTS_SECRET_RE.search(command) is not None


#: (base64 may start with ``+``: a key file's body printed alone, ``+uiKmYq…``)
_CREDENTIAL_TOKEN_RE = _lazy(r"(?:[A-Za-z0-9]|\+(?=[A-Za-z0-9/+]{15})|[!^*=](?=[A-Za-z0-9+/=_.~!@#$%^&*?-]{11}))"
                             r"[A-Za-z0-9+/=_.~!@#$%^&*?-]*")  # (or a generated password's first symbol: !vaRG7…)


#: commands whose hex output is a digest or a commit, not a token (``git log -S password --format=%H``)
_DIGEST_COMMAND_RE = _lazy(r"(?i)\bgit\b|sum\b|\bdgst\b|hash|digest|\bsha\d*|\bmd5")


def value_ok(value: str, hex_ok: bool = True) -> bool:
    """May this value, alone on a line of a secret-reading command's output, be the secret?
    (``hex_ok`` False: the command prints digests, a hex value is one.)"""
    if not 6 <= len(value) <= 4096 or _MARKER_PREFIX in value or not _CREDENTIAL_TOKEN_RE.fullmatch(value):
        return False
    if value[-1] == "." and "." not in value[:-1] and passwords.WORD_DIGITS_RE.fullmatch(value[:-1]):
        return True  # (a person's password ending in a full stop, printed alone: Cobalt1821.)
    if "=" in value.rstrip("=") and passwords.SYMBOL_RE.search(value) is None or value[-1] in ".,;:" or _common_not_secret(value):
        return False  # (name=value, unless a password's symbols say generated: yFmoGXHFu_=BRNN^!+NO)
    if _SLUG_RE.fullmatch(value):
        return _random_slug(value) or _passphrase(value) and "_" not in value and all(
            len(word) >= 4 for word in value.split("-"))  # (lantern-birch-saffron-umber; not a user's svc-vpn-monitor)
    if _WORDLIKE_RE.fullmatch(value):
        return _random_letters(value)
    if _HEX_RE.fullmatch(value) and not hex_ok:
        return False
    if _HEX_RE.fullmatch(value) or _BASE64_RE.fullmatch(value):
        return len(value) >= 16 and _entropy(value) >= 3.0 and any(c.isdigit() for c in value)
    return _credential(value) or _random_letters(value)


_BASE64_RE = _lazy(r"[A-Za-z0-9+/_-]{16,}={0,2}")


def _public_block(line: str, inside: bool) -> bool:
    """Is ``line`` inside a PEM block that is public (a public key, a certificate), given whether
    the line before was? (What prints a key file may print its public half.)"""
    stripped = line.lstrip()
    if stripped.startswith("-----"):
        return stripped.startswith("-----BEGIN") and "PRIVATE" not in line and "SECRET" not in line
    return inside


def _redact_lines(region: str, command: str, limit: int = MAX_OUTPUT_LINES) -> tuple[str, int]:
    """Redact the values of ``command``'s output region (lines split by real or escaped breaks)."""
    reading = _Reading.of(command)
    pieces: list[str] = []
    count = pos = 0
    lines = 0
    public = False
    for brk in [*_LINE_BREAK_RE.finditer(region), None]:
        end = brk.start() if brk else len(region)
        line = region[pos:end]
        public = _public_block(line, public)
        new, n = (line, 0) if public else _redact_line(line, reading)
        if not line.strip() and lines:
            pieces.append(region[pos:])
            return "".join(pieces), count
        pieces.append(new)
        count += n
        lines += 1
        if brk is None or lines >= limit:
            pieces.append(region[end:])
            return "".join(pieces), count
        pieces.append(brk.group())
        pos = brk.end()
    return "".join(pieces), count


def reads_key_file(command: str) -> bool:
    return "key" in command.lower() and any(_KEY_FILE_RE.search(w) for w in _WORDS_RE.findall(command))


#: a key file's record: a few short fields (an id, a name, an address), the key last (Wazuh ``001 web-01 any <hex>``)
_KEY_RECORD_RE = _lazy(r"(?:[^\s]{1,64}[ \t]+){1,4}(?P<value>[A-Za-z0-9+/=_-]{24,512})")


#: a command that creates a secret (``plesk bin secret_key -c``, ``… token create``): a UUID it prints alone is the secret
_CREATES_RE = _lazy(r"(?<![\w-])(?:create|generate|new|-c|--create)(?![\w-])")


def _prints_secret_id(command: str) -> bool:
    """``vault read -field=secret_id auth/approle/role/x/secret-id``: the field printed is a secret id that logs in
    (`memtool.privacy.names.secret_id`), so the UUID printed alone is the credential."""
    field = _FIELD_FLAG_RE.search(command)
    return field is not None and secret_id(field.group("field"), "00000000-0000-0000-0000-000000000000")


#: commands whose output is names, never values: ``vault list`` (its docs: the keys at a path -- secret names, lease
#: ids, role names), ``gh secret list`` (names and dates; GitHub never shows a secret's value back)
_LISTS_NAMES_RE = _lazy(r"(?<![\w-])(?:vault[ \t]+(?:kv[ \t]+)?list|gh[ \t]+secret[ \t]+list)(?![\w-])")


class _Reading(NamedTuple):
    """What a command's output lines may hold, read once per command: hex values (not when the command prints
    digests), a key file's records, a UUID it creates or a secret id it prints, or only names (a listing command)."""
    hex_ok: bool
    key_file: bool
    creates: bool
    names_only: bool = False

    @classmethod
    def of(cls, command: str) -> _Reading:
        return cls(_DIGEST_COMMAND_RE.search(command) is None, reads_key_file(command),
                   _CREATES_RE.search(command) is not None or _prints_secret_id(command),
                   _LISTS_NAMES_RE.search(command) is not None and not any(c in command for c in (";", "|", "&", "`", "$(")))


def _marked(line: str, start: int, value: str) -> tuple[str, int]:
    return line[:start] + _marker("command-output") + line[start + len(value):], 1


_IDENTITY_VALUE_RE = _lazy(r"[A-Za-z][\w.@-]{0,63}:(?P<v>[^\s:]{6,4096})")


def _redact_line(line: str, reading: _Reading) -> tuple[str, int]:
    if reading.names_only:
        return line, 0
    number = _LINE_NUMBER_RE.match(line)
    head = number.end() if number else 0
    body = line[head:].replace("\\t", "\t")
    value = body.strip().rstrip("%")  # (zsh marks a last line without a break with %)
    pair = _IDENTITY_VALUE_RE.fullmatch(value)  # (``gw-l4:<hex>``: a PSK file's identity:key, a user:password line)
    if pair and value_ok(pair.group("v"), reading.hex_ok) and not value_ok(value, reading.hex_ok):
        start = line.find(value, head) + pair.start("v")
        if not lookalike.harmless(line, start, start + len(pair.group("v"))):
            return _marked(line, start, pair.group("v"))
    if value and not any(c.isspace() for c in value):
        start = line.find(value, head)
        if ((value_ok(value, reading.hex_ok) or reading.creates and _UUID_RE.fullmatch(value) is not None)
                and not lookalike.harmless(line, start, start + len(value))):
            return _marked(line, start, value)
        return line, 0
    record = _KEY_RECORD_RE.fullmatch(body.strip()) if reading.key_file else None
    if record and value_ok(record.group("value"), True) and _looks_random(record.group("value")):
        start = line.rfind(record.group("value"))
        if not lookalike.harmless(line, start, start + len(record.group("value"))):
            return _marked(line, start, record.group("value"))
    row = _TABLE_ROW_RE.fullmatch(body.strip())
    if row and secret_name(row.group("key")) in ("password", "secret") and value_is_secret(
            row.group("value"), secret_name(row.group("key")) or "secret", True, True, key_stem(row.group("key"))):
        start = line.find(row.group("value"), head + body.find(row.group("key")) + len(row.group("key")))
        return _marked(line, start, row.group("value"))
    return line, 0


def _json_string_end(text: str, start: int) -> int:
    """The index of the quote that ends a JSON string whose body starts at ``start``: the quote that opened it (the
    other kind is a character; a line break too, in the text read with its escapes, `views.unescaped`)."""
    quote = text[start - 1] if start and text[start - 1] in "\"'" else "\""
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == quote:
            return i
        i += 1
    return n


def redact_outputs(text: str, hints: frozenset[str]) -> tuple[str, int]:
    """Redact what a secret-reading command printed, in plain text and in JSON text (``hints``:
    the rules' hint words that occur in the text, as `memtool.privacy.matcher` found them)."""
    if hints.isdisjoint(_STEMS) or "\n" not in text and "\\n" not in text:
        return text, 0
    text, count = _redact_json_outputs(text)
    text, n = _redact_text_outputs(text)
    text, n2 = _redact_tables(text)
    return text, count + n + n2


# -- tables ---------------------------------------------------------------------------------

_CELL_GAP_RE = _lazy(r"[ \t]{2,}|\t")
_HEADER_CELL_RE = _lazy(r"[A-Za-z][A-Za-z _-]{0,30}")


def _columns(line: str) -> list[tuple[int, str]] | None:
    """(start, title) of each column when ``line`` reads as a table header (2+ titles split by
    runs of blanks), else None."""
    cells: list[tuple[int, str]] = []
    pos = len(line) - len(line.lstrip(" \t"))
    for gap in [*_CELL_GAP_RE.finditer(line, pos), None]:
        end = gap.start() if gap else len(line.rstrip())
        title = line[pos:end]
        if not _HEADER_CELL_RE.fullmatch(title):
            return None
        cells.append((pos, title))
        if gap is None:
            break
        pos = gap.end()
    return cells if len(cells) >= 2 else None


def _secret_columns(cells: list[tuple[int, str]]) -> list[int]:
    """Columns whose title says secret (``Password``), or ``Value`` beside a name column."""
    found = [j for j, (_, title) in enumerate(cells)
             if secret_name(title.replace(" ", "_")) in ("password", "secret") and not title.lower().startswith("is ")]
    if not found and cells[-1][1].lower() == "value":
        found = [len(cells) - 1]
    return found


def _redact_tables(text: str) -> tuple[str, int]:
    """A table (``doctl … user get``, ``az pipelines variable list``) whose header names a secret
    column loses that column's values; a ``Value`` column, the values of rows named for a secret."""
    lines = text.split("\n")
    count = 0
    for i in sorted(_lines_with(text, (*_STEMS, "value"))):
        line = lines[i]
        if i == len(lines) - 1 or "  " not in line and "\t" not in line:
            continue
        cells = _columns(line)
        wanted = _secret_columns(cells) if cells else []
        for j in wanted:
            assert cells is not None
            start = cells[j][0]
            end = cells[j + 1][0] if j + 1 < len(cells) else None
            by_name = cells[j][1].lower() == "value"
            for k in range(i + 1, min(len(lines), i + 50)):
                row = lines[k]
                if not row.strip():
                    break
                lines[k], n = _redact_cell(row, start, end, cells[0][0] if by_name else None)
                count += n
    return ("\n".join(lines) if count else text), count


def _redact_cell(row: str, start: int, end: int | None, name_at: int | None) -> tuple[str, int]:
    if len(row) <= start or start and not row[start - 1].isspace():
        return row, 0
    stop = len(row) if end is None else end
    cell = row[start:stop]
    value = cell.strip()
    if not value or " " in value or set(value) <= set("-="):
        return row, 0
    if name_at is not None:
        name = row[name_at:].split(None, 1)[0] if row[name_at:].strip() else ""
        if secret_name(name) not in ("password", "secret", "auth"):
            return row, 0
    secret = value.split(":", 1)[1] if ":" in value and re.fullmatch(r"[\w.@-]{1,64}:\S+", value) else value
    if not (value_ok(secret) or _credential(secret)):
        return row, 0
    at = row.find(secret, start)
    if lookalike.harmless(row, at, at + len(secret)):
        return row, 0
    return row[:at] + _marker("command-output") + row[at + len(secret):], 1


def _redact_json_outputs(text: str) -> tuple[str, int]:
    count = 0
    pos = 0
    while True:
        m = _JSON_COMMAND_RE.search(text, pos)
        if m is None:
            return text, count
        pos = m.end()
        command = m.group("cmd").replace("\\\"", "\"")
        if not names_secret(command) and not reads_secret_store(command):
            continue
        out = _JSON_OUTPUT_RE.search(text, m.end(), m.end() + 400)
        if out is None:
            continue
        end = _json_string_end(text, out.end())
        region, n = _redact_lines(text[out.end():end], m.group("cmd"), limit=4 * MAX_OUTPUT_LINES)
        if n:
            text = text[:out.end()] + region + text[end:]
            count += n
        pos = out.end() + len(region)


def _lines_with(text: str, words: tuple[str, ...]) -> set[int]:
    """The indexes of the lines of ``text`` holding one of ``words`` (in any case), found with
    one lowercasing and a few substring searches instead of a test per line."""
    lowered = text.lower()
    breaks = [m.start() for m in _NEWLINE_RE.finditer(text)]
    found: set[int] = set()
    for word in words:
        i = lowered.find(word)
        while i >= 0:
            found.add(bisect.bisect_left(breaks, i))
            i = lowered.find(word, i + len(word))
    return found


_NEWLINE_RE = _lazy(r"\n")


def _redact_text_outputs(text: str) -> tuple[str, int]:
    count = 0
    lines = text.split("\n")
    candidates = _lines_with(text, _STEMS)  # (a command that names a secret holds one)
    i = 0
    while i < len(lines) - 1:
        line = lines[i]
        if i not in candidates:
            i += 1
            continue
        if not _shell_line(line):  # (or a transcript pasted into a JSON string, read with its escapes: its first line)
            opened = line.rfind('": "')
            line = line[opened + 4:] if opened >= 0 and _shell_line(line[opened + 4:]) else ""
        if line:
            j = i + 1
            reading = _Reading.of(line)
            public = False
            while j < len(lines) and j <= i + MAX_OUTPUT_LINES and lines[j].strip():
                if j in candidates and _shell_line(lines[j]):
                    break  # the next command
                public = _public_block(lines[j], public)
                if not public:
                    lines[j], n = _redact_line(lines[j], reading)
                    count += n
                j += 1
            i = j
            continue
        i += 1
    return ("\n".join(lines) if count else text), count


#: the keys of a payload that hold a command (`memtool.privacy.scrub_value` collects their values)
COMMAND_FIELDS = frozenset({"command", "cmd", "script", "commandLine", "command_line", "Command"})


def redact_payload(obj: Any, commands: list[Any]) -> tuple[Any, int]:
    """In a JSON-like payload holding a command that names a secret (``commands``: the values of
    its `COMMAND_FIELDS`), redact the values of every string under an output field (``stdout``,
    ``output``, ``tool_response``…). The payload is changed in place where it is a dict or list
    (`scrub_value` hands over its own copy)."""
    for value in commands:
        text = " ".join(v for v in value if isinstance(v, str)) if isinstance(value, list) else value
        if isinstance(text, str) and names_secret(text):
            return _redact_output_fields(obj, text, False, 0)
    return obj, 0


def _redact_output_fields(obj: Any, command: str, inside: bool, depth: int) -> tuple[Any, int]:
    if isinstance(obj, str):
        return _redact_lines(obj, command, limit=4 * MAX_OUTPUT_LINES) if inside else (obj, 0)
    if depth > 8:
        return obj, 0
    total = 0
    if isinstance(obj, dict):
        for key, value in obj.items():
            below = inside or isinstance(key, str) and key.lower() in _OUTPUT_FIELDS
            obj[key], n = _redact_output_fields(value, command, below, depth + 1)
            total += n
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            obj[i], n = _redact_output_fields(value, command, inside, depth + 1)
            total += n
    return obj, total
