"""Redaction source "fleet": vehicle fleets and telematics (GPS trackers and gateways, Samsara/Geotab/Verizon
Connect APIs, ELD hours-of-service, fuel cards, dashcams, dispatch and route optimisation).

Written blind by the helper "corpora4" on 2026-12-03 (it read no memtool rule, test or result).
Every value is random and made up. Stdlib + _tokens.py only; seeded, rerun writes identical files.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, Gen  # noqa: E402

FAMILY = "fleet"
g = Gen(3201)
R = g.r
WORDS = ["diesel", "trailer", "reefer", "convoy", "axle", "depot", "route", "haul", "mile", "tanker", "kenworth",
         "fleet", "yard", "dispatch", "cargo", "ridge", "harbor", "prairie"]
DEPOTS = ["Reno", "Joliet", "Laredo", "Ontario CA", "Stockton", "Dallas", "Memphis", "Leeds", "Rotterdam", "Calgary"]


def pw():
    k = R.randint(0, 7)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return "-".join(R.sample(WORDS, 3)) + str(R.randint(1, 99))
    if k == 2:
        return g.s(B62, R.randint(10, 14))
    if k == 3:
        return R.choice(WORDS).capitalize() + str(R.randint(100, 9999))
    if k == 4:
        return g.s("abcdefghjkmnpqrstuvwxyz23456789", 8)
    if k == 5:
        return g.hexs(32)
    if k == 6:
        return g.machine_pw()
    return R.choice(WORDS) + R.choice(["!", "#", "@"]) + str(R.randint(10, 99)) + R.choice(WORDS).upper()[:3]


def pin():
    return str(R.randint(1000, 999999))


def veh():
    return f"TRK-{R.randint(100, 999)}"


def vin():
    return g.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)


def imei():
    return "35" + "".join(str(R.randint(0, 9)) for _ in range(13))


def samsara_tok():
    return "samsara_api_" + g.s(B62, 30)


def geotab_sess():
    return g.s(B62 + "-_", 22)


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


S = []


def t(f):
    S.append(f)
    return f


@t
def samsara_env():
    v = samsara_tok()
    return "self-identifying", f"# .env (telematics-sync)\nSAMSARA_API_TOKEN={v}\nSAMSARA_ORG_ID={R.randint(10000, 99999)}\nSYNC_INTERVAL_SEC=60\n", [v]


@t
def samsara_curl():
    v = samsara_tok()
    return "structural", f"$ curl -s https://api.samsara.com/fleet/vehicles/locations -H 'Authorization: Bearer {v}' | jq '.data[0]'\n{{\n  \"id\": \"{R.randint(10**14, 10**15)}\",\n  \"name\": \"{veh()}\",\n  \"location\": {{\"latitude\": 39.5{R.randint(100,999)}, \"longitude\": -119.8{R.randint(100,999)}}}\n}}", [v]


@t
def geotab_auth():
    p = pw()
    s = geotab_sess()
    db = R.choice(["acme_logistics", "northstar_fleet", "bluewater_haul"])
    return "structural", f'POST https://my.geotab.com/apiv1\n{{"method":"Authenticate","params":{{"database":"{db}","userName":"api.integration@{db.split("_")[0]}.com","password":"{p}"}}}}\n\n<- 200 {{"result":{{"credentials":{{"database":"{db}","sessionId":"{s}","userName":"api.integration@{db.split("_")[0]}.com"}},"path":"my{R.randint(100,600)}.geotab.com"}},"jsonrpc":"2.0"}}', [p, s]


@t
def geotab_py():
    p = pw()
    return "name-context", f"import mygeotab\n\napi = mygeotab.API(username='fleet-reports@example-haul.com',\n                   password='{p}',\n                   database='examplehaul')\napi.authenticate()\ndevices = api.get('Device', resultsLimit=500)\n", [p]


@t
def verizon_connect():
    u = R.choice(["REVEAL_INTEGRATION", "fleetmatics_api", "vzc_sync"])
    p = pw()
    return "structural", f"$ curl -u {u}:{p} -H 'Atmosphere: atmosphere_app_id=fleetmatics-p-us-{g.s(B62,20)}' https://fim.api.us.fleetmatics.com/token\n{g.b64url(120)}", [p]


@t
def motive_key():
    v = g.uuid()
    return "structural", f"GET /v1/hos_logs?start_date=2026-11-30&driver_ids={R.randint(100000,999999)} HTTP/1.1\nHost: api.gomotive.com\nX-Api-Key: {v}\nAccept: application/json\n", [v]


@t
def eld_yaml():
    p = pw()
    return "name-context", f"eld_provider:\n  vendor: {R.choice(['keeptruckin', 'omnitracs', 'eroad', 'bigroad'])}\n  carrier_dot: {R.randint(1000000, 3999999)}\n  api_user: hos-exporter\n  api_secret: \"{p}\"\n  poll_minutes: 15\n", [p]


@t
def traccar_conf():
    p = pw()
    return "structural", f"<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>\n<properties>\n    <entry key='database.driver'>org.postgresql.Driver</entry>\n    <entry key='database.url'>jdbc:postgresql://db.fleet.internal:5432/traccar</entry>\n    <entry key='database.user'>traccar</entry>\n    <entry key='database.password'>{p}</entry>\n    <entry key='gt06.port'>5023</entry>\n</properties>", [p]


@t
def traccar_api():
    u = R.choice(["admin", "dispatch", "ops@fleetco.io"])
    p = pw()
    return "structural", f"$ http -a {u}:{p} GET https://track.fleetco.io/api/devices uniqueId=={imei()}\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n[{{\"id\": {R.randint(1,900)}, \"name\": \"{veh()}\", \"status\": \"online\"}}]", [p]


@t
def tracker_sms():
    p = pin()
    return "name-context", f"Teltonika FMB920 setup notes ({veh()}):\n- SMS login: blank, SMS password: {p}\n- send `  setparam 2001:iot.fleetco.io` then `  setparam 2004:5027`\n- APN internet.m2m, no auth\n", [p]


@t
def gt06_cmd():
    p = str(R.randint(100000, 999999))
    return "name-context", f"[gateway] 2026-12-02T04:11:{R.randint(10,59)}Z imei={imei()} sending cmd 'RELAY,1#' with device password {p} (proto=gt06)\n[gateway] ack RELAY:OK", [p]


@t
def mqtt_gw():
    p = pw()
    return "structural", f"[telematics-gateway]\nbroker = mqtts://gw-ingest:{p}@mqtt.fleetco.io:8883\ntopic_prefix = fleet/v1/\nqos = 1\n", [p]


@t
def pg_url():
    p = pw()
    return "structural", f"DATABASE_URL=postgres://routeopt:{p}@routeopt-db.prod.internal:5432/routes?sslmode=require", [p]


@t
def fuelcard():
    v = g.s(B62, 32)
    return "name-context", f"# WEX fuel card transactions pull\nWEX_CLIENT_ID=fleet-{R.randint(1000,9999)}\nWEX_CLIENT_SECRET={v}\nWEX_ACCOUNT=04{R.randint(10**9, 10**10)}\n", [v]


@t
def fuelcard_pin():
    p = "".join(str(R.randint(0, 9)) for _ in range(4))
    c = "7071 " + " ".join(str(R.randint(1000, 9999)) for _ in range(3))
    return "name-context", f"Slack #dispatch, 06:12\nmarta: {R.choice(['Dev','Luis','Keisha'])} is stuck at the Pilot in {R.choice(DEPOTS)}, card ending {c[-4:]} declined twice\nmarta: driver PIN for that card is {p}, can someone reset it on the Fleetcor portal?\n", [p]


@t
def dashcam_rtsp():
    p = pw()
    return "structural", f"ffmpeg -rtsp_transport tcp -i rtsp://admin:{p}@10.{R.randint(0,255)}.{R.randint(0,255)}.{R.randint(2,250)}:554/Streaming/Channels/101 -t 30 -c copy /tmp/{veh()}-front.mp4", [p]


@t
def lytx_key():
    v = g.hexs(40)
    return "structural", f"2026-12-02 09:14:{R.randint(10,59)},221 DEBUG urllib3 https://api.lytx.com:443 \"GET /video/events?from=2026-12-01&apikey={v} HTTP/1.1\" 200 8812", [v]


@t
def samsara_webhook():
    v = g.b64(32)
    return "name-context", f"// webhook verifier for Samsara alerts\nconst SAMSARA_WEBHOOK_SECRET = \"{v}\";\nfunction verify(req) {{\n  const sig = req.headers['x-samsara-signature'];\n  return hmac('sha256', Buffer.from(SAMSARA_WEBHOOK_SECRET, 'base64'), req.rawBody) === sig;\n}}", [v]


@t
def route_opt():
    v = g.s(B62, 40)
    return "name-context", f"routing:\n  provider: routific\n  token: {v}\n  depot: \"{R.choice(DEPOTS)} DC\"\n  max_stops_per_route: 38\n", [v]


@t
def google_key():
    v = g.google_api()
    return "self-identifying", f"$ curl \"https://routes.googleapis.com/directions/v2:computeRoutes?key={v}\" -H 'X-Goog-FieldMask: routes.duration' -d @route.json\n{{\"routes\":[{{\"duration\":\"{R.randint(600,9000)}s\"}}]}}", [v]


@t
def aws_dump():
    a = g.aws_akid()
    s = g.aws_secret()
    return "self-identifying", hook("env | grep AWS", f"AWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\nAWS_REGION=us-east-2\n"), [a, s]


@t
def pem_gw():
    block, _ = g.pem()
    return "self-identifying", f"$ cat /etc/fleet-gw/certs/device-{R.randint(1000,9999)}.key\n{block}", [block]


@t
def kinesis_slack():
    v = g.slack_webhook()
    sec = v.rsplit("/", 1)[1]
    return "self-identifying", f"alerting:\n  harsh_braking:\n    threshold_g: 0.45\n    notify: {v}\n", [sec]


@t
def twilio_dispatch():
    v = g.twilio()
    return "self-identifying", f"# dispatch SMS to drivers\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_API_KEY={v}\nTWILIO_API_SECRET={g.s(B62,32)}\n", [v]


@t
def tb_sentry():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"/srv/hos/sync.py\", line 88, in pull\n    conn = pymssql.connect(server='eld-sql01', user='hos_ro', password='{p}', database='ELD')\n  File \"src/pymssql/_pymssql.pyx\", line 659, in pymssql._pymssql.connect\npymssql.exceptions.OperationalError: (20009, b'DB-Lib error message 20009, severity 9: Unable to connect')", [p]


@t
def ini_geotab_gateway():
    p = pw()
    return "name-context", f"[mygeotab]\nserver = my.geotab.com\ndatabase = {R.choice(['coastal_freight','tri_state_towing','metro_waste'])}\nusername = svc_feed\npassword = {p}\n\n[output]\nformat = parquet\n", [p]


@t
def docker_compose():
    p = pw()
    return "structural", f"services:\n  osrm:\n    image: osrm/osrm-backend:v5.27.1\n  dispatch-api:\n    image: registry.fleetco.io/dispatch:1.{R.randint(1,40)}.0\n    environment:\n      - REDIS_URL=redis://:{p}@redis:6379/2\n      - OSRM_URL=http://osrm:5000\n", [p]


@t
def chat_prose():
    p = pw()
    return "name-context", f"hey, the Omnitracs portal login for the {R.choice(DEPOTS)} terminal changed — new password is {p}, same username as before (ops.terminal). don't put it in the ticket pls", [p]


@t
def kv_terraform():
    v = g.s(B62 + "+/", 40)
    return "name-context", f"resource \"aws_secretsmanager_secret_version\" \"samsara\" {{\n  secret_id     = aws_secretsmanager_secret.samsara.id\n  secret_string = jsonencode({{ api_token = \"{v}\" }})\n}}", [v]


@t
def jwt_dispatch():
    v = g.jwt()
    return "self-identifying", f"> GET /api/v2/loads?status=dispatched HTTP/2\n> Host: tms.fleetco.io\n> Authorization: Bearer {v}\n< HTTP/2 200", [v]


@t
def ssh_gw():
    p = pw()
    return "structural", f"$ sshpass -p '{p}' ssh root@192.168.{R.randint(0,9)}.1 'uci show network.wan'\nnetwork.wan=interface\nnetwork.wan.proto='3g'", [p]


@t
def router_cfg():
    p = pw()
    return "name-context", f"# Sierra Wireless RV55 in {veh()}\nACEmanager user: user\nACEmanager pass: {p}\nAMM sync: off\n", [p]


@t
def hook_cat_env():
    v = samsara_tok()
    p = pw()
    return "name-context", hook("cat .env.production", f"NODE_ENV=production\nSAMSARA_TOKEN={v}\nPGPASSWORD={p}\nMAPBOX_STYLE=mapbox://styles/fleetco/clx{g.s('abcdefghijklmnopqrstuvwxyz0123456789',20)}\n"), [v, p]


@t
def csharp_conn():
    p = pw()
    return "structural", f"\"ConnectionStrings\": {{\n  \"Telematics\": \"Server=tcp:fleet-sql.database.windows.net,1433;Initial Catalog=telematics;User ID=tele_app;Password={p};Encrypt=True;\"\n}}", [p]


@t
def hex_key():
    v = g.hexs(32)
    return "name-context", f"# AES key the trackers use to encrypt position frames (firmware 3.2+)\nFRAME_AES_KEY_HEX={v}\nFRAME_IV_MODE=random\n", [v]


@t
def query_token():
    v = g.s(B62, 28)
    return "structural", f"https://fleet.webfleet.com/extern?account={R.choice(['haulco','greenline'])}&username=api&password={v}&apikey={g.uuid()}&lang=en&action=showObjectReportExtern&outputformat=json", [v]


@t
def github_ci():
    v = g.gh_fine()
    return "self-identifying", f"- name: checkout firmware submodule\n  run: git clone https://x-access-token:{v}@github.com/fleetco/tracker-fw.git", [v]


@t
def maps_in_log():
    v = g.s(HEX, 32)
    return "structural", f"W/OkHttp(2211): --> GET https://api.tomtom.com/routing/1/calculateRoute/52.50,13.43:52.51,13.38/json?key={v}&traffic=true", [v]


@t
def ticket_pin():
    p = "".join(str(R.randint(0, 9)) for _ in range(6))
    return "name-context", f"JIRA FLT-{R.randint(100,999)}: Dashcam {veh()} locked after firmware update. Admin unlock code from the vendor: {p}. Unit shows 'SD error' afterwards.", [p]


def secrets():
    out = []
    i = 0
    while len(out) < 250:
        out.append(S[i % len(S)]())
        i += 1
    R.shuffle(out)
    return out


C = []


def c(f):
    C.append(f)
    return f


@c
def c1():
    return f"SAMSARA_API_TOKEN=<your-samsara-token>\nSAMSARA_ORG_ID={R.randint(10000, 99999)}\n# get the token from Settings > API Tokens ({R.choice(['read-only', 'read/write'])} scope)"


@c
def c2():
    return f"VIN {vin()} IMEI {imei()} last ping 2026-12-02T{R.randint(10,23)}:0{R.randint(0,9)}:12Z speed={R.randint(0,110)}km/h"


@c
def c3():
    return f"$ git log --oneline -3\n{g.hexs(7)} route-opt: cap stops at 38\n{g.hexs(7)} eld: handle 34h restart\n{g.hexs(7)} bump mygeotab to 0.9.{R.randint(0,9)}"


@c
def c4():
    return f"# {R.choice(DEPOTS)} yard server\ndatabase:\n  password: ${{DB_PASSWORD}}\n  user: traccar\n  url: jdbc:postgresql://db:5432/traccar"


@c
def c5():
    return f"sha256  {g.sha256()}  tracker-fw-3.{R.randint(0,9)}.{R.randint(0,20)}.bin"


@c
def c6():
    return f'{{"id":"{g.uuid()}","vehicleId":"{R.randint(10**14,10**15)}","eventType":"harshBrake","time":"2026-12-0{R.randint(1,3)}T08:{R.randint(10,59)}:00Z"}}'


@c
def c7():
    return f"# Geotab: username and password of a service account (do not use a driver login)\napi = mygeotab.API(username=os.environ['GEOTAB_USER'], password=os.environ['GEOTAB_PASSWORD'], database='{R.choice(['fleet', 'coastal_freight', 'metro_waste'])}')"


@c
def c8():
    return f"Driver {R.choice(['J. Ortiz','A. Nowak','K. Brown'])} HOS: drive 9:4{R.randint(0,9)}, on-duty 12:10, cycle 58:30/70. Violations: none."


@c
def c9():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----\n(vendor's key for verifying firmware signatures)"


@c
def c10():
    return f"ffmpeg -rtsp_transport tcp -i rtsp://$CAM_USER:$CAM_PASS@$CAM_HOST:554/Streaming/Channels/101 -t 30 -c copy {veh()}.mp4  # creds come from the vault agent"


@c
def c11():
    return f"Tracker default SMS password is empty; set one with `setparam 0001:<password>` per the Teltonika wiki. Default 'changeme' must never ship (seen on {veh()})."


@c
def c12():
    return f"<img src=\"data:image/png;base64,{g.b64(60)}\" alt=\"truck icon\">"


@c
def c13():
    return f"$ docker pull registry.fleetco.io/dispatch@sha256:{g.sha256()}\nStatus: Image is up to date"


@c
def c14():
    return f"route_id={g.uuid()} stops={R.randint(10,40)} distance_km={R.randint(50,800)}.{R.randint(0,9)} solver=ortools status=OPTIMAL"


@c
def c15():
    return f"Fuel card ending {R.randint(1000,9999)}: {R.randint(40,180)}.{R.randint(10,99)} gal diesel at {R.choice(DEPOTS)}, odometer {R.randint(100000,900000)}"


@c
def c16():
    return f"REDIS_URL=redis://redis:6379/{R.randint(0,9)}\nOSRM_URL=http://osrm:5000\nLOG_LEVEL=info"


@c
def c17():
    return f"curl -H \"Authorization: Bearer $SAMSARA_API_TOKEN\" https://api.samsara.com/fleet/drivers?limit={R.choice([50,100,512])}"


@c
def c18():
    return f"X-Request-Id: {g.hexs(32)}\nETag: \"{g.hexs(16)}\"\nX-RateLimit-Remaining: {R.randint(0,100)}"


@c
def c19():
    return f"mapbox:\n  access_token: pk.{g.b64url(45)}.{g.b64url(16)}  # public style token for the driver web map"


@c
def c20():
    return f"Geotab sessionId expired (InvalidUserException). Re-authenticating as svc_feed on database metro_waste. Attempt {R.randint(1,3)}/3"


@c
def c21():
    return f"password: \"********\"  # masked by the ELD portal export, carrier DOT {R.randint(1000000, 3999999)}"


@c
def c22():
    return f"Dashcam event {g.uuid()}: forward collision warning, clip s3://dashcam-clips/{veh()}/{g.hexs(12)}.mp4 (30s)"


@c
def c23():
    return f"Commit {g.hexs(40)} by dispatch-bot: regenerate zone polygons"


@c
def c24():
    return f"checksum of tile pack: md5 {g.hexs(32)}"


@c
def c25():
    return f"[mygeotab]\nserver = my.geotab.com\ndatabase = {R.choice(['fleet','tri_state_towing'])}\nusername = svc_feed\npassword = ${{GEOTAB_PASSWORD}}\ninterval = {R.choice([30,60,300])}"


def clean():
    out = []
    i = 0
    while len(out) < 100:
        out.append(C[i % len(C)]())
        i += 1
    return out


def main():
    d = Path(__file__).resolve().parent
    sec = secrets()
    with open(d / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            assert all(v and v in text for v in vals), (i, vals)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(d / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean(), 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
