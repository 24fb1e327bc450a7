"""Blind redaction source "realtime" (round 40, helper corpora12): realtime messaging and presence.

Pusher/Soketi/Reverb, Ably, PubNub, Socket.IO servers, LiveKit, Agora, Stream Chat, Centrifugo, NATS, Matrix,
TURN/coturn, Janus, Jitsi, Mercure, Phoenix/Action Cable, Sendbird, Rocket.Chat, Mattermost, Liveblocks.
Seeded; imports only the standard library and _tokens.py. Every value is random and made up.
"""
from __future__ import annotations

import base64
import hashlib
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE, B32  # noqa: E402

FAM = "realtime"
g = Gen(40012001)
r = g.r
LOW = string.ascii_lowercase
LD = LOW + string.digits

# ---------------------------------------------------------------- value mixes
def hx(n): return g.hexs(n)
def b62(n): return g.s(B62, n)
def pin(n=6): return "".join(r.choice(string.digits) for _ in range(n))
def legacy(): return g.s(LOW, r.randint(4, 6)) + str(r.randint(1, 99))
def phrase():
    w = ["copper", "lantern", "orbit", "meadow", "signal", "harbor", "pixel", "thunder", "maple", "echo", "violet",
         "cactus", "rocket", "walnut", "glacier", "sparrow", "tundra", "ember", "quartz", "ripple"]
    return r.choice(["-", "_", "."]).join(r.sample(w, 4)) + str(r.randint(1, 99))
def pwmix():
    k = r.randint(0, 5)
    return [g.human_pw, g.machine_pw, phrase, legacy, g.machine_pw, g.human_pw][k]()
def jwt(claims):
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(claims) + "." + g.b64url(32)
def ts(): return 1764720000 + r.randint(0, 900000)
def ably_key():
    app = g.s(B62, 6); kid = g.s(B62 + "-_", 6); sec = g.s(B62 + "-_", 43)
    return f"{app}.{kid}", sec
def lk_key(): return "API" + g.s(B62, 9)
def lk_secret(): return g.s(B62, 43)
def pub_key(): return "pub-c-" + g.uuid()
def sub_key(): return "sub-c-" + g.uuid()
def sec_key(): return "sec-c-" + g.s(B62, 48)
def agora_token(appid):
    return "007eJx" + g.s(B62 + "+/", r.randint(140, 190))
def stream_secret(): return g.s(LD, 64)
def nkey_seed(): return "SUA" + g.s(B32, 55)
def synapse_tok(user): return "syt_" + base64.b64encode(user.encode()).decode().rstrip("=") + "_" + g.s(B62, 20) + "_" + g.s(B62, 6)
def host(): return r.choice(["rt", "ws", "chat", "live", "presence", "signal", "events"]) + "." + r.choice(["acme-app.io", "fieldnotes.dev", "plaza.chat", "kitehq.com", "orbitly.net", "tandem.so"])
def user(): return r.choice(["alice", "bruno", "chen", "dmitri", "eva", "farah", "gustavo", "hana", "ines", "jonas"])
def clusterp(): return r.choice(["eu", "us2", "us3", "ap1", "ap2", "mt1", "sa1"])


