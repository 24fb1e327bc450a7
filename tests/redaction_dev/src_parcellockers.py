"""Blind redaction source "parcellockers": smart parcel lockers.

Locker controllers, carrier integrations, pickup codes, operator consoles, courier apps.
Written 2026-12-04 by the helper "corpora37" (session 26, round 65). Seeded, deterministic; imports only the
standard library and _tokens. Every value is random and made up.
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

FAMILY = "parcellockers"
g = Gen(6502)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

# ---------------------------------------------------------------- value helpers
DOMAIN_WORDS = ["Locker", "Paczka", "Parcel", "Kurier", "Drop", "Depot", "Hub", "Route", "Sorter", "Pickup",
                "Compartment", "Relay", "Station", "Kiosk", "Bento", "Cubby"]
PHRASE = ["orange", "locker", "depot", "tram", "violet", "courier", "parcel", "ramp", "harbor", "pixel", "fennel",
          "quartz", "window", "tunnel", "sunday", "cargo"]
FIRST = ["Kasia", "Marek", "Jana", "Tobias", "Amélie", "Luca", "Sofia", "Mehmet", "Ines", "Pekka", "Hiro", "Olga",
         "Daan", "Nora", "Rui", "Ewa"]
LAST = ["Nowak", "Kowalczyk", "Svoboda", "Becker", "Laurent", "Rossi", "Yilmaz", "Virtanen", "Tanaka", "de Vries",
        "Silva", "Ivanova", "Horvat"]
LOCKERS = ["KRA01M", "WAW22A", "GDA105P", "POZ31N", "PRG-ZIZ-07", "BER-MIT-113", "LYO-PD-041", "MIL-CEN-12",
           "AMS-ZUI-3", "HEL-KAL-9", "TKY-SHB-2", "LIS-ALF-5"]
OPS = ["lockernet", "boxpoint", "parcelhub", "quickbox", "citylocker", "pakkibox"]


def dpw() -> str:
    return r.choice(DOMAIN_WORDS) + str(r.randint(10, 9999)) + r.choice("!#$%*.?+&")


def phrase() -> str:
    sep = r.choice("-._")
    return sep.join(r.sample(PHRASE, r.choice([3, 4]))) + (str(r.randint(1, 99)) if r.random() < .5 else "")


def legacy() -> str:
    return r.choice(["lk", "box", "cour", "ops", "pkg", "ctrl"]) + g.s(LOW, r.randint(2, 3)) + str(r.randint(1, 999))


def pin(n: int | None = None) -> str:
    n = n or r.choice([6, 6, 7, 8])
    return str(r.randint(1, 9)) + g.s(DIG, n - 1)


def any_pw() -> str:
    k = r.random()
    if k < .3:
        return dpw()
    if k < .45:
        return phrase()
    if k < .55:
        return legacy()
    return g.pw()


def person() -> str:
    return r.choice(FIRST) + " " + r.choice(LAST)


def user() -> str:
    return r.choice(["ops", "marek.n", "svc_locker", "courier-app", "integr", "jana.s", "console-admin", "fw-build"])


def op() -> str:
    return r.choice(OPS)


def locker() -> str:
    return r.choice(LOCKERS)


def b62(n: int) -> str:
    return g.s(B62, n)


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def day() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}"


def ts() -> str:
    return f"{day()}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"


def tracking() -> str:
    k = r.randint(0, 4)
    if k == 0:
        return "".join(r.choice(DIG) for _ in range(24))
    if k == 1:
        return "1Z" + g.s(UPPER + DIG, 16)
    if k == 2:
        return "JJD" + "".join(r.choice(DIG) for _ in range(18))
    if k == 3:
        return "Z" + "".join(r.choice(DIG) for _ in range(10))
    return "3S" + g.s(UPPER, 4) + "".join(r.choice(DIG) for _ in range(8))


def comp() -> str:
    return f"{r.choice('ABCDEF')}{r.randint(1, 24):02d}"


def hook(tool: str, tinput: dict, resp=None, event: str = "PostToolUse") -> str:
    sid = g.uuid()
    proj = r.choice(["locker-fw", "carrier-gw", "ops-console", "courier-app", "pickup-svc", "fleet-agent"])
    d = {"session_id": sid, "transcript_path": f"/home/{user()}/.claude/projects/-work-{proj}/{sid}.jsonl",
         "cwd": f"/work/{proj}", "hook_event_name": event, "tool_name": tool, "tool_input": tinput}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False)


def bash_hook(cmd: str, out: str) -> str:
    return hook("Bash", {"command": cmd, "description": "check locker config"},
                {"stdout": out, "stderr": "", "interrupted": False, "isImage": False})


# ---------------------------------------------------------------- secret templates
S = []


def sec(fn):
    S.append(fn)
    return fn


@sec
def s_inpost_env():
    j = g.jwt(sub=f"org-{r.randint(10000, 99999)}")
    return "self-identifying", f"""# carrier-gw/.env
