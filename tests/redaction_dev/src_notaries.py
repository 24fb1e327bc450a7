"""Blind round 74: notaries and remote online notarisation (RON platforms, identity proofing, journals, e-seals and
certificates, title-company integrations). Written by the helper "corpora46"; seeded and deterministic."""
from __future__ import annotations

import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, UPPER, URLSAFE, Gen  # noqa: E402

FAMILY = "notaries"
N_SECRET, N_CLEAN = 250, 100
g = Gen(7401)
c = Gen(7402)
LOW = string.ascii_lowercase
DIG = string.digits


# ---------------------------------------------------------------- value helpers
def pin(n=None, gen=None):
    gen = gen or g
    n = n or gen.pick([4, 5, 6, 6, 8])
    return str(gen.r.randint(10 ** (n - 1), 10 ** n - 1))


def wordpw(words=None):
    words = words or ["Notary", "Seal", "Stamp", "Escrow", "Closing", "Deed", "Witness", "Affidavit", "Jurat",
                      "Apostille", "Lender", "Parcel", "Grantor", "Signer"]
    return g.pick(words) + str(g.r.randint(1, 2029)) + g.pick("!#$%?*@.")


def urlpw():
    return g.s(B62, g.r.randint(12, 22))


def phrase():
    w = ["copper", "lantern", "harbor", "quill", "meadow", "ledger", "violet", "anchor", "maple", "ember",
         "saffron", "pebble", "orbit", "walnut", "cinder", "tundra"]
    sep = g.pick(["-", ".", "_", ""])
    return sep.join(g.pick(w) for _ in range(3)) + (str(g.r.randint(1, 99)) if g.r.random() < .6 else "")


def legacy():
    return g.pick(["ntry", "seal", "ttl", "esc", "jrnl", "ron"]) + g.s(LOW, g.r.randint(2, 3)) + str(g.r.randint(1, 999))


def hex32():
    return g.hexs(32)


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def hook_bash(cmd, out, gen=None):
    gen = gen or g
    return json.dumps({"session_id": gen.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd, "description": "run it"},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, ensure_ascii=False)


def hook_read(path, content, gen=None):
    gen = gen or g
    return json.dumps({"session_id": gen.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                       "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                  "numLines": content.count("\n") + 1}}},
                      ensure_ascii=False)


def hook_edit(path, old, new, gen=None):
    gen = gen or g
    return json.dumps({"session_id": gen.uuid(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
                       "tool_input": {"file_path": path, "old_string": old, "new_string": new}}, ensure_ascii=False)


def person():
    return g.pick(["mreyes", "jdoe", "akowalski", "tnguyen", "lbauer", "srossi", "kwong", "pdubois", "emartin",
                   "hsato", "ovan.dijk", "cbrown"])


def state():
    return g.pick(["TX", "FL", "VA", "NV", "MN", "OH", "AZ", "MI", "WA", "PA", "MD", "TN"])


SECRET = []


def sec(fn):
    SECRET.append(fn)
    return fn


CLEAN = []


def cln(fn):
    CLEAN.append(fn)
    return fn


# ---------------------------------------------------------------- secret texts
@sec
def env_ron():
    k, w = g.s(B62, 40), "whsec_" + g.s(B62, 32)
    return "name-context", f"""# .env  (ron-bridge, production)
RON_PLATFORM=proof
PROOF_API_BASE=https://api.proof.com/v1
PROOF_API_KEY={k}
PROOF_WEBHOOK_SECRET={w}
NOTARY_STATE_DEFAULT={state()}
SESSION_RECORDING_BUCKET=ron-av-archive-prod
""", [k, w]


@sec
def persona_py():
    k = "persona_production_" + g.s(B62, 48)
    return "self-identifying", f"""import requests

PERSONA = "{k}"

def start_inquiry(signer):
    r = requests.post(
        "https://withpersona.com/api/v1/inquiries",
        headers={{"Authorization": f"Bearer {{PERSONA}}", "Persona-Version": "2023-01-05"}},
        json={{"data": {{"attributes": {{"inquiry-template-id": "itmpl_{g.s(B62, 24)}",
                                       "reference-id": signer.transaction_id}}}}}},
        timeout=10,
    )
    r.raise_for_status()
    return r.json()["data"]["id"]
""", [k]


@sec
def lexis_kba_xml():
    u, p = "ron_" + g.s(LOW, 6), wordpw().replace("&", "")
    return "name-context", f"""<?xml version="1.0" encoding="utf-8"?>
<!-- kba-service/config/lexisnexis.xml : InstantID Q&A for signer knowledge-based authentication -->
<KbaProvider name="LexisNexis" mode="production">
  <Endpoint>https://netview.lexisnexis.com/idmws/InstantIDQA</Endpoint>
  <Credentials>
    <UserName>{u}</UserName>
    <Password>{p}</Password>
    <AccountId>{g.r.randint(1000000, 9999999)}</AccountId>
  </Credentials>
  <QuestionCount>5</QuestionCount>
  <PassingScore>4</PassingScore>
  <TimeLimitSeconds>120</TimeLimitSeconds>
</KbaProvider>
""", [p]


@sec
def openssl_p12():
    p = g.pick([wordpw(), phrase(), urlpw()])
    name = person()
    return "name-context", f"""$ openssl pkcs12 -in ~/seal/{name}_identrust_notary.p12 -nokeys -passin pass:{p} | openssl x509 -noout -subject -enddate
subject=CN = {name.upper()}, O = Notary Public, ST = {state()}, C = US
notAfter=Mar 11 23:59:59 2028 GMT
""", [p]


@sec
def pkcs11_pin():
    p = pin(g.pick([6, 8]))
    return "name-context", f"""# sign the notarial certificate page with the e-seal on the USB token
pkcs11-tool --module /usr/lib/libeTPkcs11.so --login --pin {p} --list-objects --type cert
pdfsig-batch --token "SafeNet eToken 5110" --slot 0 --user-pin {p} --in closing_{g.r.randint(10000, 99999)}.pdf --out signed/
""", [p]


@sec
def java_keystore():
    p = g.pick([wordpw(), urlpw(), phrase()])
    return "name-context", f"""public final class SealSigner {{
    // TODO move to vault before the audit
    private static final char[] KEYSTORE_PASS = "{p}".toCharArray();

    public static PrivateKey loadSealKey(Path p12) throws Exception {{
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(p12)) {{
            ks.load(in, KEYSTORE_PASS);
        }}
        return (PrivateKey) ks.getKey("notary-eseal", KEYSTORE_PASS);
    }}
}}
""", [p]


@sec
def pem_seal():
    block, line = g.pem(g.pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]))
    return "self-identifying", f"""Here is the e-seal key the vendor sent for the staging notary (do not commit):

{block}

Subject: CN=Staging Notary {g.r.randint(100, 999)}, OU=Remote Online Notarization
""", [line]


