"""Blind round 61 source "optometry" (helper corpora33): optometry and eyewear."""
FAMILY = "optometry"
SEED = 61303
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


# ---------------------------------------------------------------- optometry
W = ["retina", "cornea", "myopia", "progressive", "bifocal", "phoropter", "lensometer", "fundus", "macula", "iris",
     "optic", "acuity", "snellen", "toric", "varifocal", "brille", "lunettes", "occhiali", "gafas", "oculus"]
PRACT = ["clearview-optometry", "brightsight", "eyecare-partners-12", "lakeside-vision", "optik-schmidt",
         "vista-optica", "city-eye-clinic", "framesdirect-shop"]
USERS = ["frontdesk", "dr_nguyen", "optician2", "labsync", "billing", "svc_forum", "octadmin", "eligibility",
         "mpatel", "hkoenig", "tech1", "shopadmin"]


def pr():
    return r.choice(PRACT)


def u():
    return r.choice(USERS)


def npi():
    return "1" + pin(9)


def s_visionweb():
    pw = anypw(W)
    t = f"""[VisionWeb]
AccountNumber={r.randint(100000, 999999)}
UserName={u()}
Password={pw}
Endpoint=https://ws.visionweb.com/OrderService.svc
"""
    return "name-context", t, [pw]


def s_labsoap():
    pw = anypw(W)
    t = f"""<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <soapenv:Header><wsse:Security><wsse:UsernameToken>
    <wsse:Username>{pr()}-lab</wsse:Username>
    <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{pw}</wsse:Password>
  </wsse:UsernameToken></wsse:Security></soapenv:Header>
  <soapenv:Body><SubmitRxOrder><Rx><OD sph="-2.25" cyl="-0.75" axis="180"/><OS sph="-2.00" cyl="-0.50" axis="175"/></Rx></SubmitRxOrder></soapenv:Body>
</soapenv:Envelope>"""
    return "structural", t, [pw]


def s_dvi_lms():
    pw = anypw(W)
    t = f"""# DVI lab management — VCA host (tracer/edger jobs)
[vca]
listen = 0.0.0.0:{r.choice([1071, 1072, 1200])}
[database]
server = dvi-sql01
user = dvi
pwd = {pw}
"""
    return "name-context", t, [pw]


def s_hoya():
    k = g.s(B62, 32)
    t = f"""curl -X POST https://api.hoyailink.example/v1/orders \\
  -H "Ocp-Apim-Subscription-Key: {k}" -H "Content-Type: application/json" \\
  -d @order-{r.randint(10000, 99999)}.json"""
    return "structural", t, [k]


def s_zeiss_visustore():
    sec = g.uuid()
    t = f"""zeiss:
  visustore:
    client_id: {pr()}-ecp
    client_secret: {sec}
    customer_no: {r.randint(100000, 999999)}"""
    return "name-context", t, [sec]


def s_essilor_ftp():
    pw = anypw(W)
    t = f"""winscp.com /command "open ftps://{pr()}:{pw}@orders.essilor-lab.example/ -implicit" "put C:\\OMA\\*.oma /incoming/" "exit\""""
    return "structural", t, [pw]


def s_revolution():
    k = g.s(B62, 48)
    t = f"""# revolutionehr_sync.py
REV_API_KEY = "{k}"
REV_PRACTICE = "{pr()}"
resp = requests.get("https://api.revolutionehr.example/v1/appointments", headers={{"X-API-KEY": REV_API_KEY}})"""
    return "name-context", t, [k]


def s_officemate():
    pw = anypw(W)
    t = f"""Server=OMSRV\\OFFICEMATE;Database=OMATE;User Id=sa;Password={pw};TrustServerCertificate=True"""
    pre = r.choice(["OfficeMate / ExamWRITER DB, from the old IT guy's notes:\n", "appsettings → ConnectionStrings:OfficeMate = ", ""])
    return "structural", pre + t, [pw]


def s_compulink():
    pw = anypw(W)
    t = f"""Compulink workstation install — {pr()}
Server path \\\\CLSRV\\CLWIN   SQL instance CLSQL   sa password: {pw}
Remember to add the phoropter interface (COM3)."""
    return "name-context", t, [pw]


def s_crystalpm():
    pw = anypw(W)
    t = f"""Hi Dr. Ellis, your Crystal PM cloud login is set up: username {u()}, temporary password {pw}. You'll be asked to change it on first login."""
    return "structural", t, [pw]


