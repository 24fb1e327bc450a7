"""Blind redaction source "incident": incident management and on-call (PagerDuty, Opsgenie, incident.io,
FireHydrant, Statuspage, Rootly, Squadcast, Splunk On-Call, Grafana OnCall, Alertmanager routes, runbooks).

Written by the helper "corpora10" (round 38). Seeded; imports only the standard library and _tokens.py.
Every value is random and made up.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "incident"
g = Gen(380101)
r = g.r
LOW = string.ascii_lowercase
WORDS = ["pager", "beacon", "siren", "lantern", "harbor", "quartz", "ember", "willow", "falcon", "cobalt",
         "meadow", "rocket", "pebble", "thistle", "otter", "maple", "glacier", "saffron", "tundra", "violet"]
SERVICES = ["checkout-api", "payments-worker", "search-gateway", "auth-edge", "ledger-sync", "media-transcoder",
            "notifications", "billing-cron", "k8s-prod-eu1", "postgres-primary"]
TEAMS = ["sre-core", "platform", "payments-oncall", "data-infra", "edge", "mobile-backend"]
PEOPLE = ["mara.olsen", "t.nakamura", "j.okafor", "lucia.ferri", "d.kowalski", "priya.r", "sven.h", "amelie.b"]


# ---- value mixes
def pd_key():  # PagerDuty integration / routing key: 32 hex (R0… variants exist too)
    return g.hexs(32) if r.random() < .8 else "R0" + g.s(UPPER + "0123456789", 30)


def pd_api():  # PagerDuty REST API token: 20 chars, often starting u+ for user tokens
    return ("u+" + g.s(B62 + "_-", 18)) if r.random() < .4 else g.s(B62 + "_-+", 20)


def passphrase():
    return "-".join(r.sample(WORDS, r.choice([3, 4]))) + str(r.randint(1, 99))


def wordpw():
    return r.choice(WORDS).capitalize() + r.choice(WORDS) + str(r.randint(100, 9999)) + r.choice("!#$%*")


def pin():
    return str(r.randint(0, 10**r.choice([4, 6]) - 1)).zfill(r.choice([4, 6]))


def legacy():
    return g.s(LOW + "0123456789", r.randint(6, 8))


def anypw():
    return r.choice([g.pw, passphrase, wordpw, legacy, g.human_pw, g.machine_pw])()


def hook_b64():
    return g.b64(32)


def svc():
    return r.choice(SERVICES)


def pid():
    return "P" + g.s(UPPER + "0123456789", 6)


# ---- secret templates: each returns (class, text, [values])
def t_alertmanager():
    k = pd_key()
    return "name-context", f"""receivers:
  - name: {svc()}-pager
    pagerduty_configs:
      - routing_key: {k}
        severity: '{{{{ .CommonLabels.severity }}}}'
        send_resolved: true
""", [k]


def t_alertmanager_svckey():
    k = g.hexs(32)
    return "name-context", f"""  - name: legacy-nagios-bridge
    pagerduty_configs:
    - service_key: "{k}"
      url: https://events.pagerduty.com/generic/2010-04-15/create_event.json
""", [k]


def t_alertmanager_opsgenie():
    k = g.uuid()
    return "name-context", f"""global:
  resolve_timeout: 5m
  opsgenie_api_url: https://api.eu.opsgenie.com/
receivers:
- name: opsgenie-{r.choice(TEAMS)}
  opsgenie_configs:
  - api_key: {k}
    priority: P{r.randint(1,3)}
    responders:
    - name: {r.choice(TEAMS)}
      type: team
""", [k]


def t_alertmanager_webhook_basic():
    u, p = r.choice(["alertmanager", "am-relay", "prom"]), anypw()
    return "structural", f"""- name: incident-bridge
  webhook_configs:
  - url: https://incident-bridge.internal.example.net/alertmanager
    http_config:
      basic_auth:
        username: {u}
        password: {p}
""", [p]


def t_events_curl():
    k = pd_key()
    return "name-context", f"""$ curl -sS -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{{"routing_key":"{k}","event_action":"trigger","payload":{{"summary":"disk 95% on {svc()}","source":"ip-10-4-{r.randint(0,255)}-{r.randint(0,255)}","severity":"critical"}}}}'
{{"status":"success","message":"Event processed","dedup_key":"{g.hexs(32)}"}}""", [k]


def t_pd_rest_header():
    t = pd_api()
    return "structural", f"""$ curl -s "https://api.pagerduty.com/incidents?statuses[]=triggered&statuses[]=acknowledged" \\
    -H "Accept: application/vnd.pagerduty+json;version=2" \\
    -H "Authorization: Token token={t}" | jq '.incidents[].title'
"[{svc()}] 5xx rate above SLO"
"[{svc()}] replication lag > 300s\"""", [t]


def t_pd_yml():
    t = pd_api()
    return "name-context", f"""$ cat ~/.pd.yml
# pd-cli config
authtoken: {t}
subdomain: {r.choice(['acme-ops','northwind','globex-sre','initech'])}
default_escalation_policy: {pid()}
""", [t]


