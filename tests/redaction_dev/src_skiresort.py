"""Blind round 61 source "skiresort" (helper corpora33): ski resorts and mountain operations."""
FAMILY = "skiresort"
SEED = 61101
import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _tokens  # noqa: E402
from _tokens import B62, HEX, URLSAFE, UPPER, Gen  # noqa: E402

OUT = Path(__file__).resolve().parent
g = Gen(SEED)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits
SECRETS = []
CLEAN = []


def pin(n=None):
    return "".join(r.choice(DIG) for _ in range(n or r.choice([4, 4, 5, 6, 8])))


def wordpw(words):
    w = r.choice(words)
    return r.choice([w.capitalize(), w, w.upper()[:1] + w[1:]]) + str(r.randint(1, 2026)) + r.choice(["", "!", "#", "$", "*", "."])


def phrase(words):
    sep = r.choice(["-", ".", "_"])
    out = sep.join(r.sample(words, 3))
    return out + (sep + str(r.randint(2, 99)) if r.random() < .5 else "")


def legacy():
    return g.s(LOW, r.randint(4, 6)) + g.s(DIG, r.randint(1, 3))


def anypw(words):
    k = r.random()
    if k < .3:
        return wordpw(words)
    if k < .5:
        return phrase(words)
    if k < .6:
        return legacy()
    return g.machine_pw()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(cmd, event="PreToolUse", tool="Bash", sess=None):
    return json.dumps({"session_id": sess or g.uuid(), "hook_event_name": event, "tool_name": tool,
                       "tool_input": {"command": cmd, "description": "run it"}, "cwd": "/home/dev/" + FAMILY},
                      ensure_ascii=False, indent=r.choice([None, 2]))


def hook_read(path, content):
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}},
                      ensure_ascii=False)


def hook_write(path, content):
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Write",
                       "tool_input": {"file_path": path, "content": content}}, ensure_ascii=False)


