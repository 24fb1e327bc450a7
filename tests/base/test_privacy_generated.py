"""A generated value in a place a person would put a name is a credential: a key as basic auth's user
(`curl -u 4AG8-T6FJ-MN2R-FC5C:X`, memtool/privacy/positions.py), a key-length hex handed to a setter under a key's
name (`setProperty('JOTFORM_KEY', '<32 hex>')`, memtool/privacy/nearby.py), a site's own key in hex (a door-lock
system's `site_key`; only a captcha's site key is public, memtool/privacy/kinds.py), a passphrase of words after a
password's word in a sentence (memtool/privacy/named.py). A person's user name, a client's UUID, a cache's key, a
captcha's site key and words joined by "-" under other names stay. Values come from a seeded RNG."""

from __future__ import annotations

import random

import pytest

from memtool.privacy import redact

_R = random.Random(1823)


def _s(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


_UP = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
GROUPS = "-".join(_s(_UP, 4) for _ in range(4))
HEX1, HEX2, HEX3 = (_s("0123456789abcdef", 32) for _ in range(3))
LOCK = _s("0123456789ABCDEF", 32)

LEAKS = {
    "grouped-key-as-user": (f"$ curl -u {GROUPS}:footastic https://acme.wufoo.com/api/v3/forms.json", GROUPS),
    "hex-key-as-user": (f"curl -s -u {HEX1[:16]}:Wq9tZ2 http://broker:18083/api/v5/clients", HEX1[:16]),
    "setter-hex-key": (f"PropertiesService.getScriptProperties().setProperty('JOTFORM_KEY', '{HEX2}');", HEX2),
    "lock-site-key": (f"# keycard encoder profile\ncard_type = MIFARE_CLASSIC_1K\nsector = 3\nsite_key = {LOCK}\n", LOCK),
}

CLEAN = [
    "curl -s -u 'bk_machine_c4p01f:[REDACTED:password]' -X POST https://supply.example/ota",
    "curl -u 22b19223-f5a3-4e02-a43e-d196fccbd2d4:[REDACTED:password] https://auth.example/connect/token",
    f"cache.set('CACHE_KEY', '{HEX3}')",
    "RECAPTCHA_SITE_KEY=6LcQk2AqAAAAAJx8Tz0PqR3uVw9YbN1cD5eF7gHi",
    '<div class="h-captcha" data-sitekey="2452ab06-67f3-402a-bf69-fb47f244281a"></div>',
]


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_generated_value_where_a_name_would_stand_is_redacted(name):
    text, secret = LEAKS[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", CLEAN)
def test_names_client_ids_cache_keys_and_captcha_site_keys_stay(text):
    assert redact(text)[0] == text


_WORDS = ["walnut", "falcon", "pepper", "copper", "umber", "kestrel", "violet", "maple", "quartz", "juniper"]


@pytest.mark.parametrize("lead", ["logs in as kiosk@lab.example with password", "the account's password is",
                                  "fleet account ops@x.example, password"])
def test_a_passphrase_of_words_after_a_password_word_in_prose(lead):
    phrase = "-".join(_R.sample(_WORDS, 4))
    out, count = redact(f"{lead} {phrase}. Please don't change it.")
    assert count >= 1 and phrase not in out, out


@pytest.mark.parametrize("text", ["the password reset-flow-handler-module is broken",
                                  "the secret sauce-recipe-formula is here",
                                  'cache.get(url="https://x.example/a", key="page-listing-cache")',
                                  "# password comes from the login path: mysql_config_editor set --login-path=client"])
def test_words_joined_by_a_dash_elsewhere_stay(text):
    assert redact(text) == (text, 0)
