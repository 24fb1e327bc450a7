"""Blind round 70 source "bloodbank": blood banks and donation centres (donor management, blood establishment
computer systems, cold-chain sensors, courier dispatch, appointment apps). Written 2026-12-04 by the helper
"corpora42". Every value is random."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAM = "bloodbank"
g = Gen(7021)      # secrets
c = Gen(7022)      # clean
r = g.r
D = string.digits
CLEAN_BLOB = ""

SITES = ["Northside Donor Centre", "Mobile Unit 3", "Central Processing Lab", "Riverside Apheresis", "Hospital Issue Desk",
         "Campus Drive Bus"]
PRODUCTS = ["E0291V00", "E0685V00", "E4521V00", "E2913V00", "E3844V00"]
WORDS = ["Plasma", "Platelet", "Donor", "Haemo", "Rhesus", "Aphere", "Crossmatch", "Vein", "Bloodmobile", "Coldchain"]


def pin(n: int) -> str:
    while True:
        p = "".join(r.choice(D) for _ in range(n))
        if p[0] != "0" and p not in CLEAN_BLOB:
            return p


def wpw() -> str:
    return r.choice(WORDS) + str(r.randint(2, 2026)) + r.choice("!#$%*.?")


def legacy() -> str:
    while True:
        p = r.choice(["becs", "donor", "lab", "bb", "fridge", "apher"]) + g.s(string.ascii_lowercase, r.randint(2, 3)) + \
            str(r.randint(1, 999))
        if p not in CLEAN_BLOB:
            return p


def phrase() -> str:
    w = ["plasma", "rhesus", "cooler", "courier", "needle", "bag", "donor", "ferritin", "apheresis", "cuff", "label"]
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


def din() -> str:
    return f"{a(['W0420', 'A9999', 'G1234', 'W1160'])} 26 {r.randint(100000, 999999)} {r.randint(0, 9)}{r.randint(0, 9)}"


# ------------------------------------------------------------------ secret templates
def s_becs_ini():
    p = pw()
    return "name-context", f"""; becs-interface.ini  (blood establishment computer system -> hospital LIS)
[database]
server = becs-db01
database = BECS_PROD
uid = iface_hl7
pwd = {p}
[mllp]
listen_port = 6661""", [p]


def s_mirth():
    p = pw()
    return "structural", f"""<!-- Mirth Connect channel "Crossmatch results to LIS" - database writer -->
<connector>
  <properties class="com.mirth.connect.connectors.jdbc.DatabaseDispatcherProperties">
    <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
    <url>jdbc:sqlserver://lis-db.hospital.local:1433;databaseName=LIS;user=bbank;password={p}</url>
  </properties>
</connector>""", [p]


def s_mirth_cli():
    p = pw()
    return "name-context", f"""$ mccommand -a https://mirth.bloodservice.local:8443 -u admin -p {p} -s deploy-crossmatch.txt
Connected to Mirth Connect server @ https://mirth.bloodservice.local:8443 (4.5.0)""", [p]


def s_progesa():
    p = pw()
    return "name-context", f"""# eProgesa donor module - service account, per install guide §4.2
progesa.db.url=jdbc:oracle:thin:@progesa-db:1521/PGSA
progesa.db.user=PGSA_APP
progesa.db.password={p}
progesa.site.code={a(['NDC', 'RAP', 'CPL'])}""", [p]


def s_donor_portal():
    k = g.s(B62, 40)
    return "structural", f"""curl -s https://api.{a(['donorportal', 'giveblood-app', 'bloodconnect'])}.org/v2/appointments?site={r.randint(10, 99)}\\&date=2026-12-{r.randint(10, 28)} \\
  -H "Authorization: Bearer {k}" | jq '.slots | map(select(.free)) | length'""", [k]


def s_appt_firebase():
    block, line = g.pem("PRIVATE KEY")
    sa = {"type": "service_account", "project_id": f"donor-appointments-{r.randint(100, 999)}", "private_key_id": hx(40),
          "private_key": block + "\n", "client_email": "push-sender@donor-appointments.iam.gserviceaccount.com",
          "client_id": str(r.randint(10**20, 10**21))}
    return "self-identifying", json.dumps(sa, indent=2), [line]


