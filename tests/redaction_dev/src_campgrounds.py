"""Blind round 70 source "campgrounds": campgrounds and RV parks (reservation systems, gate barriers and keypads,
shower/laundry token machines, pedestal power meters, Wi-Fi). Written 2026-12-04 by the helper "corpora42".
Every value is random."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAM = "campgrounds"
g = Gen(7011)      # secrets
c = Gen(7012)      # clean
r = g.r
D = string.digits
CLEAN_BLOB = ""

PARKS = ["Pine Hollow RV Resort", "Lakeside Camping", "Camping De Zeehoeve", "Campingplatz Seeblick",
         "Camping Les Pins", "Redwood Creek KOA", "Desert Palms RV Park", "Camping La Playa", "Fjordcamp Sogn"]
SITES = ["A12", "B07", "C21", "RV-44", "T3", "P18", "W09", "D30"]
WORDS = ["Campfire", "Kayak", "Pinecone", "Marshmallow", "Trailhead", "Lantern", "Canoe", "Firefly", "Hammock",
         "Tentpole", "Riverbend", "Boondock"]


def pin(n: int) -> str:
    while True:
        p = "".join(r.choice(D) for _ in range(n))
        if p[0] != "0" and p not in CLEAN_BLOB:
            return p


def wpw() -> str:
    return r.choice(WORDS) + str(r.randint(2, 2026)) + r.choice("!#$%*.?")


def legacy() -> str:
    while True:
        p = r.choice(["camp", "rv", "gate", "office", "kamp", "site"]) + g.s(string.ascii_lowercase, r.randint(2, 3)) + \
            str(r.randint(1, 999))
        if p not in CLEAN_BLOB:
            return p


def phrase() -> str:
    w = ["pine", "lake", "ember", "trail", "moose", "canoe", "s'more", "bluff", "cedar", "dune", "loon", "creek"]
    w = [x for x in w if "'" not in x]
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


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


# ------------------------------------------------------------------ secret templates
def s_campspot():
    k = g.s(B62, 40)
    return "structural", f"""curl -s "https://api.campspot.com/v2/parks/{r.randint(100, 9999)}/reservations?arrivalDate=2027-06-{r.randint(10, 28)}" \\
  -H "Authorization: Bearer {k}" | jq '.[].siteName'""", [k]


def s_newbook():
    k = g.s(B62, 32)
    p = pw()
    return "name-context", f"""{{
  "region": "{a(['au', 'eu', 'us'])}",
  "api_key": "{k}",
  "username": "channel_sync",
  "password": "{p}",
  "action": "bookings_list",
  "period_from": "2027-01-01"
}}""", [k, p]


def s_rms():
    p = pw()
    return "name-context", f"""# rms-cloud.ini - RMS Cloud channel connector for {a(PARKS)}
[rms]
agent_id = {r.randint(10, 999)}
agent_password = {p}
client_id = {r.randint(1000, 99999)}
endpoint = https://restapi{r.randint(1, 12)}.rmscloud.com""", [p]


def s_ridb():
    k = g.uuid()
    return "structural", f"""GET https://ridb.recreation.gov/api/v1/facilities?state=UT&activity=CAMPING&apikey={k}
<- 200 OK, 50 facilities (first: {a(['Devils Garden', 'Watchman', 'Moab KOA'])})""", [k]


def s_firefly():
    p = pw()
    return "structural", f"""Firefly Reservations export cron (office PC):
0 2 * * * curl -s -u {a(['frontdesk', 'manager', 'reports'])}:{p} "https://app.fireflyreservations.com/export/arrivals.csv" > /srv/arrivals/$(date +\\%F).csv""", [p]


def s_doorking():
    p = pin(a([4, 5, 6]))
    return "name-context", f"""DoorKing 1835 telephone entry - programming notes (main gate, {a(PARKS)})
Master code: {p}
Relay 1 = barrier arm, relay 2 = walk-in gate. Strike time 05 s.
After-hours entry uses the guest code from the arrival e-mail.""", [p]


def s_gate_mail():
    p = pin(a([4, 5]))
    return "name-context", f"""Subject: Your stay at {a(PARKS)} - site {a(SITES)}

Hi {a(['Dana', 'Marcus', 'Priya', 'Henrik', 'Sofia'])},
we're looking forward to seeing you Friday. If you arrive after 8 pm the office is closed: enter gate code {p}# at the keypad and your site map is on the board.
Quiet hours 10 pm - 7 am.""", [p]


