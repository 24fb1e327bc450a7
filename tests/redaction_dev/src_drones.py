"""Blind redaction source "drones" (round 42, helper corpora14): drone and UAV software.

DJI Cloud API / Payload SDK / Onboard SDK / FlightHub, PX4 and ArduPilot (MAVLink signing, firmware signing keys),
ground control stations (QGroundControl, Mission Planner, MAVProxy), RTK/NTRIP casters, companion computers,
fleet platforms (DroneDeploy, Skydio, FlytBase, Auterion, Airdata), airspace and UTM APIs. Seeded; stdlib + _tokens.
Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "drones"
g = Gen(420011)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

# ---------------------------------------------------------------- value mixes
WORDS = ["rotor", "gimbal", "hover", "yaw", "pitch", "thrust", "falcon", "kestrel", "heron", "osprey", "condor",
         "meadow", "ridge", "quarry", "harbor", "orchard", "canyon", "tundra", "cobalt", "amber", "saffron", "lupine",
         "basalt", "willow", "lantern", "compass", "vector", "parsec", "tango", "delta"]


def words_digits():
    return r.choice(WORDS).capitalize() + r.choice(WORDS) + str(r.randint(1, 999)) + r.choice("!#$%*.@")


def passphrase():
    return "-".join(r.choice(WORDS) for _ in range(r.randint(3, 5)))


def pin(n=None):
    return "".join(r.choice(DIG) for _ in range(n or r.choice([4, 6])))


def legacy():
    return r.choice(["uav", "fly", "px4", "gcs", "ops", "dock", "sky"]) + pin(r.choice([3, 4]))


def anypw():
    k = r.randint(0, 5)
    return [g.pw, words_digits, passphrase, legacy, g.human_pw, g.machine_pw][k]()


def b62(n):
    return g.s(B62, n)


def hx(n):
    return g.hexs(n)


def sn():
    return g.s(UPPER + DIG, 14)


def ip():
    return f"192.168.{r.choice([1, 2, 144, 42, 8])}.{r.randint(2, 250)}"


def host():
    return r.choice(["gcs-01", "dock-ops", "fleet-api", "uav-lab", "survey-nuc", "ops-jetson"]) + "." + r.choice(
        ["aerial.internal", "skyops.lan", "corp.example", "fieldteam.net"])


def hook(tool, inp, out=None):
    d = {"session_id": g.uuid(), "hook_event_name": r.choice(["PostToolUse", "PreToolUse"]), "tool_name": tool,
         "tool_input": inp}
    if out is not None:
        d["tool_response"] = out
    return json.dumps(d, ensure_ascii=False)


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def dji_license():
    return base64.b64encode(bytes(r.getrandbits(8) for _ in range(r.choice([96, 120, 150])))).decode()


def mux_jwt_like():
    return g.jwt(sub=g.uuid())


S = []
C = []


def sec(fn):
    S.append(fn)
    return fn


def cln(fn):
    C.append(fn)
    return fn


SI, NC, ST = "self-identifying", "name-context", "structural"

# ---------------------------------------------------------------- secret texts


@sec
def dji_cloud_yml():
    ak, lic, mq, db, jw = hx(32), dji_license(), anypw(), anypw(), b62(32)
    appid = r.randint(100000, 199999)
    t = f"""# sample/src/main/resources/application.yml  (DJI Cloud API demo, our fork)
cloud-api:
  app:
    app-id: {appid}
    app-key: {ak}
    app-license: {lic}
spring:
  datasource:
    druid:
      url: jdbc:mysql://127.0.0.1:3306/cloud_sample?useSSL=false
      username: cloud_sample
      password: {db}
mqtt:
  BASIC:
    protocol: MQTT
    host: emqx.{host()}
    port: 1883
    username: JavaServer
    password: {mq}
jwt:
  issuer: DJI
  subject: CloudApiSample
  secret: {jw}
"""
    return NC, t, [ak, lic, db, mq, jw]


@sec
def psdk_header():
    key, lic = hx(32), dji_license()
    t = f"""/* samples/sample_c/platform/linux/manifold2/application/dji_sdk_app_info.h */
#define USER_APP_NAME               "SprayPayloadV2"
#define USER_APP_ID                 "{r.randint(100000, 199999)}"
#define USER_APP_KEY                "{key}"
#define USER_APP_LICENSE            "{lic}"
#define USER_DEVELOPER_ACCOUNT      "payload-dev@{r.choice(['agrisky.example', 'hoverworks.io', 'nordaerial.de'])}"
#define USER_BAUD_RATE              "460800"
"""
    return NC, t, [key, lic]


@sec
def osdk_userconfig():
    key = hx(64)
    t = f"""$ cat ~/Onboard-SDK/build/bin/UserConfig.txt
app_id : {r.randint(1000000, 1999999)}
app_key : {key}
device : /dev/ttyUSB0
baudrate : 921600
acm_port : /dev/ttyACM0
"""
    return NC, t, [key]


@sec
def pilot2_jsbridge():
    key, lic = hx(32), dji_license()
    t = f"""// src/pages/pilot-login.ts
const APP_ID = '{r.randint(100000, 199999)}'
const APP_KEY = '{key}'
const LICENSE = '{lic}'

export function verifyLicense(): boolean {{
  return window.djiBridge.platformVerifyLicense(APP_ID, APP_KEY, LICENSE) && window.djiBridge.platformIsVerified()
}}
"""
    return NC, t, [key, lic]


@sec
def fh_sync():
    tok = g.jwt(sub=g.uuid())
    org = hx(32)
    t = f"""curl -s https://es-flight-api-us.djigate.com/openapi/v0.1/project \\
  -H 'X-User-Token: {tok}' \\
  -H 'X-Request-Id: {g.uuid()}' \\
  -H 'X-Language: en' \\
  -H 'X-Project-Uuid: {g.uuid()}'"""
    return SI, t, [tok]


@sec
def mavlink_signing_py():
    key = hx(64)
    t = f"""from pymavlink import mavutil

master = mavutil.mavlink_connection('udpin:0.0.0.0:14550', source_system=255)
master.wait_heartbeat()
# shared with the airframe via SETUP_SIGNING at the hangar; do not rotate mid-mission
SIGNING_KEY = bytes.fromhex("{key}")
master.setup_signing(SIGNING_KEY, sign_outgoing=True, initial_timestamp=None)
"""
    return NC, t, [key]


@sec
def mavproxy_signing():
    p = r.choice([passphrase, words_digits, g.human_pw])()
    t = f"""MAV> signing setup {p}
Setting up signing with key of length 32
Sent secret_key
MAV> signing key {p}
Setup signing key
MAV> link
link 1 OK (412 packets, 0.00s delay, 0 lost) 0.0% loss"""
    return NC, t, [p]


@sec
def ap_signing_key():
    b = base64.b64encode(bytes(r.getrandbits(8) for _ in range(32))).decode()
    t = f"""$ python3 Tools/scripts/signing/generate_keys.py fleet2026
