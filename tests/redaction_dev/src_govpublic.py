"""Blind redaction source "govpublic" (round 19): government and public-sector integrations.

Tax and e-invoicing APIs (HMRC MTD, SdI, CFDI/SAT, NF-e, GST IRP, Peppol, Avalara), Login.gov, eIDAS nodes,
ID-porten/Maskinporten, GOV.UK Notify and Pay, court e-filing (CM/ECF, Tyler EFM), open-data portals (CKAN,
Socrata, api.data.gov, Census), municipal permit systems (Accela, EnerGov, ArcGIS). Contexts: config files,
shell commands, logs, tracebacks, tickets and chat, agent hook payloads.

Written blind by the helper "corpora3" on 2026-12-03 (it had read neither memtool's rules nor their results).
Every value is random and made up; nothing is a real credential or comes from a scanner's fixtures.
Run: python3 src_govpublic.py  -> govpublic_secrets.jsonl, govpublic_clean.jsonl (byte-identical on rerun).
"""
from __future__ import annotations

import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import B62, HEX, URLSAFE, Gen  # noqa: E402

FAMILY = "govpublic"
g = Gen(190301)
r = g.r
SI, NC, ST = "self-identifying", "name-context", "structural"
LOW = string.ascii_lowercase
DIG = string.digits

WORDS = ["harbour", "lantern", "meadow", "ledger", "granite", "thistle", "copper", "civic", "beacon", "parish",
         "willow", "tundra", "quarry", "saffron", "orbit", "fjord", "mosaic", "pylon", "juniper", "cobble"]


def passphrase() -> str:
    return r.choice(["-", ".", "_", ""]).join(r.sample(WORDS, r.choice([3, 4]))) + str(r.randint(1, 99))


def legacy_pw() -> str:
    return r.choice(["tax", "court", "permit", "clerk", "city", "gov", "revenue", "dmv"]) + str(r.randint(1, 999))


def word_digits() -> str:
    return r.choice(["Finanzamt", "Rathaus", "Comune", "Prefeitura", "Kommune", "Cityhall", "Tribunal",
                     "Receita", "Hacienda", "Belasting"]) + str(r.randint(2015, 2027)) + r.choice(["!", "#", "", "*", "$"])


def pin() -> str:
    return g.s(DIG, r.choice([4, 6, 8]))


def vendor_pw() -> str:
    return r.choice([lambda: g.s(B62, 20), lambda: g.s(B62 + "!@#%", 16), lambda: g.hexs(32),
                     lambda: g.b64(24), lambda: g.s(string.ascii_uppercase + DIG, 12)])()


def anypw() -> str:
    return r.choice([passphrase, legacy_pw, word_digits, vendor_pw, vendor_pw, g.human_pw, g.machine_pw])()


def notify_key(kind: str = "") -> str:
    name = kind or r.choice(["live", "team", "test", "staging_notify", "prod-alerts"])
    return f"{name}-{g.uuid()}-{g.uuid()}"


def pay_key() -> str:
    return r.choice(["api_live_", "api_test_"]) + g.s(LOW + DIG, 52)


def hook(cmd: str, out: str) -> str:
    return json.dumps({"session_id": g.uuid(), "hook_event_name": "PostToolUse", "tool_name": "Bash",
                       "tool_input": {"command": cmd, "description": "Run " + cmd.split()[0]},
                       "tool_response": {"stdout": out, "stderr": "", "interrupted": False}}, indent=r.choice([None, 2]))


def hook_read(path: str, content: str) -> str:
    return json.dumps({"tool_name": "Read", "tool_input": {"file_path": path},
                       "tool_response": {"type": "text", "file": {"filePath": path, "content": content,
                                                                   "numLines": content.count("\n") + 1}}})


HOSTS = ["permits.cityofbrampton.example", "efile.courts.nv.example", "opendata.leeds.example",
         "api.revenue.example.gov", "sdi-gw.regione.example.it", "irp-sandbox.gst.example.in"]

# ---------------------------------------------------------------- secret templates

