"""Blind redaction source "broadcast": TV and radio broadcast engineering.

Playout automation (channel-in-a-box, PlayBox/Cinegy/iTX-style configs), MAM systems (iconik, Dalet, Viz One,
Avid), SRT/RTMP ingest and contribution (ffmpeg, OBS, srt-live-transmit, Zixi), stream encoders (Elemental Live,
AWS MediaLive, Wowza Streaming Engine), EAS/CAP alerting (DASDEC, ENDEC, IPAWS-OPEN feeds), traffic-and-billing
exports, newsroom computer systems (ENPS, iNEWS, Octopus) and their MOS gateways. Written blind by the helper
"corpora2" on 2026-12-03 without reading memtool's rules or results. Every value is random and made up.
Rerun to regenerate broadcast_secrets.jsonl and broadcast_clean.jsonl byte-identically.
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX  # noqa: E402

FAMILY = "broadcast"
g = Gen(30_302)
R = g.r

CALLS = ["KXRT", "WBNQ", "KLAV", "WFMZ-TV", "KQPR", "WTLK", "CKVU", "KMOR-FM", "WJXA", "KSTN"]
SHOWS = ["Morning Live", "Noon News", "Friday Night Lights", "Weather Now", "Eyewitness at 6", "Overnight Loop"]
WORDS = ["tally", "slate", "lowerthird", "teleprompter", "genlock", "bars", "tone", "studio", "mixer", "rundown",
         "uplink", "transmitter", "antenna", "carrier", "playlist", "squeeze", "crawl", "bug"]
LOC = lambda: R.choice(["mcr", "studio-b", "playout01", "enc-02", "mam", "tx-site", "newsroom", "eas"])


def pw() -> str:
    k = R.randint(0, 9)
    if k == 0:
        return R.choice(CALLS).split("-")[0].lower() + str(R.randint(1, 999)) + R.choice(["!", "tv", "fm", "#"])
    if k == 1:
        return " ".join(R.choice(WORDS) for _ in range(4)) if R.random() < .3 else "-".join(R.choice(WORDS) for _ in range(4))
    if k == 2:
        return g.s(B62, R.randint(10, 22))
    if k == 3:
        return R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + str(R.randint(10, 99))
    if k == 4:
        return g.s(string.ascii_lowercase + string.digits, 8)
    if k == 5:
        return g.hexs(R.choice([16, 32]))
    if k == 6:
        return g.human_pw()
    if k == 7:
        return g.machine_pw()
    if k == 8:
        return g.s(string.ascii_letters + string.digits + "!@%^*", R.randint(9, 15))
    return str(R.randint(100000, 99999999))


def nospace(p: str) -> str:
    return p if " " not in p else p.replace(" ", "-")


def yt_key() -> str:
    return "-".join(g.s(string.ascii_lowercase + string.digits, 4) for _ in range(5))


def twitch_key() -> str:
    return f"live_{R.randint(10**8, 10**9)}_{g.s(B62, 30)}"


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def t_ffmpeg_srt():
    p = nospace(pw())
    while len(p) < 10:
        p += g.s(B62, 4)
    return (f"$ ffmpeg -re -i program_out.ts -c copy -f mpegts 'srt://contrib.{R.choice(CALLS).lower()}.example.net:{R.randint(9000, 9999)}?mode=caller&passphrase={p}&pbkeylen=32&latency=200000'\n"
            "[mpegts @ 0x55d1c6a0] SRT connected\nframe= 1502 fps= 30 q=-1.0 size=   18432kB time=00:00:50.06 bitrate=3016.2kbits/s"), [p], "structural"


def t_rtmp_youtube():
    k = yt_key()
    return (f"ffmpeg -i decklink_in -c:v libx264 -b:v 6000k -c:a aac -f flv rtmp://a.rtmp.youtube.com/live2/{k}"), [k], "structural"


def t_obs_service():
    k = twitch_key()
    return (json.dumps({"settings": {"bwtest": False, "key": k, "server": "rtmp://live-sea.twitch.tv/app", "service": "Twitch"}, "type": "rtmp_common"}, indent=4)), [k], "self-identifying"


def t_wowza_publish():
    p = nospace(pw())
    return (f"# conf/publish.password  (Wowza Streaming Engine)\n# username password\nremote_{R.choice(['news', 'sports', 'field'])} {p}\n"), [p], "structural"


def t_wowza_rest():
    p = nospace(pw())
    return (f"$ curl --digest -u 'wseadmin:{p}' -H 'Accept: application/json' http://wowza.{R.choice(CALLS).lower()}.local:8087/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications\n"
            '{"serverName":"_defaultServer_","applications":[{"id":"live","appType":"Live"},{"id":"vod","appType":"VOD"}]}'), [p], "structural"


def t_elemental():
    k = g.s(string.ascii_letters + string.digits, 20)
    return (f"# Elemental Live auth: X-Auth-Key = md5(url + user + md5(api_key + expires))\nELEMENTAL_HOST=enc-{R.randint(1, 9)}.mcr.local\nELEMENTAL_USER=automation\nELEMENTAL_API_KEY={k}\n"), [k], "name-context"


def t_medialive_aws():
    a, s = g.aws_akid(), g.aws_secret()
    return (hook("aws configure list && cat ~/.aws/credentials",
                 f"      Name                    Value             Type    Location\n   profile                medialive           manual    --profile\n\n[medialive]\naws_access_key_id = {a}\naws_secret_access_key = {s}\n")), [a, s], "self-identifying"


def t_iconik():
    t = g.jwt("app-" + g.uuid()[:8]) if R.random() < .5 else g.s(B62 + ".-_", 120)
    return (f"import requests\nICONIK = 'https://app.iconik.io/API/'\nH = {{'App-ID': '{g.uuid()}', 'Auth-Token': '{t}'}}\n"
            "r = requests.get(ICONIK + 'assets/v1/assets/?per_page=50', headers=H)"), [t], "structural"


def t_dasdec():
    p = nospace(pw())
    return (f"DASDEC-II config export  station={R.choice(CALLS)}\n[Network]\nip=10.20.{R.randint(0, 255)}.40\n[Users]\nadmin.password={p}\n[CAP]\nipaws_poll=enabled\npoll_interval=30"), [p], "name-context"


def t_ipaws_cert():
    block, line = g.pem(R.choice(["RSA PRIVATE KEY", "PRIVATE KEY"]))
    return (f"# IPAWS-OPEN COG {R.randint(100000, 999999)} client key for the CAP feed on the ENDEC\n{block}"), [line], "self-identifying"


def t_enps_mos():
    p = nospace(pw())
    return (f"<MosGateway>\n  <ncsID>ENPS-{R.choice(CALLS)}</ncsID>\n  <mosID>viz.{R.choice(CALLS).lower()}.mos</mosID>\n  <Upper port=\"10541\"/>\n  <Lower port=\"10540\"/>\n"
            f"  <EnpsLogin user=\"mosgw\" password=\"{p}\"/>\n</MosGateway>"), [p], "structural"


def t_traffic_sftp():
    p = nospace(pw())
    return (f"# nightly log export to traffic & billing\nsshpass -p '{p}' sftp -oBatchMode=no traffic@wo-{R.choice(CALLS).lower()}.example.net <<EOF\nput /exports/asrun_$(date +%F).txt /inbox/\nEOF"), [p], "structural"


def t_playout_ini():
    p = nospace(pw())
    return (f"[Database]\nServer={LOC()}-sql\\PLAYOUT\nCatalog=ChannelA\nUser=playout\nPassword={p}\n\n[Device:Server1]\nType=VDCP\nPort=COM3"), [p], "name-context"


def t_mam_db_uri():
    p = g.s(B62, R.randint(12, 20))
    return (f"DALET_DB_URL=mssql+pyodbc://dalet_ro:{p}@{LOC()}-sql.{R.choice(CALLS).lower()}.local/DaletPlus?driver=ODBC+Driver+17+for+SQL+Server"), [p], "structural"


def t_chat():
    k = yt_key() if R.random() < .5 else f"FB-{R.randint(10**14, 10**15)}-0-{g.s(B62, 32)}"
    who = R.choice(["Jen (MCR)", "Carlos", "Ngozi", "Ron the CE"])
    return (f"{who}: backup encoder for the {R.choice(SHOWS)} simulcast is set up. stream key is {k} — don't post it anywhere public lol\n"
            "director: ty, doing a test at :55"), [k], "name-context"


def t_zixi_fixed():
    p = nospace(pw())
    k = g.hexs(64)
    return (f"zixi_feeder.cfg\n  input udp://239.1.1.{R.randint(1, 200)}:5000\n  output zixi://zixi-bx.example.net:2088/{R.choice(CALLS).lower()}_pgm\n  encryption aes256\n  enc_key {k}\n  password {p}"), [k, p], "name-context"


def t_self_id():
    name, tok, sec = g.self_identifying()
    ctx = R.choice([
        f"# graphics ticker service ({name})\nTICKER_UPSTREAM_TOKEN={tok}",
        f"alerts:\n  transmitter_down:\n    notify_via: {name}\n    secret: \"{tok}\"",
        f"[{R.choice(CALLS)}] CE notes: rundown sync job uses {tok} — rotate after the election night build",
        hook("grep -r token deploy/playout-sync/", f"deploy/playout-sync/values.yaml:  token: {tok}"),
    ])
    return ctx, [sec], "self-identifying"


def t_srt_live_transmit():
    p = nospace(pw())
    while len(p) < 10:
        p += "x" + str(R.randint(10, 99))
    return (f"srt-live-transmit 'udp://:5000' 'srt://:{R.randint(7000, 7999)}?mode=listener&passphrase={p}' -v\nMedia path: 'udp://:5000' --> 'srt://:7001'\nAccepted SRT target connection"), [p], "structural"


def t_avid_traceback():
    p = nospace(pw())
    return ("Traceback (most recent call last):\n  File \"interplay_sync.py\", line 41, in <module>\n    ws = InterplayWS(url, user='svc_sync', password=PASSWORD)\n"
            f"  File \"interplay_ws.py\", line 17, in __init__\n    raise AuthError(f'login rejected for {{user}} with {{password!r}}')\nAuthError: login rejected for svc_sync with '{p}'"), [p], "structural"


def t_stream_key_yaml():
    k = g.s(string.ascii_lowercase + string.digits, 12) + "?" + "key=" + g.hexs(16)
    kk = k.split("key=")[1]
    return (f"restream:\n  - name: website-player\n    url: rtmp://origin.{R.choice(CALLS).lower()}.example.net/live\n    stream_name: \"{k}\"\n"), [kk], "structural"


def t_inews_ftp():
    p = nospace(pw())
    return (f"# iNEWS FTP rundown pull for the prompter\nINEWS_HOST=inews-a.{R.choice(CALLS).lower()}.local\nINEWS_USER=prompter\nINEWS_PASS={p}\nQUEUE=SHOW.{R.choice(['6PM', '11PM', 'AM'])}.RUNDOWN"), [p], "name-context"


def t_basic_header():
    import base64
    u, p = "cgadmin", nospace(pw())
    b = base64.b64encode(f"{u}:{p}".encode()).decode()
    return (f"GET /api/v1/playlists/active HTTP/1.1\nHost: {LOC()}.{R.choice(CALLS).lower()}.local\nAuthorization: Basic {b}\nAccept: application/json"), [b], "structural"


TEMPLATES = [t_ffmpeg_srt, t_rtmp_youtube, t_obs_service, t_wowza_publish, t_wowza_rest, t_elemental, t_medialive_aws,
             t_iconik, t_dasdec, t_ipaws_cert, t_enps_mos, t_traffic_sftp, t_playout_ini, t_mam_db_uri, t_chat,
             t_zixi_fixed, t_self_id, t_self_id, t_srt_live_transmit, t_avid_traceback, t_stream_key_yaml, t_inews_ftp,
             t_basic_header]


# ----------------------------------------------------------------------------- clean
def c_asrun():
    return "\n".join(f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d};{R.randint(0, 29):02d} {R.choice(['PGM', 'SPOT', 'PROMO', 'ID'])} {g.s(string.ascii_uppercase + string.digits, 8)} {R.choice(SHOWS)} 00:00:{R.choice([15, 30, 60])}:00 AIRED" for _ in range(5))


def c_cap_alert():
    return (f"<alert xmlns=\"urn:oasis:names:tc:emergency:cap:1.2\">\n  <identifier>{g.uuid()}</identifier>\n  <sender>w-nws.webmaster@noaa.gov</sender>\n  <sent>2026-12-03T06:12:00-06:00</sent>\n"
            "  <status>Actual</status><msgType>Alert</msgType><scope>Public</scope>\n  <info><event>Winter Storm Warning</event><urgency>Expected</urgency></info>\n"
            f"  <Signature><SignatureValue>{g.b64(128)}</SignatureValue></Signature>\n</alert>")


def c_srt_placeholder():
    return "Contribution from the field kit:\n  srt://contrib.example.net:9001?mode=caller&passphrase=<PASSPHRASE>&pbkeylen=32\nGet the passphrase from MCR by phone; it changes per event."


def c_ffprobe():
    return (f"$ ffprobe -hide_banner pkg_{g.hexs(8)}.mxf\nInput #0, mxf, from 'pkg.mxf':\n  Metadata:\n    uid             : {g.uuid()}\n    material_package_umid: 0x060A2B340101010501010D43130000{g.hexs(32).upper()}\n"
            "  Duration: 00:01:30.03, start: 0.000000, bitrate: 51230 kb/s\n    Stream #0:0: Video: mpeg2video (4:2:2), yuv422p, 1920x1080i, 50000 kb/s, 29.97 fps")


def c_eas_header():
    return f"ZCZC-WXR-TOR-0{R.randint(10000, 99999)}+0045-{R.randint(1000000, 3659999)}-{R.choice(CALLS)}/NWS -\n(EAS header decoded: Tornado Warning, purge time 45 min)"


def c_wowza_docs():
    return ("To allow a source to publish, add a line `username password` to conf/publish.password, e.g.\n\n    myuser mypassword\n\n"
            "then restart the application. Replace both with your own values; the example above is only illustrative.")


def c_obs_log():
    return f"13:02:11.448: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmp://live-sea.twitch.tv/app...\n13:02:11.812: [rtmp stream: 'adv_stream'] Connection to rtmp://live-sea.twitch.tv/app ({R.randint(10, 99)}.{R.randint(0, 255)}.1.{R.randint(1, 254)}) successful\n13:02:11.813: ==== Streaming Start ==============================================="


def c_mam_json():
    return json.dumps({"id": g.uuid(), "title": f"{R.choice(SHOWS)} {R.randint(1, 28)} Dec", "proxy_url": "https://cdn.example.net/proxies/" + g.hexs(32) + ".mp4",
                       "md5": g.hexs(32), "keyframe_thumb": "data:image/jpeg;base64," + g.b64(60)}, indent=2)


def c_rundown():
    return "\n".join(f"{i:02d}  {R.choice(['VO', 'SOT', 'PKG', 'LIVE', 'READER'])}  {R.choice(['City council', 'Storm prep', 'High school hoops', 'Traffic', 'Weather'])}  {R.randint(0, 2)}:{R.randint(0, 59):02d}" for i in range(1, 7))


def c_hook_cfg():
    body = "output:\n  srt:\n    url: srt://contrib.example.net:9001\n    passphrase_file: /run/secrets/srt_passphrase\n    pbkeylen: 32\n"
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": "encoder/config.yaml"}, "tool_response": {"file": {"content": body}}})


def c_git():
    return f"$ git log --oneline -4\n{g.hexs(7)} playout: fix VDCP cue on frame-accurate splice\n{g.hexs(7)} mos-gw: handle roStorySend with empty item\n{g.hexs(7)} eas: log CAP identifier\n{g.hexs(7)} ci: pin ffmpeg 7.1"


def c_scte35():
    return f"SCTE-35 splice_insert event_id={R.randint(1, 99999)} out_of_network=1 pts=0x{g.hexs(9)} duration=00:02:00\nbase64: /DAlAAAAAAAAAP/wFAUA{g.b64(18)}"


def c_env_example():
    return "# encoder/.env.example\nSRT_PASSPHRASE=\nYOUTUBE_STREAM_KEY=xxxx-xxxx-xxxx-xxxx-xxxx\nWOWZA_ADMIN_PASSWORD=changeme   # change on first boot\nELEMENTAL_API_KEY=${ELEMENTAL_API_KEY}"


def c_ticket():
    return f"INC-{R.randint(10000, 99999)}: {R.choice(CALLS)} transmitter reflected power alarm at 02:14. Engineer on site, VSWR back to 1.1:1 after dehydrator reset. No credentials changed."


CLEAN = [c_asrun, c_cap_alert, c_srt_placeholder, c_ffprobe, c_eas_header, c_wowza_docs, c_obs_log, c_mam_json, c_rundown,
         c_hook_cfg, c_git, c_scte35, c_env_example, c_ticket]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets, clean = [], []
    for i in range(250):
        text, vals, cls = TEMPLATES[i % len(TEMPLATES)]()
        for v in vals:
            assert v and v in text, (i, v)
        secrets.append({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    for i in range(100):
        clean.append({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": CLEAN[i % len(CLEAN)]()})
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in secrets:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for r in clean:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
