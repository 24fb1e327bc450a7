"""The shapes in which credentials leak (issue 21), each with a made-up value, and the ordinary
developer text next to them that must come back byte-identical. The values are generated
from a seeded RNG so no file here holds a whole credential-shaped string."""

from __future__ import annotations

import json
import random
import string

import pytest

from memtool.privacy import redact, scrub_value

_R = random.Random(21)


def random_text(rng: random.Random):
    """`rand(n, alphabet)`: n characters drawn from `rng` (each test file seeds its own)."""
    def rand(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))
    return rand


_rand = random_text(_R)


V = _rand(20)  # a random value
LETTERS = _rand(16, string.ascii_letters)  # letters-only (PwozSptQLxEJHwBV-like)
HUMAN = "Summer" + str(_R.randint(1000, 9999)) + "!"  # what people type
PASS12 = _rand(12)
PEM_BODY = [_rand(64, string.ascii_letters + string.digits + "+/") for _ in range(5)]
PEM_SECRET = PEM_BODY[2]

LEAKS = {
    # URL credentials, any scheme; connection strings
    "postgres-url": (f"postgres://app:{PASS12}@db:5432/x", PASS12),
    "amqps-url": (f"amqps://svc:{PASS12}@mq:5672/vh", PASS12),
    "redis-empty-user": (f"REDIS_URL=redis://:{PASS12}@cache:6379/0", PASS12),
    "jdbc-semicolon": (f"jdbc:sqlserver://h:1433;user=sa;password={HUMAN}", HUMAN),
    "jdbc-query": (f"jdbc:mysql://h/db?user=admin&password={PASS12}&ssl=true", PASS12),
    "url-query-token": (f"https://h/export?format=csv&token={V}", V),
    "libpq-dsn": (f'psql "host=db user=app password={PASS12} dbname=shop"', PASS12),
    "pgpass-line": (f"db.acme.io:5432:shop:app:{PASS12}", PASS12),
    # headers in commands
    "auth-any-scheme": (f'curl -H "Authorization: Api-Token {V}" https://x', V),
    "auth-ssws": (f'curl -H "Authorization: SSWS {V}" https://x', V),
    "token-header": (f'curl -H "Token: {_rand(16, "0123456789abcdef")}" https://x', None),
    "x-api-key": (f"curl -H 'X-Api-Key: {V}' https://x", V),
    "httpie-header": (f"http GET api.acme.io/users Private-Token:{V}", V),
    "bearer-symbols": (f"> Authorization: Bearer {HUMAN}x9", HUMAN + "x9"),
    "basic-in-log": (f"DEBUG auth header: Basic {V}", V),
    # a quoted passphrase piped to a program that reads its password from stdin; a quoted -P beside a user's flag
    "echo-passphrase-to-gpg": ("$ echo 'partner sku crossdock pallet' | gpg --batch --passphrase-fd 0 -d x.pgp > x\n",
                               "partner sku crossdock pallet"),
    "signtool-passphrase": ("> signtool sign /fd SHA256 /f Build\\Cert\\partner.pfx /p raven-moss-moss-raven /tr http://ts.example\n",
                            "raven-moss-moss-raven"),
    "prose-later-is": (f"You need to set SYNAPSE_AUTH_TOKEN, the one I made for the lab account is {V}\nthen log in\n", V),
    "prose-later-is-new-one": ("I rotated the live key after the incident, new one is live-267ffba0-23e6-4040-836b-0b80fdce51c7 - "
                               "please don't paste it\n", "live-267ffba0-23e6-4040-836b-0b80fdce51c7"),
    "lftp-comma-slash": (f"$ lftp -u posadmin,/8j5G6Wz7EBbbGi02fax1K{V} sftp://edi.example.com -e 'mirror /out ./in; bye'\n",
                         f"/8j5G6Wz7EBbbGi02fax1K{V}"),
    "lftp-comma-dash": ("lftp -u assaydrop,'-O!hxtZYroEw_HVu' sftp://sftp.example.net -e 'mirror --only-newer /out /in; bye'\n",
                        "-O!hxtZYroEw_HVu"),
    "quoted-dash-p-slug": ("mosquitto_pub -h mqtt.example -p 8883 -u band-gw -P 'gapes-oiwib-7otinq' -t hr\n", "gapes-oiwib-7otinq"),
    # (base64 of user:password, whatever the password is made of: joined words decode to what reads as a fixture)
    "basic-of-words": ("Authorization: Basic Z2F0ZWFwaTpzcG90bGlnaHQtbGFueWFyZC1jb25mZXR0aS1tYXJxdWVl\n", "Z2F0ZWFwaTpzcG90bGlnaHQtbGFueWFyZC1jb25mZXR0aS1tYXJxdWVl"),
    "query-key": (f"https://maps.acme.io/v1/geo?key={PASS12}&q=x", PASS12),
    # assignments whose name says secret, any casing or compound
    "camel-secret": (f"myServiceSecret={V}", V),
    "creds": (f"creds = '{V}'", V),
    "do-not-share": (f'deploy_secret_do_not_share = "{V}"', V),
    "numbered-token": (f'billing_api_token_2 = "{V}"', V),
    "letters-env": (f"DB_PASSWORD={LETTERS}", LETTERS),
    "letters-yaml": (f"database:\n  password: {LETTERS}\n", LETTERS),
    "export-token": (f"export API_TOKEN={LETTERS}", LETTERS),
    "client-secret-yaml": (f"client_secret: {LETTERS}\n", LETTERS),
    "secret-key-word": ("SECRET_KEY=bananaphone\n", "bananaphone"),
    "random-12": (f"API_KEY={PASS12}", PASS12),
    "make-assign": (f"HOOK_SECRET ?= {V}", V),
    "fish-set": (f"set -x SMTP_PASS {HUMAN}", HUMAN),
    "git-config": (f"git config --global github.token {V}", V),
    "gh-secret-body": (f'gh secret set DEPLOY_TOKEN --body "{V}"', V),
    "csharp-property": (f'public string GithubPwd {{ get; set; }} = "{LETTERS}";', LETTERS),
    "js-fallback": (f'const apiKey = process.env.API_KEY || "{V}";', V),
    "define-call": (f"define('AUTH_TOKEN_SECONDARY', '{V}');", V),
    "passphrase": ("HOOK_SECRET=kelp-cobalt-goblet-quartz", "kelp-cobalt-goblet-quartz"),
    "yaml-folded": (f"    minio_secret_key: >-\n      {HUMAN}\n", HUMAN),
    # env objects, lists, name/value pairs
    "env-object": (json.dumps({"mcpServers": {"pg": {"env": {"DB_PASS": LETTERS}}}}), LETTERS),
    "apikeys-list": (json.dumps({"apiKeys": [V, _rand(20)], "region": "eu"}), V),
    "k8s-env": (f'env:\n  - name: DEPLOY_SECRET_2\n    value: "{V}"\n', V),
    "flag-compound": (f"./deploy.sh --my-service-secret {V} --region eu", V),
    # prose
    "prose-password-to": (f"the password to the staging db is {HUMAN}", HUMAN),
    "prose-reset-to": (f"I reset the pass of wifi to {PASS12}, let me know", PASS12),
    "prose-creds-pair": (f"DB creds are app / {PASS12}", PASS12),
    "prose-use-as": (f"Use `{PASS12}` as the password for now.", PASS12),
    "prose-use-as-bare": (f"use {PASS12} as the db password", PASS12),
    # private keys anywhere
    "pem-json-escaped": (json.dumps({"private_key": "-----BEGIN PRIVATE KEY-----\n" + "\n".join(PEM_BODY)
                                     + "\n-----END PRIVATE KEY-----\n"}), PEM_SECRET),
    "pem-yaml-indented": ("tls:\n  key: |\n    -----BEGIN RSA PRIVATE KEY-----\n"
                          + "".join(f"    {line}\n" for line in PEM_BODY)
                          + "    -----END RSA PRIVATE KEY-----\n", PEM_SECRET),
    "pem-string-pieces": ('KEY = (\n    "-----BEGIN EC PRIVATE KEY-----\\n"\n'
                          + "".join(f'    "{line}\\n"\n' for line in PEM_BODY)
                          + '    "-----END EC PRIVATE KEY-----\\n"\n)\n', PEM_SECRET),
}


