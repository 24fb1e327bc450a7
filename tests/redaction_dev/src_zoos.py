"""Blind round 70 source "zoos": zoos and aquariums (animal records, enclosure cameras, life-support telemetry,
ticketing and membership, keeper apps). Written 2026-12-04 by the helper "corpora42". Every value is random."""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAM = "zoos"
g = Gen(7001)      # secrets
c = Gen(7002)      # clean
r = g.r
D = string.digits
CLEAN_BLOB = ""

ANIMALS = ["okapi", "red panda", "Humboldt penguin", "snow leopard", "Asian elephant", "giraffe", "sea otter",
           "Komodo dragon", "gentoo penguin", "lowland gorilla", "blacktip reef shark", "capybara", "fennec fox"]
HOUSES = ["Penguin Coast", "Okapi House", "Reef Hall", "Big Cat Ridge", "Elephant Valley", "Kelp Tank",
          "Gorilla Forest", "Rainforest Dome", "Otter Creek", "Shark Tunnel"]
KEEPERS = ["mhalvorsen", "jokafor", "s.delacroix", "tkimura", "apetrova", "lvandijk", "rgarcia", "bnowak"]
WORDS = ["Okapi", "Penguin", "Tapir", "Lemur", "Manatee", "Gecko", "Zebra", "Kelp", "Meerkat", "Ibis", "Oryx", "Coral"]


def pin(n: int) -> str:
    while True:
        p = "".join(r.choice(D) for _ in range(n))
        if p[0] != "0" and p not in CLEAN_BLOB:
            return p


def wpw() -> str:
    return r.choice(WORDS) + str(r.randint(2, 2026)) + r.choice("!#$%*.?")


def legacy() -> str:
    while True:
        p = r.choice(["zoo", "aqua", "lss", "keeper", "vet", "tix"]) + g.s(string.ascii_lowercase, r.randint(2, 3)) + \
            str(r.randint(1, 999))
        if p not in CLEAN_BLOB:
            return p


def phrase() -> str:
    w = ["feed", "mango", "tusk", "reef", "stripe", "burrow", "otter", "kelp", "savanna", "moat", "ibis", "nectar"]
    return r.choice(["-", ".", "_"]).join(r.sample(w, 3)) + str(r.randint(1, 99))


def pw() -> str:
    x = r.random()
    if x < .3:
        return wpw()
    if x < .45:
        return legacy()
    if x < .6:
        return phrase()
    return g.machine_pw()


def hx(n): return g.hexs(n)
def a(seq): return r.choice(seq)


# ------------------------------------------------------------------ secret templates: (class, text, [values])
def s_zims_env():
    k, sec = g.uuid(), g.s(B62, 40)
    return "name-context", f"""# zims-sync/.env  (Species360 ZIMS nightly export)
ZIMS_BASE_URL=https://api.species360.org/zims/v2
ZIMS_INSTITUTION_ID={r.randint(1000, 9999)}
ZIMS_CLIENT_ID={k}
ZIMS_CLIENT_SECRET={sec}
EXPORT_DIR=/srv/zims/exports
""", [sec]


def s_rtsp_cam():
    p = pw()
    user = a(["admin", "viewer", "nvr", "keeperview"])
    house = a(HOUSES)
    return "structural", f"""# cameras.yaml - enclosure cams for the {house} keeper wall
streams:
  - name: {house.lower().replace(' ', '_')}_pool
    url: rtsp://{user}:{p}@10.40.{r.randint(1, 30)}.{r.randint(2, 250)}:554/Streaming/Channels/101
    record: true
    retain_days: 14
""", [p]


def s_youtube_key():
    k = "-".join(g.s(string.ascii_lowercase + D, 4) for _ in range(5))
    return "name-context", f"""obs-studio profile, service.json for the {a(ANIMALS)} live cam:
{{"settings": {{"bwtest": false, "key": "{k}", "server": "rtmp://a.rtmp.youtube.com/live2", "service": "YouTube - RTMPS"}}, "type": "rtmp_common"}}""", [k]


