#!/usr/bin/env python3
"""Blind round 59, source "wastemgmt": waste management and recycling (route optimisation, truck telematics,
scale-house software, customer portals, hauler billing, MRF controls, waste-tracking filings). Written by the helper
"corpora31"; imports only the standard library and _tokens. Every value is random and made up.
Run: python3 src_wastemgmt.py"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, URLSAFE, Gen

FAMILY = "wastemgmt"
OUT = Path(__file__).resolve().parent
g = Gen(590303)
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


WORDS = ["dumpster", "rolloff", "compactor", "landfill", "transfer", "recycle", "organics", "curbside", "hauler",
         "Garbage", "Trash", "Bin", "Tipper", "Scalehouse", "Baler", "Gondola", "Recyclo", "Greenbin", "Packer",
         "Mulch"]


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


def basic(u: str, p: str) -> str:
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def samsara() -> str:
    return "samsara_api_" + g.s(B62, 30)


def mapbox_sk() -> str:
    head = base64.urlsafe_b64encode(json.dumps({"u": P(["curbroute", "binlogix", "haulpro"]), "a": g.s(LOW + DIG, 25)},
                                               separators=(",", ":")).encode()).decode().rstrip("=")
    return "sk." + head + "." + g.s(URLSAFE, 22)


def truck() -> str:
    return P(["RO", "FL", "RL", "ASL", "TRK"]) + "-" + digits(3)


def acct() -> str:
    return P(["C", "A", "R"]) + digits(7)


def ts() -> str:
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:" \
           f"{R.randint(0, 59):02d}"


def hook_bash(cmd: str, out: str = "") -> str:
    return json.dumps({"session_id": g.uuid(), "transcript_path": f"/home/dev/.claude/projects/-src-haulops/{g.uuid()}.jsonl",
                       "cwd": P(["/src/haulops", "/src/route-optimizer", "/src/customer-portal", "/opt/scalehouse"]),
                       "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd, "description": P(["Query billing db", "Test telematics API",
                                                                          "Check scale connection"])},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False, "isImage": False}},
                      ensure_ascii=False)


def hook_read(path: str, content: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                   "numLines": content.count("\n") + 1,
                                                                   "startLine": 1}}}, ensure_ascii=False)


# ---------------------------------------------------------------- secret templates
def s_samsara_env():
    t = samsara()
    S("self-identifying", f"""# telematics-sync/.env
SAMSARA_API_TOKEN={t}
SAMSARA_ORG={P(['metro-hauling', 'greenbin-co', 'county-solid-waste'])}
SYNC_EVERY_MIN=5""", t)


def s_samsara_curl():
    t = samsara()
    S("self-identifying", f"""curl -s --request GET \\
  --url 'https://api.samsara.com/fleet/vehicles/stats?types=gps,engineStates' \\
  --header 'Authorization: Bearer {t}' | jq '.data[] | {{name, gps: .gps.reverseGeo}}'""", t)


def s_geotab_py():
    p = pw()
    S("name-context", f"""import mygeotab

api = mygeotab.API(username="routing@{P(['metrohaul', 'greenbin'])}.example", password="{p}",
                   database="{P(['metrohaul', 'greenbin_ops', 'cty_sw'])}")
api.authenticate()
devices = api.get("Device", resultsLimit=500)""", p)


def s_geotab_rpc():
    p = pw()
    S("name-context", json.dumps({"method": "Authenticate", "params": {"database": P(["metrohaul", "greenbin_ops"]),
                                  "userName": "api.integration@metrohaul.example", "password": p}}, indent=2), p)


def s_geotab_session():
    sid = g.s(B62, 22)
    S("name-context", f"""<- 200 https://my{R.randint(10, 600)}.geotab.com/apiv1
{{"result":{{"credentials":{{"database":"metrohaul","sessionId":"{sid}","userName":"api.integration@metrohaul.example"}},"path":"my{R.randint(10, 600)}.geotab.com"}},"jsonrpc":"2.0"}}""", sid)


def s_reveal():
    p = upw()
    S("structural", f"""# Verizon Connect Reveal: get a token for the REST user
curl -u "REST_{P(['MetroHaul', 'GreenBin'])}_{digits(4)}:{p}" \\
  -H "Accept: text/plain" https://fim.api.us.fleetmatics.com/token""", p)


def s_lytx():
    k = g.s(B62, 40)
    S("structural", f"""GET https://lytx-api.prod5.lv.lytx.com/video/safety/events?from={ts()}Z
x-apikey: {k}
Accept: application/json""", k)


def s_routific():
    j = g.jwt("routific-" + digits(5))
    S("self-identifying", f"""const res = await fetch('https://api.routific.com/v1/vrp', {{
  method: 'POST',
  headers: {{ 'Content-Type': 'application/json', Authorization: 'bearer {j}' }},
  body: JSON.stringify({{ visits, fleet }}),
}});""", j)


