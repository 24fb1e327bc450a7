"""Blind round 74: moving and relocation companies (quotes and surveys, truck telematics, inventory apps, storage
warehouses, crew payroll). Written by the helper "corpora46"; seeded and deterministic."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "movers"
N_SECRET, N_CLEAN = 250, 100
g = Gen(7411)
c = Gen(7412)
LOW = string.ascii_lowercase
DIG = string.digits


# ---------------------------------------------------------------- value helpers
def pin(n=None, gen=None):
    gen = gen or g
    n = n or gen.pick([4, 5, 6, 6, 8])
    return str(gen.r.randint(10 ** (n - 1), 10 ** n - 1))


def wordpw(words=None):
    words = words or ["Mover", "Truck", "Dolly", "Crate", "Pallet", "Vault", "Boxes", "Liftgate", "Bluewave",
                      "Relocate", "Piano", "Freight", "Hauler", "Forklift"]
    return g.pick(words) + str(g.r.randint(1, 2029)) + g.pick("!#$%?*@.")


def urlpw():
    return g.s(B62, g.r.randint(12, 22))


def phrase():
    w = ["copper", "lantern", "harbor", "quill", "meadow", "ledger", "violet", "anchor", "maple", "ember",
         "saffron", "pebble", "orbit", "walnut", "cinder", "tundra"]
    sep = g.pick(["-", ".", "_", ""])
    return sep.join(g.pick(w) for _ in range(3)) + (str(g.r.randint(1, 99)) if g.r.random() < .6 else "")


def legacy():
    return g.pick(["bw", "move", "crew", "trk", "whse", "disp"]) + g.s(LOW, g.r.randint(2, 3)) + str(g.r.randint(1, 999))


def hex32():
    return g.hexs(32)


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook_bash(cmd, out, gen=None):
    gen = gen or g
    return json.dumps({"session_id": gen.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd, "description": "run it"},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def hook_read(path, content, gen=None):
    gen = gen or g
    return json.dumps({"session_id": gen.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                  "numLines": content.count("\n") + 1}}},
                      ensure_ascii=False)


def hook_edit(path, old, new, gen=None):
    gen = gen or g
    return json.dumps({"session_id": gen.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
                       "tool_input": {"file_path": path, "old_string": old, "new_string": new}}, ensure_ascii=False)


def person():
    return g.pick(["mreyes", "jdoe", "akowalski", "tnguyen", "lbauer", "srossi", "kwong", "pdubois", "emartin",
                   "hsato", "ovan.dijk", "cbrown"])


def state():
    return g.pick(["TX", "FL", "VA", "NV", "MN", "OH", "AZ", "MI", "WA", "PA", "MD", "TN"])


SECRET = []


def sec(fn):
    SECRET.append(fn)
    return fn


CLEAN = []


def cln(fn):
    CLEAN.append(fn)
    return fn


# ---------------------------------------------------------------- secret texts
@sec
def env_smartmoving():
    k = g.s(B62, 32)
    return "name-context", f"""# .env  (quote-sync)
SMARTMOVING_PROVIDER_KEY={g.uuid()}
SMARTMOVING_API_KEY={k}
SMARTMOVING_BRANCH=atl-01
LEADS_POLL_SECONDS=90
""", [k]


@sec
def supermove_graphql():
    t = g.s(URLSAFE, 48)
    return "structural", f"""POST /graphql HTTP/1.1
Host: api.supermove.com
Authorization: Bearer {t}
Content-Type: application/json

{{"query":"query {{ jobs(date: \\"2026-12-05\\") {{ id customer {{ fullName }} crewSize truck {{ name }} }} }}"}}
""", [t]


@sec
def yembo_py():
    k = g.s(B62, 40)
    return "name-context", f"""# virtual survey: push the customer's video walkthrough to Yembo
YEMBO_KEY = "{k}"

def create_survey(lead):
    return requests.post(
        "https://api.yembo.ai/v1/surveys",
        headers={{"x-yembo-key": YEMBO_KEY}},
        json={{"name": lead.name, "email": lead.email, "moveDate": lead.move_date.isoformat()}},
        timeout=15,
    ).json()
