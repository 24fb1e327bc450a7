#!/usr/bin/env python3
"""Blind redaction source "ferries" (round 71, helper corpora43): ferry operators -- online booking, vehicle deck
planning, boarding gates and ticket scanners, vessel AIS/engine telemetry, port-call messaging.

Seeded and deterministic; imports only the standard library and _tokens. Every value is random and made up.
Run: python3 src_ferries.py  (writes ferries_secrets.jsonl and ferries_clean.jsonl next to this file)
"""
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, URLSAFE  # noqa: E402

FAM = "ferries"
G = Gen(7111)   # secret texts
C = Gen(7112)   # clean texts
R = G.r
CR = C.r
USED: set = set()
CLEAN_BLOB = ""

# ---------------------------------------------------------------- value helpers (secrets)
WORDS = ["Ferry", "Harbour", "Bowline", "Kattegat", "Gangway", "Starboard", "Mooring", "Pilot", "Seagull", "Jetty",
         "Aland", "Baltic", "Bollard", "Lanyard", "Linkspan", "Ballast", "Helsinki", "Piraeus", "Solent", "Tallinn"]
PWORDS = ["tern", "quay", "ramp", "keel", "hull", "wake", "buoy", "tide", "gull", "deck", "stern", "bow", "fog",
          "anchor", "ropes", "cabin", "pier", "swell", "brine", "mast"]


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
    return fresh(lambda: R.choice(WORDS) + str(R.randint(1, 2026)) + R.choice("!#$%?*.&"))


def v_urlpw():
    return fresh(lambda: R.choice([lambda: G.s(B62, R.randint(12, 22)),
                                   lambda: R.choice(WORDS) + str(R.randint(10, 999)),
                                   lambda: G.s(string.ascii_lowercase + string.digits, 10)])())


def v_phrase():
    return fresh(lambda: R.choice(["-", ".", "_"]).join(R.sample(PWORDS, 3)) + str(R.randint(1, 99)))


def v_legacy():
    return fresh(lambda: R.choice(["fer", "sea", "bk", "ais", "gate"]) + G.s(string.ascii_lowercase, R.randint(2, 3))
                 + str(R.randint(1, 999)))


def v_pin(n=None):
    n = n or R.choice([4, 4, 5, 6])
    return fresh(lambda: str(R.randint(1, 9)) + G.s(string.digits, n - 1))


def v_key(n=32, alpha=B62):
    return fresh(lambda: G.s(alpha, n))


def v_hex(n=32):
    return fresh(lambda: G.hexs(n))


def v_b64(nbytes=32):
    return fresh(lambda: G.b64(nbytes))


def v_uuid():
    return fresh(G.uuid)


def v_adyen():
    return fresh(lambda: "AQE" + G.s(B62 + "+/", 93) + "==-" + G.b64(32) + "-" + G.s(B62 + "<>:^(){}[]", 16))


def v_influx():
    return fresh(lambda: G.b64url(64) + "==")


def v_iothub_key():
    return fresh(lambda: G.b64(32))


def v_selfid():
    while True:
        name, tok, mark = G.self_identifying()
        if mark not in USED and mark not in CLEAN_BLOB:
            USED.add(mark)
            return name, tok, mark


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def host():
    return R.choice(["booking", "deckplan", "gates", "ais", "portcall", "scanners", "telemetry", "checkin"]) + "-" + \
        R.choice(["prod", "stage", "01", "02", "eu"]) + "." + R.choice(["nordline.example", "aegeanlink.example",
                                                                       "solentferries.example", "baltic-ro.example"])


VESSELS = ["MS Kattegat Star", "MV Isle of Arran Spirit", "Blue Horizon II", "Nordlys Express", "Aegean Dolphin",
           "Tallink Breeze", "Solent Clipper", "Ro-Pax Vega"]
PORTS = ["SEGOT", "DKFDH", "FIHEL", "EETLL", "GRPIR", "GRHER", "GBSOU", "GBPME", "NOKRS", "ITCIV", "ESALG", "HRSPU"]


def hook_bash(cmd, out="", ascii_=True):
    d = {"session_id": G.uuid(), "transcript_path": f"/home/dev/.claude/projects/ferry/{G.uuid()}.jsonl",
         "cwd": "/home/dev/src/" + R.choice(["booking-api", "deckplan", "gate-agent", "ais-bridge", "portcall"]),
         "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": cmd},
         "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}
    return json.dumps(d, ensure_ascii=ascii_)


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
def env_booking(i):
    pw = v_pw()
    user = R.choice(["web_booking", "ibe_api", "WEBSALES", "kiosk"])
    sysname = R.choice(["CARUS", "SEAWARE", "HOGIA", "FERRYRES"])
    txt = (f"# booking-api/.env ({R.choice(['prod', 'staging'])})\n{sysname}_ENDPOINT=https://{host()}/ws/v3\n"
           f"{sysname}_AGENCY=ONLINE\n{sysname}_USER={user}\n{sysname}_{R.choice(['PASSWORD', 'PASS', 'PWD'])}={pw}\n"
           f"DEFAULT_CURRENCY=EUR\nHOLD_MINUTES=20\n")
    return "name-context", txt, [pw]


@T
def ota_xml(i):
    pw = v_pw()
    txt = (f'<OTA_FerryAvailRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="2.1" EchoToken="{G.hexs(12)}">\n'
           f'  <POS>\n    <Source AgentSine="WEB" PseudoCityCode="NRD1">\n'
           f'      <RequestorID Type="5" ID="FERRYHUB" MessagePassword="{pw}"/>\n    </Source>\n  </POS>\n'
           f'  <OriginDestinationInformation><DepartureDateTime>2026-07-1{R.randint(0, 9)}</DepartureDateTime>\n'
           f'    <OriginLocation LocationCode="{R.choice(PORTS)}"/><DestinationLocation LocationCode="{R.choice(PORTS)}"/>\n'
           f'  </OriginDestinationInformation>\n</OTA_FerryAvailRQ>')
    return "name-context", txt, [pw]


@T
def adyen_yaml(i):
    k = v_adyen()
    txt = (f"payments:\n  provider: adyen\n  merchant_account: NordlineFerriesECOM\n  api_key: \"{k}\"\n"
           f"  client_key: live_{G.s(string.ascii_uppercase + string.digits, 32)}\n  live_prefix: {G.hexs(16)}-NordlineFerries\n")
    return "self-identifying", txt, [k]


@T
def worldpay_curl(i):
    pw = v_urlpw()
    code = R.choice(["SOLENTFERRYECOM", "AEGEANLINKMOTO", "NORDLINEWEB"])
    txt = (f"$ curl -s -u {code}:{pw} -H 'Content-Type: text/xml' \\\n"
           f"    --data @refund_{R.randint(1000, 9999)}.xml https://secure-test.worldpay.com/jsp/merchant/xml/paymentService.jsp\n"
           f'<?xml version="1.0"?><paymentService version="1.4" merchantCode="{code}"><reply><ok><refundReceived orderCode="BK{R.randint(100000, 999999)}"/></ok></reply></paymentService>')
    return "structural", txt, [pw]


