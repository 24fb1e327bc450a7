"""Blind redaction source "warehouse" (round 47, helper corpora19): warehouse and inventory operations - WMS
(Manhattan Active WM, Blue Yonder/JDA with MOCA, SAP EWM over RFC/OData/BTP, Körber/HighJump), RF handhelds and
barcode scanners (Zebra StageNow/DataWedge, Honeywell, Ivanti Velocity, SOTI MobiControl, Android Enterprise),
label printers (Zebra ZPL/SGD, BarTender, NiceLabel, PrintNode), AutoStore and AMR fleets, voice picking, 3PL
integrations (ShipBob, ShipHero, Extensiv/3PL Central, ShipMonk, Flexport, Amazon SP-API), inventory feeds over
SFTP, webhooks and spreadsheets. Every value is random and made up. Run: python3 src_warehouse.py
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "warehouse"
OUT = Path(__file__).resolve().parent
g = Gen(4703)
r = g.r

LOW = string.ascii_lowercase + string.digits
SITES = ["DC01", "DC-NORTH", "FC-LEJ2", "WH-ROT", "DC3-MEM", "FC-MAD1", "WH-POZ", "DC-ATL4"]
CORPS = ["northwind", "lagerhaus", "bluebox", "pakkel", "ferrocarga", "ridgeline", "kestrel", "almacen-sur"]
USERS = ["wms_app", "svc_edi", "rfuser", "int_3pl", "ewm_rfc", "svc_label", "picker01", "BYWMS", "autostore_int",
         "invfeed"]


def corp():
    return g.pick(CORPS)


def site():
    return g.pick(SITES)


def user():
    return g.pick(USERS)


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def sap_pw():
    # SAP passwords: upper-case legacy 8 chars or mixed
    return g.s(UPPER + string.digits, 8) if r.random() < .35 else g.pw()


def pin():
    return str(r.randint(1000, 9999)) if r.random() < .6 else str(r.randint(100000, 999999))


def legacy_pw():
    return g.pick(["lager", "wms", "dock", "pick", "rf", "forklift", "pallet"]) + str(r.randint(1, 99))


def wifi_psk():
    k = r.random()
    if k < .4:
        w = ["Pallet", "Forklift", "Rack", "Dock", "Scanner", "Tote", "Aisle", "Conveyor"]
        return g.pick(w) + g.pick(w) + str(r.randint(100, 9999)) + g.pick(["!", "#", "", "$"])
    return g.s(B62, r.randint(12, 20))


def anypw():
    k = r.random()
    if k < .15:
        return legacy_pw()
    return g.pw()


def sscc():
    body = "0" + str(r.randint(10**15, 10**16 - 1))
    return "00" + body + str(r.randint(0, 9))


# ---------------------------------------------------------------- secret templates
def t_manh_token_curl():
    u, p = f"integration@{corp()}.com", anypw()
    cs = g.s(B62, 32)
    return "structural", f"""curl -s -X POST "https://{corp()}-auth.omni.manh.com/oauth/token" \\
  -u "omnicomponent.1.0.0:{cs}" \\
  -d "grant_type=password&username={u}&password={p}"
""", [cs, p]


def t_manh_bearer():
    t = g.jwt(sub=f"integration@{corp()}.com")
    return "self-identifying", f"""GET /dcinventory/api/dcinventory/inventory?query=ItemId='{g.s(UPPER + string.digits, 8)}' HTTP/1.1
Host: {corp()}.omni.manh.com
Authorization: Bearer {t}
SelectedLocation: {site()}
SelectedOrganization: {corp().upper()}
""", [t]


def t_manh_yaml():
    cs = g.s(B62, 32)
    return "name-context", f"""manhattan:
  base-url: https://{corp()}.omni.manh.com
  auth-url: https://{corp()}-auth.omni.manh.com/oauth/token
  client-id: {corp()}-integration
  client-secret: {cs}
  org: {corp().upper()}
  facility: {site()}
""", [cs]


def t_by_moca():
    p = anypw()
    return "structural", f"""$ msql -S https://wms-{site().lower()}.{corp()}.com:4500/service -u {user()} -w {p}
MOCA> list warehouses;
wh_id   adr_id
-----   ------
{site()}    A{r.randint(1000,9999)}
""", [p]


def t_by_jdbc():
    p = anypw()
    return "structural", f"""# Blue Yonder WMS read replica for the BI extract
jdbc.url=jdbc:oracle:thin:WMSRPT/{p}@//wmsdb-{site().lower()}.{corp()}.local:1521/WMSPRD
jdbc.pool.max=8
""", [p]


def t_by_luminate():
    cs = g.s(URLSAFE, 40)
    return "name-context", f"""{{
  "luminate": {{
    "tenant": "{corp()}-prod",
    "tokenUrl": "https://login.blueyonder.com/{g.uuid()}/oauth2/v2.0/token",
    "clientId": "{g.uuid()}",
    "clientSecret": "{cs}",
    "scope": "https://api.blueyonder.com/.default"
  }}
}}
""", [cs]


def t_sap_jco():
    p = sap_pw()
    return "name-context", f"""# EWM_RFC.jcoDestination
