"""Blind redaction source contactcenter (round 36, corpora8): contact centres, support desks, IVR and CTI."""
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
import base64  # noqa: E402


def gc_secret(g):
    return g.s(URLSAFE, 43)


def zd_token(g):
    return g.s(B62, 40)


def fd_key(g):
    return g.s(B62, 20)


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


# ---------------------------------------------------------------- secrets
@sec
def s_genesys_env(g):
    cs = gc_secret(g)
    return "name-context", f"""# .env  (genesys-sync)
GENESYS_CLOUD_REGION=mypurecloud.de
GENESYS_CLOUD_CLIENT_ID={g.uuid()}
GENESYS_CLOUD_CLIENT_SECRET={cs}
GENESYS_QUEUE_IDS={g.uuid()},{g.uuid()}
""", [cs]


@sec
def s_genesys_curl(g):
    cid = g.uuid(); cs = gc_secret(g)
    return "structural", f"""$ curl -s -X POST https://login.mypurecloud.com/oauth/token \\
    -H "Authorization: Basic {basic(cid, cs)}" \\
    -d grant_type=client_credentials
{{"access_token":"{g.s(URLSAFE, 86)}","token_type":"bearer","expires_in":86399}}
""", [basic(cid, cs)]


@sec
def s_genesys_bearer(g):
    t = g.s(URLSAFE, 86)
    return "structural", f"""GET /api/v2/routing/queues?pageSize=25 HTTP/1.1
Host: api.mypurecloud.ie
Authorization: Bearer {t}
Accept: application/json
""", [t]


@sec
def s_genesys_archy(g):
    cs = gc_secret(g)
    return "name-context", f"""# ~/.archy_config  (Archy flow publishing)
authTokenOrClientId: {g.uuid()}
clientSecret: {cs}
location: euw2
""", [cs]


@sec
def s_genesys_tf(g):
    cs = gc_secret(g)
    return "name-context", f"""provider "genesyscloud" {{
  oauthclient_id     = "{g.uuid()}"
  oauthclient_secret = "{cs}"
  aws_region         = "eu-central-1"
}}
""", [cs]


@sec
def s_five9_soap(g):
    u = f"api.integration{g.r.randint(1, 9)}@acme-care.com"; p = strong(g)
    return "structural", f"""$ curl -s -u '{u}:{p}' -H 'Content-Type: text/xml' \\
    --data @getCampaigns.xml https://api.five9.com/wsadmin/v13/AdminWebService
<env:Envelope><env:Body><ns2:getCampaignsResponse><return><name>Outbound_Renewals</name><state>RUNNING</state></return></ns2:getCampaignsResponse></env:Body></env:Envelope>
""", [p]


@sec
def s_five9_java(g):
    p = strong(g)
    return "name-context", f"""# five9-reporting/src/main/resources/application.properties
five9.ws.url=https://api.five9.eu/wsadmin/v13/AdminWebService?wsdl&user=reports.bot@acme-care.com
five9.ws.username=reports.bot@acme-care.com
five9.ws.password={p}
five9.report.folder=Call Log Reports
""", [p]


@sec
def s_five9_agent_chat(g):
    p = strong(g)
    return "name-context", f"""[#cc-ops] supervisor_maria: new temp agent starts tomorrow, Five9 login is temp.agent07@acme-care.com
[#cc-ops] supervisor_maria: initial password {p} — she'll be forced to change it at first login
""", [p]


@sec
def s_cxone(g):
    ak = g.s(UPPER + DIG, 20); sk = g.s(B62, 40)
    return "name-context", f"""# cxone.yaml
cxone:
  auth_url: https://cxone.niceincontact.com/auth/token
  access_key_id: {ak}
  access_key_secret: {sk}
  business_unit: {g.r.randint(4000000, 4999999)}
""", [sk]


