"""Blind redaction source "esign" (round 39, helper corpora11): electronic signature and document generation.

DocuSign (JWT grant RSA keys, secret keys, access tokens, legacy X-DocuSign-Authentication, Connect HMAC keys and
Basic-auth listeners, recipient access codes, embedded signing URLs), Adobe Acrobat Sign, Dropbox Sign/HelloSign,
PandaDoc, SignNow, BoldSign, DocuSeal, Documenso, Zoho Sign, OneSpan, Yousign, SignRequest, eversign; PDF generation
APIs (DocRaptor, PDFMonkey, CraftMyPDF, Api2Pdf, PDFShift, Gotenberg, Browserless, CloudConvert, ConvertAPI, Adobe
PDF Services, Nutrient Document Engine); signing certificates, PKCS#12, HSM PINs and TSAs. Seeded; imports only the
standard library and _tokens.
"""
from __future__ import annotations

import base64
import json
import string
from pathlib import Path

from _tokens import B62, HEX, UPPER, URLSAFE, Gen

FAMILY = "esign"
G = Gen(3903)
r = G.r
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["quill", "notary", "parchment", "clause", "witness", "seal", "ledger", "envelope", "initial", "binder",
         "folio", "counsel", "stamp", "escrow", "deed", "annex", "memo", "codicil", "rider", "waiver"]


def phrase(n=4, sep="-"):
    return sep.join(r.choice(WORDS) for _ in range(n))


def wordnum():
    return r.choice(["Contract", "Signature", "Docs", "Legal", "Office", "Closing", "Lease", "Acme"]) + \
        str(r.randint(1, 9999)) + r.choice(["", "!", "#", "$", "?"])


def pin(n=4):
    return "".join(r.choice(DIG) for _ in range(n))


def pw():
    k = r.randint(0, 4)
    if k == 0:
        return phrase(r.randint(3, 5), r.choice(["-", ".", "_"]))
    if k == 1:
        return wordnum()
    return G.pw()


def b64url_json(d):
    return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")


def ds_access_token():
    head = {"typ": "MT", "alg": "RS256", "kid": G.uuid()}
    body = {"Version": 1, "TokenType": 5, "IssuedAt": 1764000000 + r.randint(0, 99999), "UserId": G.uuid(),
            "AccountId": G.uuid(), "Scopes": "signature impersonation"}
    return b64url_json(head) + "." + b64url_json(body) + "." + G.b64url(256)


def hmac_key():
    return G.b64(32)


def adobe_key(kind="B"):
    return "3AAABLblqZh" + kind + G.s(URLSAFE, r.randint(60, 80))


def adobe_client_id():
    return "CBJCHBCAABAA" + G.s(URLSAFE, 32)


def email():
    return r.choice(["contracts", "legal-ops", "hr", "sales-ops", "dana", "marc", "yuki", "ines"]) + "@" + \
        r.choice(["brightlease.com", "acme-legal.example", "closingdesk.io", "hrflow.app", "agreementhub.dev"])


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


S = []
C = []


def sec(f):
    S.append(f)
    return f


def cln(f):
    C.append(f)
    return f


# ---------------------------------------------------------------- secrets
@sec
def ds_jwt_pem():
    block, line = G.pem("RSA PRIVATE KEY")
    t = f"$ cat docusign/private.key\n{block}\n$ echo $DS_INTEGRATION_KEY $DS_IMPERSONATED_USER_ID"
    return "self-identifying", t, [line]


@sec
def ds_jwt_py():
    block, line = G.pem("RSA PRIVATE KEY")
    t = ("from docusign_esign import ApiClient\n\napi_client = ApiClient()\napi_client.set_oauth_host_name(\"account-d.docusign.com\")\n"
         f"PRIVATE_KEY = \"\"\"{block}\"\"\"\ntoken = api_client.request_jwt_user_token(\n    client_id=\"{G.uuid()}\",\n"
         f"    user_id=\"{G.uuid()}\",\n    oauth_host_name=\"account-d.docusign.com\",\n    private_key_bytes=PRIVATE_KEY.encode(),\n"
         "    expires_in=3600, scopes=[\"signature\", \"impersonation\"])\n")
    return "self-identifying", t, [line]


@sec
def ds_secret_key():
    sk = G.uuid()
    t = (f"# .env (auth code grant)\nDS_CLIENT_ID={G.uuid()}\nDS_CLIENT_SECRET={sk}\nDS_AUTH_SERVER=https://account-d.docusign.com\n"
         "DS_REDIRECT_URI=http://localhost:3000/ds/callback\n")
    return "name-context", t, [sk]


@sec
def ds_basic_token():
    b = basic(G.uuid(), G.uuid())
    t = ("$ curl -X POST https://account-d.docusign.com/oauth/token \\\n"
         f"    -H 'Authorization: Basic {b}' \\\n    -d 'grant_type=authorization_code&code=eyJ0eXAiOi...'")
    return "structural", t, [b]


@sec
def ds_bearer():
    at = ds_access_token()
    t = (f"POST /restapi/v2.1/accounts/{G.uuid()}/envelopes HTTP/1.1\nHost: demo.docusign.net\nAuthorization: Bearer {at}\n"
         "Content-Type: application/json\n\n{\"status\":\"sent\",\"emailSubject\":\"Please sign: Lease 2026-114\"}")
    return "self-identifying", t, [at]


