"""Blind round 63 source "cinemachain": cinema exhibition chains (ticketing POS, DCP/KDM key delivery, projector/screen servers, loyalty apps, concessions).

Written 2026-12-04 by the helper "corpora35" (session 26), blind. Seeded and deterministic; imports only the
standard library and _tokens. Run: python3 src_cinemachain.py
"""
FAM = "cinemachain"
SEED = 6302
import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _tokens as T  # noqa: E402

G = T.Gen(SEED)
R = G.r
LOW = string.ascii_lowercase
DIG = string.digits
ALNUM_UP = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def pick(*a):
    return R.choice(a)


def pin(n=4):
    return str(R.randint(1, 9)) + "".join(R.choice(DIG) for _ in range(n - 1))


def word_pw(words, syms="!#$%.*?+"):
    w = pick(*words)
    return (w if R.random() < .6 else w.lower()) + str(R.randint(10, 9999)) + (R.choice(syms) if R.random() < .7 else "")


def legacy(prefix=""):
    return prefix + G.s(LOW, R.randint(2, 3)) + str(R.randint(1, 999))


def phrase(words):
    sep = pick("-", ".", "_", "")
    ws = [R.choice(words) for _ in range(R.randint(3, 4))]
    if sep == "":
        ws = [w.capitalize() for w in ws]
    return sep.join(ws) + (str(R.randint(1, 99)) if R.random() < .5 else "")


