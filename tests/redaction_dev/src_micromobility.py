"""Source micromobility: shared e-scooters and bikes (IoT locks, fleet ops apps, GBFS, MDS, rider payments).

Written blind by the helper "corpora36" (session 26, round 64). Seeded, deterministic; imports only the
standard library and _tokens. Every value is random and made up. Run: python3 src_micromobility.py
"""
FAMILY = "micromobility"
SEED = 6401
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


CITIES = ["Lisboa", "Warszawa", "Lyon", "Malmo", "Tampere", "Bologna", "Austin", "Rotterdam", "Graz", "Porto", "Leeds", "Denver"]
WORDS = ["Scooter", "Trottinette", "Roller", "Sparkcykel", "Monopattino", "Hulajnoga", "Dockless", "Kickstand", "Throttle", "Geofence", "Battery", "Swapper", "Curbside", "Pedelec"]
PW_WORDS = ["scoot", "kick", "fleet", "swap", "dock", "curb", "brake", "volt", "amber", "lynx", "harbor", "tram"]
OPS = ["fleetops", "juicer", "swapteam", "ops-night", "mechanic", "warehouse"]


def imei():
    return "86" + g.s(DIG, 13)


def vid():
    return R.choice(["SC", "EB", "MP"]) + g.s(UPPER + DIG, 6)


def devkey():
    return g.hexs(32)


def blekey():
    return g.s(B62, 8)


def adyen():
    return "AQE" + g.s(B62, 3) + "mfx" + g.b64(60) + "-" + g.b64(32) + "-" + g.s(B62 + "<>%{", 16)


def cko():
    return R.choice(["sk_sbox_", "sk_"]) + g.s(LOW + DIG, 27)


def paypal_secret():
    return "E" + g.s(URLSAFE, 79)


def fcm():
    return "AAAA" + g.s(URLSAFE, 7) + ":APA91b" + g.s(URLSAFE, 134)


def mapbox_sk():
    u = base64.urlsafe_b64encode(json.dumps({"u": R.choice(["ridefleet", "kickops", "voltmob"]), "a": g.s(LOW + DIG, 25)}, separators=(",", ":")).encode()).decode().rstrip("=")
    return "sk." + u + "." + g.s(URLSAFE, 22)


def braintree_priv():
    return g.hexs(32)


def mds_jwt():
    return g.jwt(sub=g.uuid())


def city():
    return R.choice(CITIES)


def host():
    return R.choice(["fleet", "ops", "iot", "mds", "gbfs", "pay"]) + "." + R.choice(["kickr.io", "voltride.eu", "scootly.app", "lumo-mobility.com"])


# ---------------------------------------------------------------- secrets
@S
def s_env_iot():
    k, m = devkey(), g.pw()
    t = f"""# fleet-iot/.env.production
IOT_GATEWAY_HOST=tcp://{ip()}:9679
IOT_PROTOCOL=omni-v2
IOT_DEVICE_MASTER_KEY={k}
MQTT_URL=mqtts://iot-ingest.{host().split('.',1)[1]}:8883
MQTT_USERNAME=gateway-{city().lower()}
MQTT_PASSWORD={m}
LOCK_CMD_TIMEOUT_MS=8000
"""
    return "name-context", t, [k, m]


@S
def s_lock_yaml():
    k = blekey()
    t = f"""# ops-app/src/main/assets/lock_profiles.yaml
profiles:
  - model: OKAI-ES200G
    ble_service: 6e400001-b5a3-f393-e0a9-e50e24dcca9e
    comm_key: "{k}"     # factory default was changed per batch, see FLEET-412
    unlock_cmd: 0x05
  - model: Segway-MAX-G30P
    iot: ninebot-cloud
"""
    return "name-context", t, [k]


@S
def s_ninebot_py():
    a, sec = g.s(LOW + DIG, 16), g.hexs(32)
    t = f"""import hashlib, time, requests

APP_ID = "{a}"
APP_SECRET = "{sec}"  # Segway-Ninebot IoT open platform, prod tenant


def sign(params):
    s = "&".join(f"{{k}}={{params[k]}}" for k in sorted(params)) + APP_SECRET
    return hashlib.md5(s.encode()).hexdigest()


def unlock(imei):
    p = {{"appId": APP_ID, "imei": imei, "ts": int(time.time())}}
    p["sign"] = sign(p)
    return requests.post("https://iot.segway-open.example/v1/vehicle/unlock", json=p, timeout=5)
"""
    return "name-context", t, [sec]


@S
def s_lock_tcp_log():
    k = devkey()
    im = imei()
    t = f"""{ts()} INFO  lockgw.session  imei={im} login ok fw=OM-3.2.17
{ts()} DEBUG lockgw.crypto   derive session key imei={im} master_key={k} nonce=0x{g.hexs(8)}
{ts()} INFO  lockgw.cmd      R0 unlock sent, ack in 412ms
"""
    return "name-context", t, [k]


@S
def s_mds_provider_bearer():
    tok = mds_jwt()
    t = f"""$ curl -s -H "Authorization: Bearer {tok}" \\
    -H "Accept: application/vnd.mds+json;version=2.0" \\
    "https://mds.{host().split('.',1)[1]}/trips?end_time=2026-11-30T14" | jq '.data.trips | length'
412
"""
    return "self-identifying", t, [tok]


@S
def s_mds_city_token_prose():
    tok = g.s(B62, 40)
    c = city()
    t = f"""Hi team, {c} finally issued our MDS Agency credentials. The token they gave us for pushing vehicle status is {tok} —
it is tied to our provider_id, please put it in the mds-agency secret and not in the repo. Expires end of pilot (March)."""
    return "name-context", t, [tok]


