"""Blind redaction source "obsship": observability and log-shipping configs and their output.

Prometheus / Alertmanager / Grafana provisioning, Fluent Bit, Fluentd, Vector, Logstash, Filebeat, Promtail,
Telegraf, OpenTelemetry collector, Datadog agent, Elastic APM, Sentry, Splunk HEC, Kibana, rsyslog, Zabbix, and the
shell / journal output around them. Written 2026-12-02 ~10:10 UTC by the helper "corpora", blind (no memtool code
read). Seeded; imports nothing from memtool. Run: python3 src_obsship.py
"""
from __future__ import annotations

import string
from pathlib import Path

from _tokens import B62, HEX, URLSAFE, Gen, write

FAM = "obsship"
g = Gen(20261212)
r = g.r

HOSTS = ["metrics.int.lagoon.example", "obs-01.fra.corp.example", "es-logs.prod.example", "loki.k8s.local",
         "victoria.monitoring.svc", "graylog.office.example", "kibana.staging.example", "otel.edge.example"]
SVCS = ["checkout", "billing-api", "ingest-worker", "auth", "search", "media-proxy", "ledger", "notifier"]
USERS = ["prom", "metrics_reader", "elastic", "fluent", "vector", "logstash_writer", "shipper", "grafana", "monitor"]


def host():
    return g.pick(HOSTS)


def svc():
    return g.pick(SVCS)


def user():
    return g.pick(USERS)


def dd_key():
    return g.hexs(32)


def nr_license():
    return g.hexs(36) + "NRAL"


def honeycomb():
    return g.s(B62, 22)


def influx():
    return g.b64(64)


def glc():
    return "glc_" + g.b64(r.choice([60, 72, 90])).rstrip("=")


def axiom():
    return "xaat-" + g.uuid()


def pw():
    return g.pw()


def comment():
    return g.pick(["", "# managed by hand until the helm chart lands\n", "# TODO move to secret store\n",
                   "# copied from the wiki, 2026-09\n", "## DO NOT COMMIT (oops)\n", "# staging values\n"])


# ---------------------------------------------------------------- secrets: each returns (class, text, secret)
def t_prom_basic():
    p = pw()
    job = svc()
    return "structural", f"""{comment()}scrape_configs:
  - job_name: '{job}'
    scheme: https
    metrics_path: /metrics
    basic_auth:
      username: {user()}
      password: {p}
    static_configs:
      - targets: ['{job}.svc:9{r.randint(100, 999)}']
""", p


def t_prom_remote_write():
    tok = glc()
    inst = r.randint(400000, 2999999)
    return "self-identifying", f"""remote_write:
  - url: https://prometheus-prod-{r.randint(10, 40)}-prod-eu-west-2.grafana.net/api/prom/push
    basic_auth:
      username: {inst}
      password: {tok}
    queue_config:
      max_samples_per_send: 2000
""", tok


def t_prom_bearer():
    tok = g.s(B62, r.choice([32, 40]))
    return "name-context", f"""  - job_name: federate
    honor_labels: true
    metrics_path: '/federate'
    params:
      'match[]': ['{{job="node"}}']
    bearer_token: "{tok}"
    static_configs:
      - targets: ['{host()}:9090']""", tok


def t_alert_slack():
    name, tok, sec = "slack", g.slack_webhook(), None
    sec = tok.rsplit("/", 1)[1]
    return "self-identifying", f"""global:
  resolve_timeout: 5m
  slack_api_url: '{tok}'
route:
  receiver: team-{svc()}
  group_by: ['alertname', 'cluster']
receivers:
  - name: team-{svc()}
    slack_configs:
      - channel: '#alerts-{g.pick(['prod', 'ops', 'sre'])}'
        send_resolved: true
""", sec


def t_alert_pd():
    k = g.hexs(32)
    return "name-context", f"""receivers:
- name: pager
  pagerduty_configs:
  - routing_key: {k}
    severity: '{{{{ if eq .Status "firing" }}}}critical{{{{ else }}}}info{{{{ end }}}}'
""", k