def esc(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(tool, tool_input, response=None, cwd="/srv/app"):
    d = {"session_id": G.uuid(), "hook_event_name": pick("PostToolUse", "PreToolUse"), "cwd": cwd,
         "tool_name": tool, "tool_input": tool_input}
    if response is not None:
        d["tool_response"] = response
    return json.dumps(d, ensure_ascii=False, indent=pick(None, 2))


def ts():
    return f"2026-{R.randint(9, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def ip():
    return f"10.{R.randint(0, 254)}.{R.randint(0, 254)}.{R.randint(2, 254)}"


SECRETS = []
CLEAN = []


def sec(fn):
    SECRETS.append(fn)
    return fn


def cln(fn):
    CLEAN.append(fn)
    return fn


def build(n_sec=250, n_clean=100):
    clean = [CLEAN[i % len(CLEAN)]() for i in range(n_clean)]
    blob = "\n".join(clean)
    recs = []
    i = 0
    while len(recs) < n_sec:
        fn = SECRETS[i % len(SECRETS)]
        for _ in range(50):
            cls, text, vals = fn()
            assert cls in ("self-identifying", "name-context", "structural"), (fn.__name__, cls)
            assert vals and all(v and v in text for v in vals), (fn.__name__, vals)
            if not any(v in blob for v in vals):
                break
        else:
            raise SystemExit(f"collision in {fn.__name__}")
        recs.append((cls, text, vals))
        i += 1
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(recs, 1):
            f.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
    nv = {}
    for cls, _, vals in recs:
        nv[cls] = nv.get(cls, [0, 0])
        nv[cls][0] += 1
        nv[cls][1] += len(vals)
    print(FAM, len(recs), sum(len(v) for _, _, v in recs), len(clean), len(set(clean)), nv, len(SECRETS), len(CLEAN))

# ---------------------------------------------------------------- domain helpers
SITES = [("LUX", "Luxor Multiplex Leeds"), ("AUR", "Aurora Cines Valencia"), ("STR", "Sternkino Köln"),
         ("PAL", "Palazzo Cinema Torino"), ("ORB", "Orbit 12 Rotterdam"), ("KIN", "KinoPol Gdańsk")]
PW_WORDS = ["Popcorn", "Matinee", "Trailer", "Premiere", "Nachos", "Projector", "Reel", "Balcony", "Imax",
            "Usher", "Encore", "Kinosaal", "Butaca", "Palomitas", "Cinema", "Lobby", "Credits"]
PH_WORDS = ["popcorn", "trailer", "matinee", "reel", "lens", "screen", "lobby", "encore", "usher", "velvet",
            "curtain", "balcony", "sequel", "ticket", "cola", "nachos"]
FILMS = ["The_Last_Harbour_FTR-1_F_EN-XX_UK-12A_51_4K_DI_20261120_DLX_SMPTE_OV",
         "Winter_Orbit_FTR_S_EN-FR_FR-TP_51-HI-VI_2K_ST_20261201_IMG_SMPTE_OV",
         "Nachtzug_FTR_F_DE-XX_DE-12_51_2K_20261115_BVF_SMPTE_OV",
         "Paper_Lanterns_TLR-2_F_EN-XX_INT-TD_51_2K_DI_20261101_DLX_SMPTE_OV"]


def site():
    return pick(*SITES)


def pw():
    k = R.random()
    if k < .35:
        return word_pw(PW_WORDS)
    if k < .5:
        return legacy(pick("pos", "tms", "box", "kino", "sms", ""))
    if k < .62:
        return phrase(PH_WORDS)
    return G.machine_pw()


def square():
    return "EAAA" + G.s(T.URLSAFE, 60)


def adyen():
    return "AQE" + G.s(T.B62, 14) + "+" + G.s(T.B62 + "+/", 50) + "=-" + G.s(T.B62 + "/", 44) + "=-" + G.s(T.B62, 16)


def fcm_legacy():
    return "AAAA" + G.s(T.URLSAFE, 7) + ":APA91b" + G.s(T.URLSAFE, 134)


def onesignal():
    return "os_v2_app_" + G.s("abcdefghijklmnopqrstuvwxyz234567", 113)


def screen():
    return R.randint(1, 14)


def dnq():
    return G.b64(20)


# ---------------------------------------------------------------- secret templates
@sec
def vista_ocapi():
    t = G.s(T.B62, 32)
    s = site()
    return "name-context", (f"curl -s https://ocapi.{s[0].lower()}-cinemas.example/WSVistaWebClient/ocapi/v1/sites/{s[0]}/showtimes?date=2026-12-05 \\\n"
                            f"  -H 'connectapitoken: {t}' -H 'Accept: application/json' | jq '.showtimes | length'\n{R.randint(40, 120)}"), [t]


@sec
def veezi():
    t = G.s(LOW + DIG, 26)
    return "name-context", (f"const res = await fetch('https://api.us.veezi.com/v1/session', {{\n  headers: {{ VeeziAccessToken: '{t}' }},\n}});\n"
                            f"const sessions = await res.json();\n"), [t]


@sec
def square_pos():
    t = square()
    return "self-identifying", (f"# concessions kiosk (Square Terminal API)\nSQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN={t}\nSQUARE_LOCATION_ID=L{G.s('ABCDEFGHJKMNPQRSTVWXYZ0123456789', 12)}\n"), [t]


@sec
def adyen_key():
    k = adyen()
    return "self-identifying", (f"adyen:\n  environment: LIVE\n  merchant_account: CinemaChainECOM\n  api_key: \"{k}\"\n"
                                f"  client_key: live_{G.s(T.UPPER + DIG, 32)}   # web checkout, public\n"), [k]


@sec
def fcm_server():
    k = fcm_legacy()
    return "self-identifying", (f"// loyalty app - 'your film starts in 30 minutes' push (legacy FCM, to be migrated)\n$headers = [\n"
                                f"  'Authorization: key={k}',\n  'Content-Type: application/json',\n];\n"), [k]


@sec
def braze_rest():
    k = G.uuid()
    return "name-context", (f"BRAZE_REST_ENDPOINT=https://rest.fra-02.braze.eu\nBRAZE_REST_API_KEY={k}\n# used by the nightly 'members who saw X' segment export\n"), [k]


@sec
def onesignal_rest():
    k = onesignal()
    return "self-identifying", (f"curl --request POST --url https://api.onesignal.com/notifications \\\n  --header 'Authorization: Key {k}' \\\n"
                                f"  --header 'content-type: application/json' \\\n  --data '{{\"app_id\":\"{G.uuid()}\",\"contents\":{{\"en\":\"Double points on Tuesday!\"}},\"included_segments\":[\"Members\"]}}'"), [k]


@sec
def tmdb_query():
    k = G.hexs(32)
    return "structural", (f"GET https://api.themoviedb.org/3/movie/{R.randint(100000, 999999)}?api_key={k}&language=de-DE\n-> 200 OK (poster_path, runtime, certification)"), [k]


@sec
def tmdb_bearer():
    j = G.jwt(sub=G.hexs(24))
    return "self-identifying", (f"import requests\nTMDB_READ_TOKEN = \"{j}\"\nr = requests.get(\"https://api.themoviedb.org/3/movie/now_playing\",\n"
                                f"                 headers={{\"Authorization\": f\"Bearer {{TMDB_READ_TOKEN}}\"}})\n"), [j]


@sec
def content_key_dump():
    kid = G.uuid()
    key = G.hexs(32)
    return "name-context", (f"$ kdm-inspect --decrypt --cert /etc/sms/leaf.pem --key /etc/sms/leaf.key {FILMS[0][:30]}_KDM.xml\n"
                            f"CPL: urn:uuid:{G.uuid()}\nValid: 2026-12-04T00:00:00+00:00 .. 2026-12-18T23:59:00+00:00\n"
                            f"KeyType=MDIK KeyId=urn:uuid:{kid} Key={key}\n# debug only, remove before committing"), [key]


@sec
def sms_device_key():
    block, line = G.pem("RSA PRIVATE KEY")
    return "self-identifying", (f"# /etc/sms/leaf.key - screen server device key (screen {screen()}); KDMs are encrypted to its certificate\n{block}\n"), [line]


@sec
def kdm_imap():
    p = pw()
    return "name-context", (f"# kdm-fetcher: pulls KDM zips from the shared mailbox and ingests them into the TMS\nimap:\n  host: outlook.office365.com\n"
                            f"  user: kdm@{pick('luxor', 'aurora', 'sternkino')}-cinemas.example\n  password: '{p}'\n  folder: INBOX/KDM\n"), [p]


@sec
def dcp_ftp():
    p = pw()
    return "structural", (f"lftp -e 'mirror -c /incoming/{FILMS[1]} /mnt/library/{FILMS[1]}; quit' ftp://dcpdelivery:{p}@{ip()}\n"), [p]


@sec
def aspera():
    p = pw()
    return "name-context", (f"export ASPERA_SCP_PASS='{p}'\nascp -P 33001 -l 500m -k 2 dcp_{site()[0].lower()}@ingest.dcp-lab.example:/outbox/{FILMS[2]} /mnt/library/\n"), [p]


@sec
def tms_soap():
    p = pw()
    return "name-context", (f"<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:tms=\"urn:tms:api\">\n <soapenv:Body>\n"
                            f"  <tms:Login>\n   <tms:Username>schedule_sync</tms:Username>\n   <tms:Password>{p}</tms:Password>\n  </tms:Login>\n"
                            f" </soapenv:Body>\n</soapenv:Envelope>"), [p]


@sec
def ims_python():
    p = pw()
    return "name-context", (f"ims = ScreenServer(host=\"10.{R.randint(1, 50)}.{screen()}.10\", port=443)\nims.login(\"manager\", \"{p}\")\n"
                            f"for cpl in ims.list_cpls():\n    print(cpl.uuid, cpl.title, cpl.kdm_valid_until)\n"), [p]


@sec
def projector_telnet():
    p = pw()
    return "name-context", (f"$ telnet proj-{screen():02d}.booth.local 43680\nlogin: service\nPassword: {p}\n(SST+LAMP?) -> (SST+LAMP!{R.randint(100, 3000)} \"hours\")\n"), [p]


@sec
def booth_handover():
    p = pw()
    return "name-context", (f"Booth handover (Sat late): screen {screen()} KDM for the preview arrives Sunday 09:00, ingest before noon. "
                            f"Projector service login: service / {p}. Lamp on screen {screen()} at 92% of life."), [p]


@sec
def qsys_pin():
    p = pin(R.choice([4, 6]))
    return "name-context", (f"Q-SYS core (auditorium audio): Administrator PIN {p}. Needed in Designer to push the new fader presets."), [p]


@sec
def pos_override():
    p = pin(R.choice([4, 5, 6]))
    return "name-context", (f"Note for new supervisors at {site()[1]}: POS manager override code is {p} (voids, refunds over 20, comp tickets). "
                            f"Don't share it with hosts."), [p]


@sec
def safe_code():
    p = "-".join(str(R.randint(10, 99)) for _ in range(3))
    return "name-context", (f"Cash office: the safe combination changed on Monday, new one is {p}. Alarm panel unchanged."), [p]


@sec
def alarm_code():
    p = pin(4)
    return "name-context", (f"Opening checklist {site()[0]}\n1. Disarm alarm at the staff door: code {p}\n2. Lights: lobby panel, bank A\n3. Start popcorn kettles\n"), [p]


@sec
def givex():
    p = pw()
    return "name-context", (f"[giftcards]\nprovider = givex\nendpoint = https://dc-eu1.givex.example/1.0/\nuser_id = {R.randint(10000, 99999)}\n"
                            f"user_password = {p}\nlanguage = en\n"), [p]


@sec
def worldpay_xml():
    p = pw()
    return "structural", (f"POST https://secure.worldpay.example/jsp/merchant/xml/paymentService.jsp\nAuthorization: Basic {basic('CINEMAECOM', p)}\n"
                          f"Content-Type: text/xml\n\n<paymentService version=\"1.4\" merchantCode=\"CINEMAECOM\">...</paymentService>"), [basic('CINEMAECOM', p)]


@sec
def wallet_p12():
    p = pw()
    return "name-context", (f"# Apple Wallet member card signing\nPASS_TYPE_ID=pass.com.example.cinema.member\nPASS_CERT=certs/pass.p12\nPASS_CERT_PASSWORD={p}\n"
                            f"WWDR_CERT=certs/AppleWWDRCAG4.pem\n"), [p]


@sec
def google_wallet_sa():
    block, line = G.pem("PRIVATE KEY")
    sa = {"type": "service_account", "project_id": "cinema-loyalty-prod", "private_key_id": G.hexs(40),
          "private_key": block + "\n", "client_email": "wallet-issuer@cinema-loyalty-prod.iam.gserviceaccount.com",
          "client_id": str(R.randint(10**20, 10**21))}
    return "self-identifying", json.dumps(sa, indent=2), [line]


@sec
def ticket_hmac():
    k = G.hexs(64)
    return "name-context", (f"# mobile ticket barcodes: HMAC over order|seat|showtime; scanners verify offline\nTICKET_BARCODE_HMAC_KEY={k}\nTICKET_BARCODE_VERSION=3\n"), [k]


@sec
def showtimes_partner():
    s = G.s(T.B62, 40)
    return "name-context", (f"partners:\n  fandango_like:\n    feed_url: https://partners.example/feeds/showtimes\n    partner_id: CHN-{R.randint(1000, 9999)}\n"
                            f"    shared_secret: {s}\n    sign: hmac-sha256\n"), [s]


@sec
def boxoffice_sftp():
    p = pw()
    return "structural", (f"# nightly box office report to distributors\n15 3 * * * sshpass -p '{p}' sftp -oBatchMode=no boxoffice_{site()[0].lower()}@reports.boxoffice-data.example <<< 'put /exports/bo_$(date +\\%F).csv /in/'\n"), [p]


@sec
def mssql_pos():
    p = pw()
    return "structural", (f"\"ConnectionStrings\": {{\n  \"VistaReporting\": \"Server=vista-db01;Database=VISTAHO;User ID=report_ro;Password={p};Encrypt=False\"\n}}"), [p]


@sec
def pg_url_loyalty():
    p = pw()
    return "structural", (f"DATABASE_URL=postgres://loyalty:{p}@loyalty-db.internal:5432/members?sslmode=require\n"), [p]


@sec
def kitchen_mqtt():
    p = pw()
    return "structural", (f"mosquitto_pub -h kds.concessions.local -u kds_bridge -P {p} -t 'kds/{site()[0]}/orders' -m '{{\"order\":\"{R.randint(1000, 9999)}\",\"items\":[\"L popcorn\",\"nachos\"]}}'"), [p]


@sec
def brightsign():
    t = G.s(T.B62, 48)
    return "name-context", (f"# menu boards (concessions) - BrightSign network\nBSN_API_TOKEN={t}\nBSN_NETWORK=cinema-menuboards\n"), [t]


@sec
def stripe_fnb():
    k = G.stripe()
    return "self-identifying", (f"Stripe::api_key = '{k}'\n# in-seat F&B ordering (Premium screens)\n"), [k]


@sec
def stripe_webhook():
    k = "whsec_" + G.s(T.B62, 32)
    return "self-identifying", (f"app.post('/webhooks/stripe', express.raw({{type: 'application/json'}}), (req, res) => {{\n"
                                f"  const event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], '{k}');\n"), [k]


@sec
def mailchimp_news():
    k = G.mailchimp()
    return "self-identifying", (f"MAILCHIMP_API_KEY={k}\nMAILCHIMP_LIST_ID={G.hexs(10)}\n# 'this week at the cinema' newsletter\n"), [k]


@sec
def twilio_sms():
    k = G.twilio()
    s = G.s(T.B62, 32)
    return "name-context", (f"client = Client(\"{k}\", \"{s}\", \"AC{G.hexs(32)}\")\nclient.messages.create(to=member.phone, from_=\"CINEMA\", body=\"Your tickets: \" + link)\n"), [k, s]


@sec
def segment_server():
    k = G.s(T.B62, 32)
    return "name-context", (f"# server-side source 'pos-transactions' (not the web one)\nanalytics.write_key = '{k}'\nanalytics.track(user_id=member_id, event='Concession Purchased', properties=basket)\n"), [k]


@sec
def hook_env_cat():
    p = pw()
    t = G.s(T.B62, 32)
    out = f"VISTA_OCAPI_URL=https://ocapi.internal\nVISTA_CONNECT_TOKEN={t}\nREPORT_DB_PASSWORD={p}\nSITE_CODES=LUX,ORB\n"
    return "name-context", hook("Bash", {"command": "cat .env.production"}, {"stdout": out, "stderr": ""}, cwd="/home/dev/showtimes-sync"), [t, p]


@sec
def hook_read():
    k = G.hexs(64)
    content = f"scanner:\n  mode: offline\n  barcode_version: 3\n  hmac_key: {k}\n  allow_reentry: false\n"
    return "name-context", hook("Read", {"file_path": "/home/dev/ticket-scanner/config.yaml"},
                                {"type": "text", "file": {"filePath": "/home/dev/ticket-scanner/config.yaml", "content": content}}), [k]


@sec
def hook_bash_curl():
    p = pw()
    cmd = f"curl -sk -u manager:{p} https://10.{R.randint(1, 40)}.{screen()}.10/api/v1/kdms | jq length"
    return "structural", hook("Bash", {"command": cmd, "description": "count KDMs on the screen server"},
                              {"stdout": str(R.randint(3, 40)), "stderr": ""}), [p]


@sec
def diff_appsettings():
    p = pw()
    return "name-context", (f"diff --git a/src/PosSync/appsettings.Production.json b/src/PosSync/appsettings.Production.json\n@@ -4,7 +4,7 @@\n"
                            f"   \"Vista\": {{\n     \"Url\": \"https://vista-ho.internal\",\n-    \"Password\": \"\",\n+    \"Password\": \"{p}\",\n     \"User\": \"possync\"\n"), [p]


@sec
def git_url_token():
    t = G.gh_fine()
    return "self-identifying", (f"pip install git+https://{t}@github.com/cinema-it/dcp-tools.git@v0.9.3\n"), [t]


@sec
def aws_dcp():
    a, s = G.aws_akid(), G.aws_secret()
    return "self-identifying", (f"AWS_ACCESS_KEY_ID={a} AWS_SECRET_ACCESS_KEY={s} aws s3 sync s3://cinema-dcp-trailers/ /mnt/library/trailers/ --exclude '*' --include '*TLR*'\n"), [a, s]


@sec
def ini_tms():
    p = pw()
    return "name-context", (f"[TMS]\nServer=tms.{site()[0].lower()}.local\nPort=8443\nUser=automation\nPwd={p}\n[Playlists]\nTemplate=FEATURE_WITH_ADS\n"), [p]


@sec
def jnior_changed():
    p = pw()
    return "name-context", (f"Booth automation JNIOR on screen {screen()}: I changed the login from the factory default, it is now jnior / {p}. "
                            f"Macros (house lights down at FTR start) untouched."), [p]


@sec
def wifi_booth():
    p = phrase(PH_WORDS)
    return "name-context", (f"Projection booth Wi-Fi (staff only): SSID BOOTH-{site()[0]} key {p}"), [p]


@sec
def snmp_community():
    c = G.s(T.B62, 12)
    return "name-context", (f"# NOC polling of projectors and screen servers\n[[inputs.snmp]]\n  agents = [\"udp://proj-01.booth.local:161\"]\n  version = 2\n  community = \"{c}\"\n"), [c]


@sec
def pwsh_pos():
    p = pw()
    return "name-context", (f"$sec = ConvertTo-SecureString \"{p}\" -AsPlainText -Force\nNew-LocalUser -Name 'posadmin' -Password $sec -Description 'Concessions POS local admin'\n"), [p]


@sec
def kotlin_loyalty():
    k = G.s(T.B62, 40)
    return "name-context", (f"object LoyaltyApi {{\n    private const val BASE = \"https://loyalty.internal/api\"\n    private const val SERVER_SECRET = \"{k}\"\n"
                            f"    fun sign(body: String) = hmacSha256(SERVER_SECRET, body)\n}}"), [k]


@sec
def swift_admin():
    p = pw()
    return "name-context", (f"// DEBUG ONLY - usher app staff login bypass\n#if DEBUG\nlet staffUser = \"usher.test\"\nlet staffPassword = \"{p}\"\n#endif\n"), [p]


@sec
def chat_es():
    p = pw()
    return "name-context", (f"Hola equipo, la contraseña del servidor de películas (sala {screen()}) ahora es {p}. La cambié porque el técnico de Cinépolis la tenía apuntada en la cabina."), [p]


@sec
def chat_de():
    p = pw()
    return "name-context", (f"Kurze Info: Der Zugang zum KDM-Postfach ist kdm@sternkino.example, Passwort {p}. Bitte nicht in den Dienstplan schreiben."), [p]


@sec
def chat_fr():
    p = pin(6)
    return "name-context", (f"Salut, le code de la caisse centrale pour les remboursements est {p}. Il change lundi."), [p]


@sec
def chat_it():
    p = pw()
    return "name-context", (f"Ciao, per il portale della distribuzione (incassi settimanali) usa utente palazzo_torino e password {p}."), [p]


@sec
def chat_pl():
    p = pw()
    return "name-context", (f"Cześć, hasło do panelu kas biletowych w Gdańsku: {p}. Zmieniamy je po weekendzie premierowym."), [p]


@sec
def chat_ja():
    p = pw()
    return "name-context", (f"シネコンの映写サーバー(スクリーン{screen()})の管理者パスワードは {p} です。KDMの取り込みに必要です。"), [p]


@sec
def chat_ko():
    p = pw()
    return "name-context", (f"매점 POS 관리자 계정 비번: {p} (본사 지시로 월요일 변경 예정)"), [p]


@sec
def chat_ptbr():
    p = pw()
    return "name-context", (f"Pessoal, a senha do app de fidelidade no painel administrativo é {p}. Só gerentes."), [p]


@sec
def chat_nl():
    p = pw()
    return "name-context", (f"Het wachtwoord van de Aspera-account voor trailers is {p}, gebruiker dcp_orb."), [p]


@sec
def chat_zh():
    p = pw()
    return "name-context", (f"影院票务系统数据库只读账号 report_ro 的密码是 {p}，做周报用。"), [p]


@sec
def chat_tr():
    p = pin(4)
    return "name-context", (f"Arkadaşlar, büfe kasasının yönetici şifresi {p}. İadeler için gerekli."), [p]


@sec
def chat_sv():
    p = pw()
    return "name-context", (f"Hej! Lösenordet till biljettsystemets testmiljö är {p}."), [p]


@sec
def ticket_desk():
    p = pw()
    return "name-context", (f"Ticket #{R.randint(10000, 99999)} - 'Cannot ingest KDM on screen {screen()}'\nSite: {site()[1]}\n"
                            f"Steps: logged in to the IMS web UI as admin (password {p}), KDM shows 'certificate mismatch'.\n"
                            f"Vendor says the KDM was cut for the old media block serial. Requested re-issue."), [p]


@sec
def grafana_booth():
    t = G.grafana()
    return "self-identifying", (f"GRAFANA_TOKEN={t}\n# booth SoH dashboards (lamp hours, storage, KDM expiry)\n"), [t]


@sec
def slack_hook():
    w = G.slack_webhook()
    return "self-identifying", (f"KDM_EXPIRY_ALERT_WEBHOOK={w}\n"), [w.rsplit('/', 1)[1]]


@sec
def anthropic_synopsis():
    k = G.anthropic()
    return "self-identifying", (f"import anthropic\nclient = anthropic.Anthropic(api_key=\"{k}\")  # synopsis rewrites for the website\n"), [k]


@sec
def redis_seats():
    p = G.s(T.B62, 20)
    return "structural", (f"SEAT_LOCK_REDIS=rediss://default:{p}@seatlock-redis.internal:6380/0\nSEAT_LOCK_TTL_SECONDS=480\n"), [p]


@sec
def basic_tms_api():
    p = pw()
    b = basic("sched", p)
    return "structural", (f"PUT /api/schedule/screens/{screen()}/playlists HTTP/1.1\nHost: tms.internal\nAuthorization: Basic {b}\nContent-Type: application/json\n\n"
                          f"{{\"showtime\":\"2026-12-05T19:30:00\",\"playlist\":\"{G.uuid()}\"}}"), [b]


@sec
def go_tms():
    p = pw()
    return "name-context", (f"cfg := tms.Config{{\n\tHost:     \"tms.internal:8443\",\n\tUser:     \"automation\",\n\tPassword: \"{p}\",\n\tInsecure: true,\n}}\n"), [p]


@sec
def hcl_secret():
    p = pw()
    return "name-context", (f"resource \"azurerm_key_vault_secret\" \"vista_db\" {{\n  name         = \"vista-db-password\"\n  value        = \"{p}\"\n  key_vault_id = azurerm_key_vault.pos.id\n}}\n"), [p]


@sec
def xml_web_config():
    p = pw()
    return "structural", (f"<connectionStrings>\n  <add name=\"Loyalty\" connectionString=\"Data Source=sql-loy;Initial Catalog=Members;User Id=loyalty_app;Password={p}\" providerName=\"System.Data.SqlClient\"/>\n</connectionStrings>"), [p]


@sec
def log_login_fail():
    p = pw()
    return "name-context", (f"{ts()} ERROR kdm-fetcher imap login failed for kdm@orbit12.example with password '{p}': AUTHENTICATIONFAILED\n"), [p]


@sec
def npmrc():
    t = G.npm()
    return "self-identifying", (f"@cinema:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\n"), [t]


@sec
def jupyter_box():
    p = pw()
    cell = {"cell_type": "code", "execution_count": 7, "metadata": {}, "outputs": [],
            "source": [f"engine = sqlalchemy.create_engine('mssql+pyodbc://report_ro:{p}@vista-db01/VISTAHO?driver=ODBC+Driver+18+for+SQL+Server')\n",
                       "adm = pd.read_sql('select film, sum(admits) from BoxOffice group by film', engine)\n"]}
    return "structural", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5, "metadata": {}}), [p]