def s_wowza():
    p = pw()
    return "structural", f"""$ ffmpeg -rtsp_transport tcp -i rtsp://10.40.7.21/axis-media/media.amp \\
    -c:v copy -f flv "rtmp://publish:{p}@stream.{a(['aquarium-live', 'zoocams', 'pandacam'])}.org:1935/live/{a(['otters', 'sharks', 'pandas', 'penguins'])}"
[flv @ 0x55d4c8a0] Failed to update header with correct duration.""", [p]


def s_axis_curl():
    p = pw()
    return "structural", f"""curl --digest -u root:{p} "http://10.40.{r.randint(1, 30)}.{r.randint(2, 250)}/axis-cgi/param.cgi?action=update&Image.I0.Appearance.Resolution=1920x1080"
OK""", [p]


def s_milestone():
    p = pw()
    return "name-context", f"""<!-- Milestone XProtect recording server, exported for ticket ZOO-{r.randint(100, 999)} -->
<RecordingServer>
  <ManagementServer>https://vms.zoo.internal</ManagementServer>
  <ServiceAccount>ZOO\\svc_xprotect</ServiceAccount>
  <ServiceAccountPassword>{p}</ServiceAccountPassword>
</RecordingServer>""", [p]


def s_lss_plc():
    p = pw()
    return "name-context", f"""[ignition-gateway]
; Life support: {a(HOUSES)} - ozone, ORP, sand filters
gateway_url = https://lss-scada.zoo.internal:8043
opc_ua_endpoint = opc.tcp://10.60.1.10:4840
opc_ua_user = lss_historian
opc_ua_password = {p}
poll_ms = 1000
""", [p]


def s_influx():
    t = g.s(URLSAFE, 86) + "=="
    return "name-context", f"""# telegraf.conf on lss-edge-{r.randint(1, 9)}: tank water quality -> InfluxDB
[[outputs.influxdb_v2]]
  urls = ["https://influx.aquarium.internal:8086"]
  token = "{t}"
  organization = "aquarium-lss"
  bucket = "tank_telemetry"

[[inputs.modbus]]
  name = "chiller_{r.randint(1, 6)}"
  controller = "tcp://10.60.2.{r.randint(10, 90)}:502"
""", [t]


def s_mqtt_probe():
    p = pw()
    return "structural", f"""mosquitto_sub -h mqtt.lss.zoo.internal -p 8883 --cafile ca.crt -u probe-{a(['orp', 'ph', 'do', 'temp'])} -P '{p}' -t 'lss/{a(['kelp', 'reef', 'shark', 'penguin'])}/+/reading' -v
lss/kelp/orp/reading {{"mv": {r.randint(250, 400)}, "ts": "2026-11-{r.randint(10, 28)}T0{r.randint(0, 9)}:12:03Z"}}""", [p]


def s_apex():
    p = pw()
    return "structural", f"""import requests
# Neptune Apex on the {a(['jellyfish', 'seahorse', 'coral propagation', 'octopus'])} system
APEX = "http://10.60.4.{r.randint(2, 200)}"
s = requests.Session()
s.post(f"{{APEX}}/rest/login", json={{"login": "admin", "password": "{p}", "remember_me": False}})
status = s.get(f"{{APEX}}/rest/status").json()
print(status["istat"]["inputs"])""", [p]


def s_pagerduty():
    k = hx(32)
    return "name-context", f"""# alarms.toml - LSS alarm router
[pagerduty]
routing_key = "{k}"
severity_map = {{ ozone_high = "critical", orp_low = "error", chiller_fault = "critical" }}

[thresholds]
orp_mv_min = 250
""", [k]


def s_twilio_sms():
    t = hx(32)
    sid = "AC" + hx(32)
    return "name-context", f"""// lss-notify/index.js - SMS the duty aquarist when a pump trips
const twilio = require('twilio');
const client = twilio('{sid}', '{t}');   // TODO move to env before go-live
await client.messages.create({{ to: rota.onCall(), from: '+1555{pin(7)}', body: `LSS ALARM ${{tag}} ${{value}}` }});""", [t]


