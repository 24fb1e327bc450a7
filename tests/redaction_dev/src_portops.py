"""Blind round 63 source "portops": container ports and terminals (TOS, port community systems, gate/OCR, crane telemetry, customs EDI).

Written 2026-12-04 by the helper "corpora35" (session 26), blind. Seeded and deterministic; imports only the
standard library and _tokens. Run: python3 src_portops.py
"""
FAM = "portops"
SEED = 6301
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
TERMS = [("NKCT", "nkct", "Nordkai Container Terminal"), ("PSB", "psb", "Puerto Sur Boxes"),
         ("EGT2", "egt", "Eastgate Terminal 2"), ("BLT", "blt", "Baltic Link Terminal"),
         ("MCT", "mct", "Marisol Container Terminal"), ("HKB", "hkb", "Harbourkai Berth 5")]
PW_WORDS = ["Reefer", "Straddle", "Berth", "Quay", "Lashing", "Twistlock", "Spreader", "Bollard", "Gantry",
            "Hatch", "Tugboat", "Stevedore", "Manifest", "Ballast", "Kaimauer", "Muelle", "Haven"]
PH_WORDS = ["quay", "reefer", "tide", "anchor", "berth", "crane", "hatch", "pilot", "buoy", "harbour", "ro-ro",
            "draft", "lashing", "yard", "gate", "vessel"]
OWNERS = ["MSKU", "MSCU", "CMAU", "HLBU", "OOLU", "TGHU", "SEGU", "TCLU", "CSNU", "EMCU"]
LOCODES = ["NLRTM", "DEHAM", "BEANR", "ESVLC", "ESALG", "SGSIN", "CNSHA", "KRPUS", "AEJEA", "BRSSZ", "FRLEH", "PLGDN"]


def cvalue(ch):
    v, n = {}, 10
    for c in string.ascii_uppercase:
        if n % 11 == 0:
            n += 1
        v[c] = n
        n += 1
    return v[ch] if ch.isalpha() else int(ch)


def cntr():
    o = pick(*OWNERS) + "".join(R.choice(DIG) for _ in range(6))
    s = sum(cvalue(c) * (2 ** i) for i, c in enumerate(o))
    return o + str(s % 11 % 10)


def term():
    return pick(*TERMS)


def rpin():
    return "".join(R.choice(ALNUM_UP) for _ in range(R.choice([6, 8, 10])))


def pw():
    k = R.random()
    if k < .35:
        return word_pw(PW_WORDS)
    if k < .5:
        return legacy(pick("tos", "gate", "edi", "n4", "qc", "rtg", ""))
    if k < .62:
        return phrase(PH_WORDS)
    return G.machine_pw()


def imo():
    d = [R.randint(0, 9) for _ in range(6)]
    d[0] = R.randint(9, 9)
    c = sum(x * w for x, w in zip(d, range(7, 1, -1))) % 10
    return "".join(map(str, d)) + str(c)


def vessel():
    return pick("MAERSK ELBA", "CMA CGM TIGRIS", "MSC ALINA", "EVER GIVEN", "HMM OSLO", "ONE HARMONY", "COSCO PRIDE",
                "SANTA REGINA", "NORDIC HAMBURG", "CAP SAN LORENZO")


# ---------------------------------------------------------------- secret templates
@sec
def n4_argo_curl():
    t = term()
    u, p = pick("svc_edi", "argo_ws", "n4api", "pcs_bridge"), pw()
    return "structural", (f"$ curl -s -u {u}:{p} -H 'Content-Type: text/xml' \\\n"
                          f"    https://n4-prd.{t[1]}.local:9080/apex/services/argoservice \\\n"
                          f"    -d @gkey_query_{cntr()}.xml | xmllint --format -\n"
                          f"<argo:response status=\"0\" status-id=\"OK\">\n  <unit id=\"{cntr()}\" category=\"IMPRT\" "
                          f"freight-kind=\"FCL\" transit-state=\"S40_YARD\"/>\n</argo:response>"), [p]


@sec
def n4_properties():
    t = term()
    p = pw()
    return "name-context", (f"# {t[2]} - N4 integration bridge\nn4.ws.url=https://n4-prd.{t[1]}.local:9080/apex/services/argoservice\n"
                            f"n4.ws.scope={t[0]}/{t[0]}/{t[0]}TRM/{t[0]}\nn4.ws.user=edi_bridge\nn4.ws.pass={p}\n"
                            f"n4.ws.timeout.ms=30000\nedi.inbound.dir=/data/edi/in\n"), [p]


@sec
def oracle_jdbc():
    t = term()
    p = pw()
    url = f"jdbc:oracle:thin:n4user/{p}@//tosdb{R.randint(1, 4)}.{t[1]}.local:1521/N4PRD"
    return "structural", (f"2026-12-03 04:12:55,118 ERROR [GateTxnPoller] c.n.g.JdbcPool - cannot open pool {url}\n"
                          f"java.sql.SQLRecoverableException: IO Error: The Network Adapter could not establish the connection\n"
                          f"\tat oracle.jdbc.driver.T4CConnection.logon(T4CConnection.java:913)\n"
                          f"\tat com.nkct.gate.db.JdbcPool.open(JdbcPool.java:88)\n"), [p]


@sec
def pcs_env():
    k = G.s(T.B62, 40)
    s = G.b64(32)
    return "name-context", (f"# port community system (PCS) client - cargo declarations, VGM, release PINs\n"
                            f"PCS_BASE_URL=https://api.pcs-{pick('north', 'med', 'baltic')}.example/v2\n"
                            f"PCS_CLIENT_ID={G.uuid()}\nPCS_API_KEY={k}\nPCS_HMAC_SECRET={s}\nPCS_EORI=NL{R.randint(100000000, 999999999)}\n"), [k, s]


