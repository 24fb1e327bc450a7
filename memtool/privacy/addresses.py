"""Secrets in an address or a header list: where in a URL, a userinfo or a header the value stands
says what it is. Entered in the rule table by `memtool.privacy.slots.SPECS` (read by
`memtool.privacy.rules`).

* ``scheme://user:X/Y@host``: URL userinfo whose password holds a ``/`` (not allowed by the RFC,
  written anyway; the ``url-password`` rule stops at the first ``/``). The part before the
  first ``/`` must not be a port and the whole must read as a credential, so
  ``http://host:8080/api@latest`` and ``git+https://host:org/repo.git@v1`` stay.
* ``sip:6009:X@pbx``, ``register => 289897:X@sip.example``: userinfo without ``//``.
* ``https://collector/receiver/v1/http/<122 random characters>``: a URL path segment of 64+
  random mixed-case characters (ids, digests and document ids are hex, UUIDs or shorter); the stream
  key at the end of an RTMP ingest URL.
* ``url: https://…`` next to ``key: <uuid>`` (``~/.cdsapirc``): a bare ``key`` on the line beside its
  service's address is its API key, a UUID too.
* ``OTEL_EXPORTER_OTLP_HEADERS=x-team=X,x-dataset=y``: a list of headers inside one value (a
  name ending in ``HEADERS``); a header whose value is long and mixes cases and digits holds a
  credential, whatever the header is called; ``-H "X-Dataverse-key: <uuid>"``: a header whose name
  ends in key or token holds one, a UUID too.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _UUID_RE, _is_placeholder, _lazy, _looks_random, _random_slug
from memtool.privacy.generated import _random_letters
from memtool.privacy.names import secret_name
from memtool.privacy.sentences import _credential


_URL_SLASH_RE = _lazy(
    r"(?i)\b[a-z][a-z0-9+._-]{0,20}://[^\s:/@'\"`<>]{0,256}:"
    r"(?P<value>[^\s/?'\"`<>@:]{0,512}[/?][^\s'\"`<>@:]{0,512})@(?=[A-Za-z0-9\[_-])")


def url_slash_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    head = re.split(r"[/?]", value, 1)[0]
    if "?" in value and ("=" in value or "/" in value.split("?", 1)[1]):
        return False  # (host:port/path?query=x@y: a query, not a password)
    return (not head.isdigit() and ("//" not in value or _looks_random(value.replace("/", ""), 24))
            and not _is_placeholder(value)
            and (_credential(value) or _looks_random(value.replace("/", ""), 16)
                 or _random_letters(value.replace("/", ""))))  # (base64 letters without a digit)


_HEADER_LIST_RE = _lazy(
    r"(?i)[\w.-]*headers[\"']?[ \t]*[=:][ \t]*[\"']?(?:[\w-]{1,64}=[^,\s\"']{0,256},){0,8}?"
    r"[\w-]{1,64}=(?P<value>(?=[^,\s\"']*\d)(?=[^,\s\"']*[A-Z])(?=[^,\s\"']*[a-z])[A-Za-z0-9_+/.=%-]{16,256})"
    r"(?=[,\s\"']|$)")


def header_list_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    return not _is_placeholder(value) and _looks_random(value.split("%20")[-1], 16)


#: ``https://collector.example/receiver/v1/http/<122 characters>``: a URL path segment too long and too
#: random to be a name (ids, digests and document ids are hex, a UUID or shorter than 64)
_URL_PATH_TOKEN_RE = _lazy(r"(?i)\bhttps?://[^\s/'\"`<>]+/(?:[^\s/'\"`<>?#]{1,200}/){0,8}?(?P<value>[A-Za-z0-9_-]{64,512}={0,2})"
                           r"(?=[/?#\s'\"`<>)]|$)")


def url_path_token_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.rstrip("=")
    return (any(c.isupper() for c in core) and any(c.islower() for c in core) and any(c.isdigit() for c in core)
            and not core.startswith("eyJ") and _looks_random(core.replace("-", "").replace("_", ""), 48))


#: ``url: https://cds…/api`` over ``key: <uuid>`` (``~/.cdsapirc``), and the other way round: a bare
#: ``key`` on the line next to its service's address is that service's API key, a UUID too
_KEY_BY_URL_RE = _lazy(
    r"(?im)^[ \t]*(?:url|api_url|base_url|endpoint|server|host)[ \t]*[:=][ \t]*[\"']?[a-z][\w+.-]*://[^\s\"']+[\"']?[ \t]*\r?\n"
    r"[ \t]*(?:api[_-]?)?key[ \t]*[:=][ \t]*(?P<q>[\"']?)(?P<value>[A-Za-z0-9_.+/=:-]{16,256})(?P=q)[ \t]*$"
    r"|^[ \t]*(?:api[_-]?)?key[ \t]*[:=][ \t]*(?P<q2>[\"']?)(?P<value2>[A-Za-z0-9_.+/=:-]{16,256})(?P=q2)[ \t]*\r?\n"
    r"[ \t]*(?:url|api_url|base_url|endpoint|server|host)[ \t]*[:=][ \t]*[\"']?[a-z][\w+.-]*://")


def key_by_url_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.rsplit(":", 1)[-1]
    return not _is_placeholder(value) and (_UUID_RE.fullmatch(core) is not None or _looks_random(value, 16))


#: ``sip:6009:X@pbx``, ``<sip:993330:X@chicago.voip.ms>``, ``register => 289897:X@sip.example``: userinfo
#: without ``//`` (SIP URIs, registration lines): a user, then a password, then ``@host``
_BARE_USERINFO_RE = _lazy(r"[^\n]{0,300}?(?:(?<=[\s<\"'=(>])|^)(?:sips?:)?(?P<user>[\w.+%-]{1,64}):(?P<value>[^\s:@/<>\"'\\]{4,128})@"
                          r"(?=[A-Za-z0-9\[])")


def bare_userinfo_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    if m.group("user").lower() in ("mailto", "tel", "http", "https", "ftp", "git", "ssh", "file") or value.isdigit():
        return False
    return not _is_placeholder(value) and (_credential(value) or _looks_random(value, 12) or _random_slug(value))


#: the stream key at the end of an RTMP ingest URL (``rtmp://live.twitch.tv/app/live_…``)
_RTMP_KEY_RE = _lazy(r"(?i)\brtmps?://[^\s/'\"]+/(?:[\w.-]+/)*(?P<value>[\w-]{16,256})(?=[\s'\"?]|$)")


def rtmp_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    core = value.replace("-", "").replace("_", "")
    return _looks_random(core, 16) or _random_slug(value)


#: ``-H "X-Dataverse-key: <uuid>"``: a header whose name ends in key or token holds one, a UUID too
_HEADER_UUID_RE = _lazy(r"(?i)(?<![\w-])(?P<key>[A-Za-z][\w-]{0,40}[-_](?:key|token))[ \t]*:[ \t]*"
                        r"(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])")


def header_uuid_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    before = m.string[line_start:m.start()]
    return ("-H" in before or "--header" in before or m.start() == line_start) and secret_name(m.group("key")) is not None