def t_alert_smtp():
    p = pw()
    return "name-context", f"""global:
  smtp_smarthost: 'smtp.{g.pick(['mailgun.org', 'office365.com', 'corp.example'])}:587'
  smtp_from: 'alertmanager@{host()}'
  smtp_auth_username: 'alerts@corp.example'
  smtp_auth_password: '{p}'
  smtp_require_tls: true""", p


def t_opsgenie():
    k = g.uuid()
    return "name-context", f"""    opsgenie_configs:
      - api_key: {k}
        api_url: https://api.eu.opsgenie.com/
        priority: P2
        tags: '{svc()},prometheus'""", k


def t_grafana_ds():
    p = pw()
    return "name-context", f"""apiVersion: 1
datasources:
  - name: Elasticsearch-{svc()}
    type: elasticsearch
    url: https://{host()}:9200
    basicAuth: true
    basicAuthUser: {user()}
    jsonData:
      index: 'logs-*'
      timeField: '@timestamp'
    secureJsonData:
      basicAuthPassword: {p}
""", p


def t_grafana_ini():
    p = pw()
    sect = g.pick(["security", "smtp"])
    if sect == "security":
        return "name-context", f"""[server]
root_url = https://{host()}/grafana/
[security]
admin_user = admin
admin_password = {p}
disable_gravatar = true
""", p
    return "name-context", f"""[smtp]
enabled = true
host = smtp.corp.example:587
user = grafana@corp.example
password = \"\"\"{p}\"\"\"
from_address = grafana@corp.example
""", p


def t_grafana_dburl():
    p = g.machine_pw()
    return "structural", f"""[database]
url = postgres://grafana:{p}@pg-{r.randint(1, 9)}.db.internal:5432/grafana?sslmode=require
max_open_conn = 20
""", p


def t_grafana_sa():
    tok = g.grafana()
    form = r.randint(0, 2)
    if form == 0:
        return "self-identifying", f"""$ curl -s -H "Authorization: Bearer {tok}" https://{host()}/api/dashboards/uid/node-exp | jq '.meta.version'
{r.randint(3, 90)}""", tok
    if form == 1:
        return "self-identifying", f"""# terraform.tfvars (grafana provider)
grafana_url  = "https://grafana.{g.pick(['corp', 'ops', 'acme'])}.example"
grafana_auth = "{tok}"
""", tok
    return "self-identifying", f"""GF_SA_TOKEN={tok} grafana-backup save --config grafana_backup.json
[2026-11-30 22:14:03] saved 41 dashboards, 7 folders""", tok


def t_fluentbit_es():
    p = pw()
    return "structural", f"""[OUTPUT]
    Name            es
    Match           kube.*
    Host            {host()}
    Port            9243
    HTTP_User       {user()}
    HTTP_Passwd     {p}
    tls             On
    Logstash_Format On
    Suppress_Type_Name On
""", p


def t_fluentbit_dd():
    k = dd_key()
    return "name-context", f"""[OUTPUT]
    Name        datadog
    Match       *
    Host        http-intake.logs.datadoghq.eu
    TLS         on
    compress    gzip
    apikey      {k}
    dd_service  {svc()}
    dd_source   fluent-bit
""", k


def t_fluentd():
    p = pw()
    form = r.randint(0, 1)
    if form == 0:
        return "name-context", f"""<match app.**>
  @type elasticsearch
  host {host()}
  port 9200
  scheme https
  user {user()}
  password {p}
  logstash_format true
  <buffer>
    flush_interval 10s
  </buffer>
</match>""", p
    tok = g.s(string.ascii_letters, 32)
    return "name-context", f"""<match **>
  @type logzio_buffered
  endpoint_url https://listener-eu.logz.io:8071?token={tok}&type=fluentd
  output_include_time true
</match>""", tok