@S
def s_mds_oauth():
    cid, sec = g.uuid(), g.s(B62, 48)
    t = f"""# config/mds_cities.toml
[city.{city().lower()}]
agency_url = "https://mds-{city().lower()}.populus-like.example/agency/v2"
token_url = "https://auth.city-data.example/oauth/token"
client_id = "{cid}"
client_secret = "{sec}"
scope = "mds:agency:write"
"""
    return "name-context", t, [sec]


@S
def s_gbfs_partner_header():
    tok = g.hexs(32)
    t = f"""GET /gbfs/2.3/{city().lower()}/en/free_bike_status.json HTTP/1.1
Host: gbfs.{host().split('.',1)[1]}
X-Partner-Key: {tok}
User-Agent: transit-app-aggregator/5.4

HTTP/1.1 200 OK
Content-Type: application/json
"""
    return "structural", t, [tok]


@S
def s_gbfs_query_key():
    k = g.s(B62, 32)
    t = f"""// aggregator/src/feeds.ts
export const FEEDS = [
  {{ system: "lumo_{city().lower()}", url: "https://gbfs.lumo-mobility.com/v3/{city().lower()}/gbfs.json" }},
  {{ system: "kickr_partner", url: "https://api.kickr.io/gbfs/v2/private/gbfs.json?access_key={k}" }},
];
"""
    return "structural", t, [k]


@S
def s_stripe():
    k = g.pick(["sk_live_", "rk_live_"]) + g.s(B62, 99)
    t = f"""# payments-svc/.env
STRIPE_SECRET_KEY={k}
STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 99)}
UNLOCK_FEE_CENTS=100
PER_MINUTE_CENTS=29
"""
    return "self-identifying", t, [k]


@S
def s_stripe_wh():
    k = "whsec_" + g.s(B62, 32)
    t = f"""    @PostMapping("/webhooks/stripe")
    public ResponseEntity<String> handle(@RequestBody String payload, @RequestHeader("Stripe-Signature") String sig) {{
        // TODO move to vault before launch in {city()}
        String endpointSecret = "{k}";
        Event event = Webhook.constructEvent(payload, sig, endpointSecret);
"""
    return "self-identifying", t, [k]


@S
def s_adyen():
    k = adyen()
    t = f"""adyen:
  environment: LIVE
  merchantAccount: KickrMobilityEUR
  apiKey: "{k}"
  liveEndpointUrlPrefix: {g.hexs(16)}-KickrMobility
"""
    return "name-context", t, [k]


@S
def s_braintree():
    pk = braintree_priv()
    t = f"""gateway = braintree.BraintreeGateway(
    braintree.Configuration(
        braintree.Environment.Production,
        merchant_id="{g.s(LOW + DIG, 16)}",
        public_key="{g.s(LOW + DIG, 16)}",
        private_key="{pk}",
    )
)
"""
    return "name-context", t, [pk]


@S
def s_checkout():
    k = cko()
    t = f"""$ http POST https://api.checkout.com/payments Authorization:"Bearer {k}" \\
    source:='{{"type":"token","token":"tok_{g.s(LOW + DIG, 26)}"}}' amount:=450 currency=EUR reference=ride-{g.s(DIG, 8)}
"""
    return "structural", t, [k]


@S
def s_paypal():
    cid, sec = "A" + g.s(URLSAFE, 79), paypal_secret()
    t = f"""PAYPAL_MODE=live
PAYPAL_CLIENT_ID={cid}
PAYPAL_CLIENT_SECRET={sec}
"""
    return "name-context", t, [sec]


@S
def s_fcm():
    k = fcm()
    t = f"""// ops-notify/index.js — push "battery swap needed" to juicers
const admin = require('firebase-admin');
const LEGACY_SERVER_KEY = '{k}';
await fetch('https://fcm.googleapis.com/fcm/send', {{
  method: 'POST',
  headers: {{ Authorization: `key=${{LEGACY_SERVER_KEY}}`, 'Content-Type': 'application/json' }},
"""
    return "self-identifying", t, [k]


@S
def s_mapbox_sk():
    k = mapbox_sk()
    t = f"""# geofence tiles upload
export MAPBOX_ACCESS_TOKEN={k}
tilesets upload-source kickr-ops no-ride-zones-{city().lower()} zones.geojson.ld
"""
    return "self-identifying", t, [k]


@S
def s_google_maps():
    k = g.google_api()
    t = f"""<!-- ops-dashboard/public/index.html -->
<meta name="fleet-region" content="{city()}">
<!-- server-side geocoding key (DO NOT ship to the browser!) moved from backend: GEOCODE_SERVER_KEY={k} -->
"""
    return "self-identifying", t, [k]


@S
def s_pg_url():
    p = g.pw()
    t = f"""DATABASE_URL=postgres://fleet_rw:{p}@pg-fleet-prod.{host().split('.',1)[1]}:5432/fleet?sslmode=require
POSTGIS_SRID=4326"""
    return "structural", t, [p]


@S
def s_pg_trace():
    p = wpw(WORDS)
    t = f"""Traceback (most recent call last):
  File "/app/rebalance/jobs.py", line 88, in run
    conn = psycopg2.connect("host=10.40.2.15 dbname=rebalance user=rebalance_job password={p} connect_timeout=5")
psycopg2.OperationalError: connection to server at "10.40.2.15", port 5432 failed: timeout expired
"""
    return "structural", t, [p]


@S
def s_redis():
    p = g.s(B62, 24)
    t = f"""# k8s/ride-state/values.yaml
redis:
  url: "rediss://default:{p}@ride-state.cache.{host().split('.',1)[1]}:6380/0"
  keyPrefix: "ride:"
"""
    return "structural", t, [p]


