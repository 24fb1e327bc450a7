"""Blind redaction source "carsharing": car sharing, scooters and mobility fleets (round 50, helper corpora22).

Seeded; imports only the standard library and _tokens.py. Run: python3 src_carsharing.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B32, B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "carsharing"
g = Gen(50_002)
r = g.r
LOW = string.ascii_lowercase


def words(n=4):
    w = ["amber", "river", "copper", "lantern", "meadow", "quartz", "harbor", "violet", "tundra", "pepper",
         "saddle", "glacier", "orbit", "willow", "cactus", "ember", "falcon", "marble", "nectar", "pixel"]
    return r.choice(["-", " ", ".", "_"]).join(r.sample(w, n))


def pin(n=6):
    return "".join(r.choice(string.digits) for _ in range(n))


def legacy():
    return g.s(LOW, r.randint(4, 6)) + g.s(string.digits, r.randint(2, 3))


def anypw():
    k = r.randint(0, 5)
    return [g.pw, g.pw, words, legacy, g.human_pw, lambda: g.s(B62 + "!@#%^*", 12)][k]()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hhmm():
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


SEC = []


def sec(f):
    SEC.append(f)
    return f


CLN = []


def cln(f):
    CLN.append(f)
    return f


def vin():
    a = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return r.choice(["WVW", "WBA", "VF1", "YV1", "5YJ", "WMW", "TMB", "VSS"]) + g.s(a, 14)


def plate():
    return r.choice([f"B-{g.s(UPPER, 2)} {r.randint(100, 9999)}E", f"M-{g.s(UPPER, 2)} {r.randint(10, 9999)}",
                     f"{g.s(UPPER, 2)}-{r.randint(100, 999)}-{g.s(UPPER, 2)}", f"WX {r.randint(1000, 99999)}"])


def op():
    return r.choice(["fleet-ops", "depot.berlin", "ops_madrid", "hub-wien", "dispatch", "cs-lisbon"]) + str(r.randint(1, 99))


def imei():
    return "35" + "".join(r.choice(string.digits) for _ in range(13))


# ----------------------------------------------------------------------------------------------- secrets
@sec
def invers_key():
    k = g.s(B62, 32)
    return "name-context", f"""# fleet-gateway/.env
INVERS_API_BASE=https://api.invers.com/fleet/v1
INVERS_API_KEY={k}
INVERS_FLEET_ID=fl-{r.randint(1000, 9999)}
UNLOCK_TIMEOUT_MS={r.choice([4000, 8000, 12000])}""", [k]


@sec
def unlock_curl_header():
    k = g.s(B62, r.choice([32, 40]))
    return "structural", f"""curl -sS -X POST "https://api.{r.choice(['cloudboxx', 'telematics-hub', 'keyless-partner'])}.io/v2/vehicles/{vin()}/commands/unlock" \\
  -H "X-Api-Key: {k}" \\
  -H "Content-Type: application/json" \\
  -d '{{"reason":"customer_support","ticket":"CS-{r.randint(10000, 99999)}"}}'""", [k]


@sec
def geotab_auth():
    p = anypw()
    return "structural", json.dumps({"method": "Authenticate", "params": {"database": r.choice(["shareacar_eu", "cityfleet", "movo_ops"]),
                                                                       "userName": f"api.integration@{r.choice(['shareacar.eu', 'cityfleet.com'])}",
                                                                       "password": p}}, indent=2), [p]


@sec
def smartcar_secret():
    s = g.uuid()
    return "name-context", f"""SMARTCAR_CLIENT_ID={g.uuid()}
SMARTCAR_CLIENT_SECRET={s}
SMARTCAR_REDIRECT_URI=https://app.shareacar.eu/connect/callback
SMARTCAR_MODE=live""", [s]


@sec
def smartcar_bearer():
    t = g.uuid()
    return "structural", f"""POST /v2.0/vehicles/{g.uuid()}/security HTTP/1.1
Host: api.smartcar.com
Authorization: Bearer {t}
Content-Type: application/json

