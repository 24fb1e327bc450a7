"""Leaks and false positives session 23 left, each by its mechanism, with the clean look-alikes of each.

Pure functions: no database."""

from __future__ import annotations

import random

import pytest

from memtool.privacy import redact

HEX = "0123456789abcdef"


def _made_up(alphabet: str, n: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(n))


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


H32 = _made_up(HEX, 32, 1)
ADDRESS = "0x" + _made_up(HEX + "ABCDEF", 40, 2)


# -- constructors handed a record's id, a bundle's name or an address ---------------------------------------------

@pytest.mark.parametrize("text", [
    f'token = Contract("{ADDRESS}")',
    f'c = Contract("{ADDRESS}")',
    f'vault = Wallet("{ADDRESS}")',
    f'const w = new Worker("main.{H32}.js");',
    f'worker = new Worker("chunk.{H32[:20]}.mjs")',
    f'r = Run("{H32}")',
    f'run = api.Run("{H32}")',
    f'job = Job("{H32}")',
])
def test_a_records_id_a_bundles_name_or_an_address_in_a_constructor_stays(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text, secret", [
    (f'solver = TwoCaptcha("{H32}")', H32),                      # a compound class: a provider's client
    (f'$jotformAPI = new JotForm("{H32}");', H32),
    (f'otx = OTXv2("{H32 * 2}")', H32 * 2),
    (f'captcha = HCaptchaClient("{ADDRESS}")', ADDRESS),           # the class says client: 0x keys exist (hCaptcha)
    (f'authd_client = fitbit.Fitbit("{H32}", "{H32[::-1]}")', H32[::-1]),
])
def test_a_providers_client_constructor_still_takes_its_key(text, secret):
    assert _caught(text, secret)


# -- passphrases of words apart by blanks, where a password stands -----------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("(url: postgresql://archivesspace:dewey quiet room reading@as-db:5432/archivesspace)", "dewey quiet room reading"),
    ("MONGO=mongodb://arjun:aurora canyon otter meadow43@ds24127.mlab.com:12980/app", "aurora canyon otter meadow43"),
    ("mx1 user login -u licenses@studio.example -p 'gamma gamma pebble'", "gamma gamma pebble"),
    ("The file is attached.\nPassword to open it: amber tango cinder glacier\nPlease confirm.", "amber tango cinder glacier"),
    ("Gateway installed. Recovery key: tractor widget toggle canvas quartz\n(keep it)", "tractor widget toggle canvas quartz"),
    ("le compte de test, mot de passe « lantern copper pixel pixel ». Merci", "lantern copper pixel pixel"),
])
def test_a_passphrase_with_blanks_in_a_passwords_place_is_a_secret(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "Passcode: ask the organiser",
    "password policy: minimum twelve characters",
    "password: see vault entry",
    "Password: Stored In Vault",
    'mkdir -p "new folder here"',
    "so pass the same `--namespace` you will pass to `hf endpoints deploy`",
    "http://user:some words here@host",
])
def test_sentences_about_a_password_stay(text):
    assert redact(text) == (text, 0)


# -- digits under a password's noun in another language ------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ('{"Sefaz": {"SenhaCertificado": "1019"}}', "1019"),
    ("DB_SENHA=4417", "4417"),
    ('"contraseña": "9931"', "9931"),
])
def test_digits_under_a_password_noun_of_another_language_are_a_secret(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", ['"senha_min_length": "12"', "max_password_age=90", '"passwordLength": 16'])
def test_numbers_about_a_password_stay(text):
    assert redact(text) == (text, 0)


# -- a code named the Romance way: the noun, what it opens, the digits -------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("Ciao, il codice della cassetta chiavi al deposito è 1887. Auto pronta.", "1887"),
    ("il codice di attivazione della carta virtuale è 592063 (scade tra 10 minuti)", "592063"),
    ("el código del cajetín de llaves en el parking es 3205", "3205"),
    ("code du boîtier à clés au parking Bercy : 0471", "0471"),
    ("le code de la porte est 1789", "1789"),
])
def test_a_romance_code_that_opens_something_is_a_secret(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "il codice di errore è 5001",
    "el código postal de la oficina es 28001",
    "code de la commune : 75056",
    "il codice fiscale della ditta è 12345678901",
    "the code deployed to the gate controller: 4412",
    "código de acceso: 2024-05-01",
])
def test_a_romance_code_that_classifies_stays(text):
    assert redact(text) == (text, 0)
