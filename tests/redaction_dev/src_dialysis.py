"""Blind round 74: dialysis clinics (dialysis machines and their networks, EMR interfaces, water treatment monitoring,
patient portals, transport scheduling). Written by the helper "corpora46"; seeded and deterministic."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "dialysis"
N_SECRET, N_CLEAN = 250, 100
g = Gen(7421)
c = Gen(7422)
LOW = string.ascii_lowercase
DIG = string.digits


# ---------------------------------------------------------------- value helpers
def pin(n=None, gen=None):
    gen = gen or g
    n = n or gen.pick([4, 5, 6, 6, 8])
    return str(gen.r.randint(10 ** (n - 1), 10 ** n - 1))


def wordpw(words=None):
    words = words or ["Kidney", "Fistula", "Dialyzer", "Nephron", "Renal", "Chair", "Saline", "Heparin", "Filter",
                      "Osmosis", "Loop", "Unit4", "Biomed", "Cycler"]
    return g.pick(words) + str(g.r.randint(1, 2029)) + g.pick("!#$%?*@.")


def urlpw():
    return g.s(B62, g.r.randint(12, 22))


def phrase():
    w = ["copper", "lantern", "harbor", "quill", "meadow", "ledger", "violet", "anchor", "maple", "ember",
         "saffron", "pebble", "orbit", "walnut", "cinder", "tundra"]
    sep = g.pick(["-", ".", "_", ""])
    return sep.join(g.pick(w) for _ in range(3)) + (str(g.r.randint(1, 99)) if g.r.random() < .6 else "")


def legacy():
    return g.pick(["dial", "renal", "hd", "neph", "bio", "h2o"]) + g.s(LOW, g.r.randint(2, 3)) + str(g.r.randint(1, 999))


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
def mirth_props():
    p = g.pick([urlpw(), wordpw()])
    ks = g.pick([phrase(), urlpw()])
    return "name-context", f"""# /opt/mirthconnect/conf/mirth.properties (dialysis interface engine)
database = postgres
database.url = jdbc:postgresql://mirth-db.unit4.local:5432/mirthdb
database.username = mirth
database.password = {p}
keystore.path = ${{dir.appdata}}/keystore.jks
keystore.storepass = {ks}
""", [p, ks]


@sec
def mccommand():
    p = g.pick([wordpw(), legacy()])
    return "name-context", f"""$ ./mccommand -a https://mirth.unit4.local:8443 -u admin -p {p} -s deploy_channels.txt
Connected to Mirth Connect server @ https://mirth.unit4.local:8443 (4.5.0)
Deployed channel "EPIC_ADT_IN" and "TDMS_ORU_OUT"
""", [p]


@sec
def lab_lftp():
    u, p = "clinic" + str(g.r.randint(1000, 9999)), g.pick([legacy(), urlpw()])
    return "structural", f"""# nightly pull of monthly labs (Kt/V, albumin, Hgb) from the dialysis lab's SFTP
lftp -u {u},{p} sftp://results.dialysislab.example -e "mirror --only-newer /outbound/hl7 /data/labs/inbound; bye"
""", [p]


@sec
def epic_backend_pem():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"""# Epic backend services app "Nephrology Treatment Sync": signs the client assertion (RS384)
# non-prod client id {g.uuid()} ; JWKS published at https://dialysis.example.org/.well-known/jwks.json
{block}
""", [line]


@sec
def oracle_health_secret():
    s = g.s(URLSAFE, 40)
    return "name-context", f"""cerner:
  fhir_base: https://fhir-ehr.cerner.com/r4/{g.uuid()}
  token_url: https://authorization.cerner.com/tenants/{g.uuid()}/protocols/oauth2/profiles/smart-v1/token
  client_id: {g.uuid()}
  client_secret: {s}
""", [s]


@sec
def redox_json():
    k, s = g.uuid(), g.s(B62, 40)
    return "name-context", f"""{{
  "redox": {{
    "source_id": "{g.uuid()}",
    "api_key": "{k}",
    "secret": "{s}",
    "destinations": ["Epic ADT", "Results"]
  }}
}}
""", [k, s]


@sec
def tdms_conn():
    p = g.pick([urlpw(), legacy()])
    return "structural", f"""<!-- TherapyDataGateway.exe.config : machine data from the 6008 fleet into the TDMS -->
