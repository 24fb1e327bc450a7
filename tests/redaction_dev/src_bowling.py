#!/usr/bin/env python3
"""Blind redaction source "bowling" (round 71, helper corpora43): bowling centres -- lane scoring systems, pinsetter
controllers, party and league booking, arcade game cards, bar POS.

Seeded and deterministic; imports only the standard library and _tokens. Every value is random and made up.
Run: python3 src_bowling.py  (writes bowling_secrets.jsonl and bowling_clean.jsonl next to this file)
"""
import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, URLSAFE  # noqa: E402

FAM = "bowling"
G = Gen(7121)   # secret texts
C = Gen(7122)   # clean texts
R = G.r
CR = C.r
USED: set = set()
CLEAN_BLOB = ""

# ---------------------------------------------------------------- value helpers (secrets)
WORDS = ["Strike", "Spare", "Turkey", "Gutter", "Kingpin", "Headpin", "Brooklyn", "Cosmic", "Lane", "Pinfall",
         "Hambone", "Split", "Bumper", "Approach", "Foul", "Tenpin", "Oilpattern", "Bowlero", "Frame", "Sweeper"]
PWORDS = ["pin", "lane", "ball", "oil", "hook", "arrow", "deck", "kegel", "frame", "split", "spare", "strike",
          "bumper", "shoe", "nacho", "pitcher", "token", "prize", "ticket", "cosmic"]
CENTERS = ["Lucky Strike Lanes", "Bowl-O-Rama", "Kingpin Alley", "Sunset Bowl", "Bowling Center Nord", "Galaxy Lanes",
           "Tenpin Palace", "Boliche Central"]


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
    return fresh(lambda: R.choice(WORDS) + str(R.randint(1, 300)) + R.choice("!#$%?*.&"))


def v_urlpw():
    return fresh(lambda: R.choice([lambda: G.s(B62, R.randint(12, 22)),
                                   lambda: R.choice(WORDS) + str(R.randint(10, 999)),
                                   lambda: G.s(string.ascii_lowercase + string.digits, 10)])())


def v_phrase():
    return fresh(lambda: R.choice(["-", ".", "_", ""]).join(R.sample(PWORDS, 3)) + str(R.randint(1, 99)))


def v_legacy():
    return fresh(lambda: R.choice(["bowl", "lane", "pin", "bes", "sync"]) + G.s(string.ascii_lowercase, R.randint(1, 3))
                 + str(R.randint(1, 300)))


def v_pin(n=None):
    n = n or R.choice([4, 4, 5, 6])
    return fresh(lambda: str(R.randint(1, 9)) + G.s(string.digits, n - 1))


def v_key(n=32, alpha=B62):
    return fresh(lambda: G.s(alpha, n))


def v_hex(n=32):
    return fresh(lambda: G.hexs(n))


def v_uuid():
    return fresh(G.uuid)


def v_square():
    return fresh(lambda: "EAAA" + G.s(URLSAFE, 60))


def v_selfid():
    while True:
        name, tok, mark = G.self_identifying()
        if mark not in USED and mark not in CLEAN_BLOB:
            USED.add(mark)
            return name, tok, mark


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def host():
    return R.choice(["scoring", "bes", "sync", "booking", "cards", "pos", "league"]) + "-" + \
        R.choice(["srv", "01", "02", "main"]) + "." + R.choice(["luckystrike.example", "galaxylanes.example",
                                                               "bowlorama.example", "tenpinpalace.example"])


def hook_bash(cmd, out=""):
    d = {"session_id": G.uuid(), "cwd": "/home/dev/" + R.choice(["lane-bridge", "party-booking", "card-sync", "pos-export"]),
         "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": cmd, "description": "run it"},
         "tool_response": {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}}
    return json.dumps(d)


