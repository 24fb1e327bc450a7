"""Leaks session 22 left (eBay's token formats, PINs and codes in sentences, short passwords in prose and login calls),
each by its mechanism, and the clean look-alikes of each.

Pure functions: no database."""

from __future__ import annotations

import random
import string

import pytest

from memtool.privacy import redact


def _made_up(alphabet: str, n: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(n))


B64 = string.ascii_letters + string.digits + "+/"


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret[:16] not in out and secret[-12:] not in out


# -- eBay's documented token formats ------------------------------------------------------------------------------

EBAY_OAUTH = "v^1.1#i^1#p^3#r^0#I^3#t^H4sIAAAAAAAA" + _made_up(B64, 180, 1) + "="
EBAY_AUTHNAUTH = "AgAAAA**AQAAAA**aAAAAA**" + _made_up(B64, 16, 2) + "**nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6" + _made_up(B64, 300, 3)
EBAY_CERT = "PRD-" + _made_up("0123456789abcdef", 12, 4) + "-" + "-".join(_made_up("0123456789abcdef", 4, 5 + i)
                                                                           for i in range(4))


@pytest.mark.parametrize("text, secret", [
    (f"GET /sell/inventory/v1/inventory_item HTTP/1.1\nAuthorization: Bearer {EBAY_OAUTH}\n", EBAY_OAUTH),
    (f"EBAY_REFRESH_TOKEN={EBAY_OAUTH}", EBAY_OAUTH),
    (f"api = Connection(appid='x', config_file=None, iaf_token='{EBAY_OAUTH}')", EBAY_OAUTH),
    (f"<RequesterCredentials>\n  <eBayAuthToken>{EBAY_AUTHNAUTH}</eBayAuthToken>", EBAY_AUTHNAUTH),
    (f"api.ebay.com:\n    token: {EBAY_AUTHNAUTH}\n", EBAY_AUTHNAUTH),
    (f'"certid": "{EBAY_CERT}",', EBAY_CERT),
    (f"X-EBAY-API-CERT-NAME: {EBAY_CERT}", EBAY_CERT),
])
def test_ebay_tokens_and_cert_ids_are_secrets_by_their_format(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "eBay user tokens look like v^1.1#i^1#p^3#r^0#I^3#t^H4sIAAAAAAAA... (base64 after t^)",
    "token: v^1.1#i^1#t^xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "AgAAAA**AQAAAA**aAAAAA**...** is the Auth'n'Auth prefix",
    "PRD-000000000000-0000-0000-0000-0000",
    "release PRD-2024 build v1.1#3",
])
def test_ebay_look_alikes_stay(text):
    assert redact(text) == (text, 0)


# -- PINs and codes in sentences of more languages ----------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("Der Kiosk-Modus: Exit-PIN ist 614208, und der Token folgt.", "614208"),
    ("Admin-PIN zum Entsperren ist 370954, bitte danach neu starten.", "370954"),
    ("Le code PIN de la boîte : 597130. Merci de ne pas le partager.", "597130"),
    ("PIN do cofre: 6528", "6528"),
    ("el PIN del lector de la sala (modo empresa) para la visita de mañana es 287604. No lo compartan.", "287604"),
    ("- Restrictions passcode (Screen Time): 2739", "2739"),
    ("Alarm panel code: 157395 (don't commit it)", "157395"),
    ("HSM PIN for the TLP:RED signing slot: 802157", "802157"),
])
def test_a_pin_said_in_a_sentence_is_a_secret(text, secret):
    out, n = redact(text)
    assert n >= 1 and secret not in out


@pytest.mark.parametrize("text", [
    "error code: 4040",
    "the pin (GPIO17): 1700",
    "the PIN for pin 13 is 2048",
    "PIN 13 ist GPIO",
    "Der PIN ist seit 2024 Pflicht",
    "zip code ist 10115",
    "security status code: 4001",
    "le code PIN de 4 chiffres est obligatoire",
])
def test_numbers_near_a_pin_word_that_are_no_pin_stay(text):
    assert redact(text) == (text, 0)


# -- a short password a person typed, where a sentence says password ------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("Hallo Team, der Admin heißt ArchiveAdmin, Passwort: k7hwp — bitte nach dem Umzug ändern.", "k7hwp"),
    ("the PLC password is lathe4 -- don't put it in the ticket", "lathe4"),
    ("Le mot de passe du compte partagé a changé : mic42 (merci de ne pas le diffuser)", "mic42"),
    ("het wachtwoord van het certificaat is q3vbn8. Niet mailen.", "q3vbn8"),
])
def test_a_short_typed_password_after_a_password_sentence_is_a_secret(text, secret):
    out, n = redact(text)
    assert n >= 1 and secret not in out


@pytest.mark.parametrize("text", [
    "the password is utf8 encoded before hashing",
    "password hashing: sha256 with a salt",
    "the password is python3 -c 'import secrets'",
    "password is stored as bcrypt2 hash",
    "Password: see vault",
    "the password must be 12 characters",
])
def test_technical_tokens_after_a_password_word_stay(text):
    assert redact(text) == (text, 0)