@sec
def s_cxone_token_req(g):
    sk = g.s(B62, 40); cs = g.s(B62, 32)
    return "structural", f"""POST /auth/token HTTP/1.1
Host: cxone.niceincontact.com
Content-Type: application/x-www-form-urlencoded

grant_type=password&username={g.s(UPPER + DIG, 20)}&password={sk}&client_id=acme-wfm@acme-care.com&client_secret={cs}
""", [sk, cs]


@sec
def s_connect_lambda(g):
    a = g.aws_akid(); s = g.aws_secret()
    return "self-identifying", f"""# lambda/ivr-lookup/.env  (Amazon Connect contact flow -> Lambda)
AWS_ACCESS_KEY_ID={a}
AWS_SECRET_ACCESS_KEY={s}
CONNECT_INSTANCE_ID={g.uuid()}
CRM_LOOKUP_TABLE=callers
""", [a, s]


@sec
def s_connect_crm_key(g):
    k = g.s(B62, 32)
    return "name-context", f"""$ aws lambda get-function-configuration --function-name connect-crm-dip --query Environment
{{
    "Variables": {{
        "CRM_BASE_URL": "https://acme.my.salesforce.com",
        "CRM_API_KEY": "{k}",
        "LOG_LEVEL": "INFO"
    }}
}}
""", [k]


@sec
def s_talkdesk(g):
    cs = g.s(B62, 48)
    return "name-context", f"""// talkdesk/client.ts
export const talkdesk = new TalkdeskClient({{
  accountName: 'acme-care',
  clientId: '{g.hexs(32)}',
  clientSecret: '{cs}',
  scopes: ['reports:read', 'users:read', 'calls:read'],
}});
""", [cs]


@sec
def s_talkdesk_pem(g):
    block, line = g.pem("PRIVATE KEY")
    return "self-identifying", f"""# Talkdesk client-credentials with private_key_jwt: key id {g.hexs(32)}
{block}
""", [line]


@sec
def s_zendesk_basic(g):
    t = zd_token(g)
    return "structural", f"""$ curl https://acmehelp.zendesk.com/api/v2/tickets/{g.r.randint(10000, 99999)}.json \\
    -u support-bot@acme-care.com/token:{t}
{{"ticket":{{"id":{g.r.randint(10000, 99999)},"status":"open","subject":"Refund not received"}}}}
""", [t]


@sec
def s_zendesk_env(g):
    t = zd_token(g)
    return "name-context", f"""ZENDESK_SUBDOMAIN=acmehelp
ZENDESK_EMAIL=support-bot@acme-care.com
ZENDESK_API_TOKEN={t}
""", [t]


@sec
def s_zendesk_header(g):
    t = zd_token(g); b = basic("support-bot@acme-care.com/token", t)
    return "structural", f"""DEBUG urllib3.connectionpool: https://acmehelp.zendesk.com:443 "PUT /api/v2/tickets/{g.r.randint(10000, 99999)}.json HTTP/1.1" 200 None
DEBUG zendesk.sync: request headers {{'Authorization': 'Basic {b}', 'Content-Type': 'application/json'}}
""", [b]


@sec
def s_zendesk_oauth(g):
    t = g.hexs(64)
    return "structural", f"""GET /api/v2/users/me.json HTTP/1.1
Host: acmehelp.zendesk.com
Authorization: Bearer {t}
""", [t]


@sec
def s_zendesk_webhook_secret(g):
    s = g.s(B62, 40)
    return "name-context", f"""# zendesk-webhooks/config.py
ZENDESK_WEBHOOK_SIGNING_SECRET = "{s}"  # Admin Center > Webhooks > Signing secret
def verify(sig, ts, body):
    return hmac.compare_digest(sig, base64.b64encode(hmac.new(ZENDESK_WEBHOOK_SIGNING_SECRET.encode(), ts + body, "sha256").digest()))
""", [s]