@S
def s_kafka():
    p = g.s(B62 + "+/", 64)
    t = f"""bootstrap.servers=pkc-{g.s(LOW+DIG,5)}.eu-central-1.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{g.s(UPPER+DIG,16)}" password="{p}";
topic.telemetry=vehicle.telemetry.v3
"""
    return "structural", t, [p]


@S
def s_emqx():
    p = wpw(["Emqx", "Broker", "Mqtt", "Telemetry"])
    t = f"""Runbook: EMQX dashboard (broker for the lock fleet)
- URL: https://emqx-admin.{host().split('.',1)[1]}:18083
- login: admin / {p}
- never restart both nodes at once, locks reconnect storm (~40k conns)
"""
    return "structural", t, [p]


@S
def s_mosquitto():
    p = g.pw()
    t = f"""mosquitto_pub -h mqtt.{host().split('.',1)[1]} -p 8883 --capath /etc/ssl/certs -u lock-sim -P '{p}' \\
  -t 'v/{imei()}/cmd' -m '{{"op":"unlock","ride":"{g.uuid()}"}}'"""
    return "structural", t, [p]


@S
def s_aws():
    a, s = g.aws_akid(), g.aws_secret()
    t = f"""[fleet-telemetry-archive]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = eu-west-1
"""
    return "self-identifying", t, [a, s]


@S
def s_aws_iot_pem():
    block, line = g.pem("RSA PRIVATE KEY")
    t = f"""$ cat certs/{imei()}-private.pem.key
{block}
"""
    return "self-identifying", t, [line]


@S
def s_hasura():
    p = g.s(B62, 32)
    t = f"""version: "3.8"
services:
  hasura:
    image: hasura/graphql-engine:v2.40.0
    environment:
      HASURA_GRAPHQL_DATABASE_URL: ${{FLEET_DB_URL}}
      HASURA_GRAPHQL_ADMIN_SECRET: {p}
      HASURA_GRAPHQL_ENABLE_CONSOLE: "false"
"""
    return "name-context", t, [p]


@S
def s_sentry_auth():
    k = g.sentry()
    t = f"""# .sentryclirc in the rider-app repo (uploads source maps in CI)
[auth]
token={k}
[defaults]
org=kickr
project=rider-app
"""
    return "self-identifying", t, [k]


@S
def s_twilio():
    tok = g.hexs(32)
    t = f"""from twilio.rest import Client
client = Client("AC{g.hexs(32)}", "{tok}")
client.messages.create(to=rider.phone, from_="+4915123456789", body=f"Your ride code: {{otp}}")
"""
    return "structural", t, [tok]


@S
def s_sendgrid():
    k = g.sendgrid()
    t = f"""receipts:
  provider: sendgrid
  api_key: {k}
  template_ride_receipt: d-{g.hexs(32)}
"""
    return "self-identifying", t, [k]


@S
def s_github_ci():
    k = g.gh_classic()
    t = f"""- name: fetch firmware blobs
  run: git clone https://x-access-token:{k}@github.com/kickr-mobility/lock-firmware-blobs.git fw
"""
    return "self-identifying", t, [k]


@S
def s_slack_webhook():
    name, tok, sec = "slack", g.slack_webhook(), None
    sec = tok.rsplit("/", 1)[1]
    t = f"""ALERT_WEBHOOK={tok}  # #fleet-alerts: low battery clusters, lock offline spikes"""
    return "self-identifying", t, [sec]


@S
def s_slack_bot():
    k = g.slack()
    t = f"""const app = new App({{ token: '{k}', signingSecret: process.env.SLACK_SIGNING_SECRET }});
app.command('/scooter', async ({{ command, ack, respond }}) => {{ await ack(); /* lookup vehicle */ }});"""
    return "self-identifying", t, [k]


@S
def s_ops_app_gradle():
    k = g.s(B62, 40)
    t = f"""// ops-app/app/build.gradle.kts
android {{
    defaultConfig {{
        applicationId = "io.kickr.ops"
        buildConfigField("String", "OPS_API_BASE", "\\"https://ops-api.kickr.io/\\"")
        buildConfigField("String", "OPS_SERVICE_TOKEN", "\\"{k}\\"")
    }}
}}
"""
    return "name-context", t, [k]


@S
def s_ops_login_table():
    rows = [(o, wpw(WORDS)) for o in R.sample(OPS, 3)]
    body = "\n".join(f"| {o}@{city().lower()} | {p} | {R.choice(['van 3', 'warehouse', 'night shift'])} |" for o, p in rows)
    t = f"""### Ops app shared logins (pilot, rotate after onboarding!)
| user | password | used by |
|---|---|---|
{body}
"""
    return "structural", t, [p for _, p in rows]


@S
def s_warehouse_code():
    c = pin(R.choice([5, 6]))
    t = f"""Night swap crew: warehouse {city()} roller door keypad is {c}#, alarm panel disarms with the same code. Keys for van 4 in the lockbox."""
    return "name-context", t, [c]


@S
def s_lockbox_de():
    c = pin(5)
    t = f"""Hallo zusammen, ab Montag ändert sich der Code für das Schlüsselkästchen am Depot in {city()}: neuer Code {c}. Bitte nicht in die WhatsApp-Gruppe posten."""
    return "name-context", t, [c]


@S
def s_chat_fr():
    tok = g.s(B62, 40)
    t = f"""Salut, pour l'API MDS de la Métropole de {city()} le jeton provider est {tok}. Il faut l'envoyer en Bearer, sinon 401. Je le mets aussi dans le coffre."""
    return "name-context", t, [tok]


@S
def s_chat_es():
    p = wpw(WORDS)
    t = f"""Oye, la contraseña del panel de la ciudad (portal de datos de movilidad compartida) es {p}, usuario operador_kickr. Ojo que caduca cada 90 días."""
    return "name-context", t, [p]