@sec
def ds_legacy_header():
    p = pw()
    hdr = json.dumps({"Username": email(), "Password": p, "IntegratorKey": G.uuid()})
    t = f"X-DocuSign-Authentication: {hdr}\nAccept: application/xml\nGET https://www.docusign.net/restapi/v2/login_information"
    return "structural", t, [p]


@sec
def ds_legacy_cs():
    p = pw()
    t = ("// LegacyDocuSignClient.cs — SOAP API, still used by the closing module\nvar auth = \"<DocuSignCredentials><Username>\" + userId + "
         f"\"</Username><Password>{p}</Password><IntegratorKey>\" + integratorKey + \"</IntegratorKey></DocuSignCredentials>\";\n"
         "client.DefaultRequestHeaders.Add(\"X-DocuSign-Authentication\", auth);\n")
    return "structural", t, [p]


@sec
def ds_connect_hmac():
    k = hmac_key()
    v = r.randint(0, 2)
    if v == 0:
        t = f"DOCUSIGN_CONNECT_HMAC_KEY={k}\nDOCUSIGN_CONNECT_URL=https://api.brightlease.com/webhooks/docusign\n"
    elif v == 1:
        t = ("import hmac, hashlib, base64\n\n"
             f"CONNECT_SECRET = b\"{k}\"\n\ndef verify(body: bytes, header: str) -> bool:\n"
             "    mac = base64.b64encode(hmac.new(CONNECT_SECRET, body, hashlib.sha256).digest()).decode()\n"
             "    return hmac.compare_digest(mac, header)\n")
    else:
        t = f"connect:\n  listener_path: /hooks/ds\n  hmac_keys:\n    - {k}\n  require_signature: true\n"
    return "name-context", t, [k]


@sec
def ds_connect_basic():
    p = pw()
    cfg = {"configurationType": "custom", "urlToPublishTo": "https://hooks.closingdesk.io/docusign", "name": "closingdesk-prod",
           "allowEnvelopePublish": "true", "includeHMAC": "true", "userName": "ds-connect", "password": p,
           "envelopeEvents": ["Completed", "Declined", "Voided"]}
    t = f"$ curl -X POST .../accounts/{G.uuid()}/connect -H 'Authorization: Bearer ...' -d @connect.json\n$ cat connect.json\n" + json.dumps(cfg, indent=2)
    return "structural", t, [p]


@sec
def ds_access_code():
    code = pin(r.choice([4, 5, 6]))
    env = {"emailSubject": "Closing disclosure", "recipients": {"signers": [{"email": email(), "name": "Dana Ruiz", "recipientId": "1",
                                                                              "accessCode": code, "routingOrder": "1"}]},
           "status": "sent"}
    t = "envelope_definition.json\n" + json.dumps(env, indent=2)
    return "name-context", t, [code]


@sec
def ds_embedded_url():
    code = G.s(URLSAFE, r.randint(200, 260))
    t = ("{\n  \"url\": \"https://demo.docusign.net/Signing/StartInSession.aspx?t=" + G.uuid() + "&code=" + code +
         "&persistent_auth_token=na\"\n}\n# recipient view for signer 1, valid 5 minutes")
    return "structural", t, [code]


@sec
def ds_node():
    sk = G.uuid()
    t = ("// config/docusign.js\nmodule.exports = {\n  dsClientId: process.env.DS_CLIENT_ID,\n"
         f"  dsClientSecret: '{sk}',\n  appUrl: 'http://localhost:3000',\n  signerEmail: '{email()}',\n}};\n")
    return "name-context", t, [sk]


@sec
def adobe_integration_key():
    k = adobe_key("B")
    t = (f"$ curl -H 'Authorization: Bearer {k}' https://api.na1.adobesign.com/api/rest/v6/agreements?pageSize=20")
    return "structural", t, [k]


@sec
def adobe_oauth():
    s, rt = G.s(URLSAFE, 32), adobe_key("C")
    t = (f"ADOBE_SIGN_CLIENT_ID={adobe_client_id()}\nADOBE_SIGN_CLIENT_SECRET={s}\nADOBE_SIGN_REFRESH_TOKEN={rt}\n"
         "ADOBE_SIGN_API_ACCESS_POINT=https://api.eu1.adobesign.com/\n")
    return "name-context", t, [s, rt]


@sec
def adobe_refresh_trace():
    s, rt = G.s(URLSAFE, 32), adobe_key("C")
    t = (f"2026-12-02 11:40:19 DEBUG POST https://api.na2.adobesign.com/oauth/v2/refresh body=grant_type=refresh_token"
         f"&client_id={adobe_client_id()}&client_secret={s}&refresh_token={rt}\n2026-12-02 11:40:19 DEBUG -> 200 (412 ms)")
    return "structural", t, [s, rt]


@sec
def adobe_pdf_services():
    s = "p8e-" + G.s(URLSAFE, 32)
    t = ("{\n  \"client_credentials\": {\n" + f"    \"client_id\": \"{G.hexs(32)}\",\n    \"client_secret\": \"{s}\"\n  }},\n"
         "  \"service_principal_credentials\": { \"organization_id\": \"" + G.hexs(24).upper() + "@AdobeOrg\" }\n}")
    return "self-identifying", t, [s]