@T
def partner_header(i):
    k = v_key(R.choice([32, 40]), B62)
    hdr = R.choice(["X-Api-Key", "x-api-key", "X-Partner-Key", "Ocp-Apim-Subscription-Key"])
    txt = (f"curl -sS 'https://api.{R.choice(['ferryhopper', 'directferries', 'ferrygateway'])}.example/v2/trips?"
           f"from={R.choice(PORTS)}&to={R.choice(PORTS)}&date=2026-08-0{R.randint(1, 9)}&pax=2&vehicle=car' \\\n"
           f"  -H '{hdr}: {k}' -H 'Accept: application/json' | jq '.trips[0]'")
    return "structural", txt, [k]


@T
def hogia_props(i):
    pw = v_pw()
    txt = (f"# reservation-bridge/application.properties\nhogia.ws.url=https://{host()}/FerryWS/Reservation.svc\n"
           f"hogia.ws.username=IBE_NORDLINE\nhogia.ws.password={pw}\nhogia.ws.timeout-ms=15000\n"
           f"spring.jpa.open-in-view=false\n")
    return "name-context", txt, [pw]


@T
def python_default(i):
    pw = v_word() if R.random() < .5 else v_pw()
    txt = ("import os\nfrom seaware import SeawareClient\n\n"
           "def client():\n"
           f"    return SeawareClient(\n        base_url=os.getenv('SW_URL', 'https://{host()}/sw'),\n"
           f"        agency='ONLINE', user='sw_api',\n        password=os.getenv('SW_PASSWORD', '{pw}'),  # TODO drop fallback\n    )\n")
    return "name-context", txt, [pw]


@T
def deckplan_connstr(i):
    pw = v_pw()
    txt = (f'"ConnectionStrings": {{\n  "Stowage": "Server=deckplan-sql01;Database=Stowage;User Id=loadmaster;Password={pw};TrustServerCertificate=True",\n'
           f'  "Audit": "Server=deckplan-sql01;Database=StowageAudit;Integrated Security=true"\n}}')
    return "structural", txt, [pw]


@T
def tablet_pin(i):
    p = v_pin(R.choice([4, 6]))
    txt = R.choice([
        f"Hand-over {VESSELS[i % len(VESSELS)]}: the loadmaster tablet (Tab Active4, deck 3 office) unlock PIN is {p}. "
        f"DeckPlanner app logs in by itself. Lane 7 sensor still flaky, see ticket OPS-{R.randint(100, 999)}.",
        f"- loadmaster tablet: PIN {p} (changed after the Arran swap)\n- deck plan printer: no auth\n- hazmat binder: bridge shelf",
    ])
    return "name-context", txt, [p]


@T
def hazmat_toml(i):
    tok = v_key(R.choice([40, 48]), URLSAFE)
    txt = (f"[dg_declaration]\nendpoint = \"https://{R.choice(['dg', 'hazmat'])}.portauthority.example/api/v1/declarations\"\n"
           f"operator_id = \"SE{R.randint(10000, 99999)}\"\napi_token = \"{tok}\"\nimdg_amendment = \"41-22\"\n")
    return "name-context", txt, [tok]


@T
def deck_sftp(i):
    pw = v_urlpw()
    txt = (f"# crontab -l (deckplan-export)\n*/10 * * * * /opt/deckplan/bin/export --voyage current --format baplie "
           f"--dest sftp://deckplan:{pw}@sftp.{R.choice(['portgot', 'pcs-hel', 'piraeus-pcs'])}.example/inbound/ >> /var/log/deck-export.log 2>&1")
    return "structural", txt, [pw]


@T
def gatectl(i):
    p = v_pin(R.choice([4, 5, 6]))
    txt = R.choice([
        f"$ gatectl --host 10.20.{R.randint(1, 9)}.{R.randint(10, 99)} --admin-pin {p} open --lane {R.randint(1, 8)}\nlane opened (override, logged as OPS-MANUAL)",
        f"# turnstile G{R.randint(1, 6)} stuck again -> gatectl --admin-pin={p} reset --all",
    ])
    return "name-context", txt, [p]


@T
def qr_key_go(i):
    k = v_key(R.choice([32, 44]), B62)
    txt = ("package boarding\n\nimport (\n\t\"crypto/hmac\"\n\t\"crypto/sha256\"\n)\n\n"
           f"// signs the boarding-pass QR payload (booking ref|sailing|lane)\nvar passSigningKey = []byte(\"{k}\")\n\n"
           "func Sign(p []byte) []byte {\n\tm := hmac.New(sha256.New, passSigningKey)\n\tm.Write(p)\n\treturn m.Sum(nil)\n}\n")
    return "name-context", txt, [k]


@T
def soti_json(i):
    s = v_key(R.choice([32, 40]), B62)
    txt = json.dumps({"mobicontrol": {"server": f"https://mdm.{R.choice(['nordline', 'aegeanlink'])}.example/MobiControl",
                                      "client_id": G.hexs(32), "client_secret": s, "username": "svc_scanner_sync",
                                      "device_group": "\\\\Boarding\\Scanners\\TC52"}}, indent=2)
    return "name-context", txt, [s]


@T
def stagenow_xml(i):
    psk = v_phrase() if R.random() < .5 else v_word()
    txt = ('<wap-provisioningdoc>\n  <characteristic type="Wi-Fi" version="5.2">\n'
           '    <parm name="SSID" value="BOARDING-SCAN"/>\n    <parm name="SecurityMode" value="1"/>\n'
           f'    <parm name="WPAMode" value="3"/>\n    <parm name="PassPhrase" value="{psk}"/>\n'
           '  </characteristic>\n</wap-provisioningdoc>')
    return "name-context", txt, [psk]


@T
def kotlin_const(i):
    k = v_key(R.choice([32, 36]), B62 + "-_")
    txt = ("object ScanConfig {\n    const val VALIDATE_URL = \"https://gates.nordline.example/api/v2/validate\"\n"
           f"    const val SCAN_API_TOKEN = \"{k}\"\n    const val OFFLINE_GRACE_MIN = 15\n}}\n")
    return "name-context", txt, [k]


@T
def gate_http(i):
    tok = v_key(R.choice([40, 48, 64]), URLSAFE)
    txt = (f"POST /api/v2/validate HTTP/1.1\nHost: gates.{R.choice(['nordline', 'solentferries'])}.example\n"
           f"Authorization: Bearer {tok}\nContent-Type: application/json\n\n"
           f'{{"scan":"BK{R.randint(100000, 999999)}|{R.randint(1, 9)}|LANE{R.randint(1, 8)}","gate":"G{R.randint(1, 6)}","ts":"{ts()}"}}')
    return "structural", txt, [tok]