<add key="TdmsDb" value="Server=tdms-sql\\TDMS;Database=TherapyData;User Id=tdg_service;Password={p};" />
""", [p]


@sec
def service_mode():
    p = pin(g.pick([4, 5, 6]))
    return "name-context", f"""Biomed note, station 7 (5008S): the technician service-mode code is {p}. Calibrate the conductivity cell after the board swap, then run the T1 test before releasing the machine.
""", [p]


@sec
def device_gateway_token():
    t = g.s(B62, 48)
    return "name-context", f"""[gateway]
site = unit4-north
upstream = https://machinedata.vendor-cloud.example/api/v2/ingest
device_token = {t}
poll_interval_s = 30
""", [t]


@sec
def nxstage_wpa():
    p = g.pick([phrase(), wordpw()])
    return "name-context", f"""# provisioning for the home-hemo tablet paired with the cycler
network={{
    ssid="HomeHD-{g.r.randint(1000, 9999)}"
    psk="{p}"
    key_mgmt=WPA-PSK
}}
""", [p]


@sec
def sharesource_mail():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""Subject: PD remote monitoring portal access for the home program

Hi Renee, until your own account is approved you can review the PD cycler flowsheets with the shared home-program login:
user: homepd.unit4   password: {p}
Please don't save it in the browser on the nurses' station PC.
""", [p]


@sec
def ro_hmi():
    p = g.pick([legacy(), wordpw()])
    return "name-context", f"""Water room checklist (daily, before first shift)
- RO HMI login: tech / {p}  (Settings > Alarms > acknowledge only, do not change setpoints)
- Total chlorine < 0.1 mg/L at the worker carbon tank, record in the log
- Product water conductivity < 10 µS/cm
""", [p]


@sec
def telegraf_influx():
    t = g.b64(48).rstrip("=")
    return "name-context", f"""[[outputs.influxdb_v2]]
  urls = ["https://influx.water.unit4.local:8086"]
  token = "{t}"
  organization = "dialysis-water"
  bucket = "ro_loop"

[[inputs.modbus]]
  name = "ro_skid"
  controller = "tcp://10.60.1.20:502"
""", [t]


@sec
def mqtt_pub():
    p = urlpw()
    return "structural", f"""mosquitto_pub -h mqtt.water.unit4.local -p 8883 --cafile ca.crt -u ro-skid -P {p} -t water/loop/conductivity -m '{{"uS_cm": 4.2}}'
""", [p]


@sec
def pagerduty_water():
    k = hex32()
    return "name-context", f"""# page the biomed on-call if the loop conductivity alarm trips
PD_ROUTING_KEY = "{k}"
pdpyras.EventsAPISession(PD_ROUTING_KEY).trigger("RO loop conductivity high", source="ro-skid-1")
""", [k]


@sec
def okta_ssws():
    t = "00" + g.s(URLSAFE, 40)
    return "structural", f"""curl -s -H "Authorization: SSWS {t}" -H "Accept: application/json" \\
  "https://patients-portal.okta.com/api/v1/users?search=profile.mrn+eq+%22{g.r.randint(100000, 999999)}%22"
""", [t]


@sec
def auth0_secret():
    s = g.s(URLSAFE, 64)
    return "name-context", f"""AUTH0_DOMAIN=mykidneycare.us.auth0.com
AUTH0_CLIENT_ID={g.s(B62, 32)}
AUTH0_CLIENT_SECRET={s}
AUTH0_AUDIENCE=https://api.mykidneycare.example
""", [s]


@sec
def portal_cookie():
    s = g.s(URLSAFE, 43)
    return "structural", f"""GET /api/me/treatments?limit=12 HTTP/2
Host: portal.mykidneycare.example
Cookie: portal_session={s}; lang=en
User-Agent: MyKidneyCare/3.9 (iPhone; iOS 18.1)
""", [s]


@sec
def twilio_reminders():
    t = hex32()
    return "name-context", f"""client = Client("AC{g.hexs(32)}", "{t}")
client.messages.create(to=patient.phone, from_="+1312555{g.r.randint(1000, 9999)}",
                       body="Reminder: your dialysis chair time tomorrow is 05:30.")
""", [t]


@sec
def roundtrip_key():
    k = g.s(B62, 40)
    return "name-context", f"""# transport-scheduler settings.py
ROUNDTRIP = {{
    "base_url": "https://api.roundtriphealth.com/v1",
    "api_key": "{k}",
    "default_level_of_service": "ambulatory",
}}
""", [k]


