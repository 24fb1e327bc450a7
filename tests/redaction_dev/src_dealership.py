"""Blind round 56, source "dealership": car dealerships (DMS: CDK, Reynolds, Dealertrack; VIN decoders, inventory
feeds, lender portals, service-lane tablets). Seeded; stdlib + _tokens only. Run: python3 src_dealership.py"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAM = "dealership"
g = Gen(5602)
r = g.r
D = string.digits
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin():
    return g.s(VINCH, 17)


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def pin(n=4):
    return "".join(r.choice(D) for _ in range(n))


def store():
    return g.pick(["Lakeside Honda", "Northgate Ford", "Riverbend Toyota", "Summit Chevrolet", "Autohaus Keller", "Bayview Kia"])


def user():
    return g.pick(["svcwriter3", "fi_manager", "bdc.lead", "dms_integr", "partsdesk", "jdoe", "acctg01", "usedcar.mgr"])


def legacy_pw():
    return g.pick([g.s(UPPER + D, 6), g.s(string.ascii_lowercase, 4) + pin(2), g.human_pw(), g.s(UPPER, 3) + pin(3)])


# ---------------------------------------------------------------- secrets
def s_fortellis():
    cid, cs = g.s(B62, 32), g.s(B62, 16)
    t = f"# .env  (CDK Fortellis app)\nFORTELLIS_CLIENT_ID={cid}\nFORTELLIS_CLIENT_SECRET={cs}\nFORTELLIS_SUBSCRIPTION_ID={g.uuid()}\nDEALER_ID={r.randint(10000, 99999)}\n"
    return "name-context", t, [cs]


def s_fortellis_token():
    cid, cs = g.s(B62, 32), g.s(B62, 16)
    b = basic(cid, cs)
    t = f"$ curl -X POST https://identity.fortellis.io/oauth2/aus1p1ixy7YL8cMq02p7/v1/token -H 'Authorization: Basic {b}' -d 'grant_type=client_credentials&scope=anonymous'"
    return "structural", t, [b]


def s_fortellis_bearer():
    j = g.jwt()
    t = f"GET /sales/v1/elead/customers?phone=5551234567 HTTP/1.1\nHost: api.fortellis.io\nSubscription-Id: {g.uuid()}\nAuthorization: Bearer {j}\n"
    return "self-identifying", t, [j]


def s_rci():
    p = g.machine_pw()
    t = f"""<!-- Reynolds RCI (Reynolds Certified Interface) endpoint, app.config -->
<appSettings>
  <add key="RciEndpoint" value="https://rci.reyrey.example/RCI/ProcessMessage"/>
  <add key="RciUserName" value="VND_{g.s(UPPER, 4)}"/>
  <add key="RciPassword" value="{p}"/>
  <add key="DealerNumber" value="{r.randint(100000, 999999)}"/>
</appSettings>"""
    return "name-context", t, [p]


def s_rci_soap():
    p = g.machine_pw()
    t = f"""<soapenv:Header>
  <wsse:Security>
    <wsse:UsernameToken>
      <wsse:Username>vnd_{g.s(string.ascii_lowercase, 5)}</wsse:Username>
      <wsse:Password Type="PasswordText">{p}</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>"""
    return "structural", t, [p]


def s_dealertrack_api():
    k = g.s(B62, 32)
    t = f"""dealertrack:
  opentrack_url: https://otstaging.arkona.com/opentrack/WebService.asmx
  enterprise_code: ZE
  company_number: ZE{r.randint(1, 9)}
  username: {user()}
  password: {(p := legacy_pw())}
  dt_api_key: {k}
