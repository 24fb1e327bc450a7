"""Blind round 69, source "stagetech": live events and stage technology (lighting consoles, Dante/AES67 audio
networks, intercom, LED processors, show control, crew scheduling). Seeded, deterministic; stdlib + _tokens only.
Written 2026-12-04 by the helper "corpora41". Every value is random and made up."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAM = "stagetech"
g = Gen(6902)
r = g.r
LOW = string.ascii_lowercase
DIG = string.digits


# ---------------------------------------------------------------- value helpers
def word_pw() -> str:
    w = g.pick(["Gobo", "Fresnel", "Truss", "Haze", "Cue", "Fader", "Spotlight", "Ampline", "Wedge", "Riser",
                "Greenroom", "Soundcheck", "Downstage", "Blackout", "Encore", "Tourbus", "Pyro", "Strobe"])
    return w + str(r.randint(1, 9999)) + g.pick(["!", "#", "$", "", "?", "&", "*"])


def legacy_pw() -> str:
    return g.pick(["foh", "lx", "snd", "show", "prod", "tour", "av"]) + g.s(LOW, r.randint(2, 3)) + g.s(DIG, r.randint(2, 3))


def phrase() -> str:
    words = ["velvet", "curtain", "lantern", "thunder", "mirror", "harbor", "scarlet", "marble", "echo", "falcon",
             "orbit", "saffron", "tango", "willow", "cobalt"]
    return g.pick(["-", ".", " "]).join(g.pick(words) for _ in range(r.randint(3, 4)))


def pin(n: int | None = None) -> str:
    n = n or g.pick([4, 4, 6])
    while True:
        v = g.s(DIG, n)
        if v[0] != "0" and len(set(v)) > 2:
            return v


def pw() -> str:
    k = r.random()
    if k < .35:
        return word_pw()
    if k < .5:
        return legacy_pw()
    return g.machine_pw()


def ip() -> str:
    return f"{g.pick(['192.168.1', '10.101.0', '172.16.20', '2.0.0'])}.{r.randint(2, 250)}"


def yt_key() -> str:
    return "-".join(g.s(LOW + DIG, 4) for _ in range(5))


def twitch_key() -> str:
    return f"live_{r.randint(10**8, 10**9)}_{g.s(B62, 30)}"


def venue() -> str:
    return g.pick(["Olympiahalle", "Ahoy", "Palau Sant Jordi", "O2 Academy", "Zenith", "Forum", "Tempodrom", "Arena Hall B"])


def show() -> str:
    return g.pick(["EU-Tour-26", "Festival-Main", "Gala-Nov", "Corporate-Q4", "Musical-Act2", "Arena-Run"])


def jdump(o) -> str:
    return json.dumps(o, ensure_ascii=False)


S = []


def t(fn):
    S.append(fn)
    return fn


@t
def _ma2_telnet():
    p = pw()
    return "structural", f"""$ telnet {ip()} 30000
Trying...
Connected.
[Channel]> Login "Administrator" "{p}"
Logged in as User 'Administrator'""", [p]


@t
def _ma3_session():
    p = pw()
    return "name-context", f"""-- grandMA3 plugin: join session on the backup console
local sessionPassword = "{p}"
Cmd('JoinSession "{show()}" Password "' .. sessionPassword .. '"')""", [p]


@t
def _ddm_cli():
    p = pw()
    return "name-context", f"ddm-cli --server https://ddm.{g.pick(['foh', 'audio', 'prod'])}.local:8443 login --user dante-admin --password '{p}' && ddm-cli domains list", [p]


@t
def _ddm_ldap():
    p = pw()
    return "name-context", f"""# Dante Domain Manager - LDAP settings export
ldap.server=ldaps://dc01.prod.example.com:636
ldap.bind.user=CN=svc-ddm,OU=AV,DC=prod,DC=example,DC=com
ldap.bind.password={p}
ldap.group.admin=AV-Dante-Admins""", [p]


@t
def _dante_lock_pin():
    p = pin(4)
    return "name-context", f"""Dante Controller: device lock