def t_notify_env():
    k = notify_key()
    return SI, f"# .env.production (notify-service)\nNOTIFY_API_KEY={k}\nNOTIFY_TEMPLATE_ID_CONFIRM={g.uuid()}\nNOTIFY_REPLY_TO_ID={g.uuid()}\n", [k]


def t_notify_python():
    k = notify_key("live")
    return SI, f"from notifications_python_client.notifications import NotificationsAPIClient\n\nclient = NotificationsAPIClient(\"{k}\")\nresp = client.send_email_notification(\n    email_address=applicant.email,\n    template_id=\"{g.uuid()}\",\n    personalisation={{\"reference\": ref}},\n)\n", [k]


def t_notify_curl():
    k = notify_key()
    return SI, hook("grep -rn NOTIFY_ config/", f"config/settings.yml:14:  notify_api_key: \"{k}\"\nconfig/settings.yml:15:  notify_sms_template: \"{g.uuid()}\"\n"), [k]


def t_pay_key():
    k = pay_key()
    return SI, f"PAY_API_URL=https://publicapi.payments.service.gov.uk\nPAY_API_KEY={k}\nPAY_RETURN_URL=https://apply-for-a-licence.example.gov.uk/payment/return\n", [k]


def t_pay_curl():
    k = pay_key()
    return ST, f"$ curl -s https://publicapi.payments.service.gov.uk/v1/payments \\\n    -H \"Authorization: Bearer {k}\" \\\n    -H 'Content-Type: application/json' \\\n    -d '{{\"amount\": 14500, \"reference\": \"FPN-{g.s(DIG, 7)}\", \"description\": \"Fixed penalty\", \"return_url\": \"https://example.gov.uk/done\"}}'\n{{\"amount\":14500,\"state\":{{\"status\":\"created\",\"finished\":false}},\"payment_id\":\"{g.s(LOW + DIG, 26)}\"}}", [k]


def t_hmrc_mtd():
    cs = g.uuid()
    return NC, f"# HMRC Developer Hub - sandbox application 'vat-bridge'\nhmrc:\n  base_url: https://test-api.service.hmrc.gov.uk\n  client_id: {g.s(B62, 28)}\n  client_secret: {cs}\n  server_token: {g.hexs(32)}\n  scopes: [read:vat, write:vat]\n", [cs]


def t_hmrc_bearer():
    tok = g.hexs(32)
    return ST, f"POST /organisations/vat/{g.s(DIG, 9)}/returns HTTP/1.1\nHost: test-api.service.hmrc.gov.uk\nAccept: application/vnd.hmrc.1.0+json\nAuthorization: Bearer {tok}\nGov-Client-Connection-Method: WEB_APP_VIA_SERVER\nGov-Client-Public-IP: 198.51.100.23\nGov-Vendor-Version: vat-bridge=2.4.1\n", [tok]


def t_logingov_pem():
    block, line = g.pem("PRIVATE KEY")
    return SI, f"# config/login_gov/sp_private_key.pem (private_key_jwt for urn:gov:gsa:openidconnect.profiles:sp:sso:doi:permits)\n{block}\n", [line]


def t_eidas_keystore():
    pw = anypw()
    return NC, f"# eidas-node/config/SPecificConnector.xml excerpt\n<entry key=\"keyStorePath\">/etc/eidas/keystore/connector-signing.p12</entry>\n<entry key=\"keyStoreType\">PKCS12</entry>\n<entry key=\"keyStorePassword\">{pw}</entry>\n<entry key=\"keyAlias\">connector-sign-2026</entry>\n", [pw]


def t_maskinporten_jwk():
    d = g.b64url(32)
    p = g.b64url(64)
    q = g.b64url(64)
    return NC, json.dumps({"maskinporten": {"client_id": g.uuid(), "scope": "skatteetaten:mvameldinger",
                                            "jwk": {"kty": "RSA", "kid": "mp-" + g.s(LOW + DIG, 8), "alg": "RS256",
                                                    "n": g.b64url(256), "e": "AQAB", "d": d, "p": p, "q": q}}}, indent=2), [d]


