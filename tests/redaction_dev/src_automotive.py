"""Blind redaction source "automotive": connected-car and automotive software (OEM telematics APIs, OBD dongles,
OTA update servers, dealer management systems, fleet EV charging accounts, CAN tooling configs).

Written blind by "corpora5" on 2026-12-03 without reading memtool's rules or results. Every value is random
and made up. Stdlib + _tokens.py only; seeded, rerun to write automotive_secrets.jsonl / automotive_clean.jsonl
byte-identically.
"""
from __future__ import annotations
import json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, URLSAFE

FAM = "automotive"
g = Gen(2112204)
r = g.r
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin(): return g.pick(["WVW", "1FT", "5YJ", "WBA", "JTD", "VF1", "YV1"]) + g.s(VINCH, 14)

def pw():
    k = r.randint(0, 7)
    if k == 0: return g.human_pw()
    if k == 1: return g.pick(["Dealer", "Parts", "Service", "Fleet", "Garage"]) + str(r.randint(1, 99)) + g.pick(["!", "#", "$"])
    if k == 2: return str(r.randint(1000, 999999))  # PINs / legacy DMS numeric
    if k == 3: return g.s(UP + string.digits, 8)
    if k == 4: return g.hexs(32)
    if k == 5: return "-".join(g.pick(["piston", "torque", "clutch", "diesel", "brake", "camber", "sprocket", "axle"]) for _ in range(3))
    return g.machine_pw()


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)

def ts(): return f"2025-{r.randint(1,12):02d}-{r.randint(1,28):02d}T{r.randint(0,23):02d}:{r.randint(0,59):02d}:{r.randint(0,59):02d}Z"

S = []
def T(f): S.append(f); return f

@T
def _():
    s = g.s(B62, 40); return "name-context", f"telematics:\n  provider: smartcar\n  client_id: {g.uuid()}\n  client_secret: {s}\n  redirect_uri: https://fleet.example.com/callback\n", [s]
@T
def _():
    t = g.uuid(); return "structural", f"$ curl -H 'Authorization: Bearer {t}' https://api.smartcar.com/v2.0/vehicles/{g.uuid()}/odometer\n{{\"distance\": {r.randint(1000,99999)}.4}}", [t]
@T
def _():
    k = g.s(B62, 32); return "name-context", f"OBD_DONGLE_API_KEY={k}\nOBD_DONGLE_BASE=https://api.example-dongle.io/v1\nPOLL_INTERVAL_S=30\n", [k]
@T
def _():
    p = pw(); return "name-context", f"# dongle provisioning (Freematics ONE+)\n#define WIFI_SSID \"DEPOT-WIFI\"\n#define WIFI_PASSWORD \"{p}\"\n#define SERVER_HOST \"hub.fleet.example.com\"\n#define SERVER_PORT 8081\n", [p]
@T
def _():
    p = pw(); return "structural", f"mqtts://vehicle-{r.randint(1000,9999)}:{p}@iot.fleet.example.com:8883/telemetry/{vin()}", [p]
@T
def _():
    blk, _l = g.pem("EC PRIVATE KEY"); return "self-identifying", f"Read(ota/signing/update_signer_ec.pem)\n{blk}\n", [blk]
@T
def _():
    blk, _l = g.pem("PRIVATE KEY"); return "self-identifying", f"$ cat /etc/aktualizr/import/pkey.pem\n{blk}", [blk]
@T
def _():
    p = pw(); return "name-context", f"[provision]\nserver = https://ota.example-auto.com\nprovision_path = credentials.zip\np12_password = {p}\nprimary_ecu_hardware_id = imx8-tcu\n", [p]
@T
def _():
    k = g.b64(32); return "name-context", f"# swupdate.cfg\nsuricatta: {{\n  url = \"https://hawkbit.example-auto.com\";\n  tenant = \"DEFAULT\";\n  id = \"{vin()}\";\n  targettoken = \"{k}\";\n}};", [k]
@T
def _():
    k = g.hexs(32); return "structural", f"$ curl -X PUT 'https://hawkbit.example-auto.com/DEFAULT/controller/v1/{vin()}/configData' -H 'Authorization: GatewayToken {k}' -H 'Content-Type: application/json' -d '{{\"data\":{{\"hw\":\"tcu-r3\"}}}}'", [k]
