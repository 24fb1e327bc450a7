#!/usr/bin/env python3
"""Blind round 59, source "evcharging": EV charging networks (OCPP central systems, charge-point firmware, roaming
hubs such as OCPI and Hubject OICP, payment terminals). Written by the helper "corpora31"; imports only the standard
library and _tokens. Every value is random and made up. Run: python3 src_evcharging.py"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, URLSAFE, Gen

FAMILY = "evcharging"
OUT = Path(__file__).resolve().parent
g = Gen(590202)
R = g.r
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits

SECRETS: list[tuple[str, str, list[str]]] = []
CLEAN: list[str] = []


def S(cls: str, text: str, *vals: str) -> None:
    SECRETS.append((cls, text, list(dict.fromkeys(vals))))


def C(text: str) -> None:
    CLEAN.append(text)


def P(seq):
    return R.choice(seq)


def digits(n: int) -> str:
    return "".join(R.choice(DIG) for _ in range(n))


WORDS = ["volt", "ampere", "plug", "charge", "wallbox", "kilowatt", "tesla", "ccs", "chademo", "mennekes",
         "Fjord", "Lofoten", "Polder", "Tulip", "Sparky", "Ladestrom", "Borne", "Depot", "Highway", "Supercharge"]


def wordpw() -> str:
    return P(WORDS).capitalize() + digits(R.randint(2, 4)) + P(["", "!", "#", "@", ".", "_", "*"])


def legacy() -> str:
    return g.s(LOW, R.randint(4, 7)) + digits(R.randint(1, 3))


def upw() -> str:
    k = R.randint(0, 3)
    if k == 0:
        return g.s(B62, R.randint(12, 24))
    if k == 1:
        return P(WORDS).lower() + digits(R.randint(2, 4)) + P(["-", "_", "."]) + g.s(LOW, 3)
    if k == 2:
        return g.s(B62 + "-_.", R.randint(16, 30))
    return legacy()


def pw() -> str:
    return P([g.pw, g.pw, upw, wordpw, legacy])()


def authkey() -> str:
    """OCPP 1.6 security profile 1/2 AuthorizationKey / 2.0.1 BasicAuthPassword: often hex, sometimes printable."""
    k = R.randint(0, 2)
    if k == 0:
        return g.hexs(P([32, 40])).upper() if R.random() < .5 else g.hexs(P([32, 40]))
    if k == 1:
        return g.s(B62, R.randint(16, 40))
    return g.s(B62 + "*-_=:", R.randint(16, 40)).replace(":", ".")


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def cpid() -> str:
    return P(["CP", "EVB", "ALF", "ABB-TAC", "WBX", "DEPOT-", "HPC", "EVSE"]) + digits(R.randint(4, 8))


def pin(n: int) -> str:
    return digits(n)


def adyen_key() -> str:
    return "AQE" + g.s(B62 + "+/", 64) + "==-" + g.s(B62 + "+/", 43) + "=-" + g.s(B62, 16)


def ts() -> str:
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:" \
           f"{R.randint(0, 59):02d}"


def msgid() -> str:
    return g.uuid() if R.random() < .6 else str(R.randint(1, 999999))


def evse_id() -> str:
    return f"{P(['DE', 'NL', 'NO', 'FR', 'BE'])}*{g.s(UP, 3)}*E{digits(R.randint(5, 8))}*{R.randint(1, 4)}"


def emaid() -> str:
    return f"{P(['DE', 'NL', 'FR'])}-{g.s(UP + DIG, 3)}-C{g.s(UP + DIG, 8)}-{R.randint(0, 9)}"


def host() -> str:
    return P(["csms", "ocpp", "cs", "central", "backend"]) + "." + \
        P(["chargenet.example", "evroam.example.eu", "ladenetz.example.de", "depot-charge.example.com"])


def hook_bash(cmd: str, out: str = "") -> str:
    return json.dumps({"session_id": g.uuid(), "transcript_path": f"/home/dev/.claude/projects/-src-csms/{g.uuid()}.jsonl",
                       "cwd": P(["/src/csms", "/src/charger-fw", "/src/ocpi-bridge"]),
                       "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd, "description": P(["Connect to charger", "Test OCPI endpoint",
                                                                          "Show config"])},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}},
                      ensure_ascii=False)


def hook_read(path: str, content: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                   "numLines": content.count("\n") + 1,
                                                                   "startLine": 1}}}, ensure_ascii=False)


# ---------------------------------------------------------------- secret templates
def s_ocpp_changeconf():
    k = authkey()
    cp = cpid()
    frame = f'[2,"{msgid()}","ChangeConfiguration",{{"key":"AuthorizationKey","value":"{k}"}}]'
    S("name-context", P([f"{ts()}Z  -> {cp}  {frame}\n{ts()}Z  <- {cp}  [3,\"…\",{{\"status\":\"Accepted\"}}]",
                         f"# rotate the basic-auth key for {cp} before switching it to security profile 2\n{frame}"]), k)


def s_ws_basic():
    cp = cpid()
    k = authkey()
    b = basic(cp, k)
    S("structural", f"""GET /ocpp/{cp} HTTP/1.1