def s_tessitura():
    p = pw()
    user = a(["apiuser", "svc_web", "tix_sync"])
    machine = a(["WEB01", "TIXAPI", "KIOSK"])
    raw = f"{user}:{machine}:{a(['zoo', 'aquarium'])}:{p}"
    import base64
    b = base64.b64encode(raw.encode()).decode()
    return "structural", f"""GET /TessituraService/ReferenceData/Seasons HTTP/1.1
Host: tessitura.{a(['zoo.org', 'aquarium.org', 'wildlifepark.org'])}
Authorization: Basic {b}
Accept: application/json
""", [b]


def s_galaxy():
    p = pw()
    return "name-context", f"""<!-- Gateway Galaxy eGalaxy connector (ticket scanners at the main gate) -->
<appSettings>
  <add key="GalaxyServer" value="galaxy01.zoo.internal" />
  <add key="GalaxySourceID" value="ZOO-WEB" />
  <add key="GalaxyPassword" value="{p}" />
  <add key="ScannerLane" value="{r.randint(1, 8)}" />
</appSettings>""", [p]


def s_accesso():
    k = g.s(B62, 32)
    return "structural", f"""curl -s https://api.accesso.com/v2/orders?date=2026-11-{r.randint(10, 28)} \\
  -H "X-Api-Key: {k}" \\
  -H "Accept: application/json" | jq '.orders | length'
{r.randint(200, 4000)}""", [k]


def s_stripe_member():
    _, tok, sec = "stripe", g.stripe(), None
    return "self-identifying", f"""# membership/settings.py
STRIPE_SECRET_KEY = "{tok}"
MEMBERSHIP_TIERS = {{"family": 14900, "individual": 7900, "patron": 50000}}
""", [tok]


def s_altru():
    k = hx(32)
    return "structural", f"""GET https://api.sky.blackbaud.com/alt-conmg/constituents?limit=500
Bb-Api-Subscription-Key: {k}
Authorization: Bearer ${{SKY_ACCESS_TOKEN}}
-> 200 OK (adopt-an-animal donors sync)""", [k]


def s_salesforce():
    p, tok = pw(), g.s(B62, 25)
    return "name-context", f"""# sf-members.properties (Data Loader, membership renewals)
sfdc.endpoint=https://{a(['zoosociety', 'aquariumfdn', 'wildparks'])}.my.salesforce.com
sfdc.username=integration@zoo.org
sfdc.password={p}
sfdc.securityToken={tok}
process.operation=upsert""", [p, tok]


def s_keeper_firebase():
    _, tok, sec = g.self_identifying()
    return "self-identifying", f"""keeper-app CI log (build #{r.randint(100, 999)}, iPad keeper app)
+ export DEPLOY_TOKEN={tok}
+ ./scripts/upload-dsym.sh
Uploading dSYMs for KeeperLog 4.{r.randint(0, 9)}.{r.randint(0, 20)} ... done""", [sec]


def s_keeper_sqlite():
    p = pw()
    return "name-context", f"""// KeeperLog/Config.swift
enum Backend {{
    static let baseURL = URL(string: "https://keeperlog.zoo.internal/api")!
    // shared login used by the feeding-round iPads in {a(HOUSES)}
    static let kioskUser = "feedround"
    static let kioskPassword = "{p}"
}}""", [p]


def s_ipad_pin():
    p = pin(a([4, 6]))
    return "name-context", f"""Hand-over, night keeper -> day keeper ({a(HOUSES)}):
- Hay delivery at 07:30, gate B.
- The new keeper iPad's unlock code is {p}; Guided Access stays on the feeding log.
- Fecal samples for {a(ANIMALS)} in the vet fridge, shelf 2.""", [p]


def s_keysafe():
    p = pin(4)
    return "name-context", f"""Hola equipo, el código del candado de la llave del recinto de los {a(['pingüinos', 'jaguares', 'flamencos', 'tapires'])} ha cambiado: ahora es {p}. No lo pongáis en la pizarra de la cocina, por favor.
— Lucía (coordinación de cuidadores)""", [p]


def s_de_chat():
    p = pw()
    return "name-context", f"""[Teams, #tierpfleger-it] Jonas: Das Passwort für den ZIMS-Account vom Revier {a(['Affenhaus', 'Aquarium', 'Raubtierhaus', 'Elefantenpark'])} ist jetzt {p} – bitte nicht im Übergabebuch notieren.""", [p]


