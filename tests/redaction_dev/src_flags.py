"""Blind redaction source "flags" (round 35, helper corpora7, 2026-12-03).

Feature flags and experimentation: LaunchDarkly (server SDK keys, mobile keys, client-side ids, API access
tokens, Relay Proxy), Split (server-side and browser keys, Admin API, Split Proxy/Synchronizer), Optimizely
(Feature Experimentation SDK keys and authenticated datafiles, REST tokens), Unleash (backend/frontend/admin
tokens, Unleash Edge), Flagsmith (server-side vs client environment keys, Edge Proxy), GrowthBook (client keys,
secret API keys, self-hosted config, warehouse data sources), Statsig (server secret vs client key), PostHog,
DevCycle, Amplitude Experiment, ConfigCat management API, Harness FF, Eppo. Every value is random and made up
(seeded). Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAMILY = "flags"
OUT = Path(__file__).resolve().parent
g = Gen(350703)
r = g.r
LOW = string.ascii_lowercase + string.digits

WORDS = ["toggle", "rollout", "canary", "variant", "cohort", "holdout", "bucket", "segment", "pilot", "beacon",
         "lattice", "marble", "nimbus", "quiver", "saddle", "tundra", "willow", "bramble", "copper", "dahlia"]
LEGACY = ["unleash4all", "admin123", "flags2020!", "growth#1", "Relay2019", "proxy!pass", "optimize9"]


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
        return g.b64(24)
    return g.s(B62 + "!@#%^*-_", r.randint(18, 30))


def ld_sdk() -> str:
    return "sdk-" + g.uuid()


def ld_mob() -> str:
    return "mob-" + g.uuid()


def ld_api() -> str:
    return "api-" + g.uuid()


def ld_rel() -> str:
    return "rel-" + g.uuid()


def ld_clientid() -> str:
    return g.hexs(24)


def split_key() -> str:
    return g.s(LOW, 40)


def unleash_tok(project="default", env="production") -> str:
    return f"{project}:{env}.{g.hexs(64)}"


def unleash_admin() -> str:
    return "*:*." + g.hexs(64)


def unleash_pat() -> str:
    return "user:" + g.hexs(64)


def flagsmith_server() -> str:
    return "ser." + g.s(B62, 22)


def flagsmith_client() -> str:
    return g.s(B62, 22)


def gb_client() -> str:
    return "sdk-" + g.s(B62, 16)


def gb_secret() -> str:
    return "secret_" + r.choice(["admin_", "readonly_", "user_", ""]) + g.s(B62, 43)


def statsig_server() -> str:
    return "secret-" + g.s(B62, 43)


def statsig_client() -> str:
    return "client-" + g.s(B62, 43)


def statsig_console() -> str:
    return "console-" + g.s(B62, 43)


def dvc(kind) -> str:
    return f"dvc_{kind}_" + g.uuid().replace("-", "_") + "_" + g.s(B62, 7)


def amp_server() -> str:
    return "server-" + g.s(B62, 32)


def opt_pat() -> str:
    return "2:" + g.s(URLSAFE, 43)


def opt_sdk() -> str:
    return g.s(B62, 22)


def svc() -> str:
    return r.choice(["checkout", "web-storefront", "mobile-bff", "pricing", "search-api", "onboarding", "billing"])


def flagname() -> str:
    return r.choice(["new-checkout-flow", "enable-apple-pay", "pricing-page-v3", "search-rerank", "dark-mode",
                     "onboarding-checklist", "kill-switch-recs", "bulk-export"])


SI, NC, ST = "self-identifying", "name-context", "structural"
T = []


def tpl(fn):
    T.append(fn)
    return fn


# ------------------------------------------------------------------ LaunchDarkly
@tpl
def ld_env():
    k = ld_sdk()
    return SI, f"""# services/{svc()}/.env
LAUNCHDARKLY_SDK_KEY={k}
LAUNCHDARKLY_CLIENT_SIDE_ID={ld_clientid()}
LD_OFFLINE=false""", [k]


@tpl
def ld_node():
    k = ld_sdk()
    return SI, f"""import * as LaunchDarkly from '@launchdarkly/node-server-sdk'

const ldClient = LaunchDarkly.init('{k}', {{ stream: true, timeout: 5 }})
await ldClient.waitForInitialization({{ timeout: 10 }})
const on = await ldClient.variation('{flagname()}', {{ kind: 'user', key: userId }}, false)""", [k]


@tpl
def ld_go():
    k = ld_sdk()
    return SI, f"""	config := ld.Config{{
		Events: ldcomponents.SendEvents().FlushInterval(5 * time.Second),
	}}
	client, err := ld.MakeCustomClient("{k}", config, 5*time.Second)
	if err != nil {{
		log.Fatalf("launchdarkly: %v", err)
	}}""", [k]


@tpl
def ld_java_props():
    k = ld_sdk()
    return SI, f"""# application-prod.properties
launchdarkly.sdk-key={k}
launchdarkly.events.flush-interval=5s
launchdarkly.offline=false""", [k]


@tpl
def ld_relay_ini():
    k1, k2 = ld_sdk(), ld_sdk()
    p = pw()
    return SI, f"""# /etc/ld-relay.conf
[Main]
port = 8030
exitOnError = false

[Redis]
url = redis://:{p}@redis.flags.internal:6379
localTtl = 30s

[Environment "{svc()} production"]
sdkKey = {k1}
mobileKey = {ld_mob()}
envId = {ld_clientid()}

[Environment "{svc()} staging"]
sdkKey = {k2}""", [p, k1, k2]


@tpl
def ld_relay_autoconfig():
    k = ld_rel()
    return SI, f"""services:
  ld-relay:
    image: launchdarkly/ld-relay:8
    environment:
      AUTO_CONFIG_KEY: "{k}"
      USE_REDIS: "true"
      REDIS_HOST: redis
      METRICS_PROMETHEUS_ENABLED: "true\"""", [k]