def s_twilio():
    t = hx(32)
    return "name-context", f"""# reminders.py - "your appointment is tomorrow, eat well and drink water"
from twilio.rest import Client
client = Client("AC{hx(32)}", "{t}")""", [t]


def s_sms_de():
    p = pw()
    return "name-context", f"""[Teams, Blutspendedienst-IT] Markus: Das SMS-Gateway für die Terminerinnerungen hat ein neues Kennwort: {p}. Bitte im Terminmodul eintragen, Benutzer bleibt „bsd-sms“.""", [p]


def s_fr_efs():
    p = pw()
    return "name-context", f"""Objet : collecte mobile – accès tablette

Bonjour,
pour la collecte de samedi à la mairie, le mot de passe des tablettes d'accueil (application de pré-don) est {p}.
Merci de ne pas le noter sur les tablettes.""", [p]


def s_es_chat():
    p = pw()
    return "name-context", f"""Chicos, la contraseña del frigorífico de plaquetas (panel de alarmas, usuario supervisor) ahora es {p}. Si suena la alarma de temperatura, llamad al técnico de guardia.""", [p]


def s_pt_chat():
    p = pw()
    return "name-context", f"""Hemocentro — a senha do sistema de agendamento de doadores (perfil admin) foi trocada para {p}. Favor não repassar por WhatsApp.""", [p]


def s_it_chat():
    p = pin(6)
    return "name-context", f"""AVIS sezione: il PIN del tablet dell'autoemoteca per l'accettazione donatori è {p}. Ricordatevi di bloccarlo a fine raccolta.""", [p]


def s_nl_chat():
    p = pw()
    return "name-context", f"""Hoi team, het wachtwoord van de temperatuurlogger-console (vriezers plasma) is {p}. Graag alleen gebruiken voor de alarmafhandeling.""", [p]


def s_ja_chat():
    p = pw()
    return "name-context", f"""献血ルームの受付タブレットの管理者パスワードを {p} に変更しました。今週中に各ルームで入力してください。""", [p]


def s_pl_chat():
    p = pin(4)
    return "name-context", f"""RCKiK: kod do drzwi magazynu krwi (ekspedycja) zmieniony na {p}. Obowiązuje od poniedziałku.""", [p]


def s_zh_chat():
    p = pw()
    return "name-context", f"""血站冷链监控平台管理员账号 admin，新密码：{p}，请值班人员妥善保管。""", [p]


def s_monnit():
    k, sec = g.s(B62, 24), g.s(B62, 32)
    return "structural", f"""GET https://www.imonnit.com/json/SensorList HTTP/1.1
APIKeyID: {k}
APISecretKey: {sec}
(iMonnit: plasma freezers -30 C, platelet agitators 22 C)""", [sec]


def s_tempmon_yaml():
    p = pw()
    return "name-context", f"""# coldchain-collector.yaml
viewlinc:
  url: https://viewlinc.bloodservice.local
  username: collector
  password: "{p}"
alarms:
  plasma_freezer_max_c: -25
  rbc_fridge_range_c: [2, 6]""", [p]


def s_mqtt_logger():
    p = pw()
    return "structural", f"""mosquitto_sub -h coldchain-mqtt.local -u logger-{r.randint(1, 40)} -P {p} -t 'coldchain/+/temp'
coldchain/fridge-rbc-{r.randint(1, 9)}/temp 4.{r.randint(0, 9)}""", [p]


def s_influx():
    t = g.s(URLSAFE, 86) + "=="
    return "name-context", f"""INFLUX_URL=https://influx.coldchain.local
INFLUX_TOKEN={t}
INFLUX_BUCKET=shipping_boxes""", [t]


def s_pagerduty():
    k = hx(32)
    return "name-context", f"""{{"alerting": {{"provider": "pagerduty", "integration_key": "{k}", "rules": [{{"sensor": "freezer-ffp-*", "above_c": -25}}]}}}}""", [k]


def s_onfleet():
    k = hx(32)
    ba = b64(k + ":")
    return "structural", f"""POST https://onfleet.com/api/v2/tasks HTTP/1.1
Authorization: Basic {ba}
Content-Type: application/json

{{"destination": {{"address": {{"unparsed": "St. Mary's Hospital, blood bank loading dock"}}}}, "notes": "2x O NEG RBC, STAT", "recipients": []}}""", [ba]


