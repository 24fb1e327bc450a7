"""Blind redaction source "mediaprod": broadcast and media production (asset management systems, Frame.io,
transcoders, SRT/NDI gateways, Avid/Adobe integrations, digital asset management).

Written blind by corpora6 on 2026-12-03 (without reading memtool's rules or results). Every value is random and
made up. Seeded: rerunning writes mediaprod_secrets.jsonl and mediaprod_clean.jsonl byte-identically.
"""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAM = "mediaprod"
g = Gen(22002)
r = g.r
HOUSES = ["northlight-post", "kestrel-media", "bluebarn", "studio-ember", "tvnord", "harbourcast"]
SHOWS = ["harbour_s02", "nightdesk", "coastwatch", "the_long_field", "matchday_live", "promo_q4"]


def pw():
    k = r.randint(0, 7)
    if k == 0:
        return g.pick(["avid", "editor", "broadcast", "mediacomposer", "nexis", "render"]) + str(r.randint(1, 999))
    if k == 1:
        return " ".join(g.pick(["tape", "reel", "amber", "signal", "harbor", "violet", "mono", "clock", "frame"]) for _ in range(4))
    if k == 2:
        return g.s(B62, r.randint(8, 12))
    if k == 3:
        return g.human_pw()
    if k == 4:
        return str(r.randint(1000, 99999999))
    return g.machine_pw()


def nospace_pw():
    while True:
        p = pw()
        if " " not in p:
            return p


def house():
    return g.pick(HOUSES)


def show():
    return g.pick(SHOWS)


def ip():
    return f"10.{r.randint(0,60)}.{r.randint(0,255)}.{r.randint(2,250)}"


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def s_frameio_token():
    t = "fio-u-" + g.s(URLSAFE, 64)
    return "self-identifying", f"export FRAMEIO_TOKEN={t}\ncurl -s -H \"Authorization: Bearer $FRAMEIO_TOKEN\" https://api.frame.io/v2/me | jq .name\n", [t]


def s_frameio_dev():
    t = g.s(URLSAFE, 43)
    return "structural", f"GET /v4/accounts/{g.uuid()}/projects HTTP/1.1\nHost: api.frame.io\nAuthorization: Bearer {t}\nAccept: application/json\n", [t]


def s_srt_passphrase():
    p = nospace_pw() + g.s(B62, 4)
    return "structural", f"ffmpeg -re -i {show()}_pgm.mxf -c copy -f mpegts \"srt://{ip()}:9000?mode=caller&latency=200000&passphrase={p}&pbkeylen=32\"\n", [p]


def s_srt_gateway_cfg():
    p = g.s(B62, r.randint(12, 20))
    return "name-context", f"# Haivision SRT Gateway route export\nroute: {show()}-contribution\n  source: srt listener :7001\n  encryption: AES-256\n  passphrase: {p}\n  destination: udp://239.10.{r.randint(0,9)}.{r.randint(1,250)}:5000\n", [p]


def s_ndi_discovery():
    p = nospace_pw()
    return "name-context", f"{{\n  \"ndi\": {{ \"networks\": {{ \"discovery\": \"{ip()}\" }} }},\n  \"bridge\": {{ \"mode\": \"host\", \"port\": 5990, \"encryption_key\": \"{p}\" }}\n}}\n", [p]


def s_vantage_db():
    p = nospace_pw()
    return "structural", f"<!-- Vantage workflow DB -->\n<connectionStrings>\n  <add name=\"VantageDb\" connectionString=\"Server=VANTAGE-SQL\\\\TELESTREAM;Database=Vantage;User Id=vantage;Password={p};\" />\n</connectionStrings>\n", [p]


def s_mediaconvert_aws():
    ak, sk = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"[default]\nregion = eu-central-1\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\n# used by the mediaconvert job submitter for {show()}\n", [ak, sk]


def s_wowza_rest():
    p = nospace_pw()
    return "structural", f"$ curl --digest -u wowzaadmin:{p} -X PUT http://{ip()}:8087/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/live/actions/restart\n{{\"success\":true,\"message\":\"\",\"data\":null}}\n", [p]


def s_rtmp_key():
    k = "live_" + str(r.randint(10**8, 10**9)) + "_" + g.s(B62, 30)
    return "name-context", f"OBS profile {show()}:\n  Server: rtmp://live.twitch.tv/app\n  Stream key: {k}\n  Bitrate: 6000 kbps\n", [k]


