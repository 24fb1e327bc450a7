#!/usr/bin/env python3
"""Blind redaction source "snowplows": winter road maintenance fleets (GPS-tracked plows, spreader controllers,
salt inventory, 311 requests, contractor dispatch). Round 73, helper corpora45 (session 28). Every value is random
and made up; imports only the standard library and _tokens."""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAM = "snowplows"
HERE = Path(__file__).resolve().parent
g = Gen(7301)  # secret texts
c = Gen(7302)  # clean texts
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["Plow", "Blizzard", "Salt", "Brine", "Frost", "Sleet", "Drift", "Auger", "Wingblade", "Snowbank", "Icepack",
         "Sander", "Polar", "Tundra", "Flurry", "Graupel", "Whiteout", "Chains"]
PHRASE = ["salt", "dome", "wing", "blade", "route", "north", "garage", "storm", "ice", "truck", "orange", "brine",
          "hopper", "chute", "spinner", "lane", "bridge", "ramp", "pike", "county"]
CITIES = ["cedarfalls", "northbridge", "lakeshore", "mapleton", "ridgeview", "stonecreek", "elmwood", "granitebay"]
USERS = ["dkowalski", "mlindqvist", "avirtanen", "jbouchard", "sromero", "tnakamura", "kbrandt", "ppetrov"]
TRUCKS = ["P-112", "P-207", "T-31", "W-4", "S-18", "P-340", "TAN-9", "G-22"]


def digits(n: int, G: Gen = g) -> str:
    return G.s(DIG, n)


def pin(G: Gen = g) -> str:
    return digits(G.pick([4, 4, 5, 6]), G)


def word_pw(G: Gen = g) -> str:
    return G.pick(WORDS) + str(G.r.randint(1, 2026)) + G.pick("!#$%*?.+@")


def legacy(G: Gen = g) -> str:
    return G.pick(["plow", "dpw", "salt", "fleet", "winter", "sno"]) + G.s(LOW, G.r.randint(2, 3)) + digits(G.r.randint(1, 3), G)


def phrase(G: Gen = g) -> str:
    sep = G.pick(["-", ".", "_"])
    return sep.join(G.pick(PHRASE) for _ in range(G.r.randint(3, 4))) + sep + digits(2, G)


def anypw(G: Gen = g) -> str:
    k = G.r.randint(0, 5)
    return [G.pw, word_pw, legacy, phrase, G.machine_pw, word_pw][k](*([] if k in (0, 4) else [G]))


def samsara(G: Gen = g) -> str:
    return "samsara_api_" + G.s(B62, 30)


def arcgis_key(G: Gen = g) -> str:
    return "AAPK" + G.hexs(32) + G.s(URLSAFE, 64)


