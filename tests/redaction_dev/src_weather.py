"""Blind redaction source "weather": meteorology and environmental data.

Weather APIs, station networks and data loggers, radar and satellite feeds, NOAA/ECMWF/Copernicus data access,
air-quality sensor platforms, agricultural forecasting -- as config files, commands, logs, tracebacks, chat and
agent hook payloads. Written blind by the helper "corpora3" on 2026-12-03 (it read neither memtool's rules nor its
results). Every value is random and made up; seeded, so rerunning writes weather_secrets.jsonl and
weather_clean.jsonl byte-identically.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, URLSAFE, Gen  # noqa: E402

FAM = "weather"
OUT = Path(__file__).resolve().parent
g = Gen(310303)
R = g.r
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits


def pw():
    k = R.randint(0, 8)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:
        return g.pick(["cumulus", "nimbus", "isobar", "dewpoint", "mistral", "sirocco", "zephyr", "hadley"]) + str(R.randint(1, 999))
    if k == 3:  # data-logger PIN / passcode
        return str(R.randint(1000, 99999999))
    if k == 4:
        return "-".join(g.pick(["hail", "frost", "gust", "squall", "monsoon", "graupel", "drizzle", "front", "ridge", "trough"]) for _ in range(R.randint(3, 5)))
    if k == 5:
        return g.s(B62 + "!#$%&*", R.randint(10, 18))
    if k == 6:
        return g.s(LOW + DIG, 8)
    if k == 7:
        return g.s(B62, R.choice([24, 32]))
    return g.pick(["Wetter", "Tempo", "Meteo", "Clima"]) + str(R.randint(2015, 2026)) + g.pick(["!", "#", ""])


def stn():
    return g.pick(["KBOU", "EGLL", "LFPG", "WMO-10384", "AWS-" + str(R.randint(100, 999)), "FARM-" + g.s(UP, 3), "AQ-" + str(R.randint(1000, 9999))])


def host():
    return g.pick(["wx-ingest", "radar-proc01", "obs-db", "thredds", "aq-api", "forecast-worker-2", "sat-dl"]) + g.pick(["", ".met.internal", ".example.org"])


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def hook_read(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}}, ensure_ascii=False)


S = []


def t(f):
    S.append(f)
    return f


@t
def owm_url():
    k = g.hexs(32)
    return "structural", f"curl 'https://api.openweathermap.org/data/3.0/onecall?lat={R.uniform(-60, 70):.4f}&lon={R.uniform(-170, 170):.4f}&units=metric&appid={k}'", [k]


@t
def owm_env():
    k = g.hexs(32)
    return "name-context", f"""OPENWEATHER_API_KEY={k}
DEFAULT_UNITS=metric
CACHE_TTL_S=600""", [k]


@t
def cdsapirc():
    k = g.uuid()
    return "name-context", f"""$ cat ~/.cdsapirc
url: https://cds.climate.copernicus.eu/api
key: {k}""", [k]


@t
def cdsapirc_legacy():
    k = f"{R.randint(10000, 999999)}:{g.uuid()}"
    return "name-context", hook_read("/home/met/.cdsapirc", f"url: https://cds.climate.copernicus.eu/api/v2\nkey: {k}\n"), [k]


@t
def ecmwfapirc():
    k = g.hexs(32)
    return "name-context", json.dumps({"url": "https://api.ecmwf.int/v1", "key": k, "email": f"{g.s(LOW, 6)}@example.org"}, indent=4), [k]


@t
def noaa_cdo_token():
    k = g.s(B62, 32)
    return "structural", f"""r = requests.get("https://www.ncei.noaa.gov/cdo-web/api/v2/data",
                 params={{"datasetid": "GHCND", "stationid": "GHCND:USW000{R.randint(10000, 99999)}", "startdate": "2026-01-01", "enddate": "2026-01-31"}},
                 headers={{"token": "{k}"}})""", [k]


@t
def earthdata_netrc():
    p = pw()
    return "structural", f"""machine urs.earthdata.nasa.gov login {g.s(LOW, 7)}{R.randint(1, 99)} password {p}""", [p]


@t
def earthdata_bearer():
    tok = g.jwt(g.s(LOW, 8))
    return "self-identifying", f"wget --header 'Authorization: Bearer {tok}' https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/2026.11.30/", [tok]


@t
def campbell_logger():
    p = pw()
    return "name-context", f"""' CR1000X program header -- station {stn()}