def t_vector_dd():
    k = dd_key()
    form = r.randint(0, 1)
    if form == 0:
        return "name-context", f"""[sinks.datadog_logs]
type = "datadog_logs"
inputs = ["parse_{svc().replace('-', '_')}"]
default_api_key = "{k}"
site = "datadoghq.eu"
compression = "gzip"
""", k
    return "name-context", f"""sinks:
  dd_metrics:
    type: datadog_metrics
    inputs: [host_metrics]
    default_api_key: {k}
""", k


def t_vector_http():
    p = pw()
    return "structural", f"""[sinks.archive]
type = "http"
inputs = ["remap_all"]
uri = "https://{host()}/ingest/v2"
encoding.codec = "json"
auth.strategy = "basic"
auth.user = "{user()}"
auth.password = "{p}"
""", p


def t_logstash():
    p = pw()
    return "structural", f"""output {{
  elasticsearch {{
    hosts => ["https://{host()}:9200"]
    user => "{user()}"
    password => "{p}"
    index => "{svc()}-%{{+YYYY.MM.dd}}"
    ssl_certificate_authorities => ["/etc/logstash/ca.crt"]
  }}
}}""", p


def t_filebeat_cloud():
    p = pw()
    cid = "prod-logs:" + g.b64(60)
    return "structural", f"""filebeat.inputs:
- type: filestream
  id: nginx-access
  paths: [/var/log/nginx/access.log]
cloud.id: "{cid}"
cloud.auth: "elastic:{p}"
""", p


def t_filebeat_es():
    p = pw()
    return "name-context", f"""output.elasticsearch:
  hosts: ["{host()}:9200"]
  protocol: https
  username: "{user()}"
  password: "{p}"
  ssl.verification_mode: full
""", p


def t_promtail():
    tok = (glc() if r.random() < .5 else g.machine_pw()).replace("/", "_").replace("+", "-")
    inst = r.randint(100000, 999999)
    cls = "structural"
    return cls, f"""server:
  http_listen_port: 9080
positions:
  filename: /tmp/positions.yaml
clients:
  - url: https://{inst}:{tok}@logs-prod-{r.randint(1, 30):03d}.grafana.net/loki/api/v1/push
scrape_configs:
  - job_name: system
    static_configs:
      - targets: [localhost]
        labels: {{job: varlogs, __path__: /var/log/*log}}
""", tok


def t_telegraf():
    t = influx()
    return "name-context", f"""[[outputs.influxdb_v2]]
  urls = ["https://{host()}:8086"]
  token = "{t}"
  organization = "{g.pick(['ops', 'acme', 'home'])}"
  bucket = "telegraf"
""", t


def t_telegraf_mysql():
    p = pw()
    return "structural", f"""[[inputs.mysql]]
  servers = ["monitor:{p}@tcp(db-{r.randint(1, 5)}.internal:3306)/?tls=false"]
  gather_process_list = true
""", p


def t_otel_headers():
    form = r.randint(0, 3)
    if form == 0:
        k = nr_license()
        return "name-context", f"""exporters:
  otlphttp/newrelic:
    endpoint: https://otlp.eu01.nr-data.net
    headers:
      api-key: {k}
service:
  pipelines:
    traces: {{receivers: [otlp], processors: [batch], exporters: [otlphttp/newrelic]}}
""", k
    if form == 1:
        k = honeycomb()
        return "name-context", f"""exporters:
  otlp/honeycomb:
    endpoint: api.honeycomb.io:443
    headers:
      "x-honeycomb-team": "{k}"
""", k
    if form == 2:
        cred = g.b64(r.choice([30, 45]))
        return "structural", f"""exporters:
  otlphttp:
    endpoint: https://otlp-gateway-prod-eu-west-2.grafana.net/otlp
    headers:
      Authorization: "Basic {cred}"
""", cred
    k = axiom()
    return "self-identifying", f"""exporters:
  otlphttp/axiom:
    compression: gzip
    endpoint: https://api.axiom.co
    headers:
      authorization: Bearer {k}
      x-axiom-dataset: {svc()}-traces
""", k


