"""Blind redaction source "robotics": robotics and industrial automation (ROS 2, drone fleet clouds, PX4/ArduPilot
ground stations, PLCs and OPC UA, MES/SCADA integrations, industrial cameras).

Written blind by corpora6 on 2026-12-03 (without reading memtool's rules or results). Every value is random and
made up. Seeded: rerunning writes robotics_secrets.jsonl and robotics_clean.jsonl byte-identically.
"""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAM = "robotics"
g = Gen(22003)
r = g.r
SITES = ["plant-linz", "cell-7", "agv-fleet", "line3", "hangar-b", "farm-north"]
ROBOTS = ["amr_04", "ur10e_left", "x500_v2", "tb4_lab", "spot_02", "picker_11"]


def pw():
    k = r.randint(0, 7)
    if k == 0:
        return g.pick(["robot", "siemens", "plc", "operator", "scada", "drone"]) + str(r.randint(1, 9999))
    if k == 1:
        return str(r.randint(1000, 99999999))
    if k == 2:
        return g.s(B62, r.randint(8, 14))
    if k == 3:
        return g.human_pw()
    if k == 4:
        return g.hexs(32)
    return g.machine_pw()


def site():
    return g.pick(SITES)


def robot():
    return g.pick(ROBOTS)


def ip():
    return f"192.168.{r.randint(0,50)}.{r.randint(2,250)}"


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def s_opcua_user():
    p = pw()
    return "structural", f"from asyncua import Client\n\nasync def main():\n    client = Client(\"opc.tcp://{ip()}:4840/freeopcua/server/\")\n    client.set_user(\"mes_reader\")\n    client.set_password(\"{p}\")\n    await client.connect()\n", [p]


def s_opcua_yaml():
    p = pw()
    return "name-context", f"opcua:\n  endpoint: opc.tcp://{site()}-plc01:4840\n  security_policy: Basic256Sha256\n  security_mode: SignAndEncrypt\n  username: historian\n  password: \"{p}\"\n", [p]


def s_opcua_cli():
    p = pw()
    return "structural", f"$ uabrowse -u opc.tcp://{ip()}:4840 -U operator -P '{p}' -n 'ns=3;s=\"DB_Line\".\"Speed\"'\nBrowsing node ns=3;s=\"DB_Line\".\"Speed\" -> Double 1.25\n", [p]


def s_plc_project_pw():
    p = pw()
    return "name-context", f"# TIA Portal handover notes {site()}\nPLC: CPU 1516-3 PN/DP, IP {ip()}\nFull access password (protection level 4): {p}\nHMI: TP1200 Comfort, Runtime user 'Service'\n", [p]


def s_codesys():
    p = pw()
    return "name-context", f"[CODESYS_Device]\nNodeName={robot()}\nDeviceUser=Administrator\nDevicePassword={p}\nEncryptedCommunication=1\n", [p]


def s_ros_sros():
    block, _ = g.pem("PRIVATE KEY")
    return "self-identifying", f"$ cat sros2_keystore/enclaves/{robot()}/talker/key.pem\n{block}\n", [block]


def s_ros_env():
    k = g.s(B62, 32)
    return "name-context", f"# ~/.bashrc on {robot()}\nsource /opt/ros/humble/setup.bash\nexport ROS_DOMAIN_ID={r.randint(0,101)}\nexport FOXGLOVE_API_KEY={k}\nexport RMW_IMPLEMENTATION=rmw_cyclonedds_cpp\n", [k]


def s_foxglove_token():
    t = "fox_" + g.s(B62, 40)
    return "self-identifying", f"$ foxglove auth login --token {t}\nLogged in as robotics@{site()}.example\n", [t]


def s_mavlink_signing():
    k = g.hexs(64)
    return "name-context", f"# mavlink-router.conf\n[General]\nTcpServerPort=5760\n[UdpEndpoint GCS]\nMode=Normal\nAddress={ip()}\nPort=14550\n# signing\nSigningKey={k}\n", [k]