' PakBus address {R.randint(1, 4094)}, security code {p}
SequentialMode
Public AirTC, RH, WS_ms, WindDir""", [p]


@t
def loggernet_cli():
    p = g.pick([str(R.randint(1, 65535)), pw()])
    return "name-context", f"$ cora_cmd --echo=on\nCoraScript 1.2\n+connect localhost --name=admin --password={p}\n*connect\n+list-devices\n*list-devices\n{{CR1000X_{stn()}}}", [p]


@t
def wunderground_upload():
    p = pw()
    return "structural", f"""GET /weatherstation/updateweatherstation.php?ID=I{g.s(UP, 5)}{R.randint(1, 99)}&PASSWORD={p}&dateutc=now&tempf={R.randint(10, 99)}&humidity={R.randint(10, 99)}&action=updateraw HTTP/1.1
Host: weatherstation.wunderground.com""", [p]


@t
def weewx_conf():
    p = pw()
    return "name-context", f"""[StdRESTful]
    [[Wunderground]]
        station = I{g.s(UP, 5)}{R.randint(1, 99)}
        password = {p}
        rapidfire = True
    [[CWOP]]
        station = {g.s(UP, 2)}{R.randint(1000, 9999)}""", [p]


@t
def weewx_mqtt():
    p = pw()
    return "structural", f"""    [[MQTT]]
        server_url = mqtt://weewx:{p}@{host()}:1883/
        topic = weather/{stn()}
        unit_system = METRIC""", [p]


@t
def tomorrow_io():
    k = g.s(B62, 32)
    return "structural", f"https://api.tomorrow.io/v4/weather/forecast?location={R.uniform(-60, 70):.2f},{R.uniform(-170, 170):.2f}&timesteps=1h&apikey={k}", [k]


@t
def visualcrossing():
    k = g.s(UP + DIG, 25)
    return "name-context", f"""# config/providers.toml
[visualcrossing]
api_key = "{k}"
unit_group = "metric\"""", [k]


@t
def meteomatics():
    p = pw()
    return "structural", f"curl -u {g.s(LOW, 6)}_{g.s(LOW, 5)}:{p} 'https://api.meteomatics.com/2026-12-03T00:00:00Z--2026-12-05T00:00:00Z:PT1H/t_2m:C,precip_1h:mm/{R.uniform(40, 55):.2f},{R.uniform(0, 15):.2f}/json'", [p]


@t
def purpleair():
    k = g.uuid().upper()
    return "structural", f"""GET /v1/sensors?fields=pm2.5_atm,humidity&nwlng=-122.6&nwlat=37.9&selat=37.6&selng=-122.3 HTTP/1.1
Host: api.purpleair.com
X-API-Key: {k}""", [k]


@t
def openaq():
    k = g.hexs(64)
    return "name-context", f"""# airquality/fetch.py
OPENAQ_API_KEY = "{k}"
LOCATIONS = [{R.randint(1000, 9999)}, {R.randint(1000, 9999)}]""", [k]


@t
def aq_platform_mqtt():
    p = pw()
    return "structural", f"$ mosquitto_sub -h {host()} -u aqnode{R.randint(1, 300)} -P {p} -t 'aq/+/pm25' -v", [p]


@t
def thredds_catalog():
    p = pw()
    return "name-context", f"""<!-- tomcat-users.xml on the THREDDS server -->
<tomcat-users>
  <role rolename="tdsConfig"/>
  <user username="tdsadmin" password="{p}" roles="tdsConfig,manager-gui"/>
</tomcat-users>""", [p]


@t
def radar_sftp():
    p = pw()
    return "structural", f"""lftp -u radarfeed,{p} sftp://{host()} -e "mirror --only-newer /nexrad/level2/K{g.s(UP, 3)} /data/level2; quit\"""", [p]


@t
def radar_ldm():
    p = pw()
    return "structural", f"""2026-12-03T{R.randint(10, 23)}:{R.randint(10, 59)}:{R.randint(10, 59)}Z radar-fetch[{R.randint(1000, 40000)}] ERROR download failed: ftp://radar:{p}@{host()}/pub/composite/{R.randint(20260101, 20261203)}.h5 (530 Login incorrect)""", [p]


@t
def eumetsat():
    k, s = g.s(B62 + "_", 28), g.s(B62 + "_", 28)
    return "name-context", f"""eumdac set-credentials {k} {s}
Credentials are correct.""", [k, s]


@t
def eumetsat_py():
    k, s = g.s(B62 + "_", 28), g.s(B62 + "_", 28)
    return "name-context", f"""import eumdac
consumer_key = "{k}"
consumer_secret = "{s}"
token = eumdac.AccessToken((consumer_key, consumer_secret))""", [k, s]