Host: {host()}
Upgrade: websocket
Connection: Upgrade
Sec-WebSocket-Key: {g.b64(16)}
Sec-WebSocket-Protocol: ocpp1.6
Sec-WebSocket-Version: 13
Authorization: Basic {b}""", b)


def s_ws_userinfo():
    cp = cpid()
    k = upw()
    S("structural", P([f"CENTRAL_SYSTEM_URL=wss://{cp}:{k}@{host()}/ocpp/{cp}",
                       f"{ts()} INFO  ocpp.client connecting to wss://{cp}:{k}@{host()}:443/ocpp16/{cp} (profile 2)"]), k)


def s_ocpp201_setvar():
    k = authkey()
    S("name-context", json.dumps([2, msgid(), "SetVariables", {"setVariableData": [
        {"attributeType": "Actual", "attributeValue": k,
         "component": {"name": "SecurityCtrlr"}, "variable": {"name": "BasicAuthPassword"}},
        {"attributeValue": "2", "component": {"name": "SecurityCtrlr"}, "variable": {"name": "SecurityProfile"}}]}]), k)


def s_everest_yaml():
    k = authkey()
    S("name-context", f"""active_modules:
  ocpp:
    module: OCPP201
    config_module:
      ChargePointConfigPath: ocpp-config.json
  # overrides for {cpid()}
  network:
    CentralSystemURI: wss://{host()}/ocpp/
    BasicAuthPassword: "{k}"
    SecurityProfile: 2""", k)


def s_esp_header():
    w = pw().replace('"', '').replace("\\", "")
    k = authkey()
    S("name-context", f"""// secrets.h  -- DO NOT COMMIT (it was committed)
#pragma once
#define WIFI_SSID      "Depot-{P(['North', 'South', 'Hall'])}-IoT"
#define WIFI_PASS      "{w}"
#define OCPP_BACKEND   "wss://{host()}/ocpp/"
#define OCPP_CP_ID     "{cpid()}"
#define OCPP_AUTH_KEY  "{k}"
""", w, k)


def s_nvs_csv():
    w = upw()
    S("name-context", f"""key,type,encoding,value
ocpp,namespace,,
cp_id,data,string,{cpid()}
backend_url,data,string,wss://{host()}/ocpp/
wifi,namespace,,
ssid,data,string,Carport-{digits(3)}
psk,data,string,{w}""", w)


def s_steve_props():
    p = pw()
    a = upw()
    k = g.s(B62, 32)
    S("name-context", f"""# SteVe  src/main/resources/config/prod/main.properties
db.ip = 127.0.0.1
db.port = 3306
db.schema = stevedb
db.user = steve
db.password = {p}
auth.user = admin
auth.password = {a}
webapi.key = STEVE-API-KEY
webapi.value = {k}
server.host = 0.0.0.0""", p, a, k)


def s_ocpi_credentials():
    t = P([g.uuid(), g.s(B62, 32), g.b64url(24)])
    S("name-context", json.dumps({"token": t, "url": f"https://ocpi.{P(['emsp', 'cpo'])}.example.eu/ocpi/versions",
                                  "roles": [{"role": "CPO", "party_id": g.s(UP, 3), "country_code": P(["NL", "DE", "BE"]),
                                             "business_details": {"name": P(["VoltWay", "Laadpaal BV", "NordCharge"])}}]},
                                 indent=2), t)


def s_ocpi_token_header():
    raw = g.uuid()
    t = base64.b64encode(raw.encode()).decode()
    S("structural", f"""$ curl -s https://ocpi.{P(['emsp', 'hub'])}.example.eu/ocpi/cpo/2.2.1/locations?limit=50 \\
    -H "Authorization: Token {t}" \\
    -H "X-Request-ID: {g.uuid()}" -H "OCPI-from-party-id: {g.s(UP, 3)}" | jq '.data | length'
50""", t)


def s_ocpi_token_plain():
    t = g.s(B62, 40)
    S("structural", f"""PUT /ocpi/emsp/2.1.1/tokens/NL/{g.s(UP, 3)}/{g.s(UP + DIG, 12)} HTTP/1.1
Host: ocpi.{P(['evroam', 'chargehub'])}.example.eu
Authorization: Token {t}
Content-Type: application/json

{{"uid":"{g.hexs(14).upper()}","type":"RFID","auth_id":"{emaid()}","valid":true,"whitelist":"ALLOWED"}}""", t)


def s_hubject_pem():
    block, line = g.pem(P(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    S("self-identifying", f"""# OICP 2.3 client key for service.hubject.com (operator {P(['DE', 'AT', 'NL'])}*{g.s(UP, 3)})
{block}""", line)


def s_hubject_keystore():
    p = pw()
    S("name-context", f"""oicp:
  base-url: https://service.hubject.com/api/oicp
  operator-id: "{P(['DE', 'NL'])}*{g.s(UP, 3)}"
  ssl:
    key-store: classpath:hubject-{P(['prod', 'qa'])}.p12
    key-store-password: {p}
    key-store-type: PKCS12""", p)


def s_hubject_curl():
    p = legacy() if R.random() < .5 else upw()
    S("name-context", f"""curl -v --cert hubject_client.pem --key hubject_client.key --pass {p} \\
  -X POST https://service-qa.hubject.com/api/oicp/evsepush/v23/operators/DE*{g.s(UP, 3)}/data-records \\
  -d @evse_full_load.json""", p)


def s_modem_apn():
    u = P(["evcharge", "m2m", "iot"])
    p = legacy()
    S("structural", f"""> AT+CGDCONT=1,"IP","{P(['m2m.example-telco.net', 'iot.1nce.net', 'chargers.apn'])}"
OK
> AT+CGAUTH=1,1,"{u}","{p}"
OK
> AT+CGACT=1,1
OK""", p)


def s_sim_pin():
    p = pin(4)
    S("name-context", f"""Site survey {cpid()} (parking deck level -2): no LTE in the first try. SIM ICCID {'89' + digits(18)} — SIM PIN is {p}, PUK in the drawer of the service van.""", p)


def s_adyen():
    k = adyen_key()
    S("name-context", f"""ADYEN_ENVIRONMENT=LIVE