def s_forum_dicom():
    pw = anypw(W)
    t = f"""# ZEISS FORUM — DICOM storage commitment from the OCT
AE Title: FORUM_ARCHIVE   Port: 104
Admin console: https://forum.{pr()}.local/admin  user {u()}  pw {pw}
Modality: CIRRUS_5000 (AE CIRRUS01)"""
    return "name-context", t, [pw]


def s_pacs_url():
    pw = anypw(W)
    t = f"""DICOMWEB_URL=https://{u()}:{pw}@pacs.{pr()}.local/dicom-web
DICOMWEB_AET=OPTOS_DAYTONA"""
    return "structural", t, [pw]


def s_optos():
    pw = anypw(W)
    t = f"""<OptosAdvance>
  <Database server="OPTOS-SRV" name="OptosAdvance" user="optosadm" password="{pw}"/>
  <Export path="\\\\NAS\\Retina\\Exports" format="DICOM"/>
</OptosAdvance>"""
    return "name-context", t, [pw]


def s_eyeart():
    k = g.s(B62, 40)
    t = f"""import requests
EYENUK_KEY = "{k}"
r = requests.post("https://api.eyenuk.example/v2/analyses", headers={{"Authorization": f"Token {{EYENUK_KEY}}"}},
                  files={{"od": open("od.jpg", "rb"), "os": open("os.jpg", "rb")}})"""
    return "name-context", t, [k]


def s_topcon():
    pw = anypw(W)
    t = f"""Topcon Harmony: Service account HARMONY\\svc_harmony / {pw} — used by IMAGEnet 6 workstations for the image share."""
    return "structural", t, [pw]


def s_x12_270():
    pw = g.s(UPPER + DIG, 10)
    t = f"""ISA*00*          *01*{pw}*ZZ*{g.s(UPPER + DIG, 9)}      *ZZ*VSPVISION      *260{r.randint(101, 928)}*1{r.randint(100, 559)}*^*00501*{pin(9)}*0*P*:~
GS*HS*{g.s(UPPER + DIG, 9)}*VSP*20260301*1200*1*X*005010X279A1~
ST*270*0001*005010X279A1~
NM1*IL*1*DOE*JANE****MI*{pin(11)}~"""
    return "structural", t, [pw]


def s_availity():
    sec = g.s(B62, 32)
    t = f"""AVAILITY_CLIENT_ID={g.uuid()}
AVAILITY_CLIENT_SECRET={sec}
AVAILITY_SCOPE=hipaa"""
    return "name-context", t, [sec]


def s_pverify():
    sec = g.s(B62, 30)
    t = f"""curl -X POST https://api.pverify.com/Token \\
  -d "Client_Id={g.uuid()}&Client_Secret={sec}&grant_type=client_credentials\""""
    return "structural", t, [sec]


def s_eyefinity():
    pw = anypw(W)
    t = f"""# eligibility bot (Playwright) for eyefinity.com
await page.fill("#username", "{u()}")
await page.fill("#password", "{pw}")
await page.click("text=Sign In")"""
    return "name-context", t, [pw]


def s_eyemed():
    pw = anypw(W)
    t = f"""EyeMed provider portal — {pr()}
| portal     | user        | password |
|------------|-------------|----------|
| EyeMed     | {u()}     | {pw} |
| Davis      | see vault   | —        |"""
    return "structural", t, [pw]


def s_shopify():
    k = g.shopify()
    t = f"""SHOPIFY_STORE={pr()}.myshopify.com
SHOPIFY_ADMIN_API_ACCESS_TOKEN={k}"""
    return "self-identifying", t, [k]


def s_magento():
    k = g.s(LOW + DIG, 32)
    t = f"""curl -s -H "Authorization: Bearer {k}" "https://shop.{pr()}.com/rest/V1/products?searchCriteria[pageSize]=20" """
    return "structural", t, [k]


def s_fittingbox():
    k = g.s(B62, 40)
    t = f"""// server/vto.ts — virtual try-on frame catalog upload (server side only)
const FITTINGBOX_SECRET_KEY = "{k}";"""
    return "name-context", t, [k]


def s_klaviyo():
    k = "pk_" + g.hexs(34)
    t = f"""KLAVIYO_PRIVATE_API_KEY={k}
KLAVIYO_PUBLIC_SITE_ID={g.s(UPPER + DIG, 6)}"""
    return "name-context", t, [k]


def s_stripe():
    k = g.stripe()
    t = f"""Stripe::setApiKey('{k}');   // contact lens subscriptions"""
    return "self-identifying", t, [k]


