"""Blind redaction source "vaultops" (round 35, helper corpora7, 2026-12-03).

Secret managers in daily use: HashiCorp Vault (CLI, agent, HTTP API, init/unseal, auth methods, engines),
1Password CLI and Connect, Doppler, Infisical, SOPS/age, sealed-secrets, AWS Secrets Manager/SSM, GCP/Azure
secret stores, Bitwarden Secrets Manager, pass/KeePassXC. Every value is random and made up (seeded).
Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAMILY = "vaultops"
OUT = Path(__file__).resolve().parent
g = Gen(350701)
r = g.r

WORDS = ["anchor", "birch", "copper", "delta", "ember", "fjord", "gravel", "harbor", "indigo", "juniper", "kestrel",
         "lantern", "meadow", "nectar", "orbit", "pepper", "quartz", "raven", "saffron", "thistle", "umber", "violet",
         "walnut", "yarrow", "zephyr", "basalt", "cinder", "dune", "ferro", "glacier"]
LEGACY = ["vault2019", "Welcome1", "r00tme!", "admin#42", "Passw0rd7", "qwe123QWE", "s3cr3t99", "ops2020!"]


def pw() -> str:
    k = r.randint(0, 7)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:
        return "-".join(r.choice(WORDS) for _ in range(4))
    if k == 3:
        return r.choice(WORDS).capitalize() + str(r.randint(2, 99)) + r.choice(WORDS) + str(r.randint(10, 999))
    if k == 4:
        return r.choice(LEGACY) + str(r.randint(0, 9))
    if k == 5:
        return g.hexs(32)
    if k == 6:
        return g.b64(32)
    return g.s(B62 + "!@#%^*-_", r.randint(20, 32))


def legacy_vault() -> str:
    return "s." + g.s(B62, 24)


def vault_batch() -> str:
    return "hvb." + g.s(URLSAFE, 138)


def unseal_key() -> str:
    return g.b64(33)


def age_secret() -> str:
    return "AGE-SECRET-KEY-1" + g.s("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def age_public() -> str:
    return "age1" + g.s("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)


def op_sa() -> str:
    body = base64.b64encode(json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096",
                            "alg": "PBES2g-HS256", "iterations": 650000, "salt": g.b64url(16)},
                            "email": g.s(string.ascii_lowercase, 12) + "@1passwordserviceaccounts.com",
                            "srpX": g.hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": g.b64url(32),
                            "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
                            "secretKey": "A3-" + g.s(UPPER + "0123456789", 6)}, separators=(",", ":")).encode()).decode()
    return "ops_" + body.rstrip("=")


def op_secret_key() -> str:
    a = UPPER + "23456789"
    return f"A3-{g.s(a, 6)}-{g.s(a, 6)}-{g.s(a, 5)}-{g.s(a, 5)}-{g.s(a, 5)}-{g.s(a, 5)}"


def infisical_st() -> str:
    return f"st.{g.hexs(24)}.{g.hexs(32)}.{g.hexs(32)}"


def bws_token() -> str:
    return f"0.{g.uuid()}.{g.s(B62, 30)}:{g.b64(16)}"


def aws_session() -> str:
    return "IQoJb3JpZ2luX2VjE" + g.s(B62 + "+/", 300)


def vault_generated_pw() -> str:
    return "A1a-" + g.s(B62, 20)


def pem_b64(kind="RSA PRIVATE KEY") -> str:
    block, _ = g.pem(kind)
    return base64.b64encode(block.encode()).decode()


def host() -> str:
    return r.choice(["vault.internal.acme.io", "vault.prod.corp.example", "10.20.4.11", "vault-0.vault-internal",
                     "secrets.eu1.example.net", "127.0.0.1"])


def ns() -> str:
    return r.choice(["payments", "platform", "data-eng", "admin/team-a", "root", "checkout"])


def svc() -> str:
    return r.choice(["billing-api", "orders", "ledger", "search-indexer", "auth-gw", "reporting", "mailer", "etl"])


SECRETS: list[tuple[str, str, list[str]]] = []
T = []


def tpl(fn):
    T.append(fn)
    return fn


SI, NC, ST = "self-identifying", "name-context", "structural"


# ------------------------------------------------------------------ Vault core
@tpl
def vault_login_out():
    t = g.vault()
    acc = g.s(B62, 24)
    return SI, f"""$ vault login -method=oidc role=engineer
Complete the login via your OIDC provider. Launching browser to:

    https://login.acme.io/oauth2/v1/authorize?client_id=0oa{g.s(B62, 17)}&code_challenge={g.b64url(32)}&state={g.hexs(40)}

Waiting for OIDC authentication to complete...
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.

Key                  Value
---                  -----
token                {t}
token_accessor       {acc}
token_duration       8h
token_renewable      true
token_policies       ["default" "eng-read"]
identity_policies    []
policies             ["default" "eng-read"]
token_meta_role      engineer""", [t]


@tpl
def vault_init():
    keys = [unseal_key() for _ in range(5)]
    root = r.choice([g.vault(), legacy_vault()])
    lines = "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(keys))
    cls = SI if root.startswith("hvs.") else NC
    pick = keys[:r.randint(1, 3)]
    return cls, f"""$ kubectl exec -n vault vault-0 -- vault operator init
{lines}

Initial Root Token: {root}

Vault initialized with 5 key shares and a key threshold of 3. Please securely
distribute the key shares printed above. When the Vault is re-sealed,
restarted, or stopped, you must supply at least 3 of these keys to unseal it
before it can start servicing requests.""", [root] + keys


@tpl
def vault_init_json():
    keys = [g.hexs(66) for _ in range(3)]
    b64k = [base64.b64encode(bytes.fromhex(k)).decode() for k in keys]
    root = g.vault()
    doc = {"unseal_keys_b64": b64k, "unseal_keys_hex": keys, "unseal_shares": 3, "unseal_threshold": 2,
           "recovery_keys_b64": [], "recovery_keys_hex": [], "recovery_keys_shares": 0, "recovery_keys_threshold": 0,
           "root_token": root}
    return SI, "$ vault operator init -key-shares=3 -key-threshold=2 -format=json | tee init.json\n" + json.dumps(doc, indent=2), [root] + b64k + keys


@tpl
def unseal_history():
    k = unseal_key()
    return NC, f"""  412  kubectl -n vault port-forward svc/vault 8200:8200 &
  413  export VAULT_ADDR=https://127.0.0.1:8200 VAULT_SKIP_VERIFY=true
  414  vault status
  415  vault operator unseal {k}
  416  vault operator unseal
  417  vault status | grep Sealed""", [k]


@tpl
def export_token():
    t = r.choice([g.vault(), vault_batch()])
    f = r.choice(["~/.zshrc", ".envrc", "~/.bash_profile", "scripts/dev-env.sh"])
    return SI, f"""# {f}
export VAULT_ADDR="https://{host()}:8200"
export VAULT_NAMESPACE="{ns()}"
export VAULT_TOKEN="{t}"
alias vr='vault kv get -mount=secret'""", [t]


@tpl
def legacy_token_header():
    t = legacy_vault()
    return ST, f"""> GET /v1/secret/data/{svc()}/config HTTP/1.1