jco.client.ashost=ewm-{site().lower()}.{corp()}.corp
jco.client.sysnr=00
jco.client.client={r.randint(100,999)}
jco.client.user=EWM_RFC_{r.randint(1,9)}
jco.client.passwd={p}
jco.client.lang=DE
""", [p]


def t_sapnwrfc():
    p = sap_pw()
    return "name-context", f"""DEST=EWM_PRD
ASHOST=10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}
SYSNR=00
CLIENT={r.randint(100,999)}
USER=RFC_WMS
PASSWD={p}
LANG=EN
""", [p]


def t_sap_odata_basic():
    u, p = "ODATA_WMS", sap_pw()
    a = b64(f"{u}:{p}")
    return "structural", f"""GET /sap/opu/odata4/sap/api_warehouse_order_task_2/srvd_a2x/sap/warehouseorder/0001/WarehouseOrder?$top=50 HTTP/1.1
Host: ewm.{corp()}.com:44300
Authorization: Basic {a}
sap-client: {r.randint(100,999)}
Accept: application/json
""", [a]


def t_sap_btp_key():
    cs = g.s(B62 + "$=", 44)
    sk = {"uaa": {"clientid": f"sb-ewm-int!b{r.randint(10000,99999)}|it!b{r.randint(100,999)}", "clientsecret": cs,
                  "url": f"https://{corp()}.authentication.eu10.hana.ondemand.com", "identityzone": corp()},
          "url": f"https://{corp()}-ewm.it-cpi{r.randint(1,20)}.cfapps.eu10.hana.ondemand.com"}
    return "name-context", json.dumps(sk, indent=2), [cs]


def t_pyrfc():
    p = sap_pw()
    return "structural", f"""from pyrfc import Connection
conn = Connection(ashost="ewm-prd.{corp()}.corp", sysnr="00", client="{r.randint(100,999)}", user="RFC_WMS", passwd="{p}")
stock = conn.call("/SCWM/RFC_STOCK_GET", IV_LGNUM="{g.s(UPPER + string.digits, 4)}")
""", [p]


def t_korber_conn():
    p = anypw()
    return "structural", f"""<connectionStrings>
  <add name="AAD" connectionString="Data Source=HJSQL{r.randint(1,9)}\\WMS;Initial Catalog=AAD;User ID=hj_app;Password={p};TrustServerCertificate=True" providerName="System.Data.SqlClient" />
</connectionStrings>
""", [p]


def t_sqlcmd():
    p = anypw()
    return "structural", f"""C:\\> sqlcmd -S wmsdb.{corp()}.local -U {user()} -P {p} -d WMS -Q "SELECT TOP 20 lpn, location, qty FROM t_stored_item WHERE item_number='{r.randint(10000,99999)}'"
""", [p]


def t_stagenow_wifi():
    psk = wifi_psk()
    return "name-context", f"""<wap-provisioningdoc>
  <characteristic type="WifiMgr" version="8.1">
    <parm name="SSID" value="{corp().upper()}-RF" />
    <parm name="SecurityMode" value="1" />
    <parm name="WPAMode" value="3" />
    <parm name="PassphraseWPAClear" value="{psk}" />
  </characteristic>
</wap-provisioningdoc>
""", [psk]


def t_android_enroll_qr():
    psk = wifi_psk()
    qr = {"android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME": "com.zebra.mdm/.DeviceAdminReceiver",
          "android.app.extra.PROVISIONING_WIFI_SSID": f"{corp()}-scanners",
          "android.app.extra.PROVISIONING_WIFI_SECURITY_TYPE": "WPA",
          "android.app.extra.PROVISIONING_WIFI_PASSWORD": psk,
          "android.app.extra.PROVISIONING_SKIP_ENCRYPTION": True}
    return "name-context", json.dumps(qr, indent=1), [psk]


def t_soti_api():
    cs = g.s(B62, 32)
    u, p = "api_admin", anypw()
    return "structural", f"""$body = "grant_type=password&username={u}&password={p}"
Invoke-RestMethod -Method Post -Uri "https://mc.{corp()}.net/MobiControl/api/token" `
  -Headers @{{ Authorization = "Basic " + [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes("{g.hexs(32)}:{cs}")) }} `
  -Body $body
""", [p, cs]


def t_velocity_autologin():
    p = legacy_pw() if r.random() < .5 else g.pw()
    return "name-context", f"""// Ivanti Velocity script: autologin to the RF telnet menu
WLEvent.on("Screen", "RF Login", function() {{
    Screen.setText("{user()}", 12, 30);
    Screen.sendText("{p}");
    Screen.sendKey("Enter");
}});
""", [p]


def t_telnet_rf():
    p = legacy_pw()
    return "structural", f"""; Stay-Linked / TE session profile