# -- a placeholder made of words that tell the reader what to write ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "# .env.example\nVERIFY_TOKEN=choose-any-string\n",
    "WEBHOOK_VERIFY_TOKEN=pick-your-own-string",
    "SESSION_SECRET=your-long-random-string",
])
def test_a_value_that_tells_what_to_write_is_a_placeholder(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text, secret", [
    ("VERIFY_TOKEN=lantern-copper-pixel", "lantern-copper-pixel"),
    ("WEBHOOK_SECRET=orbit-any-lantern-quartz", "orbit-any-lantern-quartz"),
])
def test_words_with_one_instructing_word_or_none_stay_secrets(text, secret):
    out, n = redact(text)
    assert n >= 1 and secret not in out


# -- identifiers beside their secrets: a token's id, an OAuth 1.0 consumer key in the protocol's syntax --------------

TOKEN_SECRET = _made_up(B64, 48, 9)


@pytest.mark.parametrize("name, token_id", [
    ("MUX_TOKEN", "73b8a2fb-49c9-43c4-9584-135554ba8e7f"),
    ("NETSUITE_TOKEN", _made_up("0123456789abcdef", 64, 10)),
    ("PLANETSCALE_SERVICE_TOKEN", "sk4r48anu93t"),
])
def test_a_tokens_id_stays_and_its_secret_goes(name, token_id):
    out, n = redact(f"{name}_ID={token_id}\n{name}_SECRET={TOKEN_SECRET}\n")
    assert token_id in out and TOKEN_SECRET not in out and n == 1


def test_an_oauth1_consumer_key_in_the_header_stays():
    key = "e01e87df-2be6-4f41-b345-ae67b85e47c7"
    text = (f'Authorization: OAuth oauth_consumer_key="{key}", oauth_nonce="7876220751", '
            'oauth_signature="2prxO8DUVIr6DDrln5w693QAqwc%3D", oauth_signature_method="HMAC-SHA1", '
            'oauth_timestamp="1765336859", oauth_version="1.0"')
    assert redact(text) == (text, 0)


def test_an_oauth1_consumer_secret_still_goes():
    out, n = redact(f'consumer_key = "LRl70CcsCXXxFG2m2pmRmiSFQ"\nconsumer_secret = "{TOKEN_SECRET}"\n')
    assert n >= 1 and TOKEN_SECRET not in out


# -- the server halves of client formats clientside knows: Statsig secret-, DevCycle dvc_server_ -----------------------

STATSIG = "secret-" + _made_up(string.ascii_letters + string.digits, 43, 11)
DEVCYCLE = "dvc_server_000a356e_54b8_4599_be76_b48accea78a4_" + _made_up(string.ascii_letters + string.digits, 7, 12)


@pytest.mark.parametrize("text, secret", [
    (f'statsig.initialize("{STATSIG}", StatsigOptions(tier="production"))', STATSIG),
    (f"const client = await initializeDevCycle('{DEVCYCLE}', {{ logLevel: 'info' }})", DEVCYCLE),
])
def test_server_sdk_keys_are_secrets_by_format(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "aws secretsmanager get-secret-value --secret-id prod/db/passwordManagerConfigurationValues",
    "secret-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "kubectl get secret-generic-from-literal-with-a-very-long-name-here",
])
def test_secret_dash_words_stay(text):
    assert redact(text) == (text, 0)


# -- an activation code or key (written after reading rounds 47-50) ---------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("Subscription activation code: QWERT-Y7UIO-P4ASD-F9GHJ-K2LZX\n(do not paste)", "QWERT-Y7UIO-P4ASD-F9GHJ-K2LZX"),
    ("Code d'activation : 4816-2467-9447-1525\nÀ saisir sur la tablette", "4816-2467-9447-1525"),
    ("LIC_ACTIVATION_CODE=64M7A-XPNU3-EI4UJ-LVRKX-MUQYS", "64M7A-XPNU3-EI4UJ-LVRKX-MUQYS"),
    ("código de activación: XK29-QPL4-ZZ81-MW02", "XK29-QPL4-ZZ81-MW02"),
])
def test_an_activation_code_is_a_secret(text, secret):
    out, n = redact(text)
    assert n >= 1 and secret not in out


@pytest.mark.parametrize("text", [
    "the activation code is sent by email",
    'activation_code = request.args["code"]',
    "ACTIVATION_CODE_LENGTH=8",
])
def test_words_about_an_activation_code_stay(text):
    assert redact(text) == (text, 0)


# -- CJK sentences with words before the colon (written after reading rounds 47-50) ------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("明日の会議です。ミーティングID: 99869608622 パスコード: qe7MNtzN 社外には共有しないでください。", "qe7MNtzN"),
    ("音声合成APIのキーはこれです: 9d4c2a61f0b84e7aa1c3d5e6f7081923 来週ローテーションします。",
     "9d4c2a61f0b84e7aa1c3d5e6f7081923"),
    ("관리자 비밀번호 변경했습니다: Qp7xZr2LmN8vKt4W (노드 전체 동일)", "Qp7xZr2LmN8vKt4W"),
    ("新しいPSKは K9dYs0nIFiQe です。", "K9dYs0nIFiQe"),
])
def test_a_cjk_sentence_with_words_before_its_colon_names_the_secret(text, secret):
    out, n = redact(text)
    assert n >= 1 and secret not in out


@pytest.mark.parametrize("text", ["キーボード: K380", "パスワードの長さ: 12", "パスワード管理ツール: 1Password"])
def test_cjk_words_about_keys_stay(text):
    assert redact(text) == (text, 0)