@sec
def s_sunco(g):
    kid = "app_" + g.hexs(24); ks = g.s(URLSAFE, 64)
    return "name-context", f"""SUNSHINE_CONVERSATIONS_APP_ID={g.hexs(24)}
SUNSHINE_CONVERSATIONS_KEY_ID={kid}
SUNSHINE_CONVERSATIONS_SECRET={ks}
""", [ks]


@sec
def s_freshdesk(g):
    k = fd_key(g)
    return "structural", f"""$ curl -v -u {k}:X -H "Content-Type: application/json" \\
    -X GET 'https://acmecare.freshdesk.com/api/v2/tickets?per_page=5'
< HTTP/2 200
< x-ratelimit-remaining: 698
""", [k]


@sec
def s_freshdesk_php(g):
    k = fd_key(g)
    return "name-context", f"""<?php
// wp-content/plugins/acme-support/freshdesk.php
define('FRESHDESK_DOMAIN', 'acmecare.freshdesk.com');
define('FRESHDESK_API_KEY', '{k}');
$ch = curl_init('https://' . FRESHDESK_DOMAIN . '/api/v2/tickets');
curl_setopt($ch, CURLOPT_USERPWD, FRESHDESK_API_KEY . ':X');
""", [k]


@sec
def s_freshcaller(g):
    k = g.s(B62, 32)
    return "structural", f"""GET /api/v1/calls?per_page=10 HTTP/1.1
Host: acmecare.freshcaller.com
X-Api-Auth: {k}
Accept: application/json
""", [k]


@sec
def s_front(g):
    t = g.jwt(sub=g.hexs(10))
    return "self-identifying", f"""# scripts/export_conversations.py
FRONT_API_TOKEN = "{t}"
session.headers["Authorization"] = f"Bearer {{FRONT_API_TOKEN}}"
resp = session.get("https://api2.frontapp.com/conversations?q[statuses][]=unassigned")
""", [t]


@sec
def s_front_app_secret(g):
    s = g.hexs(32)
    return "name-context", f"""front:
  app_uid: {g.hexs(8)}
  app_secret: {s}   # verifies X-Front-Signature on plugin webhooks
""", [s]


@sec
def s_intercom(g):
    t = "dG9rOj" + g.b64(45).rstrip("=")
    return "structural", f"""> GET /contacts/search HTTP/1.1
> Host: api.intercom.io
> Authorization: Bearer {t}
> Intercom-Version: 2.11
""", [t]


@sec
def s_aircall(g):
    api_id = g.hexs(32); api_tok = g.hexs(32)
    return "structural", f"""$ http -a {api_id}:{api_tok} GET https://api.aircall.io/v1/numbers
HTTP/1.1 200 OK
{{"numbers":[{{"id":{g.r.randint(100000, 999999)},"name":"Support DE","digits":"+49 30 1234 {g.s(DIG, 4)}"}}]}}
""", [api_tok]


@sec
def s_ringcentral(g):
    j = g.jwt(sub=str(g.r.randint(10**8, 10**9))); cs = g.s(B62, 22)
    return "self-identifying", f"""RINGCENTRAL_SERVER_URL=https://platform.ringcentral.com
RINGCENTRAL_CLIENT_ID={g.s(B62, 22)}
RINGCENTRAL_CLIENT_SECRET={cs}
RINGCENTRAL_JWT={j}
""", [cs, j]


@sec
def s_twilio_flex(g):
    sk = g.twilio(); secr = g.s(B62, 32)
    return "self-identifying", f"""// flex-plugin/.env
TWILIO_ACCOUNT_SID=AC{g.hexs(32)}
TWILIO_API_KEY={sk}
TWILIO_API_SECRET={secr}
TWILIO_WORKSPACE_SID=WS{g.hexs(32)}
""", [sk, secr]


@sec
def s_twilio_auth(g):
    t = g.hexs(32)
    return "name-context", f"""twilio:
  account_sid: AC{g.hexs(32)}
  auth_token: {t}
  studio_flow: FW{g.hexs(32)}
""", [t]


