"""Blind redaction round 55, source "waterutility" (helper corpora27): water and wastewater SCADA/HMI, AMI meters and
head-ends, GIS, CMMS, lab LIMS, billing portals. Every value is random and made up."""
import json
import random
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

OUT = Path(__file__).resolve().parent
WORDS = ["copper", "basalt", "gravel", "harbor", "lantern", "meadow", "quartz", "falcon", "ember", "willow",
         "cobalt", "tundra", "saffron", "orbit", "pepper", "granite", "canyon", "river", "mosaic", "juniper",
         "velvet", "beacon", "thistle", "walrus", "otter", "prairie", "marble", "indigo", "sable", "cedar"]


class V:
    """value mixes for this source, on top of _tokens.Gen"""

    def __init__(self, seed):
        self.g = Gen(seed)
        self.r = self.g.r

    def pick(self, seq):
        return self.r.choice(seq)

    def passphrase(self):
        n = self.r.randint(3, 4)
        sep = self.pick(["-", ".", "_", ""])
        ws = [self.pick(WORDS) for _ in range(n)]
        if sep == "":
            ws = [w.capitalize() for w in ws]
        return sep.join(ws) + (str(self.r.randint(1, 99)) if self.r.random() < .5 else "")

    def wordpw(self):
        return self.g.human_pw()

    def legacy(self):
        return self.pick(WORDS)[:self.r.randint(4, 6)] + str(self.r.randint(1, 999))

    def pin(self, n=None):
        n = n or self.pick([4, 4, 6, 5, 8])
        return "".join(self.pick("0123456789") for _ in range(n))

    def hexkey(self, n=None):
        return self.g.hexs(n or self.pick([32, 40, 64]))

    def b64key(self, n=None):
        return self.g.b64(n or self.pick([24, 32, 48]))

    def rand(self, a=16, b=32, alpha=B62):
        return self.g.s(alpha, self.r.randint(a, b))

    def pw(self):
        k = self.r.randint(0, 9)
        if k <= 2:
            return self.g.machine_pw()
        if k <= 4:
            return self.wordpw()
        if k == 5:
            return self.passphrase()
        if k == 6:
            return self.legacy()
        if k == 7:
            return self.rand(10, 18, B62 + "!#%*+-=@^")
        return self.g.pw()

    def uuid(self):
        return self.g.uuid()

    def ip(self, net="10"):
        return f"{net}.{self.r.randint(0, 254)}.{self.r.randint(0, 254)}.{self.r.randint(2, 250)}"

    def basic(self, user, pw):
        import base64
        return base64.b64encode(f"{user}:{pw}".encode()).decode()


def hook(v, tool, response=None, **inp):
    d = {"session_id": v.uuid(), "transcript_path": f"/home/{v.pick(['ana', 'dev', 'ops', 'kim'])}/.claude/projects/x/{v.uuid()}.jsonl",
         "cwd": "/srv/" + v.pick(["app", "repo", "work", "src"]), "hook_event_name": v.pick(["PostToolUse", "PreToolUse"]),
         "tool_name": tool, "tool_input": inp}
    if response is not None:
        d["tool_response"] = response
    return json.dumps(d, ensure_ascii=False)


def run(family, seed, secret_tpls, clean_tpls, n_secret=250, n_clean=100):
    v = V(seed)
    secrets = []
    order = []
    while len(order) < n_secret:
        block = list(range(len(secret_tpls)))
        v.r.shuffle(block)
        order.extend(block)
    for i in order[:n_secret]:
        cls, text, vals = secret_tpls[i](v)
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for s in vals:
            assert s and s in text, (family, secret_tpls[i].__name__, s)
        secrets.append((cls, text, vals))
    clean = []
    corder = []
    while len(corder) < n_clean:
        block = list(range(len(clean_tpls)))
        v.r.shuffle(block)
        corder.extend(block)
    for i in corder[:n_clean]:
        clean.append(clean_tpls[i](v))
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{family}-{n}", "family": family, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{family}-c{n}", "family": family, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    c = Counter(cls for cls, _, _ in secrets)
    cv = Counter()
    for cls, _, vals in secrets:
        cv[cls] += len(vals)
    print(family, "records", dict(c), "values", dict(cv), "total", sum(cv.values()), "clean distinct", len(set(clean)))


