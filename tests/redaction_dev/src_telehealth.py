import base64, json, string, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

OUT = Path(__file__).resolve().parent
g = Gen(4501)
R = g.r
LOW = string.ascii_lowercase
WORDS = ["otter", "maple", "quartz", "harbor", "lantern", "pepper", "tundra", "violet", "copper", "meadow", "saffron",
         "glacier", "walnut", "ember", "cactus", "pixel", "rocket", "willow", "canyon", "biscuit", "orbit", "thistle"]


def phrase():
    return R.choice(["-", " ", ".", "_"]).join(R.choice(WORDS) for _ in range(R.randint(3, 5)))


def wdpw():
    return R.choice(WORDS).capitalize() + str(R.randint(1, 9999)) + R.choice(["", "!", "#", "@", "$"])


def pin(n=None):
    return "".join(R.choice("0123456789") for _ in range(n or R.choice([4, 4, 5, 6])))


def legacy():
    return R.choice([g.s(LOW + "0123456789", R.randint(6, 8)), R.choice(WORDS) + str(R.randint(1, 99))])


def pwmix():
    k = R.randint(0, 5)
    return [g.pw, g.pw, wdpw, phrase, legacy, g.machine_pw][k]()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def ip():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


def ts():
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def hookjson(tool, inp, out=None):
    d = {"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": inp}
    if out is not None:
        d["tool_response"] = out
    return json.dumps(d, ensure_ascii=False)