INPOST_API_URL=https://api-shipx-pl.easypack24.net/v1
INPOST_ORGANIZATION_ID={r.randint(10000, 99999)}
INPOST_API_TOKEN={j}
""", [j]


@sec
def s_inpost_curl():
    j = g.jwt(sub=f"org-{r.randint(10000, 99999)}")
    return "self-identifying", f"""curl -s -X POST "https://api-shipx-pl.easypack24.net/v1/organizations/{r.randint(10000, 99999)}/shipments" \\
  -H "Authorization: Bearer {j}" \\
  -H "Content-Type: application/json" \\
  -d '{{"receiver":{{"phone":"600{r.randint(100000, 999999)}"}},"parcels":{{"template":"small"}},"service":"inpost_locker_standard","custom_attributes":{{"target_point":"{locker()}"}}}}'""", [j]


@sec
def s_dhl_yaml():
    k, p = b62(32), any_pw()
    return "name-context", f"""carriers:
  dhl_parcel_de:
    base_url: https://api-eu.dhl.com/parcel/de/shipping/v2
    api_key: {k}
    gkp_user: {r.choice(['lockernet_api', 'boxpoint-gkp'])}
    gkp_password: "{p}"
    billing_number: "{r.randint(1000000000, 9999999999)}0101"
""", [k, p]


@sec
def s_packeta():
    apw = g.hexs(32)
    akey = apw[:16]
    return "name-context", f"""<?php
// Packeta (Zásilkovna) SOAP – create packet for pickup-point delivery
$apiPassword = '{apw}';
$gw = new SoapClient('https://www.zasilkovna.cz/api/soap.wsdl');
$packet = $gw->createPacket($apiPassword, ['number' => '{r.randint(100000, 999999)}', 'addressId' => {r.randint(1000, 30000)}, 'value' => 490]);
// widget key for the map is only the public part: {akey}""", [apw]


@sec
def s_postnl():
    k = b62(32)
    return "structural", f"""GET /shipment/v2/status/barcode/3SABCD{r.randint(10000000, 99999999)} HTTP/1.1
Host: api.postnl.nl
apikey: {k}
Accept: application/json""", [k]


@sec
def s_ups_oauth():
    cid, cs = b62(48), b62(64)
    return "name-context", f"""ups:
  client_id: {cid}
  client_secret: {cs}
  account_number: {g.s(UPPER + DIG, 6)}
  access_point_search: true""", [cs]


@sec
def s_fedex_py():
    cs = b62(32)
    return "name-context", f"""resp = requests.post("https://apis.fedex.com/oauth/token", data={{
    "grant_type": "client_credentials",
    "client_id": "l7{g.hexs(30)}",
    "client_secret": "{cs}",
}})
token = resp.json()["access_token"]""", [cs]


@sec
def s_royalmail():
    k = g.uuid()
    return "structural", f"""$ curl -s https://api.parcel.royalmail.com/api/v1/orders?pageSize=25 -H "Authorization: {k}"
{{"orders":[{{"orderIdentifier":{r.randint(1000, 9999)},"orderStatus":"despatched"}}],"continuationToken":null}}""", [k]


@sec
def s_dpd():
    u, p = f"{r.randint(1000000, 9999999)}", any_pw()
    return "structural", f"""<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="http://dpd.com/common/service/types/LoginService/2.0">
  <soapenv:Body>
    <ns:getAuth>
      <delisId>{u}</delisId>
      <password>{p}</password>
      <messageLanguage>de_DE</messageLanguage>
    </ns:getAuth>
  </soapenv:Body>
</soapenv:Envelope>""", [p]


@sec
def s_gls_basic():
    u, p = f"{r.randint(2760000000, 2769999999)}", any_pw()
    b = basic(u, p)
    return "structural", f"""POST /backend/rs/shipments HTTP/1.1
Host: shipit-wbm-test01.gls-group.eu:8443
Authorization: Basic {b}
Content-Type: application/glsVersion1+json""", [b]


@sec
def s_omniva():
    p = any_pw()
    return "name-context", f"""OMNIVA_USERNAME={r.randint(1000000, 9999999)}
OMNIVA_PASSWORD={p}
OMNIVA_TERMINAL_SYNC=0 */6 * * *""", [p]


@sec
def s_sms_pickup_en():
    c = pin(6)
    return "name-context", f"""SMS to +44 7{r.randint(100000000, 999999999)} ({ts()}):
Your parcel {tracking()} is waiting in locker {locker()} ({r.choice(['Tesco Extra', 'Station car park', 'Leisure centre'])}). Pickup code: {c}. Collect within 72h.""", [c]


@sec
def s_sms_pickup_multi():
    c = pin(r.choice([6, 6, 8]))
    lang = r.randint(0, 8)
    lk = locker()
    t = [
        f"Twoja paczka czeka w Paczkomacie {lk}. Kod odbioru: {c}. Masz 48 godzin na odbiór.",
        f"Ihr Paket liegt in der Packstation {r.randint(100, 199)} ({lk}). Abholcode: {c} – gültig 7 Tage.",
        f"Votre colis est disponible dans la consigne {lk}. Code de retrait : {c}. Il vous reste 3 jours.",
        f"Zásilka čeká v boxu {lk}. Kód pro vyzvednutí: {c}. Vyzvedněte do 3 dnů.",
        f"Il tuo pacco è nel locker {lk}. Codice di ritiro: {c}. Valido 72 ore.",
        f"Je pakket ligt in pakketautomaat {lk}. Ophaalcode: {c}.",
        f"Pakettisi odottaa automaatissa {lk}. Noutokoodi: {c}. Nouda 7 päivän kuluessa.",
        f"お荷物は宅配ロッカー {lk} に届いています。受取用暗証番号：{c}（3日間有効）",
        f"Tu paquete está en el locker {lk}. Código de recogida: {c}. Tienes 3 días para retirarlo.",
    ][lang]
    return "name-context", t, [c]