def hook(text, tool="Read", path=".env"):
    if tool == "Read":
        d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
             "tool_input": {"file_path": "/srv/app/" + path}, "tool_response": {"type": "text", "file": {"filePath": "/srv/app/" + path, "content": text}}}
    else:
        d = {"session_id": g.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": text, "description": "run it"}}
    return json.dumps(d, ensure_ascii=False)


S = []
def sec(fn):
    S.append(fn)
    return fn

# ---------------------------------------------------------------- Pusher / Soketi / Reverb
@sec
def pusher_env():
    s = hx(20)
    t = (f"APP_NAME=Kiosk\nBROADCAST_DRIVER=pusher\nPUSHER_APP_ID={r.randint(1000000, 1999999)}\nPUSHER_APP_KEY={hx(20)}\n"
         f"PUSHER_APP_SECRET={s}\nPUSHER_APP_CLUSTER={clusterp()}\n\nVITE_PUSHER_APP_KEY=\"${{PUSHER_APP_KEY}}\"\nVITE_PUSHER_APP_CLUSTER=\"${{PUSHER_APP_CLUSTER}}\"\n")
    if r.random() < .4:
        t = hook(t)
    return "name-context", t, [s]

@sec
def pusher_node():
    s = hx(20)
    t = (f"// server/realtime.js\nconst Pusher = require(\"pusher\");\n\nconst pusher = new Pusher({{\n  appId: \"{r.randint(1000000, 1999999)}\",\n"
         f"  key: \"{hx(20)}\",\n  secret: \"{s}\",\n  cluster: \"{clusterp()}\",\n  useTLS: true,\n}});\n\n"
         "app.post(\"/pusher/auth\", (req, res) => {\n  const { socket_id, channel_name } = req.body;\n"
         "  res.send(pusher.authorizeChannel(socket_id, channel_name));\n});\n")
    return "name-context", t, [s]

@sec
def pusher_url():
    k, s, app = hx(20), hx(20), r.randint(100000, 1999999)
    v = r.randint(0, 2)
    if v == 0:
        t = f"# config/initializers/pusher.rb\nPusher.url = \"https://{k}:{s}@api-{clusterp()}.pusher.com/apps/{app}\"\nPusher.logger = Rails.logger\nPusher.encrypted = true\n"
    elif v == 1:
        t = f"PUSHER_URL=http://{k}:{s}@api-{clusterp()}.pusher.com/apps/{app}\nPUSHER_SOCKET_URL=ws://ws-{clusterp()}.pusher.com/app/{k}\n"
    else:
        t = f"$ heroku config -a kiosk-prod | grep PUSHER\nPUSHER_URL:            http://{k}:{s}@api.pusherapp.com/apps/{app}\nPUSHER_SOCKET_URL:     ws://ws.pusherapp.com/app/{k}\n"
    return "structural", t, [s]

@sec
def soketi_compose():
    s = r.choice([b62(32), hx(32), pwmix()])
    t = (f"services:\n  soketi:\n    image: quay.io/soketi/soketi:1.6-16-debian\n    environment:\n      SOKETI_DEBUG: '0'\n"
         f"      SOKETI_DEFAULT_APP_ID: app-{r.randint(1, 99)}\n      SOKETI_DEFAULT_APP_KEY: {g.s(LD, 20)}\n      SOKETI_DEFAULT_APP_SECRET: {s}\n"
         f"      SOKETI_DEFAULT_APP_MAX_CONNECTIONS: '5000'\n    ports:\n      - '6001:6001'\n      - '9601:9601'\n")
    return "name-context", t, [s]

@sec
def reverb_env():
    s = g.s(LD, 20)
    t = (f"BROADCAST_CONNECTION=reverb\n\nREVERB_APP_ID={r.randint(100000, 999999)}\nREVERB_APP_KEY={g.s(LD, 20)}\nREVERB_APP_SECRET={s}\n"
         f"REVERB_HOST=\"{host()}\"\nREVERB_PORT=443\nREVERB_SCHEME=https\n\nVITE_REVERB_APP_KEY=\"${{REVERB_APP_KEY}}\"\n")
    if r.random() < .5:
        t = "diff --git a/.env.production b/.env.production\n--- a/.env.production\n+++ b/.env.production\n@@ -3,6 +3,10 @@\n" + "".join("+" + l + "\n" for l in t.splitlines())
    return "name-context", t, [s]

@sec
def beams():
    s = hx(64).upper()
    inst = g.uuid()
    v = r.randint(0, 1)
    if v:
        t = (f"from pusher_push_notifications import PushNotifications\n\nbeams_client = PushNotifications(\n    instance_id='{inst}',\n"
             f"    secret_key='{s}',\n)\n\nresponse = beams_client.publish_to_interests(interests=['hello'], publish_body={{'apns': {{'aps': {{'alert': 'Hi'}}}}}})\n")
    else:
        t = (f"$ curl -H \"Content-Type: application/json\" -H \"Authorization: Bearer {s}\" \\\n  -X POST \"https://{inst}.pushnotifications.pusher.com/publish_api/v1/instances/{inst}/publishes/interests\" \\\n"
             "  -d '{\"interests\":[\"debug-hello\"],\"web\":{\"notification\":{\"title\":\"Hello\"}}}'\n{\"publishId\":\"pubid-" + g.uuid() + "\"}\n")
        return "structural", t, [s]
    return "name-context", t, [s]

@sec
def pusher_trace():
    k, s = hx(20), hx(20)
    t = (f"Traceback (most recent call last):\n  File \"/app/notify/broadcast.py\", line 41, in push_update\n    client.trigger(channel, 'order-updated', payload)\n"
         f"  File \"/usr/local/lib/python3.12/site-packages/pusher/pusher.py\", line 112, in trigger\n    return self._pusher_client.trigger(channels, event_name, data, socket_id)\n"
         f"pusher.errors.PusherBadRequest: Unknown app\n\nLocals at frame 1:\n  channel = 'private-orders-{r.randint(100, 9999)}'\n"
         f"  client  = Pusher(app_id='{r.randint(100000, 999999)}', key='{k}', secret='{s}', cluster='{clusterp()}', ssl=True)\n")
    return "name-context", t, [s]

# ---------------------------------------------------------------- Ably
@sec
def ably_env():
    name, s = ably_key()
    v = r.randint(0, 3)
    if v == 0:
        t = f"ABLY_API_KEY={name}:{s}\nABLY_ENVIRONMENT=production\n"
    elif v == 1:
        t = f"import * as Ably from 'ably';\n\n// TODO move to token auth before launch\nconst realtime = new Ably.Realtime({{ key: '{name}:{s}', clientId: 'kiosk-{r.randint(1, 40)}' }});\nrealtime.connection.once('connected', () => console.log('ably up'));\n"
    elif v == 2:
        t = f"$ curl https://rest.ably.io/channels/orders/messages -u \"{name}:{s}\" -H 'Content-Type: application/json' --data '{{\"name\":\"ping\",\"data\":\"x\"}}'\n{{\"channel\":\"orders\",\"messageId\":\"{g.s(B62, 10)}:0\"}}\n"
    else:
        t = f"ably:\n  key: \"{name}:{s}\"\n  channel_prefix: tracking\n  echo_messages: false\n"
    return "self-identifying", t, [s]

@sec
def ably_basic():
    name, s = ably_key()
    b = base64.b64encode(f"{name}:{s}".encode()).decode()
    t = (f"> POST /channels/presence-lobby/messages HTTP/1.1\n> Host: rest.ably.io\n> Authorization: Basic {b}\n> X-Ably-Version: 2\n"
         f"> Content-Type: application/json\n>\n< HTTP/1.1 201 Created\n< x-ably-serverid: frontdoor.{hx(8)}.eu-west-1-A\n")
    return "structural", t, [b]

@sec
def ably_chat():
    name, s = ably_key()
    msgs = [f"hey can you check staging? I rotated the Ably key, new one is {name}:{s} (root capability, sorry)",
            f"Ably-Schlüssel für die Staging-Umgebung: {name}:{s} – bitte nicht ins Repo committen",
            f"la clé Ably de prod : {name}:{s} — je la remets dans le coffre demain",
            f"ステージングのAblyキーはこれです: {name}:{s}",
            f"nova chave do Ably (prod): {name}:{s}"]
    return "self-identifying", f"[{r.randint(8, 19)}:{r.randint(10, 59)}] {user()}: " + r.choice(msgs) + "\n", [s]

# ---------------------------------------------------------------- PubNub
@sec
def pubnub_server():
    s = sec_key()
    v = r.randint(0, 2)
    if v == 0:
        t = (f"const PubNub = require('pubnub');\nconst pubnub = new PubNub({{\n  publishKey: '{pub_key()}',\n  subscribeKey: '{sub_key()}',\n"
             f"  secretKey: '{s}',\n  userId: 'pam-admin',\n}});\n")
    elif v == 1:
        t = (f"from pubnub.pnconfiguration import PNConfiguration\npnconfig = PNConfiguration()\npnconfig.subscribe_key = \"{sub_key()}\"\n"
             f"pnconfig.publish_key = \"{pub_key()}\"\npnconfig.secret_key = \"{s}\"\npnconfig.user_id = \"grant-service\"\n")
    else:
        t = f"PUBNUB_PUBLISH_KEY={pub_key()}\nPUBNUB_SUBSCRIBE_KEY={sub_key()}\nPUBNUB_SECRET_KEY={s}\n"
    return "self-identifying", t, [s]

@sec
def pubnub_grant():
    tok = "qEF2AkF0Gm" + g.s(B62 + "-_", r.randint(120, 180))
    t = (f"2026-12-0{r.randint(1, 3)}T{r.randint(10, 23)}:{r.randint(10, 59)}:04Z INFO grant-svc issued token for uuid=driver-{r.randint(100, 999)} "
         f"ttl=1440 channels=[\"loc.{r.randint(1000, 9999)}\"] token={tok}\n")
    return "name-context", t, [tok]

# ---------------------------------------------------------------- Socket.IO
@sec
def sio_redis():
    p = pwmix()
    h = r.choice(["redis", "redis-master.realtime.svc", "10.0.3.12", f"{hx(8)}.cache.amazonaws.com"])
    v = r.randint(0, 1)
    if v:
        t = (f"import {{ Server }} from \"socket.io\";\nimport {{ createAdapter }} from \"@socket.io/redis-adapter\";\nimport {{ createClient }} from \"redis\";\n\n"
             f"const pubClient = createClient({{ url: \"redis://default:{p}@{h}:6379\" }});\nconst subClient = pubClient.duplicate();\n"
             "await Promise.all([pubClient.connect(), subClient.connect()]);\nconst io = new Server({ adapter: createAdapter(pubClient, subClient) });\n")
    else:
        t = f"SOCKET_IO_ADAPTER=redis\nREDIS_URL=rediss://:{p}@{h}:6380/2\nSTICKY_SESSIONS=true\n"
    return "structural", t, [p]

@sec
def sio_jwt_secret():
    s = r.choice([b62(40), phrase(), g.human_pw(), hx(64)])
    t = (f"io.use((socket, next) => {{\n  const token = socket.handshake.auth.token;\n  jwt.verify(token, process.env.JWT_SECRET || \"{s}\", (err, decoded) => {{\n"
         "    if (err) return next(new Error(\"unauthorized\"));\n    socket.data.user = decoded;\n    next();\n  });\n});\n")
    return "name-context", t, [s]

@sec
def sio_query():
    tok = r.choice([b62(32), hx(40), g.s(URLSAFE, 43)])
    t = (f"{r.choice(['10.2.0.7', '172.18.0.1', '81.23.4.119'])} - - [03/Dec/2026:{r.randint(10, 23)}:{r.randint(10, 59)}:11 +0000] "
         f"\"GET /socket.io/?EIO=4&transport=websocket&access_token={tok}&sid={g.s(URLSAFE, 20)} HTTP/1.1\" 101 0 \"-\" \"Mozilla/5.0\"\n")
    return "structural", t, [tok]

@sec
def sio_client_auth():
    tok = jwt({"sub": str(r.randint(1, 99999)), "room": "support", "exp": ts()})
    t = (f"const socket = io(\"https://{host()}\", {{\n  transports: [\"websocket\"],\n  auth: {{ token: \"{tok}\" }},  // copied from devtools for testing\n}});\n")
    return "self-identifying", t, [tok]

@sec
def sio_admin_ui():
    p = pwmix()
    t = (f"const {{ instrument }} = require(\"@socket.io/admin-ui\");\n\ninstrument(io, {{\n  auth: process.env.NODE_ENV === \"production\" ? false : {{\n"
         f"    type: \"basic\",\n    username: \"admin\",\n    password: \"{p}\", // TODO: bcrypt hash\n  }},\n  mode: \"development\",\n}});\n")
    return "structural", t, [p]

# ---------------------------------------------------------------- LiveKit
@sec
def livekit_yaml():
    k, s = lk_key(), lk_secret()
    t = (f"port: 7880\nrtc:\n  tcp_port: 7881\n  port_range_start: 50000\n  port_range_end: 60000\n  use_external_ip: true\nredis:\n  address: redis:6379\n"
         f"keys:\n  {k}: {s}\nwebhook:\n  api_key: {k}\n  urls:\n    - https://{host()}/livekit/webhook\n")
    return "name-context", t, [s]

@sec
def livekit_env():
    k, s = lk_key(), lk_secret()
    v = r.randint(0, 2)
    if v == 0:
        t = f"LIVEKIT_URL=wss://{g.s(LD, 8)}-{g.s(LD, 6)}.livekit.cloud\nLIVEKIT_API_KEY={k}\nLIVEKIT_API_SECRET={s}\n"
    elif v == 1:
        t = f"$ lk room list --url wss://{host()} --api-key {k} --api-secret {s}\nUsing url, api-key, api-secret from flags\n+----------------+-------------+\n| SID            | NAME        |\n"
    else:
        t = (f"from livekit import api\n\ntoken = api.AccessToken(\"{k}\", \"{s}\") \\\n    .with_identity(\"agent-{r.randint(1, 9)}\") \\\n"
             "    .with_grants(api.VideoGrants(room_join=True, room=\"support\"))\nprint(token.to_jwt())\n")
        t = hook(t, "Bash") if r.random() < .3 else t
    return "name-context", t, [s]

@sec
def livekit_join():
    k = lk_key()
    tok = jwt({"video": {"roomJoin": True, "room": "standup"}, "iss": k, "sub": user(), "exp": ts()})
    t = f"open https://meet.livekit.io/custom?liveKitUrl=wss://{host()}&token={tok}\n"
    return "self-identifying", t, [tok]

# ---------------------------------------------------------------- Agora
@sec
def agora_cert():
    app, cert = hx(32), hx(32)
    v = r.randint(0, 2)
    if v == 0:
        t = f"# token server\nAGORA_APP_ID={app}\nAGORA_APP_CERTIFICATE={cert}\nTOKEN_EXPIRE_SECONDS=3600\n"
    elif v == 1:
        t = (f"package main\n\nimport rtctokenbuilder \"github.com/AgoraIO/Tools/DynamicKey/AgoraDynamicKey/go/src/rtctokenbuilder2\"\n\nconst (\n"
             f"\tappID          = \"{app}\"\n\tappCertificate = \"{cert}\"\n)\n\nfunc build(ch string, uid uint32) (string, error) {{\n"
             "\treturn rtctokenbuilder.BuildTokenWithUid(appID, appCertificate, ch, uid, rtctokenbuilder.RolePublisher, 3600, 3600)\n}\n")
    else:
        t = f"$ node RtcTokenBuilder2Sample.js\nApp Id: {app}\nApp Certificate: {cert}\nToken with int uid: 007eJx...(truncated)\n"
    return "name-context", t, [cert]

@sec
def agora_rtc_token():
    app = hx(32)
    tok = agora_token(app)
    t = (f"I/agora-sdk: joinChannel channel=room_{r.randint(100, 999)} uid={r.randint(1000, 99999)} appId={app}\n"
         f"I/agora-sdk: token={tok}\nI/agora-sdk: onConnectionStateChanged CONNECTING reason=1\n")
    return "self-identifying", t, [tok]

@sec
def agora_rest():
    cid, cs = hx(32), hx(32)
    b = base64.b64encode(f"{cid}:{cs}".encode()).decode()
    v = r.randint(0, 1)
    if v:
        t = f"curl -X GET 'https://api.agora.io/dev/v1/projects' \\\n  -H 'Authorization: Basic {b}' \\\n  -H 'Content-Type: application/json'\n"
        return "structural", t, [b]
    t = f"# Agora RESTful API (console > RESTful API)\nAGORA_CUSTOMER_ID={cid}\nAGORA_CUSTOMER_SECRET={cs}\n"
    return "name-context", t, [cs]

@sec
def agora_recording():
    ak, sk = g.aws_akid(), g.aws_secret()
    t = json.dumps({"cname": f"class-{r.randint(10, 99)}", "uid": "527841", "clientRequest": {"token": "", "recordingConfig": {"maxIdleTime": 30, "streamTypes": 2, "channelType": 0},
                    "storageConfig": {"vendor": 1, "region": 3, "bucket": "cloud-rec-archive", "accessKey": ak, "secretKey": sk, "fileNamePrefix": ["rec"]}}}, indent=2)
    return "self-identifying", "POST /v1/apps/" + hx(32) + "/cloud_recording/resourceid/" + g.s(URLSAFE, 40) + "/mode/mix/start\n" + t + "\n", [ak, sk]

# ---------------------------------------------------------------- Stream Chat
@sec
def stream_server():
    k, s = g.s(LOW, 12), stream_secret()
    v = r.randint(0, 2)
    if v == 0:
        t = f"from stream_chat import StreamChat\n\nchat = StreamChat(api_key=\"{k}\", api_secret=\"{s}\")\ntoken = chat.create_token(\"john\")\n"
    elif v == 1:
        t = f"import {{ StreamChat }} from 'stream-chat';\nconst serverClient = StreamChat.getInstance('{k}', '{s}');\nexport default serverClient;\n"
    else:
        t = f"STREAM_API_KEY={k}\nSTREAM_API_SECRET={s}\nSTREAM_APP_ID={r.randint(1000000, 1999999)}\n"
    return "name-context", t, [s]

@sec
def stream_user_token():
    tok = jwt({"user_id": user() + str(r.randint(1, 99))})
    t = (f"D/StreamChat: connectUser(userId={user()}, token={tok})\nD/StreamChat: WS connected, connection_id={g.uuid()}\n")
    return "self-identifying", t, [tok]

# ---------------------------------------------------------------- Centrifugo
@sec
def centrifugo_json():
    hm, ap, ad, ak = g.uuid(), pwmix(), g.uuid(), g.uuid()
    v = r.randint(0, 1)
    if v == 0:
        t = json.dumps({"token_hmac_secret_key": hm, "admin_password": ap, "admin_secret": ad, "api_key": ak,
                        "allowed_origins": [f"https://{host()}"], "presence": True, "history_size": 10, "history_ttl": "300s"}, indent=2)
        vals = [hm, ap, ad, ak]
    else:
        t = (f"client:\n  token:\n    hmac_secret_key: \"{hm}\"\n  allowed_origins:\n    - https://{host()}\nadmin:\n  enabled: true\n  password: \"{ap}\"\n  secret: \"{ad}\"\n"
             f"http_api:\n  key: \"{ak}\"\nchannel:\n  namespaces:\n    - name: chat\n      presence: true\n")
        vals = [hm, ap, ad, ak]
    return "name-context", t, vals

@sec
def centrifugo_genconfig():
    hm, ap, ad, ak = g.uuid(), g.uuid(), g.uuid(), g.uuid()
    t = (f"$ centrifugo genconfig && cat config.json\n{{\n  \"token_hmac_secret_key\": \"{hm}\",\n  \"admin_password\": \"{ap}\",\n  \"admin_secret\": \"{ad}\",\n"
         f"  \"api_key\": \"{ak}\",\n  \"allowed_origins\": []\n}}\n")
    return "name-context", t, [hm, ap, ad, ak]

@sec
def centrifugo_api():
    k = r.choice([g.uuid(), b62(32)])
    v = r.randint(0, 1)
    if v:
        t = f"curl --header \"X-API-Key: {k}\" --request POST --data '{{\"channel\": \"news\", \"data\": {{\"text\": \"hello\"}}}}' http://localhost:8000/api/publish\n{{\"result\":{{}}}}\n"
    else:
        t = f"import requests\nr = requests.post('https://{host()}/api', json={{'method': 'publish', 'params': {{'channel': 'chat:index', 'data': {{'x': 1}}}}}},\n                  headers={{'Authorization': 'apikey {k}'}})\n"
    return "structural", t, [k]

@sec
def centrifugo_conn_token():
    tok = jwt({"sub": str(r.randint(1, 5000)), "exp": ts(), "channels": ["chat:index"]})
    t = f"$ centrifugo gentoken -u {r.randint(1, 5000)} -t 86400\nHMAC SHA-256 JWT for user \"42\" with expiration TTL 24h0m0s:\n{tok}\n"
    return "self-identifying", t, [tok]

# ---------------------------------------------------------------- NATS
@sec
def nats_creds():
    seed = nkey_seed()
    ujwt = jwt({"jti": g.s(B32, 52), "iss": "A" + g.s(B32, 55), "name": "presence-svc", "nats": {"type": "user", "version": 2}})
    t = (f"$ cat ~/.nkeys/creds/synadia/PRESENCE/presence-svc.creds\n-----BEGIN NATS USER JWT-----\n{ujwt}\n------END NATS USER JWT------\n\n"
         "************************* IMPORTANT *************************\nNKEY Seed printed below can be used to sign and prove identity.\nNKEYs are sensitive and should be treated as secrets.\n\n"
         f"-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------\n")
    return "self-identifying", t, [seed, ujwt]

@sec
def nats_url():
    p = pwmix()
    v = r.randint(0, 1)
    if v:
        t = f"NATS_URL=nats://presence:{p}@nats-0.nats.realtime.svc:4222\n"
    else:
        t = f"$ nats sub 'presence.>' --server nats://{user()}:{p}@{host()}:4222\n12:03:11 Subscribing on presence.>\n"
    return "structural", t, [p]

# ---------------------------------------------------------------- Matrix
@sec
def synapse_yaml():
    a, b, c = g.s(URLSAFE + "~;=.", 50), g.s(URLSAFE + "~;=.", 50), g.s(URLSAFE + "~;=.", 50)
    t = (f"server_name: \"{r.choice(['chat.kitehq.com', 'matrix.plaza.chat', 'm.orbitly.net'])}\"\npid_file: /data/homeserver.pid\nlisteners:\n  - port: 8008\n    tls: false\n    type: http\n"
         f"registration_shared_secret: \"{a}\"\nmacaroon_secret_key: \"{b}\"\nform_secret: \"{c}\"\nsigning_key_path: \"/data/signing.key\"\n")
    return "name-context", t, [a, b, c]

@sec
def matrix_token():
    u = user()
    tok = synapse_tok(u)
    t = f"curl -H \"Authorization: Bearer {tok}\" 'https://matrix.{r.choice(['plaza.chat', 'kitehq.com'])}/_matrix/client/v3/joined_rooms'\n{{\"joined_rooms\":[\"!{g.s(B62, 18)}:plaza.chat\"]}}\n"
    return "self-identifying", t, [tok]

@sec
def matrix_bot():
    pw = pwmix()
    t = (f"homeserver: https://matrix.plaza.chat\nuser_id: \"@alertbot:plaza.chat\"\npassword: \"{pw}\"\ndevice_name: alertmanager-bridge\nrooms:\n  - \"!{g.s(B62, 18)}:plaza.chat\"\n")
    return "name-context", t, [pw]

# ---------------------------------------------------------------- TURN / WebRTC
@sec
def coturn_conf():
    s = r.choice([hx(64), b62(32), phrase()])
    t = (f"listening-port=3478\ntls-listening-port=5349\nrealm=turn.{r.choice(['kitehq.com', 'tandem.so'])}\nuse-auth-secret\nstatic-auth-secret={s}\n"
         "total-quota=100\nno-multicast-peers\ndenied-peer-ip=10.0.0.0-10.255.255.255\n")
    return "name-context", t, [s]

@sec
def coturn_user():
    p = pwmix()
    u = user()
    v = r.randint(0, 1)
    if v:
        t = f"# /etc/turnserver.conf\nlt-cred-mech\nuser={u}:{p}\nrealm=turn.kitehq.com\n"
    else:
        t = f"$ turnadmin -a -u {u} -r turn.kitehq.com -p {p}\n0: log file opened: /var/log/turn_1234_2026-12-03.log\n"
    return "structural", t, [p]

@sec
def ice_servers():
    p = r.choice([g.human_pw(), b62(16), legacy()])
    t = (f"const pc = new RTCPeerConnection({{\n  iceServers: [\n    {{ urls: \"stun:stun.l.google.com:19302\" }},\n"
         f"    {{ urls: \"turn:turn.{r.choice(['kitehq.com', 'tandem.so'])}:3478?transport=udp\", username: \"webrtc\", credential: \"{p}\" }},\n  ],\n}});\n")
    return "structural", t, [p]

@sec
def janus_conf():
    a, b = pwmix(), pwmix()
    t = (f"general: {{\n\tconfigs_folder = \"/opt/janus/etc/janus\"\n\tdebug_level = 4\n\tapi_secret = \"{a}\"\n\tadmin_secret = \"{b}\"\n}}\n"
         "nat: {\n\tstun_server = \"stun.l.google.com\"\n\tstun_port = 19302\n}\n")
    return "name-context", t, [a, b]

@sec
def jitsi_env():
    a, b, c = hx(32), pwmix(), hx(32)
    t = (f"# docker-jitsi-meet .env\nPUBLIC_URL=https://meet.{r.choice(['kitehq.com', 'tandem.so'])}\nENABLE_AUTH=1\nAUTH_TYPE=jwt\nJWT_APP_ID=meet\nJWT_APP_SECRET={a}\n"
         f"JICOFO_AUTH_PASSWORD={b}\nJVB_AUTH_PASSWORD={c}\nTZ=UTC\n")
    return "name-context", t, [a, b, c]

# ---------------------------------------------------------------- Mercure / Phoenix / Action Cable
@sec
def mercure():
    k = r.choice([b62(48), hx(64), phrase()])
    v = r.randint(0, 1)
    if v:
        t = f"MERCURE_URL=http://mercure/.well-known/mercure\nMERCURE_PUBLIC_URL=https://{host()}/.well-known/mercure\nMERCURE_JWT_SECRET=\"{k}\"\n"
    else:
        t = f"  mercure:\n    image: dunglas/mercure\n    environment:\n      SERVER_NAME: ':80'\n      MERCURE_PUBLISHER_JWT_KEY: '{k}'\n      MERCURE_SUBSCRIBER_JWT_KEY: '{k}'\n"
    return "name-context", t, [k]

@sec
def phoenix():
    skb = g.s(B62 + "+/", 64)
    t = (f"# config/prod.secret.exs\nimport Config\n\nconfig :lobby, LobbyWeb.Endpoint,\n  secret_key_base: \"{skb}\",\n  pubsub_server: Lobby.PubSub,\n"
         f"  live_view: [signing_salt: \"{g.s(B62, 8)}\"]\n")
    return "name-context", t, [skb]

@sec
def cable_yml():
    p = pwmix()
    t = f"# config/cable.yml\nproduction:\n  adapter: redis\n  url: redis://:{p}@{r.choice(['redis-cable', '10.0.4.21', 'cable.' + hx(6) + '.ng.0001.euw1.cache.amazonaws.com'])}:6379/1\n  channel_prefix: lobby_production\n"
    return "structural", t, [p]

# ---------------------------------------------------------------- chat SaaS
@sec
def sendbird():
    tk = hx(40)
    t = (f"$ curl -s -X GET \"https://api-{g.uuid().upper()}.sendbird.com/v3/users?limit=10\" -H \"Api-Token: {tk}\" | jq '.users | length'\n10\n")
    return "structural", t, [tk]

@sec
def rocketchat():
    tk = g.s(URLSAFE, 43)
    t = (f"curl -H \"X-Auth-Token: {tk}\" \\\n     -H \"X-User-Id: {g.s(B62, 17)}\" \\\n     https://chat.{r.choice(['kitehq.com', 'plaza.chat'])}/api/v1/channels.list\n")
    return "structural", t, [tk]

@sec
def mattermost():
    tk = g.s(LD, 26)
    v = r.randint(0, 1)
    if v:
        t = f"$ mmctl auth login https://mm.kitehq.com --name prod --access-token {tk}\n  credentials for \"prod\": \"sysadmin@https://mm.kitehq.com\" stored\n"
        return "name-context", t, [tk]
    t = f"> GET /api/v4/users/me HTTP/1.1\n> Host: mm.kitehq.com\n> Authorization: Bearer {tk}\n>\n< HTTP/1.1 200 OK\n"
    return "structural", t, [tk]

@sec
def liveblocks():
    s = "sk_" + r.choice(["prod", "dev"]) + "_" + g.s(URLSAFE, 64)
    t = (f"import {{ Liveblocks }} from \"@liveblocks/node\";\n\nconst liveblocks = new Liveblocks({{\n  secret: \"{s}\",\n}});\n\n"
         "export async function POST(request: Request) {\n  const session = liveblocks.prepareSession(user.id, { userInfo: user.info });\n  session.allow(`org:*`, session.FULL_ACCESS);\n}\n")
    return "self-identifying", t, [s]

@sec
def firebase_rtdb():
    s = g.s(B62, 40)
    t = f"$ curl 'https://lobby-{g.s(LD, 5)}-default-rtdb.europe-west1.firebasedatabase.app/presence.json?auth={s}&shallow=true'\n{{\"u_1\":true,\"u_7\":true}}\n"
    return "structural", t, [s]

@sec
def supabase_realtime():
    tok = jwt({"iss": "supabase", "ref": g.s(LOW, 20), "role": "service_role", "iat": ts(), "exp": ts() + 315360000})
    t = (f"# realtime listener worker\nSUPABASE_URL=https://{g.s(LOW, 20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={tok}\nREALTIME_CHANNEL=room-updates\n")
    return "self-identifying", t, [tok]

@sec
def daily_vonage():
    v = r.randint(0, 2)
    if v == 0:
        s = hx(64)
        t = f"DAILY_API_KEY={s}\nDAILY_DOMAIN=tandem\n"
    elif v == 1:
        s = hx(40)
        t = f"opentok:\n  api_key: \"{r.randint(40000000, 49999999)}\"\n  api_secret: \"{s}\"\n  archive_mode: manual\n"
    else:
        s = g.s(B62 + "-_", 32)
        t = f"HMS_ACCESS_KEY={hx(24)}\nHMS_SECRET={s}\nHMS_TEMPLATE_ID={hx(24)}\n"
    return "name-context", t, [s]

@sec
def cometchat():
    ak = hx(40)
    t = (f"const appID = \"{r.randint(100000, 999999)}{hx(10)}\";\nconst region = \"eu\";\nconst authKey = \"{ak}\"; // full-access auth key, dev only\n\n"
         "CometChatUIKit.login(uid, authKey).then(user => console.log(\"Login Successful\", user));\n")
    return "name-context", t, [ak]

@sec
def ejabberd():
    p = pwmix()
    u = user()
    v = r.randint(0, 1)
    if v:
        t = f"$ sudo ejabberdctl register {u} xmpp.kitehq.com {p}\nUser {u}@xmpp.kitehq.com successfully registered\n"
    else:
        t = f"$ prosodyctl register {u} xmpp.plaza.chat {p}\n"
    return "name-context", t, [p]

# ---------------------------------------------------------------- chat / tickets / notebooks / k8s
@sec
def chat_multi():
    p = r.choice([g.human_pw(), legacy(), phrase(), pin(6)])
    m = [f"centrifugo admin UI: https://{host()}/ – user admin, password {p}",
         f"Das Passwort für die Soketi-Admin-Konsole ist {p}",
         f"contraseña del panel de Janus: {p} (cámbiala después de la demo)",
         f"Mot de passe du tableau Centrifugo : {p}",
         f"TURN 서버 관리자 비밀번호: {p}",
         f"coturn 管理密码是 {p}，别外传",
         f"wachtwoord voor de Jitsi-moderator: {p}",
         f"hasło do panelu LiveKit Meet: {p}"]
    return "name-context", f"{user()}: " + r.choice(m) + "\n", [p]

@sec
def ticket():
    s = lk_secret() if r.random() < .5 else hx(32)
    k = r.choice(["LIVEKIT_API_SECRET", "AGORA_APP_CERTIFICATE", "STREAM_API_SECRET", "PUSHER_APP_SECRET"])
    t = (f"JIRA RT-{r.randint(100, 999)}: Video calls fail with 401 after deploy\n\nSteps: deploy api@{hx(7)}; join any room.\n"
         f"Env on the pod (kubectl exec ... env | grep -i {k.split('_')[0].lower()}):\n  {k}={s}\n  {k.rsplit('_', 1)[0]}_KEY=...\n"
         "Expected: token accepted. Actual: 'invalid token signature'.\n")
    return "name-context", t, [s]

@sec
def k8s_secret():
    s = r.choice([lk_secret(), stream_secret(), hx(20), g.uuid()])
    name = r.choice(["livekit-api-secret", "stream-api-secret", "pusher-secret", "centrifugo-hmac-secret"])
    t = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: realtime-credentials\n  namespace: realtime\ntype: Opaque\nstringData:\n  {name}: \"{s}\"\n")
    return "name-context", t, [s]

