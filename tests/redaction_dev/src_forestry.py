"""Source forestry: forestry and timber (harvester telemetry, forest inventory GIS, timber marketplaces and haulage, fire-watch cameras).

Written blind by the helper "corpora36" (session 26, round 64). Seeded, deterministic; imports only the
standard library and _tokens. Every value is random and made up. Run: python3 src_forestry.py
"""
FAMILY = "forestry"
SEED = 6402
import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B64  # noqa: E402

g = Gen(SEED)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits
SECRET_T = []
CLEAN_T = []


def S(fn):
    SECRET_T.append(fn)
    return fn


def C(fn):
    CLEAN_T.append(fn)
    return fn


def pin(n=None):
    n = n or R.choice([5, 6, 6, 4])
    return str(R.randint(10 ** (n - 1), 10 ** n - 1))


def wpw(words):
    """A password the way people choose them: a domain word, digits, maybe a sign."""
    w = R.choice(words)
    if R.random() < .3:
        w = w.lower()
    return w + str(R.randint(10, 9999)) + R.choice(["!", "#", "", "$", ".", "?", "*", "-"])


def phrase(words):
    sep = R.choice(["-", ".", "_", ""])
    return sep.join(R.sample(words, 3)) + (str(R.randint(1, 99)) if R.random() < .5 else "")


def legacy():
    return R.choice(["adm", "ops", "fl", "sv", "ad", "tec"]) + g.s(LOW, R.randint(2, 3)) + str(R.randint(1, 999))


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def jesc(s):
    return json.dumps(s, ensure_ascii=False)[1:-1]


def hook(tool, tin, tout=None, event="PostToolUse"):
    d = {"session_id": g.uuid(), "hook_event_name": event, "tool_name": tool, "tool_input": tin}
    if tout is not None:
        d["tool_response"] = tout
    return json.dumps(d, ensure_ascii=False, indent=R.choice([None, 2]))


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def ip():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


