"""Blind redaction source "accesscontrol" (round 54, helper corpora26): physical access control and visitor management.

Badge systems (Lenel OnGuard, Genetec Synergis, Brivo, Openpath/Avigilon Alta, C-CURE, Gallagher, Paxton, Kisi,
Verkada, UniFi Access, ProdataKey, Salto), door controllers and readers (Mercury, HID, Axis), OSDP/Wiegand, visitor
kiosks (Envoy, Proxyclick, Traction Guest, SwipedOn), elevator access, facility codes and admin PINs.
Seeded; standard library and _tokens only. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "accesscontrol"
g = Gen(5402)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits
HEXU = "0123456789ABCDEF"

WORDS = ["badge", "lobby", "turnstile", "mantrap", "strike", "reader", "keypad", "vestibule", "dock", "atrium",
         "harbor", "maple", "river", "summit", "lantern", "copper", "willow", "meadow", "granite", "orbit",
         "pelican", "thunder", "velvet", "saffron", "juniper", "glacier"]
SITES = ["HQ-Tower", "DC-Ashburn", "Plant-Reno", "Campus-B", "Lab-3", "Warehouse-7", "Clinic-North", "Office-Lisbon",
         "Office-Munich", "Office-Osaka", "Hangar-2", "Depot-East"]
DOORS = ["Main Lobby In", "Loading Dock", "IDF 3-2", "Server Room", "Roof Hatch", "Parking Gate A", "Stair 4 Re-entry",
         "Pharmacy", "Exec Suite", "Turnstile 6", "Elevator Bank C", "Data Hall 2 Mantrap"]
PEOPLE = ["dana", "marcus", "priya", "jules", "tomas", "keisha", "wen", "brooke", "ahmed", "lucia", "sam", "ines"]
COMPANIES = ["northwind", "contoso", "fabrikam", "tailspin", "lumen-labs", "harborview", "acme-corp", "brightpath"]


def alnum(n: int) -> str:
    return g.s(B62, n)


def pin(n: int = 4) -> str:
    return g.s(DIG, n)


def words_pw() -> str:
    return R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + str(R.randint(1, 99))


def passphrase() -> str:
    return "-".join(R.sample(WORDS, 4))


def legacy() -> str:
    return g.s(LOW, R.randint(4, 6)) + g.s(DIG, 2)


def safe_pw() -> str:
    k = R.randint(0, 5)
    if k == 0:
        return words_pw()
    if k == 1:
        return alnum(R.randint(12, 20))
    if k == 2:
        return g.s(LOW, 5) + g.s(DIG, 3) + g.s(UPPER, 2)
    if k == 3:
        return legacy()
    if k == 4:
        return passphrase()
    return g.human_pw().rstrip("!#$%.?*&+") + R.choice(["", "x", "Q"])


def any_pw() -> str:
    return safe_pw() if R.random() < .5 else g.pw()


def aes_hex() -> str:
    return g.s(HEXU, 32) if R.random() < .6 else g.hexs(32)


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def site() -> str:
    return R.choice(SITES)


def door() -> str:
    return R.choice(DOORS)


def person() -> str:
    return R.choice(PEOPLE)


def co() -> str:
    return R.choice(COMPANIES)


def ip() -> str:
    return f"10.{R.randint(0, 250)}.{R.randint(0, 250)}.{R.randint(2, 250)}"


def hook(tool: str, inner: dict) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": R.choice(["PostToolUse", "PreToolUse"]),
                       "tool_name": tool, "tool_input": inner, "cwd": f"/home/{person()}/src/{co()}-pacs"}, indent=R.choice([None, 2]))


# ---------------------------------------------------------------- secret texts
def s_onguard_openaccess():
    u, p, app = R.choice(["openaccess_svc", "sa_integration", "SYSTEM_API"]), safe_pw(), g.uuid()
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"POST https://onguard.{co()}.local:8080/api/access/onguard/openaccess/authentication?version=1.0\n"
                              f"Application-Id: {app}\nContent-Type: application/json\n\n"
                              f"{{\"user_name\": \"{u}\", \"password\": \"{p}\", \"directory_id\": \"id-1\"}}"), [p]
    if c == 1:
        tok = g.uuid()
        return "structural", (f"GET /api/access/onguard/openaccess/instances?type_name=Lnl_Cardholder&filter=LASTNAME%3D%22Ito%22 HTTP/1.1\n"
                              f"Host: onguard.{co()}.local:8080\nApplication-Id: {app}\nSession-Token: {tok}\n"), [tok]
    return "name-context", (f"lenel:\n  openaccess_url: https://onguard.{co()}.local:8080/api/access/onguard/openaccess\n"
                            f"  application_id: {app}\n  username: {u}\n  password: \"{p}\"\n  directory: id-1\n"), [p]


def s_onguard_sql():
    p = safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"; ACS.INI on the OnGuard LS server\n[DataBase]\nConnect=Provider=MSOLEDBSQL;Data Source=SQLPACS01;Initial Catalog=AccessControl;"
                              f"User ID=lenel;Password={p}\n"), [p]
    if c == 1:
        return "structural", (f"C:\\> sqlcmd -S SQLPACS01\\ONGUARD -U sa -P {p} -Q \"SELECT COUNT(*) FROM AccessControl.dbo.BADGE WHERE STATUS=1\"\n"
                              f"-----------\n      {R.randint(800, 20000)}\n\n(1 rows affected)"), [p]
    return "structural", (f"Server=SQLPACS01;Database=AccessControl;User Id=lnl_reports;Password={p};TrustServerCertificate=True"), [p]


def s_genetec_websdk():
    u, p = R.choice(["websdk", "integration", "svc-visitor"]), safe_pw()
    cert = g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4) + "-" + g.s(UPPER + DIG, 4)
    b = basic(f"{u};{cert}", p)
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"curl -k https://sc-dir.{co()}.local:4590/WebSdk/entity?q=entity={g.uuid()},Name \\\n  -H 'Authorization: Basic {b}'"), [b]
    return "structural", (f"var cred = \"{u};{cert}\" + \":\" + \"{p}\";\nclient.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue(\"Basic\", Convert.ToBase64String(Encoding.UTF8.GetBytes(cred)));"), [p]


def s_genetec_sdk():
    p = safe_pw()
    return "structural", (f"// Genetec Security Center SDK login\nengine.LogOn(\"sc-dir.{co()}.local\", \"sdk_{R.choice(['lpr', 'visitor', 'hr'])}\", \"{p}\");\n"
                          "engine.LoginManager.LoggedOn += OnLoggedOn;"), [p]


def s_brivo():
    k, cid, sec, p = alnum(32), g.uuid(), alnum(40), safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"curl -X POST 'https://auth.brivo.com/oauth/token?grant_type=password&username=admin%40{co()}.com&password={p}' \\\n"
                              f"  -H 'api-key: {k}' -u {cid}:{sec}"), [p, k, sec]
    if c == 1:
        j = g.jwt(sub='admin@' + co())
        return "structural", (f"GET https://api.brivo.com/v1/api/access-points HTTP/1.1\napi-key: {k}\nAuthorization: Bearer {j}\n"), [k, j]
    return "name-context", (f"BRIVO_API_KEY={k}\nBRIVO_CLIENT_ID={cid}\nBRIVO_CLIENT_SECRET={sec}\nBRIVO_ADMIN_USER=admin@{co()}.com\n"), [k, sec]


def s_openpath():
    p = safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"$ curl -s https://api.openpath.com/auth/login -H 'Content-Type: application/json' \\\n"
                              f"    -d '{{\"email\":\"facilities@{co()}.com\",\"password\":\"{p}\",\"mfa\":{{}}}}' | jq .data.token"), [p]
    if c == 1:
        j = g.jwt(sub=str(R.randint(10000, 99999)))
        return "self-identifying", (f"PUT https://api.openpath.com/orgs/{R.randint(1000, 99999)}/entries/{R.randint(10000, 99999)}/activate\nAuthorization: {j}\n"), [j]
    return "name-context", (f"# Avigilon Alta (Openpath) unlock bot\nALTA_EMAIL=svc-unlock@{co()}.com\nALTA_PASSWORD={p}\nALTA_ORG_ID={R.randint(1000, 99999)}\n"), [p]


def s_kisi():
    k = g.hexs(32)
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"curl -X POST https://api.kisi.io/locks/{R.randint(10000, 99999)}/unlock -H 'Authorization: KISI-LOGIN {k}' -H 'Accept: application/json'"), [k]
    return "name-context", (f"kisi_api_key: {k}\nkisi_place_id: {R.randint(1000, 99999)}\n"), [k]


def s_verkada():
    k = alnum(40)
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"headers = {{'x-api-key': '{k}', 'accept': 'application/json'}}\n"
                                    "r = requests.get('https://api.verkada.com/access/v1/access_users', headers=headers)"), [k]
    return "name-context", (f"VERKADA_API_KEY={k}\n# scopes: Access Control read/write, Guest read\n"), [k]


def s_unifi():
    t = g.b64(18).rstrip("=").replace("/", "_").replace("+", "-")
    return "structural", (f"curl -k https://{ip()}:12445/api/v1/developer/doors/{g.uuid()}/unlock -X PUT -H 'Authorization: Bearer {t}'"), [t]


def s_pdk():
    cid, sec = alnum(24), alnum(48)
    return "structural", (f"POST https://accounts.pdk.io/oauth2/token\ngrant_type=client_credentials&client_id={cid}&client_secret={sec}&scope=openid"), [sec]


def s_gallagher():
    k = "-".join(g.s(HEXU, 4) for _ in range(8))
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"GET https://cc.{co()}.local:8904/api/cardholders?name=Okafor HTTP/1.1\nAuthorization: GGL-API-KEY {k}\n"), [k]
    return "name-context", (f"[gallagher]\nserver = https://cc.{co()}.local:8904\napi_key = {k}\nclient_cert = C:\\certs\\rest-client.pfx\n"), [k]


def s_ccure():
    u, p = R.choice(["victorweb", "ccure_api", "svc_hr_sync"]), safe_pw()
    return "structural", (f"POST https://ccure.{co()}.local/victorwebservice/api/Authenticate/Login\n"
                          f"userName={u}&password={p}&clientName=HRSync&clientVersion=3.0&clientID={g.uuid()}"), [p]


def s_paxton():
    u, p, cid = "System engineer", R.choice([safe_pw(), pin(6)]), g.uuid()
    return "structural", (f"POST http://net2-server:8080/api/v1/authorization/tokens\nContent-Type: application/x-www-form-urlencoded\n\n"
                          f"username={u.replace(' ', '%20')}&password={p}&grant_type=password&client_id={cid}"), [p]


def s_netbox():
    p = safe_pw()
    return "structural", (f"<NETBOX-API><COMMAND name=\"Login\" num=\"1\" dateformat=\"tzoffset\">\n<PARAMS><USERNAME>admin</USERNAME>"
                          f"<PASSWORD>{p}</PASSWORD></PARAMS></COMMAND></NETBOX-API>"), [p]


def s_mercury():
    k = aes_hex()
    p = safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        return "name-context", (f"Controller: Mercury LP4502 ({ip()})\nHost comm: TLS required\nMaster key (AES-128): {k}\n"
                                "Loaded via the panel web page > Security Options; store the key in the vault, the panel cannot export it."), [k]
    if c == 1:
        return "structural", (f"$ curl --digest -u admin:{p} http://{ip()}/cgi-bin/network.cgi -d 'hostip={ip()}&mode=static'\n<html>Saved. Reboot required.</html>"), [p]
    return "structural", (f"Panel {R.randint(1, 40)} web UI login changed from the factory default: user admin / pass {p}  (set {R.randint(1, 28)}.{R.randint(1, 12)}., {person()})"), [p]


def s_osdp_scbk():
    k = aes_hex()
    c = R.randint(0, 2)
    if c == 0:
        return "name-context", (f"# libosdp PD config (reader at {door()})\n[pd.{R.randint(0, 15)}]\naddress = {R.randint(0, 126)}\nbaud = 9600\n"
                                f"secure_channel = true\nscbk = {k}\n"), [k]
    if c == 1:
        return "name-context", (f"osdp_pd_info_t pd = {{ .address = {R.randint(0, 126)}, .baud_rate = 115200, .flags = OSDP_FLAG_ENFORCE_SECURE,\n"
                                f"  .scbk = (uint8_t *)\"\\x{k[0:2]}...\" }};\n// SCBK hex for the install: {k}"), [k]
    return "name-context", (f"OSDP SC-Schlüssel für Leser {door()} (nicht der Standard-SCBK-D!): {k}"), [k]


def s_desfire():
    k = aes_hex()
    c = R.randint(0, 1)
    if c == 0:
        return "name-context", (f"card_profile:\n  type: MIFARE DESFire EV3\n  aid: F5{g.s(HEXU, 4)}\n  app_master_key: \"{k}\"\n  read_key_no: 1\n  file: 0x01\n"), [k]
    return "name-context", (f"hid_elite_key = \"{k}\"  # site-specific iCLASS Elite key for {co()}; NEVER commit"), [k]


def s_axis_vapix():
    p = safe_pw()
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"$ curl --digest -u root:{p} 'http://{ip()}/vapix/doorcontrol' -d '{{\"axtdc:AccessDoor\":{{\"Token\":\"Axis-{g.hexs(12)} Door\"}}}}'"), [p]
    return "structural", (f"axis_a1601:\n  host: {ip()}\n  user: root\n  password: {p}\n  doors: [\"{door()}\"]\n"), [p]


def s_admin_pin():
    p = pin(R.choice([4, 5, 6]))
    c = R.randint(0, 5)
    if c == 0:
        d, u = pin(4), pin(4)
        return "name-context", (f"Site handover — {site()}\nKeypad master code: {p}\nDuress code: {d} (alerts SOC)\nAlarm panel user 01: {u}"), [p, d, u]
    if c == 1:
        return "name-context", (f"[#facilities] {person()}: server room keypad PIN changed to {p} after the contractor left"), [p]
    if c == 2:
        return "name-context", (f"esphome:\n  name: side-door-keypad\nkeypad:\n  id: kp\nkey_collector:\n  - id: pincode\n    min_length: 4\n"
                                f"lock:\n  - platform: template\n    name: Side Door\n    unlock_code: \"{p}\"\n"), [p]
    if c == 3:
        return "name-context", (f"Hola, el código de instalador del panel de la bodega ya no es el de fábrica. Nuevo código instalador: {p}"), [p]
    if c == 4:
        return "name-context", (f"受付端末の管理者PINは {p} です。変更したら施設管理チームに連絡してください。"), [p]
    return "name-context", (f"Code PIN administrateur du lecteur biométrique ({door()}): {p}. Ne pas l'afficher près de la porte."), [p]


def s_elevator():
    cid, sec = g.uuid(), g.b64(32)
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"curl -X POST https://dev.kone.com/api/v2/oauth2/token -u {cid}:{sec} -d 'grant_type=client_credentials&scope=application/inventory'"), [sec]
    if c == 1:
        p = safe_pw()
        return "structural", (f"# Lenel <-> elevator destination dispatch HLI\n[HLI]\nHost={ip()}\nPort=5001\nUser=dd_hli\nPassword={p}\nFloorMapping=floors.csv\n"), [p]
    p = pin(6)
    return "name-context", (f"Elevator car {R.randint(1, 8)} service mode: independent service key in lobby lockbox, lockbox combo {p}. Fire recall is separate."), [p]


def s_envoy():
    k = alnum(R.choice([32, 40]))
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"GET https://api.envoy.com/v1/invites?locationId={R.randint(10000, 99999)} HTTP/1.1\nAuthorization: Bearer {k}\nAccept: application/json\n"), [k]
    if c == 1:
        sec = g.hexs(64)
        return "name-context", (f"ENVOY_CLIENT_ID={g.uuid()}\nENVOY_CLIENT_SECRET={sec}\nENVOY_WEBHOOK_URL=https://vms-bridge.{co()}.com/envoy\n"), [sec]
    return "name-context", (f"envoy:\n  api_key: {k}\n  location: {site()}\n  sync_badges_to: lenel\n"), [k]


def s_proxyclick():
    p, cid, sec = safe_pw(), g.s(UPPER + DIG, 20), g.s(B62, 40)
    return "structural", (f"POST https://api.proxyclick.com/v1/oauth/token\nContent-Type: application/x-www-form-urlencoded\n\n"
                          f"grant_type=password&username=kiosk%40{co()}.com&password={p}&client_id={cid}&client_secret={sec}"), [p, sec]


def s_traction():
    k = g.hexs(40)
    return "name-context", (f"# Traction Guest -> badge printer bridge\nTRACTION_API_TOKEN={k}\nTRACTION_ACCOUNT={co()}\nZEBRA_PRINTER={ip()}\n"), [k]


def s_kiosk_passcode():
    p = pin(R.choice([4, 6]))
    c = R.randint(0, 2)
    if c == 0:
        e = pin(4)
        return "name-context", (f"Visitor kiosk (lobby iPad) — Guided Access passcode: {p}\nKiosk exit PIN in the app: {e}\nWi-Fi: guest network, no password."), [p, e]
    if c == 1:
        return "name-context", (f"{{\"kioskMode\": true, \"adminPin\": \"{p}\", \"printer\": \"Brother QL-820NWB\", \"ndaTemplate\": \"nda_v3\"}}"), [p]
    return "name-context", (f"SwipedOn iPad sign-in: exit code {p} (needed to leave sign-in mode); do not share with reception temps"), [p]


def s_visitor_pass():
    t = g.b64url(24)
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"Your visit to {co().title()} {site()} is confirmed. Tap to open the lobby door: https://app.{R.choice(['openpath.com', 'visit-pass.io', 'alta-guest.net'])}/guest/{t}\n"
                              "Link valid 08:00-18:00 today."), [t]
    return "structural", (f"2026-11-0{R.randint(1, 9)} 07:5{R.randint(0, 9)}:12 vms INFO created guest pass guest_id={R.randint(1000, 9999)} url=https://pass.{co()}.com/p?k={t} doors=[\"{door()}\"]"), [t]


def s_ldap_sync():
    p = safe_pw()
    c = R.randint(0, 1)
    if c == 0:
        return "structural", (f"# OnGuard directory sync\nldap_url = ldaps://dc01.{co()}.local:636\nbind_dn = CN=svc-pacs,OU=Service,DC={co()},DC=local\nbind_password = {p}\n"), [p]
    return "structural", (f"$ ldapsearch -H ldaps://dc01.{co()}.local -D 'svc-badge@{co()}.local' -w '{p}' -b 'OU=Staff,DC={co()},DC=local' employeeID badgeNumber | head"), [p]


def s_salto():
    cid, sec = g.uuid(), g.b64url(32)
    return "structural", (f"curl https://identity.my-clay.com/connect/token -d grant_type=client_credentials -d client_id={cid} -d client_secret={sec} -d scope=user_api.full_access"), [sec]


def s_schlage():
    k = g.hexs(32)
    return "structural", (f"curl -H 'X-Api-Key: {k}' https://api.allegion.io/engage/v1/sites/{g.uuid()}/devices"), [k]


def s_hid_origo():
    cid, sec = f"{co().upper()}-{R.randint(100, 999)}", alnum(32)
    return "structural", (f"POST https://api.origo.hidglobal.com/authentication/customer/{R.randint(100000, 999999)}/token\n"
                          f"grant_type=client_credentials&client_id={cid}&client_secret={sec}"), [sec]


def s_badge_db_env():
    p = safe_pw()
    return "structural", f"DATABASE_URL=postgresql://vms:{p}@vms-db.{co()}.internal:5432/visitors", [p]


def s_ticket():
    u, p = R.choice(["admin", "installer", "tech", "SecAdmin"]), safe_pw()
    c = R.randint(0, 2)
    if c == 0:
        return "structural", (f"Ticket #{R.randint(10000, 99999)} — {site()} door {door()} shows offline\nController creds for the integrator: {u} / {p}\n"
                              "Please call the site before rebooting; the turnstiles go fail-secure."), [p]
    if c == 1:
        return "structural", (f"Hi {person()},\nthe integrator needs to log in to the Synergis Cloud Link at https://{ip()}. Login {u}, password {p}.\nThanks"), [p]
    return "structural", (f"Hallo, Zugang zum Zutrittskontroll-Server ({site()}): Benutzer {u}, Kennwort {p}. Bitte nach dem Einsatz ändern."), [p]


def s_self_id_misc():
    name, tok, mark = g.self_identifying()
    ctx = R.choice(["visitor-management bridge", "badge photo sync job", "door-event webhook relay", "elevator dispatch integration"])
    c = R.randint(0, 2)
    if c == 0:
        return "self-identifying", f"# {ctx}\n{name.upper()}_TOKEN={tok}\n", [mark]
    if c == 1:
        return "self-identifying", hook("Bash", {"command": f"cat .env  # {ctx}", "output": f"NODE_ENV=production\n{name.upper()}_KEY={tok}\n"}), [mark]
    return "self-identifying", f"{person()}: oops, committed the {name} token for the {ctx}: {tok} — rotating", [mark]


def s_pem():
    block, mark = g.pem()
    ctx = R.choice(["mobile-credential issuing service", "OSDP secure channel gateway (TLS to controllers)", "Genetec client certificate key"])
    return "self-identifying", f"$ cat /etc/pacs/tls/client.key   # {ctx}\n{block}", [mark]


def s_pfx_pw():
    p = safe_pw()
    return "structural", (f"PS C:\\> Import-PfxCertificate -FilePath .\\rest-client.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString -String '{p}' -AsPlainText -Force)"), [p]


def s_webhook_secret():
    s = g.hexs(64) if R.random() < .5 else g.b64(32)
    return "name-context", (f"// door-forced-open alerts from the PACS cloud\nconst DOOR_EVENT_WEBHOOK_SECRET = \"{s}\";\n"
                            "const sig = crypto.createHmac('sha256', DOOR_EVENT_WEBHOOK_SECRET).update(raw).digest('hex');"), [s]


def s_mqtt():
    p = safe_pw()
    return "structural", (f"mosquitto_sub -h mqtt.{co()}.local -p 8883 --cafile ca.crt -u reader-bridge -P {p} -t 'pacs/+/door/+/state' -v"), [p]


def s_notebook():
    p = safe_pw()
    cell = {"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
            "source": ["import pyodbc\n", f"cn = pyodbc.connect('DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=SQLPACS01;DATABASE=AccessControl;UID=lnl_ro;PWD={p}')\n",
                       "pd.read_sql('select top 10 * from EVENTS order by EVENT_TIME_UTC desc', cn)\n"], "outputs": []}
    return "structural", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [p]


def s_diff():
    p = safe_pw()
    return "name-context", (f"diff --git a/ansible/group_vars/pacs.yml b/ansible/group_vars/pacs.yml\n@@ -3,4 +3,4 @@\n controller_user: admin\n"
                            f"-controller_password: \"{{{{ vault_controller_password }}}}\"\n+controller_password: \"{p}\"\n ntp_server: {ip()}\n"), [p]


def s_stacktrace():
    p = safe_pw()
    return "structural", (f"Unhandled exception: System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'lenel'.\n"
                          f"   at VisitorBridge.Db.Open() in C:\\src\\VisitorBridge\\Db.cs:line 41\n"
                          f"ConnectionString: Data Source=SQLPACS02;Initial Catalog=AccessControl;User ID=lenel;Password={p}"), [p]


def s_wiegand_bridge():
    k, w = alnum(32), safe_pw()
    return "name-context", (f"# ESP32 Wiegand-to-cloud bridge (firmware secrets.h)\n#define WIFI_SSID \"{co()}-iot\"\n#define WIFI_PASS \"{w}\"\n"
                            f"#define CLOUD_DEVICE_KEY \"{k}\"\n#define FACILITY_CODE 1{pin(2)}"), [w, k]


def s_pt_chat():
    p = safe_pw()
    return "structural", (f"Galera, o acesso ao software da catraca (prédio {site()}): usuário operador, senha {p}. Não mandem no grupo geral."), [p]


def s_alarm_slack():
    w = g.slack_webhook()
    seg = w.rsplit("/", 1)[1]
    return "self-identifying", (f"# forward 'Door Forced Open' alarms to #security-ops\nalarm_forwarder:\n  events: [DOOR_FORCED, DOOR_HELD, TAMPER]\n"
                                f"  slack_webhook: {w}\n"), [seg]


def s_aws_lambda():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", (f"// lambda that copies badge photos to S3 for the visitor kiosks\nconst s3 = new S3Client({{ region: 'eu-west-1', credentials: {{\n"
                                f"  accessKeyId: '{ak}',\n  secretAccessKey: '{sk}' }} }});"), [ak, sk]


SECRET_TEMPLATES = [s_onguard_openaccess, s_onguard_sql, s_genetec_websdk, s_genetec_sdk, s_brivo, s_openpath, s_kisi,
                    s_verkada, s_unifi, s_pdk, s_gallagher, s_ccure, s_paxton, s_netbox, s_mercury, s_osdp_scbk, s_desfire,
                    s_axis_vapix, s_admin_pin, s_admin_pin, s_elevator, s_envoy, s_proxyclick, s_traction, s_kiosk_passcode,
                    s_visitor_pass, s_ldap_sync, s_salto, s_schlage, s_hid_origo, s_badge_db_env, s_ticket, s_self_id_misc,
                    s_pem, s_pfx_pw, s_webhook_secret, s_mqtt, s_notebook, s_diff, s_stacktrace, s_wiegand_bridge, s_pt_chat,
                    s_self_id_misc, s_alarm_slack, s_aws_lambda]


# ---------------------------------------------------------------- clean texts
def c_event_log():
    rows = "\n".join(f"2026-11-0{R.randint(1, 9)} {R.randint(6, 22):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d} {R.choice(['Granted', 'Denied - Invalid Badge', 'Door Forced Open', 'Door Held Open'])} "
                     f"| {door()} | Badge {R.randint(10000, 99999)} | FC {R.randint(1, 255)}" for _ in range(R.randint(3, 6)))
    return "Alarm Monitoring export\n" + rows


def c_wiegand_frame():
    bits = "".join(R.choice("01") for _ in range(26))
    return (f"Wiegand 26-bit read on reader {R.randint(1, 16)}: raw={bits} (0x{int(bits, 2):07X})\nparity ok; facility code {R.randint(1, 255)}, card number {R.randint(1, 65535)}")


def c_osdp_default():
    return ("OSDP install mode: the reader starts with SCBK-D 303132333435363738393A3B3C3D3E3F, the standard's published default key, "
            f"and the panel rotates in the site key on first secure session. Reader {R.randint(1, 30)} at {door()} showed 'SC: using default key' — re-run install mode.")


def c_osdp_trace():
    return (f"osdp TX addr=0x{R.randint(0, 126):02X} seq={R.randint(0, 3)} cmd=osdp_POLL  53 {R.randint(0, 126):02X} 08 00 0{R.randint(4, 7)} 60 {g.s(HEXU, 2)} {g.s(HEXU, 2)}\n"
            f"osdp RX addr=0x{R.randint(128, 254):02X} reply=osdp_RAW fmt=1 bits=26 data={g.s(HEXU, 8)}")


def c_env_example():
    return ("# .env.example\nBRIVO_API_KEY=<from developer portal>\nBRIVO_CLIENT_SECRET=\nENVOY_API_KEY=${ENVOY_API_KEY}\n"
            f"LENEL_OPENACCESS_URL=https://onguard.example.local:8080\nLENEL_PASSWORD=changeme\nSITE={site()}\n")


def c_schedule():
    return (f"Door schedule '{R.choice(['Business Hours', 'Cleaning Crew', 'Weekend Lab'])}'\nMon-Fri 07:00-19:00 unlocked\nSat 09:00-13:00 card only\n"
            f"Holiday group: US-2026 ({R.randint(8, 14)} dates)\nApplies to: {door()}, {door()}")


def c_cardholder_json():
    return json.dumps({"property_value_map": {"ID": R.randint(1000, 90000), "FIRSTNAME": "Keiko", "LASTNAME": "Ito", "SSNO": "***-**-" + pin(4),
                                              "BADGEKEY": R.randint(10000, 99999), "ID_CARD": str(R.randint(100000, 999999)), "STATUS": 1,
                                              "ACTIVATE": "2026-01-0%dT00:00:00" % R.randint(1, 9)}, "type_name": "Lnl_Cardholder"}, indent=2)


def c_defaults_doc():
    return R.choice([
        "Mercury panels ship with the web login admin/password; the commissioning checklist requires changing it before the panel goes on the network.",
        "Most alarm keypads ship with a documented installer code (e.g. 5555 or 1234). Our standard: change it at install and record the new one in the PACS vault only.",
        "Facility codes are not secrets: every card in the batch carries the same one and readers send it in the clear over Wiegand. Use OSDP Secure Channel and DESFire for real protection.",
        "Wie setze ich das Admin-Passwort am Controller zurück? DIP-Schalter 1 und 2 auf ON, neu starten, dann gilt wieder das Werkskennwort aus dem Handbuch.",
        "Visitor kiosk FAQ: the kiosk exit PIN is set per location in the admin dashboard under Devices > Kiosk. Ask facilities if you need it.",
    ])


def c_firmware():
    return (f"Firmware package {R.choice(['LP4502', 'LP1502', 'A1601', 'Synergis Cloud Link', 'iCLASS SE R10'])} v{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 99)}\n"
            f"SHA-256: {g.sha256()}\nMD5: {g.hexs(32)}\nRelease date 2026-0{R.randint(1, 9)}-1{R.randint(0, 9)}")


def c_reader_inventory():
    rows = "\n".join(f"{door()},{R.choice(['HID Signo 40', 'HID R10', 'Wavelynx Ethos', 'Axis A4020-E', 'Genetec Synergis'])},"
                     f"SN{g.s(UPPER + DIG, 10)},{':'.join(g.s(HEXU, 2) for _ in range(6))},OSDP addr {R.randint(0, 126)}" for _ in range(R.randint(3, 5)))
    return "door,reader,serial,mac,bus\n" + rows


def c_visitor_json():
    return json.dumps({"id": g.uuid(), "visitor": {"name": "Rafael Souza", "company": co()}, "host": person(), "location": site(),
                       "status": R.choice(["expected", "checked_in", "checked_out"]), "badge_printed": True,
                       "qr_ref": g.s(UPPER + DIG, 8), "signed_nda": f"nda_{R.randint(100, 999)}.pdf"}, indent=2)


def c_gh_actions():
    return ("- name: Sync badges\n  run: python sync.py --site " + site() + "\n  env:\n    GENETEC_PASSWORD: ${{ secrets.GENETEC_PASSWORD }}\n"
            "    BRIVO_API_KEY: ${{ secrets.BRIVO_API_KEY }}\n")


def c_k8s_ref():
    return ("        - name: KISI_API_KEY\n          valueFrom:\n            secretKeyRef:\n              name: pacs-cloud\n              key: kisi\n"
            f"        - name: SITE_ID\n          value: \"{R.randint(1000, 99999)}\"\n")


def c_commit():
    return f"commit {g.sha1()}\nAuthor: {person()} <{person()}@{co()}.com>\n\n    Read OSDP SCBK from Vault instead of config file; add elevator floor map"


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(R.randint(4, 7)))
    return f"# controller TLS cert (public)\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


def c_pubkey_pem():
    body = "\n".join(g.b64(48) for _ in range(3)) + "\n" + g.b64(12)
    return f"mobile credential issuer public key:\n-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"


def c_elevator_map():
    return "\n".join(f"floor {f}: access level '{R.choice(['All Staff', 'Exec', 'Lab', 'Tenant B'])}' DD group {R.randint(1, 40)}" for f in range(1, R.randint(5, 9)))


def c_lockfile():
    return f"node-osdp@{R.randint(1, 3)}.{R.randint(0, 9)}.{R.randint(0, 9)}:\n  resolved \"https://registry.yarnpkg.com/node-osdp/-/node-osdp-1.4.2.tgz#{g.sha1()}\"\n  integrity sha512-{g.b64(64)}"


def c_prose():
    return R.choice([
        f"Postmortem: tailgating at {door()} — the door held-open alarm was acknowledged without review. No credentials were involved.",
        "Please don't write keypad codes on the door frame. New codes go out through the facilities portal only.",
        "Badge office hours: 9-11 and 14-16. Bring photo ID; temporary badges expire at 18:00.",
        "Rotate the visitor kiosk PIN after every reception staff change; the admin dashboard keeps the history.",
        "A credencial de visitante é válida só no dia; depois disso o QR não abre a catraca.",
        "来訪者QRコードは当日のみ有効です。パスワードや暗証番号はメールで送らないでください。",
    ]) + f" — {person()}"


def c_hook_clean():
    return hook("Bash", {"command": "pacsctl doors list --site " + site(), "output": "\n".join(f"{g.uuid()}  {door()}  {R.choice(['locked', 'unlocked', 'offline'])}" for _ in range(3))})


def c_api_response():
    return json.dumps({"data": [{"id": R.randint(10000, 99999), "name": door(), "controlPanelId": R.randint(100, 999), "siteId": R.randint(1000, 9999)}],
                       "offset": 0, "count": 1}, indent=1)


def c_badge_template():
    return (f"<BadgeLayout name=\"Employee {R.randint(2024, 2026)}\" printer=\"Fargo HDP5000\">\n  <Field source=\"LASTNAME\" x=\"40\" y=\"300\"/>\n"
            f"  <Barcode type=\"Code39\" source=\"ID_CARD\"/>\n  <Encode tech=\"iCLASS\" format=\"H10301\"/>\n</BadgeLayout>")


def c_redacted():
    return f"SOC note: controller password exposed in ticket #{R.randint(10000, 99999)} was rotated; value removed from the ticket (****). Access logs reviewed."


def c_b64_photo():
    return f"{{\"cardholderId\": {R.randint(1000, 90000)}, \"photo\": \"data:image/jpeg;base64,/9j/{g.b64(R.choice([48, 66, 90]))}\"}}"


def c_ini_refs():
    return f"[Brivo]\nApiKey=%BRIVO_API_KEY%\nClientSecretFile=C:\\ProgramData\\Bridge\\brivo.secret\nSiteId={R.randint(1000, 99999)}\n"


def c_jwks():
    return json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": g.hexs(12), "x": g.b64url(32), "y": g.b64url(32), "use": "sig"}]})


CLEAN_TEMPLATES = [c_event_log, c_wiegand_frame, c_osdp_default, c_osdp_trace, c_env_example, c_schedule, c_cardholder_json,
                   c_defaults_doc, c_firmware, c_reader_inventory, c_visitor_json, c_gh_actions, c_k8s_ref, c_commit, c_cert,
                   c_pubkey_pem, c_elevator_map, c_lockfile, c_prose, c_hook_clean, c_api_response, c_badge_template, c_redacted,
                   c_b64_photo, c_ini_refs, c_jwks]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = []
    order = []
    while len(secrets) < 250:
        if not order:
            order = list(SECRET_TEMPLATES)
            R.shuffle(order)
        fn = order.pop()
        cls, text, vals = fn()
        if not vals:
            continue
        secrets.append((cls, text, vals))
    clean = []
    corder = []
    while len(clean) < 100:
        if not corder:
            corder = list(CLEAN_TEMPLATES)
            R.shuffle(corder)
        clean.append(corder.pop()())
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            for v in vals:
                assert v and v in text, (FAMILY, i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