@sec
def dbx_sign_curl():
    k = G.hexs(64)
    t = (f"$ curl -X POST 'https://api.hellosign.com/v3/signature_request/send' \\\n  -u '{k}:' \\\n"
         "  -F 'title=NDA' -F 'signers[0][email_address]=jack@example.com' -F 'signers[0][name]=Jack' \\\n  -F 'files[0]=@NDA.pdf' -F 'test_mode=1'")
    return "structural", t, [k]


@sec
def dbx_sign_sdk():
    k = G.hexs(64)
    v = r.randint(0, 2)
    if v == 0:
        t = f"import dropbox_sign\n\nconfiguration = dropbox_sign.Configuration(\n    username=\"{k}\",\n)\nwith dropbox_sign.ApiClient(configuration) as api_client:\n    api = dropbox_sign.SignatureRequestApi(api_client)\n"
    elif v == 1:
        t = f"<?php\n$config = Dropbox\\Sign\\Configuration::getDefaultConfiguration();\n$config->setUsername(\"{k}\");\n$api = new Dropbox\\Sign\\Api\\SignatureRequestApi($config);\n"
    else:
        t = f"HELLOSIGN_API_KEY={k}\nHELLOSIGN_CLIENT_ID={G.hexs(32)}\nHELLOSIGN_TEST_MODE=true\n"
    return "name-context", t, [k]


@sec
def dbx_sign_basic():
    k = G.hexs(64)
    b = basic(k, "")
    t = f"GET /v3/account HTTP/1.1\nHost: api.hellosign.com\nAuthorization: Basic {b}\nUser-Agent: hellosign-ruby-sdk/5.0"
    return "structural", t, [b]


@sec
def dbx_embedded_sign():
    tok = G.hexs(32)
    t = (f"{{\"embedded\":{{\"sign_url\":\"https://app.hellosign.com/editor/embeddedSign?signature_id={G.hexs(32)}&token={tok}\","
         "\"expires_at\":1764903600}}")
    return "structural", t, [tok]


@sec
def pandadoc_hdr():
    k = G.hexs(40)
    t = f"$ curl https://api.pandadoc.com/public/v1/documents?status=2 \\\n    -H 'Authorization: API-Key {k}'"
    return "structural", t, [k]


@sec
def pandadoc_env():
    k, wk = G.hexs(40), G.s(B62, 32)
    t = f"PANDADOC_API_KEY={k}\nPANDADOC_WEBHOOK_SHARED_KEY={wk}\nPANDADOC_TEMPLATE_QUOTE={G.s(B62, 22)}\n"
    return "name-context", t, [k, wk]


@sec
def pandadoc_oauth():
    at = G.hexs(40)
    t = f"GET /public/v1/templates HTTP/1.1\nHost: api.pandadoc.com\nAuthorization: Bearer {at}\n"
    return "structural", t, [at]


@sec
def signnow_basic():
    b = basic(G.hexs(32), G.hexs(32))
    p = pw()
    t = ("$ curl -X POST https://api.signnow.com/oauth2/token \\\n"
         f"  -H 'Authorization: Basic {b}' \\\n  -d 'username={email()}&password={p}&grant_type=password&scope=*'")
    return "structural", t, [b, p]


@sec
def signnow_bearer():
    at = G.hexs(64)
    t = f"requests.get('https://api.signnow.com/document/' + doc_id, headers={{'Authorization': 'Bearer {at}'}})"
    return "structural", t, [at]


@sec
def boldsign():
    k = G.b64(36).rstrip("=")
    t = f"$ curl -X GET 'https://api.boldsign.com/v1/document/list?Page=1' -H 'X-API-KEY: {k}'"
    return "structural", t, [k]


@sec
def docuseal():
    k = G.s(B62, 44)
    t = f"const res = await fetch('https://api.docuseal.com/submissions', {{\n  method: 'POST',\n  headers: {{ 'X-Auth-Token': '{k}', 'Content-Type': 'application/json' }},\n  body: JSON.stringify({{ template_id: 1000{pin(3)}, submitters }}),\n}});\n"
    return "structural", t, [k]


@sec
def documenso():
    k = "api_" + G.s(LOW + DIG, 16)
    t = f"DOCUMENSO_API_KEY={k}\nDOCUMENSO_URL=https://app.documenso.com/api/v1\n"
    return "name-context", t, [k]


@sec
def zoho_sign():
    rt = f"1000.{G.hexs(32)}.{G.hexs(32)}"
    t = (f"$ curl -X POST 'https://accounts.zoho.eu/oauth/v2/token?refresh_token={rt}&client_id=1000.{G.s(UPPER + DIG, 30)}"
         f"&client_secret={G.hexs(42)}&grant_type=refresh_token'")
    cs = t.split("client_secret=")[1].split("&")[0]
    return "self-identifying", t, [rt, cs]


@sec
def onespan():
    k = base64.b64encode(f"{G.s(B62, 12)}:{G.s(B62, 14)}".encode()).decode()
    t = f"<?php\n$client = new OneSpanClient('https://sandbox.esignlive.com/api');\n$client->setHeader('Authorization', 'Basic {k}');\n"
    return "structural", t, [k]


@sec
def yousign():
    k = G.s(B62, 32)
    t = f"YOUSIGN_API_KEY={k}\nYOUSIGN_BASE_URL=https://api-sandbox.yousign.app/v3\n# clé sandbox, ne pas utiliser en prod\n"
    return "name-context", t, [k]