@sec
def modivcare_login():
    p = g.pick([wordpw(), legacy()])
    return "name-context", f"""Transport desk hand-over: standing rides for the MWF 05:30 chair go through the Medicaid broker's facility portal.
Login unit4.transport / {p}. Thursday cancellations must be in by noon Wednesday.
""", [p]


@sec
def uber_health():
    s = g.s(URLSAFE, 40)
    return "name-context", f"""const uberHealth = {{
  clientId: '{g.s(URLSAFE, 32)}',
  clientSecret: '{s}',
  scope: 'health',
}};
""", [s]


@sec
def lyft_bearer():
    t = g.s(URLSAFE, 56)
    return "structural", f"""POST /v1/rides HTTP/1.1
Host: api.lyft.com
Authorization: Bearer {t}
Content-Type: application/json

{{"ride_type": "lyft", "origin": {{"lat": 41.88, "lng": -87.63}}, "destination": {{"lat": 41.90, "lng": -87.65, "address": "Unit 4 Dialysis"}}}}
""", [t]


@sec
def eqrs_harp():
    p = g.pick([wordpw(), urlpw(), phrase()])
    return "name-context", f"""#!/bin/bash
# monthly EQRS batch (ESRD clinical data) upload
HARP_USER=unit4.qa
HARP_PASS='{p}'
./eqrs-batch --user "$HARP_USER" --password "$HARP_PASS" --file out/eqrs_2026_11.xml
""", [p]


@sec
def availity_sftp():
    p = g.pick([legacy(), urlpw()])
    return "name-context", f"""[availity]
host = sftp.availity.com
user = unit4dialysis
password = {p}
outbound = /SendFiles/837I
""", [p]


@sec
def de_chat():
    p = g.pick([wordpw(["Dialyse", "Niere", "Shunt", "Filter"]), legacy()])
    return "name-context", f"""Hi Tobias, das Passwort für das Dialyse-Dokumentationssystem auf dem Stationsrechner ist {p}. Bitte nach der Nachtschicht ändern.
""", [p]


@sec
def fr_mail():
    p = g.pick([wordpw(), phrase()])
    return "name-context", f"""Bonjour Élise,
Le mot de passe du logiciel de dialyse pour les remplaçants de décembre est {p}.
Merci de le changer à la première connexion. — Cadre de santé, centre d'hémodialyse
""", [p]


@sec
def es_chat():
    p = g.pick([wordpw(), legacy()])
    t = pin(4)
    return "name-context", f"""Buenos días, la contraseña de Nefrosoft para las enfermeras nuevas es {p} y el código de la sala de agua es {t}.
""", [p, t]


@sec
def it_ticket():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""Ticket {g.r.randint(10000, 99999)}: il monitor del posto 3 non invia i dati alla cartella clinica.
Ho riconfigurato il gateway con l'utente tecnico, password {p}. Da verificare domani col fornitore.
""", [p]


@sec
def ja_chat():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""透析支援システムの管理者パスワードは {p} です。夜勤明けに必ず変更してください。
""", [p]


@sec
def nl_chat():
    p = g.pick([wordpw(), legacy()])
    return "name-context", f"""Het wachtwoord van het waterbehandelingspaneel in de dialyseafdeling is {p}; alleen voor de technische dienst.
""", [p]


@sec
def pt_chat():
    p = g.pick([wordpw(), legacy(), phrase()])
    return "name-context", f"""Gente, a senha do sistema de agendamento do transporte dos pacientes de hemodiálise agora é {p}. Não mandem no grupo geral.
""", [p]


@sec
def tr_chat():
    p = g.pick([wordpw(), legacy()])
    return "name-context", f"""Merhaba, diyaliz ünitesindeki hasta takip sisteminin şifresi {p}. Lütfen kimseyle paylaşmayın.
""", [p]


@sec
def hook_read_env():
    k = g.s(B62, 40)
    p = urlpw()
    content = (f"ROUNDTRIP_API_KEY={k}\nTDMS_SQL=Server=tdms-sql;Database=TherapyData;User Id=tdg;Password={p};\n"
               "UNIT=unit4-north\n")
    return "name-context", hook_read("/opt/transport-scheduler/.env", content), [k, p]