ADYEN_MERCHANT_ACCOUNT=ChargeNet{P(['ECOM', 'POS'])}
ADYEN_API_KEY={k}
ADYEN_CLIENT_KEY=live_{g.s(UP + DIG, 32)}""", k)


def s_adyen_terminal_hmac():
    h = g.hexs(64).upper()
    p = g.s(B62, 16)
    S("name-context", f"""// Terminal API local: encryption of messages to the unattended terminal on {cpid()}
var encCreds = new EncryptionCredentialDetails {{
    AdyenCryptoVersion = 1,
    KeyIdentifier      = "ChargeNetKey{R.randint(1, 9)}",
    KeyVersion         = {R.randint(1, 5)},
    Password           = "{p}"
}};
// shared key (hex) exported from the customer area: {h}""", p, h)


def s_payter():
    k = g.hexs(40)
    S("structural", f"""GET https://cloud.payter.com/api/terminals/{digits(8)}/sessions?from={ts()}Z
X-Api-Key: {k}
Accept: application/json""", k)


def s_stripe():
    k = g.stripe()
    S("self-identifying", f"""import stripe
stripe.api_key = "{k}"
# capture the pre-authorised amount after the session ends (OCPP StopTransaction)
stripe.PaymentIntent.capture(pi_id, amount_to_capture=cents)""", k)


def s_tesla_fleet():
    cs = g.s(URLSAFE, 43)
    S("name-context", f"""TESLA_CLIENT_ID={g.uuid()}
TESLA_CLIENT_SECRET=ta-secret.{cs}
TESLA_AUDIENCE=https://fleet-api.prd.eu.vn.cloud.tesla.com""", "ta-secret." + cs)


def s_chargepoint_soap():
    p = g.s(B62, 32)
    S("name-context", f"""<soapenv:Header>
  <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
    <wsse:UsernameToken>
      <wsse:Username>{g.hexs(32)}</wsse:Username>
      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{p}</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>""", p)


def s_monta():
    cs = g.s(B62, 40)
    S("name-context", f"""resp = httpx.post("https://public-api.monta.com/api/v1/auth/token",
                  json={{"clientId": "{g.uuid()}", "clientSecret": "{cs}"}})
token = resp.json()["accessToken"]""", cs)


def s_bearer_curl():
    t = g.s(B62, 40)
    S("structural", f"""curl -H 'Authorization: Bearer {t}' \\
  'https://api.{P(['ampeco', 'driivz', 'chargecloud'])}.example/public-api/charge-points/v2.0/{R.randint(100, 9999)}/sessions?status=active'""", t)


def s_fw_signing_pem():
    block, line = g.pem("EC PRIVATE KEY")
    S("self-identifying", f"""$ cat keys/fw-signing-{P(['prod', 'release'])}.pem
{block}
$ openssl dgst -sha256 -sign keys/fw-signing-prod.pem -out fw.sig wallbox-{R.randint(1, 5)}.{R.randint(0, 20)}.bin""", line)


def s_iso15118_keytool():
    p = pw()
    S("name-context", f"""keytool -importkeystore -srckeystore contract_{emaid()}.p12 -srcstoretype PKCS12 \\
  -destkeystore evcc.jks -storepass {p} -srcstorepass {p}""", p)


def s_aws_iot():
    block, line = g.pem("RSA PRIVATE KEY")
    S("self-identifying", f"""# /etc/charger/iot/{cpid()}-private.pem.key (telemetry to AWS IoT Core)
{block}""", line)


def s_openadr():
    k = g.s(B62, 24)
    S("name-context", f"""[utility]
program = depot-flex-{R.randint(2025, 2027)}
vtn_url = https://vtn.{P(['gridco', 'energi', 'stadtwerke'])}.example/OpenADR2/Simple/2.0b
ven_id = VEN-{digits(6)}
api_secret = {k}""", k)


def s_log_basic():
    cp = cpid()
    k = authkey()
    b = basic(cp, k)
    S("structural", f"""{ts()}.{R.randint(100, 999)} DEBUG ws.handshake remote=10.{R.randint(0, 250)}.{R.randint(0, 250)}.{R.randint(1, 250)} path=/ocpp/{cp} headers={{'authorization': 'Basic {b}', 'sec-websocket-protocol': 'ocpp1.6'}}
{ts()}.{R.randint(100, 999)} INFO  ws.handshake {cp} accepted (profile 1)""", b)


def s_installer_ticket():
    p = pin(R.choice([4, 6])) if R.random() < .5 else legacy()
    S("name-context", f"""Ticket #{R.randint(10000, 99999)} — {P(['Alfen', 'ABB Terra', 'Wallbox Pulsar', 'Zaptec', 'Easee'])} at {P(['Hotel Rheinblick', 'Depot Nord', 'Lidl P2', 'office garage'])}
Installer/service login for the local web UI: user `installer`, password `{p}`. Customer can't change the max current without it.""", p)


def s_no_chat():
    p = pw()
    S("name-context", f"""Hei! Passordet til ladeboksen i garasjen er {p} – ikke del det med leietakerne.""", p)


def s_nl_chat():
    k = authkey()
    S("name-context", f"""Hoi, de OCPP AuthorizationKey voor laadpaal {cpid()} is nu {k}. Kun je die in de backend zetten voordat ik hem herstart?""", k)


