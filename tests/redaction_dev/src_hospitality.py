"""Blind redaction source "hospitality": hotels and restaurants.

Property management systems (Opera/OHIP, Mews, Cloudbeds), channel managers and booking engines, OTA partner
APIs, reservation platforms, door-lock and key-card servers, guest Wi-Fi portals. Written blind by the helper
"corpora" on 2026-12-03 (it read neither memtool's rules nor its results); every value is random and made up.
Seeded: rerunning writes hospitality_secrets.jsonl and hospitality_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "hospitality"
g = Gen(2312031)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

HOTELS = ["Harbour View Hotel", "Hotel Almendro", "The Linden Lodge", "Casa Marina Suites", "Alpenhof Resort",
          "Kestrel Inn", "Hotel Oriel", "Seabright Apartments", "Gasthof Zum Ochsen", "Riad Noor"]
CODES = ["HVH01", "ALM", "LINDEN", "CMS-BCN", "ALPHOF", "KSTRL", "ORIEL", "SBA2", "ZOCHS", "RNOOR"]
USERS = ["frontdesk", "nightaudit", "revenue", "ops", "gm", "fom", "it-admin", "pms_int", "svc_channel", "reservations"]


def hotel():
    i = r.randrange(len(HOTELS))
    return HOTELS[i], CODES[i]


def vendor_pw():
    k = r.randint(0, 7)
    if k == 0:
        return g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4)
    if k == 1:
        return g.pick(["Welcome", "Opera", "Hotel", "Lobby", "Suite", "Concierge"]) + str(r.randint(1, 99)) + g.pick(["!", "", "#", "$"])
    if k == 2:
        return g.pick(["salto", "onity", "vingcard", "hotel", "mews", "guest"]) + str(r.randint(100, 9999))
    if k == 3:
        w = ["amber", "pillow", "harbour", "lantern", "olive", "breakfast", "saffron", "velvet", "tide", "courtyard"]
        return "-".join(r.sample(w, 3)) + str(r.randint(1, 9))
    if k == 4:
        return g.hexs(32)
    if k == 5:
        return g.s(B62, r.randint(12, 20))
    if k == 6:
        return g.human_pw()
    return g.machine_pw()


def pin():
    return str(r.randint(1000, 999999)).zfill(r.choice([4, 6]))


def mews_token():
    return g.hexs(32).upper() + "-" + g.hexs(31).upper()


def ip():
    return f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(2, 250)}"


def conf():
    return str(r.randint(10**8, 10**10))


def date():
    return f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def readhook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}}, ensure_ascii=False)


# ---------------------------------------------------------------- secrets
def s_ohip_yaml():
    cid = g.s(LOW + DIG, 8) + "_" + g.s(B62, 20)
    sec = g.s(URLSAFE, r.choice([32, 40, 44]))
    key = g.uuid()
    h, c = hotel()
    t = f"""# config/ohip.yaml -- Oracle Hospitality Integration Platform ({h})
ohip:
  gateway: https://{g.pick(['mtu1', 'euc1', 'use1', 'apse2'])}.hospitality-api.oracle-example.com
  hotel_id: {c}
  app_key: {key}
  client_id: {cid}
  client_secret: {sec}
  username: {g.pick(USERS)}_{c.lower()}
  scopes: [reservations, frontdesk]
"""
    return "name-context", t, [sec]


def s_ohip_curl():
    pw = vendor_pw()
    user = f"{g.pick(USERS)}_{g.s(LOW, 3)}"
    cid = g.s(LOW + DIG, 10)
    sec = g.s(URLSAFE, 36)
    t = f"""$ curl -s -X POST "https://ohip-gw.example.net/oauth/v1/tokens" \\
    -H "Content-Type: application/x-www-form-urlencoded" \\
    -H "x-app-key: {g.uuid()}" \\
    -u '{cid}:{sec}' \\
    --data-urlencode "username={user}" --data-urlencode "password={pw}" --data "grant_type=password"
{{"error":"invalid_grant","error_description":"user locked after 5 attempts"}}"""
    return "structural", t, [sec, pw]


def s_mews_json():
    ct = mews_token()
    at = mews_token()
    t = json.dumps({"ClientToken": ct, "AccessToken": at, "Client": "RevenueSync 2.4.1",
                    "StartUtc": f"{date()}T00:00:00Z", "EndUtc": f"{date()}T00:00:00Z", "ServiceIds": [g.uuid()]}, indent=2)
    t = "POST https://api.mews-demo.example/api/connector/v1/reservations/getAll\n" + t
    return "name-context", t, [ct, at]


def s_mews_env():
    at = mews_token()
    t = f"""MEWS_PLATFORM_URL=https://api.mews.example.com