def t_pd_terraform():
    t = pd_api()
    return "name-context", f"""provider "pagerduty" {{
  token = "{t}"
}}

resource "pagerduty_service" "{svc().replace('-', '_')}" {{
  name                    = "{svc()}"
  escalation_policy       = pagerduty_escalation_policy.{r.choice(TEAMS).replace('-', '_')}.id
  acknowledgement_timeout = 600
}}
""", [t]


def t_tfstate_integration_key():
    k = g.hexs(32)
    return "name-context", f"""$ terraform state show pagerduty_service_integration.prometheus
# pagerduty_service_integration.prometheus:
resource "pagerduty_service_integration" "prometheus" {{
    html_url          = "https://acme.pagerduty.com/service-directory/{pid()}/integrations/{pid()}"
    id                = "{pid()}"
    integration_key   = "{k}"
    name              = "Prometheus"
    service           = "{pid()}"
    type              = "events_api_v2_inbound_integration"
    vendor            = "{pid()}"
}}""", [k]


def t_pdpyras_trace():
    t = pd_api()
    return "structural", f"""Traceback (most recent call last):
  File "/srv/oncall-report/report.py", line 41, in <module>
    for inc in session.iter_all('incidents', params={{'since': since}}):
  File "/usr/lib/python3.11/site-packages/pdpyras.py", line 1288, in iter_all
    raise PDClientError(f"Encountered HTTP error status ({{r.status_code}}) response while iterating", r)
pdpyras.PDClientError: Encountered HTTP error status (401); request headers: {{'Accept': 'application/vnd.pagerduty+json;version=2', 'Authorization': 'Token token={t}', 'User-Agent': 'pdpyras/5.1.3'}}""", [t]


def t_go_client():
    t = pd_api()
    return "name-context", f"""package main

import "github.com/PagerDuty/go-pagerduty"

const pdAuthToken = "{t}" // TODO move to vault before merge

func main() {{
	client := pagerduty.NewClient(pdAuthToken)
	var opts pagerduty.ListOnCallOptions
	oncalls, _ := client.ListOnCallsWithContext(ctx, opts)
	_ = oncalls
}}
""", [t]


def t_genie_header():
    k = g.uuid()
    return "structural", f"""$ curl -X POST https://api.opsgenie.com/v2/alerts \\
  -H "Content-Type: application/json" \\
  -H "Authorization: GenieKey {k}" \\
  -d '{{"message": "Backup job failed on {svc()}", "alias": "backup-{g.hexs(8)}", "priority": "P2"}}'
{{"result":"Request will be processed","took":0.0{r.randint(10,99)},"requestId":"{g.uuid()}"}}""", [k]


def t_opsgenie_heartbeat_cron():
    k = g.uuid()
    return "structural", f"""# /etc/cron.d/opsgenie-heartbeat
*/5 * * * * root curl -fsS -X GET 'https://api.opsgenie.com/v2/heartbeats/{svc()}/ping' -H 'Authorization: GenieKey {k}' >/dev/null
""", [k]


def t_opsgenie_python():
    k = g.uuid()
    return "name-context", f"""import opsgenie_sdk

conf = opsgenie_sdk.configuration.Configuration()
conf.api_key['Authorization'] = '{k}'
conf.host = 'https://api.eu.opsgenie.com'
alert_api = opsgenie_sdk.AlertApi(api_client=opsgenie_sdk.api_client.ApiClient(configuration=conf))
""", [k]


def t_opsgenie_tf():
    k = g.uuid()
    return "name-context", f"""provider "opsgenie" {{
  api_key = "{k}"
  api_url = "api.eu.opsgenie.com"
}}
""", [k]


def t_incidentio_env():
    k = "inc_" + g.s(B62, 40) if r.random() < .5 else g.s(B62, 48)
    return "name-context", f"""# .env (incident-bot)
INCIDENT_IO_API_KEY={k}
INCIDENT_IO_SEVERITY_DEFAULT=sev_3
SLACK_INCIDENT_CHANNEL_PREFIX=inc-
""", [k]


def t_incidentio_alert_source():
    t = g.s(B62, 44)
    cid = g.s(UPPER + "0123456789", 26)
    return "structural", f"""POST /v2/alert_events/http/{cid} HTTP/1.1
Host: api.incident.io
Authorization: Bearer {t}
Content-Type: application/json

{{"title": "Queue depth high on {svc()}", "status": "firing", "deduplication_key": "{g.hexs(16)}", "metadata": {{"team": "{r.choice(TEAMS)}"}}}}""", [t]


def t_incidentio_webhook_secret():
    s = "whsec_" + g.b64(24)
    return "self-identifying", f"""// webhooks/incidentio.ts
import {{ Webhook }} from "svix";

// signing secret copied from Settings > Webhooks > endpoint
const wh = new Webhook("{s}");

export async function handle(req: Request) {{
  const payload = await req.text();
  const evt = wh.verify(payload, Object.fromEntries(req.headers));
  return evt;
}}
""", [s]


def t_firehydrant():
    k = "fhb-" + g.hexs(32) if r.random() < .5 else g.s(B62 + "_", 40)
    return "name-context", f"""# firehydrant.auto.tfvars
firehydrant_api_key = "{k}"
runbook_default     = "{g.uuid()}"
""", [k]


