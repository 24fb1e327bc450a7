"""Blind redaction source "cctv": video surveillance — NVR/VMS systems (Milestone, Genetec and others), IP cameras and
their ONVIF/RTSP access, cloud video platforms, licence-plate recognition, video analytics.

Written blind by the helper "corpora5" on 2026-12-03 (it read no memtool rules or results). Every value is random
and made up; nothing comes from a scanner's fixtures. Seeded: rerunning writes cctv_secrets.jsonl and
cctv_clean.jsonl byte-identically. Imports only the stdlib and _tokens.py.
"""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "cctv"
g = Gen(33003)
R = g.r
CAMS = ["cam-lobby-01", "cam-gate-n", "cam-dock-3", "cam-park-l2-07", "cam-till-2", "cam-perim-14", "ptz-roof-1", "cam-corr-b4"]
WORDS = ["shutter", "aperture", "lens", "iris", "focus", "gate", "watch", "sentry", "harbor", "falcon", "owl", "lynx", "prism"]


def ip() -> str:
    return f"10.{R.randint(10, 99)}.{R.randint(0, 254)}.{R.randint(2, 254)}"


def secretish() -> str:
    k = R.randint(0, 11)
    if k == 0:
        return R.choice(["admin", "Admin", "hik", "cam", "nvr"]) + str(R.randint(100, 99999))
    if k == 1:
        return g.s(UPPER, 6)  # sticker-printed device verification codes
    if k == 2:
        return R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + str(R.randint(1, 999)) + R.choice(["!", "@", "#", ""])
    if k == 3:
        return str(R.randint(100000, 99999999))
    if k == 4:
        return "-".join(R.sample(WORDS, 4))
    return g.pw()


def hook(cmd: str, out: str) -> str:
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def s_rtsp_ffprobe():
    p = secretish()
    t = f"$ ffprobe -v error -rtsp_transport tcp -show_streams 'rtsp://admin:{p}@{ip()}:554/Streaming/Channels/101'\n[STREAM]\ncodec_name=h264\nwidth=2688\nheight=1520\n[/STREAM]"
    return "structural", t, [p]


def s_rtsp_frigate():
    p = secretish()
    t = f"cameras:\n  {R.choice(CAMS).replace('-', '_')}:\n    ffmpeg:\n      inputs:\n        - path: rtsp://viewer:{p}@{ip()}:554/cam/realmonitor?channel=1&subtype=0\n          roles: [detect, record]\n    detect:\n      width: 1280\n      height: 720\n"
    return "structural", t, [p]


def s_go2rtc():
    p = secretish()
    t = f"streams:\n  dock3: rtsp://svc_go2rtc:{p}@{ip()}/axis-media/media.amp?videocodec=h264\n  dock3_sub: ffmpeg:dock3#video=h264#hardware\n"
    return "structural", t, [p]


def s_onvif_py():
    p = secretish()
    t = f"from onvif import ONVIFCamera\n\ncam = ONVIFCamera('{ip()}', 80, 'onvif_user', '{p}', '/etc/onvif/wsdl/')\nptz = cam.create_ptz_service()\nprint(ptz.GetStatus({{'ProfileToken': 'Profile_1'}}))\n"
    return "name-context", t, [p]


def s_onvif_soap():
    p = g.b64(20)
    t = (f"POST /onvif/device_service HTTP/1.1\nHost: {ip()}\nContent-Type: application/soap+xml\n\n<s:Header><Security xmlns=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd\">"
         f"<UsernameToken><Username>admin</Username><Password Type=\"...#PasswordText\">{secretish()}</Password><Nonce>{p}</Nonce></UsernameToken></Security></s:Header>")
    pw = t.split('#PasswordText">')[1].split("<")[0]
    return "structural", t, [pw]


def s_milestone_sdk():
    p = secretish()
    t = f"var uri = new Uri(\"http://xprotect-ms01\");\nvar cred = new NetworkCredential(\"MILESTONE\\\\svc_vms_export\", \"{p}\");\nVideoOS.Platform.SDK.Environment.AddServer(false, uri, cred);\nVideoOS.Platform.SDK.Environment.Login(uri);"
    return "name-context", t, [p]