def s_ardupilot_passphrase():
    p = pw()
    return "name-context", f"MAVProxy> signing setup {p}\nSetup signing key\nMAVProxy> signing key {p}\nSigning key set\n", [p]


def s_drone_cloud():
    k = g.s(B62, 48)
    return "structural", f"curl -s https://api.{g.pick(['flightfleet','skyops','aerodeck'])}.io/v1/missions \\\n  -H \"X-API-Key: {k}\" \\\n  -d @mission_{site()}.json\n", [k]


def s_dji_app_key():
    k = g.hexs(24)
    return "name-context", f"<!-- AndroidManifest.xml -->\n<meta-data\n    android:name=\"com.dji.sdk.API_KEY\"\n    android:value=\"{k}\" />\n", [k]


def s_wifi_ap():
    p = pw()
    return "name-context", f"network={{\n    ssid=\"{robot().upper()}-AP\"\n    psk=\"{p}\"\n    key_mgmt=WPA-PSK\n}}\n", [p]


def s_mqtt_url():
    p = pw()
    return "structural", f"TELEMETRY_BROKER=mqtts://{robot()}:{p}@mqtt.{site()}.factory.local:8883\n", [p]


def s_mes_sql():
    p = pw()
    return "structural", f"\"ConnectionStrings\": {{\n  \"MesDb\": \"Data Source=MES-SQL01;Initial Catalog=MES_{site().upper().replace('-', '_')};User ID=mes_app;Password={p};TrustServerCertificate=True\"\n}}\n", [p]


def s_ignition_gateway():
    p = pw()
    return "structural", f"$ curl -u admin:{p} -X POST http://ignition-gw.{site()}.local:8088/data/api/v1/backup -o gw.gwbk\n  % Total    % Received\n100 48.1M  100 48.1M\n", [p]


def s_ignition_apikey():
    k = g.s(URLSAFE, 22) + ":" + g.s(URLSAFE, 43)
    return "structural", f"GET /data/api/v1/gateway-info HTTP/1.1\nHost: ignition-gw:8088\nX-Ignition-API-Token: {k}\n", [k]


def s_camera_genicam():
    p = pw()
    return "name-context", f"# vision/config/cameras.toml\n[camera.top]\nmodel = \"acA2440-20gc\"\nip = \"{ip()}\"\n[camera.top.web]\nuser = \"admin\"\npassword = \"{p}\"\n", [p]


def s_rtsp_camera():
    p = pw()
    return "structural", f"gst-launch-1.0 rtspsrc location=rtsp://admin:{p}@{ip()}:554/Streaming/Channels/101 latency=100 ! decodebin ! autovideosink\n", [p]


def s_ur_dashboard():
    p = pw()
    return "name-context", f"Polyscope safety password for {robot()}: {p}  (only give to integrator, not operators)\n", [p]


def s_fanuc_ftp():
    p = pw()
    return "structural", f"$ lftp -u robot,{p} ftp://{ip()} -e 'mirror md: backup_{robot()}; bye'\nTotal: 1 directory, 214 files, 0 symlinks\n", [p]


def s_influx():
    t = g.b64url(64) + "=="
    return "name-context", f"[[outputs.influxdb_v2]]\n  urls = [\"http://influx.{site()}.local:8086\"]\n  token = \"{t}\"\n  organization = \"ot\"\n  bucket = \"line_telemetry\"\n", [t]


def s_self_id():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"# fleet/ci/.env.ci\nROBOT_FLEET={site()}\n{name.upper()}_KEY={tok}\n", [sec]


def s_aws_iot():
    block, _ = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"$ ls certs/ && cat certs/{robot()}-private.pem.key\nAmazonRootCA1.pem  {robot()}-certificate.pem.crt  {robot()}-private.pem.key\n{block}\n", [block]


