"""Seeded generator of the redaction evaluation corpus (tests/redaction_eval/*.jsonl).

Written from the providers' published token formats and from how developers write
configuration, independently of memtool's rules (it imports nothing from memtool): each
secret is a random value of a documented shape placed in a realistic context; each clean text
is ordinary developer output that must survive byte-identical. Run it to regenerate the data:

    python tests/redaction_eval/generate.py        # writes secrets.jsonl and clean.jsonl

Record schema: secrets.jsonl {"id", "class", "format", "text", "secrets": [values]};
clean.jsonl {"id", "kind", "text"}. Classes: "self-identifying" (a provider prefix or shape
says what it is), "keyword-context" (a key, flag or sentence says a secret is there),
"structured" (private keys, credentials in URLs, Authorization/Cookie headers).
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(20261130)
B62 = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = B62 + "+/"
URLSAFE = B62 + "-_"
WORDS = """apple river stone cloud maple tiger orange pencil garden silver rocket violet
window candle forest marble butter shadow copper meadow falcon harbor lemon piano summer
winter thunder velvet whisper crystal dragon ember glacier horizon island jungle kettle
lantern mirror nectar orbit pepper quartz raven saddle timber umbrella valley walnut yonder
zephyr correct horse battery staple purple monkey dishwasher""".split()


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(R.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(R.randbytes(n_bytes)).decode().rstrip("=")


# -- self-identifying formats (from each provider's documentation of its token format) -------

def jwt() -> str:
    head = b64url(0) or base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    claims = {"sub": str(R.randint(1000, 99999)), "iat": R.randint(1.6e9, 1.8e9), "scope": "read"}
    body = base64.urlsafe_b64encode(json.dumps(claims).encode()).decode().rstrip("=")
    return f"{head}.{body}.{b64url(32)}"


FORMATS = {
    "github-classic": lambda: R.choice(["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + rand(B62, 36),
    "github-fine-grained": lambda: "github_pat_" + rand(B62, 22) + "_" + rand(B62, 59),
    "gitlab-pat": lambda: "glpat-" + rand(URLSAFE, 20),
    "gitlab-runner": lambda: "glrt-" + rand(URLSAFE, 20),
    "aws-access-key-id": lambda: R.choice(["AKIA", "ASIA"]) + rand("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "slack-bot": lambda: f"xoxb-{R.randint(10**10, 10**12)}-{R.randint(10**10, 10**12)}-{rand(B62, 24)}",
    "slack-user": lambda: f"xoxp-{R.randint(10**10, 10**12)}-{R.randint(10**10, 10**12)}-{R.randint(10**10, 10**12)}-{rand(HEX, 32)}",
    "slack-app": lambda: f"xapp-1-A{rand(UPPER_ALNUM, 10)}-{R.randint(10**12, 10**13)}-{rand(HEX, 64)}",
    "stripe-secret": lambda: R.choice(["sk_live_", "sk_test_", "rk_live_"]) + rand(B62, R.choice([24, 99])),
    "stripe-webhook": lambda: "whsec_" + rand(B62, 32),
    "openai-project": lambda: "sk-proj-" + rand(URLSAFE, 48) + "T3BlbkFJ" + rand(URLSAFE, 48),
    "openai-legacy": lambda: "sk-" + rand(B62, 20) + "T3BlbkFJ" + rand(B62, 20),
    "anthropic": lambda: "sk-ant-api03-" + rand(URLSAFE, 93) + "AA",
    "google-api-key": lambda: "AIza" + rand(URLSAFE, 35),
    "google-oauth-secret": lambda: "GOCSPX-" + rand(URLSAFE, 28),
    "google-oauth-access": lambda: "ya29." + rand(URLSAFE, 120),
    "sendgrid": lambda: "SG." + rand(URLSAFE, 22) + "." + rand(URLSAFE, 43),
    "npm": lambda: "npm_" + rand(B62, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rand(URLSAFE, 70),
    "huggingface": lambda: "hf_" + rand(B62, 34),
    "jwt": jwt,
    "digitalocean": lambda: R.choice(["dop_v1_", "doo_v1_"]) + rand(HEX, 64),
    "shopify": lambda: R.choice(["shpat_", "shpss_", "shpca_"]) + rand(HEX, 32),
    "databricks": lambda: "dapi" + rand(HEX, 32),
    "doppler": lambda: "dp.pt." + rand(B62, 43),
    "vault-service": lambda: "hvs." + rand(URLSAFE, 90),
    "linear": lambda: "lin_api_" + rand(B62, 40),
    "postman": lambda: f"PMAK-{rand(HEX, 24)}-{rand(HEX, 34)}",
    "pulumi": lambda: "pul-" + rand(HEX, 40),
    "grafana-cloud": lambda: "glc_" + rand(B62, 80),
    "grafana-sa": lambda: f"glsa_{rand(B62, 32)}_{rand(HEX, 8)}",
    "newrelic-user": lambda: "NRAK-" + rand(UPPER_ALNUM, 27),
    "sentry-user": lambda: "sntryu_" + rand(HEX, 64),
    "rubygems": lambda: "rubygems_" + rand(HEX, 48),
    "mailgun": lambda: "key-" + rand(HEX, 32),
    "mailchimp": lambda: rand(HEX, 32) + f"-us{R.randint(1, 20)}",
    "brevo": lambda: f"xkeysib-{rand(HEX, 64)}-{rand(B62, 16)}",
    "age-identity": lambda: "AGE-SECRET-KEY-1" + rand("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58),
    "square": lambda: "EAAA" + rand(URLSAFE, 60),
    "telegram-bot": lambda: f"{R.randint(10**8, 10**10 - 1)}:AA{rand(URLSAFE, 33)}",
    "notion": lambda: "ntn_" + rand(string.digits, 11) + rand(B62, 35),
    "figma": lambda: "figd_" + rand(URLSAFE, 40),
    "replicate": lambda: "r8_" + rand(B62, 37),
    "groq": lambda: "gsk_" + rand(B62, 52),
    "perplexity": lambda: "pplx-" + rand(B62, 48),
    "xai": lambda: "xai-" + rand(B62, 80),
    "supabase": lambda: "sbp_" + rand(HEX, 40),
    "terraform-cloud": lambda: rand(B62, 14) + ".atlasv1." + rand(B62, 67),
    "contentful": lambda: "CFPAT-" + rand(URLSAFE, 43),
    "planetscale": lambda: "pscale_tkn_" + rand(URLSAFE, 43),
    "docker-hub": lambda: "dckr_pat_" + rand(URLSAFE, 27),
    "alibaba": lambda: "LTAI" + rand(B62, 20),
    "atlassian": lambda: "ATATT3xFfGF0" + rand(URLSAFE, 170) + "=" + rand(HEX, 8).upper(),
    "bitbucket-app": lambda: "ATBB" + rand(B62, 32),
    "twilio-api-key": lambda: "SK" + rand(HEX, 32),
    "dropbox": lambda: "sl." + rand(URLSAFE, 135),
    "age": lambda: "AGE-SECRET-KEY-1" + rand("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    "flyio": lambda: "fo1_" + rand(URLSAFE, 43),
    "prefect": lambda: "pnu_" + rand(B62, 36),
    "render": lambda: "rnd_" + rand(B62, 32),
    "buildkite": lambda: "bkua_" + rand(HEX, 40),
    "sourcegraph": lambda: f"sgp_{rand(HEX, 16)}_{rand(HEX, 40)}",
    "heroku": lambda: "HRKU-" + rand(URLSAFE, 60),
    "openshift": lambda: "sha256~" + rand(URLSAFE, 43),
    "dynatrace": lambda: f"dt0c01.{rand(UPPER_ALNUM, 24)}.{rand(UPPER_ALNUM, 64)}",
    "azure-ad-secret": lambda: rand(B62, 3) + str(R.randint(0, 9)) + "Q~" + rand(B62 + "~._-", 34),
    "shippo": lambda: "shippo_live_" + rand(HEX, 40),
    "easypost": lambda: "EZAK" + rand(B62, 54),
    "readme": lambda: "rdme_" + rand(LOWER_ALNUM, 70),
    "tencent": lambda: "AKID" + rand(B62, 32),
}

TOKEN_CONTEXTS = [
    "export {NAME}={v}\n",
    "{NAME}={v}\n",
    '{{"{name}": "{v}", "region": "eu-west-1"}}',
    "{name}: {v}\n",
    "curl -s -H \"X-Api-Key: {v}\" https://api.example.net/v1/items | jq .",
    "Loaded credentials from env; using {v} for the upload\n",
    "client = Client(\"{v}\")\n",
    "$ gh auth login --with-token <<< {v}\n",
    "[2026-11-30 10:12:01] DEBUG request headers={{'x-token': '{v}'}}\n",
    "git remote set-url origin https://{v}@git.example.org/acme/app.git\n",
    "cat /home/dev/.cache/tokens/{v}/meta.json\n",
    "const key = '{v}';\n",
    "docker run -e TOKEN={v} ghcr.io/acme/worker:1.4\n",
    "  - {v}\n",
    "<add key=\"Token\" value=\"{v}\" />",
]
TOKEN_NAMES = ["API_TOKEN", "SERVICE_KEY", "ACCESS_TOKEN", "CI_TOKEN", "PROVIDER_KEY", "AUTH", "TOKEN"]

# -- keyword-context secrets -----------------------------------------------------------------

PASSWORD_KEYS = ["password", "DB_PASSWORD", "db_password", "passwd", "pwd", "PGPASSWORD",
                 "MYSQL_ROOT_PASSWORD", "adminPassword", "smtp_password", "REDIS_PASSWORD",
                 "keystore_password", "passphrase", "userPassword", "rabbitmq_pass"]
SECRET_KEYS = ["secret", "client_secret", "SECRET_KEY", "api_key", "apiKey", "auth_token",
               "access_token", "refresh_token", "private_token", "x-api-key", "webhook_secret",
               "JWT_SECRET", "signing_key", "encryption_key", "app_secret", "SESSION_SECRET",
               "credentials", "token", "bearer_token", "master_key"]


def password_value() -> str:
    kind = R.randrange(6)
    if kind == 0:  # letters only, words glued: correcthorsebattery
        return "".join(R.choice(WORDS) for _ in range(R.randint(2, 3)))
    if kind == 1:
        return R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice("!@#$%&*?")
    if kind == 2:
        return rand(B62 + "!@#%^&*-_+=", R.randint(10, 24))
    if kind == 3:
        return rand(B62, R.randint(12, 32))
    if kind == 4:
        return rand(string.ascii_letters + string.digits, 8)
    return "".join(R.choice(WORDS) for _ in range(2)) + str(R.randint(1, 99))


def secret_value() -> str:
    kind = R.randrange(5)
    if kind == 0:
        return rand(HEX, R.choice([32, 40, 64]))
    if kind == 1:
        return b64(R.choice([24, 32, 48]))
    if kind == 2:
        return rand(B62, R.randint(20, 48))
    if kind == 3:
        return rand(URLSAFE, R.randint(24, 44))
    return rand(LOWER_ALNUM, R.randint(20, 40))


KEYWORD_CONTEXTS = [
    "{K}={v}\n", "export {K}={v}\n", "{K}=\"{v}\"\n", "{k}: {v}\n", "{k}: \"{v}\"\n",
    "  {k}: '{v}'\n", '{{"{k}": "{v}", "host": "db.internal"}}', '"{k}" => "{v}",\n',
    "{k} = \"{v}\"\n", "{k} = '{v}'\n", "./bin/tool --{flag} {v} --verbose\n",
    "./bin/tool --{flag}={v}\n", "config.{k} = \"{v}\";\n", "{k}:=\"{v}\"\n",
    "<{k}>{v}</{k}>\n", "<property name=\"{k}\" value=\"{v}\"/>\n", "<entry {k}=\"{v}\" />\n",
    "env:\n  - name: {K}\n    value: \"{v}\"\n", '[{{"name": "{K}", "value": "{v}"}}]',
    "docker run -e {K}={v} postgres:16\n", "set {K}={v}\n", "$env:{K} = \"{v}\"\n",
    "os.environ[\"{K}\"] = \"{v}\"\n", "ENV {K}={v}\n", "{k}={v}&user=bob\n",
    "https://api.example.net/v2/report?{k}={v}&format=csv\n", "settings.set('{k}', '{v}')\n",
    "[database]\n{k} = {v}\n", "--set auth.{k}={v} \\\n",
]
COMMAND_CONTEXTS = [
    "mysql -h db -u root -p{v} shop\n", "sshpass -p '{v}' ssh deploy@10.0.0.5\n",
    "redis-cli -h cache -a {v} ping\n", "docker login -u ci -p {v} registry.example.org\n",
    "psql \"host=db user=app password={v} dbname=shop\"\n",
    "Server=tcp:sql.example.net,1433;Database=shop;User ID=app;Password={v};Encrypt=true;\n",
    "jdbc:mysql://db:3306/shop?user=app&password={v}\n",
    "curl -u admin:{v} https://ci.example.org/api/json\n",
    "machine api.example.org login bob password {v}\n",
    "CREATE USER app IDENTIFIED BY '{v}';\n", "ALTER ROLE app WITH PASSWORD '{v}';\n",
    "The staging database password is {v}\n", "my password for the VPN is '{v}'\n",
    "curl -b 'sessionid={v}' https://app.example.org/admin\n",
    "app --user bob -p {v} --port 8443\n",
]

# -- structured --------------------------------------------------------------------------------


def pem() -> str:
    label = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = b64(R.choice([121, 270, 600]))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {label}-----\n{lines}\n-----END {label}-----"


STRUCTURED = [
    ("pem", lambda: (lambda k: (f"$ cat ~/.ssh/id_deploy\n{k}\n", [k.split("\n")[1]]))(pem())),
    ("pem-json", lambda: (lambda k: (json.dumps({"private_key": k, "type": "service_account"}),
                                     [k.split("\n")[1]]))(pem())),
    ("url-password", lambda: (lambda p: (f"DATABASE_URL=postgres://app:{p}@db.internal:5432/shop\n", [p]))(password_value())),
    ("url-password", lambda: (lambda p: (f"redis://default:{p}@cache:6379/0", [p]))(rand(B62, 24))),
    ("url-password", lambda: (lambda p: (f"git clone https://bob:{p}@git.example.org/acme/app.git\n", [p]))(rand(B62, 16))),
    ("url-password", lambda: (lambda p: (f"mongodb+srv://admin:{p}@cluster0.abcd.mongodb.net/test", [p]))(password_value())),
    ("amqp", lambda: (lambda p: (f"CELERY_BROKER_URL=amqp://guest2:{p}@mq:5672//\n", [p]))(rand(B62, 18))),
    ("authorization-bearer", lambda: (lambda t: (f"Authorization: Bearer {t}\n", [t]))(rand(URLSAFE, 40))),
    ("authorization-basic", lambda: (lambda t: (f"curl -H 'Authorization: Basic {t}' https://x.example.org\n", [t]))(
        base64.b64encode(f"admin:{password_value()}".encode()).decode())),
    ("authorization-token", lambda: (lambda t: (f'headers = {{"Authorization": "token {t}"}}\n', [t]))(rand(HEX, 40))),
    ("cookie", lambda: (lambda t: (f"Cookie: theme=dark; sessionid={t}; csrftoken={rand(B62, 32)}\n", [t]))(rand(LOWER_ALNUM, 32))),
    ("set-cookie", lambda: (lambda t: (f"Set-Cookie: session={t}; Path=/; HttpOnly; Secure\n", [t]))(b64(30))),
    ("aws-secret", lambda: (lambda t: (f"aws_secret_access_key = {t}\n", [t]))(rand(B62 + "+/", 40))),
    ("azure-storage", lambda: (lambda t: (
        f"DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={t};EndpointSuffix=core.windows.net", [t]))(b64(64))),
    ("slack-webhook", lambda: (lambda t: (f"https://hooks.slack.com/services/T{rand(UPPER_ALNUM, 8)}/B{rand(UPPER_ALNUM, 8)}/{t}", [t]))(rand(B62, 24))),
]


def secrets() -> list[dict]:
    out = []
    for fmt, make in sorted(FORMATS.items()):
        for i, ctx in enumerate(R.sample(TOKEN_CONTEXTS, 4)):
            v = make()
            name = R.choice(TOKEN_NAMES)
            text = ctx.format(v=v, NAME=name, name=name.lower())
            out.append({"id": f"tok-{fmt}-{i}", "class": "self-identifying", "format": fmt,
                        "text": text, "secrets": [v]})
    for i in range(190):
        strong = R.random() < 0.5
        key = R.choice(PASSWORD_KEYS if strong else SECRET_KEYS)
        v = password_value() if strong else secret_value()
        ctx = R.choice(KEYWORD_CONTEXTS)
        if "<{k}>" in ctx or "<property" in ctx:
            key = key.replace("-", "_")
        flag = key.lower().replace("_", "-")
        text = ctx.format(K=key.upper().replace("-", "_"), k=key, v=v, flag=flag)
        out.append({"id": f"kw-{i}", "class": "keyword-context", "format": key, "text": text,
                    "secrets": [v]})
    for i in range(60):
        v = password_value() if R.random() < 0.6 else rand(B62, R.randint(12, 24))
        ctx = R.choice(COMMAND_CONTEXTS)
        out.append({"id": f"cmd-{i}", "class": "keyword-context", "format": "command",
                    "text": ctx.format(v=v), "secrets": [v]})
    for i in range(75):
        name, make = STRUCTURED[i % len(STRUCTURED)]
        text, values = make()
        out.append({"id": f"st-{name}-{i}", "class": "structured", "format": name, "text": text,
                    "secrets": values})
    return out


# -- clean texts -------------------------------------------------------------------------------


def sha(n: int = 64) -> str:
    return hashlib.sha256(R.randbytes(16)).hexdigest()[:n]


def clean_makers():
    pkg = lambda: R.choice(["react", "lodash", "express", "zod", "vite", "axios", "chalk", "yaml"])
    ver = lambda: f"{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}"
    return {
        "git-log": lambda: "\n".join(f"{sha(40)} {R.choice(['fix', 'feat', 'chore'])}: {R.choice(WORDS)} {R.choice(WORDS)}" for _ in range(5)),
        "sha256sum": lambda: "\n".join(f"{sha()}  dist/{R.choice(WORDS)}-{ver()}.tar.gz" for _ in range(3)),
        "uuid-json": lambda: json.dumps({"id": str(uuid.UUID(int=R.getrandbits(128))), "request_id": str(uuid.UUID(int=R.getrandbits(128))), "status": "ok"}),
        "docker-digest": lambda: f"FROM python:3.12-slim@sha256:{sha()}\nRUN pip install -r requirements.txt\n",
        "docker-pull": lambda: f"Digest: sha256:{sha()}\nStatus: Downloaded newer image for ghcr.io/acme/{R.choice(WORDS)}:{ver()}\n",
        "npm-lock": lambda: json.dumps({f"node_modules/{pkg()}": {"version": ver(), "resolved": f"https://registry.npmjs.org/x/-/x-{ver()}.tgz", "integrity": "sha512-" + b64(64)}}, indent=2),
        "yarn-lock": lambda: f'{pkg()}@^{ver()}:\n  version "{ver()}"\n  resolved "https://registry.yarnpkg.com/x/-/x-{ver()}.tgz#{sha(40)}"\n  integrity sha512-{b64(64)}\n',
        "go-sum": lambda: f"github.com/{R.choice(WORDS)}/{R.choice(WORDS)} v{ver()} h1:{b64(32)}\ngithub.com/{R.choice(WORDS)}/x v{ver()}/go.mod h1:{b64(32)}\n",
        "pip-hashes": lambda: f"{pkg()}=={ver()} \\\n    --hash=sha256:{sha()} \\\n    --hash=sha256:{sha()}\n",
        "gha-secrets-ref": lambda: f"      - run: ./deploy.sh\n        env:\n          {R.choice(SECRET_KEYS).upper().replace('-', '_')}: ${{{{ secrets.{R.choice(TOKEN_NAMES)} }}}}\n",
        "env-reference": lambda: f"{R.choice(PASSWORD_KEYS).upper()}=${{{R.choice(TOKEN_NAMES)}}}\n{R.choice(SECRET_KEYS).upper().replace('-', '_')}=$SECRET_FROM_VAULT\n",
        "env-example": lambda: f"{R.choice(PASSWORD_KEYS).upper()}=changeme\nAPI_KEY=<your-api-key>\nSECRET_KEY=\n",
        "terraform-var": lambda: f'resource "aws_db_instance" "main" {{\n  username = "app"\n  password = var.db_password\n  engine   = "postgres"\n}}\n',
        "k8s-secret-ref": lambda: "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password\n",
        "python-code": lambda: f"def check_password(user, password):\n    hashed = bcrypt.hashpw(password.encode(), user.salt)\n    return hmac.compare_digest(hashed, user.password_hash)\n",
        "python-settings": lambda: "SECRET_KEY = os.environ[\"SECRET_KEY\"]\nDEBUG = False\nALLOWED_HOSTS = [\"*\"]\n",
        "js-code": lambda: f"const token = await getToken({{ scope: '{R.choice(WORDS)}' }});\nif (!token) throw new Error('no token');\n",
        "pytest-output": lambda: f"tests/test_{R.choice(WORDS)}.py::test_{R.choice(WORDS)} PASSED [ {R.randint(1, 99)}%]\n==== {R.randint(2, 300)} passed, {R.randint(0, 3)} skipped in {R.randint(1, 90)}.{R.randint(10, 99)}s ====\n",
        "traceback": lambda: f'Traceback (most recent call last):\n  File "/app/{R.choice(WORDS)}.py", line {R.randint(1, 400)}, in handler\n    token = request.headers["X-Token"]\nKeyError: \'X-Token\'\n',
        "uuid-list": lambda: "\n".join(str(uuid.UUID(int=R.getrandbits(128))) for _ in range(4)),
        "base64-data-uri": lambda: f'<img src="data:image/png;base64,{b64(180)}" alt="logo">',
        "css": lambda: f".btn {{ color: #{rand(HEX, 6)}; background: #{rand(HEX, 6)}; }}\n",
        "aws-arn": lambda: f"arn:aws:iam::{R.randint(10**11, 10**12 - 1)}:role/{R.choice(WORDS)}-deployer\narn:aws:secretsmanager:eu-west-1:{R.randint(10**11, 10**12 - 1)}:secret:prod/db-{rand(B62, 6)}\n",
        "git-diff": lambda: f"diff --git a/src/{R.choice(WORDS)}.py b/src/{R.choice(WORDS)}.py\nindex {sha(7)}..{sha(7)} 100644\n@@ -1,3 +1,4 @@\n+import os\n",
        "cargo-lock": lambda: f'[[package]]\nname = "{R.choice(WORDS)}"\nversion = "{ver()}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha()}"\n',
        "maven": lambda: f"[INFO] Downloaded from central: https://repo.maven.apache.org/maven2/org/{R.choice(WORDS)}/{ver()}/x.jar ({R.randint(1, 900)} kB at {R.randint(1, 9)}.{R.randint(0, 9)} MB/s)\n",
        "ls-output": lambda: "\n".join(f"-rw-r--r-- 1 dev dev {R.randint(100, 99999)} Nov 30 10:{R.randint(10, 59)} {R.choice(WORDS)}_{R.choice(WORDS)}.py" for _ in range(4)),
        "sql": lambda: f"SELECT id, email, password_hash FROM users WHERE id = {R.randint(1, 9999)};\nUPDATE sessions SET token = NULL WHERE expires_at < now();\n",
        "openapi": lambda: "components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n",
        "pgp-public": lambda: f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{b64(90)}\n-----END PGP PUBLIC KEY BLOCK-----\n",
        "ssh-public": lambda: f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(32)} dev@laptop\n",
        "http-log": lambda: f'127.0.0.1 - - [30/Nov/2026:10:{R.randint(10, 59)}:00 +0000] "GET /api/v1/items?page={R.randint(1, 9)}&next_token={rand(HEX, 16)} HTTP/1.1" 200 {R.randint(100, 9999)}\n',
        "semver-table": lambda: "\n".join(f"{pkg():<10} {ver():<8} {ver():<8} {ver()}" for _ in range(4)),
        "hex-dump": lambda: "\n".join(f"{i * 16:08x}  " + " ".join(rand(HEX, 2) for _ in range(16)) for i in range(4)),
        "docs-prose": lambda: f"Set the {R.choice(PASSWORD_KEYS)} field to the password you chose during setup; the token is created by `gh auth login` and stored by your OS keychain.\n",
        "cli-help": lambda: "  --password TEXT   Password for the admin user (default: prompt)\n  --token TEXT      API token; read from $API_TOKEN when omitted\n",
        "makefile": lambda: f"build:\n\tgo build -o bin/{R.choice(WORDS)} ./cmd/...\ntest:\n\tgo test -race ./...\n",
        "random-ids": lambda: f"trace_id={rand(HEX, 32)} span_id={rand(HEX, 16)} duration_ms={R.randint(1, 999)}\n",
        "mkdir-docker": lambda: f"mkdir -p build/{R.choice(WORDS)} && docker run -p {R.randint(1000, 9999)}:80 -u 1000 nginx:{ver()}\n",
        "ssh-fingerprint": lambda: f"The key fingerprint is:\nSHA256:{b64(32).rstrip('=')} dev@laptop\n",
    }


def clean() -> list[dict]:
    makers = clean_makers()
    out = []
    kinds = sorted(makers)
    for i in range(280):
        kind = kinds[i % len(kinds)]
        out.append({"id": f"clean-{kind}-{i}", "kind": kind, "text": makers[kind]()})
    return out


def main() -> None:
    here = Path(__file__).parent
    for name, rows in (("secrets.jsonl", secrets()), ("clean.jsonl", clean())):
        with open(here / name, "w") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