def t_idporten_secret():
    s = g.s(URLSAFE, 43)
    return NC, f"spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          idporten:\n            client-id: {g.uuid()}\n            client-secret: {s}\n            scope: openid,profile\n        provider:\n          idporten:\n            issuer-uri: https://test.idporten.no\n", [s]


def t_sdi_p12():
    pw = r.choice([pin, word_digits, passphrase])()
    return NC, f"$ openssl pkcs12 -in firma_sdi_{g.s(DIG, 11)}.p12 -nodes -passin pass:{pw} | openssl x509 -noout -subject\nsubject=C = IT, O = Comune di Montalto, CN = SDI-FTP {g.s(DIG, 5)}\n", [pw]


def t_cfdi_csd():
    pw = r.choice([word_digits, legacy_pw, vendor_pw])()
    return NC, f"# facturacion/.env\nSAT_RFC_EMISOR=XAXX010101000\nCSD_CER_PATH=./csd/00001000000{g.s(DIG, 9)}.cer\nCSD_KEY_PATH=./csd/CSD_Sucursal_Centro.key\nCSD_KEY_PASSWORD={pw}\nPAC_USUARIO=facturas@ejemplo.mx\n", [pw]


def t_pac_pair():
    pw = anypw()
    return ST, f"  File \"/srv/cfdi/timbrado.py\", line 61, in timbrar\n    resp = client.service.timbrar(usuario='pac_{g.s(LOW, 5)}', password='{pw}', xml=xml_b64)\n  File \"/usr/lib/python3/dist-packages/zeep/proxy.py\", line 46, in __call__\nzeep.exceptions.Fault: 307 - El CFDI contiene un timbre previo\n", [pw]


def t_nfe_cert():
    pw = r.choice([pin, word_digits])()
    return NC, f"// nfe-service/appsettings.json\n{{\n  \"Sefaz\": {{\n    \"Ambiente\": \"Homologacao\",\n    \"UF\": \"SP\",\n    \"CertificadoA1\": \"certs/empresa_{g.s(DIG, 14)}.pfx\",\n    \"SenhaCertificado\": \"{pw}\"\n  }}\n}}\n", [pw]


def t_gst_irp():
    pw = anypw()
    cs = g.s(B62, 20)
    return NC, f"GSP_CLIENT_ID=AAACT{g.s(string.ascii_uppercase + DIG, 12)}\nGSP_CLIENT_SECRET={cs}\nIRP_USERNAME=API_acme_{g.s(DIG, 4)}\nIRP_PASSWORD={pw}\nIRP_GSTIN=29AAACT{g.s(DIG, 4)}K1Z{g.s(DIG, 1)}\n", [cs, pw]


def t_peppol_ap():
    pw = anypw()
    return NC, f"# oxalis.conf\noxalis.keystore {{\n  path = /etc/oxalis/ap-keystore.jks\n  password = \"{pw}\"\n  key.alias = ap\n  key.password = \"{pw}\"\n}}\noxalis.path.inbound = /var/peppol/inbound\n", [pw]


def t_avalara():
    lic = g.hexs(16).upper()
    return NC, f"AVATAX_ENVIRONMENT=sandbox\nAVATAX_ACCOUNT_ID={g.s(DIG, 10)}\nAVATAX_LICENSE_KEY={lic}\nAVATAX_COMPANY_CODE=MUNI-UTIL\n", [lic]


def t_avalara_basic():
    lic = g.hexs(16).upper()
    acct = g.s(DIG, 10)
    import base64
    b = base64.b64encode(f"{acct}:{lic}".encode()).decode()
    return ST, f"2026-11-30T14:02:11Z DEBUG avatax.http > GET https://sandbox-rest.avatax.com/api/v2/utilities/ping\n2026-11-30T14:02:11Z DEBUG avatax.http > Authorization: Basic {b}\n2026-11-30T14:02:11Z DEBUG avatax.http < 200 OK {{\"authenticated\":true,\"authenticationType\":\"AccountIdLicenseKey\"}}\n", [b]