def s_hook_ros():
    k = g.s(B62, 32)
    cmd = f"ros2 launch fleet_bridge bridge.launch.py api_key:={k} site:={site()}"
    return "name-context", hook(cmd, "[INFO] [launch]: All log files can be found below /home/ros/.ros/log\n[INFO] [bridge-1]: process started with pid [4411]\n"), [k]


def s_hook_cat():
    p = pw()
    out = f"plc:\n  host: {ip()}\n  rack: 0\n  slot: 1\nscada:\n  user: wincc_link\n  password: {p}\n"
    return "name-context", json.dumps({"tool_name": "Read", "tool_input": {"file_path": f"/srv/edge/{site()}/config.yaml"}, "tool_response": {"file": {"content": out}}}), [p]


def s_traceback():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"edge/collector.py\", line 63, in <module>\n    db = psycopg2.connect(\"host=historian port=5432 dbname=ts user=collector password={p}\")\npsycopg2.OperationalError: FATAL:  no pg_hba.conf entry for host \"{ip()}\"\n", [p]


def s_chat():
    p = pw()
    return "name-context", f"> anyone have the HMI login for line 3?\noperator level is 1111 as usual, engineering login is eng / {p}, please don't change it we're still commissioning\n", [p]


def s_issue():
    t = g.s(URLSAFE, 40)
    return "name-context", f"### Bug: fleet manager rejects robot registration\nSteps: set `registration_secret: {t}` in `robot.yaml`, start `fleet_agent`, log says `403 invalid signature`.\n", [t]


def s_modbus_gw():
    p = pw()
    return "name-context", f"<gateway>\n  <modbus port=\"502\" unitId=\"1\"/>\n  <webui user=\"admin\" pass=\"{p}\"/>\n</gateway>\n", [p]


def s_kepware():
    p = pw()
    return "structural", f"PS> Invoke-RestMethod -Uri http://kepserver:57412/config/v1/project/channels -Credential (New-Object PSCredential('Administrator', (ConvertTo-SecureString '{p}' -AsPlainText -Force)))\n", [p]


def s_zenoh():
    p = pw()
    return "name-context", f"{{\n  mode: \"client\",\n  connect: {{ endpoints: [\"tls/zenoh.{site()}.local:7447\"] }},\n  transport: {{ auth: {{ usrpwd: {{ user: \"{robot()}\", password: \"{p}\" }} }} }}\n}}\n", [p]


def s_qgc_rtk():
    p = pw()
    return "structural", f"NTRIP caster: rtk2go.com:2101 mount {site().upper()} user {robot()}@{site()}.example pass {p}\n", [p]


SECRET_T = [s_opcua_user, s_opcua_yaml, s_opcua_cli, s_plc_project_pw, s_codesys, s_ros_sros, s_ros_env, s_foxglove_token,
            s_mavlink_signing, s_ardupilot_passphrase, s_drone_cloud, s_dji_app_key, s_wifi_ap, s_mqtt_url, s_mes_sql,
            s_ignition_gateway, s_ignition_apikey, s_camera_genicam, s_rtsp_camera, s_ur_dashboard, s_fanuc_ftp, s_influx,
            s_self_id, s_aws_iot, s_hook_ros, s_hook_cat, s_traceback, s_chat, s_issue, s_modbus_gw, s_kepware, s_zenoh, s_qgc_rtk]


def c_ros_topics():
    return f"$ ros2 topic list\n/{robot()}/cmd_vel\n/{robot()}/odom\n/tf\n/tf_static\n$ ros2 param get /nav2 robot_base_frame\nString value is: base_link\n"


def c_sros_cert():
    return f"$ cat sros2_keystore/public/ca.cert.pem\n-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(20)}\n-----END CERTIFICATE-----\n"


def c_px4_params():
    return f"# Onboard parameters for Vehicle 1\n1\t1\tMAV_SYS_ID\t1\t6\n1\t1\tCOM_RC_LOSS_T\t0.5\t9\n1\t1\tSYS_AUTOSTART\t4001\t6\n# firmware git {g.sha1()[:8]}\n"