@sec
def notebook():
    name, s = ably_key()
    cell = {"cell_type": "code", "execution_count": r.randint(1, 30), "metadata": {}, "outputs": [{"name": "stdout", "output_type": "stream", "text": ["presence members: 14\n"]}],
            "source": ["import asyncio\n", "from ably import AblyRest\n", f"client = AblyRest('{name}:{s}')\n", "channel = client.channels.get('telemetry')\n",
                       "members = await channel.presence.get()\n", "print('presence members:', len(members.items))"]}
    return "self-identifying", json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1), [s]

@sec
def shell_history():
    p = pwmix()
    lines = [f"docker logs -f soketi", f"redis-cli -h redis-adapter -a {p} PUBSUB CHANNELS 'socket.io#*'", "wscat -c ws://localhost:6001/app/app-key",
             "kubectl -n realtime rollout restart deploy/centrifugo"]
    return "structural", "\n".join(f"{i + 500}  {l}" for i, l in enumerate(lines)) + "\n", [p]

@sec
def webhook_secret():
    s = r.choice([hx(64), b62(32), "whsec_" + g.s(B62, 32)])
    v = r.randint(0, 1)
    if v:
        t = f"# LiveKit / Stream / Ably webhooks relay\nWEBHOOK_SIGNING_SECRET={s}\nWEBHOOK_FORWARD_URL=https://hooks.{host()}/in\n"
    else:
        t = f"const sig = crypto.createHmac('sha256', '{s}').update(rawBody).digest('hex');\nif (sig !== req.headers['x-signature']) return res.sendStatus(401);\n"
    return "name-context", t, [s]


