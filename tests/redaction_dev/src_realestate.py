"""Blind redaction source "realestate": property technology (property-management systems such as Yardi, AppFolio,
Buildium, Entrata and RentCafe; MLS/RESO Web API and RETS feeds; smart locks and access control; tenant screening;
e-signature; short-term-rental channel managers and their APIs).

Written blind by the helper "corpora4" on 2026-12-03 (round 20), without reading memtool's rules, tests or results.
Every value is random and made up (seeded); rerunning writes realestate_secrets.jsonl and realestate_clean.jsonl
byte-identically. Imports only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, Gen  # noqa: E402

FAMILY = "realestate"
OUT = Path(__file__).resolve().parent
g = Gen(20261203_2)
r = g.r

WORDS = ["maple", "cedar", "harbor", "lakeview", "oakridge", "willow", "summit", "brook", "meadow", "sunset", "granite",
         "elm", "keystone", "porch", "atrium", "loft", "condo", "lease", "tenant", "parcel"]
SAFE = B62 + "-_.~"
LOW = string.ascii_lowercase


def pw(url_safe: bool = False) -> str:
    k = r.randint(0, 8)
    if k == 0:
        v = g.s(B62, r.randint(16, 32))
    elif k == 1:
        v = g.s(B62 + "!#%^*-_+=@", r.randint(12, 22))
    elif k == 2:
        v = "-".join(r.choice(WORDS) for _ in range(r.randint(3, 4))) + str(r.randint(1, 99))
    elif k == 3:
        v = r.choice(WORDS).capitalize() + str(r.randint(2015, 2027)) + r.choice("!#$*?")
    elif k == 4:
        v = r.choice(["yardi", "rets", "mls", "leasing", "pmadmin", "Welcome"]) + str(r.randint(1, 999))
    elif k == 5:
        v = g.hexs(r.choice([32, 40, 64]))
    elif k == 6:
        v = g.b64(r.choice([18, 24, 32]))
    elif k == 7:
        v = g.machine_pw()
    else:
        v = g.human_pw()
    if url_safe:
        v = "".join(c if c in SAFE else r.choice(B62) for c in v)
    return v


def pin() -> str:
    return str(r.randint(10 ** (r.choice([4, 6]) - 1), 10 ** r.choice([6, 7]) - 1))[:r.choice([4, 5, 6, 7])]


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def bash_hook(cmd: str, stdout: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": r.choice(["Check config", "Run command", "Inspect connector"])},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def read_hook(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                  "numLines": content.count("\n") + 1}}}, ensure_ascii=False)


def cmd_out(cmd: str, out: str) -> str:
    x = r.random()
    if x < .25:
        return bash_hook(cmd, out)
    return f"$ {cmd}\n{out}"


def file_out(path: str, content: str) -> str:
    x = r.random()
    if x < .2:
        return read_hook(path, content)
    if x < .45:
        return f"$ cat {path}\n{content}"
    if x < .6:
        return f"==> {path} <==\n{content}"
    return content


def ts() -> str:
    return f"2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


# ---------------------------------------------------------------- secrets: each returns (class, text, [secrets])
def s_yardi_soap():
    p = pw()
    lic = g.b64(r.choice([120, 200]))
    xml = (f"<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\n  <soap:Body>\n    <GetPropertyConfigurations xmlns=\"http://tempuri.org/YSI.Interfaces.WebServices/ItfResidentData\">\n"
           f"      <UserName>{r.choice(['itf_acme', 'vendor_rentsync', 'acmeapi'])}</UserName>\n      <Password>{p}</Password>\n      <ServerName>{r.choice(['afqoml_live', 'acme_test'])}</ServerName>\n"
           f"      <Database>{r.choice(['afqoml_live', 'acme_uat'])}</Database>\n      <Platform>SQL Server</Platform>\n      <InterfaceEntity>Acme Portal</InterfaceEntity>\n"
           f"      <InterfaceLicense>{lic}</InterfaceLicense>\n    </GetPropertyConfigurations>\n  </soap:Body>\n</soap:Envelope>")
    return "name-context", file_out(r.choice(["fixtures/yardi/get_property_configs.xml", "yardi_request.xml"]), xml), [p, lic]


def s_yardi_license():
    lic = g.b64(r.choice([180, 240]))
    t = f"YARDI_USERNAME=vendor_acme\nYARDI_SERVER=acme_live\nYARDI_INTERFACE_ENTITY=Acme Resident Portal\nYARDI_INTERFACE_LICENSE={lic}\n"
    return "name-context", file_out(".env.production", t), [lic]


def s_appfolio_curl():
    cid, cs = g.hexs(32), g.hexs(32)
    cmd = f"curl -s -u {cid}:{cs} \"https://{r.choice(['acmepm', 'lakeshore', 'oakrealty'])}.appfolio.com/api/v1/reports/rent_roll.json?properties=all\""
    return "structural", cmd_out(cmd, '{"results":[{"Property":"Maple Court","Unit":"2B","Tenant":"(vacant)","Rent":"1,450.00"}],"next_page_url":null}'), [cs]


def s_buildium_headers():
    cs = g.b64(32)
    t = (f"GET /v1/rentals?limit=50 HTTP/1.1\nHost: api.buildium.com\nx-buildium-client-id: {g.uuid()}\nx-buildium-client-secret: {cs}\nAccept: application/json\n\n"
         f"HTTP/1.1 200 OK\nContent-Type: application/json\nX-Total-Count: {r.randint(3, 300)}")
    if r.random() < .4:
        t = cmd_out(f"curl -H 'x-buildium-client-id: {g.uuid()}' -H 'x-buildium-client-secret: {cs}' https://apisandbox.buildium.com/v1/rentals/units", "[]")
    return "structural", t, [cs]


def s_reso_token_req():
    cs = g.s(B62, r.choice([32, 40]))
    body = f"grant_type=client_credentials&client_id={g.s(LOW + string.digits, 20)}&client_secret={cs}&scope=api"
    t = cmd_out(f"curl -s -X POST https://{r.choice(['api.mlsgrid.com', 'sso.tracsrets.com', 'auth.crmls.org'])}/oauth2/token -d '{body}'",
                json.dumps({"access_token": "(trimmed)", "token_type": "Bearer", "expires_in": 28800}))
    return "structural", t, [cs]


def s_reso_bearer():
    tok = g.s(B62, r.choice([32, 40])) if r.random() < .6 else g.jwt()
    t = r.choice([
        f"GET https://api.mlsgrid.com/v2/Property?$filter=OriginatingSystemName%20eq%20%27actris%27%20and%20ModificationTimestamp%20gt%202026-11-01T00:00:00Z&$expand=Media\nAuthorization: Bearer {tok}\nAccept-Encoding: gzip",
        cmd_out(f"curl -H \"Authorization: Bearer {tok}\" 'https://api-demo.mlsgrid.com/v2/Member?$top=5'", '{"@odata.context":"https://api.mlsgrid.com/v2/$metadata#Member","value":[]}'),
        f"  reso:\n    endpoint: https://query.ampre.ca/odata\n    headers:\n      Authorization: \"Bearer {tok}\"\n"])
    return "structural", t, [tok]


def s_bridge_query():
    tok = g.hexs(32)
    url = f"https://api.bridgedataoutput.com/api/v2/OData/{r.choice(['test', 'actris', 'stellar'])}/Property?access_token={tok}&$top=10&$select=ListingKey,ListPrice,City"
    t = r.choice([f"$ curl -s '{url}' | jq '.value | length'\n10",
                  f"{ts()} INFO listings.sync fetching {url}\n{ts()} INFO listings.sync got 10 records in 412ms",
                  f"requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: {url}"])
    return "structural", t, [tok]


def s_rets_url():
    p = pw(url_safe=True)
    u = r.choice(["acme_idx", "broker1234", "vendor_rets", "RETS_ACME"])
    url = f"https://{u}:{p}@{r.choice(['rets.mlspin.com', 'matrixrets.crmls.org', 'rets.torontomls.net:6103'])}/rets/login"
    t = r.choice([f"RETS_LOGIN_URL={url}\nRETS_USER_AGENT=AcmeIDX/1.0\nRETS_VERSION=RETS/1.7.2\n",
                  f"$ python -m retsync --url {url} --resource Property --class RES --query '(Status=A)'\n[retsync] logged in, session cookie set\n[retsync] 1432 rows",
                  f"  feeds:\n    - name: mlspin\n      login: \"{url}\"\n      poll: 15m\n"])
    return "structural", t, [p]


def s_rets_ua_pw():
    p, p0 = pw(), pw()
    t = (f"[rets]\nlogin_url = https://rets.example-mls.com/Login.asmx/Login\nusername = IDX_{r.randint(1000, 9999)}\npassword = {p0}\n"
         f"user_agent = AcmeSync/2.3\nuser_agent_password = {p}\nrets_version = RETS/1.7.2\n")
    return "name-context", file_out("config/rets.ini", t), [p0, p]


def s_idx_chat():
    u, p = r.choice(["idxfeed", "acme-idx", "rets_4471"]), pw()
    t = r.choice([f"the new IDX feed login is {u} / {p} — MLS support said the old one expires end of month",
                  f"Hi team, for the RETS feed: username {u}, password {p}. Please don't forward this outside the listings channel.",
                  f"Per the board, FTP for the photo drop: user `{u}` pass `{p}` host ftp.mlsboard.example.org"])
    return "structural", t, [p]


def s_lock_api_key():
    key = g.s(B62, r.choice([32, 40])) if r.random() < .5 else "seam_" + g.s(B62 + "_", 30)
    t = r.choice([f"SEAM_API_KEY={key}\nSEAM_WORKSPACE_ID={g.uuid()}\n",
                  f"smartlocks:\n  provider: {r.choice(['igloohome', 'smartrent', 'latch', 'remotelock'])}\n  api_key: {key}\n  default_code_length: 6\n",
                  f"lock_client = LockClient(api_key=\"{key}\", property_id=\"{g.uuid()}\")\n"])
    return "name-context", t, [key]


def s_lock_access_code():
    code = pin()
    t = r.choice([f"Hi {r.choice(['Ana', 'Marc', 'Priya', 'Tom'])}, welcome to {r.choice(WORDS).capitalize()} Loft! Your door code is {code}# and works from 3pm on your check-in day.",
                  cmd_out(f"curl -s https://connect.getseam.com/access_codes/list -H 'Authorization: Bearer $SEAM_API_KEY' -d device_id={g.uuid()}",
                          json.dumps({"access_codes": [{"access_code_id": g.uuid(), "name": "Guest HMX" + g.s(UPPER + string.digits, 8), "code": code,
                                                        "starts_at": "2026-12-04T15:00:00Z", "ends_at": "2026-12-07T11:00:00Z", "status": "set"}]}, indent=2)),
                  f"{ts()} lockd[812]: unit 14C keypad: master code changed to {code} by user maint_lead"])
    return "name-context", t, [code]


def s_brivo():
    k, cs = g.s(LOW + string.digits, 32), g.s(B62, 36)
    t = (f"brivo:\n  api_key: {k}\n  client_id: {g.uuid()}\n  client_secret: {cs}\n  account_id: {r.randint(1000000, 9999999)}\n")
    return "name-context", file_out("config/access_control.yml", t), [cs, k]


def s_salto_oauth():
    cs = g.s(B62 + "-_", 43)
    cmd = f"curl -s https://clp-accept-identityserver.saltoks.com/connect/token -d grant_type=client_credentials -d client_id=acme-pms -d client_secret={cs} -d scope=user_api.full_access"
    return "structural", cmd_out(cmd, '{"access_token":"(redacted by proxy)","expires_in":3600,"token_type":"Bearer"}'), [cs]


def s_screening_header():
    key = g.s(B62, r.choice([32, 48]))
    t = r.choice([cmd_out(f"curl -X POST https://{r.choice(['api.smartmove.transunion.com', 'api.rentspree.com', 'sandbox.screeningworks.example'])}/v2/applications -H 'x-api-key: {key}' -H 'Content-Type: application/json' -d @applicant.json",
                          '{"applicationId":"' + g.uuid() + '","status":"Pending"}'),
                  f"POST /Applicant HTTP/1.1\nHost: smlegacygateway-integration.mysmartmove.com\nAuthorization: smartmovepartner partnerId=\"{r.randint(100, 999)}\", serverTime=\"2026-12-01T18:02:41\", securityToken=\"{key}\"\nContent-Type: application/json"])
    return "structural", t, [key]


def s_experian_xml():
    p = pw()
    xml = (f"<NetConnectRequest>\n  <EAI>{g.s(UPPER + string.digits, 8)}</EAI>\n  <DBHost>BIZID</DBHost>\n  <Request>\n    <Products>\n      <CreditProfile>\n"
           f"        <Subscriber><OpInitials>AC</OpInitials><SubCode>{r.randint(1000000, 9999999)}</SubCode></Subscriber>\n      </CreditProfile>\n    </Products>\n  </Request>\n</NetConnectRequest>\n"
           f"<!-- net connect login: svc_screening / {p} -->")
    return "structural", xml, [p]


def s_docusign_pem():
    block, _ = g.pem("RSA PRIVATE KEY")
    t = r.choice([f"DOCUSIGN_INTEGRATION_KEY={g.uuid()}\nDOCUSIGN_USER_ID={g.uuid()}\nDOCUSIGN_PRIVATE_KEY=\"{block}\"\n",
                  f"$ cat keys/docusign_private.pem\n{block}",
                  f"# lease signing JWT grant\n# integration key {g.uuid()}\n{block}\n"])
    return "self-identifying", t, [block]


def s_docusign_connect_hmac():
    k = g.b64(32)
    t = r.choice([f"DOCUSIGN_CONNECT_HMAC_KEY={k}\n", f"docusign:\n  connect:\n    hmac_secret: \"{k}\"\n    url: https://pm.acme.example/webhooks/docusign\n"])
    return "name-context", t, [k]


def s_dropbox_sign():
    k = g.hexs(64)
    cmd = f"curl -X POST 'https://api.hellosign.com/v3/signature_request/send' -u '{k}:' -F 'file[0]=@lease_unit_4B.pdf' -F 'signers[0][email_address]=tenant@example.com'"
    return "structural", cmd_out(cmd, '{"signature_request":{"signature_request_id":"' + g.hexs(40) + '","is_complete":false}}'), [k]


def s_dotloop():
    cs = g.uuid() if r.random() < .5 else g.s(B62, 36)
    t = file_out("application.yml", f"dotloop:\n  client-id: {g.uuid()}\n  client-secret: {cs}\n  redirect-uri: https://crm.acme.example/oauth/dotloop/callback\n")
    return "name-context", t, [cs]


def s_guesty():
    cs = g.s(B62 + "-_", 64)
    t = r.choice([cmd_out(f"curl -s -X POST https://open-api.guesty.com/oauth2/token -H 'Content-Type: application/x-www-form-urlencoded' --data 'grant_type=client_credentials&scope=open-api&client_secret={cs}&client_id={g.hexs(20)}'",
                          '{"token_type":"Bearer","expires_in":86400,"scope":"open-api"}'),
                  f"GUESTY_CLIENT_ID={g.hexs(20)}\nGUESTY_CLIENT_SECRET={cs}\n"])
    return ("structural" if t.startswith(("$", "{")) else "name-context"), t, [cs]


def s_hostaway():
    cs = g.hexs(64)
    t = file_out("channel_sync/settings.py", f"HOSTAWAY_ACCOUNT_ID = {r.randint(10000, 99999)}\nHOSTAWAY_API_SECRET = \"{cs}\"\nHOSTAWAY_BASE = \"https://api.hostaway.com/v1\"\n")
    return "name-context", t, [cs]


def s_booking_xml():
    p = pw()
    xml = (f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<request>\n  <username>{r.choice(['acme-cm', 'ChannelAcme'])}</username>\n  <password>{p}</password>\n"
           f"  <hotel_id>{r.randint(1000000, 9999999)}</hotel_id>\n  <version>1.0</version>\n</request>")
    return "name-context", file_out("tests/fixtures/booking_availability_request.xml", xml), [p]


def s_lodgify():
    k = g.b64(48)
    t = r.choice([cmd_out(f"curl -H 'X-ApiKey: {k}' https://api.lodgify.com/v2/properties", "[{\"id\": 381223, \"name\": \"Beach House\"}]"),
                  f"GET /v1/reservation/booking HTTP/1.1\nHost: api.lodgify.com\nX-ApiKey: {k}\n"])
    return "structural", t, [k]


def s_ownerrez():
    k = "pt_" + g.s(LOW + string.digits, 32)
    t = cmd_out(f"curl -u acme@example.com:{k} https://api.ownerrez.com/v2/bookings?since_utc=2026-11-01", '{"items":[],"count":0}')
    return "structural", t, [k]


def s_pms_connstr():
    p = pw()
    cs = f"Server=sql-pms-{r.randint(1, 4)}.acme.local;Database={r.choice(['Voyager', 'PMS_Prod', 'Rentroll'])};User Id={r.choice(['pms_report', 'sa', 'etl'])};Password={p};TrustServerCertificate=True;"
    t = r.choice([file_out("appsettings.Production.json", json.dumps({"ConnectionStrings": {"Pms": cs}, "Logging": {"LogLevel": {"Default": "Information"}}}, indent=2)),
                  f"Unhandled exception. System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'pms_report'.\n   connection: {cs}\n   at System.Data.SqlClient.SqlInternalConnectionTds..ctor()"])
    return "structural", t, [p]


def s_zillow_sftp():
    p = pw(url_safe=True)
    t = r.choice([f"$ lftp -u zrm_feed_acme,'{p}' sftp://sftp.feeds.example-listings.com -e 'put listings_20261201.xml; bye'\n",
                  f"feed_upload:\n  url: sftp://zrm_feed_acme:{p}@sftp.feeds.example-listings.com/incoming/\n  schedule: '0 */4 * * *'\n"])
    return "structural", t, [p]


def s_basic_log():
    u, p = r.choice(["rets_acme", "syndication", "svc_listings"]), pw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = f"{ts()} DEBUG http.client send: b'GET /rets/search?Class=RES HTTP/1.1\\r\\nHost: rets.example-mls.com\\r\\nAuthorization: Basic {b}\\r\\nUser-Agent: AcmeSync/2.3\\r\\n\\r\\n'"
    return "structural", t, [b]


def s_rentcafe_json():
    k = g.uuid() if r.random() < .5 else g.s(B62, 40)
    body = json.dumps({"requestType": "getApartmentAvailability", "companyCode": "C0000" + str(r.randint(10000, 99999)),
                       "propertyCode": "p" + str(r.randint(100000, 999999)), "apiToken": k}, indent=2)
    return "name-context", file_out("scripts/rentcafe_availability.json", body), [k]


def s_entrata():
    u, p = r.choice(["acme.api", "integrations@acme"]), pw()
    body = json.dumps({"auth": {"type": "basic", "username": u, "password": p}, "requestId": r.randint(1, 999),
                       "method": {"name": "getLeases", "version": "r2", "params": {"propertyId": str(r.randint(100000, 999999))}}})
    return "structural", cmd_out(f"curl -s -X POST https://acme.entrata.com/api/v1/leases -H 'Content-Type: application/json' -d '{body}'",
                                 '{"response":{"requestId":"15","code":200,"result":{"leases":{}}}}'), [p]


def s_provider_token():
    name, tok, sec = g.self_identifying()
    t = r.choice([f"# rent reminders & maintenance notifications\nNOTIFY_PROVIDER={name}\nNOTIFY_TOKEN={tok}\n",
                  f"{ts()} WARN  payments.webhook retrying with credential {tok} (provider={name})",
                  cmd_out("grep -rn TOKEN deploy/pm-portal/.env", f"deploy/pm-portal/.env:12:{name.upper()}_TOKEN={tok}"),
                  f"tenant-portal:\n  integrations:\n    {name}:\n      key: {tok}\n"])
    return "self-identifying", t, [sec]


def s_plaid():
    sec = g.hexs(30)
    t = r.choice([f"PLAID_CLIENT_ID={g.hexs(24)}\nPLAID_SECRET={sec}\nPLAID_ENV=production\n# used for rent-payment bank verification",
                  cmd_out("curl -s -X POST https://production.plaid.com/link/token/create -H 'Content-Type: application/json' -d '{\"client_id\":\"" + g.hexs(24) + "\",\"secret\":\"" + sec + "\",\"client_name\":\"Acme Rent\",\"products\":[\"auth\"]}'",
                          '{"expiration":"2026-12-03T12:00:00Z","link_token":"link-production-' + g.uuid() + '"}')])
    return ("name-context" if "PLAID_SECRET=" in t else "structural"), t, [sec]


def s_matterport():
    tid, ts_ = g.s(LOW + string.digits, 24), g.s(LOW + string.digits, 40)
    t = f"MATTERPORT_TOKEN_ID={tid}\nMATTERPORT_TOKEN_SECRET={ts_}\n"
    return "name-context", file_out("listings-media/.env", t), [ts_]


def s_wp_mls_plugin():
    k = g.s(B62, 32)
    t = cmd_out("wp option get idx_broker_settings --format=json",
                json.dumps({"idx_broker_apikey": k, "idx_broker_account": str(r.randint(10000, 99999)), "widgets": ["featured", "search"]}))
    return "name-context", t, [k]


def s_ical_private():
    tok = g.hexs(32) if r.random() < .5 else g.s(B62, 40)
    url = f"https://www.airbnb.com/calendar/ical/{r.randint(10 ** 7, 10 ** 8)}.ics?s={tok}"
    t = r.choice([f"calendars:\n  - listing: Lakeview Cabin\n    import: {url}\n",
                  f"Hi, I pasted the Airbnb export link into the channel manager: {url} — it still shows blocked dates from last week."])
    return "structural", t, [tok]


def s_ssh_deploy():
    p = pw()
    t = f"$ sshpass -p '{p}' rsync -az ./photos/ listings@media01.acme-realty.example:/srv/photos/\n"
    return "structural", t, [p]


def s_python_pm():
    p = pw()
    code = (f"import requests\n\nPM_USER = \"acme_sync\"\nPM_PASSWORD = \"{p}\"\n\nsession = requests.Session()\n"
            f"session.post(\"https://pm.example-software.com/api/login\", json={{\"user\": PM_USER, \"password\": PM_PASSWORD}})\n")
    return "name-context", file_out(r.choice(["sync_rentroll.py", "tools/export_units.py"]), code), [p]


def s_issue():
    cs = g.s(B62, 40)
    t = (f"### Bug: Hostfully sync 401 since Monday\n\nconfig we use:\n```yaml\nhostfully:\n  agency_uid: {g.uuid()}\n  api_key: {cs}\n```\n"
         f"Logs say `401 Unauthorized` for every `/api/v3/leads` call.")
    return "name-context", t, [cs]


def s_pricelabs():
    k = g.s(B62, 40)
    t = cmd_out(f"curl -s 'https://api.pricelabs.co/v1/listings' -H 'X-API-Key: {k}'", '{"listings":[{"id":"' + str(r.randint(10**7, 10**8)) + '","pms":"guesty","min":95,"base":140}]}')
    return "structural", t, [k]


def s_alarm_panel():
    code, alarm = str(r.randint(1000, 9999)), str(r.randint(1000, 9999))
    if r.random() < .5:
        return "name-context", f"Move-in checklist, Unit 7:\n- lockbox on the gas meter, code {code}\n- alarm disarm code {alarm} (change after move-in)\n- trash day Thursday", [code, alarm]
    return "name-context", f"access:\n  gate_code: \"{alarm}\"\n  lockbox_code: \"{code}\"\n", [alarm, code]


SECRETS = [s_yardi_soap, s_yardi_license, s_appfolio_curl, s_buildium_headers, s_reso_token_req, s_reso_bearer, s_bridge_query,
           s_rets_url, s_rets_ua_pw, s_idx_chat, s_lock_api_key, s_lock_access_code, s_brivo, s_salto_oauth, s_screening_header,
           s_experian_xml, s_docusign_pem, s_docusign_connect_hmac, s_dropbox_sign, s_dotloop, s_guesty, s_hostaway, s_booking_xml,
           s_lodgify, s_ownerrez, s_pms_connstr, s_zillow_sftp, s_basic_log, s_rentcafe_json, s_entrata, s_provider_token, s_plaid,
           s_matterport, s_wp_mls_plugin, s_ical_private, s_ssh_deploy, s_python_pm, s_issue, s_pricelabs, s_alarm_panel,
           s_provider_token]


# ---------------------------------------------------------------- clean texts
def c_reso_property():
    recs = [{"ListingKey": g.hexs(32), "ListingId": f"{r.choice(['ACT', 'MLS', 'S'])}{r.randint(1000000, 9999999)}", "ListPrice": r.randint(150, 2500) * 1000,
             "City": r.choice(["Austin", "Round Rock", "Tampa", "Mississauga"]), "ParcelNumber": f"{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(10, 99)}",
             "ModificationTimestamp": ts() + "Z", "Media": [{"MediaKey": g.hexs(32), "MediaURL": f"https://photos.example-mls.com/{g.hexs(2)}/{g.hexs(40)}.jpg"}]} for _ in range(2)]
    return cmd_out("curl -s -H \"Authorization: Bearer $MLSGRID_TOKEN\" 'https://api.mlsgrid.com/v2/Property?$top=2&$expand=Media' | jq .",
                   json.dumps({"@odata.context": "https://api.mlsgrid.com/v2/$metadata#Property", "value": recs}, indent=2))


def c_lock_audit():
    rows = "\n".join(f"{ts()}Z  device={g.uuid()}  serial={g.s(UPPER + string.digits, 12)}  event={e}  user_id={g.uuid()}"
                     for e in ["unlock_keypad", "lock", "code_added", "battery_low", "unlock_app"])
    return f"$ smartlock-cli audit --unit 14C --since 48h\n{rows}"


def c_placeholder_docs():
    return r.choice(["## Configure Buildium\n\n```bash\ncurl -H 'x-buildium-client-id: <your-client-id>' -H 'x-buildium-client-secret: <your-client-secret>' https://api.buildium.com/v1/rentals\n```\n",
                     "Set `GUESTY_CLIENT_SECRET` in the environment (`export GUESTY_CLIENT_SECRET=...`). Never paste it into tickets.",
                     "RETS_LOGIN_URL=https://USERNAME:PASSWORD@rets.example-mls.com/rets/login  # replace USERNAME and PASSWORD with the feed login from your board\n"])


def c_env_refs():
    return file_out("docker-compose.yml", "services:\n  sync:\n    image: acme/rentroll-sync:2.4\n    environment:\n      YARDI_PASSWORD: ${YARDI_PASSWORD}\n      YARDI_INTERFACE_LICENSE: ${YARDI_LICENSE:?missing}\n      PLAID_SECRET: ${PLAID_SECRET}\n")


def c_docusign_status():
    return cmd_out("curl -s -H \"Authorization: Bearer $DS_TOKEN\" https://demo.docusign.net/restapi/v2.1/accounts/$ACCOUNT/envelopes/$ENV_ID",
                   json.dumps({"envelopeId": g.uuid(), "status": "completed", "emailSubject": "Lease agreement - 4B Maple Court",
                               "sentDateTime": ts() + "Z", "completedDateTime": ts() + "Z", "envelopeIdStamping": "true",
                               "documentsCombinedUri": f"/envelopes/{g.uuid()}/documents/combined", "certificateUri": f"/envelopes/{g.uuid()}/documents/certificate"}, indent=2))


def c_reservation():
    code = "HM" + g.s(UPPER + string.digits, 8)
    return json.dumps({"event": "reservation.new", "reservation": {"confirmationCode": code, "listingId": g.hexs(24), "guest": {"firstName": "Lena", "id": g.hexs(24)},
                                                                   "checkIn": "2026-12-19", "checkOut": "2026-12-23", "source": "airbnb2", "money": {"hostPayout": 812.4, "currency": "USD"}}})


def c_screening_summary():
    return (f"Applicant report {g.uuid()}\nName: J. Rivera    SSN: ***-**-{r.randint(1000, 9999)}    DOB: **/**/19**\nCredit score band: 680-719\nEvictions: none found\n"
            f"Criminal: none found\nRecommendation: ACCEPT WITH CONDITIONS (deposit 1.5x)\nReport hash: {g.sha256()}")


def c_public_cert():
    body = "\n".join(g.b64(48) for _ in range(8)) + "\n" + g.b64(21)
    return f"# DocuSign Connect signing certificate (public)\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


def c_webhook_sig():
    return (f"{ts()} INFO webhooks.docusign received event envelope-completed envelope={g.uuid()} "
            f"X-DocuSign-Signature-1={g.b64(32)} verified=true\n{ts()} INFO webhooks.docusign stored PDF sha256={g.sha256()}")


def c_floorplan():
    return f"<img alt=\"Unit 2B floorplan\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAYAAAB{g.b64(150).rstrip('=')}\" />"


def c_git_log():
    return cmd_out("git log --oneline -5", "\n".join(f"{g.hexs(7)} {m}" for m in [
        "rets: read feed login from vault instead of config/rets.ini", "locks: rotate guest codes on checkout (no codes in logs)",
        "screening: mask SSN in report summaries", "channels: hostaway rate push retries with backoff", "docs: describe iCal import limits"]))


def c_rent_roll():
    rows = "\n".join(f"{u:<5} {n:<18} {d}  {rent:>8.2f}  {bal:>8.2f}" for u, n, d, rent, bal in
                     [(f"{r.randint(1, 9)}{r.choice('ABCD')}", r.choice(["Vacant", "K. Osei", "M. Duarte", "L. Chen"]), f"2026-{r.randint(1, 12):02d}-01", r.randint(900, 2600), r.choice([0, 0, 125.5])) for _ in range(5)])
    return cmd_out("python tools/export_units.py --property 1042 --format table", "UNIT  TENANT             LEASE START  RENT      BALANCE\n" + rows)


def c_changeme():
    return ("### Lock provisioning\n\nNew keypads ship with the factory master code `123456` / programming code `changeme` printed in the manual. "
            "The provisioning script replaces both with generated codes on first sync; a keypad that still reports the factory code is flagged in the dashboard.")


def c_listing_feed_checksum():
    return (f"$ sha256sum listings_20261201.xml.gz\n{g.sha256()}  listings_20261201.xml.gz\n$ ls -l\n-rw-r--r-- 1 feed feed 48213321 Dec  1 04:00 listings_20261201.xml.gz")


def c_idx_widget():
    return f"<script src=\"https://acme.idxbroker.com/idx/widgets/{r.randint(10000, 99999)}\"></script>\n<div data-idx-widget-id=\"{g.hexs(16)}\"></div>"


def c_env_example():
    return file_out(".env.example", "APPFOLIO_CLIENT_ID=\nAPPFOLIO_CLIENT_SECRET=\nSEAM_API_KEY=seam_test_xxxxxxxxxxxxxxxxxxxxxxxx\nPLAID_ENV=sandbox\nPLAID_SECRET=your-plaid-secret\n")


def c_booking_response():
    return f"<?xml version=\"1.0\"?>\n<ok>\n  <ruid>{g.b64(40)}</ruid>\n  <hotel_id>{r.randint(1000000, 9999999)}</hotel_id>\n  <warnings/>\n</ok>"


def c_access_event():
    return json.dumps({"type": "access.granted", "site_id": r.randint(1000, 9999), "door": "Lobby North", "credential": {"type": "mobile", "id": g.uuid()},
                       "user": {"id": r.randint(10**6, 10**7), "name": "Resident 1204"}, "occurred": ts() + "Z", "event_id": g.hexs(24)})


def c_pm_ticket():
    return (f"Work order #{r.randint(10000, 99999)} — Unit 3A\nIssue: keypad not accepting guest code; battery at 8%.\nTech note: replaced batteries, re-synced lock (device {g.uuid()}). "
            "Code itself was not changed; guest confirmed entry.")


def c_oauth_docs():
    return ("POST /oauth2/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id={client_id}&client_secret={client_secret}&scope=api\n"
            "\nThe response contains `access_token` (valid 8 hours). Cache it; request a new one on 401.")


def c_pkce():
    return (f"https://auth.example-pms.com/authorize?response_type=code&client_id=acme-portal&redirect_uri=https%3A%2F%2Fportal.acme.example%2Fcb"
            f"&code_challenge={g.b64url(32)}&code_challenge_method=S256&state={g.hexs(16)}")


def c_etag():
    return (f"HTTP/1.1 200 OK\nContent-Type: application/json\nETag: W/\"{g.hexs(32)}\"\nX-Request-Id: {g.uuid()}\nX-RateLimit-Remaining: {r.randint(0, 500)}\n"
            f"Strict-Transport-Security: max-age=31536000")


CLEAN = [c_reso_property, c_lock_audit, c_placeholder_docs, c_env_refs, c_docusign_status, c_reservation, c_screening_summary,
         c_public_cert, c_webhook_sig, c_floorplan, c_git_log, c_rent_roll, c_changeme, c_listing_feed_checksum, c_idx_widget,
         c_env_example, c_booking_response, c_access_event, c_pm_ticket, c_oauth_docs, c_pkce, c_etag]


def main() -> None:
    secrets, clean = [], []
    for i in range(250):
        fn = SECRETS[i % len(SECRETS)] if i < len(SECRETS) * 5 else r.choice(SECRETS)
        cls, text, vals = fn()
        assert cls in ("self-identifying", "name-context", "structural")
        for v in vals:
            assert v and v in text, (FAMILY, i, fn.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    for i in range(100):
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN[i % len(CLEAN)]()})
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