def run(family, sec, clean):
    recs = []
    for i in range(250):
        cls, text, vals = sec[i % len(sec)]()
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (family, i, v)
        recs.append({"id": f"{family}-{i + 1}", "family": family, "class": cls, "text": text, "secrets": vals})
    with open(OUT / f"{family}_secrets.jsonl", "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(OUT / f"{family}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            t = clean[i % len(clean)]()
            f.write(json.dumps({"id": f"{family}-c{i + 1}", "family": family, "text": t}, ensure_ascii=False) + "\n")


def urlpw():
    k = R.randint(0, 3)
    return [lambda: g.s(B62, R.randint(12, 24)), lambda: R.choice(WORDS).capitalize() + str(R.randint(10, 9999)),
            lambda: g.hexs(32), lambda: g.s(B62 + "-_.~", 20)][k]()
SEC, CLN = [], []
S = lambda f: SEC.append(f) or f
C = lambda f: CLN.append(f) or f
SI, NC, ST = "self-identifying", "name-context", "structural"


@S
def twilio_video_env():
    sk = "SK" + g.hexs(32); sec = g.s(B62, 32); tok = g.hexs(32)
    return NC, f"# .env.local  (video visit service)\nTWILIO_ACCOUNT_SID=AC{g.hexs(32)}\nTWILIO_API_KEY_SID={sk}\nTWILIO_API_KEY_SECRET={sec}\nTWILIO_AUTH_TOKEN={tok}\nVIDEO_ROOM_TYPE=group\nWAITING_ROOM_TIMEOUT_S=900\n", [sec, tok]


@S
def vonage_opentok():
    key = str(R.randint(40000000, 49999999)); sec = g.hexs(40)
    return NC, f"""// server/video.js
const OpenTok = require('opentok');
// TODO move to secrets manager before HIPAA review
const opentok = new OpenTok('{key}', '{sec}');
app.post('/visits/:id/session', async (req, res) => {{
  opentok.createSession({{ mediaMode: 'routed', archiveMode: 'manual' }}, (err, s) => res.json({{ sessionId: s.sessionId }}));
}});
""", [sec]


@S
def zoom_videosdk():
    k = g.s(B62, 22); sec = g.s(B62, R.choice([36, 40]))
    return NC, f"""# config/zoom.yml
production:
  video_sdk:
    sdk_key: {k}
    sdk_secret: {sec}
    session_prefix: "tele-"
    cloud_recording: false   # PHI — never record
""", [sec]


@S
def agora_cert():
    app = g.hexs(32); cert = g.hexs(32)
    return NC, f"""# tokens/agora_rtc.py
from agora_token_builder import RtcTokenBuilder
APP_ID = "{app}"
APP_CERTIFICATE = "{cert}"
def visit_token(channel, uid):
    return RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, 1, int(time.time()) + 3600)
""", [cert]


@S
def daily_curl():
    k = g.hexs(64)
    return ST, f"""$ curl -s -X POST https://api.daily.co/v1/rooms \\
    -H "Content-Type: application/json" \\
    -H "Authorization: Bearer {k}" \\
    -d '{{"name":"visit-{R.randint(10000, 99999)}","privacy":"private","properties":{{"enable_knocking":true,"exp":{1764000000 + R.randint(0, 999999)}}}}}'
{{"id":"{g.uuid()}","name":"visit-{R.randint(10000, 99999)}","api_created":true,"privacy":"private","url":"https://acmecare.daily.co/visit"}}""", [k]


@S
def twilio_video_token():
    t = g.jwt("SK" + g.hexs(32))
    return SI, f"""[video-svc] {ts()} INFO issued access token for identity=provider_{R.randint(100, 999)} room=RM{g.hexs(32)}
[video-svc] DEBUG token={t}
""", [t]


@S
def healthie_graphql():
    k = "gh_" + R.choice(["sbox", "live"]) + "_" + g.s(B62, 48)
    return ST, f"""POST /graphql HTTP/1.1
Host: {R.choice(['staging-api.gethealthie.com', 'api.gethealthie.com'])}
Authorization: Basic {k}
AuthorizationSource: API
Content-Type: application/json

{{"query":"query {{ appointments(filter: \\"future\\") {{ id date provider {{ id }} }} }}"}}""", [k]


@S
def healthie_env():
    k = g.s(B62, 48); wh = g.s(B62 + "-_", 32)
    return NC, f"HEALTHIE_ENV=production\nHEALTHIE_API_KEY={k}\nHEALTHIE_WEBHOOK_SECRET={wh}\nHEALTHIE_ORG_ID={R.randint(10000, 99999)}\n", [k, wh]


@S
def canvas_oauth():
    cid = g.s(B62, 40); sec = g.s(B62, 40 + R.randint(0, 20)); at = g.s(B62, 30)
    inst = R.choice(["sunrise-clinic", "northpeak", "tidewell"])
    return ST, f"""$ curl -s https://{inst}.canvasmedical.com/auth/token/ \\
   -d grant_type=client_credentials -d client_id={cid} -d client_secret={sec}
{{"access_token": "{at}", "expires_in": 36000, "token_type": "Bearer", "scope": "system/*.read"}}""", [sec, at]


@S
def canvas_plugin_secret():
    sec = g.s(B62 + "!#%", 24)
    return NC, f"""$ canvas config set --name {R.choice(['rpm_sync', 'intake_bot', 'econsent_hook'])} ELATION_BRIDGE_TOKEN={sec}
Setting secret on plugin... done
$ canvas install rpm_sync --host my-clinic
Plugin rpm_sync successfully installed!""", [sec]


@S
def elation_password_grant():
    cid = g.s(B62, 40); sec = g.s(B62, 60); pw = wdpw(); u = f"api_{R.choice(['sunrise', 'bay', 'prairie'])}@{R.choice(['example.org', 'clinic.test'])}"
    return ST, f"""import requests
r = requests.post("https://sandbox.elationemr.com/api/2.0/oauth2/token/", data={{
    "grant_type": "password",
    "username": "{u}",
    "password": "{pw}",
}}, auth=("{cid}", "{sec}"))
token = r.json()["access_token"]""", [pw, sec]


@S
def elation_traceback():
    pw = pwmix(); sec = g.s(B62, 56)
    return ST, f"""Traceback (most recent call last):
  File "/srv/sync/elation_pull.py", line 41, in <module>
    tok = get_token(client_id=CID, client_secret="{sec}", username="svc-sync", password="{pw}")
  File "/srv/sync/elation_pull.py", line 18, in get_token
    r.raise_for_status()
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://app.elationemr.com/api/2.0/oauth2/token/""", [sec, pw]


@S
def rpm_tenovi():
    k = g.s(B62, 40)
    return ST, f"""GET /clients/{R.choice(['acme-rpm', 'heartline'])}/hwi/hwi-devices/ HTTP/1.1
Host: api2.tenovi.com
Authorization: Api-Key {k}
Accept: application/json
""", [k]


@S
def withings_yaml():
    cid = g.hexs(64); sec = g.hexs(64); rt = g.hexs(40)
    return NC, f"""withings:
  client_id: {cid}
  consumer_secret: {sec}
  callback_url: https://rpm.example.org/oauth/withings/callback
  # patient 4471 – long-lived, do not rotate until device swap
  refresh_token: {rt}
""", [sec, rt]


@S
def dexcom_ini():
    sec = g.s(B62, 16 + R.randint(0, 16)); cid = g.s(B62, 32)
    return NC, f"""[dexcom]
base_url = https://sandbox-api.dexcom.com
client_id = {cid}
client_secret = {sec}
redirect_uri = https://cgm.example.net/dexcom/cb
""", [sec]


@S
def bodytrace_webhook():
    u = "bt_" + g.s(LOW, 6); p = legacy()
    return ST, f"""# BodyTrace scale forwarder -> our ingest
FORWARD_URL=https://{u}:{p}@ingest.rpm.example.com/bodytrace/v1/readings
# scales send imei + values every weigh-in""", [p]


@S
def vital_key():
    k = "sk_" + R.choice(["us", "eu"]) + "_" + g.s(B62 + "_-", 43)
    return SI, f"""from vital import Client
client = Client(api_key="{k}", environment="production", region="us")
conn = client.Link.token(user_id=patient.vital_user_id)""", [k]


@S
def terra_headers():
    k = g.s(B62 + "-_", 32); dev = R.choice(["acme-rpm-dev", "heartline-prod"])
    return ST, f"""> GET https://api.tryterra.co/v2/daily?user_id={g.uuid()}&start_date=2026-11-01
> dev-id: {dev}
> x-api-key: {k}
< HTTP/2 200""", [k]


@S
def twilio_sms_reminder():
    tok = g.hexs(32)
    return ST, f"""$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC{g.hexs(32)}/Messages.json \\
  --data-urlencode "Body=Reminder: your video visit starts in 15 minutes. Reply C to confirm." \\
  --data-urlencode "To=+1555{R.randint(1000000, 9999999)}" --data-urlencode "From=+1555{R.randint(1000000, 9999999)}" \\
  -u AC{g.hexs(32)}:{tok}""", [tok]


@S
def sendgrid_msg():
    k = g.sendgrid()
    return SI, f"# patient-messaging/settings.py\nEMAIL_BACKEND = 'anymail.backends.sendgrid.EmailBackend'\nANYMAIL = {{'SENDGRID_API_KEY': '{k}'}}\nDEFAULT_FROM_EMAIL = 'care-team@clinic.example'\n", [k]


@S
def docusign_econsent():
    blk, _ = g.pem("RSA PRIVATE KEY")
    return SI, f"""$ cat econsent/keys/docusign_private.pem
{blk}
$ git add econsent/keys/""", [blk.split("\n")[2]]


@S
def dropboxsign():
    k = g.hexs(64)
    return ST, f"""$ curl -X POST 'https://api.hellosign.com/v3/signature_request/send_with_template' \\
  -u '{k}:' \\
  -F 'template_ids[]={g.hexs(40)}' -F 'signers[Patient][email_address]=pt@example.com' -F 'test_mode=1'""", [k]


@S
def redcap_econsent():
    t = g.s("0123456789ABCDEF", 32)
    return ST, f"""$ curl -X POST https://redcap.example.edu/api/ -d token={t} -d content=record -d format=json -d type=flat -d 'fields[]=econsent_signed'
[{{"record_id":"{R.randint(1, 400)}","econsent_signed":"1"}}]""", [t]


@S
def postgres_phi():
    pw = urlpw()
    return ST, f"DATABASE_URL=postgresql://telehealth_app:{pw}@phi-db.{R.choice(['internal', 'svc.cluster.local'])}:5432/visits?sslmode=require\n", [pw]


@S
def redox_yaml():
    sec = g.s(B62, 48); src = g.uuid(); vt = phrase().replace(' ', '-')
    return NC, f"""redox:
  source_id: {src}
  api_key: {g.uuid()}
  secret: {sec}
  destination: epic-sandbox
  verification_token: {vt}
""", [sec, vt]


@S
def redox_webhook_verif():
    v = g.s(B62, 24)
    return ST, f"""POST /redox/inbound HTTP/1.1
Host: hooks.telehealth.example
verification-token: {v}
Content-Type: application/json

{{"Meta":{{"DataModel":"Scheduling","EventType":"New","Source":{{"ID":"{g.uuid()}"}}}}}}""", [v]


@S
def metriport():
    k = g.b64(36)
    return NC, f"METRIPORT_API_URL=https://api.sandbox.metriport.com\nMETRIPORT_API_KEY={k}\nMETRIPORT_FACILITY_ID={g.uuid()}\n", [k]


@S
def photon_rx():
    sec = g.s(B62 + "-_", 64)
    return NC, f"""// photon eRx bridge
export const photon = new PhotonClient({{
  domain: 'auth.photon.health',
  clientId: '{g.s(B62, 32)}',
  clientSecret: '{sec}',
  audience: 'https://api.photon.health',
}});""", [sec]


@S
def aws_hipaa():
    ak = g.aws_akid(); sk = g.aws_secret()
    return SI, f"""[profile hipaa-recordings]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
region = us-east-1
# S3 bucket acme-visit-recordings-phi (SSE-KMS)""", [ak, sk]


@S
def stripe_copay():
    k = g.stripe()
    return SI, f"""# billing/copay.rb
Stripe.api_key = ENV.fetch("STRIPE_SECRET_KEY", "{k}")
Stripe::PaymentIntent.create(amount: copay_cents, currency: "usd", metadata: {{ visit_id: visit.id }})""", [k]


@S
def chat_es():
    pw = wdpw()
    return NC, f"""[#soporte-clinico] Lucía: la doctora no puede entrar al portal de telemedicina, le reseteé la cuenta
[#soporte-clinico] Lucía: usuario dra.mendez / contraseña temporal {pw} — que la cambie al entrar por favor""", [pw]


@S
def chat_de():
    p = pin(6)
    return NC, f"""Ticket #{R.randint(20000, 99999)} – RPM-Tablet Station 3
Hallo Team, das Kiosk-Tablet im Wartezimmer ist wieder im Admin-Modus hängen geblieben.
Admin-PIN zum Entsperren ist {p}, bitte danach die Kiosk-App neu starten. Gruß, Jonas""", [p]


@S
def chat_fr():
    pw = phrase()
    return NC, f"""Salut, pour la démo de téléconsultation demain : le compte médecin de test c'est demo.medecin@clinique.test,
mot de passe « {pw} ». Merci de ne pas le mettre dans le wiki public."""  , [pw]


@S
def chat_pt():
    sec = g.s(B62, 40)
    return NC, f"""Oi pessoal, atualizei o segredo do webhook do Healthie no staging.
HEALTHIE_WEBHOOK_SECRET novo: {sec}
o antigo já foi revogado.""", [sec]


@S
def hook_read_env():
    k = g.s(B62, 48); tok = g.hexs(32)
    content = f"NODE_ENV=production\nHEALTHIE_API_KEY={k}\nTWILIO_AUTH_TOKEN={tok}\nVISIT_BASE_URL=https://visit.example.org\n"
    return NC, hookjson("Read", {"file_path": "/app/apps/patient-portal/.env.production"}, {"type": "text", "file": {"content": content}}), [k, tok]


@S
def hook_bash_mysql():
    pw = pwmix()
    return ST, hookjson("Bash", {"command": f"mysql -h rpm-db.internal -u rpm_ro -p'{pw}' rpm -e 'select count(*) from readings where taken_at > now() - interval 1 day'", "description": "count last-day RPM readings"}), [pw]


@S
def diff_zoom():
    sec = g.s(B62, 36)
    return NC, f"""diff --git a/config/zoom.js b/config/zoom.js
@@ -3,6 +3,6 @@ module.exports = {{
   sdkKey: process.env.ZOOM_SDK_KEY,
-  sdkSecret: process.env.ZOOM_SDK_SECRET,
+  sdkSecret: process.env.ZOOM_SDK_SECRET || '{sec}',
   role: 0,
 }};""", [sec]


@S
def notebook_rpm():
    k = g.s(B62, 40)
    return NC, json.dumps({"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {}, "source": [
        "import requests, pandas as pd\n", f"TENOVI_KEY = '{k}'\n",
        "r = requests.get(URL, headers={'Authorization': f'Api-Key {TENOVI_KEY}'})\n", "df = pd.DataFrame(r.json())"], "outputs": []}), [k]