MEWS_CLIENT_NAME="Hotel Almendro Housekeeping 1.3"
MEWS_ACCESS_TOKEN={at}
MEWS_ENTERPRISE_ID={g.uuid()}
LOG_LEVEL=info"""
    return "name-context", t, [at]


def s_cloudbeds():
    k = "cbat_" + g.s(B62, 32)
    t = f"""import requests

PROPERTY_ID = {r.randint(100000, 999999)}
HEADERS = {{"Authorization": "Bearer {k}", "accept": "application/json"}}

resp = requests.get("https://api.cloudbeds.example/api/v1.2/getReservations",
                    params={{"propertyID": PROPERTY_ID, "status": "checked_in"}}, headers=HEADERS, timeout=20)
resp.raise_for_status()"""
    return "structural", t, [k]


def s_siteminder_soap():
    u = f"{g.pick(['pms', 'sm', 'hotel'])}_{g.s(LOW + DIG, 6)}"
    pw = vendor_pw()
    h, c = hotel()
    t = f"""<soap-env:Envelope xmlns:soap-env="http://schemas.xmlsoap.org/soap/envelope/">
  <soap-env:Header>
    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>{u}</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{pw}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soap-env:Header>
  <soap-env:Body>
    <OTA_HotelAvailNotifRQ Version="1.0" TimeStamp="{date()}T08:15:00Z" EchoToken="{g.uuid()}">
      <AvailStatusMessages HotelCode="{c}">"""
    return "structural", t, [pw]


def s_booking_curl():
    u = g.pick(["XMLUSER", "hotel", "cm"]) + str(r.randint(1000, 99999))
    pw = vendor_pw()
    t = f"""$ curl -sS -u {u}:{pw} -H 'Content-Type: text/xml' \\
     --data @rates_{date()}.xml https://supply-xml.ota-partner.example/hotels/xml/availability
<?xml version='1.0' encoding='UTF-8'?>
<ok></ok>"""
    return "structural", t, [pw]


def s_expedia_xml():
    u = "EQC" + g.s(DIG, 6)
    pw = vendor_pw()
    t = f"""<?xml version="1.0" encoding="UTF-8"?>
<AvailRateUpdateRQ xmlns="http://www.expediaconnect.com/EQC/AR/2011/06">
  <Authentication username="{u}" password="{pw}"/>
  <Hotel id="{r.randint(1000000, 99999999)}"/>
  <AvailRateUpdate>
    <DateRange from="{date()}" to="{date()}"/>
    <RoomType id="{r.randint(100000, 999999)}" closed="false"><Inventory totalInventoryAvailable="{r.randint(0, 12)}"/></RoomType>
  </AvailRateUpdate>
</AvailRateUpdateRQ>"""
    return "structural", t, [pw]


def s_lockserver_ini():
    pw = vendor_pw()
    t = f"""; LockLink interface settings - do not edit while encoders are online
[Server]
Host={ip()}
Port={g.pick(['7001', '8090', '5000', '3050'])}
Protocol=TCP
[Database]
Type=Firebird
Path=C:\\ProgramData\\LockServer\\HOTEL.FDB
User=SYSDBA
Password={pw}
[PMS]
Interface=FIAS
Encoder1=FrontDesk-1"""
    return "name-context", t, [pw]


def s_fias_log():
    pw = vendor_pw()
    t = f"""{date()} 03:12:44.201 [FIAS] >> LS|DA{date().replace('-', '')[2:]}|TI031244|
{date()} 03:12:44.380 [FIAS] << LA|DA{date().replace('-', '')[2:]}|TI031244|
{date()} 03:12:45.002 [IFC8] config reload: ifc_user=IFC_LOCK ifc_password={pw} host={ip()}
{date()} 03:12:45.119 [IFC8] link established, KeyEncoder ENC02 online"""
    return "name-context", t, [pw]


def s_encoder_sitekey():
    k = g.hexs(32).upper()
    t = f"""# keycard encoder profile (exported from the lock management console)