@sec
def s_sip_phone(g):
    p = strong(g)
    return "name-context", f"""; /etc/asterisk/pjsip.conf  (overflow agents, CTI bridge to the ACD)
[agent-2041]
type=auth
auth_type=userpass
username=2041
password={p}
""", [p]


@sec
def s_softphone_json(g):
    p = strong(g)
    return "structural", json.dumps({"softphone": {"sipServer": "sip.cc.acme-care.com", "transport": "wss",
        "extension": "3017", "authUser": "3017", "authPassword": p, "displayName": "Agent 3017"}}, indent=2), [p]


@sec
def s_sip_uri(g):
    p = strong(g)
    return "structural", f"""2026-12-02 09:12:44 WARN  ivr-gw trunk registration failed for sip:trunk-acme:{p}@sbc.carrier-example.net:5061;transport=tls (403 Forbidden)
""", [p]


@sec
def s_avaya_aes(g):
    p = strong(g)
    return "name-context", f"""# TSAPI.PRO (Avaya AES CTI link for the screen-pop service)
AES1=aes01.pbx.acme-care.local:450
ctiUser=ctiscreenpop
ctiPassword={p}
altTraceFile=C:\\ScreenPop\\logs\\tsapi.log
""", [p]


@sec
def s_finesse(g):
    p = strong(g)
    return "structural", f"""$ curl -k -u 'finesse_admin:{p}' https://finesse-a.uccx.acme-care.local:8445/finesse/api/SystemInfo
<SystemInfo><status>IN_SERVICE</status><deploymentType>UCCX</deploymentType></SystemInfo>
""", [p]


@sec
def s_wallboard_db(g):
    p = strong(g)
    return "structural", f"""Server=sql-wallboard.acme-care.local;Database=CCStats;User Id=wallboard_reader;Password={p};Encrypt=True;TrustServerCertificate=True
""", [p]


@sec
def s_salesforce_cti(g):
    p = strong(g); tokn = g.s(B62, 25)
    return "name-context", f"""# sfdc-cti-adapter/config.ini
[salesforce]
login_url = https://login.salesforce.com
username = cti.integration@acme-care.com
password = {p}
security_token = {tokn}
""", [p, tokn]


@sec
def s_ivr_pin(g):
    pin = g.s(DIG, g.pick([4, 6]))
    return "name-context", f"""IVR admin notes (Genesys Architect):
- Emergency closure message: dial +1 800 555 01{g.s(DIG, 2)}, option 9, then the supervisor PIN {pin}
- The PIN toggles the "Site closed" flag read by the main inbound flow
""", [pin]


@sec
def s_hook_payload(g):
    t = zd_token(g)
    return "name-context", json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Read",
        "tool_input": {"file_path": "/repo/zendesk-app/settings.local.json"},
        "tool_response": {"file": {"content": json.dumps({"subdomain": "acmehelp", "email": "apps@acme-care.com", "apiToken": t}, indent=2)}}}, indent=2), [t]


@sec
def s_hook_bash(g):
    cs = gc_secret(g)
    return "name-context", json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash",
        "tool_input": {"command": f"gc profiles new --name prod --environment mypurecloud.com --clientId {g.uuid()} --clientSecret {cs}"}}), [cs]


@sec
def s_chat_nl(g):
    t = zd_token(g)
    return "name-context", f"""Hoi Pieter, de API-token voor Zendesk (acmehelp) is {t}. Gebruik hem alleen voor de migratie van de macro's, daarna trek ik hem in.
""", [t]


@sec
def s_chat_it(g):
    p = strong(g)
    return "name-context", f"""Ciao Luca, per il turno di domani la password della postazione condivisa del team reclami (utente: reclami.team) è {p}
""", [p]


@sec
def s_chat_pl(g):
    k = fd_key(g)
    return "name-context", f"""Cześć, klucz API do Freshdesku (konto integracji): {k} — wklej go w ustawieniach wtyczki, nie w kodzie.
""", [k]