@t
def sentinel_hub():
    s = g.s(B62 + "!#$%&()*+,-./:;<>?@[]^_{|}~", 40).replace('"', "x")
    return "name-context", f"""from sentinelhub import SHConfig
config = SHConfig()
config.sh_client_id = "{g.uuid()}"
config.sh_client_secret = "{s}"
config.save("ag-ndvi")""", [s]


@t
def planet_key():
    k = "PLAK" + g.hexs(32)
    return "self-identifying", f"$ export PL_API_KEY={k}\n$ planet data search PSScene --filter filter.json | jq '.features | length'\n{R.randint(1, 90)}", [k]


@t
def gcs_sa():
    block, _ = g.pem("PRIVATE KEY")
    return "self-identifying", f"""# service account used by the GFS mirror job
{block}""", [block]


@t
def s3_noaa_mirror():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[profile noaa-mirror]
aws_access_key_id={a}
aws_secret_access_key={s}
region=us-east-1""", [a, s]


@t
def agri_forecast_api():
    k = g.s(URLSAFE, R.choice([32, 40]))
    return "structural", f"""POST /v2/fields/{g.uuid()}/irrigation-forecast HTTP/1.1
Host: api.agro-forecast.example.com
Authorization: Token {k}
Content-Type: application/json

{{"crop": "{g.pick(['maize', 'wheat', 'soy', 'vine'])}", "soil_moisture_pct": {R.randint(10, 45)}}}""", [k]


@t
def agromonitoring():
    k = g.hexs(32)
    return "structural", f"http://api.agromonitoring.com/agro/1.0/ndvi/history?polyid={g.hexs(24)}&start=1764000000&end=1764700000&appid={k}", [k]


@t
def davis_weatherlink():
    k = g.s(LOW + DIG, 32)
    s = g.s(LOW + DIG, 32)
    return "name-context", f"""WEATHERLINK_API_KEY={k}
WEATHERLINK_API_SECRET={s}
WEATHERLINK_STATION_ID={R.randint(100000, 999999)}""", [k, s]


@t
def ambient_weather():
    k, a = g.hexs(64), g.hexs(64)
    return "structural", f"https://rt.ambientweather.net/v1/devices?applicationKey={a}&apiKey={k}", [k]


@t
def netatmo():
    s = g.s(B62, 30)
    tok = f"{g.hexs(24)}|{g.hexs(32)}"
    return "name-context", hook("cat config/netatmo.json", json.dumps({"client_id": g.hexs(24), "client_secret": s, "refresh_token": tok}, indent=2)), [s, tok]


@t
def postgres_obs():
    p = pw()
    return "structural", f"OBS_DB_URL=postgresql+psycopg://obs_writer:{p}@{host()}:5432/observations", [p]


@t
def influx_logger():
    k = g.b64(64)
    return "name-context", f"""[[outputs.influxdb_v2]]
  urls = ["https://{host()}:8086"]
  token = "{k}"
  organization = "met-network"
  bucket = "stations_1min\"""", [k]


@t
def chat_station():
    p = pw()
    return "name-context", f"""ok the logger at {stn()} is back on the cell modem. If you need to dial in, the PakBus security code is {p} (I'll rotate it after the field visit on Friday)""", [p]


@t
def traceback_cds():
    k = f"{R.randint(10000, 999999)}:{g.uuid()}"
    return "structural", f"""Traceback (most recent call last):
  File "download_era5.py", line {R.randint(10, 90)}, in <module>
    c = cdsapi.Client(url="https://cds.climate.copernicus.eu/api/v2", key="{k}")
  File "/opt/conda/lib/python3.12/site-packages/cdsapi/api.py", line 281, in __init__
    raise Exception("Missing/incomplete configuration file: %s" % (dotrc))""", [k]


@t
def github_actions_wx():
    tok = g.gh_classic()
    return "self-identifying", f"""Run git push https://x-access-token:{tok}@github.com/met-lab/daily-forecast-maps.git HEAD:gh-pages
To https://github.com/met-lab/daily-forecast-maps.git
   {g.hexs(7)}..{g.hexs(7)}  HEAD -> gh-pages""", [tok]


@t
def slack_alert():
    tok = g.slack()
    return "self-identifying", f"""# severe-weather alert bot
SLACK_BOT_TOKEN={tok}
ALERT_CHANNEL=#wx-warnings
CAPE_THRESHOLD=2500""", [tok]