def s_milestone_ps():
    p = secretish()
    t = f"PS> $pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\nPS> $cred = New-Object PSCredential('basic_admin', $pw)\nPS> Connect-ManagementServer -Server xprotect-ms01 -Credential $cred -BasicUser -AcceptEula\nPS> Get-VmsCamera | Measure-Object | Select Count\nCount: {R.randint(40, 900)}"
    return "name-context", t, [p]


def s_genetec_sdk():
    p = secretish()
    cert = g.s(UPPER + string.digits, 8) + "/" + g.s(B62, 24)
    t = f"<appSettings>\n  <add key=\"SecurityCenter.Directory\" value=\"gsc-dir01\" />\n  <add key=\"SecurityCenter.Username\" value=\"sdk_integration\" />\n  <add key=\"SecurityCenter.Password\" value=\"{p}\" />\n  <add key=\"SdkCertificate\" value=\"{cert}\" />\n</appSettings>"
    return "name-context", t, [p]


def s_genetec_web():
    p = secretish()
    auth = base64.b64encode(f"webapi;{g.s(UPPER, 6)}/{g.s(B62, 10)}:{p}".encode()).decode()
    t = f"$ curl -s -H 'Authorization: Basic {auth}' 'https://gsc-dir01:4590/WebSdk/report/EntityConfiguration?q=EntityTypes@Camera'\n{{\"Rsp\":{{\"Status\":\"Ok\",\"Result\":[...]}}}}"
    return "structural", t, [auth]


def s_hik_isapi():
    p = secretish()
    t = f"$ curl --digest -u admin:{p} http://{ip()}/ISAPI/System/deviceInfo\n<DeviceInfo><deviceName>{R.choice(CAMS)}</deviceName><model>DS-2CD2387G2-LU</model><firmwareVersion>V5.7.15</firmwareVersion></DeviceInfo>"
    return "structural", t, [p]


def s_hik_verification():
    code = g.s(UPPER, 6)
    t = f"Hik-Connect enrolment – {R.choice(CAMS)}\nSerial: DS-7608NXI-K2{R.randint(10**8, 10**9)}\nVerification code: {code}\n(needed to decrypt the stream in the app; keep with the NVR docs)"
    return "name-context", t, [code]


def s_dahua():
    p = secretish()
    t = f"2026-12-03 11:02:44 WARN  nvr-poller: login to {ip()}:37777 user=admin pass={p} failed (error 0x8000000B locked for 30 min)"
    return "structural", t, [p]


def s_axis_vapix():
    p = secretish()
    t = f"import requests\nfrom requests.auth import HTTPDigestAuth\nr = requests.get('http://{ip()}/axis-cgi/param.cgi?action=list&group=Brand', auth=HTTPDigestAuth('root', '{p}'))\n"
    return "structural", t, [p]


def s_verkada():
    k = "vkd_api_" + g.hexs(32)
    t = f"VERKADA_ORG_ID={g.uuid()}\nVERKADA_API_KEY={k}\nVERKADA_REGION=eu\n"
    return "name-context", t, [k]


def s_eagle_eye():
    k = g.s(B62, 40)
    t = f"$ curl -s 'https://login.eagleeyenetworks.com/g/aaa/authenticate' -H 'Authentication: {k}:' -d 'username=ops@guardco.example&password={secretish()}'"
    pw = t.split("password=")[1].rstrip("'")
    return "structural", t, [k, pw]


def s_rhombus():
    k = g.s(B62, 22)
    t = f"headers = {{\n    \"x-auth-scheme\": \"api-token\",\n    \"x-auth-apikey\": \"{k}\",\n}}\nresp = session.post(\"https://api2.rhombussystems.com/api/camera/getMinimalCameraStateList\", headers=headers, json={{}})\n"
    return "structural", t, [k]


def s_lpr_api():
    k = g.hexs(40)
    t = f"$ curl -F 'upload=@gate_2026-12-03_0812.jpg' -F 'regions=gb' -H 'Authorization: Token {k}' https://api.platerecognizer.com/v1/plate-reader/\n{{\"results\":[{{\"plate\":\"ab12cde\",\"score\":0.91}}]}}"
    return "structural", t, [k]


def s_openalpr_conf():
    k = "sk_" + g.hexs(24)
    t = f"; /etc/openalpr/alprd.conf\n[daemon]\ncompany_id = {g.uuid()}\nsite_id = gate-north\nupload_data = 1\napi_secret_key = {k}\nstream = http://{ip()}/mjpg/video.mjpg\n"
    return "name-context", t, [k]


