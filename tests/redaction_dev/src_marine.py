"""Redaction source "marine": maritime and shipping operations (AIS data services, vessel tracking and fleet
portals, port community systems, bunker and crew-management software, satellite-link terminals).

Written blind by the helper "corpora5" on 2026-12-03 (round 27); it read no rules, results or issues.
Every value is random and made up. Seeded: rerunning writes marine_secrets.jsonl and marine_clean.jsonl byte-identically.
"""
import json, string
from pathlib import Path
from _tokens import Gen

FAM = "marine"
g = Gen(2712701)
r = g.r
LOW = string.ascii_lowercase

def vpw():
    k = r.randint(0, 6)
    if k == 0: return g.human_pw()
    if k == 1: return g.s(string.ascii_letters + string.digits, r.choice([8, 10, 12]))
    if k == 2: return "-".join(r.choice(["anchor", "bollard", "hawser", "keel", "bosun", "tide", "ballast", "mooring", "sextant", "lee"]) for _ in range(3)) + str(r.randint(1, 99))
    if k == 3: return g.hexs(32)
    if k == 4: return r.choice(["Vessel", "Harbour", "Pilot", "Cargo", "Reefer"]) + str(r.randint(100, 9999)) + r.choice(["!", "#", "@"])
    if k == 5: return str(r.randint(100000, 99999999))
    return g.machine_pw()

def imo(): return "IMO " + str(r.randint(9100000, 9899999))
def mmsi(): return str(r.choice([211, 219, 235, 244, 257, 311, 477, 538, 563, 636])) + str(r.randint(100000, 999999))
SHIPS = ["NORDIC STAR", "MAERSK KALMAR", "CAPE HORN TRADER", "STELLA MARIS", "OCEAN PIONEER", "BALTIC SPIRIT", "PACIFIC JADE"]
PORTS = ["NLRTM", "DEHAM", "SGSIN", "BEANR", "USHOU", "NOOSL", "GBFXT", "ESALG"]
HOSTS = ["ais-feed.fleetops.example", "pcs.portbridge.example", "crew.seahands.example", "bunker-api.fuelmate.example", "vsat-gw.bluewave.example", "tracking.shipnet.example"]

def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})

S = []
def t_ais_env():
    k = g.hexs(40); return "name-context", f"# .env for ais-ingest\nAIS_STREAM_URL=wss://stream.aisfeed.example/v2/positions\nAIS_API_KEY={k}\nAIS_BBOX=51.8,3.9,52.1,4.6\nLOG_LEVEL=info\n", [k]
def t_ais_query():
    k = g.s(string.ascii_letters + string.digits, 32); return "structural", f"$ curl -s 'https://api.vesseltrack.example/v1/vessel?mmsi={mmsi()}&userkey={k}&format=json' | jq '.data[0].speed'\n11.4", [k]
def t_pcs_props():
    p = vpw(); u = r.choice(["agent_rtm", "pcs_client07", "edi_user"]); return "name-context", f"# portbridge-connector.properties\npcs.endpoint=https://{HOSTS[1]}/edi/iftmin\npcs.username={u}\npcs.password={p}\npcs.senderId=NL{r.randint(100000,999999)}\n", [p]
def t_sftp_url():
    p = vpw(); return "structural", f"edi:\n  inbound: sftp://baplie_in:{p}@edi.terminal-{r.choice(PORTS).lower()}.example:22/inbox/baplie\n  poll_seconds: 120\n", [p]
def t_bunker_json():
    k = g.b64url(30); return "name-context", json.dumps({"bunkerApi": {"baseUrl": "https://" + HOSTS[3] + "/v3", "clientId": "fleet-" + str(r.randint(10, 99)), "clientSecret": k, "ports": r.sample(PORTS, 3)}}, indent=2), [k]
def t_crew_bearer():
    t = g.jwt(); return "self-identifying", f"POST /api/crew/assignments HTTP/1.1\nHost: {HOSTS[2]}\nAuthorization: Bearer {t}\nContent-Type: application/json\n\n{{\"vessel\": \"{imo()}\", \"rank\": \"2/O\"}}", [t]
def t_vsat_cli():
    p = vpw(); return "structural", hook(f"sshpass -p '{p}' ssh admin@192.168.100.1 'show modem status'", f"Modem: iDirect X7\nRx SNR: {r.randint(6,14)}.{r.randint(0,9)} dB\nState: IN NETWORK"), [p]
