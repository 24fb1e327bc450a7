"""Blind redaction source 'videoconf' (round 48, helper corpora20): video conferencing and meetings.

Seeded; imports only the standard library and _tokens.py. Run: python3 src_videoconf.py
"""
import json, string, base64
from pathlib import Path
from _tokens import Gen, B62, HEX, UPPER, URLSAFE

FAM = "videoconf"
g = Gen(4802)
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


def zid(): return g.s(B62 + "_-", 22)          # zoom client id / account id shape
def zsec(): return g.s(B62, 32)                # zoom client secret
def zwh(): return g.s(URLSAFE, 22)             # zoom webhook secret token
def meet_no(): return str(r.randint(81000000000, 99999999999))
def zpwd(): return g.s(B62, 32) + "." + g.s(D, 1)  # encrypted passcode in join links
def passcode(): return g.pick([g.s(D, 6), g.s(B62, 8), g.s(D, 10)])
def host_key(): return g.s(D, 6)
def app_pw(): return g.azure_client_secret()
def webex_tok(): return g.s(B62, 64) + "_" + g.pick(["PF84", "P0A1", "PE93"]) + "_" + g.uuid()
def daily_key(): return g.hexs(64)
def bbb_secret(): return g.pick([g.hexs(40), g.s(B62, 42), g.hexs(64)])
def agora_id(): return g.hexs(32)
def lk_key(): return "API" + g.s(B62, 12)
def lk_secret(): return g.s(B62, 43)
def teams_hook(): return f"https://{g.pick(['contoso', 'fabrikam', 'acme'])}.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{g.hexs(32)}/{g.uuid()}/V2{g.s(URLSAFE, 43)}"
def words_pw(): return "-".join(g.pick(["lobby", "mute", "gallery", "webinar", "breakout", "koala", "tundra", "pixel", "orbit", "cactus", "quill", "harbor"]) for _ in range(g.pick([3, 4])))
def legacy(): return g.pick(["meet", "room", "zoom", "conf", "vc"]) + g.s(D, 3) + g.pick(["", "!", "#"])


S = []


def add(cls, text, *vals):
    S.append((cls, text, list(vals)))