Generated fleet2026_private_key.dat and fleet2026_public_key.dat
$ cat fleet2026_private_key.dat
PRIVATE_KEYV1:{b}
$ git add fleet2026_*.dat   # TODO only the public one belongs in the repo"""
    return SI, t, [b]


@sec
def qgc_ini_ntrip():
    u, p = r.choice(["surveyor", "rtk.ops", "fieldcrew"]) + str(r.randint(1, 99)), anypw()
    t = f"""$ cat ~/.config/QGroundControl.org/QGroundControl.ini | sed -n '/NTRIP/,/^$/p'
[NTRIP]
ntripServerConnectEnabled=true
ntripServerHostAddress=caster.{r.choice(['sapos-bw.de', 'rtknet.example', 'cors.lantmateriet.example'])}
ntripServerPort=2101
ntripUsername={u}
ntripPassword={p}
ntripMountpoint={r.choice(['VRS_3_4G', 'RTCM3_MSM', 'NEAR'])}
ntripWhitelist="""
    return NC, t, [p]


@sec
def str2str_ntrip():
    u, p = "op" + pin(4), r.choice([legacy, g.human_pw, words_digits])()
    t = f"""pi@rtk-base:~ $ str2str -in ntrip://{u}:{p}@rtk2go.example.net:2101/ALPINE_BASE -out serial://ttyAMA0:115200 -b 1
2026/12/03 09:14:11 [CC---]       6412 B    1220 bps (0) rtk2go.example.net/ALPINE_BASE (1) ttyAMA0"""
    return ST, t, [p]


@sec
def mp_config_xml():
    p = anypw()
    t = f"""<!-- %USERPROFILE%\\Documents\\Mission Planner\\config.xml (excerpt) -->
<Config>
  <NTRIP_url>http://mapper{pin(3)}:{p}@ntrip.{r.choice(['agri-rtk.example', 'survey-net.example'])}:2101/MSM_NRW</NTRIP_url>
  <speechenable>False</speechenable>
  <CHK_GDT>True</CHK_GDT>
</Config>"""
    return ST, t, [p]


@sec
def rtsp_siyi():
    p = r.choice([legacy, g.pw, words_digits])()
    t = f"""[gst] pipeline: rtspsrc location=rtsp://admin:{p}@{ip()}:8554/main.264 latency=0 ! rtph265depay ! h265parse ! avdec_h265 ! autovideosink
[gst] state: PLAYING (stream 1920x1080@30)"""
    return ST, t, [p]


@sec
def rtmp_live():
    key = r.choice([b62(20), hx(32), f"{b62(4)}-{b62(4)}-{b62(4)}-{b62(4)}"])
    t = f"""Pilot 2 > Live Streaming > RTMP
Server URL: rtmp://live-ingest.{r.choice(['skyops.example', 'inspect.example.com'])}/app/{key}
Bitrate: Auto   Resolution: 1080p
(paste above into the customer portal ticket so they can watch the bridge inspection)"""
    return ST, t, [key]


@sec
def ffmpeg_rtmp():
    key = b62(r.choice([16, 24]))
    t = f"""ffmpeg -i udp://0.0.0.0:5600 -c:v copy -f flv "rtmp://a.rtmp.youtube.com/live2/{key}" """
    return NC, t, [key]


@sec
def wpa_companion():
    p = r.choice([passphrase, words_digits, g.machine_pw])()
    t = f"""# /etc/wpa_supplicant/wpa_supplicant.conf on the Pi4 companion (image v3.2)
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=DE
network={{
    ssid="GCS-FIELD-AP"
    psk="{p}"
    key_mgmt=WPA-PSK
}}"""
    return NC, t, [p]


@sec
def mavesp_wifi():
    p = r.choice([words_digits, pin, passphrase])()
    if p.isdigit():
        p = p + pin(4)
    t = f"""ESP8266 MAVLink bridge – /setparameters response
wifi_mode=0 (AP)  wifi_ssid=PixRacer-{pin(4)}  wifi_password={p}  wifi_channel=11  uart_baud=921600
Saved. Reboot to apply."""
    return NC, t, [p]


@sec
def tailscale_jetson():
    k = "tskey-auth-k" + b62(10) + "CNTRL-" + b62(33)
    t = f"""# ansible/roles/companion/tasks/main.yml
- name: join tailnet so GCS can reach mavlink-router over tcp/5760
  ansible.builtin.command: tailscale up --authkey={k} --hostname=uav-{pin(3)} --advertise-tags=tag:airframe
  args:
    creates: /var/lib/tailscale/tailscaled.state"""
    return SI, t, [k]


@sec
def zerotier_modem():
    p, sp = r.choice([legacy, words_digits, g.pw])(), pin(4)
    t = f"""# /etc/NetworkManager/system-connections/lte.nmconnection (Quectel EG25 on the dock)
[connection]
id=lte
type=gsm
[gsm]
apn=iot.{r.choice(['telekom', 'vodafone', 'orange'])}.m2m
username=dock{pin(3)}
password={p}
pin={sp}"""
    return NC, t, [p, sp]


@sec
def dronedeploy_curl():
    k = b62(r.choice([32, 40]))
    t = f"""$ curl -s -H "Authorization: Bearer {k}" https://www.dronedeploy.com/graphql \\
    -d '{{"query":"{{ viewer {{ organization {{ plans(first: 5) {{ edges {{ node {{ id name }} }} }} }} }} }}"}}'
{{"data":{{"viewer":{{"organization":{{"plans":{{"edges":[{{"node":{{"id":"MapPlan:{hx(24)}","name":"North field"}}}}]}}}}}}}}}}"""
    return ST, t, [k]


@sec
def dronedeploy_env():
    k = b62(40)
    t = f"""# .env  (dd-export-worker)
DRONEDEPLOY_API_KEY={k}
DD_ORG=agri-ops
EXPORT_BUCKET=s3://dd-exports-prod
LOG_LEVEL=info"""
    return NC, t, [k]


@sec
def skydio_py():
    tok = hx(8) + "." + b62(40)
    t = f"""import requests

SKYDIO_API = "https://api.skydio.com/api/v0"
HEADERS = {{"Authorization": "ApiToken {tok}", "Accept": "application/json"}}

resp = requests.get(f"{{SKYDIO_API}}/flights", params={{"per_page": 50}}, headers=HEADERS, timeout=30)
resp.raise_for_status()
"""
    return ST, t, [tok]


@sec
def skydio_webhook():
    s = b62(32)
    t = f"""# skydio_cloud.tf
resource "skydio_webhook" "media_ready" {{
  url            = "https://hooks.{r.choice(['inspect.example.com', 'towerco.example'])}/skydio/media"
  events         = ["media.available", "flight.completed"]
  signing_secret = "{s}"
}}"""
    return NC, t, [s]


@sec
def flytbase_js():
    tok = b62(40)
    vid = hx(24)
    t = f"""// flytbase-dock-bridge/config.js
module.exports = {{
  baseUrl: 'https://api.flytbase.com/rest/ros/flytos',
  headers: {{ Authorization: 'Token {tok}', VehicleID: '{vid}' }},
  pollMs: 2000,
}}"""
    return ST, t, [tok]


