#!/usr/bin/env python3
"""Blind redaction source "procurement" (round 52, helper corpora24).

Procurement and e-invoicing: Coupa, SAP Ariba, Jaggaer, Peppol access points, e-invoice portals and government
clearance (SDI, ZATCA, e-Factura, KSeF, IRP, CFDI, Chorus Pro), punchout catalogs (cXML/OCI), supplier portals.
Every value is random and made up. Imports only the standard library and _tokens.py.
"""
import base64
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _tokens import Gen, B62, HEX, UPPER, URLSAFE  # noqa: E402

FAMILY = "procurement"
G = Gen(52001)
R = G.r
LOW = string.ascii_lowercase
DIG = string.digits
WORDS = ["invoice", "ledger", "tender", "quarry", "maple", "harbor", "copper", "saffron", "glacier", "meadow",
         "lantern", "pelican", "orbit", "walnut", "thistle", "bramble", "cactus", "violet", "anchor", "summit"]
COS = ["acme", "nordvale", "brightline", "kestrel", "oakmont", "veltra", "halcyon", "meridia", "castell", "lumora"]


def pin(n=4):
    return G.s(DIG, n)


def phrase():
    sep = R.choice(["-", ".", "_"])
    return sep.join(R.choice(WORDS) for _ in range(R.randint(3, 4))) + (str(R.randint(1, 99)) if R.random() < .5 else "")


def legacy():
    return G.s(LOW, R.randint(4, 6)) + G.s(DIG, R.randint(1, 3))


def anypw():
    return R.choice([G.pw, G.machine_pw, G.human_pw, phrase, legacy])()


def basic(u, p):
    return base64.b64encode(f"{u}:{p}".encode()).decode()


def co():
    return R.choice(COS)


def hook(tool, inp, resp=None, event="PostToolUse"):
    d = {"session_id": G.uuid(), "transcript_path": f"/home/dev/.claude/projects/{co()}-p2p/{G.uuid()}.jsonl",
         "cwd": f"/srv/{co()}-p2p", "hook_event_name": event, "tool_name": tool, "tool_input": inp}
    if resp is not None:
        d["tool_response"] = resp
    return json.dumps(d, ensure_ascii=False)


SECRETS = []
CLEAN = []


def S(fn):
    SECRETS.append(fn)
    return fn


def C(fn):
    CLEAN.append(fn)
    return fn


# ------------------------------------------------------------------ secrets
@S
def coupa_curl():
    k = G.hexs(40)
    c = co()
    return "structural", (f"$ curl -s -H 'X-COUPA-API-KEY: {k}' -H 'Accept: application/json' \\\n"
                          f"    'https://{c}.coupahost.com/api/invoices?status=pending_approval&limit=50' | jq '.[].id'\n"
                          f"{R.randint(10000, 99999)}\n{R.randint(10000, 99999)}"), [k]


@S
def coupa_oauth_env():
    cid = G.hexs(32)
    sec = G.s(B62 + "-_", 43)
    c = co()
    return "name-context", (f"# .env (coupa-sync)\nCOUPA_INSTANCE=https://{c}.coupahost.com\nCOUPA_CLIENT_ID={cid}\n"
                            f"COUPA_CLIENT_SECRET={sec}\nCOUPA_SCOPES=core.invoice.read core.invoice.write core.supplier.read\n"
                            f"POLL_INTERVAL=300\n"), [sec]


@S
def coupa_token_py():
    sec = G.s(B62, 40)
    return "name-context", (f"import requests\n\nTOKEN_URL = 'https://{co()}.coupahost.com/oauth2/token'\n\n"
                            f"def get_token():\n    r = requests.post(TOKEN_URL, data={{\n        'grant_type': 'client_credentials',\n"
                            f"        'client_id': '{G.hexs(32)}',\n        'client_secret': '{sec}',\n"
                            f"        'scope': 'core.purchase_order.read core.supplier.write',\n    }})\n    r.raise_for_status()\n"
                            f"    return r.json()['access_token']\n"), [sec]


@S
def coupa_sftp():
    pw = anypw()
    c = co()
    return "structural", (f"$ lftp -u {c}-integration,{pw} sftp://fileshare.coupahost.com\n"
                          f"lftp {c}-integration@fileshare.coupahost.com:~> cd Outgoing/Invoices\n"
                          f"lftp {c}-integration@fileshare.coupahost.com:/Outgoing/Invoices> mget Invoice_Header_*.csv\n"
                          f"Total 3 files transferred"), [pw]


