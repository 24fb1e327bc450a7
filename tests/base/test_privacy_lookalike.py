"""Clean text that looks like a secret stays as it is, by cause (`memtool.privacy.lookalike`), and the
same shapes where they are a secret's value are still redacted.

Pure functions: no database. The corpus-wide rates are in test_redaction_corpus.py."""

from __future__ import annotations

import pytest

from memtool.privacy import MARKER_RE, lookalike, redact, scrub, scrub_value

SHA1 = "42dca161fe1f10c3ef1ddf7d7234767fa7b77777"
UUID = "ecacf219-209c-f88b-8340-9fbbd1169e19"
ED25519 = "AAAAC3NzaC1lZDI1NTE5AAAAIbG9yZW0gaXBzdW0gZG9sb3IgZ2FyZGVuIHRpZ2Vy"


@pytest.mark.parametrize("cause, text", [
    # where the secret comes from, not the secret
    ("reference", ': "${API_KEY:?API_KEY must be set}"'),
    ("reference", '<add key="ApiSecret" value="#{ApiSecret}#" />'),
    ("reference", "docker build --secret id=npm,src=$HOME/.npmrc ."),
    ("reference", "LoadCredential=db-password:/etc/credstore/auth.db-password"),
    ("reference", "mytool --db-pass=env(\"DB_PASS\")"),
    ("reference", "mytool --pass=os.environ[\"PASS\"]"),
    ("reference", 'export JWT_SECRET="{{resolve:secretsmanager:prod/db:SecretString:jwt_secret}}"'),
    ("reference", "mytool deploy --client-secret $__file{/etc/secrets/client_secret}"),
    ("reference", "mytool deploy --private-key $env:PRIVATE_KEY"),
    ("reference", "mytool deploy --pass secretsmanager:pass"),
    ("reference", "DB_PASSWORD=lambda: db_password"),
    # code
    ("code", "$SecurePassword = Read-Host -AsSecureString 'Password for svc_search'"),
    ("code", "set /p DB_PASS=Enter password: "),
    ("code", "mytool deploy --pass get_pass()"),
    ("code", "<auth>self._auth</auth>"),
    ("code", "mytool --secret=Field(default=None, repr=False)"),
    ("code", "mytool deploy --client-secret *client_secret"),
    ("code", "from .http11 import AsyncHTTP11Connection\nfrom .interfaces import AsyncConnectionInterface"),
    ("code", "                private_key: Ed25519PrivateKey | Ed448PrivateKey"),
    ("code", "    :param key: A :class:`.Ed25519PrivateKey` or :class:`.Ed448PrivateKey`"),
    ("code", "Text encoding used to encode ``basic_auth`` before base64 encoding."),
    ("code", 'tokens = r"H{1,2}|h{1,2}|m{1,2}|s{1,2}|S+|YYYY|YY|MM|DD|A|Z{1,2}"'),
    ("code", "    AnsiParser.wrap(colored_message.tokens, ansi_level=ansi_level, color_tokens=color_tokens)"),
    ("code", '                        elif token == "#bygroup":'),
    ("code", "    def __init__(self, mailhost, fromaddr, toaddrs, subject,\n                 credentials=None, secure=None, timeout=5.0):"),
    ("placeholder", '"`--secrets KEY=value` leaves the value in your shell history"'),
    ("fixture", '...     verify_token="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...",'),
    ("prose", "This should be called for any type that can be identified by reference.\nThis includes recursive types."),
    # public material
    ("public", f"+10.79.239.143 ssh-ed25519 {ED25519}"),
    ("public", f"ssh_key: {ED25519}"),
    ("public", "export AUTHORIZED_KEY=\"SHA256:kb5zUKNYNCYEt7FgIQMteelpzTiG9VzE4jPabfmR4Gg\""),
    ("public", "Ssh-Key: MD5:e3:81:da:21:0d:73:3a:c1:54:68:df:59:a9:f4:92:12"),
    # ciphertext and password hashes
    ("cipher", "  <password>{bG9yZW0gaXBzdW0gZG9sb3I=}</password>"),
    ("cipher", "spring:\n  datasource:\n    password: '{cipher}AQA8Zk3jV9mLqR2wT5yB7nC1xD4eF6gH'"),
    ("cipher", "db.password=ENC(ffpMqAq2URSNpS/+av9cqovwArKMZyQf)"),
    ("cipher", "smtp_password: ENC[AES256_GCM,data:UQr+D5Zjl21vsea06ssBRB+claNJDvvJ,iv:jfhycL9eqy8BIj8U,tag:jfhycL9eqy8B==,type:str]"),
    ("cipher", "ADMIN_PASSWORD=vault:v1:zIFDmUtHcnimwWGq7uVv5AlgTX4nf0ZB"),
    ("cipher", "password: $2b$12$KqfuDqd7dPWW5WtrPpEVHio4dhIAeJsfqBLYPVlb0z0ka02LL4wcP"),
    ("cipher", "admin_password = pbkdf2_sha256$600000$F07YMm0nTLhFt6UiolFS$AG+kf7G1KW/OZtg73w1qj9DpAgtBcgsz"),
    ("cipher", "userPassword: {SSHA}NJMBWwDOqCVUjZLYNOFzuh8QY4XSMlnz"),
    ("cipher", "encryptedData:\n    password: AgB8cc89e63b0c0f0b9502611d497bc52a48cc89e63b0c0f0b9502611d497bc52a4Xk9"),
    # fixtures
    ("fixture", "$ echo eyJvayI6dHJ1ZX0= | base64 -d"),
    # a value that repeats its name, or describes one
    ("repeats", "-      POSTGRES_PASSWORD: postgres"),
    ("repeats", "DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres"),
    ("repeats", 'user = User.objects.create_user("alice", password="alice")'),
    ("fixture", "VITE_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"),
    ("identifier", "Vault token_accessor  8609694a-cdbc-db9b-d345-e782dbb562ed"),
    ("describes", 'db_password = "not-a-real-secret"'),
    ("describes", "PASS=FILL_ME_IN"),
    ("describes", "github_token: @@GITHUB_TOKEN@@"),
    ("prose", 'db_password: "the same as staging"'),
    ("prose", '{"password": "masked in logs"}'),
    ("prose", "ADMIN_PASSWORD=handled by the proxy"),
    # an identifier under a name that does not say secret
    ("identifier", f"InvalidToken: {UUID}"),
    ("identifier", f"cache key: npm-{SHA1}"),
    ("identifier", "mytool --idempotency-key=ecee9095fa56a727c2bcd3486cecb59f32639a4896f697ee5795e88744a7ce7d"),
    ("identifier", f"<lock_token>{UUID}</lock_token>"),
    ("identifier", "Token refresh failed; request id: 0ee73590e32ad83896c488f3e22e25a7"),
])
def test_look_alike_stays(cause, text):
    out, n = scrub(text)
    assert out == text and n == 0, cause


