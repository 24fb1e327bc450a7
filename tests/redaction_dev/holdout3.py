"""Seeded generator of the THIRD held-out part of the development corpus (holdout3_*.jsonl).

Written after the rules were landed (commit 8903723), from a fourth list of places (GAE
app.yaml, Streamlit/Cargo TOML, tfstate, Composer auth.json, driver constructors in six
languages, kubectl/az/redis-cli/mysqldump, GitLab oauth2 URLs, Gradle/sonar properties,
multi-line .netrc, chat) and run once: what the final rules do on shapes they were not written
from. Same schema as generate.py; imports nothing from memtool.

    python tests/redaction_dev/holdout3.py
"""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

R = random.Random(4242)
B62 = string.ascii_letters + string.digits
WORDS = "alder birch cobra dingo egret finch gecko hyena ibis jackal kiwi lemur".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def value() -> str:
    kind = R.randrange(5)
    if kind == 0:
        return rand(B62, R.choice([13, 21, 29]))
    if kind == 1:
        return rand(string.ascii_letters, R.choice([13, 17]))
    if kind == 2:
        return R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice("!$%@")
    if kind == 3:
        return rand("0123456789abcdef", R.choice([32, 48]))
    return rand(B62 + "_-.~", R.choice([16, 24]))


def safe() -> str:
    return rand(B62, R.choice([12, 16, 20]))


def fam_env():
    v = value()
    return R.choice([
        f"env_variables:\n  DB_PASSWORD: '{v}'\n", f"DATABASE_PASSWORD: {v}\n",
        f"docker run --env API_SECRET={v} app\n", f"ENV API_TOKEN {v}\n",
        f"=== acme-prod Config Vars\nREDIS_PASSWORD:    {v}\n",
    ]), [v], "name-context"


def fam_toml():
    v = value()
    return R.choice([
        f'[tool.acme]\napi_key = "{v}"\n', f'[connections.db]\npassword = "{v}"\n',
        f'[registry]\ntoken = "{v}"\n', f'[build.environment]\n  SENTRY_AUTH_TOKEN = "{v}"\n',
    ]), [v], "name-context"


def fam_json():
    v = value()
    return R.choice([
        json.dumps({"headers": {"Authorization": f"Token {v}"}}),
        json.dumps({"resources": [{"instances": [{"attributes": {"master_password": v}}]}]}),
        json.dumps({"x-api-key": v}), json.dumps({"db": {"user": "app", "passwd": v}}),
    ]), [v], "name-context"


def fam_code():
    v = value()
    return R.choice([
        f'props.put("password", "{v}");\n', f'System.setProperty("db.password", "{v}")\n',
        f"conn = pymysql.connect(host='db', user='app', passwd='{v}')\n",
        f"client = Octokit::Client.new(access_token: '{v}')\n",
        f'rdb := redis.NewClient(&redis.Options{{Addr: "cache:6379", Password: "{v}"}})\n',
        f"const pool = new Pool({{ user: 'app', password: '{v}' }});\n",
        f'let cred = URLCredential(user: "app", password: "{v}", persistence: .none)\n',
    ]), [v], "name-context"


def fam_shell():
    s = safe()
    t, cls = R.choice([
        (f"export PGPASSWORD='{s}'\n", "name-context"), (f'mysqldump -u root --password="{s}" shop\n', "name-context"),
        (f"redis-cli -h cache -a {s} ping\n", "structural"), (f'curl -H "PRIVATE-TOKEN: {s}" https://gitlab/api\n', "structural"),
        (f"git clone https://oauth2:{s}@gitlab.com/acme/app.git\n", "structural"),
        (f"docker login -u ci --password {s} registry.acme.io\n", "name-context"),
        (f"kubectl config set-credentials ci --token={s}\n", "name-context"),
        (f"az storage blob upload --account-name st --account-key {s} -f x\n", "name-context"),
    ])
    return t, [s], cls


def fam_urls():
    s = safe()
    return R.choice([
        f"sftp://deploy:{s}@files.acme.io/upload\n", f"rediss://default:{s}@cache.acme.io:6380\n",
        f"postgres://app:{s}@db:5432/shop?sslmode=require\n", f"https://maps.acme.io/v1/geo?key={s}&q=x\n",
        f"https://api.acme.io/v2/q?format=json&apikey={s}&limit=5\n", f"wss://stream.acme.io/?auth={s}\n",
    ]), [s], "structural"