""", [k]


@sec
def lead_post_json():
    k = g.hexs(32)
    return "name-context", f"""{{
  "provider": "hireahelper",
  "endpoint": "https://leads.example-movers.com/api/leads",
  "api_key": "{k}",
  "moving_from_zip": "{g.r.randint(10000, 99999)}",
  "moving_to_zip": "{g.r.randint(10000, 99999)}",
  "move_size": "3 bedroom"
}}
""", [k]


@sec
def imap_leads():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""# parse lead e-mails from moving.com into the CRM
IMAP_HOST = "imap.gmail.com"
IMAP_USER = "leads@bluewavemovers.example"
IMAP_APP_PASSWORD = "{p}"
""", [p]


@sec
def samsara_env():
    t = "samsara_api_" + g.s(B62, 30)
    return "self-identifying", f"""SAMSARA_TOKEN={t}
SAMSARA_ORG=bluewave-moving
""", [t]


@sec
def samsara_curl():
    t = "samsara_api_" + g.s(B62, 30)
    return "self-identifying", hook_bash(
        f"curl -s -H 'Authorization: Bearer {t}' 'https://api.samsara.com/fleet/vehicles/locations?vehicleIds=281474977{g.r.randint(100000, 999999)}'",
        '{"data":[{"id":"281474977' + str(g.r.randint(100000, 999999)) + '","name":"Truck 14 (26ft)","location":{"latitude":33.7489,"longitude":-84.3877,"time":"2026-12-04T15:01:22Z"}}]}'), [t]


@sec
def motive_header():
    k = g.uuid()
    return "structural", f"""GET /v1/vehicle_locations?per_page=50 HTTP/1.1
Host: api.gomotive.com
X-Api-Key: {k}
Accept: application/json
""", [k]


@sec
def geotab_rpc():
    p = g.pick([wordpw(), urlpw(), legacy()])
    return "name-context", f"""import mygeotab

api = mygeotab.API(username="dispatch@bluewavemovers.example", password="{p}", database="bluewave_moving")
api.authenticate()
trips = api.get("Trip", fromDate=since, search={{"deviceSearch": {{"id": "b2F"}}}})
""", [p]


@sec
def verizon_basic():
    u, p = "REST_" + g.s(UPPER, 4) + "_" + str(g.r.randint(1000, 9999)), g.pick([urlpw(), wordpw()])
    b = basic(u, p)
    return "structural", f"""curl -s https://fim.api.us.fleetmatics.com/token -H "Authorization: Basic {b}"
""", [b]


@sec
def eld_pin():
    p = pin(g.pick([4, 6]))
    return "name-context", f"""Truck 9 tablet: ELD admin mode needs the fleet admin PIN {p}. Driver logs in with his own CDL login, not this one.
""", [p]


@sec
def aws_inventory():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""# inventory-app/config/storage.yml
amazon:
  service: S3
  access_key_id: {a}
  secret_access_key: {s}
  region: us-east-1
  bucket: bluewave-inventory-photos
""", [a, s]


@sec
def zebra_admin():
    p = g.pick([legacy(), wordpw()])
    return "name-context", f"""Sticker printer in the warehouse (ZD421, 10.30.1.55): web admin login admin / {p}. We changed it from the default after the audit.
""", [p]


@sec
def gate_code_prose():
    p = pin(g.pick([4, 5, 6]))
    a = pin(4)
    return "name-context", f"""Warehouse B after hours: gate keypad {p}#, then alarm code {a} at the side door within 30 s. Vault row 7 is customer storage — don't stage there.
""", [p, a]


@sec
def sitelink_soap():
    p = g.pick([wordpw(), legacy()]).replace("&", "")
    return "name-context", f"""<soap:Body>
  <SiteInformation xmlns="http://tempuri.org/CallCenterWs/CallCenterWs">
    <sCorpCode>C{g.s(UPPER + DIG, 3)}</sCorpCode>
    <sLocationCode>L{g.r.randint(100, 999)}</sLocationCode>
    <sCorpUserName>api_bluewave:::{g.s(UPPER + DIG, 8)}</sCorpUserName>
    <sCorpPassword>{p}</sCorpPassword>
  </SiteInformation>
</soap:Body>
""", [p]


@sec
def storedge_yaml():
    k, s = g.s(B62, 24), g.s(B62, 40)
    return "name-context", f"""storedge:
  facility_id: {g.uuid()}
  api_key: {k}
  api_secret: {s}
""", [s]


@sec
def sqlserver_conn():
    p = g.pick([urlpw(), legacy()])
    return "structural", f"""<connectionStrings>
  <add name="MoveitPro" connectionString="Data Source=wh-sql02\\MOVEIT;Initial Catalog=MoveitPro;User ID=dispatch_sync;Password={p};Encrypt=False" providerName="System.Data.SqlClient" />