@S
def s_chat_pl():
    p = wpw(WORDS)
    t = f"""Cześć! Hasło do routera w magazynie na Pradze: {p} — SSID kickr-magazyn. Nie zmieniajcie go bez Marka."""
    return "name-context", t, [p]


@S
def s_chat_sv():
    k = g.hexs(32)
    t = f"""Hej! Trafikkontoret i Malmö vill ha vår MDS-token igen. Den nya är {k}, giltig till 2027-06-30. Lägg den i 1Password under "Malmö MDS"."""
    return "name-context", t, [k]


@S
def s_chat_it():
    p = phrase(PW_WORDS)
    t = f"""Ciao, per il portale del Comune di Bologna (dati monopattini) la password nuova è {p}. Utente: kickr.bologna. Mi raccomando, non metterla su Slack."""
    return "name-context", t, [p]


@S
def s_chat_pt():
    c = pin(6)
    t = f"""Bom dia! O PIN de administração dos leitores de NFC nas estações de carregamento em Lisboa passou a ser {c}. O antigo já não funciona."""
    return "name-context", t, [c]


@S
def s_chat_fi():
    p = wpw(WORDS)
    t = f"""Moi, Tampereen varaston hälytysjärjestelmän salasana on {p}. Käyttäjätunnus huolto1."""
    return "name-context", t, [p]


@S
def s_chat_nl():
    k = g.s(B62, 32)
    t = f"""Hoi! De API-sleutel voor het dashboard van de gemeente Rotterdam (deelscooters) is {k}. Graag alleen via de secrets manager gebruiken."""
    return "name-context", t, [k]


@S
def s_hook_env():
    k, p = devkey(), g.pw()
    env = f"LOCK_FLEET=prod\\nLOCK_AES_KEY={k}\\nREDIS_URL=redis://:{p}@10.0.3.4:6379/2\\n"
    t = json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                    "tool_input": {"command": "cat services/lockgw/.env"},
                    "tool_response": {"stdout": env.replace("\\n", "\n"), "stderr": "", "exit_code": 0}})
    return "name-context", t, [k, p]


@S
def s_hook_write():
    k = adyen()
    content = f"ADYEN_API_KEY={k}\nADYEN_MERCHANT=KickrMobilityEUR\n"
    t = hook("Write", {"file_path": "/srv/payments/.env.local", "content": content}, {"success": True}, "PreToolUse")
    return "name-context", t, [k]


@S
def s_hook_edit():
    tok = mds_jwt()
    t = hook("Edit", {"file_path": "mds_client/settings.py",
                      "old_string": 'MDS_TOKEN = os.environ["MDS_TOKEN"]',
                      "new_string": f'MDS_TOKEN = "{tok}"  # temp for local test'})
    return "self-identifying", t, [tok]


@S
def s_diff():
    k = g.s(B62, 32)
    t = f"""diff --git a/config/cities/{city().lower()}.yml b/config/cities/{city().lower()}.yml
@@ -12,6 +12,8 @@ geofences:
   slow_zone_kmh: 12
+city_api:
+  base: https://opendata.{city().lower()}.example/micromobility/v1
+  apikey: {k}
   parking:
     mandatory_hubs: true
"""
    return "name-context", t, [k]


@S
def s_k8s_secret():
    p = g.s(B62, 24)
    t = f"""apiVersion: v1
kind: Secret
metadata:
  name: lockgw-db
type: Opaque
data:
  password: {base64.b64encode(p.encode()).decode()}
stringData:
  DB_PASSWORD_PLAIN: "{p}"
"""
    return "name-context", t, [p]


@S
def s_terraform():
    p = g.pw()
    t = f"""resource "aws_db_instance" "fleet" {{
  identifier        = "fleet-prod"
  engine            = "postgres"
  username          = "fleet_admin"
  password          = "{p}"
  allocated_storage = 200
}}
"""
    return "name-context", t, [p]


@S
def s_apn():
    p = g.s(B62, 10)
    t = f"""# lock modem provisioning (SIMCom A7670 via UART)
AT+CGDCONT=1,"IP","iot.kickr.m2m"
AT+CGAUTH=1,1,"{p}","kickrlock"
AT+CMQTTSTART
"""
    return "structural", t, [p]


@S
def s_fw_c():
    k = ", ".join(f"0x{g.hexs(2)}" for _ in range(16))
    t = f"""/* lock-fw/src/secrets.h — DO NOT COMMIT (it got committed) */
#define BLE_PAIR_ENABLE 1
static const uint8_t ble_unlock_aes_key[16] = {{ {k} }};
"""
    return "name-context", t, [k]


@S
def s_ble_sdk_kotlin():
    k = g.hexs(32)
    t = f"""val lock = OmniLock(context, mac = "{':'.join(g.hexs(2).upper() for _ in range(6))}")
lock.connect(commKey = "{k}") {{ res ->
    if (res.ok) lock.unlock(userId = rider.id, ts = System.currentTimeMillis() / 1000)
}}"""
    return "name-context", t, [k]


@S
def s_rider_api_log():
    tok = g.s(URLSAFE, 43)
    t = f"""{ts()} 10.2.4.19 - - "POST /v2/rides/start HTTP/1.1" 201 "-" "KickrRider/6.12 (iPhone; iOS 18.1)" auth="Bearer {tok}" vehicle={vid()}"""
    return "structural", t, [tok]


@S
def s_session_cookie():
    c = g.s(URLSAFE, 48)
    t = f"""GET /admin/vehicles?status=lost HTTP/2
Host: ops.kickr.io
Cookie: _ga=GA1.2.{R.randint(10**8,10**9)}.{R.randint(10**9,10**10)}; ops_session={c}
Accept: application/json
"""
    return "structural", t, [c]