def s_optimoroute():
    k = g.s(B62, 32)
    S("structural", f"""{ts()} INFO  POST https://api.optimoroute.com/v1/create_order?key={k} order={digits(8)} -> 200""", k)


def s_here():
    k = g.s(URLSAFE, 43)
    S("structural", f"""https://router.hereapi.com/v8/routes?transportMode=truck&origin={R.uniform(40, 42):.5f},{R.uniform(-88, -86):.5f}&destination={R.uniform(40, 42):.5f},{R.uniform(-88, -86):.5f}&truck[grossWeight]=29000&return=summary&apiKey={k}""", k)


def s_google():
    k = g.google_api()
    S("self-identifying", f"""ROUTE_OPTIMIZER_GMAPS_KEY={k}   # distance matrix for the overnight re-route""", k)


def s_mapbox_sk():
    t = mapbox_sk()
    S("self-identifying", f"""# upload the new collection-zone tileset
MAPBOX_ACCESS_TOKEN={t} mapbox upload {P(['curbroute', 'haulpro'])}.zones-{R.randint(2025, 2027)} zones.geojson""", t)


def s_routeware():
    cs = g.s(B62, 48)
    S("name-context", f"""routeware:
  base_url: https://api.routeware.example/v2
  client_id: {g.uuid()}
  client_secret: {cs}
  division: {P(['north', 'commercial', 'rolloff'])}""", cs)


def s_amcs():
    cs = g.s(B62 + "~._-", 40)
    S("name-context", json.dumps({"AmcsPlatform": {"TenantUrl": f"https://{P(['metrohaul', 'greenbin'])}.amcsplatform.example",
                                                   "ClientId": g.uuid(), "ClientSecret": cs, "Scope": "api.coreapi"},
                                  "Logging": {"LogLevel": {"Default": "Warning"}}}, indent=2), cs)


def s_softpak_conn():
    p = upw()
    S("structural", f"""<connectionStrings>
  <add name="SoftPak" connectionString="Data Source=spk-sql01\\SOFTPAK;Initial Catalog=SPK_{P(['LIVE', 'PROD'])};User ID=spk_report;Password={p};" providerName="System.Data.SqlClient"/>
</connectionStrings>""", p)


def s_ricelake():
    p = digits(R.choice([4, 6]))
    S("name-context", f"""Scale house inbound #{R.randint(1, 3)}: indicator {P(['Rice Lake 920i', 'Cardinal 225', 'Mettler IND780'])} on 10.{R.randint(0, 40)}.{R.randint(0, 250)}.{R.randint(2, 250)}:10001.
Setup menu password: {p} (don't touch calibration without the state inspector).""", p)


def s_scale_ini():
    p = pw()
    S("name-context", f"""[Database]
Server=scale-sql.{P(['landfill', 'transfer'])}.local
Database=CompuWeigh
User=cw_app
Password={p}
[Indicator]
Port=COM3
Baud=9600""", p)


def s_lpr_rtsp():
    p = upw()
    S("structural", f"""lpr:
  inbound_lane_1: rtsp://admin:{p}@10.{R.randint(0, 40)}.{R.randint(0, 250)}.{R.randint(2, 250)}:554/Streaming/Channels/101
  match_plates_against: customers.trucks""", p)


def s_kiosk_pin():
    p = digits(4)
    S("name-context", f"""Driver self-serve kiosk — account {acct()} ({P(['ABC Roofing', 'Dave’s Demo & Haul', 'City Parks'])}): kiosk PIN {p}. Give it to the driver only, it charges tickets to the account.""", p)


def s_authnet():
    k = g.s(UP + DIG + LOW, 16)
    S("name-context", f"""AUTHNET_API_LOGIN_ID={g.s(B62, 10)}
AUTHNET_TRANSACTION_KEY={k}
AUTHNET_ENV=production""", k)


def s_stripe():
    k = g.stripe()
    S("self-identifying", f"""# customer-portal/config/stripe.rb
Stripe.api_key = "{k}"
Stripe.api_version = "2024-06-20\"""", k)


def s_heartland():
    k = "skapi_prod_" + g.s(B62 + "-_", 36)
    S("name-context", f"""ServicesContainer.configureService(new PorticoConfig {{
    SecretApiKey = "{k}",
    DeveloperId = "{digits(6)}",
    VersionNumber = "{digits(4)}"
}});""", k)


def s_twilio():
    t = g.hexs(32)
    S("name-context", f"""# pickup reminder SMS
TWILIO_SID=AC{g.hexs(32)}
TWILIO_TOKEN={t}
TWILIO_MESSAGING_SERVICE=MG{g.hexs(32)}""", t)


