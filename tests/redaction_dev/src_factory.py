"""Blind redaction source "factory": manufacturing shop-floor software.

MES and ERP shop-floor integrations, PLC programming tools, OPC UA and MQTT gateways, Ignition and Kepware,
machine-vision cameras, quality and SPC systems -- as config files, commands, logs, tracebacks, chat and agent
hook payloads. Written blind by the helper "corpora3" on 2026-12-03 (it read neither memtool's rules nor its
results). Every value is random and made up; seeded, so rerunning writes factory_secrets.jsonl and
factory_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, Gen  # noqa: E402

FAM = "factory"
OUT = Path(__file__).resolve().parent
g = Gen(310301)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits


def word():
    return g.pick(["press", "weld", "paint", "stamp", "mold", "lathe", "spindle", "conveyor", "robot", "torque",
                   "casting", "anneal", "forge", "pallet", "gantry", "hopper", "kiln", "extruder"])


def pw():
    k = R.randint(0, 9)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:  # words with digits, shop-floor style
        return word().capitalize() + str(R.randint(1, 99)) + g.pick(["Line", "Cell", "Shift", "Bay"]) + str(R.randint(1, 9))
    if k == 3:  # legacy short password
        return word()[:4] + str(R.randint(100, 999))
    if k == 4:  # passphrase
        return "-".join(g.pick(["amber", "rivet", "oxide", "quartz", "ember", "shunt", "bolt", "cinder", "lumen",
                                "ratchet", "gasket", "solder"]) for _ in range(4))
    if k == 5:  # vendor generated
        return g.s(string.ascii_uppercase + DIG, 5) + "-" + g.s(string.ascii_uppercase + DIG, 5) + "-" + g.s(string.ascii_uppercase + DIG, 5)
    if k == 6:
        return g.hexs(32)
    if k == 7:
        return g.s(B62 + "!@#%*", R.randint(12, 20))
    if k == 8:
        return g.pick(["Siemens", "Rockwell", "Fanuc", "Omron", "Beckhoff"]) + "#" + str(R.randint(1000, 9999))
    return g.b64(R.choice([18, 24, 32]))


def pin():
    return str(R.randint(100000, 99999999))


def host():
    return g.pick(["mes-app01", "ign-gw02", "kep-srv", "hist01", "edge-gw-l3", "opc-agg", "spc-db", "plc-eng-ws4",
                   "qms-api", "vision-nas"]) + g.pick(["", ".plant.local", ".corp.example.net", ".mfg.internal"])


def ip():
    return f"10.{R.randint(10, 60)}.{R.randint(0, 254)}.{R.randint(2, 250)}"


def user():
    return g.pick(["mes_svc", "ign_gateway", "opc_client", "operator", "line3", "hist_reader", "spc_writer",
                   "Administrator", "edge01", "qc_station", "svc-kepware", "erp_rfc"])


def line():
    return f"L{R.randint(1, 12)}"


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "inspect config"},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def hook_read(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}},
                      ensure_ascii=False)


S = []


def t(f):
    S.append(f)
    return f


@t
def kepware_ini():
    p = pw()
    return "name-context", f"""; KEPServerEX 6 - IoT Gateway agent export ({line()})
[MQTT_Agent_{R.randint(1, 9)}]
Url=tcp://{ip()}:1883
Topic=iotgateway/{line()}/{word()}
ClientID=kep_{g.hexs(6)}
Username={user()}
Password={p}
QoS=1
""", [p]


@t
def ignition_jdbc():
    p = pw()
    u = user()
    return "structural", f"""Connection URL: jdbc:sqlserver://{host()}:1433;databaseName=MES_{line()};user={u};password={p};encrypt=true;trustServerCertificate=true
Status: Faulted (Login failed for user '{u}'.)""", [p]


@t
def mosquitto_pub():
    p = pw()
    return "structural", f"$ mosquitto_pub -h {host()} -p 8883 --cafile /etc/ssl/plant-ca.pem -u {user()} -P '{p}' -t 'spBv1.0/Plant1/NCMD/{line()}' -m '{{\"metrics\":[]}}'\nError: Connection refused: not authorised.", [p]


@t
def sparkplug_yaml():
    p = pw()
    return "structural", f"""# edge node config for the {word()} cell