{{"action":"UNLOCK"}}
HTTP/1.1 200 OK
{{"status":"success","message":"Successfully sent request to vehicle"}}""", [t]


@sec
def fleet_jwt():
    j = g.jwt(sub=f"partner:{g.s(LOW, 6)}")
    return "self-identifying", f"""{hhmm()} INFO  vehicle-cmd  -> POST https://fleet-api.prd.eu.vn.cloud.tesla.com/api/1/vehicles/{vin()}/command/door_unlock
{hhmm()} DEBUG vehicle-cmd  headers={{'Authorization': 'Bearer {j}', 'Content-Type': 'application/json'}}
{hhmm()} INFO  vehicle-cmd  <- 200 {{"response":{{"result":true,"reason":""}}}}""", [j]


@sec
def ble_virtual_key():
    k = g.hexs(32)
    return "name-context", f"""# keyless/provision.yaml  (virtual key for BLE unlock box, do NOT ship in the app bundle)
box_serial: KB-{g.s(UPPER + string.digits, 10)}
vehicle: {plate()}
virtual_key:
  slot: {r.randint(1, 8)}
  aes128_key: {k}
  valid_until: 2027-0{r.randint(1, 9)}-1{r.randint(0, 9)}T00:00:00Z""", [k]


@sec
def scooter_iot():
    k = g.s(B62, 16)
    return "name-context", json.dumps({"imei": imei(), "model": r.choice(["Max G30P", "ES4", "T60", "Okai ES400"]),
                                        "iot": {"protocol": "tcp", "server": "iot.scoot-ops.net:9678",
                                                "device_key": k, "heartbeat_s": r.choice([10, 30, 60])}}, indent=2), [k]


@sec
def scooter_ble_password():
    p = pin(6)
    return "name-context", f"""[lock-{g.s(UPPER + string.digits, 6)}] connect OK rssi=-{r.randint(40, 90)}
[lock] auth with ble_password={p}
[lock] cmd UNLOCK -> ack 0x{g.hexs(2).upper()}""", [p]


@sec
def mqtt_url():
    u, p = r.choice(["telematics", "fleet-ingest", "tcu-bridge"]), anypw()
    return "structural", f"""TELEMATICS_MQTT_URL=mqtts://{u}:{p}@mqtt.{r.choice(['fleet-eu', 'iot-core', 'tcu'])}.shareacar.internal:8883
TELEMATICS_TOPIC=vehicles/+/state""", [p]


@sec
def uber_secret():
    s = g.s(URLSAFE, 40)
    return "name-context", f"""# driver-onboarding/settings.py
UBER_CLIENT_ID = "{g.s(URLSAFE, 32)}"
UBER_CLIENT_SECRET = "{s}"
UBER_SCOPES = ["vehicles", "partner.accounts"]""", [s]


@sec
def ocpp_ws_url():
    cp = f"CP-{r.choice(['DE', 'NL', 'FR', 'ES'])}-{r.randint(1000, 9999)}"
    k = g.hexs(r.choice([16, 20, 40]))
    return "structural", f"""[ocpp]
; charge point at depot {r.choice(['Moabit', 'Sloterdijk', 'Vallecas', 'Favoriten'])}
central_system = wss://{cp}:{k}@csms.charge-fleet.eu/ocpp/1.6/{cp}
heartbeat_interval = {r.choice([60, 300, 900])}""", [k]


@sec
def ocpp_change_config():
    k = g.hexs(40)
    return "name-context", json.dumps([2, g.uuid(), "ChangeConfiguration", {"key": "AuthorizationKey", "value": k}]), [k]


@sec
def ocpi_token():
    t = g.b64(r.choice([24, 30]))
    return "structural", f"""GET /ocpi/2.2.1/sessions?date_from=2026-11-{r.randint(10, 30)}T00:00:00Z HTTP/1.1