def fam_prose():
    s = R.choice([safe, lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 99)) + "!"])()
    return R.choice([
        f"the admin password is `{s}`\n", f"password for the shared account: {s}\n",
        f"ssh into it with password {s}\n", f"use {s} as the db password\n",
        f"my token expired so I made a new one: {s}\n", f"here's the key {s} -- don't commit it\n",
    ]), [s], "name-context"


def fam_logs():
    v, s = value(), safe()
    t, secret = R.choice([
        (f"< Set-Cookie: sessionid={s}; Path=/; HttpOnly\n", s), (f"DEBUG auth header: Basic {s}\n", s),
        (f"AUTH FAILED user=bob pass={s} ip=10.0.0.4\n", s), (f"SECRET_KEY = '{v}'\n", v),
        (f'[connect] password="{v}" host=db\n', v),
    ])
    return t, [secret], "name-context"


def fam_config():
    v, s = value(), safe()
    t, secret = R.choice([
        (f"[pypi]\nusername: __token__\npassword: {v}\n", v), (f"EMAIL_HOST_PASSWORD = '{v}'\n", v),
        (f"//registry.npmjs.org/:_authToken={s}\n", s), (f"machine api.acme.io\n  login bot\n  password {s}\n", s),
        (f"[default]\naws_session_token = {s}\n", s), (f"ossrhPassword={v}\n", v), (f"sonar.login={s}\n", s),
    ])
    return t, [secret], "name-context"


FAMILIES = {"env": fam_env, "toml": fam_toml, "json": fam_json, "code": fam_code, "shell": fam_shell,
            "urls": fam_urls, "prose": fam_prose, "logs": fam_logs, "config": fam_config}


def clean_texts() -> list[tuple[str, str]]:
    return [(fam, t) for fam, texts in {
        "env": ["env_variables:\n  DB_PASSWORD_SECRET_NAME: projects/1/secrets/db\n", "ENV API_TOKEN_FILE /run/secrets/token\n",
                "=== acme-prod Config Vars\nLOG_LEVEL:    info\n"],
        "toml": ['[tool.acme]\napi_key_env = "ACME_API_KEY"\n', '[registry]\ntoken-from-env = true\n'],
        "json": ['{"headers": {"Authorization": "Token ${TOKEN}"}}', '{"master_password_length": 32}',
                 '{"x-api-key": "<set in console>"}'],
        "code": ['props.put("password", System.getenv("DB_PASSWORD"));\n', "passwd = getpass.getpass('Password: ')\n",
                 "client = Octokit::Client.new(access_token: ENV['GITHUB_TOKEN'])\n",
                 "const pool = new Pool({ user: 'app', password: process.env.PGPASSWORD });\n"],
        "shell": ["redis-cli -h cache ping\n", 'curl -H "PRIVATE-TOKEN: $GITLAB_TOKEN" https://gitlab/api\n',
                  "kubectl config set-credentials ci --token=$(cat /var/run/token)\n"],
        "urls": ["rediss://cache.acme.io:6380\n", "https://maps.acme.io/v1/geo?q=berlin\n"],
        "prose": ["the admin password is stored in 1Password\n", "use a long random string as the db password\n",
                  "my token expired so I made a new one\n"],
        "logs": ["< Set-Cookie: theme=dark; Path=/\n", "AUTH FAILED user=bob ip=10.0.0.4\n"],
        "config": ["[pypi]\nusername: __token__\n", "EMAIL_HOST_PASSWORD = os.environ['EMAIL_HOST_PASSWORD']\n",
                   "machine api.acme.io\n  login bot\n"],
    }.items() for t in texts]


def main() -> None:
    secrets = []
    for family, make in FAMILIES.items():
        for i in range(30):
            text, values, cls = make()
            secrets.append({"id": f"h3-{family}-{i}", "family": family, "class": cls, "text": text,
                            "secrets": values})
    clean = [{"id": f"h3-{fam}-clean-{i}", "family": fam, "text": t}
             for i, (fam, t) in enumerate(clean_texts())]
    for fname, rows in (("holdout3_secrets.jsonl", secrets), ("holdout3_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
