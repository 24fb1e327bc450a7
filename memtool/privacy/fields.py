"""A secret's name and its value in different fields of one record.

Tools write settings as records whose name and value are separate fields, often with other
fields between them, in JSON or YAML, and in either order:

* ``{"name": "AUTH_CLIENT_SECRET", "slotSetting": false, "value": "…"}`` (Azure app settings,
  Kubernetes and CI variables, HAR headers, cookies and query strings, Postman variables and
  auth blocks: ``{"key": "password", "value": "…", "type": "string"}``);
* ``"db_password": {"sensitive": true, "type": "string", "value": "…"}`` (``terraform output
  -json``): an object under a secret-named key holding the value;
* ``- key: SESSION_SECRET`` / ``scope: RUN_TIME`` / ``value: …`` (a YAML list of mappings, as
  ``doctl apps spec get`` prints it).

The name must say secret (`memtool.privacy.names.secret_name`; ``session``, ``cookie`` and other
weak names only with a long random value) and the value passes the same tests as a value written
next to its name (`memtool.privacy.names.value_is_secret`); or the name is a secret id that logs in
(``VAULT_SECRET_ID``, `memtool.privacy.names.secret_id`) and the value a UUID or random. JSON inside a JSON string
(``{\\"name\\": …}``) counts too.

A record in a list of cookies (``"cookies": [{"name": "session_id", "value": "…"}]``: a browser's or Playwright's
storage state) holds a cookie's value, which logs its holder in whatever the cookie's name, when it is long and random
or hex; a session's id in an object its key calls credentials (Geotab's ``{"credentials": {"sessionId": "…"}}``)
likewise -- elsewhere a session's id only names a session.

Also here: a long random value of a URL query parameter, whatever its name
(``?appid=w5JpSvpL…``): mixed-case letters and digits, 24+ characters -- what API keys look like
and what ordinary parameters (ids, versions, hashes, pages) do not.
"""

from __future__ import annotations

import re
from typing import cast

from memtool.privacy import languages, pins, records
from memtool.privacy.checks import _harmless_key, _lazy, _looks_random, _names_stem
from memtool.privacy.rulechecks import _cookie_ok
from memtool.privacy.names import bare_key_hex, key_stem, secret_id, secret_name, secret_stem, value_is_secret
from memtool.privacy.splice import splice

KIND = "secret-field"


def _splice(text: str, spans: list[tuple[int, int]]) -> tuple[str, int]:
    """The markers of this module's values put in at ``spans`` (start, end)."""
    return splice(text, [(s, e, KIND) for s, e in sorted(spans)])


_NAME_FIELDS = frozenset({"name", "key", "Name", "Key", "variable", "ParameterKey", "id"})
_VALUE_FIELDS = frozenset({"value", "Value", "ParameterValue"})
_ID_ENDINGS = ("secret_id", "secretid", "secret-id", "secret.id")  # (a name `secret_id` judges with its value)
#: one flat JSON object (no object or list inside), also with escaped quotes
_OBJECT_RE = _lazy(r"\{(?P<body>[^{}\[\]]{1,3000})\}")
_FIELD_RE = _lazy(
    r"(?P<kq>\\?[\"'])(?P<k>[\w.-]{1,64})(?P=kq)[ \t]*:[ \t]*"
    r"(?:(?P<q>\\?[\"'])(?P<v>(?:\\.|[^\"'\\\n])*?)(?P=q)|(?P<bare>[^\s,{}\[\]\"'\\]+))")
_PARENT_KEY_RE = _lazy(r"(?P<kq>\\?[\"'])(?P<k>[\w.-]{1,64})(?P=kq)[ \t]*:[ \t]*$")
#: a YAML mapping's ``key:``/``name:`` line; its siblings follow at the same indentation
_YAML_NAME_RE = _lazy(r"(?m)^(?P<indent>[ \t]*(?:-[ \t]+)?)(?:key|name):[ \t]+(?P<name>[\w.-]{1,128})[ \t]*$")
_YAML_FIELD_RE = _lazy(r"(?P<k>[\w-]{1,64}):[ \t]+(?P<v>\S.*?)[ \t]*$")