@tpl
def ld_api_curl():
    t = ld_api()
    return SI, f"""$ curl -s -X PATCH https://app.launchdarkly.com/api/v2/flags/default/{flagname()} \\
    -H "Authorization: {t}" -H "Content-Type: application/json; domain-model=launchdarkly.semanticpatch" \\
    -d '{{"environmentKey":"production","instructions":[{{"kind":"turnFlagOff"}}]}}'
{{"key":"{flagname()}","_version":{r.randint(2, 90)},"environments":{{"production":{{"on":false}}}}}}""", [t]


@tpl
def ld_terraform():
    t = ld_api()
    return SI, f"""provider "launchdarkly" {{
  access_token = "{t}"
}}

resource "launchdarkly_feature_flag" "{flagname().replace('-', '_')}" {{
  project_key    = "default"
  key            = "{flagname()}"
  name           = "{flagname()}"
  variation_type = "boolean"
}}""", [t]


@tpl
def ld_cli_config():
    t = ld_api()
    return SI, f"""$ cat ~/.config/ldcli/config.yml
access-token: {t}
base-uri: https://app.launchdarkly.com
output: plaintext
project: default""", [t]


@tpl
def ld_debug_log():
    k = ld_sdk()
    return ST, f"""2026/12/03 09:{r.randint(10, 59)}:41.118 DEBUG: [LaunchDarkly] Making stream request: GET https://stream.launchdarkly.com/all
2026/12/03 09:{r.randint(10, 59)}:41.119 DEBUG: [LaunchDarkly] Request headers: map[Authorization:[{k}] User-Agent:[GoClient/7.6.1]]
2026/12/03 09:{r.randint(10, 59)}:41.502 INFO: [LaunchDarkly] Stream connection established""", [k]


@tpl
def ld_webhook_secret():
    s = g.s(LOW, 32)
    return NC, f"""// LaunchDarkly audit-log webhook receiver
const LD_WEBHOOK_SECRET = '{s}'
const sig = crypto.createHmac('sha256', LD_WEBHOOK_SECRET).update(rawBody).digest('hex')
if (sig !== req.headers['x-ld-signature']) return res.status(401).end()""", [s]


@tpl
def ld_python_settings():
    k = ld_sdk()
    return SI, f"""# settings/production.py
LAUNCHDARKLY = {{
    "SDK_KEY": "{k}",
    "EVENTS_URI": "https://events.launchdarkly.com",
    "SEND_EVENTS": True,
}}""", [k]


@tpl
def ld_csharp():
    k = ld_sdk()
    return SI, f"""// appsettings.Production.json
{{
  "LaunchDarkly": {{ "SdkKey": "{k}", "StartWaitTimeSeconds": 5 }},
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}
}}""", [k]


# ------------------------------------------------------------------ Split
@tpl
def split_server_env():
    k = split_key()
    return NC, f"""SPLIT_SDK_KEY={k}
SPLIT_IMPRESSIONS_MODE=optimized
SPLIT_FEATURES_REFRESH_RATE=30""", [k]


@tpl
def split_java():
    k = split_key()
    return NC, f"""SplitClientConfig config = SplitClientConfig.builder()
        .setBlockUntilReadyTimeout(10000)
        .impressionsMode(ImpressionsManager.Mode.OPTIMIZED)
        .build();
SplitFactory splitFactory = SplitFactoryBuilder.build("{k}", config); // server-side key""", [k]


@tpl
def split_admin_curl():
    k = split_key()
    return ST, f"""$ curl -s https://api.split.io/internal/api/v2/splits/ws/{g.uuid()}/{flagname()}/environments/Prod-Default \\
   -H 'Authorization: Bearer {k}' | jq .treatments
[{{"name":"on"}},{{"name":"off"}}]""", [k]


@tpl
def split_proxy_env():
    k = split_key()
    p = pw()
    ck = "proxy-client-" + g.s(LOW, 8)
    return NC, f"""# split-proxy.env
SPLIT_PROXY_APIKEY={k}
SPLIT_PROXY_CLIENT_APIKEYS={ck}
SPLIT_PROXY_ADMIN_USERNAME=admin
SPLIT_PROXY_ADMIN_PASSWORD={p}
SPLIT_PROXY_PERSISTENT_STORAGE_FN=/var/lib/split/proxy.db""", [k, ck, p]


@tpl
def split_sync_json():
    k = split_key()
    p = pw()
    doc = {"apikey": k, "ipAddressEnabled": True,
           "storage": {"type": "redis", "redis": {"host": "redis.flags.internal", "port": 6379, "db": 0, "pass": p, "prefix": "split"}},
           "sync": {"splitRefreshRateMs": 60000}}
    return NC, "$ cat synchronizer.json\n" + json.dumps(doc, indent=2), [k, p]


# ------------------------------------------------------------------ Optimizely
@tpl
def opt_auth_datafile():
    t = g.s(B62, 32)
    return ST, f"""GET https://config.optimizely.com/datafiles/auth/{opt_sdk()}.json
Authorization: Bearer {t}
-> 200 OK, revision {r.randint(10, 900)}, {r.randint(20, 200)} flags""", [t]


@tpl
def opt_pat_env():
    t = opt_pat()
    return NC, f"""# scripts/archive-stale-flags.sh
export OPTIMIZELY_API_TOKEN="{t}"
curl -s -H "Authorization: Bearer $OPTIMIZELY_API_TOKEN" \\
  "https://api.optimizely.com/flags/v1/projects/{r.randint(10**10, 10**11)}/flags?per_page=100" | jq '.items[].key'""", [t]


