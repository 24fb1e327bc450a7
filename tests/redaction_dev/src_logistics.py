"""Blind redaction source "logistics": shipping and fleet integrations.

FedEx/UPS/DHL/USPS/Canada Post API credentials, EasyPost, ShipStation, Shippo, shipping plugins, warehouse
management system configs, telematics and GPS trackers (Samsara, Geotab, Motive, Traccar, tracker SMS commands),
EDI/AS2 partner configs and VAN SFTP, plus logs, tracebacks, chat and agent hook payloads around them.

Written blind by the helper "corpora" on 2026-12-03 (round 17): the writer read none of memtool's rules, tests or
results. Every value is random and made up (seeded; rerun to regenerate byte-identical files); nothing comes from a
scanner's fixtures. Uses only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, Gen

FAMILY = "logistics"
g = Gen(1702)
r = g.r
UPD = string.ascii_uppercase + string.digits
COMPANIES = ["northwind-freight", "acme-fulfil", "bluewhale-3pl", "kestrel-logistics", "parcelpoint", "tundra-cold-chain",
             "harbor-goods", "swiftcrate", "oakline-distribution", "meridian-wms"]


def co() -> str:
    return g.pick(COMPANIES)


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}}, ensure_ascii=False)


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z"


def ups_tracking() -> str:
    return "1Z" + g.s(UPD, 6) + g.s(string.digits, 10)


def fedex_tracking() -> str:
    return g.s(string.digits, 12)


def usps_tracking() -> str:
    return "9400" + g.s(string.digits, 18)


# ---------------------------------------------------------------- secrets
def s_fedex_oauth():
    cid = "l7" + g.s(string.ascii_lowercase + string.digits, 30); sec = g.hexs(32)
    v = r.randint(0, 2)
    if v == 0:
        text = (f"curl -X POST https://apis.fedex.com/oauth/token \\\n  -H 'Content-Type: application/x-www-form-urlencoded' \\\n"
                f"  -d 'grant_type=client_credentials&client_id={cid}&client_secret={sec}'")
        return "structural", text, [sec]
    if v == 1:
        text = f"# fedex.yml\nfedex:\n  environment: production\n  account_number: \"{g.s(string.digits, 9)}\"\n  api_key: {cid}\n  secret_key: {sec}\n"
        return "name-context", text, [sec]
    text = f"FEDEX_API_KEY={cid}\nFEDEX_SECRET_KEY={sec}\nFEDEX_ACCOUNT={g.s(string.digits, 9)}\nFEDEX_SANDBOX=false"
    return "name-context", text, [sec]


def s_ups_oauth():
    cid = g.s(B62, 48); sec = g.s(B62, 64)
    v = r.randint(0, 2)
    if v == 0:
        text = f"curl -X POST -u \"{cid}:{sec}\" -d 'grant_type=client_credentials' https://onlinetools.ups.com/security/v1/oauth/token"
        return "structural", text, [sec]
    if v == 1:
        b = base64.b64encode(f"{cid}:{sec}".encode()).decode()
        text = f"POST /security/v1/oauth/token HTTP/1.1\nHost: wwwcie.ups.com\nAuthorization: Basic {b}\nx-merchant-id: {g.s(UPD, 6)}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials"
        return "structural", text, [b]
    text = json.dumps({"carrier": "ups", "clientId": cid, "clientSecret": sec, "shipperNumber": g.s(UPD, 6), "sandbox": False}, indent=2)
    return "name-context", text, [sec]


def s_ups_xml():
    lic = g.s(UPD.replace("O", ""), 16); pw = g.pw(); u = co().split("-")[0] + "ship"
    text = f"""<?xml version="1.0"?>
<AccessRequest xml:lang="en-US">
  <AccessLicenseNumber>{lic}</AccessLicenseNumber>
  <UserId>{u}</UserId>
  <Password>{pw}</Password>
</AccessRequest>
<?xml version="1.0"?>
<TrackRequest xml:lang="en-US">
  <Request><RequestAction>Track</RequestAction><RequestOption>activity</RequestOption></Request>
  <TrackingNumber>{ups_tracking()}</TrackingNumber>