def s_onfleet_env():
    k = hx(32)
    return "name-context", f"""ONFLEET_API_KEY={k}
DISPATCH_DEFAULT_TEAM=stat-couriers""", [k]


def s_courier_app():
    p = pw()
    return "name-context", f"""// courier-app/src/config.ts  (STAT delivery drivers)
export const config = {{
  apiBase: "https://dispatch.bloodservice.org/api",
  driverSharedLogin: "stat-driver",
  driverSharedPassword: "{p}",
}};""", [p]


def s_bringg():
    sec = g.s(B62, 40)
    return "name-context", f"""bringg:
  company_id: {r.randint(10000, 99999)}
  client_id: {g.s(B62, 20)}
  client_secret: {sec}""", [sec]


def s_google_maps():
    k = g.google_api()
    return "self-identifying", f"""# route ETA for couriers (server-side, Distance Matrix)
GMAPS_SERVER_KEY={k}""", [k]


def s_hl7_log():
    p = pw()
    return "structural", f"""2026-12-0{r.randint(1, 9)} 07:{r.randint(10, 59)}:02,118 ERROR [lis-bridge] cannot open odbc: DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=lis-db;DATABASE=LIS;UID=bbank_if;PWD={p};Encrypt=yes
2026-12-0{r.randint(1, 9)} 07:{r.randint(10, 59)}:02,119 WARN  [lis-bridge] ORU^R01 for DIN {din()} queued""", [p]


def s_pg_url():
    p = pw()
    return "structural", f"""DATABASE_URL=postgres://donors:{p}@donor-db.internal:5432/donors""", [p]


def s_traceback():
    p = pw()
    return "structural", f"""Traceback (most recent call last):
  File "/srv/appointments/app/db.py", line {r.randint(10, 90)}, in connect
    return psycopg2.connect("host=appt-db dbname=appointments user=appt password={p} sslmode=require")
psycopg2.OperationalError: connection to server at "appt-db" (10.8.0.12), port 5432 failed: timeout expired""", [p]


def s_k8s():
    p = pw()
    b = b64(p)
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: becs-iface
data:
  DB_PASSWORD: {b}
""", [b]


def s_hcl():
    p = pw()
    return "name-context", f"""module "donor_db" {{
  source          = "./modules/rds"
  engine          = "postgres"
  master_username = "donoradmin"
  master_password = "{p}"
}}""", [p]


def s_diff():
    old, new = pw(), pw()
    return "name-context", f"""diff --git a/deploy/coldchain.env b/deploy/coldchain.env
-VIEWLINC_PASSWORD={old}
+VIEWLINC_PASSWORD={new}
 VIEWLINC_URL=https://viewlinc.bloodservice.local""", [old, new]


def s_hook_read():
    p, k = pw(), hx(32)
    env = f"# courier dispatch\nONFLEET_API_KEY={k}\nDISPATCH_DB_PASSWORD={p}\nHOSPITALS_FILE=hospitals.csv\n"
    payload = {"hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": "/srv/dispatch/.env"},
               "tool_response": {"type": "text", "file": {"filePath": "/srv/dispatch/.env", "content": env}}}
    return "name-context", json.dumps(payload), [k, p]


def s_hook_bash():
    p = pw()
    payload = {"hook_event_name": "PreToolUse", "tool_name": "Bash",
               "tool_input": {"command": f"sqlcmd -S becs-db01 -U report_ro -P '{p}' -Q \"SELECT COUNT(*) FROM units WHERE status='AVAILABLE' AND abo='O' AND rh='NEG'\"",
                              "description": "count available O neg units"}}
    return "structural", json.dumps(payload), [p]


def s_selfid():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"""# donor-app CI
env:
  {name.upper()}_TOKEN: {tok}""", [sec]


def s_selfid_chat():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"""fyi the {name} token for the appointment-app pipeline is {tok} — expires next quarter.""", [sec]


def s_pem():
    block, line = g.pem()
    return "self-identifying", f"""# HL7 over TLS: client key for the interface engine (hospital VPN)
{block}""", [line]