@sec
def s_diff(g):
    cs = g.s(B62, 48)
    return "name-context", f"""--- a/config/talkdesk.yml
+++ b/config/talkdesk.yml
@@ -1,4 +1,4 @@
 talkdesk:
   account: acme-care
-  client_secret: <%= ENV["TALKDESK_CLIENT_SECRET"] %>
+  client_secret: {cs}
""", [cs]


@sec
def s_k8s(g):
    raw = gc_secret(g); enc = base64.b64encode(raw.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata: {{name: genesys-oauth, namespace: contact-center}}
type: Opaque
data:
  client-secret: {enc}
""", [enc]


@sec
def s_webhook_url_token(g):
    t = g.s(B62, 32)
    return "structural", f"""Genesys Cloud > Admin > Integrations > Web Services Data Actions
Endpoint: https://crm-bridge.acme-care.com/lookup?caller=${{input.ani}}&access_token={t}
""", [t]


@sec
def s_gorgias(g):
    k = g.hexs(64)
    return "structural", f"""$ curl -u 'helpdesk@acme-shop.com:{k}' https://acmeshop.gorgias.com/api/tickets?limit=3
""", [k]


@sec
def s_kustomer(g):
    t = g.jwt(sub=g.hexs(24))
    return "self-identifying", f"""KUSTOMER_API_KEY={t}
KUSTOMER_ORG=acme-care
""", [t]


@sec
def s_recording_s3(g):
    p = strong(g)
    return "structural", f"""# recordings-export.sh — pulls call recordings from the recorder's SFTP
sshpass -p '{p}' sftp -oBatchMode=no recexport@rec01.acme-care.local:/recordings/2026/12/ ./incoming/
""", [p]


@sec
def s_dialpad(g):
    k = g.s(B62, 50)
    return "structural", f"""GET /api/v2/users?apikey={k}&state=active HTTP/1.1
Host: dialpad.com
""", [k]


@sec
def s_stack(g):
    p = strong(g)
    return "structural", f"""Exception in thread "cti-listener" java.sql.SQLException: Access denied for user 'cti'@'10.4.2.17'
	at com.acme.cti.Db.connect(Db.java:42) url=jdbc:mysql://cti-db:3306/cti?user=cti&password={p}
	at com.acme.cti.Listener.run(Listener.java:88)
""", [p]


def main():
    run("contactcenter", Gen(36003))


# ---------------------------------------------------------------- clean
@cln
def c_env_example(g):
    return """# .env.example
GENESYS_CLOUD_REGION=mypurecloud.com
GENESYS_CLOUD_CLIENT_ID=
GENESYS_CLOUD_CLIENT_SECRET=<from Admin > OAuth>
ZENDESK_API_TOKEN=${ZENDESK_API_TOKEN}
FRESHDESK_API_KEY=your-api-key-here
FIVE9_PASSWORD=changeme
"""


@cln
def c_conv_event(g):
    return json.dumps({"topicName": f"v2.detail.events.conversation.{g.uuid()}.customer.start",
        "eventBody": {"conversationId": g.uuid(), "participantId": g.uuid(), "queueId": g.uuid(), "ani": "tel:+4930" + g.s(DIG, 8),
                      "dnis": "tel:+498001234567", "mediaType": "VOICE"}}, indent=1)


@cln
def c_ctr(g):
    return json.dumps({"ContactId": g.uuid(), "InstanceARN": f"arn:aws:connect:eu-central-1:{g.s(DIG, 12)}:instance/{g.uuid()}",
        "Channel": "VOICE", "InitiationMethod": "INBOUND", "Queue": {"Name": "Billing", "ARN": f"arn:aws:connect:eu-central-1:{g.s(DIG, 12)}:instance/{g.uuid()}/queue/{g.uuid()}"},
        "Agent": {"Username": "agent.kim", "AfterContactWorkDuration": g.r.randint(5, 120)}}, indent=1)


@cln
def c_zendesk_ticket(g):
    return json.dumps({"ticket": {"id": g.r.randint(10000, 99999), "status": "pending", "subject": "Password reset link not arriving",
        "description": "Customer says the password reset e-mail never arrives. Checked spam. Resent from admin.",
        "requester_id": g.r.randint(10**11, 10**12), "tags": ["password_reset", "email"], "via": {"channel": "web"}}}, indent=1)


@cln
def c_zendesk_sig(g):
    return f"""X-Zendesk-Webhook-Signature: {g.b64(32)}
X-Zendesk-Webhook-Signature-Timestamp: 2026-12-02T10:1{g.r.randint(0, 9)}:04Z
"""


@cln
def c_zendesk_manifest(g):
    return json.dumps({"name": "Acme Order Lookup", "author": {"name": "Acme", "email": "apps@acme-care.com"},
        "defaultLocale": "en", "private": True, "location": {"support": {"ticket_sidebar": {"url": "assets/iframe.html"}}},
        "version": "1.4.2", "frameworkVersion": "2.0",
        "parameters": [{"name": "apiToken", "type": "text", "secure": True, "required": True}]}, indent=2)


@cln
def c_front_sig(g):
    return f"""X-Front-Signature: {g.b64(32)}
X-Front-Request-Timestamp: 1733{g.s(DIG, 9)}
"""


@cln
def c_git_log(g):
    return "\n".join(f"{g.hexs(40)[:10]} {m}" for m in ["ivr: add holiday closure branch to main inbound flow",
        "cti: screen-pop opens contact by ANI", "zendesk: move API token to app secure settings", "five9: switch reporting to v13 ws"]) + "\n"


@cln
def c_k8s_ref(g):
    return """env:
  - name: GENESYS_CLOUD_CLIENT_SECRET
    valueFrom:
      secretKeyRef: {name: genesys-oauth, key: client-secret}
  - name: ZENDESK_API_TOKEN
    valueFrom:
      secretKeyRef: {name: zendesk, key: api-token}
"""


@cln
def c_architect_yaml(g):
    return f"""inboundCall:
  name: Main Inbound
  division: Home
  startUpRef: "/inboundCall/menus/menu[Main Menu_10]"
  defaultLanguage: en-us
  menus:
    - menu:
        name: Main Menu
        audio:
          tts: Press 1 for billing, 2 for technical support, or say "agent".
        choices:
          - menuTransferToAcd: {{ name: Billing, dtmf: digit_1, queue: {{ lit: {{ name: Billing }} }} }}
# flow id {g.uuid()}
"""


@cln
def c_prose_pw(g):
    return """Agent onboarding: on day one you'll get an e-mail from Five9 with a link to set your password. Choose at
least 12 characters; never share it with colleagues or write it on the desk. If you are locked out, your team
lead resets it from the admin console — support will never ask for your password by phone.
"""


@cln
def c_ivr_pin_prose(g):
    return """IVR: callers verify with the last four digits of their account number and their date of birth.
The IVR never reads back the PIN; failed attempts (3) route to the fraud queue.
"""


@cln
def c_queue_stats(g):
    rows = "\n".join(f"{q:<14}{g.r.randint(0, 40):>8}{g.r.randint(5, 600):>10}s{g.r.randint(60, 99):>8}%" for q in ["Billing", "Tech Support", "Retentions", "Spanish"])
    return "queue         waiting  longest    SL\n" + rows + "\n"


@cln
def c_call_log(g):
    return f"""2026-12-02 14:0{g.r.randint(0, 9)}:12 INFO cti call.offered ani=+4930{g.s(DIG, 8)} dnis=+498001234567 uui={g.hexs(16)} agent=3017
2026-12-02 14:0{g.r.randint(0, 9)}:15 INFO cti screenpop contact=003{g.s(B62, 15)} case=500{g.s(B62, 15)}
"""


@cln
def c_freshdesk_resp(g):
    return json.dumps([{"id": g.r.randint(1000, 99999), "subject": "Order not delivered", "status": 2, "priority": 1,
        "requester_id": g.r.randint(10**10, 10**11), "created_at": "2026-12-01T10:22:01Z"}], indent=1)


@cln
def c_lock(g):
    return f"""purecloud-platform-client-v2@{g.r.randint(180, 220)}.0.0:
  resolved "https://registry.yarnpkg.com/purecloud-platform-client-v2/-/purecloud-platform-client-v2-200.0.0.tgz#{g.sha1()}"
  integrity sha512-{g.b64(64)}
"""


@cln
def c_connect_flow(g):
    return json.dumps({"Version": "2019-10-30", "StartAction": g.uuid(), "Actions": [
        {"Identifier": g.uuid(), "Type": "InvokeLambdaFunction", "Parameters": {
            "LambdaFunctionARN": f"arn:aws:lambda:eu-central-1:{g.s(DIG, 12)}:function:connect-crm-dip", "InvocationTimeLimitSeconds": "3"},
         "Transitions": {"NextAction": g.uuid()}}]}, indent=1)


@cln
def c_sip_invite(g):
    return f"""INVITE sip:+498001234567@sbc.acme-care.com SIP/2.0
Via: SIP/2.0/TLS 198.51.100.{g.r.randint(2, 250)}:5061;branch=z9hG4bK{g.hexs(16)}
From: <sip:+4930{g.s(DIG, 8)}@carrier.example>;tag={g.hexs(8)}
Call-ID: {g.hexs(32)}@198.51.100.7
Proxy-Authorization: Digest username="trunk-acme", realm="sbc.acme-care.com", nonce="{g.hexs(32)}", uri="sip:+498001234567@sbc.acme-care.com", response="{g.hexs(32)}"
CSeq: 2 INVITE
"""


@cln
def c_front_conv(g):
    return json.dumps({"_links": {"self": f"https://api2.frontapp.com/conversations/cnv_{g.s(LOW + DIG, 7)}"},
        "id": f"cnv_{g.s(LOW + DIG, 7)}", "subject": "Invoice copy", "status": "assigned",
        "assignee": {"id": f"tea_{g.s(LOW + DIG, 4)}", "email": "ops@acme-care.com"}, "tags": [{"name": "billing"}]}, indent=1)


@cln
def c_wfm(g):
    return f"""agent,date,shift,activity
agent.kim,2026-12-0{g.r.randint(1, 9)},08:00-16:30,Phone
agent.ruiz,2026-12-0{g.r.randint(1, 9)},09:00-17:30,Email
agent.osei,2026-12-0{g.r.randint(1, 9)},12:00-20:30,Chat
"""


@cln
def c_doc(g):
    return """Zendesk API token auth: send `{email}/token:{api_token}` as basic-auth credentials. Create tokens in
Admin Center > Apps and integrations > Zendesk API, label them per integration and delete unused ones.
Example: curl https://{subdomain}.zendesk.com/api/v2/users/me.json -u jdoe@example.com/token:<api_token>
"""


@cln
def c_tf_vars(g):
    return """variable "genesys_client_secret" {
  type      = string
  sensitive = true
}
provider "genesyscloud" {
  oauthclient_id     = var.genesys_client_id
  oauthclient_secret = var.genesys_client_secret
  aws_region         = "eu-central-1"
}
"""


@cln
def c_jira(g):
    return f"""CC-{g.r.randint(100, 999)}: screen-pop opens wrong contact when ANI is withheld
Repro: call from anonymous number; CTI receives ani="anonymous", lookup matches first contact with empty phone.
Fix: skip lookup when ANI is anonymous/restricted. Call-ID {g.hexs(32)}.
"""


@cln
def c_chat(g):
    return f"""[#cc-ops] dev: who has the Five9 API user creds?
[#cc-ops] lead: in the shared vault, "Five9 / api.integration". I rotated them on Monday, pods pick up from the secret
[#cc-ops] dev: ok, campaign Outbound_Renewals back to RUNNING (case {g.r.randint(100000, 999999)})
"""


@cln
def c_recording_meta(g):
    return json.dumps({"recordingId": g.uuid(), "conversationId": g.uuid(), "mediaUri": f"s3://acme-cc-recordings/2026/12/02/{g.uuid()}.opus",
        "durationMs": g.r.randint(10000, 900000), "sha256": g.sha256()}, indent=1)


@cln
def c_jwks(g):
    return json.dumps({"keys": [{"kty": "RSA", "kid": g.hexs(20), "use": "sig", "alg": "RS256", "e": "AQAB", "n": g.b64url(256)}]}, indent=1)


@cln
def c_pubkey(g):
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"""# talkdesk private_key_jwt: public half registered with Talkdesk (key id {g.hexs(32)})
-----BEGIN PUBLIC KEY-----
{body}
-----END PUBLIC KEY-----
"""


@cln
def c_masked(g):
    return f"""2026-12-02T10:0{g.r.randint(0, 9)}:31Z INFO zendesk-sync auth=support-bot@acme-care.com/token:******** tickets_synced={g.r.randint(10, 900)}
"""


@cln
def c_csat(g):
    return f"""CSAT week 48: {g.r.randint(80, 97)}% (n={g.r.randint(300, 2000)}), AHT {g.r.randint(3, 9)}m{g.r.randint(10, 59)}s, FCR {g.r.randint(60, 85)}%, abandon {g.r.randint(1, 9)}.{g.r.randint(0, 9)}%
"""


@cln
def c_pjsip_template(g):
    return """; pjsip.conf template — secrets come from pjsip_auth.conf (not in git)
[agent-template](!)
type=endpoint
context=agents
disallow=all
allow=opus,ulaw
#include pjsip_auth.conf
"""


@cln
def c_macro(g):
    return f"""Zendesk macro "Password reset – how to": Hi {{{{ticket.requester.first_name}}}}, you can reset your password at
https://account.acme.example/reset. We'll never ask for your password. Ticket #{g.r.randint(10000, 99999)}.
"""


@cln
def c_aws_cli(g):
    return f"""$ aws connect list-queues --instance-id {g.uuid()} --queue-types STANDARD
{{"QueueSummaryList":[{{"Id":"{g.uuid()}","Name":"Billing","QueueType":"STANDARD"}},{{"Id":"{g.uuid()}","Name":"Tech Support","QueueType":"STANDARD"}}]}}
"""


@cln
def c_intercom_msg(g):
    return json.dumps({"type": "conversation", "id": str(g.r.randint(10**11, 10**12)), "state": "open",
        "source": {"type": "conversation", "body": "<p>Hi, my order #A-{} hasn't shipped</p>".format(g.r.randint(10000, 99999))}}, indent=1)


@cln
def c_agent_state(g):
    return f"""$ five9-cli agents status --skill Billing
USER                   STATE        REASON        SINCE
agent.kim@acme-care    READY        -             00:0{g.r.randint(1, 9)}:12
agent.ruiz@acme-care   NOT_READY    Lunch         00:{g.r.randint(10, 59)}:40
agent.osei@acme-care   ON_CALL      -             00:0{g.r.randint(1, 9)}:03
"""


@cln
def c_uui(g):
    return f"""UUI: 04{g.hexs(30)} (hex, carries the IVR-entered account number hash to the agent desktop)
"""


@cln
def c_cert(g):
    body = "\n".join(g.b64(48) for _ in range(6))
    return f"""# sbc.acme-care.com TLS cert (SIP over TLS), expires 2027-03-01
-----BEGIN CERTIFICATE-----
{body}
-----END CERTIFICATE-----
"""


@cln
def c_sha(g):
    return f"""$ sha256sum Five9Softphone-13.2.4.msi
{g.sha256()}  Five9Softphone-13.2.4.msi
"""


if __name__ == "__main__":
    main()
