"""Blind redaction round 55, source "mining" (helper corpora27): fleet management and dispatch, drill and blast,
geology modelling, mine-site SCADA and radio, assay LIMS. Every value is random and made up."""
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
def dispatch_connstr(v):
    pw = v.pw()
    t = (f"<!-- Modular Mining DISPATCH reporting bridge, {v.pick(['Escondida', 'pit north', 'Site 3'])} -->\n<connectionStrings>\n"
         f"  <add name=\"DispatchDB\" connectionString=\"Data Source=dispsql{v.r.randint(1,9):02d}.mine.local\\DISPATCH;Initial Catalog=PowerView;"
         f"User ID=pv_report;Password={pw};Encrypt=False\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>")
    return "structural", t, [pw]


def wenco_env(v):
    k = v.pick([v.hexkey(32), v.rand(32, 40), v.uuid()])
    t = (f"# wenco-bridge/.env\nWENCO_BASE_URL=https://wenco-app{v.r.randint(1,4)}.site.local/api/v2\nWENCO_SITE=PIT{v.r.randint(1,9)}\n"
         f"WENCO_API_KEY={k}\nFMS_POLL_SECONDS=15\nLOG_LEVEL=info")
    return "name-context", t, [k]


def wenco_odbc(v):
    pw = v.pw()
    t = (f"; C:\\ProgramData\\Wenco\\odbc.ini\n[WencoMMS]\nDriver=ODBC Driver 17 for SQL Server\nServer={v.ip()}\nDatabase=WencoDB\n"
         f"UID=wenco_ro\nPWD={pw}\nTrustServerCertificate=yes")
    return "structural", t, [pw]


def blast_yaml(v):
    k = v.rand(28, 44, URLSAFE)
    t = (f"# drill-and-blast sync: O-Pitblast -> fragmentation db\nopitblast:\n  tenant: {v.pick(['minera-sur', 'goldfields-wa', 'ironbank'])}\n"
         f"  api_url: https://api.o-pitblast.example/v1\n  api_token: \"{k}\"\n  pattern_filter: \"B{v.r.randint(100,999)}-*\"\n"
         f"blastlogic:\n  export_dir: /data/blastlogic/exports\n  powder_factor_units: kg/m3")
    return "name-context", t, [k]


def seequent_secret(v):
    s = v.rand(30, 40, URLSAFE + "~.")
    t = (f"# Leapfrog / Seequent Central python sync\nCENTRAL_HOST = \"https://{v.pick(['geo', 'central', 'lf'])}.seequent.example\"\n"
         f"CENTRAL_CLIENT_ID = \"{v.uuid()}\"\nCENTRAL_CLIENT_SECRET = \"{s}\"\nPROJECT = \"NorthPit_Resource_{v.r.randint(2021, 2026)}\"\n")
    return "name-context", t, [s]


def acquire_gim(v):
    pw = v.pw()
    t = (f"acQuire GIM Suite - Connection Manager export\nServer={v.pick(['acq-sql', 'geodb01', 'GIMSRV'])}.corp.local;Database=acQuire_{v.pick(['Exploration', 'GradeControl', 'Drilling'])};"
         f"User Id=gim_app;Password={pw};Application Name=acQuireDirect")
    return "structural", t, [pw]


def ignition_db(v):
    pw = v.pw()
    t = json.dumps({"name": "MineHistorian", "type": "MSSQL", "connectURL": f"jdbc:sqlserver://{v.ip()}:1433;databaseName=Historian",
                    "username": "ign_hist", "password": pw, "validationQuery": "SELECT 1", "maxConnections": 8}, indent=2)
    return "structural", "Ignition gateway backup, db-connections/MineHistorian/config.json:\n" + t, [pw]


def rajant_bc(v):
    pw = v.pick([v.pw(), v.legacy(), v.wordpw()])
    key = v.hexkey(64)
    t = (f"<!-- BC|Commander export: haul road mesh, {v.pick(['ME4', 'DX2', 'LX5'])} breadcrumbs -->\n<BreadCrumbConfig>\n  <Network name=\"HAULNET-{v.r.randint(1,9)}\">\n"
         f"    <AdminPassword>{pw}</AdminPassword>\n    <Encryption cipher=\"AES256\">\n      <Key>{key}</Key>\n    </Encryption>\n  </Network>\n</BreadCrumbConfig>")
    return "name-context", t, [pw, key]