sparkplug:
  group_id: Plant1
  edge_node_id: {line()}-{word()}
  broker: mqtts://{user()}:{p}@{host()}:8883
  rebirth_on_connect: true
""", [p]


@t
def nodered_creds():
    p = pw()
    p2 = g.hexs(R.choice([32, 48, 64]))
    text = hook("cat ~/.node-red/flows_cred_decrypted.json", json.dumps({
        g.hexs(16): {"user": user(), "password": p},
        g.hexs(16): {"token": p2}}, indent=2))
    return "name-context", text, [p, p2]


@t
def nodered_settings():
    p = pw()
    return "name-context", f"""module.exports = {{
    uiPort: process.env.PORT || 1880,
    // flows_cred.json is encrypted with this key -- do not lose it
    credentialSecret: "{p}",
    flowFile: 'flows_{line()}.json',
    editorTheme: {{ projects: {{ enabled: false }} }},
}}""", [p]


@t
def plc_chat():
    p = g.pick([pin(), pw(), word() + str(R.randint(1, 9))])
    return "name-context", f"""[{R.randint(6, 22):02d}:{R.randint(0, 59):02d}] {g.pick(['Marek', 'Jules', 'Priya', 'Tomasz', 'Ana'])}: the S7-1500 on {line()} has full-access protection now, PLC password is {p} -- don't put it in the ticket pls
[{R.randint(6, 22):02d}:{R.randint(0, 59):02d}] {g.pick(['Ken', 'Lea', 'Omar'])}: ok, going online with TIA now""", [p]


@t
def factorytalk_conn():
    p = pw()
    return "structural", f"Provider=SQLOLEDB.1;Data Source={host()}\\FTHISTORIAN;Initial Catalog=FTAE_{line()};User ID={user()};Password={p};Persist Security Info=True", [p]


@t
def sap_jco():
    p = pw()
    return "name-context", f"""# SAP RFC destination used by the MES order download
jco.client.ashost={g.pick(['sapprd', 'sap-ecc-01', 's4hana-app'])}.corp.example.net
jco.client.sysnr=00
jco.client.client={R.randint(100, 900)}
jco.client.user={user().upper()}
jco.client.passwd={p}
jco.client.lang=EN
jco.destination.pool_capacity=5
""", [p]


@t
def cognex_telnet():
    p = pw()
    return "structural", f"""import telnetlib
cam = telnetlib.Telnet("{ip()}", 23, timeout=5)
cam.read_until(b"User: ")
cam.write(b"admin\\r\\n")
cam.read_until(b"Password: ")
cam.write(b"{p}\\r\\n")
cam.write(b"SE8\\r\\n")  # trigger In-Sight acquisition
""", [p]


@t
def ftp_camera():
    p = pw()
    return "structural", f"""2026-11-{R.randint(10, 30)} 0{R.randint(1, 9)}:{R.randint(10, 59)}:{R.randint(10, 59)} [vision] upload failed: ftp://cam{R.randint(1, 40):02d}:{p}@{ip()}/ng_images/{line()}/ -- 550 Permission denied""", [p]


@t
def influx_token():
    p = g.b64(64)
    return "name-context", f"""[[outputs.influxdb_v2]]
  urls = ["http://{host()}:8086"]
  token = "{p}"
  organization = "plant1"
  bucket = "spc_{line().lower()}"
""", [p]


@t
def grafana_key():
    tok = g.grafana()
    return "self-identifying", f"curl -s -H 'Authorization: Bearer {tok}' https://grafana.plant.example.net/api/dashboards/uid/oee-{line().lower()} | jq .dashboard.title", [tok]


@t
def iothub():
    k = g.b64(32)
    return "structural", f"IOTHUB_DEVICE_CONNECTION_STRING=HostName=plant-hub-{R.randint(1, 9)}.azure-devices.net;DeviceId={line()}-{word()};SharedAccessKey={k}", [k]