@sec
def php_booking():
    k = G.s(T.B62, 32)
    return "name-context", (f"<?php\ndefine('BOOKING_API_SECRET', '{k}');\ndefine('BOOKING_API_URL', 'https://booking.internal/api/v2');\n"), [k]


@sec
def rtmp_stream():
    k = G.s(T.B62 + "-", 24)
    return "name-context", (f"# live event (opera relay) backup stream to the satellite encoder\nffmpeg -re -i relay.ts -c copy -f flv rtmp://encoder.live.example/live/{k}\n# stream key above is the secret part of the URL"), [k]


@sec
def ups_nms():
    p = pw()
    return "name-context", (f"booth UPS network card: http://{ip()} user apc, password changed to {p} (the default was left on screen 7, fixed)."), [p]


# ---------------------------------------------------------------- clean templates
@cln
def c_kdm():
    return (f"<DCinemaSecurityMessage xmlns=\"http://www.smpte-ra.org/schemas/430-3/2006/ETM\">\n <AuthenticatedPublic Id=\"ID_AuthenticatedPublic\">\n"
            f"  <MessageId>urn:uuid:{G.uuid()}</MessageId>\n  <AnnotationText>{FILMS[0]}</AnnotationText>\n"
            f"  <RecipientX509SubjectName>dnQualifier={dnq()},CN=LE SPB MD FM SM.IMS3000-{R.randint(100000, 999999)},OU=cinema,O=vendor</RecipientX509SubjectName>\n"
            f"  <ContentKeysNotValidBefore>2026-12-04T00:00:00+00:00</ContentKeysNotValidBefore>\n"
            f" </AuthenticatedPublic>\n <AuthenticatedPrivate Id=\"ID_AuthenticatedPrivate\">\n  <enc:EncryptedKey><enc:CipherData>\n"
            f"   <enc:CipherValue>{G.b64(256)}</enc:CipherValue>\n  </enc:CipherData></enc:EncryptedKey>\n </AuthenticatedPrivate>\n"
            f" <dsig:Signature><dsig:SignatureValue>{G.b64(256)}</dsig:SignatureValue></dsig:Signature>\n</DCinemaSecurityMessage>")