</connectionStrings>
""", [p]


@sec
def gusto_oauth():
    cs = g.s(URLSAFE, 43)
    rt = g.s(URLSAFE, 43)
    return "name-context", f"""# payroll-sync: push crew hours to Gusto
GUSTO_CLIENT_ID={g.s(URLSAFE, 43)}
GUSTO_CLIENT_SECRET={cs}
GUSTO_REFRESH_TOKEN={rt}
GUSTO_COMPANY_UUID={g.uuid()}
""", [cs, rt]


@sec
def adp_props():
    cs = g.uuid()
    p = g.pick([wordpw(), phrase()])
    return "name-context", f"""adp.client.id={g.uuid()}
adp.client.secret={cs}
adp.ssl.keystore=/etc/payroll/adp_mtls.p12
adp.ssl.keystore.password={p}
""", [cs, p]


@sec
def tsheets_token():
    t = "S." + str(g.r.randint(2, 9)) + "__" + g.hexs(40)
    return "name-context", f"""# QuickBooks Time (TSheets) -> payroll export
curl -s "https://rest.tsheets.com/api/v1/timesheets?start_date=2026-11-24&end_date=2026-11-30" \\
  -H "Authorization: Bearer {t}" | jq '.results.timesheets | length'
""", [t]


@sec
def homebase_deputy():
    k = g.hexs(32)
    return "name-context", f"""const deputy = new DeputyClient({{
  install: 'bluewave.na.deputy.com',
  permanentToken: '{k}',
}});
""", [k]


@sec
def lockbox_note():
    p = pin(4)
    e = g.pick([pin(4), g.s(UPPER, 1) + pin(3)])
    return "name-context", f"""JOB #{g.r.randint(40000, 99999)} — Henderson, 14 Oak Ridge Ct (pack day Thu, load Fri)
Customer away until Friday. Lockbox on the back door: {p}. Condo freight elevator key code {e}, reserved 8–12.
COI sent to the HOA. Piano in the den, needs the board.
""", [p, e]


@sec
def es_crew():
    p = pin(4)
    pw = g.pick([wordpw(["Mudanza", "Camion", "Bodega", "Carga"]), legacy()])
    return "name-context", f"""Muchachos, el candado de la bodega nueva tiene la clave {p}. La contraseña de la tablet de inventario es {pw}. No la compartan con los temporales.
""", [p, pw]


@sec
def pl_crew():
    p = pin(g.pick([4, 6]))
    return "name-context", f"""Chłopaki, kod do magazynu na Żeraniu to {p}, bramę zamykamy po 20:00. Klucze do Iveco są w skrzynce.
""", [p]


@sec
def de_dispo():
    pw = g.pick([wordpw(["Umzug", "Spedition", "Lager", "Kiste"]), phrase()])
    t = pin(4)
    return "name-context", f"""Hallo Jonas, fürs Disponenten-Portal (MoveWare) nimm vorerst meinen Zugang: Benutzer dispo.nord, Passwort {pw}.
Tor-Code am Lager Harburg: {t}. Bitte nach der Inventur ändern.
""", [pw, t]


@sec
def fr_demenageur():
    d = g.pick([pin(4), g.s("AB", 1) + pin(4)])
    return "name-context", f"""Bonjour l'équipe, pour le déménagement rue des Lilas demain : digicode {d}, 3e étage sans ascenseur. Monte-meubles réservé à 8h.
""", [d]


@sec
def ptbr_rastreador():
    pw = g.pick([wordpw(), urlpw()])
    return "name-context", f"""Pessoal, a senha do painel do rastreador dos caminhões mudou: {pw}. Login continua frota@mudancasrapidas.example.
""", [pw]


@sec
def uk_chat():
    pw = g.pick([wordpw(), legacy()])
    return "name-context", f"""Привіт, пароль від планшета бригади для фотоінвентаризації: {pw}. Не записуйте на коробках.
""", [pw]


@sec
def ghc_prime_pem():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    return "self-identifying", f"""# mTLS client key for the GHC Prime API (military household goods moves)
cat > certs/prime_client.key <<'KEY'
{block}
KEY
""", [line]


@sec
def twilio_sms():
    t = hex32()
    return "name-context", f"""# "crew is on the way" texts
TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN={t}
TWILIO_FROM=+1404555{g.r.randint(1000, 9999)}
""", [t]


@sec
def gmaps_quote():
    k = g.google_api()
    return "self-identifying", f"""def drive_miles(origin, dest):
    url = ("https://maps.googleapis.com/maps/api/distancematrix/json"
           f"?origins={{origin}}&destinations={{dest}}&units=imperial&key={k}")
    return requests.get(url, timeout=10).json()["rows"][0]["elements"][0]["distance"]["value"] / 1609.34
""", [k]


@sec
def stripe_deposit():
    k = g.pick(["sk_live_", "rk_live_"]) + g.s(B62, 99)
    return "self-identifying", f"""// deposit for booked moves
const stripe = require('stripe')('{k}');
""", [k]


@sec
def qbo_refresh():
    t = "AB11" + str(g.r.randint(700000000, 799999999)) + g.s(B62, 37)
    return "name-context", f"""[quickbooks]
realm_id = "{g.r.randint(10**17, 10**18 - 1)}"
refresh_token = "{t}"
""", [t]


@sec
def hubspot_pat():
    t = "pat-na1-" + g.uuid()
    return "self-identifying", f"""HUBSPOT_TOKEN={t}   # private app "quote-forms"
""", [t]


@sec
def hook_read_env():
    k = g.s(B62, 32)
    p = urlpw()
    content = (f"OPTIMOROUTE_KEY={k}\nDISPATCH_DB_URL=postgres://dispatch:{p}@db.internal:5432/dispatch\n"
               "CREW_START=07:00\n")
    return "name-context", hook_read("/home/ops/dispatch/.env", content), [k, p]


@sec
def hook_curl_u():
    p = urlpw()
    return "structural", hook_bash(
        f"curl -s -u warehouse_api:{p} https://vault.bluewave.example/api/v2/vaults?status=occupied | head -c 200",
        '[{"vault":"B-07-112","lot":"1432","customer_id":88213,"weight_lbs":2140}]'), [p]


@sec
def k8s_secret():
    raw = urlpw()
    b = base64.b64encode(raw.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata: {{name: telematics, namespace: dispatch}}
type: Opaque
data:
  SAMSARA_ORG: Ymx1ZXdhdmUtbW92aW5n
  GEOTAB_PASSWORD: {b}
""", [b]


@sec
def tf_default():
    p = urlpw()
    return "name-context", f"""variable "crm_db_password" {{
  type    = string
  default = "{p}"
}}
""", [p]


@sec
def compose():
    p = g.pick([urlpw(), wordpw()])
    return "name-context", f"""services:
  estimator-db:
    image: postgres:16
    environment:
      POSTGRES_USER: estimator
      POSTGRES_PASSWORD: "{p}"
    volumes: [pgdata:/var/lib/postgresql/data]
""", [p]


@sec
def traceback_dsn():
    p = urlpw()
    return "structural", f"""Traceback (most recent call last):
  File "/srv/quotes/worker.py", line 41, in <module>
    conn = psycopg2.connect(os.environ.get("QUOTES_DSN", "postgresql://quotes:{p}@10.8.0.12/quotes"))
psycopg2.OperationalError: connection to server at "10.8.0.12", port 5432 failed: timeout expired
""", [p]


@sec
def go_poller():
    k = g.s(B62, 40)
    return "name-context", f"""const (
	optimoBase = "https://api.optimoroute.com/v1"
	optimoKey  = "{k}" // TODO: env
)

func planRoutes(date string) (*Plan, error) {{
	return post(optimoBase+"/start_planning?key="+optimoKey, map[string]string{{"date": date}})
}}
""", [k]


@sec
def php_smtp():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""<?php
// wp-content/plugins/instant-quote/config.php
define('IQ_SMTP_HOST', 'smtp.mailgun.org');
define('IQ_SMTP_USER', 'quotes@mg.bluewavemovers.example');
define('IQ_SMTP_PASS', '{p}');
""", [p]


@sec
def ruby_sidekiq():
    k = g.s(B62, 36)
    return "name-context", f"""class InventorySyncJob
  include Sidekiq::Job
  INVENTORY_TOKEN = "{k}".freeze

  def perform(job_id)
    Faraday.get("https://inventory.bluewave.example/api/jobs/#{{job_id}}/items", nil, "X-Inventory-Token" => INVENTORY_TOKEN)
  end