@T
def _():
    p = pw(); u = g.pick(["CDK_API", "dms_sync", "RO_EXPORT", "partsbot"]); return "structural", f"dms:\n  vendor: cdk\n  endpoint: https://{u.lower()}:{p}@3pa.dms.example-dealer.com/DealerDataSvc/\n  dealer_id: 3PA{r.randint(10000,99999)}\n", [p]
@T
def _():
    p = pw(); return "name-context", f"Hi team, Reynolds ERA login for store #{r.randint(100,999)} service drive terminal: user SVC{r.randint(10,99)} / pass {p}. Please rotate after the audit.", [p]
@T
def _():
    p = pw(); return "structural", f"Driver=ODBC Driver 18 for SQL Server;Server=dms-sql01.dealergroup.local;Database=DealerTrack;Uid=dt_reader;Pwd={p};TrustServerCertificate=yes", [p]
@T
def _():
    k = g.s(B62, 36); return "structural", f"POST /ocpi/cpo/2.2.1/commands/START_SESSION HTTP/1.1\nHost: cpo.example-charge.net\nAuthorization: Token {k}\nContent-Type: application/json\n\n{{\"token\": {{\"uid\": \"{g.hexs(14).upper()}\"}}, \"location_id\": \"LOC{r.randint(1000,9999)}\"}}", [k]
@T
def _():
    k = g.b64(24); return "name-context", f"ocpi:\n  party_id: EXA\n  country_code: DE\n  token_a: {k}\n  versions_url: https://emsp.example-charge.net/ocpi/versions\n", [k]
@T
def _():
    p = pw(); return "structural", f"ws://CP{r.randint(1000,9999)}:{p}@ocpp.example-charge.net:8080/steve/websocket/CentralSystemService/CP{r.randint(1000,9999)}", [p]
@T
def _():
    p = pw(); return "name-context", f"# OCPP charger config export (Basic Auth, security profile 1)\nChargePointId=DEPOT-BAY-{r.randint(1,40)}\nCentralSystemUrl=wss://ocpp.example-charge.net/ocpp\nAuthorizationKey={p}\nHeartbeatInterval=300\n", [p]
@T
def _():
    p = pw(); return "name-context", f"fleet charging account (ChargePoint): fleet-ops@example-logistics.com, password {p} — shared in 1Password normally, pasting here because the vault is down", [p]
@T
def _():
    k = g.s(B62, 24); return "structural", f"{ts()} INFO  ev-sync  GET https://api.example-charging.com/v1/sessions?fleet=FL{r.randint(100,999)}&apikey={k} -> 200 (412 ms)", [k]
@T
def _():
    s = g.s(B62 + "-_", 44); return "name-context", f"HIGHMOBILITY_CLIENT_ID={g.uuid()}\nHIGHMOBILITY_CLIENT_SECRET={s}\nHIGHMOBILITY_ENV=sandbox\n", [s]
@T
def _():
    rt = g.s(URLSAFE, 64); return "name-context", f"{{\n  \"vin\": \"{vin()}\",\n  \"oem\": \"{g.pick(['mercedes','bmw','ford','stellantis'])}\",\n  \"access_token_expires\": \"{ts()}\",\n  \"refresh_token\": \"{rt}\"\n}}", [rt]
@T
def _():
    j = g.jwt(vin()); return "self-identifying", f"{ts()} DEBUG oem-connector response headers: {{'x-request-id': '{g.uuid()}'}} token={j}", [j]
@T
def _():
    lbl, tok, sec = g.self_identifying(); return "self-identifying", f"# .env for dealer-portal\nDMS_POLL_CRON=*/15 * * * *\n{lbl.upper()}_TOKEN={tok}\n", [sec]
@T
def _():
    lbl, tok, sec = g.self_identifying(); return "self-identifying", hook("env | grep -i token", f"OTA_CHANNEL=stable\n{lbl.upper()}_API_TOKEN={tok}\nVEHICLE_SIM=0\n"), [sec]
@T
def _():
    k = g.hexs(32).upper(); return "name-context", f"; Vector CANoe / XCP seed-key configuration\n[SeedKey]\nDll=SeedNKey_ECU{r.randint(1,9)}.dll\nSecretKey=0x{k}\nSecurityLevel=0x11\n", [k]
@T
def _():
    k = g.hexs(32); return "name-context", f"# uds_unlock.py\nSECOC_KEY = bytes.fromhex(\"{k}\")\nLEVEL = 0x27\n\ndef compute_key(seed):\n    return cmac(SECOC_KEY, seed)[:4]\n", [k]
