"""Blind redaction source "oilgas": oil, gas and mining operations software.

SCADA historians (OSIsoft PI / AVEVA PI, PI Web API, Ignition), well-data and drilling-report systems (WITSML,
WellView, daily drilling reports), pipeline telemetry (Modbus/DNP3 gateways, MQTT Sparkplug), LIMS for assay
labs, fleet and asset management (Maximo, telematics), field-ticketing apps. Written blind by the helper
"corpora2" on 2026-12-03 without reading memtool's rules or results. Every value is random and made up.
Rerun to regenerate oilgas_secrets.jsonl and oilgas_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX  # noqa: E402

FAMILY = "oilgas"
g = Gen(30_301)
R = g.r

SITES = ["permian-south", "eagleford", "bakken-west", "pilbara-ops", "kuparuk", "marcellus-n", "wolfcamp",
         "athabasca", "northsea-b", "vaca-muerta", "olympic-dam", "kalgoorlie"]
USERS = ["piadmin", "svc_pi_af", "historian", "witsml_svc", "ddr_loader", "lims_sync", "scada_ro", "fleetapi",
         "maximo_int", "fieldtix", "svc-ignition", "ops_report", "mwd_upload", "assay_bot"]
WELLS = ["DOE 14-22H", "STATE 2-7 1H", "RANCH UNIT 501", "BLUE MESA 3H", "KESTREL 12-1", "PAD 9 WELL 4"]
WORDS = ["pumpjack", "derrick", "mudlogger", "roughneck", "wellhead", "flare", "tubing", "casing", "choke",
         "separator", "compressor", "dragline", "haul", "tailings", "core", "drillpipe", "kelly", "bitsub"]


def pw() -> str:
    k = R.randint(0, 9)
    if k == 0:
        return R.choice(WORDS).capitalize() + str(R.randint(1, 99)) + R.choice(["!", "#", "$", "@"])
    if k == 1:
        return "-".join(R.choice(WORDS) for _ in range(R.randint(3, 4))) + str(R.randint(1, 9))
    if k == 2:
        return g.s(B62, R.randint(12, 20))
    if k == 3:
        return g.s(string.ascii_letters + string.digits + "!%*_-", R.randint(10, 16))
    if k == 4:
        return R.choice(["Pi", "Sc", "Hist", "Op"]) + str(R.randint(2015, 2026)) + R.choice(["Q1", "Q3", "!", "$$"]) + g.s(string.ascii_lowercase, 3)
    if k == 5:
        return g.hexs(32)
    if k == 6:
        return g.s(string.ascii_lowercase + string.digits, 8)
    if k == 7:
        return g.human_pw()
    if k == 8:
        return g.machine_pw()
    return R.choice(WORDS) + R.choice(WORDS).capitalize() + str(R.randint(100, 9999))


def pin() -> str:
    return str(R.randint(1000, 999999))


def host() -> str:
    return R.choice(["pi-hist01", "pihist-a", "ignition-gw", "witsml", "lims", "maximo", "scada-fe02", "ddr",
                     "tix", "fleet-gw", "af-server"]) + "." + R.choice(SITES) + R.choice([".corp.local", ".ops.internal", ".energyco.net"])


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


# ----------------------------------------------------------------------------- secret templates
def t_piwebapi_curl():
    u, p = R.choice(USERS), pw()
    return (f"$ curl -sk -u '{u}:{p}' 'https://{host()}/piwebapi/streams/F1DPmN2fQ{g.s(B62, 18)}/recorded?startTime=*-8h'\n"
            '{"Links":{},"Items":[{"Timestamp":"2026-12-03T05:00:00Z","Value":412.7,"UnitsAbbreviation":"psi","Good":true}]}'), [p], "structural"


def t_pi_connection_string():
    p = pw()
    return (f'<add name="PIHistorian" connectionString="Provider=PIOLEDB.1;Data Source={host()};User ID={R.choice(USERS)};'
            f'Password={p};Time Zone=UTC" />'), [p], "structural"


def t_ignition_db():
    p = pw()
    return (f"# Ignition gateway backup notes ({R.choice(SITES)})\nDatabase connection 'HistorianSQL'\n  Connect URL: jdbc:sqlserver://{host()}:1433;databaseName=Ignition_Hist\n"
            f"  Username: ign_hist\n  Password: {p}\n  Translator: MSSQL"), [p], "structural"


def t_witsml_yaml():
    p = pw()
    return (f"witsml:\n  store_url: https://{host()}/witsml/store/WMLS.asmx\n  version: 1.4.1.1\n  username: {R.choice(USERS)}\n"
            f"  password: \"{p}\"\n  poll_interval_s: 30\n  wells:\n    - uid: W-{R.randint(10000, 99999)}\n      name: \"{R.choice(WELLS)}\""), [p], "structural"


def t_ddr_env():
    p = pw()
    k = g.hexs(40)
    return (f"# .env for ddr-ingest\nDDR_API_BASE=https://{host()}/api/v2\nDDR_CLIENT_ID=ddr-ingest-{R.choice(SITES)}\n"
            f"DDR_CLIENT_SECRET={k}\nWELLVIEW_SQL_PASSWORD={p}\nTZ=America/Chicago"), [k, p], "name-context"


def t_lims_ini():
    p = pw()
    return (f"[LabWareLIMS]\nserver = {host()}\nport = 1521\nservice = LIMSPRD\nuser = {R.choice(USERS)}\npwd = {p}\n\n[Assay]\ndefault_method = FA-AAS-30g\nau_detection_limit_ppm = 0.005"), [p], "name-context"


def t_modbus_gateway():
    p = pin() if R.random() < .5 else pw()
    return (f"// RTU gateway config exported from web UI  site={R.choice(SITES)}\n{{\n  \"device\": \"RTU-{R.randint(100, 999)}\",\n  \"modbus\": {{\"unit_id\": {R.randint(1, 247)}, \"baud\": 9600}},\n"
            f"  \"dnp3\": {{\"outstation\": {R.randint(1, 65519)}, \"master\": 1}},\n  \"admin_password\": \"{p}\",\n  \"ntp\": \"10.40.{R.randint(0, 255)}.1\"\n}}"), [p], "name-context"


def t_mqtt_sparkplug():
    p = pw()
    return (f"$ mosquitto_sub -h mqtt.{R.choice(SITES)}.ops.internal -p 8883 --cafile ca.pem -u edge-{R.randint(1, 40)} -P '{p}' -t 'spBv1.0/Pipeline/NDATA/#' -C 3\n"
            "spBv1.0/Pipeline/NDATA/CS-07 <binary 184 bytes>\nspBv1.0/Pipeline/NDATA/MLV-12 <binary 96 bytes>"), [p], "structural"


def t_maximo_apikey():
    k = g.s(string.ascii_lowercase + string.digits, 26)
    return (f"$ curl -s -H 'apikey: {k}' 'https://{host()}/maximo/api/os/mxapiasset?oslc.where=siteid=\"{R.choice(SITES).upper()[:6]}\"&lean=1'\n"
            '{"member":[{"assetnum":"PMP-1102","status":"OPERATING","description":"ESP pump"}],"responseInfo":{"totalCount":1}}'), [k], "structural"


def t_fleet_telematics():
    t = g.b64url(36)
    return (f"import requests\n\nSAMSARA_TOKEN = \"samsara_api_{t}\"\n\ndef vehicles():\n    r = requests.get(\"https://api.samsara.com/fleet/vehicles/stats?types=engineStates,gps\",\n"
            f"                     headers={{\"Authorization\": f\"Bearer {{SAMSARA_TOKEN}}\"}})\n    r.raise_for_status()\n    return r.json()[\"data\"]"), [f"samsara_api_{t}"], "self-identifying"


def t_fieldticket_bearer():
    t = g.jwt("fieldtech-" + str(R.randint(100, 999)))
    return (f"POST /api/tickets HTTP/1.1\nHost: tix.{R.choice(SITES)}.energyco.net\nAuthorization: Bearer {t}\nContent-Type: application/json\n\n"
            f'{{"ticket_no":"FT-{R.randint(100000, 999999)}","well":"{R.choice(WELLS)}","service":"hot oiling","hours":6.5}}'), [t], "self-identifying"


def t_pi_af_powershell():
    p = pw()
    return (f"PS C:\\> $pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\nPS C:\\> $cred = New-Object PSCredential('ENERGYCO\\{R.choice(USERS)}', $pw)\n"
            f"PS C:\\> Connect-PIDataArchive -PIDataArchiveMachineName {host()} -WindowsCredential $cred\n\nName       : PIHIST01\nIsConnected: True"), [p], "structural"


def t_pg_uri():
    p = pw()
    if any(c in p for c in "@#/:?%"):
        p = g.s(B62, 16)
    return (f"production_db_url = \"postgresql://prod_alloc:{p}@{host()}:5432/production_allocation\"  # daily allocation job"), [p], "structural"


def t_aws_s3_seismic():
    a, s = g.aws_akid(), g.aws_secret()
    return (f"[seismic-archive]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = us-east-2\n# segy bucket: s3://energyco-seismic-raw/"), [a, s], "self-identifying"


def t_chat_pw():
    p = pw()
    who = R.choice(["Dale", "Priya", "Marcus", "Ayesha", "Tom", "Lucía"])
    return (f"[07:12] {who}: historian on {R.choice(SITES)} dropped again, I restarted PI Buffer Subsystem\n[07:13] {who}: if you need the interface node, local admin is still `{p}` until IT rotates it\n[07:14] night-shift: thx, on it"), [p], "name-context"


def t_traceback():
    p = pw()
    return ("Traceback (most recent call last):\n  File \"/opt/ddr/ingest.py\", line 88, in <module>\n    conn = pyodbc.connect(cs)\n"
            f"pyodbc.InterfaceError: ('28000', \"[28000] [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'wv_reader'. (18456)\")\n"
            f"cs = 'DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={host()};DATABASE=WellView;UID=wv_reader;PWD={p}'"), [p], "structural"


def t_hook_env():
    p = pw()
    k = g.hexs(32)
    out = f"PI_SERVER={host()}\nPI_USER=svc_pi_af\nPI_PASSWORD={p}\nGEOSTEER_API_KEY={k}\nHOME=/home/ops"
    return hook("env | grep -E 'PI_|GEOSTEER'", out), [p, k], "name-context"


def t_self_id_generic():
    name, tok, sec = g.self_identifying()
    ctx = R.choice([
        f"# pipeline-telemetry CI secret ({name}) pasted in runbook by mistake\nexport TOKEN={tok}",
        f"notify:\n  provider: {name}\n  credential: {tok}\n  channel: '#control-room-alarms'",
        f"[{R.choice(SITES)}] leak detection alert relay configured with {tok} (rotate after go-live)",
    ])
    return ctx, [sec], "self-identifying"


def t_pem():
    block, line = g.pem()
    return (f"$ cat /etc/scada-fe/tls/{R.choice(['fe02', 'hist01', 'gateway'])}.key\n{block}"), [line], "self-identifying"


def t_sftp_assay():
    p = pw()
    return (f"# assay lab drop (ALS / SGS results)\nlftp -u assaydrop,'{p}' sftp://sftp.{R.choice(['alsglobal-results', 'sgs-minerals-xfer', 'intertek-drop'])}.example.net -e 'mirror --only-newer /out /data/assay; bye'"), [p], "structural"


def t_xml_opc():
    p = pw()
    return (f"<OpcUaClient>\n  <Endpoint>opc.tcp://{host()}:4840</Endpoint>\n  <SecurityPolicy>Basic256Sha256</SecurityPolicy>\n  <UserName>opc_{R.choice(['reader', 'hist', 'edge'])}</UserName>\n  <Password>{p}</Password>\n</OpcUaClient>"), [p], "structural"


def t_drill_report_email():
    p = pw()
    return (f"Subject: Rig {R.randint(100, 999)} DDR portal access\n\nHi all,\nthe new contractor login for the daily drilling report portal is\n  user: rig{R.randint(100, 999)}_company_man\n  pass: {p}\n"
            "Please file by 06:00 each day. Tour sheets go in the same folder.\n-- drilling ops"), [p], "structural"


def t_geo_api_key():
    k = g.s(B62, 40)
    return (f"settings.py\n-----------\nENVERUS_API_KEY = '{k}'\nWELL_HEADER_ENDPOINT = 'https://api.enverus.example/v3/direct-access/well-headers'\nPAGE_SIZE = 10000"), [k], "name-context"


def t_k8s_secret():
    p = pw()
    return (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: historian-bridge\n  namespace: ot-dmz\ntype: Opaque\nstringData:\n  PI_WEBAPI_USER: {R.choice(USERS)}\n  PI_WEBAPI_PASSWORD: \"{p}\""), [p], "name-context"


def t_snmp():
    p = g.s(B62, 12)
    return (f"$ snmpwalk -v3 -l authPriv -u scadamon -a SHA -A '{p}' -x AES -X '{p}' 10.{R.randint(10, 60)}.{R.randint(0, 255)}.12 1.3.6.1.2.1.1\n"
            "SNMPv2-MIB::sysDescr.0 = STRING: Moxa EDS-408A"), [p], "structural"


TEMPLATES = [t_piwebapi_curl, t_pi_connection_string, t_ignition_db, t_witsml_yaml, t_ddr_env, t_lims_ini,
             t_modbus_gateway, t_mqtt_sparkplug, t_maximo_apikey, t_fleet_telematics, t_fieldticket_bearer,
             t_pi_af_powershell, t_pg_uri, t_aws_s3_seismic, t_chat_pw, t_traceback, t_hook_env, t_self_id_generic,
             t_self_id_generic, t_pem, t_sftp_assay, t_xml_opc, t_drill_report_email, t_geo_api_key, t_k8s_secret,
             t_snmp]


# ----------------------------------------------------------------------------- clean templates
def c_pi_tags():
    return (f"$ piconfig < dump_tags.in\n* tag, pointsource, instrumenttag, engunits\n{R.choice(SITES).upper()}.CS07.DISCH_P, OPC, ns=2;s=CS07.PT101, psig\n"
            f"{R.choice(SITES).upper()}.CS07.SUCT_T, OPC, ns=2;s=CS07.TT204, degF\n* 2 points listed")


def c_witsml_placeholder():
    return ("witsml:\n  store_url: https://<witsml-host>/witsml/store/WMLS.asmx\n  username: ${WITSML_USER}\n  password: ${WITSML_PASSWORD}\n  # set both in the vault, never here")


def c_lims_result():
    return (f"Sample,Method,Au_ppm,Ag_ppm,Cu_pct,QC\nRC{R.randint(10000, 99999)}-{R.randint(1, 120)},FA-AAS-30g,{R.random() * 5:.3f},{R.random() * 40:.1f},{R.random():.3f},PASS\n"
            f"STD-OREAS-{R.randint(200, 299)},FA-AAS-30g,{R.random() * 3:.3f},,,{R.choice(['PASS', 'WARN'])}\nBLK-{R.randint(1, 9)},FA-AAS-30g,<0.005,<0.5,<0.001,PASS")


def c_git_log():
    return f"commit {g.sha1()}\nAuthor: {R.choice(['Dale Ortiz', 'Priya Nair', 'Marcus Lee'])} <ops@energyco.example>\n\n    ddr-ingest: handle tour sheets with null footage\n\ncommit {g.sha1()}\n    pi-bridge: bump PI Web API batch size to 500"


def c_checksum():
    return f"$ sha256sum segy/{R.choice(SITES)}_3D_{R.randint(2019, 2026)}.sgy\n{g.sha256()}  segy/{R.choice(SITES)}_3D.sgy\n$ aws s3 cp segy/ s3://energyco-seismic-raw/ --recursive --profile seismic"


def c_uuid_assets():
    return json.dumps({"assets": [{"id": g.uuid(), "assetnum": f"CMP-{R.randint(1000, 9999)}", "site": R.choice(SITES), "meter_hours": R.randint(100, 90000)} for _ in range(3)]}, indent=2)


def c_docs_changeme():
    return ("## Installing the RTU gateway\n1. Browse to https://192.168.127.254 and log in as `admin` with the factory password `changeme`.\n"
            "2. You are forced to set a new password on first login.\n3. Under *Protocols* enable DNP3 outstation and set the master address.")


def c_hook_read():
    body = f"site: {R.choice(SITES)}\nhistorian:\n  host: {host()}\n  auth: kerberos\n  spn: HTTP/{host()}\n  keytab: /etc/pi-bridge/pi.keytab\n"
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/srv/pi-bridge/config.yaml"}, "tool_response": {"file": {"content": body}}})


def c_public_key():
    return f"$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} ops@{R.choice(SITES)}-jump"


def c_ddr_text():
    return (f"DAILY DRILLING REPORT  {R.choice(WELLS)}  Report #{R.randint(1, 60)}\nDepth MD: {R.randint(5000, 21000)} ft  TVD: {R.randint(5000, 11000)} ft\n"
            f"24 hr summary: drilled lateral {R.randint(200, 2400)} ft, ROP avg {R.randint(80, 400)} ft/hr. Mud wt {R.uniform(9, 13):.1f} ppg.\nAPI #: 42-{R.randint(100, 500)}-{R.randint(10000, 99999)}")


def c_fleet_log():
    return (f"2026-12-03T06:{R.randint(10, 59)}:11Z INFO telematics vehicle=TRK-{R.randint(100, 999)} vin=1FT{g.s('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 14)} engine_hours={R.randint(1000, 20000)} idle_pct={R.randint(5, 60)}\n"
            f"2026-12-03T06:{R.randint(10, 59)}:12Z WARN geofence exit vehicle=TRK-{R.randint(100, 999)} pad={R.choice(WELLS)}")


def c_ticket_json():
    return json.dumps({"ticket_no": f"FT-{R.randint(100000, 999999)}", "signature_png": "data:image/png;base64," + g.b64(90), "crew": ["operator", "swamper"], "api_number": f"05-123-{R.randint(10000, 99999)}"})


def c_env_example():
    return "# .env.example\nPI_SERVER=\nPI_USER=\nPI_PASSWORD=<your-password>\nGEOSTEER_API_KEY=<your-api-key>\nDDR_CLIENT_SECRET=\n"


def c_modbus_map():
    return "\n".join(f"{40001 + i},{R.choice(['FLOW_RATE', 'LINE_P', 'TANK_LVL', 'VALVE_POS', 'H2S_PPM'])}_{i},FLOAT32,ABCD,{R.choice(['mscf/d', 'psig', 'in', '%', 'ppm'])}" for i in range(6))


def c_pr_comment():
    return (f"Review on PR #{R.randint(100, 900)} (pi-bridge): please don't commit the PI password again — read it from `PI_PASSWORD` "
            "via the Windows credential manager like the other interfaces. The keytab path is fine to keep in config.")


def c_sparkplug():
    return f"$ python decode_spb.py dump.bin\nnode: Pipeline/CS-07 seq=12 bdSeq=3\nmetric alias=5 name=Discharge/Pressure value=812.4\nmetric alias=9 name=Compressor/RunHours value={R.randint(1000, 40000)}\nuuid {g.uuid()}"


CLEAN = [c_pi_tags, c_witsml_placeholder, c_lims_result, c_git_log, c_checksum, c_uuid_assets, c_docs_changeme,
         c_hook_read, c_public_key, c_ddr_text, c_fleet_log, c_ticket_json, c_env_example, c_modbus_map, c_pr_comment,
         c_sparkplug]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets, clean = [], []
    for i in range(250):
        text, vals, cls = TEMPLATES[i % len(TEMPLATES)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    for i in range(100):
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN[i % len(CLEAN)]()})
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
