"""Blind redaction source "homeiot": home automation, IoT devices and MQTT (round 13).

Home Assistant / ESPHome / Zigbee2MQTT / Tasmota / Node-RED / Frigate / openHAB configs, Arduino and MicroPython
firmware, mosquitto command lines and bridges, AWS IoT / Azure IoT Hub / TTN / Particle / Blynk, logs and chat.
Seeded; imports nothing from memtool; rerun to regenerate both files byte-identical.
"""
from __future__ import annotations

import json
import string
from pathlib import Path

from _tokens import B62, HEX, Gen, write

FAMILY = "homeiot"
g = Gen(1301)
HOSTS = ["192.168.1.10", "192.168.0.42", "10.0.0.7", "homeassistant.local", "mqtt.lan", "broker.home.arpa",
         "pi4.fritz.box", "nas.local", "10.10.20.2"]
USERS = ["homeassistant", "mqtt_user", "z2m", "esphome", "tasmota", "nodered", "frigate", "openhab", "iot",
         "shelly", "admin", "ha"]
ROOMS = ["living_room", "kitchen", "garage", "bedroom", "office", "porch", "basement", "attic", "garden"]


def host() -> str:
    return g.pick(HOSTS)


def user() -> str:
    return g.pick(USERS)


def room() -> str:
    return g.pick(ROOMS)


def hexkey(n: int = 32) -> str:
    return g.hexs(n).upper() if g.r.random() < .5 else g.hexs(n)


def wrap(text: str) -> str:
    """About a quarter of texts arrive as an agent's tool call or a chat message around a paste."""
    x = g.r.random()
    if x < .09:
        return json.dumps({"tool_name": "Bash", "tool_input": {"command": g.pick(["cat", "less", "tail -n 80"]) + " config/" + g.pick(["configuration.yaml", "secrets.yaml", "notes.txt", "debug.log"])},
                           "tool_response": {"stdout": text, "stderr": "", "interrupted": False}}, ensure_ascii=False)
    if x < .17:
        return json.dumps({"type": "tool_result", "tool_use_id": "toolu_01" + g.s(B62, 22),
                           "content": [{"type": "text", "text": text}]}, ensure_ascii=False)
    if x < .22:
        return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/config/" + g.pick(["esphome/node.yaml", "zigbee2mqtt/configuration.yaml", "packages/mqtt.yaml"])},
                           "tool_response": {"file": {"content": text, "numLines": text.count("\n") + 1}}}, ensure_ascii=False)
    if x < .27:
        return g.pick(["can someone tell me why this won't connect?\n```\n", "here's my config, broker keeps refusing:\n```\n",
                       "pasting what I have so far\n```\n"]) + text + "\n```\n" + g.pick(["thanks!", "any idea?", "running 2025.11"])
    return text


# ---------------------------------------------------------------- secrets: name-context
def nc_secrets_yaml():
    pw = g.pw()
    return (f"# secrets.yaml\nwifi_ssid: \"{g.pick(['FRITZ!Box 7590 XY', 'Vodafone-4F2A', 'HomeNet', 'iot-vlan'])}\"\n"
            f"wifi_password: \"<see router sticker>\"\nmqtt_password: {pw}\nlatitude: 52.{g.r.randint(1000, 9999)}\nlongitude: 13.{g.r.randint(1000, 9999)}\n", pw)


def nc_esphome_api():
    key = g.b64(32)
    return (f"esphome:\n  name: {room()}-sensor\n\nesp32:\n  board: esp32dev\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\n"
            f"api:\n  encryption:\n    key: \"{key}\"\n\nota:\n  - platform: esphome\n    password: !secret ota_password\n", key)


def nc_esphome_ota():
    pw = g.machine_pw()
    return (f"ota:\n  - platform: esphome\n    password: \"{pw}\"\n\nlogger:\n  level: DEBUG\n\nsensor:\n  - platform: dht\n    pin: GPIO4\n"
            f"    temperature:\n      name: \"{room().title()} Temperature\"\n", pw)


def nc_esphome_wifi():
    pw = g.human_pw()
    return (f"wifi:\n  ssid: \"{g.pick(['Gartenhaus', 'HomeNet_IoT', 'TP-Link_2G'])}\"\n  password: \"{pw}\"\n  ap:\n    ssid: \"Fallback Hotspot\"\n"
            f"    password: !secret fallback_ap\n\ncaptive_portal:\n", pw)


