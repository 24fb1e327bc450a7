"""A credential a few tokens after a secret's name, whatever the syntax between them
(memtool/privacy/nearby.py) -- written in syntaxes no rule parses -- and the ordinary text beside
such names that must come back byte-identical. Values come from a seeded RNG."""

from __future__ import annotations

import json
import random

import pytest

from memtool.privacy import nearby, redact
from test_privacy_shapes import assert_redacted, random_text

_R = random.Random(2612)
_rand = random_text(_R)

V = _rand(20)
HUMAN = "Lantern" + str(_R.randint(1000, 9999)) + "%"
HEX = _rand(40, "0123456789abcdef")
B32 = _rand(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
UUID = "-".join(_rand(n, "0123456789abcdef") for n in (8, 4, 4, 4, 12))  # (an OTP seed)

LEAKS = {
    "lua-attribute": (f'local password <const> = "{V}"\n', V),
    "clojure-def": (f'(def db-password "{HUMAN}")\n', HUMAN),
    "ocaml-quoted-string": (f"let api_secret = {{|{V}|}}\n", V),
    "prose-colon-later": (f"New password for the build box, valid until Friday: {HUMAN}\n", HUMAN),
    "prose-question": (f"staging secret? it's {V} now\n", V),
    "markdown-table-row": (f"| smtp | password | {HUMAN} |\n", HUMAN),
    "wrapper-call": (f"cfg.adminPassword = Secret.of(Bytes.utf8('{V}'))\n", V),
    "powershell-variable": (f"$svcPassword = [Protect]::Plain('{HUMAN}')\n", HUMAN),
    "name-then-member-below": (f'"deploy_secret": {{\n  "kind": "static",\n  "data": "{V}"\n}}\n', V),
    "windows-flag": (f"tool.exe /user:ops /pass:{HUMAN} /quiet\n", HUMAN),
    "foreign-prose": (f"la contraseña nueva del servidor quedó así {HUMAN}\n", HUMAN),
    "r-arrow-base64": (f'db_password <- "{V}/x+Qk=="\n', V),
    "label-line": (f"# staging password\n{HUMAN}\n", HUMAN),
    "repl-echo": (f">>> cfg.api_secret\n'{V}'\n", V),
    "escaped-json-line": (f'{{"stdout": "ok\\nsecret rotated; new one {V}\\ndone"}}', V),
    # a flag in an argument list names the next item, whatever items come before it
    "argv-list-yaml": (f'    entrypoint: ["serve", "--port", "8000", "--auth-token", "{V}"]\n', V),
    "argv-list-python": (f"subprocess.run(['signer', '-v', '--key-password', '{HUMAN}', 'pkg.zip'])\n", HUMAN),
    # a bare key / session / login names a generated value (12+, mixed case and digits)
    "bare-key-prose": (f"[sync] connecting with key {V}\n", V),
    "bare-login-property": (f"scanner.login={V}\n", V),
    "bare-session-prose": (f"the user sent their session id {V} in the ticket\n", V),
    "bare-key-device": (f"radius-server host 10.0.0.9 key {V}\n", V),
    # a UUID right after a key or token slot: services issue UUIDs as keys
    "uuid-key-flag": (f"npx runner upload --record --key {UUID}\n", UUID),
    "uuid-key-env": (f"RUNNER_RECORD_KEY={UUID}\n", UUID),
    # hex of a key's length assigned to a name ending in key
    "pass-after-what-it-opens": (f"the keystore is on the drive, store pass {HUMAN} and key pass is the same\n", HUMAN),
    "json-escaped-short-name": ('{"stdout": "network={\\n\\tssid=\\"lab\\"\\n\\tpsk=\\"' + HUMAN + '\\"\\n}"}', HUMAN),
    "hex-under-key": (f"geocoder:\n  mapsvc_key: {HEX[:32]}\n", HEX[:32]),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_credential_a_few_tokens_after_its_name_is_redacted(name):
    text, secret = LEAKS[name]
    assert_redacted(text, secret)


def test_the_span_found_is_the_value_only():
    text = f"the rabbit password is now {V} (rotated)"
    assert [text[s:e] for s, e in nearby.find(text)] == [V]


CLEAN = [
    "the password reset link expires at 2026-01-01T10:00:00Z for user ops@example.com\n",
    "password hashing uses bcrypt with cost 12 and a salt of 16 bytes (see docs/security.md)\n",
    f"secret rotation job: sha256 {HEX}{HEX[:24]} verified\n",
    "token = tokenizer.encode(text, max_length=512, truncation=True)\n",
    "the admin password is stored in 1Password2 under Infra\n",
    '<input type="password" name="password" autocomplete="current-password">\n',
    f"assert token_hex(16) != '{HEX[:32]}'\n",
    "the secret lives in vault at kv/prod/db, version v2.3.1-rc1\n",
    "export API_TOKEN=${API_TOKEN:-}\n",
    "client_secret: ENC[AES256_GCM,data:Zm9vYmFy0123,iv:Zm9vYmFyYmF6cXV4eHl6,type:str]\n",
    "<password>{COQLCE6DU6GtcS5P=}</password>\n",
    "Authorization: Bearer ${API_TOKEN}\nUser-Agent: curl/8.4.0-DEV\n",
    "databricks tokens list\nID  Comment\n0d3f5b2e9c1a4b7d8e6f0a1b2c3d4e5f  ci\n",
    "secret-scanner v3.2 found 0 leaks in 1,204 files (12.3s)\n",
    "Password\nForgot your password? Reset it from the login page.\n",
    "## Tokens\n\n| name | created |\n|---|---|\n| ci | 2026-01-02 |\n",
    f"if token == expected_token and digest == '{HEX}':\n",
    "the session secret must be 32+ characters; generate one with openssl rand -hex 32\n",
    # (flags in an argument list whose next item is no value: another flag, a path, a number)
    'args: ["--batch", "--passphrase-fd", "0", "--token-file", "/run/secrets/tok", "--password-stdin"]\n',
    'FLAGS = ["--verbose", "--password", "--token", "--api-key"]\n',
    # (a variable read names nothing: its value is the reference; `$pw = …` still names)
    'digest=$(printf %s "$ADMIN_PW" | sha256sum | cut -d" " -f1)\n',
    'echo -n "$SMTP_PASSWORD" | base64 -w0\n',
    # (under a bare key / session / login: hex runs are hashes and ids, identifiers are code)
    f"<Server state changed to RUNNING.> session={HEX[:32]}\n",
    f"Cache restored from key: Linux-node-{HEX}\n",
    "KeyDerivationFunction.register(Argon2id)\n",
    "from .session import get_session, HfHubHTTPError, cloudProjectsMsg\n",
    # (a UUID after a session, a login, or a key that names something else is an id)
    f"Appium session {UUID} started\n",
    f"session created sid={UUID}\n",
    f"Idempotency-Key: {UUID}\n",
    f"partition_key: {UUID}\n",
    f"cache_key: {HEX[:32]}\nsort_key = '{HEX}'\n",
    "if the tests pass we ship; nothing to pass on\n",
]


@pytest.mark.parametrize("text", CLEAN)
def test_ordinary_text_beside_secret_names_is_untouched(text):
    assert redact(text) == (text, 0)


# -- a user name and a credential side by side on a line about logging in (privacy/logins.py) --

LOGINS = {
    "cli-positional": (f"useradd-helper --create ops {HUMAN}\nnet user ops {V} /add\n", V),
    "call-arguments": (f"conn = ldap3.Connection(server, 'cn=ops,dc=example', '{HUMAN}', auto_bind=True)\n", HUMAN),
    "comma-glued": (f"lftp -u deploy,{V} sftp://files.example\n", V),
    "dash-u-is-the-context": (f"xfer -u 'deploy,{V}' https://files.example\n", V),  # (` -u`: after a blank)
    "prose-and": (f"the smtp account is relay and {HUMAN}, please rotate\n", HUMAN),
    "glued-colon": (f"haproxy stats auth ops:{V}\n", V),
    "email-user": (f'mailer.login("ops@example.org", "{V}")\n', V),
    # inside a call's arguments the call is the context, whatever it is named
    "call-pair-generated": (f'store = ObjectStore("files:9000", "storeadmin", "{V}", secure=False)\n', V),
    "email-user-slash": (f"the portal login for the test env is ops@example.org / {HUMAN}, don't share\n", HUMAN),
    "url-then-key-call": (f"$ws = new ShopWebservice('https://shop.example', '{V}', false);\n", V),
    "admin-slash": (f"the admin on the test PACS is admin / {HUMAN} until we hook it to LDAP\n", HUMAN),
    "users-map": ('{\n  "AuthenticationEnabled" : true,\n  "RegisteredUsers" : {\n    "radiology" : "' + HUMAN + '"\n  }\n}\n', HUMAN),
    "call-pair-typed": (f'fw = Appliance("10.1.1.1", "admin", "{HUMAN}")\n', HUMAN),
    # a call named for logging in: its user's password whatever its shape (digits, words, letters and digits)
    "login-call-digits": ('client.login("svc_parts", "616811")\n', "616811"),
    "login-call-passphrase": ('garth.login("coach@example.org", "granite-falcon-tempo")\n', "granite-falcon-tempo"),
    "pw-set-call": ('client.username_pw_set("bblp", "7ci13ge1")\n', "7ci13ge1"),
    "connection-third-argument": ("rave = RWSConnection('acme', 'svc_reader', '135060')\n", "135060"),
    # a user / its password on a login line, whatever the password is made of
    "slash-digits": ("for tonight the encoder web UI is admin / 40720336 (the truck one)\n", "40720336"),
    "slash-typed": ("carrier portal test user: broker_test_823 / claims1587 -- UAT only\n", "claims1587"),
    "slash-word-year": ("portal login noc@example.org / Lantern_2020 - shared by on-call\n", "Lantern_2020"),
    # a lone pair: letters and digits not spelling a word and its number, words joined alike, marks; a quoted user;
    # an administrator's or a supervisor's account names the login
    "slash-letters-digits": ("camera portal login: ops / brkt58 -- change it later\n", "brkt58"),
    "slash-digit-inside": ("compte admin du panneau = orga / qmt4vx . Je change après\n", "qmt4vx"),
    "slash-no-vowel": ("- Front end: supervisor station, admin / ptrkw7\n", "ptrkw7"),
    "slash-quoted-user": ("the admin account is 'Administrator' / Heron742. (keep it offline)\n", "Heron742"),
    "slash-typed-underscore": ("NAS web UI login root / Quill8841_, RAID5 rebuilt\n", "Quill8841_"),
    "slash-supervisor-passphrase": ("supervisor / harbor-lantern-mosaic-tide -- rotate after the event\n",
                                    "harbor-lantern-mosaic-tide"),
    "slash-snake-passphrase-number": ("the admin account is admin / comet_nebula_quasar_4 (lab only)\n",
                                      "comet_nebula_quasar_4"),
    "slash-generated-marks": ("login for the kiosk is kiosk01 / 4QZ#p9Lm=xv_ (reception only)\n", "4QZ#p9Lm=xv_"),
    # a table whose header names a user's column and a password's
    "password-column": (f"# conf/publish.password\n# username password\nremote_field {HUMAN}\n", HUMAN),
    "password-column-ruled": (f"USERNAME    TYPE    PASSWORD\n==========  ======  ========\navnadmin    primary  {V}\n"
                              "ksql        normal  (hidden)\n", V),
}


@pytest.mark.parametrize("name", sorted(LOGINS))
def test_a_credential_after_a_user_name_on_a_login_line_is_redacted(name):
    assert_redacted(*LOGINS[name])


LOGIN_CLEAN = [
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOq7dPz0Yx4qL2m3n4B5c6D7e8F9g0H1i2J3k4L5m6N7 ops@laptop\n",
    "2026-12-01T23:14:09Z ERROR auth-7d9c6b5f4-x2lmq auth startup failed: env DB_PASSWORD is empty\n",
    "export GH_TOKEN=$(gh auth token)\n",
    "user ops: the key is in 1Password under 'Geocoder prod'.\n",
    "connect to db01 port 5432 as user app with sslmode=require\n",
    "user alice signed in from 10.2.3.4 at 2026-01-02T03:04:05Z (session 3fa85f64-5717-4562-b3fc-2c963f66afa6)\n",
    "git clone git@github.com:acme/payments-api2024.git\n",
    "docker login -u ci --password-stdin registry.example.com < token.txt\n",
    "kubectl logs deploy/auth-service -c sidecar --since=1h | grep login\n",
    "account python3.12 and utf8mb4 settings differ between hosts\n",
    # (a quoted pair in a call whose second item is a word, a slug, a version or a file)
    "default(('#pop', 'typedef-body', 'type-param-constraint'))\n",
    'video = client.image_to_video("cat.jpg", "Wan-AI/Wan2.2-I2V-A14B")\n',
    'setup(name="memtool", version="0.14.2", packages=["memtool"])\n',
    "Role('admin', 'Administrators2')\n",
    "# to account for verbatim / LaTeX-like / and R-like areas\n",
    'users: {\n  "alice": "viewer-only",\n  "bob": "admin"\n}\n',  # (roles, not passwords)
    "the admin / editor split is described in docs/roles-2024.md (admin panel v2.14.1)\n",
    # (a word and its number, a chain of slashes: processes, groups, partitions, a menu's path)
    "the supervisor / worker2 processes restart on deploy\n",
    "Administrator / PowerUser2 groups get the new policy\n",
    "root / rootfs2 partitions are mirrored nightly\n",
    "Admin / Settings / Users2 is where the login options live\n",
    "login page: v1 / v2.0.1 compared\n",
    # (a login call's second item that is a word, a version, a run of digits or a database)
    'conn = mysql.connector.connect("localhost", "root", "shop_db")\n',
    'client.connect("broker", "v1.2.3")\n',
    'session.login("alice", "123456")\n',
    'db.connect("reports", "$DB_PASSWORD")\n',
    "user agents: ubuntu-22.04 / debian12 / alpine3.19\n", "login page for Android / iOS11 differs\n",
    "the user guide: chapter 12 / section 4 / page 1043\n",
    "| user | password_set | expires |\n|---|---|---|\n| alice | yes | 2026 |\n", "name   pass   fail\ntest_a  1204  0\n",
    "username password\nalice ********\nbob <unset>\n",
    # (a sentence naming a user and a password above a sentence of as many words)
    "        The provided url should have had its username and password\n"
    "        removed already. If the original index url had credentials then\n",
]


@pytest.mark.parametrize("text", LOGIN_CLEAN)
def test_ordinary_login_lines_are_untouched(text):
    assert redact(text) == (text, 0)


# -- text read through its wrapping (privacy/views.py), and values that are never a secret ------

WRAPPED = {
    "diff-added-env-line": (f"diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -1,2 +1,3 @@\n APP=1\n"
                            f"+DB_PASSWORD={HUMAN}\n+DEBUG=0\n", HUMAN),
    "word-diff": (f"@@ -7 +7 @@ [upstream]\ncredential = [-REPLACE_ME-]{{+ghp_{V}{V[:16]}+}}\n", "ghp_" + V + V[:16]),
    "quoted-mail": (f"> on Monday you wrote:\n> the staging password is now {HUMAN}\n> thanks\n", HUMAN),
    "numbered-read": (f"     1\tAPP_ENV=prod\n     2\tAPI_SECRET={V}\n     3\tDEBUG=0\n", V),
    "quoted-generated-string": (f"define( 'AUTH_SALT', '{V[:8]})/S|6^:%i:2%=Dc{V[8:]}' );\n", V[8:]),
    "pin-in-env": ("KIOSK_MODE=true\nKIOSK_UNLOCK_PIN=22005913\n", "22005913"),
    "one-line-diff": (f"diff --git a/t.py b/t.py\n--- a/t.py\n+++ b/t.py\n@@ -3,2 +3,3 @@\n import x\n"
                      f'+MFA_SEED = "{B32}"\n', B32),
    "prompt-answer": (f'spawn ssh-add key\nexpect "Enter passphrase for"\nsend "{V}\\r"\n', V),
    "pgpass-line": (f"localhost:5432:*:postgres:postgres\nnexus.example:5432:crm:app:{HUMAN}\n", HUMAN),
}


@pytest.mark.parametrize("name", sorted(WRAPPED))
def test_a_secret_behind_a_wrapping_or_in_a_quoted_string_is_redacted(name):
    assert_redacted(*WRAPPED[name])


NEVER = [
    "$SecurePassword = Read-Host -AsSecureString 'Password for svc_search'\n",
    "@echo off\nset /p DB_PASS=Enter password: \n",
    "$ echo eyJvayI6dHJ1ZX0= | base64 -d\n",
    "diff --git a/known_hosts b/known_hosts\n@@ -1 +1,2 @@\n a.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIbG9yZW0\n"
    "+b.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIeyJvayI6dHJ\n",
    "GPIO_PIN=17\nLED_PIN=13\nspin_count = 20000\n",
]


@pytest.mark.parametrize("text", NEVER)
def test_prompts_cmdlets_fixtures_and_key_types_are_untouched(text):
    assert redact(text) == (text, 0)


# -- text embedded as a JSON string (views.unescaped): read through its escapes, redacted in place -

ESCAPED = {
    "env-list-in-a-read-file": ({"tool_response": {"content": f"env:\n  - name: BILLING_SECRET\n    value: \"{V}\"\n"}}, V),
    "wifi-block-in-a-command-output": ({"stdout": f"network={{\n\tssid=\"lab\"\n\tpsk=\"{HUMAN}\"\n}}"}, HUMAN),
    "notebook-output-line": ({"outputs": [{"text": f"Connected as etl using password {V}\n"}]}, V),
}


@pytest.mark.parametrize("name", sorted(ESCAPED))
def test_a_secret_inside_a_json_string_is_redacted_and_the_record_stays_json(name):
    record, secret = ESCAPED[name]
    for text in (json.dumps(record), json.dumps({"transcript_line": json.dumps(record)})):
        out, n = redact(text)
        assert n >= 1 and secret not in out and "[REDACTED:" in out
        assert json.loads(out)  # (the escapes around the value stay as they were)
        assert out.replace(out[out.index("[REDACTED:"):out.index("]", out.index("[REDACTED:")) + 1], secret) == text


ESCAPED_CLEAN = [
    {"content": "def rotate():\n    token = vault.read(\"app/token\")\n    return token\n"},
    {"stdout": "printf \"password:\\n\"\n\tkey_mgmt=WPA-PSK\n\tssid=\"lab\"\n"},
    {"tool_input": {"command": "cat src/a.py"}, "tool_response": "src/a.py:3:\tapi_key = os.environ[\"API_KEY\"]\n"},
]


@pytest.mark.parametrize("record", ESCAPED_CLEAN)
def test_code_inside_a_json_string_is_untouched(record):
    for text in (json.dumps(record), json.dumps({"line": json.dumps(record)})):
        assert redact(text) == (text, 0)
