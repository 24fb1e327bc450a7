"""Where the secret comes from, not the secret: a found value that is a reference, a template, a
path or an expression cut from code. Asked by `memtool.privacy.lookalike.harmless` for every value a
rule, pass or engine found.

* a template or reference anywhere in the value (``${X:?required}``, ``#{ApiSecret}``,
  ``{{resolve:secretsmanager:…}}``, ``$__file{…}``, ``$env:X``) or around it on its line (inside
  ``${…}``, ``#{…}``, ``%{…}``, ``{{…}}``; a default after ``:``/``:-`` is a literal value);
* a secret store's address (``secretsmanager:db``), a file or store path (``/run/secrets/db``,
  ``C:\\Users``), a YAML tag naming where the value is (``!env_var HA_TOKEN``), a psql variable;
* a value cut from an expression: an identifier followed by a call or a subscript (``env("X")``,
  ``os.environ["X"]``, ``Secret.fromSecretsManager(s)``), a keyword (``lambda:``), a getter's argument
  naming the secret (``getSecret('upstream')``);
* inside a ``{{ … }}`` expression (Ansible/Helm/Go templates hold lookups), unless after a default.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import LOOKAROUND as _WINDOW
from memtool.privacy.checks import _OPTIONS_RE, _lazy, _template
from memtool.privacy.checks import lookaround_start as _line_start


# -- where the secret comes from ----------------------------------------------------------------

#: a secret store's address: ``secretsmanager:db``, ``keyvault:name``
_STORE_RE = _lazy(r"(?i)(?:secrets?manager|parameterstore|ssm-parameter|keyvault|key-vault|secretmanager|credstore"
                  r"|credential-store|1password|bitwarden|lastpass|passbolt|conjur|akeyless|cyberark):\S")
#: an identifier (possibly dotted) right before a call or a subscript: a value cut from code
_CALLEE_RE = _lazy(r"[A-Za-z_$@][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*")
_CODE_KEYWORDS = frozenset("lambda function fn def await new return yield async typeof sizeof".split())


_YAML_TAG_RE = _lazy(r"![a-z][a-z_]{1,20}")


def _reference(text: str, start: int, end: int, value: str) -> bool:
    if (_template(text, end, value) or _STORE_RE.match(value) is not None
            or _OPTIONS_RE.fullmatch(value) is not None or _path(value) or _inside_reference(text, start)):
        return True
    if _YAML_TAG_RE.fullmatch(value) and text[end:end + 1] == " " or text[max(0, start - 3):start] in (" :'", ' :"') and value.isidentifier():
        return True  # (``token: !env_var HA_TOKEN``, ``!secret db_pw``: a YAML tag names where the value is;
        # ``PASSWORD :'newpw'``: a psql variable)
    if value.rstrip(":") in _CODE_KEYWORDS or _PORT_PATH_RE.fullmatch(value):
        return True  # (``lambda:``; ``1521/ORCL`` after ``host:``: a port and a path)
    if _NAME_ARG_RE.fullmatch(value) and _GETTER_RE.search(text, max(0, start - 60), start):
        return True  # (``getSecret('upstream')``, ``get_password("smtp")``: the secret's name, not its value)
    nxt = text[end:end + 1]
    if "(" in value and ")" not in value:  # (cut at a blank or a comma inside a call: ``Field(default=None,``)
        value, nxt = value[:value.index("(")], "("
    elif value[-1:] == "[":
        value, nxt = value[:-1], "["
    return nxt in ("(", "[") and _CALLEE_RE.fullmatch(value) is not None and (
        "." in value or "_" in value or not any(c.isdigit() for c in value))


_PORT_PATH_RE = _lazy(r"\d{2,5}/[\w.-]+(?:/[\w.-]+)*")
_NAME_ARG_RE = _lazy(r"[a-z][a-z0-9_./:-]{1,63}")
_GETTER_RE = _lazy(r"(?i)\b(?:get|read|fetch|load|lookup|resolve|retrieve|find|require)[\w.]{0,40}\([ \t]*[\"']?$")
_DRIVE_RE = _lazy(r"[A-Za-z]:\\[\w .\\-]")
_PATH_SEGMENT_RE = _lazy(r"[a-z0-9._~@-]*[a-z][a-z0-9._~@-]*|[A-Z]?[a-z]+|\.{1,2}|\$?[A-Z_]+")


def _path(value: str) -> bool:
    """A file or a store path (``/run/secrets/db``, ``kv/data/app:become``,
    ``db-password:/etc/credstore/auth.db-password``): lowercase or word segments only -- base64
    with ``/`` in it mixes cases and digits in its segments."""
    if value.startswith("\\\\") or _DRIVE_RE.match(value):
        return True  # (a UNC path \\fs01\share, a drive path C:\Users)
    if "/" not in value or "+" in value or "=" in value or "://" in value:
        return False
    segments = [seg for seg in re.split(r"[/:]", value) if seg]
    return len(segments) >= 2 and all(_PATH_SEGMENT_RE.fullmatch(seg) for seg in segments)


_WITH_DEFAULT_RE = _lazy(r"[\w.-]+(?::?[-=]|:(?!\?))")  # (not ``${NAME:?message}``: a message)
_OPENERS = (("${", "}"), ("#{", "}"), ("%{", "}"), ("{{", "}}"))  # (not ``$(…)``: a command may hold a literal)


def _inside_reference(text: str, start: int) -> bool:
    """Inside ``${…}``, ``#{…}``, ``%{…}`` or ``{{…}}`` on its line: a name, a message or a
    command (``${API_KEY:?API_KEY must be set}``), never the value -- but a default after ``:`` or
    ``:-`` (``${acme.key:X}``, ``${TOKEN:-X}``) is one."""
    line_start = _line_start(text, start)
    for opener, closer in _OPENERS:
        at = text.rfind(opener, line_start, start)
        if at < 0 or text.find(closer, at + len(opener), start) >= 0:
            continue
        inner = text[at + len(opener):start]
        with_default = _WITH_DEFAULT_RE.match(text, at + len(opener))
        if opener in ("${", "#{", "%{") and with_default is not None and with_default.end() <= start:
            continue  # (``${name:default}``, ``${X:-default}``, ``${X=default}``: the default is a literal value)
        if _DEFAULT_RE.search(inner) is not None:
            continue  # (``| default('X')``, ``|| 'X'``, ``?? 'X'``: a literal too)
        return True
    return False


def _inside_template(text: str, start: int) -> bool:
    """Is ``start`` inside a ``{{ … }}`` expression on its line (Ansible/Helm/Go templates hold
    lookups and references: ``{{ lookup('hashi_vault', 'secret=kv/db:password') }}``)?"""
    line_start = _line_start(text, start)
    opened = text.rfind("{{", line_start, start)
    if opened < 0 or text.find("}}", opened, start) >= 0 or text.find("}}", start, start + _WINDOW) < 0:
        return False
    return _DEFAULT_RE.search(text, opened, start) is None  # (``| default('X')``, ``|| 'X'``: a literal)


_DEFAULT_RE = _lazy(r"default\(|\|\||\?\?|[ \t]or[ \t]")
