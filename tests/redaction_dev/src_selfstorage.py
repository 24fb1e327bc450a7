#!/usr/bin/env python3
"""Blind redaction source "selfstorage" (round 71, helper corpora43): self-storage facilities -- gate keypads and
unit access codes, rental management software, smart locks, online move-in, auction notices.

Seeded and deterministic; imports only the standard library and _tokens. Every value is random and made up.
Run: python3 src_selfstorage.py  (writes selfstorage_secrets.jsonl and selfstorage_clean.jsonl next to this file)
"""
import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, URLSAFE  # noqa: E402

FAM = "selfstorage"
G = Gen(7131)   # secret texts
C = Gen(7132)   # clean texts
R = G.r
CR = C.r
USED: set = set()
CLEAN_BLOB = ""

# ---------------------------------------------------------------- value helpers (secrets)
WORDS = ["Padlock", "Unit", "Climate", "Boxes", "Forklift", "Dolly", "Keypad", "Lockbox", "Storage", "Moving",
         "Cubby", "Attic", "Garage", "Warehouse", "Tenant", "Rollup", "Bay", "Crate", "Pallet", "Shelving"]
PWORDS = ["box", "tape", "dolly", "unit", "gate", "lock", "door", "truck", "crate", "shelf", "cube", "ramp",
          "key", "lien", "moving", "attic", "rent", "vault", "depot", "bin"]
SITES = ["StoreSafe Maple Ave", "CubeSmart-style #214", "Lagerbox Nord", "Trastero Centro", "BoxIt Riverside",
         "SecureSpace 9", "Attic Plus Eastgate", "Garde-Meuble Laval"]


def fresh(fn):
    for _ in range(500):
        v = fn()
        if v not in USED and v not in CLEAN_BLOB:
            USED.add(v)
            return v
    raise RuntimeError("no fresh value")


def v_pw():
    return fresh(G.pw)


def v_word():
    return fresh(lambda: R.choice(WORDS) + str(R.randint(1, 999)) + R.choice("!#$%?*.&"))


def v_urlpw():
    return fresh(lambda: R.choice([lambda: G.s(B62, R.randint(12, 22)),
                                   lambda: R.choice(WORDS) + str(R.randint(10, 999)),
                                   lambda: G.s(string.ascii_lowercase + string.digits, 10)])())


def v_phrase():
    return fresh(lambda: R.choice(["-", ".", "_"]).join(R.sample(PWORDS, 3)) + str(R.randint(1, 99)))


def v_legacy():
    return fresh(lambda: R.choice(["stor", "unit", "site", "mgr", "gate"]) + G.s(string.ascii_lowercase, R.randint(1, 3))
                 + str(R.randint(1, 999)))


def v_pin(n=None):
    n = n or R.choice([4, 5, 6, 6, 7, 8])
    return fresh(lambda: str(R.randint(1, 9)) + G.s(string.digits, n - 1))


def v_key(n=32, alpha=B62):
    return fresh(lambda: G.s(alpha, n))


def v_hex(n=32):
    return fresh(lambda: G.hexs(n))


def v_uuid():
    return fresh(G.uuid)


def v_selfid():
    while True:
        name, tok, mark = G.self_identifying()
        if mark not in USED and mark not in CLEAN_BLOB:
            USED.add(mark)
            return name, tok, mark


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def unit():
    return R.choice("ABCDEFG") + str(R.randint(1, 3)) + f"{R.randint(1, 99):02d}"


def tenant():
    return R.choice(["J. Alvarez", "M. Chen", "R. Okafor", "S. Novak", "L. Moreau", "K. Schmidt", "A. Rossi", "T. Nguyen"])


def hook_bash(cmd, out=""):
    d = {"session_id": G.uuid(), "cwd": "/srv/" + R.choice(["gate-sync", "movein-web", "lien-notices", "sitelink-etl"]),
         "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": cmd},
         "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}
    return json.dumps(d)