def lte_sim(v):
    rows = []
    vals = []
    for _ in range(v.r.randint(2, 4)):
        ki, opc = v.hexkey(32).upper(), v.hexkey(32).upper()
        imsi = "00101" + v.pin(10)
        rows.append(f"{imsi},{ki},{opc},HAULTRUCK-{v.r.randint(100,399)}")
        vals += [ki, opc]
    t = ("# private LTE (Band 48) HSS bulk provisioning - autonomous haulage fleet\n# DO NOT EMAIL\nIMSI,KI,OPC,DEVICE\n" + "\n".join(rows))
    return "name-context", t, vals


def cclas_url(v):
    pw = v.pick([v.pw(), v.legacy()])
    t = (f"2026-11-{v.r.randint(10,28)} 05:{v.r.randint(10,59)}:12 INFO  lims-export  connecting to oracle://cclas_exp:{pw}@lims-db{v.r.randint(1,3)}.lab.local:1521/CCLAS\n"
         f"2026-11-{v.r.randint(10,28)} 05:{v.r.randint(10,59)}:13 INFO  lims-export  pulled 412 assay results for job AU{v.pin(6)}")
    return "structural", t, [pw]


def lab_portal_py(v):
    user = v.pick(["grade.control", "geo_ops", "mine.lab"])
    pw = v.pick([v.wordpw(), v.pw()])
    t = (f"import requests\n\n# pull certificates from the commercial lab's client portal\ns = requests.Session()\n"
         f"s.post(\"https://webtrieve.lab.example/login\", data={{\"username\": \"{user}\", \"password\": \"{pw}\"}})\n"
         f"r = s.get(\"https://webtrieve.lab.example/certs?job=PE{v.pin(5)}\")\nopen('cert.csv','wb').write(r.content)\n")
    return "structural", t, [pw]


def lab_jwt(v):
    j = v.g.jwt(sub="geo-svc")
    t = (f"$ curl -s -H \"Authorization: Bearer {j}\" https://api.assaylab.example/v2/batches?status=reported | jq '.[0].batch_id'\n\"BR{v.pin(8)}\"")
    return "self-identifying", t, [j]


def minestar_header(v):
    k = v.rand(32, 48)
    t = (f"> GET /minestar/edge/api/v1/assets?class=HAUL HTTP/1.1\n> Host: minestar-edge.site.local\n> x-api-key: {k}\n> Accept: application/json\n>\n< HTTP/1.1 200 OK\n< Content-Type: application/json")
    return "structural", t, [k]


def visionlink_form(v):
    s = v.rand(32, 48, URLSAFE)
    t = (f"curl -X POST https://identity.telematics.example/oauth2/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=vl-{v.pin(6)} \\\n"
         f"  -d client_secret={s} \\\n  -d scope=iso15143-3")
    return "structural", t, [s]


def mqtt_history(v):
    pw = v.pw()
    t = (f"  512  mosquitto_sub -h scada-mqtt.mine.local -t 'site/crusher/#' -v\n  513  mosquitto_pub -h scada-mqtt.mine.local -u conveyor -P {pw} -t site/cv{v.r.randint(1,9)}/cmd -m STOP\n  514  history | tail")
    return "structural", t, [pw]


def kepware(v):
    pw = v.pick([v.wordpw(), v.legacy(), v.pw()])
    t = (f"Kepware KEPServerEX - Settings > User Manager\nUser: opc_historian   Group: Data Clients\nPassword: {pw}\n"
         f"OPC UA endpoint: opc.tcp://{v.ip()}:49320  Security: Basic256Sha256 SignAndEncrypt")
    return "structural", t, [pw]


def s7_protect(v):
    pw = v.pick([v.legacy(), v.pin(), v.wordpw()])
    t = (f"Ticket #MNT-{v.pin(5)} - CV-{v.r.randint(1,12)} conveyor PLC swap\nS7-1500 protection level: full access (incl. fail-safe)\n"
         f"PLC access password: {pw}\nF-CPU password: same as above. Please change after commissioning.")
    return "name-context", t, [pw]


def pi_basic(v):
    b = v.basic(v.pick(["MINE\\svc_piweb", "piuser", "MINE\\pi_reader"]), v.pw())
    t = (f"GET https://piweb.mine.local/piwebapi/streams/F1DP{v.rand(20, 30, UPPER + '0123456789')}/recorded?startTime=*-8h HTTP/1.1\n"
         f"Authorization: Basic {b}\nX-Requested-With: XMLHttpRequest")
    return "structural", t, [b]