@T
def gate_log_url(i):
    pw = v_urlpw()
    txt = (f"{ts()} WARN gate-agent[{R.randint(200, 9999)}]: upstream refused, retrying "
           f"url=https://gate{R.randint(1, 6)}:{pw}@boarding.internal:8443/sync attempt={R.randint(2, 5)}")
    return "structural", txt, [pw]


@T
def marinetraffic_url(i):
    k = v_hex(40)
    txt = R.choice([
        f"resp = requests.get(f\"https://services.marinetraffic.com/api/exportvessel/v:5/{k}/timespan:10/protocol:jsono/mmsi:{{mmsi}}\")",
        f"GET https://services.marinetraffic.com/api/exportvessels/v:8/{k}/timespan:5/protocol:csv -> 200 ({R.randint(20, 90)} rows)",
    ])
    return "structural", txt, [k]


@T
def spire_py(i):
    tok = v_key(R.choice([32, 40]), B62)
    txt = ("import requests\n\nQUERY = '''{ vessels(imo: [9%d]) { nodes { staticData { name mmsi } lastPositionUpdate { latitude longitude } } } }'''\n" % R.randint(100000, 999999)
           + f"r = requests.post('https://api.spire.com/graphql', json={{'query': QUERY}},\n"
           f"                  headers={{'Authorization': 'Bearer {tok}'}})\nprint(r.json())\n")
    return "structural", txt, [tok]


@T
def aiscatcher_json(i):
    u = v_uuid()
    txt = json.dumps({"config": 1, "verbose": True, "rtlsdr": {"tuner": "auto", "rtlagc": True},
                      "sharing": True, "sharing_key": u,
                      "udp": [{"host": "127.0.0.1", "port": 10110}],
                      "server": {"active": True, "port": 8100}}, indent=2)
    return "name-context", txt, [u]


@T
def opcua_ini(i):
    pw = v_pw()
    txt = (f"; engine-data gateway, {VESSELS[i % len(VESSELS)]}\n[opcua]\nEndpoint=opc.tcp://10.40.1.{R.randint(10, 60)}:4840\n"
           f"SecurityPolicy=Basic256Sha256\nUser=ecr_reader\nPassword={pw}\n\n[influx]\nbucket=engine\n")
    return "name-context", txt, [pw]


@T
def moxa_runbook(i):
    pw = v_word() if R.random() < .6 else v_legacy()
    txt = (f"## Engine room Modbus gateway (MGate 5105)\n1. Laptop on ECR switch port 12, 192.168.127.x\n"
           f"2. Web UI https://192.168.127.254 -- admin password is {pw} (not the factory one)\n"
           f"3. Check slave IDs 1-4 (ME1..ME4) respond, then restart the collector.")
    return "name-context", txt, [pw]


@T
def vsat_ticket(i):
    pw = v_word() if R.random() < .5 else v_pw()
    user = R.choice(["admin", "service", "root"])
    txt = (f"Ticket IT-{R.randint(1000, 9999)} -- VSAT modem on {VESSELS[i % len(VESSELS)]} not re-acquiring after dry dock.\n"
           f"Remote hands on board: please log into the Sailor 900 ACU ({user} / {pw}) and send us the event log.")
    return "structural", txt, [pw]


@T
def telegraf_influx(i):
    t = v_influx()
    txt = (f"[[outputs.influxdb_v2]]\n  urls = [\"https://influx.shore.{R.choice(['nordline', 'aegeanlink'])}.example:8086\"]\n"
           f"  token = \"{t}\"\n  organization = \"fleet\"\n  bucket = \"engine_{R.choice(['me', 'ae', 'hvac'])}\"\n\n"
           "[[inputs.modbus]]\n  name = \"ME1\"\n  controller = \"tcp://192.168.127.254:502\"\n")
    return "name-context", txt, [t]


@T
def mosquitto_bridge(i):
    pw = v_pw()
    txt = (f"# /etc/mosquitto/conf.d/shore-bridge.conf (vessel gateway)\nconnection shore\naddress mqtt.shore.example:8883\n"
           f"remote_username vessel-{R.randint(100, 999)}\nremote_password {pw}\ntopic telemetry/# out 1\nbridge_cafile /etc/ssl/certs/ca.pem\n")
    return "name-context", txt, [pw]


@T
def grafana_sa(i):
    tok = fresh(G.grafana)
    mark = tok
    txt = f"export GRAFANA_URL=https://grafana.fleet.example\nexport GRAFANA_TOKEN={tok}\n./dash-sync push dashboards/engine-room.json"
    return "self-identifying", txt, [mark]


@T
def iothub(i):
    k = v_iothub_key()
    txt = (f"{{\n  \"edge\": {{\n    \"connectionString\": \"HostName=wartsila-fleet-{R.randint(1, 9)}.azure-devices.net;"
           f"DeviceId=IMO9{R.randint(100000, 999999)}-ME;SharedAccessKey={k}\",\n    \"upload_interval_s\": 60\n  }}\n}}")
    return "structural", txt, [k]


@T
def nsw_wsse(i):
    pw = v_pw()
    txt = ('<soapenv:Header>\n  <wsse:Security soapenv:mustUnderstand="1">\n    <wsse:UsernameToken>\n'
           f'      <wsse:Username>NSW-{R.randint(10000, 99999)}</wsse:Username>\n'
           f'      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{pw}</wsse:Password>\n'
           '    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>')
    return "name-context", txt, [pw]


@T
def edifact_unb(i):
    pw = v_key(R.choice([8, 10]), string.ascii_uppercase + string.digits)
    txt = (f"UNB+UNOC:3+NORDLINE:ZZZ+PORTCS:ZZZ+261{R.randint(101, 130)}:{R.randint(10, 23)}{R.randint(10, 59)}+{R.randint(1000, 9999)}+{pw}:PW'\n"
           f"UNH+1+BERMAN:D:00B:UN'\nBGM+{R.choice(['COARRI', '9'])}+{R.randint(10000, 99999)}+9'\n"
           f"LOC+153+{R.choice(PORTS)}:139:6'\nUNT+4+1'\nUNZ+1+{R.randint(1000, 9999)}'")
    return "structural", txt, [pw]


@T
def as2_props(i):
    pw = v_pw()
    txt = (f"# mendelson AS2 partner: port community system\nas2.partner.id=PCS-{R.choice(PORTS)}\n"
           f"as2.partner.url=https://as2.pcs.example/as2/receive\nas2.partner.https.user=nordline\n"
           f"as2.partner.https.password={pw}\nas2.partner.signalg=sha256\n")
    return "name-context", txt, [pw]