def hook_read(path, content):
    d = {"session_id": G.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
         "tool_input": {"file_path": path},
         "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                     "numLines": content.count("\n") + 1, "startLine": 1}}}
    return json.dumps(d, ensure_ascii=False)


# ---------------------------------------------------------------- secret templates
S = []


def T(fn):
    S.append(fn)
    return fn


@T
def scoring_sql(i):
    pw = v_pw()
    txt = (f"; BES X scoring server -- C:\\BESX\\config\\db.ini\n[Database]\nServer=SCORING-SRV\\SQLEXPRESS\n"
           f"Database=BESX\nUser=sa\nPassword={pw}\nLanes=1-{R.choice([16, 24, 32, 40])}\n")
    return "name-context", txt, [pw]


@T
def sync_connstr(i):
    pw = v_pw()
    txt = (f"2026-0{R.randint(1, 9)}-1{R.randint(0, 9)} 02:14:07 ERROR SyncCenter.ReportExporter - export failed "
           f"(Data Source=SYNC-DB01;Initial Catalog=SyncCenter;User ID=sync_report;Password={pw};Connect Timeout=30)\n"
           "System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sync_report'.")
    return "structural", txt, [pw]


@T
def vnc_lane(i):
    pw = v_legacy() if R.random() < .5 else v_key(8, B62)
    txt = R.choice([
        f"Remote support for lanes 1-24: VNC to 192.168.10.{R.randint(11, 99)}, password {pw}. Vendor tech needs it Tuesday.",
        f"$ vncviewer -passwd <(echo '{pw}' | vncpasswd -f) lanepc-{R.randint(1, 24):02d}:0",
    ])
    return "name-context", txt, [pw]


@T
def teamviewer(i):
    pw = v_key(R.choice([6, 8, 10]), string.ascii_lowercase + string.digits)
    tid = f"{R.randint(100, 999)} {R.randint(100, 999)} {R.randint(100, 999)}"
    txt = (f"Front desk PC (scoring console) -- TeamViewer ID {tid}, unattended password {pw}\n"
           "Please don't reboot during league night (Mon/Wed 6-10pm).")
    return "name-context", txt, [pw]


@T
def anydesk(i):
    pw = v_word()
    txt = (f"PS C:\\> echo {pw} | & 'C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe' --set-password\n"
           f"PS C:\\> & 'C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe' --get-id\n{R.randint(100000000, 999999999)}")
    return "name-context", txt, [pw]


@T
def pinsetter_plc(i):
    pw = v_pin(R.choice([4, 6]))
    txt = R.choice([
        f"# pinsetter-monitor/config.yaml\nplc:\n  host: 10.0.{R.randint(1, 9)}.{R.randint(10, 99)}\n  port: 502\n  unit_ids: [1, 2, 3, 4]\n"
        f"  service_password: \"{pw}\"   # GS-X service menu, needed for the reset command\n",
        f"Pinsetter service mode code on the machine-side keypads is {pw} -- mechanics only, not the desk staff.",
    ])
    return "name-context", txt, [pw]


@T
def pinsetter_py(i):
    pw = v_urlpw()
    txt = ("from pinsetter_bridge import Controller\n\n"
           f"ctl = Controller('http://tech:{pw}@pinsetter-gw.local:8080/api')\n"
           "for lane in range(1, 25):\n    print(lane, ctl.status(lane).fault_code)\n")
    return "structural", txt, [pw]


@T
def party_booking_env(i):
    k = v_key(R.choice([32, 40]), B62)
    wh = v_key(32, B62 + "_")
    txt = (f"# party-booking/.env\nBOOKING_PLATFORM=centeredge\nCENTEREDGE_API_KEY={k}\nCENTEREDGE_SITE_ID={R.randint(1000, 9999)}\n"
           f"WEBHOOK_SIGNING_SECRET={wh}\nDEPOSIT_PERCENT=50\n")
    return "name-context", txt, [k, wh]


@T
def booking_curl(i):
    tok = v_key(R.choice([40, 48]), URLSAFE)
    txt = (f"curl -s https://api.{R.choice(['bowlnow', 'partybook', 'lanebook'])}.example/v1/reservations?date=2026-03-1{R.randint(0, 9)} \\\n"
           f"  -H \"Authorization: Bearer {tok}\" | jq '.items[] | {{lane, start, party_size}}'")
    return "structural", txt, [tok]


@T
def league_secretary(i):
    pw = v_word() if R.random() < .6 else v_legacy()
    txt = R.choice([
        f"Hi all -- the LeagueSecretary.com login for the Tuesday Mixed league is ours@{R.choice(['gmail', 'outlook'])}.example / {pw}. "
        "Post scores by Wednesday noon please!",
        f"League officer handbook p.3: BLS 20{R.randint(20, 26)} export password = {pw} (the zip we send to the USBC association).",
    ])
    cls = "structural" if "/ " in txt else "name-context"
    return cls, txt, [pw]


@T
def league_ini(i):
    pw = v_pw()
    txt = (f"[upload]\nsite=https://www.leaguesecretary.example/upload\ncenter_id={R.randint(1000, 9999)}\n"
           f"user=center_{R.randint(100, 999)}\npassword={pw}\nauto_upload=1\n")
    return "name-context", txt, [pw]


@T
def card_system(i):
    k = v_key(R.choice([32, 40]), B62)
    sysn = R.choice(["INTERCARD", "EMBED", "SACOA", "CARDSYS"])
    txt = (f"{sysn}_BASE_URL=https://{host()}/api\n{sysn}_API_KEY={k}\n{sysn}_LOCATION=LOC{R.randint(10, 99)}\n")
    return "name-context", txt, [k]


@T
def card_header(i):
    k = v_hex(R.choice([32, 40]))
    hdr = R.choice(["X-Api-Key", "apikey", "X-Embed-Subscription-Key", "X-Auth-Token"])
    txt = (f"GET /api/v2/cards/{R.randint(10 ** 9, 10 ** 10 - 1)}/balance HTTP/1.1\nHost: {host()}\n{hdr}: {k}\n\n"
           f"HTTP/1.1 200 OK\n{{\"credits\": {R.randint(0, 500)}, \"tickets\": {R.randint(0, 9000)}, \"tier\": \"gold\"}}")
    return "structural", txt, [k]


@T
def card_db(i):
    pw = v_urlpw()
    txt = f"sacoa_db: mysql://cardsys:{pw}@10.1.1.{R.randint(5, 60)}:3306/sacoa_cards"
    return "structural", txt, [pw]


@T
def operator_card_pin(i):
    p = v_pin(R.choice([4, 6]))
    txt = R.choice([
        f"Manager card (orange) PIN is {p}; it opens the redemption counter admin screen and can add free play credits.",
        f"- game card kiosk #2 reset: swipe manager card, enter {p}, choose Service > Reboot reader",
    ])
    return "name-context", txt, [p]


@T
def toast_json(i):
    s = v_key(R.choice([48, 64]), URLSAFE)
    txt = json.dumps({"toast": {"hostname": "https://ws-api.toasttab.com", "clientId": G.s(B62, 32), "clientSecret": s,
                                "userAccessType": "TOAST_MACHINE_CLIENT", "restaurantGuid": G.uuid()}}, indent=2)
    return "name-context", txt, [s]


@T
def square_token(i):
    t = v_square()
    txt = R.choice([
        f"SQUARE_ACCESS_TOKEN={t}\nSQUARE_LOCATION_ID=L{G.s(string.ascii_uppercase + string.digits, 12)}\n",
        f"const client = new Client({{ accessToken: '{t}', environment: Environment.Production }});",
    ])
    return "self-identifying", txt, [t]


@T
def clover_token(i):
    t = v_uuid()
    txt = (f"curl -s 'https://api.clover.com/v3/merchants/{G.s(string.ascii_uppercase + string.digits, 13)}/orders?limit=50' \\\n"
           f"  -H 'Authorization: Bearer {t}'")
    return "structural", txt, [t]


@T
def lightspeed_toml(i):
    s = v_key(40, B62)
    r = v_key(40, B62)
    txt = (f"[lightspeed]\naccount_id = {R.randint(100000, 999999)}\nclient_id = \"{G.hexs(32)}\"\nclient_secret = \"{s}\"\n"
           f"refresh_token = \"{r}\"\n")
    return "name-context", txt, [s, r]


@T
def pos_manager(i):
    p = v_pin(R.choice([4, 5]))
    txt = R.choice([
        f"Bar POS: manager override (voids, comps) is {p}. Don't give it to the servers.",
        f"| POS role | code |\n|---|---|\n| Server | own card |\n| Bar manager override | {p} |\n",
    ])
    return "name-context", txt, [p]


@T
def dmx_lighting(i):
    pw = v_word()
    txt = (f"Cosmic bowling lights: the DMX controller web UI (http://10.0.5.20) admin password is {pw}. "
           "Scenes 3-7 are the Saturday glow show; do not overwrite.")
    return "name-context", txt, [pw]


@T
def music_token(i):
    tok = v_key(R.choice([40, 44]), URLSAFE)
    txt = (f"# jukebox bridge\nROCKBOT_API_TOKEN={tok}\nROCKBOT_ZONE=bar\nVOLUME_CAP=70\n")
    return "name-context", txt, [tok]


@T
def stripe_party(i):
    sk = fresh(G.stripe)
    txt = ("import stripe\n\n"
           f"stripe.api_key = \"{sk}\"\n\n"
           "def deposit(party):\n    return stripe.PaymentIntent.create(amount=party.deposit_cents, currency='usd',\n"
           "                                       metadata={'lane_block': party.lanes})\n")
    return "self-identifying", txt, [sk]


@T
def twilio_js(i):
    t = v_hex(32)
    txt = (f"// reminder texts for party bookings\nconst client = require('twilio')('AC{G.hexs(32)}', '{t}');\n"
           "await client.messages.create({ to: party.phone, from: '+15550100', body: `See you at ${party.start}!` });\n")
    return "name-context", txt, [t]


@T
def selfid_any(i):
    name, tok, mark = v_selfid()
    txt = R.choice([
        f"# .github/workflows/deploy.yml\n      - run: ./deploy.sh\n        env:\n          {name.upper()}_TOKEN: {tok}\n",
        f"export {name.upper()}_API_KEY=\"{tok}\"  # for the league-night report",
        f"note to self: {name} key for the booking site = {tok}",
    ])
    return "self-identifying", txt, [mark]


LANG_LINES = {
    "es": ["La contraseña del servidor de puntuación es {v}, usuario sa.",
           "El código de gerente del TPV del bar es {v}."],
    "de": ["Das Passwort für den Scoring-Server (BES X) lautet {v}.",
           "Der Code für den Pinsetter-Servicemodus ist {v}."],
    "nl": ["Het wachtwoord van het kassasysteem is {v}, gebruiker manager.",
           "De pincode voor de prijzenbalie is {v}."],
    "sv": ["Lösenordet till bokningssystemet är {v}.",
           "Koden till maskinrummet (pinsetters) är {v}."],
    "ja": ["スコアサーバーのパスワードは {v} です。",
           "マネージャーカードの暗証番号は {v} です。"],
    "ko": ["볼링장 예약 시스템 비밀번호는 {v} 입니다.",
           "카운터 POS 관리자 PIN: {v}"],
    "pl": ["Hasło do systemu kart do gier to {v}.",
           "Kod do zaplecza z maszynami: {v}"],
    "it": ["La password del gestionale prenotazioni è {v}.",
           "Il PIN del responsabile cassa è {v}."],
    "fr": ["Le mot de passe du serveur de scores est {v}.",
           "Code d'accès de la salle des machines : {v}"],
    "pt": ["A senha do sistema de cartões do fliperama é {v}.",
           "O PIN do gerente no caixa do bar é {v}."],
    "fi": ["Keilaradan varausjärjestelmän salasana on {v}.",
           "Konehuoneen ovikoodi on {v}."],
    "cs": ["Heslo k bodovacímu serveru je {v}.",
           "PIN vedoucího na pokladně: {v}"],
}


@T
def chat_lang(i):
    lang = list(LANG_LINES)[i % len(LANG_LINES)]
    k = R.randint(0, 1)
    line = LANG_LINES[lang][k]
    v = v_pin() if k == 1 else R.choice([v_word, v_pw, v_phrase, v_legacy])()
    who = R.choice(["Carlos", "Jana", "Kenji", "Min-jun", "Pieter", "Sofia", "Mikko", "Ola", "Luca", "Camille"])
    txt = R.choice([f"[{ts()}] {who}: {line.format(v=v)}",
                    f"Von/From: {who.lower()}@{R.choice(['luckystrike', 'galaxylanes'])}.example\nBetreff/Subject: acceso\n\n{line.format(v=v)}\n"])
    return "name-context", txt, [v]


@T
def hook_env(i):
    k = v_key(32, B62)
    t = v_square()
    content = (f"CARD_SYSTEM=intercard\nINTERCARD_API_KEY={k}\nSQUARE_ACCESS_TOKEN={t}\nSQUARE_ENV=production\n"
               f"TZ=America/Chicago\n")
    txt = hook_read("/home/dev/card-sync/.env", content)
    return "name-context", txt, [k, t]


@T
def hook_sqlcmd(i):
    pw = v_pw()
    cmd = f"sqlcmd -S SCORING-SRV\\SQLEXPRESS -U sa -P '{pw}' -Q \"SELECT TOP 5 LaneNo, Game, Score FROM dbo.Games ORDER BY Id DESC\""
    out = "LaneNo Game Score\n------ ---- -----\n" + "\n".join(f"{R.randint(1, 24):6d} {R.randint(1, 3):4d} {R.randint(60, 300):5d}" for _ in range(5))
    return "name-context", hook_bash(cmd, out), [pw]


@T
def compose_db(i):
    pw = v_urlpw()
    txt = (f"services:\n  league-api:\n    image: ghcr.io/kingpin/league-api:{R.randint(1, 5)}.{R.randint(0, 20)}\n"
           f"    environment:\n      - DATABASE_URL=postgresql://league:{pw}@db/league\n      - NODE_ENV=production\n")
    return "structural", txt, [pw]


@T
def k8s_secret(i):
    raw = v_key(32, B62)
    enc = base64.b64encode(raw.encode()).decode()
    USED.add(enc)
    txt = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: party-booking\ndata:\n  CENTEREDGE_API_KEY: {enc}\n"
           f"  SITE_ID: {base64.b64encode(str(R.randint(1000, 9999)).encode()).decode()}\n")
    return "name-context", txt, [enc]


