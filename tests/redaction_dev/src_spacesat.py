"""Blind redaction source "spacesat": satellites and space data — ground-station scheduling, satellite-operator and
telemetry APIs, TLE/orbit services, Earth-observation imagery platforms, mission-control software, CCSDS tooling.

Written blind by the helper "corpora5" on 2026-12-03 (it read no memtool rules or results). Every value is random
and made up; nothing comes from a scanner's fixtures. Seeded: rerunning writes spacesat_secrets.jsonl and
spacesat_clean.jsonl byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "spacesat"
g = Gen(33001)
R = g.r
WORDS = ["orbit", "apogee", "perigee", "nadir", "zenith", "downlink", "uplink", "kepler", "vostok", "sextant",
         "albedo", "umbra", "solstice", "meridian", "polaris", "tundra", "lagrange", "azimuth", "beacon", "halo"]
STATIONS = ["svalbard-gs2", "awarua-1", "punta-arenas", "inuvik-b", "hartebeesthoek", "kiruna-03", "mauritius-gs",
            "fairbanks-7m", "dongara", "cordoba-s"]
SATS = ["SENTRA-2", "CUBEX-4", "AURORA-1B", "TERRASCAN-3", "MOLNIYA-X", "LUMEN-7", "ICEWATCH-1", "OPAL-12"]


def secretish() -> str:
    k = R.randint(0, 9)
    if k == 0:
        return "-".join(R.sample(WORDS, 4))
    if k == 1:
        return str(R.randint(100000, 99999999))
    if k == 2:
        return R.choice(["gs", "mcs", "ops", "tlm"]) + str(R.randint(1, 99)) + R.choice(WORDS).capitalize() + "!"
    if k == 3:
        return g.hexs(R.choice([32, 48, 64]))
    if k == 4:
        return g.s(string.ascii_lowercase + string.digits, 8)
    return g.pw()


def user() -> str:
    return R.choice(["opsuser", "gsops", "mission", "tlm_reader", "sched", "flightdyn", "eo_pipeline", "admin",
                     "k.moreau", "anna.lind", "svc-ingest", "ccsds"])


def tle() -> str:
    n = R.randint(10000, 59999)
    return (f"1 {n}U 24{R.randint(1, 99):03d}A   25{R.randint(1, 365):03d}.{R.randint(10**7, 10**8 - 1)}  .0000{R.randint(1000, 9999)}  00000-0  {R.randint(10000, 99999)}-3 0  999{R.randint(0, 9)}\n"
            f"2 {n}  97.{R.randint(1000, 9999)} {R.randint(100, 359)}.{R.randint(1000, 9999)} 00{R.randint(10000, 99999)} {R.randint(100, 359)}.{R.randint(1000, 9999)} {R.randint(100, 359)}.{R.randint(1000, 9999)} 15.{R.randint(10**7, 10**8 - 1)}{R.randint(10000, 99999)}")


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


# ---- secret templates: each returns (class, text, [secrets])
def s_spacetrack():
    u, p = R.choice(["ops@", "fd.team@", "j.okafor@"]) + R.choice(["orbitlab.example", "sat-ops.example"]), secretish()
    t = f"$ curl -c cookies.txt -d 'identity={u}&password={p}' https://www.space-track.org/ajaxauth/login\n{{\"Login\":\"Success\"}}"
    return "structural", t, [p]


def s_spacetrack_ini():
    p = secretish()
    t = f"# ~/.spacetrack.ini  (used by tle_fetch.py)\n[configuration]\nusername = fd-ops@orbitlab.example\npassword = {p}\nbase_url = https://www.space-track.org\n"
    return "name-context", t, [p]


def s_gs_api_key():
    k = g.s(B62, R.choice([32, 40]))
    t = f"GROUNDSTATION_API_URL=https://api.gsnet.example/v2\nGROUNDSTATION_API_KEY={k}\nDEFAULT_STATION={R.choice(STATIONS)}\nMIN_ELEVATION_DEG=10\n"
    return "name-context", t, [k]


def s_pass_sched():
    tok = g.b64url(R.choice([24, 32]))
    t = (f"$ curl -s -X POST https://scheduler.gs.example/api/passes \\\n  -H 'Authorization: Bearer {tok}' \\\n  -H 'Content-Type: application/json' \\\n"
         f"  -d '{{\"satellite\":\"{R.choice(SATS)}\",\"station\":\"{R.choice(STATIONS)}\",\"aos\":\"2026-12-04T03:12:40Z\",\"los\":\"2026-12-04T03:24:02Z\"}}'\n"
         f"{{\"pass_id\":\"{g.uuid()}\",\"status\":\"SCHEDULED\"}}")
    return "structural", t, [tok]


def s_yamcs():
    p = secretish()
    t = (f"# etc/yamcs.yaml\nservices:\n  - class: org.yamcs.http.HttpServer\n    args:\n      port: 8090\n"
         f"security:\n  enabled: true\n  authModules:\n    - class: org.yamcs.security.LdapAuthModule\n      args:\n        host: ldap.mcc.internal\n"
         f"        user: cn=yamcs-bind,ou=svc,dc=mcc,dc=internal\n        password: {p}\n        userBase: ou=people,dc=mcc,dc=internal\n")
    return "name-context", t, [p]


def s_yamcs_url():
    p = secretish()
    u = user()
    t = f"$ yamcs-cli --url https://{u}:{p}@yamcs.mcc.internal:8090 instances list\nNAME       STATE    MISSION TIME\nsimulator  RUNNING  2026-12-03T13:58:11.120Z"
    return "structural", t, [p]


def s_openc3():
    p = secretish()
    p2 = secretish()
    t = f"# .env for openc3 compose\nOPENC3_TAG=5.20.1\nOPENC3_SERVICE_PASSWORD={p}\nOPENC3_REDIS_USERNAME=openc3\nOPENC3_REDIS_PASSWORD={p2}\nOPENC3_BUCKET_USERNAME=openc3minio\n"
    return "name-context", t, [p, p2]


def s_openc3_redis():
    p = secretish()
    t = f"2026-12-03 09:14:22.551 ERROR cmd_tlm_api: Redis::CommandError WRONGPASS invalid username-password pair\n  from redis://openc3:{p}@openc3-redis:6379/0\n  /openc3/lib/openc3/utilities/store_autoload.rb:112:in `build_redis'"
    return "structural", t, [p]


def s_eo_sentinelhub():
    cid, cs = g.uuid(), g.s(B62 + "!#^&*()+,.:;<>?@[]{}|~", 40).replace("'", "")
    t = (f"from sentinelhub import SHConfig\n\nconfig = SHConfig()\nconfig.sh_client_id = \"{cid}\"\nconfig.sh_client_secret = \"{cs}\"\nconfig.sh_base_url = \"https://services.sentinel-hub.com\"\nconfig.save(\"eo-prod\")\n")
    return "name-context", t, [cs]


def s_planet():
    k = "PLAK" + g.hexs(32)
    t = f"$ export PL_API_KEY={k}\n$ planet data search PSScene --geom aoi.geojson --limit 5 | jq -r '.id'\n20261201_101512_52_24c3\n20261201_101510_19_24c3"
    return "self-identifying", t, [k]


def s_planet_basic():
    k = "PLAK" + g.hexs(32)
    t = f"import requests\nsession = requests.Session()\nsession.auth = (\"{k}\", \"\")\nr = session.get(\"https://api.planet.com/data/v1/item-types\")\nprint(r.status_code)\n"
    return "self-identifying", t, [k]


def s_copernicus():
    p = secretish()
    t = (f"$ curl -s -d 'client_id=cdse-public' -d 'username=eo.analyst@geo.example' -d 'password={p}' -d 'grant_type=password' \\\n"
         f"    https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token | jq .expires_in\n600")
    return "structural", t, [p]


def s_earthdata_netrc():
    p = secretish()
    t = f"$ cat ~/.netrc\nmachine urs.earthdata.nasa.gov login swath_user password {p}\nmachine n5eil01u.ecs.nsidc.org login swath_user password {p}\n"
    return "structural", t, [p]


def s_aws_gs():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = (f"# Contact scheduling for AWS Ground Station\n$ cat ~/.aws/credentials\n[groundstation-ops]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-east-2\n"
         f"$ aws groundstation list-contacts --profile groundstation-ops --status-list SCHEDULED --start-time 2026-12-04 --end-time 2026-12-05")
    return "self-identifying", t, [ak, sk]


def s_azure_orbital():
    s = g.azure_client_secret()
    t = f"az login --service-principal -u {g.uuid()} -p '{s}' --tenant {g.uuid()}\naz orbital spacecraft contact list --spacecraft-name {R.choice(SATS).lower()} -g rg-orbital"
    return "structural", t, [s]


def s_ccsds_sdls():
    k = g.hexs(64).upper()
    t = (f"# sdls_keys.cfg — CCSDS SDLS key ring for the TC link of {R.choice(SATS)}\n# spi  key_id  algo         key\n"
         f"  1    0x0007  AES-256-GCM  {k}\n# arsn window 5, iv len 12\n")
    return "name-context", t, [k]


def s_cryptolib():
    k = g.hexs(32)
    t = f"/* crypto_config.c — test harness */\nstatic uint8_t ek_ring_key_130[] = \"{k}\"; /* master key for VCID 0 TC */\nsa_config.ekid = 130;\n"
    return "name-context", t, [k]


def s_mqtt_tlm():
    p = secretish()
    t = f"telemetry:\n  broker: mqtts://tlm.gs.example:8883\n  topic: sat/+/hk\n  username: tlm_bridge\n  password: \"{p}\"\n  qos: 1\n"
    return "structural", t, [p]


def s_influx():
    tok = g.b64url(64)
    t = f"[[outputs.influxdb_v2]]\n  urls = [\"https://influx.mcc.internal:8086\"]\n  token = \"{tok}\"\n  organization = \"flightops\"\n  bucket = \"housekeeping\"\n"
    return "name-context", t, [tok]


def s_pg_fds():
    p = secretish()
    t = f"Traceback (most recent call last):\n  File \"/opt/fds/od/run.py\", line 41, in <module>\n    eng = create_engine(\"postgresql+psycopg2://fds:{p}@orbit-db.internal:5432/ephemeris\")\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"orbit-db.internal\" (10.20.3.14), port 5432 failed: timeout expired"
    return "structural", t, [p]


def s_slack_alert():
    label, tok, sec = g.self_identifying()
    t = f"# alerting for missed passes\nALERT_PROVIDER={label}\nALERT_TOKEN={tok}\nALERT_ON=missed_aos,low_snr,doppler_lock_lost\n"
    return "self-identifying", t, [sec]


def s_github_ci():
    tok = R.choice([g.gh_classic, g.gh_fine, g.gitlab])()
    t = f"$ git clone https://oauth2:{tok}@github.com/orbitlab/flight-dynamics.git\nCloning into 'flight-dynamics'...\nremote: Enumerating objects: 18211, done."
    return "self-identifying", t, [tok]


def s_hook_env():
    p = secretish()
    k = g.s(B62, 32)
    out = f"MISSION=aurora1b\nGS_USER=gsops\nGS_PASSWORD={p}\nLEOLABS_API_KEY={k}\nTZ=UTC\n"
    return "name-context", hook("cat deploy/mcs.env", out), [p, k]


def s_leolabs():
    kid, ks = g.s(UPPER + "0123456789", 16), g.s(B62, 40)
    t = f"$ curl -H 'Authorization: basic {kid}:{ks}' 'https://api.leolabs.space/v1/catalog/objects/L{R.randint(1000, 99999)}/states?latest=true'"
    return "structural", t, [ks]


def s_gmat_chat():
    p = secretish()
    t = f"@here the new login for the flight-dynamics jump box is `fdsops` / `{p}` — the old one expires tonight at LOS of pass 4412. Please don't paste it in the mission log."
    return "structural", t, [p]


def s_jira_ticket():
    p = secretish()
    st = R.choice(STATIONS)
    t = f"OPS-{R.randint(100, 9999)} Antenna controller at {st} unreachable after firmware update\n\nSteps: ssh acu@{st}.gs.example (pw {p}), systemctl status acu-driver -> failed. Reverting to 3.4.2."
    return "name-context", t, [p]


def s_sftp_products():
    p = secretish()
    t = f"# lftp bookmark for L1B product delivery\nopen sftp://eo_delivery:{p}@sftp.products.example:2222\nmirror -R /data/l1b/2026/337 /incoming/l1b\n"
    return "structural", t, [p]


def s_kafka_tlm():
    p = secretish()
    t = (f"spring.kafka.bootstrap-servers=kafka-tlm-1:9093\nspring.kafka.properties.security.protocol=SASL_SSL\nspring.kafka.properties.sasl.mechanism=SCRAM-SHA-512\n"
         f"spring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"tlm-decoder\" password=\"{p}\";\n")
    return "structural", t, [p]


def s_pem_cmd():
    blk, line = g.pem(R.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]))
    t = f"$ cat secrets/cmd-signing.key   # TC authentication key, ground segment only\n{blk}"
    return "self-identifying", t, [line]


def s_ssh_gs():
    blk, line = g.pem("OPENSSH PRIVATE KEY")
    t = f"Read(ansible/roles/groundstation/files/id_ed25519_acu)\n{blk}\n"
    return "self-identifying", t, [line]


def s_satnogs():
    k = g.hexs(40)
    t = f"# /etc/default/satnogs-client\nSATNOGS_API_TOKEN=\"{k}\"\nSATNOGS_STATION_ID=\"{R.randint(100, 3999)}\"\nSATNOGS_STATION_LAT=\"64.8378\"\nSATNOGS_SOAPY_RX_DEVICE=\"driver=rtlsdr\"\n"
    return "name-context", t, [k]


def s_satnogs_header():
    k = g.hexs(40)
    t = f"$ curl -H 'Authorization: Token {k}' 'https://db.satnogs.org/api/telemetry/?satellite={R.choice(SATS)}&format=json' | head -c 200"
    return "structural", t, [k]


def s_celestrak_chat():
    p = secretish()
    k = "-".join(g.s(UPPER + "0123456789", 6) for _ in range(3)) + "-" + g.s(UPPER, 4)
    t = f"Q: our n2yo fetch stopped working. A: the key got rotated; new one is apiKey={k} and the dashboard login is still ops / {p}."
    return "structural", t, [k, p]


def s_n2yo():
    k = "-".join(g.s(UPPER + "0123456789", 6) for _ in range(3)) + "-" + g.s(UPPER + "0123456789", 4)
    t = f"GET https://api.n2yo.com/rest/v1/satellite/visualpasses/25544/41.70/-0.87/0/2/300/&apiKey={k}\n{{\"info\":{{\"satname\":\"SPACE STATION\",\"passescount\":3}}}}"
    return "structural", t, [k]


def s_k8s_secret():
    p = secretish()
    import base64
    b = base64.b64encode(p.encode()).decode()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: mcs-db\n  namespace: mission-control\ntype: Opaque\ndata:\n  username: bWNz\n  password: {b}\n"
    return "name-context", t, [b]


def s_tf_orbital():
    k = g.s(B62, 36)
    t = f"provider \"kepler\" {{\n  endpoint = \"https://api.kepler-relay.example\"\n  api_key  = \"{k}\"\n}}\n\nresource \"kepler_contact\" \"pass\" {{\n  satellite = \"{R.choice(SATS)}\"\n}}\n"
    return "name-context", t, [k]


def s_cosmos_sh():
    p = secretish()
    t = f"$ docker compose exec openc3-cosmos-cmd-tlm-api ruby /openc3/bin/openc3cli setpassword {p}\nPassword set for user admin."
    return "name-context", t, [p]


def s_eo_s3():
    ak, sk = g.s(UPPER + "0123456789", 20), g.s(B62, 40)
    t = f"# rclone.conf\n[eo-archive]\ntype = s3\nprovider = Ceph\naccess_key_id = {ak}\nsecret_access_key = {sk}\nendpoint = https://objects.eo-archive.example\n"
    return "name-context", t, [sk]


def s_grafana():
    tok = g.grafana()
    t = f"$ curl -s -H \"Authorization: Bearer {tok}\" https://grafana.mcc.internal/api/dashboards/uid/pass-overview | jq .meta.slug\n\"pass-overview\""
    return "self-identifying", t, [tok]


def s_webhook_json():
    sec = "whsec_" + g.s(B62, 32)
    t = json.dumps({"webhooks": [{"event": "contact.completed", "url": "https://ops.example/hooks/contact", "signing_secret": sec}]}, indent=2)
    return "self-identifying", t, [sec]


def s_stk_license():
    p = secretish()
    t = f"[2026-12-03 10:11:52] FlexLM: checkout failed for feature AGI_STK; retrying with server license@lic-fd.internal\n[2026-12-03 10:11:53] DEBUG env AGI_LICENSE_ADMIN_PW={p}"
    return "name-context", t, [p]


def s_pw_flag():
    p = secretish()
    t = f"$ python tools/uplink.py --station {R.choice(STATIONS)} --user {user()} --password '{p}' --file plans/2026-337.tcl\nuplink: 214 TCs queued, window 03:12:40-03:24:02Z"
    return "structural", t, [p]


def s_mission_db_json():
    p = secretish()
    t = json.dumps({"mib": {"host": "mib-db.mcc.internal", "port": 1521, "service": "SCOS", "user": "mib_ro", "password": p}}, indent=2)
    return "structural", t, [p]


SECRET_T = [s_spacetrack, s_spacetrack_ini, s_gs_api_key, s_pass_sched, s_yamcs, s_yamcs_url, s_openc3, s_openc3_redis,
            s_eo_sentinelhub, s_planet, s_planet_basic, s_copernicus, s_earthdata_netrc, s_aws_gs, s_azure_orbital,
            s_ccsds_sdls, s_cryptolib, s_mqtt_tlm, s_influx, s_pg_fds, s_slack_alert, s_github_ci, s_hook_env,
            s_leolabs, s_gmat_chat, s_jira_ticket, s_sftp_products, s_kafka_tlm, s_pem_cmd, s_ssh_gs, s_satnogs,
            s_satnogs_header, s_celestrak_chat, s_n2yo, s_k8s_secret, s_tf_orbital, s_cosmos_sh, s_eo_s3, s_grafana,
            s_webhook_json, s_stk_license, s_pw_flag, s_mission_db_json]


# ---- clean templates
def c_tle():
    return f"$ curl -s 'https://celestrak.org/NORAD/elements/gp.php?CATNR=25544&FORMAT=TLE'\nISS (ZARYA)\n{tle()}"


def c_placeholder_env():
    return ("# .env.example — copy to .env and fill in\nGROUNDSTATION_API_KEY=<your-api-key>\nSPACETRACK_USER=\nSPACETRACK_PASSWORD=${SPACETRACK_PASSWORD}\n"
            "SH_CLIENT_SECRET=changeme\nDEFAULT_STATION=" + R.choice(STATIONS) + "\n")


def c_pass_json():
    return json.dumps({"pass_id": g.uuid(), "satellite": R.choice(SATS), "norad_id": R.randint(10000, 59999), "station": R.choice(STATIONS),
                       "aos": "2026-12-04T03:12:40Z", "los": "2026-12-04T03:24:02Z", "max_el_deg": round(R.uniform(10, 88), 1)}, indent=2)


def c_ccsds_hex():
    frame = " ".join(g.hexs(8).upper() for _ in range(6))
    return f"$ ccsds-decode --vcid 1 dump.bin | head -3\nTM frame SCID=0x{g.hexs(3).upper()} VCID=1 MCFC={R.randint(0, 255)} VCFC={R.randint(0, 255)} FHP=0x0000\n  {frame}\n  CRC OK (0x{g.hexs(4).upper()})"


def c_checksum():
    return f"S2B_MSIL1C_20261201T101319_N0511_R022_T32TQM_20261201T121549.zip\nsha256: {g.sha256()}\nsize: {R.randint(500, 900)}.{R.randint(1, 9)} MB\nmd5: {g.hexs(32)}"


def c_git_log():
    return "$ git log --oneline -4\n" + "\n".join(f"{g.hexs(7)} {m}" for m in R.sample(["fix doppler pre-compensation sign", "add Inuvik mask file", "bump skyfield to 1.49",
        "attitude: clamp quaternion norm", "tle: reject epochs older than 14 days", "ci: cache spice kernels"], 4))


def c_pubkey():
    return f"# station host keys (public) for known_hosts\n{R.choice(STATIONS)}.gs.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.b64(32)[:43]} acu@{R.choice(STATIONS)}"


def c_docs_auth():
    return ("## Authentication\n\nAll requests need an API key in the `Authorization` header:\n\n```\ncurl -H \"Authorization: Bearer $GS_API_TOKEN\" https://api.gsnet.example/v2/stations\n```\n\n"
            "Create the key under *Settings → API keys*. Never commit it; use `YOUR_API_KEY` in examples.")


def c_yamcs_log():
    return f"13:58:11.120 yamcs-server [1] INFO  o.y.t.TmDataLinkInitialiser [simulator] Link udp-in started on port 10015\n13:58:11.301 yamcs-server [1] INFO  o.y.s.SecurityStore Security enabled, {R.randint(2, 9)} auth modules\n13:58:12.002 yamcs-server [1] INFO  o.y.YamcsServer Yamcs started in 4218ms. Web UI at http://localhost:8090"


def c_sha_checks():
    return f"kernels:\n  - naif0012.tls  # md5 {g.hexs(32)}\n  - de440s.bsp    # sha1 {g.sha1()}\n  - pck00011.tpc  # sha1 {g.sha1()}"


def c_contact_uuid():
    return f"$ aws groundstation describe-contact --contact-id {g.uuid()}\n{{\n  \"contactStatus\": \"COMPLETED\",\n  \"groundStation\": \"Ohio 1\",\n  \"missionProfileArn\": \"arn:aws:groundstation:us-east-2:{R.randint(10**11, 10**12 - 1)}:mission-profile/{g.uuid()}\"\n}}"


def c_thumb():
    return f"<img alt=\"quicklook {R.choice(SATS)}\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABA{g.b64(90)}\" />"


def c_chat():
    return R.choice(["Pass 4412 over Svalbard had a 3 dB drop at 40° el — looks like the radome heater again. Moving tonight's dump to Inuvik.",
                     "FYI the space-track password rotation is due; I've put the new one in the vault, path secret/fds/spacetrack. Ping me if login fails.",
                     "Reminder: the TC key ring lives in the HSM only. If you need to test SDLS locally, use the all-zero test key from the CryptoLib examples.",
                     "TLE epoch for CUBEX-4 is 3 days old, prop error ~2 km along-track. Good enough for the 10° mask."])


def c_ccsds_cfg():
    return f"# sdls_keys.cfg (TEST) — keys live in the HSM; here only their ids\n# spi  key_id  algo         key\n  1    0x0007  AES-256-GCM  <hsm:tc-key-7>\n  2    0x0008  AES-256-GCM  <hsm:tc-key-8>\n"


def c_odd_ids():
    return f"COSPAR 2024-{R.randint(1, 250):03d}{R.choice('ABCDE')}  NORAD {R.randint(40000, 59999)}  SCID 0x{g.hexs(3).upper()}  IMO n/a  product id {g.hexs(24)}"


def c_compose():
    return "services:\n  openc3-redis:\n    image: openc3inc/openc3-redis:5.20.1\n    environment:\n      OPENC3_REDIS_USERNAME: ${OPENC3_REDIS_USERNAME}\n      OPENC3_REDIS_PASSWORD: ${OPENC3_REDIS_PASSWORD}\n"


def c_stac():
    return json.dumps({"type": "Feature", "stac_version": "1.0.0", "id": f"LC09_L2SP_{R.randint(100, 233):03d}{R.randint(10, 99):03d}_20261128", "assets": {"B4": {"href": f"s3://eo-archive/l2/{g.hexs(16)}/B4.TIF", "file:checksum": "1220" + g.sha256()}}}, indent=1)


def c_hook_clean():
    out = "pass  station        aos                 los                 max_el\n" + "\n".join(f"{R.randint(4000, 4999)}  {R.choice(STATIONS):13s}  2026-12-04T0{R.randint(0, 9)}:{R.randint(10, 59)}:00Z  2026-12-04T0{R.randint(0, 9)}:{R.randint(10, 59)}:00Z  {R.randint(10, 89)}" for _ in range(3))
    return hook("python tools/passes.py --next 3", out)


def c_jwt_doc():
    return "The token endpoint returns a JWT (`eyJhbGciOi...`); pass it as `Authorization: Bearer <token>`. Tokens expire after 600 s."


def c_grafana_docs():
    return "$ grafana-cli plugins install grafana-worldmap-panel\n✔ Downloaded and extracted grafana-worldmap-panel v1.0.6 zip successfully to /var/lib/grafana/plugins/grafana-worldmap-panel"


def c_satnogs_obs():
    return f"Observation {R.randint(9000000, 9999999)} — {R.choice(SATS)} — station {R.randint(100, 3999)} — waterfall sha256 {g.sha256()} — status good"


def c_ini_empty():
    return "[configuration]\nusername = fd-ops@orbitlab.example\npassword =\n; password comes from SPACETRACK_PASSWORD at runtime\n"


CLEAN_T = [c_tle, c_placeholder_env, c_pass_json, c_ccsds_hex, c_checksum, c_git_log, c_pubkey, c_docs_auth, c_yamcs_log,
           c_sha_checks, c_contact_uuid, c_thumb, c_chat, c_ccsds_cfg, c_odd_ids, c_compose, c_stac, c_hook_clean,
           c_jwt_doc, c_grafana_docs, c_satnogs_obs, c_ini_empty]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets, clean = [], []
    order = SECRET_T * (250 // len(SECRET_T) + 1)
    for i in range(250):
        fn = order[i] if i < len(SECRET_T) else R.choice(SECRET_T)
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