@tpl
def opt_python():
    t = g.s(B62, 32)
    return NC, f"""optimizely_client = optimizely.Optimizely(
    sdk_key="{opt_sdk()}",
    datafile_access_token="{t}",  # secure environment
    config_manager=None,
)""", [t]


@tpl
def opt_webhook():
    s = g.s(B62, 43)
    return NC, f"""OPTIMIZELY_WEBHOOK_SECRET={s}
OPTIMIZELY_SDK_KEY={opt_sdk()}
OPTIMIZELY_DATAFILE_POLL=60s""", [s]


# ------------------------------------------------------------------ Unleash
@tpl
def unleash_backend_env():
    t = unleash_tok(r.choice(["default", "checkout", "*"]), r.choice(["production", "development"]))
    return SI, f"""UNLEASH_URL=https://unleash.{svc()}.internal/api/
UNLEASH_API_TOKEN={t}
UNLEASH_APP_NAME={svc()}""", [t]


@tpl
def unleash_node():
    t = unleash_tok()
    return SI, f"""const {{ initialize }} = require('unleash-client');

const unleash = initialize({{
  url: 'https://unleash.acme.io/api/',
  appName: '{svc()}',
  customHeaders: {{ Authorization: '{t}' }},
}});""", [t]


@tpl
def unleash_admin_curl():
    t = unleash_admin()
    return ST, f"""$ curl -s -X POST https://unleash.acme.io/api/admin/projects/default/features/{flagname()}/environments/production/on \\
    -H "Authorization: {t}"
HTTP/2 200""", [t]


@tpl
def unleash_server_env():
    p = pw()
    t = unleash_admin()
    return ST, f"""services:
  unleash:
    image: unleashorg/unleash-server:6
    environment:
      DATABASE_URL: "postgres://unleash:{p}@db/unleash"
      INIT_ADMIN_API_TOKENS: "{t}"
      UNLEASH_URL: "https://unleash.acme.io\"""", [p, t]


@tpl
def unleash_edge():
    t1 = unleash_tok("default", "production")
    t2 = unleash_tok("mobile", "production")
    return SI, f"""$ unleash-edge edge --upstream-url https://unleash.acme.io --tokens {t1},{t2} --redis-url redis://edge-cache:6379
[2026-12-03T09:{r.randint(10, 59)}:11Z INFO  unleash_edge] Starting edge mode, upstream: https://unleash.acme.io"""[:700], [t1, t2]


@tpl
def unleash_pat_cli():
    t = unleash_pat()
    return NC, f"""# ~/.unleashrc (personal access token, created by m.ortega)
UNLEASH_ADMIN_TOKEN={t}"""[:300], [t]


@tpl
def unleash_java():
    t = unleash_tok("billing", "production")
    return SI, f"""UnleashConfig config = UnleashConfig.builder()
        .appName("{svc()}")
        .unleashAPI("https://unleash.acme.io/api/")
        .apiKey("{t}")
        .build();""", [t]


# ------------------------------------------------------------------ Flagsmith
@tpl
def flagsmith_server_env():
    k = flagsmith_server()
    return SI, f"""FLAGSMITH_ENVIRONMENT_KEY={k}
FLAGSMITH_API_URL=https://edge.api.flagsmith.com/api/v1/
FLAGSMITH_ENABLE_LOCAL_EVALUATION=true""", [k]


@tpl
def flagsmith_python():
    k = flagsmith_server()
    return SI, f"""from flagsmith import Flagsmith

flagsmith = Flagsmith(
    environment_key="{k}",
    enable_local_evaluation=True,
    environment_refresh_interval_seconds=60,
)""", [k]


@tpl
def flagsmith_admin_token():
    t = g.hexs(40)
    return ST, f"""$ curl -s https://api.flagsmith.com/api/v1/projects/{r.randint(1000, 99999)}/features/ -H "Authorization: Token {t}" | jq '.results | length'
{r.randint(5, 200)}""", [t]


@tpl
def flagsmith_selfhost():
    sk = g.s(B62 + "!@#%^*-_", 50)
    p = pw()
    return ST, f"""# flagsmith self-hosted docker-compose.yml
    environment:
      DATABASE_URL: postgresql://flagsmith:{p}@postgres:5432/flagsmith
      DJANGO_SECRET_KEY: "{sk}"
      ENABLE_ADMIN_ACCESS_USER_PASS: "true\"""", [p, sk]


@tpl
def flagsmith_edge_proxy():
    k1, k2 = flagsmith_server(), flagsmith_server()
    doc = {"environment_key_pairs": [{"server_side_key": k1, "client_side_key": flagsmith_client()},
                                     {"server_side_key": k2, "client_side_key": flagsmith_client()}],
           "api_poll_frequency": 10, "api_url": "https://edge.api.flagsmith.com/api/v1"}
    return SI, "# edge-proxy config.json\n" + json.dumps(doc, indent=2), [k1, k2]


# ------------------------------------------------------------------ GrowthBook
@tpl
def growthbook_secret_api():
    k = gb_secret()
    return SI, f"""$ curl -s https://api.growthbook.io/api/v1/features?limit=5 -u {k}:
{{"features":[{{"id":"{flagname()}","defaultValue":"false","valueType":"boolean"}}],"limit":5,"offset":0,"count":1}}""", [k]


@tpl
def growthbook_selfhost_env():
    jw = g.hexs(64)
    ek = g.b64(32)
    p = pw()
    return ST, f"""# growthbook/.env
MONGODB_URI=mongodb://gbadmin:{p}@mongo:27017/growthbook?authSource=admin
JWT_SECRET={jw}
ENCRYPTION_KEY={ek}
APP_ORIGIN=https://growthbook.acme.io""", [p, jw, ek]