def t_vsat_cfg():
    p = vpw(); return "name-context", f"[terminal]\nmodel = Cobham SAILOR 900\nweb_admin_user = admin\nweb_admin_pass = {p}\nbeam_id = {r.randint(1,80)}\n", [p]
def t_fleet_yaml():
    k = g.s(string.ascii_letters + string.digits, 40); return "name-context", f"fleet_portal:\n  url: https://{HOSTS[5]}\n  api_token: {k}\n  vessels:\n    - {imo()}\n    - {imo()}\n", [k]
def t_pg_noon():
    p = vpw(); return "structural", f"NOON_REPORT_DB=postgresql://noon_writer:{p}@db.fleetperf.internal:5432/noon_reports?sslmode=require", [p]
def t_self():
    name, tok, sec = g.self_identifying(); return "self-identifying", f"# ops/vessel-sync/README.md (draft, do not commit)\nThe sync job posts alerts via {name}; current credential: {tok}\n", [sec]
def t_slack_chat():
    p = vpw(); return "name-context", f"[09:14] chief.eng: cannot log into the engine monitoring box on {r.choice(SHIPS)}\n[09:15] it.shore: use the service account, password is {p} — rotate after the drydock\n", [p]
def t_traceback():
    p = vpw(); return "structural", f"Traceback (most recent call last):\n  File \"/opt/ais/ingest.py\", line 88, in connect\n    conn = pika.BlockingConnection(pika.URLParameters('amqp://ais:{p}@mq.fleet.internal:5672/ais'))\npika.exceptions.AMQPConnectionError: Connection refused\n", [p]
def t_pem():
    block, line = g.pem(); return "self-identifying", f"$ cat /etc/vsat/ssl/terminal.key\n{block}\n", [line]
def t_kpler():
    k = g.hexs(64); return "structural", f"import requests\nr = requests.get('https://api.cargoflows.example/v1/voyages', headers={{'X-Api-Key': '{k}'}}, params={{'imo': {imo().split()[1]}}})\n", [k]
def t_ecdis():
    p = str(r.randint(1000, 999999)); return "name-context", f"ECDIS chart update procedure ({r.choice(SHIPS)})\n1. Insert USB with weekly AVCS permits\n2. Maintenance login PIN: {p}\n3. Apply updates, reboot both units\n", [p]
def t_docker():
    p = vpw(); return "name-context", f"services:\n  pcs-adapter:\n    image: registry.portbridge.example/pcs-adapter:4.2\n    environment:\n      - PCS_USER=agent_{r.choice(PORTS).lower()}\n      - PCS_PASSWORD={p}\n      - PCS_TIMEOUT=30\n", [p]
def t_mqtt():
    p = vpw(); return "structural", f"$ mosquitto_sub -h telemetry.vessel-{r.randint(1,40)}.fleet.example -u engine_ro -P '{p}' -t 'engine/+/rpm' -C 2\n{r.randint(60,110)}\n{r.randint(60,110)}", [p]
def t_ini_crew():
    p = vpw(); k = g.hexs(32); return "name-context", f"[crewing]\nserver=https://{HOSTS[2]}\nlicense_key={k}\ndb_password={p}\n", [k, p]
def t_k8s():
    s = g.b64(24); return "name-context", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ais-decoder\ntype: Opaque\nstringData:\n  AIS_PROVIDER_SECRET: \"{s}\"\n", [s]
def t_issue():
    p = vpw(); return "structural", f"### Bug: bunker delivery note upload fails\nSteps: `curl -u bdn_upload:{p} -F file=@BDN_{r.randint(1000,9999)}.pdf https://{HOSTS[3]}/bdn`\nGot 502 from the gateway.", [p]
def t_powershell():
    p = vpw(); return "name-context", f"PS C:\\Fleet> $SatPassword = '{p}'\nPS C:\\Fleet> .\\Update-Terminal.ps1 -Host 10.20.0.1 -Password $SatPassword\nFirmware 3.8.1 uploaded", [p]
def t_webhook():
    k = g.s(string.ascii_letters + string.digits, 28); return "structural", f"Geofence alert webhook: https://hooks.vesseltrack.example/notify?token={k}&zone=ECA-NorthSea", [k]