@S
def smart_backend_key():
    blk, _ = g.pem("PRIVATE KEY")
    return SI, f"""// SMART Backend Services client for bulk FHIR export
const PRIVATE_KEY = `{blk}`;
const assertion = jwt.sign({{ iss: CLIENT_ID, sub: CLIENT_ID, aud: TOKEN_URL, jti: uuid() }}, PRIVATE_KEY, {{ algorithm: 'RS384', keyid: KID }});""", [blk.split("\n")[2]]


@S
def fhir_bearer_log():
    t = g.jwt("system")
    return SI, f"""{ts()} DEBUG httpx: GET https://fhir.canvasmedical.com/{R.choice(['sunrise', 'tidewell'])}/Observation?patient={g.hexs(32)}&category=vital-signs
{ts()} DEBUG httpx: request headers: {{'authorization': 'Bearer {t}', 'accept': 'application/fhir+json'}}""", [t]


@S
def athena_props():
    sec = g.s(B62 + "-_~", 40)
    return NC, f"""# athenahealth marketplace app
athena.client.id=0oa{g.s(B62, 17)}
athena.client.secret={sec}
athena.practice.id=195900
""", [sec]


@S
def sip_intake_phone():
    pw = g.s(B62, 14)
    return ST, f"""[intake-phone]
type=endpoint
aors=intake-phone
auth=intake-auth
[intake-auth]
type=auth
auth_type=userpass
username=intake{R.randint(100, 999)}
password={pw}""", [pw]