@T
def hcl(i):
    pw = v_pw()
    txt = (f"resource \"aws_db_instance\" \"league\" {{\n  engine         = \"postgres\"\n  username       = \"league_admin\"\n"
           f"  password       = \"{pw}\"\n  instance_class = \"db.t4g.micro\"\n}}\n")
    return "name-context", txt, [pw]


@T
def diff_env(i):
    old, new = v_key(32, B62), v_key(32, B62)
    txt = (f"--- a/config/cards.env\n+++ b/config/cards.env\n@@ -2,2 +2,2 @@\n-EMBED_API_KEY={old}\n+EMBED_API_KEY={new}\n"
           " EMBED_REGION=us-east\n")
    return "name-context", txt, [old, new]


@T
def notebook(i):
    pw = v_pw()
    cell = {"cell_type": "code", "metadata": {}, "execution_count": R.randint(1, 9), "outputs": [],
            "source": ["import pyodbc, pandas as pd\n",
                       f"cn = pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=SYNC-DB01;DATABASE=SyncCenter;UID=analyst;PWD={pw}')\n",
                       "pd.read_sql('select lane, avg(score) from games group by lane', cn)\n"]}
    txt = json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1)
    return "structural", txt, [pw]


@T
def trace_url(i):
    pw = v_urlpw()
    txt = ("Traceback (most recent call last):\n  File \"export.py\", line 22, in <module>\n    eng = create_engine(URL)\n"
           "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n"
           f"(Background on this error at: https://sqlalche.me/e/20/e3q8) [url: postgresql+psycopg2://pos_export:{pw}@pos-db:5432/bar]")
    return "structural", txt, [pw]