> Host: {host()}:8200
> User-Agent: curl/8.5.0
> Accept: */*
> X-Vault-Token: {t}
> X-Vault-Namespace: {ns()}
>
< HTTP/1.1 403 Forbidden
< Cache-Control: no-store
< Content-Type: application/json
< Date: Thu, 03 Dec 2026 09:{r.randint(10, 59)}:02 GMT
<
{{"errors":["permission denied"]}}""", [t]


@tpl
def curl_vault_token():
    t = g.vault()
    return SI, f"""curl -s --header "X-Vault-Token: {t}" \\
     --request POST --data '{{"data": {{"rotated": "{r.randint(1, 9)}"}}}}' \\
     https://{host()}:8200/v1/secret/data/{svc()}/flags | jq .data""", [t]


@tpl
def kv_get():
    p = pw()
    u = svc().replace("-", "_") + "_app"
    return NC, f"""$ vault kv get -mount=secret {svc()}/db
====== Secret Path ======
secret/data/{svc()}/db

======= Metadata =======
Key                Value
---                -----
created_time       2026-11-{r.randint(10, 30)}T08:{r.randint(10, 59)}:41.{r.randint(100000, 999999)}Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            {r.randint(2, 40)}

====== Data ======
Key         Value
---         -----
host        pg-{r.randint(1, 9)}.db.internal
password    {p}
username    {u}""", [p]


@tpl
def kv_get_json():
    p = pw()
    k = g.stripe()
    doc = {"request_id": g.uuid(), "lease_id": "", "lease_duration": 0, "renewable": False,
           "data": {"data": {"STRIPE_SECRET_KEY": k, "SMTP_PASSWORD": p, "FEATURE_X": "on"},
                    "metadata": {"created_time": "2026-10-02T11:04:19.2Z", "version": 7}}, "warnings": None}
    return SI, "$ vault kv get -format=json secret/checkout/prod\n" + json.dumps(doc, indent=2), [k, p]


@tpl
def kv_put_history():
    p = pw()
    k = g.hexs(64)
    return NC, f"""$ history | tail -4
 1201  vault kv put secret/{svc()}/prod db_password='{p}' jwt_signing_key={k}
 1202  vault kv metadata get secret/{svc()}/prod
 1203  vault kv get -field=db_password secret/{svc()}/prod >/dev/null && echo ok
 1204  history | tail -4""", [p, k]


@tpl
def userpass_login():
    p = pw()
    u = r.choice(["jdoe", "ops-bot", "m.keller", "ci-deployer", "akira"])
    return ST, f"""$ vault login -method=userpass username={u} password={p}
Success! You are now authenticated. The token information displayed below
is already stored in the token helper."""[:400], [p]


@tpl
def approle_login():
    rid = g.uuid()
    sid = g.uuid()
    t = g.vault()
    return NC, f"""+ ROLE_ID={rid}
+ SECRET_ID={sid}
+ vault write -field=token auth/approle/login role_id={rid} secret_id={sid}
+ VAULT_TOKEN={t}
+ export VAULT_TOKEN
+ vault kv get -field=api_key secret/ci/{svc()}""", [sid, t]


@tpl
def approle_secret_id_out():
    sid = g.uuid()
    return NC, f"""$ vault write -f auth/approle/role/{svc()}/secret-id
Key                   Value
---                   -----
secret_id             {sid}
secret_id_accessor    {g.uuid()}
secret_id_num_uses    0
secret_id_ttl         768h""", [sid]


@tpl
def agent_hcl():
    sid = g.uuid()
    return NC, f"""# /etc/vault-agent.d/agent.hcl
pid_file = "/run/vault-agent.pid"

vault {{
  address = "https://{host()}:8200"
}}

auto_auth {{
  method "approle" {{
    mount_path = "auth/approle"
    config = {{
      role_id_file_path   = "/etc/vault-agent.d/role-id"
      secret_id           = "{sid}"
      remove_secret_id_file_after_reading = false
    }}
  }}
  sink "file" {{
    config = {{ path = "/run/secrets/vault-token" }}
  }}
}}""", [sid]


@tpl
def db_engine_config():
    p = pw()
    return ST, f"""$ vault write database/config/orders-pg \\
    plugin_name=postgresql-database-plugin \\
    allowed_roles="readonly,migrator" \\
    connection_url="postgresql://{{{{username}}}}:{{{{password}}}}@pg-primary.internal:5432/orders?sslmode=require" \\
    username="vault_root" \\
    password="{p}"
Success! Data written to: database/config/orders-pg""", [p]


@tpl
def db_creds_out():
    p = vault_generated_pw()
    u = f"v-approle-readonly-{g.s(B62, 20)}-{r.randint(1764000000, 1764999999)}"
    return ST, f"""$ vault read database/creds/readonly
Key                Value
---                -----
lease_id           database/creds/readonly/{g.s(B62, 24)}
lease_duration     1h
lease_renewable    true
password           {p}
username           {u}""", [p]


@tpl
def pki_issue():
    block, line = g.pem("RSA PRIVATE KEY")
    return SI, f"""$ vault write -format=table pki_int/issue/internal-dot-acme common_name={svc()}.internal.acme.io ttl=72h
Key                 Value
---                 -----
ca_chain            [-----BEGIN CERTIFICATE-----
MIIDpDCCAoygAwIBAgIU{g.s(B62, 40)}
-----END CERTIFICATE-----]
expiration          {r.randint(1764000000, 1765000000)}
issuing_ca          -----BEGIN CERTIFICATE-----
MIIDpDCCAoygAwIBAgIU{g.s(B62, 40)}
-----END CERTIFICATE-----
private_key         {block}
private_key_type    rsa
serial_number       {':'.join(g.hexs(2) for _ in range(20))}""", [line]


@tpl
def transit_export():
    k = g.b64(32)
    return NC, f"""$ vault read transit/export/encryption-key/{svc()}-pii/latest
Key     Value
---     -----
keys    map[{r.randint(1, 6)}:{k}]
name    {svc()}-pii
type    aes256-gcm96""", [k]


@tpl
def seal_awskms():
    ak = g.aws_akid()
    sk = g.aws_secret()
    return SI, f"""storage "raft" {{
  path    = "/opt/vault/data"
  node_id = "vault-{r.randint(0, 4)}"
}}

seal "awskms" {{
  region     = "eu-west-1"
  access_key = "{ak}"
  secret_key = "{sk}"
  kms_key_id = "{g.uuid()}"
}}

listener "tcp" {{
  address       = "0.0.0.0:8200"
  tls_cert_file = "/opt/vault/tls/tls.crt"
  tls_key_file  = "/opt/vault/tls/tls.key"
}}""", [ak, sk]


@tpl
def seal_transit_token():
    t = r.choice([g.vault(), legacy_vault()])
    return (SI if t.startswith("hvs") else NC), f"""seal "transit" {{
  address         = "https://{host()}:8200"
  token           = "{t}"
  disable_renewal = "false"
  key_name        = "autounseal"
  mount_path      = "transit/"
  tls_skip_verify = "true"
}}""", [t]


@tpl
def vault_action_gha():
    t = g.vault()
    return SI, f"""      - name: Import secrets
        uses: hashicorp/vault-action@v3
        with:
          url: https://{host()}:8200
          method: token
          token: {t}
          secrets: |
            secret/data/ci/{svc()} npm_token | NPM_TOKEN ;
            secret/data/ci/{svc()} sonar_token | SONAR_TOKEN""", [t]


@tpl
def terraform_vault_provider():
    t = g.vault()
    p = pw()
    return SI, f"""provider "vault" {{
  address = "https://{host()}:8200"
  token   = "{t}" # TODO move to TF_VAR before merge
}}

resource "vault_generic_secret" "{svc().replace('-', '_')}" {{
  path = "secret/{svc()}/smtp"
  data_json = jsonencode({{
    user     = "postmaster"
    password = "{p}"
  }})
}}""", [t, p]


@tpl
def wrap_token():
    t = g.vault()
    return SI, f"""$ vault kv get -wrap-ttl=15m secret/onboarding/{r.choice(['anna', 'li.wei', 'pmartin'])}
Key                              Value
---                              -----
wrapping_token:                  {t}
wrapping_accessor:               {g.s(B62, 24)}
wrapping_token_ttl:              15m
wrapping_token_creation_time:    2026-12-03 08:11:52.6 +0000 UTC
wrapping_token_creation_path:    secret/data/onboarding"""[:700], [t]


@tpl
def github_login():
    t = g.gh_classic()
    return SI, f"""$ vault login -method=github token={t}
Error authenticating: Error making API request.

URL: PUT https://{host()}:8200/v1/auth/github/login
Code: 400. Errors:

* user is not part of required org""", [t]


@tpl
def vault_py_trace():
    t = legacy_vault()
    return NC, f"""Traceback (most recent call last):
  File "/srv/{svc()}/settings.py", line 41, in <module>
    client = hvac.Client(url="https://{host()}:8200", token="{t}", verify=False)
  File "/usr/lib/python3.12/site-packages/hvac/v1/__init__.py", line 118, in __init__
    self.adapter = adapter(...)
hvac.exceptions.Forbidden: permission denied, on get https://{host()}:8200/v1/secret/data/{svc()}""", [t]


@tpl
def go_vault_client():
    t = g.vault()
    return SI, f"""func newVault() (*vault.Client, error) {{
	cfg := vault.DefaultConfig()
	cfg.Address = "https://{host()}:8200"
	c, err := vault.NewClient(cfg)
	if err != nil {{
		return nil, err
	}}
	c.SetToken("{t}") // local testing only
	c.SetNamespace("{ns()}")
	return c, nil
}}""", [t]


@tpl
def java_spring_vault():
    t = legacy_vault()
    return NC, f"""# src/main/resources/bootstrap.properties
spring.cloud.vault.uri=https://{host()}:8200
spring.cloud.vault.authentication=TOKEN
spring.cloud.vault.token={t}
spring.cloud.vault.kv.enabled=true
spring.cloud.vault.kv.backend=secret""", [t]


# ------------------------------------------------------------------ 1Password
@tpl
def op_sa_env():
    t = op_sa()
    return SI, f"""# .github/workflows/deploy.yml (excerpt)
    env:
      OP_SERVICE_ACCOUNT_TOKEN: {t}
    steps:
      - uses: 1password/load-secrets-action@v2
        with:
          export-env: true""", [t]


@tpl
def op_item_get():
    p = pw()
    return NC, f"""$ op item get "{svc()} prod database" --vault Infrastructure --reveal
ID:          {g.s(string.ascii_lowercase + string.digits, 26)}
Title:       {svc()} prod database
Vault:       Infrastructure ({g.s(string.ascii_lowercase + string.digits, 26)})
Created:     3 months ago
Updated:     2 days ago by Dana Ortiz
Favorite:    false
Version:     4
Category:    DATABASE
Fields:
  type:        postgresql
  server:      pg-prod-1.internal
  port:        5432
  database:    {svc().replace('-', '_')}
  username:    app_rw
  password:    {p}""", [p]


@tpl
def op_session_export():
    s = g.b64url(32)
    return NC, f"""$ eval $(op signin --account acme)
$ env | grep OP_
OP_SESSION_acme={s}
OP_BIOMETRIC_UNLOCK_ENABLED=false""", [s]


@tpl
def op_secret_key_chat():
    k = op_secret_key()
    p = pw()
    return SI, f"""[#it-helpdesk] Marta R.: new laptop, can't get into 1Password. The Emergency Kit says
Secret Key: {k}
and the master password I set was {p} — is it the Secret Key that's wrong?
[#it-helpdesk] Jonas: please don't paste those here, I'll DM you a recovery link""", [k, p]


@tpl
def op_connect_token():
    t = g.jwt("op-connect-" + svc())
    return SI, f"""apiVersion: v1
kind: Secret
metadata:
  name: onepassword-token
  namespace: op-connect
type: Opaque
stringData:
  token: {t}""", [t]


@tpl
def op_run_output():
    p = pw()
    return NC, f"""$ op run --no-masking --env-file=.env.tpl -- printenv | grep -E 'DB_|REDIS'
DB_HOST=pg-stage.internal
DB_USER=orders
DB_PASSWORD={p}
REDIS_URL_REF=op://Staging/redis/url""", [p]


# ------------------------------------------------------------------ Doppler
@tpl
def doppler_env():
    t = g.doppler()
    return SI, f"""# docker-compose.override.yml
services:
  api:
    environment:
      DOPPLER_TOKEN: "{t}"
    command: ["doppler", "run", "--", "node", "dist/server.js"]""", [t]


@tpl
def doppler_secrets_get():
    p = pw()
    k = g.sendgrid()
    return SI, f"""$ doppler secrets get DATABASE_PASSWORD SENDGRID_API_KEY --project {svc()} --config prd
┌───────────────────┬──────────────────────────────────────────────────────────────────────┬─────┐
│ NAME              │ VALUE                                                                │ NOTE│
├───────────────────┼──────────────────────────────────────────────────────────────────────┼─────┤
│ DATABASE_PASSWORD │ {p} │     │
│ SENDGRID_API_KEY  │ {k} │     │
└───────────────────┴──────────────────────────────────────────────────────────────────────┴─────┘""", [p, k]


@tpl
def doppler_download():
    p = pw()
    h = g.hexs(64)
    doc = {"DOPPLER_CONFIG": "dev", "DOPPLER_ENVIRONMENT": "dev", "DOPPLER_PROJECT": svc(),
           "JWT_SECRET": h, "POSTGRES_PASSWORD": p, "LOG_LEVEL": "debug"}
    return NC, "$ doppler secrets download --no-file --format json\n" + json.dumps(doc, indent=2), [h, p]


@tpl
def doppler_cli_yaml():
    t = "dp.ct." + g.s(B62, 40)
    return SI, f"""$ cat ~/.doppler/.doppler.yaml
scoped:
    /:
        token: {t}
        api-host: https://api.doppler.com
        dashboard-host: https://dashboard.doppler.com
    /home/dev/src/{svc()}:
        enclave.project: {svc()}
        enclave.config: dev""", [t]


# ------------------------------------------------------------------ Infisical
@tpl
def infisical_env():
    t = infisical_st()
    return SI, f"""INFISICAL_TOKEN={t}
INFISICAL_API_URL=https://app.infisical.com/api
INFISICAL_ENV=staging""", [t]


@tpl
def infisical_ua():
    cid = g.uuid()
    cs = g.hexs(64)
    return NC, f"""$ infisical login --method=universal-auth --client-id={cid} --client-secret={cs} --silent --plain
{g.jwt('machine-identity')[:0]}error: failed to authenticate with universal auth: 401 Unauthorized""", [cs]


@tpl
def infisical_sdk_py():
    cs = g.hexs(64)
    return NC, f"""from infisical_sdk import InfisicalSDKClient

client = InfisicalSDKClient(host="https://eu.infisical.com")
client.auth.universal_auth.login(
    client_id="{g.uuid()}",
    client_secret="{cs}",
)
secret = client.secrets.get_secret_by_name(secret_name="STRIPE_KEY", project_id="{g.uuid()}", environment_slug="prod", secret_path="/")""", [cs]


@tpl
def infisical_export():
    p = pw()
    u = f"redis://default:{p}@cache.{svc()}.internal:6379/0"
    return ST, f"""$ infisical export --env=prod --format=dotenv
APP_ENV='prod'
REDIS_URL='{u}'
SENTRY_ENVIRONMENT='prod'""", [p]


# ------------------------------------------------------------------ SOPS / age
@tpl
def age_keys_txt():
    k = age_secret()
    return SI, f"""$ cat ~/.config/sops/age/keys.txt
# created: 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)}T10:22:31+01:00
# public key: {age_public()}
{k}""", [k]


@tpl
def sops_age_env_ci():
    k = age_secret()
    return SI, f"""  decrypt:
    stage: prepare
    variables:
      SOPS_AGE_KEY: "{k}"
    script:
      - sops -d secrets/prod.enc.yaml > secrets/prod.yaml""", [k]


@tpl
def sops_decrypted():
    p = pw()
    h = g.b64(48)
    return NC, f"""$ sops -d clusters/prod/{svc()}-secrets.enc.yaml
apiVersion: v1
kind: Secret
metadata:
    name: {svc()}-secrets
type: Opaque
stringData:
    DB_PASSWORD: {p}
    SESSION_SECRET: {h}""", [p, h]


@tpl
def sops_pgp_key():
    block, line = g.pem("PGP PRIVATE KEY BLOCK")
    return SI, f"""$ gpg --export-secret-keys --armor flux-sops@acme.io > /tmp/sops.asc && cat /tmp/sops.asc
{block}""", [line]


# ------------------------------------------------------------------ sealed-secrets / k8s
@tpl
def kubeseal_raw():
    p = pw()
    return NC, f"""$ echo -n '{p}' | kubeseal --raw --namespace {svc()} --name db-credentials --from-file=/dev/stdin
AgB{g.s(B62 + '+/', 180)}""", [p]


@tpl
def sealed_master_key():
    k = pem_b64()
    return SI, f"""$ kubectl get secret -n kube-system -l sealedsecrets.bitnami.com/sealed-secrets-key -o yaml
apiVersion: v1
items:
- apiVersion: v1
  data:
    tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t{g.s(B62, 60)}
    tls.key: {k}
  kind: Secret
  metadata:
    labels:
      sealedsecrets.bitnami.com/sealed-secrets-key: active
    name: sealed-secrets-key{g.s(string.ascii_lowercase + string.digits, 5)}
    namespace: kube-system
  type: kubernetes.io/tls
kind: List""", [k]


@tpl
def k8s_secret_b64():
    p = pw()
    b = base64.b64encode(p.encode()).decode()
    return NC, f"""apiVersion: v1
kind: Secret
metadata:
  name: {svc()}-db
  annotations:
    sealedsecrets.bitnami.com/managed: "false"
data:
  username: {base64.b64encode(b'app').decode()}
  password: {b}""", [b]


@tpl
def eso_vault_token():
    t = g.vault()
    return SI, f"""apiVersion: v1
kind: Secret
metadata:
  name: vault-token
  namespace: external-secrets
stringData:
  token: "{t}"
---
apiVersion: external-secrets.io/v1beta1
kind: ClusterSecretStore
metadata:
  name: vault-backend
spec:
  provider:
    vault:
      server: "https://{host()}:8200"
      path: "secret"
      version: "v2"
      auth:
        tokenSecretRef:
          name: vault-token
          key: token""", [t]


# ------------------------------------------------------------------ AWS
@tpl
def sm_get_value():
    p = pw()
    ss = json.dumps({"username": "orders_app", "password": p, "engine": "postgres", "host": "orders.cluster-c9x.eu-west-1.rds.amazonaws.com", "port": 5432})
    doc = {"ARN": f"arn:aws:secretsmanager:eu-west-1:{r.randint(10**11, 10**12 - 1)}:secret:prod/orders/db-{g.s(B62, 6)}",
           "Name": "prod/orders/db", "VersionId": g.uuid(), "SecretString": ss,
           "VersionStages": ["AWSCURRENT"], "CreatedDate": "2026-11-28T10:12:44.512000+00:00"}
    return ST, "$ aws secretsmanager get-secret-value --secret-id prod/orders/db\n" + json.dumps(doc, indent=4), [p]


@tpl
def ssm_get_param():
    v = r.choice([g.stripe(), g.hexs(40), pw()])
    cls = SI if v.startswith(("sk_", "rk_", "whsec_")) else NC
    doc = {"Parameter": {"Name": f"/{svc()}/prod/payment_api_key", "Type": "SecureString", "Value": v, "Version": r.randint(1, 9),
           "LastModifiedDate": "2026-11-19T14:02:51.880000+00:00",
           "ARN": f"arn:aws:ssm:us-east-1:{r.randint(10**11, 10**12 - 1)}:parameter/{svc()}/prod/payment_api_key", "DataType": "text"}}
    return cls, f"$ aws ssm get-parameter --name /{svc()}/prod/payment_api_key --with-decryption\n" + json.dumps(doc, indent=4), [v]


@tpl
def ssm_put_history():
    v = pw()
    return NC, f"""aws ssm put-parameter --name "/{svc()}/staging/db_password" --type SecureString --value '{v}' --overwrite
aws ssm get-parameters-by-path --path /{svc()}/staging --recursive --query 'Parameters[].Name'""", [v]


@tpl
def aws_creds_file():
    ak = g.aws_akid()
    sk = g.aws_secret()
    st = aws_session()
    return SI, f"""$ cat ~/.aws/credentials
[secrets-rotator]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
aws_session_token = {st}
region = eu-central-1""", [ak, sk, st]


@tpl
def rotation_lambda_log():
    p = pw()
    return NC, f"""2026-12-03T07:{r.randint(10, 59)}:11.204Z	{g.uuid()}	INFO	createSecret: Successfully put secret for ARN arn:aws:secretsmanager:us-east-1:1234:secret:prod/reports/db and version {g.uuid()}
2026-12-03T07:{r.randint(10, 59)}:12.871Z	{g.uuid()}	DEBUG	setSecret: connecting as reports_admin with new password {p}
2026-12-03T07:{r.randint(10, 59)}:13.009Z	{g.uuid()}	INFO	testSecret: Successfully signed into PostgreSQL DB""", [p]


@tpl
def chamber_exec():
    p = pw()
    return NC, f"""$ chamber export {svc()} --format dotenv
api_base="https://api.internal"
db_password="{p}"
log_level="info\"""".rstrip('"') + '"', [p]


# ------------------------------------------------------------------ GCP / Azure / Bitwarden / others
@tpl
def gcloud_access():
    v = r.choice([g.google_api(), pw(), g.b64(32)])
    cls = SI if v.startswith("AIza") else NC
    return cls, f"""$ gcloud secrets versions access latest --secret={svc()}-api-key --project=acme-prod
{v}""", [v]


@tpl
def az_kv_show():
    v = g.azure_client_secret()
    doc = {"attributes": {"enabled": True, "recoveryLevel": "Recoverable+Purgeable"}, "contentType": "client-secret",
           "id": f"https://kv-{svc()}-prod.vault.azure.net/secrets/graph-client-secret/{g.hexs(32)}",
           "name": "graph-client-secret", "value": v}
    return SI, f"$ az keyvault secret show --vault-name kv-{svc()}-prod --name graph-client-secret\n" + json.dumps(doc, indent=2), [v]


@tpl
def bws_env():
    t = bws_token()
    return SI, f"""# .env.local
BWS_ACCESS_TOKEN={t}
BWS_PROJECT_ID={g.uuid()}
BWS_SERVER_URL=https://vault.bitwarden.eu""", [t]


@tpl
def bw_session():
    s = g.b64(64)
    return NC, f"""$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:
$ export BW_SESSION="{s}"
> $env:BW_SESSION="{s}"

You can also pass the session key to any command with the `--session` option. ex:
$ bw list items --session {s}""", [s]


@tpl
def pass_show():
    p = pw()
    return NC, f"""$ pass show infra/{svc()}/postgres
{p}
user: postgres
url: pg-{r.randint(1, 9)}.internal:5432
comment: rotated after the October incident""", [p]


@tpl
def keepassxc():
    p = pw()
    return NC, f"""$ keepassxc-cli show -s ~/ops.kdbx "Network/core-sw-{r.randint(1, 9)}"
Enter password to unlock /home/ops/ops.kdbx:
Title: core-sw-{r.randint(1, 9)}
UserName: admin
Password: {p}
URL: ssh://10.0.{r.randint(0, 9)}.1
Notes: enable secret is the same""", [p]


@tpl
def conjur_env():
    k = g.s(string.ascii_lowercase + string.digits, 55)
    return NC, f"""CONJUR_APPLIANCE_URL=https://conjur.corp.example
CONJUR_ACCOUNT=acme
CONJUR_AUTHN_LOGIN=host/ci/{svc()}
CONJUR_AUTHN_API_KEY={k}""", [k]


@tpl
def akeyless():
    aid = "p-" + g.s(string.ascii_lowercase + string.digits, 12)
    ak = g.b64(32)
    tk = "t-" + g.hexs(32)
    return NC, f"""$ akeyless auth --access-id {aid} --access-type access_key --access-key {ak}
Authentication succeeded.
Token: {tk}""", [ak, tk]


# ------------------------------------------------------------------ prose, tickets, hooks, diffs
@tpl
def chat_de_unseal():
    k1, k2 = unseal_key(), unseal_key()
    return NC, f"""Hi Team, Vault im DR-Cluster ist nach dem Reboot wieder versiegelt. Ich habe zwei Schlüsselanteile, brauche aber drei:
Anteil 1: {k1}
Anteil 4: {k2}
Wer hat den dritten? Bitte per Telefon, nicht hier 🙏""", [k1, k2]


@tpl
def chat_fr_token():
    t = g.vault()
    return SI, f"""Salut, le pipeline de déploiement échoue avec "permission denied". J'ai testé avec mon token perso {t} et ça marche, donc c'est la policy du rôle CI. Vous pouvez regarder ?""", [t]


@tpl
def chat_es_doppler():
    t = g.doppler()
    return SI, f"""Jira OPS-{r.randint(1000, 9999)} — Comentario de Lucía: el service token de Doppler para staging caducó. Generé uno nuevo: {t} — ya lo puse en el secreto del repo, falta borrarlo de aquí después.""", [t]


@tpl
def chat_ja_sm():
    p = pw()
    return NC, f"""【障害メモ】Secrets Manager のローテーション失敗。暫定で旧パスワード {p} を DB に戻しました。後で再ローテーションすること。""", [p]


@tpl
def hook_payload_file():
    t = g.vault()
    content = f'VAULT_ADDR=https://{host()}:8200\nVAULT_TOKEN={t}\nVAULT_NAMESPACE={ns()}\n'
    doc = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Write",
           "tool_input": {"file_path": "/home/dev/app/.env", "content": content},
           "tool_response": {"success": True}}
    return SI, json.dumps(doc), [t]


@tpl
def hook_payload_cmd():
    p = pw()
    doc = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
           "tool_input": {"command": f"aws secretsmanager put-secret-value --secret-id staging/{svc()}/db --secret-string '{{\"password\":\"{p}\"}}'",
                          "description": "Rotate staging db password"}}
    return NC, json.dumps(doc), [p]


@tpl
def diff_token():
    t = r.choice([g.vault(), g.doppler()])
    return SI, f"""diff --git a/scripts/bootstrap.sh b/scripts/bootstrap.sh
index {g.hexs(7)}..{g.hexs(7)} 100755
--- a/scripts/bootstrap.sh
+++ b/scripts/bootstrap.sh
@@ -3,7 +3,7 @@ set -euo pipefail
 
-TOKEN="${{VAULT_TOKEN:?set VAULT_TOKEN}}"
+TOKEN="{t}"
 curl -sf -H "X-Vault-Token: $TOKEN" "$VAULT_ADDR/v1/sys/health" >/dev/null""", [t]


@tpl
def ansible_vault_pass():
    p = pw()
    return NC, f"""$ cat ~/.ansible/vault_pass.txt
{p}
$ ansible-vault view group_vars/prod/vault.yml --vault-password-file ~/.ansible/vault_pass.txt | head -3
---
vault_db_user: app"""[:400], [p]


@tpl
def nomad_template():
    p = pw()
    return NC, f"""job "{svc()}" {{
  group "app" {{
    task "server" {{
      template {{
        # fallback while the vault integration is down
        data        = <<EOH
DB_PASSWORD="{p}"
{{{{ with secret "secret/data/{svc()}" }}}}API_KEY="{{{{ .Data.data.api_key }}}}"{{{{ end }}}}
EOH
        destination = "secrets/file.env"
        env         = true
      }}
    }}
  }}
}}""", [p]


@tpl
def vault_audit_raw():
    p = pw()
    return NC, f"""{{"time":"2026-12-03T06:{r.randint(10, 59)}:08.11Z","type":"request","auth":{{"token_type":"service","policies":["default","ci"]}},"request":{{"id":"{g.uuid()}","operation":"update","mount_type":"kv","path":"secret/data/{svc()}/prod","data":{{"data":{{"smtp_password":"{p}"}}}},"remote_address":"10.4.2.17"}}}}
# ^ from the file audit device with log_raw=true on the staging cluster""", [p]


@tpl
def vault_ruby():
    t = legacy_vault()
    return NC, f"""# config/initializers/vault.rb
Vault.configure do |config|
  config.address = "https://{host()}:8200"
  config.token   = "{t}"
  config.ssl_verify = false
end""", [t]


@tpl
def vault_csharp():
    t = g.vault()
    return SI, f"""var authMethod = new TokenAuthMethodInfo("{t}");
var settings = new VaultClientSettings("https://{host()}:8200", authMethod);
IVaultClient vaultClient = new VaultClient(settings);
Secret<SecretData> kv = await vaultClient.V1.Secrets.KeyValue.V2.ReadSecretAsync(path: "{svc()}", mountPoint: "secret");""", [t]


@tpl
def vault_php_env():
    rid = g.uuid()
    sid = g.uuid()
    return NC, f"""<?php
// config/vault.php
return [
    'address'   => env('VAULT_ADDR', 'https://{host()}:8200'),
    'role_id'   => '{rid}',
    'secret_id' => env('VAULT_SECRET_ID', '{sid}'),
    'mount'     => 'approle',
];""", [sid]


@tpl
def kubernetes_sa_jwt():
    t = g.jwt("system:serviceaccount:vault:vault-auth")
    return SI, f"""$ vault write auth/kubernetes/config \\
    token_reviewer_jwt="{t}" \\
    kubernetes_host="https://10.96.0.1:443" \\
    kubernetes_ca_cert=@/var/run/secrets/kubernetes.io/serviceaccount/ca.crt
Success! Data written to: auth/kubernetes/config""", [t]


@tpl
def ldap_auth_config():
    p = pw()
    return ST, f"""$ vault write auth/ldap/config \\
    url="ldaps://dc01.corp.example" \\
    binddn="CN=svc-vault,OU=Service,DC=corp,DC=example" \\
    bindpass='{p}' \\
    userdn="OU=Users,DC=corp,DC=example" groupattr="memberOf" insecure_tls=false"""[:600], [p]


@tpl
def url_with_creds():
    p = pw()
    u = r.choice(["vault_storage", "vault"])
    return ST, f"""storage "postgresql" {{
  connection_url = "postgres://{u}:{p}@pg-vault.internal:5432/vault?sslmode=verify-full"
  ha_enabled     = "true"
}}""", [p]


@tpl
def mysql_storage():
    p = pw()
    return ST, f"""storage "mysql" {{
  address  = "mysql-vault.internal:3306"
  username = "vault"
  password = "{p}"
  database = "vault"
  tls_ca_file = "/etc/vault/mysql-ca.pem"
}}""", [p]


@tpl
def recovery_keys_ticket():
    ks = [unseal_key() for _ in range(2)]
    return NC, f"""INC-{r.randint(10000, 99999)} Vault HSM seal migration — notes
Recovery keys (printed at init, copied here by mistake — rotate with `vault operator rekey -target=recovery`):
  Recovery Key 1: {ks[0]}
  Recovery Key 2: {ks[1]}
Threshold 2 of 5.""", ks


@tpl
def notebook_cell():
    t = g.vault()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {},
            "source": ["import hvac\n", f"client = hvac.Client(url='https://{host()}:8200', token='{t}')\n",
                       "client.secrets.kv.v2.read_secret_version(path='analytics/warehouse')['data']['data'].keys()"],
            "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["dict_keys(['user', 'password', 'account'])"]}}]}
    return SI, json.dumps(cell, indent=1), [t]


@tpl
def lambda_ext_header():
    t = g.s(B62 + "+/", 40) + "//////////" + g.s(B62 + "+/", 200)
    return ST, f"""import urllib.request, os
# debug print left in handler.py
req = urllib.request.Request("http://localhost:2773/secretsmanager/get?secretId=prod%2F{svc()}%2Fdb")
req.add_header("X-Aws-Parameters-Secrets-Token", "{t}")
print(req.header_items())""", [t]


@tpl
def conjur_curl_basic():
    p = pw()
    k = g.s(string.ascii_lowercase + string.digits, 55)
    return ST, f"""$ curl -sk --user admin:{p} https://conjur.corp.example/authn/acme/login
{k}""", [p, k]


@tpl
def scim_bridge_bearer():
    t = g.jwt("scim-bridge")
    bt = g.s(B62, 48)
    return ST, f"""POST /scim/Users HTTP/1.1
Host: op-scim.corp.example
Authorization: Bearer {bt}
Content-Type: application/scim+json

{{"userName":"new.hire@corp.example","active":true}}""", [bt]


@tpl
def vault_proxy_userinfo():
    p = pw()
    return ST, f"""HTTPS_PROXY=http://svc-vault:{p}@proxy.corp.example:3128
NO_PROXY=.vault-internal,127.0.0.1
VAULT_ADDR=https://{host()}:8200""", [p]


# ------------------------------------------------------------------ clean texts
CLEAN = []


def ctpl(fn):
    CLEAN.append(fn)
    return fn


@ctpl
def c_status():
    return f"""$ vault status
Key                     Value
---                     -----
Recovery Seal Type      shamir
Initialized             true
Sealed                  false
Total Recovery Shares   5
Threshold               3
Version                 1.1{r.randint(5, 8)}.{r.randint(0, 9)}
Build Date              2026-10-0{r.randint(1, 9)}T12:20:01Z
Storage Type            raft
Cluster Name            vault-cluster-{g.hexs(8)}
Cluster ID              {g.uuid()}
HA Enabled              true
HA Cluster              https://vault-0.vault-internal:8201
HA Mode                 active
Raft Committed Index    {r.randint(10**5, 10**7)}"""


@ctpl
def c_policy():
    return f"""# policies/{svc()}-read.hcl
path "secret/data/{svc()}/*" {{
  capabilities = ["read", "list"]
}}

path "database/creds/{svc()}-readonly" {{
  capabilities = ["read"]
}}

path "sys/leases/renew" {{
  capabilities = ["update"]
}}"""


@ctpl
def c_token_lookup():
    return f"""$ vault token lookup -accessor {g.s(B62, 24)}
Key                 Value
---                 -----
accessor            {g.s(B62, 24)}
creation_time       {r.randint(1764000000, 1765000000)}
creation_ttl        768h
display_name        approle
entity_id           {g.uuid()}
expire_time         2026-12-2{r.randint(0, 9)}T08:14:22.1Z
id                  n/a
policies            [default {svc()}-read]
ttl                 {r.randint(1, 700)}h{r.randint(1, 59)}m"""


@ctpl
def c_sops_file():
    enc = lambda n: f"ENC[AES256_GCM,data:{g.b64(n).rstrip('=')},iv:{g.b64(32)},tag:{g.b64(16)},type:str]"
    return f"""apiVersion: v1
kind: Secret
metadata:
    name: {svc()}-secrets
type: Opaque
stringData:
    DB_PASSWORD: {enc(18)}
    SESSION_SECRET: {enc(44)}
sops:
    kms: []
    age:
        - recipient: {age_public()}
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB{g.s(B62, 40)}
            {g.b64(45)}
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "2026-11-2{r.randint(0, 9)}T10:02:44Z"
    mac: ENC[AES256_GCM,data:{g.b64(48)},iv:{g.b64(32)},tag:{g.b64(16)},type:str]
    unencrypted_suffix: _unencrypted
    version: 3.9.{r.randint(0, 4)}"""


@ctpl
def c_sops_yaml():
    return f"""# .sops.yaml
creation_rules:
  - path_regex: clusters/prod/.*\\.enc\\.yaml$
    encrypted_regex: ^(data|stringData)$
    age: >-
      {age_public()},
      {age_public()}
  - path_regex: terraform/.*\\.tfvars\\.enc\\.json$
    kms: arn:aws:kms:eu-west-1:{r.randint(10**11, 10**12 - 1)}:key/{g.uuid()}
    pgp: {g.hexs(40).upper()}"""


@ctpl
def c_sealed():
    return f"""apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: db-credentials
  namespace: {svc()}
spec:
  encryptedData:
    password: AgB{g.s(B62 + '+/', 300)}==
    username: AgC{g.s(B62 + '+/', 300)}=
  template:
    metadata:
      name: db-credentials
      namespace: {svc()}
    type: Opaque"""


@ctpl
def c_kubeseal_cert():
    return f"""$ kubeseal --fetch-cert --controller-namespace kube-system > pub-cert.pem && head -4 pub-cert.pem
-----BEGIN CERTIFICATE-----
MIIEzTCCArWgAwIBAgIRA{g.s(B62 + '+/', 43)}
{g.b64(48)}
{g.b64(48)}"""


@ctpl
def c_externalsecret():
    return f"""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: {svc()}-db
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: {svc()}-db
  data:
    - secretKey: password
      remoteRef:
        key: secret/{svc()}/db
        property: password"""


@ctpl
def c_describe_secret():
    doc = {"ARN": f"arn:aws:secretsmanager:eu-west-1:{r.randint(10**11, 10**12 - 1)}:secret:prod/{svc()}/db-{g.s(B62, 6)}",
           "Name": f"prod/{svc()}/db", "RotationEnabled": True,
           "RotationLambdaARN": f"arn:aws:lambda:eu-west-1:123456789012:function:SecretsManagerRDSPostgreSQLRotationSingleUser",
           "RotationRules": {"AutomaticallyAfterDays": 30}, "LastRotatedDate": "2026-11-30T02:00:11+00:00",
           "VersionIdsToStages": {g.uuid(): ["AWSCURRENT"], g.uuid(): ["AWSPREVIOUS"]}}
    return f"$ aws secretsmanager describe-secret --secret-id prod/{svc()}/db\n" + json.dumps(doc, indent=4)


@ctpl
def c_ssm_nodecrypt():
    doc = {"Parameters": [{"Name": f"/{svc()}/prod/db_password", "Type": "SecureString",
                           "Value": "AQICAHh" + g.s(B62 + "+/", 180) + "==", "Version": r.randint(1, 9)},
                          {"Name": f"/{svc()}/prod/log_level", "Type": "String", "Value": "info", "Version": 2}]}
    return f"$ aws ssm get-parameters-by-path --path /{svc()}/prod --no-with-decryption\n" + json.dumps(doc, indent=2)


@ctpl
def c_doppler_names():
    names = ["DATABASE_URL", "DOPPLER_CONFIG", "DOPPLER_ENVIRONMENT", "DOPPLER_PROJECT", "JWT_SECRET", "SENDGRID_API_KEY", "STRIPE_SECRET_KEY"]
    return f"$ doppler secrets --only-names --project {svc()} --config stg\n" + "\n".join(f"│ {n:<22}│" for n in names)


@ctpl
def c_doppler_setup():
    return f"""$ doppler setup --no-interactive
┌─────────┬────────────┬───────────────────────────┐
│ NAME    │ VALUE      │ SCOPE                     │
├─────────┼────────────┼───────────────────────────┤
│ config  │ dev_{g.s(string.ascii_lowercase, 4)}   │ /home/dev/src/{svc()}     │
│ project │ {svc():<10} │ /home/dev/src/{svc()}     │
└─────────┴────────────┴───────────────────────────┘"""


@ctpl
def c_op_refs():
    return f"""# .env.tpl — resolved at runtime by `op run`
DB_HOST=op://Staging/{svc()}-db/server
DB_USER=op://Staging/{svc()}-db/username
DB_PASSWORD=op://Staging/{svc()}-db/password
STRIPE_SECRET_KEY=op://Staging/stripe/credential
# item ids: {g.s(string.ascii_lowercase + string.digits, 26)}"""


@ctpl
def c_op_list():
    rows = "\n".join(f"{g.s(string.ascii_lowercase + string.digits, 26)}    {t:<28}Infrastructure    {r.randint(2, 11)} days ago"
                     for t in ["pg-prod admin", "Cloudflare API", "Grafana service acct", "wifi guest"])
    return f"$ op item list --vault Infrastructure\nID                            TITLE                       VAULT             EDITED\n{rows}"


@ctpl
def c_infisical_json():
    return json.dumps({"workspaceId": g.uuid(), "defaultEnvironment": "dev", "gitBranchToEnvironmentMapping": {"main": "prod", "develop": "staging"}}, indent=2)


@ctpl
def c_env_example():
    return f"""# .env.example — copy to .env and fill in from Vault (secret/{svc()}/dev)
VAULT_ADDR=https://{host()}:8200
VAULT_TOKEN=<your vault token>
DOPPLER_TOKEN=
INFISICAL_TOKEN=changeme
DB_PASSWORD=${{DB_PASSWORD}}
SOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt"""


@ctpl
def c_audit_hmac():
    return json.dumps({"time": "2026-12-03T06:41:08.11Z", "type": "response",
                       "auth": {"client_token": "hmac-sha256:" + g.hexs(64), "accessor": "hmac-sha256:" + g.hexs(64),
                                "policies": ["default", f"{svc()}-read"]},
                       "request": {"id": g.uuid(), "operation": "read", "path": f"secret/data/{svc()}/db",
                                   "remote_address": f"10.4.{r.randint(0, 9)}.{r.randint(2, 250)}"},
                       "response": {"data": {"data": {"password": "hmac-sha256:" + g.hexs(64)}}}})


@ctpl
def c_leases():
    return f"""$ vault list sys/leases/lookup/database/creds/readonly
Keys
----
{g.s(B62, 24)}
{g.s(B62, 24)}
{g.s(B62, 24)}"""


@ctpl
def c_raft_peers():
    return f"""$ vault operator raft list-peers
Node       Address                        State       Voter
----       -------                        -----       -----
vault-0    vault-0.vault-internal:8201    leader      true
vault-1    vault-1.vault-internal:8201    follower    true
vault-2    vault-2.vault-internal:8201    follower    true
# snapshot sha256: {g.sha256()}"""


@ctpl
def c_sha256sums():
    v = f"1.1{r.randint(5, 8)}.{r.randint(0, 9)}"
    return f"""$ curl -sO https://releases.hashicorp.com/vault/{v}/vault_{v}_SHA256SUMS && grep linux_amd64 vault_{v}_SHA256SUMS
{g.sha256()}  vault_{v}_linux_amd64.zip
$ sha256sum vault_{v}_linux_amd64.zip
{g.sha256()}  vault_{v}_linux_amd64.zip"""


@ctpl
def c_prose_shamir():
    return r.choice(["Unseal keys are split with Shamir's secret sharing: with 5 shares and a threshold of 3, any three key holders can unseal. Never store more than one share in the same place, and never paste a share into chat or a ticket.",
                     "Rotation runbook: Secrets Manager calls the rotation Lambda in four steps (createSecret, setSecret, testSecret, finishSecret). If testSecret fails, AWSPENDING stays and AWSCURRENT keeps working; do not delete the pending version by hand.",
                     "Wir verwenden SOPS mit age: jede Person hat einen eigenen Schlüssel, der öffentliche Teil steht in .sops.yaml. Den privaten Teil (AGE-SECRET-KEY-…) niemals committen — er gehört nach ~/.config/sops/age/keys.txt."]) + f" (doc rev {g.hexs(7)})"


@ctpl
def c_git_log():
    msgs = ["rotate: move orders db password to Vault KV v2", "chore(sops): add age recipient for new SRE",
            "ci: read NPM token from 1Password via load-secrets-action", "fix(eso): refreshInterval 1h -> 15m",
            "docs: how to request a Doppler service token", "sealed-secrets: re-encrypt after key renewal"]
    return "$ git log --oneline -5\n" + "\n".join(f"{g.hexs(7)} {r.choice(msgs)}" for _ in range(5))


@ctpl
def c_gpg_pub():
    return f"""-----BEGIN PGP PUBLIC KEY BLOCK-----

mQINBG{g.s(B62 + '+/', 58)}
{g.b64(48)}
{g.b64(48)}
{g.b64(24)}
=
-----END PGP PUBLIC KEY BLOCK-----
# fingerprint {' '.join(g.hexs(4).upper() for _ in range(10))} (flux-sops@acme.io, encryption only)"""


@ctpl
def c_age_pub():
    return f"""# team recipients for secrets/ (public keys, safe to share)
alice: {age_public()}
bogdan: {age_public()}
ci:    {age_public()}"""


@ctpl
def c_tf_data():
    return f"""data "vault_kv_secret_v2" "db" {{
  mount = "secret"
  name  = "{svc()}/db"
}}

resource "kubernetes_secret" "db" {{
  metadata {{ name = "{svc()}-db" }}
  data = {{
    password = data.vault_kv_secret_v2.db.data["password"]
  }}
}}"""


@ctpl
def c_vault_agent_tmpl():
    return f"""template {{
  contents    = <<EOT
{{{{- with secret "database/creds/{svc()}-readonly" -}}}}
DB_USER={{{{ .Data.username }}}}
DB_PASSWORD={{{{ .Data.password }}}}
{{{{- end }}}}
EOT
  destination = "/run/secrets/db.env"
  perms       = "0400"
}}"""


@ctpl
def c_secrets_list():
    rows = [("cubbyhole/", "cubbyhole"), ("database/", "database"), ("identity/", "identity"), ("pki_int/", "pki"),
            ("secret/", "kv"), ("sys/", "system"), ("transit/", "transit")]
    return "$ vault secrets list\nPath          Type         Accessor              Description\n----          ----         --------              -----------\n" + "\n".join(
        f"{p:<14}{t:<13}{t}_{g.hexs(8)}        n/a" for p, t in rows)


@ctpl
def c_pki_cert():
    return f"""$ vault read -field=certificate pki/cert/ca
-----BEGIN CERTIFICATE-----
MIIDazCCAlOgAwIBAgIU{g.s(B62, 44)}
{g.b64(48)}
{g.b64(48)}
{g.b64(30)}
-----END CERTIFICATE-----"""


@ctpl
def c_health_json():
    return json.dumps({"initialized": True, "sealed": False, "standby": False, "performance_standby": False,
                       "replication_performance_mode": "disabled", "replication_dr_mode": "primary",
                       "server_time_utc": r.randint(1764000000, 1765000000), "version": "1.17.3",
                       "cluster_name": "vault-cluster-" + g.hexs(8), "cluster_id": g.uuid()})


@ctpl
def c_az_list():
    return json.dumps([{"attributes": {"enabled": True, "updated": "2026-11-02T09:11:00+00:00"},
                        "id": f"https://kv-{svc()}-prod.vault.azure.net/secrets/{n}", "name": n, "tags": {"owner": "platform"}}
                       for n in ["graph-client-secret", "sql-admin-password", "storage-key"]], indent=2)


@ctpl
def c_placeholder_chat():
    return r.choice(["Token ist im 1Password-Tresor 'Infrastructure' unter 'Vault CI AppRole' — bitte nicht mehr in Slack schicken.",
                     "The root token from init was revoked right after we created the admin policy; use `vault login -method=oidc` from now on.",
                     "Pour la prod, le mot de passe est dans Doppler (projet billing, config prd). Ne le copiez pas dans le ticket.",
                     "SSM parameter /billing/prod/db_password is now SecureString with the alias/billing key; the old String one is deleted."]) + f" [ref {r.randint(1000, 9999)}]"


@ctpl
def c_hook_read():
    doc = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
           "tool_input": {"file_path": f"/home/dev/{svc()}/deploy/vault-policy.hcl"},
           "tool_response": {"content": f'path "secret/data/{svc()}/*" {{\n  capabilities = ["read"]\n}}\n'}}
    return json.dumps(doc)


@ctpl
def c_lock():
    return f"""# package-lock.json (excerpt)
    "node_modules/node-vault": {{
      "version": "0.10.{r.randint(0, 9)}",
      "resolved": "https://registry.npmjs.org/node-vault/-/node-vault-0.10.2.tgz",
      "integrity": "sha512-{g.b64(64)}"
    }},
    "node_modules/@1password/sdk": {{
      "version": "0.1.{r.randint(0, 9)}",
      "integrity": "sha512-{g.b64(64)}"
    }}"""


@ctpl
def c_wrap_lookup():
    return f"""$ vault write sys/wrapping/lookup token=<wrapping token from the onboarding mail>
Key                Value
---                -----
creation_path      secret/data/onboarding
creation_time      2026-12-03T08:11:52Z
creation_ttl       15m
request_id         {g.uuid()}"""


@ctpl
def c_kms_key():
    return json.dumps({"KeyMetadata": {"AWSAccountId": str(r.randint(10**11, 10**12 - 1)), "KeyId": g.uuid(),
                                       "Arn": f"arn:aws:kms:eu-west-1:123456789012:key/{g.uuid()}",
                                       "KeyState": "Enabled", "KeyUsage": "ENCRYPT_DECRYPT", "Origin": "AWS_KMS",
                                       "Description": "vault auto-unseal"}}, indent=2)


@ctpl
def c_bws_list():
    return json.dumps([{"id": g.uuid(), "organizationId": g.uuid(), "name": n, "creationDate": "2026-10-01T12:00:00Z"}
                       for n in ["billing-prod", "billing-stage"]], indent=2)


@ctpl
def c_helm_values():
    return f"""# charts/{svc()}/values.yaml
vault:
  enabled: true
  role: {svc()}
  agentInject: true
  annotations:
    vault.hashicorp.com/agent-inject-secret-db: "database/creds/{svc()}-readonly"
    vault.hashicorp.com/role: "{svc()}"
image:
  digest: sha256:{g.sha256()}"""


@ctpl
def c_error_msg():
    return r.choice([f"Error reading secret/data/{svc()}: Error making API request.\n\nURL: GET https://{host()}:8200/v1/secret/data/{svc()}\nCode: 403. Errors:\n\n* permission denied",
                     f"Error: failed to decrypt sops data key with age: no identity matched any of the recipients\nrecipient: {age_public()}",
                     f"An error occurred (ResourceNotFoundException) when calling the GetSecretValue operation: Secrets Manager can't find the specified secret. (RequestId: {g.uuid()})"])


@ctpl
def c_approle_roleid():
    return f"""$ vault read auth/approle/role/{svc()}/role-id
Key        Value
---        -----
role_id    {g.uuid()}
# role_id is not secret on its own; the secret_id is delivered by the CI orchestrator (response-wrapped)"""


@ctpl
def c_op_whoami():
    return f"""$ op whoami
URL:               https://acme.1password.eu
Integration ID:    {g.s(UPPER + '234567', 26)}
User Type:         SERVICE_ACCOUNT"""


@ctpl
def c_doppler_activity():
    return f"""$ doppler activity --number 3
{g.hexs(8)}  2026-12-0{r.randint(1, 3)}  dana@acme.io   Updated secret STRIPE_SECRET_KEY in {svc()}/prd
{g.hexs(8)}  2026-11-2{r.randint(0, 9)}  ci-bot         Created service token "github-actions" in {svc()}/stg
{g.hexs(8)}  2026-11-1{r.randint(0, 9)}  jonas@acme.io  Renamed config dev_old -> dev_legacy"""


@ctpl
def c_kv_metadata():
    return f"""$ vault kv metadata get secret/{svc()}/db
===== Metadata Path =====
secret/metadata/{svc()}/db

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2025-0{r.randint(1, 9)}-14T09:02:11Z
current_version         {r.randint(3, 30)}
delete_version_after    0s
max_versions            10
oldest_version          1"""


@ctpl
def c_sops_updatekeys():
    return f"""$ sops updatekeys clusters/prod/{svc()}-secrets.enc.yaml
2026/12/03 09:{r.randint(10, 59)}:00 Syncing keys for file clusters/prod/{svc()}-secrets.enc.yaml
The following changes will be made to the file's groups:
Group 1
    {age_public()}
+++ {age_public()}
Is this okay? (y/n):y
2026/12/03 09:{r.randint(10, 59)}:04 File clusters/prod/{svc()}-secrets.enc.yaml synced with new keys"""


@ctpl
def c_token_create_orphan_help():
    return f"""Usage: vault token create [options]

  Creates a new token that can be used for authentication. This token will be
  created as a child of the currently authenticated token.

      $ vault token create -policy=my-policy -policy=other-policy -ttl=10m

  (excerpt from `vault token create -h`, Vault {r.randint(1, 1)}.{r.randint(15, 18)}.{r.randint(0, 5)})"""


@ctpl
def c_iam_policy():
    return json.dumps({"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"],
                       "Resource": f"arn:aws:secretsmanager:eu-west-1:{r.randint(10**11, 10**12 - 1)}:secret:prod/{svc()}/*"},
                      {"Effect": "Allow", "Action": "kms:Decrypt", "Resource": f"arn:aws:kms:eu-west-1:123456789012:key/{g.uuid()}"}]}, indent=2)


@ctpl
def c_infisical_run_help():
    return f"""$ infisical secrets --env=dev --plain --silent | cut -d= -f1
APP_ENV
DATABASE_URL
REDIS_URL
SENTRY_DSN
# {r.randint(4, 40)} secrets in project {g.uuid()} (values hidden)"""


@ctpl
def c_bw_status():
    return json.dumps({"serverUrl": "https://vault.bitwarden.eu", "lastSync": "2026-12-03T08:12:44.000Z",
                       "userEmail": "ops@acme.io", "userId": g.uuid(), "status": "locked"})


@ctpl
def c_vault_agent_log():
    return f"""2026-12-03T09:{r.randint(10, 59)}:01.112Z [INFO]  agent.auth.handler: authentication successful, sending token to sinks
2026-12-03T09:{r.randint(10, 59)}:01.113Z [INFO]  agent.sink.file: token written: path=/run/secrets/vault-token
2026-12-03T09:{r.randint(10, 59)}:01.120Z [INFO]  agent: (runner) rendered "(dynamic)" => "/run/secrets/db.env"
2026-12-03T09:{r.randint(10, 59)}:01.121Z [INFO]  agent.auth.handler: renewed auth token, ttl={r.randint(10, 59)}m"""


@ctpl
def c_pki_roles():
    return f"""$ vault read pki_int/roles/internal-dot-acme
Key                       Value
---                       -----
allow_subdomains          true
allowed_domains           [internal.acme.io]
key_bits                  2048
key_type                  rsa
max_ttl                   {r.randint(24, 720)}h
serial                    {':'.join(g.hexs(2) for _ in range(20))}"""


@ctpl
def c_secret_zero_prose():
    return r.choice(["Secret zero problem: whatever bootstraps the workload needs one credential to fetch the others. We use Kubernetes auth so the pod's service-account JWT, not a static token, is the first credential.",
                     "Dynamic database credentials expire with their lease (default 1h). If the app keeps failing after an hour, check that it renews the lease instead of caching the password.",
                     "sealed-secrets rotates its sealing key every 30 days; older keys are kept so existing SealedSecrets still decrypt. Back up the key with the runbook in docs/dr.md, never by pasting it anywhere.",
                     "1Password service accounts cannot read Personal/Private vaults; grant them a dedicated vault instead."]) + f" ({g.hexs(7)})"


def build():
    sec = []
    i = 0
    while len(sec) < 250:
        cls, text, vals = T[i % len(T)]()
        i += 1
        vals = [v for v in dict.fromkeys(vals) if v]
        for v in vals:
            assert v in text, (T[(i - 1) % len(T)].__name__, v)
        sec.append((cls, text, vals))
    clean = [CLEAN[j % len(CLEAN)]() for j in range(100)]
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(sec, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    print(FAMILY, len(sec), len(clean), "values", sum(len(v) for _, _, v in sec), dict(Counter(c for c, _, _ in sec)),
          "clean distinct", len(set(clean)), "templates", len(T), len(CLEAN))


if __name__ == "__main__":
    build()
