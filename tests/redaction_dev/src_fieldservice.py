#!/usr/bin/env python3
"""Blind redaction source "fieldservice" (round 52, helper corpora24).

Field service and trades: ServiceTitan, Jobber, Housecall Pro, FSM dispatch and technician tablet apps, on-site
gear commissioned by technicians (smart thermostats, solar inverters, EV chargers, heat pumps), route planners.
Every value is random and made up. Imports only the standard library and _tokens.py.
"""
import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "fieldservice"
G = Gen(52002)
R = G.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["furnace", "ladder", "wrench", "quarry", "maple", "harbor", "copper", "saffron", "glacier", "meadow",
         "lantern", "pelican", "orbit", "walnut", "thistle", "bramble", "cactus", "violet", "anchor", "summit"]
COS = ["comfortpro", "bluepeak", "redline", "allseason", "sunward", "ironclad", "tristate", "clearflow", "northstar", "hillside"]


def pin(n=4):
    return G.s(DIG, n)


def phrase():
    sep = R.choice(["-", ".", "_"])
    return sep.join(R.choice(WORDS) for _ in range(R.randint(3, 4))) + (str(R.randint(1, 99)) if R.random() < .5 else "")


def legacy():
    return G.s(LOW, R.randint(4, 6)) + G.s(DIG, R.randint(1, 3))


def anypw():
    return R.choice([G.pw, G.machine_pw, G.human_pw, phrase, legacy])()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def co():
    return R.choice(COS)


def hook(tool, inp, resp=None, event="PostToolUse"):
    d = {"session_id": G.uuid(), "transcript_path": f"/home/dev/.claude/projects/{co()}-fsm/{G.uuid()}.jsonl",
         "cwd": f"/srv/{co()}-fsm", "hook_event_name": event, "tool_name": tool, "tool_input": inp}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False)


SECRETS = []
CLEAN = []


def S(fn):
    SECRETS.append(fn)
    return fn


def C(fn):
    CLEAN.append(fn)
    return fn


# ------------------------------------------------------------------ secrets
TECHS = ["Luis", "Dre", "Kayla", "Mateo", "Priya", "Sven", "Tomasz", "Aisha", "Jonah", "Ngozi"]


def tech():
    return R.choice(TECHS)


def addr():
    return f"{R.randint(100, 9999)} {R.choice(['Oak', 'Ridge', 'Lakeview', 'Elm', 'Prairie', 'Canyon', 'Birch'])} {R.choice(['St', 'Dr', 'Ln', 'Ct', 'Ave'])}"


def job():
    return str(R.randint(10**7, 10**8))


@S
def st_curl():
    ak = "ak1." + G.s(LOW + DIG, 25)
    tok = G.jwt()
    return "structural", (f"$ curl -s 'https://api.servicetitan.io/jpm/v2/tenant/{R.randint(10**8, 10**9)}/jobs?jobStatus=Scheduled&pageSize=50' \\\n"
                          f"    -H 'Authorization: {tok}' -H 'ST-App-Key: {ak}' | jq '.data[] | {{id, summary}}'"), [ak, tok]


@S
def st_env():
    sec = "cs1." + G.s(LOW + DIG, 60)
    ak = "ak1." + G.s(LOW + DIG, 25)
    return "name-context", (f"# .env - st-dispatch-bridge\nST_TENANT_ID={R.randint(10**8, 10**9)}\nST_CLIENT_ID=cid.{G.s(LOW + DIG, 25)}\n"
                            f"ST_CLIENT_SECRET={sec}\nST_APP_KEY={ak}\nST_AUTH_URL=https://auth.servicetitan.io/connect/token\n"), [sec, ak]


@S
def st_token_py():
    sec = "cs1." + G.s(LOW + DIG, 60)
    return "name-context", (f"def st_token():\n    r = httpx.post('https://auth-integration.servicetitan.io/connect/token', data={{\n"
                            f"        'grant_type': 'client_credentials',\n        'client_id': 'cid.{G.s(LOW + DIG, 25)}',\n"
                            f"        'client_secret': '{sec}',\n    }})\n    return r.json()['access_token']\n"), [sec]


@S
def jobber_oauth():
    sec = G.s(HEX, 64)
    return "name-context", (f"// config/jobber.ts\nexport const jobber = {{\n  clientId: '{G.uuid()}',\n  clientSecret: '{sec}',\n"
                            f"  redirectUri: 'https://app.{co()}.com/oauth/jobber/callback',\n  graphqlUrl: 'https://api.getjobber.com/api/graphql',\n"
                            f"  apiVersion: '2025-01-20',\n}};\n"), [sec]


@S
def jobber_graphql():
    t = G.jwt()
    return "self-identifying", (f"POST /api/graphql HTTP/1.1\nHost: api.getjobber.com\nAuthorization: Bearer {t}\nX-JOBBER-GRAPHQL-VERSION: 2025-01-20\n"
                                f"Content-Type: application/json\n\n{{\"query\":\"{{ visits(filter: {{startAt: {{after: \\\"2026-11-24\\\"}}}}) {{ nodes {{ id title }} }} }}\"}}"), [t]


@S
def hcp_token():
    k = G.hexs(32)
    return "structural", (f"$ curl https://api.housecallpro.com/jobs?page_size=20&scheduled_start_min=2026-11-24 \\\n  -H 'Authorization: Token {k}' -H 'Accept: application/json'\n"
                          f"{{\"jobs\":[{{\"id\":\"job_{G.hexs(32)}\",\"invoice_number\":\"{R.randint(1000, 9999)}\",\"work_status\":\"scheduled\"}}],\"page\":1}}"), [k]