@sec
def journal_pg():
    u, p = g.pick(["journal_rw", "ron_app", "enj_writer"]), urlpw()
    h = g.pick(["journal-db.internal", "10.20.4.17", "enj-prod.cluster-c8xk.us-east-1.rds.amazonaws.com"])
    return "structural", f"""JOURNAL_DATABASE_URL=postgresql://{u}:{p}@{h}:5432/enotary_journal?sslmode=require
JOURNAL_RETENTION_YEARS=10
""", [p]


@sec
def qualia_basic():
    u, p = "api_" + g.s(LOW + DIG, 10), g.s(B62, 32)
    b = basic(u, p)
    return "structural", f"""POST /api/v1/orders/{g.r.randint(100000, 999999)}/documents HTTP/1.1
Host: api.qualia.io
Authorization: Basic {b}
Content-Type: application/json

{{"document_type": "notarized_deed", "file_name": "deed_signed.pdf"}}
""", [b]


@sec
def resware_soap():
    u, p = g.pick(["RONBRIDGE", "ttl_integration", "svc.enotary"]), g.pick([wordpw(), legacy()])
    return "name-context", f"""<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username>{u}</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{p}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body><AddNote><FileNumber>{g.r.randint(20000, 99999)}-TX</FileNumber><Note>RON session complete</Note></AddNote></soapenv:Body>
</soapenv:Envelope>
""", [p]


@sec
def snapdocs_webhook_yaml():
    w = g.s(B62, 44)
    return "name-context", f"""# config/integrations.yml
snapdocs:
  base_url: https://api.snapdocs.com/v2
  client_id: {g.uuid()}
  signing_secret: "{w}"
  events: [closing.scheduled, closing.completed, document.notarized]
""", [w]


@sec
def simplifile_curl():
    u, p = g.pick(["countyrec", "escrow-team", "erec_bot"]), urlpw()
    return "structural", f"""curl -sS -u {u}:{p} \\
  -F "package=@erecord_pkg_{g.r.randint(1000, 9999)}.zip" \\
  https://api.simplifile.com/sf/rest/api/erecord/submitter/SFTX{g.r.randint(1000, 9999)}/packages/create
""", [p]


@sec
def aws_recordings():
    a, s = g.aws_akid(), g.aws_secret()
    return "self-identifying", f"""[ron-recordings]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = us-east-2
# bucket ron-av-archive-prod holds the audio-video of every session for 10 years (TX Gov Code 406.108)
""", [a, s]


@sec
def twilio_video_js():
    t = hex32()
    return "name-context", f"""// server/video.js  - rooms for the notary + signer call
const twilio = require('twilio');
const accountSid = 'AC{g.hexs(32)}';
const authToken = '{t}';
const client = twilio(accountSid, authToken);

async function openRoom(sessionId) {{
  return client.video.v1.rooms.create({{ uniqueName: `ron-${{sessionId}}`, type: 'group', recordParticipantsOnConnect: true }});
}}
""", [t]


@sec
def vonage_video_env():
    s = g.hexs(40)
    return "name-context", f"""OPENTOK_API_KEY={g.r.randint(40000000, 49999999)}
OPENTOK_API_SECRET={s}
OPENTOK_ARCHIVE_MODE=always
""", [s]


@sec
def agora_ts():
    cert = hex32()
    return "name-context", f"""// agora token server for witness video
export const agoraConfig = {{
  appId: '{g.hexs(32)}',
  appCertificate: '{cert}',
  expireSeconds: 3600,
}};
""", [cert]


@sec
def docusign_jwt():
    block, line = g.pem("RSA PRIVATE KEY")
    return "self-identifying", f"""# docusign_notary.py -- DocuSign Notary JWT grant
INTEGRATION_KEY = "{g.uuid()}"
IMPERSONATED_USER = "{g.uuid()}"
PRIVATE_KEY = \"\"\"{block}\"\"\"

api_client.request_jwt_user_token(INTEGRATION_KEY, IMPERSONATED_USER, "account-d.docusign.com", PRIVATE_KEY.encode(), 3600, ["signature", "impersonation"])
""", [line]