def t_firehydrant_header():
    k = g.s(B62 + "-_", 40)
    return "structural", f"""> GET /v1/incidents?page=1&per_page=50 HTTP/2
> Host: api.firehydrant.io
> User-Agent: curl/8.5.0
> Accept: */*
> Authorization: {k}
>
< HTTP/2 200
< content-type: application/json; charset=utf-8
< x-request-id: {g.uuid()}""", [k]


def t_statuspage_curl():
    k = g.hexs(32) if r.random() < .6 else g.uuid()
    page = g.s(LOW + "0123456789", 12)
    return "structural", f"""curl https://api.statuspage.io/v1/pages/{page}/incidents \\
  -H "Authorization: OAuth {k}" \\
  -X POST \\
  -d "incident[name]=Elevated error rates" \\
  -d "incident[status]=investigating" \\
  -d "incident[component_ids][]={g.s(LOW + '0123456789', 12)}"
""", [k]


def t_statuspage_py():
    k = g.hexs(32)
    return "name-context", f"""STATUSPAGE_PAGE_ID = "{g.s(LOW + '0123456789', 12)}"
STATUSPAGE_API_KEY = "{k}"

def set_component(component_id, status):
    return requests.patch(
        f"https://api.statuspage.io/v1/pages/{{STATUSPAGE_PAGE_ID}}/components/{{component_id}}",
        headers={{"Authorization": f"OAuth {{STATUSPAGE_API_KEY}}"}},
        json={{"component": {{"status": status}}}},
    )
""", [k]


def t_statuspage_query():
    k = g.hexs(32)
    return "structural", f"""[2026-11-28T03:14:{r.randint(10,59)}Z] INFO statuspage-sync: GET https://api.statuspage.io/v1/pages/{g.s(LOW+'0123456789',12)}/components.json?api_key={k} -> 200 ({r.randint(80,400)}ms)""", [k]


def t_rootly():
    k = "rootly_" + g.hexs(64) if r.random() < .5 else g.s(B62, 52)
    return "name-context", f"""# config/rootly.yml
rootly:
  api_token: {k}
  default_severity: sev2
  auto_create_slack_channel: true
""", [k]


def t_rootly_bearer():
    k = g.s(B62, 52)
    return "structural", f"""import requests
r = requests.post("https://api.rootly.com/v1/incidents",
    headers={{"Authorization": "Bearer {k}", "Content-Type": "application/vnd.api+json"}},
    json={{"data": {{"type": "incidents", "attributes": {{"title": "DB failover {svc()}"}}}}}})
""", [k]


def t_squadcast_webhook():
    k = g.hexs(40)
    return "self-identifying", f"""# grafana contact point (provisioning/alerting/contactpoints.yaml)
apiVersion: 1
contactPoints:
  - orgId: 1
    name: squadcast
    receivers:
      - uid: sq{g.hexs(6)}
        type: webhook
        settings:
          url: https://api.squadcast.com/v2/incidents/api/{k}
          httpMethod: POST
""", [k]


def t_squadcast_refresh():
    k = g.hexs(64)
    return "name-context", f"""$ export SQUADCAST_REFRESH_TOKEN={k}
$ python squadcast_sync.py --team {r.choice(TEAMS)}
fetched 14 services, 3 escalation policies""", [k]


def t_victorops_url():
    a, k = g.uuid(), r.choice(["sre", "db", "edge", "payments"])
    return "self-identifying", f"""# zabbix media type "Splunk On-Call"
REST endpoint: https://alert.victorops.com/integrations/generic/20131114/alert/{a}/{k}
routing key  : {k}""", [a]


def t_victorops_api():
    i, k = g.hexs(8), g.hexs(32)
    return "structural", f"""GET https://api.victorops.com/api-public/v1/incidents
X-VO-Api-Id: {i}
X-VO-Api-Key: {k}
Accept: application/json""", [k]


def t_grafana_oncall_url():
    k = g.s(B62, 25)
    return "self-identifying", f"""  webhook_configs:
    - url: https://oncall-prod-us-central-0.grafana.net/oncall/integrations/v1/alertmanager/{k}/
      send_resolved: true""", [k]


def t_grafana_oncall_token():
    k = g.hexs(64)
    return "structural", f"""$ curl -H "Authorization: {k}" https://oncall-prod-eu-west-0.grafana.net/oncall/api/v1/schedules/
{{"count":2,"next":null,"results":[{{"id":"S{g.s(UPPER+'0123456789',12)}","name":"Primary","type":"web"}}]}}""", [k]


def t_slack_bot():
    t = g.slack()
    return "self-identifying", f"""# incident-bot values.yaml
slack:
  botToken: "{t}"
  incidentChannelPrefix: "inc-"
  announceChannel: "C0{g.s(UPPER + '0123456789', 9)}"
""", [t]


def t_slack_webhook_am():
    w = g.slack_webhook()
    last = w.rsplit("/", 1)[1]
    return "self-identifying", f"""global:
  slack_api_url: '{w}'
route:
  receiver: slack-{r.choice(TEAMS)}
  group_by: ['alertname', 'cluster']
""", [last]


def t_twilio_sms():
    sid, tok = "AC" + g.hexs(32), g.hexs(32)
    return "name-context", f"""# sms-pager fallback (when PagerDuty is down)
TWILIO_ACCOUNT_SID={sid}
TWILIO_AUTH_TOKEN={tok}
PAGER_FROM=+1415555{r.randint(1000,9999)}
""", [tok]