def s_youtube_key():
    k = "-".join(g.s(string.ascii_lowercase + string.digits, 4) for _ in range(5))
    return "structural", f"ffmpeg -i pgm.sdi -c:v libx264 -b:v 8M -f flv rtmp://a.rtmp.youtube.com/live2/{k}\n", [k]


def s_avid_interplay():
    p = pw()
    return "name-context", f"# interplay_bridge.properties\ninterplay.host=IPWS-{house().upper()}\ninterplay.user=svc_bridge\ninterplay.password={p}\ninterplay.workgroup=WG_{show().upper()}\n", [p]


def s_nexis_mount():
    p = nospace_pw()
    return "structural", f"C:\\> net use N: \\\\nexis-sd1\\{show()} /user:AVID\\editor04 {p} /persistent:yes\nThe command completed successfully.\n", [p]


def s_adobe_io():
    s = "p8e-" + g.s(URLSAFE, 32)
    return "self-identifying", f"{{\n  \"ADOBE_CLIENT_ID\": \"{g.hexs(32)}\",\n  \"ADOBE_CLIENT_SECRET\": \"{s}\",\n  \"ADOBE_ORG_ID\": \"{g.hexs(24).upper()}@AdobeOrg\"\n}}\n", [s]


def s_dam_api_key():
    k = g.s(B62, 40)
    return "name-context", f"# bynder.cfg\n[bynder]\nportal = https://{house()}.bynder.com\npermanent_token = {k}\n", [k]


def s_cantemo_header():
    t = g.hexs(40)
    return "structural", f"$ curl -H 'Authorization: Token {t}' https://mam.{house()}.tv/API/v2/items/VX-{r.randint(1000,99999)}/ | jq .title\n\"{show()} ep04 conform\"\n", [t]


def s_vidispine():
    p = nospace_pw()
    return "structural", f"VIDISPINE_URL=http://admin:{p}@vidispine.{house()}.local:8080/API\n", [p]


def s_ftp_delivery():
    p = nospace_pw()
    return "structural", f"Delivery spec for {show()}:\n  host: sftp.delivery.{house()}.com\n  user: {show()}_deliver\n  pass: {p}\n  folder: /incoming/masters\n", [p]


def s_aspera():
    p = nospace_pw()
    return "name-context", f"$ export ASPERA_SCP_PASS='{p}'\n$ ascp -P 33001 -l 500m -k 2 {show()}_IMF/ asp_{house()}@ats.{house()}.com:/inbound/\nCompleted: 48213M bytes transferred in 941 seconds\n", [p]


def s_signiant_key():
    k = g.s(B62, 32)
    return "name-context", f"signiant:\n  media_shuttle_portal: {house()}-ingest\n  api_key: {k}\n  region: eu-west\n", [k]


def s_s3_proxy_url():
    sig = g.hexs(64)
    ak = g.aws_akid()
    return "structural", f"https://{house()}-proxies.s3.amazonaws.com/{show()}/ep05_proxy.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20261203%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T091500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}\n", [sig]


def s_self_id():
    name, tok, sec = g.self_identifying()
    return "self-identifying", f"[notifications]\n# render farm -> {name}\ntoken = \"{tok}\"\nchannel = \"#{show()}-renders\"\n", [sec]


def s_pem():
    block, _ = g.pem()
    return "self-identifying", f"$ cat /etc/ssl/private/playout-{house()}.key\n{block}\n", [block]


def s_playout_db():
    p = nospace_pw()
    return "structural", f"spring.datasource.url=jdbc:postgresql://playout-db:5432/schedule\nspring.datasource.username=playout\nspring.datasource.password={p}\n", [p]


def s_hook_ffmpeg():
    p = g.s(B62, 16)
    cmd = f"ffprobe -v error -show_streams 'srt://{ip()}:9001?passphrase={p}&mode=caller'"
    return "structural", hook(cmd, "codec_name=h264\nwidth=1920\nheight=1080\nr_frame_rate=50/1\n"), [p]


def s_hook_env():
    t = g.s(URLSAFE, 43)
    return "name-context", hook("printenv | grep -i frame", f"FRAMEIO_PROJECT_ID={g.uuid()}\nFRAMEIO_DEV_TOKEN={t}\n"), [t]