@sec
def de_chat():
    p = pin(6)
    kw = g.pick(["PIN der Signaturkarte", "Karten-PIN (beA)", "Signatur-PIN"])
    return "name-context", f"""[10:42] Notariat Krämer: Kannst du die XNotar-Einreichung fürs Grundbuchamt heute fertig machen? Die {kw} ist {p}, liegt sonst im Tresor.
[10:44] Sabine: ok, mach ich nach der Beurkundung um 11
""", [p]


@sec
def fr_mail():
    p = pin(4)
    pw = wordpw(["Etude", "Notaire", "Acte", "Minute", "Office"])
    return "name-context", f"""Objet : Clé REAL - remplacement pendant les congés

Bonjour Camille,

Pendant mon absence, tu peux signer les actes électroniques avec ma clé REAL (tiroir du bureau 2).
Code PIN de la clé : {p}
Mot de passe de l'espace MICEN : {pw}

Merci de ne pas transférer ce mail.
Maître Lefèvre
""", [p, pw]


@sec
def es_chat():
    p = pin(g.pick([4, 6]))
    pw = g.pick([wordpw(), legacy()])
    return "name-context", f"""Hola Marta, para el índice único del ANCERT usa mi tarjeta criptográfica; el PIN es {p}.
Y la contraseña de SIGNO la cambié ayer, ahora es {pw} (no la pongas en el Teams general, porfa).
""", [p, pw]


@sec
def it_ticket():
    pw = g.pick([wordpw(), phrase()])
    return "name-context", f"""Ticket #{g.r.randint(1000, 9999)} - Firma remota Notartel non funziona

Il notaio non riesce a firmare da casa. Ho provato con le sue credenziali:
utente: notaio.{g.pick(['bianchi', 'greco', 'conti'])}
password firma remota: {pw}
Errore: "certificato sospeso". Da verificare con il Consiglio Nazionale.
""", [pw]


@sec
def ja_chat():
    pw = g.pick([wordpw(), urlpw()])
    return "name-context", f"""田中さん、電子公証の指定公証人用の電子証明書(.p12)のパスワードは {pw} です。更新作業が終わったら変更してください。
""", [pw]


@sec
def pl_chat():
    pw = g.pick([wordpw(), phrase()])
    return "name-context", f"""Cześć, do Rejestru Aktów Notarialnych loguj się kartą kwalifikowaną, hasło do karty: {pw}. Wyślę resztę jutro.
""", [pw]


@sec
def nl_chat():
    pw = g.pick([wordpw(), legacy()])
    return "name-context", f"""Hoi Daan, het wachtwoord van het KNB-portaal voor de akte-registratie is {pw}. Graag na de passeerafspraak wijzigen.
""", [pw]


@sec
def pt_mail():
    pw = g.pick([wordpw(), phrase(), urlpw()])
    return "name-context", f"""Assunto: Certificado A1 do cartório

Segue o arquivo cartorio_{g.r.randint(1, 30)}oficio.pfx para instalar no servidor do e-Notariado.
Senha do certificado: {pw}
Validade até 2027. Qualquer dúvida me liga.
""", [pw]


@sec
def hook_read_env():
    k = g.s(B62, 40)
    pw = urlpw()
    content = (f"NOTARYCAM_PARTNER_ID={g.r.randint(1000, 9999)}\nNOTARYCAM_API_KEY={k}\n"
               f"JOURNAL_DB_PASSWORD={pw}\nTZ=America/Chicago\n")
    return "name-context", hook_read("/srv/ron-bridge/.env", content), [k, pw]


@sec
def hook_bash_psql():
    p = urlpw()
    cmd = f'psql "postgresql://enj_reader:{p}@journal-db.internal/enotary_journal" -c "select count(*) from journal_entries where notarized_at > now() - interval \'1 day\'"'
    return "structural", hook_bash(cmd, " count \n-------\n   412\n(1 row)\n"), [p]


@sec
def k8s_secret():
    raw = g.pick([urlpw(), wordpw()])
    b = base64.b64encode(raw.encode()).decode()
    return "name-context", f"""apiVersion: v1
kind: Secret
metadata:
  name: eseal-keystore
  namespace: ron
type: Opaque
data:
  keystore.p12: MIIKcQIBAzCCCjcGCSqGSIb3DQEHAaCCCigEggokMIIKIDCCBNcGCSqGSIb3DQEHBqCCBMgwggTE
  keystore-password: {b}
""", [b]


@sec
def tf_default():
    p = urlpw()
    return "name-context", f"""variable "title_portal_db_password" {{
  description = "password for the SoftPro bridge database"
  type        = string
  default     = "{p}"
  sensitive   = true
}}
""", [p]


@sec
def ci_log():
    _, tok, mark = g.self_identifying()
    return "self-identifying", f"""Run ./scripts/publish-notary-widget.sh
+ export PUBLISH_TOKEN={tok}
+ npm run build -- --mode production
> ron-widget@3.4.1 build
vite v5.2.8 building for production...
✓ 214 modules transformed.
""", [mark]


@sec
def go_struct():
    k = g.s(B62, 32)
    return "name-context", f"""package config

var Default = Settings{{
	NotarizeBaseURL: "https://api.notarize.com/v1",
	NotarizeAPIKey:  "{k}",
	JournalBucket:   "enj-prod",
	MaxSigners:      4,
}}
""", [k]