def t_pacer():
    pw = r.choice([legacy_pw, word_digits, g.human_pw])()
    return ST, f"Hi team, the docket-sync job is failing again since PACER forced the reset. New login for the firm account is\nuser: {r.choice(['jrodriguez_law', 'mkowalski', 'docketclerk2'])}\npass: {pw}\ncan someone update the secret in the scheduler? thanks\n", [pw]


def t_tyler_efm():
    pw = anypw()
    return NC, f"<!-- efile-connector/src/main/resources/efm.properties -->\nefm.url=https://texas-stage.tylertech.cloud/EFM/EFMUserService.svc\nefm.firm.admin.email=efile-admin@smithlegal.example\nefm.firm.admin.password={pw}\nefm.client.cert=/opt/efile/certs/client.pfx\n", [pw]


def t_tyler_cert_pw():
    pw = r.choice([pin, vendor_pw])()
    return NC, f"$ kubectl -n efile get secret efm-client-cert -o jsonpath='{{.data}}' | jq 'map_values(@base64d)'\n{{\n  \"client.pfx.password\": \"{pw}\",\n  \"efm.user\": \"svc-efile@county.example\"\n}}\n", [pw]


def t_ckan_token():
    tok = g.jwt()
    return SI, f"$ ckanapi action package_create -r https://data.cityofexample.gov -a {tok} name=street-trees-2026 owner_org=parks title='Street trees 2026'\n", [tok]


def t_ckan_ini():
    k = g.uuid()
    return NC, f"[harvest:ons]\nurl = https://opendata.leeds.example/api/3/action\napi_key = {k}\nowner_org = leeds-city-council\n", [k]


def t_socrata():
    sec = g.s(B62, 32)
    kid = g.s(LOW + DIG, 25)
    return NC, f"# sodapy client for the 311 dataset\nclient = Socrata(\n    \"data.cityofchicago.example\",\n    app_token=\"{g.s(B62, 25)}\",\n    username=\"{kid}\",\n    password=\"{sec}\",  # API key secret from developer settings\n)\n", [sec]


def t_datagov():
    k = g.s(B62, 40)
    return ST, f"$ curl 'https://api.data.gov/ed/collegescorecard/v1/schools?school.state=NV&api_key={k}&fields=id,school.name' | jq '.metadata'\n{{\n  \"page\": 0,\n  \"total\": 124,\n  \"per_page\": 20\n}}\n", [k]


def t_census():
    k = g.hexs(40)
    return NC, f"library(tidycensus)\ncensus_api_key(\"{k}\", install = TRUE)\nacs <- get_acs(geography = \"tract\", variables = \"B19013_001\", state = \"OR\", year = 2024)\n", [k]


def t_accela():
    sec = g.hexs(32)
    return NC, f"ACCELA_APP_ID=636{g.s(DIG, 15)}\nACCELA_APP_SECRET={sec}\nACCELA_AGENCY=BRAMPTON\nACCELA_ENVIRONMENT=TEST\n", [sec]


def t_accela_token_log():
    tok = g.s(URLSAFE, 180)
    return ST, f"[2026-12-01 09:14:55,102] INFO permits.sync: GET https://apis.accela.com/v4/records?module=Building\n[2026-12-01 09:14:55,103] DEBUG permits.sync: headers={{'Authorization': '{tok}', 'x-accela-appid': '636{g.s(DIG, 15)}', 'x-accela-agency': 'BRAMPTON'}}\n[2026-12-01 09:14:55,877] WARNING permits.sync: 401 invalid_token\n", [tok]


def t_energov_conn():
    pw = anypw()
    return ST, f"<connectionStrings>\n  <add name=\"EnerGov\" connectionString=\"Data Source=sql-permits01;Initial Catalog=EnerGov_Prod;User ID=energov_app;Password={pw};Encrypt=True\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>\n", [pw]


def t_arcgis_token():
    tok = g.s(URLSAFE, 140) + ".."
    return ST, f"GET https://gis.cityofexample.gov/server/rest/services/Permits/ZoningParcels/MapServer/0/query?where=1%3D1&outFields=*&f=json&token={tok}\n", [tok]