@S
def s_basic_auth_city():
    u, p = f"kickr_{city().lower()}", wpw(WORDS)
    b = basic(u, p)
    t = f"""curl -H 'Authorization: Basic {b}' https://data.{city().lower()}.example/api/micromobility/v1/parking-events"""
    return "structural", t, [b]


@S
def s_curl_u():
    p = g.pw()
    t = f"""curl -u ridereport_{city().lower()}:{p} -X POST https://api.ridereport-like.example/v1/providers/kickr/status_changes --data @status.json"""
    return "structural", t, [p]


@S
def s_populus_key():
    k = g.hexs(40)
    t = f"""# airflow/dags/mds_export.py
POPULUS_API_KEY = "{k}"
with DAG("mds_export_{city().lower()}", schedule="*/15 * * * *") as dag:
    push = PythonOperator(task_id="push", python_callable=push_trips, op_kwargs={{"key": POPULUS_API_KEY}})
"""
    return "name-context", t, [k]


@S
def s_openai():
    k = g.openai()
    t = f"""# support-bot: answers "where is my refund" tickets
OPENAI_API_KEY={k}
ZENDESK_SUBDOMAIN=kickrhelp"""
    return "self-identifying", t, [k]


@S
def s_zendesk():
    k = g.s(B62, 40)
    t = f"""zendesk:
  subdomain: kickrhelp
  email: support-bot@kickr.io/token
  api_token: {k}
"""
    return "name-context", t, [k]


@S
def s_ssh_sshpass():
    p = legacy()
    t = f"""sshpass -p '{p}' ssh pi@{ip()} 'sudo systemctl restart charging-dock-agent'  # dock controller at hub {R.randint(1,80)}"""
    return "name-context", t, [p]


@S
def s_dock_ini():
    p = legacy()
    t = f"""; charging-hub controller /etc/dockctl.ini
[modbus]
host = {ip()}
unit = 3
[admin]
user = service
pass = {p}
"""
    return "name-context", t, [p]


@S
def s_xml_adyen_terminal():
    k = adyen()
    t = f"""<?xml version="1.0" encoding="utf-8"?>
<kioskConfig station="{city()}-central">
  <payment provider="adyen" terminal="S1F2-{g.s(DIG,9)}">
    <apiKey>{k}</apiKey>
  </payment>
</kioskConfig>
"""
    return "name-context", t, [k]


@S
def s_props():
    p = g.pw()
    t = f"""spring.datasource.url=jdbc:postgresql://pg-ops.internal:5432/ops
spring.datasource.username=ops
spring.datasource.password={p}
mds.export.enabled=true"""
    return "name-context", t, [p]


@S
def s_jdbc_inline():
    p = g.s(B62, 18)
    t = f"""jdbc:sqlserver://billing-legacy.kickr.local:1433;databaseName=Rides;user=sa;password={p};encrypt=true"""
    return "structural", t, [p]