def s_fax():
    k = g.s(LOW + DIG, 40)
    s = g.s(LOW + DIG, 40)
    t = f"""# Rx verification faxes to prescribers (FCLCA)
PHAXIO_API_KEY={k}
PHAXIO_API_SECRET={s}"""
    return "name-context", t, [k, s]


def s_twilio():
    tok = g.hexs(32)
    t = f"""const client = twilio("AC{g.hexs(32)}", "{tok}"); // recall SMS: "time for your annual eye exam\""""
    return "name-context", t, [tok]


def s_weave():
    k = g.s(B62, 40)
    t = f"""weave:
  location_id: {g.uuid()}
  api_token: "{k}"
  recall_days: 365"""
    return "name-context", t, [k]


def s_db_url():
    pw = anypw(W)
    t = f"""DATABASE_URL=postgresql://eyeshop:{pw}@db.{pr()}.internal:5432/shop"""
    return "structural", t, [pw]


def s_hook_bash():
    pw = anypw(W)
    cmd = r.choice([
        f"storescu -aec FORUM_ARCHIVE pacs.local 104 scan.dcm && curl -u octadmin:{pw} https://forum.local/api/studies",
        f"mysql -u magento -p'{pw}' -h db.shop magento -e 'select sku from catalog_product_entity limit 3'",
        f"smbclient //OPTOS-SRV/Retina -U svc_optos%{pw} -c 'ls'",
    ])
    return "structural", hook(cmd), [pw]


def s_hook_read():
    sec = g.s(B62, 32)
    pw = anypw(W)
    content = f"LAB_USER=labsync\nLAB_PASSWORD={pw}\nAVAILITY_CLIENT_SECRET={sec}\nNPI={npi()}\n"
    return "name-context", hook_read(f"/srv/{pr()}/.env", content), [pw, sec]


def s_hook_write():
    k = g.s(B62, 40)
    content = f"export const config = {{\n  visionweb: {{ user: 'labsync' }},\n  revApiKey: '{k}',\n}};\n"
    return "name-context", hook_write("src/config.ts", content), [k]


def s_chat_es():
    pw = anypw(W)
    t = f"""Hola Lucía, la contraseña del portal del laboratorio de lentes es {pw}. Con eso puedes ver el estado de los pedidos de progresivos."""
    return "name-context", t, [pw]


def s_chat_fr():
    pw = anypw(W)
    t = f"""Bonjour Sophie, pour le rétinographe : le compte administrateur est {u()}, mot de passe {pw}. Les images sont exportées vers le PACS le soir."""
    return "structural", t, [pw]


def s_chat_de():
    pw = anypw(W)
    t = f"""Hallo Frau Koenig, der Zugang zum Glasbestellportal ist jetzt eingerichtet: Kundennummer {r.randint(100000, 999999)}, Passwort {pw}."""
    return "name-context", t, [pw]


def s_chat_pt():
    pw = anypw(W)
    t = f"""Oi Ana, a senha do sistema da ótica (receitas e ordens de serviço) é {pw}. O login é {u()}."""
    return "name-context", t, [pw]


def s_chat_it():
    p = pin(r.choice([4, 6]))
    t = f"""Ciao Giulia, il PIN dell'autorefrattometro per entrare in modalità servizio è {p}."""
    return "name-context", t, [p]


def s_chat_nl():
    pw = anypw(W)
    t = f"""Hoi Daan, het wachtwoord van de OCT-werkplek (beheerdersaccount) is {pw}. Niet op een briefje plakken graag."""
    return "name-context", t, [pw]


def s_chat_ja():
    pw = anypw(W)
    t = f"""眼底カメラの管理者パスワードは {pw} です。レンズ発注システムとは別です。"""
    return "name-context", t, [pw]


def s_chat_zh():
    pw = anypw(W)
    t = f"""眼镜店后台（网店）管理员账号：{u()}，密码：{pw}，请登录后修改。"""
    return "structural", t, [pw]


def s_email():
    pw = anypw(W)
    k = g.s(B62, 32)
    t = f"""Subject: handover: lab ordering + online store

Hi Mark,
- VisionWeb: user labsync / {pw}
- The frames feed for the online store uses the supplier's API token {k}.
- Everything else is in Bitwarden.
Rita"""
    return "name-context", t, [pw, k]