def _value_ok(name: str, value: str) -> bool:
    strength = secret_name(name)
    if not value or "[REDACTED:" in value:
        return False
    if strength is None:
        return secret_id(name, value.strip("'\""))  # (``- name: VAULT_SECRET_ID`` / ``value: <uuid>``)
    if "cookie" in name.lower() and "=" in value:
        return _cookie_ok(value, cast("re.Match[str]", None), 0)  # (the check reads the value only)
    stem = secret_stem(name)
    if _names_stem(value, stem):
        return False
    return value_is_secret(value.strip("'\""), strength, True, True, stem)


def redact_fields(text: str) -> tuple[str, int]:
    """Redact values whose secret name stands in another field of the same record."""
    count = 0
    if "{" in text:
        text, count = _redact_objects(text)
    if "key:" in text or "name:" in text:
        text, n = _redact_yaml(text)
        count += n
    return text, count


def _redact_objects(text: str) -> tuple[str, int]:
    spans: list[tuple[int, int]] = []
    for obj in _OBJECT_RE.finditer(text):
        fields = list(_FIELD_RE.finditer(obj.group("body")))
        spans += _credentials_session(text, obj, fields)
        values = [f for f in fields if f.group("k") in _VALUE_FIELDS and f.group("v") is not None]
        if not values:
            continue
        name = next((f.group("v") for f in fields if f.group("k") in _NAME_FIELDS and f.group("v")), None)
        if name is None:
            parent = _PARENT_KEY_RE.search(text, max(0, obj.start() - 200), obj.start())
            name = parent.group("k") if parent else None
        if name is None:
            continue
        base = obj.start("body")
        cookie = records.cookie_list_open(text, obj.start())
        spans += [(base + f.start("v"), base + f.end("v")) for f in values
                  if _value_ok(name, f.group("v")) or cookie and _cookie_value(f.group("v"))]
    return _splice(text, spans)


def _credentials_session(text: str, obj: re.Match[str], fields: list[re.Match[str]]) -> list[tuple[int, int]]:
    """A session's id in an object its key calls credentials (Geotab's ``{"credentials": {"database": …, "sessionId":
    "…", "userName": …}}``, what its Authenticate call returns and every later call sends): there it logs one in,
    where elsewhere a session's id only names a session (an agent's, a quantum job's, a video call's)."""
    if "redential" not in text[max(0, obj.start() - 40):obj.start()]:
        return []
    parent = _PARENT_KEY_RE.search(text, max(0, obj.start() - 200), obj.start())
    if parent is None or languages.split_words(parent.group("k"))[-1:] not in (["credentials"], ["credential"]):
        return []
    base = obj.start("body")
    return [(base + f.start("v"), base + f.end("v")) for f in fields
            if f.group("v") and "session" in languages.split_words(f.group("k")) and _looks_random(f.group("v"), 16)
            and "." not in f.group("v")]


def _cookie_value(value: str) -> bool:
    """A cookie's value as a server generates a session's: long random letters and digits, or hex of 32 and more (not
    a UUID, not a tracker's dotted numbers) -- whatever the cookie's name, it logs its holder in."""
    return (_looks_random(value, 24) or len(value) >= 32 and _HEX_VALUE_RE.fullmatch(value) is not None
            and any(c.isalpha() for c in value) and any(c.isdigit() for c in value)) and "." not in value \
        and not _UUID_VALUE_RE.fullmatch(value)


