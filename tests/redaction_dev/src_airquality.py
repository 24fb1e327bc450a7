"""Blind redaction source "airquality": air-quality and environmental sensor networks (round 62, helper corpora34).

PurpleAir-style sensors, regulatory monitors, data loggers, LoRa/NB-IoT backhaul, public dashboards.
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

FAMILY = "airquality"
g = Gen(6203)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits
LD = LOW + DIG
HEXU = HEX.upper()


# ---------------------------------------------------------------- value helpers
def pin(n=None):
    return g.s(DIG, n or R.choice([4, 4, 6, 8]))


def wordpw():
    w = R.choice(["PM25", "ozone", "Nitrogen", "Aerosol", "Smog", "Haze", "Particulate", "Sulfur", "Breeze",
                  "Anemometer", "Nephelo", "BAM1020", "Teledyne", "Thermo49i", "CleanAir", "Inversion", "Wildfire",
                  "Plume", "Airshed", "Dobson"])
    return w + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "$", "@", "*", ".", "_"])


def phrase():
    ws = ["ozone", "dust", "smoke", "haze", "sensor", "filter", "inlet", "pump", "flow", "zero", "span", "calib",
          "station", "mast", "solar", "logger", "lora", "gateway"]
    sep = R.choice(["-", ".", "_"])
    return sep.join(R.sample(ws, R.choice([3, 4]))) + sep + str(R.randint(10, 99))


def legacy():
    return R.choice(["aq", "air", "site", "monitor", "envi", "lab"]) + g.s(LOW, R.randint(2, 3)) + g.s(DIG, R.randint(1, 3))


def pw():
    return [wordpw, phrase, legacy, g.machine_pw, g.human_pw, wordpw][R.randint(0, 5)]()


def pa_key():
    return str(g.uuid()).upper()


def tts_key():
    return "NNSXS." + g.s(UPPER + DIG, 39) + "." + g.s(UPPER + DIG, 52)


def thingspeak():
    return g.s(UPPER + DIG, 16)


def aqs_key():
    return R.choice(["tealmouse", "dunfox", "bluehare", "ambercat", "greyowl", "rustyelk"]) + g.s(DIG, 2)


def influx_tok():
    return g.b64url(64) + "=="


def mapbox_sk():
    return "sk.eyJ1Ijoi" + g.s(B62, 30) + "." + g.s(URLSAFE, 22)


def mapbox_pk():
    return "pk.eyJ1Ijoi" + g.s(B62, 30) + "." + g.s(URLSAFE, 22)


def particle_tok():
    return g.hexs(40)


def site():
    return R.choice(["Riverside-Comm-Ctr", "Elm St School", "Port Terminal 3", "Lincoln Park", "Valley Fire Stn 12",
                     "Hwy-99 Near-Road", "Westside Library", "Refinery Fenceline N", "Mesa Landfill", "Union Sq"])


def aqs_id():
    return f"{R.randint(1, 56):02d}-{R.randint(1, 199):03d}-{R.randint(1, 9999):04d}"


def deveui():
    return g.s(HEXU, 16)


def hook(tool, tinput, resp=None):
    d = {"session_id": g.uuid(), "hook_event_name": R.choice(["PostToolUse", "PreToolUse"]),
         "cwd": "/srv/" + R.choice(["aq-ingest", "sensor-dash", "logger-pull", "lora-bridge"]),
         "tool_name": tool, "tool_input": tinput}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False, indent=R.choice([None, 2]))


S = []
C = []


def add(cls, text, *vals):
    S.append((cls, text, list(vals)))


# ---------------------------------------------------------------- secret templates
def t_pa_read():
    k = pa_key()
    t = R.choice([
        f"curl -H \"X-API-Key: {k}\" 'https://api.purpleair.com/v1/sensors?fields=pm2.5_10minute,humidity&nwlng=-122.5&nwlat=37.9&selng=-122.2&selat=37.6'",
        f"PURPLEAIR_READ_KEY={k}\nBBOX=-122.5,37.6,-122.2,37.9\nPOLL_SECONDS=600",
        f"resp = requests.get(f\"https://api.purpleair.com/v1/sensors/{{idx}}\", headers={{\"X-API-Key\": \"{k}\"}})",
    ])
    cls = "structural" if "X-API-Key" in t else "name-context"
    add(cls, t, k)


def t_pa_write():
    k = pa_key()
    t = R.choice([
        f"# group management needs the WRITE key\nPURPLEAIR_WRITE_KEY={k}",
        f"curl -X POST https://api.purpleair.com/v1/groups -H 'X-API-Key: {k}' -d '{{\"name\":\"school-network\"}}'",
    ])
    cls = "structural" if "X-API-Key" in t else "name-context"
    add(cls, t, k)


def t_pa_private_sensor():
    rk = g.s(UPPER + DIG, 16)
    t = R.choice([
        f"https://api.purpleair.com/v1/sensors/{R.randint(10**4, 2 * 10**5)}?read_key={rk}&fields=pm2.5_atm",
        f"private sensors (owner shared the read keys):\nsensor_index,read_key,label\n{R.randint(10**4, 2 * 10**5)},{rk},{site()}",
    ])
    add("structural", t, rk)


def t_openaq():
    k = g.hexs(64)
    t = R.choice([
        f"curl -H 'X-API-Key: {k}' 'https://api.openaq.org/v3/locations?coordinates=40.71,-74.00&radius=12000'",
        f"client = OpenAQ(api_key=\"{k}\")\nlocs = client.locations.list(bbox=bbox, parameters_id=2)",
        f"OPENAQ_API_KEY={k}",
    ])
    cls = "structural" if "X-API-Key" in t else "name-context"
    add(cls, t, k)


def t_airnow():
    k = g.uuid().upper()
    t = R.choice([
        f"https://www.airnowapi.org/aq/observation/zipCode/current/?format=application/json&zipCode=94110&distance=25&API_KEY={k}",
        f"AIRNOW_API_KEY = \"{k}\"  # forecast widget backend",
    ])
    cls = "structural" if "API_KEY=" in t else "name-context"
    add(cls, t, k)


def t_airnow_ftp():
    p = pw()
    t = R.choice([
        f"# hourly upload to AirNow\nlftp -u {g.s(LOW, 6)}_airnow,{p} ftp.airnowdata.org -e 'put /data/out/AQCSV_{R.randint(2026110100, 2026113023)}.dat; bye'",
        f"curl -T hourly.dat ftp://{g.s(LOW, 6)}_airnow:{p}@ftp.airnowdata.org/upload/",
        f"[airnow_ftp]\nhost = ftp.airnowdata.org\nuser = {g.s(LOW, 6)}_airnow\npassword = {p}",
    ])
    cls = "name-context" if "[airnow_ftp]" in t else "structural"
    add(cls, t, p)


def t_aqs():
    k = aqs_key()
    e = R.choice(["aq.analyst@", "data@", "jdoe@"]) + "county-aqmd.gov"
    t = R.choice([
        f"https://aqs.epa.gov/data/api/sampleData/bySite?email={e}&key={k}&param=88101&bdate=20250101&edate=20251231&state=06&county=001&site=0007",
        f"library(RAQSAPI)\naqs_credentials(username = \"{e}\", key = \"{k}\")",
        f"AQS_EMAIL={e}\nAQS_KEY={k}",
    ])
    cls = "structural" if "key=" in t and "&" in t else "name-context"
    add(cls, t, k)


def t_cdx():
    p = pw()
    t = R.choice([
        f"AQS submission via CDX: user COUNTYAQ_SUB, password {p}. Node client cert expires March.",
        f"<nodeConfig>\n  <endpoint>https://cdx.epa.gov/ws/NodeV2</endpoint>\n  <user>COUNTYAQ_SUB</user>\n  <password>{p}</password>\n</nodeConfig>",
    ])
    add("name-context", t, p)


def t_iqair():
    k = g.uuid()
    t = R.choice([
        f"http://api.airvisual.com/v2/nearest_city?lat=13.75&lon=100.50&key={k}",
        f"IQAIR_API_KEY={k}",
    ])
    cls = "structural" if "key=" in t else "name-context"
    add(cls, t, k)


def t_waqi():
    k = g.hexs(40)
    t = R.choice([
        f"# server-side proxy for the public dashboard, token never sent to browsers\nWAQI_TOKEN={k}",
        f"curl 'https://api.waqi.info/feed/geo:35.68;139.69/?token={k}'",
    ])
    cls = "structural" if "token=" in t else "name-context"
    add(cls, t, k)


def t_clarity():
    k = g.s(B62, 32)
    t = R.choice([
        f"curl -H 'x-api-key: {k}' 'https://clarity-data-api.clarity.io/v2/recent-datapoints?org=cityaq'",
        f"clarity:\n  api_key: {k}\n  org: cityaq\n  nodes: [A{g.s(UPPER + DIG, 7)}, A{g.s(UPPER + DIG, 7)}]",
    ])
    cls = "structural" if "x-api-key" in t else "name-context"
    add(cls, t, k)


def t_aeroqual():
    p = pw()
    t = f"aeroqual_cloud:\n  url: https://cloud.aeroqual.com/api\n  username: cityaq-api\n  password: \"{p}\"\n  instruments: [AQS1-{g.s(DIG, 6)}]"
    add("name-context", t, p)


def t_thingspeak():
    k = thingspeak()
    t = R.choice([
        f"GET https://api.thingspeak.com/update?api_key={k}&field1={R.uniform(2, 80):.1f}&field2={R.randint(20, 90)}",
        f"#define THINGSPEAK_WRITE_KEY \"{k}\"\n#define CHANNEL_ID {R.randint(10**6, 3 * 10**6)}",
        f"ThingSpeak.writeFields(myChannelNumber, \"{k}\");",
    ])
    cls = "structural" if "api_key=" in t else "name-context"
    add(cls, t, k)


def t_sensor_community_wifi():
    p = R.choice([wordpw(), phrase(), g.s(B62, 12)])
    t = R.choice([
        f"Airrohr/Sensor.Community node config (exported):\n{{\"wlanssid\":\"Schule-Gast\",\"wlanpwd\":\"{p}\",\"www_username\":\"admin\",\"www_password\":\"{pw()}\",\"send2dusti\":true}}",
        f"#define WLAN_SSID \"Library-IoT\"\n#define WLAN_PASS \"{p}\"",
    ])
    add("name-context", t, p)


def t_tts_key():
    k = tts_key()
    t = R.choice([
        f"ttn-lw-cli login --api-key {k}",
        f"curl -H 'Authorization: Bearer {k}' https://eu1.cloud.thethings.network/api/v3/as/applications/aq-city/packages/storage/uplink_message",
        f"mqtt:\n  host: eu1.cloud.thethings.network\n  username: aq-city@ttn\n  password: {k}",
    ])
    add("self-identifying", t, k)


def t_appkey():
    k = g.s(HEXU, 32)
    t = R.choice([
        f"ttn-lw-cli end-devices create aq-city aq-node-{R.randint(1, 99):02d} --dev-eui {deveui()} --join-eui 70B3D57ED0000000 --root-keys.app-key.key {k} --lorawan-version 1.0.3",
        f"// RAK3172 AT setup\nAT+DEVEUI={deveui()}\nAT+APPEUI=0000000000000000\nAT+APPKEY={k}\nAT+JOIN=1:0:10:8",
        f"static const u1_t PROGMEM APPKEY[16] = {{ {', '.join('0x' + k[i:i + 2] for i in range(0, 32, 2))} }};",
    ])
    if "PROGMEM" in t:
        v = ", ".join("0x" + k[i:i + 2] for i in range(0, 32, 2))
        add("name-context", t, v)
    else:
        add("name-context", t, k)


def t_abp():
    n, a = g.s(HEXU, 32), g.s(HEXU, 32)
    t = f"# ABP fallback for nodes out of join range\nDEVADDR=26{g.s(HEXU, 6)}\nNWKSKEY={n}\nAPPSKEY={a}"
    add("name-context", t, n, a)


def t_chirpstack():
    j = g.jwt()
    t = R.choice([
        f"CHIRPSTACK_API_TOKEN={j}",
        f"grpcurl -H 'authorization: Bearer {j}' chirpstack.aq.local:8080 api.DeviceService/List",
    ])
    add("self-identifying", t, j)


def t_helium():
    k = g.s(URLSAFE, 43)
    t = f"# Helium console (legacy) HTTP integration\nHELIUM_CONSOLE_API_KEY={k}"
    add("name-context", t, k)


def t_1nce():
    u, p = g.s(LD, 10), pw()
    a = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = R.choice([
        f"curl -X POST https://api.1nce.com/management-api/oauth/token -H 'Authorization: Basic {a}' -d '{{\"grant_type\":\"client_credentials\"}}'",
        f"# 1NCE portal API user for SIM quota checks\nONCE_API_USER={u}\nONCE_API_PASSWORD={p}",
    ])
    if a in t:
        add("structural", t, a)
    else:
        add("name-context", t, p)


def t_apn_sim():
    p = R.choice([legacy(), g.s(B62, 10)])
    sp = pin(4)
    t = R.choice([
        f"AT+CGDCONT=1,\"IP\",\"iot.aqnet\"\nAT+CGAUTH=1,2,\"aqnode\",\"{p}\"\nAT+CPIN=\"{sp}\"",
        f"NB-IoT modem setup: APN iot.aqnet, user aqnode, password {p}; SIM PIN {sp}",
    ])
    add("name-context", t, p, sp)


def t_particle():
    k = particle_tok()
    t = R.choice([
        f"particle login --token {k}\nparticle flash aq-boron-{R.randint(1, 40)} firmware.bin",
        f"curl https://api.particle.io/v1/devices/{g.hexs(24)}/pm25 -H 'Authorization: Bearer {k}'",
    ])
    cls = "structural" if "Bearer" in t else "name-context"
    add(cls, t, k)


def t_arduino():
    s = g.s(UPPER + DIG, 20)
    t = f"// arduino_secrets.h\n#define SECRET_SSID \"AQ-Mast\"\n#define SECRET_OPTIONAL_PASS \"{pw()}\"\n#define SECRET_DEVICE_KEY \"{s}\""
    p = t.split('SECRET_OPTIONAL_PASS "')[1].split('"')[0]
    add("name-context", t, p, s)


def t_influx():
    k = influx_tok()
    t = R.choice([
        f"[[outputs.influxdb_v2]]\n  urls = [\"https://influx.aq.example.org\"]\n  token = \"{k}\"\n  organization = \"aqmd\"\n  bucket = \"sensors\"",
        f"curl -XPOST 'https://influx.aq.example.org/api/v2/write?org=aqmd&bucket=sensors' -H 'Authorization: Token {k}' --data-binary @pm.lp",
        f"INFLUX_TOKEN={k}",
    ])
    cls = "structural" if "Token " in t else "name-context"
    add(cls, t, k)


def t_grafana():
    k = g.grafana()
    t = f"# public dashboard provisioning\nGRAFANA_SA_TOKEN={k}\ncurl -H \"Authorization: Bearer $GRAFANA_SA_TOKEN\" https://dash.aq.example.org/api/folders"
    add("self-identifying", t, k)


def t_mapbox_sk():
    k = mapbox_sk()
    t = R.choice([
        f"# tileset uploads for the smoke map (secret scope uploads:write)\nMAPBOX_UPLOAD_TOKEN={k}",
        f"mapbox upload aqmd.pm25-hourly pm25.geojson --access-token {k}",
    ])
    add("self-identifying", t, k)


def t_gmaps():
    k = g.google_api()
    t = f"GOOGLE_AIR_QUALITY_API_KEY={k}\n# used by the nightly job calling airquality.googleapis.com/v1/history:lookup"
    add("self-identifying", t, k)


def t_logger_code():
    c = str(R.randint(10000, 65535))
    t = R.choice([
        f"CR1000X at {site()}: PakBus address {R.randint(1, 4094)}, security code {c}. LoggerNet setup screen → Datalogger → Security Code.",
        f"from pycampbellcr1000 import CR1000\ndevice = CR1000.from_url('tcp:10.40.{R.randint(1, 99)}.{R.randint(2, 250)}:6785', security_code={c})",
    ])
    add("name-context", t, c)


def t_envidas():
    p = pw()
    t = R.choice([
        f"Server=aqdas-sql01;Database=EnvidasUltimate;User Id=envi_ro;Password={p};",
        f"<add name=\"AirVision\" connectionString=\"Data Source=airvision-db;Initial Catalog=AirVision;User ID=av_report;Password={p}\" providerName=\"System.Data.SqlClient\" />",
    ])
    add("structural", t, p)


def t_instrument():
    p = R.choice([pin(5), pin(6), legacy()])
    t = R.choice([
        f"T640 front panel SETUP → PASS: enter {p} to change the flow calibration (site {site()}).",
        f"Thermo 49iQ at {site()}: service password {p}, iPort on 9880, Modbus ID 1",
        f"Teledyne T400 O3: the CAL lock is on, factory-set password changed to {p} after the audit",
    ])
    add("name-context", t, p)


def t_station_router():
    p = pw()
    t = R.choice([
        f"Station {site()} ({aqs_id()}) — cell router admin {p}, static IP 10.64.{R.randint(1, 99)}.1, NAT 502→Modbus of the BAM",
        f"| site | AQS id | router | admin pw |\n|---|---|---|---|\n| {site()} | {aqs_id()} | RUT955 | {p} |",
    ])
    cls = "structural" if "|" in t else "name-context"
    add(cls, t, p)


def t_sftp_pull():
    p = pw()
    t = R.choice([
        f"sshpass -p '{p}' scp -P 2222 aqdata@station-{R.randint(1, 40):02d}.aq.example.org:/data/hourly/*.csv /srv/incoming/",
        f"*/15 * * * * lftp -u aqdata,{p} sftp://station-{R.randint(1, 40):02d}.aq.example.org -e 'mirror /data/min /srv/min; quit'",
    ])
    add("structural" if "lftp -u" in t else "name-context", t, p)


def t_pg():
    p = pw()
    t = R.choice([
        f"DATABASE_URL=postgresql://aq_ingest:{p}@timescale.aq.example.org:5432/aq",
        f"engine = create_engine(\"postgresql+psycopg://aq_ingest:{p}@timescale:5432/aq\")",
        f"psql \"host=timescale.aq.example.org user=aq_ingest password={p} dbname=aq sslmode=require\" -c '\\dt'",
    ])
    add("structural", t, p)


def t_mqtt():
    p = pw()
    t = R.choice([
        f"mosquitto_pub -h mqtt.aq.example.org -u bridge -P {p} -t aq/{deveui().lower()}/pm25 -m 12.4",
        f"mqtt_url: mqtts://bridge:{p}@mqtt.aq.example.org:8883",
    ])
    add("structural", t, p)


def t_aws():
    a, s = g.aws_akid(), g.aws_secret()
    t = R.choice([
        f"[aq-archive]\naws_access_key_id = {a}\naws_secret_access_key = {s}",
        f"aws_access_key_id: {a}\naws_secret_access_key: {s}\nbucket: aq-raw-archive",
    ])
    add("self-identifying", t, a, s)


def t_azure():
    k = g.b64(64)
    t = f"DefaultEndpointsProtocol=https;AccountName=aqsensordata;AccountKey={k};EndpointSuffix=core.windows.net"
    add("structural", t, k)


def t_sas():
    sig = base64.b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    t = f"https://aqsensordata.blob.core.windows.net/exports/pm25_2026.csv?sv=2024-11-04&ss=b&srt=o&sp=rwl&se=2027-12-31T00:00:00Z&sig={sig}"
    add("structural", t, sig)


def t_slack():
    full = g.slack_webhook()
    t = f"ALERT_WEBHOOK={full}  # PM2.5 > 55 at any school site"
    add("self-identifying", t, full.rsplit("/", 1)[1])


def t_twilio():
    tok = g.hexs(32)
    t = f"# smoke alerts by SMS\nTWILIO_SID=AC{g.hexs(32)}\nTWILIO_TOKEN={tok}"
    add("name-context", t, tok)


def t_sendgrid():
    k = g.sendgrid()
    t = f"sg = SendGridAPIClient(\"{k}\")  # daily AQI digest to subscribers"
    add("self-identifying", t, k)


def t_gh():
    k = R.choice([g.gh_classic, g.gh_fine])()
    t = f"git clone https://{k}@github.com/city-aq/sensor-firmware.git"
    add("self-identifying", t, k)


def t_django():
    s = g.s(LD + "!@#%^*(-_=+)", 50)
    t = f"# dashboard/settings_local.py\nSECRET_KEY = '{s}'\nDEBUG = False\nALLOWED_HOSTS = ['air.example.org']"
    add("name-context", t, s)


def t_basic():
    u, p = "aqpartner", pw()
    a = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = f"GET /api/v1/stations/{aqs_id()}/hourly?param=PM25 HTTP/1.1\nHost: data.aq.example.org\nAuthorization: Basic {a}\n"
    add("structural", t, a)


def t_api_token_log():
    k = g.s(B62, 40)
    t = f"2026-12-02 03:00:14 INFO fetch start url=https://partner.aqnet.example/api/readings?since=2026-12-02T02:00Z&apikey={k} n_sites=48"
    add("structural", t, k)


def t_es():
    p, k = pw(), g.s(B62, 24)
    t = R.choice([
        f"Hola equipo, la contraseña del datalogger de la estación {site()} es {p}. La cambiamos tras la auditoría.",
        f"La clave de la API de SINAICA que nos dieron es {k}, no la publiquen en el tablero.",
    ])
    add("name-context", t, p if p in t else k)


def t_pt():
    p = pw()
    t = f"Pessoal, a senha do roteador 4G da estação de monitoramento é {p}."
    add("name-context", t, p)


def t_fr():
    p = pw()
    t = f"Bonjour, le mot de passe de l'analyseur NOx (menu maintenance) est {p}. Merci de ne pas le noter dans le cahier de station."
    add("name-context", t, p)


def t_de():
    k = g.s(B62, 32)
    t = f"Der API-Schlüssel für das Luftmessnetz-Portal lautet {k} — bitte nur im Ingest-Dienst verwenden."
    add("name-context", t, k)


def t_hi_zh_ja():
    p = pw()
    t = R.choice([
        f"空气质量监测站数采仪的登录密码是 {p}，请勿外传。",
        f"測定局のロガーのパスワードは {p} です。監査後に変更します。",
        f"दोस्तों, CAAQMS स्टेशन के डेटा लॉगर का पासवर्ड {p} है।",
    ])
    add("name-context", t, p)


def t_hook_env():
    k, j = pa_key(), influx_tok()
    t = hook("Bash", {"command": "cat .env"},
             {"stdout": f"PURPLEAIR_API_KEY={k}\nINFLUX_URL=https://influx.aq.example.org\nINFLUX_TOKEN={j}\n", "stderr": "", "exit_code": 0})
    add("name-context", t, k, j)


def t_hook_write():
    k = tts_key()
    content = f"TTS_APP = \"aq-city\"\nTTS_KEY = \"{k}\"\n"
    t = hook("Write", {"file_path": "/srv/lora-bridge/settings.py", "content": content})
    add("self-identifying", t, k)


def t_hook_read():
    p = pw()
    t = hook("Read", {"file_path": "/srv/logger-pull/stations.yaml"},
             {"type": "text", "file": {"filePath": "/srv/logger-pull/stations.yaml",
                                       "content": f"stations:\n  - name: {site()}\n    host: 10.40.3.7\n    user: admin\n    password: {p}\n"}})
    add("name-context", t, p)


def t_diff():
    k = pa_key()
    t = (f"--- a/ingest/purpleair.py\n+++ b/ingest/purpleair.py\n@@ -8,7 +8,7 @@\n"
         f"-API_KEY = os.environ[\"PURPLEAIR_API_KEY\"]\n+API_KEY = \"{k}\"  # quick test, revert\n HEADERS = {{\"X-API-Key\": API_KEY}}")
    add("name-context", t, k)


def t_ticket():
    p = pw()
    t = (f"AQ-{R.randint(100, 999)}: BAM-1020 at {site()} not reporting\nLogged in to the Campbell logger via LoggerNet Remote "
         f"(user aqtech, pass {p}), table Hourly stops at 02:00. Replaced tape, data back.")
    add("name-context", t, p)


def t_notebook():
    k = g.hexs(64)
    cell = {"cell_type": "code", "execution_count": 2, "metadata": {},
            "source": ["from openaq import OpenAQ\n", f"client = OpenAQ(api_key=\"{k}\")\n", "res = client.measurements.list(sensors_id=3917)\n"],
            "outputs": []}
    t = json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1)
    add("name-context", t, k)


def t_pem():
    block, line = g.pem("PRIVATE KEY")
    t = f"# gateway client cert key for the state's data exchange node\n{block}"
    add("self-identifying", t, line)


def t_k8s():
    k = pa_key()
    b = base64.b64encode(k.encode()).decode()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: purpleair\ndata:\n  read-key: {b}"
    add("name-context", t, b)


def t_r_script():
    k = pa_key()
    t = f"library(httr)\nres <- GET(\"https://api.purpleair.com/v1/sensors\", add_headers(`X-API-Key` = \"{k}\"), query = list(fields = \"pm2.5_cf_1\"))"
    add("structural", t, k)


def t_gateway_pw():
    p = pw()
    t = R.choice([
        f"RAK7268 gateway at {site()}: web UI root / {p}, LTE backhaul, packet forwarder → eu1.cloud.thethings.network",
        f"Kerlink iFemtoCell ssh root@10.64.{R.randint(1, 99)}.2  pwd: {p}",
    ])
    cls = "structural" if " / " in t else "name-context"
    add(cls, t, p)


SECRET_T = [t_pa_read, t_pa_write, t_pa_private_sensor, t_openaq, t_airnow, t_airnow_ftp, t_aqs, t_cdx, t_iqair, t_waqi,
            t_clarity, t_aeroqual, t_thingspeak, t_sensor_community_wifi, t_tts_key, t_appkey, t_abp, t_chirpstack,
            t_helium, t_1nce, t_apn_sim, t_particle, t_arduino, t_influx, t_grafana, t_mapbox_sk, t_gmaps,
            t_logger_code, t_envidas, t_instrument, t_station_router, t_sftp_pull, t_pg, t_mqtt, t_aws, t_azure,
            t_sas, t_slack, t_twilio, t_sendgrid, t_gh, t_django, t_basic, t_api_token_log, t_es, t_pt, t_fr, t_de,
            t_hi_zh_ja, t_hook_env, t_hook_write, t_hook_read, t_diff, t_ticket, t_notebook, t_pem, t_k8s,
            t_r_script, t_gateway_pw]


# ---------------------------------------------------------------- clean templates
def c_pa_response():
    return json.dumps({"api_version": "V1.0.11-0.0.61", "time_stamp": 1764000000 + R.randint(0, 99999), "data_time_stamp": 1764000000,
                       "sensor": {"sensor_index": R.randint(10**4, 2 * 10**5), "name": site(), "model": "PA-II-SD",
                                  "hardware": "2.0+OPENLOG+NO-DISK+DS3231+BME280+PMSX003-B+PMSX003-A",
                                  "firmware_version": "7.04", "pm2.5_atm": round(R.uniform(1, 90), 1)}}, indent=1)


def c_aqs_csv():
    return "State Code,County Code,Site Num,Parameter Code,POC,Date Local,Arithmetic Mean,AQI\n" + "\n".join(
        f"06,{R.randint(1, 115):03d},{R.randint(1, 9999):04d},88101,{R.randint(1, 4)},2026-11-{R.randint(10, 30)},{R.uniform(2, 40):.3f},{R.randint(5, 120)}"
        for _ in range(R.randint(3, 6)))


def c_aqcsv():
    return "\n".join(f"{aqs_id()}|88101|1|2026112{R.randint(0, 9)}|{R.randint(0, 23):02d}:00|{R.uniform(1, 60):.1f}|105|0|||"
                     for _ in range(R.randint(3, 6)))


def c_lora_uplink():
    return json.dumps({"end_device_ids": {"device_id": f"aq-node-{R.randint(1, 99):02d}", "dev_eui": deveui(), "join_eui": "70B3D57ED0000000",
                                          "dev_addr": "26" + g.s(HEXU, 6)},
                       "uplink_message": {"f_port": 2, "frm_payload": g.b64(R.randint(8, 24)), "decoded_payload": {"pm25": round(R.uniform(1, 50), 1)},
                                          "rx_metadata": [{"gateway_ids": {"gateway_id": "rak7268-mast", "eui": g.s(HEXU, 16)}, "rssi": -R.randint(60, 120), "snr": round(R.uniform(-10, 10), 1)}]},
                       "correlation_ids": [f"as:up:{g.s(UPPER + DIG, 26)}"]}, indent=1)


def c_ttn_cli_noKey():
    return (f"ttn-lw-cli end-devices get aq-city aq-node-{R.randint(1, 99):02d} --root-keys\n"
            f"{{\"ids\": {{\"device_id\": \"aq-node-07\", \"dev_eui\": \"{deveui()}\"}}, \"root_keys\": {{\"app_key\": {{\"encrypted_key\": null, \"kek_label\": \"\"}}}}}}\n"
            "(keys are not returned without the RIGHT_APPLICATION_DEVICES_READ_KEYS right)")


def c_mapbox_pk():
    return f"<script>\nmapboxgl.accessToken = '{mapbox_pk()}';\nconst map = new mapboxgl.Map({{ container: 'aqmap', style: 'mapbox://styles/aqmd/{g.s(LD, 25)}' }});\n</script>"


def c_env_example():
    return R.choice([
        "PURPLEAIR_API_KEY=<your-read-key>\nOPENAQ_API_KEY=\nAIRNOW_API_KEY=your-airnow-key\nINFLUX_TOKEN=${INFLUX_TOKEN}",
        "stations:\n  - name: Elm St School\n    host: 10.40.3.7\n    user: admin\n    password: ${LOGGER_PASSWORD}",
        "[airnow_ftp]\nhost = ftp.airnowdata.org\nuser = %(AIRNOW_USER)s\npassword = %(AIRNOW_PASS)s",
        "AT+APPKEY=<app key from TTS console>\nAT+DEVEUI=<printed on the label>",
    ])


def c_code_env():
    return R.choice([
        "API_KEY = os.environ[\"PURPLEAIR_API_KEY\"]\nHEADERS = {\"X-API-Key\": API_KEY}",
        "key <- Sys.getenv(\"AQS_KEY\")\naqs_credentials(username = Sys.getenv(\"AQS_EMAIL\"), key = key)",
        "const token = process.env.INFLUX_TOKEN;\nif (!token) throw new Error('INFLUX_TOKEN not set');",
    ])


def c_influx_lp():
    return "\n".join(f"pm,site={site().replace(' ', '_')},sensor={R.randint(10**4, 2 * 10**5)} pm25={R.uniform(1, 60):.1f},rh={R.randint(20, 90)}i {1764000000000000000 + R.randint(0, 10**15)}"
                     for _ in range(R.randint(3, 5)))


def c_cal_record():
    return (f"Calibration {site()} ({aqs_id()}) T400 O3\nZero: {R.uniform(-0.5, 0.5):.2f} ppb  Span: {R.uniform(395, 405):.1f}/400 ppb\n"
            f"Transfer standard S/N {R.randint(1000, 9999)}, cert {g.s(UPPER, 2)}-{g.s(DIG, 6)}, cylinder CC{g.s(DIG, 6)} exp 2027-06")


def c_logger_table():
    return "\"TOA5\",\"CR1000X_" + site().split()[0] + "\",\"CR1000X\",\"" + g.s(DIG, 5) + "\",\"CR1000X.Std.07\",\"CPU:aq.CR1X\",\"" + g.s(DIG, 5) + "\",\"Hourly\"\n" + \
        "\"TIMESTAMP\",\"RECORD\",\"PM25_Avg\",\"WS_ms\",\"WD\"\n" + "\n".join(
            f"\"2026-12-0{R.randint(1, 3)} {h:02d}:00:00\",{R.randint(1000, 9999)},{R.uniform(1, 40):.2f},{R.uniform(0, 9):.2f},{R.randint(0, 359)}" for h in range(3))


def c_aqi_calc():
    return (f"PM2.5 {R.uniform(9, 55):.1f} µg/m³ → AQI breakpoints (2024 NAAQS): 0–9.0 → 0–50, 9.1–35.4 → 51–100, 35.5–55.4 → 101–150.\n"
            "Index = (IHi − ILo)/(BPHi − BPLo) × (C − BPLo) + ILo")


def c_prose():
    return R.choice([
        "PurpleAir keys: the READ key can be used in server code only; never ship it in the dashboard bundle. Each call costs points.",
        "If a LoRa AppKey leaks, rotate it in the console and re-join the device; the DevEUI and JoinEUI are printed on the box and are not secret.",
        "The AirNow FTP account is per agency; ask the regional office to reset the password, don't share one across counties.",
        "Station logs must not contain router or logger passwords; they live in the team vault under /aq/stations.",
        "AQS API keys are sent by e-mail after signup; keep them in Sys.getenv(), not in the Rmd you knit for the board.",
    ])


def c_intl_prose():
    return R.choice([
        "Recordatorio: las contraseñas de los dataloggers están en el gestor, no en la bitácora de la estación.",
        "Rappel : la clé d'API du portail ne doit pas apparaître dans le tableau de bord public.",
        "Hinweis: Der API-Schlüssel wird nur aus der Umgebungsvariable gelesen.",
        "提醒：数采仪密码请保存在密码库中，不要写进运维日志。",
        "注意：APIキーはNotebookに書かず、環境変数から読んでください。",
    ])


def c_hook_clean():
    return hook("Bash", {"command": "python fetch_pa.py --bbox -122.5,37.6,-122.2,37.9 --dry-run"},
                {"stdout": f"GET https://api.purpleair.com/v1/sensors?fields=pm2.5_10minute (key from $PURPLEAIR_API_KEY)\n{R.randint(50, 400)} sensors, median {R.uniform(2, 30):.1f}\n",
                 "stderr": "", "exit_code": 0})


def c_hashes():
    return "\n".join(f"{g.sha256()}  {n}" for n in ["aqnode-fw-3.2.1.bin", "aqnode-fw-3.2.1.bin.sig", "bootloader.hex"])


def c_cert():
    return f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(36)}\n-----END CERTIFICATE-----\nsubject=CN=node.cdx.epa.gov  sha1 fingerprint {':'.join(g.hexs(2).upper() for _ in range(20))}"


def c_station_meta():
    return json.dumps({"site": site(), "aqs_id": aqs_id(), "lat": round(R.uniform(32, 42), 5), "lon": round(-R.uniform(114, 124), 5),
                       "instruments": [{"model": "BAM-1020", "serial": f"X{g.s(DIG, 5)}"}, {"model": "T640", "serial": str(R.randint(100, 999))}],
                       "modem_imei": g.s(DIG, 15), "sim_iccid": "8988" + g.s(DIG, 15)}, indent=2)


def c_sensor_comm():
    return (f"Sensor.Community node esp8266-{R.randint(10**6, 10**7)} chip id {R.randint(10**6, 10**7)}\n"
            f"POST https://api.sensor.community/v1/push-sensor-data/ X-Sensor: esp8266-{R.randint(10**6, 10**7)} X-Pin: 1\n"
            "(this API takes no key: the chip id identifies the node)")


def c_git_log():
    return "\n".join(f"{g.sha1()[:R.choice([7, 40])]} {m}" for m in
                     ["move PurpleAir key to env (old key revoked)", "add NowCast", "TTS v3 webhook", "fix AQCSV null codes"])


def c_diff_clean():
    return ("--- a/bridge/config.py\n+++ b/bridge/config.py\n@@ -1,3 +1,3 @@\n-TTS_KEY = \"NNSXS.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.YYYYYYYY\"\n"
            "+TTS_KEY = os.environ[\"TTS_API_KEY\"]\n TTS_APP = \"aq-city\"")


def c_sas_expired_none():
    return f"https://aqsensordata.blob.core.windows.net/public/pm25_{R.randint(2019, 2025)}.csv  (container is public-read; no SAS needed)\nETag: \"0x8DD{g.s(HEXU, 12)}\"  Content-MD5: {g.b64(16)}"


def c_defaults():
    return R.choice([
        "Teledyne T-series: the SETUP menu asks for a password; the manual's factory value is 818 (documented, not a site secret).",
        "CR1000X security code 0 means security is disabled (the shipped state); we set a per-site code during install.",
        "RAK gateways ship with root/root on first boot and force a change in the web UI.",
    ])


def c_grafana_public():
    return f"Public dashboard: https://dash.aq.example.org/public-dashboards/{g.hexs(32)}\n(anonymous, read-only, shared link by design; uid {g.s(LD, 14)})"


CLEAN_T = [c_pa_response, c_aqs_csv, c_aqcsv, c_lora_uplink, c_ttn_cli_noKey, c_mapbox_pk, c_env_example, c_code_env,
           c_influx_lp, c_cal_record, c_logger_table, c_aqi_calc, c_prose, c_intl_prose, c_hook_clean, c_hashes,
           c_cert, c_station_meta, c_sensor_comm, c_git_log, c_diff_clean, c_sas_expired_none, c_grafana_public, c_defaults]
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