</TrackRequest>"""
    return "name-context", text, [lic, pw] if r.random() < .5 else [pw]


def s_dhl():
    k = g.s(B62, 32); sec = g.s(B62, 16); u = "apI" + g.s(string.ascii_lowercase + string.digits, 9); pw = g.s(B62 + "!$^", 16)
    v = r.randint(0, 2)
    if v == 0:
        text = f"curl -s 'https://api-eu.dhl.com/track/shipments?trackingNumber={g.s(string.digits, 10)}' -H 'DHL-API-Key: {k}'"
        return "structural", text, [k]
    if v == 1:
        text = f"curl -u {u}:{pw} -H 'Content-Type: application/json' https://express.api.dhl.com/mydhlapi/test/rates?accountNumber={g.s(string.digits, 9)}&originCountryCode=DE&originCityName=Bonn"
        return "structural", text, [pw]
    text = f"dhl:\n  express:\n    username: {u}\n    password: {pw}\n    account: \"{g.s(string.digits, 9)}\"\n  parcel_de:\n    api_key: {k}\n    api_secret: {sec}\n"
    return "name-context", text, [pw, k, sec]


def s_usps():
    sec = g.s(B62, 16); cid = g.s(B62, 32); uid = g.s(UPD, 12)
    v = r.randint(0, 1)
    if v == 0:
        text = json.dumps({"grant_type": "client_credentials", "client_id": cid, "client_secret": sec, "scope": "addresses tracking labels"})
        return "name-context", f"POST https://apis.usps.com/oauth2/v3/token\n{text}", [sec]
    text = f"https://secure.shippingapis.com/ShippingAPI.dll?API=TrackV2&XML=<TrackFieldRequest USERID=\"{uid}\" PASSWORD=\"{sec}\"><TrackID ID=\"{usps_tracking()}\"/></TrackFieldRequest>"
    return "structural", text, [sec]


def easypost_key() -> str:
    return g.pick(["EZAK", "EZTK"]) + g.s(HEX, 54)


def s_easypost():
    k = easypost_key()
    v = r.randint(0, 3)
    if v == 0:
        return "self-identifying", f"import easypost\nclient = easypost.EasyPostClient(\"{k}\")\nshipment = client.shipment.create(**payload)", [k]
    if v == 1:
        return "self-identifying", f"curl -X POST https://api.easypost.com/v2/shipments -u \"{k}:\" -H 'Content-Type: application/json' -d @shipment.json", [k]
    if v == 2:
        return "self-identifying", hook("env | grep -i easypost", f"EASYPOST_API_KEY={k}\nEASYPOST_WEBHOOK_URL=https://{co()}.example.com/hooks/easypost"), [k]
    return "self-identifying", f"Hey, can you check why labels fail on prod? I'm testing with {k} locally and it works", [k]


def shippo_key() -> str:
    return g.pick(["shippo_live_", "shippo_test_"]) + g.hexs(40)


def s_shippo():
    k = shippo_key()
    v = r.randint(0, 2)
    if v == 0:
        return "self-identifying", f"curl https://api.goshippo.com/shipments/ -H \"Authorization: ShippoToken {k}\" -d address_from={g.hexs(32)}", [k]
    if v == 1:
        return "self-identifying", f"SHIPPO_API_TOKEN={k}", [k]
    return "self-identifying", f"import shippo\nfrom shippo.models import components\n\nshippo_sdk = shippo.Shippo(api_key_header=\"{k}\")", [k]


def s_shipstation():
    k = g.hexs(32); sec = g.hexs(32)
    v = r.randint(0, 2)
    if v == 0:
        b = base64.b64encode(f"{k}:{sec}".encode()).decode()
        text = f"GET https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment&pageSize=100\nAuthorization: Basic {b}\nAccept: application/json"
        return "structural", text, [b]
    if v == 1:
        return "structural", f"curl -u {k}:{sec} 'https://ssapi.shipstation.com/shipments?shipDateStart=2026-11-01'", [sec]
    return "name-context", f"SHIPSTATION_API_KEY={k}\nSHIPSTATION_API_SECRET={sec}\nSHIPSTATION_STORE_ID={r.randint(10000, 99999)}", [sec]


def s_wms_props():
    pw = g.pw(); h = f"wms-db{r.randint(1, 4)}.{co()}.internal"
    v = r.randint(0, 2)
    if v == 0:
        text = f"# wms-core application.properties\nwms.site.code=DC{r.randint(1, 30):02d}\nspring.datasource.url=jdbc:sqlserver://{h}:1433;databaseName=WMSPROD;encrypt=true\nspring.datasource.username=wms_app\nspring.datasource.password={pw}\nwms.rf.session.timeout=900\n"
        return "name-context", text, [pw]
    if v == 1:
        text = f"jdbc:oracle:thin:wmsadm/{pw}@//{h}:1521/WMSPDB"
        return "structural", f"[{ts()}] INFO  ConnectionFactory - opening {text}", [pw]
    text = f"Server={h};Database=HighJump;User Id=hj_svc;Password={pw};TrustServerCertificate=True;"
    return "structural", f"<connectionStrings>\n  <add name=\"WarehouseAdvantage\" connectionString=\"{text}\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", [pw]


def s_samsara():
    k = "samsara_api_" + g.s(B62, 30)
    v = r.randint(0, 1)
    if v == 0:
        return "self-identifying", f"curl --request GET --url 'https://api.samsara.com/fleet/vehicles/locations' --header 'Authorization: Bearer {k}'", [k]
    return "self-identifying", f"# telematics-sync/.env\nSAMSARA_TOKEN={k}\nSYNC_INTERVAL_SECONDS=60\n", [k]


def s_geotab():
    pw = g.pw(); db = co().replace("-", "_")
    v = r.randint(0, 1)
    if v == 0:
        text = json.dumps({"method": "Authenticate", "params": {"database": db, "userName": f"integration@{co()}.com", "password": pw}})
        return "structural", f"POST https://my.geotab.com/apiv1\n{text}", [pw]
    return "name-context", f"api = mygeotab.API(username='fleet-api@{co()}.com', password='{pw}', database='{db}')\napi.authenticate()", [pw]


def s_motive():
    k = g.uuid() if r.random() < .5 else g.s(B62, 36)
    return "structural", f"curl -s -H 'X-Api-Key: {k}' 'https://api.gomotive.com/v1/vehicle_locations?per_page=100' | jq '.vehicles | length'", [k]


def s_traccar():
    pw = g.pw()
    text = f"""<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>{pw}</entry>
    <entry key='osmand.port'>5055</entry>
