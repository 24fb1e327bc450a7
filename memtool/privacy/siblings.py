"""A secret's name and its value in sibling places that no ``name = value`` syntax joins.

The rules read a name and the value written after it (`memtool.privacy.rules`), and
`memtool.privacy.fields` a JSON or YAML record whose name and value are separate fields. People
write the same pairing in six more ways, across formats and languages:

* **one markup element's attributes**: the name in a naming attribute, the value in a value
  attribute, other attributes between or a namespace before the name (``<add
  key="Apple:SharedSecret" value="…"/>``, ``<property name="AdministratorPassword" overridable="true"
  targetFile="…" value="…"/>``, ``<param name="apiToken" value="…">``, ``<Parameter Name="DbPassword"
  Value="…"/>``); and Windows' ``reg add … /v DefaultPassword /t REG_SZ /d …`` (the value's name after
  ``/v``, its data after ``/d``);
* **a setting pair**: two settings of one stem, one ending in ``name``/``key``/``header`` whose value is a
  secret's name (a header's: ``X-Webhook-Secret``, ``X-Api-Key``), the next ending in ``value``
  (``webhook_auth_header_name="X-Webhook-Secret", webhook_auth_header_value="…"``,
  ``remote_log_header_key "X-Api-Key"`` / ``remote_log_header_value "…"``);
* **a call's arguments**: a string argument after the first names the secret, the last argument is its value
  (``config.set('database', 'password', '…')``: ConfigParser's section, option, value; MATLAB's
  ``setpref('Internet','SMTP_Password','…')``);
* **a row's adjacent cells**: a table drawn with pipes whose one cell is a secret's name alone and whose next
  cell is its value (a settings table's rows, as an SQL client prints them: ``| tax/avatax/production_license_key
  | … |``, ``| crossrefplugin | password | … |``);
* **a record of access codes**: its ``code`` field's digits where the record or the call that lists it is a smart
  lock's access code (``"access_code_id": …, "name": "Guest …", "code": "197306"``, ``POST …/access_codes/create``
  ``{…, "code": "91340", …}``): a door's code, whatever else the record says;
* **a comparison or a default in code** whose one side reads a secret by its name given as a string --
  a subscript, a getter's argument, a shell variable in quotes -- and whose other side is a literal
  (``req.headers.get('X-Faceit-Token') != '…'``, ``searchParams.get('secret') !== '…'``,
  ``request.headers['X-Hub-Secret'] == "…"``, ``os.getenv('DB_PASSWORD') or '…'``, ``[ "$API_TOKEN" = "…" ]``,
  ``'…' === req.query['token']``): the literal is what the secret is checked against, or stands for it.
  (A bare name compared, ``if token != '…'``, is the assignment rules'.)

The name must say secret (`memtool.privacy.names.secret_name`) and the value pass the test a quoted value
written next to that name passes (`memtool.privacy.names.value_is_secret`), as in `memtool.privacy.fields`;
what is found still meets `memtool.privacy.lookalike`. Each pass looks only where its mark stands
(``value=``/``Value=``, ``/d``, a ``value`` setting, an operator), so text without one costs a substring test.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _MARKER_PREFIX, _lazy, _names_stem
from memtool.privacy.names import secret_name, secret_stem, value_is_secret
from memtool.privacy.splice import splice

KIND = "secret-field"
#: an element's naming attribute, then (other attributes apart) its value attribute, within one tag
_ELEMENT_RE = _lazy(
    r"(?i)<[\w:.-]{1,40}(?=[ \t])[^<>\n]{0,300}?[ \t](?:[\w-]+:)?(?:key|name|id|param|variable|property)"
    r"=(?P<nq>\\?[\"'])(?P<name>[^\"'<>\\\n]{2,128})(?P=nq)[^<>\n]{0,300}?[ \t](?:[\w-]+:)?value="
    r"(?P<q>\\?[\"'])(?P<value>[^\"'<>\\\n]{1,1024})(?P=q)")
#: ``reg add KEY /v NAME [/t TYPE] /d DATA``: the registry value's name, then its data
_REG_RE = _lazy(
    r"(?i)[ \t]/v[ \t]+(?P<nq>\"?)(?P<name>[\w .-]{2,128}?)(?P=nq)(?:[ \t]+/t[ \t]+\w+)?[ \t]+/d[ \t]+"
    r"(?:\"(?P<value>[^\"\n]{1,1024})\"|(?P<bare>[^\s\"]{1,1024}))")
#: a setting ``STEM_name``/``STEM_key``/``STEM_header`` (any separator, quoted or bare value), the line or
#: argument after it ``STEM_value``: its value is the named secret's
_PAIR_RE = _lazy(
    r"(?i)(?<![\w.-])(?P<stem>[A-Za-z][\w.-]{0,80}?)[_.-]?(?:name|key|header)(?P<sep>[ \t]*[=:][ \t]*|[ \t]+)"
    r"(?P<nq>\\?[\"'])(?P<name>[\w.:-]{2,80})(?P=nq)[ \t]*,?[ \t]*(?:\r?\n[ \t]*)?"
    r"(?P=stem)[_.-]?value(?P=sep)(?P<q>\\?[\"'])(?P<value>[^\"'\\\n]{1,1024})(?P=q)")
#: what follows a value setting's name: its separator and a quote
_SETTING_RE = _lazy(r"[ \t]*[=:]?[ \t]*\\?[\"']")
#: a call's arguments after the first: a string naming a secret, then the last argument, a literal
#: (``config.set('database', 'password', '…')``, ``setpref('Internet','SMTP_Password','…')``)
_ARGUMENTS_RE = _lazy(
    r",[ \t]*(?P<nq>\\?[\"'])(?P<name>[\w.:-]{2,80})(?P=nq)[ \t]*,[ \t]*"
    r"(?P<q>\\?[\"'])(?P<value>[^\"'\\\n]{1,512})(?P=q)[ \t]*\)")
#: a record's ``code`` field holding digits (``{"name": "Guest …", "code": "197306", "starts_at": …}``)
_CODE_FIELD_RE = _lazy(r"(?P<kq>\\?\")code(?P=kq)[ \t]*:[ \t]*(?P=kq)(?P<value>\d{4,12})(?P=kq)")
#: what says the record's code opens a door: a smart lock's access code (the record's id, the list or the call)
_ACCESS_RECORD_RE = _lazy(r"(?i)access[_-]?codes?|lock(?:box)?[_\"\\]|door|keypad|smart[_ -]?lock")
_RECORD_WINDOW = 300  # characters before a code field looked at for its record's kind
#: a table row drawn with pipes (SQL clients, Markdown): its cells
_ROW_RE = _lazy(r"(?m)^[ \t]*\|(?P<cells>[^\n]*\|)[ \t]*$")
#: a cell that is a name alone: an identifier or a settings path (``tax/avatax/production_license_key``)
_NAME_CELL_RE = _lazy(r"[A-Za-z_][\w.:/-]{1,120}")
#: a cell that is a value alone (no blank inside)
_VALUE_CELL_RE = _lazy(r"[^\s|]{1,512}")
#: two string arguments side by side, which `_ARGUMENTS_RE` needs
_ADJACENT_STRINGS = ("','", "', '", '","', '", "', "\\\",\\\"", "\\\", \\\"")
#: what reads a secret by its name given as a string: ``x['NAME']``, ``x.get("NAME")``, ``getenv('NAME')``,
#: ``"$NAME"`` / ``"${NAME}"`` (shell); the literal beside it across ``==``, ``!=``, ``===``, ``!==``, ``=``
#: (a shell test), ``||``, ``??``, ``or``
_READ = (r"(?:(?:\[|\()[ \t]*(?P<rq>\\?[\"'`])(?P<name>[\w.:-]{2,80})(?P=rq)[ \t]*[\])]"
         r"|\"\$\{?(?P<shell>[A-Za-z_]\w{1,80})\}?\")")
_OP = r"[ \t]*(?:===?|!==?|\|\||\?\?|(?<=[ \t])or(?=[ \t])|(?<=\"[ \t])=(?=[ \t]))[ \t]*"
_LITERAL = r"(?P<q>\\?[\"'`])(?P<value>[^\"'`\\\n]{1,512})(?P=q)"
#: each side of an operator is looked for from it, backwards and forwards
_READ_BEFORE_RE = _lazy(_READ + r"[ \t]*$")
_LITERAL_AFTER_RE = _lazy(r"[ \t]*" + _LITERAL)
#: the literal first: ``'…' === req.query['token']``
_LITERAL_BEFORE_RE = _lazy(r"(?<![\w\])])" + _LITERAL + r"[ \t]*$")
_READ_AFTER_RE = _lazy(r"[ \t]*[\w.$]{1,80}" + _READ)
_SIDE = 120  # characters looked at on each side of an operator
#: the marks each reader needs in a text
COMPARISON_MARKS = ("==", "!=", "||", "??", " or ", "\" = \"")


def _value_ok(name: str, value: str) -> bool:
    strength = secret_name(name)
    if strength is None or not value or _MARKER_PREFIX in value:
        return False
    stem = secret_stem(name)
    if _names_stem(value, stem):
        return False
    return value_is_secret(value, strength, True, True, stem)


def find(text: str, named: bool = True) -> list[tuple[int, int]]:
    """The spans of values whose secret's name stands in a sibling place (see the module's docstring); with ``named``
    false (no word naming a secret stands in the text), only a record's access code."""
    spans: list[tuple[int, int]] = []
    if not named:
        return _access_codes(text) if 'code"' in text or 'code\\"' in text else []
    lowered = text.lower()  # (one pass, then each reader's mark is looked for once, in either case)
    if "alue" in lowered:
        if "value=" in lowered:
            spans += [m.span("value") for m in _ELEMENT_RE.finditer(text)
                      if _value_ok(m.group("name"), m.group("value"))]
        spans += _pair_values(text)
    if " /v " in lowered and " /d " in lowered:
        for m in _REG_RE.finditer(text):
            group = "value" if m.group("value") is not None else "bare"
            if _value_ok(m.group("name"), m.group(group)):
                spans.append(m.span(group))
    if any(mark in text for mark in _ADJACENT_STRINGS):
        spans += [m.span("value") for m in _ARGUMENTS_RE.finditer(text) if _value_ok(m.group("name"), m.group("value"))]
    if "|" in text:
        spans += _row_values(text)
    if 'code"' in lowered or 'code\\"' in lowered:
        spans += _access_codes(text)
    if any(mark in text for mark in COMPARISON_MARKS):
        spans += _compared(text)
    return spans