@S
def ehr_cs_connstr():
    pw = pwmix()
    return ST, f"""// appsettings.Production.json (ConsentService)
{{
  "ConnectionStrings": {{
    "Consent": "Server=tcp:consent-sql.database.windows.net,1433;Database=econsent;User ID=consent_svc;Password={pw};Encrypt=True;"
  }}
}}""", [pw]


@S
def push_fcm_sa():
    blk, _ = g.pem("PRIVATE KEY")
    pk = blk.replace("\n", "\\n")
    return SI, f'{{\n  "type": "service_account",\n  "project_id": "patient-app-{R.randint(1000, 9999)}",\n  "private_key_id": "{g.hexs(40)}",\n  "private_key": "{pk}\\n",\n  "client_email": "fcm-push@patient-app.iam.gserviceaccount.com"\n}}', [blk.split("\n")[2]]


@S
def sendbird_chat():
    tok = g.hexs(40)
    return ST, f"""> PUT https://api-{g.uuid().upper()}.sendbird.com/v3/group_channels/care_team_{R.randint(100, 999)}
> Api-Token: {tok}
> Content-Type: application/json; charset=utf8
< 200 OK""", [tok]


@S
def github_token_ci():
    t = g.gh_classic()
    return SI, f"""$ history | grep clone
  412  git clone https://{t}@github.com/acme-health/visit-sdk-ios.git
  413  cd visit-sdk-ios && pod install""", [t]