# ---------------------------------------------------------------- secret texts
def geoscada_db(v):
    pw = v.pw()
    t = (f"# Geo SCADA Expert historic export to the reporting warehouse\n[export]\nserver = clearscada-main.wtp.local\n"
         f"user = ReportExport\npassword = {pw}\ngroups = Treatment.Filters;Distribution.Reservoirs\ninterval_min = 15")
    return "structural", t, [pw]


def intouch_sql(v):
    pw = v.pw()
    t = (f"AVEVA Historian (InSQL) linked server for billing reconciliation:\nEXEC sp_addlinkedsrvlogin @rmtsrvname = N'INSQL', @useself = N'False', "
         f"@rmtuser = N'histread', @rmtpassword = N'{pw}';")
    return "structural", t, [pw]


def dnp3_sa(v):
    k = v.hexkey(32).upper()
    t = (f"# RTU-{v.r.randint(10,99)} (Booster PS {v.pick(['Elm', 'Ridge', 'North'])}) DNP3 Secure Authentication v5\nOutstation address: {v.r.randint(1,200)}\n"
         f"Master address: 1\nUser 1 (Common) update key (AES-128): {k}\nKey change method: symmetric AES-256 / HMAC-SHA256")
    return "name-context", t, [k]


def rtu_web(v):
    pw = v.pick([v.legacy(), v.wordpw(), v.pw()])
    t = v.pick([
        f"Lift station LS-{v.r.randint(1,60)} (Mission M{v.r.randint(110,900)}): web UI admin / {pw}",
        f"Kingfisher RTU at Reservoir {v.r.randint(1,9)} — Toolbox login: engineer, password {pw}",
        f"SCADAPack {v.pick(['470', '570', '357'])} at the intake, logic download password {pw}",
    ])
    return "structural" if "admin /" in t or "login:" in t else "name-context", t, [pw]


def sensus_headend(v):
    s = v.rand(32, 48, URLSAFE)
    t = (f"# AMI head-end export job (FlexNet RNI -> MDM)\nrni:\n  base_url: https://rni.utility.local/rni/api\n  client_id: mdm-export\n"
         f"  client_secret: {s}\n  read_window_hours: 24\nmdm:\n  drop_dir: /mnt/mdm/inbound")
    return "name-context", t, [s]


def beacon_basic(v):
    user = v.pick(["ami.integration@water.gov", "svc-beacon@city.example", "meters@muni.example"])
    pw = v.pw()
    b = v.basic(user, pw)
    t = (f"curl -s -X POST 'https://api.beaconama.net/v1/eds/range' \\\n  -H 'Authorization: Basic {b}' \\\n  -d 'Start_Date=2026-11-01&End_Date=2026-11-02&Resolution=hourly'")
    return "structural", t, [b]


def meter_keys(v):
    rows, vals = [], []
    for _ in range(v.r.randint(2, 4)):
        k = v.hexkey(32).upper()
        rows.append(f"{v.pin(8)};{v.pick(['DME', 'KAM', 'ITW', 'SEN'])};{v.r.randint(2019,2026)};{k}")
        vals.append(k)
    t = "# wM-Bus meter AES keys from manufacturer delivery note (mode 5)\nSERIAL;MFR;YEAR;AES_KEY\n" + "\n".join(rows)
    return "name-context", t, vals


def lorawan_appkey(v):
    k = v.hexkey(32).upper()
    t = json.dumps({"devEui": v.hexkey(16), "joinEui": v.hexkey(16), "appKey": k, "name": f"meter-{v.pin(7)}", "deviceProfile": "pulse-reader-v2"}, indent=2)
    return "name-context", "ChirpStack device import row:\n" + t, [k]


