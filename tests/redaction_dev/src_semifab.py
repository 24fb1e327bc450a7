#!/usr/bin/env python3
"""Blind round 59, source "semifab": semiconductor fabs (MES, SECS/GEM and EDA equipment links, recipe servers,
metrology, FDC and yield tools). Written by the helper "corpora31"; imports only the standard library and _tokens.
Every value is random and made up. Run: python3 src_semifab.py  (writes semifab_secrets.jsonl, semifab_clean.jsonl)."""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, URLSAFE, Gen

FAMILY = "semifab"
OUT = Path(__file__).resolve().parent
g = Gen(590101)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits

SECRETS: list[tuple[str, str, list[str]]] = []
CLEAN: list[str] = []


def S(cls: str, text: str, *vals: str) -> None:
    SECRETS.append((cls, text, list(dict.fromkeys(vals))))


def C(text: str) -> None:
    CLEAN.append(text)


def P(seq):
    return R.choice(seq)


def digits(n: int) -> str:
    return "".join(R.choice(DIG) for _ in range(n))


WORDS = ["wafer", "litho", "etch", "stepper", "reticle", "cleanroom", "bunny", "photon", "silicon", "dopant",
         "anneal", "furnace", "plasma", "scanner", "krypton", "argon", "yield", "notch", "foup", "spinner",
         "Cobalt", "Tungsten", "Hafnium", "Gallium", "Indium", "Boron", "Xenon", "Fab12", "Dresden", "Hsinchu"]


def wordpw() -> str:
    return P(WORDS).capitalize() + digits(R.randint(2, 4)) + P(["", "!", "#", "@", ".", "_", "*"])


def legacy() -> str:
    return g.s(LOW, R.randint(4, 7)) + digits(R.randint(1, 3))


def upw() -> str:
    """URL- and XML-safe password."""
    k = R.randint(0, 3)
    if k == 0:
        return g.s(B62, R.randint(12, 24))
    if k == 1:
        return P(WORDS) + digits(R.randint(2, 4)) + P(["-", "_", "."]) + g.s(LOW, 3)
    if k == 2:
        return g.s(B62 + "-_.", R.randint(16, 30))
    return legacy()


def pw() -> str:
    return P([g.pw, g.pw, upw, wordpw, legacy])()


def phrase() -> str:
    return "-".join(P(["quartz", "ingot", "epi", "oxide", "nitride", "gate", "trench", "via", "bump", "probe",
                       "dicing", "sputter", "ion", "implant", "reflow"]) for _ in range(R.randint(3, 4))) + digits(2)


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def influx() -> str:
    return g.b64(64)


def user() -> str:
    return P(["svc_mesint", "fdc_collector", "rcpadm", "yield_ro", "wip_reader", "edaclient", "ams_host",
              "mes_batch", "spc_writer", "klarity", "promis_ro", "opcenter_api", "tcadm", "svc-rms"])


def tool() -> str:
    return P(["ETCH", "CMP", "LITHO", "IMP", "CVD", "PVD", "DIFF", "WET", "MET", "CDSEM", "OVL", "PROBE"]) + \
        f"{R.randint(1, 40):02d}"


def lot() -> str:
    return P(["N", "P", "Q", "T", "W"]) + g.s(string.ascii_uppercase + DIG, 1) + g.s(string.ascii_uppercase, 1) + \
        digits(3) + "." + str(R.randint(1, 9))


def foup() -> str:
    return P(["FP", "FX", "CAR"]) + digits(5)


def host() -> str:
    return P(["mes-fab12", "promis-db01", "rms01", "rms-fab3", "eda-gw02", "yielddb", "fdc-kafka01",
              "pi-hist02", "klarity-db", "spc-app03", "ams-mcs01", "wipcache", "exensio-app"]) + \
        P([".fab.internal", ".corp.example", ".fab12.example.net", ""])


def hook_bash(cmd: str, out: str = "") -> str:
    return json.dumps({"session_id": g.uuid(), "transcript_path": f"/home/eng/.claude/projects/-srv-fab/{g.uuid()}.jsonl",
                       "cwd": P(["/srv/fab/mes-integration", "/opt/yield/loader", "/home/eng/fdc-pipeline"]),
                       "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd, "description": P(["Check connectivity", "Run loader",
                                                                          "Inspect config", "Test login"])},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}},
                      ensure_ascii=False)


def hook_read(path: str, content: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                   "numLines": content.count("\n") + 1,
                                                                   "startLine": 1}}}, ensure_ascii=False)


def hook_edit(path: str, old: str, new: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
                       "tool_input": {"file_path": path, "old_string": old, "new_string": new}}, ensure_ascii=False)


def ts() -> str:
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:" \
           f"{R.randint(0, 59):02d}"


# ---------------------------------------------------------------- secret templates
def s_env_opcenter():
    p = pw()
    u = user()
    S("name-context", f"""# Opcenter Execution Semiconductor - integration service ({P(['fab12', 'fab3', 'pilot line'])})
OPC_EX_BASE_URL=https://{host()}/CamstarWS/
OPC_EX_USER={u}
OPC_EX_PASSWORD={p}
OPC_EX_TIMEOUT_S=30
WIP_POLL_INTERVAL=15""", p)


def s_jdbc_oracle():
    p = upw()
    u = P(["mesro", "promis", "wip_ro", "fwadmin", "mes_batch"])
    S("structural", f"""spring:
  datasource:
    url: jdbc:oracle:thin:{u}/{p}@//{host()}:1521/{P(['PROMISP', 'MESPRD', 'FWPROD', 'WIPDB'])}
    driver-class-name: oracle.jdbc.OracleDriver
    hikari:
      maximum-pool-size: 12""", p)


def s_eda_python():
    p = pw()
    t = tool()
    S("name-context", f"""# collect FDC traces from {t} over Interface A (SEMI E120/E125/E132)
from fab_eda import EdaClient, DataCollectionPlan

client = EdaClient(
    url="https://{t.lower()}-eda.fab.internal:8443/EDA/E132",
    user="fdc_collector",
    password="{p}",
    verify="/etc/pki/fab/eda-ca.pem",
)
dcp = DataCollectionPlan.load("dcp/{t.lower()}_chamber_pressure.xml")
client.activate(dcp)""", p)