def nc_z2m_network_key():
    key = ", ".join(str(g.r.randint(0, 255)) for _ in range(16))
    return (f"homeassistant:\n  enabled: true\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://{host()}:1883\n  user: z2m\n  password: '!secret.yaml password'\n"
            f"serial:\n  port: /dev/ttyUSB0\n  adapter: ember\nadvanced:\n  network_key: [{key}]\n  pan_id: {g.r.randint(1000, 65000)}\n  channel: 15\n", key)


def nc_tasmota_backlog():
    pw = g.pw()
    return (f"Backlog MqttHost {host()}; MqttPort 1883; MqttUser {user()}; MqttPassword {pw}; Topic tasmota_{g.hexs(6).upper()}; SetOption19 1\n"
            f"17:{g.r.randint(10, 59)}:0{g.r.randint(0, 9)}.{g.r.randint(100, 999)} CMD: Backlog\n"
            f"17:{g.r.randint(10, 59)}:11.204 MQT: Attempting connection...\n17:{g.r.randint(10, 59)}:11.318 MQT: Connected", pw)


def nc_nodered_settings():
    sec = g.machine_pw()
    return (f"module.exports = {{\n    flowFile: 'flows.json',\n    credentialSecret: \"{sec}\",\n    uiPort: process.env.PORT || 1880,\n"
            f"    adminAuth: {{\n        type: \"credentials\",\n        users: []\n    }},\n    diagnostics: {{ enabled: true }}\n}}\n", sec)


def nc_arduino_wifi():
    pw = g.pw()
    return (f"#include <WiFi.h>\n#include <PubSubClient.h>\n\nconst char* ssid = \"{g.pick(['Mesh-5G', 'HOME-2G', 'Workshop'])}\";\nconst char* password = \"{pw}\";\n"
            f"const char* mqtt_server = \"{host()}\";\n\nWiFiClient espClient;\nPubSubClient client(espClient);\n", pw)


def nc_arduino_define():
    pw = g.machine_pw()
    return (f"// config.h -- do not commit (oops)\n#define WIFI_SSID      \"attic-ap\"\n#define MQTT_HOST      \"{host()}\"\n#define MQTT_PORT      1883\n"
            f"#define MQTT_USER      \"{user()}\"\n#define MQTT_PASS      \"{pw}\"\n#define DEVICE_NAME    \"{room()}-node\"\n", pw)


def nc_blynk():
    tok = g.s(B62 + "-_", 32)
    return (f"#define BLYNK_TEMPLATE_ID \"TMPL{g.s(B62, 8)}\"\n#define BLYNK_TEMPLATE_NAME \"Greenhouse\"\n#define BLYNK_AUTH_TOKEN \"{tok}\"\n\n"
            f"#include <BlynkSimpleEsp32.h>\n\nvoid setup() {{\n  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);\n}}\n", tok)


def nc_particle():
    tok = g.hexs(40)
    return (f"$ particle token create --expires-in 0\n? Using account dev@{g.pick(['makerspace.org', 'example.net', 'acme.io'])}\n"
            f"? Please enter your password: [hidden]\nNew access token never expires\n    {tok}\nUse particle token revoke to invalidate it", tok)


def nc_lorawan_appkey():
    key = hexkey(32)
    return (f"// LMIC keys for node {g.r.randint(1, 40)}\nstatic const u1_t PROGMEM APPEUI[8]={{ 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 }};\n"
            f"static const u1_t PROGMEM DEVEUI[8]={{ 0x{g.hexs(2)}, 0x{g.hexs(2)}, 0x{g.hexs(2)}, 0x{g.hexs(2)}, 0xFE, 0xFF, 0x08, 0x00 }};\n"
            f"// AppKey, msb\n#define APPKEY_HEX \"{key}\"\n", key)


def nc_zwave_keys():
    key = hexkey(32)
    return (f"ZWAVEJS_EXTERNAL_CONFIG=/usr/src/app/store/.config-db\nKEY_S2_AccessControl={key}\nTZ=Europe/Berlin\n", key)