_HEX_VALUE_RE = _lazy(r"[0-9a-fA-F]+")
_UUID_VALUE_RE = _lazy(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def _redact_yaml(text: str) -> tuple[str, int]:
    spans: list[tuple[int, int]] = []
    for m in _YAML_NAME_RE.finditer(text):
        if secret_name(m.group("name")) is None and not m.group("name").lower().endswith(_ID_ENDINGS):
            continue
        indent = len(m.group("indent"))
        pos = m.end() + 1
        for _ in range(8):  # the mapping's next few fields
            end = text.find("\n", pos)
            line = text[pos:end if end >= 0 else len(text)]
            if len(line) - len(line.lstrip(" \t")) != indent or not line.strip():
                break
            field = _YAML_FIELD_RE.fullmatch(line, indent)
            if field is None:
                break
            if field.group("k") in _VALUE_FIELDS and _value_ok(m.group("name"), field.group("v")):
                spans.append((pos + field.start("v"), pos + field.end("v")))
                break
            if end < 0:
                break
            pos = end + 1
    return _splice(text, spans)


#: ``?appid=…``, ``&k=…``: a query parameter's value, whatever the name
QUERY_VALUE_RE = _lazy(r"[?&](?P<name>[A-Za-z_][\w.-]{0,40})=(?P<uv>[A-Za-z0-9_-]{24,512})(?=[&#\s\"'\\]|$)")
#: a parameter whose name ends in one of these holds an identifier or a position, not a key
_NOT_KEY_WORDS = frozenset("""
    id ids uuid guid sha hash digest commit ref rev etag version cursor after before next page continuation
    marker offset host hostname domain shop url uri origin region checksum fingerprint revision name
    gclid fbclid msclkid dclid ttclid twclid wbraid gbraid yclid
""".split())  # (the last line: ad click ids, in every landing page's URL)


def query_value_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """Long, random, mixed-case letters and digits (not hex, not a UUID, not words), under a name
    that does not say identifier or position (``?id=``, ``&fileId=``, ``&pageToken=`` … stay)."""
    words = languages.split_words(m.group("name"))
    if words and (words[-1] in _NOT_KEY_WORDS or words[-1] == "token" and len(words) > 1
                  and words[-2] in _NOT_KEY_WORDS) or _harmless_key(m.group("name")):
        return False  # (and what an assignment's name would say: ``idempotency_key``, ``cache_key``)
    return (any(c.isupper() for c in value) and any(c.islower() for c in value)
            and sum(c.isdigit() for c in value) >= 2 and _looks_random(value, 24))


#: a signed URL's signature: ``X-Amz-Signature=…`` (S3 presigned), ``X-Goog-Signature=…``, ``Signature=…``
SIGNATURE_RE = _lazy(r"[?&](?:X-Amz-Signature|X-Goog-Signature|Signature|sig)=(?P<uv>[A-Za-z0-9%/+=_-]{24,1024})"
                     r"(?=[&#\s\"'\\]|$)")


def signature_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _looks_random(value.replace("%2F", "/").replace("%2B", "+"), 24) or len(value) >= 40 and not value.isdigit()


SPECS = (("secret", QUERY_VALUE_RE, query_value_ok, ("?", "&"), ("uv",), "hint"),
         ("secret", SIGNATURE_RE, signature_ok, ("signature=", "sig="), ("uv",), ""))


# -- a table whose header names a secret column ---------------------------------------------------

#: a row's cells: comma-, pipe- or semicolon-separated (the CSV that spreadsheets write where a comma is the decimal
#: mark: ``SERIAL;MFR;YEAR;AES_KEY``), or apart by tabs or two blanks (``/etc/ppp/chap-secrets``)
_CELL_SEPARATORS = (",", "|", "\t", ";", "  ")
_RULE_ROW_RE = _lazy(r"[\s|:+-]+")  # a Markdown table's ---|--- row
#: a line that may be a header: two or more short names apart by a separator, each maybe annotated (Google
#: Workspace's ``Password [Required]``)
_HEADER_LINE_RE = _lazy(r"[#;/ \t>|]*[A-Za-z_][\w -]{0,62}(?:\[[\w ]{1,20}\])?"
                        r"(?:(?:,|;|\t+|\||  +)[ \t]*[A-Za-z_][\w -]{0,62}(?:\[[\w ]{1,20}\])?){1,30}[ \t|]*")
_HEADER_WORDS = ("pass", "pwd", "pw", "secret", "token", "key", "cred", "auth", "psk", "pin", "code")
#: the SIM's authentication key and operator key (3GPP TS 35.206: ``Ki``, ``OPc``) as a provisioning file's columns
_HEADER_CASED = (",KI", "KI,", ",Ki", "Ki,", "OPC", "OPc", ";KI", "KI;", ";Ki", "Ki;")


def _header_lines(text: str) -> set[int]:
    """The starts of the lines that hold a secret's word and read as a table's header (only the
    lines around each word are looked at)."""
    lowered = text.lower()
    starts: set[int] = set()
    seen: set[int] = set()
    for word in _HEADER_WORDS + _HEADER_CASED:
        at = (text if word in _HEADER_CASED else lowered).find(word)
        while at >= 0:
            start = text.rfind("\n", 0, at) + 1
            if start not in seen:
                seen.add(start)
                end = text.find("\n", at)
                end = len(text) if end < 0 else end
                if end - start <= 300 and _HEADER_LINE_RE.fullmatch(text, start, end):
                    starts.add(start)
            at = (text if word in _HEADER_CASED else lowered).find(
                word, max(at + 1, text.find("\n", at) if text.find("\n", at) >= 0 else len(text)))
    return starts
_COLUMN_NAME_RE = _lazy(r"[A-Za-z_][\w-]{0,30}(?: [A-Za-z_][\w-]{0,30}){0,2}")
_ANNOTATION_RE = _lazy(r"[ \t]*\[[\w ]{1,20}\]$")  # (``Password [Required]``: the name is before it)
_ANNOTATIONS_RE = _lazy(r"[ \t]*\[[\w ]{1,20}\](?=[ \t]*(?:[,;|\t]|$))")
_CODE_LINE_RE = _lazy(r"[ \t]*(?:return|yield|from|import|def|class|if|elif|else|for|while|with|raise|assert|print"
                      r"|let|const|var|case|when)\b|.*[(){}=\[\]]")
#: a call, a reference, an assignment (not a password holding "="), a PostgreSQL verifier (``pg_authid.rolpassword``)
_CODE_CELL_RE = _lazy(r"[(){}\[\]]|^=|[ \t]=|^SCRAM-SHA-\d+\$")
#: a column of codes: a PIN, a passcode, a code named for what it opens (``door code``, ``Guided Access passcode``)
_CODE_COLUMN_RE = _lazy(r"(?i)(?:.*[ _-])?(?:pin|pin[ _-]?code|passcode|(?:" + pins._CODE_WORDS + r")[ _-]?code)")
_CODE_CELL_VALUE_RE = _lazy(r"\d{4,12}[#*]?")
_MAX_ROWS = 200


def redact_tables(text: str) -> tuple[str, int]:
    """``dev_eui,join_eui,app_key`` then rows, ``# client  server  secret  IP addresses`` then rows,
    ``SERIAL;MFR;AES_KEY``, ``Email Address [Required],Password [Required]``, a SIM file's ``IMSI,KI,OPC``:
    the cells under a column whose name says password or secret, in the rows that follow. And a table of
    settings (`_redact_pair_rows`): each row's value under the name its row gives."""
    text, count = _redact_pair_rows(text) if "alue" in text or "ALUE" in text else (text, 0)
    candidates = _header_lines(text)
    if not candidates:
        return text, count
    lines = text.split("\n")
    spans: list[tuple[int, int]] = []
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    starts = set(candidates)
    for i, line in enumerate(lines[:-1]):
        if offsets[i] not in starts:
            continue
        header = line.lstrip("#;/ \t>")
        sep = next((c for c in _CELL_SEPARATORS if c in header), None)
        if sep is None or len(header) > 300:
            continue
        if _CODE_LINE_RE.match(_ANNOTATIONS_RE.sub("", header)):
            continue
        names = [_ANNOTATION_RE.sub("", cell.strip().strip("\"'`*")) for cell in _cells(header, sep)]
        if len(names) < 2 or not all(_COLUMN_NAME_RE.fullmatch(name) for name in names):
            continue  # (a header names its columns: one to three plain words each, none empty)
        codes = {j for j, name in enumerate(names) if _CODE_COLUMN_RE.fullmatch(name)}
        columns = [j for j, name in enumerate(names) if secret_name(name.replace(" ", "_")) in ("password", "secret")
                   or name.lower() == "key" or j in codes]  # (a column named key alone: hex of a key's length under it)
        if not columns:
            continue
        for k in range(i + 1, min(len(lines), i + 1 + _MAX_ROWS)):
            row = lines[k]
            if _RULE_ROW_RE.fullmatch(row):
                continue
            lead = len(row) - len(row.lstrip(" \t")) if sep in ("  ", "\t") else 0  # (rows indented under a "# " header)
            cells = [(start + lead, end + lead) for start, end in _cell_spans(row[lead:], sep)]
            if len(cells) != len(names):
                break
            for j in columns:
                start, end = cells[j]
                value = row[start:end].strip("\"'`")
                if value and not _CODE_CELL_RE.search(value) and (
                        _code_cell(value) if j in codes and value[:1].isdigit()
                        else bare_key_hex(value) if names[j].lower() == "key"
                        else value_is_secret(value, secret_name(names[j].replace(" ", "_")) or "secret", True, True,
                                             key_stem(names[j].replace(" ", "_")))):
                    at = row.find(value, start)
                    spans.append((offsets[k] + at, offsets[k] + at + len(value)))
    if not spans:
        return text, count
    text, n = _splice(text, spans)
    return text, count + n


#: a settings table's columns: the one naming each row's setting, and the one holding its value
_ROW_NAME_COLUMNS = frozenset({"key", "name", "label", "variable", "setting", "parameter", "param", "field", "property",
                               "secret", "env", "variable name", "key name", "secret name", "setting name"})
_ROW_VALUE_COLUMNS = frozenset({"value", "values", "val", "secret value", "setting value", "default value"})
_PAIR_HEADER_RE = _lazy(r"[ \t|]*[\w -]{1,40}(?:(?:,|;|\t+|\|)[\w -]{0,40}){1,12}\|?[ \t]*")


def _redact_pair_rows(text: str) -> tuple[str, int]:
    """A table of settings, its name and its value in two columns of each row -- an exported secret store
    (``label,value`` / ``DEEPL_KEY,…``), an NVS partition's CSV (``key,type,encoding,value`` / ``psk,data,string,…``),
    a Markdown table ``| Name | Value |``: the value of a row whose name says secret, judged as under that name."""
    spans: list[tuple[int, int]] = []
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    for i, line in enumerate(lines[:-1]):
        if "alue" not in line and "ALUE" not in line or len(line) > 300 or not _PAIR_HEADER_RE.fullmatch(line):
            continue
        header = line.lstrip("#;/ \t>")
        sep = next((c for c in _CELL_SEPARATORS[:4] if c in header), None)
        if sep is None:
            continue
        names = [cell.strip().strip("\"'`*").lower() for cell in _cells(header, sep)]
        value_at = next((j for j, name in enumerate(names) if name in _ROW_VALUE_COLUMNS), None)
        name_at = next((j for j, name in enumerate(names) if name in _ROW_NAME_COLUMNS), None)
        if value_at is None or name_at is None or name_at > value_at:
            continue
        for k in range(i + 1, min(len(lines), i + 1 + _MAX_ROWS)):
            row = lines[k]
            if _RULE_ROW_RE.fullmatch(row):
                continue
            cells = _cell_spans(row, sep)
            if len(cells) != len(names):
                break
            name = row[slice(*cells[name_at])].strip("\"'`*")
            start, end = cells[value_at]
            value = row[start:end].strip("\"'`")
            if value and len(name) <= 64 and _value_ok(name, value):
                at = row.find(value, start)
                spans.append((offsets[k] + at, offsets[k] + at + len(value)))
    return _splice(text, spans) if spans else (text, 0)


def _code_cell(value: str) -> bool:
    """Digits under a code's column (``| Loft 3 | 819747 |``): not a run, one repeated digit or a year."""
    digits = value.rstrip("#*")
    return (_CODE_CELL_VALUE_RE.fullmatch(value) is not None and pins.code_digits(digits)
            and not (len(digits) == 4 and digits[:2] in ("19", "20")))


def _cells(row: str, sep: str) -> list[str]:
    return [row[s:e] for s, e in _cell_spans(row, sep)]


def _cell_spans(row: str, sep: str) -> list[tuple[int, int]]:
    """The cells of ``row`` as (start, end), blanks around each left out; tabs and runs of blanks
    count once."""
    pattern = _SEPARATOR_RES[sep]
    spans, pos = [], 0
    for m in pattern.finditer(row):
        spans.append((pos, m.start()))
        pos = m.end()
    spans.append((pos, len(row)))
    out = []
    for s, e in spans:
        cell = row[s:e]
        lead = len(cell) - len(cell.lstrip())
        out.append((s + lead, s + len(cell.rstrip())))
    if sep == "|" and out and out[0][0] == out[0][1]:
        out = out[1:]
    if sep == "|" and out and out[-1][0] == out[-1][1]:
        out = out[:-1]
    return out


_SEPARATOR_RES = {",": _lazy(r"[ \t]*,[ \t]*"), "|": _lazy(r"[ \t]*\|[ \t]*"), "\t": _lazy(r"\t+"),
                  ";": _lazy(r"[ \t]*;[ \t]*"), "  ": _lazy(r" {2,}")}