@cln
def c_pkl():
    return (f"<PackingList xmlns=\"http://www.smpte-ra.org/schemas/429-8/2007/PKL\">\n <Id>urn:uuid:{G.uuid()}</Id>\n <AssetList>\n"
            + "".join(f"  <Asset><Id>urn:uuid:{G.uuid()}</Id><Hash>{G.b64(20)}</Hash><Size>{R.randint(10**6, 10**11)}</Size><Type>application/mxf</Type></Asset>\n" for _ in range(3))
            + " </AssetList>\n</PackingList>")


@cln
def c_cpl_list():
    return "\n".join(f"urn:uuid:{G.uuid()}  {f}  KDM={'valid until 2026-12-18' if R.random() < .5 else 'none'}" for f in FILMS)


@cln
def c_showtimes():
    return json.dumps({"site": site()[0], "showtimes": [{"id": G.uuid(), "film": "The Last Harbour", "screen": screen(), "start": ts(),
                                                         "format": pick("2D", "3D", "IMAX"), "seats_available": R.randint(0, 300)} for _ in range(3)]}, indent=2)


@cln
def c_receipt():
    return (f"{site()[1]}\nOrder {R.randint(10**6, 10**7)}  {ts()}\n2x Adult 2D      25.00\n1x L Popcorn      6.90\nVISA ****{R.randint(1000, 9999)}\n"
            f"Auth code {G.s(T.UPPER + DIG, 6)}  Terminal {R.randint(10**7, 10**8)}\nBooking ref {G.s(T.UPPER + DIG, 8)}")