def b64of(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def hook(G: Gen, tool: str, tool_input: dict, response=None, event: str = "PostToolUse") -> str:
    u = G.pick(USERS)
    d = {"session_id": G.uuid(), "transcript_path": f"/home/{u}/.claude/projects/-srv-avl-sync/{G.uuid()}.jsonl",
         "cwd": f"/home/{u}/src/{G.pick(['avl-sync', 'plowtracker', 'saltinv', 'dispatch-portal', '311-bridge'])}",
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


# ----------------------------------------------------------------------------------------------- secret texts
@sec
def env_avl():
    k, p = samsara(), anypw()
    city = g.pick(CITIES)
    return "self-identifying", f"""# avl-sync/.env  (prod, {city})
SAMSARA_API_TOKEN={k}
SAMSARA_ORG_ID={g.r.randint(10000, 99999)}
GEOTAB_DATABASE={city}_dpw
GEOTAB_USER=avl-sync@{city}.gov
POLL_SECONDS=30
""", [k]


@sec
def geotab_py():
    p = anypw()
    city = g.pick(CITIES)
    return "name-context", f"""import mygeotab

# TODO move to keyring before the storm season
api = mygeotab.API(username="avl-sync@{city}.gov", password="{p}", database="{city}_dpw")
api.authenticate()
devices = api.get("Device", resultsLimit=500)
plows = [d for d in devices if d["name"].startswith(("P-", "W-"))]
""", [p]


@sec
def geotab_rpc():
    p, sid = anypw(), g.s(URLSAFE, 22)
    city = g.pick(CITIES)
    return "name-context", f"""$ curl -s https://my.geotab.com/apiv1 -d '{{"method":"Authenticate","params":{{"database":"{city}_dpw","userName":"ops@{city}.gov","password":"{p}"}}}}'
{{"result":{{"credentials":{{"database":"{city}_dpw","sessionId":"{sid}","userName":"ops@{city}.gov"}},"path":"my{g.r.randint(10, 999)}.geotab.com"}},"jsonrpc":"2.0"}}
""", [p, sid]


@sec
def reveal_curl():
    u, p = f"REST_{g.s(LOW, 6)}_{g.r.randint(1000, 9999)}", anypw()
    return "structural", f"""# Verizon Connect Reveal: get a token for the plow-position bridge
curl -s -u "{u}:{p}" https://fim.api.us.fleetmatics.com/token
# returns the token in plain text, valid 20 min
""", [p]


@sec
def cradlepoint():
    a, b = g.hexs(40), g.s(B62, 40)
    return "structural", f"""GET /api/v2/routers/?name__startswith=PLOW HTTP/1.1
Host: www.cradlepointecm.com
X-CP-API-ID: {g.hexs(8)}
X-CP-API-KEY: {a}
X-ECM-API-ID: {g.uuid()}
X-ECM-API-KEY: {b}
Content-Type: application/json
""", [a, b]


@sec
def spreader_runbook():
    p = pin()
    m = g.pick(["Force America SSC6100", "Dickey-john Control Point", "Cirus SpreadSmart Rx", "Epoke SW-Control"])
    return "name-context", f"""## Spreader calibration (pre-season)
1. Truck in bay 3, hopper empty, conveyor chain tensioned.
2. On the {m} press MENU + UP for 5 s, enter supervisor PIN {p}
3. Set material = "Treated salt", density 1,250 lb/yd3, max rate 400 lb/ln-mi.
4. Run 3 catch tests per gate setting, record in the calibration sheet.
""", [p]


@sec
def spreader_yaml():
    p = pin()
    k = g.s(B62, 24)
    return "name-context", f"""# telematics-gateway/spreader.yaml
controller:
  model: {g.pick(['rdsx-6100', 'cp-5', 'srx-plus'])}
  serial_port: /dev/ttyUSB1
  baud: 19200
  supervisor_pin: "{p}"
upload:
  endpoint: https://matrates.{g.pick(CITIES)}.gov/api/v1/rates
  api_key: {k}
""", [p, k]


@sec
def salt_mysql():
    p = anypw()
    return "structural", f"""SALT_DB_URL=mysql://saltinv:{p}@10.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}:3306/salt_domes
# dome level sensors write here every 15 min
""", [p]


@sec
def salt_sqlalchemy():
    p = anypw()
    return "structural", f"""from sqlalchemy import create_engine
import pandas as pd

eng = create_engine("postgresql+psycopg2://salt_ro:{p}@gis-db.{g.pick(CITIES)}.local:5432/winterops")
df = pd.read_sql("select dome_id, tons_on_hand, updated_at from salt_inventory order by dome_id", eng)
print(df.tail())
""", [p]


@sec
def seeclickfix():
    s = g.s(URLSAFE, 43)
    return "name-context", f"""# 311-bridge/config.yml
seeclickfix:
  base_url: https://seeclickfix.com/api/v2
  client_id: {g.s(B62, 32)}
  client_secret: {s}
  request_types: [snow_plowing, icy_road, missed_street]
""", [s]


@sec
def open311():
    k = g.hexs(32)
    return "structural", f"""POST /open311/v2/requests.json HTTP/1.1
Host: 311.{g.pick(CITIES)}.gov
Content-Type: application/x-www-form-urlencoded

api_key={k}&service_code=SNOW-{g.r.randint(10, 99)}&lat=42.{g.r.randint(100000, 999999)}&long=-71.{g.r.randint(100000, 999999)}&description=Street+not+plowed+since+Tuesday
""", [k]


@sec
def sf_props():
    p, t = word_pw(), g.s(B62, 25)
    return "name-context", f"""# dataloader/process-conf 311 cases -> winter ops
sfdc.endpoint=https://{g.pick(CITIES)}311.my.salesforce.com
sfdc.username=integration.winterops@{g.pick(CITIES)}.gov
sfdc.password={p}
sfdc.securityToken={t}
process.operation=extract
""", [p, t]


@sec
def accela():
    s = g.hexs(32)
    return "name-context", f"""{{
  "accela": {{
    "app_id": "{g.r.randint(10**14, 10**15 - 1)}",
    "app_secret": "{s}",
    "agency": "{g.pick(CITIES).upper()}",
    "environment": "PROD",
    "record_type": "PublicWorks/Streets/Snow/Complaint"
  }}
}}
""", [s]


@sec
def arcgis():
    k = arcgis_key()
    return "self-identifying", f"""// plow-map/src/config.js  -- live route layer
export const ARCGIS = {{
  portal: "https://gis.{g.pick(CITIES)}.gov/portal",
  routesLayer: "https://services{g.r.randint(1, 9)}.arcgis.com/xYz/arcgis/rest/services/Plow_Routes/FeatureServer/0",
  apiKey: "{k}",
}};
""", [k]


@sec
def arcgis_token():
    t = g.s(URLSAFE, 64) + ".."
    return "name-context", f"""$ curl -s -d "username=avl_editor&password=$AGOL_PW&referer=https://plowmap&f=json" https://www.arcgis.com/sharing/rest/generateToken
{{"token":"{t}","expires":{1767225600000 + g.r.randint(0, 10**8)},"ssl":true}}
""", [t]


@sec
def arcgis_log():
    t = g.s(URLSAFE, 86)
    return "structural", f"""{ts()} WARN  layer-refresh  slow response 4.8s GET https://gis.{g.pick(CITIES)}.gov/server/rest/services/Winter/PlowPositions/MapServer/0/query?where=1%3D1&outFields=*&f=json&token={t}
"""[0:], [t]


@sec
def rwis():
    k = g.s(B62, 32)
    return "structural", f"""import requests

r = requests.get(
    "https://api.rwis.example-vendor.net/v2/stations/{g.r.randint(100, 999)}/observations",
    headers={{"X-Api-Key": "{k}", "Accept": "application/json"}},
    params={{"fields": "pavement_temp,friction,chemical_factor"}},
    timeout=10,
)
""", [k]


@sec
def weather_q():
    k = g.s(B62, 32)
    return "structural", f"""# pre-treat decision script pulls the storm forecast
FORECAST=$(curl -s "https://api.tomorrow.io/v4/weather/forecast?location=42.36,-71.05&timesteps=1h&apikey={k}")
echo "$FORECAST" | jq '.timelines.hourly[] | select(.values.snowIntensity > 0.5) | .time'
""", [k]


@sec
def dtn():
    s = g.s(B62 + "-_", 48)
    return "name-context", f"""[dtn]
client_id = {g.s(B62, 32)}
client_secret = {s}
audience = https://weather.api.dtn.com/observations
""", [s]


@sec
def twilio_js():
    t = g.hexs(32)
    return "name-context", f"""// contractor-dispatch/notify.js
const twilio = require("twilio");
const client = twilio("AC{g.hexs(32)}", "{t}");

async function callOut(contractor, route) {{
  return client.messages.create({{
    from: "+1617555{g.r.randint(1000, 9999)}",
    to: contractor.phone,
    body: `Storm callout: route ${{route}} - reply YES to accept`,
  }});
}}
""", [t]


@sec
def contractor_mail():
    p = word_pw()
    return "name-context", f"""Subject: Snow contractor portal access for the 2026/27 season

Hi {g.pick(['Mike', 'Dana', 'Luis', 'Ray'])},

Your company is set up in the dispatch portal (https://snowdispatch.{g.pick(CITIES)}.gov). Login is your
vendor number {g.r.randint(40000, 49999)} and the temporary password is {p} - you'll be asked to change it on first login.
Please have your trucks' GPS units reporting before the first callout.

Thanks, Winter Ops
""", [p]


@sec
def fi_chat():
    p = anypw()
    return "name-context", f"""[Teams] {g.pick(['Ville', 'Jussi', 'Aino'])}: Urakoitsijaportaalin tunnus on talvihuolto2 ja salasana {p} — vaihda se kun ehdit.
[Teams] {g.pick(['Mikko', 'Sanna'])}: ok, aurausreitit näkyy nyt kartalla 👍
""", [p]


@sec
def sv_chat():
    p = anypw()
    return "name-context", f"""Hej! Lösenordet till plogportalen (entreprenörsinloggning) är nu {p} . GPS-enheterna i bil 14 och 22 rapporterar inte, kan du kolla?
/ {g.pick(['Lars', 'Karin', 'Erik'])}, vinterväghållningen
""", [p]


@sec
def de_ticket():
    p = pin()
    return "name-context", f"""Ticket #{g.r.randint(10000, 99999)} – Winterdienst Bauhof
Streuautomat im Fahrzeug {g.pick(TRUCKS)} zeigt „Kalibrierung ungültig“. Bitte neu kalibrieren.
Servicemenü-Kennwort für das Bedienteil: {p} (nicht an Fahrer weitergeben).
Priorität: hoch (Glättewarnung ab 04:00)
""", [p]


@sec
def fr_mail():
    p = anypw()
    return "name-context", f"""Bonjour,

Pour le déneigement du secteur {g.r.randint(1, 12)}, vous pouvez consulter les tracés GPS des chenillettes sur le portail
des sous-traitants. Identifiant : deneig-{g.s(LOW, 4)} — mot de passe : {p}

Merci de confirmer la disponibilité de vos équipes avant 18 h.
Service des travaux publics
""", [p]


@sec
def ja_chat():
    p = anypw()
    return "name-context", f"""除雪車のGPS管理画面のログイン情報です。
ID: josetsu_{g.s(LOW, 3)}  パスワード: {p}
今夜の出動判断は22時に行います。
""", [p]


@sec
def pl_chat():
    p = anypw()
    return "name-context", f"""Cześć, hasło do panelu monitoringu pługów (zimowe utrzymanie dróg) to {p} – login: dyspozytor. Pamiętaj, żeby nie wpisywać go w zgłoszeniach.
""", [p]


@sec
def cs_chat():
    p = pin()
    return "name-context", f"""Zimní údržba: kód k vratům skládky soli v areálu {g.pick(['Jih', 'Sever'])} je {p}#. Sypače vyjíždějí ve 3:30.
""", [p]


@sec
def it_chat():
    p = anypw()
    return "name-context", f"""Ciao, per lo sgombero neve la password del portale mezzi spargisale è {p} (utente: sala_operativa). Avvisami se non funziona.
""", [p]


@sec
def es_chat():
    p = anypw()
    return "name-context", f"""Equipo vialidad invernal: la clave del panel de seguimiento de quitanieves es {p}. Usuario: centro.control. No la compartáis por WhatsApp.
""", [p]


@sec
def hook_read_env():
    p1, p2 = anypw(), g.hexs(32)
    city = g.pick(CITIES)
    content = (f"GEOTAB_DATABASE={city}_dpw\nGEOTAB_USER=avl-sync@{city}.gov\nGEOTAB_PASSWORD={p1}\n"
               f"OPEN311_API_KEY={p2}\nLOG_LEVEL=info\n")
    return "name-context", hook(g, "Read", {"file_path": f"/srv/avl-sync/.env"},
                               {"type": "text", "file": {"filePath": "/srv/avl-sync/.env", "content": content,
                                                         "numLines": 5, "startLine": 1, "totalLines": 5}}), [p1, p2]


@sec
def hook_bash_curl():
    p = anypw()
    cmd = f"curl -s -u winterops:{p} https://saltdome-gw.{g.pick(CITIES)}.local/api/levels | jq ."
    return "structural", hook(g, "Bash", {"command": cmd, "description": "Read salt dome levels"}, event="PreToolUse"), [p]


@sec
def mqtt_pub():
    p = anypw()
    return "structural", f"""$ mosquitto_pub -h mqtt.plowtrack.local -p 8883 --cafile ca.crt -u truck-{g.r.randint(100, 400)} -P '{p}' \\
    -t avl/plows/{g.pick(TRUCKS)}/state -m '{{"blade":"down","spinner":1,"rate":250}}'
""", [p]


@sec
def compose():
    p = anypw()
    return "name-context", f"""services:
  plowtrack-db:
    image: postgis/postgis:16-3.4
    environment:
      POSTGRES_USER: plowtrack
      POSTGRES_PASSWORD: {p}
      POSTGRES_DB: avl
    volumes:
      - pgdata:/var/lib/postgresql/data
""", [p]


@sec
def k8s_secret():
    p = anypw()
    b = b64of(p)
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: geotab-credentials
  namespace: winter-ops
type: Opaque
data:
  GEOTAB_USER: {b64of('avl-sync')}
  GEOTAB_PASSWORD: {b}
""", [b]


@sec
def tf_default():
    p = anypw()
    return "name-context", f"""variable "dispatch_db_password" {{
  description = "RDS master password for contractor dispatch"
  type        = string
  default     = "{p}"
}}
""", [p]


@sec
def airlink_ini():
    p = anypw()
    return "name-context", f"""; AirLink RV55 template pushed to every plow
[device]
name=PLOW-%UNIT%
[acemanager]
admin_user=user
admin_password={p}
[gnss]
report_interval=5
server=avl.{g.pick(CITIES)}.gov:9494
""", [p]


@sec
def diff_pw():
    old, new = anypw(), anypw()
    return "name-context", f"""diff --git a/deploy/group_vars/avl.yml b/deploy/group_vars/avl.yml
@@ -7,7 +7,7 @@ avl_poll_interval: 30
 avl_vendor: geotab
 avl_user: avl-sync
-avl_password: "{old}"
+avl_password: "{new}"
 salt_gateway: 10.40.2.15
""", [old, new]


@sec
def notebook():
    p = anypw()
    src = ["import mygeotab, pandas as pd\n", f"api = mygeotab.API('analyst@{g.pick(CITIES)}.gov', '{p}', 'winter_dpw')\n",
           "api.authenticate()\n", "trips = pd.DataFrame(api.get('Trip', search={'fromDate': '2026-01-10'}))"]
    nb = {"cells": [{"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [], "source": src}],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}}, "nbformat": 4, "nbformat_minor": 5}
    return "name-context", json.dumps(nb, indent=1), [p]


@sec
def traceback_dsn():
    p = anypw()
    return "structural", f"""Traceback (most recent call last):
  File "/opt/plowtrack/ingest.py", line 88, in flush
    conn = psycopg2.connect(DSN)
  File "/usr/lib/python3/dist-packages/psycopg2/__init__.py", line 122, in connect
    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
psycopg2.OperationalError: could not connect to server: Connection timed out
    DSN was: postgresql://ingest:{p}@avl-db01.{g.pick(CITIES)}.local:5432/avl
""", [p]


@sec
def jwt_hdr():
    j = g.jwt("dispatcher-" + str(g.r.randint(1, 40)))
    return "self-identifying", f"""PATCH /api/routes/{g.r.randint(1, 80)}/assign HTTP/1.1
Host: plowtracker.{g.pick(CITIES)}.gov
Authorization: Bearer {j}
Content-Type: application/json

{{"truck":"{g.pick(TRUCKS)}","priority":1}}
""", [j]


@sec
def aws_s3():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[gps-archive]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = us-east-2
# nightly: aws s3 sync /var/lib/avl/breadcrumbs s3://dpw-avl-breadcrumbs --profile gps-archive
""", [a, s]


@sec
def selfid_shell():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"""{g.pick(USERS)}@ops-jump:~$ history | tail -4
  511  cd ~/plowtracker
  512  export {name.upper()}_TOKEN={tok}
  513  ./scripts/push-storm-report.sh --event {g.r.randint(2600, 2699)}
  514  history | tail -4
""", [mark]


@sec
def selfid_handover():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"""Hand-over (night shift -> day shift), storm event #{g.r.randint(40, 90)}
- 14 plows out, 3 contractor graders on secondary routes
- salt dome B at 38%, order placed
- the {name} token for the storm-report bot is `{tok}` (rotate after the event)
- 311 backlog: 212 open, mostly cul-de-sacs
""", [mark]


@sec
def pem_sftp():
    blk, line = g.pem()
    return "self-identifying", f"""# key used by the AVL vendor to drop breadcrumb files on sftp.{g.pick(CITIES)}.gov
$ cat ~/.ssh/avl_vendor_drop
{blk}
""", [line]


@sec
def basic_log():
    u, p = "dispatch", anypw()
    b = b64of(f"{u}:{p}")
    return "structural", f"""DEBUG urllib3.connectionpool: Starting new HTTPS connection (1): api.contractor-dispatch.net:443
DEBUG http.client send: b'GET /v1/callouts?status=open HTTP/1.1\\r\\nHost: api.contractor-dispatch.net\\r\\nAuthorization: Basic {b}\\r\\nAccept: */*\\r\\n\\r\\n'
DEBUG urllib3.connectionpool: https://api.contractor-dispatch.net:443 "GET /v1/callouts?status=open HTTP/1.1" 200 1893
""", [b]


@sec
def ps_cred():
    p = anypw()
    return "name-context", f"""$sec = ConvertTo-SecureString "{p}" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential("CITY\\svc_saltinv", $sec)
Invoke-Command -ComputerName SALT-HMI01 -Credential $cred -ScriptBlock {{ Get-Service ScaleLink }}
""", [p]


@sec
def cs_conn():
    p = anypw()
    return "structural", f"""// WinterOps.Api/appsettings.Production.json
{{
  "ConnectionStrings": {{
    "Munis": "Server=munis-sql01;Database=WorkOrders;User Id=winterops_rw;Password={p};TrustServerCertificate=True"
  }},
  "Logging": {{ "LogLevel": {{ "Default": "Warning" }} }}
}}
""", [p]


@sec
def fuel_pins():
    rows, vals = [], []
    for t in g.r.sample(TRUCKS, 3):
        pn = digits(4)
        vals.append(pn)
        rows.append(f"| {t} | WEX ...{g.r.randint(1000, 9999)} | {pn} |")
    return "name-context", "| unit | fuel card | driver PIN |\n|---|---|---|\n" + "\n".join(rows) + "\n", vals


@sec
def tablet_table():
    rows, vals = [], []
    for t in g.r.sample(TRUCKS, 3):
        p = pin()
        vals.append(p)
        rows.append(f"{t}\tTAB-{g.r.randint(100, 999)}\tunlock {p}")
    return "name-context", "MDT tablets (in-cab) — unlock codes, do not post in the driver room\n" + "\n".join(rows) + "\n", vals


@sec
def rtsp_cam():
    p = anypw()
    return "structural", f"""# plow camera snapshots for the public map (every 2 min)
ffmpeg -rtsp_transport tcp -i "rtsp://admin:{p}@192.168.{g.r.randint(1, 20)}.{g.r.randint(2, 250)}:554/Streaming/Channels/102" -frames:v 1 /var/www/plowcam/{g.pick(TRUCKS)}.jpg
""", [p]


@sec
def samsara_webhook():
    s = g.b64(32)
    return "name-context", f"""import base64, hashlib, hmac
from flask import Flask, request, abort

app = Flask(__name__)
WEBHOOK_SECRET = base64.b64decode("{s}")

@app.post("/samsara/events")
def events():
    sig = request.headers.get("X-Samsara-Signature", "")
    mac = hmac.new(WEBHOOK_SECRET, request.headers["X-Samsara-Timestamp"].encode() + request.data, hashlib.sha256)
    if not hmac.compare_digest("v1=" + mac.hexdigest(), sig):
        abort(401)
    return "", 204
""", [s]


@sec
def brine_vnc():
    p = g.s(B62, 8)
    return "name-context", f"""Brine maker HMI (garage 2) — VNC is on 10.40.7.21:5900, view-only password {p}; the full-control one is in the safe.
If the batch stalls at "Salinity low", check the rock salt auger first.
""", [p]


@sec
def slack_hook():
    u = g.slack_webhook()
    mark = u.rsplit("/", 1)[1]
    return "self-identifying", f"""# storm-ops alerts
STORM_SLACK_WEBHOOK={u}
""", [mark]


@sec
def sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"""# 311 follow-up e-mails ("your street was plowed")
sg = SendGridAPIClient("{k}")
sg.send(Mail(from_email="noreply@311.city.gov", to_emails=req.email, subject="Update on your snow request"))
""", [k]


@sec
def cityworks():
    t = g.s(URLSAFE, 48)
    return "structural", f"""https://cityworks.{g.pick(CITIES)}.gov/cityworks/services/Ams/WorkOrder/Create?data={{"WOTemplateId":"{g.r.randint(100, 999)}","Description":"Plow damage - mailbox"}}&token={{"Token":"{t}"}}
""", [t]


@sec
def sshpass():
    p = anypw()
    return "name-context", f"""for h in salt-scale-a salt-scale-b; do
  sshpass -p '{p}' scp tech@$h:/var/log/scale/tickets.csv ./tickets-$h.csv
done
""", [p]


@sec
def mysql_cli():
    p = anypw()
    return "structural", f"""$ mysql -h saltinv-db -u salt_admin -p{p} salt_domes -e "select dome, tons from inventory where tons < 500"
+------+--------+
| dome | tons   |
+------+--------+
| C    | 412.50 |
+------+--------+
""", [p]


@sec
def google_key():
    k = g.google_api()
    return "self-identifying", f"""# route optimiser: distance matrix between depots and route starts
GMAPS_SERVER_KEY = "{k}"
""", [k]


@sec
def go_hmac():
    k = g.b64(32)
    return "name-context", f"""package plowmap

// signs the share links dispatchers send to contractors
var shareLinkKey = []byte("{k}")

func SignShare(routeID string, exp int64) string {{
	m := hmac.New(sha256.New, shareLinkKey)
	fmt.Fprintf(m, "%s|%d", routeID, exp)
	return hex.EncodeToString(m.Sum(nil))
}}
""", [k]


@sec
def toml_mqtt():
    p = anypw()
    return "name-context", f"""# /etc/avl-ingest/config.toml
[mqtt]
host = "mqtt.plowtrack.local"
port = 8883
username = "ingest"
password = "{p}"

[postgis]
url_env = "AVL_DB_URL"
""", [p]


@sec
def webconfig_xml():
    p = anypw()
    return "name-context", f"""<appSettings>
  <add key="EamServer" value="https://eam.{g.pick(CITIES)}.gov/axis/services/EWSConnector" />
  <add key="EamTenant" value="DPW_PRD" />
  <add key="EamUser" value="WINTER_IFACE" />
  <add key="EamPassword" value="{p}" />
</appSettings>
""", [p]


@sec
def magic_link():
    t = g.s(URLSAFE, 32)
    return "structural", f"""SMS to +1 (413) 555-{g.r.randint(1000, 9999)}: STORM CALLOUT route S-{g.r.randint(1, 40)} 02:00. Accept: https://snowdispatch.{g.pick(CITIES)}.gov/callout/accept?token={t}
""", [t]


@sec
def zonar():
    p = anypw()
    return "structural", f"""wget -qO positions.xml "https://omi.zonarsystems.net/interface.php?customer={g.s(LOW, 3)}{g.r.randint(1000, 9999)}&username=winterapi&password={p}&action=showposition&operation=current&format=xml"
""", [p]


@sec
def truck_gateway_json():
    p = g.s(B62, 16)
    return "name-context", f"""{{"unit":"{g.pick(TRUCKS)}","imei":"35{digits(13)}","apn":"fleet.m2m","apn_pass":"{p}","avl_host":"avl.plowtrack.local","avl_port":9494}}
""", [p]


@sec
def python_const():
    p = anypw()
    return "name-context", f"""# scale_house.py -- pulls truck weigh tickets from the salt scale terminal
SCALE_HOST = "10.40.3.9"
SCALE_USER = "export"
SCALE_PASS = "{p}"  # FIXME read from vault
""", [p]


# ------------------------------------------------------------------------------------------------ clean texts
@cln
def c_positions():
    rows = ["unit,vin,ts,lat,lon,speed_mph,blade,spinner,fix_hash"]
    for _ in range(6):
        rows.append(f"{c.pick(TRUCKS)},1FV{c.s(UPPER + DIG, 14)},{ts(c)},42.{c.r.randint(100000, 999999)},-71.{c.r.randint(100000, 999999)},{c.r.randint(0, 35)},{c.pick(['up', 'down'])},{c.r.randint(0, 1)},{c.hexs(40)}")
    return "\n".join(rows) + "\n"


@cln
def c_env_example():
    return f"""# avl-sync/.env.example — copy to .env and fill in
SAMSARA_API_TOKEN=<your-samsara-token>
GEOTAB_DATABASE={c.pick(CITIES)}_dpw
GEOTAB_USER=avl-sync@example.gov
GEOTAB_PASSWORD=changeme
OPEN311_API_KEY=${{OPEN311_API_KEY}}
SALT_DB_URL=mysql://saltinv:<password>@localhost:3306/salt_domes
"""


@cln
def c_env_reads():
    return c.pick([
        """import os
api = mygeotab.API(username=os.environ["GEOTAB_USER"], password=os.environ["GEOTAB_PASSWORD"],
                   database=os.environ["GEOTAB_DATABASE"])
""",
        """const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);
const samsaraToken = process.env.SAMSARA_API_TOKEN ?? "";
""",
        """password = ENV.fetch("SALT_DB_PASSWORD")
conn = Mysql2::Client.new(host: ENV["SALT_DB_HOST"], username: "saltinv", password: password)
""",
        """$cred = Get-Secret -Name GeotabService -Vault WinterOps
Connect-Geotab -Credential $cred -Database $env:GEOTAB_DATABASE
"""])


@cln
def c_devices():
    devs = [{"id": "b" + c.s(HEX, 3).upper(), "name": c.pick(TRUCKS), "serialNumber": "G9" + c.s(UPPER + DIG, 10),
             "vehicleIdentificationNumber": "1FV" + c.s(UPPER + DIG, 14), "workTime": "WorkTimeStandardHoursId"} for _ in range(3)]
    return json.dumps({"result": devs, "jsonrpc": "2.0"}, indent=2)


@cln
def c_salt_report():
    lines = [f"Salt inventory {ts(c)[:10]}"]
    for d in "ABCD":
        lines.append(f"dome {d}: {c.r.randint(200, 2400)}.{c.r.randint(0, 9)} t  (sensor {c.hexs(8)})")
    lines.append(f"report sha256: {c.sha256()}")
    return "\n".join(lines) + "\n"


@cln
def c_prose():
    return c.pick([
        "The spreader supervisor PIN is kept in the shop foreman's binder, not in this repo. Ask Facilities if you need it.",
        "Reminder: never paste Geotab passwords into tickets. Use the 'avl-sync' service account, whose credentials live in Vault at secret/winter/geotab.",
        "Die Zugangsdaten für das Streuautomaten-Servicemenü stehen im Tresor der Werkstatt, nicht im Wiki.",
        "Le mot de passe du portail des sous-traitants est envoyé séparément par SMS ; ne le mettez jamais dans un courriel.",
        "Urakoitsijoiden salasanat vaihdetaan joka kausi. Uusi salasana toimitetaan tekstiviestillä.",
        "Password rotation for the plow-tracker admin accounts happens on Oct 1 every year; the token field in this form is left blank on purpose.",
    ]) + "\n"


@cln
def c_secretref():
    return f"""env:
  - name: GEOTAB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: geotab-credentials
        key: GEOTAB_PASSWORD
image: registry.{c.pick(CITIES)}.gov/winter/avl-sync@sha256:{c.sha256()}
"""


@cln
def c_gha():
    return """- name: Deploy plow map
  env:
    ARCGIS_API_KEY: ${{ secrets.ARCGIS_API_KEY }}
    SAMSARA_API_TOKEN: ${{ secrets.SAMSARA_API_TOKEN }}
  run: ./deploy.sh --env prod
"""


@cln
def c_gitlog():
    return "\n".join(f"{c.hexs(7)} {c.pick(['fix spreader rate rounding', 'add 311 dedupe by geohash', 'bump mygeotab to 0.9.3', 'rotate geotab creds (see vault)', 'salt dome sensor calibration offsets'])}" for _ in range(5)) + "\n"


@cln
def c_hook_ls():
    return hook(c, "Bash", {"command": "ls -la /srv/avl-sync", "description": "List project"},
                {"stdout": "total 40\n-rw-r--r-- 1 avl avl  412 Jan  9 .env.example\n-rw------- 1 avl avl  388 Jan  9 .env\n-rw-r--r-- 1 avl avl 5120 Jan  9 sync.py\n", "stderr": "", "interrupted": False})


@cln
def c_311():
    return json.dumps([{"service_request_id": str(c.r.randint(10**6, 10**7)), "token": c.uuid(),
                        "service_code": "SNOW-" + str(c.r.randint(10, 99)), "status": "open",
                        "address": f"{c.r.randint(1, 999)} Elm St", "requested_datetime": ts(c)}], indent=2)


@cln
def c_mapbox():
    return f"""<script>
  mapboxgl.accessToken = "pk.eyJ1Ijoi{c.s(B62, 20)}.{c.s(URLSAFE, 22)}";
  const map = new mapboxgl.Map({{ container: "plowmap", style: "mapbox://styles/mapbox/streets-v12", center: [-71.05, 42.36], zoom: 12 }});
</script>
"""


@cln
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{c.s(B62 + '+/', 43)} avl-vendor@sftp-drop\n"


@cln
def c_pubkey():
    body = "\n".join(c.b64(48) for _ in range(5)) + "\n" + c.b64(19)
    return f"""# verifies signed route share links
-----BEGIN PUBLIC KEY-----
{body}
-----END PUBLIC KEY-----
"""


@cln
def c_thumb():
    return f'{{"unit":"{c.pick(TRUCKS)}","snapshot":"data:image/jpeg;base64,{c.b64(120)}","taken":"{ts(c)}"}}\n'


@cln
def c_docs():
    return """### Authentication
All Samsara API calls need `Authorization: Bearer <token>`; create the token under Settings → API Tokens.
Example:
    curl -H "Authorization: Bearer $SAMSARA_API_TOKEN" https://api.samsara.com/fleet/vehicles
"""


@cln
def c_cradle():
    return """headers = {
    "X-CP-API-ID": os.environ["CP_API_ID"],
    "X-CP-API-KEY": os.environ["CP_API_KEY"],
    "X-ECM-API-ID": os.environ["ECM_API_ID"],
    "X-ECM-API-KEY": os.environ["ECM_API_KEY"],
}
"""


@cln
def c_firmware():
    return "\n".join(f"{c.sha256()}  {c.pick(['ssc6100', 'cp5', 'rv55'])}-fw-{c.r.randint(1, 9)}.{c.r.randint(0, 20)}.{c.r.randint(0, 9)}.bin" for _ in range(3)) + "\n"


@cln
def c_hcl_var():
    return """variable "dispatch_db_password" {
  description = "RDS master password for contractor dispatch (from TF_VAR_dispatch_db_password)"
  type        = string
  sensitive   = true
}
"""


@cln
def c_dispatch_events():
    return "\n".join(f"{ts(c)} callout {c.uuid()} contractor={c.r.randint(40000, 49999)} route=S-{c.r.randint(1, 40)} state={c.pick(['offered', 'accepted', 'declined'])}" for _ in range(4)) + "\n"


@cln
def c_sentry():
    return f'Sentry.init({{ dsn: "https://{c.hexs(32)}@o{c.r.randint(10000, 99999)}.ingest.sentry.io/{c.r.randint(100000, 999999)}", tracesSampleRate: 0.1 }});\n'


@cln
def c_default():
    return c.pick([
        "AirLink units ship with the ACEmanager default login user / 12345; the commissioning script replaces it with the per-unit password from Vault before the modem goes on a truck.",
        "keytool -importcert -alias geotab -file geotab.cer -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit",
    ]) + "\n"


@cln
def c_routes():
    return json.dumps({"solution_id": c.uuid(), "routes": [{"route": f"S-{c.r.randint(1, 40)}", "truck": c.pick(TRUCKS), "lane_miles": round(c.r.uniform(10, 60), 1), "geohash": c.s("0123456789bcdefghjkmnpqrstuvwxyz", 9)} for _ in range(3)]}, indent=1)


@cln
def c_rwis_obs():
    return json.dumps({"station": f"RWIS-{c.r.randint(100, 999)}", "obs": [{"t": ts(c), "pavement_temp_f": c.r.randint(18, 34), "friction": round(c.r.uniform(.3, .8), 2), "sensor_sn": c.s(UPPER + DIG, 10)}]}) + "\n"


@cln
def c_tfplan():
    return f"""  # aws_db_instance.dispatch will be updated in-place
  ~ resource "aws_db_instance" "dispatch" {{
        id       = "dispatch-{c.hexs(8)}"
      ~ password = (sensitive value)
    }}
"""


@cln
def c_mqtt_env():
    return 'mosquitto_sub -h mqtt.plowtrack.local -p 8883 -u ingest -P "$MQTT_PASSWORD" -t \'avl/plows/+/state\' -v\n'


@cln
def c_es_ticket():
    return f"""Incidencia {c.r.randint(1000, 9999)}: la quitanieves {c.pick(TRUCKS)} no envía posición desde las 03:10. IMEI 35{c.s(DIG, 13)}. Se ha reiniciado el módem; pendiente de revisar la antena.
"""


@cln
def c_twilio_sids():
    return f"""Message SM{c.hexs(32)} queued via MG{c.hexs(32)} (account AC{c.hexs(32)}), status=delivered
"""


@cln
def c_aws_arn():
    return f"""{{"Role": {{"Arn": "arn:aws:iam::{c.s(DIG, 12)}:role/avl-archive-writer", "RoleId": "AROA{c.s(UPPER + '234567', 17)}"}}, "Bucket": "dpw-avl-breadcrumbs"}}
"""


@cln
def c_oauth_client():
    return f"""seeclickfix:
  client_id: {c.s(B62, 32)}
  client_secret: ${{SCF_CLIENT_SECRET}}
"""


@cln
def c_calibration():
    return "gate,rpm,lb_per_mile,catch_weight_lb\n" + "\n".join(f"{c.r.randint(1, 6)},{c.r.randint(20, 90)},{c.r.randint(100, 600)},{c.r.randint(5, 40)}.{c.r.randint(0, 9)}" for _ in range(5)) + "\n"


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