def aws_drone(v):
    ak, sk = v.g.aws_akid(), v.g.aws_secret()
    t = (f"# survey/upload_orthos.sh - drone survey orthomosaics to the geotech bucket\nexport AWS_ACCESS_KEY_ID={ak}\nexport AWS_SECRET_ACCESS_KEY={sk}\n"
         f"aws s3 sync ./DJI_{v.pin(4)}_orthos s3://pit-survey-{v.pick(['wa', 'cl', 'pe'])}/2026/w{v.r.randint(1,52)}/ --only-show-errors")
    return "self-identifying", t, [ak, sk]


def provider_ci(v):
    name, tok, mark = v.g.self_identifying()
    ctx = v.pick([
        f"# .github/workflows/block-model.yml  (geology resource model nightly)\n      - run: python build_block_model.py\n        env:\n          TOKEN: {tok}",
        f"In [3]: # grade-control notebook\n   ...: os.environ['SVC_TOKEN'] = '{tok}'\n   ...: pull_drillholes('RC-{v.pin(4)}')",
        f"$ cat ~/.config/fms-report/credentials\n{tok}",
    ])
    return "self-identifying", ctx, [mark]


def slack_shift(v):
    u = v.g.slack_webhook()
    mark = u.rsplit("/", 1)[1]
    t = (f"# shift report bot (dispatch -> #pit-ops)\nSHIFT_REPORT_WEBHOOK = \"{u}\"\nTONNES_TARGET = {v.r.randint(80, 180)}000\n")
    return "self-identifying", t, [mark]


def chat_es(v):
    pw = v.pick([v.wordpw(), v.legacy(), v.pw()])
    t = v.pick([
        f"[turno B] Hola Pato, la clave del Wenco para la consola de despacho quedó en: {pw}  (usuario despacho2). La cambio el lunes.",
        f"Oye, el PLC del chancador primario pide contraseña de nivel 3: {pw} — no la pongas en el libro de turno porfa",
        f"Para entrar al ACE del radio Tait en la sala eléctrica: password {pw}",
    ])
    return "name-context", t, [pw]


def chat_pt(v):
    pw = v.pick([v.wordpw(), v.pw(), v.pin(6)])
    t = v.pick([
        f"Pessoal, a senha do PI Vision da usina mudou, agora é {pw}",
        f"Senha do LIMS (usuario laboratorio): {pw} -- não compartilhar com terceirizadas",
        f"o login do rádio Motorola no repetidor da cava norte é admin / {pw}",
    ])
    return "name-context", t, [pw]


def chat_fr(v):
    pw = v.pick([v.wordpw(), v.passphrase(), v.pw()])
    t = v.pick([
        f"Salut, pour le poste de ventilation sur demande au niveau 1140, le mot de passe du HMI est {pw}",
        f"Mot de passe du compte de service Deswik (svc_deswik) : {pw} — à mettre dans le coffre après la mise en service",
    ])
    return "name-context", t, [pw]


def chat_en(v):
    pw = v.pick([v.wordpw(), v.passphrase(), v.pw(), v.pin()])
    t = v.pick([
        f"@nightshift the FrontRunner supervisor login was reset, temp pw is {pw} until IT sorts SSO",
        f"fyi geology laptop BitLocker PIN for GEO-LT-{v.pin(3)} is {pw}, Dan's travelling to the core shed",
        f"Tailings piezometer logger at TSF-{v.r.randint(1,5)}: LoggerNet PakBus security code changed, new one is {pw}",
    ])
    return "name-context", t, [pw]


def ticket_pair(v):
    user = f"dispatch{v.r.randint(1,20):02d}"
    pw = v.pick([v.wordpw(), v.legacy(), v.pw()])
    t = (f"SNOW INC00{v.pin(5)} | Category: Fleet Management | Site: {v.pick(['Pilbara Hub', 'Antamina', 'Kiruna'])}\n"
         f"Resolution: unlocked dispatcher account and reset.\n  username: {user}\n  password: {pw}\nUser advised to change at next login.")
    return "structural", t, [pw]


def jdbc_trace(v):
    pw = v.pw()
    t = (f"com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'modular'. ClientConnectionId:{v.uuid()}\n"
         f"\tat com.microsoft.sqlserver.jdbc.SQLServerException.makeFromDatabaseError(SQLServerException.java:265)\n"
         f"\tat mine.fms.bridge.DispatchReader.open(DispatchReader.java:88)\nCaused by connection url: jdbc:sqlserver://disp-db.mine.local:1433;databaseName=DISPATCH;user=modular;password={pw}")
    return "structural", t, [pw]