def arcgis_token(v):
    tok = v.rand(100, 140, URLSAFE + ".")
    t = (f"GET https://gis.water.local/server/rest/services/Utilities/WaterNetwork/FeatureServer/0/query?where=1%3D1&outFields=*&f=json&token={tok} HTTP/1.1\n"
         f"Host: gis.water.local\n\nHTTP/1.1 200 OK")
    return "structural", t, [tok]


def arcgis_apikey(v):
    k = "AAPK" + v.g.s(HEX, 32) + v.g.s(URLSAFE, 64)
    t = (f"// customer outage map (server-side proxy only)\nconst esriConfig = {{ portalUrl: 'https://gis.water.local/portal' }};\nconst ARCGIS_SERVER_KEY = \"{k}\";")
    return "self-identifying", t, [k]


def arcpy_signin(v):
    pw = v.pw()
    t = (f"import arcpy\n# nightly hydrant layer publish\narcpy.SignInToPortal(\"https://gis.water.local/portal\", \"gis_publisher\", \"{pw}\")\narcpy.management.Append(\"hydrants_edit\", \"Hydrants\")")
    return "structural", t, [pw]


def maximo_maxauth(v):
    b = v.basic(v.pick(["MXINTADM", "maxadmin", "wo_sync"]), v.pw())
    t = (f"POST /maximo/oslc/os/mxwo?lean=1 HTTP/1.1\nHost: eam.water.local\nmaxauth: {b}\nContent-Type: application/json\n\n"
         f"{{\"description\": \"Main break {v.pick(['Oak St', '5th Ave', 'Mill Rd'])}\", \"siteid\": \"DIST\", \"worktype\": \"EM\"}}")
    return "structural", t, [b]


def cityworks_token(v):
    tok = v.rand(40, 80, B62 + "+/=")
    t = (f"https://cityworks.city.local/cityworks/services/Ams/WorkOrder/Search?data={{\"Status\":[\"OPEN\"]}}&token={tok}")
    return "structural", "Cityworks call copied from the browser network tab:\n" + t, [tok]


def lucity_env(v):
    k = v.rand(24, 36)
    t = f"LUCITY_API_URL=https://lucity.muni.local/LucityRestAPI\nLUCITY_API_KEY={k}\nLUCITY_WORK_CATEGORY=SEWER"
    return "name-context", t, [k]


def cartegraph_basic(v):
    pw = v.pw()
    t = f"requests.get(CG + '/api/v1/classes/cgSewerMainClass', auth=('cg_integration', '{pw}'), timeout=30)"
    return "structural", t, [pw]


def wims_conn(v):
    pw = v.pw()
    t = (f"Hach WIMS DB connection (lab + ops data)\nProvider=SQLOLEDB;Data Source=wims01;Initial Catalog=WIMS_WTP;User ID=wims_ro;Password={pw};")
    return "structural", t, [pw]


def labvantage(v):
    pw = v.pw()
    t = (f"labvantage.datasource.url=jdbc:oracle:thin:@lims-ora:1521/LVPROD\nlabvantage.datasource.username=LV_EXPORT\nlabvantage.datasource.password={pw}\n"
         f"# coliform / lead & copper sample export to the state portal")
    return "name-context", t, [pw]


def cdx_chat(v):
    pw = v.pick([v.wordpw(), v.passphrase(), v.pw()])
    t = v.pick([
        f"Heads up: I reset our EPA CDX (NetDMR) signatory account, new password {pw} — please don't change it before the DMR is signed Monday.",
        f"State SDWIS/Drinking Water Watch upload login for the lab: user WTP_LAB, pw {pw}",
    ])
    return "name-context", t, [pw]


def paymentus(v):
    k = v.rand(32, 40)
    t = (f"<?php\n// customer portal: pay-by-link\n$paymentus = new PaymentusClient([\n    'account' => '{v.pin(6)}',\n    'api_key' => '{k}',\n    'env' => 'production',\n]);")
    return "name-context", t, [k]


def invoicecloud(v):
    k = v.uuid()
    t = (f"<add key=\"InvoiceCloud.BillerGUID\" value=\"{v.uuid()}\" />\n<add key=\"InvoiceCloud.WebServiceKey\" value=\"{k}\" />\n<add key=\"InvoiceCloud.Mode\" value=\"live\" />")
    return "name-context", t, [k]


