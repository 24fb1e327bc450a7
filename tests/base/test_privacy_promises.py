"""A value is judged by what its place promises (issue 21, session 21): where a password's or a secret's name
already stands, a value a generator made is the secret even when it is only lowercase letters (``bupkbkytmv``,
``akr3ruvr``: memtool/privacy/names.py, ``_generated_lower``). Words, identifiers glued from words and the short
random ids a nearby token word does not name stay."""

from __future__ import annotations

import pytest

from memtool.privacy import redact

#: made up for this test, as a generator makes them (no corpus value)
LOWER = ["qhtvkzmbwe", "rk7tbnqx", "fzwmqpsdlkvo", "jx4kdwtrp", "vbq9zkmhtd"]

LEAKS = {
    "mount-option": (f"sudo mount -t cifs //files01/plans /mnt/plans -o username=scanner,password={LOWER[0]},vers=3.0",
                     LOWER[0]),
    "basic-auth-pair": (f"$ http -a admin:{LOWER[1]} GET https://track.example.io/api/device", LOWER[1]),
    "ini-pass": (f"[mail]\nsmtp_host = smtp.example.com\nsmtp_user = notify@example.com\nsmtp_pass = {LOWER[2]}\n",
                 LOWER[2]),
    "config-line": (f"  encryption aes256\n  password {LOWER[3]}\n", LOWER[3]),
    "security-code-prose": (f"if you need to dial in, the logger's security code is {LOWER[4]} (rotate it after)",
                            LOWER[4]),
}

