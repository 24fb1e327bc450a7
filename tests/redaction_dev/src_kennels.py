#!/usr/bin/env python3
"""Blind redaction source "kennels": dog kennels, boarding and daycare (booking software, pet webcams, vaccination
records, door and gate access, groomer scheduling). Round 73, helper corpora45 (session 28). Every value is random
and made up; imports only the standard library and _tokens."""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAM = "kennels"
HERE = Path(__file__).resolve().parent
g = Gen(7321)  # secret texts
c = Gen(7322)  # clean texts
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["Biscuit", "Waffles", "Barkley", "Luna", "Maple", "Pawsome", "Woof", "Kibble", "Fetch", "Beagle",
         "Corgi", "Husky", "Doodle", "Treats", "Zoomies", "Rufus", "Pretzel", "Mochi"]
PHRASE = ["bark", "paw", "leash", "bone", "tail", "puppy", "yard", "kennel", "bath", "groom", "collar", "treat",
          "run", "fetch", "sniff", "nap", "muddy", "happy", "tennis", "ball"]
CITIES = ["happytails", "barkavenue", "muddypaws", "wagsinn", "pawsandclaws", "hundehotel-sonne", "doggydaycare",
          "thekennelclub"]
USERS = ["jlee", "mgarcia", "svandenberg", "abecker", "ltremblay", "rsato", "ncosta", "ewilson"]
AREAS = ["Run 1", "Run 4", "Suite B", "Yard 2", "Cattery", "Groom room", "Lobby", "Run 9"]


def digits(n: int, G: Gen = g) -> str:
    return G.s(DIG, n)


def pin(G: Gen = g) -> str:
    return digits(G.pick([4, 4, 5, 6]), G)


def word_pw(G: Gen = g) -> str:
    return G.pick(WORDS) + str(G.r.randint(1, 2026)) + G.pick("!#$%*?.+@")


def legacy(G: Gen = g) -> str:
    return G.pick(["dog", "paws", "bark", "kennel", "woof", "pup"]) + G.s(LOW, G.r.randint(2, 3)) + digits(G.r.randint(1, 3), G)


def phrase(G: Gen = g) -> str:
    sep = G.pick(["-", ".", "_"])
    return sep.join(G.pick(PHRASE) for _ in range(G.r.randint(3, 4))) + sep + digits(2, G)


def anypw(G: Gen = g) -> str:
    k = G.r.randint(0, 5)
    return [G.pw, word_pw, legacy, phrase, G.machine_pw, word_pw][k](*([] if k in (0, 4) else [G]))


def square(G: Gen = g) -> str:
    return "EAAA" + G.s(URLSAFE, 60)


def qbo_refresh(G: Gen = g) -> str:
    return "AB11" + G.s(B62, 46)