Host: ocpi.emsp-partner.com
Authorization: Token {t}
X-Request-ID: {g.uuid()}
OCPI-from-country-code: DE
OCPI-from-party-id: SHC""", [t]


@sec
def hubject_pem():
    block, mark = g.pem(r.choice(["EC PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"""# certs/hubject-oicp-client.key (Plug&Charge / OICP client cert key for the fleet's CPO account)
{block}""", [mark]


@sec
def parking_query():
    k = g.s(B62, r.choice([24, 32]))
    return "structural", f"""{hhmm()} WARN parking-sync request failed: GET https://api.{r.choice(['parkpartner', 'flowpark', 'city-parking'])}.com/v3/permits?zone=Z{r.randint(10, 99)}&plate={plate().replace(' ', '%20')}&apikey={k} -> 503 Service Unavailable, retry in 30s""", [k]


@sec
def stripe_rental():
    t = g.stripe()
    return "self-identifying", f"""# rental-billing/config/production.rb
Stripe.api_key = "{t}"
DEPOSIT_HOLD_CENTS = {r.choice([5000, 10000, 25000])}
IDLE_FEE_PER_MIN = {r.choice([19, 25, 29])}""", [t]


@sec
def twilio_sms():
    t = g.twilio()
    return "self-identifying", f"""const client = twilio('{"AC" + g.hexs(32)}', '{t}');
// SMS to the rider when the car is unlocked remotely by support
await client.messages.create({{ to: rider.phone, from: '+4930{r.randint(100000, 999999)}', body: 'Your car is open.' }});""", [t]


@sec
def google_maps_server():
    k = g.google_api()
    return "self-identifying", f"""# dispatch-service/application.yml
geocoding:
  provider: google
  server-key: {k}
  cache-ttl: {r.choice(['1h', '6h', '24h'])}""", [k]


@sec
def apn_pair():
    u, p = r.choice(["fleet", "m2m", "iot"]), anypw()
    return "structural", f"""# TCU modem profile (LTE-M)
AT+CGDCONT=1,"IP","{r.choice(['m2m.telekom', 'iot.1nce.net', 'fleet.vodafone'])}"
AT+CGAUTH=1,1,"{u}","{p}"
AT^SICA=1,1""", [p]


@sec
def teltonika_sms():
    p = g.s(B62, r.randint(5, 10))
    return "name-context", json.dumps({"device": "FMB140", "imei": imei(), "sms": {"login": op(), "password": p},
                                        "server": {"domain": "gps.shareacar.eu", "port": r.randint(5000, 9000), "protocol": "TCP"}},
                                       indent=2), [p]


@sec
def keybox_pin_chat():
    p = pin(r.choice([4, 4, 6]))
    t = r.choice([
        f"Hola, el código del cajetín de llaves en el parking de {r.choice(['Atocha', 'Nuevos Ministerios', 'Chamartín'])} es {p}, para la furgoneta {plate()}.",
        f"Hi team, key safe code at the {r.choice(['Moabit', 'Kreuzberg'])} depot is {p} until Friday, the van {plate()} needs new tyres.",
        f"Ciao, il codice della cassetta chiavi al deposito è {p}. Auto {plate()} pronta per il cliente.",
        f"Cześć, kod do skrzynki na klucze w garażu to {p}, auto {plate()} stoi na miejscu {r.randint(1, 90)}.",
        f"Le code du boîtier à clés au parking {r.choice(['Bercy', 'Montparnasse'])} : {p} (changé ce matin).",
    ])
    return "name-context", t, [p]


@sec
def aws_iot():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""$ env | grep AWS
AWS_ACCESS_KEY_ID={a}
AWS_SECRET_ACCESS_KEY={s}
AWS_REGION=eu-central-1
$ aws iot-data publish --topic 'cmd/{vin()}/immobilizer' --payload '{{"state":"off"}}'""", [a, s]


@sec
def fcm_key():
    k = g.google_api()
    return "self-identifying", f"""// driver-app push (legacy sender, server side)