end
""", [k]


@sec
def notebook():
    t = "samsara_api_" + g.s(B62, 30)
    src = f'import requests\\nTOKEN = \\"{t}\\"\\nidle = requests.get(\\"https://api.samsara.com/fleet/reports/vehicles/idling\\", headers={{\\"Authorization\\": \\"Bearer \\" + TOKEN}}).json()'
    return "self-identifying", '{"cells": [{"cell_type": "code", "metadata": {}, "source": ["' + src + '"], "outputs": [], "execution_count": 7}], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}', [t]


@sec
def ci_log():
    _, tok, mark = g.self_identifying()
    return "self-identifying", f"""[build-crew-app] Step 4/9 : RUN echo "token={tok}" > .npmrc-ci && npm ci
[build-crew-app]  ---> Running in 3c1f0ab2d9e4
added 1123 packages in 41s
""", [mark]


@sec
def diff_key():
    k = g.s(B62, 32)
    return "name-context", f"""--- a/survey/settings.py
+++ b/survey/settings.py
@@ -12,3 +12,4 @@ SURVEY_PROVIDER = "yembo"
 SURVEY_TIMEOUT = 30
+YEMBO_API_KEY = "{k}"
 ALLOWED_HOSTS = ["quotes.bluewave.example"]
""", [k]


@sec
def runbook_truck():
    w = g.pick([phrase(), wordpw()])
    d = g.pick([legacy(), wordpw()])
    return "name-context", f"""## Truck cab kit (26 ft box trucks)

1. MiFi hotspot SSID `BW-TRUCK-{g.r.randint(10, 40)}`, WPA2 key `{w}` — the crew tablets join it.
2. Dashcam (Vantrue N4) app login: admin / `{d}`.
3. ELD tablet stays plugged into the 9-pin.
""", [w, d]


@sec
def rtsp_dashcam():
    p = urlpw()
    return "structural", f"""ffmpeg -rtsp_transport tcp -i rtsp://admin:{p}@10.44.0.{g.r.randint(2, 250)}:554/stream1 -t 30 -c copy incident_truck12.mp4
""", [p]


@sec
def fuel_pin():
    p = pin(4)
    return "name-context", f"""Fuel card for Truck 11 (Comdata, ends {pin(4)}): driver PIN {p}. Only diesel, limit $400/day.
""", [p]


@sec
def intl_partner_mail():
    p = g.pick([wordpw(), phrase(), urlpw()])
    return "name-context", f"""From: origin.services@relocations-intl.example
Subject: RE: Assignee file {g.s(UPPER, 3)}-{g.r.randint(10000, 99999)} — destination services in Lisbon

Dear partner, you can upload the packing list and the customs inventory to our RedRoad portal:
https://partners.relocations-intl.example   login: bluewave-atl   password: {p}
Kind regards, Origin Services
""", [p]


@sec
def payroll_zip():
    p = g.pick([phrase(), wordpw()])
    return "name-context", f"""<erin> crew payroll for week 48 is in payroll_w48.zip on the share
<erin> the password for the zip: {p}
""", [p]


@sec
def mdm_passcode():
    p = pin(6)
    return "name-context", f"""Handover (Tues): crew iPads are in Jamf's "Inventory Kiosk" group; device passcode is {p} on all of them. New hire tablets arrive Thursday.
""", [p]


@sec
def typeform_secret():
    s = g.s(B62, 32)
    return "name-context", f"""TYPEFORM_WEBHOOK_SECRET = "{s}"  # quote request form signature check
""", [s]


@sec
def clicksend_basic():
    u, k = "ops@bluewave.example", g.s(UPPER + DIG, 8) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 12)
    b = basic(u, k)
    return "structural", f"""requests.post("https://rest.clicksend.com/v3/sms/send", headers={{"Authorization": "Basic {b}"}}, json=payload)
""", [b]


@sec
def self_id_prose():
    label, tok, mark = g.self_identifying()
    return "self-identifying", f"""FYI the old {label} key that the quote widget used was {tok}; it's still live until I finish the cutover.
""", [mark]


@sec
def jwt_log():
    j = g.jwt()
    return "self-identifying", f"""2026-12-04T07:12:44.118Z INFO crew-app POST /api/jobs/{g.r.randint(40000, 99999)}/checkin 201 token={j}
""", [j]


@sec
def movehq_props():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""movehq.api.url=https://api.movehq.example/v1
movehq.api.user=bluewave_integration
movehq.api.password={p}
movehq.sync.cron=0 */15 * * * *
""", [p]