@T
def pcs_env(i):
    s = v_key(R.choice([40, 48]), URLSAFE)
    txt = (f"PORTBASE_CLIENT_ID=nordline-portcall\nPORTBASE_CLIENT_SECRET={s}\n"
           f"PORTBASE_TOKEN_URL=https://login.portbase.example/oauth2/token\nPORTCALL_DEFAULT_AGENT=NLAGT{R.randint(100, 999)}\n")
    return "name-context", txt, [s]


LANG_LINES = {
    "sv": ["Hej! Lösenordet till Carus-testmiljön är {v}, användare web_booking. Byt efter releasen.",
           "Ny kod till grindskåpet vid kaj 4: {v}. Gäller från måndag."],
    "no": ["Passord for admin på billettskannerne (MDM) er {v} -- ikke del med innleide.",
           "Koden til lasterampens styreskap er {v}, den gamle er slettet."],
    "da": ["Adgangskoden til havnens PCS-portal er {v}, brugeren er nordline-ops.",
           "PIN til bilramperne: {v}"],
    "fi": ["AIS-palvelun API-avain on {v}, älä laita sitä repoon.",
           "Salasana VSAT-modeemin hallintaan: {v}"],
    "el": ["Ο κωδικός για το portal του λιμεναρχείου είναι {v} (χρήστης: nordline_agent).",
           "Το PIN για τις μπάρες στην πύλη Ε2 είναι {v}."],
    "it": ["Ciao, la password del portale PMIS della Capitaneria è {v}. Scade a fine mese.",
           "Il codice del tornello varco 3 è {v}."],
    "es": ["La contraseña del escáner de embarque (modo admin) es {v}.",
           "Clave de la API de reservas: {v}"],
    "fr": ["Le mot de passe du compte de la capitainerie est {v}, merci de ne pas le diffuser.",
           "Code du portillon passagers : {v}"],
    "de": ["Das Passwort für den Deckplan-Server lautet {v}, Benutzer loadmaster.",
           "Zugangscode Fahrzeugschranke Spur 2: {v}"],
    "hr": ["Lozinka za sustav rezervacija (test) je {v}.",
           "Šifra za rampu na trajektu je {v}."],
    "et": ["Piletiväravate administraatori parool on {v}.",
           "Uus PIN sadama väravale: {v}"],
    "tr": ["Feribot rezervasyon API şifresi: {v}",
           "Turnike yönetici PIN kodu {v} olarak değişti."],
    "ja": ["予約システム（テスト）のパスワードは {v} です。",
           "乗船ゲートの管理者PINは {v} に変更しました。"],
}


@T
def chat_lang(i):
    lang = list(LANG_LINES)[i % len(LANG_LINES)]
    line = R.choice(LANG_LINES[lang])
    v = v_pin() if ("PIN" in line or "ode" in line or "Šifra" in line or "PIN" in line or "コード" in line
                    or "codice" in line or "Koden" in line) else R.choice([v_word, v_pw, v_phrase, v_legacy])()
    who = R.choice(["Annika", "Jussi", "Maria", "Nikos", "Lars", "Elena", "Kerli", "Ivan", "Yuki", "Pierre"])
    txt = R.choice([f"[{ts()}] {who}: {line.format(v=v)}",
                    f"From: {who.lower()}@nordline.example\nSubject: re: access\n\n{line.format(v=v)}\n\n-- {who}"])
    return "name-context", txt, [v]


@T
def hook_env(i):
    pw = v_pw()
    k = v_key(40, B62)
    content = (f"DATABASE_URL_RO=postgres://reporting@booking-db:5432/reservations\nSEAWARE_USER=sw_api\n"
               f"SEAWARE_PASSWORD={pw}\nAIS_PROVIDER=spire\nAIS_API_TOKEN={k}\nLOG_LEVEL=info\n")
    txt = hook_read(f"/home/dev/src/{R.choice(['booking-api', 'ais-bridge'])}/.env", content)
    return "name-context", txt, [pw, k]


@T
def hook_pg(i):
    pw = v_pw()
    cmd = f"PGPASSWORD='{pw}' psql -h booking-db.internal -U booking -d reservations -c \"select count(*) from bookings where sailing_id = {R.randint(10000, 99999)}\""
    txt = hook_bash(cmd, f" count \n-------\n   {R.randint(80, 900)}\n(1 row)\n")
    return "name-context", txt, [pw]


@T
def compose_pg(i):
    pw = v_urlpw()
    txt = (f"services:\n  booking-api:\n    image: registry.nordline.example/booking-api:{R.randint(1, 9)}.{R.randint(0, 30)}\n"
           f"    environment:\n      DATABASE_URL: postgres://booking:{pw}@db:5432/reservations\n      RUST_LOG: info\n"
           "  db:\n    image: postgres:16\n")
    return "structural", txt, [pw]


@T
def k8s_secret(i):
    import base64
    raw = v_pw()
    enc = base64.b64encode(raw.encode()).decode()
    USED.add(enc)
    txt = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: gate-agent\n  namespace: boarding\ntype: Opaque\ndata:\n"
           f"  GATE_API_USER: {base64.b64encode(b'gate-agent').decode()}\n  GATE_API_PASSWORD: {enc}\n")
    return "name-context", txt, [enc]


@T
def hcl_default(i):
    k = v_hex(40) if R.random() < .5 else v_key(32, B62)
    txt = (f"variable \"ais_api_key\" {{\n  type    = string\n  default = \"{k}\"\n}}\n\n"
           "resource \"aws_ssm_parameter\" \"ais\" {\n  name  = \"/ais-bridge/api_key\"\n  type  = \"SecureString\"\n  value = var.ais_api_key\n}\n")
    return "name-context", txt, [k]


@T
def diff_psk(i):
    old, new = v_phrase(), v_phrase()
    txt = (f"diff --git a/scanners/wifi.env b/scanners/wifi.env\n--- a/scanners/wifi.env\n+++ b/scanners/wifi.env\n"
           f"@@ -1,3 +1,3 @@\n SSID=BOARDING-SCAN\n-SCANNER_PSK={old}\n+SCANNER_PSK={new}\n COUNTRY=SE\n")
    return "name-context", txt, [old, new]


@T
def notebook(i):
    k = v_hex(40)
    cell = {"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
            "source": ["import pandas as pd, requests\n", f"MT_KEY = \"{k}\"\n",
                       "df = pd.DataFrame(requests.get(f'https://services.marinetraffic.com/api/exportvessels/v:8/{MT_KEY}/protocol:jsono').json())\n"],
            "outputs": []}
    txt = json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}, indent=1)
    return "name-context", txt, [k]


@T
def trace_query(i):
    k = v_key(R.choice([32, 24]), B62)
    txt = ("Traceback (most recent call last):\n  File \"/app/vf_poll.py\", line 41, in poll\n    r.raise_for_status()\n"
           "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: "
           f"https://api.vesselfinder.example/vesselslist?userkey={k}&format=json&interval=5")
    return "structural", txt, [k]