# ================================================================ clean texts
C = []
def cl(fn):
    C.append(fn)
    return fn

@cl
def c_env_example():
    return ("# .env.example — copy to .env and fill in\nPUSHER_APP_ID=\nPUSHER_APP_KEY=\nPUSHER_APP_SECRET=<your-app-secret>\nPUSHER_APP_CLUSTER=" + clusterp() +
            "\nLIVEKIT_API_KEY=your-api-key\nLIVEKIT_API_SECRET=changeme\nABLY_API_KEY=<app>.<key>:<secret>\n")

@cl
def c_pusher_client():
    return (f"import Echo from 'laravel-echo';\nimport Pusher from 'pusher-js';\nwindow.Pusher = Pusher;\n\nwindow.Echo = new Echo({{\n  broadcaster: 'pusher',\n"
            f"  key: '{hx(20)}',\n  cluster: '{clusterp()}',\n  forceTLS: true,\n  authEndpoint: '/broadcasting/auth',\n}});\n")

@cl
def c_pusher_auth_resp():
    return f"POST /broadcasting/auth 200\n{{\"auth\":\"{hx(20)}:{hx(64)}\",\"channel_data\":\"{{\\\"user_id\\\":{r.randint(1, 999)}}}\"}}\n"

@cl
def c_pubnub_client():
    return (f"const pubnub = new PubNub({{\n  publishKey: '{pub_key()}',\n  subscribeKey: '{sub_key()}',\n  userId: 'web-{r.randint(1, 999)}',\n}});\n"
            "pubnub.subscribe({ channels: ['lobby'], withPresence: true });\n")