def s_aws_kvs():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = f"$ AWS_ACCESS_KEY_ID={ak} AWS_SECRET_ACCESS_KEY={sk} gst-launch-1.0 rtspsrc location=rtsp://{ip()}/stream1 ! rtph264depay ! h264parse ! kvssink stream-name=dock3 aws-region=eu-west-1"
    return "self-identifying", t, [ak, sk]


def s_azure_blob():
    key = g.b64(64)
    t = f"ARCHIVE_CONN=DefaultEndpointsProtocol=https;AccountName=vmsarchive{R.randint(1, 99)};AccountKey={key};EndpointSuffix=core.windows.net"
    return "structural", t, [key]


def s_s3_minio():
    sk = g.s(B62, 40)
    t = f"$ mc alias set footage https://minio.cctv.internal:9000 footage-export {sk}\nAdded `footage` successfully."
    return "structural", t, [sk]


def s_pg_vms():
    p = secretish()
    t = f"Exception in thread \"main\" org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"analytics\"\n\tat ... jdbc:postgresql://vms-db:5432/events?user=analytics&password={p}\n\tat com.acme.video.EventStore.<init>(EventStore.java:41)"
    return "structural", t, [p]


def s_mqtt_events():
    p = secretish()
    t = f"mqtt:\n  host: mqtt.cctv.internal\n  port: 1883\n  user: frigate\n  password: {p}\n  topic_prefix: frigate\n"
    return "structural", t, [p]


def s_telegram_alert():
    tok = g.telegram()
    t = f"# motion alert -> telegram\nTELEGRAM_BOT_TOKEN={tok}\nTELEGRAM_CHAT_ID=-100{R.randint(10**9, 10**10)}\nSNAPSHOT_ON=person,car\n"
    return "self-identifying", t, [tok]


def s_self_id():
    label, tok, sec = g.self_identifying()
    t = json.dumps({"integration": label, "enabled": True, "credentials": {"token": tok}, "events": ["line_crossing", "loitering"]}, indent=2)
    return "self-identifying", t, [sec]


def s_hook_read():
    p = secretish()
    body = f"[nvr]\nhost = {ip()}\nuser = admin\npassword = {p}\nchannels = 16\n"
    t = json.dumps({"tool_name": "Read", "tool_input": {"file_path": "/srv/vms/export.ini"}, "tool_response": {"type": "text", "file": {"filePath": "/srv/vms/export.ini", "content": body}}})
    return "name-context", t, [p]


def s_hook_env():
    p, k = secretish(), g.s(B62, 32)
    out = f"RTSP_USER=viewer\nRTSP_PASS={p}\nANALYTICS_LICENSE_KEY={k}\nTZ=Europe/Berlin\n"
    return "name-context", hook("docker exec analytics env | grep -v PATH", out), [p, k]


def s_ticket():
    p = secretish()
    t = f"INC{R.randint(10**6, 10**7)} – {R.choice(CAMS)} shows 'video loss'\nWorknote: camera web UI reachable, reset it and set admin password back to {p} so the NVR re-adds it. Firmware 5.7.15."
    return "name-context", t, [p]


def s_chat():
    p = secretish()
    t = f"[10:12] dan: what's the login for the new Uniview NVR at the car park?\n[10:13] priya: admin / {p}  — change it once you've added it to Milestone"
    return "structural", t, [p]