@sec
def s_qr_url():
    c = pin(8)
    return "structural", f"""Push notification payload (courier-app → recipient):
{{"title":"Parcel delivered","body":"Scan at the locker screen","deeplink":"https://go.{op()}.example/p?l={locker()}&c={c}&t={tracking()}"}}""", [c]


@sec
def s_controller_conf():
    svc, hm = pin(8), g.hexs(64)
    return "name-context", f"""# /etc/locker/controller.conf
[station]
id = {locker()}
boards = {r.randint(2, 6)}
rs485_port = /dev/ttyS1

[codes]
offline_hmac_key = {hm}
service_unlock_code = {svc}
""", [hm, svc]


@sec
def s_totp_seed():
    s = g.s(B32, 32)
    return "name-context", f"""// courier offline codes – each locker derives a 6-digit TOTP from this seed when LTE is down
const OFFLINE_TOTP_SEED = "{s}";
export const offlineCode = (t: number) => totp(OFFLINE_TOTP_SEED, {{ step: 300, digits: 6, t }});""", [s]


@sec
def s_ble_key():
    k = g.hexs(32)
    return "name-context", f"""#define BLE_SERVICE_UUID   "{g.uuid()}"
#define BLE_UNLOCK_AES_KEY "{k}"   /* app-to-locker unlock, AES-128-CCM */
#define BLE_TX_POWER       (-4)""", [k]


@sec
def s_mqtt_paho():
    p = any_pw()
    return "name-context", f"""client = mqtt.Client(client_id="{locker()}")
client.tls_set(ca_certs="/etc/locker/ca.pem")
client.username_pw_set("{locker().lower()}", password="{p}")
client.connect("mqtt.{op()}.example", 8883)""", [p]


@sec
def s_mosquitto():
    p = any_pw()
    return "structural", f"""$ mosquitto_pub -h broker.{op()}.internal -u station-{r.randint(100, 999)} -P '{p}' -t lockers/{locker()}/cmd -m '{{"op":"open","door":"{comp()}"}}'""", [p]