def t_otel_env():
    k = honeycomb()
    form = r.randint(0, 1)
    if form == 0:
        return "structural", f"""export OTEL_SERVICE_NAME={svc()}
export OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io
export OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team={k}"
python -m opentelemetry.instrument uvicorn app:app""", k
    return "structural", f"""  {svc()}:
    image: ghcr.io/corp/{svc()}:1.{r.randint(0, 40)}.{r.randint(0, 9)}
    environment:
      - OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team={k},x-honeycomb-dataset={svc()}
""", k


def t_dd_agent():
    k = dd_key()
    form = r.randint(0, 2)
    if form == 0:
        return "name-context", f"""## datadog.yaml
api_key: {k}
site: datadoghq.com
logs_enabled: true
apm_config:
  enabled: true
process_config:
  process_collection:
    enabled: false
""", k
    if form == 1:
        return "name-context", f"""$ docker run -d --name dd-agent \\
    -e DD_API_KEY={k} \\
    -e DD_SITE="datadoghq.eu" \\
    -v /var/run/docker.sock:/var/run/docker.sock:ro \\
    gcr.io/datadoghq/agent:7
{g.hexs(64)}""", k
    app = g.hexs(40)
    return "name-context", f"""$ curl -s "https://api.datadoghq.com/api/v1/monitor" \\
    -H "DD-API-KEY: ${{DD_API_KEY}}" -H "DD-APPLICATION-KEY: {app}" | jq length
{r.randint(5, 300)}""", app


def t_dd_query():
    k = dd_key()
    return "structural", f"""curl -X POST "https://http-intake.logs.datadoghq.com/api/v2/logs?dd-api-key={k}&ddsource=cron" \\
  -H "Content-Type: application/json" \\
  -d '[{{"message":"nightly export done","service":"{svc()}"}}]'""", k


def t_sentry_dsn():
    k = g.hexs(32)
    form = r.randint(0, 2)
    dsn = f"https://{k}@o{r.randint(100000, 999999)}.ingest.{g.pick(['', 'de.'])}sentry.io/{r.randint(1000000, 9999999)}"
    if form == 0:
        return "structural", f"""sentry_sdk.init(
    dsn="{dsn}",
    traces_sample_rate=0.2,
    environment="production",
)""", k
    if form == 1:
        return "structural", f"""SENTRY_DSN={dsn}
SENTRY_ENVIRONMENT=staging
SENTRY_TRACES_SAMPLE_RATE=0.05""", k
    return "structural", f"""[2026-11-29 08:41:17,332] DEBUG sentry_sdk.transport: Sending envelope to {dsn.replace('https://', 'https://').replace(k + '@', k + '@')}
[2026-11-29 08:41:17,498] DEBUG sentry_sdk.transport: envelope accepted (200)""", k


def t_sentry_auth():
    tok = g.sentry() if r.random() < .5 else "sntryu_" + g.hexs(64)
    return "self-identifying", f"""# .sentryclirc
[defaults]
org = {g.pick(['acme', 'lagoon', 'northwind'])}
project = {svc()}
[auth]
token = {tok}
""", tok


def t_splunk():
    k = g.uuid()
    form = r.randint(0, 1)
    if form == 0:
        return "structural", f"""curl -k https://splunk-hec.{g.pick(['corp', 'ops'])}.example:8088/services/collector/event \\
  -H "Authorization: Splunk {k}" \\
  -d '{{"event": "deploy finished", "sourcetype": "_json", "index": "{svc()}"}}'
{{"text":"Success","code":0}}""", k
    return "name-context", f"""[OUTPUT]
    Name         splunk
    Match        *
    Host         splunk-hec.internal
    Port         8088
    Splunk_Token {k}
    TLS          On
""", k