@cln
def c_adyen_client():
    return (f"<script>\n  const checkout = await AdyenCheckout({{\n    environment: 'live',\n    clientKey: 'live_{G.s(T.UPPER + DIG, 32)}',\n"
            f"    session: {{ id: 'CS{G.s(T.UPPER + DIG, 16)}', sessionData: sessionDataFromServer }}\n  }});\n</script>")


@cln
def c_braze_sdk():
    return (f"let configuration = Braze.Configuration(\n  apiKey: \"{G.uuid()}\",\n  endpoint: \"sdk.fra-02.braze.eu\"\n)\n"
            "let braze = Braze(configuration: configuration)  // SDK key, ships in the app")


@cln
def c_onesignal_app():
    return f"OneSignal.initialize(\"{G.uuid()}\");  // app id, public\nOneSignal.Notifications.requestPermission(true);"


@cln
def c_env_example():
    return ("VISTA_OCAPI_URL=https://ocapi.internal\nVISTA_CONNECT_TOKEN=<from-vista-admin>\nREPORT_DB_PASSWORD=\nSQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN}\n"
            "TICKET_BARCODE_HMAC_KEY=changeme\n")


@cln
def c_env_code():
    return ("token = os.environ[\"VISTA_CONNECT_TOKEN\"]\nsession.headers[\"connectapitoken\"] = token\n"
            "db_pw = os.getenv(\"REPORT_DB_PASSWORD\", \"\")\n")