@sec
def optimo_toml():
    k = g.s(B62, 40)
    return "name-context", f"""[optimoroute]
key = "{k}"
depot = "Atlanta warehouse"
""", [k]


@sec
def granot_ini():
    p = g.pick([legacy(), wordpw()])
    return "name-context", f"""[Database]
Server=GRANOT-SRV\\SQLEXPRESS
User=granot_app
Password={p}
[Mail]
Sender=estimates@bluewave.example
""", [p]


@sec
def noke_lock():
    cs = g.s(B62, 40)
    return "name-context", f"""noke:
  api_url: https://router.smartentry.noke.com
  client_id: bw-storage
  client_secret: {cs}
""", [cs]


@sec
def janus_master():
    p = pin(g.pick([4, 6]))
    return "name-context", f"""Storage facility: the Janus keypad master code is {p} — it opens every unit door, only managers.
""", [p]


@sec
def ps_credential():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('BW\\payroll-svc', $pw)
Invoke-Command -ComputerName payroll01 -Credential $cred -ScriptBlock {{ & C:\\jobs\\export-hours.ps1 }}
""", [p]


@sec
def mailchimp():
    k = g.mailchimp()
    return "self-identifying", f"""MAILCHIMP_API_KEY={k}
MAILCHIMP_LIST_ID={g.hexs(10)}
""", [k]


@sec
def slack_hook():
    u = g.slack_webhook()
    mark = u.rsplit("/", 1)[1]
    return "self-identifying", f"""# notify #dispatch when a claim is opened
requests.post("{u}", json={{"text": f"Claim opened on job {{job_id}}"}})
""", [mark]


@sec
def mysql_cli():
    p = urlpw()
    return "structural", f"""$ mysql -h 10.8.0.20 -u claims -p{p} claims_db -e "select count(*) from claims where status='open'"
+----------+
| count(*) |
+----------+
|       17 |
+----------+
""", [p]


@sec
def claims_portal_ticket():
    p = g.pick([wordpw(), legacy()])
    return "name-context", f"""Jira OPS-{g.r.randint(100, 999)}: Claims adjuster can't log in to the valuation portal.
Set a new password for adjuster@bluewave.example -> {p} (told him by phone). Close once confirmed.
""", [p]


@sec
def edit_hook():
    k = g.s(B62, 32)
    return "name-context", hook_edit("/srv/quotes/config.js", "  leadApiKey: process.env.LEAD_API_KEY,",
                                     f"  leadApiKey: '{k}',"), [k]


@sec
def redis_url():
    p = urlpw()
    return "structural", f"""CACHE_URL=redis://:{p}@10.8.0.30:6379/2
""", [p]


# ---------------------------------------------------------------- clean texts
@cln
def c_quote_json():
    return json.dumps({"estimate_id": c.uuid(), "lead_id": c.r.randint(100000, 999999), "cubic_feet": c.r.randint(300, 1800),
                       "weight_lbs": c.r.randint(2000, 14000), "crew_size": c.r.randint(2, 5), "truck": "26ft",
                       "items": [{"name": n, "qty": c.r.randint(1, 6), "cf": c.r.randint(2, 70)} for n in ["sofa", "dresser", "box medium"]],
                       "survey_video_id": c.s(B62, 22)}, indent=2)


@cln
def c_inventory_csv():
    lot = c.r.randint(1000, 9999)
    rows = "\n".join(f"{lot},{i:03d},{c.pick(['red', 'yellow', 'blue'])},{c.pick(['Box large', 'Lamp', 'TV 55in', 'Mattress king'])},{c.pick(['SC', 'MA', 'BR', 'G'])},{c.sha1()[:12]}"
                     for i in range(1, 6))
    return "lot,sticker,color,item,condition,photo_id\n" + rows + "\n"


@cln
def c_bol():
    return f"""BILL OF LADING / ORDER FOR SERVICE  No. {c.r.randint(100000, 999999)}