def t_kibana():
    form = r.randint(0, 1)
    if form == 0:
        p = pw()
        return "name-context", f"""server.host: "0.0.0.0"
elasticsearch.hosts: ["https://{host()}:9200"]
elasticsearch.username: "kibana_system"
elasticsearch.password: "{p}"
""", p
    k = g.s(B62, 32)
    return "name-context", f"""xpack.security.encryptionKey: "{k}"
xpack.reporting.roles.enabled: false
""", k


def t_apm():
    t = g.s(B62, r.choice([20, 24, 32]))
    form = r.randint(0, 1)
    if form == 0:
        return "name-context", f"""const apm = require('elastic-apm-node').start({{
  serviceName: '{svc()}',
  secretToken: '{t}',
  serverUrl: 'https://apm.{g.pick(['corp', 'ops'])}.example:8200',
  environment: process.env.NODE_ENV,
}})""", t
    return "name-context", f"""ELASTIC_APM_SERVICE_NAME={svc()}
ELASTIC_APM_SERVER_URL=https://apm.internal:8200
ELASTIC_APM_SECRET_TOKEN={t}""", t


def t_loki_s3():
    if r.random() < .5:
        k = g.aws_akid()
        cls = "self-identifying"
    else:
        k = g.aws_secret()
        cls = "name-context"
    return cls, f"""storage_config:
  aws:
    s3: s3://eu-central-1/loki-chunks-{svc()}
    access_key_id: {'${LOKI_S3_ACCESS_KEY_ID}' if cls == 'name-context' else k}
    secret_access_key: {k if cls == 'name-context' else '${LOKI_S3_SECRET_ACCESS_KEY}'}
  boltdb_shipper:
    active_index_directory: /loki/index
""", k


def t_rsyslog():
    p = pw()
    return "name-context", f"""module(load="omhttp")
action(type="omhttp" server="{host()}" serverport="443" restpath="api/v1/logs"
       usehttps="on" uid="{user()}" pwd="{p}" template="json_lines" batch="on")""", p


def t_zabbix():
    psk = g.hexs(64)
    return "name-context", f"""$ sudo cat /etc/zabbix/zabbix_agentd.psk
{psk}
$ grep ^TLS /etc/zabbix/zabbix_agentd.conf
TLSConnect=psk
TLSAccept=psk
TLSPSKIdentity=PSK {host().split('.')[0]}
TLSPSKFile=/etc/zabbix/zabbix_agentd.psk""", psk


def t_sumo():
    tok = g.b64(r.choice([90, 120])).rstrip("=").replace("+", "A").replace("/", "B") + "=="
    return "structural", f"""# sumologic hosted collector
SUMO_URL="https://endpoint{r.randint(1, 6)}.collection.eu.sumologic.com/receiver/v1/http/{tok}"
tail -F /var/log/app/{svc()}.log | while read l; do curl -s -X POST -d "$l" "$SUMO_URL"; done""", tok


def t_journal_url():
    p = g.machine_pw()
    u = user()
    return "structural", f"""Nov 30 03:12:55 {host().split('.')[0]} vector[1187]: 2026-11-30T03:12:55.201Z ERROR sink{{component_kind="sink" component_id=es_out component_type=elasticsearch}}: vector::internal_events::http_client: HTTP error. error=error trying to connect: tcp connect error: Connection refused (os error 111) endpoint=https://{u}:{p}@{host()}:9200/_bulk
Nov 30 03:12:55 {host().split('.')[0]} vector[1187]: 2026-11-30T03:12:55.202Z  WARN sink{{component_id=es_out}}: vector::sinks::util::retries: Retrying after error.""", p


def t_curl_loki():
    p = g.machine_pw()
    return "structural", f"""$ curl -s -u {user()}:{p} -G "https://{host()}/loki/api/v1/query_range" \\
    --data-urlencode 'query={{app="{svc()}"}} |= "timeout"' --data-urlencode 'limit=20' | jq '.data.result | length'
{r.randint(0, 20)}""", p


def t_filebeat_pem():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    ind = "\n".join("      " + x for x in block.splitlines())
    return "self-identifying", f"""output.logstash:
  hosts: ["{host()}:5044"]
  ssl.certificate: "/etc/filebeat/client.crt"
  ssl.key: |
{ind}
""", line