@cl
def c_ably_tokenrequest():
    name, _ = ably_key()
    return json.dumps({"keyName": name, "clientId": f"user-{r.randint(1, 9999)}", "capability": "{\"chat:*\":[\"subscribe\",\"publish\",\"presence\"]}",
                       "timestamp": ts() * 1000, "nonce": hx(16), "mac": g.b64(32)}, indent=2) + "\n"

@cl
def c_ably_presence():
    return json.dumps({"items": [{"id": f"{g.s(B62, 10)}:{i}:0", "clientId": user(), "connectionId": g.s(B62, 10), "action": 1, "timestamp": ts() * 1000} for i in range(3)]}, indent=1) + "\n"

@cl
def c_sio_handshake():
    return f"0{{\"sid\":\"{g.s(URLSAFE, 20)}\",\"upgrades\":[\"websocket\"],\"pingInterval\":25000,\"pingTimeout\":20000,\"maxPayload\":1000000}}\n40{{\"sid\":\"{g.s(URLSAFE, 20)}\"}}\n"

@cl
def c_sio_debug():
    return (f"  socket.io:server incoming connection with id {g.s(URLSAFE, 20)} +0ms\n  socket.io-parser decoded 2[\"chat:message\",{{\"room\":\"r{r.randint(1, 99)}\",\"text\":\"hi\"}}] as {{\"type\":2}} +1ms\n"
            f"  socket.io:socket joining room {g.uuid()} +0ms\n")