host=10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}
port=23
emulation=VT220
autologin.user=RF{r.randint(100,999)}
autologin.password={p}
"""  , [p]


def t_picker_pin():
    pn = pin()
    return "name-context", f"""{g.pick(['Hi team,', 'FYI', 'Hallo zusammen,'])} the shared night-shift handheld login for zone {g.s(UPPER, 1)} is user PICK{r.randint(10,99)}, PIN {pn}. Please don't write it on the cradle again.
"""  , [pn]


def t_zebra_sgd_psk():
    psk = wifi_psk()
    return "name-context", f"""! U1 setvar "wlan.essid" "{corp().upper()}-LBL"
! U1 setvar "wlan.wpa.enable" "on"
! U1 setvar "wlan.wpa.psk" "{psk}"
! U1 do "device.reset" ""
"""  , [psk]


def t_zebra_weblink():
    u, p = "zprint", anypw()
    return "structural", f"""! U1 setvar "weblink.ip.conn1.location" "https://labels.{corp()}.com/zebra/ws"
! U1 setvar "weblink.ip.conn1.authentication.add" "labels.{corp()}.com {u} {p}"
"""  , [p]


def t_zebra_printer_pw():
    pw = str(r.randint(1000, 9999))
    while pw == "1234":
        pw = str(r.randint(1000, 9999))
    return "name-context", f"""^XA
^KP{pw}^FS
^XZ
; sets the front-panel / web admin password of printers on dock {r.randint(1,30)} (was the factory default)
"""  , [pw]


def t_bartender_conn():
    p = anypw()
    return "structural", f"""BarTender Integration > Database connection (SQL Server)
Server={corp()}-sql02;Database=LabelData;User Id=bt_print;Password={p};
"""  , [p]


def t_nicelabel():
    k = g.hexs(32)
    return "structural", f"""POST https://labelcloudapi.onnicelabel.com/Trigger/v1/CloudTrigger/{corp()}-shipping HTTP/1.1
Ocp-Apim-Subscription-Key: {k}
Content-Type: application/json

{{"sscc":"{sscc()}","printer":"ZT411-dock{r.randint(1,20)}"}}
"""  , [k]


def t_printnode():
    k = g.s(URLSAFE, 43)
    return "structural", f"""curl https://api.printnode.com/printjobs -u {k}: \\
  -d printerId={r.randint(10**5, 10**6)} -d title="ASN {r.randint(10**6,10**7)}" -d contentType=raw_base64 -d content=$(base64 -w0 label.zpl)
"""  , [k]


def t_autostore_api():
    cs = g.s(B62, 40)
    return "name-context", f"""autostore:
  interface:
    host: 10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}
    port: 5000
    client_id: wms-{site().lower()}
    client_secret: {cs}
  ports: [1, 2, 3, 4, 7, 8]
"""  , [cs]


def t_amr_mqtt():
    p = anypw()
    return "structural", f"""FLEET_MQTT_URL=mqtts://fleetmgr:{p}@mqtt.{site().lower()}.{corp()}.local:8883
FLEET_TOPIC_PREFIX=amr/{site().lower()}
"""  , [p]


def t_locus_api():
    k = g.s(B62, 48)
    return "structural", f"""POST /api/v1/work HTTP/1.1
Host: {corp()}.locusbots.io
X-Api-Key: {k}
Content-Type: application/json
"""  , [k]


def t_robot_ssh():
    p = anypw()
    return "structural", f"""$ sshpass -p '{p}' ssh root@amr-{r.randint(1,80):02d}.{site().lower()}.local 'journalctl -u navigation --since -1h | tail -50'
"""  , [p]


def t_voice_console():
    p = anypw()
    return "name-context", f"""# VoiceConsole 5.x  (voice picking)  - database.properties
hibernate.connection.url=jdbc:sqlserver://vcsql.{corp()}.local:1433;databaseName=VoiceConsole
hibernate.connection.username=vc_user
hibernate.connection.password={p}
"""  , [p]


def t_shipbob():
    t = g.s(URLSAFE, 64)
    return "structural", f"""curl https://api.shipbob.com/2.0/inventory?IsActive=true \\
  -H "Authorization: Bearer {t}" -H "shipbob_channel_id: {r.randint(10000,999999)}"
"""  , [t]


def t_shiphero_refresh():
    rt = g.s(URLSAFE, 40)
    return "name-context", f"""# ShipHero developer refresh token (from the "Third-Party Developer" page)
SHIPHERO_REFRESH_TOKEN={rt}
SHIPHERO_WAREHOUSE_ID=V2FyZWhvdXNlOj{g.s(B62, 6)}
"""  , [rt]


def t_shiphero_bearer():
    t = g.jwt()
    return "self-identifying", f"""POST https://public-api.shiphero.com/graphql
Authorization: Bearer {t}
{{"query": "query {{ warehouse_products(warehouse_id: \\"...\\") {{ data(first: 50) {{ edges {{ node {{ sku on_hand allocated }} }} }} }} }}"}}
"""  , [t]


def t_extensiv():
    cid, cs = g.uuid(), g.s(B62 + "+/", 32)
    a = b64(f"{cid}:{cs}")
    return "structural", f"""POST https://secure-wms.com/AuthServer/api/Token HTTP/1.1
