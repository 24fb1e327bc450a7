"""Blind redaction source "hvacservice": HVAC contractors and building services (round 62, helper corpora34).

Field-service apps, thermostat fleets, BACnet/Modbus gateways, refrigerant tracking, dispatch.
Seeded and deterministic; imports only the standard library and _tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "hvacservice"
g = Gen(6202)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits
LD = LOW + DIG


# ---------------------------------------------------------------- value helpers
def pin(n=None):
    return g.s(DIG, n or R.choice([4, 4, 5, 6]))


def wordpw():
    w = R.choice(["Chiller", "compressor", "Furnace", "AirHandler", "Damper", "Condenser", "Ductwork", "r410a",
                  "R454B", "Heatpump", "Boiler", "VAVbox", "Rooftop", "Trane", "Carrier", "Lennox", "Jace",
                  "Niagara", "Metasys", "Frost", "Glycol", "Tonnage", "Superheat", "Thermo"])
    return w + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "$", "@", "*", "."])


def phrase():
    ws = ["coil", "filter", "blower", "return", "supply", "damper", "static", "setpoint", "economizer", "zone",
          "vane", "louver", "duct", "freon", "tstat", "relay", "capacitor", "contactor"]
    sep = R.choice(["-", ".", "_"])
    return sep.join(R.sample(ws, R.choice([3, 4]))) + sep + str(R.randint(10, 99))


def legacy():
    return R.choice(["hvac", "bms", "jace", "tech", "svc", "mech", "bas"]) + g.s(LOW, R.randint(2, 3)) + g.s(DIG, R.randint(1, 3))


def pw():
    return [wordpw, phrase, legacy, g.machine_pw, g.human_pw, wordpw][R.randint(0, 5)]()


def st_secret():
    return "cs1." + g.s(LD, 50)


def st_appkey():
    return "ak1." + g.s(LD, 25)


def st_cid():
    return "cid." + g.s(LD, 25)


def gocspx():
    return "GOCSPX-" + g.s(URLSAFE, 28)


def samsara():
    return "samsara_api_" + g.s(B62, 30)


def qbo_refresh():
    return "AB11" + g.s(DIG, 10) + g.s(B62, 36)


def tech():
    return R.choice(["Luis M.", "Dana K.", "Tyrone B.", "Marisol R.", "Jake P.", "Ahmed S.", "Kris W.", "Hector V."])


def site():
    return R.choice(["Maple Ridge Elementary", "Hillcrest Medical Office", "Riverside Plaza Bldg B", "St. Anne's Parish Hall",
                     "Oakwood Senior Living", "Harbor Cold Storage", "Lakeview Apartments", "Northgate Data Hall 2"])


def addr():
    return f"{R.randint(100, 9999)} {R.choice(['Elm', 'Cedar', 'Industrial', 'Commerce', 'Lake', 'Route 9'])} {R.choice(['St', 'Ave', 'Pkwy', 'Dr'])}"


def job():
    return str(R.randint(10**7, 10**8))


def hook(tool, tinput, resp=None):
    d = {"session_id": g.uuid(), "hook_event_name": R.choice(["PostToolUse", "PreToolUse"]),
         "cwd": "/home/dev/" + R.choice(["dispatch-sync", "bms-gateway", "tstat-fleet", "refrig-tracker"]),
         "tool_name": tool, "tool_input": tinput}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False, indent=R.choice([None, 2]))


S = []
C = []


def add(cls, text, *vals):
    S.append((cls, text, list(vals)))


# ---------------------------------------------------------------- secret templates
def t_st_env():
    s = st_secret()
    t = R.choice([
        f"ST_TENANT_ID={R.randint(10**8, 10**10)}\nST_CLIENT_ID={st_cid()}\nST_CLIENT_SECRET={s}\nST_APP_KEY={st_appkey()}\nST_ENV=production",
        f"servicetitan:\n  tenant: {R.randint(10**8, 10**10)}\n  client_id: {st_cid()}\n  client_secret: \"{s}\"\n  app_key: {st_appkey()}",
        f"curl -X POST https://auth.servicetitan.io/connect/token \\\n  -d grant_type=client_credentials \\\n  -d client_id={st_cid()} \\\n  -d client_secret={s}",
    ])
    add("self-identifying", t, s)


def t_st_bearer():
    j = g.jwt()
    t = (f"GET /jpm/v2/tenant/{R.randint(10**8, 10**10)}/jobs?modifiedOnOrAfter=2026-11-01 HTTP/1.1\nHost: api.servicetitan.io\n"
         f"Authorization: Bearer {j}\nST-App-Key: {st_appkey()}\n")
    add("self-identifying", t, j)


def t_st_webhook():
    k = g.b64(32)
    t = R.choice([
        f"# ServiceTitan webhook → our dispatch board\nST_WEBHOOK_SIGNING_KEY={k}",
        f"expected = base64.b64encode(hmac.new(base64.b64decode(\"{k}\"), body, hashlib.sha256).digest())",
    ])
    add("name-context", t, k)


def t_hcp():
    k = g.hexs(32)
    t = R.choice([
        f"curl https://api.housecallpro.com/jobs?scheduled_start_min=2026-12-01 -H \"Authorization: Token {k}\"",
        f"HOUSECALL_PRO_API_KEY={k}\nSYNC_INTERVAL_MIN=10",
        f"const hcp = axios.create({{ baseURL: 'https://api.housecallpro.com', headers: {{ Authorization: `Token {k}` }} }});",
    ])
    cls = "structural" if "Token " in t else "name-context"
    add(cls, t, k)


def t_jobber():
    s = g.hexs(64)
    t = R.choice([
        f"JOBBER_CLIENT_ID={g.uuid()}\nJOBBER_CLIENT_SECRET={s}\nJOBBER_REDIRECT_URI=https://dispatch.example-hvac.com/oauth/jobber",
        f"config.jobber = {{\n  clientId: '{g.uuid()}',\n  clientSecret: '{s}',\n}};",
    ])
    add("name-context", t, s)


def t_fieldedge():
    p = pw()
    t = R.choice([
        f"[fieldedge]\nserver = fe-sql01\\FIELDEDGE\nuser = fe_reports\npassword = {p}",
        f"Server=fe-sql01\\FIELDEDGE;Database=FieldEdge;User Id=fe_reports;Password={p};TrustServerCertificate=True",
        f"sqlcmd -S fe-sql01\\FIELDEDGE -U fe_reports -P {p} -Q \"SELECT WorkOrderNo, Status FROM WorkOrders WHERE Status='Dispatched'\"",
    ])
    cls = "structural" if "Password=" in t else "name-context"
    add(cls, t, p)


def t_qbo():
    r = qbo_refresh()
    s = g.s(B62, 40)
    t = f"QBO_CLIENT_ID=AB{g.s(B62, 48)}\nQBO_CLIENT_SECRET={s}\nQBO_REFRESH_TOKEN={r}\nQBO_REALM_ID={g.s(DIG, 19)}"
    add("name-context", t, s, r)


def t_ecobee():
    rt = g.s(B62, 32)
    t = R.choice([
        f"$ curl -s -X POST 'https://api.ecobee.com/token?grant_type=refresh_token&code={rt}&client_id={g.s(B62, 32)}'",
        f"{{\n  \"ecobee\": {{\n    \"api_key\": \"{g.s(B62, 32)}\",\n    \"refresh_token\": \"{rt}\"\n  }},\n  \"fleet\": \"property-mgmt-east\"\n}}",
    ])
    cls = "structural" if "code=" in t else "name-context"
    add(cls, t, rt)


def t_ecobee_access():
    a = g.jwt()
    t = f"GET https://api.ecobee.com/1/thermostat?format=json&body={{\"selection\":{{\"selectionType\":\"registered\",\"includeRuntime\":true}}}}\nAuthorization: Bearer {a}"
    add("self-identifying", t, a)


def t_nest():
    s, r = gocspx(), g.google_refresh()
    t = R.choice([
        f"NEST_PROJECT_ID={g.uuid()}\nGOOGLE_CLIENT_ID={R.randint(10**11, 10**12)}-{g.s(LD, 32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET={s}\nGOOGLE_REFRESH_TOKEN={r}",
        f"curl -L -X POST 'https://www.googleapis.com/oauth2/v4/token?client_id=xxxx.apps.googleusercontent.com&client_secret={s}&refresh_token={r}&grant_type=refresh_token'",
    ])
    add("self-identifying", t, s, r)


def t_resideo():
    s = g.s(B62, 16)
    t = R.choice([
        f"# Resideo (Honeywell Home) developer app\nRESIDEO_CONSUMER_KEY={g.s(B62, 32)}\nRESIDEO_CONSUMER_SECRET={s}",
        f"auth = base64.b64encode(f\"{{consumer_key}}:{s}\".encode())  # consumer secret inline for the test",
    ])
    add("name-context", t, s)


def t_kumo():
    p = pw()
    u = R.choice(["service@", "fleet@", "ops@"]) + "example-hvac.com"
    t = R.choice([
        f"# pykumo — Mitsubishi minisplits at {site()}\nkumo = pykumo.KumoCloudAccount.Factory(username=\"{u}\", password=\"{p}\")",
        f"sensi:\n  username: {u}\n  password: '{p}'\n  poll_seconds: 300",
        f"daikin_one:\n  email: {u}\n  integrator_password: \"{p}\"",
    ])
    add("name-context", t, p)


def t_daikin_token():
    k = g.s(B62 + "-_", 40)
    t = f"curl -H 'x-api-key: {g.s(B62, 40)}' -H 'Authorization: Bearer {k}' https://integrator-api.daikinskyport.com/devices"
    add("structural", t, k)


def t_mqtt_fleet():
    p = pw()
    t = R.choice([
        f"mosquitto_sub -h mqtt.tstat-fleet.example.net -p 8883 -u fleetsvc -P '{p}' -t 'tstat/+/telemetry' -v",
        f"broker:\n  url: mqtts://fleetsvc:{p}@mqtt.tstat-fleet.example.net:8883\n  topics: [\"tstat/+/telemetry\", \"tstat/+/cmd\"]",
        f"client.username_pw_set(\"fleetsvc\", \"{p}\")\nclient.connect(\"mqtt.tstat-fleet.example.net\", 8883)",
    ])
    add("structural", t, p)


def t_aws_iot():
    block, line = g.pem("RSA PRIVATE KEY")
    t = f"$ cat /etc/tstat-gw/certs/private.pem.key\n{block}\n$ systemctl restart tstat-gw"
    add("self-identifying", t, line)


def t_niagara():
    p = pw()
    t = R.choice([
        f"JACE-8000 at {site()}: station admin / {p}, platform user tridium-svc same pw. Fox on 1911, foxs 4911.",
        f"| host | user | pass |\n|---|---|---|\n| jace-{g.s(DIG, 2)}.bas.local | admin | {p} |\n| supervisor | admin | (AD) |",
        f"niagara:\n  station: https://jace-{g.s(DIG, 2)}.bas.local\n  username: obix_reader\n  password: \"{p}\"",
    ])
    cls = "structural" if ("|" in t or " / " in t) else "name-context"
    add(cls, t, p)


def t_obix():
    u, p = "obix_reader", pw()
    a = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = (f"GET /obix/config/Drivers/BacnetNetwork/AHU_1/points/SAT/ HTTP/1.1\nHost: jace-{g.s(DIG, 2)}.bas.local\nAuthorization: Basic {a}\n\n"
         f"HTTP/1.1 200 OK\n<real val=\"55.2\" href=\"SAT/\" unit=\"obix:units/fahrenheit\"/>")
    add("structural", t, a)


def t_metasys():
    p = pw()
    j = g.jwt()
    t = R.choice([
        f"POST /api/v4/login HTTP/1.1\nHost: adx01.campus.local\nContent-Type: application/json\n\n{{\"username\":\"api-svc\",\"password\":\"{p}\"}}",
        f"HTTP/1.1 200 OK\n{{\"accessToken\":\"{j}\",\"expires\":\"2026-12-04T12:30:00Z\"}}",
    ])
    add("name-context" if p in t else "self-identifying", t, p if p in t else j)


def t_eclypse():
    p = pw()
    t = R.choice([
        f"curl -k -u admin:{p} https://10.{R.randint(1, 250)}.{R.randint(1, 250)}.{R.randint(2, 250)}/api/rest/v1/protocols/bacnet/local/objects",
        f"requests.get(f\"https://{{ip}}/api/rest/v2/services/bacnet\", auth=(\"admin\", \"{p}\"), verify=False)",
    ])
    add("structural", t, p)


def t_webctrl():
    p = pw()
    t = (f"<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">\n <soapenv:Header>\n  <wsse:Security>\n"
         f"   <wsse:UsernameToken><wsse:Username>webctrl_api</wsse:Username><wsse:Password>{p}</wsse:Password></wsse:UsernameToken>\n"
         f"  </wsse:Security>\n </soapenv:Header>\n <soapenv:Body><getValue><path>#ahu_1/sa_temp</path></getValue></soapenv:Body>\n</soapenv:Envelope>")
    add("structural", t, p)


def t_bacnet_pw():
    p = R.choice([pin(6), legacy(), wordpw()])
    t = R.choice([
        f"$ bacrd {R.randint(1000, 400000)} warmstart {p}\nReinitializeDevice Acknowledged!",
        f"# BACnet DCC/Reinit password on the Trane UC600s at {site()} is {p} (same on all 14 units)",
        f"bacnet.reinitialize(address=\"{R.randint(2, 250)}:{R.randint(1, 127)}\", state=\"coldstart\", password=\"{p}\")",
        f"YABE → Device Communication Control → Disable, password \"{p}\", duration 30 min",
    ])
    cls = "name-context"
    add(cls, t, p)


def t_bacsc():
    block, line = g.pem("EC PRIVATE KEY")
    t = f"# BACnet/SC hub operational key (node: hub-primary)\n{block}"
    add("self-identifying", t, line)


def t_moxa():
    p = pw()
    t = R.choice([
        f"MGate 5105 (Modbus TCP ↔ BACnet) at {site()} — web login admin/{p}, firmware 4.3",
        f"# Modbus gateway inventory\nip,model,user,password\n10.8.{R.randint(1, 99)}.20,MGate MB3180,admin,{p}\n10.8.{R.randint(1, 99)}.21,Anybus X-gateway,admin,(see vault)",
        f"ssh admin@10.8.{R.randint(1, 99)}.20  # pw: {p}",
    ])
    cls = "name-context" if t.startswith("ssh ") else "structural"
    add(cls, t, p)


def t_snmp():
    c = R.choice([legacy(), wordpw(), g.s(B62, 12)])
    t = R.choice([
        f"snmpwalk -v2c -c {c} 10.{R.randint(1, 250)}.4.{R.randint(2, 250)} 1.3.6.1.4.1.318  # CRAC units in the data hall",
        f"snmp-server community {c} RO 10\nsnmp-server location {site()}",
        f"[[inputs.snmp]]\n  agents = [\"udp://10.4.0.31:161\"]\n  community = \"{c}\"\n  version = 2",
    ])
    add("name-context", t, c)


def t_snmpv3():
    a, p = pw(), pw()
    t = f"snmpget -v3 -l authPriv -u bmsmon -a SHA -A '{a}' -x AES -X '{p}' 10.20.1.5 sysUpTime.0"
    add("name-context", t, a, p)


def t_ewon():
    p = pw()
    t = R.choice([
        f"curl 'https://m2web.talk2m.com/t2mapi/get/{site().split()[0]}_Flexy/rcgi.bin/ParamForm?AST_Param=$$dtIV' \\\n  -d 't2maccount=hvacsvc&t2musername=tech1&t2mpassword={p}&t2mdeveloperid={g.uuid()}'",
        f"Talk2M account: hvacsvc, user: tech1, password {p} — eCatcher for the Flexy at the chiller plant",
    ])
    cls = "structural" if "t2mpassword=" in t else "name-context"
    add(cls, t, p)


def t_remote():
    p = R.choice([pw(), pin(6)])
    t = R.choice([
        f"TeamViewer on the front-end PC at {site()}: ID {R.randint(100, 999)} {R.randint(100, 999)} {R.randint(100, 999)}, password {p}",
        f"AnyDesk unattended access for the BAS workstation — {R.randint(100000000, 999999999)} / {p}",
        f"Remote to the Alerton front end: vnc://10.2.{R.randint(1, 99)}.5  VNC password: {p}",
    ])
    cls = "structural" if " / " in t else "name-context"
    add(cls, t, p)


def t_vpn():
    k = g.s(B62, 24)
    t = R.choice([
        f"conn bms-{site().split()[0].lower()}\n  left=%defaultroute\n  right=203.0.113.{R.randint(2, 250)}\n  authby=secret\n\n# /etc/ipsec.secrets\n%any 203.0.113.{R.randint(2, 250)} : PSK \"{k}\"",
        f"set vpn ipsec site-to-site peer 198.51.100.{R.randint(2, 250)} authentication pre-shared-secret {k}",
    ])
    add("name-context", t, k)


def t_wifi():
    p = R.choice([wordpw(), phrase(), g.s(B62, 12)])
    t = R.choice([
        f"Mech room Wi-Fi for the RTU gateway: SSID BAS-MECH-2G, WPA2 key {p}",
        f"network={{\n    ssid=\"HVAC-IOT\"\n    psk=\"{p}\"\n    key_mgmt=WPA-PSK\n}}",
    ])
    add("name-context", t, p)


def t_gate_codes():
    gc, lb, al = pin(4), pin(4), pin(4)
    t = R.choice([
        f"Job #{job()} — {site()}, {addr()}\nAccess: gate code #{gc}*, lockbox on the hose bib: {lb}. Alarm panel by back door, disarm {al}. Dog in the yard.",
        f"DISPATCH NOTE: roof hatch key in lockbox (code {lb}) next to the electrical room. Building alarm code {al}. Call super before 7am.",
    ])
    vals = [v for v in (gc, lb, al) if v in t]
    add("name-context", t, *vals)


def t_tenant_portal():
    p = pw()
    t = f"Property mgr portal for {site()}: https://portal.example-pm.com  login: hvac-vendor@example-hvac.com  pw: {p}\nSubmit invoices there, not by email."
    add("name-context", t, p)


def t_twilio():
    tok = g.hexs(32)
    t = R.choice([
        f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM=+1555{g.s(DIG, 7)}  # 'tech on the way' texts",
        f"client = Client(\"AC{g.hexs(32)}\", \"{tok}\")\nclient.messages.create(to=cust_phone, from_=FROM, body=f\"{{tech}} is en route, ETA {{eta}}\")",
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC{g.hexs(32)}/Messages.json -u AC{g.hexs(32)}:{tok} --data-urlencode 'Body=Your tech is on the way'",
    ])
    cls = "structural" if "-u AC" in t else "name-context"
    add(cls, t, tok)


def t_twilio_sk():
    k = g.twilio()
    t = f"TWILIO_API_KEY={k}\nTWILIO_API_SECRET={g.s(B62, 32)}"
    sec = t.split("TWILIO_API_SECRET=")[1]
    add("self-identifying", t, k, sec)


def t_gmaps():
    k = g.google_api()
    t = R.choice([
        f"GOOGLE_MAPS_API_KEY={k}  # route optimisation for the dispatch board (server-side, Distance Matrix)",
        f"https://maps.googleapis.com/maps/api/distancematrix/json?origins={addr().replace(' ', '+')}&destinations=...&key={k}",
    ])
    add("self-identifying", t, k)


def t_samsara():
    k = samsara()
    t = R.choice([
        f"curl -H 'Authorization: Bearer {k}' https://api.samsara.com/fleet/vehicles/locations",
        f"SAMSARA_API_TOKEN={k}\nVAN_GROUP_ID={R.randint(10**5, 10**6)}",
    ])
    add("self-identifying", t, k)


def t_geotab():
    p = pw()
    t = f"api = mygeotab.API(username=\"dispatch@example-hvac.com\", password=\"{p}\", database=\"examplehvac\")\napi.authenticate()"
    add("name-context", t, p)


def t_stripe():
    k = g.stripe()
    t = R.choice([
        f"STRIPE_SECRET_KEY={k}  # tech app card-on-file for maintenance agreements",
        f"Stripe::setApiKey('{k}');\n$intent = \\Stripe\\PaymentIntent::create(['amount' => $invoiceTotal, 'currency' => 'usd']);",
    ])
    add("self-identifying", t, k)


def t_wisetack():
    k = g.s(B62, 40)
    t = f"# financing offers on estimates\nWISETACK_API_KEY={k}\nWISETACK_MERCHANT_ID={g.uuid()}"
    add("name-context", t, k)


def t_refrig_tracker():
    k = g.s(B62, 32)
    t = R.choice([
        f"refrigerant_tracker:\n  base_url: https://api.reftrack.example.com/v2\n  api_key: {k}\n  default_cylinder_location: VAN-{R.randint(1, 40):02d}",
        f"POST /v2/leak-events HTTP/1.1\nHost: api.reftrack.example.com\nX-Api-Key: {k}\n\n{{\"equipment\":\"RTU-{R.randint(1, 20)}\",\"refrigerant\":\"R-410A\",\"lbs_added\":{R.randint(1, 30)}.{R.randint(0, 9)},\"epa608\":\"{g.s(UPPER, 2)}{g.s(DIG, 8)}\"}}",
    ])
    cls = "structural" if "X-Api-Key" in t else "name-context"
    add(cls, t, k)


def t_cdx():
    p = pw()
    t = R.choice([
        f"AIM Act / CDX reporting login for the reclaim report: user EXHVAC_REP, password {p}, the security question answer is on the sticky note",
        f"Leak-rate spreadsheet macro: .Login \"EXHVAC_REP\", \"{p}\"",
    ])
    add("name-context", t, p)


def t_bacharach():
    k = g.hexs(40)
    t = f"# refrigerant leak monitors (MGS) → cloud\nLEAKMON_CLOUD_TOKEN={k}\nLEAKMON_SITE={site()}"
    add("name-context", t, k)


def t_pg():
    p, h = pw(), R.choice(["dispatch-db", "10.0.5.12", "pg.dispatch.internal"])
    t = R.choice([
        f"DATABASE_URL=postgres://dispatch:{p}@{h}:5432/dispatch",
        f"psycopg2.OperationalError: FATAL: password authentication failed for user \"dispatch\"\n  dsn='host={h} dbname=dispatch user=dispatch password={p}'",
    ])
    add("structural", t, p)


def t_influx():
    k = g.b64(64)
    t = R.choice([
        f"[[outputs.influxdb_v2]]\n  urls = [\"http://influx.bas.local:8086\"]\n  token = \"{k}\"\n  organization = \"hvac\"\n  bucket = \"trends\"",
        f"influx write -b trends -o hvac -t {k} -f chiller_trends.lp",
    ])
    add("name-context", t, k)


def t_grafana():
    k = g.grafana()
    t = f"# kiosk in the service manager's office\nGF_TOKEN={k}"
    add("self-identifying", t, k)


def t_slack():
    full = g.slack_webhook()
    part = full.rsplit("/", 1)[1]
    t = R.choice([
        f"ALARM_WEBHOOK={full}  # chiller high-head alarms → #after-hours",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Freezer RTU-3 at {site()} above -5F\"}}' {full}",
    ])
    add("self-identifying", t, part)


def t_sendgrid():
    k = g.sendgrid()
    t = f"SENDGRID_API_KEY={k}\nMAINT_REMINDER_FROM=service@example-hvac.com"
    add("self-identifying", t, k)


def t_gh():
    k = g.gh_classic()
    t = f"[url \"https://x-access-token:{k}@github.com/\"]\n\tinsteadOf = https://github.com/"
    add("self-identifying", t, k)


def t_aws():
    a, s = g.aws_akid(), g.aws_secret()
    t = R.choice([
        f"[tstat-fleet]\naws_access_key_id={a}\naws_secret_access_key={s}",
        f"AWS_ACCESS_KEY_ID={a} AWS_SECRET_ACCESS_KEY={s} aws s3 sync ./photos s3://job-photos-examplehvac/{job()}/",
    ])
    add("self-identifying", t, a, s)


def t_es():
    p = R.choice([pw(), pin(4)])
    t = R.choice([
        f"Oye, la clave del portal de Carrier es {p}, la cambié ayer. Y el código del candado del cuarto de máquinas sigue igual.",
        f"Técnico: para entrar al edificio {site()} usa el código de la puerta {p}. No lo pongas en la orden de trabajo.",
    ])
    add("name-context", t, p)


def t_fr():
    p = pw()
    t = f"Salut, le mot de passe du superviseur Niagara au {site()} est {p}. Je le change après la mise en service."
    add("name-context", t, p)


def t_de():
    p = pw()
    t = f"Zugang zur GLT (Desigo CC) im Technikraum: Benutzer wartung, Kennwort {p}. Bitte nicht ins Ticket schreiben."
    add("name-context", t, p)


def t_pl():
    p = pw()
    t = f"Hasło do sterownika BMS w kotłowni: {p} (login serwis). Zmienić po przeglądzie."
    add("name-context", t, p)


def t_pt():
    p = pin(6)
    t = f"O PIN do termostato na sala de servidores é {p}; o cliente pediu para ninguém mexer no setpoint."
    add("name-context", t, p)


def t_zh():
    p = pw()
    t = f"楼宇自控系统 (BA) 服务器的管理员密码：{p}，调试完毕后请通知业主修改。"
    add("name-context", t, p)


def t_hook_env():
    s, tok = st_secret(), g.hexs(32)
    t = hook("Bash", {"command": "cat .env"},
             {"stdout": f"ST_CLIENT_ID={st_cid()}\nST_CLIENT_SECRET={s}\nHCP_API_KEY={tok}\nLOG_LEVEL=info\n", "stderr": "", "exit_code": 0})
    add("self-identifying", t, s, tok)


def t_hook_write():
    p = pw()
    content = f"from BAC0 import lite\nbacnet = lite(ip=\"10.9.0.5/24\")\nJACE_USER = \"admin\"\nJACE_PASS = \"{p}\"\n"
    t = hook("Write", {"file_path": "/home/dev/bms-gateway/poll.py", "content": content})
    add("name-context", t, p)


def t_hook_edit():
    k = g.hexs(32)
    t = hook("Edit", {"file_path": "src/config.ts", "old_string": "apiKey: process.env.HCP_API_KEY!,",
                      "new_string": f"apiKey: '{k}', // TEMP for local test"})
    add("name-context", t, k)


def t_diff():
    p = pw()
    t = (f"diff --git a/gateway/modbus.yaml b/gateway/modbus.yaml\n--- a/gateway/modbus.yaml\n+++ b/gateway/modbus.yaml\n@@ -4,6 +4,8 @@ gateways:\n"
         f"   - name: boiler-plant\n     host: 10.8.3.20\n+    web_user: admin\n+    web_password: {p}\n     unit_id: 1")
    add("name-context", t, p)


def t_ticket():
    p = pw()
    t = (f"ZD-{R.randint(10000, 99999)}: Tech can't log in to the tablet app\nTried resetting — temp password set to {p}, "
         f"tech {tech()} must change on first login. Also reassigned jobs {job()}, {job()}.")
    add("name-context", t, p)


def t_handover():
    p1, p2 = pw(), pin(4)
    t = (f"# Handover — {site()} BAS\n- Front end: Niagara 4.14 supervisor, admin / {p1}\n- Panel keypad (fire/smoke damper override): {p2}\n"
         f"- BACnet network 1 (MS/TP, 38400), devices 1001–1042\n- Trend DB: see Influx")
    add("structural", t, p1, p2)


def t_android():
    k = g.s(B62, 40)
    t = f"<!-- tech app: res/values/secrets.xml -->\n<resources>\n    <string name=\"dispatch_api_secret\">{k}</string>\n    <string name=\"app_name\">FieldTech</string>\n</resources>"
    add("name-context", t, k)


def t_csharp():
    p = pw()
    t = f"var conn = new SqlConnection(\"Data Source=svc-sql;Initial Catalog=Successware;User ID=sw_sync;Password={p};\");\nawait conn.OpenAsync();"
    add("structural", t, p)


def t_properties():
    p = pw()
    t = f"# refrigerant tracker integration\nreftrack.url=https://api.reftrack.example.com\nreftrack.user=integration\nreftrack.password={p}\nreftrack.batch=50"
    add("name-context", t, p)


def t_ps():
    p = pw()
    t = f"$sec = ConvertTo-SecureString '{p}' -AsPlainText -Force\n$cred = New-Object PSCredential('BAS\\svc_backup', $sec)\nInvoke-Command -ComputerName bas-fe01 -Credential $cred -ScriptBlock {{ Get-Service Niagara* }}"
    add("name-context", t, p)


def t_terraform():
    p = pw()
    t = f"resource \"aws_db_instance\" \"dispatch\" {{\n  identifier = \"dispatch-prod\"\n  engine     = \"postgres\"\n  username   = \"dispatch\"\n  password   = \"{p}\"\n}}"
    add("name-context", t, p)


def t_jwt_log():
    j = g.jwt()
    t = f"2026-12-03T14:02:11Z WARN tech-app sync failed job={job()} token={j} status=401"
    add("self-identifying", t, j)


SECRET_T = [t_st_env, t_st_bearer, t_st_webhook, t_hcp, t_jobber, t_fieldedge, t_qbo, t_ecobee, t_ecobee_access,
            t_nest, t_resideo, t_kumo, t_daikin_token, t_mqtt_fleet, t_aws_iot, t_niagara, t_obix, t_metasys,
            t_eclypse, t_webctrl, t_bacnet_pw, t_bacsc, t_moxa, t_snmp, t_snmpv3, t_ewon, t_remote, t_vpn, t_wifi,
            t_gate_codes, t_tenant_portal, t_twilio, t_twilio_sk, t_gmaps, t_samsara, t_geotab, t_stripe,
            t_wisetack, t_refrig_tracker, t_cdx, t_bacharach, t_pg, t_influx, t_grafana, t_slack, t_sendgrid, t_gh,
            t_aws, t_es, t_fr, t_de, t_pl, t_pt, t_zh, t_hook_env, t_hook_write, t_hook_edit, t_diff, t_ticket,
            t_handover, t_android, t_csharp, t_properties, t_ps, t_terraform, t_jwt_log]


# ---------------------------------------------------------------- clean templates
def c_equipment():
    return (f"Equipment: {R.choice(['Carrier 24ACC636A003', 'Trane 4TWR6036', 'Lennox XC21-048', 'Daikin DZ6VSA3610'])}  "
            f"S/N {R.randint(1000, 9999)}E{R.randint(10000, 99999)}\nRefrigerant: R-410A, factory charge 11 lb 4 oz\n"
            f"Superheat {R.randint(6, 20)}°F, subcool {R.randint(6, 14)}°F, suction {R.randint(110, 150)} psig")


def c_refrig_log():
    return "date,tech,epa608,cylinder,refrigerant,lbs_in,lbs_out,equipment\n" + "\n".join(
        f"2026-11-{R.randint(10, 30)},{tech()},{g.s(UPPER, 2)}{g.s(DIG, 8)},CYL-{g.s(UPPER + DIG, 8)},R-{R.choice(['410A', '454B', '22', '32'])},{R.randint(0, 30)}.{R.randint(0, 9)},0,RTU-{R.randint(1, 20)}"
        for _ in range(R.randint(3, 6)))


def c_bacnet_points():
    return "\n".join(f"{R.choice(['analog-input', 'analog-value', 'binary-output', 'multi-state-value'])},{R.randint(0, 99)},{n},{R.random() * 100:.1f}"
                     for n in ["SA-T", "RA-T", "OA-DMPR", "SF-S", "CLG-VLV"])


def c_modbus_map():
    return "register,name,type,scale\n" + "\n".join(f"{40001 + i * 2},{n},float32,{s}" for i, (n, s) in
                                                    enumerate([("chw_supply_temp", 0.1), ("chw_return_temp", 0.1), ("kw", 1), ("run_hours", 1)]))


def c_niagara_ord():
    return (f"station:|slot:/Drivers/BacnetNetwork/AHU_{R.randint(1, 9)}/points/SAT\nhistory:/{site().split()[0]}/AHU_{R.randint(1, 9)}_SAT\n"
            f"Station UUID {g.uuid()}, host id Qnx-TITAN-{g.s(HEX.upper(), 4)}-{g.s(HEX.upper(), 4)}-{g.s(HEX.upper(), 4)}-{g.s(HEX.upper(), 4)}")


def c_ecobee_ids():
    return json.dumps({"thermostatList": [{"identifier": g.s(DIG, 12), "name": f"Unit {R.randint(100, 499)}",
                                           "runtime": {"actualTemperature": R.randint(650, 760), "desiredHeat": 680}}
                                          for _ in range(R.randint(2, 4))], "status": {"code": 0, "message": ""}}, indent=1)


def c_ecobee_pin_flow():
    return (f"GET https://api.ecobee.com/authorize?response_type=ecobeePin&client_id={g.s(B62, 32)}&scope=smartWrite\n"
            f"{{\"ecobeePin\":\"{g.s(UPPER, 4)}-{g.s(UPPER, 4)}\",\"code\":\"{g.s(B62, 32)}\",\"interval\":5,\"expires_in\":900,\"scope\":\"openid,smartWrite\"}}\n"
            "(user enters the 8-letter PIN in My Apps; the code is exchanged only with our app key, and expires in 15 minutes)")


def c_st_ids():
    return (f"ServiceTitan integration (sandbox): tenant {R.randint(10**8, 10**10)}, app key {st_appkey()}\n"
            f"client secret: stored in Azure Key Vault `kv-dispatch/st-client-secret`")


def c_twilio_sid():
    return f"Messaging service MG{g.hexs(32)} under account AC{g.hexs(32)}; sender +1 555 {g.s(DIG, 3)} {g.s(DIG, 4)}; 1,204 'on my way' texts in November."


def c_env_example():
    return R.choice([
        "ST_TENANT_ID=\nST_CLIENT_ID=\nST_CLIENT_SECRET=\nST_APP_KEY=\nHCP_API_KEY=<your-housecall-pro-key>\nGOOGLE_MAPS_API_KEY=your-key-here",
        "mqtt:\n  url: mqtts://${MQTT_USER}:${MQTT_PASS}@mqtt.tstat-fleet.example.net:8883",
        "NIAGARA_USER=obix_reader\nNIAGARA_PASSWORD=${NIAGARA_PASSWORD:?set in vault}",
        "env:\n  - name: ST_CLIENT_SECRET\n    valueFrom:\n      secretKeyRef: {name: servicetitan, key: client-secret}",
    ])


def c_code_env():
    return R.choice([
        "const hcp = axios.create({ baseURL: 'https://api.housecallpro.com', headers: { Authorization: `Token ${process.env.HCP_API_KEY}` } });",
        "secret = os.environ[\"ST_CLIENT_SECRET\"]\ntoken = st_auth(client_id=os.environ[\"ST_CLIENT_ID\"], client_secret=secret)",
        "var pwd = Environment.GetEnvironmentVariable(\"FE_SQL_PASSWORD\") ?? throw new InvalidOperationException(\"FE_SQL_PASSWORD missing\");",
    ])


def c_job_notes():
    return (f"Job #{job()} — {site()}, {addr()}\nComplaint: no cooling 2nd floor. Found failed dual run capacitor 45/5 µF, replaced. "
            f"Amps {R.randint(10, 25)}.{R.randint(0, 9)} A. Access: see customer profile (codes are stored there, not in notes).")


def c_dispatch_csv():
    return "job,tech,window,status,lat,lon\n" + "\n".join(
        f"{job()},{tech()},{R.randint(7, 15)}:00-{R.randint(8, 17)}:00,{R.choice(['Dispatched', 'Working', 'Done'])},{R.uniform(40, 42):.5f},{-R.uniform(87, 89):.5f}"
        for _ in range(R.randint(3, 6)))


def c_vans():
    return "\n".join(f"VAN-{R.randint(1, 40):02d}  VIN 1FT{g.s('ABCDEFGHJKLMNPRSTUVWXYZ' + DIG, 14)}  plate {g.s(UPPER, 3)}-{g.s(DIG, 4)}  Samsara id {R.randint(10**14, 10**15)}"
                     for _ in range(R.randint(3, 5)))


def c_firmware():
    return (f"UC600 firmware v{R.randint(5, 9)}.{R.randint(0, 9)}.{R.randint(0, 99)}  sha256 {g.sha256()}\n"
            f"JACE-8000 Niagara 4.14.{R.randint(0, 3)}.{R.randint(10, 200)} image md5 {g.hexs(32)}")


def c_mqtt_telemetry():
    return json.dumps({"device": "tstat-" + g.hexs(12), "ts": 1764000000 + R.randint(0, 999999), "temp_f": round(R.uniform(64, 78), 1),
                       "rh": R.randint(30, 60), "mode": R.choice(["heat", "cool", "auto"]), "fw": "2.3.14", "rssi": -R.randint(40, 80)})


def c_cert_pub():
    return f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(20)}\n-----END CERTIFICATE-----\n(BACnet/SC hub certificate, fingerprint SHA256:{g.b64(32).rstrip('=')})"


def c_defaults():
    return R.choice([
        "Moxa MGate ships with admin / moxa; our commissioning checklist step 4 is to change it before the gateway goes on the building network.",
        "snmpwalk -v2c -c public 10.4.0.31 sysDescr.0  # lab bench unit, factory default community",
        "Tip: a BACnet device with no DCC password accepts ReinitializeDevice from anyone on the network; set one during commissioning.",
    ])


def c_prose():
    return R.choice([
        "Policy: gate codes, lockbox codes and alarm codes go in the customer's Access field (encrypted), never in job notes or texts to techs.",
        "When a JACE's admin password is unknown, don't brute force it — ask the owner's integrator; the platform credentials reset needs physical access.",
        "Reminder to the office: ServiceTitan client secrets are regenerated in the Integration Environment; nobody should paste them in Teams.",
        "The refrigerant tracking report for Q4 needs every cylinder's serial and each technician's 608 certification number.",
    ])


def c_intl_prose():
    return R.choice([
        "Recordatorio: los códigos de acceso del cliente no se escriben en las notas del trabajo.",
        "Rappel : le mot de passe du superviseur est dans le coffre-fort, pas dans le rapport de mise en service.",
        "Hinweis: Zugangsdaten zur GLT stehen im Passwort-Safe, nicht in der Wartungsdoku.",
        "Przypomnienie: hasła do sterowników trzymamy w menedżerze haseł.",
        "提醒：门禁密码和报警密码不要写在工单里。",
    ])


def c_invoice():
    return (f"INVOICE {R.randint(10**5, 10**6)}  Job {job()}\nMaintenance agreement: Gold (2 visits/yr)\n"
            f"Parts: capacitor 45/5 MFD, contactor 2P 40A\nPaid: card ending {g.s(DIG, 4)}  auth {g.s(UPPER + DIG, 6)}  Stripe pi_{g.s(B62, 24)}")


def c_stripe_pk():
    return f"<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}');</script>\n<!-- customer portal: pay your HVAC invoice -->"


def c_hook_clean():
    return hook("Bash", {"command": "python poll.py --device 1042 --points SAT,RAT"},
                {"stdout": f"device 1042 SAT={R.uniform(50, 60):.1f} RAT={R.uniform(68, 76):.1f} (read in {R.randint(20, 300)} ms)\n",
                 "stderr": "", "exit_code": 0})


def c_git_log():
    return "\n".join(f"{g.sha1()[:R.choice([7, 12])]} {m}" for m in
                     ["read JACE creds from vault", "add ecobee runtime report", "remove hard-coded HCP key (rotated)", "BACnet COV subscriptions"])


def c_workorder_json():
    return json.dumps({"id": R.randint(10**6, 10**7), "jobNumber": job(), "customerId": R.randint(10**5, 10**6),
                       "locationId": R.randint(10**5, 10**6), "jobTypeId": R.randint(1000, 9999), "externalId": g.uuid(),
                       "summary": "PM — change filters, check belts", "tagTypeIds": [R.randint(100, 999)]}, indent=2)


def c_refrig_report():
    return (f"AIM Act report draft: {R.randint(20, 300)} lb R-410A recovered, {R.randint(5, 60)} lb sent to reclaimer "
            f"(manifest {g.s(UPPER, 3)}-{g.s(DIG, 8)}), leak rate {R.uniform(2, 25):.1f}% for circuit 2 of chiller CH-{R.randint(1, 4)}.")


def c_base64_photo():
    return json.dumps({"jobId": job(), "photo": {"name": "nameplate.jpg", "data": g.b64(R.randint(90, 180))}, "sha1": g.sha1()})


def c_vpn_clean():
    return (f"conn bms-site\n  authby=pubkey\n  leftcert=gw.crt\n  rightid=\"C=US, O=Example HVAC, CN=bas-{g.s(DIG, 2)}\"\n  ike=aes256-sha256-modp2048\n"
            f"# PSK removed; cert fingerprint {':'.join(g.hexs(2) for _ in range(20))}")


def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} tech@laptop-{R.randint(1, 40)}"


CLEAN_T = [c_equipment, c_refrig_log, c_bacnet_points, c_modbus_map, c_niagara_ord, c_ecobee_ids, c_ecobee_pin_flow,
           c_st_ids, c_twilio_sid, c_env_example, c_code_env, c_job_notes, c_dispatch_csv, c_vans, c_firmware,
           c_mqtt_telemetry, c_cert_pub, c_defaults, c_prose, c_intl_prose, c_invoice, c_stripe_pk, c_hook_clean,
           c_git_log, c_workorder_json, c_refrig_report, c_base64_photo, c_vpn_clean, c_ssh_pub]
def write():
    assert len(C) == 100
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, (cls, text, vals) in enumerate(S, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            assert vals
            for v in vals:
                assert v and v in text, (FAMILY, i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for i, text in enumerate(C, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    order = []
    while len(order) < 250:
        block = SECRET_T[:]
        R.shuffle(block)
        order.extend(block)
    for fn in order[:250]:
        fn()
    corder = []
    while len(corder) < 100:
        block = CLEAN_T[:]
        R.shuffle(block)
        corder.extend(block)
    for fn in corder[:100]:
        C.append(fn())
    write()


if __name__ == "__main__":
    main()