@cl
def c_livekit_webhook():
    return json.dumps({"event": "participant_joined", "room": {"sid": "RM_" + g.s(B62, 12), "name": "standup", "emptyTimeout": 300, "creationTime": str(ts())},
                       "participant": {"sid": "PA_" + g.s(B62, 12), "identity": user(), "state": "ACTIVE"}, "id": "EV_" + g.s(B62, 12), "createdAt": str(ts())}, indent=2) + "\n"

@cl
def c_livekit_yaml_ref():
    return ("port: 7880\nrtc:\n  use_external_ip: true\nredis:\n  address: redis:6379\n# keys are injected from the secret as LIVEKIT_KEYS=\"<key>: <secret>\"\nkey_file: /etc/livekit/keys.yaml\n"
            f"turn:\n  enabled: true\n  domain: turn.{r.choice(['kitehq.com', 'tandem.so'])}\n  tls_port: 5349\n")

@cl
def c_livekit_cli():
    return (f"$ lk room list\nUsing default project [{r.choice(['prod', 'staging'])}]\n+-----------------+----------+--------------+\n| SID             | NAME     | PARTICIPANTS |\n"
            f"| RM_{g.s(B62, 12)} | standup  | {r.randint(1, 9)}            |\n| RM_{g.s(B62, 12)} | support  | {r.randint(1, 9)}            |\n+-----------------+----------+--------------+\n")

