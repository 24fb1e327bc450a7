#!/usr/bin/env python3
"""Blind round 60, source "childcare": childcare and early education software.

Daycare management apps, parent portals, check-in kiosks, subsidy and billing integrations. Written blind by the
helper "corpora32" (session 25). Seeded and deterministic; imports only the standard library and _tokens.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "childcare"
g = Gen(60101)
r = g.r
SI, NC, ST = "self-identifying", "name-context", "structural"
SECRET_T: list = []
CLEAN_T: list = []


def S(f):
    SECRET_T.append(f)
    return f


def C(f):
    CLEAN_T.append(f)
    return f


# ---------------------------------------------------------------- value helpers
WORDS = ["crayon", "teddy", "sandbox", "puddle", "giraffe", "rainbow", "muffin", "sunbeam", "acorn", "ladybug",
         "pebble", "duckling", "bluebird", "jelly", "marble", "tulip", "otter", "pinecone", "kite", "button"]


def pin(n=None):
    n = n or r.choice([4, 4, 4, 6, 5])
    return str(r.randint(1, 9)) + "".join(r.choice(string.digits) for _ in range(n - 1))


def word_pw():
    w = r.choice(WORDS)
    w = w.capitalize() if r.random() < .6 else w
    return w + str(r.randint(1, 2026)) + r.choice(["", "!", "#", "$", "*", ".", "?"])


def phrase():
    sep = r.choice(["-", ".", "_"])
    return sep.join(r.sample(WORDS, r.choice([3, 4]))) + sep + str(r.randint(1, 99))


def legacy():
    return g.s(string.ascii_lowercase, r.randint(4, 6)) + str(r.randint(1, 999))


def hx(n):
    return g.hexs(n)


def b62(n):
    return g.s(B62, n)


def any_pw():
    return r.choice([word_pw, phrase, legacy, g.machine_pw, g.human_pw])()


def authnet_key():
    return g.s(B62, 16)


def fcm_key():
    return "AAAA" + g.s(URLSAFE, 7) + ":APA91b" + g.s(URLSAFE, 134)


def qbo_refresh():
    return "AB11" + str(r.randint(1700000000, 1799999999)) + g.s(B62, 36)


def basic(u, p):
    import base64
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(tool, tinput, resp):
    d = {"session_id": g.uuid(), "transcript_path": f"/home/dev/.claude/projects/-srv-{r.choice(['kidsapp', 'portal', 'kiosk'])}/{g.uuid()}.jsonl",
         "cwd": r.choice(["/srv/kidsapp", "/home/dev/portal", "/opt/kiosk"]), "hook_event_name": "PostToolUse",
         "tool_name": tool, "tool_input": tinput, "tool_response": resp}
    return json.dumps(d, ensure_ascii=False)


CENTERS = ["Little Acorns Early Learning", "Sunbeam Kids Academy", "Kita Regenbogen", "Crèche Les Petits Loups",
           "Bright Start Preschool", "Kinderopvang De Kikker", "Tiny Toes Daycare", "Förskolan Solrosen",
           "Happy Hollow Child Care", "Maple Tree Montessori"]
STAFF = ["m.ortiz", "jpatel", "s.becker", "ana.lima", "kwame.o", "lhansen", "director", "frontdesk", "t.nguyen"]
HOSTS = ["portal.littleacorns.example", "api.sunbeamkids.example", "kiosk01.happyhollow.local", "db.brightstart.internal",
         "billing.tinytoes.example", "10.20.1.15", "192.168.50.10"]


def center():
    return r.choice(CENTERS)


def user():
    return r.choice(STAFF)


def host():
    return r.choice(HOSTS)


# ---------------------------------------------------------------- secret templates
@S
def env_portal():
    k, tw, sg = b62(40), hx(32), g.sendgrid()
    t = (f"# .env  ({center()} parent portal)\nNODE_ENV=production\nPORTAL_BASE_URL=https://{host()}\n"
         f"ROSTER_SYNC_API_KEY={k}\nTWILIO_ACCOUNT_SID=AC{hx(32)}\nTWILIO_AUTH_TOKEN={tw}\n"
         f"SENDGRID_API_KEY={sg}\nSMS_FROM=+1415555{r.randint(1000, 9999)}\n")
    return NC, t, [k, tw, sg]


@S
def authnet_php():
    login, key = g.s(B62, 10), authnet_key()
    t = ("<?php\n// tuition autopay via Authorize.net (CIM profiles per family)\n"
         "$merchantAuthentication = new AnetAPI\\MerchantAuthenticationType();\n"
         f"$merchantAuthentication->setName(\"{login}\");\n"
         f"$merchantAuthentication->setTransactionKey(\"{key}\");\n"
         "$refId = 'tuition-' . time();\n")
    return NC, t, [key]


@S
def authnet_yaml():
    login, key = g.s(B62, 9), authnet_key()
    t = (f"billing:\n  provider: authorize_net\n  sandbox: false\n  api_login_id: {login}\n  transaction_key: \"{key}\"\n"
         f"  late_fee_cents: {r.choice([1500, 2500, 3500])}\n  autopay_day: {r.randint(1, 5)}\n")
    return NC, t, [key]


@S
def stripe_tuition():
    sk = "sk_live_" + b62(r.choice([24, 99]))
    wh = "whsec_" + b62(32)
    t = (f"// tuition checkout (Next.js API route)\nimport Stripe from 'stripe';\n"
         f"const stripe = new Stripe('{sk}', {{ apiVersion: '2024-06-20' }});\n"
         f"const endpointSecret = \"{wh}\"; // TODO move to env before launch\n"
         "export default async function handler(req, res) { /* registration fee + first week */ }\n")
    return SI, t, [sk, wh]


@S
def kiosk_admin_json():
    p = pin(6)
    t = json.dumps({"kioskId": f"KSK-{r.randint(100, 999)}", "center": center(), "mode": "guided-checkin",
                    "adminPasscode": p, "idleTimeoutSec": 90, "allowGuestPickup": False,
                    "printer": {"model": "Brother QL-820NWB", "ip": "10.20.1.44"}}, indent=2, ensure_ascii=False)
    return NC, "kiosk-config.json (iPad, MDM-pushed)\n" + t, [p]


@S
def parent_pin_ticket():
    p = pin(4)
    fam = r.choice(["Okafor", "Schneider", "Lindqvist", "Moreau", "Tanaka", "Alvarez"])
    t = (f"Ticket #{r.randint(20000, 29999)} – Check-in kiosk\nFrom: front desk ({center()})\n\n"
         f"Mrs {fam} forgot her check-in PIN again at drop-off. I reset it in the admin panel to {p} and told her to "
         "change it from the parent app. Can we add a 'forgot PIN' text message flow so we stop doing this by hand?\n")
    return NC, t, [p]


@S
def procare_sql():
    pw = any_pw()
    h = r.choice(["PROCARE-SRV\\SQLEXPRESS", "10.20.1.5\\PROCARE", "OFFICE-PC01\\PROCARE"])
    t = (f"<connectionStrings>\n  <add name=\"ProcareDb\" connectionString=\"Server={h};Database=Procare;"
         f"User Id=pcsync;Password={pw};TrustServerCertificate=True\" providerName=\"System.Data.SqlClient\" />\n"
         "</connectionStrings>\n")
    return ST, t, [pw]


@S
def pg_url_portal():
    pw = g.machine_pw().replace("%", "x").replace("#", "x").replace("+", "x").replace("^", "x").replace("=", "x").replace("/", "x")
    db = r.choice(["enrollment", "kidsapp", "attendance", "subsidy"])
    t = f"DATABASE_URL=postgres://{db}_app:{pw}@{host()}:5432/{db}?sslmode=require\nREDIS_URL=redis://localhost:6379/2\n"
    return ST, t, [pw]


@S
def camera_rtsp():
    pw = r.choice([word_pw, legacy, pin])()
    room = r.choice(["infant-room", "toddler-a", "pre-k", "playground"])
    t = (f"# livestream relay for the parent app (classroom cams)\n"
         f"ffmpeg -rtsp_transport tcp -i \"rtsp://admin:{pw}@10.20.{r.randint(2, 9)}.{r.randint(10, 99)}:554/Streaming/Channels/101\" \\\n"
         f"  -c:v copy -f hls /var/www/streams/{room}/index.m3u8\n")
    return ST, t, [pw]


@S
def fcm_legacy():
    k = fcm_key()
    t = ("# push to parents when a child is checked out\n"
         "curl -s https://fcm.googleapis.com/fcm/send \\\n"
         f"  -H 'Authorization: key={k}' \\\n  -H 'Content-Type: application/json' \\\n"
         "  -d '{\"to\":\"/topics/room-toddler-a\",\"notification\":{\"title\":\"Nap time over\"}}'\n")
    return SI, t, [k]


@S
def apns_p8():
    block, line = g.pem("PRIVATE KEY")
    kid = g.s(UPPER + string.digits, 10)
    t = (f"AuthKey_{kid}.p8 (team {g.s(UPPER + string.digits, 10)}, parent app push)\n{block}\n")
    return SI, t, [line]


@S
def firebase_cfg():
    k = g.google_api()
    t = ("// src/firebase.ts — parent app\nexport const firebaseConfig = {\n"
         f"  apiKey: \"{k}\",\n  authDomain: \"kidlog-{r.randint(100, 999)}.firebaseapp.com\",\n"
         f"  projectId: \"kidlog-{r.randint(100, 999)}\",\n  messagingSenderId: \"{r.randint(10**11, 10**12 - 1)}\",\n}};\n")
    return SI, t, [k]


@S
def checkr_bg():
    k = hx(40)
    t = ("# staff background checks (state licensing requires them before first shift)\n"
         "import requests\n"
         f"CHECKR_KEY = \"{k}\"\n"
         "resp = requests.post('https://api.checkr.com/v1/invitations', auth=(CHECKR_KEY, ''),\n"
         "                     data={'candidate_id': cand, 'package': 'childcare_staff_fbi'})\n")
    return NC, t, [k]


@S
def subsidy_portal_env():
    u, p = f"prov{r.randint(100000, 999999)}", any_pw()
    t = (f"# CCAP subsidy attendance upload (state provider portal, nightly)\nSUBSIDY_PORTAL_URL=https://provider.ccap.state.example/api\n"
         f"SUBSIDY_PROVIDER_ID={u}\nSUBSIDY_PORTAL_PASSWORD={p}\nSUBSIDY_UPLOAD_CRON=\"15 2 * * *\"\n")
    return NC, t, [p]


@S
def subsidy_selenium():
    p = any_pw()
    t = ("# the state portal has no API, so we scrape it\n"
         "driver.get('https://ccms.childcare.state.example/Provider/Login')\n"
         f"driver.find_element(By.ID, 'username').send_keys('{user()}@{center().split()[0].lower()}.org')\n"
         f"driver.find_element(By.ID, 'password').send_keys('{p}')\n"
         "driver.find_element(By.ID, 'btnLogin').click()\n")
    return ST, t, [p]


@S
def famly_graphql():
    tok = g.uuid()
    t = ("POST /graphql HTTP/1.1\nHost: app.famly.co\n"
         f"x-famly-accesstoken: {tok}\nContent-Type: application/json\n\n"
         "{\"query\":\"query Children { children { childId name birthDate } }\"}\n")
    return ST, t, [tok]


@S
def brightwheel_style():
    tok = b62(48)
    t = (f"[2026-11-{r.randint(10, 30)}T07:{r.randint(10, 59)}:02Z] INFO sync.attendance start center={r.randint(1000, 9999)}\n"
         f"[2026-11-{r.randint(10, 30)}T07:{r.randint(10, 59)}:03Z] DEBUG GET https://api.kidsync.example/v2/checkins?since=2026-11-01 "
         f"headers={{'Authorization': 'Bearer {tok}', 'Accept': 'application/json'}}\n"
         "[..] INFO 214 check-ins fetched\n")
    return ST, t, [tok]


@S
def qbo_tokens():
    cs, rt = b62(40), qbo_refresh()
    t = (f"[quickbooks]\nclient_id = AB{b62(48)}\nclient_secret = {cs}\nrealm_id = {r.randint(10**15, 10**16 - 1)}\n"
         f"refresh_token = {rt}\nenvironment = production\n")
    return NC, t, [cs, rt]


@S
def wifi_psk():
    p = r.choice([word_pw, phrase])()
    t = (f"Hand-over note – {center()} office IT\n\n- Staff Wi-Fi: SSID `Staff-{r.randint(1, 9)}`, WPA2 key `{p}` (do NOT give to parents)\n"
         "- Parent Wi-Fi is the open captive portal, no key\n- Kiosk iPads are on the Staff SSID via MDM profile\n")
    return NC, t, [p]


@S
def door_keypad():
    p = pin(r.choice([4, 5, 6]))
    t = (f"#ops-{r.choice(['eastside', 'downtown', 'north'])} (Slack)\n"
         f"{r.choice(['Dana', 'Priya', 'Luis'])}: new staff entrance code from Monday is {p}#, old one dies Sunday night\n"
         "Sam: 👍 will tell the floaters\n")
    return NC, t, [p]


@S
def german_chat():
    p = any_pw()
    t = (f"Hallo zusammen,\n\ndas neue Passwort für den Kita-Verwaltungszugang (Elternbeiträge/Abrechnung) lautet: {p}\n"
         "Bitte nicht an Eltern weitergeben und nicht auf Zettel am Monitor kleben. Die Leitung ändert es monatlich.\n\nViele Grüße\nSabine")
    return NC, t, [p]


@S
def french_mail():
    p = any_pw()
    u = f"creche.{r.choice(['lespetitsloups', 'arcenciel', 'lescoccinelles'])}"
    t = (f"Objet : accès CAF partenaires (déclaration des heures PSU)\n\nBonjour,\n\nVoici les identifiants pour le portail "
         f"CAF partenaires : identifiant {u}, mot de passe {p}. Merci de faire la déclaration mensuelle avant le 10.\n\nCordialement,\nLa directrice")
    return ST, t, [p]


@S
def spanish_chat():
    p = pin(4)
    t = (f"[WhatsApp] Guardería Pequeños Pasos\nCoordinadora: el PIN del kiosco de entrada para las suplentes es {p}. "
         "Si falla, llamad a dirección, no lo apuntéis en la pizarra 🙏\n")
    return NC, t, [p]


@S
def dutch_ticket():
    k = hx(32)
    t = (f"Storing koppeling LRK/KOV: de API-sleutel van de ouderportaal-koppeling is {k}. "
         "Graag vervangen na de test, want hij staat nu ook in de Teams-chat.\n")
    return NC, t, [k]


@S
def swedish_note():
    p = any_pw()
    t = (f"Förskolan Solrosen – överlämning\nInloggning till kommunens barnomsorgsportal (schemaläggning): användare "
         f"{user()}, lösenord: {p}\nByt lösenord efter första inloggningen.\n")
    return ST, t, [p]


@S
def japanese_note():
    p = any_pw()
    t = (f"【引き継ぎ】保育園 登降園システム\n管理画面のログイン: ユーザー名 admin / パスワード {p}\n"
         "※保護者向けアプリの設定は触らないでください。\n")
    return ST, t, [p]


@S
def portuguese_chat():
    p = any_pw()
    t = f"Oi pessoal, a senha do sistema da creche (matrículas e mensalidades) mudou: {p} — não mandem no grupo dos pais!\n"
    return NC, t, [p]


@S
def norwegian_api():
    k = b62(32)
    t = (f"# barnehage-integrasjon (Vigilo-eksport)\nimport os\nBASE = 'https://api.barnehage.example/v1'\n"
         f"API_NOKKEL = '{k}'  # fra leverandøren, gjelder alle avdelinger\n")
    return NC, t, [k]


@S
def hook_cat_env():
    k, pw = b62(40), any_pw()
    out = (f"KIDSAPP_ENV=staging\nATTENDANCE_API_TOKEN={k}\nMYSQL_HOST=db.brightstart.internal\nMYSQL_USER=attend\n"
           f"MYSQL_PASSWORD={pw}\n")
    return NC, hook("Bash", {"command": "cat .env.staging", "description": "Show staging env"},
                    {"stdout": out, "stderr": "", "interrupted": False}), [k, pw]


@S
def hook_read_settings():
    key = authnet_key()
    content = (f"# settings/billing.py\nAUTHNET_LOGIN_ID = \"{g.s(B62, 9)}\"\nAUTHNET_TRANSACTION_KEY = \"{key}\"\n"
               "AUTHNET_SANDBOX = False\n")
    return NC, hook("Read", {"file_path": "/srv/kidsapp/settings/billing.py"},
                    {"type": "text", "file": {"filePath": "/srv/kidsapp/settings/billing.py", "content": content}}), [key]


@S
def hook_curl_basic():
    p = any_pw()
    u = f"{user()}@{r.choice(['sunbeamkids', 'tinytoes', 'mapletree'])}.example"
    cmd = f"curl -su '{u}:{p}' https://api.kidcare-billing.example/v1/families?status=past_due | jq '.[].balance'"
    return ST, hook("Bash", {"command": cmd, "description": "List past-due families"},
                    {"stdout": "\"412.50\"\n\"88.00\"\n", "stderr": ""}), [p]


@S
def diff_secret():
    k = b62(32)
    t = ("diff --git a/config/kiosk.yml b/config/kiosk.yml\n--- a/config/kiosk.yml\n+++ b/config/kiosk.yml\n@@ -3,4 +3,5 @@ kiosk:\n"
         "   checkin_mode: qr_or_pin\n   photo_on_checkin: true\n"
         f"+  signing_secret: {k}\n   offline_queue: /var/lib/kiosk/queue\n")
    return NC, t, [k]


@S
def toml_secret():
    s = hx(64)
    t = (f"[server]\nport = 8080\nsession_secret = \"{s}\"\n\n[features]\nphoto_sharing = true\ndaily_report_pdf = true\n")
    return NC, t, [s]


@S
def properties_file():
    pw = any_pw()
    t = (f"# attendance-bridge.properties\nbridge.center.code=BS-{r.randint(10, 99)}\nspring.datasource.url=jdbc:mysql://{host()}:3306/attendance\n"
         f"spring.datasource.username=bridge\nspring.datasource.password={pw}\nbridge.poll.interval=PT5M\n")
    return NC, t, [pw]


@S
def hcl_tf():
    pw = g.machine_pw().replace("\"", "")
    t = ("resource \"aws_db_instance\" \"enrollment\" {\n  identifier        = \"enrollment-prod\"\n  engine            = \"postgres\"\n"
         f"  username          = \"enroll_admin\"\n  password          = \"{pw}\"\n  allocated_storage = 50\n}}\n")
    return NC, t, [pw]


@S
def aws_keys():
    a, s = g.aws_akid(), g.aws_secret()
    t = (f"[photos-uploader]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-east-2\n"
         "# bucket: daily-photos-prod (classroom photos, parents see them in the feed)\n")
    return SI, t, [a, s]


@S
def github_token():
    tk = r.choice([g.gh_classic, g.gh_fine])()
    t = f"$ git remote set-url origin https://{tk}@github.com/sunbeam-kids/parent-portal.git\n$ git push origin release/2.14\n"
    return SI, t, [tk]


@S
def slack_hook():
    u = g.slack_webhook()
    t = (f"# notify directors when ratio drops below state minimum\nRATIO_ALERT_WEBHOOK = \"{u}\"\n"
         "def alert(room, kids, staff):\n    requests.post(RATIO_ALERT_WEBHOOK, json={'text': f'{room}: {kids} kids / {staff} staff'})\n")
    return SI, t, [u.rsplit("/", 1)[1]]


@S
def jwt_log():
    j = g.jwt()
    t = (f"Traceback (most recent call last):\n  File \"/app/sync/procare_client.py\", line 88, in pull_children\n"
         f"    r.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
         f"https://api.procare.example/children?access_token={j}\n")
    return SI, t, [j]


@S
def smtp_reports():
    p = any_pw()
    t = (f"# daily reports e-mail (photos + naps + meals)\nMAIL_HOST=smtp.office365.com\nMAIL_PORT=587\n"
         f"MAIL_USERNAME=dailyreports@{r.choice(['littleacorns', 'happyhollow'])}.org\nMAIL_PASSWORD=\"{p}\"\n")
    return NC, t, [p]


@S
def cacfp_kidkare():
    p = any_pw()
    t = (f"CACFP meal claims – KidKare sponsor login for the food program upload: sponsor #{r.randint(1000, 9999)}, "
         f"user {user()}, pass {p}. Claim for October is due on the 5th.\n")
    return NC, t, [p]


@S
def headstart_childplus():
    pw = any_pw()
    t = ("# Head Start: export PIR enrolment counts from ChildPlus SQL\n"
         f"sqlcmd -S CHILDPLUS01 -d ChildPlusData -U pir_reader -P '{pw}' -Q \"SELECT ProgramYear, COUNT(*) FROM Enrollment GROUP BY ProgramYear\"\n")
    return ST, t, [pw]


@S
def hmrc_tfc():
    cs = g.uuid()
    t = (f"# Tax-Free Childcare / 30 hours code checks (HMRC childcare service, provider side)\nHMRC_CLIENT_ID={b62(28)}\n"
         f"HMRC_CLIENT_SECRET={cs}\nHMRC_BASE=https://api.service.hmrc.gov.uk\n")
    return NC, t, [cs]


@S
def mysqldump_cmd():
    p = any_pw()
    t = f"$ mysqldump -h {host()} -u backup -p'{p}' attendance > /backups/attendance_$(date +%F).sql\n"
    return ST, t, [p]


@S
def docker_compose():
    p, k = any_pw(), g.b64(32)
    t = ("services:\n  db:\n    image: mariadb:11\n    environment:\n"
         f"      MARIADB_ROOT_PASSWORD: \"{p}\"\n      MARIADB_DATABASE: daycare\n  app:\n    image: ghcr.io/tinytoes/daycare-app:2.3\n"
         f"    environment:\n      - APP_KEY=base64:{k}\n      - DB_HOST=db\n")
    return NC, t, [p, "base64:" + k]


@S
def k8s_secret():
    import base64
    p = any_pw()
    enc = base64.b64encode(p.encode()).decode()
    t = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: subsidy-bridge\ntype: Opaque\ndata:\n"
         f"  PORTAL_PASSWORD: {enc}\n  PORTAL_USER: {base64.b64encode(b'provider_bridge').decode()}\n")
    return NC, t, [enc]


@S
def notebook_cell():
    k = b62(40)
    cell = {"cell_type": "code", "execution_count": r.randint(2, 30), "metadata": {}, "outputs": [],
            "source": ["import pandas as pd\n", "from kidsync import Client\n",
                       f"cli = Client(api_key=\"{k}\")\n", "att = pd.DataFrame(cli.attendance(month='2026-10'))\n",
                       "att.groupby('room').hours.sum()"]}
    return NC, json.dumps(cell, indent=1), [k]


@S
def rails_creds():
    k = hx(128)
    t = (f"$ EDITOR=cat bin/rails credentials:show\nsecret_key_base: {k}\ntuition:\n  gateway: stripe\n")
    return NC, t, [k]


@S
def django_settings():
    k = g.s(string.ascii_lowercase + string.digits + "!@%^&*(-_=+)", 50)
    t = f"# enrollment/settings/prod.py\nDEBUG = False\nALLOWED_HOSTS = ['enroll.mapletree.example']\nSECRET_KEY = '{k}'\n"
    return NC, t, [k]


@S
def openai_reports():
    k = g.openai()
    t = ("# draft the daily report sentence from teacher notes\nfrom openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{k}\")\n")
    return SI, t, [k]


@S
def sms_gateway_query():
    k = hx(32)
    t = (f"GET /sms/send?api_key={k}&to=%2B4479{r.randint(10000000, 99999999)}&msg=Your+child+has+been+collected HTTP/1.1\n"
         "Host: gateway.smsprovider.example\nUser-Agent: KidsApp/3.1\n")
    return ST, t, [k]


@S
def ldap_staff():
    p = any_pw()
    t = (f"ldapsearch -x -H ldaps://dc01.{r.choice(['tinytoes', 'happyhollow'])}.local -D 'CN=svc-kiosk,OU=Service,DC=tt,DC=local' "
         f"-w '{p}' -b 'OU=Staff,DC=tt,DC=local' '(memberOf=CN=Teachers*)' sAMAccountName\n")
    return ST, t, [p]


@S
def biometric_device():
    p = pin(r.choice([4, 6]))
    t = (f"Fingerprint sign-in terminal (ZK-style) at {center()}:\nMenu → Comm → Comm Key = {p}\n"
         "The attendance bridge must use the same comm key or it cannot pull punches.\n")
    return NC, t, [p]


@S
def xml_soap():
    p = any_pw()
    t = ("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">\n <soapenv:Header>\n"
         "  <wsse:Security><wsse:UsernameToken>\n"
         f"   <wsse:Username>PRV{r.randint(10000, 99999)}</wsse:Username>\n   <wsse:Password>{p}</wsse:Password>\n"
         "  </wsse:UsernameToken></wsse:Security>\n </soapenv:Header>\n <soapenv:Body><AttendanceSubmit/></soapenv:Body>\n</soapenv:Envelope>\n")
    return ST, t, [p]


@S
def powershell_sync():
    p = any_pw()
    t = (f"$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\n"
         f"$cred = New-Object System.Management.Automation.PSCredential ('OFFICE\\procare_svc', $pw)\n"
         "Invoke-Command -ComputerName PROCARE-SRV -Credential $cred -ScriptBlock { Restart-Service ProcareSync }\n")
    return NC, t, [p]


@S
def go_client():
    k = b62(36)
    t = ("package lillio\n\nconst (\n\tbaseURL = \"https://api.learningjournal.example/v1\"\n"
         f"\tapiSecret = \"{k}\" // center-level secret, rotate in January\n)\n")
    return NC, t, [k]


@S
def ini_sync():
    p = any_pw()
    t = (f"[tuition_express]\nmerchant_number = {r.randint(10**9, 10**10 - 1)}\nsftp_host = sftp.tuitionexpress.example\n"
         f"sftp_user = center{r.randint(100, 999)}\nsftp_pass = {p}\nbatch_dir = /outbound/ach\n")
    return NC, t, [p]


@S
def mongo_url():
    p = g.s(B62, r.randint(14, 22))
    t = f"MONGO_URI=mongodb+srv://photos:{p}@cluster0.{g.s(string.ascii_lowercase + string.digits, 5)}.mongodb.net/feed?retryWrites=true\n"
    return ST, t, [p]


@S
def basic_header_log():
    p = any_pw()
    b = basic("sync", p)
    t = (f"10.20.1.15 - - [02/Nov/2026:06:58:11 +0000] \"POST /api/subsidy/attendance HTTP/1.1\" 401 62 \"-\" \"python-requests/2.32\"\n"
         f"DEBUG outgoing headers: {{'Authorization': 'Basic {b}', 'Content-Type': 'text/csv'}}\n")
    return ST, t, [b]


@S
def cubbies_locker():
    p = pin(4)
    t = f"Reminder for closing staff: the medication cabinet combo changed to {p}. Log every dose in the app as usual.\n"
    return NC, t, [p]


@S
def italian_mail():
    p = any_pw()
    t = (f"Oggetto: credenziali portale nido comunale\n\nCiao Giulia, per caricare le presenze del nido usa utente "
         f"nido_{r.choice(['girasole', 'arcobaleno'])} e password {p}. Scade a fine mese.\n")
    return ST, t, [p]


@S
def sendgrid_python():
    k = g.sendgrid()
    t = f"sg = SendGridAPIClient('{k}')\nsg.send(Mail(from_email='noreply@sunbeamkids.example', to_emails=parent_email, subject='Invoice'))\n"
    return SI, t, [k]


# ---------------------------------------------------------------- clean templates
@C
def c_env_example():
    return ("# .env.example — copy to .env and fill in\nROSTER_SYNC_API_KEY=<your-key>\nTWILIO_AUTH_TOKEN=\nSENDGRID_API_KEY=changeme\n"
            "SUBSIDY_PORTAL_PASSWORD=${SUBSIDY_PORTAL_PASSWORD}\nDATABASE_URL=postgres://app:password@localhost:5432/kidsapp\n")


@C
def c_attendance_csv():
    rows = ["child_id,room,check_in,check_out,checked_in_by"]
    for _ in range(r.randint(4, 8)):
        rows.append(f"{g.uuid()},{r.choice(['infants', 'toddler-a', 'pre-k'])},07:{r.randint(10, 59)},17:{r.randint(10, 59)},guardian-{r.randint(1000, 9999)}")
    return "\n".join(rows) + "\n"


@C
def c_kiosk_code_env():
    return ("// kiosk reads its passcode from MDM managed config, never from the bundle\n"
            "const passcode = ManagedConfig.get('adminPasscode') ?? process.env.KIOSK_ADMIN_PASSCODE;\n"
            "if (!passcode) throw new Error('kiosk admin passcode not provisioned');\n")


@C
def c_pk_stripe():
    return ("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n"
            f"  const stripe = Stripe('pk_live_{b62(99)}');\n  const elements = stripe.elements();\n</script>\n")


@C
def c_invoice_json():
    return json.dumps({"invoiceId": f"INV-2026-{r.randint(10000, 99999)}", "familyId": g.uuid(),
                       "lines": [{"desc": "Tuition week 45", "amount": 325.00}, {"desc": "Late pickup fee", "amount": 15.00}],
                       "subsidyCredit": 180.50, "checksum": g.sha256(), "status": "open"}, indent=2)


@C
def c_prose_security():
    return ("Security note for directors: never share the kiosk admin passcode over the parent group chat. "
            "If a PIN is exposed, reset it from Admin → Families → Security and the old PIN stops working immediately. "
            "Our API keys live in the vault; ask IT if you need one.\n")


@C
def c_git_log():
    return "\n".join(f"commit {g.sha1()}\nAuthor: {user()} <{user()}@sunbeamkids.example>\n\n    {m}\n"
                     for m in r.sample(["fix ratio alert rounding", "add photo consent flag", "kiosk: offline queue retry",
                                        "subsidy export: CCAP v3 columns", "bump stripe-node"], 3))


@C
def c_sha_lock():
    return "\n".join(f"{p}==\"{v}\" --hash=sha256:{g.sha256()}" for p, v in
                     [("requests", "2.32.3"), ("pandas", "2.2.3"), ("stripe", "11.1.0"), ("twilio", "9.3.7")]) + "\n"


@C
def c_licence_ids():
    return (f"Licensing record\nState licence no.: DC-{r.randint(100000, 999999)}\nCCAP provider id: {r.randint(10**8, 10**9 - 1)}\n"
            f"NPI-like facility number: {r.randint(10**9, 10**10 - 1)}\nCapacity: {r.randint(40, 140)} children, ages 6w–5y\n"
            f"QRIS rating: {r.randint(2, 5)} stars, valid until 2027-0{r.randint(1, 9)}-15\n")


@C
def c_qr_checkin():
    return (f"QR check-in payload (printed on family cards): kc1:{g.uuid()}:{r.randint(1, 6)}\n"
            f"The card only identifies the family; the kiosk still asks for the 4-digit PIN. Card batch {g.hexs(12)}.\n")


@C
def c_hook_ls():
    return hook("Bash", {"command": "ls -la config/", "description": "List config"},
                {"stdout": "-rw-r--r-- 1 dev dev  812 Nov  2 kiosk.yml\n-rw------- 1 dev dev  440 Nov  2 secrets.enc.yaml\n"
                           "-rw-r--r-- 1 dev dev 1302 Nov  2 rooms.yml\n", "stderr": ""})


@C
def c_secretref_k8s():
    return ("env:\n  - name: PORTAL_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: subsidy-bridge\n        key: PORTAL_PASSWORD\n"
            "  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef: {name: billing, key: stripe}\n")


@C
def c_gha():
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
            "      - run: ./deploy.sh\n        env:\n          AUTHNET_TRANSACTION_KEY: ${{ secrets.AUTHNET_TRANSACTION_KEY }}\n"
            "          TWILIO_AUTH_TOKEN: ${{ secrets.TWILIO_AUTH_TOKEN }}\n")


@C
def c_python_env():
    return ("import os\n\nAUTHNET_LOGIN = os.environ['AUTHNET_LOGIN_ID']\nAUTHNET_KEY = os.environ['AUTHNET_TRANSACTION_KEY']\n"
            "SUBSIDY_PW = os.getenv('SUBSIDY_PORTAL_PASSWORD')\nif not SUBSIDY_PW:\n    raise SystemExit('set SUBSIDY_PORTAL_PASSWORD')\n")


@C
def c_daily_report():
    return json.dumps({"childId": g.uuid(), "date": f"2026-11-{r.randint(10, 28)}",
                       "naps": [{"start": "12:40", "end": "14:05"}], "meals": ["oatmeal", "pasta", "apple slices"],
                       "diapers": r.randint(2, 6), "photoIds": [g.hexs(24) for _ in range(3)], "mood": "happy"}, indent=2)


@C
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} deploy@kidsapp-ci\n"


@C
def c_subsidy_export():
    rows = ["case_number,child_ssn_last4,authorized_hours,attended_hours,copay"]
    for _ in range(5):
        rows.append(f"{r.randint(10**9, 10**10 - 1)},{r.randint(1000, 9999)},{r.choice([120, 160, 200])},{r.randint(80, 200)},{r.choice([0, 25, 60])}.00")
    return "CCAP monthly attendance (export, no credentials)\n" + "\n".join(rows) + "\n"


@C
def c_german_prose():
    return ("Liebe Eltern, ab Montag meldet ihr euer Kind über die Kita-App an und ab. Die Zugangsdaten bekommt ihr per Brief; "
            "wir fragen euch nie am Telefon nach eurem Passwort oder eurer PIN.\n")


@C
def c_french_prose():
    return ("Rappel : le code d'accès au portail famille est personnel. En cas d'oubli, cliquez sur « mot de passe oublié » ; "
            "la crèche ne connaît pas votre mot de passe.\n")


@C
def c_japanese_prose():
    return "保護者の皆様へ：登降園アプリのパスワードは園では確認できません。忘れた場合はアプリから再設定してください。\n"


@C
def c_uuid_table():
    return "| room | room_id | lead teacher |\n|---|---|---|\n" + "\n".join(
        f"| {rm} | {g.uuid()} | {user()} |" for rm in ["Infants", "Waddlers", "Toddlers", "Pre-K"]) + "\n"


@C
def c_base64_photo():
    return f"{{\"photo\": {{\"mime\": \"image/jpeg\", \"data\": \"/9j/4AAQSkZJRgABAQ{g.b64(180)}\"}}, \"caption\": \"Painting day\"}}\n"


@C
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS256", "e": "AQAB",
                                  "n": g.b64url(256)}]}, indent=1)


@C
def c_stack_trace():
    return (f"Error: ECONNREFUSED 10.20.1.5:1433\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)\n"
            f"    at ProcareBridge.connect (/srv/bridge/src/procare.ts:41:11)\nrequestId={g.uuid()} center=BS-{r.randint(10, 99)}\n")


@C
def c_password_policy():
    return ("Kiosk PIN policy (v2):\n- 4 to 6 digits, no repeated digit runs (1111) or sequences (1234)\n- 5 wrong attempts lock the family for 15 min\n"
            "- PINs are stored as bcrypt hashes ($2b$12$…), never in plain text\n")


@C
def c_bcrypt_row():
    return f"INSERT INTO guardian_pins (guardian_id, pin_hash) VALUES ('{g.uuid()}', '$2b$12${g.s(B62 + './', 53)}');\n"


@C
def c_oauth_client_id():
    return (f"GOOGLE_OAUTH_CLIENT_ID={r.randint(10**11, 10**12 - 1)}-{g.s(string.ascii_lowercase + string.digits, 32)}.apps.googleusercontent.com\n"
            "GOOGLE_OAUTH_CLIENT_SECRET=${GOOGLE_OAUTH_CLIENT_SECRET}\n")


@C
def c_csrf_form():
    return (f"<form method=\"post\" action=\"/enroll\">\n  <input type=\"hidden\" name=\"csrfmiddlewaretoken\" value=\"{g.s(B62, 64)}\">\n"
            "  <input name=\"child_first_name\"> <input name=\"dob\" type=\"date\">\n</form>\n")


@C
def c_ticket_no_secret():
    return (f"Ticket #{r.randint(20000, 29999)}: Parent cannot log in to the portal. Reset link sent from Admin → Families; "
            "the parent set a new password herself. Nothing shared in this ticket. Closing.\n")


@C
def c_terraform_ref():
    return ("data \"aws_secretsmanager_secret_version\" \"authnet\" {\n  secret_id = \"prod/billing/authnet\"\n}\n"
            "locals {\n  authnet = jsondecode(data.aws_secretsmanager_secret_version.authnet.secret_string)\n}\n")


@C
def c_webhook_event():
    return json.dumps({"id": "evt_" + b62(24), "type": "invoice.paid", "data": {"object": {"id": "in_" + b62(24),
                       "customer": "cus_" + b62(14), "amount_paid": r.randint(10000, 90000)}}}, indent=1)


@C
def c_hook_grep():
    return hook("Bash", {"command": "grep -rn 'PASSWORD' src/ | head", "description": "find password usages"},
                {"stdout": "src/subsidy.py:12:PW = os.environ['SUBSIDY_PORTAL_PASSWORD']\n"
                           "src/db.py:7:    password=settings.DB_PASSWORD,\n", "stderr": ""})


@C
def c_diff_clean():
    return ("diff --git a/src/checkin.ts b/src/checkin.ts\n@@ -12,6 +12,7 @@\n-  const pin = req.body.pin;\n"
            "+  const pin = String(req.body.pin ?? '').trim();\n+  if (!/^\\d{4,6}$/.test(pin)) return res.status(400).end();\n")


@C
def c_menu():
    return (f"Week {r.randint(1, 52)} menu (CACFP)\nMon: whole-grain pancakes, berries, milk 1%\nTue: turkey wrap, carrots\n"
            f"Menu id {g.uuid()}; allergen matrix checksum {g.sha1()}\n")


@C
def c_md5_photos():
    return "\n".join(f"{g.hexs(32)}  IMG_{r.randint(1000, 9999)}.HEIC" for _ in range(5)) + "\n"


@C
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----\n"


@C
def c_placeholder_yaml():
    return ("billing:\n  provider: authorize_net\n  api_login_id: <login id>\n  transaction_key: \"<transaction key>\"\n"
            "  sandbox: true\n")


@C
def c_version_info():
    return (f"Kiosk app 3.{r.randint(0, 9)}.{r.randint(0, 20)} (build {r.randint(1000, 9999)})\nDevice UDID {g.hexs(8)}-{g.hexs(16)}\n"
            f"Serial {g.s(UPPER + string.digits, 12)}\nMDM profile {g.uuid()}\n")


@C
def c_spanish_prose():
    return ("Familias: el PIN del kiosco es personal y se elige en la app. Si alguien os lo pide por WhatsApp, no lo compartáis; "
            "la guardería nunca os pedirá la contraseña.\n")


@C
def c_notebook_env():
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [],
            "source": ["import os\n", "cli = Client(api_key=os.environ['KIDSYNC_API_KEY'])\n", "att = cli.attendance(month='2026-10')"]}
    return json.dumps(cell, indent=1)


@C
def c_ratio_table():
    return "\n".join(f"{rm}: {k} children / {s} staff (ratio 1:{k // s})" for rm, k, s in
                     [("Infants", 8, 2), ("Toddlers", 12, 2), ("Pre-K", 20, 2)]) + f"\nreport {g.uuid()}\n"


@C
def c_token_doc():
    return ("To call the attendance API, send `Authorization: Bearer <access token>`; tokens come from the OAuth flow "
            "(client credentials) and expire after one hour. Never commit them.\n")


@C
def c_apns_topic():
    return (f"apns-topic: com.sunbeamkids.parent\napns-push-type: alert\napns-id: {g.uuid().upper()}\n"
            f"device token: {g.hexs(64)}\n")


# ---------------------------------------------------------------- run
def main():
    secrets = []
    k = 0
    while len(secrets) < 250:
        cls, text, vals = SECRET_T[k % len(SECRET_T)]()
        k += 1
        for v in vals:
            assert v and v in text, (k, v)
        secrets.append((cls, text, vals))
    clean = []
    k = 0
    while len(clean) < 100:
        clean.append(CLEAN_T[k % len(CLEAN_T)]())
        k += 1
    allv = {v for _, _, vs in secrets for v in vs}
    for t in clean:
        for v in allv:
            if len(v) >= 8:
                assert v not in t, v
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
    print(FAM, len(secrets), sum(len(v) for _, _, v in secrets), len(clean))


if __name__ == "__main__":
    main()