Authorization: Basic {a}
Content-Type: application/json; charset=utf-8

{{"grant_type": "client_credentials", "tpl": "{{{g.uuid()}}}", "user_login_id": "{r.randint(1,999)}"}}
"""  , [a]


def t_shipmonk():
    k = g.s(B62, 40)
    return "name-context", f"""SHIPMONK_API_KEY={k}
SHIPMONK_STORE_ID={r.randint(1000,99999)}
"""  , [k]


def t_flexport():
    t = "shltm_" + g.s(B62, 40)
    return "structural", f"""headers = {{"Authorization": "Bearer {t}", "Flexport-Version": "2"}}
resp = requests.get("https://api.flexport.com/logistics/api/2024-04/inventories", headers=headers, params={{"page": 1}})
"""  , [t]


def t_spapi():
    rt = "Atzr|" + g.s(URLSAFE, 300)
    cs = "amzn1.oa2-cs.v1." + g.hexs(64)
    return "self-identifying", json.dumps({"refresh_token": rt, "lwa_app_id": "amzn1.application-oa2-client." + g.hexs(32),
                                           "lwa_client_secret": cs, "marketplace": "A1PA6795UKMFR9"}, indent=2), [rt, cs]


def t_shopify_feed():
    t = g.shopify()
    return "self-identifying", f"""# inventory push: WMS on-hand -> Shopify every 15 min
SHOPIFY_STORE={corp()}-store.myshopify.com
SHOPIFY_ADMIN_TOKEN={t}
SHOPIFY_LOCATION_ID=gid://shopify/Location/{r.randint(10**10, 10**11)}
"""  , [t]


def t_netsuite_tba():
    ck, cs, tid, ts = g.hexs(64), g.hexs(64), g.hexs(64), g.hexs(64)
    return "name-context", f"""NETSUITE_ACCOUNT={r.randint(1000000,9999999)}_SB1
NETSUITE_CONSUMER_KEY={ck}
NETSUITE_CONSUMER_SECRET={cs}
NETSUITE_TOKEN_ID={tid}
NETSUITE_TOKEN_SECRET={ts}
"""  , [cs, ts]


def t_sftp_feed():
    p = anypw()
    return "structural", f"""# cron: 0 */2 * * *  push on-hand snapshot to the 3PL
lftp -u inv_{corp()},{p} sftp://sftp.{g.pick(['3plcentral','ridge3pl','logixx','pakkel'])}.com -e "cd /inbound/inventory; put /data/out/onhand_$(date +%Y%m%d%H).csv; bye"
"""  , [p]


def t_sftp_url():
    p = anypw()
    return "structural", f"""INVENTORY_FEED_URL=sftp://{corp()}_feed:{p}@ftp.{g.pick(['partner3pl','fulfil-eu','shipnorth'])}.com:22/outbound/stock/
"""  , [p]


def t_winscp():
    p = anypw()
    return "structural", f"""winscp.com /command "open ftps://asn_{corp()}:{p}@ftp.{corp()}-3pl.de/ -explicit" "get /out/stock_*.csv C:\\feeds\\in\\" "exit"
"""  , [p]


def t_webhook_hmac():
    s = g.b64(32)
    return "name-context", f"""# shipment-confirmed webhooks from the 3PL; verify X-Hub-Signature-256
WEBHOOK_SECRET={s}
"""  , [s]


def t_gsheets_sa():
    block, line = g.pem("PRIVATE KEY")
    pid = f"{corp()}-inv-{r.randint(1000,9999)}"
    sa = {"type": "service_account", "project_id": pid, "private_key_id": g.hexs(40), "private_key": block + "\n",
          "client_email": f"stock-sync@{pid}.iam.gserviceaccount.com"}
    return "self-identifying", json.dumps(sa, indent=2), [line]


def t_airtable():
    t = "pat" + g.s(B62, 14) + "." + g.hexs(64)
    return "self-identifying", f"""const base = new Airtable({{ apiKey: "{t}" }}).base("app{g.s(B62, 14)}");
base("Cycle counts").select({{ view: "Open" }}).eachPage(handle);
"""  , [t]


def t_yms():
    k = g.uuid()
    return "structural", f"""GET https://yms.{corp()}.com/api/v2/appointments?dock={r.randint(1,40)}&date=2026-12-04 HTTP/1.1
apikey: {k}
"""  , [k]


def t_cubiscan():
    p = anypw()
    return "structural", f"""[Cubiscan]
