"""Structural shapes without a name next to the value (memtool/privacy/shapes.py): pairs, prose
in more words, command lines, code and configuration, private keys quoted line by line -- and
the ordinary text beside each that must come back byte-identical. Values come from a seeded RNG
so no file here holds a whole credential-shaped string."""

from __future__ import annotations

import random
import string

import pytest

from memtool.privacy import redact
from test_privacy_shapes import assert_redacted, random_text

_R = random.Random(2112)


_rand = random_text(_R)


V = _rand(18)
LETTERS = _rand(14, string.ascii_letters)
HUMAN = "Orchid" + str(_R.randint(1000, 9999)) + "!"
SHORT_HUMAN = "salmon" + str(_R.randint(2, 9)) + "!"
PEM_BODY = [_rand(64, string.ascii_letters + string.digits + "+/") for _ in range(4)]

LEAKS = {
    # pairs
    "label-pair": (f"rabbit-2 -> u: deploy p: {V}", V),
    "label-pair-words": (f"user bob pass {HUMAN}", HUMAN),
    "creds-arrow-slash": (f"the vpn creds -> deploy / {SHORT_HUMAN}", SHORT_HUMAN[:-1]),
    "credentials-and": (f"credentials are sa and {V}", V),
    "ticked-pair": (f"- db-prod-1: `admin` / `{V}`", V),
    "try-user-colon": (f"try ci:{V}, should still work", V),
    "haproxy-stats-auth": (f"  stats auth admin:{V}\n", V),
    "logged-in-as-with": (f"logged in as sa with {HUMAN}, looks fine", HUMAN),
    "add-user": (f"rabbitmqctl add_user svc {V}", V),
    "change-password": (f"rabbitmqctl change_password root {LETTERS}", LETTERS),
    "ftp-user-line": (f"ftp -n <<EOF\nuser svc {HUMAN}\nput a.txt\nEOF", HUMAN),
    "url-then-user-secret": (f"mc alias set minio http://minio:9000 admin {V}", V),
    "net-use": (f"net use Z: \\\\fs\\share {V} /user:ACME\\admin", V),
    "lftp-u": (f"lftp -u ci,{V} sftp://files.acme.io", V),
    "pdo": (f"new PDO($dsn, 'reporting', '{HUMAN}');", HUMAN),
    "mysqli-connect": (f"mysqli_connect('db', 'app', '{V}', 'shop');", V),
    "network-credential": (f'new NetworkCredential("admin", "{V}")', V),
    "smtp-start": (f"Net::SMTP.start('smtp', 587, 'acme.io', 'admin', '{LETTERS}', :login)", LETTERS),
    "ldap-bind": (f"ldap.simple_bind_s('cn=app,dc=acme', '{HUMAN}')", HUMAN),
    # prose in more words
    "pw-for-is": (f"@dana pw for staging-db is {V}", V),
    "password-is-now": (f"the rabbit-2 password is now {LETTERS}", LETTERS),
    "root-pw-to": (f"i changed the root pw to {HUMAN} fyi", HUMAN),
    "german": (f"Passwort ist {HUMAN}", HUMAN),
    "french": (f"mot de passe: {V}", V),
    "spanish": (f"contraseña: {LETTERS}", LETTERS),
    "noun-then-value": (f"the default admin password {V} was hardcoded", V),
    "use-for": (f"use {LETTERS} for the keystore password", LETTERS),
    "noun-then-later-colon": (f"my token expired so I made a new one: {HUMAN}\n", HUMAN),
    "the-key-value": (f"here's the key {HUMAN} -- don't commit it", HUMAN),
    # command lines
    "echo-sudo-s": (f"echo '{HUMAN}' | sudo -S systemctl restart app", HUMAN),
    "here-string": (f"vercel env add DB_PASSWORD production <<< {V}", V),
    "process-substitution": (f"rsync --password-file=<(echo {V}) a deploy@h::m", V),
    "zip-P": (f"zip -P {V} secrets.zip notes.txt", V),
    "7z-glued": (f"7z a -p{HUMAN} backup.7z ./data", HUMAN),
    "openssl-k": (f"openssl enc -aes-256-cbc -k {HUMAN} -in db.sql -out db.enc", HUMAN),
    "user-flag-P": (f"mosquitto_pub -h mq -u svc -P {V} -t t -m hi", V),
    # code and configuration
    "rust-typed-const": (f'const SECRET: &str = "{V}";', V),
    "go-byte-slice": (f'var jwtKey = []byte("{V}")', V),
    "python-bytes": (f"HMAC_KEY = b'{V}'", V),
    "builder-setter": (f'    .password("{HUMAN}")', HUMAN),
    "elixir-atom": (f'config :app, :secret_key_base, "{V}"', V),
    "annotation": (f'@Value("{V}") private String secret;', V),
    "jwt-sign": (f"jwt.sign(payload, '{HUMAN}', {{ expiresIn: '1h' }})", HUMAN),
    "properties-glued-colon": (f"jdbc.password:{LETTERS}\n", LETTERS),
    "go-dump": (f"&{{Host:db User:app Password:{HUMAN} DB:shop}}", HUMAN),
    "terraform-default": (f'variable "admin_password" {{\n  default = "{V}"\n}}\n', V),
    "nginx-directive": (f"proxy_set_header X-Api-Key {LETTERS};\n", LETTERS),
    "yaml-list": (f"tokens:\n  - {V}\n", V),
    "sonar-login": (f"sonar.login={V}\n", V),
    # second round: Windows, SQL, notebooks, mobile
    "as-plain-text": (f"$secure = ConvertTo-SecureString '{V}' -AsPlainText -Force", V),
    "cmdkey-pass": (f"cmdkey /add:fileserver /user:deploy /pass:{HUMAN}", HUMAN),
    "msbuild-property": (f"msbuild app.sln /p:SigningPassword={V}", V),
    "net-user-add": (f"net user deploy {LETTERS} /add", LETTERS),
    "runas-echo": (f'runas /user:app "cmd /c echo {V} | app.exe"', V),
    "keychain-p": (f"security unlock-keychain -p {V} build.keychain", V),
    "plist-pair": (f"<key>APIKey</key>\n<string>{V}</string>", V),
    "hadoop-property": (f"<property><name>fs.azure.account.key.acme.blob.core.windows.net</name>"
                        f"<value>{V}</value></property>", V),
    "android-string": (f'<string name="maps_api_key">{V}</string>', V),
    "indexer": (f'builder.Configuration["Api:Key"] = "{HUMAN}";', HUMAN),
    "identified-by-bare": (f"CREATE DATABASE LINK crm CONNECT TO etl IDENTIFIED BY {LETTERS} USING 'crm';", LETTERS),
    "login-kwarg": (f"wandb.login(key='{V}')", V),
    "jwt-parent": (f'{{"Jwt": {{"Issuer": "acme", "Key": "{HUMAN}"}}}}', HUMAN),
    "json-escaped-prose": (f'"outputs": [{{"text": "Connected as analyst using password {V}\\n"}}]', V),
    "url-password-hash": (f"pd.read_sql(q, 'postgresql://ro:Fjord{_R.randint(1000, 9999)}#@10.2.0.8/dw')", None),
    # third round: CI files
    "caddy-basicauth-label": (f'  labels:\n    - "caddy.basicauth.admin={_rand(40) + "/" + _rand(19)}"\n', None),
    "random-letters-yaml": ("env:\n  SONAR_TOKEN: " + "TixNzbdaZRKEslhF"[::-1] + "\n", "TixNzbdaZRKEslhF"[::-1]),
    # private keys quoted line by line
    "pem-quoted": ("> -----BEGIN OPENSSH PRIVATE KEY-----\n" + "".join(f"> {line}\n" for line in PEM_BODY)
                   + "> -----END OPENSSH PRIVATE KEY-----\n", PEM_BODY[1]),
}


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_structural_shape_is_redacted(name):
    assert_redacted(*LEAKS[name])