def s_sendgrid():
    k = g.sendgrid()
    S("self-identifying", f"""sg = SendGridAPIClient("{k}")
sg.send(Mail(from_email="noreply@{P(['metrohaul', 'greenbin'])}.example", to_emails=cust.email, subject="Missed pickup rescheduled"))""", k)


def s_salesforce():
    p = pw()
    tok = g.s(B62, 24)
    S("name-context", f"""sf = Salesforce(username="integration@{P(['metrohaul', 'greenbin'])}.example",
                password="{p}",
                security_token="{tok}",
                domain="login")""", p, tok)


def s_zendesk():
    t = g.s(B62, 40)
    b = basic(f"ops@{P(['metrohaul', 'greenbin'])}.example/token", t)
    S("structural", f"""POST /api/v2/tickets.json HTTP/1.1
Host: {P(['metrohaul', 'greenbin'])}.zendesk.com
Authorization: Basic {b}
Content-Type: application/json

{{"ticket":{{"subject":"Container not emptied - {acct()}","priority":"normal"}}}}""", b)


def s_qbo():
    cs = g.s(B62, 40)
    rt = "AB11" + digits(11) + g.s(B62, 35)
    S("name-context", f"""QBO_CLIENT_ID=AB{g.s(B62, 48)}
QBO_CLIENT_SECRET={cs}
QBO_REFRESH_TOKEN={rt}
QBO_REALM_ID={digits(19)}""", cs, rt)


def s_intacct():
    sp = upw()
    up = upw()
    S("name-context", f"""<request>
  <control>
    <senderid>{P(['MetroHaul', 'GreenBinMPP'])}</senderid>
    <password>{sp}</password>
    <controlid>{g.uuid()}</controlid>
    <uniqueid>false</uniqueid>
    <dtdversion>3.0</dtdversion>
  </control>
  <operation>
    <authentication>
      <login><userid>xml_gateway</userid><companyid>{P(['metrohaul', 'greenbin'])}</companyid><password>{up}</password></login>
    </authentication>
    <content><function controlid="f1"><readByQuery><object>ARINVOICE</object></readByQuery></function></content>
  </operation>
</request>""", sp, up)


def s_edi_sftp():
    p = upw()
    S("structural", f"""# send 810 invoices to the broker every night
lftp -u {P(['metrohaul', 'greenbin'])},{p} sftp://edi.{P(['brokerco', 'wastebroker'])}.example -e "cd inbound/810; mput out/810_*.edi; bye\"""", p)


def s_muni_sshpass():
    p = legacy()
    S("name-context", f"""0 5 * * 1 sshpass -p {p} sftp -oBatchMode=no tonnage@sftp.{P(['cityofoakdale', 'countysw'])}.gov <<< $'put /data/reports/tonnage_week.csv'""", p)


def s_rcrainfo():
    aid = g.uuid()
    key = g.s(B62, 20)
    S("structural", f"""# e-Manifest: get a security token
curl -s https://rcrainfo.epa.gov/rcrainfo/rest/api/v1/auth/{aid}/{key}
{{"token":"…","expiration":"{ts()}.000+00:00"}}""", key)


def s_rcrainfo_env():
    key = g.s(B62, 20)
    S("name-context", f"""RCRAINFO_ENV=preprod
RCRAINFO_API_ID={g.uuid()}
RCRAINFO_API_KEY={key}""", key)


def s_eanv():
    p = digits(6)
    S("name-context", f"""eANV-Nachweisverfahren: Die Signaturkarte für die Begleitscheine liegt im Waagehaus.
PIN der Signaturkarte: {p} — bitte nur vom Betriebsbeauftragten verwenden.""", p)


def s_eanv_provider():
    p = pw()
    S("name-context", f"""Zugang zum eANV-Provider ({P(['ZEDAL', 'Bitkom-konform Provider'])}): Benutzer {P(['waage01', 'dispo'])}, Kennwort {p}.""", p)


def s_uk_waste_tracking():
    cs = g.s(B62, 36)
    S("name-context", f"""# DEFRA waste tracking API (sandbox)
WASTE_TRACKING_CLIENT_ID={g.uuid()}
WASTE_TRACKING_CLIENT_SECRET={cs}
WASTE_TRACKING_BASE=https://waste-tracking.sandbox.example.gov.uk""", cs)


def s_ovpn_authfile():
    p = pw()
    S("structural", f"""$ cat /etc/openvpn/tomra-remote.auth
mrf-{P(['north', 'south', 'plant2'])}-service
{p}""", p)


def s_plc():
    p = legacy()
    S("name-context", f"""MRF line 2 (OCC screen, baler): S7-1500 protection level 'full access' password {p}; HMI runtime user 'maint' same password.""", p)