@sec
def signrequest():
    k = G.hexs(40)
    t = f"> GET /api/v1/documents/ HTTP/1.1\n> Host: signrequest.com\n> Authorization: Token {k}\n< HTTP/1.1 200 OK"
    return "structural", t, [k]


@sec
def eversign():
    k = G.hexs(32)
    t = f"[2026-12-01 16:02:55] production.INFO: GET https://api.eversign.com/api/document?access_key={k}&business_id=1{pin(5)}&type=completed"
    return "structural", t, [k]


@sec
def docraptor():
    k = G.s(B62, 20)
    t = f"require \"docraptor\"\nDocRaptor.configure do |config|\n  config.username = \"{k}\"\nend\n$docraptor = DocRaptor::DocApi.new\n"
    return "name-context", t, [k]


@sec
def docraptor_url():
    k = G.s(B62, 20)
    t = f"$ curl https://docraptor.com/docs -X POST -d 'user_credentials={k}&doc[document_type]=pdf&doc[test]=true&doc[document_url]=https://brightlease.com/lease/114'"
    return "structural", t, [k]


@sec
def pdfmonkey():
    k = G.s(URLSAFE, 24)
    t = f"PDFMONKEY_SECRET_KEY={k}\nPDFMONKEY_TEMPLATE_INVOICE={G.uuid().upper()}\n"
    return "name-context", t, [k]


@sec
def craftmypdf():
    k = G.s(LOW + DIG, 8) + G.s(B62, 32)
    t = f"headers = {{\n    'X-API-KEY': '{k}',\n    'Content-Type': 'application/json',\n}}\nr = requests.post('https://api.craftmypdf.com/v1/create', json=payload, headers=headers)\n"
    return "structural", t, [k]


@sec
def api2pdf():
    k = G.uuid()
    t = f"$ curl -X POST https://v2.api2pdf.com/chrome/pdf/html -H 'Authorization: {k}' -d '{{\"html\":\"<p>Invoice 2026-0412</p>\",\"inline\":true}}'"
    return "structural", t, [k]


@sec
def pdfshift():
    k = "sk_" + G.hexs(40)
    t = f"$ curl -u 'api:{k}' -H 'Content-Type: application/json' -d '{{\"source\":\"https://brightlease.com/quote/77\"}}' https://api.pdfshift.io/v3/convert/pdf -o quote.pdf"
    return "structural", t, [k]


@sec
def gotenberg():
    p = pw()
    t = ("services:\n  gotenberg:\n    image: gotenberg/gotenberg:8\n    command:\n      - gotenberg\n      - --api-enable-basic-auth\n"
         f"    environment:\n      GOTENBERG_API_BASIC_AUTH_USERNAME: pdf\n      GOTENBERG_API_BASIC_AUTH_PASSWORD: \"{p}\"\n")
    return "name-context", t, [p]


@sec
def gotenberg_url():
    p = pw()
    t = f"PDF_RENDERER_URL=https://pdf:{p}@gotenberg.internal.brightlease.com/forms/chromium/convert/html\n"
    return "structural", t, [p]


@sec
def browserless():
    k = G.s(LOW + DIG, 32)
    t = f"const browser = await puppeteer.connect({{ browserWSEndpoint: 'wss://production-sfo.browserless.io?token={k}' }});\nawait page.pdf({{ path: 'contract.pdf', format: 'A4' }});\n"
    return "structural", t, [k]


@sec
def cloudconvert():
    j = G.jwt()
    t = f"CLOUDCONVERT_API_KEY={j}\nCLOUDCONVERT_SANDBOX=false\n"
    return "self-identifying", t, [j]


@sec
def convertapi():
    k = G.s(B62, 16)
    t = f"INFO  docgen: converting docx -> pdf via https://v2.convertapi.com/convert/docx/to/pdf?Secret={k}&StoreFile=true (3 pages)"
    return "structural", t, [k]


@sec
def nutrient_engine():
    tok, skb = G.s(B62, 32), G.hexs(128)
    t = ("# docker-compose.yml — Nutrient Document Engine\n  document-engine:\n    image: pspdfkit/document-engine:1.5\n    environment:\n"
         f"      API_AUTH_TOKEN: {tok}\n      SECRET_KEY_BASE: {skb}\n      DASHBOARD_USERNAME: dashboard\n      DASHBOARD_PASSWORD: ${{DASHBOARD_PASSWORD}}\n")
    return "name-context", t, [tok, skb]


@sec
def pkcs12_openssl():
    p = pw()
    t = f"$ openssl pkcs12 -in signing-cert.p12 -nodes -passin pass:{p} | openssl x509 -noout -subject\nsubject=CN = Brightlease Document Signing, O = Brightlease Inc"
    return "structural", t, [p]


@sec
def keytool():
    p = pw()
    t = f"$ keytool -list -v -keystore pades-signing.jks -storepass '{p}' -alias docsign\nAlias name: docsign\nEntry type: PrivateKeyEntry\nCertificate chain length: 3"
    return "structural", t, [p]


@sec
def pades_props():
    p, kp = pw(), pw()
    t = (f"# signer-service/application.properties\nsigning.keystore.path=/etc/signer/aatl.p12\nsigning.keystore.password={p}\n"
         f"signing.key.password={kp}\nsigning.tsa.url=http://timestamp.digicert.com\n")
    return "name-context", t, [p, kp]