def t_runbook_psql():
    p = anypw()
    return "structural", f"""## Runbook: {svc()} replication lag

1. Check lag on the replica:

```
psql "postgresql://repl_monitor:{p}@pg-replica-2.prod.internal:5432/postgres" -c "select now() - pg_last_xact_replay_timestamp();"
```

2. If lag > 10 min, page the DB on-call (escalation policy **DB Primary**).""", [p]


def t_runbook_breakglass():
    p = passphrase() if r.random() < .5 else wordpw()
    return "name-context", f"""### Break-glass (only during SEV1, log it in the incident timeline)
- Console: https://console.internal.example.net/breakglass
- Account: `emergency-admin`
- Break-glass password: `{p}`
- Afterwards: rotate it and post in #sec-oncall.""", [p]


def t_runbook_redis():
    p = anypw()
    return "structural", f"""# step 3 of the cache-stampede runbook
redis-cli -h cache-{r.randint(1,6)}.prod.internal -p 6379 -a '{p}' --no-auth-warning INFO memory | grep used_memory_human""", [p]


def t_runbook_ipmi():
    p = legacy() if r.random() < .5 else pin()
    return "structural", f"""If the host is unreachable, power-cycle via the BMC:

    ipmitool -I lanplus -H 10.20.{r.randint(0,9)}.{r.randint(10,250)} -U ADMIN -P {p} chassis power cycle

(see the hardware vendor sheet for the BMC addresses)""", [p]


def t_chat_routing():
    k = pd_key()
    lang = r.randint(0, 3)
    if lang == 0:
        t = f"@channel new routing key for {svc()} after the service split: {k} — update your alertmanager overrides pls"
    elif lang == 1:
        t = f"Hallo zusammen, der neue Routing-Key für {svc()} lautet {k}. Bitte bis Freitag in die Alertmanager-Configs übernehmen."
    elif lang == 2:
        t = f"Oi pessoal, a integration key do PagerDuty pro {svc()} mudou: {k} (a antiga foi revogada)"
    else:
        t = f"Salut, voici la clé d'intégration PagerDuty pour {svc()} : {k}. Ne la mettez pas dans le wiki public."
    return "name-context", t, [k]


def t_chat_genie():
    k = g.uuid()
    t = r.choice([f"オンコール用のOpsgenie APIキーはこちら: {k} （読み取り専用ではないので注意）",
                  f"opsgenie api key for the heartbeat script: {k} — it's the integration one, not the admin one",
                  f"La API key de Opsgenie para el heartbeat es {k}, la rotamos después del postmortem."])
    return "name-context", t, [k]


def t_ticket_statuspage():
    k = g.hexs(32)
    return "name-context", f"""JIRA OPS-{r.randint(1000,9999)}: Statuspage automation broken
Reporter: {r.choice(PEOPLE)}
Description: The sync job returns 401 since last night. Config on the box:
  statuspage.api_key = {k}
  statuspage.page_id = {g.s(LOW+'0123456789',12)}
Can someone check whether the key was revoked during offboarding?""", [k]


def t_hook_bash():
    k = g.uuid()
    cmd = f"curl -s -X POST 'https://api.opsgenie.com/v2/alerts/{g.uuid()}/close?identifierType=id' -H 'Authorization: GenieKey {k}' -d '{{}}'"
    return "structural", json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
                                     "tool_input": {"command": cmd, "description": "close the stale alert"}}), [k]


def t_hook_write():
    k = pd_key()
    content = f"PAGERDUTY_ROUTING_KEY={k}\nPAGERDUTY_SEVERITY=error\nSERVICE_NAME={svc()}\n"
    return "name-context", json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Write",
                                       "tool_input": {"file_path": "/repo/deploy/.env.production", "content": content},
                                       "tool_response": {"success": True}}), [k]


def t_hook_read():
    t = pd_api()
    k = g.hexs(32)
    content = f"pagerduty:\n  api_token: {t}\n  webhook_secret: {k}\n  from_email: {r.choice(PEOPLE)}@example.com\n"
    return "name-context", json.dumps({"tool_name": "Read", "tool_input": {"file_path": "config/oncall.yml"},
                                       "tool_response": {"file": {"content": content, "numLines": 4}}}), [t, k]


def t_diff():
    k = pd_key()
    return "name-context", f"""diff --git a/monitoring/alertmanager/values.yaml b/monitoring/alertmanager/values.yaml
index {g.hexs(7)}..{g.hexs(7)} 100644
--- a/monitoring/alertmanager/values.yaml
+++ b/monitoring/alertmanager/values.yaml
@@ -41,7 +41,7 @@ receivers:
   - name: {svc()}
     pagerduty_configs:
-      - routing_key_file: /etc/alertmanager/secrets/pd-routing-key
+      - routing_key: "{k}"
         severity: critical""", [k]


def t_pd_webhook_secret():
    s = g.b64(48) if r.random() < .5 else g.s(B62 + "+/", 64)
    return "name-context", f"""# PagerDuty v3 webhook subscription for the incident-sync service
PD_WEBHOOK_SIGNING_SECRET="{s}"
PD_WEBHOOK_PATH=/hooks/pagerduty
""", [s]