@S
def s_notebook():
    k = g.s(B62, 40)
    src = ["import requests, pandas as pd\n", f"TOKEN = \"{k}\"  # city MDS read token\n",
           "r = requests.get(URL, headers={\"Authorization\": f\"Bearer {TOKEN}\"})\n"]
    t = json.dumps({"cells": [{"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [], "source": src}],
                    "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}, indent=1)
    return "name-context", t, [k]


@S
def s_ticket():
    p = wpw(WORDS)
    t = f"""JIRA OPS-{R.randint(100,3000)}: Juicer portal login broken for {city()}
Reporter: night-shift lead
Steps: log in as juicer-{city().lower()} with {p} → "account locked". Reset did not send SMS.
Expected: can claim swap tasks."""
    return "name-context", t, [p]


@S
def s_email():
    p = phrase(PW_WORDS)
    t = f"""Subject: Access to the shared-mobility data portal

Dear operator,

your account for the {city()} shared micromobility data portal has been created.
Username: kickr-ops
Temporary password: {p}
Please change it at first login.

Mobility Department"""
    return "structural", t, [p]


@S
def s_handover():
    k, c = g.s(B62, 32), pin(4)
    t = f"""HANDOVER — fleet ops {city()} (I'm off from Friday)
* city API key for parking violations feed: {k}
* depot gate code {c} (changes monthly, ask facilities)
* the GBFS feed is public, nothing to hide there
"""
    return "name-context", t, [k, c]


@S
def s_powershell():
    p = g.pw()
    t = f"""$sec = ConvertTo-SecureString '{p}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential('KICKR\\svc-rebalance', $sec)
Invoke-Command -ComputerName dispatch01 -Credential $cred -ScriptBlock {{ Restart-Service RebalanceSvc }}"""
    return "name-context", t, [p]


@S
def s_go():
    k = g.s(B62, 40)
    t = f"""package gbfs

const operatorFeedToken = "{k}" // partner feed for Transit app; rotate via ops-portal

func NewClient() *Client {{ return &Client{{base: "https://gbfs.kickr.io/v3", token: operatorFeedToken}} }}
"""
    return "name-context", t, [k]


@S
def s_rust():
    k = devkey()
    t = f"""let cfg = LockGatewayConfig {{
    listen: "0.0.0.0:9679".parse()?,
    master_key: hex::decode("{k}")?,
    heartbeat: Duration::from_secs(240),
}};"""
    return "name-context", t, [k]


@S
def s_swift():
    k = g.s(B62, 32)
    t = f"""enum Secrets {{
    static let rideBackendHMAC = "{k}"   // signs unlock requests; TODO move server-side
}}"""
    return "name-context", t, [k]


@S
def s_dockercompose_pg():
    p = wpw(["Postgis", "Geo", "Trips"])
    t = f"""services:
  postgis:
    image: postgis/postgis:16-3.4
    environment:
      POSTGRES_USER: trips
      POSTGRES_PASSWORD: "{p}"
    ports: ["5432:5432"]
"""
    return "name-context", t, [p]


@S
def s_vault_kv():
    tok = g.vault()
    t = f"""$ export VAULT_ADDR=https://vault.kickr.io
$ export VAULT_TOKEN={tok}
$ vault kv get secret/payments/adyen"""
    return "self-identifying", t, [tok]


@S
def s_datadog():
    k = g.hexs(32)
    t = f"""# telemetry forwarder
DD_API_KEY={k}
DD_SITE=datadoghq.eu
DD_TAGS=service:lockgw,env:prod"""
    return "name-context", t, [k]


@S
def s_fleet_cli_flag():
    k = g.s(B62, 36)
    t = f"""$ fleetctl --region {city().lower()} --api-token {k} vehicles set-state --ids {vid()},{vid()} --state maintenance
updated 2 vehicles"""
    return "name-context", t, [k]


@S
def s_positional():
    k = g.hexs(32)
    t = f"""$ python tools/provision_lock.py {imei()} {k} --model OKAI-ES400
# args: IMEI, per-lock AES key (from factory CSV), model
provisioned ok"""
    return "name-context", t, [k]


@S
def s_factory_csv():
    rows = [(imei(), g.hexs(32)) for _ in range(3)]
    body = "\n".join(f"{a},{R.choice(['ES200G','ES400','G30P'])},{b},2026-0{R.randint(1,9)}" for a, b in rows)
    t = f"""imei,model,aes_key,batch
{body}
"""
    return "name-context", t, [b for _, b in rows]


@S
def s_wifi():
    p = phrase(PW_WORDS)
    t = f"""network={{
    ssid="kickr-depot-{city().lower()}"
    psk="{p}"
    key_mgmt=WPA-PSK
}}"""
    return "name-context", t, [p]


@S
def s_telegram():
    k = g.telegram()
    t = f"""# juicer leaderboard bot
TG_BOT_TOKEN = "{k}"
CHAT_ID = -100{R.randint(10**9, 10**10)}"""
    return "self-identifying", t, [k]


@S
def s_github_pat_fine():
    k = g.gh_fine()
    t = f"""Hey, can you use my token for now to pull the gbfs-validator fork? {k} (expires in 7 days)"""
    return "self-identifying", t, [k]


@S
def s_mongo():
    p = g.s(B62, 20)
    t = f"""mongodb+srv://telemetry_app:{p}@cluster0.{g.s(LOW+DIG,5)}.mongodb.net/telemetry?retryWrites=true&w=majority"""
    return "structural", t, [p]


@S
def s_amqp():
    p = g.pw()
    t = f"""celery_broker = "amqp://rebalancer:{p}@rabbit.internal:5672/ops"  # rebalance tasks"""
    return "structural", t, [p]


@S
def s_google_refresh():
    sec, rt = "GOCSPX-" + g.s(URLSAFE, 28), g.google_refresh()
    t = f"""{{"installed": {{"client_id": "{R.randint(10**11,10**12)}-{g.s(LOW+DIG,32)}.apps.googleusercontent.com", "client_secret": "{sec}"}},
 "refresh_token": "{rt}", "note": "sheets export of weekly city KPIs"}}"""
    return "self-identifying", t, [sec, rt]


@S
def s_log_query():
    k = g.s(B62, 28)
    t = f"""WARN http.client retry 2/5 GET https://api.vianova-like.example/v1/cities/{city().lower()}/compliance?api_key={k}&from=2026-11-01 -> 503"""
    return "structural", t, [k]


@S
def s_ntfy_pd():
    k = g.hexs(32)
    t = f"""# alertmanager.yml
receivers:
  - name: fleet-oncall
    pagerduty_configs:
      - routing_key: {k}
        severity: critical
"""
    return "name-context", t, [k]


# ---------------------------------------------------------------- clean
@C
def c_gbfs_station():
    sts = [{"station_id": g.uuid(), "name": f"{R.choice(['Praça', 'Plac', 'Rue', 'Via'])} {R.randint(1,40)}",
            "lat": round(R.uniform(38, 60), 6), "lon": round(R.uniform(-9, 25), 6), "capacity": R.randint(6, 30),
            "rental_uris": {"android": f"https://kickr.io/app?station={g.hexs(12)}"}} for _ in range(2)]
    return json.dumps({"last_updated": 1764800000 + R.randint(0, 99999), "ttl": 60, "version": "2.3",
                       "data": {"stations": sts}}, indent=2)


@C
def c_gbfs_free_bike():
    bikes = [{"bike_id": g.hexs(32), "lat": round(R.uniform(41, 52), 6), "lon": round(R.uniform(2, 20), 6),
              "is_reserved": False, "is_disabled": False, "vehicle_type_id": R.choice(["scooter_std", "ebike_x2"]),
              "current_range_meters": R.randint(2000, 40000)} for _ in range(3)]
    return json.dumps({"last_updated": 1764800000 + R.randint(0, 99999), "ttl": 0, "data": {"bikes": bikes}})


@C
def c_gbfs_discovery():
    c = city().lower()
    return f"""$ curl -s https://gbfs.kickr.io/v3/{c}/gbfs.json | jq .data.feeds[].name
"system_information"
"vehicle_types"
"station_information"
"vehicle_status"
"geofencing_zones"
# public feed, no auth; partner feeds use the X-Partner-Key header from the env (PARTNER_FEED_KEY)"""


@C
def c_mds_trip():
    return json.dumps({"version": "2.0.0", "data": {"trips": [{
        "provider_id": g.uuid(), "device_id": g.uuid(), "trip_id": g.uuid(), "trip_duration": R.randint(60, 2000),
        "trip_distance": R.randint(100, 9000), "start_time": 1764800000000, "end_time": 1764800900000,
        "journey_id": g.uuid()}]}}, indent=2)


@C
def c_mds_env_read():
    return """import os, requests

def fetch_trips(city: str, hour: str):
    token = os.environ["MDS_PROVIDER_TOKEN"]  # issued per city, stored in Vault: secret/mds/<city>
    r = requests.get(f"https://mds.kickr.io/{city}/trips", params={"end_time": hour},
                     headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.mds+json;version=2.0"})
    r.raise_for_status()
    return r.json()["data"]["trips"]"""


@C
def c_env_example():
    return f"""# .env.example — copy to .env and fill in
STRIPE_SECRET_KEY=sk_live_<your-key>
STRIPE_PUBLISHABLE_KEY=pk_live_{g.s(B62, 99)}
ADYEN_API_KEY=
MDS_PROVIDER_TOKEN=${{MDS_PROVIDER_TOKEN}}
LOCK_AES_KEY=changeme
DATABASE_URL=postgres://fleet:<password>@localhost:5432/fleet
"""


@C
def c_lock_frames():
    im = imei()
    return f"""{ts()} RX *SCOS,OM,{im},Q0,{R.randint(300,420)},{R.randint(20,99)},{R.randint(0,31)}#
{ts()} TX *SCOS,OM,{im},R0,0,55,{R.randint(1000,9999)},{1764800000+R.randint(0,9999)}#
{ts()} RX *SCOS,OM,{im},L0,0,{R.randint(1000,9999)},{1764800000+R.randint(0,9999)}#
frame crc=0x{g.hexs(4)} ok"""


@C
def c_ble_adv():
    return f"""[BLE] scan result addr={':'.join(g.hexs(2).upper() for _ in range(6))} rssi=-{R.randint(40,90)}
  mfg data: {g.hexs(40)}
  service uuid: 6e400001-b5a3-f393-e0a9-e50e24dcca9e
  name: OKAI-{g.s(UPPER+DIG,6)}"""


@C
def c_fw_manifest():
    return json.dumps({"model": "ES400", "version": f"3.{R.randint(0,9)}.{R.randint(0,40)}",
                       "sha256": g.sha256(), "size": R.randint(100000, 900000),
                       "signature_alg": "ed25519", "signature": g.b64(64),
                       "url": f"https://fw.kickr.io/es400/{g.sha1()}.bin"}, indent=2)


@C
def c_stripe_charge():
    return f"""{{
  "id": "pi_{g.s(B62,24)}",
  "object": "payment_intent",
  "amount": {R.randint(100, 2500)},
  "currency": "eur",
  "customer": "cus_{g.s(B62,14)}",
  "payment_method": "pm_{g.s(B62,24)}",
  "client_secret": null,
  "metadata": {{"ride_id": "{g.uuid()}", "vehicle": "{vid()}"}}
}}"""


@C
def c_pk_page():
    return f"""<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe("pk_live_{g.s(B62, 99)}");
  mapboxgl.accessToken = "pk.eyJ1Ijoia2lja3IiLCJhIjoi{g.s(B62, 20)}In0.{g.s(URLSAFE, 22)}";
</script>"""


@C
def c_rides_csv():
    rows = "\n".join(f"{g.uuid()},{vid()},{imei()},{R.randint(60,2000)},{round(R.uniform(0.5,9),2)},{g.hexs(8)}" for _ in range(4))
    return "ride_id,vehicle,imei,duration_s,km,geohash_start\n" + rows


@C
def c_prose_rotation():
    c = city()
    return f"""Rotation policy for city credentials ({c}): the MDS token and the data-portal password live in Vault
(`secret/mds/{c.lower()}`). Never paste them into tickets or Slack; if you did, tell #sec and we rotate within the hour.
The GBFS feed is public by design, so its URLs can go anywhere."""


@C
def c_prose_i18n():
    return R.choice([
        "Bitte keine Zugangsdaten in Tickets schreiben. Das Passwort für das Stadtportal steht im Tresor unter „MDS Graz“.",
        "Le jeton MDS est stocké dans Vault ; ne le copiez jamais dans Slack. Demandez à l'astreinte si besoin.",
        "La contraseña del panel municipal está en 1Password, bóveda 'Ciudades'. No la compartas por WhatsApp.",
        "Token do MDS fica no cofre (Vault). Se alguém precisar, abre um pedido no #acessos.",
        "Hasło do portalu miejskiego jest w menedżerze haseł — nie wysyłajcie go mailem.",
        "Token för MDS ligger i Vault under secret/mds/malmo. Skicka den aldrig i Slack."])


@C
def c_k8s_secretref():
    return """env:
  - name: ADYEN_API_KEY
    valueFrom:
      secretKeyRef:
        name: payments-adyen
        key: api-key
  - name: LOCK_AES_KEY
    valueFrom:
      secretKeyRef: {name: lockgw, key: aes-master}"""


@C
def c_git_log():
    return "\n".join(f"commit {g.sha1()}\nAuthor: {R.choice(['Ana', 'Piotr', 'Lea', 'Tomasz'])} <dev@kickr.io>\n\n    {R.choice(['rotate MDS token (value in vault)', 'gbfs: add vehicle_types', 'lockgw: retry on nack', 'remove hardcoded key, read from env'])}\n" for _ in range(3))


@C
def c_vehicle_status():
    return json.dumps({"vehicle_id": vid(), "imei": imei(), "iccid": "8949" + g.s(DIG, 15), "battery": R.randint(5, 100),
                       "lock": R.choice(["locked", "unlocked"]), "fw": f"OM-3.2.{R.randint(0,30)}",
                       "last_seen": ts(), "qr": f"https://kickr.io/s/{g.s(UPPER+DIG,6)}"})


@C
def c_hook_ls():
    return hook("Bash", {"command": "ls -la services/lockgw"},
                {"stdout": "total 48\n-rw-r--r-- 1 dev dev  412 .env.example\n-rw-r--r-- 1 dev dev 2210 main.go\n-rw-r--r-- 1 dev dev  980 protocol.go\n", "stderr": "", "exit_code": 0})


@C
def c_hook_grep():
    return hook("Bash", {"command": "grep -rn 'LOCK_AES_KEY' services/"},
                {"stdout": "services/lockgw/config.go:14:\tkey := os.Getenv(\"LOCK_AES_KEY\")\nservices/lockgw/.env.example:3:LOCK_AES_KEY=<32-hex-key-from-vault>\n", "stderr": "", "exit_code": 0})


@C
def c_geofence():
    pts = [[round(R.uniform(9, 10), 6), round(R.uniform(45, 46), 6)] for _ in range(4)]
    return json.dumps({"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {
        "name": "No parking — Piazza", "rules": [{"ride_allowed": True, "maximum_speed_kph": 10}], "zone_id": g.uuid()},
        "geometry": {"type": "Polygon", "coordinates": [pts + [pts[0]]]}}]})


@C
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B64, 43)} deploy@lockgw-{city().lower()}"