def hook_blast(v):
    k = v.rand(24, 40)
    content = f"blast_db:\n  host: fragdb.mine.local\n  user: frag\nwipfrag:\n  license_server: lic01\n  api_key: {k}\n"
    t = hook(v, "Read", file_path="/srv/app/config/fragmentation.yaml", response={"file": {"content": content}})
    return "name-context", t, [k]


def hook_bash(v):
    pw = v.pw()
    cmd = f"sqlcmd -S wenco-db.site.local -U wenco_admin -P '{pw}' -Q \"SELECT TOP 5 * FROM dbo.EquipmentStatus\""
    t = hook(v, "Bash", command=cmd, description="check truck states")
    return "structural", t, [pw]


def diff_vulcan(v):
    k = v.rand(30, 44, URLSAFE)
    t = (f"diff --git a/.env b/.env\nindex {v.hexkey(7)}..{v.hexkey(7)} 100644\n--- a/.env\n+++ b/.env\n@@ -3,3 +3,4 @@ MINEPLAN_DB=mineplan\n"
         f" MODEL_BUCKET=gs://resource-models\n+MAPTEK_PORTAL_TOKEN={k}\n SCHEDULE_HORIZON=LOM")
    return "name-context", t, [k]


def notebook_pg(v):
    pw = v.pw()
    t = (f"{{\n \"cell_type\": \"code\",\n \"source\": [\n  \"engine = sqlalchemy.create_engine('postgresql://geo:{pw}@drillhole-db:5432/exploration')\\n\",\n"
         f"  \"collars = pd.read_sql('select * from collars where project = \\\\'{v.pick(['KOPI', 'RIDGE', 'ORO'])}\\\\'', engine)\"\n ]\n}}")
    return "structural", t, [pw]


def pem_sftp(v):
    block, line = v.g.pem()
    t = f"# assay results SFTP key (lab -> site) — id_lab_sftp\n{block}\n"
    return "self-identifying", t, [line]


def go_mqtt(v):
    pw = v.pw()
    t = (f"opts := mqtt.NewClientOptions().\n\tAddBroker(\"ssl://edge-gw.pit.local:8883\").\n\tSetClientID(\"fms-collector-{v.pin(3)}\").\n"
         f"\tSetUsername(\"fms\").\n\tSetPassword(\"{pw}\")\nclient := mqtt.NewClient(opts)")
    return "structural", t, [pw]


def cs_cred(v):
    pw = v.pw()
    t = (f"// WencoSync/Program.cs\nvar handler = new HttpClientHandler {{\n    Credentials = new NetworkCredential(\"svc_fms\", \"{pw}\", \"MINESITE\")\n}};\n"
         f"var http = new HttpClient(handler) {{ BaseAddress = new Uri(\"http://wenco-rpt/ReportServer/\") }};")
    return "structural", t, [pw]


def php_intranet(v):
    pw = v.pw()
    t = (f"<?php\n// site intranet: shift roster + pre-start checklists\ndefine('DB_HOST', 'localhost');\ndefine('DB_USER', 'prestart');\n"
         f"define('DB_PASSWORD', '{pw}');\ndefine('DB_NAME', 'prestart');")
    return "name-context", t, [pw]


def azure_tf(v):
    s = v.g.azure_client_secret()
    t = (f"provider \"azurerm\" {{\n  features {{}}\n  tenant_id     = \"{v.uuid()}\"\n  client_id     = \"{v.uuid()}\"\n  client_secret = \"{s}\"\n}}\n# geology cloud workspace")
    return "self-identifying", t, [s]


def mineplan_props(v):
    pw = v.pw()
    t = (f"# MinePlan (Hexagon) torque server\nmineplan.db.url=jdbc:postgresql://mp-db:5432/mineplan\nmineplan.db.user=mp_app\n"
         f"mineplan.db.password={pw}\nmineplan.license.host=lic-hex01")
    return "name-context", t, [pw]


def wensight_xml(v):
    pw = v.pw()
    t = (f"<appSettings>\n  <add key=\"ReportServerUrl\" value=\"http://wenrpt01/ReportServer\" />\n  <add key=\"ReportServerUser\" value=\"WENCO\\rptsvc\" />\n"
         f"  <add key=\"ReportServerPassword\" value=\"{pw}\" />\n  <add key=\"ShiftStartHour\" value=\"6\" />\n</appSettings>")
    return "name-context", t, [pw]


def radio_cps(v):
    pw = v.pick([v.pin(6), v.legacy(), v.pin(8)])
    t = v.pick([
        f"Tait TM9300 fleet radios (light vehicles): CPS programming password = {pw}. Codeplug v{v.r.randint(3,9)}.{v.r.randint(0,9)} on the share.",
        f"MOTOTRBO radios pit channel plan — Read password: {pw}, write password same",
    ])
    return "name-context", t, [pw]


