"""Seeded generator of the SECOND held-out part of the development corpus (holdout2_*.jsonl).

Written after the first held-out part had been used to improve the rules, from a third list of
places (Helm/Rails/Home Assistant configs, appsettings.json, Postman exports, launch.json,
Rust/Dart/Elixir/Perl/PHP/Lua/C code, sqlcmd/ldapsearch/smbclient/vault, MQTT/LDAP/SOCKS/
ClickHouse/Neo4j URLs, chat, request logs, .s3cfg/rclone/pip.conf/nginx) and run against the
rules once: its figures are what the rules do on shapes they were not written from. Same schema
as generate.py; imports nothing from memtool.

    python tests/redaction_dev/holdout2.py
"""

from __future__ import annotations

import base64
import json
import random
import string
from pathlib import Path

R = random.Random(99017)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
WORDS = """anchor beacon cactus dune ember fjord grove heron inlet jade koala lotus mesa nova
oak prism quiver reef sable tulip""".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def value() -> str:
    kind = R.randrange(6)
    if kind == 0:
        return rand(B62, R.choice([12, 18, 26]))
    if kind == 1:
        return rand(string.ascii_letters, R.choice([12, 16]))
    if kind == 2:
        return R.choice(WORDS).capitalize() + R.choice(WORDS) + str(R.randint(1, 999))
    if kind == 3:
        return rand(HEX, R.choice([32, 40]))
    if kind == 4:
        return rand(B62 + "!#%*-_.~", R.choice([14, 20]))
    return base64.b64encode(R.randbytes(R.choice([16, 24]))).decode()


def safe() -> str:  # no characters a URL or a shell would break on
    return rand(B62, R.choice([11, 15, 19]))


def fam_env():
    v = value()
    n = R.choice(["STRIPE_WEBHOOK_SECRET", "DATABASE_PASSWORD", "ALGOLIA_ADMIN_KEY", "TWILIO_AUTH_TOKEN",
                  "MAIL_PASSWORD", "APP_KEY", "SESSION_SECRET", "OPENSEARCH_PASS", "BASIC_AUTH_PASSWORD"])
    return R.choice([
        f'{n}="{v}" # prod\n', f"{n}='{v}'\n", f"setx {n} {v}\n", f'$Env:{n}="{v}"\n',
        f'echo "{n}={v}" >> $GITHUB_ENV\n', f"env {n}={v} ./run.sh\n", f'export {n}="{v}";\n',
    ]), [v], "name-context"


def fam_yaml():
    v = value()
    return R.choice([
        f"auth:\n  rootPassword: {v}\n  replicaSetKey: x\n", f"wifi_password: {v}\n",
        f"default: &default\n  adapter: postgresql\n  password: {v}\n",
        f"redis:\n  command: redis-server --requirepass {v}\n",
        f"jwt:\n  secret: \"{v}\"\n  expiration: 3600\n",
        f"spec:\n  template:\n    spec:\n      containers:\n        - env:\n            - name: ADMIN_PASSWORD\n              value: {v}\n",
    ]), [v], "name-context"


def fam_json():
    v, s = value(), safe()
    t, secret = R.choice([
        (json.dumps({"ConnectionStrings": {"Default": f"Server=db;Database=shop;User Id=sa;Password={s};"}}), s),
        (json.dumps({"configurations": [{"name": "api", "env": {"API_TOKEN": v}}]}, indent=2), v),
        (json.dumps({"values": [{"key": "apiKey", "value": v, "enabled": True}]}), v),
        (json.dumps({"installed": {"client_id": "x.apps.googleusercontent.com", "client_secret": v}}), v),
        (json.dumps({"config": {"registryToken": v}}), v),
        (json.dumps({"auth": {"user": "svc", "pass": v}}), v),
    ])
    return t, [secret], "name-context"