def s_jwt():
    t = g.jwt()
    return "self-identifying", f"""POST /api/donors/eligibility HTTP/1.1
Host: donorapp.bloodservice.org
Authorization: Bearer {t}
Content-Type: application/json

{{"donor_id": "D{r.randint(10**6, 10**7)}", "last_donation": "2026-09-{r.randint(10, 28)}"}}""", [t]


def s_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[coldchain-archive]
aws_access_key_id={ak}
aws_secret_access_key={sk}""", [ak, sk]


def s_basic():
    p = pw()
    ba = b64(f"apheresis:{p}")
    return "structural", f"""DEBUG urllib3.connectionpool: https://trima-gateway.local:443 "POST /api/procedures HTTP/1.1" 201
DEBUG send: b'POST /api/procedures HTTP/1.1\\r\\nHost: trima-gateway.local\\r\\nAuthorization: Basic {ba}\\r\\n'""", [ba]


def s_cli():
    p = pw()
    return "name-context", f"""$ labelprint --printer zebra-issue-01 --becs-user issue --becs-pass {p} --din "{din()}" --product {a(PRODUCTS)}
label sent (ISBT 128, 4x4)""", [p]


def s_zebra():
    p = pin(4)
    return "name-context", f"""Zebra ZT411 at the issue desk: printer settings are locked, the front-panel password is {p} (needed to recalibrate the label sensor).""", [p]


def s_fridge_panel():
    p = pin(4)
    return "name-context", f"""Helmer blood bank refrigerator, SOP-CC-{r.randint(10, 99)} step 3: to silence the alarm press MUTE and enter the access code {p}; record the reason in the temperature log.""", [p]


def s_md_table():
    p1, p2 = pw(), pin(4)
    return "name-context", f"""| system | user | password |
|---|---|---|
| Trima apheresis gateway | service | {p1} |
| Cold room door ({a(SITES)}) | — | {p2} |""", [p1, p2]


def s_runbook():
    p = pw()
    return "name-context", f"""RUNBOOK - BECS interface down
1. RDP to becs-app02 as BB\\ifaceadmin (password: {p}).
2. Restart the "BECS HL7 Outbound" service.
3. Check that pending ORU messages drain (<5 min). Escalate to the vendor if not.""", [p]


def s_csharp():
    p = pw()
    return "structural", f"""{{
  "ConnectionStrings": {{
    "Donors": "Server=donor-sql01;Database=DonorMgmt;User Id=donorweb;Password={p};Encrypt=True"
  }}
}}""", [p]


def s_java():
    p = pw()
    return "name-context", f"""// CrossmatchClient.java
private static final String LIS_USER = "bbank";
private static final String LIS_PASSWORD = "{p}"; // FIXME: read from keystore""", [p]


def s_powershell():
    p = pw()
    return "name-context", f"""$cred = New-Object PSCredential("BB\\svc_coldchain", (ConvertTo-SecureString "{p}" -AsPlainText -Force))
Invoke-Command -ComputerName tempmon01 -Credential $cred -ScriptBlock {{ Restart-Service ViewLincService }}""", [p]


def s_sendgrid():
    t = g.sendgrid()
    return "self-identifying", f"""SENDGRID_API_KEY={t}
THANK_YOU_TEMPLATE=d-{hx(32)}""", [t]


def s_slack():
    hook = g.slack_webhook()
    return "self-identifying", f"""# low-stock alert: O NEG below 2 days
requests.post("{hook}", json={{"text": "O NEG stock: 1.6 days"}})""", [hook.rsplit("/", 1)[1]]


def s_stripe():
    t = g.stripe()
    return "self-identifying", f"""STRIPE_KEY = '{t}'  # plasma donor compensation cards top-up""", [t]


def s_calendly():
    t = "eyJraWQiOiIx" + g.s(URLSAFE, 120)
    return "name-context", f"""# platelet-donor booking sync
CALENDLY_PERSONAL_ACCESS_TOKEN={t}""", [t]


def s_acuity():
    k = hx(32)
    return "structural", f"""curl -u {r.randint(10**7, 10**8)}:{k} "https://acuityscheduling.com/api/v1/appointments?minDate=2026-12-01&calendarID={r.randint(10**6, 10**7)}" """, [k]