def assert_redacted(text: str, secret: str | None) -> None:
    """The text is redacted, no half of the secret (≥ 8 characters) survives, and redaction is idempotent."""
    out, count = redact(text)
    assert count >= 1 and "[REDACTED:" in out, out
    if secret is not None:
        assert secret not in out and secret[: max(8, len(secret) // 2)] not in out, out
    assert redact(out) == (out, 0)  # idempotent


@pytest.mark.parametrize("name", sorted(LEAKS))
def test_a_leak_shape_is_redacted(name):
    assert_redacted(*LEAKS[name])


ORDINARY = [
    "password = getpass.getpass()", "token = tokenizer.encode(text)", "secret = secrets.token_hex(32)",
    'api_key = os.environ["API_KEY"]', "const token = process.env.GITHUB_TOKEN;",
    "def test_password_reset_requires_token():", "auth = HTTPBasicAuth(user, password)",
    "password: str = Field(..., min_length=8)", "self.session_key = session_key",
    "creds = load_credentials(path)", "DB_PASSWORD=${DB_PASSWORD}", "API_KEY=<your-api-key>",
    "PASSWORD_MIN_LENGTH=12\nTOKEN_TTL_SECONDS=3600", "SECRET_KEY=changeme", "max_tokens: 4096",
    "secretName: prod-db-credentials", "token_type: bearer", '{"token_type": "Bearer", "expires_in": 3600}',
    "tokenizer: cl100k_base", "credentials: 'include'", "auth: oauth2", "AUTH=CRAM-MD5",
    'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user',
    "Authorization: AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request",
    "postgres://app@db.internal:5432/main", "postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}/app",
    "The password must be at least 12 characters and contain a digit.",
    "the token is expired, so refresh it with `gh auth refresh`",
    "--- PASS: TestPasswordReset (0.01s)", "--- PASS: TestFTSQuery (0.00s)",
    "Convert a string into a token type::", "Enable password entry.", "lambdas to pass arguments.",
    "TOKEN_ENDS = TSPECIALS | WSP", "RegOpenKeyEx = win32api.RegOpenKeyEx",
    'Token:                      "#d8dee9",', "tokens: ParseResults",
    "# API_KEY=dev-api-key-for-testing", 'input:    "token=gho_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef",',
    "FAIL\tgithub.com/acme/api/auth\t0.031s", "Basic Authentication is enabled for /admin.",
    'echo "hello world again" | sudo tee /etc/motd', "the token for this endpoint is valid for 3600 seconds",
    "the key for this map is user_id2", "the key for MaterialShaderMap changed in CL 585233 i think, guid was "
    "f7a9867b-fde0-454e-b412-0a038ba4379c", "lftp -u deploy,$LFTP_PASS sftp://files.example", "the secret sauce in this release is HTTP2 multiplexing",
    "the key difference in v2.3 is py311 support", "the token returned by the server is eyJhbGciOiJIUzI1NiJ9 in the logs", 'mysql -u root -P "3306" -h db', "grep -u -P '\\d+x\\w+' file",
    "Authorization: Basic dXNlcjpwYXNzd29yZA==  # user:password, the docs' example",
    "use the default as the db password until the vault is set up", "for token in tokens:\n    counts[token] += 1",
    'secret = client.get_secret_value(SecretId="prod/db")', "key: ${{ secrets.CACHE_KEY }}",
    "sorted(items, key=lambda x: x[1])", '{"sessionId": "3f0c5b0e-8a47-4c1e-9c2c-2d7b8d1a9e01"}',
    "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----",
    "Generate a key with `ssh-keygen -t ed25519`; never commit -----BEGIN OPENSSH PRIVATE KEY----- files.",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_next_to_the_shapes_is_untouched(text):
    assert redact(text) == (text, 0)


def test_a_secret_named_list_in_a_payload_loses_its_values():
    out, count = scrub_value({"apiKeys": [V, "x"], "deploy_secret_2": LETTERS, "token_type": "Bearer"})
    assert V not in json.dumps(out) and LETTERS not in json.dumps(out) and count >= 2
    assert out["token_type"] == "Bearer"
