#!/usr/bin/env python3
"""Blind round 60, source "railops": freight and passenger rail operations.

Train control and dispatch, wayside sensors, crew scheduling, PTC back offices, ticket machines. Written blind by
the helper "corpora32" (session 25). Seeded and deterministic; imports only the standard library and _tokens.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "railops"
g = Gen(60202)
r = g.r
SI, NC, ST = "self-identifying", "name-context", "structural"
SECRET_T: list = []
CLEAN_T: list = []


def S(f):
    SECRET_T.append(f)
    return f


def C(f):
    CLEAN_T.append(f)
    return f


WORDS = ["ballast", "sleeper", "bogie", "pantograph", "signal", "switch", "caboose", "hopper", "gondola", "tamper",
         "turnout", "railhead", "flange", "coupler", "dispatch", "junction", "viaduct", "freight", "consist", "siding"]


def pin(n=None):
    n = n or r.choice([4, 4, 6, 5, 8])
    return str(r.randint(1, 9)) + "".join(r.choice(string.digits) for _ in range(n - 1))


def word_pw():
    w = r.choice(WORDS)
    w = w.capitalize() if r.random() < .6 else w
    return w + str(r.randint(1, 2026)) + r.choice(["", "!", "#", "$", "*", ".", "?"])


def phrase():
    sep = r.choice(["-", ".", "_"])
    return sep.join(r.sample(WORDS, r.choice([3, 4]))) + sep + str(r.randint(1, 99))


def legacy():
    return g.s(string.ascii_lowercase, r.randint(4, 6)) + str(r.randint(1, 999))


def any_pw():
    return r.choice([word_pw, phrase, legacy, g.machine_pw, g.human_pw])()


def url_pw():
    return r.choice([word_pw, phrase, legacy, lambda: g.s(B62, r.randint(14, 24))])().replace("#", "").replace("?", "").replace("$", "")


def hx(n):
    return g.hexs(n)


def b62(n):
    return g.s(B62, n)


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(tool, tinput, resp):
    d = {"session_id": g.uuid(), "transcript_path": f"/home/ops/.claude/projects/-opt-{r.choice(['ptc-bos', 'dispatch', 'tvm-fleet', 'wayside'])}/{g.uuid()}.jsonl",
         "cwd": r.choice(["/opt/ptc-bos", "/home/ops/dispatch-tools", "/srv/tvm-fleet", "/opt/wayside-collector"]),
         "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": tinput, "tool_response": resp}
    return json.dumps(d, ensure_ascii=False)


RR = ["NSR", "CSXR", "BNSF-lab", "UPRR-lab", "MRL", "RRX", "GWRR", "CPKC-lab", "Metra", "Caltrain"]
SUBS = ["Hinton Sub", "Powder River Sub", "Kellogg Sub", "Cumberland Sub", "Tehachapi Sub", "Shenandoah Sub"]
HOSTS = ["bos01.ptc.rrx.internal", "10.44.8.21", "cad-app02.dispatch.rrx.internal", "wayside-gw.rrx.internal",
         "crewcall.rrx.internal", "tvm-mgmt.transit.example", "172.18.30.5"]


def host():
    return r.choice(HOSTS)


def sub():
    return r.choice(SUBS)


def mp():
    return f"MP {r.randint(1, 399)}.{r.randint(0, 9)}"


def loco():
    return f"{r.choice(['NS', 'CSXT', 'BNSF', 'UP', 'RRX'])} {r.randint(1000, 9999)}"


# ---------------------------------------------------------------- secret templates
@S
def ptc_bos_oracle():
    pw = any_pw()
    t = ("# PTC back office server (I-ETMS BOS) datasource\n"
         f"bos.db.url=jdbc:oracle:thin:@//{host()}:1521/PTCBOS\nbos.db.user=BOS_APP\nbos.db.password={pw}\n"
         "bos.subdivision.files=/data/subdiv/current\n")
    return NC, t, [pw]


@S
def itcm_amqp():
    pw = url_pw()
    t = (f"# ITC messaging gateway → BOS (AMQP)\nitcm:\n  broker: amqps://bos_itcm:{pw}@itcm-gw.rrx.internal:5671/ptc\n"
         f"  emp_address: rrx.b:bos:{r.randint(1, 9)}\n  qos: 1\n")
    return ST, t, [pw]


@S
def kmc_kmac():
    k = hx(48).upper()
    t = (f"ETCS KMC export – offline transfer (do not e-mail)\nNID_C: {r.randint(100, 999)}  NID_ENGINE: {r.randint(100000, 999999)}\n"
         f"KM_ID: 0x{hx(6).upper()}  KMAC (3DES, 24 bytes): {k}\nvalid from 2026-12-01 to 2027-12-01\n")
    return NC, t, [k]


@S
def kmc_transport_key():
    k = hx(32).upper()
    t = ("<KeyManagementRequest>\n  <RBC id=\"RBC-07\"/>\n"
         f"  <KTrans1>{k}</KTrans1>\n  <SequenceNumber>{r.randint(1, 999)}</SequenceNumber>\n</KeyManagementRequest>\n")
    return NC, t, [k]


@S
def darwin_token():
    tok = g.uuid()
    t = ("<soap:Envelope xmlns:soap=\"http://www.w3.org/2003/05/soap-envelope\" xmlns:typ=\"http://thalesgroup.com/RTTI/2013-11-28/Token/types\">\n"
         f"  <soap:Header><typ:AccessToken><typ:TokenValue>{tok}</typ:TokenValue></typ:AccessToken></soap:Header>\n"
         "  <soap:Body><ldb:GetDepartureBoardRequest><ldb:numRows>10</ldb:numRows><ldb:crs>RDG</ldb:crs></ldb:GetDepartureBoardRequest></soap:Body>\n</soap:Envelope>\n")
    return ST, t, [tok]


@S
def nrod_stomp():
    pw = any_pw()
    t = ("import stomp\nconn = stomp.Connection([('publicdatafeeds.networkrail.co.uk', 61618)])\n"
         f"conn.connect(username='ops.desk@rrx-uk.example', passcode='{pw}', wait=True,\n"
         "             headers={'client-id': 'ops-desk-td'})\nconn.subscribe('/topic/TRAIN_MVT_ALL_TOC', id=1, ack='client-individual')\n")
    return ST, t, [pw]


@S
def db_api_marketplace():
    cid, key = hx(32), hx(32)
    t = ("curl -s 'https://apis.deutschebahn.com/db-api-marketplace/apis/timetables/v1/fchg/8000105' \\\n"
         f"  -H 'DB-Client-Id: {cid}' \\\n  -H 'DB-Api-Key: {key}' \\\n  -H 'accept: application/xml'\n")
    return ST, t, [key]


@S
def ns_apim():
    k = hx(32)
    t = (f"GET /reisinformatie-api/api/v2/departures?station=UT HTTP/1.1\nHost: gateway.apiportal.ns.nl\n"
         f"Ocp-Apim-Subscription-Key: {k}\nAccept: application/json\n")
    return ST, t, [k]


@S
def trafikverket():
    k = hx(32)
    t = ("<REQUEST>\n"
         f"  <LOGIN authenticationkey=\"{k}\" />\n"
         "  <QUERY objecttype=\"TrainAnnouncement\" schemaversion=\"1.9\">\n    <FILTER><EQ name=\"LocationSignature\" value=\"Cst\" /></FILTER>\n  </QUERY>\n</REQUEST>\n")
    return ST, t, [k]


@S
def rtt_basic():
    pw = hx(40)
    t = f"$ curl -s -u rttapi_opsdesk:{pw} https://api.rtt.io/api/v1/json/search/PAD | jq '.services | length'\n37\n"
    return ST, t, [pw]


@S
def railinc_sftp():
    pw = any_pw()
    t = (f"# Car hire / Umler files from Railinc\nlftp -u RRX_CARHIRE,'{pw}' sftp://sftp.railinc.example -e 'mirror /outbound /data/railinc/in; bye'\n")
    return ST, t, [pw]


@S
def railinc_env():
    cs = b62(40)
    t = (f"RAILINC_API_BASE=https://api.railinc.example\nRAILINC_CLIENT_ID=rrx-eventsvc\nRAILINC_CLIENT_SECRET={cs}\n"
         "RAILINC_SCOPE=car-events umler.read\n")
    return NC, t, [cs]


@S
def wayside_snmp():
    c = r.choice([legacy, word_pw])()
    t = (f"# hot box detector {mp()} – {sub()}\nsnmpwalk -v2c -c {c} 10.61.{r.randint(1, 200)}.{r.randint(2, 250)} 1.3.6.1.4.1.{r.randint(10000, 60000)}.1\n")
    return ST, t, [c]


@S
def hbd_telnet():
    pw = r.choice([legacy, pin])()
    t = (f"Trying 10.61.{r.randint(1, 200)}.{r.randint(2, 250)}...\nConnected.\nHBD-{r.randint(100, 999)} {mp()} {sub()}\n"
         f"login: maint\nPassword: {pw}\n> SHOW LAST TRAIN\nAXLES 412  ALARMS 0  TEMP 11C\n")
    return ST, t, [pw]


@S
def wild_collector_yaml():
    pw, tok = url_pw(), b62(40)
    t = (f"collector:\n  site: WILD-{r.randint(10, 99)}\n  influx:\n    url: https://influx.wayside.rrx.internal:8086\n"
         f"    token: \"{tok}==\"\n    org: wayside\n  modem:\n    type: airlink-rv55\n    admin_user: user\n    admin_password: \"{pw}\"\n")
    return NC, t, [tok + "==", pw]


@S
def aei_reader():
    pw = pin(r.choice([4, 6]))
    t = (f"AEI reader {mp()} config dump\nSITE_ID={r.randint(1000, 9999)}\nANTENNA=2\nREPORT_HOST={host()}\nREPORT_PORT=7001\n"
         f"SETUP_PASSWORD={pw}\n")
    return NC, t, [pw]


@S
def cad_sql():
    pw = any_pw()
    t = (f"Server=cad-sql01.dispatch.rrx.internal,1433;Database=TrackWarrants;User ID=twc_writer;Password={pw};Encrypt=true;\n")
    return ST, t, [pw]


@S
def dispatch_ldap():
    pw = any_pw()
    t = ("# dispatcher console SSO bind\nauth:\n  ldap:\n    url: ldaps://dc.rrx.internal:636\n"
         f"    bindDn: CN=svc-cadconsole,OU=Svc,DC=rrx,DC=internal\n    bindCredential: '{pw}'\n")
    return NC, t, [pw]


@S
def crew_ivr_pin():
    p = pin(r.choice([4, 5, 6]))
    emp = r.randint(100000, 999999)
    t = (f"Crew calling – mark-off line\nEmployee {emp} asked the crew office to reset his IVR PIN; new temporary PIN {p}. "
         "He must change it on the next call-in. Board: Pool 12 (Chattanooga–Atlanta).\n")
    return NC, t, [p]


@S
def crew_scheduling_env():
    k, pw = b62(48), any_pw()
    t = (f"# crew-scheduler (hours-of-service optimiser)\nCMS_API_URL=https://crew.rrx.internal/api\nCMS_API_TOKEN={k}\n"
         f"HOS_DB_URL=postgresql://hos:{url_pw()}@pg-hos.rrx.internal/hos\nSMTP_PASSWORD={pw}\n")
    # the URL password is also a secret: find it
    upw = t.split("postgresql://hos:")[1].split("@")[0]
    return NC, t, [k, upw, pw]


@S
def tvm_service_code():
    p = pin(r.choice([6, 8]))
    t = (f"TVM fleet ticket #{r.randint(4000, 4999)} (Station {r.choice(['Union', 'Central', 'Millbrae', 'Harbor Rd'])}, unit TVM-{r.randint(100, 399)})\n"
         f"Coin hopper jam again. Tech used service menu code {p} to open diagnostics; cleared, test vend OK.\n")
    return NC, t, [p]


@S
def tvm_vault_combo():
    p = "-".join(str(r.randint(10, 99)) for _ in range(3))
    t = f"Revenue collection runbook v4\n3. Open the cash vault (combination {p}, changes each quarter), swap the cassette, seal bag.\n"
    return NC, t, [p]


@S
def tvm_mgmt_json():
    k = b62(32)
    t = json.dumps({"fleet": "TVM-North", "mgmtEndpoint": "https://tvm-mgmt.transit.example/api/v3",
                    "deviceApiSecret": k, "farePackageVersion": f"2026.{r.randint(1, 12)}", "heartbeatSec": 60}, indent=2)
    return NC, t, [k]


@S
def emv_tmk():
    c1, c2 = hx(32).upper(), hx(32).upper()
    t = (f"Key ceremony worksheet – TVM EMV terminals (custodian A)\nTMK component 1: {c1}\nKCV: {hx(6).upper()}\n"
         f"(custodian B) TMK component 2: {c2}\n")
    return NC, t, [c1, c2]


@S
def rcl_beltpack():
    p = pin(4)
    t = (f"Yard {r.choice(['Conway', 'Bailey', 'Northtown', 'Argentine'])} – RCL beltpack pairing\nOCU serial {r.randint(10000, 99999)} ↔ loco {loco()}\n"
         f"Supervisor override code: {p}\n")
    return NC, t, [p]


@S
def eot_arming_api():
    tok = b62(40)
    t = (f"POST /v1/eot/arm HTTP/1.1\nHost: eot-svc.rrx.internal\nAuthorization: Bearer {tok}\nContent-Type: application/json\n\n"
         f"{{\"eotId\": \"{r.randint(10000, 99999)}\", \"hotId\": \"{loco()}\"}}\n")
    return ST, t, [tok]


@S
def telematics_key():
    k = b62(32)
    t = ("import requests\n# railcar GPS (tank cars) — telematics vendor API\n"
         f"s = requests.Session(); s.headers['X-Api-Key'] = '{k}'\n"
         "pos = s.get('https://api.railcar-telematics.example/v2/assets?fleet=TANK').json()\n")
    return ST, t, [k]


@S
def scada_traction():
    pw = any_pw()
    t = (f"Traction power SCADA – substation TPSS-{r.randint(1, 20)}\nRTU web UI: https://10.70.{r.randint(1, 50)}.10/  user: engineer  pass: {pw}\n"
         "DNP3 outstation 12, master 1\n")
    return ST, t, [pw]


@S
def interlocking_mt():
    pw = r.choice([legacy, word_pw, pin])()
    t = (f"Stellwerk {r.choice(['Fulda', 'Hanau', 'Kassel'])} – Diagnoserechner\nWartungszugang: Benutzer 'instandh', Kennwort {pw}\n"
         "Nur mit Freigabe des Fahrdienstleiters anmelden.\n")
    return ST, t, [pw]


@S
def french_sncf():
    k = b62(36)
    t = (f"Salut, pour l'API horaires (open data SNCF) j'ai mis le jeton dans le script : {k} — "
         "à remplacer par une variable d'environnement avant de committer stp.\n")
    return NC, t, [k]


@S
def spanish_adif():
    pw = any_pw()
    t = (f"Hola equipo, credenciales del SFTP de Adif para los ficheros de marchas: usuario circ_mercancias, contraseña {pw}. "
         "No las pongáis en Jira.\n")
    return ST, t, [pw]


@S
def italian_rfi():
    k = hx(40)
    t = f"Ciao, il token per le API della piattaforma circolazione è {k}; scade il 31/12.\n"
    return NC, t, [k]


@S
def polish_pkp():
    pw = any_pw()
    t = f"Hasło do konsoli dyżurnego (serwer SWDR test): {pw} — proszę nie zapisywać w notatkach zmiany.\n"
    return NC, t, [pw]


@S
def japanese_jr():
    pw = any_pw()
    t = f"【運行管理】乗務員スケジューラの検証環境\nDB接続: user=crew_rw / password={pw}\n本番には使わないこと。\n"
    return ST, t, [pw]


@S
def dutch_prorail():
    k = hx(32)
    t = f"De subscription key voor de ProRail storingen-API is {k}; graag roteren na de demo.\n"
    return NC, t, [k]


@S
def german_db_mail():
    cid, key = hx(32), hx(32)
    t = (f"Betreff: Zugang DB API Marketplace\n\nHallo Jonas,\nClient-ID: {cid}\nAPI-Key: {key}\n"
         "Der Key hängt an unserem Team-Account, bitte nicht in öffentliche Repos.\n")
    return NC, t, [key]


@S
def hook_cat_bos():
    pw, tok = any_pw(), b62(40)
    out = (f"bos.db.user=BOS_APP\nbos.db.password={pw}\nbos.wiu.feed.token={tok}\nbos.railroad.scac=RRX\n")
    return NC, hook("Bash", {"command": "cat /opt/ptc-bos/conf/bos.properties", "description": "Show BOS config"},
                    {"stdout": out, "stderr": "", "interrupted": False}), [pw, tok]


@S
def hook_read_yaml():
    k = b62(32)
    content = f"tvm:\n  fleet: north\n  api:\n    base: https://tvm-mgmt.transit.example\n    secret: {k}\n"
    return NC, hook("Read", {"file_path": "/srv/tvm-fleet/config.yaml"},
                    {"type": "text", "file": {"filePath": "/srv/tvm-fleet/config.yaml", "content": content}}), [k]


@S
def hook_psql():
    pw = url_pw()
    cmd = f"psql 'postgresql://crew_ro:{pw}@pg-hos.rrx.internal:5432/hos' -c 'select count(*) from duty_periods'"
    return ST, hook("Bash", {"command": cmd}, {"stdout": " count \n-------\n 48213\n(1 row)\n", "stderr": ""}), [pw]


@S
def diff_secret():
    k = b62(40)
    t = ("--- a/wayside/collector.toml\n+++ b/wayside/collector.toml\n@@ -8,3 +8,4 @@\n [upload]\n url = \"https://wayside-gw.rrx.internal/ingest\"\n"
         f"+api_token = \"{k}\"\n retry = 5\n")
    return NC, t, [k]


@S
def hcl_tf():
    pw = g.machine_pw()
    t = ("resource \"azurerm_mssql_server\" \"crew\" {\n  name                         = \"crew-sched-sql\"\n"
         "  administrator_login          = \"crewadmin\"\n"
         f"  administrator_login_password = \"{pw}\"\n  version                      = \"12.0\"\n}}\n")
    return NC, t, [pw]


@S
def aws_keys():
    a, s = g.aws_akid(), g.aws_secret()
    t = (f"# event recorder downloads → S3 (locomotive LEADER/ER files)\nexport AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\n"
         "aws s3 sync /data/event-recorder s3://rrx-event-recorder/2026/\n")
    return SI, t, [a, s]


@S
def gitlab_ci():
    tk = g.gitlab()
    t = f"git clone https://oauth2:{tk}@gitlab.rrx.internal/ptc/subdiv-files.git\n"
    return SI, t, [tk]


@S
def slack_alert():
    u = g.slack_webhook()
    t = (f"# dispatch: alert when a train holds at a signal > 20 min\nALERT_HOOK={u}\n")
    return SI, t, [u.rsplit("/", 1)[1]]


@S
def grafana_tok():
    tk = g.grafana()
    t = f"curl -H 'Authorization: Bearer {tk}' https://grafana.wayside.rrx.internal/api/dashboards/uid/hbd-overview\n"
    return SI, t, [tk]


@S
def jwt_trace():
    j = g.jwt()
    t = (f"2026-11-{r.randint(10, 28)} 04:{r.randint(10, 59)}:12.331 ERROR [bulletin-sync] 403 from https://bulletins.rrx.internal/api/v2/track-bulletins "
         f"(Authorization: Bearer {j})\n  at com.rrx.bulletins.Client.fetch(Client.java:112)\n")
    return SI, t, [j]


@S
def pem_bos():
    block, line = g.pem(r.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]))
    t = f"# /opt/ptc-bos/certs/interop-client.key (interoperable BOS-to-BOS TLS)\n{block}\n"
    return SI, t, [line]


@S
def ssh_openssh():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    t = f"$ cat ~/.ssh/id_wayside_modems\n{block}\n"
    return SI, t, [line]


@S
def mqtt_wayside():
    pw = any_pw()
    t = f"mosquitto_sub -h mqtt.wayside.rrx.internal -p 8883 -u hbd_reader -P '{pw}' -t 'wayside/+/alarms' -v\n"
    return ST, t, [pw]


@S
def kafka_sasl():
    pw = g.machine_pw()
    t = ("bootstrap.servers=kafka01.rrx.internal:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
         f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"train-events\" password=\"{pw}\";\n")
    return ST, t, [pw]


@S
def gtfsrt_feed_key():
    k = b62(32)
    t = f"# passenger info screens pull the GTFS-realtime feed\nGTFS_RT_URL=https://realtime.transit.example/gtfs-rt/tripupdates?api_key={k}\n"
    return ST, t, [k]


@S
def pis_announce():
    pw = any_pw()
    t = (f"[announcer]\nhost = pis-ctrl.transit.example\nuser = pa_sched\npassword = {pw}\nvoice = en-US-female-2\n")
    return NC, t, [pw]


@S
def powershell_cred():
    pw = any_pw()
    t = (f"$secure = ConvertTo-SecureString \"{pw}\" -AsPlainText -Force\n"
         "New-PSDrive -Name R -PSProvider FileSystem -Root \\\\fs01\\trainsheets -Credential (New-Object PSCredential('RRX\\svc_trainsheet', $secure))\n")
    return NC, t, [pw]


@S
def basic_log():
    pw = any_pw()
    b = basic("yardsvc", pw)
    t = (f"DEBUG urllib3 > GET /yard/v1/tracks?yard=CNW HTTP/1.1\n> Host: yms.rrx.internal\n> Authorization: Basic {b}\n< HTTP/1.1 200 OK\n")
    return ST, t, [b]


@S
def notebook_cell():
    pw = any_pw()
    cell = {"cell_type": "code", "execution_count": r.randint(2, 30), "metadata": {}, "outputs": [],
            "source": ["import cx_Oracle, pandas as pd\n",
                       f"con = cx_Oracle.connect(user='ANALYST', password='{pw}', dsn='bos01.ptc.rrx.internal/PTCBOS')\n",
                       "df = pd.read_sql('select * from ENFORCEMENT_EVENTS where EVT_DATE > sysdate-30', con)\n"]}
    return NC, json.dumps(cell, indent=1), [pw]


@S
def twilio_notify():
    sid, tok = "AC" + hx(32), hx(32)
    t = (f"# text the on-call signal maintainer\nfrom twilio.rest import Client\nclient = Client('{sid}', '{tok}')\n")
    return NC, t, [tok]


@S
def xml_cad_cfg():
    pw = any_pw()
    t = (f"<CadConfig>\n  <TrackWarrant server=\"{host()}\" user=\"twc\" password=\"{pw}\"/>\n  <Territory>{sub()}</Territory>\n</CadConfig>\n")
    return ST, t, [pw]


@S
def radio_gateway():
    pw = r.choice([legacy, word_pw])()
    t = (f"Handover (night shift, radio techs): the ROIP gateway for channel 56 is back. Web admin at 10.80.3.4, "
         f"login admin / {pw}. Don't change the CTCSS settings.\n")
    return ST, t, [pw]


@S
def ticketing_backoffice():
    sk = g.stripe()
    t = f"# mobile ticketing refunds\nstripe.api_key = \"{sk}\"\nstripe.Refund.create(payment_intent=pi, reason='requested_by_customer')\n"
    return SI, t, [sk]


@S
def gh_token():
    tk = g.gh_classic()
    t = f"$ export GH_TOKEN={tk}\n$ gh release download v4.2.0 -R rrx/tvm-firmware -p '*.bin'\n"
    return SI, t, [tk]


# ---------------------------------------------------------------- clean templates
@C
def c_train_sheet():
    return (f"Train sheet {r.choice(['M-ATLCHA', 'Q-ROSALN', 'U-BTMGIL'])}{r.randint(10, 31)}\nLead loco {loco()}, {r.randint(60, 140)} cars, "
            f"{r.randint(6000, 16000)} tons, {r.randint(5000, 9000)} ft\nCrew on duty 03:40, HOS limit 15:40\n")


@C
def c_aei_read():
    return "\n".join(f"{r.choice(['TILX', 'GATX', 'UTLX', 'BNSF', 'TTGX'])} {r.randint(100000, 999999)} axle={r.randint(4, 8)} tag={g.hexs(24).upper()}"
                     for _ in range(6)) + f"\nsite {mp()}\n"


@C
def c_hbd_report():
    return (f"HBD {mp()} {sub()} train passed {r.randint(0, 23):02d}:{r.randint(0, 59):02d}\nAxles {r.randint(200, 500)}  Speed {r.randint(20, 60)} mph\n"
            f"Max temp rise L {r.randint(20, 90)}F R {r.randint(20, 90)}F  No defects\nreport id {g.uuid()}\n")


@C
def c_bulletin():
    return (f"Track bulletin {r.randint(1000, 9999)}: Form B {mp()} to {mp()} {sub()}, foreman Lopez, "
            "Slow order 10 MPH. Contact on channel 56.\n")


@C
def c_env_example():
    return ("BOS_DB_PASSWORD=\nDB_API_KEY=<your DB API key>\nOCP_APIM_SUBSCRIPTION_KEY=changeme\nTRAFIKVERKET_KEY=${TRAFIKVERKET_KEY}\n"
            "NROD_PASSWORD=your-password-here\n")


@C
def c_python_env():
    return ("import os\nfrom zeep import Client\nTOKEN = os.environ['DARWIN_TOKEN']\nclient = Client(WSDL)\n"
            "hdr = {'AccessToken': {'TokenValue': TOKEN}}\n")


@C
def c_gtfs():
    return ("trip_id,route_id,service_id,trip_headsign\n" + "\n".join(
        f"{r.randint(100000, 999999)},{r.choice(['CAL', 'BNSF', 'UP-N'])},{g.hexs(8)},{r.choice(['San Francisco', 'Aurora', 'Kenosha'])}"
        for _ in range(5)) + "\n")


@C
def c_git_log():
    return "\n".join(f"{g.sha1()} {m}" for m in r.sample(
        ["subdiv: update Hinton MP offsets", "bos: retry WIU status", "tvm: fare table 2026.11", "crew: fix rest calc",
         "wayside: HBD alarm thresholds"], 3)) + "\n"


@C
def c_checksums():
    return "\n".join(f"{g.sha256()}  {f}" for f in ["subdiv_hinton_v42.xml", "track_db_2026-11.sqlite", "tvm_fw_4.2.0.bin"]) + "\n"


@C
def c_uuid_events():
    return json.dumps([{"eventId": g.uuid(), "type": r.choice(["ENFORCEMENT", "INIT", "CUT_OUT"]), "loco": loco(),
                        "mp": mp(), "ts": f"2026-11-{r.randint(10, 28)}T0{r.randint(0, 9)}:12:00Z"} for _ in range(3)], indent=1)


@C
def c_kmac_prose():
    return ("ETCS key management: KMACs are exchanged between KMCs offline, on encrypted media, and loaded into RBCs and "
            "on-board units by the key custodian. Never paste a KMAC into tickets or chat; reference its KM_ID instead.\n")


@C
def c_kmid_list():
    return "\n".join(f"KM_ID 0x{g.hexs(6).upper()}  NID_C {r.randint(100, 999)}  status ACTIVE  expires 2027-0{r.randint(1, 9)}-01"
                     for _ in range(4)) + "\n"


@C
def c_secretref():
    return ("env:\n  - name: DB_API_KEY\n    valueFrom: {secretKeyRef: {name: db-api, key: key}}\n"
            "  - name: DARWIN_TOKEN\n    valueFrom: {secretKeyRef: {name: darwin, key: token}}\n")


@C
def c_gha():
    return "      - run: ./bos-deploy.sh\n        env:\n          BOS_DB_PASSWORD: ${{ secrets.BOS_DB_PASSWORD }}\n"


@C
def c_hook_ls():
    return hook("Bash", {"command": "ls /opt/ptc-bos/conf"}, {"stdout": "bos.properties\nlogback.xml\nsubdiv.d\n", "stderr": ""})


@C
def c_crew_roster():
    return "| employee | board | on duty | rest until |\n|---|---|---|---|\n" + "\n".join(
        f"| {r.randint(100000, 999999)} | Pool {r.randint(1, 20)} | 0{r.randint(0, 9)}:00 | 1{r.randint(0, 9)}:30 |" for _ in range(5)) + "\n"


@C
def c_tvm_tx():
    return (f"TVM-{r.randint(100, 399)} txn {g.uuid()} fare=ADULT_DAY amount=7.50 card=VISA ****{r.randint(1000, 9999)} "
            f"auth={r.randint(100000, 999999)} emv_aid=A0000000031010 tvr=0000008000\n")


@C
def c_ssh_pub():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{g.s(B62 + '+/', 200)} wayside-modems@ops\n"


@C
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(7)) + "\n-----END CERTIFICATE-----\n"


@C
def c_db_client_id():
    return (f"# DB API Marketplace: the Client-Id identifies our app; the API key goes in the vault\nDB_CLIENT_ID={g.hexs(32)}\n"
            "DB_API_KEY=${DB_API_KEY}\n")


@C
def c_darwin_response():
    return ("<GetStationBoardResult><generatedAt>2026-11-20T07:12:04</generatedAt><locationName>Reading</locationName>"
            f"<crs>RDG</crs><trainServices><service><serviceID>{g.b64(16)}</serviceID><std>07:20</std></service></trainServices></GetStationBoardResult>\n")


@C
def c_german_prose():
    return ("Hinweis: Zugangsdaten für Stellwerksrechner werden nur persönlich vom Fachdienst übergeben. "
            "Bitte keine Kennwörter in Schichtbücher oder Tickets schreiben.\n")


@C
def c_spanish_prose():
    return "Recordatorio: las contraseñas del SFTP se rotan cada 90 días y se guardan en el gestor; no las pidáis por correo.\n"


@C
def c_japanese_prose():
    return "運行管理システムのパスワードはチャットに書かないでください。必要な場合は管理者に申請してください。\n"


@C
def c_stack_trace():
    return (f"java.net.SocketTimeoutException: connect timed out\n\tat com.rrx.wiu.WiuPoller.poll(WiuPoller.java:88)\n"
            f"\tat com.rrx.wiu.WiuPoller.run(WiuPoller.java:41)\nwiu={r.randint(1000, 9999)} requestId={g.uuid()}\n")


@C
def c_placeholder_props():
    return "bos.db.url=jdbc:oracle:thin:@//localhost:1521/PTCBOS\nbos.db.user=BOS_APP\nbos.db.password=${BOS_DB_PASSWORD}\n"


@C
def c_ptc_msg():
    return (f"ITC msg class 02030 from {loco()}: emp_src=rrx.l:{r.randint(1000, 9999)}:ob emp_dst=rrx.b:bos:1 seq={r.randint(1, 65535)} "
            f"crc32={g.hexs(8)} payload={g.b64(40)}\n")


@C
def c_wiu_status():
    return "\n".join(f"WIU {r.randint(10000, 99999)} {mp()} signal={r.choice(['STOP', 'APPROACH', 'CLEAR'])} switch={r.choice(['N', 'R'])} hmac_ok=true"
                     for _ in range(4)) + "\n"


@C
def c_hook_grep():
    return hook("Bash", {"command": "grep -rn 'password' conf/ --include=*.yml"},
                {"stdout": "conf/crew.yml:9:  password: ${CREW_DB_PASSWORD}\nconf/tvm.yml:4:  password_policy: strong\n", "stderr": ""})


@C
def c_fare_table():
    return json.dumps({"version": "2026.11", "zones": {"1": 3.25, "2": 4.75, "3": 6.50}, "signature": g.b64(64),
                       "keyId": g.hexs(16)}, indent=1)


@C
def c_umler():
    return f"UMLER {r.choice(['TILX', 'GATX'])} {r.randint(100000, 999999)}  car type T108  load limit 263000  built 2014  " \
           f"last inspection 2026-0{r.randint(1, 9)}-12  record {g.hexs(20)}\n"


@C
def c_diff_clean():
    return ("--- a/crew/rest.py\n+++ b/crew/rest.py\n@@\n-MIN_REST_H = 8\n+MIN_REST_H = 10  # 49 CFR 228 undisturbed rest\n")


@C
def c_ticket():
    return (f"Ticket #{r.randint(4000, 4999)}: TVM-{r.randint(100, 399)} printer out of paper. Replaced roll, ran test print. "
            "No codes or passwords used beyond the normal service key.\n")


@C
def c_token_doc():
    return ("Darwin OpenLDBWS: register to receive a token, then send it in the SOAP header as "
            "<AccessToken><TokenValue>YOUR_TOKEN</TokenValue></AccessToken>.\n")


@C
def c_notebook_env():
    return json.dumps({"cell_type": "code", "execution_count": 4, "metadata": {}, "outputs": [],
                       "source": ["con = cx_Oracle.connect(user='ANALYST', password=os.environ['BOS_PW'], dsn=DSN)\n"]}, indent=1)


@C
def c_base64_blob():
    return f"event_recorder_chunk: {g.b64(150)}\nchunk_sha1: {g.sha1()}\n"


@C
def c_tf_ref():
    return ("resource \"azurerm_mssql_server\" \"crew\" {\n  administrator_login          = \"crewadmin\"\n"
            "  administrator_login_password = random_password.crew.result\n}\n")


def main():
    secrets = []
    k = 0
    while len(secrets) < 250:
        cls, text, vals = SECRET_T[k % len(SECRET_T)]()
        k += 1
        for v in vals:
            assert v and v in text, (k, v)
        secrets.append((cls, text, vals))
    clean = []
    k = 0
    while len(clean) < 100:
        clean.append(CLEAN_T[k % len(CLEAN_T)]())
        k += 1
    allv = {v for _, _, vs in secrets for v in vs}
    for t in clean:
        for v in allv:
            if len(v) >= 8:
                assert v not in t, v
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
    print(FAM, len(secrets), sum(len(v) for _, _, v in secrets), len(clean))


if __name__ == "__main__":
    main()