@tpl
def growthbook_datasource_snowflake():
    p = pw()
    doc = {"type": "snowflake", "name": "Warehouse (prod)",
           "params": {"account": "acme-eu1", "username": "GROWTHBOOK_SVC", "password": p, "database": "ANALYTICS",
                      "schema": "EXPERIMENTS", "warehouse": "GB_WH", "role": "GROWTHBOOK"}}
    return ST, "# config/datasources.json (self-hosted, checked into infra repo)\n" + json.dumps(doc, indent=2), [p]


@tpl
def growthbook_bigquery():
    block, line = g.pem("PRIVATE KEY")
    doc = {"type": "service_account", "project_id": "acme-analytics", "private_key_id": g.hexs(40),
           "private_key": block + "\n", "client_email": f"growthbook@acme-analytics.iam.gserviceaccount.com",
           "client_id": str(r.randint(10**20, 10**21))}
    return SI, "$ cat gb-bigquery-sa.json\n" + json.dumps(doc, indent=2), [line]


@tpl
def growthbook_decrypt_key():
    k = g.b64(16)
    return NC, f"""// server-side evaluation with encrypted features
const gb = new GrowthBook({{
  apiHost: 'https://cdn.growthbook.io',
  clientKey: '{gb_client()}',
  decryptionKey: '{k}',
}})
// NB: this runs in the API only; the browser build uses remote eval"""[:600], [k]


# ------------------------------------------------------------------ Statsig
@tpl
def statsig_env():
    k = statsig_server()
    return SI, f"""STATSIG_SERVER_SECRET={k}
NEXT_PUBLIC_STATSIG_CLIENT_KEY={statsig_client()}
STATSIG_ENVIRONMENT=production""", [k]


@tpl
def statsig_py():
    k = statsig_server()
    return SI, f"""from statsig import statsig, StatsigOptions

statsig.initialize("{k}", StatsigOptions(tier="production"))
if statsig.check_gate(StatsigUser(user_id), "{flagname()}"):
    ...""", [k]


@tpl
def statsig_console_curl():
    k = statsig_console()
    return ST, f"""$ curl -s https://statsigapi.net/console/v1/gates/{flagname()} -H "STATSIG-API-KEY: {k}" -H "STATSIG-API-VERSION: 20240601"
{{"message":"Gate read successfully.","data":{{"id":"{flagname()}","isEnabled":true}}}}""", [k]


# ------------------------------------------------------------------ others
@tpl
def posthog_personal():
    k = "phx_" + g.s(B62, 43)
    return SI, f"""# scripts/sync_flags.py
POSTHOG_PERSONAL_API_KEY = "{k}"
POSTHOG_PROJECT_API_KEY = "phc_{g.s(B62, 43)}"  # public
posthog = Posthog(POSTHOG_PROJECT_API_KEY, host="https://eu.i.posthog.com", personal_api_key=POSTHOG_PERSONAL_API_KEY)""", [k]


@tpl
def posthog_flags_secure():
    k = "phs_" + g.s(B62, 43)
    return SI, f"""POSTHOG_FEATURE_FLAGS_SECURE_API_KEY={k}
POSTHOG_HOST=https://us.i.posthog.com""", [k]


@tpl
def devcycle_server():
    k = dvc("server")
    return SI, f"""const devcycleClient = await initializeDevCycle('{k}', {{
  logLevel: 'info',
  enableCloudBucketing: false,
}}).onClientInitialized()""", [k]


@tpl
def amplitude_exp():
    k = amp_server()
    return SI, f"""AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY={k}
AMPLITUDE_EXPERIMENT_FLAG_POLL_MS=30000""", [k]


@tpl
def configcat_mgmt():
    u = f"{g.s(B62, 12)}"
    p = g.b64(36)
    return ST, f"""$ curl -s -u '{u}:{p}' https://api.configcat.com/v1/products
[{{"productId":"{g.uuid()}","name":"Web","order":0}}]""", [p]


@tpl
def harness_ff():
    k = g.uuid()
    return NC, f"""# harness-ff.yaml (server SDK)
ff:
  server_sdk_key: {k}
  poll_interval: 60
  analytics_enabled: true""", [k]


@tpl
def eppo_key():
    k = g.s(URLSAFE, 40)
    return NC, f"""import eppo_client
from eppo_client.config import Config, AssignmentLogger

eppo_client.init(Config(api_key="{k}", assignment_logger=SegmentLogger()))  # server key""", [k]


@tpl
def ff_redis_url():
    p = pw()
    return ST, f"""flags-worker | 2026-12-03T09:{r.randint(10, 59)}:14Z INFO connecting flag store redis://default:{p}@flags-cache.internal:6380/1 (tls=false)
flags-worker | 2026-12-03T09:{r.randint(10, 59)}:14Z INFO loaded {r.randint(20, 300)} flags from store"""[:400], [p]


@tpl
def warehouse_dsn():
    p = pw()
    return ST, f"""# experiment-analysis/profiles.yml (dbt, metrics for experiments)
experiments:
  target: prod
  outputs:
    prod:
      type: postgres
      host: warehouse.acme.internal
      user: exp_reader
      password: "{p}"
      dbname: analytics
      schema: experiments""", [p]


# ------------------------------------------------------------------ chat, tickets, hooks, diffs
@tpl
def chat_de_ld():
    k = ld_sdk()
    return SI, f"""Kurze Frage: der Checkout-Service bekommt seit heute früh nur noch Default-Varianten. Ich habe den SDK-Key geprüft ({k}) — der gehört doch zu Production, oder zu Test?""", [k]


@tpl
def chat_es_unleash():
    t = unleash_admin()
    return SI, f"""Ticket FF-{r.randint(100, 999)}: el token de admin de Unleash se coló en el README ({t}). Ya lo revoqué en Configure → API access; falta limpiar el historial de git.""", [t]