def _operators(text: str):
    """(start, end, operator) of each comparison or default operator, found by ``str.find`` (a regex's scan of a long
    session cost four times as much)."""
    for mark in ("==", "!=", "||", "??", " or ", '" = "'):
        at = text.find(mark)
        while at >= 0:
            if mark == "==" and text[at - 1:at] in ("=", "!"):  # (inside ``===`` or ``!==``, found from its start)
                at = text.find(mark, at + 1)
                continue
            end = at + len(mark)
            if mark in ("==", "!=") and text[end:end + 1] == "=":
                end += 1
            if mark == '" = "':
                yield at + 1, end - 1, "="
            else:
                yield at, end, text[at:end].strip()
            at = text.find(mark, end)


def _access_codes(text: str) -> list[tuple[int, int]]:
    return [m.span("value") for m in _CODE_FIELD_RE.finditer(text) if len(set(m.group("value"))) > 1
            and _ACCESS_RECORD_RE.search(text, max(0, m.start() - _RECORD_WINDOW), m.start())]


def _compared(text: str) -> list[tuple[int, int]]:
    """Literals compared with, or given as the default of, a secret read by its name (from each operator)."""
    spans: list[tuple[int, int]] = []
    for start, end, op in _operators(text):
        head = text[max(0, start - 4):start].rstrip(" \t")
        before = head[-1:]
        # (a read ends ``'NAME')``, ``"NAME"]`` or ``"$NAME"``: most operators stand after a call or a word)
        if before in ("]", ")") and head[-2:-1] in ("'", '"', "`") or before == '"' and "$" in text[max(0, start - 90):start]:
            read = _READ_BEFORE_RE.search(text, max(0, start - _SIDE), start)
            literal = _LITERAL_AFTER_RE.match(text, end) if read is not None else None
        else:
            read = literal = None
        if (read is None or literal is None) and before in ("'", '"', "`") and op in ("==", "===", "!=", "!=="):
            literal = _LITERAL_BEFORE_RE.search(text, max(0, start - _SIDE), start)
            read = _READ_AFTER_RE.match(text, end) if literal is not None else None
        if read is not None and literal is not None and _value_ok(read.group("name") or read.group("shell"),
                                                                literal.group("value")):
            spans.append(literal.span("value"))
    return spans