def t_newrelic():
    if r.random() < .5:
        k = g.newrelic()
        return "self-identifying", f"""$ newrelic profile add --profile ops --region EU --apiKey {k} --accountId {r.randint(1000000, 9999999)}
[INFO] profile ops added""", k
    k = nr_license()
    return "name-context", f"""common: &default_settings
  license_key: '{k}'
  app_name: {svc()} (Production)
  distributed_tracing:
    enabled: true
""", k


def t_betterstack():
    k = g.s(B62, 24)
    return "name-context", f"""# logtail / better stack
LOGTAIL_SOURCE_TOKEN={k}
LOG_LEVEL=info
""", k


def t_graylog():
    p = pw()
    return "name-context", f"""# server.conf
password_secret = ${{GRAYLOG_PASSWORD_SECRET}}
root_username = admin
root_password_sha2 = {g.sha256()}
# plaintext for the ops vault migration, remove after: {p}
elasticsearch_hosts = https://{host()}:9200""", p


def t_chat_paste():
    k = dd_key()
    return "name-context", f"""hey, the agent on web-{r.randint(1, 12)} keeps logging "API Key invalid, dropping transaction". I checked and
DD_API_KEY on the box is {k} — is that the old one from before the rotation?""", k


def t_helm_values():
    p = pw()
    return "name-context", f"""$ helm upgrade --install kps prometheus-community/kube-prometheus-stack -n monitoring \\
    --set grafana.adminPassword='{p}' \\
    --set prometheus.prometheusSpec.retention=15d
Release "kps" has been upgraded. Happy Helming!""", p


def t_loki_push_header():
    cred = g.b64(r.choice([24, 33]))
    return "structural", f"""POST /loki/api/v1/push HTTP/1.1
Host: {host()}
Authorization: Basic {cred}
Content-Type: application/json
X-Scope-OrgID: tenant-{r.randint(1, 40)}

{{"streams":[{{"stream":{{"app":"{svc()}"}},"values":[["{r.randint(1700000000, 1790000000)}000000000","started"]]}}]}}""", cred


SECRET_TEMPLATES = [t_prom_basic, t_prom_remote_write, t_prom_bearer, t_alert_slack, t_alert_pd, t_alert_smtp,
                    t_opsgenie, t_grafana_ds, t_grafana_ini, t_grafana_dburl, t_grafana_sa, t_fluentbit_es,
                    t_fluentbit_dd, t_fluentd, t_vector_dd, t_vector_http, t_logstash, t_filebeat_cloud,
                    t_filebeat_es, t_promtail, t_telegraf, t_telegraf_mysql, t_otel_headers, t_otel_env, t_dd_agent,
                    t_dd_query, t_sentry_dsn, t_sentry_auth, t_splunk, t_kibana, t_apm, t_loki_s3, t_rsyslog,
                    t_zabbix, t_sumo, t_journal_url, t_curl_loki, t_filebeat_pem, t_newrelic, t_betterstack,
                    t_graylog, t_chat_paste, t_helm_values, t_loki_push_header]


# ---------------------------------------------------------------- clean texts
def c_env_refs():
    return g.pick([f"""[OUTPUT]
    Name        datadog
    Match       *
    apikey      ${{DD_API_KEY}}
    dd_service  {svc()}
""", f"""exporters:
  otlphttp:
    endpoint: https://otlp.eu01.nr-data.net
    headers:
      api-key: ${{env:NEW_RELIC_LICENSE_KEY}}
""", f"""basic_auth:
  username: {user()}
  password_file: /etc/prometheus/secrets/{svc()}-scrape-password
""", f"""output.elasticsearch:
  hosts: ["{host()}:9200"]
  username: "${{ES_USER}}"
  password: "${{ES_PWD}}"
""", f"""[sinks.dd]
type = "datadog_logs"
default_api_key = "${{DATADOG_API_KEY}}"
""", f"""    secureJsonData:
      basicAuthPassword: $GRAFANA_ES_PASSWORD
"""])