@t
def greengrass_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[greengrass-edge]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = eu-central-1
""", [a, s]


@t
def opcua_pem():
    block, _ = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return "self-identifying", f"""$ cat /opt/opcua-gw/pki/own/private/gateway_{line()}.pem
{block}""", [block]


@t
def mes_bearer():
    tok = g.jwt(f"{user()}@plant1")
    return "self-identifying", f"""POST /api/v2/workorders/WO-{R.randint(100000, 999999)}/complete HTTP/1.1
Host: {host()}
Authorization: Bearer {tok}
Content-Type: application/json

{{"goodQty": {R.randint(10, 900)}, "scrapQty": {R.randint(0, 12)}, "station": "{line()}-OP{R.randint(10, 90)}"}}""", [tok]


@t
def mes_apikey_header():
    k = g.s(B62, R.choice([32, 40]))
    return "structural", f"""curl -X GET "https://{host()}/mes/api/v1/lots?status=HOLD" \\
  -H "Accept: application/json" \\
  -H "X-Api-Key: {k}\"""", [k]


@t
def ignition_dbprops():
    p = pw()
    return "name-context", hook(f"sudo cat /usr/local/bin/ignition/data/{g.pick(['db.properties', 'gateway.properties'])}",
                                f"#Ignition gateway\nhistorian.user={user()}\nhistorian.password={p}\nhistorian.url=jdbc:postgresql://{host()}:5432/history\n"), [p]


@t
def pyodbc_trace():
    p = pw()
    return "structural", f"""Traceback (most recent call last):
  File "/srv/spc/collect.py", line {R.randint(20, 200)}, in <module>
    cn = pyodbc.connect("DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={host()};DATABASE=SPC;UID={user()};PWD={p};TrustServerCertificate=yes")
pyodbc.OperationalError: ('HYT00', '[HYT00] [Microsoft][ODBC Driver 18 for SQL Server]Login timeout expired (0) (SQLDriverConnect)')""", [p]


@t
def hivemq_compose():
    p = pw()
    return "name-context", f"""services:
  hivemq:
    image: hivemq/hivemq-ce:2025.3
    ports: ["1883:1883", "8080:8080"]
    environment:
      HIVEMQ_CONTROL_CENTER_USER: admin
      HIVEMQ_CONTROL_CENTER_PASSWORD: "{p}"
""", [p]


@t
def ignition_script():
    k = g.s(B62, 36)
    return "structural", f"""# Ignition gateway timer script: push OEE to the ERP
payload = system.util.jsonEncode({{"line": "{line()}", "oee": oee}})
resp = system.net.httpPost("https://erp.example.net/api/oee", "application/json", payload,
                           headerValues={{"X-API-Key": "{k}"}})""", [k]


@t
def spc_client_secret():
    p = g.s(B62 + "-_.~", R.randint(30, 44))
    return "name-context", f"""{{
  "spc": {{
    "base_url": "https://{g.pick(['infinityqs', 'spc', 'qualitycloud'])}.example.com/api",
    "client_id": "{g.uuid()}",
    "client_secret": "{p}",
    "plant_code": "P{R.randint(10, 99)}"
  }}
}}""", [p]


@t
def mosq_psk():
    k = g.hexs(R.choice([32, 64]))
    return "name-context", f"""listener 8884
psk_hint plant1-{line().lower()}
# psk_file entries are identity:key in hex
psk_file /etc/mosquitto/psk.txt

$ sudo cat /etc/mosquitto/psk.txt
gw-{line().lower()}:{k}""", [k]


@t
def gateway_pair_chat():
    p = pw()
    return "structural", f"""Changed the web login of the Modbus/TCP gateway in cabinet {R.randint(1, 30)} (Moxa MGate) from the factory default.
New credentials: admin / {p}
IP stays {ip()}, config backup in the share.""", [p]


@t
def opcua_py():
    p = pw()
    return "name-context", f"""from asyncua import Client

async def read_counts():
    client = Client(url="opc.tcp://{host()}:4840/")
    client.set_user("{user()}")
    client.set_password("{p}")
    async with client:
        node = client.get_node("ns=2;s={line()}.Counter.Good")
        return await node.read_value()""", [p]