def nc_tuya_local_key():
    key = g.s(B62 + "<>=@^!|:", 16)
    return (f"$ python -m tinytuya wizard\n...\n[\n    {{\n        \"name\": \"{room().replace('_', ' ').title()} Plug\",\n        \"id\": \"bf{g.hexs(20)}\",\n"
            f"        \"key\": \"{key}\",\n        \"mac\": \"{':'.join(g.hexs(2) for _ in range(6))}\",\n        \"category\": \"cz\",\n        \"ip\": \"{host()}\"\n    }}\n]", key)


def nc_tuya_cloud():
    sec = g.hexs(32)
    return (f"# tuya_cloud.env\nTUYA_ENDPOINT=https://openapi.tuyaeu.com\nTUYA_ACCESS_ID={g.s(string.ascii_lowercase + string.digits, 20)}\nTUYA_ACCESS_SECRET={sec}\nTUYA_UID=eu{g.r.randint(10**12, 10**13)}{g.s(string.ascii_lowercase, 4)}\n", sec)


def nc_hue_username():
    k = g.s(B62 + "-", 40)
    return (f"$ curl -sk -X POST https://{host()}/api -d '{{\"devicetype\":\"ha#pi4\",\"generateclientkey\":false}}'\n"
            f"[{{\"success\":{{\"username\":\"{k}\"}}}}]", k)


def nc_frigate_env():
    pw = g.pw()
    return (f"services:\n  frigate:\n    image: ghcr.io/blakeblackshear/frigate:stable\n    shm_size: \"512mb\"\n    environment:\n"
            f"      FRIGATE_RTSP_PASSWORD: \"{pw}\"\n      TZ: Europe/Amsterdam\n    volumes:\n      - ./config:/config\n", pw)


def nc_openhab_things():
    pw = g.pw()
    return (f"Bridge mqtt:broker:mosquitto \"Mosquitto\" [ host=\"{host()}\", port=1883, secure=false, username=\"{user()}\", password=\"{pw}\", clientID=\"openhab3\" ]\n"
            f"Thing mqtt:topic:{room()} \"Sensor\" (mqtt:broker:mosquitto) {{\n  Channels:\n    Type number : temp [ stateTopic=\"home/{room()}/temp\" ]\n}}", pw)


def nc_mosquitto_bridge():
    pw = g.machine_pw()
    return (f"# /etc/mosquitto/conf.d/bridge.conf\nconnection cloud-bridge\naddress {g.pick(['a1b2.s1.eu.hivemq.cloud', 'mqtt.flespi.io', 'broker.emqx.io'])}:8883\n"
            f"remote_username bridge-{g.r.randint(1, 9)}\nremote_password {pw}\nbridge_protocol_version mqttv311\ntopic home/# out 1\n", pw)


def nc_shelly_gen2():
    pw = g.pw()
    return (f"$ curl -s -X POST -d '{{\"id\":1,\"method\":\"Shelly.SetAuth\",\"params\":{{\"user\":\"admin\",\"realm\":\"shellyplus1-{g.hexs(12)}\",\"ha1\":null}}}}' http://{host()}/rpc\n"
            f"# then set it from the app; current web login pass for the garage relay: {pw}", pw)


def nc_homebridge():
    pw = g.pw()
    return (f"{{\n  \"bridge\": {{ \"name\": \"Homebridge 4F2A\", \"username\": \"0E:{g.hexs(2).upper()}:4F:2A:11:9C\", \"port\": 51826, \"pin\": \"031-45-154\" }},\n"
            f"  \"platforms\": [\n"
            f"    {{ \"platform\": \"UnifiProtect\", \"controllers\": [{{ \"address\": \"{host()}\", \"username\": \"homebridge\", \"password\": \"{pw}\" }}] }}\n  ]\n}}", pw)


def nc_ring_refresh():
    tok = g.s(B62, 130)
    return (f"$ npx -p ring-client-api ring-auth-cli\nEmail: me@example.net\nPassword: ********\n2fa code: 481902\n"
            f"Successfully generated refresh token. Add it to your config:\n\"refreshToken\": \"{tok}\"", tok)


def nc_influx_iot():
    tok = g.b64(64).rstrip("=") + "=="
    return (f"influxdb:\n  api_version: 2\n  ssl: false\n  host: {host()}\n  port: 8086\n  token: {tok}\n  organization: {g.hexs(16)}\n  bucket: homeassistant\n", tok)