@pytest.mark.parametrize("text, secret", [
    ("API_KEY=44f671a2d87cd38aa892f5e542773b98", "44f671a2d87cd38aa892f5e542773b98"),  # hex under a secret's name
    (f"export SESSION_SECRET={UUID}", UUID),  # a UUID under a secret's name
    ("POSTGRES_PASSWORD: Xk29fjq2Lm", "Xk29fjq2Lm"),  # not the name's own word
    ('@Value("${acme.upstream.credential:SK82f394da6ea83558c2b53890e492d60e}")',
     "SK82f394da6ea83558c2b53890e492d60e"),  # a default after ``:`` is a literal
    ("redis-server --requirepass *pdgczyz8FX49l", "*pdgczyz8FX49l"),  # not a pointer: random
    ('password = "stPAjz.lPKMFCaky"', "stPAjz.lPKMFCaky"),  # not an attribute: random
    ("$ redis-cli -h 10.20.3.14 -a b117f199ace26b61eba41491f3148ac78d7d186e DBSIZE",
     "b117f199ace26b61eba41491f3148ac78d7d186e"),  # hex after a flag that names no identifier
    ("git clone https://root:3d3bb6aed8e3e24f6f739ae456be4577@git.acme.example/team/auth.git",
     "3d3bb6aed8e3e24f6f739ae456be4577"),
    ("const key = 'dop_v1_8cb9461d8b2d5fb41442282767d1b90c75c971641038a0762df6adeb917d6d66';",
     "dop_v1_8cb9461d8b2d5fb41442282767d1b90c75c971641038a0762df6adeb917d6d66"),  # a provider's prefix
    ('password: "correct horse battery staple"', "correct horse battery staple"),  # a passphrase, not prose
    ("SIM_PIN=14357953", "14357953"),
    ('login("admin", password="Xk29fjq2")', "Xk29fjq2"),
    ("mytool --secrets DB_PASSWORD=Xk29fjq2Lm", "Xk29fjq2Lm"),
    ('token = "ybTA%%qiWu#A=-5"', "ybTA%%qiWu#A=-5"),
    ("token=ghp_aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4...", "ghp_aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4"),
    # an identifier's word in the name, but the line has said which secret comes (the job it is for, not its id)
    ("The signing secret for the nightly build job: 9c3e1f0b7a5d2c4e8f6a1b3d5c7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e, ok?",
     "9c3e1f0b7a5d2c4e8f6a1b3d5c7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e"),
])
def test_same_shape_as_a_secret_is_redacted(text, secret):
    out, n = scrub(text)
    assert secret not in out and n >= 1 and MARKER_RE.search(out)


