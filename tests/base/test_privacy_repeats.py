"""Digits after a password's or a code's word are a password (memtool/privacy/contexts.py): the word may be followed
by whose it is ("password for spot_02: X", "PIN for the POS at the bar is X"); and a value found once is redacted
wherever it repeats in the same text as a token of its own (memtool/privacy/matcher.py), a six-digit PIN too.
Counts, dates, runs and lengths after those words stay. Values come from a seeded RNG."""

from __future__ import annotations

import random

import pytest

from memtool.privacy import redact

_R = random.Random(2318)


def _digits(n: int) -> str:
    while True:
        value = "".join(_R.choice("0123456789") for _ in range(n))
        if len(set(value)) > 3:
            return value


D1, D2, D3, D4, D5, D6 = (_digits(8) for _ in range(6))

LEAKS = {
    "password-for-whom": (f"Polyscope safety password for spot_02: {D1}  (only give to the integrator)\n", D1),
    "password-parenthesis": (f"Full access password (protection level 4): {D2}\nHMI: TP1200\n", D2),
    "pass-attribute": (f'<webui user="admin" pass="{D3[:7]}"/>', D3[:7]),
    "pin-for-whom": (f"Manager override PIN for the POS at the pool bar is {D4[:6]} until the cards arrive.", D4[:6]),
    "safe-code-sentence-end": (f"Handover: back-office safe code changed to {D5[:6]}. Float counted.", D5[:6]),
    "passcode-two-digits": ("- Square device passcode: 4442\n- float: $200", "4442"),
    "repeated-after-its-name": (f"PWD is {D6[:6]} -- change it with PASSWORD,{D6[:6]},NEW#", D6[:6]),
}

CLEAN = [
    "password reset requests: 482913 this month",
    "password for the vault expires: 20261231",
    "PIN retry count for this card is 3",
    "the PIN for the card is 1234",
    "I will pass 1000000 rows to it",
    "pin: 1234.56",
    "password_min_length: 123456",
]


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_digits_after_a_password_or_code_word_are_redacted(name):
    text, secret = LEAKS[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", CLEAN)
def test_counts_dates_and_runs_after_those_words_stay(text):
    assert redact(text) == (text, 0)


def test_a_value_found_once_is_redacted_where_it_repeats():
    pin = _digits(6)
    text = f"PWD is {pin} -- change it with PASSWORD,{pin},NEW# (not {pin}7 or x{pin})"
    out, count = redact(text)
    assert f"{pin}," not in out and f"{pin}7" in out and f"x{pin}" in out and count == 2, out


@pytest.mark.parametrize("text, secret", [
    ("Gym door keypad: staff code changed today, new master PIN 98311487 -- not in the rota", "98311487"),
    ("laser kiosk unlock code: 80260900\nsupervisor override code is on the red card", "80260900"),
    ("# printer LAN mode\nPRINTER_HOST=10.1.2.3\nPRINTER_ACCESS_CODE=78770931\n", "78770931"),
])
def test_a_pin_or_an_access_code_right_after_its_word(text, secret):
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", ["GPIO pin 13 is high", "set pin 2 to output", "the PIN 1234 is wrong"])
def test_a_pin_number_of_a_board_or_a_run_stays(text):
    assert redact(text) == (text, 0)