@S
def hcp_webhook_secret():
    s = G.s(B62, 32)
    return "name-context", (f"HOUSECALL_API_KEY=${{HCP_KEY}}\nHOUSECALL_WEBHOOK_SIGNING_SECRET={s}\nDEFAULT_TAG=hvac\n"), [s]


@S
def d365fs():
    sec = G.azure_client_secret()
    return "self-identifying", (f"# Dynamics 365 Field Service - work order sync (appsettings.Production.json)\n{{\n  \"Dataverse\": {{\n"
                                f"    \"Url\": \"https://{co()}fs.crm.dynamics.com\",\n    \"TenantId\": \"{G.uuid()}\",\n    \"ClientId\": \"{G.uuid()}\",\n"
                                f"    \"ClientSecret\": \"{sec}\"\n  }}\n}}"), [sec]


@S
def sf_fsl():
    pw = anypw()
    st = G.s(B62, 25)
    return "name-context", (f"# Salesforce Field Service mobile sync user (data loader)\nsfdc.endpoint=https://{co()}.my.salesforce.com\n"
                            f"sfdc.username=fsl.integration@{co()}.com\nsfdc.password={pw}{st}\nsfdc.timeoutSecs=600\n"), [pw + st]


@S
def servicem8():
    k = "smk-" + G.s(LOW + DIG, 6) + "-" + G.hexs(32)
    return "structural", (f"GET https://api.servicem8.com/api_1.0/job.json?%24filter=status%20eq%20'Work%20Order'\nX-API-Key: {k}\nAccept: application/json"), [k]


@S
def simpro():
    t = G.hexs(40)
    return "structural", (f"$ http GET https://{co()}.simprosuite.com/api/v1.0/companies/0/jobs/ 'Authorization:Bearer {t}' columns==ID,Name,Stage\n"
                          f"HTTP/1.1 200 OK\n[{{\"ID\": {R.randint(1000, 99999)}, \"Name\": \"Boiler service\", \"Stage\": \"Progress\"}}]"), [t]


@S
def workiz():
    tok = "api_" + G.s(LOW + DIG, 16)
    sec = "sec_" + G.s(B62, 20)
    return "structural", (f"# Workiz: the token is part of the URL path, the secret goes in the body\n"
                          f"curl -X POST https://api.workiz.com/api/v1/{tok}/job/create/ -H 'Content-Type: application/json' \\\n"
                          f"  -d '{{\"auth_secret\": \"{sec}\", \"FirstName\": \"Dana\", \"JobType\": \"AC repair\", \"Address\": \"{addr()}\"}}'"), [tok, sec]


@S
def gate_code_notes():
    g = pin(R.choice([4, 5, 6]))
    a = pin(4)
    lang = R.randint(0, 2)
    txt = [f"Job #{job()} - {addr()}\nCustomer notes: back gate code {g}#, dog is friendly. Alarm panel by garage door, disarm code {a} (customer ok'd). Filter 20x25x4 in attic.",
           f"Auftrag {job()} - Wartung Gastherme\nHinweis Kunde: Schlüsselkasten am Kellereingang, Code {g}. Alarmanlage: Code {a}, bitte nach Arbeitsende wieder scharf schalten.",
           f"OT {job()} - revisión caldera\nNotas: código del portal {g}, alarma {a} (la clienta no estará en casa). Llamar 15 min antes."][lang]
    return "name-context", txt, [g, a]


@S
def lockbox_sms():
    c = pin(4)
    return "name-context", (f"SMS from +1 555 01{G.s(DIG, 2)} ({tech()}'s dispatch board):\n\"Hi, this is the property manager for unit {R.randint(1, 40)}B. "
                            f"The lockbox on the meter room is {c}, the tenant is away. Water heater is leaking from the T&P valve.\""), [c]


@S
def tenant_wifi_notes():
    psk = R.choice([phrase, G.human_pw, lambda: G.s(LOW + DIG, 10)])()
    return "name-context", (f"Install notes - job {job()}\nEcobee Premium commissioned, C-wire added at furnace. Joined to customer wifi \"{R.choice(['NETGEAR47', 'TheCastle', 'Xfinity-5G', 'HomeNet'])}\" "
                            f"password {psk}. Registered to customer's ecobee account, sent invite. Heat pump aux lockout 35F."), [psk]


@S
def ecobee_dev():
    k = G.s(B62, 32)
    rt = G.s(B62, 32)
    return "name-context", (f"# ecobee_poller.ini\n[ecobee]\napi_key = {k}\nrefresh_token = {rt}\nthermostats = {G.s(DIG, 12)},{G.s(DIG, 12)}\n"
                            f"poll_seconds = 180\n"), [k, rt]


@S
def resideo():
    ck = G.s(B62, 32)
    cs = G.s(B62, 16)
    b = basic(ck, cs)
    return "structural", (f"$ curl -X POST https://api.honeywellhome.com/oauth2/token -H 'Authorization: Basic {b}' \\\n"
                          f"    -d 'grant_type=refresh_token&refresh_token={G.s(B62, 32)}'"), [b]


@S
def nest_sdm():
    cs = "GOCSPX-" + G.s(URLSAFE, 28)
    rt = G.google_refresh()
    return "self-identifying", (f"# nest-sdm credentials for the membership-plan filter reminders\nNEST_PROJECT_ID={G.uuid()}\nGOOGLE_CLIENT_ID={R.randint(10**11, 10**12)}-{G.s(LOW + DIG, 32)}.apps.googleusercontent.com\n"
                                f"GOOGLE_CLIENT_SECRET={cs}\nGOOGLE_REFRESH_TOKEN={rt}\n"), [cs, rt]