const FCM_SERVER_KEY = '{k}';
await fetch('https://fcm.googleapis.com/fcm/send', {{ method: 'POST', headers: {{ Authorization: `key=${{FCM_SERVER_KEY}}` }} }});""", [k]


@sec
def here_key():
    k = g.s(URLSAFE, 43)
    return "structural", f"""import requests
resp = requests.get(
    "https://router.hereapi.com/v8/routes?transportMode=car&origin=52.52,13.40&destination=52.50,13.44&return=summary&apiKey={k}"
)""", [k]


@sec
def jwt_secret_env():
    k = g.hexs(64) if r.random() < .5 else g.b64(48)
    return "name-context", f"""RIDER_API_PORT=8080
RIDER_JWT_SECRET={k}
RIDER_JWT_TTL=900
BOOKING_DB_URL=${{BOOKING_DB_URL}}""", [k]


@sec
def booking_db_url():
    p = anypw()
    return "structural", f"""Traceback (most recent call last):
  File "/srv/rental/app/db.py", line {r.randint(10, 90)}, in connect
    engine = create_engine(settings.DATABASE_URL)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name "bookings-db.internal"
(Background on this error at: https://sqlalche.me/e/20/e3q8)
DATABASE_URL=postgresql://rental_app:{p}@bookings-db.internal:5432/bookings""", [p]


@sec
def hook_unlock():
    k = g.s(B62, 32)
    return "name-context", json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                                        "tool_input": {"file_path": "/srv/fleet/config/telematics.env"},
                                        "tool_response": {"file": {"content": f"TCU_VENDOR=cloudboxx\nTCU_API_KEY={k}\nTCU_REGION=eu\n"}}}), [k]


@sec
def diff_driver_app():
    k = g.s(B62, 28)
    return "name-context", f"""diff --git a/driver-app/src/config.ts b/driver-app/src/config.ts
@@ -12,6 +12,7 @@ export const config = {{
   dispatchUrl: 'https://dispatch.ride-ops.io',
+  dispatchApiSecret: '{k}',
   heartbeatMs: 5000,""", [k]


@sec
def driver_pin_ticket():
    p = pin(r.choice([4, 5, 6]))
    return "name-context", f"""Ticket DRV-{r.randint(1000, 99999)} — driver can't log into the app
Driver ID: D{r.randint(100000, 999999)}, phone ending {r.randint(10, 99)}
Reset done, temporary login PIN: {p} (driver must change on first login)""", [p]


@sec
def chargepoint_api():
    u, p = g.hexs(32), g.hexs(32)
    return "structural", f"""<soapenv:Header>
  <wsse:Security>
    <wsse:UsernameToken>
      <wsse:Username>{u}</wsse:Username>
      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{p}</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>""", [p]


@sec
def rental_basic():
    u, p = op(), anypw()
    b = basic(u, p)
    return "structural", f"""{hhmm()} http  > GET https://api.{r.choice(['hqrentals', 'rentsync', 'fleetster'])}.app/v1/reservations?status=open
{hhmm()} http  > authorization: Basic {b}
{hhmm()} http  < 401 Unauthorized""", [b]


@sec
def csharp_fleet():
    p = anypw()
    return "structural", f"""// FleetSync/appsettings.Production.json
{{
  "ConnectionStrings": {{
    "Fleet": "Server=tcp:fleet-sql.database.windows.net,1433;Database=fleet;User ID=fleetsync;Password={p};Encrypt=True;"
  }},
  "Telematics": {{ "PollSeconds": {r.choice([15, 30, 60])} }}
}}""", [p]


@sec
def immobilizer_code():
    c = pin(4)
    return "name-context", f"""Handover checklist {plate()} ({vin()})
- fuel/charge: {r.randint(20, 100)}%
- immobiliser override code: {c}
- damage photos uploaded: yes""", [c]


@sec
def php_partner():
    s = g.s(B62, 40)
    return "name-context", f"""<?php
return [
    'easypark' => [
        'partner_id' => '{r.randint(1000, 9999)}',
        'partner_secret' => '{s}',
        'endpoint' => 'https://partner-api.easypark.net/v2',
    ],
];""", [s]