@T
def ps_cred(i):
    pw = v_pw()
    txt = ("$sec = ConvertTo-SecureString -String \"" + pw + "\" -AsPlainText -Force\n"
           "$c = [pscredential]::new('LANES\\scoreadmin', $sec)\nEnter-PSSession -ComputerName SCORING-SRV -Credential $c")
    return "name-context", txt, [pw]


@T
def smtp(i):
    pw = v_urlpw()
    txt = f"spring.mail.host=smtp.gmail.com\nspring.mail.username=parties@galaxylanes.example\nspring.mail.password={pw}\nspring.mail.port=587\n"
    return "name-context", txt, [pw]


@T
def jwt_hdr(i):
    j = fresh(lambda: G.jwt(sub=f"lane-{R.randint(1, 48)}"))
    txt = (f"PATCH /api/lanes/{R.randint(1, 48)}/state HTTP/1.1\nHost: {host()}\nAuthorization: Bearer {j}\n\n"
           "{\"state\":\"open\",\"bumpers\":true}")
    return "self-identifying", txt, [j]


@T
def aws_env(i):
    ak, sk = fresh(G.aws_akid), fresh(G.aws_secret)
    txt = f"AWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=us-east-2\nBACKUP_BUCKET=scoring-backups\n"
    return "self-identifying", txt, [ak, sk]