@tpl
def chat_fr_statsig():
    k = statsig_server()
    return SI, f"""Quelqu'un a la clé serveur Statsig pour staging ? J'ai essayé {k} mais j'ai un 401. La clé client marche, elle.""", [k]


@tpl
def chat_ja_flagsmith():
    k = flagsmith_server()
    return SI, f"""Flagsmith のサーバーサイドキー（本番）: {k}
ローカル評価で使います。クライアントキーとは別なので注意。""", [k]


@tpl
def chat_pl_split():
    k = split_key()
    return NC, f"""Hej, klucz server-side do Split (prod) to {k} — wrzuć go do sekretów w CI, nie do .env w repo."""[:400], [k]


@tpl
def hook_payload_write():
    k = ld_sdk()
    content = f"LAUNCHDARKLY_SDK_KEY={k}\nLAUNCHDARKLY_PROJECT=default\n"
    doc = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
           "tool_input": {"file_path": f"/home/dev/{svc()}/.env", "old_string": "LAUNCHDARKLY_SDK_KEY=\n", "new_string": content}}
    return SI, json.dumps(doc), [k]


@tpl
def hook_payload_bash():
    t = ld_api()
    doc = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
           "tool_input": {"command": f"ldcli flags list --project default --access-token {t} --output json | jq length"},
           "tool_response": {"stdout": str(r.randint(10, 400)), "stderr": "", "interrupted": False}}
    return SI, json.dumps(doc), [t]


@tpl
def diff_flagsmith():
    k = flagsmith_server()
    return SI, f"""diff --git a/src/flags.ts b/src/flags.ts
--- a/src/flags.ts
+++ b/src/flags.ts
@@ -1,6 +1,6 @@
 import Flagsmith from 'flagsmith-nodejs'
 export const flagsmith = new Flagsmith({{
-  environmentKey: process.env.FLAGSMITH_SERVER_KEY!,
+  environmentKey: '{k}',
   enableLocalEvaluation: true,
 }})""", [k]


@tpl
def diff_statsig():
    k = statsig_server()
    return SI, f"""--- a/config/statsig.yaml
+++ b/config/statsig.yaml
@@ -1,2 +1,2 @@
-server_secret: ${{STATSIG_SERVER_SECRET}}
+server_secret: {k}
 environment: staging""", [k]


@tpl
def notebook_exp():
    k = statsig_console()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {},
            "source": ["import requests\n", f"H = {{'STATSIG-API-KEY': '{k}'}}\n",
                       "r = requests.get('https://statsigapi.net/console/v1/experiments', headers=H)\n", "r.json()['data'][0]['name']"],
            "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["'pricing_page_v3'"]}, "execution_count": 4}]}
    return SI, json.dumps(cell, indent=1), [k]


@tpl
def ruby_ld():
    k = ld_sdk()
    return SI, f"""# config/initializers/launchdarkly.rb
Rails.configuration.ld_client = LaunchDarkly::LDClient.new("{k}")
at_exit {{ Rails.configuration.ld_client.close }}""", [k]


@tpl
def php_unleash():
    t = unleash_tok("web", "production")
    return SI, f"""<?php
$unleash = UnleashBuilder::create()
    ->withAppName('{svc()}')
    ->withAppUrl('https://unleash.acme.io/api/')
    ->withHeader('Authorization', '{t}')
    ->build();""", [t]


@tpl
def ci_yaml_gb():
    k = gb_secret()
    return SI, f"""  sync-flags:
    image: node:22
    variables:
      GROWTHBOOK_API_KEY: "{k}"
    script:
      - npx growthbook features generate-types --output src/flags.d.ts""", [k]


@tpl
def k8s_secret_flags():
    k = ld_sdk()
    b = base64.b64encode(k.encode()).decode()
    return NC, f"""apiVersion: v1
kind: Secret
metadata:
  name: {svc()}-flags
type: Opaque
data:
  LAUNCHDARKLY_SDK_KEY: {b}""", [b]


@tpl
def relay_basic_proxy():
    p = pw()
    return ST, f"""[Proxy]
url = http://flags-egress:{p}@squid.corp.example:3128
# relay reaches stream.launchdarkly.com through the corporate proxy"""[:300], [p]


@tpl
def stacktrace_split():
    k = split_key()
    return NC, f"""io.split.client.exceptions.SplitClientException: Failed to fetch splits: 401
	at io.split.engine.experiments.SplitFetcherImp.runWithoutExceptionHandling(SplitFetcherImp.java:82)
	at com.acme.flags.FlagsConfig.splitClient(FlagsConfig.java:37)
Caused by: apikey={k} rejected for environment Prod-Default"""[:700], [k]


@tpl
def toml_flags():
    k = flagsmith_server()
    p = pw()
    return SI, f"""# config/flags.toml
[flagsmith]
environment_key = "{k}"
api_url = "https://flags.acme.io/api/v1/"

[cache]
redis_password = "{p}\"""", [k, p]


@tpl
def xml_opt():
    t = g.s(B62, 32)
    return NC, f"""<!-- web.config appSettings -->
<appSettings>
  <add key="Optimizely:SdkKey" value="{opt_sdk()}" />
  <add key="Optimizely:DatafileAccessToken" value="{t}" />
</appSettings>""", [t]


@tpl
def devcycle_cli():
    s = g.s(URLSAFE, 40)
    return NC, f"""$ dvc login again --client-id {g.s(B62, 32)} --client-secret {s}
✔ Logged in to DevCycle as api-client
✔ Selected project: web"""[:400], [s]