@T
def _():
    p = pw(); return "structural", f"$ cansniffer-remote --host can-gw-{r.randint(1,9)}.lab.example-auto.com --user bench --password '{p}' vcan0\nconnected, 34 ids", [p]
@T
def _():
    a = g.aws_akid(); s = g.aws_secret(); return "self-identifying", f"# greengrass on the TCU bench\nexport AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\nsudo -E java -Droot=/greengrass/v2 -jar ./GreengrassInstaller/lib/Greengrass.jar --thing-name TCU-{r.randint(100,999)}\n", [a, s]
@T
def _():
    p = pw(); return "structural", f"postgres://fleet_app:{p}@fleetdb.internal.example-logistics.com:5432/telematics?sslmode=require", [p]
@T
def _():
    k = g.s(B62, 32); return "structural", f"requests.post(\"https://api.example-geotab.com/apiv1\", json={{\"method\": \"Authenticate\", \"params\": {{\"database\": \"exlog\", \"userName\": \"api@example-logistics.com\", \"password\": \"{k}\"}}}})", [k]
@T
def _():
    k = g.s(B62, 48); return "structural", f"$ curl -s https://api.samsara-example.com/fleet/vehicles/stats?types=engineStates -H \"Authorization: Bearer {k}\" | jq '.data | length'\n{r.randint(10,300)}", [k]
@T
def _():
    p = pw(); return "name-context", f"Traceback (most recent call last):\n  File \"dms_export/run.py\", line 57, in <module>\n    client.login(\"svc_parts\", \"{p}\")\n  File \"dms_export/client.py\", line 22, in login\n    raise RuntimeError(\"DMS returned 401\")\nRuntimeError: DMS returned 401", [p]
@T
def _():
    p = pw(); return "name-context", f"<appSettings>\n  <add key=\"DmsEndpoint\" value=\"https://dms.example-dealer.com/api\" />\n  <add key=\"DmsUser\" value=\"integration\" />\n  <add key=\"DmsPassword\" value=\"{p}\" />\n</appSettings>", [p]
@T
def _():
    p = pw(); return "name-context", f"# OBD dongle BLE pairing for the demo car: PIN {p[:6] if p.isdigit() else p}", [p[:6] if p.isdigit() else p]
@T
def _():
    k = g.s(B62, 40); return "name-context", f"ota:\n  server: https://updates.example-auto.com\n  device_secret: {k}\n  channel: beta\n  vin: {vin()}\n", [k]
@T
def _():
    p = pw(); return "structural", f"{ts()} ERROR sync-worker  Failed to connect to amqp://dealer_events:{p}@mq.example-dealer.com:5672/prod (ConnectionRefused)", [p]
@T
def _():
    k = g.b64(32); return "name-context", f"vehicle_keys:\n  - vin: {vin()}\n    digital_key_shared_secret: {k}\n    paired: {ts()}\n", [k]
@T
def _():
    k = g.s(B62, 32); return "structural", f"GET /v1/vehicles/{vin()}/location HTTP/1.1\nHost: api.example-oem.com\nx-api-key: {k}\nAccept: application/json", [k]
@T
def _():
    k = g.hexs(40); return "name-context", f"From the Slack thread: Tekion sandbox api_secret is {k}, client id in the README. Works only from the office VPN.", [k]
@T
def _():
    p = pw(); return "structural", f"$ python3 -m can_tools.upload --url https://candb:{p}@dbc.example-auto.com/repo powertrain.dbc\nuploaded powertrain.dbc (rev 57)", [p]
@T
def _():
    k = g.s(B62, 28); return "name-context", f"\"teslaFleet\": {{\n  \"clientId\": \"{g.uuid()}\",\n  \"clientSecret\": \"ta-secret.{k}\",\n  \"audience\": \"https://fleet-api.prd.na.vn.cloud.tesla.com\"\n}}", ["ta-secret." + k]

