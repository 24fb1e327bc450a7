"""Where a name says secret the value is redacted unless provably not one (`memtool.privacy.stance`):
each proof keeps its look-alike, and the shapes the earlier value test let through are caught.

Pure functions: no database. The corpus-wide rates are in test_redaction_corpus.py."""

from __future__ import annotations

import pytest

from memtool.privacy import names, scrub, stance


@pytest.fixture(params=["on"])
def stance_on(monkeypatch, request):
    monkeypatch.setenv("MEMTOOL_REDACT_STANCE", request.param)
    names._analyse.cache_clear()
    yield
    names._analyse.cache_clear()


@pytest.fixture
def stance_off(monkeypatch):
    monkeypatch.setenv("MEMTOOL_REDACT_STANCE", "off")
    names._analyse.cache_clear()
    yield
    names._analyse.cache_clear()


# the inverted default: shapes a "does it look generated?" test rejected, under a name that says secret
CAUGHT = [
    ('SECRET_TOKEN=a3f9e1c2b7', "a3f9e1c2b7"),  # hex of 10 under a token's name
    ('shared_secret: insyxr-klnonf', "insyxr-klnonf"),  # two generated groups
    ('secret: "vinyl synth reverb honey"', "vinyl synth reverb honey"),  # a spoken passphrase
    ('metar_key = ops2024#', "ops2024#"),  # a key named for what it opens
    ('<ServerKey>WPnFCNTwizBj</ServerKey>', "WPnFCNTwizBj"),
    ('api_secret: ember-sparrow-meadow', "ember-sparrow-meadow"),  # words joined, none describing
    ('merchant_key = 6672bf579b6a9b3b13bf76a107373edce571e450', "6672bf579b6a9b3b13bf76a107373edce571e450"),
    ('the token is a3f9e1c2b7 for now', "a3f9e1c2b7"),  # hex in prose after a token's word
    ('pass = 48291377', "48291377"),  # a PIN in code
]


@pytest.mark.parametrize("text, value", CAUGHT)
def test_a_value_under_a_secret_name_is_redacted_by_default(stance_on, text, value):
    assert value not in scrub(text)[0]


@pytest.mark.parametrize("text, value", CAUGHT[:3])  # (metar_key's typed value: `memtool.privacy.keyvalues` without it)
def test_the_earlier_value_test_let_these_through(stance_off, text, value):
    assert value in scrub(text)[0]  # (what the stance adds: off, the same texts keep their values)


# each proof of a non-secret, with the look-alike it keeps
KEPT = [
    ("reference", 'password: ${DB_PASSWORD}'),
    ("reference", 'password: "{{ .Values.db.password }}"'),
    ("reference", 'api_key: op://vault/item/field'),
    ("reference", 'db_password: vault:secret/data/db#password'),
    ("reference", 'password = os.environ["DB_PASSWORD"]'),
    ("reference", 'token_endpoint: https://auth.example.com/oauth/token'),
    ("reference", 'translation_key: home.welcome_title'),
    ("reference", 'object_key: uploads/2024/avatar.png'),
    ("placeholder", 'password: <your-password>'),
    ("placeholder", 'API_KEY=changeme'),
    ("placeholder", 'SECRET=xxxxxxxx'),
    ("placeholder", 'password: "***"'),
    ("placeholder", 'export API_TOKEN=1234567890123'),
    ("type", 'password: string'),
    ("type", 'secret: SecretStr'),
    ("type", 'password: Optional[str] = None'),
    ("setting", 'auth: basic'),
    ("setting", 'token: "refresh"'),
    ("setting", 'envKey: production'),
    ("setting", 'password: required'),
    ("quantity", 'token_ttl: 3600'),
    ("quantity", 'password: 30s'),
    ("quantity", 'key_size: 2048'),
    ("code", 'password = get_password()'),
    ("code", 'x = compute(password, salt, 100000)'),
    ("code", 'token = request.headers.get("Authorization")'),
    ("prose", 'password = "Enter your password"'),
    ("prose", 'password: "must be 8 chars"'),
    ("prose", '"confirmPassword": "Confirm password",'),
    ("prose", 'secret: "the quick brown fox"'),
    ("prose", 'Your password must be at least 12 characters long.'),
    ("name", 'secret: prod-db-credentials'),
    ("name", 'message_key: welcome_banner'),
    ("name", 'metric_key: response_time'),
    ("prose", 'FillMaskOutputElement(token=11098, token_str=" happiness", sequence="x")'),
    ("code", 'x = Table(id_key="revision", x=1)'),
    ("key", 'data_keys.remove("datafiles")'),
    ("key", "| Event Key | Command |\n|---|---|\n| `ext_watch_activated` | `watch` |"),
    ("short", 'secret: abc'),
    # a key named for what it finds, sorts, labels or presses is no credential
    ("key", 'primary_key: user_id'),
    ("key", 'sort_key: created_at'),
    ("key", 'hotkey: ctrl+shift+p'),
    ("key", 'shortcut_key: "alt+f4"'),
    ("key", 'cache_key = f"user:{uid}"'),
    ("key", 'idempotency_key: 3f2a9c8b-1d4e-4f6a-9b7c-2e5d8a1c0f3b'),
    ("key", 'label_key: environment'),
    ("key", 'commit_key: 1a2b3c4d'),
    ("key", 'const c = algoliasearch("O3X5HPXO9J", "b7e1f2a9c3d4e5f60718293a4b5c6d7e") // search-only key'),
    # names about a secret, not holding one
    ("about", 'password_min_length: 12'),
    ("about", 'max_tokens: 4096'),
    ("about", 'auth_method: oauth'),
    ("about", 'token_type: Bearer'),
    ("about", 'session_timeout: 30m'),
    ("about", '  --password-file PATH   read the password from PATH'),
]