def s_de_mail():
    p = pw()
    S("name-context", f"""Betreff: Wallbox Tiefgarage Stellplatz {R.randint(1, 80)}

Hallo Herr {P(['Becker', 'Schulz', 'Wagner'])},
das Kennwort der Wallbox-Weboberfläche lautet {p}. Den RFID-Chip haben Sie bereits.
Mit freundlichen Grüßen""", p)


def s_fr_chat():
    p = pw()
    S("name-context", f"""Le mot de passe admin de la borne {cpid()} (interface web locale) : {p} — à changer après la mise en service.""", p)


def s_es_chat():
    p = pw()
    S("name-context", f"""La contraseña del portal del cargador del aparcamiento es {p}; el usuario es mantenimiento.""", p)


def s_ja_chat():
    p = pw()
    S("name-context", f"""急速充電器({P(['CHAdeMO', 'CCS'])})の管理画面パスワードは {p} です。保守業者以外には共有しないでください。""", p)


def s_zh_chat():
    p = upw()
    S("name-context", f"""充电桩后台运维账号 admin，密码 {p}，明天上线前改掉。""", p)


def s_it_chat():
    k = authkey()
    S("name-context", f"""Ciao, la chiave di autorizzazione OCPP della colonnina {cpid()} è {k} — inseriscila nel CSMS.""", k)


def s_hook_wscat():
    cp = cpid()
    k = authkey()
    b = basic(cp, k)
    cmd = f'wscat -s ocpp1.6 -c wss://{host()}/ocpp/{cp} -H "Authorization: Basic {b}"'
    S("structural", hook_bash(cmd, 'Connected (press CTRL+C to quit)\n> [2,"1","Heartbeat",{}]\n< [3,"1",{"currentTime":"' + ts() + 'Z"}]'), b)


def s_hook_read_env():
    p = upw()
    k = g.s(B62, 40)
    content = f"""DATABASE_URL=postgres://csms:{p}@csms-db.internal:5432/csms
OCPI_TOKEN_A={k}
OCPP_PORT=9000
LOG_LEVEL=info"""
    S("structural", hook_read("/src/csms/.env", content), p, k)


def s_tf():
    p = upw()
    S("name-context", f"""module "csms_db" {{
  source   = "terraform-aws-modules/rds/aws"
  identifier = "csms-{P(['prod', 'eu'])}"
  engine   = "postgres"
  username = "csms"
  password = "{p}"
}}""", p)


def s_compose():
    p = pw()
    S("name-context", f"""services:
  mariadb:
    image: mariadb:10.11
    environment:
      MYSQL_ROOT_PASSWORD: "{p}"
      MYSQL_DATABASE: stevedb
  steve:
    image: steve:3.6
    depends_on: [mariadb]""", p)


def s_k8s_secret():
    t = g.s(B62, 36)
    S("name-context", f"""apiVersion: v1
kind: Secret
metadata: {{name: ocpi-credentials, namespace: roaming}}
stringData:
  TOKEN_B: "{t}"
  PARTY_ID: "{g.s(UP, 3)}"
  COUNTRY_CODE: "NL"
""", t)


def s_toml_sim():
    k = authkey()
    S("name-context", f"""# charge point simulator (load test)
[ocpp]
url = "wss://{host()}/ocpp"
version = "1.6"
id_prefix = "SIM-"
auth_key = "{k}"
[load]
stations = {R.randint(50, 2000)}""", k)


def s_kiosk_ini():
    p = pin(R.choice([4, 5, 6]))
    S("name-context", f"""[terminal]
model={P(['Ingenico Self 4000', 'Worldline VALINA', 'Nayax Onyx'])}
terminal_id={digits(8)}
merchant_id={digits(10)}
merchant_password={p}
currency=EUR""", p)


def s_tomcat_xml():
    p = upw()
    S("name-context", f"""<Connector port="8443" protocol="org.apache.coyote.http11.Http11NioProtocol" SSLEnabled="true"
           keystoreFile="conf/ocpp-csms.p12" keystoreType="PKCS12" keystorePass="{p}"
           clientAuth="want" sslProtocol="TLS"/>""", p)


def s_diff():
    k = authkey()
    S("name-context", f"""--- a/provisioning/chargers/{cpid()}.json
+++ b/provisioning/chargers/{cpid()}.json
@@ -4,6 +4,6 @@
   "securityProfile": 1,
-  "authorizationKey": "",
+  "authorizationKey": "{k}",
   "heartbeatInterval": 300""", k)


def s_notebook():
    t = g.s(B62, 40)
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["import requests, pandas as pd\n", f"TOKEN = '{t}'\n",
                       "r = requests.get(f'{BASE}/sessions?from=2026-10-01', headers={'Authorization': f'Bearer {TOKEN}'})\n",
                       "df = pd.DataFrame(r.json()['data'])\n"], "outputs": []}
    S("name-context", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), t)


def s_trace():
    p = upw()
    S("structural", f"""Traceback (most recent call last):
  File "/app/csms/db.py", line 21, in connect
    return await asyncpg.connect("postgresql://csms_app:{p}@csms-db.internal:5432/csms")
asyncpg.exceptions.InvalidPasswordError: password authentication failed for user "csms_app\"""", p)


def s_eclearing():
    p = pw()
    S("name-context", f"""e-clearing.net OCHP (SOAP) – Zugang Test-Umgebung
Benutzer: {g.s(UP, 3)}-cpo-test
Passwort: {p}
Endpoint: https://ochp.e-clearing.net/service/ochp/v1.4""", p)


