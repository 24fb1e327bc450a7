"""Blind redaction source "buildings": building management and smart buildings — BMS/BACnet and Modbus gateways,
HVAC and elevator controllers, access-control panels, energy meters, facilities ticketing, digital-twin platforms.

Written blind by the helper "corpora5" on 2026-12-03 (it read no memtool rules or results). Every value is random
and made up; nothing comes from a scanner's fixtures. Seeded: rerunning writes buildings_secrets.jsonl and
buildings_clean.jsonl byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "buildings"
g = Gen(33002)
R = g.r
SITES = ["HQ-North", "Bldg-7", "Riverside Tower", "Campus B", "Plant 3", "DC-Ams-2", "Lindenhof", "Pier 9 Offices"]
WORDS = ["chiller", "damper", "boiler", "plenum", "atrium", "lobby", "louver", "ballast", "riser", "mezzanine",
         "cooling", "thermal", "heron", "maple", "granite", "copper"]


def secretish() -> str:
    k = R.randint(0, 11)
    if k == 0:
        return R.choice(["1234", "0000", "4321", "9999"]) + str(R.randint(10, 99))  # installer-style numeric codes
    if k == 1:
        return str(R.randint(100000, 999999))
    if k == 2:
        return R.choice(WORDS).capitalize() + str(R.randint(1, 99)) + R.choice(["!", "#", "$", ""])
    if k == 3:
        return "-".join(R.sample(WORDS, 3)) + str(R.randint(1, 9))
    if k == 4:
        return g.hexs(32).upper()
    if k == 5:
        return R.choice(["Bms", "Hvac", "Fm", "Ctrl"]) + "@" + str(R.randint(2019, 2026))
    return g.pw()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def s_niagara():
    p = secretish()
    t = f"$ curl -k -u 'integrator:{p}' https://jace-{R.randint(1, 40):02d}.bms.internal/obix/config/Drivers/BacnetNetwork/AHU_1/points/SAT/\n<real name=\"out\" val=\"13.4\" unit=\"obix:units/celsius\"/>"
    return "structural", t, [p]


def s_niagara_url():
    p = secretish()
    t = f"# haystack connector\nsources:\n  - name: {R.choice(SITES)}\n    uri: https://hsuser:{p}@niagara.{R.choice(['campus', 'hq', 'plant'])}.example/haystack/\n    poll: 60s\n"
    return "structural", t, [p]


def s_bacnet_sc():
    blk, line = g.pem(R.choice(["PRIVATE KEY", "EC PRIVATE KEY"]))
    t = f"Read(bacnet-sc/hub/operational.key)\n{blk}\n"
    return "self-identifying", t, [line]


def s_modbus_gw():
    p = secretish()
    t = f"[gateway]\nmodel = MGate 5105\nhost = 10.40.{R.randint(1, 254)}.{R.randint(1, 254)}\nadmin_user = admin\nadmin_password = {p}\n[modbus]\nunit_id = 1\nbaud = 19200\n"
    return "name-context", t, [p]


def s_ewon():
    p = secretish()
    t = f"Talk2M account: {R.choice(['fm-services', 'acme-hvac', 'buildops'])}\nuser: tech01\npassword: {p}\ndeveloper id: {g.uuid()}\n(for remote access to the chiller plant eWON)"
    return "structural", t, [p]


def s_mqtt_meter():
    p = secretish()
    t = f"$ mosquitto_sub -h mqtt.energy.internal -p 8883 --cafile ca.pem -u meter-reader -P '{p}' -t 'site/+/meter/+/kwh' -C 2\n{{\"m\":\"EM-{R.randint(100, 999)}\",\"kwh\":{R.randint(10000, 99999)}.4}}\n{{\"m\":\"EM-{R.randint(100, 999)}\",\"kwh\":{R.randint(10000, 99999)}.9}}"
    return "structural", t, [p]


def s_elevator_api():
    k = g.s(B62, 32)
    t = f"# KONE / vendor elevator API client\nELEVATOR_API_BASE=https://dev.kone.example/api/v2\nELEVATOR_CLIENT_ID={g.uuid()}\nELEVATOR_CLIENT_SECRET={k}\nBUILDING_ID=building:{R.randint(100000, 999999)}\n"
    return "name-context", t, [k]


def s_access_panel():
    p = secretish()
    t = f"2026-12-03 07:41:09 [lenel-sync] connecting to OnGuard OpenAccess https://onguard.sec.internal:8080/api/access/onguard/openaccess/authentication?version=1.0\n2026-12-03 07:41:09 [lenel-sync] request body: {{\"user_name\":\"svc_sync\",\"password\":\"{p}\",\"directory_id\":\"id-1\"}}"
    return "structural", t, [p]


def s_access_db():
    p = secretish()
    t = f"<connectionStrings>\n  <add name=\"AccessControl\" connectionString=\"Data Source=ACS-SQL01\\SQLEXPRESS;Initial Catalog=ACSData;User ID=acs_app;Password={p};TrustServerCertificate=True\" />\n</connectionStrings>"
    return "structural", t, [p]


def s_installer_code():
    code = str(R.randint(1000, 999999))
    t = f"Panel handover notes – {R.choice(SITES)}\n- Intrusion panel: Galaxy Flex 50\n- Installer code: {code}\n- Master user code changed on site, given to facilities manager in person.\n"
    return "name-context", t, [code]


def s_brivo():
    k, cs, p = g.s(B62, 24), g.s(B62, 40), secretish()
    t = f"$ curl -s -X POST 'https://auth.brivo.com/oauth/token?grant_type=password&username=fm.admin&password={p}' \\\n    -H 'api-key: {k}' -u '{g.uuid()}:{cs}'"
    return "structural", t, [k, cs, p]


def s_verkada_like():
    k = "vkd_api_" + g.hexs(32)
    t = f"import requests\nAPI_KEY = \"{k}\"\nr = requests.get('https://api.verkada.com/access/v1/doors', headers={{'x-api-key': API_KEY}})\n"
    return "name-context", t, [k]


def s_digital_twin():
    s = g.azure_client_secret()
    t = (f"{{\n  \"AzureDigitalTwins\": {{\n    \"InstanceUrl\": \"https://twin-{R.choice(['hq', 'campus'])}.api.weu.digitaltwins.azure.net\",\n"
         f"    \"TenantId\": \"{g.uuid()}\",\n    \"ClientId\": \"{g.uuid()}\",\n    \"ClientSecret\": \"{s}\"\n  }}\n}}")
    return "self-identifying", t, [s]


def s_willow():
    tok = g.jwt()
    t = f"GET /api/v2/sites/{g.uuid()}/points?floor=L14 HTTP/1.1\nHost: api.twin-platform.example\nAuthorization: Bearer {tok}\nAccept: application/json"
    return "self-identifying", t, [tok]


def s_energy_portal():
    k = g.hexs(40)
    t = f"# energy star / utility bill import\n[utility_api]\nendpoint = https://utilityapi.example/api/v2\ntoken = {k}\nmeters = {R.randint(100000, 999999)},{R.randint(100000, 999999)}\n"
    return "name-context", t, [k]


def s_shelly():
    p = secretish()
    t = f"$ curl --digest -u admin:{p} http://10.12.{R.randint(1, 254)}.{R.randint(1, 254)}/rpc/EM.GetStatus?id=0\n{{\"id\":0,\"a_current\":4.21,\"a_voltage\":231.8,\"total_act_power\":2899.5}}"
    return "structural", t, [p]


def s_fm_ticket():
    p = secretish()
    t = f"WO-{R.randint(10000, 99999)}  AHU-3 supply fan VFD fault\nTech notes: logged into the Danfoss keypad web UI (user: service / {p}), fault 14 earth fault, reset, fan running. Needs megger test."
    return "structural", t, [p]


def s_servicenow():
    p = secretish()
    t = f"FACILITIES_SNOW_INSTANCE=acmefm.service-now.com\nFACILITIES_SNOW_USER=bms.integration\nFACILITIES_SNOW_PASSWORD={p}\nFACILITIES_SNOW_TABLE=wm_order\n"
    return "name-context", t, [p]


def s_influx_bms():
    tok = g.b64url(64)
    t = f"$ influx write -b bms -o facilities -t {tok} -p s 'zone_temp,site=hq,zone=L4-NE value=22.6 1764770000'"
    return "structural", t, [tok]


def s_pg_history():
    p = secretish()
    t = f"HISTORIAN_DSN=postgres://trend_writer:{p}@bms-historian.internal:5432/trends?sslmode=require"
    return "structural", t, [p]


def s_snmp_ups():
    c = R.choice(["fac", "ups", "bms"]) + g.s(string.ascii_lowercase + string.digits, 8)
    t = f"$ snmpwalk -v2c -c {c} 10.50.{R.randint(1, 254)}.{R.randint(1, 254)} 1.3.6.1.2.1.33.1.2\nUPS-MIB::upsBatteryStatus.0 = INTEGER: batteryNormal(2)\nUPS-MIB::upsEstimatedMinutesRemaining.0 = INTEGER: 41"
    return "name-context", t, [c]


def s_snmpv3():
    a, p = g.s(B62, 16), g.s(B62, 16)
    t = f"snmp-server user bmsmon bmsgroup v3 auth sha {a} priv aes 128 {p}"
    return "name-context", t, [a, p]


def s_knx_keyring():
    k, p = g.b64(16), secretish()
    t = f"<Keyring Project=\"{R.choice(SITES)}\" CreatedBy=\"ETS 6.2\">\n  <Backbone MulticastAddress=\"224.0.23.12\" Key=\"{k}\" Latency=\"1000\" />\n  <Interface Type=\"Tunneling\" Host=\"1.1.250\" UserID=\"2\" Password=\"{p}\" />\n</Keyring>"
    return "name-context", t, [k, p]


def s_hook_env():
    p, k = secretish(), g.s(B62, 32)
    out = f"BACNET_DEVICE_ID=260001\nJACE_USER=integrator\nJACE_PASSWORD={p}\nTWIN_API_KEY={k}\nLOG_LEVEL=info\n"
    return "name-context", hook("cat .env", out), [p, k]


def s_self_id():
    label, tok, sec = g.self_identifying()
    t = f"# notifications from the BMS alarm router\nnotify:\n  provider: {label}\n  credential: \"{tok}\"\n  on: [critical_alarm, comm_loss]\n"
    return "self-identifying", t, [sec]


def s_git_clone():
    tok = R.choice([g.gh_classic, g.gitlab])()
    t = f"$ git remote -v\norigin\thttps://bms-ci:{tok}@gitlab.facilities.example/controls/ahu-sequences.git (fetch)\norigin\thttps://bms-ci:{tok}@gitlab.facilities.example/controls/ahu-sequences.git (push)"
    return "self-identifying", t, [tok]


def s_chat():
    p = secretish()
    t = f"hey, for the Metasys ADX at {R.choice(SITES)} the MetasysSysAgent password is {p} — the old one in the O&M manual is wrong. please change it after commissioning."
    return "name-context", t, [p]


def s_trane():
    p = secretish()
    t = f"Tracer SC+ backup restore log\n[INFO] connecting to https://tracer-sc.bldg7.internal with user=Trane_Admin password={p}\n[INFO] restore of config_2026-11-30.tsc complete"
    return "structural", t, [p]


def s_honeywell_py():
    p = secretish()
    t = f"client = EbiClient(\n    host=\"ebi-srv01\",\n    username=\"ebiapi\",\n    password=\"{p}\",\n    verify_ssl=False,\n)\npoints = client.read_points(['AHU01.SAT', 'AHU01.RAT'])"
    return "name-context", t, [p]


def s_node_red():
    p = secretish()
    t = json.dumps({"id": g.hexs(16), "type": "modbus-client", "name": "EM Plant 3", "tcpHost": "10.60.1.20", "tcpPort": "502",
                    "credentials": {"user": "node", "password": p}}, indent=2)
    return "structural", t, [p]


def s_home_asst_token():
    tok = g.jwt()
    t = f"rest_command:\n  lobby_scene:\n    url: https://ha.office.internal/api/services/scene/turn_on\n    headers:\n      authorization: \"Bearer {tok}\"\n"
    return "self-identifying", t, [tok]


def s_ssh_bms():
    p = secretish()
    t = f"$ sshpass -p '{p}' ssh root@10.40.{R.randint(1, 254)}.{R.randint(1, 254)} 'cat /etc/bacnet/device.conf'\ndevice_instance=260{R.randint(100, 999)}\nnetwork=2001"
    return "structural", t, [p]


def s_k8s():
    p = secretish()
    b = base64.b64encode(p.encode()).decode()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: twin-ingest-modbus\nstringData: {{}}\ndata:\n  MODBUS_GATEWAY_PASSWORD: {b}\n"
    return "name-context", t, [b]


def s_traceback():
    p = secretish()
    t = f"Traceback (most recent call last):\n  File \"collector.py\", line 88, in poll\n    conn = pymssql.connect(server='EMS-SQL', user='ems_reader', password='{p}', database='EnergyData')\npymssql._pymssql.OperationalError: (20009, b'DB-Lib error message 20009, severity 9')"
    return "structural", t, [p]


def s_wireless_lock():
    k = g.hexs(32).upper()
    t = f"# Salto / wireless lock gateway provisioning\nsite_key_hex = {k}\ngateway_ip = 10.70.2.15\nencoder = USB-ENC-01\n"
    return "name-context", t, [k]


def s_sendgrid_alert():
    k = g.sendgrid()
    t = f"ALARM_MAIL_FROM=bms-alarms@facilities.example\nSENDGRID_API_KEY={k}\nALARM_MAIL_TO=fm-duty@facilities.example\n"
    return "self-identifying", t, [k]


def s_bacnet_py():
    p = secretish()
    t = f"$ python bacnet_sc_join.py --hub wss://bacnet-hub.internal:443 --device 260015 --cert dev.pem --key dev.key --key-password '{p}'\nJoined hub, VMAC 4a:1f:22:10:0e:7c"
    return "structural", t, [p]


def s_yaml_siemens():
    p = secretish()
    t = f"desigo_cc:\n  api: https://desigocc.hq.internal/WSI/api\n  username: WSI_Client\n  password: '{p}'\n  subscriptions:\n    - System1.ManagementView:ManagementView.FieldNetworks.BACnet\n"
    return "name-context", t, [p]


SECRET_T = [s_niagara, s_niagara_url, s_bacnet_sc, s_modbus_gw, s_ewon, s_mqtt_meter, s_elevator_api, s_access_panel, s_access_db,
            s_installer_code, s_brivo, s_verkada_like, s_digital_twin, s_willow, s_energy_portal, s_shelly, s_fm_ticket,
            s_servicenow, s_influx_bms, s_pg_history, s_snmp_ups, s_snmpv3, s_knx_keyring, s_hook_env, s_self_id, s_git_clone,
            s_chat, s_trane, s_honeywell_py, s_node_red, s_home_asst_token, s_ssh_bms, s_k8s, s_traceback, s_wireless_lock,
            s_sendgrid_alert, s_bacnet_py, s_yaml_siemens]


def c_bacnet_scan():
    rows = "\n".join(f"10.40.{R.randint(1, 254)}.{R.randint(1, 254)}:47808  {R.randint(260000, 269999)}  {R.choice(['Distech ECY-303', 'Tridium JACE-8000', 'Siemens PXC7', 'Honeywell Spyder'])}" for _ in range(4))
    return f"$ bacnet-whois --net 2001\naddress              device   model\n{rows}"


def c_modbus_read():
    return f"$ mbpoll -a 1 -r 3000 -c 4 -t 4:float 10.60.1.20\n[3000]: \t{R.uniform(220, 240):.2f}\n[3002]: \t{R.uniform(220, 240):.2f}\n[3004]: \t{R.uniform(220, 240):.2f}\n[3006]: \t{R.uniform(40, 60):.2f}"


def c_env_example():
    return "# .env.example\nJACE_USER=integrator\nJACE_PASSWORD=<set-in-vault>\nTWIN_API_KEY=${TWIN_API_KEY}\nMODBUS_GATEWAY_PASSWORD=\nELEVATOR_CLIENT_SECRET=your-client-secret-here\n"


def c_om_manual():
    return "5.2 Default credentials\nThe controller ships with user `admin` and password `changeme`. The commissioning engineer must change it on first login; the BMS will refuse to connect while the default is set."


def c_haystack():
    return json.dumps({"meta": {"ver": "3.0"}, "rows": [{"id": f"r:{g.hexs(8)}-{g.hexs(8)}", "dis": "AHU-1 Discharge Air Temp", "point": "m:", "sensor": "m:", "curVal": f"n:{R.uniform(12, 16):.1f} °C"}]}, indent=1)


def c_ticket():
    return f"WO-{R.randint(10000, 99999)}  {R.choice(['Lift 2 stuck at L3, door zone fault', 'Card reader at loading dock offline', 'Chiller 2 low suction pressure alarm', 'Meter EM-412 not reporting since Friday'])}\nAssigned: {R.choice(['M. Osei', 'J. Novak', 'P. Ruiz'])}  Priority: P{R.randint(1, 4)}\nAsset tag: {g.hexs(12).upper()}"


def c_twin_ids():
    return f"dtmi:com:acme:building:Room;{R.randint(1, 5)}  twin id {g.uuid()}  etag W/\"{g.uuid()}\"  modelId dtmi:digitaltwins:rec_3_3:core:Space;1"


def c_cert_fp():
    return f"$ openssl x509 -in hub.crt -noout -fingerprint -sha256\nsha256 Fingerprint={':'.join(g.hexs(2).upper() for _ in range(32))}"


def c_pubkey():
    return f"-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----"


def c_git_log():
    return "$ git log --oneline -3\n" + "\n".join(f"{g.hexs(7)} {m}" for m in R.sample(["AHU seq: add economiser lockout at 24C", "fix modbus word order for EM-4xx", "knx: rename group addresses floor 3", "twin: map VAV boxes to rooms", "alarm: debounce comm loss 120s"], 3))


def c_chat():
    return R.choice(["The installer code for the Galaxy panels is in the safe, not in Teams. Ask security if you need it.",
                     "Lift 3 modernisation starts Monday; KONE will take the group controller offline 07:00-12:00.",
                     "Trend export is attached, sha1 is in the filename. The meter ids are the MPANs, not secrets.",
                     "We should rotate the JACE passwords after the contractor leaves — tracking in FAC-212."])


def c_knx_placeholder():
    return "<Keyring Project=\"Demo\" CreatedBy=\"ETS 6.2\">\n  <Backbone MulticastAddress=\"224.0.23.12\" Key=\"***\" Latency=\"1000\" />\n  <!-- keys are exported separately; never commit the .knxkeys file -->\n</Keyring>"


def c_log():
    return f"2026-12-03 07:41:09 [lenel-sync] synced {R.randint(100, 900)} cardholders, {R.randint(1, 30)} badges disabled\n2026-12-03 07:41:10 [lenel-sync] badge {R.randint(10**9, 10**10 - 1)} → door 'Main Entry' granted\n2026-12-03 07:41:11 [lenel-sync] next run in 900s"


def c_meter_ids():
    return f"MPAN {R.randint(10**12, 10**13 - 1)}  MPRN {R.randint(10**8, 10**9)}  serial {g.s(UPPER + string.digits, 10)}  reading {R.randint(10000, 99999)} kWh"


def c_hook():
    return hook("snmpget -v3 -l authPriv -u bmsmon -a SHA -A \"$SNMP_AUTH\" -x AES -X \"$SNMP_PRIV\" ups01 sysUpTime.0", "DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (91234500) 10 days, 13:25:45.00")


def c_yaml_ref():
    return "desigo_cc:\n  api: https://desigocc.hq.internal/WSI/api\n  username: WSI_Client\n  password: !vault secret/bms/desigo#password\n"


def c_qr():
    return f"<img alt=\"asset QR AHU-{R.randint(1, 20)}\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGQAAABk{g.b64(80)}\">"


def c_firmware():
    return f"firmware ECY-303_v{R.randint(1, 9)}.{R.randint(0, 20)}.bin\n  sha256 {g.sha256()}\n  signed by Distech Controls (key id {g.hexs(16).upper()})"


def c_docs():
    return "### Connecting to the twin API\n\n```bash\nexport TWIN_TOKEN=$(az account get-access-token --resource https://digitaltwins.azure.net --query accessToken -o tsv)\ncurl -H \"Authorization: Bearer $TWIN_TOKEN\" \"$TWIN_URL/models?api-version=2023-10-31\"\n```"


CLEAN_T = [c_bacnet_scan, c_modbus_read, c_env_example, c_om_manual, c_haystack, c_ticket, c_twin_ids, c_cert_fp, c_pubkey, c_git_log,
           c_chat, c_knx_placeholder, c_log, c_meter_ids, c_hook, c_yaml_ref, c_qr, c_firmware, c_docs]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets, clean = [], []
    for i in range(250):
        fn = SECRET_T[i] if i < len(SECRET_T) else R.choice(SECRET_T)
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    for i in range(100):
        fn = CLEAN_T[i] if i < len(CLEAN_T) else R.choice(CLEAN_T)
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": fn()})
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