def t_arcgis_pw_script():
    pw = anypw()
    return ST, f"from arcgis.gis import GIS\n# TODO move to keyring before go-live\ngis = GIS(\"https://gis.cityofexample.gov/portal\", \"permits_publisher\", \"{pw}\")\nprint(gis.users.me.username)\n", [pw]


def t_postgres_url():
    pw = anypw()
    return ST, f"DATABASE_URL=postgresql://opendata_rw:{pw}@pg-opendata.internal:5432/ckan_default?sslmode=require\n", [pw]


def t_irs_mef():
    pw = r.choice([vendor_pw, word_digits])()
    return NC, f"# mef-client.properties (IRS Modernized e-File A2A, ATS)\nmef.etin={g.s(DIG, 5)}\nmef.appSysId={g.s(DIG, 8)}\nmef.keystore=/opt/mef/keys/a2a_{g.s(DIG, 5)}.jks\nmef.keystore.password={pw}\nmef.endpoint=https://la.alt.www4.irs.gov/a2a/mef\n", [pw]


def t_state_tax_sftp():
    pw = anypw()
    return ST, f"$ lftp -u 'dor_upload,{pw}' sftp://sftp.revenue.state.example.us -e 'put sales_tax_Q3_2026.csv; bye'\nsales_tax_Q3_2026.csv: 418233 bytes transferred\n", [pw]


def t_chat_notify():
    k = notify_key("live")
    return SI, f"[#notify-integration] @pip: I rotated the live key after the incident, new one is {k} - please don't paste it in the ticket this time :)", [k]


def t_ticket_login():
    pw = anypw()
    return ST, f"JIRA PERMIT-{g.s(DIG, 4)}: Cannot log into Accela Citizen Access test instance\nSteps: go to https://aca-test.cityofexample.gov, login with\n  username: qa.inspector3\n  password: {pw}\nExpected: dashboard. Actual: 'Your account is locked'.\n", [pw]


def t_hook_env():
    cs = g.s(B62, 32)
    pw = anypw()
    return NC, hook("env | grep -i -e idporten -e ebms", f"IDPORTEN_CLIENT_ID={g.uuid()}\nIDPORTEN_CLIENT_SECRET={cs}\nEBMS_KEYSTORE_PASS={pw}\nEBMS_PARTY_ID=0192:{g.s(DIG, 9)}\n"), [cs, pw]


def t_hook_read_pem():
    block, line = g.pem("RSA PRIVATE KEY")
    return SI, hook_read("/srv/eidas/keys/metadata-signing.key", block + "\n"), [line]


def t_k8s_secret():
    v = g.s(B62, 28)
    import base64
    b = base64.b64encode(v.encode()).decode()
    return NC, f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: logingov-client\n  namespace: benefits-portal\ntype: Opaque\ndata:\n  client_id: {base64.b64encode(b'urn:gov:gsa:openidconnect.profiles:sp:sso:hhs:benefits').decode()}\n  jwt_signing_key_passphrase: {b}\n", [b]


def t_github_action():
    tok = g.gh_classic()
    return SI, f"      - name: Publish dataset release\n        env:\n          GH_TOKEN: {tok}   # temp, replace with secrets.GH_TOKEN\n          CKAN_URL: https://data.cityofexample.gov\n        run: python scripts/publish_release.py --tag ${{{{ github.ref_name }}}}\n", [tok]


def t_aws_opendata():
    ak = g.aws_akid()
    sk = g.aws_secret()
    return SI, f"[opendata-publisher]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = us-gov-west-1\n", [ak, sk]


def t_mqtt_redis():
    pw = anypw()
    return ST, f"CELERY_BROKER_URL=redis://:{pw}@redis-permits:6379/2\nCELERY_RESULT_BACKEND=redis://redis-permits:6379/3\n", [pw]


def t_smtp_court():
    pw = anypw()
    return NC, f"# court-notices/mail.ini\n[smtp]\nhost = smtp.courts.state.example.us\nport = 587\nuser = efile-noreply@courts.state.example.us\npassword = {pw}\nstarttls = yes\n", [pw]


