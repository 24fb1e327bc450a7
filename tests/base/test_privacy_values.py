"""Value checks under names that already say what the value is (session 24, issue 21: each value check's
first-contact record, bench/RESULTS.md): a passphrase of plain words joined by ``-`` or ``.`` after a password's
noun in a sentence (`memtool.privacy.passwords.typed`), and twelve or more random letters, no digit,
under a key's name (`memtool.privacy.names._weak_random`). Code's names, descriptions and short word chains
stay. Values are made up here."""

from __future__ import annotations

import pytest

from memtool.privacy import redact


@pytest.mark.parametrize("text, secret", [
    ("O PIN não, mas a senha do Wi-Fi da sala é harbor-velvet-thicket", "harbor-velvet-thicket"),
    ("The admin password is now lagoon-prism-cobalt, please rotate it after the demo", "lagoon-prism-cobalt"),
    ("De wachtwoord van de testomgeving is garnet-ferry-almond; daarna wissen", "garnet-ferry-almond"),
    ("MERCHANT_KEY=qHvTrbXwLpZeNdKs", "qHvTrbXwLpZeNdKs"),
    ("  WIDGET_KEY: vBnRtPxQmZhKjLw", "vBnRtPxQmZhKjLw"),
    ("npx runner --key pVbRtWxQmZhKjLq --project x1", "pVbRtWxQmZhKjLq"),
    ("password qk7rv2", "qk7rv2"),
    ("the wifi password is mz4tpl, see the fridge", "mz4tpl"),
    ("admin passcode is bq5wnd.", "bq5wnd"),
])
def test_a_value_the_name_promises_is_redacted(text, secret):
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", [
    '"Cryptography_HAS_PSK_TLSv1_3": cryptography_has_psk_tlsv13,',
    'credentials = {"username": container_registry_username}',
    "password = reset_link_template",
    "the password is stored-in-vault, see the runbook",
    "Your password is too-short-to-use",
    "token = one-two-three",
    "token = page-listing-cache",
    "sort_key = lastModifiedDate",
    "cache_key = buildCacheKeyName",
    "partitionKey: customerAccountId",
    "PRIMARY_KEY=OrderLineItemId",
    "api_key = getApiKeyFromEnv",
    "key: ReadWriteOnceMany",
    "--key KeyboardInterrupt",
    "-  token: ab12cd3",
    "password = python3",
    "password sha256",
    "password length 12",
    "password required for user42",
])
def test_code_names_and_descriptions_under_those_names_stay(text):
    assert redact(text)[0] == text