@S
def ariba_cxml_sharedsecret():
    ss = R.choice([anypw, phrase, legacy])()
    an = "AN" + G.s(DIG, 11)
    pid = f"{R.randint(10**9, 10**10)}.{R.randint(1000, 9999)}@{co()}.com"
    return "name-context", (f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="{pid}" timestamp="2026-11-{R.randint(10, 28)}T09:{R.randint(10, 59)}:00-05:00">
  <Header>
    <From><Credential domain="NetworkID"><Identity>{an}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>AN{G.s(DIG, 11)}</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID">
        <Identity>{an}</Identity>
        <SharedSecret>{ss}</SharedSecret>
      </Credential>
      <UserAgent>Supplier ERP 4.2</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="production">
    <InvoiceDetailRequest>...</InvoiceDetailRequest>
  </Request>
</cXML>"""), [ss]


@S
def punchout_setup():
    ss = anypw()
    return "name-context", (f"""POST /punchout/cxml/setup HTTP/1.1
Host: punchout.{co()}-supply.com
Content-Type: text/xml

<cXML payloadID="{G.uuid()}@ariba" timestamp="2026-11-20T14:02:11Z" xml:lang="en-US">
 <Header>
  <From><Credential domain="DUNS"><Identity>{G.s(DIG, 9)}</Identity></Credential></From>
  <To><Credential domain="DUNS"><Identity>{G.s(DIG, 9)}</Identity></Credential></To>
  <Sender><Credential domain="NetworkId"><Identity>{co()}-buyer</Identity><SharedSecret>{ss}</SharedSecret></Credential>
   <UserAgent>Coupa Procurement 1.0</UserAgent></Sender>
 </Header>
 <Request><PunchOutSetupRequest operation="create">
  <BuyerCookie>{G.hexs(32)}</BuyerCookie>
  <BrowserFormPost><URL>https://{co()}.coupahost.com/punchout/checkout?id=4</URL></BrowserFormPost>
 </PunchOutSetupRequest></Request>
</cXML>"""), [ss]


@S
def oci_hook_url():
    pw = R.choice([legacy, G.human_pw, anypw])()
    u = "OCI_" + G.s(UPPER, 5)
    return "structural", (f"SAP SRM catalog definition (transaction SPRO > Define External Web Services), call structure:\n"
                          f"  URL       https://catalog.{co()}-industrial.de/oci/login.jsp\n"
                          f"  USERNAME  {u}\n  PASSWORD  {pw}\n  HOOK_URL  (return URL)\n"
                          f"  ~OkCode   ADDI\n  ~target   _top\n  ~caller   CTLG\n\n"
                          f"Resolved at runtime: https://catalog.{co()}-industrial.de/oci/login.jsp?USERNAME={u}&PASSWORD={pw}&HOOK_URL=https%3A%2F%2Fsrm.example-buyer.de%2Fsap%2Fbc%2Fbsp%2Fsap%2Fbbp_oci&~OkCode=ADDI"), [pw]


@S
def oci_log_line():
    pw = anypw()
    return "structural", (f"2026-11-21 08:14:55,301 INFO  [oci-gateway-7] c.p.oci.RoundTripFilter - inbound GET "
                          f"/oci/start?USERNAME=buyer_{G.s(DIG, 4)}&PASSWORD={pw}&HOOK_URL=https%3A%2F%2Fs4.{co()}.com%2Fsap%2Fbc%2Fgui%2Fsap%2Fits%2Fwebgui"
                          f"&returntarget=_top status=302 took=41ms"), [pw]


@S
def ariba_openapi():
    key = G.s(B62, 32)
    cid = G.uuid()
    sec = G.s(B62, 32)
    b = basic(cid, sec)
    at = G.uuid()
    return "structural", (f"$ curl -s -X POST 'https://api.ariba.com/v2/oauth/token' \\\n  -H 'Authorization: Basic {b}' \\\n"
                          f"  -d 'grant_type=client_credentials'\n"
                          f"{{\"access_token\":\"{at}\",\"token_type\":\"bearer\",\"expires_in\":1440,\"scope\":\"\"}}\n"
                          f"$ curl -s -H \"apiKey: {key}\" -H \"Authorization: Bearer $TOK\" \\\n"
                          f"  'https://openapi.ariba.com/api/procurement-reporting-details/v2/prod/views/InvoiceLineItemView?realm={co()}-T'"), [b, key, at]


@S
def ariba_yaml():
    key = G.s(B62, 32)
    sec = G.s(B62, 32)
    return "name-context", (f"ariba:\n  realm: {co()}-T\n  region: us\n  apps:\n    reporting:\n      application_key: {key}\n"
                            f"      oauth_client_id: {G.uuid()}\n      oauth_secret: {sec}\n    invoices:\n"
                            f"      application_key: ${{ARIBA_INVOICE_APP_KEY}}\n"), [key, sec]


@S
def jaggaer_basic():
    pw = anypw()
    u = f"api_{co()}"
    b = basic(u, pw)
    return "structural", (f"> GET /api/v1/requisitions?updatedSince=2026-11-01 HTTP/1.1\n> Host: solutions.sciquest.com\n"
                          f"> Authorization: Basic {b}\n> Accept: application/json\n>\n< HTTP/1.1 200 OK\n"
                          f"< Content-Type: application/json\n< X-Request-Id: {G.uuid()}"), [b]


@S
def jaggaer_props():
    pw = anypw()
    return "name-context", (f"# jaggaer-connector.properties\njaggaer.org.id={R.randint(1000, 9999)}\n"
                            f"jaggaer.endpoint=https://usertest.sciquest.com/apps/Router/{co()}\n"
                            f"jaggaer.integration.user=erp_bridge\njaggaer.integration.secret={pw}\n"
                            f"jaggaer.po.export.cron=0 */15 * * * ?\n"), [pw]


@S
def oxalis_conf():
    kp = anypw()
    kk = anypw()
    return "name-context", (f"""# /etc/oxalis/oxalis.conf
oxalis.keystore {{
  path = /etc/oxalis/peppol-ap-prod.p12
  password = "{kp}"
  key.alias = ap
  key.password = "{kk}"
}}
oxalis.path.inbound = /var/peppol/inbound
lookup.locator.class = no.difi.vefa.peppol.lookup.locator.BusdoxLocator
"""), [kp, kk]


@S
def phase4_props():
    pw = anypw()
    return "name-context", (f"# phase4.properties (Peppol AS4 access point)\norg.apache.wss4j.crypto.merlin.keystore.type=pkcs12\n"
                            f"org.apache.wss4j.crypto.merlin.keystore.file=keys/ap-{co()}.p12\n"
                            f"org.apache.wss4j.crypto.merlin.keystore.password={pw}\n"
                            f"org.apache.wss4j.crypto.merlin.keystore.alias=openpeppol ap\n"
                            f"org.apache.wss4j.crypto.merlin.keystore.private.password={pw}\n"
                            f"phase4.endpoint.address=https://ap.{co()}.eu/as4\n"), [pw]


@S
def peppol_ap_pem():
    block, line = G.pem("PRIVATE KEY")
    return "self-identifying", (f"$ openssl pkcs12 -in peppol-ap-2026.p12 -nocerts -nodes -passin env:P12PASS\n"
                                f"Bag Attributes\n    friendlyName: openpeppol ap\n    localKeyID: {G.hexs(40).upper()}\n"
                                f"Key Attributes: <No Attributes>\n{block}"), [line]


@S
def storecove():
    k = G.s(B62 + "-_", 43)
    return "structural", (f"$ http POST https://api.storecove.com/api/v2/document_submissions \\\n"
                          f"    'Authorization:Bearer {k}' legalEntityId:={R.randint(100000, 999999)} \\\n"
                          f"    routing:='{{\"eIdentifiers\":[{{\"scheme\":\"NL:KVK\",\"id\":\"{G.s(DIG, 8)}\"}}]}}' document:=@invoice.json\n"
                          f"HTTP/1.1 200 OK\n{{\"guid\": \"{G.uuid()}\"}}"), [k]


@S
def sdi_p12():
    pw = R.choice([G.human_pw, legacy, anypw])()
    return "name-context", (f"# application.yml - servizio SDICoop (ricezione fatture)\nsdi:\n  endpoint: https://servizi.fatturapa.it/ricevi_file\n"
                            f"  ssl:\n    key-store: classpath:certs/sdi-client-{G.s(DIG, 11)}.p12\n    key-store-password: {pw}\n"
                            f"    trust-store: classpath:certs/CAEntratetest.jks\n    trust-store-password: changeit\n"), [pw]


@S
def fisconline_chat():
    p = pin(10)
    pw = G.human_pw()
    return "name-context", (f"[Teams] Giulia Rinaldi 09:41\nciao Marco, per scaricare le fatture passive dal cassetto fiscale usa le credenziali dello studio:\n"
                            f"codice fiscale {G.s(UPPER, 6)}{G.s(DIG, 2)}{G.s(UPPER, 1)}{G.s(DIG, 2)}{G.s(UPPER, 1)}{G.s(DIG, 3)}{G.s(UPPER, 1)}\n"
                            f"PIN Fisconline: {p}\npassword: {pw}\npoi cambiala pure, scade a fine mese"), [p, pw]


@S
def aruba_fe():
    pw = anypw()
    at = G.s(B62, 64)
    return "structural", (f"$ curl -s -X POST https://auth.fatturazioneelettronica.aruba.it/auth/signin \\\n"
                          f"   -d grant_type=password -d username=FE_{G.s(DIG, 11)} -d 'password={pw}'\n"
                          f"{{\"access_token\":\"{at}\",\"token_type\":\"bearer\",\"expires_in\":1800}}"), [pw, at]


@S
def zatca_key():
    block, line = G.pem("EC PRIVATE KEY")
    return "self-identifying", (f"$ cat cert/PrivateKey.pem   # ZATCA EGS unit {G.uuid()}\n{block}\n"
                                f"$ fatoora -csr -csrConfig csr-config.properties -privateKey cert/PrivateKey.pem -pem"), [line]


@S
def zatca_csid():
    tok = G.b64(R.choice([90, 120, 150]))
    sec = G.b64(32)
    b = basic(tok, sec)
    return "structural", (f"POST https://gw-fatoora.zatca.gov.sa/e-invoicing/core/invoices/clearance/single\n"
                          f"Accept-Version: V2\nClearance-Status: 1\nAccept-Language: en\n"
                          f"Authorization: Basic {b}\nContent-Type: application/json\n\n"
                          f"{{\"invoiceHash\":\"{G.b64(32)}\",\"uuid\":\"{G.uuid()}\",\"invoice\":\"PD94bWwgdmVyc2lvbj0iMS4wIj8+...\"}}"), [b]


@S
def zatca_otp_env():
    otp = pin(6)
    sec = G.b64(32)
    return "name-context", (f"# onboarding - EGS unit of branch {R.randint(1, 40)} (Riyadh)\nZATCA_ENV=simulation\nZATCA_OTP={otp}\n"
                            f"ZATCA_CSID_SECRET={sec}\nZATCA_VAT_NUMBER=3{G.s(DIG, 13)}3\nZATCA_CRN={G.s(DIG, 10)}\n"), [otp, sec]


@S
def anaf_efactura():
    sec = G.s(HEX, 64)
    rt = G.jwt()
    return "name-context", (f"# e-Factura ANAF (RO) - config.ini\n[anaf]\noauth_authorize = https://logincert.anaf.ro/anaf-oauth2/v1/authorize\n"
                            f"client_id = {G.hexs(64)}\nclient_secret = {sec}\nredirect_uri = https://erp.{co()}.ro/anaf/callback\n"
                            f"refresh_token = {rt}\ncif = RO{G.s(DIG, 8)}\n"), [sec, rt]


@S
def anaf_bearer():
    t = G.jwt()
    return "self-identifying", (f"$ curl -H 'Authorization: Bearer {t}' \\\n"
                                f"   'https://api.anaf.ro/prod/FCTEL/rest/listaMesajeFactura?zile=7&cif={G.s(DIG, 8)}'\n"
                                f"{{\"mesaje\":[{{\"data_creare\":\"202611201032\",\"cif\":\"{G.s(DIG, 8)}\",\"id_solicitare\":\"{G.s(DIG, 10)}\",\"tip\":\"FACTURA PRIMITA\",\"id\":\"{G.s(DIG, 10)}\"}}],\"serial\":\"{G.hexs(16)}\"}}"), [t]


@S
def ksef_token():
    t = G.hexs(64).upper()
    return "name-context", (f"Zgłoszenie #{R.randint(1000, 9999)} - integracja KSeF\n\nDzień dobry, w załączniku przesyłam token autoryzacyjny "
                            f"wygenerowany w Aplikacji Podatnika KSeF dla NIP {G.s(DIG, 10)} (uprawnienia: wystawianie i przeglądanie faktur):\n\n"
                            f"token KSeF: {t}\n\nProszę wpisać go w konfiguracji modułu e-faktur i potwierdzić.\nPozdrawiam, księgowość"), [t]


@S
def irp_india():
    sec = G.s(B62, 20)
    pw = G.human_pw()
    return "name-context", (f"// einvoice.config.json (IRP sandbox)\n{{\n  \"gstin\": \"29{G.s(UPPER, 5)}{G.s(DIG, 4)}{G.s(UPPER, 1)}1Z{G.s(UPPER + DIG, 1)}\",\n"
                            f"  \"client_id\": \"AA{G.s(UPPER + DIG, 16)}\",\n  \"client_secret\": \"{sec}\",\n"
                            f"  \"user_name\": \"API_{co()}\",\n  \"password\": \"{pw}\",\n  \"base_url\": \"https://einv-apisandbox.nic.in\"\n}}"), [sec, pw]


@S
def cfdi_pac():
    pw = anypw()
    kp = legacy()
    return "name-context", (f"# timbrado CFDI 4.0 - config/pac.yml\nfinkok:\n  wsdl: https://facturacion.finkok.com/servicios/soap/stamp.wsdl\n"
                            f"  username: facturas@{co()}.mx\n  password: {pw}\ncsd:\n  cer: sat/{G.s(DIG, 20)}.cer\n  key: sat/CSD_{co()}.key\n"
                            f"  key_password: {kp}   # contraseña de la llave privada del CSD\n"), [pw, kp]


@S
def nfe_pfx():
    pw = R.choice([legacy, G.human_pw, lambda: pin(8)])()
    return "name-context", (f"// NFe.Config.cs\npublic static class NFeConfig\n{{\n    public const string CertificadoA1 = @\"C:\\Certificados\\{co()}_A1.pfx\";\n"
                            f"    public const string SenhaCertificado = \"{pw}\";\n    public const string UF = \"SP\";\n"
                            f"    public const string Ambiente = \"2\"; // homologacao\n}}"), [pw]


@S
def chorus_pro():
    pw = anypw()
    login = f"TECH_{G.s(DIG, 14)}@cpro.fr"
    hdr = basic(login, pw)
    sec = G.s(B62, 36)
    return "structural", (f"POST https://sandbox-api.piste.gouv.fr/cpro/factures/v1/deposer/flux\n"
                          f"Authorization: Bearer $(piste token, client_secret={sec})\n"
                          f"cpro-account: {hdr}\nContent-Type: application/json;charset=utf-8\n\n"
                          f"{{\"idUtilisateurCourant\": 0, \"fichierFlux\": \"...\", \"nomFichier\": \"FAC-{R.randint(1000, 9999)}.xml\", \"syntaxeFlux\": \"IN_DP_E2_UBL_INVOICE_MIN\"}}"), [hdr, sec]


@S
def sap_rfc():
    pw = anypw()
    return "structural", (f"from pyrfc import Connection\n\nconn = Connection(ashost='s4p-app01.{co()}.local', sysnr='00', client='100',\n"
                          f"                  user='RFC_ARIBA', passwd='{pw}', lang='EN')\n"
                          f"res = conn.call('BAPI_PO_GETDETAIL1', PURCHASEORDER='45{G.s(DIG, 8)}')\n"), [pw]


@S
def btp_service_key():
    sec = G.s(B62, 20) + "$" + G.s(URLSAFE, 30) + "="
    return "name-context", (f"$ cf service-key ariba-cig-destination cig-key\nGetting key cig-key for service instance ariba-cig-destination as ops@{co()}.com...\n\n"
                            f"{{\n  \"clientid\": \"sb-clone{G.hexs(32)}!b{R.randint(1000, 99999)}|destination-xsappname!b{R.randint(100, 999)}\",\n"
                            f"  \"clientsecret\": \"{sec}\",\n  \"uri\": \"https://destination-configuration.cfapps.eu10.hana.ondemand.com\",\n"
                            f"  \"url\": \"https://{co()}-p2p.authentication.eu10.hana.ondemand.com\"\n}}"), [sec]


@S
def cpi_iflow_param():
    pw = anypw()
    return "name-context", (f"Externalized parameters - iFlow 'Coupa_to_S4_Invoice' (SAP Integration Suite, tenant {co()}-prod)\n"
                            f"  Receiver_Address     https://{co()}.coupahost.com/api\n  Coupa_Credential     COUPA_OAUTH\n"
                            f"  S4_User              CPI_INV_POST\n  S4_Password          {pw}\n  Polling_Interval     5m\n"
                            f"(parameter stored as plain string instead of a User Credentials artifact - please fix)"), [pw]


@S
def tradeshift_oauth1():
    cs = G.s(B62, 24)
    ts = G.s(B62 + "=", 40)
    return "name-context", (f"const tradeshift = new OAuth1Client({{\n  consumerKey: 'OwnAccount',\n  consumerSecret: '{cs}',\n"
                            f"  token: '{G.s(B62, 22)}',\n  tokenSecret: '{ts}',\n  tenantId: '{G.uuid()}',\n"
                            f"  baseUrl: 'https://api-sandbox.tradeshift.com/tradeshift/rest/external',\n}});\n"), [cs, ts]


@S
def basware_env():
    pw = anypw()
    return "name-context", (f"export BASWARE_API_USER=api_{co()}_fi\nexport BASWARE_API_PASSWORD='{pw}'\n"
                            f"export BASWARE_API_URL=https://api.basware.com/v1\npython sync_vendors.py --since 2026-11-01"), [pw]


@S
def billcom():
    dk = G.s(UPPER + DIG, 8) + "-" + G.s(UPPER + DIG, 4) + "-" + G.s(UPPER + DIG, 4) + "-" + G.s(UPPER + DIG, 4) + "-" + G.s(UPPER + DIG, 12)
    pw = anypw()
    sid = "!" + G.s(B62, 96)
    return "name-context", (f"$ curl -X POST https://api.bill.com/api/v2/Login.json \\\n  -d userName=ap@{co()}.com -d 'password={pw}' \\\n"
                            f"  -d orgId=00801{G.s(B62, 10)} -d devKey={dk}\n"
                            f"{{\"response_status\":0,\"response_data\":{{\"sessionId\":\"{sid}\"}}}}"), [pw, dk, sid]


@S
def supplier_ticket():
    pw = R.choice([G.human_pw, legacy, phrase])()
    lang = R.randint(0, 3)
    u = f"supplier{R.randint(100, 999)}@{co()}-parts.com"
    txt = [f"Hi team, our AR clerk can't log in to the Ariba supplier portal to submit PO-flip invoices. Login: {u} / password: {pw} - could you check why it says account locked?",
           f"Hallo zusammen, anbei die Zugangsdaten für das Jaggaer-Lieferantenportal, damit ihr die Katalogpflege übernehmen könnt: Benutzer {u}, Kennwort {pw}. Bitte nach dem ersten Login ändern.",
           f"Bonjour, pour déposer nos factures sur le portail fournisseur Coupa (CSP), voici l'identifiant {u} et le mot de passe {pw}. Merci de ne pas le diffuser.",
           f"Hola, os paso el acceso al portal de proveedores para subir las facturas: usuario {u}, contraseña {pw}. El CIF ya está dado de alta."][lang]
    return "structural", f"Ticket SUP-{R.randint(10000, 99999)} (Supplier Enablement)\n\n{txt}", [pw]


@S
def aws_lambda_invoices():
    ak = G.aws_akid()
    sk = G.aws_secret()
    return "self-identifying", (f"# serverless.yml - ocr-invoice-intake\nprovider:\n  name: aws\n  environment:\n    INBOUND_BUCKET: {co()}-ap-invoices-inbound\n"
                                f"    AWS_ACCESS_KEY_ID: {ak}\n    AWS_SECRET_ACCESS_KEY: {sk}\n    COUPA_HOST: https://{co()}.coupahost.com\n"), [ak, sk]


@S
def provider_in_p2p():
    name, tok, mark = G.self_identifying()
    c = co()
    ctx = R.randint(0, 3)
    if ctx == 0:
        txt = f"# notify AP channel when an invoice fails 3-way match\nNOTIFY_TOKEN={tok}\nMATCH_TOLERANCE_PCT=2\nCOUPA_HOST=https://{c}.coupahost.com\n"
    elif ctx == 1:
        txt = hook("Bash", {"command": f"grep -rn token config/ | head"},
                   {"stdout": f"config/integrations.yml:14:  {name}_token: {tok}\nconfig/integrations.yml:22:  coupa_api_key: ${{COUPA_API_KEY}}", "stderr": "", "interrupted": False})
    elif ctx == 2:
        txt = f"diff --git a/p2p/settings.py b/p2p/settings.py\n@@ -8,6 +8,7 @@ ARIBA_REALM = '{c}-T'\n PEPPOL_AP_URL = 'https://ap.{c}.eu/as4'\n+{name.upper()}_KEY = '{tok}'\n INVOICE_ARCHIVE_DAYS = 3650\n"
    else:
        txt = f"2026-11-22T10:02:17Z ERROR supplier-onboarding: request failed headers={{'Authorization': 'Bearer {tok}', 'User-Agent': 'vendor-sync/2.3'}} status=401"
    return "self-identifying", txt, [mark]


@S
def erp_db_url():
    pw = anypw()
    return "structural", (f"DATABASE_URL=postgresql://p2p_app:{pw}@pg-prod-2.{co()}.internal:5432/procure2pay?sslmode=require\n"
                          f"INVOICE_OCR_QUEUE=amqp://ocr:{pw}@mq.{co()}.internal:5672/invoices\n"), [pw]


@S
def mssql_conn():
    pw = anypw()
    return "structural", (f"  \"ConnectionStrings\": {{\n    \"Procurement\": \"Server=sql-p2p01;Database=Purchasing;User Id=svc_punchout;Password={pw};TrustServerCertificate=True\"\n  }},"), [pw]


@S
def esker_soap():
    pw = anypw()
    return "structural", (f"""<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ses="urn:SessionService2">
  <soapenv:Body>
    <ses:Login>
      <ses:userName>{co()}.apbot</ses:userName>
      <ses:password>{pw}</ses:password>
    </ses:Login>
  </soapenv:Body>
</soapenv:Envelope>"""), [pw]


@S
def edi_as2():
    pw = anypw()
    return "name-context", (f"[partner:{co()}-distribution]\nas2_id = {co().upper()}DIST\nurl = https://as2.{co()}.com:4080/as2/HttpReceiver\n"
                            f"sign = sha256\nencrypt = aes256_cbc\nmdn_mode = SYNC\nkeystore = /opt/as2/keys/{co()}.p12\nkeystore_pass = {pw}\n"), [pw]


@S
def peppol_smp_admin():
    pw = anypw()
    return "structural", (f"$ curl -u smp_admin:{pw} -X PUT -H 'Content-Type: application/xml' \\\n"
                          f"  --data @servicegroup.xml 'https://smp.{co()}.eu/iso6523-actorid-upis%3A%3A0192%3A{G.s(DIG, 9)}'\n"
                          f"HTTP/1.1 200 OK"), [pw]


@S
def notebook_spend():
    k = G.hexs(40)
    src = json.dumps({"cell_type": "code", "execution_count": R.randint(1, 40), "metadata": {},
                      "source": ["import pandas as pd, requests\n", f"HDR = {{'X-COUPA-API-KEY': '{k}', 'Accept': 'application/json'}}\n",
                                 f"r = requests.get('https://{co()}.coupahost.com/api/purchase_orders', headers=HDR, params={{'limit': 50}})\n",
                                 "df = pd.json_normalize(r.json())\n"], "outputs": []}, ensure_ascii=False, indent=1)
    return "name-context", src, [k]


@S
def hook_read_env():
    sec = G.s(B62, 40)
    pw = anypw()
    content = (f"ARIBA_REALM={co()}\nARIBA_OAUTH_SECRET={sec}\nOCI_CATALOG_PASSWORD={pw}\nPEPPOL_PARTICIPANT=0088:{G.s(DIG, 13)}\n")
    return "name-context", hook("Read", {"file_path": "/srv/p2p/.env"},
                                {"type": "text", "file": {"filePath": "/srv/p2p/.env", "content": content, "numLines": 4}}), [sec, pw]


@S
def hook_bash_ksef():
    t = G.hexs(64).upper()
    cmd = f"python ksef_client.py --env test --nip {G.s(DIG, 10)} --token {t} --send faktura_FV_{R.randint(100, 999)}_2026.xml"
    return "name-context", hook("Bash", {"command": cmd, "description": "send invoice to KSeF test"}, event="PreToolUse"), [t]


@S
def payment_sftp_key():
    block, line = G.pem("OPENSSH PRIVATE KEY")
    return "self-identifying", (f"# keys for the bank payment file drop (pain.001 from the P2P run)\n$ cat ~/.ssh/h2h_{co()}_bank\n{block}"), [line]


@S
def german_wiki():
    pw = G.human_pw()
    return "structural", (f"== Zugang ZRE (Zentrale Rechnungseingangsplattform des Bundes) ==\n* Portal: https://xrechnung.bund.de\n"
                          f"* Benutzer: rechnungsstelle@{co()}.de\n* Passwort: {pw}\n* Leitweg-ID des Empfängers: 991-{G.s(DIG, 5)}-{G.s(DIG, 2)}\n"), [pw]


@S
def slack_ariba_pw():
    pw = R.choice([G.human_pw, legacy])()
    return "name-context", (f"#p2p-support  [11:03] dana: anyone have the ariba test realm admin pw? need to reset the punchout config\n"
                            f"#p2p-support  [11:05] kwame: it's {pw} (same as UAT, we rotate on the 1st)\n"
                            f"#p2p-support  [11:05] dana: ty"), [pw]


@S
def gocoupa_webhook_secret():
    s = G.hexs(64)
    return "name-context", (f"// routes/coupaWebhook.js\nconst crypto = require('crypto');\nconst SIGNING_SECRET = '{s}';\n\n"
                            f"function verify(req) {{\n  const mac = crypto.createHmac('sha256', SIGNING_SECRET).update(req.rawBody).digest('hex');\n"
                            f"  return crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(req.get('X-Signature') || ''));\n}}\n"), [s]


@S
def sdi_php():
    pw = anypw()
    return "name-context", (f"<?php\n// config/fatturazione.php\nreturn [\n    'intermediario' => 'aruba',\n    'username' => 'FE_{G.s(DIG, 11)}',\n"
                            f"    'password' => '{pw}',\n    'codice_destinatario' => '{G.s(UPPER + DIG, 7)}',\n    'regime_fiscale' => 'RF01',\n];\n"), [pw]


@S
def verifactu_cert():
    pw = anypw()
    return "name-context", (f"# Verifactu / SII AEAT\n$ java -jar sii-sender.jar --cert certificado_{co()}.p12 --cert-pass '{pw}' \\\n"
                            f"    --endpoint https://prewww1.aeat.es/wlpl/SSII-FACT/ws/fe/SiiFactFEV1SOAP --lote lote_2026_11.xml\n"
                            f"[INFO] Enviando 42 registros... EstadoEnvio=Correcto CSV={G.s(UPPER + DIG, 16)}"), [pw]


@S
def precoro_token():
    t = G.s(B62, 40)
    return "structural", (f"GET /api/purchaseorders?page=1 HTTP/1.1\nHost: api.precoro.com\nX-AUTH-TOKEN: {t}\nEmail: buyer@{co()}.com\n"), [t]


@S
def mysql_cli():
    pw = anypw()
    return "structural", (f"$ mysql -h erp-db.{co()}.local -u proc_ro -p'{pw}' purchasing -e 'select po_no, vendor_id, total from po_header where status=\"OPEN\" limit 5'\n"
                          f"+------------+-----------+-----------+\n| po_no      | vendor_id | total     |\n+------------+-----------+-----------+\n"
                          f"| 4500{G.s(DIG, 6)} |     {G.s(DIG, 5)} |  12400.00 |\n+------------+-----------+-----------+"), [pw]


@S
def stacktrace_ariba():
    pw = anypw()
    return "structural", (f"Traceback (most recent call last):\n  File \"/app/ariba_sync/cxml.py\", line 88, in post_invoice\n"
                          f"    resp = session.post(url, data=doc, timeout=30)\n  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 637, in post\n"
                          f"requests.exceptions.ConnectionError: HTTPSConnectionPool(host='proxy.{co()}.com', port=3128): Max retries exceeded with url: "
                          f"https://service.ariba.com/service/transaction/cxml.asp (Caused by ProxyError('Cannot connect to proxy', "
                          f"'http://svc_ariba:{pw}@proxy.{co()}.com:3128'))"), [pw]


@S
def zip_pw_invoices():
    pw = R.choice([legacy, G.human_pw, phrase])()
    return "structural", (f"$ 7z a -p{pw} -mhe=on invoices_Q3_{co()}.7z ./export/invoices/*.pdf\n7-Zip 23.01 : Copyright (c) 1999-2023 Igor Pavlov\n"
                          f"Scanning the drive:\n214 files, 48213334 bytes\nEverything is Ok"), [pw]


# ------------------------------------------------------------------ clean
@C
def c_cxml_order():
    return (f"""<cXML payloadID="{R.randint(10**9, 10**10)}.{R.randint(100, 999)}@{co()}.coupahost.com" timestamp="2026-11-{R.randint(10, 28)}T10:12:00Z">
 <Header>
  <From><Credential domain="DUNS"><Identity>{G.s(DIG, 9)}</Identity></Credential></From>
  <To><Credential domain="NetworkID"><Identity>AN{G.s(DIG, 11)}</Identity></Credential></To>
  <Sender><Credential domain="NetworkID"><Identity>AN{G.s(DIG, 11)}</Identity><SharedSecret/></Credential><UserAgent>Coupa</UserAgent></Sender>
 </Header>
 <Request><OrderRequest><OrderRequestHeader orderID="PO-{R.randint(10000, 99999)}" orderDate="2026-11-20" type="new">
  <Total><Money currency="USD">{R.randint(100, 9000)}.{R.randint(10, 99)}</Money></Total></OrderRequestHeader></OrderRequest></Request>
</cXML>""")


@C
def c_cxml_response():
    return (f"<cXML payloadID=\"{G.uuid()}@punchout.{co()}-supply.com\" timestamp=\"2026-11-21T08:00:00Z\"><Response><Status code=\"200\" text=\"OK\"/>"
            f"<PunchOutSetupResponse><StartPage><URL>https://punchout.{co()}-supply.com/start?sid={G.hexs(24)}</URL></StartPage>"
            f"</PunchOutSetupResponse></Response></cXML>\n(sid is a one-time start-page session handle, consumed on first load)")


@C
def c_oci_doc():
    return (f"OCI 5.0 outbound fields sent by the catalog back to HOOK_URL:\n  NEW_ITEM-DESCRIPTION[n], NEW_ITEM-QUANTITY[n], NEW_ITEM-UNIT[n], NEW_ITEM-PRICE[n],\n"
            f"  NEW_ITEM-CURRENCY[n], NEW_ITEM-VENDORMAT[n], NEW_ITEM-MATGROUP[n], NEW_ITEM-LEADTIME[n]\n"
            f"Login fields (USERNAME/PASSWORD) are configured per catalog in SPRO; never hard-code them in the HOOK_URL. Ticket P2P-{R.randint(100, 999)}.")


@C
def c_oci_return():
    return (f"NEW_ITEM-DESCRIPTION[1]=Nitrile gloves L box 100&NEW_ITEM-QUANTITY[1]={R.randint(1, 50)}&NEW_ITEM-UNIT[1]=BX&NEW_ITEM-PRICE[1]={R.randint(5, 30)}.{R.randint(10, 99)}"
            f"&NEW_ITEM-CURRENCY[1]=EUR&NEW_ITEM-VENDORMAT[1]={G.s(UPPER + DIG, 10)}&NEW_ITEM-MATGROUP[1]=3910&NEW_ITEM-EXT_PRODUCT_ID[1]={G.s(DIG, 13)}")


@C
def c_env_example():
    return (f"# .env.example - copy to .env and fill in\nCOUPA_INSTANCE=https://<your-instance>.coupahost.com\nCOUPA_CLIENT_ID=\nCOUPA_CLIENT_SECRET=changeme\n"
            f"ARIBA_APPLICATION_KEY=<application key from developer portal>\nOCI_CATALOG_PASSWORD=${{OCI_CATALOG_PASSWORD}}\nPEPPOL_KEYSTORE_PASSWORD=\n"
            f"LOG_LEVEL={R.choice(['info', 'debug', 'warn'])}\nPOLL_INTERVAL={R.choice([60, 120, 300, 600])}\n")


@C
def c_peppol_ids():
    return (f"Peppol participant lookup\n  participant: iso6523-actorid-upis::0088:{G.s(DIG, 13)}\n  document: busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##"
            f"urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1\n  process: cenbii-procid-ucm::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0\n"
            f"  SMP: http://B-{G.hexs(32)}.iso6523-actorid-upis.edelivery.tech.ec.europa.eu\n  transport: peppol-transport-as4-v2_0")


@C
def c_as4_receipt():
    return (f"2026-11-{R.randint(10, 28)} 13:{R.randint(10, 59)}:02 INFO  AS4 receipt sent for MessageId={G.uuid()}@phase4 refToMessageId={G.uuid()}@{co()}-ap "
            f"sender=POP000{R.randint(100, 999)} receiver=PNO000{R.randint(100, 999)} sbdh.instanceId={G.uuid()} digest=sha256:{G.b64(32)}")


@C
def c_ubl_invoice():
    return (f"""<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ID>INV-{R.randint(10000, 99999)}</cbc:ID>
  <cbc:IssueDate>2026-11-{R.randint(10, 28)}</cbc:IssueDate>
  <cbc:BuyerReference>991-{G.s(DIG, 5)}-{G.s(DIG, 2)}</cbc:BuyerReference>
  <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="0192">{G.s(DIG, 9)}</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>
  <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>NO{G.s(DIG, 13)}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>
</Invoice>""")


@C
def c_sdi_fattura():
    return (f"<p:FatturaElettronica versione=\"FPR12\">\n <FatturaElettronicaHeader><DatiTrasmissione>\n  <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>{G.s(DIG, 11)}</IdCodice></IdTrasmittente>\n"
            f"  <ProgressivoInvio>{G.s(UPPER + DIG, 5)}</ProgressivoInvio>\n  <FormatoTrasmissione>FPR12</FormatoTrasmissione>\n"
            f"  <CodiceDestinatario>{G.s(UPPER + DIG, 7)}</CodiceDestinatario>\n </DatiTrasmissione></FatturaElettronicaHeader>\n</p:FatturaElettronica>")


@C
def c_sdi_ricevuta():
    return (f"Ricevuta di consegna (RC) - IdentificativoSdI {R.randint(10**9, 10**10)}\nNomeFile IT{G.s(DIG, 11)}_{G.s(UPPER + DIG, 5)}.xml\n"
            f"Hash {G.sha256()}\nDataOraRicezione 2026-11-{R.randint(10, 28)}T10:2{R.randint(0, 9)}:11.000+01:00\nMessageId {R.randint(10**9, 10**10)}")


@C
def c_zatca_qr():
    return (f"ZATCA simplified invoice (B2C) reporting result:\n  uuid: {G.uuid()}\n  invoiceHash: {G.b64(32)}\n  ICV: {R.randint(1, 9999)}\n"
            f"  PIH: {G.b64(32)}\n  QR (TLV, base64): {G.b64(R.choice([96, 120, 140]))}\n  reportingStatus: REPORTED\n  warnings: []")


@C
def c_zatca_cert():
    return (f"$ openssl x509 -in cert/cert.pem -noout -subject -serial -fingerprint\nsubject=C = SA, OU = {co()} Riyadh Branch, O = {co()} Trading, CN = TST-886431145-3{G.s(DIG, 13)}3\n"
            f"serial={G.hexs(38).upper()}\nSHA1 Fingerprint={':'.join(G.hexs(2).upper() for _ in range(20))}")


@C
def c_public_cert():
    body = "\n".join(G.b64(48) for _ in range(R.randint(6, 10)))
    return f"# Peppol AP certificate (public part, as published in the SMP ServiceMetadata)\n-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----"


@C
def c_irn():
    return (f"{{\"AckNo\": {R.randint(10**14, 10**15)}, \"AckDt\": \"2026-11-{R.randint(10, 28)} 11:2{R.randint(0, 9)}:00\", \"Irn\": \"{G.sha256()}\", "
            f"\"SignedInvoice\": \"{G.jwt().split('.')[0]}.<omitted>\", \"Status\": \"ACT\", \"EwbNo\": null}}")


@C
def c_cfdi_uuid():
    return (f"CFDI timbrado OK\n  Folio fiscal (UUID): {G.uuid().upper()}\n  No. de certificado del SAT: {G.s(DIG, 20)}\n"
            f"  Fecha de timbrado: 2026-11-{R.randint(10, 28)}T12:{R.randint(10, 59)}:33\n  Sello digital del SAT: {G.b64(R.choice([128, 180]))}\n  RFC emisor: {G.s(UPPER, 3)}{G.s(DIG, 6)}{G.s(UPPER + DIG, 3)}")


@C
def c_ksef_ref():
    return (f"Faktura przyjęta w KSeF.\nNumer KSeF: {G.s(DIG, 10)}-2026112{R.randint(0, 9)}-{G.hexs(12).upper()}-{G.hexs(2).upper()}\n"
            f"Numer referencyjny sesji: 2026112{R.randint(0, 9)}-SE-{G.hexs(10).upper()}-{G.hexs(10).upper()}-{G.hexs(2).upper()}\nStatus: 200 Faktura poprawnie przetworzona")


@C
def c_anaf_msg():
    return (f"{{\"index_incarcare\": \"{G.s(DIG, 10)}\", \"stare\": \"ok\", \"id_descarcare\": \"{G.s(DIG, 10)}\", \"ExecutionStatus\": 0, "
            f"\"dateResponse\": \"2026112{R.randint(0, 9)}1{R.randint(0, 9)}{R.randint(10, 59)}\"}}")


@C
def c_chorus_status():
    return (f"Chorus Pro - flux {G.s(UPPER, 3)}{G.s(DIG, 11)}: statut INTEGRE\n  numeroFluxDepot: {G.s(UPPER + DIG, 20)}\n  SIRET destinataire: {G.s(DIG, 14)}\n"
            f"  code service: FACTURES_{R.randint(1, 9)}\n  idFacture: {R.randint(10**7, 10**8)}")


@C
def c_coupa_invoice_json():
    return json.dumps({"id": R.randint(10000, 99999), "invoice-number": f"INV-{G.s(DIG, 6)}", "status": "approved",
                       "supplier": {"id": R.randint(100, 9999), "name": f"{co().title()} Office Supply", "number": f"V{G.s(DIG, 5)}"},
                       "currency": {"code": "USD"}, "gross-total": f"{R.randint(100, 9999)}.{R.randint(10, 99)}",
                       "original-invoice-number": None, "document-type": "Invoice",
                       "image-scan-url": f"https://{co()}.coupahost.com/attachments/{R.randint(10**6, 10**7)}/download"}, indent=2)


@C
def c_ariba_report_json():
    return json.dumps({"Records": [{"InvoiceId": f"INV{G.s(DIG, 8)}", "LineNumber": R.randint(1, 20), "Amount": {"amount": R.randint(1, 5000), "currency": "EUR"},
                                    "Supplier": {"SupplierId": f"ACM_{G.s(DIG, 7)}", "ANID": f"AN{G.s(DIG, 11)}"}}],
                       "PageToken": G.b64(30).rstrip("=")}, indent=1) + "\n(PageToken is the pagination cursor for the next call)"


@C
def c_ariba_yaml_ref():
    return (f"ariba:\n  realm: {co()}-T\n  apps:\n    reporting:\n      application_key: ${{ARIBA_REPORTING_APP_KEY}}\n      oauth_client_id: {G.uuid()}\n"
            f"      oauth_secret: ${{ARIBA_REPORTING_SECRET}}\n    invoices:\n      application_key: ${{ARIBA_INVOICE_APP_KEY}}\n")


@C
def c_k8s_secretref():
    return (f"        env:\n          - name: COUPA_API_KEY\n            valueFrom:\n              secretKeyRef:\n                name: coupa-{co()}\n                key: api-key\n"
            f"          - name: PEPPOL_KEYSTORE_PASSWORD\n            valueFrom:\n              secretKeyRef: {{name: peppol-ap, key: keystore-password}}\n"
            f"        image: registry.{co()}.io/p2p/invoice-bridge@sha256:{G.sha256()}")


@C
def c_gha():
    return (f"jobs:\n  nightly-supplier-sync:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@{G.sha1()}\n"
            f"      - run: python sync_suppliers.py --realm {co()}\n        env:\n          ARIBA_OAUTH_SECRET: ${{{{ secrets.ARIBA_OAUTH_SECRET }}}}\n"
            f"          COUPA_API_KEY: ${{{{ secrets.COUPA_API_KEY }}}}\n")


@C
def c_lockfile():
    return (f"\"node_modules/ubl-builder\": {{\n  \"version\": \"1.{R.randint(0, 9)}.{R.randint(0, 20)}\",\n  \"resolved\": \"https://registry.npmjs.org/ubl-builder/-/ubl-builder-1.4.2.tgz\",\n"
            f"  \"integrity\": \"sha512-{G.b64(64)}\"\n}},\n\"node_modules/xml-crypto\": {{\n  \"version\": \"6.0.{R.randint(0, 9)}\",\n  \"integrity\": \"sha512-{G.b64(64)}\"\n}}")


@C
def c_pip_hashes():
    return (f"lxml==5.3.{R.randint(0, 3)} \\\n    --hash=sha256:{G.sha256()} \\\n    --hash=sha256:{G.sha256()}\nsignxml==4.0.{R.randint(0, 3)} \\\n    --hash=sha256:{G.sha256()}\n")


@C
def c_git_log():
    return "\n".join(f"{G.sha1()[:R.choice([7, 40])]} {m}" for m in R.sample([
        "ZATCA: bump PIH chain after ICV reset", "Peppol: switch to AS4 v2 transport profile", "coupa: paginate invoices by updated-at",
        "OCI: url-encode HOOK_URL", "SDI: handle NS (scarto) receipts", "ksef: retry on 429", "ariba: map Ship-To addresses", "cfdi: add complemento de pago"], 4))


@C
def c_prose_rotation():
    return (f"Runbook: rotating the Ariba shared secret\n1. In Ariba Network > Company Settings > Electronic Order Routing, generate a new shared secret.\n"
            f"2. Store it in Vault at secret/p2p/ariba/shared_secret (never in tickets or chat).\n3. Update the supplier ERP's cXML profile and send a test PO.\n"
            f"4. The old secret stops working immediately; schedule the change with the supplier ({co()}-parts, contact AR desk).")


@C
def c_prose_password_policy():
    return (R.choice(["Supplier portal password policy: at least 12 characters, no reuse of the last 5, expires every 90 days. ",
                      "Richtlinie: Passwörter für Lieferantenportale werden nur im Passwortmanager abgelegt, nie per E-Mail. ",
                      "Política: las contraseñas de los portales de facturación se guardan en el gestor, nunca en el ticket. "])
            + f"Questions to procurement-security@{co()}.com (ref POL-{R.randint(10, 99)}).")


@C
def c_po_table():
    rows = "\n".join(f"| 45{G.s(DIG, 8)} | V{G.s(DIG, 5)} | {R.randint(100, 90000)}.{R.randint(10, 99)} | {R.choice(['EUR', 'USD', 'SAR', 'PLN'])} | {R.choice(['open', 'received', 'invoiced'])} |" for _ in range(4))
    return "| PO | vendor | amount | cur | status |\n|---|---|---|---|---|\n" + rows


@C
def c_supplier_master():
    return (f"vendor_id,name,duns,vat_id,gln,payment_terms\nV{G.s(DIG, 5)},{co().title()} Industrial GmbH,{G.s(DIG, 9)},DE{G.s(DIG, 9)},{G.s(DIG, 13)},NET30\n"
            f"V{G.s(DIG, 5)},{co().title()} SARL,{G.s(DIG, 9)},FR{G.s(DIG, 11)},{G.s(DIG, 13)},NET45\n")


@C
def c_webhook_delivery():
    return (f"POST /hooks/coupa HTTP/1.1\nX-Signature: {G.hexs(64)}\nX-Coupa-Event: invoice.approved\nX-Request-Id: {G.uuid()}\n\n"
            f"{{\"id\": {R.randint(1000, 99999)}, \"event\": \"invoice.approved\"}}")


@C
def c_hook_grep_clean():
    return hook("Bash", {"command": "grep -rn 'SharedSecret' src/ | head -5"},
                {"stdout": f"src/cxml/header.py:41:    el = SubElement(cred, 'SharedSecret')\nsrc/cxml/header.py:42:    el.text = settings.ARIBA_SHARED_SECRET\n"
                           f"tests/test_header.py:{R.randint(10, 99)}:    assert '<SharedSecret>' in xml", "stderr": "", "interrupted": False})


@C
def c_hook_read_code():
    return hook("Read", {"file_path": "src/zatca/signing.py"},
                {"type": "text", "file": {"filePath": "src/zatca/signing.py", "numLines": 6,
                                          "content": "from cryptography.hazmat.primitives.asymmetric import ec\n\n"
                                                     "def load_key(path: str, password: bytes | None):\n    with open(path, 'rb') as f:\n"
                                                     "        return serialization.load_pem_private_key(f.read(), password=password)\n"
                                                     f"# invoice hash: base64(sha256(canonical xml)), ICV starts at {R.randint(1, 5)}\n"}})


@C
def c_jwks():
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": G.hexs(16), "alg": "RS256", "e": "AQAB", "n": G.b64url(256)}]}, indent=1)


@C
def c_ssh_pub():
    return (f"# authorized_keys on sftp.{co()}.com for the Coupa CSV export user\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{G.s(B62, 43)} coupa-export@{co()}\n"
            f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{G.s(B62 + '+/', 200)} bank-h2h")


@C
def c_checksum():
    return (f"$ sha256sum Invoice_Header_2026112{R.randint(0, 9)}.csv Invoice_Line_2026112{R.randint(0, 9)}.csv\n{G.sha256()}  Invoice_Header.csv\n{G.sha256()}  Invoice_Line.csv")


@C
def c_tracking():
    return (f"ASN {G.s(DIG, 10)} for PO 45{G.s(DIG, 8)}: carrier {R.choice(['UPS', 'DHL', 'FedEx'])} tracking "
            f"{R.choice(['1Z' + G.s(UPPER + DIG, 16), G.s(DIG, 12), 'JD' + G.s(DIG, 18)])}, ship date 2026-11-{R.randint(10, 28)}, {R.randint(1, 40)} cartons, SSCC 00{G.s(DIG, 18)}")


@C
def c_base64_test():
    data = base64.b64encode(f"<Invoice><ID>TEST-{R.randint(1, 999)}</ID><Note>sample only</Note></Invoice>".encode()).decode()
    return f"# tests/fixtures/invoice_b64.txt  (base64 of a sample UBL fragment used by test_decode)\n{data}"


@C
def c_placeholders():
    return (f"curl -H 'X-COUPA-API-KEY: <your-api-key>' https://<instance>.coupahost.com/api/suppliers?name={co()}\n"
            f"curl -u '<login>:<password>' https://api.ariba.com/v2/oauth/token -d grant_type=client_credentials\n# see docs/INTEGRATIONS.md section {R.randint(2, 9)}")


@C
def c_xml_signature():
    return (f"<ds:SignatureValue>{G.b64(R.choice([64, 72]))}</ds:SignatureValue>\n<ds:KeyInfo><ds:X509Data><ds:X509IssuerSerial>"
            f"<ds:X509IssuerName>CN=PEZEINVOICESCA1-CA, DC=extgazt, DC=gov, DC=local</ds:X509IssuerName><ds:X509SerialNumber>{G.s(DIG, 40)}</ds:X509SerialNumber>"
            f"</ds:X509IssuerSerial></ds:X509Data></ds:KeyInfo>\n<ds:DigestValue>{G.b64(32)}</ds:DigestValue>")


@C
def c_chat_no_secret():
    return R.choice([f"[Teams] Anna: the Peppol ID of {co()} is 0208:{G.s(DIG, 10)}, the SMP lookup works now\n[Teams] Omar: great, first invoice went through, MessageId {G.uuid()}",
                     f"Slack #ap: invoice INV-{G.s(DIG, 6)} stuck in 'pending receipt'. GRN {G.s(DIG, 10)} was posted yesterday, can someone re-run the match? (job id {G.hexs(24)})",
                     f"Mail: Sehr geehrte Damen und Herren, unsere Leitweg-ID lautet 991-{G.s(DIG, 5)}-{G.s(DIG, 2)}. Bitte XRechnungen ausschließlich über Peppol senden."])


@C
def c_terraform_var():
    return (f"resource \"aws_secretsmanager_secret\" \"coupa\" {{\n  name = \"p2p/coupa/{co()}\"\n}}\n\nvariable \"coupa_client_secret\" {{\n  type      = string\n  sensitive = true\n}}\n"
            f"resource \"aws_lambda_function\" \"intake\" {{\n  source_code_hash = \"{G.b64(32)}\"\n}}")


@C
def c_budget_codes():
    return (f"Cost centre {R.randint(1000, 9999)} / GL {R.randint(400000, 699999)} / WBS P-{G.s(DIG, 6)}.{R.randint(1, 9)}\nRequisition REQ-{R.randint(10**5, 10**6)} approved by 3 of 3, "
            f"approval chain id {G.uuid()}, contract CW{G.s(DIG, 7)}")


@C
def c_notebook_env():
    return json.dumps({"cell_type": "code", "execution_count": R.randint(1, 30), "metadata": {},
                       "source": ["import os, requests\n", "HDR = {'X-COUPA-API-KEY': os.environ['COUPA_API_KEY']}\n",
                                  f"r = requests.get(f\"https://{{os.environ['COUPA_HOST']}}/api/invoices\", headers=HDR, params={{'limit': {R.randint(10, 100)}}})\n"],
                       "outputs": [{"output_type": "stream", "name": "stdout", "text": [f"{R.randint(10, 99)} invoices\n"]}]}, indent=1)


@C
def c_efactura_xml_id():
    return (f"<cbc:ID>FCT-{R.randint(1000, 9999)}</cbc:ID>\n<cbc:UUID>{G.uuid()}</cbc:UUID>\n<cac:AdditionalDocumentReference><cbc:ID>ICV</cbc:ID><cbc:UUID>{R.randint(1, 999)}</cbc:UUID></cac:AdditionalDocumentReference>"
            f"\n<cac:AdditionalDocumentReference><cbc:ID>PIH</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode=\"text/plain\">{G.b64(32)}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>")


@C
def c_mask_log():
    return (f"2026-11-2{R.randint(0, 8)} 09:0{R.randint(0, 9)}:12 INFO oci-gateway: inbound /oci/start USERNAME=buyer_{G.s(DIG, 4)} PASSWORD=******** "
            f"HOOK_URL=https%3A%2F%2Fsrm.example.de%2Fsap%2Fbc%2Fbsp took={R.randint(10, 90)}ms")


def main():
    secs = []
    i = 0
    while len(secs) < 250:
        cls, text, vals = SECRETS[i % len(SECRETS)]()
        vals = list(dict.fromkeys(vals))
        i += 1
        assert cls in ("self-identifying", "name-context", "structural"), cls
        for v in vals:
            assert v and v in text, (FAMILY, i, v)
        secs.append((cls, text, vals))
    clean = [CLEAN[j % len(CLEAN)]() for j in range(100)]
    allv = [v for _, _, vs in secs for v in vs if len(v) >= 8]
    for t in clean:
        for v in allv:
            assert v not in t, (FAMILY, v)
    with open(HERE / f"{FAMILY}_secrets.jsonl", "w", encoding="utf-8") as f:
        for n, (cls, text, vals) in enumerate(secs, 1):
            f.write(json.dumps({"id": f"{FAMILY}-{n}", "family": FAMILY, "class": cls, "text": text, "secrets": vals},
                               ensure_ascii=False) + "\n")
    with open(HERE / f"{FAMILY}_clean.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(clean, 1):
            f.write(json.dumps({"id": f"{FAMILY}-c{n}", "family": FAMILY, "text": text}, ensure_ascii=False) + "\n")
    by = {}
    for cls, _, vals in secs:
        r, v = by.get(cls, (0, 0))
        by[cls] = (r + 1, v + len(vals))
    print(FAMILY, "templates", len(SECRETS), len(CLEAN), "records", len(secs), "values", sum(len(v) for _, _, v in secs),
          "by class", by, "clean distinct", len(set(clean)))


if __name__ == "__main__":
    main()