@sec
def hook_sqlcmd():
    p = g.pick([urlpw(), legacy()])
    return "structural", hook_bash(
        f"sqlcmd -S tdms-sql -U tdg_report -P {p} -d TherapyData -Q \"SELECT TOP 3 MachineSerial, UfVolumeMl FROM Treatments ORDER BY EndTime DESC\"",
        "MachineSerial  UfVolumeMl\n-------------  ----------\n6008-" + str(g.r.randint(10000, 99999)) + "     2400\n(3 rows affected)\n"), [p]


@sec
def hook_psql():
    p = urlpw()
    return "structural", hook_bash(f"psql postgresql://portal:{p}@portal-db.internal/portal -c '\\dt'",
                                   "            List of relations\n Schema |     Name      | Type  | Owner\n--------+---------------+-------+-------\n public | appointments  | table | portal\n"), [p]


@sec
def k8s_secret():
    raw = urlpw()
    b = base64.b64encode(raw.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: mirth-db
type: Opaque
data:
  username: bWlydGg=
  password: {b}
""", [b]


@sec
def tf_default():
    p = urlpw()
    return "name-context", f"""variable "portal_db_password" {{
  type    = string
  default = "{p}"
}}
""", [p]


@sec
def traceback_dsn():
    p = urlpw()
    return "structural", f"""ERROR [transport.sync] ride sync failed
Traceback (most recent call last):
  File "/app/transport/sync.py", line 57, in run
    with psycopg.connect("host=10.70.2.5 dbname=rides user=rides password={p}") as conn:
psycopg.OperationalError: connection failed: FATAL:  too many connections for role "rides"
""", [p]


@sec
def hapi_tls():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""// HL7 over MLLP/TLS to the hospital's engine
HapiContext ctx = new DefaultHapiContext();
ctx.setSocketFactory(new CustomCertificateTlsSocketFactory("JKS", "/etc/hl7/client.jks", "{p}"));
Connection conn = ctx.newClient("hl7.hospital.example", 6661, true);
""", [p]


@sec
def ps_cred():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""$sec = ConvertTo-SecureString "{p}" -AsPlainText -Force
$cred = [pscredential]::new("UNIT4\\svc-tdms", $sec)
Restart-Service -Name TherapyDataGateway -ComputerName tdg01 -Credential $cred
""", [p]


@sec
def notebook():
    p = urlpw()
    src = f'engine = sqlalchemy.create_engine(\\"mssql+pyodbc://analyst:{p}@tdms-sql/TherapyData?driver=ODBC+Driver+18+for+SQL+Server\\")\\nktv = pd.read_sql(\\"select * from vw_monthly_ktv\\", engine)'
    return "structural", '{"cells": [{"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [], "source": ["' + src + '"]}], "nbformat": 4, "nbformat_minor": 5}', [p]


@sec
def jwt_log():
    j = g.jwt()
    return "self-identifying", f"""[2026-12-04 05:12:09] portal-api INFO GET /v2/patients/me/labs 200 12ms authorization="Bearer {j}"
""", [j]


@sec
def chlorine_pin():
    p = pin(4)
    return "name-context", f"""Chlorine analyzer (CL17) web page: settings are locked with PIN {p}. Only biomed may change the alarm limit.
""", [p]


@sec
def portal_ticket():
    p = g.pick([wordpw(), legacy()])
    return "name-context", f"""SN-{g.r.randint(100000, 999999)} Patient portal: admin console locked after 5 attempts.
Unlocked portal-admin and set temp pw {p} — user must change on login. Root cause: expired password policy.
""", [p]


@sec
def diff_secret():
    s = g.s(B62, 40)
    return "name-context", f"""diff --git a/transport/config.toml b/transport/config.toml
--- a/transport/config.toml
+++ b/transport/config.toml
@@ -8,2 +8,2 @@ provider = "uber_health"
-client_secret = "${{UBER_HEALTH_SECRET}}"
+client_secret = "{s}"
""", [s]


@sec
def spring_props():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""spring.datasource.url=jdbc:sqlserver://emr-bridge-sql:1433;databaseName=Nephro
spring.datasource.username=emr_bridge
spring.datasource.password={p}
""", [p]


@sec
def snmp_comm():
    p = g.pick([legacy(), g.s(LOW + DIG, 10)])
    return "name-context", f"""! machine network switch, dialysis floor VLAN 60
snmp-server community {p} RW 20
snmp-server location Unit4-North-Treatment-Floor
""", [p]


@sec
def efax_key():
    k = g.s(B62, 32)
    return "name-context", f"""# referrals from nephrology offices arrive by fax
EFAX_USER_ID={g.r.randint(10**9, 10**10)}
EFAX_API_KEY={k}
""", [k]


@sec
def eprescribe_p12():
    p = g.pick([phrase(), wordpw()])
    return "name-context", f"""EPCS signing cert for the medical director: epcs_{g.r.randint(1000, 9999)}.p12, import password {p}. Keep it on the FIPS token only.
""", [p]


@sec
def lab_basic():
    b = basic("unit4", g.s(B62, 20))
    return "structural", f"""2026-12-04 02:00:14 DEBUG urllib3.connectionpool https://results.dialysislab.example:443 "POST /hl7/v2/orders HTTP/1.1" 200 312
2026-12-04 02:00:14 DEBUG send: headers={{'Authorization': 'Basic {b}', 'Content-Type': 'x-application/hl7-v2+er7'}}
""", [b]


@sec
def ipsec_psk():
    p = g.pick([phrase(), g.s(B62, 32)])
    return "name-context", f"""# /etc/ipsec.secrets -- site-to-site to the hospital for the EMR interfaces
203.0.113.14 198.51.100.7 : PSK "{p}"
""", [p]


@sec
def self_id_cfg():
    label, tok, mark = g.self_identifying()
    return "self-identifying", f"""# deploy/secrets.auto.tfvars  (portal)
{label}_credential = "{tok}"
""", [mark]


@sec
def self_id_chat():
    label, tok, mark = g.self_identifying()
    return "self-identifying", f"""> can someone check why the water-alarm notifier is failing? it uses {tok}
> ({label}) — probably revoked when we offboarded the contractor
""", [mark]


@sec
def aws_video():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""export AWS_ACCESS_KEY_ID={a}
export AWS_SECRET_ACCESS_KEY={s}
aws s3 sync ./water_logs s3://unit4-water-logs/2026/ --sse aws:kms
""", [a, s]


@sec
def sendgrid_py():
    k = g.sendgrid()
    return "self-identifying", f"""sg = SendGridAPIClient("{k}")
sg.send(Mail(from_email="noreply@mykidneycare.example", to_emails=patient.email, subject="Your monthly labs are ready"))
""", [k]


@sec
def csharp_const():
    k = g.s(B62, 32)
    return "name-context", f"""internal static class TransportApi
{{
    public const string BaseUrl = "https://api.roundtriphealth.com/v1/";
    public const string ApiKey = "{k}";
}}
""", [k]


@sec
def vnc_water():
    p = g.pick([legacy(), pin(6)])
    return "name-context", f"""Remote access to the water treatment PC (for the vendor): VNC 10.60.1.30:5900, password {p}. Disable after the visit.
""", [p]


@sec
def azure_secret():
    s = g.azure_client_secret()
    return "self-identifying", f"""{{
  "AzureAd": {{
    "TenantId": "{g.uuid()}",
    "ClientId": "{g.uuid()}",
    "ClientSecret": "{s}"
  }}
}}
""", [s]


@sec
def smtp_url():
    p = urlpw()
    return "structural", f"""ALERT_SMTP=smtps://water-alerts%40unit4.example:{p}@smtp.gmail.com:465
""", [p]


@sec
def chair_kiosk():
    p = pin(g.pick([4, 6]))
    return "name-context", f"""Lobby check-in kiosk: staff exit PIN {p} (long-press the logo). Patients weigh in at the scale after check-in.
""", [p]


@sec
def mirth_channel_js():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""// Mirth channel TDMS_ORU_OUT, destination transformer
var dbConn = DatabaseConnectionFactory.createDatabaseConnection('net.sourceforge.jtds.jdbc.Driver',
    'jdbc:jtds:sqlserver://emr-bridge-sql:1433/Nephro', 'mirth_writer', '{p}');
""", [p]


# ---------------------------------------------------------------- clean texts
@cln
def c_hl7():
    mrn = c.r.randint(1000000, 9999999)
    return f"""MSH|^~\\&|TDMS|UNIT4|EPIC|HOSP|20261204051200||ORU^R01|{c.r.randint(10**9, 10**10)}|P|2.5.1
PID|1||{mrn}^^^HOSP^MR||DOE^JANE||19580412|F
OBR|1|{c.r.randint(10**6, 10**7)}||TREAT^Hemodialysis treatment
OBX|1|NM|KTV^spKt/V||1.{c.r.randint(20, 80)}||||||F
OBX|2|NM|UF^Ultrafiltration volume^L||{c.r.randint(10, 40) / 10}|L|||||F
"""


@cln
def c_treatment_json():
    return json.dumps({"treatment_id": c.uuid(), "machine_serial": f"6008-{c.r.randint(10000, 99999)}", "station": c.r.randint(1, 24),
                       "qb_ml_min": c.pick([300, 350, 400]), "qd_ml_min": 500, "uf_goal_ml": c.r.randint(1000, 4000),
                       "dialysate_conductivity_mS_cm": round(13.5 + c.r.random(), 2), "alarms": [], "firmware_sha256": c.sha256()}, indent=2)


@cln
def c_water_log():
    return f"""Date       Shift  TotalCl(mg/L)  Conductivity(uS/cm)  Hardness  Strip lot     Initials
2026-12-0{c.r.randint(1, 4)}  AM     <0.1           {c.r.randint(2, 9)}.{c.r.randint(0, 9)}                  0 gpg     {c.s(UPPER + DIG, 8)}      RK
AAMI/ISO 23500 limit: total chlorine 0.1 mg/L; product water conductivity alarm 10 uS/cm
"""


@cln
def c_env_example():
    return """# .env.example
ROUNDTRIP_API_KEY=<your-roundtrip-key>
TDMS_SQL=Server=tdms-sql;Database=TherapyData;User Id=tdg;Password=<password>;
AUTH0_CLIENT_SECRET=
MQTT_PASSWORD=changeme
"""


@cln
def c_env_read():
    return """var cs = Environment.GetEnvironmentVariable("TDMS_SQL")
         ?? throw new InvalidOperationException("TDMS_SQL not configured");
var apiKey = Environment.GetEnvironmentVariable("ROUNDTRIP_API_KEY");
"""


@cln
def c_env_read_py():
    return """redox_secret = os.environ["REDOX_SECRET"]  # set by the interface team, never in git
client_secret = os.getenv("CERNER_CLIENT_SECRET")
"""


@cln
def c_prose_en():
    return """Please don't write the water room or machine service passwords on the whiteboard. Biomed keeps them in
the password vault; call the on-call tech if you need a setpoint changed. Patients' portal passwords are never
asked for by staff.
"""


@cln
def c_prose_de():
    return """Bitte keine Passwörter für das Dokumentationssystem am Monitor notieren. Zugänge vergibt die IT,
Servicecodes der Dialysegeräte kennt nur die Medizintechnik.
"""


@cln
def c_prose_fr():
    return """Rappel : les mots de passe du logiciel de dialyse sont personnels. Ne les notez pas sur le poste de soins.
"""


@cln
def c_prose_ja():
    return """パスワードを付箋に書いてモニターに貼らないでください。アカウントはシステム管理者が発行します。
"""


@cln
def c_mirth_default():
    return """Fresh Mirth Connect install: log in with the documented default admin/admin, then change it immediately
(Settings > Users). The JDK truststore still uses `-storepass changeit` for importing the hospital CA.
"""


@cln
def c_git_log():
    return "\n".join(f"{c.sha1()[:10]} {m}" for m in [
        "mirth: move DB password to env", "transport: retry Roundtrip 429s", "portal: hash MRN in logs",
        "water: alert on conductivity > 10"]) + "\n"


@cln
def c_secret_ref():
    return """- name: MIRTH_DB_PASSWORD
  valueFrom:
    secretKeyRef: {name: mirth-db, key: password}
"""


@cln
def c_gha():
    return """env:
  AUTH0_CLIENT_SECRET: ${{ secrets.AUTH0_CLIENT_SECRET }}
  PORTAL_DB_URL: ${{ secrets.PORTAL_DB_URL }}
"""


@cln
def c_fhir():
    return json.dumps({"resourceType": "Bundle", "type": "searchset", "entry": [
        {"resource": {"resourceType": "Patient", "id": c.s(B62 + "-.", 32), "identifier": [{"system": "urn:oid:1.2.840.114350.1.13.0.1.7.5.737384.14", "value": str(c.r.randint(10**6, 10**7))}]}},
        {"resource": {"resourceType": "Observation", "id": c.uuid(), "code": {"text": "Kt/V"}, "valueQuantity": {"value": 1.4}}}]}, indent=1)


@cln
def c_trip_json():
    return json.dumps({"trip_id": c.uuid(), "broker_trip_no": f"{c.r.randint(10**7, 10**8)}-A", "pickup": "04:50", "chair_time": "05:30",
                       "level_of_service": "wheelchair", "ride_id": c.uuid(), "status": "scheduled"}, indent=1)


@cln
def c_twilio_ids():
    return f"""reminder batch: 42 sent, first SM{c.hexs(32)}, service MG{c.hexs(32)}, account AC{c.hexs(32)}
"""


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": c.hexs(16), "use": "sig", "alg": "RS384",
                                 "n": c.b64url(256), "e": "AQAB"}]}, indent=1)


