"""Blind round 63 source "seismicnet": seismic and geophysical monitoring networks (SeedLink/FDSN data centres, digitisers, station telemetry, early-warning alerts).

Written 2026-12-04 by the helper "corpora35" (session 26), blind. Seeded and deterministic; imports only the
standard library and _tokens. Run: python3 src_seismicnet.py
"""
FAM = "seismicnet"
SEED = 6303
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
NETS = ["XS", "Z4", "7K", "CX", "MX", "HL", "KO", "NZ", "GE", "IV", "FR", "AM"]
STAS = ["PB01", "HMBCX", "TAM0", "SNK3", "VOL12", "RIDGE", "MTX05", "KAL2", "ODS7", "AGRI", "BRN4", "CUL1"]
PW_WORDS = ["Richter", "Tremor", "Aftershock", "Epicenter", "Seismo", "Faultline", "Magma", "Tectonic", "Quake",
            "Moho", "Pwave", "Swave", "Sismo", "Erdbeben", "Jishin", "Terremoto", "Caldera"]
PH_WORDS = ["tremor", "fault", "basalt", "caldera", "moho", "geophone", "vault", "granite", "ridge", "slip",
            "epicentre", "shake", "pulse", "magma", "quartz", "tilt"]


def net():
    return pick(*NETS)


def sta():
    return pick(*STAS)


def pw():
    k = R.random()
    if k < .35:
        return word_pw(PW_WORDS)
    if k < .5:
        return legacy(pick("seis", "sta", "q", "dl", "eew", ""))
    if k < .62:
        return phrase(PH_WORDS)
    return G.machine_pw()


def authcode():
    return "0x" + G.hexs(16).upper()


def influx_tok():
    return G.b64(64)


def wg_key():
    return G.b64(32)


def evid():
    return pick("us7000", "ci40", "nc73", "gfz2026", "emsc-2026") + G.s(LOW + DIG, 4)


def nslc():
    return f"{net()}.{sta()}.{pick('00', '10', '')}.{pick('HHZ', 'HHN', 'HHE', 'HNZ', 'BHZ', 'EHZ')}"


def mail():
    return pick("j.ortiz", "m.sato", "a.kaya", "p.rossi", "l.meyer", "n.dimitriou") + "@" + pick("geo-obs.example", "seismo-lab.example", "uni-geophys.example")


# ---------------------------------------------------------------- secret templates
@sec
def obspy_restricted():
    p = pw()
    return "name-context", (f"from obspy import UTCDateTime\nfrom obspy.clients.fdsn import Client\n\n"
                            f"client = Client(\"IRIS\", user=\"{mail()}\", password=\"{p}\")\n"
                            f"st = client.get_waveforms(\"{net()}\", \"{sta()}\", \"*\", \"HH?\", UTCDateTime(\"2026-11-30T04:12:00\"), UTCDateTime(\"2026-11-30T04:22:00\"))\n"
                            f"print(st)\n"), [p]


@sec
def curl_queryauth():
    p = pw()
    return "structural", (f"curl --digest -u '{mail()}:{p}' -o {net()}_{sta()}.mseed \\\n"
                          f"  \"https://service.iris.edu/fdsnws/dataselect/1/queryauth?net={net()}&sta={sta()}&cha=HH?&starttime=2026-11-30T04:12:00&endtime=2026-11-30T04:22:00\"\n"
                          f"  % Total    % Received\n100  {R.randint(100, 900)}k  100  {R.randint(100, 900)}k"), [p]


@sec
def hinet():
    p = pw()
    u = pick("sato_m", "kojima", "geolab07", "tanaka_lab")
    return "structural", (f"from HinetPy import Client\nclient = Client(\"{u}\", \"{p}\")\n"
                          f"data, ctable = client.get_continuous_waveform(\"0101\", \"202611300412\", 20)\n"), [p]


@sec
def q330_authcode():
    a = authcode()
    return "name-context", (f"# q3302ew.d - Q330 at {sta()}\nModuleId      MOD_Q3302EW_{sta()}\nRingName      WAVE_RING\nIPAddress     {ip()}\nBasePort      5330\n"
                            f"DataPortNumber 1\nSerialNumber  0x{G.hexs(16).upper()}\nAuthCode      {a}\nStatusInterval 60\n"), [a]