ORDINARY = [
    # a key pair's identifier: Google publishes it with the public certificate (tests/redaction_dev/README.md)
    f"{{'private_key_id': '{_rand(40, '0123456789abcdef')}'}}",
    # a name whose first word is an operation on a secret names the operation: its argument is an id
    "$ gpg --list-secret-keys 6F1C0A9B2D3E4F50\n",
    "$ gpg --delete-secret-keys 3A9D0C7E51B2F486\n",
    # pairs that are not credentials
    "login: admin / see the vault", "user bob pass it on", "creds -> see the runbook",
    "`on_stdout`/`on_stderr` callbacks", "for followed_user in users:", "useRegex = useRegex and caseless",
    "# See http://tools.ietf.org/html/rfc3986#section-5.2.4 for remove_dot_segments",
    "mongosh --username admin --password", "adduser alice sudo", "usermod -aG docker alice",
    "curl -d grant_type=client_credentials -d client_id=acme-ci https://login.acme.io/token",
    "connect('localhost', 'app')", "logged in as admin with SSO",
    "Authorization: AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request",
    # prose
    "the password is stored in 1Password", "password reset emails go out via the mailer now",
    "the token expired again, I'll ask for a new one", "pass it to the next stage",
    "Cache restored from key: Linux-node-0c030586945fe504b604ecc2e875c38ede400cd5cd73da9730302162e6b02c6f",
    "use a long random string for the db password", "passwords must be at least 12 characters",
    "InvalidToken: 4c3b9f5e-1d2a-4b6c-8e7f-0a1b2c3d4e5f",
    # command lines
    'echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin',
    "openssl rsa -in enc.key -passin env:KEY_PASS -out dec.key",
    "openssl pkcs12 -export -in c.pem -out c.p12 -passout file:/run/pass", "mkdir -p src/app",
    "docker run -p 8080:80 nginx", "psql -U app -p 5432 shop", "python -m pytest -p no:cacheprovider",
    "docker build --secret id=npm,src=$HOME/.npmrc .", "zip -r backup.zip ./data", "wget -P /tmp https://x",
    "grep -P '\\d{4}-\\d{2}' log.txt", "cat <<< \"$DB_PASSWORD\" | wc -c",
    # code and configuration
    'assert user.check_password("correct-horse")', 'const SECRET_HEADER: &str = "X-Secret";',
    "var jwtKey = []byte(os.Getenv(\"JWT_KEY\"))", "HMAC_KEY = os.environb[b'HMAC_KEY']",
    '.password(&settings.db_password)', '@Value("${app.secret}") private String secret;',
    "spring.datasource.password=${DB_PASSWORD}", "&{Host:db User:app DB:shop}",
    'variable "admin_password" {\n  type      = string\n  sensitive = true\n}\n',
    "proxy_set_header X-Api-Key $api_key;\n", "tokens:\n  - name\n  - value\n",
    "jwt.sign(payload, process.env.JWT_SECRET)", "_encode_auth('username%3Apassword')",
    "> -----BEGIN PUBLIC KEY-----\n> MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n> -----END PUBLIC KEY-----\n",
    # second round
    "$secure = ConvertTo-SecureString $env:DB_PASSWORD -AsPlainText -Force", "cmdkey /list",
    "msbuild app.sln /p:Configuration=Release", "net user deploy /delete", "runas /user:ACME\\admin cmd",
    "git log -p HEAD~3..HEAD", "security unlock-keychain -p \"$KEYCHAIN_PASSWORD\" build.keychain",
    "<key>CFBundleVersion</key>\n<string>42</string>", '<string name="app_name">Acme</string>',
    '<add key="ApiSecret" value="#{ApiSecret}#" />', 'settings["db.password"] = os.environ["DB_PASSWORD"]',
    "types identified by name), these are not", "blobs (identified by their git-sha or sha256)",
    "CREATE USER 'app'@'%' IDENTIFIED WITH auth_socket;", "wandb.login()", '{"Jwt": {"Issuer": "acme", "KeyVaultName": "kv"}}',
    "key_id = 'primary'", "ALTER ROLE report_ro WITH LOGIN PASSWORD NULL;",
    # third round
    f"cache key: npm-{_rand(40, '0123456789abcdef')}\n", "Hi, passwords rotate on the first Monday (user: see the vault).",
    "getTokenFromHeader", "parseHttpResponse", "TestPasswordReset", "requireauth = true",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_beside_the_structures_is_untouched(text):
    assert redact(text) == (text, 0)