ComPort=COM3
UploadUrl=https://dims.{corp()}.com/api/measure
UploadUser=cubi
UploadPassword={p}
"""  , [p]


def t_wms_appsettings():
    p = anypw()
    return "structural", json.dumps({"ConnectionStrings": {"Wms": f"Server=tcp:wms-{site().lower()}.database.windows.net,1433;Initial Catalog=wms;User ID=wmsapp;Password={p};Encrypt=True;"},
                                     "Printing": {"DefaultPrinter": f"ZT610-{site()}"}}, indent=2), [p]


def t_postgres_url():
    p = anypw()
    return "structural", f"""DATABASE_URL=postgres://inventory:{p}@pg-{site().lower()}.{corp()}.internal:5432/stock
REDIS_URL=redis://localhost:6379/2
"""  , [p]


def t_chat():
    p = g.pick([anypw(), sap_pw(), legacy_pw(), wifi_psk()])
    lines = [
        f"@lagerleitung das neue Passwort für den EWM-RFC-User ist {p} – bitte in der Schnittstelle eintragen.",
        f"el wifi de los escáneres en la nave 2 ahora es {p}, cambiado ayer por IT",
        f"Hasło do konta skanerów w WMS: {p} (ważne do końca miesiąca)",
        f"hey, the Manhattan integration user's password got reset to {p} — jobs will fail until someone updates Boomi",
        f"Wachtwoord voor de Zebra-printers webinterface: {p}",
        f"La senha do usuário da AutoStore é {p}, não passa pra terceirizada.",
        f"Le mot de passe SFTP du 3PL a changé: {p}. Flux de stock en pause jusqu'à mise à jour.",
    ]
    return "name-context", g.pick(lines), [p]


def t_ticket():
    p = anypw()
    return "structural", f"""INC{r.randint(10**6, 10**7)} | P2 | Inventory feed to 3PL failing
Logged by: shift lead {site()}
Description: nightly stock file not arriving. Tried manually from the jump host:
  sftp inv_{corp()}@sftp.partner3pl.com  (password {p})  -> "Permission denied (password)"
"""  , [p]


def t_hook_bash():
    p = sap_pw()
    payload = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
               "tool_input": {"command": f"python tools/ewm_stock_check.py --ashost ewm-prd.{corp()}.corp --client 100 --user RFC_WMS --passwd '{p}' --lgnum {g.s(UPPER + string.digits, 4)}"}}
    return "name-context", json.dumps(payload), [p]


def t_hook_read():
    cs = g.s(B62, 32)
    content = f"MANH_BASE_URL=https://{corp()}.omni.manh.com\nMANH_CLIENT_ID={corp()}-int\nMANH_CLIENT_SECRET={cs}\nMANH_FACILITY={site()}\n"
    payload = {"tool_name": "Read", "tool_input": {"file_path": "/opt/wms-bridge/.env"},
               "tool_response": {"type": "text", "file": {"filePath": "/opt/wms-bridge/.env", "content": content, "numLines": 4}}}
    return "name-context", json.dumps(payload), [cs]


def t_diff():
    old, psk = wifi_psk(), wifi_psk()
    return "name-context", f"""diff --git a/mdm/profiles/tc52-wifi.xml b/mdm/profiles/tc52-wifi.xml
@@ -6,1 +6,1 @@
-    <parm name="PassphraseWPAClear" value="{old}" />
+    <parm name="PassphraseWPAClear" value="{psk}" />
"""  , [old, psk]


def t_diff_py():
    k = g.s(B62, 40)
    return "name-context", f"""--- a/integrations/shipmonk.py
+++ b/integrations/shipmonk.py
@@ -3,2 +3,2 @@
-API_KEY = os.environ["SHIPMONK_API_KEY"]
+API_KEY = "{k}"  # temp for debugging
"""  , [k]


def t_notebook():
    p = anypw()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 50), "metadata": {},
            "source": ["import pandas as pd, sqlalchemy as sa\n",
                       f"eng = sa.create_engine('mssql+pyodbc://bi_reader:{p}@wmsdb.{corp()}.local/WMS?driver=ODBC+Driver+18+for+SQL+Server')\n",
                       "df = pd.read_sql('select * from v_onhand_by_location', eng)\n", "df.head()"],
            "outputs": []}
    return "structural", json.dumps(cell, indent=1), [p]


def t_stacktrace():
    p = anypw()
    return "structural", f"""org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection
	at com.{corp()}.wms.bridge.InventorySync.run(InventorySync.java:{r.randint(40,300)})
Caused by: java.sql.SQLException: Access denied; url=jdbc:mysql://wms-bridge-db:3306/bridge?user=bridge&password={p}&useSSL=true
"""  , [p]


def t_boomi_props():
    p = anypw()
    return "name-context", f"""# Boomi extensions export (env: PROD)
connection.MANH_WMS.username=boomi_int
connection.MANH_WMS.password={p}
connection.MANH_WMS.url=https://{corp()}.omni.manh.com
"""  , [p]


def t_csharp_handheld():
    p = anypw()
    return "name-context", f"""public static class ScannerConfig
{{
    public const string WmsApiUrl = "https://wms.{corp()}.com/rf/api";
    public const string WmsServicePassword = "{p}";
}}
"""  , [p]


def t_php_feed():
    k = g.s(B62, 32)
    return "name-context", f"""<?php