def t_notebook():
    t = pd_api()
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {},
            "source": ["import pdpyras, pandas as pd\n", f"session = pdpyras.APISession('{t}')\n",
                       "incs = list(session.iter_all('incidents', params={'since': '2026-10-01'}))\n",
                       "df = pd.DataFrame(incs); df['mttr_min'].describe()"], "outputs": []}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [t]


def t_healthchecks():
    u = g.uuid()
    return "self-identifying", f"""#!/bin/sh
# nightly backup, pings the dead-man's switch so on-call is paged if it stops
pg_dump -Fc appdb > /backups/appdb-$(date +%F).dump && curl -fsS -m 10 --retry 5 https://hc-ping.com/{u}
""", [u]


def t_zabbix_pd():
    k = g.hexs(32)
    return "name-context", f"""Administration → Media types → PagerDuty → Parameters
  eventaction  {{EVENT.VALUE}}
  severity     {{EVENT.NSEVERITY}}
  token        {k}
  url          {{$ZABBIX.URL}}""", [k]


def t_nagios_contact():
    k = g.hexs(32)
    return "name-context", f"""define contact {{
    contact_name                  pagerduty
    alias                         PagerDuty Pseudo-Contact
    service_notification_period   24x7
    host_notification_period      24x7
    service_notification_commands notify-service-by-pagerduty
    pager                         {k}
}}""", [k]


def t_datadog_pd_json():
    k = g.hexs(32)
    return "name-context", json.dumps({"services": [{"service_name": svc(), "service_key": k}],
                                       "subdomain": "acme-ops", "schedules": []}, indent=2), [k]


def t_k8s_secret():
    k = pd_key()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: alertmanager-pagerduty
  namespace: monitoring
type: Opaque
stringData:
  routing-key: {k}
""", [k]


def t_bot_db_url():
    p = anypw()
    return "structural", f"""# incident-bot/config/production.toml
[database]
url = "postgres://incidentbot:{p}@incidentbot-db.cluster-{g.s(LOW+'0123456789',12)}.eu-west-1.rds.amazonaws.com:5432/incidentbot"
pool = 10
""", [p]


def t_bot_mysql_log():
    p = anypw()
    return "structural", f"""2026-11-30 02:11:{r.randint(10,59)} ERROR [statusbot] sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, "Can't connect to MySQL server")