site_name = "{hotel()[0]}"
card_type = MIFARE_CLASSIC_1K
sector = {r.randint(1, 15)}
site_key = {k}
default_checkout = 12:00
"""
    return "name-context", t, [k]


def s_radius_clients():
    sec = vendor_pw()
    t = f"""# /etc/freeradius/3.0/clients.conf -- guest Wi-Fi controllers
client guest-wlc-{r.randint(1, 4)} {{
    ipaddr    = {ip()}
    secret    = {sec}
    shortname = lobby-wlc
    nas_type  = other
}}"""
    return "name-context", t, [sec]


def s_wifi_portal_compose():
    pw = vendor_pw()
    pw2 = g.machine_pw()
    t = f"""services:
  portal:
    image: registry.example.com/guest-portal:{r.randint(2, 5)}.{r.randint(0, 20)}
    environment:
      DATABASE_URL: postgres://portal:{pw}@db:5432/portal
      PMS_LOOKUP_URL: http://pms-bridge:8080/guest
      SESSION_MINUTES: "1440"
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: portal
      POSTGRES_PASSWORD: {pw2}"""
    return "structural", t, [pw, pw2]


def s_opera_sqlplus():
    pw = vendor_pw()
    t = f"""$ sqlplus opera/{pw}@OPERA_PROD @reports/night_audit_rev.sql
SQL*Plus: Release 19.0.0.0.0 - Production
Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production

  RESORT  BUSINESS_DATE  ROOM_REVENUE
  ------  -------------  ------------
  {hotel()[1]:<6}  {date()}     {r.randint(10000, 90000)}.00"""
    return "structural", t, [pw]


def s_pms_connstr():
    pw = vendor_pw()
    t = f"""<connectionStrings>
  <add name="PmsDb" providerName="System.Data.SqlClient"
       connectionString="Server={g.pick(['PMSSQL01', 'fo-sql', 'sql-hotel'])}\\FIDELIO;Database=PMS;User Id=pms_interface;Password={pw};TrustServerCertificate=True" />
</connectionStrings>"""
    return "structural", t, [pw]


def s_chat_nightaudit():
    pw = vendor_pw()
    t = g.pick([
        f"@channel for tonight's night audit: the Opera admin login is SUPERVISOR, password {pw} -- please don't change it, IT resets Monday",
        f"hey, the key encoder keeps asking for the master password again after the update. it's {pw} (the one on the sticky note in the back office is old)",
        f"Reminder from IT: new password for the shared front desk PC account is {pw}. Do not write it on the monitor please.",
    ])
    return "name-context", t, [pw]


def s_safe_pin():
    p = pin()
    t = g.pick([
        f"Handover notes {date()}: back-office safe code changed to {p}. Float counted, 500.00 in drawer 2.",
        f"Ticket #{r.randint(1000, 9999)}: Manager override PIN for the POS at the pool bar is {p} until the new cards arrive.",
    ])
    return "name-context", t, [p]


def s_resy():
    k = g.s(B62, 32)
    t = f"""GET /3/venue?id={r.randint(1000, 90000)} HTTP/1.1
Host: api.resy.example
Authorization: ResyAPI api_key="{k}"
Accept: application/json
User-Agent: table-sync/0.9"""
    return "structural", t, [k]


def s_sevenrooms_env():
    sec = g.s(HEX, 64) if r.random() < .5 else g.s(B62, 48)
    t = f"""# reservations integration
SEVENROOMS_CLIENT_ID={g.s(LOW, 8)}-{g.s(LOW + DIG, 10)}
SEVENROOMS_CLIENT_SECRET={sec}
SEVENROOMS_VENUE_GROUP={g.s(B62, 20)}
OPENTABLE_RID={r.randint(10000, 999999)}"""
    return "name-context", t, [sec]


def s_airbnb_token():
    at = g.s(B62, 46)
    t = f"""$ python tools/refresh_partner_token.py --listing-sync
INFO  token endpoint returned 200
{{"access_token": "{at}", "expires_at": {1790000000 + r.randint(0, 9999999)}, "user_id": {r.randint(10**7, 10**9)}}}
INFO  wrote token to secrets store"""
    return "name-context", t, [at]


def s_booking_engine_env():
    label, tok, mark = g.self_identifying()
    t = f"""# booking-engine/.env.production