def test_json_field_under_a_secret_name_keeps_a_harmless_value():
    payload = {"env": {"DB_PASSWORD": "{cipher}AQA8Zk3jV9mLqR2wT5yB7nC1xD4eF6gH", "API_TOKEN": "q8Zr2LmX9vKp4TnW7sYb"}}
    out, n = scrub_value(payload)
    assert out["env"]["DB_PASSWORD"] == payload["env"]["DB_PASSWORD"]
    assert out["env"]["API_TOKEN"] != payload["env"]["API_TOKEN"] and n == 1


def test_harmless_judges_the_value_between_quotes():
    text = 'value: "getpass.getpass()"'
    start = text.index('"')
    assert lookalike.harmless(text, start, len(text))
    assert not lookalike.harmless('value: "q8Zr2LmX9vKp4TnW7sYb"', 7, 29)


_PUBLIC_NAMED = [
    "STRIPE_PUBLISHABLE_KEY=pk_live_" + "Hx8sKJ2eZvKYlo2C9xQ3pM" + "Tw0Kq8fQ0aZ7GmhD1x2Lw3t",
    "DISCORD_APPLICATION_ID=1098765432109876543\nDISCORD_PUBLIC_KEY=" + "5b3c1f0e9d8a7b6c" * 4 + "\n",
    "registered device: fcm_token_sha256=" + "9f8e7d6c5b4a3928" * 4 + " installation_id=5e",
    "token request: keyName=FkLzj8.wC7AAd capability={} nonce=10ef3fbef2644907",
    "https://x.example/authorize?client_id=abc&code_challenge=" + "Xk3jd8Ffj3kdK39dkfj3KDJf" + "83kdjf83kdjf8&state=SVH13",
    "var options = { key: 'rzp_live_" + "K6sATthJhel9FH', amount: 50000 };",
    'Artifacts=(ClientId="xyzaz51pl6o9rdq0b",ClientSecret="",ProductId="' + "a6992669035" * 3 + '")',
    "unable to obtain CSRF cookie (state=" + "Xk3jd8Ffj3kdK39dkfj3KDJf83kdjf83" + ")",
    "RECAPTCHA_SITE_KEY=6Lc" + "Qk2AqAAAAAJx8Tz0PqR3uVw9YbN1cD5eF7gHi",
    "ALGOLIA_SEARCH_ONLY_API_KEY=" + "8c4f1a2b3d5e6f70" * 2,
    "NEXT_PUBLIC_POSTHOG_KEY=phc_" + "Xk29sLq81mZp0QwErTy7" * 2,
    "datadogRum.init({ clientToken: 'pub" + "8c4f1a2b3d5e6f70" * 2 + "', site: 'datadoghq.eu' })",
    "MAPBOX_TOKEN=pk.eyJ1IjoiYWNtZSIsImEiOiJja3F6eDF5ZzQw" + "MGFrMnBw" + ".Zk3x9QvT2bLmN8pR4sW1yA",
    "  clientKey: 'live_" + "AM4LZXUPFGDR0ER3I4JUMSRZ0GO45XGB',",
    "# public key: age1" + "lwqe28eq9wg4xne3tsgeyma88rdtmsq8p3ma78ad75ve5886utatmwhq4f",
    "    val signingPassword: String? by project",
    "private val secret: ByteArray? = null",
    "db.password=![01qeQNs5pDgcVDodSfteaUS6r0tRDTYR]",
    "{ nkey: UBIRHXPAE6GU3MSXHNLNPAFSLL2LIFYTC3WBPKI3W2TXMGZF6PX765I6 }",
    "airtable base: appw0cGDUeVwIHDhv table: tbljW9rdXkZ3gXofi",
    "SF_CONSUMER_KEY=3MVG91JmPxyrdhh.Lv_2ocStUxAjSFhClPRnjqGeUP1UYntKqkqIGi9e.V_XR92GH1BpXzwWWIOSzQ8Iil00K",
    'Authorization: OAuth realm="8220163_SB1", oauth_consumer_key="********", oauth_version="1.0"',
    "MessageBird-Signature-JWT header = eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "3824;[authentication username=8047 password=test];pbx01.example.lan",
    # (a YAML tag naming where the value is, a psql variable, a CI service's encrypted value)
    "token: !env_var HA_TOKEN\nha_url: http://homeassistant.local:8123",
    "ALTER ROLE app_rw PASSWORD :'newpw';  -- psql variable",
    "CM_KEYSTORE_PASSWORD: Encrypted(RzzOC8EYUw+uW8X5LVA7bv0Ws6Tdm4D5r0Lvd7c48OQ+Re205ULTF9wwGpk)",
    # (a hidden form field every visitor is served; the name of the Kubernetes secret holding a value)
    '<input type="hidden" name="form_key" value="Qm9xT2VaR1pZa3dLc0p3" />',
    "env:\n  - name: DB_ROOT_PASS\n    valueFrom:\n      secretKeyRef:\n        name: shopdb-xni1z\n        key: root-pass\n",
    # (Twilio resource SIDs -- account, message, service -- are identifiers, whatever names them)
    "TWILIO_ACCOUNT_SID=AC" + "5d0e91c3a7b2f486" * 2 + "\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}",
    "MessageSid=SM" + "0a9e8d7c6b5f4e3d" * 2 + "&AccountSid=AC" + "9f8e7d6c5b4a3f2e" * 2 + "&From=%2B15550100",
]