def s_twilio():
    t = g.twilio()
    S("self-identifying", f"""// sms receipts for ad-hoc charging
const client = require('twilio')(process.env.TWILIO_ACCOUNT_SID, '{t}', {{ accountSid: 'AC{g.hexs(32)}' }});""", t)


def s_google_maps():
    k = g.google_api()
    S("self-identifying", f"""# station finder backend
GOOGLE_MAPS_SERVER_KEY={k}
PLACES_RADIUS_M=5000""", k)


def s_slack():
    url = g.slack_webhook()
    part = url.rsplit("/", 1)[1]
    S("self-identifying", f"""alerts:
  offline_chargers:
    threshold_minutes: 15
    slack_webhook: {url}""", part)


def s_sendgrid():
    k = g.sendgrid()
    S("self-identifying", f"""SENDGRID_API_KEY={k}
RECEIPT_FROM=receipts@{P(['voltway', 'nordcharge'])}.example""", k)


def s_redis():
    p = upw()
    S("structural", f"""SESSION_CACHE=rediss://default:{p}@redis-ocpp.internal:6380/0""", p)


def s_kafka():
    p = pw()
    S("name-context", f"""kafka:
  bootstrap: meter-values.kafka.internal:9093
  sasl:
    mechanism: PLAIN
    username: meter-ingest
    password: '{p}'
  topic: ocpp.metervalues.v1""", p)


def s_pnc_oem():
    cs = g.uuid()
    S("name-context", f"""# Plug&Charge contract provisioning (PKI provider sandbox)
PNC_CLIENT_ID={g.uuid()}
PNC_CLIENT_SECRET={cs}
PNC_TOKEN_URL=https://auth.pki-sandbox.example/oauth2/token""", cs)


def s_enode():
    cs = g.hexs(40)
    S("name-context", f"""const enode = new EnodeClient({{
  clientId: '{g.uuid()}',
  clientSecret: '{cs}',
  environment: 'production',
}});""", cs)


def s_service_card_pin():
    p = pin(R.choice([4, 6]))
    S("name-context", f"""Service card for the {P(['DC 150 kW', 'HPC 300 kW'])} units on the A7 site: tap card, then enter service PIN {p} on the display to unlock the power module menu.""", p)


def s_tms_curl():
    p = upw()
    S("structural", f"""curl -u chargenet_ops:{p} https://tms.{P(['worldline', 'ingenico'])}.example/api/v2/estate/terminals?status=offline""", p)


def s_ssh_root():
    p = legacy() if R.random() < .5 else pw()
    S("name-context", f"""field notes {cpid()}: SSH over the service port (eth1 192.168.{R.randint(0, 9)}.{R.randint(2, 9)}), root password {p}. /etc/ocpp/config.json holds the backend URL.""", p)


def s_getconf_resp():
    k = authkey()
    payload = {"configurationKey": [
        {"key": "HeartbeatInterval", "readonly": False, "value": "300"},
        {"key": "AuthorizationKey", "readonly": False, "value": k},
        {"key": "SecurityProfile", "readonly": False, "value": "1"}], "unknownKey": []}
    S("name-context", f"{ts()}Z <- {cpid()} " + json.dumps([3, msgid(), payload]), k)


def s_csv_config():
    k = authkey()
    cp = cpid()
    S("name-context", f"""charger_serial;ocpp_id;ocpp_url;ocpp_password;max_current_a
{digits(10)};{cp};wss://{host()}/ocpp/;{k};32""", k)


def s_stripe_whsec():
    k = "whsec_" + g.s(B62, 32)
    S("self-identifying", f"""STRIPE_WEBHOOK_SECRET={k}  # payment_intent.amount_capturable_updated from the kiosk""", k)


def s_ocpi_tokenc_yaml():
    t = g.s(B62 + "-", 36)
    S("name-context", f"""partners:
  - name: {P(['Gireve', 'e-clearing', 'Hubject OCPI'])}
    versions_url: https://ocpi.partner.example/versions
    role: EMSP
    token_c: {t}""", t)


def s_depot_wifi():
    p = pw()
    S("name-context", f"""Depot {P(['Hamburg-Süd', 'Utrecht', 'Drammen'])} bus charging: the chargers join SSID "depot-evse" with WPA2 key {p}; gateway 10.20.0.1.""", p)


def s_php_api():
    k = g.s(B62, 48)
    S("name-context", f"""<?php
// roaming-sync.php
$apiKey = '{k}';
$ch = curl_init('https://api.chargemap.example/v2/pool/updates');
curl_setopt($ch, CURLOPT_HTTPHEADER, ['X-Api-Key: ' . $apiKey]);""", k)


def s_go_dsn():
    p = upw()
    S("structural", f"""dsn := "host=csms-db.internal user=ocpp password={p} dbname=ocpp sslmode=require"
pool, err := pgxpool.New(ctx, dsn)""", p)


def s_powershell():
    p = upw()
    S("name-context", f"""# ABB Terra configurator (Windows laptop on site)
.\\TerraConfig.exe --port COM{R.randint(3, 9)} --set ocpp.url=wss://{host()}/ocpp/ --set ocpp.password={p} --apply""", p)


def s_selfid():
    name, tok, part = g.self_identifying()
    S("self-identifying", f"""# ci/deploy-csms.sh
export {name.upper()}_TOKEN="{tok}"
./scripts/release.sh --env prod""", part)


def s_github():
    t = g.gh_fine()
    S("self-identifying", f"""// .npmrc in charger-ui
@chargenet:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken={t}""", t)


