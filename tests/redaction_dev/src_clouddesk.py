"""Seeded generator of the blind source "clouddesk" (clouddesk_secrets.jsonl, clouddesk_clean.jsonl).

Cloud CLIs' terminal output and files (aws, gcloud, az, doctl, heroku, fly, supabase, firebase, gh/glab, npm,
stripe, vault, databricks, kubectl, terraform), IDE launch and run configurations (VS Code launch.json, JetBrains
run configurations and HTTP-client env files, REST Client settings), Postman collection/environment exports, HAR
exports, pgAdmin servers.json and pgpass files.
Written 2026-12-01 by the helper "corpora" without reading memtool's redaction rules or their results; imports nothing
from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_clouddesk.py
"""
from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # _tokens.py beside this file or one level up
from _tokens import Gen, write  # noqa: E402

g = Gen(1202)
FAMILY = "clouddesk"
APPS = ["shop-prod", "api-staging", "billing", "acme-web", "tracker", "ledger-eu", "kiosk"]
PROMPT = ["$ ", "PS C:\\dev> ", "dev@laptop:~/acme$ ", "➜  infra git:(main) ", "% "]


def sh(cmd: str, out: str) -> str:
    return g.pick(PROMPT) + cmd + "\n" + out


def har(method: str, url: str, headers: list, query: list | None = None, post: str | None = None, cookies=None) -> str:
    req = {"method": method, "url": url, "httpVersion": "HTTP/2", "headers": [{"name": n, "value": v} for n, v in headers],
           "queryString": [{"name": n, "value": v} for n, v in (query or [])], "cookies": cookies or [],
           "headersSize": -1, "bodySize": len(post or "")}
    if post is not None:
        req["postData"] = {"mimeType": "application/x-www-form-urlencoded", "text": post}
    entry = {"startedDateTime": "2026-11-30T09:14:0%d.%03dZ" % (g.r.randint(0, 9), g.r.randint(0, 999)),
             "time": round(g.r.uniform(20, 900), 2), "request": req,
             "response": {"status": 200, "statusText": "", "headers": [{"name": "content-type", "value": "application/json"}]}}
    doc = {"log": {"version": "1.2", "creator": {"name": g.pick(["WebInspector", "Firefox", "Charles"]), "version": "537.36"},
                   "entries": [entry]}}
    return json.dumps(doc, indent=g.pick([1, 2, None]))


def postman_env(pairs: list) -> str:
    return json.dumps({"id": g.uuid(), "name": g.pick(["Staging", "Prod", "Local"]),
                       "values": [{"key": k, "value": v, "type": t, "enabled": True} for k, v, t in pairs],
                       "_postman_variable_scope": "environment"}, indent=2)


def launch(env: dict, args: list | None = None) -> str:
    cfg = {"version": "0.2.0", "configurations": [{"name": "Debug API", "type": g.pick(["node", "debugpy", "go", "coreclr"]),
                                                   "request": "launch", "program": "${workspaceFolder}/src/main",
                                                   "args": args or [], "env": env}]}
    return "// .vscode/launch.json\n" + json.dumps(cfg, indent=4)


# ------------------------------------------------------------- self-identifying
def si_templates():
    def t_gh(tok):
        return sh(g.pick(["pass show ci/upstream", "op read op://Ops/upstream/credential", "security find-generic-password -s upstream -w"]), tok + "\n")

    def t_config_file(tok):
        return sh("cat ~/.config/tool/credentials.yml", f"current-context: prod\ncontexts:\n  prod:\n    endpoint: https://api.example.cloud\n    access-token: {tok}\n")

    def t_postman(tok):
        return postman_env([("baseUrl", "https://api.example.com", "default"), ("providerKey", tok, "secret")])

    def t_har_bearer(tok):
        return har("GET", "https://api.example.com/v1/projects", [("accept", "application/json"), ("authorization", f"Bearer {tok}")])

    def t_launch(tok):
        return launch({"NODE_ENV": "development", "UPSTREAM_CRED": tok})

    def t_jetbrains(tok):
        return ("<!-- .idea/runConfigurations/Worker.xml -->\n<component name=\"ProjectRunConfigurationManager\">\n"
                "  <configuration name=\"Worker\" type=\"PythonConfigurationType\">\n    <envs>\n"
                f"      <env name=\"PYTHONUNBUFFERED\" value=\"1\" />\n      <env name=\"UPSTREAM\" value=\"{tok}\" />\n"
                "    </envs>\n  </configuration>\n</component>")

    def t_heroku_config(tok):
        return sh(f"heroku config -a {g.pick(APPS)}", f"=== {g.pick(APPS)} Config Vars\nLOG_LEVEL:        info\nPROVIDER_CRED:    {tok}\nWEB_CONCURRENCY:  2\n")

    def t_fly_env(tok):
        return sh("fly ssh console -C 'printenv'", f"Connecting to fdaa:0:1::3... complete\nFLY_APP_NAME={g.pick(APPS)}\nFLY_REGION=ams\nUPLINK={tok}\n")

    def t_http_client(tok):
        return "// http-client.private.env.json\n" + json.dumps({"dev": {"host": "localhost:8080", "auth": tok}}, indent=2)

    def t_rest_client(tok):
        return "// .vscode/settings.json\n" + json.dumps({"rest-client.environmentVariables": {"staging": {"baseUrl": "https://staging.example.com", "bearer": tok}}}, indent=2)

    def t_doctl_spec(tok):
        return sh("doctl apps spec get " + g.uuid(), f"name: {g.pick(APPS)}\nservices:\n- name: web\n  envs:\n  - key: UPSTREAM\n    scope: RUN_TIME\n    value: {tok}\n")

    def t_curl_export(tok):
        return ("Postman → Code snippet (cURL)\n\ncurl --location 'https://api.example.com/v2/items' \\\n"
                f"--header 'Accept: application/json' \\\n--header 'Authorization: Bearer {tok}'")

    return [t_gh, t_config_file, t_postman, t_har_bearer, t_launch, t_jetbrains, t_heroku_config, t_fly_env,
            t_http_client, t_rest_client, t_doctl_spec, t_curl_export]