def s_sftp():
    p = pw()
    return "structural", f"""# nightly inventory push to the hospitals' portal
lftp -u bbank_inv,{p} sftp://sftp.{a(['regionalhospitals', 'healthnet', 'nhsbt-partner'])}.org -e "put /exports/inventory.csv; bye" """, [p]


def s_smtp():
    p = pw()
    return "structural", f"""MAIL_URL=smtps://donorcare%40bloodservice.org:{p}@smtp.office365.com:465""", [p]


def s_mobile_bus():
    p = pw()
    return "name-context", f"""Mobile Unit 3 checklist: LTE router admin {p} (for resetting the VPN to the donor database), generator hours, cooler packs pre-chilled.""", [p]


def s_hl7_ini_key():
    k = g.b64(32)
    return "name-context", f"""[label_signing]
; HMAC over DIN + product code, printed as 2D barcode on issue labels
hmac_key_b64 = {k}""", [k]


def s_donor_export():
    p = pw()
    return "name-context", f"""Exported donor list for the drive is donors_campus_{r.randint(1, 12)}.zip — zip password {p}, sent separately as agreed.""", [p]


SECRETS = [v for k, v in sorted(globals().items()) if k.startswith("s_")]


# ------------------------------------------------------------------ clean templates
def c_din_labels():
    rows = []
    for _ in range(4):
        rows.append(f"{c.r.choice(['W0420', 'A9999', 'G1234'])} 26 {c.r.randint(100000, 999999)} {c.r.randint(0, 9)}{c.r.randint(0, 9)},{c.r.choice(PRODUCTS)},{c.r.choice(['O', 'A', 'B', 'AB'])} {c.r.choice(['POS', 'NEG'])},2027-0{c.r.randint(1, 4)}-{c.r.randint(10, 28)}")
    return "DIN,product_code,abo_rh,expiry\n" + "\n".join(rows)


def c_hl7():
    return f"""MSH|^~\\&|BECS|BLOODSVC|LIS|HOSP|2026120{c.r.randint(1, 9)}0815||ORU^R01|{c.hexs(16).upper()}|P|2.5.1
PID|1||{c.r.randint(10**6, 10**7)}^^^HOSP^MR||DOE^JANE
OBX|1|ST|ABO^ABO group||O|||||F
OBX|2|ST|RH^Rh type||NEG|||||F"""


def c_env_example():
    return """# .env.example
ONFLEET_API_KEY=<your-onfleet-key>
DISPATCH_DB_PASSWORD=changeme
VIEWLINC_PASSWORD=${VIEWLINC_PASSWORD}
INFLUX_TOKEN=
"""


def c_env_read():
    return c.r.choice([
        """api_key = os.environ["ONFLEET_API_KEY"]
auth = (api_key, "")""",
        """String pw = System.getenv("LIS_PASSWORD");""",
        """const token = process.env.DONOR_API_TOKEN || ''; // injected by the platform""",
    ])


def c_temp_json():
    return json.dumps({"sensor": f"freezer-ffp-{c.r.randint(1, 20)}", "serial": c.hexs(10).upper(), "temp_c": round(c.r.uniform(-40, -26), 1),
                       "ts": f"2026-12-0{c.r.randint(1, 9)}T0{c.r.randint(0, 9)}:00:00Z", "reading_id": c.uuid(), "crc": c.hexs(8)})


def c_prose():
    return c.r.choice([
        "Passwords for the BECS are managed by the validation team; do not share or write them down (21 CFR 606 audit finding).",
        "Die Kennwörter für die Temperaturüberwachung liegen im Passwortsafe; bitte nicht im Schichtbuch notieren.",
        "Les mots de passe des tablettes sont changés après chaque collecte ; demandez-les au responsable.",
        "Las claves del sistema de donantes solo las tiene el responsable de calidad.",
        "The Onfleet key is rotated quarterly and injected from the secret store; the repo holds only the variable name.",
        "献血者システムのパスワードは紙に書かないでください。",
    ])


def c_hash():
    return "\n".join(f"{c.sha256()}  validation/IQ-OQ-{c.r.randint(100, 999)}.pdf" for _ in range(3))


