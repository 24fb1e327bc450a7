"""Blind redaction source "kioskvending": kiosks, vending and digital signage (signage CMS, vending telemetry,
kiosk lockdown configs, cashless payment readers, remote management).

Written blind by the helper "corpora6" on 2026-12-03 (round 28), without reading memtool's rules or results.
Every value is random and made up. Seeded: rerunning writes kioskvending_secrets.jsonl and kioskvending_clean.jsonl
byte-identically. Uses only the standard library and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX  # noqa: E402

FAMILY = "kioskvending"
OUT = Path(__file__).resolve().parent
g = Gen(28003)
r = g.r
UPD = string.ascii_uppercase + string.digits


def pw():
    k = r.randint(0, 8)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return str(r.randint(1000, 999999))  # exit PIN / service menu PIN
    if k == 2:
        return r.choice(["kiosk", "signage", "vend", "player", "menu", "lobby"]) + str(r.randint(1, 9999))
    if k == 3:
        return "-".join(r.choice(["snack", "screen", "coil", "coin", "lobby", "poster", "tray", "chiller", "loop",
                                  "playlist", "bezel", "badge"]) for _ in range(4))
    if k == 4:
        return g.hexs(r.choice([16, 32, 64]))
    if k == 5:
        return g.s(UPD, 4) + "-" + g.s(UPD, 4) + "-" + g.s(UPD, 4) + "-" + g.s(UPD, 4)
    if k == 6:
        return g.s(string.ascii_letters + string.digits, r.randint(6, 9))
    return g.machine_pw()


def dev():
    return r.choice(["KSK", "VM", "SGN", "PLY"]) + "-" + str(r.randint(1000, 99999))


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def read_hook(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"file": {"filePath": path, "content": content}}})


S = []


def t(f):
    S.append(f)
    return f


@t
def signage_player_json():
    k = g.s(B62, 40)
    return "name-context", read_hook("/opt/player/config.json", json.dumps({
        "cmsUrl": "https://cms.example-signage.com", "displayName": dev(), "playerKey": k, "syncIntervalSec": 300}, indent=2)), [k]


@t
def xibo_like():
    k = g.s(string.ascii_letters + string.digits, 12)
    return "name-context", (
        f"<?xml version=\"1.0\"?>\n<PlayerSettings>\n  <ServerUri>https://signage.mallgroup.example</ServerUri>\n  <ServerKey>{k}</ServerKey>\n"
        f"  <HardwareKey>{g.hexs(32)}</HardwareKey>\n  <CollectInterval>900</CollectInterval>\n</PlayerSettings>"), [k]


@t
def kiosk_exit_pin():
    p = str(r.randint(1000, 99999999))
    return "name-context", (
        f"# kiosk lockdown profile, lobby tablets\nkiosk_mode: single_app\napp: com.example.checkin\nexit_pin: \"{p}\"\nhide_status_bar: true\n"), [p]


@t
def mdm_token():
    k = g.b64url(36)
    return "structural", f"$ curl -s -H 'Authorization: Bearer {k}' https://mdm.example-kiosk.io/api/v1/devices?group=lobby | jq -r '.[].serial'\nR58N{r.randint(10000,99999)}\nR58N{r.randint(10000,99999)}", [k]


@t
def vending_telemetry_mqtt():
    p = pw()
    return "structural", (
        f"vmc-bridge --broker mqtts://telemetry.example-vend.net:8883 --client-id {dev()} --username machine --password {p} --topic vend/+/dex"), [p]


@t
def dex_ftp():
    p = pw()
    return "structural", f"DEX_UPLOAD_URL=ftp://dexuser:{p}@dex.example-vendops.com/incoming/\nDEX_INTERVAL_MIN=60\n", [p]


@t
def cashless_reader():
    k = g.hexs(32)
    return "name-context", (
        f"[cashless]\nreader=MDB-LEVEL3\nmerchant_id={r.randint(100000000,999999999)}\nterminal_id=T{r.randint(10000,99999)}\n"
        f"mac_key={k}\ncurrency=978\n"), [k]


@t
def payment_api_hook():
    k = "sk_live_" + g.s(B62, 24)
    cmd = f"curl -s https://api.example-cashless.com/v2/transactions?device={dev()} -u {k}:"
    return "structural", hook(cmd, f'{{"data":[{{"amount":{r.randint(100,450)},"product":"coil {r.randint(10,69)}","status":"settled"}}]}}'), [k]


@t
def stripe_terminal():
    k = g.stripe()
    return "self-identifying", f"# kiosk backend creates connection tokens for the card reader\nSTRIPE_SECRET_KEY={k}\nTERMINAL_LOCATION=tml_{g.s(B62,14)}\n", [k]


@t
def chromeos_kiosk():
    p = pw()
    return "name-context", (
        f"Hi team, the signage Chromeboxes at the airport site kept falling out of kiosk mode. I re-enrolled them with the "
        f"enrollment account; its password is {p} and it's in the shared vault too. Please rotate after the rollout."), [p]


@t
def vnc_remote():
    p = g.s(string.ascii_letters + string.digits, 8)
    return "structural", f"$ vncviewer {dev().lower()}.stores.example:5900 -passwd <(echo {p} | vncpasswd -f)\nConnected to RFB server", [p]


@t
def anydesk_chat():
    p = pw()
    return "name-context", f"AnyDesk on kiosk {dev()} unattended access password: {p} (set by installer script, rotate quarterly)", [p]


@t
def windows_autologon():
    p = pw()
    return "name-context", (
        f"Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
        f"\"AutoAdminLogon\"=\"1\"\n\"DefaultUserName\"=\"KioskUser\"\n\"DefaultPassword\"=\"{p}\"\n"), [p]


@t
def unattend_xml():
    p = pw()
    return "name-context", (
        f"<AutoLogon>\n  <Password>\n    <Value>{p}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Enabled>true</Enabled>\n"
        "  <Username>kiosk</Username>\n</AutoLogon>"), [p]


@t
def pg_url():
    p = pw()
    return "structural", f"VEND_DB=postgresql://vendops:{p}@10.40.{r.randint(0,255)}.{r.randint(2,250)}:5432/planogram", [p]


@t
def aws_iot_pem():
    block, _ = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"$ cat certs/{dev()}-private.pem.key\n{block}\n", [block]


@t
def azure_sas():
    sig = g.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return "structural", (
        f"content_sync:\n  source: https://signagemedia.blob.core.windows.net/playlists?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2027-01-01T00:00:00Z&sig={sig}\n"), [sig]


@t
def github_pat():
    k = g.gh_fine()
    return "self-identifying", f"# pull kiosk app builds in the provisioning script\nGH_TOKEN={k} gh release download v{r.randint(1,9)}.{r.randint(0,30)}.0 -R example-kiosk/checkin-app", [k]


@t
def slack_webhook():
    full = g.slack_webhook()
    sec = full.rsplit("/", 1)[1]
    return "self-identifying", f"ALERT_WEBHOOK={full}  # vending machines offline > 30 min", [sec]


@t
def player_log():
    k = g.s(B62, 32)
    return "structural", (
        f"[2026-11-30 06:0{r.randint(0,9)}:12] player: GET https://cms.example-signage.com/api/schedule?display={dev()}&token={k} -> 200 (12 items)"), [k]


@t
def kotlin_cfg():
    s = g.b64(24)
    return "name-context", f"object VendApi {{\n    const val BASE = \"https://api.example-vendops.com\"\n    const val OPERATOR_SECRET = \"{s}\"\n}}", [s]


@t
def compose_cms():
    p = pw()
    return "name-context", (
        "services:\n  cms:\n    image: example/signage-cms:4\n    environment:\n      CMS_DB_HOST: db\n"
        f"      CMS_DB_PASSWORD: {p}\n      CMS_SERVER_NAME: signage.mallgroup.example\n"), [p]


@t
def service_menu_doc():
    p = str(r.randint(1000, 9999))
    return "name-context", f"Store 114 machine {dev()}: technician service menu code changed to {p} after the coin mech swap.", [p]


@t
def basic_hdr():
    p = pw()
    enc = base64.b64encode(f"telemetry:{p}".encode()).decode()
    return "structural", f"> POST /ingest/v1/sales HTTP/2\n> host: ingest.example-vend.net\n> authorization: Basic {enc}\n> content-type: application/json\n", [enc]


@t
def jwt_dev():
    j = g.jwt(sub=dev())
    return "self-identifying", f"DEVICE_JWT={j}\n# expires in 30 days, renewed by provisioning", [j]


@t
def ssh_pw_ansible():
    p = pw()
    return "name-context", f"[kiosks]\nlobby-[01:12].stores.example\n\n[kiosks:vars]\nansible_user=kiosk\nansible_ssh_pass={p}\nansible_become_pass={p}\n", [p]


def secrets():
    return [S[i % len(S)]() for i in range(250)]


C = []


def c(f):
    C.append(f)
    return f


@c
def c_player_tpl():
    return json.dumps({"cmsUrl": "https://cms.example-signage.com", "displayName": "LOBBY-01", "playerKey": "<paste player key from CMS>"}, indent=2)


@c
def c_hardware_key():
    return f"Display {dev()} registered, hardware key {g.hexs(32)}, awaiting authorisation in the CMS."


@c
def c_docs():
    return "The default kiosk exit PIN is 1234 in the demo image; production profiles must override `exit_pin`."


@c
def c_dex():
    return f"DXS*{r.randint(1000000000,9999999999)}*VA*V0/6*1\nID1*{g.s(string.digits,10)}*VM{r.randint(100,999)}\nPA1*{r.randint(10,69)}*{r.randint(100,300)}\nPA2*{r.randint(1,400)}*{r.randint(1000,90000)}"


@c
def c_playlist():
    return f"playlist: morning\nitems:\n  - file: promo_{r.randint(1,40)}.mp4\n    sha256: {g.sha256()}\n    duration: 15\n"


@c
def c_env_ref():
    return "CMS_DB_PASSWORD=${CMS_DB_PASSWORD}\nSTRIPE_SECRET_KEY=sk_test_XXXXXXXXXXXXXXXXXXXXXXXX\n"


@c
def c_git():
    return f"commit {g.sha1()}\n\n    player: fall back to cached schedule when CMS returns 5xx"


@c
def c_serial():
    return f"$ adb devices\nR58N{g.s(UPD,7)}\tdevice\nR58N{g.s(UPD,7)}\tdevice"


@c
def c_mdm_out():
    return hook("mdmctl device list --group lobby", f"SERIAL         MODEL        KIOSK  LAST SEEN\nR58N{g.s(UPD,6)}  SM-T{r.randint(200,900)}   on     2m ago")


@c
def c_pubkey():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(30)}\n-----END PUBLIC KEY-----"


@c
def c_masked():
    return "Connection token issued for reader tmr_****; secret key loaded from env (sk_live_…redacted)"


@c
def c_uuid():
    return f"machine_uuid: {g.uuid()}\nplanogram_version: {r.randint(1,90)}\nlast_dex: 2026-11-30T05:00:00Z"


@c
def c_screenshot():
    return f"{{\"display\":\"{dev()}\",\"screenshot\":\"data:image/png;base64,iVBORw0KGgo{g.b64(60)}\"}}"


@c
def c_sales():
    return f"Machine {dev()} sold {r.randint(10,90)} items yesterday; cashless share {r.randint(40,90)} %, top coil B{r.randint(1,9)}."


@c
def c_registry_clean():
    return "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge]\n\"KioskModeEnabled\"=dword:00000001\n\"HomepageLocation\"=\"https://menu.example/\""


@c
def c_policy():
    return "kiosk:\n  require_exit_pin: true\n  exit_pin_length: 6\n  idle_reset_seconds: 90\n"


@c
def c_ansible_vault():
    return "[kiosks:vars]\nansible_user=kiosk\nansible_ssh_pass={{ vault_kiosk_ssh_pass }}\n"


@c
def c_terminal_id():
    return f"terminal_id=T{r.randint(10000,99999)} merchant_id={r.randint(100000000,999999999)} reader=MDB-LEVEL3 status=online"


def clean():
    return [C[i % len(C)]() for i in range(100)]


def write(sec, cl):
    with open(OUT / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            assert cls in ("self-identifying", "name-context", "structural")
            for v in vals:
                assert v and v in text, (i, v)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(OUT / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(cl, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write(secrets(), clean())