def c_opcua_docs():
    return "Configure the connector with `username: ${OPCUA_USER}` and `password: ${OPCUA_PASSWORD}`; anonymous login is refused when SecurityMode is SignAndEncrypt.\n"


def c_opc_nodeids():
    return f"ns=3;s=\"DB_Line\".\"Speed\"  Double  1.25\nns=3;s=\"DB_Line\".\"State\"  Int16  4\nns=2;g={g.uuid()}  Boolean  true\n"


def c_plc_diag():
    return f"Diagnostic buffer {site()}:\n  #1 2026-12-03 07:12:44.120 Communication initiated request: WARM RESTART\n  #2 2026-12-03 07:12:43.008 Follow-on operating mode change: STOP -> STARTUP\n  Checksum program blocks: 0x{g.hexs(8).upper()}\n"


def c_mavlink_log():
    return f"Heartbeat from sys 1 comp 1 type QUADROTOR autopilot PX4 base_mode 0x81\nGPS_RAW_INT fix=3 sats=14 eph=71\nflight uid {g.hexs(16).upper()}\n"


def c_default_docs():
    return "Factory defaults: the web interface user is `admin`, password `admin` (or the device's serial number on units shipped after 2024). Change both during commissioning.\n"


def c_mes_order():
    return json.dumps({"order": f"PO-{r.randint(100000,999999)}", "material": f"MAT-{r.randint(10000,99999)}", "qty": r.randint(10, 900),
                       "line": site(), "batch_uuid": g.uuid()}) + "\n"


def c_camera_log():
    return f"[pylon] Camera acA2440-20gc (SN {r.randint(20000000,29999999)}) opened, MAC 00:30:53:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)}\n[pylon] PixelFormat=BayerRG8 ExposureTime=4000\n"


def c_colcon():
    return f"$ colcon build --packages-select fleet_bridge\nStarting >>> fleet_bridge\nFinished <<< fleet_bridge [8.41s]\n\nSummary: 1 package finished [9.02s]\n"


def c_hook():
    return hook("ros2 node list", f"/{robot()}/controller_server\n/{robot()}/bt_navigator\n/{robot()}/amcl\n")


def c_mission():
    return json.dumps({"fileType": "Plan", "groundStation": "QGroundControl", "mission": {"items": [{"command": 22, "params": [0, 0, 0, None, 47.39, 8.54, 15]}]}, "version": 1}) + "\n"


def c_firmware_sha():
    return f"px4_fmu-v6x_default.px4  sha256 {g.sha256()}\nardupilot Copter-4.5.7 apj  md5 {g.hexs(32)}\n"


def c_chat():
    return f"robot {robot()} went into e-stop twice during the night shift. bag file is rosbag2_{g.hexs(8)} on the nas, uuid {g.uuid()}\n"


def c_env_template():
    return "# .env.example\nFLEET_API_KEY=<your-fleet-api-key>\nMQTT_PASSWORD=changeme\nOPCUA_PASSWORD=\n"


def c_ignition_tags():
    return f"[default]Line3/Conveyor/Speed  Float8  1.25  Good\n[default]Line3/Conveyor/Fault  Boolean  false  Good\n[default]Line3/Batch/Id  String  B{r.randint(100000,999999)}  Good\n"


def c_ssh_pub():
    return f"$ cat ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} integrator@laptop\n"


CLEAN_T = [c_ros_topics, c_sros_cert, c_px4_params, c_opcua_docs, c_opc_nodeids, c_plc_diag, c_mavlink_log, c_default_docs,
           c_mes_order, c_camera_log, c_colcon, c_hook, c_mission, c_firmware_sha, c_chat, c_env_template, c_ignition_tags, c_ssh_pub]


def main():
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secs = SECRET_T[i % len(SECRET_T)]() if i < len(SECRET_T) * 7 else g.pick(SECRET_T)()
            for s in secs:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": secs}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": CLEAN_T[i % len(CLEAN_T)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
