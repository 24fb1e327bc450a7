"""Seeded generator of the source "shellci" (shellci_secrets.jsonl, shellci_clean.jsonl).

How people leak in shell history and CI logs: ~/.bash_history and zsh history lines, tools'
password flags, here-strings and pipes, `printenv`/`env` dumps in a job log, GitHub Actions and
GitLab job output, `set -x` traces, make and docker build logs. Written on 2026-12-01 before the
rules saw any of it (first run recorded in sources.json); imports nothing from memtool.

    python tests/redaction_dev/src_shellci.py
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9202)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = "copper violet harbor summit pepper velvet glacier cobalt maple rocket saturn".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return R.choice([lambda: rand(B62, R.choice([12, 16, 24])), lambda: rand(string.ascii_letters, R.choice([11, 15])),
                     lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice(["", "!", "#"]),
                     lambda: rand(B62 + "_-", 20), lambda: rand(HEX, 32)])()


def token() -> str:
    return R.choice([
        lambda: "ghp_" + rand(B62, 36), lambda: "gho_" + rand(B62, 36), lambda: "ghs_" + rand(B62, 36),
        lambda: "glpat-" + rand(B62 + "-_", 20), lambda: "npm_" + rand(B62, 36), lambda: "AKIA" + rand(UP, 16),
        lambda: "ASIA" + rand(UP, 16), lambda: "sk_live_" + rand(B62, 99), lambda: "dckr_pat_" + rand(B62 + "-_", 27),
        lambda: "pypi-AgEIcHlwaS5vcmc" + rand(B62 + "-_", 80), lambda: "hf_" + rand(string.ascii_letters, 34),
        lambda: "xoxb-" + rand("0123456789", 11) + "-" + rand("0123456789", 13) + "-" + rand(B62, 24),
        lambda: "sk-" + rand(B62, 48), lambda: "dop_v1_" + rand(HEX, 64), lambda: "FLWSECK-" + rand(HEX, 32) + "-X",
        lambda: "SK" + rand(HEX, 32), lambda: "key-" + rand(HEX, 32), lambda: "doo_v1_" + rand(HEX, 64),
        lambda: "atlasv1." + rand(B62, 70), lambda: "sntrys_" + rand(B62, 60), lambda: "tfp_" + rand(B62, 40),
        lambda: "rubygems_" + rand(HEX, 48), lambda: "pscale_pw_" + rand(B62 + "_-", 43),
    ])()


def fam_flags():
    p = pw()
    u = R.choice(["admin", "root", "ci", "deploy", "svc"])
    text = R.choice([
        f"mysql -u{u} -p{p} -h db shop < dump.sql", f"mysql -u {u} --password={p} shop",
        f"psql \"host=db user={u} password={p} dbname=app\"", f"sshpass -p '{p}' ssh {u}@10.0.3.7",
        f"sshpass -p {p} scp backup.tgz {u}@nas:/vol1", f"htpasswd -b -c .htpasswd {u} {p}",
        f"openssl pkcs12 -export -in c.pem -inkey k.pem -out c.p12 -passout pass:{p}",
        f"openssl rsa -in enc.key -out dec.key -passin pass:{p}", f"keytool -importcert -keystore ks.jks -storepass {p} -file ca.crt",
        f"jarsigner -keystore rel.jks -storepass {p} app.apk release", f"zip -P {p} secrets.zip notes.txt",
        f"7z a -p{p} backup.7z ./data", f"unzip -P {p} export.zip", f"mongosh -u {u} -p {p} --authenticationDatabase admin",
        f"mongodump --username {u} --password {p} --db shop", f"redis-cli -a {p} --no-auth-warning info",
        f"docker login -u {u} -p {p} registry.acme.io", f"helm repo add acme https://charts.acme.io --username {u} --password {p}",
        f"wget --user={u} --password={p} https://files.acme.io/x.tgz", f"curl -u {u}:{p} -X POST https://ci.acme.io/job/x/build",
        f"rabbitmqctl add_user {u} {p}", f"rabbitmqctl change_password {u} {p}",
        f"influx -username {u} -password {p} -execute 'show databases'", f"smbclient //fs/share -U {u}%{p}",
        f"net use Z: \\\\fs\\share {p} /user:ACME\\{u}", f"sqlcmd -S db -U {u} -P {p} -Q \"select 1\"",
        f"ldapsearch -x -D cn={u},dc=acme -w {p} -b dc=acme", f"vault login -method=userpass username={u} password={p}",
        f"mosquitto_pub -h mq -u {u} -P {p} -t t -m hi", f"pg_dump \"postgres://{u}:{p}@db/app\" > d.sql",
        f"ansible-playbook site.yml -e ansible_password={p}", f"az login -u {u}@acme.io -p {p}",
        f"gpg --batch --passphrase {p} -d secrets.gpg", f"echo '{p}' | sudo -S systemctl restart app",
        f"openssl enc -aes-256-cbc -k {p} -in db.sql -out db.enc", f"rclone config create s3 s3 secret_access_key {p}",
        f"ftp -n <<EOF\nuser {u} {p}\nput a.txt\nEOF", f"lftp -u {u},{p} sftp://files.acme.io",
        f"hdbsql -n db:30015 -u {u} -p {p}", f"isql -v DSN {u} {p}", f"cqlsh -u {u} -p {p} cass1",
        f"mc alias set minio http://minio:9000 {u} {p}", f"rsync --password-file=<(echo {p}) a {u}@h::m",
    ])
    prefix = R.choice(["", "", f"  {R.randint(100, 2000)}  ", f": {R.randint(1700000000, 1760000000)}:0;", "$ ", "+ "])
    return prefix + text + "\n", [p], "name-context"


def fam_env():
    p = pw()
    name = R.choice(["DB_PASSWORD", "POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "REDIS_PASS", "SMTP_PASSWORD",
                     "API_SECRET", "JWT_SECRET", "APP_KEY", "SESSION_SECRET", "STRIPE_SECRET", "ENCRYPTION_KEY",
                     "ADMIN_PASS", "RABBITMQ_DEFAULT_PASS", "KEYCLOAK_ADMIN_PASSWORD", "MINIO_ROOT_PASSWORD",
                     "GRAFANA_ADMIN_PASSWORD", "SIGNING_KEY", "WEBHOOK_SECRET", "DJANGO_SECRET_KEY", "AUTH_TOKEN"])
    text = R.choice([
        f"export {name}={p}", f"export {name}=\"{p}\"", f"{name}={p} npm run start", f"env {name}={p} ./run.sh",
        f"set -x {name} {p}", f"$env:{name} = \"{p}\"", f"setx {name} {p}", f"set {name}={p}",
        f"docker run -e {name}={p} -p 8080:80 app", f"kubectl create secret generic app --from-literal={name.lower()}={p}",
        f"heroku config:set {name}={p} -a acme-prod", f"fly secrets set {name}={p}", f"gh secret set {name} --body {p}",
        f"vercel env add {name} production <<< {p}", f"echo \"{name}={p}\" >> .env",
        f"+ {name}={p}", f"printenv | grep PASS\n{name}={p}", f"declare -x {name}=\"{p}\"",
    ])
    return text + "\n", [p], "name-context"


def fam_cilog():
    p, t = pw(), token()
    ts = f"2026-11-{R.randint(10, 30)}T{R.randint(10, 23)}:{R.randint(10, 59)}:{R.randint(10, 59)}.{R.randint(1000000, 9999999)}Z"
    text, secret, cls = R.choice([
        (f"{ts} ##[group]Run ./deploy.sh\n{ts} env:\n{ts}   DEPLOY_TOKEN: {t}\n{ts} ##[endgroup]", t, "self-identifying"),
        (f"$ echo \"registry token is $CI_REGISTRY_PASSWORD\"\nregistry token is {p}", p, "name-context"),
        (f"Step 7/12 : ENV API_KEY={p}\n ---> Running in {rand(HEX, 12)}", p, "name-context"),
        (f"Step 4/9 : ARG NPM_TOKEN={t}", t, "self-identifying"),
        (f"+ curl -sf -H 'Authorization: token {t}' https://api.github.com/repos/acme/app", t, "self-identifying"),
        (f"+ git remote set-url origin https://x-access-token:{t}@github.com/acme/app.git", t, "self-identifying"),
        (f"[INFO] Using settings: {{'user': 'ci', 'password': '{p}', 'host': 'db'}}", p, "name-context"),
        (f"Running with gitlab-runner 16.4\n$ export SONAR_TOKEN={p}", p, "name-context"),
        (f"> Task :publish\nUsing credentials ossrhUsername=ci ossrhPassword={p}", p, "name-context"),
        (f"npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/acme - token {t}", t, "self-identifying"),
        (f"[deploy] connecting with key {t}", t, "self-identifying"),
        (f"make[1]: Entering directory '/src'\ncc -DSECRET_KEY=\\\"{p}\\\" -o app main.c", p, "name-context"),
        (f"  + terraform apply -var 'db_password={p}' -auto-approve", p, "name-context"),
        (f"[2026-11-30 10:22:01] DEBUG: POST /login body=username=admin&password={p}", p, "name-context"),
        (f"WARN  retrying with fallback credentials (user=deploy, secret={p})", p, "name-context"),
    ])
    return text + "\n", [secret], cls


def fam_tokens():
    t = token()
    text = R.choice([
        f"export GITHUB_TOKEN={t}", f"gh auth login --with-token <<< {t}", f"echo {t} | gh auth login --with-token",
        f"npm config set //registry.npmjs.org/:_authToken {t}", f"git clone https://{t}@github.com/acme/infra.git",
        f"curl -H \"Authorization: Bearer {t}\" https://api.acme.io/v1/me", f"twine upload -u __token__ -p {t} dist/*",
        f"poetry config pypi-token.pypi {t}", f"huggingface-cli login --token {t}", f"doctl auth init -t {t}",
        f"STRIPE_KEY={t} python charge.py", f"aws configure set aws_access_key_id {t}", f"./bootstrap --token {t}",
        f"docker login -u acme -p {t}", f"http GET api.acme.io/v2/items 'Authorization:Bearer {t}'",
    ])
    return text + "\n", [t], "self-identifying"


def fam_structural():
    p = rand(B62, R.choice([12, 16, 20]))
    u = R.choice(["admin", "app", "ci", "postgres"])
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    text, secret = R.choice([
        (f"psql postgresql://{u}:{p}@localhost:5432/app -c '\\dt'", p),
        (f"DATABASE_URL=postgres://{u}:{p}@db:5432/app ./manage.py migrate", p),
        (f"redis-cli -u redis://{u}:{p}@cache:6379", p), (f"mongosh \"mongodb://{u}:{p}@mongo:27017/?authSource=admin\"", p),
        (f"curl -H 'Authorization: Basic {b}' https://ci.acme.io/api/json", b),
        (f"git push https://{u}:{p}@git.acme.io/acme/app.git HEAD:main", p),
        (f"pip install -i https://{u}:{p}@pypi.acme.io/simple acme-core", p),
        (f"celery -A app worker -b amqp://{u}:{p}@mq:5672//", p),
        (f"+ wget -q ftp://{u}:{p}@ftp.acme.io/pub/data.csv", p),
        (f"curl 'https://api.acme.io/v1/export?api_key={p}&format=csv'", p),
        (f"curl 'https://hooks.acme.io/notify?token={p}'", p),
    ])
    return text + "\n", [secret], "structural"


def clean_texts() -> str:
    sha, u = rand(HEX, 40), str(uuid.UUID(int=R.getrandbits(128)))
    return R.choice([
        "export DB_PASSWORD=$(vault kv get -field=password secret/db)\n", "mysql -u root -p shop\n",
        "psql -U app -W -h db app\n", "echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY\n",
        "export API_KEY=${API_KEY:?missing}\n", "kubectl create secret generic app --from-env-file=.env\n",
        f"git checkout {sha[:12]}\n", f"git show {sha}\n", f"docker pull ghcr.io/acme/app@sha256:{rand(HEX, 64)}\n",
        f"sha256sum -c <<< '{rand(HEX, 64)}  app.tgz'\n", "##[debug]Evaluating: secrets.GITHUB_TOKEN\n",
        "  GITHUB_TOKEN: ***\n", "$ export SONAR_TOKEN=$SONAR_TOKEN_PROD\n", "+ DB_PASSWORD=\n",
        "Step 3/9 : ARG NPM_TOKEN\n", f"Successfully built {rand(HEX, 12)}\n", f"request {u} finished in 231ms\n",
        "history | grep password\n", "ssh-keygen -t ed25519 -f ~/.ssh/deploy_key -N ''\n",
        "openssl rand -base64 32 > .secret_key\n", "htpasswd -B .htpasswd admin\n", "sshpass -e ssh deploy@10.0.3.7\n",
        "keytool -list -keystore ks.jks -storepass:env KS_PASS\n", "openssl rsa -in enc.key -passin env:KEY_PASS -out dec.key\n",
        "openssl rsa -in enc.key -passin file:/run/secrets/pass -out dec.key\n", "gh secret set API_KEY < key.txt\n",
        "terraform apply -var-file=prod.tfvars\n", "docker build --secret id=npm,src=$HOME/.npmrc .\n",
        f"  {R.randint(100, 2000)}  git commit -m 'rotate token handling'\n", "make test PASSWORD_MIN_LENGTH=12\n",
        "pytest -k test_password_reset -q\n", f"export BUILD_ID={R.randint(1000, 99999)}\n",
        f"export GIT_COMMIT={sha}\n", f"export RUN_ID={u}\n", "cat ~/.pgpass\n",
        f"##[group]Run actions/checkout@{sha[:40]}\n", "Run export TOKEN=${{ secrets.DEPLOY_TOKEN }}\n",
        "set -o allexport; source .env; set +o allexport\n", "redis-cli -h cache --askpass ping\n",
        "mysql --defaults-extra-file=~/.my.cnf shop\n", f"curl -H 'X-Request-Id: {u}' https://api.acme.io/health\n",
        "vault login -method=oidc\n", "az login --identity\n", "docker login ghcr.io -u acme --password-stdin < token.txt\n",
        f"export KEY_ID={rand(HEX, 16).upper()}\n", "gpg --batch --passphrase-file /run/pass -d secrets.gpg\n",
    ])


def main() -> None:
    makers = [(fam_flags, 120), (fam_env, 60), (fam_cilog, 60), (fam_tokens, 40), (fam_structural, 50)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"shellci-{len(secrets)}", "family": "shellci", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"shellci-clean-{i}", "family": "shellci", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("shellci_secrets.jsonl", secrets), ("shellci_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