"""
    return "name-context", t, [p, k]


def s_dt_lender():
    p = g.pw()
    t = f"From: F&I desk\nSubject: Dealertrack lender portal\n\nNew login for the Dealertrack credit app screen is {user()} / {p} — Ally and Capital One are approved on it now."
    return "structural", t, [p]


def s_routeone():
    p = g.human_pw()
    t = f"Sticky note photo transcribed (F&I office): RouteOne dealer id {g.s(UPPER, 2)}{r.randint(1000, 9999)}  user {user()}  pass {p}"
    return "structural", t, [p]


def s_dms_telnet():
    p = legacy_pw()
    t = f"$ history\n  88  ssh cdkuser@dms-gw01\n  89  sshpass -p '{p}' ssh cdkuser@{g.pick(['10.12.0.5', 'cdk-drive.store.local'])} 'cat /u/exports/ro_open.csv'"
    return "structural", t, [p]


def s_vin_api():
    k = g.s(string.ascii_lowercase + D, 20)
    t = f"$ curl 'https://specifications.vinaudit.com/v3/specifications?format=json&key={k}&vin={vin()}'"
    return "structural", t, [k]


def s_dataone():
    a, s = g.s(UPPER + D, 10), g.hexs(32)
    t = f"<decoder_query><decoder_settings><display>full</display></decoder_settings><query_requests><query_request identifier=\"1\"><vin>{vin()}</vin></query_request></query_requests></decoder_query>\n# DataOne authorization: client_id={r.randint(1000, 9999)} authorization_code={s}"
    return "structural", t, [s]


def s_chrome():
    p = g.s(B62, 10)
    t = f"""var ads = new AutomotiveDescriptionService7 {{
    AccountInfo = new AccountInfo {{ Number = "{r.randint(100000, 999999)}", Secret = "{p}", Country = "US", Language = "en" }}
}};
var result = ads.describeVehicle(new VehicleDescriptionRequest {{ vin = "{vin()}" }});"""
    return "name-context", t, [p]


def s_feed_ftp():
    p = legacy_pw()
    t = f"# homenet / vAuto inventory export\nFEED_FTP=ftp://{g.s(string.ascii_lowercase, 6)}{r.randint(10, 99)}:{p}@feeds.inventory-syndication.example/incoming/\nFEED_FILE=inventory_{r.randint(1000, 9999)}.csv\n"
    return "structural", t, [p]


def s_feed_sftp():
    p = g.pw()
    t = f"$ lftp -u dealer{r.randint(1000, 9999)},'{p}' sftp://ftp.autotrader-feeds.example -e 'put inventory.csv; bye'"
    return "structural", t, [p]


def s_cargurus():
    k = g.hexs(40)
    t = f"# cargurus dealer inventory API\nCARGURUS_API_KEY={k}\nCARGURUS_DEALER_ID={r.randint(100000, 999999)}"
    return "name-context", t, [k]


def s_marketcheck():
    k = g.s(B62, 32)
    t = f"resp = requests.get('https://mc-api.marketcheck.com/v2/search/car/active', params={{'api_key': '{k}', 'vin': '{vin()}', 'radius': 50}})"
    return "structural", t, [k]


def s_tablet_pin():
    pn = pin(g.pick([4, 6]))
    t = f"Service lane iPad setup (Xtime / MPI app): kiosk mode on, guided access passcode {pn}. Advisors: do not change it."
    return "name-context", t, [pn]


def s_tablet_mdm():
    p = g.human_pw()
    w = g.s(string.ascii_letters + D, 12)
    t = f"""<?xml version="1.0"?>
<!-- service-drive tablets: wifi profile -->
<dict><key>SSID_STR</key><string>{store().replace(' ', '')}-SERVICE</string>
<key>EncryptionType</key><string>WPA2</string>
<key>Password</key><string>{w}</string></dict>
<!-- MPI app admin password: {p} -->"""
    return "name-context", t, [w, p]


def s_kiosk_key():
    pn = pin(6)
    t = f"Key cabinet (KeyTrak) admin code changed to {pn} after the lot-porter left. Master override stays with GM."
    return "name-context", t, [pn]


def s_lender_sftp():
    p = g.pw()
    t = f"""transport = paramiko.Transport(("sftp.captive-finance.example", 22))
transport.connect(username="dlr{r.randint(10000, 99999)}", password="{p}")
sftp = paramiko.SFTPClient.from_transport(transport)
sftp.put("contracts_batch.zip", "/inbound/contracts_batch.zip")"""
    return "structural", t, [p]


def s_pg():
    p = g.machine_pw()
    t = f"DATABASE_URL=postgres://crm_app:{p}@crm-db.dealergroup.internal:5432/leads\n"
    return "structural", t, [p]


def s_mssql():
    p = g.pw()
    t = f'"ConnectionStrings": {{\n  "DmsMirror": "Server=dms-sql01;Database=DealerMirror;User Id=sa;Password={p};TrustServerCertificate=True"\n}}'
    return "structural", t, [p]


def s_selfid():
    n, tok, m = g.self_identifying()
    t = f"# dealer website (used-car widget) deploy\nexport DEPLOY_TOKEN={tok}\nnpm run build && npm run deploy"
    return "self-identifying", t, [m]


def s_selfid_log():
    n, tok, m = g.self_identifying()
    t = f"[lead-router] 2026-12-03 09:14:51 ERROR posting ADF lead to CRM failed; integration token={tok} status=401"
    return "self-identifying", t, [m]


def s_pem():
    blk, line = g.pem()
    t = f"$ cat /etc/dms-bridge/client.key\n{blk}"
    return "self-identifying", t, [line]


def s_adf_email():
    p = legacy_pw()
    t = f"""ADF lead intake mailbox (IMAP)
