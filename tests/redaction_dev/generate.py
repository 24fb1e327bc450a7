"""Seeded generator of the second redaction development corpus (tests/redaction_dev/*.jsonl).

Written from the shapes in which developers leak credentials (issue 21's list, extended from
experience: config files, .env, docker-compose, Kubernetes, CI YAML, shell history, curl,
connection strings of many drivers, logs, tracebacks, chat prose), NOT from memtool's rules and
not from any scanner's test fixtures. Every value is random and made up here; names, values and
contexts are combined at random so no rule can be fitted to one example. It imports nothing
from memtool.

    python tests/redaction_dev/generate.py      # writes secrets.jsonl and clean.jsonl

Record schema: secrets.jsonl {"id", "family", "class", "text", "secrets": [values]};
clean.jsonl {"id", "family", "text"}. Families group the source format (env, yaml, json, code,
shell, urls, prose, logs, config, pem); classes say what makes the secret recognisable:
"name-context" (only the name next to it), "self-identifying" (a provider prefix or a PEM
block), "structural" (URL userinfo, a connection-string field, an HTTP header).
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(20261201)
B62 = string.ascii_letters + string.digits
LETTERS = string.ascii_letters
HEX = "0123456789abcdef"
WORDS = """amber basil cedar delta ember fable gravel hollow indigo juniper kayak lilac mango
nutmeg opal pebble quill russet saffron tundra umber vortex willow xenon yarrow zinnia
autumn bridge canyon dolphin eagle frost granite harvest iris jasper""".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


# -- values ------------------------------------------------------------------------------------

def v_alnum() -> str:
    return rand(B62, R.choice([12, 16, 20, 24, 32, 40]))


def v_letters() -> str:  # letters-only random password (PwozSptQLxEJHwBV)
    return rand(LETTERS, R.choice([10, 12, 14, 16, 20]))


def v_human() -> str:  # what people type: Summer2024!, hunter2, letmein42
    w = R.choice(WORDS)
    w = w.capitalize() if R.random() < 0.6 else w
    return w + str(R.randint(1, 9999)) + R.choice(["", "", "!", "#", "$", "@", "?"])


def v_hex() -> str:
    return rand(HEX, R.choice([32, 40, 64]))


def v_b64() -> str:
    return base64.b64encode(R.randbytes(R.choice([24, 32, 48]))).decode()


def v_symbols() -> str:
    return rand(B62 + "!#%^*-_+=.~", R.choice([12, 18, 24]))


def v_lower_alnum() -> str:
    return rand(string.ascii_lowercase + string.digits, R.choice([12, 16, 24]))


VALUES = [v_alnum, v_letters, v_human, v_hex, v_b64, v_symbols, v_lower_alnum]


def value() -> str:
    return R.choice(VALUES)()


def ghp() -> str:
    return "ghp_" + rand(B62, 36)


def self_identifying() -> str:
    return R.choice([
        ghp, lambda: "github_pat_11" + rand(string.ascii_uppercase + string.digits, 20) + "_" + rand(B62, 59),
        lambda: "xoxb-" + rand(string.digits, 12) + "-" + rand(string.digits, 13) + "-" + rand(B62, 24),
        lambda: "AKIA" + rand(string.ascii_uppercase + string.digits, 16),
        lambda: "sk_live_" + rand(B62, 24), lambda: "glpat-" + rand(B62 + "-_", 20),
        lambda: "npm_" + rand(B62, 36), lambda: "AIza" + rand(B62 + "-_", 35),
        lambda: "sk-proj-" + rand(B62 + "-_", 48),
        lambda: "hf_" + rand(B62, 34),
    ])()


# -- names ---------------------------------------------------------------------------------------

PREFIXES = ["", "", "db", "app", "my service", "billing", "deploy", "stripe", "internal", "admin",
            "smtp", "redis", "mq", "prod", "ci", "github", "vault", "payments", "legacy", "root"]
CORES = ["password", "pass", "pwd", "passwd", "secret", "token", "api key", "apikey", "auth token",
         "credential", "credentials", "creds", "client secret", "access token", "refresh token",
         "secret key", "private key", "signing key", "auth", "session secret", "cookie secret",
         "session token", "passphrase", "master key", "webhook secret", "bearer token"]
SUFFIXES = ["", "", "", "", "2", "do not share", "prod", "value", "old", "new", "b64", "live"]


def style(words: list[str], how: str) -> str:
    parts = [p for w in words for p in w.split()]
    if how == "snake":
        return "_".join(parts)
    if how == "upper":
        return "_".join(parts).upper()
    if how == "camel":
        return parts[0] + "".join(p.capitalize() for p in parts[1:])
    if how == "pascal":
        return "".join(p.capitalize() for p in parts)
    if how == "kebab":
        return "-".join(parts)
    return ".".join(parts)  # dotted


def name(how: str | None = None) -> str:
    words = [w for w in (R.choice(PREFIXES), R.choice(CORES), R.choice(SUFFIXES)) if w]
    return style(words, how or R.choice(["snake", "upper", "camel", "pascal", "kebab", "dotted"]))


# -- families (each returns text, [secrets], class) -------------------------------------------------

def fam_env():
    n, v = name(R.choice(["upper", "upper", "snake"])), value()
    t = R.choice([
        f"{n}={v}\n", f"export {n}={v}\n", f'{n}="{v}"\n', f"export {n}='{v}'\n",
        f"# staging\nAPP_ENV=staging\n{n}={v}\nLOG_LEVEL=debug\n",
        f"docker run -d -e {n}={v} -p 8080:8080 acme/api:2.3\n",
        f"{n}={v} ./manage.py migrate\n", f"set {n}={v}\n", f"$env:{n} = \"{v}\"\n",
    ])
    return t, [v], "name-context"


def fam_yaml():
    u = name("upper")  # an environment variable's name
    n, v = name(R.choice(["snake", "camel", "kebab", "upper"])), value()
    ind = " " * R.choice([2, 4, 6])
    t = R.choice([
        f"database:\n{ind}host: db.internal\n{ind}{n}: {v}\n",
        f"database:\n{ind}{n}: \"{v}\"\n{ind}port: 5432\n",
        f"services:\n  api:\n    environment:\n      - {u}={v}\n",
        f"services:\n  api:\n    environment:\n      {u}: {v}\n",
        f"env:\n  - name: {u}\n    value: \"{v}\"\n",
        f"jobs:\n  test:\n    env:\n      {u}: {v}\n",
        f"stringData:\n  {n}: {v}\n",
        f"- {n}: '{v}'\n",
    ])
    return t, [v], "name-context"


def fam_json():
    u = name("upper")  # an environment variable's name
    n, v = name(R.choice(["snake", "camel", "upper", "kebab"])), value()
    t = R.choice([
        json.dumps({n: v}), json.dumps({"db": {"host": "10.0.0.5", n: v, "port": 5432}}, indent=2),
        json.dumps({"mcpServers": {"pg": {"command": "npx", "env": {u: v}}}}),
        json.dumps({"apiKeys": [v, value()][:1], "region": "eu"}),
        json.dumps({"name": u, "value": v}),
        json.dumps({"tool_input": {"command": f"deploy --env prod", n: v}}),
    ])
    return t, [v], "name-context"


def fam_code():
    u = name("upper")  # an environment variable's name
    n, v = name(R.choice(["snake", "camel", "upper", "pascal"])), value()
    t = R.choice([
        f'{n} = "{v}"\n', f"const {n} = '{v}';\n", f'{n} := "{v}"\n',
        f'private static final String {u} = "{v}";\n', f"client = Client({n}='{v}')\n",
        f"config = {{'{n}': '{v}', 'timeout': 30}}\n", f"'{n}' => '{v}',\n",
        f'public string {n} {{ get; set; }} = "{v}";\n', f"let {n} = \"{v}\".to_string();\n",
        f'os.environ["{u}"] = "{v}"\n', f"const {n} = process.env.X || \"{v}\";\n",
        f"{n}: '{v}',\n",
    ])
    return t, [v], "name-context"


def fam_shell():
    v = value()
    flag = name("kebab")
    hname = R.choice(["X-Api-Key", "X-Auth-Token", "Token", "Api-Key", "X-Access-Token",
                      "Private-Token", "X-Vault-Token"])
    scheme = R.choice(["Bearer", "Token", "Api-Token", "Basic", "apikey", "SSWS", "Key"])
    t, cls = R.choice([
        (f'curl -H "Authorization: {scheme} {v}" https://api.acme.io/v1/items\n', "structural"),
        (f"curl -s -H '{hname}: {v}' https://api.acme.io/v2/me\n", "structural"),
        (f'wget --header="{hname}: {v}" https://files.acme.io/x.tgz\n', "structural"),
        (f"http GET api.acme.io/users {hname}:{v}\n", "structural"),
        (f"./deploy.sh --{flag} {v} --region eu-west-1\n", "name-context"),
        (f"./deploy.sh --{flag}={v}\n", "name-context"),
        (f"mysql -h db -u root -p{v} shop\n", "structural"),
        (f"PGPASSWORD={v} psql -h db -U app\n", "name-context"),
        (f'curl -b "session={v}" https://app.acme.io/admin\n', "structural"),
        (f"curl -H 'Cookie: sessionid={v}; theme=dark' https://app.acme.io/\n", "structural"),
        (f"  512  export {name('upper')}={v}\n", "name-context"),
    ])
    return t, [v], cls


def fam_urls():
    u, v = R.choice(["app", "svc", "admin", "sa", "deploy", "root", "user_1"]), R.choice(
        [v_alnum, v_letters, v_human, v_symbols])()
    v = v.replace("@", "9").replace("#", "7").replace("?", "5").replace("%", "3")
    h = R.choice(["db", "db.internal", "10.1.2.3", "mq.prod.acme.io", "cache-1"])
    scheme = R.choice(["postgres", "postgresql", "mysql", "mongodb+srv", "redis", "rediss", "amqp",
                       "amqps", "ftp", "sftp", "smtp", "https", "ldap", "mssql", "nats", "kafka"])
    t = R.choice([
        f"{scheme}://{u}:{v}@{h}:5432/app\n", f'DATABASE_URL="{scheme}://{u}:{v}@{h}/main"\n',
        f"jdbc:sqlserver://{h}:1433;databaseName=shop;user={u};password={v};encrypt=true\n",
        f"jdbc:postgresql://{h}:5432/app?user={u}&password={v}&ssl=true\n",
        f"https://{h}/api/export?format=csv&token={v}\n",
        f"https://{h}/login?user={u}&pwd={v}\n",
        f"Server={h};Database=shop;User Id={u};Password={v};\n",
        f"Driver={{ODBC Driver 18}};Server={h};Uid={u};Pwd={v};\n",
        f"git clone https://{u}:{v}@git.acme.io/team/repo.git\n",
        f"pip install --index-url https://{u}:{v}@pypi.acme.io/simple pkg\n",
    ])
    return t, [v], "structural"


def fam_prose():
    v = R.choice([v_alnum, v_human, v_symbols, v_letters])()
    thing = R.choice(["staging db", "prod database", "admin panel", "wifi", "jenkins", "the VPN",
                      "grafana", "the old server"])
    word = R.choice(["password", "pass", "token", "api key", "secret", "login password",
                     "root password", "creds"])
    t = R.choice([
        f"the {word} to {thing} is {v}\n", f"FYI the {word} for {thing} is {v} (rotate it later)\n",
        f"{thing} {word}: {v}\n", f"can you try logging in with {word} {v}?\n",
        f"I reset the {word} of {thing} to {v}, let me know if it works\n",
        f"use this {word}: {v}\n", f"{word} is {v} btw\n",
    ])
    return t, [v], "name-context"


def fam_logs():
    n, v = name(R.choice(["snake", "camel"])), value()
    t = R.choice([
        f"2026-11-30T10:12:01Z DEBUG connect params={{'host': 'db', '{n}': '{v}'}}\n",
        f"INFO  [auth] login ok user=alice {n}={v} ip=10.0.0.7\n",
        f"Traceback (most recent call last):\n  File \"app.py\", line 12, in connect\n"
        f"    conn = psycopg.connect(host=host, {n}='{v}')\npsycopg.OperationalError: timeout\n",
        f"level=error msg=\"request failed\" {n}=\"{v}\" status=401\n",
        f"> POST /v1/session HTTP/1.1\n> Authorization: Bearer {v}\n> Accept: */*\n",
        f"request headers: {{'User-Agent': 'x', 'X-Api-Key': '{v}'}}\n",
    ])
    return t, [v], "name-context"


def fam_config():
    n, v = name(R.choice(["snake", "dotted", "camel", "pascal"])), value()
    t = R.choice([
        f"[database]\nhost = db\n{n} = {v}\n", f"[auth]\n{n} = \"{v}\"\n",
        f"spring.datasource.{n}={v}\n", f"<{n}>{v}</{n}>\n",
        f'<add key="{n}" value="{v}" />\n', f"<property name=\"{n}\" value=\"{v}\"/>\n",
        f"{n}: {v}\n",
    ])
    return t, [v], "name-context"


def pem_body() -> list[str]:
    raw = base64.b64encode(R.randbytes(R.choice([300, 600, 900]))).decode()
    return [raw[i:i + 64] for i in range(0, len(raw), 64)]


def fam_pem():
    label = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY",
                      "ENCRYPTED PRIVATE KEY"])
    lines = pem_body()
    block = [f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"]
    secret = lines[1]
    how = R.randrange(5)
    if how == 0:
        t = "\n".join(block) + "\n"
    elif how == 1:
        t = json.dumps({"type": "service_account", "private_key": "\n".join(block) + "\n",
                        "client_email": "svc@proj.iam.gserviceaccount.com"})
    elif how == 2:
        t = "tls:\n  key: |\n" + "".join(f"    {line}\n" for line in block) + "  port: 443\n"
    elif how == 3:
        t = "KEY = (\n" + "".join(f'    "{line}\\n"\n' for line in block) + ")\n"
    else:
        t = "ssh_key: \"" + "\\n".join(block) + "\"\n"
    return t, [secret], "self-identifying"


def fam_tokens():
    v = self_identifying()
    ctx = R.choice(["{v}\n", "see {v} in the log\n", "remote: https://{v}@github.com/o/r.git\n",
                    "\"value\": \"{v}\"\n", "echo {v} | gh auth login --with-token\n"])
    return ctx.format(v=v), [v], "self-identifying"


FAMILIES = {"env": fam_env, "yaml": fam_yaml, "json": fam_json, "code": fam_code,
            "shell": fam_shell, "urls": fam_urls, "prose": fam_prose, "logs": fam_logs,
            "config": fam_config, "pem": fam_pem, "tokens": fam_tokens}


# -- clean look-alikes ----------------------------------------------------------------------------

def clean_texts() -> list[tuple[str, str]]:
    sha = rand(HEX, 40)
    uid = str(uuid.UUID(int=R.getrandbits(128)))
    items = {
        "env": ["DB_PASSWORD=${DB_PASSWORD}\n", "export GITHUB_TOKEN=$(gh auth token)\n",
                "API_KEY=<your-api-key>\n", "PASSWORD_MIN_LENGTH=12\nTOKEN_TTL_SECONDS=3600\n",
                "SECRET_KEY=changeme\n", "AUTH_ENABLED=true\nSESSION_TIMEOUT=30\n",
                "export AWS_PROFILE=dev\nexport TOKEN_FILE=~/.config/acme/token\n",
                "STRIPE_SECRET_KEY=\n", "JWT_SECRET=${JWT_SECRET:?missing}\n"],
        "yaml": ["password: ${{ secrets.DB_PASSWORD }}\n",
                 "env:\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: api\n        key: token\n",
                 "auth:\n  type: oauth2\n  token_url: https://auth.acme.io/token\n",
                 "cache:\n  key: ${{ runner.os }}-pip-${{ hashFiles('requirements.txt') }}\n",
                 "max_tokens: 4096\ntemperature: 0.2\n", "secretName: prod-db-credentials\n",
                 "password: \"{{ vault_db_password }}\"\n", "tokenizer: cl100k_base\n",
                 "session:\n  cookie_secure: true\n  ttl: 3600\n"],
        "json": ['{"token_type": "Bearer", "expires_in": 3600, "scope": "read"}',
                 '{"password": null, "username": "alice"}', '{"apiKeys": [], "retries": 3}',
                 '{"integrity": "sha512-' + base64.b64encode(R.randbytes(48)).decode() + '"}',
                 '{"session_id": "' + uid + '", "turns": 12}', '{"primaryKey": "id", "sortKey": "createdAt"}',
                 '{"max_tokens": 1024, "stop": ["\\n"]}'],
        "code": ["password = getpass.getpass()\n", "token = tokenizer.encode(text)\n",
                 "secret = secrets.token_hex(32)\n", "api_key = os.environ[\"API_KEY\"]\n",
                 "const token = process.env.GITHUB_TOKEN;\n", "def test_password_reset_requires_token():\n",
                 "auth = HTTPBasicAuth(user, password)\n", "key = f\"{prefix}:{user_id}\"\n",
                 "password: str = Field(..., min_length=8)\n", "if token is None:\n    raise AuthError()\n",
                 "self.session_key = session_key\n", "creds = load_credentials(path)\n",
                 "const apiKey = config.get('apiKey');\n", "id = models.AutoField(primary_key=True)\n"],
        "shell": ['curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user\n',
                  "git log --oneline -3\n" + sha[:7] + " fix: token refresh race\n",
                  "docker pull ghcr.io/acme/api@sha256:" + rand(HEX, 64) + "\n",
                  "kubectl create secret generic db --from-literal=password=\"$DB_PASS\"\n",
                  "./deploy.sh --token-file ~/.token --region eu-west-1\n",
                  "gh auth login --with-token < token.txt\n", "mkdir -p build && make -j4\n"],
        "urls": ["postgres://app@db.internal:5432/main\n", "redis://cache-1:6379/0\n",
                 "https://github.com/acme/api/blob/main/auth/token.py\n",
                 "https://api.acme.io/v1/items?page=2&page_token=\n",
                 "postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}/app\n", "git@github.com:acme/api.git\n"],
        "prose": ["The password must be at least 12 characters and contain a digit.\n",
                  "Rotate the token every 90 days; the old one is revoked automatically.\n",
                  "I changed the password reset flow to send a magic link instead.\n",
                  "The API key is stored in the vault, not in the repo.\n",
                  "the token is expired, so refresh it with `gh auth refresh`\n",
                  "Passwordless login works with WebAuthn keys now.\n"],
        "logs": [f"INFO  request_id={uid} status=200 duration_ms=31\n",
                 f"commit {sha}\nAuthor: Alice <alice@acme.io>\n\n    Fix session expiry\n",
                 "WARN  token refresh failed: 401 Unauthorized (retrying in 5s)\n",
                 f"level=info msg=\"session started\" session_id={uid}\n",
                 "tests/test_auth.py::test_invalid_password_rejected PASSED\n"],
        "config": ["[auth]\nbackend = ldap\npassword_hash = argon2\n", "spring.datasource.password=${DB_PASSWORD}\n",
                   "<password>${env.MAVEN_PASSWORD}</password>\n", '<add key="ApiKeyHeader" value="X-Api-Key" />\n',
                   "[session]\nsecure = true\nsamesite = strict\n"],
        "pem": ["-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_body()[:4]) + "\n-----END PUBLIC KEY-----\n",
                "-----BEGIN CERTIFICATE-----\n" + "\n".join(pem_body()[:5]) + "\n-----END CERTIFICATE-----\n",
                "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rand(B62, 43) + " alice@laptop\n",
                "The key file starts with -----BEGIN OPENSSH PRIVATE KEY----- and must be 0600.\n"],
    }
    return [(fam, t) for fam, texts in items.items() for t in texts]


def main() -> None:
    secrets = []
    for family, make in FAMILIES.items():
        for i in range(60):
            text, values, cls = make()
            secrets.append({"id": f"{family}-{i}", "family": family, "class": cls, "text": text,
                            "secrets": values})
    clean = [{"id": f"{fam}-clean-{i}", "family": fam, "text": t}
             for i, (fam, t) in enumerate(clean_texts())]
    for fname, rows in (("secrets.jsonl", secrets), ("clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