@T
def ps_cred(i):
    pw = v_pw()
    txt = (f"$pw = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n"
           "$cred = New-Object System.Management.Automation.PSCredential('NORDLINE\\svc_checkin', $pw)\n"
           "Invoke-Command -ComputerName CHKIN-KIOSK-0{0} -Credential $cred -ScriptBlock {{ Restart-Service CheckinAgent }}".format(R.randint(1, 9)))
    return "name-context", txt, [pw]


@T
def smtp_url(i):
    pw = v_urlpw()
    txt = (f"MAILER_DSN=smtp://noreply%40{R.choice(['nordline', 'aegeanlink'])}.example:{pw}@smtp.office365.com:587?encryption=tls\n"
           "MAILER_FROM=\"Nordline Bookings <noreply@nordline.example>\"\n")
    return "structural", txt, [pw]


@T
def twilio_env(i):
    t = v_hex(32)
    txt = (f"# SMS for delays and cancellations\nTWILIO_ACCOUNT_SID=AC{G.hexs(32)}\nTWILIO_AUTH_TOKEN={t}\n"
           f"TWILIO_FROM=+4477{R.randint(10000000, 99999999)}\n")
    return "name-context", txt, [t]


@T
def selfid_ci(i):
    name, tok, mark = v_selfid()
    txt = R.choice([
        f"# .gitlab-ci.yml (booking-web)\nvariables:\n  DEPLOY_TARGET: prod-eu\n  {name.upper()}_TOKEN: \"{tok}\"\n",
        f"$ export {name.upper()}_KEY='{tok}'\n$ ./scripts/notify-delay.sh --sailing {R.randint(1000, 9999)}",
        f"hand-over: {name} credential for the delay-notifier is {tok} (rotate after the season)",
    ])
    return "self-identifying", txt, [mark]


@T
def jwt_log(i):
    j = fresh(lambda: G.jwt(sub=f"agent-{R.randint(100, 999)}"))
    txt = (f"10.12.{R.randint(0, 9)}.{R.randint(2, 250)} - - [{ts()}] \"GET /api/manifest/{R.randint(10000, 99999)} HTTP/1.1\" 200 {R.randint(300, 9000)} "
           f"\"-\" \"checkin-app/4.2\" auth=\"Bearer {j}\"")
    return "self-identifying", txt, [j]


@T
def aws_creds(i):
    ak = fresh(G.aws_akid)
    sk = fresh(G.aws_secret)
    txt = (f"[ferry-ais-archive]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-north-1\n")
    return "self-identifying", txt, [ak, sk]


@T
def pem_key(i):
    block, mark = G.pem(R.choice(["EC PRIVATE KEY", "PRIVATE KEY"]))
    USED.add(mark)
    txt = f"# boarding-pass signer key (ES256) -- keys/pass-signer.pem\n{block}\n"
    return "self-identifying", txt, [mark]


@T
def md_table(i):
    p1, p2 = v_pin(4), v_word()
    txt = ("| system | user | secret | notes |\n|---|---|---|---|\n"
           f"| Turnstile controller G1-G6 | admin | {p1} | keypad on the cabinet |\n"
           f"| Deck plan server | loadmaster | {p2} | RDP only from ECR |\n| Timetable CMS | SSO | - | |\n")
    return "name-context", txt, [p1, p2]


@T
def linkspan_runbook(i):
    pw = v_legacy() if R.random() < .5 else v_word()
    txt = (f"RUNBOOK linkspan PLC (berth {R.randint(1, 6)})\nIf the HMI locks after a power dip, log in as engineer / {pw}, "
           "acknowledge alarm 214 and re-home the hydraulics before the first car boards.")
    return "structural", txt, [pw]


@T
def wallet_p12(i):
    pw = v_phrase() if R.random() < .5 else v_pw()
    txt = R.choice([
        f"passkit:\n  team_id: {G.s(string.ascii_uppercase + string.digits, 10)}\n  pass_type_id: pass.example.nordline.boarding\n"
        f"  certificate: certs/boarding-pass.p12\n  certificate_password: \"{pw}\"\n",
        f"openssl pkcs12 -in certs/boarding-pass.p12 -passin pass:{pw} -nodes -out /tmp/pass.pem",
    ])
    return "name-context", txt, [pw]


@T
def gates_yaml(i):
    s1, s2 = v_key(24, B62), v_key(24, B62)
    txt = (f"gates:\n  - id: G1\n    controller: 10.20.1.11\n    api_secret: {s1}\n  - id: G2\n    controller: 10.20.1.12\n"
           f"    api_secret: {s2}\n")
    return "name-context", txt, [s1, s2]


@T
def ruby_fetch(i):
    k = v_key(32, B62)
    txt = ("require 'seaware'\n\nSW = Seaware::Client.new(\n  endpoint: ENV.fetch('SEAWARE_URL'),\n"
           f"  api_key: ENV.fetch('SEAWARE_KEY') {{ '{k}' }}\n)\n")
    return "name-context", txt, [k]


@T
def spring_xml(i):
    pw = v_pw()
    txt = ('<bean id="portcallDs" class="com.zaxxer.hikari.HikariDataSource">\n'
           '  <property name="jdbcUrl" value="jdbc:oracle:thin:@pcs-db:1521/PORTCALL"/>\n'
           '  <property name="username" value="PORTCALL_APP"/>\n'
           f'  <property name="password" value="{pw}"/>\n</bean>')
    return "name-context", txt, [pw]


@T
def cli_token(i):
    tok = v_key(R.choice([32, 40]), URLSAFE)
    flag = R.choice(["--token", "--api-token", "-t"])
    txt = f"$ deckplan-sync {flag} {tok} --vessel IMO9{R.randint(100000, 999999)} --voyage {R.randint(100, 999)}N\nsynced 214 units, 3 DG, 0 conflicts"
    return "name-context", txt, [tok]


@T
def form_body(i):
    pw = v_word() if R.random() < .5 else v_pw()
    txt = (f"curl -c jar.txt -d 'username=agent.{R.choice(['hel', 'got', 'pir'])}&password={pw}' "
           "https://agents.nordline.example/login && curl -b jar.txt https://agents.nordline.example/api/allotments")
    return "structural", txt, [pw]


@T
def bridge_wifi(i):
    psk = v_phrase() if R.random() < .5 else v_word()
    txt = (f"# /etc/hostapd/hostapd.conf -- crew network {VESSELS[i % len(VESSELS)]}\ninterface=wlan0\nssid=CREW-{R.randint(1, 9)}\n"
           f"wpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={psk}\nrsn_pairwise=CCMP\n")
    return "name-context", txt, [psk]


@T
def sshpass(i):
    pw = v_pw()
    txt = hook_bash(f"sshpass -p '{pw}' scp engineer@ecr-gw-{R.randint(1, 8)}:/var/log/collector.log ./", "")
    return "name-context", txt, [pw]