@S
def solaredge():
    k = G.s(UPPER + DIG, 32)
    return "structural", (f"$ curl 'https://monitoringapi.solaredge.com/site/{R.randint(10**6, 10**7)}/overview?api_key={k}'\n"
                          f"{{\"overview\":{{\"lastUpdateTime\":\"2026-11-24 10:15:00\",\"lifeTimeData\":{{\"energy\":{R.randint(10**6, 10**8)}.0}},\"currentPower\":{{\"power\":{R.randint(100, 9000)}.0}}}}}}"), [k]


@S
def enphase_envoy():
    t = G.jwt()
    return "self-identifying", (f"# commissioning: local API of the IQ Gateway (serial {G.s(DIG, 12)}), installer token from entrez\n"
                                f"$ curl -sk -H 'Authorization: Bearer {t}' https://192.168.{R.randint(0, 9)}.{R.randint(2, 250)}/ivp/meters/readings | jq '.[0].activePower'\n{R.randint(100, 5000)}.{R.randint(1, 9)}"), [t]


@S
def enphase_api():
    k = G.hexs(32)
    cs = G.s(B62, 32)
    return "name-context", (f"ENPHASE_API_KEY={k}\nENPHASE_CLIENT_ID={G.hexs(32)}\nENPHASE_CLIENT_SECRET={cs}\nENPHASE_SYSTEM_IDS={R.randint(10**6, 10**7)},{R.randint(10**6, 10**7)}\n"), [k, cs]


@S
def fronius_installer():
    pw = R.choice([legacy, G.human_pw, lambda: pin(5)])()
    return "structural", (f"Commissioning checklist - Fronius Symo GEN24 (site {addr()})\n[x] Wi-Fi AP of inverter, web UI http://192.168.250.181\n"
                          f"[x] login user: technician, password: {pw}\n[x] country setup, grid code, export limit 0 kW (utility)\n"
                          f"[x] Solar.web datamanager linked, PV system id {G.uuid()}"), [pw]


@S
def powerwall():
    pw = G.s(UPPER, 5)
    tk = G.b64(64)
    return "structural", (f"$ curl -sk -X POST https://192.168.91.1/api/login/Basic -H 'Content-Type: application/json' \\\n"
                          f"  -d '{{\"username\":\"installer\",\"password\":\"{pw}\",\"email\":\"tech@{co()}solar.com\",\"force_sm_off\":false}}'\n"
                          f"{{\"email\":\"tech@{co()}solar.com\",\"firstname\":\"Tesla\",\"token\":\"{tk}\",\"roles\":[\"Installer\"]}}"), [pw, tk]


@S
def victron_vrm():
    t = G.hexs(64)
    return "structural", (f"GET https://vrmapi.victronenergy.com/v2/installations/{R.randint(10**5, 10**6)}/stats?type=live_feed\nx-authorization: Token {t}"), [t]


@S
def huawei_fusion():
    pw = anypw()
    return "structural", (f"POST https://eu5.fusionsolar.huawei.com/thirdData/login\nContent-Type: application/json\n\n"
                          f"{{\"userName\": \"northbound_{co()}\", \"systemCode\": \"{pw}\"}}\n\n<- 200 xsrf-token set, stations: NE={R.randint(10**7, 10**8)}"), [pw]


@S
def growatt_cli():
    pw = R.choice([G.human_pw, legacy])()
    return "structural", (f"$ python3 -m growattServer --user installer_{co()} --password '{pw}' plant-list\n"
                          f"plant {R.randint(10**6, 10**7)}  '{addr()}'  todayEnergy=21.4kWh status=online"), [pw]


@S
def ocpp_charger():
    pw = G.s(B62, 16)
    cp = f"{co().upper()}-CP{R.randint(100, 999)}"
    b = basic(cp, pw)
    return "structural", (f"# EV charger install - wallbox OCPP 1.6J backend (Security Profile 1: basic auth)\n"
                          f"ws url:  wss://ocpp.{co()}-charging.com/ocpp/{cp}\nAuthorization: Basic {b}\n"
                          f"BootNotification -> Accepted, heartbeatInterval=300"), [b]


@S
def ocpp_authkey():
    k = G.hexs(R.choice([16, 20, 32]))
    return "name-context", (f"[2, \"{G.uuid()}\", \"ChangeConfiguration\", {{\"key\": \"AuthorizationKey\", \"value\": \"{k}\"}}]\n"
                            f"[3, \"{G.uuid()}\", {{\"status\": \"Accepted\"}}]"), [k]


@S
def modbus_gateway():
    pw = anypw()
    return "structural", (f"Heat pump commissioning (Daikin Altherma) - Modbus gateway web UI\n  URL      http://10.0.{R.randint(0, 9)}.{R.randint(2, 250)}/\n"
                          f"  user     admin\n  password {pw}\n  BMS slave id {R.randint(1, 30)}, 9600 8N1"), [pw]


@S
def installer_code():
    c = pin(R.choice([4, 5, 6]))
    return "name-context", (f"Tech tip (internal KB, {R.choice(['Rheem', 'Navien', 'Carrier Infinity', 'Mitsubishi Kumo'])}): dealer/installer menu is locked; "
                            f"our company installer code is {c}. Don't give it to homeowners."), [c]


@S
def tablet_mdm_pin():
    p = pin(R.choice([4, 6]))
    return "name-context", (f"#field-techs  [06:52] ops-lead: new Samsung tablets are enrolled. Kiosk exit PIN is {p}, the ServiceTitan Mobile login is your own."
                            f"\n#field-techs  [06:53] {tech()}: 👍"), [p]