APP_URL=https://book.{g.pick(['harbourview', 'almendro', 'lindenlodge', 'kestrelinn'])}.example
PAYMENT_PROVIDER=stripe
{label.upper()}_KEY={tok}
DEFAULT_CURRENCY={g.pick(['EUR', 'GBP', 'USD', 'CHF'])}"""
    return "self-identifying", t, [mark]


def s_hook_cat_env():
    label, tok, mark = g.self_identifying()
    pw = vendor_pw()
    out = f"CHANNEL_MANAGER_URL=https://cm.example.net/api\nCHANNEL_MANAGER_USER=hotel_{g.s(DIG, 5)}\nCHANNEL_MANAGER_PASSWORD={pw}\n{label.upper()}_TOKEN={tok}\n"
    return "self-identifying", hook("cat .env", out), [mark, pw]


def s_pem_ota():
    block, line = g.pem()
    t = f"""Read(certs/ota-partner-mtls.key)
{block}"""
    return "self-identifying", t, [line]


def s_traceback_qs():
    k = g.s(B62 + "-_", r.randint(24, 40))
    t = f"""Traceback (most recent call last):
  File "/srv/rates/push.py", line 88, in push_rates
    r.raise_for_status()
  File "/usr/lib/python3/dist-packages/requests/models.py", line 1021, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.channelhub.example/v2/ari?hotel_id={r.randint(1000, 9999)}&api_key={k}&from={date()}"""
    return "structural", t, [k]


def s_mysql_pms_cli():
    pw = vendor_pw()
    t = f"""$ mysql -h {ip()} -u hk_report -p'{pw}' roomstatus -e "SELECT room, status FROM rooms WHERE status='OOO'"
+------+--------+
| room | status |
+------+--------+
| {r.randint(100, 799)}  | OOO    |
+------+--------+"""
    return "structural", t, [pw]


def s_unifi_hotspot():
    pw = vendor_pw()
    t = f"""# ansible/group_vars/wifi.yml
unifi_controller: https://{ip()}:8443
unifi_site: {g.pick(['default', 'lobby', 'annex'])}
unifi_admin_user: portal-api
unifi_admin_password: "{pw}"
hotspot_voucher_minutes: 4320"""
    return "name-context", t, [pw]


def s_k8s_secret():
    pw = vendor_pw()
    tok = mews_token()
    t = f"""apiVersion: v1
kind: Secret
metadata:
  name: pms-bridge
  namespace: hotel-int
type: Opaque
stringData:
  MEWS_CLIENT_TOKEN: "{tok}"
  FIDELIO_DB_PASSWORD: "{pw}"
"""
    return "name-context", t, [tok, pw]


def s_webhook_sig():
    sec = g.s(B62, 32)
    t = f"""// booking-engine/src/webhooks.ts
const CM_WEBHOOK_SECRET = "{sec}"; // channel manager signs with HMAC-SHA256

export function verify(body: string, sig: string) {{
  const mac = createHmac("sha256", CM_WEBHOOK_SECRET).update(body).digest("hex");
  return timingSafeEqual(Buffer.from(mac), Buffer.from(sig));
}}"""
    return "name-context", t, [sec]


def s_ftp_audit():
    pw = vendor_pw()
    u = g.pick(["nightaudit", "reports", "opera_exp"])
    t = f"""#!/bin/sh