(Background on this error at: https://sqlalche.me/e/20/e3q8)
  engine url: mysql+pymysql://statusbot:{p}@10.0.{r.randint(0,9)}.{r.randint(2,250)}:3306/statusbot""", [p]


def t_self_id_misc():
    label, tok, mark = g.self_identifying()
    return "self-identifying", f"""# oncall-tools/.env — shared by the escalation scripts
{label.upper()}_TOKEN={tok}
ESCALATION_POLICY={pid()}
""", [mark]


def t_aws_sns():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[profile sns-pager]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = eu-west-1
""", [a, s]


def t_pem_runbook():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", f"""Runbook attachment: bastion key for the on-call jump host (expires with the rotation)

{block}
""", [line]


def t_teams_webhook():
    tail = g.hexs(32)
    url = f"https://acme.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{tail}/{g.uuid()}"
    return "self-identifying", f"""# MS Teams incident channel connector
TEAMS_INCIDENT_WEBHOOK={url}
""", [url]


def t_pd_oauth_app():
    s = g.s(B62 + "-_", 64)
    return "name-context", f"""# PagerDuty scoped OAuth app "oncall-exporter"
PD_CLIENT_ID={g.uuid()}
PD_CLIENT_SECRET={s}
PD_TOKEN_URL=https://identity.pagerduty.com/oauth/token
""", [s]


def t_statuspage_component_mail():
    addr = f"component+{g.uuid()}@notifications.statuspage.io"
    return "name-context", f"""# monitoring alert action: e-mail the Statuspage component automation address (anyone who can mail it can flip the component)
component_automation_email = "{addr}"
""", [addr]


def t_ini_cachet():
    k = g.s(B62, 20)
    return "name-context", f"""; cachet status page notifier
[cachet]
api_url = https://status.example.org/api/v1
api_token = {k}
component_id = {r.randint(1,40)}
""", [k]


def t_php_uptime():
    p = anypw()
    return "structural", f"""<?php
// status-page/config.php
$db = new PDO('mysql:host=127.0.0.1;dbname=statuspage', 'status_admin', '{p}');
$incidentFeed = '/var/www/status/feed.xml';
""", [p]


def t_csharp_genie():
    k = g.uuid()
    return "structural", f"""var client = new HttpClient {{ BaseAddress = new Uri("https://api.opsgenie.com/") }};
client.DefaultRequestHeaders.Add("Authorization", "GenieKey {k}");
var resp = await client.PostAsJsonAsync("v2/alerts", new {{ message = "Payment reconciliation failed", priority = "P1" }});
""", [k]


def t_java_props():
    k = g.hexs(32)
    return "name-context", f"""# application-prod.properties
oncall.pagerduty.enabled=true
oncall.pagerduty.integration-key={k}
oncall.pagerduty.severity=critical
""", [k]


def t_json_incidentio_catalog():
    k = g.s(B62, 48)
    return "name-context", json.dumps({"sync_id": "backstage-catalog", "pipeline": {"sources": [{"backstage": {
        "endpoint": "https://backstage.internal.example.net/api/catalog/entities"}}]},
        "api_key": k}, indent=2), [k]


def t_ruby_pd():
    k = pd_key()
    return "name-context", f"""# lib/pager.rb
require "pagerduty"

PAGER = Pagerduty.build(integration_key: "{k}", api_version: 2)
PAGER.trigger(summary: "Sidekiq queue backlog", source: ENV["HOSTNAME"], severity: "error")
""", [k]


def t_js_pd():
    k = pd_key()
    return "name-context", f"""// lambdas/cloudwatch-to-pd/index.mjs
const ROUTING_KEY = "{k}";

export const handler = async (event) => {{
  await fetch("https://events.pagerduty.com/v2/enqueue", {{
    method: "POST",
    body: JSON.stringify({{ routing_key: ROUTING_KEY, event_action: "trigger", payload: toPayload(event) }}),
  }});
}};
""", [k]


def t_hcl_opsgenie_module():
    k = g.uuid()
    return "name-context", f"""module "heartbeat" {{
  source           = "./modules/opsgenie-heartbeat"
  opsgenie_api_key = "{k}"
  interval         = 10
  owner_team       = "{r.choice(TEAMS)}"
}}
""", [k]


def t_netrc():
    p = anypw()
    return "structural", f"""# ~/.netrc on the on-call laptop
machine status-admin.example.com
  login {r.choice(PEOPLE)}
  password {p}
""", [p]


def t_docker_env_genie():
    k = g.uuid()
    return "name-context", f"""$ docker run -d --name ogagent -e OPSGENIE_API_KEY={k} -e OPSGENIE_API_URL=https://api.opsgenie.com opsgenie/lamp-agent:2.5
{g.hexs(64)}""", [k]


def t_squadcast_email():
    p = wordpw()
    return "structural", f"""Ticket #{r.randint(40000,49999)} — cannot log into the Squadcast admin account
Hi, I tried username: sre-admin@example.com / password: {p} and it says invalid. Did someone rotate it after the audit?""", [p]


def t_pd_basic_legacy():
    import base64
    u, p = r.choice(PEOPLE) + "@example.com", legacy()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", f"""GET /api/v1/incidents HTTP/1.1
Host: acme.pagerduty.com
Authorization: Basic {b}
""", [b]


SECRET_T = [v for k, v in sorted(globals().items()) if k.startswith("t_")]


# ---- clean templates
def c_pd_incident_json():
    return json.dumps({"incident": {"id": pid(), "incident_number": r.randint(1000, 99999), "title": f"[{svc()}] latency p99 > 2s",
                                    "status": "acknowledged", "incident_key": g.hexs(32), "service": {"id": pid(), "type": "service_reference"},
                                    "html_url": f"https://acme.pagerduty.com/incidents/{pid()}"}}, indent=2)


def c_events_response():
    return f"""{{"status":"success","message":"Event processed","dedup_key":"{g.hexs(32)}"}}"""


def c_am_file_ref():
    return f"""receivers:
- name: {svc()}
  pagerduty_configs:
  - routing_key_file: /etc/alertmanager/secrets/{svc()}-routing-key
    severity: critical
"""


def c_am_env_ref():
    return """- name: opsgenie
  opsgenie_configs:
  - api_key: ${OPSGENIE_API_KEY}
    message: '{{ .CommonAnnotations.summary }}'
"""


def c_env_example():
    return f"""# .env.example — copy to .env and fill in
PAGERDUTY_ROUTING_KEY=<your-events-v2-routing-key>
PAGERDUTY_API_TOKEN=changeme
OPSGENIE_API_KEY=
STATUSPAGE_PAGE_ID={g.s(LOW+'0123456789',12)}
STATUSPAGE_API_KEY=your-statuspage-api-key
"""


def c_webhook_sig():
    return f"""POST /hooks/pagerduty HTTP/1.1
Content-Type: application/json
X-PagerDuty-Signature: v1={g.hexs(64)}
X-Webhook-Id: {g.uuid()}

{{"event":{{"id":"{pid()}","event_type":"incident.resolved","resource_type":"incident","occurred_at":"2026-11-29T04:12:55Z"}}}}"""


def c_svix_sig():
    return f"""webhook-id: msg_{g.s(B62, 27)}
webhook-timestamp: 17645{r.randint(10000,99999)}
webhook-signature: v1,{g.b64(32)}
content-type: application/json"""


def c_opsgenie_alert():
    return json.dumps({"data": {"id": g.uuid(), "tinyId": str(r.randint(100, 9999)), "alias": f"{svc()}-{g.hexs(12)}",
                              "message": "Heartbeat expired", "status": "open", "acknowledged": False,
                              "integration": {"id": g.uuid(), "name": "Prometheus", "type": "Prometheus"}}}, indent=1)


def c_postmortem():
    return f"""# Postmortem INC-{r.randint(100,999)}: {svc()} outage
Impact: 43 min of elevated 5xx for EU customers.
Detection: PagerDuty alert at 03:12 UTC (incident {pid()}), acknowledged by {r.choice(PEOPLE)} at 03:15.
Root cause: expired TLS certificate on the internal load balancer.
Action items: add cert-expiry alert (OPS-{r.randint(1000,9999)}); rotate the on-call integration keys via Terraform rather than by hand."""


def c_commit_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in r.sample([
        "alerting: route sev1 to payments-oncall", "pd: move routing keys to external secrets",
        "statuspage: add component for search", "runbook: fix typo in failover steps",
        "opsgenie: bump heartbeat interval to 10m", "terraform: import escalation policies",
        "incident-bot: handle /inc resolve"], 4))


def c_tf_var():
    return f"""variable "pagerduty_token" {{
  type      = string
  sensitive = true
}}

provider "pagerduty" {{
  token = var.pagerduty_token
}}
# id of existing service: {pid()}"""


def c_statuspage_embed():
    p = g.s(LOW + "0123456789", 12)
    return f"""<!-- status widget in the marketing site footer -->
<script src="https://{p}.statuspage.io/embed/script.js"></script>
<a href="https://status.example.com">System status</a>"""


def c_statuspage_api_resp():
    return json.dumps([{"id": g.s(LOW + "0123456789", 12), "page_id": g.s(LOW + "0123456789", 12), "name": n,
                        "status": "operational", "created_at": "2025-03-02T10:11:12.000Z"}
                       for n in r.sample(["API", "Dashboard", "Webhooks", "Search", "Payments"], 3)], indent=1)


def c_am_fingerprint():
    return f"""$ amtool alert query --alertmanager.url=http://alertmanager:9093
Alertname            Starts At                Summary                               Fingerprint
KubePodCrashLooping  2026-11-30 03:02:11 UTC  Pod {svc()}-{g.hexs(10)}-{g.s(LOW,5)} crashlooping  {g.hexs(16)}
TargetDown           2026-11-30 02:58:40 UTC  {r.randint(2,9)} targets down                       {g.hexs(16)}"""


def c_k8s_secretref():
    return f"""env:
  - name: PAGERDUTY_ROUTING_KEY
    valueFrom:
      secretKeyRef:
        name: alertmanager-pagerduty
        key: routing-key
  - name: POD_IP
    valueFrom:
      fieldRef:
        fieldPath: status.podIP"""


def c_prose_rotation():
    return r.choice([
        "To rotate a PagerDuty integration key, delete the integration and create a new one; the old routing key stops accepting events immediately. Never paste the key in Slack — share the 1Password item link instead.",
        "Opsgenie API keys belong to integrations. If a key leaks, disable the integration, regenerate the key and update the secret in Vault at secret/oncall/opsgenie.",
        "Statuspage API keys are per user: when someone leaves, their key is revoked with their account, so the sync job must use the service user's key stored in the secrets manager.",
        "La clé de routage PagerDuty est un secret : elle permet de déclencher des incidents. Stockez-la dans Vault, pas dans le dépôt.",
        "Der Opsgenie-Heartbeat braucht nur einen Integrations-API-Key; den Admin-Key bitte niemals in Cronjobs verwenden."])


def c_oncall_schedule():
    return "\n".join(f"{d} | {r.choice(PEOPLE):12} | primary | {r.choice(TEAMS)}" for d in
                     ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"])


def c_lockfile():
    return f"""    "node_modules/@pagerduty/pdjs": {{
      "version": "2.2.{r.randint(0,9)}",
      "resolved": "https://registry.npmjs.org/@pagerduty/pdjs/-/pdjs-2.2.4.tgz",
      "integrity": "sha512-{g.b64(64)}",
      "license": "Apache-2.0"
    }}"""


def c_pip_hashes():
    return f"""pdpyras==5.{r.randint(0,4)}.{r.randint(0,9)} \\
    --hash=sha256:{g.sha256()} \\
    --hash=sha256:{g.sha256()}
opsgenie-sdk==2.1.5 \\
    --hash=sha256:{g.sha256()}"""


def c_incidentio_payload():
    return json.dumps({"event_type": "public_incident.incident_created_v2", "public_incident.incident_created_v2": {
        "id": g.s(UPPER + "0123456789", 26), "name": "Checkout degraded", "reference": f"INC-{r.randint(100,4000)}",
        "severity": {"id": g.s(UPPER + "0123456789", 26), "name": "Major", "rank": 2},
        "slack_channel_id": "C0" + g.s(UPPER + "0123456789", 9)}}, indent=1)


def c_runbook_vault():
    return f"""## Runbook: rotate the DB password after a suspected leak
1. `vault write -force database/rotate-root/{svc()}`
2. `kubectl -n {r.choice(TEAMS)} rollout restart deploy/{svc()}`
3. Confirm with `vault read database/creds/{svc()}-ro` that new leases are issued.
Credentials are never pasted in the incident channel; link the Vault path instead."""


def c_gha_workflow():
    return """- name: Notify PagerDuty on failed deploy
  if: failure()
  uses: PagerDuty/pagerduty-change-events-action@v1
  with:
    integration-key: ${{ secrets.PAGERDUTY_CHANGE_INTEGRATION_KEY }}
    custom-event: "Deploy of ${{ github.sha }} failed"
"""


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": g.hexs(16), "alg": "RS256", "e": "AQAB",
                                 "n": g.b64url(256)}]}, indent=1)