def stripe_portal(v):
    s = "sk_live_" + v.g.s(B62, 99)
    t = f"# billing-portal/settings.py\nSTRIPE_PUBLISHABLE_KEY = 'pk_live_{v.g.s(B62, 99)}'\nSTRIPE_SECRET_KEY = '{s}'\nUTILITY_NAME = 'Riverside Water'"
    return "self-identifying", t, [s]


def ccb_conn(v):
    pw = v.pw()
    t = f"jdbc:oracle:thin:CISADM/{pw}@//ccb-db.utility.local:1521/CCBPRD"
    t = f"Oracle CC&B batch (threadpool) log line:\n  spl.runtime.options.dburl={t}"
    return "structural", t, [pw]


def sap_isu(v):
    pw = v.pw()
    t = (f"from pyrfc import Connection\nconn = Connection(ashost='sap-isu.city.local', sysnr='00', client='100', user='RFC_BILLING', passwd='{pw}')\n"
         f"conn.call('BAPI_MTRREADDOC_UPLOAD', ...)")
    return "structural", t, [pw]


def airlink(v):
    pw = v.pick([v.legacy(), v.pw(), v.wordpw()])
    t = v.pick([
        f"Sierra AirLink RV50X at Well {v.r.randint(1,30)}: ACEmanager user 'user', password {pw}. APN: water.m2m",
        f"Digi IX20 cellular router (PRV vault {v.r.randint(1,40)}) admin password: {pw}",
    ])
    return "name-context", t, [pw]


def twilio_alarm(v):
    tok = v.hexkey(32)
    sid = "AC" + v.hexkey(32)
    t = (f"# SCADA alarm dialer -> SMS for on-call operators\nTWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\nALARM_FROM=+1555{v.pin(7)}")
    return "name-context", t, [tok]


def twilio_sk(v):
    k = v.g.twilio()
    t = f"alarmdialer.sms.api_key_sid={k}\nalarmdialer.sms.enabled=true"
    return "self-identifying", t, [k]


def provider_ci(v):
    name, tok, mark = v.g.self_identifying()
    ctx = v.pick([
        f"# hydraulic model (EPANET/InfoWater) calibration job\n  variables:\n    API_TOKEN: \"{tok}\"",
        f"Out[7]: 'token: {tok}'  # leak-detection notebook, acoustic logger pull",
        f"$ echo $UTIL_CI_TOKEN\n{tok}",
    ])
    return "self-identifying", ctx, [mark]


def pem_block(v):
    block, line = v.g.pem()
    t = f"$ cat /etc/ssl/private/ami-headend.key\n{block}"
    return "self-identifying", t, [line]


def jwt_mdm(v):
    j = v.g.jwt(sub="mdm-integration")
    t = f"2026-11-{v.r.randint(10,28)}T02:00:{v.r.randint(10,59)}Z DEBUG mdm-client POST /api/reads/bulk headers={{'Authorization': 'Bearer {j}'}}"
    return "self-identifying", t, [j]


def ignition_hist(v):
    pw = v.pw()
    t = json.dumps({"name": "WTP_Historian", "connectURL": "jdbc:postgresql://hist-db:5432/ignition", "username": "ignition", "password": pw}, indent=2)
    return "structural", t, [pw]


def hmi_chat_es(v):
    pw = v.pick([v.pin(4), v.legacy(), v.wordpw()])
    t = v.pick([
        f"Operador de turno noche: la contraseña del HMI de la planta potabilizadora es {pw}, nivel supervisor",
        f"Clave del PLC de la estación de bombeo Los Álamos: {pw} (no la pongan en el cuaderno)",
    ])
    return "name-context", t, [pw]


def hmi_chat_en(v):
    pw = v.pick([v.pin(4), v.legacy(), v.wordpw(), v.passphrase()])
    t = v.pick([
        f"night operators: iFIX supervisor login for the filter gallery is OPS / {pw} until we move to AD",
        f"the chlorine analyzer web page (Hach SC1000) password is {pw}, Mark changed it",
        f"Reminder: VFD keypad password at the raw water pumps is {pw}",
    ])
    return ("structural" if " / " in t else "name-context"), t, [pw]