def s_eda_xml():
    p = upw()
    S("name-context", f"""<?xml version="1.0" encoding="utf-8"?>
<EdaClientConfiguration>
  <Equipment id="{tool()}" endpoint="https://eda-gw02.fab.internal:5443/EquipmentNode"/>
  <Session>
    <ClientId>FDC-COLLECTOR-{R.randint(1, 9)}</ClientId>
    <UserName>edaclient</UserName>
    <Password>{p}</Password>
    <HeartbeatSeconds>30</HeartbeatSeconds>
  </Session>
</EdaClientConfiguration>""", p)


def s_ftp_recipe():
    p = upw()
    r = P(["ETCH_POLY_45", "CMP_CU_B2", "LITHO_M1_193i", "IMP_PSD_LOW", "CVD_TEOS_6K"])
    cmd = f"curl -T recipes/{r}.rcp ftp://rcpadm:{p}@{host()}/{P(['LITHO', 'ETCH', 'CMP'])}/{P(['ASML', 'TEL', 'LAM', 'AMAT'])}/"
    S("structural", P([cmd, f"$ {cmd}\n  % Total    % Received % Xferd  Average Speed   Time\n100 48213    0     0  100 48213      0   310k --:--:-- --:--:-- --:--:--  312k",
                       hook_bash(cmd, "100 48213    0     0  100 48213      0   310k")]), p)


def s_net_use():
    p = pw().replace("&", "9")
    S("structural", f"""REM map the recipe share on the tool controller ({tool()})
net use R: \\\\rms01\\recipes /user:FAB\\svc_recipe {p} /persistent:no
xcopy R:\\{P(['TEL', 'LAM', 'KLA'])}\\*.rcp C:\\Recipes\\incoming /D /Y""", p)


def s_klarity_ini():
    p = pw()
    S("name-context", f"""[Database]
Server=klarity-db.fab.internal
Port=1433
Catalog=KlarityACE
UID=klarity
PWD={p}

[Import]
KlarfDir=\\\\metro-nas\\klarf\\inbox
PollSeconds=60""", p)


def s_sqlserver_conn():
    p = upw()
    db = P(["YieldDW", "SPC", "FdcSummary", "MetrologyStage"])
    S("structural", f"""{{
  "ConnectionStrings": {{
    "{db}": "Server=tcp:{host()},1433;Database={db};User Id={P(['yield_etl', 'spc_writer', 'metro_loader'])};Password={p};Encrypt=True;TrustServerCertificate=True"
  }},
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}
}}""", p)


def s_exensio():
    t = g.b64url(32)
    S("name-context", f"""# .env for the Exensio export job
EXENSIO_HOST=https://exensio-app.fab12.example.net
EXENSIO_API_TOKEN={t}
EXENSIO_PROJECT=N4_yield_learning
EXPORT_DIR=/data/exensio/export""", t)


def s_pi_requests():
    p = pw()
    S("structural", f"""import requests
from requests.auth import HTTPBasicAuth

PI = "https://pi-hist02.fab.internal/piwebapi"
auth = HTTPBasicAuth("FAB\\\\pi_reader", "{p}")
r = requests.get(f"{{PI}}/points?path=\\\\\\\\PIHIST02\\\\SUBFAB.CHILLER{R.randint(1, 9)}.SUPPLY_T", auth=auth, verify=False)
print(r.json()["WebId"])""", p)


def s_pi_basic():
    u = P(["pi_reader", "svc_fdc", "historian"])
    p = upw()
    b = basic(u, p)
    S("structural", f"""$ curl -s -H "Authorization: Basic {b}" \\
    "https://pi-hist02.fab.internal/piwebapi/streams/F1DP{g.s(URLSAFE, 22)}/recorded?startTime=*-1h"
{{"Items":[{{"Timestamp":"{ts()}Z","Value":{R.uniform(10, 30):.3f},"Good":true}}]}}""", b)


def s_kafka_jaas():
    p = pw()
    S("name-context", f"""# fdc-trace-consumer.properties
bootstrap.servers=fdc-kafka01:9094,fdc-kafka02:9094
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\
    username="fdc-consumer" \\
    password="{p}";
group.id=fdc-trace-etch""", p)


def s_aws():
    ak = g.aws_akid()
    sk = g.aws_secret()
    S("self-identifying", f"""[wafermap-upload]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
region = {P(['us-west-2', 'ap-northeast-1', 'eu-central-1'])}
# used by the KLARF -> parquet uploader on metro-nas""", ak, sk)


def s_slack_hook():
    name, tok, part = g.slack_webhook(), None, None
    url = name
    part = url.rsplit("/", 1)[1]
    S("self-identifying", f"""def notify_excursion(lot, param, value, ucl):
    # yield excursion -> #fab12-excursions
    requests.post("{url}",
                  json={{"text": f":rotating_light: {{lot}} {{param}}={{value}} > UCL {{ucl}}"}})""", part)


def s_gitlab():
    t = g.gitlab()
    S("self-identifying", f"""# .gitlab-ci.yml of recipe-as-code
sync-recipes:
  stage: deploy
  script:
    - git clone https://oauth2:{t}@gitlab.fab.internal/automation/recipes.git
    - python tools/push_to_rms.py --area {P(['ETCH', 'LITHO', 'CMP'])}""", t)


def s_jwt_bearer():
    j = g.jwt(P(["yield-portal", "spc-ui", "wip-dashboard"]))
    S("self-identifying", f"""GET /api/v3/lots/{lot()}/wafers?include=bins HTTP/1.1
Host: yield.fab12.example.net
Authorization: Bearer {j}
Accept: application/json""", j)