@T
def pem(i):
    block, mark = G.pem()
    USED.add(mark)
    txt = f"$ cat /etc/ssl/private/booking.galaxylanes.example.key\n{block}\n"
    return "self-identifying", txt, [mark]


@T
def basic_hdr(i):
    pw = v_pw()
    b = base64.b64encode(f"frontdesk:{pw}".encode()).decode()
    USED.add(b)
    txt = (f"DEBUG:urllib3.connectionpool:https://{host()}:443 \"POST /api/checkin HTTP/1.1\" 401 0\n"
           f"DEBUG:root:request headers: {{'Authorization': 'Basic {b}', 'Content-Type': 'application/json'}}")
    return "structural", txt, [b]


@T
def cred_table(i):
    a, b, c = v_pin(4), v_word(), v_legacy()
    txt = ("| What | Login | Secret |\n|---|---|---|\n"
           f"| Pinsetter room door | - | {a} |\n| Scoring server | sa | {b} |\n| Arcade card admin | manager | {c} |\n")
    return "name-context", txt, [a, b, c]


@T
def runbook(i):
    pw = v_word()
    txt = (f"RUNBOOK: lane monitors show 'Scoring offline'\n1. RDP to SCORING-SRV as LANES\\scoreadmin (pw {pw}).\n"
           "2. Restart the 'BES Lane Server' service.\n3. If lanes stay red, power-cycle the lane switch in the machine room.")
    return "name-context", txt, [pw]


@T
def cli_flag(i):
    pw = v_pw()
    flag = R.choice(["--password", "--pass", "--db-password", "-p"])
    txt = f"$ scoring-export {flag} '{pw}' --from 2026-02-01 --to 2026-02-28 --format usbc > feb_scores.csv"
    return "name-context", txt, [pw]


@T
def mailchimp(i):
    k = fresh(G.mailchimp)
    txt = f"# league newsletter\nMAILCHIMP_API_KEY={k}\nMAILCHIMP_LIST=leagues-2026\n"
    return "self-identifying", txt, [k]


@T
def google_key(i):
    k = fresh(G.google_api)
    txt = f"geo = requests.get('https://maps.googleapis.com/maps/api/distancematrix/json', params={{'origins': zipcode, 'destinations': CENTER, 'key': '{k}'}})"
    return "self-identifying", txt, [k]