CLEAN = [
    "password = hashedpw\n",
    "pwd = jsonstr\n",
    "smtp_pass = settings\n",
    "db_password = postgres\n",
    "  charset utf8mb4\n  password summer2024-placeholder\n",
    # a short random project id on a line below a token's name: an id, not the token
    "SANITY_AUTH_TOKEN: ${{ secrets.SANITY_DEPLOY_TOKEN }}\nSANITY_STUDIO_PROJECT_ID: wdnufme3\n",
]


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_generated_lowercase_where_a_password_stands_is_redacted(name):
    text, secret = LEAKS[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", CLEAN)
def test_words_identifiers_and_ids_near_a_token_word_stay(text):
    assert redact(text)[0] == text


# -- a user and its password among a call's arguments after an address (memtool/privacy/logins.py, _after_address)

ADDRESSED = {
    "pdo-dsn-variable": ('$db = new PDO($dsn, "app", "x7kq2m9v");', "x7kq2m9v"),
    "mysqli-hex": ("conn = mysqli_connect('db.internal', 'svc_etl', '0d29ed1f95e5ad74');", "0d29ed1f95e5ad74"),
    "url-then-lowercase": ('gis = GIS("https://gis.example.org/portal", "etl_loader", "qhtvkzmbwe", verify_cert=False)',
                           "qhtvkzmbwe"),
    "jdbc-digits": ('Connection conn = DriverManager.getConnection(url, "report", "48213377");', "48213377"),
    "sftp-digits": ('store = FileStore("sftp://files.example.org", "etl", "48213377")', "48213377"),
    "ip-port-user-hex": ("cam = ONVIFCamera('10.15.51.178', 80, 'onvif_user', '3251b9840473ebe5f40fe14df86393aa')",
                         "3251b9840473ebe5f40fe14df86393aa"),
}

NOT_ADDRESSED = [
    "conn = mysqli_connect('localhost', 'root', 'root');",
    "os.path.join('/srv/www', 'static', 'img')",
    "redis.Redis('cache.internal', 'default', 'orders')",
    "url = urljoin('https://api.example.com', 'v2', 'users')",
    "conn = psycopg2.connect('db.example.com', 'postgres', 'postgres')",
    "translate('docs.example.com', 'title', 'Welcome')",
    "sftp.put('files.example.com', 'upload', 'report-2024.csv')",
    "db = connect('db.example.com', 'reporting', 'analytics_v2')",
    "cache.set('orders:42', 'status', 'a1b2c3d4e5f6')",  # (no address: a cache's key and value)
]


@pytest.mark.parametrize("name", sorted(ADDRESSED))
def test_a_password_after_an_address_and_a_user_is_redacted(name):
    text, secret = ADDRESSED[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", NOT_ADDRESSED)
def test_names_paths_and_words_after_an_address_stay(text):
    assert redact(text)[0] == text


# -- hex under a field or flag named `key` alone (memtool/privacy/contexts.py, BARE_KEY_HEX_RE)

BARE_KEYS = {
    "json-member": ('[{"name": "Desk lamp", "id": "bfb55a49c5397a5a1b", "key": "9d6d5929fddd906e", "ip": "10.5.2.4"}]',
                    "9d6d5929fddd906e"),
    "json-line": ('{\n    "url": "https://api.example.int/v1",\n    "key": "fa01086b2a7b24128a458ef891828a11"\n}',
                  "fa01086b2a7b24128a458ef891828a11"),
    "flag": ("$ bioblend-cli --url https://galaxy.example.edu --key 174b2d35f6d7e2c98938b1978c6f94aa histories list",
             "174b2d35f6d7e2c98938b1978c6f94aa"),
}

NOT_BARE_KEYS = [
    "# cache key 05192aeddb1548a9",
    "$sugar_config['unique_key'] = '8e0f3c1b2a4d5e6f7a8b9c0d1e2f3a4b';",
    "const api = new GhostContentAPI({ url: 'https://x.ghost.io', key: '22444f78447824223cefc48062', version: 'v5.0' });",
    '{"key": "00000000000000000000000000000000"}',
    "ShaderCompileWorker: compiled 412 permutations, cache key A52D124629F82B201564111AF96F0BBD26322C9A",
]


@pytest.mark.parametrize("name", sorted(BARE_KEYS))
def test_hex_under_a_bare_key_field_or_flag_is_redacted(name):
    text, secret = BARE_KEYS[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", NOT_BARE_KEYS)
def test_cache_record_and_public_keys_stay(text):
    assert redact(text)[0] == text


# -- capability URLs: the path holds the credential (memtool/privacy/contexts.py, WEBHOOK_URL_RE)

CAPABILITY_URLS = {
    "ping-host-uuid": "curl -fsS -m 10 --retry 5 https://hc-ping.com/29b8b637-f0fa-406b-b8e4-5e55619645c5",
    "integration-alert-uuid": "REST endpoint: https://alert.example.com/integrations/generic/20131114/alert/"
                              "83c2e8e9-0c9e-42e0-be95-62be2a233848/edge",
    "mcp-token": "    url: https://actions.example.com/mcp/sk-ak-YgTA5V4QQi03XqsIVY92hbzWkzV75F7T/sse",
    "submit-host-hex": 'DataRouterUrl="https://submit.example.io/studio/17e6987cc873724bd178ce84b10fd3eb4f6ed492/minidump"',
    "session-link": "redirecting to https://billing.example.com/p/session/live_opooj2NZyCMJaolcOJdUaLohqOjvWEW_kU5",
    "heartbeat-token": "curl https://uptime.example.com/api/v1/heartbeat/Xk29pLmQ7vRtYw3Zb8NcQa1d",
}

NOT_CAPABILITIES = [
    "curl https://api.example.com/v2/heartbeats/payments-worker/ping",
    "curl -X POST https://api.example.com/v2/alerts/b212bd16-ea0c-434c-864f-acf36ba66a16/close?identifierType=id",
    "GET https://jupyter.example.org/api/sessions/5b528f1c-5921-4517-98e3-d6a067a902c8",
    "see https://github.com/acme/ping/commit/3f2a9c1d7e5b4a6f8c0d2e4f6a8b0c1d3e5f7a9b",
    "https://app.example.com/session/7c9e6679-7425-40de-944b-e07fc1f90ae7/replay",
    "https://mapping.example.com/tiles/3f2a9c1d7e5b4a6f8c0d2e4f/1/2/3.png",
    "https://shop.example.com/orders/7c9e6679-7425-40de-944b-e07fc1f90ae7",
]


@pytest.mark.parametrize("name", sorted(CAPABILITY_URLS))
def test_a_capability_url_is_redacted(name):
    out, count = redact(CAPABILITY_URLS[name])
    assert count >= 1 and "[REDACTED:webhook]" in out, out


@pytest.mark.parametrize("text", NOT_CAPABILITIES)
def test_ids_in_urls_stay(text):
    assert redact(text)[0] == text


def test_hex_in_a_column_named_key_alone_is_redacted_and_an_indented_row_is_read():
    text = ("# key ring of the uplink\n# spi  key_id  algo         key\n"
            "  1    0x0007  AES-256-GCM  32C36F3A52F4C7FE611FBBCC25E0E48270FDA13A\n")
    out, count = redact(text)
    assert count == 1 and "32C36F3A52F4C7FE611FBBCC25E0E48270FDA13A" not in out and "0x0007" in out, out


@pytest.mark.parametrize("text", [
    "KEY                 TYPE    TTL\nsession:42          hash    3600\n",
    "key      value\nretries  3\ntimeout  30s\n",
])
def test_a_key_column_of_names_stays(text):
    assert redact(text)[0] == text


# -- a passphrase of words where a login or a secret-reading command already says credential

PASSPHRASES = {
    "printed-by-cat": ("$ cat ~/.ansible/vault_pass.txt\nlantern-birch-saffron-umber\n$ ansible-vault view x",
                       "lantern-birch-saffron-umber"),
    "glued-user-pair": ("$ java -jar jenkins-cli.jar -s http://build.local:8080/ -auth admin:copper-quartz-lantern-moss build",
                        "copper-quartz-lantern-moss"),
    "users-map-slug": ('{\n  "RegisteredUsers" : {\n    "radiology" : "yctdg-nygsb-aqqhyy"\n  }\n}', "yctdg-nygsb-aqqhyy"),
}


@pytest.mark.parametrize("name", sorted(PASSPHRASES))
def test_a_passphrase_where_a_credential_stands_is_redacted(name):
    text, secret = PASSPHRASES[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", [
    "$ cat secrets/README\nprod-db-credentials\n",
    '{\n  "users": {\n    "admin": "read-only-role"\n  }\n}',
])
def test_slugs_that_describe_stay(text):
    assert redact(text)[0] == text


@pytest.mark.parametrize("text, secret", [
    ("$ redis-cli -h geo-cache.internal -a 'match sunset tulip honey' GEORADIUS users:geo 13.40 52.52 25 km",
     "match sunset tulip honey"),
    ('sshpass -p "quiet vellum room stacks" ssh admin@host', "quiet vellum room stacks"),
])
def test_a_password_flags_quoted_value_may_hold_blanks(text, secret):
    out, count = redact(text)
    assert count == 1 and secret not in out and "sunset" not in out and "vellum" not in out, out


@pytest.mark.parametrize("text", ["redis-cli -a '$(cat /run/secrets/redis)' ping", "redis-cli -h x -a '' ping"])
def test_a_password_flags_reference_or_empty_value_stays(text):
    assert redact(text)[0] == text


# -- digits where only a password stands: a tool's password flag (its -p is the port), -AsPlainText's literal

@pytest.mark.parametrize("text, secret", [
    ("mosquitto_sub -h mqtt.example.net -p 8883 -u sensor-bridge -P '33491' -t 'lots/+/state' -v", "33491"),
    ("ipmitool -I lanplus -H 10.20.1.181 -U ADMIN -P 4699 chassis power cycle", "4699"),
    ("$ zip -P 747048 -r source.zip src/", "747048"),
    ("PS> $pw = ConvertTo-SecureString '82179262' -AsPlainText -Force", "82179262"),
])
def test_digits_under_a_tools_password_flag_are_redacted(text, secret):
    out, count = redact(text)
    assert count == 1 and secret not in out, out


@pytest.mark.parametrize("text", [
    "mysql -h db -P 3306 -u app -p",
    "mosquitto_pub -h broker -p 1883 -t t -m '12345'",
    "$ zip -P $ZIP_PASS -r a.zip .",
    "ConvertTo-SecureString '1111' -AsPlainText",
    "ipmitool -I lanplus -H 10.0.0.5 -U admin -E sensor list",
])
def test_ports_references_and_one_repeated_digit_stay(text):
    assert redact(text)[0] == text


# -- a credential's change, announced (memtool/privacy/changes.py)

CHANGED = {
    "changed-to": ("Wi-Fi 'VENUE-OPS' password was changed to scan17 this morning", "scan17"),
    "new-one-is": ("looks like the lever key was rotated. new one is 25c9d993ac6f9eed9c393f538a746713, I pasted it",
                   "25c9d993ac6f9eed9c393f538a746713"),
    "new-password-is": ("the Net Connect user got the 90-day reset, new password is J35G. Update the service", "J35G"),
    "is-now": ("the jenkins.int password is now Qx7pLm2v", "Qx7pLm2v"),
}

NOT_CHANGED = [
    "the token limit was changed to 4096",
    "password hashing was changed to argon2id",
    "the key was set to production",
    "JWT signing key algorithm changed to RS256",
    "the PIN was set to GPIO13 on the board",
    "the code is now 2.4.1",
    "password policy was changed to 12 characters",
    "LED pin changed to 13",
    "cache key changed to build-42",
    "error code changed to E1042",
    "status code is now 404",
]


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_the_value_a_credential_was_changed_to_is_redacted(name):
    text, secret = CHANGED[name]
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", NOT_CHANGED)
def test_settings_versions_and_names_changed_stay(text):
    assert redact(text)[0] == text


def test_a_secret_files_identity_key_lines_lose_their_keys():
    text = ("$ sudo cat /etc/mosquitto/psk.txt\ngw-l4:1de6bec7d0cce111f757ae96b223e546\n"
            "gw-l6:895c45a6a52867e6b43e535000d7c58723d4de84\n")
    out, count = redact(text)
    assert count == 2 and "gw-l4:" in out and "1de6bec7" not in out and "895c45a6" not in out, out


@pytest.mark.parametrize("text", ["$ cat secrets.env\nhost:db.internal\nport:5432\n",
                                  "$ sudo cat /etc/shadow | head -1\nroot:$6$abc$xyz:19000:0:99999:7:::\n"])
def test_a_secret_files_settings_and_hash_lines_stay(text):
    assert redact(text)[0] == text


@pytest.mark.parametrize("text, kept", [
    ("$ cat /etc/openvpn/auth-user-pass.txt\nsvc-vpn-monitor\nKx9pLm2vQr7t\n", "svc-vpn-monitor"),
    ("authorization_function = mlflow.server.auth:authenticate_request_basic_auth", "authenticate_request_basic_auth"),
])
def test_a_user_name_and_a_functions_reference_are_no_passphrase(text, kept):
    assert kept in redact(text)[0]


@pytest.mark.parametrize("text", [
    'const pusher = new Pusher({\n  appId: "1406640",\n  key: "7c9d6c042d357648bb9d",\n  secret: "[REDACTED:secret]"\n});',
    "window.Echo = new Echo({\n  broadcaster: 'pusher',\n  key: 'd714ebd8e4e3178c0c97',\n  cluster: 'mt1',\n});",
    "# KSeF — token autoryzacyjny wygenerowany w Aplikacji Podatnika",
])
def test_a_pairs_public_key_client_code_and_words_of_other_languages_stay(text):
    assert redact(text)[0] == text


# -- words joined by . or _ where a password or a secret stands (after reading rounds 39-42: 4 writers of 4, 10 sources)

@pytest.mark.parametrize("text, secret", [
    ('"userName": "ds-connect",\n  "password": "deed.codicil.codicil",\n', "deed.codicil.codicil"),
    ("  c.grafana_password = 'spinor.boson.kernel'\n", "spinor.boson.kernel"),
    ("$ wraptool sign --account dev --password 'vinyl.synth.reverb' \\", "vinyl.synth.reverb"),
    ('jwt.verify(token, process.env.JWT_SECRET || "ember_sparrow_meadow_violet71", (err) => {',
     "ember_sparrow_meadow_violet71"),
    ('\tadmin_secret = "lantern_maple_meadow_harbor61"\n', "lantern_maple_meadow_harbor61"),
])
def test_a_passphrase_of_dotted_or_underscored_words_is_redacted(text, secret):
    out, count = redact(text)
    assert count >= 1 and secret not in out, out


@pytest.mark.parametrize("text", [
    "password = config.db.password", "DB_PASSWORD = settings.database.password", "secret: app.config.secret_key",
    "secret = params.aws.credentials", "password_hasher = 'django.contrib.auth.hashers'",
    "password = 'auth.backends.model'", 'PASSWORD_RESET_URL = "accounts.password.reset"',
])
def test_dotted_references_stay(text):
    assert redact(text)[0] == text
