"""Blind redaction source 'radio' (round 48, helper corpora20): software-defined and amateur radio, radio networks.

Seeded; imports only the standard library and _tokens.py. Run: python3 src_radio.py
"""
import json, string, base64
from pathlib import Path
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B32

FAM = "radio"
g = Gen(4803)
r = g.r
D = string.digits
LOW = string.ascii_lowercase


def out(secrets, clean):
    here = Path(__file__).resolve().parent
    with open(here / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(secrets, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            assert vals and all(v and v in text for v in vals), (i, vals, text)
            f.write(json.dumps({"id": f"{FAM}-{i}", "family": FAM, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(here / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{i}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")


def call():
    pre = g.pick(["K", "W", "N", "AA", "KD", "KE", "G", "M0", "2E0", "DL", "DO", "PA", "ON", "F4", "EA", "IK", "JA", "VK", "VE", "PY", "LU", "ZS", "SP", "OH", "HB9"])
    if pre[-1].isdigit():
        return pre + g.s(UPPER, r.randint(2, 3))
    return pre + g.s(D, 1) + g.s(UPPER, r.randint(2, 3))
def dmr_id(): return str(r.randint(1000000, 7999999))
def ttn_key(): return "NNSXS." + g.s(UPPER + "234567", 39) + "." + g.s(UPPER + "234567", 52)
def eui(): return g.hexs(16).upper()
def lkey(): return g.hexs(32).upper()
def aprs_pass(): return str(r.randint(1000, 32767))
def freq(): return f"{g.pick([144, 145, 430, 431, 432, 433, 438, 439, 446])}.{r.randint(0, 999):03d}"
def grid(): return g.s("ABCDEFGHIJKLMNOPQR", 2) + g.s(D, 2) + g.s("abcdefghijklmnopqrstuvwx", 2)
def hampw(): return g.pick([g.human_pw(), g.s(LOW, 4) + g.s(D, 4), g.machine_pw(), g.s(B62, 10)])
def qrz_api(): return "-".join(g.s("0123456789ABCDEF", 4) for _ in range(4))
def cloudlog(): return "cl" + g.hexs(13)
def aprsfi(): return f"{r.randint(100000, 199999)}.{g.s(B62, 15)}"
def words_pw(): return "-".join(g.pick(["antenna", "balun", "dipole", "yagi", "squelch", "ferrite", "coax", "skip", "aurora", "morse", "beacon", "ionosphere"]) for _ in range(g.pick([3, 4])))


S = []


def add(cls, text, *vals):
    S.append((cls, text, list(vals)))


def sec_templates():
    T = []

    def t(fn):
        T.append(fn); return fn

    @t
    def mmdvm_ini():
        p = hampw()
        add("name-context", f"[General]\nCallsign={call()}\nId={dmr_id()}\nDuplex=0\n\n[DMR Network]\nEnable=1\nType=Direct\nRemoteAddress={g.pick(['2341','2621','3102','2042'])}.master.brandmeister.network\nRemotePort=62031\nLocalPort=62032\nPassword={p}\nSlot1=0\nSlot2=1\n", p)

    @t
    def dmrgateway():
        p1, p2 = hampw(), hampw()
        add("name-context", f"[DMR Network 1]\nEnabled=1\nName=BM_{g.pick(['2341','3102','2621'])}_United_Kingdom\nAddress=3.{r.randint(1,254)}.{r.randint(1,254)}.{r.randint(1,254)}\nPassword=\"{p1}\"\nPort=62031\n\n[DMR Network 2]\nEnabled=1\nName=TGIF_Network\nAddress=tgif.network\nPassword=\"{p2}\"\nPort=62031\n", p1, p2)

    @t
    def bm_selfcare_chat():
        p = hampw()
        add("name-context", f"{call()}: set my hotspot security password in BM SelfCare to {p} and Pi-Star still says 'DMR Master: BM_2341 not linked'. Do I need to restart MMDVMHost?", p)

    @t
    def bm_api():
        j = g.jwt(sub=dmr_id())
        add("structural", f"$ curl -s -H \"Authorization: Bearer {j}\" https://api.brandmeister.network/v2/device/{dmr_id()}{g.s(D,2)}/talkgroup\n[{{\"talkgroup\":\"91\",\"slot\":\"1\",\"repeaterid\":\"...\"}}]", j)

    @t
    def bm_api_py():
        j = g.jwt()
        add("self-identifying", f"# static TG manager for the club repeater\nBM_API_KEY = \"{j}\"\nREPEATER_ID = {dmr_id()}\nfor tg in (91, 235, 2350):\n    add_static(REPEATER_ID, tg, BM_API_KEY)\n", j)

    @t
    def ttn_env():
        k = ttn_key()
        add("self-identifying", f"TTN_APP_ID=soil-sensors-{g.hexs(4)}\nTTN_API_KEY={k}\nTTN_REGION=eu1\n", k)

    @t
    def ttn_mqtt():
        k = ttn_key()
        add("self-identifying", f"$ mosquitto_sub -h eu1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs -u 'weather-stn@ttn' -P '{k}' -t 'v3/weather-stn@ttn/devices/+/up' -v", k)

    @t
    def ttn_cli():
        k = ttn_key()
        add("self-identifying", f"$ ttn-lw-cli applications api-keys create --application-id parking-sensors --right-application-traffic-read\n{{\n  \"id\": \"{g.s(UPPER+'234567',39)}\",\n  \"key\": \"{k}\",\n  \"rights\": [\"RIGHT_APPLICATION_TRAFFIC_READ\"],\n  \"created_at\": \"2026-12-03T10:12:44Z\"\n}}", k)

    @t
    def basicstation_tckey():
        k = ttn_key()
        add("self-identifying", f"$ cat /etc/station/tc.key\nAuthorization: Bearer {k}\n$ cat /etc/station/tc.uri\nwss://eu1.cloud.thethings.network:8887", k)

    @t
    def lorawan_device():
        ak = lkey()
        add("name-context", f"// Arduino LMIC / OTAA\nstatic const u1_t PROGMEM APPEUI[8] = {{ 0x{', 0x'.join(g.hexs(2).upper() for _ in range(8))} }};\nstatic const u1_t PROGMEM DEVEUI[8] = {{ 0x{', 0x'.join(g.hexs(2).upper() for _ in range(8))} }};\n// AppKey (msb)\nstatic const char APPKEY[] = \"{ak}\";\n", ak)

    @t
    def lorawan_abp():
        n, a = lkey(), lkey()
        add("name-context", f"# RAK3172 AT commands (ABP)\nAT+NJM=0\nAT+DEVADDR={g.hexs(8).upper()}\nAT+NWKSKEY={n}\nAT+APPSKEY={a}\nAT+JOIN=1:0:10:8", n, a)

    @t
    def lorawan_csv():
        rows, keys = [], []
        for _ in range(3):
            k = lkey(); keys.append(k)
            rows.append(f"{eui()},{eui()},{k},sensor-{r.randint(100,999)}")
        add("name-context", "dev_eui,join_eui,app_key,name\n" + "\n".join(rows), *keys)

    @t
    def chirpstack_toml():
        s, p = g.b64(32), hampw()
        add("name-context", f"[postgresql]\n  dsn=\"postgres://chirpstack:{p}@localhost/chirpstack?sslmode=disable\"\n\n[api]\n  bind=\"0.0.0.0:8080\"\n  secret=\"{s}\"\n", s, p)

    @t
    def chirpstack_token():
        j = g.jwt()
        add("structural", f"grpcurl -H 'authorization: Bearer {j}' -d '{{\"limit\": 10}}' chirpstack.local:8080 api.DeviceService/List", j)

    @t
    def meshtastic_psk():
        k = g.b64(32)
        add("name-context", f"$ meshtastic --ch-index 1 --ch-set name SAR-Ops --ch-set psk base64:{k} --ch-set uplink_enabled false\nConnected to radio\nWriting modified channels to device", k)

    @t
    def meshtastic_yaml():
        k, mq = g.b64(16), hampw()
        add("name-context", f"# meshtastic --export-config\nchannel_url: https://meshtastic.org/e/#{g.b64url(30)}\nconfig:\n  lora:\n    region: EU_868\n    modemPreset: LONG_FAST\nmodule_config:\n  mqtt:\n    address: mqtt.club.example\n    username: node-{g.hexs(4)}\n    password: {mq}\n    encryptionEnabled: true\nchannels:\n  - name: Club\n    psk: base64:{k}\n", mq, k)

    @t
    def qrz_xml():
        p = hampw()
        c = call()
        add("structural", f"$ curl 'https://xmldata.qrz.com/xml/current/?username={c};password={p};agent=mylogger-1.4'\n<?xml version=\"1.0\" ?>\n<QRZDatabase version=\"1.34\"><Session><Key>{(sk := g.hexs(32))}</Key><Count>{r.randint(100,9999)}</Count></Session></QRZDatabase>", p, sk)

    @t
    def qrz_session_key():
        k = g.hexs(32)
        add("name-context", f"DEBUG lookup: using cached QRZ session key={k} (expires in 24h)\nGET https://xmldata.qrz.com/xml/current/?s={k};callsign={call()}", k)

    @t
    def qrz_logbook():
        k = qrz_api()
        add("name-context", f"[QRZ Logbook]\nenabled = true\napi_key = {k}\nupload_on_log = yes\n", k)

    @t
    def qrz_logbook_post():
        k = qrz_api()
        add("structural", f"POST /api HTTP/1.1\nHost: logbook.qrz.com\nContent-Type: application/x-www-form-urlencoded\n\nKEY={k}&ACTION=INSERT&ADIF=<call:{len((c := call()))}>{c}<band:3>20m<mode:3>FT8<qso_date:8>20261203<eor>", k)

    @t
    def lotw_report():
        p = hampw()
        add("structural", f"wget -O lotw.adi 'https://lotw.arrl.org/lotwuser/lotwreport.adi?login={call()}&password={p}&qso_query=1&qso_qsl=yes&qso_qslsince=2026-11-01'", p)

    @t
    def tqsl_p12():
        p = g.pick([words_pw(), hampw()])
        add("structural", f"$ tqsl -q -a all -x -d -l \"Home QTH\" -p '{p}' -u /home/ham/log/export.adi\nSigned and uploaded 37 QSOs", p)

    @t
    def clublog():
        k, p = g.hexs(40), hampw()
        add("structural", f"curl -F email=ops@club.example -F password={p} -F callsign={call()} -F api={k} -F file=@contest.adi https://clublog.org/putlogs.php", p, k)

    @t
    def eqsl():
        p = hampw()
        add("structural", f"https://www.eqsl.cc/qslcard/DownloadInBox.cfm?UserName={call()}&Password={p}&RcvdSince=20261101", p)

    @t
    def hamqth():
        p = hampw()
        add("structural", f"GET https://www.hamqth.com/xml.php?u={call()}&p={p}\n<HamQTH version=\"2.8\"><session><session_id>{(sid := g.hexs(40))}</session_id></session></HamQTH>", p, sid)

    @t
    def cloudlog_cfg():
        k = cloudlog()
        add("name-context", f"{{\n  \"cloudlog_url\": \"https://log.{call().lower()}.example/index.php\",\n  \"cloudlog_api_key\": \"{k}\",\n  \"station_profile_id\": {r.randint(1,9)},\n  \"radio_name\": \"IC-7300\"\n}}", k)

    @t
    def wavelog_curl():
        k = cloudlog()
        add("structural", f"curl -X POST https://wavelog.example.org/index.php/api/qso -H 'Content-Type: application/json' -d '{{\"key\":\"{k}\",\"station_profile_id\":\"1\",\"type\":\"adif\",\"string\":\"<call:5>{call()[:5]}<band:3>40m<mode:2>CW<eor>\"}}'", k)

    @t
    def aprsfi_api():
        k = aprsfi()
        add("structural", f"$ curl 'https://api.aprs.fi/api/get?name={call()}-9&what=loc&apikey={k}&format=json'\n{{\"command\":\"get\",\"result\":\"ok\",\"found\":1}}", k)

    @t
    def winlink_pat():
        p = hampw()
        add("name-context", json.dumps({"mycall": call(), "secure_login_password": p, "auxiliary_addresses": [], "locator": grid(), "connect_aliases": {"telnet": "telnet://{mycall}:CMSTelnet@cms.winlink.org:8772/wl2k"}}, indent=2), p)

    @t
    def allstar_iax():
        s = hampw()
        add("name-context", f"; /etc/asterisk/iax.conf\n[radio]\ntype=user\ndisallow=all\nallow=ulaw\ncodecpriority=host\ncontext=radio-secure\ntransfer=no\n\n[allstar-public]\ntype=user\nsecret={s}\n", s)

    @t
    def allstar_register():
        node, p = str(r.randint(40000, 69999)), hampw()
        add("structural", f"register => {node}:{p}@register.allstarlink.org   ; node {node}, password from the portal", p)

    @t
    def asl_manager():
        s = hampw()
        add("name-context", f"; /etc/asterisk/manager.conf\n[general]\nenabled = yes\nport = 5038\nbindaddr = 127.0.0.1\n\n[admin]\nsecret = {s}\nread = all,system,call,log,verbose,command,agent,user,config\nwrite = all,system,call,log,verbose,command,agent,user,config\n", s)

    @t
    def allmon():
        p = hampw()
        add("name-context", f"[{r.randint(40000,69999)}]\nhost=127.0.0.1:5038\nuser=admin\npasswd={p}\nmenu=yes\nsystem=Nodes\n", p)

    @t
    def svxlink_echolink():
        p = hampw()
        add("name-context", f"[ModuleEchoLink]\nNAME=EchoLink\nID=2\nTIMEOUT=60\nCALLSIGN={call()}-R\nPASSWORD={p}\nSYSOPNAME=Club Repeater\nLOCATION=[Svx] {freq()}, JO{r.randint(10,99)}\n", p)

    @t
    def svxreflector():
        k1, k2 = words_pw(), g.s(B62, 20)
        add("name-context", f"[USERS]\n{call()}-R=ClubRepeaters\n{call()}-L=Members\n\n[PASSWORDS]\nClubRepeaters=\"{k1}\"\nMembers=\"{k2}\"\n", k1, k2)

    @t
    def svxlink_auth_key():
        k = words_pw()
        add("name-context", f"[ReflectorLogic]\nTYPE=Reflector\nHOSTS=svxreflector.example.net\nCALLSIGN=\"{call()}-R\"\nAUTH_KEY=\"{k}\"\nDEFAULT_TG=91\n", k)

    @t
    def ircddb():
        p = hampw()
        add("name-context", f"gatewayType=0\ngatewayCallsign={call()}\nircddbEnabled=1\nircddbHostname=ircv4.openquad.net\nircddbUsername={call()}\nircddbPassword={p}\n", p)

    @t
    def dapnet():
        k = g.s(B62, 20)
        add("name-context", f"[DAPNET]\nAddress=dapnet.afu.rwth-aachen.de\nPort=43434\nAuthKey={k}\nSuppressTimeWhenBusy=1\n", k)

    @t
    def dapnet_curl():
        p = hampw()
        c = call().lower()
        add("structural", f"curl -u {c}:{p} -H 'Content-Type: application/json' -d '{{\"text\": \"Net tonight 20:00 on {freq()}\", \"callSignNames\": [\"{c}\"], \"transmitterGroupNames\": [\"dl-all\"]}}' https://hampager.de/api/calls", p)

    @t
    def repeater_dtmf():
        pin = g.s(D, r.choice([4, 5, 6]))
        add("name-context", f"Repeater control ops only — do not post publicly\n- Remote base off: *{r.randint(10,99)} then the control PIN {pin}\n- Emergency shutdown: unlock code + 0\nRC-210 serial number {r.randint(1000,9999)}", pin)

    @t
    def rc210_unlock():
        u = g.s(D, r.choice([4, 6, 8]))
        add("name-context", f"; RC-210 programming notes\n; port 1 unlock code\n9000{u}\n; set courtesy tone\n*{r.randint(1000,9999)}1", u)

    @t
    def dmr_aes():
        k = g.hexs(64).upper()
        add("name-context", f"Codeplug export (CPS 2.0) — Privacy\n  Key Alias: SAR-ENC-1\n  Key ID: {r.randint(1,255)}\n  Algorithm: AES-256\n  Key Value: {k}\n  Applies to: Zone 3 ch. 1-16", k)

    @t
    def dmr_basic_privacy():
        k = g.pick([str(r.randint(1, 65535)), g.hexs(10).upper()])
        add("name-context", f"Hi Tom, the ski patrol radios need the same privacy setting: Basic Privacy, key index 1, key value {k}. Without it they'll hear nothing on the ops channel.", k)

    @t
    def p25_tek():
        k = g.hexs(64).upper()
        add("name-context", f"KVL load sheet — County Fire TG 3401\nCKR 10{r.randint(10,99)} / KID 0x{g.hexs(4).upper()}\nALGID 0x84 (AES-256)\nTEK: {k}\nLoaded by: radio shop, 2026-11-2{r.randint(0,9)}", k)

    @t
    def kiwisdr():
        a, u = hampw(), hampw()
        add("name-context", f"$ cat /root/kiwi.config/admin.json | jq '{{admin_password, user_password, server_url}}'\n{{\n  \"admin_password\": \"{a}\",\n  \"user_password\": \"{u}\",\n  \"server_url\": \"kiwi-{call().lower()}.proxy.kiwisdr.com\"\n}}", a, u)

    @t
    def openwebrx_docker():
        p = hampw()
        add("name-context", f"services:\n  openwebrx:\n    image: slechev/openwebrxplus:latest\n    devices: [\"/dev/bus/usb:/dev/bus/usb\"]\n    environment:\n      OPENWEBRX_ADMIN_USER: admin\n      OPENWEBRX_ADMIN_PASSWORD: \"{p}\"\n    ports: [\"8073:8073\"]\n", p)

    @t
    def websdr_sysop():
        p = hampw()
        add("name-context", f"# websdr.cfg\nmaxusers 100\ntcpport 8901\nhostname websdr.example.nl\nsysoppassword {p}\nlogfileinterval 3600\n", p)

    @t
    def fr24():
        k = g.hexs(16)
        add("name-context", f"$ cat /etc/fr24feed.ini\nreceiver=\"beast-tcp\"\nfr24key=\"{k}\"\nhost=\"127.0.0.1:30005\"\nbs=\"no\"\nraw=\"no\"\nmlat=\"yes\"\n", k)

    @t
    def radarbox():
        k = g.hexs(32)
        add("name-context", f"[client]\nnetwork_mode=true\nlog_file=/var/log/rbfeeder.log\n[network]\nmode=beast\nexternal_port=30005\nexternal_host=127.0.0.1\n[client]\nkey={k}\n", k)

    @t
    def trunk_recorder():
        k, bk = g.uuid(), g.hexs(32)
        add("name-context", json.dumps({"ver": 2, "sources": [{"center": 851000000, "rate": 2400000, "driver": "osmosdr", "device": "rtl=0"}],
                                        "systems": [{"shortName": "county", "type": "p25", "control_channels": [851012500], "apiKey": k, "broadcastifyApiKey": bk, "broadcastifySystemId": r.randint(1000, 9999)}],
                                        "uploadServer": "https://api.openmhz.com", "broadcastifyCallsServer": "https://api.broadcastify.com/call-upload"}, indent=2), k, bk)

    @t
    def icecast_source():
        p = hampw()
        add("name-context", f"<icecast>\n  <authentication>\n    <source-password>{p}</source-password>\n    <admin-user>admin</admin-user>\n  </authentication>\n  <hostname>scanner.example.org</hostname>\n</icecast>", p)

    @t
    def darkice():
        p = hampw()
        add("structural", f"[icecast2-0]\nbitrateMode = cbr\nformat = mp3\nbitrate = 16\nserver = audio{r.randint(1,9)}.broadcastify.com\nport = 80\npassword = {p}\nmountPoint = {g.s(LOW+D, 10)}\nname = County Fire Dispatch\n", p)

    @t
    def satnogs():
        k = g.hexs(40)
        add("name-context", f"SATNOGS_API_TOKEN={k}\nSATNOGS_STATION_ID={r.randint(100,3000)}\nSATNOGS_STATION_LAT={r.randint(-60,60)}.{r.randint(1000,9999)}\nSATNOGS_SOAPY_RX_DEVICE=driver=rtlsdr\n", k)

    @t
    def satnogs_curl():
        k = g.hexs(40)
        add("structural", f"curl -H 'Authorization: Token {k}' 'https://network.satnogs.org/api/jobs/?ground_station={r.randint(100,3000)}'", k)

    @t
    def zello():
        k, p = g.s(B62, 64), hampw()
        add("name-context", f"ZELLO_NETWORK=countysar\nZELLO_API_KEY={k}\nZELLO_ADMIN_USER=admin\nZELLO_ADMIN_PASSWORD={p}\n", k, p)

    @t
    def aredn():
        p = hampw()
        add("name-context", f"AREDN node setup — {call()}-hap-{r.randint(1,9)}\nMesh RF SSID: AREDN-10-v3\nNode password: {p}\nTunnel server: tun.mesh.example", p)

    @t
    def pistar_wifi():
        p = g.pick([hampw(), words_pw()])
        add("name-context", f"network={{\n\tssid=\"FieldDay-Hotspot\"\n\tpsk=\"{p}\"\n\tid_str=\"0\"\n\tpriority=100\n}}", p)

    @t
    def pistar_ssh():
        p = hampw()
        add("structural", f"$ sshpass -p '{p}' ssh pi-star@pi-star.local 'sudo pistar-update && sudo pistar-upgrade'\nPi-Star updated", p)

    @t
    def icom_remote():
        p = hampw()
        add("structural", f"wfview --remote host=ic705.{call().lower()}.example --user {call().lower()} --password {p} --civport 50001", p)

    @t
    def hamalert():
        p = hampw()
        add("structural", f"$ telnet hamalert.org 7300\nTrying...\nlogin: {call()}\npassword: {p}\nHello {call()}, this is HamAlert", p)

    @t
    def hook_bash():
        p = hampw()
        add("name-context", json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "grep -A8 'DMR Network' /etc/mmdvmhost"},
                                        "tool_response": {"stdout": f"[DMR Network]\nEnable=1\nRemoteAddress=2341.master.brandmeister.network\nRemotePort=62031\nPassword={p}\nJitter=360\n", "exit_code": 0}}), p)

    @t
    def hook_write_ttn():
        k = ttn_key()
        add("self-identifying", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Write", "tool_input": {"file_path": "/home/pi/gateway/.env", "content": f"TTN_API_KEY={k}\nGW_EUI={eui()}\n"}}), k)

    @t
    def diff_secret():
        p = hampw()
        add("name-context", f"--- a/direwolf/igate.py\n+++ b/direwolf/igate.py\n@@ -3,4 +3,5 @@\n APRS_SERVER = 'rotate.aprs2.net'\n APRS_PORT = 14580\n+QRZ_PASSWORD = '{p}'  # for callsign lookups\n", p)

    @t
    def notebook():
        k = g.pick([ttn_key, lambda: g.jwt()])()
        cell = {"cell_type": "code", "execution_count": r.randint(1, 20), "metadata": {}, "outputs": [],
                "source": ["import requests, pandas as pd\n", f"API_KEY = \"{k}\"\n", "r = requests.get(URL, headers={\"Authorization\": f\"Bearer {API_KEY}\"})\n", "pd.DataFrame(r.json()['result'])['uplink_message']"]}
        add("self-identifying", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), k)

    @t
    def chat_de():
        p = hampw()
        add("name-context", f"Hallo OM, für das Relais DB0{g.s(UPPER,3)} ist das Hotspot-Passwort bei BrandMeister jetzt: {p}. Bitte im MMDVM.ini eintragen, 73 de {call()}", p)

    @t
    def chat_ja():
        p = hampw()
        add("name-context", f"JARL D-STAR レピータの管理用パスワードを変更しました: {p} 管理者以外には教えないでください。73", p)

    @t
    def chat_es():
        k = lkey()
        add("name-context", f"Buenas, para dar de alta el nodo LoRa del huerto en TTN: DevEUI {eui()}, JoinEUI {eui()}, AppKey {k}. ¿Alguien me confirma que llega el join?", k)

    @t
    def chat_pt():
        p = hampw()
        add("structural", f"Galera, o login do painel do repetidor (controladora): usuário admin senha {p}. Vou trocar depois da manutenção de sábado.", p)

    @t
    def generic_selfid():
        name, tok, mark = g.self_identifying()
        add("self-identifying", f"# GitHub Actions for our SDR plugin release ({name})\nenv:\n  RELEASE_TOKEN: {tok}\n", mark)

    @t
    def ssh_key():
        block, line = g.pem("OPENSSH PRIVATE KEY")
        add("self-identifying", f"# repeater site Pi (remote access over Hamnet)\n$ cat ~/.ssh/id_repeater\n{block}", line)

    @t
    def influx_url():
        p = hampw()
        add("structural", f"[[outputs.influxdb]]\n  urls = [\"http://sdr-stats:{p}@influx.local:8086\"]\n  database = \"rtl433\"\n", p)

    @t
    def rtl433_mqtt():
        p = hampw()
        add("structural", f"$ rtl_433 -f 868M -F 'mqtt://broker.lan:1883,user=rtl433,pass={p},retain=0,events=rtl_433[/model][/id]'", p)

    return T


def build_secrets():
    T = sec_templates()
    order = list(range(len(T)))
    while len(S) < 250:
        r.shuffle(order)
        for i in order:
            if len(S) >= 250:
                break
            T[i]()
    return S


C = []


def clean_templates():
    T = []

    def t(fn):
        T.append(fn); return fn

    @t
    def c_direwolf_igate():
        c = call()
        C.append(f"# direwolf.conf\nMYCALL {c}-10\nIGSERVER euro.aprs2.net\nIGLOGIN {c} {aprs_pass()}\nPBEACON sendto=IG delay=0:30 every=30:00 symbol=\"igate\" lat={r.randint(10,60)}^{r.randint(10,59)}.{r.randint(10,99)}N long={r.randint(1,9)}^{r.randint(10,59)}.{r.randint(10,99)}E")

    @t
    def c_aprx():
        c = call()
        C.append(f"<aprsis>\n    login     {c}-10\n    passcode  {aprs_pass()}\n    server    rotate.aprs2.net\n    filter    \"m/25\"\n</aprsis>")

    @t
    def c_aprsis_login():
        c = call()
        C.append(f"$ nc rotate.aprs2.net 14580\n# aprsc 2.1.19-g730c5c0\nuser {c}-5 pass {aprs_pass()} vers hamlog 0.3 filter r/{r.randint(10,60)}/{r.randint(1,30)}/50\n# logresp {c}-5 verified, server T2{g.s(UPPER,5)}")

    @t
    def c_aprs_packets():
        C.append("\n".join(f"{call()}-{r.randint(1,15)}>APDW16,WIDE1-1,qAR,{call()}-10:!{r.randint(10,60)}{r.randint(10,59)}.{r.randint(10,99)}N/00{r.randint(100,999)}.{r.randint(10,99)}E-PHG{r.randint(1000,9999)}/{freq()}MHz" for _ in range(3)))

    @t
    def c_mmdvm_default():
        C.append(f"[DMR Network]\nEnable=1\nRemoteAddress=44.131.4.1\nRemotePort=55555\n# DMR+ / XLX: the network documents the default password, leave it as shipped\nPassword=PASSWORD\nSlot1=1\nSlot2=1\n# Id={dmr_id()}")

    @t
    def c_pistar_defaults():
        C.append("Pi-Star first boot: the dashboard login is the documented default pi-star / raspberry — change it under Configuration → Remote Access Password before opening port 80 to the internet. (Hotspot ID " + dmr_id() + ")")

    @t
    def c_mmdvm_nopass():
        C.append(f"[General]\nCallsign={call()}\nId={dmr_id()}{g.s(D,2)}\nTimeout=180\nDuplex=1\n\n[Info]\nRXFrequency={freq()}000\nTXFrequency={freq()}000\nLatitude={r.randint(10,60)}.{r.randint(1000,9999)}\nLocator={grid()}\nDescription=Club repeater\n[DMR Network]\nPassword=${{BM_PASSWORD}}")

    @t
    def c_lorawan_euis():
        C.append(f"Device registered:\n  dev_eui:  {eui()}\n  join_eui: {eui()}\n  dev_addr: {g.hexs(8).upper()}\n  gateway_eui: {eui()}\n  frequency_plan: EU_863_870_TTN\n  lorawan_version: 1.0.3\n(root keys provisioned by the manufacturer's join server)")

    @t
    def c_ttn_uplink():
        C.append(json.dumps({"end_device_ids": {"device_id": f"soil-{r.randint(1,99)}", "application_ids": {"application_id": "farm-sensors"}, "dev_eui": eui(), "join_eui": eui(), "dev_addr": g.hexs(8).upper()},
                             "received_at": "2026-12-03T10:11:12.345Z", "uplink_message": {"f_port": 1, "f_cnt": r.randint(1, 9999), "frm_payload": g.b64(12), "decoded_payload": {"moisture": r.randint(10, 90), "temp": r.randint(-5, 30)},
                                                                                           "rx_metadata": [{"gateway_ids": {"gateway_id": f"gw-{g.hexs(6)}", "eui": eui()}, "rssi": -r.randint(40, 120), "snr": r.randint(-10, 10)}],
                                                                                           "settings": {"data_rate": {"lora": {"bandwidth": 125000, "spreading_factor": r.randint(7, 12)}}, "frequency": "868100000"}}}))

    @t
    def c_pkt_fwd():
        C.append(json.dumps({"gateway_conf": {"gateway_ID": eui(), "server_address": "eu1.cloud.thethings.network", "serv_port_up": 1700, "serv_port_down": 1700, "keepalive_interval": 10, "stat_interval": 30}}, indent=2))

    @t
    def c_ttn_key_list():
        C.append(f"$ ttn-lw-cli applications api-keys list --application-id farm-sensors\nID                                         NAME        RIGHTS\n{g.s(UPPER+'234567',39)}    grafana     RIGHT_APPLICATION_TRAFFIC_READ\n{g.s(UPPER+'234567',39)}    ci          RIGHT_APPLICATION_DEVICES_WRITE")

    @t
    def c_meshtastic_default():
        C.append(f"Channel 0 (LongFast) uses the published default key (psk: AQ==, i.e. the one-byte shorthand for the well-known default) — anyone can read it. Private channels need their own 256-bit key. Node !{g.hexs(8)} seen {r.randint(1,59)} min ago.")

    @t
    def c_meshtastic_mqtt_default():
        C.append("module_config:\n  mqtt:\n    enabled: true\n    address: mqtt.meshtastic.org\n    username: meshdev\n    password: large4cats   # the public broker's documented shared login\n    root: msh/EU_868")

    @t
    def c_adif():
        rows = "\n".join(f"<call:{len(c)}>{c} <qso_date:8>202612{r.randint(1,3):02d} <time_on:6>{r.randint(0,23):02d}{r.randint(0,59):02d}00 <band:3>{g.pick(['20m','40m','15m','10m'])} <mode:3>FT8 <rst_sent:3>-{r.randint(1,20):02d} <gridsquare:4>{grid()[:4]} <eor>" for c in [call(), call(), call()])
        C.append(f"ADIF export from WSJT-X\n<adif_ver:5>3.1.4\n<programid:6>WSJT-X\n<eoh>\n{rows}")

    @t
    def c_qrz_resp():
        c = call()
        C.append(f"<QRZDatabase version=\"1.34\"><Callsign><call>{c}</call><fname>Alex</fname><grid>{grid()}</grid><country>Germany</country><dxcc>{r.randint(1,500)}</dxcc><lotw>1</lotw><eqsl>0</eqsl></Callsign><Session><Error>Session Timeout</Error></Session></QRZDatabase>")

    @t
    def c_tq6():
        C.append(f"TQSL: imported {call()}.tq6 — callsign certificate (public part) for {call()}, valid 2026-12-01 to 2029-12-01, DXCC entity {r.randint(1,500)}. Your private key stays in the .tq5 request / .p12 backup.")

    @t
    def c_cert():
        C.append("# LoTW production CA (public)\n-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(7)) + "\n-----END CERTIFICATE-----")

    @t
    def c_ft8_decodes():
        C.append("\n".join(f"{r.randint(0,23):02d}{r.randint(0,59):02d}{g.pick(['00','15','30','45'])} {r.randint(-24,10):3d}  {r.randint(1,9)/10:.1f} {r.randint(200,2900):4d} ~  CQ {call()} {grid()[:4]}" for _ in range(4)))

    @t
    def c_wspr():
        C.append(f"wsprd: {r.randint(0,23):02d}{r.randint(0,59):02d} {r.randint(-28,0)} {r.randint(-2,2)/10:.1f} {r.randint(7038600,7040200)/1e6:.6f} {call()} {grid()[:4]} {r.randint(20,37)} — uploaded to wsprnet.org (no login)")

    @t
    def c_dump1090():
        C.append(json.dumps({"now": 1764800000 + r.random(), "messages": r.randint(10**5, 10**7), "aircraft": [{"hex": g.hexs(6), "flight": f"{g.s(UPPER,3)}{r.randint(10,9999)}  ", "alt_baro": r.randint(1000, 41000), "gs": r.randint(100, 520), "squawk": g.s("01234567", 4), "rssi": -r.randint(1, 30)}]}))

    @t
    def c_rtl433():
        C.append(json.dumps({"time": "2026-12-03 10:11:12", "model": g.pick(["Acurite-Tower", "Fineoffset-WH51", "LaCrosse-TX141THBv2"]), "id": r.randint(1, 65535), "channel": "A", "battery_ok": 1, "temperature_C": r.randint(-10, 30) + .1, "humidity": r.randint(10, 99), "mic": "CRC"}))

    @t
    def c_chirp_csv():
        C.append("Location,Name,Frequency,Duplex,Offset,Tone,rToneFreq,cToneFreq,DtcsCode,Mode\n" + "\n".join(f"{i},{call()[:6]},{freq()}000,{g.pick(['-','+',''])},{g.pick(['0.600000','7.600000','5.000000'])},Tone,{g.pick(['67.0','88.5','123.0','127.3'])},88.5,023,FM" for i in range(1, 4)))

    @t
    def c_dmr_contacts():
        C.append("Contact Name,Call Type,Call ID,Call Receive Tone\n" + "\n".join(f"{g.pick(['Worldwide','Local','TAC-310','Germany','UK Wide','Parrot'])},Group Call,{g.pick(['91','9','310','262','235','9990'])},No" for _ in range(3)) + f"\n{call()},Private Call,{dmr_id()},No")

    @t
    def c_bm_lastheard():
        C.append(json.dumps({"SourceID": int(dmr_id()), "SourceCall": call(), "DestinationID": g.pick([91, 262, 2350, 310]), "ContextID": int(dmr_id() + "01"), "Slot": 2, "LinkName": "MMDVM", "Start": 1764800000 + r.randint(0, 9999), "RSSI": -r.randint(40, 110)}))

    @t
    def c_tle():
        n = r.randint(10000, 59999)
        C.append(f"ISS (ZARYA)\n1 {n}U 98067A   26337.{r.randint(10**7,10**8)}  .00016717  00000-0  10270-3 0  9005\n2 {n}  51.6416 247.4627 0006703 130.5360 325.0288 15.50{r.randint(10**6,10**7)}{r.randint(10000,99999)}")

    @t
    def c_satnogs_obs():
        C.append(json.dumps({"id": r.randint(10**6, 10**7), "start": "2026-12-03T10:00:00Z", "ground_station": r.randint(100, 3000), "transmitter": g.s(B62, 22), "norad_cat_id": r.randint(20000, 59999), "vetted_status": "good", "waterfall": f"https://satnogs-network.s3.amazonaws.com/data_obs/2026/12/03/waterfall_{r.randint(10**6,10**7)}.png"}))

    @t
    def c_hamlib():
        C.append(f"$ rigctl -m 3085 -r /dev/ttyUSB0 -s 19200 f\n{r.randint(7000000,7300000)}\n$ rigctld -m 3085 -r /dev/ttyUSB0 -t 4532 &   # no auth; bind to localhost only\n[1] {r.randint(1000,40000)}")

    @t
    def c_placeholder():
        C.append("# MMDVM.ini template for the club image\n[DMR Network]\nRemoteAddress=<your BM master>\nPassword=<your hotspot security password from SelfCare>\n[Info]\nLocator=<grid>\n# id " + g.hexs(8))

    @t
    def c_env_example():
        C.append(f"# .env.example for the gateway stack\nTTN_API_KEY=NNSXS.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nQRZ_PASSWORD=changeme\nAPRS_CALL=N0CALL\nAPRS_PASSCODE=-1\nPORT={r.randint(8000,9000)}")

    @t
    def c_prose():
        C.append(g.pick(["The APRS-IS passcode is a 15-bit hash of your callsign computed by a published algorithm: it proves nothing and anyone can generate one. Use -1 for receive-only clients.",
                         "BrandMeister: since 2023 every hotspot needs its own security password set in SelfCare; the old shared default no longer works on most masters.",
                         "LoRaWAN: DevEUI and JoinEUI are identifiers printed on the box; the AppKey is the root secret and must not leave the join server.",
                         "Amateur radio rules forbid encryption on the air in most countries, so DMR privacy keys belong to commercial/SAR systems only.",
                         "QRZ XML: log in once with username/password, then reuse the session key until it expires — keep both out of your logs.",
                         "Meshtastic: the admin key you add is the *public* key of the managing node; the private key never leaves that node."]) + f" ({g.hexs(6)})")

    @t
    def c_gitlog():
        C.append("\n".join(f"{g.hexs(40)} {m}" for m in r.sample(["Add FT8 decoder plugin", "MMDVMHost: fix POCSAG timing", "dashboard: show BM lastheard", "Move TTN API key to env", "direwolf: add igate beacon", "rtl_433: new Fineoffset model", "Update CHIRP codeplug"], 4)))

    @t
    def c_gha():
        C.append(f"- name: Upload build to SDR plugin repo\n  env:\n    RELEASE_TOKEN: ${{{{ secrets.RELEASE_TOKEN }}}}\n    TTN_API_KEY: ${{{{ secrets.TTN_API_KEY }}}}\n  run: ./upload.sh {g.hexs(40)}")

    @t
    def c_checksum():
        C.append(f"$ sha256sum Pi-Star_RPi_V4.{r.randint(1,3)}.{r.randint(0,9)}_{r.randint(10,28)}-Nov-2026.zip\n{g.sha256()}  Pi-Star_RPi_V4.{r.randint(1,3)}.{r.randint(0,9)}.zip")

    @t
    def c_pgp_pub():
        C.append("-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(g.b64(48) for _ in range(6)) + f"\n={g.b64(3)}\n-----END PGP PUBLIC KEY BLOCK-----\n# release signing key for gqrx-{r.randint(2,2)}.{r.randint(15,20)}")

    @t
    def c_hook_clean():
        C.append(json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "rtl_test -t"},
                             "tool_response": {"stdout": f"Found 1 device(s):\n  0:  Realtek, RTL2838UHIDIR, SN: {g.s(D,8)}\nUsing device 0: Generic RTL2832U OEM\nFound Rafael Micro R820T tuner\nNo E4000 tuner found, aborting.", "exit_code": 0}}))

    @t
    def c_ids():
        C.append(f"callsign={call()} dmr_id={dmr_id()} hotspot_id={dmr_id()}{g.s(D,2)} echolink_node={r.randint(100000,999999)} allstar_node={r.randint(40000,69999)} qth={grid()} lotw_cert_serial={r.randint(10**5,10**6)}")

    @t
    def c_echolink_status():
        C.append(f"SvxLink v1.{r.randint(7,9)}.{r.randint(0,9)}\nModuleEchoLink: Connecting to directory server servers.echolink.org...\nModuleEchoLink: EchoLink directory status changed to ON\n{call()}-R: Incoming EchoLink connection from {call()} ({call()}) at 10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}")

    @t
    def c_sdr_server_log():
        C.append(f"[openwebrx] INFO - SDR source \"RTL-SDR\" started, center {r.randint(100,1700)}.{r.randint(0,999):03d} MHz, samp_rate 2400000\n[openwebrx] INFO - client {g.uuid()} connected from 203.0.113.{r.randint(1,254)}\n[openwebrx] INFO - feature 'digital_voice_dsd' available")

    @t
    def c_b64_iq():
        C.append(f"# first 48 bytes of the IQ test capture (base64, cu8)\n{g.b64(48)}\n# sample rate 2048000, center {freq()} MHz")

    return T


def build_clean():
    T = clean_templates()
    order = list(range(len(T)))
    while len(C) < 100:
        r.shuffle(order)
        for i in order:
            if len(C) >= 100:
                break
            T[i]()
    return C


if __name__ == "__main__":
    out(build_secrets(), build_clean())