def s_diff():
    old = anypw(W)
    new = anypw(W)
    t = f"""--- a/docker-compose.yml
+++ b/docker-compose.yml
@@ -8,7 +8,7 @@ services:
   orthanc:
     image: orthancteam/orthanc
     environment:
-      ORTHANC__REGISTERED_USERS: '{{"retina": "{old}"}}'
+      ORTHANC__REGISTERED_USERS: '{{"retina": "{new}"}}'"""
    return "name-context", t, [old, new]


def s_trace():
    pw = anypw(W)
    t = f"""ERROR [LabOrderWorker] 2026-02-1{r.randint(0, 9)} 08:4{r.randint(0, 9)}:12 submit failed
java.sql.SQLException: Access denied for user 'lms'@'10.0.4.{r.randint(2, 99)}' (using password: YES)
\tat com.mysql.cj.jdbc.ConnectionImpl.<init>(ConnectionImpl.java:448)
\turl=jdbc:mysql://lms-db:3306/lab?user=lms&password={pw}"""
    return "structural", t, [pw]


def s_basic():
    pw = anypw(W)
    b = basic("eligibility", pw)
    t = f"""POST /eligibility/v1/check HTTP/1.1
Host: gateway.{pr()}.com
Authorization: Basic {b}
Content-Type: application/json"""
    return "structural", t, [b]


def s_jwt():
    j = g.jwt()
    t = f"""[patient-portal] GET /api/rx/latest 200 — token={j}"""
    return "self-identifying", t, [j]


def s_aws():
    ak = g.aws_akid()
    sk = g.aws_secret()
    t = f"""AWS_ACCESS_KEY_ID={ak}
AWS_SECRET_ACCESS_KEY={sk}
RETINA_BUCKET={pr()}-fundus-archive"""
    return "self-identifying", t, [ak, sk]


def s_azure_blob():
    k = g.b64(64)
    t = f"""DefaultEndpointsProtocol=https;AccountName={pr().replace('-', '')[:20]};AccountKey={k};EndpointSuffix=core.windows.net"""
    return "structural", t, [k]


def s_pem():
    block, line = g.pem()
    t = f"""# Surescripts / eRx client key for the EHR bridge
{block}"""
    return "self-identifying", t, [line]


def s_terraform():
    pw = anypw(W)
    t = f"""module "ehr_db" {{
  source          = "./modules/rds"
  master_username = "ehradmin"
  master_password = "{pw}"
}}"""
    return "name-context", t, [pw]


def s_notebook():
    pw = anypw(W)
    t = json.dumps({"cells": [{"cell_type": "code", "source": [
        "from sqlalchemy import create_engine\n",
        f"eng = create_engine('mssql+pyodbc://report:{pw}@OMSRV/OMATE?driver=ODBC+Driver+18+for+SQL+Server')\n",
        "pd.read_sql('select ExamDate, Provider from Exams', eng).tail()"], "outputs": []}], "nbformat": 4}, indent=1)
    return "structural", t, [pw]


def s_ps():
    pw = anypw(W)
    t = f"""net use R: \\\\TOPCON-SRV\\IMAGEnet /user:CLINIC\\svc_imagenet {pw} /persistent:yes"""
    return "structural", t, [pw]


def s_github():
    tok = g.gitlab()
    t = f"""git clone https://oauth2:{tok}@gitlab.{pr()}.com/web/eyewear-shop.git"""
    return "self-identifying", t, [tok]


def s_sendgrid():
    k = g.sendgrid()
    t = f"""# order shipped / Rx expiring emails
sendgrid_api_key = "{k}\""""
    return "self-identifying", t, [k]


def s_ticket():
    pw = anypw(W)
    t = f"""OPT-{r.randint(100, 999)} — lensometer (NIDEK LM-7) not sending to the EHR
Checked: LAN interface on, IP 10.1.2.{r.randint(20, 99)}, the bridge service runs as .\\lmbridge (password {pw}). Logs show no connection."""
    return "name-context", t, [pw]


def s_wifi():
    pw = phrase(W)
    t = f"""Guest Wi-Fi: {pr()}-guest (open).  Staff Wi-Fi: {pr()}-staff / WPA2 key: {pw}"""
    return "name-context", t, [pw]


def s_toml():
    k = g.s(B62, 32)
    t = f"""[frames_feed]
supplier = "luxottica"
endpoint = "https://feeds.supplier.example/v3"
api_secret = "{k}"
"""
    return "name-context", t, [k]