@T
def basic_header(i):
    import base64
    user = R.choice(["scanner", "kiosk-agent", "portcall"])
    pw = v_pw()
    b = base64.b64encode(f"{user}:{pw}".encode()).decode()
    USED.add(b)
    txt = (f"send: b'GET /api/v1/sailings/today HTTP/1.1\\r\\nHost: {host()}\\r\\nAuthorization: Basic {b}\\r\\n"
           "Accept: */*\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'")
    return "structural", txt, [b]


@T
def stripe_django(i):
    sk = fresh(G.stripe)
    txt = (f"# settings/prod.py\nSTRIPE_PUBLISHABLE_KEY = 'pk_live_{G.s(B62, 24)}'\nSTRIPE_SECRET_KEY = '{sk}'\n"
           "BOOKING_HOLD_SECONDS = 1200\n")
    return "self-identifying", txt, [sk]


@T
def sendgrid_js(i):
    k = fresh(G.sendgrid)
    txt = ("const sg = require('@sendgrid/mail');\n"
           f"sg.setApiKey('{k}');\nawait sg.send({{ to: booking.email, from: 'tickets@nordline.example', templateId: 'd-{G.hexs(32)}' }});\n")
    return "self-identifying", txt, [k]


@T
def slack_webhook(i):
    u = fresh(G.slack_webhook)
    mark = u.rsplit("/", 1)[1]
    USED.add(mark)
    txt = f"ALERT_WEBHOOK={u}  # #ops-bridge: late departures > 15 min"
    return "self-identifying", txt, [mark]


@T
def mysql_p(i):
    pw = v_pw()
    txt = f"mysql -h checkin-db -u checkin -p'{pw}' checkin -e 'select lane, count(*) from vehicles group by lane;'"
    return "name-context", txt, [pw]


@T
def ticket_prose(i):
    pw = v_word()
    txt = (f"JIRA OPS-{R.randint(1000, 9999)}: check-in kiosk at {R.choice(['Helsinki West', 'Piraeus E2', 'Southampton Red Funnel'])} "
           f"is out of kiosk mode. Local admin is kioskadmin, password {pw} -- please rotate via LAPS after fixing.")
    return "name-context", txt, [pw]


@T
def csharp_const(i):
    k = v_key(32, B62)
    txt = ("public static class PortCallConfig\n{\n"
           "    public const string BaseUrl = \"https://api.pcs.example/v1/\";\n"
           f"    public const string SubscriptionKey = \"{k}\"; // Ocp-Apim-Subscription-Key\n}}\n")
    return "name-context", txt, [k]


@T
def ansible_vars(i):
    pw = v_pw()
    txt = (f"# group_vars/scanners.yml\nscanner_mdm_url: https://mdm.nordline.example\nscanner_admin_user: mdmadmin\n"
           f"scanner_admin_password: \"{pw}\"\nscanner_kiosk_exit_pin: \"{v_pin(6)}\"\n")
    pin = [w for w in txt.split('"') if w.isdigit()][-1]
    return "name-context", txt, [pw, pin]


@T
def openai_summary(i):
    k = fresh(G.openai) if R.random() < .5 else fresh(G.anthropic)
    txt = (f"# delay-summary bot\nLLM_API_KEY={k}\nPROMPT_FILE=prompts/delay_notice.txt\nLANGS=en,sv,fi,et\n")
    return "self-identifying", txt, [k]


@T
def aishub_user(i):
    u = fresh(lambda: "AH_" + str(R.randint(1000, 9999)) + "_" + G.s(string.ascii_uppercase + string.digits, 8))
    txt = f"wget -qO- 'http://data.aishub.net/ws.php?username={u}&format=1&output=json&compress=0&latmin=59&latmax=61'"
    return "structural", txt, [u]


@T
def wartsila_cloud(i):
    s = v_key(40, URLSAFE)
    txt = (f"[expert_insight]\nsite = \"IMO9{R.randint(100000, 999999)}\"\nclient_id = \"{G.uuid()}\"\n"
           f"client_secret = \"{s}\"\nupload = \"hourly\"\n")
    return "name-context", txt, [s]


@T
def starlink_router(i):
    pw = v_word()
    txt = (f"From: master@{R.choice(['nordlys', 'dolphin', 'vega'])}.fleet.example\nTo: it-fleet@nordline.example\n"
           f"Subject: Starlink router\n\nRouter admin login changed today, new password {pw}. Passenger SSID unchanged.\n\nCapt. {R.choice(['Berg', 'Papadakis', 'Moore'])}")
    return "name-context", txt, [pw]


# ---------------------------------------------------------------- clean templates
K = []


def CT(fn):
    K.append(fn)
    return fn


def cts():
    return f"2026-{CR.randint(1, 11):02d}-{CR.randint(1, 28):02d}T{CR.randint(0, 23):02d}:{CR.randint(0, 59):02d}:{CR.randint(0, 59):02d}Z"


def nmea_ais():
    body = C.s("0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw", 28)
    return f"!AIVDM,1,1,,{CR.choice('AB')},{body},0*{C.hexs(2).upper()}"


@CT
def c_booking_csv(i):
    rows = "\n".join(f"BK{CR.randint(100000, 999999)},{C.uuid()},{CR.choice(PORTS)},{CR.choice(PORTS)},2026-07-{CR.randint(10, 31)},"
                     f"{CR.choice(['CAR', 'VAN', 'MC', 'FOOT'])},{CR.choice(['ABC', 'XYZ', 'KLM'])}{CR.randint(100, 999)},{C.hexs(8)}"
                     for _ in range(CR.randint(3, 6)))
    return "booking_ref,customer_uuid,from,to,date,vehicle,reg,checksum\n" + rows


@CT
def c_env_example(i):
    return ("# copy to .env and fill in\nCARUS_USER=web_booking\nCARUS_PASSWORD=<your-carus-password>\n"
            "AIS_API_TOKEN=${AIS_API_TOKEN}\nADYEN_API_KEY=changeme\nSTRIPE_SECRET_KEY=sk_live_...\nMAILER_DSN=smtp://user:pass@localhost:1025\n")


@CT
def c_env_read_py(i):
    return ("import os\n\nCARUS_PASSWORD = os.environ[\"CARUS_PASSWORD\"]\nAIS_TOKEN = os.getenv(\"AIS_API_TOKEN\")\n"
            "if not AIS_TOKEN:\n    raise SystemExit(\"AIS_API_TOKEN is not set; see README (ask #ops-bridge for access)\")\n")


@CT
def c_env_read_js(i):
    return ("const key = process.env.PARTNER_API_KEY;\nif (!key) throw new Error('PARTNER_API_KEY missing');\n"
            "const res = await fetch(`${BASE}/trips`, { headers: { 'X-Api-Key': key } });\n")