def run(sec_templates, clean_templates, n_secret=250, n_clean=100):
    order = []
    while len(SECRETS) < n_secret:
        if not order:
            order = list(sec_templates)
            r.shuffle(order)
        fn = order.pop()
        cls, text, vals = fn()
        assert cls in ("self-identifying", "name-context", "structural"), (fn.__name__, cls)
        assert vals, fn.__name__
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        SECRETS.append((cls, text, list(dict.fromkeys(vals))))
    seen = set()
    order = []
    tries = 0
    while len(CLEAN) < n_clean:
        if not order:
            order = list(clean_templates)
            r.shuffle(order)
        fn = order.pop()
        t = fn()
        tries += 1
        if t in seen and tries < 2000:
            continue
        seen.add(t)
        CLEAN.append(t)
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(SECRETS, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(CLEAN, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    by = {}
    for cls, _, vals in SECRETS:
        a = by.setdefault(cls, [0, 0])
        a[0] += 1
        a[1] += len(vals)
    print(FAMILY, len(SECRETS), sum(len(v) for _, _, v in SECRETS), len(CLEAN), len(seen), by)


# ---------------------------------------------------------------- ski resorts
W = ["powder", "gondola", "chairlift", "mogul", "slalom", "groomer", "piste", "corduroy", "apres", "bluebird",
     "avalanche", "snowcat", "halfpipe", "couloir", "telemark", "schuss", "edelweiss", "gletscher", "firn", "tignes"]
RES = ["alpenglow", "crested-peak", "snowmass-ridge", "hochkar", "val-blanche", "niseko-east", "cerro-alto",
       "bearclaw", "lynx-valley", "stormhorn"]
HOSTS = ["scada01", "snowmk-ctl", "hmi-pump3", "gate-base2", "axs-srv01", "rental-pos4", "pass-api", "lift-ops"]
USERS = ["liftops", "snowmaker", "rental", "patrol", "passadmin", "tkt_sync", "scada_ro", "svc_axess", "kbauer",
         "mlefevre", "yuki.t", "jdoe"]


def res():
    return r.choice(RES)


def u():
    return r.choice(USERS)


def s_env_skidata():
    k = g.hexs(32)
    pw = anypw(W)
    t = f"""# .env — ticketing bridge ({res()})
SKIDATA_DTA_HOST=https://dta.{res()}.local:8443
SKIDATA_DTA_USER={u()}
SKIDATA_DTA_PASSWORD={pw}
SKIDATA_SWEB_API_KEY={k}
LOG_LEVEL=info
"""
    return "name-context", t, [pw, k]


def s_axess_yaml():
    sec = g.s(B62, 40)
    t = f"""axess:
  smart_data_api:
    base_url: https://api.teamaxess.com/sdapi/v2
    client_id: {res()}-sync
    client_secret: "{sec}"
    pos_no: {r.randint(100, 999)}
  gates:
    - id: AX500-{r.randint(10, 99)}
      zone: base-{r.randint(1, 4)}
"""
    return "name-context", t, [sec]


def s_mifare_key():
    k = g.hexs(32).upper()
    k2 = g.hexs(12).upper()
    t = f"""// rfid/keycard.h — season pass DESFire EV2 layout
#define PASS_APP_AID      0x{g.hexs(6).upper()}
#define PASS_APP_MASTER_KEY_AES  "{k}"   // do NOT ship in the kiosk build
#define LEGACY_CLASSIC_KEY_A     "{k2}"  // old 1K cards, sector 4
#define PASS_FILE_NO      0x02
"""
    return "name-context", t, [k, k2]


def s_opcua():
    pw = anypw(W)
    t = f"""# snowmaking OPC UA client (python asyncua)
from asyncua import Client
url = "opc.tcp://{r.choice(HOSTS)}.mtn.lan:4840/ATASSpro"
client = Client(url=url)
client.set_user("{u()}")
client.set_password("{pw}")
await client.connect()
node = client.get_node("ns=2;s=Gun{r.randint(1, 140)}.WetBulb")
"""
    return "name-context", t, [pw]


def s_ignition_db():
    pw = anypw(W)
    user = u()
    t = f"""jdbc:sqlserver://sql-snow.mtn.lan:1433;databaseName=SnowHistorian;user={user};password={pw};encrypt=false"""
    pre = r.choice(["Ignition gateway → Databases → Connections, URL pasted from the old box:\n", "",
                    "-- tag historian connection (ticket SNOW-" + str(r.randint(100, 999)) + ")\n"])
    return "structural", pre + t, [pw]


def s_modbus_hmi():
    p = pin(r.choice([4, 6]))
    t = r.choice([
        f"HMI pump house 3: engineer login is level 3, code {p}. Operator level has no code.",
        f"Pumpenhaus 3, HMI: Ingenieur-Login Stufe 3, Code {p} (bitte nicht an die Saisonkräfte weitergeben).",
        f"Salle des pompes 3 — écran HMI : accès ingénieur niveau 3, code {p}. Le niveau opérateur n'a pas de code.",
    ])
    return "name-context", t, [p]


def s_weatherlink():
    k = g.s(LOW + DIG, 32)
    s = g.s(LOW + DIG, 32)
    t = f"""curl -s "https://api.weatherlink.com/v2/current/{r.randint(100000, 999999)}?api-key={k}" \\
  -H "X-Api-Secret: {s}" | jq '.sensors[0].data[0].temp'"""
    return "structural", t, [s]


def s_rtsp_cam():
    pw = anypw(W)
    user = r.choice(["root", "admin", "viewer", "webcam"])
    t = f"""ffmpeg -rtsp_transport tcp -i "rtsp://{user}:{pw}@10.40.{r.randint(1, 9)}.{r.randint(2, 250)}:554/axis-media/media.amp?resolution=1920x1080" \\
  -vframes 1 -q:v 2 /var/www/webcams/summit-{r.randint(1, 4)}.jpg"""
    return "structural", t, [pw]


def s_roundshot():
    k = g.hexs(40)
    t = f"""# cron on webcam-pusher
*/10 * * * * /usr/local/bin/push-pano --account {res()} --roundshot-token {k} --src /srv/pano/latest.jpg"""
    return "name-context", t, [k]


def s_snow_report():
    k = g.s(B62, 24)
    t = f"""<?php
// wp-content/plugins/snow-report/config.php
define('SNOCOUNTRY_API_KEY', '{k}');
define('SNOW_REPORT_RESORT_ID', '{r.randint(100000, 999999)}');
"""
    return "name-context", t, [k]


def s_firebase_app():
    k = g.google_api()
    t = f"""{{
  "project_info": {{"project_number": "{r.randint(10**11, 10**12)}", "project_id": "{res()}-app"}},
  "client": [{{"client_info": {{"mobilesdk_app_id": "1:{r.randint(10**11, 10**12)}:android:{g.hexs(16)}"}},
    "api_key": [{{"current_key": "{k}"}}]}}]
}}"""
    return "self-identifying", t, [k]


def s_onesignal():
    k = "os_v2_app_" + g.s(LOW + "234567", 113)
    t = f"""// functions/src/liftAlerts.ts
const ONESIGNAL_APP_ID = "{g.uuid()}";
const ONESIGNAL_REST_KEY = "{k}";
export async function pushLiftClosed(lift: string) {{
  await fetch("https://api.onesignal.com/notifications", {{
    method: "POST",
    headers: {{ Authorization: `Key ${{ONESIGNAL_REST_KEY}}`, "Content-Type": "application/json" }},
    body: JSON.stringify({{ app_id: ONESIGNAL_APP_ID, contents: {{ en: `${{lift}} is on wind hold` }} }}),
  }});
}}"""
    return "self-identifying", t, [k]


def s_mapbox_secret():
    k = "sk.eyJ1Ijoi" + g.s(B62, 20) + "." + g.s(URLSAFE, 22)
    pk = "pk.eyJ1Ijoi" + g.s(B62, 20) + "." + g.s(URLSAFE, 22)
    t = f"""# trail map tiles upload
export MAPBOX_PUBLIC_TOKEN={pk}    # goes in the app
export MAPBOX_UPLOAD_TOKEN={k}     # uploads:write, server only
mapbox upload {res()}.trails ./out/trails.mbtiles"""
    return "self-identifying", t, [k]


def s_stripe_pass():
    k = g.stripe()
    t = f"""# season pass checkout (Flask)
import stripe
stripe.api_key = "{k}"
session = stripe.checkout.Session.create(mode="payment", line_items=[{{"price": "price_{g.s(B62, 24)}", "quantity": 1}}],
    success_url="https://{res()}.com/pass/thanks")"""
    return "self-identifying", t, [k]


def s_accesso_passport():
    pw = anypw(W)
    t = f"""<!-- Siriusware / accesso Passport connector: SalesEZ.config -->
<appSettings>
  <add key="SiriuswareServer" value="sw-db01" />
  <add key="SiriuswareDb" value="SIRIUSSQL" />
  <add key="SiriuswareUser" value="{u()}" />
  <add key="SiriuswarePassword" value="{pw}" />
  <add key="SalespointNo" value="{r.randint(1, 60)}" />
</appSettings>"""
    return "name-context", t, [pw]


def s_inntopia():
    k = g.uuid()
    sid = r.randint(10000, 99999)
    t = f"""POST /api/v1/Session HTTP/1.1
Host: api.inntopia.travel
Content-Type: application/json

{{"SalesId": {sid}, "ApiKey": "{k}", "Language": "en-US"}}"""
    return "name-context", t, [k]


def s_rental_pos():
    pw = anypw(W)
    user = u()
    t = r.choice([
        f"Rental shop POS (RTP|One rental module) — front counter logins reset for the season: {user} / {pw}. Techs use their own.",
        f"Verleih-Kasse Talstation: Benutzer {user}, Passwort {pw} — gilt ab Saisonstart, bitte nicht am Bildschirm kleben.",
        f"Magasin de location : caisse 2, identifiant {user}, mot de passe {pw}.",
    ])
    return "structural", t, [pw]


def s_binding_machine():
    pw = legacy()
    t = f"""[wintersteiger_dibs]
; binding test bench in the rental tune shop, exports DIN test results to the POS
host = 10.30.2.{r.randint(10, 90)}
share = \\\\tuneshop\\dibs_export
user = dibs
password = {pw}
"""
    return "name-context", t, [pw]


def s_mqtt_snowgun():
    pw = anypw(W)
    t = f"""mosquitto_sub -h mqtt.snowmaking.lan -p 8883 --cafile /etc/ssl/mtn-ca.pem -u gunfleet -P '{pw}' -t 'guns/+/telemetry' -v"""
    return "structural", t, [pw]


def s_influx():
    tok = g.s(URLSAFE, 86) + "=="
    t = f"""[[outputs.influxdb_v2]]
  urls = ["http://influx.mtn.lan:8086"]
  token = "{tok}"
  organization = "{res()}"
  bucket = "snowmaking"
"""
    return "name-context", t, [tok]


def s_grafana():
    k = g.grafana()
    t = f"""curl -s -H "Authorization: Bearer {k}" https://grafana.{res()}.com/api/dashboards/uid/snowmaking-ops | jq .meta.updated"""
    return "self-identifying", t, [k]


def s_pg_pass_db():
    pw = anypw(W)
    t = f"""DATABASE_URL=postgres://pass_app:{pw}@pg-pass.{res()}.internal:5432/seasonpass?sslmode=require"""
    return "structural", t, [pw]


def s_pgpass():
    pw = anypw(W)
    t = f"""$ cat ~/.pgpass
pg-pass.internal:5432:seasonpass:reporting:{pw}
localhost:5432:*:postgres:{legacy()}
"""
    pw2 = t.strip().splitlines()[-1].rsplit(":", 1)[1]
    return "structural", t, [pw, pw2]


def s_sendgrid():
    k = g.sendgrid()
    t = f"""SENDGRID_API_KEY={k}
PASS_RECEIPT_TEMPLATE=d-{g.hexs(32)}"""
    return "self-identifying", t, [k]


def s_twilio():
    tok = g.hexs(32)
    t = f"""# patrol callout SMS
TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN={tok}
PATROL_FROM=+1970555{pin(4)}"""
    return "name-context", t, [tok]


def s_slack_webhook():
    name, tok, part = "slack", g.slack_webhook(), None
    part = tok.rsplit("/", 1)[1]
    t = f"""def notify_lift_ops(msg):
    requests.post("{tok}", json={{"text": f":snowflake: {{msg}}"}}, timeout=5)"""
    return "self-identifying", t, [part]


def s_aws_photos():
    ak = g.aws_akid()
    sk = g.aws_secret()
    t = f"""[pass-photos]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
region = us-west-2
"""
    return "self-identifying", t, [ak, sk]


def s_hook_bash():
    pw = anypw(W)
    cmd = r.choice([
        f"sqlcmd -S sw-db01 -U sa -P '{pw}' -Q \"SELECT COUNT(*) FROM dbo.Passes WHERE Season=2026\"",
        f"mysql -h rental-db -u rental -p{pw} rentals -e 'select * from fleet where status=\"tune\"'",
        f"sshpass -p '{pw}' scp liftops@lift-ops:/var/log/gates/today.csv .",
    ])
    return "structural", hook(cmd), [pw]


def s_hook_env():
    k = g.hexs(32)
    pw = anypw(W)
    content = f"AXESS_API_USER=svc_axess\nAXESS_API_PASS={pw}\nAXESS_WTP_LICENSE={k}\n"
    return "name-context", hook_read(f"/srv/{res()}/ticketing/.env", content), [pw, k]


def s_jwt_app():
    j = g.jwt()
    t = f"""GET /v3/guests/me/pass HTTP/2
Host: api.{res()}.com
Authorization: Bearer {j}
User-Agent: ResortApp/5.{r.randint(0, 9)} (iOS 18.1)"""
    return "self-identifying", t, [j]


def s_basic_lift_status():
    user = "liftstatus"
    pw = anypw(W)
    b = basic(user, pw)
    t = f"""fetch("https://ops.{res()}.com/api/lifts", {{
  headers: {{ Authorization: "Basic {b}" }}   // liftstatus feed for the website widget
}})"""
    return "structural", t, [b]


def s_terraform():
    pw = anypw(W)
    t = f"""resource "azurerm_mssql_server" "pass" {{
  name                         = "{res()}-pass-sql"
  administrator_login          = "passadmin"
  administrator_login_password = "{pw}"
  version                      = "12.0"
}}"""
    return "name-context", t, [pw]


def s_k8s_secret():
    pw = anypw(W)
    b = base64.b64encode(pw.encode()).decode()
    t = f"""apiVersion: v1
kind: Secret
metadata:
  name: rental-api
type: Opaque
data:
  DB_PASSWORD: {b}
"""
    return "name-context", t, [b]


def s_pem():
    block, line = g.pem()
    t = f"""# gate-controller TLS key, pulled from the old gate server (ticket LIFT-{r.randint(100, 999)})
{block}"""
    return "self-identifying", t, [line]


def s_chat_de():
    pw = anypw(W)
    t = f"""[08:14] Markus: Beschneiungsanlage zeigt wieder Alarm an Lanze {r.randint(1, 80)}
[08:15] Sandra: Fernzugriff geht über den TeamViewer am Leitstand, Kennwort {pw}
[08:15] Markus: danke, bin drin"""
    return "name-context", t, [pw]


def s_chat_fr():
    p = pin(6)
    t = f"""Salut l'équipe, pour les portiques du front de neige : le code admin Axess a changé, c'est {p}. Pensez à vous déconnecter après le contrôle du matin."""
    return "name-context", t, [p]


def s_chat_it():
    pw = anypw(W)
    t = f"""Ciao Luca, il server dello skipass (Skidata) è di nuovo su. Accesso remoto: utente {u()}, password {pw}. Fammi sapere se i tornelli della seggiovia sincronizzano."""
    return "structural", t, [pw]


def s_chat_ja():
    pw = anypw(W)
    t = f"""お疲れ様です。ニセコ側のリフト券発券機のVPN接続情報です。ユーザー: {u()} パスワード: {pw} 明日の朝までに更新お願いします。"""
    return "structural", t, [pw]


def s_chat_es():
    pw = anypw(W)
    t = f"""Hola Diego, para el sistema de arriendo de equipos en Cerro Alto la clave del administrador quedó como {pw}. Cámbiala después del inventario."""
    return "name-context", t, [pw]


def s_chat_no():
    p = pin(4)
    t = f"""Hei! Koden til snøkanon-skapet ved nedre heis er {p}. Ikke del den i gruppechatten."""
    return "name-context", t, [p]


def s_email_handover():
    pw = anypw(W)
    k = g.s(B62, 32)
    t = f"""Subject: handover — season pass system, end of my contract

Hi Priya,
Everything you need for the pass platform:
- admin console https://passes.{res()}.com/admin — user ops-admin, pw {pw}
- the Shopify app proxy signs with the shared secret {k} (Settings > Apps > Pass sync)
- photos bucket creds are in 1Password, vault "Mountain IT".
Cheers, Tom"""
    return "name-context", t, [pw, k]


def s_diff():
    old = anypw(W)
    new = anypw(W)
    t = f"""diff --git a/config/snowmaking.ini b/config/snowmaking.ini
--- a/config/snowmaking.ini
+++ b/config/snowmaking.ini
@@ -4,3 +4,3 @@ [plc]
 host = 10.20.0.{r.randint(2, 60)}
 user = snowmaker
-password = {old}
+password = {new}
"""
    return "name-context", t, [old, new]


def s_stacktrace():
    pw = anypw(W)
    t = f"""Traceback (most recent call last):
  File "/opt/passsync/sync.py", line 88, in <module>
    conn = pyodbc.connect("DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=sw-db01;DATABASE=SIRIUSSQL;UID=sync;PWD={pw};TrustServerCertificate=yes")
pyodbc.OperationalError: ('08001', '[08001] Login timeout expired')"""
    return "structural", t, [pw]


def s_notebook():
    pw = anypw(W)
    t = json.dumps({"cells": [{"cell_type": "code", "source": [
        "import snowflake.connector\n",
        f"conn = snowflake.connector.connect(user='ANALYST', password='{pw}', account='{res()}-xy12345')\n",
        "df = pd.read_sql('select season, count(*) from passes group by 1', conn)"], "outputs": []}],
        "nbformat": 4, "nbformat_minor": 5}, indent=1)
    return "name-context", t, [pw]


def s_ps_gate():
    pw = anypw(W)
    t = f"""$cred = New-Object System.Management.Automation.PSCredential("MTN\\svc_gates", (ConvertTo-SecureString "{pw}" -AsPlainText -Force))
Invoke-Command -ComputerName gate-base2 -Credential $cred -ScriptBlock {{ Restart-Service AxessGateSvc }}"""
    return "name-context", t, [pw]


def s_toml_rental():
    k = g.s(B62, 40)
    t = f"""[rentrax]
base_url = "https://api.rentrax.io/v1"
shop_id = {r.randint(1000, 9999)}
api_token = "{k}"

[fitting]
din_calc = "iso11088"
"""
    return "name-context", t, [k]


def s_properties():
    pw = anypw(W)
    t = f"""# resortsuite.properties (lodging + ski school bridge)
rs.endpoint=https://rs.{res()}.com/RSWS/
rs.username=skischool
rs.password={pw}
rs.timeout=30"""
    return "name-context", t, [pw]


def s_ticket_prose():
    pw = anypw(W)
    t = f"""LIFT-{r.randint(1000, 9999)}: Gate readers at {r.choice(['Chair 4', 'Gondola base', 'Magic carpet'])} reject passes after firmware update.
Repro: log into reader web UI (http://10.50.1.{r.randint(10, 99)}) as admin with {pw}, Status → RFID shows "key mismatch".
Suspect the DESFire key diversification setting reverted."""
    return "name-context", t, [pw]


def s_hcl_vault():
    tok = g.vault()
    t = f"""provider "vault" {{
  address = "https://vault.{res()}.internal:8200"
  token   = "{tok}"
}}"""
    return "self-identifying", t, [tok]


def s_github_ci():
    tok = g.gh_classic()
    t = f"""$ git remote -v
origin  https://{tok}@github.com/{res()}/resort-app.git (fetch)
origin  https://{tok}@github.com/{res()}/resort-app.git (push)"""
    return "self-identifying", t, [tok]


def s_wifi_lodge():
    pw = phrase(W)
    t = f"""network={{
    ssid="LiftOps-{r.randint(1, 9)}"
    psk="{pw}"
    key_mgmt=WPA-PSK
}}"""
    return "name-context", t, [pw]


def s_radio():
    k = g.hexs(64)
    t = f"""# patrol radio (DMR) encryption — codeplug export
Channel: Patrol-1  Color code: 1  TS: 2
Privacy: AES-256  Key ID: 1  Key: {k}"""
    return "name-context", t, [k]


def s_snowcat_telematics():
    k = g.s(B62, 32)
    t = f"""GET /api/v2/vehicles?fleet=groomers HTTP/1.1
Host: snowsat.pistenbully.com
X-Api-Key: {k}
Accept: application/json"""
    return "structural", t, [k]


def s_go_client():
    k = g.s(B62, 32)
    t = f"""package skidata

var client = NewClient(Config{{
\tBaseURL:  "https://dta.mtn.lan:8443",
\tUser:     "tkt_sync",
\tPassword: "{k}",
}})"""
    return "name-context", t, [k]


def s_shopify():
    k = g.shopify()
    t = f"""SHOPIFY_STORE={res()}-shop.myshopify.com
SHOPIFY_ADMIN_TOKEN={k}"""
    return "self-identifying", t, [k]


SEC_T = [s_env_skidata, s_axess_yaml, s_mifare_key, s_opcua, s_ignition_db, s_modbus_hmi, s_weatherlink, s_rtsp_cam,
         s_roundshot, s_snow_report, s_firebase_app, s_onesignal, s_mapbox_secret, s_stripe_pass, s_accesso_passport,
         s_inntopia, s_rental_pos, s_binding_machine, s_mqtt_snowgun, s_influx, s_grafana, s_pg_pass_db, s_pgpass,
         s_sendgrid, s_twilio, s_slack_webhook, s_aws_photos, s_hook_bash, s_hook_env, s_jwt_app, s_basic_lift_status,
         s_terraform, s_k8s_secret, s_pem, s_chat_de, s_chat_fr, s_chat_it, s_chat_ja, s_chat_es, s_chat_no,
         s_email_handover, s_diff, s_stacktrace, s_notebook, s_ps_gate, s_toml_rental, s_properties, s_ticket_prose,
         s_hcl_vault, s_github_ci, s_wifi_lodge, s_radio, s_snowcat_telematics, s_go_client, s_shopify]


# ---------------------------------------------------------------- clean
def c_gate_log():
    rows = "\n".join(f"2026-01-{r.randint(10, 28)}T0{r.randint(8, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)} gate=AX500-{r.randint(10, 40)} "
                     f"uid={g.hexs(14).upper()} wtp={r.randint(10, 99)}-{g.hexs(3).upper()}-{g.hexs(3).upper()} result={r.choice(['OK', 'OK', 'BLOCKED', 'EXPIRED'])}"
                     for _ in range(4))
    return rows


def c_env_example():
    return """# .env.example — copy to .env and fill in
SKIDATA_DTA_USER=
SKIDATA_DTA_PASSWORD=<ask lift ops>
AXESS_CLIENT_SECRET=changeme
STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
ONESIGNAL_REST_KEY=${ONESIGNAL_REST_KEY}"""


def c_env_code():
    return r.choice([
        """import os
client = AxessClient(client_id=os.environ["AXESS_CLIENT_ID"], client_secret=os.environ["AXESS_CLIENT_SECRET"])""",
        """const key = process.env.WEATHERLINK_API_KEY;
const secret = process.env.WEATHERLINK_API_SECRET;
if (!key || !secret) throw new Error("weatherlink credentials missing");""",
        """password := os.Getenv("SNOWMAKING_OPC_PASSWORD")
if password == "" {
\tlog.Fatal("SNOWMAKING_OPC_PASSWORD not set")
}""",
    ])


def c_snow_telemetry():
    return json.dumps({"gun": f"TF10-{r.randint(1, 140)}", "serial": g.hexs(12).upper(), "wetbulb_c": round(r.uniform(-9, -2), 1),
                       "flow_lpm": r.randint(200, 900), "air_bar": round(r.uniform(6, 9), 2), "fw_sha256": g.sha256(),
                       "ts": 1767200000 + r.randint(0, 999999)})


def c_pass_record():
    return f"""pass_id,wtp_number,product,season,chip_uid,photo_sha1
{g.uuid()},{r.randint(10, 99)}-{g.hexs(3).upper()}-{g.hexs(3).upper()},FULL-SEASON,2026,{g.hexs(14).upper()},{g.sha1()}
{g.uuid()},{r.randint(10, 99)}-{g.hexs(3).upper()}-{g.hexs(3).upper()},MIDWEEK,2026,{g.hexs(14).upper()},{g.sha1()}"""


def c_k8s_ref():
    return """env:
  - name: SKIDATA_DTA_PASSWORD
    valueFrom:
      secretKeyRef:
        name: ticketing
        key: dta-password
  - name: AXESS_CLIENT_SECRET
    valueFrom:
      secretKeyRef: {name: ticketing, key: axess-secret}"""


def c_gha():
    return """      - name: Deploy resort app
        env:
          SHOPIFY_ADMIN_TOKEN: ${{ secrets.SHOPIFY_ADMIN_TOKEN }}
          MAPBOX_UPLOAD_TOKEN: ${{ secrets.MAPBOX_UPLOAD_TOKEN }}
        run: ./scripts/deploy.sh"""


def c_prose():
    return r.choice([
        "Reminder: the gate controllers' admin password lives in the Mountain IT vault, not in this channel. Ask Sandra if you need it rotated.",
        "Die Zugangsdaten für die Beschneiungs-SCADA stehen im Passwort-Safe. Bitte nicht per WhatsApp verschicken.",
        "Les identifiants du serveur Skidata ont été renouvelés ce matin ; ils sont dans le coffre-fort, rubrique « Remontées ».",
        "We rotated the Stripe secret key after the pass sale; the new one is only in Secrets Manager under prod/pass/stripe.",
        "リフト券システムのパスワードは共有ドキュメントに書かないでください。パスワード管理ツールを使ってください。",
        "Season-pass API keys must never be in the mobile app; the app only gets the publishable key and a short-lived session.",
    ])


def c_mapbox_pk():
    return f"""// app/config.ts — public, shipped in the bundle
export const MAPBOX_TOKEN = "pk.eyJ1Ijoi{g.s(B62, 20)}.{g.s(URLSAFE, 22)}";
export const STRIPE_PUBLISHABLE_KEY = "pk_live_{g.s(B62, 24)}";"""


def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} liftops@scada01"


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"""# gate controller server certificate (public)
-----BEGIN CERTIFICATE-----
{body}
-----END CERTIFICATE-----"""


def c_weather():
    return json.dumps({"station_id": r.randint(100000, 999999), "station_id_uuid": g.uuid(), "generated_at": 1767200000 + r.randint(0, 99999),
                       "sensors": [{"lsid": r.randint(100000, 999999), "data": [{"temp": round(r.uniform(5, 30), 1), "wind_speed_avg_last_10_min": round(r.uniform(0, 40), 1)}]}]})


def c_lift_status():
    lifts = ["Gondola", "Chair 1", "Chair 4", "T-Bar", "Magic Carpet", "Summit Quad"]
    return "\n".join(f"{l:14} {r.choice(['OPEN', 'CLOSED', 'WIND HOLD', 'SCHEDULED'])}  wait={r.randint(0, 25)}m" for l in r.sample(lifts, 4))


def c_rental_invoice():
    return f"""Rental agreement #{r.randint(100000, 999999)}
Skis: Head Kore 93 {r.randint(150, 185)}cm  serial {g.s(UPPER + DIG, 10)}
Boots: size {r.choice(['26.5', '27.0', '28.5'])}  BSL {r.randint(290, 340)} mm
DIN setting: {r.choice(['5.5', '6.0', '7.5', '8.0'])} (ISO 11088, skier type II)
Card: **** **** **** {pin(4)}  auth code {g.s(UPPER + DIG, 6)}"""


def c_hashes():
    return f"""$ sha256sum firmware/*.bin
{g.sha256()}  firmware/ax500-gate-4.12.bin
{g.sha256()}  firmware/snowgun-tf10-2.3.bin
$ git log --oneline -2
{g.hexs(7)} bump gate firmware
{g.hexs(7)} snowmaking: add wetbulb alarm"""


def c_lockfile():
    return f"""    "node_modules/@onesignal/node-onesignal": {{
      "version": "5.0.{r.randint(0, 9)}",
      "resolved": "https://registry.npmjs.org/@onesignal/node-onesignal/-/node-onesignal-5.0.{r.randint(0, 9)}.tgz",
      "integrity": "sha512-{g.b64(64)}"
    }}"""


def c_opc_nodes():
    return "\n".join(f"ns=2;s=Gun{r.randint(1, 140)}.{r.choice(['WetBulb', 'Flow', 'Valve', 'AirPressure'])}  guid={g.uuid()}" for _ in range(4))


def c_hook_clean():
    return hook(r.choice(["git status", "pytest tests/test_pass_sync.py -q", "kubectl get pods -n ticketing",
                          "grep -rn AXESS_CLIENT_SECRET src/ | head"]))


def c_firebase_ids():
    return f"""const firebaseConfig = {{
  authDomain: "{res()}-app.firebaseapp.com",
  projectId: "{res()}-app",
  appId: "1:{r.randint(10**11, 10**12)}:web:{g.hexs(20)}",
  measurementId: "G-{g.s(UPPER + DIG, 10)}"
}};"""


def c_oauth_client_id():
    return f"""GOOGLE_OAUTH_CLIENT_ID={r.randint(10**11, 10**12)}-{g.s(LOW + DIG, 32)}.apps.googleusercontent.com
AXESS_CLIENT_ID={res()}-sync
INNTOPIA_SALES_ID={r.randint(10000, 99999)}"""


def c_base64_img():
    return f"""{{"guest_id": "{g.uuid()}", "photo": "data:image/jpeg;base64,{g.b64(120)}"}}"""


def c_desfire_pub():
    return f"""DESFire app directory (read with the public reader, no keys needed):
AID 0x{g.hexs(6).upper()}  files: 0x01 (std, 32 B), 0x02 (value), 0x03 (backup)
UID {g.hexs(14).upper()}  ATQA 0344  SAK 20"""


def c_chat_clean():
    return r.choice([
        f"[07:02] Ana: Gondola on wind hold until 9. [07:03] Ben: ok, snowmaking on lanes {r.randint(1, 30)}-{r.randint(31, 60)} until noon.",
        f"Hola equipo, hoy abrimos {r.randint(8, 20)} pistas. El arriendo de esquís abre a las 8:30.",
        "Bonjour, la télécabine ouvre à 8h45. Le magasin de location ferme à 17h.",
        f"Pass scan rate today: {r.randint(2000, 9000)} scans, {r.randint(0, 30)} rejects (mostly expired day tickets).",
    ])


def c_vault_ref():
    return """data "vault_kv_secret_v2" "axess" {
  mount = "kv"
  name  = "ticketing/axess"
}
locals {
  axess_secret = data.vault_kv_secret_v2.axess.data["client_secret"]
}"""


def c_docs():
    return """## Connecting to the WeatherLink v2 API
Every request needs `api-key` as a query parameter and your API secret in the `X-Api-Secret` header.
Replace `<your-api-key>` and `<your-api-secret>` below with the values from weatherlink.com → Account.

    curl "https://api.weatherlink.com/v2/stations?api-key=<your-api-key>" -H "X-Api-Secret: <your-api-secret>\""""


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS256", "n": g.b64url(256), "e": "AQAB"}]})


def c_sql():
    return f"""SELECT p.wtp_number, p.chip_uid, s.scan_time, s.gate_id
FROM passes p JOIN scans s ON s.pass_id = p.id
WHERE p.season = 2026 AND s.gate_id = 'AX500-{r.randint(10, 40)}' AND p.password_reset_required = false;"""


def c_stripe_event():
    return json.dumps({"id": f"evt_{g.s(B62, 24)}", "type": "checkout.session.completed",
                       "data": {"object": {"id": f"cs_live_{g.s(B62, 58)}", "payment_intent": f"pi_{g.s(B62, 24)}", "customer": f"cus_{g.s(B62, 14)}",
                                           "amount_total": r.choice([89900, 119900, 54900]), "currency": "usd"}}})


CLEAN_T = [c_gate_log, c_env_example, c_env_code, c_snow_telemetry, c_pass_record, c_k8s_ref, c_gha, c_prose,
           c_mapbox_pk, c_ssh_pub, c_cert, c_weather, c_lift_status, c_rental_invoice, c_hashes, c_lockfile,
           c_opc_nodes, c_hook_clean, c_firebase_ids, c_oauth_client_id, c_base64_img, c_desfire_pub, c_chat_clean,
           c_vault_ref, c_docs, c_jwks, c_sql, c_stripe_event]

if __name__ == "__main__":
    run(SEC_T, CLEAN_T)
