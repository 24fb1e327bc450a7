"""Values in structured data known by their field's name (session 26, rounds 59-62 read): a settings
table's rows and a list of cookies (fields.py), dotted values under a password's name that are no host and no file (endings.py), licence keys
by their role (licences.py), a key as an array of bytes (bytekeys.py), codes under snake_case
names (contexts.py), and names the vocabulary missed (names.py, languages.py: ``wpa2_key``, ``wlanpwd``,
``SECRET_DEVICE_KEY``, ``API_NOKKEL``, ``site_key_hex``; a session's id stays an id) -- each with a made-up value, and
the ordinary text beside it that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import json
import random
import string

import pytest
from test_privacy_shapes import assert_redacted, random_text

from memtool.privacy import redact

_R = random.Random(2604)
_rand = random_text(_R)

V = _rand(24)
LOWER = _rand(6, "bcdfghjklmnpqrstvwxz")
WORDS = ".".join(_R.sample(["latch", "ember", "harbor", "fanout", "quartz", "meadow", "cobalt", "lantern"], 4))
SUFFIXED = _R.choice(["silicon", "tipper", "scanner", "baler"]) + str(_R.randint(10, 9999)) + "." + _rand(3, "qwxzjkv")
UPPER = "".join(_R.choice(string.digits if i % 4 == 3 else string.ascii_uppercase) for i in range(16))
GROUPS = "-".join(_rand(4, "ABCDEFGHJKLMNPRSTUVWXYZ") + str(_R.randint(0, 9)) for _ in range(4))
DEEPL = "-".join(_rand(n, "0123456789abcdef") for n in (8, 4, 4, 4, 12)) + ":fx"
SHORT = _rand(5, string.ascii_lowercase) + str(_R.randint(100, 999)) + _rand(2, string.ascii_uppercase)
HEX32 = _rand(32, "0123456789ABCDEF")
CODE = str(_R.randint(1000, 4999)) + str(_R.randint(5, 9))
BYTES = ", ".join("0x" + _rand(2, "0123456789ABCDEF") for _ in range(16))
DIGIT_GROUPS = "-".join(str(_R.randint(10000, 99999)) for _ in range(5))

LEAKS = {
    # a settings table: each row's name, its value in the value column
    "csv-label-value": (f"label,value\nDEEPL_KEY,{DEEPL}\nTEAM_S3_SECRET,{V}\n", DEEPL),
    "nvs-partition-csv": (f"key,type,encoding,value\nwifi,namespace,,\nssid,data,string,Carport-184\n"
                          f"psk,data,string,{LOWER}{_R.randint(1000, 9999)}_{LOWER}\n", None),
    "markdown-name-value": (f"| Name | Value |\n|---|---|\n| DB_HOST | db.internal |\n| DEEPL_KEY | {DEEPL} |\n", DEEPL),
    # dotted, but no host's end and no file's
    "dotted-words-assigned": (f'dbUser = "dq_writer"\ndbPass = "{WORDS}"\n', WORDS),
    "word-digits-suffix-yaml": (f"    environment:\n      POSTGRES_PASSWORD: {SUFFIXED}\n", SUFFIXED),
    "word-digits-suffix-hcl": (f'  username          = "yield_admin"\n  password          = "{SUFFIXED}"\n', SUFFIXED),
    "xml-add-key-value": (f'<add key="SupervisorPassword" value="{SUFFIXED}"/>', SUFFIXED),
    "xml-element-words": (f"<UserAccounts>\n  <AdministratorPassword>{WORDS}</AdministratorPassword>\n", WORDS),
    "xml-element-value-words": (f"<AdministratorPassword>\n    <Value>{WORDS}</Value>\n    <PlainText>true</PlainText>",
                                WORDS),
    "word-digits-suffix-secret": (f'recipe_server:\n  user: rcpsync\n  secret: "{SUFFIXED}"\n', SUFFIXED),
    # a cookie's value in a list of cookies, whatever the cookie's name
    "storage-state-cookie": (json.dumps({"cookies": [{"name": "session_id", "value": V + V, "domain": "shop.example"}]},
                                        indent=2), V + V),
    "credentials-session-id": ('{"result":{"credentials":{"database":"metrohaul","sessionId":"' + V[:22] + '",'
                               '"userName":"api.integration@metrohaul.example"}},"jsonrpc":"2.0"}', V[:22]),
    # licence keys by their role
    "licence-assigned": (f'[kiosk]\nxrf_license = "{UPPER}"\n', UPPER),
    "installation-key-digits": (f"destinationFolder=/opt/MATLAB/R2024b\nfileInstallationKey={DIGIT_GROUPS}\n",
                                DIGIT_GROUPS),
    "serial-groups-yaml": (f"  UNITY_SERIAL: SC-{GROUPS}\n", GROUPS),
    "serial-element": (f"  <SerialNumber>{GROUPS}</SerialNumber>\n", GROUPS),
    "licence-number-element": (f"<AccessLicenseNumber>{UPPER}</AccessLicenseNumber>", UPPER),
    # a key as an array of bytes
    "lmic-appkey": (f"static const u1_t PROGMEM APPKEY[16] = {{ {BYTES} }};", BYTES),
    "go-signing-key": (f"var signingKey = []byte{{{BYTES}}}", BYTES),
    "rust-secret-key": (f"const SECRET_KEY: [u8; 16] = [{BYTES}];", BYTES),
    # a code under its name, glued or snake_case
    "ini-security-code": (f"[CR1000X_TSF4]\nPakBusAddress=2353\nSecurityCode={CODE}\nCommPort=IPPort radio:6785\n", CODE),
    "kwarg-security-code": (f"device = CR1000.from_url('tcp:10.40.59.209:6785', security_code={CODE})", CODE),
    # names the vocabulary missed
    "key-then-encoding": (f"site_key_hex = {HEX32}\n", HEX32),
    "lorawan-session-key": (f"appskey: {SHORT}\n", SHORT),
    "wpa2-key": (f"wpa2_key: {LOWER}_{LOWER}_meadow_{_R.randint(10, 99)}\n", None),
    "glued-pwd": (json.dumps({"wlanssid": "Schule-Gast", "wlanpwd": V}), V),
    "secret-first-word": (f'#define SECRET_SSID "AQ-Mast"\n#define SECRET_DEVICE_KEY "{UPPER}"\n', UPPER),
    "norwegian-key": (f"API_NOKKEL = '{V}'  # fra leverandøren\n", V),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_value_known_by_its_fields_name_is_redacted(name):
    assert_redacted(*LEAKS[name])


ORDINARY = [
    "key,type,encoding,value\nwifi,namespace,,\nssid,data,string,Carport-184\ncp_id,data,string,ALF82652017\n",
    "| Name | Value |\n|---|---|\n| DB_HOST | db.internal |\n| TIMEOUT | 30 |\n",
    "password: config.db.host", "DB_PASSWORD_FILE: secrets.txt", "SMTP_PASSWORD_HOST=smtp.office365.com",
    "password = settings.smtp.password", "<Password>config.db.host</Password>", "backup: export-1.ova",
    "license: MIT", 'license = "Apache-2.0"', "serial: C02XK1ZJJGH5", '"SerialNumber": "C02XK1ZJJGH5"',
    "serial_number=0000-0002-6164-9498-5431-9477-66", "license_key: XXXX-XXXX-XXXX-XXXX",
    '"productCode": "WIN-10-PRO-X64"', "LicenseKey: 2026-12-04-RELEASE",
    '{"session_id": "23830dab-6db4-4643-a53a-81951479e140", "hook_event_name": "PostToolUse"}',
    "session_id=4e6c7161375ed78ec8557ff76e96f3f85b432f43", '{"sessionID": "ses_d4hGCq97F9uZmuMn6GgbT6MuKn"}', "OLDPWD=/home/user/src",
    "public_key_hex = 2D703C9A6E2CFFCDE22C18074A912BB0", "cache_key_hex = 2D703C9A6E2CFFCDE22C18074A912BB0",
    json.dumps({"cookies": [{"name": "_ga", "value": "GA1.2.1234567890.1700000000"},
                            {"name": "uid", "value": "23830dab-6db4-4643-a53a-81951479e140"}]}),
    'env:\n  - name: BUILD_SHA\n    value: "4e6c7161375ed78ec8557ff76e96f3f85b432f43"\n', '  secret: "config.yml"',
    "nokkel = 3", "MAX_SECURITY_CODE_LENGTH = 6", "security_code_length=12329", "#define SECRET_SSID_MAX_LEN 32",
    "static const u1_t PROGMEM DEVEUI[8] = { 0x7C, 0x6E, 0x79, 0x47, 0x5A, 0x8F, 0x0C, 0x83 };",
    "uint8_t key[16] = {0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6, 0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c};",
    "static const uint8_t SECRET_KEY_PAD[8] = {0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_settings_stay(text):
    assert redact(text) == (text, 0)