@tpl
def ld_mobile_in_backend_leak():
    k = ld_sdk()
    return SI, f"""// ios/App/FeatureFlags.swift — WRONG KEY TYPE, see review
let config = LDConfig(mobileKey: "{k}", autoEnvAttributes: .enabled)
LDClient.start(config: config, context: context)""", [k]


# ------------------------------------------------------------------ clean texts
CLEAN = []


def ctpl(fn):
    CLEAN.append(fn)
    return fn


@ctpl
def c_ld_js_client():
    return f"""import {{ initialize }} from 'launchdarkly-js-client-sdk'
// client-side ID: safe to ship in the bundle
const client = initialize('{ld_clientid()}', {{ kind: 'user', key: anonId, anonymous: true }})"""


@ctpl
def c_ld_mobile():
    return f"""<!-- android/app/src/main/res/values/flags.xml -->
<resources>
    <string name="launchdarkly_mobile_key">{ld_mob()}</string>
</resources>"""


@ctpl
def c_flag_json():
    return json.dumps({"key": flagname(), "_version": r.randint(1, 90), "kind": "boolean",
                       "variations": [{"_id": g.uuid(), "value": True}, {"_id": g.uuid(), "value": False}],
                       "environments": {"production": {"on": True, "rules": [{"_id": g.uuid(), "clauses": [{"attribute": "country", "op": "in", "values": ["DE", "AT"]}], "rollout": {"variations": [{"variation": 0, "weight": 25000}, {"variation": 1, "weight": 75000}]}}],
                                                        "salt": g.hexs(32), "_environmentName": "Production"}}}, indent=2)


@ctpl
def c_flagsmith_client():
    return f"""flagsmith.init({{
  environmentID: '{flagsmith_client()}', // client-side environment key
  cacheFlags: true,
  onChange: () => renderBanner(),
}})"""


@ctpl
def c_gb_client():
    return f"""const gb = new GrowthBook({{
  apiHost: 'https://cdn.growthbook.io',
  clientKey: '{gb_client()}',
  enableDevMode: process.env.NODE_ENV !== 'production',
  trackingCallback: (experiment, result) => analytics.track('Experiment Viewed', {{ id: experiment.key, variant: result.key }}),
}})"""


@ctpl
def c_statsig_client():
    return f"""<script>
  const client = new StatsigClient('{statsig_client()}', {{ userID: window.__uid }}, {{ environment: {{ tier: 'production' }} }});
</script>"""


@ctpl
def c_posthog_phc():
    return f"""posthog.init('phc_{g.s(B62, 43)}', {{ api_host: 'https://eu.i.posthog.com' }})
posthog.onFeatureFlags(() => {{ if (posthog.isFeatureEnabled('{flagname()}')) showNewNav() }})"""


@ctpl
def c_unleash_frontend():
    return f"""// unleash proxy client (browser) — frontend token, read-only evaluated toggles
const unleash = new UnleashClient({{
  url: 'https://unleash.acme.io/api/frontend',
  clientKey: '{unleash_tok("default", "production")}',
  appName: 'web',
}})"""


@ctpl
def c_env_example():
    return f"""# .env.example
LAUNCHDARKLY_SDK_KEY=sdk-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
UNLEASH_API_TOKEN=<project>:<environment>.<token>
FLAGSMITH_ENVIRONMENT_KEY=ser.your-server-side-key
STATSIG_SERVER_SECRET=changeme
SPLIT_SDK_KEY=${{SPLIT_SDK_KEY}}"""


@ctpl
def c_eval_log():
    return f"""{{"level":"info","ts":"2026-12-03T09:{r.randint(10, 59)}:{r.randint(10, 59)}Z","msg":"flag evaluated","flag":"{flagname()}","variation":{r.randint(0, 2)},"reason":"RULE_MATCH","ruleId":"{g.uuid()}","contextKey":"{g.hexs(16)}","trace_id":"{g.hexs(32)}"}}"""


@ctpl
def c_exp_results():
    return f"""Experiment: {flagname()} (id {g.uuid()})
variant      users     conv.   rate     Δ vs control   p-value
control      {r.randint(10000, 90000):>6}    {r.randint(500, 3000):>5}   {r.uniform(2, 6):.2f}%        —             —
treatment    {r.randint(10000, 90000):>6}    {r.randint(500, 3000):>5}   {r.uniform(2, 6):.2f}%      +{r.uniform(0, 9):.1f}%         0.0{r.randint(1, 9)}
SRM check: passed (χ² p={r.uniform(0.1, 0.9):.2f})"""


@ctpl
def c_datafile():
    return json.dumps({"version": "4", "rollouts": [], "typedAudiences": [], "anonymizeIP": True, "projectId": str(r.randint(10**10, 10**11)),
                       "variables": [], "featureFlags": [{"experimentIds": [str(r.randint(10**10, 10**11))], "rolloutId": str(r.randint(10**10, 10**11)), "variables": [], "id": str(r.randint(10**10, 10**11)), "key": flagname()}],
                       "experiments": [], "audiences": [], "groups": [], "attributes": [], "botFiltering": False,
                       "accountId": str(r.randint(10**10, 10**11)), "events": [], "revision": str(r.randint(10, 900)), "sdkKey": opt_sdk(), "environmentKey": "production"}, indent=1)


@ctpl
def c_relay_status():
    return json.dumps({"environments": {g.hexs(24): {"sdkKey": "sdk-********" + g.hexs(4), "envId": g.hexs(24), "envKey": "production",
                                                    "envName": "Production", "projKey": "default", "status": "connected",
                                                    "connectionStatus": {"state": "VALID", "stateSince": r.randint(1764000000000, 1765000000000)}}},
                       "status": "healthy", "version": "8.10.4", "clientVersion": "7.6.0"}, indent=2)