imap.host = mail.{store().split()[0].lower()}auto.com
imap.user = leads@{store().split()[0].lower()}auto.com
imap.pass = {p}
poll = 60s"""
    return "name-context", t, [p]


def s_smtp_url():
    p = g.pw()
    t = f"MAIL_URL=smtp://service-reminders%40dealer.example:{p}@smtp.office365.com:587"
    return "structural", t, [p]


def s_twilio():
    sid, tok = "AC" + g.hexs(32), g.hexs(32)
    t = f"# service texting (\"your car is ready\")\nTWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM=+1555{r.randint(1000000, 9999999)}"
    return "name-context", t, [tok]


def s_hook_cmd():
    p = g.pw()
    cmd = f"python sync_ro.py --dms cdk --user {user()} --password '{p}' --since 2026-12-01"
    t = json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd}})
    return "structural", t, [p]


def s_hook_read():
    k = g.s(B62, 32)
    content = f"KBB_API_KEY={k}\nBLACKBOOK_USER=dealer{r.randint(100, 999)}\n"
    t = json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": ".env"},
                    "tool_response": {"file": {"content": content}}})
    return "name-context", t, [k]


def s_blackbook():
    p = g.pw()
    b = basic(f"dealer{r.randint(100, 999)}", p)
    t = f"GET /UsedCarWS/UsedCarWS/UsedVehicle/VIN/{vin()}?mileage=42000&state=OH HTTP/1.1\nHost: service.blackbookcloud.com\nAuthorization: Basic {b}"
    return "structural", t, [b]


def s_trace():
    p = g.machine_pw()
    t = f"""System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'dmsread'.
   at DealerSync.Program.Main() in C:\\DealerSync\\Program.cs:line 41
   ConnectionString: Data Source=10.40.1.12;Initial Catalog=Reynolds_ERA;User ID=dmsread;Password={p}"""
    return "structural", t, [p]


def s_diff():
    p = g.pw()
    t = f"""--- a/integrations/reynolds.rb