Locked devices: RIO3224-D2 (stage left), Tio1608 (monitor world)
Lock PIN: {p}
Do NOT unlock during the show. Ask A1 first.""", [p]


@t
def _anubis_basic():
    p = legacy_pw()
    return "structural", f"curl -s --digest -u admin:{p} http://{ip()}/api/v1/ravenna/sessions | jq '.[].name'", [p]


@t
def _unity_intercom():
    p = pw()
    return "name-context", f"""[Server]
ServerName=Unity-{show()}
Port=20101
ServerPassword={p}
MaxUsers=40""", [p]


@t
def _clearcom_lq():
    p = pw()
    return "name-context", f"""Clear-Com LQ link between FOH and OB truck:
  remote: {ip()}:{r.randint(5000, 6000)}
  link password: {p}
  channels: PL1 (production), PL2 (lighting)""", [p]


@t
def _riedel_xml():
    p = pw()
    return "name-context", f"""<ArtistNode id="{r.randint(1, 30)}" name="FOH-Node">
  <Network ip="{ip()}" mask="255.255.255.0" />
  <RemoteAccess enabled="true" user="director" password="{p}" />
</ArtistNode>""", [p]


@t
def _freespeak_admin():
    p = pw()
    return "name-context", f"FreeSpeak II base station web UI: admin password changed to {p} after the firmware 4.2 update (old one was the factory default).", [p]


@t
def _novastar_vnnox():
    k, s = g.s(HEX, 32), g.s(HEX, 32)
    return "name-context", f"""# vnnox-sync.yaml
vnnox:
  region: eu
  app_key: {k}
  app_secret: {s}
  screens: ["LED-Main", "LED-IMAG-L", "LED-IMAG-R"]""", [s]


@t
def _tessera_api():
    p = pw()
    return "structural", f"""import requests
s = requests.Session()
s.auth = ("admin", "{p}")
print(s.get("http://{ip()}/api/v1/processor/output/brightness").json())""", [p]


@t
def _helios_token():
    tk = g.s(URLSAFE, 43)
    return "structural", f"""curl -X PATCH http://{ip()}/api/v1/public \\
  -H "Authorization: Bearer {tk}" \\
  -H "Content-Type: application/json" \\
  -d '{{"dev":{{"display":{{"brightness":{r.randint(10, 100)}}}}}}}'""", [tk]


@t
def _qsys_qrc():
    p = pin(g.pick([4, 6]))
    return "structural", f"""import socket, json
s = socket.create_connection(("{ip()}", 1710))
s.sendall((json.dumps({{"jsonrpc": "2.0", "method": "Logon", "params": {{"User": "showctl", "Password": "{p}"}}}}) + "\\0").encode())""", [p]


@t
def _qsys_lua():
    tk = g.s(B62, 40)
    return "structural", f"""HttpClient.Upload {{
  Url = "https://hooks.{g.pick(['showops', 'venue'])}.example.com/qsys/scene",
  Method = "POST",
  Headers = {{ ["Content-Type"] = "application/json", ["Authorization"] = "Bearer {tk}" }},
  Data = rapidjson.encode({{ scene = Controls.Scene.String }}),
  EventHandler = done,
}}""", [tk]


@t
def _qlab_osc():
    p = pin(4)
    return "name-context", f"""# QLab 5 OSC from the stage manager's iPad
oscsend {ip()} 53000 /connect s {p}
oscsend {ip()} 53000 /go""", [p]


@t
def _obs_ws():
    p = g.s(B62, 16)
    return "name-context", f"""{{
  "server_enabled": true,
  "server_port": 4455,
  "auth_required": true,
  "server_password": "{p}"
}}""", [p]


@t
def _obs_service():
    k = twitch_key()
    return "name-context", jdump({"settings": {"bwtest": False, "key": k, "server": "auto", "service": "Twitch"}, "type": "rtmp_common"}), [k]


@t
def _yt_key():
    k = yt_key()
    return "name-context", f"""ffmpeg -re -i program_out.mov -c:v libx264 -b:v 6000k -c:a aac -f flv \\
  rtmp://a.rtmp.youtube.com/live2/{k}""", [k]


@t
def _srt():
    p = g.s(B62, r.randint(12, 24))
    return "structural", f"srt-live-transmit 'udp://:5000' 'srt://{g.pick(['ingest', 'obvan', 'cloud'])}.example.tv:9000?mode=caller&passphrase={p}&pbkeylen=32' -v", [p]