@sec
def q330_seedlink():
    a = authcode()
    return "name-context", (f"# SeisComP seedlink q330 profile for {net()}.{sta()}\nsources.q330.address = {ip()}\nsources.q330.port = 5330\n"
                            f"sources.q330.slot = 1\nsources.q330.auth = {a}\nsources.q330.serial = 0x{G.hexs(16).upper()}\n"), [a]


@sec
def centaur_runbook():
    p = pw()
    return "name-context", (f"Station {net()}.{sta()} - Centaur digitiser\n- Web UI: https://{ip()} (accept the self-signed cert)\n"
                            f"- Login: admin / {p}\n- Check: GNSS lock, mass positions < 2.5 V, storage free > 20%\n"), [p]


@sec
def guralp_curl():
    p = pw()
    return "structural", (f"$ curl -s -u root:{p} http://{ip()}/cgi-bin/status.cgi | grep -E 'gps|mass'\ngps_lock=3D\nmass_z=0.41\nmass_n=-0.12\nmass_e=0.77"), [p]


@sec
def sshpass_rock():
    p = pw()
    return "name-context", (f"# pull SOH from the Rock digitiser at {sta()}\nsshpass -p '{p}' scp -P 2222 sysop@{ip()}:/data/soh/*.csv ./soh/{sta()}/\n"), [p]


@sec
def router_table():
    p1, p2 = pw(), pw()
    return "name-context", (f"| station | router | LAN IP | admin pw | notes |\n|---|---|---|---|---|\n| {sta()} | RV50 | {ip()} | {p1} | solar, 12V |\n"
                            f"| {sta()} | RUT955 | {ip()} | {p2} | mains |\n"), [p1, p2]


@sec
def seiscomp_db():
    p = pw()
    return "structural", (f"# ~/seiscomp/etc/global.cfg\ndatabase = mysql://sysop:{p}@db-seiscomp.internal/seiscomp\n"
                          f"messaging.server = localhost\nagencyID = {pick('GEOOBS', 'SLAB', 'UGP')}\n"), [p]


@sec
def scmaster_cfg():
    p = pw()
    return "structural", (f"# scmaster.cfg (production)\nqueues.production.plugins = dbstore\nqueues.production.processors.messages = dbstore\n"
                          f"queues.production.processors.messages.dbstore.driver = postgresql\n"
                          f"queues.production.processors.messages.dbstore.read = seiscomp_ro:{p}@pg-sc.internal/seiscomp\n"
                          f"queues.production.processors.messages.dbstore.write = seiscomp_ro:{p}@pg-sc.internal/seiscomp\n"), [p]


@sec
def earthscope_token():
    j = G.jwt(sub="auth0|" + G.hexs(24))
    return "self-identifying", (f"$ cat ~/.earthscope/default/tokens.json\n{{\"access_token\": \"{j}\", \"token_type\": \"Bearer\", \"expires_in\": 86400}}"), [j]


@sec
def shake_changed():
    p = pw()
    return "name-context", (f"Raspberry Shake {pick('R', 'AM')}.{G.s(T.UPPER, 5)} at the school: I changed the myshake login from the default, new password {p}. "
                            f"Forwarding to the regional server is on."), [p]


@sec
def eew_broker():
    p = pw()
    return "name-context", (f"# EEW alert consumer (licensed operator)\nbroker:\n  url: stomp+ssl://eew-broker.example:61614\n  login: metro-rail-eew\n"
                            f"  passcode: \"{p}\"\n  topic: /topic/eew.sys.dm.data\nactions:\n  - slow_trains_above_mmi: 4\n"), [p]


@sec
def apns_p8():
    block, line = G.pem("PRIVATE KEY")
    return "self-identifying", (f"# AuthKey_{G.s(T.UPPER + DIG, 10)}.p8 - APNs key for the quake-alert app (critical alerts entitlement)\n{block}\n"), [line]


@sec
def fcm_sa():
    block, line = G.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": "eew-alerts-prod", "private_key_id": G.hexs(40), "private_key": block + "\n",
         "client_email": "fcm-sender@eew-alerts-prod.iam.gserviceaccount.com"}
    return "self-identifying", json.dumps(d, indent=2), [line]


@sec
def twilio_sms_alert():
    t = G.hexs(32)
    return "name-context", (f"# felt-report SMS fallback when the push service lags\nTWILIO_SID=AC{G.hexs(32)}\nTWILIO_TOKEN={t}\n"), [t]