def s_pem():
    block, line = g.pem(P(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    S("self-identifying", f"""# E132 client identity for the FDC collector (installed on eda-gw02)
# /etc/pki/fab/eda-client.key
{block}""", line)


def s_toolpc_ticket():
    p = pw()
    t = tool()
    S("name-context", f"""JIRA FABAUT-{R.randint(1000, 9999)}  {t} controller reimaged
Vendor FSE finished the reimage at {R.randint(1, 12)}:{R.randint(10, 59)}. Local admin on the tool PC is back to the
site standard, login Administrator, password {p} (please rotate after the EDA client is reinstalled).
SECS/GEM HSMS settings restored: device id {R.randint(0, 5)}, port 5000, passive.""", p)


def s_vnc():
    p = g.s(B62, 8)
    S("name-context", f"""| tool | HMI host | VNC port | VNC pwd |
|------|----------|----------|---------|
| {tool()} | 10.{R.randint(10, 40)}.{R.randint(1, 250)}.{R.randint(2, 250)} | 5900 | {p} |
(view-only pwd is separate, ask the area owner)""", p)


def s_teamviewer():
    p = g.s(LOW + DIG, R.randint(6, 10))
    S("name-context", f"""Hi team, {P(['KLA', 'Hitachi', 'Onto', 'TEL'])} support needs remote access to the {tool()} review station tomorrow
07:00. TeamViewer ID: {digits(1)} {digits(3)} {digits(3)} {digits(3)}, password: {p}
Please have someone in gown at the tool to accept the session.""", p)


def s_ja_chat():
    p = pw()
    S("name-context", f"""[{tool()}] 装置PCのEDAクライアントを再設定しました。サービスアカウントは edaclient、パスワードは {p} です。
明日の朝シフトで接続確認をお願いします。""", p)


def s_ko_chat():
    p = pw()
    S("name-context", f"""MES 테스트 계정 정보 공유드립니다.
ID: {user()}
비밀번호: {p}
테스트 끝나면 바로 변경해주세요.""", p)


def s_zh_chat():
    p = upw()
    S("name-context", f"""RMS 配方伺服器帳號 rmsadm 密碼 {p}，今晚 22:00 後要換掉，請先不要外流。""", p)


def s_de_mail():
    p = pw()
    S("name-context", f"""Betreff: Zugang Rezeptserver Linie 2

Hallo zusammen,
das Passwort für den Servicebenutzer svc_recipe auf rms-fab3 lautet ab heute {p}.
Bitte nicht in Confluence ablegen.
Grüße aus Dresden""", p)


def s_fr_mail():
    p = pw()
    S("name-context", f"""Bonjour,
suite au changement de politique, le mot de passe du compte de service FDC ({P(['fdc_col', 'svc_fdc'])}) est
désormais : {p}
Merci de mettre à jour le collecteur sur les outils {tool()} et {tool()}.""", p)


def s_ms_chat():
    p = wordpw()
    S("name-context", f"""Kata laluan untuk akaun AMHS mcsop telah ditukar kepada {p} - sila kemas kini konsol Daifuku.""", p)


def s_he_chat():
    p = pw()
    S("name-context", f"""הסיסמה החדשה למשתמש yield_ro במסד הנתונים היא {p} — לא לשתף מחוץ לצוות""", p)


def s_hook_sqlplus():
    p = upw()
    cmd = f"sqlplus -S mesadm/{p}@{P(['MESPRD', 'PROMISP', 'FWPROD'])} @sql/hold_lots.sql"
    S("structural", hook_bash(cmd, f"LOT_ID      STATE   HOLD_CODE\n{lot()}  ONHOLD  QA-SPC\n{lot()}  ONHOLD  ENG-{R.randint(10, 99)}\n\n2 rows selected."), p)


def s_hook_read_appsettings():
    p = upw()
    content = f"""{{
  "Mes": {{ "Endpoint": "https://{host()}/mesapi", "Site": "FAB12" }},
  "ConnectionStrings": {{
    "Wip": "Data Source={host()};Initial Catalog=WIP;User ID=wip_svc;Password={p}"
  }}
}}"""
    S("structural", hook_read("/srv/fab/mes-integration/appsettings.Production.json", content), p)


def s_k8s_secret():
    p = pw()
    S("name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: yield-api-db
  namespace: yield
type: Opaque
stringData:
  DB_HOST: yielddb.fab.internal
  DB_USER: yield_api
  DB_PASSWORD: "{p}"
""", p)


def s_k8s_b64():
    p = upw()
    b = base64.b64encode(p.encode()).decode()
    S("name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: rms-ftp
data:
  username: {base64.b64encode(b'rcpadm').decode()}
  password: {b}
""", b)


def s_tf():
    p = upw()
    S("name-context", f"""resource "aws_db_instance" "yield_dw" {{
  identifier        = "yield-dw-{P(['prod', 'stage'])}"
  engine            = "postgres"
  instance_class    = "db.r6g.2xlarge"
  username          = "yield_admin"
  password          = "{p}"
  allocated_storage = 2000
}}""", p)


def s_toml():
    t = influx()
    S("name-context", f"""[historian]
url = "https://influx-fdc.fab.internal:8086"
org = "fab12"
bucket = "chamber_traces"
token = "{t}"

[collector]
tools = ["{tool()}", "{tool()}", "{tool()}"]""", t)


def s_ini_stdf():
    p = legacy()
    S("name-context", f"""; stdf_loader.ini  - pulls ATE results from the test floor
[ftp]
host=ate-ftp.test.fab.internal
user={P(['teradyne', 'advantest', 'ate'])}
passwd={p}
remote_dir=/STDF/{P(['J750', 'V93K', 'UltraFLEX'])}

[db]
dsn=YIELD_STAGE""", p)


def s_props():
    p = pw()
    S("name-context", f"""# mes-adapter application.properties
mes.ws.url=https://{host()}/FactoryWorks/services/WipService
mes.ws.username=mes_batch
mes.ws.password={p}
mes.ws.site=FAB3
tibco.rv.service=7500""", p)


def s_tibco_xml():
    p = upw()
    S("name-context", f"""<bean id="emsConnectionFactory" class="com.tibco.tibjms.TibjmsConnectionFactory">
  <property name="serverUrl" value="ssl://ems-fab.fab.internal:7243"/>
  <property name="userName" value="mes_events"/>
  <property name="userPassword" value="{p}"/>
</bean>""", p)


def s_csharp_cred():
    p = pw().replace("\\", "")
    S("structural", f"""// AMHS / MCS bridge: report carrier moves to the MES
var cred = new NetworkCredential("svc_ams", "{p}", "FAB");
using var client = new HttpClient(new HttpClientHandler {{ Credentials = cred }});
var resp = await client.PostAsync("https://ams-mcs01.fab.internal/mcs/api/transfer", body);""", p)


def s_go_dsn():
    p = upw()
    S("structural", f"""db, err := sql.Open("sqlserver", "sqlserver://yield_etl:{p}@yielddb.fab.internal:1433?database=YieldDW&encrypt=true")
if err != nil {{
    log.Fatalf("open yield db: %v", err)
}}""", p)


def s_java_dm():
    p = pw()
    S("structural", f"""Connection c = DriverManager.getConnection(
        "jdbc:oracle:thin:@//promis-db01:1521/PROMISP",
        "wip_ro",
        "{p}");
PreparedStatement ps = c.prepareStatement("SELECT LOTID, STAGE, QTY FROM ACTL WHERE LOTID LIKE ?");""", p)


def s_shell_influx():
    t = influx()
    S("name-context", f"""eng@fdc-util01:~$ export INFLUX_TOKEN={t}
eng@fdc-util01:~$ influx query 'from(bucket:"chamber_traces") |> range(start:-5m) |> limit(n:3)'""", t)


def s_log_leak():
    p = pw()
    S("name-context", f"""{ts()}.{R.randint(100, 999)} WARN  [EdaSessionManager] login rejected by equipment node {tool()}: user=fdc_col pass={p} reason=E132_AUTH_FAILED
{ts()}.{R.randint(100, 999)} INFO  [EdaSessionManager] retry in 30 s""", p)


def s_ora_trace():
    p = upw()
    S("structural", f"""Traceback (most recent call last):
  File "/opt/yield/loader/load_wip.py", line 88, in <module>
    engine = create_engine("oracle+cx_oracle://mes_batch:{p}@promis-db01:1521/?service_name=PROMISP")
  File "/opt/yield/venv/lib/python3.11/site-packages/sqlalchemy/engine/create.py", line 552, in create_engine
sqlalchemy.exc.DatabaseError: (cx_Oracle.DatabaseError) ORA-01017: invalid username/password; logon denied""", p)


def s_http_login():
    p = pw()
    S("name-context", f"""POST /api/v2/auth/login HTTP/1.1
Host: spc-app03.fab.internal
Content-Type: application/json

{{"username": "{user()}", "password": "{p}", "site": "FAB12"}}""", p)


def s_diff():
    p = pw()
    S("name-context", f"""diff --git a/deploy/fdc/values-prod.yaml b/deploy/fdc/values-prod.yaml
@@ -12,7 +12,7 @@ collector:
   eda:
     user: edaclient
-    password: changeme
+    password: {p}
   kafka:
     brokers: fdc-kafka01:9094""", p)


def s_notebook():
    p = pw()
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["import oracledb\n", f"conn = oracledb.connect(user=\"yield_ana\", password=\"{p}\", dsn=\"yielddb:1521/YLD\")\n",
                       "df = pd.read_sql(\"SELECT * FROM WAFER_BIN WHERE LOT_ID = :1\", conn, params=[lot])\n"],
            "outputs": []}
    S("name-context", json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4,
                                  "nbformat_minor": 5}, indent=1), p)