def s_amp():
    k = g.hexs(40)
    S("name-context", f"""sorter_cloud:
  vendor: amp
  site: {P(['plant-7', 'mrf-north'])}
  api_key: "{k}"
  export: purity_reports""", k)


def s_nextauth():
    s = g.b64(32)
    p = upw()
    S("structural", f"""# customer-portal/.env.production
NEXTAUTH_URL=https://my.{P(['metrohaul', 'greenbin'])}.example
NEXTAUTH_SECRET={s}
DATABASE_URL=postgresql://portal:{p}@portal-db.internal:5432/portal
NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1Ijoi{g.b64url(18)}.{g.b64url(16)}""", s, p)


def s_django():
    k = g.s(LOW + DIG + "!@#%^*(-_=+)", 50)
    S("name-context", f"""# portal/settings/prod.py
DEBUG = False
SECRET_KEY = '{k}'
ALLOWED_HOSTS = ['my.greenbin.example']""", k)


def s_hook_psql():
    p = upw()
    cmd = f'psql "postgresql://billing_ro:{p}@billing-db.internal:5432/billing" -c "select count(*) from invoices where status=\'open\'"'
    S("structural", hook_bash(cmd, f" count \n-------\n  {R.randint(100, 9000)}\n(1 row)"), p)


def s_hook_read_env():
    t = samsara()
    p = pw()
    content = f"""GEOTAB_USER=api.integration@metrohaul.example
GEOTAB_PASSWORD={p}
GEOTAB_DATABASE=metrohaul
SAMSARA_API_TOKEN={t}"""
    S("name-context", hook_read("/src/haulops/telematics/.env", content), p, t)


def s_tf():
    p = upw()
    S("name-context", f"""resource "azurerm_mssql_server" "billing" {{
  name                         = "billing-{P(['prod', 'east'])}-sql"
  administrator_login          = "billingadmin"
  administrator_login_password = "{p}"
  version                      = "12.0"
}}""", p)


def s_k8s_samsara():
    t = samsara()
    S("self-identifying", f"""apiVersion: v1
kind: Secret
metadata:
  name: telematics
stringData:
  samsara-token: {t}""", t)


def s_compose_mssql():
    p = pw()
    S("name-context", f"""services:
  scaledb:
    image: mcr.microsoft.com/mssql/server:2022-latest
    environment:
      ACCEPT_EULA: "Y"
      MSSQL_SA_PASSWORD: "{p}"
    ports: ["1433:1433"]""", p)


def s_toml():
    p = pw()
    S("name-context", f"""[geotab]
server = "my.geotab.com"
database = "cty_sw"
user = "ingest@cty-sw.example"
password = "{p}"

[output]
kafka = "telematics.kafka.internal:9092\"""", p)


def s_props():
    cs = g.s(B62, 32)
    S("name-context", f"""routeopt.rubicon.base-url=https://api.rubicon.example/v1
routeopt.rubicon.client-id={g.s(LOW + DIG, 20)}
routeopt.rubicon.client-secret={cs}
routeopt.solver.time-limit-seconds=600""", cs)


def s_appconfig():
    p = upw()
    S("name-context", f"""<appSettings>
  <add key="ScaleTerminal" value="INBOUND1"/>
  <add key="TicketPrinter" value="\\\\scale-pc\\Epson"/>
  <add key="SupervisorPassword" value="{p}"/>
</appSettings>""", p)


def s_diff():
    t = samsara()
    S("self-identifying", f"""@@ -3,7 +3,7 @@ export const config = {{
   org: 'metro-hauling',
-  samsaraToken: process.env.SAMSARA_API_TOKEN,
+  samsaraToken: '{t}', // TODO revert, testing from laptop
   pollMs: 300_000,""", t)


def s_notebook():
    p = pw()
    cell = {"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
            "source": ["import mygeotab, pandas as pd\n",
                       f"api = mygeotab.API('analyst@metrohaul.example', '{p}', 'metrohaul')\n",
                       "trips = pd.DataFrame(api.get('Trip', search={'fromDate': '2026-10-01'}))\n"], "outputs": []}
    S("structural", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), p)


def s_log_query_pw():
    p = upw()
    S("structural", f"""{ts()} 10.{R.randint(0, 40)}.{R.randint(0, 250)}.{R.randint(2, 250)} - - "GET /legacy/ticketsync.asp?site=LF{R.randint(1, 9)}&user=scalesync&password={p} HTTP/1.1" 200 {R.randint(100, 9000)}""", p)


def s_trace():
    p = upw()
    S("structural", f"""Unhandled exception. System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'cw_app'.
   at System.Data.SqlClient.SqlInternalConnectionTds..ctor(...)
   at ScaleSync.Program.Main() in C:\\src\\ScaleSync\\Program.cs:line 42
ConnectionString: Server=scale-sql.landfill.local;Database=CompuWeigh;User Id=cw_app;Password={p};""", p)


