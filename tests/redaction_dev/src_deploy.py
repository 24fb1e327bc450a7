"""Seeded generator of the source "deploy" (deploy_secrets.jsonl, deploy_clean.jsonl).

How people leak in deployment and tool configuration files: docker-compose, Kubernetes manifests
(env, Secret stringData and base64 data, ConfigMaps), Helm values, Terraform (tfvars, provider
blocks, state), Ansible inventories and group_vars, .npmrc/.yarnrc.yml/.pypirc/pip.conf/.netrc/
.pgpass/.my.cnf/.git-credentials, Java and Spring properties, nginx/haproxy/Apache snippets.
Written on 2026-12-01 before the rules saw any of it (first run recorded in sources.json);
imports nothing from memtool.

    python tests/redaction_dev/src_deploy.py
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from pathlib import Path

R = random.Random(9303)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
WORDS = "ginger lotus falcon breeze crimson dusk ember frost hazel ivory jungle koala".split()
OUT_DIR = Path(__file__).parent


def rand(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    return R.choice([lambda: rand(B62, R.choice([14, 18, 24, 32])), lambda: rand(string.ascii_letters, R.choice([12, 16])),
                     lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice(["", "!", "%"]),
                     lambda: rand(B62 + "+/", 40), lambda: rand(HEX, R.choice([32, 64]))])()


def token() -> str:
    return R.choice([
        lambda: "ghp_" + rand(B62, 36), lambda: "glpat-" + rand(B62 + "-_", 20), lambda: "npm_" + rand(B62, 36),
        lambda: "AKIA" + rand(UP, 16), lambda: "pypi-AgEIcHlwaS5vcmc" + rand(B62 + "-_", 80),
        lambda: "xoxb-" + rand("0123456789", 12) + "-" + rand("0123456789", 13) + "-" + rand(B62, 24),
        lambda: "sk_live_" + rand(B62, 24), lambda: "SG." + rand(B62 + "-_", 22) + "." + rand(B62 + "-_", 43),
        lambda: "AIza" + rand(B62 + "-_", 35), lambda: "dop_v1_" + rand(HEX, 64), lambda: "hvs." + rand(B62, 90),
        lambda: "sk-ant-api03-" + rand(B62 + "-_", 93) + "AA", lambda: "shpss_" + rand(HEX, 32),
        lambda: "glsa_" + rand(B62, 32) + "_" + rand(HEX, 8), lambda: "NRAK-" + rand(UP, 27),
        lambda: "dapi" + rand(HEX, 32), lambda: "pk_live_" + rand(B62, 24), lambda: "sq0csp-" + rand(B62 + "-_", 43),
    ])()


def fam_name():
    p, u = pw(), R.choice(["app", "admin", "deployer", "svc-api"])
    ind = R.choice(["  ", "    ", "      "])
    text = R.choice([
        f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {p}\n",
        f"services:\n  api:\n    environment:\n      - JWT_SECRET={p}\n      - LOG_LEVEL=info\n",
        f"    env:\n    - name: DB_PASS\n      value: \"{p}\"\n", f"    env:\n      - name: SMTP_PASSWORD\n        value: {p}\n",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  password: {p}\n",
        f"apiVersion: v1\nkind: ConfigMap\ndata:\n  ADMIN_PASSWORD: \"{p}\"\n",
        f"postgresql:\n  auth:\n    postgresPassword: {p}\n    database: app\n",
        f"redis:\n{ind}auth:\n{ind}  password: \"{p}\"\n", f"db_password = \"{p}\"\n",
        f"variable \"admin_password\" {{\n  default = \"{p}\"\n}}\n",
        f"resource \"aws_db_instance\" \"main\" {{\n  username = \"{u}\"\n  password = \"{p}\"\n}}\n",
        f"provider \"grafana\" {{\n  url  = \"https://g.acme.io\"\n  auth = \"{p}\"\n}}\n",
        f"all:\n  vars:\n    ansible_become_pass: {p}\n", f"[web]\n10.0.0.5 ansible_user={u} ansible_ssh_pass={p}\n",
        f"mysql_root_password: \"{p}\"\n", f"vault_db_password: {p}\n",
        f"spring.datasource.password={p}\n", f"spring.mail.password = {p}\n", f"db.pass={p}\n",
        f"jdbc.password:{p}\n", f"app.security.jwt-secret={p}\n", f"keystore.password={p}\n",
        f"signing.password={p}\n", f"org.gradle.project.repoPassword={p}\n",
        f"[client]\nuser={u}\npassword={p}\n", f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = {u}\npassword = {p}\n",
        f"[global]\nindex-url = https://pypi.acme.io/simple\n[acme]\npassword = {p}\n",
        f"machine git.acme.io login {u} password {p}\n", f"db.internal:5432:*:{u}:{p}\n", f"*:*:app:{u}:{p}\n",
        f"npmScopes:\n  acme:\n    npmAuthToken: {p}\n", f"//npm.acme.io/:_password={base64.b64encode(p.encode()).decode()}\n",
        f"auth_basic_user_file /etc/nginx/htpasswd;\nproxy_set_header X-Api-Key {p};\n",
        f"  stats auth admin:{p}\n", f"requirepass {p}\n", f"masterauth {p}\n",
        f"<add key=\"DbPassword\" value=\"{p}\" />\n", f"<password>{p}</password>\n",
        f"\"ConnectionStrings\": {{\"Default\": \"Host=db;Username={u};Password={p}\"}}\n",
        f"secret_key_base: {p}\n", f"production:\n  secret_key_base: {p}\n", f"  client_secret: {p}\n",
        f"  webhookSecret: '{p}'\n", f"  encryptionKey: {p}\n", f"rootPassword: {p}\n",
    ])
    if text.startswith("//npm.acme.io/:_password="):
        return text, [base64.b64encode(p.encode()).decode()], "name-context"
    return text, [p], "name-context"


def fam_k8s_data():
    p = pw()
    b = base64.b64encode(p.encode()).decode()
    text = R.choice([
        f"apiVersion: v1\nkind: Secret\ntype: Opaque\ndata:\n  password: {b}\n  username: YWRtaW4=\n",
        f"kind: Secret\ndata:\n  DB_PASSWORD: {b}\n", f"data:\n  api-token: {b}\n",
    ])
    return text, [b], "name-context"


def fam_tokens():
    t = token()
    text = R.choice([
        f"//registry.npmjs.org/:_authToken={t}\n", f"[pypi]\n  username = __token__\n  password = {t}\n",
        f"env:\n  - name: GITHUB_TOKEN\n    value: {t}\n", f"slack_webhook_token: {t}\n",
        f"provider \"github\" {{\n  token = \"{t}\"\n}}\n", f"stripe:\n  key: {t}\n",
        f"  vars:\n    api_key: \"{t}\"\n", f"some.service.key={t}\n", f"tokens:\n  - {t}\n",
        f"https://{t}:x-oauth-basic@github.com\n", f"credentials \"app.terraform.io\" {{\n  token = \"{t}\"\n}}\n",
        f"{{\"auths\": {{\"registry.acme.io\": {{\"identitytoken\": \"{t}\"}}}}}}\n", f"  value: {t}\n",
        f"extra_args: [\"--token\", \"{t}\"]\n",
    ])
    return text, [t], "self-identifying"


def fam_pem():
    body = "\n".join(rand(B62 + "+/", 64) for _ in range(R.randint(5, 9)))
    kind = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "ENCRYPTED PRIVATE KEY"])
    block = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"
    indented = block.replace("\n", "\n    ")
    text = R.choice([f"tls:\n  key: |\n    {indented}\n", f"ssh_private_key: |\n    {indented}\n",
                     f"  private_key = <<EOT\n{block}\nEOT\n", json.dumps({"private_key": block + "\n"}) + "\n"])
    return text, [body.splitlines()[1]], "self-identifying"


def fam_structural():
    p, u = rand(B62, R.choice([12, 16, 20])), R.choice(["app", "admin", "keycloak", "ro_user"])
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    text, secret = R.choice([
        (f"DATABASE_URL: postgres://{u}:{p}@db:5432/app\n", p), (f"  url: jdbc:postgresql://db:5432/app?user={u}&password={p}\n", p),
        (f"spring.datasource.url=jdbc:mysql://db:3306/app?user={u}&password={p}\n", p),
        (f"broker_url = \"amqp://{u}:{p}@rabbit:5672/prod\"\n", p), (f"      - CACHE_URL=redis://:{p}@redis:6379/1\n", p),
        (f"https://{u}:{p}@git.acme.io\n", p), (f"  ELASTIC_URL: https://elastic:{p}@es.acme.io:9200\n", p),
        (f"{{\"auths\": {{\"registry.acme.io\": {{\"auth\": \"{b}\"}}}}}}\n", b),
        (f"proxy_set_header Authorization \"Basic {b}\";\n", b), (f"  backend: s3://{u}:{p}@minio:9000/bucket\n", p),
        (f"sqlalchemy.url = mssql+pyodbc://{u}:{p}@db/app?driver=ODBC+Driver+18\n", p),
        (f"mongo_uri: mongodb://{u}:{p}@m1:27017,m2:27017/app?replicaSet=rs0\n", p),
    ])
    return text, [secret], "structural"


def clean_texts() -> str:
    u = str(uuid.UUID(int=R.getrandbits(128)))
    return R.choice([
        "    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n",
        "      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n", "    env:\n    - name: DB_PASS\n      valueFrom:\n        secretKeyRef:\n          name: db\n          key: password\n",
        "stringData:\n  password: \"{{ .Values.db.password }}\"\n", "  password: {{ vault_db_password }}\n",
        "ansible_become_pass: \"{{ lookup('env', 'BECOME_PASS') }}\"\n", "db_password = var.db_password\n",
        "  password = data.aws_secretsmanager_secret_version.db.secret_string\n",
        "variable \"admin_password\" {\n  type      = string\n  sensitive = true\n}\n",
        "spring.datasource.password=${DB_PASSWORD}\n", "spring.mail.password=${MAIL_PASSWORD:}\n",
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n", "[pypi]\nusername = __token__\n",
        f"image: ghcr.io/acme/api@sha256:{rand(HEX, 64)}\n", f"  uid: {u}\n", f"    checksum/config: {rand(HEX, 64)}\n",
        f"  resourceVersion: \"{R.randint(100000, 9999999)}\"\n", "data:\n  username: YWRtaW4=\n",
        "kind: Secret\nmetadata:\n  name: db\ntype: kubernetes.io/basic-auth\n", "  passwordSecretRef:\n    name: db\n    key: pw\n",
        "password_min_length: 12\n", "keystore.type=PKCS12\n", "signing.keyId=24875D73\n", "auth_basic \"Restricted\";\n",
        "requirepass \"\"\n", "  client_secret: !vault |\n    $ANSIBLE_VAULT;1.1;AES256\n", "  token: <your token here>\n",
        "  api_key: CHANGEME\n", "secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>\n", "jdbc.password=\n",
        f"spring.datasource.url=jdbc:postgresql://db:5432/app\n", "DATABASE_URL: postgres://app@db:5432/app\n",
        f"  integrity: sha512-{base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode()}\n",
        f"    \"version\": \"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 9)}\",\n", f"tls:\n  secretName: acme-tls\n",
        "-----BEGIN CERTIFICATE-----\nMIIB" + rand(B62 + "+/", 60) + "\n-----END CERTIFICATE-----\n",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + rand(B62 + "+/", 60) + " deploy@ci\n",
        f"host_key_checking = False\nremote_user = deploy\n", f"  storageClassName: gp3\n  volumeName: pvc-{u}\n",
        "  password: \"\"\n", "token_ttl = \"1h\"\n", "session_timeout: 3600\n",
    ])


def main() -> None:
    makers = [(fam_name, 150), (fam_k8s_data, 20), (fam_tokens, 60), (fam_pem, 20), (fam_structural, 50)]
    secrets = []
    for make, count in makers:
        for _ in range(count):
            text, values, cls = make()
            secrets.append({"id": f"deploy-{len(secrets)}", "family": "deploy", "class": cls, "text": text,
                            "secrets": values})
    texts = list(dict.fromkeys(clean_texts() for _ in range(400)))  # distinct texts only
    clean = [{"id": f"deploy-clean-{i}", "family": "deploy", "text": t} for i, t in enumerate(texts)]
    for fname, rows in (("deploy_secrets.jsonl", secrets), ("deploy_clean.jsonl", clean)):
        with open(OUT_DIR / fname, "w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
