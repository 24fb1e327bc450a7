#!/usr/bin/env python3
"""Blind redaction source "hydropower": small hydropower plants (plant SCADA, turbine governors, reservoir level
telemetry, grid-operator dispatch, remote maintenance VPNs). Round 73, helper corpora45 (session 28). Every value is random
and made up; imports only the standard library and _tokens."""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAM = "hydropower"
HERE = Path(__file__).resolve().parent
g = Gen(7311)  # secret texts
c = Gen(7312)  # clean texts
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["Turbine", "Penstock", "Kaplan", "Francis", "Pelton", "Spillway", "Tailrace", "Forebay", "Intake", "Weir",
         "Fjord", "Kraft", "Elv", "Foss", "Stator", "Wicket", "Runner", "Sluice"]
PHRASE = ["river", "dam", "gate", "flow", "head", "valley", "intake", "stator", "rotor", "water", "fall", "stone",
          "moss", "pine", "grid", "spill", "trout", "lake", "north", "mill"]
CITIES = ["fossheim", "elvdal", "brattfoss", "kvernfall", "gletsch", "sarnen", "valmorel", "riomonte"]
USERS = ["ohaugen", "ksolberg", "mgruber", "lbernard", "afagerlund", "ytanaka", "rcosta", "pweber"]
UNITS = ["G1", "G2", "G3", "U1", "U2", "K-A", "K-B", "P1"]


def digits(n: int, G: Gen = g) -> str:
    return G.s(DIG, n)


def pin(G: Gen = g) -> str:
    return digits(G.pick([4, 4, 5, 6]), G)


def word_pw(G: Gen = g) -> str:
    return G.pick(WORDS) + str(G.r.randint(1, 2026)) + G.pick("!#$%*?.+@")


def legacy(G: Gen = g) -> str:
    return G.pick(["hydro", "kraft", "scada", "plant", "gov", "elv"]) + G.s(LOW, G.r.randint(2, 3)) + digits(G.r.randint(1, 3), G)


def phrase(G: Gen = g) -> str:
    sep = G.pick(["-", ".", "_"])
    return sep.join(G.pick(PHRASE) for _ in range(G.r.randint(3, 4))) + sep + digits(2, G)


def anypw(G: Gen = g) -> str:
    k = G.r.randint(0, 5)
    return [G.pw, word_pw, legacy, phrase, G.machine_pw, word_pw][k](*([] if k in (0, 4) else [G]))


def influx(G: Gen = g) -> str:
    return G.b64(64).rstrip("=").replace("+", "-").replace("/", "_") + "=="


def wg_key(G: Gen = g) -> str:
    return G.b64(32)