SEC_T = [s_visionweb, s_labsoap, s_dvi_lms, s_hoya, s_zeiss_visustore, s_essilor_ftp, s_revolution, s_officemate,
         s_compulink, s_crystalpm, s_forum_dicom, s_pacs_url, s_optos, s_eyeart, s_topcon, s_x12_270, s_availity,
         s_pverify, s_eyefinity, s_eyemed, s_shopify, s_magento, s_fittingbox, s_klaviyo, s_stripe, s_fax, s_twilio,
         s_weave, s_db_url, s_hook_bash, s_hook_read, s_hook_write, s_chat_es, s_chat_fr, s_chat_de, s_chat_pt,
         s_chat_it, s_chat_nl, s_chat_ja, s_chat_zh, s_email, s_diff, s_trace, s_basic, s_jwt, s_aws, s_azure_blob,
         s_pem, s_terraform, s_notebook, s_ps, s_github, s_sendgrid, s_ticket, s_wifi, s_toml]


# ---------------------------------------------------------------- clean
def c_rx():
    return f"""Rx {r.randint(100000, 999999)}  NPI {npi()}  exp 2027-0{r.randint(1, 9)}-01
OD  SPH {r.choice(['-1.25', '-2.50', '+0.75'])}  CYL {r.choice(['-0.50', '-0.75', 'DS'])}  AXIS {r.randint(1, 180):03d}  ADD +2.00
OS  SPH {r.choice(['-1.00', '-2.25', '+1.00'])}  CYL -0.25  AXIS {r.randint(1, 180):03d}  ADD +2.00
PD 63/60   Seg ht 18"""


def c_oma():
    return f"""REQ=FIL
JOB={r.randint(10000, 99999)}
DO=B
LNAM={r.choice(['VARILUX X', 'HOYALUX iD', 'ZEISS SMARTLIFE'])}
HBOX=52.10;52.10
VBOX=38.40;38.40
DBL=18.0
TRCFMT=1;400;E;R;F
R={';'.join(str(r.randint(2400, 2700)) for _ in range(10))}"""


def c_dicom():
    return f"""(0008,0016) SOP Class UID        1.2.840.10008.5.1.4.1.1.77.1.5.1
(0008,0018) SOP Instance UID     1.2.276.0.75.2.2.{r.randint(10, 99)}.{pin(12)}.{pin(6)}
(0008,0060) Modality             OP
(0010,0020) Patient ID           {g.s(UPPER + DIG, 8)}
(0020,000D) Study Instance UID   1.2.826.0.1.{pin(10)}.{pin(8)}"""


def c_271():
    return f"""ISA*00*          *00*          *ZZ*VSPVISION      *ZZ*{g.s(UPPER + DIG, 9)}      *260301*1200*^*00501*{pin(9)}*0*P*:~
ST*271*0001*005010X279A1~
EB*1*IND*AL*VIS~
MSG*EXAM ELIGIBLE 2026-03-15, FRAMES ALLOWANCE 150.00~"""


def c_env_example():
    return """# .env.example
VISIONWEB_PASSWORD=
AVAILITY_CLIENT_SECRET=<from the Availity developer portal>
SHOPIFY_ADMIN_API_ACCESS_TOKEN=shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
PHAXIO_API_SECRET=${PHAXIO_API_SECRET}
ORTHANC_PASSWORD=changeme"""


def c_env_code():
    return r.choice([
        """secret = os.environ["AVAILITY_CLIENT_SECRET"]  # never commit it
token = get_token(os.environ["AVAILITY_CLIENT_ID"], secret)""",
        """$pw = $env:VISIONWEB_PASSWORD
if (-not $pw) { throw "VISIONWEB_PASSWORD missing" }""",
        """String key = System.getenv("EYENUK_API_KEY");
Objects.requireNonNull(key, "EYENUK_API_KEY");""",
    ])


def c_k8s():
    return """          env:
            - name: ORTHANC__REGISTERED_USERS
              valueFrom:
                secretKeyRef: {name: orthanc, key: users-json}
            - name: DB_PASSWORD
              valueFrom: {secretKeyRef: {name: ehr-db, key: password}}"""


def c_gha():
    return """      - name: Deploy shop theme
        run: shopify theme push --store ${{ vars.SHOP }} --password ${{ secrets.SHOPIFY_CLI_THEME_TOKEN }}"""