def nc_micropython():
    pw = g.pw()
    return (f"# boot.py\nimport network, time\nfrom umqtt.simple import MQTTClient\n\nSSID = 'shed'\nPSK = '{pw}'\n\nsta = network.WLAN(network.STA_IF)\n"
            f"sta.active(True)\nsta.connect(SSID, PSK)\nwhile not sta.isconnected():\n    time.sleep(0.2)\n", pw)


def nc_wpa_supplicant():
    pw = g.human_pw()
    return (f"$ cat /etc/wpa_supplicant/wpa_supplicant.conf\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=DE\n\n"
            f"network={{\n\tssid=\"Sensors\"\n\tpsk=\"{pw}\"\n\tkey_mgmt=WPA-PSK\n}}", pw)


def nc_smartthings():
    tok = g.uuid()
    return (f"smartthings:\n  # personal access token from account.smartthings.com/tokens\n  access_token: {tok}\n  location_id: {g.uuid()}\n", tok)


def nc_log_debug():
    pw = g.machine_pw()
    return (f"2026-11-29 21:{g.r.randint(10, 59)}:03.551 DEBUG (MainThread) [homeassistant.components.mqtt.client] Connecting to {host()}:1883 "
            f"with client_id=None, username='{user()}', password='{pw}', tls=False\n2026-11-29 21:14:03.602 INFO (MainThread) [homeassistant.components.mqtt.client] Connected", pw)


def nc_octoprint_cfg():
    k = g.hexs(32).upper()
    return (f"# ~/.octoprint/config.yaml\napi:\n  key: {k}\nserver:\n  firstRun: false\nwebcam:\n  stream: /webcam/?action=stream\n", k)


def nc_zigbee_ember_chat():
    pw = g.pw()
    return (f"ok so after the migration z2m logs `MQTT error: Connection refused: Not authorized`. broker user is z2m, the pass I put in is {pw} — "
            f"is there a char it doesn't like?", pw)


# ---------------------------------------------------------------- secrets: structural
def st_mqtt_url():
    pw = g.pw()
    return (f"MQTT_URL=mqtt://{user()}:{pw}@{host()}:1883\nMQTT_TOPIC_PREFIX=home\n", pw)


def st_mosquitto_pub():
    pw = g.pw()
    return (f"$ mosquitto_pub -h {host()} -p 1883 -u {user()} -P '{pw}' -t 'home/{room()}/light/set' -m 'ON' -d\n"
            f"Client null sending CONNECT\nClient null received CONNACK (0)\nClient null sending PUBLISH (d0, q0, r0, m1, 'home/{room()}/light/set', ... (2 bytes))\nClient null sending DISCONNECT", pw)


def st_mosquitto_sub():
    pw = g.machine_pw()
    return (f"$ mosquitto_sub -h {host()} -t 'zigbee2mqtt/#' -v --username {user()} --pw {pw}\nzigbee2mqtt/bridge/state {{\"state\":\"online\"}}\n"
            f"zigbee2mqtt/{room()}_motion {{\"battery\":{g.r.randint(40, 100)},\"occupancy\":false,\"linkquality\":{g.r.randint(20, 255)}}}", pw)


def st_paho():
    pw = g.pw()
    return (f"import paho.mqtt.client as mqtt\n\nclient = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=\"{room()}-logger\")\n"
            f"client.username_pw_set(\"{user()}\", \"{pw}\")\nclient.connect(\"{host()}\", 1883, 60)\nclient.loop_forever()\n", pw)


def st_mqttjs():
    pw = g.pw()
    return (f"const mqtt = require('mqtt')\nconst client = mqtt.connect('mqtt://{host()}', {{\n  username: '{user()}',\n  password: '{pw}',\n  clientId: 'dash_' + Math.random().toString(16).slice(2, 8),\n}})\n", pw)


def st_rtsp():
    pw = g.pw()
    return (f"cameras:\n  {room()}:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:{pw}@{host()}:554/Streaming/Channels/101\n          roles:\n            - detect\n            - record\n", pw)


def st_rtsp_ffprobe():
    pw = g.human_pw()
    ip = host()
    return (f"$ ffprobe -rtsp_transport tcp rtsp://viewer:{pw}@{ip}:554/cam/realmonitor?channel=1&subtype=0\n"
            f"Input #0, rtsp, from 'rtsp://viewer:{pw}@{ip}:554/cam/realmonitor?channel=1&subtype=0':\n  Duration: N/A, start: 0.000000, bitrate: N/A\n"
            f"  Stream #0:0: Video: h264 (Main), yuvj420p(pc), 2688x1520, 20 fps", pw)


