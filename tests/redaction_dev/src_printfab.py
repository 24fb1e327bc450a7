"""Blind redaction source "printfab": 3D printing and digital fabrication — OctoPrint, Bambu and Prusa clouds,
Klipper/Moonraker, print farms, CNC and laser controllers, maker-space booking.

Written blind by the helper "corpora3" on 2026-12-03 (issue 21/22, redaction round 25) without reading memtool's rules,
tests or results. Every value is random and made up (seeded; stdlib + _tokens.py only). Rerun to regenerate
printfab_secrets.jsonl and printfab_clean.jsonl byte-identically.
"""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, URLSAFE, Gen  # noqa: E402

OUT = Path(__file__).resolve().parent
LOWER = string.ascii_lowercase
WORDS = ["tempo", "interval", "granite", "harbor", "lantern", "maple", "orbit", "pepper", "quartz", "rocket",
         "saddle", "thistle", "umber", "violet", "walnut", "yonder", "zephyr", "copper", "meadow", "falcon",
         "ember", "glacier", "juniper", "kestrel", "nylon", "otter", "pixel", "ridge", "summit", "cedar"]


def pw(g: Gen) -> str:
    """The variety of human- and vendor-chosen secrets a domain really has."""
    k = g.r.randint(0, 9)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return g.machine_pw()
    if k == 2:  # passphrase
        return "-".join(g.pick(WORDS) for _ in range(g.r.randint(3, 5)))
    if k == 3:  # legacy short word+digits
        return g.pick(WORDS) + str(g.r.randint(1, 999))
    if k == 4:  # hex key
        return g.hexs(g.pick([16, 24, 32, 48]))
    if k == 5:  # vendor-generated grouped
        return "-".join(g.s(string.ascii_uppercase + string.digits, 4) for _ in range(g.r.randint(3, 5)))
    if k == 6:  # capitalised word + year + symbol, other style
        return g.pick(WORDS).capitalize() + g.pick(["@", "_", "#", "!"]) + str(g.r.randint(2015, 2027))
    if k == 7:
        return g.b64(g.pick([18, 24, 32])).rstrip("=")
    if k == 8:
        return g.s(B62, g.r.randint(10, 14))
    return g.s(LOWER + string.digits, 8) + g.pick(["!", "%", "*", "+"]) + g.s(string.ascii_uppercase, 2)


def pin(g: Gen) -> str:
    return str(g.r.randint(10 ** 5, 10 ** 8 - 1))


def ip(g: Gen, pub: bool = False) -> str:
    if pub:
        return f"{g.pick([45, 62, 81, 93, 185, 194, 203])}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}"
    return f"10.{g.r.randint(0, 254)}.{g.r.randint(0, 254)}.{g.r.randint(1, 254)}"


def hook(command: str, stdout: str) -> str:
    return json.dumps({"session_id": "", "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": command},
                       "tool_response": {"stdout": stdout, "stderr": "", "interrupted": False}})


def hook_read(path: str, content: str) -> str:
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


def emit(family: str, secret_tpls, clean_tpls, n_secret: int, n_clean: int, seed: int) -> None:
    g = Gen(seed)
    secrets, clean = [], []
    for i in range(n_secret):
        fn = secret_tpls[i % len(secret_tpls)] if i < len(secret_tpls) else g.pick(secret_tpls)
        cls, text, vals = fn(g)
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (family, fn.__name__, v)
        secrets.append({"id": f"{family}-{i + 1}", "family": family, "class": cls, "text": text, "secrets": vals})
    for i in range(n_clean):
        fn = clean_tpls[i % len(clean_tpls)] if i < len(clean_tpls) else g.pick(clean_tpls)
        clean.append({"id": f"{family}-c{i + 1}", "family": family, "text": fn(g)})
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(family, len(secrets), len(clean), sum(len(r["secrets"]) for r in secrets))

FAM = "printfab"
DOMS = ["makerspace.example", "fablab-nord.de", "printfarm.io", "hackerspace.org.uk", "atelier3d.fr"]
PRINTERS = ["mk4-03", "x1c-farm-07", "voron24", "ender3-lab", "p1s-12", "mini-kiosk"]


