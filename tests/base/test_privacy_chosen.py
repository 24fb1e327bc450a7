"""Values people choose (`memtool.privacy.chosen`): word passphrases in every separator and case, digits glued to
one word, under a name, a flag or a sentence that already says password -- each with the look-alikes that stay
(hosts, packages, code's dotted references, collations, class names).

Pure functions: no database."""

from __future__ import annotations

import pytest

from memtool.privacy import chosen, passwords, redact


def _caught(text: str, secret: str) -> bool:
    out, n = redact(text)
    return n >= 1 and secret not in out


@pytest.mark.parametrize("value", [
    "harbor.candle.ridge7.moss", "gravel_otter14_plume_reed", "spindle-cobalt-fern9-wick", "oat.lyre.sunken.42",
    "fig.um.lantern.sorrel",
])
def test_words_joined(value: str) -> None:
    assert chosen.words_joined(value)


@pytest.mark.parametrize("value", [
    "config.db.host", "window.location.href", "utf8_general_ci", "not-a-real-secret", "mail.yq.net",
    "sha1.sha2.sha3", "self.conv2.weight", "hash_function_name", "request.user.name", "a.b.c.d",
])
def test_not_words_joined(value: str) -> None:
    assert not chosen.words_joined(value)


@pytest.mark.parametrize("value", ["SorrelGlacierPlume", "LanternOtterReedMoss7", "CobaltWick42", "FernHarbor!"])
def test_camel_words(value: str) -> None:
    assert chosen.camel_words(value) == (value != "FernHarbor!")


@pytest.mark.parametrize("value", ["EncryptedCharField", "PasswordHasherFactory", "SecretStr", "GlacierBadge",
                                   "ParseResults", "HttpBasicAuth"])
def test_class_names_are_not_camel_words(value: str) -> None:
    assert not chosen.camel_words(value)


@pytest.mark.parametrize("text,secret", [
    ("db.password=harbor.candle.ridge7.moss\n", "harbor.candle.ridge7.moss"),
    ('{"username": "kiosk", "password": "sorrel.wick.fern.shop"}', "sorrel.wick.fern.shop"),
    ("[proxy]\nuser=kiosk_3\npassword=plume.otter.wick51.store\n", "plume.otter.wick51.store"),
    ("Data Source=sql01;User ID=app;Password=moss.fig22.moss.reed;Encrypt=true", "moss.fig22.moss.reed"),
    ("$ ./seatctl --admin-pass 'cobalt.lyre18.um.quill' revoke", "cobalt.lyre18.um.quill"),
    ('network={\n    ssid="BACKROOM"\n    psk="gravel_otter14_plume_reed"\n}', "gravel_otter14_plume_reed"),
    ('network={\n    ssid="BACKROOM"\n    psk="SorrelGlacierPlumeWick"\n}', "SorrelGlacierPlumeWick"),
    ("  password: LanternOtterReedMoss7\n", "LanternOtterReedMoss7"),
    ("Le mot de passe du poste est moss.candle.window.fern62 depuis hier.", "moss.candle.window.fern62"),
    ("Das Passwort ist jetzt OtterLanternQuill, bitte nicht weitergeben.", "OtterLanternQuill"),
])
def test_chosen_passwords_caught(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "password_host=smtp.office365.com\n",
    "db.host=db.internal\n",
    "password: config.db.password\n",
    "PASSWORD_HASHER=django.contrib.auth.hashers\n",
    'password_encoder = "com.example.security.BCryptEncoder"\n',
    "SECRET_KEY: utf8_general_ci\n",
    "--password-file secrets.prod.yaml ",
    "password: EncryptedCharField\n",
    "the password is stored by PasswordHasherFactory now",
    "version: release.notes.v2\n",
    "Reset the password at accounts.example.com and log in.",
])
def test_look_alikes_stay(text: str) -> None:
    assert redact(text)[0] == text


def test_sentence_value_is_joined_words() -> None:
    assert passwords.joined("moss.candle.window.fern62") and passwords.joined("gravel_otter14_plume_reed")
    assert not passwords.joined("mail01.corp.lan") and not passwords.joined("max_retry_count")


@pytest.mark.parametrize("text,secret", [
    ("Front desk Wi-Fi: WPA2 key gusset_plume_fen\nGuests use the open network.", "gusset_plume_fen"),
    ("Staff Wi-Fi: SSID BACKROOM-2, WPA2 key SorrelQuillFen", "SorrelQuillFen"),
    ("- Back-office Wi-Fi (WPA2) key: moss-quill-ember-ember\n- Printer: label", "moss-quill-ember-ember"),
    ("username noc privilege 15 password 0 quill.fern.tunnel\n", "quill.fern.tunnel"),
    ("10 2 * * * lftp -u nord_ing,quill.press15.spine.moss sftp://ingest.example", "quill.press15.spine.moss"),
    ("curl -u pi:plume.pixel.fern94.moss http://10.1.2.3/api", "plume.pixel.fern94.moss"),
    ("mosquitto_sub -h mq.example.internal -u tele -P 'fern.maple.quill' -t 'x/y'", "fern.maple.quill"),
    ("ipmitool -I lanplus -H bmc-4 -U ADMIN -P 'otter.sorrel.gamma.wick' power status", "otter.sorrel.gamma.wick"),
    ("0 4 * * * sshpass -p 'wick.sorrel.fern.plume' rsync -a /srv nas:/bak", "wick.sorrel.fern.plume"),
])
def test_chosen_passwords_in_places_caught(text: str, secret: str) -> None:
    assert _caught(text, secret)


@pytest.mark.parametrize("text", [
    "Guest Wi-Fi key: ask at the front desk",
    "WPA2 key management uses key_mgmt_psk here",
    "mysql -u root -P 3306 -h db.internal app",
    "mosquitto_sub -h mq.example.internal -u tele -P secrets.prod.yaml",
    "username noc privilege 15 password 0 mail01.corp.lan\n",
    "scp -P 2222 backup.tar.gz user@host:/srv",
    "    finally:\n        util._reprcompare, util._assertion_pass = saved_assert_hooks\n",
])
def test_places_keep_look_alikes(text: str) -> None:
    assert redact(text)[0] == text