def s_fr_mail():
    p = pw()
    return "name-context", f"""Objet : Accès caméra soigneurs – bassin des {a(['otaries', 'manchots', 'loutres', 'raies'])}

Bonjour,
l'identifiant de l'enregistreur vidéo est « soigneur » et le mot de passe provisoire : {p}
Merci de le changer à la première connexion.
Cordialement, Service informatique du parc""", [p]


def s_ja_chat():
    p = pw()
    return "name-context", f"""水族館 生命維持システム(LSS)の監視PCのパスワードを変更しました。新しいパスワード: {p}
夜間当番の方は朝礼後に確認してください。""", [p]


def s_nl_chat():
    p = pw()
    return "name-context", f"""@ruud het wachtwoord van de kassa-beheerder (entree, kassa {r.randint(1, 9)}) is {p} — graag na de opening meteen wijzigen.""", [p]


def s_pt_ticket():
    k = g.s(B62, 32)
    return "name-context", f"""Chamado #{r.randint(1000, 9999)} — Bilheteria online do zoológico fora do ar
Descrição: depois da atualização o app de ingressos não autentica. A chave da API do gateway de pagamento no servidor é {k} e parece ter sido revogada pelo fornecedor.""", [k]


def s_it_chat():
    p = pin(6)
    return "name-context", f"""Ciao a tutti, il codice allarme del rettilario è cambiato: {p}. Da usare solo per il giro serale.""", [p]


def s_pl_chat():
    p = pw()
    return "name-context", f"""Cześć, hasło do panelu sterowania filtrami w pawilonie {a(['Afrykarium', 'Oceanarium', 'Terrarium'])} to {p}. Po weekendzie zmienię.""", [p]


def s_zh_chat():
    p = pw()
    return "name-context", f"""【熊猫馆】直播推流后台账号 panda_ops，密码 {p}，请勿外传。""", [p]


def s_sv_chat():
    p = pin(4)
    return "name-context", f"""Hej! Portkoden till foderköket vid {a(['sälbassängen', 'apberget', 'pingvinstranden'])} är {p} från måndag.""", [p]


def s_hook_read():
    p, k = pw(), hx(32)
    env = f"MOVEBANK_USER=zoo_tracking\nMOVEBANK_PASSWORD={p}\nMAPTILER_KEY={g.s(B62, 20)}\nCOLLAR_VENDOR_API_KEY={k}\n"
    payload = {"hook_event_name": "PostToolUse", "tool_name": "Read",
               "tool_input": {"file_path": "/home/tracking/collar-sync/.env"},
               "tool_response": {"type": "text", "file": {"filePath": "/home/tracking/collar-sync/.env", "content": env}}}
    return "name-context", json.dumps(payload), [p, k]