def s_es_chat():
    p = digits(4)
    S("name-context", f"""Hola Jorge, el PIN de la tablet del camión {truck()} para salir del modo kiosco es {p}. No se lo pases a los conductores nuevos.""", p)


def s_pt_chat():
    p = pw()
    S("name-context", f"""Bom dia! A senha do portal da prefeitura para enviar o relatório de toneladas é {p}. Usuário: coleta.{P(['norte', 'sul'])}""", p)


def s_fr_chat():
    p = pw()
    S("name-context", f"""Le mot de passe du poste de pesée (logiciel de pont-bascule) est {p}, identifiant 'chef_quai'.""", p)


def s_de_chat():
    p = pw()
    S("name-context", f"""Das Passwort für die Tourenplanung ist jetzt {p}, der alte Zugang ist gesperrt.""", p)


def s_nl_chat():
    p = pw()
    S("name-context", f"""Wachtwoord voor het weegbrugsysteem op de milieustraat: {p} (gebruiker: weger).""", p)


def s_it_chat():
    p = pw()
    S("name-context", f"""Ciao, la password del portale RENTRI per i formulari è {p}. Cambiala dopo il primo accesso.""", p)


def s_pl_chat():
    p = pw()
    S("name-context", f"""Hasło do systemu BDO dla instalacji w {P(['Gdańsku', 'Poznaniu'])}: {p} — nie wysyłaj go dalej.""", p)


def s_sv_chat():
    p = pw()
    S("name-context", f"""Lösenordet till vågsystemet på återvinningscentralen är {p}.""", p)


def s_vendor_mail():
    p = pw()
    S("name-context", f"""From: support@{P(['routeware', 'soft-pak', 'wasteworks'])}.example
Subject: Your portal access

Welcome! Your administrator login has been created.
Username: {P(['admin', 'dispatch'])}@{P(['metrohaul', 'greenbin'])}
Temporary password: {p}
You will be asked to change it on first sign-in.""", p)


def s_runbook():
    p = pw()
    S("name-context", f"""### Scale house: ticket printer stuck / CompuWeigh frozen
1. Close CompuWeigh, restart service `CW Indicator Bridge`.
2. Reopen and log in as `supervisor` with `{p}`.
3. Reprint last ticket from History → Tickets.""", p)


def s_mdm_pin():
    p = digits(R.choice([4, 6]))
    S("name-context", f"""Truck tablets (Samsung Tab Active, MDM kiosk): admin exit PIN {p}. Changing it needs the MDM console.""", p)


def s_dashcam_ticket():
    p = pw()
    S("name-context", f"""HELP-{R.randint(1000, 9999)}: 3rd Eye portal login for safety manager not working. Reset done: user safety@metrohaul.example / {p}""", p)


def s_rfid_reader():
    p = legacy()
    S("structural", f"""curl -u admin:{p} http://10.{R.randint(0, 40)}.{R.randint(0, 250)}.{R.randint(2, 250)}/cgi-bin/reader_config.cgi?antenna=1&power=30""", p)


def s_slack():
    url = g.slack_webhook()
    S("self-identifying", f"""MISSED_PICKUP_WEBHOOK={url}""", url.rsplit("/", 1)[1])


def s_github():
    t = g.gh_classic()
    S("self-identifying", f"""$ git clone https://{t}@github.com/metrohaul/route-optimizer.git
Cloning into 'route-optimizer'...""", t)


def s_aws():
    ak = g.aws_akid()
    sk = g.aws_secret()
    S("self-identifying", f"""# container-photos uploader (driver app backend)
AWS_ACCESS_KEY_ID={ak}
AWS_SECRET_ACCESS_KEY={sk}
PHOTO_BUCKET=metrohaul-container-photos""", ak, sk)


def s_odbc():
    p = upw()
    S("structural", f"""Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:billing-replica.internal,1433;Database=Billing;Uid=powerbi_ro;Pwd={p};Encrypt=yes;""", p)


def s_openai():
    k = g.openai()
    S("self-identifying", f"""# portal chatbot: "when is my bulky item pickup?"
OPENAI_API_KEY={k}""", k)


def s_powershell():
    p = pw().replace("$", "S").replace("&", "x")
    S("name-context", f"""sc.exe config "ScaleSync" obj= "LANDFILL\\svc_scale" password= "{p}"
Restart-Service ScaleSync""", p)


def s_go_here():
    k = g.s(URLSAFE, 43)
    S("name-context", f"""const hereAPIKey = "{k}" // TODO: env

func truckRoute(from, to LatLng) (*Route, error) {{
    u := fmt.Sprintf("https://router.hereapi.com/v8/routes?transportMode=truck&origin=%v&destination=%v&apiKey=%s", from, to, hereAPIKey)""", k)