def t_java_trace():
    pw = anypw()
    return ST, f"org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"permit_api\"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\t... 42 more\nCaused by config: spring.datasource.url=jdbc:postgresql://db-permits:5432/permits?user=permit_api&password={pw}\n", [pw]


def t_docker_run():
    pw = anypw()
    return NC, f"$ docker run -d --name ckan -e CKAN_SYSADMIN_NAME=ckan_admin -e CKAN_SYSADMIN_PASSWORD={pw} -e CKAN_SITE_URL=http://localhost:5000 -p 5000:5000 ckan/ckan-base:2.11\n{g.hexs(64)}\n", [pw]


def t_slack_webhook():
    lab, tok, sec = "slack", g.slack_webhook(), None
    sec = tok.rsplit("/", 1)[1]
    return SI, f"ALERT_WEBHOOK={tok}  # #permits-alerts, posts failed nightly Accela syncs\n", [sec]


def t_sendgrid():
    k = g.sendgrid()
    return SI, f"# fallback when GOV.UK Notify is unavailable (non-UK tenants)\nSENDGRID_API_KEY={k}\n", [k]


def t_xml_wsse():
    pw = anypw()
    return ST, f"<soapenv:Header>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>ws_intermediario_{g.s(DIG, 4)}</wsse:Username>\n      <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">{pw}</wsse:Password>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>\n", [pw]


def t_companies_house():
    k = g.uuid()
    return ST, f"$ curl -u {k}: https://api.company-information.service.gov.uk/company/{g.s(DIG, 8)}/officers | jq '.items[].name'\n\"SMITH, Jane Elizabeth\"\n\"OKAFOR, Chidi\"\n", [k]


def t_os_places():
    k = g.s(B62, 32)
    return NC, f"export const environment = {{\n  production: true,\n  osPlacesApiKey: '{k}',\n  postcodeLookupUrl: 'https://api.os.uk/search/places/v1/postcode',\n}};\n", [k]


def t_ldap_bind():
    pw = anypw()
    return NC, f"# /etc/sssd/sssd.conf on clerk workstation image\n[domain/county.local]\nldap_uri = ldaps://dc01.county.local\nldap_default_bind_dn = CN=svc-efile,OU=Service,DC=county,DC=local\nldap_default_authtok = {pw}\n", [pw]


SECRET_T = [t_notify_env, t_notify_python, t_notify_curl, t_pay_key, t_pay_curl, t_hmrc_mtd, t_hmrc_bearer,
            t_logingov_pem, t_eidas_keystore, t_maskinporten_jwk, t_idporten_secret, t_sdi_p12, t_cfdi_csd,
            t_pac_pair, t_nfe_cert, t_gst_irp, t_peppol_ap, t_avalara, t_avalara_basic, t_pacer, t_tyler_efm,
            t_tyler_cert_pw, t_ckan_token, t_ckan_ini, t_socrata, t_datagov, t_census, t_accela,
            t_accela_token_log, t_energov_conn, t_arcgis_token, t_arcgis_pw_script, t_postgres_url, t_irs_mef,
            t_state_tax_sftp, t_chat_notify, t_ticket_login, t_hook_env, t_hook_read_pem, t_k8s_secret,
            t_github_action, t_aws_opendata, t_mqtt_redis, t_smtp_court, t_java_trace, t_docker_run,
            t_slack_webhook, t_sendgrid, t_xml_wsse, t_companies_house, t_os_places, t_ldap_bind]

# ---------------------------------------------------------------- clean templates

def c_notify_docs():
    return "## Configuration\n\nSet `NOTIFY_API_KEY` to a key from the GOV.UK Notify admin (API integration > API keys). Use a\n`team` key in development, never a `live` key. Example:\n\n    NOTIFY_API_KEY=<your-notify-api-key>\n"


def c_template_ids():
    return "".join(f"{n}: {g.uuid()}\n" for n in ["NOTIFY_TEMPLATE_APPLICATION_RECEIVED", "NOTIFY_TEMPLATE_PERMIT_ISSUED",
                                                 "NOTIFY_TEMPLATE_INSPECTION_BOOKED", "NOTIFY_SERVICE_ID"])