@S
def cmd_history_redis():
    pw = g.s(B62, 24)
    return ST, f"""$ redis-cli -h waiting-room-cache.internal -a {pw} --no-auth-warning KEYS 'queue:*'
1) "queue:provider:2291"
2) "queue:provider:3310\"""", [pw]


@S
def sentry_auth_release():
    t = g.sentry()
    return SI, f"SENTRY_AUTH_TOKEN={t} npx sentry-cli releases new patient-app@4.{R.randint(0, 30)}.0", [t]


# ------------------------------------------------------------ clean
@C
def c_fhir_obs():
    return json.dumps({"resourceType": "Observation", "id": g.uuid(), "status": "final",
                       "code": {"coding": [{"system": "http://loinc.org", "code": "8867-4", "display": "Heart rate"}]},
                       "subject": {"reference": f"Patient/{g.hexs(32)}"}, "effectiveDateTime": ts(),
                       "valueQuantity": {"value": R.randint(55, 110), "unit": "beats/minute"},
                       "device": {"reference": f"Device/{g.uuid()}"}}, indent=2)


@C
def c_room():
    return f"""{ts()} INFO room created sid=RM{g.hexs(32)} uniqueName=visit-{R.randint(100000, 999999)} type=group maxParticipants=4
{ts()} INFO participant connected sid=PA{g.hexs(32)} identity=patient_{R.randint(1000, 9999)}"""


@C
def c_env_example():
    return "# copy to .env and fill in from 1Password (vault: Telehealth)\nTWILIO_ACCOUNT_SID=ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nTWILIO_API_KEY_SID=\nTWILIO_API_KEY_SECRET=\nHEALTHIE_API_KEY=<your-sandbox-key>\nDAILY_API_KEY=changeme\nDATABASE_URL=postgresql://user:password@localhost:5432/visits\n"