def s_octo_key(g):
    k = g.s(string.ascii_uppercase + string.digits, 32) if g.r.random() < .5 else g.s(URLSAFE, 43)
    return "structural", (f"$ curl -s -H \"X-Api-Key: {k}\" http://octopi.local/api/job\n"
                          f"{{\"job\":{{\"file\":{{\"name\":\"bracket_v3.gcode\"}}}},\"progress\":{{\"completion\":41.7}},\"state\":\"Printing\"}}"), [k]


def s_octo_yaml(g):
    k = g.s(string.ascii_uppercase + string.digits, 32)
    return "name-context", (f"api:\n  key: {k}\nserial:\n  port: /dev/ttyACM0\n  baudrate: 115200\n"), [k]


def s_octo_query(g):
    k = g.s(string.ascii_uppercase + string.digits, 32)
    return "structural", (f"<img src=\"http://{ip(g)}/webcam/?action=snapshot\">\n<!-- status widget -->\n"
                          f"<script src=\"http://{ip(g)}/api/printer?apikey={k}&exclude=sd\"></script>"), [k]


def s_bambu_access(g):
    code = str(g.r.randint(10 ** 7, 10 ** 8 - 1))
    return "name-context", (f"# bambu LAN mode, printer {g.pick(PRINTERS)}\nBAMBU_HOST={ip(g)}\nBAMBU_SERIAL=01S00C{g.s(string.ascii_uppercase + string.digits, 9)}\n"
                            f"BAMBU_ACCESS_CODE={code}\n"), [code]


def s_bambu_mqtt(g):
    code = g.pick([str(g.r.randint(10 ** 7, 10 ** 8 - 1)), g.s(string.ascii_lowercase + string.digits, 8)])
    return "structural", (f"client = mqtt.Client()\nclient.username_pw_set(\"bblp\", \"{code}\")\nclient.tls_set(cert_reqs=ssl.CERT_NONE)\n"
                          f"client.connect(\"{ip(g)}\", 8883)\nclient.subscribe(\"device/{g.s(string.ascii_uppercase + string.digits, 15)}/report\")"), [code]


def s_bambu_cloud(g):
    t = g.s(URLSAFE, g.pick([120, 160, 200]))
    return "structural", (f"DEBUG bambu-farm-manager GET https://api.bambulab.com/v1/iot-service/api/user/bind\n"
                          f"DEBUG headers: {{'Authorization': 'Bearer {t}', 'User-Agent': 'bambu_network_agent/01.09.05.01'}}\n"
                          f"DEBUG 200 devices=14"), [t]


def s_prusa_link(g):
    p = g.s(string.ascii_letters + string.digits, g.pick([10, 12, 16]))
    return "name-context", (f"[PrusaLink]\nhost = {ip(g)}\nusername = maker\npassword = {p}\n# printer: {g.pick(PRINTERS)}\n"), [p]


def s_prusa_connect(g):
    t = g.s(B62, 20)
    return "name-context", (f"prusa_connect:\n  fingerprint: {g.hexs(64)}\n  printer_token: {t}\n  server: connect.prusa3d.com\n"), [t]


def s_moonraker_key(g):
    k = g.hexs(32)
    return "structural", (f"$ curl -H 'X-Api-Key: {k}' http://voron.local:7125/printer/objects/query?extruder=temperature\n"
                          f"{{\"result\": {{\"status\": {{\"extruder\": {{\"temperature\": 214.98}}}}}}}}"), [k]


def s_moonraker_conf(g):
    p = pw(g)
    return "structural", (f"[power printer]\ntype: tasmota\naddress: {ip(g)}\nuser: admin\npassword: {p}\n\n"
                          f"[update_manager]\nrefresh_interval: 168\n"), [p]


def s_moon_mqtt(g):
    p = pw(g)
    return "name-context", (f"[mqtt]\naddress: {ip(g)}\nport: 1883\nusername: klipper\npassword: {p}\nenable_moonraker_api: True\n"), [p]