@t
def kepware_rest_curl():
    p = pw()
    return "structural", f"curl -k -u Administrator:{p} https://{host()}:57512/config/v1/project/channels/{line()}_S7/devices", [p]


@t
def diff_env():
    p = g.s(B62, R.choice([24, 32, 40]))
    return "name-context", f"""diff --git a/deploy/mes-connector/.env b/deploy/mes-connector/.env
new file mode 100644
index 0000000..{g.hexs(7)}
--- /dev/null
+++ b/deploy/mes-connector/.env
@@ -0,0 +1,4 @@
+MES_BASE_URL=https://{host()}/api
+MES_API_KEY={p}
+PLANT_ID=P{R.randint(10, 99)}
+LOG_LEVEL=info""", [p]


@t
def sshpass_hmi():
    p = pw()
    return "structural", f"$ sshpass -p '{p}' scp recipes_{line()}.csv root@{ip()}:/opt/hmi/recipes/", [p]


@t
def net_use():
    p = pw()
    return "structural", f"C:\\> net use \\\\HMI-{R.randint(1, 30):02d}\\Recipes /user:HMI{R.randint(1, 30):02d}\\operator {p} /persistent:no\nThe command completed successfully.", [p]


@t
def piwebapi():
    p = pw()
    return "name-context", f"""PIWEBAPI_URL=https://{host()}/piwebapi
PIWEBAPI_USER=CORP\\{user()}
PIWEBAPI_PASSWORD={p}
PI_DATA_ARCHIVE=PIPRD{R.randint(1, 3)}""", [p]


@t
def andon_slack():
    w = g.slack_webhook()
    part = w.rsplit("/", 1)[1]
    return "self-identifying", f"""andon:
  notify_on: [line_stop, quality_hold]
  slack_webhook: {w}
  escalate_after_min: {R.randint(5, 30)}""", [part]


@t
def twilio_sms():
    tok = g.twilio()
    sec = g.s(B62, 32)
    return "self-identifying", f"""# downtime SMS to shift leads
TWILIO_API_KEY = "{tok}"
TWILIO_API_SECRET = "{sec}"
TO_NUMBERS = ["+4915110000{R.randint(100, 999)}"]""", [tok, sec]


@t
def sql_login():
    p = pw()
    return "name-context", f"""-- grant the MES reporting account read access
CREATE LOGIN mes_reader WITH PASSWORD = '{p}', CHECK_POLICY = OFF;
CREATE USER mes_reader FOR LOGIN mes_reader;
ALTER ROLE db_datareader ADD MEMBER mes_reader;""", [p]


@t
def ignition_project_json():
    p = pw()
    return "name-context", hook_read(f"/home/dev/ignition-export/{line()}/db-connections.json", json.dumps({
        "name": f"MES_{line()}", "driver": "MSSQL JDBC", "connectURL": f"jdbc:sqlserver://{host()}:1433",
        "username": user(), "password": p, "validationQuery": "SELECT 1"}, indent=2)), [p]


@t
def twincat_route():
    p = g.pick([pw(), "plc" + str(R.randint(10, 99)), pin()])
    return "name-context", f"""PS C:\\> Add-AdsRoute -Name "IPC-{line()}" -Address {ip()} -NetId 5.{R.randint(1, 200)}.{R.randint(1, 200)}.{R.randint(1, 200)}.1.1 -Username Administrator -Password "{p}" -Force
Route 'IPC-{line()}' added.""", [p]


@t
def gitlab_ci_plc():
    tok = g.gitlab()
    return "self-identifying", f"""$ git remote -v
origin  https://oauth2:{tok}@gitlab.plant.example.net/automation/plc-{line().lower()}.git (fetch)
origin  https://oauth2:{tok}@gitlab.plant.example.net/automation/plc-{line().lower()}.git (push)""", [tok]


@t
def systemd_env():
    p = pw()
    return "name-context", f"""[Service]
ExecStart=/opt/opcua-bridge/bin/bridge --config /etc/opcua-bridge.yaml
Environment=OPCUA_USER={user()}
Environment=OPCUA_PASS={p}
Restart=always""", [p]