@T
def facebook_page(i):
    t = fresh(lambda: "EAAG" + G.s(B62, R.randint(150, 190)))
    txt = f"FB_PAGE_ACCESS_TOKEN={t}  # posts 'lanes open' updates to the Galaxy Lanes page"
    return "self-identifying", txt, [t]


@T
def csharp_cfg(i):
    pw = v_pw()
    txt = ("{\n  \"Scoring\": {\n    \"Connection\": \"Server=10.0.1.5;Database=Conqueror;User Id=conq_ro;Password=" + pw + ";\",\n"
           "    \"PollSeconds\": 5\n  }\n}")
    return "structural", txt, [pw]


@T
def java_const(i):
    k = v_key(32, B62)
    txt = f"public final class CardApi {{\n    static final String API_SECRET = \"{k}\";\n    static final int TIMEOUT_MS = 4000;\n}}"
    return "name-context", txt, [k]


@T
def kiosk_props(i):
    pw, p = v_pw(), v_pin(6)
    txt = (f"# self-service lane kiosk\nkiosk.admin.password={pw}\nkiosk.exit.pin={p}\nkiosk.lanes=1-32\nkiosk.payment=square\n")
    return "name-context", txt, [pw, p]


@T
def sendgrid(i):
    k = fresh(G.sendgrid)
    txt = f"SENDGRID_API_KEY='{k}' node scripts/send-league-standings.js --league tue-mixed"
    return "self-identifying", txt, [k]


@T
def slackhook(i):
    u = fresh(G.slack_webhook)
    mark = u.rsplit("/", 1)[1]
    USED.add(mark)
    txt = f"pinsetter-monitor: notify: {{ slack: \"{u}\", on: [jam, ball_return_fault] }}"
    return "self-identifying", txt, [mark]


@T
def ansible(i):
    pw = v_pw()
    txt = f"# host_vars/scoring-srv.yml\nansible_user: scoreadmin\nansible_password: '{pw}'\nansible_connection: winrm\n"
    return "name-context", txt, [pw]


@T
def wifi_conf(i):
    psk = v_phrase()
    txt = (f"network={{\n    ssid=\"LANES-STAFF\"\n    psk=\"{psk}\"\n    key_mgmt=WPA-PSK\n}}")
    return "name-context", txt, [psk]


@T
def ticket_email(i):
    pw = v_word()
    txt = (f"Subject: Conqueror Pro remote session\n\nHi QubicaAMF support,\nthe scoring PC is reachable again. Windows login "
           f"Administrator / {pw}. Lane 17 still double-counts the first ball.\n\nThanks, {R.choice(['Dave', 'Maria', 'Tom'])} ({R.choice(CENTERS)})")
    return "structural", txt, [pw]


@T
def mysql_cmd(i):
    pw = v_pw()
    txt = hook_bash(f"mysqldump -h 10.1.1.20 -u cardsys --password='{pw}' sacoa_cards cards > cards.sql", "")
    return "name-context", txt, [pw]


@T
def webhook_secret_js(i):
    s = fresh(lambda: "whsec_" + G.s(B62, 32))
    txt = ("app.post('/webhooks/booking', express.raw({type: 'application/json'}), (req, res) => {\n"
           f"  const event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], '{s}');\n"
           "  ...\n});")
    return "self-identifying", txt, [s]


@T
def query_key(i):
    k = v_key(R.choice([24, 32]), B62)
    txt = f"{ts()} INFO  http GET https://api.lanebook.example/v1/availability?center=77&apikey={k}&date=2026-05-02 200 143ms"
    return "structural", txt, [k]


@T
def door_code(i):
    p = v_pin(R.choice([4, 5, 6]))
    txt = R.choice([
        f"Opening checklist: alarm code {p}, then lights panel B, then turn on the pinsetters lane by lane.",
        f"New alarm code for the building is {p} as of Monday. Closing staff please memorise it.",
    ])
    return "name-context", txt, [p]


# ---------------------------------------------------------------- clean templates
K = []


def CT(fn):
    K.append(fn)
    return fn


def cts():
    return f"2026-{CR.randint(1, 11):02d}-{CR.randint(1, 28):02d} {CR.randint(0, 23):02d}:{CR.randint(0, 59):02d}:{CR.randint(0, 59):02d}"


@CT
def c_scores(i):
    frames = ["X", "9/", "8-", "7/", "X", "X", "9-", "8/", "X", "XX9"]
    CR.shuffle(frames)
    return f"Lane {CR.randint(1, 32)} Game {CR.randint(1, 3)} Bowler {CR.choice(['JIM', 'ANA', 'KEN', 'BO'])}: " + " | ".join(frames) + f"  total {CR.randint(150, 280)}"