@sec
def go_lock_hmac():
    k = g.b64(32)
    return "name-context", f"""// lockservice/sign.go
var lockCommandHMACKey = []byte("{k}") // signs unlock tokens sent over BLE

func signCommand(cmd []byte) []byte {{ m := hmac.New(sha256.New, lockCommandHMACKey); m.Write(cmd); return m.Sum(nil) }}""", [k]


@sec
def ruby_webhook():
    s = "whsec_" + g.s(B62, 32)
    return "self-identifying", f"""# config/initializers/stripe.rb
Rails.configuration.stripe = {{
  webhook_secret: "{s}",
  deposit_product: "prod_{g.s(B62, 14)}"
}}""", [s]


@sec
def pgpass_line():
    p = anypw()
    return "structural", f"""$ cat ~/.pgpass
telemetry-ro.internal:5432:telemetry:analyst:{p}""", [p]


@sec
def gbfs_private_feed():
    t = g.s(B62, 24)
    return "structural", f"""# GBFS feeds for the city (the operator-only vehicle_status includes disabled scooters)
https://gbfs.scoot-ops.net/v3/{r.choice(['lisboa', 'wien', 'warszawa'])}/vehicle_status.json?access_token={t}""", [t]


# ----------------------------------------------------------------------------------------------- clean
@cln
def c_vehicle_state():
    return json.dumps({"vin": vin(), "plate": plate(), "imei": imei(), "iccid": "8949" + pin(15),
                       "odometer_km": r.randint(1000, 200000), "soc": r.randint(5, 100), "locked": r.choice([True, False]),
                       "position": {"lat": round(r.uniform(40, 53), 5), "lon": round(r.uniform(-4, 21), 5)},
                       "ts": f"2026-12-0{r.randint(1, 3)}T{hhmm()}Z"}, indent=2)


@cln
def c_trip():
    return f"Trip {g.uuid()} ended: {r.randint(1, 120)} min, {r.uniform(0.5, 40):.1f} km, booking ref SHC-{g.s(UPPER + string.digits, 8)}, invoice INV-{r.randint(10**6, 10**7)}"


@cln
def c_env_example():
    return f"""# .env.example
INVERS_API_KEY=<ask-fleet-ops>
SMARTCAR_CLIENT_ID=
SMARTCAR_CLIENT_SECRET=changeme
OCPP_AUTH_KEY=${{OCPP_AUTH_KEY}}
UNLOCK_TIMEOUT_MS={r.choice([4000, 8000, 12000])}"""


@cln
def c_ocpp_boot():
    return json.dumps([2, g.uuid(), "BootNotification", {"chargePointVendor": r.choice(["Alfen", "ABB", "Wallbox", "Keba"]),
                                                          "chargePointModel": r.choice(["Eve Single", "Terra AC", "P30"]),
                                                          "chargePointSerialNumber": g.s(UPPER + string.digits, 12),
                                                          "firmwareVersion": f"{r.randint(1, 6)}.{r.randint(0, 20)}.{r.randint(0, 9)}"}])


@cln
def c_ocpi_location():
    cc = r.choice(["DE", "NL", "FR"])
    return json.dumps({"country_code": cc, "party_id": "SHC", "id": f"LOC{r.randint(1000, 9999)}",
                       "evses": [{"uid": g.uuid(), "evse_id": f"{cc}*SHC*E{r.randint(10000, 99999)}*{r.randint(1, 4)}", "status": "AVAILABLE"}],
                       "last_updated": f"2026-12-02T{hhmm()}Z"}, indent=2)


@cln
def c_gbfs():
    return json.dumps({"last_updated": 1764700000 + r.randint(0, 99999), "ttl": 60, "version": "3.0",
                       "data": {"vehicles": [{"vehicle_id": g.uuid(), "lat": round(r.uniform(38, 52), 5), "lon": round(r.uniform(-9, 21), 5),
                                              "is_reserved": False, "is_disabled": False, "vehicle_type_id": "scooter",
                                              "current_range_meters": r.randint(1000, 40000)}]}}, indent=2)