$config = [
    'feed_endpoint' => 'https://stock.{corp()}.com/api/v1/levels',
    'api_secret'    => '{k}',
    'warehouse'     => '{site()}',
];
"""  , [k]


def t_ruby_3pl():
    k = g.s(B62, 36)
    return "structural", f"""conn = Faraday.new(url: "https://api.{g.pick(['logiwa','deposco','ridge3pl'])}.com") do |f|
  f.request :authorization, :basic, "{corp()}", "{k}"
end
"""  , [k]


def t_go_config():
    p = anypw()
    return "name-context", f"""var cfg = Config{{
	AutoStoreHost:     "10.20.{r.randint(0,255)}.{r.randint(1,254)}",
	AutoStoreUser:     "wcs",
	AutoStorePassword: "{p}",
}}
"""  , [p]


def t_hcl():
    p = anypw()
    return "name-context", f"""resource "azurerm_mssql_server" "wms" {{
  name                         = "wms-{site().lower()}"
  administrator_login          = "wmsadmin"
  administrator_login_password = "{p}"
}}
"""  , [p]


def t_toml():
    k = g.s(B62, 40)
    return "name-context", f"""[label_service]
printer_pool = ["ZT411-01", "ZT411-02", "ZD621-returns"]
carrier_api_key = "{k}"
"""  , [k]


def t_ini_honeywell():
    p = anypw()
    return "name-context", f"""[OperationalIntelligence]
TenantUrl=https://oi.honeywell.com/{corp()}
ServiceAccount=oi-sync@{corp()}.com
ServicePassword={p}
"""  , [p]


def t_http_trace():
    u, p = user(), anypw()
    a = b64(f"{u}:{p}")
    return "structural", f"""> POST /wms/api/receipts/asn HTTP/1.1
> Host: wms.{corp()}.com
> Authorization: Basic {a}
> Content-Type: application/json
< HTTP/1.1 202 Accepted
"""  , [a]


def t_env_dump():
    k = g.s(URLSAFE, 48)
    return "name-context", f"""$ printenv | grep -i wms
WMS_ENV=prod
WMS_API_TOKEN={k}
WMS_SITE={site()}
"""  , [k]


def t_query_param():
    k = g.hexs(32)
    return "structural", f"""GET https://feeds.{corp()}.com/inventory/export.csv?site={site()}&format=csv&access_key={k} -> 200 ({r.randint(100,900)} KB)
"""  , [k]


def t_xml_ws():
    u, p = f"{corp()}_ws", anypw()
    return "structural", f"""<soapenv:Header>
  <wsse:Security>
    <wsse:UsernameToken>
      <wsse:Username>{u}</wsse:Username>
      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{p}</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>
"""  , [p]


def t_forklift_code():
    c = str(r.randint(1000, 99999))
    return "name-context", f"""Forklift telematics ({g.pick(['Linde connect','Toyota I_Site','Crown InfoLink'])}): supervisor override code for truck FL-{r.randint(10,99)} is {c}; operators must badge in normally.
"""  , [c]


def t_dock_gate():
    p = pin()
    return "name-context", f"""Night receiving: gate keypad code {p}, alarm panel code is the same. Driver check-in at door {r.randint(1,40)}.
"""  , [p]


SECRET_T = [t_manh_token_curl, t_manh_bearer, t_manh_yaml, t_by_moca, t_by_jdbc, t_by_luminate, t_sap_jco, t_sapnwrfc,
            t_sap_odata_basic, t_sap_btp_key, t_pyrfc, t_korber_conn, t_sqlcmd, t_stagenow_wifi, t_android_enroll_qr,
            t_soti_api, t_velocity_autologin, t_telnet_rf, t_picker_pin, t_zebra_sgd_psk, t_zebra_weblink,
            t_zebra_printer_pw, t_bartender_conn, t_nicelabel, t_printnode, t_autostore_api, t_amr_mqtt, t_locus_api,
            t_robot_ssh, t_voice_console, t_shipbob, t_shiphero_refresh, t_shiphero_bearer, t_extensiv, t_shipmonk,
            t_flexport, t_spapi, t_shopify_feed, t_netsuite_tba, t_sftp_feed, t_sftp_url, t_winscp, t_webhook_hmac,
            t_gsheets_sa, t_airtable, t_yms, t_cubiscan, t_wms_appsettings, t_postgres_url, t_chat, t_chat, t_ticket,
            t_hook_bash, t_hook_read, t_diff, t_diff_py, t_notebook, t_stacktrace, t_boomi_props, t_csharp_handheld,
            t_php_feed, t_ruby_3pl, t_go_config, t_hcl, t_toml, t_ini_honeywell, t_http_trace, t_env_dump,
            t_query_param, t_xml_ws, t_forklift_code, t_dock_gate]


# ---------------------------------------------------------------- clean templates
def c_zpl():
    s = sscc()
    return f"""^XA