@t
def _vmix():
    p = pw()
    return "name-context", f"vMix Call for remote guest: open https://vmixcall.com, key {g.s(UPPER + DIG, 8)}; web controller user 'guest' with password {p}", [p]


@t
def _switch_cfg():
    p = pw()
    return "name-context", f"""! Cisco CBS350 - Dante/AES67 network, stage rack
hostname av-core-{r.randint(1, 4)}
username admin privilege 15 password {p}
ip igmp snooping
ip igmp snooping querier""", [p]


@t
def _luminex():
    p = legacy_pw()
    return "structural", f"curl -s -u admin:{p} http://{ip()}/api/config/groups -X PUT -d @groups_{show()}.json", [p]


@t
def _wifi_hostapd():
    p = phrase().replace(" ", "-")
    return "name-context", f"""# hostapd.conf - closed Wi-Fi for iPads (QLab remote, MA3 app, Mixing Station)
interface=wlan0
ssid=FOH-CTRL
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase={p}""", [p]


@t
def _yamaha_console():
    p = legacy_pw()
    return "name-context", f"Yamaha CL5 at {venue()}: Administrator password is {p} — guest engineers get the 'Guest' user key only.", [p]


@t
def _crestron():
    p = pw()
    return "structural", f"""from crestron_cli import CrestronConnection
cp4 = CrestronConnection("{ip()}", "admin", "{p}")
cp4.send("progreset -p:01")""", [p]


@t
def _mosquitto():
    p = pw()
    return "name-context", f"mosquitto_pub -h show-broker.local -u showctl -P '{p}' -t 'show/{show()}/cue' -m 'GO 14.5'", [p]


@t
def _frameio():
    k = "fio-u-" + g.s(URLSAFE, 64)
    return "self-identifying", f"FRAMEIO_TOKEN={k}\nFRAMEIO_PROJECT=content-{show()}", [k]


@t
def _rentman_jwt():
    j = g.jwt(sub=str(r.randint(100, 9999)))
    return "self-identifying", f"""GET /crew?limit=50 HTTP/1.1
Host: api.rentman.net
Authorization: Bearer {j}""", [j]


@t
def _current_rms():
    k = g.s(B62 + "_-", 20)
    return "structural", f"""curl -s "https://api.current-rms.com/api/v1/opportunities?per_page=20" \\
  -H "X-SUBDOMAIN: {g.pick(['stagelight', 'tourhire', 'avrent'])}" \\
  -H "X-AUTH-TOKEN: {k}" """, [k]


@t
def _flex_rental():
    k = g.uuid()
    return "structural", f"""GET /f5/api/element/quickfind?searchText=LED%20wall HTTP/1.1
Host: {g.pick(['hire', 'rent'])}co.flexrentalsolutions.com
X-Auth-Token: {k}""", [k]


@t
def _wheniwork():
    k = g.hexs(40)
    tk = g.s(B62, 32)
    return "structural", f"""curl https://api.wheniwork.com/2/shifts?start=2026-12-01 \\
  -H "W-Key: {k}" -H "W-Token: {tk}" """, [k, tk]


@t
def _connecteam():
    k = g.uuid()
    return "name-context", f"CONNECTEAM_API_KEY={k}\nCONNECTEAM_SCHEDULER_ID={r.randint(1000000, 9999999)}", [k]


@t
def _deputy():
    tk = g.hexs(32)
    return "name-context", f"""deputy:
  install: {g.pick(['stagecrew', 'eventpro'])}.eu.deputy.com
  permanent_token: {tk}
  export_roster_to: gsheets""", [tk]


@t
def _twilio_crew():
    tk = g.hexs(32)
    sid = "AC" + g.hexs(32)
    return "name-context", f"""# crew call SMS
TWILIO_ACCOUNT_SID={sid}
TWILIO_AUTH_TOKEN={tk}
TWILIO_FROM=+4930{r.randint(1000000, 9999999)}""", [tk]


@t
def _selfid():
    name, tok, mark = g.self_identifying()
    return "self-identifying", f"# call-sheet bot ({name})\nexport CALLSHEET_{name.upper()}_TOKEN='{tok}'", [mark]