@sec
def auterion_env():
    tok = g.jwt(sub="svc-" + pin(5))
    t = f"""AUTERION_SUITE_URL=https://suite.auterion.com
AUTERION_API_TOKEN={tok}
AUTERION_FLEET_ID={g.uuid()}"""
    return SI, t, [tok]


@sec
def airdata_basic():
    k = b62(30)
    t = f"""> GET /flights?limit=20&created_after=2026-11-01 HTTP/1.1
> Host: api.airdata.com
> Authorization: Basic {basic(k, '')}
> User-Agent: python-requests/2.32.3
< HTTP/1.1 200 OK
< Content-Type: application/json"""
    return ST, t, [basic(k, "")]


@sec
def airdata_requests():
    k = b62(30)
    t = f"""r = requests.get("https://api.airdata.com/flights", auth=("{k}", ""), params={{"detail_level": "basic"}})"""
    return NC, t, [k]


@sec
def aloft_laanc():
    k = b62(48)
    t = f"""$ http POST https://api.aloft.ai/v1/laanc/requests 'Authorization:Bearer {k}' altitude:=120 start=2026-12-05T14:00:00Z duration_min:=90 polygon=@site_B.geojson
HTTP/1.1 201 Created
{{"reference_code": "K{g.s(UPPER + DIG, 7)}", "status": "approved", "facility": "KBFI"}}"""
    return ST, t, [k]


@sec
def airspace_link_apim():
    k = hx(32)
    t = f"""# airspace_link.http (VS Code REST client)
GET https://airhub-api.airspacelink.com/v1/airspace/advisories?lat=39.96&lng=-83.00&radius=800
Ocp-Apim-Subscription-Key: {k}
Accept: application/json"""
    return ST, t, [k]


@sec
def altitude_angel():
    k = b62(40)
    t = f"""WARN  aa-client  403 from https://api.altitudeangel.com/v2/mapdata/geojson  (request Authorization: X-AA-ApiKey {k})
WARN  aa-client  falling back to cached geozones (age 3d)"""
    return ST, t, [k]


@sec
def utm_client_credentials():
    cs = b62(r.choice([40, 48]))
    t = f"""$ curl -s -X POST https://auth.{r.choice(['uss-sandbox.example', 'utm-test.example.org'])}/oauth/token \\
   -d grant_type=client_credentials -d client_id=uss-skyops-qa \\
   -d client_secret={cs} \\
   -d 'scope=utm.strategic_coordination utm.constraint_processing' \\
   -d intended_audience=dss.interuss.example"""
    return ST, t, [cs]


@sec
def opensky_url():
    p = anypw()
    t = f"""2026-12-03T08:12:44Z adsb-fusion INFO polling https://skyops_feed:{p}@opensky-network.org/api/states/all?lamin=47.3&lomin=8.4&lamax=47.5&lomax=8.7"""
    return ST, t, [p]


@sec
def adsbx_rapidapi():
    k = hx(10) + "msh" + hx(14) + "p1" + hx(6) + "jsn" + hx(12)
    t = f"""const res = await fetch(`https://adsbexchange-com1.p.rapidapi.com/v2/lat/${{lat}}/lon/${{lon}}/dist/25/`, {{
  headers: {{ 'X-RapidAPI-Key': '{k}', 'X-RapidAPI-Host': 'adsbexchange-com1.p.rapidapi.com' }},
}})"""
    return ST, t, [k]


@sec
def aeroapi_key():
    k = b62(32)
    t = f"""aeroapi:
  base_url: https://aeroapi.flightaware.com/aeroapi
  x_apikey: {k}
  poll_seconds: 60"""
    return NC, t, [k]


@sec
def px4_review_delete():
    tok = b62(32)
    t = f"""Upload successful. View the log at https://review.px4.io/plot_app?log={g.uuid()}
To delete this log later use: https://review.px4.io/edit_entry?log={g.uuid()}&token={tok}&type=delete"""
    return ST, t, [tok]


@sec
def azure_iot_conn():
    k = g.b64(32)
    t = f"""# telemetry-forwarder.service
Environment="IOTHUB_DEVICE_CONNECTION_STRING=HostName=uav-telemetry-hub.azure-devices.net;DeviceId=m300-{sn()};SharedAccessKey={k}"
ExecStart=/opt/tf/bin/forwarder --mavlink udp:127.0.0.1:14551"""
    return ST, t, [k]


@sec
def aws_iot_pem():
    block, line = g.pem("RSA PRIVATE KEY")
    t = f"""$ cat /etc/greengrass/certs/dock-07.private.key
{block}
$ ls /etc/greengrass/certs
AmazonRootCA1.pem  dock-07.cert.pem  dock-07.private.key"""
    return SI, t, [line]


@sec
def aws_s3_upload():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"""# rclone.conf on the survey laptop
[orthos]
type = s3
provider = AWS
access_key_id = {ak}
secret_access_key = {sk}
region = eu-central-1
location_constraint = eu-central-1"""
    return SI, t, [ak, sk]


@sec
def mapbox_secret():
    k = "sk.eyJ1Ijoi" + b62(r.randint(20, 30)) + "." + g.s(URLSAFE, 22)
    t = f"""# QGC custom build: downloading offline tiles needs the secret scope
export MAPBOX_DOWNLOADS_TOKEN={k}
qmake CONFIG+=QGC_MAPBOX ../qgroundcontrol/qgroundcontrol.pro"""
    return SI, t, [k]


@sec
def google_maps_qgc():
    k = g.google_api()
    t = f"""// custom/src/CustomPlugin.cc
static const char* kGoogleElevationKey = "{k}";   // terrain follow lookups from the planner"""
    return SI, t, [k]


@sec
def sshpass_companion():
    p = r.choice([legacy, g.human_pw, words_digits])()
    t = f"""$ history | grep sshpass
  412  sshpass -p '{p}' ssh -o StrictHostKeyChecking=no jetson@{ip()} 'sudo systemctl restart mavlink-router'
  413  sshpass -p '{p}' scp px4_fmu-v6x_default.px4 jetson@{ip()}:/tmp/"""
    return ST, t, [p]


@sec
def blueos_ssh():
    p = r.choice([g.pw, words_digits])()
    t = f"""# deploy.sh for the ArduSub ROV topside
ROV_HOST=blueos.local
ROV_USER=pi
ROV_PASS='{p}'
sshpass -p "$ROV_PASS" rsync -av ./extensions/ "$ROV_USER@$ROV_HOST:/usr/blueos/extensions/\""""
    return NC, t, [p]


@sec
def docker_registry_dock():
    p = g.machine_pw()
    t = f"""$ docker login registry.{r.choice(['skyops.example', 'aerialworks.io'])} -u ci-dock -p {p}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded"""
    return ST, t, [p]