def hmi_chat_de(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = f"Kläranlage Nord: das Passwort für die WinCC-Station (Benutzer Klaerwaerter) ist {pw}. Fernwartung über TeamViewer ID {v.pin(9)}."
    return "name-context", t, [pw]


def teamviewer(v):
    pw = v.pick([v.rand(6, 10, string.ascii_lowercase + string.digits), v.pin(6)])
    t = f"Vendor remote support for the UV system: TeamViewer ID {v.r.randint(100,999)} {v.r.randint(100,999)} {v.r.randint(100,999)}, password {pw}"
    return "name-context", t, [pw]


def ticket_pair(v):
    pw = v.pick([v.wordpw(), v.legacy(), v.pw()])
    t = (f"Work order WO-{v.pin(6)} (CMMS): replace HMI panel PC at Booster {v.r.randint(1,20)}\nNotes from contractor:\n"
         f"  Windows local account: scada_op\n  Password: {pw}\n  Autologon enabled.")
    return "structural", t, [pw]


def hook_read(v):
    pw = v.pw()
    content = f"[rni]\nurl = https://rni.utility.local\nusername = rni_export\npassword = {pw}\n"
    t = hook(v, "Read", file_path="/srv/repo/ami_export/settings.ini", response={"file": {"content": content}})
    return "structural", t, [pw]


def hook_bash(v):
    pw = v.pw()
    cmd = f"psql 'postgresql://gis_editor:{pw}@pg-gis.water.local:5432/utilitynet' -c 'select count(*) from wmain'"
    t = hook(v, "Bash", command=cmd, description="count water mains")
    return "structural", t, [pw]


def diff_secret(v):
    k = v.rand(30, 44, URLSAFE)
    t = (f"--- a/config/production.yml\n+++ b/config/production.yml\n@@ -10,6 +10,7 @@ ami:\n   headend: itron-openway\n"
         f"   region: east\n+  openway_api_password: \"{k}\"\n   poll_minutes: 60")
    return "name-context", t, [k]


def notebook_sql(v):
    pw = v.pw()
    t = (f"# In[2]: non-revenue water analysis\nconn = pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=cis-rpt;DATABASE=Billing;UID=nrw_analyst;PWD={pw}')\n"
         f"df = pd.read_sql('select premise_id, consumption from reads', conn)")
    return "structural", t, [pw]


def go_modbus(v):
    pw = v.pw()
    t = (f"cfg := gateway.Config{{\n\tHost:     \"{v.ip('192.168')}:502\",\n\tTLSUser:  \"scada\",\n\tPassword: \"{pw}\",\n\tUnitID:   {v.r.randint(1,20)},\n}}")
    return "structural", t, [pw]


def csharp_mdm(v):
    pw = v.pw()
    t = f"services.AddDbContext<MdmContext>(o => o.UseSqlServer(\"Server=mdm-sql;Database=MDM;User Id=mdm_app;Password={pw};TrustServerCertificate=True\"));"
    return "structural", t, [pw]


def wifi_plant(v):
    psk = v.pick([v.passphrase(), v.wordpw()])
    t = f"network={{\n    ssid=\"WTP-OPS\"\n    psk=\"{psk}\"\n    key_mgmt=WPA-PSK\n}}"
    return "name-context", t, [psk]


def neptune_env(v):
    k = v.rand(32, 40)
    t = f"export NEPTUNE360_CLIENT_ID=muni-{v.pin(5)}\nexport NEPTUNE360_CLIENT_SECRET={k}\npython pull_intervals.py --days 2"
    return "name-context", t, [k]


def meter_reader_pin(v):
    pin = v.pin(4)
    t = (f"Handheld meter-reading devices (drive-by): supervisor unlock PIN {pin}. Route files load at 05:30.")
    return "name-context", t, [pin]


def smb_url(v):
    pw = v.pw()
    t = f"mount -t cifs //fileserver/SCADA_Backups /mnt/scada -o username=scadabk,password={pw},vers=3.0"
    return "structural", t, [pw]


def mqtt_url(v):
    pw = v.pw()
    t = f"mqtts://sensor-gw:{pw}@mqtt.water.local:8883/pressure-loggers"
    t = f"# pressure transient loggers\nBROKER_URL={t}"
    return "structural", t, [pw]


def portal_reset_fr(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = f"Bonjour, suite à votre appel, le mot de passe provisoire de votre espace client (facturation eau) est {pw}. Merci de le modifier à la première connexion."
    return "name-context", t, [pw]


def mailgun_bill(v):
    k = v.g.mailgun()
    t = f"MAILGUN_DOMAIN=mg.riversidewater.example\nMAILGUN_API_KEY={k}\nBILL_READY_TEMPLATE=ebill-ready"
    return "self-identifying", t, [k]


def gis_yaml(v):
    pw = v.pw()
    t = (f"sde:\n  instance: sde:postgresql:gisdb\n  database: gis\n  user: sde\n  password: {pw}\n  version: sde.DEFAULT")
    return "structural", t, [pw]


def esri_trace(v):
    pw = v.pw()
    t = (f"Traceback (most recent call last):\n  File \"publish_mains.py\", line 41, in <module>\n    gis = GIS(\"https://gis.water.local/portal\", \"publisher\", \"{pw}\")\n"
         f"  File \".../arcgis/gis/__init__.py\", line 585, in __init__\nException: Unable to generate token.")
    return "structural", t, [pw]


def opc_kepware(v):
    pw = v.pw()
    t = f"<UserManager><User name=\"historian\" group=\"Data Clients\" password=\"{pw}\" enabled=\"true\"/></UserManager>"
    return "structural", t, [pw]


SECRETS = [geoscada_db, intouch_sql, dnp3_sa, rtu_web, sensus_headend, beacon_basic, meter_keys, lorawan_appkey, arcgis_token,
           arcgis_apikey, arcpy_signin, maximo_maxauth, cityworks_token, lucity_env, cartegraph_basic, wims_conn, labvantage, cdx_chat,
           paymentus, invoicecloud, stripe_portal, ccb_conn, sap_isu, airlink, twilio_alarm, twilio_sk, provider_ci, pem_block, jwt_mdm,
           ignition_hist, hmi_chat_es, hmi_chat_en, hmi_chat_de, teamviewer, ticket_pair, hook_read, hook_bash, diff_secret,
           notebook_sql, go_modbus, csharp_mdm, wifi_plant, neptune_env, meter_reader_pin, smb_url, mqtt_url, portal_reset_fr,
           mailgun_bill, gis_yaml, esri_trace, opc_kepware]


# ---------------------------------------------------------------- clean texts
def c_reads(v):
    return "METER_ID,READ_TS,READ_M3,FLAGS\n" + "\n".join(f"{v.pin(8)},2026-11-{v.r.randint(1,28):02d}T{v.r.randint(0,23):02d}:00:00Z,{v.r.uniform(100, 9000):.3f},{v.pick(['', 'LEAK', 'REVFLOW', 'TAMPER'])}" for _ in range(6))


def c_account(v):
    return f"Account {v.pin(10)}  Premise {v.pin(9)}  Service: Water/Sewer  Bill date 2026-11-{v.r.randint(1,28):02d}  Amount due ${v.r.uniform(20, 300):.2f}  Confirmation #{v.hexkey(10).upper()}"


def c_alarm_log(v):
    return "\n".join(f"2026-11-{v.r.randint(1,28):02d} {v.r.randint(0,23):02d}:{v.r.randint(0,59):02d} {v.pick(['LS-12', 'RES-3', 'WTP.FILT4', 'BPS-7'])} {v.pick(['HIGH WET WELL', 'COMM FAIL', 'Cl2 LOW', 'PUMP 2 FAIL'])} ack by op{v.r.randint(1,9)}" for _ in range(5))


def c_wo(v):
    return f"WO-{v.pin(6)} | Hydrant HYD-{v.pin(5)} flushing | Asset GUID {{{v.uuid().upper()}}} | Crew D{v.r.randint(1,9)} | status COMPLETE | labor {v.r.uniform(0.5,6):.1f}h"


def c_gis_feature(v):
    return json.dumps({"attributes": {"OBJECTID": v.r.randint(1, 99999), "FACILITYID": f"WM-{v.pin(6)}", "GlobalID": "{" + v.uuid().upper() + "}", "DIAMETER": v.pick([6, 8, 12, 16]), "MATERIAL": v.pick(["DI", "PVC", "CI", "AC"])},
                       "geometry": {"paths": [[[v.r.uniform(-122, -121), v.r.uniform(37, 38)], [v.r.uniform(-122, -121), v.r.uniform(37, 38)]]]}})


def c_lab(v):
    return f"Sample {v.pick(['BAC', 'LCR', 'TTHM'])}-{v.pin(6)}  site {v.pick(['DS-014', 'EP-001', 'RES-3'])}  collected 2026-11-{v.r.randint(1,28):02d}  result {v.pick(['Absent', '0.003 mg/L', '41 ug/L'])}  COC {v.pin(7)}  analyst ID {v.r.randint(10,99)}"


def c_dnp3_map(v):
    return "DNP3 point list RTU-{0}\n".format(v.r.randint(10,99)) + "\n".join(f"AI{i:03d}  {v.pick(['Wet well level', 'Discharge pressure', 'Flow', 'Cl2 residual'])}  scale {v.r.uniform(0.01, 1):.3f}  class 2" for i in range(v.r.randint(3,6)))


def c_env_example(v):
    return ("# .env.example\nRNI_BASE_URL=https://rni.example/api\nRNI_CLIENT_SECRET=<ask-ami-team>\nARCGIS_TOKEN=\nPAYMENTUS_API_KEY=your-key-here\nDB_PASSWORD=changeme\n")


def c_compose(v):
    return f"  ami-export:\n    image: ghcr.io/city-water/ami-export@sha256:{v.g.sha256()}\n    environment:\n      RNI_CLIENT_SECRET: ${{RNI_CLIENT_SECRET}}\n      MDM_DB_URL: ${{MDM_DB_URL}}"


def c_gha(v):
    return f"    steps:\n      - run: ./deploy-portal.sh {v.hexkey(7)}\n        env:\n          STRIPE_SECRET_KEY: ${{{{ secrets.STRIPE_SECRET_KEY }}}}\n          INVOICECLOUD_KEY: ${{{{ secrets.INVOICECLOUD_KEY }}}}"


def c_commit(v):
    return f"commit {v.g.sha1()}\nMerge: {v.hexkey(7)} {v.hexkey(7)}\n\n    mdm: handle {v.pick(['reverse flow', 'leak flags', 'estimated reads'])} from FlexNet intervals"


def c_prose(v):
    return v.pick([
        "DNP3 Secure Authentication update keys are generated on the master and loaded into each outstation by the vendor tool; they are stored in the OT key vault, not in the point list.",
        "Customers: we will never ask for your portal password by phone or e-mail. Your account number is printed on every bill and is not a password.",
        "The AMI meter AES keys arrive encrypted from the manufacturer (key file + transport key by separate channel). Load them straight into the head-end; do not copy to spreadsheets.",
        "Las claves de los PLC se administran en la bóveda OT. Para acceso remoto de proveedores usen la VPN con MFA.",
        "ArcGIS tokens expire after 60 minutes by default; the publishing script requests a new one with credentials from the keyring.",
    ]) + f" (doc {v.pin(4)})"


def c_lock(v):
    return f"arcgis=={v.r.randint(2,2)}.{v.r.randint(1,4)}.0 \\\n    --hash=sha256:{v.g.sha256()} \\\n    --hash=sha256:{v.g.sha256()}"


def c_cert(v):
    return "# AMI collector CA (public)\n-----BEGIN CERTIFICATE-----\n" + "\n".join(v.g.b64(48) for _ in range(5)) + "\n-----END CERTIFICATE-----"


def c_ssh(v):
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{v.g.s(B62 + '+/', 120)} scada-historian@wtp"


def c_uuids(v):
    return "\n".join(f"{v.uuid()}  {v.pick(['Reservoir', 'PumpStation', 'PRV', 'Well'])}-{v.r.randint(1,40)}" for _ in range(5))


def c_lorawan_meta(v):
    return json.dumps({"devEui": v.hexkey(16), "fCnt": v.r.randint(1, 9999), "fPort": 2, "data": v.g.b64(12), "rxInfo": [{"gatewayId": v.hexkey(16), "rssi": -v.r.randint(60, 120), "snr": round(v.r.uniform(-10, 10), 1)}]})


def c_payment_receipt(v):
    return f"Payment received. Reference {v.pick(['PMT', 'IC'])}-{v.pin(9)}  Authorization code {v.rand(6, 6, UPPER + '0123456789')}  Card ending {v.pin(4)}  Amount ${v.r.uniform(20,250):.2f}"


def c_jwks(v):
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": v.uuid(), "x": v.g.b64url(32), "y": v.g.b64url(32), "use": "sig"}]})


def c_base64(v):
    return f"# test fixture: raw Sensus interval payload\nPAYLOAD = \"{v.g.b64(40)}\"\nassert decode(PAYLOAD).meter_id"


def c_hook_clean(v):
    content = "[rni]\nurl = https://rni.utility.local\nusername = rni_export\npassword = ${RNI_PASSWORD}\n"
    return hook(v, "Read", file_path="/srv/repo/ami_export/settings.ini", response={"file": {"content": content + f"# rev {v.hexkey(7)}\n"}})


def c_chat(v):
    return v.pick([
        "who has the Beacon API creds? I need to rerun the range export — send via the vault share please",
        "new RTU firmware is up on the share, checksum in the release note",
        "¿alguien sabe quién tiene la clave del portal de la CDX? la solicité por el formulario",
        "password reset emails for the customer portal are going to spam again, ticket opened with the ESP",
    ]) + f" #{v.pin(3)}"


def c_scada_tags(v):
    return "\n".join(f"{v.pick(['WTP', 'WWTP'])}.{v.pick(['FILT', 'CLAR', 'AER'])}{v.r.randint(1,8)}.{v.pick(['TURB', 'FLOW', 'DO', 'LVL'])}.PV = {v.r.uniform(0, 50):.3f} ({v.pick(['NTU', 'MGD', 'mg/L', 'ft'])}) q=192" for _ in range(5))


def c_checksums(v):
    return "\n".join(f"{v.hexkey(64)}  {v.pick(['WIMS', 'InfoWater', 'Cityworks', 'RNI'])}_{v.r.randint(1,9)}.{v.r.randint(0,9)}.{v.r.randint(0,99)}.{v.pick(['msi', 'zip', 'iso'])}" for _ in range(3))


def c_sql(v):
    return f"SELECT premise_id, SUM(consumption) FROM reads WHERE read_date >= '2026-11-01' AND meter_id IN ({', '.join(v.pin(8) for _ in range(3))}) GROUP BY premise_id;"


def c_ami_events(v):
    return "\n".join(f"{v.pin(10)} {v.pick(['TAMPER', 'LEAK_24H', 'NO_READ', 'BATTERY_LOW'])} nic={v.hexkey(12).upper()} fw={v.r.randint(1,5)}.{v.r.randint(0,20)}" for _ in range(4))


def c_k8s(v):
    return f"        - name: ARCGIS_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: gis-publisher-{v.hexkey(5)}\n              key: password"


CLEAN = [c_reads, c_account, c_alarm_log, c_wo, c_gis_feature, c_lab, c_dnp3_map, c_env_example, c_compose, c_gha, c_commit, c_prose,
         c_lock, c_cert, c_ssh, c_uuids, c_lorawan_meta, c_payment_receipt, c_jwks, c_base64, c_hook_clean, c_chat, c_scada_tags,
         c_checksums, c_sql, c_ami_events, c_k8s]


if __name__ == "__main__":
    run("waterutility", 55002, SECRETS, CLEAN)
