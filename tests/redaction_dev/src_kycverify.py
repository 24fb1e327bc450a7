"""Blind redaction source kycverify (round 36, corpora8): identity verification, KYC and fraud tooling."""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _tokens import Gen, B62, HEX, URLSAFE, UPPER  # noqa: E402

OUT = Path(__file__).resolve().parent
LOW = string.ascii_lowercase
DIG = string.digits
S, C = [], []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


WORDS = ["lantern", "harbor", "quartz", "meadow", "copper", "willow", "ember", "falcon", "saffron", "glacier",
         "thistle", "orbit", "pepper", "tundra", "marble", "cinder", "juniper", "velvet", "anchor", "prism"]


def mkpw(g):
    k = g.r.randint(0, 9)
    if k == 0:
        return "-".join(g.pick(WORDS) for _ in range(g.r.randint(3, 4)))
    if k == 1:
        return g.pick(WORDS).capitalize() + str(g.r.randint(1, 99)) + g.pick(WORDS) + g.pick("!#$%?*")
    if k == 2:
        return g.s(DIG, g.pick([4, 6, 8]))
    if k == 3:
        return g.pick(WORDS)[:5] + str(g.r.randint(10, 99))
    if k == 4:
        return g.hexs(g.pick([32, 48, 64]))
    if k == 5:
        return g.b64(g.pick([24, 32])).rstrip("=")
    if k == 6:
        return g.human_pw()
    return g.machine_pw()


def strong(g):
    v = mkpw(g)
    while len(v) < 8:
        v = mkpw(g)
    return v