SECRET_T = [v for k, v in sorted(globals().items()) if k.startswith("s_")]


# ---------------------------------------------------------------- clean templates
def c_boot():
    C(f'{ts()}Z <- {cpid()} [2,"{msgid()}","BootNotification",' + json.dumps(
        {"chargePointVendor": P(["Alfen BV", "ABB", "Zaptec", "Kempower"]), "chargePointModel": P(["NG9xx", "Terra AC", "Pro", "S-Series"]),
         "chargePointSerialNumber": digits(10), "firmwareVersion": f"{R.randint(1, 7)}.{R.randint(0, 20)}.{R.randint(0, 9)}-{g.hexs(7)}",
         "iccid": "89" + digits(18), "imsi": digits(15), "meterSerialNumber": g.s(UP + DIG, 12)}) + "]")


def c_metervalues():
    C(json.dumps([2, msgid(), "MeterValues", {"connectorId": R.randint(1, 2), "transactionId": R.randint(1000, 99999999),
        "meterValue": [{"timestamp": ts() + "Z", "sampledValue": [
            {"value": f"{R.uniform(1000, 90000):.1f}", "measurand": "Energy.Active.Import.Register", "unit": "Wh"},
            {"value": f"{R.uniform(1, 22):.2f}", "measurand": "Power.Active.Import", "unit": "kW"},
            {"value": str(R.randint(10, 95)), "measurand": "SoC", "unit": "Percent"}]}]}]))


def c_authorize():
    C(f'[2,"{msgid()}","Authorize",{{"idTag":"{g.hexs(P([8, 14])).upper()}"}}]\n[3,"…",{{"idTagInfo":{{"status":"Accepted","expiryDate":"{ts()}Z"}}}}]')


def c_start():
    C(json.dumps([2, msgid(), "StartTransaction", {"connectorId": 1, "idTag": g.hexs(14).upper(), "meterStart": R.randint(0, 900000),
                                                   "timestamp": ts() + "Z", "reservationId": R.randint(1, 999)}]))


def c_location():
    C(json.dumps({"id": g.s(UP + DIG, 8), "country_code": "NL", "party_id": g.s(UP, 3), "publish": True,
                  "name": P(["P+R Noord", "Markthal", "Station Oost"]),
                  "coordinates": {"latitude": f"{R.uniform(51, 53):.6f}", "longitude": f"{R.uniform(4, 6):.6f}"},
                  "evses": [{"uid": g.uuid(), "evse_id": evse_id(), "status": "AVAILABLE",
                             "connectors": [{"id": "1", "standard": "IEC_62196_T2", "power_type": "AC_3_PHASE", "max_amperage": 32}]}],
                  "last_updated": ts() + "Z"}, indent=1))


def c_versions():
    C(f"""GET /ocpi/versions HTTP/1.1
Host: ocpi.{P(['emsp', 'cpo'])}.example.eu
Authorization: Token <token-A-from-partner-portal>

{{"data":[{{"version":"2.2.1","url":"https://ocpi.example.eu/ocpi/2.2.1"}}],"status_code":1000,"timestamp":"{ts()}Z"}}""")


def c_cdr():
    C(json.dumps({"id": g.s(UP + DIG, 16), "start_date_time": ts() + "Z", "end_date_time": ts() + "Z",
                  "cdr_token": {"uid": g.hexs(14).upper(), "type": "RFID", "contract_id": emaid()},
                  "auth_method": "WHITELIST", "total_energy": round(R.uniform(5, 80), 3),
                  "total_cost": {"excl_vat": round(R.uniform(2, 40), 2), "incl_vat": round(R.uniform(2, 48), 2)},
                  "currency": "EUR", "session_id": g.uuid()}, indent=1))


def c_oicp_evse():
    C(json.dumps({"EvseID": evse_id().replace("*", "*", 3), "ChargingStationId": g.uuid(), "HotlinePhoneNumber": "+49" + digits(10),
                  "Plugs": ["Type2Outlet"], "AuthenticationModes": ["NFC RFID Classic", "REMOTE", "PnC"],
                  "GeoCoordinates": {"Google": {"Coordinates": f"{R.uniform(47, 54):.6f} {R.uniform(6, 14):.6f}"}},
                  "OperatorID": f"DE*{g.s(UP, 3)}"}, indent=1))


def c_signed_fw():
    body = "\n".join(g.b64(48) for _ in range(6))
    C(json.dumps([2, msgid(), "SignedUpdateFirmware", {"requestId": R.randint(1, 9999), "retries": 3, "firmware": {
        "location": f"https://fw.chargenet.example/releases/wallbox-{R.randint(1, 5)}.{R.randint(0, 20)}.bin",
        "retrieveDateTime": ts() + "Z",
        "signingCertificate": f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----",
        "signature": g.b64(72)}}]))


def c_fw_manifest():
    C(f"""release: wallbox-{R.randint(1, 5)}.{R.randint(0, 20)}.{R.randint(0, 9)}
files:
  - name: app.bin
    sha256: {g.sha256()}
    size: {R.randint(900000, 4000000)}
  - name: bootloader.bin
    sha256: {g.sha256()}
signature_alg: ECDSA-P256-SHA256
signer_cert_serial: {g.hexs(20).upper()}""")


def c_env_example():
    C(f"""# .env.example for csms
DATABASE_URL=postgres://csms:${{DB_PASSWORD}}@localhost:5432/csms
OCPI_TOKEN_A={P(['<token-a>', 'changeme', '', 'REPLACE_ME'])}
STRIPE_SECRET_KEY=sk_live_...
ADYEN_API_KEY=<adyen-api-key>
OCPP_AUTH_KEY=   # leave empty for security profile 0 in dev""")