@sec
def appsettings():
    p = g.pick([urlpw(), wordpw()]).replace(";", "")
    return "structural", f"""{{
  "ConnectionStrings": {{
    "RamQuest": "Server=rq-sql01;Database=RamQuestClosing;User Id=ron_sync;Password={p};TrustServerCertificate=True"
  }},
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}
}}
""", [p]


@sec
def rails_credentials():
    k = g.s(B62, 36)
    s = g.hexs(64)
    return "name-context", f"""# EDITOR=vim bin/rails credentials:edit --environment production
blue_notary:
  api_token: {k}
secret_key_base: {s}
""", [k, s]


@sec
def support_ticket():
    pw = g.pick([wordpw(), legacy(), phrase()])
    return "name-context", f"""Zendesk #{g.r.randint(40000, 99999)} — Notary locked out of the platform

Reset done. Temporary password for {person()}@notarypros.example: {pw}
She must change it at first login; her commission ({state()}) expires in June, reminded her to upload the renewal.
""", [pw]


@sec
def handover_md():
    rows, vals = [], []
    for sysname in g.r.sample(["Simplifile", "SoftPro 360", "Qualia", "NotaryCam admin", "Snapdocs", "IdenTrust portal",
                               "Stavvy", "eNotaryLog"], 3):
        p = g.pick([wordpw(), legacy(), urlpw()])
        rows.append(f"| {sysname} | {person()} | {p} |")
        vals.append(p)
    return "name-context", "## Logins (closing desk)\n\n| system | user | pass |\n|---|---|---|\n" + "\n".join(rows) + "\n", vals


@sec
def diff_webhook():
    w = g.s(URLSAFE, 40)
    return "name-context", f"""diff --git a/config/ron.toml b/config/ron.toml
@@ -4,6 +4,7 @@ provider = "onenotary"
 callback_url = "https://closings.example-title.com/hooks/ron"
-hmac_secret = ""
+hmac_secret = "{w}"
 retry = 5
""", [w]


@sec
def notebook():
    k = g.s(B62, 32)
    src = f'import pandas as pd\\nAPI = \\"https://api.stavvy.com/v1\\"\\nTOKEN = \\"{k}\\"\\ndf = pd.DataFrame(fetch_sessions(API, TOKEN))'
    return "name-context", '{"cells": [{"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [], "source": ["' + src + '"]}], "nbformat": 4, "nbformat_minor": 5}', [k]


@sec
def access_log_jwt():
    j = g.jwt(sub=str(g.r.randint(1000, 9999)))
    return "self-identifying", f"""10.4.2.19 - - [03/Dec/2026:14:02:11 +0000] "GET /api/journal/entries?page=3 HTTP/1.1" 200 18213 "-" "okhttp/4.12.0" auth="Bearer {j}"
""", [j]


@sec
def http_apikey():
    k = g.s(B62, 36)
    return "structural", f"""GET /v1/notaries/{g.r.randint(10000, 99999)}/commission HTTP/1.1
Host: api.enotarylog.com
X-Api-Key: {k}
Accept: application/json
""", [k]


@sec
def traceback_dsn():
    p = urlpw()
    return "structural", f"""Traceback (most recent call last):
  File "/app/journal/export.py", line 88, in export_month
    engine = create_engine(settings.JOURNAL_DSN)
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server: Connection timed out
(Background on this error at: https://sqlalche.me/e/20/e3q8)
DSN was mysql+pymysql://journal:{p}@10.0.9.41:3306/journal
""", [p]


@sec
def spring_props():
    p = g.pick([wordpw(), urlpw()])
    k = g.pick([wordpw(), phrase()])
    return "name-context", f"""# eseal-service/src/main/resources/application-prod.properties
eseal.keystore.path=/etc/eseal/seal.p12
eseal.keystore.password={p}
eseal.key.alias=notary-eseal
eseal.key.password={k}
eseal.tsa.url=http://timestamp.identrust.com
""", [p, k]


@sec
def softpro_ini():
    p = g.pick([legacy(), wordpw()])
    return "name-context", f"""[SoftProSelect]
Server=sp-select.title.local
Database=SPSelect
Login=ronbridge
Pwd={p}
PollSeconds=60
""", [p]


@sec
def kba_toml():
    s = g.s(B62, 40)
    return "name-context", f"""[kba.idology]
endpoint = "https://web.idologylive.com/api/idiq.svc"
username = "ron-prod"
password = "{s}"
questions = 5
""", [s]


@sec
def zip_pw_chat():
    p = g.pick([phrase(), wordpw()])
    return "name-context", f"""<jenna> sent the Q3 journal export for the SOS audit, it's journal_2026Q3.zip
<jenna> zip password is {p}
<mark> got it, thanks
""", [p]


@sec
def stripe_fee():
    k = "sk_live_" + g.s(B62, 99)
    return "self-identifying", f"""# notarization fee checkout
stripe.api_key = "{k}"
session = stripe.checkout.Session.create(line_items=[{{"price": "price_{g.s(B62, 24)}", "quantity": 1}}], mode="payment")
""", [k]


@sec
def self_id_prose():
    label, tok, mark = g.self_identifying()
    return "self-identifying", f"""Heads up: the {label} credential for the closing-alerts bot is {tok} — rotate it after the migration, it was in the old wiki.
""", [mark]