def s_hook_bash():
    p = pw()
    cmd = f"PGPASSWORD='{p}' psql -h zims-replica.zoo.internal -U reporting -d animals -c \"select count(*) from specimens where status='alive'\""
    payload = {"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd, "description": "count living specimens"}}
    return "name-context", json.dumps(payload), [p]


def s_pg_url():
    p = pw()
    return "structural", f"""DATABASE_URL=postgres://keeperlog:{p}@db.keeperlog.zoo.internal:5432/keeperlog?sslmode=require""", [p]


def s_traceback():
    p = pw()
    return "structural", f"""Traceback (most recent call last):
  File "/opt/enrichment/schedule.py", line {r.randint(20, 200)}, in <module>
    engine = create_engine(os.environ.get("DB", "mysql+pymysql://enrich:{p}@10.20.3.14/enrichment"))
  File "/usr/lib/python3/site-packages/sqlalchemy/engine/create.py", line 552, in create_engine
sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (2003, "Can't connect to MySQL server on '10.20.3.14'")""", [p]


def s_k8s():
    import base64
    p = pw()
    b = base64.b64encode(p.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: ticketing-db
  namespace: visitor-services
type: Opaque
data:
  username: {base64.b64encode(b'tix').decode()}
  password: {b}
""", [b]


def s_hcl():
    p = pw()
    return "name-context", f"""variable "lss_historian_password" {{
  type      = string
  sensitive = true
  default   = "{p}"
}}""", [p]


def s_diff():
    old, new = pw(), pw()
    return "name-context", f"""diff --git a/config/nvr.ini b/config/nvr.ini
@@ -3,4 +3,4 @@ [nvr]
 host = 10.40.1.5
 user = keeperwall
-password = {old}
+password = {new}
 channels = 1-24""", [old, new]


def s_notebook():
    k = hx(32)
    cell = {"cell_type": "code", "execution_count": r.randint(1, 40), "metadata": {},
            "source": ["import movebank\n", f"mb = movebank.Client(user='zoo_tracking', api_key='{k}')\n",
                       "tracks = mb.events(study_id=2911040, individual='okapi-F3')\n"], "outputs": []}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [k]


def s_selfid_env():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"""# zoo-website/.env.production
NEXT_PUBLIC_SITE=https://www.{a(['cityzoo.org', 'bayaquarium.org', 'wildpark.de'])}
{name.upper()}_TOKEN={tok}
""", [sec]


def s_selfid_chat():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"""hey, for the adopt-an-animal site deploy I used {tok} — can you rotate it after the gala?""", [sec]


def s_pem():
    block, line = g.pem()
    return "self-identifying", f"""# ticket-signing key for QR e-tickets (gate scanners verify with the public half)
{block}
""", [line]


def s_jwt_log():
    t = g.jwt()
    return "self-identifying", f"""10.20.5.33 - - [0{r.randint(1, 9)}/Dec/2026:09:1{r.randint(0, 9)}:44 +0000] "GET /api/members/renewals?access_token={t} HTTP/1.1" 200 {r.randint(300, 9000)} "-" "MemberKiosk/2.3\"""", [t]


def s_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[profile camera-archive]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
region = eu-west-1
# s3://zoo-enclosure-footage lifecycle -> glacier after 30d""", [ak, sk]


def s_basic_log():
    import base64
    p = pw()
    b = base64.b64encode(f"scanner{r.randint(1, 20)}:{p}".encode()).decode()
    return "structural", f"""2026-11-{r.randint(10, 28)} 08:59:{r.randint(10, 59)} DEBUG gate.scanner http: > POST /validate HTTP/1.1
2026-11-{r.randint(10, 28)} 08:59:{r.randint(10, 59)} DEBUG gate.scanner http: > Authorization: Basic {b}
2026-11-{r.randint(10, 28)} 08:59:{r.randint(10, 59)} DEBUG gate.scanner http: < 200 {{"valid":true,"admits":2}}""", [b]


def s_cli_flag():
    p = pw()
    return "name-context", f"""$ zims-export --institution {r.randint(1000, 9999)} --user records_{a(KEEPERS)} --password {p} --since 2026-10-01 --out husbandry.csv
exported {r.randint(100, 4000)} records""", [p]


def s_powershell():
    p = pw()
    return "name-context", f"""# enrol the new keeper-room PC
$pw = ConvertTo-SecureString "{p}" -AsPlainText -Force
New-LocalUser -Name "keeperroom" -Password $pw -PasswordNeverExpires""", [p]


def s_md_table():
    p1, p2 = pw(), pin(4)
    return "name-context", f"""| system | login | secret |
|---|---|---|
| Vet clinic imaging PC | vetimg | {p1} |
| Quarantine building door | — | {p2} |
| Rainforest Dome misting panel | operator | see 1Password |""", [p1, p2]


def s_runbook():
    p = pw()
    return "name-context", f"""RUNBOOK - chiller {r.randint(1, 4)} fault, Reef Hall
1. Log in to the chiller HMI (user "maint", pass {p}).
2. Acknowledge the alarm, check the flow switch.
3. If the return temperature rises above 26.5 C, page the on-call aquarist.""", [p]


def s_vet_lims():
    k = g.s(B62, 40)
    return "structural", f"""POST https://api.{a(['idexx', 'vetlab-partner', 'zoolabs'])}.com/v1/results/pull?apikey={k}&clinic=ZOO-VET-{r.randint(10, 99)}
-> 200 {r.randint(1, 30)} results (CBC, chemistry) for {a(ANIMALS)}""", [k]


def s_smtp():
    p = pw()
    return "structural", f"""EMAIL_URL=smtp://tickets%40zoo.org:{p}@smtp.office365.com:587
DEFAULT_FROM_EMAIL=Tickets <tickets@zoo.org>""", [p]


def s_radius_wifi():
    p = pw()
    return "name-context", f"""# Keeper Wi-Fi (hidden SSID), wpa_supplicant on the feeding-round tablets
network={{
    ssid="ZOO-KEEPERS"
    psk="{p}"
    key_mgmt=WPA-PSK
}}""", [p]


def s_shopify():
    t = g.shopify()
    return "self-identifying", f"""# gift-shop sync (plush toys, adopt-a-penguin packs)
SHOPIFY_STORE = "zooshop-{r.randint(1, 99)}.myshopify.com"
SHOPIFY_ADMIN_TOKEN = "{t}"
""", [t]


def s_slack():
    hook = g.slack_webhook()
    sec = hook.rsplit("/", 1)[1]
    return "self-identifying", f"""# birth announcement bot
curl -X POST -H 'Content-type: application/json' --data '{{"text":"{a(ANIMALS)} calf born in {a(HOUSES)} :tada:"}}' {hook}""", [sec]


def s_sendgrid():
    t = g.sendgrid()
    return "self-identifying", f"""import sendgrid
sg = sendgrid.SendGridAPIClient(api_key="{t}")  # membership renewal reminders""", [t]


def s_go_const():
    k = g.b64(32)
    return "name-context", f"""package ticketqr

// hmacKey signs the QR payload on every day ticket; gates recompute it offline.
var hmacKey = []byte("{k}")
""", [k]


def s_csharp():
    p = pw()
    return "structural", f"""// TicketKiosk/appsettings.json
{{
  "ConnectionStrings": {{
    "Galaxy": "Server=galaxy01.zoo.internal;Database=Galaxy;User Id=kiosk;Password={p};TrustServerCertificate=True"
  }}
}}""", [p]


def s_ansible():
    p = pw()
    return "name-context", f"""# inventories/cams/group_vars/all.yml
axis_admin_user: root
axis_admin_password: "{p}"
ntp_server: 10.10.0.1""", [p]


def s_movebank_curl():
    p = pw()
    return "structural", f"""curl -u zoo_tracking:{p} "https://www.movebank.org/movebank/service/direct-read?entity_type=event&study_id={r.randint(10**6, 10**8)}" -o release-tracks.csv""", [p]


def s_weather():
    k = hx(32)
    return "name-context", f"""# enrichment scheduler: skip outdoor sessions when it is too hot
OPENWEATHER_API_KEY: {k}
max_temp_c: 32""", [k]


def s_mobile_pass():
    p = pw()
    return "name-context", f"""Membership Wallet passes (Apple): the pass-type certificate export is keeper-passes.p12, and the p12 password is {p} (stored nowhere else, sorry).""", [p]


def s_mysql_cli():
    p = pw()
    return "structural", f"""$ mysql -h feeding-db -u feeds -p{p} feeding -e "select diet_id, kg from rations where animal='{a(ANIMALS)}'"
+---------+------+""", [p]


def s_donation():
    k = g.s(B62, 48)
    return "structural", f"""POST /v1/adoptions HTTP/1.1
Host: give.{a(['zoo.org', 'aquarium.org'])}
Authorization: Bearer {k}
Content-Type: application/json

{{"animal": "{a(ANIMALS)}", "tier": "gold", "amount": 150}}""", [k]


SECRETS = [v for k, v in sorted(globals().items()) if k.startswith("s_")]


# ------------------------------------------------------------------ clean templates
def c_zims_export():
    rows = "\n".join(f"{c.r.randint(10**5, 10**6)},{c.uuid()},{c.r.choice(ANIMALS)},{c.r.choice(['M', 'F', 'U'])},2026-{c.r.randint(1, 11):02d}-{c.r.randint(1, 28):02d}" for _ in range(4))
    return "GAN,specimen_guid,species,sex,last_weight_date\n" + rows


def c_env_example():
    return """# .env.example - copy to .env and fill in
ZIMS_CLIENT_ID=<your-client-id>
ZIMS_CLIENT_SECRET=<your-client-secret>
GALAXY_PASSWORD=changeme
STRIPE_SECRET_KEY=sk_live_...
INFLUX_TOKEN=${INFLUX_TOKEN}
"""


def c_env_read():
    return c.r.choice([
        """import os
token = os.environ["INFLUX_TOKEN"]
client = InfluxDBClient(url="https://influx.aquarium.internal:8086", token=token, org="aquarium-lss")""",
        """const secret = process.env.ZIMS_CLIENT_SECRET;
if (!secret) throw new Error("ZIMS_CLIENT_SECRET not set");""",
        """password = ENV.fetch("GALAXY_PASSWORD")  # set by the systemd unit's EnvironmentFile""",
    ])


def c_telemetry():
    return json.dumps({"tank": c.r.choice(HOUSES), "orp_mv": c.r.randint(250, 400), "ph": round(c.r.uniform(7.8, 8.3), 2),
                       "temp_c": round(c.r.uniform(11, 27), 1), "probe_serial": c.hexs(12).upper(), "reading_id": c.uuid()})


def c_sha():
    return "\n".join(f"{c.sha256()}  footage/{c.r.choice(HOUSES).lower().replace(' ', '_')}_2026-11-{c.r.randint(10, 28)}.mp4" for _ in range(3))


def c_prose():
    return c.r.choice([
        "The camera passwords live in the IT vault now; please don't paste them into the keeper log. Ask the duty manager if you need the NVR.",
        "Reminder: the ZIMS client secret was rotated on Monday. Nothing to do on your side — the sync job reads it from the secret store.",
        "Das Passwort für die Kasse wird ab sofort monatlich geändert. Bitte den neuen Code beim Schichtleiter erfragen, nicht per E-Mail.",
        "Le mot de passe de l'enregistreur n'est plus partagé par courriel ; demandez-le au service informatique.",
        "パスワードは共有フォルダに置かないでください。必要な場合はIT担当に連絡してください。",
        "Token rotation for the ticketing API is automated; the old key is revoked 24 h after the new one is issued.",
    ])


def c_secretkeyref():
    return """env:
  - name: GALAXY_PASSWORD
    valueFrom:
      secretKeyRef:
        name: ticketing-db
        key: password
image: registry.zoo.internal/tix-sync@sha256:""" + c.sha256()


def c_gha():
    return """- name: Deploy keeper app
  env:
    ASC_KEY: ${{ secrets.ASC_PRIVATE_KEY }}
    FIREBASE_TOKEN: ${{ secrets.FIREBASE_TOKEN }}
  run: fastlane beta"""


def c_ticket_json():
    return json.dumps({"order_id": f"ORD-{c.r.randint(10**6, 10**7)}", "barcode": "".join(c.r.choice(D) for _ in range(16)),
                       "visit_date": f"2026-12-{c.r.randint(1, 28):02d}", "admits": c.r.randint(1, 5),
                       "transaction_ref": c.hexs(24), "stripe_pi": "pi_" + c.s(B62, 24)})


def c_stripe_pk():
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>const stripe = Stripe("pk_live_{c.s(B62, 99)}");</script>"""


def c_git_log():
    return "\n".join(f"commit {c.sha1()}\nAuthor: {c.r.choice(KEEPERS)} <{c.r.choice(KEEPERS)}@zoo.org>\n\n    {c.r.choice(['Add ORP alarm hysteresis', 'Fix penguin weight chart', 'Rotate NVR creds via vault', 'Bump axis firmware list'])}\n" for _ in range(2))


def c_hook_ls():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls -la /srv/zims/exports"},
                       "tool_response": {"stdout": f"total 48\n-rw-r----- 1 zims zims {c.r.randint(1000, 99999)} Nov 30 02:00 husbandry-{c.hexs(8)}.csv\n", "stderr": ""}})


def c_base64_img():
    return f"""<img alt="okapi thumbnail" src="data:image/jpeg;base64,{c.b64(120)}" />"""


def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{c.s(B62 + '+/', 43)} lss-edge-{c.r.randint(1, 9)}"


def c_pubkey():
    body = "\n".join(c.b64(48) for _ in range(5))
    return f"""# QR ticket verification key for gate scanners (public)
-----BEGIN PUBLIC KEY-----
{body}
-----END PUBLIC KEY-----"""


def c_rtsp_env():
    return """streams:
  - name: kelp_tank
    url: rtsp://${CAM_USER}:${CAM_PASSWORD}@10.40.3.21:554/Streaming/Channels/101"""


def c_microchip():
    return f"Transponder {c.r.randint(10**14, 10**15)} implanted in {c.r.choice(ANIMALS)} (ZIMS GAN {c.r.randint(10**5, 10**6)}), studbook #{c.r.randint(100, 9999)}; ISIS legacy id {c.hexs(8).upper()}."


def c_sentry():
    return f"""Sentry.init({{ dsn: "https://{c.hexs(32)}@o{c.r.randint(10**5, 10**6)}.ingest.sentry.io/{c.r.randint(10**6, 10**7)}" }});  // keeper app"""


def c_client_id():
    return f"""ZIMS_CLIENT_ID={c.uuid()}
ZIMS_CLIENT_SECRET=${{ZIMS_CLIENT_SECRET}}"""


def c_feeding():
    return "\n".join(f"{c.r.choice(ANIMALS):20s} {c.r.randint(6, 18):02d}:{c.r.choice(['00', '15', '30', '45'])}  {c.r.randint(1, 40)} kg  diet {c.hexs(6)}" for _ in range(4))


def c_docs():
    return """Accesso API: send your key in the X-Api-Key header, e.g.
  curl -H "X-Api-Key: <your-api-key>" https://api.accesso.com/v2/orders
Never commit the key; use ACCESSO_API_KEY from the environment."""


def c_cam_inventory():
    return "\n".join(f"{c.r.choice(HOUSES)},AXIS P3265-LVE,{':'.join(c.hexs(2).upper() for _ in range(6))},fw 11.{c.r.randint(1, 9)}.{c.r.randint(10, 90)},serial {c.hexs(12).upper()}" for _ in range(3))


def c_default():
    return c.r.choice([
        "The Axis factory reset leaves the root account with no password; the setup wizard forces you to set one on first login.",
        "keytool -list -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit | grep -i zoo",
        "Ignition's default gateway login is admin/password after install — ours was changed at commissioning, see vault path lss/ignition.",
    ])


def c_mosq_env():
    return """mosquitto_sub -h mqtt.lss.zoo.internal -u probe-orp -P "$MQTT_PASSWORD" -t 'lss/#' -v"""


def c_hl_tf():
    return """variable "lss_historian_password" {
  type      = string
  sensitive = true
}"""


def c_member_card():
    return f"Member #{c.r.randint(10**7, 10**8)} · Family Plus · valid to 2027-{c.r.randint(1, 12):02d} · card barcode {c.r.randint(10**11, 10**12)} · guest passes 2"


def c_checksum_fw():
    return f"apex_fw_{c.r.randint(5, 6)}.{c.r.randint(0, 9)}.bin  md5 {c.hexs(32)}  sha1 {c.sha1()}"


def c_es_prose():
    return "Recordad: las contraseñas de las cámaras no se comparten por WhatsApp. El código del candado se pide al jefe de turno."


def c_jwt_doc():
    return "The member app sends `Authorization: Bearer <access_token>`; tokens expire after 15 minutes and are refreshed with the refresh token kept in the Keychain."


CLEANS = [v for k, v in sorted(globals().items()) if k.startswith("c_")]


def main() -> None:
    global CLEAN_BLOB
    clean = [CLEANS[i % len(CLEANS)]() for i in range(100)]
    CLEAN_BLOB = "\n".join(clean)
    secrets = []
    order = list(range(250))
    for i in order:
        cls, text, vals = SECRETS[i % len(SECRETS)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append((cls, text, vals))
    for _, _, vals in secrets:
        for v in vals:
            assert v not in CLEAN_BLOB, v
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