+++ b/integrations/reynolds.rb
@@ -3,4 +3,4 @@ module Reynolds
-  PASSWORD = ENV['RCI_PASSWORD']
+  PASSWORD = '{p}' # temp, revert before merge
   DEALER = '{r.randint(100000, 999999)}'"""
    return "name-context", t, [p]


def s_chat_de():
    p = legacy_pw()
    t = f"[Teams] Werkstatt: Das Passwort fürs DMS-Terminal an Platz 3 ist jetzt {p}, Benutzer serviceannahme."
    return "name-context", t, [p]


def s_chat_es():
    p = legacy_pw()
    t = f"[WhatsApp grupo ventas] El usuario del portal del banco (financiamiento) es ventas02 y la clave {p}. No lo reenvíen."
    return "name-context", t, [p]


def s_chat_en():
    p = legacy_pw()
    t = f"#parts-dept: anyone know the EPC (parts catalog) login? — yes: {store().split()[0].lower()}parts / {p}"
    return "structural", t, [p]


def s_oem_portal():
    p = g.pw()
    t = f"# OEM warranty portal scraper (selenium)\ndriver.find_element(By.ID, 'userid').send_keys('{user()}')\ndriver.find_element(By.ID, 'password').send_keys('{p}')\ndriver.find_element(By.ID, 'login').click()"
    return "name-context", t, [p]


def s_php():
    k = g.s(B62, 40)
    t = f"<?php\n// inventory sync cron\n$config = [\n  'dealer_id' => {r.randint(1000, 9999)},\n  'api_secret' => '{k}',\n  'feed_url' => 'https://feeds.example/dealer/inventory.xml',\n];"
    return "name-context", t, [k]


def s_js():
    s = g.hexs(64)
    t = f"// digital retailing widget backend\nmodule.exports = {{\n  creditAppEncryptionKey: '{s}',\n  lenderWebhookUrl: process.env.LENDER_WEBHOOK,\n}};"
    return "name-context", t, [s]


def s_toml():
    p = g.pw()
    t = f"[dms.cdk]\nhost = \"drive.cdk.example\"\nport = 23\nlogon = \"{user().upper()}\"\npassword = \"{p}\"\n"
    return "name-context", t, [p]


def s_ini():
    p = legacy_pw()
    t = f"; Reynolds ERA-IGNITE client terminal\n[Connection]\nServer=era{r.randint(1, 9)}.store.local\nOperatorID={r.randint(100, 999)}\nOperatorPassword={p}\n"
    return "name-context", t, [p]


def s_go():
    k = g.s(B62, 36)
    t = f'client := vauto.New(vauto.Config{{\n\tRooftopID: "{r.randint(10000, 99999)}",\n\tAPISecret: "{k}",\n}})'
    return "name-context", t, [k]


def s_hcl():
    p = g.machine_pw()
    t = f'resource "azurerm_mssql_server" "dms_mirror" {{\n  name                         = "dms-mirror-sql"\n  administrator_login          = "dmsadmin"\n  administrator_login_password = "{p}"\n}}'
    return "name-context", t, [p]


def s_gps():
    k = g.s(UPPER + D, 24)
    t = f"# GPS starter-interrupt devices on BHPH inventory (PassTime-style)\nGPS_VENDOR_API_TOKEN={k}\nDISABLE_ENDPOINT=https://api.gps-vendor.example/v1/devices/{{serial}}/starter"
    return "name-context", t, [k]


def s_lien():
    p = g.pw()
    t = f"E-title / lien release portal (state DMV ELT): account {r.randint(1000, 9999)}, password {p}. Needed to release title on deal #{r.randint(10000, 99999)}."
    return "name-context", t, [p]


def s_jwt_cookie():
    j = g.jwt()
    t = f"Set-Cookie: dr_session={j}; Path=/; HttpOnly; Secure; SameSite=Lax"
    return "self-identifying", t, [j]


def s_cookie():
    c = g.s(B62, 48)
    t = f"GET /dealer/inventory HTTP/1.1\nHost: portal.oem-dealer.example\nCookie: JSESSIONID={c}; locale=en_US"
    return "structural", t, [c]


def s_url_q():
    tok = g.s(URLSAFE, 40)
    t = f"2026-12-03 10:11:02 GET https://api.lender-portal.example/v2/decisions?dealer=DL{r.randint(1000, 9999)}&access_token={tok} 200 184ms"
    return "structural", t, [tok]


def s_notebook():
    k = g.s(B62, 32)
    cell = {"cell_type": "code", "source": [f"MC_KEY = '{k}'\n", "df = pull_comps(vin_list, api_key=MC_KEY)"], "outputs": [], "metadata": {}}
    return "name-context", json.dumps({"cells": [cell]}, indent=1), [k]


def s_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"photos bucket (lot photos) creds:\nAWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nBUCKET=lot-photos-{r.randint(100, 999)}"
    return "self-identifying", t, [ak, sk]


def s_ticket():
    p = legacy_pw()
    t = f"HelpDesk #{r.randint(20000, 29999)} — Reset request: F&I manager locked out of CDK. Temp password set to {p}; must change on next login."
    return "name-context", t, [p]


def s_cam():
    p = legacy_pw()
    t = f"rtsp://admin:{p}@192.168.{r.randint(1, 50)}.{r.randint(2, 250)}:554/Streaming/Channels/101  # service drive camera (license plate capture)"
    return "structural", t, [p]


def s_java():
    p = g.pw()
    t = f"# leadrouter application.yml\nspring:\n  datasource:\n    url: jdbc:mysql://crm-db:3306/crm\n    username: crm\n    password: {p}\n"
    return "name-context", t, [p]


def s_elead():
    k = g.s(B62, 32)
    t = f"POST /v1/activities HTTP/1.1\nHost: crm-api.dealer-crm.example\nX-Api-Key: {k}\nContent-Type: application/json\n\n{{\"leadId\": {r.randint(10**6, 10**7)}, \"type\": \"call\"}}"
    return "structural", t, [k]


SECRET_T = [s_fortellis, s_fortellis_token, s_fortellis_bearer, s_rci, s_rci_soap, s_dealertrack_api, s_dt_lender, s_routeone,
            s_dms_telnet, s_vin_api, s_dataone, s_chrome, s_feed_ftp, s_feed_sftp, s_cargurus, s_marketcheck, s_tablet_pin,
            s_tablet_mdm, s_kiosk_key, s_lender_sftp, s_pg, s_mssql, s_selfid, s_selfid_log, s_pem, s_adf_email, s_smtp_url,
            s_twilio, s_hook_cmd, s_hook_read, s_blackbook, s_trace, s_diff, s_chat_de, s_chat_es, s_chat_en, s_oem_portal,
            s_php, s_js, s_toml, s_ini, s_go, s_hcl, s_gps, s_lien, s_jwt_cookie, s_cookie, s_url_q, s_notebook, s_aws,
            s_ticket, s_cam, s_java, s_elead]


# ---------------------------------------------------------------- clean
def c_vin_decode():
    return json.dumps({"Count": 1, "SearchCriteria": f"VIN:{vin()}", "Results": [{"Make": "HONDA", "Model": "CR-V", "ModelYear": str(r.randint(2015, 2027)),
                       "BodyClass": "Sport Utility Vehicle (SUV)", "ErrorCode": "0", "PlantCode": g.s(UPPER, 1)}]}, indent=1)


def c_inventory_csv():
    rows = ["stock,vin,year,make,model,miles,price,photo_url"]
    for _ in range(r.randint(3, 6)):
        rows.append(f"{g.s(UPPER, 1)}{r.randint(1000, 9999)},{vin()},{r.randint(2016, 2026)},{g.pick(['Ford', 'Toyota', 'Kia'])},{g.pick(['F-150', 'RAV4', 'Sorento'])},{r.randint(100, 99000)},{r.randint(9, 70)}995,https://cdn.dealerphotos.example/{g.hexs(24)}.jpg")
    return "\n".join(rows)


def c_ro():
    return f"Repair order #{r.randint(100000, 999999)}  VIN {vin()}  Mileage in {r.randint(1000, 120000)}\nOp code {g.pick(['01FZ', 'LOF', '22BRK'])}: {g.pick(['Oil & filter', 'Front brake pads', 'Tire rotation'])}  Tech #{r.randint(100, 999)}  Labor 0.{r.randint(3, 9)} hr"


def c_adf():
    return f"""<?xml version="1.0"?>