def wifi_psk(v):
    psk = v.pick([v.passphrase(), v.wordpw(), v.rand(12, 20)])
    t = (f"# workshop AP (crib room + wash bay)\ninterface=wlan0\nssid=MINE-WORKSHOP\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={psk}\n")
    return "name-context", t, [psk]


def ntrip(v):
    user = v.pick(["dozer", "gnss", "drillnav", "survey1"])
    pw = v.pick([v.legacy(), v.pw()])
    t = v.pick([
        f"$ str2str -in ntrip://{user}:{pw}@rtk-base.mine.local:2101/PIT_RTCM3 -out serial://ttyUSB0:115200",
        f"# high-precision GNSS on drills\nNTRIP_URL=ntrip://{user}:{pw}@caster.survey.local:2101/MNT{v.r.randint(1,9)}",
    ])
    return "structural", t, [pw]


def pgpass(v):
    pw = v.pw()
    t = f"$ cat ~/.pgpass\n# replica for shift reports\ndispatch-pg.site.local:5432:dispatch_replica:report_ro:{pw}\n"
    return "structural", t, [pw]


def sel_rtu(v):
    pw = v.pick([v.legacy().upper(), v.rand(6, 12)])
    t = (f"Substation 33kV (pit feeder) — SEL-3530 RTAC / SEL-751 relays\nACC level (1) password: {pw}\n2AC not set yet, ask electrical supt.")
    return "name-context", t, [pw]


def propeller(v):
    k = v.rand(32, 48, URLSAFE)
    t = f"propeller:\n  site_id: {v.pin(6)}\n  api_token: {k}\n  export: dsm_geotiff\n"
    return "name-context", t, [k]


def vod_url(v):
    pw = v.pw()
    t = (f"WARN vod-client retry 3/5 POST https://vodadmin:{pw}@vod.ug.local/api/fans/F{v.r.randint(10,40)}/setpoint -> 503 Service Unavailable")
    return "structural", t, [pw]


def sap_pm(v):
    pw = v.pw()
    t = (f"[sap_pm]\nashost = sap-pm.corp.local\nsysnr = 00\nclient = 300\nuser = RFC_MAINT\nsap_password = {pw}\n; work orders for shovels/haul trucks")
    return "structural", t, [pw]


def imago(v):
    k = v.rand(24, 36)
    t = f"IMAGO_API_KEY={k}  # core photos, drill program 2026\nIMAGO_WORKSPACE=exploration"
    return "name-context", t, [k]


def ruby_geo(v):
    pw = v.pw()
    t = (f"# config/database.yml (core shed app)\nproduction:\n  adapter: sqlserver\n  host: corelog-db\n  database: corelog\n  username: corelog\n  password: {pw}\n")
    return "structural", t, [pw]


def java_opcua(v):
    pw = v.pw()
    t = (f"IdentityProvider identity = new UsernameProvider(\"scada_reader\", \"{pw}\");\nOpcUaClient client = OpcUaClient.create(\n    \"opc.tcp://crusher-plc:4840\", ep -> ep.stream().findFirst(), cfg -> cfg.setIdentityProvider(identity).build());")
    return "structural", t, [pw]


def loggernet_code(v):
    code = v.pin(v.pick([4, 5]))
    t = (f"; LoggerNet network map: TSF piezometers\n[CR1000X_TSF{v.r.randint(1,4)}]\nPakBusAddress={v.r.randint(2,4000)}\nSecurityCode={code}\nCommPort=IPPort pit-radio-ip:6785")
    return "name-context", t, [code]


def fms_shell_env(v):
    pw = v.pw()
    t = (f"$ env | grep -i fms\nFMS_DB_HOST=10.40.2.15\nFMS_DB_USER=fmsapp\nFMS_DB_PASS={pw}\nFMS_SITE=NORTHPIT")
    return "name-context", t, [pw]


def mongo_url(v):
    pw = v.pw()
    t = f"mongodb://telemetry:{pw}@mongo-a.fleet.local:27017,mongo-b.fleet.local:27017/payload?replicaSet=rs0&authSource=admin"
    t = "# payload monitoring (truck weights) collector\nMONGO_URI=" + t
    return "structural", t, [pw]


def js_kiosk(v):
    pw = v.pick([v.pin(6), v.legacy()])
    t = (f"// fatigue-monitoring kiosk in the muster room\nconst config = {{\n  sensorHub: 'http://fatigue-hub.local',\n  adminPin: '{pw}',\n  autoLogoutSeconds: 90,\n}};")
    return "name-context", t, [pw]