@CT
def c_standings(i):
    rows = "\n".join(f"{n},{CR.choice(['Pin Pals', 'Split Happens', 'Alley Cats', 'Gutter Gang'])},{CR.randint(10, 60)},{CR.randint(10, 60)},"
                     f"{CR.randint(140, 220)},USBC-{CR.randint(10000000, 99999999)}" for n in range(1, 5))
    return "place,team,won,lost,avg,captain_usbc_id\n" + rows


@CT
def c_env_example(i):
    return ("SQUARE_ACCESS_TOKEN=<your-square-access-token>\nINTERCARD_API_KEY=changeme\nCENTEREDGE_API_KEY=${CENTEREDGE_API_KEY}\n"
            "SCORING_DB_PASSWORD=\nSTRIPE_SECRET_KEY=sk_test_xxx\n")


@CT
def c_env_read(i):
    return CR.choice([
        "key = os.environ['INTERCARD_API_KEY']\nheaders = {'X-Api-Key': key}\n",
        "const token = process.env.SQUARE_ACCESS_TOKEN ?? '';\nif (!token) process.exit(1);\n",
        "$pw = $env:SCORING_SA_PASSWORD\nInvoke-Sqlcmd -ServerInstance SCORING-SRV\\SQLEXPRESS -Username sa -Password $pw -Query 'SELECT 1'",
    ])


@CT
def c_lane_json(i):
    return json.dumps({"lanes": [{"lane": n, "state": CR.choice(["open", "closed", "league", "maintenance"]),
                                  "pinsetter_fault": CR.choice([None, "E12", "E31", "BALL_RETURN"]),
                                  "session_id": C.uuid()} for n in range(1, 4)], "server_time": cts()}, indent=1)


@CT
def c_faults(i):
    return "\n".join(f"{cts()} PINSETTER lane={CR.randint(1, 32)} code=0x{C.hexs(4).upper()} {CR.choice(['deck jam', 'sweep fault', 'pin count mismatch', 'cleared'])}"
                     for _ in range(CR.randint(3, 6)))


@CT
def c_card_balance(i):
    return json.dumps({"card": str(CR.randint(10 ** 11, 10 ** 12 - 1)), "credits": CR.randint(0, 400), "tickets": CR.randint(0, 5000),
                       "txn_id": C.uuid(), "reader": "RDR-" + C.hexs(6).upper()}, indent=2)


@CT
def c_receipt(i):
    return (f"{CR.choice(CENTERS)}\nOrder #{CR.randint(1000, 9999)}  {cts()}\n2x Pitcher IPA  32.00\n1x Nachos  11.50\n"
            f"Card **** {CR.randint(1000, 9999)}  AUTH {C.s(string.ascii_uppercase + string.digits, 6)}\npayment_id: {C.s(B62, 22)}\norder_guid: {C.uuid()}")


@CT
def c_square_ids(i):
    return (f"SQUARE_APPLICATION_ID=sq0idp-{C.s(URLSAFE, 22)}\nSQUARE_LOCATION_ID=L{C.s(string.ascii_uppercase + string.digits, 12)}\n"
            "SQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN}\n")


@CT
def c_prose(i):
    return CR.choice([
        "Never post the scoring server password in the group chat. It is in the office safe binder and in 1Password (vault 'Center').",
        "Manager PINs are personal. If you forget yours, ask the GM to reset it in the POS back office; nobody else should know it.",
        "We rotate the arcade card API key every quarter; the new one goes straight into the secrets manager, not the wiki.",
        "Die Passwörter für Kasse und Scoring stehen im Tresor, nicht in WhatsApp.",
        "Las claves del TPV se cambian cada mes; pídeselas al encargado.",
        "パスワードはチャットに書かないでください。金庫のファイルを見てください。",
        "Wachtwoorden staan in de kluis; stuur ze nooit via de app.",
    ])


@CT
def c_gitlog(i):
    return "\n".join(f"commit {C.sha1()}\nAuthor: dev <dev@galaxylanes.example>\n    {CR.choice(['fix lane 17 double count', 'add party deposit webhook', 'bump card-sync', 'league export: usbc format'])}" for _ in range(3))


@CT
def c_sha(i):
    return "\n".join(f"{C.sha256()}  {n}" for n in ["besx-lane-7.4.2.msi", "pinsetter-fw-2.11.bin", "kiosk-1.9.apk"])


@CT
def c_pk(i):
    return f"<script>var stripe = Stripe('pk_live_{C.s(B62, 24)}'); var elements = stripe.elements();</script>"


@CT
def c_sentry(i):
    return f"SENTRY_DSN=https://{C.hexs(32)}@o{CR.randint(10000, 999999)}.ingest.us.sentry.io/{CR.randint(100000, 9999999)}"


@CT
def c_gha(i):
    return "env:\n  SQUARE_ACCESS_TOKEN: ${{ secrets.SQUARE_ACCESS_TOKEN }}\n  TOAST_CLIENT_SECRET: ${{ secrets.TOAST_CLIENT_SECRET }}\n"