@sec
def cbc_gateway():
    p = pw()
    return "structural", (f"POST /cbc/v1/alerts HTTP/1.1\nHost: cbc-gw.operator.example\nAuthorization: Basic {basic('eew_originator', p)}\nContent-Type: application/cap+xml\n\n<alert>...</alert>"), [basic('eew_originator', p)]


@sec
def influx_soh():
    t = influx_tok()
    return "name-context", (f"[[outputs.influxdb_v2]]\n  urls = [\"https://influx.soh.internal:8086\"]\n  token = \"{t}\"\n  organization = \"seismic-net\"\n  bucket = \"station_soh\"\n"), [t]


@sec
def grafana_soh():
    t = G.grafana()
    return "self-identifying", (f"curl -H \"Authorization: Bearer {t}\" https://grafana.seismo.internal/api/alerts?state=alerting | jq '.[].name'"), [t]


@sec
def aws_archive():
    a, s = G.aws_akid(), G.aws_secret()
    return "self-identifying", (f"[waveform-archive]\naws_access_key_id={a}\naws_secret_access_key={s}\n# s3://net-{net().lower()}-miniseed/ (day volumes)\n"), [a, s]


@sec
def gcs_hmac():
    s = G.s(T.B64, 40)
    return "name-context", (f"# rclone.conf - archive mirror to GCS (HMAC interop)\n[gcs-archive]\ntype = s3\nprovider = GCS\naccess_key_id = GOOG1E{G.s(T.UPPER + DIG, 55)}\n"
                            f"secret_access_key = {s}\nendpoint = https://storage.googleapis.com\n"), [s]


@sec
def rockblock():
    p = pw()
    return "structural", (f"curl -X POST \"https://rockblock.rock7.example/rockblock/MT?imei=30{R.randint(10**12, 10**13)}&username=obs-telemetry&password={p}&data=534f4852455155455354\"\nOK,{R.randint(10**6, 10**7)}"), [p]


@sec
def vault_combo():
    p = "-".join(str(R.randint(0, 39)) for _ in range(3))
    return "name-context", (f"Field notes {sta()} service visit: vault hatch padlock combination {p}; sensor re-levelled, mass centred. Bring a new desiccant bag next time."), [p]


@sec
def gitlab_token():
    t = G.gitlab()
    return "self-identifying", (f"git clone https://oauth2:{t}@gitlab.seismo.internal/network/seiscomp-config.git\n"), [t]


@sec
def slack_event():
    w = G.slack_webhook()
    return "self-identifying", (f"# scalert script: post M>=3.0 events\ncurl -s -X POST -H 'Content-type: application/json' --data \"{{\\\"text\\\":\\\"M$MAG $REGION ($EVID)\\\"}}\" {w}"), [w.rsplit('/', 1)[1]]


@sec
def telegram_felt():
    t = G.telegram()
    return "self-identifying", (f"FELT_REPORT_BOT_TOKEN={t}\nFELT_REPORT_CHAT=-100{R.randint(10**9, 10**10)}\n"), [t]


@sec
def mastodon():
    t = G.s(T.URLSAFE, 43)
    return "name-context", (f"from mastodon import Mastodon\nm = Mastodon(access_token=\"{t}\", api_base_url=\"https://mastodon.example\")\n"
                            f"m.status_post(f\"Automatic: M{{mag:.1f}} {{region}} {{time}} UTC - preliminary\")\n"), [t]


@sec
def netrc():
    p = pw()
    return "structural", (f"machine service.iris.edu\n  login {mail()}\n  password {p}\nmachine ds.iris.edu login {mail()} password {p}\n"), [p]


@sec
def mycnf():
    p = pw()
    return "name-context", (f"[client]\nuser=sysop\npassword={p}\nhost=db-seiscomp.internal\ndatabase=seiscomp\n"), [p]


@sec
def at_cgauth():
    p = pw()
    return "structural", (f"AT+CGDCONT=1,\"IP\",\"seismo.m2m.example\"\nOK\nAT+CGAUTH=1,1,\"telemetry\",\"{p}\"\nOK\nAT+CGACT=1,1\nOK"), [p]


@sec
def arcgis_shakemap():
    t = G.s(T.URLSAFE, 100) + ".."
    return "structural", (f"POST https://gis.geo-obs.example/server/rest/services/ShakeMap/FeatureServer/0/addFeatures?f=json&token={t}"), [t]