def s_spoolman(g):
    p = pw(g)
    return "structural", (f"SPOOLMAN_DB_TYPE=postgres\nSPOOLMAN_DB_HOST=db\nSPOOLMAN_DB_USERNAME=spoolman\nSPOOLMAN_DB_PASSWORD={p}\n"), [p]


def s_farm_db(g):
    p = pw(g)
    return "structural", (f"sqlalchemy.url = mysql+pymysql://farm:{p}@{ip(g)}:3306/printqueue?charset=utf8mb4"), [p]


def s_obico(g):
    t = g.hexs(g.pick([32, 40]))
    return "name-context", (f"[server]\nurl = https://app.obico.io\nauth_token = {t}\n\n[webcam]\nsnapshot_url = http://127.0.0.1:8080/?action=snapshot\n"), [t]


def s_selfid(g):
    name, tok, mark = g.self_identifying()
    return "self-identifying", (f"$ git diff HEAD~1 -- farm/notify.py\n-TOKEN = os.environ[\"NOTIFY_TOKEN\"]\n+TOKEN = \"{tok}\"  # {name}, quick fix\n"), [mark]


def s_selfid_hook(g):
    name, tok, mark = g.self_identifying()
    return "self-identifying", hook("grep -rn token printfarm/settings.py", f"printfarm/settings.py:27:{name.upper()}_TOKEN = '{tok}'\n"), [mark]