def hook_read(path, content):
    d = {"session_id": G.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
         "tool_input": {"file_path": path},
         "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                     "numLines": content.count("\n") + 1}}}
    return json.dumps(d, ensure_ascii=False)


# ---------------------------------------------------------------- secret templates
S = []


def T(fn):
    S.append(fn)
    return fn


@T
def sitelink_soap(i):
    pw = v_pw()
    corp = "C" + G.s(string.ascii_uppercase, 3)
    txt = ("<soap:Body>\n  <MoveIn xmlns=\"http://tempuri.org/CallCenterWs/CallCenterWs\">\n"
           f"    <sCorpCode>{corp}</sCorpCode>\n    <sLocationCode>L{R.randint(1, 999):03d}</sLocationCode>\n"
           f"    <sCorpUserName>api_movein:::{G.s(string.ascii_uppercase, 8)}</sCorpUserName>\n    <sCorpPassword>{pw}</sCorpPassword>\n"
           f"    <iUnitID>{R.randint(10000, 99999)}</iUnitID>\n  </MoveIn>\n</soap:Body>")
    return "name-context", txt, [pw]


@T
def sitelink_py(i):
    pw = v_pw()
    txt = ("from zeep import Client\n\ncli = Client('https://api.smdservers.net/CCWs_3.5/CallCenterWs.asmx?WSDL')\n"
           f"units = cli.service.UnitsInformation_v2(sCorpCode='C{G.s(string.ascii_uppercase, 3)}', sLocationCode='L001',\n"
           f"                                         sCorpUserName='etl', sCorpPassword='{pw}', lngLastTimePolled=0)\n")
    return "name-context", txt, [pw]


@T
def storedge_env(i):
    s = v_key(R.choice([40, 43]), URLSAFE)
    txt = (f"# movein-web/.env.production\nSTOREDGE_BASE=https://api.storedgefms.example/v1\nSTOREDGE_COMPANY_ID={G.uuid()}\n"
           f"STOREDGE_API_SECRET={s}\nRENTAL_HOLD_HOURS=24\n")
    return "name-context", txt, [s]


@T
def rms_bearer(i):
    tok = v_key(R.choice([40, 64]), URLSAFE)
    txt = (f"GET /v2/facilities/{R.randint(100, 999)}/units?status=vacant HTTP/1.1\nHost: api.{R.choice(['storable', 'easystorage', 'yardibreeze'])}.example\n"
           f"Authorization: Bearer {tok}\nAccept: application/json")
    return "structural", txt, [tok]


@T
def gate_code_email(i):
    code = v_pin(R.choice([4, 5, 6, 7]))
    lang = i % 4
    u = unit()
    txt = [
        f"Subject: Welcome to {R.choice(SITES)} -- unit {u}\n\nHi {tenant().split()[1]},\nyour move-in is complete. Your personal gate code is {code}# "
        "(enter it on the keypad at the entrance, then press #). Office hours 9-6.",
        f"Objet : Bienvenue -- casier {u}\n\nBonjour,\nvotre code d'accès au portail est {code}. Il est personnel ; ne le partagez pas.",
        f"Asunto: Bienvenido a Trastero Centro\n\nSu código de acceso a la puerta es {code}. Trastero {u}.",
        f"Betreff: Ihr Lagerabteil {u}\n\nIhr persönlicher Zugangscode für das Tor lautet {code}. Bitte nicht weitergeben.",
    ][lang]
    return "name-context", txt, [code]


@T
def gate_sms(i):
    code = v_pin(R.choice([4, 6]))
    txt = (f"{ts()} sms.out to=+1555{R.randint(1000000, 9999999)} body=\"{R.choice(SITES)}: your gate code is {code}. "
           f"Unit {unit()} is ready. Reply STOP to opt out.\" sid=SM{G.hexs(32)}")
    return "name-context", txt, [code]


@T
def tenant_csv(i):
    codes = [v_pin(R.choice([4, 5, 6])) for _ in range(R.randint(2, 4))]
    rows = "\n".join(f"{unit()},{tenant()},{c},{R.choice(['current', 'current', 'delinquent'])}" for c in codes)
    txt = "unit,tenant,gate_code,status\n" + rows
    return "name-context", txt, codes


@T
def master_code(i):
    p = v_pin(R.choice([4, 6, 8]))
    txt = R.choice([
        f"Manager master code for all keypads (lets you in even in lockout) = {p}. Change after Dave leaves.",
        f"NEVER give the keypad master code {p} to tenants, it bypasses delinquency lockout.",
        f"handover {R.choice(SITES)}: keypad programming/master code {p}; entry keypad is Ch.1, exit is Ch.2",
    ])
    return "name-context", txt, [p]


@T
def storlogix(i):
    pw = v_pw()
    txt = (f"; StorLogix Cloud site bridge\n[Bridge]\nSiteId={R.randint(10000, 99999)}\nSerialPort=COM3\n"
           f"[Cloud]\nUser=site{R.randint(100, 999)}_bridge\nPassword={pw}\nPollSeconds=10\n")
    return "name-context", txt, [pw]


@T
def keypad_api(i):
    k = v_key(32, B62)
    txt = (f"curl -X POST https://{R.choice(['gate', 'access', 'keypad'])}.controlsys.example/api/v3/sites/{R.randint(100, 999)}/access-codes \\\n"
           f"  -H 'X-API-Key: {k}' -H 'content-type: application/json' \\\n  -d '{{\"unit\":\"{unit()}\",\"code\":null,\"generate\":true}}'")
    return "structural", txt, [k]


@T
def gate_sync_py(i):
    k = v_key(R.choice([32, 36]), B62 + "-")
    code = v_pin(R.choice([5, 6]))
    txt = ("# gate_sync.py -- push move-ins from the RMS to the keypad controller\n"
           f"ACCESS_API_KEY = \"{k}\"\n\n"
           "def push(unit, code):\n    ...\n\n"
           f"if __name__ == '__main__':\n    push('{unit()}', '{code}')  # test tenant, remove\n")
    return "name-context", txt, [k, code]


@T
def noke_token(i):
    tok = v_key(R.choice([40, 64]), URLSAFE)
    txt = (f"# noke-bridge/config.yml\nnoke:\n  api_url: https://router.smartentry.example/lock/\n  api_key: {tok}\n"
           f"  facility: {R.randint(1000, 9999)}\n")
    return "name-context", txt, [tok]


@T
def offline_key(i):
    k = v_hex(32)
    cmd = v_hex(R.choice([40, 48]))
    txt = json.dumps({"lock": {"mac": ":".join(G.hexs(2).upper() for _ in range(6)), "unit": unit(),
                               "offlineKey": k, "unlockCmd": cmd, "battery": R.randint(20, 100)}}, indent=2)
    return "name-context", txt, [k, cmd]


@T
def lock_combo(i):
    c = fresh(lambda: "-".join(str(R.randint(0, 39)) for _ in range(3))) if R.random() < .5 else v_pin(4)
    txt = R.choice([
        f"Ticket #{R.randint(10000, 99999)} -- tenant {tenant()} ({unit()}) forgot the combo; she says it's {c}. Please check the overlock before opening.",
        f"Note on account: tenant disc lock combination {c} (given over the phone so the mover can get in Saturday).",
    ])
    return "name-context", txt, [c]


@T
def movein_stripe(i):
    sk = fresh(G.stripe)
    txt = f"STRIPE_SECRET_KEY={sk}\nSTRIPE_PUBLISHABLE_KEY=pk_live_{G.s(B62, 24)}\nAUTOPAY_DEFAULT=true\n"
    return "self-identifying", txt, [sk]


@T
def authnet(i):
    tk = v_key(16, B62)
    txt = (f"<merchantAuthentication>\n  <name>{G.s(B62, 10)}</name>\n  <transactionKey>{tk}</transactionKey>\n</merchantAuthentication>")
    return "name-context", txt, [tk]


@T
def square(i):
    t = fresh(lambda: "EAAA" + G.s(URLSAFE, 60))
    txt = f"square:\n  access_token: {t}\n  location: L{G.s(string.ascii_uppercase + string.digits, 12)}\n"
    return "self-identifying", txt, [t]


@T
def sparefoot(i):
    k = v_key(R.choice([32, 40]), string.ascii_lowercase + string.digits)
    txt = f"{ts()} INFO marketplace sync: GET https://api.sparefoot.example/v2/facilities/{R.randint(1000, 99999)}/reservations?api_key={k}&since=24h -> 200"
    return "structural", txt, [k]


@T
def twilio(i):
    t = v_hex(32)
    txt = f"TWILIO_SID=AC{G.hexs(32)}\nTWILIO_TOKEN={t}\nSMS_FROM=+15550142\n"
    return "name-context", txt, [t]


@T
def selfid_any(i):
    name, tok, mark = v_selfid()
    txt = R.choice([
        f"variables:\n  {name.upper()}_TOKEN: \"{tok}\"\n  SITE: eastgate\n",
        f"$ {name.upper()}_KEY={tok} ./lien-notices send --batch 2026-0{R.randint(1, 9)}",
        f"FYI the {name} key on the move-in site is {tok} -- Jason",
    ])
    return "self-identifying", txt, [mark]


@T
def auction_platform(i):
    s = v_key(R.choice([32, 48]), B62)
    txt = (f"[storagetreasures]\nseller_id = {R.randint(10000, 99999)}\nclient_id = \"{G.uuid()}\"\nclient_secret = \"{s}\"\n"
           "auto_publish_lien_sales = true\n")
    return "name-context", txt, [s]


@T
def auction_login(i):
    pw = v_word()
    txt = (f"Lien sale checklist for {unit()}:\n- notice sent certified + email (day 14)\n- newspaper ad booked\n"
           f"- listing on Lockerfox: login auctions@{R.choice(['storesafe', 'boxit'])}.example / {pw}\n- cut lock only with manager present")
    return "structural", txt, [pw]


@T
def lien_smtp(i):
    pw = v_urlpw()
    txt = f"LIEN_MAILER_URL=smtps://notices%40storesafe.example:{pw}@smtp.mailprovider.example:465"
    return "structural", txt, [pw]


@T
def certified_mail(i):
    k = v_key(R.choice([24, 32]), B62)
    txt = (f"certified-mail:\n  provider: lettrs\n  account: {R.randint(100000, 999999)}\n  api_password: \"{k}\"\n  return_receipt: electronic\n")
    return "name-context", txt, [k]


@T
def cctv_dvr(i):
    pw = v_word() if R.random() < .5 else v_urlpw()
    txt = f"ffplay rtsp://admin:{pw}@10.10.{R.randint(0, 9)}.{R.randint(10, 99)}:554/Streaming/Channels/101  # gate cam"
    return "structural", txt, [pw]


@T
def kiosk(i):
    pw, p = v_pw(), v_pin(6)
    txt = (f"# INSOMNIAC-style rental kiosk, {R.choice(SITES)}\nkiosk.admin.user=siteadmin\nkiosk.admin.password={pw}\n"
           f"kiosk.maintenance.pin={p}\nkiosk.card.reader=ingenico\n")
    return "name-context", txt, [pw, p]


LANG_LINES = {
    "es": ["La contraseña de SiteLink para la tienda es {v}.", "El código maestro del teclado es {v}."],
    "fr": ["Le mot de passe du logiciel de location est {v}.", "Code maître du clavier du portail : {v}"],
    "de": ["Das Passwort für die Mietverwaltung lautet {v}.", "Der Generalcode für das Tor ist {v}."],
    "nl": ["Het wachtwoord voor het huurbeheer is {v}.", "De mastercode van het toegangspaneel is {v}."],
    "ja": ["トランクルーム管理システムのパスワードは {v} です。", "ゲートの暗証番号は {v} です。"],
    "pt": ["A senha do sistema de locação é {v}.", "O código do portão para o cliente é {v}."],
    "sv": ["Lösenordet till hyressystemet är {v}.", "Portkoden för förrådet är {v}."],
    "pl": ["Hasło do systemu najmu to {v}.", "Kod do bramy dla klienta: {v}"],
    "it": ["La password del gestionale è {v}.", "Il codice del cancello per l'inquilino è {v}."],
    "en-au": ["G'day, the storEDGE login is office@boxit.example, pw {v}.", "Gate code for the after-hours mover: {v}"],
}


@T
def chat_lang(i):
    lang = list(LANG_LINES)[i % len(LANG_LINES)]
    k = R.randint(0, 1)
    line = LANG_LINES[lang][k]
    v = v_pin() if k == 1 else R.choice([v_word, v_pw, v_phrase, v_legacy])()
    who = R.choice(["Lucía", "Amélie", "Jonas", "Sanne", "Haruto", "João", "Elin", "Piotr", "Giulia", "Bruce"])
    txt = R.choice([f"[{ts()}] {who}: {line.format(v=v)}",
                    f"{who} <{who.lower().replace('ú', 'u').replace('é', 'e').replace('ã', 'a')}@storage.example> wrote:\n> {line.format(v=v)}\n"])
    return "name-context", txt, [v]


@T
def hook_env(i):
    pw = v_pw()
    k = v_key(32, B62)
    content = f"SITELINK_CORP=C{G.s(string.ascii_uppercase, 3)}\nSITELINK_USER=etl\nSITELINK_PASS={pw}\nACCESS_API_KEY={k}\n"
    return "name-context", hook_read("/srv/gate-sync/.env", content), [pw, k]


@T
def hook_mysql(i):
    pw = v_pw()
    cmd = f"mysql -h rms-replica -u reports -p{pw} rms -e 'select unit, rent, paid_thru from ledger where paid_thru < now() - interval 30 day'"
    return "name-context", hook_bash(cmd, "unit\trent\tpaid_thru\nB214\t129.00\t2026-09-30\n"), [pw]


@T
def compose(i):
    pw = v_urlpw()
    txt = f"  lien-notices:\n    environment:\n      DB_URL: \"mysql://lien:{pw}@rms-replica:3306/rms\"\n"
    return "structural", txt, [pw]


@T
def k8s(i):
    raw = v_pw()
    enc = base64.b64encode(raw.encode()).decode()
    USED.add(enc)
    txt = f"kind: Secret\napiVersion: v1\nmetadata:\n  name: sitelink\ndata:\n  password: {enc}\n"
    return "name-context", txt, [enc]


@T
def hcl(i):
    k = v_key(32, B62)
    txt = f"module \"gate_sync\" {{\n  source        = \"./modules/lambda\"\n  access_api_key = \"{k}\"\n  schedule      = \"rate(5 minutes)\"\n}}\n"
    return "name-context", txt, [k]


@T
def diff_codes(i):
    old, new = v_pin(6), v_pin(6)
    txt = (f"--- a/sites/eastgate.yml\n+++ b/sites/eastgate.yml\n@@ -4,3 +4,3 @@\n keypads:\n   entry: ch1\n"
           f"-  master_code: \"{old}\"\n+  master_code: \"{new}\"\n")
    return "name-context", txt, [old, new]


@T
def notebook(i):
    pw = v_pw()
    cell = {"cell_type": "code", "metadata": {}, "execution_count": 3, "outputs": [],
            "source": ["import sqlalchemy as sa\n", f"eng = sa.create_engine('mssql+pyodbc://occupancy:{pw}@SITELINK-RPT/SiteLink?driver=ODBC+Driver+18+for+SQL+Server')\n"]}
    return "structural", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [pw]


@T
def trace(i):
    k = v_key(32, B62)
    txt = ("Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
           f"  config: {{ url: 'https://api.controlsys.example/api/v3/sites/118/access-codes', headers: {{ 'X-API-Key': '{k}' }} }}")
    return "structural", txt, [k]


@T
def ps(i):
    pw = v_pw()
    txt = f"net user officeadmin {pw} /add\nnet localgroup Administrators officeadmin /add   # front office PC, {R.choice(SITES)}"
    return "name-context", txt, [pw]


@T
def jwt(i):
    j = fresh(lambda: G.jwt(sub=f"tenant-{R.randint(1000, 99999)}"))
    txt = f"{ts()} DEBUG movein-api: refreshing session token={j}"
    return "self-identifying", txt, [j]


@T
def aws(i):
    ak, sk = fresh(G.aws_akid), fresh(G.aws_secret)
    txt = f"[lease-docs]\naws_access_key_id={ak}\naws_secret_access_key={sk}\n"
    return "self-identifying", txt, [ak, sk]


@T
def pem(i):
    block, mark = G.pem(R.choice(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    USED.add(mark)
    return "self-identifying", f"lease e-sign webhook key:\n{block}", [mark]


@T
def basic(i):
    pw = v_pw()
    b = base64.b64encode(f"{R.choice(['gatebridge', 'office'])}:{pw}".encode()).decode()
    USED.add(b)
    txt = f"> POST /api/units/{unit()}/lockout HTTP/1.1\n> Host: rms.example\n> Authorization: Basic {b}\n>\n< HTTP/1.1 204 No Content"
    return "structural", txt, [b]


@T
def table(i):
    a, b, c = v_pin(6), v_word(), v_pin(4)
    txt = ("| Item | Code / password |\n|---|---|\n"
           f"| Keypad master | {a} |\n| SiteLink (site login) | {b} |\n| Office alarm | {c} |\n| Wi-Fi guest | open |\n")
    return "name-context", txt, [a, b, c]


@T
def runbook(i):
    p = v_pin(6)
    txt = (f"If the gate is stuck shut after a power cut: open the controller box (key on the office ring), "
           f"enter {p} on the service keypad, choose 7 (hold open), and call the gate vendor.")
    return "name-context", txt, [p]


@T
def cli(i):
    pw = v_pw()
    txt = f"$ sitelink-export --corp C{G.s(string.ascii_uppercase, 3)} --user etl --password '{pw}' --report rent-roll --out rentroll.csv"
    return "name-context", txt, [pw]


@T
def google(i):
    k = fresh(G.google_api)
    txt = f"GEOCODE_KEY={k}  # server-side: address -> nearest facility for the move-in flow"
    return "self-identifying", txt, [k]


@T
def sendgrid(i):
    k = fresh(G.sendgrid)
    txt = f"$mail = new \\SendGrid('{k}');  // payment reminder e-mails"
    return "self-identifying", txt, [k]


@T
def csharp(i):
    pw = v_pw()
    txt = f"var cs = \"Server=tcp:rms-sql,1433;Database=Storage;User ID=gate_svc;Password={pw};Encrypt=True\";"
    return "structural", txt, [pw]


@T
def java(i):
    k = v_key(24, B62)
    txt = f"private static final String LOCK_API_TOKEN = \"{k}\";"
    return "name-context", txt, [k]


@T
def docusign_like(i):
    s = v_key(R.choice([36, 40]), B62 + "-")
    txt = f"ESIGN_ACCOUNT=storesafe\nESIGN_CLIENT_ID={G.uuid()}\nESIGN_CLIENT_SECRET={s}\n# lease agreements at move-in"
    return "name-context", txt, [s]


@T
def wifi(i):
    psk = v_phrase()
    txt = f"Office Wi-Fi: SSID StoreSafe-Office, WPA2 key {psk} (the kiosk and the gate controller are on it too)"
    return "name-context", txt, [psk]


@T
def slackhook(i):
    u = fresh(G.slack_webhook)
    mark = u.rsplit("/", 1)[1]
    USED.add(mark)
    return "self-identifying", f"GATE_ALERTS_WEBHOOK={u}", [mark]


@T
def url_creds_log(i):
    pw = v_urlpw()
    txt = f"{ts()} ERROR gate-sync: POST https://bridge:{pw}@site{R.randint(100, 999)}.gatecloud.example/api/codes failed: ETIMEDOUT"
    return "structural", txt, [pw]


@T
def temp_code(i):
    code = v_pin(R.choice([6, 7]))
    txt = (f"Mover access: I set a one-day code {code} on the keypad for Two Men & A Van (unit {unit()}), expires tonight 23:59.")
    return "name-context", txt, [code]


@T
def ansible(i):
    pw = v_pw()
    txt = f"gate_controllers:\n  hosts:\n    eastgate-gc:\n      ansible_host: 10.10.0.5\n      gc_admin_password: \"{pw}\"\n"
    return "name-context", txt, [pw]


@T
def yardi(i):
    pw = v_pw()
    txt = (f"<YsiTran>\n  <UserName>breeze_api</UserName>\n  <Password>{pw}</Password>\n  <ServerName>yardi-breeze</ServerName>\n"
           "  <Database>storage_live</Database>\n  <Platform>SQL Server</Platform>\n</YsiTran>")
    return "name-context", txt, [pw]


# ---------------------------------------------------------------- clean templates
K = []


def CT(fn):
    K.append(fn)
    return fn


def cts():
    return f"2026-{CR.randint(1, 11):02d}-{CR.randint(1, 28):02d}T{CR.randint(0, 23):02d}:{CR.randint(0, 59):02d}:{CR.randint(0, 59):02d}"


def cunit():
    return CR.choice("ABCDEFG") + str(CR.randint(1, 3)) + f"{CR.randint(1, 99):02d}"


@CT
def c_rentroll(i):
    return "unit,size,rent,paid_thru,tenant_id\n" + "\n".join(
        f"{cunit()},{CR.choice(['5x5', '5x10', '10x10', '10x20'])},{CR.randint(49, 320)}.00,2026-{CR.randint(1, 12):02d}-{CR.randint(1, 28):02d},{C.uuid()}" for _ in range(5))


@CT
def c_auction(i):
    return (f"NOTICE OF PUBLIC SALE. Pursuant to the self-storage lien law, {CR.choice(SITES)} will sell the contents of unit "
            f"{cunit()} (household goods) on 2026-{CR.randint(1, 12):02d}-{CR.randint(1, 28):02d} at 10:00 via online auction, "
            f"listing #{CR.randint(1000000, 9999999)}. Cash or card; buyer must remove contents within 48 hours.")


@CT
def c_env_example(i):
    return ("SITELINK_CORP=CXXX\nSITELINK_USER=<api user>\nSITELINK_PASS=changeme\nACCESS_API_KEY=${ACCESS_API_KEY}\n"
            "STRIPE_SECRET_KEY=sk_live_...\n")


@CT
def c_env_read(i):
    return CR.choice([
        "api_key = os.environ[\"ACCESS_API_KEY\"]\nresp = requests.post(url, headers={\"X-API-Key\": api_key}, json=payload)",
        "const pw = process.env.SITELINK_PASS; // never log this\n",
        "$tk = getenv('AUTHNET_TRANSACTION_KEY');\n",
    ])


@CT
def c_gate_log(i):
    return "\n".join(f"{cts()} keypad=entry unit={cunit()} result={CR.choice(['GRANTED', 'GRANTED', 'DENIED_DELINQUENT', 'DENIED_HOURS'])} code=****** event={C.hexs(12)}"
                     for _ in range(CR.randint(3, 6)))


@CT
def c_lock_events(i):
    return json.dumps([{"lock_mac": ":".join(C.hexs(2).upper() for _ in range(6)), "unit": cunit(), "event": CR.choice(["unlock", "lock", "low_battery"]),
                        "at": cts(), "event_id": C.uuid(), "firmware": f"3.{CR.randint(0, 9)}.{CR.randint(0, 20)}"} for _ in range(3)], indent=1)


@CT
def c_prose(i):
    return CR.choice([
        "Gate codes are generated by the RMS at move-in and sent to the tenant only. Staff should never write a code in a ticket.",
        "If a tenant forgets their gate code, verify ID and reset it in the software; do not read the old one out.",
        "Los códigos de acceso se generan automáticamente; nunca los escribas en el chat.",
        "Les codes d'accès sont personnels : ne jamais les envoyer par e-mail.",
        "Zugangscodes werden vom System vergeben und nur dem Mieter mitgeteilt.",
        "暗証番号はお客様本人にのみお伝えください。",
        "The keypad master code changes every quarter; district managers receive it by phone.",
    ])


@CT
def c_placeholder(i):
    return CR.choice([
        "curl -H 'X-API-Key: <YOUR_API_KEY>' https://api.controlsys.example/api/v3/sites/{siteId}/access-codes",
        "sitelink-export --password \"$SITELINK_PASS\" --report rent-roll",
        "Your gate code is {{ tenant.gate_code }}. Welcome to {{ site.name }}!",
        "<sCorpPassword>{password}</sCorpPassword>",
    ])


@CT
def c_default(i):
    return CR.choice([
        "keytool -import -alias gatecloud -file gatecloud.cer -keystore cacerts -storepass changeit",
        "Out of the box the keypad's programming code is the one printed in the installation manual; step 1 of commissioning is to change it.",
    ])


@CT
def c_gitlog(i):
    return "\n".join(f"{C.sha1()[:10]} {CR.choice(['gate-sync: retry on 429', 'movein: add insurance step', 'lien: 14-day notice template', 'chore: deps'])}" for _ in range(5))


@CT
def c_sha(i):
    return "\n".join(f"sha256:{C.sha256()}  {n}" for n in ["keypad-fw-4.2.bin", "kiosk-2026.11.apk", "bridge-1.8.msi"])


@CT
def c_pk(i):
    return f"<div id=\"movein\" data-stripe-key=\"pk_live_{C.s(B62, 24)}\" data-facility=\"{CR.randint(100, 999)}\"></div>"


@CT
def c_sentry(i):
    return f"dsn: https://{C.hexs(32)}@o{CR.randint(10000, 999999)}.ingest.sentry.io/{CR.randint(100000, 9999999)}"


@CT
def c_gha(i):
    return "env:\n  SITELINK_PASS: ${{ secrets.SITELINK_PASS }}\n  ACCESS_API_KEY: ${{ secrets.ACCESS_API_KEY }}\n"


@CT
def c_k8sref(i):
    return f"envFrom:\n  - secretRef:\n      name: sitelink\nimage: registry.example/gate-sync@sha256:{C.sha256()}"


@CT
def c_hook_ls(i):
    return json.dumps({"session_id": C.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": "ls config"}, "tool_response": {"stdout": "sites\nsites.example.yml\n.env.example\n", "stderr": "", "interrupted": False}})


@CT
def c_sshpub(i):
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{C.s(B62 + '+/', 43)} ops@gate-bridge"


@CT
def c_pubkey(i):
    return "-----BEGIN PUBLIC KEY-----\n" + C.b64(48) + "\n" + C.b64(24) + "\n-----END PUBLIC KEY-----"


@CT
def c_oauth_hdr(i):
    return (f"Authorization: OAuth oauth_consumer_key=\"{C.s(B62, 25)}\", oauth_nonce=\"{C.s(B62, 32)}\", oauth_signature_method=\"HMAC-SHA1\", "
            f"oauth_timestamp=\"{1764000000 + CR.randint(0, 9999999)}\", oauth_version=\"1.0\", oauth_signature=\"{C.b64(20).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}\"")


@CT
def c_movein_json(i):
    return json.dumps({"reservation": {"id": f"RSV-{CR.randint(100000, 999999)}", "unit": cunit(), "move_in": cts()[:10],
                                       "tenant_id": C.uuid(), "lease_doc_sha256": C.sha256(), "confirmation": C.s(string.ascii_uppercase + string.digits, 8)}}, indent=2)


@CT
def c_payment(i):
    return f"payment ok: pi_{C.s(B62, 24)} amount=12900 unit={cunit()} card=visa ****{CR.randint(1000, 9999)} auth={C.s(string.ascii_uppercase + string.digits, 6)}"


@CT
def c_twilio_sid(i):
    return f"reminder SMS queued: sid=SM{C.hexs(32)} account=AC{C.hexs(32)} (body redacted by template)"


@CT
def c_masked(i):
    return CR.choice([
        f"{cts()} INFO sitelink: MoveIn ok corp=CXXX user=etl password=*** unit={cunit()}",
        f"{cts()} WARN gate: master code used at entry keypad (code hidden)",
        f"{cts()} DEBUG noke: unlock unit={cunit()} key=[REDACTED]",
    ])


@CT
def c_b64(i):
    return f"{{\"unit_photo\": \"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{C.b64(60)}\"}}"


@CT
def c_occupancy(i):
    return f"Occupancy {cts()[:10]}: {CR.randint(70, 98)}.{CR.randint(0, 9)}% ({CR.randint(300, 700)} units), vacant list hash {C.hexs(40)}"


@CT
def c_tf(i):
    return "variable \"access_api_key\" {\n  type      = string\n  sensitive = true\n}\n"


@CT
def c_compose_ref(i):
    return "environment:\n  DB_URL: \"mysql://lien:${LIEN_DB_PASSWORD}@rms-replica:3306/rms\"\n"


@CT
def c_unit_map(i):
    return json.dumps({"building": CR.choice("ABC"), "floor": CR.randint(1, 3), "units": [
        {"id": cunit(), "door": CR.choice(["rollup", "swing"]), "sensor": "DS-" + C.hexs(8).upper(), "lock": CR.choice(["disc", "smart"])} for _ in range(3)]})


@CT
def c_authnet_login(i):
    return "AUTHNET_API_LOGIN_ID=" + C.s(B62, 10) + "\nAUTHNET_TRANSACTION_KEY=${AUTHNET_TRANSACTION_KEY}\n"


def build_clean():
    return [K[i % len(K)](i) for i in range(100)]


def build_secrets():
    return [S[i % len(S)](i) for i in range(250)]


def main():
    global CLEAN_BLOB
    clean = build_clean()
    CLEAN_BLOB = "\n".join(clean)
    secrets = build_secrets()
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, txt, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in txt, (n, v)
                assert v not in CLEAN_BLOB, (n, v)
            f.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": txt, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, txt in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": txt}, ensure_ascii=False) + "\n")
    by = {}
    for cls, _, vals in secrets:
        r, v = by.get(cls, (0, 0))
        by[cls] = (r + 1, v + len(vals))
    print(FAM, "secrets", len(secrets), "values", sum(len(v) for _, _, v in secrets), "clean", len(clean),
          "distinct clean", len(set(clean)), by)


if __name__ == "__main__":
    main()