@cln
def c_geofence():
    pts = [[round(r.uniform(13.3, 13.5), 5), round(r.uniform(52.4, 52.6), 5)] for _ in range(4)]
    pts.append(pts[0])
    return json.dumps({"type": "Feature", "properties": {"zone": f"no-parking-{r.randint(1, 99)}", "speed_limit_kmh": r.choice([6, 12, 15])},
                       "geometry": {"type": "Polygon", "coordinates": [pts]}})


@cln
def c_gha():
    return f"""      - name: Deploy fleet-gateway
        env:
          INVERS_API_KEY: ${{{{ secrets.INVERS_API_KEY }}}}
          STRIPE_SECRET_KEY: ${{{{ secrets.STRIPE_SECRET_KEY }}}}
        run: ./deploy.sh {r.choice(['staging', 'production'])} {g.hexs(7)}"""


@cln
def c_prose():
    return r.choice([
        "Reminder: unlock API keys are per fleet and must stay on the server. The app only ever receives a short-lived booking token.",
        "We rotated the OCPP AuthorizationKey on all depot chargers last night; if a charger shows 'Rejected' after reboot, open a ticket, do not post keys here.",
        "Key safe codes change every Monday. Get the current one from the ops tool, not from Slack.",
        "Das Passwort für die Telematik-Schnittstelle liegt im Tresor (Vault), Pfad fleet/telematics — bitte nicht in Tickets kopieren.",
        "La clave de la API de aparcamiento se guarda en el gestor de secretos; en el repo solo va el nombre de la variable.",
        "Smartcar client IDs are fine to commit; the client secret is not.",
    ]) + f" — {r.choice(['ops', 'fleet-eng', 'support'])} #{r.randint(100, 9999)}"


@cln
def c_firmware():
    return f"""TCU firmware {r.choice(['CloudBoxx', 'FMB140', 'ES4-IoT'])} v{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 99)}
sha256: {g.sha256()}
size: {r.randint(200000, 4000000)} bytes
signature: firmware.sig (ed25519, public key fleet-fw-{r.randint(2024, 2026)}.pub)"""


@cln
def c_ble_adv():
    return f"""[ble] scan: lock {g.s(UPPER + string.digits, 2)}:{g.hexs(2).upper()}:{g.hexs(2).upper()}:{g.hexs(2).upper()}:{g.hexs(2).upper()}:{g.hexs(2).upper()} service={g.uuid()} rssi=-{r.randint(40, 95)} battery={r.randint(5, 100)}%"""


@cln
def c_booking_api():
    return json.dumps({"booking_id": f"BK-{r.randint(10**7, 10**8)}", "customer_id": g.uuid(), "vehicle": {"vin": vin(), "plate": plate()},
                       "start": f"2026-12-0{r.randint(1, 9)}T{hhmm()}Z", "price_cents": r.randint(300, 15000),
                       "payment_intent": "pi_" + g.s(B62, 24), "status": r.choice(["active", "completed", "cancelled"])}, indent=2)


@cln
def c_public_key():
    return f"""# virtual key: vehicle public key (ECDH P-256) registered in the TCU whitelist
-----BEGIN PUBLIC KEY-----
{g.b64(48)}
{g.b64(27)}
-----END PUBLIC KEY-----"""


@cln
def c_damage_report():
    return f"""Damage report #{r.randint(10000, 99999)} for {plate()} ({vin()})
Reported by customer {g.uuid()[:8]} at {hhmm()}: scratch rear bumper, photo IDs {g.hexs(12)}, {g.hexs(12)}
Status: {r.choice(['open', 'assessed', 'repaired'])}"""


@cln
def c_lockfile():
    pk = r.choice(["@smartcar/auth", "ocpp-rpc", "mqtt", "@googlemaps/google-maps-services-js", "stripe"])
    return f""""{pk}@^{r.randint(1, 9)}.{r.randint(0, 20)}.0":
  version "{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
  resolved "https://registry.yarnpkg.com/{pk}/-/{pk.split('/')[-1]}.tgz#{g.sha1()}"
  integrity sha512-{g.b64(64)}"""