@t
def _gsheets_sa():
    block, line = g.pem("PRIVATE KEY")
    body = {"type": "service_account", "project_id": "crew-roster-" + str(r.randint(100, 999)),
            "private_key_id": g.hexs(40), "private_key": block + "\n",
            "client_email": "roster@crew-roster.iam.gserviceaccount.com"}
    return "self-identifying", json.dumps(body, indent=2), [line]


@t
def _aws_media():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"AWS_ACCESS_KEY_ID={a} AWS_SECRET_ACCESS_KEY={s} aws s3 sync ./content s3://show-content-{show().lower()}/ --delete", [a, s]


@t
def _dropbox():
    k = "sl.B" + g.s(URLSAFE, 136)
    return "self-identifying", f"DROPBOX_ACCESS_TOKEN = \"{k}\"  # video content drop from the agency", [k]


@t
def _chat_de():
    p = pw()
    return "name-context", f"Kurze Info für die Produktion in der {venue()}: das Passwort für den MA3-Session-Login lautet {p}. Nach dem Abbau ändere ich es.", [p]


@t
def _chat_fr():
    p = pin(4)
    return "name-context", f"Le code de verrouillage Dante des stageboxes est {p}. Merci de ne pas le donner aux équipes invitées.", [p]


@t
def _chat_es():
    p = pw()
    return "name-context", f"La contraseña del Wi-Fi de control (FOH-CTRL) es {p}. Solo para iPads de monitores y luces.", [p]


@t
def _chat_it():
    k = yt_key()
    return "name-context", f"Ragazzi, la chiave dello stream per stasera è {k}. Non condividetela nel gruppo pubblico.", [k]


@t
def _chat_ja():
    p = pw()
    return "name-context", f"LEDプロセッサ(Tessera SX40)のWeb管理パスワードは {p} です。本番中は明るさ以外触らないでください。", [p]


@t
def _chat_nl():
    p = pw()
    return "name-context", f"Het intercom-wachtwoord van de Unity-server voor {show()} is {p}. Zet het niet in de draaiboek-pdf.", [p]


@t
def _chat_sv():
    p = pin(6)
    return "name-context", f"Hej! Koden till ljudracket (låset bakom scen vänster) är {p}.", [p]


@t
def _chat_pt():
    p = pw()
    return "name-context", f"A senha do Companion (admin) no PC de show ficou {p}. Troquei porque a antiga estava no rider.", [p]


@t
def _chat_ko():
    p = pw()
    return "name-context", f"공연장 조명 콘솔 백업 PC 윈도우 로그인 비밀번호: {p} (계정 lxop)", [p]


@t
def _chat_zh():
    k = twitch_key()
    return "name-context", f"今晚直播推流密钥：{k}，推流地址 rtmp://live.twitch.tv/app，请勿外传。", [k]


@t
def _chat_pl():
    p = pw()
    return "name-context", f"Hasło do panelu Q-SYS (UCI dla realizatora) to {p}.", [p]


@t
def _hook_bash():
    p = legacy_pw()
    cmd = f"curl -s -u admin:{p} http://{ip()}/api/v1/processor/presets | jq ."
    return "structural", jdump({"hook_event_name": "PreToolUse", "tool_name": "Bash",
                                "tool_input": {"command": cmd, "description": "List LED processor presets"}}), [p]


@t
def _hook_read():
    k, p = twitch_key(), pw()
    content = f"STREAM_KEY={k}\nOBS_WS_PASSWORD={p}\nOBS_WS_PORT=4455\n"
    return "name-context", jdump({"hook_event_name": "PostToolUse", "tool_name": "Read",
                                  "tool_input": {"file_path": "/Users/show/stream/.env"},
                                  "tool_response": {"file": {"filePath": "/Users/show/stream/.env", "content": content}}}), [k, p]


@t
def _diff():
    p = pw()
    return "name-context", f"""--- a/showcontrol/config.yaml
+++ b/showcontrol/config.yaml
@@ -8,6 +8,7 @@ qsys:
   core: {ip()}
   user: showctl
+  pin: "{p}"
 ma3:
   host: {ip()}""", [p]