@CT
def c_k8sref(i):
    return ("- name: CENTEREDGE_API_KEY\n  valueFrom:\n    secretKeyRef: {name: party-booking, key: CENTEREDGE_API_KEY}\n"
            f"image: ghcr.io/kingpin/party-booking@sha256:{C.sha256()}")


@CT
def c_hook_ls(i):
    return json.dumps({"session_id": C.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": "git status --short"},
                       "tool_response": {"stdout": " M src/lanes.ts\n?? .env.local\n", "stderr": "", "interrupted": False}})


@CT
def c_sshpub(i):
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{C.s(B62 + '+/', 80)} tech@lanepc"


@CT
def c_teamviewer_id(i):
    return f"TeamViewer ID for the front desk PC: {CR.randint(100, 999)} {CR.randint(100, 999)} {CR.randint(100, 999)} (password: ask the GM)"


@CT
def c_toast_ids(i):
    return json.dumps({"restaurantGuid": C.uuid(), "orderGuid": C.uuid(), "checkGuid": C.uuid(),
                       "clientId": C.s(B62, 32), "clientSecret": "${TOAST_CLIENT_SECRET}"}, indent=2)


@CT
def c_clover_ids(i):
    return f"merchant_id={C.s(string.ascii_uppercase + string.digits, 13)} employee_id={C.s(string.ascii_uppercase + string.digits, 13)} order_id={C.s(string.ascii_uppercase + string.digits, 13)}"


@CT
def c_default(i):
    return CR.choice([
        "keytool -list -keystore cacerts -storepass changeit | grep leaguesecretary",
        "Factory reset sets the keypad programming code back to the manual's default; change it on first login (checklist step 2).",
    ])


@CT
def c_masked(i):
    return CR.choice([
        f"{cts()} INFO card-sync: auth ok key=****{C.hexs(4)} location=LOC{CR.randint(10, 99)}",
        f"{cts()} WARN pos: manager override used by emp {CR.randint(100, 999)} (pin ******)",
        f"{cts()} DEBUG scoring: connect Server=SCORING-SRV;User ID=sa;Password=***",
    ])


@CT
def c_placeholder(i):
    return CR.choice([
        "curl -H \"Authorization: Bearer <YOUR_TOKEN>\" https://api.lanebook.example/v1/reservations",
        "scoring-export --password \"$SCORING_PW\" --from 2026-02-01",
        "INTERCARD_API_KEY=<paste from Intercard portal>",
    ])


@CT
def c_b64(i):
    return f"\"lane_logo\": \"data:image/png;base64,{C.b64(72)}\""


@CT
def c_pubkey(i):
    return "-----BEGIN PUBLIC KEY-----\n" + C.b64(48) + "\n" + C.b64(30) + "\n-----END PUBLIC KEY-----"


@CT
def c_booking_json(i):
    return json.dumps({"reservation_id": f"R-{CR.randint(100000, 999999)}", "lanes": [CR.randint(1, 16), CR.randint(17, 32)],
                       "start": cts(), "party_size": CR.randint(6, 30), "package": "Cosmic Party Deluxe",
                       "confirmation": C.s(string.ascii_uppercase + string.digits, 8), "customer_id": C.uuid()}, indent=1)


@CT
def c_oil(i):
    return (f"Kegel Flex pattern '{CR.choice(['House Shot', 'Beaten Path', 'Cheetah'])}' length {CR.randint(33, 47)} ft, "
            f"volume {CR.uniform(18, 28):.2f} ml, ratio {CR.randint(3, 10)}:1, file md5 {C.hexs(32)}")


@CT
def c_twilio_sid(i):
    return f"twilio: message {('SM' + C.hexs(32))} queued (account AC{C.hexs(32)})"


@CT
def c_usbc(i):
    return f"USBC sanction #{CR.randint(100000, 999999)}; member ids {', '.join(str(CR.randint(10000000, 99999999)) for _ in range(4))}"


@CT
def c_cardnums(i):
    return "card_number,balance,issued\n" + "\n".join(f"{CR.randint(10 ** 9, 10 ** 10 - 1)},{CR.randint(0, 90)}.00,{cts()[:10]}" for _ in range(5))


@CT
def c_hmac_doc(i):
    return ("Verify webhooks: compute HMAC-SHA256 of the raw body with your signing secret and compare it to the "
            f"X-Signature header, e.g. X-Signature: sha256={C.hexs(64)} (this example uses the test secret from the docs).")


@CT
def c_tf_var(i):
    return "variable \"league_db_password\" {\n  type      = string\n  sensitive = true\n}\n"


@CT
def c_compose_ref(i):
    return "environment:\n  - DATABASE_URL=postgresql://league:${LEAGUE_DB_PASSWORD}@db/league\n"


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