def s_chat():
    p = pw()
    return "name-context", f"Hi Jo, for tonight's OB the Kiloview encoder web UI is admin / {p} (the truck one, not the studio one). call me if SRT drops\n", [p]


def s_ticket():
    p = nospace_pw()
    return "name-context", f"INC-{r.randint(1000,9999)}: Resolve project server won't start\nSteps: edited project server config, db user resolve, db password {p}, port 5432, restarted service. Still 'Unable to connect'.\n", [p]


def s_resolve_pg():
    p = nospace_pw()
    return "structural", f"$ PGPASSWORD={p} psql -h resolve-db.{house()}.local -U postgres -c '\\l'\n  Name   |  Owner   | Encoding\n---------+----------+---------\n {show()} | postgres | UTF8\n", [p]


def s_brightcove():
    s = g.s(URLSAFE, 86)
    return "name-context", f"BRIGHTCOVE_ACCOUNT_ID={r.randint(10**12,10**13)}\nBRIGHTCOVE_CLIENT_ID={g.uuid()}\nBRIGHTCOVE_CLIENT_SECRET={s}\n", [s]


def s_mux():
    s = g.s(B62 + "/+", 75)
    return "name-context", f"mux:\n  token_id: {g.uuid()}\n  token_secret: {s}\n", [s]


def s_traceback():
    k = g.s(B62, 32)
    return "name-context", f"Traceback (most recent call last):\n  File \"ingest/watchfolder.py\", line 41, in upload\n    client = iconik.Client(app_id='{g.uuid()}', auth_token='{k}')\n  File \"iconik/client.py\", line 77, in __init__\n    raise AuthError('401 Unauthorized')\niconik.errors.AuthError: 401 Unauthorized\n", [k]


def s_xml_sony():
    p = nospace_pw()
    return "name-context", f"<XDCAMStation>\n  <FTP enabled=\"true\" user=\"admin\" password=\"{p}\" />\n  <Host>{ip()}</Host>\n</XDCAMStation>\n", [p]


def s_elemental_key():
    k = g.s(B62, 20)
    return "name-context", f"$ curl -H \"X-Auth-User: mediaops\" -H \"X-Auth-Expires: 1796300000\" -H \"X-Auth-Key: {k}\" http://elemental-live-03/api/live_events\n", [k]


def s_mongo_dam():
    p = nospace_pw()
    return "structural", f"DAM_MONGO_URI=mongodb+srv://dam_rw:{p}@cluster0.{g.s(string.ascii_lowercase + string.digits, 5)}.mongodb.net/assets?retryWrites=true\n", [p]


def s_yaml_tricaster():
    p = str(r.randint(1000, 999999))
    return "name-context", f"switchers:\n  - name: TC1-studioB\n    host: {ip()}\n    admin_password: \"{p}\"\n", [p]


SECRET_T = [s_frameio_token, s_frameio_dev, s_srt_passphrase, s_srt_gateway_cfg, s_ndi_discovery, s_vantage_db, s_mediaconvert_aws,
            s_wowza_rest, s_rtmp_key, s_youtube_key, s_avid_interplay, s_nexis_mount, s_adobe_io, s_dam_api_key, s_cantemo_header,
            s_vidispine, s_ftp_delivery, s_aspera, s_signiant_key, s_s3_proxy_url, s_self_id, s_pem, s_playout_db, s_hook_ffmpeg,
            s_hook_env, s_chat, s_ticket, s_resolve_pg, s_brightcove, s_mux, s_traceback, s_xml_sony, s_elemental_key,
            s_mongo_dam, s_yaml_tricaster]


def c_ffprobe():
    return f"$ ffprobe -hide_banner {show()}_ep03.mxf\nInput #0, mxf, from '{show()}_ep03.mxf':\n  Metadata:\n    uid             : {g.uuid()}\n    material_package_umid: 0x060A2B340101010501010D43130000{g.hexs(32).upper()}\n  Duration: 00:42:11.20, start: 0.000000, bitrate: 188512 kb/s\n"


def c_srt_docs():
    return "To encrypt the feed add `passphrase=<10-79 characters>` and `pbkeylen=16|24|32` to the SRT URL; both ends must use the same passphrase.\n"


def c_frameio_webhook():
    return json.dumps({"type": "asset.ready", "resource": {"type": "asset", "id": g.uuid()}, "account": {"id": g.uuid()}, "project": {"id": g.uuid()}}) + "\n"