@cln
def c_jnior_default():
    return ("New JNIOR units ship with the factory login jnior / jnior (see the INTEG manual). Change it during commissioning; "
            "the booth checklist has a box for it.")


@cln
def c_cert_dnq():
    return (f"Certificate chain for screen {screen()} media block\n  leaf  dnQualifier={dnq()}  serial {R.randint(10**8, 10**9)}\n"
            f"  inter dnQualifier={dnq()}\n  root  dnQualifier={dnq()}\n  thumbprint SHA-1 {G.sha1()}")


@cln
def c_projector_status():
    return (f"proj-{screen():02d}: model CP-4440 serial {G.s(T.UPPER + DIG, 10)} fw 4.6.1 lamp {R.randint(100, 3000)}h temp {R.randint(20, 45)}C "
            f"ims=IMS3000 sn {R.randint(100000, 999999)} storage {R.randint(10, 90)}% kdm_expiring_7d=2")


@cln
def c_seatmap():
    return json.dumps({"screen": screen(), "rows": [{"row": r, "seats": [{"n": n, "status": pick("free", "sold", "held")} for n in range(1, 6)]} for r in "ABC"]})


@cln
def c_git_log():
    return "\n".join(f"{G.sha1()} {m}" for m in ["kdm-fetcher: read IMAP password from Key Vault", "pos-sync: retry on 503 from OCAPI",
                                                  "scanner: bump barcode format to v3"])