def c_k8s_secretref():
    return f"""env:
  - name: DD_API_KEY
    valueFrom:
      secretKeyRef:
        name: datadog-secret
        key: api-key
  - name: DD_SITE
    value: datadoghq.eu
  - name: DD_KUBERNETES_KUBELET_HOST
    valueFrom:
      fieldRef:
        fieldPath: status.hostIP"""


def c_trace_log():
    return f"""{{"ts":"2026-11-30T11:{r.randint(10, 59)}:{r.randint(10, 59)}.{r.randint(100, 999)}Z","level":"info","service":"{svc()}","trace_id":"{g.hexs(32)}","span_id":"{g.hexs(16)}","msg":"request completed","status":200,"duration_ms":{r.randint(2, 900)}}}"""


def c_metrics():
    return "\n".join([f"# HELP http_requests_total Total HTTP requests", "# TYPE http_requests_total counter"] +
                     [f'http_requests_total{{method="{g.pick(["GET", "POST"])}",code="{g.pick(["200", "404", "500"])}",instance="{g.hexs(12)}"}} {r.randint(1, 99999)}' for _ in range(4)])


def c_dashboard():
    return f"""{{
  "uid": "{g.s(B62, 9)}",
  "title": "{svc()} overview",
  "panels": [{{"id": 2, "type": "timeseries", "datasource": {{"type": "prometheus", "uid": "{g.s(B62, 14)}"}},
     "targets": [{{"expr": "sum(rate(http_requests_total{{job=\\"{svc()}\\"}}[5m]))", "refId": "A"}}]}}],
  "version": {r.randint(1, 80)}
}}"""


def c_image_digest():
    return f"""image:
  repository: grafana/loki
  tag: 3.{r.randint(0, 4)}.{r.randint(0, 9)}@sha256:{g.sha256()}
  pullPolicy: IfNotPresent"""


def c_prose():
    return g.pick([
        "Reminder: the Datadog API key was rotated on Friday. If your agent reports 403s, pull the new value from the vault path ops/datadog and restart the agent; don't paste it in here.",
        "For Grafana, the admin password is set through GF_SECURITY_ADMIN_PASSWORD from the Kubernetes secret, never in grafana.ini. The ini in the repo has `admin_password = ` left empty on purpose.",
        "Promtail can't read password files in older versions, so we use the env expansion flag: `-config.expand-env=true` and `password: ${LOKI_PASSWORD}`.",
        "Why do our Fluent Bit pods log 'HTTP status=401 URI=/_bulk'? Usually the HTTP_Passwd secret got re-created without the trailing newline fix. Check the secret's checksum annotation.",
        "Passwords for the monitoring users are rotated every 90 days; the rotation job updates the secret and bumps the pod annotation so the collector restarts.",
        "The Sentry DSN is not a secret per se (it's in every browser bundle), but the auth token used by sentry-cli is — keep that one in CI secrets only."])


def c_cloud_id():
    return f"""cloud.id: "observability-deployment:{g.b64(72)}"
cloud.auth: "${{ELASTIC_CLOUD_AUTH}}"
setup.ilm.enabled: true"""


def c_placeholder():
    return g.pick([
        """global:
  slack_api_url: 'https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX'
""", """## datadog.yaml.example
api_key: <YOUR_DATADOG_API_KEY>
site: datadoghq.com
""", """[[outputs.influxdb_v2]]
  urls = ["http://127.0.0.1:8086"]
  token = "$INFLUX_TOKEN"
  organization = "example-org"
""", """clients:
  - url: https://<user>:<api-token>@logs-prod-eu-west-0.grafana.net/loki/api/v1/push
""", """SENTRY_DSN=https://examplePublicKey@o0.ingest.sentry.io/0
""", """elasticsearch.password: "changeme"   # replaced by the entrypoint from ELASTIC_PASSWORD
"""])