@t
def telegram_bot():
    tok = g.telegram()
    return "self-identifying", f"""frost_alert:
  min_temp_c: 0.5
  telegram_token: "{tok}"
  chat_id: -100{R.randint(10**9, 10**10)}""", [tok]


@t
def synop_ftp_chat():
    p = pw()
    return "structural", f"""the GTS feed from the met service switched hosts, new login is
host: {host()}  user: synop_in  pass: {p}
(they said IP allowlist still applies)""", [p]


@t
def iot_aq_device():
    k = g.b64(32)
    return "structural", f"HostName=aq-hub.azure-devices.net;DeviceId=aq-{R.randint(1000, 9999)};SharedAccessKey={k}", [k]


@t
def ttn_lorawan():
    k = "NNSXS." + g.s(UP + DIG, 39) + "." + g.s(UP + DIG, 52)
    return "self-identifying", f"""# soil-moisture probes on The Things Stack
TTN_API_KEY={k}
TTN_APP_ID=orchard-probes""", [k]


@t
def appkey_lorawan():
    k = g.hexs(32).upper()
    return "name-context", f"""device:
  dev_eui: 70B3D57ED00{g.hexs(5).upper()}
  join_eui: 0000000000000000
  app_key: {k}""", [k]


@t
def hook_env():
    a = g.hexs(32)
    b = pw()
    return "name-context", hook("env | grep -i -E 'weather|wx|station'", f"WX_PROVIDER=openweather\nWX_API_KEY={a}\nSTATION_DB_PASSWORD={b}\nSTATION_COUNT={R.randint(10, 300)}"), [a, b]


@t
def meteoblue():
    k = g.s(B62, 16)
    return "structural", f"fetch(`https://my.meteoblue.com/packages/basic-1h_agro-1h?lat=${{lat}}&lon=${{lon}}&apikey={k}&format=json`)", [k]


@t
def ftp_campbell_push():
    p = pw()
    return "name-context", f"""' FTPClient push of hourly table
FTPResult = FTPClient("{host()}", "logger_{R.randint(1, 99)}", "{p}", "Hourly", "{stn()}_hourly.dat", 2)""", [p]


C = []


def c(f):
    C.append(f)
    return f


@c
def c_metar():
    return f"METAR {g.pick(['KBOU', 'EGLL', 'LFPG', 'EDDF'])} 03{R.randint(10, 23)}{R.randint(10, 59)}Z {R.randint(0, 36):02d}0{R.randint(3, 25):02d}KT 9999 FEW0{R.randint(10, 50)} {R.randint(0, 25):02d}/{R.randint(0, 15):02d} Q10{R.randint(0, 30):02d} NOSIG"


@c
def c_cdsapirc_doc():
    return """Create `~/.cdsapirc` with two lines:

    url: https://cds.climate.copernicus.eu/api
    key: <PERSONAL-ACCESS-TOKEN>

Your token is on your CDS profile page. Never commit this file."""


@c
def c_owm_doc():
    return "https://api.openweathermap.org/data/3.0/onecall?lat={lat}&lon={lon}&appid={API key}"


@c
def c_era5_request():
    return json.dumps({"product_type": "reanalysis", "variable": ["2m_temperature", "total_precipitation"], "year": str(R.randint(1990, 2025)),
                       "month": [f"{m:02d}" for m in range(1, 13)], "area": [R.randint(40, 60), R.randint(-10, 5), R.randint(30, 39), R.randint(6, 20)],
                       "request_id": g.uuid()}, indent=2)


@c
def c_logger_data():
    return '"TOA5","CR1000X","' + str(R.randint(10000, 99999)) + '","Hourly"\n' + "\n".join(f'"2026-12-0{R.randint(1, 3)} {h:02d}:00:00",{R.randint(1, 9999)},{R.uniform(-5, 20):.2f},{R.uniform(30, 99):.1f},{R.uniform(0, 15):.2f}' for h in range(4))


@c
def c_grib_ls():
    return "\n".join(f"{i}:{R.randint(0, 99999)}:d=2026120300:{g.pick(['TMP', 'UGRD', 'VGRD', 'APCP', 'RH'])}:{g.pick(['2 m above ground', '10 m above ground', 'surface'])}:{R.randint(0, 120)} hour fcst:" for i in range(1, 5))


@c
def c_checksums():
    return "\n".join(f"{g.hexs(64)}  gfs.t00z.pgrb2.0p25.f{R.randint(0, 384):03d}" for _ in range(4))