def st_azure_iot():
    k = g.b64(32)
    return (f"IOTHUB_DEVICE_CONNECTION_STRING=\"HostName={g.pick(['homehub', 'greenhouse-hub', 'fleet-dev'])}.azure-devices.net;DeviceId={room()}-01;SharedAccessKey={k}\"\n", k)


def st_azure_iot_code():
    k = g.b64(32)
    return (f"from azure.iot.device import IoTHubDeviceClient\n\nCONN = \"HostName=ops-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey={k}\"\n"
            f"client = IoTHubDeviceClient.create_from_connection_string(CONN)\nclient.connect()\n", k)


def st_ha_rest():
    pw = g.pw()
    return (f"rest:\n  - resource: http://{host()}/status.xml\n    authentication: basic\n    username: \"admin\"\n    password: \"{pw}\"\n    scan_interval: 60\n", pw)


def st_octoprint_header():
    k = g.hexs(32).upper()
    return (f"$ curl -s -H 'X-Api-Key: {k}' http://octopi.local/api/job | jq .state\n\"Printing\"", k)


def st_curl_basic():
    pw = g.pw()
    return (f"$ curl -u admin:{pw} http://{host()}/cm?cmnd=Power%20TOGGLE\n{{\"POWER\":\"ON\"}}", pw)


def st_tasmota_query():
    pw = g.pw()
    return (f"$ curl 'http://{host()}/cm?user=admin&password={pw}&cmnd=Status%208'\n{{\"StatusSNS\":{{\"Time\":\"2026-11-28T08:01:12\",\"ENERGY\":{{\"Power\":{g.r.randint(1, 900)}}}}}}}", pw)


def st_node_red_mqtt_broker():
    pw = g.pw()
    return (f"# flows_cred.json was committed unencrypted:\n{{\n    \"{g.hexs(16)}\": {{\n        \"user\": \"{user()}\",\n        \"password\": \"{pw}\"\n    }}\n}}", pw)


def st_homie_chat():
    pw = g.human_pw()
    return (f"broker is on the nas now. login: {user()} / {pw}  (same as the grafana one, will rotate later)", pw)


def st_influx_url():
    pw = g.pw()
    return (f"[[outputs.influxdb]]\n  urls = [\"http://{user()}:{pw}@{host()}:8086\"]\n  database = \"sensors\"\n", pw)


def st_opcua():
    pw = g.pw()
    return (f"$ opcua-client -u opc.tcp://{host()}:4840 --security=None --user operator --password {pw} browse\nRoot\n  Objects\n    Server\n    PLC1", pw)


def st_modbus_gw_http():
    pw = g.machine_pw()
    return (f"GET /api/v1/devices?api_key={pw} HTTP/1.1\nHost: {host()}\nUser-Agent: HomeAssistant/2025.11\n\nHTTP/1.1 200 OK\nContent-Type: application/json", pw)


def st_emqx_api():
    pw = g.machine_pw()
    return (f"$ curl -s -u {g.hexs(16)}:{pw} http://{host()}:18083/api/v5/clients | jq '.meta'\n{{\n  \"count\": 37,\n  \"limit\": 100,\n  \"page\": 1\n}}", pw)


# ---------------------------------------------------------------- secrets: self-identifying
def si_ha_token():
    t = g.jwt()
    return (f"$ curl -s -H \"Authorization: Bearer {t}\" -H \"Content-Type: application/json\" http://{host()}:8123/api/states/sun.sun\n"
            f"{{\"entity_id\":\"sun.sun\",\"state\":\"below_horizon\"}}", t)


def si_ha_token_yaml():
    t = g.jwt()
    return (f"# appdaemon.yaml\nappdaemon:\n  plugins:\n    HASS:\n      type: hass\n      ha_url: http://{host()}:8123\n      token: {t}\n", t)


def si_aws_iot_key():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return (f"$ cat certs/{g.hexs(10)}-private.pem.key\n{block}", line)


def si_ttn_key():
    k = "NNSXS." + g.s(string.ascii_uppercase + "234567", 39) + "." + g.s(string.ascii_uppercase + "234567", 52)
    return (f"$ curl -H \"Authorization: Bearer {k}\" https://eu1.cloud.thethings.network/api/v3/applications/garden-sensors/devices\n"
            f"{{\"end_devices\":[{{\"ids\":{{\"device_id\":\"soil-{g.r.randint(1, 20)}\"}}}}]}}", k)


