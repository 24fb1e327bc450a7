#!/usr/bin/env python3
"""Blind round 60, source "astronomy": astronomy and observatories.

Telescope control, data archives, alert brokers, pipelines, citizen-science portals. Written blind by the helper
"corpora32" (session 25). Seeded and deterministic; imports only the standard library and _tokens.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "astronomy"
g = Gen(60303)
r = g.r
SI, NC, ST = "self-identifying", "name-context", "structural"
SECRET_T: list = []
CLEAN_T: list = []


def S(f):
    SECRET_T.append(f)
    return f


def C(f):
    CLEAN_T.append(f)
    return f


WORDS = ["nebula", "quasar", "pulsar", "andromeda", "vega", "sirius", "orion", "cepheid", "redshift", "parallax",
         "zenith", "azimuth", "perseid", "kuiper", "betelgeuse", "polaris", "magellan", "hubble", "galaxy", "eclipse"]
LOWER_DIG = string.ascii_lowercase + string.digits


def pin(n=None):
    n = n or r.choice([4, 4, 6])
    return str(r.randint(1, 9)) + "".join(r.choice(string.digits) for _ in range(n - 1))


def word_pw():
    w = r.choice(WORDS)
    w = w.capitalize() if r.random() < .6 else w
    return w + str(r.randint(1, 2026)) + r.choice(["", "!", "#", "$", "*", ".", "?"])


def phrase():
    sep = r.choice(["-", ".", "_"])
    return sep.join(r.sample(WORDS, r.choice([3, 4]))) + sep + str(r.randint(1, 99))


def legacy():
    return g.s(string.ascii_lowercase, r.randint(4, 6)) + str(r.randint(1, 999))


def any_pw():
    return r.choice([word_pw, phrase, legacy, g.machine_pw, g.human_pw])()


def url_pw():
    return r.choice([word_pw, phrase, legacy, lambda: g.s(B62, r.randint(14, 24))])().replace("#", "").replace("?", "").replace("$", "")


def hx(n):
    return g.hexs(n)


def b62(n):
    return g.s(B62, n)


def rsp_token():
    return "gt-" + g.s(URLSAFE, 22) + "." + g.s(URLSAFE, 22)


def astrometry_key():
    return g.s(string.ascii_lowercase, 16)


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook(tool, tinput, resp):
    d = {"session_id": g.uuid(), "transcript_path": f"/home/obs/.claude/projects/-data-{r.choice(['pipeline', 'broker', 'tcs', 'archive'])}/{g.uuid()}.jsonl",
         "cwd": r.choice(["/data/pipeline", "/home/obs/broker-filter", "/opt/tcs", "/srv/archive-sync"]),
         "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": tinput, "tool_response": resp}
    return json.dumps(d, ensure_ascii=False)


TARGETS = ["M31", "NGC 7000", "SN 2026abc", "ZTF26aaxyzq", "AT 2026kqp", "M42", "Tabby's Star", "TOI-1452", "3C 273"]
OBS = ["obs-ctrl.mtlemmon.example", "tcs.cerro-alto.example", "10.3.0.12", "dome-pi.local", "archive.obs.example",
       "192.168.7.40", "pipeline01.obs.internal"]


def tgt():
    return r.choice(TARGETS)


def obs():
    return r.choice(OBS)


def radec():
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{r.randint(0, 9)} {r.choice(['+', '-'])}{r.randint(0, 89):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


# ---------------------------------------------------------------- secret templates
@S
def mast_token():
    k = hx(32)
    t = (f"from astroquery.mast import Observations\nObservations.login(token=\"{k}\")  # exclusive-access JWST data\n"
         f"obs = Observations.query_criteria(proposal_id=\"{r.randint(1000, 9999)}\", dataproduct_type=\"image\")\n")
    return NC, t, [k]


@S
def mast_env():
    k = hx(32)
    t = f"# ~/.bashrc on the reduction box\nexport MAST_API_TOKEN={k}\nexport CRDS_SERVER_URL=https://jwst-crds.stsci.edu\n"
    return NC, t, [k]


@S
def ads_token():
    k = b62(40)
    t = (f"curl -H 'Authorization: Bearer {k}' \\\n  'https://api.adsabs.harvard.edu/v1/search/query?q=author:%22Ortiz%22+year:2026&fl=bibcode,title'\n")
    return ST, t, [k]


@S
def ads_py():
    k = b62(40)
    t = f"import ads\nads.config.token = '{k}'\npapers = list(ads.SearchQuery(q='\"fast radio burst\"', rows=50))\n"
    return NC, t, [k]


@S
def astrometry_net():
    k = astrometry_key()
    t = (f"# solve-field via nova.astrometry.net\nfrom astroquery.astrometry_net import AstrometryNet\nast = AstrometryNet()\n"
         f"ast.api_key = '{k}'\nwcs = ast.solve_from_image('frames/{tgt().replace(' ', '_')}_L_001.fits')\n")
    return NC, t, [k]


@S
def astrometry_cfg():
    k = astrometry_key()
    t = f"[astroquery.astrometry_net]\napi_key = {k}\nserver = http://nova.astrometry.net\ntimeout = 120\n"
    return NC, t, [k]


@S
def lco_token():
    k = hx(40)
    t = ("POST /api/requestgroups/ HTTP/1.1\nHost: observe.lco.global\n"
         f"Authorization: Token {k}\nContent-Type: application/json\n\n"
         f"{{\"name\": \"followup-{tgt().replace(' ', '')}\", \"proposal\": \"LCO2026B-0{r.randint(10, 99)}\", \"observation_type\": \"NORMAL\"}}\n")
    return ST, t, [k]


@S
def lasair_token():
    k = hx(40)
    t = ("import lasair\n"
         f"L = lasair.lasair_client('{k}')\n"
         "rows = L.query('objectId, gmag, rmag', 'objects', 'gmag < 18 and ncandgp > 3', limit=100)\n")
    return NC, t, [k]


@S
def tns_bot():
    k = hx(40)
    bid = r.randint(100000, 199999)
    t = ("# TNS bot — report our classifications\n"
         f"TNS_BOT_ID = {bid}\nTNS_BOT_NAME = \"obs_classifier_bot\"\nTNS_API_KEY = \"{k}\"\n"
         f"headers = {{'User-Agent': f'tns_marker{{{{\"tns_id\":{bid},\"type\":\"bot\",\"name\":\"obs_classifier_bot\"}}}}'}}\n")
    return NC, t, [k]


@S
def tns_curl():
    k = hx(40)
    t = ("curl -X POST https://www.wis-tns.org/api/get/object \\\n"
         "  -H 'User-Agent: tns_marker{\"tns_id\":123456,\"type\":\"bot\",\"name\":\"photbot\"}' \\\n"
         f"  --data-urlencode 'api_key={k}' --data-urlencode 'data={{\"objname\":\"2026abc\"}}'\n")
    return ST, t, [k]


@S
def gcn_kafka():
    cid, cs = g.s(LOWER_DIG, 26), g.s(LOWER_DIG, 51)
    t = ("from gcn_kafka import Consumer\n"
         f"consumer = Consumer(client_id='{cid}',\n                    client_secret='{cs}')\n"
         "consumer.subscribe(['gcn.classic.voevent.FERMI_GBM_FLT_POS', 'igwn.gwalert'])\n")
    return NC, t, [cs]


@S
def gcn_env():
    cid, cs = g.s(LOWER_DIG, 26), g.s(LOWER_DIG, 51)
    t = f"GCN_CLIENT_ID={cid}\nGCN_CLIENT_SECRET={cs}\nGCN_TOPICS=igwn.gwalert,gcn.notices.swift.bat.guanom\n"
    return NC, t, [cs]


@S
def hop_auth():
    u, p = f"obsbroker-{hx(8)}", b62(32)
    t = (f"# ~/.config/hop/auth.toml\n[[auth]]\nusername = \"{u}\"\npassword = \"{p}\"\nhostname = \"kafka.scimma.org\"\n"
         "mechanism = \"SCRAM_SHA_512\"\nprotocol = \"SASL_SSL\"\n")
    return ST, t, [p]


@S
def fink_register():
    p = any_pw()
    t = (f"$ fink_client_register -username obs_ops -password '{p}' -servers 'kafka-ztf.fink-broker.org:24499' "
         "-mytopics fink_early_sn_candidates_ztf -group_id obs_ops_v2 -maxtimeout 10\n")
    return ST, t, [p]


@S
def antares_kafka():
    k, s = b62(20), b62(40)
    t = ("from antares_client import StreamingClient\n"
         f"client = StreamingClient(topics=['extragalactic_staging'], api_key='{k}', api_secret='{s}', group='obs-ops')\n")
    return NC, t, [k, s]


@S
def rsp_token_env():
    tk = rsp_token()
    t = f"# Rubin Science Platform (data.lsst.cloud) token for TAP queries from the lab cluster\nexport RSP_TOKEN={tk}\n"
    return SI, t, [tk]


@S
def rsp_tap():
    tk = rsp_token()
    t = ("import pyvo\nfrom requests import Session\ns = Session()\n"
         f"s.headers['Authorization'] = 'Bearer {tk}'\n"
         "tap = pyvo.dal.TAPService('https://data.lsst.cloud/api/tap', session=s)\n")
    return SI, t, [tk]


@S
def butler_db():
    pw = url_pw()
    t = (f"# butler-registry.yaml (shared repo on the cluster)\nregistry:\n  db: postgresql://butler_rw:{pw}@pg-butler.obs.internal:5432/registry\n"
         "  namespace: main_20261101\n")
    return ST, t, [pw]


@S
def db_auth_yaml():
    pw = any_pw()
    t = (f"# ~/.lsst/db-auth.yaml  (chmod 600!)\n- url: postgresql://pg-butler.obs.internal:5432/registry\n  username: butler_rw\n"
         f"  password: \"{pw}\"\n")
    return NC, t, [pw]


@S
def eso_archive():
    p = any_pw()
    t = ("from astroquery.eso import Eso\neso = Eso()\n"
         f"eso.login(username='jmoreno', store_password=False)  # prompts...\n# pwd for the script runs: {p}\n")
    return NC, t, [p]


@S
def casjobs():
    p = any_pw()
    t = (f"[casjobs]\nuser = {r.choice(['mlindqvist', 'tokafor', 'achen'])}\npassword = {p}\nwsid = {r.randint(10**8, 10**9)}\n"
         "context = DR19\n")
    return NC, t, [p]


@S
def datalab_login():
    p = any_pw()
    t = (f"$ datalab login --user=sgrimaldi --password='{p}'\nAuthentication successful.\n$ datalab query --sql=\"select ra,dec from ls_dr10.tractor limit 5\"\n")
    return ST, t, [p]


@S
def cadc_netrc():
    p = any_pw()
    t = f"# ~/.netrc\nmachine ws-cadc.canfar.net login aburke password {p}\nmachine www.canfar.net login aburke password {p}\n"
    return ST, t, [p]


@S
def zooniverse_panoptes():
    p = any_pw()
    t = ("from panoptes_client import Panoptes, Project\n"
         f"Panoptes.connect(username='galaxyzoo-uploader', password='{p}')\n"
         f"project = Project.find({r.randint(1000, 29999)})\n")
    return ST, t, [p]


@S
def zooniverse_env():
    cs = hx(64)
    t = (f"PANOPTES_CLIENT_ID={hx(64)}\nPANOPTES_CLIENT_SECRET={cs}\nPANOPTES_PROJECT_ID={r.randint(1000, 29999)}\n")
    return NC, t, [cs]


@S
def aavso_webobs():
    p = any_pw()
    t = (f"AAVSO WebObs batch upload – observer code {g.s(UPPER, 4)}\nLogin is my AAVSO account: user jkeller, pw {p}\n"
         "(the script posts the extended-format file nightly)\n")
    return ST, t, [p]


@S
def indi_web():
    p = r.choice([legacy, word_pw])()
    t = (f"# StellarMate / INDI Web Manager on the pier\nhttp://stellarmate:{p}@{obs()}:8624/api/server/start/EQ6R-profile\n")
    return ST, t, [p]


@S
def alpaca_proxy():
    p = any_pw()
    t = ("# nginx in front of the ASCOM Alpaca server (dome + roof)\nlocation /api/v1/ {\n  proxy_pass http://10.3.0.21:11111;\n"
         f"  proxy_set_header Authorization \"Basic {basic('roofctl', p)}\";\n}}\n")
    return ST, t, [basic("roofctl", p)]


@S
def acp_web():
    p = any_pw()
    t = (f"ACP Observatory Control web UI: https://{obs()}/ac/\nremote observers log in with their ACP account; the admin account is "
         f"'Administrator' / {p} (do not give out)\n")
    return ST, t, [p]


@S
def pwi4_script():
    p = any_pw()
    t = ("import requests\n# PlaneWave PWI4 HTTP API through the site VPN\n"
         f"requests.get('http://{obs()}:8220/mount/goto_ra_dec_j2000', params={{'ra_hours': 5.58, 'dec_degs': -5.39}},\n"
         f"             auth=('observer', '{p}'))\n")
    return ST, t, [p]


@S
def dome_esp():
    p = word_pw()
    t = (f"// roof controller firmware (ESP32)\nconst char* WIFI_SSID = \"ObsDome\";\nconst char* WIFI_PASS = \"{p}\";\n"
         f"const char* OTA_PASSWORD = \"{legacy()}\";\n")
    ota = t.split("OTA_PASSWORD = \"")[1].split("\"")[0]
    return NC, t, [p, ota]


@S
def allsky_ftp():
    p = any_pw()
    t = (f"# allsky camera uploads keograms to the club website\nFTP_SERVER=ftp.astroclub.example\nFTP_USER=allsky\nFTP_PASS={p}\n"
         "REMOTE_DIR=/public_html/allsky\n")
    return NC, t, [p]


@S
def weather_station():
    k = hx(32)
    t = (f"GET /weatherstation/updateweatherstation.php?ID=I{g.s(UPPER, 6)}{r.randint(1, 9)}&PASSWORD={k[:8]}&tempf=41.2&humidity=63&cloudcover=clear HTTP/1.1\n"
         "Host: rtupdate.wunderground.com\n")
    return ST, t, [k[:8]]


@S
def slurm_pipeline_s3():
    a, s = g.aws_akid(), g.aws_secret()
    t = ("#!/bin/bash\n#SBATCH -J coadd-r\n#SBATCH -N 4\n"
         f"export AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\n"
         "srun python coadd.py --band r --out s3://survey-coadds/dr3/\n")
    return SI, t, [a, s]


@S
def minio_cfg():
    ak, sk = b62(20), b62(40)
    t = (f"# rclone.conf on the data mover\n[obs-minio]\ntype = s3\nprovider = Minio\naccess_key_id = {ak}\nsecret_access_key = {sk}\n"
         "endpoint = https://s3.obs.internal\n")
    return NC, t, [sk]


@S
def irods():
    p = any_pw()
    t = (f"$ iinit\nEnter the host name (DNS) of the server to connect to: irods.radioastro.example\nEnter your irods user name: pipeline\n"
         f"Enter your current iRODS password: {p}\n")
    return NC, t, [p]


@S
def radio_obs_mail_es():
    p = any_pw()
    t = (f"Asunto: acceso a la consola del telescopio\n\nHola Camila, la clave del usuario 'astronomo' en la consola de control "
         f"(turno de noche) es {p}. Cámbiala cuando entres por primera vez.\n")
    return ST, t, [p]


@S
def chat_pt():
    k = hx(40)
    t = f"Pessoal, o token do Lasair para o nosso filtro de supernovas é {k} — não colem no canal público do Slack.\n"
    return NC, t, [k]


@S
def chat_de():
    p = any_pw()
    t = (f"Moin, das Passwort für den Sternwarten-Rechner (Montierungssteuerung, Benutzer 'beobachter') ist {p}. "
         "Bitte nach der Führung abmelden.\n")
    return ST, t, [p]


@S
def chat_fr():
    p = any_pw()
    t = f"Le mot de passe du compte « pipeline » sur le cluster de réduction : {p}. Pensez à le changer après le run.\n"
    return NC, t, [p]


@S
def chat_ja():
    tk = rsp_token()
    t = f"すばる望遠鏡のデータ解析用に、RSPのトークンを共有します：{tk}\n今夜の観測が終わったら失効させます。\n"
    return SI, t, [tk]


@S
def chat_zh():
    p = any_pw()
    t = f"望远镜控制服务器（观测助手账号 observer）的密码是 {p}，请不要发到公开群里。\n"
    return ST, t, [p]


@S
def chat_it():
    k = b62(40)
    t = f"Ciao, ecco il token ADS per lo script della bibliografia dell'osservatorio: {k}\n"
    return NC, t, [k]


@S
def hook_cat_env():
    k, cs = hx(32), g.s(LOWER_DIG, 51)
    out = f"MAST_API_TOKEN={k}\nGCN_CLIENT_ID={g.s(LOWER_DIG, 26)}\nGCN_CLIENT_SECRET={cs}\nLOG_LEVEL=info\n"
    return NC, hook("Bash", {"command": "cat .env", "description": "Show broker env"}, {"stdout": out, "stderr": ""}), [k, cs]


@S
def hook_read_toml():
    u, p = f"broker-{hx(8)}", b62(32)
    content = f"[[auth]]\nusername = \"{u}\"\npassword = \"{p}\"\nhostname = \"kafka.scimma.org\"\n"
    return ST, hook("Read", {"file_path": "/home/obs/.config/hop/auth.toml"},
                    {"type": "text", "file": {"filePath": "/home/obs/.config/hop/auth.toml", "content": content}}), [p]


@S
def hook_curl_lco():
    k = hx(40)
    cmd = f"curl -s -H 'Authorization: Token {k}' https://observe.lco.global/api/requestgroups/?state=PENDING | jq '.count'"
    return ST, hook("Bash", {"command": cmd}, {"stdout": "3\n", "stderr": ""}), [k]


@S
def diff_secret():
    k = astrometry_key()
    t = ("diff --git a/pipeline/solve.py b/pipeline/solve.py\n@@ -4,2 +4,3 @@\n ast = AstrometryNet()\n"
         f"-ast.api_key = os.environ['ASTROMETRY_KEY']\n+ast.api_key = '{k}'  # quick test, revert\n")
    return NC, t, [k]


@S
def notebook_mast():
    k = hx(32)
    cell = {"cell_type": "code", "execution_count": r.randint(2, 40), "metadata": {},
            "outputs": [{"name": "stdout", "output_type": "stream", "text": ["INFO: MAST API token accepted, welcome Ana Ortiz [astroquery.mast.auth]\n"]}],
            "source": ["from astroquery.mast import Observations\n", f"Observations.login(\"{k}\")"]}
    return NC, json.dumps(cell, indent=1), [k]


@S
def pem_key():
    block, line = g.pem()
    t = f"# robot account key for the telescope scheduler (scp to tcs)\n{block}\n"
    return SI, t, [line]


@S
def github_tok():
    tk = g.gh_fine()
    t = f"[credential \"https://github.com\"]\n\thelper = store\n# ~/.git-credentials\nhttps://pipeline-bot:{tk}@github.com\n"
    return SI, t, [tk]


@S
def slack_bot():
    tk = g.slack()
    t = f"# night-log bot posts weather and seeing\nSLACK_BOT_TOKEN={tk}\nSLACK_CHANNEL=#night-ops\n"
    return SI, t, [tk]


@S
def pg_tom():
    pw = url_pw()
    t = f"# TOM Toolkit (follow-up marshal)\nDATABASE_URL=postgres://tom:{pw}@localhost:5432/tom_db\nDJANGO_SETTINGS_MODULE=tom.settings\n"
    return ST, t, [pw]


@S
def tom_settings():
    k = hx(40)
    t = ("FACILITIES = {\n    'LCO': {\n        'portal_url': 'https://observe.lco.global',\n"
         f"        'api_key': '{k}',\n    }},\n}}\n")
    return NC, t, [k]


@S
def vnc_pw():
    p = r.choice([legacy, word_pw])()
    t = f"Remote observing handover: VNC to the guider PC at {obs()}:5901, password {p} (view-only is fine for students)\n"
    return NC, t, [p]


@S
def mysql_obslog():
    p = any_pw()
    t = f"$ mysql -h {obs()} -u nightlog -p'{p}' obslog -e 'select * from nights order by date desc limit 3'\n"
    return ST, t, [p]


@S
def influx_weather():
    tk = g.b64(48)
    t = (f"[[outputs.influxdb_v2]]\n  urls = [\"http://influx.obs.internal:8086\"]\n  token = \"{tk}\"\n  organization = \"site\"\n  bucket = \"weather\"\n")
    return NC, t, [tk]


@S
def k8s_secret():
    p = any_pw()
    enc = base64.b64encode(p.encode()).decode()
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: alert-broker-db\nstringData:\n  password: \"{p}\"\ndata:\n  user: {base64.b64encode(b'broker').decode()}\n"
    return NC, t, [p]


@S
def basic_log():
    p = any_pw()
    b = basic("archive-sync", p)
    t = (f"{obs()} - - [12/Nov/2026:03:14:01 +0000] \"GET /fits/raw/2026-11-12/ HTTP/1.1\" 200 1822\n"
         f"DEBUG request headers: Authorization: Basic {b}\n")
    return ST, t, [b]


@S
def anthropic_key():
    k = g.anthropic()
    t = f"# summarise observing logs into the morning report\nimport anthropic\nclient = anthropic.Anthropic(api_key=\"{k}\")\n"
    return SI, t, [k]


@S
def hf_token():
    k = g.hf()
    t = f"$ huggingface-cli login --token {k}\nToken is valid (permission: write).\n"
    return SI, t, [k]


@S
def ticket_alerce():
    p = any_pw()
    t = (f"JIRA OBS-{r.randint(100, 999)}: ALeRCE/ZTF cross-match job fails since Tuesday\n"
         f"Repro: psql host=db.alerce-mirror.obs.internal user=xmatch password={p} dbname=ztf → FATAL: too many connections\n")
    return ST, t, [p]


# ---------------------------------------------------------------- clean templates
@C
def c_fits_header():
    return (f"SIMPLE  =                    T\nBITPIX  =                  -32\nOBJECT  = '{tgt()}'\nRA      = '{radec().split()[0]}'\n"
            f"DEC     = '{radec().split()[1]}'\nEXPTIME =                {r.choice([30, 60, 120, 300])}.0\nDATE-OBS= '2026-11-{r.randint(10, 28)}T0{r.randint(0, 9)}:12:33'\n"
            f"CHECKSUM= '{g.s(B62, 16)}'\nDATASUM = '{r.randint(10**9, 4 * 10**9)}'\n")


@C
def c_voevent():
    return (f"<voe:VOEvent ivorn=\"ivo://nasa.gsfc.gcn/Fermi#GBM_Flt_Pos_2026-11-{r.randint(10, 28)}T03:{r.randint(10, 59)}:00.00_{r.randint(10**8, 10**9)}\" role=\"observation\" version=\"2.0\">\n"
            f"  <Who><AuthorIVORN>ivo://nasa.gsfc.tan/gcn</AuthorIVORN></Who>\n  <What><Param name=\"TrigID\" value=\"{r.randint(10**8, 10**9)}\"/></What>\n</voe:VOEvent>\n")


@C
def c_ztf_alert():
    return json.dumps({"objectId": f"ZTF26{g.s(string.ascii_lowercase, 7)}", "candid": r.randint(10**18, 10**19 - 1),
                       "candidate": {"ra": round(r.uniform(0, 360), 6), "dec": round(r.uniform(-30, 89), 6), "magpsf": round(r.uniform(15, 21), 3),
                                     "programid": 1, "rb": round(r.random(), 3)}, "cutoutScience": {"stampData": g.b64(96)}}, indent=1)


@C
def c_gaia_ids():
    return "source_id,ra,dec,parallax,phot_g_mean_mag\n" + "\n".join(
        f"{r.randint(10**18, 6 * 10**18)},{r.uniform(0, 360):.6f},{r.uniform(-90, 90):.6f},{r.uniform(0, 20):.3f},{r.uniform(8, 20):.3f}" for _ in range(5)) + "\n"


@C
def c_env_example():
    return ("MAST_API_TOKEN=<your MAST token>\nGCN_CLIENT_ID=\nGCN_CLIENT_SECRET=changeme\nLASAIR_TOKEN=${LASAIR_TOKEN}\n"
            "ADS_DEV_KEY=your-ads-token-here\n")


@C
def c_python_env():
    return ("import os\nfrom astroquery.mast import Observations\nObservations.login(token=os.environ['MAST_API_TOKEN'])\n"
            "consumer = Consumer(client_id=os.environ['GCN_CLIENT_ID'], client_secret=os.environ['GCN_CLIENT_SECRET'])\n")


@C
def c_bibcodes():
    return "\n".join(f"2026{r.choice(['ApJ', 'MNRAS', 'A&A', 'AJ'])}...{r.randint(900, 999)}..{r.randint(1, 300)}{g.s(UPPER, 1)}" for _ in range(5)) + \
        f"\nADS library id: {g.s(URLSAFE, 22)}\n"


@C
def c_doi():
    return f"Data release DOI: 10.{r.randint(1000, 99999)}/{g.s(string.ascii_lowercase + string.digits, 8)}; zenodo record {r.randint(10**6, 10**7)}; md5 {g.hexs(32)}\n"


@C
def c_obs_request():
    return json.dumps({"name": f"followup-{r.randint(100, 999)}", "proposal": f"LCO2026B-0{r.randint(10, 99)}", "ipp_value": 1.05,
                       "requests": [{"configurations": [{"type": "EXPOSE", "instrument_type": "1M0-SCICAM-SINISTRO",
                                                          "target": {"name": tgt(), "type": "ICRS", "ra": r.uniform(0, 360), "dec": r.uniform(-60, 60)}}]}]}, indent=1)


@C
def c_nightlog():
    return (f"Night log 2026-11-{r.randint(10, 28)}\nSeeing 0.{r.randint(6, 9)}\"–1.{r.randint(0, 4)}\", humidity {r.randint(10, 70)}%\n"
            f"22:14 slewed to {tgt()} ({radec()}), guiding OK\n01:02 dome closed, wind {r.randint(40, 60)} km/h\n")


@C
def c_ascom_alpaca():
    return (f"GET /api/v1/telescope/0/rightascension?ClientID={r.randint(1, 9999)}&ClientTransactionID={r.randint(1, 99999)} HTTP/1.1\n"
            f"Host: 10.3.0.21:11111\n\n{{\"Value\": {r.uniform(0, 24):.6f}, \"ClientTransactionID\": 7, \"ServerTransactionID\": {r.randint(1, 99999)}, \"ErrorNumber\": 0}}\n")


@C
def c_indi_xml():
    return (f"<defNumberVector device=\"EQMod Mount\" name=\"EQUATORIAL_EOD_COORD\" state=\"Ok\" perm=\"rw\">\n"
            f"  <defNumber name=\"RA\" format=\"%010.6m\">{r.uniform(0, 24):.6f}</defNumber>\n  <defNumber name=\"DEC\" format=\"%010.6m\">{r.uniform(-90, 90):.6f}</defNumber>\n</defNumberVector>\n")


@C
def c_ssh_pub():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} observer@tcs\n"


@C
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(6)) + "\n-----END CERTIFICATE-----\n"


@C
def c_secretref():
    return ("env:\n  - name: HOP_PASSWORD\n    valueFrom: {secretKeyRef: {name: scimma, key: password}}\n"
            "  - name: TNS_API_KEY\n    valueFrom: {secretKeyRef: {name: tns-bot, key: api_key}}\n")


@C
def c_gha():
    return "      - run: pytest -m remote_data\n        env:\n          MAST_API_TOKEN: ${{ secrets.MAST_API_TOKEN }}\n          ADS_DEV_KEY: ${{ secrets.ADS_DEV_KEY }}\n"


@C
def c_hook_ls():
    return hook("Bash", {"command": "ls raw/2026-11-12 | head -4"},
                {"stdout": "".join(f"c4d_{r.randint(100000, 999999)}_ori.fits.fz\n" for _ in range(4)), "stderr": ""})


@C
def c_checksums():
    return "\n".join(f"{g.sha256()}  calexp-{r.randint(100000, 999999)}-{r.randint(1, 62)}.fits" for _ in range(4)) + "\n"


@C
def c_butler_uri():
    return (f"butler query-datasets /repo/main calexp --collections HSC/runs/RC2/w_2026_45 --limit 3\n"
            + "".join(f"calexp  HSC/runs/RC2/w_2026_45/{g.hexs(8)}  {g.uuid()}  visit={r.randint(1000, 40000)} detector={r.randint(0, 103)}\n" for _ in range(3)))


@C
def c_tns_marker_prose():
    return ("TNS bots identify themselves with a User-Agent like tns_marker{\"tns_id\":<bot id>,\"type\":\"bot\",\"name\":\"<bot name>\"}; "
            "the API key is sent separately as the api_key form field and must be kept out of logs.\n")


@C
def c_placeholder_toml():
    return "[[auth]]\nusername = \"<your-username>\"\npassword = \"<your-password>\"\nhostname = \"kafka.scimma.org\"\n"


@C
def c_german_prose():
    return ("Hinweis für Gastbeobachter: Zugangsdaten zur Teleskopsteuerung erhaltet ihr vor Ort von der Nachtassistenz; "
            "bitte keine Passwörter ins Beobachtungsbuch schreiben.\n")


@C
def c_spanish_prose():
    return "Para solicitar acceso al archivo, registra tu cuenta ESO; nunca compartas tu contraseña con el equipo de soporte.\n"


@C
def c_japanese_prose():
    return "観測データのダウンロードには各自のアカウントを使用してください。トークンはチャットに貼らないこと。\n"


@C
def c_stack_trace():
    return (f"Traceback (most recent call last):\n  File \"/data/pipeline/ingest.py\", line 51, in <module>\n    hdul = fits.open(path)\n"
            f"OSError: Empty or corrupt FITS file: raw/2026-11-12/c4d_{r.randint(100000, 999999)}_ori.fits.fz\nrun_id={g.uuid()}\n")


@C
def c_wcs():
    return (f"CTYPE1  = 'RA---TAN-SIP'\nCRVAL1  = {r.uniform(0, 360):.9f}\nCRVAL2  = {r.uniform(-90, 90):.9f}\nCD1_1   = {r.uniform(-1e-4, 1e-4):.12e}\n"
            f"A_0_2   = {r.uniform(-1e-6, 1e-6):.12e}\nAN_JOBID= {r.randint(10**6, 10**7)}\n")


@C
def c_zooniverse_export():
    return "classification_id,user_name,workflow_id,subject_ids,annotations\n" + "\n".join(
        f"{r.randint(10**8, 10**9)},not-logged-in-{g.hexs(20)},{r.randint(10000, 29999)},{r.randint(10**7, 10**8)},\"[{{\"\"task\"\":\"\"T0\"\",\"\"value\"\":{r.randint(0, 2)}}}]\""
        for _ in range(4)) + "\n"


@C
def c_diff_clean():
    return ("--- a/pipeline/solve.py\n+++ b/pipeline/solve.py\n@@\n-ast.api_key = ''\n+ast.api_key = os.environ['ASTROMETRY_KEY']\n")


@C
def c_ticket():
    return (f"OBS-{r.randint(100, 999)}: dome shutter limit switch stuck. Replaced switch, tested open/close x5. "
            "No credentials changed.\n")


@C
def c_notebook_env():
    return json.dumps({"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [],
                       "source": ["import os\n", "L = lasair.lasair_client(os.environ['LASAIR_TOKEN'])\n"]}, indent=1)


@C
def c_healpix():
    return f"skymap S26{r.randint(1000, 1299)}{g.s(string.ascii_lowercase, 2)} nside=1024 90% area {r.randint(20, 2000)} deg2 " \
           f"distmean {r.randint(100, 900)} Mpc file sha1 {g.sha1()}\n"


@C
def c_token_doc():
    return ("LCO API: authenticate with `Authorization: Token <your API token>` (find it on your profile page). "
            "Tokens are per-user; do not share them.\n")


@C
def c_oauth_public():
    return (f"# GCN client id is not a secret on its own; secret comes from the vault\nGCN_CLIENT_ID_PUBLIC_DOC=see https://gcn.nasa.gov/quickstart\n"
            f"GCN_CLIENT_SECRET=${{GCN_CLIENT_SECRET}}\n")


@C
def c_base64_cutout():
    return f"{{\"cutoutDifference\": {{\"fileName\": \"candid{r.randint(10**18, 10**19 - 1)}_diff.fits.gz\", \"stampData\": \"{g.b64(150)}\"}}}}\n"


@C
def c_tf_ref():
    return ("resource \"aws_db_instance\" \"broker\" {\n  username = \"broker\"\n  manage_master_user_password = true\n}\n")


def main():
    secrets = []
    k = 0
    while len(secrets) < 250:
        cls, text, vals = SECRET_T[k % len(SECRET_T)]()
        k += 1
        for v in vals:
            assert v and v in text, (k, v)
        secrets.append((cls, text, vals))
    clean = []
    k = 0
    while len(clean) < 100:
        clean.append(CLEAN_T[k % len(CLEAN_T)]())
        k += 1
    allv = {v for _, _, vs in secrets for v in vs}
    for t in clean:
        for v in allv:
            if len(v) >= 8:
                assert v not in t, v
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
    print(FAM, len(secrets), sum(len(v) for _, _, v in secrets), len(clean))


if __name__ == "__main__":
    main()