def s_gate_api():
    k = hx(40)
    code = pin(5)
    return "name-context", f"""# reservations -> gate keypad sync (runs on check-in)
import requests
GATE_API_KEY = "{k}"
requests.post("https://gate.{a(['pinehollow', 'lakesidecamp', 'desertpalms'])}.com/api/codes",
              headers={{"X-Gate-Key": GATE_API_KEY}},
              json={{"code": "{code}", "valid_from": arrival, "valid_to": departure}})""", [k, code]


def s_liftmaster():
    p = pw()
    return "name-context", f"""LiftMaster CAPXL admin login for the RV entrance barrier: installer account "parkadmin", password {p} — set by the installer, never changed (TODO).""", [p]


def s_barrier_modbus():
    p = pw()
    return "name-context", f"""# barrier-controller.yaml
plc:
  host: 192.168.{r.randint(1, 50)}.{r.randint(2, 250)}
  port: 502
web:
  user: operator
  password: "{p}"
lanes: [entry, exit]""", [p]


def s_laundry_payrange():
    k = g.s(B62, 36)
    return "name-context", f"""PAYRANGE_OPERATOR_KEY={k}
PAYRANGE_LOCATION_ID={r.randint(10000, 99999)}
# laundry room: 4 washers, 4 dryers, token changer""", [k]


def s_token_machine():
    p = pin(4)
    return "name-context", f"""Shower token machine (Rowe BC-1400) service menu: hold CLEAR + 7 and enter service code {p}. Refill hopper with the brass tokens in the office safe.""", [p]


def s_speedqueen():
    p = pw()
    return "structural", f"""POST /api/v1/auth/login HTTP/1.1
Host: insights.speedqueen.com
Content-Type: application/x-www-form-urlencoded

email=laundry%40{a(['pinehollowrv', 'lakesidecamp'])}.com&password={p}""", [p]


def s_pedestal_meter():
    k = hx(32)
    t = "NNSXS." + g.s(UPPER + D, 39) + "." + g.s(UPPER + D, 52)
    return "name-context", f"""# pedestal-meters/ttn.env - LoRaWAN pulse counters on the 50A pedestals
TTN_APP_ID=pedestal-meters
TTN_API_KEY={t}
DEVICE_APPKEY={k}""", [t, k]


def s_ttn_key():
    k = "NNSXS." + g.s(UPPER + D, 39) + "." + g.s(UPPER + D, 52)
    return "self-identifying", f"""mqtt:
  broker: eu1.cloud.thethings.network:8883
  username: pedestal-meters@ttn
  password: {k}
topic: v3/pedestal-meters@ttn/devices/+/up""", [k]


def s_pedestal_bill():
    p = pw()
    return "structural", f"""[2027-07-0{r.randint(1, 9)} 06:00:0{r.randint(0, 9)}] meter-billing: reading site {a(SITES)} kWh={r.randint(100, 900)}.{r.randint(0, 9)}
[2027-07-0{r.randint(1, 9)} 06:00:0{r.randint(0, 9)}] meter-billing: posting to pms mysql://meters:{p}@pms-db.local:3306/campground
[2027-07-0{r.randint(1, 9)} 06:00:0{r.randint(0, 9)}] meter-billing: ERROR (1045) access denied""", [p]


def s_modbus_meter():
    p = pw()
    return "name-context", f"""# Eastron SDM630 gateways behind the pedestals, web UI login
gateways:
  - ip: 10.30.0.{r.randint(10, 99)}
    row: {a(['A', 'B', 'C', 'RV'])}
    admin_pass: {p}""", [p]


def s_unifi():
    p = pw()
    return "structural", f"""curl -k -c cj -X POST https://unifi.{a(['camp', 'rvpark'])}.local:8443/api/login -d '{{"username":"admin","password":"{p}"}}'
curl -k -b cj https://unifi.camp.local:8443/api/s/default/stat/voucher""", [p]


def s_voucher():
    v = f"{pin(5)}-{pin(5)}"
    return "name-context", f"""Guest Wi-Fi for site {a(SITES)} (7 days, 5 devices): network "{a(['PineHollow-Guest', 'Camping-WiFi', 'KOA-Guest'])}", voucher {v}""", [v]


def s_wpa():
    p = pw()
    return "name-context", f"""# hostapd.conf on the office AP (staff network)
interface=wlan0
ssid=CAMP-STAFF
wpa=2
wpa_passphrase={p}
wpa_key_mgmt=WPA-PSK""", [p]