@S
def tablet_android_props():
    k = G.s(B62, 32)
    return "name-context", (f"# app/src/main/assets/config.properties (tech tablet app)\napi.base=https://fsm.{co()}.com/api/v3\n"
                            f"api.secret={k}\nphotos.bucket={co()}-job-photos\nsync.interval.minutes=5\n"), [k]


@S
def job_photos_s3():
    ak = G.aws_akid()
    sk = G.aws_secret()
    return "self-identifying", (f"$ aws configure list --profile job-photos\n      Name                    Value             Type    Location\n"
                                f"access_key     {ak}   shared-credentials-file\nsecret_key     {sk}   shared-credentials-file\nregion                us-east-2      config-file"), [ak, sk]


@S
def route4me():
    k = G.hexs(32).upper()
    return "structural", (f"https://api.route4me.com/api.v4/optimization_problem.php?api_key={k}&optimization_problem_id={G.hexs(32).upper()}&state=2"), [k]


@S
def routific():
    t = G.jwt()
    return "self-identifying", (f"const res = await fetch('https://api.routific.com/v1/vrp', {{\n  method: 'POST',\n"
                                f"  headers: {{ 'Content-Type': 'application/json', Authorization: 'bearer {t}' }},\n  body: JSON.stringify(visitsForTomorrow),\n}});"), [t]


@S
def optimoroute():
    k = G.s(B62, 40)
    return "name-context", (f"OPTIMOROUTE_KEY = \"{k}\"\nDEPOT = (41.{R.randint(1000, 9999)}, -87.{R.randint(1000, 9999)})\nMAX_STOPS_PER_TECH = 9\n"), [k]


@S
def gmaps_key():
    k = G.google_api()
    return "self-identifying", (f"// dispatch-board/src/map.js\nconst DIRECTIONS_URL = `https://maps.googleapis.com/maps/api/directions/json?origin=${{o}}&destination=${{d}}&key={k}`;\n"), [k]


@S
def samsara():
    t = "samsara_api_" + G.s(B62, 30)
    return "self-identifying", (f"SAMSARA_TOKEN={t}\n# vehicles -> techs mapping for live ETA on the dispatch board\n"), [t]


@S
def qbo_sync():
    cs = G.s(B62, 40)
    rt = "AB11" + G.s(B62, 46)
    return "name-context", (f"quickbooks:\n  client_id: AB{G.s(B62, 48)}\n  client_secret: {cs}\n  refresh_token: {rt}\n  realm_id: \"{G.s(DIG, 19)}\"\n"
                            f"  environment: production\n"), [cs, rt]


@S
def financing():
    k = G.s(B62, 32)
    return "name-context", (f"# Wisetack consumer financing offered on the estimate screen\nWISETACK_MERCHANT_ID={G.uuid()}\nWISETACK_API_SECRET={k}\n"), [k]


@S
def twilio_reminders():
    tok = G.hexs(32)
    sk = G.twilio()
    ks = G.s(B62, 32)
    return "self-identifying", (f"TWILIO_ACCOUNT_SID=AC{G.hexs(32)}\nTWILIO_API_KEY={sk}\nTWILIO_API_SECRET={ks}\nTWILIO_AUTH_TOKEN={tok}\n"
                                f"REMINDER_TEMPLATE=\"Hi {{first}}, your {co().title()} technician {{tech}} is on the way, ETA {{eta}}.\"\n"), [sk, ks, tok]


@S
def stripe_terminal():
    k = G.stripe()
    return "self-identifying", (f"# collect payment on-site (tap to pay on the tech tablet)\nstripe.api_key = '{k}'\n"
                                f"intent = stripe.PaymentIntent.create(amount=invoice.total_cents, currency='usd', payment_method_types=['card_present'])\n"), [k]


@S
def provider_misc():
    name, tok, mark = G.self_identifying()
    ctx = R.randint(0, 2)
    if ctx == 0:
        txt = hook("Bash", {"command": "env | grep -i -E 'token|key' | sort"},
                   {"stdout": f"DISPATCH_MAP_STYLE=streets-v12\n{name.upper()}_TOKEN={tok}\nST_APP_KEY_REF=vault:fsm/st", "stderr": "", "interrupted": False})
    elif ctx == 1:
        txt = f"diff --git a/dispatch/settings.py b/dispatch/settings.py\n+# temporary, for the tech-notifications pilot\n+{name.upper()}_KEY = \"{tok}\"\n SERVICE_AREA_RADIUS_MI = 45\n"
    else:
        txt = f"2026-11-24 07:31:02 WARN tech-app-sync retrying request to integration {name}: token={tok} tech={tech()} job={job()}"
    return "self-identifying", txt, [mark]


@S
def fsm_db():
    pw = anypw()
    return "structural", (f"  fsm:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: fsm\n      POSTGRES_PASSWORD: {pw}\n"
                          f"  api:\n    environment:\n      DATABASE_URL: postgres://fsm:{pw}@fsm:5432/dispatch\n"), [pw]


@S
def fieldedge_sql():
    pw = anypw()
    return "structural", (f"# FieldEdge on-prem (legacy) - nightly export to the BI box\nsqlcmd -S FE-SERVER\\FIELDEDGE -U fe_report -P \"{pw}\" -d FieldEdge -Q \"SELECT WorkOrderNo, TechID FROM WorkOrders WHERE Status='Open'\""), [pw]