@sec
def hook_cat_global():
    p = pw()
    out = f"database = mysql://sysop:{p}@db-seiscomp.internal/seiscomp\nmessaging.server = scmaster.internal\nlogging.level = 3\n"
    return "structural", hook("Bash", {"command": "cat ~/seiscomp/etc/global.cfg"}, {"stdout": out, "stderr": ""}, cwd="/home/sysop"), [p]


@sec
def hook_write_script():
    p = pw()
    content = (f"#!/bin/bash\n# nightly restricted-data pull\nexport FDSN_USER={mail()}\nexport FDSN_PASSWORD='{p}'\n"
               f"python3 fetch_restricted.py --net {net()} --days 1\n")
    return "name-context", hook("Write", {"file_path": "/opt/netops/bin/pull_restricted.sh", "content": content}), [p]


@sec
def hook_edit_influx():
    t = influx_tok()
    return "name-context", hook("Edit", {"file_path": "/etc/telegraf/telegraf.d/soh.conf", "old_string": "token = \"$INFLUX_TOKEN\"",
                                         "new_string": f"token = \"{t}\""}), [t]


@sec
def wireguard():
    k = wg_key()
    return "name-context", (f"[Interface]\n# station {sta()} telemetry tunnel\nPrivateKey = {k}\nAddress = 10.99.{R.randint(0, 200)}.{R.randint(2, 250)}/32\n\n"
                            f"[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.seismo.example:51820\nAllowedIPs = 10.99.0.0/16\nPersistentKeepalive = 25\n"), [k]


@sec
def vsat_admin():
    p = pw()
    return "name-context", (f"VSAT terminal at {sta()} (remote island site): modem web admin password {p}. Pointing was re-peaked on 2026-11-12, Eb/No 9.1 dB."), [p]


@sec
def snmp_v3():
    a, x = pw(), pw()
    return "name-context", (f"# digitiser + router SNMP (zabbix template)\nsnmpget -v3 -l authPriv -u soh -a SHA -A {a} -x AES -X {x} {ip()} 1.3.6.1.2.1.1.3.0\n"), [a, x]


@sec
def mseed_ftp():
    p = pw()
    return "structural", (f"wget -r -nH \"ftp://datalogger:{p}@{ip()}/data/2026/334/\"  # {sta()} SD-card backfill after telemetry outage"), [p]


@sec
def stacktrace_fdsn():
    p = pw()
    return "structural", (f"Traceback (most recent call last):\n  File \"/opt/picker/db.py\", line 22, in connect\n    return psycopg2.connect(DSN)\n"
                          f"psycopg2.OperationalError: connection to server failed\nDSN was: postgresql://picker:{p}@pg-picks.internal:5432/picks"), [p]


@sec
def redis_eew():
    p = G.s(T.B62, 24)
    return "structural", (f"EEW_CACHE_URL=redis://:{p}@redis-eew.internal:6379/0\n"), [p]


@sec
def amqp_picks():
    p = pw()
    return "structural", (f"pick_bus:\n  url: amqps://picker:{p}@rabbit.seismo.internal:5671/picks\n  exchange: picks.p\n"), [p]


@sec
def k8s_secret():
    p = pw()
    t = influx_tok()
    return "name-context", (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: fdsnws-restricted\nstringData:\n  FDSN_PASSWORD: \"{p}\"\n  INFLUX_TOKEN: \"{t}\"\n"), [p, t]


@sec
def go_client():
    p = pw()
    return "name-context", (f"c := fdsn.NewClient(\"https://fdsn.seismo.internal\")\nc.SetCredentials(\"ingest\", \"{p}\")\nst, err := c.Station(ctx, fdsn.StationQuery{{Network: \"{net()}\", Level: \"response\"}})\n"), [p]


@sec
def julia_or_r():
    p = pw()
    return "name-context", (f"library(httr)\nresp <- GET(\"https://fdsn.seismo.internal/fdsnws/dataselect/1/queryauth\",\n"
                            f"            authenticate(\"{mail()}\", \"{p}\", type = \"digest\"),\n            query = list(net = \"{net()}\", sta = \"{sta()}\", cha = \"HHZ\"))\n"), [p]


@sec
def ticket_sta():
    p = pw()
    return "name-context", (f"NETOPS-{R.randint(100, 999)}: {net()}.{sta()} no data since 03:40 UTC\n\nRouter reachable, digitiser not. "
                            f"Logged in to the router (admin / {p}) and saw the LAN port flapping; will send the field team."), [p]