def c_pubkey():
    return f"""# authorized_keys on the on-call bastion
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} {r.choice(PEOPLE)}@oncall-laptop
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} {r.choice(PEOPLE)}@oncall-laptop"""


def c_log_dedup():
    return "\n".join(f"2026-11-30T0{r.randint(0,9)}:{r.randint(10,59)}:{r.randint(10,59)}Z INFO pd-forwarder sent event dedup_key={g.hexs(32)} action={r.choice(['trigger','resolve','acknowledge'])} status=202"
                     for _ in range(3))


def c_squadcast_docs():
    return f"""Squadcast incident webhook URLs have the form https://api.squadcast.com/v2/incidents/api/<API_TOKEN>.
Keep the token part out of Git; our Helm chart reads it from the `squadcast-webhook` secret.
Service id for reference: {g.hexs(24)}"""


def c_escalation_yaml():
    return f"""escalation_policy:
  id: {pid()}
  name: {r.choice(TEAMS)} default
  num_loops: 2
  rules:
    - escalation_delay_in_minutes: 15
      targets: [{{type: schedule_reference, id: {pid()}}}]
    - escalation_delay_in_minutes: 30
      targets: [{{type: user_reference, id: {pid()}}}]"""


def c_grafana_oncall_docs():
    return f"""Grafana OnCall integration created: "Alertmanager ({svc()})"
Integration id: C{g.s(UPPER+'0123456789',12)}
The webhook URL is shown once in the UI; copy it into the Alertmanager secret `oncall-url` (do not commit it)."""