def s_runbook():
    p = pw()
    S("name-context", f"""## AMHS: MCS not answering
1. RDP to ams-mcs01 (jump host jh-fab12).
2. Log in to the Daifuku console as `mcsop` (pw `{p}`).
3. Restart the `MCS Host Interface` service, then check carrier {foup()} is reported again.""", p)


def s_fse_mail():
    p = pw()
    S("name-context", f"""From: fab-it@fab12.example.net
Subject: temporary FSE login for {tool()}

Your temporary account for the vendor network segment:
  user: fse_{P(['kla', 'lam', 'tel', 'asml'])}{R.randint(1, 9)}
  password: {p}
  valid until {R.randint(1, 28)}.{R.randint(1, 12)}.2027, jump host vendor-jh01""", p)


def s_snmp():
    c = P(WORDS) + digits(3)
    S("name-context", f"""! tool-LAN switch bay {R.randint(1, 20)} (equipment network)
snmp-server community {c} RW 90
snmp-server location FAB12-CR-BAY{R.randint(1, 20)}
interface GigabitEthernet1/0/{R.randint(1, 48)}
 description {tool()}-HSMS""", c)


def s_opcua():
    p = pw()
    S("name-context", f"""from asyncua import Client

async def read_scrubber():
    c = Client("opc.tcp://subfab-plc{R.randint(1, 9)}.fac.internal:4840")
    c.set_user("fms_reader")
    c.set_password("{p}")
    async with c:
        return await c.get_node("ns=2;s=Scrubber{R.randint(1, 9)}.InletTemp").read_value()""", p)


def s_ldap():
    p = upw()
    S("structural", f"""$ ldapsearch -H ldaps://dc01.fab.internal -D "CN=svc_mesbind,OU=Service,DC=fab,DC=internal" -w {p} -b "OU=Operators,DC=fab,DC=internal" "(badge={digits(6)})" cn""", p)


def s_azure_blob():
    k = g.b64(64)
    S("structural", f"""SEM_IMAGE_STORE="DefaultEndpointsProtocol=https;AccountName=semimages{digits(3)};AccountKey={k};EndpointSuffix=core.windows.net"
""", k)


def s_grafana():
    t = g.grafana()
    S("self-identifying", f"""# provision FDC dashboards
curl -X POST https://grafana.fab.internal/api/dashboards/db \\
  -H "Authorization: Bearer {t}" -H "Content-Type: application/json" \\
  -d @dashboards/chamber_health.json""", t)


def s_pip_index():
    p = upw()
    S("structural", f"""# requirements install on the tool-automation build agent
pip install --index-url https://ci-auto:{p}@artifactory.fab.internal/api/pypi/automation/simple secsgem-fab==2.4.1""", p)


def s_redis():
    p = upw()
    S("structural", f"""WIP_CACHE_URL=redis://:{p}@wipcache.fab.internal:6379/2""", p)


def s_mqtt():
    p = upw()
    S("structural", f"""mosquitto_pub -h subfab-mqtt -p 8883 --cafile /etc/ssl/fab-ca.pem -u subfab -P {p} \\
  -t fab12/subfab/pump/{R.randint(1, 60)}/state -m '{{"run":true}}'""", p)


def s_api_key_header():
    k = g.hexs(32)
    S("structural", f"""curl -s https://yieldhub.fab12.example.net/api/v1/wafermaps/{lot()} \\
  -H "X-Api-Key: {k}" -o wafermap.json""", k)


def s_query_key():
    k = g.s(B62, 32)
    S("structural", f"""{ts()} INFO  GET https://galaxy-yield.fab.internal/api/lots?product={P(['N4X', 'Q7A', 'T12B'])}&api_key={k}&limit=500 -> 200 (812 ms)""", k)


def s_pagerduty():
    k = g.hexs(32)
    S("name-context", f"""alerting:
  excursion:
    pagerduty_integration_key: {k}
    severity: critical
  fdc_fault:
    email: fdc-oncall@fab12.example.net""", k)


def s_bios():
    p = legacy()
    S("name-context", f"""Note for the {tool()} review station rebuild: BIOS supervisor password {p}, boot order USB first only during reimage.""", p)


