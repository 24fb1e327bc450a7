"""The betterleaks engine's rules as the installed package exposes them, and random strings that match them.

Used by bin/engine-parity (the gap between the engine and the rules capture runs) and by
tests/base/test_privacy_parity.py. Reads the engine's resolved configuration from the bundled binary
(``betterleaks config show toml``); no scanner's test fixtures, no network. Imports nothing from memtool.

`sample(regex, rng)` draws one string the regex matches, from Python's parse of it (``re._parser``):
literals as written (a case-insensitive rule's prefix keeps the documented case), each class drawn from
uniformly, bounded repeats (at most ``REPEAT_SPAN`` over the minimum). Outside the secret's group the
draw is the plainest: the first alternative and the fewest repeats, so a keyword rule's name and operator
read ``algolia=`` and not ``algolia.-x\t:=``. Returns the string and the span of the secret's group.
"""

from __future__ import annotations

import json
import random
import re
import string
import subprocess
import tomllib
import warnings
from functools import cache
from pathlib import Path

try:
    import re._parser as sre_parse  # type: ignore[import-not-found]
    from re._constants import (ANY, ASSERT, ASSERT_NOT, AT, BRANCH, CATEGORY, CATEGORY_DIGIT,  # type: ignore
                               CATEGORY_NOT_DIGIT, CATEGORY_NOT_SPACE, CATEGORY_NOT_WORD, CATEGORY_SPACE,
                               CATEGORY_WORD, GROUPREF, IN, LITERAL, MAX_REPEAT, MIN_REPEAT, NEGATE,
                               NOT_LITERAL, RANGE, SUBPATTERN)
except ImportError:  # Python < 3.11
    import sre_parse  # type: ignore[no-redef]
    from sre_constants import (ANY, ASSERT, ASSERT_NOT, AT, BRANCH, CATEGORY, CATEGORY_DIGIT,  # type: ignore
                               CATEGORY_NOT_DIGIT, CATEGORY_NOT_SPACE, CATEGORY_NOT_WORD, CATEGORY_SPACE,
                               CATEGORY_WORD, GROUPREF, IN, LITERAL, MAX_REPEAT, MIN_REPEAT, NEGATE,
                               NOT_LITERAL, RANGE, SUBPATTERN)

REPEAT_SPAN = 12
#: what a negated class or ``.`` draws from: printable ASCII without blanks and quotes
_POOL = list(string.ascii_letters + string.digits + "-_.+/=")
_CATEGORIES = {
    CATEGORY_DIGIT: string.digits, CATEGORY_WORD: string.ascii_letters + string.digits + "_",
    CATEGORY_SPACE: " ", CATEGORY_NOT_DIGIT: string.ascii_letters, CATEGORY_NOT_WORD: "-.",
    CATEGORY_NOT_SPACE: string.ascii_letters + string.digits,
}
_FLAGS = re.compile(r"\(\?[imsU-]+\)")
_POSIX = {"[:alnum:]": "A-Za-z0-9", "[:alpha:]": "A-Za-z", "[:digit:]": "0-9", "[:lower:]": "a-z", "[:upper:]": "A-Z",
          "[:xdigit:]": "0-9A-Fa-f", "[:word:]": "A-Za-z0-9_"}


def python_regex(regex: str) -> str:
    """The engine's (Go RE2) pattern in Python's syntax, for drawing from: inline flag groups dropped
    (a mid-pattern ``(?i)`` is an error in Python; the draw keeps literals as written anyway), ``\\z`` as ``\\Z``."""
    for posix, chars in _POSIX.items():
        regex = regex.replace(f"[{posix}]", f"[{chars}]").replace(posix, chars)
    return _FLAGS.sub("", regex).replace(r"\z", r"\Z")


def binary() -> Path:
    import betterleaks

    return Path(betterleaks.__file__).resolve().parent / "bin" / "betterleaks"


@cache
def rules() -> list[dict]:
    """Every rule of the installed engine's resolved configuration, as its TOML has them."""
    out = subprocess.run([str(binary()), "config", "show", "toml"], capture_output=True, text=True, check=True,
                         timeout=60).stdout
    return list(tomllib.loads(out)["rules"])


def provider_rules() -> list[dict]:
    """The rules that find one provider's credential: not the generic keyword rules (engines.py leaves them out),
    not the identifier rules engines.py refuses (client, app, tenant, account ids), not the helper rules the engine
    never reports on their own (``skipReport``: a URL, a user name that completes another rule), not rules
    without a pattern (a file name)."""
    from_ids = ("-client-id", "-app-id", "-application-id", "-tenant-id", "-account-id")
    return [r for r in rules() if "regex" in r and not r.get("skipReport") and not r["id"].startswith("generic")
            and not r["id"].split(".")[0].endswith(from_ids)]