@pytest.mark.parametrize("text", _PUBLIC_NAMED)
def test_a_value_whose_name_says_public_or_id_stays(text):
    assert redact(text) == (text, 0)


@pytest.mark.parametrize("text,secret", [
    ("AWS_ACCESS_KEY_ID: 'shpat_" + "a61db411c5a4b1a6" * 2 + "'", "a61db411c5a4b1a6"),
    ("password for the shared account: " + "irNUclSyQhgJElPz2LgO", "irNUclSyQhgJElPz2LgO"),
    ("sessionid=" + "Xk3jd8Ffj3kdK39dkfj3KDJf83kdjf83", "Xk3jd8Ffj3kdK39dkfj3KDJf83kdjf83"),
    ("RECAPTCHA_SECRET_KEY=6Lc" + "Qk2AqAAAAAJx8Tz0PqR3uVw9YbN1cD5eF7gHi", "Qk2AqAAAAAJx8Tz0PqR3uVw9YbN1cD5eF7gHi"),
    ("ALGOLIA_ADMIN_API_KEY=" + "8c4f1a2b3d5e6f70" * 2, "8c4f1a2b3d5e6f70" * 2),
    ("wifi_password: !Qn0M0m93pzbIIgRKt4F", "Qn0M0m93pzbIIgRKt4F"),
    ('<input type="hidden" name="api_password" value="Zk3jd8Ffj3kdK39dkfj3" />', "Zk3jd8Ffj3kdK39dkfj3"),  # (a password starting with "!", no tag)
    # (a SID's shape under a name saying key or token is that key or token)
    ('client = Anthropic(api_key="AC' + "3e5f7a9b1c2d4e6f" * 2 + '")', "3e5f7a9b1c2d4e6f" * 2),
])
def test_public_name_guard_keeps_credentials(text, secret):
    assert secret not in redact(text)[0]