@sec
def postgres_fleet():
    p = anypw()
    t = f"""FLEET_DB_URL=postgresql://fleet_rw:{p}@pg.{host()}:5432/fleet?sslmode=require"""
    return ST, t, [p]


@sec
def redis_telemetry():
    p = g.machine_pw()
    t = f"""  File "/srv/telemetry/ingest.py", line 88, in <module>
    r = redis.Redis.from_url("redis://:{p}@10.20.4.11:6379/3")
redis.exceptions.ConnectionError: Error 111 connecting to 10.20.4.11:6379. Connection refused."""
    return ST, t, [p]


@sec
def emqx_bridge():
    p = anypw()
    t = f"""## emqx.conf – bridge dock telemetry to the analytics broker
bridges.mqtt.analytics {{
  server = "mqtts://mq.{r.choice(['analytics.example', 'fleetdata.io'])}:8883"
  username = "dock-bridge"
  password = "{p}"
  clientid_prefix = "dock_"
}}"""
    return ST, t, [p]


@sec
def mqtt_cli():
    p = anypw()
    t = f"""mosquitto_sub -h {host()} -p 8883 --capath /etc/ssl/certs -u gateway_{pin(4)} -P '{p}' -t 'thing/product/+/osd' -v"""
    return ST, t, [p]


@sec
def chat_de():
    p = r.choice([words_digits, g.human_pw, legacy])()
    t = f"""[Teams] Jonas K.: Für den Einsatz morgen am Windpark: das Passwort für den Dock-Admin in FlightHub ist jetzt {p} – bitte nicht in die Einsatzmappe schreiben 🙏"""
    return NC, t, [p]


@sec
def chat_fr():
    p = r.choice([passphrase, words_digits])()
    t = f"""Salut, le mot de passe du Wi-Fi du boîtier Herelink du chantier de Lyon a changé : {p} . Le SSID reste HL-LYON-02."""
    return NC, t, [p]


@sec
def chat_es():
    p = pin(6)
    t = f"""Equipo: el PIN del control remoto RC Plus (modo empresa) para la misión de mañana es {p}. No lo compartan con el cliente."""
    return NC, t, [p]


@sec
def chat_ja():
    p = r.choice([words_digits, g.machine_pw])()
    t = f"""【共有】測量用RTK基地局のNTRIPパスワードを更新しました：{p}（ユーザー名は従来どおり）"""
    return NC, t, [p]


@sec
def chat_pt():
    p = r.choice([words_digits, legacy])()
    t = f"""Pessoal, a senha da conta da DroneDeploy da fazenda foi trocada para {p} — usem o SSO quando possível."""
    return NC, t, [p]


@sec
def ticket_en():
    p = anypw()
    t = f"""JIRA OPS-{r.randint(1000, 9999)}: Dock 2 at substation offline after firmware 10.01
Steps: logged into local dock web UI at https://{ip()} with admin / {p}, network page shows LTE down.
Attached: dock_log_20261202.tar.gz"""
    return ST, t, [p]


@sec
def hook_bash_ntrip():
    p = anypw()
    cmd = f"rtkrcv -s -o rover.conf -p 3132 -m 3134 && echo 'inpstr2-path =rover01:{p}@caster.example.net:2101/RTCM32' >> rover.conf"
    return ST, hook("Bash", {"command": cmd, "description": "configure rtkrcv correction input"}), [p]


@sec
def hook_write_env():
    k = b62(40)
    c = f"SKYDIO_API_TOKEN={k}\nSKYDIO_ORG=towerco\nDOCK_IDS=dock-a,dock-b\n"
    return NC, hook("Write", {"file_path": "/home/dev/skydio-sync/.env", "content": c}), [k]


@sec
def hook_read_px4():
    k = hx(64)
    content = f"""     1\t# ROMFS/px4fmu_common/init.d-posix/px4-rc.mavlink (local change)
     2\tmavlink start -x -u $udp_gcs_port_local -r 4000000 -f
     3\tmavlink signing enable
     4\tparam set MAV_SIGN_KEY_HEX {k}
"""
    return NC, hook("Read", {"file_path": "ROMFS/px4fmu_common/init.d-posix/px4-rc.mavlink"},
                    {"type": "text", "file": {"content": content}}), [k]


@sec
def diff_dji():
    k = hx(32)
    t = f"""diff --git a/android/app/src/main/res/values/dji_keys.xml b/android/app/src/main/res/values/dji_keys.xml
@@ -2,5 +2,6 @@
 <resources>
     <string name="dji_app_id">{r.randint(100000, 199999)}</string>
-    <string name="cloud_backend_secret">REPLACE_ME</string>
+    <string name="cloud_backend_secret">{k}</string>
 </resources>"""
    return NC, t, [k]


@sec
def diff_gcs_password():
    p = anypw()
    t = f"""--- a/gcs/settings.py
+++ b/gcs/settings.py
@@ -14,3 +14,3 @@ FLEET_API = "https://fleet.{r.choice(['skyops.example', 'aerialworks.io'])}/v2"
-FLEET_API_PASSWORD = os.environ["FLEET_API_PASSWORD"]
+FLEET_API_PASSWORD = "{p}"  # temp for demo at the show"""
    return NC, t, [p]


@sec
def notebook_pix4d():
    cs = b62(40)
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {},
            "source": ["import requests\n", "tok = requests.post('https://cloud.pix4d.com/oauth2/token/',\n",
                       f"    data={{'grant_type': 'client_credentials', 'client_id': 'ortho-batch', 'client_secret': '{cs}'}}).json()\n",
                       "tok['expires_in']"],
            "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["36000"]}, "execution_count": 3, "metadata": {}}]}
    return NC, json.dumps(cell, indent=1), [cs]


@sec
def notebook_flightlogs():
    p = anypw()
    t = json.dumps({"cell_type": "code", "source": [
        "import psycopg2\n",
        f"conn = psycopg2.connect(host='flightlogs-db', dbname='ulogs', user='analyst', password='{p}')\n",
        "df = pd.read_sql('select vehicle_sn, max_alt_m, duration_s from flights', conn)"]}, indent=1)
    return ST, t, [p]


@sec
def litchi_ugcs_license():
    k = "-".join(g.s(UPPER + DIG, 5) for _ in range(5))
    t = f"""UgCS license activation (client 5.x)
Activation key: {k}
Seats: 3 / 3 used   Expires: 2027-10-31
Do NOT reuse this key on personal machines."""
    return NC, t, [k]


@sec
def github_actions_fw():
    tok = g.gh_classic()
    t = f"""# .github/workflows/release-fw.yml (step debug output)
Run git clone https://x-access-token:{tok}@github.com/skyops/px4-airframes-private.git airframes
Cloning into 'airframes'..."""
    return SI, t, [tok]


@sec
def openai_mission():
    k = g.openai()
    t = f"""# mission-brief-gen/config.toml
[llm]
provider = "openai"
api_key = "{k}"
model = "gpt-4o-mini"
[inputs]
notam_feed = "https://notams.aim.example/v2/notams"
"""
    return SI, t, [k]