@cln
def c_epic_client_id():
    return f"""Epic app registration: client id {c.uuid()} (non-prod), {c.uuid()} (prod).
JWKS URL: https://dialysis.example.org/.well-known/jwks.json. The private key lives in the HSM.
"""


@cln
def c_pubkey():
    body = "\n".join(c.b64(48) for _ in range(6))
    return f"""-----BEGIN PUBLIC KEY-----
{body}
-----END PUBLIC KEY-----
"""


@cln
def c_modbus_map():
    return """| register | meaning | unit |
|---|---|---|
| 40001 | product conductivity | uS/cm x10 |
| 40003 | feed pressure | psi |
| 40010 | total chlorine | mg/L x100 |
| 40020 | alarm word | bitmask |
"""


@cln
def c_eqrs_receipt():
    return f"""EQRS batch submission accepted. Submission ID: {c.uuid()}  Facility CCN: {c.r.randint(10, 99)}{c.r.randint(2300, 2599)}  Records: {c.r.randint(50, 200)}
Checksum (SHA-256): {c.sha256()}
"""


@cln
def c_x12():
    return f"""ISA*00*          *00*          *ZZ*UNIT4DIALYSIS  *ZZ*AVAILITY       *261204*0200*^*00501*{c.r.randint(10**8, 10**9 - 1)}*0*P*:~
GS*HC*UNIT4*AVAILITY*20261204*0200*{c.r.randint(1000, 9999)}*X*005010X223A2~
ST*837*{c.r.randint(1000, 9999)}*005010X223A2~
"""