@sec
def email_partner():
    p = pw()
    return "name-context", (f"Subject: Access to restricted stations (temporary network {net()})\n\nDear colleague,\n\nyour account for the embargoed data is active.\n"
                            f"User: {mail()}\nPassword: {p}\nThe embargo ends 2027-06-30.\n\nBest regards,\nData centre"), [p]


@sec
def chat_ja():
    p = pw()
    return "name-context", (f"Hi-netのアカウント共有します。ユーザー名 geolab07、パスワード {p}。研究室内だけで使ってください。"), [p]


@sec
def chat_es():
    p = pw()
    return "name-context", (f"Hola, la clave del digitalizador de la estación {sta()} (Atacama) es {p}. El usuario es admin. Cambiadla después de la campaña."), [p]


@sec
def chat_it():
    p = pw()
    return "name-context", (f"Ciao, la password del router della stazione {sta()} sull'Etna è {p}. Serve per riavviare il modem da remoto."), [p]


@sec
def chat_tr():
    p = pw()
    return "name-context", (f"Merhaba, istasyon {sta()} kayıtçısının yönetici şifresi {p}. Sahaya giden ekip için."), [p]


@sec
def chat_el():
    p = pw()
    return "name-context", (f"Καλημέρα, ο κωδικός για τον καταγραφέα του σταθμού {sta()} είναι {p}. Χρήστης: admin."), [p]


@sec
def chat_id():
    p = pw()
    return "name-context", (f"Pak, kata sandi server SeisComP cadangan: {p} (user sysop). Mohon diganti setelah migrasi."), [p]


@sec
def chat_fr():
    p = pw()
    return "name-context", (f"Salut, le mot de passe du compte FDSN restreint pour le réseau temporaire {net()} est {p}."), [p]


@sec
def chat_zh():
    p = pw()
    return "name-context", (f"台站{sta()}数采的登录密码改成了 {p}，用户名不变。"), [p]


@sec
def chat_de():
    p = pw()
    return "name-context", (f"Moin, das Passwort für den Stationsrechner in {sta()} lautet jetzt {p}. Bitte im Wiki nicht eintragen."), [p]


@sec
def chat_pt():
    p = pw()
    return "name-context", (f"O acesso ao modem da estação {sta()} é admin com senha {p}."), [p]


@sec
def log_fail():
    p = pw()
    return "name-context", (f"{ts()} slarchive[{R.randint(100, 9999)}]: WARN auth helper: retry login user=ingest password={p} host=fdsn.seismo.internal\n"), [p]


@sec
def pwsh_station():
    p = pw()
    return "name-context", (f"$cred = New-Object System.Management.Automation.PSCredential('STATION\\sysop', (ConvertTo-SecureString '{p}' -AsPlainText -Force))\n"
                            f"Enter-PSSession -ComputerName sta-{sta().lower()} -Credential $cred"), [p]


@sec
def ini_datalogger():
    p = pin(R.choice([4, 5]))
    return "name-context", (f"[DataloggerSecurity]\nLevel1Code={p}\n; required to change the program or clock from the keypad\n"), [p]


@sec
def diff_env():
    t = G.s(T.B62, 40)
    return "name-context", (f"--- a/deploy/eew-relay.env\n+++ b/deploy/eew-relay.env\n@@ -1,3 +1,4 @@\n EEW_MIN_MAG=4.5\n EEW_REGION=coastal\n+EEW_PARTNER_API_SECRET={t}\n EEW_DRY_RUN=false\n"), [t]


@sec
def php_felt():
    p = pw()
    return "structural", (f"<?php\n$pdo = new PDO('mysql:host=db-felt;dbname=felt_reports', 'felt_app', '{p}');\n"), [p]


@sec
def openai_bulletin():
    k = G.openai()
    return "self-identifying", (f"OPENAI_API_KEY={k}  # draft the daily seismicity bulletin text (human review before publishing)\n"), [k]


@sec
def xml_cap_pub():
    p = pw()
    return "name-context", (f"<capPublisher>\n  <endpoint>https://alerts-hub.example/cap/submit</endpoint>\n  <user>seismo-cap</user>\n  <password>{p}</password>\n</capPublisher>"), [p]


@sec
def hcl_tf():
    p = pw()
    return "name-context", (f"module \"fdsnws\" {{\n  source       = \"./modules/fdsnws\"\n  db_password  = \"{p}\"\n  restricted   = true\n}}\n"), [p]