def s_radius():
    p = pw()
    return "name-context", f"""# /etc/freeradius/3.0/clients.conf - campground hotspot controllers
client cambium-row-{a(['a', 'b', 'c'])} {{
    ipaddr = 10.50.{r.randint(0, 9)}.0/24
    secret = {p}
    shortname = row-ap
}}""", [p]


def s_mikrotik():
    p = pw()
    return "name-context", f"""/ip hotspot user add name=seasonal-{a(SITES).lower()} password={p} profile=seasonal limit-uptime=30d
/ip hotspot user print count-only""", [p]


def s_cnmaestro():
    sec = g.s(B62, 48)
    return "name-context", f"""cnmaestro:
  url: https://cloud.cambiumnetworks.com
  client_id: {g.s(B62, 16)}
  client_secret: {sec}
  managed_account: {a(PARKS)}""", [sec]


def s_tengo():
    p = pw()
    return "name-context", f"""Ticket from the Wi-Fi provider: "We reset the portal admin for your park. New login: office@park / {p}. Please change after first login." """, [p]


def s_square():
    t = "EAAA" + g.s(URLSAFE, 60)
    return "self-identifying", f"""# camp store POS (firewood, ice, propane)
SQUARE_ACCESS_TOKEN={t}
SQUARE_LOCATION_ID=L{g.s(UPPER + D, 12)}""", [t]


def s_stripe():
    t = g.stripe()
    return "self-identifying", f"""// booking-widget/server.js
const stripe = require('stripe')('{t}');
app.post('/deposit', async (req, res) => {{ /* 30% deposit on site bookings */ }});""", [t]


def s_qbo():
    t = "AB11" + g.s(B62, 46)
    return "name-context", f"""# quickbooks.toml (nightly revenue posting)
[oauth]
realm_id = "{r.randint(10**14, 10**15)}"
refresh_token = "{t}" """, [t]


def s_twilio():
    t = hx(32)
    return "name-context", f"""TWILIO_ACCOUNT_SID=AC{hx(32)}
TWILIO_AUTH_TOKEN={t}
# sends gate codes by SMS on check-in day""", [t]


def s_de_chat():
    p = pin(4)
    return "name-context", f"""[WhatsApp, Team {a(['Seeblick', 'Waldcamping', 'Am Fluss'])}] Sabine: Neuer Code für die Schranke ab Samstag: {p}. Für Dauercamper bitte per Zettel am Wohnwagen, nicht in die Gruppe der Gäste!""", [p]


def s_nl_chat():
    p = pw()
    return "name-context", f"""Hoi Jeroen, het wachtwoord van het reserveringssysteem (beheerder) is nu {p}. De sleutel van het sanitairgebouw hangt weer in de receptie.""", [p]


def s_fr_mail():
    p = pin(4)
    return "name-context", f"""Bonjour,
le code du portail pour les arrivées tardives est le {p}. La barrière se referme automatiquement après 20 secondes.
Bon séjour au {a(['Camping Les Pins', 'Camping du Lac', 'Camping La Forêt'])} !""", [p]


def s_es_ticket():
    p = pw()
    return "name-context", f"""Incidencia #{r.randint(100, 999)}: la máquina de fichas de las duchas no conecta con el servidor. Usuario del panel: tecnico, contraseña: {p}. El proveedor dice que reiniciemos el router.""", [p]


def s_it_chat():
    p = pw()
    return "name-context", f"""Ragazzi, la password del Wi-Fi per gli stagionali è cambiata: {p}. Non datela ai clienti giornalieri.""", [p]


def s_da_chat():
    p = pin(4)
    return "name-context", f"""Hej alle, koden til servicehuset (bad og vaskeri) er {p} fra i morgen. Husk at skifte skiltet i receptionen.""", [p]


def s_pt_chat():
    p = pw()
    return "name-context", f"""Pessoal, a senha do painel dos contadores de eletricidade dos lugares de autocaravana é {p}. Faço a leitura amanhã de manhã.""", [p]


def s_sv_chat():
    p = pw()
    return "name-context", f"""Lösenordet till bokningssystemet för stugorna är {p} – byt efter säsongen.""", [p]


def s_hook_read():
    p, k = pw(), g.s(B62, 40)
    env = f"CAMPSPOT_API_KEY={k}\nPMS_DB_HOST=pms-db.local\nPMS_DB_PASSWORD={p}\nPARK_ID={r.randint(100, 9999)}\n"
    payload = {"hook_event_name": "PostToolUse", "tool_name": "Read",
               "tool_input": {"file_path": "/opt/campsync/.env"},
               "tool_response": {"type": "text", "file": {"filePath": "/opt/campsync/.env", "content": env, "numLines": 4}}}
    return "name-context", json.dumps(payload), [k, p]


