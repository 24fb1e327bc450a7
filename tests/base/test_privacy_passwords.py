"""A password of a person's policy-made shape needs no name (memtool/privacy/passwords.py): a capitalised word, digits
and a symbol is redacted wherever it stands -- in prose, as a positional argument, on its own line -- while versions,
sentence ends, minimums, percentages, markup and longer tokens holding the shape come back byte-identical. Values
come from a seeded RNG."""

from __future__ import annotations

import random

import pytest

from memtool.privacy import redact

_R = random.Random(1717)
_WORDS = ["Heron", "Marlin", "Juniper", "Basalt", "Tundra", "Saffron", "Quokka", "Meridian"]


def _human() -> str:
    return _R.choice(_WORDS) + str(_R.randint(10, 99999)) + _R.choice("!#$%&*@^~+?") + _R.choice(["", "!"])


P1, P2, P3, P4, P5 = (_human() for _ in range(5))

LEAKS = {
    "positional-argument": (f"PS> net user svc_backup {P1} /add", [P1]),
    "prose": (f"use {P2} for the staging box, rotate it on friday", [P2]),
    "own-line": (f"$ cat ~/.vpn/auth.txt\nops@acme.example\n{P3}\n", [P3]),
    "table-cell": (f"| host | login | note |\n| db-2 | admin | {P4} |", [P4]),
    "json-list": (f'{{"creds": ["deploy", "{P5}"]}}', [P5]),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_policy_shaped_password_is_redacted_wherever_it_stands(name):
    text, secrets = LEAKS[name]
    out, count = redact(text)
    assert count >= 1
    for secret in secrets:
        assert secret not in out, out


CLEAN = [
    "we support Windows10 and Python3 only",
    "see Figure3. and Table12. for the numbers",
    "does it run on Ubuntu 22.04? I think so",
    "**Step1** install, **Step2** configure",
    "curl 'https://api.example.com/items?name=Widget12&page=2'",
    "x=Foo12!bar and /srv/Data2024!/backup",
    "the image is Alpine3 and the tag v2024.1!",
]


@pytest.mark.parametrize("text", CLEAN)
def test_text_that_only_resembles_the_shape_is_unchanged(text):
    assert redact(text) == (text, 0)
