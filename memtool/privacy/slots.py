"""Secrets in slots the keyword rules do not read: a position, not a name, says what the value is.

* ``scheme://user:X/Y@host``: URL userinfo whose password holds a ``/`` (not allowed by the RFC,
  written anyway; the ``url-password`` rule stops at the first ``/``). The part before the
  first ``/`` must not be a port and the whole must read as a credential, so
  ``http://host:8080/api@latest`` and ``git+https://host:org/repo.git@v1`` stay.
* ``cohere.ClientV2("X")``, ``new Client('X')``, ``Groq("X")``: the first positional string
  of an SDK client's constructor (a class named ``…Client``, ``…Api``/``…API``, ``…Sdk``/``…SDK``,
  or any capitalised name called with one long random literal and nothing else), when the
  literal looks generated (`checks._looks_random`): a URL, a model name or a region stays.
* ``OTEL_EXPORTER_OTLP_HEADERS=x-team=X,x-dataset=y``: a list of headers inside one value (a
  name ending in ``HEADERS``); a header whose value is long and mixes cases and digits holds a
  credential, whatever the header is called.
* ``signtool sign /f c.pfx /p X``, ``schtasks … /rp X``, ``pvk2pfx /pi X``: Windows-style password
  switches (``/p``, ``/pi``, ``/po``, ``/rp``) with a value that reads as a credential, on a line
  that runs a Windows tool or names a user (``xfreerdp /u:admin /p:X``).
* ``ssh-keygen -p -N X -f key``: a key's new (``-N``) or old (``-P``) passphrase.
* ``choco apikey --key <uuid>``, ``nuget setapikey <uuid>``: a command whose verb says API key
  hands it its key, a UUID included (UUIDs stay everywhere else).
* ``{:db-pass "X"}``, ``(def config {:api-token "X"})``: a Clojure/EDN keyword that names a secret,
  then its string (the name and value tests of `memtool.privacy.names`).
* ``routing_key: <32 hex>``, ``integration_key``: PagerDuty's integration keys (32 hex; an
  AMQP routing key is dotted words).
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _HEX_RE, _is_placeholder, _lazy, _looks_random
from memtool.privacy.names import NAMED_HINTS, secret_name, secret_stem, value_is_secret
from memtool.privacy.shapes import _credential

_URL_SLASH_RE = _lazy(
    r"(?i)\b[a-z][a-z0-9+._-]{0,20}://[^\s:/@'\"`<>]{0,256}:"
    r"(?P<value>[^\s/?'\"`<>@:]{0,512}/[^\s?'\"`<>@:]{1,512})@(?=[A-Za-z0-9\[_-])")


def url_slash_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    head = value.split("/", 1)[0]
    return (not head.isdigit() and "//" not in value and not _is_placeholder(value)
            and (_credential(value) or _looks_random(value.replace("/", ""), 16)))


_CLIENT_RE = _lazy(
    r"(?<![\w.])(?:new[ \t]+)?(?:[A-Za-z_]\w*\.)*(?P<cls>[A-Z]\w{1,40})\([ \t]*"
    r"(?P<q>[\"'])(?P<value>[A-Za-z0-9_.+/=:-]{20,256})(?P=q)[ \t]*(?P<end>[,)])")
_CLIENT_CLASS_RE = _lazy(r"(?:Client|Api|API|Sdk|SDK)(?:V\d+)?")


def client_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The class says client/API/SDK, or the literal is the only argument and looks generated."""
    if not _looks_random(value, 20) or "/" in value.rstrip("=") and ":" in value:
        return False
    named = _CLIENT_CLASS_RE.search(m.group("cls")) is not None
    return named or m.group("end") == ")" and _looks_random(value, 32) and not _HEX_RE.fullmatch(value)


_HEADER_LIST_RE = _lazy(
    r"(?i)[\w.-]*headers[\"']?[ \t]*[=:][ \t]*[\"']?(?:[\w-]{1,64}=[^,\s\"']{0,256},){0,8}?"
    r"[\w-]{1,64}=(?P<value>(?=[^,\s\"']*\d)(?=[^,\s\"']*[A-Z])(?=[^,\s\"']*[a-z])[A-Za-z0-9_+/.=%-]{16,256})"
    r"(?=[,\s\"']|$)")


def header_list_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and _looks_random(value.split("%20")[-1], 16)


_WIN_PASSWORD_RE = _lazy(
    r"(?i)[ \t]/(?:p|pi|po|rp)(?::|[ \t]+)(?P<q>[\"']?)(?P<value>[^\s\"'=]{6,128}={0,2})(?P=q)(?=\s|$)")


def win_password_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line = m.string[line_start:m.start()].lower()
    return (_credential(value) and not value.startswith("-")
            and any(tool in line for tool in (".exe", "signtool", "schtasks", "pvk2pfx", "certutil", "runas",
                                              ".pfx", ".p12", "/u:", "/user:", "/u ", "freerdp")))


_APIKEY_VERB_RE = _lazy(
    r"(?i)\b(?:set)?apikey\b(?:[ \t]+--?key(?:[ \t]+|=)|[ \t]+)(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
    r"[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{20,128})(?![\w-])")


_SSH_KEYGEN_RE = _lazy(
    r"\bssh-keygen\b[^\n|;&]{0,200}?[ \t]-[NP][ \t]*(?P<q>[\"']?)(?P<value>[^\s\"']{4,256})(?P=q)(?=\s|$)")


def ssh_keygen_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and not value.startswith(("$", "-"))


def apikey_verb_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and any(c.isdigit() for c in value)


_PAGERDUTY_RE = _lazy(
    r"(?i)\b(?:routing|integration)[_-]?key[\"']?[ \t]*[:=][ \t]*[\"']?(?P<value>[0-9a-f]{32})(?![\w-])")


def pagerduty_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return _looks_random(value, 32)


_EDN_RE = _lazy(r"(?:(?<=[{\s,(\[]:)|(?<=[\w-]/))(?P<key>[A-Za-z][\w.*+!?/-]{0,63})[ \t,]+\"(?P<value>[^\"\n\\]{1,4096})\"")


def edn_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    key = m.group("key").rsplit("/", 1)[-1]
    strength, stem = secret_name(key), secret_stem(key)
    if strength is None or stem and stem in value.lower():
        return False
    return value_is_secret(value, strength, True, True, stem)


SPECS = (
    ("secret", _EDN_RE, edn_ok, NAMED_HINTS, ("value",), "word"),
    ("url-password", _URL_SLASH_RE, url_slash_ok, ("://",), ("value",), "word"),
    ("secret", _CLIENT_RE, client_ok, ('("', "('"), ("value",), "word"),
    ("secret", _HEADER_LIST_RE, header_list_ok, ("headers",), ("value",), "word"),
    ("password", _WIN_PASSWORD_RE, win_password_ok, (" /p", " /rp"), ("value",), "hint"),
    ("secret", _APIKEY_VERB_RE, apikey_verb_ok, ("apikey",), ("value",), "word"),
    ("password", _SSH_KEYGEN_RE, ssh_keygen_ok, ("ssh-keygen",), ("value",), "hint"),
    ("secret", _PAGERDUTY_RE, pagerduty_ok, ("routing", "integration"), ("value",), "word"),
)