def s_hook_bash():
    p = pw()
    payload = {"hook_event_name": "PreToolUse", "tool_name": "Bash",
               "tool_input": {"command": f"sshpass -p '{p}' scp pi@10.30.0.5:/var/log/meters/*.csv ./readings/",
                              "description": "pull pedestal meter readings"}}
    return "name-context", json.dumps(payload), [p]


def s_pg_url():
    p = pw()
    return "structural", f"""# docker-compose.yml (self-hosted booking site)
services:
  web:
    image: ghcr.io/{a(['pinehollow', 'lakeside'])}/booking:2.4
    environment:
      DATABASE_URL: postgresql://booking:{p}@db:5432/booking""", [p]


def s_k8s():
    p = pw()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata: {{name: gate-sync}}
type: Opaque
stringData:
  GATE_ADMIN_PASSWORD: "{p}"
""", [p]


def s_hcl():
    p = pw()
    return "name-context", f"""resource "unifi_wlan" "guest" {{
  name       = "Camping-Guest"
  security   = "wpapsk"
  passphrase = "{p}"
  network_id = unifi_network.guest.id
}}""", [p]


def s_diff():
    old, new = pin(4), pin(4)
    return "name-context", f"""--- a/config/keypad.yml
+++ b/config/keypad.yml
@@ -1,4 +1,4 @@
 keypad:
   model: DKS-1812
-  staff_code: "{old}"
+  staff_code: "{new}"
   relay: 1""", [old, new]


def s_selfid():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"""$ export {name.upper()}_KEY={tok}
$ npm run deploy:booking-site""", [sec]


def s_selfid_note():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"""Hand-over to the winter caretaker: the booking site's {name} credential is {tok} (it's also in the red binder). Site bookings reopen 1 March.""", [sec]


def s_pem():
    block, line = g.pem()
    return "self-identifying", f"""# /etc/ssl/private/portal.key - captive portal TLS (guest Wi-Fi)
{block}""", [line]


def s_jwt():
    t = g.jwt()
    return "self-identifying", f"""curl https://api.{a(['staylist', 'campspot', 'resnexus'])}.com/v1/sites/availability -H 'Authorization: Bearer {t}'""", [t]


def s_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""AWS_ACCESS_KEY_ID={ak}
AWS_SECRET_ACCESS_KEY={sk}
S3_BUCKET=camp-photos-uploads  # guest photo contest""", [ak, sk]


def s_basic():
    p = pw()
    b = b64(f"pms:{p}")
    return "structural", f"""> GET /api/sites/{a(SITES)}/meter HTTP/1.1
> Host: pedestal-hub.local
> Authorization: Basic {b}
< HTTP/1.1 200 OK
< {{"kwh": {r.randint(10, 900)}.{r.randint(0, 9)}, "breaker": "on"}}""", [b]


def s_resnexus():
    k = g.s(B62, 32)
    return "structural", f"""https://resnexus.com/resnexus/api/v1/reservations?bizid={r.randint(1000, 9999)}&apikey={k}&from=2027-05-01""", [k]


def s_cli():
    p = pw()
    return "name-context", f"""$ ./pedestal-ctl --hub 10.30.0.2 --user admin --pass {p} cut --site {a(SITES)}
breaker opened (unpaid balance)""", [p]


def s_php():
    p = pw()
    return "name-context", f"""<?php // wp-config.php of the campground's WordPress (booking plugin)
define( 'DB_NAME', 'camp_wp' );
define( 'DB_USER', 'camp_wp' );
define( 'DB_PASSWORD', '{p}' );""", [p]


def s_csharp():
    p = pw()
    return "structural", f"""var cs = "Data Source=OFFICE-PC\\\\SQLEXPRESS;Initial Catalog=CampMaster;User ID=sa;Password={p};";
using var conn = new SqlConnection(cs);""", [p]


def s_properties():
    p, q = pw(), pin(4)
    return "name-context", f"""# kiosk.properties - self check-in kiosk by the barrier
kiosk.pms.url=https://pms.local/api
kiosk.pms.user=kiosk
kiosk.pms.password={p}
kiosk.exit.pin={q}""", [p, q]