^FO50,50^A0N,40,40^FDShip to: {corp().upper()} {site()}^FS
^FO50,120^BY3^BCN,120,Y,N,N^FD>;>8{s}^FS
^FO50,300^BQN,2,6^FDQA,{g.uuid()}^FS
^XZ
"""


def c_sscc_list():
    return "LPN,SSCC,Location,Qty\n" + "\n".join(f"LPN{r.randint(10**7, 10**8)},{sscc()},{g.s(UPPER,1)}{r.randint(1,40):02d}-{r.randint(1,99):02d}-{r.randint(1,6)},{r.randint(1,480)}" for _ in range(5))


def c_gs1():
    return f"(01){r.randint(10**13, 10**14-1)}(17)2712{r.randint(10,31)}(10)B{r.randint(10**5,10**6)}(21){g.s(UPPER + string.digits, 12)}"


def c_asn_json():
    return json.dumps({"asnNumber": f"ASN-{r.randint(10**7, 10**8)}", "poNumber": f"PO{r.randint(10**6,10**7)}", "carrier": g.pick(["DHL", "UPS", "DB Schenker", "SEUR"]),
                       "trackingNumber": "1Z" + g.s(UPPER + string.digits, 16), "expectedDate": "2026-12-05",
                       "lines": [{"sku": f"SKU-{r.randint(10000,99999)}", "gtin": str(r.randint(10**12, 10**13-1)), "qty": r.randint(1, 500), "lot": f"L{r.randint(1000,9999)}"}]}, indent=2)


def c_epc_reads():
    return "\n".join(f"{g.hexs(24).upper()}  antenna={r.randint(1,4)} rssi=-{r.randint(40,75)} dock={r.randint(1,20)}" for _ in range(5))


def c_scanner_inventory():
    return "Serial,Model,MAC,OS,Site\n" + "\n".join(f"{r.randint(10**13,10**14)},{g.pick(['TC52','TC58','MC9300','CT45','CK65'])},{':'.join(g.hexs(2) for _ in range(6)).upper()},A13,{site()}" for _ in range(4))


def c_env_example():
    return f"""# .env.example (wms-bridge)
MANH_BASE_URL=https://<tenant>.omni.manh.com
MANH_CLIENT_ID=
MANH_CLIENT_SECRET=<from vault: kv/wms/manh>
SFTP_PASSWORD=changeme
ZEBRA_PRINTER_IP=10.0.0.{r.randint(2,254)}
"""


def c_k8s_ref():
    return f"""env:
  - name: EWM_RFC_PASSWD
    valueFrom:
      secretKeyRef: {{ name: ewm-rfc, key: password }}
  - name: WMS_SITE
    value: {site()}
image: registry.{corp()}.io/wms-bridge@sha256:{g.sha256()}
"""


def c_wave_report():
    return f"""WAVE {r.randint(10**5,10**6)}  site={site()}  released 2026-12-03 0{r.randint(0,9)}:{r.randint(10,59)}
orders={r.randint(10,900)}  lines={r.randint(100,9000)}  units={r.randint(1000,90000)}  replen_tasks={r.randint(0,120)}
pick_efficiency=0.{r.randint(80,99)}  short_picks={r.randint(0,20)}  batch_id={g.uuid()}
"""


def c_ewm_wo():
    return json.dumps({"value": [{"EWMWarehouse": g.s(UPPER + string.digits, 4), "WarehouseOrder": str(r.randint(10**9, 10**10)),
                                  "WarehouseOrderStatus": "C", "WarehouseOrderCreationRule": "PICK", "Queue": "OUTB-PICK",
                                  "WarehouseTask": str(r.randint(10**11, 10**12))}]}, indent=2)


def c_autostore_status():
    return json.dumps({"grid": f"{site()}-AS1", "robots": [{"id": r.randint(1, 300), "state": g.pick(["IDLE", "WORKING", "CHARGING"]),
                                                           "battery": r.randint(10, 100)} for _ in range(3)],
                       "ports": [{"id": r.randint(1, 20), "mode": "PICK", "binId": r.randint(10**5, 10**6)}]}, indent=2)


def c_tracking():
    return "\n".join(f"{g.pick(['1Z'+g.s(UPPER+string.digits,16), 'JD0146000' + str(r.randint(10**10, 10**11)), str(r.randint(10**11, 10**12))])}  {g.pick(['delivered','in transit','label created'])}" for _ in range(4))


def c_zebra_config_out():
    return f"""! U1 getvar "wlan"
wlan.essid : "{corp().upper()}-LBL"
wlan.wpa.psk : "********"
wlan.ip.addr : "10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}"
wlan.mac_addr : "{':'.join(g.hexs(2) for _ in range(6)).upper()}"
device.unique_id : "{g.s(UPPER + string.digits, 12)}"
"""


def c_printer_default_doc():
    return f"""Printer onboarding (dock {r.randint(1,30)}): new Zebra printers ship with the documented default web password 1234; set a site-specific one via the MDM profile before go-live (see runbook WH-{r.randint(10,99)}). Never leave the default in production.