@cln
def c_hook_ok():
    return hook("Bash", {"command": "dcpinspect /mnt/library/" + FILMS[2]}, {"stdout": f"OK: 1 CPL, 6 reels, hashes verified\nCPL {G.uuid()}", "stderr": ""})


@cln
def c_prose_kdm():
    return ("KDMs are encrypted to each media block's certificate, so a KDM that lands in the wrong inbox cannot open the film anywhere else. "
            "What must never leave the booth is the media block's private key and the content keys, which we never see in clear.")


@cln
def c_chat_es():
    return "La contraseña del servidor de la sala 5 está en el gestor de contraseñas (carpeta Cabina). No la pongáis en el grupo."


@cln
def c_chat_de():
    return f"Der KDM für '{FILMS[2][:8]}' ist bis 18.12. gültig, Seriennummer des Media Blocks {R.randint(100000, 999999)}."


@cln
def c_boxoffice_csv():
    return "film,site,date,admits,gross\n" + "\n".join(f"{pick('The Last Harbour', 'Winter Orbit', 'Nachtzug')},{site()[0]},2026-12-0{R.randint(1, 3)},{R.randint(10, 900)},{R.randint(100, 9000)}.{R.randint(10, 99)}" for _ in range(4))


@cln
def c_k8s_ref():
    return ("- name: VISTA_CONNECT_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: showtimes-sync\n      key: vista-connect-token\n")