def s_sap_rfc():
    p = upw()
    S("name-context", f"""# SAP RFC for goods movement of finished wafers
conn = pyrfc.Connection(ashost="sap-erp01", sysnr="00", client="100", user="RFC_MES", passwd="{p}", lang="EN")""", p)


def s_teams():
    p = pw()
    S("name-context", f"""[{R.randint(1, 12)}:{R.randint(10, 59)} PM] Priya: @oncall the PROMIS read-only pwd is {p} fyi, the old one expired during the shutdown""", p)


def s_gem_host():
    t = g.s(URLSAFE, 40)
    S("name-context", f"""import secsgem.gem

MES_TOKEN = "{t}"   # TODO move to vault

class FabHost(secsgem.gem.GemHostHandler):
    def _on_collection_event(self, handler, ceid, rptid, values):
        requests.post("https://mes-fab12.fab.internal/api/events",
                      headers={{"X-MES-Token": MES_TOKEN}},
                      json={{"ceid": ceid, "rptid": rptid, "values": values}})""", t)


def s_compose():
    p = pw()
    S("name-context", f"""services:
  spc-db:
    image: postgres:16
    environment:
      POSTGRES_USER: spc
      POSTGRES_PASSWORD: {p}
      POSTGRES_DB: spc
    volumes: ["spc-data:/var/lib/postgresql/data"]""", p)


def s_powershell():
    p = pw().replace("&", "x").replace("$", "S")
    S("name-context", f"""$sec  = ConvertTo-SecureString "{p}" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential("FAB\\svc_rms", $sec)
Copy-Item -Path \\\\rms01\\recipes\\LAM\\*.rcp -Destination C:\\Recipes -Credential $cred""", p)


def s_paramiko():
    p = pw()
    S("name-context", f"""ssh = paramiko.SSHClient()
ssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())
ssh.connect("rms01.fab.internal", username="rcp", password="{p}")
sftp = ssh.open_sftp(); sftp.get("/recipes/{tool()}/PPID_{R.randint(100, 999)}.rcp", "local.rcp")""", p)


def s_systemd():
    k = g.s(B62, 36)
    S("name-context", f"""[Unit]
Description=FDC summary uploader
[Service]
Environment=MES_API_KEY={k}
Environment=SITE=FAB12
ExecStart=/opt/fdc/bin/uploader --interval 60
[Install]
WantedBy=multi-user.target""", k)


def s_sshpass():
    p = legacy()
    S("name-context", f"""# crontab -l  (eng@metro-util)
*/10 * * * * sshpass -p '{p}' scp -q metro@cdsem{R.randint(1, 9)}:/data/results/*.csv /data/cdsem/in/ >/dev/null 2>&1""", p)


def s_ja_mail():
    p = pw()
    S("name-context", f"""件名: レシピサーバー移行について

{P(['田中', '佐藤', '鈴木'])}様
新しいレシピサーバー(rms-fab3)のアカウントを発行しました。
ユーザー名: rcp_{P(['etch', 'litho', 'cmp'])}
初期パスワード: {p}
初回ログイン時に変更してください。""", p)


def s_openai():
    k = g.openai()
    S("self-identifying", f"""# yield_copilot.ipynb - summarise excursion notes
import openai
client = openai.OpenAI(api_key="{k}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role":"user","content":notes}}])""", k)


def s_github():
    t = g.gh_classic()
    S("self-identifying", f"""$ git remote -v
origin  https://{t}@github.com/fab-automation/eda-collector.git (fetch)
origin  https://{t}@github.com/fab-automation/eda-collector.git (push)""", t)


def s_selfid_misc():
    name, tok, part = g.self_identifying()
    S("self-identifying", f"""# fab-tools/.env.local ({name})
{name.upper()}_TOKEN={tok}
SITE=FAB12""", part)


def s_mes_cli_flag():
    p = pw()
    S("name-context", f"""$ ./mescli --site FAB12 --user {user()} --password '{p}' lot hold {lot()} --code QA-SPC --comment "OOC on CD"
Lot {lot()} -> ONHOLD (QA-SPC)""", p)


def s_yaml_vault_fallback():
    p = pw()
    S("name-context", f"""recipe_server:
  host: rms-fab3.fab.internal
  protocol: sftp
  user: rcpsync
  # vault path secret/fab/rms was down, hardcoded for now
  secret: "{p}"
  areas: [ETCH, LITHO, CMP, DIFF]""", p)


def s_hsms_host_pw_cfg():
    p = phrase()
    S("name-context", f"""# CIMConnect host profile export ({tool()})
[Security]
AdminPassphrase={p}
RemoteCommandsEnabled=1
[HSMS]
Mode=Passive
Port=5000
DeviceID=0""", p)


def s_url_mssql_log():
    p = upw()
    S("structural", f"""{ts()} ERROR metrology-loader: connect failed: mssql://metro_loader:{p}@metro-sql01/MetrologyStage (Login timeout expired)""", p)


def s_smb_mount():
    p = upw()
    S("structural", f"""sudo mount -t cifs //metro-nas/klarf /mnt/klarf -o username=klarity,password={p},domain=FAB,vers=3.0""", p)


def s_hook_env():
    p = pw()
    out = f"FAB_SITE=FAB12\nEDA_GATEWAY=eda-gw02.fab.internal\nEDA_USER=edaclient\nEDA_PASSWORD={p}\nPATH=/usr/local/bin:/usr/bin"
    S("name-context", hook_bash("env | grep -E 'FAB|EDA|PATH'", out), p)


def s_twilio():
    t = g.hexs(32)
    S("name-context", f"""# SMS to the area engineer when a tool goes DOWN > 30 min
TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN={t}
TWILIO_FROM=+1{digits(10)}""", t)


def s_es_chat():
    p = pw()
    S("name-context", f"""Oye, la contraseña del usuario spc_writer en la base SPC es {p}, la cambiamos el lunes después del paro.""", p)


def s_it_mail():
    p = pw()
    S("name-context", f"""Ciao, per il server delle ricette di Agrate la password dell'utente rcpadm è {p}. Non inoltrare questa mail.""", p)


def s_hsms_gateway_url():
    p = upw()
    S("structural", f"""gem_gateway:
  upstream: https://gemgw:{p}@gem-gateway.fab.internal/api/v1
  tools: [{tool()}, {tool()}]""", p)


SECRET_T = [v for k, v in sorted(globals().items()) if k.startswith("s_")]