@C
def c_docker_digest():
    return f"""$ docker pull ghcr.io/kickr/lockgw:1.{R.randint(0,40)}.0
Digest: sha256:{g.sha256()}
Status: Downloaded newer image for ghcr.io/kickr/lockgw:1.{R.randint(0,40)}.0"""


@C
def c_pip_hash():
    return f"requests==2.32.3 \\\n    --hash=sha256:{g.sha256()} \\\n    --hash=sha256:{g.sha256()}"


@C
def c_swap_tasks():
    rows = "\n".join(f"| {vid()} | {R.randint(3,19)}% | {round(R.uniform(41,52),5)}, {round(R.uniform(2,20),5)} | T-{g.s(DIG,6)} |" for _ in range(4))
    return "| vehicle | battery | location | task |\n|---|---|---|---|\n" + rows


@C
def c_unlock_code_prose():
    return """Riders can also unlock by typing the 6-character code printed under the QR (e.g. on the handlebar). That
code is the vehicle's public id, not a secret; the unlock itself is authorised server-side against the ride."""


@C
def c_mds_provider_list():
    return "provider_name,provider_id,url\n" + "\n".join(f"{n},{g.uuid()},https://{n.lower()}.example" for n in ["Kickr", "Lumo", "VoltRide"])


@C
def c_tf_var():
    return """variable "db_password" {
  type      = string
  sensitive = true
}
resource "aws_db_instance" "fleet" {
  password = var.db_password
}"""


