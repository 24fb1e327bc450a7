"""Typed values under a key named for what it opens (`memtool.privacy.keyvalues`), with their clean look-alikes.

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import redact
from memtool.privacy.keyvalues import card_sector_key, opened_key_value


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


@pytest.mark.parametrize("text,secret", [
    ("metar_key = ops2024#", "ops2024#"),
    ("metar_key = WSVoc0kz229", "WSVoc0kz229"),
    ("AQS_KEY=bluehare56", "bluehare56"),
    ('NOAA_KEY: "rivergull42"', "rivergull42"),
    ('settings = {"grid_key": "Hq7#tbx2pw"}', "Hq7#tbx2pw"),
    ('$merchant->setTransactionKey("bqwMqELxegiMSSmM");', "bqwMqELxegiMSSmM"),
])
def test_typed_value_under_a_key_named_for_what_it_opens(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text,secret", [
    ("    keyB_write: 85C218FBC00C", "85C218FBC00C"),
    ("sector_4_key_a: 4D3A99C351DD", "4D3A99C351DD"),
])
def test_card_sector_key_in_hex(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    'sort_key = "name2024x"',           # a record's key
    'cache_key = "user42abc"',
    'translation_key = "title2nd"',
    'redis_key = "session42"',
    'primary_key = "order_id2"',
    'hotkey = "ctrl+shift+1"',
    'label_key = "region12"',
    'charset_key = "utf8mb4"',           # a technical name with its number
    'hash_key = "sha256sum"',
    'model_key = "gpt4o2024"',
    'metric_key = "cpu1user"',
    'group_key = "team2024a"',
    'api_key = "${API_KEY}"',            # a reference
    'sort_key: AccountName',            # words
    'keyA: FFFFFFFFFFFF',                # the transport key
    'key_a = A0A1A2A3A4A5',              # MAD's public key
    'keyboard_layout = 4D3A99C351DD',    # no key A/B
    'device_key: ABCD1234XYZ9',          # capitals and digits: a part's code
])
def test_clean_look_alikes_stay(text: str) -> None:
    out, _ = redact(text)
    assert out == text


def test_functions_read_the_name_and_the_value() -> None:
    assert opened_key_value("metar_key", "ops2024#")
    assert not opened_key_value("key", "ops2024#")           # a bare key: its place decides, not this
    assert not opened_key_value("sort_key", "ops2024#")
    assert not opened_key_value("metar_key", "operations")   # a word
    assert card_sector_key("LEGACY_CLASSIC_KEY_A", "55F5F7C5E905")
    assert not card_sector_key("LEGACY_CLASSIC_KEY_A", "55F5F7C5E9")   # not six bytes
    assert not card_sector_key("monkey_a", "55F5F7C5E905")


KEY64 = "c4739fd3e6cde78611473567c7af4fc9c1ec3a7281efe0a1217b40fa4554e625"


@pytest.mark.parametrize("text", [
    f'<Network name="HAULNET">\n  <Encryption cipher="AES256">\n    <Key>{KEY64}</Key>\n  </Encryption>\n</Network>',
    f'<QRZDatabase version="1.34"><Session><Key>{KEY64[:32]}</Key><Count>158</Count></Session></QRZDatabase>',
])
def test_key_element_under_an_element_saying_what_it_is_for(text: str) -> None:
    assert _caught(text, KEY64[:32])


@pytest.mark.parametrize("text", [
    f"<ListBucketResult><Contents><Key>{KEY64}</Key><Size>1024</Size></Contents></ListBucketResult>",
    f"<Session><Id>1</Id></Session><Item><Key>{KEY64[:32]}</Key></Item>",
])
def test_key_element_elsewhere_stays(text: str) -> None:
    out, _ = redact(text)
    assert out == text


def test_short_qualifier_glued_to_key() -> None:
    assert _caught("curl 'https://api.europeana.eu/record/v2/search.json?wskey=illkdllzh&query=who'", "illkdllzh")
    for text in ('monkey = "bananas42x"', 'hotkey = "ctrlaltdel"', 'turkey = "roast2024a"'):
        assert redact(text)[0] == text