@sec
def ocr_yaml():
    p = pw()
    return "name-context", (f"# gate OCR portal - lane 1..6\nocr:\n  vendor: visionportal\n  lanes: [1, 2, 3, 4, 5, 6]\n"
                            f"  min_confidence: 0.82\n  publish:\n    broker: mqtts://mq.gate.local:8883\n"
                            f"    topic: gate/ocr/+/result\n    username: ocr-portal\n    password: \"{p}\"\n"
                            f"  image_store: /mnt/ocr-images\n"), [p]


@sec
def opcua_crane():
    p = pw()
    q = pick("STS", "RTG", "QC")
    n = R.randint(1, 24)
    return "name-context", (f"from asyncua import Client\n\nURL = \"opc.tcp://{q.lower()}{n:02d}-plc.crane.local:4840\"\n\n"
                            f"async def read_spreader():\n    c = Client(URL)\n    c.set_user(\"{q.lower()}{n:02d}_telemetry\")\n"
                            f"    c.set_password(\"{p}\")\n    async with c:\n        node = c.get_node(\"ns=3;s=Spreader.TwistlockLocked\")\n"
                            f"        return await node.read_value()\n"), [p]


@sec
def customs_sftp():
    p = pw()
    u = pick("terminal_edi", "tosfeed", "cusres_in", "edi-" + term()[1])
    return "structural", (f"# pull CUSRES (customs release) messages every 2 minutes\n*/2 * * * * lftp -c \"open sftp://{u}:{p}@edi.customs-gw.example:2222; "
                          f"mirror --Remove-source-files /outbound/CUSRES /data/edi/in/cusres\" >> /var/log/cusres-pull.log 2>&1\n"), [p]


@sec
def unb_password():
    p = "".join(R.choice(ALNUM_UP) for _ in range(R.randint(6, 10)))
    t = term()
    return "structural", (f"UNA:+.? '\nUNB+UNOC:3+{t[0]}TOS:ZZZ+CUSTOMSNL:ZZZ+261203:0412+{R.randint(10000, 99999)}+{p}:AA++CUSCAR'\n"
                          f"UNH+1+CUSCAR:D:95B:UN:ITG14'\nBGM+85+{t[0]}{R.randint(100000, 999999)}+9'\n"
                          f"TDT+20+{R.randint(100, 999)}E+1++MSC:172:20+++9{R.randint(100000, 999999)}:146::{vessel()}'\n"
                          f"EQD+CN+{cntr()}+45G1:102:5+++5'\nUNT+5+1'\nUNZ+1+{R.randint(10000, 99999)}'\n"
                          f"-- note from Joost: the password in UNB S005 is the one customs gave us for the gateway, do not change"), [p]


@sec
def aws_images():
    a, s = G.aws_akid(), G.aws_secret()
    return "self-identifying", (f"[profile gate-images]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-west-1\n"
                                f"# OCR lane images archive -> s3://nkct-gate-ocr-archive/\n"), [a, s]


@sec
def slack_berth():
    w = G.slack_webhook()
    seg = w.rsplit("/", 1)[1]
    return "self-identifying", (f"def notify_berth_change(vessel, old, new):\n    requests.post(\"{w}\",\n"
                                f"        json={{\"text\": f\":anchor: {{vessel}} berth window moved {{old}} -> {{new}}\"}}, timeout=5)\n"), [seg]


@sec
def kafka_jaas():
    p = pw()
    return "structural", (f"bootstrap.servers=kafka1.telemetry.port.local:9093,kafka2.telemetry.port.local:9093\n"
                          f"security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
                          f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\\n"
                          f"    username=\"crane-ingest\" \\\n    password=\"{p}\";\n"
                          f"topic.crane.moves=sts.moves.v1\n"), [p]


@sec
def mosquitto_rtg():
    p = pw()
    n = R.randint(1, 40)
    return "structural", (f"$ mosquitto_sub -h mq.yard.local -p 8883 --cafile /etc/ssl/yard-ca.pem -u rtg{n:02d} -P '{p}' "
                          f"-t 'yard/rtg/{n:02d}/#' -v\nyard/rtg/{n:02d}/gps {{\"lat\":51.9{R.randint(1000, 9999)},\"lon\":4.0{R.randint(1000, 9999)},\"hdg\":{R.randint(0, 359)}}}\n"
                          f"yard/rtg/{n:02d}/spreader {{\"locked\":true,\"load_kg\":{R.randint(2000, 32000)}}}\n"), [p]


@sec
def release_pin_nl():
    p = rpin()
    c = cntr()
    return "name-context", (f"Hoi team, de pincode voor {c} (ex {vessel()}, Delta terminal) is {p}. "
                            f"Chauffeur komt morgen om 07:30, kenteken {pick('BX', 'VT', 'OP')}-{R.randint(100, 999)}-{pick('K', 'T', 'R')}. "
                            f"Graag niet doorsturen buiten de planning, iedereen met die pin kan de container ophalen."), [p]


@sec
def release_pin_en_mail():
    p = rpin()
    c = cntr()
    t = term()
    return "name-context", (f"Subject: Release {c} / B/L {pick('MEDU', 'HLCU', 'MAEU')}{R.randint(10000000, 99999999)}\n\n"
                            f"Dear customer,\n\nContainer {c} has been released for pick-up at {t[2]}.\n"
                            f"Release reference: REL-{R.randint(100000, 999999)}\nPIN: {p}\nValid until: 2026-12-{R.randint(5, 20):02d} 23:59\n\n"
                            f"Present the PIN at the gate OCR kiosk. Kind regards,\nImport desk"), [p]


@sec
def hook_cat_env():
    p = pw()
    k = G.s(T.B62, 32)
    out = (f"TOS_DB_HOST=tosdb1.internal\nTOS_DB_USER=gate_app\nTOS_DB_PASSWORD={p}\nVGM_PORTAL_TOKEN={k}\n"
           f"OCR_LANES=1,2,3,4\n")
    return "name-context", hook("Bash", {"command": "cat services/gate-api/.env", "description": "Show gate-api env"},
                                {"stdout": out, "stderr": "", "interrupted": False}, cwd="/home/dev/gate-platform"), [p, k]