def b64of(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def hook(G: Gen, tool: str, tool_input: dict, response=None, event: str = "PostToolUse") -> str:
    u = G.pick(USERS)
    d = {"session_id": G.uuid(), "transcript_path": f"/home/{u}/.claude/projects/-srv-kennel-app/{G.uuid()}.jsonl",
         "cwd": f"/home/{u}/src/{G.pick(['kennel-app', 'booking-sync', 'pawcam', 'vax-import', 'groom-scheduler'])}",
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


DOGS = ["Bella", "Max", "Cooper", "Daisy", "Tucker", "Nala", "Milo", "Rosie", "Bruno", "Pepper", "Ziggy", "Olive"]


# ----------------------------------------------------------------------------------------------- secret texts
@sec
def gingr_env():
    k = g.hexs(32)
    sub = g.pick(CITIES)
    return "name-context", f"""# booking-sync/.env
GINGR_SUBDOMAIN={sub}
GINGR_API_KEY={k}
SYNC_FROM_DAYS=14
""", [k]


@sec
def gingr_url():
    k = g.hexs(32)
    return "structural", f"""{ts()} INFO booking-sync GET https://{g.pick(CITIES)}.gingrapp.com/api/v1/reservations?key={k}&start_date=2026-02-01&end_date=2026-02-08 -> 200 (312 rows)
"""[0:], [k]


@sec
def petexec_yaml():
    s = g.s(B62, 40)
    return "name-context", f"""petexec:
  base_url: https://secure.petexec.net/api
  client_id: {g.s(LOW + DIG, 20)}
  client_secret: {s}
  scopes: [owner_read, pet_read, vaccination_read]
""", [s]


@sec
def firebird_isql():
    p = anypw()
    return "name-context", f"""C:\\KennelConnection> isql -user SYSDBA -password {p} "C:\\KC\\Data\\KENNEL.FDB"
SQL> select count(*) from RESERVATIONS where CHECKIN_DATE >= '2026-02-01';
         COUNT
============
          187
"""[0:], [p]


@sec
def moego_bearer():
    t = g.s(URLSAFE, 48)
    return "structural", f"""GET /open/v1/appointments?businessId={g.r.randint(100000, 999999)}&date=2026-02-14 HTTP/1.1
Host: api.booking-vendor.example
Authorization: Bearer {t}
Accept: application/json
"""[0:], [t]


@sec
def webhook_secret():
    s = "whsk_" + g.s(B62, 32)
    return "name-context", f"""// kennel-app/routes/webhooks.ts
const BOOKING_WEBHOOK_SECRET = "{s}";

router.post("/hooks/booking", express.raw({{ type: "application/json" }}), (req, res) => {{
  const sig = createHmac("sha256", BOOKING_WEBHOOK_SECRET).update(req.body).digest("hex");
  if (sig !== req.header("x-signature")) return res.sendStatus(401);
  res.sendStatus(204);
}});
""", [s]


@sec
def rtsp_cam():
    p = anypw()
    return "structural", f"""# pawcam/streams.yml  (go2rtc)
streams:
  yard2: rtsp://pawcam:{p}@192.168.{g.r.randint(1, 20)}.{g.r.randint(2, 250)}:554/h264Preview_01_sub
  suiteb: ffmpeg:yard2#video=copy
"""[0:], [p]


@sec
def hik_digest():
    p = anypw()
    return "structural", f"""curl --digest -u admin:{p} "http://10.0.{g.r.randint(1, 20)}.{g.r.randint(2, 250)}/ISAPI/Streaming/channels/101/picture" -o run4.jpg
"""[0:], [p]


@sec
def cam_share():
    t = g.s(URLSAFE, 40)
    return "structural", f"""Hi {g.pick(DOGS)}'s family! You can watch {g.pick(DOGS)} in the playgroup during the stay here:
https://cams.{g.pick(CITIES)}.com/watch/{g.pick(['yard-2', 'small-dogs', 'suite-b'])}?access_token={t}
(link works until check-out)
""", [t]


@sec
def cam_login_mail():
    p = word_pw()
    return "name-context", f"""Subject: Your PupCam login

Welcome to daycare! Log in at https://pupcam.{g.pick(CITIES)}.com with your e-mail and the password {p} to see the
play yards from 7am-7pm. You can change the password under My Account.
""", [p]


@sec
def vax_api():
    k = g.s(B62, 36)
    return "structural", f"""import requests
r = requests.post("https://api.vaxrecords.example/v2/requests",
                  headers={{"X-Api-Key": "{k}"}},
                  json={{"clinic_phone": "+1555{g.r.randint(1000000, 9999999)}", "pet_name": "{g.pick(DOGS)}", "species": "canine"}})
""", [k]


@sec
def petdesk():
    s = g.s(URLSAFE, 44)
    return "name-context", f"""[vet_integration]
provider = petdesk
client_id = {g.uuid()}
client_secret = {s}
pull_vaccines = rabies,dhpp,bordetella,civ
"""[0:], [s]


@sec
def clinic_portal():
    p = anypw()
    return "name-context", f"""Note from front desk: the {g.pick(['Riverside', 'Oak Hill', 'Maple'])} Animal Hospital records portal login is kennelrecords / {p} — use it to download rabies certificates, don't call them.
"""[0:], [p]


@sec
def vax_zip():
    p = anypw()
    return "name-context", f"""$ 7z a -p{p} vaccinations-{ts()[:10]}.7z ./exports/vax/*.pdf
7-Zip 23.01 ... Everything is Ok
# sent to the insurer; zip password by phone
""", [p]


@sec
def kisi():
    k = g.hexs(32)
    return "structural", f"""curl -X POST https://api.kisi.io/locks/{g.r.randint(10000, 99999)}/unlock \\
  -H "Authorization: KISI-LOGIN {k}" \\
  -H "Content-Type: application/json"
""", [k]


@sec
def brivo():
    k, s = g.s(LOW + DIG, 24), g.s(B62, 32)
    return "name-context", f"""BRIVO_API_KEY={k}
BRIVO_CLIENT_ID={g.uuid()}
BRIVO_CLIENT_SECRET={s}
BRIVO_SITE=Lobby+Kennel
""", [k, s]


@sec
def unifi_access():
    t = g.s(URLSAFE, 22)
    return "structural", f"""curl -sk -H "Authorization: Bearer {t}" https://10.0.1.1:12445/api/v1/developer/doors/{g.uuid()}/unlock -X PUT
"""[0:], [t]


@sec
def keypad_codes():
    rows, vals = [], []
    for u in g.r.sample(USERS, 3):
        p = pin()
        vals.append(p)
        rows.append(f"| {u} | staff door + {g.pick(AREAS)} | {p} |")
    return "name-context", "| staff | doors | keypad code |\n|---|---|---|\n" + "\n".join(rows) + "\n", vals


@sec
def lockbox():
    p = digits(4)
    return "name-context", f"""After-hours pickup for {g.pick(DOGS)}: leash and belongings are in the lockbox left of the front door, code {p}.
Please text us when you've got them!
"""[0:], [p]


@sec
def gate_mail():
    p = digits(g.pick([4, 5]))
    return "name-context", f"""Your Saturday self check-in is confirmed. The side gate code is {p}# - drop {g.pick(DOGS)} in the vestibule, the camera will let us know.
"""[0:], [p]


@sec
def square_tok():
    t = square()
    return "self-identifying", f"""# groom-scheduler/settings.py
SQUARE_ENVIRONMENT = "production"
SQUARE_ACCESS_TOKEN = "{t}"
SQUARE_LOCATION_ID = "L{g.s(UPPER + DIG, 12)}"
""", [t]


@sec
def acuity():
    k = g.hexs(32)
    return "structural", f"""curl -s -u {g.r.randint(10**7, 10**8 - 1)}:{k} "https://acuityscheduling.com/api/v1/appointments?calendarID={g.r.randint(1000000, 9999999)}&minDate=2026-02-10" | jq length
"""[0:], [k]


@sec
def calendly():
    j = g.jwt("groomer")
    return "self-identifying", f"""const CALENDLY_PAT = "{j}";
const res = await fetch("https://api.calendly.com/scheduled_events?user=" + userUri, {{ headers: {{ Authorization: `Bearer ${{CALENDLY_PAT}}` }} }});
""", [j]


@sec
def gcal_sa():
    blk, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": f"{g.pick(CITIES)}-groom", "private_key_id": g.hexs(40),
         "private_key": blk + "\n", "client_email": f"groom-cal@{g.pick(CITIES)}-groom.iam.gserviceaccount.com",
         "client_id": str(g.r.randint(10**20, 10**21 - 1))}
    return "self-identifying", json.dumps(d, indent=2), [line]


@sec
def stripe_key():
    k = g.stripe()
    return "self-identifying", f"""STRIPE_SECRET_KEY={k}
STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 24)}
DEPOSIT_PERCENT=25
""", [k]


@sec
def authnet():
    k = g.s(B62, 16)
    return "name-context", f"""<add key="AuthNet.ApiLoginId" value="{g.s(B62, 10)}" />
<add key="AuthNet.TransactionKey" value="{k}" />
<add key="AuthNet.Environment" value="PRODUCTION" />
""", [k]


@sec
def clover():
    t = g.uuid()
    return "name-context", f"""# POS bridge for the retail corner (treats, leashes)
clover_merchant_id: {g.s(UPPER + DIG, 13)}
clover_api_token: {t}
"""[0:], [t]


@sec
def twilio_rb():
    t = g.hexs(32)
    return "name-context", f"""# reminders.rb - vaccination expiry texts
client = Twilio::REST::Client.new("AC{g.hexs(32)}", "{t}")
client.messages.create(from: "+1555{g.r.randint(1000000, 9999999)}", to: owner.phone,
                       body: "#{{pet.name}}'s Bordetella expires on #{{exp}} - please send an updated record.")
""", [t]


@sec
def mailchimp():
    k = g.mailchimp()
    return "self-identifying", f"""mc = MailchimpMarketing.Client()
mc.set_config({{"api_key": "{k}", "server": "{k.rsplit('-', 1)[1]}"}})
"""[0:], [k]


@sec
def wpconfig():
    p, salt = anypw(), g.s(B62 + "!#%^*-_+=", 64)
    return "name-context", f"""define( 'DB_NAME', 'wp_{g.pick(CITIES).replace('-', '_')}' );
define( 'DB_USER', 'wp_kennel' );
define( 'DB_PASSWORD', '{p}' );
define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY',         '{salt}' );
""", [p, salt]


@sec
def qbo():
    t = qbo_refresh()
    return "name-context", f"""[quickbooks]
realm_id = "{g.r.randint(10**15, 10**16 - 1)}"
client_id = "AB{g.s(B62, 48)}"
refresh_token = "{t}"
"""[0:], [t]


@sec
def hook_read_env():
    p1, p2 = anypw(), g.hexs(32)
    content = (f"DATABASE_URL=postgres://kennel:{p1}@localhost:5432/kennel\nGINGR_API_KEY={p2}\n"
               f"PUPCAM_BASE=https://pupcam.{g.pick(CITIES)}.com\n")
    return "structural", hook(g, "Read", {"file_path": "/srv/kennel-app/.env"},
                             {"type": "text", "file": {"filePath": "/srv/kennel-app/.env", "content": content,
                                                       "numLines": 3, "startLine": 1, "totalLines": 3}}), [p1, p2]


@sec
def hook_bash():
    k = g.hexs(32)
    cmd = f"curl -s 'https://{g.pick(CITIES)}.gingrapp.com/api/v1/animals?key={k}' | jq '.data | length'"
    return "structural", hook(g, "Bash", {"command": cmd, "description": "Count animals in Gingr"}, event="PreToolUse"), [k]


@sec
def k8s_secret():
    p = anypw()
    b = b64of(p)
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: pupcam-nvr
data:
  NVR_USER: {b64of('pupcam')}
  NVR_PASSWORD: {b}
""", [b]


@sec
def compose():
    p = anypw()
    return "name-context", f"""services:
  db:
    image: mariadb:11
    environment:
      - MARIADB_ROOT_PASSWORD={p}
      - MARIADB_DATABASE=kennel
"""[0:], [p]


@sec
def tf():
    p = anypw()
    return "name-context", f"""module "booking_db" {{
  source   = "./modules/rds"
  name     = "kennel-booking"
  username = "kennel_admin"
  password = "{p}"
}}
""", [p]


@sec
def diff_pw():
    old, new = digits(4), digits(4)
    return "name-context", f"""--- a/door-sync/config.json
+++ b/door-sync/config.json
@@ -4,3 +4,3 @@
   "lobby_door": "relay-1",
-  "after_hours_code": "{old}",
+  "after_hours_code": "{new}",
   "notify": "manager@example.com"
""", [old, new]


@sec
def notebook():
    p = anypw()
    src = ["import pandas as pd, sqlalchemy as sa\n", f"eng = sa.create_engine('postgresql://analyst:{p}@db.{g.pick(CITIES)}.com/kennel')\n",
           "occ = pd.read_sql('select night, count(*) from stays group by night', eng)\n", "occ.plot()"]
    nb = {"cells": [{"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [], "source": src}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    return "structural", json.dumps(nb, indent=1), [p]


@sec
def traceback_dsn():
    p = anypw()
    return "structural", f"""  File "/srv/kennel-app/app/db.py", line 12, in get_conn
    return psycopg.connect("postgresql://kennel_app:{p}@10.0.0.{g.r.randint(2, 250)}/kennel", connect_timeout=5)
psycopg.OperationalError: connection failed: FATAL:  too many connections for role "kennel_app"
"""[0:], [p]


@sec
def kiosk_jwt():
    j = g.jwt("kiosk-lobby")
    return "self-identifying", f"""POST /api/checkins HTTP/1.1
Host: app.{g.pick(CITIES)}.com
Authorization: Bearer {j}
Content-Type: application/json

{{"reservation":"R-{g.r.randint(10000, 99999)}","pet":"{g.pick(DOGS)}","belongings":["leash","food bag"]}}
""", [j]


@sec
def aws_photos():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""# report-card photos bucket
AWS_ACCESS_KEY_ID="{a}"
AWS_SECRET_ACCESS_KEY="{s}"
PHOTO_BUCKET=kennel-report-cards
""", [a, s]


@sec
def selfid_handover():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"""Closing notes ({g.pick(USERS)}):
- {g.r.randint(20, 60)} dogs boarding, 2 on meds (see whiteboard)
- website contact form was down; {name} key is {tok} — it's in the site's .env now
- dryer 2 making noise again
""", [mark]


@sec
def selfid_shell():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"""$ heroku config:set {name.upper()}_KEY={tok} -a {g.pick(CITIES)}-booking
Setting {name.upper()}_KEY and restarting ⬢ {g.pick(CITIES)}-booking... done, v{g.r.randint(40, 300)}
"""[0:], [mark]


@sec
def basic_log():
    b = b64of(f"kennel:{anypw()}")
    return "structural", f"""send: b'POST /v1/sync HTTP/1.1\\r\\nHost: api.vaxrecords.example\\r\\nAuthorization: Basic {b}\\r\\nContent-Length: 842\\r\\n\\r\\n'
reply: 'HTTP/1.1 200 OK\\r\\n'
"""[0:], [b]


@sec
def ps_cred():
    p = anypw()
    return "name-context", f"""$pw = ConvertTo-SecureString -String '{p}' -AsPlainText -Force
New-LocalUser -Name "frontdesk" -Password $pw -FullName "Front desk PC"
"""[0:], [p]


@sec
def java_const():
    p = anypw()
    return "name-context", f"""public final class NvrConfig {{
    public static final String HOST = "192.168.1.{g.r.randint(2, 250)}";
    public static final String USER = "viewer";
    public static final String PASS = "{p}";
}}
""", [p]


@sec
def de_chat():
    p = anypw()
    return "name-context", f"""Hallo zusammen, das neue Passwort für die Buchungssoftware der Hundepension ist {p} (Benutzer: rezeption). Bitte nicht auf Zettel am Empfang schreiben!
"""[0:], [p]


@sec
def fr_chat():
    p = anypw()
    return "name-context", f"""Coucou, le mot de passe des caméras de la pension canine a changé : {p}. Les clients voient toujours la cour via le lien habituel.
"""[0:], [p]


@sec
def es_chat():
    p = digits(g.pick([4, 6]))
    return "name-context", f"""Chicas, el código de la puerta de atrás de la residencia canina ahora es {p}. La alarma se arma sola a las 21:00.
"""[0:], [p]


@sec
def nl_chat():
    p = anypw()
    return "name-context", f"""Hoi! Het wachtwoord voor het trimsalon-agenda (Salonized) is {p}, gebruikersnaam trimster. Wil je morgen om 9 uur de poedel van mevrouw De Vries inplannen?
"""[0:], [p]


@sec
def it_chat():
    p = anypw()
    return "name-context", f"""Ciao, la password del gestionale della pensione per cani è {p}. Ricordati di caricare i libretti vaccinali dei nuovi ospiti.
"""[0:], [p]


@sec
def sv_chat():
    p = anypw()
    return "name-context", f"""Hej! Lösenordet till hundpensionatets bokningssystem är {p}. Användarnamn: reception.
"""[0:], [p]


@sec
def ja_chat():
    p = anypw()
    return "name-context", f"""ペットホテルの見守りカメラ管理画面のパスワード：{p}
ユーザー名は staff です。お客様には共有用URLだけ送ってください。
""", [p]


@sec
def pt_chat():
    p = digits(4)
    return "name-context", f"""Gente, a senha do alarme do hotel para cães mudou para {p}. Quem fecha hoje é a Ana.
"""[0:], [p]


@sec
def pl_chat():
    p = anypw()
    return "name-context", f"""Hasło do systemu rezerwacji hotelu dla psów: {p}. Login: recepcja. Nie wysyłajcie go klientom.
"""[0:], [p]


@sec
def fi_chat():
    p = anypw()
    return "name-context", f"""Koirahoitolan varausjärjestelmän salasana on nyt {p}. Käyttäjätunnus: vastaanotto.
"""[0:], [p]


@sec
def chip_registry():
    p = anypw()
    return "name-context", f"""Microchip registry (for updating found-dog contacts): account {g.pick(CITIES)}@petmail.example, pw {p}
"""[0:], [p]


@sec
def kiosk_passcode():
    p = digits(g.pick([4, 6]))
    return "name-context", f"""Lobby check-in iPad: Guided Access is on. Triple-click the side button and enter {p} to exit (managers only).
"""[0:], [p]


@sec
def alarm_code():
    p = digits(4)
    return "name-context", f"""Closing checklist: all runs latched, dryers off, water bowls topped up, set the alarm (code {p}) and lock the grooming room.
"""[0:], [p]


@sec
def wifi():
    p = g.pick([phrase(), word_pw()])
    return "name-context", f"""# /etc/hostapd/hostapd.conf (staff network, cameras on VLAN 30)
interface=wlan0
ssid=Kennel-Staff
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase={p}
"""[0:], [p]


@sec
def ha_secrets():
    p = anypw()
    return "name-context", f"""# home assistant secrets.yaml (run cameras + water sensors)
nvr_host: 192.168.1.{g.r.randint(2, 250)}
nvr_password: {p}
"""[0:], [p]


@sec
def homebase():
    k = g.s(B62, 40)
    return "name-context", f"""# timeclock export for payroll
HOMEBASE_API_KEY = "{k}"
HOMEBASE_LOCATION = "{g.uuid()}"
""", [k]


@sec
def google_key():
    k = g.google_api()
    return "self-identifying", f"""# pet taxi: route from owner's address to the kennel
gmaps = googlemaps.Client(key="{k}")
"""[0:], [k]


@sec
def sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"""SENDGRID_API_KEY='{k}'  # daily report cards with photos
"""[0:], [k]


@sec
def slack_hook():
    u = g.slack_webhook()
    return "self-identifying", f"""requests.post("{u}", json={{"text": "New booking request: 2 dogs, 5 nights"}})
"""[0:], [u.rsplit('/', 1)[1]]


@sec
def ical_feed():
    t = g.hexs(40)
    return "structural", f"""Subscribe the groomers' phones to the calendar feed:
webcal://app.{g.pick(CITIES)}.com/calendar/groomers.ics?token={t}
"""[0:], [t]


@sec
def mysql_url():
    p = anypw()
    return "structural", f"""BOOKING_DB=mysql://booking:{p}@127.0.0.1:3306/kennel?charset=utf8mb4
"""[0:], [p]


@sec
def sshpass():
    p = anypw()
    return "name-context", f"""sshpass -p {p} ssh pi@pupcam-relay.local 'sudo systemctl restart go2rtc'
"""[0:], [p]


# ------------------------------------------------------------------------------------------------ clean texts
@cln
def c_reservations():
    rows = ["reservation_id,pet,breed,microchip,rabies_tag,check_in,check_out,run"]
    for _ in range(6):
        rows.append(f"R-{c.r.randint(10000, 99999)},{c.pick(DOGS)},{c.pick(['Labrador', 'Beagle', 'Poodle mix', 'Corgi', 'Husky'])},9{c.s(DIG, 14)},{c.r.randint(2024, 2026)}-{c.r.randint(1000, 99999)},{ts(c)[:10]},{ts(c)[:10]},{c.pick(AREAS)}")
    return "\n".join(rows) + "\n"


@cln
def c_env_example():
    return """# kennel-app/.env.example
DATABASE_URL=postgres://kennel:<password>@localhost:5432/kennel
GINGR_API_KEY=<your-gingr-key>
STRIPE_SECRET_KEY=sk_live_...
SQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN}
NVR_PASSWORD=changeme
"""


@cln
def c_env_reads():
    return c.pick([
        """const key = process.env.GINGR_API_KEY;
if (!key) throw new Error("GINGR_API_KEY missing");
""",
        """client = Square::Client.new(access_token: ENV.fetch("SQUARE_ACCESS_TOKEN"), environment: "production")
""",
        """define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
""",
        """stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
"""])


@cln
def c_vax():
    return json.dumps({"pet": c.pick(DOGS), "microchip": "9" + c.s(DIG, 14), "vaccines": [
        {"name": v, "lot": c.s(UPPER + DIG, 8), "serial": c.s(DIG, 10), "given": ts(c)[:10], "expires": ts(c)[:10].replace("2026", "2027")}
        for v in ["Rabies 3yr", "DHPP", "Bordetella"]], "certificate_sha256": c.sha256()}, indent=1)


@cln
def c_prose():
    return c.pick([
        "Door codes are changed every quarter and are only given out in person. Please don't write them in the booking notes.",
        "Die Zugangsdaten für die Kameras bekommt ihr von Sabine, nicht per WhatsApp.",
        "Le mot de passe du logiciel de réservation n'est jamais envoyé par e-mail ; demandez-le à la responsable.",
        "La clave del sistema de reservas la tiene la encargada; no la apuntéis en la pizarra.",
        "Het wachtwoord van de trimsalon-agenda staat in de kluis bij de balie.",
        "Customers get a personal PupCam password by e-mail when they book; staff never need to know it.",
    ]) + "\n"


@cln
def c_secretref():
    return """        - name: STRIPE_SECRET_KEY
          valueFrom:
            secretKeyRef:
              name: kennel-payments
              key: stripe-secret-key
"""


@cln
def c_gha():
    return """    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run deploy
        env:
          GINGR_API_KEY: ${{ secrets.GINGR_API_KEY }}
          SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}
"""


@cln
def c_gitlog():
    return "\n".join(f"{c.hexs(7)} {c.pick(['fix: daycare package rollover', 'feat: bordetella expiry reminder', 'chore: move door codes out of config', 'fix: timezone of groomer slots', 'bump stripe to 15.x'])}" for _ in range(5)) + "\n"


@cln
def c_hook_ls():
    return hook(c, "Bash", {"command": "git status --short", "description": "Check working tree"},
                {"stdout": " M app/reminders.rb\n?? exports/\n", "stderr": "", "interrupted": False})


@cln
def c_stripe_pk():
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe("pk_live_{c.s(B62, 24)}");
  const elements = stripe.elements({{ clientSecret: document.body.dataset.clientSecret }});
</script>
"""


@cln
def c_square_app():
    return f"""SQUARE_APPLICATION_ID=sq0idp-{c.s(URLSAFE, 22)}
SQUARE_LOCATION_ID=L{c.s(UPPER + DIG, 12)}
SQUARE_ACCESS_TOKEN=${{SQUARE_ACCESS_TOKEN}}
"""


@cln
def c_twilio_sids():
    return f"reminder sent: sid=SM{c.hexs(32)} service=MG{c.hexs(32)} account=AC{c.hexs(32)}\n"


@cln
def c_public_cam():
    return f"""<!-- public lobby cam on the homepage (no login, lobby only) -->
<video id="lobbycam" controls muted autoplay src="https://stream.{c.pick(CITIES)}.com/hls/lobby/index.m3u8"></video>
"""


@cln
def c_default():
    return c.pick([
        "Kennel Connection installs Firebird with the stock SYSDBA / masterkey login; the installer guide says to change it, which we did in 2024 (new one is in the password manager).",
        "isql -user SYSDBA -password masterkey employee.fdb   # the Firebird sample database from the docs, on a test VM",
    ]) + "\n"


@cln
def c_kisi_docs():
    return """Kisi API: send `Authorization: KISI-LOGIN <api_key>` with every request. Create a key under
Organization → API. Our door-sync reads it from KISI_API_KEY.
"""


@cln
def c_door_log():
    return "\n".join(f"{ts(c)} door={c.pick(['front', 'staff', 'groom', 'yard-gate'])} card=26bit:{c.r.randint(1, 255)}:{c.r.randint(1000, 65535)} user={c.pick(USERS)} event={c.uuid()} result={c.pick(['granted', 'denied'])}" for _ in range(4)) + "\n"


@cln
def c_chip_lookup():
    return json.dumps({"chip": "9" + c.s(DIG, 14), "registry": "AAHA lookup", "manufacturer": c.pick(["HomeAgain", "AKC Reunite", "24PetWatch"]), "enrolled": True}) + "\n"


@cln
def c_groom():
    return json.dumps({"appointments": [{"id": c.uuid(), "pet": c.pick(DOGS), "service": c.pick(["Bath & brush", "Full groom", "Nail trim"]), "groomer": c.pick(USERS), "start": ts(c)} for _ in range(3)]}, indent=1)


@cln
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{c.s(B62 + '+/', 43)} pi@pupcam-relay\n"


@cln
def c_photo():
    return f'{{"report_card":"R-{c.r.randint(10000, 99999)}","photo":"data:image/jpeg;base64,{c.b64(140)}"}}\n'


@cln
def c_pdf_hashes():
    return "\n".join(f"{c.sha256()}  vax_{c.pick(DOGS).lower()}_{c.r.randint(100, 999)}.pdf" for _ in range(4)) + "\n"


@cln
def c_hcl():
    return """variable "booking_db_password" {
  type      = string
  sensitive = true
}
"""


@cln
def c_sentry():
    return f'SENTRY_DSN=https://{c.hexs(32)}@o{c.r.randint(10000, 99999)}.ingest.us.sentry.io/{c.r.randint(100000, 999999)}\n'


@cln
def c_calendly_link():
    return f"Book a bath: https://calendly.com/{c.pick(CITIES)}/bath-and-brush (event type {c.uuid()})\n"


@cln
def c_confirmation():
    return f"Booking confirmed! Confirmation code {c.s(UPPER + DIG, 3)}-{c.s(UPPER + DIG, 4)}. Check-in from 7:00, check-out by 11:00. Bring vaccination records (rabies, DHPP, Bordetella).\n"


@cln
def c_mailchimp_ids():
    return f'{{"list_id": "{c.hexs(10)}", "web_id": {c.r.randint(100000, 999999)}, "name": "Daycare families", "stats": {{"member_count": {c.r.randint(100, 900)}}}}}\n'


@cln
def c_ha_ref():
    return """camera:
  - platform: generic
    name: Run 4
    still_image_url: http://192.168.1.40/snapshot.jpg
    username: viewer
    password: !secret nvr_password
"""


@cln
def c_cert():
    body = "\n".join(c.b64(48) for _ in range(5)) + "\n" + c.b64(15)
    return f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n"
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