def c_victorops_payload():
    return json.dumps({"message_type": "CRITICAL", "entity_id": f"{svc()}/disk", "entity_display_name": "Disk usage above 90%",
                       "state_message": "df reports 93%", "monitoring_tool": "prometheus", "routing_key": "sre"}, indent=1)


def c_checksum_release():
    return f"""incident-cli_{r.randint(1,3)}.{r.randint(0,20)}.{r.randint(0,9)}_linux_amd64.tar.gz
sha256: {g.sha256()}
incident-cli_darwin_arm64.tar.gz
sha256: {g.sha256()}"""


def c_chat_vault():
    return r.choice([
        f"@{r.choice(PEOPLE)} the routing key is in 1Password → Ops → 'PD {svc()} events v2', don't paste it here 🙏",
        "Die Opsgenie-Keys liegen in Vault unter secret/oncall/opsgenie/<team>. Bitte nicht in den Chat kopieren.",
        f"new statuspage component id for search is {g.s(LOW+'0123456789',12)} (that's just the id, safe to share)",
        f"incident {pid()} merged into {pid()}, closing the duplicate"])


def c_hook_payload():
    return json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "session_id": g.uuid(),
                       "tool_input": {"command": f"pd incident list --statuses triggered --service-ids {pid()} --json | jq length"}})


def c_hook_read_clean():
    content = "pagerduty:\n  api_token: ${PD_API_TOKEN}\n  routing_key: ${PD_ROUTING_KEY}\nopsgenie:\n  api_key: <set in vault>\n"
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "config/oncall.example.yml"},
                       "tool_response": {"file": {"content": content}}})


def c_diff_clean():
    return f"""diff --git a/alertmanager.yml b/alertmanager.yml
index {g.hexs(7)}..{g.hexs(7)} 100644
--- a/alertmanager.yml
+++ b/alertmanager.yml
@@ -12,6 +12,6 @@
   - name: {svc()}
     pagerduty_configs:
-      - routing_key: "{{{{ env "PD_KEY_OLD" }}}}"
+      - routing_key_file: /etc/alertmanager/secrets/pd
         severity: warning"""


def c_base64_testdata():
    return f"""def test_parse_alert_payload():
    raw = base64.b64decode("{g.b64(45)}")
    assert parse(raw).fingerprint == "{g.hexs(16)}\""""


def c_notebook_clean():
    cell = {"cell_type": "code", "metadata": {}, "execution_count": 2, "outputs": [],
            "source": ["import os, pdpyras\n", "session = pdpyras.APISession(os.environ['PD_API_TOKEN'])\n",
                       "df = load_incidents(session, since='2026-10-01')"]}
    return json.dumps({"cells": [cell], "nbformat": 4}, indent=1)


def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(r.randint(6, 10))) + "\n-----END CERTIFICATE-----\n# status.example.com, expires 2027-02-11"


def c_uuid_ids():
    return f"""opsgenie team ids:
  {r.choice(TEAMS)}: {g.uuid()}
  {r.choice(TEAMS)}: {g.uuid()}
schedule: {g.uuid()}"""


def c_firehydrant_runbook():
    return json.dumps({"id": g.uuid(), "name": "SEV1 default", "steps": [
        {"name": "Create Slack channel", "action": "slack.create_incident_channel"},
        {"name": "Notify statuspage", "action": "statuspage.create_incident", "config": {"page_id": g.s(LOW + "0123456789", 12)}}]}, indent=1)


CLEAN_T = [v for k, v in sorted(globals().items()) if k.startswith("c_")]


def write(secrets, clean):
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    order = list(SECRET_T)
    secrets = []
    while len(secrets) < 250:
        r.shuffle(order)
        for t in order:
            if len(secrets) < 250:
                secrets.append(t())
    corder = list(CLEAN_T)
    clean = []
    while len(clean) < 100:
        r.shuffle(corder)
        for t in corder:
            if len(clean) < 100:
                clean.append(t())
    write(secrets, clean)


if __name__ == "__main__":
    main()