@cln
def c_mqtt_cfg():
    return f"""TELEMATICS_MQTT_HOST=mqtt.fleet-eu.shareacar.internal
TELEMATICS_MQTT_PORT=8883
TELEMATICS_MQTT_USER=${{MQTT_USER}}
TELEMATICS_MQTT_PASSWORD_FILE=/run/secrets/mqtt_password
TELEMATICS_CLIENT_ID=ingest-{r.randint(1, 20)}"""


@cln
def c_charging_session():
    return f"""{hhmm()} ocpp  CP-DE-{r.randint(1000, 9999)} StartTransaction connector={r.randint(1, 2)} meterStart={r.randint(0, 999999)} transactionId={r.randint(10**5, 10**7)}
{hhmm()} ocpp  CP-DE-{r.randint(1000, 9999)} MeterValues Energy.Active.Import.Register={r.uniform(1, 80):.2f} kWh SoC={r.randint(10, 99)}%"""


@cln
def c_git():
    return "\n".join(f"{g.hexs(7)} {r.choice(['fix(unlock): retry on 504', 'feat: parking zones for Lisbon', 'chore: bump ocpp lib', 'refactor(tcu): split command queue', 'docs: key safe process'])}" for _ in range(r.randint(2, 6)))


@cln
def c_driver_payout():
    return f"Payout batch PB-{r.randint(10**5, 10**6)}: {r.randint(10, 900)} drivers, total EUR {r.uniform(1000, 90000):.2f}, IBAN masked DE** **** **** **** {r.randint(1000, 9999)} {r.randint(10, 99)}, ref {g.uuid()}"


@cln
def c_k8s_secretref():
    return f"""        env:
          - name: INVERS_API_KEY
            valueFrom:
              secretKeyRef:
                name: telematics-{r.choice(['eu', 'es', 'pt'])}
                key: api-key
          - name: UNLOCK_RETRY
            value: "{r.randint(1, 5)}\""""


@cln
def c_vin_decode():
    return f"""$ fleetctl vehicle show {plate().replace(' ', '')}
VIN            {vin()}
Model          {r.choice(['ID.3 Pro', 'Fiat 500e', 'Renault Zoe R135', 'BMW i3', 'Tesla Model 3'])}
TCU            {r.choice(['CloudBoxx', 'Geotab GO9', 'Teltonika FMC130'])} (IMEI {imei()})
Last seen      {r.randint(1, 59)}s ago
Status         {r.choice(['available', 'in_trip', 'maintenance'])}"""


@cln
def c_md5_photo():
    return "\n".join(f"{g.hexs(32)}  damage/{plate().replace(' ', '_')}_{r.randint(1, 9)}.jpg" for _ in range(r.randint(2, 4)))


@cln
def c_stripe_pk():
    return f"""// rider web checkout
const stripe = Stripe('pk_live_{g.s(B62, 99)}');
const elements = stripe.elements({{ clientSecret: booking.paymentIntentClientSecretRef }});"""


@cln
def c_parking_event():
    return json.dumps({"event": "parking.session.ended", "zone": f"{r.randint(1000, 9999)}", "plate": plate(),
                       "session_id": g.uuid(), "amount": {"value": r.randint(50, 2000), "currency": "EUR"},
                       "signature": "sha256=" + g.sha256()}, indent=2)


def write() -> None:
    secrets = []
    n = len(SEC)
    order = list(range(n))
    i = 0
    while len(secrets) < 250:
        if i % n == 0:
            r.shuffle(order)
        secrets.append(SEC[order[i % n]]())
        i += 1
    clean = []
    m = len(CLN)
    for j in range(100):
        clean.append(CLN[j % m]())
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for k, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (k, v)
            f.write(json.dumps({"id": f"{FAM}-{k}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for k, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{k}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