@sec
def java_props():
    p = anypw()
    k = b62(36)
    t = f"""# fleet-service/src/main/resources/application-prod.properties
spring.datasource.url=jdbc:postgresql://pg-fleet:5432/fleet
spring.datasource.username=fleet
spring.datasource.password={p}
dji.flighthub.user-token={k}
"""
    return NC, t, [p, k]


@sec
def csharp_gcs():
    k = g.b64(32)
    t = f"""// GroundStation/Telemetry/LinkSecurity.cs
public static class LinkSecurity
{{
    // 32-byte MAVLink2 signing secret, base64
    public const string SigningKeyB64 = "{k}";
}}"""
    return NC, t, [k]


@sec
def go_dock_client():
    p = anypw()
    t = f"""// cmd/dockctl/main.go
cli := dock.NewClient(dock.Config{{
    Endpoint: "https://dock-gw.{r.choice(['skyops.example', 'aerialworks.io'])}",
    Username: "svc-dockctl",
    Password: "{p}",
}})"""
    return NC, t, [p]


@sec
def hcl_vault_like():
    k = b62(44)
    t = f"""variable "dronedeploy_api_key" {{
  type      = string
  sensitive = true
  default   = "{k}"
}}"""
    return NC, t, [k]


@sec
def php_portal():
    k = b62(40)
    t = f"""<?php
// portal/config/services.php
return [
    'flytbase' => [
        'token'    => '{k}',
        'base_url' => 'https://api.flytbase.com',
    ],
];"""
    return NC, t, [k]


@sec
def ruby_airmap():
    k = g.jwt(sub="auth0|" + hx(24))
    t = f"""# lib/airspace/airmap_client.rb
AIRMAP_TOKEN = "{k}".freeze
conn = Faraday.new("https://api.airmap.com/airspace/v2") {{ |f| f.request :authorization, "Bearer", AIRMAP_TOKEN }}"""
    return SI, t, [k]


@sec
def sentry_token_ci():
    t_ = g.sentry()
    t = f"""- name: Upload GCS debug symbols
  run: sentry-cli debug-files upload --org skyops --project qgc-custom build/
  env:
    SENTRY_AUTH_TOKEN: {t_}"""
    return SI, t, [t_]


@sec
def slack_alert():
    w = g.slack_webhook()
    t = f"""# dock_watchdog.yaml
alerts:
  low_battery_pct: 25
  wind_limit_ms: 12
  slack_webhook: {w}"""
    return SI, t, [w.rsplit("/", 1)[1]]


@sec
def http_trace_dronelink():
    k = b62(36)
    t = f"""POST /v1/missions/plan HTTP/2
host: api.dronelink.com
content-type: application/json
x-api-key: {k}

{{"waypoints": 42, "aircraft": "M3E"}}"""
    return ST, t, [k]


@sec
def stack_trace_pg():
    p = anypw()
    t = f"""Traceback (most recent call last):
  File "/opt/uas-reg/manage.py", line 22, in <module>
  ...
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  password authentication failed for user "remoteid"
[SQL: connect] (Background on this error at: https://sqlalche.me/e/20/e3q8)
engine url: postgresql+psycopg2://remoteid:{p}@db.remoteid.internal/rid"""
    return ST, t, [p]


@sec
def ini_mission_planner_log():
    p = r.choice([legacy, words_digits])()
    t = f"""[DroneShare]
username=skyops-uploads
password={p}
auto_upload=true"""
    return NC, t, [p]


@sec
def ftp_orthos():
    p = anypw()
    t = f"""lftp -u orthos_upload,'{p}' sftp://files.{r.choice(['countygis.example', 'survey-client.example'])} -e 'mirror -R ./2026-12-02_orthos /incoming; bye'"""
    return ST, t, [p]


@sec
def cesium_ion():
    k = g.jwt(sub=str(r.randint(10000, 99999)))
    t = f"""# tools/upload_tileset.py – asset upload uses the account's write-scoped token
ION_WRITE_TOKEN = "{k}"
resp = requests.post("https://api.cesium.com/v1/assets", headers={{"Authorization": f"Bearer {{ION_WRITE_TOKEN}}"}}, json=payload)"""
    return SI, t, [k]


@sec
def env_dump_dock():
    a, b_ = anypw(), b62(32)
    t = f"""$ docker exec dji-cloud-adapter env | sort
HOSTNAME=3f2c1a9e7b41
JAVA_OPTS=-Xmx1g
MINIO_ENDPOINT=http://minio:9000
MINIO_ACCESS_KEY=cloudapi
MINIO_SECRET_KEY={a}
OSS_ROLE_SESSION=dock-media
WEBHOOK_HMAC_KEY={b_}"""
    return NC, t, [a, b_]


@sec
def aliyun_oss():
    ak = "LTAI5t" + b62(18)
    sk = b62(30)
    t = f"""oss:
  enable: true
  provider: aliyun
  endpoint: https://oss-cn-hangzhou.aliyuncs.com
  access-key: {ak}
  secret-key: {sk}
  bucket: dock-media-prod
  role-arn: acs:ram::{r.randint(10**15, 10**16 - 1)}:role/stsrole"""
    return SI, t, [ak, sk]


@sec
def sik_radio_key():
    k = hx(32)
    t = f"""--> ATI
RFD SiK 3.05 on RFD900x
--> AT&E?
{k}
--> AT&E=  (encryption level 1 set, same key on air and ground unit)"""
    return NC, t, [k]


@sec
def herelink_ticket_kr():
    p = r.choice([words_digits, g.human_pw])()
    t = f"""[문의] 현장 점검용 Herelink 지상국 관리자 비밀번호: {p} — 다음 점검 후 변경 예정"""
    return NC, t, [p]


@sec
def ulog_upload_email():
    k = b62(24)
    t = f"""# flight_review upload script
UPLOAD_URL = "https://logs.{r.choice(['skyops.example', 'aerialworks.io'])}/upload"
UPLOAD_TOKEN = "{k}"  # server rejects anonymous uploads"""
    return NC, t, [k]


@sec
def remote_id_cert():
    block, line = g.pem("EC PRIVATE KEY")
    t = f"""# secrets/rid-signing/ (broadcast auth, ASTM F3411-22a message signing — lab unit only)
$ cat rid_signing_key.pem
{block}"""
    return SI, t, [line]


@sec
def auth_header_dock_api():
    u, p = "ops" + pin(2), anypw()
    b = basic(u, p)
    t = f"""2026-12-03 07:41:02,118 DEBUG urllib3.connectionpool https://dock-gw:443 "POST /api/v1/dock/DOCK-{sn()}/cover/open HTTP/1.1" 401 38
2026-12-03 07:41:02,119 DEBUG request headers: {{'Authorization': 'Basic {b}', 'Content-Type': 'application/json'}}"""
    return ST, t, [b]


@sec
def stripe_rental():
    k = g.stripe()
    t = f"""STRIPE_SECRET_KEY={k}   # drone rental checkout"""
    return SI, t, [k]