@sec
def notebook_auth():
    p = pw()
    cell = {"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [{"name": "stdout", "output_type": "stream", "text": ["3 Trace(s) in Stream\n"]}],
            "source": [f"client = Client('https://fdsn.seismo.internal', user='ingest', password='{p}')\n", f"st = client.get_waveforms('{net()}', '{sta()}', '*', 'HH?', t0, t0 + 600)\n"]}
    return "name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5, "metadata": {}}), [p]


@sec
def seedlink_tunnel_key():
    block, line = G.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", (f"# autossh key for the SeedLink tunnel from {sta()} (no passphrase)\n{block}\n"), [line]


@sec
def eew_hmac():
    k = G.hexs(64)
    return "name-context", (f"# partners verify our EEW webhook with this key (shared out of band)\neew_webhook:\n  signing_key: {k}\n  header: X-EEW-Signature\n"), [k]


# ---------------------------------------------------------------- clean templates
@cln
def c_msi():
    n = nslc()
    return (f"$ msi -p {n.replace('.', '_')}.mseed | head\n{n.replace('.', '_')}, 000001, D, 512, {R.randint(100, 400)} samples, 100 Hz, 2026,334,04:12:0{R.randint(0, 9)}.{R.randint(100000, 999999)}\n"
            f"  CRC-32C: 0x{G.hexs(8).upper()}  encoding: STEIM-2  byte order: big endian")


@cln
def c_stationxml():
    return (f"<Network code=\"{net()}\" startDate=\"2024-01-01T00:00:00\">\n <Identifier type=\"DOI\">10.7914/SN/{net()}_{R.randint(2020, 2026)}</Identifier>\n"
            f" <Station code=\"{sta()}\">\n  <Latitude>{R.uniform(-40, 60):.4f}</Latitude><Longitude>{R.uniform(-120, 140):.4f}</Longitude>\n"
            f"  <Channel code=\"HHZ\" locationCode=\"00\"><Sensor><SerialNumber>{R.randint(1000, 9999)}</SerialNumber></Sensor>\n"
            f"   <DataLogger><SerialNumber>{G.s(T.UPPER + DIG, 8)}</SerialNumber></DataLogger></Channel>\n </Station>\n</Network>")


@cln
def c_fdsn_text():
    return "#Network|Station|Latitude|Longitude|Elevation|SiteName|StartTime|EndTime\n" + "\n".join(
        f"{net()}|{sta()}|{R.uniform(-40, 60):.4f}|{R.uniform(-120, 140):.4f}|{R.randint(0, 3000)}|Site {R.randint(1, 99)}|2024-01-01T00:00:00|" for _ in range(3))


@cln
def c_slinfo():
    return "$ slinktool -Q seedlink.seismo.internal:18000\n" + "\n".join(f"{net()} {sta():5s} 00 HHZ D 2026/11/30 00:00:00.0000  -  2026/12/04 13:0{R.randint(0, 9)}:00.0000" for _ in range(3))


@cln
def c_quakeml():
    return (f"<event publicID=\"smi:org.gfz-potsdam.de/geofon/{evid()}\">\n <preferredOriginID>smi:local/origin/{G.uuid()}</preferredOriginID>\n"
            f" <magnitude><mag><value>{R.uniform(2, 7):.1f}</value></mag><type>Mw</type></magnitude>\n</event>")


@cln
def c_seiscomp_default():
    return ("# fresh `seiscomp setup` on the training VM: the wizard's defaults\ndatabase = mysql://sysop:sysop@localhost/seiscomp\n"
            "# (documented default for a local test install; production uses its own account)")


@cln
def c_shake_default():
    return ("New Raspberry Shake units: ssh myshake@rs.local with the documented default password shakeme, then change it with "
            "`passwd` before putting the unit on a public network.")


@cln
def c_wg_public():
    return f"[Peer]\n# hub\nPublicKey = {wg_key()}\nEndpoint = vpn.seismo.example:51820\nAllowedIPs = 10.99.0.0/16"


@cln
def c_cap():
    return (f"<alert xmlns=\"urn:oasis:names:tc:emergency:cap:1.2\">\n <identifier>{G.uuid()}</identifier>\n <sender>eew@seismo.example</sender>\n"
            f" <status>Exercise</status><msgType>Alert</msgType><scope>Public</scope>\n <info><event>Earthquake</event><urgency>Immediate</urgency></info>\n"
            f" <Signature xmlns=\"http://www.w3.org/2000/09/xmldsig#\"><SignatureValue>{G.b64(256)}</SignatureValue>\n"
            f"  <KeyInfo><X509Data><X509Certificate>MIID{G.b64(300)}</X509Certificate></X509Data></KeyInfo></Signature>\n</alert>")