def s_whsec():
    k = "whsec_" + g.s(B62, 32)
    S("self-identifying", f"""stripe listen --forward-to localhost:3000/api/webhooks/stripe
> Ready! Your webhook signing secret is {k} (^C to quit)""", k)


def s_selfid():
    name, tok, part = g.self_identifying()
    S("self-identifying", f"""# ~/.bash_history (dispatch laptop)
export {name.upper()}_TOKEN='{tok}'
python sync_billing.py --since yesterday""", part)


def s_ja_chat():
    p = pw()
    S("name-context", f"""計量システムの管理者パスワードは {p} です。ほかの人には教えないでください。""", p)


def s_json_cli_args():
    p = pw()
    S("name-context", f"""$ haulctl login --tenant {P(['metrohaul', 'greenbin'])} --username dispatch --password "{p}"
Logged in. Session valid for 12h.""", p)


def s_basic_header_scale_api():
    p = upw()
    b = basic("scale-api", p)
    S("structural", f"""POST /api/tickets HTTP/1.1
Host: scale-bridge.landfill.local:8080
Authorization: Basic {b}
Content-Type: application/json

{{"ticket":{R.randint(100000, 999999)},"gross_lb":{R.randint(30000, 70000)},"tare_lb":{R.randint(20000, 35000)},"truck":"{truck()}"}}""", b)


SECRET_T = [v for k, v in sorted(globals().items()) if k.startswith("s_")]


# ---------------------------------------------------------------- clean templates
def c_route_plan():
    C(json.dumps({"route_id": f"R{digits(4)}", "truck": truck(), "date": ts()[:10], "stops": [
        {"seq": i, "account": acct(), "container": f"CT-{digits(6)}", "rfid": g.hexs(24).upper(),
         "lat": round(R.uniform(40, 42), 5), "lng": round(R.uniform(-88, -86), 5), "service": P(["MSW", "REC", "YW", "OCC"])}
        for i in range(1, 4)]}, indent=1))


def c_geotab_logs():
    C(json.dumps({"result": [{"device": {"id": "b" + g.s(B62, 3)}, "dateTime": ts() + ".000Z", "latitude": round(R.uniform(40, 42), 6),
                              "longitude": round(R.uniform(-88, -86), 6), "speed": R.randint(0, 60), "id": "b" + g.s(B62, 8)} for _ in range(3)],
                  "jsonrpc": "2.0"}))


def c_samsara_stats():
    C(json.dumps({"data": [{"id": digits(15), "name": truck(), "gps": {"time": ts() + "Z", "latitude": round(R.uniform(40, 42), 6),
                                                                   "longitude": round(R.uniform(-88, -86), 6),
                                                                   "reverseGeo": {"formattedLocation": f"{R.randint(100, 9999)} Industrial Pkwy"}},
                            "engineState": {"value": P(["On", "Off", "Idle"])}}], "pagination": {"endCursor": g.uuid(), "hasNextPage": False}}))


def c_weigh_ticket():
    gross = R.randint(40000, 78000)
    tare = R.randint(25000, 36000)
    C(f"""TICKET {R.randint(100000, 999999)}      {P(['Oakdale Landfill', 'North Transfer Station'])}
Account: {acct()}  Truck: {truck()}  Plate: {g.s(UP, 3)}{digits(4)}
Gross: {gross} lb   Tare: {tare} lb   Net: {gross - tare} lb ({(gross - tare) / 2000:.2f} tons)
Material: {P(['MSW', 'C&D', 'Yard waste', 'Clean fill'])}   Rate: ${R.uniform(30, 80):.2f}/ton
Weighmaster: {P(['K. Ortiz', 'L. Nguyen'])}   Scale cert #{digits(6)}""")


def c_indicator():
    C("\n".join(f"{P(['GS', 'NT', 'TR'])},{R.randint(0, 80000):>7} lb,{P(['ST', 'US'])}" for _ in range(5)))


def c_invoice_csv():
    C("invoice,account,period,amount,status\n" + "\n".join(f"INV-{digits(7)},{acct()},2026-{R.randint(1, 11):02d},{R.uniform(20, 2000):.2f},{P(['open', 'paid', 'past_due'])}" for _ in range(5)))