@sec
def twilio_sos():
    a = hx(32)
    t = f"""# lost-link SMS alerts
TWILIO_ACCOUNT_SID=AC{hx(32)}
TWILIO_AUTH_TOKEN={a}
ALERT_TO=+4915100000000"""
    return NC, t, [a]


# ---------------------------------------------------------------- clean texts


@cln
def c_px4_params():
    return f"""# Onboard parameters for Vehicle 1
1\t1\tMAV_SYS_ID\t1\t6
1\t1\tMAV_TYPE\t2\t6
1\t1\tSYS_AUTOSTART\t{r.choice([4001, 4014, 4500, 13000])}\t6
1\t1\tCOM_RC_LOSS_T\t{r.choice([0.5, 1.0, 2.0])}\t9
1\t1\tNAV_DLL_ACT\t2\t6
1\t1\tEKF2_GPS_CTRL\t7\t6
1\t1\tCAL_MAG0_ID\t{r.randint(100000, 999999)}\t6"""


@cln
def c_ulog_info():
    return f"""$ ulog_info log_{r.randint(10, 99)}_2026-12-0{r.randint(1, 3)}-09-{r.randint(10, 59)}-11.ulg
Logging start time: 0:00:02, duration: 0:{r.randint(10, 59)}:{r.randint(10, 59)}
Dropouts: count: 0, total duration: 0.0 s
Info Messages:
 sys_name: PX4
 sys_uuid: {hx(24)}
 ver_hw: PX4_FMU_V6X
 ver_sw: {hx(40)}
 ver_sw_branch: v1.15.2"""


@cln
def c_git_log():
    return "\n".join(f"{hx(40)} {m}" for m in r.sample([
        "mavlink: bump to latest master", "ekf2: fix yaw reset on GPS loss", "boards: add v6x rev 3",
        "navigator: respect geofence on RTL", "commander: arm check for Remote ID", "docs: NTRIP setup",
        "uxrce_dds: update topics", "mission: allow 2000 waypoints"], 4))


@cln
def c_fw_checksums():
    return f"""SHA256SUMS for arducopter 4.5.{r.randint(0, 7)}
{g.sha256()}  arducopter.apj
{g.sha256()}  arducopter_with_bl.hex
{g.sha256()}  arducopter.abin"""


@cln
def c_ap_public_key():
    b = base64.b64encode(bytes(r.getrandbits(8) for _ in range(32))).decode()
    return f"""$ cat fleet2026_public_key.dat
PUBLIC_KEYV1:{b}
# public half only: baked into the secure bootloader with --omit-ardupilot-keys"""


@cln
def c_remote_id():
    return f"""Remote ID broadcast (ASTM F3411) decoded:
  UAS ID type: Serial Number (ANSI/CTA-2063-A)
  UAS ID: 1581F{g.s(UPPER + DIG, 15)}
  Operator ID: FA3{g.s(UPPER + DIG, 7)}
  Lat 47.3{r.randint(1000, 9999)} Lon 8.5{r.randint(1000, 9999)} Alt {r.randint(20, 120)} m AGL
  Auth type: 0 (none)"""


@cln
def c_laanc_ack():
    return f"""LAANC authorization APPROVED
Reference code: {g.s(UPPER + DIG, 8)}
Facility: {r.choice(['KSEA', 'KAUS', 'KDEN', 'KBOS'])}  Grid max altitude: {r.choice([100, 200, 400])} ft AGL
Valid: 2026-12-05 14:00Z – 15:30Z
Pilot: Part 107 certificate #{r.randint(4000000, 4999999)}"""


@cln
def c_notam():
    return f"""!{r.choice(['SEA', 'DEN', 'BOS'])} {r.randint(10, 12)}/{r.randint(100, 999)} {r.choice(['SEA', 'DEN', 'BOS'])} AIRSPACE UAS WI AN AREA DEFINED AS 0.5NM RADIUS OF {r.randint(400000, 479999)}N{r.randint(1200000, 1229999)}W SFC-400FT AGL 2612051400-2612051530"""


@cln
def c_dji_sn_list():
    return json.dumps({"code": 0, "message": "success", "data": [
        {"device_sn": sn(), "device_model": r.choice(["M30T", "M3TD", "Dock 2", "M350 RTK"]),
         "workspace_id": g.uuid(), "firmware_version": f"10.{r.randint(0, 2)}.{r.randint(0, 9)}.{r.randint(1, 40)}"}
        for _ in range(3)]}, indent=2)


@cln
def c_env_example():
    return f"""# .env.example — copy to .env and fill in
DRONEDEPLOY_API_KEY=<your-dronedeploy-api-key>
SKYDIO_API_TOKEN=
AIRSPACE_LINK_KEY=changeme
FLEET_DB_URL=postgresql://fleet:password@localhost:5432/fleet
MAV_SIGN_KEY_HEX=   # 64 hex chars, generate with: openssl rand -hex 32
LOG_LEVEL={r.choice(['info', 'debug', 'warn'])}"""


@cln
def c_k8s_ref():
    return f"""env:
  - name: DJI_APP_KEY
    valueFrom:
      secretKeyRef: {{name: dji-cloud-{r.choice(['prod', 'stage'])}, key: app-key}}
  - name: MQTT_PASSWORD
    valueFrom:
      secretKeyRef: {{name: emqx-auth, key: password}}
  - name: MQTT_HOST
    value: emqx.{r.choice(['fleet', 'docks'])}.svc.cluster.local"""


@cln
def c_gha_secrets():
    return """jobs:
  sitl:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
      - run: make px4_sitl gz_x500
      - run: ./upload_logs.sh
        env:
          FLIGHT_REVIEW_TOKEN: ${{ secrets.FLIGHT_REVIEW_TOKEN }}
          AWS_ACCESS_KEY_ID: ${{ secrets.LOGS_AWS_KEY_ID }}"""


@cln
def c_mavlink_router():
    return f"""# /etc/mavlink-router/main.conf
[General]
TcpServerPort=5760
ReportStats=false
MavlinkDialect=ardupilotmega
[UartEndpoint fc]
Device=/dev/ttyTHS1
Baud=921600
[UdpEndpoint gcs]
Mode=Normal
Address={ip()}
Port=14550"""


@cln
def c_mavlink_inspector():
    return f"""HEARTBEAT (#0) sysid=1 compid=1 type=2 autopilot=12 base_mode=81 custom_mode={r.randint(0, 2**20)} system_status=4
SYS_STATUS (#1) load={r.randint(200, 700)} voltage_battery={r.randint(21000, 25200)} current_battery={r.randint(300, 3000)}
GPS_RAW_INT (#24) fix_type=6 satellites_visible={r.randint(14, 30)} eph={r.randint(40, 90)}
SIGNING: link 1 signed=0 (signing not configured)"""


@cln
def c_mav_frame_hex():
    return "MAVLink v2 frame: " + " ".join(hx(2) for _ in range(34)) + f"\n  crc_extra={r.randint(0, 255)} seq={r.randint(0, 255)}"