Carrier: BlueWave Moving LLC   USDOT {c.r.randint(1000000, 3999999)}   MC-{c.r.randint(100000, 999999)}
Valuation: Full Value Protection, declared $60,000; deductible $250
Estimate type: binding not-to-exceed   Registration no. {c.s(UPPER, 2)}{c.r.randint(100000, 999999)}
"""


@cln
def c_telematics_json():
    return json.dumps({"vehicle": {"id": str(281474977000000 + c.r.randint(0, 999999)), "vin": "1FV" + c.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14),
                                   "gateway_serial": c.s(UPPER + DIG, 4) + "-" + c.s(UPPER + DIG, 3) + "-" + c.s(UPPER + DIG, 3)},
                       "eld_id": c.uuid(), "odometer_mi": c.r.randint(10000, 300000), "engine_state": "On"}, indent=1)


@cln
def c_env_example():
    return """# .env.example
SAMSARA_TOKEN=<samsara api token>
SMARTMOVING_API_KEY=
GEOTAB_PASSWORD=changeme
DISPATCH_DB_URL=postgres://dispatch:${DISPATCH_DB_PASSWORD}@localhost:5432/dispatch
"""


@cln
def c_env_read():
    return """token = os.getenv("SAMSARA_TOKEN")
if token is None:
    sys.exit("SAMSARA_TOKEN not set; ask ops for the fleet API token (never paste it in Slack)")
geotab_pw = os.environ["GEOTAB_PASSWORD"]
"""


@cln
def c_env_read_go():
    return """key := os.Getenv("OPTIMOROUTE_KEY")
if key == "" {
	log.Fatal("OPTIMOROUTE_KEY is required")
}
"""


@cln
def c_prose_en():
    return """Policy: customer lockbox and door codes go in the job's private notes in SmartMoving, never in the
crew group chat or on the printed work order. Warehouse gate codes rotate monthly; ask the ops manager.
"""


@cln
def c_prose_es():
    return """Recordatorio: las claves de las bodegas y de las tablets no se mandan por WhatsApp. Pídanselas al
supervisor en persona. Las contraseñas cambian cada mes.
"""


@cln
def c_prose_de():
    return """Bitte keine Tor-Codes oder Passwörter in die Auftragsnotizen schreiben. Der Code für das Lager wird
monatlich geändert und nur mündlich weitergegeben.
"""


@cln
def c_prose_pl():
    return """Przypomnienie: kodów do magazynu i haseł do tabletów nie wysyłamy na grupę. Kierownik poda je osobiście.