def fam_code():
    v = value()
    return R.choice([
        f'let password = "{v}";\n', f"const apiKey = '{v}';\n", f'config :app, secret_key_base: "{v}"\n',
        f'val dbPassword = "{v}"\n', f"my $password = '{v}';\n", f'$password = "{v}";\n',
        f'local token = "{v}"\n', f'#define API_KEY "{v}"\n', f'os.Setenv("DB_PASSWORD", "{v}")\n',
        f"ENV['SECRET'] ||= '{v}'\n", f"axios.get(url, {{ headers: {{ 'x-api-key': '{v}' }} }})\n",
        f'ds.setPassword("{v}");\n', f'client = Client(api_key="{v}", timeout=30)\n',
    ]), [v], "name-context"


def fam_shell():
    s = safe()
    return R.choice([
        f"mysql --password={s} -u root shop\n", f"sqlcmd -S db -U sa -P {s} -Q 'select 1'\n",
        f"vault login {s}\n", f"curl -X POST -d '{{\"username\":\"a\",\"password\":\"{s}\"}}' https://x/login\n",
        f"ldapsearch -x -D cn=admin,dc=acme -w {s} -b dc=acme\n", f"smbclient //fs/share -U alice%{s}\n",
        f"sshpass -p {s} ssh deploy@host\n", f'docker run -e "PASSWORD={s}" app\n',
        f"helm install pg bitnami/postgresql --set auth.postgresPassword={s}\n",
        f"wget --user=bob --password={s} https://files/x\n",
        f"RSYNC_PASSWORD={s} rsync -a rsync://bob@h/mod .\n",
        f"openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:{s}\n",
    ]), [s], "structural"


def fam_urls():
    s = safe()
    return R.choice([
        f"amqp://guest:{s}@rabbit:5672/\n", f"mqtt://sensor:{s}@broker:1883\n",
        f"socks5://proxy:{s}@10.0.0.2:1080\n", f"postgresql+asyncpg://app:{s}@db/main\n",
        f"https://hooks.acme.io/in?token={s}&x=1\n", f"clickhouse://default:{s}@ch:9000/db\n",
        f"neo4j+s://neo4j:{s}@graph.acme.io\n", f"ws://h/socket?access_token={s}\n",
        f"https://auth.acme.io/token?client_secret={s}&grant_type=x\n",
        f"Server=tcp:sql.acme.io,1433;Database=d;Pwd={s};Encrypt=yes\n",
    ]), [s], "structural"


def fam_prose():
    s = R.choice([safe, lambda: R.choice(WORDS).capitalize() + str(R.randint(100, 999)) + "#"])()
    return R.choice([
        f"btw wifi pass is {s}\n", f"the new root pw = {s}\n", f"here are the creds: admin {s}\n",
        f"Your temporary password: {s}\n", f"API key (prod): {s}\n", f"login with admin/{s}\n",
        f"pass: {s}\n", f"I set POSTGRES_PASSWORD to {s} on staging\n",
    ]), [s], "name-context"


def fam_logs():
    v, s = value(), safe()
    t, secret = R.choice([
        (f"Connecting to redis with password {s} ...\n", s),
        (f'FATAL: password authentication failed for user "app" (password={s})\n', s),
        (f"http.request headers: Authorization=Bearer {s}\n", s),
        (f"< set-cookie: session={s}; Path=/; HttpOnly\n", s),
        (f"params: {json.dumps({'user': 'a', 'password': v})}\n", v),
        (f"kwargs={{'api_key': '{v}', 'timeout': 5}}\n", v),
    ])
    return t, [secret], "name-context"


def fam_config():
    v, s = value(), safe()
    t, secret = R.choice([
        (f"<server>\n  <id>nexus</id>\n  <password>{v}</password>\n</server>\n", v),
        (f"[global]\nindex-url = https://ci:{s}@pypi.acme.io/simple\n", s),
        (f"[github]\n\ttoken = {v}\n", v), (f'proxy_set_header Authorization "Basic {v}";\n', v),
        (f"define( 'DB_PASSWORD', '{v}' );\n", v), (f"jwt.secret: {v}\n", v),
        (f"[default]\naccess_key = AKIA{rand(string.ascii_uppercase, 16)}\nsecret_key = {v}\n", v),
        (f"[remote]\ntype = sftp\nuser = bob\npass = {v}\n", v),
    ])
    return t, [secret], "name-context"