@t
def broker_log():
    p = pw()
    return "structural", f"""{R.randint(10, 23)}:{R.randint(10, 59)}:{R.randint(10, 59)}.{R.randint(100, 999)} INFO  [edge-agent] connecting to mqtts://{user()}:{p}@{host()}:8883 (clean_session=false)
{R.randint(10, 23)}:{R.randint(10, 59)}:{R.randint(10, 59)}.{R.randint(100, 999)} WARN  [edge-agent] reconnect backoff 8s""", [p]


@t
def vision_cloud_key():
    k = g.pick([g.openai(), g.anthropic()])
    return "self-identifying", f"""# defect classifier fallback: describe unknown NG images
LLM_KEY = "{k}"
MODEL = "vision-large"
THRESHOLD = 0.{R.randint(50, 95)}""", [k]


@t
def hook_env_dump():
    p = pw()
    t2 = g.s(B62, 40)
    return "name-context", hook("env | grep -i -E 'mes|erp'", f"MES_HOST={host()}\nMES_USER={user()}\nMES_PASSWORD={p}\nERP_TOKEN={t2}\nERP_TENANT=plant{R.randint(1, 9)}"), [p, t2]


@t
def rockwell_issue():
    p = pw()
    return "name-context", f"""### Studio 5000 won't go online with the {line()} controller
Steps: opened the ACD, RSLinx shows the L83 fine, but Go Online prompts for the source protection key.
The source key we have on file is `{p}`, that used to work. Anyone changed it?""", [p]


@t
def opc_ua_xml():
    p = pw()
    return "name-context", f"""<ServerConfiguration>
  <Endpoint Url="opc.tcp://{host()}:4840" SecurityPolicy="Basic256Sha256" />
  <UserIdentity>
    <UserName>{user()}</UserName>
    <Password>{p}</Password>
  </UserIdentity>
</ServerConfiguration>""", [p]


@t
def mqtt_url_python():
    p = pw()
    return "structural", f"""BROKER_URL = "mqtt://{user()}:{p}@{ip()}:1883"
client = mqtt.Client(client_id="spc-{g.hexs(6)}")
u = urlparse(BROKER_URL)""", [p]


@t
def erp_odata():
    import base64
    b = base64.b64encode(f"{user().upper()}:{pw()}".encode()).decode()
    return "structural", f"""GET https://s4.example.net/sap/opu/odata/sap/API_PRODUCTION_ORDER_2_SRV/A_ProductionOrder_2?$top=5
Authorization: Basic {b}
sap-client: {R.randint(100, 900)}""", [b]


C = []


def c(f):
    C.append(f)
    return f


@c
def c_kep_ini():
    return f"""; KEPServerEX 6 - IoT Gateway agent export ({line()})
[MQTT_Agent_{R.randint(1, 9)}]
Url=tcp://{ip()}:1883
Topic=iotgateway/{line()}/{word()}
ClientID=kep_{g.hexs(6)}
Username=
Password=
QoS=1"""


@c
def c_sparkplug_env():
    return f"""sparkplug:
  group_id: Plant1
  edge_node_id: {line()}-{word()}
  broker: mqtts://${{MQTT_USER}}:${{MQTT_PASSWORD}}@{host()}:8883"""


@c
def c_cert_thumb():
    return f"""OPC UA server certificate
  Subject: CN={host()}, O=Plant1, DC={host()}
  Thumbprint (SHA1): {g.hexs(40).upper()}
  ApplicationUri: urn:{host()}:Kepware.KEPServerEX.V6
  Valid: 2025-0{R.randint(1, 9)}-01 .. 2030-0{R.randint(1, 9)}-01"""


@c
def c_readme_default():
    return f"""## First login
The Ignition gateway ships with the user `admin` and the password `password`; the commissioning wizard forces a
change on first login. Use the shift lead's account afterwards, never a shared one. Ticket: PLT-{R.randint(1000, 9999)}."""


@c
def c_mes_log():
    return f"""2026-11-{R.randint(10, 30)}T0{R.randint(1, 9)}:{R.randint(10, 59)}:00Z INFO  order WO-{R.randint(100000, 999999)} released to {line()} (material {R.randint(10**7, 10**8)}, qty {R.randint(10, 500)})
2026-11-{R.randint(10, 30)}T0{R.randint(1, 9)}:{R.randint(10, 59)}:05Z INFO  lot {g.s(string.ascii_uppercase + DIG, 10)} trace id {g.uuid()}"""