@sec
def csc_remote_sign():
    cs = g.s(URLSAFE, 40)
    p = pin(6)
    return "name-context", f"""# Cloud Signature Consortium API: remote qualified seal
curl -s https://rs.trustprovider.example/csc/v1/oauth2/token \\
  -d grant_type=client_credentials -d client_id=ron-seal-svc -d client_secret={cs}
curl -s https://rs.trustprovider.example/csc/v1/credentials/authorize -H "Authorization: Bearer $TOKEN" \\
  -d '{{"credentialID":"{g.uuid()}","numSignatures":1,"PIN":"{p}"}}'
""", [cs, p]


@sec
def idme_code():
    code = g.s(HEX, 32)
    cs = g.hexs(32)
    return "name-context", f"""POST /oauth/token HTTP/1.1
Host: api.id.me
Content-Type: application/x-www-form-urlencoded

grant_type=authorization_code&code={code}&client_id={g.hexs(32)}&client_secret={cs}&redirect_uri=https%3A%2F%2Fron.example.com%2Fidme%2Fcallback
""", [code, cs]


@sec
def redis_url():
    p = urlpw()
    return "structural", f"""# sidekiq queue for session recordings
REDIS_URL=rediss://default:{p}@ron-queue.redis.example.net:6380/0
""", [p]


@sec
def smtp_url():
    p = urlpw()
    return "structural", f"""notifications:
  smtp: smtp://journal-notify%40title.example:{p}@smtp.office365.com:587
  from: "Closing Desk <closings@title.example>"
""", [p]


@sec
def ps_pfx():
    p = g.pick([wordpw(), phrase()])
    return "name-context", f"""$pfxPass = ConvertTo-SecureString -String '{p}' -Force -AsPlainText
Import-PfxCertificate -FilePath C:\\seal\\notary_seal_2026.pfx -CertStoreLocation Cert:\\CurrentUser\\My -Password $pfxPass
""", [p]


@sec
def signtool():
    p = g.pick([wordpw(), legacy(), urlpw()])
    return "name-context", f"""signtool sign /f C:\\certs\\enotary_codesign.pfx /p {p} /tr http://timestamp.digicert.com /td sha256 /fd sha256 NotaryDesk.Setup.msi
Done Adding Additional Store
Successfully signed: NotaryDesk.Setup.msi
""", [p]


@sec
def jarsigner():
    p = g.pick([wordpw(), urlpw()])
    return "name-context", f"""jarsigner -keystore ron-release.jks -storepass {p} -tsa http://ts.ssl.com ron-desktop-2.8.jar ronrelease
jar signed.
""", [p]


@sec
def azure_kv():
    s = g.azure_client_secret()
    return "self-identifying", f"""AZURE_TENANT_ID={g.uuid()}
AZURE_CLIENT_ID={g.uuid()}
AZURE_CLIENT_SECRET={s}
KEYVAULT_URL=https://kv-notary-seals.vault.azure.net/
""", [s]


@sec
def vault_token():
    t = g.vault()
    return "self-identifying", f"""$ export VAULT_ADDR=https://vault.title.internal:8200
$ export VAULT_TOKEN={t}
$ vault kv get -field=pin secret/ron/eseal
""", [t]


@sec
def mismo_erecord():
    p = g.pick([wordpw(), legacy()]).replace("&", "")
    return "name-context", f"""<PRIA_REQUEST _Version="2.4.3">
  <REQUESTING_PARTY _Name="Lone Star Title" />
  <SUBMITTING_PARTY _Identifier="SUB{g.r.randint(1000, 9999)}" _LoginAccountIdentifier="lstitle_erec" _LoginAccountPassword="{p}" />
  <PACKAGE><PRIA_DOCUMENT _Type="DeedOfTrust" _Code="DT" /></PACKAGE>
</PRIA_REQUEST>
""", [p]


@sec
def helm_values():
    p = urlpw()
    return "name-context", f"""# values-prod.yaml (ron-bridge chart)
journal:
  db:
    host: enj-prod.internal
    user: enj_writer
    pass: {p}
video:
  provider: twilio
""", [p]


@sec
def curl_bearer():
    t = g.s(URLSAFE, 48)
    return "structural", f"""curl -H "Authorization: Bearer {t}" https://api.pavaso.com/digital-closing/v3/closings/{g.r.randint(100000, 999999)}/status
{{"status":"NOTARIZED","signers":2,"completedAt":"2026-11-28T18:44:02Z"}}
""", [t]


@sec
def node_sdk():
    k = g.s(B62, 40)
    return "name-context", f"""import {{ BlueNotaryClient }} from '@bluenotary/sdk';

const client = new BlueNotaryClient({{
  apiKey: process.env.BN_API_KEY ?? '{k}',
  environment: 'production',
}});
""", [k]


@sec
def cli_flag():
    p = g.pick([wordpw(), legacy(), urlpw()])
    return "name-context", f"""./journal-export --state {state()} --from 2026-01-01 --to 2026-06-30 \\
    --db-user enj_reader --db-password={p} \\
    --out /mnt/sos-audit/journal_h1.csv
exported 3,118 entries (sha256 written to journal_h1.csv.sha256)
""", [p]


@sec
def sftp_title():
    p = g.pick([legacy(), wordpw(), urlpw()])
    return "name-context", f"""Hi team — closing packages for the RamQuest import now go over SFTP:
host: sftp.titleplant.example   user: ron_drop   password: {p}
Folder /inbound/ron. Tell me if the key-based login is ready so we can drop the password.
""", [p]