def si_generic():
    name, tok, mark = g.self_identifying()
    ctx = g.pick([
        f"notify:\n  - platform: {name}\n    api_key: {tok}\n",
        f"# /config/.env\n{name.upper()}_TOKEN={tok}\n",
        f"shell_command:\n  push_backup: 'curl -s -H \"Authorization: token {tok}\" https://api.example.net/upload -F f=@/backup/latest.tar'\n",
        f"automation backup job logged:\n  export {name.upper()}_KEY={tok}\n  running ha-backup-sync --dest remote\n",
        f"{{\"entry_id\": \"{g.hexs(32)}\", \"domain\": \"{name}\", \"data\": {{\"token\": \"{tok}\"}}}}",
    ])
    return (ctx, mark)


def si_device_cert_json():
    block, line = g.pem("EC PRIVATE KEY")
    esc = block.replace("\n", "\\n")
    return ("{\n  \"device\": \"thermostat-" + g.hexs(6) + "\",\n  \"endpoint\": \"" + g.s(string.ascii_lowercase + string.digits, 14) + "-ats.iot.eu-central-1.amazonaws.com\",\n"
            f"  \"private_key\": \"{esc}\"\n}}", line)


NC = [nc_secrets_yaml, nc_esphome_api, nc_esphome_ota, nc_esphome_wifi, nc_z2m_network_key, nc_tasmota_backlog,
      nc_nodered_settings, nc_arduino_wifi, nc_arduino_define, nc_blynk, nc_particle, nc_lorawan_appkey, nc_zwave_keys,
      nc_tuya_local_key, nc_tuya_cloud, nc_hue_username, nc_frigate_env, nc_openhab_things, nc_mosquitto_bridge,
      nc_shelly_gen2, nc_homebridge, nc_ring_refresh, nc_influx_iot, nc_micropython, nc_wpa_supplicant, nc_smartthings,
      nc_log_debug, nc_octoprint_cfg, nc_zigbee_ember_chat]
ST = [st_mqtt_url, st_mosquitto_pub, st_mosquitto_sub, st_paho, st_mqttjs, st_rtsp, st_rtsp_ffprobe, st_azure_iot,
      st_azure_iot_code, st_ha_rest, st_octoprint_header, st_curl_basic, st_tasmota_query, st_node_red_mqtt_broker,
      st_homie_chat, st_influx_url, st_opcua, st_modbus_gw_http, st_emqx_api]
SI = [si_ha_token, si_ha_token_yaml, si_aws_iot_key, si_ttn_key, si_generic, si_generic, si_device_cert_json]