def hl_ticket_de(v):
    pw = v.pick([v.wordpw(), v.pw()])
    t = f"Hallo Team, das Passwort für den Laborrechner (Röntgenfluoreszenz, Benutzer xrf_op) ist jetzt {pw}. Bitte nicht ins Wiki schreiben."
    return "name-context", t, [pw]


SECRETS = [dispatch_connstr, wenco_env, wenco_odbc, blast_yaml, seequent_secret, acquire_gim, ignition_db, rajant_bc, lte_sim,
           cclas_url, lab_portal_py, lab_jwt, minestar_header, visionlink_form, mqtt_history, kepware, s7_protect, pi_basic,
           aws_drone, provider_ci, slack_shift, chat_es, chat_pt, chat_fr, chat_en, ticket_pair, jdbc_trace, hook_blast, hook_bash,
           diff_vulcan, notebook_pg, pem_sftp, go_mqtt, cs_cred, php_intranet, azure_tf, mineplan_props, wensight_xml, radio_cps,
           wifi_psk, ntrip, pgpass, sel_rtu, propeller, vod_url, sap_pm, imago, ruby_geo, java_opcua, loggernet_code, fms_shell_env,
           mongo_url, js_kiosk, hl_ticket_de]


# ---------------------------------------------------------------- clean texts
def c_collars(v):
    rows = "\n".join(f"{v.pick(['RC', 'DD', 'AC'])}{v.pin(4)},{v.r.uniform(400000, 420000):.2f},{v.r.uniform(7400000, 7410000):.2f},{v.r.uniform(300, 520):.1f},{v.r.randint(60,90)},{v.r.randint(0,359)}" for _ in range(5))
    return "HOLE_ID,EAST,NORTH,RL,DIP,AZI\n" + rows


def c_assay(v):
    rows = "\n".join(f"{v.pick(['S', 'GC'])}{v.pin(7)},{v.r.uniform(0, 8):.3f},{v.r.uniform(0, 2):.2f},{v.pick(['FA50', 'ME-ICP61', 'Au-AA26'])}" for _ in range(5))
    return f"Certificate {v.pick(['PE', 'AU', 'BR'])}{v.pin(8)}  Batch {v.hexkey(8).upper()}  Received 2026-11-{v.r.randint(10,28)}\nSAMPLE,Au_ppm,Cu_pct,METHOD\n" + rows


def c_fleet(v):
    rows = "\n".join(f"{v.pick(['HT', 'EX', 'DZ', 'LD'])}{v.r.randint(100,399)}  {v.pick(['Cat 793F', 'Komatsu 930E', 'Hitachi EX5600', 'Cat D11'])}  {v.pick(['READY', 'DELAY', 'DOWN', 'STANDBY'])}  {v.r.uniform(0,12):.1f}h" for _ in range(6))
    return "EQUIP  MODEL            STATUS   DURATION\n" + rows


def c_dispatch_log(v):
    return "\n".join(f"06:{v.r.randint(0,59):02d}:{v.r.randint(0,59):02d} HT{v.r.randint(100,399)} assigned to SH{v.r.randint(1,9)} dump={v.pick(['CR1', 'WD-N', 'ROM2'])} payload={v.r.randint(200,240)}t tag={v.hexkey(8)}" for _ in range(5))


def c_blast(v):
    return (f"Pattern B{v.r.randint(100,999)}-{v.r.randint(1,40)}  bench RL {v.r.randint(300,500)}  burden {v.r.uniform(4,8):.1f} m  spacing {v.r.uniform(5,9):.1f} m\n"
            f"holes: {v.r.randint(80,260)}  depth avg {v.r.uniform(9,16):.1f} m  PF {v.r.uniform(0.5,1.2):.2f} kg/m3  initiation: electronic (i-kon) det ids {v.hexkey(12).upper()}..")


def c_firmware(v):
    return f"BreadCrumb firmware {v.r.randint(11,12)}.{v.r.randint(0,30)}.{v.r.randint(0,9)}\nsha256: {v.g.sha256()}\nmd5:    {v.hexkey(32)}\nrelease notes: improved InstaMesh roaming"


def c_env_example(v):
    return (f"# .env.example — copy to .env and fill in\nWENCO_BASE_URL=https://wenco.example/api/v2\nWENCO_API_KEY=<your-wenco-api-key>\nFMS_DB_PASS=changeme\n"
            f"NTRIP_URL=ntrip://user:password@caster.example:2101/MOUNT\nLOG_LEVEL=info")


