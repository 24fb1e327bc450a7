"""Redaction source "dating": dating and social-discovery apps (matchmaking backends, photo moderation,
identity verification, in-app purchases and subscriptions, push notifications, chat and video-call SDKs,
trust-and-safety tooling).

Written blind by the helper "corpora4" on 2026-12-03 (it read no memtool rule, test or result).
Every value is random and made up. Stdlib + _tokens.py only; seeded, rerun writes identical files.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import B62, HEX, Gen  # noqa: E402

FAMILY = "dating"
g = Gen(3202)
R = g.r
WORDS = ["swipe", "spark", "crush", "heart", "match", "ember", "rose", "tulip", "velvet", "honey", "moon", "cupid",
         "flirt", "date", "coffee", "sunset"]
APPS = ["Kindred", "Sparkr", "Moonmatch", "Tandem", "Lovelace", "Amora", "Nearby"]


def pw():
    k = R.randint(0, 7)
    if k == 0:
        return g.human_pw()
    if k == 1:
        return " ".join(R.sample(WORDS, 4))
    if k == 2:
        return g.s(B62, R.randint(12, 20))
    if k == 3:
        return R.choice(WORDS).capitalize() + str(R.randint(1990, 2026)) + R.choice("!?#")
    if k == 4:
        return g.s(B62 + "!@#$%^&*", 16)
    if k == 5:
        return g.hexs(R.choice([24, 32, 48]))
    if k == 6:
        return g.machine_pw()
    return R.choice(WORDS) + str(R.randint(1, 99))


def hook(cmd, out):
    return json.dumps({"tool_name": "Bash", "tool_input": {"command": cmd}, "tool_response": {"stdout": out, "stderr": "", "interrupted": False}})


def hook_read(path, content):
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path}, "tool_response": {"type": "text", "file": {"filePath": path, "content": content}}})


S = []


def t(f):
    S.append(f)
    return f


@t
def stream_chat():
    v = g.s("abcdefghijklmnopqrstuvwxyz0123456789", 64)
    return "name-context", f"STREAM_API_KEY={g.s('abcdefghijklmnopqrstuvwxyz0123456789', 12)}\nSTREAM_API_SECRET={v}\nSTREAM_APP_ID={R.randint(1000000, 1999999)}\n", [v]


@t
def sendbird():
    v = g.hexs(40)
    return "structural", f"$ curl -X POST https://api-{g.uuid().upper()}.sendbird.com/v3/users -H 'Api-Token: {v}' -H 'Content-Type: application/json' -d '{{\"user_id\":\"u_{R.randint(10**6,10**7)}\",\"nickname\":\"\",\"profile_url\":\"\"}}'", [v]


@t
def agora():
    v = g.hexs(32)
    return "name-context", f"// video call tokens\nconst AGORA_APP_ID = '{g.hexs(32)}';\nconst AGORA_APP_CERTIFICATE = '{v}';\nconst token = RtcTokenBuilder.buildTokenWithUid(AGORA_APP_ID, AGORA_APP_CERTIFICATE, channel, uid, role, expire);", [v]


@t
def twilio_video():
    v = g.s(B62, 32)
    return "name-context", f"twilio:\n  account_sid: AC{g.hexs(32)}\n  api_key_sid: SK{g.hexs(32)}\n  api_key_secret: {v}\n  room_type: go\n", [v]


@t
def onfido():
    v = "api_live." + g.s(B62 + "-_", 11) + "." + g.s(B62 + "-_", 32)
    return "self-identifying", f"ONFIDO_API_TOKEN={v}\nONFIDO_REGION=EU\nONFIDO_WEBHOOK_URL=https://api.{R.choice(APPS).lower()}.app/kyc/onfido\n", [v]


@t
def onfido_hdr():
    v = "api_sandbox." + g.s(B62 + "-_", 11) + "." + g.s(B62 + "-_", 32)
    return "structural", f"> POST /v3.6/applicants HTTP/1.1\n> Host: api.eu.onfido.com\n> Authorization: Token token={v}\n> Content-Type: application/json\n< HTTP/1.1 201 Created", [v]


@t
def veriff():
    v = g.uuid()
    return "name-context", f"veriff:\n  api_key: {g.uuid()}\n  shared_secret_key: {v}\n  base_url: https://stationapi.veriff.com\n", [v]


@t
def rekognition_aws():
    a = g.aws_akid()
    s = g.aws_secret()
    return "self-identifying", f"[moderation]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-west-1\nmin_confidence = 80\n", [a, s]


@t
def hive_mod():
    v = g.s(B62, 32)
    return "structural", f"$ curl -s -H 'authorization: token {v}' -F 'media=@/tmp/upload_{R.randint(1000,9999)}.jpg' https://api.thehive.ai/api/v2/task/sync | jq '.status[0].response.output[0].classes[:3]'", [v]


@t
def sightengine():
    v = g.s(B62, 20)
    return "structural", f"GET https://api.sightengine.com/1.0/check.json?models=nudity-2.1,offensive,faces&api_user={R.randint(10**8,10**9)}&api_secret={v}&url=https%3A%2F%2Fcdn.example.app%2Fp%2F{g.hexs(16)}.jpg", [v]


@t
def apple_iap():
    block, _ = g.pem("PRIVATE KEY")
    return "self-identifying", f"$ cat AuthKey_{g.s('ABCDEFGHJKLMNPQRSTUVWXYZ23456789',10)}.p8\n{block}", [block]


@t
def apple_shared():
    v = g.hexs(32)
    return "name-context", f"# legacy verifyReceipt (auto-renewable subs)\nAPPSTORE_SHARED_SECRET={v}\nAPPSTORE_BUNDLE_ID=app.{R.choice(APPS).lower()}.ios\n", [v]


@t
def play_sa():
    block, _ = g.pem("PRIVATE KEY")
    pk = block.replace("\n", "\\n")
    return "self-identifying", f'{{\n  "type": "service_account",\n  "project_id": "{R.choice(APPS).lower()}-play-billing",\n  "private_key_id": "{g.hexs(40)}",\n  "private_key": "{pk}\\n",\n  "client_email": "rtdn@{R.choice(APPS).lower()}-play-billing.iam.gserviceaccount.com"\n}}', [pk]


@t
def revenuecat():
    v = "sk_" + g.s(B62, 28)
    return "self-identifying", f"REVENUECAT_SECRET_KEY={v}\nREVENUECAT_PUBLIC_IOS=appl_{g.s(B62, 27)}\n", [v]


@t
def stripe():
    v = g.stripe()
    return "self-identifying", f"stripe.api_key = \"{v}\"\nsession = stripe.checkout.Session.create(mode='subscription', line_items=[{{'price': 'price_{g.s(B62,24)}', 'quantity': 1}}])", [v]


@t
def fcm_legacy():
    v = "AAAA" + g.s(B62 + "-_", 7) + ":APA91b" + g.s(B62 + "-_", 134)
    return "structural", f"$ curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key={v}' -H 'Content-Type: application/json' -d '{{\"to\":\"/topics/new_match\",\"notification\":{{\"title\":\"You have a new match!\"}}}}'", [v]


@t
def apns_p8_env():
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"APNS_KEY_ID={g.s('ABCDEFGHJKLMNPQRSTUVWXYZ23456789',10)}\nAPNS_TEAM_ID={g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789',10)}\nAPNS_KEY=\"{block}\"\n", [block]


@t
def onesignal():
    v = "os_v2_app_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 110)
    return "self-identifying", f"OneSignal.configure(app_id='{g.uuid()}', rest_api_key='{v}')", [v]


@t
def onesignal_basic():
    v = g.b64url(36)
    return "structural", f"POST https://onesignal.com/api/v1/notifications\nAuthorization: Basic {v}\n{{\"included_segments\":[\"Active Users\"],\"contents\":{{\"en\":\"Someone liked your profile\"}}}}", [v]


@t
def pg_match():
    p = pw().replace(" ", "")
    return "structural", f"MATCH_DB_DSN=postgresql://matcher:{p}@pg-match-primary.internal:5432/matching", [p]


@t
def redis_geo():
    p = pw()
    return "structural", f"$ redis-cli -h geo-cache.internal -a '{p}' GEORADIUS users:geo 13.40 52.52 25 km COUNT 5\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n1) \"u_{R.randint(10**6,10**7)}\"", [p]


@t
def mongo_uri():
    p = pw().replace(" ", "")
    return "structural", f"spring:\n  data:\n    mongodb:\n      uri: mongodb+srv://chat-svc:{p}@cluster0.{g.s('abcdefghijklmnopqrstuvwxyz0123456789',5)}.mongodb.net/chat?retryWrites=true", [p]


@t
def jwt_secret():
    v = g.b64(48)
    return "name-context", f"auth:\n  jwt_signing_secret: \"{v}\"\n  access_ttl: 15m\n  refresh_ttl: 30d\n", [v]


@t
def session_jwt():
    v = g.jwt()
    return "self-identifying", hook("curl -s -i localhost:8080/v1/me", f"HTTP/1.1 200 OK\nSet-Cookie: session={v}; HttpOnly; Secure; SameSite=Lax\n\n{{\"id\":\"u_{R.randint(10**6,10**7)}\",\"premium\":true}}"), [v]


@t
def slack_ts():
    v = g.slack()
    return "self-identifying", f"# trust-and-safety escalation bot\nSLACK_BOT_TOKEN={v}\nSLACK_CHANNEL=#tns-escalations\n", [v]


@t
def ts_chat():
    p = pw()
    return "name-context", f"T&S on-call handover: the moderation console (mod.{R.choice(APPS).lower()}.internal) shared reviewer login is tns-night / `{p}` until SSO lands. rotate after the audit pls", [p]


@t
def sift():
    v = g.hexs(16)
    return "name-context", f"const sift = require('sift')('{v}');\n// fraud scoring for sign-ups and reported profiles\nsift.track('$create_account', {{ $user_id: userId }});", [v]


@t
def persona():
    v = "persona_production_" + g.s(B62, 40)
    return "self-identifying", f"PERSONA_API_KEY={v}\nPERSONA_TEMPLATE=itmpl_{g.s(B62,24)}\n", [v]


@t
def hook_read_env():
    v = g.s(B62, 40)
    p = pw()
    return "name-context", hook_read("/app/backend/.env", f"PORT=8080\nCOMETCHAT_APP_ID={g.hexs(16)}\nCOMETCHAT_REST_KEY={v}\nSMTP_PASSWORD=\"{p}\"\n"), [v, p]


@t
def gcp_vision():
    v = g.google_api()
    return "self-identifying", f"W/VisionClient: POST https://vision.googleapis.com/v1/images:annotate?key={v} (safeSearchDetection)", [v]


@t
def smtp_conf():
    u = R.choice(["apikey", "postmaster@mg.kindred.app", "noreply"])
    p = g.sendgrid() if u == "apikey" else pw()
    return ("self-identifying" if u == "apikey" else "structural"), f"spring.mail.host=smtp.sendgrid.net\nspring.mail.port=587\nspring.mail.username={u}\nspring.mail.password={p}\n", [p]


@t
def yoti():
    block, _ = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"# Yoti age verification SDK key ({R.choice(APPS)})\n{block}\n", [block]


@t
def traceback_pw():
    p = pw().replace(" ", "")
    return "structural", f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.20.{R.randint(0,255)}.{R.randint(2,250)}\", port 5432 failed: FATAL:  password authentication failed for user \"reports\"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[SQL: select 1]\nengine url: postgresql://reports:{p}@10.20.4.11/likes", [p]


@t
def unity_iap():
    v = g.b64(64)
    return "name-context", f"// Google Play license key for receipt validation\nprivate const string GooglePlayPublicKeyOld = \"\"; \nprivate const string ReceiptObfuscationSalt = \"{v}\";", [v]


@t
def hook_kubectl():
    v = g.b64(24)
    raw = g.s(B62, 24)
    import base64
    enc = base64.b64encode(raw.encode()).decode()
    return "name-context", hook("kubectl get secret chat-sdk -o jsonpath='{.data}'", json.dumps({"CHAT_SDK_SECRET": enc, "CHAT_SDK_APP": base64.b64encode(b"amora-prod").decode()})), [enc]


@t
def admin_basic():
    p = pw().replace(" ", "-")
    return "structural", f"https://admin:{p}@mod-dashboard.{R.choice(APPS).lower()}.internal/queue?filter=reported", [p]


@t
def pinpad():
    p = str(R.randint(100000, 999999))
    return "name-context", f"Support macro (internal): if the tester can't get past phone verification in staging, the magic OTP override is {p} for +1 555 01xx numbers. Never paste this to users.", [p]


@t
def github():
    v = g.gh_classic()
    return "self-identifying", f"//npm.pkg.github.com/:_authToken={v}\n@{R.choice(APPS).lower()}:registry=https://npm.pkg.github.com", [v]


@t
def dotnet():
    p = pw().replace(" ", "")
    return "structural", f"Server=sql-prod;Database=Subscriptions;User Id=billing;Password={p};TrustServerCertificate=true", [p]


@t
def mixpanel():
    v = g.hexs(32)
    return "name-context", f"analytics:\n  mixpanel_token: {g.hexs(32)}   # client token, ships in the app\n  mixpanel_api_secret: {v}\n", [v]


def secrets():
    out = []
    i = 0
    while len(out) < 250:
        out.append(S[i % len(S)]())
        i += 1
    R.shuffle(out)
    return out


C = []


def c(f):
    C.append(f)
    return f


@c
def c1():
    return f"STREAM_API_KEY={g.s('abcdefghijklmnopqrstuvwxyz0123456789', 12)}\nSTREAM_API_SECRET=${{STREAM_API_SECRET}}\n# the key is public (client side), the secret stays server side"


@c
def c2():
    return f"match_id={g.uuid()} users=[u_{R.randint(10**6,10**7)}, u_{R.randint(10**6,10**7)}] score=0.{R.randint(100,999)} created=2026-12-0{R.randint(1,3)}"


@c
def c3():
    return f"photo {g.hexs(16)}.jpg moderation: nudity=0.0{R.randint(1,9)} weapon=0.00 faces=1 verdict=approve phash={g.hexs(16)}"


@c
def c4():
    return f"REVENUECAT_PUBLIC_IOS=appl_{g.s(B62, 27)}   # public SDK key, fine in the app bundle"


@c
def c5():
    return f"$ git show --stat {g.hexs(40)}\nAuthor: tns-bot\n    moderation: raise nudity threshold to 0.{R.randint(70,95)}"


@c
def c6():
    return f"apns:\n  key_id: {g.s('ABCDEFGHJKLMNPQRSTUVWXYZ23456789',10)}\n  team_id: {g.s('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789',10)}\n  key_path: /run/secrets/apns_key.p8"


@c
def c7():
    return f"FCM registration token for test device: {g.s(B62+'-_', 22)}:APA91b{g.s(B62+'-_', 60)} (expires when the app reinstalls)"


@c
def c8():
    return f"Report #{R.randint(10000,99999)}: user u_{R.randint(10**6,10**7)} reported for spam (3 reports in 24h). Action: shadow-ban pending review."


@c
def c9():
    return f"ONFIDO_API_TOKEN=<api_live.token>\nONFIDO_REGION={R.choice(['EU', 'US', 'CA'])}\nONFIDO_WORKFLOW_ID={g.uuid()}"


@c
def c10():
    return f"Subscription renewed: original_transaction_id {R.randint(10**14, 10**15)}, product premium_{R.choice(['monthly','yearly'])}, expires 2027-0{R.randint(1,9)}-1{R.randint(0,9)}"


@c
def c11():
    return f"<img alt=\"avatar\" src=\"data:image/jpeg;base64,{g.b64(54)}\">"


@c
def c12():
    return f"Agora channel {g.hexs(8)}-{R.randint(100,999)} joined by uid {R.randint(10000,99999)}; app_id {g.hexs(32)} (public, in the client)"


@c
def c13():
    return f"password must be 8+ chars; try something like 'correct horse battery staple', not 'password123' (sign-up help copy v{R.randint(2,9)})"


@c
def c14():
    return f"Onfido check {g.uuid()} result=clear sub_results: document=clear facial_similarity_photo=clear"


@c
def c15():
    return f"MATCH_DB_DSN=postgresql://matcher@pg-match-primary.internal:5432/matching  # password from PGPASSFILE"


@c
def c16():
    return f"-----BEGIN CERTIFICATE-----\n{g.b64(48)}\n{g.b64(48)}\n{g.b64(20)}\n-----END CERTIFICATE-----"


@c
def c17():
    return f"stripe.api_key = os.environ[\"STRIPE_SECRET_KEY\"]  # {R.choice(['sk_test_...','sk_live_...'])} from the dashboard"


@c
def c18():
    return f"geo cell {g.hexs(15)} (H3 res 7) has {R.randint(10,900)} active users in the last hour"


@c
def c19():
    return f"$ redis-cli -h geo-cache.internal --askpass GEORADIUS users:geo 13.40 52.52 {R.randint(5,50)} km COUNT 5"


@c
def c20():
    return f"Sentry event {g.hexs(32)}: TypeError in ChatScreen.tsx:{R.randint(10,400)} (release {R.choice(APPS).lower()}@4.{R.randint(0,20)}.{R.randint(0,9)})"


@c
def c21():
    return f"mixpanel_token: {g.hexs(32)}   # project token, public by design"


@c
def c22():
    return f"Receipt: {g.b64(45)}... (truncated, {R.randint(4000,9000)} bytes) status=0 environment=Sandbox"


@c
def c23():
    return f"auth:\n  jwt_signing_secret: ${{JWT_SIGNING_SECRET}}\n  access_ttl: {R.choice(['15m','10m','1h'])}"


@c
def c24():
    return f"integrity: sha512-{g.b64(64)}  stream-chat@8.{R.randint(0,50)}.{R.randint(0,9)}"


@c
def c25():
    return f"Veriff session {g.uuid()} decision=approved code=9001 person.firstName=REDACTED"


@c
def c26():
    return f"OneSignal app_id {g.uuid()} ; rest_api_key: see 1Password item \"OneSignal prod\""


@c
def c27():
    return f"-----BEGIN PUBLIC KEY-----\n{g.b64(48)}\n{g.b64(16)}\n-----END PUBLIC KEY-----\n# Google Play license public key (from the Play Console, safe to embed)"


def clean():
    out = []
    i = 0
    while len(out) < 100:
        out.append(C[i % len(C)]())
        i += 1
    return out


def main():
    d = Path(__file__).resolve().parent
    sec = secrets()
    with open(d / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(sec, 1):
            assert all(v and v in text for v in vals), (i, vals)
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals}, ensure_ascii=False) + "\n")
    with open(d / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean(), 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