@S
def supplier_portal_chat():
    pw = R.choice([G.human_pw, legacy])()
    u = f"{co()}hvac"
    lang = R.randint(0, 2)
    txt = [f"[WhatsApp] Tony (office): for the Johnstone Supply counter login use acct {R.randint(10**5, 10**6)}, user {u}, pass {pw} - order the 3-ton coil for tomorrow's install",
           f"[WhatsApp] Tony (Büro): Login Großhändler-Portal: {u} / {pw}. Bitte die Pumpe für Auftrag {job()} bestellen.",
           f"[WhatsApp] Tony (oficina): usuario del portal del proveedor {u}, clave {pw}. Pide el condensador para mañana."][lang]
    return "structural", txt, [pw]


@S
def ticket_tech_login():
    pw = G.human_pw()
    return "structural", (f"IT ticket #{R.randint(1000, 9999)}: new hire {tech()} - accounts created\n  ServiceTitan Mobile: user {tech().lower()}.{G.s(LOW, 4)} temp password {pw}\n"
                          f"  Tablet: enrolled, asset tag T-{R.randint(100, 999)}\n  Fuel card: issued (PIN by SMS)"), [pw]


@S
def fuel_card_pin():
    p = pin(4)
    return "name-context", (f"Fleet note: van {R.randint(10, 60)} WEX fuel card ending {G.s(DIG, 4)} - driver PIN {p}. Card stays in the glovebox."), [p]


@S
def garage_door():
    c = pin(R.choice([4, 6]))
    return "name-context", (f"Job {job()} - LiftMaster opener replaced. Programmed customer keypad with new entry code {c} (customer chose it), "
                            f"MyQ hub linked to homeowner account."), [c]


@S
def hook_read_config():
    sec = "cs1." + G.s(LOW + DIG, 60)
    pw = anypw()
    content = f"[servicetitan]\ntenant = {R.randint(10**8, 10**9)}\nclient_secret = {sec}\n\n[smtp]\nhost = smtp.{co()}.com\nuser = dispatch\npassword = {pw}\n"
    return "name-context", hook("Read", {"file_path": "/opt/dispatch/config.ini"},
                                {"type": "text", "file": {"filePath": "/opt/dispatch/config.ini", "content": content, "numLines": 8}}), [sec, pw]


@S
def hook_bash_solaredge():
    k = G.s(UPPER + DIG, 32)
    return "structural", hook("Bash", {"command": f"python scripts/commission_check.py --site {R.randint(10**6, 10**7)} --url 'https://monitoringapi.solaredge.com/site/{R.randint(10**6, 10**7)}/details?api_key={k}'",
                                       "description": "verify new solar site reports"}, event="PreToolUse"), [k]


@S
def notebook_jobs():
    k = G.hexs(32)
    src = json.dumps({"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
                      "source": ["import requests, pandas as pd\n", f"H = {{'Authorization': 'Token {k}'}}\n",
                                 "jobs = requests.get('https://api.housecallpro.com/jobs', headers=H, params={'page_size': 100}).json()['jobs']\n",
                                 "pd.DataFrame(jobs)[['id', 'work_status', 'total_amount']].head()\n"], "outputs": []}, ensure_ascii=False, indent=1)
    return "structural", src, [k]


@S
def mysql_dispatch():
    pw = anypw()
    return "structural", (f"$ mysql -h 127.0.0.1 -u dispatch -p{pw} jobs_prod\nmysql: [Warning] Using a password on the command line interface can be insecure.\n"
                          f"mysql> select count(*) from visits where status='en_route';"), [pw]


