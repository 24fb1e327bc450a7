"""Blind round 66 source "coworking": coworking and flexible office operators.

Member portals, door access, meeting-room booking, Wi-Fi captive portals, billing.
Written 2026-12-04 by the helper "corpora38" (session 26) without reading memtool's rules. Seeded, deterministic;
imports only the standard library and _tokens. Run: python3 src_coworking.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "coworking"
g = Gen(6603)
r = g.r
DIG = string.digits
LOW = string.ascii_lowercase

WORDS = ["Hotdesk", "Loft", "Atelier", "Hub", "Studio", "Mezzanine", "Espresso", "Terrace", "Commons", "Garden",
         "Skylight", "Workshop", "Brick", "Cedar", "Harbour", "Quarry"]


def wpw():
    return r.choice(WORDS) + str(r.randint(10, 9999)) + r.choice(["!", "#", "$", "%", "?", "*", "&", "+", ""])


def short_pw():
    return r.choice(["cwk", "hub", "desk", "mbr", "flex", "spc"]) + g.s(LOW, r.randint(2, 3)) + str(r.randint(10, 999))


def phrase():
    w = ["desk", "coffee", "window", "plant", "locker", "booth", "sofa", "lamp", "stair", "courtyard", "canal", "bike"]
    return r.choice(["-", ".", "_"]).join(r.choice(w) + (str(r.randint(1, 99)) if i == 3 else "") for i in range(4))


def pw():
    return [wpw, short_pw, phrase, g.pw][r.randint(0, 3)]()


def pin(n=6):
    return str(r.randint(10 ** (n - 1), 10 ** n - 1))


def b64pair(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def space():
    return r.choice(["Canal Street", "Old Mill", "Südstadt", "Harbourside", "Rua Augusta", "Via Tortona", "Shoreditch Yard",
                     "Kreuzberg Loft", "Nørrebro"])


def email():
    return r.choice(["ops", "community", "billing", "it", "frontdesk", "manager"]) + "@" + r.choice(["hivework.example", "thecommons.example", "deskloft.example"])


def ip():
    return f"192.168.{r.randint(0,30)}.{r.randint(2,254)}"


def hook(tool, tool_input, response):
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool,
                       "tool_input": tool_input, "tool_response": response}, ensure_ascii=False)


S = []


def t(fn):
    S.append(fn)
    return fn


@t
def nexudus_basic():
    u, p = email(), pw()
    b = b64pair(u, p)
    return "structural", ("GET /api/spaces/coworkers?size=100 HTTP/1.1\nHost: spaces.nexudus.com\n"
                          f"Authorization: Basic {b}\nAccept: application/json\n"), [b]


@t
def nexudus_env():
    p = pw()
    return "name-context", (f"# member-sync/.env\nNEXUDUS_USER={email()}\nNEXUDUS_PASSWORD={p}\nNEXUDUS_BUSINESS_ID={r.randint(10**8, 10**9)}\n"), [p]


@t
def officernd_curl():
    cid, sec = g.s(B62, 16), g.s(B62, 32)
    return "structural", ("curl -s -X POST https://identity.officernd.com/oauth/token \\\n  -d grant_type=client_credentials \\\n"
                          f"  -d client_id={cid} -d client_secret={sec} \\\n  -d scope=flex.community.members.read\n"), [sec]


@t
def officernd_yaml():
    sec = g.s(B62, 32)
    return "name-context", (f"officernd:\n  org_slug: {r.choice(['hivework', 'thecommons', 'deskloft'])}\n  client_id: {g.s(B62, 16)}\n"
                            f"  client_secret: {sec}\n"), [sec]


@t
def cobot_bearer():
    tok = g.s(HEX, 64)
    return "structural", (f"$ curl -H 'Authorization: Bearer {tok}' https://{r.choice(['hivework', 'oldmill'])}.cobot.me/api/memberships\n"
                          f"[{{\"id\":\"{g.hexs(32)}\",\"name\":\"{r.choice(['Ana Ruiz', 'Tom Berg', 'Lea Weiss'])}\",\"plan\":{{\"name\":\"Fixed desk\"}}}}]\n"), [tok]


@t
def optix_query():
    tok = g.s(LOW + DIG, 40) + "p" + str(r.randint(1000, 9999))
    return "structural", (f"[2026-12-03 09:1{r.randint(0,9)}:04] optix-sync POST https://api.optixapp.com/graphql?api_token={tok} "
                          "query=bookings(from:\"2026-12-03\") -> 200 (42 rows)\n"), [tok]


@t
def kisi_header():
    k = g.hexs(32)
    return "structural", (f"curl -X POST -H \"Authorization: KISI-LOGIN {k}\" -H 'Content-Type: application/json' "
                          f"https://api.kisi.io/locks/{r.randint(1000,99999)}/unlock\n{{\"message\":\"Unlocked!\"}}\n"), [k]


@t
def kisi_py():
    k = g.hexs(32)
    return "name-context", ("import requests\n\n# unlocks the front door when a day-pass booking starts\n"
                            f"KISI_API_KEY = \"{k}\"\nFRONT_DOOR_LOCK = {r.randint(1000,99999)}\n"), [k]


@t
def openpath_login():
    p = pw()
    return "name-context", ("POST /auth/login HTTP/1.1\nHost: api.openpath.com\nContent-Type: application/json\n\n"
                            + json.dumps({"email": email(), "password": p, "mfa": {}}) + "\n"), [p]


@t
def salto_ks():
    sec = g.s(B62, 40)
    return "name-context", ("{\n  \"SaltoKS\": {\n    \"Authority\": \"https://clp-accept-identityserver.saltoks.com\",\n"
                            f"    \"ClientId\": \"{g.uuid()}\",\n    \"ClientSecret\": \"{sec}\",\n    \"SiteId\": \"{g.uuid()}\"\n  }}\n}}\n"), [sec]


@t
def brivo_hdr():
    k = g.s(LOW + DIG, 24)
    return "structural", ("GET /v1/api/users?pageSize=50 HTTP/1.1\nHost: api.brivo.com\n"
                          f"api-key: {k}\nAuthorization: Bearer ${{BRIVO_ACCESS_TOKEN}}\n"), [k]


@t
def welcome_door():
    c = pin(r.choice([5, 6]))
    return "name-context", (f"Subject: Welcome to {space()}!\n\nHi {r.choice(['Sam', 'Ines', 'Jonas', 'Mei'])},\n\nyour desk is ready. "
                            f"The door code for the side entrance is {c}# (valid 7:00-22:00). Wi-Fi details are on the card at your desk.\n\n"
                            "See you Monday,\nThe community team\n"), [c]


@t
def chat_de_door():
    c = pin(6)
    return "name-context", (f"[Slack #frontdesk] Jana: Türcode Hintereingang ab heute {c} — der alte ist gesperrt. "
                            "Bitte nicht an Tagesgäste weitergeben, die bekommen einen QR-Code."), [c]


@t
def nuki():
    tok = g.s(HEX, 40) + g.s(HEX, 16)
    return "name-context", (f"# nuki-bridge.toml\n[web_api]\ntoken = \"{tok}\"\nsmartlock_ids = [{r.randint(10**8, 10**9)}, {r.randint(10**8, 10**9)}]\n"), [tok]


@t
def butterfly():
    tok = g.s(URLSAFE, 43)
    return "name-context", (f"BUTTERFLYMX_ENV=production\nBUTTERFLYMX_ACCESS_TOKEN={tok}\nBUTTERFLYMX_BUILDING_ID={r.randint(1000,9999)}\n"), [tok]


@t
def robin_hdr():
    tok = g.s(B62, 64)
    return "structural", ("fetch(`https://api.robinpowered.com/v1.0/organizations/${orgId}/locations`, {\n"
                          f"  headers: {{ Authorization: 'Access-Token {tok}' }},\n}});\n"), [tok]


@t
def skedda_webhook():
    k = g.s(B62, 32)
    return "name-context", (f"# webhooks.py\nSKEDDA_WEBHOOK_SECRET = '{k}'  # verifies X-Skedda-Signature on booking events\n"), [k]


@t
def gcal_sa():
    block, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": "rooms-sync", "private_key_id": g.hexs(40), "private_key": block + "\n",
         "client_email": "rooms@rooms-sync.iam.gserviceaccount.com", "client_id": str(r.randint(10**20, 10**21))}
    return "self-identifying", json.dumps(d, indent=2), [line]


@t
def graph_secret():
    s = g.azure_client_secret()
    return "self-identifying", ("# room displays read Exchange room mailboxes via Microsoft Graph\n"
                                f"AZURE_TENANT_ID={g.uuid()}\nAZURE_CLIENT_ID={g.uuid()}\nAZURE_CLIENT_SECRET={s}\n"), [s]


@t
def joan():
    s = g.s(B62, 40)
    return "name-context", (f"joan:\n  portal: https://portal.getjoan.com\n  client_id: {g.s(B62, 24)}\n  client_secret: {s}\n"), [s]


@t
def unifi_vouchers():
    vs = [f"{pin(5)}-{pin(5)}" for _ in range(3)]
    return "name-context", ("Day-pass Wi-Fi vouchers (1 device, 24 h) — hand out at reception:\n" +
                            "\n".join(f"  {v}" for v in vs) + "\n"), vs


@t
def unifi_login():
    p = pw()
    return "name-context", (f"curl -sk -c /tmp/unifi.cookie -X POST https://unifi.{r.choice(['hivework', 'oldmill'])}.internal:8443/api/login "
                            f"-d '{{\"username\":\"admin\",\"password\":\"{p}\"}}'\n"), [p]


@t
def radius_clients():
    s = g.s(B62, 20)
    return "name-context", ("# /etc/freeradius/3.0/clients.conf\nclient unifi-aps {\n"
                            f"    ipaddr = 192.168.{r.randint(0,30)}.0/24\n    secret = {s}\n    shortname = aps\n}}\n"), [s]


@t
def meraki_hdr():
    k = g.hexs(40)
    return "structural", (f"curl -L -H 'X-Cisco-Meraki-API-Key: {k}' https://api.meraki.com/api/v1/organizations/{r.randint(10**5, 10**6)}/networks\n"), [k]


@t
def wifi_fr():
    p = phrase() if r.random() < .5 else wpw()
    return "name-context", (f"Bonjour à tous ! Le mot de passe du Wi-Fi membres change ce soir : réseau « {space()}-Members », "
                            f"mot de passe {p}. Les invités restent sur le réseau invité avec le portail."), [p]


@t
def hostapd():
    p = phrase()
    return "name-context", (f"# /etc/hostapd/hostapd.conf (event space AP)\ninterface=wlan0\nssid=Commons-Events\nwpa=2\n"
                            f"wpa_key_mgmt=WPA-PSK\nwpa_passphrase={p}\n"), [p]


@t
def splash_secret():
    s = g.s(B62, 32)
    return "name-context", ("# nginx: captive portal grant endpoint\nlocation /grant {\n"
                            f"    set $portal_hmac_secret \"{s}\";\n    content_by_lua_file /etc/nginx/lua/grant.lua;\n}}\n"), [s]


@t
def purple():
    s = g.s(B62, 48)
    return "name-context", (f"PURPLE_API_PUBLIC_KEY={g.s(LOW + DIG, 32)}\nPURPLE_API_PRIVATE_KEY={s}\n"), [s]


@t
def stripe():
    s = g.stripe()
    return "self-identifying", (f"# billing/config.rb\nStripe.api_key = '{s}'\nPLANS = %w[hotdesk fixed_desk office_4]\n"), [s]


@t
def gocardless():
    tok = "live_" + g.s(URLSAFE, 40)
    return "self-identifying", ("client = gocardless_pro.Client(\n"
                                f"    access_token=\"{tok}\",\n    environment=\"live\",\n)\n"), [tok]


@t
def xero():
    s = g.s(URLSAFE, 48)
    return "name-context", (f"[xero]\nclient_id = {g.hexs(32).upper()}\nclient_secret = {s}\ntenant_id = {g.uuid()}\n"), [s]


@t
def qbo_refresh():
    tok = "AB11" + str(r.randint(10**9, 10**10)) + g.s(B62, 36)
    return "name-context", json.dumps({"realmId": str(r.randint(10**15, 10**16)), "refresh_token": tok,
                                       "x_refresh_token_expires_in": 8726400}) + "\n", [tok]


@t
def chargebee():
    k = "live_" + g.s(B62, 34)
    return "name-context", (f"CHARGEBEE_SITE=hivework\nCHARGEBEE_API_KEY={k}\n"), [k]


@t
def mollie():
    k = "live_" + g.s(B62, 30)
    return "self-identifying", (f"$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"{k}\");\n"), [k]


@t
def papercut():
    tok = g.s(B62, 24)
    return "name-context", ("import xmlrpc.client\nproxy = xmlrpc.client.ServerProxy('http://print.hivework.internal:9191/rpc/api/xmlrpc')\n"
                            f"auth = '{tok}'  # auth.webservices.auth-token from the PaperCut config editor\n"
                            "print(proxy.api.getUserAccountBalance(auth, 'ana.ruiz'))\n"), [tok]


@t
def envoy():
    k = g.s(LOW + DIG, 32)
    return "name-context", (f"// visitor-sync/config.js\nmodule.exports = {{\n  envoyApiKey: '{k}',\n  locationId: '{r.randint(10000,99999)}',\n}};\n"), [k]


@t
def hubspot():
    tok = "pat-" + r.choice(["na1", "eu1"]) + "-" + g.uuid()
    return "self-identifying", (f"HUBSPOT_PRIVATE_APP_TOKEN={tok}\n# tours booked on the website become deals\n"), [tok]


@t
def intercom():
    tok = g.b64(45).rstrip("=") + "="
    return "name-context", (f"intercom:\n  access_token: \"{tok}\"\n  app_id: {g.s(LOW + DIG, 8)}\n"), [tok]


@t
def zapier():
    path = f"{r.randint(10**6, 10**7)}/{g.s(LOW + DIG, 7)}"
    return "structural", (f"# new member in Nexudus -> Zap\nNEW_MEMBER_HOOK=https://hooks.zapier.com/hooks/catch/{path}/\n"), [path]


@t
def wpconfig():
    p, k = pw(), g.s(B62 + "!#%^*()-_=+[]{}<>~", 64)
    return "name-context", (f"define( 'DB_NAME', 'portal' );\ndefine( 'DB_USER', 'portal' );\ndefine( 'DB_PASSWORD', '{p}' );\n"
                            f"define( 'AUTH_KEY',         '{k}' );\n"), [p, k]


@t
def django_key():
    k = "django-insecure-" + g.s(LOW + DIG + "!@#%^&*(-_=+)", 50) if r.random() < .3 else g.s(LOW + DIG + "!@#%^&*(-_=+)", 50)
    return "name-context", (f"# portal/settings.py\nSECRET_KEY = \"{k}\"\nALLOWED_HOSTS = ['members.hivework.example']\n"), [k]


@t
def pg_url():
    p = pw()
    return "structural", (f"DATABASE_URL=postgres://portal:{p}@db.hivework.internal:5432/members\n"), [p]


@t
def redis_url():
    p = g.s(B62, 24)
    return "structural", (f"REDIS_URL=rediss://default:{p}@cache.hivework.internal:6380/0\n"), [p]


@t
def hook_read_env():
    k, p = g.hexs(32), pw()
    env = f"KISI_API_KEY={k}\nUNIFI_PASSWORD={p}\nUNIFI_URL=https://unifi.hivework.internal:8443\n"
    return "name-context", hook("Read", {"file_path": "/home/ops/door-bot/.env"},
                                {"type": "text", "file": {"filePath": "/home/ops/door-bot/.env", "content": env, "numLines": 3}}), [k, p]


@t
def diff_kisi():
    k = g.hexs(32)
    return "name-context", ("diff --git a/door_bot/settings.py b/door_bot/settings.py\n@@ -4,1 +4,1 @@\n"
                            "-KISI_API_KEY = os.environ['KISI_API_KEY']\n"
                            f"+KISI_API_KEY = '{k}'  # temp, env var not loading on the Pi\n"), [k]


@t
def k8s_secret():
    p, s = pw(), g.s(B62, 32)
    return "name-context", ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: member-portal\nstringData:\n"
                            f"  DATABASE_PASSWORD: \"{p}\"\n  SESSION_SECRET: \"{s}\"\n"), [p, s]


@t
def meraki_hcl():
    k = g.hexs(40)
    return "name-context", ("provider \"meraki\" {\n"
                            f"  meraki_dashboard_api_key = \"{k}\"\n}}\n\nresource \"meraki_networks_wireless_ssids\" \"guest\" {{\n  number = 2\n  name = \"Guest\"\n}}\n"), [k]


@t
def log_basic():
    u, p = email(), pw()
    b = b64pair(u, p)
    return "structural", (f"2026-12-03T06:00:0{r.randint(0,9)}Z member-sync DEBUG request headers: {{'Accept': 'application/json', "
                          f"'Authorization': 'Basic {b}'}}\n2026-12-03T06:00:02Z member-sync ERROR 401 from spaces.nexudus.com\n"), [b]


@t
def traceback_mysql():
    p = pw()
    return "structural", ("Traceback (most recent call last):\n  File \"sync_bookings.py\", line 41, in <module>\n"
                          "    engine = create_engine(DB_URL)\n"
                          f"sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, \"Access denied for user 'booking'@'10.0.3.7'\")\n"
                          f"[SQL: url=mysql+pymysql://booking:{p}@mysql.hivework.internal/bookings]\n"), [p]


@t
def es_chat():
    p = wpw()
    return "name-context", (f"Hola equipo: la contraseña del portal de socios (cuenta de recepción) es {p}. La usamos para reservar "
                            "salas de reuniones para los visitantes."), [p]


@t
def ja_chat():
    p = wpw()
    return "name-context", (f"会議室予約システムの管理者パスワードを {p} に変更しました。受付のタブレットも再ログインが必要です。"), [p]


@t
def nl_chat():
    c = pin(r.choice([4, 6]))
    return "name-context", (f"Deurcode fietsenstalling is vanaf maandag {c}. Leden krijgen 'm via de app, niet via de nieuwsbrief."), [c]


@t
def it_chat():
    p = wpw()
    return "name-context", (f"Ciao! Wi-Fi per i soci di {space()}: rete Tortona-Members, password {p}. Per gli ospiti c'è il portale."), [p]


@t
def pt_chat():
    p = wpw()
    return "name-context", (f"Olá! A senha do Wi-Fi dos membros no {space()} é {p}. A rede dos visitantes pede o e-mail no portal."), [p]


@t
def pl_ticket():
    p = pw()
    return "name-context", (f"Zgłoszenie #{r.randint(100,999)}: drukarka na 2. piętrze nie skanuje do e-maila. Hasło administratora panelu drukarki: {p}."), [p]


@t
def sv_chat():
    c = pin(r.choice([4, 6]))
    return "name-context", (f"Larmkoden till kontoret på {space()} är {c}. Stäng av larmet inom 30 sekunder efter att du låst upp."), [c]


@t
def zh_chat():
    p = wpw()
    return "name-context", (f"门禁系统后台账号 admin，密码 {p}。新会员的门卡权限请在每天下午五点前开通。"), [p]


@t
def self_any():
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"> pasted from the old ops runbook ({name})\n    token: {tok}\n"), [mark]


@t
def handover():
    a, p = pin(r.choice([4, 6])), pw()
    return "name-context", (f"## Hand-over — community manager, {space()}\n\n- Alarm panel code: {a} (set after last member leaves)\n"
                            f"- Printer web admin: http://{ip()} — admin password {p}\n- Coffee machine service: Thursdays\n"), [a, p]


@t
def printer_curl():
    p = pw()
    return "structural", (f"curl -u admin:{p} http://{ip()}/hp/device/SignIn/Index -o /dev/null -w '%{{http_code}}'\n"), [p]


@t
def locker_code():
    c = pin(6)
    return "name-context", (f"Parcel locker (lobby): master code {c} opens all compartments — only for the community team when a "
                            "member's courier delivery is stuck.\n"), [c]


@t
def md_table():
    rows, vals = [], []
    for room in ["Orchard", "Harbour", "Loft 3"]:
        c = pin(6)
        rows.append(f"| {room} | iPad Air | {g.s(UPPER + DIG, 10)} | {c} |")
        vals.append(c)
    return "name-context", ("| room display | model | serial | Guided Access passcode |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"), vals


@t
def twilio_env():
    tok = g.hexs(32)
    return "name-context", (f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={tok}\nVISITOR_SMS_FROM=+44{r.randint(10**9, 10**10)}\n"), [tok]


@t
def slack_bot():
    tok = "xoxb-" + str(r.randint(10**10, 10**12)) + "-" + str(r.randint(10**10, 10**12)) + "-" + g.s(B62, 24)
    return "self-identifying", (f"from slack_bolt import App\napp = App(token=\"{tok}\", signing_secret=os.environ[\"SLACK_SIGNING_SECRET\"])\n"), [tok]


@t
def mysql_cli():
    p = pw()
    return "structural", (f"$ mysql -h mysql.hivework.internal -u reporting -p{p} bookings -e 'select count(*) from room_bookings'\n"), [p]


@t
def ps_kiosk():
    p = pw()
    return "name-context", ("# reception check-in kiosk\n"
                            f"$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\nNew-LocalUser -Name 'checkin' -Password $pw -PasswordNeverExpires\n"), [p]


@t
def nexudus_props():
    p, p2 = pw(), pw()
    return "name-context", (f"# access-bridge.properties\nnexudus.user={email()}\nnexudus.password={p}\naccess.controller=paxton-net2\n"
                            f"net2.operator.password={p2}\n"), [p, p2]


@t
def paxton_net2():
    p1, p2 = pw(), pw()
    return "name-context", (f"# access-bridge.properties (site 2)\nnet2.host={ip()}\nnet2.operator.id=1\nnet2.operator.password={p1}\n"
                            f"webhook.secret={p2}\n"), [p1, p2]


# ---------------------------------------------------------------- clean
C = []


def c(fn):
    C.append(fn)
    return fn


@c
def c_members_csv():
    return "member_id,plan,desk,start\n" + "\n".join(f"{g.uuid()},{r.choice(['hotdesk','fixed','office-4'])},D{r.randint(1,120):03d},2026-1{r.randint(0,2)}-0{r.randint(1,9)}" for _ in range(4)) + "\n"


@c
def c_invoice():
    return json.dumps({"id": "in_" + g.s(B62, 24), "customer": "cus_" + g.s(B62, 14), "amount_due": r.randint(9000, 90000),
                       "currency": "eur", "lines": [{"price": "price_" + g.s(B62, 24), "quantity": 1}]}, indent=1) + "\n"


@c
def c_kisi_event():
    return json.dumps({"id": r.randint(10**8, 10**9), "action": "unlock", "actor_type": "User", "actor_id": r.randint(10**5, 10**6),
                       "object_type": "Lock", "object_id": r.randint(1000, 99999), "success": True, "created_at": "2026-12-03T08:1{0}:00Z".format(r.randint(0, 9))}) + "\n"


@c
def c_kisi_docs():
    return "Send your API key in the header `Authorization: KISI-LOGIN <api-key>`. Create keys under Account → API; never put them in a front-end app.\n"


@c
def c_unifi_devices():
    return "\n".join(f"{r.choice(['U6-Pro','U6-LR','UAP-AC-Pro'])}  {g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}  {ip()}  site={g.hexs(24)}" for _ in range(3)) + "\n"


@c
def c_radius_acct():
    return (f"Acct-Session-Id = \"{g.hexs(16).upper()}\"\nCalling-Station-Id = \"{g.hexs(2)}-{g.hexs(2)}-{g.hexs(2)}-{g.hexs(2)}-{g.hexs(2)}-{g.hexs(2)}\"\n"
            f"Acct-Input-Octets = {r.randint(10**5, 10**9)}\nAcct-Status-Type = Stop\nUser-Name = \"guest-{r.randint(100,999)}\"\n")


@c
def c_room_ids():
    return "\n".join(f"c_{g.hexs(32)}@resource.calendar.google.com  # {room}" for room in ["Orchard (6)", "Harbour (10)", "Booth 2"]) + "\n"


@c
def c_ics():
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\n" f"UID:{g.uuid()}@hivework.example\nDTSTART:20261210T170000Z\n"
            f"SUMMARY:Members' breakfast at {space()}\nEND:VEVENT\nEND:VCALENDAR\n")


@c
def c_booking():
    return json.dumps({"booking_id": r.randint(10**5, 10**6), "resource_id": r.randint(100, 999), "member_id": g.uuid(),
                       "from": "2026-12-05T09:00:00+01:00", "to": "2026-12-05T10:30:00+01:00", "credits": r.randint(1, 6)}) + "\n"


@c
def c_pk():
    return f"<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}'); // day-pass checkout</script>\n"


@c
def c_gc_ids():
    return f"mandate MD{g.s(UPPER + DIG, 12)} for customer CU{g.s(UPPER + DIG, 12)} is active; next payment PM{g.s(UPPER + DIG, 12)} on 2027-01-01\n"


@c
def c_env_example():
    return ("# .env.example\nKISI_API_KEY=<your-kisi-api-key>\nNEXUDUS_USER=you@example.com\nNEXUDUS_PASSWORD=\n"
            f"UNIFI_PASSWORD=${{UNIFI_PASSWORD}}\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSPACE={space()}\n")


@c
def c_env_read():
    return ("import os\nKISI_API_KEY = os.environ[\"KISI_API_KEY\"]\nUNIFI_PASSWORD = os.getenv(\"UNIFI_PASSWORD\", \"\")\n"
            f"LOCK_IDS = [{r.randint(1000,99999)}, {r.randint(1000,99999)}]\n")


@c
def c_secretref():
    return ("        envFrom:\n          - secretRef:\n              name: member-portal\n"
            f"        image: ghcr.io/hivework/portal@sha256:{g.sha256()}\n")


@c
def c_prose_rotate():
    return (f"Door codes at {space()} rotate on the first Monday of each month. The new code goes out through the member app; "
            "the front desk never posts it in Slack or e-mail.\n")


@c
def c_hook_ls():
    return hook("Bash", {"command": "ls door-bot/"}, {"stdout": "README.md\n.env.example\nbot.py\nrequirements.txt\nsystemd/", "stderr": "",
                                                        "interrupted": False, "cwd": f"/home/ops/{g.s(LOW, 5)}"})


@c
def c_gitlog():
    return "\n".join(f"{g.hexs(7)} {m}" for m in ["door-bot: read Kisi key from env", "portal: rotate session secret via vault",
                                                    "billing: add GoCardless mandate sync"]) + "\n"


@c
def c_portal_cfg():
    return ("[radius]\nserver = 127.0.0.1\nsecret = ${RADIUS_SECRET}\n[portal]\n"
            f"terms_url = https://{r.choice(['hivework', 'thecommons'])}.example/wifi-terms\nsession_minutes = 480\n")


@c
def c_hostapd_changeme():
    return "# hostapd template -- the installer replaces this\nssid=Commons-Events\nwpa_passphrase=changeme\n"


@c
def c_wifi_qr():
    return f"Guest network QR (open network, captive portal): WIFI:T:nopass;S:{space().replace(' ', '')}-Guest;;\n"


@c
def c_meraki_splash():
    return (f"https://n{r.randint(100,300)}.network-auth.com/splash/?mac={g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}"
            f"&real_ip={ip()}&client_mac={g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}"
            f"&continue_url=https%3A%2F%2Fhivework.example%2Fwelcome&ssid=Guest\n")


@c
def c_meraki_ids():
    return json.dumps({"id": "L_" + str(r.randint(10**17, 10**18)), "organizationId": str(r.randint(10**5, 10**6)), "name": space(),
                       "productTypes": ["wireless", "switch"], "timeZone": "Europe/London"}) + "\n"


@c
def c_envoy_webhook():
    return json.dumps({"event": "entry_sign_in", "payload": {"id": str(r.randint(10**7, 10**8)), "attributes": {"full-name": "Visitor",
                       "host": "Ana Ruiz", "signed-in-at": "2026-12-03T09:02:11Z"}}, "meta": {"location": {"id": str(r.randint(10000, 99999))}}}) + "\n"


@c
def c_occupancy():
    return "\n".join(f"2026-12-03T{h:02d}:00Z room={r.choice(['orchard','harbour','booth2'])} people={r.randint(0,10)} co2={r.randint(400,1400)}" for h in range(8, 12)) + "\n"


@c
def c_terms_de():
    return ("Mit der Nutzung des Gast-WLANs akzeptierst du die Nutzungsbedingungen. Das Netz ist offen; Zugangsdaten brauchst du nicht, "
            "nur deine E-Mail-Adresse im Portal.\n")


@c
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} ops@door-bot-{r.randint(1,5)}\n"


@c
def c_defaults():
    return ("Factory reset of the old UniFi APs brings back the documented default ubnt / ubnt for SSH; adopt them in the controller "
            "straight away. The FreeRADIUS test client (secret testing123) is removed from clients.conf by our role.\n")


@c
def c_client_id_only():
    return f"officernd:\n  org_slug: hivework\n  client_id: {g.s(B62, 16)}\n  client_secret: ${{OFFICERND_CLIENT_SECRET}}\n"


@c
def c_door_placeholder():
    return "Template for the welcome e-mail: \"Your door code is {{ door_code }}#\" — the code is filled from the access system at send time.\n"


@c
def c_nexudus_widget():
    return f"<iframe src=\"https://{r.choice(['hivework', 'oldmill'])}.spaces.nexudus.com/en/bookings/calendar?resourceTypeId={r.randint(10**8, 10**9)}\" width=\"100%\" height=\"700\"></iframe>\n"


@c
def c_twilio_sid():
    return f"Visitor SMS are sent from messaging service MG{g.hexs(32)} (account AC{g.hexs(32)}); the auth token is in the vault.\n"


@c
def c_png():
    return json.dumps({"room": "Harbour", "floorplan_png": g.b64(r.randint(150, 260))}) + "\n"


@c
def c_xero_ids():
    return json.dumps({"InvoiceID": g.uuid(), "InvoiceNumber": f"INV-{r.randint(1000,9999)}", "Contact": {"ContactID": g.uuid()},
                       "Total": f"{r.randint(100,3000)}.00", "Status": "AUTHORISED"}) + "\n"


@c
def c_ja_prose():
    return "ドアの暗証番号は毎月変わります。新しい番号はメンバーアプリで確認してください。チャットには書かないでください。\n"


@c
def c_fr_prose():
    return "Les codes Wi-Fi invités sont générés par le portail captif à chaque réservation ; aucun mot de passe n'est partagé par e-mail.\n"


@c
def c_dhcp():
    return "\n".join(f"lease {ip()} {{ hardware ethernet {g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}; client-hostname \"{r.choice(['MacBook-Pro', 'iPhone', 'DESKTOP-' + g.s(UPPER + DIG, 7)])}\"; }}" for _ in range(3)) + "\n"


@c
def c_webhook_sig():
    return (f"POST /hooks/skedda HTTP/1.1\nX-Skedda-Signature: sha256={g.sha256()}\nContent-Type: application/json\n\n"
            f"{{\"bookingId\":{r.randint(10**6, 10**7)},\"spaceId\":{r.randint(100,999)}}}\n")


# ---------------------------------------------------------------- writer
def emit(secrets, clean):
    out = Path(__file__).resolve().parent
    for cls, text, vals in secrets:
        assert cls in ("self-identifying", "name-context", "structural")
        for v in vals:
            assert v and v in text, (v, text)
            for ct in clean:
                assert v not in ct, (v, ct)
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    secrets = [S[i % len(S)]() for i in range(250)]
    clean = [C[i % len(C)]() for i in range(100)]
    emit(secrets, clean)


if __name__ == "__main__":
    main()