@cln
def c_digest():
    return f"pos-sync@sha256:{G.sha256()}\nscanner-api@sha256:{G.sha256()}"


@cln
def c_loyalty_member():
    return json.dumps({"member_id": G.uuid(), "tier": pick("Gold", "Silver"), "points": R.randint(0, 9000), "card_number": f"6{R.randint(10**14, 10**15)}",
                       "wallet_serial": G.hexs(32)})


@cln
def c_ticket_resolved():
    return (f"Ticket #{R.randint(10000, 99999)} closed: IMS admin password for screen {screen()} rotated by vendor, new one stored in the vault entry "
            "'booth/ims/screen'. Booth staff use their own operator logins.")


@cln
def c_square_location():
    return f"Square location L{G.s('ABCDEFGHJKMNPQRSTVWXYZ0123456789', 12)}, device {G.s(T.UPPER + DIG, 12)}, checkout id {G.s(T.B62, 22)}"


@cln
def c_placeholder_yaml():
    return "imap:\n  host: outlook.office365.com\n  user: kdm@example.com\n  password: \"${KDM_IMAP_PASSWORD}\"\n"


@cln
def c_ssh_pub():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{G.b64(180)} booth-ops@tms"


@cln
def c_qr_payload():
    return f"order {R.randint(10**6, 10**7)} screen {screen()} seats F7,F8 | payload sha256 {G.sha256()} | scanned at {ts()}"


@cln
def c_b64_poster():
    return f"{{\"poster\":\"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{G.b64(120)}\"}}"


@cln
def c_chat_fr():
    return "Le code de la caisse change lundi ; le responsable vous le donnera de vive voix, pas par message."


@cln
def c_stripe_pk():
    return f"const stripe = Stripe('pk_live_{G.s(T.B62, 99)}');\nconst elements = stripe.elements();"


@cln
def c_snmp_public():
    return f"snmpwalk -v2c -c public proj-{screen():02d}.booth.local 1.3.6.1.2.1.1"


@cln
def c_runbook():
    return ("Runbook: KDM did not arrive\n1. Check the kdm-fetcher log for the last poll.\n2. Search the shared mailbox by CPL UUID.\n"
            "3. Ask the distributor's KDM desk to re-send to the media block certificate (thumbprint from the TMS).\n")


if __name__ == "__main__":
    build()