@sec
def s_pem_device():
    block, line = g.pem(r.choice(["EC PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"""$ cat /etc/locker/certs/device.key
{block}""", [line]


@sec
def s_aws_iot():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[provisioner]
aws_access_key_id={a}
aws_secret_access_key={s}
thing_group=lockers-{r.choice(['pl', 'cz', 'de', 'fr'])}""", [a, s]


@sec
def s_azure_iot():
    k = g.b64(32)
    return "structural", f"""IOTHUB_DEVICE_CONNECTION_STRING="HostName={op()}-hub.azure-devices.net;DeviceId={locker()};SharedAccessKey={k}\"""", [k]


@sec
def s_ctrl_web_basic():
    p = any_pw()
    b = basic("service", p)
    return "structural", f"""$ curl -v http://10.{r.randint(40, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}/api/doors
> GET /api/doors HTTP/1.1
> Authorization: Basic {b}
< HTTP/1.1 200 OK
[{{"door":"A01","state":"closed","occupied":true}},{{"door":"A02","state":"closed","occupied":false}}]""", [b]


@sec
def s_ssh_root():
    p = any_pw()
    return "structural", f"""## Field tech notes – {locker()} (rev C controller)
If the screen freezes: SSH over the service Wi-Fi, root / {p}, then `systemctl restart locker-ui`.
Do NOT power-cycle while a door is open.""", [p]


@sec
def s_apn():
    p, sp = g.s(B62, 12), pin(4)
    return "name-context", f"""AT+CGDCONT=1,"IP","iot.{op()}.m2m"
OK
AT+CGAUTH=1,1,"{op()}","{p}"
OK
AT+CPIN={sp}
OK""", [p, sp]


@sec
def s_wireguard():
    k = g.b64(32)
    return "name-context", f"""[Interface]
PrivateKey = {k}
Address = 10.99.{r.randint(0, 255)}.{r.randint(2, 250)}/32

[Peer]
PublicKey = {g.b64(32)}
Endpoint = vpn.{op()}.example:51820
AllowedIPs = 10.99.0.0/16""", [k]


@sec
def s_console_login():
    u, p = user(), any_pw()
    return "name-context", f"""POST /api/auth/login HTTP/1.1
Host: console.{op()}.example
Content-Type: application/json

{{"username":"{u}","password":"{p}","otp":null}}""", [p]


@sec
def s_console_cookie():
    c = b62(48)
    return "structural", f"""$ curl 'https://console.{op()}.example/api/stations/{locker()}/doors/{comp()}/open' -X POST \\
  -H 'cookie: console_session={c}; theme=dark' \\
  -H 'x-requested-with: XMLHttpRequest'""", [c]


@sec
def s_console_jwt():
    j = g.jwt(sub=user())
    return "self-identifying", f"""{ts()} WARN  ops-console: slow request 2.3s POST /api/stations/{locker()}/maintenance headers={{'Authorization': 'Bearer {j}', 'X-Station': '{locker()}'}}""", [j]


@sec
def s_courier_pin():
    c = pin(r.choice([4, 5, 6]))
    if len(c) == 4:
        c += "#"
    return "name-context", f"""[#courier-ops] {r.choice(FIRST)}: new driver on route {r.randint(10, 99)} can't log into the courier app
[#courier-ops] {r.choice(FIRST)}: his courier PIN was reset, tell him to use {c} and change it after the first scan
[#courier-ops] {r.choice(FIRST)}: 👍""", [c]


@sec
def s_courier_app_cfg():
    k = b62(40)
    return "name-context", json.dumps({"env": "prod", "apiBase": f"https://courier-api.{op()}.example",
                                       "deviceEnrollmentSecret": k, "scanner": "zebra-tc52"}, indent=2), [k]


@sec
def s_dropoff_code():
    c = pin(8)
    return "name-context", f"""Route sheet {day()} – driver {person()}
Stop 4: {locker()} – courier drop-off code for today's batch {c} (opens all empty compartments of size B/C)
Stop 5: {locker()} – returns only""", [c]


@sec
def s_stripe():
    k = "sk_live_" + b62(r.choice([24, 99]))
    return "self-identifying", f"""STRIPE_SECRET_KEY={k}
STRIPE_PRICE_OVERSIZE=price_{b62(24)}""", [k]


@sec
def s_adyen():
    k = "AQE" + g.s(URLSAFE, 20) + "=-" + g.s(B62 + "+/", 40) + "=-" + g.s(B62, 12)
    return "self-identifying", f"""adyen:
  environment: LIVE
  merchant_account: {op().capitalize()}ECOM
  api_key: "{k}"
  live_endpoint_prefix: {g.hexs(16)}-{op()}""", [k]


@sec
def s_twilio():
    t = g.hexs(32)
    return "name-context", f"""from twilio.rest import Client
client = Client("AC{g.hexs(32)}", "{t}")
client.messages.create(to=phone, from_="{op().upper()}", body=f"Pickup code: {{code}}")""", [t]


@sec
def s_sendgrid():
    k = g.sendgrid()
    return "self-identifying", f"""export SENDGRID_API_KEY='{k}'   # parcel-ready e-mails""", [k]


@sec
def s_fcm():
    k = "AAAA" + g.s(URLSAFE, 7) + ":APA91b" + g.s(URLSAFE, 134)
    return "self-identifying", f"""curl -X POST https://fcm.googleapis.com/fcm/send \\
  -H "Authorization: key={k}" \\
  -H "Content-Type: application/json" \\
  -d '{{"to":"/topics/courier-{r.randint(10, 99)}","data":{{"refresh":"route"}}}}'""", [k]


@sec
def s_gmaps():
    k = g.google_api()
    return "self-identifying", f"""# locker-finder backend geocoding
GOOGLE_GEOCODING_KEY = "{k}\"""", [k]


@sec
def s_sentry_auth():
    t = g.sentry()
    return "self-identifying", f"""# upload courier-app sourcemaps
sentry-cli --auth-token {t} releases files courier-app@{r.randint(3, 5)}.{r.randint(0, 20)}.0 upload-sourcemaps ./dist""", [t]


@sec
def s_datadog():
    k = g.hexs(32)
    return "name-context", f"""# /etc/datadog-agent/datadog.yaml on the station gateway
api_key: {k}
site: datadoghq.eu
tags: [station:{locker()}, fw:4.{r.randint(0, 9)}]""", [k]


@sec
def s_pg_url():
    p = any_pw()
    return "structural", f"""DATABASE_URL=postgres://pickup_svc:{p}@pg-{r.randint(1, 3)}.{op()}.internal:5432/pickups?sslmode=require""", [p]


@sec
def s_redis():
    p = any_pw()
    return "structural", f"""spring:
  redis:
    url: rediss://default:{p}@cache.{op()}.internal:6380""", [p]


@sec
def s_grafana():
    t = g.grafana()
    return "self-identifying", f"""GRAFANA_TOKEN={t}  # door-fault dashboard provisioning""", [t]


@sec
def s_gh_token():
    t = g.gh_fine()
    return "self-identifying", f"""# .github/workflows/fw.yml (before we moved it to secrets)
      - run: git clone https://oauth2:{t}@github.com/{op()}/locker-fw-hal.git""", [t]


@sec
def s_gitlab():
    t = g.gitlab()
    return "self-identifying", f"""$ GITLAB_TOKEN={t} ./scripts/fetch-fw.sh --station {locker()}
fetched firmware 4.{r.randint(0, 9)}.{r.randint(0, 20)} (sha256 {g.sha256()})""", [t]


@sec
def s_hook_cat_env():
    a, b, c = b62(40), any_pw(), g.hexs(64)
    out = f"""STATION_ID={locker()}
CONSOLE_API_KEY={a}
MQTT_PASSWORD={b}
OFFLINE_CODE_KEY={c}
LOG_LEVEL=info"""
    return "name-context", bash_hook("cat /etc/locker/agent.env", out), [a, b, c]


@sec
def s_hook_write():
    p, k = any_pw(), b62(32)
    content = json.dumps({"carrier": "dpd", "delisId": str(r.randint(1000000, 9999999)), "password": p,
                          "webhookSecret": k, "lockers": [locker(), locker()]}, indent=2)
    return "name-context", hook("Write", {"file_path": "/work/carrier-gw/config/dpd.json", "content": content},
                                {"type": "create", "filePath": "/work/carrier-gw/config/dpd.json"}), [p, k]


@sec
def s_hook_read():
    p = any_pw()
    content = f"""     1\t[modem]
     2\tapn = iot.m2m
     3\tuser = {op()}
     4\tpassword = {p}
     5\t[watchdog]
     6\treboot_after_min = 30"""
    return "name-context", hook("Read", {"file_path": "/etc/locker/modem.ini"},
                                {"type": "text", "file": {"filePath": "/etc/locker/modem.ini", "content": content}}), [p]


@sec
def s_hook_prompt():
    c = pin(8)
    sid = g.uuid()
    return "name-context", json.dumps({"session_id": sid, "transcript_path": f"/home/ops/.claude/projects/-work-ops-console/{sid}.jsonl",
                                       "cwd": "/work/ops-console", "hook_event_name": "UserPromptSubmit",
                                       "prompt": f"locker {locker()} door {comp()} jammed, the master service code is {c}, can you write a script to open it over mqtt?"},
                                      ensure_ascii=False), [c]


@sec
def s_diff():
    a, b = g.hexs(64), pin(8)
    return "name-context", f"""diff --git a/fw/config/defaults.h b/fw/config/defaults.h
-#define OFFLINE_HMAC_KEY "{a}"
-#define SERVICE_CODE     "{b}"
+#define OFFLINE_HMAC_KEY CONFIG_FROM_SECURE_ELEMENT
+#define SERVICE_CODE     CONFIG_FROM_SECURE_ELEMENT""", [a, b]


@sec
def s_webhook_secret():
    s = "whsec_" + b62(32)
    return "self-identifying", f"""const event = stripe.webhooks.constructEvent(req.body, sig, "{s}");""", [s]


@sec
def s_carrier_webhook_hmac():
    s = g.hexs(40)
    return "name-context", f"""carrier_webhooks:
  inpost:
    path: /hooks/inpost
    hmac_secret: "{s}"
  postnl:
    path: /hooks/postnl""", [s]


@sec
def s_de_chat():
    p = any_pw()
    return "name-context", f"""Hi {r.choice(FIRST)}, der Techniker-Zugang am Automaten {locker()} ist jetzt: Benutzer „techniker“, Passwort {p}.
Bitte nach dem Tausch der Schlossplatine ändern. Danke!""", [p]


@sec
def s_pl_chat():
    c = pin(8)
    return "name-context", f"""Cześć, w maszynie {locker()} skrytka {comp()} się zacięła. Kod serwisowy do otwarcia wszystkich skrytek: {c}
Po akcji zgłoś w konsoli, że skrytka była otwierana ręcznie.""", [c]


@sec
def s_cs_mail():
    u, p = user(), any_pw()
    return "structural", f"""Dobrý den,
posílám přístup do operátorské konzole pro nové boxy v Praze:
uživatel: {u}
heslo: {p}
Po prvním přihlášení si heslo změňte.""", [p]


@sec
def s_fr_mail():
    p = any_pw()
    return "name-context", f"""Bonjour {r.choice(FIRST)},
le mot de passe du compte transporteur pour l'intégration des consignes est {p}.
Merci de ne pas le transférer au prestataire.""", [p]


@sec
def s_fi_chat():
    p = any_pw()
    return "name-context", f"""Moi! Automaatin {locker()} huoltotilin salasana on nyt {p} – vaihda se huollon jälkeen.""", [p]


@sec
def s_ja_chat():
    c = pin(8)
    return "name-context", f"""【保守】ロッカー {locker()} の全扉開錠用メンテナンスコードは {c} です。作業後は必ず変更してください。""", [c]


@sec
def s_tr_chat():
    p = any_pw()
    return "name-context", f"""Merhaba, {locker()} dolabının yönetim paneli şifresi {p}. Kurye uygulamasıyla paylaşmayın lütfen.""", [p]


@sec
def s_es_ticket():
    p = any_pw()
    return "name-context", f"""Incidencia #{r.randint(1000, 9999)}: el locker {locker()} no sincroniza.
He entrado por SSH con la clave de mantenimiento {p} y el servicio locker-sync estaba caído.""", [p]


@sec
def s_log_query():
    k = b62(32)
    return "structural", f"""{ts()} INFO carrier-gw: → GET https://api.{r.choice(['omniva', 'bpost', 'poste', 'posti'])}.example/lockers/v1/points?country=EE&access_key={k} 200 512ms""", [k]


@sec
def s_traceback():
    p = any_pw()
    return "structural", f"""Traceback (most recent call last):
  File "/opt/pickup-svc/db.py", line 12, in connect
    return psycopg.connect("host=pg-1.internal dbname=pickups user=pickup_svc password={p} sslmode=require")
psycopg.OperationalError: connection failed: FATAL:  too many connections for role "pickup_svc\"""", [p]


@sec
def s_kotlin():
    k = b62(40)
    return "name-context", f"""object Config {{
    const val API_BASE = "https://courier-api.{op()}.example"
    const val COURIER_API_SECRET = "{k}"
}}""", [k]


@sec
def s_swift():
    k = b62(40)
    return "name-context", f"""enum Env {{
    static let lockerAPI = URL(string: "https://api.{op()}.example")!
    static let lockerAPIAdminKey = "{k}"
}}""", [k]


@sec
def s_properties():
    p = any_pw()
    return "name-context", f"""locker.gateway.host=lk-gw.{op()}.internal
locker.gateway.user=gw
locker.gateway.password={p}""", [p]


@sec
def s_toml():
    k, p = b62(36), any_pw()
    return "name-context", f"""[carrier.posti]
customer_number = "{r.randint(100000, 999999)}"
api_key = "{k}"

[smtp]
user = "noreply@{op()}.example"
password = "{p}\"""", [k, p]


@sec
def s_hcl():
    p = any_pw()
    return "name-context", f"""resource "aws_db_instance" "pickups" {{
  identifier = "pickups-prod"
  username   = "pickup_admin"
  password   = "{p}"
}}""", [p]


@sec
def s_docker_e():
    p = any_pw()
    return "name-context", f"""docker run -d --restart=always --name station-agent -e STATION={locker()} -e CONSOLE_PASSWORD='{p}' registry.{op()}.example/station-agent:4.2""", [p]


@sec
def s_table():
    rows = [("Packeta", user(), any_pw()), ("DPD", str(r.randint(1000000, 9999999)), any_pw())]
    t = "| carrier | login | password |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
    return "structural", "Carrier portal logins for the integration team:\n\n" + t, [rows[0][2], rows[1][2]]


@sec
def s_prose_wifi():
    p = any_pw()
    return "name-context", f"""Installation notes {locker()}: the mall gave us their staff Wi-Fi as backup uplink, SSID "Mall-Staff", WPA2 key {p}. LTE is primary.""", [p]


@sec
def s_lockboard_cli():
    k = g.hexs(32)
    return "name-context", f"""$ lockctl --port /dev/ttyS1 --board 2 --auth-key {k} open {comp()}
board 2: door {comp()} OPEN (sensor closed->open in 180ms)""", [k]


@sec
def s_amazon_spapi():
    t = "Atzr|" + g.s(URLSAFE, 180)
    return "self-identifying", f"""LWA_REFRESH_TOKEN="{t}"
LWA_CLIENT_ID=amzn1.application-oa2-client.{g.hexs(32)}""", [t]


@sec
def s_vault_token():
    t = g.vault()
    return "self-identifying", f"""$ VAULT_TOKEN={t} vault kv get -field=offline_hmac secret/lockers/{locker()}""", [t]


@sec
def s_npmrc():
    t = g.npm()
    return "self-identifying", f"""//registry.npmjs.org/:_authToken={t}
@{op()}:registry=https://registry.npmjs.org/""", [t]


@sec
def s_ftp_manifest():
    p = any_pw()
    return "structural", f"""lftp -u manifests,{p} sftp://sftp.{op()}.example -e "mirror --reverse ./out /inbound/manifests; bye\"""", [p]


@sec
def s_ini_console():
    p = any_pw()
    return "name-context", f"""[console]
url = https://console.{op()}.example
admin_user = superadmin
admin_pass = {p}""", [p]


@sec
def s_handover():
    c, p = pin(8), any_pw()
    return "structural", f"""Hand-over night shift ({day()})
- {locker()} offline 01:10–01:40 (LTE), back
- technician account on the kiosk: tech / {p}
- master open code still {c} until the firmware rollout, then it becomes per-station""", [p, c]


@sec
def s_anthropic():
    k = g.anthropic()
    return "self-identifying", f"""# support-bot that answers "where is my parcel"
ANTHROPIC_API_KEY={k}""", [k]


@sec
def s_csharp():
    p = any_pw()
    return "structural", f"""var cs = "Server=lockers-sql;Database=Stations;User Id=station_sync;Password={p};TrustServerCertificate=True";
using var conn = new SqlConnection(cs);""", [p]


@sec
def s_go():
    k = b62(40)
    return "name-context", f"""var carrierCfg = CarrierConfig{{
	Name:      "gls",
	Endpoint:  "https://api.gls-group.example",
	APISecret: "{k}",
}}""", [k]


@sec
def s_mqtt_url():
    p = any_pw()
    return "structural", f"""BROKER_URL=mqtts://{locker().lower()}:{p}@mqtt.{op()}.example:8883""", [p]


# ---------------------------------------------------------------- clean templates
C = []


def cln(fn):
    C.append(fn)
    return fn


@cln
def c_tracking_events():
    return json.dumps({"tracking_number": tracking(), "events": [
        {"status": s, "point": locker(), "at": ts()} for s in ["adopted_at_sorting_center", "out_for_delivery", "ready_to_pickup"]],
        "id": g.uuid()}, indent=2)


@cln
def c_points():
    return json.dumps({"items": [{"name": locker(), "location": {"latitude": round(50 + r.random(), 6), "longitude": round(19 + r.random(), 6)},
                                  "opening_hours": "24/7", "location_description": r.choice(["Przy Biedronce", "Parking P+R", "Station hall"])}
                                 for _ in range(2)], "count": 2}, indent=1)


@cln
def c_env_example():
    return """# agent.env.example
STATION_ID=XXX00X
CONSOLE_API_KEY=<console-api-key>
MQTT_PASSWORD=changeme
OFFLINE_CODE_KEY=${OFFLINE_CODE_KEY}
INPOST_API_TOKEN=
"""


@cln
def c_env_read():
    return """import os
hmac_key = bytes.fromhex(os.environ["OFFLINE_CODE_KEY"])
mqtt_pw = os.environ.get("MQTT_PASSWORD")
if mqtt_pw is None:
    raise RuntimeError("MQTT_PASSWORD not set – provision the station first")"""


@cln
def c_sms_template():
    return r.choice([
        "sms_template_pl: \"Twoja paczka czeka w {{ point_name }}. Kod odbioru: {{ pickup_code }}.\"",
        "SMS_READY=Your parcel is in locker %LOCKER%. Pickup code: %CODE%. Collect within %HOURS%h.",
        "de: \"Abholcode: ${code} – Packstation ${station}\"",
        "fr: 'Code de retrait : {code}. Consigne {locker}.'",
    ])


@cln
def c_openapi():
    return """PickupCode:
  type: string
  pattern: '^[0-9]{6}$'
  description: Six-digit code shown to the recipient; never logged, stored only as an HMAC.
  example: "000000\""""


@cln
def c_telemetry():
    return f"""lockers/{locker()}/telemetry {json.dumps({"temp_c": round(r.uniform(-5, 35), 1), "doors_open": 0, "rssi": -r.randint(60, 100),
                                                   "fw": f"4.{r.randint(0, 9)}.{r.randint(0, 20)}", "uptime_s": r.randint(1000, 900000)})}"""


@cln
def c_serial_frames():
    return "\n".join(f"TX {' '.join(g.hexs(2).upper() for _ in range(8))}  RX {' '.join(g.hexs(2).upper() for _ in range(6))}  crc16={g.hexs(4)}" for _ in range(4))


@cln
def c_fw_hashes():
    return "\n".join(f"{g.sha256()}  locker-fw-4.{r.randint(0, 9)}.{r.randint(0, 20)}-{b}.bin" for b in ["revB", "revC", "revD"])


@cln
def c_station_meta():
    return f"""station: {locker()}
imei: {r.randint(350000000000000, 359999999999999)}
iccid: 8948{r.randint(10**14, 10**15 - 1)}
controller_serial: LC-{g.s(UPPER + DIG, 10)}
ble_service_uuid: {g.uuid()}
compartments: {{S: {r.randint(10, 40)}, M: {r.randint(10, 30)}, L: {r.randint(4, 12)}}}"""


@cln
def c_sscc():
    return "\n".join(f"(00){r.randint(10**17, 10**18 - 1)} (421)616{r.randint(10000, 99999)} {locker()} {comp()}" for _ in range(4))


@cln
def c_manifest_csv():
    return "tracking,locker,compartment,size,dropped_at\n" + "\n".join(
        f"{tracking()},{locker()},{comp()},{r.choice('SML')},{ts()}" for _ in range(5))


@cln
def c_code_hash():
    return json.dumps({"parcel": tracking(), "locker": locker(), "compartment": comp(),
                       "pickup_code_hmac": g.sha256(), "code_expires_at": ts(), "status": "stored"}, indent=2)


@cln
def c_git_log():
    return "\n".join(f"{g.hexs(7)} {r.choice(['door sensor debounce', 'carrier-gw: retry on 429', 'console: audit door opens', 'offline codes via secure element', 'courier app: dark mode'])}"
                     for _ in range(5))


@cln
def c_wg_pub():
    return f"""[Peer]
# {locker()}
PublicKey = {g.b64(32)}
AllowedIPs = 10.99.{r.randint(0, 255)}.{r.randint(2, 250)}/32
PersistentKeepalive = 25"""


@cln
def c_cert():
    return f"""subject=CN={locker()}.stations.{op()}.example
issuer=CN={op()} Device CA G2
notAfter=Dec {r.randint(1, 28)} 12:00:00 2028 GMT
SHA256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}"""


@cln
def c_k8s_ref():
    return """- name: INPOST_API_TOKEN
  valueFrom:
    secretKeyRef: {name: carrier-gw, key: inpost-token}
- name: DPD_PASSWORD
  valueFrom:
    secretKeyRef: {name: carrier-gw, key: dpd-password}"""


@cln
def c_gha():
    return """env:
  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}
  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}
steps:
  - run: npm ci && npm run build"""


@cln
def c_packeta_widget():
    return f"""<script src="https://widget.packeta.com/v6/www/js/library.js"></script>
<script>
  Packeta.Widget.pick("{g.hexs(16)}", showSelectedPickupPoint, {{ country: "cz,sk", language: "cs" }});
</script>"""


@cln
def c_stripe_pk():
    return f"""const stripe = Stripe('pk_live_{b62(99)}'); // oversize fee at the locker screen"""


@cln
def c_twilio_sid():
    return f"""TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_MESSAGING_SERVICE_SID=MG{g.hexs(32)}
TWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}"""


@cln
def c_console_audit():
    return "\n".join(f"{ts()} audit user={user()} action=door.open station={locker()} door={comp()} reason=customer_call ticket={r.randint(10000, 99999)} req={g.uuid()}" for _ in range(3))


@cln
def c_prose():
    return r.choice([
        "Pickup codes are generated per parcel, sent only to the recipient and stored as an HMAC. Support agents never see them; if a customer lost the code, resend it from the console instead of reading it out.",
        "Kody odbioru nigdy nie trafiają do logów. W razie problemu konsultant wysyła kod ponownie SMS-em.",
        "Der Master-Servicecode wird pro Station im Secure Element abgelegt und ist nirgends im Klartext gespeichert.",
        "Les mots de passe des transporteurs sont dans le coffre (Vault), chemin secret/carriers/<nom>.",
    ])


@cln
def c_hook_ls():
    return bash_hook("ls /etc/locker", "agent.env\nagent.env.example\nca.pem\ncerts\ncontroller.conf\nmodem.ini")


@cln
def c_hook_grep():
    return bash_hook("grep -n KEY src/config.ts", """4:export const OFFLINE_CODE_KEY = process.env.OFFLINE_CODE_KEY!;
5:export const CONSOLE_API_KEY = process.env.CONSOLE_API_KEY ?? "";
9:// BLE_UNLOCK_AES_KEY is provisioned by the factory into the secure element""")


@cln
def c_courier_route():
    return json.dumps({"route": f"R-{r.randint(100, 999)}", "driver_id": g.uuid(), "vehicle": f"WX {r.randint(10000, 99999)}",
                       "stops": [{"point": locker(), "drop": r.randint(1, 30), "collect": r.randint(0, 10)} for _ in range(3)]}, indent=1)


@cln
def c_docker_digest():
    return "\n".join(f"registry.{op()}.example/{n}@sha256:{g.sha256()}" for n in ["station-agent", "carrier-gw", "ops-console"])


@cln
def c_log_ids():
    return "\n".join(f"{ts()} INFO pickup-svc parcel={tracking()} locker={locker()} door={comp()} event=collected trace_id={g.hexs(32)}" for _ in range(3))


@cln
def c_ble_adv():
    return f"""HCI Event: LE Advertising Report
  Address: {':'.join(g.hexs(2).upper() for _ in range(6))} (Random)
  Service UUID: {g.uuid()}
  Manufacturer data: {g.hexs(24)}
  RSSI: -{r.randint(50, 90)} dBm"""


@cln
def c_yaml_placeholders():
    return """carriers:
  dhl_parcel_de:
    api_key: ${DHL_API_KEY}
    gkp_password: "{{ vault 'carriers/dhl/gkp' }}"
  inpost:
    token_file: /run/secrets/inpost_token"""


@cln
def c_invoice():
    return f"""Oversize fee receipt {r.randint(1000, 9999)}
payment_intent pi_{b62(24)}  charge ch_{b62(24)}  amount 4.99 EUR  locker {locker()}"""


@cln
def c_webhook_sig():
    return f"""POST /hooks/inpost HTTP/1.1
x-inpost-signature: {g.b64(32)}
x-inpost-request-id: {g.uuid()}

{{"event":"shipment_status_changed","payload":{{"tracking_number":"{tracking()}","status":"delivered"}}}}"""


@cln
def c_modem_at():
    return f"""AT+CGDCONT?
+CGDCONT: 1,"IP","iot.m2m","10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(0, 255)}",0,0
AT+CSQ
+CSQ: {r.randint(10, 31)},99
AT+CCID
+CCID: 8948{r.randint(10**14, 10**15 - 1)}"""


@cln
def c_diff_placeholder():
    return """-MQTT_PASSWORD=password
+MQTT_PASSWORD=<set by provisioning>
-SERVICE_CODE=00000000
+SERVICE_CODE=${SERVICE_CODE}"""


@cln
def c_chat_rotate():
    return r.choice([
        f"[#ops] {r.choice(FIRST)}: rotated the DPD API password, it's in Vault now, restart carrier-gw pods",
        f"[#ops] {r.choice(FIRST)}: hasło do konsoli zmienione, jest w menedżerze haseł",
        f"[#ops] {r.choice(FIRST)}: Servicecodes für alle Stationen in Berlin erneuert (per Secure Element), nichts im Chat posten",
    ])


@cln
def c_spki():
    return f"""-----BEGIN PUBLIC KEY-----
{g.b64(48)}
{g.b64(40)}
-----END PUBLIC KEY-----"""


@cln
def c_jinja():
    return """<p>Hi {{ recipient.first_name }}, your parcel is ready in {{ locker.name }}.</p>
<p>Your pickup code is <strong>{{ pickup_code }}</strong>.</p>"""
# ---------------------------------------------------------------- write
def main() -> None:
    clean = []
    seen = set()
    i = 0
    while len(clean) < 100:
        t = C[i % len(C)]()
        i += 1
        clean.append(t)
    blob = "\n".join(clean)
    secrets = []
    order = list(range(len(S)))
    i = 0
    while len(secrets) < 250:
        if i % len(S) == 0:
            r.shuffle(order)
        fn = S[order[i % len(S)]]
        i += 1
        for _ in range(20):
            cls, text, vals = fn()
            if all(v and v in text and v not in blob and v not in seen for v in vals):
                break
        else:
            raise SystemExit(f"could not place {fn.__name__}")
        seen.update(vals)
        secrets.append((cls, text, vals))
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