@sec
def mysql_flag():
    p = urlpw()
    return "structural", hook_bash(f"mysql -h 10.1.3.22 -u notary_admin -p{p} notarydb -e 'select id, commission_no from notaries limit 3'",
                                   "id\tcommission_no\n1\t13094\n2\t13211\n3\t13302\n"), [p]


@sec
def webhook_sig_python():
    s = g.s(B62, 32)
    return "name-context", f"""NOTARIZE_WEBHOOK_KEY = b"{s}"

def verify(body: bytes, header: str) -> bool:
    mac = hmac.new(NOTARIZE_WEBHOOK_KEY, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, header)
""", [s]


@sec
def sendgrid_env():
    k = g.sendgrid()
    return "self-identifying", f"""# closing reminders
SENDGRID_API_KEY={k}
REMINDER_TEMPLATE_ID=d-{g.hexs(32)}
""", [k]


@sec
def socure_header():
    k = g.uuid()
    return "structural", f"""POST /api/3.0/EmailAuthScore HTTP/1.1
Host: service.socure.com
Authorization: SocureApiKey {k}
Content-Type: application/json

{{"modules": ["kyc", "documentverification"], "firstName": "Dana", "surName": "Okafor"}}
""", [k]


@sec
def ssh_sshpass():
    p = g.pick([legacy(), wordpw()])
    return "name-context", hook_bash(f"sshpass -p '{p}' scp journal_2026-11.csv ronadmin@archive.title.local:/srv/journal/", ""), [p]


@sec
def notary_pin_prose():
    p = pin(g.pick([4, 6]))
    return "name-context", f"""Note for Friday's closings: the notary desk iPad unlocks with {p}; the stamp drawer key is with Rosa.
""", [p]


@sec
def onespan_env():
    raw = g.s(B62, 12) + ":" + g.s(B62, 32)
    k = base64.b64encode(raw.encode()).decode()
    return "name-context", f"""ESL_URL=https://apps.esignlive.com/api
ESL_API_KEY={k}
""", [k]


@sec
def gitlab_ci_var():
    t = g.gitlab()
    return "self-identifying", f"""# .gitlab-ci.yml
deploy:
  script:
    - git clone https://oauth2:{t}@gitlab.title.example/ron/notary-rules.git
""", [t]


@sec
def python_dict_kv():
    cs = g.s(B62, 40)
    return "name-context", f"""TITLE_PARTNERS = {{
    "first-american": {{"client_id": "fa-ron-{g.r.randint(100, 999)}", "client_secret": "{cs}"}},
}}
""", [cs]


@sec
def email_qualia_token():
    t = g.s(B62, 40)
    return "name-context", f"""From: integrations@qualia.example
Subject: Your Qualia Connect API token

Hello, here is the production API token for your RON vendor integration: {t}
Store it securely; it grants access to order data for all your title offices.
""", [t]


# ---------------------------------------------------------------- clean texts
@cln
def c_journal_json():
    return json.dumps({"entry_id": c.uuid(), "session_id": "ses_" + c.s(B62, 20), "commission_no": str(c.r.randint(1000000, 9999999)),
                       "notarial_act": c.pick(["acknowledgment", "jurat", "copy certification"]),
                       "document_sha256": c.sha256(), "signer": {"id_type": "driver_license", "id_last4": pin(4, c),
                                                                 "kba_result": "pass", "credential_analysis": "pass"},
                       "recording_uri": f"s3://ron-av-archive-prod/{c.uuid()}.mp4"}, indent=2)


@cln
def c_env_example():
    return """# .env.example -- copy to .env and fill in
PROOF_API_KEY=<your-proof-api-key>
PROOF_WEBHOOK_SECRET=
JOURNAL_DATABASE_URL=postgresql://user:password@localhost:5432/enotary_journal
KBA_PASSWORD=changeme
ESEAL_KEYSTORE_PASSWORD=${ESEAL_KEYSTORE_PASSWORD}
"""


@cln
def c_env_read_py():
    return """import os

PROOF_API_KEY = os.environ["PROOF_API_KEY"]
KEYSTORE_PASS = os.environ.get("ESEAL_KEYSTORE_PASSWORD", "").encode()
if not KEYSTORE_PASS:
    raise SystemExit("set ESEAL_KEYSTORE_PASSWORD (see 1Password: 'e-seal keystore')")
"""


@cln
def c_env_read_js():
    return """const apiKey = process.env.NOTARIZE_API_KEY;
const webhookSecret = process.env.NOTARIZE_WEBHOOK_SECRET;
if (!apiKey || !webhookSecret) throw new Error('missing Notarize credentials');
"""


@cln
def c_cert_pem():
    body = "\n".join(c.b64(48) for _ in range(c.r.randint(8, 14)))
    return f"""Notary certificate (public part) for the verification page:

-----BEGIN CERTIFICATE-----
{body}
-----END CERTIFICATE-----
SHA-256 Fingerprint={":".join(c.hexs(2).upper() for _ in range(32))}
"""