# ---------------------------------------------------------------- clean templates


def c_sml():
    C(f"""S6F11 W
<L [3]
  <U4 {R.randint(1000, 99999)}>          /* DATAID */
  <U4 {P([201, 305, 411, 1012])}>            /* CEID: ProcessJobComplete */
  <L [1]
    <L [2]
      <U4 {R.randint(1, 99)}>            /* RPTID */
      <L [4]
        <A "{lot()}">
        <A "{foup()}">
        <A "PPID_{R.randint(100, 999)}">
        <U2 {R.randint(1, 25)}>
      >
    >
  >
>.""")


def c_hsms_cfg():
    C(f"""hsms:
  mode: {P(['active', 'passive'])}
  address: 10.{R.randint(10, 40)}.{R.randint(1, 250)}.{R.randint(2, 250)}
  port: 5000
  session_id: {R.randint(0, 10)}
  timeouts: {{T3: 45, T5: 10, T6: 5, T7: 10, T8: 5}}
  linktest_interval: 60
gem:
  mdln: "{tool()}"
  softrev: "{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 99)}" """)


def c_klarf():
    rows = "\n".join(f"{i} {R.uniform(0, 9000):.3f} {R.uniform(0, 9000):.3f} {R.randint(-7, 7)} {R.randint(-7, 7)} {R.uniform(0.02, 2):.3f} {R.randint(1, 99)};"
                     for i in range(1, R.randint(3, 6)))
    C(f"""FileVersion 1 8;
FileTimestamp {R.randint(1, 12):02d}-{R.randint(1, 28):02d}-26 {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:00;
InspectionStationID "KLA" "{P(['2935', '3905', 'eDR7380'])}" "{tool()}";
LotID "{lot()}";
WaferID "{R.randint(1, 25):02d}";
SlotNumber {R.randint(1, 25)};
DefectRecordSpec 7 DEFECTID XREL YREL XINDEX YINDEX DSIZE CLASSNUMBER;
DefectList
{rows}
EndOfFile;""")


def c_bins():
    rows = "\n".join(f"| {b} | {P(['PASS', 'FAIL_IDDQ', 'FAIL_SCAN', 'FAIL_VMIN', 'OPEN_SHORT'])} | {R.randint(0, 900)} | {R.uniform(0, 95):.2f}% |" for b in range(1, 6))
    C(f"""Lot {lot()} sort summary (wafer {R.randint(1, 25):02d}, {P(['J750', 'V93K'])}, program {P(['N4X_SORT', 'Q7A_FT'])}_v{R.randint(1, 20)})
| bin | name | count | pct |
|---|---|---|---|
{rows}""")


def c_wafermap_b64():
    C(f"""{{"lot": "{lot()}", "wafer": {R.randint(1, 25)}, "format": "png", "encoding": "base64",
 "data": "iVBORw0KGgoAAAANSUhEUgAA{g.b64(90)}",
 "sha256": "{g.sha256()}"}}""")


def c_recipe_body():
    C(f"""PPID: {P(['ETCH_POLY_45', 'CMP_CU_B2', 'CVD_TEOS_6K'])}_{R.randint(1, 9)}
Step 1  STAB     time=15s  press={R.randint(5, 80)}mT  Ar={R.randint(50, 400)}sccm
Step 2  MAIN     time={R.randint(20, 90)}s  press={R.randint(5, 80)}mT  CF4={R.randint(10, 120)}sccm RF={R.randint(200, 1500)}W
Step 3  OE       time={R.randint(5, 30)}s
Checksum (SHA-256): {g.sha256()}
Approved: {P(['J. Lin', 'M. Okafor', 'S. Kim'])} / ECN-{R.randint(10000, 99999)}""")


def c_env_read():
    C(f"""import os

EDA_URL = os.environ["EDA_URL"]
EDA_USER = os.environ.get("EDA_USER", "edaclient")
EDA_PASSWORD = os.environ["EDA_PASSWORD"]   # injected by Vault agent, never commit
MES_TOKEN = os.getenv("MES_TOKEN")
if not MES_TOKEN:
    raise SystemExit("MES_TOKEN missing - run `vault kv get -field=token secret/fab/mes` first")""")


def c_env_example():
    C(f"""# .env.example - copy to .env and fill in
OPC_EX_BASE_URL=https://mes.example/CamstarWS/
OPC_EX_USER={P(['svc_mesint', '<service-user>'])}
OPC_EX_PASSWORD={P(['<your-password>', 'changeme', '', '${OPC_EX_PASSWORD}', 'CHANGE_ME'])}
EXENSIO_API_TOKEN={P(['<token>', 'xxxxxxxx', ''])}
INFLUX_TOKEN=${{INFLUX_TOKEN}}""")


def c_k8s_ref():
    C(f"""        env:
          - name: DB_PASSWORD
            valueFrom:
              secretKeyRef:
                name: yield-api-db
                key: DB_PASSWORD
          - name: EDA_PASSWORD
            valueFrom:
              secretKeyRef: {{name: eda-client, key: password}}
          - name: SITE
            value: FAB{P([3, 12, 14])}""")


def c_gha():
    C(f"""      - name: Push recipes to RMS
        env:
          RMS_USER: ${{{{ secrets.RMS_USER }}}}
          RMS_PASSWORD: ${{{{ secrets.RMS_PASSWORD }}}}
          EXENSIO_API_TOKEN: ${{{{ secrets.EXENSIO_API_TOKEN }}}}
        run: python tools/push_to_rms.py --area {P(['ETCH', 'LITHO'])} --commit ${{{{ github.sha }}}}""")


def c_prose():
    C(P([
        "Reminder: E132 passwords for the EDA collector live in Vault under secret/fab/eda/<tool>. Do not put them in the recipe comments or in the HSMS config, and never paste them in the chat; ask the automation on-call for access.",
        "The HSMS link has no authentication at all - anyone on the tool VLAN can talk SECS to the tool. That is why the equipment network is segmented and why we only expose EDA (with its own user/password and client certificates) to the FDC servers.",
        "Rotated the PROMIS read-only password today; the new one is in the shared vault entry 'PROMIS wip_ro'. Update your DSN via the keyring, not in the loader ini.",
        "If a tool PC login fails after reimage, the site-standard local admin password is NOT on the wiki anymore: open a FABAUT ticket and the desk will set a one-time one through LAPS.",
        f"Excursion {lot()}: CD shift of {R.uniform(1, 4):.1f} nm after PM on {tool()}; OCAP step 3 applied, lot on hold until the overlay re-measure.",
    ]))


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(R.randint(8, 14)))
    C(f"""# E132 server certificate of eda-gw02 (public, distribute to collectors)
-----BEGIN CERTIFICATE-----
{body}
{g.b64(R.randint(10, 40))}
-----END CERTIFICATE-----
SHA1 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(20))}""")