@cln
def c_mission_plan():
    return json.dumps({"fileType": "Plan", "groundStation": "QGroundControl", "version": 1,
                       "mission": {"cruiseSpeed": 15, "hoverSpeed": 5, "firmwareType": 12, "vehicleType": 2,
                                   "items": [{"type": "SimpleItem", "command": 16, "doJumpId": i + 1, "frame": 3,
                                              "params": [0, 0, 0, None, round(47.39 + r.random() / 100, 7),
                                                         round(8.54 + r.random() / 100, 7), 50]} for i in range(3)]},
                       "geoFence": {"circles": [], "polygons": []}}, indent=1)


@cln
def c_prose_signing():
    return r.choice([
        "MAVLink 2 message signing uses a 32-byte secret key shared between vehicle and GCS; the key is never sent over the air after SETUP_SIGNING, and each packet carries a 48-bit timestamp and a 6-byte signature.",
        "Rotate the NTRIP caster password in the team vault, not in QGroundControl.ini on shared laptops. The mountpoint name and caster host are not sensitive.",
        "The DJI MSDK app key is bound to the Android package name and is shipped in the APK; the Cloud API app key/license used by our backend lives in Vault under kv/dji/cloud.",
        "Pilots: never type the dock admin password into chat. Use the break-glass entry in 1Password (vault: Field Ops) and rotate it after use.",
        "Flight Review delete links contain a token; don't paste them into public tickets. Plain plot_app links are fine to share."]) + f" (ops note {r.randint(100, 999)})"


@cln
def c_dji_manifest():
    return f"""<!-- app/src/main/AndroidManifest.xml (MSDK v5 sample) -->
<meta-data android:name="com.dji.sdk.API_KEY" android:value="{hx(24)}" />
<meta-data android:name="com.google.android.geo.API_KEY" android:value="${{GMAP_API_KEY}}" />"""


@cln
def c_osdk_template():
    return """app_id : <your app id>
app_key : <your app key from developer.dji.com>
device : /dev/ttyUSB0
baudrate : 921600"""


@cln
def c_flighthub_webhook():
    return json.dumps({"tid": g.uuid(), "bid": g.uuid(), "timestamp": 1764750000000 + r.randint(0, 10**7),
                       "method": "flighttask_progress", "gateway": sn(),
                       "data": {"output": {"ext": {"flight_id": g.uuid(), "current_waypoint_index": r.randint(0, 40)},
                                           "progress": {"percent": r.randint(0, 100), "current_step": 19},
                                           "status": "in_progress"}, "result": 0}}, indent=1)


@cln
def c_skydio_webhook_headers():
    return f"""POST /skydio/media HTTP/1.1
Host: hooks.inspect.example.com
Content-Type: application/json
Skydio-Signature: t={1764750000 + r.randint(0, 99999)},v1={g.sha256()}
Skydio-Delivery: {g.uuid()}

{{"event":"media.available","flight_id":"{g.uuid()}","vehicle_serial":"{g.s(UPPER + DIG, 10)}"}}"""


@cln
def c_requirements_hashes():
    return f"""pymavlink==2.4.41 \\
    --hash=sha256:{g.sha256()}
mavsdk==2.8.0 \\
    --hash=sha256:{g.sha256()}
dronekit==2.9.2 \\
    --hash=sha256:{g.sha256()}"""


@cln
def c_npm_lock():
    return json.dumps({"node_modules/mapbox-gl": {"version": "3.8.0", "resolved": "https://registry.npmjs.org/mapbox-gl/-/mapbox-gl-3.8.0.tgz",
                                                  "integrity": "sha512-" + g.b64(64)},
                       "node_modules/cesium": {"version": "1.124.0", "resolved": "https://registry.npmjs.org/cesium/-/cesium-1.124.0.tgz",
                                               "integrity": "sha512-" + g.b64(64)}}, indent=2)


@cln
def c_mapbox_public():
    return f"""// web/map.ts — public token, URL-restricted to ops.skyops.example
mapboxgl.accessToken = 'pk.eyJ1Ijoi{b62(12)}IiwiYSI6Im{b62(20)}.{g.s(URLSAFE, 22)}'"""


@cln
def c_ssh_pub():
    return f"""# authorized_keys on companion image
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} fieldlaptop-{pin(2)}@skyops"""


@cln
def c_cert():
    lines = "\n".join(g.b64(48) for _ in range(r.randint(6, 9)))
    return f"""# dock-07.cert.pem (device certificate, public)
-----BEGIN CERTIFICATE-----
{lines}
-----END CERTIFICATE-----"""


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": hx(16), "alg": "RS256", "e": "AQAB",
                                 "n": g.b64url(256)}]}, indent=1)


@cln
def c_uuids_table():
    rows = "\n".join(f"| {sn()} | {g.uuid()} | {r.choice(['M30T', 'Dock 2', 'M3TD'])} | {r.choice(['online', 'offline', 'charging'])} |" for _ in range(4))
    return "| SN | workspace | model | state |\n|---|---|---|---|\n" + rows


@cln
def c_dd_plan_json():
    return json.dumps({"id": "MapPlan:" + hx(24), "name": r.choice(["North field", "Substation 4", "Quarry east"]),
                       "status": "complete", "imageCount": r.randint(200, 2400), "gsd_cm": round(r.uniform(1, 4), 2),
                       "exportId": hx(24), "dateCreation": "2026-12-0" + str(r.randint(1, 3))}, indent=1)


@cln
def c_rtk_status():
    return f"""$ str2str -in ntrip://:@rtk2go.example.net:2101/ALPINE_BASE -out tcpsvr://:5000
2026/12/03 06:02:14 [CC---]   {r.randint(1000, 99999)} B    {r.randint(900, 2000)} bps (0) rtk2go.example.net/ALPINE_BASE (1) 1 clients
RTCM3 msgs: 1005 1074 1084 1094 1124 1230  base ECEF {r.randint(4000000, 4300000)}.{r.randint(100, 999)} {r.randint(600000, 700000)}.{r.randint(100, 999)} ..."""


@cln
def c_qgc_ini_template():
    return f"""[NTRIP]
ntripServerConnectEnabled=false
ntripServerHostAddress=
ntripServerPort=2101
ntripUsername=
ntripPassword=
ntripMountpoint=
[Units]
horizontalDistanceUnits={r.choice([0, 1])}"""


@cln
def c_docker_compose_vars():
    return f"""services:
  cloud-api:
    image: registry.skyops.example/dji-cloud-api:{r.randint(1, 3)}.{r.randint(0, 12)}.{r.randint(0, 9)}@sha256:{g.sha256()}
    environment:
      MQTT_PASSWORD: ${{MQTT_PASSWORD:?set in .env}}
      DB_PASSWORD: ${{DB_PASSWORD}}
      APP_KEY_FILE: /run/secrets/dji_app_key
    secrets: [dji_app_key]"""