@cln
def c_csrf():
    return f"""<input type="hidden" name="csrfmiddlewaretoken" value="{c.s(B62, 64)}">
"""


@cln
def c_placeholder_docs():
    return """Token request:

    curl -X POST https://authorization.cerner.com/.../token \\
      -u "<client-id>:<client-secret>" -d "grant_type=client_credentials&scope=system/Observation.read"
"""


@cln
def c_sentry():
    return f"""SENTRY_DSN=https://{c.hexs(32)}@o{c.r.randint(10**5, 10**6)}.ingest.us.sentry.io/{c.r.randint(10**6, 10**7)}
"""


@cln
def c_hcl():
    return """variable "mirth_db_password" {
  type      = string
  sensitive = true
}
"""


@cln
def c_hook_ls():
    return hook_bash("ls /opt/mirthconnect/conf", "dbdrivers.xml\nlog4j2.properties\nmirth.properties\nkeystore.jks\n", c)


@cln
def c_mqtt_env():
    return """mosquitto_sub -h mqtt.water.unit4.local -p 8883 --cafile ca.crt -u ro-skid -P "$MQTT_PASSWORD" -t 'water/#' -v
"""


@cln
def c_firmware():
    return f"""Service bulletin: 5008S software {c.r.randint(4, 5)}.{c.r.randint(0, 9)}{c.r.randint(0, 9)} — package md5 {c.hexs(32)}, sha1 {c.sha1()}
Apply to stations 1–24 after the monthly disinfection.
"""


@cln
def c_schedule():
    return "\n".join(f"Chair {c.r.randint(1, 24):02d}  {c.pick(['MWF', 'TTS'])}  {c.pick(['05:30', '11:00', '16:30'])}  pt {c.s(UPPER, 2)}{c.r.randint(1000, 9999)}  transport {c.pick(['self', 'broker', 'family'])}"
                     for _ in range(5)) + "\n"


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