def s_pem_cnc(g):
    block, line = g.pem(g.pick(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"]))
    return "self-identifying", (f"# key the CNC controller Pi uses to push job logs\n$ cat /home/cnc/.ssh/id_logs\n{block}"), [line]


def s_laser_wifi(g):
    p = pw(g)
    return "name-context", (f"; FluidNC config for the laser\nname: K40-upgrade\nboard: MKS DLC32\nwifi_ssid: MakerspaceWorkshop\n"
                            f"wifi_psk: {p}\nhostname: laser\n"), [p]


def s_grbl_ws(g):
    p = pw(g)
    return "structural", (f"const ws = new WebSocket('ws://lightburn-bridge:{p}@{ip(g)}:8765/grbl');\nws.onopen = () => ws.send('$$');"), [p]


def s_booking_api(g):
    k = g.s(B62, 40)
    return "name-context", (f"# maker-space booking (laser cutter & CNC slots)\nBOOKING_PROVIDER=skedda\nSKEDDA_API_KEY={k}\nVENUE_ID={g.r.randint(10000, 99999)}\n"), [k]


def s_booking_chat(g):
    p = pw(g)
    return "structural", (f"New members: the induction kiosk logs into the booking system as kiosk@{g.pick(DOMS)} with password {p}. "
                          f"Please don't book the Epilog outside your induction level."), [p]


def s_fabman(g):
    k = g.uuid()
    return "structural", (f"curl -H 'Authorization: Bearer {k}' https://fabman.io/api/v1/resources?space={g.r.randint(100, 9999)}"), [k]


def s_rfid_bridge(g):
    k = g.hexs(64)
    return "name-context", (f"// door/tool RFID bridge (ESP32)\n#define DEVICE_NAME \"lathe-gate\"\n#define BRIDGE_API_KEY \"{k}\"\n#define POLL_MS 250\n"), [k]


def s_thingiverse(g):
    t = g.hexs(32)
    return "name-context", (f"thingiverse:\n  app_token: {t}\n  collection: {g.r.randint(10 ** 6, 10 ** 7)}\n"), [t]


def s_printables_trace(g):
    t = g.s(URLSAFE, 64)
    return "structural", (f"POST https://api.printables.com/graphql/ HTTP/1.1\nCookie: sessionid={t}; lang=en\nContent-Type: application/json\n\n"
                          f"{{\"operationName\":\"PrintProfile\",\"variables\":{{\"id\":\"{g.r.randint(10 ** 5, 10 ** 6)}\"}}}}"), [t]


def s_traceback(g):
    p = pw(g)
    return "name-context", (f"Traceback (most recent call last):\n  File \"farm/queue.py\", line 142, in send_job\n    up = PrusaLinkUpload(host, user, password)\n"
                            f"  locals: host='{ip(g)}' user='maker' password='{p}'\nConnectionResetError: [Errno 104] Connection reset by peer"), [p]


def s_octo_users(g):
    p = pw(g)
    return "structural", (f"$ octoprint user add --password '{p}' --admin labmanager\nUser \"labmanager\" created."), [p]


def s_pin_kiosk(g):
    p = pin(g)
    return "name-context", (f"laser kiosk unlock code: {p}\nsupervisor override code is on the red card in the office"), [p]


def s_s3_stl(g):
    k = g.aws_secret()
    return "name-context", (f"[print-archive]\ntype = s3\nprovider = Wasabi\naccess_key_id = {g.s(string.ascii_uppercase + string.digits, 20)}\n"
                            f"secret_access_key = {k}\nendpoint = s3.eu-central-1.wasabisys.com\n"), [k]


def s_hook_printer_cfg(g):
    k = g.hexs(32)
    out = (f"[moonraker_api]\n# used by the farm dashboard\nurl: http://{ip(g)}:7125\napi_key: {k}\n")
    return "name-context", hook_read("/home/pi/printer_data/config/farm.cfg", out), [k]


def s_octo_session(g):
    t = g.s(B62 + "-_.", 80)
    r = g.hexs(128)
    return "structural", (f"Set-Cookie: session_P80={t}; HttpOnly; Path=/; SameSite=Lax\nSet-Cookie: remember_token_P80=labmanager|{r}; Path=/"), [t, r]


SECRETS = [s_octo_key, s_octo_yaml, s_octo_query, s_bambu_access, s_bambu_mqtt, s_bambu_cloud, s_prusa_link, s_prusa_connect,
           s_moonraker_key, s_moonraker_conf, s_moon_mqtt, s_spoolman, s_farm_db, s_obico, s_selfid, s_selfid_hook, s_pem_cnc,
           s_laser_wifi, s_grbl_ws, s_booking_api, s_booking_chat, s_fabman, s_rfid_bridge, s_thingiverse, s_printables_trace,
           s_traceback, s_octo_users, s_pin_kiosk, s_s3_stl, s_hook_printer_cfg, s_octo_session]


def c_gcode(g):
    return (f"; generated by PrusaSlicer 2.8.1+linux-x64 on 2026-12-02 at 09:{g.r.randint(10, 59)}:11 UTC\n; thumbnail begin 16x16 {g.r.randint(400, 900)}\n"
            f"; {g.b64(60)}\n; thumbnail end\nG90\nM83\nM104 S215\nG28 W\n; objects_info = {{\"objects\":[{{\"name\":\"bracket\",\"polygon\":[[1,2]]}}]}}")


def c_octo_example(g):
    return "api:\n  key: <paste your OctoPrint API key>\nserial:\n  port: AUTO\n"


def c_bambu_serial(g):
    return (f"Printer: {g.pick(PRINTERS)}  Serial: 01P00A{g.s(string.ascii_uppercase + string.digits, 9)}  Firmware 01.0{g.r.randint(4, 8)}.00.00\n"
            f"AMS: {g.s(string.ascii_uppercase + string.digits, 15)}  Nozzle 0.4 hardened steel")


def c_docs(g):
    return ("### LAN-only mode\nFind the 8-digit access code on the printer screen under Settings → Network. "
            "Set `BAMBU_ACCESS_CODE=${BAMBU_ACCESS_CODE}` in your shell; never commit it.")


def c_klipper_cfg(g):
    return (f"[mcu]\nserial: /dev/serial/by-id/usb-Klipper_stm32f446xx_{g.hexs(24).upper()}-if00\n\n[stepper_x]\nstep_pin: PF13\n"
            f"rotation_distance: 40\n\n[bltouch]\nz_offset: {g.r.uniform(1, 3):.3f}\n")


def c_update_mgr(g):
    return (f"[update_manager klipper] Updated: {g.sha1()} -> {g.sha1()}\n[update_manager mainsail] v2.13.{g.r.randint(0, 3)} release sha256 {g.sha256()}")


def c_checksum(g):
    return f"$ sha256sum firmware-mk4-6.1.3.bbf\n{g.sha256()}  firmware-mk4-6.1.3.bbf"


def c_default_pw(g):
    return ("The default OctoPi login is pi / raspberry on older images — change it with `passwd` straight after first boot. "
            "Newer images make you pick one in Raspberry Pi Imager.")


def c_farm_queue(g):
    return json.dumps({"jobs": [{"id": g.uuid(), "file": f"{g.pick(['gear', 'clip', 'hinge'])}_{i}.3mf", "md5": g.hexs(32),
                                 "printer": g.pick(PRINTERS), "est_s": g.r.randint(600, 40000)} for i in range(3)]}, indent=1)


def c_compose_env(g):
    return ("services:\n  spoolman:\n    image: ghcr.io/donkie/spoolman:latest\n    environment:\n      - SPOOLMAN_DB_PASSWORD=${SPOOLMAN_DB_PASSWORD:?set it in .env}\n")


def c_booking_export(g):
    return "\n".join(f"{g.uuid()},{g.pick(['Laser (Epilog)', 'CNC router', 'Resin printer'])},2026-12-0{i} 1{i}:00,member #{g.r.randint(100, 999)}" for i in range(1, 5))


def c_thumbnail(g):
    return f"data:image/png;base64,{g.b64(g.r.randint(120, 200))}"


def c_pubkey(g):
    return f"# authorized_keys on the CNC Pi\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} cnc-logs@farm"


def c_uuid_moon(g):
    return json.dumps({"jsonrpc": "2.0", "method": "notify_history_changed", "params": [{"action": "finished", "job": {"job_id": g.hexs(6).upper(),
                       "filename": "bracket_v3.gcode", "status": "completed", "metadata": {"uuid": g.uuid()}}}]})


def c_gitlog(g):
    return "\n".join(f"commit {g.sha1()}\n    {m}" for m in ["macro: PRINT_START heat soak", "fix z offset after nozzle swap"])


def c_octo_log(g):
    return (f"2026-12-02 10:1{g.r.randint(0, 9)}:33,120 - octoprint.server.api - INFO - API key check passed for user labmanager (key id {g.s(string.ascii_uppercase, 6)})\n"
            f"2026-12-02 10:1{g.r.randint(0, 9)}:34,008 - octoprint.printer - INFO - Changing printer state from Operational to Printing")


def c_chat(g):
    return ("Heads-up: the farm dashboard's Moonraker key is in Bitwarden (Farm / moonraker). If you need one for a script, "
            "generate a fresh one with `curl http://voron.local:7125/access/api_key -X POST` while logged in.")


def c_hook_ls(g):
    return hook("ls ~/printer_data/config", "KAMP\nfarm.cfg\nmainsail.cfg\nmoonraker.conf\nprinter.cfg\nprinter-20261201_101122.cfg\n")


def c_grbl(g):
    return f"$ cat grbl_settings.txt\n$0=10\n$1=25\n$100={g.r.uniform(79, 81):.3f}\n$110=5000.000\n$130=730.000\n$32=1"


def c_etag(g):
    return (f"HTTP/1.1 200 OK\nETag: \"{g.hexs(40)}\"\nX-Request-Id: {g.uuid()}\nContent-Type: model/3mf")


CLEAN = [c_gcode, c_octo_example, c_bambu_serial, c_docs, c_klipper_cfg, c_update_mgr, c_checksum, c_default_pw, c_farm_queue,
         c_compose_env, c_booking_export, c_thumbnail, c_pubkey, c_uuid_moon, c_gitlog, c_octo_log, c_chat, c_hook_ls, c_grbl, c_etag]

if __name__ == "__main__":
    emit(FAM, SECRETS, CLEAN, 250, 100, seed=2512502)