"""


@cln
def c_zebra_default():
    return """ZD421 setup: factory front-panel password is 1234 (Zebra's documented default); change it under
Settings > Security before the printer goes on the warehouse network.
"""


@cln
def c_git_log():
    return "\n".join(f"{c.sha1()} {m}" for m in [
        "quotes: read SMARTMOVING_API_KEY from env", "telematics: paginate Samsara locations",
        "payroll: round crew hours to 15 min", "inventory: store photo sha1 instead of path"]) + "\n"


@cln
def c_secret_ref():
    return f"""envFrom:
  - secretRef:
      name: telematics
image: ghcr.io/bluewave/dispatch@sha256:{c.sha256()}
"""


@cln
def c_gha():
    return """env:
  SAMSARA_TOKEN: ${{ secrets.SAMSARA_TOKEN }}
  GUSTO_CLIENT_SECRET: ${{ secrets.GUSTO_CLIENT_SECRET }}
"""


@cln
def c_payroll_summary():
    return "employee_id,name,hours,ot_hours,job_ids\n" + "\n".join(
        f"E{c.r.randint(1000, 9999)},{c.pick(['Luis M.', 'Andre T.', 'Kasia W.', 'Devon R.'])},{c.r.randint(20, 50)}.{c.pick(['0', '25', '5', '75'])},{c.r.randint(0, 9)},{c.r.randint(40000, 99999)};{c.r.randint(40000, 99999)}"
        for _ in range(4)) + "\n"


@cln
def c_storage_ledger():
    return "\n".join(f"vault {c.pick('ABC')}-{c.r.randint(1, 12):02d}-{c.r.randint(100, 199)}  lot {c.r.randint(1000, 9999)}  lock serial {c.s(UPPER + DIG, 10)}  in {c.r.randint(2023, 2026)}-{c.r.randint(1, 12):02d}"
                     for _ in range(4)) + "\n"


@cln
def c_hubspot_ids():
    return f"""deal {c.r.randint(10**9, 10**10)} -> contact {c.r.randint(10**4, 10**6)}; pipeline default; hs_object_id={c.r.randint(10**9, 10**10)}; portal {c.r.randint(10**6, 10**7)}
"""


@cln
def c_stripe_pub():
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>const stripe = Stripe("pk_live_{c.s(B62, 99)}");</script>
deposit payment: pi_{c.s(B62, 24)} (charge ch_{c.s(B62, 24)})
"""


@cln
def c_twilio_ids():
    return f"""message SM{c.hexs(32)} delivered; messaging service MG{c.hexs(32)}; account AC{c.hexs(32)}
"""


@cln
def c_photo_b64():
    return f"""{{"item": "dresser", "sticker": "{c.r.randint(1000, 9999)}-{c.r.randint(1, 200):03d}", "thumb": "data:image/jpeg;base64,{c.b64(c.r.randint(100, 200))}"}}
"""


@cln
def c_docs_bearer():
    return """Authenticate every request with your token:

    curl -H "Authorization: Bearer <API_TOKEN>" https://api.samsara.com/fleet/vehicles

Tokens are created in the dashboard under Settings > API Tokens.
"""


@cln
def c_rtsp_var():
    return """ffmpeg -rtsp_transport tcp -i "rtsp://${CAM_USER}:${CAM_PASS}@${CAM_HOST}:554/stream1" -t 30 -c copy clip.mp4
"""


@cln
def c_scale_ticket():
    return f"""CAT SCALE ticket {c.r.randint(10**6, 10**7)}  weigh no. {c.r.randint(1, 9)}
steer {c.r.randint(9000, 12000)} lb  drive {c.r.randint(15000, 30000)} lb  gross {c.r.randint(26000, 40000)} lb
truck 14  trailer none  reweigh code {c.s(UPPER + DIG, 6)}
"""


@cln
def c_release_hash():
    return f"""crew-app-4.2.0.apk
SHA-256: {c.sha256()}
versionCode {c.r.randint(400, 499)}  signed by CN=BlueWave Moving, certificate SHA-1 {":".join(c.hexs(2).upper() for _ in range(20))}
"""


@cln
def c_hcl_var():
    return """variable "geotab_password" {
  type      = string
  sensitive = true
  # no default: export TF_VAR_geotab_password
}
"""


@cln
def c_crew_schedule():
    return f"""Fri 12/05 crews
- Crew A (Luis, Andre, Devon): job {c.r.randint(40000, 99999)}, truck 14, start 07:30
- Crew B (Kasia, Tom): job {c.r.randint(40000, 99999)}, truck 9, start 08:00, elevator booked 8-12
- Storage pickup: vault B-07-{c.r.randint(100, 199)}, lot {c.r.randint(1000, 9999)}
"""


@cln
def c_hook_ls():
    return hook_bash("ls ~/dispatch", "README.md\n.env.example\ndocker-compose.yml\nquotes/\ntelematics/\n", c)


@cln
def c_claim_json():
    return json.dumps({"claim_id": f"CLM-{c.r.randint(10000, 99999)}", "job_id": c.r.randint(40000, 99999),
                       "items": [{"sticker": f"{c.r.randint(1000, 9999)}-{c.r.randint(1, 200):03d}", "photo_sha256": c.sha256()}],
                       "status": "under_review"}, indent=1)


@cln
def c_gusto_placeholder():
    return """GUSTO_CLIENT_ID=your-client-id
GUSTO_CLIENT_SECRET=your-client-secret
GUSTO_REDIRECT_URI=http://localhost:3000/oauth/callback
"""


@cln
def c_tracking_page():
    return f"""Your move {c.r.randint(40000, 99999)} is on its way! Track the truck: https://track.bluewave.example/jobs/{c.r.randint(40000, 99999)}
Questions? Reply to this message. Reference {c.s(UPPER + DIG, 8)}.
"""


# ---------------------------------------------------------------- build
def build():
    clean = [CLEAN[i % len(CLEAN)]() for i in range(N_CLEAN)]
    blob = "\n".join(clean)
    recs = []
    order = []
    while len(order) < N_SECRET:
        batch = list(SECRET)
        g.r.shuffle(batch)
        order.extend(batch)
    for fn in order[:N_SECRET]:
        for _ in range(20):
            cls, text, vals = fn()
            if all(v not in blob for v in vals):
                break
        else:
            raise AssertionError(fn.__name__)
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        recs.append((cls, text, vals))
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(recs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    rc, vc = Counter(), Counter()
    for cls, _, vals in recs:
        rc[cls] += 1
        vc[cls] += len(vals)
    print(FAMILY, len(recs), sum(vc.values()), len(clean), len(set(clean)), dict(rc), dict(vc))


if __name__ == "__main__":
    build()