@sec
def toml_berth():
    k = G.hexs(40)
    return "name-context", (f"[berth_planner]\nterminal = \"{term()[0]}\"\nhorizon_days = 14\n\n[ais]\nprovider = \"aisfeed\"\n"
                            f"endpoint = \"https://ais.example/api/v2/positions\"\napi_key = \"{k}\"\n"
                            f"area = \"51.85,3.95,52.0,4.35\"\n"), [k]


@sec
def tf_var():
    p = pw()
    return "name-context", (f"variable \"tos_db_password\" {{\n  type      = string\n  sensitive = true\n  default   = \"{p}\"\n}}\n\n"
                            f"resource \"aws_db_instance\" \"tos_reporting\" {{\n  identifier = \"tos-reporting\"\n  engine     = \"oracle-se2\"\n"
                            f"  username   = \"tosadmin\"\n  password   = var.tos_db_password\n}}\n"), [p]


@sec
def spring_xml():
    p = pw()
    return "name-context", (f"<bean id=\"edifactDs\" class=\"org.apache.commons.dbcp2.BasicDataSource\">\n"
                            f"  <property name=\"driverClassName\" value=\"oracle.jdbc.OracleDriver\"/>\n"
                            f"  <property name=\"url\" value=\"jdbc:oracle:thin:@//tosdb2:1521/EDIPRD\"/>\n"
                            f"  <property name=\"username\" value=\"coprar_loader\"/>\n  <property name=\"password\" value=\"{p}\"/>\n</bean>\n"), [p]


@sec
def ini_ocr_ftp():
    p = pw()
    return "name-context", (f"; OCR lane controller - image upload\n[upload]\nmode=ftp\nhost={ip()}\nport=21\nuser=lanecam\npass={p}\n"
                            f"remote_dir=/ocr/{R.randint(2026, 2026)}\n[plate]\nregion=EU\n"), [p]


@sec
def ncts_keystore():
    p = pw()
    k = pw()
    return "name-context", (f"# NCTS / ICS2 customs gateway (AS4)\ncustoms.as4.endpoint=https://as4.customs.example/msh\n"
                            f"customs.as4.keystore=/etc/tos/as4-signing.p12\ncustoms.as4.keystore.password={p}\n"
                            f"customs.as4.key.alias=terminal-sign\ncustoms.as4.key.password={k}\n"
                            f"customs.as4.truststore=/etc/tos/customs-ca.jks\n"), [p, k]


@sec
def csharp_conn():
    p = pw()
    return "structural", (f"// VGM weighbridge service\nvar cs = \"Server=sql-vgm01\\\\SCALE;Database=Weighbridge;User Id=vgm_svc;Password={p};TrustServerCertificate=True\";\n"
                          f"using var conn = new SqlConnection(cs);\nawait conn.OpenAsync();\n"), [p]


@sec
def go_mqtt():
    p = pw()
    return "name-context", (f"opts := mqtt.NewClientOptions().\n\tAddBroker(\"ssl://mq.crane.local:8883\").\n\tSetClientID(\"sts-telemetry-\" + craneID).\n"
                            f"\tSetUsername(\"sts_gw\").\n\tSetPassword(\"{p}\")\nclient := mqtt.NewClient(opts)\n"), [p]


@sec
def pcs_bearer():
    j = G.jwt(sub="terminal:" + term()[0])
    return "self-identifying", (f"POST /v2/vgm/declarations HTTP/1.1\nHost: api.pcs.example\nAuthorization: Bearer {j}\n"
                                f"Content-Type: application/json\n\n{{\"containerNumber\":\"{cntr()}\",\"verifiedGrossMass\":{R.randint(5000, 30000)},"
                                f"\"method\":\"SM1\",\"weighbridge\":\"WB-0{R.randint(1, 4)}\"}}"), [j]


@sec
def basic_reefer():
    u = "reefermon"
    p = pw()
    b = basic(u, p)
    return "structural", (f"GET /api/v1/reefers?block=R{R.randint(1, 9)} HTTP/1.1\nHost: reefer-mon.yard.local\nAuthorization: Basic {b}\n"
                          f"Accept: application/json\n\nHTTP/1.1 200 OK\n[{{\"unit\":\"{cntr()}\",\"setpoint\":-18.0,\"supply\":-17.6,\"alarm\":null}}]"), [b]


@sec
def log_ocr_fail():
    p = pw()
    return "name-context", (f"{ts()} WARN  lane-controller[{R.randint(100, 9999)}]: ftp login rejected (530) user=lanecam pass={p} host={ip()} retry=3\n"
                            f"{ts()} INFO  lane-controller: falling back to local spool /var/spool/ocr (412 images)"), [p]


@sec
def diff_compose():
    k = G.s(T.B62, 36)
    return "name-context", (f"--- a/deploy/docker-compose.yml\n+++ b/deploy/docker-compose.yml\n@@ -18,6 +18,8 @@ services:\n   gate-api:\n"
                            f"     image: registry.port.local/gate-api:2.14.1\n     environment:\n       - TOS_URL=https://n4-prd:9080\n"
                            f"+      - TAS_API_TOKEN={k}\n+      - TAS_SLOT_MINUTES=30\n"), [k]