def c_pay_response():
    return json.dumps({"amount": r.randint(1000, 90000), "description": "Planning application fee",
                       "reference": "PP-" + g.s(DIG, 7), "payment_id": g.s(LOW + DIG, 26),
                       "state": {"status": "success", "finished": True}, "card_details": {"last_digits_card_number": g.s(DIG, 4),
                       "card_brand": "Visa", "expiry_date": "09/28"}, "provider_id": g.uuid()}, indent=2)


def c_irn():
    return f"2026-12-01 10:22:04 INFO einvoice: IRN generated\n  Irn: {g.sha256()}\n  AckNo: 1120{g.s(DIG, 11)}\n  AckDt: 2026-12-01 10:22:03\n  SignedQRCode: <omitted, {r.randint(700, 900)} chars>\n"


def c_cfdi_uuid():
    return f"<tfd:TimbreFiscalDigital Version=\"1.1\" UUID=\"{g.uuid().upper()}\" FechaTimbrado=\"2026-11-28T12:01:44\" RfcProvCertif=\"SPR190613I52\" NoCertificadoSAT=\"0000100000050{g.s(DIG, 7)}\" SelloCFD=\"...\"/>"


def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": g.s(LOW + DIG, 27), "alg": "RS256",
                                 "n": g.b64url(256), "e": "AQAB"}]}, indent=2)


def c_logingov_client():
    return "LOGIN_GOV_CLIENT_ID=urn:gov:gsa:openidconnect.profiles:sp:sso:hud:permits\nLOGIN_GOV_IDP_URL=https://idp.int.identitysandbox.gov\nLOGIN_GOV_ACR=urn:acr.login.gov:auth-only\nLOGIN_GOV_PRIVATE_KEY_PATH=${LOGIN_GOV_PRIVATE_KEY_PATH}\n"


def c_sha_checksums():
    return "".join(f"{g.sha256()}  {n}\n" for n in ["street-trees-2026.csv", "street-trees-2026.geojson", "datapackage.json"])


def c_git_log():
    return "".join(f"{g.hexs(7)} {m}\n" for m in ["Add Peppol BIS 3.0 validation", "Bump notifications-python-client to 10.0.1",
                                                  "Fix CFDI 4.0 rounding for IEPS", "Handle ID-porten logout", "CKAN harvester: retry on 503"])


def c_peppol_id():
    return f"Sender: iso6523-actorid-upis::0192:{g.s(DIG, 9)}\nReceiver: iso6523-actorid-upis::0088:{g.s(DIG, 13)}\nDocumentType: urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1\nMessageId: {g.uuid()}\n"


def c_compose_vars():
    return "services:\n  ckan:\n    image: ckan/ckan-base:2.11\n    environment:\n      CKAN_SQLALCHEMY_URL: postgresql://ckan:${CKAN_DB_PASSWORD}@db/ckan\n      CKAN_SYSADMIN_PASSWORD: ${CKAN_SYSADMIN_PASSWORD:?set in .env}\n      CKAN_SITE_URL: https://data.cityofexample.gov\n"


def c_env_example():
    return "# .env.example — copy to .env and fill in\nAVATAX_ACCOUNT_ID=\nAVATAX_LICENSE_KEY=changeme\nIRP_USERNAME=your-irp-username\nIRP_PASSWORD=********\nCSD_KEY_PASSWORD=\n"


def c_dataset_meta():
    return json.dumps({"id": g.uuid(), "name": "building-permits-2026", "revision_id": g.uuid(),
                       "resources": [{"id": g.uuid(), "format": "CSV", "hash": "sha256:" + g.sha256(),
                                      "url": "https://data.cityofexample.gov/dataset/building-permits-2026.csv"}],
                       "license_id": "odc-by"}, indent=2)


def c_socrata_apptoken_doc():
    return "Socrata app tokens only raise your throttling limits and are sent in the X-App-Token header. They are not\nsecret in the way the API key secret is. Pass `app_token=None` to use anonymous access while testing.\n"