def c_sshpub():
    C(f"""# authorized_keys on rms01 (recipe sync)
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} rcpsync@build{R.randint(1, 9)}
ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{g.b64(180)} eng@fdc-util01""")


def c_eda_uuids():
    C(f"""{{"equipmentNode": {{"id": "{g.uuid()}", "name": "{tool()}", "modules": [
  {{"id": "{g.uuid()}", "name": "PM{R.randint(1, 4)}", "sensors": {R.randint(20, 200)}}},
  {{"id": "{g.uuid()}", "name": "LL", "sensors": {R.randint(5, 30)}}}]}},
 "dcpId": "{g.uuid()}", "state": "ACTIVE", "freezeVersion": "E125-0712"}}""")


def c_spc():
    pts = ", ".join(f"{R.uniform(44, 46):.2f}" for _ in range(8))
    C(f"""chart: CD_M1_DENSE  tool: {tool()}  recipe: LITHO_M1_193i
UCL=46.10  LCL=43.90  target=45.00
points: [{pts}]
rule violations: {P(['none', 'WE2 at point 6', 'WE4 at points 3-6'])}""")


def c_fdc_csv():
    rows = "\n".join(f"{ts()},{lot()},{R.randint(1, 25)},{R.uniform(10, 80):.2f},{R.uniform(100, 1500):.1f},{R.uniform(0, 3):.3f}" for _ in range(4))
    C(f"""timestamp,lot,wafer,chamber_pressure_mT,rf_fwd_W,rf_refl_W
{rows}""")


def c_gitlog():
    C("\n".join(f"{g.sha1()} {P(['fix', 'feat', 'chore'])}: {P(['EDA reconnect backoff', 'map CEID 411 to ProcessJobComplete', 'bump secsgem', 'STDF v4 parser for PTR', 'KLARF 1.8 support'])}" for _ in range(R.randint(3, 6))))


def c_pip_hash():
    C(f"""secsgem==0.3.0 \\
    --hash=sha256:{g.sha256()}
pystdf==1.3.3 \\
    --hash=sha256:{g.sha256()}
oracledb==2.{R.randint(0, 5)}.0 \\
    --hash=sha256:{g.sha256()}""")


def c_docker_digest():
    C(f"""$ docker pull registry.fab.internal/fdc/collector:2.{R.randint(0, 9)}.{R.randint(0, 20)}
Digest: sha256:{g.sha256()}
Status: Downloaded newer image for registry.fab.internal/fdc/collector:2.{R.randint(0, 9)}""")


def c_alarm_log():
    C("\n".join(f"{ts()} ALID={R.randint(1000, 99999)} ALCD=0x{g.hexs(2).upper()} {P(['SET', 'CLEAR'])} {tool()} {P(['He backside pressure high', 'Robot vacuum lost', 'Door interlock', 'RF reflected power'])}" for _ in range(R.randint(3, 5))))


def c_teamviewer_noval():
    C(f"""Vendor remote session for {tool()} tomorrow. TeamViewer ID {digits(1)} {digits(3)} {digits(3)} {digits(3)}; the one-time password will be read out by phone by the area owner, it is not written anywhere.""")


def c_tf_sm():
    C("""data "aws_secretsmanager_secret_version" "yield_db" {
  secret_id = "fab12/yield-dw/admin"
}

resource "aws_db_instance" "yield_dw" {
  username = "yield_admin"
  password = jsondecode(data.aws_secretsmanager_secret_version.yield_db.secret_string)["password"]
}""")


def c_ja_prose():
    C(P(["EDAのパスワードはVaultにあります。チャットには貼らないでください。",
         "装置PCのローカル管理者パスワードはLAPSで管理しています。必要な場合はチケットを起票してください。",
         f"ロット {lot()} はSPC違反のため保留中です。CD-SEMの再測定をお願いします。"]))


def c_ko_prose():
    C(P(["MES 계정 비밀번호는 절대 메신저로 보내지 마세요. Vault 경로 secret/fab/mes 를 사용하세요.",
         f"{tool()} PM 완료, 시즈닝 웨이퍼 {R.randint(3, 25)}장 진행 후 생산 투입 예정입니다."]))


def c_vault_cli():
    C(f"""$ vault kv metadata get secret/fab/eda/{tool().lower()}
========== Metadata ==========
Key                     Value
---                     -----
created_time            {ts()}.{digits(6)}Z
current_version         {R.randint(2, 30)}
max_versions            0
updated_time            {ts()}.{digits(6)}Z""")


def c_e142():
    C(f"""<MapData xmlns="urn:semi-org:xsd.E142-1.V1005.SubstrateMap">
  <Layouts><Layout LayoutId="WaferLayout" DefaultUnits="mm"><Dimension X="{R.randint(20, 60)}" Y="{R.randint(20, 60)}"/></Layout></Layouts>
  <Substrates><Substrate SubstrateType="Wafer" SubstrateId="{lot()}-{R.randint(1, 25):02d}"/></Substrates>
  <SubstrateMaps><SubstrateMap SubstrateId="{lot()}-{R.randint(1, 25):02d}" Orientation="{P([0, 90, 180, 270])}">
    <BinCodeMap BinType="HexaDecimal" NullBin="FF"><BinCode>{g.hexs(R.randint(30, 60)).upper()}</BinCode></BinCodeMap>
  </SubstrateMap></SubstrateMaps>
</MapData>""")


def c_yield_json():
    C(json.dumps({"lot": lot(), "product": P(["N4X", "Q7A", "T12B"]), "wafers": [
        {"id": R.randint(1, 25), "gross_die": 612, "good_die": R.randint(400, 600), "yield": round(R.uniform(0.7, 0.98), 4)}
        for _ in range(3)], "report_id": g.uuid()}, indent=2))


def c_sql():
    C(f"""SELECT l.LOTID, l.STAGE, h.HOLDCODE, h.HOLDTIME
  FROM ACTL l JOIN HOLD h ON h.LOTID = l.LOTID
 WHERE l.PRODID = '{P(['N4X', 'Q7A'])}' AND h.HOLDCODE LIKE 'QA-%'
 ORDER BY h.HOLDTIME DESC;  -- run as wip_ro via the DSN in ~/.odbc.ini (password from keyring)""")