@ctpl
def c_split_browser():
    return f"""const factory = SplitFactory({{
  core: {{
    authorizationKey: '{split_key()}', // browser (client-side) key
    key: customerId,
  }},
}})"""


@ctpl
def c_git_log():
    msgs = ["flags: remove stale pricing-page-v2 after 100% rollout", "chore: move LD SDK key to secret manager",
            "feat: kill switch for recommendations", "ci: generate GrowthBook types", "fix(relay): healthcheck path",
            "test: stub Unleash client in unit tests"]
    return "$ git log --oneline\n" + "\n".join(f"{g.hexs(7)} {r.choice(msgs)}" for _ in range(6))


@ctpl
def c_k8s_ref():
    return f"""        env:
          - name: LAUNCHDARKLY_SDK_KEY
            valueFrom:
              secretKeyRef:
                name: {svc()}-flags
                key: LAUNCHDARKLY_SDK_KEY
        image: registry.acme.io/{svc()}@sha256:{g.sha256()}"""


@ctpl
def c_prose():
    return r.choice(["Server-side SDK keys (sdk-…) must never reach a browser or mobile app: they can read every flag rule and segment. Client-side IDs and mobile keys are designed to be shipped.",
                     "Flagsmith: the server-side key starts with `ser.`; the client-side environment key has no prefix and is fine in the front end.",
                     "Unleash frontend tokens only expose evaluated toggles for one environment; backend tokens expose the whole configuration and stay on servers.",
                     "Bei Statsig ist der Client-Key (client-…) öffentlich, der Server-Secret (secret-…) gehört in den Secret-Store."]) + f" (doc {g.hexs(6)})"


@ctpl
def c_lock():
    return f"""launchdarkly-server-sdk==9.{r.randint(0, 9)}.{r.randint(0, 9)} \\
    --hash=sha256:{g.sha256()} \\
    --hash=sha256:{g.sha256()}
unleashclient==6.{r.randint(0, 4)}.0 \\
    --hash=sha256:{g.sha256()}"""


@ctpl
def c_webhook_payload():
    return f"""POST /hooks/launchdarkly HTTP/1.1
X-LD-Signature: {g.hexs(64)}
Content-Type: application/json

{{"_id":"{g.hexs(24)}","kind":"flag","name":"{flagname()}","titleVerb":"turned off the flag","member":{{"email":"ops@acme.io"}},"date":{r.randint(1764000000000, 1765000000000)}}}"""


@ctpl
def c_unleash_features():
    return json.dumps({"version": 2, "features": [{"name": flagname(), "type": "release", "enabled": True, "project": "default",
                                                  "strategies": [{"name": "flexibleRollout", "parameters": {"rollout": str(r.randint(1, 100)), "stickiness": "default", "groupId": flagname()}}],
                                                  "variants": []}], "query": {"environment": "production"}}, indent=2)


@ctpl
def c_gb_features():
    return json.dumps({"status": 200, "features": {flagname(): {"defaultValue": False, "rules": [{"condition": {"country": "NL"}, "force": True}]}},
                       "dateUpdated": "2026-12-03T08:59:00.000Z"}, indent=2)


@ctpl
def c_tf_ref():
    return f"""variable "launchdarkly_access_token" {{
  type      = string
  sensitive = true
}}

provider "launchdarkly" {{
  access_token = var.launchdarkly_access_token
}}"""


@ctpl
def c_error():
    return r.choice([f"[LaunchDarkly] Received HTTP error 401 (invalid SDK key) for streaming connection - will not retry",
                     f"UnleashError: Unauthorized (401) — token type FRONTEND cannot call /api/client/features",
                     f"FlagsmithAPIError: Invalid request made to Flagsmith API. Response status code: 403 (environment key must be server-side for local evaluation)",
                     f"statsig: initialize failed: Invalid key provided. You must use a Server Secret Key from the Statsig console. request_id={g.uuid()}"])


@ctpl
def c_hook_read():
    doc = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
           "tool_input": {"file_path": f"/home/dev/{svc()}/src/flags.ts"},
           "tool_response": {"content": "export const flagsmith = new Flagsmith({ environmentKey: process.env.FLAGSMITH_SERVER_KEY! })\n"}}
    return json.dumps(doc)


@ctpl
def c_dvc_client():
    return f"""const devcycleClient = initializeDevCycle('{dvc("client")}', {{ user_id: uid }}) // client SDK key"""


@ctpl
def c_amp_client():
    return f"""const experiment = Experiment.initialize('client-{g.s(B62, 32)}', {{ serverZone: 'eu' }}) // deployment key (client)"""


@ctpl
def c_segment_payload():
    return json.dumps({"event": "$feature_flag_called", "properties": {"$feature_flag": flagname(), "$feature_flag_response": r.choice(["control", "test"]),
                                                                    "distinct_id": g.uuid(), "$lib": "posthog-node"}, "timestamp": "2026-12-03T09:12:00Z"})


@ctpl
def c_ld_context():
    return json.dumps({"kind": "multi", "user": {"key": g.uuid(), "country": "DE", "plan": "pro"},
                       "organization": {"key": "org-" + g.hexs(8), "name": "Acme GmbH"}}, indent=2)


@ctpl
def c_ci_ref():
    return f"""      - name: Flag cleanup report
        run: npx @launchdarkly/ld-find-code-refs --projKey default --repoName {svc()} --dir .
        env:
          LD_ACCESS_TOKEN: ${{{{ secrets.LD_ACCESS_TOKEN }}}}
# run id {r.randint(10**9, 10**10)}"""


@ctpl
def c_bucketing():
    return f"""bucket(userId="{g.uuid()}", salt="{flagname()}") = murmur3("{flagname()}:{g.uuid()}") % 10000 = {r.randint(0, 9999)}
→ variation "treatment" (range 0–4999)"""