@c
def c_git_log():
    return "\n".join(f"{g.hexs(40)} {g.pick(['Fix', 'Add', 'Bump'])} {g.pick(['OEE calc', 'tag paths', 'recipe import', 'S7 driver', 'SPC limits'])} for {line()}" for _ in range(R.randint(3, 6)))


@c
def c_spc_output():
    return f"""Xbar-R chart, characteristic D{R.randint(1, 40)} (bore diameter), subgroup n=5
UCL={R.uniform(10, 11):.4f} CL={R.uniform(9.9, 10):.4f} LCL={R.uniform(9, 9.9):.4f}
Cp={R.uniform(0.8, 2):.2f} Cpk={R.uniform(0.8, 2):.2f}  rule 2 violated at subgroups {R.randint(1, 30)}, {R.randint(31, 60)}"""


@c
def c_docker_placeholder():
    return f"""services:
  hivemq:
    image: hivemq/hivemq-ce:2025.3
    environment:
      HIVEMQ_CONTROL_CENTER_USER: admin
      HIVEMQ_CONTROL_CENTER_PASSWORD: ${{HIVEMQ_CC_PASSWORD:?set in .env}}"""


@c
def c_env_example():
    return f"""# copy to .env and fill in
MES_BASE_URL=https://{host()}/api
MES_API_KEY=<your-mes-api-key>
PLANT_ID=P{R.randint(10, 99)}
PIWEBAPI_PASSWORD=changeme"""


@c
def c_image_b64():
    return f"""{{"station": "{line()}-CAM{R.randint(1, 9)}", "result": "NG", "defect": "{g.pick(['scratch', 'burr', 'void', 'short shot'])}", "thumb": "data:image/png;base64,iVBORw0KGgo{g.b64(90)}"}}"""


@c
def c_pub_key():
    return f"""$ cat /opt/opcua-gw/pki/trusted/certs/ignition_{line()}.pem
-----BEGIN CERTIFICATE-----
{chr(10).join(g.b64(48) for _ in range(R.randint(6, 10)))}
-----END CERTIFICATE-----"""


@c
def c_ssh_pub():
    return f"authorized_keys on hmi-{R.randint(1, 30):02d}: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} eng@plc-eng-ws{R.randint(1, 9)}"


@c
def c_modbus_dump():
    regs = " ".join(f"{R.randint(0, 65535):04X}" for _ in range(16))
    return f"$ mbpoll -a 1 -r 40001 -c 16 -t 4:hex {ip()}\n-- Polling slave 1...\n{regs}"


@c
def c_checksum():
    return f"""Firmware package for Cognex In-Sight {R.randint(2000, 9000)}
  file: insight_fw_{R.randint(5, 6)}.{R.randint(0, 9)}.{R.randint(0, 9)}.zip
  sha256: {g.hexs(64)}
  md5: {g.hexs(32)}"""


@c
def c_chat_noauth():
    return f"""{g.pick(['Marek', 'Priya', 'Ana'])}: {line()} stopped again, PLC fault 16#{g.hexs(4).upper()} on the infeed.
{g.pick(['Ken', 'Omar', 'Lea'])}: that's the light curtain; reset at the HMI, the password for maintenance mode is in the binder (not here).
{g.pick(['Marek', 'Priya', 'Ana'])}: ok, running again at {R.randint(6, 22):02d}:{R.randint(0, 59):02d}."""


@c
def c_iothub_template():
    return "IOTHUB_DEVICE_CONNECTION_STRING=HostName=<hub-name>.azure-devices.net;DeviceId=<device-id>;SharedAccessKey=<device-key>"


@c
def c_opcua_nodes():
    return "\n".join(f"ns=2;s={line()}.{g.pick(['Counter.Good', 'Counter.Scrap', 'State', 'Speed', 'Alarm.Active'])}  Good  {R.randint(0, 9999)}  {g.uuid()}" for _ in range(R.randint(3, 6)))