@t
def _notebook():
    tk = g.s(B62, 32)
    src = ["import requests\n", f"headers = {{'Authorization': 'Bearer {tk}'}}\n",
           "shifts = requests.get('https://api.crewplanner.example.com/v2/shifts', headers=headers).json()\n"]
    return "structural", jdump({"cells": [{"cell_type": "code", "source": src, "outputs": [], "metadata": {},
                                           "execution_count": r.randint(1, 30)}], "nbformat": 4, "nbformat_minor": 5}), [tk]


@t
def _companion_export():
    p = pw()
    return "name-context", jdump({"version": 6, "type": "full", "instances": {g.s(B62, 12): {
        "instance_type": "obs-studio", "label": "obs_main",
        "config": {"host": ip(), "port": 4455, "pass": p}}}}), [p]


@t
def _atem_win_logon():
    p = pw()
    return "name-context", f"""reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultUserName /t REG_SZ /d playback /f
reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultPassword /t REG_SZ /d {p} /f""", [p]


@t
def _basic_log():
    u, p = "showctl", pw()
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return "structural", f"""[2026-11-{r.randint(10, 28)} 19:{r.randint(10, 59)}:{r.randint(10, 59)}] http.out POST http://{ip()}/api/cue headers={{'Authorization': 'Basic {b}', 'Content-Type': 'application/json'}} -> 204""", [b]


@t
def _disguise_ps():
    p = pw()
    return "name-context", f"""$pw = ConvertTo-SecureString "{p}" -AsPlainText -Force
$cred = New-Object PSCredential("d3user", $pw)
Invoke-Command -ComputerName {g.pick(['vx4-01', 'gx2c-02', 'rx-01'])} -Credential $cred -ScriptBlock {{ Get-Service d3service }}""", [p]


@t
def _k8s_roster():
    p = pw()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata: {{name: crew-roster-db}}
stringData:
  POSTGRES_PASSWORD: {p}""", [p]


@t
def _dsn():
    p = pw()
    return "structural", f"DATABASE_URL=postgres://roster:{p}@crewdb.internal:5432/roster?sslmode=require", [p]


@t
def _toml():
    k = g.s(B62, 28)
    return "name-context", f"""[ticker]
provider = "setlist-sync"
api_key = "{k}"
refresh = "15s"
""", [k]


@t
def _hcl():
    p = pw()
    return "name-context", f"""variable "ddm_admin_password" {{
  type    = string
  default = "{p}"
}}""", [p]


@t
def _ansible():
    p = pw()
    return "name-context", f"""all:
  hosts:
    media-server-{r.randint(1, 4)}:
      ansible_host: {ip()}
      ansible_user: show
      ansible_become_password: {p}""", [p]


@t
def _email_rider():
    p = pw()
    return "name-context", f"""Subject: {show()} – advance, network & Wi-Fi

Hi production team at {venue()},

for the advance: our touring Wi-Fi SSID is TOUR-LX, the key is {p}. Please keep your house Wi-Fi off channels 36–48.

Cheers, Production Manager""", [p]


@t
def _table():
    p1, p2 = pw(), pw()
    return "structural", f"""| device | IP | user | password |
|---|---|---|---|
| MA3 light (main) | {ip()} | admin | {p1} |
| Tessera SX40 | {ip()} | admin | {p2} |""", [p1, p2]


@t
def _watchout_bat():
    p = pw()
    return "name-context", f"""@echo off
net use Z: \\\\media-nas\\content /user:show {p}
robocopy Z:\\{show()} D:\\Shows\\{show()} /MIR""", [p]


@t
def _shure():
    p = pw()
    return "name-context", f"""# Wireless Workbench preset notes
ULX-D receivers rack A: network 'RF-Show'
Device password for Axient AD4Q: {p}
Encryption: AES-256 enabled""", [p]


# ---------------------------------------------------------------- clean templates
C = []


def c(fn):
    C.append(fn)
    return fn


@c
def _c_dante_list():
    return "\n".join(f"{g.pick(['RIO3224-D2', 'Tio1608-D', 'AVIO-USB', 'DVS'])}-{g.hexs(6)}  {ip()}  {':'.join(g.hexs(2) for _ in range(6))}  48kHz  lat 1ms" for _ in range(4))


@c
def _c_sdp():
    return f"""v=0