<?adf version="1.0"?>
<adf><prospect><id sequence="1" source="cars.com">{g.uuid()}</id>
<vehicle interest="buy" status="used"><vin>{vin()}</vin><stock>{g.s(UPPER, 1)}{r.randint(1000, 9999)}</stock></vehicle>
<customer><contact><name part="full">Pat Example</name><email>pat@example.com</email></contact></customer>
</prospect></adf>"""


def c_env_example():
    return "# .env.example\nFORTELLIS_CLIENT_ID=\nFORTELLIS_CLIENT_SECRET=<from Fortellis developer console>\nRCI_PASSWORD=changeme\nMARKETCHECK_API_KEY=your_api_key_here\n"


def c_k8s():
    return "env:\n  - name: RCI_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: reynolds-rci, key: password}\n  - name: DEALER_NUMBER\n    value: \"" + str(r.randint(100000, 999999)) + "\""


def c_prose():
    return g.pick(["The service-lane tablets authenticate against the DMS with per-advisor SSO; nobody should type the DMS password on a shared iPad.",
                   "Fortellis client secrets live in Azure Key Vault (kv-dealer-prod); rotate them when a vendor offboards.",
                   "Reynolds RCI credentials are issued per vendor and per rooftop; ask the RCI team, never reuse another store's password.",
                   "Para el portal de financiamiento cada vendedor tiene su propio usuario; la contraseña caduca cada 90 días.",
                   "Guided Access passcodes are set per device by the MDM profile; the help desk can read them from Jamf, so don't write them on the tablet case.",
                   "Dealertrack DMS (formerly Arkona) OpenTrack uses enterprise code + company number + a web-service user; request one via the dealer's DT admin."])


def c_git():
    return "\n".join(f"{g.sha1()[:7]} {g.pick(['inventory: map trim codes', 'fix ADF parser for CDATA', 'dms: retry on RCI 503', 'tablet: MPI photo upload'])}" for _ in range(4))


def c_lock():
    return f"vin-decoder@2.{r.randint(0, 9)}.{r.randint(0, 9)}:\n  resolved \"https://registry.yarnpkg.com/vin-decoder/-/vin-decoder-2.4.1.tgz#{g.sha1()}\"\n  integrity sha512-{g.b64(64)}"


def c_deal_jacket():
    return f"Deal #{r.randint(10000, 99999)} funded by {g.pick(['Ally', 'Capital One Auto', 'Chase Auto', 'Westlake'])}: contract {g.s(UPPER + D, 10)}, app id {r.randint(10**8, 10**9)}, rate {r.randint(3, 14)}.{r.randint(0, 99):02d}%, term {g.pick([60, 72, 84])} mo, stock {g.s(UPPER, 1)}{r.randint(1000, 9999)}"


def c_log():
    return f"2026-12-03 08:0{r.randint(0, 9)}:{r.randint(10, 59)} INFO feed-sync uploaded inventory.csv ({r.randint(80, 400)} units) to sftp user=dealer{r.randint(1000, 9999)} sha256={g.sha256()}"


def c_gha():
    return "- name: sync inventory\n  run: python sync.py\n  env:\n    MARKETCHECK_API_KEY: ${{ secrets.MARKETCHECK_API_KEY }}\n    FEED_SFTP_PASSWORD: ${{ secrets.FEED_SFTP_PASSWORD }}"


def c_recall():
    return f"NHTSA recall {r.randint(20, 26)}V{r.randint(100, 999)}000 applies to VIN {vin()}: {g.pick(['fuel pump', 'airbag inflator', 'rear camera'])}. Campaign code {g.s(UPPER + D, 5)}. Parts on order PO-{r.randint(10000, 99999)}."


def c_tablet_cfg():
    return json.dumps({"device": f"iPad-SVC-{r.randint(1, 20):02d}", "serial": g.s(UPPER + D, 12), "mdm_profile": g.uuid(),
                       "kiosk": True, "app": "com.example.mpi", "passcode": "managed-by-mdm"})


def c_keytag():
    return f"Key tag {r.randint(100, 999)} -> stock {g.s(UPPER, 1)}{r.randint(1000, 9999)}, slot {g.s(UPPER, 1)}{r.randint(1, 60)}, RFID {g.hexs(16).upper()}"


def c_code():
    return "import os\nclient = FortellisClient(client_id=os.environ['FORTELLIS_CLIENT_ID'], client_secret=os.environ['FORTELLIS_CLIENT_SECRET'])"


def c_pubkey():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} dms-bridge@store{r.randint(1, 30)}"


def c_chat():
    return g.pick(["password for the EPC is in the shared vault under Parts > EPC, ask Maria if you can't see it",
                   "RouteOne is down again, use Dealertrack for the Ally app",
                   "¿Alguien tiene el número de stock del Civic gris? El VIN termina en 4471",
                   "tablet 07 lost its guided access profile, re-enrolled it in Jamf"]) + f" ({g.hexs(8)})"


def c_checksum():
    return f"{g.sha256()}  DealerSyncSetup-4.{r.randint(0, 9)}.msi\n{g.sha1()}  ERA-Ignite-client.zip"


def c_uuid():
    return f"subscriptionId: {g.uuid()}\ndealerId: {r.randint(10000, 99999)}\nrequestId: {g.uuid()}"


def c_window_sticker():
    return f"Monroney label: MSRP ${r.randint(25, 70)},{r.randint(100, 999)}  VIN {vin()}  Engine 2.0L I4  Assembly: {g.pick(['Marysville, OH', 'Georgetown, KY', 'Dearborn, MI'])}  Barcode {g.s(D, 12)}"


def c_b64():
    return f"photo_thumb_b64 = \"{g.b64(45)}\"  # fixture image bytes"


def c_adf_example():
    return "CDK Fortellis token request: POST /oauth2/.../v1/token with Authorization: Basic base64(client_id:client_secret) — use the values from your app's credentials page."


CLEAN_T = [c_vin_decode, c_inventory_csv, c_ro, c_adf, c_env_example, c_k8s, c_prose, c_git, c_lock, c_deal_jacket, c_log,
           c_gha, c_recall, c_tablet_cfg, c_keytag, c_code, c_pubkey, c_chat, c_checksum, c_uuid, c_window_sticker, c_b64,
           c_adf_example]


def main() -> None:
    out = Path(__file__).resolve().parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, vals = SECRET_T[i % len(SECRET_T)]()
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            text = CLEAN_T[i % len(CLEAN_T)]()
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
