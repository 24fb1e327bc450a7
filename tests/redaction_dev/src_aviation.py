"""Blind redaction source "aviation": airline and airport IT.

Flight operations and crew-scheduling systems, ACARS / flight-data feeds, airport baggage and gate systems,
GDS/NDC booking APIs (Amadeus, Sabre), maintenance tracking, drone fleet platforms — as configs, commands, logs,
tracebacks, chat and agent hook payloads. Written blind by "corpora" on 2026-12-03 (it read neither the rules
nor their results). Every value is random and made up. Seeded: rerunning writes aviation_secrets.jsonl and
aviation_clean.jsonl byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, Gen  # noqa: E402

FAMILY = "aviation"
g = Gen(290301)
R = g.r
LOW = string.ascii_lowercase
DIG = string.digits

AIRPORTS = ["FRA", "ZRH", "LHR", "ORD", "SIN", "GRU", "YYZ", "CPH", "DXB", "MEX", "NRT", "AKL", "JNB", "BOG"]
CARRIERS = ["LX", "EW", "QF", "TK", "AV", "AC", "SK", "NZ", "ET", "VY"]
HOSTS = ["flightops", "crewsched", "acars-gw", "bhs-sort", "gate-mgr", "mro-track", "ndc-proxy", "fdm-ingest",
         "dronefleet", "aodb", "dcs-api", "loadctl"]
DOMAINS = ["ops.skyline-air.example", "it.alpinejet.example", "airport-bhs.example.net", "corp.northwind-aero.example",
           "mro.condorline.example", "fleet.skyhopper.example"]
USERS = ["svc_crew", "ops_sync", "acars", "bhs_plc", "mro_api", "fdm_loader", "dispatch", "gatebot", "sabre_ws",
         "amadeus_ws", "dronectl", "loadsheet"]


def host():
    return f"{g.pick(HOSTS)}{R.randint(1, 9)}.{g.pick(DOMAINS)}"


def flight():
    return f"{g.pick(CARRIERS)}{R.randint(10, 2999)}"


def tail():
    return g.pick(["HB-J", "D-A", "VH-O", "TC-L", "C-F", "OY-K", "ZK-N"]) + g.s(string.ascii_uppercase, 2)


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def secret():
    """Passwords as this domain has them: vendor-issued strings, passphrases, legacy shorts, PINs, hex keys."""
    k = R.randint(0, 9)
    if k <= 2:
        return g.pw()
    if k == 3:
        return "-".join(g.pick(["runway", "jetway", "cargo", "taxi", "apron", "pushback", "cockpit", "holding",
                                "deicing", "tailwind", "stopbar", "glide"]) for _ in range(3)) + str(R.randint(1, 99))
    if k == 4:
        return g.pick(["crew", "ops", "Bhs", "acars", "Gate", "mro", "Dispatch"]) + str(R.randint(2015, 2026)) + g.pick(["", "!", "#", "."])
    if k == 5:
        return g.hexs(g.pick([32, 48, 64]))
    if k == 6:
        return g.s(string.ascii_uppercase + DIG, 8) + "-" + g.s(string.ascii_uppercase + DIG, 8)
    if k == 7:
        return g.b64(g.pick([24, 32])).rstrip("=")
    if k == 8:
        return g.s(B62, R.randint(10, 14)) + g.pick(["$", "%", "&", "@", "+"]) + g.s(DIG, 2)
    return "WS" + g.s(B62, 6) + str(R.randint(100, 999))


def pin():
    return str(R.randint(100000, 99999999))


def hook(cmd, stdout):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd, "description": "inspect ops config"},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


# ---------------------------------------------------------------- secret texts
def s_amadeus_env():
    k, s = g.s(B62, 32), g.s(B62, 16)
    t = f"# .env — flight search service\nAMADEUS_HOSTNAME=test\nAMADEUS_CLIENT_ID={k}\nAMADEUS_CLIENT_SECRET={s}\nDEFAULT_CURRENCY=EUR\n"
    return "name-context", t, [s]


def s_sabre_soap():
    p = secret()
    u = R.randint(1000, 9999)
    t = (f'<SOAP-ENV:Header>\n  <eb:MessageHeader eb:version="1.0">\n    <eb:CPAId>{g.s(string.ascii_uppercase, 4)}</eb:CPAId>\n'
         f'  </eb:MessageHeader>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>{u}</wsse:Username>\n'
         f'      <wsse:Password>{p}</wsse:Password>\n      <Organization>{g.s(string.ascii_uppercase, 4)}</Organization>\n'
         f'      <Domain>DEFAULT</Domain>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</SOAP-ENV:Header>')
    return "structural", t, [p]


def s_sabre_token():
    tok = "T1RLAQ" + g.s(B62 + "+/", 140)
    t = f"$ curl -s https://api.cert.platform.sabre.example/v1/offers/shop -H 'Authorization: Bearer {tok}' -H 'Content-Type: application/json' -d @bfm.json | jq .groupedItineraryResponse.statistics\n{{\n  \"itineraryCount\": {R.randint(10, 200)}\n}}"
    return "structural", t, [tok]


def s_acars_yaml():
    p = secret()
    t = (f"acars:\n  provider: {g.pick(['arinc', 'sita'])}\n  ground_station: {g.pick(AIRPORTS)}\n  mq:\n    host: {host()}\n"
         f"    port: 5671\n    username: {g.pick(USERS)}\n    password: \"{p}\"\n  label_filter: [\"H1\", \"5Z\", \"80\"]\n")
    return "structural", t, [p]


def s_amqp_url():
    p = secret().replace("@", "x").replace("/", "x").replace("#", "x").replace("%", "x").replace("+", "x")
    u = g.pick(USERS)
    t = f"ACARS_BROKER_URL=amqps://{u}:{p}@{host()}:5671/acars_downlink\nACARS_PREFETCH=50"
    return "structural", t, [p]


def s_crew_properties():
    p = secret()
    t = (f"# crew-scheduling connector (Jeppesen-style roster export)\nroster.export.host={host()}\nroster.export.user={g.pick(USERS)}\n"
         f"roster.export.password={p}\nroster.export.schedule=0 15 2 * * ?\n")
    return "name-context", t, [p]


def s_jdbc():
    p = secret().replace(";", "x")
    t = f"spring.datasource.url=jdbc:sqlserver://{host()}:1433;databaseName=AODB;user=aodb_app;password={p};encrypt=true"
    return "structural", t, [p]


def s_pg_uri():
    p = g.s(B62, R.randint(12, 24))
    t = f"$ psql \"postgresql://mro_ro:{p}@{host()}:5432/maintenance?sslmode=require\" -c \"select tail, due_check from aircraft_checks where due < now() + interval '7 days';\"\n tail  | due_check\n-------+-----------\n {tail()} | A-check\n(1 row)"
    return "structural", t, [p]


def s_bhs_plc():
    p = pin()
    t = f"[BSM_INTERFACE]\nSortController={host()}\nPLCUser=maint\nPLCPassword={p}\nBSMQueue=BSM.IN.{g.pick(AIRPORTS)}\nTypeBAddress={g.pick(AIRPORTS)}BSXH\n"
    return "name-context", t, [p]


def s_drone_key():
    k = g.s(B62, 40)
    t = f"from dronefleet_sdk import FleetClient\n\nclient = FleetClient(\n    org=\"{g.pick(['skyhopper', 'aerosurvey', 'powerline-inspect'])}\",\n    api_key=\"{k}\",\n    region=\"eu-1\",\n)\nfor d in client.drones.list(status=\"ready\"):\n    print(d.serial, d.battery)"
    return "name-context", t, [k]


def s_dji_secret():
    a, s = g.hexs(32), g.hexs(32)
    t = f"<!-- AndroidManifest fragment, internal drone inspection app -->\n<meta-data android:name=\"com.dji.sdk.API_KEY\" android:value=\"{g.hexs(24)}\"/>\n<!-- flight log upload -->\n<meta-data android:name=\"fleet.upload.app_secret\" android:value=\"{s}\"/>"
    return "name-context", t, [s]


def s_self_id():
    name, tok, sec = g.self_identifying()
    ctx = R.randint(0, 3)
    if ctx == 0:
        t = f"# ops-dashboard deploy notes\nexport {name.upper()}_TOKEN={tok}\n./deploy.sh --env prod --station {g.pick(AIRPORTS)}"
    elif ctx == 1:
        t = hook(f"grep -rn {name} config/", f"config/notify.yaml:7:  {name}_token: {tok}\n")
    elif ctx == 2:
        t = f"@{g.pick(['marta', 'kenji', 'oluwa', 'pieter'])} the delay-notification bot stopped posting after the rotation, it still has {tok} in the helm values for {flight()} alerts"
    else:
        t = f"[{ts()}] WARN irops-notifier: retrying with credential {tok} (attempt 3/5)"
    return "self-identifying", t, [sec]


def s_pem():
    block, line = g.pem()
    t = f"$ cat /etc/acars-gw/certs/client.key\n{block}\n$ openssl x509 -in /etc/acars-gw/certs/client.crt -noout -subject\nsubject=CN = acars-gw.{g.pick(DOMAINS)}"
    return "self-identifying", t, [line]


def s_ndc_header():
    k = g.s(B62, 32)
    t = f"POST /ndc/21.3/AirShopping HTTP/1.1\nHost: ndc.{g.pick(DOMAINS)}\nContent-Type: application/xml\nX-Api-Key: {k}\nAccept-Encoding: gzip\n\n<IATA_AirShoppingRQ xmlns=\"http://www.iata.org/IATA/2015/EASD/00/IATA_OffersAndOrdersMessage\">"
    return "structural", t, [k]


def s_gds_query():
    k = g.s(LOW + DIG, 24)
    t = f"[{ts()}] INFO  fare-cache GET https://fares.{g.pick(DOMAINS)}/v2/availability?origin={g.pick(AIRPORTS)}&destination={g.pick(AIRPORTS)}&date=2026-12-18&access_token={k} -> 200 ({R.randint(80, 900)} ms)"
    return "structural", t, [k]


def s_amadeus_oauth_curl():
    s = g.s(B62, 16)
    t = f"curl -X POST \"https://test.api.amadeus.com/v1/security/oauth2/token\" \\\n     -H \"Content-Type: application/x-www-form-urlencoded\" \\\n     -d \"grant_type=client_credentials&client_id={g.s(B62, 32)}&client_secret={s}\""
    return "structural", t, [s]


def s_traceback():
    p = secret()
    t = (f"Traceback (most recent call last):\n  File \"/opt/fdm/ingest.py\", line 88, in <module>\n    conn = ftplib.FTP_TLS('{host()}', 'qar_upload', '{p}')\n"
         f"  File \"/usr/lib/python3.11/ftplib.py\", line 738, in __init__\n    super().__init__(host, user, passwd, acct,\nTimeoutError: [Errno 110] Connection timed out")
    return "structural", t, [p]


def s_ftp_url():
    p = g.s(B62, R.randint(8, 14))
    t = f"# QAR download cron for {tail()}\n30 4 * * * wget -q -r ftp://qar:{p}@{host()}/downloads/$(date +\\%Y\\%m\\%d)/ -P /data/qar"
    return "structural", t, [p]


def s_chat_pw():
    p = secret()
    who = g.pick(["Lena", "Raj", "Tomás", "Ingrid", "Kwame", "Yuki"])
    t = f"{who}: the gate display login at {g.pick(AIRPORTS)} T2 is back, user fids_admin pw {p} — please don't change it until the vendor visit on Thursday"
    return "structural", t, [p]


def s_ticket():
    p = secret()
    t = (f"INC{R.randint(100000, 999999)} | Baggage reconciliation (BRS) sync failing at {g.pick(AIRPORTS)}\n\nVendor support asked us to reset the interface account.\n"
         f"New interface password: {p}\nPlease update brs-connector on the two standby nodes as well.")
    return "name-context", t, [p]


def s_toml():
    p = secret()
    t = f"[loadcontrol]\nendpoint = \"https://{host()}/lc/v3\"\nairline = \"{g.pick(CARRIERS)}\"\nsecret_key = \"{p}\"\ntimeout_s = 20\n"
    return "name-context", t, [p]


def s_k8s_secret():
    p = secret()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: crew-app-db\n  namespace: crew\ntype: Opaque\nstringData:\n  DB_USER: crew_app\n  DB_PASSWORD: \"{p}\"\n"
    return "name-context", t, [p]


def s_xml_conn():
    p = secret().replace(";", "").replace("&", "")
    t = f"<connectionStrings>\n  <add name=\"Fids\" connectionString=\"Server={host()};Database=FIDS;User Id=fids_svc;Password={p};\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>"
    return "structural", t, [p]


def s_hook_env():
    p, k = secret(), g.s(B62, 32)
    out = f"SABRE_PCC={g.s(string.ascii_uppercase + DIG, 4)}\nSABRE_EPR={R.randint(100000, 999999)}\nSABRE_PASSWORD={p}\nTZ=UTC\n"
    return "name-context", hook("env | grep -i sabre; echo TZ=$TZ", out), [p]


def s_ssh_sshpass():
    p = secret().replace("'", "")
    t = f"$ sshpass -p '{p}' scp ops@{host()}:/var/log/ofp/briefing_{flight()}.pdf ."
    return "structural", t, [p]


def s_webhook_sig():
    s = "whsec_" + g.s(B62, 32)
    t = f"# flight-status push subscription\nFLIGHTSTATUS_WEBHOOK_URL=https://hooks.{g.pick(DOMAINS)}/fs\nFLIGHTSTATUS_WEBHOOK_SECRET={s}\n"
    return "name-context", t, [s]


def s_ini_multi():
    p1, p2 = secret(), secret()
    t = f"[efb]\nsync_url = https://{host()}/efb\nsync_user = efb_{g.pick(CARRIERS).lower()}\nsync_pass = {p1}\n\n[weather]\nprovider = metar-proxy\nmetar_key = {p2}\n"
    return "name-context", t, [p1, p2]


def s_basic_auth():
    import base64 as _b
    u, p = g.pick(USERS), g.s(B62, 14)
    enc = _b.b64encode(f"{u}:{p}".encode()).decode()
    t = f"> GET /aodb/api/flights?station={g.pick(AIRPORTS)} HTTP/1.1\n> Host: {host()}\n> Authorization: Basic {enc}\n> User-Agent: curl/8.5.0\n>\n< HTTP/1.1 200 OK"
    return "structural", t, [enc]


def s_mqtt_drone():
    p = secret()
    t = f"$ mosquitto_sub -h {host()} -p 8883 --capath /etc/ssl/certs -u uav-telemetry -P '{p}' -t 'fleet/+/telemetry' -C 1\n{{\"serial\":\"{g.s(string.ascii_uppercase + DIG, 14)}\",\"alt_m\":{R.randint(20, 120)},\"bat\":{R.randint(20, 99)}}}"
    return "structural", t, [p]


def s_go_const():
    k = g.hexs(64)
    t = f"package acarsenc\n\n// key shared with the ground station for ACARS message authentication\nconst hmacKeyHex = \"{k}\"\n"
    return "name-context", t, [k]


def s_compose():
    p = secret()
    t = f"services:\n  mro-db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: amos\n      POSTGRES_PASSWORD: {p}\n    volumes:\n      - mro-data:/var/lib/postgresql/data\n"
    return "name-context", t, [p]


def s_aws_pair():
    a, s = g.aws_akid(), g.aws_secret()
    t = f"[fdm-archive]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n"
    return "self-identifying", t, [a, s]


def s_powershell():
    p = secret().replace('"', "")
    t = f"PS C:\\ops> $cred = New-Object PSCredential('CORP\\svc_gatemgr', (ConvertTo-SecureString \"{p}\" -AsPlainText -Force))\nPS C:\\ops> Invoke-Command -ComputerName {host()} -Credential $cred {{ Restart-Service GateAllocation }}"
    return "structural", t, [p]


SECRET_T = [s_amadeus_env, s_sabre_soap, s_sabre_token, s_acars_yaml, s_amqp_url, s_crew_properties, s_jdbc, s_pg_uri,
            s_bhs_plc, s_drone_key, s_dji_secret, s_self_id, s_pem, s_ndc_header, s_gds_query, s_amadeus_oauth_curl,
            s_traceback, s_ftp_url, s_chat_pw, s_ticket, s_toml, s_k8s_secret, s_xml_conn, s_hook_env, s_ssh_sshpass,
            s_webhook_sig, s_ini_multi, s_basic_auth, s_mqtt_drone, s_go_const, s_compose, s_aws_pair, s_powershell,
            s_self_id, s_self_id]


# ---------------------------------------------------------------- clean texts
def c_metar():
    return f"METAR {g.pick(['LSZH', 'EDDF', 'EGLL', 'KORD'])} {R.randint(10, 28)}{R.randint(10, 23)}50Z {R.randint(100, 360):03d}{R.randint(3, 25):02d}KT 9999 FEW{R.randint(10, 40):03d} {R.randint(-5, 25):02d}/{R.randint(-9, 10):02d} Q{R.randint(990, 1035)} NOSIG"


def c_acars_msg():
    return f"QU {g.pick(AIRPORTS)}OPXH\n.DDLXCXA {R.randint(100000, 999999)}\nOOI\n{flight()}/{R.randint(1, 28):02d} {g.pick(AIRPORTS)} {g.pick(AIRPORTS)} OUT {R.randint(0, 23):02d}{R.randint(0, 59):02d} OFF {R.randint(0, 23):02d}{R.randint(0, 59):02d}\nMSN {g.hexs(8).upper()}"


def c_env_placeholder():
    return f"# copy to .env and fill in ({g.pick(HOSTS)} service)\n" + "AMADEUS_CLIENT_ID=<your-client-id>\nAMADEUS_CLIENT_SECRET=<your-client-secret>\nSABRE_PASSWORD=${SABRE_PASSWORD}\nACARS_BROKER_URL=amqps://user:password@localhost:5671/acars\n"


def c_bsm():
    return f"BSM\n.V/1L{g.pick(AIRPORTS)}\n.F/{flight()}/{R.randint(1, 28):02d}DEC/{g.pick(AIRPORTS)}/Y\n.N/{R.randint(10, 99)}{R.randint(10000000, 99999999)}001\n.P/{g.pick(['MUELLER/ANNA', 'OKAFOR/JOHN', 'TANAKA/EMI'])}\nENDBSM"


def c_sha():
    return f"$ sha256sum navdata_AIRAC_{R.randint(2601, 2613)}.zip\n{g.sha256()}  navdata_AIRAC_{R.randint(2601, 2613)}.zip\n$ git log -1 --format=%H\n{g.sha1()}"


def c_uuid_log():
    return f"[{ts()}] INFO crew-sync roster published pairing_id={g.uuid()} crew_count={R.randint(2, 14)} base={g.pick(AIRPORTS)} request_id={g.hexs(32)}"


def c_k8s_secretref():
    return f"# {g.pick(HOSTS)} deployment\n" + "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: crew-app-db\n        key: DB_PASSWORD\n  - name: AMADEUS_CLIENT_SECRET\n    valueFrom:\n      secretKeyRef: {name: amadeus, key: client_secret}\n"


def c_pnr():
    return f"RP/{g.pick(AIRPORTS)}1A0980/\n  1.{g.pick(['SMITH/JANE MRS', 'NGUYEN/AN MR'])}\n  2  {flight()} Y {R.randint(1, 28):02d}DEC 4 {g.pick(AIRPORTS)}{g.pick(AIRPORTS)} HK1  0905 1130  *1A/E*\n  3 AP {g.pick(AIRPORTS)} +41 44 000 00 00\n  4 TK OK{R.randint(1, 28):02d}NOV/{g.pick(AIRPORTS)}1A0980\nREC LOC {g.s(string.ascii_uppercase + DIG, 6)}"


def c_tail_table():
    rows = "\n".join(f"{tail()}  {g.pick(['A320', 'A321neo', 'B789', 'E195'])}  MSN {R.randint(1000, 9999)}  ICAO24 {g.hexs(6)}" for _ in range(4))
    return f"$ ./fleet list --active\nREG      TYPE     MSN       ICAO24\n{rows}"


def c_ssh_pub():
    return f"# authorized key for the ACARS gateway deploy user\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} deploy@acars-gw"


def c_docs_changeme():
    return f"## Local setup\n\nThe dev compose file starts the {g.pick(['MRO', 'crew', 'AODB', 'FIDS'])} database on port {R.randint(5432, 5499)} with user `amos` and password `changeme`.\nNever use these values outside your laptop; staging and production read `MRO_DB_PASSWORD` from Vault."


def c_base64_img():
    return f"<img alt=\"airline logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ{g.b64(60)}\" />"


def c_chat_rotate():
    return f"{g.pick(['Lena', 'Raj', 'Ingrid'])}: rotated the Sabre EPR password this morning, new one is in 1Password under 'Sabre CERT {g.pick(AIRPORTS)}'. ping me if the shopping job fails."


def c_drone_serial():
    return f"{{\"drone\": {{\"serial\": \"{g.s(string.ascii_uppercase + DIG, 14)}\", \"remote_id\": \"{g.s(string.ascii_uppercase + DIG, 20)}\", \"firmware\": \"v{R.randint(1, 9)}.{R.randint(0, 9)}.{R.randint(0, 99)}\", \"session\": \"{g.uuid()}\"}}}}"


def c_mro_wo():
    return f"WO-{R.randint(100000, 999999)} {tail()} TASK {R.randint(20, 80)}-{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(200, 299)} 'Inspect MLG torque links' status=OPEN due={R.randint(1, 28):02d}DEC26 station={g.pick(AIRPORTS)}"


def c_hook_clean():
    return hook("cat config/gds.yaml", f"gds:\n  provider: amadeus\n  host: test.api.amadeus.com\n  client_id: ${{AMADEUS_CLIENT_ID}}\n  client_secret: ${{AMADEUS_CLIENT_SECRET}}\n  office_id: {g.pick(AIRPORTS)}1A0980\n")


def c_etag():
    return f"< HTTP/2 200\n< content-type: application/json\n< etag: \"{g.hexs(32)}\"\n< x-request-id: {g.uuid()}\n< x-ratelimit-remaining: {R.randint(1, 500)}"


def c_ofp():
    return f"OFP {flight()} {g.pick(AIRPORTS)}-{g.pick(AIRPORTS)} {tail()}\nTRIP FUEL {R.randint(3000, 60000)} KG  ALTN {g.pick(AIRPORTS)}  CI {R.randint(10, 80)}\nDOC ID {g.hexs(16).upper()}  CRC {g.hexs(8).upper()}"


def c_traceback_clean():
    return f"Traceback (most recent call last):\n  File \"/opt/bhs/sorter.py\", line 41, in route\n    chute = plan[tag.destination]\nKeyError: '{g.pick(AIRPORTS)}'\ntag={R.randint(10, 99)}{R.randint(10000000, 99999999)}"


def c_pgp_pub():
    return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(g.b64(48) for _ in range(4)) + "\n=" + g.s(B62, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"


def c_ssr():
    return f"SSR DOCS {g.pick(CARRIERS)} HK1 P/CHE/X{R.randint(1000000, 9999999)}/CHE/{R.randint(1, 28):02d}MAR85/F/{R.randint(1, 28):02d}JAN31/MEIER/ANNA\nSSR TKNE {g.pick(CARRIERS)} HK1 {R.randint(100, 999)}{R.randint(1000000000, 9999999999)}C1"


CLEAN_T = [c_metar, c_acars_msg, c_env_placeholder, c_bsm, c_sha, c_uuid_log, c_k8s_secretref, c_pnr, c_tail_table,
           c_ssh_pub, c_docs_changeme, c_base64_img, c_chat_rotate, c_drone_serial, c_mro_wo, c_hook_clean, c_etag,
           c_ofp, c_traceback_clean, c_pgp_pub, c_ssr]


def main():
    out = Path(__file__).resolve().parent
    secrets = []
    for i in range(250):
        cls, text, vals = SECRET_T[i % len(SECRET_T)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean = [{"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN_T[i % len(CLEAN_T)]()} for i in range(100)]
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
