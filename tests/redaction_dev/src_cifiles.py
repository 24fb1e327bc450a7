"""Seeded generator of the source "cifiles" (cifiles_secrets.jsonl, cifiles_clean.jsonl).

How people leak in build and service files: GitHub Actions/GitLab CI/CircleCI/Jenkinsfile/
Bitbucket/Drone/Travis YAML, Dockerfiles and docker build args, Makefiles, systemd units and
drop-ins, crontabs, supervisord, Procfiles, Vagrantfiles, Caddy/Traefik/HAProxy labels, support
tickets and e-mails quoting config. Written on 2026-12-01 AFTER the rules of commit e995b00 and
before they saw any of it (first run recorded in sources.json); imports nothing from memtool.

    python tests/redaction_dev/src_cifiles.py
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9707)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = "amber bluff coyote drift egret flint gale hawk iris jade kelp loam".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return R.choice([lambda: rand(B62, R.choice([12, 16, 20, 32])), lambda: rand(string.ascii_letters, R.choice([13, 16])),
                     lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice(["", "!", "%", "_"]),
                     lambda: rand(B62 + "-_", 26), lambda: rand(HEX, 40)])()


def token() -> str:
    return R.choice([
        lambda: "ghp_" + rand(B62, 36), lambda: "glpat-" + rand(B62 + "-_", 20), lambda: "npm_" + rand(B62, 36),
        lambda: "AKIA" + rand(UP, 16), lambda: "xoxb-" + rand("0123456789", 12) + "-" + rand("0123456789", 13) + "-" + rand(B62, 24),
        lambda: "dckr_pat_" + rand(B62 + "-_", 27), lambda: "sntrys_" + rand(B62, 60), lambda: "SG." + rand(B62 + "-_", 22) + "." + rand(B62 + "-_", 43),
        lambda: "sk-" + rand(B62, 48), lambda: "hvs." + rand(B62, 90), lambda: "CCIPAT_" + rand(B62, 22) + "_" + rand(HEX, 40),
    ])()


def fam_ci():
    p, t = pw(), token()
    text, secret, cls = R.choice([
        (f"env:\n  SONAR_TOKEN: {p}\n  NODE_ENV: test\n", p, "name-context"),
        (f"    steps:\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: {t}\n", t, "self-identifying"),
        (f"variables:\n  DOCKER_AUTH_CONFIG: '{{\"auths\":{{\"r.acme.io\":{{\"auth\":\"{base64.b64encode(('ci:' + p).encode()).decode()}\"}}}}}}'\n",
         base64.b64encode(("ci:" + p).encode()).decode(), "structural"),
        (f"deploy:\n  script:\n    - curl -X POST -F token={p} -F ref=main https://gitlab.acme.io/api/v4/projects/7/trigger/pipeline\n", p, "name-context"),
        (f"environment {{\n    NEXUS_PASS = '{p}'\n}}\n", p, "name-context"),
        (f"withEnv(['REGISTRY_PASSWORD={p}']) {{\n  sh 'make push'\n}}\n", p, "name-context"),
        (f"sh \"docker login -u ci -p {p} registry.acme.io\"\n", p, "name-context"),
        (f"- name: Login\n  run: echo {p} | docker login ghcr.io -u acme --password-stdin\n", p, "name-context"),
        (f"  - export CODECOV_TOKEN={rand(HEX, 8)}-{rand(HEX, 4)}-{rand(HEX, 4)}-{rand(HEX, 4)}-{rand(HEX, 12)}\n", None, "name-context"),
        (f"env:\n  global:\n    - secure: \"{rand(B62 + '+/', 64)}=\"\n    - DEPLOY_KEY={p}\n", p, "name-context"),
        (f"pipelines:\n  default:\n    - step:\n        script:\n          - pipe: atlassian/ssh-run\n            variables:\n              PASSWORD: '{p}'\n", p, "name-context"),
        (f"steps:\n  - name: publish\n    settings:\n      password: {p}\n", p, "name-context"),
        (f"      - uses: actions/checkout@v4\n        with:\n          token: {t}\n", t, "self-identifying"),
    ])
    if secret is None:
        secret = text.split("=", 1)[1].strip()
    return text, [secret], cls


def fam_docker():
    p, t = pw(), token()
    text, secret, cls = R.choice([
        (f"ENV DB_PASSWORD={p}\n", p, "name-context"), (f"ENV API_SECRET \"{p}\"\n", p, "name-context"),
        (f"ARG GITHUB_TOKEN={t}\nRUN git clone https://$GITHUB_TOKEN@github.com/acme/lib.git\n", t, "self-identifying"),
        (f"RUN echo \"//registry.npmjs.org/:_authToken={t}\" > ~/.npmrc\n", t, "self-identifying"),
        (f"RUN pip install --extra-index-url https://ci:{p}@pypi.acme.io/simple acme-core\n", p, "structural"),
        (f"docker build --build-arg NPM_TOKEN={t} -t app .\n", t, "self-identifying"),
        (f"docker build --build-arg DB_PASS={p} .\n", p, "name-context"),
        (f"RUN mysql -uroot -p{p} < /docker-entrypoint-initdb.d/init.sql\n", p, "name-context"),
        (f"LABEL traefik.http.middlewares.auth.basicauth.users=admin:$$apr1$${rand(B62, 8)}$${rand(B62 + './', 22)}\n", None, "structural"),
        (f"  labels:\n    - \"caddy.basicauth.admin={rand(B62 + './', 60)}\"\n", None, "structural"),
    ])
    if secret is None:
        secret = text.split("$$")[-1].strip() if "$$" in text else text.split("admin=")[1].split('"')[0]
    return text, [secret], cls


def fam_services():
    p, t = pw(), token()
    text, secret, cls = R.choice([
        (f"[Service]\nEnvironment=\"DB_PASSWORD={p}\"\nExecStart=/usr/bin/app\n", p, "name-context"),
        (f"[Service]\nEnvironment=API_KEY={p} LOG_LEVEL=info\n", p, "name-context"),
        (f"*/5 * * * * curl -fsS -u backup:{p} https://nas.acme.io/api/snapshot\n", p, "structural"),
        (f"0 3 * * * PGPASSWORD={p} pg_dump -h db shop > /backup/shop.sql\n", p, "name-context"),
        (f"[program:worker]\ncommand=/srv/app/worker\nenvironment=REDIS_PASSWORD=\"{p}\",QUEUE=default\n", p, "name-context"),
        (f"web: gunicorn app:app --env SECRET_KEY={p}\n", p, "name-context"),
        (f"deploy:\n\tAWS_SECRET_ACCESS_KEY={rand(B62 + '/+', 40)} aws s3 sync dist s3://acme-site\n", None, "name-context"),
        (f"PUBLISH_TOKEN ?= {t}\npublish:\n\ttwine upload -p $(PUBLISH_TOKEN) dist/*\n", t, "self-identifying"),
        (f"  config.vm.provision \"shell\", env: {{\"DB_PASS\" => \"{p}\"}}\n", p, "name-context"),
        (f"From: ops@acme.io\nSubject: new creds\n\nHi, the new SFTP password is {p} (user: partner01).\n", p, "name-context"),
        (f"> On Mon, Bob wrote:\n> api_key={p}\n> can you check why it 403s?\n", p, "name-context"),
        (f"Ticket #4411: customer pasted their token {t} in the description, please purge\n", t, "self-identifying"),
    ])
    if secret is None:
        secret = text.split("AWS_SECRET_ACCESS_KEY=")[1].split(" ")[0]
    return text, [secret], cls


def clean_texts() -> str:
    u = str(uuid.UUID(int=R.getrandbits(128)))
    return R.choice([
        "env:\n  SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}\n", "        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n",
        "environment {\n    NEXUS_PASS = credentials('nexus-pass')\n}\n", "withCredentials([string(credentialsId: 'registry', variable: 'REGISTRY_PASSWORD')]) {\n",
        "sh 'echo $REGISTRY_PASSWORD | docker login -u ci --password-stdin registry.acme.io'\n",
        "      - uses: actions/checkout@" + rand(HEX, 40) + "\n", "    - export CODECOV_TOKEN=$CODECOV_TOKEN\n",
        "ENV DB_PASSWORD_FILE=/run/secrets/db_password\n", "ARG GITHUB_TOKEN\nRUN --mount=type=secret,id=gh git clone https://github.com/acme/lib.git\n",
        "docker build --secret id=npmrc,src=$HOME/.npmrc -t app .\n", f"FROM python:3.12-slim@sha256:{rand(HEX, 64)}\n",
        "[Service]\nEnvironmentFile=/etc/app/env\nExecStart=/usr/bin/app\n", "0 3 * * * /usr/local/bin/backup.sh >> /var/log/backup.log 2>&1\n",
        "[program:worker]\ncommand=/srv/app/worker\nautorestart=true\n", "web: gunicorn app:app --workers 4\n",
        "publish:\n\ttwine upload -u __token__ -p $(PYPI_TOKEN) dist/*\n", f"build-{R.randint(100, 9999)}:\n\t$(CC) -o $@ $^\n",
        "From: ops@acme.io\nSubject: password rotation\n\nHi, passwords rotate on the first Monday; use the vault link.\n",
        "> On Mon, Bob wrote:\n> the api_key env var is missing in staging\n", "Ticket #4412: token refresh fails after 1h, see logs\n",
        f"job id {u} finished with status success\n", f"artifact digest sha256:{rand(HEX, 64)}\n", f"cache key: npm-{rand(HEX, 40)}\n",
        "  labels:\n    - \"traefik.http.routers.app.rule=Host(`app.acme.io`)\"\n", "LABEL org.opencontainers.image.revision=" + rand(HEX, 40) + "\n",
        "    with:\n      token: ${{ github.token }}\n", "          password: ${{ secrets.DOCKERHUB_PASSWORD }}\n",
        "steps:\n  - name: publish\n    settings:\n      password:\n        from_secret: docker_password\n",
        "  config.vm.provision \"shell\", env: {\"DB_PASS\" => ENV['DB_PASS']}\n", "Environment=\"PYTHONUNBUFFERED=1\"\n",
        f"Run ID: {R.randint(1000000000, 9999999999)}\n", "- secure: \"${TRAVIS_SECURE_VAR}\"\n",
    ])


def main() -> None:
    makers = [(fam_ci, 110), (fam_docker, 80), (fam_services, 110)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"cifiles-{len(secrets)}", "family": "cifiles", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"cifiles-clean-{i}", "family": "cifiles", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("cifiles_secrets.jsonl", secrets), ("cifiles_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