def c_env_code():
    C(P([f"""const authKey = process.env.OCPP_AUTH_KEY;
if (!authKey) throw new Error('OCPP_AUTH_KEY missing (see 1Password "chargers / basic auth")');
const ws = new WebSocket(`${{process.env.CSMS_URL}}/${{cpId}}`, ['ocpp1.6'], {{
  headers: {{ Authorization: 'Basic ' + Buffer.from(`${{cpId}}:${{authKey}}`).toString('base64') }},
}});""", """token_c = os.environ["OCPI_TOKEN_C"]
headers = {"Authorization": f"Token {base64.b64encode(token_c.encode()).decode()}"}
resp = httpx.get(f"{PARTNER}/ocpi/2.2.1/tariffs", headers=headers)"""]))


def c_k8s_ref():
    C(f"""      containers:
        - name: ocpi-bridge
          image: registry.chargenet.example/ocpi-bridge:{R.randint(1, 3)}.{R.randint(0, 30)}
          envFrom:
            - secretRef: {{name: ocpi-credentials}}
          env:
            - name: HUBJECT_KEYSTORE_PASSWORD
              valueFrom: {{secretKeyRef: {{name: hubject, key: keystore-password}}}}""")


def c_gha():
    C("""      - name: Deploy CSMS
        env:
          DATABASE_URL: ${{ secrets.CSMS_DATABASE_URL }}
          STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}
          OCPI_TOKEN_A: ${{ secrets.OCPI_TOKEN_A }}
        run: ./deploy.sh production""")


def c_prose():
    C(P(["OCPP 1.6 security profile 1 sends the AuthorizationKey as HTTP basic auth on the websocket upgrade; without TLS (profile 1) anyone on the path can read it, so we only allow profile 2 or 3 on public sites. Rotate keys with ChangeConfiguration, never by editing the database.",
         "The OCPI credentials handshake exchanges token A, B and C. Token A is only used for the first POST /credentials and must be discarded afterwards; keep B and C in the secret store, not in the partner spreadsheet.",
         "RFID UIDs are not secrets: they are printed on the card reader logs and any phone can read them. Authorisation happens in the backend whitelist, so a UID alone does not start a free session unless the card is in our allow-list.",
         "Do not paste the Hubject keystore password in tickets. Ask the roaming team and they will share it through the vault.",
         "Payment terminals: the API key in the customer area can refund transactions. Only the client key may go into the web app."]))


def c_receipt():
    C(f"""CHARGENET  *  {P(['Rastplatz Ost', 'P+R Noord', 'Depot A7'])}
Terminal-ID: {digits(8)}   Merchant: {digits(10)}
Card: {P(['VISA', 'MASTERCARD', 'GIROCARD'])} ************{digits(4)}
Auth code: {g.s(UP + DIG, 6)}   Trace: {digits(6)}
Energy: {R.uniform(5, 70):.2f} kWh   Amount: EUR {R.uniform(3, 50):.2f}
Session {g.uuid()}""")


def c_stripe_pk():
    C(f"""const stripe = Stripe('pk_live_{g.s(B62, 99)}');
const elements = stripe.elements({{ clientSecret }});  // clientSecret comes from the server per payment""")


def c_adyen_client():
    C(f"""const checkout = await AdyenCheckout({{
  environment: 'live',
  clientKey: 'live_{g.s(UP + DIG, 32)}',
  session: {{ id: sessionId, sessionData }},
}});""")


def c_mapbox_pk():
    C(f"""mapboxgl.accessToken = 'pk.eyJ1Ijoi{g.b64url(18)}.{g.b64url(16)}';
const map = new mapboxgl.Map({{ container: 'stations', style: 'mapbox://styles/mapbox/streets-v12' }});""")


def c_ids():
    C("\n".join(f"{cpid()}  serial={digits(10)}  mac={':'.join(g.hexs(2) for _ in range(6))}  imei={digits(15)}  iccid=89{digits(18)}" for _ in range(4)))


def c_gitlog():
    C("\n".join(f"{g.hexs(7)} {P(['ocpp: handle SecurityEventNotification', 'ocpi: tariffs 2.2.1', 'fix meter value rounding', 'pnc: EMAID validation', 'hubject: push evse status'])}" for _ in range(R.randint(3, 6))))


def c_pip_hash():
    C(f"""ocpp==1.0.0 --hash=sha256:{g.sha256()}
websockets==12.0 --hash=sha256:{g.sha256()}""")


def c_docker():
    C(f"""$ docker inspect --format '{{{{.Id}}}}' registry.chargenet.example/csms:{R.randint(1, 9)}.{R.randint(0, 9)}
sha256:{g.sha256()}""")


def c_masked_log():
    C(f"""{ts()} INFO  ws.handshake {cpid()} authorization=Basic *** profile=2
{ts()} INFO  ocpp {cpid()} BootNotification accepted interval=300
{ts()} INFO  ocpi push token uid={g.hexs(14).upper()} result=1000""")


def c_ocmf():
    C(f"""OCMF|{{"FV":"1.0","GI":"{P(['KEMA', 'DZG'])} DVH4013","GS":"{digits(10)}","PG":"T{R.randint(1, 99)}","IS":true,"IT":"ISO14443","ID":"{g.hexs(8).upper()}","RD":[{{"TM":"{ts()},000+0100 S","TX":"B","RV":{R.uniform(100, 9000):.2f},"RI":"1-b:1.8.0","RU":"kWh","ST":"G"}}]}}|{{"SA":"ECDSA-secp256r1-SHA256","SD":"3045022100{g.hexs(64).upper()}0220{g.hexs(64).upper()}"}}
Public key: 3059301306072A8648CE3D020106082A8648CE3D03010703420004{g.hexs(128).upper()}""")