@pytest.mark.parametrize("proof, text", KEPT)
def test_a_value_proven_not_a_secret_stays(stance_on, proof, text):
    assert scrub(text) == (text, 0)


@pytest.mark.parametrize("value, strength, quoted, expected", [
    ("${DB_PASSWORD}", "password", True, "placeholder"),  # (`checks._is_placeholder` takes references in braces)
    ("<token>", "secret", True, "placeholder"),
    ('os.environ["X"]', "password", True, "reference"),
    ("https://vault.internal/v1/db", "secret", True, "reference"),
    ("true", "secret", False, "placeholder"),
    ("id=npm,src=.npmrc", "secret", False, "setting"),
    ("basic", "auth", True, "setting"),
    ("30s", "password", False, "reference"),
    ("2048", "secret", False, "quantity"),
    ("12345678", "password", True, "placeholder"),
    ("Enter your password", "password", True, "placeholder"),
    ("the quick brown fox", "secret", True, "prose"),
    ("ParseResults", "secret", False, "type"),
    ("prod-db-credentials", "secret", True, "name"),
    ("ab", "password", True, "short"),
    ("482913", "password", True, None),
    ("a3f9e1c2b7", "secret", True, "short"),  # (hex under 16 only where the name's secret word is known)
    ("correct horse battery staple", "password", True, None),
])
def test_proof_names_why_a_value_is_not_a_secret(value, strength, quoted, expected):
    assert stance.proof(value, strength, quoted=quoted) == expected


def test_a_pin_needs_a_passwords_name_and_six_digits():
    assert stance.proof("482913", "password", quoted=True) is None
    assert stance.proof("4821", "password", quoted=True) == "quantity"  # (a port, a count, a year)
    assert stance.proof("482913", "secret", quoted=True) == "quantity"  # (a secret's or token's number is a count)
    assert stance.proof("4821039475", "secret", quoted=True) is None
    assert stance.proof("20261231", "password", quoted=True) == "quantity"  # (a date)
    assert stance.proof("111222", "password", quoted=True) == "placeholder"


def test_credential_key_separates_what_a_key_opens_from_what_it_finds(stance_on):
    assert names.secret_name("merchant_key") == "secret"
    assert names.secret_name("ServerKey") == "secret"
    assert names.secret_name("tag_key") == "weak"
    assert names.secret_name("merchant key") == "weak"  # (prose: "the merchant key" is read by the nearby pass)
    assert names.secret_name("merchant_key", promote=False) == "weak"  # (the guards' reading)


def test_off_restores_the_earlier_strength(stance_off):
    assert names.secret_name("merchant_key") == "weak"
    assert not stance.covers("password")