def c_prose():
    return r.choice([
        "HIPAA note: never paste patient names or portal passwords into tickets; use the MRN and the vault link.",
        "Die Passwörter für die Glasbestellung liegen im Passwort-Safe der Praxis.",
        "Les identifiants du portail mutuelle sont dans le coffre, pas dans le cahier d'accueil.",
        "La contraseña del laboratorio está en el gestor de contraseñas.",
        "Rotate the Klaviyo private key if it was ever in the theme; the public site id is fine in the storefront.",
        "予約システムのパスワードはチャットに書かないでください。",
    ])


def c_klaviyo_public():
    return f"""<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id={g.s(UPPER + DIG, 6)}"></script>
<script>Stripe("pk_live_{g.s(B62, 24)}");</script>"""


def c_shop_order():
    return json.dumps({"id": r.randint(10**12, 10**13), "name": f"#{r.randint(1000, 9999)}", "financial_status": "paid",
                       "line_items": [{"sku": f"RB{pin(4)}-{r.randint(50, 58)}", "title": "Wayfarer frame", "properties": [{"name": "rx_id", "value": g.uuid()}]}],
                       "token": g.hexs(32), "checkout_token": g.hexs(32)})


def c_hashes():
    return f"""{g.sha256()}  OptosAdvance-4.{r.randint(0, 9)}.msi
{g.sha256()}  IMAGEnet6-update.zip
{g.sha1()}  forum-plugin.jar"""


def c_ssh():
    return f"ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{g.s(B62 + '+/', 90)}= labsync@dvi"


def c_cert():
    return "# lab ordering TLS cert (public)\n-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----"


def c_hook_clean():
    return hook(r.choice(["npm run build", "pytest -k eligibility", "dcmdump scan.dcm | head -20", "git log -3 --oneline"]))


def c_oct_result():
    return json.dumps({"study_uid": f"1.2.276.0.75.2.{pin(10)}", "rnfl_avg_um": r.randint(80, 110), "cup_disc": round(r.uniform(.2, .7), 2),
                       "device_serial": g.s(UPPER + DIG, 10), "analysis_id": g.uuid(), "image_sha256": g.sha256()})


def c_sql():
    return f"""SELECT e.exam_id, e.patient_mrn, i.payer, i.member_id, i.group_no
FROM exams e JOIN insurance i ON i.patient_id = e.patient_id
WHERE e.exam_date >= '2026-01-01' AND i.payer = 'VSP' AND e.provider_npi = '{npi()}';"""


def c_chat_clean():
    return r.choice([
        f"Lab says job {r.randint(10000, 99999)} is in surfacing, ETA Thursday.",
        "Hola, el pedido de lentes progresivos llega el jueves.",
        "Bonjour, la patiente de 14h a annulé, le rétinographe est libre.",
        f"Optos did {r.randint(10, 40)} captures today, all uploaded to FORUM.",
    ])


def c_docs():
    return """## Availity API
Exchange your client id and secret for a token:
    curl -X POST https://api.availity.com/availity/v1/token -d "client_id=<CLIENT_ID>&client_secret=<CLIENT_SECRET>&grant_type=client_credentials&scope=hpe"
Tokens expire after 5 minutes."""


def c_b64():
    return f"""{{"exam": "{g.uuid()}", "fundus_thumb": "data:image/png;base64,{g.b64(120)}"}}"""


def c_vault():
    return """data "azurerm_key_vault_secret" "visionweb" {
  name         = "visionweb-password"
  key_vault_id = azurerm_key_vault.clinic.id
}"""


def c_jwks():
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": g.uuid(), "x": g.b64url(32), "y": g.b64url(32), "use": "sig"}]})


def c_lockfile():
    return f"""orthanc-python==4.{r.randint(0, 3)} \\
    --hash=sha256:{g.sha256()} \\
    --hash=sha256:{g.sha256()}"""


def c_claim():
    return f"""CLM*{g.s(UPPER + DIG, 12)}*{r.randint(80, 400)}.00***11:B:1*Y*A*Y*Y~
SV1*HC:92014*{r.randint(80, 200)}.00*UN*1***1~
SV1*HC:V2020*{r.randint(40, 150)}.00*UN*1***1~"""


CLEAN_T = [c_rx, c_oma, c_dicom, c_271, c_env_example, c_env_code, c_k8s, c_gha, c_prose, c_klaviyo_public,
           c_shop_order, c_hashes, c_ssh, c_cert, c_hook_clean, c_oct_result, c_sql, c_chat_clean, c_docs, c_b64,
           c_vault, c_jwks, c_lockfile, c_claim]

if __name__ == "__main__":
    run(SEC_T, CLEAN_T)