def t_log():
    k = g.b64(32); return "name-context", f"2026-12-01T04:11:09Z DEBUG port_call.sync loaded config {{'port': '{r.choice(PORTS)}', 'eta_source': 'ais', 'hmac_secret': '{k}'}}", [k]
def t_netrc():
    p = vpw(); return "structural", f"$ cat ~/.netrc\nmachine {HOSTS[0]}\n  login feedclient{r.randint(1,9)}\n  password {p}\n", [p]
T = [t_ais_env, t_ais_query, t_pcs_props, t_sftp_url, t_bunker_json, t_crew_bearer, t_vsat_cli, t_vsat_cfg, t_fleet_yaml, t_pg_noon, t_self, t_slack_chat, t_traceback, t_pem, t_kpler, t_ecdis, t_docker, t_mqtt, t_ini_crew, t_k8s, t_issue, t_powershell, t_webhook, t_log, t_netrc, t_self]
for i in range(250):
    S.append(T[i % len(T)]())

C = []
def c1(): return f"$ curl -s 'https://api.vesseltrack.example/v1/vessel?mmsi={mmsi()}&userkey=<your-user-key>' \n# replace <your-user-key> with the key from the portal"
def c2(): return f"{imo()}  MMSI {mmsi()}  {r.choice(SHIPS)}  SOG {r.randint(0,18)}.{r.randint(0,9)} kn  COG {r.randint(0,359)}  dest {r.choice(PORTS)}"
def c3(): return f"!AIVDM,1,1,,A,{g.s(string.ascii_uppercase + '0123456789:;<=>?@`', 28)},0*{g.hexs(2).upper()}"
def c4(): return f"pcs.username=${{PCS_USER}}\npcs.password=${{PCS_PASSWORD}}\npcs.endpoint=https://{HOSTS[1]}/edi"
def c5(): return f"BDN sha256: {g.sha256()}  BDN_{r.randint(1000,9999)}.pdf"
def c6(): return f"commit {g.sha1()}\nAuthor: ops <ops@fleet.example>\n\n    crew: rotate schedule for {r.choice(SHIPS)}"
def c7(): return f"vessel_id: {g.uuid()}\nvoyage_id: {g.uuid()}\nstatus: AT_BERTH"
def c8(): return f"# Terminal setup\nDefault web admin password is `changeme`; the installer forces you to set a new one on first login."
def c9(): return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(string.ascii_letters+string.digits, 43)} bridge-pc@{r.choice(SHIPS).split()[0].lower()}"
def c10(): return json.dumps({"tool_name": "Bash", "tool_input": {"command": "ais-decode --stats today.nmea"}, "tool_response": {"stdout": f"messages: {r.randint(10000,99999)}\ntype1: {r.randint(1000,9999)}\ncrc_errors: {r.randint(0,40)}"}})
def c11(): return f"BAPLIE container MSKU{r.randint(1000000,9999999)} bay {r.randint(1,40):02d}{r.randint(1,12):02d}{r.randint(2,90):02d} VGM {r.randint(8000,30000)} kg"
def c12(): return f"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{g.b64(30)}\" alt=\"vessel icon\">"
def c13(): return f"env:\n  CREW_API_TOKEN: ${{{{ secrets.CREW_API_TOKEN }}}}\n  FLEET_PORTAL_URL: https://{HOSTS[5]}"
def c14(): return f"Noon report {r.choice(SHIPS)}: ME cons {r.randint(20,60)}.{r.randint(0,9)} t HFO, ROB {r.randint(300,2000)} t, checksum {g.hexs(8)}"
def c15(): return f"Iridium IMEI {r.randint(300000000000000,300999999999999)} registered; ICCID 8988169{r.randint(100000000000,999999999999)}"
def c16(): return f"api_key: \"YOUR_API_KEY\"   # get one at https://{HOSTS[0]}/account"
Cs = [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16]
for i in range(100):
    C.append(Cs[i % len(Cs)]())

out = Path(__file__).resolve().parent
with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
    for i, (cls, text, secs) in enumerate(S, 1):
        assert all(s in text for s in secs), (i, secs)
        f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": secs}, ensure_ascii=False) + "\n")
with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
    for i, text in enumerate(C, 1):
        f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