</properties>"""
    return "name-context", text, [pw]


def s_tracker_sms():
    pw = g.s(string.digits, 6); apnpw = g.pw()
    v = r.randint(0, 1)
    if v == 0:
        text = f"SMS to +4917{g.s(string.digits, 8)}: \"  setparam 2001:internet.fleet;2002:fleetapn;2003:{apnpw};2004:gps.{co()}.com;2005:5027\"\n(Teltonika FMB920, IMEI 35{g.s(string.digits, 13)})"
        return "name-context", text, [apnpw]
    text = f"tracker commands (GT06 clone):\n  APN,iot.provider.net,fleetuser,{apnpw}#\n  SERVER,0,gps.{co()}.com,5023,0#\n  PWD is {pw} — change it with PASSWORD,{pw},NEW#"
    return "name-context", text, [apnpw, pw]


def s_as2_key():
    block, line = g.pem(g.pick(["PRIVATE KEY", "RSA PRIVATE KEY", "ENCRYPTED PRIVATE KEY"]))
    text = f"$ cat partners/{co()}/as2-signing.key\n{block}\n$ openssl x509 -in partners/{co()}/as2-signing.crt -noout -subject\nsubject=CN = AS2 {co().upper()}, O = {co().title()}"
    return "self-identifying", text, [line]


def s_openas2_config():
    pw = g.pw()
    text = f"""<openas2>
  <properties storageBaseDir="%home%/../data" as2_message_id_format="OPENAS2-$date.ddMMyyyyHHmmssZ$-$rand.UUID$@$msg.sender.as2_id$_$msg.receiver.as2_id$"/>
  <certificates classname="org.openas2.cert.PKCS12CertificateFactory"
                filename="%home%/as2_certs.p12"
                password="{pw}"
                interval="300"/>
  <partnerships classname="org.openas2.partner.XMLPartnershipFactory" filename="%home%/partnerships.xml"/>