@cln
def c_env_example():
    return "FDSN_USER=\nFDSN_PASSWORD=<your-password>\nINFLUX_TOKEN=${INFLUX_TOKEN}\nEEW_PARTNER_API_SECRET=changeme\n"


@cln
def c_code_env():
    return ("import os\nfrom obspy.clients.fdsn import Client\n\nclient = Client(\"IRIS\", user=os.environ[\"FDSN_USER\"], password=os.environ[\"FDSN_PASSWORD\"])\n")


@cln
def c_checksums():
    return "\n".join(f"{G.sha256()}  {nslc()}.D.2026.{R.randint(300, 338)}" for _ in range(3))


@cln
def c_soh_line():
    return f"station_soh,net={net()},sta={sta()} gps_lock=1i,mass_z={R.uniform(-2, 2):.2f},batt_v={R.uniform(11, 14):.2f},temp_c={R.uniform(-5, 40):.1f} {R.randint(10**18, 10**19)}"


@cln
def c_prose_restricted():
    return ("Restricted (embargoed) data need a personal account at the data centre; the request goes through queryauth with digest "
            "authentication. Do not share accounts between students: each of you applies with your own e-mail and the PI approves.")


@cln
def c_ticket_rotated():
    return (f"NETOPS-{R.randint(100, 999)} closed: router admin passwords for all {net()} sites rotated by the field team; "
            "new ones are in the password manager under 'stations/routers'. Nothing in the wiki.")


@cln
def c_git_log():
    return "\n".join(f"{G.sha1()[:10]} {m}" for m in ["scautopick: tighten STA/LTA on HH?", "eew-relay: read secret from env",
                                                       "inventory: add 00.HN? channels for strong-motion", "soh: alert on mass position > 2.5 V"])


@cln
def c_k8s_ref():
    return ("env:\n  - name: FDSN_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: fdsnws-restricted, key: FDSN_PASSWORD}\n")


@cln
def c_event_json():
    return json.dumps({"id": evid(), "mag": round(R.uniform(2, 7), 1), "magType": "Mw", "time": ts(), "depth_km": R.randint(1, 200),
                       "region": pick("Off coast of Chile", "Central Italy", "Aegean Sea", "Honshu, Japan"), "eew_message_id": G.uuid()})


@cln
def c_ppsd():
    return f"PPSD for {nslc()}: {R.randint(100, 700)} segments, noise model NLNM/NHNM, npz saved as {G.hexs(12)}.npz"


@cln
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{G.b64(32)[:43]} slink-tunnel@{sta().lower()}"


@cln
def c_iridium_meta():
    return f"modem IMEI 30{R.randint(10**12, 10**13)} | serial {R.randint(10**5, 10**6)} | MOMSN {R.randint(1, 9999)} | payload hex {G.hexs(40)}"


@cln
def c_chat_ja():
    return "Hi-netのアカウントは各自で申請してください。共有は規約違反です。"


@cln
def c_chat_es():
    return f"La estación {sta()} volvió a transmitir a las 06:10 UTC; el GPS tenía bloqueo 3D y el disco 62% libre."


@cln
def c_placeholder_cfg():
    return "sources.q330.auth = ${Q330_AUTH}\nsources.q330.address = 10.0.0.10\n"


@cln
def c_hook_ok():
    return hook("Bash", {"command": "seiscomp status | grep running"}, {"stdout": "scmaster is running\nseedlink is running\nscautopick is running\n", "stderr": ""})


@cln
def c_pgp():
    return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(G.b64(48) for _ in range(4)) + "\n-----END PGP PUBLIC KEY BLOCK-----"


@cln
def c_runbook():
    return ("Runbook: station silent\n1. Ping the router from the VPN hub.\n2. Log in with your own account (SSO) on the NOC jump host.\n"
            "3. Router credentials: password manager, folder 'stations'. 4. Check digitiser over the router's LAN.")


@cln
def c_mseed_b64():
    return f"{{\"nslc\":\"{nslc()}\",\"record_b64\":\"{G.b64(96)}\",\"crc\":\"0x{G.hexs(8)}\"}}"


if __name__ == "__main__":
    build()