def c_court_case():
    return f"Case No. 2:26-cv-{g.s(DIG, 5)}-RFB-NJK\nDocket entry {r.randint(1, 90)} filed {r.randint(1, 28)}/11/2026. NEF sent to counsel of record.\nDocument number: {g.s(DIG, 9)}  SHA-1: {g.sha1()}\nTransaction ID: {g.uuid()}\n"


def c_pem_public():
    import base64
    lines = [g.b64(48) for _ in range(5)]
    return "# config/login_gov/sp_public_cert.pem (uploaded to the Login.gov partner dashboard)\n-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----\n"


def c_hook_pytest():
    return hook("pytest tests/test_notify.py -q", f"........                                                                 [100%]\n8 passed in 1.{r.randint(10, 99)}s\n")


def c_permit_record():
    return json.dumps({"result": [{"id": f"BRAMPTON-REC{g.s(DIG, 2)}-{g.s(DIG, 8)}", "customId": f"BP-2026-{g.s(DIG, 5)}",
                                   "type": {"value": "Building/Residential/Addition/NA"}, "status": {"value": "Issued"},
                                   "parcel": {"parcelNumber": g.s(DIG, 10)}}]}, indent=2)


def c_hmrc_fraud_headers():
    return f"Gov-Client-Device-ID: {g.uuid()}\nGov-Client-User-IDs: os={r.choice(['alice', 'bookkeeper'])}\nGov-Client-Timezone: UTC+00:00\nGov-Client-Browser-JS-User-Agent: Mozilla/5.0\nGov-Vendor-Product-Name: vat-bridge\nGov-Vendor-License-IDs: vat-bridge={g.sha256()}\n"


def c_base64_logo():
    return f"<img alt=\"Council crest\" src=\"data:image/png;base64,{g.b64(r.randint(120, 240))}\">"


def c_chat_rotate():
    return "[#notify-integration] rotated the Notify live key; it is in Vault under secret/notify/live now, the old one is revoked. Redeploy picks it up automatically."


def c_tax_ids():
    return f"VAT registration number: GB{g.s(DIG, 9)}\nEORI: GB{g.s(DIG, 12)}\nUTR: {g.s(DIG, 10)}\nRFC: XAXX010101000\nGSTIN: 29AAACT{g.s(DIG, 4)}K1Z5\n"


def c_arcgis_query():
    return f"GET https://gis.cityofexample.gov/server/rest/services/Permits/ZoningParcels/MapServer/0/query?where=PARCEL_ID%3D%27{g.s(DIG, 10)}%27&outFields=ZONE_CODE&returnGeometry=false&f=pjson\n"


def c_maskinporten_pub():
    return f"Maskinporten client {g.uuid()}: key registered, kid mp-{g.s(LOW + DIG, 8)}, expires 2027-12-01. Thumbprint (SHA-256): {g.b64url(32)}\n"


CLEAN_T = [c_notify_docs, c_template_ids, c_pay_response, c_irn, c_cfdi_uuid, c_jwks, c_logingov_client,
           c_sha_checksums, c_git_log, c_peppol_id, c_compose_vars, c_env_example, c_dataset_meta,
           c_socrata_apptoken_doc, c_court_case, c_pem_public, c_hook_pytest, c_permit_record, c_hmrc_fraud_headers,
           c_base64_logo, c_chat_rotate, c_tax_ids, c_arcgis_query, c_maskinporten_pub]


def main() -> None:
    secrets = []
    order = SECRET_T * (250 // len(SECRET_T) + 1)
    r.shuffle(order)
    for i, t in enumerate(order[:250], 1):
        cls, text, vals = t()
        for v in vals:
            assert v and v in text, (t.__name__, v)
        secrets.append({"id": f"{FAMILY}-{i}", "family": FAMILY, "class": cls, "text": text, "secrets": vals})
    clean, seen = [], set()
    while len(clean) < 100:
        text = r.choice(CLEAN_T)()
        if text in seen:
            continue
        seen.add(text)
        clean.append({"id": f"{FAMILY}-c{len(clean) + 1}", "family": FAMILY, "text": text})
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for rec in secrets:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for rec in clean:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