def c_journal():
    n = host().split('.')[0]
    return f"""Nov 30 04:00:01 {n} systemd[1]: Starting Vector log shipper...
Nov 30 04:00:01 {n} vector[2231]: 2026-11-30T04:00:01.441Z  INFO vector::app: Loading configs. paths=["/etc/vector/vector.toml"]
Nov 30 04:00:01 {n} vector[2231]: 2026-11-30T04:00:01.530Z  INFO vector::topology::running: Running healthchecks.
Nov 30 04:00:01 {n} vector[2231]: 2026-11-30T04:00:01.533Z  INFO vector: Vector has started. debug="false" version="0.4{r.randint(0, 3)}.0" arch="x86_64" revision="{g.hexs(7)} 2026-10-2{r.randint(0, 9)}"
Nov 30 04:00:02 {n} vector[2231]: 2026-11-30T04:00:02.001Z  INFO vector::topology::builder: Healthcheck passed."""


def c_alert_rule():
    return f"""groups:
- name: {svc()}.rules
  rules:
  - alert: HighErrorRate
    expr: sum(rate(http_requests_total{{code=~"5..",job="{svc()}"}}[5m])) / sum(rate(http_requests_total{{job="{svc()}"}}[5m])) > 0.05
    for: 10m
    labels: {{severity: page}}
    annotations:
      summary: "5xx above 5% on {{{{ $labels.instance }}}}"
      runbook_url: https://wiki.corp.example/runbooks/{g.uuid()}"""


def c_tls_pub():
    return f"""$ openssl x509 -in /etc/filebeat/client.crt -noout -fingerprint -sha256 -serial
sha256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}
serial={g.hexs(32).upper()}"""


def c_otel_ok():
    return f"""2026-11-30T09:{r.randint(10, 59)}:02.118Z	info	service@v0.11{r.randint(0, 4)}.0/service.go:213	Everything is ready. Begin running and processing data.
2026-11-30T09:{r.randint(10, 59)}:07.120Z	info	TracesExporter	{{"kind": "exporter", "data_type": "traces", "name": "debug", "resource spans": 1, "spans": {r.randint(1, 60)}}}
trace_id={g.hexs(32)} span_id={g.hexs(16)} parent={g.hexs(16)}"""


def c_pd_ids():
    return f"""$ pd incident list --statuses triggered
ID              Title                                       Service              Urgency
{g.s(string.ascii_uppercase + string.digits, 14)}  HighErrorRate {svc()}                  {svc()}-prod         high
{g.s(string.ascii_uppercase + string.digits, 14)}  DiskFillingUp node-{r.randint(1, 9)}                  infra                low"""


def c_hashed():
    return f"""# graylog server.conf (hashed, generated with: echo -n "$PW" | sha256sum)
root_username = admin
root_password_sha2 = ${{GRAYLOG_ROOT_PASSWORD_SHA2}}
# example digest from the docs: {g.sha256()}"""


CLEAN_TEMPLATES = [c_env_refs, c_k8s_secretref, c_trace_log, c_metrics, c_dashboard, c_image_digest, c_prose,
                   c_cloud_id, c_placeholder, c_journal, c_alert_rule, c_tls_pub, c_otel_ok, c_pd_ids, c_hashed]


def main() -> None:
    secrets = []
    i = 0
    while len(secrets) < 250:
        secrets.append(SECRET_TEMPLATES[i % len(SECRET_TEMPLATES)]())
        i += 1
        if i % len(SECRET_TEMPLATES) == 0:
            r.shuffle(SECRET_TEMPLATES)
    clean, seen, i = [], set(), 0
    while len(clean) < 100:  # cycle the templates, skipping exact repeats
        t = CLEAN_TEMPLATES[i % len(CLEAN_TEMPLATES)]()
        i += 1
        if t not in seen:
            seen.add(t)
            clean.append(t)
    write(Path(__file__).resolve().parent, FAM, secrets, clean)


if __name__ == "__main__":
    main()