def b64of(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def hook(G: Gen, tool: str, tool_input: dict, response=None, event: str = "PostToolUse") -> str:
    u = G.pick(USERS)
    d = {"session_id": G.uuid(), "transcript_path": f"/home/{u}/.claude/projects/-opt-plant-bridge/{G.uuid()}.jsonl",
         "cwd": f"/home/{u}/src/{G.pick(['plant-bridge', 'scada-export', 'dispatch-gw', 'level-telemetry', 'historian-sync'])}",
         "hook_event_name": event, "tool_name": tool, "tool_input": tool_input}
    if response is not None:
        d["tool_response"] = response
    return json.dumps(d, ensure_ascii=False)


def ts(G: Gen = g) -> str:
    return f"2026-{G.r.randint(1, 3):02d}-{G.r.randint(1, 28):02d}T{G.r.randint(0, 23):02d}:{G.r.randint(0, 59):02d}:{G.r.randint(0, 59):02d}Z"


SEC = []
CLEAN = []


def sec(fn):
    SEC.append(fn)
    return fn


def cln(fn):
    CLEAN.append(fn)
    return fn


PLANTS = ["Fossheim kraftverk", "Elvdal KV", "Brattfoss", "KW Gletsch", "Centrale de Valmorel", "PCH Rio Monte", "Kvernfall"]


# ----------------------------------------------------------------------------------------------- secret texts
@sec
def ignition_jdbc():
    p = anypw()
    return "structural", f"""# Ignition gateway -> Config -> Databases -> Connections (exported)
name=Historian
driver=Microsoft SQL Server JDBC
connectURL=jdbc:sqlserver://hist01.{g.pick(CITIES)}.local:1433;databaseName=IgnitionHist;user=ign_hist;password={p};encrypt=false
""", [p]


@sec
def s7_note():
    p = anypw()
    return "name-context", f"""TIA Portal project {g.pick(CITIES).capitalize()}_{g.pick(UNITS)}_V17.zap17
CPU 1515-2 PN, access level "Full access (no protection)" removed 2025-11; full-access password is now {p}
HMI-only access (read) needs no password. Don't forget to download the hardware config after changing it.
""", [p]


@sec
def opcua_py():
    p = anypw()
    return "name-context", f"""from asyncua import Client

async def read_levels():
    client = Client("opc.tcp://10.{g.r.randint(10, 60)}.0.20:4840")
    client.set_user("scada_reader")
    client.set_password("{p}")
    async with client:
        node = client.get_node("ns=2;s=Reservoir.Level_mASL")
        return await node.read_value()
""", [p]


@sec
def woodward():
    p = pin()
    return "name-context", f"""Governor service ({g.pick(['Woodward 505HT', 'Woodward MicroNet', 'ANDRITZ HIPASE', 'Voith HyCon'])}), unit {g.pick(UNITS)}
- connect laptop to service port, ToolKit / service tool
- "Configure" level password: {p}
- speed droop 4 %, gate limit 95 %, do NOT touch the overspeed trip setting
""", [p]


@sec
def gov_curl():
    p = anypw()
    return "structural", f"""curl -sk -u service:{p} https://10.{g.r.randint(10, 60)}.1.{g.r.randint(10, 99)}/api/v1/governor/{g.pick(UNITS)}/setpoints | jq '.gate_limit, .droop'
"""[0:], [p]


@sec
def crbasic():
    p = str(g.r.randint(1, 65535))
    return "name-context", f"""'CR1000X reservoir level logger, {g.pick(PLANTS)}
Public Level_m, BattV, PanelT
BeginProg
  SetSecurity({p}, 0, 0)
  Scan(60, Sec, 0, 0)
    SDI12Recorder(Level_m, C1, "0", "M!", 1.0, 0)
    CallTable Hourly
  NextScan
EndProg
""", [p]


@sec
def loggernet():
    p = str(g.r.randint(1000, 65535))
    return "name-context", f"""[Station {g.pick(CITIES)}_dam]
PakBusAddress={g.r.randint(2, 4000)}
SecurityCode={p}
ConnectionType=TCP
IPAddress=10.{g.r.randint(10, 60)}.4.{g.r.randint(2, 250)}:6785
""", [p]


@sec
def mqtt_sub():
    p = anypw()
    return "structural", f"""$ mosquitto_sub -h telemetry.{g.pick(CITIES)}-kraft.no -p 8883 -u levelgw -P {p} -t 'plant/+/reservoir/level' -v
plant/{g.pick(CITIES)}/reservoir/level {{"m_asl": {g.r.randint(400, 900)}.{g.r.randint(10, 99)}, "ts": "{ts()}"}}
""", [p]


@sec
def hydromet_hdr():
    k = g.s(B62, 40)
    return "structural", f"""GET /v2/sites/{g.r.randint(1000, 9999)}/series/level?from=-24h HTTP/1.1
Host: api.hydromet-cloud.example
X-Api-Key: {k}
Accept: application/json
"""[0:], [k]


@sec
def chirpstack_jwt():
    j = g.jwt("apikey")
    return "self-identifying", f"""# ChirpStack API token for the LoRaWAN level sensors on the intake weir
CHIRPSTACK_API=https://lns.{g.pick(CITIES)}.local:8090
CHIRPSTACK_TOKEN={j}
"""[0:], [j]


@sec
def entsoe():
    t = g.uuid()
    return "structural", f"""# day-ahead prices for the bidding area (NO3)
url = ("https://web-api.tp.entsoe.eu/api?securityToken={t}"
       "&documentType=A44&in_Domain=10YNO-3--------J&out_Domain=10YNO-3--------J"
       "&periodStart=202601010000&periodEnd=202601020000")
resp = requests.get(url, timeout=30)
""", [t]


@sec
def nordpool():
    p = anypw()
    return "structural", f"""curl -s -X POST https://sts.nordpoolgroup.com/connect/token \\
  -H "Authorization: Basic $NP_CLIENT_B64" \\
  -d "grant_type=password&scope=marketdata_api&username=trading@{g.pick(CITIES)}-kraft.no&password={p}"
""", [p]


@sec
def ecp_props():
    p = anypw()
    return "name-context", f"""# ECP endpoint (TSO dispatch messages) - /opt/ecp-endpoint/config/ecp.properties
ecp.componentCode=50V000000000{g.r.randint(100, 999)}X
ecp.directory.client.synchronization.homeComponentDirectoryPrimaryCode=10V000000000011Q
ecp.keystore.location=/opt/ecp-endpoint/config/keystore.jks
ecp.keystore.password={p}
ecp.natEnabled=false
""", [p]


@sec
def pjm_sub():
    k = g.hexs(32)
    return "structural", f"""import requests
s = requests.Session()
s.headers["Ocp-Apim-Subscription-Key"] = "{k}"
r = s.get("https://api.pjm.com/api/v1/rt_hrl_lmps", params={{"pnode_id": {g.r.randint(10**6, 10**8)}, "rowCount": 24}})
""", [k]


@sec
def ercot():
    p = anypw()
    return "name-context", f"""ERCOT_USERNAME=qse-ops@{g.pick(CITIES)}hydro.com
ERCOT_PASSWORD={p}
ERCOT_SUBSCRIPTION_KEY_ENV=ERCOT_SUB_KEY
"""[0:], [p]


@sec
def p12_pass():
    p = anypw()
    return "name-context", f"""$ openssl pkcs12 -in ads_client_{g.pick(CITIES)}.p12 -nokeys -passin pass:{p} | openssl x509 -noout -subject -enddate
subject=CN = {g.pick(CITIES)}-hydro-ads, O = {g.pick(PLANTS)}
notAfter=Mar 14 12:00:00 2027 GMT
""", [p]


@sec
def dnp3_sa():
    k = g.hexs(32).upper()
    return "name-context", f"""# RTU-{g.r.randint(1, 9)} DNP3 outstation (IEEE 1815 SAv5)
outstation_address = {g.r.randint(1, 100)}
master_address = 1
secure_auth = true
update_key_algorithm = AES-128
update_key = {k}
"""[0:], [k]


@sec
def iec104_xml():
    p = anypw()
    return "name-context", f"""<Gateway name="IEC104-GW-{g.pick(UNITS)}">
  <Link type="iec104" remote="10.{g.r.randint(10, 60)}.9.1" port="2404" asdu="{g.r.randint(1, 500)}"/>
  <WebAdmin user="admin" password="{p}" port="443"/>
</Gateway>
""", [p]


@sec
def wireguard():
    k = wg_key()
    return "name-context", f"""# /etc/wireguard/wg-maint.conf on the plant router
[Interface]
Address = 10.250.{g.r.randint(0, 255)}.2/32
PrivateKey = {k}
ListenPort = 51820

[Peer]
PublicKey = {g.b64(32)}
Endpoint = vpn.{g.pick(CITIES)}-kraft.no:51820
AllowedIPs = 10.250.0.0/16
PersistentKeepalive = 25
""", [k]


@sec
def ovpn_static():
    lines = [g.hexs(32) for _ in range(16)]
    body = "\n".join(lines)
    return "self-identifying", f"""<tls-auth>
#
# 2048 bit OpenVPN static key
#
-----BEGIN OpenVPN Static key V1-----
{body}
-----END OpenVPN Static key V1-----
</tls-auth>
key-direction 1
""", [lines[1]]


@sec
def ipsec_psk():
    p = g.pick([anypw(), g.b64(24)])
    return "name-context", f"""# /etc/ipsec.secrets  (plant <-> control centre)
10.{g.r.randint(10, 60)}.0.1 vpn.{g.pick(CITIES)}-kraft.no : PSK "{p}"
"""[0:], [p]


@sec
def talk2m():
    p = anypw()
    return "structural", f"""GET https://data.talk2m.com/getewons?t2mdevid={g.uuid()}&t2maccount={g.pick(CITIES)}hydro&t2musername=api_ops&t2mpassword={p}
"""[0:], [p]


@sec
def secomea_no():
    p = anypw()
    return "name-context", f"""Hei! Fjerntilgang til {g.pick(PLANTS)} går via Secomea LinkManager. Bruker: leverandor_{g.s(LOW, 4)}, passord: {p}
Husk å koble fra når dere er ferdige, driftssentralen ser alle økter.
""", [p]


@sec
def teamviewer():
    p = g.s(LOW + DIG, 8)
    return "name-context", f"""Ticket #{g.r.randint(1000, 9999)} — HMI at {g.pick(PLANTS)} frozen after Windows update.
Vendor can log in via TeamViewer: ID {g.r.randint(100, 999)} {g.r.randint(100, 999)} {g.r.randint(100, 999)}, password {p} (unattended, set by us; change after the session).
"""[0:], [p]


@sec
def fortigate():
    p = anypw()
    return "name-context", f"""config vpn ipsec phase1-interface
    edit "to-{g.pick(CITIES)}"
        set interface "wan1"
        set peertype any
        set proposal aes256-sha256
        set remote-gw 203.0.113.{g.r.randint(2, 250)}
        set psksecret {p}
    next
end
""", [p]


@sec
def piwebapi():
    p = anypw()
    return "structural", f"""curl -s --ntlm -u 'HYDRO\\svc_piweb:{p}' "https://pivision.{g.pick(CITIES)}.local/piwebapi/streams/F1AbE{g.s(B62, 30)}/recorded?startTime=*-1d"
""", [p]


@sec
def influx_tok():
    t = influx()
    return "name-context", f"""[[outputs.influxdb_v2]]
  urls = ["http://influx.plant.local:8086"]
  token = "{t}"
  organization = "{g.pick(CITIES)}-hydro"
  bucket = "turbine_vibration"
""", [t]


@sec
def grafana_tok():
    k = g.grafana()
    return "self-identifying", f"""# provisioning dashboards for the control room wall
export GRAFANA_URL=https://grafana.{g.pick(CITIES)}-kraft.no
export GRAFANA_TOKEN={k}
grafana-dashboard-sync push ./dashboards/reservoir-overview.json
""", [k]


@sec
def callout_yaml():
    t = g.hexs(32)
    return "name-context", f"""alarm_callout:
  provider: twilio
  account_sid: AC{g.hexs(32)}
  auth_token: {t}
  on_call_group: [+4791{g.r.randint(100000, 999999)}, +4790{g.r.randint(100000, 999999)}]
  escalate_after_min: 10
""", [t]


@sec
def no_chat():
    p = anypw()
    return "name-context", f"""[Teams] {g.pick(['Ola', 'Kari', 'Sindre'])}: passordet til driftssentralen (SCADA-klient) er byttet til {p} etter revisjonen i går.
[Teams] {g.pick(['Ingrid', 'Håkon'])}: takk! aggregat 2 står fortsatt i stopp pga. lav vannstand.
""", [p]


@sec
def sv_chat():
    p = anypw()
    return "name-context", f"""Hej, nya lösenordet till fjärranslutningen för kraftstationen i {g.pick(CITIES).capitalize()} är {p}. Användare: entreprenor. Logga ut efter service på turbinregulatorn.
"""[0:], [p]


@sec
def de_mail():
    p = anypw()
    return "name-context", f"""Betreff: Fernwartung Kleinwasserkraftwerk {g.pick(CITIES).capitalize()}

Guten Tag,
für die Inbetriebnahme des neuen Turbinenreglers richten wir Ihnen den Fernwartungszugang ein.
Benutzer: service_{g.s(LOW, 3)} / Passwort: {p}
Der Zugang ist bis Freitag freigeschaltet.
Mit freundlichen Grüßen
""", [p]


@sec
def fr_chat():
    p = anypw()
    return "name-context", f"""Salut, le mot de passe de la supervision de la centrale ({g.pick(PLANTS)}) a changé : {p}. Compte « exploitant ». Ne le note pas dans le cahier de quart.
"""[0:], [p]


@sec
def it_chat():
    p = anypw()
    return "name-context", f"""Buongiorno, per la centralina idroelettrica la password del telecontrollo è {p} (utente: gestore). Il livello della vasca di carico è sceso sotto soglia stanotte.
"""[0:], [p]


@sec
def es_chat():
    p = anypw()
    return "name-context", f"""Hola, os paso la contraseña del SCADA de la minicentral: {p} — usuario operador. La compuerta de toma sigue al 60 %.
"""[0:], [p]


@sec
def ja_chat():
    p = anypw()
    return "name-context", f"""小水力発電所の遠隔監視システムのパスワードを更新しました：{p}
ユーザー名は kanshi です。取水口の水位計の校正は来週の予定です。
""", [p]


@sec
def pt_chat():
    p = anypw()
    return "name-context", f"""Pessoal, a senha do supervisório da PCH mudou: {p}. Usuário: operacao. Vertedouro fechado desde as 6h.
"""[0:], [p]


@sec
def hook_read_env():
    p1, p2 = anypw(), g.uuid()
    content = (f"NORDPOOL_USER=trading@{g.pick(CITIES)}-kraft.no\nNORDPOOL_PASSWORD={p1}\nENTSOE_TOKEN={p2}\n"
               f"BIDDING_AREA=NO3\n")
    return "name-context", hook(g, "Read", {"file_path": "/opt/dispatch-gw/.env"},
                               {"type": "text", "file": {"filePath": "/opt/dispatch-gw/.env", "content": content,
                                                         "numLines": 4, "startLine": 1, "totalLines": 4}}), [p1, p2]


@sec
def hook_sqlcmd():
    p = anypw()
    cmd = f"sqlcmd -S hist01 -U hist_ro -P '{p}' -Q \"SELECT TOP 10 * FROM dbo.ReservoirLevel ORDER BY ts DESC\""
    return "structural", hook(g, "Bash", {"command": cmd, "description": "Check latest reservoir levels"}, event="PreToolUse"), [p]


@sec
def k8s_stringdata():
    p = anypw()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: nordpool-api
stringData:
  username: trading@{g.pick(CITIES)}-kraft.no
  password: "{p}"
"""[0:], [p]


@sec
def tf_shared_key():
    p = g.s(B62, 32)
    return "name-context", f"""resource "azurerm_virtual_network_gateway_connection" "plant_{g.pick(CITIES)}" {{
  name                       = "s2s-{g.pick(CITIES)}"
  type                       = "IPsec"
  virtual_network_gateway_id = azurerm_virtual_network_gateway.hub.id
  local_network_gateway_id   = azurerm_local_network_gateway.plant.id
  shared_key                 = "{p}"
}}
""", [p]


@sec
def diff_secrets():
    old, new = anypw(), anypw()
    return "name-context", f"""--- a/roles/plant_router/defaults/main.yml
+++ b/roles/plant_router/defaults/main.yml
@@ -3,4 +3,4 @@
 wan_interface: lte0
-ipsec_psk: "{old}"
+ipsec_psk: "{new}"
 monitoring_host: 10.250.0.10
""", [old, new]


@sec
def notebook():
    p = anypw()
    src = ["from nordpool import elspot\n", f"prices = elspot.Prices(username='analyst', password='{p}')\n",
           "df = prices.hourly(areas=['NO3'])"]
    nb = {"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["## Spot price vs. reservoir strategy"]},
                    {"cell_type": "code", "execution_count": 7, "metadata": {}, "outputs": [], "source": src}],
          "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}
    return "name-context", json.dumps(nb, indent=1, ensure_ascii=False), [p]


@sec
def traceback_conn():
    p = anypw()
    return "structural", f"""Traceback (most recent call last):
  File "/opt/historian-sync/sync.py", line 41, in <module>
    engine = create_engine(URL)
sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'mssql+pyodbc://hist_sync:{p}@hist01:1433/Hist?driver=ODBC+Driver+18+for+SQL+Server '
"""[0:], [p]


@sec
def aws_keys():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""export AWS_ACCESS_KEY_ID={a}
export AWS_SECRET_ACCESS_KEY={s}
aws s3 cp /data/pi-export/{ts()[:10]}.parquet s3://{g.pick(CITIES)}-hydro-historian/
""", [a, s]


@sec
def selfid_ci():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"""# .gitlab-ci.yml (scada-export)
variables:
  PLANT: {g.pick(CITIES)}
  {name.upper()}_TOKEN: "{tok}"
export:
  script:
    - python export.py --plant $PLANT
""", [mark]


@sec
def selfid_chat():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"""@{g.pick(USERS)} the {name} token for the dispatch bot is {tok} — put it in the gateway's env, I'll revoke the old one after the TSO test.
"""[0:], [mark]


@sec
def pem_tso():
    blk, line = g.pem()
    return "self-identifying", f"""# client key for the TSO's balancing-market API (cert in tso_client.crt)
{blk}
""", [line]


@sec
def basic_capture():
    b = b64of(f"historian:{anypw()}")
    return "structural", f"""> POST /api/v1/batch HTTP/1.1
> Host: hist-cloud.{g.pick(CITIES)}-kraft.no
> Authorization: Basic {b}
> Content-Type: application/json
> Content-Length: 5120
>
< HTTP/1.1 202 Accepted
""", [b]


@sec
def net_use():
    p = anypw()
    return "name-context", f"""net use \\\\HIST01\\exports {p} /user:HYDRO\\svc_export /persistent:no
robocopy \\\\HIST01\\exports D:\\archive\\pi *.csv /MAXAGE:2
"""[0:], [p]


@sec
def cs_conn():
    p = anypw()
    return "structural", f"""var cs = "Data Source=scada-sql;Initial Catalog=PlantEvents;User ID=events_writer;Password={p};Encrypt=True";
using var conn = new SqlConnection(cs);
"""[0:], [p]


@sec
def hmi_table():
    rows, vals = [], []
    for u in g.r.sample(UNITS, 3):
        p = anypw()
        vals.append(p)
        rows.append(f"| {u} | https://10.20.{g.r.randint(1, 9)}.{g.r.randint(10, 99)} | operator | {p} |")
    return "name-context", "| unit | HMI | user | password |\n|---|---|---|---|\n" + "\n".join(rows) + "\n", vals


@sec
def blackstart():
    p = pin()
    return "name-context", f"""### Black start (island mode), {g.pick(PLANTS)}
1. Confirm with the TSO control room; note the dispatch order id.
2. Open the intake gate panel (key cabinet code {p}) and set gate to 20 %.
3. Start unit on the diesel-backed DC supply; excitation in manual.
"""[0:], [p]


@sec
def rtsp():
    p = anypw()
    return "structural", f"""# trash rack / fish passage camera
CAM_URL=rtsp://viewer:{p}@10.{g.r.randint(10, 60)}.8.{g.r.randint(2, 250)}:554/cam/realmonitor?channel=1&subtype=0
"""[0:], [p]


@sec
def snmpv3():
    a, x = anypw(), anypw()
    return "name-context", f"""snmpwalk -v3 -l authPriv -u nms -a SHA -A '{a}' -x AES -X '{x}' 10.{g.r.randint(10, 60)}.0.1 IF-MIB::ifOperStatus
"""[0:], [a, x]


@sec
def mgate_json():
    p = anypw()
    return "name-context", f"""{{"device":"MGate MB3170","ip":"10.{g.r.randint(10, 60)}.2.5","modbus":{{"mode":"tcp-to-rtu","slave_ids":[1,2,3]}},"web":{{"user":"admin","password":"{p}"}}}}
"""[0:], [p]


@sec
def ignition_script():
    t = g.s(B62, 40)
    return "structural", f"""# Ignition gateway timer script: push setpoint acks to the aggregator
client = system.net.httpClient()
resp = client.post("https://vpp.aggregator.example/api/acks",
                   headers={{"Authorization": "Bearer {t}"}},
                   data=system.util.jsonEncode(acks))
"""[0:], [t]


@sec
def m7_yaml():
    p = anypw()
    return "name-context", f"""intraday:
  venue: epex-m7
  amqp_host: m7-prod.example-exchange.com
  member: {g.s(UPPER, 5)}
  user: {g.s(UPPER, 5)}TRD01
  password: {p}
"""[0:], [p]


@sec
def go_const():
    k = g.s(B62, 32)
    return "name-context", f"""package scada

const (
	scadaBaseURL = "https://scada.{g.pick(CITIES)}-kraft.no/api"
	scadaAPIKey  = "{k}"
)
""", [k]


@sec
def elhub():
    s = g.azure_client_secret()
    return "name-context", f"""{{
  "Elhub": {{
    "TokenEndpoint": "https://login.microsoftonline.com/{g.uuid()}/oauth2/v2.0/token",
    "ClientId": "{g.uuid()}",
    "ClientSecret": "{s}",
    "MeteringPointIds": ["7070575000{g.r.randint(10**7, 10**8 - 1)}"]
  }}
}}
""", [s]


@sec
def chap():
    p = anypw()
    return "name-context", f"""# /etc/ppp/chap-secrets (LTE backup for level telemetry)
# client        server  secret            IP addresses
"telemetry{g.r.randint(1, 9)}"  *       "{p}"    *
""", [p]


@sec
def python_const():
    p = anypw()
    return "name-context", f"""MODBUS_GATEWAY = "10.{g.r.randint(10, 60)}.2.5"
GATEWAY_ADMIN = ("admin", "{p}")   # needed to reboot the MGate when the RTU link hangs
"""[0:], [p]


# ------------------------------------------------------------------------------------------------ clean texts
@cln
def c_telemetry():
    rows = ["ts,unit,mw,head_m,flow_m3s,gate_pct,row_sha1"]
    for _ in range(6):
        rows.append(f"{ts(c)},{c.pick(UNITS)},{c.r.randint(0, 12)}.{c.r.randint(0, 99):02d},{c.r.randint(20, 400)}.{c.r.randint(0, 9)},{c.r.randint(1, 40)}.{c.r.randint(0, 9)},{c.r.randint(0, 100)},{c.sha1()}")
    return "\n".join(rows) + "\n"


@cln
def c_env_example():
    return """# dispatch-gw/.env.example
NORDPOOL_USER=<your-nordpool-user>
NORDPOOL_PASSWORD=changeme
ENTSOE_TOKEN=${ENTSOE_TOKEN}
BIDDING_AREA=NO3
"""


@cln
def c_env_reads():
    return c.pick([
        """client.set_user(os.environ["OPCUA_USER"])
client.set_password(os.environ["OPCUA_PASSWORD"])
""",
        """token := os.Getenv("SCADA_API_KEY")
if token == "" { log.Fatal("SCADA_API_KEY not set") }
""",
        """var secret = builder.Configuration["Elhub:ClientSecret"]; // from Key Vault reference
""",
        """password = keyring.get_password("nordpool", "trading")
"""])


@cln
def c_levels():
    return json.dumps({"site": c.uuid(), "station": f"{c.pick(CITIES)}_dam", "series": [{"t": ts(c), "m_asl": round(c.r.uniform(400, 900), 2)} for _ in range(3)], "sensor_sn": c.s(UPPER + DIG, 10)}, indent=1)


@cln
def c_entsoe_docs():
    return """Request day-ahead prices:
  GET https://web-api.tp.entsoe.eu/api?securityToken=<your-token>&documentType=A44&in_Domain=10YNO-3--------J&out_Domain=10YNO-3--------J
The token is requested by e-mail to the Transparency Platform helpdesk after registering.
"""


@cln
def c_wg_peer():
    return f"""[Peer]
# control centre hub
PublicKey = {c.b64(32)}
Endpoint = vpn.{c.pick(CITIES)}-kraft.no:51820
AllowedIPs = 10.250.0.0/16
"""


@cln
def c_ovpn():
    return """client
dev tun
remote vpn.plant-maint.example 1194 udp
remote-cert-tls server
tls-auth ta.key 1
auth-user-pass /etc/openvpn/maint.creds
cipher AES-256-GCM
"""


@cln
def c_prose():
    return c.pick([
        "Passordet til driftssentralen deles aldri på Teams; det ligger i passordhvelvet under «SCADA/Drift».",
        "The governor's Configure-level password is held by the OEM; we only have the Monitor level, which needs none.",
        "Die Zugangsdaten für die Fernwartung werden pro Einsatz vergeben und danach gesperrt.",
        "Le mot de passe de la supervision est changé après chaque intervention d'un prestataire.",
        "Lösenordet till fjärranslutningen skickas separat via SMS till entreprenören.",
        "Security code 0 on a Campbell logger means no security; ours are set from the commissioning sheet, not from this repo.",
    ]) + "\n"


@cln
def c_secretref():
    return f"""        env:
          - name: NORDPOOL_PASSWORD
            valueFrom:
              secretKeyRef: {{name: nordpool-api, key: password}}
        image: ghcr.io/{c.pick(CITIES)}-kraft/dispatch-gw@sha256:{c.sha256()}
"""


@cln
def c_gha():
    return """      - run: python export.py --plant all
        env:
          PI_PASSWORD: ${{ secrets.PI_PASSWORD }}
          AWS_ROLE_ARN: ${{ vars.HISTORIAN_ROLE_ARN }}
"""


@cln
def c_gitlog():
    return "\n".join(f"commit {c.sha1()}\n    {c.pick(['governor: expose droop in export', 'reservoir: fix m_asl offset for sensor swap', 'dispatch: handle A09 cancellations', 'chore: move ENTSO-E token to vault'])}" for _ in range(3)) + "\n"


@cln
def c_hook_ls():
    return hook(c, "Bash", {"command": "ls /opt/dispatch-gw", "description": "List files"},
                {"stdout": ".env\n.env.example\ndispatch.py\nrequirements.txt\n", "stderr": "", "interrupted": False})


@cln
def c_cert():
    body = "\n".join(c.b64(48) for _ in range(6)) + "\n" + c.b64(21)
    return f"""# tso_client.crt
-----BEGIN CERTIFICATE-----
{body}
-----END CERTIFICATE-----
"""


@cln
def c_ssh_pub():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{c.s(B62 + '+/', 200)} vendor@{c.pick(CITIES)}-commissioning\n"


@cln
def c_webids():
    return json.dumps({"Items": [{"WebId": "F1DP" + c.s(B62, 40), "Name": f"{c.pick(UNITS)}.ActivePower", "Path": f"\\\\PIDA01\\{c.pick(UNITS)}.ActivePower"} for _ in range(3)]}, indent=1)


@cln
def c_iec104():
    return "\n".join(f"IOA {c.r.randint(1000, 9999)}  type M_ME_NC_1  {c.pick(['Reservoir.Level', 'G1.P_MW', 'G2.Q_Mvar', 'Intake.Gate'])}  scale 0.01" for _ in range(4)) + "\n"


@cln
def c_default():
    return c.pick([
        "Ewon Flexy units come with the factory login adm / adm; the commissioning checklist changes it before the unit joins Talk2M.",
        "Moxa MGate gateways ship with user admin and the documented default password moxa; we set per-site passwords from the vault.",
        "keytool -list -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit | grep -i tso",
    ]) + "\n"


@cln
def c_prices():
    return json.dumps({"area": "NO3", "currency": "EUR", "prices": [{"start": ts(c), "value": round(c.r.uniform(5, 140), 2)} for _ in range(4)]}) + "\n"


@cln
def c_dispatch_msg():
    return f"""<ActivationDocument>
  <mRID>{c.uuid()}</mRID>
  <sender_MarketParticipant.mRID codingScheme="A01">10X1001A1001A{c.r.randint(10, 99)}X</sender_MarketParticipant.mRID>
  <RegisteredResource.mRID codingScheme="A01">50W{c.s(UPPER + DIG, 12)}</RegisteredResource.mRID>
  <quantity>{c.r.randint(1, 12)}</quantity>
</ActivationDocument>
"""


@cln
def c_hcl_var():
    return """variable "ipsec_shared_key" {
  type      = string
  sensitive = true
}
"""


@cln
def c_talk2m_docs():
    return """Talk2M API calls take t2mdevid=<developer-id>, t2maccount, t2musername and t2mpassword as parameters;
read them from the environment (T2M_DEVID, T2M_ACCOUNT, T2M_USER, T2M_PASSWORD), never hard-code them.
"""


@cln
def c_firmware():
    return "\n".join(f"{c.sha256()}  {c.pick(['cr1000x', 'mgate-mb3170', 'rut955'])}_{c.r.randint(1, 9)}.{c.r.randint(0, 30)}.bin" for _ in range(3)) + "\n"


@cln
def c_teamviewer_id():
    return f"TeamViewer ID for the HMI PC at {c.pick(PLANTS)}: {c.r.randint(100, 999)} {c.r.randint(100, 999)} {c.r.randint(100, 999)}. The operator on duty gives the one-time password by phone.\n"


@cln
def c_grafana():
    return json.dumps({"dashboard": {"uid": c.s(B62, 9), "title": "Reservoir overview", "panels": [{"id": 2, "datasource": {"uid": c.s(B62, 9), "type": "influxdb"}}]}, "folderUid": c.s(B62, 9)}) + "\n"


@cln
def c_eic():
    return f"Bidding zone 10YNO-3--------J, metering point 7070575000{c.r.randint(10**7, 10**8 - 1)}, resource object 50W{c.s(UPPER + DIG, 12)}\n"


@cln
def c_modbus():
    return "register,name,type,scale\n" + "\n".join(f"{c.r.randint(30001, 39999)},{c.pick(['level_mm', 'flow_ls', 'gate_pos', 'bearing_temp'])},{c.pick(['u16', 's32', 'f32'])},{c.pick(['1', '0.1', '0.01'])}" for _ in range(5)) + "\n"


@cln
def c_sentry():
    return f'sentry_sdk.init(dsn="https://{c.hexs(32)}@o{c.r.randint(10000, 99999)}.ingest.de.sentry.io/{c.r.randint(100000, 999999)}")\n'


@cln
def c_ipsec_conf():
    return f"""conn plant-{c.pick(CITIES)}
    keyexchange=ikev2
    authby=secret
    left=%defaultroute
    leftid=@plant.{c.pick(CITIES)}-kraft.no
    right=vpn.{c.pick(CITIES)}-kraft.no
    ike=aes256-sha256-modp2048!
    auto=start
"""


@cln
def c_tfplan():
    return f"""  ~ resource "azurerm_virtual_network_gateway_connection" "plant" {{
        id         = "/subscriptions/{c.uuid()}/resourceGroups/rg-ot/providers/Microsoft.Network/connections/s2s"
      ~ shared_key = (sensitive value)
    }}
"""


@cln
def c_snapshot():
    return f'{{"camera":"trashrack-1","jpeg_b64":"{c.b64(150)}","sha256":"{c.sha256()}"}}\n'


@cln
def c_alarm_log():
    return "\n".join(f"{ts(c)} ALARM {c.pick(UNITS)} {c.pick(['BEARING_TEMP_HI', 'LEVEL_LO', 'GOV_OIL_PRESS_LO', 'GRID_TRIP'])} ack_by={c.pick(USERS)} event={c.uuid()}" for _ in range(4)) + "\n"
# ------------------------------------------------------------------------------------------------------ main
def main() -> None:
    clean = []
    i = 0
    while len(clean) < 100:
        clean.append(CLEAN[i % len(CLEAN)]())
        i += 1
    blob = "\n".join(clean)
    recs = []
    i = 0
    while len(recs) < 250:
        fn = SEC[i % len(SEC)]
        i += 1
        for _ in range(50):
            cls, text, vals = fn()
            if vals and all(v in text for v in vals) and not any(v in blob for v in vals):
                break
        else:
            raise SystemExit(f"could not place {fn.__name__}")
        recs.append((cls, text, vals))
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(recs, 1):
            f.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