o=- {r.randint(10**9, 10**10)} {r.randint(1, 9)} IN IP4 {ip()}
s=Stage L AES67
c=IN IP4 239.69.{r.randint(0, 255)}.{r.randint(1, 254)}/32
t=0 0
m=audio 5004 RTP/AVP 96
a=rtpmap:96 L24/48000/8
a=ts-refclk:ptp=IEEE1588-2008:{'-'.join(g.hexs(2).upper() for _ in range(8))}:0
a=mediaclk:direct=0"""


@c
def _c_env_example():
    return """# .env.example
STREAM_KEY=<your-stream-key>
OBS_WS_PASSWORD=
TWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}
QSYS_PIN=changeme"""


@c
def _c_env_read():
    return """import os
from obswebsocket import obsws
ws = obsws(os.environ["OBS_HOST"], 4455, os.environ["OBS_WS_PASSWORD"])
ws.connect()"""


@c
def _c_cuelist():
    return "cue,label,fade,follow\n" + "\n".join(f"{r.randint(1, 300)}.{r.randint(0, 9)},{g.pick(['Walk-in', 'Blackout', 'Song 3 verse', 'Encore'])},{r.randint(0, 10)},{g.pick(['', 'F'])}" for _ in range(5))


@c
def _c_osc():
    return f"oscsend {ip()} 53000 /cue/{r.randint(1, 99)}/start\noscsend {ip()} 8000 /eos/cue/1/{r.randint(1, 200)}/fire"


@c
def _c_artnet():
    return f"Art-Net node {ip()} universe {r.randint(0, 31)} subnet 0 net 0  MAC {':'.join(g.hexs(2) for _ in range(6))}  sACN priority 100  CID {g.uuid()}"


@c
def _c_md5_media():
    return "\n".join(f"{g.hexs(32)}  {n}" for n in ["Intro_4K_HAP.mov", "IMAG_Loop.mov", "Outro_Credits.mov"])


@c
def _c_prose():
    return ("Stream keys are pulled from the show's 1Password vault by the encoder's startup script; never put them in the "
            "call sheet or the rider. If a key leaks, reset it in the platform's dashboard before doors.")


@c
def _c_secretref():
    return """env:
  - name: TWILIO_AUTH_TOKEN
    valueFrom: {secretKeyRef: {name: crew-sms, key: auth_token}}
  - name: ROSTER_DB_URL
    valueFrom: {secretKeyRef: {name: crew-roster-db, key: url}}"""


@c
def _c_ptp():
    return f"""ptp4l[{r.randint(100, 9999)}.{r.randint(100, 999)}]: selected best master clock {g.hexs(6)}.fffe.{g.hexs(6)}
ptp4l[{r.randint(100, 9999)}.{r.randint(100, 999)}]: master offset {r.randint(-90, 90)} s2 freq {r.randint(-9000, 9000)} path delay {r.randint(100, 900)}"""


@c
def _c_led_map():
    return jdump({"processor": "Tessera SX40", "serial": g.s(UPPER + DIG, 10), "outputs": [
        {"port": i, "tiles": r.randint(10, 40), "firmware": f"4.{r.randint(0, 9)}.{r.randint(0, 9)}"} for i in range(1, 4)],
        "colour_profile_sha1": g.sha1()})


@c
def _c_roster_csv():
    return "name,role,call,venue\n" + "\n".join(f"{g.pick(['A. Berg', 'M. Rossi', 'K. Sato', 'J. Diaz'])},{g.pick(['A1', 'LD', 'Rigger', 'Stagehand'])},{r.randint(6, 18):02d}:00,{venue()}" for _ in range(4))


@c
def _c_hook_ls():
    return jdump({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "ls ~/stream"},
                  "tool_response": {"stdout": ".env\nobs_scenes.json\noverlay.html\n", "stderr": "", "interrupted": False}})


@c
def _c_git_log():
    return "\n".join(f"{g.hexs(7)} {m}" for m in ["qsys: read PIN from env", "ma3: add cue macros", "crew: roster export"])


@c
def _c_workflow():
    return """      - name: Push content
        env:
          AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
          AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
        run: aws s3 sync ./content s3://show-content/"""