def sec_templates():
    T = []

    def t(fn):
        T.append(fn); return fn

    @t
    def zoom_s2s_env():
        a, c, s, w = zid(), zid(), zsec(), zwh()
        add("name-context", f"# Zoom Server-to-Server OAuth app \"recordings-sync\"\nZOOM_ACCOUNT_ID={a}\nZOOM_CLIENT_ID={c}\nZOOM_CLIENT_SECRET={s}\nZOOM_WEBHOOK_SECRET_TOKEN={w}\n", s, w)

    @t
    def zoom_token_curl():
        c, s = zid(), zsec()
        b = base64.b64encode(f"{c}:{s}".encode()).decode()
        add("structural", f"$ curl -X POST 'https://zoom.us/oauth/token?grant_type=account_credentials&account_id={zid()}' \\\n    -H 'Authorization: Basic {b}'\n{{\"access_token\":\"eyJzdiI6IjAwMDAwMSIsImFsZyI6IkhTNTEyIiwidiI6IjIuMCIsImtpZCI6Ij...\",\"token_type\":\"bearer\",\"expires_in\":3599,\"scope\":\"cloud_recording:read:list_user_recordings:admin\"}}", b)

    @t
    def zoom_bearer():
        j = g.jwt()
        add("structural", f"GET /v2/users/me/recordings?from=2026-11-01&to=2026-12-01 HTTP/1.1\nHost: api.zoom.us\nAuthorization: Bearer {j}\nUser-Agent: python-requests/2.32.3", j)

    @t
    def zoom_sdk_js():
        k, s = zid(), zsec()
        add("name-context", f"// meeting-sdk-auth-endpoint (do not ship to the browser!)\nconst KJUR = require('jsrsasign');\nconst sdkKey = '{k}';\nconst sdkSecret = '{s}';\nconst signature = KJUR.jws.JWS.sign('HS256', oHeader, oPayload, sdkSecret);\n", s)

    @t
    def zoom_jwt_legacy():
        k, s = g.s(B62 + "-_", 22), g.s(B62, 36)
        add("name-context", f"# legacy JWT app (deprecated June 2023, still in the old cron box)\nzoom:\n  api_key: {k}\n  api_secret: {s}\n  user: webinars@example.org\n", s)

    @t
    def zoom_join_link():
        n, p = meet_no(), zpwd()
        add("structural", f"Hi all, the weekly sync moved to this link: https://us02web.zoom.us/j/{n}?pwd={p}\nMeeting ID: {n[:3]} {n[3:7]} {n[7:]}", p)

    @t
    def zoom_passcode_invite():
        n, pc = meet_no(), passcode()
        add("name-context", f"Join Zoom Meeting\nhttps://example.zoom.us/j/{n}\n\nMeeting ID: {n[:3]} {n[3:7]} {n[7:]}\nPasscode: {pc}\n\nOne tap mobile\n+16469313860,,{n}# US", pc)

    @t
    def zoom_host_key():
        hk = host_key()
        add("name-context", f"[#it-help] Marta: the board meeting is in the shared Zoom account; to claim host use host key {hk}. Please don't forward it outside the EA team.", hk)

    @t
    def zoom_webhook_verify():
        w = zwh()
        add("name-context", f"import hmac, hashlib\nZOOM_SECRET_TOKEN = b\"{w}\"\n\ndef url_validation(plain_token: str) -> dict:\n    enc = hmac.new(ZOOM_SECRET_TOKEN, plain_token.encode(), hashlib.sha256).hexdigest()\n    return {{\"plainToken\": plain_token, \"encryptedToken\": enc}}\n", w)

    @t
    def zoom_room_activation():
        code = "-".join(g.s(D, 4) for _ in range(4))
        add("name-context", f"Zoom Rooms — Salle Atlas (3e étage)\nCode d'activation : {code}\nÀ saisir sur la tablette de contrôle, valable 24 h. Ne pas afficher dans la salle.", code)

    @t
    def zoom_h323():
        p = g.s(D, 6)
        add("name-context", f"H.323/SIP room connector dial string for the Poly in Boardroom B:\n  {meet_no()}.{p}@zoomcrc.com\n(the part after the dot is the meeting password: {p})", p)

    @t
    def teams_appsettings():
        aid, pw = g.uuid(), app_pw()
        add("self-identifying", json.dumps({"MicrosoftAppType": "SingleTenant", "MicrosoftAppId": aid, "MicrosoftAppPassword": pw, "MicrosoftAppTenantId": g.uuid(),
                                            "ConnectionName": "GraphConnection", "Logging": {"LogLevel": {"Default": "Information"}}}, indent=2), pw)

    @t
    def teams_env():
        pw = app_pw()
        add("self-identifying", f"BOT_ID={g.uuid()}\nBOT_PASSWORD={pw}\nTEAMS_APP_ID={g.uuid()}\nBOT_DOMAIN=meetbot.azurewebsites.net\n# teamsfx env/.env.dev.user\n", pw)

    @t
    def teams_hook_post():
        u = teams_hook()
        add("self-identifying", f"$ curl -H 'Content-Type: application/json' -d '{{\"text\": \"Recording of all-hands is ready\"}}' '{u}'\n1", u)

    @t
    def teams_graph_token():
        cs = app_pw()
        add("structural", f"POST https://login.microsoftonline.com/{g.uuid()}/oauth2/v2.0/token\nContent-Type: application/x-www-form-urlencoded\n\nclient_id={g.uuid()}&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default&client_secret={cs}&grant_type=client_credentials", cs)

    @t
    def teams_bot_trace():
        pw = app_pw()
        add("self-identifying", f"System.UnauthorizedAccessException: Authorization for Microsoft App ID {g.uuid()} failed with status code Unauthorized\n   at Microsoft.Bot.Connector.Authentication.AppCredentials.BuildAuthenticator()\n   at MeetingBot.Startup.ConfigureServices(IServiceCollection services)\n  -- config dump: MicrosoftAppPassword={pw}", pw)

    @t
    def webex_bot():
        tk = webex_tok()
        add("structural", f"$ curl https://webexapis.com/v1/meetings?meetingType=scheduledMeeting -H \"Authorization: Bearer {tk}\"\n{{\"items\":[]}}", tk)

    @t
    def webex_env():
        tk, cs = webex_tok(), g.hexs(64)
        add("name-context", f"WEBEX_BOT_TOKEN={tk}\nWEBEX_CLIENT_ID=C{g.hexs(64)}\nWEBEX_CLIENT_SECRET={cs}\nWEBEX_REDIRECT_URI=https://scheduler.example.com/oauth/webex\n", tk, cs)

    @t
    def webex_guest():
        gi, gs = "Y2lzY29zcGFyazovL3VzL09SR0FOSVpBVElPTi8" + g.s(B62, 40), g.b64(32)
        add("name-context", f"# Webex guest issuer (widgets for anonymous patients)\nguest_issuer_id: {gi}\nguest_issuer_secret: {gs}\n", gs)

    @t
    def webex_device():
        p = g.pick([legacy(), g.human_pw()])
        add("structural", f"$ ssh admin@10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}  # Room Kit Pro, boardroom\nPassword: {p}\n*r Login successful\nOK\nxConfiguration Conference DefaultCall Protocol: Sip", p)

    @t
    def cisco_xapi_basic():
        b = base64.b64encode(f"admin:{g.pw()}".encode()).decode()
        add("structural", f"POST /putxml HTTP/1.1\nHost: 10.20.{r.randint(0,255)}.{r.randint(1,254)}\nAuthorization: Basic {b}\nContent-Type: text/xml\n\n<Command><Dial><Number>{meet_no()}@zoomcrc.com</Number></Dial></Command>", b)

    @t
    def jitsi_env():
        a, b, c, d = g.hexs(32), g.hexs(32), g.hexs(32), g.hexs(32)
        add("name-context", f"# docker-jitsi-meet .env (generated by gen-passwords.sh)\nJICOFO_AUTH_PASSWORD={a}\nJVB_AUTH_PASSWORD={b}\nJIBRI_RECORDER_PASSWORD={c}\nJIBRI_XMPP_PASSWORD={d}\nPUBLIC_URL=https://meet.example.org\n", a, b, c, d)

    @t
    def jitsi_jwt_env():
        s = g.s(B62, 40)
        add("name-context", f"ENABLE_AUTH=1\nAUTH_TYPE=jwt\nJWT_APP_ID=my_jitsi_app\nJWT_APP_SECRET={s}\nJWT_ACCEPTED_ISSUERS=my_jitsi_app\n", s)

    @t
    def jitsi_prosody():
        s = g.s(B62, 32)
        add("name-context", f"VirtualHost \"meet.example.org\"\n    authentication = \"token\"\n    app_id = \"example_app\"\n    app_secret = \"{s}\"\n    allow_empty_token = false\n", s)

    @t
    def jitsi_link_jwt():
        j = g.jwt()
        add("structural", f"Here's the patient link for 15:30: https://meet.clinic.example/consult-{g.hexs(8)}?jwt={j}", j)

    @t
    def coturn():
        s = g.hexs(64)
        add("name-context", f"# /etc/turnserver.conf\nlistening-port=3478\nfingerprint\nuse-auth-secret\nstatic-auth-secret={s}\nrealm=turn.meet.example.org\n", s)

    @t
    def turn_creds_js():
        u, p = "webrtc", g.pw()
        add("structural", f"const pc = new RTCPeerConnection({{ iceServers: [\n  {{ urls: 'stun:stun.l.google.com:19302' }},\n  {{ urls: 'turns:turn.example.net:5349', username: '{u}', credential: '{p}' }},\n]}});", p)

    @t
    def bbb_conf_secret():
        s = bbb_secret()
        add("name-context", f"$ sudo bbb-conf --secret\n\n    URL: https://bbb.uni-example.de/bigbluebutton/\n    Secret: {s}\n\n    Link to the API-Mate:\n    https://mconf.github.io/api-mate/#server=https://bbb.uni-example.de/bigbluebutton/&sharedSecret={s}\n", s)

    @t
    def bbb_props():
        s = bbb_secret()
        add("name-context", f"# /etc/bigbluebutton/bbb-web.properties\nsecuritySalt={s}\nbigbluebutton.web.serverURL=https://bbb.example.edu\ndefaultMaxUsers=0\n", s)

    @t
    def greenlight():
        kb, s = g.hexs(128), bbb_secret()
        add("name-context", f"SECRET_KEY_BASE={kb}\nBIGBLUEBUTTON_ENDPOINT=https://bbb.example.edu/bigbluebutton/api\nBIGBLUEBUTTON_SECRET={s}\nDATABASE_URL=postgres://postgres:{(p := g.pw())}@postgres:5432/greenlight-v3\n", kb, s, p)

    @t
    def scalelite():
        s = g.hexs(64)
        add("name-context", f"$ docker exec -it scalelite-api bundle exec rake servers:add[https://bbb3.example.edu/bigbluebutton/api,{s}]\nOK\nid: {g.uuid()}", s)

    @t
    def bbb_create_call():
        mp, ap = g.s(B62, 8), g.s(B62, 8)
        add("structural", f"GET /bigbluebutton/api/create?name=Seminar+Physik&meetingID=phys-{r.randint(100,999)}&attendeePW={ap}&moderatorPW={mp}&record=true&checksum={g.hexs(40)} HTTP/1.1", mp, ap)

    @t
    def moodle_bbb_de():
        s = bbb_secret()
        add("name-context", f"Hallo Team, im Moodle-Plugin (mod_bigbluebuttonbn) muss unter 'Gemeinsames Geheimnis' der neue Wert rein: {s} — der alte Server ist ab Freitag abgeschaltet.", s)

    @t
    def daily_env():
        k = daily_key()
        add("name-context", f"DAILY_API_KEY={k}\nDAILY_DOMAIN=acme-health\nNEXT_PUBLIC_DAILY_ROOM_PREFIX=consult-\n", k)

    @t
    def daily_curl():
        k = daily_key()
        add("structural", f"curl -H \"Content-Type: application/json\" \\\n     -H \"Authorization: Bearer {k}\" \\\n     -XPOST -d '{{\"properties\":{{\"is_owner\":true,\"room_name\":\"standup\"}}}}' \\\n     https://api.daily.co/v1/meeting-tokens", k)

    @t
    def daily_meeting_token():
        j = g.jwt()
        add("structural", f"https://acme.daily.co/standup?t={j}", j)

    @t
    def whereby():
        j = g.jwt()
        add("structural", f"const res = await fetch('https://api.whereby.dev/v1/meetings', {{\n  method: 'POST',\n  headers: {{ Authorization: 'Bearer {j}', 'Content-Type': 'application/json' }},\n  body: JSON.stringify({{ endDate: '2026-12-10T00:00:00Z', fields: ['hostRoomUrl'] }}),\n}});", j)

    @t
    def whereby_host_url():
        k = g.s(B62 + "-_", 200)
        add("structural", f"Host link for the webinar (gives host rights, don't forward): https://example.whereby.com/q4-review-{g.hexs(8)}?roomKey={k}", k)

    @t
    def agora():
        cert = agora_id()
        add("name-context", f"// token-server/index.js\nconst APP_ID = '{agora_id()}';\nconst APP_CERTIFICATE = '{cert}';\nconst token = RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, role, expire);\n", cert)

    @t
    def livekit_yaml():
        k, s = lk_key(), lk_secret()
        add("name-context", f"# livekit.yaml\nport: 7880\nrtc:\n  tcp_port: 7881\n  udp_port: 7882\nkeys:\n  {k}: {s}\nturn:\n  enabled: true\n  domain: turn.example.com\n", s)

    @t
    def livekit_cli():
        k, s = lk_key(), lk_secret()
        add("structural", f"$ lk room list --url wss://meet.example.com --api-key {k} --api-secret {s}\nRoomID              Name          Participants\nRM_{g.s(B62,12)}   standup       4", s)

    @t
    def opentok():
        s = g.hexs(40)
        add("name-context", f"VONAGE_VIDEO_API_KEY={r.randint(10**7, 10**8)}\nVONAGE_VIDEO_API_SECRET={s}\n# OpenTok legacy project for telehealth", s)

    @t
    def twilio_video():
        sk, s = g.twilio(), g.s(B62, 32)
        add("self-identifying", f"TWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_API_KEY={sk}\nTWILIO_API_SECRET={s}\n# Programmable Video rooms", sk, s)

    @t
    def hms():
        s = g.b64(48)
        add("name-context", f"HMS_ACCESS_KEY={g.hexs(24)}\nHMS_SECRET={s}\nHMS_TEMPLATE_ID={g.hexs(24)}\n", s)

    @t
    def recall_ai():
        k = g.hexs(40)
        add("structural", f"$ curl -X POST https://us-east-1.recall.ai/api/v1/bot/ -H 'Authorization: Token {k}' -H 'Content-Type: application/json' -d '{{\"meeting_url\": \"https://meet.google.com/{g.s(LOW,3)}-{g.s(LOW,4)}-{g.s(LOW,3)}\", \"bot_name\": \"Notetaker\"}}'", k)

    @t
    def recording_s3():
        a, s = g.aws_akid(), g.aws_secret()
        add("self-identifying", f"[recordings]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n# bucket: zoom-cloud-recordings-archive", a, s)

    @t
    def teams_recording_sas():
        sig = g.b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        add("structural", f"Copying Teams recordings to archive:\nazcopy copy \"https://recarchive.blob.core.windows.net/meetings?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-31T00:00:00Z&spr=https&sig={sig}\" ./local --recursive", sig)

    @t
    def gotowebinar():
        cs, rt = g.s(B62, 24), g.s(B62, 32)
        add("name-context", f"{{\n  \"goto\": {{\n    \"client_id\": \"{g.uuid()}\",\n    \"client_secret\": \"{cs}\",\n    \"refresh_token\": \"{rt}\",\n    \"organizer_key\": \"{r.randint(10**17,10**18)}\"\n  }}\n}}", cs, rt)

    @t
    def webinar_panelist():
        pw = g.pick([words_pw(), g.s(D, 6)])
        add("name-context", f"Panelist instructions — Q4 product webinar\n1. Join via the panelist link in your invite (not the attendee link)\n2. Webinar passcode: {pw}\n3. Practice session starts 30 min early", pw)

    @t
    def pexip():
        p = g.pw()
        add("structural", f"$ curl -u admin:{p} https://pexip-mgr.example.net/api/admin/configuration/v1/conference/ -H 'Content-Type: application/json' -d '{{\"name\": \"vmr-board\", \"pin\": \"{(pin := g.s(D,4))}\", \"guest_pin\": \"{(gp := g.s(D,4))}\"}}'", p, pin, gp)

    @t
    def poly_device():
        p = g.pick([legacy(), g.human_pw()])
        add("name-context", f"# Poly Studio X50 provisioning profile\ndevice.local.adminpassword=\"{p}\"\ndevice.local.deviceName=\"MR-{r.randint(100,999)}\"\nsip.proxy=\"sip.example.com\"\n", p)

    @t
    def sip_register():
        p = g.pw()
        add("structural", f"sip.account.1.uri=mr-boardroom@vc.example.com\nsip.account.1.user=mr-boardroom\nsip.account.1.password={p}\nsip.account.1.registrar=sip:vc.example.com:5061;transport=tls", p)

    @t
    def hook_bash():
        s = zsec()
        add("name-context", json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                                        "tool_input": {"command": "cat services/recordings/.env"},
                                        "tool_response": {"stdout": f"ZOOM_ACCOUNT_ID={zid()}\nZOOM_CLIENT_ID={zid()}\nZOOM_CLIENT_SECRET={s}\n", "stderr": "", "exit_code": 0}}), s)

    @t
    def hook_edit():
        pw = app_pw()
        add("self-identifying", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Edit",
                                            "tool_input": {"file_path": "/repo/bot/appsettings.Development.json", "old_string": "\"MicrosoftAppPassword\": \"\"",
                                                           "new_string": f"\"MicrosoftAppPassword\": \"{pw}\""}}), pw)

    @t
    def diff_bot():
        k = daily_key()
        add("name-context", f"--- a/server/config.py\n+++ b/server/config.py\n@@ -10,3 +10,4 @@ class Settings(BaseSettings):\n     daily_domain: str = \"acme\"\n-    daily_api_key: str\n+    daily_api_key: str = \"{k}\"  # TODO remove before merge\n", k)

    @t
    def notebook_zoom():
        tk = g.jwt()
        cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {}, "outputs": [{"name": "stdout", "output_type": "stream", "text": [f"{r.randint(20,400)} recordings\n"]}],
                "source": [f"ACCESS_TOKEN = \"{tk}\"\n", "recs = requests.get(\"https://api.zoom.us/v2/users/me/recordings\", headers={\"Authorization\": f\"Bearer {ACCESS_TOKEN}\"}).json()\n", "print(len(recs['meetings']), 'recordings')"]}
        add("name-context", json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}, indent=1), tk)

    @t
    def chat_es():
        pc = passcode()
        add("name-context", f"Hola equipo, la reunión con el cliente de mañana es por Webex. Número de reunión: {r.randint(2000,2999)} {r.randint(100,999)} {r.randint(1000,9999)} — contraseña: {pc}. ¡Porfa no lo reenvíen!", pc)

    @t
    def chat_pt():
        s = bbb_secret()
        add("name-context", f"Pessoal, o segredo compartilhado do BBB novo (pra configurar no Moodle) é {s}. Depois eu troco e mando pelo cofre.", s)

    @t
    def chat_ja():
        pc = passcode()
        add("name-context", f"明日の全社会議のZoomです。ミーティングID: {meet_no()} パスコード: {pc} 社外には共有しないでください。", pc)

    @t
    def chat_de():
        tk = webex_tok()
        add("name-context", f"Moin! Der Webex-Bot für die Raumbuchung braucht den neuen Bot-Access-Token: {tk} — bitte in die Pipeline-Variablen, nicht ins Repo.", tk)

    @t
    def ticket():
        p = g.human_pw()
        add("structural", f"INC{r.randint(10**6,10**7)} — Zoom Rooms controller offline in 'Kilimanjaro'\nUser reports tablet logged out. Service account: zr-kilimanjaro@example.com / {p}\nReassigning to AV team.", p)

    @t
    def rtmp_stream_key():
        k = "-".join(g.s(LOW + D, 4) for _ in range(5))
        add("name-context", f"Custom live streaming for the webinar:\n  Stream URL: rtmp://a.rtmp.youtube.com/live2\n  Stream key: {k}\n  Live streaming page URL: https://youtube.com/@example/live", k)

    @t
    def db_url_recordings():
        p = g.pw()
        add("structural", f"RECORDINGS_DB=mysql://recsvc:{p}@mysql-recordings.svc:3306/meetings\nREDIS_URL=redis://:{(rp := g.s(B62, 24))}@redis:6379/0", p, rp)

    @t
    def generic_selfid():
        name, tok, mark = g.self_identifying()
        add("self-identifying", f"# meeting-notes-bot deploy ({name})\n- name: notify\n  env:\n    {name.upper()}_TOKEN: {tok}\n", mark)

    @t
    def private_key():
        block, line = g.pem()
        add("self-identifying", f"$ cat ~/.config/zoom-sdk/jwt-signing.pem\n{block}", line)

    @t
    def ms_graph_cert_pw():
        p = words_pw()
        add("name-context", f"$ pwsh ./Connect-Teams.ps1\n$certPassword = ConvertTo-SecureString -String \"{p}\" -AsPlainText -Force\nImport-PfxCertificate -FilePath .\\teams-recording-bot.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password $certPassword", p)

    @t
    def csharp_teams():
        pw = app_pw()
        add("self-identifying", f"var credentials = new MicrosoftAppCredentials(\"{g.uuid()}\", \"{pw}\");\nvar connector = new ConnectorClient(new Uri(serviceUrl), credentials);", pw)

    @t
    def go_livekit():
        s = lk_secret()
        add("name-context", f"at := auth.NewAccessToken(\"{lk_key()}\", \"{s}\")\ngrant := &auth.VideoGrant{{RoomJoin: true, Room: \"townhall\"}}\nat.AddGrant(grant).SetIdentity(userID)", s)

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
    def c_invite_nopass():
        n = meet_no()
        C.append(f"Join Zoom Meeting\nhttps://example.zoom.us/j/{n}\n\nMeeting ID: {n[:3]} {n[3:7]} {n[7:]}\n(waiting room enabled, no passcode — SSO required)\nDial by your location: +44 203 481 5240 UK")

    @t
    def c_zoom_webhook():
        C.append(json.dumps({"event": "recording.completed", "event_ts": 1764800000000 + r.randint(0, 10**7), "payload": {"account_id": zid(), "object": {"uuid": g.b64(16), "id": int(meet_no()), "host_id": zid(), "topic": "Sprint review",
                                                                                                                          "recording_files": [{"id": g.uuid(), "file_type": "MP4", "file_size": r.randint(10**6, 10**9), "recording_type": "shared_screen_with_speaker_view"}]}}}) + f"\nx-zm-signature: v0={g.hexs(64)}\nx-zm-request-timestamp: {1764800000 + r.randint(0,99999)}")

    @t
    def c_zoom_manifest():
        C.append(json.dumps({"name": "Standup Notes", "client_id": zid(), "redirect_url": "https://notes.example.com/oauth/zoom", "scopes": ["meeting:read", "recording:read"], "event_subscription": {"endpoint": "https://notes.example.com/zoom/events", "events": ["meeting.ended"]}}, indent=2))

    @t
    def c_teams_manifest():
        C.append(json.dumps({"$schema": "https://developer.microsoft.com/json-schemas/teams/v1.17/MicrosoftTeams.schema.json", "manifestVersion": "1.17", "id": g.uuid(), "version": f"1.{r.randint(0,9)}.{r.randint(0,9)}",
                             "bots": [{"botId": g.uuid(), "scopes": ["team", "groupChat"], "supportsCalling": True}], "webApplicationInfo": {"id": g.uuid(), "resource": "api://meetbot.example.com/" + g.uuid()}}, indent=1))

    @t
    def c_teams_join():
        C.append(f"Microsoft Teams meeting\nJoin: https://teams.microsoft.com/l/meetup-join/19%3ameeting_{g.b64url(36)}%40thread.v2/0?context=%7b%22Tid%22%3a%22{g.uuid()}%22%2c%22Oid%22%3a%22{g.uuid()}%22%7d\nMeeting ID: {r.randint(100,999)} {r.randint(100,999)} {r.randint(100,999)} {r.randint(100,999)}\nPasscode: ask the organiser")

    @t
    def c_teams_activity():
        C.append(json.dumps({"type": "message", "id": str(1764800000000 + r.randint(0, 10**6)), "serviceUrl": "https://smba.trafficmanager.net/emea/", "channelId": "msteams",
                             "from": {"id": "29:" + g.s(B62 + "-_", 60), "aadObjectId": g.uuid()}, "conversation": {"conversationType": "channel", "tenantId": g.uuid(), "id": f"19:{g.hexs(32)}@thread.tacv2"},
                             "recipient": {"id": "28:" + g.uuid()}, "text": "<at>MeetBot</at> schedule retro"}))

    @t
    def c_env_example():
        C.append(f"# .env.example\nZOOM_ACCOUNT_ID=\nZOOM_CLIENT_ID=\nZOOM_CLIENT_SECRET=<from marketplace.zoom.us>\nZOOM_WEBHOOK_SECRET_TOKEN=changeme\nDAILY_API_KEY=your-daily-api-key\nLOG_LEVEL={g.pick(['info','debug'])}")

    @t
    def c_jitsi_cfg():
        C.append(f"// config.js\nvar config = {{\n  hosts: {{ domain: 'meet.example.org', muc: 'muc.meet.example.org' }},\n  bosh: '//meet.example.org/http-bind',\n  p2p: {{ enabled: true, stunServers: [{{ urls: 'stun:meet-jit-si-turnrelay.jitsi.net:443' }}] }},\n  prejoinConfig: {{ enabled: {g.pick(['true','false'])} }},\n  startWithAudioMuted: true,\n}};")

    @t
    def c_jitsi_env_template():
        C.append("# docker-jitsi-meet env.example\nJICOFO_AUTH_PASSWORD=\nJVB_AUTH_PASSWORD=\nJIBRI_RECORDER_PASSWORD=\nJIBRI_XMPP_PASSWORD=\n# run ./gen-passwords.sh to fill these in\nHTTP_PORT=" + str(r.choice([80, 8000, 8080])))

    @t
    def c_bbb_checksum():
        C.append(f"GET https://bbb.example.edu/bigbluebutton/api/getMeetings?checksum={g.hexs(40)}\n<response><returncode>SUCCESS</returncode><meetings><meeting><meetingName>Analysis I</meetingName><meetingID>{g.hexs(40)}-{r.randint(10**9,10**10)}</meetingID><internalMeetingID>{g.hexs(40)}-{1764800000000+r.randint(0,10**6)}</internalMeetingID><participantCount>{r.randint(1,300)}</participantCount></meeting></meetings></response>")

    @t
    def c_bbb_status():
        C.append(f"$ sudo bbb-conf --status\nnginx —————————————► [✔ - active]\nfreeswitch ————————► [✔ - active]\nredis-server ——————► [✔ - active]\nbbb-web ———————————► [✔ - active]\nbbb-html5 —————————► [✔ - active]\netherpad ——————————► [✔ - active]\n# BigBlueButton Server 3.0.{r.randint(0,20)} ({r.randint(1000,9999)})")

    @t
    def c_daily_room():
        C.append(json.dumps({"id": g.uuid(), "name": f"standup-{g.hexs(6)}", "api_created": True, "privacy": "private", "url": f"https://acme.daily.co/standup-{g.hexs(6)}", "created_at": "2026-12-03T09:00:00.000Z", "config": {"enable_recording": "cloud", "exp": 1764900000}}))

    @t
    def c_agora_appid():
        C.append(f"// client: App ID is public, token comes from our token server\nconst client = AgoraRTC.createClient({{ mode: 'rtc', codec: 'vp8' }});\nawait client.join('{agora_id()}', channel, await fetchToken(channel, uid), uid);")

    @t
    def c_livekit_health():
        C.append(f"$ curl -s https://meet.example.com/rtc/validate\n{{\"status\":\"ok\"}}\n$ lk room list --url wss://meet.example.com   # reads LIVEKIT_API_KEY / LIVEKIT_API_SECRET from env\nRoomID              Name   Participants\nRM_{g.s(B62,12)}   townhall   {r.randint(1,200)}")

    @t
    def c_recording_list():
        C.append("\n".join(f"{g.uuid()}  GMT2026120{r.randint(1,3)}-{r.randint(100000,235959)}_Recording_{g.pick(['1920x1080','gallery_1280x720','audio_only'])}.{g.pick(['mp4','m4a','vtt'])}  {r.randint(1,900)} MB  sha256:{g.sha256()}" for _ in range(3)))

    @t
    def c_vtt():
        C.append(f"WEBVTT\n\n1\n00:00:0{r.randint(1,9)}.120 --> 00:00:0{r.randint(1,9)}.480\nMaría: Can everyone see my screen?\n\n2\n00:00:10.000 --> 00:00:13.200\nDev: Yes. Quick note, the Zoom client secret was rotated yesterday, it's in Vault now.")

    @t
    def c_webex_resp():
        C.append(json.dumps({"id": g.hexs(32), "meetingNumber": str(r.randint(2000000000, 2999999999)), "title": "Vendor review", "webLink": f"https://example.webex.com/example/j.php?MTID=m{g.hexs(32)}", "sipAddress": f"{r.randint(2000000000,2999999999)}@example.webex.com", "hostKey": "******", "state": "active"}))

    @t
    def c_sdp():
        C.append(f"v=0\no=- {r.randint(10**17,10**18)} 2 IN IP4 127.0.0.1\ns=-\nt=0 0\na=group:BUNDLE 0 1\na=ice-ufrag:{g.s(B62+'+/',4)}\na=fingerprint:sha-256 {':'.join(g.hexs(2).upper() for _ in range(32))}\na=setup:actpass\nm=audio 9 UDP/TLS/RTP/SAVPF 111\na=rtpmap:111 opus/48000/2")

    @t
    def c_lock():
        pk = g.pick(["@zoom/meetingsdk", "@daily-co/daily-js", "livekit-client", "@microsoft/teams-js", "botbuilder", "lib-jitsi-meet", "agora-rtc-sdk-ng", "@whereby.com/browser-sdk"])
        C.append(f"\"{pk}@^{r.randint(1,5)}.{r.randint(0,30)}.{r.randint(0,9)}\":\n  version \"{r.randint(1,5)}.{r.randint(0,30)}.{r.randint(0,9)}\"\n  resolved \"https://registry.yarnpkg.com/{pk}/-/{pk.split('/')[-1]}-{r.randint(1,5)}.0.0.tgz#{g.sha1()}\"\n  integrity sha512-{g.b64(64)}")

    @t
    def c_gitlog():
        C.append("\n".join(f"{g.hexs(12)} {m}" for m in r.sample(["feat(bot): join Teams meetings via Graph calling", "fix: verify x-zm-signature on webhooks", "chore: move BBB secret to Vault", "feat: Daily prebuilt embed", "fix(jitsi): JWT aud check", "docs: recording retention policy", "refactor: LiveKit token service"], 4)))

    @t
    def c_prose():
        C.append(g.pick(["Zoom's Server-to-Server OAuth replaces the JWT app type. The account ID and client ID are not secret; the client secret is, and so is the webhook secret token.",
                         "BigBlueButton: the API checksum is sha1(callName + queryString + sharedSecret). The checksum in a URL is per call; the shared secret must never leave the server.",
                         "Teams bots authenticate with the Microsoft App ID and a client secret (or certificate). The App ID appears in the manifest and is public.",
                         "Meeting passcodes are sent in calendar invites; for sensitive meetings use waiting rooms and authenticated participants instead of relying on the passcode.",
                         "Für Jitsi mit JWT-Auth: app_id ist öffentlich, app_secret gehört nur auf den Token-Server.",
                         "Daily: meeting tokens are minted server-side with the API key; the room URL itself is safe to share if the room is private and requires a token."]) + f" [{g.hexs(6)}]")

    @t
    def c_k8s_ref():
        C.append(f"- name: ZOOM_CLIENT_SECRET\n  valueFrom:\n    secretKeyRef:\n      name: zoom-app\n      key: client-secret\n- name: BBB_SECRET\n  valueFrom:\n    secretKeyRef: {{ name: bbb, key: shared-secret }}\n# pod {g.hexs(10)}")

    @t
    def c_gha():
        C.append(f"- run: npm run deploy\n  env:\n    MicrosoftAppPassword: ${{{{ secrets.BOT_PASSWORD }}}}\n    DAILY_API_KEY: ${{{{ secrets.DAILY_API_KEY }}}}\n    GIT_SHA: {g.hexs(40)}")

    @t
    def c_cert():
        C.append("-----BEGIN CERTIFICATE-----\n" + "\n".join(g.b64(48) for _ in range(7)) + f"\n-----END CERTIFICATE-----\n# turn.example.net, expires 2027-0{r.randint(1,9)}-1{r.randint(0,9)}")

    @t
    def c_jwks():
        C.append(json.dumps({"keys": [{"kty": "RSA", "kid": g.uuid(), "use": "sig", "n": g.b64url(256), "e": "AQAB"}]}) + "  # Bot Framework OpenID keys (cached)")

    @t
    def c_ids():
        C.append(f"meeting_uuid={g.b64(16)} webinar_id={meet_no()} registrant_id={g.s(B62+'-_',22)} occurrence_id={1764800000000+r.randint(0,10**6)} ticket=INC{r.randint(10**6,10**7)}")

    @t
    def c_participants():
        C.append("participant,join,leave,duration_min\n" + "\n".join(f"{g.pick(['Ana','Bilal','Chen','Dara','Eli','Fatou'])} ({g.uuid()[:8]}),09:0{r.randint(0,9)},09:5{r.randint(0,9)},{r.randint(1,60)}" for _ in range(4)))

    @t
    def c_coturn_status():
        C.append(f"0: : log file opened: /var/log/turn_{r.randint(100,9999)}.log\n0: : Listener address to use: 0.0.0.0\n0: : Relay ports initialization done\n0: : Total General servers: {r.randint(1,8)}\n0: : IPv4. TLS/TCP listener opened on : 0.0.0.0:5349\n0: : session {g.s(D,18)}: realm <turn.example.org> user <{1764900000+r.randint(0,9999)}:webrtc>: incoming packet ALLOCATE processed, success")

    @t
    def c_turn_rest_user():
        C.append(f"TURN REST API: username = expiry timestamp + ':' + user id, e.g. '{1764900000+r.randint(0,9999)}:user{r.randint(1,999)}'; credential = base64(HMAC-SHA1(static-auth-secret, username)). The secret stays in turnserver.conf.")

    @t
    def c_hook_clean():
        C.append(json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "git log --oneline -3"},
                             "tool_response": {"stdout": "\n".join(f"{g.hexs(7)} {m}" for m in ["feat: Zoom webhook validation", "fix: Teams bot retry", "chore: bump daily-js"]), "exit_code": 0}}))

    @t
    def c_placeholder_code():
        C.append(f"zoom = ZoomClient(account_id=os.environ[\"ZOOM_ACCOUNT_ID\"], client_id=os.environ[\"ZOOM_CLIENT_ID\"], client_secret=os.environ[\"ZOOM_CLIENT_SECRET\"])\nbbb = BigBlueButton(url=settings.BBB_URL, secret=settings.BBB_SECRET)  # {g.hexs(8)}")

    @t
    def c_masked():
        C.append(f"[meetbot] loaded config: MicrosoftAppId={g.uuid()} MicrosoftAppPassword=*** tenant={g.uuid()}\n[meetbot] listening on :{r.randint(3000,3999)}")

    @t
    def c_checksum():
        C.append(f"$ shasum -a 256 ZoomInstallerFull.pkg\n{g.sha256()}  ZoomInstallerFull.pkg\n$ codesign -dv --verbose=2 /Applications/zoom.us.app 2>&1 | grep TeamIdentifier\nTeamIdentifier=BJ4HAAB9B3")

    @t
    def c_ssh_pub():
        C.append(f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62+'+/',43)} jibri@recorder-{r.randint(1,9)}")

    @t
    def c_docs_placeholder():
        C.append("curl -X POST https://api.daily.co/v1/rooms -H \"Authorization: Bearer $DAILY_API_KEY\" -d '{\"name\": \"" + f"demo-{g.hexs(4)}" + "\"}'\n# replace $DAILY_API_KEY with your key from the dashboard")

    @t
    def c_b64():
        C.append(f"// test fixture: base64 of a fake 1x1 thumbnail for the recordings list\nconst THUMB = 'data:image/png;base64,{g.b64(60)}';")

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
