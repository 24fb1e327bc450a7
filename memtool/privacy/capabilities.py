"""Values that act on a service by being used, found by what is around them rather than by a name that says secret.

* **an alerting service's key** (PagerDuty's and Opsgenie's Events API routing and integration keys: 32 hex, or
  ``R0`` and 30 capitals and digits) named in a sentence or a directive -- "new routing key for checkout-api: X",
  "a integration key do PagerDuty mudou: X", a Nagios contact's ``pager X`` (PagerDuty's Nagios integration puts
  the key there) -- where the text around is about alerting: whoever holds it opens incidents. An AMQP routing key
  is dotted words (``orders.created``) and stays, as does a pager program (``pager = less``);
* **a mail-in address whose plus tag is a UUID** (``component+<uuid>@notifications.statuspage.io``): mailing it
  changes what it names, so the tag is the capability; a person's tag (``bob+newsletter@``) stays.

Values still meet `memtool.privacy.lookalike`.
"""

from __future__ import annotations

import re

from memtool.privacy.checks import _entropy, _lazy

#: a routing or integration key of an alerting service, or a Nagios contact's pager address, then its value
ALERTING_KEY_RE = _lazy(r"(?i)(?:\b(?:routing|integration|service|events?)[ _-]?key\b[^\n:=`\"']{0,60}?(?::|=|\bis\b)?"
                        r"|^[ \t]*pager)[ \t]*[\"'`]?(?P<uv>R0[0-9A-Z]{30}|[0-9a-f]{32})(?![\w-])", re.MULTILINE)
_ALERTING_RE = _lazy(r"(?i)pagerduty|opsgenie|victorops|alertmanager|on-?call|incident|escalation")


def alerting_key_ok(value: str, m: re.Match[str], group: str | int) -> bool:
    """The text around says alerting (PagerDuty, Opsgenie, Alertmanager, an incident, on-call)."""
    return (_ALERTING_RE.search(m.string, max(0, m.start() - 600), m.end() + 300) is not None
            and (value.startswith("R0") or _entropy(value) >= 3.0))


#: ``component+<uuid>@…``: a mail-in address whose plus tag is a UUID
MAIL_IN_RE = _lazy(r"\+(?<=[A-Za-z0-9._-]\+)(?P<uv>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})"
                   r"@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")  # (the literal first: a fast scan)


SPECS = (
    ("secret", ALERTING_KEY_RE, alerting_key_ok, ("routing", "integration", "service key", "service_key", "events key",
                                                 "event key", "pager"), ("uv",), ""),
    ("secret", MAIL_IN_RE, lambda value, m, group: True, ("+",), ("uv",), ""),
)
