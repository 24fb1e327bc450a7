"""Values a check turned away after their name was read (session 26): provider formats whose shape no value test
reads as generated. Each with its clean look-alikes.

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import redact


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


@pytest.mark.parametrize("text,secret", [
    ("TWITCH_OAUTH=oauth:dljcauumtuwbmyxiqmnbjz6lb5infv", "oauth:dljcauumtuwbmyxiqmnbjz6lb5infv"),
    ("BRANCH_SECRET=secret_live_pnwVPCJcpFuPIKTNGYkMjDQlzZuhvnQV", "secret_live_pnwVPCJcpFuPIKTNGYkMjDQlzZuhvnQV"),
    ('APPWRITE_API_KEY="standard_' + "7700b311" * 32 + '"', "standard_" + "7700b311" * 32),
])
def test_provider_formats(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "auth: oauth:token",
    "scope = oauth:read",
    'plan = "standard_monthly"',
    "BRANCH_KEY=key_live_pnwVPCJcpFuPIKTNGYkMjDQlzZuhvnQV",  # Branch's public key
])
def test_provider_look_alikes_stay(text: str) -> None:
    assert redact(text)[0] == text