</openas2>"""
    return "name-context", text, [pw]


def s_van_sftp():
    pw = g.pw(); u = "edi_" + g.s(string.ascii_lowercase, 6)
    v = r.randint(0, 2)
    if v == 0:
        return "structural", f"sftp://{u}:{pw}@sftp.van-{g.pick(['opentext', 'truecommerce', 'spscommerce'])}.example.net:22/outbound/856/", [pw]
    if v == 1:
        return "structural", f"lftp -u {u},'{pw}' sftp://mft.{co()}.com -e 'cd /inbound/850; mget *.edi; bye'", [pw]
    text = f"trading_partners:\n  - name: {co().title()}\n    isa_id: \"{g.s(UPD, 9):<15}\"\n    transport: sftp\n    host: edi.{co()}.com\n    user: {u}\n    password: \"{pw}\"\n    inbox: /out/to_{u}\n"
    return "name-context", text, [pw]


def s_rabbit_events():
    pw = g.pw(); u = "tracking_" + g.pick(["pub", "sub", "svc"])
    text = g.pick([f"TRACKING_EVENTS_URL=amqp://{u}:{pw}@rabbitmq.{co()}.internal:5672/shipments",
                   f"[{ts()}] ERROR pika.adapters.utils.connection_workflow: AMQPConnector - reporting failure: AMQPConnectionWorkflowFailed: amqp://{u}:{pw}@mq-{r.randint(1, 3)}:5672/%2F",
                   f"postgresql://routeopt:{pw}@{co()}-routing.cluster-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 12)}.eu-west-1.rds.amazonaws.com:5432/routes"])
    return "structural", text, [pw]


def s_traceback():
    tok = g.jwt(sub="svc-" + co())
    text = f"""Traceback (most recent call last):
  File "/app/carriers/dhl_ecom.py", line 88, in create_label
    resp.raise_for_status()
  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.dhlecs.com/shipping/v4/label?format=ZPL