def _pair_values(text: str) -> list[tuple[int, int]]:
    """Values of ``STEM_value`` settings whose ``STEM_name``/``_key``/``_header`` on the line before, or earlier on
    the same line, names a secret (looked for from each ``value`` glued to a stem)."""
    spans: list[tuple[int, int]] = []
    lowered = text.lower()
    if len(lowered) != len(text):
        return [m.span("value") for m in _PAIR_RE.finditer(text) if _value_ok(m.group("name"), m.group("value"))]
    at = lowered.find("value", 1)
    while at >= 0:
        if (text[at - 1].isalnum() or text[at - 1] in "_.-") and _SETTING_RE.match(text, at + 5):
            word = at
            while word > 0 and (text[word - 1].isalnum() or text[word - 1] in "_.-"):
                word -= 1
            stem = text[word:at].rstrip("_.-")
            line = text.rfind("\n", 0, word)
            window = text.rfind("\n", 0, line) + 1 if line > 0 else 0
            named = text.rfind(stem, window, word) if stem else -1
            m = _PAIR_RE.match(text, named) if named >= 0 else None
            if m is not None and m.start("value") > at and _value_ok(m.group("name"), m.group("value")):
                spans.append(m.span("value"))
        at = lowered.find("value", at + 5)
    return spans