@c
def _c_defaults():
    return ("Factory defaults you will meet on tour: Luminex GigaCore admin with no password, Yamaha consoles with no "
            "Administrator password, NovaLCT's advanced-settings password 'admin'. Change them at load-in.")


@c
def _c_de_prose():
    return "Die Passwörter der Lichtpulte stehen im Tresor des Produktionsbüros, nicht im Rider. Bei Fragen bitte den Lichtchef anrufen."


@c
def _c_ja_prose():
    return "配信キーは本番直前に配信担当が設定します。チャットには貼らないでください。"


@c
def _c_fr_prose():
    return "Le mot de passe de l'intercom est communiqué de vive voix au briefing ; il n'apparaît dans aucun document."


@c
def _c_qsys_design():
    return jdump({"design": f"{show()}.qsys", "design_code": g.s(B62, 12), "core": {"model": "Core 110f", "serial": g.s(DIG, 10)},
                  "status": {"code": 0, "string": "OK"}, "platform": "Core 110f", "is_redundant": False})


@c
def _c_ltc():
    return f"LTC in: {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}:{r.randint(0, 24):02d} @25fps  MIDI TC out port 1  offset +00:00:00:02"


@c
def _c_b64_preview():
    return f'<img class="cue-thumb" src="data:image/jpeg;base64,{g.b64(90)}">'


@c
def _c_obs_scene():
    return jdump({"name": "Program", "sources": [{"name": "Camera 1", "id": "decklink-input", "uuid": g.uuid()},
                                                 {"name": "Lower third", "id": "browser_source", "uuid": g.uuid(),
                                                  "settings": {"url": "http://localhost:8088/overlay.html"}}]})


@c
def _c_api_docs():
    return """### Authentication
All requests need the header `X-AUTH-TOKEN: <api-token>` and `X-SUBDOMAIN: <your-subdomain>`.
Tokens are created under System Setup > Integrations > API."""


@c
def _c_ssh_pub():
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g.s(B62 + '+/', 80)} show@media-{r.randint(1, 4)}"


@c
def _c_youtube_placeholder():
    return "ffmpeg -re -i program.mov -c copy -f flv \"rtmp://a.rtmp.youtube.com/live2/${YT_STREAM_KEY}\""


@c
def _c_changeme_compose():
    return "# local rehearsal stack only\nservices:\n  broker:\n    image: eclipse-mosquitto:2\n    environment:\n      MQTT_PASSWORD: changeme"


@c
def _c_twilio_sid():
    return f"Crew SMS sent via Messaging Service MG{g.hexs(32)}, account AC{g.hexs(32)}; {r.randint(10, 80)} recipients, {r.randint(0, 3)} failed."


@c
def _c_ticket():
    return f"""Ticket SHOW-{r.randint(100, 999)}: Tessera processor shows 'invalid password' after firmware update.
Fix: reset via front panel (hold MENU 10 s), set new admin password from the vault entry 'LED/Tessera', update Companion.
Serial {g.s(UPPER + DIG, 10)}, firmware {r.randint(3, 4)}.{r.randint(0, 9)}.{r.randint(0, 9)}."""


@c
def _c_midi_sysex():
    return "MSC GO: F0 7F 01 02 01 01 " + " ".join(g.hexs(2).upper() for _ in range(6)) + " F7"


@c
def _c_pairing():
    return f"Dante Domain Manager enrolment: device {g.pick(['RIO1608', 'Tio1608'])} joined domain 'Tour' (device id {g.hexs(16)}), certificate fingerprint {':'.join(g.hexs(2).upper() for _ in range(20))}"


# ---------------------------------------------------------------- build
def main() -> None:
    secrets, clean = [], []
    n = 0
    while len(secrets) < 250:
        cls, text, vals = S[n % len(S)]()
        n += 1
        for v in vals:
            assert v and v in text, (text, v)
        secrets.append((cls, text, vals))
    allv = {v for _, _, vs in secrets for v in vs}
    i = 0
    while len(clean) < 100:
        ct = C[i % len(C)]()
        while any(v in ct for v in allv):  # a short code can turn up inside a random hash: draw again
            ct = C[i % len(C)]()
        clean.append(ct)
        i += 1
    for ct in clean:
        for v in allv:
            assert v not in ct, (v, ct)
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for k, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{k}", "family": FAM, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for k, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{k}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
