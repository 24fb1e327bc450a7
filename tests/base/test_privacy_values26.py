"""Values a check turned away after their name was read (session 26): an OAuth code in its token request, and
provider formats whose shape no value test reads as generated. Each with its clean look-alikes.

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import redact


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


CODE = "4a921ffc2361431e6262f475528b140f"


@pytest.mark.parametrize("text", [
    f"curl -X POST https://api.fitbit.com/oauth2/token -d 'client_id=23ABC&grant_type=authorization_code&code={CODE}'",
    f"grant_type=authorization_code&code={CODE}&redirect_uri=https://localhost/cb",
])
def test_authorization_code_in_its_token_request(text: str) -> None:
    assert _caught(text, CODE)


@pytest.mark.parametrize("text", [
    f"GET https://shop.example.com/products?code={CODE}&page=2",   # no code grant: a product's code
    "grant_type=authorization_code&code=aaaaaaaaaaaaaaaaaaaaaaaaaaaa",  # a made-up run
    "grant_type=authorization_code&code=YOUR_AUTHORIZATION_CODE_HERE&redirect_uri=https://localhost/cb",
    "grant_type=authorization_code&code=5b8e5c3e-6c52-4d4f-9b8e-2a2f0f6c1d7e",  # a UUID stays an id here
])
def test_code_look_alikes_stay(text: str) -> None:
    assert redact(text)[0] == text


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
