"""Blind round 66 source "signage": digital signage networks.

CMS and players, screen pairing, content schedulers, kiosks, proof-of-play reporting, programmatic DOOH.
Written 2026-12-04 by the helper "corpora38" (session 26) without reading memtool's rules. Seeded, deterministic;
imports only the standard library and _tokens. Run: python3 src_signage.py
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "signage"
g = Gen(6602)
r = g.r
DIG = string.digits
LOW = string.ascii_lowercase

WORDS = ["Pixel", "Lobby", "Marquee", "Kiosk", "Billboard", "Ticker", "Foyer", "Neon", "Canvas", "Plasma",
         "Lumen", "Totem", "Atrium", "Beacon", "Panel", "Vitrine", "Bezel", "Mirror"]


def wpw():
    return r.choice(WORDS) + str(r.randint(10, 9999)) + r.choice(["!", "#", "$", "%", "?", "*", "&", "+", ""])


def short_pw():
    return r.choice(["sgn", "scr", "dsp", "ply", "kio", "pop"]) + g.s(LOW, r.randint(2, 3)) + str(r.randint(10, 999))


def phrase():
    w = ["lobby", "screen", "loop", "frame", "pixel", "store", "aisle", "window", "menu", "board", "wall", "tower"]
    return r.choice(["-", ".", "_"]).join(r.choice(w) + (str(r.randint(1, 99)) if i == 2 else "") for i in range(4))


def pw():
    return [wpw, short_pw, phrase, g.pw][r.randint(0, 3)]()


def pin(n=6):
    return str(r.randint(10 ** (n - 1), 10 ** n - 1))


def b64pair(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def site():
    return r.choice(["store-0412", "hq-lobby", "airport-b12", "mall-atrium", "clinic-wait", "qsr-drive-thru", "campus-cafe",
                     "station-conc-3"])


def ip():
    return f"10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(2,254)}"


def hook(tool, tool_input, response):
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool,
                       "tool_input": tool_input, "tool_response": response}, ensure_ascii=False)


S = []


def t(fn):
    S.append(fn)
    return fn


@t
def xibo_cms_xml():
    k = g.s(B62, r.choice([8, 12, 16]))
    return "name-context", ("<?xml version=\"1.0\"?>\n<ApplicationSettings>\n"
                            f"  <ServerUri>https://cms.signage.example</ServerUri>\n  <ServerKey>{k}</ServerKey>\n"
                            f"  <HardwareKey>{g.hexs(32)}</HardwareKey>\n  <DisplayName>{site()}-01</DisplayName>\n"
                            "  <CollectInterval>300</CollectInterval>\n</ApplicationSettings>\n"), [k]


@t
def xibo_oauth():
    cid, sec = g.s(B62, 40), g.s(B62, 254)
    return "structural", (f"curl -s -X POST https://cms.signage.example/api/authorize/access_token \\\n  -d grant_type=client_credentials \\\n"
                          f"  -d client_id={cid} \\\n  -d client_secret={sec}\n"), [sec]


@t
def xibo_config_env():
    p = pw()
    return "name-context", ("# xibo-docker/config.env\nCMS_SERVER_NAME=cms.signage.example\n"
                            f"MYSQL_PASSWORD={p}\nCMS_SMTP_SERVER=smtp.mailhost.example:587\nCMS_SMTP_USE_TLS=YES\n"), [p]


@t
def screenly_token_hdr():
    tok = g.s(LOW + DIG, 40)
    return "structural", (f"$ curl -H \"Authorization: Token {tok}\" https://api.screenlyapp.com/api/v4/screens/\n"
                          f"[{{\"id\":\"{g.s(UPPER + DIG, 26)}\",\"name\":\"{site()}\",\"status\":\"Online\"}}]\n"), [tok]


@t
def screenly_env():
    tok = g.s(LOW + DIG, 40)
    return "name-context", (f"export SCREENLY_API_TOKEN={tok}\nscreenly screen list --json | jq '.[] | .name'\n"), [tok]


@t
def yodeck_hdr():
    label, tok = r.choice(["pop-export", "ci", "menuboards"]), g.s(B62, 48)
    return "structural", ("GET /api/v1/monitors/?status=offline HTTP/1.1\nHost: app.yodeck.com\n"
                          f"Authorization: Token {label}:{tok}\nAccept: application/json\n"), [tok]


@t
def screencloud_bearer():
    tok = g.s(URLSAFE, 64)
    return "structural", ("const res = await fetch('https://graphql.us.screencloud.com/graphql', {\n  method: 'POST',\n"
                          f"  headers: {{ Authorization: 'Bearer {tok}', 'Content-Type': 'application/json' }},\n"
                          "  body: JSON.stringify({ query: '{ allScreens { nodes { id name } } }' }),\n});\n"), [tok]


@t
def optisigns_py():
    k = g.s(B62, 36)
    return "name-context", ("from optisigns import Client\n\n"
                            f"OPTISIGNS_API_KEY = \"{k}\"\nclient = Client(api_key=OPTISIGNS_API_KEY)\n"
                            "for dev in client.devices.list(): print(dev.name, dev.online)\n"), [k]


@t
def bsn_env():
    cid, sec = g.s(LOW + DIG, 32), g.s(B62, 40)
    return "name-context", (f"# bsn-sync/.env\nBSN_NETWORK=Retail-EU\nBSN_CLIENT_ID={cid}\nBSN_CLIENT_SECRET={sec}\n"
                            "BSN_API=https://api.bsn.cloud/2022/06/REST\n"), [sec]


@t
def bs_setup_json():
    p = pw()
    return "name-context", json.dumps({"setupType": "bsn", "networkName": "Retail-EU", "timeZone": "Europe/Berlin",
                                       "dwsEnabled": True, "dwsPassword": p, "lwsEnabled": True,
                                       "unitName": f"{site()}-bs{r.randint(1,9)}"}, indent=2), [p]


@t
def bs_digest():
    p = pw()
    return "structural", (f"$ curl --digest -u admin:{p} http://{ip()}/api/v1/control/reboot -X PUT\n"
                          "{\"data\":{\"result\":{\"success\":true}}}\n"), [p]


@t
def magicinfo_props():
    p = pw()
    return "name-context", ("# MagicInfo Server\\conf\\config.properties (excerpt)\nwsrm.dbVendor=PostgreSQL\n"
                            "wsrm.url=jdbc:postgresql://localhost:5432/magicinfo\nwsrm.username=magicinfo\n"
                            f"wsrm.password={p}\n"), [p]


@t
def magicinfo_de():
    p = wpw()
    return "name-context", (f"Ticket #{r.randint(1000,9999)}: MagicInfo-Server in Filiale {r.randint(100,999)} — Admin-Kennwort wurde "
                            f"zurückgesetzt auf {p}. Bitte beim nächsten Login ändern, der Techniker hat es auf einem Post-it notiert."), [p]


@t
def lg_ko():
    p = wpw()
    return "name-context", (f"LG SuperSign CMS 관리자 계정: admin / 비밀번호 {p} — 매장 TV 펌웨어 업데이트 후 다시 로그인해야 합니다."), [p]


@t
def wpa_conf():
    p = phrase() if r.random() < .5 else wpw()
    return "name-context", ("# /boot/firmware/wpa_supplicant.conf on the menu-board Pis\ncountry=GB\nnetwork={\n"
                            f"    ssid=\"QSR-Signage\"\n    psk=\"{p}\"\n    key_mgmt=WPA-PSK\n}}\n"), [p]


@t
def kiosk_exit_pin():
    p = pin(6)
    return "name-context", json.dumps({"managedConfiguration": {"kioskMode": True, "startUrl": f"https://kiosk.signage.example/{site()}",
                                                                 "kioskExitPin": p, "idleResetSeconds": 90}}, indent=2), [p]


@t
def autologon():
    p = pw()
    return "name-context", ("REM kiosk-setup.cmd -- assigned access, auto logon\n"
                            "reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v AutoAdminLogon /t REG_SZ /d 1 /f\n"
                            "reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultUserName /t REG_SZ /d KioskUser /f\n"
                            f"reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d {p} /f\n"), [p]


@t
def balena():
    tok = g.s(B62, 32)
    return "name-context", (f"$ balena login --token {tok}\nLogging in to balena-cloud.com\nSuccessfully logged in as: signage-ops\n"
                            "$ balena push signage-players-eu\n"), [tok]


@t
def ansible_inv():
    p1, p2 = pw(), pw()
    return "name-context", (f"[players_{site().replace('-', '_')}]\n{ip()} ansible_user=pi ansible_password={p1}\n"
                            f"{ip()} ansible_user=pi ansible_password={p1}\n\n[players:vars]\nansible_become_pass={p2}\n"), [p1, p2]


@t
def vistar_pop():
    k = g.s(LOW + DIG, 32)
    return "structural", ("POST /api/v1/proof_of_play HTTP/1.1\nHost: trafficking.vistarmedia.example\n"
                          f"X-Api-Key: {k}\nContent-Type: application/json\n\n"
                          f"{{\"display_time\":{1764800000 + r.randint(0, 99999)},\"venue_id\":\"{site()}\",\"lease_id\":\"{g.uuid()}\"}}\n"), [k]


@t
def ssp_yaml():
    tok = g.s(URLSAFE, 40)
    return "name-context", ("# dooh/ssp.yml\nplace_exchange:\n  endpoint: https://api.placeexchange.example/v3\n"
                            f"  publisher_id: pub-{r.randint(1000,9999)}\n  api_token: {tok}\nhivestack:\n  api_token: ${{HIVESTACK_TOKEN}}\n"), [tok]


@t
def sshpass_pop():
    p = pw()
    return "name-context", (f"#!/bin/sh\n# nightly proof-of-play export to the media owner\nsshpass -p '{p}' sftp -oBatchMode=no "
                            f"pop@sftp.mediaowner.example <<EOF\nput /var/lib/pop/pop-$(date +%F).csv /incoming/\nEOF\n"), [p]


@t
def aws_pop():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", (f"POP_BUCKET=s3://pop-reports-eu\nAWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\n"), [a, s]


@t
def broadsign_ini():
    p = pw()
    return "name-context", ("[Broadsign Control Player]\nserver=bsc.network.example\nport=10889\n"
                            f"[Proxy]\nhost=proxy.store.example\nport=3128\nuser=bsp_{r.randint(100,999)}\npassword={p}\n"), [p]


@t
def owm_query():
    k = g.hexs(32)
    return "structural", (f"[weather-widget] GET https://api.openweathermap.org/data/2.5/weather?q=Leeds,GB&units=metric&appid={k} 200 in 182ms\n"), [k]


@t
def powerbi():
    s = g.azure_client_secret()
    return "self-identifying", ("# dashboards-on-screens/powerbi.py\nTENANT_ID = \"" + g.uuid() + "\"\nCLIENT_ID = \"" + g.uuid() + "\"\n"
                                f"CLIENT_SECRET = \"{s}\"\n# embed token is generated per screen, 60 minutes\n"), [s]


@t
def tableau_pat():
    s = g.s(B62 + "+/", 22) + "==:" + g.s(B62, 32)
    return "name-context", ("import tableauserverclient as TSC\n"
                            f"auth = TSC.PersonalAccessTokenAuth('lobby-screens', '{s}', site_id='ops')\n"), [s]


@t
def instagram():
    tok = "IGQVJ" + g.s(URLSAFE, 150)
    return "self-identifying", (f"# social wall feed (lobby screens)\nINSTAGRAM_ACCESS_TOKEN={tok}\nREFRESH_EVERY_DAYS=50\n"), [tok]


@t
def fb_page():
    tok = "EAA" + g.s(B62, 180)
    return "self-identifying", (f"social_wall:\n  facebook_page_id: \"{r.randint(10**14, 10**15)}\"\n  page_access_token: {tok}\n"), [tok]


@t
def sa_json():
    block, line = g.pem("PRIVATE KEY")
    d = {"type": "service_account", "project_id": "signage-slides", "private_key_id": g.hexs(40),
         "private_key": block + "\n", "client_email": "slides-sync@signage-slides.iam.gserviceaccount.com"}
    return "self-identifying", json.dumps(d, indent=2), [line]


@t
def x11vnc():
    p = short_pw() if r.random() < .5 else pin(6)
    return "name-context", (f"# remote support on the Linux players\nx11vnc -storepasswd {p} /home/signage/.vnc/passwd\n"
                            "x11vnc -forever -rfbauth /home/signage/.vnc/passwd -display :0 &\n"), [p]


@t
def teamviewer():
    p = wpw()
    return "name-context", (f"sudo teamviewer passwd {p}\nsudo teamviewer info | grep 'TeamViewer ID'\n"), [p]


@t
def mqtt_pub():
    u, p = "cms-bridge", pw()
    return "structural", (f"mosquitto_pub -h mqtt.signage.example -p 8883 --capath /etc/ssl/certs -u {u} -P '{p}' "
                          f"-t screens/{site()}/cmd -m '{{\"action\":\"reload\"}}'\n"), [p]


@t
def rtsp():
    u, p = r.choice(["viewer", "admin", "display"]), pw()
    return "structural", (f"# live camera tile on the lobby video wall\nsource: rtsp://{u}:{p}@{ip()}:554/Streaming/Channels/101\n"), [p]


@t
def local_storage():
    tok = g.s(URLSAFE, 43)
    return "name-context", (f"> localStorage.getItem('player')\n'{{\"screenId\":\"{g.uuid()}\",\"deviceToken\":\"{tok}\",\"paired\":true}}'\n"), [tok]


@t
def cms_pg():
    p = pw()
    return "structural", (f"DATABASE_URL=postgresql://signage_cms:{p}@pg.signage.internal:5432/cms?sslmode=require\n"), [p]


@t
def chat_ja():
    p = wpw()
    return "name-context", (f"店舗サイネージの管理画面（https://cms.signage.example）の共有アカウントは ops@signage.example、パスワードは {p} です。"
                            "週末のキャンペーン素材の差し替えをお願いします。"), [p]


@t
def chat_es():
    p = pin(6)
    return "name-context", (f"Hola Marta: el PIN de salida del modo quiosco en las tablets de la tienda {r.randint(10,99)} es {p}. "
                            "No lo compartas con el personal de sala, solo con el técnico."), [p]


@t
def mail_fr():
    p = pw()
    return "name-context", (f"Bonjour,\n\nle mot de passe du lecteur BrightSign (serveur web de diagnostic) pour la vitrine de {site()} "
                            f"est : {p}\nMerci de le changer après l'intervention.\n\nBien à vous,\nNadia"), [p]


@t
def chat_it():
    p = wpw()
    return "name-context", (f"Ciao Paolo, la password del totem all'ingresso (utente tecnico) è {p}. Riavvialo dopo l'aggiornamento del palinsesto."), [p]


@t
def chat_zh():
    p = wpw()
    return "name-context", (f"信息发布系统后台的 admin 密码改成了 {p}，门店屏幕的节目单今晚十点自动更新。"), [p]


@t
def pt_chat():
    tok = g.s(B62, 40)
    return "name-context", (f"Oi Bruno, o token da API do player (ambiente de produção) é {tok}. Depois de configurar as TVs da loja, apaga essa mensagem."), [tok]


@t
def hook_cat_env():
    k, p = g.s(B62, 32), pw()
    out = f"CMS_URL=https://cms.signage.example\nPLAYER_KEY={k}\nWIFI_PASSPHRASE={p}\n"
    return "name-context", hook("Bash", {"command": "cat /etc/signage/player.env", "description": "show player env"},
                                {"stdout": out, "stderr": "", "interrupted": False}), [k, p]


@t
def diff_player_key():
    k = g.s(B62, 16)
    return "name-context", ("--- a/roles/player/templates/cms.xml.j2\n+++ b/roles/player/templates/cms.xml.j2\n@@ -3,2 +3,2 @@\n"
                            "-  <ServerKey>{{ xibo_server_key }}</ServerKey>\n"
                            f"+  <ServerKey>{k}</ServerKey>\n   <CollectInterval>300</CollectInterval>\n"), [k]


@t
def k8s_secret():
    p, k = pw(), g.s(B62, 48)
    return "name-context", ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: signage-cms\nstringData:\n"
                            f"  DB_PASSWORD: {p}\n  JWT_SIGNING_SECRET: {k}\n"), [p, k]


@t
def hcl_var():
    tok = g.s(B62, 48)
    return "name-context", ("variable \"yodeck_api_token\" {\n"
                            f"  default = \"{tok}\"\n}}\n"), [tok]


@t
def reg_log():
    tok = g.s(URLSAFE, 32)
    return "name-context", (f"2026-12-03 06:1{r.randint(0,9)}:22.481 INFO  [pairing] screen {g.uuid()} claimed by workspace 'retail-eu'; "
                            f"registration_token={tok} stored in /data/player/credentials\n"), [tok]


@t
def register_resp():
    s = g.s(B62, 40)
    return "name-context", ("HTTP/1.1 201 Created\nContent-Type: application/json\n\n" +
                            json.dumps({"display_id": r.randint(100, 9999), "device_secret": s, "poll_interval": 60}) + "\n"), [s]


@t
def nodered():
    p = pw()
    return "name-context", json.dumps([{"id": g.hexs(16), "type": "mqtt-broker", "name": "signage-broker",
                                        "broker": "mqtt.signage.example", "port": "8883",
                                        "credentials": {"user": "nodered", "password": p}}], indent=1), [p]


@t
def slack_offline():
    u = g.slack_webhook()
    return "self-identifying", (f"OFFLINE_ALERT_WEBHOOK={u}\nOFFLINE_AFTER_MINUTES=15\n"), [u.rsplit("/", 1)[1]]


@t
def sendgrid_pop():
    k = g.sendgrid()
    return "self-identifying", (f"# pop-report/mailer.py\nsg = SendGridAPIClient(\"{k}\")\n"), [k]


@t
def gh_update():
    tok = g.gh_fine() if r.random() < .5 else g.gh_classic()
    return "self-identifying", ("#!/bin/bash\n# player self-update from the private releases repo\n"
                                f"curl -sL -H \"Authorization: token {tok}\" https://api.github.com/repos/acme-signage/player/releases/latest\n"), [tok]


@t
def ticker_apikey():
    k = g.s(LOW + DIG, 24)
    return "structural", (f"ticker:\n  source: https://news-internal.example/api/headlines?apikey={k}&limit=8\n  speed: 60\n"), [k]


@t
def kiosk_admin_pin():
    p = pin(r.choice([5, 6]))
    return "name-context", ("{\n  \"Kiosk\": {\n    \"HomeUrl\": \"https://kiosk.signage.example/wayfinding\",\n"
                            f"    \"AdminPin\": \"{p}\",\n    \"IdleTimeoutSeconds\": 120\n  }}\n}}\n"), [p]


@t
def grafana_url():
    u, p = "wallboard", pw()
    return "structural", (f"# NOC video wall playlist entry\n- url: https://{u}:{p}@grafana.ops.example/d/{g.s(B62, 9)}/noc?kiosk&refresh=30s\n  duration: 45\n"), [p]


@t
def scala_login():
    p = pw()
    return "structural", ("import scala_cm\n\ncm = scala_cm.ContentManager('https://scala.network.example/ContentManager')\n"
                          f"cm.login('administrator', '{p}')\n"), [p]


@t
def md_table():
    rows, vals = [], []
    for _ in range(3):
        u, p = r.choice(["admin", "support", "installer"]), pw()
        rows.append(f"| {site()} | {ip()} | {u} | {p} |")
        vals.append(p)
    return "structural", ("| site | player | user | password |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"), vals


@t
def self_any():
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"# signage-ops wiki, page 'Integrations' (old revision)\n{name} credential used by the CMS plugin: {tok}\n"), [mark]


@t
def nl_chat():
    p = wpw()
    return "name-context", (f"Het wachtwoord van de narrowcasting-beheeromgeving is {p}. Zet de nieuwe menukaarten er vóór vrijdag op."), [p]


@t
def basic_log():
    u, p = r.choice(["popsync", "player"]), pw()
    b = b64pair(u, p)
    return "structural", (f"DEBUG urllib3 send: b'GET /api/pop/export?date=2026-12-02 HTTP/1.1\\r\\nHost: cms.signage.example\\r\\n"
                          f"Authorization: Basic {b}\\r\\n\\r\\n'\n"), [b]


@t
def pl_ticket():
    p = pw()
    return "name-context", (f"Zgłoszenie: ekran w galerii ({site()}) nie pobiera playlisty. Hasło do panelu odtwarzacza: {p}. "
                            "Proszę sprawdzić połączenie Wi-Fi."), [p]


@t
def anthias_basic():
    u, p = "pi", pw()
    return "structural", (f"curl -u {u}:{p} http://{ip()}/api/v2/assets | jq length\n"), [p]


@t
def env_grouped():
    s1, s2 = g.s(B62, 32), g.s(B62, 32)
    return "name-context", (f"# signage-cms/.env.production\nAPP_KEY=base64:{s1}=\nPUSHER_APP_ID={r.randint(100000,999999)}\n"
                            f"PUSHER_APP_KEY={g.s(LOW + DIG, 20)}\nPUSHER_APP_SECRET={s2}\n"), [s1, s2]


# ---------------------------------------------------------------- clean
C = []


def c(fn):
    C.append(fn)
    return fn


@c
def c_pop_csv():
    rows = "\n".join(f"{g.uuid()},{site()},{r.randint(1000,9999)},{g.hexs(12)},2026-12-0{r.randint(1,3)}T{r.randint(10,23)}:{r.randint(10,59)}:00Z,{r.choice([10,15,30])}"
                     for _ in range(4))
    return "play_id,display,campaign_id,creative_hash,played_at,duration_s\n" + rows + "\n"


@c
def c_manifest():
    return json.dumps({"layout": r.randint(10, 300), "files": [{"name": f"promo_{i}.mp4", "md5": g.hexs(32), "size": r.randint(10**6, 10**8)}
                                                            for i in range(3)]}, indent=1) + "\n"


@c
def c_pairing():
    code = g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    return (f"Player boot screen:\n\n   Pair this screen at https://app.screens.example/pair\n   Code: {code}\n   (expires in 10 minutes)\n")


@c
def c_hwkey():
    return "\n".join(f"display={site()}-{i} hardwareKey={g.hexs(32)} mac=b8:27:eb:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)} lastAccessed=2026-12-03"
                     for i in range(1, 4)) + "\n"


@c
def c_schedule():
    return json.dumps({"schedule": [{"eventId": r.randint(1000, 9999), "layoutId": r.randint(10, 99), "displayGroupId": r.randint(1, 40),
                                     "fromDt": "2026-12-05 06:00:00", "toDt": "2026-12-05 11:00:00", "recurrence": "Day"}]}, indent=1) + "\n"


@c
def c_env_placeholder():
    return ("# player.env.example\nCMS_URL=https://cms.signage.example\nPLAYER_KEY=<paste-server-key>\nWIFI_PASSPHRASE=${WIFI_PASSPHRASE}\n"
            "SCREENLY_API_TOKEN=your-token-here\n" f"DISPLAY_NAME={site()}-0{r.randint(1,9)}\n")


@c
def c_env_read():
    return ("const token = process.env.SCREENLY_API_TOKEN;\nif (!token) throw new Error('SCREENLY_API_TOKEN is not set');\n"
            "const headers = { Authorization: `Token ${token}` };\n" f"const SCREEN = '{site()}';\n")


@c
def c_pi_default():
    return ("Fresh Raspberry Pi OS Legacy images still ship the documented default login pi / raspberry; our imaging script "
            "removes that user on first boot and installs the fleet SSH key.\n")


@c
def c_health():
    return json.dumps({"serial": f"{g.s(UPPER + DIG, 12)}", "model": r.choice(["XT1144", "HD224", "LS424"]), "firmware": f"9.0.{r.randint(100,199)}",
                       "uptime_s": r.randint(1000, 10**7), "temp_c": r.randint(35, 70), "ip": ip()}) + "\n"


@c
def c_thumb():
    return json.dumps({"asset_id": g.uuid(), "mimetype": "image/png", "thumbnail": g.b64(r.randint(120, 240))}) + "\n"


@c
def c_m3u():
    return "#EXTM3U\n" + "\n".join(f"#EXTINF:{r.choice([10,15,20])},promo {i}\nhttps://cdn.signage.example/media/{g.hexs(16)}.mp4" for i in range(3)) + "\n"


@c
def c_openrtb():
    return json.dumps({"id": g.uuid(), "imp": [{"id": "1", "video": {"w": 1920, "h": 1080}}],
                       "dooh": {"id": f"venue-{r.randint(1000,9999)}", "venuetype": ["retail"]},
                       "device": {"ifa": g.uuid()}}) + "\n"


@c
def c_slides_embed():
    return (f"<iframe src=\"https://docs.google.com/presentation/d/e/2PACX-1v{g.s(URLSAFE, 80)}/embed?start=true&loop=true&delayms=8000\" "
            "width=\"1920\" height=\"1080\"></iframe>\n")


@c
def c_secretkeyref():
    return ("      env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef: { name: signage-cms, key: DB_PASSWORD }\n"
            "        - name: JWT_SIGNING_SECRET\n          valueFrom:\n            secretKeyRef: { name: signage-cms, key: JWT_SIGNING_SECRET }\n")


@c
def c_systemd():
    return ("[Unit]\nDescription=Signage player\nAfter=network-online.target\n\n[Service]\nEnvironmentFile=/etc/signage/player.env\n"
            f"ExecStart=/opt/player/bin/player --fullscreen --rotation {r.choice([0, 90, 270])}\nRestart=always\nUser=signage\n")


@c
def c_docs():
    return ("To call the API, create a token under Settings → API tokens and send it as `Authorization: Token <your-token>`. "
            "Tokens are shown once; keep them in your secret store, not in player images.\n")


@c
def c_gitlog():
    return "\n".join(f"commit {g.hexs(40)}\nAuthor: ops <ops@signage.example>\n\n    {m}\n" for m in
                     ["read player key from env", "rotate weather widget to server-side proxy"]) 


@c
def c_weather_env():
    return ("import os, requests\nkey = os.getenv('OWM_KEY')\n"
            "r = requests.get('https://api.openweathermap.org/data/2.5/weather', params={'q': '" + r.choice(['Leeds,GB', 'Lyon,FR', 'Porto,PT', 'Graz,AT']) + "', 'appid': key})\n")


@c
def c_hook_ls():
    return hook("Bash", {"command": "ls -la /var/lib/pop"}, {"stdout": "\n".join(f"-rw-r--r-- 1 signage signage {r.randint(1000,99999)} Dec  3 02:00 pop-2026-12-0{i}.csv" for i in range(1, 4)),
                                                          "stderr": "", "interrupted": False})


@c
def c_cec():
    return ("# power the panel on/off via HDMI-CEC\necho 'on 0' | cec-client -s -d 1\necho 'standby 0' | cec-client -s -d 1\n"
            f"# raw: tx 10:04  /  tx 10:36   (logical address {r.randint(0,4)})\n")


@c
def c_sha_content():
    return "\n".join(f"{g.sha1()}  content/{n}" for n in ["menu_breakfast.png", "menu_lunch.png", "promo_winter.mp4"]) + "\n"


@c
def c_cron():
    return (f"# crontab (player)\n0 6 * * * /opt/player/bin/screen on\n0 {r.randint(20,23)} * * * /opt/player/bin/screen off\n"
            "*/5 * * * * /opt/player/bin/heartbeat\n")


@c
def c_de_prose():
    return (f"Proof-of-Play-Bericht November: 9{r.randint(5,9)},{r.randint(0,9)} % der geplanten Ausspielungen bestätigt. Zugangsdaten für den Export stehen im "
            "Passwort-Safe, nicht in diesem Ticket.\n")


@c
def c_fingerprint():
    return (f"Player TLS client certificate\n  Subject: CN={site()}-player\n  Serial: {g.hexs(32)}\n"
            f"  SHA-256 Fingerprint: {':'.join(g.hexs(2).upper() for _ in range(32))}\n")


@c
def c_xibo_layout():
    return (f"<layout width=\"1920\" height=\"1080\" bgcolor=\"#{g.hexs(6)}\" schemaVersion=\"3\">\n"
            f"  <region id=\"{r.randint(100,999)}\" width=\"1920\" height=\"200\" top=\"880\" left=\"0\">\n"
            f"    <media id=\"{r.randint(1000,9999)}\" type=\"ticker\" duration=\"60\"/>\n  </region>\n</layout>\n")


@c
def c_bsn_clientid():
    return (f"bsn:\n  client_id: {g.s(LOW + DIG, 32)}\n  client_secret: ${{BSN_CLIENT_SECRET}}\n  network: Retail-EU\n")


@c
def c_vistar_req():
    return json.dumps({"network_id": g.s(B62, 22), "device_id": f"{site()}-0{r.randint(1,9)}", "venue_id": site(),
                       "display_area": [{"id": "main", "width": 1920, "height": 1080}], "display_time": 1764800000 + r.randint(0, 99999)}) + "\n"


@c
def c_changeme():
    return (f"# local dev only\nservices:\n  cms-db:\n    image: mysql:8.{r.randint(0,4)}\n    environment:\n      MYSQL_ROOT_PASSWORD: changeme\n")


@c
def c_ja_prose():
    return ("ペアリングコードは画面に表示され、10分で失効します。コードを入力した後、デバイストークンは端末内にのみ保存されます。\n")


@c
def c_asset_list():
    return json.dumps([{"asset_id": g.hexs(32), "name": f"promo-{i}", "uri": f"https://cdn.signage.example/{g.hexs(8)}.jpg",
                        "duration": 10, "is_enabled": 1} for i in range(2)], indent=1) + "\n"


@c
def c_pr():
    return (f"PR #{r.randint(100,999)}: move the Xibo server key out of cms.xml.j2 into the vault lookup "
            "`{{ lookup('community.hashi_vault.vault_kv2_get', 'signage/xibo').secret.server_key }}`.\n")


@c
def c_edid():
    return "EDID (first 32 bytes): 00 ff ff ff ff ff ff 00 " + " ".join(g.hexs(2) for _ in range(24)) + "\n"


@c
def c_inventory():
    return "\n".join(f"{site()},{g.s(UPPER + DIG, 12)},{ip()},b8:27:eb:{g.hexs(2)}:{g.hexs(2)}:{g.hexs(2)},{r.choice(['online','offline'])}" for _ in range(4)) + "\n"


@c
def c_es_prose():
    return "Para salir del modo quiosco el técnico usa el PIN que está en el gestor de contraseñas; nunca lo escribas en el ticket.\n"


@c
def c_fr_prose():
    return "La clé du serveur CMS est injectée au démarrage par Ansible depuis le coffre ; le fichier cms.xml du dépôt ne contient qu'un gabarit.\n"


@c
def c_mqtt_env():
    return "mosquitto_pub -h mqtt.signage.example -u cms-bridge -P \"$MQTT_PASSWORD\" -t screens/" + site() + "/cmd -m '{\"action\":\"reload\"}'\n"


# ---------------------------------------------------------------- writer
def emit(secrets, clean):
    out = Path(__file__).resolve().parent
    for cls, text, vals in secrets:
        assert cls in ("self-identifying", "name-context", "structural")
        for v in vals:
            assert v and v in text, (v, text)
            for ct in clean:
                assert v not in ct, (v, ct)
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


def main():
    secrets = [S[i % len(S)]() for i in range(250)]
    clean = [C[i % len(C)]() for i in range(100)]
    emit(secrets, clean)


if __name__ == "__main__":
    main()