@sec
def hsm_pin():
    p = pin(r.choice([6, 8]))
    t = (f"$ pkcs11-tool --module /usr/lib/libeTPkcs11.so --login --pin {p} --list-objects --type privkey\nUsing slot 0 with a present token (0x0)\n"
         "Private Key Object; RSA\n  label:      AATL Document Signing\n  Usage:      sign")
    return "name-context", t, [p]


@sec
def hsm_cfg():
    p = pin(8) if r.random() < .5 else pw()
    t = f"# cloudhsm signer\nHSM_PARTITION=docsign-prod\nHSM_CRYPTO_USER=signer_cu\nHSM_CRYPTO_USER_PASSWORD={p}\n"
    return "name-context", t, [p]


@sec
def tsa_basic():
    p = pw()
    t = f"signer:\n  timestamp:\n    url: https://tsa_user:{p}@tsa.qualified-tsp.example/tsa\n    policy: 1.3.6.1.4.1.{pin(5)}.1.1\n"
    return "structural", t, [p]


@sec
def itext_java():
    p = pw()
    t = ("// PdfSignerService.java\nKeyStore ks = KeyStore.getInstance(\"PKCS12\");\n"
         f"ks.load(new FileInputStream(\"/etc/signer/aatl.p12\"), \"{p}\".toCharArray());\n"
         "PrivateKey pk = (PrivateKey) ks.getKey(\"docsign\", null);\n")
    return "name-context", t, [p]


@sec
def signing_p12_b64():
    blob = "MII" + G.b64(r.randint(180, 260))
    p = pw()
    t = f"SIGNING_CERT_P12_BASE64={blob}\nSIGNING_CERT_P12_PASSWORD={p}\n"
    return "name-context", t, [blob, p]


@sec
def webhook_token_url():
    tok = G.s(URLSAFE, 32)
    t = f"Callback URL for Dropbox Sign (account settings → API): https://api.agreementhub.dev/hooks/hellosign?secret={tok}"
    return "structural", t, [tok]


@sec
def s3_signed_docs():
    ak, sk = G.aws_akid(), G.aws_secret()
    t = f"# signed-pdf archive\nAWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nSIGNED_DOCS_BUCKET=brightlease-executed-agreements\n"
    return "self-identifying", t, [ak, sk]


@sec
def pg_url():
    p = pw()
    t = f"2026-12-02T08:14:55Z ERROR docgen: could not connect to postgres://docgen:{p}@db.agreementhub.dev:5432/templates: timeout"
    return "structural", t, [p]


@sec
def mssql_cs():
    p = pw()
    t = f"<connectionStrings>\n  <add name=\"Clm\" connectionString=\"Data Source=clm-sql01;Initial Catalog=Contracts;User ID=clm_app;Password={p};\" />\n</connectionStrings>"
    return "structural", t, [p]


@sec
def hook_read():
    k = hmac_key()
    sk = G.uuid()
    inner = f"DS_ACCOUNT_ID={G.uuid()}\nDS_CLIENT_SECRET={sk}\nDS_CONNECT_HMAC={k}\n"
    t = json.dumps({"session_id": G.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Read",
                    "tool_input": {"file_path": "/srv/esign/.env"}, "tool_response": {"file": {"filePath": "/srv/esign/.env", "content": inner}}})
    return "name-context", t, [sk, k]