def c_tariff():
    C(json.dumps({"id": g.s(UP + DIG, 6), "currency": "EUR", "elements": [
        {"price_components": [{"type": "ENERGY", "price": round(R.uniform(0.3, 0.8), 2), "step_size": 1},
                              {"type": "PARKING_TIME", "price": 3.0, "step_size": 60}],
         "restrictions": {"start_time": "22:00", "end_time": "06:00"}}]}, indent=1))


def c_de_prose():
    C(P(["Das Kennwort für die Wallbox bekommen Sie vom Installateur persönlich, wir verschicken es nicht per Mail.",
         f"Ladepunkt {evse_id()} ist seit {ts()} offline, Techniker ist informiert.",
         "Die AuthorizationKeys der Ladepunkte liegen im Vault unter secret/ocpp/<cp-id>; bitte nicht in Jira kopieren."]))


def c_nl_prose():
    C(P(["De laadpaal vraagt geen wachtwoord; aanmelden gaat met de laadpas (RFID).",
         f"Laadsessie {g.uuid()} is afgebroken met reden EVDisconnected na {R.uniform(1, 30):.1f} kWh."]))


def c_changeconf_other():
    C(f'[2,"{msgid()}","ChangeConfiguration",{{"key":"{P(["HeartbeatInterval", "MeterValueSampleInterval", "ConnectionTimeOut", "LocalAuthListEnabled"])}","value":"{P(["300", "60", "true", "90"])}"}}]')


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(R.randint(8, 12)))
    C(f"""# V2G root CA (public) installed via InstallCertificate
-----BEGIN CERTIFICATE-----
{body}
-----END CERTIFICATE-----
sha256 fingerprint: {':'.join(g.hexs(2).upper() for _ in range(32))}""")


def c_emaid():
    C(f"""Contract {emaid()} provisioned for VIN WVW{g.s(UP + DIG, 14)}; PCID {g.s(UP + DIG, 17)}; status INSTALLED (Plug&Charge).""")


def c_jwks():
    C(json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": g.hexs(16), "x": g.b64url(32), "y": g.b64url(32), "use": "sig"}]}, indent=1))


def c_hook_benign():
    C(hook_bash("grep -n 'AuthorizationKey' src/ocpp/handlers/*.ts",
                "src/ocpp/handlers/changeConfiguration.ts:41:  if (key === 'AuthorizationKey') return rejectReadback(); // write-only\nsrc/ocpp/handlers/getConfiguration.ts:18:  .filter(k => k.key !== 'AuthorizationKey')"))


def c_tf_ref():
    C("""resource "aws_db_instance" "csms" {
  username                    = "csms"
  manage_master_user_password = true   # RDS keeps it in Secrets Manager
}""")


def c_security_event():
    C(json.dumps([2, msgid(), "SecurityEventNotification", {"type": P(["InvalidCentralSystemCertificate", "AuthenticationAttemptsExceeded", "SettingSystemTime"]), "timestamp": ts() + "Z", "techInfo": f"remote=10.{R.randint(0, 250)}.{R.randint(0, 250)}.{R.randint(1, 250)}"}]))


def c_csrf():
    C(f"""<form action="/admin/chargers/{cpid()}/reset" method="post">
  <input type="hidden" name="_csrf" value="{g.b64url(32)}">
  <button>Soft reset</button>
</form>""")


def c_ocpi_token_obj():
    C(json.dumps({"country_code": "NL", "party_id": g.s(UP, 3), "uid": g.hexs(14).upper(), "type": "RFID",
                  "contract_id": emaid(), "visual_number": f"{g.s(UP, 2)}-{digits(6)}", "issuer": "VoltWay", "valid": True,
                  "whitelist": "ALLOWED", "last_updated": ts() + "Z"}, indent=1))


def c_ja_prose():
    C(P(["充電器のパスワードは保守業者にのみ口頭で伝えてください。", f"充電セッション {g.uuid()} は正常終了しました。"]))


def c_ini_placeholder():
    C(f"""[terminal]
model=Nayax Onyx
terminal_id={digits(8)}
merchant_password=${{TERMINAL_MERCHANT_PASSWORD}}
currency=EUR""")


def c_sim_csv():
    C("iccid,msisdn,apn,status\n" + "\n".join(f"89{digits(18)},+31{digits(9)},m2m.example-telco.net,{P(['active', 'suspended'])}" for _ in range(4)))


SECRET_T_CLEAN = [v for k, v in sorted(globals().items()) if k.startswith("c_")]


def write() -> None:
    i = 0
    while len(SECRETS) < 250:
        SECRET_T[i % len(SECRET_T)]()
        i += 1
    i = 0
    while len(CLEAN) < 100:
        SECRET_T_CLEAN[i % len(SECRET_T_CLEAN)]()
        i += 1
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for n, (cls, text, vals) in enumerate(SECRETS, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            for v in vals:
                assert v and v in text, (n, v)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    allvals = {v for _, _, vs in SECRETS for v in vs}
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for n, text in enumerate(CLEAN, 1):
            for v in allvals:
                if len(v) >= 6 and v in text:
                    print(f"warning: clean {n} holds secret value {v!r}")
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