@S
def ssh_key_gateway():
    block, line = G.pem(R.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY"]))
    return "self-identifying", (f"# key used by the tech tablets to reach the on-prem parts inventory box (do not commit!)\n$ cat keys/inventory_gw\n{block}"), [line]


@S
def smart_lock():
    c = pin(6)
    return "name-context", (f"Vacation rental turnover - HVAC PM visit {job()}\nProperty manager: \"Yale lock temporary code for your tech is {c}, valid Tue 8am-2pm.\""), [c]


@S
def stacktrace_st():
    sec = "cs1." + G.s(LOW + DIG, 60)
    return "name-context", (f"httpx.HTTPStatusError: Client error '400 Bad Request' for url 'https://auth.servicetitan.io/connect/token'\n"
                            f"  request body: grant_type=client_credentials&client_id=cid.{G.s(LOW + DIG, 25)}&client_secret={sec}\n"
                            f"  response: {{\"error\":\"invalid_client\"}}"), [sec]


@S
def csharp_fsm():
    pw = anypw()
    return "structural", (f"var conn = new SqlConnection(\"Data Source=tcp:{co()}-fsm.database.windows.net,1433;Initial Catalog=ServiceOps;User ID=techsync;Password={pw};Encrypt=True\");"), [pw]


@S
def rheem_econet():
    pw = G.human_pw()
    return "structural", (f"# pyeconet test against the customer's water heater (with permission)\nfrom pyeconet import EcoNetApiInterface\n"
                          f"api = await EcoNetApiInterface.login('homeowner{R.randint(1, 999)}@example.net', password='{pw}')\n"), [pw]


# ------------------------------------------------------------------ clean
@C
def c_job_json():
    return json.dumps({"id": int(job()), "jobNumber": job(), "customerId": R.randint(10**6, 10**7), "locationId": R.randint(10**6, 10**7),
                       "jobStatus": R.choice(["Scheduled", "Dispatched", "Completed"]), "businessUnitId": R.randint(1000, 9999),
                       "summary": R.choice(["No heat - furnace short cycling", "AC not cooling, check refrigerant", "Water heater replacement 50gal"]),
                       "createdOn": f"2026-11-{R.randint(10, 28)}T1{R.randint(0, 9)}:00:00Z"}, indent=2)


@C
def c_st_env_example():
    return (f"# .env.example\nST_TENANT_ID=<tenant id>\nST_CLIENT_ID=cid.<your client id>\nST_CLIENT_SECRET=\nST_APP_KEY=ak1.xxxxxxxxxxxxxxxxxxxxxxxxx\n"
            f"JOBBER_CLIENT_SECRET=changeme\nHCP_API_KEY=${{HCP_API_KEY}}\nDISPATCH_TZ={R.choice(['America/Chicago', 'America/Denver', 'Europe/Berlin'])}\n")


@C
def c_visit_table():
    rows = "\n".join(f"{tech():8} {R.randint(7, 16):02d}:{R.choice(['00', '30'])}  {job()}  {addr():28} {R.choice(['PM', 'Repair', 'Install', 'Estimate'])}" for _ in range(5))
    return "TECH     TIME   JOB       ADDRESS                      TYPE\n" + rows


@C
def c_inverter_serials():
    return (f"Site handover sheet\n  Inverter: SE{R.choice([7600, 10000, 11400])}H-US, S/N 7E{G.hexs(6).upper()}-{G.hexs(2).upper()}\n  SolarEdge site id: {R.randint(10**6, 10**7)}\n"
            f"  Optimizers: {R.randint(12, 40)} x S440, first S/N {G.s(DIG, 8)}-{G.hexs(2).upper()}\n  Meter: RGM, S/N {G.s(DIG, 10)}\n  Permit: B{G.s(DIG, 7)}")


@C
def c_envoy_info():
    return (f"$ curl -sk https://envoy.local/info\n<envoy_info><device><sn>{G.s(DIG, 12)}</sn><pn>800-00{R.randint(500, 699)}-r{R.randint(1, 9)}</pn>"
            f"<software>D{R.randint(7, 8)}.{R.randint(0, 9)}.{R.randint(10, 99)}</software><imeter>true</imeter></device><build_id>{G.hexs(40)}</build_id></envoy_info>")


@C
def c_thermostat_list():
    return json.dumps({"page": {"page": 1, "totalPages": 1}, "thermostatList": [{"identifier": G.s(DIG, 12), "name": R.choice(["Upstairs", "Main Floor", "Basement"]),
                                                                               "modelNumber": R.choice(["nikeSmart", "athenaSmart", "aresSmart"]), "brand": "ecobee",
                                                                               "thermostatRev": G.s(DIG, 14)}],
                       "status": {"code": 0, "message": ""}}, indent=1)


@C
def c_mac_list():
    return "\n".join(f"{G.s(DIG, 3)}  {':'.join(G.hexs(2) for _ in range(6))}  {R.choice(['ecobee3', 'Nest-T', 'IQ-Gateway', 'Wallbox', 'GEN24'])}  10.0.{R.randint(0, 9)}.{R.randint(2, 250)}" for _ in range(5))


@C
def c_refrigerant_log():
    return (f"Refrigerant log - job {job()}\n  System: {R.choice(['Carrier 24ACC6', 'Trane XR14', 'Goodman GSX16'])} S/N {G.s(DIG, 4)}E{G.s(DIG, 5)}\n  R-410A added: {R.randint(1, 4)} lb {R.randint(0, 15)} oz\n"
            f"  Superheat {R.randint(6, 14)}F, subcool {R.randint(8, 14)}F\n  Cylinder lot {G.s(UPPER + DIG, 8)}\n  EPA cert #{G.s(DIG, 9)}")


@C
def c_ocpp_boot():
    return (f"[2, \"{G.uuid()}\", \"BootNotification\", {{\"chargePointVendor\": \"Wallbox\", \"chargePointModel\": \"PLP1\", "
            f"\"chargePointSerialNumber\": \"{G.s(DIG, 6)}\", \"firmwareVersion\": \"6.{R.randint(0, 9)}.{R.randint(0, 30)}\", \"meterSerialNumber\": \"{G.s(DIG, 8)}\"}}]")


@C
def c_route_plan():
    stops = [{"id": job(), "lat": round(41 + R.random(), 6), "lng": round(-88 + R.random(), 6), "eta": f"{R.randint(7, 16):02d}:{R.randint(0, 59):02d}"} for _ in range(3)]
    return json.dumps({"solution": {tech(): stops}, "status": "success", "total_travel_time": R.randint(60, 400), "job_id": G.hexs(24)}, indent=1)


@C
def c_webhook_sig():
    return (f"POST /webhooks/jobber HTTP/1.1\nX-Jobber-Hmac-SHA256: {G.b64(32)}\nContent-Type: application/json\n\n"
            f"{{\"data\": {{\"webHookEvent\": {{\"topic\": \"VISIT_COMPLETE\", \"appId\": \"{G.uuid()}\", \"accountId\": \"{G.b64(18)}\", \"itemId\": \"{G.b64(21)}\"}}}}}}")


@C
def c_hcp_webhook():
    return (f"Api-Signature: {G.hexs(64)}\nApi-Timestamp: {1764000000 + R.randint(0, 9999999)}\n"
            f"{{\"event\": \"job.completed\", \"job\": {{\"id\": \"job_{G.hexs(32)}\", \"invoice_number\": \"{R.randint(1000, 9999)}\"}}}}")


@C
def c_mapbox_pk():
    return (f"// public map style for the customer ETA page\nmapboxgl.accessToken = 'pk.eyJ1Ijoi{G.s(B62, 16)}IiwiYSI6Im{G.s(B62, 20)}In0.{G.s(URLSAFE, 22)}';\n"
            f"const map = new mapboxgl.Map({{ container: 'eta-map', style: 'mapbox://styles/mapbox/streets-v12', zoom: {R.randint(9, 14)} }});")


@C
def c_gha_secrets():
    return (f"      - name: Deploy dispatch API\n        run: ./deploy.sh {R.choice(['staging', 'prod'])}\n        env:\n          ST_CLIENT_SECRET: ${{{{ secrets.ST_CLIENT_SECRET }}}}\n"
            f"          ST_APP_KEY: ${{{{ secrets.ST_APP_KEY }}}}\n          ROUTIFIC_TOKEN: ${{{{ secrets.ROUTIFIC_TOKEN }}}}\n      - uses: actions/upload-artifact@{G.sha1()}\n")


@C
def c_k8s():
    return (f"apiVersion: apps/v1\nkind: Deployment\nmetadata: {{name: tech-sync}}\nspec:\n  template:\n    spec:\n      containers:\n      - name: sync\n"
            f"        image: ghcr.io/{co()}/tech-sync@sha256:{G.sha256()}\n        envFrom:\n        - secretRef: {{name: fsm-credentials}}\n")


@C
def c_lockfile():
    return (f"gems:\n    twilio-ruby ({R.randint(5, 7)}.{R.randint(0, 9)}.{R.randint(0, 9)})\nCHECKSUMS\n  twilio-ruby (7.3.{R.randint(0, 9)}) sha256={G.sha256()}\n"
            f"  faraday (2.12.{R.randint(0, 3)}) sha256={G.sha256()}\n")


@C
def c_yarn_lock():
    return (f"\"@react-native-community/geolocation@^3.4.0\":\n  version \"3.4.{R.randint(0, 9)}\"\n  resolved \"https://registry.yarnpkg.com/@react-native-community/geolocation/-/geolocation-3.4.0.tgz#{G.sha1()}\"\n"
            f"  integrity sha512-{G.b64(64)}")


@C
def c_git_log():
    return "\n".join(f"{G.sha1()[:R.choice([7, 12])]} {m}" for m in R.sample([
        "dispatch: drag-to-reassign visits", "tablet: offline photo queue", "st: paginate jobs by modifiedOnOrAfter", "route: respect tech skills",
        "jobber: handle VISIT_COMPLETE webhook", "solar: poll SolarEdge overview every 15m", "ocpp: answer Heartbeat", "invoice: add financing banner"], 4))


@C
def c_prose_gatecodes():
    return R.choice([
        "Policy update: gate codes, lockbox codes and alarm codes go in the customer's secure access field (masked, visible only on the day of the visit), never in job notes or summaries. Audit ref FS-" + G.s(DIG, 4),
        "Reminder: do not text door codes to techs. Dispatch will attach them to the visit in ServiceTitan, where they expire after the appointment. Thanks! - Ops " + G.s(DIG, 3),
        "Hinweis: Zugangscodes (Tor, Schlüsseltresor, Alarm) bitte nur im geschützten Feld des Auftrags speichern. Ticket " + G.s(DIG, 5)])


@C
def c_prose_installer():
    return (f"Commissioning SOP {G.s(UPPER, 2)}-{R.randint(10, 99)}: the installer password of the inverter is stored per site in the password manager under "
            f"\"Sites / <site id>\"; change the factory default during commissioning and record only that it was changed.")


@C
def c_estimate():
    return (f"ESTIMATE #{R.randint(10000, 99999)}\n{co().title()} Heating & Air\n  Replace condenser 3 ton 16 SEER2 ........ ${R.randint(4000, 9000)}.00\n"
            f"  Line set flush ............................ ${R.randint(100, 400)}.00\n  Permit ................................... ${R.randint(50, 200)}.00\n"
            f"Financing available - application id {G.uuid()}\nValid 30 days.")


@C
def c_invoice_pdf_meta():
    return (f"Invoice {R.randint(1000, 9999)} paid - Stripe charge ch_{G.s(B62, 24)}, receipt #{G.s(DIG, 4)}-{G.s(DIG, 4)}, card •••• {G.s(DIG, 4)}, "
            f"PaymentIntent pi_{G.s(B62, 24)}")


@C
def c_tracking():
    return f"Parts order PO-{R.randint(10000, 99999)} shipped via {R.choice(['UPS', 'FedEx'])} tracking {R.choice(['1Z' + G.s(UPPER + DIG, 16), G.s(DIG, 12)])}, ETA 2026-11-{R.randint(10, 28)}, warehouse bin {G.s(UPPER, 1)}-{R.randint(1, 40)}"


@C
def c_warranty():
    return (f"Warranty registration confirmation\n  Model: {G.s(UPPER, 3)}{G.s(DIG, 3)}{G.s(UPPER, 1)}{G.s(DIG, 3)}\n  Serial: {G.s(DIG, 4)}{G.s(UPPER, 1)}{G.s(DIG, 5)}\n"
            f"  Confirmation number: {G.s(UPPER + DIG, 10)}\n  Install date: 2026-11-{R.randint(10, 28)}")


@C
def c_hook_ls():
    return hook("Bash", {"command": "ls -la config/"},
                {"stdout": f"total 24\n-rw-r--r-- 1 dev dev  {R.randint(200, 900)} Nov 24 09:12 dispatch.example.ini\n-rw------- 1 dev dev  {R.randint(200, 900)} Nov 24 09:12 .env\n"
                           f"-rw-r--r-- 1 dev dev {R.randint(1000, 5000)} Nov 24 09:12 routes.yml", "stderr": "", "interrupted": False})


@C
def c_hook_read_code():
    return hook("Read", {"file_path": "app/services/st_client.rb"},
                {"type": "text", "file": {"filePath": "app/services/st_client.rb", "numLines": 7,
                                          "content": "class StClient\n  def initialize\n    @app_key = ENV.fetch('ST_APP_KEY')\n    @secret = Rails.application.credentials.dig(:servicetitan, :client_secret)\n"
                                                     f"  end\n  TENANT = {R.randint(10**8, 10**9)}\nend\n"}})


@C
def c_public_key():
    body = "\n".join(G.b64(48) for _ in range(R.randint(4, 8)))
    return f"# OCPP Security Profile 2 - CSMS server certificate, install on the charger\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@C
def c_ssh_pub():
    return f"# tablets' known_hosts entry for the inventory gateway\ninventory.{co()}.local ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI{G.s(B62 + '+/', 120)}="


@C
def c_checksums():
    return (f"Firmware bundle for GEN24 (from the vendor portal)\n  fro{R.randint(10000, 99999)}.upd  sha256 {G.sha256()}\n  release notes: 1.3{R.randint(0, 9)}.{R.randint(0, 9)}-{R.randint(1, 9)}")


@C
def c_modbus_map():
    return "\n".join(f"{R.randint(30001, 40999)}  {R.choice(['Outdoor temp', 'Leaving water temp', 'Compressor Hz', 'Operation mode', 'Error code'])}  {R.choice(['INT16', 'UINT16'])}  x{R.choice(['0.1', '1'])}" for _ in range(6))


@C
def c_chat_clean():
    return R.choice([f"#dispatch [08:{R.randint(10, 59)}] {tech()}: on site at {addr()}, furnace error code 33, pressure switch. Need part # {G.s(UPPER, 2)}{G.s(DIG, 6)}",
                     f"#dispatch [13:{R.randint(10, 59)}] office: moved job {job()} to tomorrow, customer asked. Route re-optimised (plan {G.hexs(12)}).",
                     f"[WhatsApp] {tech()}: inverter online, site id {R.randint(10**6, 10**7)} showing {R.randint(1, 9)}.{R.randint(0, 9)} kW in the portal. Leaving now."])


@C
def c_base64_photo():
    return f"{{\"jobId\": {job()}, \"photo\": \"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{G.b64(60)}\", \"caption\": \"before - condenser coil\"}}"


@C
def c_uuid_ids():
    return f"technician_id={G.uuid()} appointment_id={G.uuid()} tenant={R.randint(10**8, 10**9)} request_id={G.hexs(32)} trace=00-{G.hexs(32)}-{G.hexs(16)}-01"


@C
def c_tf():
    return (f"variable \"servicetitan_client_secret\" {{\n  type      = string\n  sensitive = true\n}}\n\nresource \"google_secret_manager_secret\" \"st\" {{\n"
            f"  secret_id = \"st-client-secret-{R.choice(['prod', 'staging'])}\"\n  replication {{ auto {{}} }}\n}}")


@C
def c_notebook_env():
    return json.dumps({"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
                       "source": ["import os, requests\n", "H = {'Authorization': f\"Token {os.environ['HCP_API_KEY']}\"}\n",
                                  f"r = requests.get('https://api.housecallpro.com/customers', headers=H, params={{'page_size': {R.randint(10, 100)}}})\n"],
                       "outputs": []}, indent=1)


@C
def c_placeholder_curl():
    return (f"curl 'https://api.servicetitan.io/crm/v2/tenant/{{tenant}}/customers' \\\n  -H 'Authorization: <access token>' -H 'ST-App-Key: <app key>'\n"
            f"# docs: use the integration environment (auth-integration.servicetitan.io) for tests, step {R.randint(2, 8)}")


@C
def c_pairing_code():
    return (f"Nest thermostat add: enter the entry key shown on the thermostat ({G.s(UPPER + DIG, 7)}) in the Google Home app. "
            f"The key is valid for this pairing only and only works on the device's own screen.")


@C
def c_service_agreement():
    return (f"Membership {R.choice(['Comfort Club', 'Gold Plan', 'Care Plus'])} #{G.s(DIG, 7)} - renewal 2026-{R.randint(1, 12):02d}-{R.randint(10, 28)}\n"
            f"  visits remaining: {R.randint(0, 2)}, discount {R.choice([10, 15])}%, agreement id {G.uuid()}")


@C
def c_masked_log():
    return (f"2026-11-24 07:{R.randint(10, 59)}:02 INFO tech-app-sync: token refreshed for tenant {R.randint(10**8, 10**9)} (client_secret=****, expires_in=900) "
            f"trace={G.hexs(16)}")


@C
def c_wifi_prose():
    return (f"Install tip: if the thermostat won't join, check that the customer's 2.4 GHz network is enabled; ask the homeowner to type "
            f"the Wi-Fi password on the device themselves rather than reading it to you. KB-{R.randint(100, 999)}")


def main():
    secs = []
    i = 0
    while len(secs) < 250:
        cls, text, vals = SECRETS[i % len(SECRETS)]()
        vals = list(dict.fromkeys(vals))
        i += 1
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (FAMILY, i, v)
        secs.append((cls, text, vals))
    clean = [CLEAN[j % len(CLEAN)]() for j in range(100)]
    allv = [v for _, _, vs in secs for v in vs if len(v) >= 8]
    for t in clean:
        for v in allv:
            assert v not in t, (FAMILY, v)
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    by = {}
    for cls, _, vals in secs:
        r, v = by.get(cls, (0, 0))
        by[cls] = (r + 1, v + len(vals))
    print(FAMILY, "templates", len(SECRETS), len(CLEAN), "records", len(secs), "values", sum(len(v) for _, _, v in secs),
          "by class", by, "clean distinct", len(set(clean)))


if __name__ == "__main__":
    main()