def c_md5_manifest():
    return "".join(f"{g.hexs(32)}  {show()}/reel{i}/A00{i}C00{r.randint(1,9)}_{r.randint(100000,999999)}.ari\n" for i in range(1, 4))


def c_ale():
    return f"Heading\nFIELD_DELIM\tTABS\nVIDEO_FORMAT\t1080\nFPS\t25\n\nColumn\nName\tTape\tStart\tEnd\tSource File\n\nData\nA001C003\tA001\t10:00:00:00\t10:01:12:14\tA001C003_{g.hexs(8).upper()}.mov\n"


def c_edl():
    return f"TITLE: {show().upper()}_LOCK_V3\nFCM: NON-DROP FRAME\n001  A001C003 V     C        10:00:04:12 10:00:09:01 01:00:00:00 01:00:04:14\n* FROM CLIP NAME: A001C003_{g.hexs(6).upper()}.MOV\n"


def c_env_template():
    return "FRAMEIO_TOKEN=${FRAMEIO_TOKEN}\nASPERA_SCP_PASS=${ASPERA_SCP_PASS}\nMAM_URL=https://mam.example.tv/API\n"


def c_imf_cpl():
    return f"<CompositionPlaylist xmlns=\"http://www.smpte-ra.org/schemas/2067-3/2016\">\n  <Id>urn:uuid:{g.uuid()}</Id>\n  <ContentTitle>{show()}</ContentTitle>\n  <Hash>{g.b64(20)}</Hash>\n</CompositionPlaylist>\n"


def c_chat():
    return f"conform for {show()} is done, proxies are on the MAM under VX-{r.randint(1000,99999)}. the loudness report says -23.0 LUFS integrated, true peak -1.2\n"


def c_docs_default():
    return "The encoder ships with user `admin` and password `admin`. Change it under System > Users before connecting the unit to the venue network.\n"


def c_hook():
    return hook("mediainfo --Output=JSON clip.mov | jq '.media.track[0].Format'", "\"MPEG-4\"\n")


def c_ndi_log():
    return f"NDI Discovery Server v5.6 listening on 0.0.0.0:5959\nsource registered: TRUCK-2 (CAM 3) from {ip()} uuid={g.uuid()}\n"


def c_thumb():
    return f"<img alt=\"poster\" src=\"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD{g.b64(54)}\">\n"


def c_wowza_cfg():
    return "<Authentication>\n  <Password>${com.wowza.wms.context.VHostConfigHome}/conf/publish.password</Password>\n  <Method>digest</Method>\n</Authentication>\n"


def c_s3_list():
    return f"2026-12-02 22:14:07  1843210944 {show()}/masters/ep0{r.randint(1,9)}_IMF.zip\n2026-12-02 22:15:51     2210133 {show()}/masters/ep0{r.randint(1,9)}_checksums.sha256\n"


def c_mux_playback():
    return f"Playback URL: https://stream.mux.com/{g.s(B62, 44)}.m3u8\n(public playback ID, safe to embed)\n"


def c_resolve_log():
    return f"[0x{g.hexs(12)}] | SyManager | INFO | Project '{show()}' opened from database 'resolve_projects' (PostgreSQL 13) in 2.4s\n"


def c_adobe_ids():
    return f"Adobe Premiere extension manifest: ExtensionBundleId=\"com.{house().replace('-', '')}.panel\" Version=\"2.1.0\" HostVersion=\"[23.0,99.9]\"\n"


CLEAN_T = [c_ffprobe, c_srt_docs, c_frameio_webhook, c_md5_manifest, c_ale, c_edl, c_env_template, c_imf_cpl, c_chat,
           c_docs_default, c_hook, c_ndi_log, c_thumb, c_wowza_cfg, c_s3_list, c_mux_playback, c_resolve_log, c_adobe_ids]


def main():
    out = Path(__file__).parent
    with open(out / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secs = SECRET_T[i % len(SECRET_T)]() if i < len(SECRET_T) * 6 else g.pick(SECRET_T)()
            for s in secs:
                assert s and s in text, (i, s)
            f.write(json.dumps({"id": f"{FAM}-{i + 1}", "family": FAM, "class": cls, "text": text, "secrets": secs}, ensure_ascii=False) + "\n")
    with open(out / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAM}-c{i + 1}", "family": FAM, "text": CLEAN_T[i % len(CLEAN_T)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
