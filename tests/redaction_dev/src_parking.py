"""Blind redaction source "parking": parking and micromobility (operators' APIs, gate controllers, pay-by-phone,
bike-share and scooter fleets, toll and ANPR systems).

Written blind by the helper "corpora6" on 2026-12-03 (round 28), without reading memtool's rules or results.
Every value is random and made up. Seeded: rerunning writes parking_secrets.jsonl and parking_clean.jsonl
byte-identically. Uses only the standard library and _tokens.py.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX  # noqa: E402

FAMILY = "parking"
OUT = Path(__file__).resolve().parent
g = Gen(28001)
r = g.r
LOW = string.ascii_lowercase


def pw():
    k = r.randint(0, 7)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return str(r.randint(1000, 999999))  # keypad / controller PIN
    if k == 2:
        return r.choice(["parkit", "gate", "barrier", "pay", "lot", "ramp"]) + str(r.randint(10, 9999))
    if k == 3:
        return "-".join(r.choice(["amber", "ticket", "kerb", "meter", "scooter", "level", "ramp", "coin", "bay",
                                  "north", "valet", "dock"]) for _ in range(4))
    if k == 4:
        return g.hexs(r.choice([16, 32]))
    if k == 5:
        return g.s(string.ascii_uppercase + string.digits, 4) + "-" + g.s(string.ascii_uppercase + string.digits, 4) + "-" + g.s(string.ascii_uppercase + string.digits, 4)
    return g.machine_pw()


def plate():
    return g.s(string.ascii_uppercase, 2) + str(r.randint(10, 99)) + " " + g.s(string.ascii_uppercase, 3)


def host():
    return r.choice(["gate-ctrl-", "lpr-", "pms-", "kiosk-", "apc-"]) + str(r.randint(1, 40)) + "." + r.choice(
        ["garage.local", "lot7.internal", "parkco.net", "citypark.lan"])


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


S = []


def t(f):
    S.append(f)
    return f


@t
def env_file():
    a, b = pw(), g.b64url(24)
    return "name-context", (
        f"# .env for parking-ops-api\nOPERATOR_ID=OP-{r.randint(100,999)}\nPAYBYPHONE_API_BASE=https://api.sandbox.paybyphone-partner.example/v3\n"
        f"PAYBYPHONE_API_SECRET={b}\nGATE_CONTROLLER_HOST={host()}\nLOG_LEVEL=info\n"), [b]


@t
def gate_yaml():
    p = pw()
    return "name-context", (
        f"gate_controllers:\n  - name: entry-lane-{r.randint(1,6)}\n    host: {host()}\n    port: 10001\n    protocol: skidata-dta\n"
        f"    service_user: svcgate\n    service_password: \"{p}\"\n    barrier_open_ms: 4500\n"), [p]


@t
def db_url():
    p = pw()
    return "structural", f"DATABASE_URL=postgres://parkops:{p}@db-{r.randint(1,3)}.parkco.net:5432/occupancy?sslmode=require", [p]


@t
def curl_bearer():
    tok = g.b64url(r.choice([24, 32, 40]))
    return "structural", (
        f"$ curl -s -H 'Authorization: Bearer {tok}' https://api.flowbird-partner.example/v2/zones/{r.randint(1000,9999)}/sessions?active=true | jq '.sessions | length'\n{r.randint(0,140)}"), [tok]


@t
def scooter_fleet_hook():
    k = "sk_fleet_" + g.s(B62, 32)
    cmd = f"curl -s -X POST https://fleet-api.example-scoot.io/v1/vehicles/{g.s(string.ascii_uppercase+string.digits,6)}/lock -H \"X-Api-Key: {k}\""
    return "structural", hook(cmd, '{"status":"locked","battery":' + str(r.randint(5, 99)) + '}'), [k]


@t
def anpr_ini():
    p = pw()
    return "name-context", (
        f"[camera]\nmodel=ANPR-CAM-{r.randint(200,900)}\nip=10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(2,250)}\nrtsp_port=554\n"
        f"[auth]\nadmin_user=admin\nadmin_pass={p}\n[ocr]\nconfidence_min=0.82\nregion=EU\n"), [p]


@t
def rtsp():
    p = pw()
    return "structural", (
        f"ffprobe -v error rtsp://lpr:{p}@10.20.{r.randint(0,255)}.{r.randint(2,250)}:554/Streaming/Channels/101\n"
        f"[rtsp @ 0x55d1c2] method DESCRIBE failed: 401 Unauthorized"), [p]


@t
def stripe_cfg():
    k = g.stripe()
    return "self-identifying", f"# payments for pay-at-exit kiosks\nSTRIPE_KEY={k}\nCURRENCY=eur\nRECEIPT_EMAIL_FROM=receipts@parkco.example\n", [k]


@t
def toll_properties():
    p = pw()
    return "name-context", (
        f"toll.gateway.url=https://tolling-gw.example-toll.com/ws/transactions\ntoll.gateway.operatorCode={r.randint(1000,9999)}\n"
        f"toll.gateway.keystore=/etc/toll/client.p12\ntoll.gateway.keystorePassword={p}\ntoll.retry.max=5\n"), [p]


@t
def mqtt_occupancy():
    p = pw()
    return "structural", (
        f"mosquitto_sub -h mqtt.parkco.net -p 8883 --capath /etc/ssl/certs -u sensor-bridge -P '{p}' -t 'lots/+/bays/+/state' -v\n"
        f"lots/L{r.randint(1,20)}/bays/{r.randint(1,400)}/state occupied"), [p]


@t
def pem_gate():
    block, _ = g.pem(r.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"$ cat /etc/gatecontroller/tls/client.key\n{block}\n", [block]


@t
def chat_pw():
    p = pw()
    who = r.choice(["Marta", "Jonas", "Priya", "Lukas", "Ana", "Dev"])
    return "name-context", (
        f"{who}: the pay station in level -2 lost its config again after the firmware update. "
        f"Service menu password is {p} if you want to re-enter the tariff table yourself, the tech is off today."), [p]


@t
def issue_bikeshare():
    tok = g.s(HEX, 40)
    return "name-context", (
        f"### Dock status sync fails\n\nAfter rotating credentials, `dock-sync` returns 403 from the GBFS admin endpoint.\n"
        f"Config used:\n```\nsystem_id: bikeshare_{r.choice(['lyon','oslo','porto','leeds'])}\nadmin_api_token: {tok}\n```\nPublic feed still works."), [tok]


@t
def docker_compose():
    p = pw()
    return "name-context", (
        "services:\n  lpr-matcher:\n    image: registry.parkco.net/lpr-matcher:2.14\n    environment:\n"
        f"      - MATCH_THRESHOLD=0.9\n      - REDIS_PASSWORD={p}\n      - PLATE_REGION=DE\n"), [p]


@t
def redis_url():
    p = pw()
    return "structural", f"sessions_cache = \"redis://:{p}@cache.parkco.net:6379/4\"", [p]


@t
def python_client():
    s = g.b64(32)
    return "name-context", (
        f"client = ParkMobileClient(\n    base_url=\"https://partner.example-parkmobile.com/api\",\n    client_id=\"{g.uuid()}\",\n"
        f"    client_secret=\"{s}\",\n    timeout=15,\n)"), [s]


@t
def traceback():
    p = pw()
    return "structural", (
        "Traceback (most recent call last):\n  File \"/srv/enforcement/sync.py\", line 88, in push_citations\n"
        f"    conn = pymssql.connect(server='citations-db', user='enf_writer', password='{p}', database='Citations')\n"
        "pymssql._pymssql.OperationalError: (20009, b'DB-Lib error message 20009, severity 9: Unable to connect')"), [p]


@t
def aws_keys():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", (
        f"[anpr-archive]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n"), [s]


@t
def webhook_secret():
    s = "whsec_" + g.s(B62, 32)
    return "self-identifying", f"PAYMENT_WEBHOOK_SIGNING_SECRET={s}  # from the acquirer dashboard, pay-by-plate exits", [s]


@t
def hmac_key():
    k = g.hexs(64)
    return "name-context", (
        f"{{\n  \"lane\": \"exit-{r.randint(1,9)}\",\n  \"ticket_format\": \"barcode-128\",\n  \"ticket_hmac_key\": \"{k}\",\n  \"grace_minutes\": 15\n}}"), [k]


@t
def log_leak():
    p = pw()
    return "structural", (
        f"2026-11-{r.randint(10,30)}T0{r.randint(0,9)}:1{r.randint(0,9)}:22Z DEBUG apc.client POST /api/login body={{\"username\":\"apc_sync\",\"password\":\"{p}\"}}\n"
        "2026-11-20T04:12:23Z WARN apc.client login failed status=401"), [p]


@t
def basic_auth_header():
    import base64
    p = pw()
    u = "ops" + str(r.randint(1, 99))
    enc = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", (
        f"GET /occupancy/v1/facilities HTTP/1.1\nHost: api.garage-vendor.example\nAuthorization: Basic {enc}\nAccept: application/json\n"), [enc]


@t
def github_token():
    k = g.gh_classic()
    return "self-identifying", f"git clone https://{k}@github.com/parkco/gate-firmware.git", [k]


@t
def sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"# permit renewal reminders\nmailer:\n  provider: sendgrid\n  api_key: {k}\n  from: permits@city-parking.example\n", [k]


@t
def twilio_sms():
    k = g.hexs(32)
    return "name-context", (
        f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={k}\nSMS_TEMPLATE=Your parking session in zone %s ends in 10 min\n"), [k]


@t
def query_param():
    k = g.s(B62, 28)
    return "structural", (
        f"GET https://tolls.example-motorway.net/api/v1/transponders/{r.randint(100000,999999)}/trips?from=2026-11-01&api_key={k} -> 200 ({r.randint(20,400)} ms)"), [k]


@t
def ps_cred():
    p = pw()
    return "structural", (
        f"PS> $pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\nPS> $cred = New-Object PSCredential('PARKCO\\svc-revenue', $pw)\nPS> Invoke-Command -ComputerName {host()} -Credential $cred -ScriptBlock {{ Get-Service ParkingPMS }}"), [p]


@t
def ble_key():
    k = g.b64(16)
    return "name-context", (
        f"// scooter lock pairing, fleet batch {r.randint(1,50)}\nconst LOCK_CONFIG = {{\n  serviceUuid: '{g.uuid()}',\n  lockAesKey: '{k}',\n  unlockTimeoutMs: 8000,\n}};"), [k]


@t
def ftp_ticket():
    p = pw()
    return "structural", f"lftp -u revenue_export,{p} sftp://exports.parkco.net -e 'put daily_{r.randint(1,28)}.csv; bye'", [p]


@t
def jwt_session():
    j = g.jwt()
    return "self-identifying", (
        f"mitmproxy capture, pay-by-phone app:\n  POST /v4/parking-sessions\n  Authorization: Bearer {j}\n  body: {{\"zone\":\"{r.randint(1000,9999)}\",\"plate\":\"{plate()}\",\"minutes\":60}}"), [j]


def secrets():
    out = []
    for i in range(250):
        f = S[i % len(S)]
        cls, text, vals = f()
        out.append((cls, text, vals))
    return out


C = []


def c(f):
    C.append(f)
    return f


@c
def c_env_template():
    return "# copy to .env and fill in\nPAYBYPHONE_API_SECRET=<your-api-secret>\nGATE_CONTROLLER_HOST=gate-ctrl-1.garage.local\nDB_PASSWORD=${DB_PASSWORD}\n"


@c
def c_docs():
    return "Default service password on new pay stations is `changeme`; the commissioning checklist requires changing it before the station is put into service."


@c
def c_gbfs():
    return json.dumps({"last_updated": 1764000000 + r.randint(0, 99999), "ttl": 60, "data": {"stations": [
        {"station_id": g.uuid(), "num_bikes_available": r.randint(0, 20), "num_docks_available": r.randint(0, 20)}]}}, indent=2)


@c
def c_git_log():
    return f"commit {g.sha1()}\nAuthor: Ana Ribeiro <ana@parkco.example>\n\n    gate: retry barrier open once on timeout\n"


@c
def c_checksum():
    return f"firmware/skd-gate-4.2.1.bin\nsha256: {g.sha256()}\nsize: {r.randint(100000,900000)} bytes"


@c
def c_plate_log():
    return f"2026-11-21T08:0{r.randint(0,9)}:11Z INFO lpr lane=entry-2 plate={plate()} conf=0.{r.randint(80,99)} ticket={g.hexs(12)} matched=true"


@c
def c_pubkey():
    return f"# allowed to push tariffs\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62, 43)} ops@parkco"


@c
def c_compose_secretref():
    return "services:\n  lpr-matcher:\n    environment:\n      REDIS_PASSWORD_FILE: /run/secrets/redis_password\n    secrets:\n      - redis_password\n"


@c
def c_occupancy():
    return f"$ curl -s https://api.parkco.example/public/v1/facilities/{r.randint(1,90)}/occupancy\n{{\"free\": {r.randint(0,300)}, \"capacity\": 420, \"updated\": \"2026-11-21T08:00:00Z\"}}"


@c
def c_stripe_pk():
    return f"<script>const stripe = Stripe('pk_live_{g.s(B62, 24)}');</script>  <!-- publishable key for the pay-at-exit web page -->"


@c
def c_ticket_barcode():
    return f"Ticket {r.randint(100000,999999)} | entry 07:42 | lane 3 | barcode {g.s(string.digits, 18)} | tariff T2"


@c
def c_vault_ref():
    return "toll.gateway.keystorePassword=${vault:secret/toll/keystore#password}\ntoll.retry.max=5\n"


@c
def c_base64_img():
    return f"{{\"bay\": 114, \"snapshot\": \"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{g.b64(60)}\"}}"


@c
def c_issue():
    return f"Scooter {g.s(string.ascii_uppercase+string.digits,6)} reports lock state unknown after OTA {r.randint(1,9)}.{r.randint(0,20)}.0; IMEI {g.s(string.digits,15)}. Reboot fixed it."


@c
def c_mqtt():
    return f"lots/L{r.randint(1,9)}/bays/{r.randint(1,400)}/state free\nlots/L3/bays/22/state occupied"


@c
def c_hook_clean():
    return hook("systemctl status gate-controller", f"● gate-controller.service - Barrier controller\n   Active: active (running) since Fri 2026-11-20; pid {r.randint(100,9999)}")


@c
def c_password_policy():
    return "pms_password_min_length = 12\npms_password_rotation_days = 90\npassword_field_label = \"Service password\"\n"


@c
def c_uuid_cfg():
    return f"zone_id: {g.uuid()}\noperator_id: OP-{r.randint(100,999)}\nrequest_id: {g.uuid()}\n"


@c
def c_maskeds():
    return "Login OK for apc_sync (password: ********)"


@c
def c_helm_values():
    return "gateController:\n  existingSecret: gate-controller-creds\n  secretKeys:\n    password: service_password\n"


def clean():
    return [C[i % len(C)]() for i in range(100)]


def write(sec, cl):
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(cl, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write(secrets(), clean())