@ctpl
def c_ld_segment():
    return json.dumps({"key": "beta-testers", "name": "Beta testers", "included": [g.uuid() for _ in range(3)],
                       "excluded": [], "rules": [], "version": r.randint(1, 50), "salt": g.hexs(32), "unbounded": False}, indent=2)


@ctpl
def c_openfeature():
    return f"""import {{ OpenFeature }} from '@openfeature/server-sdk'
import {{ LaunchDarklyProvider }} from '@launchdarkly/openfeature-node-server'

await OpenFeature.setProviderAndWait(new LaunchDarklyProvider(process.env.LAUNCHDARKLY_SDK_KEY!))
const client = OpenFeature.getClient('{svc()}')
const enabled = await client.getBooleanValue('{flagname()}', false, {{ targetingKey: userId }})"""


@ctpl
def c_flagd_json():
    return json.dumps({"$schema": "https://flagd.dev/schema/v0/flags.json", "flags": {flagname(): {"state": "ENABLED",
                       "variants": {"on": True, "off": False}, "defaultVariant": "off",
                       "targeting": {"fractional": [["on", r.randint(1, 50)], ["off", 50]]}}}}, indent=2)


@ctpl
def c_relay_metrics():
    return f"""# HELP ldrelay_connections Number of SDK connections
# TYPE ldrelay_connections gauge
ldrelay_connections{{env="{g.hexs(24)}",platform="server"}} {r.randint(1, 300)}
ldrelay_connections{{env="{g.hexs(24)}",platform="mobile"}} {r.randint(1, 300)}
ldrelay_requests_total{{route="/sdk/latest-all"}} {r.randint(1000, 99999)}"""


@ctpl
def c_unleash_edge_health():
    return json.dumps({"status": "READY", "tokens": [{"token": "default:production.********", "status": "Validated", "projects": ["default"]}],
                       "upstream": "https://unleash.acme.io", "build": {"version": "19.6.2", "git_sha": g.hexs(40)}}, indent=2)


@ctpl
def c_statsig_exposure():
    return json.dumps({"eventName": "statsig::gate_exposure", "user": {"userID": g.uuid(), "country": "FR"},
                       "metadata": {"gate": flagname(), "gateValue": "true", "ruleID": g.s(B62, 22)}, "time": r.randint(1764000000000, 1765000000000)})


@ctpl
def c_split_impressions():
    return f"""feature,key,treatment,label,changeNumber,time
{flagname()},{g.uuid()},on,default rule,{r.randint(1764000000000, 1765000000000)},{r.randint(1764000000000, 1765000000000)}
{flagname()},{g.uuid()},off,targeting rule,{r.randint(1764000000000, 1765000000000)},{r.randint(1764000000000, 1765000000000)}"""


@ctpl
def c_gb_experiment_cfg():
    return f"""experiment: {flagname()}
hypothesis: Showing shipping costs earlier reduces checkout abandonment
variations: [control, early-shipping]
weights: [0.5, 0.5]
hashAttribute: id
seed: {g.uuid()}
metrics: [checkout_completed, revenue_per_user]"""


@ctpl
def c_flag_code_refs():
    return f"""$ ld-find-code-refs --dryRun --dir . --projKey default
INFO: 2026/12/03 09:{r.randint(10, 59)}:00 Found {r.randint(2, 40)} references to {r.randint(2, 12)} flags in {r.randint(2, 30)} files
  {flagname()}   src/checkout/Page.tsx:{r.randint(10, 300)}
  {flagname()}   src/api/pricing.ts:{r.randint(10, 300)}
  commit {g.hexs(40)}"""


@ctpl
def c_mobile_ios_plist():
    return f"""<key>LaunchDarklyMobileKey</key>
<string>{ld_mob()}</string>
<key>StatsigClientKey</key>
<string>{statsig_client()}</string>"""


@ctpl
def c_flagsmith_identity():
    return json.dumps({"identifier": g.uuid(), "traits": [{"trait_key": "plan", "trait_value": "pro"}],
                       "flags": [{"feature": {"name": flagname(), "type": "STANDARD"}, "enabled": True, "feature_state_value": None}]}, indent=2)


@ctpl
def c_eppo_assignment():
    return f"""{{"experiment":"{flagname()}-exp","subject":"{g.uuid()}","variation":"treatment","allocation":"allocation-{r.randint(1, 9)}","timestamp":"2026-12-03T09:{r.randint(10, 59)}:00Z","featureFlag":"{flagname()}","holdout":null}}"""


@ctpl
def c_flag_lifecycle_prose():
    return r.choice(["Flag hygiene: every release flag gets an owner and an expiry date; after 30 days at 100 % the flag and its code paths are removed.",
                     "Relay Proxy in daemon mode reads flags from Redis only; SDKs connect with their normal SDK key and never talk to LaunchDarkly directly.",
                     "GrowthBook client keys (sdk-…) are public by design. If features must stay hidden, enable encryption or remote evaluation.",
                     "Split: the browser key can only evaluate for the key passed in; admin API keys can change splits and live in the secret store."]) + f" ({g.hexs(6)})"


@ctpl
def c_sdk_changelog():
    return f"""## [9.{r.randint(1, 9)}.0] - 2026-11-{r.randint(10, 30)}
### Added
- Support for hooks in the server SDK (`before_evaluation`, `after_evaluation`).
### Fixed
- Streaming reconnect no longer doubles the backoff after a 503. ({g.hexs(7)})"""


@ctpl
def c_dashboard_url():
    return f"""https://app.launchdarkly.com/projects/default/flags/{flagname()}/targeting?env=production&selected-env=production  (shared in #release, flag turned on 25 %, change {g.hexs(8)})"""


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