def si_specific():
    """CLI outputs tied to one provider's token."""
    k = g.r.randint(0, 13)
    if k == 0:
        t = g.google_oauth()
        return sh("gcloud auth print-access-token", t + "\n"), t
    if k == 1:
        t = g.google_refresh()
        return sh("firebase login:ci", f"Visit this URL on this device to log in:\nhttps://accounts.google.com/o/oauth2/auth?client_id=563584335869-fgrhgmd47bqnekij5i8b5pr03ho849e6.apps.googleusercontent.com&scope=email\n\nWaiting for authentication...\n\n✔  Success! Use this token to login on a CI server:\n\n{t}\n\nExample: firebase deploy --token \"$FIREBASE_TOKEN\"\n"), t
    if k == 2:
        t = g.digitalocean()
        return sh("cat ~/.config/doctl/config.yaml", f"access-token: {t}\ncontext: default\noutput: text\n"), t
    if k == 3:
        t = g.fly()
        m = t.split(" ", 1)[1].split(",", 1)[0]
        return sh(f"fly tokens create deploy -a {g.pick(APPS)} -x 8760h", t + "\n"), m
    if k == 4:
        t = g.supabase()
        return sh("cat ~/.supabase/access-token", t), t
    if k == 5:
        t = g.jwt()
        return sh("supabase projects api-keys --project-ref " + g.s("abcdefghijklmnopqrst", 20) + " -o json | jq '.[1]'",
                  json.dumps({"name": "service_role", "api_key": t}, indent=2) + "\n"), t
    if k == 6:
        t = g.gitlab()
        return sh("glab auth status --show-token", f"gitlab.com\n  ✓ Logged in to gitlab.com as ana.lima\n  ✓ Git operations for gitlab.com configured to use https protocol.\n  ✓ Token: {t}\n"), t
    if k == 7:
        t = g.npm()
        return sh("npm token create --read-only", f"┌────────────────┬──────────────────────────────────────────┐\n│ token          │ {t} │\n│ readonly       │ true                                     │\n│ created        │ 2026-11-30T10:04:11.512Z                 │\n└────────────────┴──────────────────────────────────────────┘\n"), t
    if k == 8:
        t = g.stripe()
        return sh("stripe config --list", f"[default]\ndevice_name = 'laptop'\nlive_mode_api_key = '{t}'\nlive_mode_key_expires_at = '2027-02-28'\n"), t
    if k == 9:
        t = g.vault()
        return sh("vault token create -policy=ci -ttl=24h", f"Key                  Value\n---                  -----\ntoken                {t}\ntoken_accessor       {g.s('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 24)}\ntoken_duration       24h\ntoken_renewable      true\ntoken_policies       [\"ci\" \"default\"]\n"), t
    if k == 10:
        t = g.databricks()
        return sh("databricks tokens create --comment ci --lifetime-seconds 86400", json.dumps({"token_info": {"comment": "ci", "creation_time": 1764500000000, "token_id": g.hexs(64)}, "token_value": t}, indent=2) + "\n"), t
    if k == 11:
        t = g.aws_akid()
        return sh("aws configure get aws_access_key_id --profile deploy", t + "\n"), t
    if k == 12:
        t = g.azure_client_secret()
        return sh("az ad sp create-for-rbac --name ci-deployer --role contributor --scopes /subscriptions/" + g.uuid(),
                  "Creating 'contributor' role assignment under scope '/subscriptions/...'\n" + json.dumps(
                      {"appId": g.uuid(), "displayName": "ci-deployer", "password": t, "tenant": g.uuid()}, indent=2) + "\n"), t
    t = g.slack_webhook()
    m = t.rsplit("/", 1)[1]
    return postman_env([("alertsHook", t, "default")]), m


