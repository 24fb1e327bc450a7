"""Blind redaction source "transit" (round 37, helper corpora9): public transport and rail.

GTFS/GTFS-RT feeds, SIRI/TRIAS/VDV, fare collection and ticketing back ends, AVL/CAD, operator APIs, depot systems,
journey planners. Seeded; imports only the standard library and _tokens. Every value is random and made up.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _tokens as T  # noqa: E402

FAM = "transit"
g = T.Gen(37_0001)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["tram", "viaduct", "platform", "signal", "ticket", "depot", "ferry", "tunnel", "bogie", "pantograph",
         "timetable", "junction", "gondola", "tender", "caboose", "harbour", "shuttle", "metro", "oyster", "turnstile"]
AGENCIES = ["mvt", "rta", "ctb", "gvb", "stm", "vbz", "ztm", "tmb", "septa-lab", "kvb", "hsl", "ruter", "metlink",
            "translink", "octa", "capmetro", "wmata-dev", "dart", "bvg-int", "sbb-test"]
CITIES = ["Rivermouth", "Northgate", "Lakeside", "Port Alder", "Westbrook", "Kingsford", "Eastvale", "Hollin"]


def pin(n=None):
    return g.s(DIG, n or r.choice([4, 6]))


def pw():
    k = r.randint(0, 8)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return "-".join(r.sample(WORDS, 3)) + str(r.randint(1, 99))
    if k == 2:
        return r.choice(["Bus", "Tram", "Depot", "Fare", "Rail", "Metro"]) + str(r.randint(100, 9999)) + r.choice("!#$%")
    if k == 3:
        return g.s(LOW, r.randint(4, 6)) + g.s(DIG, 2)
    if k == 4:
        return g.hexs(32)
    if k == 5:
        return g.b64(24)
    if k == 6:
        return r.choice(WORDS).capitalize() + r.choice(WORDS).capitalize() + str(r.randint(2015, 2027))
    return g.machine_pw()


def host(kind="svc"):
    return f"{kind}-{r.randint(1, 9):02d}.{r.choice(AGENCIES)}.{r.choice(['internal', 'local', 'transit.example', 'lan'])}"


def user():
    return r.choice(["avl", "gtfs_loader", "fares_app", "cad_ro", "depot_svc", "otp", "siri_sub", "ticketing",
                     "apc_ingest", "yard", "rtpi", "hastus", "giro_ro", "tvm_admin", "validator"]) + r.choice(["", "", "01", "_prod"])


S = []
C = []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


# ------------------------------------------------------------------ secrets
@sec
def env_swiftly():
    k = g.hexs(32)
    ag = r.choice(AGENCIES)
    return "name-context", f"# gtfs-rt poller\nAGENCY_KEY={ag}\nSWIFTLY_API_KEY={k}\nPOLL_INTERVAL_S=15\nFEED_URL=https://api.goswift.ly/real-time/{ag}/gtfs-rt-trip-updates\n", [k]


@sec
def tfl_url():
    aid, key = g.hexs(8), g.hexs(32)
    line = r.choice(["tube", "dlr", "overground", "elizabeth-line"])
    return "structural", f"GET https://api.tfl.gov.uk/Line/Mode/{line}/Status?app_id={aid}&app_key={key} -> 200 ({r.randint(2, 40)} ms)", [key]


@sec
def api511():
    k = g.uuid()
    return "structural", f"$ curl -s 'http://api.511.org/transit/VehicleMonitoring?api_key={k}&agency=SF&format=json' | jq '.Siri.ServiceDelivery.VehicleMonitoringDelivery.VehicleActivity | length'\n{r.randint(200, 900)}", [k]


@sec
def db_headers():
    cid, key = g.hexs(32), g.hexs(32)
    eva = r.randint(8000001, 8099999)
    return "structural", (f"curl -X GET 'https://apis.deutschebahn.com/db-api-marketplace/apis/timetables/v1/fchg/{eva}' \\\n"
                          f"  -H 'DB-Client-Id: {cid}' \\\n  -H 'DB-Api-Key: {key}' \\\n  -H 'accept: application/xml'"), [key]


@sec
def trafiklab():
    k = g.hexs(32)
    return "structural", f"resrobot = requests.get(\"https://api.resrobot.se/v2.1/trip?format=json&originId=740000001&destId=740000003&accessId={k}\")", [k]


@sec
def otp_router_config():
    k = g.s(T.B62, 32)
    return "name-context", json.dumps({"updaters": [{"type": "stop-time-updater", "frequency": "30s", "url": f"https://rt.{r.choice(AGENCIES)}.example/gtfs-rt/tripupdates",
                                                     "feedId": r.choice(AGENCIES), "headers": {"apiKey": k}}]}, indent=2), [k]


@sec
def fare_spring_yml():
    p, u = pw(), user()
    return "structural", (f"spring:\n  datasource:\n    url: jdbc:oracle:thin:@//{host('faredb')}:1521/FARES\n    username: {u}\n    password: {p}\n"
                          f"  jpa:\n    open-in-view: false\nfare:\n  clearing-window: PT24H\n"), [p]


@sec
def validator_ini():
    s = g.b64(32)
    return "name-context", (f"[device]\nid=VAL-{r.randint(1000, 9999)}\nbus={r.randint(1000, 8999)}\n\n[backend]\nurl=https://ingest.{r.choice(AGENCIES)}.example/taps\n"
                            f"shared_secret={s}\nretry=5\n\n[display]\nlang=en,es\n"), [s]


@sec
def desfire_key():
    k = g.hexs(32).upper()
    return "name-context", (f"# card personalisation profile (Calypso/DESFire EV2)\napp_aid = F{g.hexs(5).upper()}\n"
                            f"desfire_app_master_key_hex = {k}\nkey_version = {r.randint(1, 9)}\n"), [k]


@sec
def mifare_sector():
    k = g.hexs(12).upper()
    return "name-context", (f"sector_keys:\n  - sector: {r.randint(1, 15)}\n    keyA: A0A1A2A3A4A5   # MAD, public\n    keyB_write: {k}\n"), [k]


@sec
def avl_mqtt():
    p = pw()
    u = user()
    return "structural", f"AVL_BROKER_URL=mqtts://{u}:{p}@{host('broker')}:8883/vehicles/+/position", [p]


@sec
def netcloud_headers():
    k = g.hexs(40)
    ek = g.s(T.B62, 40)
    return "structural", (f"GET /api/v2/routers/?fields=id,name,state HTTP/1.1\nHost: www.cradlepointecm.com\nX-CP-API-ID: {g.hexs(8)}\n"
                          f"X-CP-API-KEY: {k}\nX-ECM-API-ID: {g.uuid()}\nX-ECM-API-KEY: {ek}\n"), [k, ek]


@sec
def swiftly_curl_auth():
    k = g.hexs(32)
    return "structural", f"curl -H \"Authorization: {k}\" \"https://api.goswift.ly/info/{r.choice(AGENCIES)}/routes?verbose=true\"", [k]


@sec
def justride_sdk():
    s = g.b64(32)
    return "name-context", (f"// mobile ticketing SDK bootstrap\nconst ticketing = new TicketingSdk({{\n  brand: \"{r.choice(AGENCIES)}\",\n"
                            f"  environment: \"production\",\n  hmacSecret: \"{s}\",\n}});\n"), [s]


@sec
def aws_gtfs_upload():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", (f"[gtfs-publisher]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-west-2\n"), [ak, sk]


@sec
def transitland():
    k = g.s(T.B62, 32)
    return "structural", f"https://transit.land/api/v2/rest/stops?served_by_onestop_ids=o-9q9-bart&apikey={k}", [k]


@sec
def gmaps_planner():
    k = g.google_api()
    return "self-identifying", f"DIRECTIONS_URL = f\"https://maps.googleapis.com/maps/api/directions/json?mode=transit&transit_mode=bus|rail&key={k}\"", [k]


@sec
def mapbox_secret():
    k = "sk.eyJ1Ijoi" + g.s(T.B62, 40) + "." + g.s(T.URLSAFE, 22)
    return "self-identifying", f"$ export MAPBOX_ACCESS_TOKEN={k}\n$ tilesets upload-source {r.choice(AGENCIES)} route-shapes shapes.geojson", [k]


@sec
def depot_appconfig():
    p = pw()
    return "name-context", (f"<appSettings>\n  <add key=\"YardGridRows\" value=\"{r.randint(8, 30)}\" />\n  <add key=\"DepotDbPassword\" value=\"{p}\" />\n"
                            f"  <add key=\"ChargerPollSeconds\" value=\"60\" />\n</appSettings>"), [p]


@sec
def depot_connstr():
    p = pw()
    return "structural", (f"\"ConnectionStrings\": {{\n  \"Yard\": \"Server={host('depotsql')};Database=YardMgmt;User Id=yard_svc;Password={p};TrustServerCertificate=True\"\n}}"), [p]


@sec
def littlepay():
    s = g.s(T.B62, 48)
    return "name-context", (f"LITTLEPAY_CLIENT_ID={g.uuid()}\nLITTLEPAY_CLIENT_SECRET={s}\nLITTLEPAY_AUDIENCE=https://api.littlepay.com\n"), [s]


@sec
def java_trace():
    p = pw()
    return "structural", (f"org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"fares\"\n"
                          f"\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n"
                          f"Caused by: datasource jdbc:postgresql://{host('fares')}:5432/fares?user=fares&password={p}&ssl=true\n"), [p]


@sec
def shell_history():
    p = pw()
    c = r.randint(0, 3)
    if c == 0:
        t = f"  512  psql \"postgresql://gtfs_loader:{p}@{host('gtfsdb')}:5432/gtfs\" -f load_stop_times.sql"
    elif c == 1:
        t = f"  88  mosquitto_sub -h {host('broker')} -p 8883 -u avl_gateway -P '{p}' -t 'fleet/+/gps' -v"
    elif c == 2:
        t = f"  204  sshpass -p '{p}' scp google_transit.zip feeds@{host('sftp')}:/incoming/"
    else:
        t = f"  1301  lftp -u partner_{r.choice(AGENCIES)},{p} sftp://{host('gtfsdrop')} -e 'put gtfs.zip; bye'"
    return "structural", t, [p]


@sec
def chat_intl():
    p = pw()
    c = r.randint(0, 4)
    t = [f"Hi Jonas, das Passwort für den VDV-453-Testserver ist jetzt {p} – bitte nicht ins Wiki.",
         f"Oye, la contraseña del servidor de recaudo quedó como {p}, la cambiamos el lunes.",
         f"Salut, mot de passe du poste SAE dépôt Nord : {p} (compte supervision).",
         f"Hoi, het wachtwoord voor de OV-chipkaart testomgeving is {p}",
         f"Hej! Lösenordet till trafikledningens databas är {p} tills vidare."][c]
    return "name-context", t, [p]


@sec
def trias_requestor():
    k = g.s(T.B62 + "-", 20)
    return "name-context", (f"<Trias version=\"1.2\" xmlns=\"http://www.vdv.de/trias\" xmlns:siri=\"http://www.siri.org.uk/siri\">\n"
                            f"  <ServiceRequest>\n    <siri:RequestorRef>{k}</siri:RequestorRef>\n    <RequestPayload><StopEventRequest>"
                            f"<Location><LocationRef><StopPointRef>de:08111:{r.randint(1, 9999)}</StopPointRef></LocationRef></Location></StopEventRequest></RequestPayload>\n  </ServiceRequest>\n</Trias>"), [k]


@sec
def bods_key():
    k = g.hexs(40)
    return "structural", f"https://data.bus-data.dft.gov.uk/api/v1/datafeed/?boundingBox=-2.93,53.37,-3.04,53.42&api_key={k}", [k]


@sec
def basic_har():
    u, p = user(), pw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", json.dumps({"request": {"method": "POST", "url": f"https://cad.{r.choice(AGENCIES)}.example/api/incidents",
                                                 "headers": [{"name": "Authorization", "value": f"Basic {b}"}, {"name": "Content-Type", "value": "application/json"}]}}, indent=1), [b]


@sec
def app_jwt():
    j = g.jwt(sub=f"rider-{r.randint(10000, 99999)}")
    return "self-identifying", f"POST /v3/wallet/top-up HTTP/2\nHost: account.{r.choice(AGENCIES)}.example\nAuthorization: Bearer {j}\nContent-Type: application/json\n\n{{\"amount\": 2000}}", [j]


@sec
def hook_payload():
    p = pw()
    cmd = f"curl -u dispatch:{p} https://cad.{r.choice(AGENCIES)}.example/api/v1/blocks?date=2026-12-0{r.randint(1, 9)}"
    return "structural", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd, "description": "list today's blocks"}}), [p]


@sec
def diff_apc():
    t = g.s(T.B62, 36)
    return "name-context", (f"--- a/config/apc.yaml\n+++ b/config/apc.yaml\n@@ -3,4 +3,5 @@ apc:\n   vendor: {r.choice(['iris', 'hella', 'dilax'])}\n"
                            f"   endpoint: https://apc.{r.choice(AGENCIES)}.example/v2\n+  apc_api_token: \"{t}\"\n   door_sensors: 2\n"), [t]


@sec
def notebook_ridership():
    p = pw()
    cell = {"cell_type": "code", "source": ["import psycopg2, pandas as pd\n", f"conn = psycopg2.connect(host='{host('dwh')}', dbname='ridership', user='analyst', password='{p}')\n",
                                            "df = pd.read_sql('select route_id, sum(boardings) from apc_daily group by 1', conn)\n"], "outputs": [], "execution_count": r.randint(1, 40)}
    return "structural", json.dumps(cell, indent=1), [p]


@sec
def k8s_otp():
    v = g.b64(30)
    return "name-context", (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: otp-graph-builder\ntype: Opaque\ndata:\n  GRAPH_BUCKET_SECRET: {v}\n"), [v]


@sec
def pem_acquirer():
    block, line = g.pem()
    return "self-identifying", f"# acquirer mTLS key for open-loop EMV taps (do not commit)\n{block}\n", [line]


@sec
def tvm_autologon():
    p = pw()
    return "name-context", (f"reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultUserName /d tvmkiosk /f\n"
                            f"reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /d {p} /f\n"), [p]


@sec
def selfid_ci():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"# publish-gtfs job ({name})\nenv:\n  TOKEN: {tok}\nsteps:\n  - run: ./scripts/validate_gtfs.sh && ./scripts/publish.sh\n", [mark]


@sec
def twilio_alerts():
    t = g.hexs(32)
    return "name-context", f"RIDER_ALERTS_SMS_FROM=+1415555{r.randint(1000, 9999)}\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_AUTH_TOKEN={t}\n", [t]


@sec
def mta_header():
    k = g.s(T.B62, 40)
    return "structural", (f"feed = requests.get(\"https://api-endpoint.mta.info/Dataservice/mtagtfsfeeds/nyct%2Fgtfs-ace\",\n"
                          f"                    headers={{\"x-api-key\": \"{k}\"}}, timeout=10)"), [k]


@sec
def hastus_sqlplus():
    p = pw()
    return "structural", f"[oracle@sched01 ~]$ sqlplus hastus/{p}@HASTUSPRD @export_blocks.sql", [p]


@sec
def avl_log():
    p = pw()
    return "structural", (f"2026-12-0{r.randint(1, 9)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)}Z INFO  AvlIngest  connecting tcp://{host('gw')}:5010 "
                          f"login=radio_gw pw={p} protocol=NMEA-TAIP\n"), [p]


@sec
def nrod_stomp():
    p = pw()
    return "structural", (f"conn = stomp.Connection([('publicdatafeeds.networkrail.co.uk', 61618)])\nconn.connect(username='ops@{r.choice(AGENCIES)}.example', passcode='{p}', wait=True)\n"
                          f"conn.subscribe('/topic/TRAIN_MVT_ALL_TOC', id=1, ack='auto')\n"), [p]


@sec
def darwin_token():
    k = g.uuid()
    return "name-context", (f"<soap:Header>\n  <typ:AccessToken>\n    <typ:TokenValue>{k}</typ:TokenValue>\n  </typ:AccessToken>\n</soap:Header>\n"
                            f"<soap:Body><ldb:GetDepartureBoardRequest><ldb:numRows>10</ldb:numRows><ldb:crs>{g.s(string.ascii_uppercase, 3)}</ldb:crs></ldb:GetDepartureBoardRequest></soap:Body>"), [k]


@sec
def rtt_basic():
    p = pw()
    return "structural", f"RTT_URL=https://rttapi_{g.s(LOW, 6)}:{p}@api.rtt.io/api/v1/json/search/{g.s(string.ascii_uppercase, 3)}", [p]


@sec
def tf_iot():
    p = pw()
    return "name-context", (f"resource \"aws_mq_broker\" \"vehicle_events\" {{\n  broker_name = \"veh-events\"\n  engine_type = \"RabbitMQ\"\n  user {{\n"
                            f"    username = \"onboard\"\n    password = \"{p}\"\n  }}\n}}"), [p]


@sec
def sam_pin():
    p = pin(r.choice([4, 6, 8]))
    return "name-context", (f"# SAM unlock for validators on route {r.randint(1, 99)}\nsam.slot=1\nsam.unlock_pin={p}\nsam.profile=CALYPSO_PRIME\n"), [p]


@sec
def opentransport_ch():
    t = g.hexs(48)
    return "structural", (f"POST /ojp20 HTTP/1.1\nHost: api.opentransportdata.swiss\nAuthorization: Bearer {t}\nContent-Type: application/xml\n"), [t]


@sec
def ticket_signing_hmac():
    k = g.hexs(64)
    return "name-context", f"# mobile ticket barcode signing\nBARCODE_HMAC_KEY_HEX={k}\nBARCODE_TTL_S=30\n", [k]


@sec
def ruby_gtfs():
    p = pw()
    return "structural", f"ActiveRecord::Base.establish_connection(\"mysql2://schedules:{p}@{host('sched')}/timetables?encoding=utf8mb4\")", [p]


@sec
def ticket_jira():
    p = pw()
    return "name-context", (f"OPS-{r.randint(1000, 9999)}: Depot charger HMI locked out\nReporter: shift lead, {r.choice(CITIES)} depot\n"
                            f"We reset the local admin on the charger cabinet. New admin password: {p}\nPlease rotate after the vendor visit.\n"), [p]


@sec
def vendor_portal_pair():
    p = pw()
    u = f"{r.choice(AGENCIES)}.ops"
    return "structural", f"Init/Trapeze portal login for the night shift\nuser: {u}\npassword: {p}\n", [p]


@sec
def go_siri():
    k = g.s(T.B62, 28)
    return "name-context", (f"cfg := siri.Config{{\n\tEndpoint:   \"https://siri.{r.choice(AGENCIES)}.example/siri/2.0/vm\",\n\tRequestor:  \"{r.choice(AGENCIES).upper()}\",\n"
                            f"\tSubscriberKey: \"{k}\",\n\tHeartbeat:  30 * time.Second,\n}}"), [k]


@sec
def sftp_ssh_key():
    block, line = g.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", f"$ cat ~/.ssh/gtfs_partner_feed\n{block}\n$ sftp -i ~/.ssh/gtfs_partner_feed feeds@{host('sftp')}", [line]


@sec
def slack_alerts():
    name, tok, mark = "slack", None, None
    tok = g.slack_webhook()
    mark = tok.rsplit("/", 1)[1]
    return "self-identifying", (f"service_alerts:\n  disruptions_channel: \"#ops-disruptions\"\n  slack_webhook: {tok}\n  min_severity: WARNING\n"), [mark]


@sec
def stripe_fares():
    k = "sk_live_" + g.s(T.B62, 99)
    return "self-identifying", f"# web shop for passes\nSTRIPE_SECRET_KEY={k}\nSTRIPE_PRICE_MONTHLY=price_{g.s(T.B62, 24)}\n", [k]


@sec
def sa_json_planner():
    block, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": f"{r.choice(AGENCIES)}-planner", "private_key_id": g.hexs(40),
         "private_key": block + "\n", "client_email": f"gtfs-sync@{r.choice(AGENCIES)}-planner.iam.gserviceaccount.com"}
    return "self-identifying", json.dumps(d, indent=2), [line]


# ------------------------------------------------------------------ clean
@cln
def c_stops():
    rows = "\n".join(f"{r.randint(1000, 99999)},{r.choice(CITIES)} {r.choice(['Station', 'Depot', 'Sq', 'Rd'])} {r.randint(1, 40)},{r.uniform(40, 60):.6f},{r.uniform(-10, 20):.6f},{r.choice([0, 1])}"
                     for _ in range(r.randint(3, 6)))
    return "stop_id,stop_name,stop_lat,stop_lon,location_type\n" + rows


@cln
def c_trips():
    rows = "\n".join(f"{r.randint(1, 99)},{g.hexs(8)}-{r.randint(1, 9)},{r.randint(10**7, 10**8)},{r.choice([0, 1])},shp_{g.hexs(10)}" for _ in range(4))
    return "route_id,service_id,trip_id,direction_id,shape_id\n" + rows


@cln
def c_rt_dump():
    return (f"entity {{\n  id: \"{g.uuid()}\"\n  vehicle {{\n    trip {{ trip_id: \"{r.randint(10**7, 10**8)}\" route_id: \"{r.randint(1, 99)}\" }}\n"
            f"    position {{ latitude: {r.uniform(40, 60):.5f} longitude: {r.uniform(-10, 20):.5f} bearing: {r.randint(0, 359)} }}\n"
            f"    timestamp: {1764800000 + r.randint(0, 99999)}\n    vehicle {{ id: \"{r.randint(1000, 8999)}\" label: \"{r.randint(1000, 8999)}\" }}\n  }}\n}}")


@cln
def c_entur():
    return (f"curl -H 'ET-Client-Name: {r.choice(AGENCIES)}-journeyplanner' -H 'Content-Type: application/json' \\\n"
            f"  -d '{{\"query\":\"{{ stopPlace(id: \\\"NSR:StopPlace:{r.randint(1, 60000)}\\\") {{ name }} }}\"}}' https://api.entur.io/journey-planner/v3/graphql")


@cln
def c_sha():
    return f"$ sha256sum google_transit_{r.randint(20250101, 20261231)}.zip\n{g.sha256()}  google_transit.zip\n$ unzip -l google_transit.zip | tail -1\n  {r.randint(10**6, 10**8)}   {r.randint(9, 14)} files"


@cln
def c_env_example():
    return ("# copy to .env\nTFL_APP_ID=<your-app-id>\nTFL_APP_KEY=<your-app-key>\nSWIFTLY_API_KEY=\nDATABASE_URL=postgresql://gtfs:changeme@localhost:5432/gtfs\n"
            f"OTP_VERSION=2.{r.randint(3, 7)}.0\n")


@cln
def c_mifare_defaults():
    return ("Reader test on a blank MIFARE Classic 1K: sector 0 answered with the transport key FFFFFFFFFFFF and the MAD key "
            f"A0A1A2A3A4A5; UID {g.hexs(8).upper()}, ATQA 0004, SAK 08. Cards from the production batch #{r.randint(100, 999)} refuse both, as they should.")


@cln
def c_tap_log():
    return (f"{1764800000 + r.randint(0, 99999)} TAP dev=VAL-{r.randint(1000, 9999)} uid={g.hexs(14).upper()} pan=**** **** **** {pin(4)} "
            f"media=EMV result=APPROVED fare=2.{r.randint(10, 99)} txn={g.uuid()}")


@cln
def c_public_key():
    body = "\n".join(g.b64(48) for _ in range(5))
    return f"# UIC barcode verification key for the inspectors' app (public)\n-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"


@cln
def c_commit():
    return "\n".join(f"commit {g.sha1()}\nAuthor: {r.choice(['Ana', 'Tom', 'Priya', 'Lukas'])} <dev@{r.choice(AGENCIES)}.example>\n\n    {r.choice(['fix stop_times overflow past 24:00', 'add NeTEx export', 'bump OTP', 'handle SIRI heartbeat'])}\n" for _ in range(2))


@cln
def c_lock():
    return f"\"node_modules/gtfs-realtime-bindings\": {{\n  \"version\": \"1.1.{r.randint(0, 9)}\",\n  \"resolved\": \"https://registry.npmjs.org/gtfs-realtime-bindings/-/gtfs-realtime-bindings-1.1.1.tgz\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}"


@cln
def c_otp_envref():
    return json.dumps({"updaters": [{"type": "vehicle-positions", "url": "https://rt.example/vp", "feedId": r.choice(AGENCIES), "headers": {"apiKey": "${SWIFTLY_API_KEY}"}}]}, indent=2)


@cln
def c_secretkeyref():
    return ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: fares-db\n        key: password\n"
            f"  - name: FEED_ID\n    value: \"{r.choice(AGENCIES)}\"\n")


@cln
def c_vehicle_roster():
    return "\n".join(f"bus {r.randint(1000, 8999)}  VIN {g.s('ABCDEFGHJKLMNPRSTUVWXYZ' + DIG, 17)}  block {r.randint(100, 999)}-{r.randint(1, 9)}  run {r.randint(1, 400)}" for _ in range(3))


@cln
def c_docs_key():
    return ("To call the Unified API, register at api-portal.tfl.gov.uk and subscribe to a product; it gives you an app key that you pass as "
            "`app_key` on each request. Keep it server side: anyone with it spends your rate limit. Our code reads it from `TFL_APP_KEY`.")


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS256", "n": g.b64url(256), "e": "AQAB"}]})


@cln
def c_netex():
    return (f"<StopPlace id=\"NSR:StopPlace:{r.randint(1, 60000)}\" version=\"{r.randint(1, 30)}\">\n  <Name>{r.choice(CITIES)} stasjon</Name>\n"
            f"  <Quays><Quay id=\"NSR:Quay:{r.randint(1, 99999)}\" version=\"1\"><PublicCode>{r.randint(1, 12)}</PublicCode></Quay></Quays>\n</StopPlace>")


@cln
def c_siri_vm():
    return (f"<VehicleActivity><RecordedAtTime>2026-12-03T{r.randint(5, 23):02d}:{r.randint(0, 59):02d}:00Z</RecordedAtTime>\n"
            f"<MonitoredVehicleJourney><LineRef>{r.randint(1, 99)}</LineRef><DatedVehicleJourneyRef>{g.hexs(12)}</DatedVehicleJourneyRef>"
            f"<VehicleRef>{r.randint(1000, 8999)}</VehicleRef><Delay>PT{r.randint(0, 9)}M</Delay></MonitoredVehicleJourney></VehicleActivity>")


@cln
def c_prose_rotate():
    return (f"Heads-up: the Darwin token for the departure boards gets rotated on {r.randint(1, 28)} Dec. The new one is already in the "
            "vault under rail/darwin; nothing to change in the repo, the deploy picks it up. Ping #rtpi if a board goes blank.")


@cln
def c_compose():
    return ("services:\n  otp:\n    image: opentripplanner/opentripplanner:2.6.0\n    environment:\n      - JAVA_OPTS=-Xmx8g\n"
            "      - GTFS_RT_KEY=${GTFS_RT_KEY}\n  db:\n    image: postgis/postgis:16-3.4\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it}\n")


@cln
def c_fare_receipt():
    return (f"Receipt {r.choice(CITIES)} Transit\nOrder #{r.randint(10**7, 10**8)}\nMonthly pass (adult)  {r.randint(50, 120)}.00\n"
            f"Card: VISA ending {pin(4)}  Auth code: {g.s(string.ascii_uppercase + DIG, 6)}\nRef: {g.uuid()}")


@cln
def c_shapes():
    return "shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\n" + "\n".join(f"shp_{g.hexs(10)},{r.uniform(40, 60):.6f},{r.uniform(-10, 20):.6f},{i}" for i in range(1, 5))


@cln
def c_image_digest():
    return f"$ docker pull ghcr.io/{r.choice(AGENCIES)}/gtfs-rt-poller:{r.randint(1, 5)}.{r.randint(0, 20)}\nDigest: sha256:{g.sha256()}\nStatus: Downloaded newer image"


@cln
def c_feed_info():
    return f"feed_publisher_name,feed_publisher_url,feed_lang,feed_version,feed_start_date\n{r.choice(CITIES)} Transit,https://{r.choice(AGENCIES)}.example,en,{g.hexs(12)},{r.randint(20250101, 20261231)}"


@cln
def c_validator_error():
    return (f"W 12-03 {r.randint(5, 23):02d}:{r.randint(10, 59)} gtfs-validator: stop_times.txt line {r.randint(100, 99999)}: "
            f"trip {r.randint(10**7, 10**8)} has decreasing arrival_time ({r.randint(5, 27):02d}:{r.randint(10, 59)}:00)\n"
            f"report id {g.uuid()}")


@cln
def c_chat_vault():
    return r.choice(["Le mot de passe du serveur SIV est dans le coffre, entrée « siv-prod ». Demande l'accès à Julie.",
                     "Das Passwort für den Fahrkartenautomaten steht im Tresor (Ordner depot/tvm), nicht im Ticket.",
                     "La clave de la API de recaudo está en Vault: secret/fares/api. No la pegues en el chat.",
                     "The CAD service account password was rotated; fetch it with `vault kv get ops/cad`."]) + f" (ref {r.randint(100, 999)})"


@cln
def c_apc_counts():
    return "\n".join(f"{r.randint(1000, 8999)},{r.randint(1, 99)},door{r.randint(1, 3)},on={r.randint(0, 40)},off={r.randint(0, 40)},ts={1764800000 + r.randint(0, 99999)}" for _ in range(4))


@cln
def c_charger_status():
    return json.dumps({"chargePointId": f"DEPOT-{r.choice(['N', 'S', 'E'])}-{r.randint(1, 40):02d}", "connectorId": r.choice([1, 2]),
                       "status": r.choice(["Charging", "Available", "Faulted"]), "transactionId": r.randint(10**6, 10**7),
                       "idTag": f"BUS{r.randint(1000, 8999)}", "meterWh": r.randint(10**5, 10**7)})


@cln
def c_tf_var():
    return ("variable \"gtfs_rt_api_key\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_ssm_parameter\" \"rt_key\" {\n"
            "  name  = \"/transit/gtfs-rt/api-key\"\n  type  = \"SecureString\"\n  value = var.gtfs_rt_api_key\n}")


@cln
def c_placeholder_url():
    return f"Example: https://api.tfl.gov.uk/StopPoint/{r.choice(['490000077E', '940GZZLUOXC'])}/Arrivals?app_key=YOUR_APP_KEY"


@cln
def c_db_client_id_doc():
    return ("DB API Marketplace: each application has a Client ID (shown in the app list, safe to paste in tickets) and an API key "
            f"that only the owner sees. Our app's Client ID: {g.hexs(32)}.")


@cln
def c_hook_read():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": "feeds/routes.txt"},
                       "tool_response": {"content": "route_id,agency_id,route_short_name,route_type\n" + "\n".join(f"{r.randint(1, 99)},{r.choice(AGENCIES)},{r.randint(1, 300)},3" for _ in range(3))}})


@cln
def c_diff_clean():
    return (f"--- a/config/feeds.yaml\n+++ b/config/feeds.yaml\n@@ -1,3 +1,4 @@\n feeds:\n   - id: {r.choice(AGENCIES)}\n"
            f"     url: https://rt.example/tripupdates\n+    api_key_env: SWIFTLY_API_KEY\n")


@cln
def c_blocks():
    return "\n".join(f"BLOCK {r.randint(100, 999)}-{r.randint(1, 9)}  pull-out {r.randint(4, 7):02d}:{r.randint(0, 59):02d}  depot {r.choice('NSEW')}  bus {r.randint(1000, 8999)}  operator #{r.randint(10000, 99999)}" for _ in range(3))


@cln
def c_stacktrace_clean():
    return (f"java.net.SocketTimeoutException: Read timed out\n\tat org.opentripplanner.updater.trip.PollingTripUpdater.runPolling(PollingTripUpdater.java:{r.randint(50, 200)})\n"
            f"\tat org.opentripplanner.updater.spi.PollingGraphUpdater.run(PollingGraphUpdater.java:{r.randint(50, 200)})\nfeed=https://rt.example/tripupdates request-id={g.uuid()}")


@cln
def c_notebook_clean():
    return json.dumps({"cell_type": "code", "source": ["import os\n", "import pandas as pd\n", "conn_str = os.environ['DWH_URL']\n",
                                                       f"df = pd.read_parquet('s3://{r.choice(AGENCIES)}-ridership/apc/2026/')\n"], "outputs": [], "execution_count": r.randint(1, 30)})


@cln
def c_base64_fixture():
    return f"# test fixture: a GTFS-RT FeedMessage, base64\nFIXTURE = \"{g.b64(r.randint(40, 90))}\""


@cln
def c_pin_prose():
    return ("Rider FAQ: your card's online account PIN is four digits and is never asked for on the bus. If you forget it, "
            f"reset it at the ticket office; case numbers look like CS-{r.randint(100000, 999999)}.")


@cln
def c_cert():
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"# SIRI server certificate (public)\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


# ------------------------------------------------------------------ write
def main() -> None:
    secrets = []
    for i in range(250):
        cls, text, vals = S[i % len(S)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": vals})
    clean = [{"id": f"{FAM}-c{i + 1}", "family": FAM, "text": C[i % len(C)]()} for i in range(100)]
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