def c_compose_ref(v):
    return (f"services:\n  fms-bridge:\n    image: registry.mine.local/fms-bridge:{v.r.randint(1,4)}.{v.r.randint(0,20)}\n    environment:\n"
            f"      DISPATCH_DB_PASSWORD: ${{DISPATCH_DB_PASSWORD}}\n      WENCO_API_KEY: ${{WENCO_API_KEY}}\n      SITE: PIT{v.r.randint(1,9)}")


def c_k8s_ref(v):
    return (f"        env:\n          - name: LIMS_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: lims-{v.pick(['export', 'sync', 'bridge'])}\n                key: password")


def c_commit(v):
    return f"commit {v.g.sha1()}\nAuthor: {v.pick(['J. Ortiz', 'M. Nakamura', 'R. Singh'])} <geo@mine.example>\n\n    block model: add {v.pick(['Cu', 'Au', 'Mo'])} domain {v.r.randint(1,20)} to estimation"


def c_prose_pw(v):
    return v.pick([
        "Reminder: radio programming passwords and PLC protection passwords live in the OT vault (CyberArk safe OT-SITE). Never paste them into shift logs or tickets.",
        "Policy: dispatcher accounts use SSO from 1 Jan. The old shared 'dispatch' password has been retired; if a console still asks, raise a P2 with FMS support.",
        "Wenco API keys are issued per integration by the FMS admin; request one through the OT change form and store it in the vault, not in .env files on the share.",
        "Las contraseñas de los PLC se guardan en la bóveda OT. No las escriban en el libro de turno ni en WhatsApp.",
        f"Rotation done for {v.r.randint(5,40)} service accounts on the FMS servers (see CHG{v.pin(7)}). No values in this ticket by design.",
    ]) + f" ref {v.pin(4)}"


def c_opcua(v):
    return "\n".join(f"ns=2;s=Crusher{v.r.randint(1,3)}.{v.pick(['Motor', 'Feeder', 'Screen'])}{v.r.randint(1,9)}.{v.pick(['Amps', 'Speed', 'Temp', 'Run'])}  = {v.r.uniform(0, 500):.2f}  Good" for _ in range(5))


def c_pi_tags(v):
    return f"PI tag search results ({v.r.randint(3,9)}):\n" + "\n".join(f"  MILL{v.r.randint(1,3)}.SAG.{v.pick(['POWER', 'LOAD', 'FEED_TPH'])}.PV  webId=F1DP{v.rand(20, 30, UPPER + '0123456789')}" for _ in range(3))


def c_rinex(v):
    return (f"     3.04           OBSERVATION DATA    M                   RINEX VERSION / TYPE\nPITBASE{v.r.randint(1,9)}                                                    MARKER NAME\n"
            f"{v.r.uniform(-2e6,-1e6):14.4f}{v.r.uniform(5e6,6e6):14.4f}{v.r.uniform(-3e6,-2e6):14.4f}                  APPROX POSITION XYZ")


def c_sourcetable(v):
    return (f"SOURCETABLE 200 OK\nSTR;PIT_RTCM3;Pit base;RTCM 3.2;1004(1),1012(1);2;GPS+GLO;MINE;AUS;{v.r.uniform(-30,-20):.2f};{v.r.uniform(115,125):.2f};0;0;Trimble;none;B;N;9600;\nENDSOURCETABLE")


def c_uuid_json(v):
    return json.dumps({"projectId": v.uuid(), "modelRevision": v.g.sha1(), "createdBy": "leapfrog", "domains": v.r.randint(2, 12), "checksum": "sha256:" + v.g.sha256()}, indent=1)


def c_lock(v):
    return (f"\"node_modules/leaflet\": {{\n  \"version\": \"1.9.{v.r.randint(0,4)}\",\n  \"resolved\": \"https://registry.npmjs.org/leaflet/-/leaflet-1.9.4.tgz\",\n"
            f"  \"integrity\": \"sha512-{v.g.b64(64)}\"\n}}")


def c_sshpub(v):
    return f"# authorized_keys on the dispatch jump host\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{v.g.s(B62 + '+/', 43)} {v.pick(['fms-support', 'ot-vendor', 'geo-sync'])}@mine"


def c_cert(v):
    body = "\n".join(v.g.b64(48) for _ in range(6))
    return f"# OPC UA server application certificate (public)\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


def c_hash_list(v):
    return "\n".join(f"{v.g.sha256()}  {v.pick(['BlockModel', 'Pit_Shell', 'Topo', 'Collars'])}_{v.r.randint(2020, 2026)}.{v.pick(['bmf', 'dxf', 'csv', 'omf'])}" for _ in range(4))