def si_pem():
    block, mark = g.pem()
    k = g.r.randint(0, 4)
    if k == 0:
        sa = {"type": "service_account", "project_id": "acme-" + g.hexs(6), "private_key_id": g.hexs(40),
              "private_key": block + "\n", "client_email": "deployer@acme.iam.gserviceaccount.com",
              "client_id": str(g.r.randint(10**20, 10**21))}
        return sh("gcloud iam service-accounts keys create key.json --iam-account=deployer@acme.iam.gserviceaccount.com && cat key.json",
                  "created key [" + g.hexs(40) + "] of type [json] as [key.json]\n" + json.dumps(sa, indent=2)), mark
    if k == 1:
        blob = base64.b64encode((block + "\n").encode()).decode()
        mark = blob[60:140]
        return sh("kubectl config view --raw --minify", f"apiVersion: v1\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: {blob}\n"), mark
    if k == 2:
        return launch({"TLS_KEY": block}), mark
    if k == 3:
        return sh("heroku config:get SSH_DEPLOY_KEY -a " + g.pick(APPS), block + "\n"), mark
    return postman_env([("signingKey", block, "secret")]), mark


# ------------------------------------------------------------- name-context
def nc_templates():
    def t_sts(v):
        return sh("aws sts assume-role --role-arn arn:aws:iam::123456789012:role/ci --role-session-name ci --query Credentials.SecretAccessKey --output text", v + "\n")

    def t_aws_set(v):
        return sh(f"aws configure set aws_secret_access_key {v} --profile ci", "")

    def t_heroku_cfg(v):
        n = g.pick(["SESSION_SECRET", "STRIPE_WEBHOOK_SECRET", "SMTP_PASSWORD", "SECRET_KEY_BASE", "JWT_SIGNING_KEY"])
        return sh(f"heroku config -a {g.pick(APPS)}", f"=== Config Vars\nLANG:             en_US.UTF-8\n{n}: {v}\nRACK_ENV:         production\n")

    def t_heroku_token(v):
        return sh("heroku auth:token", f" ›   Warning: token will expire 12/30/2026\n{v}\n")

    def t_fly_set(v):
        return sh(f"fly secrets set DB_PASSWORD={v} -a {g.pick(APPS)}", "Updating existing machines in 'app' with rolling strategy\n  ✔ [1/2] Machine 148e272a free\n")

    def t_gcloud_secret(v):
        return sh("gcloud secrets versions access latest --secret=payments-api-secret", v)

    def t_firebase_cfg(v):
        return sh("firebase functions:config:get", json.dumps({"stripe": {"secret": v, "mode": "live"}, "mail": {"from": "noreply@acme.io"}}, indent=2) + "\n")

    def t_doctl_user(v):
        return sh("doctl databases user get " + g.uuid() + " doadmin", f"Name       Role       Password\ndoadmin    primary    {v}\n")

    def t_kv(v):
        return sh("az keyvault secret show --vault-name kv-prod --name sql-admin-password --query value -o tsv", v + "\n")

    def t_appsettings(v):
        return sh("az webapp config appsettings list -g rg-web -n web-prod", json.dumps([{"name": "WEBSITE_RUN_FROM_PACKAGE", "slotSetting": False, "value": "1"},
                                                                                         {"name": "AUTH_CLIENT_SECRET", "slotSetting": False, "value": v}], indent=2) + "\n")

    def t_launch(v):
        return launch({"DB_HOST": "localhost", g.pick(["DB_PASSWORD", "JWT_SECRET", "API_TOKEN", "SESSION_KEY"]): v})

    def t_jetbrains(v):
        return ("<component name=\"ProjectRunConfigurationManager\">\n  <configuration name=\"App\" type=\"SpringBootApplicationConfigurationType\">\n"
                f"    <envs>\n      <env name=\"SPRING_PROFILES_ACTIVE\" value=\"dev\" />\n      <env name=\"SPRING_DATASOURCE_PASSWORD\" value=\"{v}\" />\n    </envs>\n  </configuration>\n</component>")

    def t_http_env(v):
        return "// http-client.private.env.json\n" + json.dumps({"staging": {"username": "qa", "password": v}}, indent=2)

    def t_postman_basic(v):
        return json.dumps({"info": {"name": "Orders API", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
                           "auth": {"type": "basic", "basic": [{"key": "password", "value": v, "type": "string"}, {"key": "username", "value": "orders-ci", "type": "string"}]},
                           "item": []}, indent="\t")

    def t_postman_env(v):
        return postman_env([("baseUrl", "https://staging.example.com", "default"), ("client_secret", v, "secret")])

    def t_har_form(v):
        return har("POST", "https://login.example.com/session", [("content-type", "application/x-www-form-urlencoded")], post=f"email=ana%40acme.io&password={v}&remember=1")

    def t_har_cookie(v):
        return har("GET", "https://admin.example.com/api/me", [("accept", "*/*")], cookies=[{"name": "_ga", "value": "GA1.1." + str(g.r.randint(10**8, 10**9))}, {"name": "session", "value": v}])

    def t_har_cookie_header(v):
        return har("GET", "https://shop.example.com/cart", [("cookie", f"lang=de; connect.sid={v}")])

    def t_tf_output(v):
        return sh("terraform output -json", json.dumps({"db_endpoint": {"sensitive": False, "type": "string", "value": "db.internal:5432"},
                                                        "db_password": {"sensitive": True, "type": "string", "value": v}}, indent=2) + "\n")

    def t_kubectl(v):
        return sh("kubectl get secret app-secrets -o jsonpath='{.data.api-key}' | base64 -d", v)

    def t_gcloud_sql(v):
        return sh(f"gcloud sql users set-password app --instance=pg-main --password='{v}'", "Updating Cloud SQL user...done.\n")

    def t_az_sql(v):
        return sh(f"az sql server create -g rg-data -n sql-acme -l westeurope --admin-user sqladmin --admin-password '{v}'", "{\n  \"state\": \"Ready\"\n}\n")

    def t_supabase_env(v):
        return sh("cat supabase/.env", f"SUPABASE_AUTH_EXTERNAL_GITHUB_SECRET={v}\nSUPABASE_AUTH_EXTERNAL_GITHUB_CLIENT_ID=Iv1.{g.hexs(16)}\n")

    def t_doctl_spec(v):
        return sh("doctl apps spec get " + g.uuid(), f"name: api\nservices:\n- name: api\n  envs:\n  - key: SESSION_SECRET\n    scope: RUN_TIME\n    type: GENERAL\n    value: {v}\n")

    def t_rest(v):
        return "// .vscode/settings.json\n" + json.dumps({"rest-client.environmentVariables": {"prod": {"baseUrl": "https://api.example.com", "apiKey": v}}}, indent=4)

    return [t_sts, t_aws_set, t_heroku_cfg, t_heroku_token, t_fly_set, t_gcloud_secret, t_firebase_cfg, t_doctl_user,
            t_kv, t_appsettings, t_launch, t_jetbrains, t_http_env, t_postman_basic, t_postman_env, t_har_form,
            t_har_cookie, t_har_cookie_header, t_tf_output, t_kubectl, t_gcloud_sql, t_az_sql, t_supabase_env,
            t_doctl_spec, t_rest]


def nc_value(tpl) -> str:
    n = tpl.__name__
    if n in ("t_sts", "t_aws_set"):
        return g.aws_secret()
    if n == "t_heroku_token":
        return g.uuid()
    if n in ("t_har_cookie", "t_har_cookie_header"):
        return g.pick(["s%3A", ""]) + g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_", 32)
    if n == "t_har_form":
        return g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", g.r.randint(10, 18))
    return g.pw()


# ------------------------------------------------------------- structural
def url_pw() -> str:
    return g.pw().translate(str.maketrans({"#": "x", "?": "q", "/": "s", "%": "p", "&": "a", "+": "z"}))


def st_templates():
    def t_doctl_uri(v):
        return sh("doctl databases connection " + g.uuid() + " --format URI", f"URI\npostgresql://doadmin:{v}@db-pg-ams3-{g.r.randint(10000, 99999)}-do-user-{g.r.randint(10**6, 10**7)}-0.b.db.ondigitalocean.com:25060/defaultdb?sslmode=require\n")

    def t_heroku_url(v):
        kind = g.pick([("DATABASE_URL", f"postgres://u{g.s('abcdefghijklmnop0123456789', 13)}:{v}@c{g.s('abcdefghij0123456789', 8)}.cluster-xyz.eu-west-1.rds.amazonaws.com:5432/d{g.s('abcdefghij0123456789', 13)}"),
                       ("REDIS_URL", f"rediss://:{v}@ec2-54-12-34-56.eu-west-1.compute.amazonaws.com:12340")])
        return sh(f"heroku config -a {g.pick(APPS)}", f"=== Config Vars\n{kind[0]}: {kind[1]}\nWEB_CONCURRENCY: 3\n")

    def t_az_storage(v):
        return sh("az storage account show-connection-string -n acmestatic -g rg-web", json.dumps({"connectionString": f"DefaultEndpointsProtocol=https;EndpointSuffix=core.windows.net;AccountName=acmestatic;AccountKey={v}"}, indent=2) + "\n")

    def t_cosmos(v):
        return sh("az cosmosdb keys list -n cosmos-acme -g rg-data --type connection-strings", json.dumps({"connectionStrings": [{"connectionString": f"AccountEndpoint=https://cosmos-acme.documents.azure.com:443/;AccountKey={v};", "description": "Primary SQL Connection String", "keyKind": "Primary", "type": "SQL"}]}, indent=2) + "\n")

    def t_servicebus(v):
        return sh("az servicebus namespace authorization-rule keys list -g rg -n sb-acme --name RootManageSharedAccessKey --query primaryConnectionString -o tsv",
                  f"Endpoint=sb://sb-acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={v}\n")

    def t_sas(v):
        return sh("az storage blob generate-sas --account-name acmestatic -c backups -n db.dump --permissions r --expiry 2026-12-08 --full-uri -o tsv",
                  f"https://acmestatic.blob.core.windows.net/backups/db.dump?se=2026-12-08&sp=r&sv=2022-11-02&sr=b&sig={v}\n")

    def t_supabase_pooler(v):
        return sh("supabase db dump --db-url \"postgresql://postgres." + g.s("abcdefghijklmnopqrst", 20) + f":{v}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres\" -f dump.sql", "Dumping schemas from remote database...\n")

    def t_fly_attach(v):
        return sh(f"fly postgres attach pg-{g.pick(APPS)} -a {g.pick(APPS)}", f"Checking for existing attachments\nRegistering attachment\nCreating database\nCreating user\n\nPostgres cluster pg attached to app\nThe following secret was added:\n  DATABASE_URL=postgres://app:{v}@pg.flycast:5432/app?sslmode=disable\n")

    def t_fly_redis(v):
        return sh("fly redis status cache", f"Redis\n  ID             = {g.s('abcdefghijklmnopqrstuvwxyz0123456789', 14)}\n  Name           = cache\n  Plan           = Pay-as-you-go\n  Primary Region = ams\n  Private URL    = redis://default:{v}@fly-cache.upstash.io:6379\n")

    def t_har_basic(v):
        return har("GET", "https://registry.internal/v2/_catalog", [("authorization", "Basic " + v)]), v

    def t_har_query(v):
        p = g.pick(["access_token", "api_key", "apikey", "token", "key"])
        return har("GET", f"https://maps.example.com/api/geocode?address=Berlin&{p}={v}", [("accept", "application/json")], query=[("address", "Berlin"), (p, v)])

    def t_postman_url(v):
        return json.dumps({"name": "Get forecast", "request": {"method": "GET", "url": {"raw": f"https://api.weather.example/v1/forecast?q=Lisbon&appid={v}",
                          "host": ["api", "weather", "example"], "query": [{"key": "q", "value": "Lisbon"}, {"key": "appid", "value": v}]}}}, indent=2)

    def t_launch_args(v):
        return launch({"LOG": "debug"}, ["--database", f"mysql://root:{v}@127.0.0.1:3306/shop", "--port", "8081"])

    def t_jetbrains_ds(v):
        return ("<!-- .idea/dataSources.xml -->\n<data-source source=\"LOCAL\" name=\"shop@prod\" uuid=\"" + g.uuid() + "\">\n"
                f"  <driver-ref>mysql.8</driver-ref>\n  <jdbc-url>jdbc:mysql://mysql-prod:3306/shop?user=report&amp;password={v}</jdbc-url>\n</data-source>")

    def t_pgpass(v):
        return sh("cat ~/.pgpass", f"# host:port:db:user:password\npg-prod.internal:5432:*:analyst:{v}\n")

    def t_pgadmin_pass(v):
        servers = {"Servers": {"1": {"Name": "prod", "Group": "Servers", "Host": "pg-prod.internal", "Port": 5432,
                                     "MaintenanceDB": "postgres", "Username": "analyst", "SSLMode": "prefer",
                                     "PassFile": "/pgpass"}}}
        return ("servers.json:\n" + json.dumps(servers, indent=4) + "\n\n/pgpass:\n" + f"pg-prod.internal:5432:postgres:analyst:{v}\n")

    def t_mongosh(v):
        return sh(f"mongosh \"mongodb+srv://app_rw:{v}@cluster0.{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/orders\"", "Current Mongosh Log ID: " + g.hexs(24) + "\nConnecting to: mongodb+srv://<credentials>@cluster0.mongodb.net/orders\n")

    def t_curl_u(v):
        return "Postman → Code snippet (cURL)\n\n" + f"curl --location 'https://jira.acme.io/rest/api/2/search?jql=project=OPS' \\\n--user 'ops-bot:{v}'"

    def t_gcloud_git(v):
        return sh("git remote -v", f"origin  https://deploy:{v}@source.developers.example.com/p/acme/r/infra (fetch)\n")

    def t_az_pipelines(v):
        return sh("az pipelines variable list --pipeline-name web", "Name       Allow Override    Is Secret    Value\n---------  ----------------  -----------  -----\n" + f"REG_AUTH   False             False        ci:{v}\n")

    return [t_doctl_uri, t_heroku_url, t_az_storage, t_cosmos, t_servicebus, t_sas, t_supabase_pooler, t_fly_attach,
            t_fly_redis, t_har_basic, t_har_query, t_postman_url, t_launch_args, t_jetbrains_ds, t_pgpass,
            t_pgadmin_pass, t_mongosh, t_curl_u, t_gcloud_git, t_az_pipelines]


def st_value(tpl) -> str:
    n = tpl.__name__
    if n in ("t_az_storage", "t_cosmos"):
        return g.b64(66)
    if n == "t_servicebus":
        return g.b64(32)
    if n == "t_sas":
        return g.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    if n == "t_har_basic":
        return base64.b64encode(f"{g.pick(['ci', 'pull', 'admin'])}:{url_pw()}".encode()).decode()
    if n in ("t_har_query", "t_postman_url"):
        return g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", g.pick([32, 39, 40]))
    return url_pw()


# ------------------------------------------------------------- clean
def clean_texts() -> list[str]:
    c = [
        lambda: sh("aws configure list", "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                  default           manual    --profile\naccess_key     ****************" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4) + " shared-credentials-file\nsecret_key     ****************" + g.s("abcdefghijklmnopqrstuvwxyzABC", 4) + " shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config\n"),
        lambda: sh("aws sts get-caller-identity", json.dumps({"UserId": "AROA" + g.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17) + ":ci", "Account": str(g.r.randint(10**11, 10**12 - 1)), "Arn": "arn:aws:sts::123456789012:assumed-role/ci/ci"}, indent=4) + "\n"),
        lambda: sh("aws s3api head-object --bucket acme-artifacts --key app.tgz", json.dumps({"ETag": "\"" + g.hexs(32) + "\"", "ContentLength": g.r.randint(10**5, 10**7), "VersionId": g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._", 32)}, indent=4)),
        lambda: sh("aws secretsmanager list-secrets --query 'SecretList[].ARN'", json.dumps([f"arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-password-{g.s('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 6)}"], indent=4)),
        lambda: sh("gcloud config list", "[core]\naccount = ana@acme.io\ndisable_usage_reporting = True\nproject = acme-prod-" + g.hexs(4) + "\n\nYour active configuration is: [default]\n"),
        lambda: sh("gcloud projects list", f"PROJECT_ID         NAME        PROJECT_NUMBER\nacme-prod-{g.hexs(4)}    acme-prod   {g.r.randint(10**11, 10**12)}\n"),
        lambda: sh("gcloud secrets list", "NAME                 CREATED              REPLICATION_POLICY  LOCATIONS\nstripe-secret-key    2026-10-02T09:12:44  automatic           -\ndb-password          2026-07-19T15:01:02  automatic           -\n"),
        lambda: sh("az account show", json.dumps({"environmentName": "AzureCloud", "id": g.uuid(), "isDefault": True, "name": "Acme Production", "tenantId": g.uuid(), "user": {"name": "ana@acme.io", "type": "user"}}, indent=2)),
        lambda: sh("az keyvault secret list --vault-name kv-prod --query '[].id' -o tsv", "https://kv-prod.vault.azure.net/secrets/sql-admin-password\nhttps://kv-prod.vault.azure.net/secrets/stripe-key\n"),
        lambda: sh("doctl account get", f"User Email     Team       Droplet Limit    Email Verified    User UUID                               Status\nops@acme.io    Acme       25               true              {g.uuid()}    active\n"),
        lambda: sh("doctl apps spec get " + g.uuid(), "name: api\nservices:\n- name: api\n  envs:\n  - key: DATABASE_URL\n    scope: RUN_TIME\n    value: ${db.DATABASE_URL}\n  - key: API_SECRET\n    type: SECRET\n    value: EV[1:" + g.b64(24) + ":" + g.b64(36) + "]\n"),
        lambda: sh(f"heroku apps:info -a {g.pick(APPS)}", "=== shop-prod\nAddons:         heroku-postgresql:essential-0\nDynos:          web: 2\nGit URL:        https://git.heroku.com/shop-prod.git\nRegion:         eu\nStack:          heroku-24\n"),
        lambda: sh("heroku config -a " + g.pick(APPS), "=== Config Vars\nLANG:            en_US.UTF-8\nRACK_ENV:        production\nWEB_CONCURRENCY: 2\n"),
        lambda: sh("fly secrets list", f"NAME            DIGEST                  CREATED AT\nDATABASE_URL    {g.hexs(16)}        1h ago\nSTRIPE_KEY      {g.hexs(16)}        3d ago\n"),
        lambda: sh("fly status", f"App\n  Name     = {g.pick(APPS)}\n  Owner    = acme\n  Hostname = app.fly.dev\n  Image    = app:deployment-{g.s('ABCDEFGHJKMNPQRSTVWXYZ0123456789', 26)}\n"),
        lambda: sh("supabase secrets list", f"  NAME              │ DIGEST\n  ──────────────────┼──────────────────────────────────────────────────────────────────\n  STRIPE_SECRET_KEY │ {g.sha256()}\n"),
        lambda: sh("supabase status", "         API URL: http://127.0.0.1:54321\n     GraphQL URL: http://127.0.0.1:54321/graphql/v1\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n      Studio URL: http://127.0.0.1:54323\n"),
        lambda: launch({"DB_PASSWORD": "${env:DB_PASSWORD}", "API_TOKEN": "${input:apiToken}"}),
        lambda: "// .vscode/launch.json\n" + json.dumps({"version": "0.2.0", "configurations": [{"name": "Run", "type": "node", "request": "launch", "envFile": "${workspaceFolder}/.env.local", "program": "${workspaceFolder}/server.js"}]}, indent=4),
        lambda: "<component name=\"ProjectRunConfigurationManager\">\n  <configuration name=\"App\" type=\"Application\">\n    <envs>\n      <env name=\"DB_PASSWORD\" value=\"$DB_PASSWORD$\" />\n    </envs>\n    <option name=\"MAIN_CLASS_NAME\" value=\"com.acme.App\" />\n  </configuration>\n</component>",
        lambda: "// http-client.env.json (shared, no secrets)\n" + json.dumps({"dev": {"host": "localhost:8080", "password": "{{$env.DEV_PASSWORD}}"}}, indent=2),
        lambda: postman_env([("baseUrl", "https://api.example.com", "default"), ("token", "{{vault:api-token}}", "secret"), ("userId", g.uuid(), "default")]),
        lambda: json.dumps({"info": {"name": "Orders API"}, "auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{{accessToken}}", "type": "string"}]}, "item": [{"name": "List orders", "request": {"method": "GET", "url": "{{baseUrl}}/orders?page=1"}}]}, indent=2),
        lambda: har("GET", "https://api.example.com/v1/orders?page=2", [("accept", "application/json"), ("x-request-id", g.uuid()), ("if-none-match", "W/\"" + g.hexs(16) + "\"")]),
        lambda: har("GET", "https://cdn.example.com/static/app." + g.hexs(8) + ".js", [("accept", "*/*"), ("referer", "https://example.com/")]),
        lambda: har("POST", "https://login.example.com/session", [("content-type", "application/x-www-form-urlencoded")], post="email=ana%40acme.io&password=&remember=1"),
        lambda: "Exported HAR (sanitized by DevTools): " + har("GET", "https://admin.example.com/api/me", [("authorization", "[REDACTED]"), ("cookie", "[REDACTED]")]),
        lambda: "servers.json:\n" + json.dumps({"Servers": {"1": {"Name": "local", "Group": "Servers", "Host": "localhost", "Port": 5432, "MaintenanceDB": "postgres", "Username": "postgres", "SSLMode": "prefer", "PassFile": "/pgpass"}}}, indent=4),
        lambda: sh("kubectl get secrets -n prod", "NAME                  TYPE                             DATA   AGE\napp-secrets           Opaque                           4      41d\nregistry-cred         kubernetes.io/dockerconfigjson   1      120d\ntls-acme              kubernetes.io/tls                2      12d\n"),
        lambda: sh("terraform output", "db_endpoint = \"db.internal:5432\"\ndb_password = <sensitive>\nbucket_arn = \"arn:aws:s3:::acme-artifacts\"\n"),
        lambda: sh("gh auth status", "github.com\n  ✓ Logged in to github.com account ana-acme (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n"),
        lambda: sh("npm token list", f"┌────────┬─────────┬────────────┬──────────┬────────────────┐\n│ id     │ token   │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────┼────────────┼──────────┼────────────────┤\n│ {g.hexs(6)} │ npm_Ab… │ 2026-11-30 │ yes      │                │\n└────────┴─────────┴────────────┴──────────┴────────────────┘\n"),
        lambda: sh("vault token lookup -format=json | jq .data.accessor", "\"" + g.s("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 24) + "\"\n"),
        lambda: sh("docker buildx imagetools inspect acme/api:3.2", f"Name:      docker.io/acme/api:3.2\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:{g.sha256()}\n"),
        lambda: sh("git log -1 --format='%H %s'", f"{g.sha1()} rotate db password via vault, remove from tfvars\n"),
        lambda: sh("az storage account show -n acmestatic --query primaryEndpoints.blob -o tsv", "https://acmestatic.blob.core.windows.net/\n"),
        lambda: sh("gcloud run services describe api --format='value(status.url)'", "https://api-" + g.s("abcdefghijklmnopqrstuvwxyz0123456789", 10) + "-ew.a.run.app\n"),
        lambda: sh("stripe config --list", "[default]\ndevice_name = 'laptop'\ndisplay_name = 'Acme'\nlive_mode_api_key = ''\ntest_mode_api_key = ''\n"),
        lambda: sh("firebase projects:list", f"┌──────────────────┬────────────────┬────────────────┐\n│ Project Display… │ Project ID     │ Project Number │\n├──────────────────┼────────────────┼────────────────┤\n│ acme-web         │ acme-web-{g.hexs(4)} │ {g.r.randint(10**11, 10**12)}   │\n└──────────────────┴────────────────┴────────────────┘\n"),
        lambda: "README (ops): to get a database password, run `az keyvault secret show --name <secret-name>`; never paste the value in tickets. Rotate with `az keyvault secret set`.",
        lambda: sh("openssl x509 -in cert.pem -noout -fingerprint -sha256", "sha256 Fingerprint=" + ":".join(g.hexs(2).upper() for _ in range(32)) + "\n"),
        lambda: sh("cat ~/.aws/config", "[default]\nregion = eu-west-1\n\n[profile ci]\nrole_arn = arn:aws:iam::123456789012:role/ci\nsource_profile = default\ncredential_process = /usr/local/bin/aws-vault exec ci --json\n"),
        lambda: sh("kubectl get secret app-secrets -o jsonpath='{.data}' | jq keys", "[\n  \"api-key\",\n  \"db-password\",\n  \"session-secret\"\n]\n"),
        lambda: sh("heroku pg:credentials:url -a " + g.pick(APPS), "Connection information for default credential.\nConnection info string:\n   \"dbname=d123 host=ec2-1-2-3-4.eu-west-1.compute.amazonaws.com port=5432 user=u123 password=<hidden> sslmode=require\"\n"),
        lambda: sh("gcloud auth list", "     Credentialed Accounts\nACTIVE  ACCOUNT\n*       ana@acme.io\n        deployer@acme.iam.gserviceaccount.com\n"),
        lambda: sh("databricks tokens list", f"ID                                                                Comment   Expiry time\n{g.hexs(64)}  ci        2026-12-31\n"),
        lambda: sh("az ad sp list --display-name ci-deployer --query '[].appId' -o tsv", g.uuid() + "\n"),
        lambda: json.dumps({"name": "Health", "request": {"method": "GET", "url": {"raw": "https://api.weather.example/v1/health?appid={{weatherKey}}"}}}, indent=2),
        lambda: sh("cat .env.example", "DATABASE_URL=postgresql://user:pass@localhost:5432/app\nSUPABASE_SERVICE_ROLE_KEY=your-service-role-key\nFLY_API_TOKEN=\n"),
    ]
    out: list[str] = []
    for _ in range(20):
        for f in c:
            t = f()
            if len(out) < 100 and t not in out:
                out.append(t)
    return out


def until_present(make):
    for _ in range(50):
        text, mark = make()
        if mark in text:
            return text, mark
    raise RuntimeError("template never shows its secret")


def main() -> None:
    rows: list[tuple[str, str, str]] = []
    si = si_templates()
    for i in range(48):
        name, tok, mark = g.self_identifying()
        rows.append(("self-identifying", *until_present(lambda: (si[i % len(si)](tok), mark))))
    for _ in range(28):
        rows.append(("self-identifying", *until_present(si_specific)))
    for _ in range(12):
        rows.append(("self-identifying", *until_present(si_pem)))
    nc = nc_templates()
    for i in range(92):
        tpl = nc[i % len(nc)]
        v = nc_value(tpl)
        rows.append(("name-context", *until_present(lambda: (tpl(v), v))))
    st = st_templates()
    for i in range(70):
        tpl = st[i % len(st)]
        v = st_value(tpl)

        def make():
            res = tpl(v)
            return res if isinstance(res, tuple) else (res, v)
        rows.append(("structural", *until_present(make)))
    write(HERE, FAMILY, rows, clean_texts())


if __name__ == "__main__":
    main()