def c_git():
    return f"commit {c.sha1()}\nAuthor: bb-it <it@bloodservice.org>\n\n    Read VIEWLINC_PASSWORD from vault instead of the env file\n"


def c_secretref():
    return """env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef: {name: becs-iface, key: DB_PASSWORD}
image: registry.local/becs-iface@sha256:""" + c.sha256()


def c_gha():
    return """env:
  SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}
  ONFLEET_API_KEY: ${{ secrets.ONFLEET_API_KEY }}"""


def c_hook_ls():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls /exports"},
                       "tool_response": {"stdout": "\n".join(f"inventory-{c.hexs(8)}.csv" for _ in range(3)), "stderr": ""}})


def c_onfleet_task():
    return json.dumps({"id": c.s(B62, 24), "shortId": c.hexs(8), "trackingURL": f"https://onf.lt/{c.s(B62, 10)}",
                       "worker": c.s(B62, 24), "state": 2, "completionDetails": {"signatureUploadId": c.s(B62, 24)}})


def c_twilio_ids():
    return f"Messaging service MG{c.hexs(32)} on account AC{c.hexs(32)}; auth token comes from TWILIO_AUTH_TOKEN."


def c_firebase_public():
    return json.dumps({"authDomain": "donor-appointments.firebaseapp.com",
                       "projectId": "donor-appointments", "messagingSenderId": str(c.r.randint(10**11, 10**12)), "appId": f"1:{c.r.randint(10**11, 10**12)}:web:{c.hexs(22)}"}, indent=1).join(["<script>firebase.initializeApp(", ");</script>"])


def c_pubkey():
    body = "\n".join(c.b64(48) for _ in range(5))
    return f"-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"


def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{c.s(B62 + '+/', 43)} mirth@bbank"


def c_docs():
    return """Onfleet API: HTTP Basic with your API key as the username and an empty password: `curl -u "<api_key>:" https://onfleet.com/api/v2/auth/test`."""


def c_default():
    return c.r.choice([
        "Mirth Connect installs with admin/admin; our validated build forces a change at first login (URS-12).",
        "keytool -importcert -alias lis-ca -file lis-ca.crt -keystore cacerts -storepass changeit",
    ])


def c_hcl():
    return """variable "donor_db_master_password" {
  type      = string
  sensitive = true
}"""


def c_inventory():
    return "\n".join(f"{c.r.choice(['O', 'A', 'B', 'AB'])}{c.r.choice(['+', '-'])}  RBC {c.r.randint(0, 400):4d}  PLT {c.r.randint(0, 80):3d}  FFP {c.r.randint(0, 900):4d}  days {c.r.uniform(0.5, 9):.1f}" for _ in range(4))


def c_checksum_isbt():
    return f"ISBT 128 DIN {c.r.choice(['W0420', 'G1234'])}26{c.r.randint(100000, 999999)}00, flag chars {c.r.randint(0, 9)}{c.r.randint(0, 9)}, check char {c.r.choice(UPPER)}; facility FIN {c.r.choice(['W0420', 'G1234'])}."


def c_appointment():
    return json.dumps({"appointment_id": c.uuid(), "site": c.r.choice(SITES), "slot": f"2026-12-{c.r.randint(1, 28):02d}T{c.r.randint(8, 18):02d}:00",
                       "donation_type": c.r.choice(["whole_blood", "platelets", "plasma"]), "confirmation": c.s(UPPER + D, 8)})


def c_mqtt_env():
    return """mosquitto_sub -h coldchain-mqtt.local -u "$MQTT_USER" -P "$MQTT_PASSWORD" -t 'coldchain/#'"""


def c_sentry():
    return f"""sentry_sdk.init(dsn="https://{c.hexs(32)}@o{c.r.randint(10**5, 10**6)}.ingest.sentry.io/{c.r.randint(10**6, 10**7)}")  # donor app"""


def c_base64():
    return f"""{{"label_png": "{c.b64(90)}", "din": "W0420 26 {c.r.randint(100000, 999999)} 00"}}"""


def c_placeholder_conn():
    return """"ConnectionStrings": { "Donors": "Server=donor-sql01;Database=DonorMgmt;User Id=donorweb;Password=<password>;Encrypt=True" }"""


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