def main():
    out = Path(__file__).resolve().parent
    clean = [CLEAN_T[i % len(CLEAN_T)]() for i in range(100)]
    blob = "\n".join(clean)
    recs = []
    i = 0
    while len(recs) < 250:
        fn = SECRET_T[i % len(SECRET_T)]
        i += 1
        for _ in range(20):
            cls, text, vals = fn()
            if all(v not in blob for v in vals):
                break
        else:
            raise SystemExit(f"collision in {fn.__name__}")
        assert cls in ("self-identifying", "name-context", "structural"), cls
        assert vals and len(set(vals)) == len(vals), (fn.__name__, vals)
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        recs.append((cls, text, vals))
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(recs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    cnt = {}
    for cls, _, vals in recs:
        a = cnt.setdefault(cls, [0, 0])
        a[0] += 1
        a[1] += len(vals)
    print(FAMILY, len(recs), sum(len(v) for _, _, v in recs), len(clean), len(set(clean)), cnt)


REGIONS = ["Värmland", "Pirkanmaa", "Schwarzwald", "Bío-Bío", "Aquitaine", "Oregon Coast", "Kainuu", "Dalarna", "Minas Gerais", "Nord-Trøndelag", "Galicia", "BC Interior"]
WORDS = ["Harvester", "Skotare", "Forwarder", "Kuusi", "Fichte", "Pinus", "Eucalipto", "Timberjack", "Koivu", "Tanne", "Douglas", "Sawlog", "Hakkuu", "Lookout"]
PW_WORDS = ["spruce", "birch", "pine", "cedar", "ember", "ridge", "stump", "bark", "moss", "lynx", "elk", "smoke"]
CAMS = ["axis-p1468", "hikvision-ds2", "mobotix-m16", "dahua-ptz"]


def region():
    return R.choice(REGIONS)


def org():
    return R.choice(["nordskog", "silvatec", "holzlog", "maderasur", "timberline-co", "metsakone"])


def arcgis_token():
    return g.s(URLSAFE, 20) + "." + g.s(URLSAFE, 100)


def arcgis_apikey():
    return "AAPK" + g.hexs(32) + g.s(URLSAFE, 64)


def arcgis_at():
    return "AAPT" + g.s(URLSAFE, 120)


def planet():
    return "PLAK" + g.hexs(32)


def jd_secret():
    return g.s(URLSAFE, 64)


def samsara():
    return "samsara_api_" + g.s(B62, 30)


def motive():
    return g.uuid()


def sh_secret():
    return g.s(B62 + "<>,.;:!@#%^&*()[]{}", 40)


def pd_key():
    return g.hexs(32)


def machine():
    return R.choice(["PONSSE-Scorpion", "JD-1270G", "Komatsu-931XC", "Ponsse-Elk", "JD-1210G"]) + "-" + g.s(DIG, 4)


def ip():
    return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


def host():
    return R.choice(["gis", "portal", "scale", "haul", "cams", "telemetry"]) + "." + R.choice(["nordskog.se", "silvatec.fi", "holzlog.de", "maderasur.cl", "timberline-co.com"])


# ---------------------------------------------------------------- secrets
@S
def s_jd_env():
    cid, sec = g.s(LOW + DIG, 20), jd_secret()
    t = f"""# harvester-sync/.env  (John Deere Operations Center, forestry org {org()})
JD_CLIENT_ID={cid}
JD_CLIENT_SECRET={sec}
JD_REDIRECT_URI=https://harvest.{host().split('.',1)[1]}/callback
JD_ORG_ID={R.randint(100000, 999999)}"""
    return "name-context", t, [sec]


@S
def s_jd_refresh():
    rt = g.s(URLSAFE, 64)
    t = f"""$ curl -s https://signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7/v1/token \\
   -d grant_type=refresh_token -d refresh_token={rt} -d scope="ag1 eq1 offline_access" \\
   -u "$JD_CLIENT_ID:$JD_CLIENT_SECRET"
{{"token_type":"Bearer","expires_in":43200,"scope":"ag1 eq1 offline_access"}}"""
    return "structural", t, [rt]


@S
def s_jd_bearer():
    at = g.s(URLSAFE, 300)
    t = f"""GET /platform/organizations/{R.randint(100000,999999)}/machines HTTP/1.1
Host: partnerapi.deere.com
Accept: application/vnd.deere.axiom.v3+json
Authorization: Bearer {at}
"""
    return "structural", t, [at]


@S
def s_ponsse_manager():
    p = wpw(WORDS)
    t = f"""Ponsse Manager / Fleet Management login for the {region()} contractor: user {org()}-office, password {p}.
Operators only need the tablet app, not this account."""
    return "structural", t, [p]


@S
def s_maxifleet_yaml():
    k = g.s(B62, 40)
    t = f"""# telemetry-bridge/config.yaml
sources:
  - type: komatsu-maxifleet
    base_url: https://maxifleet-api.example/v2
    api_key: {k}
    machines: ["{machine()}", "{machine()}"]
  - type: stanford2010-drop
    path: /data/hpr/incoming
"""
    return "name-context", t, [k]


@S
def s_can_mqtt():
    p = g.pw()
    t = f"""# canlogger on the harvester (Teltonika FMC650) — backhaul over LTE
mqtt:
  server: ssl://telemetry.{host().split('.',1)[1]}:8883
  client_id: {machine()}
  username: harvester
  password: "{p}"
  topic: forest/{region().replace(' ','_').lower()}/can
"""
    return "name-context", t, [p]


@S
def s_stanford_ftp():
    p = legacy()
    t = f"""# cron on the office PC: pull StanForD .hpr/.pri files from the machine modem every night
15 2 * * * lftp -u hpr_upload,{p} -e "mirror /hpr /srv/stanford/incoming; quit" ftp://{ip()}"""
    return "structural", t, [p]


@S
def s_arcgis_token_url():
    tok = arcgis_token()
    t = f"""https://services{R.randint(1,9)}.arcgis.com/{g.s(B62,16)}/arcgis/rest/services/Stands_{region().replace(' ','')}/FeatureServer/0/query?where=1%3D1&outFields=*&f=geojson&token={tok}"""
    return "structural", t, [tok]


@S
def s_arcgis_apikey():
    k = arcgis_apikey()
    t = f"""from arcgis.gis import GIS
gis = GIS(api_key="{k}")
stands = gis.content.search("title:Forest stands {region()}", item_type="Feature Layer")[0]"""
    return "self-identifying", t, [k]


@S
def s_arcgis_at():
    k = arcgis_at()
    t = f"""ARCGIS_ACCESS_TOKEN={k}
ARCGIS_PORTAL=https://www.arcgis.com"""
    return "self-identifying", t, [k]


@S
def s_portal_admin():
    p = wpw(WORDS)
    t = f"""$ python -c "from arcgis.gis import GIS; g=GIS('https://{host()}/portal','portaladmin','{p}'); print(g.users.me)"
portaladmin (Administrator)"""
    return "structural", t, [p]


@S
def s_geoserver():
    p = wpw(["Geoserver", "Layers", "Raster"])
    t = f"""curl -u admin:{p} -XPOST -H "Content-type: text/xml" \\
  -d '<workspace><name>inventory</name></workspace>' http://{ip()}:8080/geoserver/rest/workspaces"""
    return "structural", t, [p]


@S
def s_postgis_qgs():
    p = g.pw()
    t = f"""<maplayer type="vector" geometry="Polygon">
  <id>kuviot_{g.hexs(8)}</id>
  <datasource>dbname='metsavara' host={ip()} port=5432 user='gis_editor' password='{p}' sslmode=prefer key='gid' srid=3067 type=MultiPolygon table="public"."kuviot" (geom)</datasource>
</maplayer>"""
    return "structural", t, [p]


@S
def s_pg_service():
    p = g.pw()
    t = f"""# ~/.pg_service.conf on the GIS workstation
[forest_inventory]
host=pg-gis.{host().split('.',1)[1]}
dbname=inventory
user=qgis
password={p}"""
    return "name-context", t, [p]


@S
def s_pgpass():
    p = g.s(B62, 20)
    t = f"""$ cat ~/.pgpass
pg-gis.internal:5432:inventory:lidar_loader:{p}
localhost:5432:*:postgres:postgres"""
    return "structural", t, [p]


@S
def s_sentinelhub():
    cid, sec = g.uuid(), sh_secret()
    t = f"""from sentinelhub import SHConfig
config = SHConfig()
config.sh_client_id = "{cid}"
config.sh_client_secret = "{sec}"
config.save("forest-ndvi")"""
    return "name-context", t, [sec]


@S
def s_planet():
    k = planet()
    t = f"""$ export PL_API_KEY={k}
$ planet data search PSScene --filter clearcut_aoi_{region().split()[0].lower()}.json --limit 20"""
    return "self-identifying", t, [k]


@S
def s_copernicus():
    p = wpw(WORDS)
    t = f"""# download S2 tiles for the burn-scar model
curl -d client_id=cdse-public -d username=gis@{host().split('.',1)[1]} -d 'password={p}' -d grant_type=password \\
  https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token"""
    return "structural", t, [p]


@S
def s_lidar_s3():
    a, s = g.aws_akid(), g.aws_secret()
    t = f"""export AWS_ACCESS_KEY_ID={a}
export AWS_SECRET_ACCESS_KEY={s}
aws s3 sync s3://{org()}-lidar/2026/{region().split()[0].lower()}/ ./laz/ --exclude "*" --include "*.laz\""""
    return "self-identifying", t, [a, s]


@S
def s_mapbox():
    u = base64.urlsafe_b64encode(json.dumps({"u": org(), "a": g.s(LOW + DIG, 25)}, separators=(",", ":")).encode()).decode().rstrip("=")
    k = "sk." + u + "." + g.s(URLSAFE, 22)
    t = f"""MAPBOX_UPLOAD_TOKEN={k}  # tileset uploads for harvest block maps"""
    return "self-identifying", t, [k]


@S
def s_marketplace_api():
    k = g.s(B62, 40)
    t = f"""import requests
# timber marketplace: post a standing-timber lot for tender
r = requests.post("https://api.timbermarket.example/v1/lots",
                  headers={{"X-Api-Key": "{k}"}},
                  json={{"species": "Picea abies", "volume_m3": {R.randint(200, 5000)}, "region": "{region()}"}})"""
    return "structural", t, [k]


@S
def s_marketplace_secret():
    sec = g.s(B62, 48)
    t = f"""[marketplace]
endpoint = https://api.timbermarket.example/v1
client_id = {g.uuid()}
client_secret = {sec}
webhook_path = /hooks/bids"""
    return "name-context", t, [sec]


@S
def s_bid_webhook_secret():
    k = "whsk_" + g.s(B62, 32)
    t = f"""// verifies signatures of "bid.placed" events from the timber auction
const WEBHOOK_SIGNING_SECRET = "{k}";
const sig = crypto.createHmac("sha256", WEBHOOK_SIGNING_SECRET).update(rawBody).digest("hex");"""
    return "name-context", t, [k]


@S
def s_stripe():
    k = g.stripe()
    t = f"""STRIPE_KEY={k}  # buyer deposits on timber lots"""
    return "self-identifying", t, [k]


@S
def s_haulage_tms():
    k = g.s(B62, 32)
    t = f"""$ curl -X POST https://haul.{host().split('.',1)[1]}/api/v1/loads \\
    -H "Authorization: Token {k}" \\
    -d '{{"ticket":"{g.s(DIG,7)}","from":"landing-{R.randint(1,40)}","to":"Sawmill {region()}","gross_kg":{R.randint(30000,60000)}}}'"""
    return "structural", t, [k]


@S
def s_samsara():
    k = samsara()
    t = f"""SAMSARA_API_TOKEN={k}
SAMSARA_TAG_LOG_TRUCKS={R.randint(1000000,9999999)}"""
    return "self-identifying", t, [k]


@S
def s_motive():
    k = motive()
    t = f"""motive:
  base_url: https://api.gomotive.com/v1
  x_api_key: "{k}"   # ELD logs for log-truck drivers (hours of service)"""
    return "name-context", t, [k]


@S
def s_weighbridge_sql():
    p = legacy()
    t = f"""Server=SCALEHOUSE\\SQLEXPRESS;Database=Weighbridge;User Id=scale_app;Password={p};TrustServerCertificate=True"""
    return "structural", t, [p]


@S
def s_weighbridge_ini():
    p = legacy()
    t = f"""[ScaleIndicator]
Port=COM3
Baud=9600
[Upload]
Url=https://scale.{host().split('.',1)[1]}/tickets
User=mill_{region().split()[0].lower()}
Pwd={p}"""
    return "name-context", t, [p]


@S
def s_rtsp():
    p = wpw(["Lookout", "Firewatch", "Smoke", "Tower"])
    t = f"""ffmpeg -rtsp_transport tcp -i "rtsp://admin:{p}@{ip()}:554/cam/realmonitor?channel=1&subtype=0" -vf fps=1/60 /srv/firewatch/frames/%Y%m%d_%H%M.jpg"""
    return "structural", t, [p]


@S
def s_vapix():
    p = wpw(["Lookout", "Axis", "Ridge"])
    t = f"""curl --digest -u root:{p} "http://{ip()}/axis-cgi/com/ptz.cgi?camera=1&continuouspantiltmove=10,0" """
    return "structural", t, [p]


@S
def s_onvif_py():
    p = g.pw()
    t = f"""from onvif import ONVIFCamera
cam = ONVIFCamera("{ip()}", 80, "firewatch", "{p}")
ptz = cam.create_ptz_service()
ptz.AbsoluteMove({{"ProfileToken": "Profile_1", "Position": {{"PanTilt": {{"x": 0.4, "y": 0.1}}}}}})"""
    return "name-context", t, [p]


@S
def s_cam_table():
    rows = [(R.choice(["Hill 402", "Kettle Ridge", "Mäntyvaara", "Pico Alto"]), ip(), wpw(["Tower", "Smoke", "Lookout"])) for _ in range(3)]
    body = "\n".join(f"| {a} | {b} | admin | {c} |" for a, b, c in rows)
    t = f"""## Fire-watch tower cameras
| tower | ip | user | password |
|---|---|---|---|
{body}"""
    return "structural", t, [c for _, _, c in rows]


@S
def s_cell_router():
    p = g.s(B62, 12)
    t = f"""! tower uplink router (RUT955) — note from site visit
ssh root@{ip()}   # password {p}
uci set network.mob1s1a1.apn='forest.m2m'"""
    return "name-context", t, [p]


@S
def s_starlink_wifi():
    p = phrase(PW_WORDS)
    t = f"""Camp Wi-Fi (Starlink at landing 7): SSID "logcamp-7", Passwort/password: {p}"""
    return "name-context", t, [p]


@S
def s_firecam_api():
    k = g.s(URLSAFE, 40)
    t = f"""# smoke-detection vendor: push alerts to our dispatch
SMOKE_AI_API_TOKEN={k}
SMOKE_AI_WEBHOOK=https://dispatch.{host().split('.',1)[1]}/hooks/smoke"""
    return "name-context", t, [k]


@S
def s_dryad_lora():
    k = g.hexs(32).upper()
    t = f"""# Silvanet-style gas sensor, OTAA join on the forest LoRaWAN
AT+DEVEUI={g.hexs(16).upper()}
AT+APPEUI={g.hexs(16).upper()}
AT+APPKEY={k}
AT+JOIN"""
    return "name-context", t, [k]


@S
def s_pd():
    k = pd_key()
    t = f"""pagerduty:
  service: firewatch-{region().split()[0].lower()}
  integration_key: {k}"""
    return "name-context", t, [k]


@S
def s_twilio_sms():
    tok = g.hexs(32)
    t = f"""TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_AUTH_TOKEN={tok}
SMOKE_ALERT_SMS_TO=+46701234567,+46709876543"""
    return "name-context", t, [tok]


@S
def s_telegram():
    k = g.telegram()
    t = f"""curl -s "https://api.telegram.org/bot{k}/sendPhoto" -F chat_id=-100{R.randint(10**9,10**10)} -F photo=@smoke_{g.s(DIG,6)}.jpg -F caption="Rauch erkannt, Turm 3\""""
    return "self-identifying", t, [k]


@S
def s_slack_hook():
    w = g.slack_webhook()
    t = f"""{{"alerts": {{"channel": "#fire-watch", "webhook": "{w}"}}}}"""
    return "self-identifying", t, [w.rsplit('/', 1)[1]]


@S
def s_github():
    k = g.gh_classic()
    t = f"""[remote "origin"]
\turl = https://{k}@github.com/{org()}/stand-growth-models.git"""
    return "self-identifying", t, [k]


@S
def s_gitlab():
    k = g.gitlab()
    t = f"""pip install --index-url https://__token__:{k}@gitlab.{host().split('.',1)[1]}/api/v4/projects/41/packages/pypi/simple forestkit"""
    return "self-identifying", t, [k]


@S
def s_openai():
    k = g.openai()
    t = f"""# summarises cruise notes into stand reports
client = OpenAI(api_key="{k}")"""
    return "self-identifying", t, [k]


@S
def s_chat_sv():
    p = wpw(WORDS)
    t = f"""Hej! Lösenordet till skördarens dator (Opti4G) i {region()} är {p}. Användaren heter forare2. Byt inte utan att prata med Anders."""
    return "name-context", t, [p]


@S
def s_chat_fi():
    k = g.s(B62, 32)
    t = f"""Moi! Metsäkeskuksen rajapinnan avain on {k} — laita se vaultiin, älä gittiin. Kuviotiedot haetaan sillä yöllä."""
    return "name-context", t, [k]


@S
def s_chat_de():
    p = wpw(WORDS)
    t = f"""Servus, das Kennwort für die Polterverwaltung (Holzabfuhr-Portal) ist jetzt {p}. Benutzer: fbg-{region().split()[0].lower()}. Bitte nicht in die Signal-Gruppe."""
    return "name-context", t, [p]


@S
def s_chat_pt():
    p = phrase(PW_WORDS)
    t = f"""Pessoal, a senha do sistema de balança da fábrica em Minas Gerais mudou: {p}. Usuário: balanca01. Qualquer dúvida falem comigo."""
    return "name-context", t, [p]


@S
def s_chat_es():
    k = g.s(B62, 36)
    t = f"""Hola, la clave de la API de la plataforma de subastas de madera (Bío-Bío) es {k}. Úsenla solo en el servidor, no en la app de los camioneros."""
    return "name-context", t, [k]


@S
def s_chat_fr():
    p = wpw(WORDS)
    t = f"""Bonjour, le mot de passe de la caméra de la tour de guet n°4 (Landes) est {p}. Identifiant : operateur."""
    return "name-context", t, [p]


@S
def s_chat_ru():
    p = wpw(WORDS)
    t = f"""Коллеги, пароль от ГИС лесоустройства (ArcGIS Enterprise) для учётки les_editor: {p}. Не пересылайте в общий чат."""
    return "name-context", t, [p]


@S
def s_chat_no():
    c = pin(5)
    t = f"""Hei! Koden til bommen på skogsbilveien ved Steinkjer er {c}. Tømmerbilene har fått den på SMS."""
    return "name-context", t, [c]


@S
def s_gate_code_en():
    c = pin(R.choice([4, 5, 6]))
    t = f"""Dispatch note load #{g.s(DIG,6)}: forest road gate combo {c}, lock it behind you. Landing is 2 km past the creek."""
    return "name-context", t, [c]


@S
def s_hook_env():
    sec, p = sh_secret(), g.pw()
    content = f"SH_CLIENT_ID={g.uuid()}\nSH_CLIENT_SECRET={sec}\nPOSTGIS_PASSWORD={p}\n"
    t = hook("Bash", {"command": "cat ndvi-pipeline/.env"}, {"stdout": content, "stderr": "", "exit_code": 0})
    return "name-context", t, [sec, p]


@S
def s_hook_read():
    k = arcgis_apikey()
    content = f"     1\texport const esriConfig = {{\n     2\t  apiKey: \"{k}\",\n     3\t  portalUrl: \"https://www.arcgis.com\"\n     4\t}};\n"
    t = hook("Read", {"file_path": "/repo/harvest-web/src/esri.ts"}, {"type": "text", "file": {"content": content}})
    return "self-identifying", t, [k]


@S
def s_hook_write():
    p = g.pw()
    t = hook("Write", {"file_path": "haulage/docker-compose.override.yml",
                       "content": f"services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {p}\n"}, None, "PreToolUse")
    return "name-context", t, [p]


@S
def s_diff():
    p = g.pw()
    t = f"""--- a/scale/config.php
+++ b/scale/config.php
@@ -3,4 +3,4 @@
 $db_host = 'localhost';
 $db_user = 'weighbridge';
-$db_pass = getenv('WB_DB_PASS');
+$db_pass = '{p}';
"""
    return "name-context", t, [p]


@S
def s_terraform():
    p = g.pw()
    t = f"""module "inventory_db" {{
  source   = "./modules/rds"
  name     = "forest-inventory"
  username = "inventory"
  password = "{p}"
}}"""
    return "name-context", t, [p]


@S
def s_k8s():
    k = g.s(B62, 32)
    t = f"""apiVersion: v1
kind: Secret
metadata: {{name: timbermarket}}
stringData:
  TIMBERMARKET_API_KEY: {k}"""
    return "name-context", t, [k]


@S
def s_hcl_vault():
    tok = g.vault()
    t = f"""provider "vault" {{
  address = "https://vault.{host().split('.',1)[1]}"
  token   = "{tok}"
}}"""
    return "self-identifying", t, [tok]


@S
def s_notebook():
    k = planet()
    src = ["import os, requests\n", f"PLANET_KEY = '{k}'\n", "session = requests.Session(); session.auth = (PLANET_KEY, '')\n"]
    t = json.dumps({"cells": [{"cell_type": "code", "source": src, "outputs": [], "execution_count": 1, "metadata": {}}],
                    "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    return "self-identifying", t, [k]


@S
def s_r_script():
    p = g.pw()
    t = f"""library(DBI)
con <- dbConnect(RPostgres::Postgres(), host = "pg-gis.internal", dbname = "inventory",
                 user = "forest_r", password = "{p}")
plots <- dbGetQuery(con, "SELECT plot_id, dbh_cm, height_m FROM sample_trees WHERE cruise = 2026")"""
    return "name-context", t, [p]


@S
def s_java_props():
    p = g.pw()
    t = f"""# timber-auction/src/main/resources/application-prod.properties
spring.datasource.url=jdbc:mysql://auction-db:3306/auction
spring.datasource.username=auction
spring.datasource.password={p}
spring.mail.password={g.s(LOW,16)}"""
    return "name-context", t, [p, t.split("spring.mail.password=")[1]]


@S
def s_csharp():
    p = g.pw()
    t = f"""var cs = "Host=pg-haul;Database=haulage;Username=dispatch;Password={p};SSL Mode=Require";
await using var conn = new NpgsqlConnection(cs);"""
    return "structural", t, [p]


@S
def s_mongo_url():
    p = g.s(B62, 22)
    t = f"""MONGO_URI="mongodb://telemetry:{p}@mongo-0.{host().split('.',1)[1]}:27017/harvester?authSource=admin\""""
    return "structural", t, [p]


@S
def s_sftp_pri():
    p = legacy()
    t = f"""# sawmill sends .pri price matrices to the harvester fleet via SFTP
sshpass -p {p} sftp -oBatchMode=no pricelist@{ip()}:/outbox/pri/2026W{R.randint(1,52)}.pri"""
    return "name-context", t, [p]


@S
def s_cruise_tablet():
    c = pin(6)
    t = f"""Inventory crew handbook §4: cruise tablets (Trimble TDC6) are locked with PIN {c}. Field data syncs at the office."""
    return "name-context", t, [c]


@S
def s_log_token():
    k = g.s(B62, 40)
    t = f"""{ts()} ERROR haul-sync POST https://api.loadtracker.example/v2/tickets?access_token={k} -> 401 Unauthorized (token expired?)"""
    return "structural", t, [k]


@S
def s_basic_header():
    p = wpw(WORDS)
    b = basic("scalehouse", p)
    t = f"""POST /api/tickets HTTP/1.1
Host: mill-portal.{host().split('.',1)[1]}
Authorization: Basic {b}
Content-Type: application/json"""
    return "structural", t, [b]


@S
def s_ticket_jira():
    p = wpw(WORDS)
    t = f"""FOR-{R.randint(100,999)} Harvester report upload fails
The contractor says the Forest Data portal rejects user 'kone{R.randint(10,99)}' with password {p} since Monday.
Logs attached. Priority: high (payment to contractor depends on volumes)."""
    return "name-context", t, [p]


@S
def s_email():
    p = phrase(PW_WORDS)
    t = f"""Subject: Your account for the state fire-camera network

Hello,
you now have operator access to the camera network (PTZ control).
Login: {org()}.ops
Password: {p}
Remember that PTZ moves are logged.
"""
    return "structural", t, [p]


@S
def s_handover():
    k, p = g.s(B62, 32), wpw(["Lookout", "Tower"])
    t = f"""Hand-over (fire season ends):
- smoke-AI vendor token: {k}
- NVR at ranger station: admin / {p}
- camera firmware up to date, nothing else pending."""
    return "structural", t, [k, p]


@S
def s_nvr_xml():
    p = g.pw()
    t = f"""<NVRConfig>
  <Channel id="3" name="Kettle Ridge PTZ">
    <Url>rtsp://{ip()}:554/Streaming/Channels/101</Url>
    <Username>viewer</Username>
    <Password>{p}</Password>
  </Channel>
</NVRConfig>"""
    return "name-context", t, [p]


@S
def s_harvester_pc():
    p = legacy()
    t = f"""Opti4G service mode: press F12 at boot, service password {p} (contractor-specific, not the Ponsse default)."""
    return "name-context", t, [p]


@S
def s_ps():
    p = g.pw()
    t = f"""net use Z: \\\\fileserver\\hpr /user:FOREST\\hpr-import {p} /persistent:yes"""
    return "name-context", t, [p]


@S
def s_gcp_sa():
    block, line = g.pem("PRIVATE KEY")
    t = json.dumps({"type": "service_account", "project_id": "fire-detect-" + g.s(DIG, 4),
                    "private_key_id": g.hexs(40), "private_key": block + "\n",
                    "client_email": f"smoke-model@fire-detect.iam.gserviceaccount.com"}, indent=2)
    return "self-identifying", t, [line]


@S
def s_google_maps():
    k = g.google_api()
    t = f"""// haulage driver app: road routing on forest roads
const ROUTES_KEY = "{k}";"""
    return "self-identifying", t, [k]


@S
def s_sendgrid():
    k = g.sendgrid()
    t = f"""# tender notifications to timber buyers
SENDGRID_API_KEY='{k}'"""
    return "self-identifying", t, [k]


@S
def s_datadog():
    k = g.hexs(32)
    t = f"""docker run -d --name dd-agent -e DD_API_KEY={k} -e DD_SITE=datadoghq.eu gcr.io/datadoghq/agent:7"""
    return "name-context", t, [k]


@S
def s_docker_login():
    p = g.s(B62, 24)
    t = f"""$ docker login registry.{host().split('.',1)[1]} -u ci -p {p}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded"""
    return "name-context", t, [p]


@S
def s_influx():
    k = g.b64(64)
    t = f"""[[outputs.influxdb_v2]]
  urls = ["https://influx.{host().split('.',1)[1]}"]
  token = "{k}"
  organization = "{org()}"
  bucket = "harvester_can\""""
    return "name-context", t, [k]


@S
def s_esri_token_json():
    tok = arcgis_token()
    t = f"""$ curl -s -d "username=gis_sync&password=$PW&client=requestip&f=json" https://{host()}/portal/sharing/rest/generateToken
{{"token":"{tok}","expires":{1764800000000+R.randint(0,10**8)},"ssl":true}}"""
    return "structural", t, [tok]


# ---------------------------------------------------------------- clean
@C
def c_hpr_xml():
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<HarvestedProduction xmlns="urn:skogforsk:stanford2010" version="3.5">
  <HarvestedProductionHeader><CreationDate>{ts()}</CreationDate></HarvestedProductionHeader>
  <Machine><MachineKey>{g.s(DIG,9)}</MachineKey><MachineBaseManufacturerID>{g.hexs(6).upper()}</MachineBaseManufacturerID>
    <Stem><StemKey>{R.randint(1,99999)}</StemKey><SpeciesGroupKey>1</SpeciesGroupKey><DBH>{R.randint(120,480)}</DBH></Stem>
  </Machine>
</HarvestedProduction>"""


@C
def c_stand_geojson():
    return json.dumps({"type": "Feature", "properties": {"stand_id": g.uuid(), "kuvio": R.randint(1, 900), "species": "Pinus sylvestris",
                       "age": R.randint(10, 140), "volume_m3ha": R.randint(50, 400), "objectid": R.randint(1, 99999)},
                       "geometry": {"type": "Point", "coordinates": [round(R.uniform(21, 30), 6), round(R.uniform(60, 66), 6)]}})


@C
def c_plot_csv():
    rows = "\n".join(f"{g.s(DIG,6)},{R.randint(1,40)},{R.choice(['PIAB','PISY','BEPE'])},{R.randint(80,600)},{round(R.uniform(3,32),1)},{g.hexs(8)}" for _ in range(5))
    return "plot,tree,species,dbh_mm,height_m,tag\n" + rows


@C
def c_env_example():
    return """# .env.example
JD_CLIENT_ID=
JD_CLIENT_SECRET=<from-deere-developer-portal>
SH_CLIENT_SECRET=${SH_CLIENT_SECRET}
ARCGIS_API_KEY=your-api-key-here
CAMERA_PASSWORD=changeme
POSTGIS_URL=postgresql://inventory:${POSTGIS_PASSWORD}@localhost/inventory"""


@C
def c_env_read():
    return """import os
from sentinelhub import SHConfig

cfg = SHConfig()
cfg.sh_client_id = os.environ["SH_CLIENT_ID"]
cfg.sh_client_secret = os.environ["SH_CLIENT_SECRET"]   # set in the CI secrets, never here"""


@C
def c_arcgis_rest_public():
    return f"""https://services{R.randint(1,9)}.arcgis.com/{g.s(B62,16)}/arcgis/rest/services/Public_Fire_Perimeters/FeatureServer/0/query?where=1%3D1&outFields=*&f=pjson
# public layer: no token needed"""


@C
def c_arcgis_item():
    return json.dumps({"id": g.hexs(32), "owner": "gis_sync", "title": f"Harvest blocks {region()}", "type": "Feature Service",
                       "url": f"https://services3.arcgis.com/{g.s(B62,16)}/arcgis/rest/services/HarvestBlocks/FeatureServer",
                       "access": "org", "modified": 1764800000000 + R.randint(0, 10**8)}, indent=2)


@C
def c_scale_ticket():
    return f"""SCALE TICKET #{g.s(DIG,7)}
Truck {g.s(UPPER,3)}-{g.s(DIG,3)}   Trailer {g.s(UPPER+DIG,6)}
Gross {R.randint(40000,62000)} kg   Tare {R.randint(15000,20000)} kg
Species: Spruce sawlog   Landing: {R.randint(1,40)}   Contract: TC-{g.s(DIG,5)}
Seal {g.hexs(10).upper()}"""


@C
def c_truck_gps():
    return "\n".join(json.dumps({"vehicle": f"LT-{g.s(DIG,3)}", "vin": g.s("ABCDEFGHJKLMNPRSTUVWXYZ" + DIG, 17), "lat": round(R.uniform(59, 66), 5), "lon": round(R.uniform(12, 30), 5), "speed_kmh": R.randint(0, 80), "ts": ts()}) for _ in range(3))


@C
def c_cam_meta():
    return json.dumps({"camera_id": g.uuid(), "name": R.choice(["Kettle Ridge", "Hill 402", "Pico Alto"]), "model": R.choice(CAMS),
                       "serial": g.s(UPPER + DIG, 12), "mac": ":".join(g.hexs(2) for _ in range(6)), "fov_deg": 60,
                       "public_stream": f"https://firecams.example/live/{g.hexs(16)}.m3u8"})


@C
def c_smoke_alert():
    return json.dumps({"event": "smoke.detected", "id": g.uuid(), "camera": g.uuid(), "confidence": round(R.uniform(.5, .99), 3),
                       "bearing_deg": R.randint(0, 359), "frame_sha256": g.sha256(), "signature": "t=1764800000,v1=" + g.hexs(64)})


@C
def c_rtsp_placeholder():
    return """# record all tower cameras; credentials come from the environment
ffmpeg -i "rtsp://${CAM_USER}:${CAM_PASS}@${CAM_IP}:554/stream1" -c copy -f segment -segment_time 300 out%03d.mp4"""


@C
def c_docs_default_axis():
    return """Axis cameras (firmware 10+) have no default password: the first visitor must set the root password. Older
Hikvision units used `12345` as the documented factory default; our commissioning checklist changes it before the camera goes online."""


@C
def c_prose_fi():
    return R.choice(["Rajapinta-avaimet säilytetään Vaultissa. Älä koskaan lähetä salasanoja sähköpostilla.",
                     "Lösenord till skördarna finns i lösenordshanteraren, inte i det här dokumentet.",
                     "Die Zugangsdaten für das Kameranetz stehen im Tresor. Bitte niemals im Chat teilen.",
                     "As senhas das câmaras estão no cofre; peça acesso ao responsável de TI.",
                     "La clave de la API está en el gestor de secretos. No la pegues en tickets.",
                     "Les mots de passe des caméras sont dans le coffre-fort ; ne les copiez pas ici."])


@C
def c_git_log():
    return "\n".join(f"{g.sha1()[:12]} {R.choice(['hpr parser: handle StemGrade', 'move JD secret to vault', 'ndvi: cloud mask', 'scale: fix tare rounding'])}" for _ in range(5))


@C
def c_hook_ls():
    return hook("Bash", {"command": "ls ndvi-pipeline"}, {"stdout": ".env.example\nREADME.md\npipeline.py\nrequirements.txt\n", "stderr": "", "exit_code": 0})


@C
def c_hook_grep():
    return hook("Bash", {"command": "rg -n 'PLANET' ."}, {"stdout": "pipeline.py:8:PLANET_KEY = os.environ[\"PL_API_KEY\"]\nREADME.md:12:Set PL_API_KEY (Planet account > API key).\n", "stderr": "", "exit_code": 0})


@C
def c_laz_sha():
    return "\n".join(f"{g.sha256()}  laz/{R.randint(100,999)}_{R.randint(1000,9999)}.laz" for _ in range(4))


@C
def c_ssh_pub():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.s(B64, 120)} gis@workstation-{R.randint(1,20)}"


@C
def c_lora_uplink():
    return json.dumps({"end_device_ids": {"device_id": f"gas-{g.s(DIG,4)}", "dev_eui": g.hexs(16).upper(), "join_eui": g.hexs(16).upper(), "dev_addr": g.hexs(8).upper()},
                       "uplink_message": {"f_port": 2, "frm_payload": g.b64(12), "rx_metadata": [{"gateway_ids": {"eui": g.hexs(16).upper()}, "rssi": -R.randint(80, 120)}]}})


@C
def c_tf_var():
    return """variable "inventory_db_password" {
  description = "set via TF_VAR_inventory_db_password"
  sensitive   = true
}"""


@C
def c_k8s_ref():
    return """- name: SMOKE_AI_API_TOKEN
  valueFrom: {secretKeyRef: {name: smoke-ai, key: token}}
- name: CAM_PASS
  valueFrom: {secretKeyRef: {name: cameras, key: password}}"""


@C
def c_auction_json():
    return json.dumps({"lot_id": g.uuid(), "species": "Pseudotsuga menziesii", "volume_m3": R.randint(100, 4000),
                       "reserve_price_eur": R.randint(20000, 300000), "bids": [{"bidder": g.uuid(), "amount": R.randint(20000, 300000)} for _ in range(2)],
                       "hash": g.sha1()})


@C
def c_pub_key_pem():
    lines = "\n".join(g.b64(48) for _ in range(5))
    return f"""# certificate of the camera network's VPN concentrator (public)
-----BEGIN CERTIFICATE-----
{lines}
-----END CERTIFICATE-----"""


@C
def c_actions():
    return """env:
  JD_CLIENT_SECRET: ${{ secrets.JD_CLIENT_SECRET }}
  ARCGIS_API_KEY: ${{ secrets.ARCGIS_API_KEY }}
steps:
  - run: python sync_harvest.py --since 2026-11-01"""


@C
def c_pri_prices():
    return "\n".join(f"PriceMatrix species=1 diameter={d} length={l} price={R.randint(30,90)}.{R.randint(0,99):02d}" for d, l in [(180, 430), (200, 490), (260, 550)])


@C
def c_ndvi_log():
    return f"""{ts()} INFO tile T{R.randint(30,36)}V{g.s(UPPER,2)} cloud=12.4% ndvi_mean=0.61 product=S2B_MSIL2A_{g.s(DIG,8)}T{g.s(DIG,6)}_N0511_R{R.randint(1,143):03d}
{ts()} INFO wrote s3://forest-ndvi/{g.uuid()}.tif etag="{g.hexs(32)}\""""


@C
def c_cam_firmware():
    return f"AXIS_P1468-XLE_{R.randint(10,11)}.{R.randint(0,12)}.{R.randint(0,99)}.bin sha256={g.sha256()} md5={g.hexs(32)}"


@C
def c_placeholder_cmd():
    return """curl -u admin:<password> "http://<camera-ip>/axis-cgi/param.cgi?action=list&group=Network"
# replace <password> with the value from the camera vault entry"""


@C
def c_jd_doc():
    return """Deere: the application id (client_id) is shown on the developer portal and is sent in every authorize URL;
the secret is only shown once. Store it as JD_CLIENT_SECRET in Vault. Access tokens expire after 12 hours."""


if __name__ == "__main__":
    main()