@C
def c_jwt_doc():
    return """MDS Agency auth: the city issues each provider a JWT signed by the city (RS256). Put it in
MDS_AGENCY_TOKEN; the client sends `Authorization: Bearer $MDS_AGENCY_TOKEN`. Example header: `Bearer <token>`.
Token claims include provider_id and expire after 90 days."""


@C
def c_payment_webhook_evt():
    return json.dumps({"id": f"evt_{g.s(B62,24)}", "type": "charge.refunded", "data": {"object": {
        "id": f"ch_{g.s(B62,24)}", "amount_refunded": R.randint(100, 900), "balance_transaction": f"txn_{g.s(B62,24)}"}}})


@C
def c_adyen_notif():
    return json.dumps({"live": "true", "notificationItems": [{"NotificationRequestItem": {
        "pspReference": g.s(UPPER + DIG, 16), "merchantReference": f"ride-{g.s(DIG,8)}", "eventCode": "AUTHORISATION",
        "success": "true", "additionalData": {"hmacSignature": g.b64(32)}, "amount": {"value": R.randint(100, 2000), "currency": "EUR"}}}]}, indent=2)


@C
def c_telemetry_influx():
    return "\n".join(f"vehicle,imei={imei()},model=ES400 battery={R.randint(5,100)}i,speed={round(R.uniform(0,25),1)},lat={round(R.uniform(41,52),6)} {1764800000000000000+R.randint(0,10**12)}" for _ in range(3))


@C
def c_cert_fp():
    return f"""$ openssl x509 -in iot-ca.pem -noout -fingerprint -sha256
sha256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}"""


@C
def c_base64_photo():
    return f"""{{"damage_report": {{"vehicle": "{vid()}", "photo_jpeg_b64": "/9j/4AAQSkZJRgABAQ{g.b64(90)}", "note": "bent stem"}}}}"""


@C
def c_docs_default():
    return """Segway Ninebot dashboards ship with BLE pairing disabled; the ES-series service tool's documented default
password is `000000` and the first step of commissioning is changing it. Our SOP: commissioning script sets a per-vehicle key
from the factory CSV and never logs it."""


@C
def c_actions():
    return """- name: deploy lockgw
  env:
    LOCK_AES_KEY: ${{ secrets.LOCK_AES_KEY }}
    MDS_TOKEN: ${{ secrets.MDS_TOKEN_LISBOA }}
  run: ./deploy.sh --env prod"""


@C
def c_placeholder_curl():
    return """curl -H "Authorization: Bearer $MDS_TOKEN" https://mds.kickr.io/lisboa/vehicles/status
# or with an explicit token: -H "Authorization: Bearer <token>" (ask #city-data for one)"""


@C
def c_ride_receipt():
    return f"""Ride receipt #{g.s(DIG,9)}
Vehicle {vid()} · {R.randint(3,40)} min · €{R.randint(1,15)}.{R.randint(10,99)}
Card •••• {R.randint(1000,9999)} · Auth code {g.s(UPPER+DIG,6)}
Reference {g.uuid()}"""


if __name__ == "__main__":
    main()
