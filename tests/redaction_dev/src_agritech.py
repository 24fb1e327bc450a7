"""Blind redaction source "agritech": farming and agriculture software.

John Deere Operations Center and Climate FieldView integrations, irrigation controllers, weather-station APIs,
livestock tracking (ear tags, collars, milking robots), grain-elevator and scale-house systems, as farm-tech
engineers and agronomists write them: configs, shell commands, device logs, tracebacks, forum posts, tickets and
agent hook payloads. Written blind by the helper "corpora4" on 2026-12-03 (it had read neither memtool's rules nor
their results). Every value is random and made up.
Run: python3 src_agritech.py  (seeded; rewrites agritech_secrets.jsonl / agritech_clean.jsonl byte-identically).
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62  # noqa: E402

FAM = "agritech"
g = Gen(2612032)
r = g.r
FARMS = ["Hollow Creek Farms", "Vandermeer Dairy", "Prairie Ridge Ag", "Kowalski Orchards", "Riverbend Grain Co-op",
         "Sunfield Pivot Ranch", "Oakhurst Cattle"]
FIELDS = ["North 80", "Home quarter", "Pivot 3", "Section 14 SE", "River bottom", "West block B"]
WORDS = ["barley", "tractor", "combine", "heifer", "silo", "canola", "harrow", "alfalfa", "pivot", "sorghum",
         "furrow", "bale", "stubble", "meadow", "rooster", "gopher"]


def pw() -> str:
    k = r.randrange(8)
    if k == 0:
        return r.choice(WORDS) + r.choice(WORDS).capitalize() + str(r.randint(1, 99))
    if k == 1:
        return str(r.randint(1000, 999999))
    if k == 2:
        return r.choice(["admin", "farm", "pivot", "dairy"]) + str(r.randint(1, 9999))
    if k == 3:
        return "-".join(r.sample(WORDS, 3)) + str(r.randint(1, 9))
    if k == 4:
        return g.hexs(r.choice([16, 32, 40]))
    if k == 5:
        return g.s(B62, r.randint(10, 24))
    if k == 6:
        return r.choice(WORDS).capitalize() + r.choice(["!", "#", "$", ""]) + str(r.randint(2015, 2026))
    return g.machine_pw()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def s_deere_env():
    cs = g.s(B62 + "-_", 40)
    return "name-context", f"# Operations Center app (developer.deere.com)\nJD_CLIENT_ID=0oa{g.s(B62, 17)}\nJD_CLIENT_SECRET={cs}\nJD_REDIRECT_URI=http://localhost:9090/callback\n", [cs]


def s_deere_bearer():
    t = "eyJraWQiOi" + g.s(B62 + "-_", 180)
    return "structural", f"$ curl -s https://sandboxapi.deere.com/platform/organizations/{r.randint(100000,999999)}/fields \\\n    -H 'Accept: application/vnd.deere.axiom.v3+json' \\\n    -H 'Authorization: Bearer {t}'\n", [t]


def s_deere_refresh():
    t = g.s(B62 + "-_", 43)
    return "name-context", hook_read("/home/agro/.jdoc/token.json", json.dumps({"token_type": "Bearer", "expires_in": 43200, "scope": "ag1 ag2 eq1 files offline_access", "refresh_token": t, "org_id": r.randint(100000, 999999)}, indent=2)), [t]


def s_fieldview_py():
    k = g.s(B62, 32)
    return "name-context", f"FIELDVIEW_CLIENT_ID = 'hollowcreek-agronomy'\nFIELDVIEW_CLIENT_SECRET = '{k}'\nFIELDVIEW_REDIRECT = 'https://agronomy.hollowcreek.example/fv/callback'\n", [k]


def s_fieldview_header():
    k = g.s(B62, 40)
    return "structural", f"> GET /v4/fields?limit=100 HTTP/1.1\n> Host: platform.climate.com\n> x-api-key: {k}\n> Authorization: Bearer <redacted by proxy>\n< HTTP/1.1 200 OK\n", [k]


def s_irrigation_controller():
    p = pw()
    return "structural", f"$ curl -u admin:{p} http://192.168.{r.randint(0,5)}.{r.randint(10,250)}/api/v1/zones/{r.randint(1,24)}/start -d 'minutes=45'\n{{\"zone\":7,\"state\":\"running\",\"remaining\":2700}}\n", [p]


def s_rachio():
    t = g.uuid()
    return "structural", f"import requests\nH = {{'Authorization': 'Bearer {t}'}}\nme = requests.get('https://api.rach.io/1/public/person/info', headers=H).json()\n", [t]


def s_pivot_modem():
    p = pw()
    return "name-context", f"# FieldNET / pivot panel cellular modem\nAPN=agri.m2m\nMODEM_ADMIN_USER=admin\nMODEM_ADMIN_PASS={p}\nPIVOT_ID=P{r.randint(100,999)}\n", [p]


def s_weather_station():
    k = g.s(string.ascii_lowercase + string.digits, 32)
    sec = g.s(string.ascii_lowercase + string.digits, 32)
    return "name-context", f"# Davis WeatherLink v2\nweatherlink:\n  api_key: {k}\n  api_secret: {sec}\n  station_id: {r.randint(10000,999999)}\n", [sec]


def s_wunderground_url():
    p = pw()
    return "structural", f"2026-06-{r.randint(10,28)} 05:{r.randint(10,59)}:01 weewx[{r.randint(1000,9999)}] restx: Wunderground-PWS: Published record to https://weatherstation.wunderground.com/weatherstation/updateweatherstation.php?ID=KNEHASTI{r.randint(10,99)}&PASSWORD={p}&tempf=71.2&humidity=64&action=updateraw\n", [p]


def s_openweather():
    k = g.hexs(32)
    return "structural", f"$ curl 'https://api.openweathermap.org/data/3.0/onecall?lat=41.{r.randint(100,999)}&lon=-98.{r.randint(100,999)}&exclude=minutely&appid={k}'\n", [k]


def s_weewx_conf():
    p = pw()
    return "name-context", f"[StdRESTful]\n    [[Wunderground]]\n        enable = true\n        station = KIAAMES{r.randint(10,99)}\n        password = {p}\n        rapidfire = False\n", [p]


def s_mqtt_soil():
    p = pw()
    return "structural", f"mosquitto_sub -h mqtt.farmsense.example.net -p 8883 -u probe_gw_{r.randint(1,40)} -P '{p}' -t 'soil/+/moisture' --cafile ca.crt\n", [p]


def s_lorawan():
    k = g.hexs(32).upper()
    return "name-context", f"# TTN device: soil probe {r.choice(FIELDS)}\ndev_eui  = 70B3D57ED00{g.hexs(5).upper()}\njoin_eui = 0000000000000000\napp_key  = {k}\n", [k]


def s_ttn_api():
    k = "NNSXS." + g.s(string.ascii_uppercase + string.digits, 39) + "." + g.s(string.ascii_uppercase + string.digits, 52)
    return "self-identifying", f"ttn-lw-cli login --api-key {k}\n", [k]


def s_livestock_collar():
    k = g.s(B62, 28)
    return "name-context", f"{{\n  \"herd\": \"{r.choice(FARMS)}\",\n  \"collar_vendor\": \"cowsense\",\n  \"cowsense_api_token\": \"{k}\",\n  \"sync_interval_min\": 15\n}}\n", [k]


def s_milking_robot_sql():
    p = pw()
    return "structural", f"Server=DELPRO-PC\\SQLEXPRESS;Database=DDM;User Id=ddm_report;Password={p};TrustServerCertificate=True\n", [p]


def s_eartag_reader_cfg():
    p = pw()
    return "name-context", f"[reader]\nport = /dev/ttyUSB0\nbaud = 9600\n\n[upload]\nurl = https://herd.example-nlis.net/api/tags\nuser = PIC3QXYZ{r.randint(100,999)}\npassword = {p}\n", [p]


def s_grain_scale():
    p = pw()
    return "structural", f"Provider=SQLOLEDB;Data Source=SCALEHOUSE01;Initial Catalog=AgrisGrain;User ID=scale_ticket;Password={p};\n", [p]


def s_elevator_ftp():
    p = pw()
    return "structural", f"$ curl -T bids_{r.randint(20260101,20261231)}.csv ftp://elevator_bids:{p}@ftp.riverbend-coop.example.com/inbound/\n  % Total    % Received % Xferd  Average Speed\n100  4120    0     0  100  4120      0  12804 --:--:-- --:--:--\n", [p]


def s_dtn_feed():
    k = g.s(string.ascii_uppercase + string.digits, 20)
    return "name-context", f"# DTN cash-bid feed\nDTN_USERNAME=riverbendcoop\nDTN_PASSWORD={k}\nDTN_SYMBOLS=@C@1,@S@1,@W@1\n", [k]


def s_drone_dji():
    k = g.hexs(32)
    return "name-context", f"<!-- AndroidManifest.xml, spray-drone ground app -->\n<meta-data\n    android:name=\"com.dji.sdk.API_KEY\"\n    android:value=\"{k}\" />\n", [k]


def s_mapbox_secret():
    t = "sk.eyJ1IjoiaG9sbG93Y3JlZWsiLCJhIjoi" + g.s(B62, 20) + "In0." + g.s(B62 + "-_", 22)
    return "self-identifying", f"# downloads the private satellite tiles for the NDVI overlay\nMAPBOX_DOWNLOADS_TOKEN={t}\n", [t]


def s_sentinel_hub():
    cs = g.s(B62 + "-_+/:", 40)
    return "name-context", f"from sentinelhub import SHConfig\nconfig = SHConfig()\nconfig.sh_client_id = '{g.uuid()}'\nconfig.sh_client_secret = '{cs}'\nconfig.save('ndvi')\n", [cs]


def s_planet():
    k = "PLAK" + g.hexs(32)
    return "self-identifying", f"export PL_API_KEY={k}\nplanet data search PSScene --geom field_{r.randint(1,40)}.geojson\n", [k]


def s_farm_erp_db():
    p = pw()
    return "structural", f"DATABASE_URL=mysql://farmos:{p}@127.0.0.1:3306/farmos\n", [p]


def s_farmos_oauth():
    cs = g.s(B62, 32)
    return "structural", hook("curl -s -X POST https://farm.hollowcreek.example/oauth/token", f"$ curl -X POST -d 'grant_type=password&username=agronomist&password=X&client_id=farm&client_secret={cs}&scope=farm_manager' https://farm.hollowcreek.example/oauth/token\n{{\"error\":\"invalid_grant\"}}"), [cs]


def s_forum_post():
    p = pw()
    return "name-context", f"Re: Pivot panel won't reach FieldNET after firmware update\n\nSame here on our 8-tower. I logged into the panel web page (default user `admin`, I'd changed the password to {p}) and the APN had reset to blank. Set it back and it checked in.\n", [p]


def s_ticket():
    p = pw()
    return "name-context", f"Ticket #{r.randint(1000,9999)} – {r.choice(FARMS)}: scale-house PC rebuilt. New local admin password: {p}. Agris client reinstalled, tickets syncing again.\n", [p]


def s_chat():
    p = pw()
    return "structural", f"Jake: whats the login for the weather station dashboard again\nLinda: user hollowcreek pass {p}\nJake: 👍\n", [p]


def s_wifi_barn():
    p = pw() if r.random() < .5 else "-".join(r.sample(WORDS, 3))
    return "name-context", f"# /etc/wpa_supplicant/wpa_supplicant.conf on the barn camera Pi\nnetwork={{\n    ssid=\"BarnNet-{r.randint(1,9)}\"\n    psk=\"{p}\"\n}}\n", [p]


def s_traceback_isobus():
    p = pw()
    return "structural", f"Traceback (most recent call last):\n  File \"sync_yield.py\", line 31, in <module>\n    conn = psycopg2.connect(\"host=yield-db dbname=harvest user=yield_etl password={p}\")\npsycopg2.OperationalError: connection to server at \"yield-db\" (10.0.4.12), port 5432 failed: FATAL:  password authentication failed for user \"yield_etl\"\n", [p]


def s_aws_images():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"[default]\n# drone imagery uploads\naws_access_key_id={a}\naws_secret_access_key={s}\n", [s]


def s_github_action():
    t = g.gh_fine()
    return "self-identifying", f"- name: push prescription maps\n  run: git push https://{t}@github.com/prairie-ridge/vr-prescriptions.git HEAD:main\n", [t]


def s_twilio_alert():
    t = g.hexs(32)
    return "name-context", f"# frost alert texts\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={t}\nALERT_TO=+1402{r.randint(1000000,9999999)}\n", [t]


def s_telegram_bot():
    t = g.telegram()
    return "self-identifying", f"# tank level bot\nbot = telebot.TeleBot(\"{t}\")\n", [t]


def s_influx():
    t = g.s(B62 + "-_", 86) + "=="
    return "name-context", f"[[outputs.influxdb_v2]]\n  urls = [\"http://greenhouse-nuc:8086\"]\n  token = \"{t}\"\n  organization = \"greenhouse\"\n  bucket = \"climate\"\n", [t]


def s_greenhouse_modbus():
    p = str(r.randint(1000, 9999))
    return "name-context", f"Priva climate computer, service menu: technician code {p} (don't give out — it unlocks setpoint overrides)\n", [p]


def s_hook_env():
    k = g.hexs(32)
    return "name-context", hook("env | grep -i weather", f"WEATHER_PROVIDER=tomorrowio\nTOMORROW_IO_API_KEY={k}\nWEATHER_POLL_SECONDS=600\n"), [k]


def s_jd_basic_token_req():
    cid = "0oa" + g.s(B62, 17)
    cs = g.s(B62 + "-_", 40)
    b = base64.b64encode(f"{cid}:{cs}".encode()).decode()
    return "structural", f"POST /oauth2/aus78tnlaysMraFhC1t7/v1/token HTTP/1.1\nHost: signin.johndeere.com\nAuthorization: Basic {b}\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=refresh_token&refresh_token=…\n", [b]


def s_pem_gateway():
    block, line = g.pem("EC PRIVATE KEY")
    return "self-identifying", f"$ cat /etc/farmgw/device.key\n{block}\n", [line]


def s_node_red():
    p = pw()
    return "name-context", f"// settings.js (Node-RED on the irrigation Pi)\nadminAuth: {{\n    type: \"credentials\",\n    users: [{{ username: \"farm\", password: \"{p}\", permissions: \"*\" }}]\n}},\n", [p]


def s_ha_secrets():
    p = pw()
    return "name-context", f"# secrets.yaml\nrainbird_password: {p}\nlatitude_home: 41.{r.randint(1000,9999)}\n", [p]


def s_rtk_ntrip():
    p = pw()
    return "structural", f"str2str -in ntrip://{r.choice(['hollowcreek','prairieridge','kowalski'])}:{p}@rtk2go-like.example.net:2101/FARM_BASE -out serial://ttyACM0:115200\n", [p]


def s_ntrip_cfg():
    p = pw()
    return "name-context", f"# StarFire / RTK base config\nntrip_caster=rtk.agnet.example.com\nntrip_port=2101\nntrip_mountpoint=IA_{r.randint(100,999)}\nntrip_user=hollowcreek\nntrip_password={p}\n", [p]


def s_smtp_reports():
    p = pw()
    return "structural", f"$ swaks --to agronomy@{r.choice(['hollowcreek','prairieridge'])}.example --server smtp.gmail.com:587 -tls --auth-user reports.farm@gmail.com --auth-password '{p}' --attach yield_2026.pdf\n", [p]


def s_stripe_shop():
    t = g.stripe()
    return "self-identifying", f"# farm-shop (CSA boxes)\nSTRIPE_SECRET_KEY={t}\n", [t]


def s_slack_frost():
    w = g.slack_webhook()
    return "self-identifying", f"frost_alert:\n  min_temp_f: 33\n  webhook: {w}\n", [w.rsplit('/', 1)[1]]


SECRETS = [s_deere_env, s_deere_bearer, s_deere_refresh, s_fieldview_py, s_fieldview_header, s_irrigation_controller,
           s_rachio, s_pivot_modem, s_weather_station, s_wunderground_url, s_openweather, s_weewx_conf, s_mqtt_soil,
           s_lorawan, s_ttn_api, s_livestock_collar, s_milking_robot_sql, s_eartag_reader_cfg, s_grain_scale,
           s_elevator_ftp, s_dtn_feed, s_drone_dji, s_mapbox_secret, s_sentinel_hub, s_planet, s_farm_erp_db,
           s_farmos_oauth, s_forum_post, s_ticket, s_chat, s_wifi_barn, s_traceback_isobus, s_aws_images,
           s_github_action, s_twilio_alert, s_telegram_bot, s_influx, s_greenhouse_modbus, s_hook_env,
           s_jd_basic_token_req, s_pem_gateway, s_node_red, s_ha_secrets, s_rtk_ntrip, s_ntrip_cfg, s_smtp_reports,
           s_stripe_shop, s_slack_frost]


def c_deere_doc():
    return "1. Create an application at developer.deere.com.\n2. Copy the Client ID and Secret into `.env` as `JD_CLIENT_ID` / `JD_CLIENT_SECRET`.\n3. Run `npm start` and open http://localhost:9090 to connect your organization.\n"


def c_deere_ids():
    return json.dumps({"id": str(r.randint(100000, 999999)), "name": r.choice(FIELDS), "archived": False, "links": [{"rel": "self", "uri": f"https://sandboxapi.deere.com/platform/organizations/{r.randint(100000,999999)}/fields/{g.uuid()}"}]}, indent=2) + "\n"


def c_eui_list():
    return "dev_eui,name,field\n" + "\n".join(f"70B3D57ED00{g.hexs(5).upper()},probe-{i},{r.choice(FIELDS)}" for i in range(1, 5)) + "\n"


def c_rfid_tags():
    return "\n".join(f"982 000{r.randint(100000000,999999999)}  {r.choice(['heifer','cow','steer'])}  born 202{r.randint(1,5)}-0{r.randint(1,9)}-1{r.randint(0,9)}  weight {r.randint(300,700)} kg" for _ in range(5)) + "\n"


def c_scale_ticket():
    return f"TICKET {r.randint(100000,999999)}  {r.choice(['CORN #2 YEL','SOYBEANS #1','HRW WHEAT'])}\nGROSS {r.randint(60000,80000)} lb  TARE {r.randint(25000,32000)} lb\nMOIST 15.{r.randint(0,9)}%  TW {r.randint(54,60)}.{r.randint(0,9)}\nCUSTOMER {r.randint(1000,9999)}  SETTLEMENT REF {g.hexs(10).upper()}\n"


def c_weather_json():
    return json.dumps({"station_id": r.randint(10000, 999999), "ts": 1780000000 + r.randint(0, 10**6), "temp_f": round(r.uniform(20, 100), 1), "hum": r.randint(20, 99), "rain_day_in": round(r.uniform(0, 2), 2), "et_day": round(r.uniform(0, .4), 3)}) + "\n"


def c_weewx_doc():
    return "[StdRESTful]\n    [[Wunderground]]\n        # Put your station ID and password here\n        station = replace_me\n        password = replace_me\n        enable = false\n"


def c_irrigation_log():
    return "\n".join(f"2026-07-{r.randint(10,28)} 0{r.randint(1,6)}:{r.randint(10,59)} zone {r.randint(1,16)} start {r.randint(10,60)} min (ET deficit {round(r.uniform(0.05,0.4),2)} in)" for _ in range(5)) + "\n"


def c_geojson():
    return json.dumps({"type": "Feature", "properties": {"name": r.choice(FIELDS), "acres": round(r.uniform(20, 160), 1)}, "geometry": {"type": "Polygon", "coordinates": [[[-98.1 - r.random() / 10, 41.2 + r.random() / 10] for _ in range(4)]]}}) + "\n"


def c_mapbox_public():
    return f"// public token for the browser map (URL-restricted)\nmapboxgl.accessToken = 'pk.eyJ1IjoiaG9sbG93Y3JlZWsiLCJhIjoi{g.s(B62, 20)}In0.{g.s(B62 + '-_', 22)}';\n"


def c_compose_env():
    return "services:\n  farmos:\n    image: farmos/farmos:3.x\n    environment:\n      FARMOS_DB_PASSWORD: ${FARMOS_DB_PASSWORD:?set in .env}\n"


def c_ttn_doc():
    return "Generate an AppKey in the console (16 bytes, MSB). Never reuse the example `00000000000000000000000000000000` from the datasheet.\n"


def c_git_log():
    return "\n".join(f"{g.hexs(7)} {m}" for m in r.sample(["vrt: clamp N rate to label max", "fieldview: paginate /v4/fields", "pivot: handle end-gun offset", "weather: switch to onecall 3.0", "herd: dedupe ear tags", "scale: round moisture shrink"], 4)) + "\n"


def c_hook_ls():
    return hook("ls prescriptions/", "\n".join(f"{f.replace(' ', '_')}_N_{r.randint(100,200)}.shp" for f in FIELDS[:4]))


def c_pytest():
    return f"$ cargo test -p yieldmap\nrunning 12 tests\ntest moisture::shrink_table ... ok\ntest grid::krige_small ... ok\ntest result: ok. 12 passed; 0 failed; finished in 0.{r.randint(10,99)}s\n"


def c_forum():
    return "Re: pivot won't check in\nCheck the APN first (for us it's agri.m2m). The panel password is on the sticker inside the door — call the dealer if it's missing, don't post it here.\n"


def c_checksum():
    return f"firmware_v{r.randint(3,6)}.{r.randint(0,9)}.{r.randint(0,9)}.bin  sha256 {g.sha256()}\n"


def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} agronomist@barn-pi\n"


def c_ntrip_doc():
    return "ntrip_caster=rtk.agnet.example.com\nntrip_port=2101\nntrip_mountpoint=<nearest base>\nntrip_user=<your subscription e-mail>\nntrip_password=<from the AgNet portal>\n"


def c_dji_doc():
    return "<meta-data android:name=\"com.dji.sdk.API_KEY\" android:value=\"${DJI_API_KEY}\" /> <!-- filled from local.properties by Gradle -->\n"


def c_csv_bids():
    return "location,commodity,delivery,basis,futures_month\n" + "\n".join(f"Riverbend,{c},{m},{r.randint(-60,10)},{fm}" for c, m, fm in [("CORN", "Dec", "CZ26"), ("SOY", "Nov", "SX26"), ("WHEAT", "Jul", "WN27")]) + "\n"


def c_base64_img():
    return f"![ndvi](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{g.s(B62 + '+/', 100)}=)\n"


def c_milk_log():
    return "\n".join(f"cow {r.randint(100,999)}  box {r.randint(1,4)}  {round(r.uniform(8,18),1)} kg  cond {r.randint(4,6)}.{r.randint(0,9)} mS  session {g.uuid()[:8]}" for _ in range(4)) + "\n"


def c_influx_doc():
    return "[[outputs.influxdb_v2]]\n  urls = [\"http://greenhouse-nuc:8086\"]\n  token = \"$INFLUX_TOKEN\"\n  organization = \"greenhouse\"\n"


def c_ticket():
    return f"Ticket #{r.randint(1000,9999)} – scale-house printer jams on 3-part tickets. Replaced ribbon; test ticket {r.randint(100000,999999)} printed fine.\n"


def c_uuid_orgs():
    return "\n".join(f"{g.uuid()}  {f}" for f in r.sample(FARMS, 3)) + "\n"


CLEAN = [c_deere_doc, c_deere_ids, c_eui_list, c_rfid_tags, c_scale_ticket, c_weather_json, c_weewx_doc,
         c_irrigation_log, c_geojson, c_mapbox_public, c_compose_env, c_ttn_doc, c_git_log, c_hook_ls, c_pytest,
         c_forum, c_checksum, c_ssh_pub, c_ntrip_doc, c_dji_doc, c_csv_bids, c_base64_img, c_milk_log, c_influx_doc,
         c_ticket, c_uuid_orgs]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets = [SECRETS[i % len(SECRETS)]() for i in range(250)]
    clean = [CLEAN[i % len(CLEAN)]() for i in range(100)]
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