@cln
def c_pdfsig():
    return f"""$ pdfsig deed_{c.r.randint(1000, 9999)}_signed.pdf
Digital Signature Info of: deed_signed.pdf
Signature #1:
  - Signer Certificate Common Name: JANE Q NOTARY
  - Signer full Distinguished Name: CN=JANE Q NOTARY,O=Notary Public,ST={state()},C=US
  - Signing Time: Nov 28 2026 18:44:02
  - Signing Hash Algorithm: SHA-256
  - Signature Type: ETSI.CAdES.detached
  - Signed Ranges: [0 - {c.r.randint(10000, 99999)}], [{c.r.randint(100000, 199999)} - {c.r.randint(200000, 399999)}]
  - Total document signed
  - Signature Validation: Signature is Valid.
  - Certificate Validation: Certificate is Trusted.
  - Certificate serial: {c.hexs(32).upper()}
"""


@cln
def c_prose_en():
    return """Reminder from compliance: never share your e-seal PIN or your platform password with staff, even
for a signing you supervise. The journal must show your own login. If a signer fails KBA twice, end the session —
do not read the questions aloud. Passwords live in 1Password, not in chat.
"""


@cln
def c_prose_de():
    return """Hinweis: Die PIN der Signaturkarte darf nicht an Mitarbeitende weitergegeben werden. Bei Verlust der
Karte sofort die Bundesnotarkammer informieren; das Passwort für XNotar wird nur im Passwortmanager gespeichert.
"""


@cln
def c_prose_fr():
    return """Rappel : le code PIN de la clé REAL est strictement personnel. Ne l'écrivez jamais dans un mail ni sur
un post-it ; en cas d'oubli, demandez une réinitialisation au Conseil supérieur du notariat.
"""


@cln
def c_prose_es():
    return """Recordatorio: la contraseña de SIGNO y el PIN de la tarjeta son personales. No los compartas por
WhatsApp; si tienes que delegar, usa la autorización del propio sistema.
"""


@cln
def c_mismo():
    return f"""<LOAN>
  <LOAN_IDENTIFIERS><LOAN_IDENTIFIER><LoanIdentifier>{c.r.randint(10**9, 10**10 - 1)}</LoanIdentifier>
  <LoanIdentifierType>LenderLoan</LoanIdentifierType></LOAN_IDENTIFIER>
  <LOAN_IDENTIFIER><LoanIdentifier>{c.r.randint(10**17, 10**18 - 1)}</LoanIdentifier><LoanIdentifierType>MERS_MIN</LoanIdentifierType></LOAN_IDENTIFIER></LOAN_IDENTIFIERS>
  <PROPERTY><ParcelIdentifier>{c.r.randint(10, 99)}-{c.r.randint(1000, 9999)}-{c.r.randint(100, 999)}</ParcelIdentifier></PROPERTY>
  <DOCUMENT_HASH Algorithm="SHA-256">{c.sha256()}</DOCUMENT_HASH>
</LOAN>
"""


@cln
def c_qualia_order():
    return json.dumps({"order_id": c.s(B62, 17), "file_number": f"{c.r.randint(20000, 99999)}-{state()}",
                       "closing_id": c.uuid(), "status": "signed", "documents": [
                           {"id": c.uuid(), "sha1": c.sha1(), "pages": c.r.randint(2, 40)} for _ in range(2)]}, indent=1)


@cln
def c_git_log():
    return "\n".join(f"{c.sha1()[:7]} {m}" for m in [
        "journal: store KBA result, not answers", "eseal: read keystore password from env",
        "ron: rotate webhook secret handling (no secrets in repo)", "title: map ResWare file numbers"]) + "\n"


@cln
def c_secret_ref():
    return """env:
  - name: ESEAL_KEYSTORE_PASSWORD
    valueFrom:
      secretKeyRef:
        name: eseal-keystore
        key: keystore-password
image: registry.title.example/ron-bridge@sha256:""" + c.sha256() + "\n"


@cln
def c_gha():
    return """- name: Deploy ron-bridge
  env:
    PROOF_API_KEY: ${{ secrets.PROOF_API_KEY }}
    JOURNAL_DATABASE_URL: ${{ secrets.JOURNAL_DATABASE_URL }}
  run: ./deploy.sh --env production
"""


@cln
def c_fingerprint():
    return f"""$ openssl x509 -in notary_seal.crt -noout -serial -fingerprint -sha256
serial={c.hexs(32).upper()}
sha256 Fingerprint={":".join(c.hexs(2).upper() for _ in range(32))}
"""


@cln
def c_commission():
    return f"""Notary: Jane Q. Notary
Commission number: {c.r.randint(100000, 9999999)}   Expires: 2029-04-30   State: {state()}
Bond number: {c.pick(['SUR', 'NB', 'B'])}{c.r.randint(10**6, 10**8)}   E&O policy: {c.s(UPPER, 3)}-{c.r.randint(100000, 999999)}
Electronic notary registration id: ERN-{c.r.randint(10000, 99999)}
"""


@cln
def c_sentry():
    return f"""Sentry.init({{
  dsn: "https://{c.hexs(32)}@o{c.r.randint(100000, 999999)}.ingest.sentry.io/{c.r.randint(1000000, 9999999)}",
  tracesSampleRate: 0.2,
}});
"""


@cln
def c_twilio_ids():
    return f"""room created: RM{c.hexs(32)}
composition: CJ{c.hexs(32)} status=enqueued
account: AC{c.hexs(32)}
"""


@cln
def c_docusign_key():
    return f"""DOCUSIGN_INTEGRATION_KEY={c.uuid()}
DOCUSIGN_USER_ID={c.uuid()}
DOCUSIGN_PRIVATE_KEY_PATH=${{HOME}}/.keys/docusign_notary.pem
"""


