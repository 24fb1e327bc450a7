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
    "the code deployed to the billing service: 4412",
    "código de acceso: 2024-05-01",
])
def test_a_romance_code_that_classifies_stays(text):
    assert redact(text) == (text, 0)


# -- payment cards and their HSMs ---------------------------------------------------------------------------------

HEX_KEY = _made_up("0123456789ABCDEF", 32, 3)


@pytest.mark.parametrize("text, secret", [
    ('{\n  "cvc": "484",\n  "exp_month": 11,\n  "last4": "6622"\n}', "484"),
    ("o cartão virtual: final 2860, validade 07/29, CVV 924. Limite de R$ 200", "924"),
    ("customer read out card ending 0818, CVV 533, and said", "533"),
    (f"Custodian A  component 1: {HEX_KEY}  KCV C90AA3", HEX_KEY),
    (f'CVK_A = "{HEX_KEY[:16]}"', HEX_KEY[:16]),
    (f"BDK: {HEX_KEY}", HEX_KEY),
    (f"  Key Alias: SAR-ENC-1\n  Algorithm: AES-256\n  Key Value: {HEX_KEY * 2}\n", HEX_KEY * 2),
    ("the patrol radios need Basic Privacy, key index 1, key value F9B1C56BAC. Without it", "F9B1C56BAC"),
])
def test_a_cards_verification_value_and_clear_key_material_are_secrets(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "def cvv2(pan: str, exp_yymm: str) -> str:",
    "Under PCI DSS the CVV2/CVC2 must never be stored after authorization.",
    "Any future expiry, any CVC.",
    "Test card 4242 4242 4242 4242, CVC 123",
    f"ZMK under LMK: U{HEX_KEY}",
    "Combined ZMK KCV: 66BF92",
    "filter_parameters += [:passw, :cvv, :cvc]",
    "a key value store keeps 1000 entries",
    "Key value 0000000000",
])
def test_card_labels_cryptograms_and_check_values_stay(text):
    assert redact(text) == (text, 0)


# -- a key named by the line's comment, by Azure's keyword, by a key flag after a user's ---------------------------

ALGOLIA_APP, HEX32 = "ECZTCNRTLU", _made_up(HEX, 32, 4)
AZURE = _made_up("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 52, 5) + "JQQJ99BAC5AAAAAAACOG" + "sCgN"
SAUCE = "fecbc610-1db5-4f2f-acea-825454ff38aa"


@pytest.mark.parametrize("text, secret", [
    (f"const client = algoliasearch('{ALGOLIA_APP}', '{HEX32}'); // admin key, used by the nightly reindex", HEX32),
    (f'speech_config = speechsdk.SpeechConfig(subscription="{HEX32}", region="westeurope")', HEX32),
    (f"speech.subscription-key={AZURE}", AZURE),
    (f"Ocp-Apim-Subscription-Key: {AZURE}", AZURE),
    (f"$ sc -u e2ebot27 -k {SAUCE} --region eu-central --tunnel-name gh-61", SAUCE),
])
def test_a_key_named_by_its_comment_keyword_or_flag_is_a_secret(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    f"const client = algoliasearch('{ALGOLIA_APP}', '{HEX32}'); // search-only key, safe in the browser",
    f'client = ComputeClient(cred, subscription="{SAUCE}")',
    f"az account set --subscription {SAUCE}",
    "curl -u admin -k https://host/api",
])
def test_public_keys_subscription_ids_and_other_flags_stay(text):
    assert redact(text) == (text, 0)


# -- Bundler's credentials for a gem source ----------------------------------------------------------------------

@pytest.mark.parametrize("text, secret", [
    ("$ bundle config set --global gems.contribsys.com c652a70d:3e82f86e\n$ bundle install", "3e82f86e"),
    ("bundle config gems.example.com deploy:s3cretPassw0rd", "s3cretPassw0rd"),
    ('export BUNDLE_GEMS__CONTRIBSYS__COM="c652a70d:3e82f86e"', "3e82f86e"),
])
def test_bundler_credentials_for_a_gem_source_are_secrets(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "bundle config set --local path vendor/bundle",
    "bundle config set without development:test",
    "BUNDLE_WITHOUT=development:test",
    "BUNDLE_GEMS__CONTRIBSYS__COM=${SIDEKIQ_USER}:${SIDEKIQ_PASS}",
])
def test_bundler_settings_stay(text):
    assert redact(text) == (text, 0)


# -- a login call's pair on the line after its "(" ------------------------------------------------------------------

def test_a_login_calls_pair_on_its_continuation_line_is_a_secret():
    text = ('var conn = EdmVault.Library.ConnectionManager.LogIn(\n    "mongo01.anim.corp", "Engineering", "vault_sync", '
            '"Gizmo9661",\n    AuthenticationFlags.Standard, null);')
    assert _caught(text, "Gizmo9661")


@pytest.mark.parametrize("text", ['items = dict(\n    "alpha", "beta",\n)', 'print(\n  "user", "name")',
                                  'rows = [\n  ("host", "Engineering"),\n]'])
def test_pairs_on_a_continuation_line_of_other_calls_stay(text):
    assert redact(text) == (text, 0)


# -- a typed password right after another language's password noun (written after reading rounds 51-54) -----------

@pytest.mark.parametrize("text, secret", [
    ("o acesso ao software da catraca: usuário operador, senha pzkc75. Não mandem no grupo", "pzkc75"),
    ("das Postfach ist dmarc@example.com, Passwort vqs73us – bitte eintragen", "vqs73us"),
    ("Hallo, Zugang zum Server: Benutzer admin, Kennwort orbit-badge-harbor-glacier. Bitte ändern.",
     "orbit-badge-harbor-glacier"),
    ("Çeyrek final sunucu şifresi: 259359 — sadece kaptanlara", "259359"),
])
def test_a_typed_password_right_after_a_password_noun_of_another_language_is_a_secret(text, secret):
    assert _caught(text, secret)


@pytest.mark.parametrize("text", ["das Passwort utf8 ist veraltet", "Passwort python3 installieren",
                                  "het wachtwoord staat in de kluis", "das Kennwort muss zwölf Zeichen haben",
                                  "a senha fica no cofre"])
def test_words_after_a_password_noun_of_another_language_stay(text):
    assert redact(text) == (text, 0)