@cl
def c_agora_client():
    return (f"const client = AgoraRTC.createClient({{ mode: 'rtc', codec: 'vp8' }});\nconst APP_ID = '{hx(32)}';\n"
            "const token = await fetch(`/api/rtc-token?channel=${channel}&uid=${uid}`).then(r => r.text());\nawait client.join(APP_ID, channel, token, uid);\n")

@cl
def c_agora_stats():
    return (f"I/agora-sdk: onRtcStats duration={r.randint(10, 900)} txKBitRate={r.randint(100, 900)} rxKBitRate={r.randint(100, 900)} users={r.randint(1, 9)}\n"
            f"I/agora-sdk: onRemoteVideoStats uid={r.randint(1000, 99999)} width=640 height=360 decoderOutputFrameRate=15 packetLossRate=0\n")

@cl
def c_stream_client():
    return (f"const client = StreamChat.getInstance('{g.s(LOW, 12)}');\nawait client.connectUser({{ id: 'john', name: 'John' }}, await fetchToken());\n"
            "const channel = client.channel('messaging', 'travel', { name: 'Awesome channel about traveling' });\n")

@cl
def c_stream_webhook():
    return json.dumps({"type": "message.new", "cid": f"messaging:{g.uuid()}", "message": {"id": g.uuid(), "text": "see you at 5", "user": {"id": user()}},
                       "created_at": "2026-12-03T14:02:11.481Z"}, indent=2) + f"\nX-Signature: {hx(64)}\nX-Webhook-Id: {g.uuid()}\n"

@cl
def c_centrifugo_ref():
    return ("{\n  \"token_hmac_secret_key\": \"${CENTRIFUGO_TOKEN_HMAC_SECRET_KEY}\",\n  \"admin\": true,\n  \"admin_password\": \"${CENTRIFUGO_ADMIN_PASSWORD}\",\n"
            f"  \"allowed_origins\": [\"https://{host()}\"],\n  \"namespaces\": [{{\"name\": \"chat\", \"presence\": true}}]\n}}\n")

@cl
def c_centrifugo_log():
    return (f"{{\"level\":\"info\",\"client\":\"{g.uuid()}\",\"user\":\"{r.randint(1, 5000)}\",\"transport\":\"websocket\",\"time\":\"2026-12-03T1{r.randint(0, 9)}:{r.randint(10, 59)}:00Z\",\"message\":\"client connected\"}}\n"
            f"{{\"level\":\"info\",\"channel\":\"chat:index\",\"num_clients\":{r.randint(1, 400)},\"message\":\"presence stats\"}}\n")

@cl
def c_nats_pub():
    return (f"-----BEGIN NATS ACCOUNT JWT-----\n(see `nsc describe account PRESENCE`)\n-----END NATS ACCOUNT JWT-----\n$ nsc describe user presence-svc\n"
            f"| User ID              | U{g.s(B32, 55)} |\n| Issuer ID            | A{g.s(B32, 55)} |\n| Max Subscriptions    | Unlimited |\n")

@cl
def c_nats_info():
    return f"INFO {{\"server_id\":\"N{g.s(B32, 55)}\",\"server_name\":\"nats-0\",\"version\":\"2.10.22\",\"go\":\"go1.22.8\",\"host\":\"0.0.0.0\",\"port\":4222,\"headers\":true,\"auth_required\":true,\"max_payload\":1048576,\"nonce\":\"{g.s(URLSAFE, 11)}\"}}\n"

@cl
def c_matrix_event():
    return json.dumps({"type": "m.room.message", "room_id": f"!{g.s(B62, 18)}:plaza.chat", "sender": "@alertbot:plaza.chat", "event_id": f"${g.s(URLSAFE, 43)}",
                       "origin_server_ts": ts() * 1000, "content": {"msgtype": "m.text", "body": "[FIRING] ws_connections_dropped"}}, indent=2) + "\n"

@cl
def c_synapse_signing_pub():
    return json.dumps({"server_name": "plaza.chat", "verify_keys": {f"ed25519:a_{g.s(B62, 4)}": {"key": g.b64(32).rstrip("=")}}, "old_verify_keys": {},
                       "valid_until_ts": ts() * 1000, "signatures": {"plaza.chat": {f"ed25519:a_{g.s(B62, 4)}": g.b64(64).rstrip("=")}}}, indent=2) + "\n"

@cl
def c_turn_rest():
    return (f"// TURN REST API (draft-uberti): the server computes a short-lived credential per user\n// username = `${{expiry}}:${{userId}}`, credential = base64(HMAC-SHA1(static-auth-secret, username))\n"
            "const secret = process.env.TURN_STATIC_AUTH_SECRET; // never ship this to the browser\n")

@cl
def c_ice_candidates():
    return (f"a=candidate:{r.randint(10**8, 10**9)} 1 udp {r.randint(10**9, 2 * 10**9)} 192.168.1.{r.randint(2, 250)} {r.randint(50000, 60000)} typ host generation 0 ufrag {g.s(B62, 4)}\n"
            f"a=ice-ufrag:{g.s(B62, 4)}\na=ice-pwd:{g.s(B62 + '+/', 24)}\na=fingerprint:sha-256 " + ":".join(hx(2).upper() for _ in range(32)) + "\na=setup:actpass\n")

@cl
def c_jitsi_example():
    return ("# docker-jitsi-meet env.example\n# Security\n#\n# Set these to strong passwords to avoid intruders from impersonating a service account\n"
            "# The service(s) won't start unless these are specified\n# Running ./gen-passwords.sh will update .env with strong passwords\n"
            "JICOFO_AUTH_PASSWORD=\nJVB_AUTH_PASSWORD=\nJIGASI_XMPP_PASSWORD=\nJIBRI_RECORDER_PASSWORD=\n")

@cl
def c_mercure_default():
    return ("# Mercure hub, local dev only (documented demo key, never in prod)\nMERCURE_PUBLISHER_JWT_KEY='!ChangeThisMercureHubJWTSecretKey!'\n"
            "MERCURE_SUBSCRIBER_JWT_KEY='!ChangeThisMercureHubJWTSecretKey!'\n")

@cl
def c_gha():
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      LIVEKIT_API_KEY: ${{ secrets.LIVEKIT_API_KEY }}\n      LIVEKIT_API_SECRET: ${{ secrets.LIVEKIT_API_SECRET }}\n"
            f"      ABLY_API_KEY: ${{{{ secrets.ABLY_API_KEY }}}}\n    steps:\n      - uses: actions/checkout@{hx(40)}\n      - run: npm ci && npm run deploy\n")