def _row_values(text: str) -> list[tuple[int, int]]:
    """Values in the cell right after a cell that names a secret, in rows of a key-value table with no header
    saying so (a settings table's rows: ``| tax/avatax/production_license_key | … |``, ``| plugin | password | … |``)."""
    spans: list[tuple[int, int]] = []
    for row in _ROW_RE.finditer(text):
        at = row.start("cells")
        cells: list[tuple[int, int]] = []
        for piece in row.group("cells").split("|")[:-1]:
            cells.append((at, at + len(piece)))
            at += len(piece) + 1
        for (ns, ne), (vs, ve) in zip(cells, cells[1:]):
            name, value = text[ns:ne].strip(), text[vs:ve].strip()
            if not _NAME_CELL_RE.fullmatch(name) or not _VALUE_CELL_RE.fullmatch(value):
                continue
            last = re.split(r"[/.:]", name)[-1]
            if _value_ok(last, value):
                start = vs + text[vs:ve].index(value)
                spans.append((start, start + len(value)))
    return spans


def redact_siblings(text: str, named: bool = True) -> tuple[str, int]:
    """Redact the values `find` finds, but not what `memtool.privacy.lookalike` calls harmless."""
    return splice(text, [(start, end, KIND) for start, end in sorted(set(find(text, named)))])