C = []
def Cc(f): C.append(f); return f
@Cc
def _(): return f"Vehicle {vin()} odometer {r.randint(1000,200000)} km, SOC {r.randint(5,100)}%, last seen {ts()}"
@Cc
def _(): return f"telematics:\n  provider: smartcar\n  client_id: {g.uuid()}\n  client_secret: ${{SMARTCAR_CLIENT_SECRET}}\n  redirect_uri: https://fleet.example.com/callback\n"
@Cc
def _(): return f"$ candump -L vcan0 | head -3\n(1700000000.{r.randint(100000,999999)}) vcan0 {g.hexs(3).upper()}#{g.hexs(16).upper()}\n(1700000000.{r.randint(100000,999999)}) vcan0 {g.hexs(3).upper()}#{g.hexs(16).upper()}\n(1700000000.{r.randint(100000,999999)}) vcan0 7DF#02010C0000000000"
@Cc
def _(): return f"OTA release 2025.{r.randint(10,48)}.{r.randint(1,9)} image sha256:{g.sha256()} signed by key id {g.hexs(16)}"
@Cc
def _(): return f"# OCPP charger config export\nChargePointId=DEPOT-BAY-{r.randint(1,40)}\nCentralSystemUrl=wss://ocpp.example-charge.net/ocpp\nAuthorizationKey=<set-on-site>\nHeartbeatInterval=300\n"
@Cc
def _(): return f"DTC P0{r.randint(100,999)} stored on ECU 0x7E0; freeze frame RPM {r.randint(700,4000)}, coolant {r.randint(60,105)} C"
@Cc
def _(): return f"Driver=ODBC Driver 18 for SQL Server;Server=dms-sql01.dealergroup.local;Database=DealerTrack;Trusted_Connection=yes;TrustServerCertificate=yes"
@Cc
def _(): return f"{{\"token\": {{\"uid\": \"{g.hexs(14).upper()}\", \"type\": \"RFID\", \"contract_id\": \"DE-EXA-C{r.randint(10000000,99999999)}-{r.randint(0,9)}\"}}, \"status\": \"ACCEPTED\"}}"
@Cc
def _(): return f"commit {g.sha1()}\n\n    ota: verify manifest signature before staging ({g.hexs(7)})\n"
@Cc
def _(): return f"$ aktualizr-info\nDevice ID: {g.pick(['tcu','hu','gw'])}-{g.uuid()}\nPrimary ecu serial ID: {g.hexs(64)}\nFetched metadata: yes\nCurrent primary ecu running version: {g.sha256()}"
@Cc
def _(): return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(43)}\n-----END PUBLIC KEY-----"
@Cc
def _(): return f"PIN for the demo OBD dongle is printed on its label; default pairing PIN in the manual is 1234 (change it)."
@Cc
def _(): return f"dms:\n  vendor: cdk\n  endpoint: https://3pa.dms.example-dealer.com/DealerDataSvc/\n  username: ${{DMS_USER}}\n  password: ${{DMS_PASSWORD}}\n"
@Cc
def _(): return f"RO #{r.randint(100000,999999)} closed: {vin()}, labour {r.randint(1,6)}.{r.randint(0,9)} h, parts {r.randint(20,900)}.00 EUR, advisor {g.pick(['AK','MR','JT'])}"
@Cc
def _(): return hook("git log --oneline -3", "\n".join(f"{g.hexs(7)} {m}" for m in ["can: add 0x3B3 decoder", "dms: page size 200", "ocpp: handle BootNotification retry"]))
@Cc
def _(): return f"[SeedKey]\nDll=SeedNKey_ECU{r.randint(1,9)}.dll\nSecretKey=<from HSM at runtime>\nSecurityLevel=0x11\n"
@Cc
def _(): return f"{ts()} INFO ev-sync session {g.uuid()} energy={r.randint(1,90)}.{r.randint(0,99)}kWh connector={r.randint(1,2)} evse_id=DE*EXA*E{r.randint(1000,9999)}"
@Cc
def _(): return f"BO_ {r.randint(100,2000)} ENGINE_DATA: 8 ECM\n SG_ EngineSpeed : 0|16@1+ (0.25,0) [0|16383.75] \"rpm\" Vector__XXX"
@Cc
def _(): return f"x-api-key: YOUR_API_KEY  # from the developer portal, Apps > Keys"
@Cc
def _(): return f"fleet-ops@example-logistics.com — password reset link sent, expires in 15 minutes (request {g.uuid()})"

def build():
    secrets = []
    n = 0
    while len(secrets) < 250:
        secrets.append(S[n % len(S)]()); n += 1
    r.shuffle(secrets)
    clean = [C[i % len(C)]() for i in range(100)]
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            for v in vals: assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    build()