def c_mac_list(v):
    return "Rajant peers seen:\n" + "\n".join(f"  {':'.join(v.hexkey(2) for _ in range(6))}  HT{v.r.randint(100,399)}  rssi -{v.r.randint(50,85)}" for _ in range(5))


def c_work_order(v):
    return f"WO {v.pin(8)}  EX{v.r.randint(1,9)} swing bearing inspection  priority 2  planner: {v.pick(['K. Lee', 'A. Mamani'])}  SAP notif {v.pin(9)}"


def c_b64test(v):
    return f"def test_parse_vims_frame():\n    frame = base64.b64decode(\"{v.g.b64(36)}\")\n    assert parse(frame).truck_id == 'HT{v.r.randint(100,399)}'"


def c_jwks(v):
    return json.dumps({"keys": [{"kty": "RSA", "kid": v.hexkey(16), "use": "sig", "alg": "RS256", "n": v.g.b64url(128), "e": "AQAB"}]})


def c_lims_job(v):
    return f"LIMS job {v.pick(['AU', 'PE'])}{v.pin(6)} status=REPORTED samples={v.r.randint(20,400)} QC blanks={v.r.randint(1,10)} CRMs=OREAS {v.r.randint(200,700)}  lab ref {v.uuid()}"


def c_mqtt_topics(v):
    return "\n".join(f"site/{v.pick(['crusher', 'conveyor', 'tsf'])}/{v.pick(['cv1', 'cv2', 'pz3'])}/telemetry {json.dumps({'t': 1764800000 + v.r.randint(0, 9999), 'v': round(v.r.uniform(0, 100), 2)})}" for _ in range(4))


def c_chat(v):
    return v.pick([
        "anyone know who owns the Wenco API key for the payload dashboard? need it rotated — DM me, don't post it here",
        "the ntrip caster creds are in the vault under OT/GNSS, ask survey",
        "¿Alguien tiene acceso a la bóveda para la clave del PI? Necesito revisar el historial del molino SAG",
        "password for the lab portal expired again, I've requested a reset through the portal itself",
    ]) + f" ({v.r.randint(1,12)}:{v.r.randint(10,59)})"


def c_gha(v):
    return (f"      - name: publish block model\n        env:\n          AZURE_CLIENT_SECRET: ${{{{ secrets.AZURE_CLIENT_SECRET }}}}\n          MAPTEK_PORTAL_TOKEN: ${{{{ secrets.MAPTEK_PORTAL_TOKEN }}}}\n        run: python publish.py --rev {v.hexkey(7)}")


def c_hook_clean(v):
    content = f"opitblast:\n  api_url: https://api.o-pitblast.example/v1\n  api_token: ${{OPITBLAST_TOKEN}}\n  pattern_filter: \"B{v.r.randint(100,999)}-*\"\n"
    return hook(v, "Read", file_path="/srv/app/config/blast.yaml", response={"file": {"content": content}})


def c_notebook(v):
    return (f"engine = sqlalchemy.create_engine(os.environ['DRILLHOLE_DB_URL'])\ncollars = pd.read_sql('select * from collars', engine)\ncollars.head({v.r.randint(3,10)})")


def c_hsS_template(v):
    return f"# HSS bulk provisioning template (no keys)\nIMSI,KI,OPC,DEVICE\n00101{v.pin(10)},<from-SIM-vendor-file>,<from-SIM-vendor-file>,HAULTRUCK-{v.r.randint(100,399)}"


def c_tracking(v):
    return f"Core trays shipped to lab: consignment {v.pick(['TNT', 'DHL'])} {v.pin(10)}  trays {v.r.randint(10,80)}  holes DD{v.pin(4)}-DD{v.pin(4)}  seal nos {v.pin(6)}, {v.pin(6)}"


CLEAN = [c_collars, c_assay, c_fleet, c_dispatch_log, c_blast, c_firmware, c_env_example, c_compose_ref, c_k8s_ref, c_commit,
         c_prose_pw, c_opcua, c_pi_tags, c_rinex, c_sourcetable, c_uuid_json, c_lock, c_sshpub, c_cert, c_hash_list, c_mac_list,
         c_work_order, c_b64test, c_jwks, c_lims_job, c_mqtt_topics, c_chat, c_gha, c_hook_clean, c_notebook, c_hsS_template, c_tracking]


if __name__ == "__main__":
    run("mining", 55001, SECRETS, CLEAN)