# push night audit PDFs to the owner's accountant
lftp -u {u},{pw} sftp://files.owners-example.com <<EOF
cd /incoming/{hotel()[1]}
mput /opt/reports/{date()}/*.pdf
bye
EOF"""
    return "structural", t, [pw]


def s_issue_prose():
    label, tok, mark = g.self_identifying()
    t = (f"### Bug: rate push fails after token rotation\n\nSteps: run `npm run sync:rates` with the new key.\n"
         f"Env on the staging box:\n```\nSYNC_MODE=incremental\nNOTIFY_TOKEN={tok}\n```\n"
         f"Error: `401 Unauthorized` from the notifier, rates still go out. Expected: no 401.")
    return "self-identifying", t, [mark]


def s_powershell_pms():
    pw = vendor_pw()
    t = f"""PS C:\\Interfaces> $cred = New-Object System.Management.Automation.PSCredential('HOTEL\\svc_ifc', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))
PS C:\\Interfaces> Invoke-Command -ComputerName IFC01 -Credential $cred -ScriptBlock {{ Restart-Service 'OPERA IFC8' }}
WARNING: Waiting for service 'OPERA IFC8 (IFC8)' to start..."""
    return "structural", t, [pw]


def s_wifi_splash_js():
    k = g.s(B62, 40)
    t = f"""// splash/config.js -- captive portal for {hotel()[0]}
window.PORTAL = {{
  propertyCode: "{hotel()[1]}",
  pmsLookup: "/api/guest/verify",
  radiusSharedKey: "{k}",
  termsUrl: "/terms.html",
}};"""
    return "name-context", t, [k]


SECRET_T = [s_ohip_yaml, s_ohip_curl, s_mews_json, s_mews_env, s_cloudbeds, s_siteminder_soap, s_booking_curl,
            s_expedia_xml, s_lockserver_ini, s_fias_log, s_encoder_sitekey, s_radius_clients, s_wifi_portal_compose,
            s_opera_sqlplus, s_pms_connstr, s_chat_nightaudit, s_safe_pin, s_resy, s_sevenrooms_env, s_airbnb_token,
            s_booking_engine_env, s_hook_cat_env, s_pem_ota, s_traceback_qs, s_mysql_pms_cli, s_unifi_hotspot,
            s_k8s_secret, s_webhook_sig, s_ftp_audit, s_issue_prose, s_powershell_pms, s_wifi_splash_js]


# ---------------------------------------------------------------- clean
def c_reservation_json():
    return json.dumps({"ReservationId": g.uuid(), "ConfirmationNumber": conf(), "HotelCode": hotel()[1],
                       "ArrivalDate": date(), "Nights": r.randint(1, 9), "RatePlanCode": g.pick(["BAR", "BB", "NRF", "CORP1"]),
                       "RoomTypeCode": g.pick(["DBL", "KNG", "TWN", "STE"]), "Status": "Confirmed"}, indent=2)


def c_ota_docs():
    return g.pick([
        "## Connecting the channel manager\n\n1. Ask your account manager for XML credentials.\n2. Put them in `.env`:\n\n```\nCM_USERNAME=<your-xml-user>\nCM_PASSWORD=<your-xml-password>\n```\n3. Run `make sync-rooms`.",
        "Set `MEWS_ACCESS_TOKEN=${MEWS_ACCESS_TOKEN}` in the compose file; the value comes from the vault at deploy time.",
        "For the demo environment the documented client token is shown on the vendor's portal page; use `changeme` as the local admin password and change it on first login.",
        "ohip:\n  client_id: ${OHIP_CLIENT_ID}\n  client_secret: ${OHIP_CLIENT_SECRET}\n  app_key: ${OHIP_APP_KEY}\n",
    ])


def c_fias_log():
    d = date().replace('-', '')[2:]
    return f"""{date()} 06:01:02.118 [FIAS] << GI|RN{r.randint(100, 799)}|G#{r.randint(10000, 99999)}|GNSmith|GLEN|DA{d}|
{date()} 06:01:02.140 [FIAS] >> KR|RN{r.randint(100, 799)}|KC{r.randint(1, 3)}|KTN|WS ENC01|
{date()} 06:01:03.902 [FIAS] << KA|AS OK|KC1|RN{r.randint(100, 799)}|"""


def c_git_log():
    return "\n".join(f"{g.hexs(40)} {m}" for m in r.sample([
        "rates: round BAR to two decimals", "mews: page getAll by 1000", "portal: fix captive redirect on iOS",
        "locks: handle ENC02 offline", "docs: describe night audit export", "ota: map room types for annex",
        "ci: pin python 3.12"], 4))


def c_sha_checksums():
    return "\n".join(f"{g.sha256()}  {f}" for f in r.sample([
        "lockserver-setup-5.2.1.msi", "ifc8-patch-24.1.exe", "guest-portal-3.4.0.tar.gz", "opera-cloud-cli_2.1_amd64.deb",
        "encoder-firmware-1.9.bin"], 3))


def c_portal_html():
    return f"""<form method="post" action="/login">
  <input type="text" name="room" placeholder="Room number" />
  <input type="text" name="surname" placeholder="Surname" />
  <input type="hidden" name="csrf_token" value="{{{{ csrf_token }}}}" />
  <img alt="logo" src="data:image/png;base64,{g.b64(60)}" />
  <button>Connect</button>
</form>"""


def c_radius_log():
    mac = ":".join(g.hexs(2).upper() for _ in range(6))
    return f"""(12) Received Access-Request Id {r.randint(1, 255)} from {ip()}:{r.randint(30000, 60000)} to 10.0.0.5:1812 length 180
(12)   User-Name = "{mac}"
(12)   Called-Station-Id = "{':'.join(g.hexs(2).upper() for _ in range(6))}:Guest-WiFi"
(12)   User-Password = "******"
(12) Sent Access-Accept Id {r.randint(1, 255)} from 10.0.0.5:1812"""


def c_webhook_payload():
    return json.dumps({"event": "reservation.modified", "id": g.uuid(), "hotelId": r.randint(1000, 9999),
                       "signature": "sha256=" + g.sha256(), "timestamp": 1790000000 + r.randint(0, 99999),
                       "data": {"confirmation": conf(), "channel": g.pick(["BDC", "EXP", "AIRBNB", "DIRECT"])}})


def c_compose_vars():
    return """services:
  portal:
    image: registry.example.com/guest-portal:3.4
    environment:
      DATABASE_URL: postgres://portal:${PORTAL_DB_PASSWORD}@db:5432/portal
      RADIUS_SECRET_FILE: /run/secrets/radius_secret
    secrets: [radius_secret]"""


def c_hook_ls():
    out = "\n".join(f"-rw-r--r-- 1 ops ops {r.randint(1000, 90000)} Dec  3 0{r.randint(1, 9)}:{r.randint(10, 59)} {f}" for f in
                    ["night_audit.pdf", "occupancy.csv", "ota_mapping.json", "rates_push.log"])
    return hook("ls -l /opt/reports/latest", out)


def c_occupancy_csv():
    rows = ["business_date,rooms_sold,adr,revpar,folio_hash"]
    for _ in range(5):
        rows.append(f"{date()},{r.randint(20, 180)},{r.randint(80, 300)}.{r.randint(10, 99)},{r.randint(50, 250)}.{r.randint(10, 99)},{g.hexs(32)}")
    return "\n".join(rows)


def c_lock_audit():
    return "\n".join(f"{date()} {r.randint(0, 23):02d}:{r.randint(0, 59):02d} door {r.randint(100, 799)} opened card_uid={g.hexs(8).upper()} type=GUEST" for _ in range(4))


def c_chat():
    return g.pick([
        f"Channel manager sync for {hotel()[0]} is green again, confirmation {conf()} came through twice so I cancelled the duplicate.",
        "Reminder: never send the encoder password by e-mail, ask IT to reset it on the console instead.",
        f"Door {r.randint(100, 799)} battery low, card UID {g.hexs(8).upper()} failed 3x. Engineering notified.",
        f"Mews enterprise id is {g.uuid()} if you need it for the support ticket (it's not a secret).",
    ])


def c_pubkey():
    return f"""# certs/ota-partner.crt fingerprint for the allow-list
SHA256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} deploy@pms-bridge"""


def c_ohip_response():
    return json.dumps({"reservations": {"reservationInfo": [{"reservationIdList": [{"id": str(r.randint(10**6, 10**8)), "type": "Reservation"},
                      {"id": conf(), "type": "Confirmation"}], "roomStay": {"roomType": "KNG", "ratePlanCode": "BAR"}}]},
                       "links": [{"href": "/rsv/v1/hotels/" + hotel()[1] + "/reservations?offset=20", "rel": "next"}]}, indent=1)


def c_traceback():
    return f"""Traceback (most recent call last):
  File "/srv/rates/push.py", line 88, in push_rates
    r.raise_for_status()
requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.channelhub.example/v2/ari?hotel_id={r.randint(1000, 9999)}&from={date()}&to={date()}"""


def c_docker_digest():
    return f"""$ docker pull registry.example.com/lockbridge:1.{r.randint(0, 9)}
Digest: sha256:{g.sha256()}
Status: Downloaded newer image for registry.example.com/lockbridge:1.4"""


def c_ini_placeholder():
    return """[Database]
Type=Firebird
Path=C:\\ProgramData\\LockServer\\HOTEL.FDB
User=SYSDBA
; Password is read from the Windows credential store (LockServer/DB)
Password="""


CLEAN_T = [c_reservation_json, c_ota_docs, c_fias_log, c_git_log, c_sha_checksums, c_portal_html, c_radius_log,
           c_webhook_payload, c_compose_vars, c_hook_ls, c_occupancy_csv, c_lock_audit, c_chat, c_pubkey,
           c_ohip_response, c_traceback, c_docker_digest, c_ini_placeholder]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": secrets}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