def s_ssh_nvr():
    blk, line = g.pem(R.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY"]))
    t = f"$ cat deploy/keys/recording-server\n{blk}"
    return "self-identifying", t, [line]


def s_tls_key():
    blk, line = g.pem("PRIVATE KEY")
    t = f"# Milestone mobile server certificate bundle (pfx exported to PEM)\n{blk}\n-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n-----END CERTIFICATE-----"
    return "self-identifying", t, [line]


def s_ptz_cgi():
    p = secretish()
    t = f"GET http://{ip()}/cgi-bin/ptz.cgi?action=start&channel=1&code=GotoPreset&arg1=0&arg2=3&arg3=0&loginuse=admin&loginpas={p} 200 OK"
    return "structural", t, [p]


def s_nx_witness():
    p = secretish()
    t = f"$ curl -k -X POST https://nx-srv:7001/rest/v2/login/sessions -d '{{\"username\":\"integrator\",\"password\":\"{p}\"}}'\n{{\"token\":\"vms-{g.hexs(32)}\",\"ageS\":0}}"
    tok = t.split('"token":"')[1].split('"')[0]
    return "structural", t, [p, tok]


def s_deepstack():
    k = g.s(B62, 20)
    t = f"services:\n  codeproject-ai:\n    image: codeproject/ai-server\n    environment:\n      - MODE=High\n      - ADMIN_KEY={k}\n"
    return "name-context", t, [k]


def s_roboflow():
    k = g.s(B62, 20)
    t = f"from inference_sdk import InferenceHTTPClient\nclient = InferenceHTTPClient(api_url=\"https://detect.roboflow.com\", api_key=\"{k}\")\nresult = client.infer(\"frame_000123.jpg\", model_id=\"forklift-safety/4\")\n"
    return "name-context", t, [k]


def s_docker_login():
    p = secretish()
    t = f"$ docker login registry.vms-vendor.example -u partner-{R.randint(100, 999)} -p {p}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    return "structural", t, [p]


def s_github():
    tok = R.choice([g.gh_classic, g.gh_fine])()
    t = f"- name: Fetch analytics models\n  run: git clone https://x-access-token:{tok}@github.com/guardco/lpr-models.git models"
    return "self-identifying", t, [tok]


def s_sip_intercom():
    p = secretish()
    t = f"; 2N intercom SIP account\n[Account1]\nDisplayName=Gate North\nUserId=2001\nDomain=pbx.site.internal\nAuthId=2001\nAuthPassword={p}\n"
    return "name-context", t, [p]


def s_camera_csv():
    rows = [(R.choice(CAMS), ip(), "admin", secretish()) for _ in range(3)]
    t = "name,ip,user,password\n" + "\n".join(",".join(r) for r in rows)
    return "structural", t, [r[3] for r in rows]


SECRET_T = [s_rtsp_ffprobe, s_rtsp_frigate, s_go2rtc, s_onvif_py, s_onvif_soap, s_milestone_sdk, s_milestone_ps, s_genetec_sdk,
            s_genetec_web, s_hik_isapi, s_hik_verification, s_dahua, s_axis_vapix, s_verkada, s_eagle_eye, s_rhombus, s_lpr_api,
            s_openalpr_conf, s_aws_kvs, s_azure_blob, s_s3_minio, s_pg_vms, s_mqtt_events, s_telegram_alert, s_self_id,
            s_hook_read, s_hook_env, s_ticket, s_chat, s_ssh_nvr, s_tls_key, s_ptz_cgi, s_nx_witness, s_deepstack, s_roboflow,
            s_docker_login, s_github, s_sip_intercom, s_camera_csv]


def c_rtsp_noauth():
    return f"$ ffprobe -v error -show_entries stream=codec_name,width,height rtsp://{ip()}:8554/{R.choice(CAMS)}\ncodec_name=h264\nwidth=1920\nheight=1080"


def c_frigate_env():
    return "cameras:\n  dock3:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@10.20.1.33:554/stream1\n          roles: [detect]\n"


def c_onvif_probe():
    return f"$ onvif-probe\nfound {ip()}  urn:uuid:{g.uuid()}  Hikvision DS-2CD2387G2  onvif://www.onvif.org/Profile/Streaming\nfound {ip()}  urn:uuid:{g.uuid()}  AXIS P3265-LVE  onvif://www.onvif.org/Profile/T"


def c_plate_result():
    return json.dumps({"processing_time": round(R.uniform(40, 140), 1), "results": [{"plate": g.s(string.ascii_lowercase + string.digits, 7), "score": round(R.uniform(.8, .99), 3), "box": {"xmin": R.randint(0, 900), "ymin": R.randint(0, 500)}}], "camera_id": R.choice(CAMS), "filename": f"{g.hexs(12)}.jpg"}, indent=1)


def c_docs_default():
    return "### First login\nNew cameras ship without a password; the web UI asks you to set one (8–16 characters, two kinds). Older firmware used `admin` / `12345` — see the vendor's hardening guide and change it before adding the camera to the VMS."


def c_milestone_log():
    return f"2026-12-03 11:02:44.118 [  41] INFO - RecordingServer: Device '{R.choice(CAMS)}' ({g.uuid()}) connected, driver Universal 16 channel 1.0\n2026-12-03 11:02:45.004 [  41] INFO - Storage 'Archive-A' {R.randint(40, 90)}% used, retention 30 days"


def c_export_hash():
    return f"Evidence export {R.choice(CAMS)}_2026-12-02T22-14.mkv\nSHA-256: {g.sha256()}\nSigned export: yes (public key fingerprint {g.hexs(40).upper()})\nExported by: operator 17"


def c_ps_placeholder():
    return "PS> $cred = Get-Credential -UserName basic_admin -Message 'XProtect basic user'\nPS> Connect-ManagementServer -Server xprotect-ms01 -Credential $cred -BasicUser\nPS> Get-VmsHardware | Select Name, Address"


def c_git_log():
    return "$ git log --oneline -3\n" + "\n".join(f"{g.hexs(7)} {m}" for m in R.sample(["frigate: lower detect fps on dock cams", "lpr: add uk plate regex", "vms: rename perimeter group", "ansible: push ntp to cameras", "analytics: bump yolov8n to 8.3"], 3))


def c_chat():
    return R.choice(["Camera passwords are in the PAM under 'CCTV/site-name'. Please don't put them in tickets any more.",
                     "The Hik verification code is printed on the label under the camera — no need to ask me for it.",
                     "Genetec SDK cert strings are per-application, not secret, but the sdk_integration password is. Rotating Friday.",
                     "Motion retention changed to 30 days per the DPIA; plate reads kept 7 days."])


def c_snapshot():
    return f"{{\"camera\":\"{R.choice(CAMS)}\",\"event\":\"person\",\"snapshot\":\"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD{g.b64(100)}\"}}"


def c_env_example():
    return "# .env.example\nRTSP_USER=viewer\nRTSP_PASS=\nVERKADA_API_KEY=<your-api-key>\nPLATE_RECOGNIZER_TOKEN=${PLATE_RECOGNIZER_TOKEN}\nNVR_PASSWORD=changeme  # placeholder only\n"


def c_hook():
    return hook("python tools/check_streams.py --site north", "\n".join(f"{c:16s} OK  {R.randint(10, 30)} fps  {R.choice(['H.264', 'H.265'])}  bitrate {R.randint(1000, 8000)} kbps" for c in R.sample(CAMS, 4)))


def c_serials():
    return f"NVR serial DS-7608NXI-K2{R.randint(10**8, 10**9)}  MAC {':'.join(g.hexs(2) for _ in range(6))}  device id {g.uuid()}  channel token Profile_{R.randint(1, 4)}"


def c_fw():
    return f"AXIS_OS_P3265-LVE_11.{R.randint(0, 11)}.{R.randint(50, 99)}.bin  sha256sum {g.sha256()}  (verified against axis.com checksum list)"


def c_nx_log():
    return f"$ curl -k https://nx-srv:7001/rest/v2/system/info\n{{\"name\":\"Site North\",\"localId\":\"{g.uuid()}\",\"version\":\"6.0.1.39873\",\"cloudHost\":\"nxvms.com\"}}"


def c_yaml_secretref():
    return "mqtt:\n  host: mqtt.cctv.internal\n  user: frigate\n  password: '{FRIGATE_MQTT_PASSWORD}'\n"


def c_analytics_cfg():
    return f"model: yolov8n.onnx  # sha1 {g.sha1()}\nclasses: [person, car, truck, forklift]\nconfidence: 0.45\nzones:\n  dock_edge: [[0.1,0.8],[0.9,0.8],[0.9,1.0],[0.1,1.0]]"


CLEAN_T = [c_rtsp_noauth, c_frigate_env, c_onvif_probe, c_plate_result, c_docs_default, c_milestone_log, c_export_hash, c_ps_placeholder,
           c_git_log, c_chat, c_snapshot, c_env_example, c_hook, c_serials, c_fw, c_nx_log, c_yaml_secretref, c_analytics_cfg]


def main() -> None:
    out = Path(__file__).resolve().parent
    secrets, clean = [], []
    for i in range(250):
        fn = SECRET_T[i] if i < len(SECRET_T) else R.choice(SECRET_T)
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