def s_kiosk_pin():
    p = pin(6)
    return "name-context", f"""Self check-in kiosk: to leave kiosk mode tap the logo 5 times and enter the admin PIN {p}.""", [p]


def s_md_table():
    p1, p2, p3 = pin(4), pin(4), pw()
    return "name-context", f"""| Where | Code |
|---|---|
| Dump station gate | {p1} |
| Laundry room | {p2} |
| Office PC (user: office) | {p3} |""", [p1, p2, p3]


def s_runbook():
    p = pw()
    return "name-context", f"""RUNBOOK: barrier stuck open
1. Switch the controller to manual (key in the gate house).
2. Web UI http://192.168.8.2, login installer / {p}
3. Reset relay 1, test with a staff fob.""", [p]


def s_mailchimp():
    t = g.mailchimp()
    return "self-identifying", f"""MAILCHIMP_API_KEY = "{t}"  # early-bird newsletter for seasonal sites""", [t]


def s_ical():
    tok = g.s(URLSAFE, 32)
    return "structural", f"""Airbnb/Hipcamp calendar export for the glamping tents (import into the PMS):
https://www.hipcamp.com/api/ical/listing/{r.randint(10**5, 10**6)}.ics?token={tok}""", [tok]


def s_smtp():
    p = pw()
    return "structural", f"""spring.mail.host=smtp.gmail.com
spring.mail.username=reservations@{a(['pinehollowrv', 'lakesidecamp'])}.com
spring.mail.password={p}""", [p]


def s_google():
    k = g.google_api()
    return "self-identifying", f"""# server-side geocoding of guest addresses for the occupancy report
GOOGLE_GEOCODING_KEY={k}""", [k]


def s_ps():
    p = pw()
    return "name-context", f"""net user laundrykiosk {p} /add
reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultUserName /d laundrykiosk /f""", [p]


def s_mqtt():
    p = pw()
    return "structural", f"""mosquitto_pub -h 10.30.0.2 -u shower-ctl -P {p} -t showers/block{r.randint(1, 4)}/valve -m open""", [p]


SECRETS = [v for k, v in sorted(globals().items()) if k.startswith("s_")]


# ------------------------------------------------------------------ clean templates
def c_reservations():
    rows = "\n".join(f"R{c.r.randint(10**5, 10**6)},{c.r.choice(SITES)},2027-07-{c.r.randint(1, 28):02d},{c.r.randint(1, 14)},{c.uuid()},{c.r.choice(['30A', '50A', 'tent'])}" for _ in range(4))
    return "conf_no,site,arrival,nights,guest_uuid,power\n" + rows


def c_env_example():
    return """# .env.example
CAMPSPOT_API_KEY=<your-campspot-key>
PMS_DB_PASSWORD=changeme
GATE_API_KEY=${GATE_API_KEY}
SQUARE_ACCESS_TOKEN=EAAA...your token...
"""


def c_env_read():
    return c.r.choice([
        """key = os.getenv("CAMPSPOT_API_KEY")
if not key:
    sys.exit("CAMPSPOT_API_KEY missing")""",
        """const gateKey = process.env.GATE_API_KEY ?? "";""",
        """$pw = getenv('PMS_DB_PASSWORD');""",
    ])


def c_meter_json():
    return json.dumps({"site": c.r.choice(SITES), "meter_serial": c.hexs(10).upper(), "kwh": round(c.r.uniform(100, 9000), 1),
                       "devEUI": c.hexs(16).upper(), "frm_payload": c.b64(12), "rssi": -c.r.randint(60, 120), "msg_id": c.uuid()})


def c_ttn_uplink():
    return json.dumps({"end_device_ids": {"device_id": f"pedestal-{c.r.choice(SITES).lower()}", "dev_eui": c.hexs(16).upper(),
                                          "join_eui": "0000000000000000"},
                       "uplink_message": {"f_port": 2, "frm_payload": c.b64(10), "session_key_id": c.b64(16)}})


def c_prose():
    return c.r.choice([
        "Gate codes change every Saturday; the new code is sent with the arrival e-mail, never posted on social media.",
        "Please don't write the Wi-Fi password on the whiteboard. Guests get a voucher at check-in.",
        "Die Schrankencodes werden automatisch aus der Buchung erzeugt und per SMS verschickt.",
        "Les codes du portail sont générés par le logiciel de réservation ; le personnel n'a pas besoin de les connaître.",
        "De wachtwoorden staan in de kluis van de receptie; vraag ze aan de beheerder.",
        "The RIDB API key is read from the environment; the example config only shows the variable name.",
    ])