# ---------------------------------------------------------------- clean
def clean_texts() -> list[str]:
    c = [
        lambda: f"mqtt:\n  broker: {host()}\n  username: !secret mqtt_user\n  password: !secret mqtt_password\n",
        lambda: f"wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\napi:\n  encryption:\n    key: !secret api_key_{room()}\n",
        lambda: f"$ cat /etc/mosquitto/passwd\n{user()}:$7$101${g.b64(12)}${g.b64(64)}\n",
        lambda: f"zigbee2mqtt/bridge/devices: [{{\"ieee_address\":\"0x{g.hexs(16)}\",\"friendly_name\":\"{room()}_sensor\",\"model_id\":\"lumi.weather\",\"network_address\":{g.r.randint(1000, 65000)}}}]",
        lambda: f"17:0{g.r.randint(0, 9)}:12.118 CMD: MqttPassword\n17:0{g.r.randint(0, 9)}:12.124 MQT: stat/tasmota_{g.hexs(6).upper()}/RESULT = {{\"MqttPassword\":\"****\"}}",
        lambda: f"[INFO] Firmware {g.pick(['tasmota32.bin', 'esphome-web-' + g.hexs(6) + '.factory.bin'])} sha256={g.sha256()} size={g.r.randint(900000, 1900000)}",
        lambda: f"2026-11-30 07:{g.r.randint(10, 59)}:41.007 WARNING (MainThread) [homeassistant.components.http.ban] Login attempt or request with invalid authentication from {host()} ({host()}). Requested URL: '/api/states'. (Mozilla/5.0)",
        lambda: f"client = mqtt.Client(client_id=\"{room()}-{g.hexs(8)}\")\nclient.username_pw_set(os.environ[\"MQTT_USER\"], os.environ[\"MQTT_PASSWORD\"])\nclient.connect(os.environ.get(\"MQTT_HOST\", \"localhost\"))",
        lambda: f"# LoRaWAN device\ndev_eui: {g.hexs(16).upper()}\njoin_eui: 70B3D57ED00{g.hexs(5).upper()}\napp_key: 00000000000000000000000000000000  # fill in from TTN console\n",
        lambda: f"MQTT_URL=mqtt://${{MQTT_USER}}:${{MQTT_PASSWORD}}@{host()}:1883\nMQTT_TOPIC_PREFIX=home\n",
        lambda: f"$ mosquitto_sub -h {host()} -t 'home/#' -v -u {user()} -P \"$MQTT_PW\"\nhome/{room()}/temp {g.r.randint(15, 28)}.{g.r.randint(0, 9)}\nhome/{room()}/humidity {g.r.randint(30, 70)}",
        lambda: f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----\n# AmazonRootCA1.pem, public",
        lambda: f"Thing id: {g.hexs(8)}-{g.hexs(4)}; certificateArn: arn:aws:iot:eu-central-1:{g.r.randint(10**11, 10**12)}:cert/{g.sha256()}",
        lambda: f"Tip: set a strong password for the ESPHome OTA updates and keep it in secrets.yaml, never inline. If you forget it, flash over USB once to reset it.",
        lambda: f"entity_id: light.{room()}\nunique_id: {g.uuid()}\ndevice_id: {g.hexs(32)}\nconfig_entry_id: {g.s(string.ascii_uppercase + string.digits, 26)}",
        lambda: f"homekit:\n  - name: HASS Bridge {g.hexs(4).upper()}\n    port: 21064\n# pairing code shown in the notification: 123-45-678 (changes on reset)",
        lambda: f"{{\"id\": \"{g.hexs(16)}\", \"type\": \"mqtt-broker\", \"name\": \"mosquitto\", \"broker\": \"{host()}\", \"port\": \"1883\", \"credentials\": {{}}, \"usetls\": false}}",
        lambda: f"$ esphome logs {room()}.yaml\nINFO Reading configuration {room()}.yaml...\nINFO Starting log output from {host()} using esphome API\nINFO Successfully connected to {room()}-sensor @ {host()} in 0.{g.r.randint(100, 999)}s\n[D][sensor:094]: 'Temperature': Sending state {g.r.randint(15, 28)}.{g.r.randint(10, 99)} °C",
        lambda: f"cameras:\n  {room()}:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{{FRIGATE_RTSP_USER}}:{{FRIGATE_RTSP_PASSWORD}}@{host()}:554/stream1\n",
        lambda: f"ota:\n  - platform: esphome\n    password: \"\"   # left empty on purpose on the bench board\n",
        lambda: f"# api encryption key example from the docs; generate your own\napi:\n  encryption:\n    key: \"<base64 32-byte key>\"\n",
        lambda: f"[zigbee-herdsman] Coordinator firmware version: '{{\"meta\":{{\"revision\":\"7.4.{g.r.randint(0, 4)}.0 build {g.r.randint(100, 400)}\"}},\"type\":\"EmberZNet\"}}', ext_pan_id {g.hexs(16)}",
        lambda: f"$ particle list\n{room()}-photon [{g.hexs(24)}] (Photon) is online\ngarage-argon [{g.hexs(24)}] (Argon) is offline",
        lambda: f"SharedAccessKey=<redacted>\nHostName=homehub.azure-devices.net;DeviceId={room()}-01;SharedAccessKey=***",
        lambda: f"Wi-Fi: connected to 'HomeNet' ch {g.r.randint(1, 13)} bssid {':'.join(g.hexs(2) for _ in range(6))} rssi -{g.r.randint(40, 80)} dBm, ip {host()}",
        lambda: f"Matter commissioning: manual pairing code {g.r.randint(10**10, 10**11)}, QR MT:{g.s(string.ascii_uppercase + string.digits + '-.', 19)}, discriminator {g.r.randint(0, 4095)}",
        lambda: f"token: !env_var HA_TOKEN\nha_url: http://{host()}:8123\n",
        lambda: f"TTN_API_KEY=NNSXS.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX   # replace\n",
        lambda: f"tuya device {room()}: id=bf{g.hexs(20)} product_id={g.s(string.ascii_lowercase + string.digits, 16)} uuid={g.hexs(16)} version=3.4",
        lambda: f"Nuki bridge: callback id {g.r.randint(0, 3)} registered, bridge id {g.r.randint(10**8, 10**9)}, hash of the api token used: {g.sha256()[:16]}",
        lambda: f"$ openssl x509 -in device.crt -noout -fingerprint -sha256\nsha256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}",
        lambda: f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(42)}\n-----END PUBLIC KEY-----\n(public key of the OTA signing pair, baked into the bootloader)",
        lambda: f"Blynk: template TMPL{g.s(B62, 8)} device '{room()}' online, heartbeat 45s, firmware {g.r.randint(1, 3)}.{g.r.randint(0, 9)}.{g.r.randint(0, 9)} build {g.hexs(7)}",
        lambda: f"the mosquitto 2.0 change bit me: no more anonymous access by default, so you need `password_file` + `allow_anonymous false`. use mosquitto_passwd -c to make the file, never put the password in the config.",
        lambda: f"Backlog MqttHost {host()}; MqttUser {user()}; MqttPassword {{{{mqtt_password}}}}; Topic {room()}",
        lambda: f"$ ha core info\narch: aarch64\naudio_input: null\nboot: true\nimage: ghcr.io/home-assistant/raspberrypi4-64-homeassistant\nmachine: raspberrypi4-64\nversion: 2025.11.{g.r.randint(0, 4)}\nversion_latest: 2025.11.{g.r.randint(0, 4)}",
        lambda: f"# wpa_passphrase output with the plain line removed\nnetwork={{\n\tssid=\"Sensors\"\n\tpsk={g.sha256()}\n}}",
        lambda: f"I rotated the broker credentials and moved them into the add-on options; z2m picks them up via `!secret`. old pw is revoked so nothing to scrub.",
        lambda: f"openhab> bundle:list | grep mqtt\n{g.r.randint(200, 300)} | Active | 80 | 4.2.{g.r.randint(0, 3)} | openHAB Add-ons :: Bundles :: MQTT Broker Binding",
        lambda: f"GET /api/v1/devices?api_key=YOUR_API_KEY HTTP/1.1\nHost: gateway.local\n# example from the gateway manual",
        lambda: f"snapshot: {room()}-{g.r.randint(1700000000, 1760000000)}.{g.r.randint(100000, 999999)}-{g.s(string.ascii_lowercase + string.digits, 6)}.jpg, event id {g.r.randint(1700000000, 1760000000)}.{g.r.randint(100000, 999999)}-{g.s(string.ascii_lowercase + string.digits, 6)}",
        lambda: f"const char* password = WIFI_PASSWORD;  // from secrets.h, gitignored\nconst char* mqtt_server = \"{host()}\";",
        lambda: f"{{\"network_key\": \"GENERATE\", \"pan_id\": \"GENERATE\", \"ext_pan_id\": \"GENERATE\"}}",
        lambda: f"AWS IoT policy {room()}-policy: iot:Connect on arn:aws:iot:eu-west-1:{g.r.randint(10**11, 10**12)}:client/${{iot:Connection.Thing.ThingName}}",
        lambda: f"hue bridge {g.hexs(16).upper()} ({host()}), api v{g.r.randint(1, 2)}, swversion 19{g.r.randint(10000000, 99999999)}, zigbee channel {g.pick([11, 15, 20, 25])}",
    ]
    out: list[str] = []
    seen = set()
    i = 0
    while len(out) < 100:
        t = wrap(c[i % len(c)]())
        i += 1
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out


def main() -> None:
    plan = ["self-identifying"] * 55 + ["name-context"] * 120 + ["structural"] * 75
    g.r.shuffle(plan)
    pools = {"self-identifying": SI, "name-context": NC, "structural": ST}
    idx = {k: 0 for k in pools}
    secrets = []
    for cls in plan:
        fn = pools[cls][idx[cls] % len(pools[cls])]
        idx[cls] += 1
        text, sec = fn()
        secrets.append((cls, wrap(text), sec))
    write(Path(__file__).parent, FAMILY, secrets, clean_texts())


if __name__ == "__main__":
    main()