FAMILIES = {"env": fam_env, "yaml": fam_yaml, "json": fam_json, "code": fam_code,
            "shell": fam_shell, "urls": fam_urls, "prose": fam_prose, "logs": fam_logs,
            "config": fam_config}


def clean_texts() -> list[tuple[str, str]]:
    return [(fam, t) for fam, texts in {
        "env": ['STRIPE_WEBHOOK_SECRET="" # set in vault\n', "APP_KEY=base64:\n", "MAIL_PASSWORD=null\n",
                "SESSION_LIFETIME=120\nSESSION_DRIVER=redis\n", 'echo "API_URL=https://api.acme.io" >> $GITHUB_ENV\n'],
        "yaml": ["password: <%= ENV['DATABASE_PASSWORD'] %>\n", "settings:\n  password:\n    from_secret: docker_pw\n",
                 "auth:\n  existingSecret: pg-auth\n  secretKeys:\n    adminPasswordKey: postgres-password\n",
                 "tokenReview: true\nsessionAffinity: ClientIP\n"],
        "json": ['{"key": "apiKey", "value": "", "enabled": true}', '{"passwordPolicy": {"minLength": 12}}',
                 '{"tokenUrl": "https://auth.acme.io/oauth/token", "scopes": {}}', '{"authType": "none"}'],
        "code": ["let password = rpassword::prompt_password(\"Password: \")?;\n",
                 "final apiKey = Platform.environment['API_KEY'];\n", "my $password = $ENV{'PASSWORD'};\n",
                 "$password = password_hash($input, PASSWORD_DEFAULT);\n",
                 "local token = redis.call('GET', KEYS[1])\n", "#define API_KEY_HEADER \"X-Api-Key\"\n",
                 'os.Setenv("DB_PASSWORD", cfg.Password)\n', "token = jwt.encode(payload, key, algorithm='HS256')\n",
                 "if (password.length < 8) throw new Error('too short');\n"],
        "shell": ["mysql --password -u root shop\n", "vault login -method=oidc\n", "sqlcmd -S db -U sa -P \"$SA_PASSWORD\"\n",
                  "helm install pg bitnami/postgresql --set auth.existingSecret=pg-auth\n",
                  "openssl pkcs12 -export -in c.pem -out c.p12 -passout env:P12_PASS\n"],
        "urls": ["amqp://rabbit:5672/\n", "mqtt://broker:1883\n", "https://hooks.acme.io/in?x=1&page=2\n",
                 "neo4j+s://graph.acme.io\n"],
        "prose": ["Password reset emails now expire after one hour.\n", "We rotate API keys quarterly.\n",
                  "The session token lives in an HttpOnly cookie.\n", "Pass the --token flag to override the default.\n"],
        "logs": ["FATAL: password authentication failed for user \"app\"\n", "< set-cookie: theme=dark; Path=/\n",
                 "INFO token validated in 3ms\n", "params: {\"user\": \"a\", \"page\": 2}\n"],
        "config": ["<server>\n  <id>nexus</id>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>\n",
                   "[credential]\n\thelper = osxkeychain\n", "proxy_set_header Authorization $http_authorization;\n",
                   "define( 'DB_PASSWORD', getenv('DB_PASSWORD') );\n"],
    }.items() for t in texts]


def main() -> None:
    secrets = []
    for family, make in FAMILIES.items():
        for i in range(40):
            text, values, cls = make()
            secrets.append({"id": f"h2-{family}-{i}", "family": family, "class": cls, "text": text,
                            "secrets": values})
    clean = [{"id": f"h2-{fam}-clean-{i}", "family": fam, "text": t}
             for i, (fam, t) in enumerate(clean_texts())]
    for fname, rows in (("holdout2_secrets.jsonl", secrets), ("holdout2_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