@sec
def hook_bash():
    k = G.hexs(64)
    cmd = f"curl -s -u {k}: https://api.hellosign.com/v3/signature_request/list | jq '.signature_requests[].title'"
    t = json.dumps({"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd, "description": "list requests"}})
    return "structural", t, [k]


@sec
def diff_commit():
    k = G.hexs(40)
    t = ("diff --git a/app/services/pandadoc.rb b/app/services/pandadoc.rb\n@@ -3,7 +3,7 @@\n class PandadocClient\n"
         f"-  API_KEY = ENV.fetch(\"PANDADOC_API_KEY\")\n+  API_KEY = \"{k}\"\n")
    return "name-context", t, [k]


@sec
def notebook():
    k = G.s(URLSAFE, 24)
    t = json.dumps({"cell_type": "code", "execution_count": 5, "metadata": {}, "outputs": [],
                    "source": ["import requests\n", f"PDFMONKEY_KEY = '{k}'\n",
                               "r = requests.post('https://api.pdfmonkey.io/api/v1/documents', headers={'Authorization': f'Bearer {PDFMONKEY_KEY}'}, json=doc)"]}, indent=1)
    return "name-context", t, [k]


@sec
def chat_multi():
    p = pw()
    v = r.randint(0, 3)
    m = [f"Pour la démo client, compte DocuSign sandbox : {email()} / mot de passe {p}",
         f"DocuSign-Demo-Konto: {email()}, Passwort {p} (nur Sandbox!)",
         f"ドキュサインのデモアカウント: {email()} パスワード: {p}",
         f"Cuenta de Adobe Sign del equipo legal: {email()} — contraseña {p}"][v]
    return "structural", "[#legal-tech] " + m, [p]


@sec
def ticket():
    k = hmac_key()
    t = (f"SUP-{r.randint(1000, 9999)} Connect messages rejected (HMAC mismatch)\nCustomer pasted their key for us to test: {k}\n"
         "Resolution: asked them to rotate it in Settings → Connect → Connect Keys.")
    return "name-context", t, [k]


@sec
def go_client():
    k = G.b64(36).rstrip("=")
    t = f"package esign\n\nconst boldSignAPIKey = \"{k}\"\n\nfunc newReq(url string) *http.Request {{\n\treq, _ := http.NewRequest(\"GET\", url, nil)\n\treq.Header.Set(\"X-API-KEY\", boldSignAPIKey)\n\treturn req\n}}\n"
    return "name-context", t, [k]


@sec
def csharp_cfg():
    sk = G.uuid()
    t = ("{\n  \"DocuSign\": {\n    \"ClientId\": \"" + G.uuid() + "\",\n    \"ClientSecret\": \"" + sk + "\",\n"
         "    \"AuthServer\": \"https://account.docusign.com\",\n    \"AccountId\": \"" + G.uuid() + "\"\n  }\n}")
    return "name-context", t, [sk]


@sec
def hcl_cfg():
    k = G.hexs(64)
    t = ("resource \"aws_ssm_parameter\" \"hellosign\" {\n  name  = \"/esign/prod/hellosign_api_key\"\n  type  = \"SecureString\"\n"
         f"  value = \"{k}\"\n}}\n")
    return "name-context", t, [k]


@sec
def toml_cfg():
    p = pw()
    t = f"[smtp]\nhost = \"smtp.agreementhub.dev\"\nuser = \"notifications@agreementhub.dev\"\npassword = \"{p}\"\n# signing reminders\n"
    return "structural", t, [p]


@sec
def selfid_misc():
    name, tok, mark = G.self_identifying()
    t = f"# templates-sync job (pushes DOCX templates + fields)\n{r.choice(['TOKEN', 'API_TOKEN', 'SYNC_TOKEN', 'BOT_TOKEN'])}='{tok}'\nnode scripts/sync-templates.js --env prod\n"
    return "self-identifying", t, [mark]


@sec
def stripe_sign():
    sk = "rk_live_" + G.s(B62, 99)
    t = f"// charges signing fees after envelope completes\nconst stripe = require('stripe')('{sk}');\n"
    return "self-identifying", t, [sk]


@sec
def salesforce_clm():
    p, st = pw(), G.s(B62, 25)
    t = f"sf.username=clm-integration@brightlease.com\nsf.password={p}{st}\nsf.endpoint=https://login.salesforce.com/services/Soap/u/60.0\n"
    return "name-context", t, [p + st]


@sec
def zip_pw():
    p = pw()
    t = f"$ zip -e -P '{p}' executed_agreements_2026Q4.zip *.pdf\n  adding: lease_114_signed.pdf (deflated 4%)\n  adding: nda_acme_signed.pdf (deflated 6%)"
    return "structural", t, [p]


# ---------------------------------------------------------------- clean
@cln
def c_connect_payload():
    return ("POST /webhooks/docusign HTTP/1.1\nContent-Type: application/json\n"
            f"X-DocuSign-Signature-1: {G.b64(32)}\nX-Authorization-Digest: HMACSHA256\n\n" +
            json.dumps({"event": "envelope-completed", "apiVersion": "v2.1", "uri": f"/restapi/v2.1/accounts/{G.uuid()}/envelopes/{G.uuid()}",
                        "retryCount": 0, "generatedDateTime": "2026-12-02T10:01:22.813Z",
                        "data": {"accountId": G.uuid(), "userId": G.uuid(), "envelopeId": G.uuid()}}))


@cln
def c_consent_url():
    return (f"Grant consent once: https://account-d.docusign.com/oauth/auth?response_type=code&scope=signature%20impersonation"
            f"&client_id={G.uuid()}&redirect_uri=https://brightlease.com/ds/callback")


@cln
def c_userinfo():
    return json.dumps({"sub": G.uuid(), "name": "Dana Ruiz", "email": email(), "accounts": [
        {"account_id": G.uuid(), "is_default": True, "account_name": "Brightlease", "base_uri": "https://na3.docusign.net"}]}, indent=2)


@cln
def c_envelope_status():
    return json.dumps({"envelopeId": G.uuid(), "status": r.choice(["sent", "delivered", "completed", "voided"]),
                       "statusChangedDateTime": "2026-12-01T14:22:10Z", "documentsUri": f"/envelopes/{G.uuid()}/documents",
                       "templatesUri": "/templates", "envelopeIdStamping": "true", "brandId": G.uuid()}, indent=2)


@cln
def c_hellosign_event():
    return json.dumps({"event": {"event_type": "signature_request_all_signed", "event_time": str(1764000000 + r.randint(0, 99999)),
                                 "event_hash": G.sha256(), "event_metadata": {"related_signature_id": G.hexs(32), "reported_for_account_id": G.hexs(40)}},
                       "signature_request": {"signature_request_id": G.hexs(40), "title": "NDA", "is_complete": True,
                                             "files_url": f"https://api.hellosign.com/v3/signature_request/files/{G.hexs(40)}"}}, indent=1)


@cln
def c_adobe_webhook():
    return (f"X-AdobeSign-ClientId: {adobe_client_id()}\n" + json.dumps({"webhookId": G.uuid(), "event": "AGREEMENT_WORKFLOW_COMPLETED",
                                                                         "agreement": {"id": adobe_client_id(), "name": "Lease 2026-114", "status": "SIGNED"},
                                                                         "eventDate": "2026-12-02T09:00:00Z"}, indent=2))


@cln
def c_pandadoc_doc():
    return json.dumps({"id": G.s(B62, 22), "name": f"Quote #{r.randint(1000, 9999)}", "status": "document.completed",
                       "date_created": "2026-11-28T12:00:00.000Z", "template": {"id": G.s(B62, 22)}, "version": "2"}, indent=2)


@cln
def c_signnow_doc():
    return json.dumps({"id": G.hexs(40), "document_name": "Employment Agreement", "page_count": r.randint(1, 12),
                       "origin_document_id": G.hexs(40), "owner": email(), "roles": [{"unique_id": G.hexs(40), "name": "Signer 1"}]}, indent=1)


@cln
def c_pdf_sig():
    return (f"17 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached\n   /ByteRange [0 {r.randint(1000, 9000)} {r.randint(20000, 40000)} {r.randint(1000, 90000)}]\n"
            f"   /Contents <3082{G.hexs(120).upper()}...>\n   /M (D:2026120210{r.randint(10, 59)}00Z) /Reason (Approved) >>\nendobj")


@cln
def c_pdfsig_out():
    return (f"$ pdfsig lease_114_signed.pdf\nDigital Signature Info of: lease_114_signed.pdf\nSignature #1:\n  - Signer Certificate Common Name: Dana Ruiz\n"
            f"  - Signing Time: Dec 02 2026 10:{r.randint(10, 59)}:00\n  - Signing Hash Algorithm: SHA-256\n  - Signature Type: ETSI.CAdES.detached\n"
            f"  - Signed Ranges: [0 - {r.randint(1000, 9000)}], [{r.randint(20000, 40000)} - {r.randint(50000, 90000)}]\n  - Signature Validation: Signature is Valid.")


@cln
def c_coc():
    return (f"Certificate Of Completion\nEnvelope Id: {G.hexs(32).upper()}\nSubject: Please sign: Lease 2026-114\nSource Envelope:\nDocument Pages: {r.randint(2, 30)}\n"
            f"Signatures: 2  Initials: {r.randint(0, 9)}\nEnvelope Originator: Dana Ruiz\nIP Address: 203.0.113.{r.randint(1, 250)}\n"
            f"Signature Adoption: Pre-selected Style\nUsing IP Address: 198.51.100.{r.randint(1, 250)}")


@cln
def c_doc_hash():
    return f"audit: document lease_114.pdf sha256={G.sha256()} envelope={G.uuid()} completed_at=2026-12-02T10:{r.randint(10, 59)}:00Z signer_ip_hash={G.hexs(16)}"


@cln
def c_env_example():
    return ("# .env.example\nDS_CLIENT_ID=<integration key>\nDS_CLIENT_SECRET=\nDS_PRIVATE_KEY_PATH=./private.key\nDOCUSIGN_CONNECT_HMAC_KEY=changeme\n"
            f"HELLOSIGN_API_KEY=your-api-key-here\nPANDADOC_API_KEY=\n# template {G.hexs(7)}")


@cln
def c_env_refs():
    return (f"services:\n  esign-worker:\n    image: ghcr.io/brightlease/esign-worker@sha256:{G.sha256()}\n    environment:\n"
            "      DS_CLIENT_SECRET: ${DS_CLIENT_SECRET}\n      HELLOSIGN_API_KEY: ${HELLOSIGN_API_KEY:?required}\n      PDFSHIFT_API_KEY: ${PDFSHIFT_API_KEY}\n")


@cln
def c_gha():
    return ("- name: e2e signing tests\n  env:\n    DS_PRIVATE_KEY: ${{ secrets.DS_PRIVATE_KEY }}\n    DS_CLIENT_ID: ${{ vars.DS_CLIENT_ID }}\n"
            f"  run: npm test -- --grep envelope  # pinned {G.hexs(40)}")


@cln
def c_cert():
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(G.b64(48) for _ in range(r.randint(4, 9))) + "\n-----END CERTIFICATE-----\n# DocuSign Connect signing cert (public, for mTLS validation)"


@cln
def c_pubkey():
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(G.b64(48) for _ in range(r.randint(3, 6))) + f"\n-----END PUBLIC KEY-----\n# paste into DocuSign app settings (RSA keypair {G.uuid()})"


@cln
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "kid": G.uuid(), "use": "sig", "alg": "RS256", "e": "AQAB", "n": G.b64url(256)}]}, indent=1)