@CT
def c_env_read_go(i):
    return ("token := os.Getenv(\"GATE_API_TOKEN\")\nreq.Header.Set(\"Authorization\", \"Bearer \"+token)\n"
            "signingKey := mustLoad(os.Getenv(\"PASS_SIGNING_KEY_FILE\"))\n")


@CT
def c_nmea(i):
    return "\n".join(nmea_ais() for _ in range(CR.randint(4, 8))) + f"\n$GPRMC,1{CR.randint(10000, 99999)}.00,A,5942.{CR.randint(1000, 9999)},N,02450.{CR.randint(1000, 9999)},E,18.4,231.0,041226,,,A*{C.hexs(2).upper()}"


@CT
def c_ais_json(i):
    return json.dumps([{"mmsi": CR.randint(230000000, 276999999), "imo": 9000000 + CR.randint(100000, 999999),
                        "callsign": C.s(string.ascii_uppercase, 4), "lat": round(CR.uniform(54, 61), 5),
                        "lon": round(CR.uniform(10, 25), 5), "sog": round(CR.uniform(0, 24), 1),
                        "ts": cts(), "msg_id": C.uuid()} for _ in range(3)], indent=1)


@CT
def c_engine_json(i):
    return json.dumps({"vessel": CR.choice(VESSELS), "engine": "ME" + str(CR.randint(1, 4)), "serial": "W" + C.s(string.digits, 8),
                       "rpm": CR.randint(400, 750), "exhaust_temp_c": [CR.randint(320, 420) for _ in range(6)],
                       "device_uuid": C.uuid(), "fw_sha256": C.sha256(), "sampled": cts()}, indent=2)


@CT
def c_prose_en(i):
    return CR.choice([
        "Reminder: the Carus password and the AIS token live in Vault under kv/ferry/*. Never paste them in Slack; "
        "if you did, rotate and tell #security. The scanner PIN policy is 6 digits, changed every season.",
        "We rotated the gate controller admin PINs today. New ones are in the ops safe (envelope 12); nothing in this channel.",
        "Password for the deck plan server is NOT in the wiki anymore -- request access through IT-Service, form ACC-4.",
    ])


@CT
def c_prose_intl(i):
    return CR.choice([
        "Lösenordet till Carus finns i Vault, fråga driften om du behöver det. Skicka det aldrig i chatten.",
        "Das Passwort für den Deckplan-Server steht im Passwort-Safe (Ordner Flotte), nicht im Ticket.",
        "Le mot de passe de la capitainerie a été changé ; demandez-le à l'équipe escale par téléphone.",
        "Ο κωδικός αλλάζει κάθε μήνα· ζητήστε τον από το γραφείο λιμένα.",
        "Salasana on tallennettu salasanaholviin (kansio AIS). Älä lähetä sitä sähköpostilla.",
        "パスワードは金庫のファイルにあります。チャットには書かないでください。",
        "La contraseña del escáner está en el gestor de contraseñas, carpeta Embarque.",
    ])


@CT
def c_baplie(i):
    return (f"UNB+UNOC:3+NORDLINE:ZZZ+PORTCS:ZZZ+2612{CR.randint(10, 28)}:{CR.randint(10, 23)}{CR.randint(10, 59)}+{CR.randint(1000, 9999)}'\n"
            f"UNH+1+BAPLIE:D:95B:UN:SMDG22'\nBGM++{CR.randint(100000, 999999)}+9'\nTDT+20+{CR.randint(100, 999)}N+1++NRD:172:20+++9{CR.randint(100000, 999999)}:146::{CR.choice(VESSELS)}'\n"
            f"LOC+5+{CR.choice(PORTS)}:139:6'\nEQD+TE+{C.s(string.ascii_uppercase, 4)}{CR.randint(1000000, 9999999)}'\nUNT+6+1'\nUNZ+1+{CR.randint(1000, 9999)}'")


@CT
def c_gitlog(i):
    return "\n".join(f"{C.sha1()[:CR.choice([7, 40])]} {CR.choice(['fix(gate): debounce double scans', 'feat(deck): DG segregation check', 'chore: bump seaware client', 'refactor(ais): batch inserts', 'docs: rotate-keys runbook'])}" for _ in range(CR.randint(4, 7)))


@CT
def c_fw_sums(i):
    return "\n".join(f"{C.sha256()}  {n}" for n in ["gatefw-3.4.1.bin", "tc52-stagenow.xml", "collector-2.9.tar.gz", "hmi-linkspan-7.2.zip"][:CR.randint(2, 4)])


@CT
def c_qr_pub(i):
    return ("# boarding-pass verification key (public; shipped in the gate firmware)\n-----BEGIN PUBLIC KEY-----\n"
            + C.b64(48) + "\n" + C.b64(43) + "\n-----END PUBLIC KEY-----")


@CT
def c_pk_page(i):
    return (f"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{C.s(B62, 24)}');\n"
            f"const adyenClientKey = 'live_{C.s(string.ascii_uppercase + string.digits, 32)}';</script>")


@CT
def c_sentry(i):
    return f"Sentry.init({{ dsn: 'https://{C.hexs(32)}@o{CR.randint(100000, 999999)}.ingest.sentry.io/{CR.randint(1000000, 9999999)}', tracesSampleRate: 0.1 }});"


@CT
def c_gha(i):
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      SEAWARE_PASSWORD: ${{ secrets.SEAWARE_PASSWORD }}\n"
            "      AIS_API_TOKEN: ${{ secrets.AIS_API_TOKEN }}\n    steps:\n      - uses: actions/checkout@" + C.sha1() + "\n")


@CT
def c_k8s_ref(i):
    return ("env:\n  - name: GATE_API_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: gate-agent\n        key: GATE_API_PASSWORD\n"
            f"image: registry.nordline.example/gate-agent@sha256:{C.sha256()}\n")


@CT
def c_tf_var(i):
    return ("variable \"ais_api_key\" {\n  type      = string\n  sensitive = true\n  description = \"MarineTraffic key, from Vault kv/ferry/ais\"\n}\n")


@CT
def c_default(i):
    return CR.choice([
        "keytool -importcert -alias pcs-root -file pcs-root.crt -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit -noprompt",
        "The MGate 5105 ships with admin/moxa; our commissioning checklist (step 4) changes it before the vessel sails.",
    ])


@CT
def c_hook_ls(i):
    return json.dumps({"session_id": C.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": "ls -la config/"},
                       "tool_response": {"stdout": "total 24\n-rw-r--r-- 1 dev dev  412 Dec  3 .env.example\n-rw------- 1 dev dev  388 Dec  3 .env\n-rw-r--r-- 1 dev dev 1290 Dec  3 gates.yml\n", "stderr": "", "interrupted": False}})