def sample(regex: str, rng: random.Random, group: int | None = None) -> tuple[str, tuple[int, int]]:
    """One string ``regex`` matches, and the span of its secret: group ``group``, else the first group, else all."""
    with warnings.catch_warnings():  # ("possible nested set": a literal ``[`` inside a class, as Go reads it)
        warnings.simplefilter("ignore", FutureWarning)
        parsed = sre_parse.parse(python_regex(regex))
    wanted = group if group is not None else (1 if parsed.state.groups > 1 else 0)
    out: list[str] = []
    spans: dict[int, tuple[int, int]] = {}
    _draw(list(parsed), rng, out, spans, inside=wanted == 0, wanted=wanted)
    text = "".join(out)
    return text, spans.get(wanted, (0, len(text)))


def companions(rule: dict, rng: random.Random, drawn: str = "") -> str:
    """Lines the engine needs before a rule's match: a draw of each rule it requires nearby (``components``
    without ``optional``), one a line, so that ``aws-access-token`` (which wants ``aws-secret-access-key`` within
    five lines) is reported at all; and a comment naming the provider when the rule looks only in texts holding
    one of its keywords and ``drawn`` holds none (``SK…`` is a Twilio key only where "twilio" is written);
    "" for a rule that needs none."""
    by_id = {r["id"]: r for r in rules()}
    lines = []
    keywords = rule.get("keywords") or []
    if keywords and not any(k.lower() in drawn.lower() for k in keywords):
        lines.append(f"# {keywords[0]}")
    for part in rule.get("components", []):
        other = by_id.get(part["id"])
        if other is None or part.get("optional") or "regex" not in other:
            continue
        lines.append(sample(other["regex"], rng, other.get("valueGroup"))[0])
    return "".join(line + "\n" for line in lines)


def _draw(items, rng, out, spans, inside, wanted):
    for op, av in items:
        if op is LITERAL:
            out.append(chr(av))
        elif op is NOT_LITERAL:
            out.append(rng.choice([c for c in _POOL if ord(c) != av]))
        elif op is ANY:  # (inside a secret, an unescaped dot is a dot: ``hooks.slack.com``, ``xoxe.xoxb-``)
            out.append("." if inside else "x")
        elif op is IN:
            out.append(_draw_class(av, rng, inside))
        elif op is CATEGORY:
            out.append(rng.choice(_CATEGORIES.get(av, "x")))
        elif op in (MAX_REPEAT, MIN_REPEAT):
            low, high, sub = av
            high = min(high, low + REPEAT_SPAN) if high != sre_parse.MAXREPEAT else low + REPEAT_SPAN
            for _ in range(rng.randint(low, high) if inside else low):
                _draw(list(sub), rng, out, spans, inside, wanted)
        elif op is SUBPATTERN:
            number, _add, _del, sub = av
            start = sum(map(len, out))
            _draw(list(sub), rng, out, spans, inside or number == wanted, wanted)
            if number is not None:
                spans[number] = (start, sum(map(len, out)))
        elif op is BRANCH:
            alternatives = av[1]
            if not inside:  # the plainest: an alternative that is only an anchor (``$``), else the first
                alternatives = [a for a in alternatives if all(op is AT for op, _ in a)][:1] or alternatives[:1]
            _draw(list(rng.choice(alternatives)), rng, out, spans, inside, wanted)
        elif op is GROUPREF:
            start, end = spans.get(av, (0, 0))
            out.append("".join(out)[start:end])
        elif op in (AT, ASSERT, ASSERT_NOT):
            continue
        else:
            raise ValueError(f"cannot draw {op}")


def _draw_class(items, rng, inside) -> str:
    chars: set[str] = set()
    negate = False
    for op, av in items:
        if op is NEGATE:
            negate = True
        elif op is LITERAL:
            chars.add(chr(av))
        elif op is RANGE:
            chars.update(chr(c) for c in range(av[0], av[1] + 1) if c < 128)
        elif op is CATEGORY:
            chars.update(_CATEGORIES.get(av, ""))
    if negate:
        return rng.choice([c for c in _POOL if c not in chars])
    plain = sorted(chars - set("\t\r\n\x0b\x0c"))
    if not inside:  # outside the secret: a blank or a quote only when the pattern asks for one
        readable = [c for c in plain if c.isalnum() or c in "_-=:"]
        plain = readable or plain
    return rng.choice(plain)


def dump(path: Path) -> None:
    """Write the provider rules' ids and patterns (for reading; bin/engine-parity --rules)."""
    path.write_text(json.dumps([{k: r.get(k) for k in ("id", "regex", "keywords", "valueGroup")}
                                for r in provider_rules()], indent=1))