@cln
def c_template_fields():
    return json.dumps({"templateId": G.uuid(), "tabs": {"signHereTabs": [{"anchorString": "/sn1/", "anchorUnits": "pixels", "anchorXOffset": "20"}],
                                                       "textTabs": [{"tabLabel": "tenant_name", "value": ""}, {"tabLabel": "unit", "value": f"{r.randint(1, 40)}B"}]},
                       "customFields": {"textCustomFields": [{"name": "crm_id", "value": "006" + G.s(B62, 15)}]}}, indent=1)


@cln
def c_xmp():
    return (f"<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF><rdf:Description xmpMM:DocumentID=\"uuid:{G.uuid()}\" "
            f"xmpMM:InstanceID=\"uuid:{G.uuid()}\" pdf:Producer=\"Gotenberg 8.{r.randint(0, 9)}\" xmp:CreateDate=\"2026-12-02T10:00:00Z\"/></rdf:RDF></x:xmpmeta>")


@cln
def c_gotenberg_log():
    return json.dumps({"level": "info", "ts": 1764000000 + r.randint(0, 99999), "logger": "api", "msg": "request handled",
                       "trace": G.uuid(), "remote_ip": f"10.0.{r.randint(0, 9)}.{r.randint(2, 250)}", "method": "POST",
                       "uri": "/forms/chromium/convert/html", "status": 200, "latency_human": f"{r.randint(300, 3000)}ms", "bytes_out": r.randint(10**4, 10**6)})