@c
def c_env_example():
    return """OPENWEATHER_API_KEY=your_api_key_here
STATION_DB_PASSWORD=${STATION_DB_PASSWORD}
EARTHDATA_USERNAME=
EARTHDATA_PASSWORD="""


@c
def c_netrc_doc():
    return """For NASA Earthdata downloads add this line to ~/.netrc (chmod 600):

    machine urs.earthdata.nasa.gov login <uid> password <password>"""


@c
def c_station_meta():
    return json.dumps({"station_id": stn(), "wmo_id": R.randint(10000, 99999), "lat": round(R.uniform(-60, 70), 4), "lon": round(R.uniform(-170, 170), 4),
                       "elevation_m": R.randint(0, 3000), "logger_serial": R.randint(10000, 99999), "uuid": g.uuid()})


@c
def c_aq_reading():
    return json.dumps({"sensor_index": R.randint(1000, 999999), "pm2.5_atm": round(R.uniform(0, 150), 1), "humidity": R.randint(10, 99),
                       "firmware": f"7.0{R.randint(0, 9)}", "hardware_mac": ":".join(g.hexs(2) for _ in range(6))})


@c
def c_forecast_log():
    return f"""INFO  run gfs 2026120300 ingested {R.randint(100, 400)} fields in {R.uniform(10, 200):.1f}s
INFO  wrf domain d0{R.randint(1, 3)} started, job {R.randint(100000, 999999)}, commit {g.hexs(40)}"""


@c
def c_ttn_doc():
    return """Create an API key in the Console (Applications > API keys) with "Read application traffic" rights and store it
as TTN_API_KEY; keys start with NNSXS. and are shown only once."""


@c
def c_dev_eui():
    return f"""device:
  dev_eui: 70B3D57ED00{g.hexs(5).upper()}
  join_eui: 0000000000000000
  app_key: ${{LORA_APP_KEY}}"""


@c
def c_radar_listing():
    return "\n".join(f"K{g.s(UP, 3)}20261203_{R.randint(0, 23):02d}{R.randint(0, 59):02d}{R.randint(0, 59):02d}_V06  {R.randint(5, 20)}M  etag {g.hexs(32)}" for _ in range(4))


@c
def c_sat_product():
    return f"""Product: MSG{R.randint(1, 4)}-SEVI-MSG15-0100-NA-2026120312{R.randint(10, 59)}{R.randint(10, 59)}.{R.randint(100, 999)}000000Z-NA
Collection: EO:EUM:DAT:MSG:HRSEVIRI  size {R.randint(100, 300)} MB  md5 {g.hexs(32)}"""


@c
def c_chat():
    return f"""{g.pick(['Ines', 'Bo', 'Kai'])}: station {stn()} reporting 0 mm for 3 days while radar shows rain
{g.pick(['Ravi', 'Ola', 'Sven'])}: tipping bucket clogged probably, I'll add it to the maintenance route (ticket MET-{R.randint(100, 999)})"""


@c
def c_png():
    return f"""<img alt="radar composite" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{g.b64(96)}"/>"""


@c
def c_weewx_placeholder():
    return """    [[Wunderground]]
        station = replace_me
        password = replace_me
        rapidfire = False"""


@c
def c_hook_ls():
    return hook("ls data/era5/", "\n".join(f"era5_t2m_{y}.nc" for y in range(R.randint(1990, 2010), R.randint(2011, 2025))))


@c
def c_ncdump():
    return f"""netcdf era5_t2m_{R.randint(1990, 2025)} {{
dimensions:
	longitude = {R.randint(100, 1440)} ;
	latitude = {R.randint(100, 721)} ;
	time = UNLIMITED ; // ({R.randint(100, 8784)} currently)
variables:
	short t2m(time, latitude, longitude) ;
		t2m:scale_factor = {R.uniform(1e-4, 1e-3):.10f} ;
		t2m:add_offset = {R.uniform(250, 290):.6f} ;
// global attributes:
		:history = "{g.hexs(8)} via cdsapi" ;
}}"""


@c
def c_git_log():
    return "\n".join(f"{g.hexs(40)} {g.pick(['Fix', 'Add', 'Tune'])} {g.pick(['frost index', 'GDD calc', 'radar mosaic colormap', 'QC for humidity spikes', 'ERA5 downloader retries'])}" for _ in range(4))


@c
def c_agri_response():
    return json.dumps({"field_id": g.uuid(), "gdd_base10": round(R.uniform(100, 2000), 1), "et0_mm": round(R.uniform(0, 8), 2),
                       "irrigate": R.choice([True, False]), "model": f"agro-{g.hexs(7)}"})


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