def c_doc_default():
    return c.r.choice([
        "The UniFi controller's factory default is ubnt/ubnt; the setup wizard asks for a new admin on first start.",
        "FreeRADIUS ships with `secret = testing123` for localhost in clients.conf — replace it before adding any AP.",
        "DoorKing keypads leave the factory with master code 1234 programmed; the manual says to change it at install.",
    ])


def c_voucher_tpl():
    return "Your Wi-Fi voucher: {{ voucher_code }} (valid {{ days }} days). Network: Camping-Guest."


def c_sha():
    return "\n".join(f"{c.sha256()}  firmware/pedestal-hub-{c.r.randint(1, 3)}.{c.r.randint(0, 9)}.{c.r.randint(0, 20)}.bin" for _ in range(3))


def c_git():
    return f"commit {c.sha1()}\nAuthor: office <office@camp.local>\n\n    Move gate key to vault; read GATE_API_KEY from env\n"


def c_secretref():
    return """envFrom:
  - secretRef:
      name: gate-sync
image: ghcr.io/pinehollow/gate-sync@sha256:""" + c.sha256()


def c_hook_ls():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": "ls readings/"},
                       "tool_response": {"stdout": "\n".join(f"meters-{c.hexs(8)}.csv" for _ in range(3)), "stderr": ""}})


def c_stripe_pk():
    return f"""<script>var stripe = Stripe('pk_live_{c.s(B62, 99)}'); // deposit form</script>"""


def c_square_app():
    return f"""SQUARE_APPLICATION_ID=sq0idp-{c.s(URLSAFE, 22)}
SQUARE_ACCESS_TOKEN=${{SQUARE_ACCESS_TOKEN}}"""


def c_square_ids():
    return json.dumps({"payment": {"id": c.s(B62, 29), "location_id": "L" + c.s(UPPER + D, 12), "order_id": c.s(B62, 28),
                                   "receipt_number": c.s(B62, 4), "amount_money": {"amount": c.r.randint(100, 9000), "currency": "USD"}}})


def c_twilio_ids():
    return f"TWILIO_ACCOUNT_SID=AC{c.hexs(32)}\nTWILIO_MESSAGING_SERVICE_SID=MG{c.hexs(32)}\nTWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}"


def c_unifi_dev():
    return json.dumps({"data": [{"_id": c.hexs(24), "mac": ":".join(c.hexs(2) for _ in range(6)), "model": "U6LR",
                                 "site_id": c.hexs(24), "serial": c.hexs(12).upper(), "name": f"AP-row-{c.r.choice('ABCD')}"}]})


def c_radius_acct():
    return f"""Acct-Session-Id = "{c.hexs(16).upper()}"
Calling-Station-Id = "{'-'.join(c.hexs(2).upper() for _ in range(6))}"
Acct-Input-Octets = {c.r.randint(10**6, 10**9)}
User-Name = "voucher-{c.r.randint(100, 999)}" """


def c_ssh_pub():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{c.s(B62 + '+/', 200)} office@camp"


def c_pubkey():
    body = "\n".join(c.b64(48) for _ in range(4))
    return f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


def c_gate_log():
    return "\n".join(f"2027-07-{c.r.randint(1, 28):02d} {c.r.randint(0, 23):02d}:{c.r.randint(0, 59):02d} gate=entry result=granted credential=booking:{c.r.randint(10**5, 10**6)} plate_hash={c.hexs(12)}" for _ in range(3))


def c_hcl_var():
    return """variable "guest_wifi_passphrase" {
  type      = string
  sensitive = true
}
resource "unifi_wlan" "guest" { passphrase = var.guest_wifi_passphrase }"""


def c_laundry():
    return f"Laundry: washer {c.r.randint(1, 6)} cycle {c.r.randint(10**6, 10**7)} paid via app, txn {c.hexs(20)}, 2 tokens equivalent ($4.00)."


def c_docs():
    return """Campspot API: authenticate with `Authorization: Bearer <API_KEY>`. Keys are issued per park in Settings -> Integrations."""


def c_qr():
    return "WIFI:S:Camping-Open;T:nopass;;   <- QR for the open lobby network (no password)"


def c_es():
    return "Las contraseñas del sistema de reservas se guardan en el gestor de contraseñas de la oficina; no las mandéis por correo."


def c_booking_hash():
    return f"booking {c.r.randint(10**5, 10**6)} confirmation hash {c.sha1()} — share this with the guest, it opens nothing."


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