"""


def c_prose():
    return g.pick([
        f"Die RF-Handhelds melden sich per Badge an, keine Passwörter mehr auf den Geräten. Ticket CHG{r.randint(10**5,10**6)}.",
        f"Reminder: 3PL SFTP credentials are rotated quarterly and stored in the vault (kv/3pl/{corp()}); do not email them.",
        f"Las claves de la API de Manhattan las gestiona el equipo de integración; pídelas por ticket, no por chat.",
        f"Cycle count variance for {site()}: {r.uniform(0,2):.2f}% — recount aisles {r.randint(1,20)} to {r.randint(21,40)}.",
        f"AutoStore port {r.randint(1,20)} offline {r.randint(5,90)} min due to a bin jam; robot {r.randint(1,300)} in service mode.",
    ]) + f" ({g.hexs(8)})"


def c_gha():
    return f"""      - name: Deploy wms-bridge
        env:
          SFTP_PASSWORD: ${{{{ secrets.SFTP_PASSWORD }}}}
          MANH_CLIENT_SECRET: ${{{{ secrets.MANH_CLIENT_SECRET }}}}
        run: ./deploy.sh {site().lower()} {g.sha1()[:12]}
"""


def c_sha_firmware():
    return f"""Zebra LifeGuard update {g.pick(['TC52','TC58','MC3300'])}  {r.randint(10,14)}-{r.randint(10,50)}-{r.randint(10,30)}.00-UG-U{r.randint(10,99)}-STD
sha256: {g.sha256()}
md5:    {g.hexs(32)}
"""


def c_hook_clean():
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": f"python tools/onhand_diff.py --site {site()}"},
                       "tool_response": {"stdout": f"compared {r.randint(1000,90000)} SKUs, {r.randint(0,40)} mismatches, report out/diff_{g.hexs(8)}.csv\n", "stderr": ""}})


def c_by_moca_cmd():
    return f"""MOCA> list inventory where stoloc = '{g.s(UPPER,2)}-{r.randint(1,40):02d}-{r.randint(1,9)}' and wh_id = '{site()}'
lodnum              prtnum     untqty   lotnum
{sscc()[2:]}    {r.randint(10**6,10**7)}    {r.randint(1,500)}      L{r.randint(1000,9999)}
"""


def c_edi_less_csv():
    return "sku,gtin,on_hand,allocated,available,updated_at\n" + "\n".join(
        f"SKU-{r.randint(10000,99999)},{r.randint(10**12,10**13-1)},{r.randint(0,900)},{r.randint(0,50)},{r.randint(0,850)},2026-12-03T0{r.randint(0,9)}:00:00Z" for _ in range(5))


def c_jwks():
    return json.dumps({"keys": [{"kid": g.uuid(), "kty": "RSA", "use": "sig", "alg": "RS256", "n": g.b64url(256), "e": "AQAB"}]}, indent=2)


def c_sap_transport():
    return f"""Transport {g.s(UPPER,3)}K9{r.randint(10000,99999)} released: /SCWM/ customizing for warehouse {g.s(UPPER + string.digits, 4)}
Request owner: {g.s(UPPER,6)}  Target: EWP/{r.randint(100,999)}  Return code 0004
"""


def c_velocity_project():
    return json.dumps({"profile": f"{site()}-RF", "host": {"type": "telnet-vt", "address": f"10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}", "port": 23},
                       "autologin": {"enabled": True, "user": "${DEVICE_USER}", "password": "${DEVICE_PASSWORD}"},
                       "deviceId": g.uuid()}, indent=2)


def c_datawedge():
    return f"""<DataWedge profile="{corp()}-wms">
  <decoders code128="true" gs1_datamatrix="true" qrcode="true"/>
  <intent action="com.{corp()}.wms.SCAN" delivery="broadcast"/>
  <!-- last scan: {sscc()} -->
</DataWedge>
"""


CLEAN_T = [c_zpl, c_sscc_list, c_gs1, c_asn_json, c_epc_reads, c_scanner_inventory, c_env_example, c_k8s_ref,
           c_wave_report, c_ewm_wo, c_autostore_status, c_tracking, c_zebra_config_out, c_printer_default_doc,
           c_prose, c_gha, c_sha_firmware, c_hook_clean, c_by_moca_cmd, c_edi_less_csv, c_jwks, c_sap_transport,
           c_velocity_project, c_datawedge]


def main() -> None:
    clean = []
    j = 0
    while len(clean) < 100:
        fn = CLEAN_T[j % len(CLEAN_T)]
        j += 1
        clean.append(fn())
    clean_all = "\n".join(clean)
    secrets = []
    i = 0
    while len(secrets) < 250:
        fn = SECRET_T[i % len(SECRET_T)] if i < len(SECRET_T) * 2 else g.pick(SECRET_T)
        i += 1
        rec = fn()
        while any(v in clean_all for v in rec[2]):  # a short PIN must not also occur in a clean text
            rec = fn()
        secrets.append(rec)
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (n, v)
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