@C
def c_k8s():
    return f"""        env:
          - name: ZOOM_SDK_SECRET
            valueFrom:
              secretKeyRef:
                name: video-sdk
                key: sdk-secret
          - name: ELATION_CLIENT_SECRET
            valueFrom:
              secretKeyRef: {{name: elation-oauth, key: client_secret}}
        image: registry.example.org/telehealth/visit-api@sha256:{g.sha256()}"""


@C
def c_agora_client():
    return f"""// web client – App ID is public, tokens come from /api/rtc-token
const client = AgoraRTC.createClient({{ mode: 'rtc', codec: 'vp8' }});
await client.join('{g.hexs(32)}', channelName, await fetchToken(channelName), uid);"""


@C
def c_vonage_session():
    return f'{{"sessionId":"{("1_MX4" + g.s(B62 + "-", 70))}","projectId":"{R.randint(40000000, 49999999)}","mediaMode":"routed","createdAt":{1764000000 + R.randint(0, 99999)}}}'


@C
def c_consent_audit():
    return f"""E-CONSENT AUDIT TRAIL
Envelope: {g.uuid()}
Document: Telehealth Informed Consent v{R.randint(2, 9)}.{R.randint(0, 9)}
Signer: patient (verified via SMS one-time code, code not stored)
Signed: {ts()}   IP: 203.0.113.{R.randint(1, 254)}
Document SHA-256: {g.sha256()}"""


@C
def c_ga_sha():
    return f"""$ git log --oneline -5
{g.hexs(7)} rpm: debounce duplicate BP readings from Tenovi gateway
{g.hexs(7)} video: fall back to audio-only when bandwidth < 150 kbps
{g.hexs(7)} econsent: store signed PDF hash, not PDF, in audit table
{g.hexs(7)} deps: bump @daily-co/daily-js to 0.{R.randint(60, 80)}.0
{g.hexs(7)} healthie: map appointment_type_id for follow-ups"""


@C
def c_lock():
    return f"""    "node_modules/twilio-video": {{
      "version": "2.{R.randint(20, 32)}.{R.randint(0, 9)}",
      "resolved": "https://registry.npmjs.org/twilio-video/-/twilio-video-2.28.1.tgz",
      "integrity": "sha512-{g.b64(64)}"
    }},"""


@C
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(16), "use": "sig", "alg": "RS384", "n": g.b64url(256), "e": "AQAB"}]}, indent=1)


@C
def c_hl7():
    return f"MSH|^~\\&|TELEHEALTH|ACME|EPIC|HOSP|{R.randint(20260101000000, 20261130235959)}||SIU^S12|{g.hexs(20).upper()}|P|2.5.1\nSCH|{R.randint(100000, 999999)}|{R.randint(100000, 999999)}||||ROUTINE^Routine|VIDEO^Video visit|||30|MIN"


@C
def c_rpm_reading():
    return json.dumps({"device_id": g.hexs(12).upper(), "imei": str(R.randint(350000000000000, 359999999999999)), "type": "bp",
                       "systolic": R.randint(100, 160), "diastolic": R.randint(60, 100), "pulse": R.randint(55, 100),
                       "measured_at": ts(), "gateway": "cellular"})


@C
def c_npi():
    return f"provider_id,npi,taxonomy,state_licenses\n{R.randint(1000, 9999)},{R.randint(1000000000, 1999999999)},207Q00000X,\"CA,OR,WA\"\n{R.randint(1000, 9999)},{R.randint(1000000000, 1999999999)},2084P0800X,\"NY,NJ\""


@C
def c_prose():
    return R.choice([
        "Reminder: Twilio API key secrets are shown once. If you lose one, create a new key in the console and revoke the old SID — do not paste it in Slack.",
        "The Healthie webhook signature header is an HMAC of the body; verify it with the secret stored in AWS Secrets Manager (telehealth/healthie/webhook).",
        "Per our BAA checklist, no credentials in tickets. Use the 1Password share link; it expires after one view.",
        "Agora App IDs are embedded in the web client by design; the App Certificate must never leave the token server.",
    ]) + f" (ref {R.randint(1000, 9999)})"


@C
def c_gha():
    return """      - name: Deploy visit-api
        env:
          TWILIO_API_KEY_SECRET: ${{ secrets.TWILIO_API_KEY_SECRET }}
          CANVAS_CLIENT_SECRET: ${{ secrets.CANVAS_CLIENT_SECRET }}
        run: ./deploy.sh --env ${{ inputs.environment }}"""