def c_edi810():
    C(f"""ISA*00*          *00*          *ZZ*{P(['METROHAUL', 'GREENBIN'])}      *ZZ*BROKERCO       *{R.randint(260101, 261130)}*{R.randint(1000, 2359)}*U*00401*{digits(9)}*0*P*>~
GS*IN*METROHAUL*BROKERCO*2026{R.randint(1001, 1130)}*{R.randint(1000, 2359)}*{R.randint(1, 9999)}*X*004010~
ST*810*{digits(4)}~
BIG*2026{R.randint(1001, 1130)}*INV-{digits(7)}~
IT1*1*{R.randint(1, 30)}*EA*{R.uniform(50, 400):.2f}**VP*{P(['30YD-ROLL', '8YD-FL', 'COMP-40'])}~
SE*5*{digits(4)}~""")


def c_emanifest():
    C(f"""Manifest {digits(9)}ELC  status: {P(['Scheduled', 'InTransit', 'ReadyForSignature', 'Signed'])}
Generator EPA ID: {P(['CAD', 'ILD', 'TXR'])}{digits(9)}  Transporter: {P(['ILR', 'IND'])}{digits(9)}  TSDF: {P(['OHD', 'TXD'])}{digits(9)}
Waste codes: {P(['D001', 'D008', 'F003'])}, {P(['D018', 'U154'])}  Qty: {R.randint(1, 40)} DM""")


def c_avv():
    C(f"""Begleitschein {g.s(UP, 2)}{digits(8)} — Abfallschlüssel {P(['17 09 04', '20 03 01', '15 01 06', '16 01 07*'])}, Menge {R.uniform(1, 30):.2f} t,
Erzeugernummer {g.s(UP, 1)}{digits(8)}, Entsorgernummer {g.s(UP, 1)}{digits(8)}, Quittierung am {ts()[:10]}.""")


def c_env_example():
    C(f"""# customer-portal/.env.example
NEXTAUTH_SECRET={P(['<generate with: openssl rand -base64 32>', 'changeme', ''])}
DATABASE_URL=postgresql://portal:<password>@localhost:5432/portal
STRIPE_SECRET_KEY=sk_test_xxx
SAMSARA_API_TOKEN=${{SAMSARA_API_TOKEN}}
GEOTAB_PASSWORD=""")


def c_env_code():
    C(P(["""api = mygeotab.API(
    username=os.environ["GEOTAB_USER"],
    password=os.environ["GEOTAB_PASSWORD"],
    database=os.environ.get("GEOTAB_DATABASE", "metrohaul"),
)""", """const token = process.env.SAMSARA_API_TOKEN;
if (!token) { throw new Error('SAMSARA_API_TOKEN is not set (see 1Password: Telematics)'); }
const res = await fetch(`${BASE}/fleet/vehicles`, { headers: { Authorization: `Bearer ${token}` } });"""]))


def c_k8s_ref():
    C("""          env:
            - name: SAMSARA_API_TOKEN
              valueFrom:
                secretKeyRef: {name: telematics, key: samsara-token}
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef: {name: portal-db, key: url}""")


def c_gha():
    C("""    steps:
      - run: python -m route_optimizer.nightly
        env:
          GEOTAB_PASSWORD: ${{ secrets.GEOTAB_PASSWORD }}
          HERE_API_KEY: ${{ secrets.HERE_API_KEY }}
          ROUTIFIC_TOKEN: ${{ secrets.ROUTIFIC_TOKEN }}""")


def c_prose():
    C(P(["The Samsara token has write scope on vehicles; keep it in the secret store and never in the dispatch spreadsheet. Drivers never need it.",
         "Geotab sessions expire: re-authenticate with the service account from Vault instead of hardcoding a sessionId in the job.",
         "Kiosk PINs are per customer account and are reset by the scale-house supervisor; do not write them on the weigh ticket.",
         "The RCRAInfo API key is tied to one person's e-Manifest account. Each site manager requests their own in the CDX portal.",
         f"Route {truck()} finished {R.randint(1, 60)} minutes late because of the detour on Route {R.randint(1, 99)}; {R.randint(1, 20)} stops rolled to tomorrow."]))


def c_stripe_pk():
    C(f"""<script src="https://js.stripe.com/v3/"></script>
<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}'); // autopay enrolment form</script>""")


def c_google_client():
    C(f"""GOOGLE_CLIENT_ID={digits(12)}-{g.s(LOW + DIG, 32)}.apps.googleusercontent.com
GOOGLE_CLIENT_SECRET=${{GOOGLE_CLIENT_SECRET}}""")


def c_mapbox_pk():
    C(f"""NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1Ijoi{g.b64url(18)}.{g.b64url(16)}""")


def c_hashes():
    C("\n".join(f"{g.sha256()}  exports/tonnage_{ts()[:10]}.csv" for _ in range(3)))


def c_gitlog():
    C("\n".join(f"{g.hexs(40)} {P(['route-opt: time windows for commercial', 'portal: autopay', 'scale: Rice Lake 920i parser', 'billing: fuel surcharge', 'telematics: geotab feed cursor'])}" for _ in range(R.randint(3, 5))))