@c
def c_jwt_doc():
    return f"""The MES API expects `Authorization: Bearer <access_token>` where the token comes from
`POST /oauth/token` with the client credentials stored in the vault path `kv/mes/{line().lower()}`. Tokens expire after {R.choice([5, 15, 60])} minutes."""


@c
def c_tia_log():
    return f"""Compiling {line()}_PLC (CPU 1516-3 PN/DP) ...
  OB1 [Main]: 0 errors, {R.randint(0, 5)} warnings
  FB{R.randint(100, 400)} "Conveyor_Ctrl": block checksum {g.hexs(8).upper()}
Download to device: ok ({R.randint(100, 900)} KB)"""


@c
def c_ignition_tags():
    return json.dumps({"name": f"{line()}_OEE", "tagType": "UdtInstance", "typeId": "OEE_Line",
                       "parameters": {"lineId": line(), "historyProvider": "MES_Historian"},
                       "uuid": g.uuid()}, indent=2)


@c
def c_hook_ls():
    return hook("ls -la /opt/kepware/config", "\n".join(f"-rw-r--r-- 1 kep kep {R.randint(100, 99999)} Nov {R.randint(1, 30)} {R.randint(10, 23)}:{R.randint(10, 59)} {n}" for n in ["project.opf", "license.lic", "iotgateway.json", "certs.pem.bak"]))


@c
def c_license_id():
    return f"""License activation
  Product: Ignition Platform (Unlimited)
  Order: SO-{R.randint(100000, 999999)}  (the license key itself stays in the order e-mail)
  System ID: {g.hexs(32).upper()}"""


@c
def c_mosquitto_conf():
    return f"""listener 8883
cafile /etc/mosquitto/ca.crt
certfile /etc/mosquitto/server.crt
keyfile /etc/mosquitto/server.key
password_file /etc/mosquitto/passwd
allow_anonymous false"""


@c
def c_sap_jco_placeholder():
    return f"""jco.client.ashost=sapprd.corp.example.net
jco.client.client={R.randint(100, 900)}
jco.client.user=RFC_MES
jco.client.passwd=${{SAP_RFC_PASSWORD}}"""


@c
def c_pytest():
    return f"""$ pytest tests/test_spc.py -q
{'.' * R.randint(8, 30)}
{R.randint(8, 30)} passed in {R.uniform(0.3, 4):.2f}s"""


@c
def c_recipe_csv():
    return "recipe_id,product,temp_c,pressure_bar,cycle_s\n" + "\n".join(f"R{R.randint(100, 999)},{g.s(string.ascii_uppercase, 3)}-{R.randint(10, 99)},{R.randint(180, 260)},{R.randint(80, 160)},{R.uniform(10, 60):.1f}" for _ in range(4))


@c
def c_vision_result():
    return f"""[{line()}-CAM{R.randint(1, 9)}] job loaded: connector_check_v{R.randint(2, 9)}.job (crc32 {g.hexs(8)})
[{line()}-CAM{R.randint(1, 9)}] pattern score 0.{R.randint(60, 99)} PASS, serial {g.s(DIG, 12)}"""


@c
def c_password_policy():
    return """Password rules for HMI accounts (QA-SOP-114): at least 12 characters, changed every 180 days,
no reuse of the last 5. Operators log in with their badge; the engineer password is never written on the panel."""


@c
def c_mqtt_topic_dump():
    return "\n".join(f"spBv1.0/Plant1/DDATA/{line()}/{word()} {{\"timestamp\":{1764000000000 + R.randint(0, 10**9)},\"seq\":{R.randint(0, 255)}}}" for _ in range(3))


def main() -> None:
    secrets, clean = [], []
    i = 0
    while len(secrets) < 250:
        cls, text, vals = S[i % len(S)]()
        i += 1
        for v in vals:
            assert v and v in text, (FAM, i, v)
        secrets.append({"id": f"{FAM}-{len(secrets) + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals})
    j = 0
    while len(clean) < 100:
        clean.append({"id": f"{FAM}-c{len(clean) + 1}", "family": FAM, "text": C[j % len(C)]()})
        j += 1
    with open(OUT / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(OUT / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
