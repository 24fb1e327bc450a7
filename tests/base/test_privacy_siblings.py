"""A secret's name and its value in sibling places (memtool/privacy/siblings.py): one markup element's naming and
value attributes, ``reg add /v NAME /d DATA``, a ``*_name``/``*_value`` setting pair, and a comparison or a default
whose one side reads the secret by its name as a string -- each with a made-up value, and the ordinary text beside
it that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import json
import random

import pytest
from test_privacy_shapes import assert_redacted, random_text

from memtool.privacy import redact, siblings

_R = random.Random(2525)
_rand = random_text(_R)

V = _rand(24)
HUMAN = "Lantern" + str(_R.randint(1000, 9999)) + "#"
HEX = _rand(32, "0123456789abcdef")
WORDS = "-".join(_R.choice(("lathe", "piston", "walnut", "ember", "harbor", "photon", "nickel")) for _ in range(4))

LEAKS = {
    # one element's attributes
    "add-key-namespaced": (f'<add key="Apple:SharedSecret" value="{HEX}" />', HEX),
    "add-key-namespaced-token": (f'  <add key="Optimizely:DatafileAccessToken" value="{V}" />', V),
    "property-attributes-between": (f'<property name="AdministratorPassword" overridable="true" '
                                    f'targetFile="codebase/wt.properties" value="{WORDS}"/>', WORDS),
    "param-name-value": (f'<param name="apiToken" value="{V}">', V),
    "parameter-capitalised": (f'<Parameter Name="DbPassword" Value="{HUMAN}" />', HUMAN),
    "element-in-json-string": (json.dumps({"content": f'<add key="Stripe:SecretKey" value="{V}" />'}), V),
    "reg-add-default-password": ('reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" '
                                 f'/v DefaultPassword /t REG_SZ /d {WORDS} /f', WORDS),
    "reg-add-quoted": (f'reg add HKCU\\Software\\Acme /v ApiToken /d "{V}" /f', V),
    # a setting pair
    "header-name-value-kwargs": (f'    webhook_auth_header_name="X-Webhook-Secret",\n'
                                 f'    webhook_auth_header_value="{V}",\n', V),
    "header-key-value-lines": (f'remote_log_header_key "X-Api-Key"\nremote_log_header_value "{V}"\n', V),
    "auth-header-yaml": (f'auth_header_name: "X-Auth-Token"\nauth_header_value: "{V}"\n', V),
    # a call's arguments
    "configparser-set": (f"config.set('database', 'password', '{WORDS}')", WORDS),
    "matlab-setpref": (f"setpref('Internet','SMTP_Password','{WORDS}');", WORDS),
    # a row's adjacent cells
    "settings-table-path": ("| tax/avatax/account_number | 1529182185 |\n"
                            f"| tax/avatax/production_license_key | {HEX[:16].upper()} |\n", HEX[:16].upper()),
    "plugin-settings-row": (f"| crossrefplugin | username | ojs-bot |\n| crossrefplugin | password | {WORDS} |\n", WORDS),
    # a comparison or a default
    "python-header-get-compared": (f"    if req.headers.get('X-Faceit-Token') != '{V}':\n        raise Forbidden()", V),
    "js-search-param-strict": (f"  if (searchParams.get('secret') !== '{V}') {{\n    return new Response(null)\n",
                               V),
    "python-subscript-compared": (f"if request.headers['X-Hub-Secret'] == \"{V}\":", V),
    "shell-test": (f'if [ "$API_TOKEN" != "{V}" ]; then exit 1; fi', V),
    "shell-test-single-equals": (f'[ "${{WEBHOOK_SECRET}}" = "{V}" ] || exit 1', V),
    "getenv-or-default": (f"password = os.getenv('DB_PASSWORD') or '{HUMAN}'", HUMAN),
    "js-default": (f"const key = process.env['STRIPE_SECRET_KEY'] || '{V}';", V),
    "literal-first": (f"if ('{V}' === req.query['token']) {{", V),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_value_beside_its_name_in_a_sibling_place_is_redacted(name):
    assert_redacted(*LEAKS[name])


def test_the_value_found_is_the_value_only():
    text = f'<add key="Apple:SharedSecret" value="{HEX}" />'
    (start, end), = siblings.find(text)
    assert text[start:end] == HEX
    text = f"if req.headers.get('X-Faceit-Token') != '{V}':"
    (start, end), = siblings.find(text)
    assert text[start:end] == V


ORDINARY = [
    '<add key="Serilog:MinimumLevel" value="Information" />',
    '<property name="wt.server.codebase" overridable="true" value="http://plm.example.com/Windchill"/>',
    '<input id="password" type="password" value="Enter your password">',
    '<param name="tokenizer" value="standard">',
    'reg add HKLM\\Software\\Policies\\Acme /v EnableTelemetry /t REG_DWORD /d 0 /f',
    'reg add HKCU\\Software\\Acme /v PasswordExpiryDays /d 90 /f',
    'auth_header_name: "Authorization"\nauth_header_value: "Bearer ${TOKEN}"\n',
    "if os.getenv('DB_PASSWORD') == '':", "if data.get('token_type') == 'bearer':",
    "if request.headers.get('Authorization') == 'Bearer ' + token:",
    "secret = os.environ.get('SECRET_KEY') or 'dev'", "mode = config['auth'] or 'none'",
    "if field['name'] == 'password':", 'if [ "$AUTH_MODE" = "oauth" ]; then',
    "if (req.headers['x-api-key'] !== process.env.API_KEY) {", "assert resp.json()['token'] == token",
    "config.set('database', 'password_min_length', '12')",
    "| password | string | The user's password |\n| token | yes | required |\n| api_key | `${API_KEY}` | from env |",
    "| tax/avatax/account_number | 1529182185 |\n| web/cookie/cookie_lifetime | 3600 |", "t('auth', 'password', 'Password')",
    "parser.set('auth', 'token_url', 'https://login.example.com/oauth2/token')",
    "if settings.get('session_engine') == 'django.contrib.sessions.backends.db':",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_elements_pairs_and_comparisons_are_untouched(text):
    assert redact(text) == (text, 0)


def test_full_width_punctuation_ends_a_value_in_chinese_and_japanese():
    out, _ = redact(f"王伟: IonQ 的 API key 是 {V}，跑完 Aria 的实验就轮换一下")
    assert V not in out and out.endswith("，跑完 Aria 的实验就轮换一下")
    out, _ = redact(f"基地局のNTRIPパスワードを更新しました：{HUMAN[:-1]}（ユーザー名は従来どおり）")
    assert HUMAN[:-1] not in out and out.endswith("（ユーザー名は従来どおり）")


# -- after reading rounds 55-58 (session 25) --------------------------------------------------------------------------

PIN = str(_R.randint(1000, 9999)) + str(_R.randint(10, 99))
LATER = {
    "semicolon-csv-header": ("SERIAL;MFR;YEAR;AES_KEY\n40354210;ITW;2019;" + HEX.upper() + "\n", HEX.upper()),
    "code-after-what-it-opens": (f"- lockbox on the gas meter, code {PIN}\n- bins out on Tuesday", PIN),
    "code-after-comma-german": (f"Hinweis Kunde: Schlüsselkasten am Kellereingang, Code {PIN}. Danke", PIN),
    "combo-juxtaposed": (f"Lockbox on side gate, combo {PIN}\nLinen drop at garage.", PIN),
    "glued-door-code": (f"Hallo Chloé, dein Türcode für Seaside Cottage lautet {PIN} (gültig ab 15:00)", PIN),
    "glued-access-code": (f"Der Zugangscode für den Serverraum lautet {PIN}.", PIN),
    "glued-pincode-dutch": (f"de beheerders-pincode van de portofoonconsole is nu {PIN}.", PIN),
    "digicode-french": (f"Le digicode de l'immeuble est {PIN}. Bon séjour !", PIN),
    "pin-italian-modifiers": (f"Promemoria centrale 112: il PIN supervisore della console radio è {PIN}.", PIN),
    "pin-parenthesis-colon-french": (f"Code PIN administrateur du lecteur biométrique (IDF 3-2): {PIN}. Ne pas", PIN),
    "pin-named-service": (f"codice fiscale FANZDI20Y55O978D\nPIN Fisconline: {PIN}0\n", PIN + "0"),
    "pin-typed-bitlocker": (f"laptop BitLocker PIN for GEO-LT-850 is {V[:10]}!{V[10:20]}, Dan is travelling", V[:10]),
    "access-code-record": (json.dumps({"access_codes": [{"access_code_id": "90d26cb3-d2d1-4411-9996-d54b58b1bc05",
                                                         "name": "Guest HMX81ZO1Q3H", "code": PIN,
                                                         "starts_at": "2026-12-04T15:00:00Z"}]}, indent=2), PIN),
}


@pytest.mark.parametrize("name", sorted(LATER))
def test_a_shape_of_rounds_55_58_is_redacted(name):
    assert_redacted(*LATER[name])


LATER_ORDINARY = [
    "id;key;label\n1;title;Title\n2;author;Author\n", "a;b;c\n1;2;3\n",
    "error code 4540", "the source code 1234 lines", "postcode 12345", "Postcode: 12345", "Unicode 2014 dash",
    "see barcode 400638133393", "exit code 1234", "keyCode 1234", "Keycode: 4821", "the opcode is 1234",
    "return code 4040 from the door controller", "HTTP status code 4040 at the gate API",
    json.dumps({"error": {"code": "4040", "message": "door not found"}}),
    "PIN length: 8", "PIN attempts remaining: 3", "the PIN is required for every login", "PIN code: 0000",
    "set PIN retries to 1000 before lockout", "GPIO PIN 13 is high", "The PIN is stored as a hash of 4096 rounds", json.dumps({"country": {"code": "4040"}}),
]


@pytest.mark.parametrize("text", LATER_ORDINARY)
def test_ordinary_codes_and_semicolon_rows_are_untouched(text):
    assert redact(text) == (text, 0)