@C
def c_healthie_resp():
    return json.dumps({"data": {"appointments": [{"id": str(R.randint(100000, 999999)), "date": ts(), "contact_type": "Healthie Video Call",
                       "zoom_join_url": None, "provider": {"id": str(R.randint(1000, 9999))}} for _ in range(2)]}})


@C
def c_cert():
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"# Redox mTLS – public certificate to upload to the Redox dashboard\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@C
def c_canvas_manifest():
    return json.dumps({"sdk_version": "0.1.4", "plugin_version": f"0.{R.randint(1, 9)}.0", "name": "rpm_sync",
                       "components": {"protocols": [{"class": "rpm_sync.protocols.sync:Sync", "description": "pull readings"}]},
                       "secrets": ["TENOVI_API_KEY", "ELATION_BRIDGE_TOKEN"], "tags": {}}, indent=2)


@C
def c_zoom_meeting():
    return f"Join video visit: https://zoom.us/j/{R.randint(80000000000, 99999999999)}  Meeting ID: {R.randint(800, 999)} {R.randint(1000, 9999)} {R.randint(1000, 9999)}  (waiting room on, passcode sent by SMS)"


@C
def c_webhook_sig():
    return f"""POST /webhooks/healthie HTTP/1.1
content-type: application/json
content-digest: sha-256=:{g.b64(32)}:
signature-input: sig1=("@method" "@path" "content-digest");created={1764000000 + R.randint(0, 99999)}
signature: sig1=:{g.b64(32)}:

{{"resource_id":"{R.randint(100000, 999999)}","resource_id_type":"Appointment","event_type":"appointment.created"}}"""


@C
def c_compose():
    return """services:
  visit-api:
    image: acme/visit-api:latest
    environment:
      DATABASE_URL: postgresql://visits:${POSTGRES_PASSWORD}@db:5432/visits
      DAILY_API_KEY: ${DAILY_API_KEY}
      OPENTOK_API_SECRET: ${OPENTOK_API_SECRET:?set in .env}"""


@C
def c_dexcom_egv():
    return json.dumps({"recordType": "egv", "recordVersion": "3.0", "userId": g.uuid(), "records": [
        {"recordId": g.uuid(), "systemTime": ts(), "value": R.randint(70, 220), "unit": "mg/dL", "transmitterId": g.hexs(64)}]})


@C
def c_b64test():
    return f"def test_decode_ecg_chunk():\n    raw = base64.b64decode('{g.b64(45)}')\n    assert len(raw) == 45"


@C
def c_ticket():
    return f"""JIRA TH-{R.randint(1000, 9999)}: Patients on iOS 17 get black video after backgrounding the app.
Steps: join visit, switch to Messages, return. Room sid RM{g.hexs(32)}, participant PA{g.hexs(32)}.
Logs attached (tokens stripped). Suspect track unpublish on AVAudioSession interruption."""


@C
def c_ssh_pub():
    return f"ssh-ed25519 {g.b64(51)[:68]} deploy@rpm-gateway-{R.randint(1, 9)}"


@C
def c_sentry_dsn():
    return f"Sentry.init({{ dsn: 'https://{g.hexs(32)}@o{R.randint(100000, 999999)}.ingest.sentry.io/{R.randint(1000000, 9999999)}', tracesSampleRate: 0.1, beforeSend: scrubPHI }});"


@C
def c_mp_checksum():
    return f"{g.sha256()}  visit-sdk-android-{R.randint(3, 5)}.{R.randint(0, 20)}.{R.randint(0, 9)}.aar\n{g.sha256()}  visit-sdk-ios-{R.randint(3, 5)}.{R.randint(0, 20)}.0.xcframework.zip"


@C
def c_stripe_pk():
    return f"<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_{g.s(B62, 99)}'); // copay checkout</script>"


@C
def c_chat_clean():
    return R.choice(["[#eng-telehealth] Min: rotated the Dexcom client secret, new one is in Vault at secret/rpm/dexcom. Redeploy rpm-sync when you can.",
                     "Elle: le mot de passe du compte démo a été changé, demande-le à Hugo en privé.",
                     "Carlos: el token de Healthie de staging ya está en el gestor de secretos, no lo pongan en el canal."]) + f" #{R.randint(100, 999)}"


if __name__ == "__main__":
    run("telehealth", SEC, CLN)