@cln
def c_hex_telemetry():
    return f"""# crc check of captured RFD900 frames
frame {r.randint(1, 999)}: {hx(48)}  crc16=0x{hx(4)} OK
frame {r.randint(1, 999)}: {hx(48)}  crc16=0x{hx(4)} OK"""


@cln
def c_b64_testdata():
    return f"""def test_decode_osd_blob():
    blob = base64.b64decode("{g.b64(36)}")
    assert decode_osd(blob).battery_pct in range(0, 101)"""


@cln
def c_chat_no_secret():
    return r.choice([
        "Kannst du mir das NTRIP-Passwort schicken? — Nein, liegt im Tresor unter 'RTK Caster', bitte dort holen.",
        "El token de DroneDeploy caducó, lo rotamos ayer; el nuevo está en Vault (kv/dronedeploy).",
        "Le mot de passe du dock a été changé, voir 1Password > Field Ops > Dock 2.",
        "新しいAPIキーはSecrets Managerに入れました。チャットには貼らないでください。",
        "Reminder: MAV_SIGN keys are per-airframe now, generated at commissioning; ask Priya if you need one."]) + f" #{r.randint(1000, 9999)}"


@cln
def c_airspace_response():
    return json.dumps({"advisories": [{"id": g.uuid(), "type": r.choice(["controlled_airspace", "tfr", "stadium", "heliport"]),
                                       "name": r.choice(["KBFI Class D", "Lumen Field", "Harborview Heliport"]),
                                       "distance_m": r.randint(0, 5000)} for _ in range(2)], "request_id": g.uuid()}, indent=1)


@cln
def c_tailscale_status():
    return f"""$ tailscale status
100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}  uav-{pin(3)}   skyops@   linux   -
100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}  gcs-laptop    skyops@   windows idle, tx 1204 rx 9920
# nodekey:{hx(64)}"""


@cln
def c_terraform_var():
    return """variable "dronedeploy_api_key" {
  type      = string
  sensitive = true
}
resource "aws_secretsmanager_secret_version" "dd" {
  secret_id     = aws_secretsmanager_secret.dd.id
  secret_string = var.dronedeploy_api_key
}"""


@cln
def c_flight_log_csv():
    rows = "\n".join(f"{1764740000 + i * 10},{round(47.39 + r.random() / 100, 6)},{round(8.54 + r.random() / 100, 6)},{r.randint(30, 120)},{r.randint(20, 100)}" for i in range(5))
    return "time,lat,lon,alt_m,battery_pct\n" + rows


@cln
def c_review_link():
    return f"Log uploaded, see https://review.px4.io/plot_app?log={g.uuid()} (vibration on motor 3 looks high)"


@cln
def c_psdk_template():
    return """#define USER_APP_NAME               "your_app_name"
#define USER_APP_ID                 "your_app_id"
#define USER_APP_KEY                "your_app_key"
#define USER_APP_LICENSE            "your_app_license"
#define USER_DEVELOPER_ACCOUNT      "your_developer_account"
#define USER_BAUD_RATE              "460800\""""


@cln
def c_hook_read_clean():
    content = f"     1\t[General]\n     2\tTcpServerPort=5760\n     3\t[UdpEndpoint qgc]\n     4\tAddress={ip()}\n     5\tPort=14550\n"
    return hook("Read", {"file_path": "/etc/mavlink-router/main.conf"}, {"type": "text", "file": {"content": content}})


@cln
def c_hook_bash_clean():
    return hook("Bash", {"command": f"make px4_fmu-v6x_default upload && mavproxy.py --master=/dev/ttyACM0 --baudrate 57600 --cmd='param fetch'"},
                {"stdout": f"[100%] Built target px4\nUploaded {r.randint(1800000, 1999999)} bytes\nReceived {r.randint(900, 1400)} parameters", "exit_code": 0})


@cln
def c_diff_clean():
    return f"""diff --git a/config/fleet.yaml b/config/fleet.yaml
@@ -3,4 +3,4 @@ fleet:
-  max_wind_ms: 10
+  max_wind_ms: {r.randint(11, 14)}
   rth_altitude_m: 60
   api_key_env: DRONEDEPLOY_API_KEY"""


@cln
def c_notebook_clean():
    return json.dumps({"cell_type": "code", "source": ["import os\n", "token = os.environ['SKYDIO_API_TOKEN']\n",
                                                       "flights = client.list_flights(token, since='2026-11-01')\n", "len(flights)"],
                       "outputs": [{"output_type": "execute_result", "data": {"text/plain": [str(r.randint(20, 400))]}}]}, indent=1)


@cln
def c_order():
    return f"""Order confirmation #{r.randint(100000000, 999999999)}
2x TB65 Intelligent Flight Battery, 1x Dock 2 rain cover
Tracking: 1Z{g.s(UPPER + DIG, 16)}
Invoice id: INV-{g.uuid()[:8].upper()}"""


@cln
def c_faa_registration():
    return f"""FAA DroneZone registration
Registration number: FA3{g.s(UPPER + DIG, 7)}
Serial: {sn()}   Remote ID: standard
Expires: 2029-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"""


@cln
def c_signature_query():
    return f"""GET /openapi/v0.1/device?nonce={hx(16)}&timestamp={1764750000 + r.randint(0, 9999)}&signature={g.b64(32)}
# per-request HMAC signature; the signing key is not in the URL"""


@cln
def c_sik_params():
    return f"""--> ATI5
S0:FORMAT=25
S1:SERIAL_SPEED=57
S2:AIR_SPEED=64
S3:NETID={r.randint(1, 499)}
S4:TXPOWER=20
S5:ECC=0
S6:MAVLINK=1
S15:ENCRYPTION_LEVEL=0"""


@cln
def c_readme():
    return f"""## Connecting to the dock
1. Join the LTE VPN (see wiki page "Dock VPN").
2. Open https://dock-gw.skyops.example and sign in with your SSO account.
3. Passwords for local dock UIs are in the vault; never put them in tickets.
Build: {hx(7)}"""


@cln
def c_placeholder_yaml():
    return f"""cloud-api:
  app:
    app-id: ${{DJI_APP_ID}}
    app-key: ${{DJI_APP_KEY}}
    app-license: ${{DJI_APP_LICENSE}}
mqtt:
  BASIC:
    host: {r.choice(['localhost', 'emqx'])}
    username: JavaServer
    password: ${{MQTT_PASSWORD}}"""


# ---------------------------------------------------------------- write


def write(secrets, clean):
    here = Path(__file__).resolve().parent
    with open(here / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(here / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


def main():
    secrets = []
    for i in range(250):
        cls, text, vals = S[i % len(S)]()
        vals = list(dict.fromkeys(vals))
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append((cls, text, vals))
    r.shuffle(secrets)
    clean = [C[i % len(C)]() for i in range(100)]
    allv = [v for _, _, vs in secrets for v in vs]
    for t in clean:
        for v in allv:
            assert v not in t, v
    write(secrets, clean)


if __name__ == "__main__":
    main()
