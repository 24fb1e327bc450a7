"""Seeded generator of the blind source "embedded" (embedded_secrets.jsonl, embedded_clean.jsonl).

Devices, firmware and game-engine configuration: Arduino sketches and arduino_secrets.h, PlatformIO platformio.ini
(build_flags -D…, OTA upload_flags), ESP-IDF sdkconfig / menuconfig, Zephyr prj.conf, MicroPython boot.py,
CircuitPython settings.toml, ESPHome YAML, Tasmota console Backlog, Home Assistant secrets.yaml and
configuration.yaml, Zigbee2MQTT configuration.yaml, Mosquitto (passwd, bridge conf, mosquitto_pub/sub), Node-RED
settings.js, serial-console boot logs, router and switch configs (Cisco IOS, MikroTik RouterOS, OpenWrt UCI,
hostapd, wpa_supplicant, EdgeOS, chap-secrets), IP cameras (RTSP / ONVIF), LoRaWAN (The Things Stack, ChirpStack),
Azure IoT Hub / DPS, AWS IoT device provisioning, Particle, Blynk, ThingSpeak, Yocto local.conf, Unity
(ProjectSettings, PlayerPrefs, Cloud Build, google-services.json) and Unreal (DefaultEngine.ini, EOS, Steam,
PlayFab).
Written 2026-12-02 by the helper "corpora" without reading memtool's redaction rules or their results; imports
nothing from memtool. Every value is random; provider tokens follow published shapes.

    python3 src_embedded.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from _tokens import Gen, write  # noqa: E402
from _r4 import build4  # noqa: E402

g = Gen(1503)
FAMILY = "embedded"

# ------------------------------------------------ self-identifying: «t»
SI_T = [
    "Read(src/main.cpp)\n#include <WiFi.h>\n#include <HTTPClient.h>\n\nstatic const char *UPSTREAM = \"«t»\";\n\nvoid setup() {\n  Serial.begin(115200);\n}",
    "Read(platformio.ini)\n[env:esp32dev]\nplatform = espressif32\nboard = esp32dev\nframework = arduino\nbuild_flags =\n  -DUPSTREAM_CRED=\\\"«t»\\\"\n  -DCORE_DEBUG_LEVEL=3",
    "Read(sdkconfig)\nCONFIG_ESP_WIFI_SSID=\"lab-iot\"\nCONFIG_APP_UPSTREAM_CRED=\"«t»\"\nCONFIG_LOG_DEFAULT_LEVEL_INFO=y",
    "Read(settings.toml)\nCIRCUITPY_WIFI_SSID = \"workshop\"\nUPSTREAM = \"«t»\"\nCIRCUITPY_WEB_API_PORT = 80",
    "Read(boot.py)\nimport network, urequests\nCRED = \"«t»\"\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)",
    "$ pio device monitor -b 115200\n--- Terminal on /dev/ttyUSB0 | 115200 8-N-1\nets Jun  8 2016 00:22:57\nrst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\n[   412][I][main.cpp:48] setup(): upstream credential: «t»\n[   530][I][main.cpp:61] setup(): WiFi connected, IP «ip»",
    "Read(esphome/garage.yaml)\nesphome:\n  name: garage\nhttp_request:\n  useragent: esphome/garage\ninterval:\n  - interval: 60s\n    then:\n      - http_request.post:\n          url: https://api.acme.example/v1/ingest\n          request_headers:\n            X-Upstream: «t»",
    "Read(homeassistant/configuration.yaml)\nrest_command:\n  notify_panel:\n    url: https://api.acme.example/v1/notify\n    method: post\n    headers:\n      X-Upstream: \"«t»\"",
    "Read(Assets/Config/Backend.asset)\n%YAML 1.1\n--- !u!114 &11400000\nMonoBehaviour:\n  m_Name: Backend\n  endpoint: https://api.acme.example/v1\n  credential: «t»",
    "Read(Config/DefaultGame.ini)\n[/Script/AcmeTelemetry.TelemetrySettings]\nEndpoint=https://api.acme.example/v1/telemetry\nUpstream=«t»\nbEnabled=True",
    "Read(provision/device-«n».json)\n{\"deviceId\": \"sensor-«n»\", \"firmware\": \"2.8.1\", \"cloud\": {\"endpoint\": \"https://api.acme.example\", \"credential\": \"«t»\"}}",
    "$ particle call sensor-«n» setCred «t»\n1",
    "Read(node-red/settings.js)\nmodule.exports = {\n    uiPort: process.env.PORT || 1880,\n    functionGlobalContext: {\n        upstream: \"«t»\"\n    },\n}",
    "Read(yocto/conf/local.conf)\nMACHINE ?= \"raspberrypi4-64\"\nDISTRO ?= \"poky\"\nACME_UPSTREAM_CRED = \"«t»\"\nIMAGE_INSTALL:append = \" acme-agent\"",
    "Read(zephyr/prj.conf)\nCONFIG_NETWORKING=y\nCONFIG_MQTT_LIB=y\nCONFIG_ACME_UPSTREAM=\"«t»\"",
    "$ mosquitto_sub -h «h» -t 'acme/+/config' -v\nacme/«n»/config {\"interval\": 30, \"upstream\": \"«t»\"}",
]

PEM_T = [
    "Read(include/certs.h)\nstatic const char DEVICE_KEY[] = R\"EOF(\n«pem»\n)EOF\";",
    "Read(provision/aws-iot/«n».private.pem.key)\n«pem»",
    "Read(esphome/secure.yaml)\nmqtt:\n  broker: «h»\n  client_certificate_key: |\n«pemi4»",
    "Read(homeassistant/ssl/privkey.pem)\n«pem»",
    "$ cat /etc/mosquitto/certs/server.key\n«pem»",
    "Read(src/certs.c)\n/* device private key, generated at the bench */\nconst char *device_key =\n«pemc»\n;",
]

# ------------------------------------------------ name-context
NC_T = [
    ("wifi", "Read(src/main.cpp)\nconst char* ssid = \"lab-iot\";\nconst char* password = \"«v»\";\n\nvoid setup() { WiFi.begin(ssid, password); }"),
    ("wifi", "Read(arduino_secrets.h)\n#define SECRET_SSID \"workshop-2g\"\n#define SECRET_PASS \"«v»\""),
    ("wifi", "Read(platformio.ini)\n[env:d1_mini]\nplatform = espressif8266\nbuild_flags =\n  -DWIFI_SSID=\\\"office\\\"\n  -DWIFI_PASS=\\\"«v»\\\""),
    ("pw", "Read(platformio.ini)\n[env:d1_mini_ota]\nupload_protocol = espota\nupload_port = «ip»\nupload_flags =\n  --auth=«v»"),
    ("wifi", "Read(sdkconfig)\nCONFIG_ESP_WIFI_SSID=\"warehouse\"\nCONFIG_ESP_WIFI_PASSWORD=\"«v»\"\nCONFIG_ESP_MAXIMUM_RETRY=5"),
    ("wifi", "Read(zephyr/prj.conf)\nCONFIG_WIFI=y\nCONFIG_WIFI_SSID=\"lab\"\nCONFIG_WIFI_PSK=\"«v»\""),
    ("wifi", "Read(settings.toml)\nCIRCUITPY_WIFI_SSID = \"workshop\"\nCIRCUITPY_WIFI_PASSWORD = \"«v»\""),
    ("tok", "Read(settings.toml)\nADAFRUIT_AIO_USERNAME = \"«u»\"\nADAFRUIT_AIO_KEY = \"«v»\""),
    ("wifi", "Read(boot.py)\nimport network\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect('lab-iot', password='«v»')"),
    ("pw", "Read(src/ota.cpp)\nArduinoOTA.setHostname(\"garage-door\");\nArduinoOTA.setPassword(\"«v»\");\nArduinoOTA.begin();"),
    ("wifi", "Read(esphome/garage.yaml)\nwifi:\n  ssid: \"lab-iot\"\n  password: \"«v»\"\n  ap:\n    ssid: \"Garage Fallback\""),
    ("esphome", "Read(esphome/garage.yaml)\napi:\n  encryption:\n    key: \"«v»\""),
    ("pw", "Read(esphome/garage.yaml)\nota:\n  - platform: esphome\n    password: \"«v»\""),
    ("pw", "$ tasmota-console 10.0.«n».21\n> Backlog SSID1 lab-iot; Password1 «v»; MqttHost «h»\nRESULT = {\"SSId1\":\"lab-iot\",\"Password1\":\"****\",\"MqttHost\":\"«h»\"}"),
    ("pw", "Read(homeassistant/secrets.yaml)\nwifi_ssid: lab-iot\nmqtt_password: «v»\nlatitude: 52.37"),
    ("tok", "Read(homeassistant/secrets.yaml)\nopenweathermap_api_key: «v»\nelevation: 12"),
    ("pw", "Read(homeassistant/secrets.yaml)\nalarm_code: «v»\nfrigate_rtsp_user: «u»"),
    ("pw", "Read(zigbee2mqtt/configuration.yaml)\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://«h»\n  user: «u»\n  password: «v»"),
    ("pw", "Read(mosquitto/bridge.conf)\nconnection cloud-bridge\naddress broker.acme.example:8883\nremote_username «u»\nremote_password «v»\ntopic acme/# both 0"),
    ("hex", "Read(node-red/settings.js)\nmodule.exports = {\n    credentialSecret: \"«v»\",\n    flowFile: 'flows.json',\n}"),
    ("wifi", "Read(/etc/hostapd/hostapd.conf)\ninterface=wlan0\nssid=Acme-Lab\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=«v»"),
    ("wifi", "Read(/etc/wpa_supplicant/wpa_supplicant.conf)\nnetwork={\n    ssid=\"Acme-Lab\"\n    psk=\"«v»\"\n    key_mgmt=WPA-PSK\n}"),
    ("wifi", "Read(openwrt/etc/config/wireless)\nconfig wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid 'Acme-Lab'\n\toption encryption 'psk2'\n\toption key '«v»'"),
    ("wifi", "$ ssh admin@«ip} /interface wireless security-profiles print detail\n 0 name=\"lab\" mode=dynamic-keys authentication-types=wpa2-psk wpa2-pre-shared-key=\"«v»\"".replace("«ip}", "«ip»")),
    ("pw", "Read(router/edge.conf)\nsystem {\n    login {\n        user ops {\n            authentication {\n                plaintext-password \"«v»\"\n            }\n        }\n    }\n}"),
    ("pw", "Read(switch/core-sw1.cfg)\nhostname core-sw1\n!\nusername netops privilege 15 password 0 «v»\n!\nline vty 0 4\n login local"),
    ("tok", "Read(switch/core-sw1.cfg)\nsnmp-server community «v» RW\nsnmp-server location Rack 4"),
    ("pw", "Read(switch/core-sw1.cfg)\ntacacs-server host 10.0.0.«n» key «v»\naaa new-model"),
    ("appkey", "Read(lorawan/devices.csv)\ndev_eui,join_eui,app_key\n70B3D57ED005«n»,0000000000000000,«v»"),
    ("appkey", "Read(src/lora_keys.h)\n// OTAA keys for node 7\nstatic const u1_t PROGMEM APPKEY[16] = { /* «v» */ };\n#define APP_KEY_HEX \"«v»\""),
    ("esphome", "$ az iot hub device-identity create -n acme-hub -d sensor-«n» --query authentication.symmetricKey\n{\n  \"primaryKey\": \"«v»\",\n  \"secondaryKey\": null\n}"),
    ("blynk", "Read(src/blynk_main.ino)\n#define BLYNK_TEMPLATE_ID \"TMPL4x9Qz\"\n#define BLYNK_AUTH_TOKEN \"«v»\"\n#include <BlynkSimpleEsp32.h>"),
    ("tspk", "Read(src/thingspeak.ino)\nunsigned long channelID = «n»;\nconst char *writeAPIKey = \"«v»\";"),
    ("hex40", "Read(src/particle_setup.md)\n1. Flash the firmware.\n2. Set the Particle access token on the bench PC: PARTICLE_ACCESS_TOKEN=«v»"),
    ("hex32", "Read(homeassistant/.storage/core.config_entries) (excerpt)\n{\"domain\": \"xiaomi_miio\", \"data\": {\"host\": \"«ip»\", \"token\": \"«v»\", \"model\": \"roborock.vacuum.s5\"}}"),
    ("hex16", "Read(tinytuya/devices.json)\n[{\"name\": \"Desk lamp\", \"id\": \"bf«hex16»\", \"key\": \"«v»\", \"ip\": \"«ip»\"}]"),
    ("tok", "Read(ProjectSettings/AcmeCloud.asset)\n  projectId: «uuid»\n  serviceAccountKeyId: «uuid»\n  serviceAccountSecret: «v»"),
    ("tok", "Read(Assets/Scripts/Auth.cs)\nPlayerPrefs.SetString(\"authToken\", \"«v»\");\nPlayerPrefs.Save();"),
    ("hex", "Read(Config/DefaultEngine.ini)\n[EOSSDK]\nProductId=«hex32»\nClientId=xyza7891«hex16»\nClientSecret=«v»"),
    ("hex32", "Read(Config/DefaultGame.ini)\n[/Script/PlayFab.PlayFabRuntimeSettings]\nTitleId=4B2F7\nDeveloperSecretKey=«v»"),
    ("hex32", "Read(Source/Server/steam.cfg)\nsteam_web_api_key = \"«v»\"\napp_id = 480"),
    ("pw", "Read(yocto/conf/local.conf)\nINHERIT += \"extrausers\"\n# root password for the lab image (plain, hashed at build time)\nROOT_PASSWORD = \"«v»\""),
    ("pw", "$ pio device monitor\n[I][wifi]: Connecting to 'lab-iot' password='«v»'\n[I][wifi]: WiFi connected, IP «ip»"),
    ("pw", "Read(onvif/cameras.yaml)\n- name: gate\n  host: «ip»\n  username: admin\n  password: «v»"),
    ("pin", "Read(src/modem.cpp)\nmodem.simUnlock(\"«v»\");  // SIM PIN for the field unit"),
    ("tok", "Read(chirpstack/chirpstack.toml)\n[api]\nbind=\"0.0.0.0:8080\"\nsecret=\"«v»\""),
    ("url", "Read(router/mikrotik.rsc)\n/user add name=«u» group=full password=«v»\n/ip service set ssh port=2222"),
    ("url", "Read(router/wan.rsc)\n/interface pppoe-client add interface=ether1 name=pppoe-out1 user=«u»@isp.example password=«v» disabled=no"),
    ("url", "Read(openwrt/etc/config/network)\nconfig interface 'wan'\n\toption proto 'pppoe'\n\toption username '«u»@isp.example'\n\toption password '«v»'"),
    ("url", "$ onvif-cli --host «ip» --user admin --pass «v» get-stream-uri\nrtsp://«ip»:554/stream1"),
    ("url", "Read(switch/core-sw1.cfg)\nwireless ssid Acme-Lab\n authentication key-management wpa version 2\n wpa-psk ascii 0 «v»"),
]

# ------------------------------------------------ structural
ST_T = [
    ("url", "Read(src/mqtt.cpp)\nPubSubClient mqtt(net);\nmqtt.setServer(\"«h»\", 1883);\nmqtt.connect(\"garage-«n»\", \"«u»\", \"«v»\");"),
    ("url", "Read(main/app_main.c)\nesp_mqtt_client_config_t cfg = {\n    .broker.address.uri = \"mqtt://«u»:«v»@«h»:1883\",\n};"),
    ("url", "Read(homeassistant/configuration.yaml)\ncamera:\n  - platform: generic\n    stream_source: rtsp://admin:«v»@«ip»:554/Streaming/Channels/101"),
    ("url", "Read(frigate/config.yml)\ncameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://«u»:«v»@«ip»:554/cam/realmonitor?channel=1&subtype=0"),
    ("url", "Read(src/ota_update.cpp)\nhttpUpdate.update(client, \"http://«u»:«v»@firmware.acme.example/esp32/latest.bin\");"),
    ("url", "Read(src/upload.cpp)\nHTTPClient http;\nhttp.begin(\"https://ingest.acme.example/v1/readings\");\nhttp.setAuthorization(\"«u»\", \"«v»\");"),
    ("esphome", "Read(provision/iothub.env)\nIOTHUB_DEVICE_CONNECTION_STRING=HostName=acme-hub.azure-devices.net;DeviceId=sensor-«n»;SharedAccessKey=«v»"),
    ("sas", "$ az iot hub generate-sas-token -d sensor-«n» -n acme-hub\n{\n  \"sas\": \"SharedAccessSignature sr=acme-hub.azure-devices.net%2Fdevices%2Fsensor-«n»&sig=«v»&se=1767225600\"\n}"),
    ("url", "Read(nodered/flows.json) (excerpt)\n{\"id\": \"«hex16»\", \"type\": \"http request\", \"url\": \"https://«u»:«v»@api.acme.example/v1/status\"}"),
    ("url", "Read(/etc/ppp/chap-secrets)\n# client\tserver\tsecret\t\t\tIP addresses\n«u»\t*\t«v»\t*"),
    ("url", "Read(mosquitto/passwd.plain)\n# plain file; hashed in the image build with mosquitto_passwd -U\n«u»:«v»"),
    ("url", "$ mosquitto_pub -h «h» -p 8883 --capath /etc/ssl/certs -u «u» -P «v» -t acme/«n»/cmd -m reboot"),
    ("tok", "Read(src/telemetry.cpp)\nhttp.begin(\"https://api.thingspeak.com/update?api_key=«v»&field1=\" + String(temp));"),
    ("tok", "Read(esphome/dash.yaml)\nhttp_request:\nonline_image:\n  - url: \"https://tiles.acme.example/v1/radar.png?access_token=«v»\"\n    id: radar"),
    ("tok", "Read(src/upload.cpp)\nhttp.addHeader(\"Authorization\", \"Bearer «v»\");\nint code = http.POST(payload);"),
    ("basic", "$ pio device monitor\n[D][http]: > POST /api/v1/readings HTTP/1.1\n[D][http]: > Authorization: Basic «v»\n[D][http]: < HTTP/1.1 201 Created"),
    ("url", "Read(yocto/conf/local.conf)\nINHERIT += \"extrausers\"\nEXTRA_USERS_PARAMS = \"useradd -p '' «u2»; usermod -P «v» root;\""),
    ("url", "Read(Assets/Scripts/Net/Api.cs)\nvar req = UnityWebRequest.Get(\"https://«u»:«v»@builds.acme.example/manifest.json\");"),
    ("url", "Read(Config/DefaultEngine.ini)\n[/Script/AcmeAnalytics.Settings]\nCollectorUrl=https://«u»:«v»@collect.acme.example/ue5"),
    ("url", "Read(README-bench.md)\nBench Raspberry Pi: ssh pi@«ip» (pi / «v»)"),
]

# ------------------------------------------------ clean
CLEAN_T = [
    "Read(src/main.cpp)\n#include \"secrets.h\"  // git-ignored; copy secrets.h.example\nvoid setup() { WiFi.begin(WIFI_SSID, WIFI_PASS); }",
    "Read(arduino_secrets.h)\n#define SECRET_SSID \"\"\n#define SECRET_PASS \"\"",
    "Read(platformio.ini)\n[env:esp32dev]\nbuild_flags =\n  -DWIFI_SSID=\\\"${sysenv.WIFI_SSID}\\\"\n  -DWIFI_PASS=\\\"${sysenv.WIFI_PASS}\\\"",
    "Read(esphome/garage.yaml)\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\napi:\n  encryption:\n    key: !secret api_key",
    "Read(homeassistant/configuration.yaml)\nmqtt:\n  username: !secret mqtt_user\n  password: !secret mqtt_password",
    "Read(sdkconfig.defaults)\nCONFIG_ESP_WIFI_SSID=\"myssid\"\nCONFIG_ESP_WIFI_PASSWORD=\"mypassword\"",
    "$ pio device monitor\n[I][wifi]: Connecting to 'lab-iot'\n[I][wifi]: WiFi connected, IP «ip», MAC «mac»",
    "Device label: MAC «mac}  S/N «serial»  HW rev C".replace("«mac}", "«mac»"),
    "Read(lorawan/devices.csv)\ndev_eui,join_eui,name\n«eui»,70B3D57ED0000000,node-«n»",
    "$ esptool.py chip_id\nChip is ESP32-D0WD-V3 (revision v3.1)\nMAC: «mac»\nChip ID: 0x«hex16»",
    "Read(firmware/manifest.json)\n{\"version\": \"2.8.«n»\", \"sha256\": \"«sha256»\", \"build\": \"«sha7»\"}",
    "Read(Assets/Prefabs/Player.prefab.meta)\nfileFormatVersion: 2\nguid: «guid»\nPrefabImporter:\n  externalObjects: {}",
    "Read(Config/DefaultEngine.ini)\n[/Script/EngineSettings.GeneralProjectSettings]\nProjectID=«guid»\nProjectName=AcmeRacer",
    "Read(Config/DefaultEngine.ini)\n[OnlineSubsystemSteam]\nbEnabled=true\nSteamDevAppId=480",
    "Read(switch/core-sw1.cfg)\nenable secret 9 $9$«b64k»\nusername netops privilege 15 secret 9 $9$«b64k»",
    "Read(router/edge.conf)\nauthentication {\n    encrypted-password \"$6$«hex16»$«b64k»«b64k»\"\n}",
    "Read(node-red/flows_cred.json)\n{\"$\": \"«hex32»«b64k»\"}",
    "Read(homeassistant/secrets.yaml.example)\nwifi_ssid: your-ssid\nwifi_password: your-wifi-password\nmqtt_password: <set me>",
    "Read(docs/setup.md)\nThe camera ships with user admin and a per-device default password printed on the label; change it on first login.",
    "Read(docs/security.md)\nNever flash firmware with real Wi-Fi passwords; use the provisioning app (BLE) so credentials stay on the device.",
    "Read(provision/aws-iot/«n».cert.pem)\n-----BEGIN CERTIFICATE-----\n«b64k»«b64k»\n«b64k»«b64k»\n-----END CERTIFICATE-----",
    "$ ssh-keygen -lf ~/.ssh/bench.pub\n256 SHA256:«b64k» «u»@bench (ED25519)",
    "Read(src/main.cpp)\n// password is read from NVS (written by the provisioning app)\nprefs.begin(\"wifi\", true);\nString pass = prefs.getString(\"password\", \"\");",
    "Read(zigbee2mqtt/configuration.yaml)\nmqtt:\n  server: mqtt://«h»\n  user: '!secret.yaml user'\n  password: '!secret.yaml password'",
    "$ mosquitto_sub -h «h» -t 'acme/+/status' -v\nacme/«n»/status {\"rssi\": -61, \"uptime\": «n», \"fw\": \"2.8.1\"}",
    "Read(Assets/Scripts/Auth.cs)\nvar token = PlayerPrefs.GetString(\"authToken\", string.Empty);\nif (string.IsNullOrEmpty(token)) ShowLogin();",
    "Read(google-services.json) (excerpt)\n{\"project_info\": {\"project_number\": \"«n»«n»\", \"project_id\": \"acme-racer\"}, \"client\": [{\"client_info\": {\"mobilesdk_app_id\": \"1:«n»«n»:android:«hex16»\"}}]}",
    "Read(tinytuya/devices.json)\n[{\"name\": \"Desk lamp\", \"id\": \"bf«hex16»\", \"ip\": \"«ip»\", \"mac\": \"«mac»\"}]",
    "Read(/etc/wpa_supplicant/wpa_supplicant.conf)\nnetwork={\n    ssid=\"Acme-Corp\"\n    key_mgmt=WPA-EAP\n    eap=TLS\n    identity=\"«u»@acme.example\"\n    client_cert=\"/etc/certs/client.pem\"\n}",
    "Read(openwrt/etc/config/wireless)\nconfig wifi-iface 'guest'\n\toption ssid 'Acme-Guest'\n\toption encryption 'none'",
    "Read(Kconfig.projbuild)\nconfig ESP_WIFI_PASSWORD\n    string \"WiFi Password\"\n    default \"mypassword\"\n    help\n        WiFi password (WPA or WPA2) for the example to use.",
    "$ az iot hub device-identity show -n acme-hub -d sensor-«n» --query '{id:deviceId, status:status, etag:etag}'\n{\"id\": \"sensor-«n»\", \"status\": \"enabled\", \"etag\": \"«b64t»\"}",
    "Read(ProjectSettings/ProjectSettings.asset) (excerpt)\n  productGUID: «guid»\n  AndroidKeystoreName: '{inproject}: keys/release.keystore'\n  AndroidKeyaliasName: release",
    "Read(yocto/conf/local.conf)\nMACHINE ?= \"raspberrypi4-64\"\nEXTRA_IMAGE_FEATURES ?= \"debug-tweaks\"\n# debug-tweaks = empty root password; never ship this image",
    "Read(src/lora_keys.h)\n// keys come from the secure element (ATECC608A), slot 2\n#define APPKEY_SLOT 2",
    "Boot log: «ts» reset reason POWERON; heap «n»; build «sha7»; ota partition app1; session «uuid»",
    "Read(switch/core-sw1.cfg)\nsnmp-server group RO v3 priv\nsnmp-server user monitor RO v3 auth sha $SNMP_AUTH priv aes 128 $SNMP_PRIV",
    "Read(docs/tasmota.md)\nSet Wi-Fi with `Backlog SSID1 <ssid>; Password1 <password>` in the console; the device then shows Password1 as ****.",
    "Read(frigate/config.yml)\ncameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@«ip»:554/stream1",
    "Read(chirpstack/chirpstack.toml)\n[api]\nbind=\"0.0.0.0:8080\"\nsecret=\"$CHIRPSTACK_API_SECRET\"",
]


def main() -> None:
    rows, clean = build4(g, SI_T, PEM_T, NC_T, ST_T, CLEAN_T, n_si=74, n_pem=12, n_nc=94, n_st=70)
    write(HERE, FAMILY, rows, clean)


if __name__ == "__main__":
    main()