def c_dvir():
    C(f"""DVIR {ts()} {truck()} VIN 1M2{g.s(UP + DIG, 14)} odometer {R.randint(10000, 400000)} mi
defects: {P(['none', 'left mirror cracked', 'hydraulic leak at packer'])}; driver #{digits(5)} signed; mechanic {P(['cleared', 'pending'])}""")


def c_masked_log():
    C(f"""{ts()} INFO geotab.auth ok user=api.integration@metrohaul.example session=****
{ts()} INFO samsara.sync vehicles={R.randint(10, 300)} token=samsara_api_************
{ts()} INFO kiosk account={acct()} pin=[redacted] ticket={R.randint(100000, 999999)}""")


def c_es_prose():
    C(P(["El PIN del quiosco lo entrega el supervisor de báscula, nunca por WhatsApp.", f"Ruta {truck()} terminada con {R.randint(1, 15)} contenedores pendientes."]))


def c_de_prose():
    C(P(["Die PIN der Signaturkarte wird nicht aufgeschrieben, der Betriebsbeauftragte gibt sie selbst ein.", f"Tour {R.randint(100, 999)} heute mit {R.randint(100, 900)} Behältern, Restmüll."]))


def c_jwks():
    C(json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "alg": "RS256", "e": "AQAB", "n": g.b64url(256)}]}))


def c_cert():
    body = "\n".join(g.b64(48) for _ in range(R.randint(8, 12)))
    C(f"""-----BEGIN CERTIFICATE-----
{body}
-----END CERTIFICATE-----""")


def c_csrf():
    C(f"""<form method="post" action="/account/{acct()}/bulk-pickup">
  <input type="hidden" name="authenticity_token" value="{g.b64(32)}">
  <input name="items" value="sofa, mattress">
</form>""")


def c_photo_b64():
    C(json.dumps({"container": f"CT-{digits(6)}", "event": P(["overflow", "contamination", "blocked"]), "photo_jpeg_b64": "/9j/4AAQSkZJRgABAQ" + g.b64(120), "truck": truck()}))


def c_routific_req():
    C(json.dumps({"visits": {f"stop_{i}": {"location": {"lat": round(R.uniform(40, 42), 5), "lng": round(R.uniform(-88, -86), 5)}, "duration": 2} for i in range(1, 4)},
                  "fleet": {truck(): {"start_location": {"id": "yard", "lat": 41.1, "lng": -87.2}, "capacity": 900}}}))


def c_hook_benign():
    C(hook_bash("rg -n 'GEOTAB_PASSWORD|SAMSARA_API_TOKEN' --glob '!*.lock'",
                "telematics/config.py:12:    password=os.environ[\"GEOTAB_PASSWORD\"],\ntelematics/samsara.py:8:TOKEN = os.environ[\"SAMSARA_API_TOKEN\"]\n.env.example:4:SAMSARA_API_TOKEN=${SAMSARA_API_TOKEN}"))


def c_vault():
    C("""$ vault kv get -field=password secret/haulops/geotab > /dev/null && echo ok
ok
$ vault kv list secret/haulops
Keys
----
geotab
samsara
scale-sql""")


def c_containers():
    C("container_id,size,serial,rfid,account\n" + "\n".join(f"{g.uuid()},{P(['96G', '8YD', '30YD', '40YD'])},{g.s(UP, 2)}{digits(6)},{g.hexs(24).upper()},{acct()}" for _ in range(4)))


def c_pip_hash():
    C(f"""mygeotab==0.9.{R.randint(0, 5)} --hash=sha256:{g.sha256()}
ortools==9.{R.randint(8, 11)}.{R.randint(1000, 4000)} --hash=sha256:{g.sha256()}""")


def c_ini_placeholder():
    C("""[Database]
Server=scale-sql.landfill.local
Database=CompuWeigh
User=cw_app
Password=%CW_DB_PASSWORD%
; set by the installer from the vault, do not edit""")


def c_docker():
    C(f"""FROM python:3.12-slim@sha256:{g.sha256()}
ENV GEOTAB_DATABASE=metrohaul
# credentials come from the task role / secrets at runtime
CMD ["python", "-m", "telematics.sync"]""")


def c_bdo():
    C(f"""Karta przekazania odpadów KPO nr {digits(4)}/{digits(2)}/{digits(4)}, kod odpadu {P(['20 03 01', '15 01 02'])}, masa {R.uniform(1, 20):.3f} Mg, numer rejestrowy BDO {digits(9)}.""")


def c_fuel():
    C("date,truck,gallons,price,card_last4\n" + "\n".join(f"{ts()[:10]},{truck()},{R.uniform(20, 90):.1f},{R.uniform(3, 5):.3f},{digits(4)}" for _ in range(4)))


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