@cln
def c_keytool_default():
    return """# import the TSA root into the JVM truststore (JDK default password)
keytool -importcert -alias identrust-tsa -file tsa_root.cer -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit -noprompt
"""


@cln
def c_sig_image():
    return f"""{{"signer_id": "{c.uuid()}", "signature_image": "data:image/png;base64,{c.b64(c.r.randint(90, 180))}"}}
"""


@cln
def c_audit_trail():
    return "\n".join(
        f"2026-11-{c.r.randint(10, 28)}T{c.r.randint(10, 23)}:{c.r.randint(10, 59)}:{c.r.randint(10, 59)}Z session={c.uuid()} event={e} ip=203.0.113.{c.r.randint(2, 250)} doc_sha256={c.sha256()}"
        for e in ["kba.passed", "credential_analysis.passed", "document.signed", "seal.applied"]) + "\n"


@cln
def c_hcl_var():
    return """variable "journal_db_password" {
  description = "Set via TF_VAR_journal_db_password; never commit a default"
  type        = string
  sensitive   = true
}
"""


@cln
def c_persona_ids():
    return f"""inquiry inq_{c.s(B62, 24)} completed; template itmpl_{c.s(B62, 24)}; verification ver_{c.s(B62, 24)} status=passed
"""


@cln
def c_idme_authorize():
    return f"""https://api.id.me/oauth/authorize?client_id={c.hexs(32)}&redirect_uri=https%3A%2F%2Fron.example.com%2Fidme%2Fcallback&response_type=code&scope=identity&state={c.s(B62, 16)}
"""


@cln
def c_csrf_form():
    return f"""<form method="post" action="/sessions/{c.uuid()}/start">
  <input type="hidden" name="authenticity_token" value="{c.b64(48)}">
  <button>Start notarization</button>
</form>
"""


@cln
def c_stripe_pk():
    return f"""const stripe = Stripe('pk_live_{c.s(B62, 99)}');
"""


@cln
def c_ssh_pub():
    return f"""ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{c.s(B62 + '+/', 43)} ron-deploy@title
"""


@cln
def c_docs_placeholder():
    return """## Authentication
Send your key in the `X-Api-Key` header:

    curl -H "X-Api-Key: <your-api-key>" https://api.enotarylog.com/v1/notaries/me

Keys are created under Settings → API. Never embed them in the signer-facing app.
"""


@cln
def c_tsa():
    return f"""Time-stamp response:
Status: Granted.
TSA: DirName:/C=US/O=IdenTrust/CN=IdenTrust Timestamping Authority
Hash Algorithm: sha256
Message data: {c.hexs(64)}
Serial number: 0x{c.hexs(20).upper()}
Time stamp: Nov 28 18:44:03 2026 GMT
"""


@cln
def c_hook_ls():
    return hook_bash("ls -la ~/seal", f"""total 24
-rw------- 1 ron ron 4213 Nov 12 09:14 notary_identrust.p12
-rw-r--r-- 1 ron ron 1789 Nov 12 09:14 notary_identrust.crt
-rw-r--r-- 1 ron ron   65 Nov 12 09:14 notary_identrust.crt.sha256
""", c)


@cln
def c_vault_cmd():
    return """export VAULT_TOKEN=$(vault login -method=oidc -token-only)
ESEAL_PIN=$(vault kv get -field=pin secret/ron/eseal)
pkcs11-tool --login --pin "$ESEAL_PIN" --list-objects
"""


@cln
def c_ja_prose():
    return """電子証明書のパスワードはチャットに書かないでください。必要な場合は管理者に依頼してパスワード管理ツールで共有します。
"""


@cln
def c_loan_checksum():
    return f"""closing package {c.r.randint(100000, 999999)}: 14 documents
  md5  {c.hexs(32)}  package.zip
  sha1 {c.sha1()}  package.zip
SMART Doc tamper seal: {c.b64(64)}
"""


@cln
def c_basic_placeholder():
    return """curl -u "$SIMPLIFILE_USER:$SIMPLIFILE_PASS" https://api.simplifile.com/sf/rest/api/erecord/submitter/$SUBMITTER/packages
"""


@cln
def c_settings_table():
    return """| setting | value |
|---|---|
| KBA questions | 5 |
| passing score | 4 of 5 |
| password policy | 14 characters, rotate yearly |
| recording retention | 10 years |
| token lifetime | 3600 s |
"""


# ---------------------------------------------------------------- build
def build():
    clean = [CLEAN[i % len(CLEAN)]() for i in range(N_CLEAN)]
    blob = "\n".join(clean)
    recs = []
    order = []
    while len(order) < N_SECRET:
        batch = list(SECRET)
        g.r.shuffle(batch)
        order.extend(batch)
    for fn in order[:N_SECRET]:
        for _ in range(20):
            cls, text, vals = fn()
            if all(v not in blob for v in vals):
                break
        else:
            raise AssertionError(fn.__name__)
        for v in vals:
            assert v and v in text, (fn.__name__, v)
        recs.append((cls, text, vals))
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i, (cls, text, vals) in enumerate(recs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text,
                                "secrets": vals}, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{i}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    from collections import Counter
    rc, vc = Counter(), Counter()
    for cls, _, vals in recs:
        rc[cls] += 1
        vc[cls] += len(vals)
    print(FAMILY, len(recs), sum(vc.values()), len(clean), len(set(clean)), dict(rc), dict(vc))


if __name__ == "__main__":
    build()