request headers: {{'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer {tok}', 'Content-Type': 'application/json'}}"""
    return "self-identifying", text, [tok]


def s_selfid():
    name, tok, sec = g.self_identifying()
    text = g.pick([f"# dispatch-notifier settings\n{name}_key: \"{tok}\"\n",
                   f"{ts()} WARN notify.driver_sms using fallback {name} credential {tok}",
                   hook("cat config/integrations.json", json.dumps({"provider": name, "token": tok, "enabled": True}, indent=2))])
    return "self-identifying", text, [sec]


def s_maps_key():
    k = g.google_api()
    return "self-identifying", g.pick([f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&libraries=geometry\"></script>",
                                       f"ROUTING_GMAPS_KEY={k}"]), [k]


def s_plugin_options():
    pw = g.pw(); meter = g.s(string.digits, 9)
    text = (f"mysql> SELECT option_value FROM wp_options WHERE option_name='woocommerce_fedex_settings'\\G\n*************************** 1. row ***************************\n"
            f"option_value: a:6:{{s:7:\"enabled\";s:3:\"yes\";s:10:\"account_no\";s:9:\"{g.s(string.digits, 9)}\";s:8:\"meter_no\";s:9:\"{meter}\";s:7:\"api_key\";s:16:\"{g.s(B62, 16)}\";s:12:\"api_password\";s:{len(pw)}:\"{pw}\";s:10:\"production\";s:3:\"yes\";}}")
    return "name-context", text, [pw]


def s_flexport():
    t = g.s(B62 + "-_", 48)
    return "structural", f"GET /shipments?f.status=in_transit HTTP/1.1\nHost: api.flexport.com\nAuthorization: Bearer {t}\nFlexport-Version: 2", [t]


def s_p44():
    sec = g.s(B62, 40)
    text = f"project44:\n  token_url: https://na12.api.project44.com/api/portal/v2/token\n  client_id: {g.uuid()}\n  client_secret: {sec}\n  scope: visibility\n"
    return "name-context", text, [sec]


def s_chat():
    pw = g.pw()
    text = g.pick([f"Warehouse RF guns: login is dc{r.randint(1, 20)}-rf, password {pw} (same on all scanners, sorry)",
                   f"@ops the ShipStation api secret for the second store is {g.hexs(32)}",
                   f"Carrier portal for the LTL account — user `{co()}`, pw `{pw}`"])
    sec = text.split("secret for the second store is ")[1] if "api secret" in text else pw
    cls = "structural" if ("user `" in text) else "name-context"
    return cls, text, [sec]


def s_canadapost():
    u = g.hexs(16); pw = g.hexs(22)
    return "structural", f"curl -u {u}:{pw} -H 'Accept: application/vnd.cpc.ship.rate-v4+xml' -X POST https://soa-gw.canadapost.ca/rs/ship/price -d @rate.xml", [pw]


def s_aftership():
    k = "asat_" + g.hexs(32)
    return "self-identifying", f"curl -X GET https://api.aftership.com/tracking/2024-10/trackings -H 'as-api-key: {k}' -H 'Content-Type: application/json'", [k]


def s_env_dump():
    sec = g.s(B62, 40); pw = g.pw()
    out = f"HOSTNAME=label-worker-7f9c6d-{g.s('abcdefghijklmnopqrstuvwxyz0123456789', 5)}\nCARRIER_MODE=live\nDHL_CLIENT_SECRET={sec}\nPRINTNODE_API_KEY_ID={r.randint(1000, 9999)}\nREDIS_PASSWORD={pw}\nPATH=/usr/local/bin:/usr/bin"
    return "name-context", hook("kubectl exec deploy/label-worker -- env | sort", out), [sec, pw]


SECRET_T = [s_fedex_oauth, s_ups_oauth, s_ups_xml, s_dhl, s_usps, s_easypost, s_shippo, s_shipstation, s_wms_props,
            s_samsara, s_geotab, s_motive, s_traccar, s_tracker_sms, s_as2_key, s_openas2_config, s_van_sftp,
            s_rabbit_events, s_traceback, s_selfid, s_maps_key, s_plugin_options, s_flexport, s_p44, s_chat,
            s_canadapost, s_aftership, s_env_dump, s_selfid, s_easypost]


# ---------------------------------------------------------------- clean
def c_tracking_table():
    rows = "\n".join(f"{g.pick(['UPS', 'FedEx', 'USPS'])}  {t:<24} {g.pick(['In Transit', 'Delivered', 'Label Created', 'Out for Delivery'])}"
                     for t in [ups_tracking(), fedex_tracking(), usps_tracking(), ups_tracking()])
    return f"$ ./bin/track --open\nCARRIER  TRACKING                 STATUS\n{rows}"


def c_easypost_objects():
    return json.dumps({"id": "shp_" + g.hexs(32), "object": "Shipment", "mode": "production", "tracking_code": ups_tracking(),
                       "to_address": {"id": "adr_" + g.hexs(32), "zip": f"{r.randint(10000, 99999)}"},
                       "selected_rate": {"id": "rate_" + g.hexs(32), "carrier": "UPS", "service": "Ground", "rate": f"{r.randint(5, 40)}.{r.randint(10, 99)}"},
                       "postage_label": {"id": "pl_" + g.hexs(32), "label_url": f"https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20261104/e8{g.hexs(30)}.png"}}, indent=2)


def c_edi_856():
    isa = f"ISA*00*          *00*          *ZZ*{g.s(UPD, 9):<15}*ZZ*{g.s(UPD, 9):<15}*261104*1215*U*00401*{g.s(string.digits, 9)}*0*P*>~"
    return f"{isa}\nGS*SH*{g.s(UPD, 9)}*{g.s(UPD, 9)}*20261104*1215*{r.randint(1000, 9999)}*X*004010~\nST*856*0001~\nBSN*00*{g.s(string.digits, 10)}*20261104*1215~\nHL*1**S~\nTD5**2*UPSN~\nREF*BM*{ups_tracking()}~\nMAN*GM*00{g.s(string.digits, 18)}~\nSE*8*0001~"


def c_docs_placeholder():
    return g.pick(["export EASYPOST_API_KEY=<your-test-key>\nexport SHIPPO_API_TOKEN=shippo_test_xxxxxxxxxxxxxxxx\npython examples/create_label.py",
                   "fedex:\n  api_key: ${FEDEX_API_KEY}\n  secret_key: ${FEDEX_SECRET_KEY}\n  account_number: ${FEDEX_ACCOUNT}",
                   "The UPS OAuth endpoint expects HTTP Basic auth with your Client ID as the user name and your Client Secret as the password, e.g. `curl -u \"$UPS_CLIENT_ID:$UPS_CLIENT_SECRET\" ...`."])


def c_as2_cert():
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"$ cat partners/{co()}/as2-encryption.crt\n-----BEGIN CERTIFICATE-----\nMIIDazCCAlOgAwIBAgIU{g.b64(12)}\n{body}\n-----END CERTIFICATE-----\n$ openssl x509 -noout -fingerprint -sha256 -in partners/{co()}/as2-encryption.crt\nsha256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}"


def c_mdn():
    return f"""Message-ID: <OPENAS2-04112026121533+0000-{r.randint(1000, 9999)}@{co().upper()}_{co().upper()}>
