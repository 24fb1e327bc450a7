"""Blind redaction source "energy" (round 19): energy and utilities integrations.

Smart meters (DLMS/COSEM keys, head-end systems, Octopus/n3rgy/Glow APIs), SCADA historians (PI Web API,
Ignition, InfluxDB, AVEVA), OCPP chargers and OCPI roaming, solar inverter cloud APIs (SolarEdge, Enphase,
Fronius, SMA, Huawei FusionSolar, Growatt, Solis, Tesla gateway), grid and market operator APIs (ENTSO-E, ERCOT,
PJM, EIA, Elexon), building management systems (Niagara, Metasys, BACnet gateways, KNX Secure). Contexts: config
files, shell commands, device logs, tracebacks, tickets and chat, agent hook payloads.

Written blind by the helper "corpora3" on 2026-12-03 (it had read neither memtool's rules nor their results).
Every value is random and made up; nothing is a real credential or comes from a scanner's fixtures.
Run: python3 src_energy.py  -> energy_secrets.jsonl, energy_clean.jsonl (byte-identical on rerun).
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, URLSAFE, Gen  # noqa: E402

FAMILY = "energy"
g = Gen(190302)
r = g.r
SI, NC, ST = "self-identifying", "name-context", "structural"
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
WORDS = ["turbine", "kilowatt", "busbar", "feeder", "inverter", "ampere", "solstice", "reactor", "dynamo", "gridlock",
         "breaker", "transformer", "photon", "battery", "substation", "voltage", "amber", "lumen"]


def passphrase() -> str:
    return r.choice(["-", ".", "_", " "]).join(r.sample(WORDS, 3)).replace(" ", "") + str(r.randint(1, 99))


def legacy_pw() -> str:
    return r.choice(["scada", "pi", "hist", "bms", "niagara", "meter", "solar", "admin", "operator"]) + str(r.randint(1, 9999))


def word_digits() -> str:
    return r.choice(["Stromnetz", "Windpark", "Sunshine", "Voltage", "Netzleit", "Kraftwerk", "Solaire", "Energia",
                     "Chargepoint", "Boiler"]) + str(r.randint(1, 2027)) + r.choice(["!", "#", "", "@", "$", "."])


def pin() -> str:
    return g.s(DIG, r.choice([4, 5, 6, 8]))


def vendor_pw() -> str:
    return r.choice([lambda: g.s(B62, 16), lambda: g.s(B62 + "!#%*", 20), lambda: g.hexs(32),
                     lambda: g.b64(18), lambda: g.s(UP + DIG, 10), lambda: g.s(LOW + DIG, 12)])()


def anypw() -> str:
    return r.choice([passphrase, legacy_pw, word_digits, vendor_pw, vendor_pw, g.human_pw, g.machine_pw])()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "",
                                                                         "interrupted": False}}, indent=r.choice([None, 2]))


def hook_read(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def cp_id() -> str:
    return r.choice(["CP", "EVSE", "WB", "ALP"]) + "-" + g.s(UP + DIG, r.choice([5, 8]))

# ---------------------------------------------------------------- secret templates

def t_dlms_keys():
    ek, ak = g.hexs(32).upper(), g.hexs(32).upper()
    return NC, f"# head-end meter profile (Gurux DLMS client)\n-h 10.44.{r.randint(0, 255)}.{r.randint(1, 254)} -p 4059 -c 16 -s 1 -a High -C AuthenticationEncryption\n-T 4D4D4D{g.hexs(10).upper()}\n-A {ak}\n-B {ek}\n", [ak, ek]


def t_dlms_json():
    guek, lls = g.hexs(32), r.choice([pin, vendor_pw, legacy_pw])()
    return NC, json.dumps({"meter": {"serial": "LGZ" + g.s(DIG, 8), "obis_clock": "0.0.1.0.0.255",
                                     "security": {"suite": 0, "guek": guek, "lls_password": lls,
                                                  "system_title": "4C475A" + g.hexs(10).upper()}}}, indent=2), [guek, lls]


def t_octopus():
    k = "sk_live_" + g.s(B62, 24)
    return SI, f"$ curl -u \"{k}:\" https://api.octopus.energy/v1/electricity-meter-points/{g.s(DIG, 13)}/meters/{g.s(DIG, 2)}{g.s(UP, 1)}{g.s(DIG, 7)}/consumption/?page_size=48\n{{\"count\":17520,\"next\":\"https://api.octopus.energy/v1/...&page=2\",\"results\":[{{\"consumption\":0.214,\"interval_start\":\"2026-12-01T00:00:00Z\"}}]}}\n", [k]


def t_octopus_ha():
    k = "sk_live_" + g.s(B62, 24)
    return SI, f"# configuration.yaml\noctopus_energy:\n  - api_key: {k}\n    account_id: A-{g.hexs(8).upper()}\n", [k]


def t_glow():
    pw = anypw()
    return NC, f"GLOWMARKT_USERNAME=flat12@{r.choice(['example.org', 'example.co.uk'])}\nGLOWMARKT_PASSWORD={pw}\nGLOWMARKT_APPLICATION_ID={g.uuid()}\n", [pw]


def t_n3rgy():
    k = g.uuid()
    return ST, f"GET /mpxn/{g.s(DIG, 13)}/utility/electricity/readingtype/consumption?start=202611010000&end=202612010000 HTTP/1.1\nHost: consumer-api.data.n3rgy.com\nAuthorization: {k}\n", [k]


def t_pi_webapi():
    pw = anypw()
    b = base64.b64encode(f"CORP\\svc_piwebapi:{pw}".encode()).decode()
    return ST, f"$ curl -sk -H 'Authorization: Basic {b}' 'https://pivision.plant.example/piwebapi/streams/F1DP{g.s(B62, 20)}/recorded?startTime=*-1h'\n{{\"Items\":[{{\"Timestamp\":\"2026-12-02T07:00:00Z\",\"Value\":412.73,\"Good\":true}}]}}\n", [b]


def t_pi_python():
    pw = anypw()
    return ST, f"from PIconnect import PIServer\nimport requests\nsession = requests.Session()\nsession.auth = (\"svc_pi_reader\", \"{pw}\")\nsession.verify = False  # self-signed on PISRV01\nr = session.get(\"https://pisrv01.gen.example/piwebapi/dataservers\")\n", [pw]


def t_ignition():
    pw = anypw()
    return NC, f"# Ignition gateway commissioning (docker-compose.yml)\n  ignition:\n    image: inductiveautomation/ignition:8.1.44\n    environment:\n      ACCEPT_IGNITION_EULA: \"Y\"\n      GATEWAY_ADMIN_USERNAME: admin\n      GATEWAY_ADMIN_PASSWORD: {pw}\n      IGNITION_EDITION: standard\n", [pw]


def t_influx():
    tok = g.b64(64).replace("/", "_").replace("+", "-")
    return NC, f"[[outputs.influxdb_v2]]\n  urls = [\"http://historian.substation-7.local:8086\"]\n  token = \"{tok}\"\n  organization = \"grid-ops\"\n  bucket = \"pmu_phasors\"\n", [tok]


def t_influx_cli():
    tok = g.b64(64).replace("/", "_").replace("+", "-")
    return ST, hook(f"influx query --host http://historian:8086 --token {tok} --org grid-ops 'from(bucket:\"scada\") |> range(start:-5m) |> limit(n:3)'",
                    "Result: _result\nTable: keys: [_measurement, _field, rtu]\n  _measurement:string  _field:string  rtu:string  _value:float\n  breaker_status  state  RTU-14  1\n"), [tok]


def t_ocpp_url():
    pw = g.hexs(r.choice([16, 20, 32]))
    cid = cp_id()
    return ST, f"[2026-12-02 06:41:17] ocpp-j: connecting to wss://{cid}:{pw}@csms.chargenet.example/ocpp16/{cid} (subprotocol ocpp1.6)\n[2026-12-02 06:41:18] ocpp-j: BootNotification accepted, interval=300\n", [pw]


def t_ocpp_authkey():
    k = g.hexs(40).upper()
    return NC, json.dumps([2, g.uuid(), "ChangeConfiguration", {"key": "AuthorizationKey", "value": k}]), [k]


def t_ocpp_basic_hdr():
    cid = cp_id()
    pw = r.choice([vendor_pw, lambda: g.hexs(24)])()
    b = base64.b64encode(f"{cid}:{pw}".encode()).decode()
    return ST, f"GET /ocpp/{cid} HTTP/1.1\nHost: csms.chargenet.example\nUpgrade: websocket\nConnection: Upgrade\nSec-WebSocket-Protocol: ocpp2.0.1\nSec-WebSocket-Key: {g.b64(16)}\nAuthorization: Basic {b}\n", [b]


def t_ocpi_token():
    tok = g.uuid()
    return ST, f"$ http GET https://ocpi.roaming-hub.example/ocpi/cpo/2.2.1/locations 'Authorization:Token {tok}' X-Request-ID:{g.uuid()}\nHTTP/1.1 200 OK\n{{\"status_code\":1000,\"data\":[...],\"timestamp\":\"2026-12-02T08:00:00Z\"}}\n", [tok]


def t_ocpi_credentials():
    tok = g.s(B62, 32)
    return NC, json.dumps({"token": tok, "url": "https://emsp.example.com/ocpi/versions",
                           "roles": [{"role": "EMSP", "party_id": "EXA", "country_code": "NL",
                                      "business_details": {"name": "Example Mobility"}}]}, indent=2), [tok]


def t_solaredge():
    k = g.s(UP + DIG, 32)
    return ST, f"$ curl 'https://monitoringapi.solaredge.com/site/{g.s(DIG, 7)}/overview?api_key={k}'\n{{\"overview\":{{\"lastUpdateTime\":\"2026-12-02 10:15:00\",\"lifeTimeData\":{{\"energy\":48213377.0}},\"currentPower\":{{\"power\":3120.0}}}}}}\n", [k]


def t_solaredge_ha():
    k = g.s(UP + DIG, 32)
    return NC, f"sensor:\n  - platform: solaredge\n    api_key: {k}\n    site_id: \"{g.s(DIG, 7)}\"\n", [k]


def t_enphase():
    k, cs = g.hexs(32), g.s(B62, 32)
    return NC, f"ENLIGHTEN_API_KEY={k}\nENLIGHTEN_CLIENT_ID={g.hexs(32)}\nENLIGHTEN_CLIENT_SECRET={cs}\nENLIGHTEN_SYSTEM_ID={g.s(DIG, 7)}\n", [k, cs]


def t_envoy_jwt():
    tok = g.jwt()
    return SI, f"$ curl -sk -H 'Accept: application/json' -H 'Authorization: Bearer {tok}' https://envoy.local/ivp/meters/readings\n[{{\"eid\":7044{g.s(DIG, 5)},\"activePower\":2210.5}}]\n", [tok]


def t_fronius():
    kid, kv = "FKIA" + g.hexs(32).upper(), g.uuid()
    return NC, f"# Solar.web Query API\nSOLARWEB_ACCESS_KEY_ID={kid}\nSOLARWEB_ACCESS_KEY_VALUE={kv}\n", [kv]


def t_sma_portal():
    pw = anypw()
    return ST, f"Ticket #{g.s(DIG, 5)} (customer portal)\nHi, the monitoring stopped after we changed routers. Sunny Portal login is installer@{r.choice(['sunfix', 'pvpro', 'solarteam'])}.example / {pw} if you want to have a look. Plant ID {g.s(DIG, 7)}.\n", [pw]


def t_fusionsolar():
    sc = anypw()
    return NC, f"$ python fusionsolar_export.py --user api_northbound_{g.s(DIG, 3)} --system-code '{sc}' --station NE={g.s(DIG, 8)}\nlogin ok, xsrf-token={g.hexs(48)}\nexported 96 points to kpi_2026-12-01.csv\n", [sc]


def t_growatt():
    tok = g.hexs(32)
    return ST, f"GET /v1/plant/data?plant_id={g.s(DIG, 7)} HTTP/1.1\nHost: openapi.growatt.com\ntoken: {tok}\n", [tok]


def t_solis():
    kid, sec = g.s(DIG, 19), g.hexs(32)
    return NC, f"solis:\n  api_url: https://www.soliscloud.com:13333\n  key_id: \"{kid}\"\n  key_secret: \"{sec}\"\n  station_id: \"{g.s(DIG, 19)}\"\n", [sec]


def t_powerwall():
    pw = g.s(UP, 5)
    return NC, f"from pypowerwall import Powerwall\n# gateway password = last 5 characters printed on the TEG sticker\npw = Powerwall(\"192.168.91.1\", password=\"{pw}\", email=\"owner@example.net\", timezone=\"Europe/London\")\nprint(pw.level())\n", [pw]


def t_givenergy():
    tok = g.jwt()
    return SI, f"GIVENERGY_API_TOKEN={tok}\nGIVENERGY_INVERTER_SERIAL=FA{g.s(DIG, 8)}\n", [tok]


def t_entsoe():
    tok = g.uuid()
    return ST, f"$ curl 'https://web-api.tp.entsoe.eu/api?securityToken={tok}&documentType=A44&in_Domain=10YNL----------L&out_Domain=10YNL----------L&periodStart=202612010000&periodEnd=202612020000' -o prices.xml\n  % Total    % Received\n100 28114  100 28114\n", [tok]


def t_entsoe_py():
    tok = g.uuid()
    return NC, f"from entsoe import EntsoePandasClient\nclient = EntsoePandasClient(api_key=\"{tok}\")\nprices = client.query_day_ahead_prices(\"DE_LU\", start=start, end=end)\n", [tok]


def t_ercot():
    sk = g.hexs(32)
    pw = anypw()
    return NC, f"ERCOT_API_USERNAME=marketdata@retailer.example\nERCOT_API_PASSWORD={pw}\nERCOT_SUBSCRIPTION_KEY={sk}\n", [pw, sk]


def t_ercot_header():
    sk = g.hexs(32)
    return ST, f"GET /api/public-reports/np6-905-cd/spp_node_zone_hub?deliveryDateFrom=2026-12-01 HTTP/1.1\nHost: api.ercot.com\nOcp-Apim-Subscription-Key: {sk}\nAuthorization: Bearer <id_token elided>\n", [sk]


def t_pjm():
    sk = g.hexs(32)
    return ST, f"Traceback (most recent call last):\n  File \"pull_lmp.py\", line 22, in <module>\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Access Denied for url: https://api.pjm.com/api/v1/rt_hrl_lmps?rowCount=50000&subscription-key={sk}\n", [sk]


def t_eia():
    k = g.s(B62, 40)
    return NC, f"# notebooks/load_forecast.ipynb cell 2\nEIA_KEY = \"{k}\"\nurl = f\"https://api.eia.gov/v2/electricity/rto/region-data/data/?api_key={{EIA_KEY}}&frequency=hourly\"\n", [k]


def t_elexon():
    k = g.s(LOW + DIG, 15)
    return NC, f"[bmrs]\n# legacy BMRS v1 scripting key, still used by the imbalance report\napikey = {k}\n", [k]


def t_niagara():
    pw = anypw()
    return ST, f"$ python niagara_export.py --host https://jace-bldg4.campus.example --user svc_export --password '{pw}' --points '/Drivers/BacnetNetwork/AHU_3/points'\nfetched 212 histories\n", [pw]


def t_metasys():
    pw = anypw()
    return NC, json.dumps({"metasys": {"host": "adx01.facilities.example", "apiVersion": "v4",
                                       "username": "api-integration", "password": pw, "verifySsl": False}}, indent=2), [pw]


def t_knx():
    k = g.hexs(32).upper()
    return NC, f"KNX Secure project export notes\nBuilding: Annex B\nProject password: stored in KeePass\nBackbone key: {k}\nDevice 1.1.14 FDSK: see sticker\n", [k]


def t_bacnet_sc():
    block, line = g.pem("EC PRIVATE KEY")
    return SI, f"# /etc/bacnet-sc/hub/operational.key\n{block}\n", [line]


def t_modbus_gw_web():
    pw = r.choice([legacy_pw, pin, word_digits])()
    return ST, f"Fix from site visit 2026-11-28: the Modbus/TCP gateway on the boiler plant (http://10.20.4.17) had the factory login. Changed to admin / {pw}, documented in the O&M binder.\n", [pw]


def t_mqtt_meter():
    pw = anypw()
    return ST, f"# tasmota console (smart meter IR reader)\nBackLog MqttHost broker.home-energy.example; MqttUser meter_reader; MqttPassword {pw}; Topic hichi_{g.hexs(6)}\n", [pw]


def t_mqtt_url():
    pw = anypw()
    return ST, f"AMI_BROKER_URL=mqtts://headend:{pw}@mqtt.ami.utility.example:8883\nAMI_TOPIC=meters/+/readings\n", [pw]


def t_scada_db():
    pw = anypw()
    return ST, f"<add key=\"HistorianConnection\" value=\"Server=hist-sql02\\\\WONDERWARE;Database=Runtime;User Id=aaAdmin;Password={pw};\" />\n", [pw]


def t_aveva_insight():
    tok = g.s(URLSAFE, 64)
    return NC, f"$ export AVEVA_INSIGHT_TOKEN={tok}\n$ python upload_tags.py --datasource 'Wind Farm North'\nUploaded 1840 tag values\n", [tok]


def t_tibber():
    tok = g.s(URLSAFE, 43)
    return ST, f"$ curl -s -H 'Authorization: Bearer {tok}' -H 'Content-Type: application/json' -d '{{\"query\":\"{{ viewer {{ homes {{ currentSubscription {{ priceInfo {{ today {{ total startsAt }} }} }} }} }} }}\"}}' https://api.tibber.com/v1-beta/gql\n", [tok]


def t_ha_token():
    tok = g.jwt()
    return SI, f"rest_command:\n  set_wallbox_current:\n    url: http://homeassistant.local:8123/api/services/number/set_value\n    method: POST\n    headers:\n      authorization: \"Bearer {tok}\"\n", [tok]


def t_chargepoint_soap():
    pw = g.hexs(32)
    return ST, f"<soapenv:Header>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>{g.hexs(32)}{g.s(DIG, 13)}</wsse:Username>\n      <wsse:Password>{pw}</wsse:Password>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>\n", [pw]


def t_hook_env():
    k = g.s(UP + DIG, 32)
    pw = anypw()
    return NC, hook("printenv | grep -E 'SOLAREDGE|PI_'", f"SOLAREDGE_API_KEY={k}\nSOLAREDGE_SITE_ID={g.s(DIG, 7)}\nPI_WEBAPI_URL=https://pivision.plant.example/piwebapi\nPI_PASSWORD={pw}\n"), [k, pw]


def t_hook_read_yaml():
    pw = anypw()
    return NC, hook_read("/repo/deploy/csms/values-prod.yaml", f"csms:\n  replicas: 3\n  db:\n    host: pg-csms\n    user: csms\n    password: {pw}\n  ocpp:\n    securityProfile: 2\n"), [pw]


def t_aws_iot():
    block, line = g.pem("RSA PRIVATE KEY")
    return SI, hook_read("/repo/firmware/certs/meter-gw-0042-private.pem.key", block), [line]


def t_azure_sp():
    s = g.azure_client_secret()
    return SI, f"AZURE_TENANT_ID={g.uuid()}\nAZURE_CLIENT_ID={g.uuid()}\nAZURE_CLIENT_SECRET={s}\nADX_CLUSTER=https://telemetry-wind.westeurope.kusto.windows.net\n", [s]


def t_grafana():
    k = g.grafana()
    return SI, f"[#grid-ops] dashboard provisioning needs a service account token, I made one: {k} (expires in 30 days)\n", [k]


def t_mssql_jdbc():
    pw = anypw()
    return ST, f"2026-12-02 05:00:03.417 ERROR [mdm-loader] c.z.h.p.HikariPool - Exception during pool initialization.\ncom.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'mdm_loader'. url=jdbc:sqlserver://mdms-db01:1433;databaseName=MDMS;user=mdm_loader;password={pw};encrypt=false\n", [pw]


def t_ssh_rtu():
    pw = r.choice([legacy_pw, pin, vendor_pw])()
    return ST, f"$ sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no engineer@10.33.1.{r.randint(2, 250)} 'cat /etc/rtu/iec104.conf | head -5'\nasdu_address=101\nt1=15\nt2=10\n", [pw]


SECRET_T = [t_dlms_keys, t_dlms_json, t_octopus, t_octopus_ha, t_glow, t_n3rgy, t_pi_webapi, t_pi_python, t_ignition,
            t_influx, t_influx_cli, t_ocpp_url, t_ocpp_authkey, t_ocpp_basic_hdr, t_ocpi_token, t_ocpi_credentials,
            t_solaredge, t_solaredge_ha, t_enphase, t_envoy_jwt, t_fronius, t_sma_portal, t_fusionsolar, t_growatt,
            t_solis, t_powerwall, t_givenergy, t_entsoe, t_entsoe_py, t_ercot, t_ercot_header, t_pjm, t_eia,
            t_elexon, t_niagara, t_metasys, t_knx, t_bacnet_sc, t_modbus_gw_web, t_mqtt_meter, t_mqtt_url,
            t_scada_db, t_aveva_insight, t_tibber, t_ha_token, t_chargepoint_soap, t_hook_env, t_hook_read_yaml,
            t_aws_iot, t_azure_sp, t_grafana, t_mssql_jdbc, t_ssh_rtu]

# ---------------------------------------------------------------- clean templates

def c_ocpp_boot():
    return json.dumps([2, g.uuid(), "BootNotification", {"chargePointVendor": r.choice(["Alfen", "ABB", "Wallbox"]),
                       "chargePointModel": "NG9" + g.s(DIG, 2), "chargePointSerialNumber": g.s(UP + DIG, 12),
                       "firmwareVersion": f"{r.randint(1, 7)}.{r.randint(0, 20)}.{r.randint(0, 9)}-{g.hexs(7)}"}])


def c_ocpp_authorize():
    return json.dumps([2, g.uuid(), "Authorize", {"idTag": g.s(UP + DIG, 8)}]) + "\n" + json.dumps([3, g.uuid(), {"idTagInfo": {"status": "Accepted"}}])


def c_meter_reading():
    return "".join(f"{g.s(DIG, 13)},{g.s(DIG, 2)}{g.s(UP, 1)}{g.s(DIG, 7)},2026-12-0{r.randint(1, 2)}T0{r.randint(0, 9)}:30:00Z,{r.uniform(0, 2):.3f}\n" for _ in range(4))


def c_dlms_trace():
    return f"TX: 7E A0 2B 03 21 93 {g.hexs(4).upper()} 81 80 14 05 02 04 00 06 02 04 00 07 04 00 00 00 01 08 04 00 00 00 01 {g.hexs(4).upper()} 7E\nRX: 7E A0 20 21 03 73 {g.hexs(4).upper()} 81 80 12 05 01 80 06 01 80 07 04 00 00 00 01 08 04 00 00 00 01 {g.hexs(4).upper()} 7E\nSNRM/UA ok, system title 4C475A{g.hexs(10).upper()}\n"


def c_pi_webids():
    return json.dumps({"Items": [{"WebId": "F1DP" + g.s(B62 + "-_", 40), "Name": n, "Path": f"\\\\PISRV01\\{n}"}
                                 for n in ["GT1.MW", "GT1.EXH_TEMP", "BUS3.KV"]]}, indent=2)


def c_eic_codes():
    return "Bidding zones used by the day-ahead job:\n  DE_LU 10Y1001A1001A82H\n  NL 10YNL----------L\n  BE 10YBE----------2\n  FR 10YFR-RTE------C\nSet ENTSOE_API_KEY in your shell (request one from transparency@entsoe.eu).\n"


def c_solaredge_docs():
    return "SolarEdge monitoring API: generate the site API key in the monitoring portal (Admin > Site Access > API\nAccess) and pass it as `api_key=<YOUR_API_KEY>`. The key is read-only; limit is 300 requests per day.\n"


def c_envoy_info():
    return f"<envoy_info>\n  <device><sn>{g.s(DIG, 12)}</sn><pn>800-00654-r08</pn><software>D7.6.175</software></device>\n  <build_info><build_id>release-7.6.x-{r.randint(100, 999)}-{g.hexs(8)}</build_id></build_info>\n</envoy_info>\n"


def c_env_placeholders():
    return "OCTOPUS_API_KEY=${OCTOPUS_API_KEY}\nPI_PASSWORD=${{ secrets.PI_PASSWORD }}\nGATEWAY_ADMIN_PASSWORD=changeme  # forced change on first login\nERCOT_SUBSCRIPTION_KEY=<your-subscription-key>\n"


def c_firmware_sha():
    return f"Firmware bundle inverter-fw-{r.randint(3, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}.bin\n  size: {r.randint(2, 9)}{g.s(DIG, 6)} bytes\n  sha256: {g.sha256()}\n  signature: inverter-fw.bin.sig (ed25519, key id {g.hexs(16)})\n"


def c_bacnet_whois():
    return "".join(f"I-Am device,{r.randint(1000, 4194302)} max-apdu 1476 segmentation both vendor {r.randint(1, 900)} from 10.20.4.{r.randint(2, 250)}:47808\n" for _ in range(4))


def c_cert_pub():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + f"\n-----END CERTIFICATE-----\n# V2G root CA (ISO 15118), fingerprint SHA256:{g.b64(32).rstrip('=')}\n"


def c_ha_yaml():
    return "sensor:\n  - platform: solaredge\n    api_key: !secret solaredge_api_key\n    site_id: !secret solaredge_site_id\nocpp:\n  csid: home-wallbox\n"


def c_git():
    return "".join(f"{g.hexs(40)} {m}\n" for m in ["ocpp: handle StatusNotification for connector 0", "dlms: support suite 1 (ECDH)",
                                                   "entsoe: cache A44 responses", "bump pymodbus to 3.7.4"])


def c_ercot_price():
    return "DeliveryDate,HourEnding,SettlementPoint,SettlementPointPrice\n" + "".join(f"12/01/2026,{h:02d}:00,HB_HOUSTON,{r.uniform(15, 80):.2f}\n" for h in range(1, 5))


def c_hook_test():
    return hook("pytest tests/ocpp -q", f"...........................                        [100%]\n27 passed in {r.uniform(1, 9):.2f}s\n")


def c_ticket():
    return f"CSMS-{g.s(DIG, 4)}: charger {cp_id()} rejects RemoteStartTransaction after firmware update. Boot ok, heartbeat ok. Attached log excerpt ({r.randint(2, 40)} KB), no credentials included."


def c_knx_ids():
    return f"KNX individual addresses: 1.1.{r.randint(1, 60)} (actuator), 1.1.{r.randint(61, 120)} (push button)\nGroup 3/2/{r.randint(0, 255)} light kitchen; serial {g.hexs(12).upper()}\n"


def c_chat():
    return "[#grid-ops] rotated the PI Web API service account password, it's in the plant vault (entry 'svc_piwebapi'). restart the collector pods and you're done"


def c_kepware_tags():
    return "".join(f"Channel1.Device{r.randint(1, 9)}.Tag{g.s(DIG, 3)},40{g.s(DIG, 3)},Float,RO,{r.randint(100, 5000)}ms\n" for _ in range(4))


CLEAN_T = [c_ocpp_boot, c_ocpp_authorize, c_meter_reading, c_dlms_trace, c_pi_webids, c_eic_codes, c_solaredge_docs,
           c_envoy_info, c_env_placeholders, c_firmware_sha, c_bacnet_whois, c_cert_pub, c_ha_yaml, c_git,
           c_ercot_price, c_hook_test, c_ticket, c_knx_ids, c_chat, c_kepware_tags]


def main() -> None:
    secrets = []
    order = SECRET_T * (250 // len(SECRET_T) + 1)
    r.shuffle(order)
    for i, t in enumerate(order[:250], 1):
        cls, text, vals = t()
        for v in vals:
            assert v and v in text, (t.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean, seen = [], set()
    while len(clean) < 100:
        text = r.choice(CLEAN_T)()
        if text in seen:
            continue
        seen.add(text)
        clean.append({"id": f"{FAMILY}-c{len(clean) + 1}", "family": FAMILY, "text": text})
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