def write(fam, seed_recs, clean_recs):
    with open(OUT / f"{fam}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(seed_recs, 1):
            assert cls in ("self-identifying", "name-context", "structural"), cls
            assert vals
            for v in vals:
                assert v and v in text, (fam, i, v)
            f.write(json.dumps({"id": f"{fam}-{i}", "family": fam, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(OUT / f"{fam}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean_recs, 1):
            f.write(json.dumps({"id": f"{fam}-c{i}", "family": fam, "text": text}, ensure_ascii=False) + "\n")


def run(fam, g):
    recs = [S[i % len(S)](g) for i in range(250)]
    cl = [C[i % len(C)](g) for i in range(100)]
    write(fam, recs, cl)
    by = {}
    for c, _, v in recs:
        by[c] = by.get(c, 0) + 1
    print(fam, len(recs), len(cl), sum(len(v) for _, _, v in recs), by, "distinct clean", len(set(cl)),
          "templates", len(S), len(C))


def onfido(g, env=None):
    env = env or g.pick(["live", "sandbox"])
    return f"api_{env}.{g.s(URLSAFE, 11)}.{g.s(URLSAFE, 32)}"


def persona(g, env=None):
    env = env or g.pick(["production", "sandbox"])
    return f"persona_{env}_{g.uuid()}"


def sumsub_tok(g):
    return g.pick(["prd:", "sbx:"]) + g.s(B62, 24) + "." + g.s(B62, 32)


def plaid_access(g):
    return f"access-{g.pick(['production', 'sandbox', 'development'])}-{g.uuid()}"


def ws(g):
    return g.s(B62, g.pick([32, 40]))


# ---------------------------------------------------------------- secrets
@sec
def s_env_onfido(g):
    t = onfido(g); w = ws(g)
    return "self-identifying", f"""# .env.staging  (kyc-service)
ONFIDO_REGION=EU
ONFIDO_API_TOKEN={t}
ONFIDO_WEBHOOK_URL=https://kyc-staging.example-bank.io/hooks/onfido
ONFIDO_WORKFLOW_ID={g.uuid()}
""", [t]


@sec
def s_onfido_webhook_token(g):
    w = ws(g)
    return "name-context", f"""# config/initializers/onfido.rb
Onfido.configure do |c|
  c.region = :us
  c.api_token = ENV.fetch("ONFIDO_API_TOKEN")
end
ONFIDO_WEBHOOK_TOKEN = "{w}".freeze  # from dashboard > Webhooks, used to check X-SHA2-Signature
""", [w]


@sec
def s_curl_onfido(g):
    t = onfido(g, "sandbox")
    return "self-identifying", f"""$ curl -s -X POST https://api.eu.onfido.com/v3.6/applicants \\
    -H 'Authorization: Token token={t}' \\
    -H 'Content-Type: application/json' \\
    -d '{{"first_name":"Jane","last_name":"Doe"}}'
{{"id":"{g.uuid()}","created_at":"2026-11-28T09:14:02Z","sandbox":true,"first_name":"Jane","last_name":"Doe"}}
""", [t]


@sec
def s_persona_yaml(g):
    k = persona(g); wh = "wbhsec_" + g.uuid()
    return "self-identifying", f"""# helm/values-prod.yaml
kyc:
  persona:
    apiKey: {k}
    templateId: itmpl_{g.s(B62, 24)}
    webhookSecret: {wh}
    environment: production
""", [k, wh]


@sec
def s_persona_node(g):
    k = persona(g, "sandbox")
    return "self-identifying", f"""// scripts/create-inquiry.mjs
const res = await fetch('https://withpersona.com/api/v1/inquiries', {{
  method: 'POST',
  headers: {{
    'Authorization': 'Bearer {k}',
    'Persona-Version': '2023-01-05',
    'Content-Type': 'application/json',
  }},
  body: JSON.stringify({{ data: {{ attributes: {{ 'inquiry-template-id': 'itmpl_{g.s(B62, 24)}', 'reference-id': 'usr_{g.r.randint(10000, 99999)}' }} }} }}),
}});
""", [k]


@sec
def s_veriff_secret(g):
    pub = g.uuid(); sec_ = g.uuid()
    return "name-context", f"""# settings/kyc.py
VERIFF_BASE_URL = "https://stationapi.veriff.com"
VERIFF_API_KEY = "{pub}"          # X-AUTH-CLIENT, also in the web SDK init
VERIFF_SHARED_SECRET_KEY = "{sec_}"  # signs X-HMAC-SIGNATURE, never ship to the browser
""", [sec_]


@sec
def s_veriff_chat(g):
    sec_ = g.uuid()
    return "name-context", f"""[#kyc-eng] mara: webhook verification keeps failing in staging, HMAC mismatch
[#kyc-eng] tomas: did you switch to the new integration? its shared secret is {sec_}
[#kyc-eng] tomas: (old one was revoked yesterday)
[#kyc-eng] mara: that was it, decision webhook green now 🙏
""", [sec_]


@sec
def s_sumsub_php(g):
    tok = sumsub_tok(g); sk = g.s(B62, 32)
    return "self-identifying", f"""<?php
// app/Services/SumsubClient.php
class SumsubClient
{{
    private string $appToken = '{tok}';
    private string $secretKey = '{sk}';
    private string $baseUrl = 'https://api.sumsub.com';

    private function sign(string $ts, string $method, string $path, string $body = ''): string
    {{
        return hash_hmac('sha256', $ts . strtoupper($method) . $path . $body, $this->secretKey);
    }}
}}
""", [tok, sk]


@sec
def s_sumsub_webhook_secret(g):
    v = g.s(B62 + "-_", 26)
    return "name-context", f"""# docker-compose.override.yml
services:
  kyc-gateway:
    environment:
      SUMSUB_LEVEL_NAME: basic-kyc-level
      SUMSUB_WEBHOOK_SECRET_KEY: "{v}"
      SUMSUB_DIGEST_ALG: HMAC_SHA256_HEX
""", [v]


@sec
def s_jumio_basic(g):
    tok = g.uuid(); secr = g.s(B62, 32)
    return "structural", f"""$ curl -u {tok}:{secr} -H 'User-Agent: AcmeBank KYC/2.4' \\
     https://netverify.com/api/netverify/v2/scans/{g.uuid()}/data
{{"timestamp":"2026-11-30T11:02:31.118Z","scanReference":"{g.uuid()}","document":{{"status":"APPROVED_VERIFIED","type":"PASSPORT","issuingCountry":"DEU"}}}}
""", [secr]


@sec
def s_jumio_oauth(g):
    cid = g.s(LOW + DIG, 26); cs = g.s(B62, 32)
    return "name-context", f"""# application-prod.properties
jumio.auth.url=https://auth.emea-1.jumio.ai/oauth2/token
jumio.api.url=https://account.emea-1.jumio.ai/api/v1/accounts
jumio.oauth.client-id={cid}
jumio.oauth.client-secret={cs}
jumio.callback.url=https://onboarding.example-fin.eu/jumio/callback
""", [cs]


@sec
def s_sift_key(g):
    k = g.hexs(16)
    return "name-context", f"""// src/fraud/sift.go
package fraud

const (
	siftAccountID = "{g.hexs(24)}"
	siftAPIKey    = "{k}" // REST key, Console > Developer > API Keys
)

func NewClient() *Client {{ return &Client{{base: "https://api.sift.com/v205", key: siftAPIKey}} }}
""", [k]


@sec
def s_sift_curl(g):
    k = g.hexs(16)
    return "structural", f"""$ curl -s 'https://api.sift.com/v205/score/{g.r.randint(100000, 999999)}?api_key={k}&abuse_types=payment_abuse,account_takeover'
{{"status":0,"error_message":"OK","user_id":"{g.r.randint(100000, 999999)}","scores":{{"payment_abuse":{{"score":0.{g.r.randint(10, 99)}}}}}}}
""", [k]


@sec
def s_plaid_env(g):
    cid = g.hexs(24); secr = g.hexs(30)
    return "name-context", f"""PLAID_CLIENT_ID={cid}
PLAID_SECRET={secr}
PLAID_ENV=production
PLAID_PRODUCTS=identity_verification,auth
PLAID_IDV_TEMPLATE_ID=idvtmp_{g.s(B62, 14)}
""", [secr]


@sec
def s_plaid_access(g):
    a = plaid_access(g)
    return "self-identifying", f"""2026-12-01T08:41:13.220Z INFO  link-exchange user=u_{g.r.randint(1000, 9999)} item=item_{g.s(B62, 20)} access_token={a} institution=ins_{g.r.randint(1, 130000)}
2026-12-01T08:41:13.402Z INFO  identity/get ok accounts=2
""", [a]


@sec
def s_plaid_py(g):
    secr = g.hexs(30)
    return "name-context", f"""import plaid
from plaid.api import plaid_api

configuration = plaid.Configuration(
    host=plaid.Environment.Sandbox,
    api_key={{
        "clientId": "{g.hexs(24)}",
        "secret": "{secr}",
    }},
)
client = plaid_api.PlaidApi(plaid.ApiClient(configuration))
""", [secr]


@sec
def s_stripe_identity(g):
    k = "sk_live_" + g.s(B62, 99); wh = "whsec_" + g.s(B62, 32)
    return "self-identifying", f"""# stripe identity verification sessions (server)
export STRIPE_SECRET_KEY={k}
export STRIPE_IDENTITY_WEBHOOK_SECRET={wh}
stripe listen --forward-to localhost:4242/identity/webhook --events identity.verification_session.verified
""", [k, wh]


@sec
def s_onfido_sdk_token(g):
    j = g.jwt(sub=g.uuid())
    return "self-identifying", f"""POST /v3.6/sdk_token HTTP/1.1
Host: api.onfido.com
Content-Type: application/json

{{"applicant_id":"{g.uuid()}","referrer":"https://app.example-wallet.com/*"}}

HTTP/1.1 200 OK
Content-Type: application/json

{{"token":"{j}"}}
""", [j]


@sec
def s_hook_payload(g):
    t = onfido(g, "live")
    return "self-identifying", json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
        "tool_input": {"file_path": "/srv/kyc/.env"},
        "tool_response": {"file": {"content": f"APP_ENV=production\nONFIDO_API_TOKEN={t}\nLOG_LEVEL=info\n"}}}, indent=2), [t]


@sec
def s_hook_bash_sumsub(g):
    sk = g.s(B62, 32)
    return "name-context", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash",
        "tool_input": {"command": f"SUMSUB_SECRET_KEY={sk} python scripts/replay_applicant.py --applicant 6{g.hexs(23)}",
                       "description": "replay applicant review webhook locally"}}), [sk]


@sec
def s_maxmind(g):
    lk = g.s(B62, 6) + "_" + g.s(B62, 29) + "_mmk"
    acct = str(g.r.randint(100000, 999999))
    return "name-context", f"""# /etc/GeoIP.conf  (minFraud + GeoIP updates on fraud-worker-02)
AccountID {acct}
LicenseKey {lk}
EditionIDs GeoIP2-Anonymous-IP GeoIP2-City
""", [lk]


@sec
def s_minfraud_basic(g):
    acct = str(g.r.randint(100000, 999999)); lk = g.s(B62, 16)
    return "structural", f"""$ http --auth {acct}:{lk} POST https://minfraud.maxmind.com/minfraud/v2.0/score device:='{{"ip_address":"203.0.113.{g.r.randint(2, 250)}"}}'
HTTP/1.1 200 OK
{{"risk_score": {g.r.randint(1, 99)}.{g.r.randint(10, 99)}, "id": "{g.uuid()}", "funds_remaining": 24.98}}
""", [lk]


@sec
def s_seon(g):
    k = g.uuid()
    return "structural", f"""POST /SeonRestService/fraud-api/v2/ HTTP/1.1
Host: api.seon.io
X-API-KEY: {k}
Content-Type: application/json

{{"config":{{"ip_api":true,"email_api":true}},"ip":"198.51.100.{g.r.randint(2, 250)}","email":"applicant{g.r.randint(1, 999)}@example.net"}}
""", [k]


@sec
def s_fingerprint(g):
    k = g.s(B62, 20)
    return "name-context", f"""// server/fingerprint.ts
import {{ FingerprintJsServerApiClient, Region }} from '@fingerprintjs/fingerprintjs-pro-server-api';

export const fp = new FingerprintJsServerApiClient({{
  apiKey: '{k}', // secret API key (server); the public key lives in the web agent
  region: Region.EUCentral,
}});
""", [k]


@sec
def s_alloy(g):
    tok = g.s(B62, 32); secr = g.s(B62, 32)
    return "structural", f"""Traceback (most recent call last):
  File "/app/kyc/alloy.py", line 88, in evaluate
    r = requests.post(url, json=payload, auth=(ALLOY_TOKEN, ALLOY_SECRET), timeout=10)
  File "/usr/lib/python3.11/site-packages/requests/api.py", line 115, in post
requests.exceptions.ConnectionError: HTTPSConnectionPool(host='sandbox.alloy.co', port=443): Max retries exceeded with url: https://{tok}:{secr}@sandbox.alloy.co/v1/evaluations (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))
""", [secr]


@sec
def s_socure(g):
    k = g.uuid()
    return "structural", f"""> POST /api/3.0/EmailAuthScore HTTP/1.1
> Host: sandbox.socure.com
> Authorization: SocureApiKey {k}
> Content-Type: application/json
>
< HTTP/1.1 200 OK
< x-request-id: {g.uuid()}
""", [k]


@sec
def s_idnow(g):
    k = g.s(UPPER + DIG, 30)
    return "name-context", f"""idnow:
  gateway: https://gateway.test.idnow.de
  companyId: examplebank
  apiKey: {k}
  autoIdent: true
  redirectUrl: https://app.examplebank.de/ident/done
""", [k]


@sec
def s_trulioo(g):
    u = "API_" + g.s(LOW, 6); p = strong(g)
    return "structural", f"""<!-- appsettings.Trulioo.xml -->
<TruliooSettings>
  <Endpoint>https://gateway.trulioo.com/trial/verifications/v1/verify</Endpoint>
  <Username>{u}</Username>
  <Password>{p}</Password>
  <ConfigurationName>Identity Verification</ConfigurationName>
</TruliooSettings>
""", [p]


@sec
def s_db_url(g):
    p = strong(g)
    return "structural", f"""# kyc-review-tool/.env
DATABASE_URL=postgres://kyc_reviewer:{p}@kyc-db.internal:5432/kyc_cases?sslmode=require
DOCUMENT_BUCKET=s3://kyc-docs-prod-eu
RETENTION_DAYS=1825
""", [p]


@sec
def s_aws_bucket(g):
    a = g.aws_akid(); s = g.aws_secret()
    return "self-identifying", f"""[kyc-docs-archiver]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = eu-west-1
# writes selfies and ID scans to kyc-docs-prod-eu with SSE-KMS
""", [a, s]


@sec
def s_incode(g):
    k = g.s(B62, 28)
    return "structural", f"""$ curl -X POST https://demo-api.incodesmile.com/omni/start \\
   -H "api-version: 1.0" -H "x-api-key: {k}" \\
   -H "Content-Type: application/json" \\
   -d '{{"countryCode":"ALL","configurationId":"{g.hexs(24)}"}}'
{{"token":"{g.hexs(24)}","interviewId":"{g.hexs(24)}","flowType":"flow"}}
""", [k]


@sec
def s_ticket_de(g):
    p = strong(g)
    return "name-context", f"""Ticket KYC-{g.r.randint(1000, 9999)}: Zugang zum Onfido-Dashboard für das Compliance-Team
Hallo zusammen, der Sammelzugang compliance@examplebank.de ist eingerichtet.
Passwort: {p}
Bitte nach dem ersten Login 2FA aktivieren. Danke, Jana
""", [p]


@sec
def s_ticket_es(g):
    k = g.s(B62, 32)
    return "name-context", f"""Hola equipo, para las pruebas de Veriff en el entorno de QA usad la clave secreta compartida {k}
(la pública ya está en el frontend). No la subáis al repo, por favor. — Lucía
""", [k]


@sec
def s_ticket_fr(g):
    sk = g.s(B62, 32)
    return "name-context", f"""Objet : webhooks Sumsub en échec (signature)
Le secret du webhook a été régénéré ce matin ; nouvelle valeur : {sk}
Pensez à mettre à jour la variable dans Vault et à redéployer kyc-gateway.
""", [sk]


@sec
def s_diff(g):
    old = g.s(B62, 32); new = g.s(B62, 32)
    return "name-context", f"""diff --git a/config/kyc.yml b/config/kyc.yml
index {g.hexs(7)}..{g.hexs(7)} 100644
--- a/config/kyc.yml
+++ b/config/kyc.yml
@@ -4,7 +4,7 @@ onfido:
   region: eu
   webhook:
-    token: {old}
+    token: {new}
   report_names: [document, facial_similarity_photo]
""", [old, new]


@sec
def s_notebook(g):
    secr = g.hexs(30)
    return "name-context", json.dumps({"cell_type": "code", "execution_count": 7, "metadata": {},
        "source": ["import requests\n", f"PLAID_SECRET = '{secr}'\n",
                   "r = requests.post('https://production.plaid.com/identity_verification/list', json={'client_id': CID, 'secret': PLAID_SECRET, 'template_id': TPL, 'client_user_id': 'u-77'})\n",
                   "r.json()['identity_verifications'][0]['status']"],
        "outputs": [{"output_type": "execute_result", "data": {"text/plain": ["'success'"]}, "execution_count": 7}]}, indent=1), [secr]


@sec
def s_k8s_secret(g):
    import base64
    raw = g.s(B62, 32); enc = base64.b64encode(raw.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: fraud-scoring
  namespace: risk
type: Opaque
data:
  SIFT_API_KEY: {enc}
""", [enc]


@sec
def s_pem(g):
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"""# certs/jumio-client-signing.pem — used to sign callbacks to the partner bank
{block}
""", [line]


@sec
def s_redis_url(g):
    p = strong(g)
    return "structural", f"""2026-12-02 07:12:55,118 ERROR rq.worker: Failed to connect to redis://:{p}@fraud-cache.internal:6379/3 (velocity-checks queue)
ConnectionRefusedError: [Errno 111] Connection refused
""", [p]


@sec
def s_ondato(g):
    cs = g.s(B62 + "-_", 40)
    return "structural", f"""$ curl -s https://id.ondato.com/connect/token \\
    -d grant_type=client_credentials -d client_id=examplebank.kyc \\
    -d client_secret={cs} -d scope=kyc_identifications
{{"access_token":"eyJ...","expires_in":3600,"token_type":"Bearer"}}
""", [cs]


@sec
def s_csharp(g):
    k = onfido(g, "live")
    return "self-identifying", f"""// KycModule.cs
services.AddHttpClient("onfido", c =>
{{
    c.BaseAddress = new Uri("https://api.us.onfido.com/v3.6/");
    c.DefaultRequestHeaders.Add("Authorization", "Token token={k}");
}});
""", [k]


@sec
def s_toml(g):
    k = g.s(B62, 40)
    return "name-context", f"""# fraud-rules/config.toml
[sardine]
base_url = "https://api.sandbox.sardine.ai"
client_id = "{g.uuid()}"
client_secret = "{k}"

[rules]
block_score = 85
""", [k]


@sec
def s_shell_history(g):
    p = strong(g)
    return "structural", f"""  501  kubectl -n kyc get pods
  502  kubectl -n kyc port-forward svc/kyc-db 5432
  503  psql "host=localhost user=kyc_admin password={p} dbname=kyc_cases" -c "select status, count(*) from checks group by 1"
  504  history | tail
""", [p]


@sec
def s_persona_webhook_js(g):
    wh = "wbhsec_" + g.uuid()
    return "self-identifying", f"""// api/persona-webhook.js
const SECRET = process.env.PERSONA_WEBHOOK_SECRET || '{wh}';
export default function handler(req, res) {{
  const [t, v1] = req.headers['persona-signature'].split(',').map(p => p.split('=')[1]);
  const digest = crypto.createHmac('sha256', SECRET).update(`${{t}}.${{req.rawBody}}`).digest('hex');
  if (digest !== v1) return res.status(401).end();
}}
""", [wh]


@sec
def s_sdk_admin_pin(g):
    pin = g.s(DIG, 6)
    return "name-context", f"""Branch onboarding tablets (Android, kiosk mode) — IT notes
- MDM profile: KYC-Branch-2026
- kiosk exit PIN: {pin}
- Veriff app launches in lock-task mode; only the store manager knows the exit PIN
""", [pin]


def main():
    run("kycverify", Gen(36001))


# ---------------------------------------------------------------- clean
@cln
def c_env_example(g):
    return """# .env.example
ONFIDO_API_TOKEN=<your onfido api token>
ONFIDO_WEBHOOK_TOKEN=
PERSONA_API_KEY=persona_sandbox_xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx
SUMSUB_APP_TOKEN=${SUMSUB_APP_TOKEN}
SUMSUB_SECRET_KEY=changeme
"""


@cln
def c_onfido_check(g):
    return f"""{{"id":"{g.uuid()}","created_at":"2026-11-29T10:0{g.r.randint(0, 9)}:11Z","status":"complete","result":"clear","applicant_id":"{g.uuid()}","report_ids":["{g.uuid()}","{g.uuid()}"],"href":"/v3.6/checks/{g.uuid()}","sandbox":false}}"""


@cln
def c_webhook_sig(g):
    return f"""POST /hooks/onfido HTTP/1.1
Host: kyc.example-bank.io
X-SHA2-Signature: {g.sha256()}
Content-Type: application/json

{{"payload":{{"resource_type":"check","action":"check.completed","object":{{"id":"{g.uuid()}","status":"complete"}}}}}}
"""


@cln
def c_veriff_frontend(g):
    return f"""<script src="https://cdn.veriff.me/sdk/js/1.5/veriff.min.js"></script>
<script>
  const veriff = Veriff({{
    host: 'https://stationapi.veriff.com',
    apiKey: '{g.uuid()}',
    parentId: 'veriff-root',
    onSession: (err, resp) => window.veriffSDK.createVeriffFrame({{ url: resp.verification.url }})
  }});
</script>
"""


@cln
def c_persona_inquiry(g):
    return f"""{{"data":{{"type":"inquiry","id":"inq_{g.s(B62, 24)}","attributes":{{"status":"approved","reference-id":"usr_{g.r.randint(10000, 99999)}","created-at":"2026-11-30T14:22:10.000Z"}},"relationships":{{"template":{{"data":{{"type":"template","id":"itmpl_{g.s(B62, 24)}"}}}}}}}}}}"""


@cln
def c_sumsub_applicant(g):
    return f"""{{"id":"6{g.hexs(23)}","createdAt":"2026-12-01 09:31:44","clientId":"examplebank","inspectionId":"6{g.hexs(23)}","externalUserId":"user-{g.r.randint(1000, 99999)}","review":{{"reviewStatus":"completed","reviewResult":{{"reviewAnswer":"GREEN"}}}},"levelName":"basic-kyc-level"}}"""


@cln
def c_sumsub_sig_doc(g):
    return f"""Signing requests: X-App-Access-Sig is the lowercase hex HMAC-SHA256 of ts + method + path + body,
keyed with your secret key. Example for ts=1733040000, GET /resources/applicants/-;externalUserId=u1/one:
X-App-Access-Ts: 1733040000
X-App-Access-Sig: {g.sha256()}
(The app token goes in X-App-Token; keep both in your secrets manager, never in the mobile app.)
"""


@cln
def c_plaid_link(g):
    return f"""{{"expiration":"2026-12-03T18:{g.r.randint(10, 59)}:02Z","link_token":"link-sandbox-{g.uuid()}","request_id":"{g.s(B62, 15)}"}}"""


@cln
def c_plaid_idv(g):
    return f"""{{"id":"idv_{g.s(B62, 14)}","client_user_id":"u-{g.r.randint(100, 999)}","status":"success","steps":{{"documentary_verification":"success","selfie_check":"success","kyc_check":"success","risk_check":"success"}},"template":{{"id":"idvtmp_{g.s(B62, 14)}","version":3}},"request_id":"{g.s(B62, 15)}"}}"""


@cln
def c_sift_beacon(g):
    return f"""<script>
  var _sift = window._sift = window._sift || [];
  _sift.push(['_setAccount', '{g.hexs(10)}']);   // JavaScript snippet beacon key (public)
  _sift.push(['_setUserId', '{g.r.randint(10000, 99999)}']);
  _sift.push(['_setSessionId', '{g.uuid()}']);
  _sift.push(['_trackPageview']);
</script>
"""


@cln
def c_git_log(g):
    return "\n".join(f"{g.hexs(40)} {m}" for m in [
        "kyc: move Onfido token to Vault path secret/kyc/onfido", "fraud: bump sift-go to v2.1.0",
        "persona: verify webhook signature with timing-safe compare", "ci: run sandbox KYC e2e nightly"]) + "\n"


@cln
def c_k8s_ref(g):
    return """env:
  - name: ONFIDO_API_TOKEN
    valueFrom:
      secretKeyRef:
        name: kyc-provider-credentials
        key: onfido-api-token
  - name: PERSONA_WEBHOOK_SECRET
    valueFrom:
      secretKeyRef:
        name: kyc-provider-credentials
        key: persona-webhook-secret
"""


@cln
def c_jwks(g):
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": g.hexs(16), "alg": "RS256", "e": "AQAB",
                                 "n": g.b64url(256)}]}, indent=2)


@cln
def c_pubkey(g):
    body = "\n".join(g.b64(48) for _ in range(5))
    return f"""# Jumio callback signature verification — Jumio's published public key
-----BEGIN PUBLIC KEY-----
{body}
-----END PUBLIC KEY-----
"""


@cln
def c_lock(g):
    return f"""onfido@3.4.0:
  resolved "https://registry.yarnpkg.com/@onfido/api/-/api-3.4.0.tgz#{g.sha1()}"
  integrity sha512-{g.b64(64)}
"""


@cln
def c_prose(g):
    return """Runbook: rotating KYC provider credentials
1. Create the new API token in the provider dashboard (Onfido: Settings > Developers > Tokens).
2. Write it to Vault at secret/kyc/<provider>; never paste it into tickets or chat.
3. Restart kyc-gateway; confirm the next webhook verifies, then revoke the old token.
Webhook tokens and shared secrets are rotated the same way, one provider at a time.
"""


@cln
def c_decision(g):
    return f"""{{"status":"success","verification":{{"id":"{g.uuid()}","code":9001,"person":{{"firstName":"MARIA","lastName":"MUSTERFRAU","idNumber":null}},"reason":null,"status":"approved","document":{{"number":"C{g.s(UPPER + DIG, 8)}","type":"ID_CARD","country":"DE"}},"vendorData":"{g.uuid()}","decisionTime":"2026-12-01T10:12:44.112Z"}},"technicalData":{{"ip":"192.0.2.{g.r.randint(2, 250)}"}}}}"""


@cln
def c_sift_score(g):
    return f"""{{"status":0,"error_message":"OK","request":"{{\\"$type\\":\\"$create_order\\",\\"$user_id\\":\\"{g.r.randint(1000, 9999)}\\",\\"$order_id\\":\\"ORD-{g.r.randint(100000, 999999)}\\"}}","time":1764{g.s(DIG, 6)},"score_response":{{"scores":{{"payment_abuse":{{"score":0.0{g.r.randint(1, 9)}}}}},"workflow_statuses":[{{"id":"{g.hexs(24)}","state":"finished"}}]}}}}"""


@cln
def c_checksum(g):
    return f"""$ sha256sum onfido-android-sdk-19.2.0.aar veriff-ios-6.12.0.xcframework.zip
{g.sha256()}  onfido-android-sdk-19.2.0.aar
{g.sha256()}  veriff-ios-6.12.0.xcframework.zip
"""


@cln
def c_minfraud_resp(g):
    return f"""{{"id":"{g.uuid()}","risk_score":{g.r.randint(0, 99)}.{g.r.randint(10, 99)},"funds_remaining":{g.r.randint(1, 200)}.{g.r.randint(10, 99)},"queries_remaining":{g.r.randint(100, 99999)},"ip_address":{{"risk":0.{g.r.randint(1, 99)},"traits":{{"is_anonymous_vpn":false}}}},"disposition":{{"action":"accept","reason":"default"}}}}"""


@cln
def c_compose_vars(g):
    return """services:
  kyc-gateway:
    image: registry.example.com/kyc-gateway:1.18.2
    environment:
      ONFIDO_API_TOKEN: ${ONFIDO_API_TOKEN:?set in .env}
      SUMSUB_APP_TOKEN: ${SUMSUB_APP_TOKEN}
      SUMSUB_SECRET_KEY: ${SUMSUB_SECRET_KEY}
      JUMIO_CLIENT_SECRET: ${JUMIO_CLIENT_SECRET}
"""


@cln
def c_chat_vault(g):
    return f"""[#kyc-eng] ines: where's the sandbox Persona key again?
[#kyc-eng] ravi: 1Password vault "KYC – Sandbox", item "Persona API (sandbox)". don't paste it here pls
[#kyc-eng] ines: found it, thanks. inquiry inq_{g.s(B62, 24)} goes through now
"""


@cln
def c_ticket_fraud(g):
    return f"""Fraud case FR-{g.r.randint(10000, 99999)}: order ORD-{g.r.randint(100000, 999999)} blocked by Sift (payment_abuse 0.{g.r.randint(80, 99)}).
Card BIN {g.s(DIG, 6)}, last4 {g.s(DIG, 4)}, device id {g.uuid()}. Customer asked for manual review; passport check via Onfido was "consider" (image quality).
"""


@cln
def c_sdk_config_ios(g):
    return f"""let config = try OnfidoConfig.builder()
    .withSDKToken(sdkToken)           // fetched from our backend per applicant, expires after 90 min
    .withWelcomeStep()
    .withDocumentStep()
    .withFaceStep(ofVariant: .photo(withConfiguration: nil))
    .build()
// applicant id: {g.uuid()}
"""


@cln
def c_terraform_vault(g):
    return """data "vault_kv_secret_v2" "kyc" {
  mount = "secret"
  name  = "kyc/providers"
}

resource "kubernetes_secret" "kyc" {
  metadata { name = "kyc-provider-credentials" }
  data = {
    onfido-api-token = data.vault_kv_secret_v2.kyc.data["onfido_api_token"]
  }
}
"""


@cln
def c_hmac_test(g):
    return f"""def test_persona_signature_rejects_tampered_body():
    secret = "test-secret"  # fixture, only used in this test
    body = b'{{"data":{{"id":"evt_{g.s(B62, 20)}"}}}}'
    sig = sign(secret, 1733040000, body)
    assert verify(secret, f"t=1733040000,v1={{sig}}", body + b" ")  is False
"""


@cln
def c_idempotency(g):
    return f"""> POST /v3.6/checks HTTP/1.1
> Host: api.eu.onfido.com
> Authorization: Token token=[FILTERED]
> Idempotency-Key: {g.uuid()}
< HTTP/1.1 201 Created
< X-Request-Id: {g.hexs(32)}
"""


@cln
def c_mrz(g):
    return f"""MRZ parsed (test specimen):
P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<
L898902C36UTO7408122F1204159ZE184226B<<<<<10
document_number=L898902C3 checksum_ok=true face_match=0.9{g.r.randint(10, 99)}
"""


@cln
def c_docs_sandbox(g):
    return """Sandbox vs live: sandbox tokens (api_sandbox.…) only reach the sandbox and return canned results;
live tokens (api_live.…) create billable checks. Generate each in the dashboard, store it in your secrets
manager, and load it from the environment: ONFIDO_API_TOKEN=<token>. Never commit either.
"""


@cln
def c_seon_resp(g):
    return f"""{{"success":true,"data":{{"id":"{g.s(B62, 12)}","state":"APPROVE","fraud_score":{g.r.randint(0, 40)}.0,"ip_details":{{"ip":"203.0.113.{g.r.randint(2, 250)}","score":0.0}},"email_details":{{"email":"a{g.r.randint(1, 99)}@example.org","deliverable":true}}}}}}"""


@cln
def c_alembic(g):
    return f"""\"\"\"add kyc_checks.provider_reference

Revision ID: {g.hexs(12)}
Revises: {g.hexs(12)}
Create Date: 2026-11-27 16:02:11.118283
\"\"\"
op.add_column("kyc_checks", sa.Column("provider_reference", sa.String(64), nullable=True))
"""


@cln
def c_fingerprint_public(g):
    return f"""import FingerprintJS from '@fingerprintjs/fingerprintjs-pro';
const fpPromise = FingerprintJS.load({{ apiKey: '{g.s(B62, 20)}', region: 'eu' }}); // public browser key
const {{ visitorId, requestId }} = await (await fpPromise).get();
"""


@cln
def c_log_masked(g):
    return f"""2026-12-02T09:1{g.r.randint(0, 9)}:04Z INFO kyc-gateway provider=sumsub applicant=6{g.hexs(23)} app_token=sbx:****{g.s(B62, 4)} status=pending
2026-12-02T09:1{g.r.randint(0, 9)}:09Z INFO kyc-gateway provider=sumsub applicant=6{g.hexs(23)} review=GREEN
"""


@cln
def c_postman_env(g):
    return json.dumps({"id": g.uuid(), "name": "Onfido sandbox", "values": [
        {"key": "baseUrl", "value": "https://api.eu.onfido.com/v3.6", "enabled": True},
        {"key": "apiToken", "value": "{{ONFIDO_TOKEN}}", "enabled": True},
        {"key": "applicantId", "value": g.uuid(), "enabled": True}]}, indent=2)


@cln
def c_b64_image(g):
    return f"""{{"document_front":{{"file_name":"specimen_front.jpg","content_type":"image/jpeg","data":"/9j/4AAQSkZJRgABAQ{g.b64(60)}"}},"issuing_country":"GBR"}}"""


@cln
def c_csv(g):
    rows = "\n".join(f"{g.uuid()},{g.pick(['clear', 'consider', 'clear'])},{g.pick(['passport', 'driving_licence', 'national_identity_card'])},2026-11-{g.r.randint(10, 30)}" for _ in range(4))
    return "check_id,result,document_type,completed_on\n" + rows + "\n"


@cln
def c_secret_names(g):
    return """$ vault kv metadata get secret/kyc/providers
======= Metadata Path =======
secret/metadata/kyc/providers
Key                     Value
---                     -----
current_version         14
created_time            2026-03-02T11:02:09.1Z
updated_time            2026-11-30T08:44:51.7Z
"""


@cln
def c_jira_no_secret(g):
    return f"""KYC-{g.r.randint(1000, 9999)} Veriff decision webhooks rejected with 401 after key rotation
Steps: rotate shared secret in Veriff Station, update VERIFF_SHARED_SECRET_KEY in Vault, restart pods.
Expected: X-HMAC-SIGNATURE validates. Actual: mismatch — pods still read the old value (cached secret mount).
Fix: rollout restart after Vault sync.
"""


@cln
def c_ruby_env(g):
    return """Onfido.configure do |config|
  config.api_token = Rails.application.credentials.dig(:onfido, :api_token)
  config.region = Rails.env.production? ? :eu : :us
end
"""


@cln
def c_aml_result(g):
    return f"""{{"matchStatus":"no_match","searchId":{g.r.randint(10**8, 10**9)},"ref":"{g.r.randint(10**9, 10**10)}-{g.s(B62, 8)}","filters":{{"types":["sanction","pep"],"fuzziness":0.6}},"total_hits":0}}"""


@cln
def c_face_hash(g):
    return f"""face_similarity report {g.uuid()}: result=clear score=0.9{g.r.randint(100, 999)}
image sha1 selfie={g.sha1()} document={g.sha1()}
"""


@cln
def c_cert(g):
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"""# api.sumsub.com leaf (for pinning tests)
-----BEGIN CERTIFICATE-----
{body}
-----END CERTIFICATE-----
"""


@cln
def c_android(g):
    return f"""// build.gradle (app)
dependencies {{
    implementation "com.onfido.sdk.capture:onfido-capture-sdk:19.2.0"
    implementation "com.veriff:veriff-library:6.{g.r.randint(1, 20)}.0"
}}
android {{ defaultConfig {{ buildConfigField "String", "KYC_BACKEND", '"https://kyc.example-bank.io"' }} }}
"""


@cln
def c_rules(g):
    return f"""# fraud-rules/rules.yaml
- id: R{g.r.randint(100, 999)}
  when: sift.payment_abuse > 0.85 and order.amount > 500
  action: hold_for_review
- id: R{g.r.randint(100, 999)}
  when: seon.fraud_score > 70
  action: decline
"""


@cln
def c_sdk_token_doc(g):
    return """SDK tokens are short-lived JWTs minted by your backend for one applicant. The mobile app receives one
per session; it can only upload documents for that applicant. Your API token never leaves the server —
if you find `api_live.` in a mobile bundle, rotate it immediately.
"""


if __name__ == "__main__":
    main()