AS2-From: {co().upper()}
AS2-To: {co().upper()}
Disposition: automatic-action/MDN-sent-automatically; processed
Received-Content-MIC: {g.b64(32)}, sha-256
Original-Message-ID: <{g.uuid()}@as2.{co()}.com>"""


def c_telematics_json():
    return json.dumps({"data": [{"id": str(r.randint(10**14, 10**15)), "name": f"Truck {r.randint(100, 999)}", "vin": g.s("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17),
                                 "location": {"latitude": round(r.uniform(30, 50), 6), "longitude": round(r.uniform(-120, -75), 6), "time": ts()}},
                                {"id": str(r.randint(10**14, 10**15)), "name": f"Reefer {r.randint(100, 999)}", "externalIds": {"samsara.serial": g.s(UPD, 12), "imei": g.s(string.digits, 15)}}],
                       "pagination": {"endCursor": g.uuid(), "hasNextPage": False}}, indent=1)


def c_wms_log():
    return "\n".join(f"[{ts()}] INFO  PickTaskService - task {r.randint(10**6, 10**7)} LPN {g.s(string.digits, 18)} sku {g.s(UPD, 8)} qty {r.randint(1, 40)} loc A{r.randint(1, 40):02d}-{r.randint(1, 9)}-{r.randint(1, 9)} user rf{r.randint(1, 60)}"
                     for _ in range(4))


def c_shippo_objects():
    return f"$ shippo transactions list --limit 2\nobject_id                          status   tracking_number       label_url\n{g.hexs(32)}   SUCCESS  {usps_tracking()}  https://deliver.goshippo.com/{g.hexs(32)}.pdf\n{g.hexs(32)}   SUCCESS  {fedex_tracking()}          https://deliver.goshippo.com/{g.hexs(32)}.pdf"


def c_secrets_refs():
    return f"""env:
  - name: SHIPSTATION_API_SECRET
    valueFrom:
      secretKeyRef:
        name: shipstation-credentials
        key: api-secret
  - name: FEDEX_SECRET_KEY
    valueFrom:
      secretKeyRef: {{name: fedex, key: secret}}
  - name: CARRIER_MODE
    value: live"""


def c_label_zpl():
    return f"^XA\n^FO50,50^A0N,40,40^FD{co().upper()}^FS\n^FO50,120^BY3^BCN,120,Y,N,N^FD>;{ups_tracking()}^FS\n^FO50,300^GFA,{r.randint(1000, 4000)},{r.randint(1000, 4000)},40,:Z64:{g.b64(60)}:{g.hexs(4).upper()}^FS\n^XZ"


def c_hook_git():
    return hook("git log --oneline -5", "\n".join(f"{g.hexs(7)} {m}" for m in ["carriers: retry 429 from UPS", "wms: bump pick wave size", "edi: parse TD5 routing", "fix: usps zip+4", "telematics: backoff on samsara 5xx"]))


def c_chat():
    return g.pick([f"can someone rotate the FedEx secret? it's in 1Password under 'FedEx prod' — don't paste it here",
                   f"tracking {ups_tracking()} stuck in 'Label Created' for 3 days, shipment id shp_{g.hexs(32)}",
                   f"GT06 trackers default password is 123456 per the manual; we change it during provisioning (see runbook step 4)"])


CLEAN_T = [c_tracking_table, c_easypost_objects, c_edi_856, c_docs_placeholder, c_as2_cert, c_mdn, c_telematics_json,
           c_wms_log, c_shippo_objects, c_secrets_refs, c_label_zpl, c_hook_git, c_chat]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = SECRET_T[i % len(SECRET_T)]()
            assert cls in ("self-identifying", "name-context", "structural")
            for s in secrets:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": secrets}, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        seen: set[str] = set()
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            while text in seen:  # fixed texts (docs, samples) appear once; draw another genre instead
                text = g.pick(CLEAN_T)()
            seen.add(text)
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