@cl
def c_k8s_ref():
    return ("        env:\n          - name: STREAM_API_SECRET\n            valueFrom:\n              secretKeyRef:\n                name: stream-credentials\n                key: api-secret\n"
            f"          - name: STREAM_API_KEY\n            value: \"{g.s(LOW, 12)}\"\n")

@cl
def c_lock():
    pk = r.choice(["socket.io", "pusher-js", "ably", "livekit-client", "centrifuge", "stream-chat", "pubnub", "agora-rtc-sdk-ng"])
    return f"\"node_modules/{pk}\": {{\n  \"version\": \"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}\",\n  \"resolved\": \"https://registry.npmjs.org/{pk}/-/{pk}-4.8.1.tgz\",\n  \"integrity\": \"sha512-{g.b64(64)}\"\n}}\n"

@cl
def c_git_log():
    return "\n".join(f"{hx(40)} {m}" for m in r.sample(["rotate pusher secret via vault", "presence: debounce leave events", "centrifugo: move hmac key to secret",
                                                           "livekit: bump server to 1.8", "socket.io: sticky sessions behind nginx", "agora token server: 24h expiry",
                                                           "docs: how to rotate Ably keys"], 4)) + "\n"

@cl
def c_checksums():
    return "\n".join(f"{hx(64)}  {f}" for f in r.sample(["centrifugo_5.4.9_linux_amd64.tar.gz", "livekit_1.8.0_linux_amd64.tar.gz", "soketi-1.6.1.tgz",
                                                        "nats-server-v2.10.22-linux-amd64.zip", "lk_2.3.0_linux_amd64.tar.gz", "coturn-4.6.2.tar.gz"], 3)) + "\n"

@cl
def c_prose():
    return r.choice([
        "Pusher's app key is public — it ships in every browser bundle. The app secret must stay on the server; it signs private and presence channel auth.",
        "Ably: give browsers token auth (authUrl), never the API key. The key name before the colon is fine to log, the part after it is not.",
        "LiveKit tokens are minted server-side with the API secret; the client only ever sees a short-lived JWT scoped to one room.",
        "Centrifugo: rotate token_hmac_secret_key by deploying the new one alongside the old (token_hmac_secret_key + previous) for a day.",
        "Agora: the App ID is public; the App Certificate is what the token server uses, keep it out of the app.",
        "PubNub: publish and subscribe keys are client-side. Only the secret key (sec-c-…) can grant Access Manager tokens.",
        "Wir haben das Pusher-Secret rotiert; das neue liegt in Vault unter secret/realtime/pusher, bitte nicht mehr in Slack posten.",
        "Le certificat Agora est dans le coffre (kv/realtime/agora). Le App ID, lui, peut rester dans le code client.",
        "Stream Chat の API secret は Secrets Manager に移動しました。クライアントには API key だけを渡してください。",
        "Para el token de LiveKit: el backend firma con LIVEKIT_API_SECRET (desde Vault) y devuelve un JWT de 10 minutos.",
    ]) + f" (ref RT-{r.randint(100, 999)})\n"

@cl
def c_pushers_channels():
    return json.dumps({"channels": {f"presence-room-{r.randint(1, 999)}": {"user_count": r.randint(1, 40)}, f"private-user-{r.randint(1, 99999)}": {}}}, indent=2) + "\n"

@cl
def c_pusher_webhook():
    return (f"POST /pusher/webhook\nX-Pusher-Key: {hx(20)}\nX-Pusher-Signature: {hx(64)}\n\n"
            + json.dumps({"time_ms": ts() * 1000, "events": [{"name": "member_added", "channel": "presence-lobby", "user_id": str(r.randint(1, 999))}]}) + "\n")

@cl
def c_hook_clean():
    d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "kubectl -n realtime get pods"},
         "tool_response": {"stdout": f"NAME                          READY   STATUS    RESTARTS   AGE\ncentrifugo-{hx(10)}-{g.s(LD, 5)}   1/1     Running   0          {r.randint(1, 40)}h\nsoketi-{hx(10)}-{g.s(LD, 5)}       1/1     Running   1          3d\n", "stderr": "", "interrupted": False}}
    return json.dumps(d) + "\n"

@cl
def c_pubkey():
    return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(B62 + '+/', 43)} deploy@turn-{r.randint(1, 4)}\n"

@cl
def c_cert():
    lines = [g.b64(48) for _ in range(6)]
    return "# turn.kitehq.com TLS chain (public)\n-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----\n"

@cl
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": hx(16), "use": "sig", "alg": "RS256", "n": g.b64url(256), "e": "AQAB"}]}, indent=2) + "\n"

@cl
def c_ws_frames():
    return (f"→ {{\"connect\":{{\"token\":\"<redacted>\",\"name\":\"js\"}},\"id\":1}}\n← {{\"id\":1,\"connect\":{{\"client\":\"{g.uuid()}\",\"version\":\"5.4.9\",\"ping\":25,\"pong\":true}}}}\n"
            f"→ {{\"subscribe\":{{\"channel\":\"chat:index\"}},\"id\":2}}\n← {{\"id\":2,\"subscribe\":{{\"offset\":{r.randint(1, 9999)},\"epoch\":\"{g.s(B62, 4)}\"}}}}\n")

@cl
def c_dedup():
    return f"presence diff for room {g.uuid()}: join={[user() for _ in range(2)]} leave={[user()]} seq={r.randint(1000, 99999)} hash={hx(16)}\n"

@cl
def c_b64_test():
    return f"// test fixture: binary frame payload (random bytes, not a key)\nconst FRAME = Buffer.from('{g.b64(r.choice([24, 36, 48]))}', 'base64');\nexpect(decode(FRAME).type).toBe(2);\n"

@cl
def c_sdp_offer_id():
    return f"webrtc stats: transport={g.s(B62, 8)} localCandidateId=RTCIceCandidate_{g.s(B62, 8)} bytesSent={r.randint(10**5, 10**7)} dtlsState=connected srtpCipher=AES_CM_128_HMAC_SHA1_80\n"


# ---------------------------------------------------------------- main
def main():
    secrets = []
    i = 0
    while len(secrets) < 250:
        fn = S[i % len(S)]
        i += 1
        cls, text, vals = fn()
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        secrets.append((cls, text, vals))
    clean = []
    i = 0
    while len(clean) < 100:
        clean.append(C[i % len(C)]())
        i += 1
    with open(HERE / f"{FAM}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secrets, 1):
            f.write(json.dumps({"id": f"{FAM}-{n}", "family": FAM, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAM}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAM}-c{n}", "family": FAM, "text": text}, ensure_ascii=False) + "\n")
    allv = [v for _, _, vs in secrets for v in vs]
    for text in clean:
        for v in allv:
            assert v not in text or len(v) < 6, v
    print(FAM, len(secrets), len(clean), len(allv), "distinct clean", len(set(clean)), "templates", len(S), len(C))


if __name__ == "__main__":
    main()
