"""Blind redaction source "dentalvet": dental and veterinary practice software (practice management systems,
imaging bridges, lab and pharmacy integrations, appointment reminders, insurance clearinghouses).

Written blind by the helper "corpora6" on 2026-12-03 (round 28), without reading memtool's rules or results.
Every value is random and made up. Seeded: rerunning writes dentalvet_secrets.jsonl and dentalvet_clean.jsonl
byte-identically. Uses only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX  # noqa: E402

FAMILY = "dentalvet"
OUT = Path(__file__).resolve().parent
g = Gen(28002)
r = g.r
UPD = string.ascii_uppercase + string.digits


def pw():
    k = r.randint(0, 8)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return r.choice(["Smile", "Molar", "Canine", "Whiskers", "Tabby", "Biscuit", "Enamel", "Floss"]) + str(r.randint(1, 99)) + r.choice(["", "!", "#"])
    if k == 2:
        return r.choice(["dental", "vet", "clinic", "xray", "front", "rx"]) + str(r.randint(100, 9999))
    if k == 3:
        return str(r.randint(1000, 99999999))
    if k == 4:
        return "-".join(r.choice(["crown", "bridge", "collie", "pawprint", "implant", "suture", "lobby", "recall",
                                  "iguana", "bite", "plaque", "kennel"]) for _ in range(r.randint(3, 5)))
    if k == 5:
        return g.s(UPD, 5) + "-" + g.s(UPD, 5) + "-" + g.s(UPD, 5)
    if k == 6:
        return g.hexs(r.choice([24, 32, 48]))
    return g.machine_pw()


def clinic():
    return r.choice(["brightsmile", "northvet", "oakpaws", "lakeside-dental", "riverbend-animal", "cityortho", "happytails"])


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def read_hook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"file": {"filePath": path, "content": content}}})


S = []


def t(f):
    S.append(f)
    return f


@t
def pms_sql():
    p = pw()
    return "structural", (
        f"Server=DENTSRV01\\SQLEXPRESS;Database=PracticeData;User Id=pms_bridge;Password={p};TrustServerCertificate=True"), [p]


@t
def imaging_ini():
    p = pw()
    return "name-context", (
        f"[ImagingBridge]\nSensor=USB-{r.choice(['XIOS','ELITE','RVG'])}-{r.randint(2,6)}\nArchivePath=\\\\DENTSRV01\\Images$\n"
        f"PACSAETitle=DENTPACS\nServicePassword={p}\nAutoImport=1\n"), [p]


@t
def mysql_cli():
    p = pw()
    return "structural", f"$ mysql -h 127.0.0.1 -u root -p{p} opendental -e \"SELECT COUNT(*) FROM appointment WHERE AptDateTime > NOW();\"\n+----------+\n| COUNT(*) |\n+----------+\n|      {r.randint(10,400)} |\n+----------+", [p]


@t
def reminders_env():
    k = g.b64url(30)
    return "name-context", (
        f"REMINDER_PROVIDER=textline\nREMINDER_API_KEY={k}\nREMINDER_SEND_WINDOW=08:00-19:00\nCLINIC_TZ=Europe/Dublin\n"), [k]


@t
def twilio():
    k = g.hexs(32)
    return "name-context", f"sms:\n  account_sid: AC{g.hexs(32)}\n  auth_token: {k}\n  from: \"+1555{r.randint(1000000,9999999)}\"\n  template: \"Hi {{first}}, {{pet}} is due for vaccines at {clinic()}\"\n", [k]


@t
def clearinghouse_sftp():
    p = pw()
    return "structural", (
        f"sftp://sub{r.randint(10000,99999)}:{p}@sftp.claims-exchange.example:22/inbound/837D\n"
        "# 837D dental claims batch drops here nightly at 23:30"), [p]


@t
def clearinghouse_xml():
    p = pw()
    return "name-context", (
        f"<ClearinghouseSettings>\n  <SubmitterId>{r.randint(100000,999999)}</SubmitterId>\n  <LoginId>{clinic()}</LoginId>\n"
        f"  <Password>{p}</Password>\n  <Endpoint>https://edi.claims-exchange.example/soap/v2</Endpoint>\n</ClearinghouseSettings>"), [p]


@t
def lab_api_hook():
    k = "lab_live_" + g.s(B62, 32)
    cmd = f"curl -s https://api.example-dentallab.com/v1/cases?status=shipped -H 'X-Lab-Token: {k}'"
    return "structural", hook(cmd, f'{{"cases":[{{"id":"C-{r.randint(10000,99999)}","type":"zirconia crown","tooth":"{r.randint(11,48)}"}}]}}'), [k]


@t
def vet_pharmacy():
    s = g.b64(32)
    return "name-context", (
        f"pharmacy_integration:\n  vendor: example-vetrx\n  clinic_code: {g.s(UPD,6)}\n  client_id: {g.uuid()}\n  client_secret: {s}\n  autoship: true\n"), [s]


@t
def oauth_curl():
    s = g.s(B62 + "-_", 40)
    return "structural", (
        f"curl -X POST https://auth.example-cloudpms.com/oauth/token -d grant_type=client_credentials -d client_id=vetclinic-{r.randint(100,999)} -d client_secret={s}"), [s]


@t
def dicom_pem():
    block, _ = g.pem(r.choice(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"# dicom-tls key for CBCT upload to the radiology reading service\n{block}\n", [block]


@t
def chat_front_desk():
    p = pw()
    return "name-context", (
        f"Front desk says the x-ray workstation in op {r.randint(1,8)} is locked out again. Local admin on that box is {p}, "
        "please don't change it, the imaging vendor's remote support uses it."), [p]


@t
def ticket_remote():
    p = str(r.randint(100000000, 999999999))
    pa = g.s(string.ascii_lowercase + string.digits, 8)
    return "name-context", (
        f"Ticket #{r.randint(1000,9999)} — Imaging software won't open after Windows update\nRemote session ID: {p}\n"
        f"Password: {pa}\nPreferred time: after 5pm when clinic closes"), [pa]


@t
def traceback():
    p = pw()
    return "structural", (
        "Traceback (most recent call last):\n  File \"recall_export.py\", line 41, in <module>\n"
        f"    engine = create_engine('mssql+pyodbc://recall_ro:{p}@DENTSRV01/PracticeData?driver=ODBC+Driver+18+for+SQL+Server')\n"
        "sqlalchemy.exc.InterfaceError: (pyodbc.InterfaceError) ('28000', \"Login failed for user 'recall_ro'.\")"), [p]


@t
def powershell_backup():
    p = pw()
    return "structural", (
        f"PS C:\\> Invoke-Sqlcmd -ServerInstance 'VETSRV\\AVIMARK' -Username sa -Password '{p}' -Query 'BACKUP DATABASE Clinic TO DISK=''D:\\bak\\clinic.bak'''\n"
        "Processed 48213 pages for database 'Clinic'"), [p]


@t
def aws_s3():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", (
        f"export AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\naws s3 sync D:/Radiographs s3://{clinic()}-imaging-archive/ --sse AES256"), [s]


@t
def stripe():
    k = g.stripe()
    return "self-identifying", f"// online payments for pet boarding deposits\nconst stripe = require('stripe')('{k}');", [k]


@t
def sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"RECALL_EMAIL_PROVIDER=sendgrid\nSENDGRID_API_KEY={k}\nRECALL_FROM=hello@{clinic()}.example\n", [k]


@t
def insurance_eligibility_log():
    k = g.s(B62, 32)
    return "structural", (
        f"2026-11-29 09:{r.randint(10,59)}:03 INFO eligibility GET https://api.example-eligibility.com/v2/coverage?payer=DELTA{r.randint(1,9)}&member={r.randint(100000,999999)}&apikey={k} 200"), [k]


@t
def basic_auth():
    p = pw()
    u = "clinic" + str(r.randint(10, 999))
    enc = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", (
        f"POST /api/labs/orders HTTP/1.1\r\nHost: orders.example-vetlab.com\r\nAuthorization: Basic {enc}\r\nContent-Type: application/json\r\n"), [enc]


@t
def appsettings():
    p = pw()
    return "name-context", read_hook("C:/Program Files/ClinicSync/appsettings.json", json.dumps({
        "ClinicSync": {"PmsHost": "localhost", "PmsPort": 3306, "PmsUser": "sync", "PmsPassword": p, "PollSeconds": 60}}, indent=2)), [p]


@t
def fhir_token():
    j = g.jwt()
    return "self-identifying", f"GET /fhir/Patient?identifier=chart|{r.randint(1000,99999)}\nAuthorization: Bearer {j}\n", [j]


@t
def vnc_pw():
    p = g.s(string.ascii_letters + string.digits, 8)
    return "name-context", f"; UltraVNC on sterilisation-room PC\n[ultravnc]\npasswd_plain={p}\nAllowLoopback=0\n", [p]


@t
def kennel_cam():
    p = pw()
    return "structural", f"kennel_cams:\n  - ward: cats\n    url: rtsp://viewer:{p}@192.168.{r.randint(0,10)}.{r.randint(2,250)}:554/stream1\n", [p]


@t
def hmac_reminder():
    s = g.hexs(64)
    return "name-context", f"# verify delivery receipts from the reminder service\nRECEIPT_WEBHOOK_SECRET = \"{s}\"\n", [s]


@t
def slack_alert():
    k = g.slack()
    return "self-identifying", f"backup_alerts:\n  slack_bot_token: {k}\n  channel: \"#clinic-it\"\n", [k]


@t
def openai_notes():
    k = g.openai()
    return "self-identifying", f"# SOAP note drafting pilot\nOPENAI_API_KEY={k}\nNOTE_MODEL=gpt-4o-mini\n", [k]


def secrets():
    return [S[i % len(S)]() for i in range(250)]


C = []


def c(f):
    C.append(f)
    return f


@c
def c_template():
    return "Server=DENTSRV01\\SQLEXPRESS;Database=PracticeData;User Id=pms_bridge;Password=<password>;TrustServerCertificate=True"


@c
def c_docs():
    return "After installing the imaging bridge, log in with the default account (admin / changeme) and set a new password under Setup > Security."


@c
def c_dicom_uid():
    return f"(0020,000D) StudyInstanceUID: 1.2.840.{r.randint(10000,99999)}.{r.randint(1,9)}.{r.randint(100000,999999)}.{r.randint(1,999)}\n(0008,0060) Modality: IO\n(0010,0020) PatientID: {r.randint(1000,99999)}"


@c
def c_claim():
    return f"CLM*{r.randint(10000,99999)}*{r.randint(80,900)}.00***11:B:1*Y*A*Y*Y~\nSV3*AD:D{r.randint(1000,9999)}*{r.randint(80,900)}.00****1~"


@c
def c_microchip():
    return f"Patient: {r.choice(['Biscuit','Luna','Max','Pepper'])} (canine), microchip {g.s(string.digits,15)}, rabies tag {r.randint(10000,99999)}"


@c
def c_env_ref():
    return "REMINDER_API_KEY=${REMINDER_API_KEY}\nSENDGRID_API_KEY=${SENDGRID_API_KEY:?set in the vault}\nCLINIC_TZ=Europe/Dublin\n"


@c
def c_sha():
    return f"ImagingBridge-Setup-7.{r.randint(0,9)}.{r.randint(0,30)}.msi  SHA256 {g.sha256().upper()}"


@c
def c_git():
    return f"{g.sha1()[:7]} recall: skip deceased patients\n{g.sha1()[:7]} lab: map shade codes A1-D4"


@c
def c_mysql_out():
    return f"$ mysql opendental -e 'SELECT PatNum, LName FROM patient LIMIT 2'\n+--------+--------+\n| PatNum | LName  |\n| {r.randint(1,999)} | Murphy |\n| {r.randint(1,999)} | Byrne |"


@c
def c_hook():
    return hook("Get-Service *Imaging*", "Status   Name               DisplayName\n------   ----               -----------\nRunning  ImagingBridge      Imaging Bridge Service")


@c
def c_masked():
    return "ClearinghouseSettings saved. LoginId=oakpaws Password=******** (stored in Windows Credential Manager)"


@c
def c_base64_thumb():
    return f"{{\"tooth\": 36, \"thumb\": \"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{g.b64(54)}\"}}"


@c
def c_uuid():
    return f"appointment_id: {g.uuid()}\nprovider_id: {g.uuid()}\nop: {r.randint(1,8)}\n"


@c
def c_reminder_text():
    return f"Hi Sarah, Luna is due for her annual vaccines at {clinic()}. Reply C to confirm your appointment on 12/{r.randint(1,28)} at 10:30."


@c
def c_cert_pub():
    return "-----BEGIN CERTIFICATE-----\nMIIB" + g.b64(45) + "\n" + g.b64(45) + "\n-----END CERTIFICATE-----"


@c
def c_policy():
    return "password_min_length: 10\npassword_requires_symbol: true\nlockout_after_attempts: 5\n"


@c
def c_npi():
    return f"Billing provider NPI {r.randint(1000000000,1999999999)}, TIN on file, payer id {r.randint(10000,99999)}"


@c
def c_teamviewer():
    return "If imaging support needs to connect, open TeamViewer and read them the ID shown; never send the password by email."


def clean():
    return [C[i % len(C)]() for i in range(100)]


def write(sec, cl):
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(cl, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write(secrets(), clean())