@CT
def c_ssh_pub(i):
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{C.s(B62 + '+/', 43)} engineer@ecr-gw-{CR.randint(1, 8)}"


@CT
def c_deck_json(i):
    return json.dumps({"voyage": f"{CR.randint(100, 999)}N", "lanes": [{"lane": n, "length_m": CR.choice([120.5, 118.0, 96.2]),
                       "units": [{"reg": f"{C.s(string.ascii_uppercase, 3)}{CR.randint(100, 999)}", "len": round(CR.uniform(4, 16.5), 1),
                                  "un": CR.choice([None, 1203, 1965, 3480])} for _ in range(2)]} for n in range(1, 3)],
                       "plan_id": C.uuid(), "hash": C.sha1()}, indent=1)


@CT
def c_fal(i):
    return json.dumps({"portCall": {"imo": 9000000 + CR.randint(100000, 999999), "voyage": f"{CR.randint(100, 999)}S",
                                    "locode": CR.choice(PORTS), "eta": cts(), "etd": cts(), "persons_on_board": CR.randint(200, 1800),
                                    "nsw_reference": f"NSW-{C.s(string.ascii_uppercase + string.digits, 12)}",
                                    "submission_id": C.uuid()}}, indent=2)


@CT
def c_scan_log(i):
    return "\n".join(f"{cts()} gate=G{CR.randint(1, 6)} ticket_hash={C.hexs(16)} result={CR.choice(['OK', 'OK', 'DUPLICATE', 'WRONG_SAILING'])} pin_entry=***"
                     for _ in range(CR.randint(3, 6)))


@CT
def c_masked(i):
    return CR.choice([
        f"{cts()} INFO portcall: login user=NSW-{CR.randint(10000, 99999)} password=******** -> 200",
        f"{cts()} DEBUG booking: SeawareClient(user='sw_api', password=<redacted>, timeout=15)",
        f"{cts()} WARN gate-agent: admin PIN entered wrong 3 times on G{CR.randint(1, 6)}, keypad locked for 5 min",
    ])


@CT
def c_oauth_id(i):
    return (f"PORTBASE_CLIENT_ID=nordline-portcall\nPORTBASE_CLIENT_SECRET=${{PORTBASE_CLIENT_SECRET}}\n"
            f"PORTBASE_SCOPE=portcall.write\nTENANT_ID={C.uuid()}\n")


@CT
def c_twilio_sid(i):
    return f"SMS sent: sid=SM{C.hexs(32)} account=AC{C.hexs(32)} to=+46 70 *** ** {CR.randint(10, 99)} status=queued"


@CT
def c_b64_img(i):
    return f"<img alt=\"deck 3 plan\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{C.b64(60)}\"/>"


@CT
def c_mqtt_env(i):
    return "mosquitto_sub -h mqtt.shore.example -p 8883 -u \"vessel-$IMO\" -P \"$MQTT_PASSWORD\" -t 'telemetry/+/engine/#' -v"


@CT
def c_docs(i):
    return CR.choice([
        "Authenticate with `Authorization: Bearer <token>`; tokens come from POST /oauth/token with your client credentials.",
        "MarineTraffic: https://services.marinetraffic.com/api/exportvessel/v:5/{API_KEY}/timespan:10/protocol:jsono",
        "AIS-catcher: set \"sharing\": true and paste your sharing key from aiscatcher.org (never commit it).",
    ])


@CT
def c_timetable(i):
    return json.dumps({"route": f"{CR.choice(PORTS)}-{CR.choice(PORTS)}", "sailings": [
        {"id": CR.randint(10000, 99999), "dep": f"{CR.randint(5, 22):02d}:{CR.choice(['00', '15', '30', '45'])}",
         "vessel": CR.choice(VESSELS), "etag": C.hexs(20)} for _ in range(3)]}, ensure_ascii=False)


@CT
def c_wifi_open(i):
    return f"Passenger Wi-Fi QR (printed on the saloon tables): WIFI:T:nopass;S:{CR.choice(['Nordline-Guest', 'Aegean-Free'])};;"


@CT
def c_http_resp(i):
    return (f"HTTP/1.1 200 OK\nETag: \"{C.hexs(32)}\"\nX-Request-Id: {C.uuid()}\nX-RateLimit-Remaining: {CR.randint(0, 500)}\n\n"
            f"{{\"trip_id\":\"{C.s(string.ascii_uppercase + string.digits, 10)}\",\"price\":{{\"amount\":{CR.randint(20, 300)}.00,\"currency\":\"EUR\"}}}}")


@CT
def c_alarm(i):
    return "\n".join(f"{cts()} ALM {CR.randint(100, 999)} ME{CR.randint(1, 4)} {CR.choice(['LO PRESS', 'HI TEMP EXH CYL 4', 'FUEL FILTER DP', 'ACK'])} tag=0x{C.hexs(8)}"
                     for _ in range(4))


@CT
def c_uuid_cfg(i):
    return (f"vessel_id: {C.uuid()}\nfleet_id: {C.uuid()}\ngateway_serial: GW-{C.s(string.digits, 10)}\n"
            f"ca_fingerprint: {':'.join(C.hexs(2).upper() for _ in range(20))}\n")


@CT
def c_manifest_counts(i):
    return (f"sailing {CR.randint(10000, 99999)}: pax={CR.randint(100, 1500)} cars={CR.randint(20, 300)} trucks={CR.randint(0, 60)} "
            f"manifest_md5={C.hexs(32)} crc32={C.hexs(8)}")


@CT
def c_pem_cert(i):
    return ("-----BEGIN CERTIFICATE-----\n" + "\n".join(C.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----")


@CT
def c_compose_ref(i):
    return ("services:\n  booking-api:\n    environment:\n      DATABASE_URL: postgres://booking:${DB_PASSWORD}@db:5432/reservations\n"
            "      SEAWARE_PASSWORD: ${SEAWARE_PASSWORD:?set in .env}\n")


@CT
def c_barcode(i):
    return f"Boarding pass barcode (Aztec), payload: M1{C.s(string.ascii_uppercase, 6)} BK{CR.randint(100000, 999999)} {CR.choice(PORTS)}{CR.choice(PORTS)} seq {CR.randint(1, 999):03d} chk {C.hexs(4).upper()}"


@CT
def c_placeholder_cli(i):
    return CR.choice([
        "deckplan-sync --token \"$DECKPLAN_TOKEN\" --vessel IMO9... --voyage <voyage>",
        "gatectl --admin-pin \"$(pass show ferry/gates/admin-pin)\" status --all",
        "psql \"postgres://booking@booking-db/reservations\"  # password from ~/.pgpass",
    ])


def build_clean():
    out = []
    for i in range(100):
        out.append(K[i % len(K)](i))
    return out


def build_secrets():
    out = []
    for i in range(250):
        cls, txt, vals = S[i % len(S)](i)
        out.append((cls, txt, vals))
    return out


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
