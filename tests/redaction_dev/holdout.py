"""Seeded generator of the HELD-OUT part of the development corpus (holdout_*.jsonl).

Written after the structural rules, from a second, different list of places developers leak
credentials (Dockerfiles, Makefiles, Ansible, Terraform, .pgpass/.netrc/.pypirc/.npmrc, libpq
DSNs, driver calls, SQL, cloud CLIs, HAR/log captures, chat) -- and run against the rules once,
without changing the rules per example afterwards: its figures are the nearest thing here to a
corpus the rules were not written from. Same schema as generate.py; imports nothing from memtool.

    python tests/redaction_dev/holdout.py
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(7310)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
WORDS = """cobalt ripple lantern falcon meadow quartz saddle timber walnut orchid pepper thistle
harbor glacier canyon summit bramble cinder ferret goblet hazel island jigsaw kelp""".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def value() -> str:
    kind = R.randrange(8)
    if kind == 0:
        return rand(B62, R.choice([14, 22, 30]))
    if kind == 1:
        return rand(string.ascii_letters, R.choice([11, 15, 18]))
    if kind == 2:
        return R.choice(WORDS).capitalize() + rand(string.digits, R.choice([2, 4])) + R.choice("!@#%&*")
    if kind == 3:
        return rand(HEX, R.choice([24, 32, 48]))
    if kind == 4:
        return base64.urlsafe_b64encode(R.randbytes(R.choice([18, 30]))).decode().rstrip("=")
    if kind == 5:
        return rand(B62 + "!@#%^&*-_=+", R.choice([10, 16, 20]))
    if kind == 6:
        return str(uuid.UUID(int=R.getrandbits(128)))
    return "-".join(R.sample(WORDS, 4))  # a diceware passphrase


def plain() -> str:  # URL-safe password for userinfo
    return rand(B62, R.choice([10, 14, 18]))


NAMES = ["DB_PASSWORD", "MYSQL_ROOT_PASSWORD", "POSTGRES_PASSWORD", "REDIS_PASS", "SMTP_PASS",
         "API_SECRET", "SLACK_SIGNING_SECRET", "OAUTH_CLIENT_SECRET", "NPM_AUTH_TOKEN",
         "SENTRY_AUTH_TOKEN", "DJANGO_SECRET_KEY", "ENCRYPTION_KEY", "JWT_SIGNING_KEY",
         "ADMIN_PWD", "LDAP_BIND_PASSWORD", "RABBITMQ_DEFAULT_PASS", "MINIO_SECRET_KEY",
         "GRAFANA_ADMIN_PASSWORD", "KEYCLOAK_CLIENT_SECRET", "PAYPAL_SECRET", "MAPS_API_KEY",
         "SERVICE_ACCOUNT_TOKEN", "HOOK_SECRET", "CREDENTIALS", "AUTH_TOKEN_SECONDARY"]


def lower(n: str) -> str:
    return n.lower()


def camel(n: str) -> str:
    parts = n.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


# -- families ------------------------------------------------------------------------------------

def fam_env():
    n, v = R.choice(NAMES), value()
    return R.choice([
        f"FROM python:3.12\nENV {n}={v}\n", f"ARG {n}={v}\n", f'Environment="{n}={v}"\n',
        f"{n} ?= {v}\n", f"{n} := {v}\n", f"heroku config:set {n}={v} -a shop\n",
        f"fly secrets set {n}={v}\n", f"set -x {n} {v}\n", f'gh secret set {n} --body "{v}"\n',
        f"kubectl create secret generic app --from-literal={lower(n)}={v}\n",
    ]), [v], "name-context"


def fam_yaml():
    n, v = R.choice(NAMES), value()
    return R.choice([
        f"- hosts: db\n  vars:\n    ansible_become_password: {v}\n",
        f"spring:\n  datasource:\n    username: app\n    {lower(n).split('_')[-1]}: {v}\n",
        f"variables:\n  {n}: \"{v}\"\n", f"helm upgrade api ./chart --set db.{camel(n)}={v}\n",
        f"provider:\n  environment:\n    {n}: ${{ssm:/x}}\n    {camel(n)}: '{v}'\n",
        f"    {lower(n)}: >-\n      {v}\n",
        f"auth:\n  {camel(n)}: {v}  # TODO move to vault\n",
    ]), [v], "name-context"


def fam_json():
    n, v = R.choice(NAMES), value()
    return R.choice([
        json.dumps({"auth": {"username": "deploy", "password": v}}),
        json.dumps({"sqltools.connections": [{"server": "db", "user": "sa", "password": v}]}),
        json.dumps({"http-basic": {"repo.acme.io": {"username": "ci", "password": v}}}),
        json.dumps({"AccessKeyId": "ASIA" + rand(string.ascii_uppercase, 16), "SecretAccessKey": v}),
        json.dumps({"env": {n: v, "NODE_ENV": "production"}}, indent=2),
        json.dumps({camel(n): v}), json.dumps([{"key": n, "value": v}]),
    ]), [v], "name-context"


def fam_code():
    n, v = R.choice(NAMES), value()
    c = camel(n)
    return R.choice([
        f'\t{c[0].upper() + c[1:]}: "{v}",\n', f"config.{lower(n)} = '{v}'\n",
        f"define('{n}', '{v}');\n", f'val {c} = "{v}"\n', f'let {c} = "{v}"\n',
        f'  {lower(n)} = "{v}"\n', f"CREATE USER app WITH PASSWORD '{v}';\n",
        f'r = requests.get(url, headers={{"X-Auth-Token": "{v}"}})\n',
        f'redis.Redis(host="cache", port=6379, password="{v}")\n',
        f'mysql.connector.connect(user="app", passwd="{v}", host="db")\n',
        f"headers: {{ Authorization: `Bearer {v}` }},\n",
        f'boto3.client("s3", aws_secret_access_key="{v}")\n',
    ]), [v], "name-context"


def fam_shell():
    v = value()
    p = plain()
    t, secret, cls = R.choice([
        (f"docker login -u deploy -p {p} registry.acme.io\n", p, "structural"),
        (f'psql "host=db user=app password={p} dbname=shop"\n', p, "structural"),
        (f"mongosh --username admin --password {p} mongodb://db:27017\n", p, "name-context"),
        (f"az login --service-principal -u {uuid.UUID(int=R.getrandbits(128))} -p {p} --tenant t\n", p, "structural"),
        (f"git config --global github.token {v}\n", v, "name-context"),
        (f"npm config set //registry.acme.io/:_authToken {v}\n", v, "name-context"),
        (f"htpasswd -b -c .htpasswd admin {p}\n", p, "structural"),
        (f'curl -d "client_id=app&client_secret={p}&grant_type=client_credentials" https://auth.acme.io/token\n', p, "structural"),
        (f"aws configure set aws_secret_access_key {v}\n", v, "name-context"),
        (f"  201  mysql -uroot -p{p} -e 'show databases'\n", p, "structural"),
        (f'curl -H "X-Auth-Token: {v}" https://api.acme.io\n', v, "structural"),
    ])
    return t, [secret], cls


def fam_urls():
    p = plain()
    h = R.choice(["db1.acme.io", "10.0.3.7", "cache.internal", "smtp.acme.io"])
    return R.choice([
        f"mongodb://admin:{p}@{h}:27017,{h}:27018/app?replicaSet=rs0\n",
        f"REDIS_URL=redis://:{p}@{h}:6379/0\n", f"smtps://alerts%40acme.io:{p}@{h}:465\n",
        f"HTTPS_PROXY=http://proxyuser:{p}@{h}:3128\n",
        f"jdbc:mysql://{h}:3306/shop?user=app&password={p}&useSSL=true\n",
        f"Data Source={h};Initial Catalog=shop;User ID=app;Password={p}\n",
        f"host={h} port=5432 dbname=shop user=app password={p} sslmode=require\n",
        f'engine = create_engine("mysql+pymysql://app:{p}@{h}/shop")\n',
        f"wss://bot:{p}@{h}/stream\n", f"https://{h}/hooks/deploy?secret={p}\n",
        f"https://{h}/v1/geo?address=x&api_key={p}\n",
        f"https://app:{p}@{h}/.git-credentials\n",
    ]), [p], "structural"


def fam_prose():
    v = R.choice([plain, lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 99)) + "!"])()
    return R.choice([
        f"here's the admin pw: {v}\n", f"new password: {v}\n", f"pwd for the router is {v}\n",
        f"DB creds are app / {v}\n", f"Use `{v}` as the password for now.\n",
        f"the secret for the webhook is `{v}`\n", f"ok so the token is {v} — don't paste it anywhere\n",
        f"Password changed to {v}. Please update the wiki.\n",
    ]), [v], "name-context"


def fam_logs():
    v = value()
    return R.choice([
        f"2026-11-30 10:01:02 DEBUG Authorization header: Bearer {v}\n",
        f"KeyError while connecting with {{'host': 'db', 'password': '{v}'}}\n",
        f"Caused by: java.sql.SQLException: login failed (url=jdbc:x, password={v})\n",
        f'10.0.0.9 - - [30/Nov/2026] "GET /cb?code=abc&access_token={v} HTTP/1.1" 200\n',
        f'{{"name": "Authorization", "value": "Bearer {v}"}}\n',
        f'DEBUG:urllib3.connectionpool: "GET /v2/items?apikey={v} HTTP/1.1" 200 512\n',
    ]), [v], "name-context"


def fam_config():
    v, p = value(), plain()
    return R.choice([
        (f"db.acme.io:5432:shop:app:{p}\n", p), (f"machine api.acme.io login bot password {p}\n", p),
        (f"[pypi]\nusername = __token__\npassword = {v}\n", v), (f"_auth={v}\n", v),
        (f"SECRET_KEY = '{v}'\n", v), (f'db_password = "{v}"\n', v),
        (f"mail.smtp.password={v}\n", v), (f"requirepass {p}\n", p), (f"[client]\npassword={p}\n", p),
        (f"https://ci-bot:{p}@github.com\n", p),
    ]) + ("name-context",)


def pem_lines() -> list[str]:
    raw = base64.b64encode(R.randbytes(R.choice([400, 700]))).decode()
    return [raw[i:i + 64] for i in range(0, len(raw), 64)]


def fam_pem():
    label = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    lines = pem_lines()
    block = [f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"]
    how = R.randrange(5)
    if how == 0:
        t = "private_key_pem = <<EOT\n" + "\n".join(block) + "\nEOT\n"
    elif how == 1:
        t = "data:\n  tls.key: |\n" + "".join(f"    {x}\n" for x in block)
    elif how == 2:
        t = 'KEY = """\n' + "\n".join(block) + '\n"""\n'
    elif how == 3:
        t = 'echo -e "' + "\\n".join(block) + '" > id_rsa\n'
    else:
        t = json.dumps({"type": "service_account", "private_key_id": rand(HEX, 40),
                        "private_key": "\n".join(block) + "\n"}, indent=2)
    return t, [lines[2]], "self-identifying"


FAMILIES = {"env": fam_env, "yaml": fam_yaml, "json": fam_json, "code": fam_code,
            "shell": fam_shell, "urls": fam_urls, "prose": fam_prose, "logs": fam_logs,
            "config": fam_config, "pem": fam_pem}


def clean_texts() -> list[tuple[str, str]]:
    uid = str(uuid.UUID(int=R.getrandbits(128)))
    sha = rand(HEX, 40)
    b64img = base64.b64encode(R.randbytes(60)).decode()
    return [(fam, t) for fam, texts in {
        "env": ["API_KEY=\nDB_PASSWORD=your_password_here\n", "AUTH_TYPE=basic\nTOKEN_EXPIRY=3600\n",
                'SECRET_KEY = env("SECRET_KEY")\n', "ENV DB_PASSWORD_FILE=/run/secrets/db_password\n",
                "ARG NPM_TOKEN\nRUN --mount=type=secret,id=npm npm ci\n", "export PASSWORD_STORE_DIR=~/.pass\n",
                "KEY_VAULT_NAME=kv-prod-weu\n", "SESSION_COOKIE_SECURE=True\nCSRF_COOKIE_HTTPONLY=True\n"],
        "yaml": ["securitySchemes:\n  bearerAuth:\n    type: http\n    scheme: bearer\n",
                 "password:\n  type: string\n  minLength: 8\n", "secretRef: db-password\n",
                 "authMethod: oauth\n", "ansible_become_password: \"{{ vault_become_pass }}\"\n",
                 "key: ${{ secrets.CACHE_KEY }}\n", "tokens:\n  - name: ci\n    scopes: [read]\n",
                 "passwordPolicy:\n  minLength: 12\n  requireSymbols: true\n"],
        "json": ['{"password": {"type": "string", "minLength": 8}}',
                 '{"token": {"$ref": "#/components/schemas/Token"}}', '{"alg": "HS256", "typ": "JWT"}',
                 '{"max_new_tokens": 256, "api_version": "2024-06-01"}',
                 '{"trace_id": "' + rand(HEX, 32) + '", "span_id": "' + rand(HEX, 16) + '"}',
                 '{"secretName": "prod/db", "rotationDays": 30}', '{"sessionId": "' + uid + '"}'],
        "code": ['<input type="password" name="password" autocomplete="current-password">\n',
                 "passport.authenticate('local', { failureRedirect: '/login' })\n",
                 "for token in tokens:\n    counts[token] += 1\n", "    pass\n",
                 "sorted(items, key=lambda x: x[1])\n", "value = cache.get(key, default)\n",
                 'secret = client.get_secret_value(SecretId="prod/db")\n',
                 "auth: { username: process.env.U, password: process.env.P },\n",
                 'password = os.environ.get("PGPASSWORD")\n',
                 'token = request.headers.get("Authorization")\n',
                 'session = boto3.Session(profile_name="dev")\n', "csrf_token = generate_csrf()\n",
                 "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']\n",
                 "sessionStorage.setItem('theme', 'dark');\n", "api_key: Optional[str] = None\n"],
        "shell": ["kubectl get secrets -n prod\n", 'git commit -m "rotate leaked token"\n',
                  "docker login -u deploy --password-stdin < ~/.docker-pass\n",
                  "mongosh --username admin --password\n", f"sha256sum dist/app.tgz\n{rand(HEX, 64)}  dist/app.tgz\n",
                  "openssl rand -hex 32 > secret.key\n", "pass show work/vpn\n"],
        "urls": ["mongodb://db1:27017,db2:27017/app?replicaSet=rs0\n",
                 "https://docs.acme.io/auth/tokens#rotation\n", "redis://localhost:6379/0\n",
                 "https://api.acme.io/v1/items?limit=50&cursor=" + rand(B62, 24) + "\n"],
        "prose": ["Users can reset their password from the account page.\n",
                  "The token bucket refills at 10 requests per second.\n",
                  "We pass the session object to every handler instead of a global.\n",
                  "Set the API key in your shell profile, never in the repo.\n",
                  "Passwords are hashed with Argon2id and a per-user salt.\n"],
        "logs": [f"KeyError: 'token'\n", f"trace_id={rand(HEX, 32)} span_id={rand(HEX, 16)} level=info\n",
                 f"commit {sha}\n", f"data:image/png;base64,{b64img}\n",
                 "passed: 128 failed: 0 skipped: 3\n",
                 "INFO auth: token refreshed for user alice (expires in 3600s)\n"],
        "config": ["[auth]\nmethod = ldap\n", "requirepass \"\"\n", "machine github.com login alice\n",
                   "password_file = /etc/app/db.pass\n", "[session]\nbackend = redis\n"],
        "pem": ["-----BEGIN CERTIFICATE REQUEST-----\n" + "\n".join(pem_lines()[:3]) + "\n-----END CERTIFICATE REQUEST-----\n",
                "Generate a key with `ssh-keygen -t ed25519`; never commit -----BEGIN OPENSSH PRIVATE KEY----- files.\n"],
    }.items() for t in texts]


def main() -> None:
    secrets = []
    for family, make in FAMILIES.items():
        for i in range(40):
            text, values, cls = make()
            values = [values] if isinstance(values, str) else values
            secrets.append({"id": f"ho-{family}-{i}", "family": family, "class": cls, "text": text,
                            "secrets": values})
    clean = [{"id": f"ho-{fam}-clean-{i}", "family": fam, "text": t}
             for i, (fam, t) in enumerate(clean_texts())]
    for fname, rows in (("holdout_secrets.jsonl", secrets), ("holdout_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