@sec
def notebook_pg():
    p = pw()
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [],
            "source": ["import psycopg2, pandas as pd\n",
                       f"conn = psycopg2.connect(host='dwh.port.local', dbname='moves', user='analyst', password='{p}')\n",
                       "df = pd.read_sql('select crane, count(*) from qc_moves where day = current_date group by 1', conn)\n"]}
    nb = {"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}
    return "name-context", json.dumps(nb, indent=1), [p]


@sec
def ticket_baplie():
    p = pw()
    return "name-context", (f"JIRA OPS-{R.randint(1000, 9999)}: vessel planner cannot upload BAPLIE for {vessel()}\n\n"
                            f"Reporter: m.santos\nStarted 02:10. I reset the stowage upload account (planner_upload) to {p} "
                            f"for now so the night shift can continue, please rotate it in the morning.\nPriority: High"), [p]


@sec
def mail_de_sftp():
    p = pw()
    u = pick("codeco_hh", "edi_reederei", "coparn-in")
    return "name-context", (f"Betreff: Zugangsdaten EDI-Austausch (COPARN/CODECO)\n\nHallo Frau Weber,\n\nwie besprochen die Zugangsdaten für den SFTP-Server:\n"
                            f"Host: sftp.edi-hafen.example (Port 22)\nBenutzer: {u}\nKennwort: {p}\n\n"
                            f"Bitte die Dateien im Verzeichnis /in/COPARN ablegen.\nMit freundlichen Grüßen\nJan Petersen, IT Terminalbetrieb"), [p]


@sec
def snmp_reefer():
    a, x = pw(), pw()
    return "name-context", (f"# reefer rack power monitoring (PDU per stack)\nsnmpwalk -v3 -l authPriv -u reefermon -a SHA -A '{a}' -x AES -X '{x}' "
                            f"{ip()} 1.3.6.1.4.1.318.1.1.12\n"), [a, x]


@sec
def reefer_api_key():
    k = G.hexs(32)
    return "structural", (f"curl -sS 'https://api.reefer-cloud.example/v1/units/{cntr()}/telemetry?hours=6' \\\n  -H 'X-Api-Key: {k}' | jq '.readings[-1]'"), [k]


@sec
def crane_vnc_handover():
    p = G.s(T.B62, 8)
    n = R.randint(1, 12)
    return "name-context", (f"Handover nightshift -> dayshift\n- STS{n:02d} CMS screen frozen twice, restarted HMI.\n"
                            f"- VNC to the CMS panel: {ip()}:5900, password {p} (the maintenance one, not the operator one)\n"
                            f"- Berth 4 lashing platform still out of service.\n"), [p]


@sec
def marinetraffic_url():
    k = G.hexs(40)
    return "name-context", (f"# vessel ETA refresh (runs every 15 min)\nMT_KEY={k}\n"
                            f"curl -s \"https://services.marinetraffic.example/api/exportvessel/v:5/$MT_KEY/imo:{imo()}/protocol:jsono\"\n"), [k]


@sec
def grafana_token():
    t = G.grafana()
    return "self-identifying", (f"# crane telemetry dashboards provisioning\ncurl -X POST https://grafana.ops.port.local/api/dashboards/db \\\n"
                                f"  -H \"Authorization: Bearer {t}\" -H 'Content-Type: application/json' \\\n  --data @sts-moves-per-hour.json"), [t]


@sec
def git_remote():
    t = G.gh_classic()
    return "self-identifying", (f"$ git remote -v\norigin\thttps://x-access-token:{t}@github.com/port-it/tos-extensions.git (fetch)\n"
                                f"origin\thttps://x-access-token:{t}@github.com/port-it/tos-extensions.git (push)"), [t]


@sec
def as2_pem():
    block, line = G.pem("RSA PRIVATE KEY")
    return "self-identifying", (f"# as2/partners/customs/terminal-signing.key (AS2 MDN signing, expires 2027-03)\n{block}\n"), [line]


@sec
def k8s_secret():
    p = pw()
    k = G.s(T.B62, 28)
    return "name-context", (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ocr-lane-svc\n  namespace: gate\ntype: Opaque\nstringData:\n"
                            f"  LANE_FTP_PASSWORD: \"{p}\"\n  PLATE_API_KEY: {k}\n"), [p, k]


@sec
def ansible_plc():
    p = pw()
    return "name-context", (f"# group_vars/rtg_gateways.yml\nplc_gateway_user: maint\nplc_gateway_password: \"{p}\"\n"
                            f"plc_poll_interval: 500ms\ns7_rack: 0\ns7_slot: 2\n"), [p]


@sec
def net_use():
    p = pw()
    return "structural", (f"C:\\> net use Z: \\\\ocr-nas01\\lane-images /user:PORT\\ocrsvc {p} /persistent:no\nThe command completed successfully.\n"), [p]


@sec
def sql_create_user():
    p = pw()
    return "name-context", (f"-- EDI loader account for CODECO / COARRI\nCREATE USER edi_loader IDENTIFIED BY \"{p}\";\n"
                            f"GRANT INSERT, SELECT ON edi.msg_inbox TO edi_loader;\n"), [p]


@sec
def requests_auth():
    p = pw()
    return "structural", (f"resp = requests.post(\n    f\"{{TAS_URL}}/appointments\",\n    json={{\"container\": \"{cntr()}\", \"slot\": \"2026-12-05T07:30\"}},\n"
                          f"    auth=(\"haulier_portal\", \"{p}\"),\n    timeout=10,\n)\n"), [p]


@sec
def oauth_cc():
    s = G.s(T.URLSAFE, 40)
    return "structural", (f"curl -s https://login.pcs.example/oauth2/token \\\n  -d grant_type=client_credentials \\\n"
                          f"  -d client_id=terminal-{term()[1]} \\\n  -d client_secret={s} \\\n  -d scope=vgm.write%20release.read"), [s]


@sec
def twilio_driver_sms():
    tok = G.hexs(32)
    return "name-context", (f"TWILIO_ACCOUNT_SID=AC{G.hexs(32)}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM=+3197010{R.randint(100000, 999999)}\n"
                            f"# sends 'your slot is confirmed' SMS to truck drivers\n"), [tok]


@sec
def sendgrid_sched():
    k = G.sendgrid()
    return "self-identifying", (f"const sg = require('@sendgrid/mail');\nsg.setApiKey('{k}');\n"
                                f"// weekly vessel schedule mail to shipping lines\n"), [k]


@sec
def stripe_demurrage():
    k = "sk_live_" + G.s(T.B62, 99)
    return "self-identifying", (f"# demurrage / storage fee payments (haulier portal)\nSTRIPE_SECRET_KEY={k}\nSTRIPE_CURRENCY=eur\n"), [k]


@sec
def slack_chat_vgm():
    p = pw()
    return "name-context", (f"[09:14] ana.r: anyone have the shared login for the VGM portal? need to fix a weight for {cntr()}\n"
                            f"[09:15] koen: ops@terminal / {p}\n[09:15] koen: don't paste it in the ticket pls"), [p]


@sec
def rtsp_gate_cam():
    p = pw()
    return "structural", (f"# lane 3 rear camera for OCR retry\nffmpeg -rtsp_transport tcp -i \"rtsp://admin:{p}@{ip()}:554/Streaming/Channels/101\" "
                          f"-frames:v 1 lane3_rear.jpg"), [p]


@sec
def s7_prose():
    p = G.s(T.B62, 8)
    return "name-context", (f"STS{R.randint(1, 12):02d} PLC note: the S7-1500 has access protection level 'full access (no protection)' removed; "
                            f"the read/write password we set during commissioning is {p}. TIA Portal will ask for it when you go online."), [p]


@sec
def azure_conn():
    k = G.b64(64)
    return "structural", (f"\"ImageArchive\": {{\n  \"ConnectionString\": \"DefaultEndpointsProtocol=https;AccountName=gateocrarchive;AccountKey={k};EndpointSuffix=core.windows.net\",\n"
                          f"  \"Container\": \"lane-images\"\n}}"), [k]


@sec
def chat_es():
    p = pw()
    return "name-context", (f"Buenos días, para el acceso al sistema de citas (TAS) del muelle sur el usuario es transportes_{pick('levante', 'garcia', 'bahia')} "
                            f"y la contraseña provisional {p}. Cambiadla en el primer acceso, por favor. Saludos, Centro de Control"), [p]


@sec
def chat_zh():
    p = pw()
    return "name-context", (f"各位，码头操作系统测试环境的数据库账号：tos_test，密码：{p}，只用于联调，别在生产用。EDI 报文(COARRI)请发到测试队列。"), [p]


@sec
def chat_fr():
    p = pw()
    return "name-context", (f"Bonjour, le mot de passe du compte de service pour le guichet unique portuaire (Cargo Community System) est {p}. "
                            f"Merci de le mettre dans le coffre et de supprimer ce message."), [p]


@sec
def chat_pt():
    p = rpin()
    return "name-context", (f"Oi pessoal, o PIN de liberação do contêiner {cntr()} no terminal de Santos é {p}. "
                            f"O motorista precisa apresentar no gate até sexta."), [p]


@sec
def chat_ko():
    p = pw()
    return "name-context", (f"크레인 원격 모니터링 서버 관리자 비밀번호는 {p} 입니다. 야간 근무자만 사용하세요."), [p]


@sec
def chat_ja():
    p = pw()
    return "name-context", (f"ゲートOCRのFTPアカウント: lanecam / パスワード: {p}\n明日の切替作業で使います。"), [p]


@sec
def chat_ar():
    p = pw()
    return "name-context", (f"مرحبا، كلمة المرور لنظام حجز مواعيد الشاحنات هي {p} والمستخدم haulier_ops. يرجى تغييرها بعد أول دخول."), [p]


@sec
def chat_tr():
    p = rpin()
    return "name-context", (f"Merhaba, {cntr()} numaralı konteynerin çıkış PIN kodu {p}. Şoför kapıda bu kodu girecek."), [p]


@sec
def hook_write_config():
    p = pw()
    content = (f"tos:\n  url: https://n4-prd:9080/apex/services/argoservice\n  user: yard_optimizer\n  password: {p}\n"
               f"optimizer:\n  block_weights: [1.0, 0.8, 0.6]\n")
    return "name-context", hook("Write", {"file_path": "/home/dev/yard-opt/config/prod.yaml", "content": content}), [p]


@sec
def hook_edit():
    k = G.s(T.B62, 32)
    return "name-context", hook("Edit", {"file_path": "/home/dev/gate-platform/src/tas/client.py",
                                         "old_string": "API_KEY = os.environ[\"TAS_API_KEY\"]",
                                         "new_string": f"API_KEY = os.environ.get(\"TAS_API_KEY\", \"{k}\")"}), [k]


@sec
def pwsh_secure():
    p = pw()
    return "name-context", (f"$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\n$cred = New-Object PSCredential('PORT\\svc_ocr', $pw)\n"
                            f"Invoke-Command -ComputerName OCR-LANE0{R.randint(1, 6)} -Credential $cred -ScriptBlock {{ Restart-Service LaneController }}"), [p]


@sec
def databricks_moves():
    t = G.databricks()
    return "self-identifying", (f"export DATABRICKS_HOST=https://adb-{R.randint(10**15, 10**16 - 1)}.{R.randint(1, 19)}.azuredatabricks.net\n"
                                f"export DATABRICKS_TOKEN={t}\ndatabricks jobs run-now --job-id 4471  # crane productivity KPIs\n"), [t]


@sec
def google_maps_gate():
    k = G.google_api()
    return "self-identifying", (f"# truck queue ETA widget (server side)\nGOOGLE_MAPS_KEY={k}\n"), [k]


@sec
def radius_handheld():
    p = pw()
    return "name-context", (f"# yard handhelds (tally clerks) - WPA2 enterprise\nclient yard-wlc-01 {{\n    ipaddr = {ip()}\n    secret = {p}\n    shortname = yardwlc\n}}\n"), [p]


@sec
def wifi_handheld():
    p = phrase(PH_WORDS)
    return "name-context", (f"network={{\n    ssid=\"YARD-CHE\"\n    psk=\"{p}\"\n    key_mgmt=WPA-PSK\n}}\n# straddle carrier cab tablets\n"), [p]


@sec
def php_edi():
    p = pw()
    return "name-context", (f"<?php\n// legacy booking portal - EDI export\n$ftp = ftp_connect('edi.line-partner.example');\n"
                            f"ftp_login($ftp, 'terminal_out', '{p}');\nftp_put($ftp, 'COARRI_' . date('YmdHi') . '.edi', $tmp, FTP_BINARY);\n"), [p]


@sec
def ruby_tas():
    k = G.s(T.B62, 40)
    return "name-context", (f"TasClient.configure do |c|\n  c.endpoint = 'https://tas.terminal.example/api'\n  c.api_secret = '{k}'\n  c.terminal = '{term()[0]}'\nend\n"), [k]


@sec
def stacktrace_url():
    p = pw()
    return "structural", (f"Traceback (most recent call last):\n  File \"/app/berth/sync.py\", line 41, in <module>\n    engine = create_engine(DB_URL)\n"
                          f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server\n"
                          f"(Background on this error at: https://sqlalche.me/e/20/e3q8) [url: postgresql://berth:{p}@pg-berth.port.local:5432/berthplan]"), [p]


@sec
def redis_url():
    p = G.s(T.B62, 24)
    return "structural", (f"CELERY_BROKER_URL=redis://:{p}@redis-gate.port.local:6379/2\nCELERY_TASK_DEFAULT_QUEUE=ocr-postprocess\n"), [p]


@sec
def jenkins_cred():
    t = G.gitlab()
    return "self-identifying", (f"stage('publish EDI mapper') {{\n  steps {{\n    sh 'mvn -q deploy -DaltDeploymentRepository=internal::https://gitlab.port.local/api/v4/projects/88/packages/maven'\n"
                                f"    sh 'curl --header \"PRIVATE-TOKEN: {t}\" --upload-file target/mapper.jar \"$PKG_URL\"'\n  }}\n}}"), [t]


@sec
def hcl_vault_tok():
    t = G.vault()
    return "self-identifying", (f"provider \"vault\" {{\n  address = \"https://vault.port.local:8200\"\n  token   = \"{t}\"\n}}\n"
                                f"data \"vault_kv_secret_v2\" \"tos\" {{\n  mount = \"kv\"\n  name  = \"tos/n4\"\n}}\n"), [t]


@sec
def gate_kiosk_admin():
    p = pin(6)
    return "name-context", (f"Gate kiosk (lane 2, in-gate) maintenance menu: tap the logo 5x, admin code {p}. Reboots the printer and the intercom."), [p]


@sec
def ipmi_tos_server():
    p = pw()
    return "structural", (f"$ ipmitool -I lanplus -H tos-app3-ilo.port.local -U Administrator -P '{p}' chassis power status\nChassis Power is on"), [p]


@sec
def weighbridge_ini():
    p = pin(4)
    return "name-context", (f"[Indicator]\nModel=WB-700\nPort=COM3\nBaud=9600\n[Calibration]\nLockCode={p}\n; calibration lock code - weights & measures seal\n"), [p]


@sec
def ais_env_yaml_list():
    p1, p2 = pw(), pw()
    return "name-context", (f"edi_partners:\n  - line: MSC\n    protocol: sftp\n    user: msc_in\n    password: {p1}\n"
                            f"  - line: HLAG\n    protocol: as2\n    as2_id: HLAGTERM\n    mdn_password: {p2}\n"), [p1, p2]


@sec
def openai_tos_assist():
    k = G.openai()
    return "self-identifying", (f"# stowage assistant prototype\nclient = OpenAI(api_key=\"{k}\")\n"
                                f"resp = client.responses.create(model=\"gpt-4.1\", input=f\"Summarise BAPLIE deltas: {{deltas}}\")\n"), [k]


@sec
def table_logins():
    p1, p2 = pw(), pw()
    return "name-context", (f"| system | url | user | password |\n|---|---|---|---|\n| N4 test | https://n4-tst:9080 | planner01 | {p1} |\n"
                            f"| Reefer monitor | https://reefer-mon | ops | {p2} |\n"), [p1, p2]


@sec
def dotnet_appsettings():
    p = pw()
    return "name-context", (f"{{\n  \"Crane\": {{\n    \"Host\": \"sts{R.randint(1, 12):02d}-cms.local\",\n    \"Port\": 502,\n    \"ServiceUser\": \"cmsread\",\n"
                            f"    \"ServicePassword\": \"{p}\"\n  }},\n  \"Logging\": {{ \"LogLevel\": {{ \"Default\": \"Information\" }} }}\n}}"), [p]


@sec
def amqp_url():
    p = pw()
    return "structural", (f"spring.rabbitmq.addresses=amqps://gate-events:{p}@mq1.port.local:5671/gate\nspring.rabbitmq.listener.simple.prefetch=20\n"), [p]


@sec
def telegram_bot():
    t = G.telegram()
    return "self-identifying", (f"# berth queue bot for pilots\nBOT_TOKEN = \"{t}\"\nbot = telebot.TeleBot(BOT_TOKEN)\n"), [t]


# ---------------------------------------------------------------- clean templates
@cln
def c_argo_unit():
    return (f"<argo:response status=\"0\" status-id=\"OK\">\n  <unit id=\"{cntr()}\" gkey=\"{R.randint(10**8, 10**9)}\" category=\"EXPRT\" "
            f"freight-kind=\"FCL\" line-op=\"{pick('MSC', 'MAE', 'CMA')}\" iso=\"45G1\" seal-nbr1=\"{pick('ML', 'CN', 'SL')}{R.randint(1000000, 9999999)}\"/>\n</argo:response>")


@cln
def c_baplie():
    return (f"UNB+UNOA:2+{term()[0]}:ZZZ+MSC:ZZZ+261203:1402+{R.randint(10000, 99999)}'\nUNH+1+BAPLIE:D:95B:UN:SMDG22'\n"
            f"BGM++{R.randint(100000, 999999)}+9'\nTDT+20+{R.randint(100, 999)}W+++MSC:172:20+++{imo()}:146:11:{vessel()}'\n"
            f"LOC+147+0{R.randint(10, 99)}0{R.randint(10, 99)}82::5'\nMEA+WT++KGM:{R.randint(4000, 30000)}'\nEQD+CN+{cntr()}+45G1+++5'\nUNT+8+1'\nUNZ+1+{R.randint(10000, 99999)}'")


@cln
def c_ais():
    return (f"!AIVDM,1,1,,B,{G.s('0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw', 28)},0*{G.hexs(2).upper()}\n"
            f"!AIVDM,1,1,,A,{G.s('0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw', 28)},0*{G.hexs(2).upper()}\n"
            f"# decoded: MMSI {R.randint(200000000, 799999999)}, IMO {imo()}, SOG 0.1 kn, moored")


@cln
def c_crane_json():
    return json.dumps({"crane": f"STS{R.randint(1, 12):02d}", "ts": ts(), "move_id": G.uuid(), "container": cntr(),
                       "spreader": {"twistlocks": "LOCKED", "load_kg": R.randint(2000, 32000)},
                       "trolley_m": round(R.random() * 60, 2), "hoist_m": round(R.random() * 40, 2), "cycle_s": R.randint(70, 160)})


@cln
def c_ocr_result():
    return json.dumps({"lane": R.randint(1, 6), "txn": G.uuid(), "plate": f"{pick('BX', 'VT', 'HH')}-{R.randint(100, 999)}-{pick('K', 'T')}",
                       "containers": [{"number": cntr(), "confidence": round(R.uniform(.8, .99), 3), "iso": "22G1"}],
                       "image_sha256": G.sha256(), "damage": None}, indent=2)


@cln
def c_env_example():
    return ("# copy to .env and fill in\nTOS_DB_HOST=tosdb1.internal\nTOS_DB_USER=gate_app\nTOS_DB_PASSWORD=\nVGM_PORTAL_TOKEN=<your-token>\n"
            "PCS_API_KEY=${PCS_API_KEY}\nPCS_HMAC_SECRET=changeme\n")


@cln
def c_code_env():
    return ("import os\n\nN4_USER = os.environ[\"N4_WS_USER\"]\nN4_PASS = os.environ[\"N4_WS_PASSWORD\"]\n"
            "PIN_SALT = os.getenv(\"RELEASE_PIN_SALT\")  # never log this\n\ndef auth():\n    return (N4_USER, N4_PASS)\n")


@cln
def c_pin_hash():
    return json.dumps({"release_ref": f"REL-{R.randint(100000, 999999)}", "container": cntr(), "pin_sha256": G.sha256(),
                       "pin_attempts": R.randint(0, 2), "status": "RELEASED", "valid_until": ts()})


@cln
def c_prose_pin():
    return ("Release PINs are issued by the shipping line through the port community system once customs and commercial "
            "release are both in. The terminal never sees the PIN in clear: the gate compares a salted hash. If a haulier "
            "loses the PIN, the line must revoke it and issue a new one - do not read it out over the phone.")


@cln
def c_vgm():
    return (f"container,booking,vgm_kg,method,weighbridge,signatory,ts\n{cntr()},{pick('MEDU', 'HLCU')}{R.randint(1000000, 9999999)},{R.randint(5000, 30000)},SM1,WB-01,J. Peters,{ts()}\n"
            f"{cntr()},{pick('MEDU', 'HLCU')}{R.randint(1000000, 9999999)},{R.randint(5000, 30000)},SM2,,A. Ruiz,{ts()}")


@cln
def c_k8s_ref():
    return ("env:\n  - name: LANE_FTP_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ocr-lane-svc\n        key: LANE_FTP_PASSWORD\n"
            "  - name: PLATE_API_KEY\n    valueFrom:\n      secretKeyRef: {name: ocr-lane-svc, key: PLATE_API_KEY}\n")


@cln
def c_kafka_env():
    return ("sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\\n    username=\"${KAFKA_USER}\" \\\n"
            "    password=\"${KAFKA_PASSWORD}\";\nsecurity.protocol=SASL_SSL\n")


@cln
def c_git_log():
    return "\n".join(f"{G.sha1()[:12]} {m}" for m in ["gate: retry OCR upload on 530", "edi: map CUSRES status 29 to HOLD",
                                                       "tas: rotate PCS credentials via vault (no secret in repo)", "crane: add hoist_m to telemetry"])


@cln
def c_digest():
    return (f"$ docker pull registry.port.local/gate-api:2.14.1\n2.14.1: Pulling from gate-api\nDigest: sha256:{G.sha256()}\n"
            f"Status: Downloaded newer image for registry.port.local/gate-api:2.14.1")


@cln
def c_cert_fp():
    return (f"AS2 partner certificate (customs gateway)\nSubject: CN=as2.customs.example, O=Customs Administration\n"
            f"SHA-256 Fingerprint: {':'.join(G.hexs(2).upper() for _ in range(32))}\nSerial: {G.hexs(16)}\nValid to: 2027-06-30")


@cln
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{G.b64(32)[:43]} edi-deploy@tos-app3"


@cln
def c_ticket_rot():
    return (f"OPS-{R.randint(1000, 9999)} resolved: the planner_upload password was rotated and is now in Vault at kv/tos/planner_upload. "
            "The old one is disabled. Nobody needs to share it in chat anymore; use `vault kv get` with your own token.")


@cln
def c_unb_nopw():
    return (f"UNB+UNOC:3+{term()[0]}:ZZZ+HLAG:ZZZ+261204:0600+{R.randint(10000, 99999)}'\nUNH+{R.randint(1, 9)}+CODECO:D:95B:UN:ITG14'\n"
            f"BGM+34+{R.randint(10**7, 10**8)}+9'\nEQD+CN+{cntr()}+22G1:102:5++2+5'\nRFF+BN:{R.randint(10**8, 10**9)}'\nSEL+{R.randint(10**6, 10**7)}+CA'\nUNT+6+1'\nUNZ+1+1'")


@cln
def c_gate_txn_log():
    return (f"{ts()} INFO gate[{R.randint(100, 999)}] lane=4 txn={G.uuid()} plate=VT-{R.randint(100, 999)}-K cntr={cntr()} "
            f"appt=APT{R.randint(10**6, 10**7)} result=PASS dwell_s={R.randint(40, 400)}")


@cln
def c_b64_thumb():
    return f"{{\"lane\": {R.randint(1, 6)}, \"thumb_jpeg_b64\": \"/9j/4AAQSkZJRgABAQ{G.b64(90)}\", \"w\": 160, \"h\": 120}}"


@cln
def c_tf_ref():
    return ("resource \"aws_db_instance\" \"tos_reporting\" {\n  username = \"tosadmin\"\n  manage_master_user_password = true\n}\n"
            "data \"aws_secretsmanager_secret_version\" \"pcs\" {\n  secret_id = \"prod/pcs/api\"\n}\n")


@cln
def c_hook_ls():
    return hook("Bash", {"command": "ls -la config/"}, {"stdout": "total 24\n-rw-r--r-- 1 dev dev  812 Dec  3 prod.yaml.example\n"
                                                                   "-rw------- 1 dev dev  0 Dec  3 .env\n", "stderr": ""})


@cln
def c_chat_nl():
    return (f"Hoi, de pincode voor {cntr()} staat in het PCS onder je vrachtorder, ik mag hem niet mailen. "
            "Kijk bij 'Releases' en klik op 'toon pincode'.")


@cln
def c_chat_de():
    return "Die Zugangsdaten für den SFTP-Server bekommen Sie per Einmal-Link aus unserem Passwort-Tresor, nicht per E-Mail."


@cln
def c_yard_csv():
    rows = [f"{cntr()},{pick('A', 'B', 'C', 'R')}{R.randint(1, 40):02d}{R.randint(1, 8)}{R.randint(1, 6)},{pick('45G1', '22G1', '45R1')},{R.randint(2000, 30000)}" for _ in range(4)]
    return "unit,slot,iso,weight_kg\n" + "\n".join(rows)


@cln
def c_oauth_nosecret():
    return ("curl -s https://login.pcs.example/oauth2/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=terminal-nkct \\\n"
            "  -d client_secret=\"$PCS_CLIENT_SECRET\" \\\n  -d scope=vgm.write")


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": G.hexs(16), "use": "sig", "alg": "RS256", "n": G.b64url(256), "e": "AQAB"}]})


@cln
def c_vessel_call():
    return (f"Vessel call {vessel()} (IMO {imo()}), voyage {R.randint(100, 999)}E, berth {R.randint(1, 9)}, ETA {ts()}, "
            f"port of loading {pick(*LOCODES)}, next {pick(*LOCODES)}; {R.randint(400, 3000)} moves planned, 4 STS.")


@cln
def c_reefer_hist():
    return "\n".join(f"{cntr()};{ts()};setpoint=-18.0;supply={-17 - R.random():.1f};return={-15 - R.random():.1f};alarm=none" for _ in range(3))


@cln
def c_ini_placeholder():
    return "[upload]\nmode=ftp\nhost=ocr-nas01\nuser=lanecam\npass=%(LANE_FTP_PASSWORD)s\n"


@cln
def c_mqtt_payload():
    return f"yard/rtg/{R.randint(1, 40):02d}/status {{\"engine\":\"ON\",\"fuel_pct\":{R.randint(5, 99)},\"fault_codes\":[],\"session\":\"{G.uuid()}\"}}"


@cln
def c_runbook():
    return ("Runbook: OCR lane camera offline\n1. Check PoE on the lane switch.\n2. Open the camera page and log in with the credentials from the vault "
            "(entry 'gate/lane-cameras').\n3. If the stream is up but OCR reads fail, restart LaneController.\n")


@cln
def c_sealnums():
    return f"seals: line={pick('ML', 'CN')}-{R.randint(10**6, 10**7)} customs=NL{R.randint(10**7, 10**8)} shipper={G.hexs(8).upper()}"


@cln
def c_chat_es():
    return "Las contraseñas del TAS se cambian cada 90 días; el sistema os mandará un enlace para restablecerla."


@cln
def c_pgp_pub():
    return ("-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(G.b64(48) for _ in range(5)) + "\n=" + G.b64(3) + "\n-----END PGP PUBLIC KEY BLOCK-----\n"
            "# customs EDI encryption key (public), import with gpg --import")


@cln
def c_checksum_file():
    return "\n".join(f"{G.sha256()}  COPRAR_{R.randint(10**9, 10**10)}.edi" for _ in range(3))


@cln
def c_snmp_public():
    return f"snmpget -v2c -c public {ip()} 1.3.6.1.2.1.1.3.0\nDISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: ({R.randint(10**6, 10**9)})"


@cln
def c_go_env():
    return ("opts := mqtt.NewClientOptions().\n\tAddBroker(os.Getenv(\"MQTT_URL\")).\n\tSetUsername(os.Getenv(\"MQTT_USER\")).\n"
            "\tSetPassword(os.Getenv(\"MQTT_PASSWORD\"))\n")


if __name__ == "__main__":
    build()