@cln
def c_pdfmonkey_resp():
    return json.dumps({"document": {"id": G.uuid(), "status": "success", "document_template_id": G.uuid(),
                                    "download_url": f"https://pdfmonkey.s3.eu-west-1.amazonaws.com/production/backend/document/{G.uuid()}/invoice.pdf",
                                    "checksum": G.hexs(32)}}, indent=1)


@cln
def c_lock():
    return f"docusign-esign@{r.randint(6, 8)}.{r.randint(0, 9)}.0:\n  resolved \"https://registry.yarnpkg.com/docusign-esign/-/docusign-esign-8.0.0.tgz#{G.hexs(40)}\"\n  integrity sha512-{G.b64(64)}"


@cln
def c_gitlog():
    return "\n".join(f"{G.hexs(40)} {m}" for m in r.sample(["verify Connect HMAC in constant time", "move DS key to vault",
                                                          "PAdES-LTA timestamps", "PandaDoc webhook retries", "void stale envelopes",
                                                          "Gotenberg 8 upgrade"], 3))


@cln
def c_prose():
    return r.choice(["The DocuSign integration key is the OAuth client id and is safe in consent URLs; the RSA private key and secret key are not.",
                     "Dropbox Sign event_hash is HMAC-SHA256(api_key, event_time + event_type): compare it, never log the key.",
                     "Connect HMAC: up to 100 keys per account; X-DocuSign-Signature-1 carries the digest, not the key.",
                     "Le code d'accès du destinataire doit être communiqué par un autre canal que l'e-mail de signature.",
                     "Los certificados de firma (.p12) viven en el HSM; en el repositorio sólo va el certificado público."]) + f" (doc {G.hexs(6)})"


@cln
def c_hook_clean():
    return json.dumps({"hook_event_name": "PostToolUse", "tool_name": "Bash", "tool_input": {"command": "docusign envelopes list --status completed --from 2026-11-01"},
                       "tool_response": {"stdout": "\n".join(f"{G.uuid()}  completed  Lease {r.randint(100, 999)}" for _ in range(3))}})


@cln
def c_base64_pdf():
    return json.dumps({"documents": [{"documentId": "1", "name": "blank.pdf", "fileExtension": "pdf",
                                      "documentBase64": "JVBERi0xLjcK" + G.b64(90)}], "status": "created"})


@cln
def c_ids_csv():
    rows = ["envelope_id,template_id,signer,completed"]
    for _ in range(4):
        rows.append(f"{G.uuid()},{G.uuid()},{email()},2026-11-{r.randint(10, 30)}")
    return "\n".join(rows)


@cln
def c_tsa_resp():
    return (f"$ openssl ts -reply -in resp.tsr -text\nStatus info:\nStatus: Granted.\nTST info:\nVersion: 1\nPolicy OID: 2.16.840.1.114412.7.1\n"
            f"Hash Algorithm: sha256\nMessage data:\n    0000 - {' '.join(G.hexs(2) for _ in range(16))}\nSerial number: 0x{G.hexs(32).upper()}\nTime stamp: Dec  2 10:00:00 2026 GMT")


@cln
def c_access_code_doc():
    return (f"Recipient authentication options: accessCode (shared out of band), SMS, phone, ID verification. "
            f"Configure via envelope_definition.recipients.signers[].accessCode = <code>. Workflow {G.uuid()}.")


@cln
def c_k8s_ref():
    return ("env:\n  - name: DS_PRIVATE_KEY\n    valueFrom:\n      secretKeyRef: {name: docusign-jwt, key: private.key}\n"
            f"  - name: DS_USER_ID\n    value: \"{G.uuid()}\"\n  - name: DS_ACCOUNT_ID\n    value: \"{G.uuid()}\"")


@cln
def c_webviewer():
    return ("// client bundle: Apryse WebViewer (the license key is bound to our domain and shipped to every browser)\n"
            f"WebViewer({{ path: '/lib', licenseKey: 'Brightlease Inc:OEM:{G.s(UPPER + DIG, 20)}::B+:AMS({r.randint(20260101, 20281231)}):{G.hexs(40).upper()}', initialDoc: '/files/lease.pdf' }}, el);")


def write():
    out = Path(__file__).resolve().parent
    with open(out / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for i in range(250):
            cls, text, secrets = S[i % len(S)]()
            seen = []
            for s in secrets:
                assert s and s in text, (FAMILY, i, s)
                if s not in seen:
                    seen.append(s)
            f.write(json.dumps({"id": f"{FAMILY}-{i + 1}", "family": FAMILY, "class": cls, "text": text, "secrets": seen},
                               ensure_ascii=False) + "\n")
    with open(out / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for i in range(100):
            f.write(json.dumps({"id": f"{FAMILY}-c{i + 1}", "family": FAMILY, "text": C[i % len(C)]()}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