def c_hook_benign():
    C(hook_bash(f"head -5 recipes/{P(['ETCH_POLY_45', 'CMP_CU_B2'])}.rcp && sha256sum recipes/*.rcp | head -3",
                f"PPID: ETCH_POLY_45_3\nStep 1  STAB time=15s\n{g.sha256()}  recipes/A.rcp\n{g.sha256()}  recipes/B.rcp"))


def c_pi_webid():
    C(f"""GET https://pi-hist02.fab.internal/piwebapi/points?path=\\\\PIHIST02\\SUBFAB.CHILLER{R.randint(1, 9)}.SUPPLY_T
{{"WebId": "F1DP{g.s(URLSAFE, 22)}AQAAAA{g.s(URLSAFE, 30)}", "Id": {R.randint(1000, 99999)}, "Name": "SUBFAB.CHILLER.SUPPLY_T", "PointClass": "classic", "EngineeringUnits": "degC"}}""")


def c_metro():
    C(f"""site,x_mm,y_mm,cd_nm,overlay_x_nm,overlay_y_nm
""" + "\n".join(f"{i},{R.uniform(-140, 140):.1f},{R.uniform(-140, 140):.1f},{R.uniform(44, 46):.2f},{R.uniform(-3, 3):.2f},{R.uniform(-3, 3):.2f}" for i in range(1, 6)))


def c_masked_log():
    C(f"""{ts()} INFO  [EdaSessionManager] session opened tool={tool()} user=fdc_col password=******** session={g.uuid()}
{ts()} INFO  [EdaSessionManager] DCP {g.uuid()} activated, {R.randint(20, 300)} parameters""")


def c_ini_placeholder():
    C(f"""[ftp]
host=ate-ftp.test.fab.internal
user=teradyne
passwd=${{STDF_FTP_PASSWORD}}
; passwd is read from the environment, see README

[db]
dsn=YIELD_STAGE
password=""")


def c_reticle():
    C(f"""Reticle {P(['R', 'M'])}{digits(6)}-{P(['M1', 'V0', 'PO'])}  pellicle {g.hexs(8).upper()}  exposures {R.randint(1000, 90000)}  last inspect {ts()}
Mask shop order {digits(8)}, CD uniformity {R.uniform(0.5, 2):.2f} nm 3σ""")


def c_csrf():
    C(f"""<form method="post" action="/spc/charts/{R.randint(100, 999)}/limits">
  <input type="hidden" name="csrfmiddlewaretoken" value="{g.s(B62, 64)}">
  <input name="ucl" value="46.10"><input name="lcl" value="43.90">
</form>""")


def c_jwks():
    C(json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": g.hexs(16), "alg": "RS256", "e": "AQAB",
                            "n": g.b64url(256)}]}, indent=1))


def c_de_prose():
    C(P(["Das Passwort für den Rezeptserver steht im Tresor (Eintrag 'rms-fab3 svc_recipe'), bitte nicht per Mail verschicken.",
         f"Anlage {tool()} nach Wartung wieder freigegeben, Los {lot()} läuft als Monitor."]))


def c_hsms_trace():
    C(f"""{ts()} HSMS  -> Select.req  session={R.randint(0, 5)} sysbytes=0x{g.hexs(8)}
{ts()} HSMS  <- Select.rsp  status=0
{ts()} SECS  -> S1F13 W  <L [2] <A "{tool()}"> <A "2.{R.randint(0, 9)}.{R.randint(0, 9)}">>
{ts()} SECS  <- S1F14    <L [2] <B 0x00> <L [0]>>""")


def c_zh_prose():
    C(P(["RMS 帳號密碼請到 Vault 申請，不要貼在群組。", f"批號 {lot()} 因 OOC 暫停，請 CD-SEM 重新量測。"]))


def c_appsettings_env():
    C("""{
  "ConnectionStrings": {
    "Wip": "Data Source=wip-sql01;Initial Catalog=WIP;Integrated Security=SSPI"
  },
  "Eda": { "User": "edaclient", "PasswordFrom": "env:EDA_PASSWORD" }
}""")


def c_ticket_noval():
    C(f"""FABAUT-{R.randint(1000, 9999)}: rotate E132 credentials for {tool()} and {tool()}
- new passwords generated in Vault (secret/fab/eda/*), collectors restarted
- old certificates revoked, serials {g.hexs(16).upper()} and {g.hexs(16).upper()}
- no plaintext anywhere, verified with grep on /opt/fdc""")


def c_checksums():
    C("\n".join(f"{g.hexs(32)}  {P(['J750_N4X_SORT', 'V93K_Q7A_FT', 'UltraFLEX_T12B'])}_v{R.randint(1, 20)}.stdf.gz" for _ in range(4)))


def c_notebook_env():
    cell = {"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
            "source": ["import os, oracledb\n",
                       "conn = oracledb.connect(user=os.environ['YLD_USER'], password=os.environ['YLD_PASSWORD'], dsn='yielddb:1521/YLD')\n"],
            "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{R.randint(100, 5000)} wafers loaded\n"]}]}
    C(json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1))


def c_carrier():
    C("\n".join(f"{foup()}  {lot()}  slots={R.randint(1, 25)}  loc=STK{R.randint(1, 9)}-{R.randint(1, 400):03d}  RFID={g.hexs(16).upper()}" for _ in range(4)))


def c_mes_cli_prompt():
    C(f"""$ ./mescli --site FAB12 --user {user()} lot hold {lot()} --code QA-SPC
Password: 
Lot {lot()} -> ONHOLD (QA-SPC)""")


SECRET_T_CLEAN = [v for k, v in sorted(globals().items()) if k.startswith("c_")]


def write() -> None:
    i = 0
    while len(SECRETS) < 250:
        SECRET_T[i % len(SECRET_T)]()
        i += 1
    i = 0
    while len(CLEAN) < 100:
        SECRET_T_CLEAN[i % len(SECRET_T_CLEAN)]()
        i += 1
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for n, (cls, text, vals) in enumerate(SECRETS, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            for v in vals:
                assert v and v in text, (n, v)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    allvals = {v for _, _, vs in SECRETS for v in vs}
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for n, text in enumerate(CLEAN, 1):
            for v in allvals:
                if len(v) >= 6 and v in text:
                    print(f"warning: clean {n} holds secret value {v!r}")
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
